"""Benchmark Majority (Grard): kernel, engine, bots, exact analysis. Prints figures and ratios.

Run: .venv/bin/python benchmarks/bench_grard.py
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from majority_core import play
from majority_core.grard import GrardState, resolve_turn
from majority_core.grard import analysis as an
from majority_core.grard.policies import CashIn, Focal, LevelK, RandomVote


def rate(fn: Callable[[], object], n: int) -> float:
    """Calls per second of ``fn`` over ``n`` calls."""
    start = time.perf_counter()
    for _ in range(n):
        fn()
    return n / (time.perf_counter() - start)


def direct_game(n: int, seed: int) -> GrardState:
    rng = random.Random(seed)
    s = GrardState.new(n_players=n, seed=seed)
    while not s.over:
        for p in s.current_players():
            s.apply(p, "ABCM"[rng.randrange(4)])
    return s


def main() -> None:
    votes = {p: "ABCM"[p % 4] if p % 4 < 3 else "mark" for p in range(10)}
    kernel = rate(lambda: resolve_turn(votes, 5), 20_000)
    print(f"resolve_turn, 10 voters: {kernel:,.0f} turns/s")

    print("\nrandom games to 20 points, applied directly (no policy layer):")
    seeds = iter(range(10**9))
    for n in (3, 6, 10):
        r = rate(lambda n=n: direct_game(n, next(seeds)), 300)
        s = direct_game(n, 1)
        print(
            f"  {n:2d} players: {r:7,.0f} games/s  ({s.round} rounds, {len(s.history)} votes in a sample game)"
        )

    print("\nwhole games through play() (a view per decision), 6 players:")
    base = None
    for name, pols in (
        ("random", [RandomVote()] * 6),
        ("focal", [Focal()] * 6),
        ("level-1", [LevelK(1)] * 6),
        ("cash-in@5", [CashIn(5)] * 6),
    ):
        r = rate(
            lambda pols=pols: play(GrardState.new(n_players=6, seed=next(seeds)), pols, seed=1), 100
        )
        base = base or r
        print(f"  {name:10s} {r:7,.0f} games/s   ratio to random: {r / base:5.2f}")

    start = time.perf_counter()
    an.turn_outcomes.cache_clear()
    an._round_from.cache_clear()
    an.exact_table()
    exact = time.perf_counter() - start
    start = time.perf_counter()
    an.simulation_check(n_games=40)
    sim = time.perf_counter() - start
    print(
        f"\nexact table n=3..10: {exact * 1000:.0f} ms; simulation check (40 games x 8): {sim * 1000:.0f} ms;"
        f" ratio {sim / exact:.1f}"
    )


if __name__ == "__main__":
    main()
