"""The search's fast playouts of Witch of the Academy play the engine's games, decision by decision.

:mod:`majority_core.witch.playout` reads any position of the engine (a day turn, a data card's
rumours to turn face down, a night half written; a real game or a world drawn by
``worlds.sample_world`` from the Bayesian beliefs, whose chance is a tape) and plays it out with
the heuristic bot (any caution) or at random, as ``search._playout`` does on the engine: the
same takes, data cards, hides and sheet rows in the same order, the same refills and stuck
days (Witch 3 "Phase de Jour"), disks from the supply, from a rival or a token instead (Witch 3
Exception 2), the day-2 deck (Witch 5), the nights' points, reveal, suspicion, parked tokens,
borrowing and execution (Witch 3 "Phase de Nuit", Witch 5), and the same result rows.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from majority_core.policy import Policy, UniformRandom
from majority_core.search import _playout, fast_playouts
from majority_core.witch import Heuristic, Investigator, Random, WitchState
from majority_core.witch.components import COLOURS, DISK_COLOURS
from majority_core.witch.kernel import information_points, information_totals
from majority_core.witch.playout import fast_seat, from_state, run
from majority_core.witch.worlds import sample_world
from tests.playout_checks import (
    assert_first_decisions,
    assert_plays_the_engines_game,
    assert_same_search,
    bots_prefix,
)

CONFIGS: list[dict[str, Any]] = [
    {"n_players": 4, "standard": False},
    {"n_players": 5, "standard": False},
    {"n_players": 3},
    {"n_players": 4},
    {"n_players": 5},
    {"n_players": 4, "first_player": 2},
    {"n_players": 3, "first_player": 1, "colours": ["B", "R", "Y"]},
    {"n_players": 4, "standard": False, "deck": "RPBYK" * 14 + "DDDD"},
]


def position(seed: int) -> tuple[WitchState, random.Random]:
    """A game of mixed bots stopped after a random number of single decisions (any phase)."""
    rng = random.Random(seed)
    state = WitchState.new(seed=seed, **CONFIGS[seed % len(CONFIGS)])
    kinds = [Heuristic, Random, lambda: Heuristic(0.0)]
    seats = [rng.choice(kinds)() for _ in range(state.n_players)]
    return bots_prefix(state, seats, rng, rng.randrange(130)), rng


def fast_game(state: WitchState, policy: Policy | None, stream: int) -> list[tuple[int, str]]:
    """The decisions the fast path makes from ``state`` (each seat playing ``policy``)."""
    record: list[tuple[int, str]] = []
    run(from_state(state), [fast_seat(policy)] * state.n_players, random.Random(stream), record)
    return record


@pytest.mark.parametrize("chunk", range(3))
def test_positions_play_the_engines_games(chunk: int) -> None:
    """300 positions (100 per chunk) of random games in every configuration (discovery and
    standard, 3-5 players, first player, dealt colours, a stacked deck), half of them worlds the
    search would draw, each played out by one bot in every seat (the heuristic with caution 1,
    0 or 0.5, or uniformly random): the fast path makes the engine's decisions in its order
    and ends with its returns and result rows (points, borrowing, parts, guesses, execution)."""
    bots: list[Policy | None] = [Heuristic(), None, Heuristic(0.0), Heuristic(0.5)]
    phases = set()
    for seed in range(chunk * 100, chunk * 100 + 100):
        state, rng = position(seed)
        if state.is_terminal():
            continue
        if rng.random() < 0.5:  # a world the search would draw
            seat = rng.choice(state.current_players())
            state = sample_world(state, seat, rng, model=Heuristic())
        phases.add((state.phase, state.day))
        policy = bots[seed % len(bots)]
        assert_plays_the_engines_game(state, policy, rng.getrandbits(64), seed, fast_game)
    assert {("turn", 1), ("turn", 2), ("hide", 1), ("guess", 1)} <= phases, phases


def test_the_positions_reach_every_rule() -> None:
    """The sweep above is not vacuous: its playouts take disks from rivals and tokens instead,
    hide rumours, get stuck, borrow, reach the +5 and execute."""
    kinds: dict[str, int] = {}
    for seed in range(100):
        state, rng = position(seed)
        if state.is_terminal():
            continue
        engine = state.clone()
        before = len(engine.events)
        _playout(engine, [Heuristic(), None][seed % 2], random.Random(seed))
        for e in engine.events[before:]:
            key = e.kind
            if e.kind == "take" and e.data["source"] != "supply":
                key = "token" if e.data["source"] == "token" else "from a rival"
            if e.kind == "execution" and e.data["seat"] is not None:
                key = "executed"
            kinds[key] = kinds.get(key, 0) + 1
    for kind in ("from a rival", "token", "hide", "borrow", "executed", "parked-paid", "new-deck"):
        assert kinds.get(kind, 0) >= 3, (kind, kinds)
    day_ends = kinds.get("day-end", 0)
    assert day_ends >= 50


@pytest.mark.parametrize("policy", [Heuristic(), None], ids=["heuristic", "random"])
def test_a_seat_first_making_a_decision(policy: Policy | None) -> None:
    """``run(rng, seat, action)``: the seat makes that decision, then the rest as the engine
    after ``apply(seat, action)``: every legal action of 60 positions (a night: a sample of
    the sheet rows, which number up to 256)."""
    for seed in range(60):
        state, rng = position(700 + seed)
        if state.is_terminal():
            continue
        seat = rng.choice(state.current_players())
        if state.phase == "guess":
            legal = state.legal_actions(seat)
            few = rng.sample(legal, min(6, len(legal)))
            quick = fast_playouts(state, policy)
            assert quick is not None
            for action in few:
                stream = rng.getrandbits(64)
                w = state.clone()
                w.apply(seat, action)
                _playout(w, policy, random.Random(stream))
                assert quick(random.Random(stream), seat, action) == (w.returns(), w.result_rows())
        else:
            assert_first_decisions(state, seat, policy, seed)


def test_the_search_is_the_same_on_both_paths() -> None:
    """The paired search and the tree search give the very same statistics either way."""
    for seed, depth, rollout in [(1, 1, "default"), (2, 1, "random"), (3, None, "default"),
                                 (5, 1, "default")]:  # fmt: skip
        state, _ = position(900 + seed)
        if not state.is_terminal():
            assert_same_search(state, seed, depth, rollout, iterations=30)


def test_information_totals_are_the_kernels_points() -> None:
    """The night's disk points without words (the fast path's) are
    :func:`~majority_core.witch.kernel.information_points`' (Witch 3 "Phase de Nuit" (2)) on
    2000 random tables of 3-5 seats, ties and empty colours included."""
    rng = random.Random(5)
    for _ in range(2000):
        n = rng.randrange(3, 6)
        disks = [[0] + [rng.choice((0, 0, 1, 2, 3)) for _ in DISK_COLOURS] for _ in range(n)]
        named = {p: {c: disks[p][COLOURS.index(c)] for c in DISK_COLOURS} for p in range(n)}
        expected = information_points(named).points
        assert information_totals(disks) == [expected[p] for p in range(n)], disks


def test_no_fast_playouts_where_they_would_differ() -> None:
    """A subclass of a bot, the investigator (its posterior), a subclass of the state or a
    finished game: the engine plays them."""

    class Mine(Heuristic):
        pass

    class Other(WitchState):
        pass

    state = WitchState.new(n_players=4, seed=0)
    assert fast_playouts(state, Mine()) is None
    assert fast_playouts(state, Investigator()) is None
    assert fast_playouts(Other.new(n_players=4, seed=0), Heuristic()) is None
    over = bots_prefix(state.clone(), [Heuristic()] * 4, random.Random(0), 10_000)
    assert over.is_terminal() and fast_playouts(over, Heuristic()) is None
    for policy in (Heuristic(), Heuristic(0.3), None, UniformRandom(), Random()):
        assert fast_playouts(state, policy) is not None
