"""Bots: every policy gets the same contract tests (Axelrod style), then its own behaviour."""

from __future__ import annotations

import random

import pytest

from majority_core import play
from majority_core.grard import GrardState
from majority_core.grard.components import strength
from majority_core.grard.policies import (
    CashIn,
    Focal,
    LevelK,
    RandomVote,
    level0_distribution,
    most_salient,
    win_probability,
)
from majority_core.rng import make_rng

from .helpers import vote_all, with_pile


def sample_views(n_states: int = 30):
    """(view, legal) pairs from real games, some in least-logical rounds."""
    out = []
    for seed in range(n_states):
        s = GrardState.new(n_players=3 + seed % 8, seed=seed, variant_toss=True)
        rng = random.Random(seed)
        for _ in range(rng.randrange(6)):
            if s.over:
                break
            vote_all(s, {p: rng.choice("ABC") for p in s.active})
        if s.over:
            continue
        p = s.current_players()[0]
        out.append((s.view(p), s.legal_actions(p)))
    return out


VIEWS = sample_views()


class PolicyContract:
    """Every Grard policy: legal, deterministic given (view, legal, rng), view-only."""

    policy = None

    def test_returns_a_legal_action(self):
        for view, legal in VIEWS:
            assert self.policy.act(view, legal, random.Random(1)) in legal

    def test_deterministic_given_view_and_rng(self):
        for view, legal in VIEWS:
            a = self.policy.act(view, legal, random.Random(5))
            b = self.policy.act(dict(view), list(legal), random.Random(5))
            assert a == b

    def test_plays_whole_games(self):
        for n in (3, 7, 10):
            s = GrardState.new(n_players=n, seed=n)
            play(s, [self.policy] * n, seed=1)
            assert s.is_terminal() and max(s.scores) >= 20

    def test_has_name_and_description(self):
        assert self.policy.name and self.policy.description and self.policy.game == "grard"


class TestRandom(PolicyContract):
    policy = RandomVote()


class TestRandomNoMark(PolicyContract):
    policy = RandomVote(mark=False)

    def test_never_marks(self):
        assert all(
            self.policy.act(v, legal, random.Random(i)) != "mark"
            for i, (v, legal) in enumerate(VIEWS)
        )


class TestFocal(PolicyContract):
    policy = Focal(noise=0.2)

    def test_without_noise_picks_the_strongest_association(self):
        for view, legal in VIEWS:
            choice = Focal(noise=0).act(view, legal, random.Random(0))
            s = {o: strength(view["reference"], w) for o, w in view["propositions"].items()}
            best = min(s.values()) if view["least_logical"] else max(s.values())
            assert s[choice] == best, 'the variant reverses the aim (Grard "Variante")'

    def test_noise_is_a_probability(self):
        with pytest.raises(ValueError):
            Focal(noise=1.5)


class TestLevel0(PolicyContract):
    policy = LevelK(k=0)


class TestLevel1(PolicyContract):
    policy = LevelK(k=1, noise=0.0)

    def test_level1_picks_the_best_reply_to_level0(self):
        for view, legal in VIEWS:
            dist = level0_distribution(view, 0.15)
            others = len(view["active"]) - 1
            choice = self.policy.act(view, legal, random.Random(0))
            best = max(win_probability(o, others, dist) for o in "ABC")
            assert win_probability(choice, others, dist) == pytest.approx(best)


class TestLevel2(PolicyContract):
    policy = LevelK(k=2, noise=0.0)

    def test_level2_joins_what_level1_players_pick(self):
        for view, legal in VIEWS:
            assert self.policy.act(view, legal, random.Random(0)) == LevelK(1, noise=0).act(
                view, legal, random.Random(0)
            )


class TestCashIn(PolicyContract):
    policy = CashIn(threshold=4)

    def test_marks_at_the_threshold_and_to_win(self):
        s = with_pile(5, 3)
        v = s.view(0)
        assert CashIn(4).act(v, s.legal_actions(0), random.Random(0)) != "mark"
        assert CashIn(3).act(v, s.legal_actions(0), random.Random(0)) == "mark"
        v = dict(v, scores=[18, 0, 0, 0, 0])
        assert CashIn(10).act(v, s.legal_actions(0), random.Random(0)) == "mark"  # 18 + 3 >= 20
        assert CashIn(10, win_now=False).act(v, s.legal_actions(0), random.Random(0)) != "mark"
        assert str(CashIn(4)) == "cash-in@4+focal"


def test_win_probability_exact_small_cases():
    """Three players: I vote A; the two others vote uniformly among A, B, C. I am in the
    majority if at least one other votes A (5/9), or... never otherwise (a tie of singles is
    no majority)."""
    third = {o: 1 / 3 for o in "ABC"}
    assert win_probability("A", 2, third) == pytest.approx(5 / 9)
    assert win_probability("A", 2, {"A": 1.0, "B": 0.0, "C": 0.0}) == pytest.approx(1.0)
    # four players: others B, B, C would beat my A; A wins with >= 1 other A unless B/C get more
    assert 0 < win_probability("A", 3, third) < 1


def test_most_salient_ties_go_to_A():
    s = with_pile(3, 1)
    v = dict(s.view(0), propositions={"A": 5, "B": 5, "C": 5})
    assert most_salient(v) == "A"


def test_bots_are_reproducible_in_play():
    pols = [Focal(0.3), LevelK(1), CashIn(5), RandomVote()]
    a = play(GrardState.new(n_players=4, seed=3), pols, seed=9)
    b = play(GrardState.new(n_players=4, seed=3), pols, seed=9)
    assert a.to_json() == b.to_json()
    assert make_rng(9, "policy", 0).random() == make_rng(9, "policy", 0).random()


def test_the_compiled_win_chances_are_the_loops_bits() -> None:
    """``_wins`` (one straight-line function per number of other voters, for speed) gives the
    very bits of the loop it replaced (powers, row products and the rows' sums in the same
    order), so no level-k vote can change: 20,000 chances for 0 to 9 other voters, exact ties
    (0, 1/2, 1/3) among them."""
    import struct

    from majority_core.grard.policies import _winning_rows, _wins

    def loop(others: int, q0: float, q1: float, q2: float) -> list[float]:
        counts = range(others + 1)
        qa, qb, qc = [q0**i for i in counts], [q1**i for i in counts], [q2**i for i in counts]
        rows, winning = _winning_rows(others)
        p = [coef * qa[a] * qb[b] * qc[c] for a, b, c, coef in rows]
        total = [0.0, 0.0, 0.0]
        for i in range(3):
            t = 0.0
            for j in winning[i]:
                t += p[j]
            total[i] = t
        return total

    rng = random.Random(0)
    for _ in range(20_000):
        others = rng.randrange(10)
        if rng.random() < 0.2:
            q = [rng.choice((0.0, 1.0, 0.5, 1 / 3)) for _ in range(3)]
        else:
            w = [rng.random() for _ in range(3)]
            q = [x / sum(w) for x in w]
        got, want = _wins(others, *q), loop(others, *q)
        assert [struct.pack("d", x) for x in got] == [struct.pack("d", x) for x in want], q


def test_saliences_read_the_association_strengths() -> None:
    """The bots' salience table (filled as it is asked) holds ``strength`` itself, negated in
    a least-logical round (Grard "Variante")."""
    from majority_core.grard.components import N_WORDS
    from majority_core.grard.policies import _saliences

    rng = random.Random(1)
    for _ in range(2000):
        ref = rng.randrange(N_WORDS)
        props = (rng.randrange(N_WORDS), rng.randrange(N_WORDS), rng.randrange(N_WORDS))
        least = rng.random() < 0.5
        sign = -1.0 if least else 1.0
        assert _saliences(ref, props, least) == tuple(sign * strength(ref, w) for w in props)


@pytest.mark.parametrize("n_players", [3, 5, 10])
def test_level_k_plays_focals_games_decision_by_decision(n_players: int) -> None:
    """Why the strength study's Grard rows against LevelK are its rows against Focal: against
    level-0 voters drawn to salient words, the vote most likely to be in the majority is the
    most salient one, which is Focal's vote; both bots slip with the same draw of the same
    generator. So LevelK(k >= 1) and Focal choose alike and leave the generator alike at every
    decision of real games (docs/discussion.md, "The strength table")."""
    decisions = 0
    for seed in range(12):
        state = GrardState.new(n_players=n_players, seed=seed)
        rng = random.Random(seed)
        focal, levels = Focal(), [LevelK(1), LevelK(2), LevelK(3, temperature=0.5)]
        while not state.is_terminal():
            chosen = {}
            for p in state.current_players():
                view, legal = state.view(p), state.legal_actions(p)
                before = rng.getstate()
                chosen[p] = focal.act(view, legal, rng)
                after = rng.getstate()
                for level in levels:
                    rng.setstate(before)
                    assert level.act(view, legal, rng) == chosen[p]
                    assert rng.getstate() == after
                decisions += 1
            for p, action in chosen.items():
                state.apply(p, action)
    assert decisions > 150
