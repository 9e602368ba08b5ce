"""How much faster is a tournament on every core, or on a Dask cluster? The Majority, 2,000 games.

    .venv/bin/python benchmarks/bench_parallel.py                     # Greedy vs RunnerUp, ~3 min
    .venv/bin/python benchmarks/bench_parallel.py --bots random       # random bots, faster
    .venv/bin/python benchmarks/bench_parallel.py --games 200         # a smoke run

The same tournament (``majority_core.simulate.simulate``, 4 players, seats 0 and 2 against
seats 1 and 3, one seed) is played three ways:

(a) serial (``executor=None``), in this process;
(b) ``executor="processes"``: a ProcessPoolExecutor on every local core, its start included;
(c) a Dask ``LocalCluster`` of ``--workers`` worker processes (one thread each) through a
    ``Client``; the cluster's start is timed apart and a few games warm the workers up first.

It prints games/s and the ratio to serial for (b) and (c) against the goal (at least 1.7x with
2 workers), and checks that both frames equal the serial one. Times are wall-clock (a parallel
run is about elapsed time), so other work on a shared machine lowers the ratios. To tell a slow
method from a busy machine, each line also says how many cores the run actually obtained (CPU
seconds of this process, of the pool's processes or of the Dask workers, divided by the elapsed
time): the ratio to serial can only be as good as the ratio of cores obtained. The games per CPU
second, and their ratio to serial's (the CPU efficiency: what the chunks, pickling and Dask's
bookkeeping cost), hardly depend on the load: on an idle machine the ratio to serial would be
about the number of workers times that efficiency.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from majority_core.policy import UniformRandom  # noqa: E402
from majority_core.simulate import simulate  # noqa: E402
from majority_core.the_majority import Greedy, RunnerUp, TheMajorityState  # noqa: E402

GOAL = 1.7
SEED = 2026


def timed(run: Callable[[], Any]) -> tuple[Any, float, float]:
    """(result, wall-clock seconds, CPU seconds of this process and its reaped children)."""
    before = os.times()
    start = time.perf_counter()
    out = run()
    wall = time.perf_counter() - start
    after = os.times()
    cpu = sum(after[:4]) - sum(before[:4])  # user, system, children's user and system
    return out, wall, cpu


def worker_cpu() -> float:
    """CPU seconds used so far by the process this runs in (a Dask worker)."""
    import psutil

    times = psutil.Process().cpu_times()
    return times.user + times.system


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2_000)
    parser.add_argument("--bots", choices=["greedy", "random"], default="greedy")
    parser.add_argument("--workers", type=int, default=2, help="Dask worker processes")
    args = parser.parse_args()

    import pandas.testing as pdt
    from distributed import Client, LocalCluster

    bots: list[Any] = (
        [Greedy(), RunnerUp(), Greedy(), RunnerUp()]
        if args.bots == "greedy"
        else [UniformRandom()] * 4
    )

    def run(executor: Any = None) -> Any:
        return simulate(
            TheMajorityState, bots, args.games, seed=SEED, progress=False, executor=executor
        )

    lineup = "Greedy vs RunnerUp" if args.bots == "greedy" else "random bots"
    print(
        f"The Majority, {args.games:,} games, {lineup}; {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load average {os.getloadavg()[0]:.1f} at start"
    )
    simulate(TheMajorityState, bots, 4, seed=SEED, progress=False)  # imports and caches warm

    def line(label: str, wall: float, cpu: float) -> str:
        per_cpu = args.games / cpu
        extra = ""
        if label != "serial":
            efficiency = per_cpu / (args.games / cpu_serial)
            extra = f"  {t_serial / wall:4.2f}x serial, CPU efficiency {efficiency:.0%}"
        return (
            f"  {label:<24}{args.games / wall:8.1f} games/s  ({wall:6.1f} s, "
            f"{cpu / wall:4.2f} cores obtained, {per_cpu:6.1f} games per CPU s){extra}"
        )

    serial, t_serial, cpu_serial = timed(run)
    print(line("serial", t_serial, cpu_serial))
    processes, t_proc, cpu_proc = timed(lambda: run("processes"))
    pdt.assert_frame_equal(processes, serial)
    print(line(f"processes ({os.cpu_count()} cores)", t_proc, cpu_proc))

    start = time.perf_counter()
    with (
        LocalCluster(
            n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        t_start = time.perf_counter() - start
        # every worker imports majority_core before the clock starts
        simulate(
            TheMajorityState,
            bots,
            2 * args.workers,
            seed=SEED,
            progress=False,
            executor=client,
            chunk_size=1,
        )
        before = client.run(worker_cpu)
        dask, t_dask, cpu_here = timed(lambda: run(client))
        after = client.run(worker_cpu)
    cpu_dask = cpu_here + sum(after[w] - before[w] for w in after)
    pdt.assert_frame_equal(dask, serial)
    print(
        line(f"Dask LocalCluster ({args.workers} w)", t_dask, cpu_dask)
        + f"  (cluster start {t_start:.1f} s)"
    )
    verdict = {
        k: "met" if t_serial / v >= GOAL else "NOT met"
        for k, v in (("processes", t_proc), ("Dask", t_dask))
    }
    print(
        f"  load average {os.getloadavg()[0]:.1f} at the end; goal >= {GOAL}x with 2 workers: "
        f"processes {verdict['processes']}, Dask {verdict['Dask']}; both frames equal the serial one"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
