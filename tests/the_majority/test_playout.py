"""The search's fast playouts of The Majority play the engine's games, decision by decision.

:mod:`majority_core.the_majority.playout` reads any position of the engine (a real game
stopped anywhere, mid-step included, or a world drawn by ``worlds.sample_world``) and plays it
out with the heuristic bots (or at random) as ``search._playout`` does on the engine: the
same decisions in the same order, the same final coins, power won, spy token and results
(revised 2-2 draft, 2-3 exchange and tricks, 3-1 effects, 2-4 debates, 2-6 / 3-3 results).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from majority_core.policy import Policy, UniformRandom
from majority_core.search import fast_playouts
from majority_core.the_majority import Greedy, RunnerUp, Saboteur, TheMajorityState
from majority_core.the_majority.fast import run
from majority_core.the_majority.playout import from_state
from majority_core.the_majority.worlds import sample_world
from tests.playout_checks import (
    assert_first_decisions,
    assert_plays_the_engines_game,
    assert_same_search,
    bots_prefix,
)

CONFIGS: list[dict[str, Any]] = [
    {"n_players": 4},
    {"n_players": 3},
    {"n_players": 4, "first_edition": True, "spy_holder": 2},
    {"n_players": 3, "first_edition": True, "spy_holder": 1},
]
BOTS: list[type[Policy] | None] = [Greedy, RunnerUp, Saboteur, None]


def position(seed: int) -> tuple[TheMajorityState, random.Random]:
    """A game of mixed bots stopped after a random number of single decisions (so often in
    the middle of a simultaneous step, some seats having chosen, or of a face-up trick)."""
    rng = random.Random(seed)
    config = CONFIGS[seed % len(CONFIGS)]
    state = TheMajorityState.new(seed=seed, **config)
    seats: list[Policy] = [rng.choice([UniformRandom, Greedy, RunnerUp, Saboteur])() for _ in
                           range(state.n_players)]
    stop = rng.randrange(152 if state.n_players == 4 else 102)  # decisions in a game
    return bots_prefix(state, seats, rng, stop), rng


@pytest.mark.parametrize("chunk", range(4))
def test_positions_play_the_engines_games(chunk: int) -> None:
    """400 positions (100 per chunk) of random games, each played out by one bot in every seat
    (Greedy, RunnerUp, Saboteur or uniformly random): the fast path makes the engine's
    decisions in the engine's order and ends with its coins, totals, token and results."""
    for seed in range(chunk * 100, chunk * 100 + 100):
        state, rng = position(seed)
        if rng.random() < 0.4 and state.current_players():  # a world the search would draw
            seat = rng.choice(state.current_players())
            state = sample_world(state, seat, rng)
        kind = BOTS[seed % len(BOTS)]
        policy = None if kind is None else kind()
        assert_plays_the_engines_game(state, policy, rng.getrandbits(64), seed, fast_game, _key)


def fast_game(state: TheMajorityState, policy: Policy | None, stream: int) -> list[tuple[int, int]]:
    """The decisions the fast path makes from ``state`` (each seat playing ``policy``), as
    (seat, card key)."""
    p = from_state(state)
    n = state.n_players
    run(p, None if policy is None else [policy] * n, [random.Random(stream)] * n)
    return [(x >> 6, x & 63) for x in p.rec]


def _key(seat: int, card: str) -> tuple[int, int]:
    return seat, "RBY".index(card[0]) * 16 + int(card[1:])


@pytest.mark.parametrize("policy", [Greedy(), None], ids=["greedy", "random"])
def test_a_seat_first_playing_an_action(policy: Policy | None) -> None:
    """``run(rng, seat, action)``: the seat plays that action, then the rest as the engine
    after ``apply(seat, action)``: every legal action of 60 positions."""
    for seed in range(60):
        state, rng = position(1000 + seed)
        if state.current_players():
            assert_first_decisions(state, rng.choice(state.current_players()), policy, seed)


def test_the_search_is_the_same_on_both_paths() -> None:
    """The paired search (``depth=1``) and the tree search give the very same statistics with
    the fast playouts and with the engine's."""
    for seed, depth, rollout in [(1, 1, "default"), (2, 1, "random"), (3, None, "default"),
                                 (4, 2, "random"), (5, 1, "default")]:
        state, _ = position(2000 + seed)
        if state.current_players():
            assert_same_search(state, seed, depth, rollout)


def test_no_fast_playouts_where_they_would_differ() -> None:
    """A bot that overrides ``act`` (it may read more of the view) or a subclass of the state
    (it may change the rules): the engine plays those playouts."""

    class Mine(Greedy):
        def act(self, view: dict[str, Any], legal: Any, rng: random.Random) -> Any:
            return legal[-1]

    class Other(TheMajorityState):
        pass

    state = TheMajorityState.new(n_players=4, seed=0)
    assert fast_playouts(state, Mine()) is None
    assert fast_playouts(Other.new(n_players=4, seed=0), Greedy()) is None
    assert fast_playouts(state, Greedy()) is not None
    assert fast_playouts(state, None) is not None
