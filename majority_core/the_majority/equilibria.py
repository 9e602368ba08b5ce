"""The Majority's equilibria: the last trick of a round as a matrix game (lessons 06, 07).

Why: a teacher can show on a position the class just played what "optimal" means when both
teams choose at once, and a student can put the search bot's advice next to the equilibrium
and next to the hand-written bots, on the same positions, and see who is right.

* :func:`last_trick_game` -- The Majority (revised 2-3, 2-4): the last choice of a round. When
  every seat holds two cards, the next face-down trick is the round's last (the card left is
  kept for the next round, revised 2-5; after round 4 it is never played). Each team chooses a
  pair of cards, one per partner, from the hands as they are (open hands, as a perfect card
  counter would know them); the payoff is the coins the first team gains in the round's debate
  minus the second's (or, in round 4, +1 for a won game and -1 for a lost one), computed by
  playing the trick through the engine. Zero-sum by construction.
* Lesson 07: :func:`disputes` (trick positions where the search and a hand-written bot choose
  differently) and :func:`duel` (both choices played on from the same sampled worlds by the
  bot: who was right), :func:`convergence_chart`.

The generic tools (:class:`~majority_core.equilibria.MatrixGame`, :func:`describe`,
:func:`equilibria_table`, ...) live in :mod:`majority_core.equilibria` and are re-exported here,
so that a lesson reads everything from one module. numpy, scipy, pandas, altair and nashpy are
imported lazily.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..equilibria import (
    MatrixGame,
    best_replies,
    coordination_chance,
    describe,
    deviation_table,
    equilibria_table,
    reply_cycle,
)
from ..errors import WrongPhase
from ..i18n import N_, _, percent

if TYPE_CHECKING:  # pragma: no cover
    import random

    import altair as alt
    import pandas as pd

    from ..display import Lines, Sentence
    from ..policy import Policy
    from ..search import Hint
    from .state import TheMajorityState

__all__ = [
    "LAST_ROUND",
    "RULE_LAST_TRICK",
    "Dispute",
    "MatrixGame",
    "best_replies",
    "cell_events",
    "convergence_chart",
    "convergence_sentence",
    "convergence_table",
    "coordination_chance",
    "describe",
    "deviation_table",
    "dispute_table",
    "disputes",
    "duel",
    "duel_sentence",
    "duel_summary",
    "duel_verdict",
    "equilibria_table",
    "find_last_trick",
    "last_trick_game",
    "last_trick_survey",
    "last_tricks",
    "open_hands",
    "position_at",
    "position_table",
    "reply_cycle",
    "survey_summary",
    "uniform_check",
]


RULE_LAST_TRICK = N_("revised 2-3 (a face-down trick when every seat holds two cards)")
#: The Majority has four rounds (revised 2-5): only the last one's last trick ends the game.
LAST_ROUND = 4


# -- The Majority: the last choice of a round ---------------------------------------------------
def last_trick_game(state: TheMajorityState, payoff: str = "coins") -> MatrixGame:
    """The round's last face-down trick with open hands, as a zero-sum game between the teams.

    ``state`` must be a 4-player game waiting for all four seats to play face down, every
    seat holding two cards (revised 2-3); otherwise :class:`~majority_core.errors.WrongPhase`.
    ``payoff="coins"``: the coins seats 0 and 2 gain in the round's debate minus those of
    seats 1 and 3 (revised 2-4); ``payoff="win"`` (round 4 only, where this trick ends the
    game): +1 when seats 0 and 2 win the game, -1 when they lose (revised 2-6).
    """
    last_trick_game_check(state)
    if payoff not in ("coins", "win"):
        raise ValueError(f"payoff is 'coins' or 'win', not {payoff!r}")
    n = state.n_players
    v = state.view(None)
    if payoff == "win" and v["round"] != LAST_ROUND:
        raise WrongPhase(
            _("the game is decided by this trick only in round {last}; this is round {r}").format(
                last=LAST_ROUND, r=v["round"]
            ),
            rule=_("revised 2-6"),
        )
    teams = [(0, 2), (1, 3)]
    options = [
        [(x, y) for x in state.legal_actions(a) for y in state.legal_actions(b)] for a, b in teams
    ]
    start = list(v["coins"])
    a: list[list[float]] = []
    for mine in options[0]:
        row = []
        for theirs in options[1]:
            world = state.clone()
            for seat, card in zip((0, 2, 1, 3), (*mine, *theirs), strict=True):
                world.apply(seat, card)  # the trick, then the debate (revised 2-3, 2-4)
            if payoff == "win":
                result = world.returns()
                row.append(float(result[0] - result[1]))
                continue
            coins = world.view(None)["coins"]
            gain = [coins[s] - start[s] for s in range(n)]
            row.append(float(gain[0] + gain[2] - gain[1] - gain[3]))
        a.append(row)
    names = [[f"{x} & {y}" for x, y in opts] for opts in options]
    title = (
        _("The last trick of the game (+1 a win for seats 0 and 2, -1 a loss)")
        if payoff == "win"
        else _("The last trick of round {r} (coins gained, seats 0 and 2 minus seats 1 and 3)")
        .format(r=v["round"])
    )
    return MatrixGame(
        title,
        _("seats 0 and 2"),
        _("seats 1 and 3"),
        names[0],
        names[1],
        a,
        [[-x for x in row] for row in a],
        unit=payoff,
    )


def last_trick_game_check(state: TheMajorityState) -> None:
    """Raise WrongPhase unless :func:`last_trick_game` applies (without building it)."""
    v = state.view(None)
    if (
        state.n_players != 4
        or state.phase != "trick"
        or v["face_up_order"] is not None
        or state.current_players() != list(range(4))
        or any(h != 2 for h in v["hand_sizes"])
    ):
        raise WrongPhase(
            _("the last choice of a round is a face-down trick of four seats holding two cards "
              "each; this game is not there"),
            rule=_(RULE_LAST_TRICK),
        )


def _applies(state: TheMajorityState) -> bool:
    try:
        last_trick_game_check(state)
    except WrongPhase:
        return False
    return True


def last_tricks(seed: int, policy: Policy | None = None) -> list[TheMajorityState]:
    """Every round-ending face-down trick of one game (seed ``seed``, ``policy`` in every seat,
    Greedy by default), as copies of the game at that moment. A round whose last trick is
    played face up (after a spy, revised 3-1 [3]) has none: one seat at a time is not a
    simultaneous choice."""
    from ..rng import make_rng
    from .policies import Greedy
    from .state import TheMajorityState

    bot = policy or Greedy()
    state = TheMajorityState.new(n_players=4, seed=seed)
    rngs = [make_rng(seed, "policy", p) for p in range(4)]
    found = []
    while not state.is_terminal():
        if _applies(state):
            found.append(state.clone())
        for p in state.current_players():
            state.apply(p, bot.act(state.view(p), state.legal_actions(p), rngs[p]))
    return found


def find_last_trick(
    seed: int, policy: Policy | None = None, max_games: int = 50, round_: int | None = None
) -> TheMajorityState:
    """The first game from ``seed`` on (played by ``policy``, Greedy by default) with a
    round-ending face-down trick where :func:`last_trick_game` applies (in round ``round_``
    if given), at that trick."""
    for s in range(seed, seed + max_games):
        for state in last_tricks(s, policy):
            if round_ is None or state.round == round_:
                return state
    raise LookupError("no face-down last trick found")


def last_trick_survey(seeds: Iterable[int], policy: Policy | None = None) -> pd.DataFrame:
    """Every round-ending face-down trick of the games ``seeds``: the teams' best pure
    guarantees, the game's value, and whether a pure choice is optimal (a saddle point, when
    the two guarantees meet) or both teams must mix."""
    import pandas as pd

    rows = []
    for seed in seeds:
        for state in last_tricks(seed, policy):
            game = last_trick_game(state)
            low, high = game.pure_bounds()
            rows.append(
                {
                    _("game seed"): seed,
                    _("round"): state.round,
                    _("choices"): _("{rows} × {cols}").format(rows=len(game.rows), cols=len(game.cols)),
                    _("pure guarantee of seats 0 and 2"): low,
                    _("pure guarantee of seats 1 and 3"): -high,
                    _("value"): round(game.value(), 3),
                    _("saddle point"): low == high,
                }
            )
    return pd.DataFrame(rows)


def survey_summary(survey: pd.DataFrame) -> pd.DataFrame:
    """:func:`last_trick_survey` by round: how many round-ending tricks, how many have a
    saddle point, how many need both teams to mix."""
    import pandas as pd

    rows = []
    for rnd, part in [*survey.groupby(_("round")), (_("all rounds"), survey)]:
        mixed = part[~part[_("saddle point")]]
        rows.append({
            _("round"): rnd,
            _("face-down last tricks"): len(part),
            _("with a saddle point"): int(part[_("saddle point")].sum()),
            _("need a mixed strategy"): len(mixed),
            _("share that need mixing"): len(mixed) / len(part) if len(part) else 0.0,
        })
    frame = pd.DataFrame(rows)
    frame.attrs["percent"] = [_("share that need mixing")]
    return frame


def cell_events(state: TheMajorityState, row: str, col: str) -> Lines:
    """What happens in one cell of :func:`last_trick_game`: the four cards played through the
    engine, and every public event that follows (the trick, its effects, the debate, the end),
    each naming its rule."""
    from ..display import bullets

    world = state.clone()
    before = len(world.events)
    for seat, card in zip((0, 2, 1, 3), (*row.split(" & "), *col.split(" & ")), strict=True):
        world.apply(seat, card)
    return bullets(e.explain() for e in world.events[before:] if e.visible_to is None)


def position_at(
    seed: int, round_: int, trick: int, seat: int = 0, policy: Policy | None = None
) -> TheMajorityState:
    """The game ``seed`` played by ``policy`` (Greedy by default) in every seat, at ``seat``'s
    decision in trick ``trick`` (1-based) of round ``round_`` (a position to ask for a hint)."""
    from ..rng import make_rng
    from .policies import Greedy
    from .state import TheMajorityState

    bot = policy or Greedy()
    state = TheMajorityState.new(n_players=4, seed=seed)
    rngs = [make_rng(seed, "policy", p) for p in range(4)]
    while not state.is_terminal():
        for p in state.current_players():
            if (p == seat and state.phase == "trick" and state.round == round_
                    and state.view(None)["trick"] == trick):
                return state
            state.apply(p, bot.act(state.view(p), state.legal_actions(p), rngs[p]))
    raise LookupError(f"game {seed} has no trick {trick} in round {round_}")


def position_table(state: TheMajorityState) -> pd.DataFrame:
    """The table at a decision of The Majority, one row per seat: team, hand, the won totals
    per colour, coins and the spy token (the open-hands picture the last-trick game uses)."""
    import pandas as pd

    v = state.view(None)
    rows = []
    for s in range(state.n_players):
        row = {
            _("seat"): s,
            _("team"): _("seats 0 and 2") if s % 2 == 0 else _("seats 1 and 3"),
            _("hand"): " ".join(v["hands"][s]),
        }
        for colour, total in v["totals"][s].items():
            row[_(colour)] = total
        row[_("coins")] = v["coins"][s]
        row[_("spy token")] = v["spy_holder"] == s
        rows.append(row)
    return pd.DataFrame(rows).set_index(_("seat"))


def open_hands(state: Any, seat: int, rng: random.Random) -> Any:
    """A sampler for :func:`majority_core.search.search` that gives the world as it is: the
    search then sees every hand, like the open-hands game of :func:`last_trick_game`."""
    return state.clone()


def uniform_check(
    state: TheMajorityState, *, iterations: int = 400, seed: int = 0
) -> pd.DataFrame:
    """Round 4's last trick: seat 0's chance to win with each card when the three others play
    uniformly at random, exactly (the average of the win matrix of :func:`last_trick_game`)
    and as the search estimates it with open hands (:func:`open_hands`; its playouts are
    exactly that random play). Two routes through the engine that must agree."""
    import pandas as pd

    from ..policy import UniformRandom
    from ..search import search

    game = last_trick_game(state, payoff="win")
    exact: dict[str, list[float]] = {}
    for name, row in zip(game.rows, game.a, strict=True):
        exact.setdefault(name.split(" & ")[0], []).extend(row)
    found = search(
        state, 0, iterations=iterations, seed=seed, sampler=open_hands, model=UniformRandom()
    )
    rows = []
    for card, cells in exact.items():
        chance = sum((x + 1) / 2 for x in cells) / len(cells)
        stats = found[card]
        low, high = stats.interval()
        rows.append(
            {
                _("seat 0 plays"): card,
                _("exact win chance"): chance,
                _("search estimate"): stats.value,
                _("95% interval"): _("{low} to {high}").format(low=percent(low), high=percent(high)),
                _("playouts"): stats.visits,
                _("exact value inside"): low - 1e-9 <= chance <= high + 1e-9,
            }
        )
    frame = pd.DataFrame(rows)
    frame.attrs["percent"] = [_("exact win chance"), _("search estimate")]
    return frame


# -- Lesson 07: the search against the hand-written bots ----------------------------------------
@dataclass
class Dispute:
    """A trick decision where the search and a hand-written bot choose different cards."""

    state: TheMajorityState  # the game at the decision (a copy)
    seat: int
    search_card: str
    bot_card: str
    bot: str
    hint: Hint  # the search's hint at the decision (every card's estimate)
    game_seed: int

    def estimate(self, card: str) -> float:
        """The search's estimated win chance of ``card`` here."""
        return _estimate(self.hint, card)


def _estimate(advice: Hint, card: str) -> float:
    return next(v for a, v, *_rest in advice.actions if a == card)


def disputes(
    seeds: Iterable[int],
    bot: str = "greedy",
    *,
    seat: int = 0,
    iterations: int = 100,
    limit: int = 6,
    per_game: int = 1,
    rounds: Iterable[int] = (1, 2, 3, 4),
    seed: int = 0,
) -> list[Dispute]:
    """Play the games ``seeds`` with ``bot`` in every seat; at each trick decision of ``seat``
    with a real choice, ask the search for its hint (:func:`majority_core.search.hint`, as the
    boards' Hint button does, with ``iterations`` and seed ``seed``) and keep the decisions
    where it disagrees with the bot (its estimate of its own card strictly above its estimate of
    the bot's: a tie is no disagreement): ``per_game`` at most in one game (decisions of one game
    hang together), ``limit`` in all, only in ``rounds``. The game goes on with the bot's
    card."""
    from ..rng import make_rng
    from ..search import hint
    from .policies import get_policy
    from .state import TheMajorityState

    policy = get_policy(bot)
    wanted = set(rounds)
    found: list[Dispute] = []
    for game_seed in seeds:
        state = TheMajorityState.new(n_players=4, seed=game_seed)
        rngs = [make_rng(game_seed, "policy", p) for p in range(4)]
        here = len(found)
        while not state.is_terminal() and len(found) < limit and len(found) - here < per_game:
            for p in state.current_players():
                legal = state.legal_actions(p)
                card = policy.act(state.view(p), legal, rngs[p])
                if (
                    p == seat
                    and state.phase == "trick"
                    and state.round in wanted
                    and len(legal) > 1
                    and len(found) - here < per_game
                ):
                    advice = hint(state, seat, iterations=iterations, seed=seed)
                    best = advice.best
                    if best != str(card) and _estimate(advice, best) > _estimate(advice, str(card)):
                        found.append(
                            Dispute(state.clone(), seat, best, str(card), policy.name,
                                    advice, game_seed)
                        )
                state.apply(p, card)
        if len(found) >= limit:
            break
    return found


def dispute_table(found: Sequence[Dispute]) -> pd.DataFrame:
    """The disputed decisions, one row each: where, the hand, and each side's card with the
    search's estimate of it (its win rate in the search's playouts)."""
    import pandas as pd

    rows = []
    for k, d in enumerate(found, 1):
        v = d.state.view(d.seat)
        rows.append(
            {
                _("position"): k,
                _("game seed"): d.game_seed,
                _("round"): v["round"],
                _("trick"): v["trick"],
                _("hand"): " ".join(v["hand"]),
                _("search plays"): d.search_card,
                _("search's estimate of it"): d.estimate(d.search_card),
                _("bot"): d.bot,
                _("bot plays"): d.bot_card,
                _("search's estimate of the bot's card"): d.estimate(d.bot_card),
            }
        )
    frame = pd.DataFrame(rows)
    frame.attrs["percent"] = [_("search's estimate of it"), _("search's estimate of the bot's card")]
    return frame


def duel(found: Sequence[Dispute], *, worlds: int = 30, seed: int = 0) -> pd.DataFrame:
    """Who is right at each disputed decision: from ``worlds`` worlds the seat cannot tell
    apart (its game's sampler), play the search's card and then the bot's card, and let the
    bot play every seat to the end of the game from there (the same world and the same bot
    decisions for both cards: common random numbers). One row per position: how often each
    card won, and in how many worlds the two cards gave different results, each way."""
    import random as _random

    import pandas as pd

    from ..game import play
    from ..search import sampler_for
    from .policies import get_policy

    rows = []
    for k, d in enumerate(found, 1):
        sample = sampler_for(d.state)
        rng = _random.Random(f"{seed}:{k}")
        policy = get_policy(d.bot)
        wins = {d.search_card: 0, d.bot_card: 0}
        search_better = bot_better = 0
        for w in range(worlds):
            world = sample(d.state, d.seat, rng)
            result = {}
            for card in (d.search_card, d.bot_card):
                game = world.clone()
                game.apply(d.seat, card)
                play(game, [policy] * game.n_players, seed=w)
                result[card] = game.returns()[d.seat]
                wins[card] += int(result[card])
            search_better += result[d.search_card] > result[d.bot_card]
            bot_better += result[d.search_card] < result[d.bot_card]
        rows.append(
            {
                _("position"): k,
                _("bot"): d.bot,
                _("worlds"): worlds,
                _("wins with the search's card"): wins[d.search_card],
                _("wins with the bot's card"): wins[d.bot_card],
                _("worlds where only the search's card won"): search_better,
                _("worlds where only the bot's card won"): bot_better,
            }
        )
    return pd.DataFrame(rows)


def duel_summary(frame: pd.DataFrame) -> pd.DataFrame:
    """The duel by bot and over all positions: how often the game was won after each card, in
    how many worlds the two cards gave different results, and the share of those the search's
    card won, with its Wilson 95% interval (above one half: the search was right more often)."""
    import pandas as pd
    from scipy.stats import binomtest

    groups = [(bot, part) for bot, part in frame.groupby(_("bot"), sort=False)]
    if len(groups) > 1:
        groups.append((_("all positions"), frame))
    rows = []
    for bot, part in groups:
        n = int(part[_("worlds")].sum())
        a = int(part[_("worlds where only the search's card won")].sum())
        b = int(part[_("worlds where only the bot's card won")].sum())
        ci = binomtest(a, a + b).proportion_ci(method="wilson") if a + b else None
        rows.append({
            _("against"): bot,
            _("positions"): len(part),
            _("worlds"): n,
            _("won after the search's card"): part[_("wins with the search's card")].sum() / n,
            _("won after the bot's card"): part[_("wins with the bot's card")].sum() / n,
            _("worlds where the cards differed"): a + b,
            _("the search's card won"): a,
            _("its share"): a / (a + b) if a + b else float("nan"),
            _("95% interval (Wilson)"): (
                _("{low} to {high}").format(low=percent(ci.low), high=percent(ci.high))
                if ci else "–"
            ),
        })
    out = pd.DataFrame(rows)
    out.attrs["percent"] = [_("won after the search's card"), _("won after the bot's card"),
                            _("its share")]
    return out


def duel_verdict(frame: pd.DataFrame) -> str:
    """"search", "bot" or "undecided": where the two cards gave different results, does the
    Wilson 95% interval of the search's share lie above one half, below it, or around it?"""
    from scipy.stats import binomtest

    a = int(frame[_("worlds where only the search's card won")].sum())
    b = int(frame[_("worlds where only the bot's card won")].sum())
    if a + b == 0:
        return "undecided"
    ci = binomtest(a, a + b).proportion_ci(method="wilson")
    if ci.low > 0.5:
        return "search"
    if ci.high < 0.5:
        return "bot"
    return "undecided"


def _bound_percent(p: float) -> str:
    """An interval bound as a percentage, with one decimal when whole percents would round it
    to 50%: "50%" beside "the interval lies below 50%" reads as a contradiction (49.6% does
    not)."""
    shown = percent(p)
    return percent(p, 1) if p != 0.5 and shown == percent(0.5) else shown


def duel_sentence(frame: pd.DataFrame) -> Sentence:
    """What the duel shows, in one honest sentence: the search's share of the worlds where the
    two cards gave different results, its Wilson interval, and what the interval allows."""
    from scipy.stats import binomtest

    from ..display import say

    a = int(frame[_("worlds where only the search's card won")].sum())
    b = int(frame[_("worlds where only the bot's card won")].sum())
    if a + b == 0:
        return say(_("The two cards never gave different results: nothing to tell them apart."))
    ci = binomtest(a, a + b).proportion_ci(method="wilson")
    verdict = {
        "search": _("the whole interval lies above one half: the search's card was right more "
                    "often"),
        "bot": _("the whole interval lies below one half: the bot's card was right more often"),
        "undecided": _("the interval contains one half: these games cannot tell yet who is "
                       "right"),
    }[duel_verdict(frame)]
    return say(
        _("In {n} worlds the two cards led to different results; the search's card won {a} of "
          "them ({share}, 95% interval {low} to {high}): {verdict}.").format(
            n=a + b, a=a, share=percent(a / (a + b)), low=_bound_percent(ci.low),
            high=_bound_percent(ci.high), verdict=verdict)
    )


def convergence_table(rows: Sequence[dict[str, Any]], budget: int | None = None) -> pd.DataFrame:
    """One budget of :func:`majority_core.search.convergence` (the largest by default), card
    by card: playouts, the estimate, its 95% interval, whether the search recommends it."""
    import pandas as pd

    budget = max(r["iterations"] for r in rows) if budget is None else budget
    frame = pd.DataFrame([
        {
            _("card"): r["action"],
            _("playouts"): r["playouts"],
            _("estimated win chance"): r["value"],
            _("95% interval"): _("{low} to {high}").format(low=percent(r["low"]),
                                                           high=percent(r["high"])),
            _("recommended"): bool(r["recommended"]),
        }
        for r in rows if r["iterations"] == budget
    ])
    frame.attrs["percent"] = [_("estimated win chance")]
    return frame


def convergence_sentence(rows: Sequence[dict[str, Any]]) -> Sentence:
    """What :func:`majority_core.search.convergence` shows, in one sentence: the card
    recommended with the smallest and the largest budget, and how the widest interval of a
    tried card narrows between them."""
    from ..display import say

    budgets = sorted({r["iterations"] for r in rows})
    small, large = budgets[0], budgets[-1]

    def best(n: int) -> str:
        return next(r["action"] for r in rows if r["iterations"] == n and r["recommended"])

    def widest(n: int) -> float:
        return max(r["high"] - r["low"] for r in rows if r["iterations"] == n and r["playouts"])

    return say(
        _("With {small} playouts the search recommends {a}; with {large}, {b}. The widest "
          "interval narrows from {w1} to {w2} percentage points.").format(
            small=small, a=best(small), large=large, b=best(large),
            w1=round(100 * widest(small)), w2=round(100 * widest(large)))
    )


def convergence_chart(rows: Sequence[dict[str, Any]]) -> alt.Chart:
    """The rows of :func:`majority_core.search.convergence` as a chart: each action's
    estimated win chance (a dot) and its 95% interval (a bar) at each search budget."""
    import altair as alt
    import pandas as pd

    from ..display import lesson_chart

    frame = pd.DataFrame(rows)
    frame["budget"] = frame["iterations"].map(lambda n: _("{n} playouts").format(n=n))
    order = [_("{n} playouts").format(n=n) for n in sorted(frame["iterations"].unique())]
    base = alt.Chart(frame).encode(
        x=alt.X("budget:N", sort=order, title=_("search budget")),
        xOffset=alt.XOffset("action:N"),
        color=alt.Color("action:N", title=_("card")),
    )
    bars = base.mark_rule(strokeWidth=2).encode(
        y=alt.Y("low:Q", title=_("estimated win chance"), axis=alt.Axis(format="%"),
                scale=alt.Scale(domain=[0, 1])),
        y2="high:Q",
    )
    dots = base.mark_point(filled=True, size=60).encode(
        y="value:Q",
        tooltip=["action", "iterations", "playouts",
                 alt.Tooltip("value:Q", format=".0%"),
                 alt.Tooltip("low:Q", format=".0%"), alt.Tooltip("high:Q", format=".0%")],
    )
    chart = (bars + dots).properties(
        width=560, height=300,
        title=_("The search's estimates settle as it runs longer (95% intervals)"),
    )
    return lesson_chart(chart)
