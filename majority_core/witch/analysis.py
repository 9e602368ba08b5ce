"""Measurements for the Witch lessons: how much play gives away, and what hiding costs.

pandas and scipy are imported inside the functions, so ``import majority_core.witch`` stays
light. Every table has its confidence intervals: Wilson intervals for proportions
(``scipy.stats.binomtest(...).proportion_ci(method="wilson")``) and t intervals for means.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..game import play
from ..policy import Policy
from ..rng import derive_seed
from ..simulate import progress_bar
from .policies import Investigator
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


def guess_accuracy(
    opponents: Mapping[str, Policy],
    *,
    n_players: int = 4,
    standard: bool = False,
    n_games: int = 200,
    seed: int = 0,
    investigator: Policy | None = None,
    progress: bool | None = None,
) -> pd.DataFrame:
    """How often the Bayesian investigator names the right colour, against each bot.

    One seat (rotating with the game number) is the investigator, every other seat plays the
    opponent bot; its last row of guesses is scored (both rows in the standard game, as
    ``night`` 1 and 2). ``chance`` is the rate of a blind guess among the colours it cannot
    rule out.
    """
    import pandas as pd

    inv = investigator or Investigator()
    rows = []
    colours = 4 if n_players == 3 else 5
    for name, bot in opponents.items():
        right = [0, 0]
        total = 0
        for i, game_seed in _games(n_games, seed, progress, name):
            seat = i % n_players
            policies = [bot] * n_players
            policies[seat] = inv
            s = play(WitchState.new(n_players=n_players, seed=game_seed, standard=standard),
                     policies, seed=derive_seed(game_seed, "decisions"))
            for t in range(n_players):
                if t == seat:
                    continue
                total += 1
                for night, row in enumerate(s.sheets[seat]):
                    right[night] += row[t] == s.colour[t]
        for night in range(2 if standard else 1):
            lo, hi = wilson(right[night], total)
            rows.append(
                {
                    "opponents": name,
                    "night": night + 1,
                    "guesses": total,
                    "correct": right[night],
                    "accuracy": right[night] / total,
                    "ci_low": lo,
                    "ci_high": hi,
                    "chance": 1 / (colours - 1),
                }
            )
    return pd.DataFrame(rows)


def hiding_cost(
    cautions: Sequence[float] = (1.0, 0.0),
    *,
    n_players: int = 4,
    standard: bool = True,
    n_games: int = 200,
    seed: int = 0,
    progress: bool | None = None,
) -> pd.DataFrame:
    """What one seat's way of play costs against Bayesian investigators.

    The tested seat (rotating) plays :class:`~.policies.Heuristic` with each ``caution``
    (1: keeps rumours off its colour, 0: colour-blind, so it hides its colour); the same game
    seeds for every caution (paired). Columns: its mean points with a t interval, how often
    others guessed its colour, the points it paid for those guesses and for suspicion, and
    its share of wins with a Wilson interval.
    """
    import pandas as pd

    from .policies import Heuristic

    rows = []
    for caution in cautions:
        me = Heuristic(caution)
        points: list[float] = []
        lost: list[float] = []
        suspicion: list[float] = []
        guessed = chances = wins = 0
        for i, game_seed in _games(n_games, seed, progress, f"caution {caution:g}"):
            seat = i % n_players
            policies: list[Policy] = [Investigator()] * n_players
            policies[seat] = me
            s = play(WitchState.new(n_players=n_players, seed=game_seed, standard=standard),
                     policies, seed=derive_seed(game_seed, "decisions"))
            r = s.result_rows()[seat]
            points.append(r["points"])
            lost.append(r["guess_points_lost"])
            suspicion.append(r["suspicion_paid"])
            guessed += r["guessed_by_others"]
            chances += (n_players - 1) * (2 if standard else 1)
            wins += r["won"]
        m, lo, hi = mean_interval(points)
        wlo, whi = wilson(wins, n_games)
        glo, ghi = wilson(guessed, chances)
        rows.append(
            {
                "caution": caution,
                "games": n_games,
                "mean_points": m,
                "points_low": lo,
                "points_high": hi,
                "guessed_rate": guessed / chances,
                "guessed_low": glo,
                "guessed_high": ghi,
                "paid_for_guesses": sum(lost) / n_games,
                "suspicion_paid": sum(suspicion) / n_games,
                "win_rate": wins / n_games,
                "win_low": wlo,
                "win_high": whi,
            }
        )
    return pd.DataFrame(rows)


def tournament(
    bots: Mapping[str, Policy],
    *,
    n_players: int = 4,
    standard: bool = True,
    n_games: int = 200,
    seed: int = 0,
    progress: bool | None = None,
) -> pd.DataFrame:
    """Bots at one table, seats rotated each game: mean points and win share with intervals.

    ``bots`` has exactly ``n_players`` entries; game ``i`` seats bot ``k`` at ``(k + i) % n``.
    """
    import pandas as pd

    names = list(bots)
    if len(names) != n_players:
        raise ValueError(f"{n_players} players need {n_players} bots, got {len(names)}")
    points: dict[str, list[float]] = {b: [] for b in names}
    shares = dict.fromkeys(names, 0.0)
    wins = dict.fromkeys(names, 0)
    for i, game_seed in _games(n_games, seed, progress, "games"):
        seats = [""] * n_players
        for k, b in enumerate(names):
            seats[(k + i) % n_players] = b
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
                "win_low": wlo,
                "win_high": whi,
                "fair_share": 1 / n_players,
            }
        )
    return pd.DataFrame(rows)
