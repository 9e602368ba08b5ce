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
from dataclasses import dataclass, field
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
    #: A pacifist-side voter says Yes to a government with a pacifist-side member / without.
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


@dataclass
class Facts:
    """The record of a view, arranged for inference (and for the rule-based bots)."""

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


def facts(view: dict[str, Any]) -> Facts:
    """Extract the facts that matter for inference from a view (any seat, or ``None``)."""
    n = view["n_players"]
    seat = view["seat"]
    known = list(view["known_roles"]) if seat is not None else [None] * n
    f = Facts(n, seat, known, bool(view["options"]["variant_8d"]))
    by_index: dict[int, Government] = {}
    for r in view["public"]:
        kind = r["kind"]
        if kind == "vote":
            f.votes.append((r["vizir"], r["narrator"], r["yes"], r["no"]))
        elif kind == "read":
            g = Government(r["government"], r["vizir"], r["narrator"], r["tale"])
            by_index[g.index] = g
            f.governments.append(g)
        elif kind == "veto":
            g = Government(r["government"], r["vizir"], r["narrator"], None)
            by_index[g.index] = g
            f.governments.append(g)
        elif kind == "claim":
            about = r["about"]
            if about == "investigation":
                f.investigation_claims.append((r["seat"], r["target"], r["side"]))
            elif about in ("draw", "received") and r["government"] in by_index:
                g = by_index[r["government"]]
                if about == "draw":
                    g.vizir_claim = r["tales"]
                else:
                    g.narrator_claim = r["tales"]
        elif kind == "not-dinarzade" or (kind == "exile" and not r["dinarzade"]):
            f.not_dinarzade.add(r.get("seat", r.get("target")))
    if seat is not None:
        for r in view["private"]:
            kind = r["kind"]
            if kind == "investigation":
                f.my_investigations[r["target"]] = r["side"]
            elif kind == "discarded":
                f.my_passes[r["government"]] = r["passed"]
            elif kind == "received":
                f.my_receipts[r["government"]] = r["tales"]
    return f


def _counts(n: int, variant_8d: bool) -> tuple[int, bool]:
    roles = roles_for(n, variant_8d)
    return roles.count(PACIFIST_ROLE), SCHAHZENAN in roles


def hypotheses(f: Facts) -> list[tuple[int, frozenset[int]]]:
    """Every (Dinarzade seat, pacifist seats) consistent with what the seat knows for sure."""
    n = f.n_players
    n_pac, _ = _counts(n, f.variant_8d)
    known = f.known
    d_known = [s for s, r in enumerate(known) if r == DINARZADE]
    p_known = frozenset(s for s, r in enumerate(known) if r == PACIFIST_ROLE)
    out = []
    for d in d_known or range(n):
        if known[d] not in (None, DINARZADE) or d in f.not_dinarzade:
            continue
        free = [s for s in range(n) if known[s] is None and s != d]
        for extra in combinations(free, n_pac - len(p_known)):
            pset = p_known | frozenset(extra)
            pside = pset | {d}
            if any((side == PACIFIST) != (t in pside) for t, side in f.my_investigations.items()):
                continue
            out.append((d, pset))
    return out


def _tainted_claims(g: Government) -> bool:
    """Whether the claims and the tale read cannot all be true (someone lied)."""
    vc, nc, t = g.vizir_claim, g.narrator_claim, g.tale
    if nc is not None and t is not None and t not in nc:
        return True
    if vc is not None and nc is not None:
        # the Narrator's two tales must be the Vizir's three minus one
        return not any(sorted(vc.replace(x, "", 1)) == sorted(nc) for x in set(vc))
    return vc is not None and t is not None and t not in vc


def posterior(view: dict[str, Any], model: Model = DEFAULT_MODEL) -> tuple[list, list[float]]:
    """The hypotheses and their probabilities given the view."""
    import numpy as np

    f = facts(view)
    hyps = hypotheses(f)
    if not hyps:  # pragma: no cover - the truth is always consistent
        raise ValueError("no role assignment is consistent with this view")
    n = f.n_players
    side = np.zeros((len(hyps), n), dtype=bool)
    for h, (d, pset) in enumerate(hyps):
        side[h, d] = True
        side[h, list(pset)] = True
    ll = np.zeros(len(hyps))
    log = math.log
    m = model

    def add(mask: Any, p_true: float, p_false: float) -> None:
        ll[:] += np.where(mask, log(p_true), log(p_false))

    for g in f.governments:
        tainted = side[:, g.vizir] | side[:, g.narrator]
        if g.tale is not None:
            p = m.read_p_tainted if g.tale == PACIFIST else 1 - m.read_p_tainted
            q = m.read_p_clean if g.tale == PACIFIST else 1 - m.read_p_clean
            add(tainted, p, q)
        if _tainted_claims(g):
            add(tainted, m.contradiction_tainted, m.contradiction_clean)
        narrator_mixed = g.narrator_claim == PACIFIST + INTERVENTIONIST or (
            f.my_passes.get(g.index) == PACIFIST + INTERVENTIONIST
        )
        if narrator_mixed and g.tale == PACIFIST:
            add(side[:, g.narrator], m.chose_p_pacifist, m.chose_p_interventionist)
        received = f.my_receipts.get(g.index)
        if received is not None and g.vizir != f.seat:
            if received == PACIFIST * 2:
                add(side[:, g.vizir], m.pass_pp_pacifist, m.pass_pp_interventionist)
            else:
                add(side[:, g.vizir], 1 - m.pass_pp_pacifist, 1 - m.pass_pp_interventionist)
    yes_table = np.log(
        np.array(
            [  # [voter pacifist-side][government tainted] -> P(yes)
                [m.yes_interventionist, m.yes_interventionist_tainted],
                [m.yes_pacifist_other, m.yes_pacifist_ally],
            ]
        )
    )
    no_table = np.log(1 - np.exp(yes_table)) * m.vote_weight
    yes_table = yes_table * m.vote_weight
    for vizir, narrator, yes, no in f.votes:
        tainted = (side[:, vizir] | side[:, narrator]).astype(int)
        for all_voters, table in ((yes, yes_table), (no, no_table)):
            voters = [v for v in all_voters if v != f.seat]  # my own vote is no evidence
            if voters:
                v_side = side[:, voters].astype(int)
                ll += table[v_side, tainted[:, None]].sum(axis=1)
    for investigator, target, said in f.investigation_claims:
        if investigator == f.seat:
            continue
        truth_p = side[:, target]
        honest = np.where(truth_p == (said == PACIFIST), m.honest_report, 1 - m.honest_report)
        if said == INTERVENTIONIST:
            liar = np.where(truth_p, m.cover_ally, 1 - m.frame_other)
        else:
            liar = np.where(truth_p, 1 - m.cover_ally, m.frame_other)
        ll += np.log(np.where(side[:, investigator], liar, honest))
    w = np.exp(ll - ll.max())
    w /= w.sum()
    return hyps, [float(x) for x in w]


def beliefs(view: dict[str, Any], model: Model = DEFAULT_MODEL) -> dict[int, dict[str, float]]:
    """``seat -> {role: probability}`` for every seat, as the viewing seat can infer it.

    ``view(None)`` is read as a *public observer* (no private knowledge), which is what the
    whole table can deduce together from the public record.
    """
    f = facts(view)
    hyps, probs = posterior(view, model)
    n = f.n_players
    p_d = [0.0] * n
    p_p = [0.0] * n
    for (d, pset), w in zip(hyps, probs, strict=True):
        p_d[d] += w
        for s in pset:
            p_p[s] += w
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
