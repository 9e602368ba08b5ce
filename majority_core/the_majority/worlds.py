"""Worlds a seat cannot tell apart: the same public history of The Majority, other secrets.

``sample_world(state, seat, rng)`` is the one generator of "other possible worlds" shared by
the leak test of every game (``tests/contract.py``) and the search bot. It is *sealed*: it
reads only what ``seat`` knows (its own events: its deals, the packets passed to it, its picks
and gift, the gift its partner gave it, its kept card; and the public record: every trick's
plays, who has chosen), never the real deck or another seat's hidden choice, and draws
everything else with ``rng`` in a canonical order. So two games the seat cannot tell apart give
the same world for the same ``rng`` (the leak test checks it).

The model: the deck was shuffled at random, and another seat's hidden choice (a draft pick, a
gift between the other partners) took a card of its packet or hand at random, every card alike
(a face held twice is twice as likely). The world is drawn step by step in the order of the
game (revised 2-2, 2-3). A card the seat has never seen is a blank whose face is drawn from the
faces the seat has not seen, when it must show one (in a packet passed to the seat, a play, the
partner's gift) or at the end. Which of a packet's cards the seats between two sights of it
took (the seat passed it and sees what is left) is a uniformly random handing-out of the
missing cards, exactly as the model says; a pick the seat never learns about is a random card
of the packet. Later sights tie these choices together (a seat must hold every card it is seen
to play): the search backs up from a choice that cannot explain what the seat saw later (and
at once from a partial history it has found to be such a dead end before, :data:`_MARKS`), and
a seat's picks and gifts favour the cards that explain its later plays (:data:`WANTED`). That is
the one approximation: the exact weights would need every later sight weighed at once. In
round 1's draft nothing is approximated (``tests/the_majority/test_worlds.py`` compares the
frequencies with the exact ones by chi-square).

The choices of the current simultaneous step (a draft pick, an exchange gift or a face-down
play not revealed yet) are drawn uniformly among the legal cards, or as ``model`` (a policy)
chooses from that seat's view of the world. The world is built by replaying the decisions
through the rules from the drawn deck (:class:`~majority_core.game.ChanceTape`), decisions of
one simultaneous step in seat order: its events, records and views are its own. A world's save
file does not replay it (its seed is the real game's): use it, do not save it.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..game import ChanceTape, mark_world, permutation_to, sealed_shuffle, taped_chance
from ..policy import Policy
from . import state as _state_module
from .components import DRAFT, EXCHANGE, build_deck
from .sight import count, face_counts, hand_fits, knowledge, minus, packet_fits
from .state import TheMajorityState

__all__ = ["sample_world"]


class _Dead(Exception):
    """This partial history cannot explain what the seat saw: back up."""


_new = object.__new__


@dataclass(slots=True)
class _World:
    """A partial history of the sampled world: the physical cards (numbered as created, in a
    canonical order), their faces (``None``: a blank not drawn yet), who holds what."""

    face: list[str | None]
    pool: dict[str, int]  # faces not shown yet by any card (a count of each)
    packets: list[list[int]]
    hands: list[list[int]]
    kept: list[int | None]
    blocks: list[list[int]]  # the dealt blocks, round by round, seat by seat
    # (round, phase, step, seat) -> the card chosen. One dict shared by every copy: each
    # step writes its own key at each visit, the search visits the steps in order, and the
    # history found is the last visit of every step; so a key is stale only after the search
    # backs up to an earlier step, and the plan is read there only as :meth:`_Sampler.run`
    # says (at a step's first visit, when no later key has ever been written).
    plan: dict[tuple[Any, ...], int]
    # the faces each hand is known to hold (``face_counts`` of it, kept up to date: the search
    # asks at every node)
    held: list[dict[str, int]]

    def copy(self) -> _World:
        w = _new(_World)  # (no ``__init__``: the search copies at most of its nodes)
        w.face = self.face[:]
        w.pool = self.pool.copy()
        w.packets = list(map(list, self.packets))
        w.hands = list(map(list, self.hands))
        w.kept = self.kept[:]
        w.blocks = self.blocks[:]  # a dealt block never changes: shared
        w.plan = self.plan  # shared (see above)
        w.held = list(map(dict.copy, self.held))
        return w

    def hold(self, s: int, cards: list[int]) -> None:
        """Seat ``s`` takes ``cards`` into its hand."""
        self.hands[s] += cards
        held = self.held[s]
        for c in cards:
            f = self.face[c]
            if f is not None:
                held[f] = held.get(f, 0) + 1

    def drop(self, s: int, card: int, f: str | None) -> None:
        """Seat ``s`` gives or plays ``card``, which showed ``f`` while in its hand."""
        self.hands[s].remove(card)
        if f is not None:
            held = self.held[s]
            if held[f] == 1:
                del held[f]
            else:
                held[f] -= 1

    def new_card(self, face: str | None, reserved: bool = False) -> int:
        self.face.append(face)
        if face is not None and not reserved:
            self.take(face)
        return len(self.face) - 1

    def take(self, face: str) -> None:
        if self.pool.get(face, 0) <= 0:
            raise _Dead
        self.pool[face] -= 1

    def show(self, cards: list[int], faces: list[str], rng: random.Random) -> None:
        """The seat sees ``cards`` as ``faces``: the blanks among them draw the missing faces
        (they are alike, so which blank shows which face is drawn at random)."""
        face = self.face
        if len(cards) == 1 and len(faces) == 1:  # (the same, written out: most sights)
            c, shown = cards[0], faces[0]
            f = face[c]
            if f is None:  # (one face to draw: no shuffle, the generator does not move)
                self.take(shown)
                face[c] = shown
            elif f != shown:
                raise _Dead
            return
        missing = count(faces)
        blanks = []
        for c in cards:
            f = face[c]
            if f is None:
                blanks.append(c)
            elif missing.get(f, 0) > 0:
                missing[f] -= 1
            else:
                raise _Dead
        # shuffled even when it cannot fit: the generator moves on the same either way (a
        # shuffle of one face or none does not move it)
        drawn = [f for f, k in missing.items() for _ in range(k)]
        if len(drawn) > 1:
            drawn = sealed_shuffle(drawn, rng)
        if len(drawn) != len(blanks):
            raise _Dead
        for c, f in zip(blanks, drawn, strict=True):
            self.take(f)
            self.face[c] = f


def _weighted_order(options: list[tuple[float, Any]], rng: random.Random) -> list[Any]:
    """``options`` (weight, item) in a random order, each next one drawn by weight."""
    return _drawn_order([w for w, _ in options if w > 0],
                        [item for w, item in options if w > 0], rng)


def _drawn_order(weights: list[float], items: list[Any], rng: random.Random) -> list[Any]:
    """:func:`_weighted_order` of ``items`` by ``weights`` (all positive; both used up)."""
    out: list[Any] = []
    draw = rng.random
    while True:
        end = len(weights) - 1
        if end <= 0:
            if end == 0:  # the last: drawn all the same (the generator moves on alike)
                draw()
                out.append(items[0])
            return out
        x = draw() * sum(weights)  # (summed in the same order as ever)
        for i, w in enumerate(weights):
            x -= w
            if x < 0 or i == end:
                out.append(items[i])
                del weights[i], items[i]
                break


#: How much likelier a hidden choice takes a card that explains what its seat is later seen to
#: do (a pick of a face it will play, a gift of a card it will not): the later sight makes
#: that card the likely one (the exact odds would need every later sight weighed at once).
WANTED = 50


def _choices(
    face: list[str | None],
    zone: list[int],
    rng: random.Random,
    more: dict[str, int],
    less: dict[str, int],
    weights: dict[str, int] | None,
) -> list[int]:
    """The cards of ``zone`` a hidden choice may take, in the order to try them: one per face
    (cards of one face are alike), drawn by how many cards show it (blanks as one more face;
    or by ``weights``), the faces wanted :data:`WANTED` times likelier: those that ``more``
    counts more of than ``less`` (a pick: the faces its seat is seen to play, more than its
    hand holds; a gift: the faces its hand holds, more than its seat is seen to play)."""
    by_face: dict[str | None, list[int]] = {}
    for c in sorted(zone):
        f = face[c]
        if f in by_face:
            by_face[f].append(c)
        else:
            by_face[f] = [c]
    blanks = by_face.pop(None, None)
    odds: list[float] = []  # (every weight is positive)
    items: list[int] = []
    for f in sorted(by_face):  # (the faces, then the blanks last)
        cards = by_face[f]
        weight = weights[f] if weights is not None else len(cards)
        if more.get(f, 0) > less.get(f, 0):
            weight *= WANTED
        odds.append(weight)
        items.append(cards[0])
    if blanks:
        odds.append(len(blanks))
        items.append(blanks[0])
    return _drawn_order(odds, items, rng)


def _play_choices(world: _World, hand: list[int], face: str, rng: random.Random) -> list[int]:
    """The cards that can be the ``face`` a seat played: one of its cards showing it, or a
    blank of its hand that draws it (each as likely as the model makes it)."""
    shown = [c for c in sorted(hand) if world.face[c] == face]
    blanks = [c for c in sorted(hand) if world.face[c] is None]
    unseen = sum(world.pool.values())
    options: list[tuple[float, Any]] = []
    if shown:
        options.append((len(shown), shown[0]))
    left = world.pool.get(face, 0)
    if blanks and left > 0:
        options.append((len(blanks) * left / unseen, blanks[0]))
    return _weighted_order(options, rng)


#: The steps where the search remembers dead ends (a deal, a packet seen, the last cards):
#: there the rest of the search depends only on the step and :func:`_signature` (the checks'
#: memos hang on the step; cards of one face are alike, blanks too), so a signature once found
#: to explain nothing later is a dead end wherever it comes again. Late rounds spent most of
#: their search (up to 80,000 steps, 1 s, a world) retrying such histories reached other ways.
#: Skipping one changes no draw: the choices after each such step have their own generator.
_MARKS = frozenset({"deal", "view", "last"})


def _signature(w: _World, i: int) -> tuple[Any, ...]:
    """What the search after step ``i`` reads of the partial history ``w``: the faces left
    to draw and the faces (``""``: a blank) in each packet and hand."""
    face = w.face
    return (i, tuple(w.pool.values()),  # (every draw's pool has the same keys, in order)
            tuple(tuple(sorted([face[c] or "" for c in p])) for p in w.packets),
            tuple(tuple(sorted([face[c] or "" for c in h])) for h in w.hands))


class _Sampler:
    """The depth-first draw of a history that explains what the seat saw."""

    def __init__(self, state: TheMajorityState, seat: int, rng: random.Random) -> None:
        self.n = state.n_players
        self.seat = seat
        self.rng = rng
        self.rounds = knowledge(state, seat)
        self.phase = state.phase  # public: how far the last round is
        # what each seat is seen to play in each round (and the partner to give the seat)
        # (the search asks for these at every node: they are worked out once here)
        self.demand: list[list[dict[str, int]]] = []
        self.demand_total: list[list[int]] = []
        # per round and seat: (the plan's key of that play or gift, its face), in the order
        # of the round; a face is still needed while its key is not in the plan
        self.owed: list[list[list[tuple[tuple[Any, ...], str]]]] = []
        # per round: the plan's keys whose presence means the exchange or tricks have begun
        self.start_keys: list[tuple[tuple[Any, ...], ...]] = []
        # per round: each packet the seat sees, as a count of faces, by draft step
        self.view_counts: list[dict[int, dict[str, int]]] = []
        for rnd, r in enumerate(self.rounds, 1):
            owed: list[list[tuple[tuple[Any, ...], str]]] = [
                [((rnd, "trick", k, s), p[s]) for k, p in enumerate(r.tricks) if s in p]
                for s in range(self.n)]
            if self.n == 4 and r.got:
                owed[(seat + 2) % 4].append(((rnd, EXCHANGE, 0, (seat + 2) % 4), r.got))
            self.owed.append(owed)
            self.demand.append([count(f for _, f in o) for o in owed])
            self.demand_total.append([len(o) for o in owed])
            self.start_keys.append(tuple(
                key for s in range(self.n) for key in ((rnd, EXCHANGE, 0, s), (rnd, "trick", 0, s))))
            self.view_counts.append({t: count(v) for t, v in r.views.items()})

        deck = [str(c) for c in build_deck(self.n)]
        # the seat's own deals come from the deck: their faces were never anywhere else
        self.pool = dict(Counter(deck) - Counter(f for r in self.rounds for f in r.deal))
        self.all_steps = self.steps()
        # Per step: what its checks read that depends on the step alone, worked out at its
        # first visit. Whatever was drawn, the plan then holds the keys of this step and of
        # every step before it, and only those (each step sets its own key once, in order):
        # so what the plan says there is the same at every visit, and at every draw from the
        # same position (see :func:`_sampler`).
        # (two slots a step: ``memo`` for its checks, ``memo2`` for what its options read)
        self.memo: list[Any] = [None] * len(self.all_steps)
        self.memo2: list[Any] = [None] * len(self.all_steps)
        # The signatures of partial histories that explain nothing later (shared by every
        # draw from the position, as the memos: each entry is true whatever drew it).
        self.dead: set[tuple[Any, ...]] = set()

    def size(self, rnd: int) -> int:
        """Cards in a draft packet: 6 dealt in round 1, 4 dealt and the kept card later."""
        return 6 if rnd == 1 else 5

    def steps(self) -> list[tuple[Any, ...]]:
        """Everything that happened, in the game's order, as far as the seat knows: the deals,
        the finished draft steps (each seat's pick, then the packet the seat was passed), the
        last cards, the exchange, the plays of every trick the seat has seen (all of a finished
        trick, the face-up plays so far of the current one), the kept cards."""
        n, seat, out = self.n, self.seat, []
        last = len(self.rounds) - 1
        for i, r in enumerate(self.rounds):
            rnd, size = i + 1, self.size(i + 1)
            out.append(("deal", rnd))
            drafting = i == last and self.phase == DRAFT
            for t in range(max(r.views, default=0) if drafting else size - 1):
                out += [("pick", rnd, t, s) for s in [seat, *(x for x in range(n) if x != seat)]]
                out.append(("view", rnd, t + 1) if t + 1 < size - 1 else ("last", rnd, t + 1))
            if drafting:
                continue
            if n == 4 and not (i == last and self.phase == EXCHANGE):
                out += [("gift", rnd, s) for s in ((seat + 2) % 4, (seat + 1) % 4, (seat + 3) % 4)]
                out.append(("swap", rnd))
            for k, plays in enumerate(r.tricks):
                out += [("play", rnd, k, s) for s in sorted(plays)]
            if i < last or self.phase == "over":
                out.append(("keep", rnd))
        return out

    def run(self) -> _World:
        """A history that explains everything the seat saw: the depth-first search, its
        choices drawn from a number the caller's generator gives (its only use of it)."""
        world = _World([], dict(self.pool), [[] for _ in range(self.n)],
                       [[] for _ in range(self.n)], [None] * self.n, [], {},
                       [{} for _ in range(self.n)])
        self.base = self.rng.getrandbits(64)
        found = self.search(world, self.all_steps, 0)
        if found is None:
            raise AssertionError("no history explains what the seat saw")
        return found

    def search(
        self, world: _World, steps: list[tuple[Any, ...]], i: int, marked: bool = False
    ) -> _World | None:
        """Carry out ``steps[i:]``; at a hidden choice, try its options in a random order (the
        first by the model's odds) and back up when one cannot explain what the seat saw. At a
        step of :data:`_MARKS` (``marked``: its signature is looked up already), a partial
        history whose :func:`_signature` is known to explain nothing later backs up at once;
        else the choices after it are drawn by a generator seeded by that signature, so that no
        dead end skipped or explored changes what is drawn elsewhere."""
        end = len(steps)
        step_at, seat, dead = self.step, self.seat, self.dead
        while i < end:
            step = steps[i]
            if step[0] == "pick" and step[3] != seat:
                return self.search_pick(world, steps, i)
            if not marked and step[0] in _MARKS:
                key = _signature(world, i)
                if key in dead:
                    return None
                outer, self.rng = self.rng, random.Random(f"{self.base} {key}")
                found = self.search(world, steps, i, True)
                self.rng = outer
                if found is None:  # (every way on was tried)
                    dead.add(key)
                return found
            marked = False
            try:
                options = step_at(world, step, i)
            except _Dead:
                return None
            if options is not None:
                return self.search_give(world, steps, i, options)
            i += 1
        return world

    def search_give(
        self, world: _World, steps: list[tuple[Any, ...]], i: int, options: list[int]
    ) -> _World | None:
        """:meth:`search` at a gift or a play of another seat (``steps[i]``), whose
        ``options`` are the cards of its hand it may give or play. Each is taken in place
        and undone when it fails, as in :meth:`search_pick`: its :meth:`choose` draws at most
        one face, with no shuffle (the generator does not move), and changes nothing when it
        fails; its :meth:`check` changes nothing."""
        step = steps[i]
        s = step[2] if step[0] == "gift" else step[3]
        last = len(options) - 1
        choose, check = self.choose, self.check
        hand, face, pool = world.hands[s], world.face, world.pool
        for j, card in enumerate(options):
            if j == last:  # this call owns ``world``: the last option uses it up
                try:
                    choose(world, step, card)
                    check(world, step, i)
                except _Dead:
                    return None
                return self.search(world, steps, i + 1)
            at, f = hand.index(card), face[card]
            try:
                choose(world, step, card)
            except _Dead:
                continue
            try:
                check(world, step, i)
                branch: _World | None = world.copy()
            except _Dead:
                branch = None
            # undo (the plan's key is written again, or left: see :class:`_World`)
            hand.insert(at, card)
            if f is not None:
                known = world.held[s]
                known[f] = known.get(f, 0) + 1  # (its place in the dict is never read)
            else:
                drawn = face[card]
                if drawn is not None:
                    face[card] = None
                    pool[drawn] += 1
            if branch is not None:
                found = self.search(branch, steps, i + 1)
                if found is not None:
                    return found
        return None

    def search_pick(self, world: _World, steps: list[tuple[Any, ...]], i: int) -> _World | None:
        """:meth:`search` at another seat's draft pick ``steps[i]``: :meth:`step`,
        :meth:`choose` and :meth:`check` of a pick written out in one loop (the search's most
        frequent node). Each option is taken in place and undone when it fails, so that only
        an option that passes the checks costs a copy of the world."""
        step = steps[i]
        rnd, t, s = step[1], step[2], step[3]
        origin, ahead, view = self.draft_memo(i, step)
        extra = self.memo2[i]
        if extra is None:  # (the plan before this pick: :meth:`hand_memo` after it alike)
            extra = self.memo2[i] = self.hand_memo(world, rnd, t, s)[1]
        options = self.pick_options(world, step, i)
        last = len(options) - 1
        key = (rnd, DRAFT, t, s)
        n, size = self.n, 6 if rnd == 1 else 5
        need, total = self.demand[rnd - 1][s], self.demand_total[rnd - 1][s]
        packet, hand, known = world.packets[origin], world.hands[s], world.held[s]
        face, plan = world.face, world.plan
        for j, card in enumerate(options):
            # :meth:`choose`, in place
            at = packet.index(card)
            del packet[at]
            hand.append(card)
            f = face[card]
            if f is not None:
                known[f] = known.get(f, 0) + 1
            plan[key] = card
            # :meth:`check`: the packet, then the hand
            fits = (view is None or packet_fits(face, packet, view, ahead)) and hand_fits(
                world, n, size, t, s, 1, extra, need, total)
            if fits and j == last:  # this call owns ``world``: the last option uses it up
                return self.search(world, steps, i + 1)
            branch = world.copy() if fits else None
            # undo (the plan's key is written again by the next option, or left: see run)
            packet.insert(at, card)
            hand.pop()
            if f is not None:
                if known[f] == 1:
                    del known[f]
                else:
                    known[f] -= 1
            if branch is not None:
                found = self.search(branch, steps, i + 1)
                if found is not None:
                    return found
        return None

    def pick_options(self, w: _World, step: tuple[Any, ...], i: int) -> list[int]:
        """The options of another seat's pick ``step`` (``steps[i]``), in the order to try."""
        rnd, s = step[1], step[3]
        # (the round's exchange and tricks have not begun: the seat's whole demand)
        origin, _, view = self.draft_memo(i, step)
        packet = w.packets[origin]
        demand, held = self.demand[rnd - 1][s], w.held[s]
        # When the seat has seen every card of the packet and will see what is left, the
        # seats picking from it before then take the cards missing then: s takes one of them
        if view is not None:
            face, faces = w.face, {}
            for c in packet:
                f = face[c]
                if f is None:
                    break
                faces[f] = faces.get(f, 0) + 1
            else:
                removed = minus(faces, view)
                return _choices(face, [c for c in packet if face[c] in removed],
                                      self.rng, demand, held, removed)
        return _choices(w.face, packet, self.rng, demand, held, None)

    def draft_memo(self, i: int, step: tuple[Any, ...]) -> tuple[Any, ...]:
        """Pick ``step`` (``steps[i]``) of another seat: the packet it picks from, how many
        seats pick from it before the seat sees it again and what the seat sees then (None: it
        does not)."""
        memo = self.memo[i]
        if memo is None:
            rnd, t, s = step[1], step[2], step[3]
            n = self.n
            origin = (s - t) % n
            ahead = (self.seat - origin - t) % n or n  # steps until the seat holds it again
            memo = self.memo[i] = (origin, ahead, self.view_counts[rnd - 1].get(t + ahead))
        return memo

    def step(self, w: _World, step: tuple[Any, ...], i: int) -> list[int] | None:
        """Carry out a step (``steps[i]``) with nothing hidden in place (None), or the options
        of a hidden choice (the cards it may take)."""
        kind, rnd = step[0], step[1]
        n, seat = self.n, self.seat
        if kind == "pick":
            t, s = step[2], step[3]
            if s == seat:
                packet = w.packets[(s - t) % n]
                want, face = self.rounds[rnd - 1].picks.get(t), w.face
                card = next((c for c in sorted(packet) if face[c] == want), None)
                if card is None:
                    raise _Dead
                self.choose(w, step, card)
                return None
            return self.pick_options(w, step, i)
        r = self.rounds[rnd - 1]
        if kind == "play":
            k, s = step[2], step[3]
            face = r.tricks[k][s]
            if s == seat:
                faces = w.face
                card = next((c for c in sorted(w.hands[s]) if faces[c] == face), None)
                if card is None:
                    raise _Dead
                self.choose(w, step, card)
                return None
            return _play_choices(w, w.hands[s], face, self.rng)
        if kind == "view":
            t = step[2]
            w.show(w.packets[(seat - t) % n], r.views[t], self.rng)
            self.check(w, step, i)
            return None
        if kind == "deal":
            for s in range(n):
                if s == seat:
                    block = [w.new_card(f, reserved=True) for f in r.deal]
                else:
                    block = [w.new_card(None) for _ in range(self.size(rnd) - (rnd > 1))]
                w.blocks.append(block)
                kept = w.kept[s]
                w.packets[s] = block + ([] if kept is None else [kept])  # by origin
                w.hands[s] = []
                w.held[s] = {}
            return None
        if kind == "last":
            t = step[2]
            for s in range(n):
                w.hold(s, w.packets[(s - t) % n])
            for s in range(n):
                w.packets[s] = []
            if any(len(h) != self.size(rnd) for h in w.hands):
                raise _Dead
            w.show([w.hands[seat][-1]], r.views[t], self.rng)
            w.held[seat] = face_counts(w.face, w.hands[seat])
            self.check(w, step, i)
            return None
        if kind == "gift":
            s = step[2]
            if s == (seat + 2) % 4:  # the partner's gift, which the seat received
                return _play_choices(w, w.hands[s], r.got or "", self.rng)
            need = self.memo2[i]
            if need is None:  # (the plan read at the step's first visit: see run)
                need = self.memo2[i] = self.need(w, rnd, s)
            return _choices(w.face, w.hands[s], self.rng, w.held[s], need, None)
        if kind == "swap":
            mine = next((c for c in sorted(w.hands[seat]) if w.face[c] == r.gave), None)
            if mine is None:
                raise _Dead
            self.choose(w, ("gift", rnd, seat), mine)
            gifts = {s: w.plan[(rnd, "exchange", 0, s)] for s in range(4)}
            for s in range(4):
                w.hold(s, [gifts[(s + 2) % 4]])
            self.check(w, step, i)
            return None
        if kind == "keep":
            for s in range(n):
                if len(w.hands[s]) != 1:
                    raise _Dead
                w.kept[s] = w.hands[s][0]
            return None
        raise AssertionError(kind)

    def choose(self, w: _World, step: tuple[Any, ...], card: int) -> None:
        """Seat ``step``'s decision takes ``card`` (a blank playing or giving a known face
        draws it now)."""
        kind, rnd = step[0], step[1]
        if kind == "pick":
            t, s = step[2], step[3]
            w.packets[(s - t) % self.n].remove(card)
            w.hands[s].append(card)  # (as ``hold`` does)
            f = w.face[card]
            if f is not None:
                held = w.held[s]
                held[f] = held.get(f, 0) + 1
            w.plan[(rnd, DRAFT, t, s)] = card
        elif kind == "gift":
            s = step[2]
            f = w.face[card]
            if f is None and s == (self.seat + 2) % 4:
                w.show([card], [self.rounds[rnd - 1].got or ""], self.rng)
            w.drop(s, card, f)
            w.plan[(rnd, EXCHANGE, 0, s)] = card
        else:  # a play
            k, s = step[2], step[3]
            f = w.face[card]
            if f is None:
                w.show([card], [self.rounds[rnd - 1].tricks[k][s]], self.rng)
            w.drop(s, card, f)
            w.plan[(rnd, "trick", k, s)] = card

    def need(self, w: _World, rnd: int, s: int) -> dict[str, int]:
        """The faces seat ``s`` is seen to play this round (or give the seat) and has not yet
        (read only: before the round's exchange or tricks begin, the one shared count)."""
        plan = w.plan
        if plan.keys().isdisjoint(self.start_keys[rnd - 1]):  # the round has not started
            return self.demand[rnd - 1][s]
        need: dict[str, int] = {}
        for key, f in self.owed[rnd - 1][s]:
            if key not in plan:
                need[f] = need.get(f, 0) + 1
        return need

    def check(self, w: _World, step: tuple[Any, ...], i: int) -> None:
        """Necessary conditions for the rest of the round (else back up at once): each packet
        can still become what the seat will see of it, each hand can still hold the cards its
        seat will give the seat and play (``step`` is ``steps[i]``, just carried out)."""
        kind, rnd = step[0], step[1]
        n, seat = self.n, self.seat
        # (a pick is checked in :meth:`search_pick`)
        if kind == "view":
            t = step[2]
            memo = self.memo[i]
            if memo is None:
                views = self.view_counts[rnd - 1]
                aheads = [(origin, (seat - origin - t) % n or n) for origin in range(n)]
                memo = self.memo[i] = (
                    [(origin, ahead, views[t + ahead])
                     for origin, ahead in aheads if t + ahead in views],
                    [(s, *self.hand_memo(w, rnd, t, s), self.demand[rnd - 1][s],
                      self.demand_total[rnd - 1][s]) for s in range(n) if s != seat],
                )
            face, packets = w.face, w.packets
            for origin, ahead, view in memo[0]:
                if not packet_fits(face, packets[origin], view, ahead):
                    raise _Dead
            size = 6 if rnd == 1 else 5
            for s, picked, extra, need, total in memo[1]:
                if not hand_fits(w, n, size, t, s, picked, extra, need, total):
                    raise _Dead
            return
        # after the draft: a gift changes one hand (and no face the blanks must draw is
        # counted before the swap); a play or the swap may take a face from the pool
        memo = self.memo[i]
        if memo is None:
            plan = w.plan
            swapped = n == 3 or (rnd, EXCHANGE, 0, seat) in plan
            memo = self.memo[i] = (
                swapped,
                0 if swapped else 1,  # the partner's gift may bring any card
                [(s, self.need(w, rnd, s))
                 for s in (range(n) if kind != "gift" else (step[2],)) if s != seat],
            )
        swapped, extra, needs = memo
        held, hands = w.held, w.hands
        short: dict[str, int] = {}  # faces the blanks must still draw (hands are final)
        for s, need in needs:
            known = held[s]
            excess = 0
            for f, k in need.items():
                k -= known.get(f, 0)
                if k > 0:
                    excess += k
                    if swapped:
                        short[f] = short.get(f, 0) + k
            if excess > len(hands[s]) - sum(known.values()) + extra:
                raise _Dead  # it cannot come to hold what it must play
        if short:
            pool = w.pool
            for f, k in short.items():
                if k > pool.get(f, 0):
                    raise _Dead  # the blanks would need faces already shown by other cards

    def hand_memo(self, w: _World, rnd: int, t: int, s: int) -> tuple[int, int]:
        """What :func:`hand_fits` reads of the plan: whether seat ``s`` has picked
        at step ``t``, and 1 when the seat's gift from its partner is still to come (any card)."""
        plan = w.plan
        extra = 0 if self.n == 3 or (rnd, EXCHANGE, 0, self.seat) in plan else 1  # the gift
        return (rnd, DRAFT, t, s) in plan, extra

#: The samplers' tables of the last positions drawn from, for the next draw from the same
#: position and seat (the search draws many worlds from one): (id of the state, seat) ->
#: (the state, its history then, the tables). Read only by :func:`_sampler`.
_SAMPLERS: dict[tuple[int, int], tuple[TheMajorityState, list[Any], dict[str, Any]]] = {}


def _sampler(state: TheMajorityState, seat: int, rng: random.Random) -> _Sampler:
    """``_Sampler(state, seat, rng)``, its tables (what the seat knows, the steps, the
    memos: they follow from the history and the seat alone, and are never changed but the
    memos, filled alike by every draw, and the dead ends, each true whatever drew it) taken
    from :data:`_SAMPLERS` when ``state`` is the same object with the same history as at the
    last draw."""
    key = (id(state), seat)
    hit = _SAMPLERS.get(key)
    if hit is not None and hit[0] is state and hit[1] == state.history:
        sampler = _new(_Sampler)
        sampler.__dict__.update(hit[2])
        sampler.rng = rng
        return sampler
    sampler = _Sampler(state, seat, rng)
    if len(_SAMPLERS) >= 8:  # (a few positions: the oldest goes)
        _SAMPLERS.pop(next(iter(_SAMPLERS), None), None)
    _SAMPLERS[key] = (state, list(state.history),
                      {k: v for k, v in vars(sampler).items() if k != "rng"})
    return sampler


def sample_world(
    state: TheMajorityState, seat: int, rng: random.Random, *, model: Policy | None = None
) -> TheMajorityState:
    """A game with ``state``'s public history and ``seat``'s own cards, other secrets
    (``model``: the policy making the other seats' pending choices; default uniform)."""
    n = state.n_players
    opts = dict(n_players=n, seed=state.seed, **state.options)
    w = _sampler(state, seat, rng).run()
    # The blanks (cards the seat never saw: other seats' deals, picks it never saw, the deck)
    # draw the faces left, in the order the cards were made (canonical).
    base = [str(c) for c in build_deck(n)]
    while sum(map(len, w.blocks)) < len(base):
        w.blocks.append([w.new_card(None) for _ in range(4)])
    blanks = [c for c, f in enumerate(w.face) if f is None]
    for c, f in zip(blanks, sealed_shuffle(Counter(w.pool).elements(), rng), strict=True):
        w.face[c] = f
    deck: list[str] = []
    for b, block in enumerate(w.blocks):
        faces = [w.face[c] or "" for c in block]
        # another seat's deal is in an order only it saw: drawn again
        deck += faces if b % n == seat else sealed_shuffle(faces, rng)
    perm = permutation_to(base, deck)
    chance = {("deck",): ChanceTape(tape=[("shuffle", perm)])}
    with taped_chance(_state_module, chance):
        world = mark_world(TheMajorityState.new(**opts), chance)
    chosen = state.chosen()
    goal = len(state.history)
    while len(world.history) < goal:
        players = world.current_players()
        batch = players if world.order is None else players[:1]
        acted = False
        for p in sorted(batch) if world.order is None else batch:
            if len(world.history) >= goal:
                break
            if world.phase == DRAFT:
                key = (world.round, DRAFT, (6 if world.round == 1 else 5) - len(world.packets[p]), p)
            elif world.phase == EXCHANGE:
                key = (world.round, EXCHANGE, 0, p)
            else:
                key = (world.round, "trick", world.trick, p)
            if key in w.plan:
                action: Any = w.face[w.plan[key]]
            elif p == seat and chosen[p]:  # its own choice of this step: its last decision
                action = next(a for q, a in reversed(state.history) if q == seat)
            elif chosen[p]:
                legal = world.legal_actions(p)
                if model is None:
                    action = legal[rng.randrange(len(legal))]
                else:
                    action = model.act(world.view(p), legal, rng)
            else:
                continue
            world.apply(p, action)
            acted = True
        if not acted:
            raise AssertionError("the sampled world cannot follow the public record")
    return world

