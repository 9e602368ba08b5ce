"""Bots for the Sultane: one strategy per class (as in Axelrod).

* :class:`Random` picks uniformly among the legal actions (claims included).
* :class:`RuleBased` plays each side by simple rules. Interventionists bury pacifist tales,
  tell the truth, and vote and nominate by *suspicion* (a score read from the record).
  Pacifists pass pacifist tales when it is safe, cover with lies in their claims, back their
  allies' governments, and put Dinarzade forward once three pacifist tales are read.
  Dinarzade, when she knows nobody (7+ players, variant 8d), plays the honest interventionist
  to earn trust, but never at her side's expense: once one tale can decide the game (five
  pacifist or four interventionist tales read, so always when a veto is possible) she plays
  for the pacifists openly, and she says Yes to her own nomination once it would win.
  Schahzenan plays as the interventionist she sides with (Sultane 8d).
* :class:`Bayesian` is :class:`RuleBased` whose suspicion is the posterior probability of
  :mod:`majority_core.sultane.bayes` (updated from the tales read, the votes and the claims).

Policies only read the view they are given, so a bot never knows more than its seat.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, ClassVar

from ..policy import Policy, UniformRandom
from .bayes import Facts, beliefs, facts
from .components import (
    DINARZADE,
    DINARZADE_THRESHOLD,
    INTERVENTIONIST,
    INTERVENTIONIST_TALES_TO_WIN,
    PACIFIST,
    PACIFIST_ROLE,
    PACIFIST_TALES_TO_WIN,
    roles_for,
    side_of,
)

PACIFISTS = "pacifists"


class Random(UniformRandom):
    """Uniform among the legal actions, claims and silences included (the baseline)."""

    name = "random"
    game = "sultane"
    description = "Chooses uniformly at random among the legal actions, including what to claim."


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def heuristic_suspicion(f: Facts, *, public: bool = False) -> tuple[list[float], list[float]]:
    """(P(pacifist side), P(Dinarzade)) per seat from a simple score (no enumeration).

    Each pacifist tale a government reads raises both members' score, each interventionist
    tale lowers it; contradictions between claims, a Narrator who chose a pacifist tale from a
    mixed hand and investigation claims count more. ``public=True`` ignores private knowledge:
    how the table sees each seat (the pacifists use it to blend in).
    """
    n = f.n_players
    roles = roles_for(n, f.variant_8d)
    n_pside = sum(1 for r in roles if side_of(r) == PACIFISTS)
    known = [None] * n if public else f.known
    known_pside = sum(1 for r in known if r is not None and side_of(r) == PACIFISTS)
    unknown = sum(1 for r in known if r is None)
    prior = (n_pside - known_pside) / unknown if unknown else 0.0
    score = [0.0] * n
    for g in f.governments:
        members = (g.vizir, g.narrator)
        for s in members:
            if g.tale == PACIFIST:
                score[s] += 0.8
            elif g.tale == INTERVENTIONIST:
                score[s] -= 0.6
        from .bayes import _tainted_claims

        if _tainted_claims(g):
            for s in members:
                score[s] += 1.0
        if g.narrator_claim == PACIFIST + INTERVENTIONIST and g.tale == PACIFIST:
            score[g.narrator] += 2.0
        if not public:
            if f.my_passes.get(g.index) == PACIFIST + INTERVENTIONIST and g.tale == PACIFIST:
                score[g.narrator] += 4.0
            if f.my_receipts.get(g.index) == PACIFIST * 2 and g.vizir != f.seat:
                score[g.vizir] += 0.8
    for investigator, target, said in f.investigation_claims:
        if public or investigator != f.seat:
            score[target] += 1.5 if said == PACIFIST else -1.0
    p_side = []
    for s in range(n):
        if known[s] is not None:
            p_side.append(1.0 if side_of(known[s]) == PACIFISTS else 0.0)
        elif not public and s in f.my_investigations:
            p_side.append(1.0 if f.my_investigations[s] == PACIFIST else 0.0)
        else:
            p_side.append(_sigmoid(_logit(prior) + score[s]))
    if DINARZADE in known:
        p_d = [1.0 if r == DINARZADE else 0.0 for r in known]
    else:
        raw = [0.0 if s in f.not_dinarzade else p_side[s] for s in range(n)]
        if known[f.seat if f.seat is not None else 0] == PACIFIST_ROLE and not public:
            raw = [0.0 if known[s] == PACIFIST_ROLE else x for s, x in enumerate(raw)]
        total = sum(raw) or 1.0
        p_d = [x / total for x in raw]
    return p_side, p_d


class RuleBased(Policy):
    """Each side by simple rules; suspicion from a score of the record (see module doc)."""

    name: ClassVar[str] = "rules"
    game: ClassVar[str] = "sultane"
    description: ClassVar[str] = (
        "Interventionists bury pacifist tales and vote by suspicion; pacifists pass pacifist "
        "tales when it is safe and lie to cover it."
    )
    #: A government whose chance of holding a pacifist is above this is voted down.
    risk_threshold: ClassVar[float] = 0.7

    # -- what the bot believes --------------------------------------------------------------
    def suspicion(self, view: dict[str, Any], f: Facts) -> tuple[list[float], list[float]]:
        return heuristic_suspicion(f)

    # -- the decision -----------------------------------------------------------------------
    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        f = facts(view)
        me = view["seat"]
        role = view["role"]
        knows_allies = any(
            r is not None and s != me and side_of(r) == PACIFISTS
            for s, r in enumerate(view["known_roles"])
        )
        decisive = (
            view["pacifist_tales"] >= PACIFIST_TALES_TO_WIN - 1
            or view["interventionist_tales"] >= INTERVENTIONIST_TALES_TO_WIN - 1
        )
        # Every bot plays to its own side's win condition (Sultane 4): Dinarzade's cover as an
        # interventionist ends when the next tale read can end the game.
        pacifist_play = role == PACIFIST_ROLE or (role == DINARZADE and (knows_allies or decisive))
        handler = getattr(self, "_" + view["phase"].replace("-", "_"))
        action = handler(view, f, legal, rng, pacifist_play)
        return action if action in legal else legal[0]

    # helpers
    def _current(self, view: dict[str, Any], kind: str) -> dict[str, Any] | None:
        g = view["public"][-1]["government"] if view["public"] else 0
        for r in reversed(view["private"]):
            if r["kind"] == kind and r["government"] == g:
                return r
        return None

    def _allies(self, view: dict[str, Any]) -> set[int]:
        return {
            s
            for s, r in enumerate(view["known_roles"])
            if r is not None and side_of(r) == PACIFISTS
        }

    def _pick(self, seats: Sequence[int], key: Any, rng: random.Random) -> int:
        """The seat with the smallest key, ties broken at random."""
        best = min(key(s) for s in seats)
        tied = [s for s in seats if abs(key(s) - best) < 1e-9]
        return tied[rng.randrange(len(tied))]

    @staticmethod
    def _seats(legal: Sequence[str]) -> list[int]:
        return [int(a.split(":")[1]) for a in legal]

    # phases
    def _nominate(self, view, f, legal, rng, pacifist_play):
        seats = self._seats(legal)
        if pacifist_play:
            allies = self._allies(view) - {view["seat"]}
            d = [s for s in seats if view["known_roles"][s] == DINARZADE]
            if d and view["pacifist_tales"] >= DINARZADE_THRESHOLD:
                return f"nominate:{d[0]}"
            friends = [s for s in seats if s in allies]
            if friends and rng.random() < 0.7:
                return f"nominate:{friends[rng.randrange(len(friends))]}"
            public, _ = heuristic_suspicion(f, public=True)
            others = [s for s in seats if s not in allies] or seats
            return f"nominate:{self._pick(others, lambda s: public[s], rng)}"
        p_side, p_d = self.suspicion(view, f)
        late = view["pacifist_tales"] >= DINARZADE_THRESHOLD
        return f"nominate:{self._pick(seats, lambda s: p_side[s] + (p_d[s] if late else 0), rng)}"

    def _vote(self, view, f, legal, rng, pacifist_play):
        me, vizir, narrator = view["seat"], view["vizir"], view["nominee"]
        late = view["pacifist_tales"] >= DINARZADE_THRESHOLD
        if view["role"] == DINARZADE and narrator == me and late:
            return "yes"  # this vote can win the game (Sultane 4)
        if pacifist_play:
            allies = self._allies(view)
            if vizir in allies or narrator in allies:
                return "yes"
            public, _ = heuristic_suspicion(f, public=True)
            risk = 1 - (1 - public[vizir]) * (1 - public[narrator])
            return "yes" if risk < 0.5 else "no"
        p_side, p_d = self.suspicion(view, f)
        if late and p_d[narrator] > 0.25:
            return "no"
        members = [s for s in (vizir, narrator) if s != me]
        risk = 1 - math.prod(1 - p_side[s] for s in members)
        if view["counter"] >= 2:
            return "yes" if risk < 0.95 else "no"  # a third refusal reads a random tale
        return "yes" if risk <= self.risk_threshold else "no"

    def _vizir_discard(self, view, f, legal, rng, pacifist_play):
        hand = view["hand"]
        if pacifist_play:
            return "discard:I" if INTERVENTIONIST in hand else "discard:P"
        return "discard:P" if PACIFIST in hand else "discard:I"

    def _narrator_discard(self, view, f, legal, rng, pacifist_play):
        hand = view["hand"]
        if not pacifist_play or PACIFIST not in hand or INTERVENTIONIST not in hand:
            return "discard:P" if PACIFIST in hand else "discard:I"
        # a mixed hand: read the pacifist tale only when it is safe, or when reading the
        # interventionist one would lose the game (Sultane 4)
        public, _ = heuristic_suspicion(f, public=True)
        safe = (
            view["vizir"] in self._allies(view)
            or view["pacifist_tales"] >= DINARZADE_THRESHOLD
            or view["interventionist_tales"] >= INTERVENTIONIST_TALES_TO_WIN - 1
            or public[view["vizir"]] >= public[view["seat"]]  # blaming her is credible
        )
        return "discard:I" if safe else "discard:P"

    def _veto_request(self, view, f, legal, rng, pacifist_play):
        tale = view["hand"]
        want_veto = (tale == INTERVENTIONIST) if pacifist_play else (tale == PACIFIST)
        return "veto" if want_veto else "read"

    def _veto_answer(self, view, f, legal, rng, pacifist_play):
        tale = view["hand"]
        accept = (tale == INTERVENTIONIST) if pacifist_play else (tale == PACIFIST)
        return "accept-veto" if accept else "refuse-veto"

    def _claim_vizir(self, view, f, legal, rng, pacifist_play):
        drew = self._current(view, "drew")
        passed = self._current(view, "discarded")
        if drew is None:
            return "no-claim"
        claim = drew["tales"]
        if pacifist_play and passed is not None and passed["passed"] == PACIFIST * 2:
            claim = PACIFIST * 3  # "I had no choice"
        return f"claim-draw:{claim}"

    def _claim_narrator(self, view, f, legal, rng, pacifist_play):
        received = self._current(view, "received")
        kept = self._current(view, "kept")
        if received is None:
            return "no-claim"
        claim = received["tales"]
        if (
            pacifist_play
            and kept is not None
            and kept["kept"] == PACIFIST
            and INTERVENTIONIST in claim
        ):
            claim = PACIFIST * 2  # blame the Vizir
        return f"claim-received:{claim}"

    def _power(self, view, f, legal, rng, pacifist_play):
        power = view["power"]
        seats = self._seats(legal)
        if pacifist_play:
            allies = self._allies(view)
            public, _ = heuristic_suspicion(f, public=True)
            if power == "choose":
                friends = [s for s in seats if s in allies]
                if friends:
                    return f"choose:{friends[0]}"
            others = [s for s in seats if s not in allies] or seats
            # the most trusted interventionist is the most dangerous one
            return f"{power}:{self._pick(others, lambda s: public[s], rng)}"
        p_side, p_d = self.suspicion(view, f)
        if view["role"] == DINARZADE:  # covering, but never against her own side (Sultane 4)
            if power == "choose":  # the likeliest pacifist governs next
                return f"choose:{self._pick(seats, lambda s: -p_side[s], rng)}"
            if power == "exile":  # the likeliest interventionist leaves
                return f"exile:{self._pick(seats, lambda s: p_side[s], rng)}"
        if power == "choose":
            return f"choose:{self._pick(seats, lambda s: p_side[s], rng)}"
        if power == "exile":
            return f"exile:{self._pick(seats, lambda s: -(p_d[s] + 0.5 * p_side[s]), rng)}"
        # investigate: whoever we are least sure about
        return f"investigate:{self._pick(seats, lambda s: abs(p_side[s] - 0.5), rng)}"

    def _claim_power(self, view, f, legal, rng, pacifist_play):
        if view["power"] == "peek":
            seen = self._current(view, "peeked")
            return (
                f"claim-peek:{''.join(sorted(seen['tales'], reverse=True))}" if seen else "no-claim"
            )
        target = view["power_target"]
        side = f.my_investigations.get(target)
        if side is None:
            return "no-claim"
        if pacifist_play:
            if target in self._allies(view):
                side = INTERVENTIONIST  # cover an ally
            elif rng.random() < 0.5:
                side = PACIFIST  # frame an interventionist
        return f"claim-investigation:{target}:{side}"


class Bayesian(RuleBased):
    """:class:`RuleBased` whose suspicion is the exact posterior over role assignments."""

    name: ClassVar[str] = "bayes"
    description: ClassVar[str] = (
        "Keeps probabilities over every possible deal of the roles, updated from the tales "
        "read, the votes and the claims; votes, nominates and uses powers by them."
    )

    def suspicion(self, view: dict[str, Any], f: Facts) -> tuple[list[float], list[float]]:
        b = beliefs(view)
        n = view["n_players"]
        p_side = [b[s]["pacifist"] + b[s][DINARZADE] for s in range(n)]
        return p_side, [b[s][DINARZADE] for s in range(n)]


POLICIES: dict[str, type[Policy]] = {"random": Random, "rules": RuleBased, "bayes": Bayesian}
