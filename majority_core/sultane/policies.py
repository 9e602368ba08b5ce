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
    MAX_PLAYERS,
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


#: Sigmoids already computed: scores are sums of a few fixed points, so they repeat a lot.
_SIGMOIDS: dict[float, float] = {}


def _score_government(score: list[float], g: Government, f: Facts, public: bool) -> bool:
    """Add one government's points to ``score`` (see :func:`heuristic_suspicion`); say
    whether a point came from the seat's private knowledge."""
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
    private = False
    if not public:
        if f.my_passes.get(g.index) == PACIFIST + INTERVENTIONIST and g.tale == PACIFIST:
            score[g.narrator] += 4.0
            private = True
        if f.my_receipts.get(g.index) == PACIFIST * 2 and g.vizir != f.seat:
            score[g.vizir] += 0.8
            private = True
    return private


class _Prior:
    """What a seat's (or the table's) suspicion starts from: the prior and the roles it knows
    (the same for every game with the same knowledge, so made once)."""

    __slots__ = ("known", "certain", "log_prior", "dinarzade", "no_pacifists")

    def __init__(self, n: int, variant_8d: bool, known: list[str | None], seat: int) -> None:
        roles = roles_for(n, variant_8d)
        n_pside = sum(1 for r in roles if side_of(r) == PACIFISTS)
        known_pside = sum(1 for r in known if r is not None and side_of(r) == PACIFISTS)
        unknown = sum(1 for r in known if r is None)
        prior = (n_pside - known_pside) / unknown if unknown else 0.0
        self.known = known
        #: The seats whose side the seat knows: (seat, 1.0 if pacifist side else 0.0).
        self.certain = [
            (s, 1.0 if side_of(r) == PACIFISTS else 0.0) for s, r in enumerate(known) if r
        ]
        self.log_prior = _logit(prior)
        #: P(Dinarzade) when the seat knows her; the pacifists it knows are not her.
        self.dinarzade = [1.0 if r == DINARZADE else 0.0 for r in known] if DINARZADE in known else None
        self.no_pacifists = (
            [s for s, r in enumerate(known) if r == PACIFIST_ROLE]
            if known[seat] == PACIFIST_ROLE
            else []
        )


_PRIORS: dict[tuple[Any, ...], _Prior] = {}


def _prior(f: Facts, public: bool) -> _Prior:
    known = (None,) * f.n_players if public else tuple(f.known)
    seat = f.seat if f.seat is not None and not public else 0
    key = (f.n_players, f.variant_8d, known, seat)
    got = _PRIORS.get(key)
    if got is None:
        if len(_PRIORS) > 4096:
            _PRIORS.clear()
        got = _PRIORS[key] = _Prior(f.n_players, f.variant_8d, list(known), seat)
    return got


class _Scores:
    """A seat's (or the table's) running scores: every government but the last, added once in
    order, with its prior (:class:`_Prior`) and its last answer."""

    __slots__ = (
        "n_folded", "folded", "private", "known", "certain", "log_prior", "dinarzade",
        "no_pacifists", "key", "result", "side_key", "side", "score", "sigs",
    )  # fmt: skip

    def __init__(self, f: Facts, public: bool) -> None:
        self.n_folded = 0
        self.folded = [0.0] * f.n_players
        self.private: Any = False  # True once a private point was found (_private_points)
        prior = _prior(f, public)
        self.known, self.certain, self.log_prior = prior.known, prior.certain, prior.log_prior
        self.dinarzade, self.no_pacifists = prior.dinarzade, prior.no_pacifists
        self.key: Any = None  # the facts behind ``result`` (both lists)
        self.result: Any = None
        self.side_key: Any = None  # the facts behind ``side`` and ``score``
        self.side: list[float] = []
        self.score: list[float] = []
        #: (the table's scores only) log prior -> (key, sigmoids of log prior + score)
        self.sigs: dict[float, tuple[Any, list[float]]] = {}

    def scores(self, f: Facts, public: bool) -> list[float]:
        """The points of every government: the final ones added once, the last one's again."""
        governments = f.governments
        while self.n_folded < len(governments) - 1:  # final once another government follows
            _score_government(self.folded, governments[self.n_folded], f, public)
            self.n_folded += 1
        score = list(self.folded)
        if governments:
            _score_government(score, governments[-1], f, public)
        return score


def _private_points(f: Facts, sc: _Scores) -> bool:
    """Whether the seat's private knowledge gives points in :func:`_score_government` (a
    pacifist tale read from the mixed hand it passed, two pacifist tales it received). Once
    true, always: governments are never taken back; a no is kept until the facts change."""
    if sc.private is True:
        return True
    key = (len(f.governments), f.version)
    if sc.private == key:
        return False
    governments = f.shared.by_index
    for index, passed in f.my_passes.items():
        if passed == PACIFIST + INTERVENTIONIST:
            g = governments.get(index)
            if g is not None and g.tale == PACIFIST:
                sc.private = True
                return True
    for index, tales in f.my_receipts.items():
        if tales == PACIFIST * 2:
            g = governments.get(index)
            if g is not None and g.vizir != f.seat:
                sc.private = True
                return True
    sc.private = key
    return False


def _sigmoids(log_prior: float, score: list[float]) -> list[float]:
    """``sigmoid(log_prior + x)`` for each score (remembered: scores repeat a lot)."""
    out = []
    for x in score:
        x += log_prior
        y = _SIGMOIDS.get(x)
        if y is None:
            if len(_SIGMOIDS) > 100_000:
                _SIGMOIDS.clear()
            y = _SIGMOIDS[x] = _sigmoid(x)
        out.append(y)
    return out


def _table_sigmoids(f: Facts, log_prior: float) -> list[float]:
    """Sigmoids of the table's (public) scores with a seat's prior, made once per record."""
    table = f.shared.cache.get(_TABLE)
    if table is None or table.side_key != f.shared.deeds:
        table = _side(f, True)[0]
    got = table.sigs.get(log_prior)
    if got is None or got[0] != table.side_key:
        got = table.sigs[log_prior] = (table.side_key, _sigmoids(log_prior, table.score))
    return got[1]


_TABLE = ("scores", True)
_SEAT = ("scores", False)


def _side(f: Facts, public: bool) -> tuple[_Scores, list[float]]:
    """The scores' keeper and P(pacifist side) per seat (see :func:`heuristic_suspicion`)."""
    if public:
        sc = f.shared.cache.get(_TABLE)
        if sc is None:
            sc = f.shared.cache[_TABLE] = _Scores(f, True)
        key: Any = f.shared.deeds
    else:
        sc = f.cache.get(_SEAT)
        if sc is None:
            sc = f.cache[_SEAT] = _Scores(f, False)
        key = (f.shared.deeds, f.version)
    if key == sc.side_key:
        return sc, sc.side
    seat = f.seat
    if public:
        score = sc.scores(f, True)
        for _, target, said in f.investigation_claims:
            score[target] += 1.5 if said == PACIFIST else -1.0
        p_side = _sigmoids(sc.log_prior, score)
    else:
        claims = f.investigation_claims
        if not _private_points(f, sc) and not (claims and any(c[0] == seat for c in claims)):
            # No private point: the seat's scores are the table's to the last bit (the same
            # additions in the same order), so their sigmoids are shared between seats.
            score = []
            p_side = list(_table_sigmoids(f, sc.log_prior))
        else:
            score = sc.scores(f, False)
            for investigator, target, said in claims:
                if investigator != seat:
                    score[target] += 1.5 if said == PACIFIST else -1.0
            p_side = _sigmoids(sc.log_prior, score)
        for s, p in sc.certain:
            p_side[s] = p
        if f.my_investigations:
            known = sc.known
            for s, side in f.my_investigations.items():
                if known[s] is None:
                    p_side[s] = 1.0 if side == PACIFIST else 0.0
    sc.side_key, sc.side, sc.score = key, p_side, score
    return sc, p_side


def heuristic_side(f: Facts, *, public: bool = False) -> list[float]:
    """P(pacifist side) per seat: the first list of :func:`heuristic_suspicion`, alone (what a
    decision that needs no P(Dinarzade) asks; kept the same way: read it, never change it)."""
    return _side(f, public)[1]


def heuristic_suspicion(f: Facts, *, public: bool = False) -> tuple[list[float], list[float]]:
    """(P(pacifist side), P(Dinarzade)) per seat from a simple score (no enumeration).

    Each pacifist tale a government reads raises both members' score, each interventionist
    tale lowers it; contradictions between claims, a Narrator who chose a pacifist tale from a
    mixed hand and investigation claims count more. ``public=True`` ignores private knowledge:
    how the table sees each seat (the pacifists use it to blend in).

    The answer is kept until a fact it reads changes (votes do not count; the public answer is
    shared by every seat whose facts share the public record, and so are the public scores,
    which a seat's own equal when no private knowledge moved them): read it, never change it.
    """
    sc, p_side = _side(f, public)
    if sc.key == sc.side_key:
        return sc.result  # type: ignore[no-any-return]
    if sc.dinarzade is not None:
        p_d = sc.dinarzade
    else:
        not_dinarzade = f.not_dinarzade
        if not_dinarzade or sc.no_pacifists:
            raw = [0.0 if s in not_dinarzade else x for s, x in enumerate(p_side)]
            for s in sc.no_pacifists:
                raw[s] = 0.0
        else:
            raw = p_side
        total = sum(raw) or 1.0
        p_d = [x / total for x in raw]
    sc.key, sc.result = sc.side_key, (p_side, p_d)
    return sc.result  # type: ignore[no-any-return]


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
    def from_view(
        cls, view: dict[str, Any], facts_: Facts | None = None, now: Moment | None = None
    ) -> Sight:
        """The Sight of a view; ``facts_`` and ``now``: the seat's facts and the moment when
        already read (the search's fast playouts share the public ones between seats)."""
        if now is None:
            now = Moment()
            now.phase = view["phase"]
            now.vizir, now.nominee, now.counter = view["vizir"], view["nominee"], view["counter"]
            now.pacifist_tales = view["pacifist_tales"]
            now.interventionist_tales = view["interventionist_tales"]
            now.power, now.power_target = view["power"], view["power_target"]
            now.government = view["public"][-1]["government"] if view["public"] else 0
        f = facts(view) if facts_ is None else facts_
        sight = cls(view["seat"], list(view["known_roles"]), f, now)
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


#: The seat an action names, for the actions that name one (read once, not at each decision).
_SEAT_NAMED = {
    f"{verb}:{s}": s
    for verb in ("nominate", "investigate", "choose", "exile")
    for s in range(MAX_PLAYERS)
}

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

    def side_suspicion(self, sight: Sight) -> list[float]:
        """P(pacifist side) per seat, the first list of :meth:`suspicion` (for the decisions
        that need no P(Dinarzade): computed alone when ``suspicion`` is the heuristic one)."""
        if type(self).suspicion is RuleBased.suspicion:
            return heuristic_side(sight.facts)
        return self.suspicion(sight)[0]

    # -- the decision -----------------------------------------------------------------------
    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        return self.decide(Sight.from_view(view), legal, rng)

    def decide(self, sight: Sight, legal: Sequence[str], rng: random.Random) -> str:
        """The decision from the seat's :class:`Sight` (``act`` reads it from the view)."""
        pacifist_play = self._pacifist_play(sight)
        action = getattr(self, _HANDLERS[sight.now.phase])(sight, legal, rng, pacifist_play)
        return action if action in legal else legal[0]

    def vote(self, sight: Sight) -> bool:
        """The vote :meth:`decide` casts (the fast playout asks this way: most decisions are
        votes, and a vote needs neither the legal actions nor the generator)."""
        pacifist_play = sight.role == PACIFIST_ROLE or self._pacifist_play(sight)
        return self._vote(sight, ("yes", "no"), None, pacifist_play) == "yes"

    @staticmethod
    def _pacifist_play(sight: Sight) -> bool:
        """Every bot plays to its own side's win condition (Sultane 4): Dinarzade's cover as an
        interventionist ends when the next tale read can end the game."""
        role = sight.role
        if role == PACIFIST_ROLE:
            return True
        if role != DINARZADE:
            return False
        now = sight.now
        return (
            sight.knows_allies
            or now.pacifist_tales >= PACIFIST_TALES_TO_WIN - 1
            or now.interventionist_tales >= INTERVENTIONIST_TALES_TO_WIN - 1
        )

    # helpers
    def _pick(self, seats: Sequence[int], key: Any, rng: random.Random) -> int:
        """The seat with the smallest key, ties broken at random."""
        keys = [key(s) for s in seats]
        best = min(keys)
        tied = [s for s, k in zip(seats, keys, strict=True) if abs(k - best) < 1e-9]
        return tied[rng.randrange(len(tied))]

    @staticmethod
    def _seats(legal: Sequence[str]) -> list[int]:
        """The seats named by actions such as ``nominate:3`` or ``exile:4``."""
        return [_SEAT_NAMED[a] for a in legal]

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
            public = heuristic_side(sight.facts, public=True)
            others = [s for s in seats if s not in allies] or seats
            return f"nominate:{self._pick(others, lambda s: public[s], rng)}"
        if now.pacifist_tales >= DINARZADE_THRESHOLD:
            p_side, p_d = self.suspicion(sight)
            return f"nominate:{self._pick(seats, lambda s: p_side[s] + p_d[s], rng)}"
        side = self.side_suspicion(sight)
        return f"nominate:{self._pick(seats, lambda s: side[s] + 0, rng)}"

    def _vote(self, sight, legal, rng, pacifist_play):
        now = sight.now
        me, vizir, narrator = sight.seat, now.vizir, now.nominee
        late = now.pacifist_tales >= DINARZADE_THRESHOLD
        if late and narrator == me and sight.role == DINARZADE:
            return "yes"  # this vote can win the game (Sultane 4)
        if pacifist_play:
            allies = sight.allies
            if vizir in allies or narrator in allies:
                return "yes"
            public = heuristic_side(sight.facts, public=True)
            risk = 1 - (1 - public[vizir]) * (1 - public[narrator])
            return "yes" if risk < 0.5 else "no"
        if late:
            p_side, p_d = self.suspicion(sight)
            if p_d[narrator] > 0.25:
                return "no"
        else:
            p_side = self.side_suspicion(sight)
        # the chance that a member other than me is on the pacifist side
        if vizir == me:
            risk = 1 - (1 - p_side[narrator])
        elif narrator == me:
            risk = 1 - (1 - p_side[vizir])
        else:
            risk = 1 - (1 - p_side[vizir]) * (1 - p_side[narrator])
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
        public = heuristic_side(sight.facts, public=True)
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
            public = heuristic_side(sight.facts, public=True)
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
