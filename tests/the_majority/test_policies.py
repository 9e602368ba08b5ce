"""The Majority's bots: what every policy promises (an Axelrod-style base class), then what
each one is for, and ``simulate``."""

from __future__ import annotations

import copy
import json
import random
from typing import Any, ClassVar

import pytest

from majority_core.game import play
from majority_core.policy import Policy, UniformRandom
from majority_core.the_majority import (
    POLICIES,
    Card,
    Greedy,
    RunnerUp,
    Saboteur,
    TheMajorityState,
    get_policy,
    simulate,
)

from .helpers import CONFIGS


class PolicyContract:
    """Subclass with ``policy``: every policy gets these tests for free."""

    policy: ClassVar[Policy]
    n_games: ClassVar[int] = 6

    def test_is_a_policy_for_this_game(self) -> None:
        assert isinstance(self.policy, Policy)
        assert self.policy.game in ("the_majority", "*")
        assert self.policy.name and self.policy.description

    @pytest.mark.parametrize("config", CONFIGS, ids=["4p", "3p", "4p-first-edition"])
    def test_legal_deterministic_and_view_only(self, config: dict[str, Any]) -> None:
        """Every answer is legal, the same for the same (view, legal, rng), does not change the
        view, and needs nothing but the seat's own view (a JSON copy works the same)."""
        for seed in range(self.n_games):
            state = TheMajorityState.new(seed=seed, **config)
            rngs = [random.Random(f"{seed}-{p}") for p in range(state.n_players)]
            while state.current_players():
                for p in state.current_players():
                    view, legal = state.view(p), state.legal_actions(p)
                    frozen = copy.deepcopy(view)
                    twin_rng = random.Random()
                    twin_rng.setstate(rngs[p].getstate())
                    action = self.policy.act(view, legal, rngs[p])
                    assert action in legal
                    assert view == frozen  # the policy did not scribble on its view
                    again = self.policy.act(json.loads(json.dumps(view)), list(legal), twin_rng)
                    assert again == action
                    state.apply(p, action)
            assert state.is_terminal()

    def test_plays_whole_games_with_play(self) -> None:
        for config in CONFIGS:
            n = config["n_players"]
            state = play(TheMajorityState.new(seed=1, **config), [self.policy] * n, seed=1)
            assert state.is_terminal()


class TestUniformRandom(PolicyContract):
    policy = UniformRandom()


class TestGreedy(PolicyContract):
    policy = Greedy()


class TestRunnerUp(PolicyContract):
    policy = RunnerUp()


class TestSaboteur(PolicyContract):
    policy = Saboteur()


def trick_view(totals: list[dict[str, int]], hand: list[str], seat: int = 0, **extra) -> dict:
    n = len(totals)
    return {
        "seat": seat,
        "n_players": n,
        "partner": (seat + 2) % 4 if n == 4 else None,
        "phase": "trick",
        "totals": totals,
        "hand": hand,
        "table": [None] * n,
        **extra,
    }


def t(red: int = 0, blue: int = 0, yellow: int = 0) -> dict[str, int]:
    return {"red": red, "blue": blue, "yellow": yellow}


class TestWhatEachBotIsFor:
    def test_greedy_takes_the_coins_on_offer(self) -> None:
        # Seat 1 leads blue with 20: B10 makes seat 0 second (20 // 5 = 4 coins), worth more
        # than leading an empty colour (2 coins).
        view = trick_view([t(), t(blue=20), t(), t()], ["R5", "B10", "Y5"])
        legal = [Card.parse(c) for c in view["hand"]]
        assert str(Greedy().act(view, legal, random.Random(0))) == "B10"

    def test_greedy_does_not_gift_a_seven_to_the_player_on_its_right(self) -> None:
        # A 7 goes to seat 3 (an opponent), making it lead red; greedy prefers its own 5.
        view = trick_view([t(), t(), t(), t(red=1)], ["R7", "Y5"])
        legal = [Card.parse(c) for c in view["hand"]]
        assert str(Greedy().act(view, legal, random.Random(0))) == "Y5"

    def test_runner_up_stays_second_behind_a_big_leader(self) -> None:
        # Seat 1 leads red with 20; seat 0 has 12: R10 would overtake, R6 makes a safe second.
        view = trick_view([t(red=12), t(red=20), t(), t(red=10)], ["R10", "R6"])
        legal = [Card.parse(c) for c in view["hand"]]
        assert str(RunnerUp().act(view, legal, random.Random(0))) == "R6"

    def test_saboteur_assassinates_face_up_rivals(self) -> None:
        # Face up: both opponents already played blue; a red 2 kills them both.
        view = trick_view([t(), t(), t(), t()], ["R2", "R5"], table=[None, "B10", None, "B9"])
        legal = [Card.parse(c) for c in view["hand"]]
        assert str(Saboteur().act(view, legal, random.Random(0))) == "R2"

    def test_exchange_gives_partner_what_helps_partner_more(self) -> None:
        # R5 lifts partner (seat 2, red 3) above seat 3 (red 6) to second behind 20: 4 coins.
        # For seat 0 itself it would be third. Y9 is worth the same to either.
        view = trick_view([t(), t(red=20), t(red=3), t(red=6)], ["R5", "Y9"])
        view["phase"] = "exchange"
        legal = [Card.parse(c) for c in view["hand"]]
        assert str(Greedy().act(view, legal, random.Random(0))) == "R5"

    def test_bots_beat_random(self) -> None:
        df = simulate(["greedy", "random"] * 2, 60, seed=3, progress=False)
        assert df[df.policy == "greedy"].won.mean() > 0.7


class TestSimulate:
    def test_tidy_rows(self) -> None:
        df = simulate(["greedy", "random", "runner-up", "saboteur"], 20, seed=1, progress=False)
        assert len(df) == 80
        assert list(df.columns) == [
            "game",
            "seed",
            "seat",
            "policy",
            "team",
            "coins",
            "team_coins",
            "won",
            "red",
            "blue",
            "yellow",
            "spy_token",
        ]
        per_game = df.groupby("game")
        assert (per_game.won.sum() == 2).all() and (per_game.spy_token.sum() == 1).all()
        assert (df.coins >= 0).all()
        assert set(df.team) == {0, 1}

    def test_three_players_and_options(self) -> None:
        df = simulate(
            n_players=3, n_games=10, seed=2, first_edition=True, spy_holder=2, progress=False
        )
        assert len(df) == 30 and df.team.isna().all()
        assert (df.groupby("game").won.sum() == 1).all()

    def test_same_seed_same_table(self) -> None:
        a = simulate(["greedy", "random", "random", "random"], 15, seed=9, progress=False)
        b = simulate(["greedy", "random", "random", "random"], 15, seed=9, progress=False)
        assert a.equals(b)

    def test_unknown_bot_name(self) -> None:
        with pytest.raises(ValueError, match="greedy"):
            get_policy("genius")
        assert set(POLICIES) == {"random", "greedy", "runner-up", "saboteur"}
