"""The Witch lessons' tournaments: bots at one table, their mean points and win shares with
intervals (re-exported by :mod:`majority_core.witch.analysis`, where the lessons read them).

pandas and scipy are imported inside the functions, never at import time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..game import play
from ..policy import Policy
from ..rng import derive_seed
from ..simulate import progress_bar
from .state import WitchState

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd


def wilson(k: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson interval of a proportion ``k / n`` (scipy's binomtest)."""
    from scipy.stats import binomtest

    ci = binomtest(k, n).proportion_ci(confidence_level=confidence, method="wilson")
    return float(ci.low), float(ci.high)


def mean_interval(values: Sequence[float], confidence: float = 0.95) -> tuple[float, float, float]:
    """(mean, low, high): the t interval of a mean (scipy.stats.t)."""
    import math

    from scipy.stats import t

    n = len(values)
    m = sum(values) / n
    if n < 2:
        return m, m, m
    sd = math.sqrt(sum((x - m) ** 2 for x in values) / (n - 1))
    half = t.ppf(0.5 + confidence / 2, n - 1) * sd / math.sqrt(n)
    return m, m - half, m + half


def _games(n_games: int, seed: int, progress: bool | None, desc: str) -> Any:
    """``(i, game seed)`` for each game, with a progress bar for long runs."""
    for i in progress_bar(range(n_games), total=n_games, desc=desc, enabled=progress):
        yield i, derive_seed(seed, "witch", i)


def tournament(
    bots: Mapping[str, Policy],
    *,
    n_players: int = 4,
    standard: bool = True,
    n_games: int = 200,
    seed: int = 0,
    progress: bool | None = None,
) -> pd.DataFrame:
    """Bots at one table: mean points and win share with intervals (the Wilson interval,
    ``win_low``-``win_high``, is on the share of games won or tied, ``won_or_tied``).

    ``bots`` has exactly ``n_players`` entries. Game ``i`` seats them in the ``i``-th of all
    their seating orders (cycled), so that no bot always plays just after another: with equal
    strategies, who plays first in a race for disks matters.
    """
    from itertools import permutations

    import pandas as pd

    names = list(bots)
    orders = list(permutations(range(len(names))))
    if len(names) != n_players:
        raise ValueError(f"{n_players} players need {n_players} bots, got {len(names)}")
    points: dict[str, list[float]] = {b: [] for b in names}
    shares = dict.fromkeys(names, 0.0)
    wins = dict.fromkeys(names, 0)
    for i, game_seed in _games(n_games, seed, progress, "games"):
        seats = [names[k] for k in orders[i % len(orders)]]
        s = play(WitchState.new(n_players=n_players, seed=game_seed, standard=standard),
                 [bots[b] for b in seats], seed=derive_seed(game_seed, "decisions"))
        ret = s.returns()
        for p, b in enumerate(seats):
            points[b].append(s.points()[p])
            shares[b] += ret[p]
            wins[b] += ret[p] > 0
    rows = []
    for b in names:
        m, lo, hi = mean_interval(points[b])
        wlo, whi = wilson(wins[b], n_games)
        rows.append(
            {
                "bot": b,
                "games": n_games,
                "mean_points": m,
                "points_low": lo,
                "points_high": hi,
                "win_share": shares[b] / n_games,
                "wins_or_ties": wins[b],
                # the Wilson interval is on this share (a tie counts whole), not on win_share
                "won_or_tied": wins[b] / n_games,
                "win_low": wlo,
                "win_high": whi,
                "fair_share": 1 / n_players,
            }
        )
    return pd.DataFrame(rows)
