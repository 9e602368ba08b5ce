"""An independent referee of Majority 2, written from the rulebook, not from the engine.

It knows the rules (Majority 2 4-2 to 6-4, ``RULINGS.md`` "Majority 2" and, where neither
settles a point, ``docs/rulings-majority2.md``) and the package's public action notation (the
state's module docstring: ``draw``, ``play <card> <column>``, ``disc <place> <faction>``...),
and judges a game through the public protocol only: ``options``, ``current_players()``,
``legal_actions(p)``, ``apply(p, a)``, ``view(None)``, ``events``, ``is_terminal()`` and
``returns()``. It imports nothing from ``majority_core``: cards are read from their notation
(``faction:rank[:promo][@disc]``) and every rule (costs, conditions, the draw table, each
effect, discs and Ghosts, forming, the end and the final score) is written here.

Chance is judged, not copied. The deal is checked against the component list (4-2, 6-3, 6-4)
and the set-up (4-4); after that the referee draws every card itself from the deck order it
read at the start. A reshuffle (6-1) is observed through the game's random generator
(:class:`ShuffleRecorder` records each shuffle's outcome, naming the cards): the referee
requires one exactly when it must draw from an empty deck with a discard pile, and requires
the shuffled cards to be exactly its discard pile. The witches Senior's random discards are
read from their public event and must be cards of the opponent's reserve, as many as the rule
says.

>>> import random
>>> from majority_core.majority2 import Majority2State
>>> judge_game(Majority2State.new(seed=3), random.Random(3)).is_terminal()
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from typing import Any

from tests.referee_loop import judge_random_game

FACTIONS = ("witches", "demons", "dragons", "angels", "reapers")
RANKS = ("secretary", "junior", "senior", "veteran", "aristocrat")
GHOST = "independent:ghost"
#: 4-2: per faction 3 Secretaries, 3 Juniors, 2 Seniors, 2 Veterans, 2 Aristocrats.
COPIES = {"secretary": 3, "junior": 3, "senior": 2, "veteran": 2, "aristocrat": 2}
#: 5-6: the cost of each rank; the Ghost's is the option ``ghost_cost`` (the text prints none).
COST = {"secretary": 2, "junior": 3, "senior": 4, "veteran": 4, "aristocrat": 2}
#: 5-6 / 4-3 item 5: cards of the card's faction needed in the score zone.
NEEDS = {"veteran": 1, "aristocrat": 2}
#: 6-2: victory points (Secretaries add their bonus at the end).
VP = {"secretary": 2, "junior": 3, "senior": 3, "veteran": 4, "aristocrat": 2}
VP_SPECIAL = {"demons:veteran": 6, "angels:aristocrat": 4}
#: 6-3: the promo cards' victory points (the demons promo Veteran adds its bonus).
VP_PROMO = {"witches:senior": 3, "demons:veteran": 2, "dragons:junior": 3,
            "angels:veteran": 4, "reapers:aristocrat": 2}  # fmt: skip
#: 6-2 / 6-3: cards that may not be played in the free-play phase.
NO_FREE = {"demons:veteran", "angels:junior"}


def printed(name: str) -> str:
    """The printed card of a notation, without its disc."""
    return name.partition("@")[0]


def kind(name: str) -> str:
    """``faction:rank`` of a printed card (promo or not)."""
    faction, rank = printed(name).split(":")[:2]
    return f"{faction}:{rank}"


def is_promo(name: str) -> bool:
    return printed(name).endswith(":promo")


def rank_of(name: str) -> str:
    return printed(name).split(":")[1]


def card_order(name: str) -> tuple[int, int, int]:
    """Card order (the order of the rulebook's tables: factions of 6-2, ranks, base before
    promo, the Ghost last): the order a dragons Senior discards a hand in."""
    if printed(name) == GHOST:
        return (len(FACTIONS), 0, 0)
    faction, rank = kind(name).split(":")
    return (FACTIONS.index(faction), RANKS.index(rank), int(is_promo(name)))


def composition(promos: Iterable[str], ghosts: bool) -> Counter[str]:
    """4-2 (60 council cards), 6-3 (a promo kind replaces the base cards of its faction and
    rank) and 6-4 (two Ghosts)."""
    kinds = set(promos)
    deck: Counter[str] = Counter()
    for f in FACTIONS:
        for r, k in COPIES.items():
            deck[f"{f}:{r}:promo" if f"{f}:{r}" in kinds else f"{f}:{r}"] = k
    if ghosts:
        deck[GHOST] = 2
    return deck


def draw_count(formed: int) -> int:
    """5-4 as RULINGS reads the table: 0 -> 2, 1-2 -> 3, 3-4 -> 4, 5-6 -> 5, 7 and more -> 6."""
    return 2 if formed == 0 else min(6, 3 + (formed - 1) // 2)


@dataclass(eq=False)
class Card:
    """A card on the table (a column or a score zone): its printed card, its disc, and for a
    Ghost who played it (6-4: the active player's Ghost has priority)."""

    name: str
    disc: str | None = None
    by: int | None = None

    def __str__(self) -> str:
        return f"{self.name}@{self.disc}" if self.disc else self.name

    @property
    def faction(self) -> str | None:
        """6-1: a disc gives its colour; a disc-less Ghost has no faction (6-4)."""
        if self.disc:
            return self.disc
        return None if self.name == GHOST else self.name.split(":")[0]

    @property
    def ghost(self) -> bool:
        return self.name == GHOST


def final_score(zone: list[Card], coins: int) -> int:
    """5-8: the score zone's VP (6-1's Secretaries: +2 per other Secretary whose current
    faction is this one's printed faction; 6-3's demons Veteran: +1 per different current
    faction) plus every coin."""
    total = coins
    for i, c in enumerate(zone):
        if c.ghost:
            total += 5
            continue
        k, own = kind(c.name), c.name.split(":")[0]
        rank = rank_of(c.name)
        if is_promo(c.name):
            total += VP_PROMO[k]
            if k == "demons:veteran":
                total += len({z.faction for z in zone} - {None})
        else:
            total += VP_SPECIAL.get(k, VP[rank])
        if rank == "secretary":
            total += 2 * sum(
                1 for j, z in enumerate(zone)
                if j != i and rank_of(z.name) == "secretary" and z.faction == own
            )  # fmt: skip
    return total


class ShuffleRecorder:
    """Wraps the game's random generator and records each shuffle's outcome (chance: 6-1's
    reshuffle), so that the referee sees the new deck the moment it is made."""

    def __init__(self, rng: Any, names: list[str]) -> None:
        self._rng = rng
        self._names = names
        self.shuffles: list[list[str]] = []

    def shuffle(self, x: list[Any]) -> None:
        self._rng.shuffle(x)
        self.shuffles.append([self._names[c] if isinstance(c, int) else str(c) for c in x])

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rng, name)


Ask = tuple[int, list[str]]
Flow = Generator[Ask, str, None]


class Majority2Referee:
    """The game as the rulebook says it goes, kept beside the engine's."""

    #: Judge the order of the dragons Senior's discards (a hand-run sweep may turn it off to
    #: look past that one point).
    burn_order = True

    def __init__(self, state: Any) -> None:
        o = state.options
        self.state = state
        self.ghost_cost = int(o.get("ghost_cost", 3))
        self.end_factions = int(o.get("end_factions", 5))
        self.turn_limit = int(o.get("turn_limit", 200))
        self.components = composition(o.get("promos") or [], bool(o.get("ghosts")))
        v = state.view(None)
        # -- the deal (4-4): judged against the component list, then the referee's own ----
        every = Counter(v["deck"]) + sum((Counter(h) for h in v["hands"]), Counter())
        every += sum((Counter(r) for r in v["reserves"]), Counter())
        assert every == self.components, "the deck is not the rulebook's (4-2, 6-3, 6-4)"
        assert [len(r) for r in v["reserves"]] == [4, 4], "a reserve of 4 cards each (4-4)"
        assert [len(h) for h in v["hands"]] == [6, 0], "the first player draws 6 (4-4)"
        assert not v["discard"] and all(
            not c for p in v["players"] for c in p["columns"]
        ), "nothing is in play at the start"
        self.deck: list[str] = list(v["deck"])  # top last
        self.hand = [list(h) for h in v["hands"]]
        self.reserve = [list(r) for r in v["reserves"]]
        self.discard: list[str] = []
        self.columns: list[list[list[Card]]] = [[[], [], []], [[], [], []]]
        self.zone: list[list[Card]] = [[], []]
        self.up, self.down = [0, 0], [3, 3]  # 4-4: 3 coins face down each
        self.must_exchange = [False, False]
        self.first = 0  # docs/rulings-majority2.md: seat 0 holds the token
        self.player, self.turn, self.phase = 0, 0, "exchange"
        self.winner: int | None = None
        self.scores: list[int] = []
        self.recorder = ShuffleRecorder(state.rng, self._names(state))
        state.rng = self.recorder
        self.shuffles_used = 0
        self.events_seen = len(state.events)
        self.endless = False
        #: (discard size before, the hand) of each dragons Senior of the decision.
        self.burnt_hands: list[tuple[int, list[str], int]] = []
        self.ask: Ask | None = None
        self.flow = self._game()
        self.ask = next(self.flow)

    @staticmethod
    def _names(state: Any) -> list[str]:
        """The printed name of each card id, for naming the cards a shuffle returns."""
        return [str(c) for c in state.cards]

    # -- chance ------------------------------------------------------------------------
    def draw_one(self) -> str | None:
        """6-1 (docs/rulings-majority2.md): an empty deck is refilled from the discard pile
        when a card must be drawn; with both empty nothing is drawn."""
        if not self.deck:
            if not self.discard:
                return None
            shuffles = self.recorder.shuffles
            assert len(shuffles) > self.shuffles_used, "the deck is empty: a reshuffle is due"
            new = shuffles[self.shuffles_used]
            self.shuffles_used += 1
            assert Counter(new) == Counter(self.discard), (
                f"the reshuffle is not the discard pile: {sorted(new)} v {sorted(self.discard)}"
            )
            self.deck, self.discard = list(new), []
        return self.deck.pop()

    def draw(self, n: int) -> list[str]:
        out = []
        for _ in range(n):
            c = self.draw_one()
            if c is None:
                break
            out.append(c)
        return out

    def new_events(self) -> list[Any]:
        events = self.state.events[self.events_seen :]
        self.events_seen = len(self.state.events)
        return events

    # -- the table ---------------------------------------------------------------------
    def protected(self, side: int, col: int) -> bool:
        """6-2 angels Junior: cards of its column (its owner's side) cannot be discarded."""
        return any(kind(c.name) == "angels:junior" for c in self.columns[side][col])

    def in_play(self) -> list[tuple[int, int, int]]:
        return [(s, col, i) for s in (0, 1) for col in range(3)
                for i in range(len(self.columns[s][col]))]  # fmt: skip

    def in_zones(self) -> list[tuple[int, int, int]]:
        return [(s, -1, i) for s in (0, 1) for i in range(len(self.zone[s]))]

    def at(self, pl: tuple[int, int, int]) -> Card:
        s, col, i = pl
        return self.zone[s][i] if col < 0 else self.columns[s][col][i]

    @staticmethod
    def place(pl: tuple[int, int, int]) -> str:
        s, col, i = pl
        return f"s{s}.zone.{i + 1}" if col < 0 else f"s{s}.c{col + 1}.{i + 1}"

    def parse_place(self, text: str) -> tuple[int, int, int]:
        s, where, i = text.split(".")
        return (int(s[1:]), -1 if where == "zone" else int(where[1:]) - 1, int(i) - 1)

    def to_discard(self, card: Card) -> None:
        """6-1: a discarded card loses its disc (the disc goes back to the supply)."""
        self.discard.append(card.name)

    def discard_from_play(self, cards: list[Card], side: int, col: int) -> None:
        column = self.columns[side][col]
        for c in cards:
            column.remove(c)
            self.to_discard(c)

    def disc_holder(self, colour: str) -> Card | None:
        for pl in self.in_play() + self.in_zones():
            if self.at(pl).disc == colour:
                return self.at(pl)
        return None

    def put_disc(self, pl: tuple[int, int, int], colour: str) -> None:
        """6-1 and 6-4: a colour already on a card moves; a disc-less Ghost of the target's
        column takes the disc instead (two of them: the active player's Ghost first)."""
        target = self.at(pl)
        s, col, _ = pl
        if col >= 0:
            ghosts = [c for c in self.columns[s][col] if c.ghost and c.disc is None]
            if ghosts:
                target = sorted(ghosts, key=lambda g: g.by != self.player)[0]
        holder = self.disc_holder(colour)
        if holder is not None:
            holder.disc = None
        target.disc = colour

    def zone_count(self, p: int, faction: str) -> int:
        return sum(c.faction == faction for c in self.zone[p])

    def condition(self, p: int, name: str) -> bool:
        """4-3 item 5 / 5-6: a Veteran needs 1 card of its faction in the score zone, an
        Aristocrat 2 (current factions: 6-1); a free play ignores the cost, not this."""
        if printed(name) == GHOST:
            return True
        need = NEEDS.get(rank_of(name), 0)
        return self.zone_count(p, name.split(":")[0]) >= need

    def cost(self, name: str) -> int:
        return self.ghost_cost if printed(name) == GHOST else COST[rank_of(name)]

    # -- the flow of the game, one decision per ``yield`` ----------------------------------
    def _game(self) -> Flow:
        p = 0
        while True:
            yield from self._turn(p)
            o = 1 - p
            # 5-7: the remaining hand becomes the opponent's; the end is checked for them.
            self.hand[o] += self.hand[p]
            self.hand[p] = []
            if len(self.zone[o]) >= self.end_factions or self.turn >= self.turn_limit:
                self._finish()
                return
            p = o

    def _turn(self, p: int) -> Flow:
        o = 1 - p
        self.turn += 1
        self.player = p
        self.up[p] += self.down[p]  # 5-2: income turns every coin face up
        self.down[p] = 0
        self.phase = "exchange"
        if self.turn == 1:  # 5-3: not on the very first turn
            pass
        elif self.must_exchange[p]:  # 6-2 demons Senior: the exchange is forced
            self.must_exchange[p] = False
            self.hand[p], self.reserve[p] = self.reserve[p], self.hand[p]
        elif (self.hand[p] or self.reserve[p]) and (
            yield (p, ["exchange", "keep"])
        ) == "exchange":
            self.hand[p], self.reserve[p] = self.reserve[p], self.hand[p]
        self.phase = "draw"
        # 5-4: forced with an empty hand; the opponent adds one card to their reserve.
        if not self.hand[p] or (yield (p, ["draw", "no-draw"])) == "draw":
            self.hand[p] += self.draw(draw_count(len(self.zone[o])))
            self.reserve[o] += self.draw(1)
        self.phase = "free"
        if self.hand[p]:  # 5-5: one card, cost ignored, no effect
            options = ["no-free"] + [
                f"free {c} {col}" for c in sorted(set(self.hand[p]))
                if kind(c) not in NO_FREE and self.condition(p, c) for col in (1, 2, 3)
            ]  # fmt: skip
            action = yield (p, options)
            if action != "no-free":
                _, name, col = action.split()
                yield from self._play(p, name, int(col) - 1, free=True)
        self.phase = "standard"
        while self.hand[p]:  # 5-6: as many as the coins face up pay for
            options = ["end"] + [
                f"play {c} {col}" for c in sorted(set(self.hand[p]))
                if self.cost(c) <= self.up[p] and self.condition(p, c) for col in (1, 2, 3)
            ]  # fmt: skip
            action = yield (p, options)
            if action == "end":
                break
            _, name, col = action.split()
            yield from self._play(p, name, int(col) - 1, free=False)

    def _play(self, p: int, name: str, col: int, free: bool) -> Flow:
        self.hand[p].remove(name)
        if not free:
            cost = self.cost(name)
            self.up[p] -= cost
            self.down[p] += cost
        card = Card(name, by=p)
        self.columns[p][col].append(card)  # at the bottom of the column (5-5)
        if not free:
            yield from self._effect(p, card, col, drawn=False)
        yield from self._form_check(p)

    def _form_check(self, p: int) -> Flow:
        """5-5: after a card is played (and its effect), each column of 5 or more settles."""
        for col in range(3):
            if len(self.columns[p][col]) >= 5:
                yield from self._settle(p, col)

    def _settle(self, s: int, col: int) -> Flow:
        """5-5 and RULINGS: 3 of a faction form (the player picks the representative), coins
        1 (3-4 cards) or 2 (5+) face down, the rest of the column is discarded; fewer than 3
        of every faction: the whole column is discarded."""
        column = self.columns[s][col]
        counts = Counter(c.faction for c in column if c.faction)
        good = {f for f, n in counts.items() if n >= 3}
        if good:
            reps = sorted({str(c) for c in column if c.faction in good})
            choice = reps[0] if len(reps) == 1 else (yield (s, [f"form {r}" for r in reps]))[5:]
            rep = next(c for c in column if str(c) == choice)
            column.remove(rep)
            self.zone[s].append(rep)
            self.down[s] += 1 if counts[rep.faction] < 5 else 2  # type: ignore[index]
        self.discard_from_play(list(column), s, col)

    def _disc_options(self, places: list[tuple[int, int, int]], colours: Iterable[str]) -> list[str]:
        return [f"disc {self.place(pl)} {f}" for pl in places if self.at(pl).disc is None
                for f in colours]  # fmt: skip

    def _discs(self, p: int, places: Any, colours: Iterable[str]) -> Flow:
        """One disc decision: ``places`` is a function giving the possible places now."""
        options = self._disc_options(places(), list(colours))
        if not options:
            return None
        action = yield (p, options)
        _, where, colour = action.split()
        self.put_disc(self.parse_place(where), colour)
        return colour

    def _effect(self, p: int, card: Card, col: int, drawn: bool) -> Flow:
        """6-2, 6-3 and 6-4: the card's special effect, after it is placed (5-6)."""
        o = 1 - p
        k = kind(card.name)
        promo = is_promo(card.name)
        own = self.columns[p]
        if card.ghost:  # 6-4: into a column of the opponent's, which may form for them
            action = yield (p, ["ghost 1", "ghost 2", "ghost 3"])
            to = int(action.split()[1]) - 1
            own[col].remove(card)
            card.by = p
            self.columns[o][to].append(card)
            if len(self.columns[o][to]) >= 5:
                yield from self._settle(o, to)
        elif k == "witches:junior":
            self.reserve[p] += self.draw(2)
        elif k == "witches:senior":
            n = min(len(self.zone[p]) if promo else 2, len(self.reserve[o]))
            if n:
                gone = self._random_discards()
                assert len(gone) == n, f"the witches Senior discards {n} cards, not {gone}"
                left = Counter(self.reserve[o])
                assert not Counter(gone) - left, f"{gone} are not all in seat {o}'s reserve"
                for c in gone:
                    self.reserve[o].remove(c)
                    self.discard.append(c)
        elif k == "witches:veteran":
            places = [pl for pl in self.in_play() if not self.protected(pl[0], pl[1])]
            if places:
                action = yield (p, [f"take {self.place(pl)}" for pl in places])
                s, c, i = self.parse_place(action.split()[1])
                taken = self.columns[s][c].pop(i)
                self.reserve[p].append(taken.name)  # its disc goes back (6-1)
        elif k == "witches:aristocrat":
            self.up[p] += self.down[p]
            self.down[p] = 0
        elif k == "demons:junior":
            self.hand[p] += self.draw(3)
            if self.hand[p]:
                action = yield (p, [f"reserve {c}" for c in sorted(set(self.hand[p]))])
                name = action.split()[1]
                self.hand[p].remove(name)
                self.reserve[p].append(name)
        elif k == "demons:senior":
            self.must_exchange[o] = True
        elif k == "demons:aristocrat":
            self.down[p] += 2
        elif k == "dragons:junior" and not promo:
            theirs = self.columns[o][col]
            if len(theirs) >= 4 and not self.protected(o, col):
                self.discard_from_play([theirs[3]], o, col)
        elif k == "dragons:junior":  # 6-3: a card of this lane, discarded if it matches
            # "choisissez une carte": any card of the lane; a protected one is not discarded
            # (no decision when all of them are: nothing can happen)
            places = [pl for pl in self.in_play() if pl[1] == col]
            if any(not self.protected(s, c) for s, c, _i in places):
                action = yield (p, [f"target {self.place(pl)}" for pl in places])
                s, c, i = self.parse_place(action.split()[1])
                chosen = self.columns[s][c][i]
                if chosen.faction is not None and self.zone_count(o, chosen.faction) \
                        and not self.protected(s, c):
                    self.discard_from_play([chosen], s, c)
        elif k == "dragons:senior":  # the whole hand, in card order
            burnt = sorted(self.hand[p], key=card_order)
            self.burnt_hands.append((len(self.discard), burnt, self.shuffles_used))
            self.discard += burnt
            self.hand[p] = []
        elif k == "dragons:veteran":
            first = (yield (p, [f"colour {f}" for f in FACTIONS])).split()[1]
            second = (yield (o, [f"colour {f}" for f in FACTIONS if f != first])).split()[1]
            for s in (0, 1):
                for c in range(3):
                    if not self.protected(s, c):
                        burn = [x for x in self.columns[s][c] if x.faction in (first, second)]
                        self.discard_from_play(burn, s, c)
        elif k == "dragons:aristocrat":
            zone = self.zone[o]
            pool = [c for c in zone if rank_of(c.name) == "secretary"] or zone
            names = sorted({str(c) for c in pool})
            if names:
                choice = names[0] if len(names) == 1 else (
                    yield (o, [f"discard {n}" for n in names])).split()[1]
                lost = next(c for c in pool if str(c) == choice)
                zone.remove(lost)
                self.to_discard(lost)
        elif k == "angels:senior":
            def mine() -> list[tuple[int, int, int]]:
                return [pl for pl in self.in_play() if pl[0] == p]

            colour = yield from self._discs(p, mine, FACTIONS)
            if colour is not None:
                yield from self._discs(p, mine, [f for f in FACTIONS if f != colour])
        elif k == "angels:veteran" and not promo:
            for name in self.draw(2):  # played at once, no cost, no effect
                own[col].append(Card(name, by=p))
        elif k == "angels:veteran":  # 6-3: every disc back; 4 or more: 1 coin face down
            removed = 0
            for pl in self.in_play() + self.in_zones():
                if self.at(pl).disc:
                    self.at(pl).disc = None
                    removed += 1
            if removed >= 4:
                self.down[p] += 1
        elif k == "angels:aristocrat":
            own[col].remove(card)
            self.zone[p].append(card)
            self.down[p] += 1
            if not self.protected(p, col):
                self.discard_from_play(list(own[col]), p, col)
        elif k == "reapers:junior":
            yield from self._discs(
                p, lambda: [pl for pl in self.in_play() if pl[0] == o], FACTIONS
            )
        elif k == "reapers:senior":
            if drawn and not self.deck and self.discard and all(
                kind(c) == "reapers:senior" for c in self.discard
            ):
                self.endless = True  # the two Seniors would replace each other forever
                return
            new = self.draw_one()
            if new is not None:
                i = own[col].index(card)
                replacement = Card(new, by=p)
                own[col][i] = replacement
                self.to_discard(card)
                yield from self._effect(p, replacement, col, drawn=True)
        elif k == "reapers:veteran":
            yield from self._discs(p, self.in_zones, FACTIONS)
        elif k == "reapers:aristocrat" and not promo:
            if self.up[o] + self.down[o] > 3:
                if self.down[o]:
                    self.down[o] -= 1
                else:
                    self.up[o] -= 1
        elif k == "reapers:aristocrat":  # 6-3: every disc of the supply, in faction order
            supply = [f for f in FACTIONS if self.disc_holder(f) is None]
            for f in supply:
                if (yield from self._discs(p, lambda: self.in_play() + self.in_zones(), [f])) is None:
                    break

    def _random_discards(self) -> list[str]:
        """The witches Senior's random cards (chance), read from the public event."""
        for e in self.new_events():
            if e.kind == "effect" and "cards" in e.data:
                return list(e.data["cards"])
        raise AssertionError("no event names the witches Senior's random discards")

    def _finish(self) -> None:
        """5-8: VP of the score zone plus coins; a tie goes to the player without the token."""
        self.phase = "over"
        self.scores = [final_score(self.zone[p], self.up[p] + self.down[p]) for p in (0, 1)]
        a, b = self.scores
        self.winner = 0 if a > b else 1 if b > a else 1 - self.first

    # -- the protocol side ---------------------------------------------------------------
    def waiting(self) -> list[int]:
        return [] if self.ask is None else [self.ask[0]]

    def legal(self, seat: int) -> list[str]:
        return sorted(self.ask[1]) if self.ask and self.ask[0] == seat else []

    def decide(self, seat: int, action: str) -> None:
        try:
            self.ask = self.flow.send(action)
        except StopIteration:
            self.ask = None
        except AssertionError as exc:
            raise AssertionError(f"seat {seat} {action}, turn {self.turn}: {exc}") from None

    def everything(self) -> Counter[str]:
        cards = Counter(self.deck) + Counter(self.discard)
        for p in (0, 1):
            cards += Counter(self.hand[p]) + Counter(self.reserve[p])
            cards += Counter(c.name for c in self.zone[p])
            for col in self.columns[p]:
                cards += Counter(c.name for c in col)
        return cards

    def check(self, state: Any, where: str) -> None:
        v = state.view(None)
        self.new_events()
        assert self.everything() == self.components, f"{where}: the rulebook's cards are lost"
        shuffles = len(self.recorder.shuffles)
        facts: dict[str, tuple[Any, Any]] = {
            "waiting": (state.current_players(), self.waiting()),
            "reshuffles": (shuffles, self.shuffles_used),
            "turn": (v["turn"], self.turn),
            "player": (v["player"], self.player),
            "phase": (v["phase"], self.phase),
            "deck": (v["deck"], self.deck),
            "discard": (sorted(v["discard"]), sorted(self.discard)),
            "hands": ([sorted(h) for h in v["hands"]], [sorted(h) for h in self.hand]),
            "reserves": ([sorted(r) for r in v["reserves"]], [sorted(r) for r in self.reserve]),
            "must exchange": (v["must_exchange"], self.must_exchange),
            "game over": (state.is_terminal(), self.phase == "over"),
        }
        for p in (0, 1):
            seat = v["players"][p]
            facts[f"seat {p}'s columns"] = (
                seat["columns"], [[str(c) for c in col] for col in self.columns[p]]
            )
            facts[f"seat {p}'s score zone"] = (seat["score_zone"], [str(c) for c in self.zone[p]])
            facts[f"seat {p}'s coins"] = (
                (seat["coins_up"], seat["coins_down"]), (self.up[p], self.down[p])
            )
            legal = [str(a) for a in state.legal_actions(p)]
            assert len(set(legal)) == len(legal), f"{where}: seat {p}'s legal actions repeat"
            facts[f"seat {p}'s legal actions"] = (sorted(legal), self.legal(p))
        discs = Counter(c.disc for p in (0, 1) for c in self.zone[p] if c.disc)
        discs += Counter(c.disc for pl in self.in_play() if (c := self.at(pl)).disc)
        assert all(k == 1 for k in discs.values()), f"{where}: a colour on two cards (6-1)"
        for start, burnt, used in self.burnt_hands:  # 6-2 dragons Senior: in card order
            if self.burn_order and used == self.shuffles_used:  # (not reshuffled since)
                facts["the dragons Senior's discards"] = (v["discard"][start : start + len(burnt)], burnt)
        self.burnt_hands = []
        for p in (0, 1):  # the view's hand is in card order (the referee's order checked)
            facts[f"seat {p}'s hand in card order"] = (
                state.view(p)["hand"], sorted(self.hand[p], key=card_order)
            )
        for name, (engine, rules) in facts.items():
            assert engine == rules, f"{where}: {name}: engine {engine!r}, rulebook {rules!r}"
        if self.phase == "over":
            totals = [s["total"] for s in v["scores"]]
            assert totals == self.scores, f"{where}: final scores {totals}, rulebook {self.scores}"
            assert v["winner"] == self.winner, f"{where}: winner {v['winner']}"
            expected = [1.0 if s == self.winner else 0.0 for s in (0, 1)]
            assert list(state.returns()) == expected, f"{where}: returns {state.returns()}"


def judge_game(state: Any, rng: random.Random, max_steps: int = 20_000) -> Any:
    """Play ``state`` to the end with uniformly random decisions, judging every step."""
    ref = Majority2Referee(state)
    return judge_random_game(
        state, ref, rng, max_steps=max_steps, where=lambda: f", turn {ref.turn}"
    )
