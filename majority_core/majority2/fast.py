"""Majority 2 on plain lists: the rules of a turn and of every card's ability without
sentences, events or views, for the search's playouts from any position (:mod:`.playout`).

Why it exists: on the engine (:mod:`.state`, :mod:`.effects`) every step writes its sentences
and every decision lists its actions as text; a playout is a whole game of such steps, and a
search plays hundreds of them a decision. A :class:`Position` keeps the engine's card ids in
the engine's lists and order, the discs as a list by card id, and per card id the few numbers
the rules ask of a card (:class:`Tables`); :func:`run` plays it to its end, each seat deciding
through a method per kind of decision (exchange, draw, play, an ability's choice), the chance
from a copy of the state's generator, so the deck is reshuffled (5-4) and the witches Senior
discards (6-2) as on the engine. The rules are the engine's step for step (5-2 to 5-8, 6-1 to
6-4, the package's rulings), tested decision by decision against it
(``tests/majority2/test_playout.py``); what may be shared is: the draw table and the forming
coins (:mod:`.kernel`), the end's sentence (:func:`.explain.end_reason_text`), the result rows
(:func:`.views.rows_of`), the zones' points (``policies._card_total``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..game import chance_copy
from .components import (
    _SORT,
    DRAW,
    EXCHANGE,
    FACTIONS,
    FREE,
    OVER,
    PRINTED,
    STANDARD,
    ZONE,
    Card,
    Phases,
    Places,
    place_text,
)
from .explain import end_reason_text
from .kernel import disc_scope, draw_count, forming_coins
from .policies import _card_total
from .views import rows_of

__all__ = ["Position", "Tables", "rows", "run"]

# -- card values as small ints -----------------------------------------------------------------
#: Every printed card, in card order: a card value is ``kind * 6 + disc + 1`` (disc -1 for
#: none, else a faction code), so values sort as their cards do.
_KINDS: tuple[Card, ...] = tuple(sorted(PRINTED, key=_SORT))
_KIND_OF: dict[Card, int] = {c: k for k, c in enumerate(_KINDS)}
#: Per value: the card as it lies (disc included), and the faction it counts as (-1: a Ghost
#: without a disc counts for none, 6-4).
_VCARD: list[Card] = [c.with_disc(None if d < 0 else FACTIONS[d]) for c in _KINDS for d in range(-1, 5)]
_VCUR: list[int] = [-1 if c.current is None else FACTIONS.index(c.current) for c in _VCARD]

#: Card points of score zones (``policies._card_total``), by the zone's values; emptied at
#: :data:`_TOTALS_CAP` entries.
_TOTALS: dict[tuple[int, ...], int] = {}
_TOTALS_CAP = 1 << 15


def _zone_total(zone: tuple[int, ...]) -> int:
    """The card points of a score zone given as values (``policies._card_total``)."""
    found = _TOTALS.get(zone)
    if found is None:
        if len(_TOTALS) >= _TOTALS_CAP:
            _TOTALS.clear()
        found = _TOTALS[zone] = _card_total([_VCARD[x] for x in zone])
    return found


#: The ability of each printed card, as a word of :meth:`Position.effect` (6-2, 6-3, 6-4).
_ABILITY: dict[Card, str] = {}
for _c in _KINDS:
    if _c.is_ghost:
        _ABILITY[_c] = "ghost"
    elif _c.promo:
        _ABILITY[_c] = f"promo {_c.faction}"
    elif _c.rank == "secretary" or (_c.faction, _c.rank) in (("demons", "veteran"), ("angels", "junior")):
        _ABILITY[_c] = "none"
    else:
        _ABILITY[_c] = f"{_c.faction} {_c.rank}"
_NO_FACTION = -1


class Tables:
    """Per card id of one game's deck (its options: promos, Ghosts, the Ghost's cost): the
    numbers the rules and the bots read of a card."""

    __slots__ = ("kind6", "faction", "printed", "bit", "ghost", "secretary", "guard", "needy",
                 "ability", "cost", "needs", "nofree", "pay")  # fmt: skip

    def __init__(self, cards: list[Card], ghost_cost: int) -> None:
        self.kind6 = [_KIND_OF[c] * 6 for c in cards]
        #: printed faction code, -1 for a Ghost (counts for none without a disc)
        self.printed = [_NO_FACTION if c.is_ghost else FACTIONS.index(c.faction) for c in cards]
        #: a disc-less card's count in a column's key (``playout._smalls``): 0 for a Ghost
        self.bit = [0 if f < 0 else 1 << (3 * f) for f in self.printed]
        self.ghost = [c.is_ghost for c in cards]
        self.secretary = [c.rank == "secretary" for c in cards]
        #: an angels Junior: its column on its side resists card-effect discards (6-2)
        self.guard = [c.guards for c in cards]
        self.ability = [_ABILITY[c] for c in cards]
        # Per printed value (the hand's cards): faction for the condition, its needs, free
        # play forbidden, the price in standard play (the Ghost's from the options).
        values = {_KIND_OF[c] * 6: c for c in cards}
        self.faction = {v: -1 if c.is_ghost else FACTIONS.index(c.faction) for v, c in values.items()}
        self.needs = {v: c.needs for v, c in values.items()}
        self.needy = frozenset(v for v, c in values.items() if c.needs)
        self.nofree = {v: c.free_play_forbidden for v, c in values.items()}
        self.pay = {v: c.price(ghost_cost) for v, c in values.items()}
        self.cost = [c.price(ghost_cost) for c in cards]


#: The tables of each deck met (its cards, the Ghost's cost): a few option sets.
_TABLES: dict[tuple[tuple[Card, ...], int], Tables] = {}


def _tables(cards: list[Card], ghost_cost: int) -> Tables:
    key = (tuple(cards), ghost_cost)
    found = _TABLES.get(key)
    if found is None:
        if len(_TABLES) > 64:
            _TABLES.clear()
        found = _TABLES[key] = Tables(cards, ghost_cost)
    return found


class Position(Places, Phases):
    """A Majority 2 game as plain lists: the engine's state without its record, texts and
    views (card ids and their order as the engine keeps them; ``disc[cid]`` a faction code or
    -1, ``disc_at[f]`` the card carrying faction ``f``'s disc or -1; pending steps as the
    engine's, colours as faction codes). The rules are those of :mod:`.state` and
    :mod:`.effects`, step for step."""

    __slots__ = ("t", "deck", "discard", "hand", "reserve", "columns", "zone", "disc", "disc_at",
                 "up", "down", "first", "player", "turn", "phase", "must_exchange", "tasks",
                 "ghost_by", "rng", "end_factions", "turn_limit", "winner", "end", "ended_by",
                 "ready")  # fmt: skip

    def copy(self) -> Position:
        """An independent copy (its chance copied too)."""
        c = Position.__new__(Position)
        c.t, c.first, c.player, c.turn, c.phase = self.t, self.first, self.player, self.turn, self.phase
        c.end_factions, c.turn_limit = self.end_factions, self.turn_limit
        c.winner, c.end, c.ended_by = self.winner, self.end, self.ended_by
        c.ready = None
        c.deck, c.discard = self.deck[:], self.discard[:]
        c.hand = [self.hand[0][:], self.hand[1][:]]
        c.reserve = [self.reserve[0][:], self.reserve[1][:]]
        c.columns = [[col[:] for col in side] for side in self.columns]
        c.zone = [self.zone[0][:], self.zone[1][:]]
        c.disc, c.disc_at = self.disc[:], self.disc_at[:]
        c.up, c.down, c.must_exchange = self.up[:], self.down[:], self.must_exchange[:]
        c.tasks, c.ghost_by = self.tasks[:], dict(self.ghost_by)
        c.rng = chance_copy(self.rng)
        return c

    # -- cards and places ---------------------------------------------------------------------
    def value(self, cid: int) -> int:
        """The value of card ``cid`` as it lies (its disc included)."""
        return self.t.kind6[cid] + self.disc[cid] + 1

    def current(self, cid: int) -> int:
        """The faction code card ``cid`` counts as (6-1), -1 for none (a Ghost without disc)."""
        d = self.disc[cid]
        return d if d >= 0 else self.t.printed[cid]

    def discardable(self, pl: tuple[int, int, int]) -> bool:
        """Not on a side of a column guarded by an angels Junior (6-2, RULINGS)."""
        guard = self.t.guard
        return pl[1] == ZONE or not any(guard[c] for c in self.columns[pl[0]][pl[1]])

    def unguarded(self, only: int | None) -> list[tuple[int, int, int]]:
        """The places in play (of column ``only``, or of every column) that card effects may
        discard: not guarded by an angels Junior (6-2), in the order of ``_in_play``."""
        guard = self.t.guard
        out = []
        for p in (0, 1):
            for col in range(3) if only is None else (only,):
                column = self.columns[p][col]
                if column and not any(guard[c] for c in column):
                    out += [(p, col, i) for i in range(len(column))]
        return out

    def drop_disc(self, cid: int) -> None:
        d = self.disc[cid]
        if d >= 0:
            self.disc[cid] = -1
            self.disc_at[d] = -1

    def to_discard(self, cid: int) -> None:
        self.drop_disc(cid)
        self.discard.append(cid)

    def discard_places(self, places: list[tuple[int, int, int]]) -> None:
        """Discard cards in play by a card effect; guarded ones stay (6-2 angels Junior)."""
        gone = [(pl, self._at(pl)) for pl in places if self.discardable(pl)]
        for pl, cid in gone:
            self.columns[pl[0]][pl[1]].remove(cid)
            self.to_discard(cid)

    def take_out(self, pl: tuple[int, int, int]) -> int:
        """Take a card out of play or a zone; its disc returns (6-1)."""
        cid = self._at(pl)
        (self.zone[pl[0]] if pl[1] == ZONE else self.columns[pl[0]][pl[1]]).remove(cid)
        self.drop_disc(cid)
        return cid

    def counts(self, ids: list[int]) -> list[int]:
        """Cards per current faction code (a Ghost without disc counts for none)."""
        out = [0, 0, 0, 0, 0]
        disc, printed = self.disc, self.t.printed
        for c in ids:
            f = disc[c]
            if f < 0:
                f = printed[c]
            if f >= 0:
                out[f] += 1
        return out

    # -- chance (5-4, 6-2) --------------------------------------------------------------------
    def draw_one(self) -> int | None:
        if not self.deck and self.discard:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def draw_into(self, into: list[int], n: int) -> None:
        for _k in range(n):
            c = self.draw_one()
            if c is None:
                return
            into.append(c)

    def in_card_order(self, ids: list[int]) -> list[int]:
        kind6 = self.t.kind6
        return sorted(ids, key=kind6.__getitem__)

    def reserve_discards(self, p: int, k: int) -> None:
        """Discard ``k`` cards at random from the opponent's reserve (6-2, 6-3)."""
        r = self.reserve[1 - p]
        picked = [r.pop(self.rng.randrange(len(r))) for _k in range(min(k, len(r)))]
        self.discard += self.in_card_order(picked)

    # -- the flow of a turn (5-2 to 5-7) ------------------------------------------------------
    def begin_turn(self, p: int) -> None:
        self.turn += 1
        self.player = p
        self.up[p] += self.down[p]
        self.down[p] = 0
        self.phase = EXCHANGE
        if self.must_exchange[p]:
            self.must_exchange[p] = False
            self.exchange(p)
        elif self.turn != 1 and (self.hand[p] or self.reserve[p]):
            return
        self._enter_draw()

    def exchange(self, p: int) -> None:
        self.hand[p], self.reserve[p] = self.reserve[p], self.hand[p]

    def _draw_phase(self, p: int, forced: bool = False) -> None:
        self.draw_into(self.hand[p], draw_count(len(self.zone[1 - p])))
        self.draw_into(self.reserve[1 - p], 1)

    def _cleanup(self) -> None:
        p, o = self.player, 1 - self.player
        self.hand[o].extend(self.hand[p])
        self.hand[p] = []
        if len(self.zone[o]) >= self.end_factions:
            self.finish(end_reason_text(o, len(self.zone[o]), None), "rules")
        elif self.turn >= self.turn_limit:
            self.finish(end_reason_text(o, None, self.turn_limit), "safety stop")
        else:
            self.begin_turn(o)

    def finish(self, why: str, ended_by: str) -> None:
        self.phase = OVER
        self.end, self.ended_by = why, ended_by
        a, b = (self.score(p)[0] for p in (0, 1))
        self.winner = 0 if a > b else 1 if b > a else 1 - self.first

    def score(self, p: int) -> tuple[int, int, int]:
        """(total, card points, coins) of seat ``p`` (5-8)."""
        cards = _zone_total(tuple(map(self.value, self.zone[p])))
        coins = self.up[p] + self.down[p]
        return cards + coins, cards, coins

    def playable(self, p: int, free: bool) -> list[int]:
        """The hand's different values that may be played now (free: 5-5; paid: 5-6)."""
        t = self.t
        kind6 = t.kind6
        values = sorted({kind6[c] for c in self.hand[p]})
        if free:
            nofree = t.nofree
            values = [v for v in values if not nofree[v]]
        else:
            up, pay = self.up[p], t.pay
            values = [v for v in values if pay[v] <= up]
        if not t.needy.isdisjoint(values):  # a Veteran or an Aristocrat: the score zone's cards
            have = self.counts(self.zone[p])
            have.append(0)  # the Ghost's faction (-1): no card counts for it
            faction, needs = t.faction, t.needs
            values = [v for v in values if have[faction[v]] >= needs[v]]
        return values

    def play(self, p: int, v: int, col: int, free: bool) -> None:
        kind6 = self.t.kind6
        hand = self.hand[p]
        for cid in hand:
            if kind6[cid] == v:
                break
        hand.remove(cid)
        self.columns[p][col].append(cid)
        if self.t.ghost[cid]:
            self.ghost_by[cid] = p
        self.tasks.append(("form", p))
        if not free:
            cost = self.t.cost[cid]
            self.up[p] -= cost
            self.down[p] += cost
            self.tasks.append(("effect", p, cid))
        self.run_tasks()

    def run_tasks(self) -> None:
        """Carry out pending steps until one needs a decision, then continue the turn."""
        tasks = self.tasks
        while tasks:
            task = tasks[-1]
            if task[0] == "ask":
                found = self.choices(task)
                if found:
                    self.ready = (task, found)
                    return
                tasks.pop()  # nothing left to choose (6-3: no more discs): dropped
                continue
            tasks.pop()
            if task[0] == "effect":
                self.effect(task[1], task[2])
            else:
                self.form_check(task[1])
        if self.phase == FREE or self.phase == STANDARD:
            self._enter_standard()

    # -- forming (5-5) ------------------------------------------------------------------------
    def form_check(self, p: int) -> None:
        for col in range(3):
            column = self.columns[p][col]
            if len(column) < 5:
                continue
            if max(self.counts(column)) < 3:
                for cid in column:
                    self.to_discard(cid)
                column.clear()
                continue
            self.tasks.append(("form", p))
            self.ask("form", p, col)
            return

    def form(self, p: int, col: int, v: int) -> None:
        column = self.columns[p][col]
        cid = next(c for c in column if self.value(c) == v)
        coins = forming_coins(self.counts(column)[_VCUR[v]])
        column.remove(cid)
        self.zone[p].append(cid)
        self.down[p] += coins
        for c in column:
            self.to_discard(c)
        column.clear()

    # -- decisions of the abilities (6-2, 6-3, 6-4) -------------------------------------------
    def ask(self, kind: str, who: int, *info: Any) -> bool:
        task = ("ask", kind, who, *info)
        found = self.options(task)
        if not found:
            return False
        if len(found) == 1 and kind in ("form", "discard"):
            self.answer(task, found[0])
        else:
            self.tasks.append(task)
            self.ready = (task, found)
        return True

    def choices(self, task: tuple[Any, ...]) -> list[Any]:
        """:meth:`options` of the pending decision ``task``, worked out once while it waits."""
        ready = self.ready
        if ready is not None and ready[0] is task:
            return ready[1]  # type: ignore[no-any-return]
        return self.options(task)

    def options(self, task: tuple[Any, ...]) -> list[Any]:
        """The choices of a pending decision, in the engine's order of its legal actions."""
        kind, who = task[1], task[2]
        if kind == "form":
            column = self.columns[who][task[3]]
            counts = self.counts(column)
            return sorted({self.value(c) for c in column if (f := self.current(c)) >= 0 and counts[f] >= 3})
        if kind == "reserve":
            return sorted({self.t.kind6[c] for c in self.hand[who]})
        if kind == "take":
            return self.unguarded(None)
        if kind == "disc":
            scope, colour = task[3], task[5]
            colours = [colour] if colour >= 0 else [f for f in range(5) if f not in task[7:]]
            return [(pl, f) for pl in self.disc_targets(who, scope) for f in colours]
        if kind == "colour":
            return [f for f in range(5) if f != task[3]]
        if kind == "discard":
            zone = self.zone[who]
            secs = [c for c in zone if self.t.secretary[c]]
            return sorted({self.value(c) for c in (secs or zone)})
        if kind == "target":  # any card of the lane, protected ones too, unless all are
            col = task[3]       # (Majority2State._choices)
            if not self.unguarded(col):
                return []
            return [(p, col, i) for p in (0, 1) for i in range(len(self.columns[p][col]))]
        if kind == "ghost":
            return [0, 1, 2]
        raise AssertionError(kind)

    def disc_targets(self, p: int, scope: str) -> list[tuple[int, int, int]]:
        places = disc_scope(p, scope, self._in_play(), self._in_zones())
        return [pl for pl in places if self.disc[self._at(pl)] < 0]

    def answer(self, task: tuple[Any, ...], choice: Any) -> None:
        kind, who = task[1], task[2]
        if kind == "form":
            self.form(who, task[3], choice)
        elif kind == "reserve":
            hand = self.hand[who]
            cid = next(c for c in hand if self.t.kind6[c] == choice)
            hand.remove(cid)
            self.reserve[who].append(cid)
        elif kind == "take":
            self.reserve[who].append(self.take_out(choice))
        elif kind == "disc":
            pl, colour = choice
            self.put_disc(pl, colour)
            if task[4] > 1:  # the angels Senior's second disc takes another colour
                self.ask("disc", who, task[3], task[4] - 1, task[5], task[6], *task[7:], colour)
        elif kind == "colour":
            if task[3] < 0:
                self.ask("colour", 1 - who, choice)
            else:
                both = (task[3], choice)
                self.discard_places([pl for pl in self._in_play() if self.current(self._at(pl)) in both])
        elif kind == "discard":
            zone = self.zone[who]
            cid = next(c for c in zone if self.value(c) == choice)
            zone.remove(cid)
            self.to_discard(cid)
        elif kind == "target":
            f = self.current(self._at(choice))
            if f >= 0 and any(self.current(z) == f for z in self.zone[1 - who]):
                self.discard_places([choice])
        elif kind == "ghost":
            self.move_ghost(who, task[3], choice)
        else:  # pragma: no cover
            raise AssertionError(kind)

    def put_disc(self, pl: tuple[int, int, int], colour: int) -> None:
        """A disc on the card at ``pl``, or on a disc-less Ghost of its column first (6-4)."""
        target = self._at(pl)
        if pl[1] != ZONE:
            ghost, disc = self.t.ghost, self.disc
            ghosts = [c for c in self.columns[pl[0]][pl[1]] if ghost[c] and disc[c] < 0 and c != target]
            if ghost[target] and disc[target] < 0:
                ghosts.append(target)
            ghosts.sort(key=lambda c: (self.ghost_by.get(c) != self.player, c != target))
            if ghosts:
                target = ghosts[0]
        old = self.disc_at[colour]
        if old >= 0:
            self.disc[old] = -1
        self.disc[target] = colour
        self.disc_at[colour] = target

    def move_ghost(self, p: int, cid: int, col: int) -> None:
        loc = self._find(cid)
        if loc is None or loc[1] == ZONE:
            return
        self.columns[loc[0]][loc[1]].remove(cid)
        self.columns[1 - p][col].append(cid)
        self.ghost_by[cid] = p
        self.tasks.append(("form", 1 - p))

    def effect(self, p: int, cid: int) -> None:
        """The ability of the card ``cid`` just paid for (6-2, 6-3, 6-4)."""
        loc = self._find(cid)
        if loc is None or loc[1] == ZONE:
            return
        col, o = loc[1], 1 - p
        what = self.t.ability[cid]
        if what == "none" or what == "promo demons":
            return
        if what == "ghost":
            self.ask("ghost", p, cid)
        elif what == "promo witches":
            self.reserve_discards(p, len(self.zone[p]))
        elif what == "promo dragons":
            self.ask("target", p, col)
        elif what == "promo angels":
            n = sum(1 for c in self.disc_at if c >= 0)
            for c in self.disc_at:
                if c >= 0:
                    self.drop_disc(c)
            self.down[p] += n >= 4
        elif what == "promo reapers":
            for f in reversed([f for f in range(5) if self.disc_at[f] < 0]):
                self.tasks.append(("ask", "disc", p, "anywhere", 1, f, cid))
        elif what == "witches junior":
            self.draw_into(self.reserve[p], 2)
        elif what == "witches senior":
            self.reserve_discards(p, 2)
        elif what == "witches veteran":
            self.ask("take", p)
        elif what == "witches aristocrat":
            self.up[p] += self.down[p]
            self.down[p] = 0
        elif what == "demons junior":
            self.draw_into(self.hand[p], 3)
            self.ask("reserve", p)
        elif what == "demons senior":
            self.must_exchange[o] = True
        elif what == "demons aristocrat":
            self.down[p] += 2
        elif what == "dragons junior":
            if len(self.columns[o][col]) >= 4:
                self.discard_places([(o, col, 3)])
        elif what == "dragons senior":
            for c in self.in_card_order(self.hand[p]):
                self.to_discard(c)
            self.hand[p] = []
        elif what == "dragons veteran":
            self.ask("colour", p, -1)
        elif what == "dragons aristocrat":
            if self.zone[o]:
                self.ask("discard", o)
        elif what == "angels senior":
            self.ask("disc", p, "own", 2, -1, cid)
        elif what == "angels veteran":
            for _k in range(2):
                c = self.draw_one()
                if c is None:
                    break
                self.columns[p][col].append(c)
                if self.t.ghost[c]:
                    self.ghost_by[c] = p
        elif what == "angels aristocrat":
            column = self.columns[p][col]
            column.remove(cid)
            self.zone[p].append(cid)
            self.down[p] += 1
            self.discard_places([(p, col, i) for i in range(len(column))])
        elif what == "reapers junior":
            self.ask("disc", p, "opponent", 1, -1, cid)
        elif what == "reapers senior":
            pool = self.deck + self.discard
            kind6 = self.t.kind6
            if len(pool) == 1 and kind6[pool[0]] == kind6[cid]:
                return  # the two reapers Seniors would draw each other forever (package ruling)
            new = self.draw_one()
            if new is None:
                return
            column = self.columns[p][col]
            column[column.index(cid)] = new
            self.to_discard(cid)
            if self.t.ghost[new]:
                self.ghost_by[new] = p
            self.tasks.append(("effect", p, new))
        elif what == "reapers veteran":
            self.ask("disc", p, "zones", 1, -1, cid)
        elif what == "reapers aristocrat":
            if self.up[o] + self.down[o] > 3:
                if self.down[o]:
                    self.down[o] -= 1
                else:
                    self.up[o] -= 1
        else:  # pragma: no cover
            raise AssertionError(what)

    # -- the engine's notation (decisions of the abilities, records) --------------------------
    def option_text(self, task: tuple[Any, ...], choice: Any) -> str:
        """The engine's legal action for ``choice`` of a pending decision."""
        kind = task[1]
        if kind == "disc":
            return f"disc {place_text(*choice[0])} {FACTIONS[choice[1]]}"
        if kind in ("take", "target"):
            what: Any = place_text(*choice)
        elif kind == "colour":
            what = FACTIONS[choice]
        else:  # a card (form, reserve, discard) or a column (ghost)
            what = choice + 1 if kind == "ghost" else _VCARD[choice]
        return f"{kind} {what}"



def rows(g: Position) -> list[dict[str, Any]]:
    """The engine's result rows of a finished position (5-8)."""
    return rows_of(g.winner, [g.score(p) for p in (0, 1)], [len(z) for z in g.zone], g.first,
                   g.turn, g.end, g.ended_by)  # fmt: skip



# -- the loop ----------------------------------------------------------------------------------
def run(
    g: Position, seats: Sequence[Any], rng: random.Random, record: list[tuple[int, str]] | None = None
) -> Position:
    """Play ``g`` to its end in place as ``search._playout`` plays the engine: the seat that
    must decide, deciding as its seat object does, with the one generator ``rng``.
    ``record`` receives every decision as ``(seat, action)`` in the engine's notation."""
    tasks = g.tasks
    while g.phase != OVER:
        if g.tasks:  # a decision of a card's ability (always on top when steps are pending)
            task = tasks[-1]
            p = task[2]
            found = g.choices(task)
            choice = found[seats[p].choose(g, p, task, found, rng)]
            if record is not None:
                record.append((p, g.option_text(task, choice)))
            tasks.pop()
            g.answer(task, choice)
            g.run_tasks()
            continue
        p, phase = g.player, g.phase
        if phase in (EXCHANGE, DRAW):  # a yes or no (5-3, 5-4)
            swap = phase == EXCHANGE
            yes = seats[p].exchange(g, p, rng) if swap else seats[p].draw(g, p, rng)
            if record is not None:
                record.append((p, _WORDS[phase][0 if yes else 1]))
            if swap:
                if yes:
                    g.exchange(p)
                g._enter_draw()
            else:
                if yes:
                    g._draw_phase(p)
                g._enter_free()
        else:
            free = phase == FREE
            found = g.playable(p, free)
            move = seats[p].play(g, p, free, found, rng)
            if record is not None:
                record.append((p, _play_text(free, move)))
            if move is not None:
                g.play(p, move[0], move[1], free)
            elif free:
                g._enter_standard()
            else:
                g._cleanup()
    return g


#: The yes and the no of the exchange and the draw phases, in the engine's notation.
_WORDS = {EXCHANGE: ("exchange", "keep"), DRAW: ("draw", "no-draw")}


def _play_text(free: bool, move: tuple[int, int] | None) -> str:
    if move is None:
        return "no-free" if free else "end"
    return f"{'free' if free else 'play'} {_VCARD[move[0]]} {move[1] + 1}"
