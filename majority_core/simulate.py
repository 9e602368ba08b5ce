"""Many games at once: tidy results for the lessons, on one core, every core or a Dask cluster.

``simulate`` plays N independent games with the given policies and returns a tidy pandas
DataFrame, one row per game x player. Game ``i`` uses seeds derived from ``(seed, i)`` only,
so a result never depends on the order the games are played in or on how the work is split:
``executor=`` spreads chunks of games over local processes, threads or a Dask cluster and the
frame is exactly the serial one. pandas, tqdm and dask are imported only when this runs.
"""

from __future__ import annotations

import importlib
import math
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor, Future
from typing import TYPE_CHECKING, Any

from .game import GameState, play
from .rng import derive_seed

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

#: Runs at least this long show a progress bar unless ``progress=False``.
PROGRESS_THRESHOLD = 200

#: With an executor, about this many chunks per worker: enough to balance the load and move the
#: progress bar, few enough that shipping the policies to the workers costs nothing.
CHUNKS_PER_WORKER = 8

#: A serial run plays this many games per call of :func:`play_chunk` (the fast form is looked
#: up once per chunk; the progress bar moves per chunk).
SERIAL_CHUNK = 50

#: One finished game as a worker sends it back: (game index, its seed, its result rows).
GameRows = tuple[int, int, list[dict[str, Any]]]

#: A fast form of a game with given bots: ``run(game_seed, play_seed)`` returns the result rows
#: of the very game ``play(State.new(n_players=n, seed=game_seed, **options), policies,
#: seed=play_seed)`` would play (``state.result_rows()``, equal value for value).
FastRun = Callable[[int, int], list[dict[str, Any]]]

#: The fast forms, by ``game_name``: ``"module:function"``, imported only when a simulation of
#: that game runs. The function is called as ``function(state_cls, policies, n_players,
#: options)`` and returns a :data:`FastRun`, or None when it cannot play these bots (or this
#: state class, or these options) exactly: ``simulate`` then plays through the full engine.
#: A game registers its own (:func:`register_fast_form`, from its package's ``__init__``:
#: this module names no game); its tests compare the two paths on many seeds.
FAST_FORMS: dict[str, str] = {}


def register_fast_form(game_name: str, path: str) -> None:
    """A game's fast form (``"module:function"``, see :data:`FAST_FORMS`), given by its package."""
    FAST_FORMS[game_name] = path


def fast_form(
    state_cls: type[GameState], policies: Sequence[Any], n_players: int, options: Mapping[str, Any]
) -> FastRun | None:
    """The fast form of ``state_cls`` for these policies and options, or None (see
    :data:`FAST_FORMS`): what ``simulate`` uses to play the same games sooner."""
    path = FAST_FORMS.get(getattr(state_cls, "game_name", ""))
    if path is None:
        return None
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)(
        state_cls, list(policies), n_players, dict(options)
    )


class SimulationError(RuntimeError):
    """A game of a simulation failed (or was lost with its worker): which game, which seed.

    ``game`` and ``seed`` replay it alone: ``State.new(n_players=..., seed=seed, **options)``
    then ``play(state, policies, seed=derive_seed(seed, "decisions"))``. The original error is
    chained as ``__cause__`` when it ran in this process, and its type and text are in the
    message when it ran elsewhere. Picklable, so it crosses process and Dask boundaries intact.
    """

    def __init__(self, message: str, game: int | None = None, seed: int | None = None) -> None:
        super().__init__(message)
        self.game = game
        self.seed = seed

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), self.game, self.seed))


def game_seeds(seed: int, n_games: int) -> list[int]:
    """The per-game seeds of a simulation (game ``i`` depends only on ``seed`` and ``i``)."""
    return [derive_seed(seed, "game", i) for i in range(n_games)]


def progress_bar(
    iterable: Sequence[Any], *, total: int, desc: str, enabled: bool | None
) -> Iterator[Any]:
    """Wrap ``iterable`` in a tqdm bar when the work is long (or when asked)."""
    if enabled is None:
        enabled = total >= PROGRESS_THRESHOLD
    if not enabled:
        return iter(iterable)
    from tqdm.auto import tqdm

    return iter(tqdm(iterable, total=total, desc=desc, leave=False))


def play_games(
    new_state: Callable[[int], GameState],
    policies: Sequence[Any],
    n_games: int,
    *,
    seed: int = 0,
    progress: bool | None = None,
    desc: str = "games",
) -> Iterator[tuple[int, GameState]]:
    """Yield ``(game_index, finished_state)`` for ``n_games`` games.

    ``new_state(game_seed)`` makes a fresh game; ``policies[p]`` plays seat ``p``.
    """
    seeds = game_seeds(seed, n_games)
    for i in progress_bar(range(n_games), total=n_games, desc=desc, enabled=progress):
        state = new_state(seeds[i])
        yield i, play(state, policies, seed=derive_seed(seeds[i], "decisions"))


def play_chunk(
    state_cls: type[GameState],
    policies: Sequence[Any],
    n_players: int,
    options: Mapping[str, Any],
    games: Sequence[tuple[int, int]],
    fast: bool = True,
) -> list[GameRows]:
    """Play the games ``(index, game seed)`` of one chunk; what a worker runs.

    A module-level function of picklable arguments (the state class travels by reference), so
    a process pool or a Dask worker can run it. With ``fast``, the game's fast form plays the
    chunk when it has one for these policies (:func:`fast_form`: the same games, sooner). A
    failing game raises :class:`SimulationError` naming its index and seed; no game of the
    chunk is skipped.
    """
    out: list[GameRows] = []
    run = fast_form(state_cls, policies, n_players, options) if fast and games else None
    for i, game_seed in games:
        try:
            if run is not None:
                rows = run(game_seed, derive_seed(game_seed, "decisions"))
                out.append((i, game_seed, rows))
                continue
            state = state_cls.new(n_players=n_players, seed=game_seed, **options)
            state = play(state, policies, seed=derive_seed(game_seed, "decisions"))
            rows = list(state.result_rows())  # type: ignore[attr-defined]
        except Exception as exc:
            raise SimulationError(
                f"game {i} (seed {game_seed}) of the simulation failed: "
                f"{type(exc).__name__}: {exc}",
                i,
                game_seed,
            ) from exc
        out.append((i, state.seed, rows))
    return out


def _is_dask_client(executor: Any) -> bool:
    """A ``dask.distributed.Client``, recognised without importing dask."""
    module = type(executor).__module__ or ""
    return module.split(".")[0] == "distributed" and hasattr(executor, "get_executor")


def _workers(executor: Any) -> int:
    """How many games the executor can play at once (a guess is fine: it sizes the chunks)."""
    if _is_dask_client(executor):
        return max(1, sum(executor.nthreads().values()))
    return int(getattr(executor, "_max_workers", 0) or os.cpu_count() or 1)


def _run_chunks(
    pool: Executor,
    chunk: Callable[..., list[Any]],
    args: tuple[Any, ...],
    chunks: list[list[tuple[Any, ...]]],
    bar: Any,
    **kwargs: Any,
) -> list[Any]:
    """Submit every chunk (``chunk(*args, games, **kwargs)``), collect them as they finish, and
    fail loudly on the first error."""
    from concurrent.futures import FIRST_COMPLETED, wait

    pending: dict[Future[list[Any]], list[tuple[Any, ...]]] = {
        pool.submit(chunk, *args, games, **kwargs): games for games in chunks
    }
    done_rows: list[Any] = []
    try:
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                games = pending.pop(future)
                try:
                    done_rows.extend(future.result())
                except SimulationError:
                    raise
                except Exception as exc:  # the worker died, was cancelled, lost the result...
                    first, last = games[0], games[-1]
                    raise SimulationError(
                        f"games {first[0]} to {last[0]} (seeds {first[1]} to {last[1]}) were "
                        f"lost with their worker: {type(exc).__name__}: {exc}",
                        first[0],
                        first[1],
                    ) from exc
                if bar is not None:
                    bar.update(len(games))
    finally:
        for future in pending:
            future.cancel()
    return done_rows


def simulate(
    state_cls: type[GameState],
    policies: Sequence[Any],
    n_games: int,
    *,
    seed: int = 0,
    n_players: int | None = None,
    progress: bool | None = None,
    executor: Any = None,
    chunk_size: int | None = None,
    fast: bool = True,
    **options: Any,
) -> pd.DataFrame:
    """Play ``n_games`` games of ``state_cls`` and return one row per game x player.

    The columns are ``game`` (index), ``seed`` (that game's seed), ``seat``, ``policy``, then
    the game's own result columns from ``state.result_rows()`` (for example coins, team, won).

    ``executor`` says where the games run; the frame is the same whichever is chosen:

    * ``None``: here, one game after the other;
    * ``"processes"``: a ``ProcessPoolExecutor`` on every local core (made and closed here);
    * any ``concurrent.futures.Executor`` (threads, processes, ...), left open for the caller;
    * a ``dask.distributed.Client``: the cluster it is connected to (a ``LocalCluster`` or a
      scheduler such as ``Client("tcp://scheduler:8786")``); its workers must be able to
      import ``majority_core``.

    Games travel in chunks of ``chunk_size`` (default: about eight chunks per worker); the
    progress bar counts finished games. A failing game raises :class:`SimulationError` naming
    the game index and its seed; no game is ever dropped.

    When every policy has a fast form in the game's fast path (:data:`FAST_FORMS`), the games
    are played there: the same games and the same frame, many times sooner. ``fast=False``
    plays them through the full engine (what the tests compare against).
    """
    import pandas as pd

    n = n_players if n_players is not None else len(policies)
    if len(policies) != n:
        raise ValueError(f"{n} players need {n} policies, got {len(policies)}")
    if chunk_size is not None and chunk_size < 1:
        raise ValueError(f"chunk_size must be at least 1, got {chunk_size}")
    games = list(enumerate(game_seeds(seed, n_games)))
    enabled = n_games >= PROGRESS_THRESHOLD if progress is None else progress
    bar = None
    if enabled:
        from tqdm.auto import tqdm

        bar = tqdm(total=n_games, desc=state_cls.game_name, leave=False)
    try:
        played = _play(
            state_cls, list(policies), n, options, games, executor, chunk_size, bar, fast
        )
    finally:
        if bar is not None:
            bar.close()
    played.sort(key=lambda g: g[0])
    if [g[0] for g in played] != list(range(n_games)):  # never silently short
        missing = sorted(set(range(n_games)) - {g[0] for g in played})
        raise SimulationError(f"games {missing[:10]} are missing from the results")
    names = [str(p) for p in policies]
    rows = [
        {"game": i, "seed": game_seed, "seat": seat, "policy": names[seat], **row}
        for i, game_seed, result in played
        for seat, row in enumerate(result)
    ]
    return pd.DataFrame(rows)


def open_pool(executor: Any) -> tuple[Executor, Executor | None, int]:
    """Where work runs for an ``executor`` argument that is not None (see :func:`simulate`):
    the pool to submit to, the pool made here that the caller must shut down (``"processes"``)
    or None, and how many tasks it runs at once. Shared by :func:`simulate` and the game
    review (:mod:`majority_core.review`), so both take the same executors."""
    if isinstance(executor, str):
        if executor != "processes":
            raise ValueError(
                f'executor must be None, "processes", an Executor or a Dask Client, got {executor!r}'
            )
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(max_workers=os.cpu_count() or 1)
        return pool, pool, _workers(pool)
    if _is_dask_client(executor):
        return executor.get_executor(pure=False), None, _workers(executor)
    if isinstance(executor, Executor):
        return executor, None, _workers(executor)
    raise TypeError(
        'executor must be None, "processes", a concurrent.futures.Executor or a '
        f"dask.distributed.Client, got {type(executor).__name__}"
    )


def _play(
    state_cls: type[GameState],
    policies: list[Any],
    n: int,
    options: dict[str, Any],
    games: list[tuple[int, int]],
    executor: Any,
    chunk_size: int | None,
    bar: Any,
    fast: bool = True,
) -> list[GameRows]:
    """The games' rows, played where ``executor`` says (see :func:`simulate`)."""
    args = (state_cls, policies, n, options)
    serial = SERIAL_CHUNK if fast else 1
    return map_chunks(
        play_chunk, args, games, executor, chunk_size, bar, serial_chunk=serial, fast=fast
    )


def map_chunks(
    chunk: Callable[..., list[Any]],
    args: tuple[Any, ...],
    items: Sequence[tuple[Any, ...]],
    executor: Any = None,
    chunk_size: int | None = None,
    bar: Any = None,
    *,
    serial_chunk: int = 1,
    **kwargs: Any,
) -> list[Any]:
    """``chunk(*args, part, **kwargs)`` over ``items`` cut in parts, run where ``executor``
    says (as in :func:`simulate`: None here, ``"processes"`` on every local core, an
    ``Executor`` or a Dask ``Client``), the lists returned joined in the order they finish.

    What :func:`simulate` plays its games with, open to other studies (the search's strength
    table) so that they too run on every core. Each item starts with its index and its seed,
    ``(index, seed, ...)``, which a lost worker's error names; ``chunk`` must be a
    module-level function of picklable arguments. ``bar`` (tqdm-like) moves by items done."""
    items = list(items)
    if executor is None:
        done: list[Any] = []
        step = chunk_size or serial_chunk
        for k in range(0, len(items), step):
            part = items[k : k + step]
            done.extend(chunk(*args, part, **kwargs))
            if bar is not None:
                bar.update(len(part))
        return done
    pool, owned, workers = open_pool(executor)
    size = chunk_size or max(1, math.ceil(len(items) / (CHUNKS_PER_WORKER * workers)))
    chunks = [items[k : k + size] for k in range(0, len(items), size)]
    try:
        return _run_chunks(pool, chunk, args, chunks, bar, **kwargs)
    finally:
        if owned is not None:
            owned.shutdown(wait=True, cancel_futures=True)
