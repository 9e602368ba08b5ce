"""Measurements for the Witch lessons: how much play gives away, and what hiding costs.

pandas and scipy are imported inside the functions, so ``import majority_core.witch`` stays
light. Every table has its confidence intervals: Wilson intervals for proportions
(``scipy.stats.binomtest(...).proportion_ci(method="wilson")``) and t intervals for means.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..game import play
from ..i18n import N_, _, ngettext, percent
from ..policy import Policy
from ..rng import derive_seed
from .components import COLOURS
from .explain import CSS_COLOUR, colour
from .explain import seat as explain_seat
from .policies import Investigator
from .state import WitchState
from .tournaments import (  # noqa: F401 (the lessons read them here)
    _games,
    mean_interval,
    tournament,
    wilson,
)

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from .bayes import Model


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
    others guessed its colour, the points it paid for those guesses and for suspicion, its
    share of wins with a Wilson interval, and its points deal by deal (``points_by_deal``, for
    :func:`caution_difference`).
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
                "points_by_deal": tuple(points),
            }
        )
    return pd.DataFrame(rows)


def caution_difference(cost: pd.DataFrame, first: float = 1.0, second: float = 0.0) -> pd.DataFrame:
    """Two cautions of :func:`hiding_cost` compared deal by deal: both played the same deals
    from the same seat, so the question is the mean of the per-deal differences, with its 95% t
    interval and scipy's paired t test (``ttest_rel``). Two intervals side by side, as if the
    samples were independent, can touch while the paired difference is clear, or the reverse."""
    import pandas as pd
    from scipy.stats import ttest_rel

    from ..i18n import _

    def deals(caution: float) -> tuple[float, ...]:
        return cost.loc[cost["caution"] == caution, "points_by_deal"].iloc[0]

    a, b = deals(first), deals(second)
    mean, low, high = mean_interval([x - y for x, y in zip(a, b, strict=True)])
    return pd.DataFrame([{
        "comparison": _("caution {first} minus caution {second}").format(
            first=f"{first:g}", second=f"{second:g}"),
        "deals": len(a),
        "mean difference in points": mean,
        "95% low": low,
        "95% high": high,
        "p-value (paired t test)": float(ttest_rel(a, b).pvalue),
    }])


# -- lesson 40: the box and the scoring examples ------------------------------------------------
def components_table() -> pd.DataFrame:
    """What each game uses, by player count (Witch 3, 5; RULINGS)."""
    import pandas as pd

    from .components import components

    rows = []
    for n, standard in [(4, False), (5, False), (3, True), (4, True), (5, True)]:
        c = components(n, standard)
        rows.append(
            {
                "game": N_("standard") if standard else N_("discovery"),
                "players": n,
                "colours": ", ".join(colour(k) for k in c.colours),
                "character cards per colour": c.cards_per_colour,
                "data cards": c.data_cards,
                "disks per colour": c.disks_per_colour,
                "cards in a series": c.series,
                "player cards unseen": c.n_unseen,
            }
        )
    return pd.DataFrame(rows)


def information_table(disks: Mapping[str, Mapping[str, int]]) -> pd.DataFrame:
    """:func:`~.kernel.information_points` as a table: each player's points per colour."""
    import pandas as pd

    from .components import DISK_COLOURS
    from .kernel import information_points

    result = information_points(disks)
    rows = []
    for p in disks:
        row: dict[str, Any] = {"player": p}
        for c in DISK_COLOURS:
            held = disks[p].get(c, 0)
            row[c] = ngettext("{n} disk: {points}", "{n} disks: {points}", held).format(
                n=held, points=result.by_colour[p].get(c, 0))
        row["all four colours"] = result.by_colour[p].get("all", 0)
        row["points"] = result.points[p]
        rows.append(row)
    return pd.DataFrame(rows)


def suspicion_table(rumours: Mapping[str, int], *, n_players: int, standard: bool) -> pd.DataFrame:
    """:func:`~.kernel.suspicion` as a table: cards, bonus and points per colour."""
    import pandas as pd

    from .kernel import suspicion

    result = suspicion(rumours, n_players=n_players, standard=standard)
    return pd.DataFrame(
        [
            {
                "colour": c,
                "rumour cards": k,
                "bonus": result.points[c] - k,
                "suspicion points": result.points[c],
            }
            for c, k in rumours.items()
        ]
    )


# -- lesson 41: deduction ------------------------------------------------------------------
def model_table(model: Any = None) -> pd.DataFrame:
    """The investigator's model, one row per assumption (the names to pass to ``Model``)."""
    import dataclasses

    import pandas as pd

    from .bayes import DEFAULT_MODEL

    m = model or DEFAULT_MODEL
    meaning = {
        # cells are translated where a lesson shows them (display.table)
        "own_rumour": N_("score of keeping a rumour of one's own colour"),
        "trade_own": N_("score of trading away a card of one's own colour"),
        "data_when_exposed": N_("score of a data card while rumours of one's colour are face up"),
        "hide_own": N_("score per rumour of one's own colour turned face down"),
        "noise": N_("share of decisions made uniformly at random"),
        "cautious_share": N_("prior share of players who play as the model says (the others: "
                             "colour-blind)"),
    }
    return pd.DataFrame(
        [
            {"parameter": f.name, "value": getattr(m, f.name), "meaning": meaning[f.name]}
            for f in dataclasses.fields(m)
        ]
    )


def beliefs_frame(view: dict[str, Any], model: Model | None = None) -> pd.DataFrame:
    """:func:`~.bayes.beliefs` as a table: one row per seat, one column per colour (under
    ``model``, the default model when None: lesson 41 lets students change it)."""
    import pandas as pd

    from .bayes import beliefs

    b = beliefs(view) if model is None else beliefs(view, model)
    frame = pd.DataFrame([{"seat": s, **row} for s, row in sorted(b.items())])
    return frame.set_index("seat")


def likelihood_frame(view: dict[str, Any], k: int) -> pd.DataFrame:
    """The ``k``-th public decision of a view (from 0): what it was, how many actions were
    legal, and its likelihood under each colour of its player (the model's numbers)."""
    import pandas as pd

    from .bayes import _codes, decisions, legal_at, likelihoods

    record = decisions(view)[k]
    codes = _codes(view)
    lik = likelihoods(record, view["n_players"], codes)
    n_legal = len(legal_at(record, view["n_players"], codes))
    return pd.DataFrame(
        [
            {
                "colour of the player": COLOURS[c],
                "P(this decision | colour)": p,
                "legal actions": n_legal,
            }
            for c, p in lik.items()
        ]
    )


def belief_trace(game: WitchState, seat: int | None = None) -> pd.DataFrame:
    """After each public day decision: the probability that ``seat`` (``None``: a public
    observer) gives each other seat's *true* colour. Long table: decision, seat, truth, p."""
    import pandas as pd

    from .bayes import beliefs

    rows = []
    truth = [COLOURS[c] for c in game.colour]
    state = game.replay_prefix(0)
    k = 0
    for player, action in game.history:
        state.apply(player, action)
        if not action.startswith(("take", "data", "hide")):
            continue
        k += 1
        view = state.view(seat)
        if seat is None:
            view = {**view, "seat": None}
        b = beliefs(view)
        for t in range(game.n_players):
            if t == seat:
                continue
            rows.append(
                {
                    "decision": k,
                    "day": state.day,
                    "seat": t,
                    "true colour": truth[t],
                    "p_true": b[t][truth[t]],
                    "most likely": max(b[t], key=lambda c: b[t][c]),
                }
            )
    return pd.DataFrame(rows)


def belief_chart(trace: pd.DataFrame, seat: int = 0) -> Any:
    """The lines of :func:`belief_trace` (altair, for the lessons), one a seat, each drawn in
    the seat's true colour, the colour its legend names ("seat 3 (blue)" drawn blue): the
    default palette drew "seat 3 (blue)" red and "seat 1 (black)" blue (the teacher's run,
    issue 23)."""
    import altair as alt

    series = _("seat (true colour)")
    trace = trace.copy()
    pairs = trace[["seat", "true colour"]].drop_duplicates().sort_values("seat")
    label = {t: f"{explain_seat(t)} ({colour(c)})" for t, c in pairs.itertuples(index=False)}
    trace[series] = trace["seat"].map(label)
    scale = alt.Scale(domain=[label[t] for t in pairs["seat"]],
                      range=[CSS_COLOUR[c] for c in pairs["true colour"]])
    return alt.Chart(trace).mark_line(point=True).encode(
        x=alt.X("decision:Q", title=_("public decisions so far")),
        y=alt.Y("p_true:Q", title=_("P(true colour)"), axis=alt.Axis(format=".0%"),
                scale=alt.Scale(domain=[0, 1])),
        color=alt.Color(f"{series}:N", scale=scale,
                        legend=alt.Legend(title=series, labelLimit=300)),
    ).properties(width=480, height=260,
                 title=_("What seat {n} believes about each seat's true colour").format(n=seat))


def calibration(n_games: int = 200, *, seed: int = 0, n_players: int = 4,
                progress: bool | None = None) -> pd.DataFrame:
    """Players who draw their day decisions from the model itself; at each night, the public
    observer's most likely colour of each seat. Binned by the probability it was given: how
    often it was right (a Wilson interval), against how often it should be (the mean)."""
    import pandas as pd

    from .bayes import beliefs
    from .policies import ModelPlayer

    class _DayOnly(ModelPlayer):
        def act(self, view: dict[str, Any], legal: Sequence[Any], rng: Any) -> Any:
            if legal[0].startswith("guess:"):
                return legal[0]
            return super().act(view, legal, rng)

    preds: list[tuple[float, bool]] = []
    for _i, game_seed in _games(n_games, seed, progress, "games"):
        s = play(WitchState.new(n_players=n_players, seed=game_seed, standard=False),
                 [_DayOnly()] * n_players, seed=derive_seed(game_seed, "decisions"))
        view = {**s.view(None), "seat": None, "revealed": False}
        b = beliefs(view)
        for t in range(n_players):
            best = max(b[t], key=lambda c: b[t][c])
            preds.append((b[t][best], best == COLOURS[s.colour[t]]))
    edges = [0.0, 0.4, 0.6, 0.8, 0.95, 1.0001]
    rows = []
    for lo, hi in zip(edges, edges[1:], strict=False):
        sel = [(p, ok) for p, ok in preds if lo <= p < hi]
        if not sel:
            continue
        k = sum(ok for _, ok in sel)
        wlo, whi = wilson(k, len(sel))
        rows.append(
            {
                "probability given": _("{low} to {high}").format(
                    low=percent(lo), high=percent(min(hi, 1))),
                "guesses": len(sel),
                "mean probability": sum(p for p, _ in sel) / len(sel),
                "right": k / len(sel),
                "ci_low": wlo,
                "ci_high": whi,
            }
        )
    return pd.DataFrame(rows)


# -- lesson 42: scoring and strategy ---------------------------------------------------------
def disk_value_table(max_disks: int = 4) -> pd.DataFrame:
    """What one more disk of a colour is worth, by your count and the others' best count."""
    import pandas as pd

    from .policies import _majority_points

    rows = []
    for mine in range(max_disks + 1):
        row: dict[str, Any] = {"your disks": mine}
        for best in range(max_disks + 1):
            others = _("others' best {n}").format(n=best)  # a column per count, in words
            row[others] = _majority_points(mine + 1, best) - _majority_points(mine, best)
        rows.append(row)
    return pd.DataFrame(rows)


def hiding_value_table(n_players: int = 4, standard: bool = True, max_cards: int = 8) -> pd.DataFrame:
    """What turning 2 rumours of your colour face down saves (3 players: 1), by how many are
    face up: the suspicion before and after, and the saving (+1 point for the data card)."""
    import pandas as pd

    from .components import DATA_HIDES
    from .kernel import suspicion

    k = DATA_HIDES[n_players]
    rows = []
    for cards in range(k, max_cards + 1):
        before = suspicion({"red": cards}, n_players=n_players, standard=standard).points["red"]
        after = suspicion({"red": cards - k}, n_players=n_players, standard=standard).points["red"]
        rows.append(
            {
                "face-up rumours of your colour": cards,
                "suspicion before": before,
                "after turning down": after,
                "points saved": before - after,
                "with the data card's point": before - after + 1,
            }
        )
    return pd.DataFrame(rows)


def interval_chart(frame: pd.DataFrame, *, x: str, y: str, low: str, high: str, title: str,
                   rule: float | None = None, percent: bool = False,
                   category_title: str | None = None) -> Any:
    """A dot per row with its interval (altair, for the lessons), optionally a reference line.

    ``category_title`` names the rows' axis when its labels alone do not say what they are
    (a caution of 0.5 is a number without its name). It is written across, above the rows:
    upright along a chart of three rows, a sentence made the chart three times its height,
    the rows lost in white space (the teacher's run, issue 23)."""
    import altair as alt

    fmt = ".0%" if percent else ".1f"
    across = alt.Axis(titleAngle=0, titleAlign="left", titleAnchor="end", titleBaseline="bottom",
                      titleY=-8, titleX=-25)
    base = alt.Chart(frame).encode(y=alt.Y(f"{x}:N", title=category_title, sort=None,
                                           **({"axis": across} if category_title else {})))
    chart = base.mark_rule(strokeWidth=2).encode(
        x=alt.X(f"{low}:Q", title=y.replace("_", " "), axis=alt.Axis(format=fmt)),
        x2=f"{high}:Q",
    ) + base.mark_point(filled=True, size=70).encode(x=f"{y}:Q")
    if rule is not None:
        chart += alt.Chart(pd_frame({"value": [rule]})).mark_rule(strokeDash=[4, 4]).encode(x="value:Q")
    return chart.properties(width=420, height=30 * len(frame), title=title)


def pd_frame(data: Any) -> pd.DataFrame:
    import pandas as pd

    return pd.DataFrame(data)
