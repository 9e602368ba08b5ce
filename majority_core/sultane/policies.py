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
from .bayes import Facts, Government, _tainted_claims, facts, marginals
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


def _score_government(score: list[float], g: Government, f: Facts, public: bool) -> None:
    """Add one government's points to ``score`` (see :func:`heuristic_suspicion`)."""
    members = (g.vizir, g.narrator)
    for s in members:
        if g.tale == PACIFIST:
            score[s] += 0.8
        elif g.tale == INTERVENTIONIST:
            score[s] -= 0.6
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


def heuristic_suspicion(f: Facts, *, public: bool = False) -> tuple[list[float], list[float]]:
    """(P(pacifist side), P(Dinarzade)) per seat from a simple score (no enumeration).

    Each pacifist tale a government reads raises both members' score, each interventionist
    tale lowers it; contradictions between claims, a Narrator who chose a pacifist tale from a
    mixed hand and investigation claims count more. ``public=True`` ignores private knowledge:
    how the table sees each seat (the pacifists use it to blend in).

    The answer is kept until ``f`` changes (the public one is shared by every seat whose facts
    share the public record): read it, never change it.
    """
    cache, key = (f.shared.cache, f.shared.version) if public else (f.cache, f.key())
    got = cache.get(("suspicion", public))
    if got is not None and got[0] == key:
        return got[1]  # type: ignore[no-any-return]
    n = f.n_players
    # Every government but the last is final: its points are added once, in order.
    folded = cache.get(("score", public))
    if folded is None:
        folded = cache[("score", public)] = [0, [0.0] * n]
    governments = f.governments
    while folded[0] < len(governments) - 1:
        _score_government(folded[1], governments[folded[0]], f, public)
        folded[0] += 1
    score = list(folded[1])
    if governments:
        _score_government(score, governments[-1], f, public)
    for investigator, target, said in f.investigation_claims:
        if public or investigator != f.seat:
            score[target] += 1.5 if said == PACIFIST else -1.0
    roles = roles_for(n, f.variant_8d)
    n_pside = sum(1 for r in roles if side_of(r) == PACIFISTS)
    known = [None] * n if public else f.known
    known_pside = sum(1 for r in known if r is not None and side_of(r) == PACIFISTS)
    unknown = sum(1 for r in known if r is None)
    prior = (n_pside - known_pside) / unknown if unknown else 0.0
    log_prior = _logit(prior)
    p_side = []
    for s in range(n):
        if known[s] is not None:
            p_side.append(1.0 if side_of(known[s]) == PACIFISTS else 0.0)
        elif not public and s in f.my_investigations:
            p_side.append(1.0 if f.my_investigations[s] == PACIFIST else 0.0)
        else:
            p_side.append(_sigmoid(log_prior + score[s]))
    if DINARZADE in known:
        p_d = [1.0 if r == DINARZADE else 0.0 for r in known]
    else:
        raw = [0.0 if s in f.not_dinarzade else p_side[s] for s in range(n)]
        if known[f.seat if f.seat is not None else 0] == PACIFIST_ROLE and not public:
            raw = [0.0 if known[s] == PACIFIST_ROLE else x for s, x in enumerate(raw)]
        total = sum(raw) or 1.0
        p_d = [x / total for x in raw]
    cache[("suspicion", public)] = (key, (p_side, p_d))
    return p_side, p_d


class Moment:
    """The public state of play a bot reads at a decision (one object for every seat)."""

    __slots__ = (
        "phase", "vizir", "nominee", "counter", "pacifist_tales", "interventionist_tales",
        "power", "power_target", "government",
    )  # fmt: skip

    def __init__(self) -> None:
        self.phase = "nominate"
        self.vizir = 0
        self.nominee: int | None = None
        self.counter = self.pacifist_tales = self.interventionist_tales = 0
        self.power: str | None = None
        self.power_target: int | None = None
        self.government = 1


class Sight:
    """What a rule-based bot reads of its seat's view, in a light form.

    :meth:`from_view` reads it from a view (what :meth:`RuleBased.act` does); the fast playout
    (:mod:`.fast`) keeps one per seat up to date as the game goes, with :class:`Facts` grown
    record by record, so the bots decide there without a view being built and read again at
    every decision. Either way it holds exactly what the view holds that the bot uses.
    """

    __slots__ = (
        "seat", "role", "known", "allies", "knows_allies", "facts", "now", "hand",
        "drew", "passed", "received", "kept", "peeked",
    )  # fmt: skip

    def __init__(self, seat: int, known: list[str | None], facts: Facts, now: Moment) -> None:
        self.seat = seat
        self.role = known[seat]
        self.known = known
        self.allies = {
            s for s, r in enumerate(known) if r is not None and side_of(r) == PACIFISTS
        }
        self.knows_allies = any(s != seat for s in self.allies)
        self.facts = facts
        self.now = now
        self.hand = ""  # the tales the seat holds now, pacifist first
        # The seat's own records of the current government: (government, tales).
        self.drew: tuple[int, str] | None = None
        self.passed: tuple[int, str] | None = None
        self.received: tuple[int, str] | None = None
        self.kept: tuple[int, str] | None = None
        self.peeked: tuple[int, str] | None = None

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Sight:
        now = Moment()
        now.phase = view["phase"]
        now.vizir, now.nominee, now.counter = view["vizir"], view["nominee"], view["counter"]
        now.pacifist_tales = view["pacifist_tales"]
        now.interventionist_tales = view["interventionist_tales"]
        now.power, now.power_target = view["power"], view["power_target"]
        now.government = view["public"][-1]["government"] if view["public"] else 0
        sight = cls(view["seat"], list(view["known_roles"]), facts(view), now)
        sight.role = view["role"]
        sight.hand = view["hand"]
        for r in view["private"]:
            kind = r["kind"]
            if kind in _OWN:
                setattr(sight, _OWN[kind][0], (r["government"], r[_OWN[kind][1]]))
        return sight

    def current(self, what: tuple[int, str] | None) -> str | None:
        """The tales of one of the seat's records if it is about the current government."""
        return what[1] if what is not None and what[0] == self.now.government else None


#: The seat's own records a bot reads: kind -> (Sight attribute, field with the tales).
_OWN = {
    "drew": ("drew", "tales"),
    "discarded": ("passed", "passed"),
    "received": ("received", "tales"),
    "kept": ("kept", "kept"),
    "peeked": ("peeked", "tales"),
}


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
    def suspicion(self, sight: Sight) -> tuple[list[float], list[float]]:
        return heuristic_suspicion(sight.facts)

    # -- the decision -----------------------------------------------------------------------
    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        return self.decide(Sight.from_view(view), legal, rng)

    def decide(self, sight: Sight, legal: Sequence[str], rng: random.Random) -> str:
        """The decision from the seat's :class:`Sight` (``act`` reads it from the view)."""
        now = sight.now
        role = sight.role
        decisive = (
            now.pacifist_tales >= PACIFIST_TALES_TO_WIN - 1
            or now.interventionist_tales >= INTERVENTIONIST_TALES_TO_WIN - 1
        )
        # Every bot plays to its own side's win condition (Sultane 4): Dinarzade's cover as an
        # interventionist ends when the next tale read can end the game.
        pacifist_play = role == PACIFIST_ROLE or (
            role == DINARZADE and (sight.knows_allies or decisive)
        )
        action = getattr(self, _HANDLERS[now.phase])(sight, legal, rng, pacifist_play)
        return action if action in legal else legal[0]

    # helpers
    def _pick(self, seats: Sequence[int], key: Any, rng: random.Random) -> int:
        """The seat with the smallest key, ties broken at random."""
        best = min(key(s) for s in seats)
        tied = [s for s in seats if abs(key(s) - best) < 1e-9]
        return tied[rng.randrange(len(tied))]

    @staticmethod
    def _seats(legal: Sequence[str]) -> list[int]:
        return [int(a.split(":")[1]) for a in legal]

    # phases
    def _nominate(self, sight, legal, rng, pacifist_play):
        seats = self._seats(legal)
        now = sight.now
        if pacifist_play:
            allies = sight.allies - {sight.seat}
            d = [s for s in seats if sight.known[s] == DINARZADE]
            if d and now.pacifist_tales >= DINARZADE_THRESHOLD:
                return f"nominate:{d[0]}"
            friends = [s for s in seats if s in allies]
            if friends and rng.random() < 0.7:
                return f"nominate:{friends[rng.randrange(len(friends))]}"
            public, _ = heuristic_suspicion(sight.facts, public=True)
            others = [s for s in seats if s not in allies] or seats
            return f"nominate:{self._pick(others, lambda s: public[s], rng)}"
        p_side, p_d = self.suspicion(sight)
        late = now.pacifist_tales >= DINARZADE_THRESHOLD
        return f"nominate:{self._pick(seats, lambda s: p_side[s] + (p_d[s] if late else 0), rng)}"

    def _vote(self, sight, legal, rng, pacifist_play):
        now = sight.now
        me, vizir, narrator = sight.seat, now.vizir, now.nominee
        late = now.pacifist_tales >= DINARZADE_THRESHOLD
        if sight.role == DINARZADE and narrator == me and late:
            return "yes"  # this vote can win the game (Sultane 4)
        if pacifist_play:
            allies = sight.allies
            if vizir in allies or narrator in allies:
                return "yes"
            public, _ = heuristic_suspicion(sight.facts, public=True)
            risk = 1 - (1 - public[vizir]) * (1 - public[narrator])
            return "yes" if risk < 0.5 else "no"
        p_side, p_d = self.suspicion(sight)
        if late and p_d[narrator] > 0.25:
            return "no"
        members = [s for s in (vizir, narrator) if s != me]
        risk = 1 - math.prod(1 - p_side[s] for s in members)
        if now.counter >= 2:
            return "yes" if risk < 0.95 else "no"  # a third refusal reads a random tale
        return "yes" if risk <= self.risk_threshold else "no"

    def _vizir_discard(self, sight, legal, rng, pacifist_play):
        hand = sight.hand
        if pacifist_play:
            return "discard:I" if INTERVENTIONIST in hand else "discard:P"
        return "discard:P" if PACIFIST in hand else "discard:I"

    def _narrator_discard(self, sight, legal, rng, pacifist_play):
        hand = sight.hand
        if not pacifist_play or PACIFIST not in hand or INTERVENTIONIST not in hand:
            return "discard:P" if PACIFIST in hand else "discard:I"
        # a mixed hand: read the pacifist tale only when it is safe, or when reading the
        # interventionist one would lose the game (Sultane 4)
        now = sight.now
        public, _ = heuristic_suspicion(sight.facts, public=True)
        safe = (
            now.vizir in sight.allies
            or now.pacifist_tales >= DINARZADE_THRESHOLD
            or now.interventionist_tales >= INTERVENTIONIST_TALES_TO_WIN - 1
            or public[now.vizir] >= public[sight.seat]  # blaming her is credible
        )
        return "discard:I" if safe else "discard:P"

    def _veto_request(self, sight, legal, rng, pacifist_play):
        tale = sight.hand
        want_veto = (tale == INTERVENTIONIST) if pacifist_play else (tale == PACIFIST)
        return "veto" if want_veto else "read"

    def _veto_answer(self, sight, legal, rng, pacifist_play):
        tale = sight.hand
        accept = (tale == INTERVENTIONIST) if pacifist_play else (tale == PACIFIST)
        return "accept-veto" if accept else "refuse-veto"

    def _claim_vizir(self, sight, legal, rng, pacifist_play):
        drew = sight.current(sight.drew)
        passed = sight.current(sight.passed)
        if drew is None:
            return "no-claim"
        claim = drew
        if pacifist_play and passed == PACIFIST * 2:
            claim = PACIFIST * 3  # "I had no choice"
        return f"claim-draw:{claim}"

    def _claim_narrator(self, sight, legal, rng, pacifist_play):
        received = sight.current(sight.received)
        kept = sight.current(sight.kept)
        if received is None:
            return "no-claim"
        claim = received
        if pacifist_play and kept == PACIFIST and INTERVENTIONIST in claim:
            claim = PACIFIST * 2  # blame the Vizir
        return f"claim-received:{claim}"

    def _power(self, sight, legal, rng, pacifist_play):
        power = sight.now.power
        seats = self._seats(legal)
        if pacifist_play:
            allies = sight.allies
            public, _ = heuristic_suspicion(sight.facts, public=True)
            if power == "choose":
                friends = [s for s in seats if s in allies]
                if friends:
                    return f"choose:{friends[0]}"
            others = [s for s in seats if s not in allies] or seats
            # the most trusted interventionist is the most dangerous one
            return f"{power}:{self._pick(others, lambda s: public[s], rng)}"
        p_side, p_d = self.suspicion(sight)
        if sight.role == DINARZADE:  # covering, but never against her own side (Sultane 4)
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

    def _claim_power(self, sight, legal, rng, pacifist_play):
        now = sight.now
        if now.power == "peek":
            seen = sight.current(sight.peeked)
            return f"claim-peek:{''.join(sorted(seen, reverse=True))}" if seen else "no-claim"
        target = now.power_target
        side = sight.facts.my_investigations.get(target)
        if side is None:
            return "no-claim"
        if pacifist_play:
            if target in sight.allies:
                side = INTERVENTIONIST  # cover an ally
            elif rng.random() < 0.5:
                side = PACIFIST  # frame an interventionist
        return f"claim-investigation:{target}:{side}"


#: The method that decides in each phase (looked up on the bot, so a subclass may change one).
_HANDLERS = {phase: "_" + phase.replace("-", "_") for phase in (
    "nominate", "vote", "vizir-discard", "narrator-discard", "veto-request", "veto-answer",
    "claim-vizir", "claim-narrator", "power", "claim-power",
)}  # fmt: skip


class Bayesian(RuleBased):
    """:class:`RuleBased` whose suspicion is the exact posterior over role assignments."""

    name: ClassVar[str] = "bayes"
    description: ClassVar[str] = (
        "Keeps probabilities over every possible deal of the roles, updated from the tales "
        "read, the votes and the claims; votes, nominates and uses powers by them."
    )

    def suspicion(self, sight: Sight) -> tuple[list[float], list[float]]:
        """P(pacifist side) and P(Dinarzade) per seat: the numbers of :func:`.bayes.beliefs`
        (a seat whose role it knows is certain), kept until the facts change."""
        f = sight.facts
        got = f.cache.get("bayes-suspicion")
        if got is not None and got[0] == f.key():
            return got[1]  # type: ignore[no-any-return]
        p_d, p_p = marginals(f)
        p_side, p_dinarzade = [], []
        for s, r in enumerate(f.known):
            if r is None:
                p_side.append(p_p[s] + p_d[s])
                p_dinarzade.append(p_d[s])
            else:  # the sums beliefs() makes of its certain rows
                p_side.append((1.0 if r == PACIFIST_ROLE else 0.0) + (1.0 if r == DINARZADE else 0.0))
                p_dinarzade.append(1.0 if r == DINARZADE else 0.0)
        f.cache["bayes-suspicion"] = (f.key(), (p_side, p_dinarzade))
        return p_side, p_dinarzade


POLICIES: dict[str, type[Policy]] = {"random": Random, "rules": RuleBased, "bayes": Bayesian}
