"""Bots for The Majority, one strategy per class (as in Axelrod).

Each bot decides from its seat's view (:meth:`TheMajorityState.view`) and the legal actions
only: its hand or draft packet, everyone's won cards (public), the face-up plays, the spy token.
They never look at other hands, so a lesson can put them next to students at the table.

* :class:`~majority_core.policy.UniformRandom` ("random"): the baseline.
* :class:`Greedy` ("greedy"): takes and plays the card that would raise its side's coins the
  most if the debate were held now.
* :class:`RunnerUp` ("runner-up"): aims for second place in colours where a rival leads with 15
  or more (second then pays 3 coins or more, first only 2), and keeps out of the lead there.
* :class:`Saboteur` ("saboteur"): plays its 0s and 2s as soon as they hurt the other side
  more than its own, otherwise like :class:`Greedy`.

>>> from majority_core.game import play
>>> from majority_core.the_majority import TheMajorityState
>>> g = play(TheMajorityState.new(n_players=4, seed=3), [Greedy(), RunnerUp()] * 2, seed=3)
>>> g.is_terminal()
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from ..policy import Policy, UniformRandom
from .components import COLOURS, Card
from .kernel import colour_payout

__all__ = ["POLICIES", "Greedy", "RunnerUp", "Saboteur", "UniformRandom", "get_policy"]

#: Rough expected power a lone 0 steals: each other player plays its colour about one time in
#: three, with an average power of about 5 (revised 1-2 deck).
_STEAL_PER_RIVAL = 5 / 3


class MajorityPolicy(Policy):
    """Shared reading of the view: who is on my side, what a card would be worth now."""

    game: ClassVar[str] = "the_majority"

    # -- reading the view ---------------------------------------------------------------------
    @staticmethod
    def side(view: dict[str, Any]) -> list[int]:
        """My seat and my partner's (4 players), or just mine (3 players)."""
        p = view["seat"]
        return [p] if view.get("partner") is None else [p, view["partner"]]

    @staticmethod
    def column(view: dict[str, Any], colour: str) -> list[int]:
        return [t[colour] for t in view["totals"]]

    def side_coins(self, view: dict[str, Any], colour: str, values: list[int]) -> int:
        """My side's coins minus the best rival's coins in one colour, for these totals."""
        pay = colour_payout(values)
        mine = self.side(view)
        return sum(pay[s] for s in mine) - max(
            (pay[s] for s in range(len(values)) if s not in mine), default=0
        )

    def gain(self, view: dict[str, Any], card: Card, seat: int | None = None) -> float:
        """How much my side's coin lead would change if ``seat`` (default: me) won ``card`` now;
        a 7 lands with the player on the right (revised 3-1 [7]); a lone 0 is credited with
        what it may steal."""
        n = view["n_players"]
        me = view["seat"] if seat is None else seat
        dest = (me - 1) % n if card.power == 7 else me
        values = self.column(view, card.colour)
        before = self.side_coins(view, card.colour, values)
        after_values = list(values)
        after_values[dest] += card.power
        if card.power == 0:
            after_values[dest] += round(_STEAL_PER_RIVAL * (n - 1))
        return self.side_coins(view, card.colour, after_values) - before

    @staticmethod
    def zone(view: dict[str, Any]) -> list[Card]:
        cards = view["packet"] if view["phase"] == "draft" else view["hand"]
        return [Card.parse(c) for c in cards]

    # -- deciding -------------------------------------------------------------------------------
    def score(self, view: dict[str, Any], card: Card) -> tuple[float, ...]:
        """Bigger is better; ties fall back on the order of ``legal``."""
        return (self.gain(view, card), card.power)

    def exchange_score(self, view: dict[str, Any], card: Card) -> tuple[float, ...]:
        """Give the partner the card worth more in the partner's won cards than in mine."""
        partner = view["partner"]
        return (self.gain(view, card, partner) - self.gain(view, card), -card.power)

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        cards = [Card.parse(a) for a in legal]
        if view["phase"] == "exchange":
            scores = [self.exchange_score(view, c) for c in cards]
        else:
            scores = [self.score(view, c) for c in cards]
        best = max(range(len(cards)), key=lambda i: scores[i])
        return legal[best]


class Greedy(MajorityPolicy):
    """Keeps and plays the card that raises its side's coin lead most if the debate were now."""

    name = "greedy"
    description = (
        "Picks the card that would raise its side's coins most (against the best rival) if the "
        "debate were held right now."
    )


class RunnerUp(MajorityPolicy):
    """Aims for second place where a rival leads with 15 or more, and stays out of that lead."""

    name = "runner-up"
    description = (
        "Where a rival leads a colour with 15 or more, second place pays 3+ coins against 2 for "
        "first: it climbs to second there and never overtakes; elsewhere it plays greedily."
    )
    threshold: ClassVar[int] = 15

    def score(self, view: dict[str, Any], card: Card) -> tuple[float, ...]:
        n = view["n_players"]
        mine = self.side(view)
        values = self.column(view, card.colour)
        rivals = [values[s] for s in range(n) if s not in mine]
        leader = max(rivals)
        if leader >= self.threshold and card.power != 7:
            me = view["seat"]
            new = values[me] + card.power
            others = [values[s] for s in range(n) if s != me and values[s] != leader]
            if new >= leader:
                return (-1.0, -card.power)  # would take or share the lead: only 2 coins
            if new > max(others, default=0):
                return (leader // 5 + 1.0, card.power)  # second place, with a margin
            return (0.5, card.power)  # climbing towards second
        return (self.gain(view, card), card.power / 2)


class Saboteur(MajorityPolicy):
    """Plays 0s and 2s when the damage to the other side exceeds the harm to its own."""

    name = "saboteur"
    description = (
        "Bribes (0) and assassinates (2) whenever the cards already in front of the others "
        "suggest it hurts them more than its own side; otherwise greedy."
    )

    def score(self, view: dict[str, Any], card: Card) -> tuple[float, ...]:
        base = self.gain(view, card)
        if view["phase"] != "trick" or card.power not in (0, 2):
            return (base, card.power)
        n = view["n_players"]
        mine = self.side(view)
        leader_coins = [0.0] * n
        for colour in COLOURS:
            pay = colour_payout(self.column(view, colour))
            for s in range(n):
                leader_coins[s] += pay[s]
        mine_total = sum(leader_coins[s] for s in mine)
        rival_total = max(leader_coins[s] for s in range(n) if s not in mine)
        # Behind: disrupt now; ahead: keep the effect for later (plays it as a plain card).
        bonus = 2.0 if rival_total >= mine_total else 0.0
        # Face-up plays already on the table make the effect certain.
        table = [Card.parse(c) if c else None for c in view.get("table") or [None] * n]
        hits = 0
        for s, c in enumerate(table):
            if c is None or s == view["seat"]:
                continue
            hit = c.colour == card.colour if card.power == 0 else c.colour != card.colour
            if hit:  # stealing the partner's card keeps it in the team; killing it does not
                hits += 1 if s not in mine else (0 if card.power == 0 else -1)
        return (base + bonus + 2.0 * hits, card.power)


#: The bots by name, for ``simulate(["greedy", "random", ...])`` and the boards.
POLICIES: dict[str, type[Policy]] = {
    "random": UniformRandom,
    "greedy": Greedy,
    "runner-up": RunnerUp,
    "saboteur": Saboteur,
}


def get_policy(spec: str | Policy) -> Policy:
    """A policy from its name (``"greedy"``) or itself."""
    if isinstance(spec, Policy):
        return spec
    try:
        return POLICIES[spec]()
    except (KeyError, TypeError):
        raise ValueError(f"no bot called {spec!r}; choose one of: {', '.join(POLICIES)}") from None
