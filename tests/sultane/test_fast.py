"""The fast playout plays exactly the games the step API plays (same seeds, same decisions).

Random, rule-based and Bayesian seats, alone or mixed, at every player count and option: the
fast path's decisions are compared one by one with the history ``play`` writes, then the
result rows; and ``simulate`` gives the same frame with and without its fast form.
"""

from __future__ import annotations

import pytest

from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.simulate import fast_form, simulate
from majority_core.sultane import SultaneState
from majority_core.sultane.fast import playout, random_playout, result_rows
from majority_core.sultane.policies import Bayesian, Random, RuleBased

from .test_invariants import CONFIGS, IDS

RULES, BAYES, RANDOM = RuleBased(), Bayesian(), Random()


def same_game(n: int, options: dict, seed: int, policies: list) -> None:
    s = play(SultaneState.new(n_players=n, seed=seed, **options), policies, seed=7 * seed)
    decisions: list[tuple[int, str]] = []
    f = playout(n, seed, 7 * seed, policies, record=decisions, **options)
    assert decisions == s.history, (n, options, seed)  # decision by decision
    assert (f["winner"], f["reason"], f["read"]) == (s.winner, s.reason, "".join(s.read))
    assert (f["governments"], f["decisions"]) == (s.governments, len(s.history))
    assert (f["roles"], f["active"]) == (s.roles, s.active)
    assert result_rows(f) == s.result_rows()
    assert playout(n, seed, 7 * seed, policies, **options) == f  # unwatched, the same game


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_fast_playout_equals_step_api(n: int, options: dict) -> None:
    for i in range(60):
        s = play(
            SultaneState.new(n_players=n, seed=i, **options), [UniformRandom()] * n, seed=7 * i
        )
        f = random_playout(n, i, 7 * i, **options)
        assert (f["winner"], f["reason"], f["read"]) == (s.winner, s.reason, "".join(s.read))
        assert (f["governments"], f["decisions"]) == (s.governments, len(s.history))
        assert (f["roles"], f["active"]) == (s.roles, s.active)


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_rule_based_bots_decide_the_same_on_the_fast_path(n: int, options: dict) -> None:
    """Every seat rule-based, and rule-based seats among random ones."""
    for seed in range(15):
        same_game(n, options, seed, [RULES] * n)
        same_game(n, options, 100 + seed, [RULES if (s + seed) % 2 else RANDOM for s in range(n)])


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_bayesian_bots_decide_the_same_on_the_fast_path(n: int, options: dict) -> None:
    """Every seat Bayesian, and the three kinds of bot at one table."""
    for seed in range(3):
        same_game(n, options, seed, [BAYES] * n)
        same_game(n, options, 200 + seed, [(BAYES, RULES, RANDOM)[(s + seed) % 3] for s in range(n)])


def test_simulate_uses_the_fast_form_and_gives_the_same_frame() -> None:
    """``simulate`` plays Sultane through the fast path when every bot has a fast form; the
    frame is the engine's, cell for cell (hundreds of games, three kinds of table)."""
    tables = [
        (7, [RULES] * 7, {}),
        (8, [RULES, RANDOM] * 4, {"original_veto": True}),
        (9, [BAYES, RULES, UniformRandom()] * 3, {"variant_8d": True}),
    ]
    for n, policies, options in tables:
        assert fast_form(SultaneState, policies, n, options) is not None
        games = 100 if BAYES not in policies else 20
        fast = simulate(SultaneState, policies, games, seed=3, progress=False, **options)
        slow = simulate(SultaneState, policies, games, seed=3, progress=False, fast=False, **options)
        assert fast.equals(slow), (n, options)


def test_no_fast_form_for_what_it_cannot_play_exactly() -> None:
    class Cautious(RuleBased):  # a subclass may decide otherwise
        risk_threshold = 0.2

    assert fast_form(SultaneState, [Cautious()] * 7, 7, {}) is None
    assert fast_form(SultaneState, [RULES] * 7, 7, {"roles": None}) is None  # stacked deals
    assert fast_form(SultaneState, [RULES] * 5, 5, {"variant_8d": True}) is None  # 8d is 7 or 9
    assert fast_form(SultaneState, [RULES] * 6, 7, {}) is None
    with pytest.raises(ValueError, match="random, rule-based or Bayesian"):
        playout(7, 1, 1, [Cautious()] * 7)
