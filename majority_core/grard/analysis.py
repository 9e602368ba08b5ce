"""Exact probabilities, simulations, tournaments and charts for the Majority (Grard) lessons.

The exact results enumerate vote counts with multinomial weights (:func:`turn_outcomes`), so
they are fractions, not estimates; the simulations play the real engine to check them.
pandas and altair are imported inside the functions that draw or tabulate.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from functools import cache
from math import factorial
from typing import TYPE_CHECKING, Any

from ..display import lesson_chart
from ..i18n import _, ngettext
from ..policy import Policy
from ..simulate import play_games
from ..simulate import simulate as _simulate
from .kernel import MARK, OPTIONS, PROPOSITIONS, majority
from .state import GrardState
from .tournaments import (  # noqa: F401 (the lessons read them here)
    cash_in_chart,
    cash_in_sweep,
    chart_cash_in,
    chart_tournament,
    tournament,
    tournament_chart,
    tournament_summary,
)

if TYPE_CHECKING:  # pragma: no cover
    import altair as alt
    import pandas as pd

#: How a round can end (the keys of :func:`round_end_probabilities`).
ENDS = ("no majority", "mark", "two left")


def _compositions(n: int, k: int) -> Iterable[tuple[int, ...]]:
    if k == 1:
        yield (n,)
        return
    for i in range(n + 1):
        for rest in _compositions(n - i, k - 1):
            yield (i, *rest)


def multinomial(counts: Sequence[int]) -> int:
    """n! / (c1! c2! ...): how many vote lists give these counts."""
    out = factorial(sum(counts))
    for c in counts:
        out //= factorial(c)
    return out


@cache
def turn_outcomes(k: int, options: int = 4) -> dict[str, Fraction]:
    """The fate of one turn when ``k`` players vote uniformly at random.

    ``options`` is 4 (A, B, C, Mark) or 3 (no Mark). Keys: "no majority", "mark" (only Mark
    voters were in the majority: nobody continues) and "j" for j players continuing.

    >>> turn_outcomes(3)["no majority"]
    Fraction(3, 8)
    """
    if options not in (3, 4):
        raise ValueError("options is 3 (A, B, C) or 4 (A, B, C, Mark)")
    names = OPTIONS[:options]
    out: dict[str, Fraction] = {}
    total = options**k
    for counts in _compositions(k, options):
        tally = dict(zip(names, counts, strict=True))
        won = majority(tally)
        if not won:
            key = "no majority"
        else:
            going = sum(tally[o] for o in won if o != MARK)
            key = "mark" if going == 0 else str(going)
        out[key] = out.get(key, Fraction(0)) + Fraction(multinomial(counts), total)
    return out


def no_majority_probability(n: int, options: int = 4) -> Fraction:
    """P(no option gets two votes) when ``n`` players vote at random among ``options``.

    By the pigeonhole principle it is 0 as soon as n > options.

    >>> [str(no_majority_probability(n)) for n in (3, 4, 5)]
    ['3/8', '3/32', '0']
    """
    return turn_outcomes(n, options).get("no majority", Fraction(0))


@cache
def _round_from(k: int, options: int) -> tuple[Fraction, dict[str, Fraction]]:
    """(expected turns, P(each end)) of a round with ``k`` >= 3 random players still in."""
    outcomes = turn_outcomes(k, options)
    stay = outcomes.get(str(k), Fraction(0))  # everybody continues: the same situation again
    turns = Fraction(1)
    ends = dict.fromkeys(ENDS, Fraction(0))
    ends["no majority"] += outcomes.get("no majority", Fraction(0))
    ends["mark"] += outcomes.get("mark", Fraction(0))
    ends["two left"] += outcomes.get("2", Fraction(0))
    for key, p in outcomes.items():
        if key.isdigit() and 3 <= int(key) < k:
            t, e = _round_from(int(key), options)
            turns += p * t
            for name in ENDS:
                ends[name] += p * e[name]
    scale = 1 / (1 - stay)
    return turns * scale, {name: v * scale for name, v in ends.items()}


def expected_round_length(n: int, options: int = 4) -> Fraction:
    """Expected number of votes in a round of ``n`` players who all vote at random.

    A Markov chain on the number of players still in: each turn either ends the round (no
    majority, only Mark in the majority, or two players left) or continues with j >= 3
    players. Solved exactly (the "everybody continues" loop is summed as a geometric series).
    The deck running out is ignored: random rounds are far too short for it.

    >>> expected_round_length(3)
    Fraction(64, 61)
    """
    if n < 3:
        raise ValueError("a round starts with 3 to 10 players")
    return _round_from(n, options)[0]


def round_end_probabilities(n: int, options: int = 4) -> dict[str, Fraction]:
    """P(a random round ends by no majority / by Mark / with two players left)."""
    return dict(_round_from(n, options)[1])


def exact_table(ns: Iterable[int] = range(3, 11), options: int = 4) -> pd.DataFrame:
    """One row per player count: P(no majority) on a turn, the expected round length, the ends."""
    import pandas as pd

    rows = []
    for n in ns:
        ends = round_end_probabilities(n, options)
        rows.append(
            {
                "players": n,
                "P(no majority)": float(no_majority_probability(n, options)),
                "exact": str(no_majority_probability(n, options)),
                "expected turns": float(expected_round_length(n, options)),
                **{f"P(ends: {k})": float(v) for k, v in ends.items()},
            }
        )
    return pd.DataFrame(rows)


def simulate_games(
    policies: Sequence[Policy],
    n_games: int,
    *,
    seed: int = 0,
    progress: bool | None = False,
    **options: Any,
) -> pd.DataFrame:
    """Play ``n_games`` full games (seat p plays ``policies[p]``).

    One row per game x seat: game, seed, seat, policy, points, won, share, rounds, turns
    (built on :func:`majority_core.simulate.simulate`).
    """
    return _simulate(GrardState, policies, n_games, seed=seed, progress=progress, **options)


def simulate_rounds(
    policies: Sequence[Policy], n_games: int, *, seed: int = 0, **options: Any
) -> pd.DataFrame:
    """Play games and return one row per round: players, turns, how it ended, pile size.

    The column ``first_turn_no_majority`` says whether the very first vote of the round had no
    majority, to compare with :func:`no_majority_probability`.
    """
    import pandas as pd

    rows = []
    n = len(policies)
    for i, state in play_games(
        lambda s: GrardState.new(n_players=n, seed=s, **options),
        policies,
        n_games,
        seed=seed,
        progress=False,
    ):
        first = {t["round"]: t["reason"] == "no majority" for t in state.turn_log if t["turn"] == 1}  # type: ignore[attr-defined]
        for r in state.round_log:  # type: ignore[attr-defined]
            rows.append(
                {
                    "game": i,
                    "players": n,
                    "round": r["round"],
                    "turns": r["turns"],
                    "end": r["end"],
                    "pile_size": r["pile_size"],
                    "first_turn_no_majority": first.get(r["round"], False),
                }
            )
    return pd.DataFrame(rows)


def simulation_check(
    ns: Iterable[int] = range(3, 11), n_games: int = 40, *, seed: int = 0
) -> pd.DataFrame:
    """Exact against simulated, by player count, with random voters in the real engine.

    Every round of the simulated games counts, so the sample is the number of rounds.
    """
    import pandas as pd

    from .policies import RandomVote

    rows = []
    for n in ns:
        sim = simulate_rounds([RandomVote()] * n, n_games, seed=seed)
        rows.append(
            {
                "players": n,
                "rounds simulated": len(sim),
                "P(no majority) exact": float(no_majority_probability(n)),
                "P(no majority) simulated": float(sim["first_turn_no_majority"].mean()),
                "turns exact": float(expected_round_length(n)),
                "turns simulated": float(sim["turns"].mean()),
            }
        )
    return pd.DataFrame(rows)


def chart_by_players(table: pd.DataFrame) -> alt.Chart:
    """Two panels by player count: P(no majority) on a turn, and the expected round length."""
    import altair as alt

    base = alt.Chart(table).encode(x=alt.X("players:O", title="players"))
    p = base.mark_bar(color="#c0392b").encode(
        y=alt.Y(
            "P(no majority):Q", title="P(no majority) on one turn", scale=alt.Scale(domain=[0, 0.4])
        ),
        tooltip=["players", "exact"],
    )
    t = base.mark_line(point=True, color="#0b4fa6").encode(
        y=alt.Y("expected turns:Q", title="expected turns in a round"),
    )
    return alt.hconcat(
        p.properties(width=240, height=180, title="No majority"),
        t.properties(width=240, height=180, title="Round length"),
    )


def chart_round_ends(table: pd.DataFrame) -> alt.Chart:
    """How random rounds end, by player count (stacked shares)."""
    import altair as alt

    cols = [c for c in table.columns if c.startswith("P(ends: ")]
    long = table.melt(
        id_vars=["players"], value_vars=cols, var_name="end", value_name="probability"
    )
    long["end"] = long["end"].str.slice(8, -1)
    long["order"] = long["end"].map({e: i for i, e in enumerate(ENDS)})
    return (
        alt.Chart(long)
        .mark_bar()
        .encode(
            x=alt.X("players:O"),
            y=alt.Y("probability:Q", stack="normalize", title="share of rounds"),
            color=alt.Color("end:N", sort=list(ENDS)),
            order=alt.Order("order:Q"),
        )
        .properties(width=320, height=200, title="How a round of random voters ends")
    )


# -- coordination lesson --------------------------------------------------------------------
def coordination_payoffs(n_players: int = 3, pile_size: int = 3) -> pd.DataFrame:
    """My outcome for each of my votes (rows) and each way the others vote (columns).

    With three players the table is the whole one-turn coordination game: it only pays to
    vote with at least one other player.
    """
    import pandas as pd

    from .kernel import resolve_turn

    others = n_players - 1
    profiles = []
    for counts in _compositions(others, 4):
        profile = "".join(o[0].upper() * c for o, c in zip(OPTIONS, counts, strict=True))
        profiles.append((profile, counts))
    profiles.sort(key=lambda x: x[0])
    table: dict[str, dict[str, str]] = {}
    for mine in OPTIONS:
        row = {}
        for label, counts in profiles:
            votes: dict[Any, str] = {"me": mine}
            i = 0
            for o, c in zip(OPTIONS, counts, strict=True):
                for _vote in range(c):
                    votes[i] = o
                    i += 1
            r = resolve_turn(votes, pile_size)
            if "me" in r.marked:
                row[label] = f"+{pile_size}"
            elif "me" in r.continuing:
                row[label] = "go on"
            elif not r.majority:
                row[label] = "round ends"
            else:
                row[label] = "out"
        table["Mark" if mine == MARK else mine] = row
    df = pd.DataFrame(table).T
    df.index.name = "my vote \\ others"
    return df


def association_table(
    reference: str, propositions: Sequence[str], language: str = "fr"
) -> pd.DataFrame:
    """How strongly a reference word calls each proposition to mind, with the shared tags.

    >>> float(association_table("pompier", ["porte", "femme", "tabouret"]).loc["B", "strength"])
    0.46
    """
    import pandas as pd

    from .components import word_named

    ref = word_named(reference)
    rows = [
        {"option": option, **_association_row(ref, word_named(name), language)}
        for option, name in zip(PROPOSITIONS, propositions, strict=False)
    ]
    return pd.DataFrame(rows).set_index("option")


def _association_row(ref: Any, w: Any, language: str) -> dict[str, Any]:
    """A proposition's word beside the reference: what they share and the association
    strength (one reading for :func:`association_table` and :func:`turn_table`)."""
    from .components import association, traits_text

    return {
        "word": w.text(language),
        "same category": w.category == ref.category,
        "same domain": w.domain == ref.domain,
        "shared traits": traits_text(w.traits & ref.traits, language),
        "strength": round(association(ref, w), 3),
    }


def bot_choices(
    state: GrardState, bots: Mapping[str, Policy], seat: int | None = None, *, seed: int = 0
) -> pd.DataFrame:
    """What each bot would vote in this position, from ``seat``'s view (first voter by default)."""
    import pandas as pd

    from ..rng import make_rng

    seat = state.current_players()[0] if seat is None else seat
    view, legal = state.view(seat), state.legal_actions(seat)
    rows = [
        {
            "bot": name,
            "vote": str(bot.act(view, legal, make_rng(seed, name))),
            "what it tries": bot.description,
        }
        for name, bot in bots.items()
    ]
    return pd.DataFrame(rows).set_index("bot")


# -- lesson tables and charts in words (lessons 20-21) ---------------------------------------------
def no_majority_table(ns: Iterable[int] = range(3, 11), options: int = 4) -> pd.DataFrame:
    """P(no majority on one turn) by player count: the exact fraction and its decimal."""
    import pandas as pd

    return pd.DataFrame(
        [
            {
                "players": n,
                "P(no majority)": no_majority_probability(n, options),
                "decimal": float(no_majority_probability(n, options)),
            }
            for n in ns
        ]
    )


def _fate_words(key: str) -> str:
    """How a turn ends, in the current language (Grard « Résolution des votes », « Fin d'une
    manche »)."""
    if key == "no majority":
        return _("no majority: the round ends, nobody scores")
    if key == "mark":
        return _("only Mark voters are in the majority: they score, the round ends")
    if key == "2":
        return _("2 players go on: they score the pile, the round ends")
    n = int(key)
    return ngettext("{n} player goes on to another turn", "{n} players go on to another turn",
                    n).format(n=n)


def turn_outcomes_table(k: int, options: int = 4) -> pd.DataFrame:
    """:func:`turn_outcomes` as a table in words, from the round's end to the longest stay."""
    import pandas as pd

    outcomes = turn_outcomes(k, options)

    def order(key: str) -> tuple[int, int]:
        return (0, 0) if key == "no majority" else (1, 0) if key == "mark" else (2, int(key))

    return pd.DataFrame(
        [
            {
                "what happens": _fate_words(key),
                "probability": outcomes[key],
                "decimal": float(outcomes[key]),
            }
            for key in sorted(outcomes, key=order)
        ]
    )


def round_ends_chart(table: pd.DataFrame) -> alt.Chart:
    """:func:`chart_round_ends` with its legend and axes titled in words."""
    import altair as alt

    cols = [c for c in table.columns if c.startswith("P(ends: ")]
    long = table.melt(id_vars=["players"], value_vars=cols, var_name="end", value_name="share")
    words = {
        "no majority": "no majority",
        "mark": "only Mark in the majority",
        "two left": "two players left",
    }
    long["end"] = long["end"].str.slice(8, -1).map(words)
    long["order"] = long["end"].map({words[e]: i for i, e in enumerate(ENDS)})
    return lesson_chart(
        alt.Chart(long)
        .mark_bar()
        .encode(
            x=alt.X("players:O", title="players", axis=alt.Axis(labelAngle=0)),
            y=alt.Y(
                "share:Q", stack="normalize", title="share of rounds", axis=alt.Axis(format="%")
            ),
            color=alt.Color(
                "end:N",
                sort=[words[e] for e in ENDS],
                title="the round ends with",
                legend=alt.Legend(labelLimit=0),
            ),
            order=alt.Order("order:Q"),
            tooltip=["players", "end", alt.Tooltip("share:Q", format=".1%")],
        )
        .properties(width=340, height=200, title="How a round of random voters ends")
    )


def players_chart(table: pd.DataFrame) -> alt.Chart:
    """:func:`chart_by_players` with upright player counts, in the lesson font."""
    return lesson_chart(chart_by_players(table))


def smallest_sure_mark_group(n_players: int) -> int:
    """The fewest Mark voters that are in the majority whatever the others vote.

    Every option tied at the top wins (Grard "Résolution des votes"), so Mark with g votes is
    safe when no other option can reach more than g votes: the n - g others may all vote alike.

    >>> smallest_sure_mark_group(5), smallest_sure_mark_group(10)
    (3, 5)
    """
    for g in range(2, n_players + 1):
        others = n_players - g
        if all(
            MARK in majority({MARK: g, **dict(zip(PROPOSITIONS, split, strict=True))})
            for split in _compositions(others, len(PROPOSITIONS))
        ):
            return g
    return n_players


def salient_share(n_turns: int = 10_000, seed: int = 0) -> float:
    """The share of random turns in which one proposition stands out (a focal point exists).

    A random turn is dealt as the engine deals one: four different cards of the package's deck,
    each showing a random face; the first is the reference, the others are A, B and C. A
    proposition stands out when it is associated with the reference (strength > 0) and more
    strongly than the two others (ties within :data:`~.policies.TIE_TOLERANCE` do not count).
    Focal play (Schelling) has something to coordinate on only in these turns.

    >>> round(salient_share(2_000, seed=1), 2)
    0.58
    """
    from ..rng import make_rng
    from .components import N_CARDS, strength
    from .policies import best_options

    if n_turns < 1:
        raise ValueError(f"n_turns must be at least 1, not {n_turns!r}")
    rng = make_rng(seed, "grard", "salient turns")
    salient = 0
    for _turn in range(n_turns):
        reference, *props = (2 * c + rng.randrange(2) for c in rng.sample(range(N_CARDS), 4))
        scores = dict(zip(PROPOSITIONS, (strength(reference, w) for w in props), strict=True))
        salient += max(scores.values()) > 0 and len(best_options(scores)) == 1
    return salient / n_turns


def turn_table(state: GrardState, language: str | None = None) -> pd.DataFrame:
    """The words of the turn being voted on: the reference, then each proposition with what it
    shares with the reference and its association strength (the focal bot votes the strongest).

    Words are taken by id from the state, so a spelling shared by two words never matters.
    """
    import pandas as pd

    from .components import word

    view = state.view(None)
    language = language or view["language"]
    ref = word(view["pile"][-1])
    rows = [{"card": "reference", "word": ref.text(language)}]
    rows += [
        {"card": option, **_association_row(ref, word(view["propositions"][option]), language)}
        for option in PROPOSITIONS
    ]
    return pd.DataFrame(rows).set_index("card")
