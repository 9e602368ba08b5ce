"""The search's worlds are drawn with the right probabilities: the hidden-role games from their
Bayesian posteriors, the others' face-down choices of this step from the rollout policy."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from scipy import stats

from majority_core.game import GameState
from majority_core.grard.policies import Focal, most_salient
from majority_core.grard.state import GrardState
from majority_core.majority2.state import Majority2State
from majority_core.search import DEFAULT_ROLLOUTS, rollout_policy, sampler_for
from majority_core.sultane.components import DINARZADE, PACIFIST_ROLE
from majority_core.sultane.policies import RuleBased
from majority_core.sultane.state import SultaneState
from majority_core.sultane.worlds import role_posterior
from majority_core.the_majority.state import TheMajorityState
from majority_core.witch.components import COLOURS
from majority_core.witch.state import WitchState
from majority_core.witch.worlds import colour_posterior


def driven(state: GameState, policy: Any, steps: int, seed: int) -> GameState:
    """``state`` after up to ``steps`` decisions of ``policy`` in every seat."""
    rng = random.Random(seed)
    for _ in range(steps):
        waiting = state.current_players()
        if not waiting:
            break
        p = waiting[0]
        legal = state.legal_actions(p)
        state.apply(p, policy.act(state.view(p), legal, rng) if policy else rng.choice(legal))
    return state


def fits(observed: Counter, expected: dict[Any, float], n: int) -> float:
    """Chi-square p-value of the observed counts against the probabilities ``expected``
    (cells expected fewer than 5 times pooled into one)."""
    big = [k for k, p in expected.items() if p * n >= 5]
    obs = [observed.get(k, 0) for k in big]
    exp = [expected[k] * n for k in big]
    rest_obs, rest_exp = n - sum(obs), n - sum(exp)
    if rest_exp > 1e-9:
        obs.append(rest_obs)
        exp.append(rest_exp)
    assert not set(observed) - set(expected), "a world outside the posterior's support"
    scale = sum(obs) / sum(exp)
    return float(stats.chisquare(obs, [e * scale for e in exp]).pvalue)


def test_sultane_roles_follow_the_bayesian_posterior() -> None:
    """Sultane 3c, 5c: after governments have read tales, a seat's posterior over who is
    Dinarzade and who the pacifist is is far from uniform; the sampler's worlds land on each
    hypothesis as often as the posterior says (chi-square)."""
    for seed in range(1, 40):
        state = driven(SultaneState.new(n_players=5, seed=seed), RuleBased(), 30, seed)
        seat = next(
            (s for s in range(5) if state.view(s)["role"] == "interventionist"), None
        )
        if seat is None or state.is_terminal():
            continue
        hyps, probs = role_posterior(state, seat)
        if max(probs) > 2 / len(hyps):  # the record has told something
            break
    else:  # pragma: no cover
        raise AssertionError("no informative position found")
    expected = dict(zip(hyps, probs, strict=True))
    rng, n = random.Random(5), 400
    seen: Counter = Counter()
    sample = sampler_for(state)
    for _ in range(n):
        world = sample(state, seat, rng)
        roles = list(world.roles)
        assert world.view(seat) == state.view(seat)
        seen[(roles.index(DINARZADE), frozenset(s for s, r in enumerate(roles) if r == PACIFIST_ROLE))] += 1
    assert fits(seen, expected, n) > 0.001, (seen, expected)


def test_sultane_uniform_worlds_remain_available() -> None:
    """``uniform=True``: every consistent deal equally likely (the contract's old reading)."""
    state = SultaneState.new(n_players=5, seed=3)
    seat = next(s for s in range(5) if state.view(s)["role"] == "interventionist")
    rng, n = random.Random(1), 240
    sample = sampler_for(state)
    seen = Counter(sample(state, seat, rng, uniform=True).roles.index(DINARZADE) for _ in range(n))
    assert seat not in seen
    assert fits(seen, {s: 1 / 4 for s in range(5) if s != seat}, n) > 0.001


def test_witch_colours_follow_the_bayesian_posterior() -> None:
    """Witch 3, 4: the day's takes, data cards and hides make some deals likelier; the sampler
    deals the other seats' colours as often as the posterior says (chi-square)."""
    from majority_core.witch.policies import Heuristic

    state = driven(WitchState.new(n_players=4, seed=2), Heuristic(), 14, 2)
    assert not state.is_terminal()
    seat = 0
    posterior = colour_posterior(state, seat)
    expected = {colours: p for colours, p in posterior}
    assert max(expected.values()) > 2 / len(expected)  # the record has told something
    rng, n = random.Random(7), 400
    sample = sampler_for(state)
    seen: Counter = Counter()
    for _ in range(n):
        world = sample(state, seat, rng)
        assert world.view(seat) == state.view(seat)
        seen[tuple(COLOURS[c] for c in world.colour)] += 1
    assert fits(seen, expected, n) > 0.001, (seen.most_common(5), sorted(expected.values())[-5:])


def test_grard_pending_votes_follow_the_rollout_policy() -> None:
    """Grard "Déroulement": with a model, the others' face-down votes of this turn are the ones
    that policy would cast: a focal table votes the focal word (up to its 10% of noise)."""
    state = GrardState.new(n_players=5, seed=1)
    for p in (1, 2, 3):
        state.apply(p, "C")
    focal = most_salient(state.view(0))
    rng, n = random.Random(3), 200
    sample = sampler_for(state)
    votes = Counter(
        v for _ in range(n) for v in (a for _, a in sample(state, 0, rng, model=Focal()).history)
    )
    assert votes[focal] / (3 * n) > 0.8
    assert votes["mark"] == 0  # Focal never votes Mark


@pytest.mark.parametrize(
    ("cls", "n", "steps"),
    [(TheMajorityState, 4, 3), (GrardState, 5, 2), (SultaneState, 5, 12), (WitchState, 4, 9)],
    ids=["the_majority", "grard", "sultane", "witch"],
)
def test_worlds_with_a_model_still_agree_with_the_view(
    cls: type[GameState], n: int, steps: int
) -> None:
    """Drawing the others' secret choices from a policy changes no public fact."""
    for seed in range(1, 6):
        state = driven(cls.new(n_players=n, seed=seed), None, steps, seed)
        seat = state.current_players()[-1]
        model = rollout_policy(state)
        rng = random.Random(seed)
        for _ in range(3):
            world = sampler_for(state)(state, seat, rng, model=model)
            assert world.view(seat) == state.view(seat)
            assert world.explain(seat) == state.explain(seat)


def test_every_game_has_a_default_rollout_policy() -> None:
    for name, (module, cls) in DEFAULT_ROLLOUTS.items():
        assert rollout_policy(_STATES[name]).__class__.__name__ == cls, module
    assert rollout_policy(_STATES["grard"], "random") is None
    with pytest.raises(ValueError, match="rollout"):
        rollout_policy(_STATES["grard"], "clever")


_STATES: dict[str, GameState] = {
    "the_majority": TheMajorityState.new(n_players=4, seed=1),
    "sultane": SultaneState.new(n_players=5, seed=1),
    "grard": GrardState.new(n_players=5, seed=1),
    "witch": WitchState.new(n_players=4, seed=1),
    "majority2": Majority2State.new(n_players=2, seed=1),
}


@pytest.mark.parametrize("game", ["sultane", "witch"])
def test_a_worlds_posterior_for_another_seat_is_its_own_not_the_real_games(game: str) -> None:
    """A sampled world keeps its real game's seed and decisions but deals other secrets, so
    another seat sees another game there: its remembered posterior (``chance.SeatMemo``) must
    be the world's, not the one remembered for that seat in the real game (it was: a memo keyed
    by seed, options and decisions alone answered 30 of 336 such questions with the real
    game's posterior)."""
    from majority_core.sultane.bayes import posterior as sultane_posterior
    from majority_core.sultane.worlds import sample_world as sultane_world
    from majority_core.witch.bayes import posterior as witch_posterior
    from majority_core.witch.worlds import sample_world as witch_world

    cls, remembered, fresh, sample = {
        "sultane": (SultaneState, role_posterior, sultane_posterior, sultane_world),
        "witch": (WitchState, colour_posterior, witch_posterior, witch_world),
    }[game]
    asked = 0
    for seed in range(12):
        real = driven(cls.new(n_players=5 if game == "sultane" else 4, seed=seed), None, 12, seed)
        for k in range(2):
            world = sample(real, 1, random.Random(k))
            for other in range(real.n_players):
                if world.view(other) == real.view(other):
                    continue
                remembered(real, other)
                assert remembered(world, other) == fresh(world.view(other)), (seed, k, other)
                asked += 1
    assert asked >= 10
