"""Majority 2's bots: what every policy promises (legal, deterministic, from the view only),
then what each one is for."""

from __future__ import annotations

import copy
import json
import random
from typing import ClassVar

import pytest

from majority_core.game import play
from majority_core.majority2.policies import POLICIES, Greedy, Planner, get_policy
from majority_core.majority2.state import Majority2State
from majority_core.policy import Policy, UniformRandom
from majority_core.rng import derive_seed

from .helpers import table


class PolicyContract:
    policy: ClassVar[Policy]
    n_games: ClassVar[int] = 3

    def test_is_a_policy_for_this_game(self) -> None:
        assert self.policy.game in ("majority2", "*") and self.policy.name and self.policy.description

    @pytest.mark.parametrize("config", [{}, {"promos": "all", "ghosts": True}], ids=["base", "promos"])
    def test_legal_deterministic_and_view_only(self, config: dict) -> None:
        for seed in range(self.n_games):
            state = Majority2State.new(n_players=2, seed=seed, **config)
            rngs = [random.Random(f"{seed}-{p}") for p in (0, 1)]
            others = [self.policy, Greedy()]
            while state.current_players():
                p = state.current_players()[0]
                view, legal = state.view(p), state.legal_actions(p)
                frozen = copy.deepcopy(view)
                twin = random.Random()
                twin.setstate(rngs[p].getstate())
                action = others[p].act(view, legal, rngs[p])
                assert action in legal and view == frozen
                assert others[p].act(json.loads(json.dumps(view)), list(legal), twin) == action
                state.apply(p, action)
            assert state.is_terminal()


class TestRandom(PolicyContract):
    policy = UniformRandom()


class TestGreedy(PolicyContract):
    policy = Greedy()


class TestPlanner(PolicyContract):
    policy = Planner()


def test_get_policy() -> None:
    assert set(POLICIES) == {"random", "greedy", "planner"}
    assert isinstance(get_policy("planner"), Planner)
    with pytest.raises(ValueError):
        get_policy("chess")


def test_greedy_forms_a_faction_when_it_can() -> None:
    s = table(hand=["demons:secretary", "witches:junior"], columns=[[], ["demons:junior", "demons:senior", "angels:junior", "reapers:junior"]])
    action = Greedy().act(s.view(0), s.legal_actions(0), random.Random(0))
    assert action == "play demons:secretary 2"


def test_greedy_picks_the_best_representative() -> None:
    s = table(hand=["demons:veteran"], zone=["demons:junior"], columns=[["demons:secretary", "demons:junior", "witches:junior", "witches:senior"]])
    s.apply(0, "play demons:veteran 1")
    assert Greedy().act(s.view(0), s.legal_actions(0), random.Random(0)) == "form demons:veteran"


def test_planner_hides_a_hand_the_opponent_wants() -> None:
    """The reserve is not passed: with a hand that fits the opponent's columns, it exchanges."""
    s = table(
        hand=["angels:junior", "angels:senior", "angels:secretary"],
        reserve=["witches:junior", "witches:secretary", "witches:senior"],
        columns=[["witches:veteran"]],
        opp_columns=[["angels:junior", "angels:senior", "angels:secretary", "demons:junior"]],
        filler=False,
    )
    s.phase = "exchange"
    s._legal = None
    assert Planner().act(s.view(0), s.legal_actions(0), random.Random(0)) == "exchange"


@pytest.mark.parametrize("bot", ["greedy", "planner"])
def test_bots_beat_random(bot: str) -> None:
    wins = 0
    for i in range(10):
        seed = derive_seed(3, "game", i)
        seats = [get_policy(bot), UniformRandom()] if i % 2 == 0 else [UniformRandom(), get_policy(bot)]
        state = play(Majority2State.new(n_players=2, seed=seed), seats, seed=seed)
        wins += state.winner == (0 if i % 2 == 0 else 1)
    assert wins >= 9


def test_greedy_without_a_habit() -> None:
    """The lessons' habit bots: one that never draws, one that never exchanges (unless forced)."""
    s = Majority2State.new(seed=1)
    assert Greedy(draws=False).act(s.view(0), s.legal_actions(0), random.Random(0)) == "no-draw"
    assert Greedy().act(s.view(0), s.legal_actions(0), random.Random(0)) == "draw"
    t = table(hand=["angels:junior"], reserve=["demons:junior", "demons:senior", "angels:senior"], filler=False)
    t.phase = "exchange"
    t._legal = None
    assert Greedy().act(t.view(0), t.legal_actions(0), random.Random(0)) == "exchange"
    assert Greedy(exchanges=False).act(t.view(0), t.legal_actions(0), random.Random(0)) == "keep"
