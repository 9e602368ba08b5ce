"""The Majority (Grard) lessons' tournaments: mixed tables of bots, when cashing in pays, their
tables and charts (re-exported by :mod:`majority_core.grard.analysis`, where the lessons read
them).

pandas and altair are imported inside the functions that draw or tabulate.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..display import lesson_chart
from ..policy import Policy
from ..simulate import simulate as _simulate
from .state import GrardState

if TYPE_CHECKING:  # pragma: no cover
    import altair as alt
    import pandas as pd


def tournament(
    lineup: Mapping[str, Policy],
    n_players: int = 6,
    n_games: int = 300,
    *,
    seed: int = 0,
    **options: Any,
) -> pd.DataFrame:
    """Mixed tables: the policies of ``lineup`` fill the seats in turn, rotating every game.

    Game g seats ``lineup[(seat + g) % len(lineup)]``, so every policy sits in every seat
    equally often. One row per game x seat (game, seat, policy, points, won, share...).
    """
    import pandas as pd

    names = list(lineup)
    rows = []
    for g in range(n_games):
        seats = [names[(s + g) % len(names)] for s in range(n_players)]
        df = _simulate(
            GrardState,
            [lineup[x] for x in seats],
            1,
            seed=seed * 1_000_003 + g,
            n_players=n_players,
            progress=False,
            **options,
        )
        df["game"] = g
        df["policy"] = seats
        rows.append(df)
    return pd.concat(rows, ignore_index=True)


def tournament_summary(results: pd.DataFrame) -> pd.DataFrame:
    """Per policy: games played, mean points, win share (shared wins split) with its 95%
    interval, and its win rate (a shared win counted whole).

    A bot plays one seat a game, so its shares are independent draws: the interval is the mean
    share +- 1.96 standard errors (normal approximation, 200 games give about +-0.066 at 0.35),
    clipped to [0, 1]; the same 95% that lessons 04, 32 and 42 use, so two bots whose
    intervals overlap cannot be told apart by this run.
    """
    grouped = results.groupby("policy")
    # a bot plays one seat a game: its seats are its games; "won" counts a shared win whole
    out = grouped.agg(
        games=("seat", "size"),
        mean_points=("points", "mean"),
        win_share=("share", "mean"),
        win_rate=("won", "mean"),
    )
    half = 1.96 * grouped["share"].std(ddof=1).fillna(0.0) / out["games"].pow(0.5)
    out.insert(3, "win_share_95%_low", (out["win_share"] - half).clip(lower=0.0))
    out.insert(4, "win_share_95%_high", (out["win_share"] + half).clip(upper=1.0))
    return out.sort_values("win_share", ascending=False).round(3)


def cash_in_sweep(
    thresholds: Iterable[int] = (2, 3, 4, 6, 8, 10),
    n_players: int = 5,
    n_games: int = 100,
    *,
    seed: int = 0,
    noise: float = 0.2,
    groups: Iterable[int] = (1, 2, 3),
) -> pd.DataFrame:
    """When does cashing in pay? A group of CashIn players among focal players.

    Seats 0..g-1 vote Mark once the pile reaches the threshold (and play focal words before);
    the others play focal words and never Mark. Mark only pays when it is in the majority
    (Grard "La carte Marquer"), so a lone Mark voter is simply eliminated: the table shows the
    win share per cash-in seat against the fair share 1/n.
    """
    import pandas as pd

    from .policies import CashIn, Focal

    base = Focal(noise)
    rows = []
    for g in groups:
        for t in thresholds:
            cash = CashIn(t, then=base, win_now=False)
            pols = [cash] * g + [base] * (n_players - g)
            df = _simulate(GrardState, pols, n_games, seed=seed, progress=False)
            mine = df[df["seat"] < g]
            rows.append(
                {
                    "cash-in players": g,
                    "threshold": t,
                    "win share per cash-in seat": float(mine["share"].sum() / n_games / g),
                    "fair share": 1 / n_players,
                    "mean points per cash-in seat": float(mine["points"].mean()),
                    "mean points per focal seat": float(df[df["seat"] >= g]["points"].mean()),
                }
            )
    return pd.DataFrame(rows)


def chart_cash_in(sweep: pd.DataFrame) -> alt.Chart:
    """Win share per cash-in seat against the threshold, one line per group size."""
    TITLE = "win share per cash-in seat (dashed: fair share)"  # noqa: N806
    import altair as alt

    line = (
        alt.Chart(sweep)
        .mark_line(point=True)
        .encode(
            x=alt.X("threshold:Q", title="vote Mark once the pile has this many cards"),
            y=alt.Y("win share per cash-in seat:Q", title=TITLE),
            color=alt.Color("cash-in players:N"),
        )
    )
    fair = (
        alt.Chart(sweep)
        .mark_rule(strokeDash=[4, 4], color="gray")
        .encode(y=alt.Y("mean(fair share):Q", title=TITLE))
    )
    return (line + fair).properties(width=360, height=220, title="When does Mark pay?")


def chart_tournament(summary: pd.DataFrame) -> alt.Chart:
    """Win share per policy, with the fair share as a rule."""
    import altair as alt

    data = summary.reset_index()
    return (
        alt.Chart(data)
        .mark_bar()
        .encode(
            x=alt.X("win_share:Q", title="win share"),
            y=alt.Y("policy:N", sort="-x"),
            tooltip=["policy", "win_share", "mean_points"],
        )
        .properties(width=320, height=30 * len(data), title="Tournament")
    )


def cash_in_chart(sweep: pd.DataFrame) -> alt.Chart:
    """Win share per cash-in seat against the threshold (:func:`cash_in_sweep`), one line per
    group size, the fair share dashed; whole thresholds on the x axis."""
    import altair as alt

    data = sweep.assign(
        group=[f"{g} cash-in player{'s' if g > 1 else ''}" for g in sweep["cash-in players"]]
    )
    thresholds = sorted(int(t) for t in sweep["threshold"].unique())
    line = (
        alt.Chart(data)
        .mark_line(point=True)
        .encode(
            x=alt.X(
                "threshold:Q",
                title="they vote Mark once the pile has this many cards",
                axis=alt.Axis(values=thresholds, format="d"),
            ),
            y=alt.Y("win share per cash-in seat:Q", title="win share per cash-in seat"),
            color=alt.Color("group:N", title="at the table", legend=alt.Legend(labelLimit=0)),
            tooltip=[
                "group",
                "threshold",
                alt.Tooltip("win share per cash-in seat:Q", format=".3f"),
            ],
        )
    )
    fair = alt.Chart(data).mark_rule(strokeDash=[4, 4], color="gray").encode(y="mean(fair share):Q")
    return lesson_chart(
        (line + fair).properties(
            width=360,
            height=220,
            title=alt.TitleParams(["When does Mark pay?", "(dashed: the fair share)"], anchor="start"),
        )
    )


def tournament_chart(summary: pd.DataFrame) -> alt.Chart:
    """:func:`chart_tournament` with the fair share (one seat in n) as a dashed rule."""
    import altair as alt

    data = summary.reset_index()
    fair = 1 / len(data) if len(data) else 0
    bars = (
        alt.Chart(data)
        .mark_bar()
        .encode(
            x=alt.X("win_share:Q", title="win share (shared wins split)"),
            y=alt.Y("policy:N", sort="-x", title="bot"),
            tooltip=["policy", alt.Tooltip("win_share:Q", format=".3f"), "mean_points"],
        )
    )
    rule = alt.Chart(data).mark_rule(strokeDash=[4, 4], color="gray").encode(x=alt.datum(fair))
    return lesson_chart(
        (bars + rule).properties(
            width=340, height=30 * len(data), title="Tournament (dashed: the fair share)"
        )
    )
