"""Sultane speed: random 7-player games per second on one core, by path.

Run from the repository root:  .venv/bin/python benchmarks/bench_sultane.py [n_games]

* step API + views: ``play()`` with a random bot that reads its view (what ``simulate`` does
  for every bot that reads the game: a view per decision, every decision validated, every event
  written; the plain Random policy needs no view, so ``play`` skips it);
* step API, no views: the same games, legal_actions + apply only (what the invariant sweeps do);
* fast playout: ``majority_core.sultane.fast.random_playout`` (the same games, proven equal by
  tests/sultane/test_fast.py);
* the rule-based and Bayesian bots through play(), for scale.
The target is 2,000 random 7-player games per second.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from majority_core.game import play  # noqa: E402
from majority_core.sultane import SultaneState  # noqa: E402
from majority_core.sultane.fast import random_playout  # noqa: E402
from majority_core.sultane.policies import Bayesian, Random, RuleBased  # noqa: E402

TARGET = 2_000


def rate(label: str, fn, n: int) -> float:
    fn(min(n, 50))  # warm up
    t = time.perf_counter()
    fn(n)
    per_s = n / (time.perf_counter() - t)
    print(f"{label:<34} {per_s:>10,.0f} games/s")
    return per_s


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


def fast(n: int) -> None:
    for i in range(n):
        random_playout(7, i, i)


def bots(policy):
    def run(n: int) -> None:
        for i in range(n):
            play(SultaneState.new(n_players=7, seed=i), [policy] * 7, seed=i)

    return run


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3_000
    print(f"Sultane, 7 players, one core, {n:,} games per random path")
    a = rate("step API + views (play, Random)", step_with_views, n)
    b = rate("step API, no views", step_no_views, n)
    c = rate("fast playout", fast, n * 5)
    d = rate("rule-based bots (play)", bots(RuleBased()), max(n // 20, 50))
    e = rate("Bayesian bots (play)", bots(Bayesian()), max(n // 100, 20))
    print()
    print(f"fast / step+views: {c / a:5.1f}x   fast / step: {c / b:5.1f}x")
    print(f"random / rule-based: {a / d:5.1f}x   rule-based / Bayesian: {d / e:5.1f}x")
    for label, value in (("step API + views", a), ("step API", b), ("fast playout", c)):
        verdict = "meets" if value >= TARGET else "misses"
        print(f"{label}: {value / TARGET:4.2f} of the {TARGET:,} games/s target ({verdict} it)")


if __name__ == "__main__":
    main()
