"""Checks every game's fast playouts from a position share (``<game>/playout.py``, the search's
:data:`~majority_core.search.PLAYOUTS`): the games played out from a position, a seat first
making each of its legal decisions, and the search's statistics, must be the engine's
(``search._playout``, ``fast=False``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from majority_core.game import GameState
from majority_core.policy import Policy
from majority_core.search import _playout, fast_playouts, search


def _same(seat: int, action: str) -> tuple[int, str]:
    return (seat, action)


def assert_plays_the_engines_game(
    state: GameState,
    policy: Policy | None,
    stream: int,
    seed: int,
    fast_game: Callable[[Any, Policy | None, int], list[Any]],
    key: Callable[[int, str], Any] = _same,
) -> GameState:
    """The fast path from ``state`` plays the engine's game: the decisions of
    ``fast_game(state, policy, stream)`` are those ``search._playout`` makes on a clone of
    ``state`` with the generator ``random.Random(stream)`` (the engine's history from here, each
    ``(seat, action)`` read by ``key``), in its order; and the search's fast playouts of
    ``state`` (:func:`~majority_core.search.fast_playouts`, from the same generator) end with
    the engine's returns and result rows. Returns the engine's game."""
    done = len(state.history)
    engine = state.clone()
    _playout(engine, policy, random.Random(stream))
    expected = [key(s, a) for s, a in engine.history[done:]]
    assert fast_game(state, policy, stream) == expected, seed
    quick = fast_playouts(state, policy)
    assert quick is not None, seed
    returns, rows = quick(random.Random(stream))
    assert list(returns) == engine.returns(), seed
    assert rows == engine.result_rows(), seed
    return engine


def assert_first_decisions(state: GameState, seat: int, policy: Policy | None, seed: int) -> None:
    """For every legal decision of ``seat`` now: the fast playout with ``seat`` first making
    it ends as the engine does after ``apply(seat, decision)`` and ``search._playout``."""
    quick = fast_playouts(state, policy)
    assert quick is not None
    rng = random.Random(seed)
    for action in state.legal_actions(seat):
        stream = rng.getrandbits(64)
        w = state.clone()
        w.apply(seat, action)
        _playout(w, policy, random.Random(stream))
        returns, rows = quick(random.Random(stream), seat, str(action))
        assert list(returns) == w.returns(), (seed, action)
        assert rows == w.result_rows(), (seed, action)


def assert_same_search(
    state: GameState, seed: int, depth: int | None, rollout: str, iterations: int = 40
) -> None:
    """The search from ``state`` (its first waiting seat) gives the very same statistics with
    the fast playouts and with the engine's, playout by playout."""
    seat = state.current_players()[0]
    found = [
        search(state, seat, iterations=iterations, seed=seed, depth=depth, rollout=rollout,
               fast=f)
        for f in (True, False)
    ]  # fmt: skip
    for a in found[0]:
        assert found[0][a].results == found[1][a].results, (seed, a)
        assert found[0][a].scores == found[1][a].scores, (seed, a)


def bots_prefix(
    state: GameState, seats: list[Policy], rng: random.Random, steps: int
) -> GameState:
    """``state`` after up to ``steps`` single decisions, each of a waiting seat drawn by
    ``rng`` as its bot plays from its view (so often in the middle of a simultaneous step)."""
    for _ in range(steps):
        waiting = state.current_players()
        if not waiting:
            break
        p = rng.choice(waiting)
        state.apply(p, seats[p].act(state.view(p), state.legal_actions(p), rng))
    return state
