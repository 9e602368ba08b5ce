"""The OpenSpiel adapter (majority_core/openspiel.py): OpenSpiel's own checks pass, the adapter
plays exactly the package's games, its strings never show a secret, and an OpenSpiel
algorithm runs on it."""

from __future__ import annotations

import random

import numpy as np
import pyspiel
import pytest

import majority_core.openspiel as mo
from majority_core.grard import GrardState
from majority_core.rng import derive_seed
from majority_core.the_majority import TheMajorityState

GAMES = [
    "python_the_majority(players=4)",
    "python_the_majority(players=3,first_edition=True)",
    "python_grard(players=5)",
    "python_grard(players=3,target=5)",
]


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_random_sim_test(name: str) -> None:
    """OpenSpiel's own consistency test, with serialization, on every registered game."""
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=2, serialize=True, verbose=False)


def _random_playout(game, rng: random.Random):
    """Play one adapter game with random choices; returns the state and the package decisions."""
    state = game.new_initial_state()
    decisions: list[tuple[int, str]] = []
    while not state.is_terminal():
        player = state.current_player()
        if player == pyspiel.PlayerId.CHANCE:
            outcomes = [a for a, _ in state.chance_outcomes()]
            state.apply_action(rng.choice(outcomes))
        elif player == pyspiel.PlayerId.SIMULTANEOUS:
            deciding = sorted(mo.package_state(state).current_players())
            actions = [rng.choice(state.legal_actions(p)) for p in range(game.num_players())]
            for p in deciding:
                decisions.append((p, state.action_to_string(p, actions[p])))
            state.apply_actions(actions)
        else:
            action = rng.choice(state.legal_actions(player))
            decisions.append((player, state.action_to_string(player, action)))
            state.apply_action(action)
    return state, decisions


@pytest.mark.parametrize(
    "name, cls, options",
    [
        ("python_the_majority(players=4)", TheMajorityState, {}),
        ("python_the_majority(players=3)", TheMajorityState, {}),
        ("python_grard(players=6)", GrardState, {"language": "en"}),
    ],
)
def test_same_decisions_same_returns(name: str, cls, options) -> None:
    """For the same deal and decisions the package's own replay gives the same game and returns."""
    game = pyspiel.load_game(name)
    rng = random.Random(7)
    for _ in range(6):
        state, decisions = _random_playout(game, rng)
        deal = state.history()[0]
        seed = derive_seed(0, "openspiel", deal)
        package = cls.replay(decisions, n_players=game.num_players(), seed=seed, **options)
        assert package.is_terminal()
        assert package == mo.package_state(state)
        assert list(state.returns()) == pytest.approx(package.returns())
        assert sum(state.returns()) == pytest.approx(game.utility_sum())


def test_info_state_shows_no_secret() -> None:
    """A seat's information state and observation stay the same in every world it cannot
    tell apart (other seats' cards drawn again by the package's own worlds.py)."""
    from majority_core.the_majority.worlds import sample_world

    game = pyspiel.load_game("python_the_majority(players=4)")
    rng = random.Random(3)
    state = game.new_initial_state()
    state.apply_action(5)
    for _ in range(12):  # into the first tricks
        player = state.current_player()
        if player == pyspiel.PlayerId.SIMULTANEOUS:
            state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(4)])
        else:
            state.apply_action(rng.choice(state.legal_actions(player)))
    real = mo.package_state(state)
    for seat in range(4):
        info, obs = state.information_state_string(seat), state.observation_string(seat)
        other = state.clone()
        other.package_state = sample_world(real, seat, random.Random(seat))
        assert other.package_state.view(None) != real.view(None)  # another world...
        assert other.information_state_string(seat) == info  # ...that the seat cannot tell
        assert other.observation_string(seat) == obs


def test_chance_is_the_deal_and_seats_that_wait_pass() -> None:
    game = pyspiel.load_game("python_the_majority(players=4,deals=8)")
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(k, 1 / 8) for k in range(8)]
    state.apply_action(3)
    assert mo.package_state(state) == TheMajorityState.new(
        n_players=4, seed=derive_seed(0, "openspiel", 3)
    )
    assert state.current_player() == pyspiel.PlayerId.SIMULTANEOUS  # the first draft pick
    assert all(
        state.action_to_string(p, a) != mo.PASS for p in range(4) for a in state.legal_actions(p)
    )


def test_grard_cut_scores_the_leaders() -> None:
    """max_turns stops a Grard game; the highest total then wins, ties share."""
    game = pyspiel.load_game("python_grard(players=3,target=50,max_turns=1)")
    state = game.new_initial_state()
    state.apply_action(0)
    mark = [state.action_to_string(0, a) for a in range(4)].index("mark")
    state.apply_actions([mark, mark, 0])  # two Marks: both score the pile, seat 2 is out
    assert state.is_terminal()
    assert list(state.returns()) == [0.5, 0.5, 0.0]


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(Exception, match="3 to 4 players"):
        pyspiel.load_game("python_the_majority(players=5)")
    with pytest.raises(Exception, match="deals"):
        pyspiel.load_game("python_grard(deals=0)")


def test_mccfr_runs_and_lowers_nash_conv() -> None:
    """Outcome-sampling MCCFR (OpenSpiel) on a one-turn Grard sub-game with 4 players, made
    turn-based by OpenSpiel: its average policy is closer to equilibrium than uniform play."""
    from open_spiel.python import policy
    from open_spiel.python.algorithms import exploitability, outcome_sampling_mccfr

    game = pyspiel.convert_to_turn_based(
        pyspiel.load_game("python_grard(players=4,target=1,max_turns=1)")
    )
    uniform = exploitability.nash_conv(game, policy.UniformRandomPolicy(game))
    np.random.seed(0)
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(800):
        solver.iteration()
    learned = exploitability.nash_conv(game, solver.average_policy())
    assert uniform == pytest.approx(1 / 32)
    assert learned < uniform / 2
