"""Bayesian beliefs: coherent probabilities, hard facts respected, a worked example by hand."""

from __future__ import annotations

import math
import random

import pytest

from majority_core.sultane import SultaneState
from majority_core.sultane.bayes import DEFAULT_MODEL, beliefs, facts, hypotheses

from .helpers import D, I, P, S, govern, new, vote
from .test_views_and_saves import perturb_hidden, random_prefix


@pytest.fixture(autouse=True)
def _fresh_bayes_tables() -> None:
    """Each test infers afresh: the module's tables of deals and remembered answers (plain
    dicts, which mutation testing's forked runs would otherwise inherit from the clean run)."""
    from majority_core.sultane import bayes

    for table in (bayes._DEAL_SETS, bayes._BELIEFS, bayes._LIVE):
        table.clear()


def check_coherent(b: dict, n: int, n_pac: int) -> None:
    for s in range(n):
        assert math.isclose(sum(b[s].values()), 1.0, abs_tol=1e-9)
        assert all(-1e-12 <= x <= 1 + 1e-12 for x in b[s].values())
    assert math.isclose(sum(b[s]["dinarzade"] for s in range(n)), 1.0, abs_tol=1e-9)
    assert math.isclose(sum(b[s]["pacifist"] for s in range(n)), n_pac, abs_tol=1e-9)


@pytest.mark.parametrize(("n", "n_pac"), [(5, 1), (6, 1), (7, 2), (8, 2), (9, 3), (10, 3)])
def test_beliefs_are_probabilities_for_every_seat(n: int, n_pac: int) -> None:
    rng = random.Random(n)
    for seed in range(8):
        s = random_prefix(SultaneState.new(n_players=n, seed=seed), rng, rng.randrange(0, 150))
        for p in [None, *range(n)]:
            b = beliefs(s.view(p))
            check_coherent(b, n, n_pac)
            if p is not None:
                for seat, role in enumerate(s.view(p)["known_roles"]):
                    if role is not None:
                        assert b[seat][role] == 1.0


def test_prior_before_anything_happens() -> None:
    """7 players, an interventionist: 6 strangers hold 1 Dinarzade and 2 pacifists."""
    s = new(7)
    b = beliefs(s.view(0))
    for seat in range(1, 7):
        assert math.isclose(b[seat]["dinarzade"], 1 / 6)
        assert math.isclose(b[seat]["pacifist"], 2 / 6)
    assert len(hypotheses(facts(s.view(0)))) == 6 * 10  # 6 Dinarzades x C(5, 2) pacifists


def test_variant_8d_schahzenan_share() -> None:
    s = SultaneState.new(n_players=9, seed=0, variant_8d=True, roles=[I, I, I, I, S, P, P, P, D])
    b = beliefs(s.view(0))
    check_coherent(b, 9, 3)
    # 8 strangers: 4 pacifist side, 4 interventionist side of whom 1 is Schahzenan
    assert math.isclose(b[1]["schahzenan"], 0.5 * 1 / 4)
    b5 = beliefs(s.view(5))  # a pacifist knows only Dinarzade in 8d
    assert b5[8]["dinarzade"] == 1.0 and math.isclose(sum(b5[s]["pacifist"] for s in range(9)), 3)


def test_hard_facts_investigation_and_not_dinarzade() -> None:
    s = new(7, "PPI" * 5 + "PI")
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")
    s.apply(1, "investigate:6")
    s.apply(1, "no-claim")
    b = beliefs(s.view(1))
    assert math.isclose(b[6]["pacifist"] + b[6]["dinarzade"], 1.0)
    govern(s, 3, "I", "P")
    s.apply(2, "choose:4")
    govern(s, 5, "I", "P")  # 3 pacifist tales were read: seat 5 is publicly not Dinarzade
    for p in range(7):
        assert beliefs(s.view(p))[5]["dinarzade"] == 0.0


def test_worked_example_by_hand() -> None:
    """5 players, seat 0 (interventionist) gives seat 1 two pacifist tales; all vote Yes.

    Hypotheses for seat 0: Dinarzade is one of 4 seats and the Pacifist one of the 3 others
    (12 deals). Seat 1 is on the pacifist side in 6 of them. The government (0, 1) is tainted
    exactly when seat 1 is. Weights: the tale read (P: 0.75 tainted, 0.3 clean) and the four
    votes of seats 1-4 (a pacifist-side voter says Yes with 0.9 to a tainted government, 0.45
    otherwise; an interventionist 0.45 to a tainted one, 0.6 otherwise).
    """
    s = new(5, "PPP")
    s.apply(0, "nominate:1")
    vote(s)
    s.apply(0, "discard:P")
    s.apply(1, "discard:P")
    m = DEFAULT_MODEL
    # seat 1 pacifist-side (6 deals): seat 1 and the other pacifist-side seat vote Yes to a
    # government holding an ally (0.9 each), the two other interventionists Yes to a tainted
    # government (0.45 each); seat 0's own vote is no evidence
    tainted = m.read_p_tainted * m.yes_pacifist_ally**2 * m.yes_interventionist_tainted**2
    # seat 1 interventionist (6 deals): the two pacifist-side voters say Yes to a clean
    # government (0.45 each), seat 1 and the other interventionist Yes to it (0.6 each)
    clean = m.read_p_clean * m.yes_pacifist_other**2 * m.yes_interventionist**2
    expected = tainted / (tainted + clean)
    b = beliefs(s.view(0))
    assert math.isclose(b[1]["pacifist"] + b[1]["dinarzade"], expected)
    assert expected > 0.5 > 2 / 4 - 0.01  # more suspicious than the prior 2/4


def test_beliefs_only_depend_on_the_view() -> None:
    rng = random.Random(3)
    for seed in range(10):
        s = random_prefix(SultaneState.new(n_players=7, seed=seed), rng, rng.randrange(1, 120))
        if s.is_terminal():
            continue
        p = rng.randrange(7)
        t = perturb_hidden(s, p, rng)
        assert beliefs(t.view(p)) == beliefs(s.view(p))
        # the public observer ignores the roles in the all-seeing view
        q = s.clone()
        q.roles.reverse()
        assert beliefs(q.view(None)) == beliefs(s.view(None))


def test_pacifist_at_large_count_knows_everything() -> None:
    s = new(8)
    b = beliefs(s.view(5))
    assert b[7]["dinarzade"] == 1.0 and b[6]["pacifist"] == 1.0 and b[0]["interventionist"] == 1.0
    assert D and P


def test_remembered_beliefs_equal_fresh_ones_and_are_copies() -> None:
    """The table server asks every seat's beliefs at every decision; :func:`beliefs` remembers
    its answers by the facts: a remembered answer must be the one inference gives now, for
    every seat and the public observer, and changing it must not change the next answer."""
    from majority_core.sultane import bayes

    rng = random.Random(5)
    for seed in range(6):
        s = random_prefix(SultaneState.new(n_players=7, seed=seed), rng, rng.randrange(1, 120))
        for p in [None, *range(7)]:
            bayes._BELIEFS.clear()
            fresh = beliefs(s.view(p))
            again = beliefs(s.view(p))  # from memory
            assert again == fresh == bayes._beliefs(facts(s.view(p)), DEFAULT_MODEL)
            again[0].clear()
            assert beliefs(s.view(p)) == fresh
    assert len(bayes._BELIEFS) <= bayes._BELIEFS_KEPT


def test_games_that_begin_alike_keep_their_own_grown_facts() -> None:
    """Two tables of seven whose first records are the same (the same Vizir named the same
    Narrator) share the key of the remembered facts; asked in turn, as a table server draws
    them, each view's beliefs are still the ones inference gives afresh, and each game's
    facts are grown, not rebuilt from the whole record at every decision."""
    from majority_core.sultane import bayes

    first = SultaneState.new(n_players=7, seed=11)
    action = first.legal_actions(first.current_players()[0])[0]
    games = [SultaneState.new(n_players=7, seed=11) for _ in range(2)]
    for g in games:
        g.apply(g.current_players()[0], action)  # the same first record in both
    rng = random.Random(8)
    built = 0
    real_facts = bayes.facts

    def counting(view):  # type: ignore[no-untyped-def]
        nonlocal built
        built += 1
        return real_facts(view)

    bayes._LIVE.clear()
    bayes._BELIEFS.clear()
    bayes.facts = counting
    try:
        for _step in range(40):
            for g in games:
                if g.is_terminal():
                    continue
                p = g.current_players()[0]
                g.apply(p, rng.choice(g.legal_actions(p)))
                for seat in (None, 0, 3):
                    view = dict(g.view(seat), seat=seat)
                    assert beliefs(view) == bayes._beliefs(real_facts(view), DEFAULT_MODEL)
    finally:
        bayes.facts = real_facts
    assert built == 6  # once per game and seat: every later view grew them
