"""An independent referee of The Majority, written from the rulebook, not from the engine.

It knows the rules (revised 1-2 to 3-3, first edition where the option says so, and
``RULINGS.md``) and judges a game through the public protocol only: ``n_players``,
``options``, ``current_players()``, ``legal_actions(p)``, ``apply(p, a)``, ``view(None)``,
``is_terminal()`` and ``returns()``. It imports nothing from ``majority_core``: chance (the
deck order) is read from the all-seeing view at the start and the deals of rounds 2-4 are
judged against it (4 cards to each, together the deck's top, the rest of the deck untouched;
every card of 1-2 / 3-3 in exactly one place at every step); every consequence of a decision
(who must decide next, the legal cards, the passing of packets, the partner exchange, each
trick's steals, discards, betrayals and spy token, the face-up order, each debate's coins,
the winners) is worked out here and compared with the engine after every decision.

>>> import random
>>> from majority_core.the_majority import TheMajorityState
>>> judge_game(TheMajorityState.new(n_players=4, seed=3), random.Random(3)).is_terminal()
True
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tests.referee_loop import judge_random_game

COLOURS = ("R", "B", "Y")
COLOUR_NAMES = {"R": "red", "B": "blue", "Y": "yellow"}
#: Copies of each power per colour (revised 1-2); 3 players drop one 0, 3, 5, 6, 9, 10 (3-3).
COPIES_4P = {0: 4, 2: 2, 3: 4, 5: 3, 6: 3, 7: 2, 9: 3, 10: 3}
DROPPED_3P = (0, 3, 5, 6, 9, 10)


def card(text: str) -> tuple[str, int]:
    return text[0], int(text[1:])


def deck_composition(n: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for colour in COLOURS:
        for power, k in COPIES_4P.items():
            counts[f"{colour}{power}"] = k - (1 if n == 3 and power in DROPPED_3P else 0)
    return +counts


def face_up_order(holder: int, n: int) -> list[int]:
    """Revised 3-1 [3]: from the holder's right, clockwise; 3 players (3-3): from the left."""
    if n == 4:
        return [(holder - 1) % 4, holder, (holder + 1) % 4, (holder + 2) % 4]
    return [(holder + 1) % 3, (holder + 2) % 3, holder]


def resolve_trick(
    plays: dict[int, str], n: int, holder: int, first_edition: bool
) -> tuple[dict[int, int | None], int | None]:
    """Where each played card goes (a seat's won cards, or None: discarded) and who plays the
    spy that acts (None: none acts). Revised 3-1 and RULINGS: [0], then [2], then [3], [7]."""
    colour = {s: card(c)[0] for s, c in plays.items()}
    power = {s: card(c)[1] for s, c in plays.items()}
    dest: dict[int, int | None] = {s: s for s in plays}
    stolen: set[int] = set()
    for c in COLOURS:
        bribers = [s for s in plays if power[s] == 0 and colour[s] == c]
        if len(bribers) == 1:  # two [0] of one colour cancel each other
            b = bribers[0]
            for s in plays:
                if s != b and colour[s] == c:
                    dest[s] = b
                    stolen.add(s)
    discarded: set[int] = set()
    for a in plays:
        if power[a] == 2 and a not in stolen:
            for s in plays:
                if s != a and colour[s] != colour[a] and s not in stolen:
                    discarded.add(s)
    for s in discarded:
        dest[s] = None
    spies = [
        s
        for s in plays
        if power[s] == 3 and s not in discarded and (first_edition or s not in stolen)
    ]
    spy = max(spies, key=lambda s: (s - holder) % n) if spies else None
    for s in plays:
        if power[s] == 7 and s not in stolen and s not in discarded:
            dest[s] = (s - 1) % n
    return dest, spy


def debate(totals: list[int]) -> list[int]:
    """Revised 2-4 and RULINGS: 2 coins to each at the top W; floor(W/5) x (number at the top)
    to each at the highest non-zero total below W; a total of 0 never places."""
    coins = [0] * len(totals)
    top = max(totals)
    if top == 0:
        return coins
    first = [s for s, t in enumerate(totals) if t == top]
    for s in first:
        coins[s] = 2
    below = [t for t in totals if 0 < t < top]
    if below:
        second = max(below)
        for s, t in enumerate(totals):
            if t == second:
                coins[s] = (top // 5) * len(first)
    return coins


class MajorityReferee:
    """The game as the rulebook says it goes, kept beside the engine's."""

    def __init__(self, state: Any) -> None:
        self.n = n = state.n_players
        self.first_edition = bool(state.options.get("first_edition", False))
        self.holder = int(state.options.get("spy_holder", 0))
        v = state.view(None)
        every = list(v["deck"]) + [c for p in v["packets"] for c in p]
        assert Counter(every) == deck_composition(n), "the deck is not the rulebook's (1-2, 3-3)"
        self.deck = list(v["deck"])  # its top first
        self.round = 1
        self.packets = [list(p) for p in v["packets"]]
        assert all(len(p) == 6 for p in self.packets), "round 1 deals 6 cards each (2-2)"
        self.deck_after_deals = len(v["deck"])
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.chosen: dict[int, str] = {}
        self.phase = "draft"
        self.tricks = 0
        self.order: list[int] | None = None
        self.won: list[list[str]] = [[] for _ in range(n)]
        self.discarded: list[str] = []
        self.coins = [0] * n
        self.over = False

    # -- who decides and with what ---------------------------------------------------------
    def waiting(self) -> list[int]:
        if self.over:
            return []
        if self.order is not None and self.phase == "trick":
            rest = [s for s in self.order if s not in self.chosen]
            return rest[:1]
        return [s for s in range(self.n) if s not in self.chosen]

    def legal(self, seat: int) -> list[str]:
        if seat not in self.waiting():
            return []
        zone = self.packets[seat] if self.phase == "draft" else self.hands[seat]
        return sorted(set(zone))

    def tricks_in_round(self) -> int:
        return 5 if self.round == 1 else 4  # revised 2-3: one card is always kept

    # -- one decision ---------------------------------------------------------------------
    def decide(self, seat: int, action: str) -> None:
        zone = self.packets[seat] if self.phase == "draft" else self.hands[seat]
        zone.remove(action)
        self.chosen[seat] = action
        if len(self.chosen) < self.n:
            return
        if self.phase == "draft":
            self._pass()
        elif self.phase == "exchange":
            for s in range(4):  # partners (s, s + 2) swap what they set aside (2-3)
                self.hands[s].append(self.chosen[(s + 2) % 4])
            self.chosen = {}
            self.phase = "trick"
        else:
            self._trick()

    def _pass(self) -> None:
        for s, c in self.chosen.items():
            self.hands[s].append(c)
        self.chosen = {}
        self.packets = [self.packets[(s - 1) % self.n] for s in range(self.n)]  # to the left
        if len(self.packets[0]) == 1:  # the last card is taken without a choice (2-2)
            for s in range(self.n):
                self.hands[s] += self.packets[s]
                self.packets[s] = []
            self.phase = "exchange" if self.n == 4 else "trick"

    def _trick(self) -> None:
        plays, self.chosen = dict(self.chosen), {}
        dest, spy = resolve_trick(plays, self.n, self.holder, self.first_edition)
        for s, where in dest.items():
            if where is None:
                self.discarded.append(plays[s])
            else:
                self.won[where].append(plays[s])
        self.tricks += 1
        last = self.tricks == self.tricks_in_round()
        self.order = None
        if spy is not None:
            self.holder = spy
            if not last:  # RULINGS: the face-up order does not carry into the next round
                self.order = face_up_order(spy, self.n)
        if last:
            self._debate()

    def _debate(self) -> None:
        for c in COLOURS:
            totals = [sum(card(x)[1] for x in w if x[0] == c) for w in self.won]
            for s, k in enumerate(debate(totals)):
                self.coins[s] += k
        if self.round == 4:
            self.over = True
            return
        self.round += 1
        self.tricks = 0
        self.phase = "deal"  # the engine deals from its (secret) deck order: checked in judge

    def deal(self, packets: list[list[str]]) -> None:
        """Rounds 2-4: each packet is the card kept from the last round and 4 from the deck
        (RULINGS); together the 4 x n dealt cards are the deck's top 4 x n (chance decides
        only the order the deck was shuffled in, read at the start)."""
        dealt: Counter[str] = Counter()
        for s in range(self.n):
            assert len(self.hands[s]) == 1, "one card is kept from each round (2-3)"
            new = Counter(packets[s])
            assert new[self.hands[s][0]] >= 1, f"seat {s}'s kept card is not in its packet"
            new[self.hands[s][0]] -= 1
            assert sum(new.values()) == 4, "rounds 2-4 deal 4 cards each (RULINGS)"
            dealt += new
            self.packets[s] = list(packets[s])
            self.hands[s] = []
        top, self.deck = self.deck[: 4 * self.n], self.deck[4 * self.n :]
        assert dealt == Counter(top), f"dealt {sorted(dealt)}, the deck's top is {sorted(top)}"
        self.phase = "draft"

    def winners(self) -> list[int]:
        """Revised 2-6 (teams, tie: the spy token's team) and 3-3 (tie: the holder, else the
        tied player nearest clockwise from the holder)."""
        if self.n == 4:
            a, b = self.coins[0] + self.coins[2], self.coins[1] + self.coins[3]
            team = 0 if a > b else 1 if b > a else self.holder % 2
            return [team, team + 2]
        best = max(self.coins)
        tied = [s for s in range(3) if self.coins[s] == best]
        return [min(tied, key=lambda s: (s - self.holder) % 3)]

    # -- the comparison -------------------------------------------------------------------
    def check(self, state: Any, where: str) -> None:
        v = state.view(None)
        if self.phase == "deal" and v["round"] == self.round:
            self.deal(v["packets"])
        facts = {
            "waiting": (state.current_players(), self.waiting()),
            "spy token": (v["spy_holder"], self.holder),
            "coins": (v["coins"], self.coins),
            "won cards": ([sorted(w) for w in v["won"]], [sorted(w) for w in self.won]),
            "discards": (sorted(v["discarded"]), sorted(self.discarded)),
            "hands": ([sorted(h) for h in v["hands"]], [sorted(h) for h in self.hands]),
            "packets": ([sorted(p) for p in v["packets"]], [sorted(p) for p in self.packets]),
            "deck": (v["deck"], self.deck),
            "game over": (state.is_terminal(), self.over),
        }
        everything = Counter(self.deck) + Counter(self.discarded) + Counter(self.chosen.values())
        for zone in (*self.hands, *self.packets, *self.won):
            everything += Counter(zone)
        assert everything == deck_composition(self.n), f"{where}: a card is lost or doubled"
        for seat in range(self.n):
            legal = [str(a) for a in state.legal_actions(seat)]
            assert len(set(legal)) == len(legal), f"{where}: seat {seat}'s legal cards repeat"
            facts[f"seat {seat}'s legal cards"] = (sorted(legal), self.legal(seat))
        for name, (engine, rules) in facts.items():
            assert engine == rules, f"{where}: {name}: engine {engine!r}, rulebook {rules!r}"
        if self.over:
            expected = [1.0 if s in self.winners() else 0.0 for s in range(self.n)]
            assert list(state.returns()) == expected, f"{where}: returns {state.returns()}"


def judge_game(state: Any, rng: random.Random, max_steps: int = 1000) -> Any:
    """Play ``state`` to the end with uniformly random decisions, judging every step."""
    ref = MajorityReferee(state)
    return judge_random_game(
        state, ref, rng, max_steps=max_steps, where=lambda: f", round {ref.round}"
    )
