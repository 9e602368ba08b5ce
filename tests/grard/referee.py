"""An independent referee of Majority (Grard), written from the rulebook.

It knows the rules (Grard "Déroulement de la partie", "Premier tour d'une manche", "Fin d'une
manche", "Fin de la partie", ``RULINGS.md`` and the package's ``docs/rulings-grard.md`` for
the deck) and judges a game through the public protocol only: ``n_players``, ``options``,
``current_players()``, ``legal_actions(p)``, ``apply(p, a)``, ``view(None)``,
``is_terminal()`` and ``returns()``. It imports nothing from ``majority_core``: the cards
dealt (chance) are read from the all-seeing view; who votes, the majority, who scores what,
who goes on, which propositions join the reference pile, when a round and the game end and
who wins are worked out here and compared with the engine after every decision.

>>> import random
>>> from majority_core.grard import GrardState
>>> judge_game(GrardState.new(n_players=5, seed=3), random.Random(3)).is_terminal()
True
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tests.referee_loop import judge_random_game

PROPOSITIONS = ("A", "B", "C")
MARK = "mark"
#: docs/rulings-grard.md: the package's deck, 206 two-sided cards; words 2k and 2k + 1 are
#: the faces of card k.
N_CARDS = 206


def card(word: int) -> int:
    return word // 2


def majority(votes: dict[int, str]) -> list[str]:
    """RULINGS: the options with the largest count m, if m >= 2 (else no majority)."""
    counts = Counter(votes.values())
    m = max(counts.values())
    return [] if m < 2 else [o for o in (*PROPOSITIONS, MARK) if counts[o] == m]


class GrardReferee:
    def __init__(self, state: Any) -> None:
        self.n = state.n_players
        self.target = int(state.options.get("target", 20))
        self.scores = [0] * self.n
        self.round = 0
        self.active: list[int] = []
        self.votes: dict[int, str] = {}
        self.pile: list[int] = []
        self.props: dict[str, int] = {}
        self.over = False
        self.winners: list[int] = []
        v = state.view(None)
        # The deal of the first round (chance): every card of the deck once, in the draw
        # pile (its top last), the reference pile or the propositions; nothing in the box.
        shown = [*v["pile"], *v["propositions"].values()]
        assert sorted(card(w) for w in [*v["draw"], *shown]) == list(range(N_CARDS)), (
            "the deck is not the package's 206 cards (docs/rulings-grard.md)"
        )
        assert not v["box"], "nothing is in the box at the start"
        self.draw: list[int] = list(v["draw"])
        self.box: list[int] = []  # cards (not words): a card goes back face unknown
        self.first_deal = 1  # the reference and the propositions already dealt
        self.reshuffles = 0
        self.reference: list[int] = []
        self._new_round(v)

    def deal(self, v: dict[str, Any], words: list[int]) -> None:
        """docs/rulings-grard.md: one draw pile, its top card first (the reference, then A, B,
        C); when it runs short the box is shuffled under it (chance: the order and the faces
        are read from the view, and must be exactly the box's cards)."""
        if self.first_deal:  # the first round's deal was judged at the start
            self.first_deal -= 1
            return
        known = [self.draw.pop() for _ in range(min(len(words), len(self.draw)))]
        assert words[: len(known)] == known, f"dealt {words}, the draw pile's top is {known}"
        rest = words[len(known) :]
        if rest or (len(self.draw) < len(v["draw"])):  # a reshuffle: the box under the pile
            pool = Counter(self.box) + Counter(card(w) for w in self.draw)
            got = Counter(card(w) for w in [*rest, *v["draw"]])
            assert got == pool, "the reshuffle is not the box's cards under the draw pile"
            self.box = []
            self.draw = list(v["draw"])
            self.reshuffles += 1

    def _new_round(self, v: dict[str, Any]) -> None:
        self.round += 1
        self.active = list(range(self.n))
        self.pile = list(v["pile"])
        assert len(self.pile) == 1, "a round starts with one reference card"
        self.reference = self.pile  # dealt with the first propositions
        self._new_turn(v)

    def _new_turn(self, v: dict[str, Any]) -> None:
        """Grard "Fin d'une manche" (RULINGS): two left both score the pile; fewer: the end."""
        if len(self.active) == 2:
            for s in self.active:
                self.scores[s] += len(self.pile)
            self._end_round(v)
            return
        if len(self.active) < 2:
            self._end_round(v)
            return
        reference, self.reference = self.reference, []
        if not v["propositions"]:  # docs/rulings-grard.md: no three cards left to deal
            self.deal(v, reference)
            assert v["draw_size"] + v["box_size"] < 3, "propositions were due"
            for s in self.active:
                self.scores[s] += len(self.pile)
            self._end_round(v)
            return
        self.props = dict(v["propositions"])
        assert sorted(self.props) == list(PROPOSITIONS), "each turn shows A, B and C"
        self.deal(v, [*reference, *(self.props[o] for o in PROPOSITIONS)])
        assert len(set(self.props.values()) | set(self.pile)) == 3 + len(self.pile)

    def _end_round(self, v: dict[str, Any]) -> None:
        """docs/rulings-grard.md: the reference pile goes back in the box."""
        self.box += [card(w) for w in self.pile]
        self.pile = []
        self.active, self.votes, self.props = [], {}, {}
        best = max(self.scores)
        if best >= self.target:  # Grard "Fin de la partie": ties share the win
            self.over = True
            self.winners = [s for s in range(self.n) if self.scores[s] == best]
            return
        self._new_round(v)

    def waiting(self) -> list[int]:
        return [] if self.over else [s for s in self.active if s not in self.votes]

    def legal(self, seat: int) -> list[str]:
        return [*PROPOSITIONS, MARK] if seat in self.waiting() else []

    def decide(self, seat: int, action: str, state: Any) -> None:
        self.votes[seat] = action.lower() if action.lower() == MARK else action
        if len(self.votes) < len(self.active):
            return
        votes, self.votes = self.votes, {}
        top = majority(votes)
        pile_before = len(self.pile)
        for o in PROPOSITIONS:
            if o in top:
                self.pile.append(self.props[o])
            else:  # outside the majority: back in the box (Grard "Déroulement")
                self.box.append(card(self.props[o]))
        for s, o in votes.items():
            if o == MARK and MARK in top:  # Mark in the majority: the pile before this turn
                self.scores[s] += pile_before
        self.active = sorted(s for s, o in votes.items() if o in top and o != MARK)
        v = state.view(None)
        if not top or not self.active:
            self._end_round(v)
        else:
            self._new_turn(v)

    def check(self, state: Any, where: str) -> None:
        facts: dict[str, tuple[Any, Any]] = {
            "waiting": (state.current_players(), self.waiting()),
            "game over": (state.is_terminal(), self.over),
        }
        if not self.votes:  # a turn was resolved (or the game starts): compare the table
            v = state.view(None)
            facts["box"] = (sorted(card(w) for w in v["box"]), sorted(self.box))
            facts["draw pile"] = (v["draw"], self.draw)
            facts["scores"] = (v["scores"], self.scores)
            facts["round"] = (v["round"], self.round)
            if not self.over:
                facts["players in the round"] = (sorted(v["active"]), self.active)
                facts["reference pile"] = (v["pile"], self.pile)
        for seat in range(self.n):
            legal = [str(a).lower() if str(a).lower() == MARK else str(a)
                     for a in state.legal_actions(seat)]  # fmt: skip
            facts[f"seat {seat}'s legal votes"] = (sorted(legal), sorted(self.legal(seat)))
        for name, (engine, rules) in facts.items():
            assert engine == rules, f"{where}: {name}: engine {engine!r}, rulebook {rules!r}"
        if self.over:
            share = [1 / len(self.winners) if s in self.winners else 0.0 for s in range(self.n)]
            assert list(state.returns()) == share, f"{where}: returns {state.returns()}"


def judge_game(
    state: Any, rng: random.Random, max_steps: int = 100_000, lean: float | None = None
) -> Any:
    """Play ``state`` to the end with random votes, judging every step. Each vote is "A" with
    probability ``lean`` (random per game by default, for long and short rounds), else uniform.
    """
    ref = GrardReferee(state)
    share = rng.random() if lean is None else lean
    state.referee = ref  # the test of reshuffles counts them
    return judge_random_game(
        state,
        ref,
        rng,
        max_steps=max_steps,
        pick=lambda legal: legal[0] if rng.random() < share else legal[rng.randrange(len(legal))],
        decide=lambda p, action: ref.decide(p, action, state),
        where=lambda: f", round {ref.round}",
    )
