"""Majority 2's tournaments: head-to-head win rates of the bots with Wilson intervals, and their
chart (re-exported by :mod:`majority_core.majority2.analysis`, where the lessons read them).

pandas, scipy and altair are imported inside the functions, never at import time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..game import play
from ..i18n import _
from ..policy import Policy
from ..rng import derive_seed
from .policies import get_policy
from .state import Majority2State

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

__all__ = ["head_to_head", "tournament", "win_rate_chart"]


def head_to_head(
    a: str | Policy, b: str | Policy, n_games: int = 200, *, seed: int = 0, **options: Any
) -> dict[str, Any]:
    """``a`` against ``b`` over ``n_games`` games, seats alternating (``a`` is seat 0 in the
    even games): wins of ``a``, its win rate and a 95% Wilson interval (scipy ``binomtest``).
    Game ``i`` depends only on ``seed`` and ``i``."""
    from scipy.stats import binomtest

    pa, pb = get_policy(a), get_policy(b)
    wins = turns = first_wins = 0
    for i in range(n_games):
        game_seed = derive_seed(seed, "game", i)
        seats = [pa, pb] if i % 2 == 0 else [pb, pa]
        state = play(
            Majority2State.new(n_players=2, seed=game_seed, **options),
            seats,
            seed=derive_seed(game_seed, "decisions"),
        )
        wins += state.winner == i % 2
        first_wins += state.winner == 0
        turns += state.turn
    ci = binomtest(wins, n_games).proportion_ci(method="wilson") if n_games else None
    return {
        "bot": str(pa),
        "opponent": str(pb),
        "games": n_games,
        "wins": wins,
        "win rate": wins / n_games if n_games else float("nan"),
        "95% low": ci.low if ci else float("nan"),
        "95% high": ci.high if ci else float("nan"),
        "first player wins": first_wins / n_games if n_games else float("nan"),
        "turns per game": turns / n_games if n_games else float("nan"),
    }


def tournament(
    bots: Sequence[str | Policy] = ("random", "greedy", "planner"),
    n_games: int = 200,
    *,
    seed: int = 0,
    **options: Any,
) -> pd.DataFrame:
    """Every pair of bots, head to head (one row per pair, the first bot's win rate)."""
    import pandas as pd

    rows = [
        head_to_head(a, b, n_games, seed=seed, **options)
        for i, a in enumerate(bots)
        for b in bots[i + 1 :]
    ]
    return pd.DataFrame(rows)


def win_rate_chart(table: pd.DataFrame) -> Any:
    """Win rates with their Wilson intervals, one bar per pairing (altair)."""
    import altair as alt

    # the bots by their names in the lesson's language ("gourmand contre planificateur"): the
    # pairing is a label made here, which the chart renderer cannot translate word by word
    # (a lambda, not ``_`` itself: the catalog is chosen by the module that calls ``_``)
    data = table.assign(pairing=table["bot"].map(lambda b: _(b)) + _(" vs ")
                        + table["opponent"].map(lambda b: _(b)))
    base = alt.Chart(data).encode(y=alt.Y("pairing:N", title="pairing"))
    bars = base.mark_bar().encode(
        x=alt.X("win rate:Q", title="win rate of the first bot", scale=alt.Scale(domain=[0, 1]))
    )
    # the interval's layer names the axis as the bars do: an axis shared by two layers with
    # two titles shows both ("win rate of the first bot, 95% low"); wide enough that the
    # axis labels 0.0 ... 1.0 do not run into each other
    errors = base.mark_errorbar().encode(
        x=alt.X("95% low:Q", title="win rate of the first bot"), x2="95% high:Q")
    return (bars + errors).properties(title="Majority 2: head-to-head win rates (95% Wilson)",
                                      width=360)
