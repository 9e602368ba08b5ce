"""Equilibria of small situations taken from real games, solved with nashpy (lessons 06, 07, 23).

Why: a teacher can show on a position the class just played what "optimal" means when both
sides choose at once: a pure saddle point when one exists, a mixed strategy when every pure
choice can be exploited. And a student can put the search bot's advice next to the equilibrium
and next to the hand-written bots, on the same positions, and see who is right.

* :func:`last_trick_game` -- The Majority (revised 2-3, 2-4): the last choice of a round. When
  every seat holds two cards, the next face-down trick is the round's last (the card left is
  kept for the next round, revised 2-5; after round 4 it is never played). Each team chooses a
  pair of cards, one per partner, from the hands as they are (open hands, as a perfect card
  counter would know them); the payoff is the coins the first team gains in the round's debate
  minus the second's (or, in round 4, +1 for a won game and -1 for a lost one), computed by
  playing the trick through the engine. Zero-sum by construction.
* :func:`grard_turn_game` -- Grard ("Résolution des votes", "La carte Marquer"): one turn as a
  coordination game between two seats, the other votes given, the payoffs from the rules'
  own :func:`~majority_core.grard.kernel.resolve_turn`.
* Lesson 07: :func:`disputes` (trick positions where the search and a hand-written bot choose
  differently) and :func:`duel` (both choices played on from the same sampled worlds by the
  bot: who was right), :func:`convergence_chart`.

Each game is a :class:`MatrixGame`; :meth:`MatrixGame.equilibria` asks nashpy (support
enumeration), and :meth:`MatrixGame.is_equilibrium` checks a strategy pair by brute force: no
pure deviation of either side gains anything. numpy, scipy, pandas, altair and nashpy are
imported lazily.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING, Any

from .errors import WrongPhase
from .i18n import N_, _

if TYPE_CHECKING:  # pragma: no cover
    import random

    import altair as alt
    import pandas as pd

    from .display import Lines, Sentence
    from .grard.state import GrardState
    from .policy import Policy
    from .search import Hint
    from .the_majority.state import TheMajorityState

__all__ = [
    "Dispute",
    "MatrixGame",
    "best_replies",
    "convergence_chart",
    "convergence_sentence",
    "convergence_table",
    "current_grard_turn",
    "describe",
    "survey_summary",
    "cell_events",
    "deviation_table",
    "dispute_table",
    "disputes",
    "duel",
    "duel_sentence",
    "duel_summary",
    "duel_verdict",
    "coordination_chance",
    "equilibria_table",
    "find_last_trick",
    "grard_focal_table",
    "grard_mixed_table",
    "grard_turn_game",
    "last_trick_game",
    "last_trick_survey",
    "last_tricks",
    "open_hands",
    "position_at",
    "position_table",
    "reply_cycle",
    "uniform_check",
]

RULE_LAST_TRICK = N_("revised 2-3 (a face-down trick when every seat holds two cards)")
#: The Majority has four rounds (revised 2-5): only the last one's last trick ends the game.
LAST_ROUND = 4


@dataclass
class MatrixGame:
    """A two-sided game in normal form: rows and columns named in words, two payoff tables."""

    title: str
    row_player: str
    col_player: str
    rows: list[str]
    cols: list[str]
    a: list[list[float]]  # the row player's payoffs
    b: list[list[float]]  # the column player's payoffs
    #: What a payoff counts: "coins", "win" (+1 a won game, -1 a lost one) or "points".
    unit: str = "coins"

    @property
    def zero_sum(self) -> bool:
        return all(x == -y for ra, rb in zip(self.a, self.b, strict=True) for x, y in zip(ra, rb, strict=True))

    def nashpy(self) -> Any:
        import nashpy

        return nashpy.Game(self.a, self.b)

    def equilibria(self) -> list[tuple[list[float], list[float]]]:
        """Every equilibrium nashpy's support enumeration finds (non-degenerate games: all)."""
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # degenerate games: nashpy warns, still answers
            found = list(self.nashpy().support_enumeration())
        return [([float(x) for x in r], [float(x) for x in c]) for r, c in found]

    def payoffs(self, r: list[float], c: list[float]) -> tuple[float, float]:
        """The expected payoffs of a pair of (mixed) strategies."""
        u = sum(r[i] * c[j] * self.a[i][j] for i in range(len(r)) for j in range(len(c)))
        v = sum(r[i] * c[j] * self.b[i][j] for i in range(len(r)) for j in range(len(c)))
        return u, v

    def is_equilibrium(self, r: list[float], c: list[float], tol: float = 1e-9) -> bool:
        """Brute force: neither side gains by switching to any pure strategy."""
        u, v = self.payoffs(r, c)
        rows_best = max(sum(c[j] * self.a[i][j] for j in range(len(c))) for i in range(len(r)))
        cols_best = max(sum(r[i] * self.b[i][j] for i in range(len(r))) for j in range(len(c)))
        return rows_best <= u + tol and cols_best <= v + tol

    def pure_equilibria(self) -> list[tuple[str, str]]:
        """Brute force over every cell: the pure strategy pairs that are equilibria."""
        found = []
        for i, j in product(range(len(self.rows)), range(len(self.cols))):
            if all(self.a[k][j] <= self.a[i][j] for k in range(len(self.rows))) and all(
                self.b[i][k] <= self.b[i][j] for k in range(len(self.cols))
            ):
                found.append((self.rows[i], self.cols[j]))
        return found

    def value(self) -> float:
        """Zero-sum games: the row player's guaranteed payoff, by linear programming (scipy)."""
        if not self.zero_sum:
            raise ValueError("only a zero-sum game has a value")
        from scipy.optimize import linprog

        m, n = len(self.rows), len(self.cols)
        # maximise v subject to sum_i x_i a[i][j] >= v for every column j, x a distribution
        cost = [0.0] * m + [-1.0]
        upper = [[-self.a[i][j] for i in range(m)] + [1.0] for j in range(n)]
        res = linprog(
            cost,
            A_ub=upper,
            b_ub=[0.0] * n,
            A_eq=[[1.0] * m + [0.0]],
            b_eq=[1.0],
            bounds=[(0, 1)] * m + [(None, None)],
        )
        return float(res.x[-1])

    def pure_bounds(self) -> tuple[float, float]:
        """Zero-sum: the best the rows can guarantee with a pure choice, and the columns."""
        maximin = max(min(row) for row in self.a)
        minimax = min(max(self.a[i][j] for i in range(len(self.rows))) for j in range(len(self.cols)))
        return maximin, minimax

    def table(self) -> Any:
        """The row player's payoffs as a pandas table (rows and columns named in words)."""
        import pandas as pd

        if self.zero_sum:
            data = self.a
        else:
            data = [[f"{x:g}, {y:g}" for x, y in zip(ra, rb, strict=True)] for ra, rb in zip(self.a, self.b, strict=True)]
        df = pd.DataFrame(data, index=self.rows, columns=self.cols)
        df.index.name = f"{self.row_player} \\ {self.col_player}"
        return df


def _fraction(x: float) -> str:
    return str(Fraction(x).limit_denominator(100))


def _strategy(names: list[str], p: list[float]) -> str:
    """A (mixed) strategy in words: "Y2 & B2 (4/9) or Y5 & B2 (1/6)", or one pure choice."""
    parts = [
        n if x > 1 - 1e-9 else f"{n} ({_fraction(x)})"
        for n, x in zip(names, p, strict=True)
        if x > 1e-9
    ]
    return _(" or ").join(parts)


def describe(game: MatrixGame, r: list[float], c: list[float]) -> Sentence:
    """One sentence for an equilibrium: who plays what, how often, and what each expects."""
    from .display import say

    u, v = game.payoffs(r, c)
    return say(
        _("{rows}: {r}; {cols}: {c}; they expect {u} and {v}.").format(
            rows=game.row_player,
            r=_strategy(game.rows, r),
            cols=game.col_player,
            c=_strategy(game.cols, c),
            u=_number(u),
            v=_number(v),
        )
    )


def _number(x: float) -> str:
    """A payoff as a reader writes it: 1, -1.17, 0.3 (a fraction of small denominator as such)."""
    f = Fraction(x).limit_denominator(100)
    if f.denominator == 1:
        return str(f.numerator)
    return f"{float(f):.3g}"


def equilibria_table(game: MatrixGame) -> pd.DataFrame:
    """Every equilibrium nashpy finds, one row each: pure or mixed, what each side plays (with
    how often, as fractions), what each side expects, and (when both sides have the same
    options, as in a coordination game) how often they choose alike."""
    import pandas as pd

    rows = []
    for r, c in game.equilibria():
        u, v = game.payoffs(r, c)
        pure = max(r) > 1 - 1e-9 and max(c) > 1 - 1e-9
        rows.append(
            {
                _("kind"): _("pure") if pure else _("mixed"),
                game.row_player: _strategy(game.rows, r),
                game.col_player: _strategy(game.cols, c),
                _("{who} expect").format(who=game.row_player): round(u, 3),
                _("{who} expect").format(who=game.col_player): round(v, 3),
            }
        )
        if game.rows == game.cols:  # the same options: how often do the two choose alike?
            rows[-1][_("chance they choose alike")] = coordination_chance(game, r, c)
    frame = pd.DataFrame(rows)
    frame.attrs["percent"] = [_("chance they choose alike")]
    return frame


def best_replies(game: MatrixGame) -> pd.DataFrame:
    """For each choice of either side, the other side's best reply and what it leaves the
    first: where a choice and its reply are replies to each other, a pure equilibrium."""
    import pandas as pd

    rows = []
    for i, name in enumerate(game.rows):
        j = max(range(len(game.cols)), key=lambda k: game.b[i][k])
        rows.append({
            _("if"): _("{who} play {x}").format(who=game.row_player, x=name),
            _("the best reply"): _("{who} play {y}").format(who=game.col_player, y=game.cols[j]),
            _("{who} get").format(who=game.row_player): game.a[i][j],
        })
    for j, name in enumerate(game.cols):
        i = max(range(len(game.rows)), key=lambda k: game.a[k][j])
        rows.append({
            _("if"): _("{who} play {x}").format(who=game.col_player, x=name),
            _("the best reply"): _("{who} play {y}").format(who=game.row_player, y=game.rows[i]),
            _("{who} get").format(who=game.row_player): game.a[i][j],
        })
    return pd.DataFrame(rows)


def reply_cycle(game: MatrixGame) -> Lines:
    """Follow best replies from the rows' safest pure choice until a choice comes back: a
    fixed point is a saddle point; a cycle is why no pure choice is safe (a mixed strategy)."""
    from .display import bullets

    i = max(range(len(game.rows)), key=lambda k: min(game.a[k]))
    seen: list[tuple[str, int]] = []
    side = "rows"
    lines = []
    while (side, i) not in seen:
        seen.append((side, i))
        if side == "rows":
            j = max(range(len(game.cols)), key=lambda k: game.b[i][k])
            lines.append(_("{a} play {x}; the best reply of {b} is {y} ({a} get {v}).").format(
                a=game.row_player, x=game.rows[i], b=game.col_player, y=game.cols[j],
                v=_number(game.a[i][j])))
            side, i = "cols", j
        else:
            k = max(range(len(game.rows)), key=lambda m: game.a[m][i])
            lines.append(_("{b} play {y}; the best reply of {a} is {x} ({a} get {v}).").format(
                a=game.row_player, x=game.rows[k], b=game.col_player, y=game.cols[i],
                v=_number(game.a[k][i])))
            side, i = "rows", k
    lines = [line[:1].upper() + line[1:] for line in lines]
    back = len(seen) - seen.index((side, i))
    if back <= 2:
        lines.append(_("The replies settle: these two choices answer each other, a saddle point."))
    else:
        lines.append(_("Back where we started after {n} replies: no pure choice is safe, so "
                       "each side must mix.").format(n=back))
    return bullets(lines)


def deviation_table(game: MatrixGame, r: list[float], c: list[float]) -> pd.DataFrame:
    """The brute-force check of an equilibrium, one row per pure choice of either side: what
    it earns against the other side's (mixed) strategy, and how often the equilibrium plays it.
    At an equilibrium every choice it plays earns the best any choice earns (each side leaves
    the other indifferent among the choices it mixes), and no choice earns more."""
    import pandas as pd

    rows = []
    for i, name in enumerate(game.rows):
        earns = sum(c[j] * game.a[i][j] for j in range(len(game.cols)))
        rows.append({_("side"): game.row_player, _("pure choice"): name,
                     _("how often in the equilibrium"): _fraction(r[i]),
                     _("earns against the other side's strategy"): round(earns, 3)})
    for j, name in enumerate(game.cols):
        earns = sum(r[i] * game.b[i][j] for i in range(len(game.rows)))
        rows.append({_("side"): game.col_player, _("pure choice"): name,
                     _("how often in the equilibrium"): _fraction(c[j]),
                     _("earns against the other side's strategy"): round(earns, 3)})
    return pd.DataFrame(rows)


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
    from .rng import make_rng
    from .the_majority.policies import Greedy
    from .the_majority.state import TheMajorityState

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
                    _("choices"): f"{len(game.rows)} x {len(game.cols)}",
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
    from .display import bullets

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
    from .rng import make_rng
    from .the_majority.policies import Greedy
    from .the_majority.state import TheMajorityState

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

    from .policy import UniformRandom
    from .search import search

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
                _("95% interval"): f"{low:.0%} to {high:.0%}",
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
    from .rng import make_rng
    from .search import hint
    from .the_majority.policies import get_policy
    from .the_majority.state import TheMajorityState

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

    from .game import play
    from .search import sampler_for
    from .the_majority.policies import get_policy

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
            _("95% interval (Wilson)"): f"{ci.low:.0%} to {ci.high:.0%}" if ci else "–",
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


def duel_sentence(frame: pd.DataFrame) -> Sentence:
    """What the duel shows, in one honest sentence: the search's share of the worlds where the
    two cards gave different results, its Wilson interval, and what the interval allows."""
    from scipy.stats import binomtest

    from .display import say

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
            n=a + b, a=a, share=f"{a / (a + b):.0%}", low=f"{ci.low:.0%}",
            high=f"{ci.high:.0%}", verdict=verdict)
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
            _("95% interval"): f"{r['low']:.0%} to {r['high']:.0%}",
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
    from .display import say

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

    from .display import lesson_chart

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


# -- Grard: one turn as a coordination game ------------------------------------------------------
def grard_turn_game(
    pile_size: int,
    *,
    others: dict[str, int] | None = None,
    stay: float = 1.0,
    options: tuple[str, ...] = ("A", "B", "C", "mark"),
) -> MatrixGame:
    """Two seats' votes in one Grard turn, the other seats' votes given (``others``: vote ->
    how many). A seat's payoff: the points it scores (Mark in the majority pays ``pile_size``,
    Grard "La carte Marquer"), plus ``stay`` if it goes on in the round (its proposition is in
    the majority: the worth of staying in, a modelling choice), 0 if it is out."""
    from .grard.kernel import resolve_turn

    fixed = [v for v, k in (others or {}).items() for _ in range(k)]

    def pay(x: str, y: str) -> tuple[float, float]:
        votes: dict[Any, str] = {"row": x, "col": y}
        votes.update({("other", i): v for i, v in enumerate(fixed)})
        r = resolve_turn(votes, pile_size)
        return tuple(  # type: ignore[return-value]
            r.points[p] + (stay if p in r.continuing else 0.0) for p in ("row", "col")
        )

    cells = [[pay(x, y) for y in options] for x in options]
    return MatrixGame(
        _("A Grard turn: pile of {pile}, staying in worth {stay}").format(
            pile=pile_size, stay=f"{stay:g}"
        ),
        # The engine's seat numbers (from 0), as the real turns of current_grard_turn show.
        _("seat {s}").format(s=0),
        _("seat {s}").format(s=1),
        list(options),
        list(options),
        [[c[0] for c in row] for row in cells],
        [[c[1] for c in row] for row in cells],
        unit="points",
    )


def current_grard_turn(state: GrardState, seats: tuple[int, int], stay: float = 1.0) -> MatrixGame:
    """:func:`grard_turn_game` for two seats of a real game, the other seats' votes as cast."""
    votes = dict(state.votes)
    others: dict[str, int] = {}
    for p, vote in votes.items():
        if p not in seats:
            others[str(vote)] = others.get(str(vote), 0) + 1
    game = grard_turn_game(len(state.pile), others=others, stay=stay)
    game.row_player, game.col_player = (_("seat {s}").format(s=s) for s in seats)
    return game


def grard_focal_table(state: GrardState, seats: tuple[int, int], stay: float = 1.0) -> pd.DataFrame:
    """Equilibrium selection in a real Grard turn: each pure equilibrium of
    :func:`current_grard_turn` (the same vote for both seats), what it pays each, and how much
    its proposition stands out (its association with the reference, from the deck's tags, as
    the focal bot reads it). The payoffs cannot choose among equal equilibria; the words can:
    the proposition that stands out most is the focal point (Schelling)."""
    import pandas as pd

    from .grard.components import word
    from .grard.policies import most_salient, salience

    game = current_grard_turn(state, seats, stay=stay)
    view = state.view(seats[0])
    stands_out = salience(view)
    focal = most_salient(view)
    rows = []
    for x, y in game.pure_equilibria():
        i, j = game.rows.index(x), game.cols.index(y)
        is_mark = x == "mark"
        rows.append(
            {
                _("both vote"): _("Mark") if is_mark else (x if x == y else f"{x} / {y}"),
                _("word"): "–" if is_mark else word(view["propositions"][x]).text(view["language"]),
                game.row_player + _(" gets"): game.a[i][j],
                game.col_player + _(" gets"): game.b[i][j],
                _("how much it stands out"): None if is_mark else round(stands_out[x], 3),
                _("focal point"): x == focal,
            }
        )
    return pd.DataFrame(rows)


def coordination_chance(game: MatrixGame, r: list[float], c: list[float]) -> float:
    """How often two seats playing ``r`` and ``c`` vote the same way (rows and columns are the
    same options): the sum over options of both probabilities."""
    return sum(p * q for p, q in zip(r, c, strict=True))


def grard_mixed_table(piles: Iterable[int] = (1, 2, 3, 5, 8), stay: float = 1.0) -> pd.DataFrame:
    """Two seats alone, for each pile size: the fully mixed equilibrium of the turn (how often
    each seat votes Mark, how often the two vote alike, what each expects) next to the best
    pure equilibrium. A bigger pile makes Mark *less* frequent in the mix: each seat's mix must
    leave the other indifferent, so the option that pays more when they meet is chosen less."""
    import pandas as pd

    rows = []
    for pile in piles:
        game = grard_turn_game(pile, stay=stay)
        r, c = next((r, c) for r, c in game.equilibria() if all(x > 1e-9 for x in r))
        best = max(game.a[i][i] for i in range(len(game.rows)))
        rows.append({
            _("pile"): pile,
            _("Mark in the mix"): _fraction(r[game.rows.index("mark")]),
            _("each proposition in the mix"): _fraction(r[0]),
            _("chance they vote alike"): coordination_chance(game, r, c),
            _("each expects, mixing"): round(game.payoffs(r, c)[0], 3),
            _("each gets, best pure equilibrium"): best,
        })
    frame = pd.DataFrame(rows)
    frame.attrs["percent"] = [_("chance they vote alike")]
    return frame
