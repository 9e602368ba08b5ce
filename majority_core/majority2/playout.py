"""The search's playouts of Majority 2 from any position, on the fast path of plain lists.

Why it exists: the search (:mod:`majority_core.search`) plays out every sampled world with the
game's heuristic bot. On the engine every step writes its sentences and every decision lists
its actions as text, which the bot parses back and scores from scratch: a search got a few
dozen playouts per decision. Here the engine's state is read once (any phase of a turn, 5-2 to
5-7; any pending decision of a card's ability, 6-2 to 6-4; a real game or a world drawn by
``worlds.sample_world``, whose chance is a tape) into a :class:`~.fast.Position`
(:func:`from_state`) and played to its end by :func:`.fast.run`, without sentences, events or
views.

The bots: Greedy and Planner score the frequent decisions (exchange, draw, free and standard
plays, a representative, the demons Junior's card to hide, a dragons Veteran's colour, a
score-zone discard, a take, a disc) here on the card values, with the same arithmetic in the
same order as their ``value`` (so the same ties go the same way); the rarest (the dragons
promo Junior's target, the Ghost's column) go through their own
:meth:`~.policies.Greedy.decide` on a :class:`~.policies.Reading` made from the position
(:func:`reading`). The same decisions as ``search._playout`` on the engine, from the same
generator, and the same result rows, tested decision by decision in every option set
(``tests/majority2/test_playout.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..game import chance_copy
from ..policy import Policy, UniformRandom
from ..search import Then
from .components import FACTIONS, OVER, ZONE, Card
from .fast import _KIND_OF, _KINDS, _VCARD, _VCUR, Position, _tables, _zone_total, rows, run
from .kernel import forming_coins
from .policies import Greedy, Planner, Reading, effect_gain
from .state import Majority2State

__all__ = ["fast_seat", "from_state", "playouts", "reading"]


#: A reading with no coin face down: the effect gains that depend on no reading.
_NO_COINS = Reading(0, [[(), (), ()], [(), (), ()]], [(), ()], [], [], 0)
#: The witches Aristocrat: its effect gain is half the coins face down.
_TURNS_COINS = Card("witches", "aristocrat")
#: Per printed value (no disc: hand cards): the bots' effect gain (``policies.effect_gain``;
#: None for the witches Aristocrat's) and free-play saving.
_EGAIN: dict[int, float | None] = {
    k * 6: None if c is _TURNS_COINS else effect_gain(c, _NO_COINS) for k, c in enumerate(_KINDS)
}
_FREE_SAVING: dict[int, float] = {k * 6: 0.05 * c.cost for k, c in enumerate(_KINDS)}


def from_state(state: Majority2State) -> Position:
    """The engine's ``state`` as a :class:`Position` (it reads, never changes it; its
    generator of chance is copied)."""
    g = Position.__new__(Position)
    g.t = _tables(state.cards, state.options["ghost_cost"])
    g.deck, g.discard = list(state.deck), list(state.discard)
    g.hand = [list(h) for h in state.hand]
    g.reserve = [list(r) for r in state.reserve]
    g.columns = [[list(col) for col in side] for side in state.columns]
    g.zone = [list(z) for z in state.zone]
    g.disc = [-1] * len(state.cards)
    for cid, f in state.disc.items():
        g.disc[cid] = FACTIONS.index(f)
    g.disc_at = [state.disc_at.get(f, -1) for f in FACTIONS]
    g.up, g.down = list(state.up), list(state.down)
    g.first, g.player, g.turn, g.phase = state.first, state.player, state.turn, state.phase
    g.must_exchange = list(state.must_exchange)
    g.tasks = [_task(task) for task in state.tasks]
    g.ghost_by = dict(state.ghost_by)
    g.rng = chance_copy(state.rng)
    g.end_factions, g.turn_limit = state.options["end_factions"], state.options["turn_limit"]
    g.winner, g.end, g.ended_by = state.winner, state.end_reason, state.ended_by
    g.ready = None
    return g


def _code(f: str | None) -> int:
    return -1 if f is None else FACTIONS.index(f)


def _task(task: tuple[Any, ...]) -> tuple[Any, ...]:
    """A pending step of the engine with its colours as faction codes."""
    if task[0] == "ask" and task[1] == "disc":
        return (*task[:5], _code(task[5]), task[6], *map(_code, task[7:]))
    if task[0] == "ask" and task[1] == "colour":
        return (*task[:3], _code(task[3]))
    return task


def reading(g: Position, seat: int) -> Reading:
    """Seat ``seat``'s :class:`~.policies.Reading` of the position: what ``Greedy.read`` makes
    of its view (hand and reserve in card order; cards as they lie, discs included)."""
    value, kind6 = g.value, g.t.kind6
    return Reading(
        seat,
        [[tuple(_VCARD[value(c)] for c in col) for col in side] for side in g.columns],
        [tuple(_VCARD[value(c)] for c in z) for z in g.zone],
        [_VCARD[v] for v in sorted(map(kind6.__getitem__, g.hand[seat]))],
        [_VCARD[v] for v in sorted(map(kind6.__getitem__, g.reserve[seat]))],
        g.down[seat],
    )


class _RandomSeat:
    """A seat choosing uniformly among the legal actions, as ``search._playout`` draws."""

    __slots__ = ()

    def exchange(self, g: Position, p: int, rng: random.Random) -> bool:
        return rng.randrange(2) == 0

    draw = exchange

    def play(self, g: Position, p: int, free: bool, found: list[int], rng: random.Random) -> Any:
        k = rng.randrange(1 + 3 * len(found))  # the pass, then 3 columns per card
        return None if k == 0 else (found[(k - 1) // 3], (k - 1) % 3)

    def choose(self, g: Position, p: int, task: Any, found: list[Any], rng: random.Random) -> int:
        return rng.randrange(len(found))


#: Column gains of 5 cards or more (forming): by (column values, zone values), the gain of
#: each card value (the column's values under -1); emptied at :data:`_FORMING_CAP` entries.
_FORMING: dict[tuple[tuple[int, ...], tuple[int, ...]], dict[int, Any]] = {}
_FORMING_CAP = 1 << 13
#: Gains of a card in a column of fewer than 4 cards, by the column's cards and counts per
#: faction packed in an int (:func:`_smalls`): one per faction code the card counts
#: as, the Ghost's (-1) last.
_SMALL: dict[int, list[float]] = {}


def _small(key: int) -> list[float]:
    """``column_gain``'s build-up reward of a card added to a column of fewer than 4 cards
    (``key``: the number of cards << 15, plus each faction's count << 3 * its code), for each
    faction code the card may count as (-1: none)."""
    n = key >> 15
    counts = [(key >> (3 * f)) & 7 for f in range(5)]
    top = max(counts)
    found = []
    for f in (0, 1, 2, 3, 4, -1):
        t = counts[f] + 1 if f >= 0 and counts[f] >= top else top
        mixed = n + 1 - t
        found.append(0.3 * t - (0.4 * mixed if mixed > 2 else 0.0))
    _SMALL[key] = found
    return found


def _forming_gain(column: tuple[int, ...], v: int, zone: tuple[int, ...]) -> float:
    """``column_gain`` of value ``v`` added to a column of 4 cards or more: the best
    representative's points in the zone plus the coins (5-5), or, when no faction has 3 cards,
    a little less per card of the column discarded."""
    cards = (*column, v)
    counts = [0, 0, 0, 0, 0]
    for x in cards:
        f = _VCUR[x]
        if f >= 0:
            counts[f] += 1
    if max(counts) < 3:
        return -0.5 * len(cards)
    best = 0.0
    now = _zone_total(zone)
    for rep in {x for x in cards if _VCUR[x] >= 0 and counts[_VCUR[x]] >= 3}:
        best = max(best, _zone_total((*zone, rep)) - now + forming_coins(counts[_VCUR[rep]]))
    return best


#: The count of one card of faction code f in a column's key (:func:`_smalls`).
_BIT = [1 << (3 * f) for f in range(5)]


def _smalls(g: Position, p: int) -> list[list[float] | None]:
    """Per column of seat ``p``: its gains by faction code (:func:`_small`), or None for a
    column of 4 cards or more (a card added forms, 5-5)."""
    out: list[list[float] | None] = []
    disc, bit = g.disc, g.t.bit
    for col in g.columns[p]:
        n = len(col)
        if n >= 4:
            out.append(None)
            continue
        key = n << 15
        for c in col:
            d = disc[c]
            key += _BIT[d] if d >= 0 else bit[c]
        out.append(_SMALL.get(key) or _small(key))
    return out


class _Gains:
    """One seat's column gains (``policies.column_gain``, the same numbers as
    ``Reading.gain``) at one decision: its columns of fewer than 4 cards by faction code
    (:func:`_smalls`), the others worked out once per card value (they form, 5-5)."""

    __slots__ = ("g", "p", "small", "big", "zone")

    def __init__(self, g: Position, p: int, small: list[list[float] | None] | None = None) -> None:
        self.g, self.p = g, p
        self.big: list[dict[int, Any] | None] = [None, None, None]
        #: per column: the gains by faction code, or None for a column of 4 cards or more
        self.small = _smalls(g, p) if small is None else small
        self.zone: tuple[int, ...] | None = None

    def _forming(self, col: int, v: int) -> float:
        """The gain of ``v`` in column ``col`` of 4 cards or more: it forms (5-5)."""
        found = self.big[col]
        if found is None:
            g = self.g
            if self.zone is None:
                self.zone = tuple(map(g.value, g.zone[self.p]))
            column = tuple(map(g.value, g.columns[self.p][col]))
            key = (column, self.zone)
            found = _FORMING.get(key)
            if found is None:
                if len(_FORMING) >= _FORMING_CAP:
                    _FORMING.clear()
                found = _FORMING[key] = {-1: column}
            self.big[col] = found
        gain = found.get(v)
        if gain is None:
            gain = found[v] = _forming_gain(found[-1], v, self.zone)  # type: ignore[arg-type]
        return gain

    def worths(self, values: list[int]) -> dict[int, float]:
        """``card_worth`` of each of ``values``: its best column."""
        a, b, c = self.small
        out = {}
        for v in values:
            if v not in out:
                f = _VCUR[v]
                out[v] = max(
                    a[f] if a is not None else self._forming(0, v),
                    b[f] if b is not None else self._forming(1, v),
                    c[f] if c is not None else self._forming(2, v),
                )
        return out


def _potential(counts: list[int]) -> float:
    """``policies._potential`` of a column with ``counts`` per faction."""
    top = max(counts)
    return top + 0.5 * forming_coins(top)


def _place_values(g: Position, seat: int, kind: str, found: list[Any]) -> list[float]:
    """``Greedy.place_value`` of each take or disc of ``found``: how far it moves my columns
    and the opponent's towards forming, or a score zone's points."""
    out = []
    before: dict[tuple[int, int], Any] = {}
    for choice in found:
        pl, f = choice if kind == "disc" else (choice, -1)
        owner, where, i = pl
        sign = 1.0 if owner == seat else -1.0
        if where == ZONE:
            zone = list(map(g.value, g.zone[owner]))
            was = _zone_total(tuple(zone))
            zone[i] = g.t.kind6[g.zone[owner][i]] + f + 1
            out.append(sign * (_zone_total(tuple(zone)) - was))
            continue
        found_before = before.get((owner, where))
        if found_before is None:
            counts = g.counts(g.columns[owner][where])
            found_before = before[(owner, where)] = (counts, _potential(counts))
        counts, was = found_before
        counts = counts[:]
        old = g.current(g.columns[owner][where][i])
        if old >= 0:
            counts[old] -= 1
        if f >= 0:
            counts[f] += 1
        gain = _potential(counts) - was
        if kind == "take":
            gain -= 0.2 * sign
        out.append(sign * gain)
    return out


class _BotSeat:
    """A seat playing a :class:`~.policies.Greedy` bot (Planner too): the frequent decisions
    scored here on the card values, with ``value``'s arithmetic in its order; the abilities'
    decisions by the bot itself on the position's :func:`reading`."""

    __slots__ = ("bot", "planner", "weight", "draws", "exchanges")

    def __init__(self, bot: Greedy) -> None:
        self.bot = bot
        self.planner = type(bot) is Planner
        self.weight = getattr(bot, "opponent_weight", 0.0)
        self.draws, self.exchanges = bot.draws, bot.exchanges

    def draw(self, g: Position, p: int, rng: random.Random) -> bool:
        return self.draws  # type: ignore[no-any-return]  # 0.5 (or -1.0) against 0.0

    def exchange(self, g: Position, p: int, rng: random.Random) -> bool:
        if not self.exchanges:
            return False  # -inf against keeping's 0.0
        kind6 = g.t.kind6
        hand = sorted(map(kind6.__getitem__, g.hand[p]))
        reserve = sorted(map(kind6.__getitem__, g.reserve[p]))
        worth = _Gains(g, p).worths(hand + reserve)
        if not self.planner:
            value = sum(map(worth.__getitem__, reserve)) - sum(map(worth.__getitem__, hand))
        else:
            theirs = _Gains(g, 1 - p).worths(hand + reserve)
            w = self.weight

            def keep(values: list[int]) -> float:
                return sum(worth[v] for v in values) - w * sum(max(0.0, theirs[v]) for v in values)

            value = keep(reserve) - keep(hand)
        return value >= 0.0  # the first of equal values: exchanging

    def play(self, g: Position, p: int, free: bool, found: list[int], rng: random.Random) -> Any:
        if not found:
            return None  # the pass is the one legal action
        small = _smalls(g, p)
        mine = _Gains(g, p, small) if None in small else None
        best: float = 0.0
        theirs: dict[int, float] | None = None
        if self.planner:
            hand = sorted(map(g.t.kind6.__getitem__, g.hand[p]))
            theirs = _Gains(g, 1 - p).worths(hand)
            if not free:  # Planner: ending passes the hand (5-7)
                best = -self.weight * sum(max(0.0, theirs[v]) for v in hand) * 0.2
        move = None
        a, b, c = small
        down = g.down[p]
        for v in found:
            if free:
                extra = _FREE_SAVING[v]
            else:
                extra = _EGAIN[v]  # type: ignore[assignment]
                if extra is None:
                    extra = 0.5 * down
            bonus = 0.3 * max(0.0, theirs[v]) if theirs is not None else 0.0
            f = _VCUR[v]
            for col, gains in ((0, a), (1, b), (2, c)):
                value = (gains[f] if gains is not None else mine._forming(col, v)) + 0.2  # type: ignore[union-attr]
                value += extra
                value = value + bonus
                if value > best:
                    best, move = value, (v, col)
        return move

    def choose(self, g: Position, p: int, task: Any, found: list[Any], rng: random.Random) -> int:
        kind = task[1]
        if kind == "form":  # the zone's card points with the representative
            zone = tuple(map(g.value, g.zone[p]))
            scores: list[float] = [_zone_total((*zone, v)) for v in found]
        elif kind == "reserve":  # the card worth least in my columns
            worth = _Gains(g, p).worths(found)
            scores = [-worth[v] for v in found]
        elif kind == "colour":  # burn more of the opponent's cards than mine
            theirs, mine = (g.counts([c for col in g.columns[q] for c in col]) for q in (1 - p, p))
            scores = [theirs[f] - mine[f] for f in found]
        elif kind == "discard":  # my score zone keeps the most points
            zone = list(map(g.value, g.zone[p]))
            scores = []
            for v in found:
                rest = zone[:]
                rest.remove(v)
                scores.append(_zone_total(tuple(rest)))
        elif kind == "take" or kind == "disc":
            scores = _place_values(g, p, kind, found)
        else:  # the rarer decisions: the bot's own value on the reading
            texts = [g.option_text(task, x) for x in found]
            return texts.index(self.bot.decide(reading(g, p), texts))
        return scores.index(max(scores))


class _Then(Then):
    """A seat that first makes the decision ``action`` (the engine's notation), then decides
    as ``seat`` does."""

    __slots__ = ()

    def exchange(self, g: Position, p: int, rng: random.Random) -> bool:
        a = self._take()
        return self.seat.exchange(g, p, rng) if a is None else a == "exchange"  # type: ignore[no-any-return]

    def draw(self, g: Position, p: int, rng: random.Random) -> bool:
        a = self._take()
        return self.seat.draw(g, p, rng) if a is None else a == "draw"  # type: ignore[no-any-return]

    def play(self, g: Position, p: int, free: bool, found: list[int], rng: random.Random) -> Any:
        a = self._take()
        if a is None:
            return self.seat.play(g, p, free, found, rng)
        if a in ("no-free", "end"):
            return None
        _word, card, col = a.split()
        return (_KIND_OF[Card.parse(card)] * 6, int(col) - 1)

    def choose(self, g: Position, p: int, task: Any, found: list[Any], rng: random.Random) -> int:
        a = self._take()
        if a is None:
            return self.seat.choose(g, p, task, found, rng)  # type: ignore[no-any-return]
        return [g.option_text(task, x) for x in found].index(a)


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
    start = from_state(world)

    def play(
        rng: random.Random, seat: int | None = None, action: Any = None
    ) -> tuple[list[float], list[dict[str, Any]]]:
        seats: list[Any] = [seat_kind, seat_kind]
        if seat is not None:
            seats[seat] = _Then(str(action), seat_kind)
        g = run(start.copy(), seats, rng)
        return [float(p == g.winner) for p in (0, 1)], rows(g)

    return play

