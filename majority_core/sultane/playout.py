"""The search's playouts of the Sultane from any position, on the fast path.

Why it exists: the search (:mod:`majority_core.search`) plays out every sampled world with the
rule-based bots, and the engine writes every event and builds every view as a dict, which the
bots then read back into their :class:`~.policies.Sight`: a search got a few hundred playouts
per decision. This module reads the engine's state (any phase: a vote half cast, a hand being
discarded, a veto, a claim, a power) into a :class:`~.fast.Position`, reads each bot seat's
Sight once from its view (the public facts shared between seats, as the seeded fast playout
shares them) and plays on with :func:`.fast.run`, the loop the seeded fast playout uses too.
The same decisions as ``search._playout`` on the engine, from the same generator, and the
same chance (the state's own generator, copied: a world's taped chance too), tested decision
by decision (``tests/sultane/test_playout.py``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..game import chance_copy
from ..policy import Policy
from ..search import Then
from .components import OVER
from .fast import Position, _BotSeat, _RandomSeat, fast_seats, result_rows, run
from .state import SultaneState

__all__ = ["from_state", "playouts"]


def from_state(state: SultaneState) -> Position:
    """The engine's ``state`` as a :class:`~.fast.Position` (it reads, never changes it; its
    generator of chance is copied)."""
    g = Position(
        state.n_players,
        list(state.roles),
        list(state.deck),
        state.options["original_veto"],
        chance_copy(state._rng),
    )
    g.discard, g.hand, g.read = list(state.discard), list(state.hand), list(state.read)
    g.n_p, g.n_i, g.counter = state.n_pacifist, state.n_interventionist, state.counter
    g.active = list(state.active)
    g.vizir, g.base, g.nominee = state.vizir, state.base, state.nominee
    g.last_gov = state.last_government
    g.votes = dict(state.votes)
    g.investigated = set(state.investigated)
    g.power, g.power_target = state.power, state.power_target
    g.governments = state.governments
    g.phase = state.phase
    return g


class _Then(Then):
    """A seat that first makes the decision ``action`` (the engine's notation), then decides as
    ``seat`` does."""

    __slots__ = ()

    def nominate(self, eligible: list[int]) -> int:
        a = self._take()
        return self.seat.nominate(eligible) if a is None else int(a.partition(":")[2])

    def vote(self) -> bool:
        a = self._take()
        return self.seat.vote() if a is None else a == "yes"  # type: ignore[no-any-return]

    def discard(self, options: list[str]) -> str:
        a = self._take()
        return self.seat.discard(options) if a is None else a.partition(":")[2]  # type: ignore[no-any-return]

    def veto(self) -> bool:
        a = self._take()
        return self.seat.veto() if a is None else a == "veto"  # type: ignore[no-any-return]

    def accept(self) -> bool:
        a = self._take()
        return self.seat.accept() if a is None else a == "accept-veto"  # type: ignore[no-any-return]

    def say(self, claims: Sequence[str]) -> str:
        a = self._take()
        return self.seat.say(claims) if a is None else a  # type: ignore[no-any-return]

    def target(self, power: str, targets: list[int]) -> int:
        a = self._take()
        return self.seat.target(power, targets) if a is None else int(a.partition(":")[2])


def playouts(world: Any, policy: Policy | None) -> Any:
    """The search's hook (:func:`majority_core.search.register_game`): playouts of ``world``
    with every seat playing ``policy`` (None: uniformly at random), or None when this path
    cannot play them exactly (another state class, stacked roles or deck, a finished game, a
    policy with no fast form)."""
    if type(world) is not SultaneState or world.phase == OVER:
        return None
    if {"roles", "deck"} & set(world.options):
        return None
    n = world.n_players
    kinds = fast_seats([policy]) if policy is not None else ["random"]
    if kinds is None:
        return None
    bots = kinds != ["random"]
    start = from_state(world)
    views = [world.view(p) for p in range(n)] if bots else []

    def play(
        rng: random.Random, seat: int | None = None, action: Any = None
    ) -> tuple[list[float], list[dict[str, Any]]]:
        g = from_copy(start)
        sights: list[Any] = [None] * n
        now = pub = None
        seats: list[Any]
        if bots:
            sights, now, pub = _sights(views)
            seats = [_BotSeat(policy, sights[p], rng) for p in range(n)]
        else:
            seats = [_RandomSeat(rng) for _ in range(n)]
        if seat is not None:
            seats[seat] = _Then(str(action), seats[seat])
        rows = result_rows(run(g, seats, sights, now, pub))
        return [1.0 if r["won"] else 0.0 for r in rows], rows

    return play


def from_copy(g: Position) -> Position:
    """An independent copy of ``g`` (its chance copied too)."""
    c = Position(g.n, g.roles, g.deck[:], g.original_veto, chance_copy(g.chance))
    c.discard, c.hand, c.read = g.discard[:], g.hand[:], g.read[:]
    c.n_p, c.n_i, c.counter = g.n_p, g.n_i, g.counter
    c.active = g.active[:]
    c.vizir, c.base, c.nominee, c.last_gov = g.vizir, g.base, g.nominee, g.last_gov
    c.votes, c.investigated = dict(g.votes), set(g.investigated)
    c.power, c.power_target, c.governments, c.phase = g.power, g.power_target, g.governments, g.phase
    return c


def _sights(views: list[dict[str, Any]]) -> tuple[list[Any], Any, Any]:
    """Each seat's Sight read from its view, with one Moment and the public facts shared (the
    seeded fast playout's arrangement); and the facts to write public facts to."""
    from .bayes import Facts
    from .policies import Sight

    first = Sight.from_view(views[0])
    pub = first.facts
    sights = [first]
    for view in views[1:]:
        f = Facts(
            pub.n_players, view["seat"], list(view["known_roles"]), pub.variant_8d,
            pub.votes, pub.governments, pub.investigation_claims, pub.not_dinarzade,
            shared=pub.shared,
        )  # fmt: skip
        for r in view["private"]:
            f.add_private(r)
        sights.append(Sight.from_view(view, f, first.now))
    return sights, first.now, pub
