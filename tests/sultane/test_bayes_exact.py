"""The Sultane's beliefs against a reference written from the rulebook: every deal of the
roles (Sultane 3c; variant 8d, RULINGS "Au chevet de la Sultane"), kept when the seat's view
could come from it (its own role and what the recognition of 3c or 8d shows it, the exiles
that were not Dinarzade, 7b, the "not Dinarzade" answers, 4, and its own investigations, 7b
"Découvrir le camp"), weighed by the model's likelihood of the public record written out
deal by deal (``bayes.Model``: its documented numbers, nothing of the package's arrays,
caches or grown facts). Before any evidence the posterior is uniform over those deals, and
the test compares exact fractions.

Issue 21, item 13 (``docs/mutation.md``): the mutants of ``bayes.py`` that no test saw.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import cache
from itertools import combinations
from typing import Any

import pytest

from majority_core.sultane import SultaneState, bayes
from majority_core.sultane.bayes import (
    DEFAULT_MODEL,
    Model,
    beliefs,
    facts,
    marginals,
    pacifist_side_probability,
    posterior,
)

from .test_views_and_saves import random_prefix

I, S, P, D = "interventionist", "schahzenan", "pacifist", "dinarzade"  # noqa: E741

#: Sultane 3c (interventionists, pacifists) by number of players; 8d (RULINGS): at 9 players
#: one interventionist is Schahzenan, at 7 the roles are the standard ones.
COUNTS = {5: (3, 1), 6: (4, 1), 7: (4, 2), 8: (5, 2), 9: (5, 3), 10: (6, 3)}


@pytest.fixture(autouse=True)
def _fresh_bayes_tables() -> None:
    """Each test infers afresh (the module's tables of deals and remembered answers)."""
    for table in (bayes._DEAL_SETS, bayes._BELIEFS, bayes._LIVE):
        table.clear()


def _roles(n: int, variant_8d: bool) -> list[str]:
    n_i, n_p = COUNTS[n]
    extra = [S] if variant_8d and n == 9 else []
    return [I] * (n_i - len(extra)) + extra + [P] * n_p + [D]


@cache
def _deals(n: int, variant_8d: bool) -> list[tuple[str, ...]]:
    """Every deal of the roles to the seats: where Dinarzade, the pacifists and Schahzenan sit."""
    n_p = COUNTS[n][1]
    n_s = 1 if variant_8d and n == 9 else 0
    out = []
    for d in range(n):
        rest = [s for s in range(n) if s != d]
        for ps in combinations(rest, n_p):
            for ss in combinations([s for s in rest if s not in ps], n_s):
                out.append(tuple(D if s == d else P if s in ps else S if s in ss else I
                                 for s in range(n)))
    multinomial = math.factorial(n) // math.prod(
        math.factorial(k) for k in Counter(_roles(n, variant_8d)).values())
    assert len(out) == multinomial
    return out


def _recognised(deal: tuple[str, ...], me: int, variant_8d: bool) -> set[int]:
    """The seats whose role ``me`` sees at the set-up (Sultane 3c; 8d)."""
    n, mine = len(deal), deal[me]
    if mine == P and variant_8d:  # each pacifist is shown Dinarzade only
        return {me, deal.index(D)}
    if mine == P or (mine == D and n <= 6):  # 5-6: the pacifist and Dinarzade meet
        return {s for s, r in enumerate(deal) if r in (P, D)}
    return {me}  # 7-10: Dinarzade keeps her eyes shut; interventionists see nobody


def _hard_facts(view: dict[str, Any]) -> Any:
    """The test of a deal against the view's hard facts: the roles it shows, what the
    recognition would have shown, its investigations, the answers "not Dinarzade"."""
    me, shown = view["seat"], view.get("known_roles")
    variant_8d = view["options"]["variant_8d"]
    not_d = {r["seat"] for r in view["public"] if r["kind"] == "not-dinarzade"}
    not_d |= {r["target"] for r in view["public"] if r["kind"] == "exile" and not r["dinarzade"]}
    seen = [(r["target"], r["side"] == "P") for r in view["private"]
            if me is not None and r["kind"] == "investigation"]

    def possible(deal: tuple[str, ...]) -> bool:
        if deal.index(D) in not_d:
            return False
        if me is not None:
            if any(r is not None and deal[s] != r for s, r in enumerate(shown)):
                return False
            if any(shown[s] is None for s in _recognised(deal, me, variant_8d)):
                return False
            if any((deal[t] in (P, D)) != pacifist for t, pacifist in seen):
                return False
        return True

    return possible


def _contradicts(vizir: str | None, narrator: str | None, tale: str | None) -> bool:
    """Whether the tale read and the claims cannot all be true: the Narrator reads one of the
    two tales she received, which are the Vizir's three but one (Sultane 5)."""
    if narrator is not None and tale is not None and tale not in narrator:
        return True
    if vizir is not None and narrator is not None:
        left = Counter(vizir)
        left.subtract(Counter(narrator))
        return min(left.values()) < 0 or sum(left.values()) != 1
    return vizir is not None and tale is not None and tale not in vizir


def _record(view: dict[str, Any]) -> tuple[Any, ...]:
    """What the likelihood reads of a view: the governments with their claims, the votes, the
    other seats' investigation claims, and the seat's own passes and receipts."""
    me = view["seat"]
    governments: dict[int, dict[str, Any]] = {}
    votes, claims = [], []
    for r in view["public"]:
        if r["kind"] in ("read", "veto"):
            governments[r["government"]] = {"vizir": r["vizir"], "narrator": r["narrator"],
                                            "tale": r.get("tale") if r["kind"] == "read" else None,
                                            "draw": None, "received": None}
        elif r["kind"] == "claim" and r["about"] in ("draw", "received"):
            if r["government"] in governments:
                governments[r["government"]][r["about"]] = r["tales"]
        elif r["kind"] == "claim" and r["about"] == "investigation" and r["seat"] != me:
            claims.append((r["seat"], r["target"], r["side"]))
        elif r["kind"] == "vote":
            votes.append((r["vizir"], r["narrator"], [v for v in r["yes"] if v != me],
                          [v for v in r["no"] if v != me]))
    passed, received = {}, {}
    if me is not None:
        for r in view["private"]:
            if r["kind"] == "discarded":
                passed[r["government"]] = r["passed"]
            elif r["kind"] == "received":
                received[r["government"]] = r["tales"]
    return me, governments, votes, claims, passed, received


def _weight(side: tuple[bool, ...], record: tuple[Any, ...], m: Model) -> float:
    """The model's probability of the public record (and of the seat's own receipts) when
    ``side[s]`` says whether seat s is on the pacifist side: each government's tale, claims
    and hands, each vote but the seat's own, each other seat's investigation claim
    (``bayes.Model``'s numbers)."""
    me, governments, votes, claims, passed, received = record
    w = 1.0
    for index, g in governments.items():
        tainted = side[g["vizir"]] or side[g["narrator"]]
        if g["tale"] is not None:
            read_p = m.read_p_tainted if tainted else m.read_p_clean
            w *= read_p if g["tale"] == "P" else 1 - read_p
        if _contradicts(g["draw"], g["received"], g["tale"]):
            w *= m.contradiction_tainted if tainted else m.contradiction_clean
        mixed = sorted(g["received"] or "") == ["I", "P"] or sorted(passed.get(index, "")) == [
            "I", "P"]
        if mixed and g["tale"] == "P":
            w *= m.chose_p_pacifist if side[g["narrator"]] else m.chose_p_interventionist
        got = received.get(index)
        if got is not None and g["vizir"] != me:
            pp = m.pass_pp_pacifist if side[g["vizir"]] else m.pass_pp_interventionist
            w *= pp if got == "PP" else 1 - pp
    for vizir, narrator, yes_voters, no_voters in votes:
        tainted = side[vizir] or side[narrator]
        ally = m.yes_pacifist_ally if tainted else m.yes_pacifist_other
        other = m.yes_interventionist_tainted if tainted else m.yes_interventionist
        for v in yes_voters:
            w *= (ally if side[v] else other) ** m.vote_weight
        for v in no_voters:
            w *= (1 - (ally if side[v] else other)) ** m.vote_weight
    for investigator, target, said in claims:
        truth = side[target]
        if side[investigator]:  # a pacifist covers an ally, may frame an interventionist
            if said == "I":
                w *= m.cover_ally if truth else 1 - m.frame_other
            else:
                w *= 1 - m.cover_ally if truth else m.frame_other
        else:
            w *= m.honest_report if truth == (said == "P") else 1 - m.honest_report
    return w


def reference(view: dict[str, Any], m: Model = DEFAULT_MODEL) -> tuple[
        dict[tuple[int, frozenset[int]], float], dict[int, dict[str, float]]]:
    """(P of each (Dinarzade, pacifists) deal, each seat's P of each role) for ``view``."""
    n, variant_8d = view["n_players"], view["options"]["variant_8d"]
    record, by_side, possible = _record(view), {}, _hard_facts(view)
    weighed = []
    for deal in _deals(n, variant_8d):
        if possible(deal):
            side = tuple(r in (P, D) for r in deal)
            if side not in by_side:
                by_side[side] = _weight(side, record, m)
            weighed.append((deal, by_side[side]))
    total = sum(w for _deal, w in weighed)
    by_sides: dict[tuple[int, frozenset[int]], float] = {}
    rows = {s: dict.fromkeys(_roles(n, variant_8d), 0.0) for s in range(n)}
    for deal, w in weighed:
        key = (deal.index(D), frozenset(s for s, r in enumerate(deal) if r == P))
        by_sides[key] = by_sides.get(key, 0.0) + w / total
        for s, r in enumerate(deal):
            rows[s][r] += w / total
    return by_sides, rows


def _same(got: dict[int, dict[str, float]], want: dict[int, dict[str, float]]) -> bool:
    return sorted(got) == sorted(want) and all(
        sorted(got[s]) == sorted(want[s])
        and all(math.isclose(got[s][r], want[s][r], rel_tol=1e-9, abs_tol=1e-12) for r in want[s])
        for s in want)


# -- before any evidence: exact fractions ----------------------------------------------------------
@pytest.mark.parametrize(("n", "variant_8d"), [(5, False), (6, False), (7, False), (8, False),
                                               (9, False), (10, False), (7, True), (9, True)])
def test_before_any_evidence_each_seat_believes_the_deals_it_cannot_tell_apart_alike(
        n: int, variant_8d: bool) -> None:
    """Each seat (and the public observer) at the set-up: every deal its view allows is alike,
    so each belief is an exact fraction of those deals (Sultane 3c's counts and recognition)."""
    for seed in range(3):
        s = SultaneState.new(n_players=n, seed=seed, variant_8d=variant_8d)
        for seat in [None, *range(n)]:
            view = s.view(seat)
            possible = _hard_facts(view)
            kept = [d for d in _deals(n, variant_8d) if possible(d)]
            exact = {p: {r: Fraction(sum(d[p] == r for d in kept), len(kept))
                         for r in set(_roles(n, variant_8d))} for p in range(n)}
            got = beliefs(view)
            assert _same(got, {p: {r: float(x) for r, x in row.items()}
                               for p, row in exact.items()}), (n, variant_8d, seed, seat)
            hyps, probabilities = posterior(view)
            sides = Counter((d.index(D), frozenset(i for i, r in enumerate(d) if r == P))
                            for d in kept)
            assert sorted(hyps, key=sorted_key) == sorted(sides, key=sorted_key)
            for h, p in zip(hyps, probabilities, strict=True):
                assert math.isclose(p, sides[h] / len(kept), rel_tol=1e-12), (seat, h)


def sorted_key(h: tuple[int, frozenset[int]]) -> tuple[int, list[int]]:
    return h[0], sorted(h[1])


def test_the_prior_of_an_interventionist_at_nine_under_8d() -> None:
    """9 players, 8d (RULINGS): an interventionist sees 8 strangers, 1 Dinarzade, 3 pacifists
    and 1 Schahzenan among them: 1/8, 3/8 and 1/8 each, the rest interventionists (3/8)."""
    s = SultaneState.new(n_players=9, seed=0, variant_8d=True,
                         roles=[I, I, I, I, S, P, P, P, D])
    row = beliefs(s.view(0))[1]
    assert row == pytest.approx({I: 3 / 8, S: 1 / 8, P: 3 / 8, D: 1 / 8}, abs=1e-15)
    pacifist = beliefs(s.view(5))  # she knows Dinarzade, not the other two pacifists
    assert pacifist[8] == {I: 0.0, S: 0.0, P: 0.0, D: 1.0}
    assert pacifist[6] == pytest.approx({I: 4 / 7, S: 1 / 7, P: 2 / 7, D: 0.0}, abs=1e-15)
    schahzenan = beliefs(s.view(4))  # she knows she is Schahzenan: nobody else is
    assert schahzenan[0] == pytest.approx({I: 4 / 8, S: 0.0, P: 3 / 8, D: 1 / 8}, abs=1e-15)


# -- along games: the model's likelihood -----------------------------------------------------------
SWEEP = [(5, False, 3), (6, False, 2), (7, False, 3), (7, True, 2), (8, False, 2), (9, True, 1),
         (10, False, 1)]


@pytest.mark.parametrize(("n", "variant_8d", "games"), SWEEP)
def test_beliefs_along_random_games_equal_the_reference(n: int, variant_8d: bool,
                                                        games: int) -> None:
    """Every seat's and the public observer's beliefs and posterior at random points of random
    games, grown decision by decision as a table server asks them (the package's remembered
    facts), equal the reference's."""
    rng = random.Random(100 * n + variant_8d)
    for seed in range(games):
        s = SultaneState.new(n_players=n, seed=seed, variant_8d=variant_8d)
        steps = 0
        while not s.is_terminal() and steps < 400:
            p = s.current_players()[0]
            s.apply(p, rng.choice(s.legal_actions(p)))
            steps += 1
            if rng.random() < 0.08 or s.is_terminal():
                for seat in [None, *range(n)]:
                    if seat is None and s.is_terminal():
                        continue  # the public observer does not read the end's reveal
                    view = s.view(seat)
                    by_sides, rows = reference(view)
                    got = beliefs(view)
                    assert _same(got, rows), (n, seed, steps, seat)
                    assert pacifist_side_probability(got) == pytest.approx(
                        [rows[t][P] + rows[t][D] for t in range(n)], rel=1e-9, abs=1e-12)
                    hyps, probabilities = posterior(view)
                    assert len(hyps) == len(by_sides)
                    for h, prob in zip(hyps, probabilities, strict=True):
                        assert math.isclose(prob, by_sides[h], rel_tol=1e-9, abs_tol=1e-12)


def test_another_model_is_weighed_by_its_own_numbers() -> None:
    """A model unlike the default (every number moved) gives its own posterior, the
    reference's under that model."""
    other = Model(read_p_clean=0.2, read_p_tainted=0.8, yes_pacifist_ally=0.85,
                  yes_pacifist_other=0.35, yes_interventionist=0.7,
                  yes_interventionist_tainted=0.4, vote_weight=0.5, contradiction_clean=0.1,
                  contradiction_tainted=0.6, chose_p_interventionist=0.15, chose_p_pacifist=0.65,
                  honest_report=0.9, cover_ally=0.8, frame_other=0.3,
                  pass_pp_interventionist=0.35, pass_pp_pacifist=0.6)
    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        n = (7, 9, 10, 5, 8, 6)[seed]
        s = random_prefix(SultaneState.new(n_players=n, seed=seed), rng, rng.randrange(40, 160))
        for seat in [None, *range(n)]:
            if seat is None and s.is_terminal():
                continue
            view = s.view(seat)
            _by_sides, rows = reference(view, other)
            assert _same(beliefs(view), reference(view)[1]), (seed, seat)  # the default first
            assert _same(beliefs(view, other), rows), (seed, seat)
            f = facts(view)
            p_d, p_p = marginals(f, other)
            for t in range(n):
                if f.known[t] is None:
                    assert math.isclose(p_d[t], rows[t][D], rel_tol=1e-9, abs_tol=1e-12)
                    assert math.isclose(p_p[t], rows[t][P], rel_tol=1e-9, abs_tol=1e-12)
            checked += 1
    assert checked >= 40


def test_facts_grown_record_by_record_give_the_reference_at_every_decision() -> None:
    """The fast playout grows one ``Facts`` per seat record by record (``add_public``,
    ``add_private``) and asks ``marginals`` at every decision: each answer is the reference's
    for the view at that decision."""
    rng = random.Random(11)
    for n, seed in ((7, 1), (9, 2), (5, 4)):
        s = SultaneState.new(n_players=n, seed=seed)
        seat = seed % n
        first = s.view(seat)
        grown = facts(dict(first, public=[], private=[]))
        seen_public = seen_private = 0
        steps = 0
        while not s.is_terminal() and steps < 300:
            view = s.view(seat)
            for r in view["public"][seen_public:]:
                grown.add_public(r)
            for r in view["private"][seen_private:]:
                grown.add_private(r)
            seen_public, seen_private = len(view["public"]), len(view["private"])
            if steps % 5 == 0:
                by_sides, rows = reference(view)
                assert set(bayes.hypotheses(grown)) == set(by_sides), (n, seed, steps)
                p_d, p_p = marginals(grown)
                for t in range(n):
                    if grown.known[t] is None:
                        assert math.isclose(p_d[t], rows[t][D], rel_tol=1e-9, abs_tol=1e-12)
                        assert math.isclose(p_p[t], rows[t][P], rel_tol=1e-9, abs_tol=1e-12)
            p = s.current_players()[0]
            s.apply(p, rng.choice(s.legal_actions(p)))
            steps += 1



@pytest.mark.parametrize(("n", "games"), [(7, 3), (8, 2)])
def test_each_seat_believes_the_reference_at_each_of_its_decisions(n: int, games: int) -> None:
    """The seat to move, at every decision (what a Bayesian bot asks), in games of 7 and 8
    whose track investigates (Sultane 7b; RULINGS): right after the Vizir looked at a card, her
    beliefs already know that side, before anything public follows."""
    rng = random.Random(n)
    investigated = 0
    for seed in range(games):
        s = SultaneState.new(n_players=n, seed=seed)
        while not s.is_terminal():
            p = s.current_players()[0]
            view = s.view(p)
            investigated += any(r["kind"] == "investigation" for r in view["private"][-1:])
            by_sides, rows = reference(view)
            assert _same(beliefs(view), rows), (n, seed, len(s.events), p)
            assert set(bayes.hypotheses(facts(view))) == set(by_sides)
            s.apply(p, rng.choice(s.legal_actions(p)))
    assert investigated >= 2




def test_two_tables_alike_but_for_variant_8d_each_get_their_own_beliefs() -> None:
    """A table server with two tables of nine dealt from the same seed, one playing variant 8d
    (RULINGS: one interventionist is Schahzenan): an interventionist seat's view and the
    public board start alike at both, but each table's beliefs are its own (a Schahzenan share
    under 8d only), asked in turn as the server asks them."""
    standard = SultaneState.new(n_players=9, seed=0)
    variant = SultaneState.new(n_players=9, seed=0, variant_8d=True)
    for seat in (None, 1):
        assert standard.view(seat)["public"] == variant.view(seat)["public"]
        for s in (standard, variant, standard, variant):
            view = s.view(seat)
            got = beliefs(view)
            assert (S in got[2]) == s.options["variant_8d"]
            assert _same(got, reference(view)[1]), (seat, s.options["variant_8d"])


# -- vetoed governments and exiles (Sultane 7a, 7b) -------------------------------------------------
def _scripted_vetoes(n: int, roles: list[str], vetoes: int, seed: int,
                     say: Callable[[SultaneState, list[str]], str] | None = None,
                     ) -> Iterator[SultaneState]:
    """A game whose first five governments read a pacifist tale each (the deck stacked ``PPI``
    five times: the Vizir passes the two pacifist tales, the Narrator reads one), so that the
    veto unlocks (Sultane 7a), then ``vetoes`` governments that ask for a veto and get it, each
    followed by its claims. The track's powers are used (Sultane 7b; the exiles fall on seats
    that are not Dinarzade, and she is never named Narrator, so the game goes on), the votes
    split by a fixed pattern, the claims (``say``, if given, chooses them) and targets drawn by
    a seeded generator. Yields the game after every decision."""
    rng = random.Random(seed)
    s = SultaneState.new(n_players=n, seed=seed, roles=roles, deck="PPI" * 5 + "PI")
    dinarzade = roles.index(D)
    done = 0
    while done < vetoes or s.phase in ("claim-vizir", "claim-narrator"):
        assert not s.is_terminal(), s.events[-1].text
        p = s.current_players()[0]
        legal = s.legal_actions(p)
        phase = s.phase
        if phase == "nominate":
            action = rng.choice([a for a in legal if a != f"nominate:{dinarzade}"])
        elif phase == "vote":  # some seats say No, fewer than say Yes
            no = sum(not v for v in s.votes.values()) + 1
            action = "no" if (p + s.governments) % 3 == 0 and 2 * no < sum(s.active) else "yes"
        elif phase in ("vizir-discard", "narrator-discard"):
            action = "discard:I" if "discard:I" in legal else "discard:P"
        elif phase == "veto-request":
            action = "veto"
        elif phase == "veto-answer":
            action = "accept-veto"
            done += 1
        elif phase == "power" and legal[0].startswith("exile"):
            action = rng.choice([a for a in legal if a != f"exile:{dinarzade}"])
        elif say is not None and phase.startswith("claim"):
            action = say(s, legal)
        else:  # the claims (true or not), an investigation, the next Vizir chosen
            action = rng.choice(legal)
        s.apply(p, action)
        yield s


def _agrees_with_the_reference(s: SultaneState) -> None:
    """Every seat's and the public observer's beliefs (grown, as a table server asks them) and
    posterior (from fresh facts) equal the reference's."""
    for seat in [None, *range(s.n_players)]:
        view = s.view(seat)
        by_sides, rows = reference(view)
        assert _same(beliefs(view), rows), (seat, len(s.events))
        hyps, probabilities = posterior(view)
        assert {h: pytest.approx(p, rel=1e-9, abs=1e-12)
                for h, p in zip(hyps, probabilities, strict=True)} == by_sides, seat


@pytest.mark.parametrize(("n", "roles", "seed"), [(5, [I, P, I, D, I], 1),
                                                  (7, [I, P, I, D, I, P, I], 1),
                                                  (7, [P, I, D, I, I, I, P], 2)])
def test_after_each_veto_and_exile_every_seat_believes_the_reference(
        n: int, roles: list[str], seed: int) -> None:
    """Sultane 7a: a vetoed government reads no tale, but it was voted in and its members
    claimed what they drew and received, and the Narrator received two tales from the Vizir:
    each counts as for a government that read (the model's claims and hands). Sultane 7b: a
    seat exiled was not Dinarzade (else the game is over). After each veto, its claims and each
    exile, every seat believes what the reference does."""
    vetoes = exiles = seen = 0
    for s in _scripted_vetoes(n, roles, 3, seed):
        kinds = {e.kind for e in s.events[seen:]}
        seen = len(s.events)
        if kinds & {"veto", "claim", "silence", "exile"} and s.governments > 3:
            _agrees_with_the_reference(s)
            vetoes += "veto" in kinds
            exiles += "exile" in kinds
    assert (vetoes, exiles) == (3, 2)


# -- the rule-based bots' tables, grown as the fast playout grows them -----------------------------
class _Grown:
    """Every seat's facts grown record by record as the fast playout (``fast.py``) grows them:
    the same public lists and one ``Shared`` for every seat, a public record written once."""

    def __init__(self, s: SultaneState) -> None:
        n, variant_8d = s.n_players, bool(s.options["variant_8d"])
        shared, votes, governments, claims, not_d = bayes.Shared(), [], [], [], set()
        self.facts = [bayes.Facts(n, p, list(s.view(p)["known_roles"]), variant_8d, votes,
                                  governments, claims, not_d, shared=shared) for p in range(n)]
        self.public, self.private = 0, [0] * n

    def catch_up(self, s: SultaneState) -> None:
        public = s.view(None)["public"]
        for r in public[self.public:]:
            self.facts[0].add_public(r)
        self.public = len(public)
        for p, f in enumerate(self.facts):
            private = s.view(p)["private"]
            for r in private[self.private[p]:]:
                f.add_private(r)
            self.private[p] = len(private)

    def check(self, s: SultaneState, seats: Any) -> None:
        """The seats' and the table's suspicion from the grown facts are those of fresh ones."""
        from majority_core.sultane.policies import heuristic_side, heuristic_suspicion

        for p in seats:
            fresh = facts(s.view(p))
            assert heuristic_suspicion(self.facts[p]) == heuristic_suspicion(fresh), (
                p, self.public)
            assert heuristic_side(self.facts[p]) == heuristic_side(fresh)
            assert heuristic_suspicion(self.facts[p], public=True) == heuristic_suspicion(
                fresh, public=True), (p, self.public)


@pytest.mark.parametrize(("n", "variant_8d", "seed"), [(5, False, 0), (7, False, 1), (9, True, 2),
                                                       (10, False, 3)])
def test_the_bots_suspicion_grown_record_by_record_is_the_one_of_fresh_facts(
        n: int, variant_8d: bool, seed: int) -> None:
    """The rule-based bots keep their suspicion tables until a fact they read changes
    (``Shared.deeds``: every public fact but a vote). At random moments of random games every
    seat's table and the table's public one, from facts grown as the fast playout grows them,
    equal those of facts read afresh from the seat's view: a table kept past a new government,
    claim, investigation claim or "not Dinarzade" answer would be a stale suspicion."""
    rng = random.Random(seed)
    s = SultaneState.new(n_players=n, seed=seed, variant_8d=variant_8d)
    grown, checked = _Grown(s), 0
    while not s.is_terminal():
        grown.catch_up(s)
        if rng.random() < 0.3:
            grown.check(s, rng.sample(range(n), 3))
            checked += 1
        p = s.current_players()[0]
        s.apply(p, rng.choice(s.legal_actions(p)))
    assert checked >= 10


def test_the_bots_suspicion_follows_an_investigation_claim() -> None:
    """Sultane 7b at 7 players: the second pacifist tale read lets the Vizir investigate, and
    her claim about the seat moves that seat's suspicion for every bot. Asked at the start of
    each round only (as a bot that only votes and nominates), after a first government that
    said nothing and a second whose Vizir claims a side, the bots' tables are those of fresh
    facts."""

    def say(s: SultaneState, legal: list[str]) -> str:
        if s.governments == 1:
            return "no-claim"
        return legal[1] if legal[0].startswith("claim-investigation") else legal[0]

    roles = [I, P, I, D, I, P, I]
    s = SultaneState.new(n_players=7, seed=1, roles=roles)
    grown, seen, starts, claimed = _Grown(s), 0, 0, False
    for s in _scripted_vetoes(7, roles, 1, 1, say):
        kinds = [e.kind for e in s.events[seen:]]
        claimed |= any(e.kind == "claim" and e.data["about"] == "investigation"
                       for e in s.events[seen:])
        seen = len(s.events)
        if "vizir" in kinds:
            grown.catch_up(s)
            grown.check(s, range(7))
            starts += 1
    assert claimed and starts >= 6


def test_a_long_game_of_vetoes_still_gives_probabilities() -> None:
    """A veto does not move the rejected-government counter (RULINGS, Sultane 7a), so a game
    may go on veto after veto. After 70 of them at 10 players every deal's likelihood of the
    public record is below e^-400 (each vote weighs ten voters): the weights must be
    normalised from the likeliest deal down, else they all round to 0 and the beliefs are no
    numbers. The public observer's and a seat's beliefs equal the reference's."""
    roles = [I, P, I, D, I, P, I, I, P, I]
    vetoes = 0
    for s in _scripted_vetoes(10, roles, 70, 3):
        vetoes += s.events[-1].kind == "veto"
    assert vetoes == 70
    view = s.view(None)
    record = _record(view)
    assert 0 < max(_weight(tuple(r in (P, D) for r in deal), record, DEFAULT_MODEL)
                   for deal in _deals(10, False)) < math.exp(-400)
    for seat in (None, 4):
        view = s.view(seat)
        got = beliefs(view)
        assert all(math.isfinite(x) for row in got.values() for x in row.values())
        assert _same(got, reference(view)[1]), seat
