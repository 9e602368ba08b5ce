"""Majority 2 by simulation: head-to-head win rates with Wilson intervals, and game records.

pandas, scipy and altair are imported inside the functions, never at import time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..i18n import N_, _
from ..policy import Policy
from .policies import get_policy
from .state import Majority2State
from .tournaments import (  # noqa: F401 (the lessons read them here)
    head_to_head,
    tournament,
    win_rate_chart,
)

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

__all__ = [
    "card_table",
    "habit_table",
    "draw_table",
    "economy_table",
    "head_to_head",
    "score_table",
    "tournament",
    "win_rate_chart",
]


def card_table(promos: bool = False) -> pd.DataFrame:
    """The card table (6-2; the promo cards of 6-3 with ``promos=True``): one row per card."""
    import pandas as pd

    from . import words
    from .components import COPIES, FACTIONS, PROMO_KINDS, RANKS, Card

    rows = []
    for f in FACTIONS:
        for r in RANKS:
            promo = promos and f"{f}:{r}" in PROMO_KINDS
            if promos and not promo:
                continue
            c = Card(f, r, None, promo)
            rows.append(
                {
                    # the rulebook's words in the lesson's language (4-2): "sorcières (bleu)"
                    "faction": f"{words.faction(f)} ({words.paint(f)})",
                    "rank": words.rank(r),
                    "copies": COPIES[r],
                    "cost": c.cost,
                    "victory points": c.vp,
                    "condition": c.condition or _("none"),
                    "ability": c.effect,
                }
            )
    return pd.DataFrame(rows)


def draw_table(max_factions: int = 8) -> pd.DataFrame:
    """The draw table (5-4, RULINGS): cards drawn, the opponent's reserve card, the difference."""
    import pandas as pd

    from .kernel import draw_count

    return pd.DataFrame(
        {
            "opponent's formed factions": list(range(max_factions + 1)),
            "you draw": [draw_count(n) for n in range(max_factions + 1)],
            "opponent's reserve gets": [1] * (max_factions + 1),
            "your gain in cards": [draw_count(n) - 1 for n in range(max_factions + 1)],
        }
    )


def score_table(state: Majority2State) -> pd.DataFrame:
    """Both players' score zones card by card, with coins and totals (5-8)."""
    import pandas as pd

    rows = []
    for p in (0, 1):
        s = state.score(p)
        for c, pts, why in zip(s.cards, s.points, s.reasons, strict=True):
            rows.append({"seat": p, "card": c.name, "victory points": pts, "why": why})
        rows.append({"seat": p, "card": N_("coins"), "victory points": s.coins,
                     "why": _("1 VP a coin, face up or down (5-8)")})
        rows.append({"seat": p, "card": "total", "victory points": s.total,
                     "why": _("the cards' VP plus the coins (5-8)")})
    return pd.DataFrame(rows)


def economy_table(
    bots: Sequence[str | Policy] = ("greedy", "planner"), n_games: int = 40, *, seed: int = 0
) -> pd.DataFrame:
    """Where the points come from: per bot, mean final score, card VP, coins, factions, turns,
    win rate, and the share of the score that is coins (bots play each other, seats
    alternating). Only matches between *different* bots count: a mirror match gives a bot half
    its own wins, which would pull every win rate towards one half (a single bot plays itself)."""
    import pandas as pd

    from ..simulate import simulate as run

    pairs = [(a, b) for i, a in enumerate(bots) for b in bots[i + 1:]] or [(bots[0], bots[0])]
    frames = []
    for a, b in pairs:
        frames.append(run(Majority2State, [get_policy(a), get_policy(b)], n_games, seed=seed,
                          n_players=2, progress=False))
    data = pd.concat(frames)
    out = data.groupby("policy")[["score", "card_vp", "coins", "factions", "turns", "won"]].mean()
    out["coins' share of the score"] = out["coins"] / out["score"]
    out = out.rename(columns={"score": "mean score", "card_vp": "card VP", "won": "win rate",
                              "factions": "factions formed", "turns": "turns per game"})
    return out.reset_index().rename(columns={"policy": "bot"})


def habit_table(n_games: int = 40, *, seed: int = 0) -> pd.DataFrame:
    """What a habit is worth: a bot without it against the same bot with it (seats
    alternating), as the first bot's win rate with a 95% Wilson interval. Habits: drawing
    (5-4), exchanging (5-3), and weighing what you pass (5-7: planner against greedy)."""
    import pandas as pd

    from .policies import Greedy, Planner

    rows = []
    for label, a, b in (
        (N_("greedy that never draws, against greedy"), Greedy(draws=False), Greedy()),
        (N_("greedy that never exchanges, against greedy"), Greedy(exchanges=False), Greedy()),
        (N_("planner (weighs what it passes), against greedy"), Planner(), Greedy()),
    ):
        r = head_to_head(a, b, n_games, seed=seed)
        rows.append({"match": label, **{k: r[k] for k in ("games", "wins", "win rate", "95% low", "95% high")}})
    return pd.DataFrame(rows)
