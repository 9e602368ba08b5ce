"""Bots for Majority 2: one strategy per class, deciding from the seat's view only.

* :class:`~majority_core.policy.UniformRandom` (the protocol's own) is the baseline;
* :class:`Greedy` takes the decision with the best immediate gain in victory points and coins
  (forming a faction now, coins from an effect), and otherwise builds towards a faction;
* :class:`Planner` adds what a greedy player forgets in a game of shared hands: every card
  left in hand goes to the opponent at clean-up (5-7), and the reserve is a place to hide
  cards from them. It prefers to play the cards the opponent could use, and chooses the
  exchange by what it keeps and what it would pass. (A version that also drew only when the
  draw table paid well lost to Greedy: the extra cards are worth more than the one card the
  opponent's reserve gets, so it draws as Greedy does.)

All of them read only ``view`` (hand, reserve, the public table) and break ties by the order
of the legal actions, so they are deterministic given (view, legal, rng).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..policy import Policy, UniformRandom
from .components import FACTIONS, Card
from .kernel import final_score, forming, forming_coins

__all__ = ["POLICIES", "Greedy", "Planner", "Reading", "get_policy", "UniformRandom"]


def _cards(texts: Sequence[str]) -> list[Card]:
    return [Card.parse(t) for t in texts]


class Reading:
    """The part of a seat's view the bots read, as cards: the light view.

    ``seat``; ``columns[p][col]`` and ``zones[p]`` (each seat's columns and score zone,
    tuples of cards as they lie, discs included); ``hand`` and ``reserve`` (the seat's own,
    in card order, as its view lists them); ``down`` (its coins face down). Built from a view
    dict by :meth:`Greedy.read`, or from the state by the fast playout (:mod:`.playout`), so
    both paths decide with the very same code; no more than the seat's view. ``memo`` keeps
    the column gains worked out at this decision (:meth:`gain`).
    """

    __slots__ = ("seat", "columns", "zones", "hand", "reserve", "down", "memo")

    def __init__(
        self,
        seat: int,
        columns: list[list[tuple[Card, ...]]],
        zones: list[tuple[Card, ...]],
        hand: list[Card],
        reserve: list[Card],
        down: int,
    ) -> None:
        self.seat, self.columns, self.zones = seat, columns, zones
        self.hand, self.reserve, self.down = hand, reserve, down
        self.memo: dict[tuple[int, int, str], float] = {}

    def gain(self, p: int, col: int, card: Card) -> float:
        """:func:`column_gain` of ``card`` in seat ``p``'s column ``col`` (0-based), against
        ``p``'s score zone, worked out once per decision, and once per column, card and zone
        while :data:`_GAINS` keeps it."""
        key = (p, col, card._text)  # a card's text names it (and hashes in C: the hot path)
        found = self.memo.get(key)
        if found is None:
            column, zone = self.columns[p][col], self.zones[p]
            wide = (column, card, zone)
            found = _GAINS.get(wide)
            if found is None:
                if len(_GAINS) >= _GAINS_CAP:
                    _GAINS.clear()
                found = _GAINS[wide] = column_gain(column, card, zone)
            self.memo[key] = found
        return found


#: Column gains already worked out, by (column, card, score zone), for every Reading of the
#: process (the search plays many playouts of one world, which meet the same columns again);
#: emptied at :data:`_GAINS_CAP` entries.
_GAINS: dict[tuple[tuple[Card, ...], Card, tuple[Card, ...]], float] = {}
_GAINS_CAP = 1 << 15

#: Card points of score zones already worked out (the bots' hot path: the same zones come
#: back decision after decision), by the zone's cards; emptied at :data:`_TOTALS_CAP` entries.
_TOTALS: dict[tuple[Card, ...], int] = {}
_TOTALS_CAP = 1 << 14


def _card_total(zone: Sequence[Card]) -> int:
    """``final_score(zone, 0).card_total``, remembered (it depends on the cards alone)."""
    key = tuple(zone)
    total = _TOTALS.get(key)
    if total is None:
        if len(_TOTALS) >= _TOTALS_CAP:
            _TOTALS.clear()
        total = _TOTALS[key] = final_score(zone, 0).card_total
    return total


def column_gain(column: Sequence[Card], card: Card, zone: Sequence[Card]) -> float:
    """Immediate VP + coins of adding ``card`` to a column (forming if it reaches 5), plus a
    small reward for building towards 3 of a faction; a column that would be discarded loses a
    little per card."""
    cards = [*column, card]
    if len(cards) >= 5:
        f = forming(cards)
        if not f.forms:
            return -0.5 * len(cards)
        best = 0.0
        now = _card_total(zone)
        for rep in f.representatives():
            points = _card_total([*zone, rep]) - now
            best = max(best, points + f.coins[rep.current])  # type: ignore[index]
        return best
    counts: dict[str, int] = {}
    for c in cards:
        f = c.current
        if f:
            counts[f] = counts.get(f, 0) + 1
    top = max(counts.values(), default=0)
    mixed = len(cards) - top  # cards that will not belong to the faction formed
    return 0.3 * top - (0.4 * mixed if mixed > 2 else 0.0)


def effect_gain(card: Card, r: Reading) -> float:
    """The immediate VP/coin value of a card's own ability when paid for (6-2)."""
    if card.promo or card.is_ghost:
        return 0.0
    key = (card.faction, card.rank)
    if key == ("demons", "aristocrat"):
        return 2.0
    if key == ("angels", "aristocrat"):
        return card.vp + 1.0
    if key == ("witches", "aristocrat"):
        return 0.5 * r.down  # more coins to spend this turn
    if key in (("witches", "junior"), ("demons", "junior")):
        return 0.5
    return 0.0


_GHOST = Card.parse("independent:ghost")

#: Actions already read (:func:`_read_action`): a finite set of texts (cards, columns, places).
_ACTIONS: dict[str, tuple[str, str, Card | None, int]] = {}


def _read_action(action: str) -> tuple[str, str, Card | None, int]:
    """An action's word, the rest of its text, and for a play its card and column (0-based),
    read once per text."""
    found = _ACTIONS.get(action)
    if found is None:
        word, _, rest = action.partition(" ")
        card, col = None, -1
        if word in ("play", "free"):
            text, column = rest.split()
            card, col = Card.parse(text), int(column) - 1
        found = _ACTIONS[action] = (word, rest, card, col)
    return found


class Greedy(Policy):
    """Best immediate gain in VP and coins; otherwise plays whatever builds a faction."""

    name = "greedy"
    game = "majority2"
    description = "Plays for the biggest immediate gain in victory points and coins."

    def __init__(self, draws: bool = True, exchanges: bool = True) -> None:
        #: ``draws=False`` never draws unless forced; ``exchanges=False`` never exchanges
        #: unless forced: the lessons measure what each habit is worth.
        self.draws = draws
        self.exchanges = exchanges

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        return self.decide(self.read(view), legal)

    @staticmethod
    def read(view: dict[str, Any]) -> Reading:
        """The light view of a view dict."""
        seat = view["seat"]
        players = view["players"]
        return Reading(
            seat,
            [[tuple(_cards(col)) for col in pl["columns"]] for pl in players],
            [tuple(_cards(pl["score_zone"])) for pl in players],
            _cards(view["hand"]),
            _cards(view["reserve"]),
            players[seat]["coins_down"],
        )

    def decide(self, r: Reading, legal: Sequence[Any]) -> Any:
        """The first of the legal actions with the best :meth:`value`."""
        scores = [self.value(r, a) for a in legal]
        best = max(scores)
        return legal[scores.index(best)]

    # -- how much an action is worth now ------------------------------------------------------
    def value(self, r: Reading, action: str) -> float:
        seat = r.seat
        word, rest, card, col = _read_action(action)
        zone = r.zones[seat]
        if word in ("play", "free"):
            gain = r.gain(seat, col, card) + 0.2  # type: ignore[arg-type]
            if word == "play":
                gain += effect_gain(card, r)  # type: ignore[arg-type]
            else:  # a free play saves the most on a costly card
                gain += 0.05 * card.cost  # type: ignore[union-attr]
            return gain + self.passing_bonus(r, card)  # type: ignore[arg-type]
        if word == "draw":
            return 0.5 if self.draws else -1.0
        if word == "exchange":
            return self.exchange_value(r) if self.exchanges else float("-inf")
        if word == "form":
            card = Card.parse(rest)
            return _card_total([*zone, card])
        if word == "reserve":
            return -self.card_worth(r, Card.parse(rest))
        if word == "discard":  # my own score zone loses a card: keep the points
            card = Card.parse(rest)
            rest_zone = list(zone)
            rest_zone.remove(card)
            return _card_total(rest_zone)
        if word == "colour":
            burnt = {rest}
            mine = sum(c.current in burnt for col in r.columns[seat] for c in col)
            theirs = sum(c.current in burnt for col in r.columns[1 - seat] for c in col)
            return theirs - mine
        if word in ("take", "target", "disc"):
            return self.place_value(r, word, rest)
        if word == "ghost":
            column = r.columns[1 - seat][int(rest) - 1]
            return -column_gain(column, _GHOST, [])
        return 0.0  # keep, no-draw, no-free, end

    def passing_bonus(self, r: Reading, card: Card) -> float:
        return 0.0

    def exchange_value(self, r: Reading) -> float:
        return sum(map(lambda c: self.card_worth(r, c), r.reserve)) - sum(
            map(lambda c: self.card_worth(r, c), r.hand)
        )

    def card_worth(self, r: Reading, card: Card) -> float:
        """How much a card in hand is worth to me: its best column now."""
        seat = r.seat
        return max(r.gain(seat, col, card) for col in range(3))

    def place_value(self, r: Reading, word: str, rest: str) -> float:
        """Discs, takes and targets: how far they move my columns and the opponent's towards
        (or away from) forming."""
        seat = r.seat
        parts = rest.split()
        where = parts[0]
        owner, spot, index = where.split(".")
        p = int(owner[1:])
        sign = 1.0 if p == seat else -1.0
        if spot == "zone":
            zone = list(r.zones[p])
            i = int(index) - 1
            before = _card_total(zone)
            zone[i] = zone[i].with_disc(parts[1])
            return sign * (_card_total(zone) - before)
        column = list(r.columns[p][int(spot[1:]) - 1])
        i = int(index) - 1
        if word == "target" and any(c.guards for c in column):
            return 0.0  # protected (6-2 angels Junior): the dragons promo Junior discards nothing
        before = _potential(column)
        if word == "disc":
            column[i] = column[i].with_disc(parts[1])
        else:
            del column[i]
        after = _potential(column)
        gain = after - before
        if word == "take":
            gain -= 0.2 * sign  # taking my own card back costs its place in my column
        return sign * gain


def _potential(column: Sequence[Card]) -> float:
    counts = Counter(c.current for c in column if c.current)
    top = max(counts.values(), default=0)
    return top + 0.5 * forming_coins(top)


class Planner(Greedy):
    """Greedy, plus the shared hand: what is left goes to the opponent (5-7), so it prefers to
    play (or hide by exchanging) the cards the opponent wants most."""

    name = "planner"
    description = (
        "Weighs what it passes to the opponent: plays or hides by exchanging the cards they "
        "want most."
    )

    #: How much a point for the opponent counts against a point for me.
    opponent_weight = 0.7

    def value(self, r: Reading, action: str) -> float:
        word = action.partition(" ")[0]
        if word == "end":
            # Ending now passes the whole hand: the price of stopping.
            return -self.opponent_weight * sum(
                max(0.0, self.opponent_worth(r, c)) for c in r.hand
            ) * 0.2
        return super().value(r, action)

    def passing_bonus(self, r: Reading, card: Card) -> float:
        return 0.3 * max(0.0, self.opponent_worth(r, card))

    def exchange_value(self, r: Reading) -> float:
        def keep(cards: list[Card]) -> float:
            mine = sum(self.card_worth(r, c) for c in cards)
            theirs = sum(max(0.0, self.opponent_worth(r, c)) for c in cards)
            return mine - self.opponent_weight * theirs

        # Exchanging plays from the reserve and hides the hand in it (the reserve is not passed).
        return keep(r.reserve) - keep(r.hand)

    def opponent_worth(self, r: Reading, card: Card) -> float:
        opp = 1 - r.seat
        return max(r.gain(opp, col, card) for col in range(3))


POLICIES: dict[str, type[Policy]] = {
    "random": UniformRandom,
    "greedy": Greedy,
    "planner": Planner,
}


def get_policy(policy: str | Policy) -> Policy:
    """A bot by name ("random", "greedy", "planner") or a Policy passed through."""
    if isinstance(policy, Policy):
        return policy
    if policy not in POLICIES:
        raise ValueError(f"no Majority 2 bot {policy!r}: bots are {', '.join(POLICIES)}")
    return POLICIES[policy]()


def faction_counts(columns: Sequence[Sequence[str]]) -> list[dict[str, int]]:
    """Current-faction counts of each column (for lessons)."""
    out = []
    for col in columns:
        counts = Counter(Card.parse(c).current for c in col)
        out.append({f: counts[f] for f in FACTIONS if counts[f]})
    return out
