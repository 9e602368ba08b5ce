"""The Majority in the OpenSpiel adapter (:mod:`majority_core.openspiel`, which reads
:func:`spec`): its action universe, length bound and utility sum (the options are the
parameters' own, typed by the adapter). Needs no pyspiel itself.
"""

from __future__ import annotations

from typing import Any


# -- The Majority -------------------------------------------------------------------------------
def _majority_universe(n: int, options: dict[str, Any]) -> list[str]:
    from .components import build_deck

    return sorted({str(c) for c in build_deck(n)})


def _majority_max_length(params: dict[str, Any]) -> int:
    from .components import build_deck

    # Every decision places one card (a draft pick, an exchange, a trick): at most one move
    # per card per seat, plus the deal.
    return 1 + len(build_deck(int(params["players"]))) * int(params["players"])


def _majority_utility_sum(n: int) -> float:
    return 2.0 if n == 4 else 1.0  # at 4 players both partners of the winning team win


def spec() -> dict[str, Any]:
    """The adapter's :class:`~majority_core.openspiel.Spec` of The Majority, as keywords."""
    from . import TheMajorityState

    return dict(
        long_name="The Majority (majority_core)",
        state_cls=TheMajorityState,
        defaults={"players": 4, "first_edition": False, "spy_holder": 0},
        universe=_majority_universe,
        utility_sum=_majority_utility_sum,
        max_length=_majority_max_length,
        min_players=3,
        max_players=4,
    )
