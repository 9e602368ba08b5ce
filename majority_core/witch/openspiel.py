"""Witch of the Academy in the OpenSpiel adapter (:mod:`majority_core.openspiel`, which reads
:func:`spec`): every action a seat can ever take at a player count, the length bound and the
options. Needs no pyspiel itself.
"""

from __future__ import annotations

from typing import Any

from .components import CODE_LETTER, DATA_HIDES, K, components
from .kernel import guess_actions

#: The days of a game: one in the discovery game, two in the standard game (Witch 3, 5).
_DAYS = {False: 1, True: 2}


def _universe(n: int, options: dict[str, Any]) -> list[str]:
    """Takes (keep/trade, two blacks with the disk's colour), the data card, the rumours to
    turn face down and every investigation-sheet row (Witch 3 (1)-(2))."""
    codes = components(n, bool(options["standard"])).codes
    letters = [CODE_LETTER[c] for c in codes]
    disks = [CODE_LETTER[c] for c in codes if c != K]
    actions = [f"take:{k}/{t}" for k in letters for t in letters if not k == t == "K"]
    if K in codes:
        actions += [f"take:K/K:{d}" for d in disks]
    actions.append("data")
    # A face-up rumour is a seat and a colour, named in seat then colour order; two hidden
    # rumours are a pair in that order (the same one twice when it lies there twice).
    rumours = [f"{s}{x}" for s in range(n) for x in letters]
    if DATA_HIDES[n] == 1:
        actions += [f"hide:{a}" for a in rumours]
    else:
        actions += [f"hide:{a},{b}" for i, a in enumerate(rumours) for b in rumours[i:]]
    for me in range(n):
        actions += guess_actions(n, me, codes)
    return actions


def _max_length(params: dict[str, Any]) -> int:
    # A day turn takes at least one card of the deck; each night is one simultaneous move,
    # and the rumours are hidden once before the second day.
    comp = components(int(params["players"]), bool(params["standard"]))
    days = _DAYS[comp.standard]
    return 1 + days * (comp.n_cards + 1) + 1


def spec() -> dict[str, Any]:
    """The adapter's :class:`~majority_core.openspiel.Spec` of the Witch, as keywords."""
    from . import WitchState

    return dict(
        long_name="Witch of the Academy (majority_core)",
        state_cls=WitchState,
        defaults={"players": 4, "standard": True, "first_player": 0},
        universe=_universe,
        max_length=_max_length,  # the best total wins, ties share it: utility_sum 1, the default
        min_players=3,
        max_players=5,
    )
