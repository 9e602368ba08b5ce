"""Numbers for the Sultane lessons: exact draw odds, balance by player count, belief traces.

pandas, altair and scipy are imported inside the functions, so ``import majority_core`` stays
light. Every table is a tidy DataFrame and every chart is an altair chart.

The first draw of the game, exactly (Sultane 3c: 11 pacifist and 6 interventionist tales):

>>> from fractions import Fraction
>>> draw_odds(11, 6)[3]
Fraction(33, 136)
>>> float(draw_odds(11, 6)[3])  # 165 / 680
0.2426470588235294
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

from ..display import lesson_chart
from ..i18n import N_, _, ngettext, number, percent, pgettext
from ..rng import derive_seed, make_rng
from . import explain as ex
from .components import N_INTERVENTIONIST_TALES, N_PACIFIST_TALES, initial_deck
from .explain import ROLE_TITLES
from .tournaments import (  # noqa: F401 (the lessons read them here)
    CHECK_GAMES,
    POLICY_NAMES,
    balance_chart,
    cached_balance,
    cached_balance_note,
    difference_interval,
    parity_summary,
    parity_table,
    policy_balance,
    random_balance,
    simulated_balance,
    wilson,
)

if TYPE_CHECKING:  # pragma: no cover
    import altair as alt
    import pandas as pd

def _her(header: str) -> str:
    """A table header that names the players: feminine in French, as the Sultane's rulebook
    writes them (3c: *joueuses*), where the lessons' shared word is masculine."""
    return pgettext("sultane", header)


#: What the rulebook (Sultane 8a) and published Secret Hitler statistics say, for comparison.
RULEBOOK_CLAIM = {
    6: N_("balanced"),
    8: N_("balanced"),
    7: N_("pacifists clearly favoured"),
    9: N_("pacifists clearly favoured"),
}
#: Experienced online 7-player Secret Hitler games: the liberals (here: interventionists) won
#: 442 of 910 (48.6%), so the fascists (pacifists) won 468 (51.4%).
PUBLISHED_7P = {"games": 910, "interventionist_wins": 442}


def draw_odds(n_pacifist: int, n_interventionist: int, draw: int = 3) -> dict[int, Fraction]:
    """P(k pacifist tales among ``draw`` drawn) from a deck of the given composition.

    A hypergeometric law: C(p, k) C(i, draw - k) / C(p + i, draw).

    >>> draw_odds(2, 1)[2]  # 2 pacifist and 1 interventionist left: the draw is certain
    Fraction(1, 1)
    >>> sum(draw_odds(7, 5).values())
    Fraction(1, 1)
    """
    total = comb(n_pacifist + n_interventionist, draw)
    if total == 0 or n_pacifist + n_interventionist < draw:
        return dict.fromkeys(range(draw + 1), Fraction(0))
    return {
        k: Fraction(comb(n_pacifist, k) * comb(n_interventionist, draw - k), total)
        for k in range(draw + 1)
    }


def simulate_first_draws(n_draws: int, seed: int = 0) -> dict[int, int]:
    """Shuffle the 17 tales ``n_draws`` times and count the pacifist tales on top (3 drawn)."""
    rng = make_rng(seed, "sultane", "first-draws")
    deck = initial_deck()
    counts = dict.fromkeys(range(4), 0)
    for _draw in range(n_draws):
        rng.shuffle(deck)
        counts[deck[:3].count("P")] += 1
    return counts


def first_draw_table(n_draws: int = 20_000, seed: int = 0) -> pd.DataFrame:
    """Exact, scipy.stats.hypergeom and simulated odds of k pacifist tales in the first draw."""
    import pandas as pd
    from scipy.stats import hypergeom

    exact = draw_odds(N_PACIFIST_TALES, N_INTERVENTIONIST_TALES)
    law = hypergeom(N_PACIFIST_TALES + N_INTERVENTIONIST_TALES, N_PACIFIST_TALES, 3)
    sim = simulate_first_draws(n_draws, seed)
    rows = []
    for k in range(3, -1, -1):
        rows.append(
            {
                "pacifist_in_draw": k,
                "exact": f"{exact[k].numerator}/{exact[k].denominator}",
                "as_680ths": f"{exact[k] * 680}/680",
                "exact_value": float(exact[k]),
                "scipy_hypergeom": float(law.pmf(k)),
                "simulated": sim[k] / n_draws,
            }
        )
    return pd.DataFrame(rows)


def reshuffle_table(
    pacifist_read: range = range(0, 6), interventionist_read: range = range(0, 5)
) -> pd.DataFrame:
    """P(3 pacifist tales) in the first draw after a reshuffle, by the tales already read.

    A reshuffle puts every tale not on the board back in the deck, so the odds depend only on
    what has been read: each pacifist tale read makes the next all-pacifist draw less likely.
    """
    import pandas as pd

    rows = []
    for p in pacifist_read:
        for i in interventionist_read:
            odds = draw_odds(N_PACIFIST_TALES - p, N_INTERVENTIONIST_TALES - i)
            rows.append(
                {
                    "pacifist_read": p,
                    "interventionist_read": i,
                    "deck_pacifist": N_PACIFIST_TALES - p,
                    "deck_interventionist": N_INTERVENTIONIST_TALES - i,
                    "p_three_pacifist": float(odds[3]),
                    "p_at_least_one_interventionist": float(1 - odds[3]),
                }
            )
    return pd.DataFrame(rows)


def draw_odds_by_government(
    n_players: int = 7, n_games: int = 2_000, seed: int = 0, max_government: int = 12
) -> pd.DataFrame:
    """Simulated P(the Vizir draws 3 pacifist tales) at each accepted government of random games.

    Every draw takes its three tales out of the deck whatever is discarded, so before the first
    reshuffle each draw is three tales of one shuffled deck: 24.3% for anyone who has not seen
    the earlier draws (only a reshuffle, which returns the unread tales, moves the odds). The
    table also gives the share of draws made just after a reshuffle.
    """
    import pandas as pd

    from ..game import play
    from .policies import Random
    from .state import SultaneState

    counts: dict[int, list[int]] = {}
    for g in range(n_games):
        s = play(
            SultaneState.new(n_players=n_players, seed=derive_seed(seed, "game", g)),
            [Random()] * n_players,
            seed=derive_seed(seed, "decisions", g),
        )
        k = 0
        reshuffled = False
        for e in s.events:
            if e.kind == "reshuffle":
                reshuffled = True
            elif e.kind == "drew":
                k += 1
                if k <= max_government:
                    c = counts.setdefault(k, [0, 0, 0])
                    c[0] += 1
                    c[1] += e.data["tales"] == "PPP"
                    c[2] += reshuffled
                reshuffled = False
    rows = [
        {
            "draw": k,
            "draws": c[0],
            "p_three_pacifist": c[1] / c[0],
            "share_after_reshuffle": c[2] / c[0],
        }
        for k, c in sorted(counts.items())
    ]
    return pd.DataFrame(rows)


# -- beliefs -------------------------------------------------------------------------------
def belief_trace(state: Any, seat: int | None, every: str = "government") -> pd.DataFrame:
    """How ``seat``'s beliefs evolve along a finished (or running) game, one row per seat.

    The game is replayed decision by decision; beliefs are recorded after each vote, each tale
    read and each claim (``every="government"`` keeps only the end of each government's talk).
    Columns: step, government, event, seat, P(pacifist side), P(Dinarzade), truth.
    """
    import pandas as pd

    from .bayes import beliefs
    from .state import SultaneState

    rows = []
    replay = SultaneState.new(n_players=state.n_players, seed=state.seed, **state.options)
    marks = {"vote", "read", "claim", "chaos", "exile", "not-dinarzade", "veto"}
    for step, (p, action) in enumerate(state.history, start=1):
        start = len(replay.events)
        replay.apply(p, action)
        events = replay.events[start:]  # all of them: apply() returns only p's
        kinds = {e.kind for e in events}
        if not kinds & marks or replay.is_terminal():
            continue
        if every == "government" and replay.phase not in ("nominate",):
            continue
        b = beliefs(replay.view(seat))
        for s in range(state.n_players):
            rows.append(
                {
                    "step": step,
                    "government": replay.governments - 1,
                    "event": events[0].kind,
                    "seat": s,
                    "p_pacifist_side": b[s]["pacifist"] + b[s]["dinarzade"],
                    "p_dinarzade": b[s]["dinarzade"],
                    "truth": state.roles[s],
                }
            )
    return pd.DataFrame(rows)


def belief_chart(trace: pd.DataFrame, value: str = "p_pacifist_side") -> alt.Chart:
    """One line per seat: the probability along the game, coloured by the true role."""
    import altair as alt

    data = trace.assign(who=[
        _("{seat} ({role})").format(seat=ex.seat(s), role=t)
        for s, t in zip(trace["seat"], role_titles(list(trace["truth"])), strict=True)
    ])
    return (
        alt.Chart(data)
        .mark_line(point=True)
        .encode(
            x=alt.X("government:Q", title="after government"),
            y=alt.Y(f"{value}:Q", scale=alt.Scale(domain=[0, 1]), title=value.replace("_", " ")),
            color=alt.Color("who:N", title="seat (true role)"),
            strokeDash=alt.StrokeDash("truth:N"),
        )
        .properties(width=460, height=260)
    )


def beliefs_frame(view: dict[str, Any]) -> pd.DataFrame:
    """A seat's current beliefs as a table: one row per seat, one column per role."""
    import pandas as pd

    from .bayes import beliefs

    b = beliefs(view)
    return pd.DataFrame.from_dict(b, orient="index").rename_axis("seat").round(3)


def reshuffle_chart(df: pd.DataFrame) -> alt.Chart:
    """Heat map of P(3 pacifist tales) after a reshuffle, by tales already read."""
    import altair as alt

    base = alt.Chart(df).encode(
        x=alt.X("interventionist_read:O", title="interventionist tales read"),
        y=alt.Y("pacifist_read:O", title="pacifist tales read", sort="descending"),
    )
    heat = base.mark_rect().encode(
        color=alt.Color("p_three_pacifist:Q", title="P(PPP)", scale=alt.Scale(scheme="purples"))
    )
    text = base.mark_text(fontSize=11).encode(text=alt.Text("p_three_pacifist:Q", format=".0%"))
    return (heat + text).properties(
        title="Chance the next Vizir draws 3 pacifist tales right after a reshuffle",
        width=300,
        height=260,
    )


def published_comparison(df: pd.DataFrame) -> pd.DataFrame:
    """Our 7-player pacifist win rates next to experienced online Secret Hitler games."""
    import pandas as pd

    games, lib = PUBLISHED_7P["games"], PUBLISHED_7P["interventionist_wins"]
    lo, hi = wilson(games - lib, games)
    rows = [
        {
            "source": "online Secret Hitler, 7 players (fascists = pacifists)",
            "games": games,
            "pacifist_rate": (games - lib) / games,
            "ci_low": lo,
            "ci_high": hi,
        }
    ]
    for _i, r in df[df["n_players"] == 7].iterrows():
        rows.append(
            {
                "source": f"bots: {r['policy']} / {r['variant']}",
                "games": int(r["games"]),
                "pacifist_rate": r["pacifist_rate"],
                "ci_low": r["ci_low"],
                "ci_high": r["ci_high"],
            }
        )
    return pd.DataFrame(rows)


def rulebook_comparison(df: pd.DataFrame, policy: str = "rules") -> pd.DataFrame:
    """The rulebook's balance claims (Sultane 8a) next to the bots' standard-game rates."""
    import pandas as pd

    sub = df[(df["policy"] == policy) & (df["variant"] == "standard")]
    rows = []
    for _i, r in sub.iterrows():
        n = int(r["n_players"])
        rows.append(
            {
                _her("n_players"): n,
                "rulebook_says": _(RULEBOOK_CLAIM.get(n, N_("(no claim)"))),
                "bot_pacifist_rate": round(float(r["pacifist_rate"]), 3),
                "games": int(r["games"]),
            }
        )
    return pd.DataFrame(rows)


def after_government(state: Any, government: int) -> Any:
    """The game as it stood when government number ``government`` ended (for step-by-step)."""
    k = 0
    replay = type(state).new(n_players=state.n_players, seed=state.seed, **state.options)
    for k, (p, action) in enumerate(state.history, start=1):  # noqa: B007
        replay.apply(p, action)
        if replay.governments > government or replay.is_terminal():
            break
    return state.replay_prefix(k)


# -- lesson tables and charts in words (lessons 10-12) ---------------------------------------------
def _interval(lo: float, hi: float) -> str:
    """A 95% interval as a reader writes it: ``76.1%–79.8%``."""
    return f"{percent(lo, 1)}–{percent(hi, 1)}"


def draw_odds_table(
    n_pacifist: int = N_PACIFIST_TALES,
    n_interventionist: int = N_INTERVENTIONIST_TALES,
    draw: int = 3,
) -> pd.DataFrame:
    """The hypergeometric law of one draw as a table: the count of each draw, then the fraction.

    One row per number of pacifist tales drawn (most first), with the number of sets of tales
    that give it, out of C(deck, draw), the exact probability and its decimal.
    """
    import pandas as pd

    odds = draw_odds(n_pacifist, n_interventionist, draw)
    total = comb(n_pacifist + n_interventionist, draw)
    rows = [
        {
            "pacifist tales": k,
            "interventionist tales": draw - k,
            "sets of tales": comb(n_pacifist, k) * comb(n_interventionist, draw - k),
            "out of": total,
            "probability": odds[k],
            "decimal": float(odds[k]),
        }
        for k in range(draw, -1, -1)
    ]
    return pd.DataFrame(rows)


def first_draw_comparison(n_draws: int = 20_000, seed: int = 0) -> pd.DataFrame:
    """:func:`first_draw_table` with headers in words (exact, scipy, simulated side by side)."""
    return first_draw_table(n_draws, seed).rename(
        columns={
            "pacifist_in_draw": "pacifist tales drawn",
            "exact": "exact",
            "as_680ths": "out of 680 sets",
            "exact_value": "exact (decimal)",
            "scipy_hypergeom": "scipy.stats.hypergeom",
            "simulated": f"simulated ({n_draws:,} shuffles)",
        }
    )


def reshuffle_heatmap(df: pd.DataFrame | None = None) -> alt.Chart:
    """:func:`reshuffle_chart` sized for a lesson: a two-line title that fits, upright labels."""
    import altair as alt

    chart = reshuffle_chart(reshuffle_table() if df is None else df)
    return lesson_chart(
        chart.properties(
            title=alt.TitleParams(
                # two lines, each its own catalog entry (the one-line title's entry would
                # not match either line)
                [_("Chance the next Vizir draws 3 pacifist tales"), _("right after a reshuffle")],
                anchor="start",
            ),
            width=330,
            height=260,
        )
    )


def drift_chart(drift: pd.DataFrame) -> alt.Chart:
    """Share of PPP draws at each draw of random games (:func:`draw_odds_by_government`).

    The first draw's exact 165/680 is drawn as a dashed rule; a dot's size shows how many games
    reached that draw, so the late, noisy points look small.
    """
    import altair as alt

    first = float(draw_odds(N_PACIFIST_TALES, N_INTERVENTIONIST_TALES)[3])
    base = alt.Chart(drift).encode(
        x=alt.X("draw:O", title="draw number in the game", axis=alt.Axis(labelAngle=0))
    )
    y = alt.Y(
        "p_three_pacifist:Q",
        title="share of draws with 3 pacifist tales",
        scale=alt.Scale(domain=[0, 0.6]),
        axis=alt.Axis(format="%"),
    )
    line = base.mark_line(color="#4c78a8").encode(y=y)
    dots = base.mark_circle(color="#4c78a8", opacity=1).encode(
        y=y,
        size=alt.Size("draws:Q", legend=None, scale=alt.Scale(range=[15, 110])),
        tooltip=[
            alt.Tooltip("draw:O", title="draw"),
            alt.Tooltip("draws:Q", title="games that reached it"),
            alt.Tooltip("p_three_pacifist:Q", title="share PPP", format=".1%"),
        ],
    )
    rule = alt.Chart(drift).mark_rule(strokeDash=[4, 4], color="grey").encode(y=alt.datum(first))
    return lesson_chart(
        (line + dots + rule).properties(
            width=400,
            height=220,
            title=alt.TitleParams(
                ["Draws of 3 pacifist tales along random games", "(dashed: the first draw, 165/680)"],
                anchor="start",
            ),
        )
    )




def role_titles(roles: list[str]) -> list[str]:
    """Each role by its rulebook name, in the lesson's language (lesson 14's true-role column)."""
    from ..i18n import _ as translate

    return [translate(ROLE_TITLES[r]) for r in roles]


def beliefs_table(frame: pd.DataFrame, **options: Any) -> Any:
    """A :func:`beliefs_frame` (with any columns added) for reading: the role columns headed by
    the roles' rulebook names (not the engine's keys, "dinarzade") and shown as percentages."""
    from ..display import table

    titles = {r: ROLE_TITLES[r] for r in frame.columns if r in ROLE_TITLES}
    shown = frame.rename(columns=titles)
    if shown.index.name == "seat":
        shown = shown.rename_axis(_her("seat"))
    return table(shown, percent=list(titles.values()), **options)


class Words(Mapping[str, str]):
    """Codes to words, read in the current language: ``ENDINGS[reason]`` is French in a French
    lesson, whose code cells are the English ones. ``msgids`` keeps the English words, the
    catalog's keys (an exercise's options, translated when shown)."""

    def __init__(self, msgids: dict[str, str]) -> None:
        self.msgids = msgids

    def __getitem__(self, key: str) -> str:
        return _(self.msgids[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self.msgids)

    def __len__(self) -> int:
        return len(self.msgids)


#: How a Sultane game ended, in words (the ``reason`` codes of :func:`random_balance`).
ENDINGS = Words({
    "six-pacifist-tales": N_("six pacifist tales"),
    "dinarzade-narrator": N_("Dinarzade elected Narrator"),
    "five-interventionist-tales": N_("five interventionist tales"),
    "dinarzade-exiled": N_("Dinarzade exiled"),
})


def balance_table(df: pd.DataFrame, *, how_games_end: bool = False) -> pd.DataFrame:
    """A balance table in words: players, games, pacifist wins, rate and its 95% interval.

    With ``how_games_end`` the table gives instead the share of games ending each way.
    """
    import pandas as pd

    rows = []
    for _i, r in df.iterrows():
        row: dict[str, Any] = {_her("players"): int(r["n_players"])}
        if how_games_end:
            row.update({words: percent(r[code], 1) for code, words in ENDINGS.items()})
        else:
            row.update(
                {
                    "games": int(r["games"]),
                    "pacifist wins": int(r["pacifist_wins"]),
                    "pacifist win rate": percent(r["pacifist_rate"], 1),
                    "95% interval": _interval(r["ci_low"], r["ci_high"]),
                }
            )
        rows.append(row)
    return pd.DataFrame(rows)


def balance_grid(df: pd.DataFrame, variant: str = "standard") -> pd.DataFrame:
    """Pacifist win rate by player count (rows) and policy (columns), with the games behind it."""
    import pandas as pd

    sub = df[df["variant"] == variant]
    rows = []
    for n in sorted(sub["n_players"].unique()):
        row: dict[str, Any] = {_her("players"): int(n)}
        for policy, name in POLICY_NAMES.items():
            hit = sub[(sub["n_players"] == n) & (sub["policy"] == policy)]
            if len(hit):
                r = hit.iloc[0]
                games = int(r["games"])
                row[f"{name} bots"] = (
                    ngettext("{rate} ({interval}, {games} game)", "{rate} ({interval}, {games} games)",
                             games).format(rate=percent(r["pacifist_rate"], 1),
                                           interval=_interval(r["ci_low"], r["ci_high"]),
                                           games=number(games))
                )
        rows.append(row)
    return pd.DataFrame(rows)


def published_table(df: pd.DataFrame) -> pd.DataFrame:
    """:func:`published_comparison` in words: source, games, pacifist win rate, 95% interval
    (the sources in the current language: the data keep their English keys). The online
    games' interval reads "exercise 11.1": the lesson asks for it there."""
    import pandas as pd

    data = published_comparison(df)
    source, interval = [], []
    for s, lo, hi in zip(data["source"], data["ci_low"], data["ci_high"], strict=True):
        interval.append(_interval(lo, hi))
        if s.startswith("bots: "):
            policy, variant = s[6:].split(" / ")
            source.append(_("bots: {bots} / {variant}").format(
                bots=_(POLICY_NAMES.get(policy, policy)), variant=_(variant.replace("_", " "))
            ))
        else:
            source.append(_("online Secret Hitler (fascists = pacifists)"))
            # the people's interval is what exercises 11.1 and 11.2 ask for: not shown above
            # them (issue 23, 2: no answer printed above its question)
            interval[-1] = _("exercise 11.1")
    return pd.DataFrame(
        {
            "source (7 players)": source,
            "games": data["games"].astype(int),
            "pacifist win rate": [percent(p, 1) for p in data["pacifist_rate"]],
            "95% interval": interval,
        }
    )


def variant_table(df: pd.DataFrame, counts: tuple[int, ...] = (7, 9)) -> pd.DataFrame:
    """Pacifist win rate per policy and player count under each variant ("not run": no data)."""
    import pandas as pd

    variants = list(dict.fromkeys(df["variant"]))
    rows = []
    for policy, name in POLICY_NAMES.items():
        for n in counts:
            row: dict[str, Any] = {"bots": name, _her("players"): n}
            for v in variants:
                hit = df[(df["policy"] == policy) & (df["n_players"] == n) & (df["variant"] == v)]
                row[v.replace("_", " ")] = (
                    percent(hit.iloc[0]["pacifist_rate"], 1) if len(hit) else _("not run")
                )
            rows.append(row)
    return pd.DataFrame(rows)


def balance_lesson_chart(
    df: pd.DataFrame, title: str = "Pacifist win rate, standard game"
) -> alt.Chart:
    """Pacifist win rate with its 95% interval per player count, one colour per policy (named
    in words; one variant at a time), the 50% line dashed, every label whole."""
    import altair as alt

    data = df.assign(bots=df["policy"].map(lambda p: POLICY_NAMES.get(p, p)))
    base = alt.Chart(data).encode(
        x=alt.X("n_players:O", title=_her("players")),
        color=alt.Color("bots:N", title="bots", legend=alt.Legend(labelLimit=0)),
    )
    points = base.mark_point(filled=True, size=60).encode(
        y=alt.Y(
            "pacifist_rate:Q",
            title="pacifist win rate",
            scale=alt.Scale(domain=[0, 1]),
            axis=alt.Axis(format="%"),
        ),
        tooltip=[
            "bots",
            alt.Tooltip("n_players:O", title=_her("players")),
            "games",
            alt.Tooltip("pacifist_rate:Q", title="pacifist win rate", format=".1%"),
        ],
    )
    bars = base.mark_rule().encode(y="ci_low:Q", y2="ci_high:Q")
    half = alt.Chart(data).mark_rule(strokeDash=[4, 4], color="grey").encode(y=alt.datum(0.5))
    return lesson_chart((bars + points + half).properties(title=title, width=420, height=260))


#: What each number of the Bayesian model (:class:`~majority_core.sultane.bayes.Model`) means.
MODEL_MEANINGS = {
    "read_p_clean": N_("chance that a government with no pacifist-side member reads a pacifist tale"),
    "read_p_tainted": N_("chance that a government with a pacifist-side member reads a pacifist tale"),
    "yes_pacifist_ally": N_("chance that a pacifist-side voter says Yes to a government holding a "
                            "member of her side (herself included)"),
    "yes_pacifist_other": N_("chance that a pacifist-side voter says Yes to any other government"),
    "yes_interventionist": N_("chance that an interventionist says Yes to a government without a pacifist"),
    "yes_interventionist_tainted": N_("chance that an interventionist says Yes to a government with a pacifist"),
    "vote_weight": N_("not a chance: how much one vote counts as evidence (1: votes are independent)"),
    "contradiction_clean": N_("chance that the Vizir and the Narrator contradict each other, both interventionists"),
    "contradiction_tainted": N_("chance that they contradict each other, one of them on the pacifist side"),
    "chose_p_interventionist": N_("chance that an interventionist Narrator with a mixed hand reads the pacifist tale"),
    "chose_p_pacifist": N_("chance that a pacifist-side Narrator with a mixed hand reads the pacifist tale"),
    "honest_report": N_("chance that an honest investigator reports the side she saw"),
    "cover_ally": N_("chance that a pacifist investigator calls her ally an interventionist"),
    "frame_other": N_("chance that a pacifist investigator calls an interventionist a pacifist"),
    "pass_pp_interventionist": N_("chance that an interventionist Vizir passes two pacifist tales"),
    "pass_pp_pacifist": N_("chance that a pacifist-side Vizir passes two pacifist tales"),
}


def model_table(model: Any = None) -> pd.DataFrame:
    """The likelihood model's numbers, one row each: the name to pass to ``Model``, its value, what
    it is the chance of."""
    from dataclasses import fields

    import pandas as pd

    from .bayes import DEFAULT_MODEL

    model = DEFAULT_MODEL if model is None else model
    return pd.DataFrame(
        [
            {
                "parameter": f.name,
                "value": getattr(model, f.name),
                "meaning": _(MODEL_MEANINGS[f.name]) if f.name in MODEL_MEANINGS else "",
            }
            for f in fields(model)
        ]
    )


def belief_lines(trace: pd.DataFrame, value: str = "p_pacifist_side") -> alt.Chart:
    """One line per seat along the game (:func:`belief_trace`): whole governments on the x axis,
    one colour per seat with its true role in the legend (solid: pacifist side, dashed:
    interventionist), legend labels in full."""
    import altair as alt

    from ..i18n import _

    data = trace.assign(
        who=[
            _("{seat}: {role}").format(seat=ex.seat(s), role=t)
            for s, t in zip(trace["seat"], role_titles(list(trace["truth"])), strict=True)
        ],
        side=[
            "pacifist side" if t in ("pacifist", "dinarzade") else "interventionist"
            for t in trace["truth"]
        ],
    )
    first = int(data["government"].min()) if len(data) else 0
    last = int(data["government"].max()) if len(data) else 1
    titles = {"p_pacifist_side": "P(on the pacifist side)", "p_dinarzade": "P(Dinarzade)"}
    return lesson_chart(
        alt.Chart(data)
        .mark_line(point=True)
        .encode(
            x=alt.X(
                "government:Q",
                title="after government number",
                scale=alt.Scale(domain=[first, last]),
                axis=alt.Axis(values=list(range(first, last + 1)), format="d"),
            ),
            y=alt.Y(
                f"{value}:Q",
                scale=alt.Scale(domain=[0, 1]),
                title=titles.get(value, value),
                axis=alt.Axis(format="%"),
            ),
            color=alt.Color("who:N", title="seat: true role", legend=alt.Legend(labelLimit=0)),
            strokeDash=alt.StrokeDash(
                "side:N",
                legend=None,
                scale=alt.Scale(
                    domain=["pacifist side", "interventionist"], range=[[1, 0], [5, 3]]
                ),
            ),
            tooltip=["who", "government", alt.Tooltip(f"{value}:Q", format=".1%")],
        )
        .properties(width=440, height=260, title="What she believes, government by government")
    )


def final_beliefs(trace: pd.DataFrame) -> pd.DataFrame:
    """The last row of each seat in a :func:`belief_trace`, as percentages next to the truth."""
    import pandas as pd

    last = trace[trace["step"] == trace["step"].max()]
    return pd.DataFrame(
        {
            _her("seat"): last["seat"].astype(int).to_list(),
            "true role": role_titles(list(last["truth"])),
            "P(pacifist side)": [percent(p, 1) for p in last["p_pacifist_side"]],
            "P(Dinarzade)": [percent(p, 1) for p in last["p_dinarzade"]],
        }
    )


def drift_table(drift: pd.DataFrame) -> pd.DataFrame:
    """:func:`draw_odds_by_government` in words: draw, games that reached it, two shares."""
    import pandas as pd

    frame = pd.DataFrame(
        {
            "draw": drift["draw"].astype(int),
            "games that reached it": drift["draws"].astype(int),
            "share with 3 pacifist tales": drift["p_three_pacifist"].astype(float),
            "right after a reshuffle": drift["share_after_reshuffle"].astype(float),
        }
    )
    # shares stay numbers; the lesson's table writes them as its language does (28,0 %)
    frame.attrs["percent"] = ["share with 3 pacifist tales", "right after a reshuffle"]
    return frame


def model_sensitivity(view: dict[str, Any], **changes: float) -> pd.DataFrame:
    """How a seat's beliefs move when some numbers of the model change (sensitivity analysis).

    ``model_sensitivity(view, yes_pacifist_ally=0.6)``: one row per seat, P(pacifist side) with
    the default model and with the changed one, and the change in percentage points.
    """
    from dataclasses import replace

    import pandas as pd

    from .bayes import DEFAULT_MODEL, beliefs

    before = beliefs(view)
    after = beliefs(view, replace(DEFAULT_MODEL, **changes))
    changed = ", ".join(f"{k} = {v}" for k, v in changes.items()) or "no change"
    rows = []
    for seat in sorted(before):
        b = before[seat]["pacifist"] + before[seat]["dinarzade"]
        a = after[seat]["pacifist"] + after[seat]["dinarzade"]
        rows.append(
            {
                _her("seat"): seat,
                "P(pacifist side), default model": percent(b, 1),
                f"P(pacifist side), {changed}": percent(a, 1),
                "change (points)": round(100 * (a - b), 1),
            }
        )
    return pd.DataFrame(rows)
