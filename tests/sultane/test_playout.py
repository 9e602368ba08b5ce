"""The search's fast playouts of the Sultane play the engine's games, decision by decision.

:mod:`majority_core.sultane.playout` reads any position of the engine (a vote half cast, a
hand being discarded, a veto, a claim, a power; a real game or a world drawn by
``worlds.sample_world`` from the Bayesian beliefs, whose chance is a tape) and plays it out
with the bots (or at random) as ``search._playout`` does on the engine: the same decisions in
the same order and the same end (Sultane 7b powers, the veto, chaos after three rejections,
Dinarzade's exile or narration, the tracks).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from majority_core.policy import Policy, UniformRandom
from majority_core.search import fast_playouts
from majority_core.sultane import SultaneState
from majority_core.sultane.fast import _BotSeat, _RandomSeat, _Recorder, run
from majority_core.sultane.playout import _sights, from_state
from majority_core.sultane.policies import Bayesian, RuleBased
from majority_core.sultane.worlds import sample_world
from tests.playout_checks import (
    assert_first_decisions,
    assert_plays_the_engines_game,
    assert_same_search,
    bots_prefix,
)

CONFIGS: list[dict[str, Any]] = [
    {"n_players": 5},
    {"n_players": 7},
    {"n_players": 7, "original_veto": True, "variant_8d": True},
    {"n_players": 9, "variant_8d": True},
    {"n_players": 8},
    {"n_players": 10},
    {"n_players": 6, "original_veto": True},
]


def position(seed: int) -> tuple[SultaneState, random.Random]:
    """A game of mixed bots stopped after a random number of single decisions (any phase)."""
    rng = random.Random(seed)
    state = SultaneState.new(seed=seed, **CONFIGS[seed % len(CONFIGS)])
    seats = [rng.choice([UniformRandom, RuleBased, RuleBased])() for _ in range(state.n_players)]
    return bots_prefix(state, seats, rng, rng.randrange(120)), rng


def fast_game(state: SultaneState, policy: Policy | None, stream: int) -> list[tuple[int, str]]:
    """The decisions the fast path makes from ``state`` (each seat playing ``policy``)."""
    n = state.n_players
    rng = random.Random(stream)
    g = from_state(state)
    record: list[tuple[int, str]] = []
    if policy is None:
        sights: list[Any] = [None] * n
        now = pub = None
        seats: list[Any] = [_RandomSeat(rng) for _ in range(n)]
    else:
        sights, now, pub = _sights([state.view(p) for p in range(n)])
        seats = [_BotSeat(policy, sights[p], rng) for p in range(n)]
    run(g, [_Recorder(s, p, record) for p, s in enumerate(seats)], sights, now, pub)
    return record


@pytest.mark.parametrize("chunk", range(3))
def test_positions_play_the_engines_games(chunk: int) -> None:
    """300 positions (100 per chunk) of random games, each played out by one bot in every seat
    (RuleBased, Bayesian or uniformly random): the fast path makes the engine's decisions in
    its order and ends with its winner, reason, tracks, governments and exiles."""
    bots: list[Policy | None] = [RuleBased(), None, RuleBased(), Bayesian()]
    seen = set()
    for seed in range(chunk * 100, chunk * 100 + 100):
        state, rng = position(seed)
        if state.is_terminal():
            continue
        if rng.random() < 0.5:  # a world the search would draw
            seat = rng.choice(state.current_players())
            state = sample_world(state, seat, rng, model=RuleBased())
        seen.add(state.phase)
        policy = bots[seed % len(bots)]
        if isinstance(policy, Bayesian) and seed % 3:
            continue  # the exact posterior is slow: a third of its positions
        assert_plays_the_engines_game(state, policy, rng.getrandbits(64), seed, fast_game)
    assert len(seen) >= 6, seen  # positions in most phases, not only at the votes


def rare_positions(count: int) -> list[SultaneState]:
    """Positions at the rarer decisions (Sultane 7b: the veto's request and answer, a power,
    a claim about it), from random games, where vetoes come soon enough."""
    found: list[SultaneState] = []
    seed = 0
    while len(found) < count:
        seed += 1
        rng = random.Random(seed)
        state = SultaneState.new(seed=seed, **CONFIGS[seed % len(CONFIGS)])
        while not state.is_terminal() and len(found) < count:
            rare = state.phase in ("veto-request", "veto-answer", "power", "claim-power")
            if rare and rng.random() < 0.5:
                found.append(state.clone())
            p = rng.choice(state.current_players())
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.randrange(len(legal))])
    return found


@pytest.mark.parametrize("policy", [RuleBased(), None], ids=["rules", "random"])
def test_positions_at_the_rarer_decisions(policy: Policy | None) -> None:
    """60 positions at a veto request or answer, a power or its claim (half of them worlds the
    search would draw): the same decisions and the same end as the engine."""
    phases = set()
    for k, state in enumerate(rare_positions(60)):
        rng = random.Random(k)
        if k % 2:
            state = sample_world(state, state.current_players()[0], rng, model=RuleBased())
        phases.add(state.phase)
        assert_plays_the_engines_game(state, policy, k, k, fast_game)
    assert phases == {"veto-request", "veto-answer", "power", "claim-power"}


@pytest.mark.parametrize("policy", [RuleBased(), None], ids=["rules", "random"])
def test_a_seat_first_making_a_decision(policy: Policy | None) -> None:
    """``run(rng, seat, action)``: the seat makes that decision, then the rest as the engine
    after ``apply(seat, action)``: every legal action of 60 positions and of 20 at the rarer
    decisions."""
    states = [position(700 + seed)[0] for seed in range(60)] + rare_positions(20)
    for seed, state in enumerate(states):
        if not state.is_terminal():
            seat = random.Random(seed).choice(state.current_players())
            assert_first_decisions(state, seat, policy, seed)


def test_the_search_is_the_same_on_both_paths() -> None:
    """The paired search and the tree search give the very same statistics either way."""
    for seed, depth, rollout in [(1, 1, "default"), (2, 1, "random"), (4, None, "default")]:
        state, _ = position(900 + seed)
        if not state.is_terminal():
            assert_same_search(state, seed, depth, rollout, iterations=30)


def test_no_fast_playouts_where_they_would_differ() -> None:
    """A subclass of a bot, a subclass of the state or a stacked deck: the engine plays them."""

    class Mine(RuleBased):
        pass

    class Other(SultaneState):
        pass

    state = SultaneState.new(n_players=5, seed=0)
    assert fast_playouts(state, Mine()) is None
    assert fast_playouts(Other.new(n_players=5, seed=0), RuleBased()) is None
    stacked = SultaneState.new(n_players=5, seed=0, deck="P" * 11 + "I" * 6)
    assert fast_playouts(stacked, RuleBased()) is None
    assert fast_playouts(state, RuleBased()) is not None
    assert fast_playouts(state, None) is not None
