"""Sultane speed: 7-player games per second on one core, by path and by bot.

Run from the repository root:  .venv/bin/python benchmarks/bench_sultane.py [n_games]

* step API + views: ``play()`` with a random bot that reads its view (what ``simulate`` did
  for every bot that reads the game: a view per decision, every decision validated, every event
  written; the plain Random policy needs no view, so ``play`` skips it);
* step API, no views: the same games, legal_actions + apply only (what the invariant sweeps do);
* fast playout, random: ``majority_core.sultane.fast.playout`` with every seat random (the
  reference of the ratios below);
* rule-based and Bayesian bots on the fast playout (what ``simulate`` uses for them: the same
  decisions as ``play()``, compared decision by decision in tests/sultane/test_fast.py), and
  through ``play()`` on the step API, for scale.

Targets (issue 12): random 2,000 games/s; rule-based 1,500 and Bayesian 300 games/s at 7
players. The machine is shared, so every figure is given twice: per second of this process's
CPU time (what one core does) and per second of wall time; the ratios to the random fast path
of the same run are what to compare between runs.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from majority_core.game import play  # noqa: E402
from majority_core.sultane import SultaneState  # noqa: E402
from majority_core.sultane.fast import playout  # noqa: E402
from majority_core.sultane.policies import Bayesian, Random, RuleBased  # noqa: E402

TARGETS = {"random": 2_000, "rules": 1_500, "bayes": 300}


def rate(label: str, fn: Callable[[int], None], n: int, repeats: int = 3) -> float:
    """Games per CPU second (the best of ``repeats`` runs: the least disturbed by others)."""
    fn(min(n, 20))  # warm up (imports, caches of deals and priors)
    best_cpu = best_wall = 0.0
    for _ in range(repeats):
        c, w = time.process_time(), time.perf_counter()
        fn(n)
        best_cpu = max(best_cpu, n / max(time.process_time() - c, 1e-9))
        best_wall = max(best_wall, n / (time.perf_counter() - w))
    print(f"{label:<36} {best_cpu:>9,.0f} games/s CPU  {best_wall:>9,.0f} games/s wall")
    return best_cpu


class ViewingRandom(Random):
    """Random, but asking for its view like every bot that reads the game."""

    needs_view = True


def step_with_views(n: int) -> None:
    for i in range(n):
        play(SultaneState.new(n_players=7, seed=i), [ViewingRandom()] * 7, seed=i)


def step_no_views(n: int) -> None:
    for i in range(n):
        s = SultaneState.new(n_players=7, seed=i)
        rng = random.Random(i)
        while s.phase != "over":
            for p in s.current_players():
                legal = s.legal_actions(p)
                s.apply(p, legal[rng.randrange(len(legal))])


def fast(policy: object | None) -> Callable[[int], None]:
    seats = None if policy is None else [policy] * 7

    def run(n: int) -> None:
        for i in range(n):
            playout(7, i, i, seats)

    return run


def step(policy: object) -> Callable[[int], None]:
    def run(n: int) -> None:
        for i in range(n):
            play(SultaneState.new(n_players=7, seed=i), [policy] * 7, seed=i)

    return run


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000
    print(f"Sultane, 7 players, one core, best of 3 runs ({n:,} random games per run)")
    a = rate("step API + views (play, Random)", step_with_views, n // 4)
    b = rate("step API, no views", step_no_views, n // 4)
    c = rate("fast playout, random", fast(None), n)
    d = rate("fast playout, rule-based", fast(RuleBased()), n // 2)
    e = rate("fast playout, Bayesian", fast(Bayesian()), n // 10)
    f = rate("step API, rule-based (play)", step(RuleBased()), max(n // 40, 20), 1)
    g = rate("step API, Bayesian (play)", step(Bayesian()), max(n // 200, 10), 1)
    print()
    print(f"fast / step+views: {c / a:5.1f}x   fast / step: {c / b:5.1f}x")
    print(f"rule-based: fast / play {d / f:5.1f}x   Bayesian: fast / play {e / g:5.1f}x")
    print()
    print("against the random fast path of this run (the targets as ratios: rule-based")
    print(f"{TARGETS['rules'] / c:.3f}, Bayesian {TARGETS['bayes'] / c:.3f} at this run's speed):")
    for label, value in (("rule-based", d), ("Bayesian", e)):
        print(f"  {label:<11} {value / c:6.3f} of the random fast path")
    for key, label, value in (
        ("random", "fast playout, random", c),
        ("rules", "fast playout, rule-based", d),
        ("bayes", "fast playout, Bayesian", e),
    ):
        target = TARGETS[key]
        verdict = "meets" if value >= target else "misses"
        print(f"{label}: {value / target:4.2f} of the {target:,} games/s target ({verdict} it)")


if __name__ == "__main__":
    main()
