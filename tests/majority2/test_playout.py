"""The search's fast playouts of Majority 2 play the engine's games, decision by decision.

:mod:`majority_core.majority2.playout` reads any position of the engine (any phase of a turn
(Majority 2 5-2 to 5-7), a pending decision of a card's ability (6-2, 6-3, 6-4); a real game
or a world drawn by ``worlds.sample_world``, whose chance is a tape) into the plain lists of
:mod:`majority_core.majority2.fast` and plays it out with the Greedy or Planner bot, or at
random, as ``search._playout`` does on the engine through views: the same decisions in the
same order, the same reshuffles of the discard pile (5-4), the same end (5-7) and the same
result rows (5-8), in every option set (promo cards, 6-3; the Ghosts, 6-4; both, as the
sweeps play them; a Ghost's cost; a shorter game; a turn limit).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import majority_core.search as search_module
from majority_core.game import play
from majority_core.majority2 import Greedy, Majority2State, Planner
from majority_core.majority2.fast import run
from majority_core.majority2.playout import fast_seat, from_state, playouts, reading
from majority_core.majority2.worlds import sample_world
from majority_core.policy import Policy, UniformRandom
from majority_core.search import SearchBot, _playout, fast_playouts
from tests.playout_checks import (
    assert_first_decisions,
    assert_plays_the_engines_game,
    assert_same_search,
    bots_prefix,
)

CONFIGS: list[dict[str, Any]] = [
    {},
    {"promos": "all", "ghosts": True},
    {"promos": "all"},
    {"ghosts": True},
    {"ghosts": True, "ghost_cost": 1},
    {"promos": ["witches:senior", "demons:veteran"], "end_factions": 3},
    {"promos": "all", "turn_limit": 12},
]


#: The positions played so far, by seed: a copy of each and its generator's state after it.
_POSITIONS: dict[int, tuple[Majority2State, Any]] = {}


def position(seed: int) -> tuple[Majority2State, random.Random]:
    """A game of mixed bots stopped after a random number of decisions (any phase, often in
    the middle of a card's ability).

    Played once per seed: several tests start from the same seeds (the sweep's 0-299 are
    also the reading's and the coverage test's), and the bots' decisions cost ten times the
    copy each later call gets (with a generator in the same state as the first call's)."""
    if seed in _POSITIONS:
        state, rng_state = _POSITIONS[seed]
        rng = random.Random()
        rng.setstate(rng_state)
        return state.clone(), rng
    rng = random.Random(seed)
    state = Majority2State.new(seed=seed, **CONFIGS[seed % len(CONFIGS)])
    kinds = [Greedy, Planner, UniformRandom]
    seats = [rng.choice(kinds)() for _ in range(2)]
    bots_prefix(state, seats, rng, rng.randrange(120))  # type: ignore[arg-type]
    _POSITIONS[seed] = (state.clone(), rng.getstate())
    return state, rng


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
        assert_plays_the_engines_game(state, policy, rng.getrandbits(64), seed, fast_game)
    assert {"exchange", "draw", "free", "standard", "form", "reserve"} <= kinds, kinds


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    options=st.sampled_from(CONFIGS),
    steps=st.integers(0, 160),
    bot=st.sampled_from(["greedy", "planner", "random", "lazy"]),
    world=st.booleans(),
    stream=st.integers(0, 2**64 - 1),
)
def test_any_position_plays_the_engines_game(
    seed: int, options: dict[str, Any], steps: int, bot: str, world: bool, stream: int
) -> None:
    """Any seed, option set, prefix of mixed bots and generator, from the real game or from a
    world the search would draw: the fast path plays the engine's game (5-2 to 5-8, 6-1 to
    6-4)."""
    rng = random.Random(seed)
    state = Majority2State.new(seed=seed, **options)
    seats = [rng.choice([Greedy, Planner, UniformRandom])() for _ in range(2)]
    bots_prefix(state, seats, rng, steps)  # type: ignore[arg-type]
    if state.is_terminal():
        return
    if world:
        state = sample_world(state, state.current_players()[0], rng, model=Greedy())
    policy = {"greedy": Greedy(), "planner": Planner(), "random": None,
              "lazy": Greedy(draws=False, exchanges=False)}[bot]  # fmt: skip
    assert_plays_the_engines_game(state, policy, stream, seed, fast_game)


@pytest.mark.parametrize("options", [{}, {"promos": "all", "ghosts": True}], ids=["base", "promos-ghosts"])
def test_the_search_bot_plays_the_same_games(options: dict[str, Any], monkeypatch: Any) -> None:
    """Whole games of the search bot (in both seats, its playouts with Greedy and Planner)
    are the same decision for decision with its playouts on the fast path and on the engine:
    the fast path changes how soon the search decides, never what (5-7: games of 3 factions
    or 8 turns)."""
    games = []
    for fast in (True, False):
        if not fast:
            monkeypatch.setattr(search_module, "fast_playouts", lambda world, policy: None)
        state = Majority2State.new(seed=11, end_factions=3, turn_limit=8, **options)
        bots = [SearchBot(iterations=6, rollout=Greedy()).sit(state),
                SearchBot(iterations=6, rollout=Planner()).sit(state)]  # fmt: skip
        play(state, bots, seed=3)
        games.append((state.history, state.result_rows()))
    assert games[0] == games[1]
    assert len(games[0][0]) > 20


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
