"""Worlds a seat cannot tell apart: the same public history of The Majority, other secrets.

``sample_world(state, seat, rng)`` is the one generator of "other possible worlds" shared by
the leak test of every game (``tests/contract.py``) and any future search bot. It never asks
the engine what a seat knows; it follows every card through the rules (revised 2-2, 2-3) and
counts as seen by a seat: the cards dealt to it, every packet passed to it (each card in it),
the card its partner gives it, and every card played to a trick once the trick is revealed
(at once in a face-up trick). Every other card is a secret: the deck, the other seats' hands,
what they picked from packets the seat has not seen.

Distribution: the cards the seat has never seen get a uniformly random relabelling (their
faces permuted among them; uniform over deck orders consistent with what the seat saw *given*
the other seats' earlier picks as the same physical cards), and the choices the other seats
have already made in the current simultaneous step (a draft pick, an exchange gift, a
face-down play not revealed yet) are drawn again uniformly among their legal cards, or as
``model`` (a policy) chooses from that seat's view of the world; the order
of each other seat's dealt cards in the deck is drawn again uniformly. The world
is built by replaying the decisions through the rules from the changed deck
(:class:`~majority_core.game.ChanceTape`): its events, records and views are its own. A
world's save file does not replay it (its seed is the real game's): use it, do not save it.
"""

from __future__ import annotations

import random
from typing import Any

from ..game import ChanceTape, mark_world, permutation_to, sealed_shuffle, taped_chance
from ..policy import Policy
from . import state as _state_module
from .components import build_deck
from .state import TheMajorityState

__all__ = ["sample_world"]

EVERYONE = -1


class _Cards:
    """Where each physical card is (numbered by its place in the shuffled deck)."""

    def __init__(self, faces: list[str], n: int) -> None:
        self.face = faces
        self.deck = list(range(len(faces)))
        self.packets: list[list[int]] = [[] for _ in range(n)]
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.pending: list[int | None] = [None] * n
        self.seen: dict[int, set[int]] = {}
        self.deals: list[tuple[int, list[int]]] = []
        self.n = n

    def see(self, cards: list[int], who: int) -> None:
        for c in cards:
            self.seen.setdefault(c, set()).add(who)

    def choose(self, seat: int, face: str, draft: bool) -> int:
        zone = self.packets[seat] if draft else self.hands[seat]
        c = next(c for c in zone if self.face[c] == face)
        zone.remove(c)
        self.pending[seat] = c
        return c

    def follow(self, kind: str, data: dict[str, Any], to: int | None, done: set[str]) -> None:
        n = self.n
        if kind == "deal":
            s = data["seat"]
            k = len(data["cards"])
            self.deals.append((s, self.deck[:k]))
            self.packets[s] = self.deck[:k] + self.hands[s]  # the dealt cards and the kept one
            del self.deck[:k]
            self.hands[s] = []
            self.see(self.packets[s], s)
        elif kind in ("pass", "last_card"):
            if "pass" not in done:  # the first of the batch: everyone keeps, packets move left
                done.add("pass")
                for s in range(n):
                    self.hands[s].append(self.pending[s])  # type: ignore[arg-type]
                self.pending = [None] * n
                self.packets = [self.packets[s - 1] for s in range(n)]
            assert to is not None
            if kind == "last_card":
                self.hands[to].extend(self.packets[to])
                self.see(self.packets[to], to)
                self.packets[to] = []
            else:
                self.see(self.packets[to], to)
        elif kind == "exchange" and "exchange" not in done:
            done.add("exchange")
            for s in range(n):
                gift = self.pending[(s + 2) % n]
                self.hands[s].append(gift)  # type: ignore[arg-type]
                self.see([gift], s)  # type: ignore[list-item]
            self.pending = [None] * n
        elif kind == "trick":
            self.see([c for c in self.pending if c is not None], EVERYONE)
            self.pending = [None] * n


def sample_world(
    state: TheMajorityState, seat: int, rng: random.Random, *, model: Policy | None = None
) -> TheMajorityState:
    """A game with ``state``'s public history and ``seat``'s own cards, other secrets
    (``model``: the policy making the other seats' pending choices; default uniform)."""
    n = state.n_players
    opts = dict(n_players=n, seed=state.seed, **state.options)
    base = build_deck(n)
    with taped_chance(_state_module, {}, like=state) as tapes:
        real = TheMajorityState.new(**opts)
    faces = [str(base[i]) for i in tapes[("deck",)].tape[0][1]]
    cards = _Cards(faces, n)

    def follow(events: list[Any]) -> None:
        done: set[str] = set()
        for e in events:
            only = e.visible_to
            to = None if only is None or len(only) != 1 else next(iter(only))
            cards.follow(e.kind, e.data, to, done)

    follow(real.events)
    chosen: dict[int, int] = {}
    for i, (p, action) in enumerate(state.history):
        face_up = real.order is not None and real.phase == "trick"
        c = chosen[i] = cards.choose(p, action, real.phase == "draft")
        if face_up:
            cards.see([c], EVERYONE)
        start = len(real.events)
        real.apply(p, action)
        follow(real.events[start:])
    # The current simultaneous step (not a face-up trick): its choices are still secret.
    face_up = state.order is not None and state.phase == "trick"
    cut = len(state.history) - (0 if face_up else sum(state.chosen()))
    unseen = [c for c in range(len(faces)) if not cards.seen.get(c, set()) & {seat, EVERYONE}]
    shuffled = sealed_shuffle((faces[c] for c in unseen), rng)
    new_face = list(faces)
    for c, face in zip(unseen, shuffled, strict=True):
        new_face[c] = face
    picks = {i: new_face[c] for i, c in chosen.items()}  # zones keep their cards, in any order
    # The order of the cards dealt to another seat is that seat's alone (a seat sees the order
    # of its own deal, one card at a time): drawn again uniformly.
    for owner, block in cards.deals:
        if owner == seat:
            continue
        got = sealed_shuffle((new_face[c] for c in block), rng)
        for c, face in zip(block, got, strict=True):
            new_face[c] = face
    perm = permutation_to([str(c) for c in base], new_face)
    chance = {("deck",): ChanceTape(tape=[("shuffle", perm)])}
    with taped_chance(_state_module, chance):
        world = mark_world(TheMajorityState.new(**opts), chance)
    for i, (p, action) in enumerate(state.history):
        if p != seat:
            if i >= cut:
                legal = world.legal_actions(p)
                if model is None:
                    action = legal[rng.randrange(len(legal))]
                else:
                    action = model.act(world.view(p), legal, rng)
            else:
                action = picks[i]
        world.apply(p, action)
    return world
