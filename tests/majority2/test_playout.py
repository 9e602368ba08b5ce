"""The search's fast playouts of Majority 2 play the engine's games, decision by decision.

:mod:`majority_core.majority2.playout` copies any position of the engine (any phase of a turn
(Majority 2 5-2 to 5-7), a pending decision of a card's ability (6-2, 6-3, 6-4); a real game
or a world drawn by ``worlds.sample_world``, whose chance is a tape) without its record and
plays it out with the Greedy or Planner bot deciding from a reading of the state, or at random,
as ``search._playout`` does on the engine through views: the same decisions in the same order,
the same reshuffles of the discard pile (5-4), the same end (5-7) and the same result rows
(5-8), in every option set (promo cards, 6-3; the Ghosts, 6-4; a shorter game; a turn limit).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from majority_core.majority2 import Greedy, Majority2State, Planner
from majority_core.majority2.playout import fast_seat, from_state, playouts, reading, run
from majority_core.majority2.worlds import sample_world
from majority_core.policy import Policy, UniformRandom
from majority_core.search import _playout, fast_playouts
from tests.playout_checks import assert_first_decisions, assert_same_search, bots_prefix

CONFIGS: list[dict[str, Any]] = [
    {},
    {"promos": "all", "ghosts": True},
    {"ghosts": True, "ghost_cost": 1},
    {"promos": ["witches:senior", "demons:veteran"], "end_factions": 3},
    {"promos": "all", "turn_limit": 12},
]


def position(seed: int) -> tuple[Majority2State, random.Random]:
    """A game of mixed bots stopped after a random number of decisions (any phase, often in
    the middle of a card's ability)."""
    rng = random.Random(seed)
    state = Majority2State.new(seed=seed, **CONFIGS[seed % len(CONFIGS)])
    kinds = [Greedy, Planner, UniformRandom]
    seats = [rng.choice(kinds)() for _ in range(2)]
    return bots_prefix(state, seats, rng, rng.randrange(120)), rng  # type: ignore[return-value]


def fast_game(state: Majority2State, policy: Policy | None, stream: int) -> list[tuple[int, str]]:
    """The decisions the fast path makes from ``state`` (both seats playing ``policy``)."""
    record: list[tuple[int, str]] = []
    run(from_state(state), [fast_seat(policy)] * 2, random.Random(stream), record)
    return record


@pytest.mark.parametrize("chunk", range(3))
def test_positions_play_the_engines_games(chunk: int) -> None:
    """300 positions (100 per chunk) of games in every option set, half of them worlds the
    search would draw, each played out by one bot in both seats (Greedy, Planner, uniformly
    random, or Greedy that never draws nor exchanges): the fast path makes the engine's
    decisions in its order and ends with its returns and result rows (5-7, 5-8)."""
    bots: list[Policy | None] = [Greedy(), Planner(), None, Greedy(draws=False, exchanges=False)]
    kinds = set()
    for seed in range(chunk * 100, chunk * 100 + 100):
        state, rng = position(seed)
        if state.is_terminal():
            continue
        if rng.random() < 0.5:  # a world the search would draw
            seat = state.current_players()[0]
            state = sample_world(state, seat, rng, model=Greedy())
        task = state.tasks[-1] if state.tasks else None
        kinds.add(task[1] if task and task[0] == "ask" else state.phase)
        policy = bots[seed % len(bots)]
        stream = rng.getrandbits(64)
        done = len(state.history)
        engine = state.clone()
        _playout(engine, policy, random.Random(stream))
        assert fast_game(state, policy, stream) == engine.history[done:], seed
        returns, rows = playouts(state, policy)(random.Random(stream))  # type: ignore[misc]
        assert returns == engine.returns(), seed
        assert rows == engine.result_rows(), seed
    assert {"exchange", "draw", "free", "standard"} <= kinds, kinds


def test_the_sweep_reaches_the_cards_abilities() -> None:
    """The sweep above is not vacuous: its playouts form factions (5-5), reshuffle the discard
    pile (5-4), and decide the abilities' choices (discs, takes, colours, the Ghost...)."""
    seen: dict[str, int] = {}
    for seed in range(60):
        state, _rng = position(seed)
        if state.is_terminal():
            continue
        record = fast_game(state, [Greedy(), Planner(), None][seed % 3], seed)
        engine = state.clone()
        before = len(engine.events)
        _playout(engine, [Greedy(), Planner(), None][seed % 3], random.Random(seed))
        for e in engine.events[before:]:
            seen[e.kind] = seen.get(e.kind, 0) + 1
        for _p, a in record:
            word = a.partition(" ")[0]
            seen[f"action {word}"] = seen.get(f"action {word}", 0) + 1
    for kind in ("formed", "reshuffle", "action disc", "action take", "action form",
                 "action reserve", "action exchange", "action free"):  # fmt: skip
        assert seen.get(kind, 0) >= 3, (kind, seen)


@pytest.mark.parametrize("policy", [Greedy(), Planner(), None], ids=["greedy", "planner", "random"])
def test_a_seat_first_making_a_decision(policy: Policy | None) -> None:
    """``run(rng, seat, action)``: the seat makes that decision, then the rest as the engine
    after ``apply(seat, action)``: every legal action of 40 positions."""
    for seed in range(40):
        state, _rng = position(500 + seed)
        if not state.is_terminal():
            assert_first_decisions(state, state.current_players()[0], policy, seed)


def test_the_reading_is_the_views() -> None:
    """The bots' reading of the state is the one they make of the seat's view, card for card
    (hand and reserve in card order, discs on the cards), in 200 positions of every option set."""
    for seed in range(200):
        state, _rng = position(seed)
        for seat in (0, 1):
            a, b = reading(from_state(state), seat), Greedy.read(state.view(seat))
            assert (a.seat, a.columns, a.zones, a.hand, a.reserve, a.down) == (
                b.seat, b.columns, b.zones, b.hand, b.reserve, b.down
            ), seed  # fmt: skip


def test_the_search_is_the_same_on_both_paths() -> None:
    """The paired search and the tree search give the very same statistics either way."""
    for seed, depth, rollout in [(1, 1, "default"), (2, 1, "random"), (3, None, "default")]:
        state, _ = position(900 + seed)
        if not state.is_terminal():
            assert_same_search(state, seed, depth, rollout, iterations=12)


def test_the_copy_leaves_the_position_alone() -> None:
    """Playing out never changes the position it starts from (nor its chance)."""
    state, _ = position(7)
    before = (state.to_json(), state.rng.getstate(), len(state.events))
    quick = playouts(state, Greedy())
    assert quick is not None
    first = quick(random.Random(1))
    assert quick(random.Random(1)) == first
    assert (state.to_json(), state.rng.getstate(), len(state.events)) == before


def test_no_fast_playouts_where_they_would_differ() -> None:
    """A subclass of a bot, a subclass of the state or a finished game: the engine plays them."""

    class Mine(Greedy):
        pass

    class Other(Majority2State):
        pass

    state = Majority2State.new(seed=0)
    assert fast_playouts(state, Mine()) is None
    assert fast_playouts(Other.new(seed=0), Greedy()) is None
    over = bots_prefix(state.clone(), [Greedy(), Greedy()], random.Random(0), 10_000)
    assert over.is_terminal() and fast_playouts(over, Greedy()) is None
    for policy in (Greedy(), Planner(), Greedy(draws=False), None, UniformRandom()):
        assert fast_playouts(state, policy) is not None
