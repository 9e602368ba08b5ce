"""Benchmark Majority (Grard): kernel, engine, bots, exact analysis. Prints figures and ratios.

Run: .venv/bin/python benchmarks/bench_grard.py            (about 30 seconds)
     .venv/bin/python benchmarks/bench_grard.py --fast     (only the fast playout section)

The fast playout section (issue 12) times whole 6-player games on ``grard.fast.playout`` (what
``simulate`` uses) with random, Focal and LevelK seats, taking turns so that all see the same
load on a shared machine; CPU time of this process (``time.process_time``); the best of three
rounds. It prints games/s, the ratio of each bot to the random fast path in the same run, and
the goal: Focal and LevelK at least 2,000 games/s. The word associations are all cached first
(the steady state of a long tournament).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from majority_core import play
from majority_core.grard import GrardState, resolve_turn
from majority_core.grard import analysis as an
from majority_core.grard.fast import playout
from majority_core.grard.policies import CashIn, Focal, LevelK, RandomVote
from majority_core.rng import derive_seed

GOAL_GAMES = 2000  # games/s at 6 players for Focal and LevelK on the fast path


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


def fast_rate(bots: list, seconds: float, start: int) -> float:
    """Whole 6-player games per CPU second on the fast path, for about ``seconds``."""
    games = 0
    t0 = time.process_time()
    while True:
        seed = derive_seed(1, "game", start + games)
        playout(seed, derive_seed(seed, "decisions"), n_players=6, bots=bots)
        games += 1
        elapsed = time.process_time() - t0
        if elapsed >= seconds:
            return games / elapsed


def fast_section(seconds: float = 1.5, rounds: int = 3) -> None:
    """Random, Focal and LevelK on the fast path, in turns; ratios to random; the goal."""
    lineups = {
        "random": [RandomVote()] * 6,
        "focal": [Focal()] * 6,
        "level-1": [LevelK(1)] * 6,
        "level-2": [LevelK(2)] * 6,
    }
    # Steady state of a long tournament: every association of two words is worked out once
    # and cached (412 x 412 pairs, about half a second), as it is after a few thousand games.
    from majority_core.grard.components import N_WORDS, strength

    for a in range(N_WORDS):
        for b in range(N_WORDS):
            strength(a, b)
    for bots in lineups.values():
        fast_rate(bots, 0.2, 10**6)
    best = dict.fromkeys(lineups, 0.0)
    for r in range(rounds):
        for name, bots in lineups.items():
            best[name] = max(best[name], fast_rate(bots, seconds, r * 100_000))
    print("whole games on the fast playout path (grard.fast.playout), 6 players:")
    for name, rate_ in best.items():
        ratio = rate_ / best["random"]
        goal = ""
        if name != "random":
            mark = "PASS" if rate_ >= GOAL_GAMES else "MISS"
            goal = f"   goal >= {GOAL_GAMES:,} games/s  {mark}"
        print(f"  {name:10s} {rate_:7,.0f} games/s   ratio to random fast path: {ratio:4.2f}{goal}")
    s = GrardState.new(n_players=6, seed=5)
    same = play(s, lineups["level-1"], seed=6).history == list(
        playout(5, 6, n_players=6, bots=lineups["level-1"]).votes
    )
    print(f"  (the fast path and play() play the {'same' if same else 'DIFFERENT'} game)")


def main() -> None:
    if "--fast" in sys.argv[1:]:
        fast_section()
        return
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
    print()
    fast_section()

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
