"""The search's playouts of Majority (Grard) from any position, on the fast path.

Why it exists: the search (:mod:`majority_core.search`) plays out every sampled world with the
game's bots, and the engine writes a sentence for every vote and builds every view as a dict:
a search got a few hundred playouts per decision. This module reads the engine's state (a
turn dealt, some votes cast) into a :class:`~.fast.Table` and plays it to the end with
:func:`.fast.run`, the loop the seeded fast playout uses too; the bots decide through
:meth:`~.policies.GrardPolicy.decide` on a :class:`~.policies.Turn`, the code their ``act``
runs on a view. The same votes as ``search._playout`` on the engine, from the same generator,
and the same chance (the state's own generators, copied: a world's taped chance too), tested
decision by decision (``tests/grard/test_playout.py``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..game import chance_copy
from ..policy import Policy
from ..search import Then
from .components import OPTIONS
from .fast import Table, fast_bots, run
from .policies import RandomVote
from .state import GrardState

__all__ = ["from_state", "playouts"]

_INDEX = {o: i for i, o in enumerate(OPTIONS)}


def from_state(state: GrardState) -> Table:
    """The engine's ``state`` as a :class:`~.fast.Table` (it reads, never changes it; its
    generators of chance are copied)."""
    opts = state.options
    g = Table(state.n_players, list(state.draw), opts["least_logical"], opts["target"])
    g.box = list(state.box)
    g.pile = list(state.pile)
    props = state.propositions
    g.props = (props["A"], props["B"], props["C"]) if props else (0, 0, 0)
    g.scores = list(state.scores)
    g.active = list(state.active)
    g.cast = {p: _INDEX[v] for p, v in state.votes.items()}
    g.rounds, g.turns = state.round, state.turns_played
    g.least = state.round_least_logical
    g.phase = "over" if state.over else "vote"
    g.deck_rng = chance_copy(state._deck_rng)
    g.variant_rng = chance_copy(state._variant_rng) if opts["variant_toss"] else None
    return g


class _Then(Then):
    """A seat that first votes ``action``, then as ``seat`` (a bot) does."""

    __slots__ = ()

    def decide(self, turn: Any, rng: random.Random) -> str:
        vote = self._take()
        return self.seat.decide(turn, rng) if vote is None else vote  # type: ignore[no-any-return]


def playouts(world: Any, policy: Policy | None) -> Any:
    """The search's hook (:func:`majority_core.search.register_game`): playouts of ``world``
    with every seat playing ``policy`` (None: uniformly at random among the four vote cards),
    or None when this path cannot play them exactly (another state class, a policy with no
    fast form)."""
    if type(world) is not GrardState:
        return None
    bot: Any = RandomVote() if policy is None else policy
    if not fast_bots([bot]):
        return None
    n = world.n_players
    start = from_state(world)
    options = world.options

    def play(
        rng: random.Random, seat: int | None = None, action: Any = None
    ) -> tuple[list[float], list[dict[str, Any]]]:
        g = Table(n, start.draw[:], options["least_logical"], options["target"])
        g.box, g.pile, g.props = start.box[:], start.pile[:], start.props
        g.scores, g.active, g.cast = start.scores[:], start.active[:], dict(start.cast)
        g.rounds, g.turns, g.least, g.phase = start.rounds, start.turns, start.least, start.phase
        g.deck_rng = chance_copy(start.deck_rng)
        g.variant_rng = None if start.variant_rng is None else chance_copy(start.variant_rng)
        bots: Sequence[Any] = [bot] * n
        if seat is not None:
            bots = list(bots)
            bots[seat] = _Then(str(action), bot)
        run(g, bots, [rng] * n)
        rows = g.result().result_rows()
        return [r["share"] for r in rows], rows

    return play
