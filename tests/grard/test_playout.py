"""The search's fast playouts of Majority (Grard) play the engine's games, vote by vote.

:mod:`majority_core.grard.playout` reads any position of the engine (a turn dealt, some votes
cast; a real game or a world drawn by ``worlds.sample_world``, whose chance is a tape) and
plays it out with the bots (or at random) as ``search._playout`` does on the engine: the same
votes in the same order, the same reshuffles of the box (package ruling), variant tosses
(Grard "Variante"), scores and winners (Grard "Résolution des votes", "Fin de la partie").
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from majority_core.grard import GrardState
from majority_core.grard.fast import run
from majority_core.grard.playout import from_state
from majority_core.grard.policies import CashIn, Focal, LevelK, RandomVote
from majority_core.grard.worlds import sample_world
from majority_core.policy import Policy
from majority_core.search import _playout, fast_playouts
from tests.playout_checks import (
    assert_first_decisions,
    assert_plays_the_engines_game,
    assert_same_search,
    bots_prefix,
)

CONFIGS: list[dict[str, Any]] = [
    {"n_players": 5},
    {"n_players": 3},
    {"n_players": 8, "variant_toss": True},
    {"n_players": 4, "least_logical": True, "target": 60},  # long games: the box comes back
    {"n_players": 10, "target": 30},
]


def lineup() -> list[Policy]:
    return [Focal(), LevelK(1), LevelK(2), CashIn(then=Focal()), RandomVote()]


def position(seed: int) -> tuple[GrardState, random.Random]:
    """A game of mixed bots stopped after a random number of single votes (often mid-turn)."""
    rng = random.Random(seed)
    state = GrardState.new(seed=seed, **CONFIGS[seed % len(CONFIGS)])
    seats = [rng.choice(lineup()) for _ in range(state.n_players)]
    return bots_prefix(state, seats, rng, rng.randrange(150)), rng


@pytest.mark.parametrize("chunk", range(3))
def test_positions_play_the_engines_games(chunk: int) -> None:
    """300 positions (100 per chunk), each played out by one bot in every seat (Focal, LevelK,
    CashIn or at random): the fast path casts the engine's votes in its order and ends with
    its scores, rounds, turns and winners."""
    bots: list[Policy | None] = [Focal(), LevelK(1), CashIn(then=LevelK(2)), None]
    for seed in range(chunk * 100, chunk * 100 + 100):
        state, rng = position(seed)
        if rng.random() < 0.5 and state.current_players():  # a world the search would draw
            seat = rng.choice(state.current_players())
            state = sample_world(state, seat, rng, model=Focal())
        policy = bots[seed % len(bots)]
        assert_plays_the_engines_game(state, policy, rng.getrandbits(64), seed, fast_game)


def fast_game(state: GrardState, policy: Policy | None, stream: int) -> list[Any]:
    """The votes the fast path casts from ``state`` (each seat playing ``policy``)."""
    g = from_state(state)
    n = state.n_players
    run(g, [RandomVote() if policy is None else policy] * n, [random.Random(stream)] * n)
    return g.votes  # type: ignore[no-any-return]


def test_the_positions_reach_reshuffles_and_tosses() -> None:
    """The sweep above is not vacuous: its playouts shuffle the box back and toss the variant."""
    reshuffles = tosses = 0
    for seed in range(100):
        state, rng = position(seed)
        engine = state.clone()
        before = len(engine.events)
        _playout(engine, Focal(), random.Random(seed))
        kinds = [e.kind for e in engine.events[before:]]
        reshuffles += "reshuffle" in kinds
        tosses += "variant" in kinds and state.options["variant_toss"]
    assert reshuffles >= 5 and tosses >= 5


@pytest.mark.parametrize("policy", [Focal(), None], ids=["focal", "random"])
def test_a_seat_first_casting_a_vote(policy: Policy | None) -> None:
    """``run(rng, seat, vote)``: the seat casts that vote, then the rest as the engine after
    ``apply(seat, vote)``: every vote card of 40 positions."""
    for seed in range(40):
        state, rng = position(500 + seed)
        if state.current_players():
            assert_first_decisions(state, rng.choice(state.current_players()), policy, seed)


def test_the_search_is_the_same_on_both_paths() -> None:
    """The paired search and the tree search give the very same statistics either way."""
    for seed, depth, rollout in [(1, 1, "default"), (2, 1, "random"), (3, None, "default")]:
        state, _ = position(900 + seed)
        if state.current_players():
            assert_same_search(state, seed, depth, rollout)


def test_no_fast_playouts_where_they_would_differ() -> None:
    """A bot that overrides ``act`` or a subclass of the state: the engine plays them."""

    class Mine(Focal):
        def act(self, view: dict[str, Any], legal: Any, rng: random.Random) -> Any:
            return legal[-1]

    class Other(GrardState):
        pass

    state = GrardState.new(n_players=5, seed=0)
    assert fast_playouts(state, Mine()) is None
    assert fast_playouts(Other.new(n_players=5, seed=0), Focal()) is None
    assert fast_playouts(state, Focal()) is not None
    assert fast_playouts(state, None) is not None
