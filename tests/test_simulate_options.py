"""simulate(..., **options) plays the optioned game wherever it runs.

The executor tests in ``test_simulate_parallel.py`` pass no options, so a path that dropped
them would still give the (default) serial frame. Here every executor runs a game of each
kind with options away from their defaults, and the frame is judged three ways: it equals the
rows of the games played one by one through ``play`` (not through ``simulate``), it equals the
serial frame, and it differs from the frame of the same seeds without the options (so the
options did reach the games). Bots with a fast form are used where a game has one, so the
fast path's handling of options is judged too.
"""

from __future__ import annotations

import functools
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pandas as pd
import pandas.testing as pdt
import pytest

from majority_core.game import play
from majority_core.grard import GrardState
from majority_core.grard.policies import Focal
from majority_core.majority2 import Majority2State
from majority_core.majority2.policies import Greedy as Greedy2
from majority_core.policy import UniformRandom
from majority_core.rng import derive_seed
from majority_core.simulate import game_seeds, simulate
from majority_core.sultane import SultaneState
from majority_core.sultane.policies import RuleBased
from majority_core.the_majority import Greedy, TheMajorityState
from majority_core.witch import WitchState

SEED, N_GAMES = 0, 4

#: (id, state class, bots, options away from the defaults)
CASES: list[tuple[str, type, list[Any], dict[str, Any]]] = [
    ("the_majority", TheMajorityState, [Greedy()] * 4, {"first_edition": True, "spy_holder": 2}),
    ("sultane", SultaneState, [RuleBased()] * 6, {"original_veto": True,
                                                  "deck": "IIIIIIPPPPPPPPPPP"}),
    ("grard", GrardState, [Focal()] * 5, {"target": 6, "least_logical": True}),
    ("majority2", Majority2State, [Greedy2()] * 2, {"end_factions": 3, "promos": "all"}),
    ("witch", WitchState, [UniformRandom()] * 4, {"standard": False, "first_player": 3}),
]


def _played_one_by_one(state_cls: type, bots: list[Any], options: dict[str, Any]) -> pd.DataFrame:
    """The frame built here from ``play`` on each game seed: what simulate must return."""
    rows = []
    for i, game_seed in enumerate(game_seeds(SEED, N_GAMES)):
        state = state_cls.new(n_players=len(bots), seed=game_seed, **options)
        state = play(state, bots, seed=derive_seed(game_seed, "decisions"))
        for seat, row in enumerate(state.result_rows()):
            rows.append({"game": i, "seed": game_seed, "seat": seat, "policy": str(bots[seat]),
                         **row})
    return pd.DataFrame(rows)


def _run(executor: Any, state_cls: type, bots: list[Any], options: dict[str, Any]) -> Any:
    return simulate(state_cls, bots, N_GAMES, seed=SEED, progress=False, executor=executor,
                    chunk_size=1 if executor is not None else None, **options)


@functools.cache
def _reference(name: str) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(the games played one by one with the options, the serial frame without them)."""
    _name, state_cls, bots, options = next(c for c in CASES if c[0] == name)
    expected = _played_one_by_one(state_cls, bots, options)
    default = _run(None, state_cls, bots, {})
    assert not expected.equals(default), f"{name}: the options change none of these games"
    return expected, default


def _check(run: Any) -> None:
    for name, state_cls, bots, options in CASES:
        expected, default = _reference(name)
        got = run(state_cls, bots, options)
        pdt.assert_frame_equal(got, expected, obj=name)
        assert not got.equals(default)


def test_serial_plays_the_optioned_games() -> None:
    _check(lambda *a: _run(None, *a))


def test_a_thread_pool_plays_the_optioned_games() -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        _check(lambda *a: _run(pool, *a))


def test_processes_play_the_optioned_games() -> None:
    _check(lambda *a: _run("processes", *a))


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_a_dask_local_cluster_plays_the_optioned_games() -> None:
    from distributed import Client, LocalCluster

    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        _check(lambda *a: _run(client, *a))
