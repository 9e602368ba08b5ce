"""Au chevet de la Sultane in the OpenSpiel adapter (:mod:`majority_core.openspiel`, which
reads :func:`spec`): every action a seat can ever take at a player count, the length bound and
the options. Needs no pyspiel itself.

The sides win together (every member of the winning side gets 1), and the sides' sizes
differ, so the game is general-sum for OpenSpiel.
"""

from __future__ import annotations

from typing import Any

from .components import (
    _DISCARD,
    _NOMINATE,
    _VETO_ANSWERS,
    _VETO_REQUESTS,
    DRAW_CLAIMS,
    INTERVENTIONIST,
    INTERVENTIONIST_TALES_TO_WIN,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PACIFIST,
    PACIFIST_TALES_TO_WIN,
    PEEK,
    PEEK_CLAIMS,
    RECEIVED_CLAIMS,
    REJECTIONS_FOR_CHAOS,
    VOTES,
    WIN,
    pacifist_track,
)

#: The most decisions of one round: nomination, the vote, two discards, the veto request and
#: its answer, two claims, a power and its claim (Sultane 5-7).
_ROUND_MOVES = 10


def _universe(n: int, options: dict[str, Any]) -> list[str]:
    """Nominations, votes, discards, veto words, claims and the powers of the track at ``n``
    (Sultane 5-7; the track's powers by player count, RULINGS: Sultane)."""
    seats = range(n)
    powers = [p for p in pacifist_track(n) if p not in (None, PEEK, WIN)]
    actions = [_NOMINATE[s] for s in seats]
    actions += [*VOTES, *(_DISCARD[t] for t in (PACIFIST, INTERVENTIONIST))]
    actions += [*_VETO_REQUESTS, *_VETO_ANSWERS]
    actions += [*DRAW_CLAIMS, *RECEIVED_CLAIMS, *PEEK_CLAIMS]
    actions += [f"claim-investigation:{s}:{t}" for s in seats for t in (PACIFIST, INTERVENTIONIST)]
    actions += [f"{power}:{s}" for power in dict.fromkeys(powers) for s in seats]
    return list(dict.fromkeys(actions))  # NO_CLAIM ends each claim list: once


def _max_length(params: dict[str, Any]) -> int:
    # At most one tale less than both sides' winning counts is read before a side wins; each
    # takes at most REJECTIONS_FOR_CHAOS rounds (the last rejection reads one by chaos).
    tales = PACIFIST_TALES_TO_WIN + INTERVENTIONIST_TALES_TO_WIN - 1
    return 1 + tales * REJECTIONS_FOR_CHAOS * _ROUND_MOVES


def _no_constant_sum(n: int) -> None:
    """None: general-sum (the sum of the returns is the winning side's size)."""
    return None


def spec() -> dict[str, Any]:
    """The adapter's :class:`~majority_core.openspiel.Spec` of the Sultane, as keywords."""
    from . import SultaneState

    return dict(
        long_name="Au chevet de la Sultane (majority_core)",
        state_cls=SultaneState,
        defaults={"players": 5, "original_veto": False, "variant_8d": False},
        universe=_universe,
        utility_sum=_no_constant_sum,
        max_length=_max_length,
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
    )
