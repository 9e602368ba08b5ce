"""The Majority lessons' tournaments: the bots against one another, their win rates with
confidence intervals, the tables and charts of lesson 04 (re-exported by
:mod:`majority_core.the_majority.analysis`, where the lessons read them).

pandas and altair are imported inside the functions, never when this module is imported.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from majority_core.display import Lines, Sentence
from majority_core.i18n import _, number, percent

from . import explain as ex

if TYPE_CHECKING:  # pragma: no cover
    import altair as alt
    import pandas as pd

    from majority_core.policy import Policy


# -- strategy: a tournament ----------------------------------------------------------------------
def wilson_interval(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson interval of a win rate (scipy.stats.binomtest): honest even for few games or
    rates near 0 or 1.

    >>> [round(x, 3) for x in wilson_interval(30, 50)]
    [0.462, 0.724]
    """
    if n == 0:
        return (0.0, 1.0)
    from scipy.stats import binomtest, norm

    level = 2 * float(norm.cdf(z)) - 1  # z = 1.96 is a 95% interval
    ci = binomtest(wins, n).proportion_ci(confidence_level=level, method="wilson")
    return (max(0.0, float(ci.low)), min(1.0, float(ci.high)))


def tournament(
    policies: Sequence[str | Policy] = ("random", "greedy", "runner-up", "saboteur"),
    n_games: int = 25,
    *,
    seed: int = 0,
    executor: Any = None,
    progress: bool | None = None,
) -> pd.DataFrame:
    """Every pair of bots plays ``n_games`` deals twice, swapping sides (4 players, teams).

    The same deals are played with the sides swapped (common random numbers), so luck of the
    deal cancels out of the comparison. One row per game x team: ``policy``, ``opponent``,
    ``team``, ``won`` (1/0; ties go to the spy token), ``team coins``.

    The package's bots play on the fast path (:func:`majority_core.simulate.simulate` picks it
    by itself: the same games, many times sooner); ``executor`` (None, "processes", an
    Executor or a Dask Client) spreads each lineup's games as ``simulate`` does, and the table
    is the same wherever they run. A run of 2,000 games or more shows a progress bar over the
    lineups (``progress`` forces it on or off).
    """
    import pandas as pd

    from majority_core.rng import derive_seed
    from majority_core.simulate import PROGRESS_THRESHOLD, progress_bar
    from majority_core.the_majority import simulate

    names = list(policies)
    lineups = [
        (a, b, lineup)
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        for lineup in ((a, b), (b, a))
    ]
    total = n_games * len(lineups)
    enabled = total >= 10 * PROGRESS_THRESHOLD if progress is None else progress
    frames = []
    for a, b, lineup in progress_bar(lineups, total=len(lineups), desc="lineups", enabled=enabled):
        df = simulate(
            [lineup[0], lineup[1]] * 2,
            n_games,
            seed=derive_seed(seed, "pair", a, b),
            progress=False,
            executor=executor,
        )
        teams = df[df["seat"] < 2].copy()  # seats 0 and 1 speak for teams 0 and 1
        teams["opponent"] = teams["seat"].map({0: str(lineup[1]), 1: str(lineup[0])})
        # a label for the reader (the bots by their names in the reader's language); the
        # columns ``policy`` and ``opponent`` keep the code names
        teams["pairing"] = _("{a} v {b}").format(a=ex.bot_word(str(a)), b=ex.bot_word(str(b)))
        frames.append(teams)
    out = pd.concat(frames, ignore_index=True)
    out = out.rename(columns={"team_coins": "team coins"})
    out["won"] = out["won"].astype(bool)  # shown as yes / no, as the game table shows it
    return out[["pairing", "game", "seed", "team", "policy", "opponent", "won", "team coins"]]


def tournament_counts(results: pd.DataFrame) -> pd.DataFrame:
    """The tournament reduced to sums, per bot and opponent: ``games``, ``wins``, ``coins``
    (total team coins) and ``coins squared`` (their squares' total).

    Everything the summary, the head-to-head table and their intervals need, in a few rows:
    what a cached large tournament keeps (:func:`cached_tournament`).
    """
    import pandas as pd

    coins = results["team coins"].astype("int64")
    frame = pd.DataFrame(
        {
            "policy": results["policy"],
            "opponent": results["opponent"],
            "games": 1,
            "wins": results["won"].astype("int64"),
            "coins": coins,
            "coins squared": coins * coins,
        }
    )
    return frame.groupby(["policy", "opponent"], sort=False, as_index=False).sum()


def tournament_findings(results: pd.DataFrame) -> Lines:
    """What a tournament can and cannot tell, in sentences: the ranking where the bots' 95%
    intervals do not overlap, each pairing that is separated (its interval leaves out a coin
    toss) or not, and, against a common opponent, the bots whose win rates cannot be told
    apart. ``results`` is a :func:`tournament` table or its :func:`tournament_counts`."""
    counts = results if "games" in results.columns else tournament_counts(results)
    lines = []
    summary = tournament_summary(counts)
    ranked = list(summary["policy"])
    apart = all(
        summary.loc[i, "win 95% low"] > summary.loc[i + 1, "win 95% high"]
        for i in range(len(summary) - 1)
    )
    names = ", ".join(ex.bot_word(p) for p in ranked)
    if apart:
        lines.append(
            _("Every bot's interval lies wholly above the next one's: the ranking {ranked} is "
              "not luck.").format(ranked=names)
        )
    else:
        lines.append(
            _("Some bots' intervals overlap: the ranking {ranked} is not settled by these "
              "games.").format(ranked=names)
        )
    for a, b, n, wins, low, high in _pairings(counts):
        rate = wins / n
        if low <= 0.5 <= high:
            lines.append(
                _("{a} v {b}: {a} wins {rate} (95% interval {low} to {high}), which includes a "
                  "coin toss: not separated.").format(
                    a=ex.bot_word(a), b=ex.bot_word(b), rate=percent(rate, 1),
                    low=percent(low, 1), high=percent(high, 1))
            )
        else:
            best, worst = (a, b) if low > 0.5 else (b, a)
            share = (rate, low, high) if best == a else (1 - rate, 1 - high, 1 - low)
            lines.append(
                _("{best} beats {worst} in {rate} of their games (95% interval {low} to "
                  "{high}): separated.").format(
                    best=ex.bot_word(best), worst=ex.bot_word(worst), rate=percent(share[0], 1),
                    low=percent(share[1], 1), high=percent(share[2], 1))
            )
    rates = {(r.policy, r.opponent): (r.wins, r.games) for r in counts.itertuples(index=False)}
    for third in ranked:
        rivals = [p for p in ranked if p != third and (p, third) in rates]
        for i, a in enumerate(rivals):
            for b in rivals[i + 1 :]:
                (wa, na), (wb, nb) = rates[(a, third)], rates[(b, third)]
                la, ha = wilson_interval(wa, na)
                lb, hb = wilson_interval(wb, nb)
                if la <= hb and lb <= ha:
                    lines.append(
                        _("Against {third}, {a} ({ra}, {la} to {ha}) and {b} ({rb}, {lb} to "
                          "{hb}) cannot be told apart: their intervals overlap.").format(
                            third=ex.bot_word(third), a=ex.bot_word(a), b=ex.bot_word(b),
                            ra=percent(wa / na, 1), la=percent(la, 1), ha=percent(ha, 1),
                            rb=percent(wb / nb, 1), lb=percent(lb, 1), hb=percent(hb, 1))
                    )
    return Lines(lines)


#: The bots of the cached large tournament (benchmarks/the_majority_tournament.py).
CACHED_TOURNAMENT_BOTS = ("random", "greedy", "runner-up", "saboteur")


def cached_tournament() -> pd.DataFrame:
    """The large tournament shipped with the package, as :func:`tournament_counts` (too long
    for a lesson's run: ``benchmarks/the_majority_tournament.py`` computes it again, exactly).
    ``attrs`` hold ``deals`` (per pairing and side), ``seed``, ``games`` and ``seconds``."""
    import io

    import pandas as pd

    from . import tournament_cache as cache

    counts = pd.read_csv(io.StringIO(cache.CSV))
    counts.attrs.update(
        deals=cache.N_DEALS, seed=cache.SEED, games=cache.GAMES, seconds=cache.SECONDS
    )
    return counts


def provenance(counts: pd.DataFrame) -> Sentence:
    """Where a :func:`cached_tournament` comes from, in one sentence."""
    a = counts.attrs
    return Sentence(
        _("{games} games ({deals} deals a pairing and side, seed {seed}), computed in "
          "{seconds} s on a shared two-core machine by benchmarks/the_majority_tournament.py.")
        .format(games=number(a["games"]), deals=number(a["deals"]), seed=a["seed"],
                seconds=number(a["seconds"]))
    )


def tournament_summary(results: pd.DataFrame) -> pd.DataFrame:
    """Per bot: games, win rate with its 95% interval, mean team coins with its 95% interval.

    ``results`` is a :func:`tournament` table or its :func:`tournament_counts`.
    """
    import pandas as pd

    counts = results if "games" in results.columns else tournament_counts(results)
    rows = []
    for name, group in counts.groupby("policy", sort=False):
        n = int(group["games"].sum())
        wins = int(group["wins"].sum())
        low, high = wilson_interval(wins, n)
        total, squares = int(group["coins"].sum()), int(group["coins squared"].sum())
        mean = total / n
        var = (squares - total * total / n) / (n - 1) if n > 1 else float("nan")
        half = 1.96 * math.sqrt(max(var, 0.0)) / math.sqrt(n) if n > 1 else float("nan")
        rows.append(
            {
                "policy": name,
                "games": n,
                "win rate": round(wins / n, 3),
                "win 95% low": round(low, 3),
                "win 95% high": round(high, 3),
                "mean team coins": round(mean, 2),
                "coins 95% low": round(mean - half, 2),
                "coins 95% high": round(mean + half, 2),
            }
        )
    return pd.DataFrame(rows).sort_values("win rate", ascending=False, ignore_index=True)


def head_to_head(results: pd.DataFrame) -> pd.DataFrame:
    """Win rate of the row bot against the column bot (both sides of each deal counted).

    ``results`` is a :func:`tournament` table or its :func:`tournament_counts`.
    """
    counts = results if "games" in results.columns else tournament_counts(results)
    rates = counts.assign(rate=counts["wins"] / counts["games"])
    table = rates.pivot_table(index="policy", columns="opponent", values="rate", aggfunc="mean")
    table.index.name, table.columns.name = "policy", "opponent"
    return table.round(3)


def pairings_table(results: pd.DataFrame) -> pd.DataFrame:
    """Each pairing once: how often the first bot beat the second, with its 95% interval, and
    whether the interval leaves out a coin toss (0.5), i.e. whether these games separate them.

    ``results`` is a :func:`tournament` table or its :func:`tournament_counts`.
    """
    import pandas as pd

    rows = []
    for a, b, n, wins, low, high in _pairings(results):
        if low > 0.5:
            verdict = _("{bot} is stronger").format(bot=ex.bot_word(a))
        elif high < 0.5:
            verdict = _("{bot} is stronger").format(bot=ex.bot_word(b))
        else:
            verdict = _("not separated")
        rows.append(
            {
                "pairing": _("{a} v {b}").format(a=ex.bot_word(a), b=ex.bot_word(b)),
                "games": n,
                "first bot's win rate": round(wins / n, 3),
                "95% low": round(low, 3),
                "95% high": round(high, 3),
                "verdict": verdict,
            }
        )
    return pd.DataFrame(rows)


def _pairings(results: pd.DataFrame) -> list[tuple[str, str, int, int, float, float]]:
    """Each pairing once, in the order the bots first appear: (first bot, second bot, games,
    the first's wins, its 95% Wilson interval). The table and the findings both read it, so
    the findings never parse the table's words (which are in the reader's language)."""
    counts = results if "games" in results.columns else tournament_counts(results)
    order = {name: i for i, name in enumerate(dict.fromkeys(counts["policy"]))}
    out = []
    for row in counts.itertuples(index=False):
        a, b = row.policy, row.opponent
        if order[a] > order[b]:
            continue
        n, wins = int(row.games), int(row.wins)
        out.append((a, b, n, wins, *wilson_interval(wins, n)))
    return out


def tournament_chart(summary: pd.DataFrame) -> alt.Chart:
    """Win rates with their 95% intervals; the dashed line is a coin toss."""
    import altair as alt
    import pandas as pd

    base = alt.Chart(summary, title="Win rate of each bot, with 95% intervals")
    order = list(summary["policy"])
    x = alt.X("win rate:Q", scale=alt.Scale(domain=[0, 1]), title="win rate (line: 95% interval)")
    points = base.mark_point(filled=True, size=80).encode(x=x, y=alt.Y("policy:N", sort=order))
    bars = base.mark_rule().encode(
        x=alt.X("win 95% low:Q", title="win rate (line: 95% interval)"),
        x2="win 95% high:Q",
        y=alt.Y("policy:N", sort=order),
    )
    half = (
        alt.Chart(pd.DataFrame({"x": [0.5]}))
        .mark_rule(strokeDash=[4, 4], color="gray")
        .encode(x=alt.X("x:Q", title="win rate (line: 95% interval)"))
    )
    return (bars + points + half).properties(width=420, height=160)


def head_to_head_chart(results: pd.DataFrame) -> alt.Chart:
    """A heat map: how often the row bot beat the column bot.

    Rows and columns come in the order of :func:`head_to_head`'s table, shown beside it: left
    to Vega-Lite, a nominal axis sorts its labels alphabetically, and in French the bots'
    translated names sort differently from the table's rows (lesson 04)."""
    import altair as alt

    counts = results if "games" in results.columns else tournament_counts(results)
    table = counts.assign(**{"win rate": counts["wins"] / counts["games"]})
    grid = head_to_head(counts)
    x = alt.X("opponent:N", title="opponent", sort=list(grid.columns))
    y = alt.Y("policy:N", title="bot", sort=list(grid.index))
    base = alt.Chart(table, title="Win rate of the row bot against the column bot")
    cells = base.mark_rect().encode(
        x=x, y=y,
        color=alt.Color("win rate:Q", scale=alt.Scale(domain=[0, 1], scheme="redblue")),
    )
    text = base.mark_text().encode(x=x, y=y, text=alt.Text("win rate:Q", format=".2f"))
    return (cells + text).properties(width=260, height=200)
