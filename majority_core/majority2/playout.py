"""The search's playouts of Majority 2 from any position, with the bots on a light reading.

Why it exists: the search (:mod:`majority_core.search`) plays out every sampled world with the
game's heuristic bot. On the engine each decision builds the deciding seat's view (every card
of the table written as text) and the bot reads it back card by card, scoring every legal
action from scratch: two thirds of a playout, a seventh the views, so a search got a few
dozen playouts per decision. Here the bots decide from a :class:`~.policies.Reading` made
directly from the state's cards (the same :class:`~.policies.Greedy` / ``Planner`` code their
``act`` runs on a view's reading), the world is copied without its record (:func:`copy_state`),
and the decisions go straight to the engine's rules (``_apply``: a bot only ever hands back
one of the legal actions). The rules are the engine's own (Majority 2 has no second rules
loop: its cards' effects are many and interlocking), so a playout still writes the rules'
sentences; the same decisions as ``search._playout`` on the engine, from the same generator,
and the same chance (the world's own generator, copied: a world's taped chance too), tested
decision by decision (``tests/majority2/test_playout.py``).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from typing import Any

from ..policy import Policy, UniformRandom
from ..search import Then
from .components import _SORT, OVER
from .policies import Greedy, Planner, Reading
from .state import Majority2State

__all__ = ["copy_state", "playouts", "read_state", "run"]


def read_state(state: Majority2State, seat: int) -> Reading:
    """Seat ``seat``'s :class:`~.policies.Reading` of ``state``: what ``Greedy.read`` makes of
    ``state.view(seat)``, without the view (its hand and reserve in card order, as the view
    lists them; cards as they lie, discs included)."""
    card = state._card
    columns, zones = state.columns, state.zone
    return Reading(
        seat,
        [[tuple(map(card, col)) for col in columns[p]] for p in (0, 1)],
        [tuple(map(card, zones[p])) for p in (0, 1)],
        sorted(map(card, state.hand[seat]), key=_SORT),
        sorted(map(card, state.reserve[seat]), key=_SORT),
        state.down[seat],
    )


def copy_state(state: Majority2State) -> Majority2State:
    """An independent copy of ``state`` that plays on exactly as it would (its generator of
    chance copied), without its record: no events, no history (a playout reads only the
    result)."""
    memo: dict[int, Any] = {
        id(state.events): [],
        id(state.history): [],
        id(state.cards): state.cards,
        id(state.options): state.options,
    }
    return copy.deepcopy(state, memo)


def run(
    g: Majority2State,
    seats: Sequence[Any],
    rng: random.Random,
    record: list[tuple[int, str]] | None = None,
) -> Majority2State:
    """Play ``g`` to its end in place as ``search._playout`` plays the engine: the seat that
    must decide, deciding as its seat object does (``decide(g, p, legal, rng)``) with the one
    generator ``rng``. ``record`` receives every decision as ``(seat, action)``."""
    while g.phase != OVER:
        p = g.current_players()[0]  # Majority 2 is sequential: one seat decides at a time
        legal = g.legal_actions(p)
        a = seats[p].decide(g, p, legal, rng)
        if record is not None:
            record.append((p, a))
        g._apply(p, a)
    return g


class _BotSeat:
    """A seat playing a :class:`~.policies.Greedy` bot (Planner too) on its reading."""

    __slots__ = ("bot",)

    def __init__(self, bot: Greedy) -> None:
        self.bot = bot

    def decide(self, g: Majority2State, p: int, legal: list[str], rng: random.Random) -> str:
        return self.bot.decide(read_state(g, p), legal)  # type: ignore[no-any-return]


class _RandomSeat:
    """A seat choosing uniformly among the legal actions, as ``search._playout`` draws."""

    __slots__ = ()

    def decide(self, g: Majority2State, p: int, legal: list[str], rng: random.Random) -> str:
        return legal[rng.randrange(len(legal))]


class _Then(Then):
    """A seat that first makes the decision ``action``, then decides as ``seat`` does."""

    __slots__ = ()

    def decide(self, g: Majority2State, p: int, legal: list[str], rng: random.Random) -> str:
        a = self._take()
        return self.seat.decide(g, p, legal, rng) if a is None else a  # type: ignore[no-any-return]


def fast_seat(policy: Policy | None) -> Any:
    """The seat object playing ``policy`` here, or None when it has none (only the classes
    themselves: a subclass may decide otherwise)."""
    kind = type(policy)
    if policy is None or kind is UniformRandom:
        return _RandomSeat()
    if kind is Greedy or kind is Planner:
        return _BotSeat(policy)  # type: ignore[arg-type]
    return None


def playouts(world: Any, policy: Policy | None) -> Callable[..., Any] | None:
    """The search's hook (:func:`majority_core.search.register_game`): playouts of ``world``
    with both seats playing ``policy`` (None: uniformly at random), or None when this path
    cannot play them exactly (another state class, a finished game, a policy with no fast
    form)."""
    if type(world) is not Majority2State or world.phase == OVER:
        return None
    seat_kind = fast_seat(policy)
    if seat_kind is None:
        return None

    def play(
        rng: random.Random, seat: int | None = None, action: Any = None
    ) -> tuple[list[float], list[dict[str, Any]]]:
        seats: list[Any] = [seat_kind, seat_kind]
        if seat is not None:
            seats[seat] = _Then(str(action), seat_kind)
        g = run(copy_state(world), seats, rng)
        return g.returns(), g.result_rows()

    return play
