"""Worlds a seat cannot tell apart: the same public history of a Sultane game, other secrets.

``sample_world(state, seat, rng)`` is the one generator of "other possible worlds" shared by
the leak test of every game (``tests/contract.py``) and any future search bot. It never asks
the engine what a seat knows; it reads the rules:

* roles (Sultane 3c): a seat knows its own role and whom it recognised at the start (5-6
  players: the Pacifist and Dinarzade know each other; 7-10: the pacifists know each other and
  Dinarzade, who knows nobody; variant 8d: each pacifist knows only Dinarzade, RULINGS), the
  sides it investigated (7b), and what everyone heard: a Narrator accepted after three
  pacifist tales is not Dinarzade (5b), nor is an exiled player when the game goes on (7b);
  the end reveals every role;
* tales: a seat has seen the tales it drew as Vizir, received as Narrator, was shown in a veto
  or peeked at (5b, 7b, 8c), and every tale read (5c, chaos 5a); every other tale is a secret,
  wherever it is (deck, discard, another seat's hand);
* votes are revealed when the last one is cast (5a): the votes already cast by the *other*
  seats on the current government are secrets.

Distribution: roles from the seat's Bayesian posterior (:func:`majority_core.sultane.bayes.posterior`:
the deals consistent with the above, each weighted by how likely the public record is under
it, so a government that read pacifist tales is suspect in the world too; interventionist-side
roles, Schahzenan among them, spread uniformly over the rest); ``uniform=True`` draws the
consistent deals uniformly instead (rejection from uniform deals). The tales the seat has not seen get a uniformly random relabelling (their
types permuted among them, which is uniform over tale orders consistent with the seat's
observations *given* the other seats' discards as the same physical tales); pending votes of
the other seats uniformly yes/no; and the order of each Vizir's three tales in the deck
uniformly, unless the seat peeked at them (a hand is seen as a set, never in order; done for
every deck, the reshuffled ones too). Claims, nominations, powers, veto
answers and past votes are public and kept. A deck a lesson stacked (the ``deck`` option)
is shown to no seat: the world shuffles its own. Roles a lesson dealt (``roles``) are kept. The world is built by replaying the decisions through the rules from the
changed chance (:class:`~majority_core.game.ChanceTape`): its events, records and views are its
own. A world's save file does not replay it: use it, do not save it.

Sealed (``tests/contract.py``): the same ``rng`` draws the same world from any two games the
seat cannot tell apart. Which tale of a hand a discard takes is no fact (the hand is a set), so
the sampler gives each part (the Vizir's discard, the Narrator's, the tale left) to the hand's
tales in a fixed order and swaps the types of the tales the seat has not seen to match
(``_Tales.take``), instead of following the first physical tale of that type. A reshuffle
(5c) makes a new deck of new tale numbers: where a tale lies after it is secret, the new deck's
contents are public (every tale not read), so the world's new deck is the real one's with the
types the seat has not seen in it permuted, and the world's reshuffle is aimed at it
(``_Aimed``) rather than replaying the real permutation of other physical tales.
"""

from __future__ import annotations

import random
from typing import Any

from ..chance import SeatMemo
from ..game import ChanceTape, mark_world, permutation_to, sealed_shuffle, taped_chance
from ..policy import Policy
from ..rng import weighted_index
from . import state as _state_module
from .components import (
    DINARZADE,
    PACIFIST_ROLE,
    initial_deck,
    roles_for,
    side_of,
)
from .state import SultaneState

__all__ = ["sample_world", "recognised", "role_posterior"]

_CHANCE = ("sultane", "chance")


def recognised(roles: list[str], seat: int, variant_8d: bool) -> dict[int, str]:
    """The roles ``seat`` learns in the recognition phase (Sultane 3c, 8d), itself included."""
    n = len(roles)
    mine = roles[seat]
    if n <= 6:
        sees = {PACIFIST_ROLE: (DINARZADE,), DINARZADE: (PACIFIST_ROLE,)}.get(mine, ())
    elif mine == PACIFIST_ROLE:
        sees = (DINARZADE,) if variant_8d else (DINARZADE, PACIFIST_ROLE)
    else:
        sees = ()  # Dinarzade keeps her eyes closed; interventionists see nobody
    known = {s: r for s, r in enumerate(roles) if s != seat and r in sees}
    known[seat] = mine
    return known


class _Tales:
    """Where each physical tale is, followed through a real game's events (top = list end)."""

    def __init__(self, types: list[str], tape: list[tuple[str, Any]], done: int, seat: int) -> None:
        self.type = list(types)  # by tale number (made canonical as hands resolve: see take)
        self.seat = seat
        self.ordered: set[int] = set()  # tales whose place ``seat`` saw (its own peeks)
        self.free: set[int] = set()  # the hand's tales whose types take may swap
        self.deck = list(range(len(types)))
        self.discard: list[int] = []
        self.hand: list[int] = []
        self.tape, self.done = tape, done  # the live chance tape, and the shuffles used
        self.seen: dict[int, set[int]] = {}  # tale -> seats that saw it (-1: everyone)
        #: each Vizir and her three tales
        self.draws: list[tuple[int, list[int]]] = []
        #: the tales of each deck, in deck order: a reshuffle (5c) makes a new deck of new
        #: tale numbers (where a tale lies after it is secret, so a seat's earlier sight of it
        #: pins nothing in the new deck but the deck's contents, which are public)
        self.decks: list[list[int]] = [list(self.deck)]

    def see(self, tales: list[int], who: int) -> None:
        for t in tales:
            self.seen.setdefault(t, set()).add(who)

    def take(self, kind: str) -> int:
        """The tale a discard of ``kind`` takes from the hand, the same in every world the
        seat cannot tell apart. A hand is seen as a set (counts, Sultane 5), never in order,
        so which of its tales plays which part is no fact: the lowest tale number takes the
        part and the types of the hand's tales are swapped to match (the tales the seat
        peeked at keep their places, 7b). Following a physical tale (the first of that type)
        made the world drawn depend on the real types of the tales the seat never saw.

        A tale the seat peeked at plays the part first when its type fits: the seat knows
        that type, so whether it does is the same in every world. (A hand can mix both kinds
        when the Sultane reads the top tale between the peek and the draw, 5c and 7b: two
        peeked tales and one the seat never saw. Trying the unseen one first made the part
        depend on its real type.) The engine does the same: the peeked tales lie on top."""
        t = next((t for t in self.hand if t not in self.free and self.type[t] == kind), None)
        if t is None:
            free = sorted(t for t in self.hand if t in self.free)
            t, match = free[0], next(t for t in free if self.type[t] == kind)
            self.type[t], self.type[match] = self.type[match], self.type[t]
        self.hand.remove(t)
        self.discard.append(t)
        return t

    def follow(self, kind: str, data: dict[str, Any]) -> int | None:
        """Move tales as the event says; return the tale a discard decision chose."""
        if kind == "reshuffle":
            pile = [self.type[t] for t in self.deck + self.discard]
            self.discard = []
            perm = [p for kind, p in self.tape if kind == "shuffle"][self.done]
            self.done += 1
            first = len(self.type)
            self.type.extend(pile[i] for i in perm)
            self.deck = list(range(first, len(self.type)))
            self.decks.append(list(self.deck))
        elif kind == "drew":
            self.hand = [self.deck.pop(), self.deck.pop(), self.deck.pop()]
            # Tales the seat has seen before this hand or whose places it peeked at keep
            # their types; the others are free to swap.
            self.free = {t for t in self.hand if not self.seen.get(t, set()) & {self.seat, -1}}
            self.free -= self.ordered
            self.draws.append((data["seat"], list(self.hand)))
            self.see(self.hand, data["seat"])
        elif kind == "discarded":
            return self.take(data["discarded"])
        elif kind == "received":
            self.see(self.hand, data["seat"])
        elif kind == "kept":
            return self.take(data["discarded"])
        elif kind == "veto-shown":
            self.see(self.hand[:1], data["seat"])
        elif kind == "read":
            self.see([self.hand.pop()], -1)
        elif kind == "veto":
            self.discard.append(self.hand.pop())
        elif kind == "chaos":
            self.see([self.deck.pop()], -1)
        elif kind == "peeked":
            self.see(self.deck[-3:], data["seat"])
            if data["seat"] == self.seat:
                self.ordered.update(self.deck[-3:])
        return None


class _Aimed(ChanceTape):
    """A tape that plays ``tape`` back, then shuffles each reshuffled deck into the order of
    ``decks`` (the types of the world's new decks, 5c), then draws from ``fallback``."""

    def __init__(
        self, tape: list[tuple[str, Any]], decks: list[list[str]], fallback: random.Random
    ) -> None:
        super().__init__(tape=tape, fallback=fallback)
        self.decks = list(decks)

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        if self.pos < len(self.tape) or not self.decks:
            super().shuffle(x)
            return
        perm = permutation_to(x, self.decks.pop(0))
        self._extend("shuffle", perm)
        x[:] = [x[i] for i in perm]


def _consistent(
    roles: list[str], real: list[str], seat: int, variant: bool, facts: dict[str, Any]
) -> bool:
    if facts["over"]:
        return roles == real
    if recognised(roles, seat, variant) != recognised(real, seat, variant):
        return False
    if any(roles[s] == DINARZADE for s in facts["not_dinarzade"]):
        return False
    return all(side_of(roles[t]) == side_of(real[t]) for t in facts["investigated"])


#: The last few posteriors (a search samples many worlds from one position).
_POSTERIORS: SeatMemo[tuple[list[tuple[int, frozenset[int]]], list[float]]] = SeatMemo()


def role_posterior(
    state: SultaneState, seat: int
) -> tuple[list[tuple[int, frozenset[int]]], list[float]]:
    """The seat's hypotheses (Dinarzade's seat, the pacifists' seats) and their probabilities,
    from its view alone (:func:`majority_core.sultane.bayes.posterior`), remembered for reuse."""
    from .bayes import posterior  # numpy, loaded only when worlds are drawn from beliefs

    return _POSTERIORS.get(state, seat, posterior)


def _roles_from_beliefs(
    state: SultaneState, seat: int, base_roles: list[str], rng: random.Random,
    uniform: bool = False,
) -> list[str]:
    """One deal drawn from the seat's posterior: Dinarzade and the pacifists by their
    hypothesis' probability, the interventionist-side roles spread uniformly over the rest.
    ``uniform``: every hypothesis the seat cannot rule out alike, so every deal alike (each
    hypothesis spreads the same other roles over as many seats: as many deals each)."""
    hyps, probs = role_posterior(state, seat)
    d, pset = hyps[rng.randrange(len(hyps)) if uniform else weighted_index(probs, rng)]
    known = state.view(seat)["known_roles"]
    roles: list[str | None] = [None] * len(base_roles)
    roles[d] = DINARZADE
    for s in pset:
        roles[s] = PACIFIST_ROLE
    for s, r in enumerate(known):
        if r is not None:
            roles[s] = r
    rest = list(base_roles)
    for r in roles:
        if r is not None:
            rest.remove(r)
    rng.shuffle(rest)
    free = (s for s, r in enumerate(roles) if r is None)
    for s, r in zip(free, rest, strict=True):
        roles[s] = r
    return roles  # type: ignore[return-value]


def sample_world(
    state: SultaneState,
    seat: int,
    rng: random.Random,
    *,
    model: Policy | None = None,
    uniform: bool = False,
) -> SultaneState:
    """A game with ``state``'s public history and ``seat``'s own knowledge, other secrets.

    ``model``: the policy that casts the other seats' pending votes (default: a fair coin);
    ``uniform``: roles uniform among the consistent deals rather than from the posterior.
    """
    n, variant = state.n_players, state.options["variant_8d"]
    opts = dict(n_players=n, seed=state.seed, **state.options)
    with taped_chance(_state_module, {}, like=state) as tapes:
        real = SultaneState.new(**opts)
        tape = tapes[_CHANCE].tape
        shuffles = [perm for kind, perm in tape if kind == "shuffle"]
        first = 0
        base_roles = list(roles_for(n, variant))
        if "roles" not in state.options:
            first += 1
        if "deck" in state.options:
            pile = list(reversed(state.options["deck"]))
        else:
            pile = [initial_deck()[i] for i in shuffles[first]]
            first += 1
        tales = _Tales(pile, tape, first, seat)
        chosen: dict[int, int] = {}  # decision number -> the tale its discard chose
        facts: dict[str, Any] = {"not_dinarzade": set(), "investigated": set(), "over": False}
        for i, (p, action) in enumerate(state.history):
            start = len(real.events)
            real.apply(p, action)
            for e in real.events[start:]:
                d = e.data
                tale = tales.follow(e.kind, d)
                if tale is not None:
                    chosen[i] = tale
                if e.kind == "not-dinarzade" or (e.kind == "exile" and not d["dinarzade"]):
                    facts["not_dinarzade"].add(d.get("seat", d.get("target")))
                elif e.kind == "investigation" and d["seat"] == seat:
                    facts["investigated"].add(d["target"])
                elif e.kind == "end":
                    facts["over"] = True
    # Roles: from the posterior (or uniform) among the deals the seat cannot tell apart.
    roles = list(state.roles)
    if "roles" not in state.options and not facts["over"]:
        roles = _roles_from_beliefs(state, seat, base_roles, rng, uniform)
        if not _consistent(roles, state.roles, seat, variant, facts):  # pragma: no cover
            raise AssertionError("a deal drawn from the beliefs contradicts the seat's view")
    # Tales: in each deck, permute the types of the tales the seat never saw (the canonical
    # types of take: the same in every world the seat cannot tell apart).
    new_type = list(tales.type)
    for deck in tales.decks:
        unseen = [t for t in deck if not tales.seen.get(t, set()) & {seat, -1}]
        for t, kind in zip(unseen, sealed_shuffle((new_type[t] for t in unseen), rng), strict=True):
            new_type[t] = kind
    discards = {i: f"discard:{new_type[t]}" for i, t in chosen.items()}
    # The order of a Vizir's three tales in the deck is nobody's (she sees them as a set, the
    # Narrator two of them: Sultane 5), and take made it canonical: drawn again uniformly
    # unless the seat peeked at them (7b).
    for _drawer, triple in tales.draws:
        if not tales.ordered & set(triple):
            kinds = sealed_shuffle((new_type[t] for t in triple), rng)
            for t, kind in zip(triple, kinds, strict=True):
                new_type[t] = kind
    new_tape: list[tuple[str, Any]] = []
    if "roles" not in state.options:
        new_tape.append(("shuffle", permutation_to(base_roles, roles)))
    # A deck stacked by a lesson (the ``deck`` option) is no seat's knowledge (no view shows
    # it): the world shuffles its own deck like any other game, aimed at the redrawn types.
    new_tape.append(
        ("shuffle", permutation_to(initial_deck(), [new_type[t] for t in tales.decks[0]]))
    )
    fallback = random.Random(rng.random())
    pending = len(state.votes)  # this government's votes so far are the last decisions
    cut = len(state.history) - pending if state.phase == "vote" else len(state.history)
    later = [[new_type[t] for t in deck] for deck in tales.decks[1:]]
    chance: dict[tuple[Any, ...], ChanceTape] = {_CHANCE: _Aimed(new_tape, later, fallback)}
    with taped_chance(_state_module, chance):
        world_opts = {k: v for k, v in opts.items() if k != "deck"}
        world = mark_world(SultaneState.new(**world_opts), chance)
    for i, (p, action) in enumerate(state.history):
        if p != seat:
            if i in chosen:
                action = discards[i]
            elif i >= cut:
                if model is None:
                    action = rng.choice(("yes", "no"))
                else:
                    action = model.act(world.view(p), world.legal_actions(p), rng)
        world.apply(p, action)
    return world
