"""Grard in the OpenSpiel adapter (:mod:`majority_core.openspiel`, which reads :func:`spec`):
its action universe, turn limit and the returns when the adapter stops a game. Needs no
pyspiel itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .state import GrardState


# -- Majority (Grard) ---------------------------------------------------------------------------
def _grard_cut(state: GrardState) -> list[float]:
    """The highest total wins when the adapter stops the game; ties share (as at the end)."""
    best = max(state.scores)
    leaders = [p for p, s in enumerate(state.scores) if s == best]
    return [1.0 / len(leaders) if p in leaders else 0.0 for p in range(state.n_players)]


def _grard_universe(n: int, options: dict[str, Any]) -> list[str]:
    from .components import OPTIONS

    return [str(o) for o in OPTIONS]


def _grard_max_length(params: dict[str, Any]) -> int:
    return 1 + int(params["max_turns"])  # one move per turn (the active seats vote at once)


def _grard_turn_limit(params: dict[str, Any]) -> int:
    return int(params["max_turns"])


def _grard_options(params: dict[str, Any]) -> dict[str, Any]:
    return {
        "target": int(params["target"]),
        "least_logical": bool(params["least_logical"]),
        "variant_toss": bool(params["variant_toss"]),
        "language": "en",
    }


def spec() -> dict[str, Any]:
    """The adapter's :class:`~majority_core.openspiel.Spec` of Grard, as keywords."""
    from . import GrardState

    return dict(
        long_name="Majority (Grard) (majority_core)",
        state_cls=GrardState,
        defaults={
            "players": 5,
            "target": 20,
            "least_logical": False,
            "variant_toss": False,
            "max_turns": 200,
            "deals": 1,  # chance only picks the words on the cards
        },
        universe=_grard_universe,
        max_length=_grard_max_length,
        options=_grard_options,
        turn_limit=_grard_turn_limit,
        cut_returns=_grard_cut,
        min_players=3,
        max_players=10,
    )
