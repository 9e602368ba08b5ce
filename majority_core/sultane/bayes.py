"""Bayesian role inference: what a seat can believe about everyone's role from its view.

A *hypothesis* is one way the hidden roles could be dealt: which seat is Dinarzade and which
seats are the other pacifists. We list every hypothesis consistent with what the seat knows
for certain (its own role, the allies it recognised, its investigations, the public "not
Dinarzade" answers) and weight each one by how likely the public record would be if it were
true (the tales read by each government, the votes, the claims), using the simple likelihood
model below. Normalising the weights gives a probability for every role of every seat:

>>> from majority_core.sultane import SultaneState
>>> s = SultaneState.new(n_players=7, seed=0, roles=["interventionist"] * 4 + ["pacifist"] * 2 + ["dinarzade"])
>>> b = beliefs(s.view(0))
>>> b[0]["interventionist"], round(b[3]["dinarzade"], 4), round(b[3]["pacifist"], 4)
(1.0, 0.1667, 0.3333)

Before anything happens an interventionist at 7 players sees 6 strangers: 1 Dinarzade and 2
pacifists among them, so each is Dinarzade with probability 1/6 and a pacifist with 2/6.
At 10 players a seat weighs at most 9 x C(8, 3) = 504 hypotheses, so everything is exact
(numpy does the weighting, imported only when beliefs are computed).
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import Any

from .components import (
    DINARZADE,
    INTERVENTIONIST,
    INTERVENTIONIST_ROLE,
    PACIFIST,
    PACIFIST_ROLE,
    SCHAHZENAN,
    roles_for,
)


@dataclass(frozen=True)
class Model:
    """How likely each observable is under each side: the assumptions of the inference.

    Interventionists are assumed honest (Sultane 6b advises them to tell the truth) and to
    bury pacifist tales when they can; pacifists pass pacifist tales and cover for each other.
    """

    #: A government with no pacifist-side member reads a pacifist tale only when forced.
    read_p_clean: float = 0.3
    #: A government with a pacifist-side member reads a pacifist tale.
    read_p_tainted: float = 0.75
    #: A pacifist-side voter says Yes to a government with a pacifist-side member (herself
    #: included, when she is its Vizir or Narrator) / without.
    yes_pacifist_ally: float = 0.9
    yes_pacifist_other: float = 0.45
    #: An interventionist voter says Yes to a government without / with a pacifist-side member
    #: (she cannot see roles, but pacifists tend to look suspicious).
    yes_interventionist: float = 0.6
    yes_interventionist_tainted: float = 0.45
    #: Votes are correlated (blocs follow leaders): each vote counts with this weight.
    vote_weight: float = 1.0
    #: The Vizir's and the Narrator's claims contradict each other (or the tale read).
    contradiction_clean: float = 0.03
    contradiction_tainted: float = 0.45
    #: A Narrator who received a mixed hand (by her claim or my own pass) read the pacifist tale.
    chose_p_interventionist: float = 0.05
    chose_p_pacifist: float = 0.75
    #: An honest investigator reports the side she saw.
    honest_report: float = 0.95
    #: A pacifist investigator calls an ally an interventionist / frames an interventionist.
    cover_ally: float = 0.9
    frame_other: float = 0.4
    #: A Vizir passes two pacifist tales (as seen by her Narrator).
    pass_pp_interventionist: float = 0.25
    pass_pp_pacifist: float = 0.7


DEFAULT_MODEL = Model()


@dataclass
class Government:
    """One government that read (or vetoed) a tale, with what was said about it."""

    index: int
    vizir: int
    narrator: int
    tale: str | None  # None for a veto
    vizir_claim: str | None = None
    narrator_claim: str | None = None


class Shared:
    """What the facts of every seat of one game may share: the public record's version, the
    governments by index, and caches of computations on the public record alone.

    The fast playout (:mod:`.fast`) gives every seat's :class:`Facts` the same public lists and
    the same ``Shared``, so a public fact is written once and a public computation (how the
    table sees each seat) is made once per change, not once per seat and per decision.
    """

    __slots__ = ("version", "deeds", "by_index", "cache")

    def __init__(self) -> None:
        self.version = 0  # every public fact
        self.deeds = 0  # every public fact but the votes (what the rule-based bots read)
        self.by_index: dict[int, Government] = {}
        self.cache: dict[Any, Any] = {}


@dataclass
class Facts:
    """The record of a view, arranged for inference (and for the rule-based bots).

    Built by :func:`facts` from a view, or grown record by record with the ``add_*`` methods
    (what the fast playout does): either way the same facts in the same order, so every
    computation on them gives the same numbers. Change a ``Facts`` only through those methods:
    the caches of :func:`posterior` and of the bots' suspicion count on their versions.
    """

    n_players: int
    seat: int | None
    known: list[str | None]
    variant_8d: bool
    votes: list[tuple[int, int, list[int], list[int]]] = field(default_factory=list)
    governments: list[Government] = field(default_factory=list)
    investigation_claims: list[tuple[int, int, str]] = field(default_factory=list)
    not_dinarzade: set[int] = field(default_factory=set)
    my_investigations: dict[int, str] = field(default_factory=dict)
    my_passes: dict[int, str] = field(default_factory=dict)  # government -> hand I passed
    my_receipts: dict[int, str] = field(default_factory=dict)  # government -> hand I received
    #: Shared with the other seats' facts in the fast playout (see :class:`Shared`).
    shared: Shared = field(default_factory=Shared, compare=False, repr=False)
    #: Bumped by every private fact; with ``shared.version`` it keys this seat's caches.
    version: int = field(default=0, compare=False, repr=False)
    cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    # -- public facts (written once for every seat that shares them) ---------------------
    def add_vote(self, vizir: int, narrator: int, yes: list[int], no: list[int]) -> None:
        self.votes.append((vizir, narrator, yes, no))
        self.shared.version += 1

    def add_government(self, index: int, vizir: int, narrator: int, tale: str | None) -> None:
        g = Government(index, vizir, narrator, tale)
        self.shared.by_index[index] = g
        self.governments.append(g)
        self.shared.version += 1
        self.shared.deeds += 1

    def add_claim(self, government: int, about: str, tales: str) -> None:
        """A claim about a draw or a pass (a claim about a peek says nothing about roles)."""
        g = self.shared.by_index.get(government)
        if g is None or about not in ("draw", "received"):
            return
        if about == "draw":
            g.vizir_claim = tales
        else:
            g.narrator_claim = tales
        self.shared.version += 1
        self.shared.deeds += 1

    def add_investigation_claim(self, seat: int, target: int, side: str) -> None:
        self.investigation_claims.append((seat, target, side))
        self.shared.version += 1
        self.shared.deeds += 1

    def add_not_dinarzade(self, seat: int) -> None:
        self.not_dinarzade.add(seat)
        self.shared.version += 1
        self.shared.deeds += 1

    def add_public(self, r: Any) -> None:
        """One public record of a view (the records that say nothing about roles are skipped)."""
        kind = r["kind"]
        if kind == "vote":
            self.add_vote(r["vizir"], r["narrator"], r["yes"], r["no"])
        elif kind == "read":
            self.add_government(r["government"], r["vizir"], r["narrator"], r["tale"])
        elif kind == "veto":
            self.add_government(r["government"], r["vizir"], r["narrator"], None)
        elif kind == "claim":
            about = r["about"]
            if about == "investigation":
                self.add_investigation_claim(r["seat"], r["target"], r["side"])
            else:
                self.add_claim(r["government"], about, r["tales"])
        elif kind == "not-dinarzade" or (kind == "exile" and not r["dinarzade"]):
            self.add_not_dinarzade(r.get("seat", r.get("target")))

    # -- private facts (this seat's only) -----------------------------------------------
    def add_investigation(self, target: int, side: str) -> None:
        self.my_investigations[target] = side
        self.version += 1

    def add_pass(self, government: int, passed: str) -> None:
        self.my_passes[government] = passed
        self.version += 1

    def add_receipt(self, government: int, tales: str) -> None:
        self.my_receipts[government] = tales
        self.version += 1

    def add_private(self, r: Any) -> None:
        """One record of this seat's private log (those that matter for inference)."""
        kind = r["kind"]
        if kind == "investigation":
            self.add_investigation(r["target"], r["side"])
        elif kind == "discarded":
            self.add_pass(r["government"], r["passed"])
        elif kind == "received":
            self.add_receipt(r["government"], r["tales"])

    def key(self) -> tuple[int, int]:
        """Changes whenever a fact this seat knows changes (the key of its caches)."""
        return (self.shared.version, self.version)


def facts(view: dict[str, Any]) -> Facts:
    """Extract the facts that matter for inference from a view (any seat, or ``None``)."""
    n = view["n_players"]
    seat = view["seat"]
    known = list(view["known_roles"]) if seat is not None else [None] * n
    f = Facts(n, seat, known, bool(view["options"]["variant_8d"]))
    for r in view["public"]:
        f.add_public(r)
    if seat is not None:
        for r in view["private"]:
            f.add_private(r)
    return f


@cache
def _counts(n: int, variant_8d: bool) -> tuple[int, bool]:
    roles = roles_for(n, variant_8d)
    return roles.count(PACIFIST_ROLE), SCHAHZENAN in roles


def _deals(f: Facts) -> list[tuple[int, frozenset[int]]]:
    """Every (Dinarzade seat, pacifist seats) allowed by the roles the seat recognised alone
    (before investigations and "not Dinarzade" answers), in a fixed order."""
    n = f.n_players
    n_pac, _ = _counts(n, f.variant_8d)
    known = f.known
    d_known = [s for s, r in enumerate(known) if r == DINARZADE]
    p_known = frozenset(s for s, r in enumerate(known) if r == PACIFIST_ROLE)
    out = []
    for d in d_known or range(n):
        if known[d] not in (None, DINARZADE):
            continue
        free = [s for s in range(n) if known[s] is None and s != d]
        for extra in combinations(free, n_pac - len(p_known)):
            out.append((d, p_known | frozenset(extra)))
    return out


def _consistent(f: Facts, d: int, pset: frozenset[int]) -> bool:
    """Whether a deal agrees with the "not Dinarzade" answers and the seat's investigations."""
    if d in f.not_dinarzade:
        return False
    pside = pset | {d}
    return not any((side == PACIFIST) != (t in pside) for t, side in f.my_investigations.items())


def hypotheses(f: Facts) -> list[tuple[int, frozenset[int]]]:
    """Every (Dinarzade seat, pacifist seats) consistent with what the seat knows for sure."""
    return [(d, pset) for d, pset in _deals(f) if _consistent(f, d, pset)]


def _tainted_claims(g: Government) -> bool:
    """Whether the claims and the tale read cannot all be true (someone lied)."""
    return _contradiction(g.vizir_claim, g.narrator_claim, g.tale)


@cache
def _contradiction(vc: str | None, nc: str | None, t: str | None) -> bool:
    if nc is not None and t is not None and t not in nc:
        return True
    if vc is not None and nc is not None:
        # the Narrator's two tales must be the Vizir's three minus one
        return not any(sorted(vc.replace(x, "", 1)) == sorted(nc) for x in set(vc))
    return vc is not None and t is not None and t not in vc


class _Subset:
    """The deals still possible after some hard facts, with what summing their weights by seat
    needs (made once, then shared by every seat and game with the same facts)."""

    __slots__ = ("keep", "size", "dinarzades", "pacifists", "of", "_deals", "_hyps")

    def __init__(self, ds: _DealSet, mask: Any) -> None:
        import numpy as np

        self._deals = ds.deals
        self._hyps: list[tuple[int, frozenset[int]]] | None = None
        if mask is None or mask.all():
            self.keep = None
            self.size = len(ds.deals)
            self.dinarzades, self.pacifists, self.of = ds.dinarzades, ds.pacifists, ds.of
            return
        keep = np.flatnonzero(mask)
        self.keep = keep
        self.size = len(keep)
        self.dinarzades = ds.dinarzades[keep]
        # every (deal, pacifist seat) pair, deal by deal: the order the sums are made in
        pairs = mask[ds.of]
        renumber = np.cumsum(mask) - 1
        self.pacifists = ds.pacifists[pairs]
        self.of = renumber[ds.of[pairs]]

    @property
    def hyps(self) -> list[tuple[int, frozenset[int]]]:
        """The deals still possible, in the order of :func:`_deals`."""
        if self._hyps is None:
            deals = self._deals
            self._hyps = deals if self.keep is None else [deals[h] for h in self.keep.tolist()]
        return self._hyps


class _DealSet:
    """The deals a seat weighs given the roles it recognised (:func:`_deals`), with their
    sides as arrays: the same for every seat of every game with the same knowledge."""

    def __init__(self, f: Facts) -> None:
        import numpy as np

        self.deals = _deals(f)
        side = np.zeros((len(self.deals), f.n_players), dtype=bool)
        for h, (d, pset) in enumerate(self.deals):
            side[h, d] = True
            side[h, list(pset)] = True
        self.side = side
        self.side_int = side.astype(int)
        self.dinarzades = np.array([d for d, _ in self.deals], dtype=np.intp)
        self.pacifists = np.array([s for _, ps in self.deals for s in ps], dtype=np.intp)
        self.of = np.array([h for h, (_, ps) in enumerate(self.deals) for _ in ps], dtype=np.intp)
        self.pairs: dict[tuple[int, int], tuple[Any, Any]] = {}
        self.subsets: dict[Any, _Subset] = {}
        self.terms: dict[Any, Any] = {}

    def tainted(self, vizir: int, narrator: int) -> tuple[Any, Any]:
        """(deals where the government holds a pacifist-side member, the same as an int
        column)."""
        got = self.pairs.get((vizir, narrator))
        if got is None:
            t = self.side[:, vizir] | self.side[:, narrator]
            got = self.pairs[(vizir, narrator)] = (t, t.astype(int)[:, None])
        return got

    def term(self, seats: tuple[int, ...], p_true: float, p_false: float) -> Any:
        """log p_true where one of ``seats`` is on the pacifist side, log p_false elsewhere."""
        key = (seats, p_true, p_false)
        got = self.terms.get(key)
        if got is None:
            import numpy as np

            mask = self.tainted(*seats)[0] if len(seats) == 2 else self.side[:, seats[0]]
            if len(self.terms) > 4096:
                self.terms.clear()
            got = self.terms[key] = np.where(mask, math.log(p_true), math.log(p_false))
        return got

    def vote_terms(self, vizir: int, narrator: int, tables: tuple[Any, Any]) -> Any:
        """For every deal, the log-probability of each voter's Yes (columns 0..n-1) and No
        (columns n..2n-1) under this government: ``table[voter pacifist-side, tainted]``."""
        key = (vizir, narrator, id(tables))
        got = self.terms.get(key)
        if got is None:
            import numpy as np

            if len(self.terms) > 4096:
                self.terms.clear()
            tainted = self.tainted(vizir, narrator)[1]
            got = self.terms[key] = np.concatenate(
                [tables[0][self.side_int, tainted], tables[1][self.side_int, tainted]], axis=1
            )
        return got

    def subset(self, f: Facts) -> _Subset:
        """The deals :func:`_consistent` keeps (computed for all deals at once)."""
        key = (frozenset(f.not_dinarzade), frozenset(f.my_investigations.items()))
        got = self.subsets.get(key)
        if got is None:
            import numpy as np

            mask = None
            if f.not_dinarzade:
                mask = ~np.isin(self.dinarzades, list(f.not_dinarzade))
            for t, said in f.my_investigations.items():
                agrees = self.side[:, t] == (said == PACIFIST)
                mask = agrees if mask is None else mask & agrees
            if len(self.subsets) > 4096:
                self.subsets.clear()
            got = self.subsets[key] = _Subset(self, mask)
        return got


_DEAL_SETS: dict[tuple[Any, ...], _DealSet] = {}


def _deal_set(f: Facts) -> _DealSet:
    key = (f.n_players, f.variant_8d, tuple(f.known))
    got = _DEAL_SETS.get(key)
    if got is None:
        if len(_DEAL_SETS) > 1024:
            _DEAL_SETS.clear()
        got = _DEAL_SETS[key] = _DealSet(f)
    return got


@cache
def _vote_tables(model: Model) -> tuple[Any, Any]:
    """log P(yes) and log P(no) by [voter pacifist-side][government tainted], weighted."""
    import numpy as np

    m = model
    yes_table = np.log(
        np.array(
            [  # [voter pacifist-side][government tainted] -> P(yes)
                [m.yes_interventionist, m.yes_interventionist_tainted],
                [m.yes_pacifist_other, m.yes_pacifist_ally],
            ]
        )
    )
    no_table = np.log(1 - np.exp(yes_table)) * m.vote_weight
    return yes_table * m.vote_weight, no_table


class _Inference:
    """One seat's log-likelihoods under one model, kept up to date record by record.

    The weights are those of the plain computation (every government's terms in order, then
    every vote's, then every investigation claim's, each added as one array), so the numbers
    are the same to the last bit; what is kept is each record's terms, computed once. They are
    kept for the deals of :func:`_deals`; the deals that later facts rule out are dropped only
    at the end (every hypothesis' weight depends on that hypothesis alone).
    """

    def __init__(self, f: Facts, model: Model) -> None:
        import numpy as np

        self.np = np
        self.f, self.m = f, model
        self.ds = _deal_set(f)
        size = len(self.ds.deals)
        self.folded = np.zeros(size)  # the terms of every government but the last
        self.n_folded = 0
        self.vote_rows = np.zeros((8, size))  # row 0: the governments' terms
        self.n_vote_rows = 1
        self.n_votes = 0
        self.claim_terms: list[Any] = []
        self.result_for: tuple[int, int] | None = None
        self.result: Any = None
        self.marginals_for: tuple[int, int] | None = None
        self.marginal: tuple[list[float], list[float]] = ([], [])
        self.tables = _vote_tables(model)
        self.subset_for: tuple[int, int] | None = None
        self.subset: _Subset = self.ds.subset(f)

    def _government(self, g: Government) -> list[Any]:
        """One government's terms, in the order of the model."""
        m, f, term = self.m, self.f, self.ds.term
        members = (g.vizir, g.narrator)
        out = []
        if g.tale is not None:
            p = m.read_p_tainted if g.tale == PACIFIST else 1 - m.read_p_tainted
            q = m.read_p_clean if g.tale == PACIFIST else 1 - m.read_p_clean
            out.append(term(members, p, q))
        if _tainted_claims(g):
            out.append(term(members, m.contradiction_tainted, m.contradiction_clean))
        narrator_mixed = g.narrator_claim == PACIFIST + INTERVENTIONIST or (
            f.my_passes.get(g.index) == PACIFIST + INTERVENTIONIST
        )
        if narrator_mixed and g.tale == PACIFIST:
            out.append(term((g.narrator,), m.chose_p_pacifist, m.chose_p_interventionist))
        received = f.my_receipts.get(g.index)
        if received is not None and g.vizir != f.seat:
            if received == PACIFIST * 2:
                out.append(term((g.vizir,), m.pass_pp_pacifist, m.pass_pp_interventionist))
            else:
                out.append(
                    term((g.vizir,), 1 - m.pass_pp_pacifist, 1 - m.pass_pp_interventionist)
                )
        return out

    def _vote(self, vizir: int, narrator: int, yes: list[int], no: list[int]) -> None:
        """Append the rows of one vote's terms (Yes voters, then No voters; my vote is no
        evidence)."""
        me, n = self.f.seat, self.f.n_players
        columns = [v for v in yes if v != me]
        n_yes = len(columns)
        columns += [n + v for v in no if v != me]
        if not columns:
            return
        if self.n_vote_rows + 2 > len(self.vote_rows):
            self.vote_rows = self.np.concatenate([self.vote_rows, 0 * self.vote_rows])
        chosen = self.ds.vote_terms(vizir, narrator, self.tables)[:, columns]
        if n_yes:
            chosen[:, :n_yes].sum(axis=1, out=self.vote_rows[self.n_vote_rows])
            self.n_vote_rows += 1
        if n_yes < len(columns):
            chosen[:, n_yes:].sum(axis=1, out=self.vote_rows[self.n_vote_rows])
            self.n_vote_rows += 1

    def _claim(self, investigator: int, target: int, said: str) -> Any:
        np, m, side = self.np, self.m, self.ds.side
        truth_p = side[:, target]
        honest = np.where(truth_p == (said == PACIFIST), m.honest_report, 1 - m.honest_report)
        if said == INTERVENTIONIST:
            liar = np.where(truth_p, m.cover_ally, 1 - m.frame_other)
        else:
            liar = np.where(truth_p, 1 - m.cover_ally, m.frame_other)
        return np.log(np.where(side[:, investigator], liar, honest))

    def weights(self) -> tuple[_Subset, Any]:
        """The deals still possible and their normalised weights (a numpy array), cached per
        version of the facts."""
        f = self.f
        key = f.key()
        if key == self.result_for:
            return self.result  # type: ignore[no-any-return]
        np = self.np
        govs = f.governments
        while self.n_folded < len(govs) - 1:  # a government is final once another follows
            for term in self._government(govs[self.n_folded]):
                self.folded += term
            self.n_folded += 1
        votes = f.votes
        while self.n_votes < len(votes):
            self._vote(*votes[self.n_votes])
            self.n_votes += 1
        ll = self.vote_rows[0]  # the governments' terms, then the votes' rows, added in order
        terms = self._government(govs[-1]) if govs else []
        if terms:
            np.add(self.folded, terms[0], out=ll)
            for term in terms[1:]:
                ll += term
        else:
            ll[:] = self.folded
        if self.n_vote_rows > 1:
            if len(ll) >= 2:  # one reduction over the rows adds them in order, as += does
                ll = np.add.reduce(self.vote_rows[: self.n_vote_rows], axis=0)
            else:  # (a single hypothesis would be summed pairwise)
                for row in self.vote_rows[1 : self.n_vote_rows]:
                    ll += row
        claims = [c for c in f.investigation_claims if c[0] != f.seat]
        while len(self.claim_terms) < len(claims):
            self.claim_terms.append(self._claim(*claims[len(self.claim_terms)]))
        for term in self.claim_terms:
            ll += term
        size = (len(f.not_dinarzade), len(f.my_investigations))
        if size != self.subset_for:  # hard facts only ever grow
            self.subset_for, self.subset = size, self.ds.subset(f)
        sub = self.subset
        if not sub.size:  # pragma: no cover - the truth is always consistent
            raise ValueError("no role assignment is consistent with this view")
        if sub.keep is not None:
            ll = ll[sub.keep]
        w = np.exp(ll - ll.max())
        w /= w.sum()
        self.result_for, self.result = key, (sub, w)
        return sub, w

    def marginals(self) -> tuple[list[float], list[float]]:
        """(P(Dinarzade), P(pacifist)) of every seat: the weights summed deal by deal."""
        key = self.f.key()
        if key != self.marginals_for:
            sub, w = self.weights()
            np, n = self.np, self.f.n_players
            p_d = np.bincount(sub.dinarzades, weights=w, minlength=n)
            p_p = np.bincount(sub.pacifists, weights=w[sub.of], minlength=n)
            self.marginals_for, self.marginal = key, (p_d.tolist(), p_p.tolist())
        return self.marginal


def _inference(f: Facts, model: Model) -> _Inference:
    """The seat's inference under ``model`` (found by the model object first: hashing a
    model's sixteen numbers at every decision would cost more than the lookup)."""
    got = f.cache.get(id(model))
    if got is not None and got.m is model:
        return got  # type: ignore[no-any-return]
    got = f.cache.get(model)
    if got is None:
        got = f.cache[model] = _Inference(f, model)
    f.cache[id(model)] = got
    return got  # type: ignore[no-any-return]


def posterior(view: dict[str, Any], model: Model = DEFAULT_MODEL) -> tuple[list, list[float]]:
    """The hypotheses and their probabilities given the view."""
    sub, w = _inference(facts(view), model).weights()
    return list(sub.hyps), [float(x) for x in w]


def marginals(f: Facts, model: Model = DEFAULT_MODEL) -> tuple[list[float], list[float]]:
    """(P(Dinarzade), P(pacifist)) for every seat from ``f`` (kept up to date as ``f`` grows:
    what the Bayesian bot asks at every decision). Hard facts are not applied: see
    :func:`beliefs`."""
    return _inference(f, model).marginals()


#: Recent answers of :func:`beliefs` by (facts, model): a table server draws every seat's board
#: at every decision, and most decisions (a secret vote, a hand passed to another seat) leave
#: most seats' facts as they were. The facts are those :func:`_live_facts` keeps, known by
#: their identity and version (``Facts.key``: bumped by every fact added), not by their
#: ``repr`` (a text of the whole record, written again at every call: half of a remembered
#: answer's cost); each answer holds its facts, so that no other object takes their ``id``.
#: Bounded; a dict's single operations are atomic (threads).
_BELIEFS: dict[tuple[Any, ...], tuple[Facts, dict[int, dict[str, float]]]] = {}
_BELIEFS_KEPT = 256


def beliefs(view: dict[str, Any], model: Model = DEFAULT_MODEL) -> dict[int, dict[str, float]]:
    """``seat -> {role: probability}`` for every seat, as the viewing seat can infer it.

    ``view(None)`` is read as a *public observer* (no private knowledge), which is what the
    whole table can deduce together from the public record. Equal facts give the same numbers,
    so an answer is remembered (a fresh copy is returned each time).
    """
    with _LIVE_LOCK:
        f = _live_facts(view)
        key = (id(f), f.key(), model)
        found = _BELIEFS.get(key)
        if found is not None and found[0] is f:
            got = found[1]
        else:
            got = _beliefs(f, model)
            if len(_BELIEFS) >= _BELIEFS_KEPT:
                _BELIEFS.clear()
            _BELIEFS[key] = (f, got)
    return {s: dict(row) for s, row in got.items()}


#: The facts of views seen lately, grown record by record as the game goes on (what a bot's
#: facts do), by what a view's facts start from: a table server asks for the beliefs of every
#: seat and of the public board at every decision, and an inference made afresh for each (2 to
#: 3 ms at 7 players) was most of its work; grown, it adds the new records' terms only.
#: Several games may start alike (two tables of seven whose first Vizir named the same
#: Narrator): each key keeps a few games' facts, (facts, public records read, private records
#: read), and a view grows the one whose records its own extend. Bounded; one lock (worker
#: threads).
_LIVE: dict[tuple[Any, ...], list[tuple[Facts, list[Any], list[Any]]]] = {}
_LIVE_KEPT = 128
_LIVE_GAMES = 8  # games kept under one key (tables that began alike)
_LIVE_LOCK = threading.Lock()


def _live_facts(view: dict[str, Any]) -> Facts:
    """:func:`facts` of ``view``: the facts of an earlier view of the same seat whose records
    it extends, grown by the new records (the same facts, in the same order), else new."""
    n, seat = view["n_players"], view["seat"]
    known = tuple(view["known_roles"]) if seat is not None else (None,) * n
    public = view["public"]
    private = view["private"] if seat is not None else []
    key = (n, seat, known, bool(view["options"]["variant_8d"]),
           repr(public[:1]), repr(private[:1]))
    games = _LIVE.get(key)
    if games is None:
        if len(_LIVE) >= _LIVE_KEPT:
            _LIVE.clear()
        games = _LIVE[key] = []
    for i, (f, seen_public, seen_private) in enumerate(games):
        if (len(seen_public) <= len(public) and len(seen_private) <= len(private)
                and public[:len(seen_public)] == seen_public
                and private[:len(seen_private)] == seen_private):
            if len(seen_public) < len(public) or len(seen_private) < len(private):
                for r in public[len(seen_public):]:
                    f.add_public(r)
                for r in private[len(seen_private):]:
                    f.add_private(r)
                games[i] = (f, list(public), list(private))
            return f
    f = facts(view)
    if len(games) >= _LIVE_GAMES:
        del games[0]
    games.append((f, list(public), list(private)))
    return f


def _beliefs(f: Facts, model: Model) -> dict[int, dict[str, float]]:
    p_d, p_p = marginals(f, model)
    n = f.n_players
    n_pac, has_s = _counts(n, f.variant_8d)
    known_i_side = sum(1 for r in f.known if r in (INTERVENTIONIST_ROLE, SCHAHZENAN))
    s_known = SCHAHZENAN in f.known
    unknown_i_side = n - n_pac - 1 - known_i_side
    out: dict[int, dict[str, float]] = {}
    for s in range(n):
        if f.known[s] is not None:
            row = {INTERVENTIONIST_ROLE: 0.0, PACIFIST_ROLE: 0.0, DINARZADE: 0.0}
            if has_s:
                row[SCHAHZENAN] = 0.0
            row[f.known[s]] = 1.0  # type: ignore[index]
            out[s] = row
            continue
        i_side = max(0.0, 1.0 - p_d[s] - p_p[s])
        row = {PACIFIST_ROLE: p_p[s], DINARZADE: p_d[s]}
        if has_s:
            share = 0.0 if s_known or unknown_i_side <= 0 else 1.0 / unknown_i_side
            row[SCHAHZENAN] = i_side * share
            row[INTERVENTIONIST_ROLE] = i_side - row[SCHAHZENAN]
        else:
            row[INTERVENTIONIST_ROLE] = i_side
        out[s] = {
            k: row[k]
            for k in (INTERVENTIONIST_ROLE, SCHAHZENAN, PACIFIST_ROLE, DINARZADE)
            if k in row
        }
    return out


def pacifist_side_probability(b: dict[int, dict[str, float]]) -> list[float]:
    """P(seat is on the pacifist side) for each seat, from :func:`beliefs`."""
    return [b[s][PACIFIST_ROLE] + b[s][DINARZADE] for s in sorted(b)]
