"""An independent referee of Au chevet de la Sultane, written from the rulebook.

It knows the rules (Sultane 3c-7c, 8d and ``RULINGS.md``) and the package's public action
notation (the module docstring of the state: ``nominate:3``, ``yes``, ``discard:P``,
``read``/``veto``, ``accept-veto``, the claims and the powers), and judges a game through the
public protocol only: ``n_players``, ``options``, ``current_players()``, ``legal_actions(p)``,
``apply(p, a)``, ``view(None)``, ``is_terminal()`` and ``returns()``. It imports nothing from
``majority_core``: chance (roles, the tale deck, each reshuffle) is read from the all-seeing
view; every consequence of a decision (the Vizir's rotation and the chosen Vizir, who may be
nominated, each vote's verdict and the counter, chaos, the three tales drawn, what is
discarded and read, the veto, each power and its targets, exile, the Dinarzade question, the
winner) is worked out here and compared with the engine after every decision.
Reshuffles are judged: one is required exactly when the rules call for it (the deck's order
is compared at every step, so an early one shows), it must hold exactly the deck and discard
pile, and the 17 tales of 3c are each in one place (deck, discard, hand, read) at every step.

The talk after a government (claims, ``no-claim``) is the package's addition (its rulings):
the referee checks who speaks and the claims offered, not what is said.

>>> import random
>>> from majority_core.sultane import SultaneState
>>> judge_game(SultaneState.new(n_players=7, seed=3), random.Random(3)).is_terminal()
True
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tests.referee_loop import judge_random_game

P, INTERV = "P", "I"
PACIFIST_SIDE = {"pacifist", "dinarzade"}
#: Sultane 3c: (interventionists, pacifists) besides Dinarzade; variant 8d (RULINGS).
ROLE_COUNTS = {5: (3, 1), 6: (4, 1), 7: (4, 2), 8: (5, 2), 9: (5, 3), 10: (6, 3)}
#: The pacifist track (RULINGS): the power under each slot.
TRACK_5_6 = (None, None, "peek", "exile", "exile", "win")
TRACK_7_10 = (None, "investigate", "choose", "exile", "exile", "win")
HANDS = {3: ("PPP", "PPI", "PII", "III"), 2: ("PP", "PI", "II")}


def hand(tales: list[str]) -> str:
    return "".join(sorted(tales, key=lambda t: t != P))


class SultaneReferee:
    def __init__(self, state: Any) -> None:
        n = self.n = state.n_players
        self.original_veto = bool(state.options.get("original_veto", False))
        variant = bool(state.options.get("variant_8d", False))
        v = state.view(None)
        self.roles = list(v["roles"])
        n_i, n_p = ROLE_COUNTS[n]
        if variant:
            n_i, n_p = {7: (4, 2), 9: (4, 3)}[n]
        expected = Counter(interventionist=n_i, pacifist=n_p, dinarzade=1)
        if variant and n == 9:
            expected["schahzenan"] = 1
        assert Counter(self.roles) == expected, f"roles {self.roles} are not those of 3c/8d"
        self.deck = list(v["deck"])  # top first
        assert Counter(self.deck) == Counter({P: 11, INTERV: 6}), "the deck is 11 P and 6 I (3c)"
        self.track = TRACK_5_6 if n <= 6 else TRACK_7_10
        self.discard: list[str] = []
        self.read: list[str] = []
        self.counter = 0
        self.active = [True] * n
        self.vizir = self.base = 0
        self.chosen_next: int | None = None
        self.nominee: int | None = None
        self.last_government: tuple[int, int] | None = None
        self.votes: dict[int, str] = {}
        self.hand: list[str] = []
        self.power: str | None = None
        self.target: int | None = None
        self.investigated: set[int] = set()
        self.phase = "nominate"
        self.winner: str | None = None
        self.reshuffle_due = False

    # -- who decides, with what ----------------------------------------------------------
    def n_tales(self, kind: str) -> int:
        return self.read.count(kind)

    def eligible(self) -> list[int]:
        """Sultane 5 and 7c: the last reading government's members are barred (with 5 active
        players or fewer, only its Narrator)."""
        barred: tuple[int, ...] = ()
        if self.last_government is not None:
            vz, nr = self.last_government
            barred = (nr,) if sum(self.active) <= 5 else (vz, nr)
        return [s for s in range(self.n) if self.active[s] and s != self.vizir and s not in barred]

    def waiting(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "vote":
            return [s for s in range(self.n) if self.active[s] and s not in self.votes]
        if self.phase in ("narrator-discard", "veto-request", "claim-narrator"):
            return [self.nominee]  # type: ignore[list-item]
        return [self.vizir]

    def legal(self, seat: int) -> list[str]:
        if seat not in self.waiting():
            return []
        ph = self.phase
        others = [s for s in range(self.n) if self.active[s] and s != self.vizir]
        if ph == "nominate":
            return [f"nominate:{s}" for s in self.eligible()]
        if ph == "vote":
            return ["yes", "no"]
        if ph in ("vizir-discard", "narrator-discard"):
            return [f"discard:{t}" for t in (P, INTERV) if t in self.hand]
        if ph == "veto-request":
            return ["read", "veto"]
        if ph == "veto-answer":
            return ["accept-veto", "refuse-veto"]
        if ph == "claim-vizir":
            return [f"claim-draw:{h}" for h in HANDS[3]] + ["no-claim"]
        if ph == "claim-narrator":
            return [f"claim-received:{h}" for h in HANDS[2]] + ["no-claim"]
        if ph == "power":
            if self.power == "investigate":  # nobody twice (7b)
                return [f"investigate:{s}" for s in others if s not in self.investigated]
            return [f"{self.power}:{s}" for s in others]
        if ph == "claim-power":
            if self.power == "investigate":
                t = self.target
                return [f"claim-investigation:{t}:P", f"claim-investigation:{t}:I", "no-claim"]
            return [f"claim-peek:{h}" for h in HANDS[3]] + ["no-claim"]
        raise AssertionError(ph)

    # -- one decision ---------------------------------------------------------------------
    def decide(self, seat: int, action: str) -> None:
        verb, _, arg = action.partition(":")
        ph = self.phase
        if ph == "nominate":
            self.nominee = int(arg)
            self.phase = "vote"
        elif ph == "vote":
            self.votes[seat] = action
            if len(self.votes) == sum(self.active):
                self._vote()
        elif ph == "vizir-discard":
            self.hand.remove(arg)
            self.discard.append(arg)
            self.phase = "narrator-discard"
        elif ph == "narrator-discard":
            self.hand.remove(arg)
            self.discard.append(arg)
            if self.n_tales(P) >= 5:  # the veto is unlocked (7a)
                self.phase = "veto-request"
            else:
                self._government_reads()
        elif ph == "veto-request":
            if verb == "veto":
                self.phase = "veto-answer"
            else:
                self._government_reads()
        elif ph == "veto-answer":
            self.votes = {}
            if verb == "refuse-veto":
                self._government_reads()
            else:
                self.discard += self.hand
                self.hand = []
                self.phase = "claim-vizir"
                if self.original_veto:  # RULINGS (option): the counter moves, as originally
                    self.counter += 1
                    if self.counter == 3:
                        self._chaos()
                        if self.phase != "over":
                            self.phase = "claim-vizir"
        elif ph == "claim-vizir":
            self.phase = "claim-narrator"
        elif ph == "claim-narrator":
            if self.power is None:
                self._next_round()
            elif self.power == "peek":
                if len(self.deck) <= 2:
                    self.reshuffle_due = True  # 7b: as at the start of a round
                self.phase = "claim-power"
            else:
                self.phase = "power"
        elif ph == "power":
            target = int(arg)
            if self.power == "investigate":
                self.investigated.add(target)
                self.target = target
                self.phase = "claim-power"
            elif self.power == "choose":
                self.chosen_next = target
                self._next_round()
            else:  # exile
                self.active[target] = False
                if self.roles[target] == "dinarzade":
                    self._finish("interventionists")
                else:
                    self._next_round()
        elif ph == "claim-power":
            self._next_round()

    def _vote(self) -> None:
        yes = sum(v == "yes" for v in self.votes.values())
        no = len(self.votes) - yes
        self.votes = {}
        if yes <= no:  # a tie or more No rejects (5)
            self.counter += 1
            if self.counter == 3:
                self._chaos()
                if self.phase == "over":
                    return
            self._next_round()
            return
        if self.n_tales(P) >= 3 and self.roles[self.nominee] == "dinarzade":  # type: ignore[index]
            self._finish("pacifists")
            return
        self.hand, self.deck = self.deck[:3], self.deck[3:]
        self.phase = "vizir-discard"

    def _chaos(self) -> None:
        """Third rejection in a row: the top tale is read, without power; all eligible (5)."""
        if len(self.deck) <= 2:
            self.reshuffle_due = True
            return  # the engine's new order is read in check(), then the top tale is read
        self._chaos_read()

    def _chaos_read(self) -> None:
        tale = self.deck.pop(0)
        self.counter = 0
        self.last_government = None
        self._read(tale)

    def _government_reads(self) -> None:
        tale = self.hand.pop()
        self.counter = 0
        self.last_government = (self.vizir, self.nominee)  # type: ignore[assignment]
        if self._read(tale):
            return
        self.power = self.track[self.n_tales(P) - 1] if tale == P else None
        self.phase = "claim-vizir"

    def _read(self, tale: str) -> bool:
        self.read.append(tale)
        if self.n_tales(P) == 6:
            self._finish("pacifists")
        elif self.n_tales(INTERV) == 5:
            self._finish("interventionists")
        return self.phase == "over"

    def _finish(self, side: str) -> None:
        self.winner, self.phase = side, "over"
        self.hand = []

    def _next_round(self) -> None:
        if self.chosen_next is not None:  # 7b: the chosen Vizir, then left of the chooser
            self.vizir, self.chosen_next = self.chosen_next, None
        else:
            s = self.base
            for _ in range(self.n):
                s = (s + 1) % self.n
                if self.active[s]:
                    break
            self.vizir = self.base = s
        self.nominee = None
        self.power = self.target = None
        self.phase = "nominate"
        if len(self.deck) <= 2:
            self.reshuffle_due = True

    # -- the comparison -------------------------------------------------------------------
    def check(self, state: Any, where: str) -> None:
        v = state.view(None)
        if self.reshuffle_due:
            # 5 and 7b: the deck and the discard are shuffled together (the order is chance).
            self.reshuffle_due = False
            pool = Counter(self.deck) + Counter(self.discard)
            new = list(v["deck"])
            if self.counter == 3:  # a chaos read the top of the new deck (after a veto)
                new.insert(0, v["read"][-1])
            assert Counter(new) == pool, f"{where}: the reshuffle lost or added tales"
            self.deck, self.discard = new, []
            if self.counter == 3:
                self._chaos_read()
        tales = Counter(self.deck) + Counter(self.discard) + Counter(self.read)
        assert tales + Counter(self.hand) == Counter({P: 11, INTERV: 6}), (
            f"{where}: a tale is lost or doubled (3c: 11 P and 6 I)"
        )
        facts = {
            "waiting": (state.current_players(), self.waiting()),
            "tales read": (v["read"], "".join(self.read)),
            "counter": (v["counter"], self.counter),
            "active": (v["active"], self.active),
            "Vizir": (v["vizir"], self.vizir if self.phase != "over" else v["vizir"]),
            "deck": (v["deck"], "".join(self.deck)),
            "discard": (sorted(v["discard"]), sorted(self.discard)),
            "winner": (v["winner"], self.winner),
            "game over": (state.is_terminal(), self.phase == "over"),
        }
        if self.phase not in ("over",):
            facts["hand"] = (v["hand"], hand(self.hand))
        for seat in range(self.n):
            legal = [str(a) for a in state.legal_actions(seat)]
            facts[f"seat {seat}'s legal actions"] = (sorted(legal), sorted(self.legal(seat)))
        for name, (engine, rules) in facts.items():
            assert engine == rules, f"{where}: {name}: engine {engine!r}, rulebook {rules!r}"
        if self.phase == "over":
            won = [1.0 if (r in PACIFIST_SIDE) == (self.winner == "pacifists") else 0.0
                   for r in self.roles]  # fmt: skip
            assert list(state.returns()) == won, f"{where}: returns {state.returns()}"


def judge_game(state: Any, rng: random.Random, max_steps: int = 5000) -> Any:
    """Play ``state`` to the end with uniformly random decisions, judging every step."""
    return judge_random_game(state, SultaneReferee(state), rng, max_steps=max_steps)
