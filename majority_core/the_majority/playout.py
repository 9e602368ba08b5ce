"""The search's playouts of The Majority from any position, on the fast path.

Why it exists: the search (:mod:`majority_core.search`) plays out every sampled world with the
heuristic bots, and the full engine spends most of a playout on what makes it good for
teaching (checks, events, views): a search got a few hundred playouts per decision. This
module reads the engine's state once into a :class:`~.fast.Position` (small ints) and plays it
to the end with :func:`.fast.run`, the loop the seeded fast playout uses too: one piece of
rules code for both, tested against the engine decision by decision
(``tests/the_majority/test_playout.py``).

The game it plays is the one ``search._playout`` plays on the engine: every waiting seat, in
seat order (a face-up trick: in its order), decides as the rollout policy does from its view,
with the one generator of the playout; a heuristic bot decides through
:meth:`~.policies.MajorityPolicy.choose` on its :class:`~.policies.Reading`, as its ``act``
does on a view, and a random seat draws ``legal[rng.randrange(len(legal))]``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..policy import Policy
from ..search import Then
from .components import DRAFT, EXCHANGE, OVER, TRICK
from .fast import DRAFT as F_DRAFT
from .fast import EXCHANGE as F_EXCHANGE
from .fast import OVER as F_OVER
from .fast import TRICK as F_TRICK
from .fast import Position, fast_bots, result_rows, run
from .policies import _code
from .state import TheMajorityState

__all__ = ["from_state", "playouts"]

_PHASES = {DRAFT: F_DRAFT, EXCHANGE: F_EXCHANGE, TRICK: F_TRICK, OVER: F_OVER}

#: What :func:`playouts` returns: ``run(rng, seat=None, action=None)`` plays the position out
#: (``seat`` first playing ``action``, one of its legal actions now) and returns the results
#: and ``result_rows()`` of the finished game; the position itself is left unchanged.
Playouts = Callable[..., tuple[Sequence[float], list[dict[str, Any]]]]


def from_state(state: TheMajorityState) -> Position:
    """The engine's ``state`` as a :class:`~.fast.Position` (it reads, never changes it).

    In the draft the picks of the current step (``pending``) are already among the picks
    (``hands``), as the fast loop keeps them; the exchange's gifts and the trick's plays made
    so far stay ``pending``.
    """
    n = state.n_players
    p = Position(n, state.first_edition, state.spy_holder, [c._key for c in state.deck])
    p.rnd = state.round - 1
    p.phase = _PHASES[state.phase]
    p.packets = [[c._key for c in pk] for pk in state.packets]
    p.hands = [[c._key for c in h] for h in state.hands]
    pending = [None if c is None else c._key for c in state.pending]
    if p.phase == F_DRAFT:
        for s, c in enumerate(pending):
            if c is not None:
                p.hands[s].append(c)
        pending = [None] * n
    p.pending = pending
    p.waiting = list(state._waiting)
    p.trick = state.trick
    p.face_up = state.order is not None
    p.kept = [-1 if c is None else c._key for c in state.kept]
    p.won = [[c._key for c in w] for w in state.won]
    p.cols = [[t[i] for t in state.totals] for i in range(3)]
    p.coins = list(state.coins)
    p.discarded = [c._key for c in state.discarded]
    return p


class _Then(Then):
    """A seat that first plays the card of code ``action``, then as ``seat`` (a bot) does
    (None: at random, drawing from its generator as a random seat of :func:`.fast.run` does)."""

    __slots__ = ()

    def choose(self, r: Any, legal: Sequence[int], rng: random.Random) -> int:
        code = self._take()
        if code is not None:
            return legal.index(code)
        if self.seat is None:
            return rng.randrange(len(legal))
        return self.seat.choose(r, legal, rng)  # type: ignore[no-any-return]


def playouts(world: Any, policy: Policy | None) -> Playouts | None:
    """The search's hook (:func:`majority_core.search.register_game`): playouts of ``world``
    with every seat playing ``policy`` (None: uniformly at random), or None when this path
    cannot play them exactly (another state class, a policy with no fast form)."""
    if type(world) is not TheMajorityState:
        return None
    n = world.n_players
    if policy is None:
        bots: list[Any] | None = None
    else:
        found = fast_bots([policy] * n)
        if found is None:
            return None
        bots = found
    start = from_state(world)

    def play(
        rng: random.Random, seat: int | None = None, action: Any = None
    ) -> tuple[Sequence[float], list[dict[str, Any]]]:
        p = start.copy()
        seats: list[Any] | None = bots
        if seat is not None:
            seats = list(bots) if bots is not None else [None] * n
            seats[seat] = _Then(_code(action), seats[seat])
        run(p, seats, [rng] * n)
        returns = p.returns()
        return returns, result_rows(p.coins, p.cols, p.holder, returns)

    return play
