"""simulate(..., executor=...): every core, threads or a Dask cluster give the serial frame.

Game ``i`` depends only on ``(seed, i)``, so however the games are split into chunks and
wherever they run, the DataFrame must be exactly the serial one; a game that fails is named
with its index and seed, and no game is ever dropped.
"""

from __future__ import annotations

import pickle
import random
import subprocess
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pandas.testing as pdt
import pytest

from majority_core.grard import GrardState
from majority_core.majority2 import Majority2State
from majority_core.policy import Policy, UniformRandom
from majority_core.rng import derive_seed, make_rng
from majority_core.simulate import SimulationError, game_seeds, simulate
from majority_core.sultane import SultaneState
from majority_core.the_majority import Greedy, RunnerUp, TheMajorityState
from majority_core.witch import WitchState
from tests.progress_bars import record_bars

RANDOM4 = [UniformRandom()] * 4


class FailsOnGame(Policy):
    """Plays at random, but raises on its first decision of one chosen game.

    It recognises that game by the generator ``play`` hands seat 0 (derived from the game's
    seed only), so it works the same in this process, in a worker process or on Dask.
    """

    name = "fails-on-one-game"
    game = "any"

    def __init__(self, bad_game_seed: int) -> None:
        self.bad_state = make_rng(derive_seed(bad_game_seed, "decisions"), "policy", 0).getstate()

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if rng.getstate() == self.bad_state:
            raise ZeroDivisionError("this bot breaks on purpose")
        return legal[rng.randrange(len(legal))]


def serial(state_cls: type, policies: list[Any], n_games: int, **kw: Any) -> Any:
    return simulate(state_cls, policies, n_games, seed=11, progress=False, **kw)


def test_processes_give_the_serial_frame() -> None:
    """'processes' (a pool on every local core), several chunks: the same rows, same dtypes."""
    pols = [Greedy(), RunnerUp(), Greedy(), RunnerUp()]
    expected = serial(TheMajorityState, pols, 12)
    got = serial(TheMajorityState, pols, 12, executor="processes", chunk_size=5)
    pdt.assert_frame_equal(got, expected)
    assert list(got["game"].unique()) == list(range(12))
    assert list(got["seed"].unique()) == game_seeds(11, 12)


@pytest.mark.parametrize(
    ("state_cls", "n_players", "options"),
    [
        (TheMajorityState, 4, {}),
        (SultaneState, 6, {}),
        (GrardState, 5, {}),
        (Majority2State, 2, {}),
        (WitchState, 4, {}),
    ],
    ids=["the_majority", "sultane", "grard", "majority2", "witch"],
)
def test_threads_give_the_serial_frame_for_every_game(
    state_cls: type, n_players: int, options: dict[str, Any]
) -> None:
    """Any concurrent.futures.Executor works (threads here), for each of the five games."""
    pols = [UniformRandom()] * n_players
    expected = serial(state_cls, pols, 6, **options)
    with ThreadPoolExecutor(max_workers=2) as pool:
        got = serial(state_cls, pols, 6, executor=pool, chunk_size=2, **options)
    pdt.assert_frame_equal(got, expected)
    assert len(got) == 6 * n_players


def test_dask_local_cluster_gives_the_serial_frame() -> None:
    """A Dask LocalCluster with 2 workers and a Client: the serial frame, and a failing game
    named with its index and seed. In-process workers (``processes=False``) start in about a
    second; worker processes work too (benchmarks/bench_parallel.py uses them) but take
    several seconds to start on this machine."""
    from distributed import Client, LocalCluster
    from distributed.protocol.pickle import dumps, loads

    expected = serial(TheMajorityState, RANDOM4, 16)
    bad_seed = game_seeds(11, 10)[7]
    failing: list[Any] = [FailsOnGame(bad_seed)] + RANDOM4[:3]
    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        got = serial(TheMajorityState, RANDOM4, 16, executor=client)
        got_small_chunks = serial(TheMajorityState, RANDOM4, 16, executor=client, chunk_size=3)
        with pytest.raises(SimulationError) as err:
            serial(TheMajorityState, failing, 10, executor=client, chunk_size=3)
    pdt.assert_frame_equal(got, expected)
    pdt.assert_frame_equal(got_small_chunks, expected)
    assert (err.value.game, err.value.seed) == (7, bad_seed)
    # what Dask sends to worker processes and back survives its own pickling
    assert loads(dumps(failing))[0].bad_state == failing[0].bad_state
    back = loads(dumps(err.value))
    assert (str(back), back.game, back.seed) == (str(err.value), 7, bad_seed)


@pytest.mark.parametrize("where", ["serial", "threads", "processes"])
def test_a_failing_game_is_named_with_its_index_and_seed(where: str) -> None:
    """Game 7's bot raises: the error says game 7 and its seed, wherever it ran."""
    bad_seed = game_seeds(11, 10)[7]
    pols: list[Any] = [FailsOnGame(bad_seed)] + [UniformRandom()] * 3
    if where == "threads":
        with ThreadPoolExecutor(max_workers=2) as pool, pytest.raises(SimulationError) as err:
            serial(TheMajorityState, pols, 10, executor=pool, chunk_size=3)
    else:
        executor = "processes" if where == "processes" else None
        with pytest.raises(SimulationError) as err:
            serial(TheMajorityState, pols, 10, executor=executor, chunk_size=3)
    assert err.value.game == 7
    assert err.value.seed == bad_seed
    assert f"game 7 (seed {bad_seed})" in str(err.value)
    assert "ZeroDivisionError: this bot breaks on purpose" in str(err.value)
    if where != "processes":
        assert isinstance(err.value.__cause__, ZeroDivisionError)


def test_the_other_games_of_a_failing_bot_are_played_normally() -> None:
    """The failing bot is an ordinary random bot elsewhere: 7 games without game 7 run fine."""
    bad_seed = game_seeds(11, 10)[7]
    pols: list[Any] = [FailsOnGame(bad_seed)] + [UniformRandom()] * 3
    df = serial(TheMajorityState, pols, 7, executor="processes", chunk_size=2)
    assert sorted(df["game"].unique()) == list(range(7))


def test_simulation_error_survives_pickling() -> None:
    """The error crosses process and Dask boundaries with its game and seed."""
    err = pickle.loads(pickle.dumps(SimulationError("game 3 (seed 9) failed", 3, 9)))
    assert (str(err), err.game, err.seed) == ("game 3 (seed 9) failed", 3, 9)


def test_progress_bar_counts_finished_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bar's total is the number of games and it advances by each finished chunk."""
    bars = record_bars(monkeypatch)
    with ThreadPoolExecutor(max_workers=2) as pool:
        simulate(TheMajorityState, RANDOM4, 10, progress=True, executor=pool, chunk_size=4)
    (bar,) = bars
    assert (bar.total, bar.desc, bar.closed) == (10, "the_majority", True)
    assert sorted(bar.steps) == [2, 4, 4]


def test_unknown_executors_are_refused() -> None:
    with pytest.raises(ValueError, match="processes"):
        simulate(TheMajorityState, RANDOM4, 2, executor="threads")
    with pytest.raises(TypeError, match="Executor"):
        simulate(TheMajorityState, RANDOM4, 2, executor=4)
    with pytest.raises(ValueError, match="chunk_size"):
        simulate(TheMajorityState, RANDOM4, 2, executor="processes", chunk_size=0)


def test_every_shipped_bot_pickles() -> None:
    """Workers receive the bots by pickling: every game's bots survive a round trip."""
    from majority_core.grard.policies import POLICIES as GRARD
    from majority_core.majority2.policies import POLICIES as MAJORITY2
    from majority_core.sultane.policies import POLICIES as SULTANE
    from majority_core.the_majority.policies import POLICIES as THE_MAJORITY
    from majority_core.witch import Heuristic, Investigator, ModelPlayer, Random

    witch = {"random": Random, "heuristic": Heuristic, "investigator": Investigator}
    witch["model"] = ModelPlayer
    for bots in (THE_MAJORITY, SULTANE, GRARD, MAJORITY2, witch):
        for name, cls in bots.items():
            bot = cls()
            copy = pickle.loads(pickle.dumps(bot))
            assert type(copy) is cls and str(copy) == str(bot), name


@pytest.mark.parametrize(
    ("state_cls", "n_players"),
    [(TheMajorityState, 4), (SultaneState, 6), (GrardState, 5), (Majority2State, 2), (WitchState, 4)],
    ids=["the_majority", "sultane", "grard", "majority2", "witch"],
)
def test_state_classes_and_games_pickle(state_cls: type, n_players: int) -> None:
    """The state class travels to workers by reference; a game in play pickles whole too."""
    assert pickle.loads(pickle.dumps(state_cls)) is state_cls
    state = state_cls.new(n_players=n_players, seed=3)
    for _ in range(5):
        if state.is_terminal():
            break
        seat = state.current_players()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    copy = pickle.loads(pickle.dumps(state))
    assert copy.to_json() == state.to_json()
    assert copy.current_players() == state.current_players()


def test_importing_the_package_loads_no_dask_pandas_or_tqdm() -> None:
    """The executor machinery is imported lazily: `import majority_core.simulate` stays light."""
    code = (
        "import sys, majority_core, majority_core.simulate;"
        "heavy = [m for m in ('dask', 'distributed', 'pandas', 'tqdm') if m in sys.modules];"
        "print(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_each_games_own_simulate_passes_the_executor_through() -> None:
    """The Majority's simulate, Majority 2's simulate and Grard's simulate_games take executor=."""
    from majority_core.grard.analysis import simulate_games
    from majority_core.grard.policies import POLICIES as GRARD
    from majority_core.majority2 import simulate as majority2_simulate
    from majority_core.the_majority import simulate as majority_simulate

    grard_bots = [next(iter(GRARD.values()))()] * 5
    runs = [
        lambda **kw: majority_simulate(["greedy", "random"] * 2, 4, seed=2, **kw),
        lambda **kw: majority2_simulate(n_games=3, seed=2, **kw),
        lambda **kw: simulate_games(grard_bots, 3, seed=2, **kw),
    ]
    with ThreadPoolExecutor(max_workers=2) as pool:
        for run in runs:
            pdt.assert_frame_equal(run(executor=pool), run())
