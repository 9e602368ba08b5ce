"""Small games in normal form, solved with nashpy: the tools every game's equilibria share.

Why: a teacher can show on a position the class just played what "optimal" means when both
sides choose at once: a pure saddle point when one exists, a mixed strategy when every pure
choice can be exploited. Each game builds its own matrix games from real positions in its
package (``the_majority/equilibria.py``: the last trick, lessons 06 and 07;
``grard/equilibria.py``: a turn as a coordination game, lesson 23); this module knows no game.

Each game is a :class:`MatrixGame`; :meth:`MatrixGame.equilibria` asks nashpy (support
enumeration), and :meth:`MatrixGame.is_equilibrium` checks a strategy pair by brute force: no
pure deviation of either side gains anything. :func:`describe`, :func:`equilibria_table`,
:func:`best_replies`, :func:`reply_cycle`, :func:`deviation_table` and
:func:`coordination_chance` put an equilibrium into words and tables. numpy, scipy, pandas and
nashpy are imported lazily.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING, Any

from .i18n import _, pgettext

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from .display import Lines, Sentence

__all__ = [
    "MatrixGame",
    "best_replies",
    "coordination_chance",
    "describe",
    "deviation_table",
    "equilibria_table",
    "reply_cycle",
]


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
    """A (mixed) strategy in words: "Y2 & B2 (4/9) or Y5 & B2 (1/6)", or one pure choice.
    Each choice shows in the lesson's words, as a table cell does (Grard's ``mark``: Marquer)."""
    from .display import _word

    parts = [
        _word(n) if x > 1 - 1e-9 else f"{_word(n)} ({_fraction(x)})"
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
    from .display import _num  # the lesson's language writes the number (French 0,3; −1,17)

    f = Fraction(x).limit_denominator(100)
    if f.denominator == 1:
        return _num(str(f.numerator))
    return _num(f"{float(f):.3g}")


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
                pgettext("lesson", "kind"): _("pure") if pure else _("mixed"),
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


def coordination_chance(game: MatrixGame, r: list[float], c: list[float]) -> float:
    """How often two seats playing ``r`` and ``c`` vote the same way (rows and columns are the
    same options): the sum over options of both probabilities."""
    return sum(p * q for p, q in zip(r, c, strict=True))
