"""Equilibria of small situations taken from real games, solved with nashpy (lessons 06, 23).

Why: a teacher can show on a position the class just played what "optimal" means when both
sides choose at once: a pure saddle point when one exists, a mixed strategy when every pure
choice can be exploited.

* :func:`last_trick_game` -- The Majority (revised 2-3, 4-1): the last choice of a round. When
  every seat holds two cards, the next face-down trick is the round's last real decision (the
  final trick plays the one card left). Each team chooses a pair of cards, one per partner,
  from the hands as they are (open hands, as a perfect card counter would know them); the
  payoff is the coins the first team gains minus the second's over the rest of the round,
  computed by playing it through the engine. Zero-sum by construction.
* :func:`grard_turn_game` -- Grard ("Résolution des votes", "La carte Marquer"): one turn as a
  coordination game between two seats, the other votes given, the payoffs from the rules'
  own :func:`~majority_core.grard.kernel.resolve_turn`.

Each returns a :class:`MatrixGame`; :meth:`MatrixGame.equilibria` asks nashpy (support
enumeration), and :meth:`MatrixGame.is_equilibrium` checks a strategy pair by brute force: no
pure deviation of either side gains anything. numpy, scipy and nashpy are imported lazily.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING, Any

from .errors import WrongPhase

if TYPE_CHECKING:  # pragma: no cover
    from .grard.state import GrardState
    from .the_majority.state import TheMajorityState

__all__ = ["MatrixGame", "grard_turn_game", "last_trick_game"]

RULE_LAST_TRICK = "revised 2-3 (a face-down trick when every seat holds two cards)"


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


def describe(game: MatrixGame, r: list[float], c: list[float]) -> str:
    """One sentence for an equilibrium: who plays what, how often."""

    def side(names: list[str], p: list[float]) -> str:
        parts = [f"{n} ({_fraction(x)})" if x < 1 - 1e-9 else n for n, x in zip(names, p, strict=True) if x > 1e-9]
        return " or ".join(parts)

    u, v = game.payoffs(r, c)
    return (
        f"{game.row_player} plays {side(game.rows, r)}, {game.col_player} plays "
        f"{side(game.cols, c)}: they expect {u:.3g} and {v:.3g}."
    )


# -- The Majority: the last choice of a round ---------------------------------------------------
def last_trick_game(state: TheMajorityState) -> MatrixGame:
    """The round's last face-down trick with open hands, as a zero-sum game between the teams.

    ``state`` must be a 4-player game waiting for all four seats to play face down, every
    seat holding two cards (revised 2-3); otherwise :class:`~majority_core.errors.WrongPhase`.
    """
    last_trick_game_check(state)
    n = state.n_players
    v = state.view(None)
    teams = [(0, 2), (1, 3)]
    options = [
        [(x, y) for x in state.legal_actions(a) for y in state.legal_actions(b)] for a, b in teams
    ]
    start = list(v["coins"])
    here = v["round"]
    a: list[list[float]] = []
    for mine in options[0]:
        row = []
        for theirs in options[1]:
            world = state.clone()
            for seat, card in zip((0, 2, 1, 3), (*mine, *theirs), strict=True):
                world.apply(seat, card)
            while not world.is_terminal() and world.view(None)["round"] == here:
                for p in world.current_players():
                    legal = world.legal_actions(p)
                    world.apply(p, legal[0])  # one card left: forced
            coins = world.view(None)["coins"]
            gain = [coins[s] - start[s] for s in range(n)]
            row.append(float(gain[0] + gain[2] - gain[1] - gain[3]))
        a.append(row)
    names = [[f"{x} & {y}" for x, y in opts] for opts in options]
    return MatrixGame(
        "The last choice of the round (coins gained, seats 0 and 2 minus seats 1 and 3)",
        "seats 0 and 2",
        "seats 1 and 3",
        names[0],
        names[1],
        a,
        [[-x for x in row] for row in a],
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
            "the last choice of a round is a face-down trick of four seats holding two cards "
            "each; this game is not there",
            rule=RULE_LAST_TRICK,
        )


def find_last_trick(seed: int, policy: Any = None, max_games: int = 50) -> TheMajorityState:
    """A game (from ``seed`` on) played by ``policy`` (Greedy by default) up to the first
    round-ending face-down trick where :func:`last_trick_game` applies."""
    from .rng import make_rng
    from .the_majority.policies import Greedy
    from .the_majority.state import TheMajorityState

    bot = policy or Greedy()
    for s in range(seed, seed + max_games):
        state = TheMajorityState.new(n_players=4, seed=s)
        rngs = [make_rng(s, "policy", p) for p in range(4)]
        while not state.is_terminal():
            try:
                last_trick_game_check(state)
                return state
            except WrongPhase:
                pass
            for p in state.current_players():
                state.apply(p, bot.act(state.view(p), state.legal_actions(p), rngs[p]))
    raise LookupError("no face-down last trick found")


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
        f"A Grard turn: pile of {pile_size}, staying in worth {stay:g}",
        "seat 1",
        "seat 2",
        list(options),
        list(options),
        [[c[0] for c in row] for row in cells],
        [[c[1] for c in row] for row in cells],
    )


def current_grard_turn(state: GrardState, seats: tuple[int, int], stay: float = 1.0) -> MatrixGame:
    """:func:`grard_turn_game` for two seats of a real game, the other seats' votes as cast."""
    votes = dict(state.votes)
    others: dict[str, int] = {}
    for p, vote in votes.items():
        if p not in seats:
            others[str(vote)] = others.get(str(vote), 0) + 1
    return grard_turn_game(len(state.pile), others=others, stay=stay)
