"""Majority 2 (M. Yokouchi): the two-player sequel. Form political factions from shared hands,
pay with coins, and mind what you pass to your opponent.

The pinned kernel works on its own in a notebook:

>>> from majority_core.majority2 import Card, final_score, draw_count
>>> str(Card.parse("demons:veteran")), Card.parse("demons:veteran").vp
('demons:veteran', 6)
>>> final_score(["demons:veteran", "demons:secretary", "demons:secretary",
...              "angels:junior", "angels:junior", "angels:aristocrat"], 11).total
35
>>> draw_count(3)
4
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..exercises import register_lessons
from ..policy import Policy, UniformRandom
from ..review import register_review
from ..search import register_game
from .components import COLOUR_OF, FACTIONS, GHOST, PROMO_KINDS, RANKS, Card, build_deck
from .kernel import (
    FinalScore,
    Forming,
    card_points,
    condition_met,
    draw_count,
    final_score,
    forming,
    forming_coins,
)
from .policies import POLICIES, Greedy, Planner, get_policy
from .state import CannotPay, ConditionNotMet, Majority2State, NotInHand

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd


def simulate(
    policies: Sequence[str | Policy] = ("random", "random"),
    n_games: int = 100,
    *,
    seed: int = 0,
    progress: bool | None = None,
    **options: Any,
) -> pd.DataFrame:
    """Play ``n_games`` games; one row per game x seat (won, score, card_vp, coins,
    factions, first_player, turns, end). Bots by name ("random", "greedy", "planner")."""
    from ..simulate import simulate as run

    bots = [get_policy(p) for p in policies]
    return run(Majority2State, bots, n_games, seed=seed, n_players=2, progress=progress, **options)


__all__ = [
    "POLICIES",
    "CannotPay",
    "ConditionNotMet",
    "Greedy",
    "Majority2State",
    "NotInHand",
    "Planner",
    "UniformRandom",
    "get_policy",
    "simulate",
    "COLOUR_OF",
    "FACTIONS",
    "GHOST",
    "PROMO_KINDS",
    "RANKS",
    "Card",
    "FinalScore",
    "Forming",
    "build_deck",
    "card_points",
    "condition_met",
    "draw_count",
    "final_score",
    "forming",
    "forming_coins",
]


# -- What the shared rooms know of this game (they name no game: docs/architecture.md) -------
register_game(
    Majority2State.game_name,
    rollout=(f"{__name__}.policies", "Greedy"),
    playouts=f"{__name__}.playout:playouts",
)
register_review(Majority2State.game_name, budget=3, measure="win")
register_lessons("3", f"{__name__}.exercises")
