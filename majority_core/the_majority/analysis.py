"""The Majority lessons: the computations behind notebooks 01-09.

Three themes, each a few small functions that return tidy pandas DataFrames and altair charts
(pandas and altair are imported inside the functions, never when this module is imported):

* the debate and the value of second place (revised 2-4): :func:`second_place_table`,
  :func:`debate_examples`, :func:`second_place_chart`;
* probability, computed exactly and checked against simulation: :func:`colour_total_distribution`,
  :func:`hand_odds`, :func:`check_against_simulation`;
* strategy: :func:`tournament`, :func:`tournament_summary`, :func:`tournament_chart`.

The deck composition (revised 1-2; 3 players: 3-3) is what the counting rests on:

>>> colour_counts(4)[0], colour_counts(3)[0]
(4, 3)
>>> colour_cap(4), colour_cap(3)
(120, 87)
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from majority_core.display import Code, Lines, Record, Sentence
from majority_core.i18n import _

from . import explain as ex
from .tournaments import (  # noqa: F401 (the lessons read them here)
    CACHED_TOURNAMENT_BOTS,
    cached_tournament,
    head_to_head,
    head_to_head_chart,
    pairings_table,
    provenance,
    tournament,
    tournament_chart,
    tournament_counts,
    tournament_findings,
    tournament_summary,
    wilson_interval,
)

if TYPE_CHECKING:  # pragma: no cover
    import altair as alt
    import pandas as pd


COLOURS = ("red", "blue", "yellow")
POWERS = (0, 2, 3, 5, 6, 7, 9, 10)


def colour_counts(n_players: int) -> dict[int, int]:
    """power -> number of cards of that power in one colour (the engine's deck, revised 1-2, 3-3)."""
    from majority_core.the_majority.components import copies

    return copies(n_players)


def colour_cap(n_players: int) -> int:
    """The power of all the cards of one colour: no total in a colour can exceed it."""
    return sum(p * k for p, k in colour_counts(n_players).items())


@cache
def reachable_totals(n_players: int) -> frozenset[int]:
    """Every total one colour's cards can add up to (for example 1 never: no card has power 1)."""
    sums = {0}
    for power, k in colour_counts(n_players).items():
        sums = {s + power * j for s in sums for j in range(k + 1)}
    return frozenset(sums)


def _card_name(word: str) -> str:
    """An effect's word as a card's name, capitalised as the rulebook prints the names of the
    special cards ("Pots-de-vin", "Traîtrise": revised 2-3 [0], [2], [3], [7])."""
    return word[:1].upper() + word[1:]


def deck_table(n_players: int = 4) -> pd.DataFrame:
    """The deck, one row per power: its effect and how many copies (revised 1-2; 3-3)."""
    import pandas as pd

    from majority_core.the_majority.components import EFFECTS, effect_word

    counts = colour_counts(n_players)
    rows = [
        {
            "power": p,
            # the card's name, as the rulebook prints it ("Pots-de-vin", revised 2-3 [0])
            "effect": _card_name(effect_word(EFFECTS[p])) if p in EFFECTS else "–",
            "copies per colour": k,
            "cards in the deck": 3 * k,
            "power per colour": p * k,
        }
        for p, k in counts.items()
    ]
    frame = pd.DataFrame(rows)
    total = {
        "power": "all",
        "effect": "",
        "copies per colour": int(frame["copies per colour"].sum()),
        "cards in the deck": int(frame["cards in the deck"].sum()),
        "power per colour": int(frame["power per colour"].sum()),
    }
    return pd.concat([frame, pd.DataFrame([total])], ignore_index=True)


def event_table(
    state: Any,
    player: int | None = None,
    *,
    kinds: Sequence[str] | None = None,
    first: int | None = None,
) -> pd.DataFrame:
    """A game's log as a table (kind, what happened, rule), as ``player`` saw it."""
    import pandas as pd

    rows = [
        {"kind": ex.kind_word(e.kind), "what happened": e.text, "rule": e.rule}
        for e in state.events_for(player)
        if kinds is None or e.kind in kinds
    ]
    return pd.DataFrame(rows[:first] if first else rows)


def game_table(state: Any) -> pd.DataFrame:
    """A finished game's results, one row per seat (the same columns as ``simulate``)."""
    import pandas as pd

    frame = pd.DataFrame(state.result_rows())
    frame.index.name = "seat"
    for flag in ("won", "spy_token"):  # shown as yes / no
        frame[flag] = frame[flag].astype(bool)
    return frame


def setup_charts() -> None:
    """Render altair charts as SVG through vl-convert (offline, identical on every run) and
    pandas tables tidily and in full: :func:`majority_core.display.setup_lesson`."""
    from majority_core.display import setup_lesson

    setup_lesson()


def policy_table() -> pd.DataFrame:
    """The bots of The Majority, one row each: the name to use and the idea it plays."""
    import pandas as pd

    from majority_core.the_majority import POLICIES

    # the descriptions are marked for the lessons catalog in ``lesson_words``; the bot's name
    # shows in the reader's language through the table's formatter (the "bot" context)
    return pd.DataFrame(
        [{"bot": name, "how it plays": _(cls.description)} for name, cls in POLICIES.items()]
    )


# -- the debate ----------------------------------------------------------------------------------
def debate_coins(totals: Mapping[Any, Mapping[str, int]]) -> dict[Any, int]:
    """Coins of one debate, from the rules engine (revised 2-4)."""
    from majority_core.the_majority import debate

    return dict(debate({p: dict(t) for p, t in totals.items()}).coins)


def second_place_table(max_top: int = 40, max_tied: int = 3) -> pd.DataFrame:
    """What first and second place pay, for each winning total W and number of tied winners.

    Every winner gets 2 coins; the second place gets floor(W/5) for *each* winner (revised
    2-4). Second place pays more than first as soon as floor(W/5) x winners > 2. The coins are
    asked of the engine with one colour played out, so the table is the rules, not a formula.
    """
    import pandas as pd

    rows = []
    for k in range(1, max_tied + 1):
        for top in range(2, max_top + 1):
            second = 2 if top > 2 else None
            if second is None or top not in reachable_totals(4):
                continue
            totals = {f"W{i}": {"red": top} for i in range(k)}
            totals["S"] = {"red": second}
            coins = debate_coins(totals)
            rows.append(
                {
                    "winning total W": top,
                    "tied winners": k,
                    "each winner gets": coins["W0"],
                    "second place gets": coins["S"],
                    "second beats first": coins["S"] > coins["W0"],
                }
            )
    return pd.DataFrame(rows)


def break_even(max_tied: int = 3) -> pd.DataFrame:
    """The smallest winning total at which second place pays more than first."""
    import pandas as pd

    table = second_place_table(max_tied=max_tied)
    rows = []
    for k, group in table.groupby("tied winners"):
        better = group[group["second beats first"]]
        rows.append(
            {
                "tied winners": int(k),
                "second pays more from W =": int(better["winning total W"].min()),
                # the rulebook's rounding down written as mathematics (revised 2-4): ⌊W/5⌋ × k
                "formula": f"\u230aW/5\u230b \u00d7 {k} > 2",
            }
        )
    return pd.DataFrame(rows)


def second_place_chart(max_top: int = 40) -> alt.Chart:
    """Coins of first and second place against the winning total W (a step chart)."""
    import altair as alt
    import pandas as pd

    table = second_place_table(max_top=max_top)
    long = pd.concat(
        [
            table.assign(place="first (each winner)", coins=table["each winner gets"]),
            table.assign(place="second", coins=table["second place gets"]),
        ]
    )
    long = long[(long["place"] == "second") | (long["tied winners"] == 1)]
    long["line"] = long.apply(
        lambda r: (
            r["place"]
            if r["place"].startswith("first")
            else f"second place, {r['tied winners']} at the top"
        ),
        axis=1,
    )
    return (
        alt.Chart(long, title="When does second place pay more than first? (revised 2-4)")
        .mark_line(interpolate="step-after", point=True)
        .encode(
            x=alt.X("winning total W:Q"),
            y=alt.Y("coins:Q", title="coins"),
            color=alt.Color("line:N", title=None),
            tooltip=["winning total W", "tied winners", "coins"],
        )
        .properties(width=460, height=240)
    )


#: Worked debates from the rulebooks, as (name, rule, totals per player).
DEBATE_EXAMPLES: list[tuple[str, str, dict[str, dict[str, int]]]] = [
    (
        "Tie at the top",
        'first edition "Phase de débat"; RULINGS: The Majority',
        {"A": {"blue": 16}, "B": {"blue": 16}, "C": {"blue": 10}, "D": {"blue": 5}},
    ),
    (
        "Score table",
        "revised 2-4 (worked example)",
        {
            "You": {"red": 15, "blue": 32, "yellow": 0},
            "Opponent A": {"red": 20, "blue": 32, "yellow": 0},
            "Partner": {"red": 16, "blue": 3, "yellow": 0},
            "Opponent B": {"red": 10, "blue": 0, "yellow": 10},
        },
    ),
]


def debate_examples() -> pd.DataFrame:
    """The rulebooks' worked debates, with the coins the engine pays (one row per player)."""
    import pandas as pd

    rows = []
    for name, rule, totals in DEBATE_EXAMPLES:
        coins = debate_coins(totals)
        for player, t in totals.items():
            rows.append(
                {
                    "example": name,
                    "rule": rule,
                    "player": player,
                    **{c: t.get(c, 0) for c in COLOURS},
                    "coins": coins[player],
                }
            )
    return pd.DataFrame(rows)


def explain_debate(totals: Mapping[Any, Mapping[str, int]]) -> Lines:
    """The engine's sentences for one debate (a list that shows as bullet points)."""
    from majority_core.the_majority import debate

    return Lines(debate({p: dict(t) for p, t in totals.items()}).explain())


# -- probability ---------------------------------------------------------------------------------
def deck_size(n_players: int) -> int:
    """72 cards with 4 players, 54 with 3."""
    return 3 * sum(colour_counts(n_players).values())


def colour_total_distribution(n_cards: int = 6, n_players: int = 4) -> pd.DataFrame:
    """Exact law of the total power of ONE colour among ``n_cards`` cards dealt at random.

    Counting, not sampling: for each way of taking ``c_p`` cards of each power of that colour
    the number of hands is the product of binomial coefficients times C(others, rest). The
    columns: ``total``, ``ways``, ``probability``, ``at least`` (P(total >= t)).
    """
    import pandas as pd

    counts = colour_counts(n_players)
    size = deck_size(n_players)
    in_colour = sum(counts.values())
    others = size - in_colour
    # ways[j][s]: number of sets of j cards of the colour whose powers add up to s
    ways: dict[tuple[int, int], int] = {(0, 0): 1}
    for power, k in counts.items():
        nxt: dict[tuple[int, int], int] = {}
        for (j, s), w in ways.items():
            for c in range(k + 1):
                if j + c > n_cards:
                    break
                key = (j + c, s + power * c)
                nxt[key] = nxt.get(key, 0) + w * math.comb(k, c)
        ways = nxt
    by_total: dict[int, int] = {}
    for (j, s), w in ways.items():
        by_total[s] = by_total.get(s, 0) + w * math.comb(others, n_cards - j)
    total_hands = math.comb(size, n_cards)
    assert sum(by_total.values()) == total_hands
    rows = [
        {"total": s, "ways": w, "probability": w / total_hands} for s, w in sorted(by_total.items())
    ]
    frame = pd.DataFrame(rows)
    frame["at least"] = frame["probability"][::-1].cumsum()[::-1]
    return frame


def exact_total_at_least(threshold: int, n_cards: int = 6, n_players: int = 4) -> Fraction:
    """P(one colour's total among ``n_cards`` random cards >= threshold), as an exact fraction
    (hands counted, divided by all the hands)."""
    d = colour_total_distribution(n_cards, n_players)
    ways = int(d.loc[d["total"] >= threshold, "ways"].sum())
    return Fraction(ways, math.comb(deck_size(n_players), n_cards))


def prob_total_at_least(threshold: int, n_cards: int = 6, n_players: int = 4) -> float:
    """P(one colour's total among ``n_cards`` random cards >= threshold), exactly."""
    d = colour_total_distribution(n_cards, n_players)
    return float(d.loc[d["total"] >= threshold, "probability"].sum())


def threshold_table(
    thresholds: Sequence[int] = (5, 10, 15, 20, 25), sizes: Sequence[int] = (4, 5, 6)
) -> pd.DataFrame:
    """P(one colour's total >= t) among ``n`` random cards, exactly, for a few t and n."""
    import pandas as pd

    rows = []
    for n in sizes:
        law = colour_total_distribution(n)
        row: dict[str, Any] = {"cards": n}
        for t in thresholds:
            row[f"P(total \u2265 {t})"] = round(
                float(law.loc[law["total"] >= t, "probability"].sum()), 4
            )
        rows.append(row)
    return pd.DataFrame(rows)


def _hand_events(n_players: int) -> list[tuple[str, Any]]:
    """Named events about a hand, each a predicate on a list of (colour, power) pairs."""
    return [
        ("at least one [0] (bribery)", lambda h: any(p == 0 for _, p in h)),
        ("at least one [2] (assassination)", lambda h: any(p == 2 for _, p in h)),
        ("at least one [3] (spy)", lambda h: any(p == 3 for _, p in h)),
        ("at least one [7] (betrayal)", lambda h: any(p == 7 for _, p in h)),
        ("no special card at all", lambda h: all(p not in (0, 2, 3, 7) for _, p in h)),
        ("all three colours", lambda h: len({c for c, _ in h}) == 3),
        ("red total >= 15", lambda h: sum(p for c, p in h if c == "red") >= 15),
    ]


def _exact_hand_probability(name: str, n_cards: int, n_players: int) -> float:
    counts = colour_counts(n_players)
    size = deck_size(n_players)
    hands = math.comb(size, n_cards)

    def none_of(k: int) -> float:  # hypergeometric P(no card among k special ones)
        return math.comb(size - k, n_cards) / hands

    if name.startswith("at least one ["):
        power = int(name[len("at least one [") :].split("]")[0])
        return 1 - none_of(3 * counts[power])
    if name == "no special card at all":
        return none_of(3 * sum(counts[p] for p in (0, 2, 3, 7)))
    if name == "all three colours":
        per = sum(counts.values())
        # inclusion-exclusion over the colours that are missing
        missing_one = 3 * math.comb(size - per, n_cards)
        missing_two = 3 * math.comb(size - 2 * per, n_cards)
        return (hands - missing_one + missing_two) / hands
    if name == "red total >= 15":
        return prob_total_at_least(15, n_cards, n_players)
    raise KeyError(name)


def full_deck(n_players: int) -> list[tuple[str, int]]:
    """The deck as (colour, power) pairs (revised 1-2, 3-3)."""
    return [(c, p) for c in COLOURS for p, k in colour_counts(n_players).items() for _ in range(k)]


def engine_hands(n_hands: int, *, n_players: int = 4, seed: int = 0) -> list[list[tuple[str, int]]]:
    """Opening hands dealt by the rules engine itself (seat 0's six cards, one game per seed)."""
    from majority_core.rng import derive_seed
    from majority_core.the_majority import TheMajorityState

    out = []
    for i in range(n_hands):
        state = TheMajorityState.new(n_players=n_players, seed=derive_seed(seed, "hand", i))
        out.append([_pair(c) for c in state.view(0)["packet"]])
    return out


def _pair(card: Any) -> tuple[str, int]:
    text = str(card)
    return {"R": "red", "B": "blue", "Y": "yellow"}[text[0]], int(text[1:])


def sampled_hands(
    n_hands: int, *, n_cards: int = 6, n_players: int = 4, seed: int = 0
) -> list[list[tuple[str, int]]]:
    """Random hands drawn with a seeded generator from :func:`full_deck` (no engine needed)."""
    rng = random.Random(seed)
    deck = full_deck(n_players)
    return [rng.sample(deck, n_cards) for _ in range(n_hands)]


def hand_odds(n_cards: int = 6, n_players: int = 4) -> pd.DataFrame:
    """Exact chances of a few facts about an opening hand of ``n_cards`` cards."""
    import pandas as pd

    return pd.DataFrame(
        [
            {"event": name, "exact": _exact_hand_probability(name, n_cards, n_players)}
            for name, _ in _hand_events(n_players)
        ]
    )


def check_against_simulation(
    hands: Sequence[Sequence[tuple[str, int]]], *, n_players: int = 4
) -> pd.DataFrame:
    """Exact odds next to the frequencies seen in ``hands``, with a 99% interval of the exact.

    ``z`` is (observed - exact) / standard error: a correct model keeps |z| below about 2.6
    in 99 rows out of 100.
    """
    import pandas as pd

    n = len(hands)
    n_cards = len(hands[0])
    rows = []
    for name, test in _hand_events(n_players):
        exact = _exact_hand_probability(name, n_cards, n_players)
        seen = sum(1 for h in hands if test(h)) / n
        se = math.sqrt(exact * (1 - exact) / n) or 1e-12
        rows.append(
            {
                "event": name,
                "exact": round(exact, 4),
                "simulated": round(seen, 4),
                "99% range low": round(max(0.0, exact - 2.576 * se), 4),
                "99% range high": round(min(1.0, exact + 2.576 * se), 4),
                "z": round((seen - exact) / se, 2),
            }
        )
    return pd.DataFrame(rows)


def distribution_chart(
    n_cards: int = 6, n_players: int = 4, hands: Sequence[Sequence[tuple[str, int]]] | None = None
) -> alt.Chart:
    """Bars: the exact law of the red total; dots: the frequencies in ``hands`` if given."""
    import altair as alt
    import pandas as pd

    exact = colour_total_distribution(n_cards, n_players)
    exact = exact[exact["probability"] > 1e-4]
    bars = (
        alt.Chart(exact, title=_("Red total among {n} random cards ({players} players)").format(
            n=n_cards, players=n_players))
        .mark_bar(color="#c62828", opacity=0.6)
        .encode(x=alt.X("total:O", title="total power in red"), y=alt.Y("probability:Q"))
        .properties(width=520, height=220)
    )
    if not hands:
        return bars
    counts: dict[int, int] = {}
    for h in hands:
        t = sum(p for c, p in h if c == "red")
        counts[t] = counts.get(t, 0) + 1
    seen = pd.DataFrame(
        [{"total": t, "simulated": counts.get(t, 0) / len(hands)} for t in exact["total"]]
    )
    dots = (
        alt.Chart(seen)
        .mark_point(color="black", filled=True)
        .encode(x="total:O", y=alt.Y("simulated:Q", title="probability"))
    )
    return bars + dots


# -- debates in real games -----------------------------------------------------------------------
def debate_records(
    n_games: int = 100,
    *,
    policies: Sequence[str] = ("greedy", "greedy", "greedy", "greedy"),
    seed: int = 0,
) -> pd.DataFrame:
    """Every colour of every debate in ``n_games`` bot games: the winning total W, how many tie
    for it, the second total, and what first and second place were paid (one row each)."""
    import pandas as pd

    from majority_core.game import play
    from majority_core.rng import derive_seed
    from majority_core.the_majority import TheMajorityState, get_policy

    bots = [get_policy(p) for p in policies]
    rows = []
    for g in range(n_games):
        game_seed = derive_seed(seed, "game", g)
        state = play(
            TheMajorityState.new(n_players=len(bots), seed=game_seed), bots, seed=game_seed
        )
        for r, result in enumerate(state.debates, start=1):
            for colour in COLOURS:
                totals = {p: result.powers[p][colour] for p in result.powers}
                placed = sorted({t for t in totals.values() if t > 0}, reverse=True)
                if not placed:
                    continue
                top = placed[0]
                second = placed[1] if len(placed) > 1 else 0
                paid = result.by_colour[colour]
                first_paid = max(paid[p] for p in totals if totals[p] == top)
                second_paid = (
                    max((paid[p] for p in totals if totals[p] == second), default=0)
                    if second
                    else 0
                )
                rows.append(
                    {
                        "game": g,
                        "round": r,
                        "colour": colour,
                        "W": top,
                        "tied winners": sum(1 for t in totals.values() if t == top),
                        "second total": second,
                        "first paid": first_paid,
                        "second paid": second_paid,
                    }
                )
    return pd.DataFrame(rows)


def second_place_summary(records: pd.DataFrame) -> pd.DataFrame:
    """How often, in those debates, second place paid more than, as much as or less than first
    (only debates with a runner-up count: a colour nobody else scored in pays no second place)."""
    import pandas as pd

    has_second = records[records["second total"] > 0]
    rows = []
    for rnd, group in has_second.groupby("round"):
        rows.append(
            {
                "round": int(rnd),
                "debates with a runner-up": len(group),
                "median W": float(group["W"].median()),
                "second paid more": round(
                    float((group["second paid"] > group["first paid"]).mean()), 3
                ),
                "same": round(float((group["second paid"] == group["first paid"]).mean()), 3),
                "second paid less": round(
                    float((group["second paid"] < group["first paid"]).mean()), 3
                ),
            }
        )
    out = pd.DataFrame(rows)
    out.attrs["percent"] = ["second paid more", "same", "second paid less"]  # shown as 58.0%
    return out


def winning_total_chart(records: pd.DataFrame) -> alt.Chart:
    """Histogram of the winning totals W by round: W grows as won cards pile up."""
    import altair as alt

    return (
        alt.Chart(records, title="Winning total W in each colour's debate, by round")
        .mark_bar()
        .encode(
            x=alt.X("W:Q", bin=alt.Bin(step=5), title="winning total W"),
            y=alt.Y("count():Q", title="debates"),
            color=alt.Color("round:O"),
        )
        .properties(width=460, height=220)
    )


# -- replaying and saving ------------------------------------------------------------------------
def scenario_table(scenarios: Sequence[Any]) -> pd.DataFrame:
    """The scenario library of the stepper as a table (name, seed, players, what it shows)."""
    import pandas as pd

    return pd.DataFrame(
        [
            {"scenario": s.name, "seed": s.seed, "players": s.n_players, "what it shows": s.lesson}
            for s in scenarios
        ]
    )


def save_summary(text: str) -> Record:
    """The top of a save file: its keys, options, seed and how many decisions it holds (a dict
    that shows as a two-column table)."""
    import json

    from majority_core.i18n import player

    data = json.loads(text)
    # the file's own keys and game name are code (what the JSON says), the rows' names words
    return Record({
        "keys": [Code(k) for k in data],
        "game": Code(data["game"]),
        "players": data["n_players"],
        "options": data["options"],
        "seed": data["seed"],
        "decisions": len(data["decisions"]),
        "first decisions": [
            _("{player}: {action}").format(player=player(p, "the_majority"), action=a)
            for p, a in data["decisions"][:4]
        ],
    }, caption="A save file")


def tampered_save_error(text: str, *, decision: int, card: str) -> Sentence:
    """Change one decision of a save file and return the error the engine gives on loading."""
    import json

    from majority_core.errors import SaveFileError
    from majority_core.the_majority import TheMajorityState

    data = json.loads(text)
    data["decisions"][decision - 1][1] = card
    try:
        TheMajorityState.from_json(json.dumps(data))
    except SaveFileError as exc:
        return Sentence(str(exc))
    return Sentence(_("The edited file still loads (the new decision happened to be legal)."))


def events_seen(state: Any) -> pd.DataFrame:
    """How many events each seat saw, how many were public, and how many only it saw."""
    import pandas as pd

    public = sum(1 for e in state.events if e.visible_to is None)
    rows = []
    for p in range(state.n_players):
        seen = state.events_for(p)
        rows.append(
            {
                "seat": p,
                "events seen": len(seen),
                "public": public,
                "private to this seat": len(seen) - public,
            }
        )
    rows.append(
        {
            "seat": "all-seeing view",
            "events seen": len(state.events),
            "public": public,
            "private to this seat": len(state.events) - public,
        }
    )
    return pd.DataFrame(rows)


def autoplay(game: Any) -> Any:
    """Drive a play board's logic to the end, always choosing the first card offered."""
    while game.legal():
        game.choose(game.legal()[0])
    return game
