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

__all__ = ["POLICIES", "Greedy", "Planner", "get_policy", "UniformRandom"]


def _cards(texts: Sequence[str]) -> list[Card]:
    return [Card.parse(t) for t in texts]


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
        for rep in f.representatives():
            points = final_score([*zone, rep], 0).card_total - final_score(zone, 0).card_total
            best = max(best, points + f.coins[rep.current])  # type: ignore[index]
        return best
    counts = Counter(c.current for c in cards if c.current)
    top = max(counts.values(), default=0)
    mixed = len(cards) - top  # cards that will not belong to the faction formed
    return 0.3 * top - (0.4 * mixed if mixed > 2 else 0.0)


def effect_gain(card: Card, view: dict[str, Any]) -> float:
    """The immediate VP/coin value of a card's own ability when paid for (6-2)."""
    me = view["players"][view["seat"]]
    if card.promo or card.is_ghost:
        return 0.0
    key = (card.faction, card.rank)
    if key == ("demons", "aristocrat"):
        return 2.0
    if key == ("angels", "aristocrat"):
        return card.vp + 1.0
    if key == ("witches", "aristocrat"):
        return 0.5 * me["coins_down"]  # more coins to spend this turn
    if key in (("witches", "junior"), ("demons", "junior")):
        return 0.5
    return 0.0


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
        scores = [self.value(view, a) for a in legal]
        best = max(scores)
        return legal[scores.index(best)]

    # -- how much an action is worth now ------------------------------------------------------
    def value(self, view: dict[str, Any], action: str) -> float:
        seat = view["seat"]
        me, opp = view["players"][seat], view["players"][1 - seat]
        word, _, rest = action.partition(" ")
        zone = _cards(me["score_zone"])
        if word in ("play", "free"):
            text, col = rest.split()
            card = Card.parse(text)
            column = _cards(me["columns"][int(col) - 1])
            gain = column_gain(column, card, zone) + 0.2
            if word == "play":
                gain += effect_gain(card, view)
            else:
                gain += 0.05 * card.cost  # free play saves the most on a costly card
            return gain + self.passing_bonus(view, card)
        if word == "draw":
            return 0.5 if self.draws else -1.0
        if word == "exchange":
            return self.exchange_value(view) if self.exchanges else float("-inf")
        if word == "form":
            card = Card.parse(rest)
            return final_score([*zone, card], 0).card_total
        if word == "reserve":
            return -self.card_worth(view, Card.parse(rest))
        if word == "discard":  # my own score zone loses a card: keep the points
            card = Card.parse(rest)
            rest_zone = list(zone)
            rest_zone.remove(card)
            return final_score(rest_zone, 0).card_total
        if word == "colour":
            burnt = {rest}
            mine = sum(c.current in burnt for col in me["columns"] for c in _cards(col))
            theirs = sum(c.current in burnt for col in opp["columns"] for c in _cards(col))
            return theirs - mine
        if word in ("take", "target", "disc"):
            return self.place_value(view, word, rest)
        if word == "ghost":
            column = _cards(opp["columns"][int(rest) - 1])
            return -column_gain(column, Card.parse("independent:ghost"), [])
        return 0.0  # keep, no-draw, no-free, end

    def passing_bonus(self, view: dict[str, Any], card: Card) -> float:
        return 0.0

    def exchange_value(self, view: dict[str, Any]) -> float:
        hand, reserve = _cards(view["hand"]), _cards(view["reserve"])
        return sum(map(lambda c: self.card_worth(view, c), reserve)) - sum(
            map(lambda c: self.card_worth(view, c), hand)
        )

    def card_worth(self, view: dict[str, Any], card: Card) -> float:
        """How much a card in hand is worth to me: its best column now."""
        me = view["players"][view["seat"]]
        zone = _cards(me["score_zone"])
        return max(column_gain(_cards(col), card, zone) for col in me["columns"])

    def place_value(self, view: dict[str, Any], word: str, rest: str) -> float:
        """Discs, takes and targets: how far they move my columns and the opponent's towards
        (or away from) forming."""
        seat = view["seat"]
        parts = rest.split()
        where = parts[0]
        owner, spot, index = where.split(".")
        p = int(owner[1:])
        sign = 1.0 if p == seat else -1.0
        if spot == "zone":
            zone = _cards(view["players"][p]["score_zone"])
            i = int(index) - 1
            before = final_score(zone, 0).card_total
            zone[i] = zone[i].with_disc(parts[1])
            return sign * (final_score(zone, 0).card_total - before)
        column = _cards(view["players"][p]["columns"][int(spot[1:]) - 1])
        i = int(index) - 1
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

    def value(self, view: dict[str, Any], action: str) -> float:
        word = action.partition(" ")[0]
        if word == "end":
            # Ending now passes the whole hand: the price of stopping.
            return -self.opponent_weight * sum(
                max(0.0, self.opponent_worth(view, c)) for c in _cards(view["hand"])
            ) * 0.2
        return super().value(view, action)

    def passing_bonus(self, view: dict[str, Any], card: Card) -> float:
        return 0.3 * max(0.0, self.opponent_worth(view, card))

    def exchange_value(self, view: dict[str, Any]) -> float:
        hand, reserve = _cards(view["hand"]), _cards(view["reserve"])

        def keep(cards: list[Card]) -> float:
            mine = sum(self.card_worth(view, c) for c in cards)
            theirs = sum(max(0.0, self.opponent_worth(view, c)) for c in cards)
            return mine - self.opponent_weight * theirs

        # Exchanging plays from the reserve and hides the hand in it (the reserve is not passed).
        return keep(reserve) - keep(hand)

    def opponent_worth(self, view: dict[str, Any], card: Card) -> float:
        opp = view["players"][1 - view["seat"]]
        zone = _cards(opp["score_zone"])
        return max(column_gain(_cards(col), card, zone) for col in opp["columns"])


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
