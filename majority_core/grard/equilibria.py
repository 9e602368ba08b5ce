"""Grard's equilibria: one turn as a coordination game (lesson 23).

* :func:`grard_turn_game` -- Grard ("Résolution des votes", "La carte Marquer"): one turn as a
  coordination game between two seats, the other votes given, the payoffs from the rules'
  own :func:`~majority_core.grard.kernel.resolve_turn`.
* :func:`current_grard_turn`, :func:`grard_focal_table` (equilibrium selection by the words:
  the focal point), :func:`grard_mixed_table` (the mixed equilibria by pile size).

The generic tools (:class:`~majority_core.equilibria.MatrixGame`, :func:`describe`,
:func:`equilibria_table`, ...) live in :mod:`majority_core.equilibria` and are re-exported here,
so that a lesson reads everything from one module. pandas and nashpy are imported lazily.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..equilibria import (
    MatrixGame,
    _fraction,
    best_replies,
    coordination_chance,
    describe,
    deviation_table,
    equilibria_table,
    reply_cycle,
)
from ..i18n import _

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from .state import GrardState

__all__ = [
    "MatrixGame",
    "best_replies",
    "coordination_chance",
    "current_grard_turn",
    "describe",
    "deviation_table",
    "equilibria_table",
    "grard_focal_table",
    "grard_mixed_table",
    "grard_turn_game",
    "reply_cycle",
]


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
    from .kernel import resolve_turn

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

    from .components import word
    from .policies import most_salient, salience

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
