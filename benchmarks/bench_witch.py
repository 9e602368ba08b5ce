"""Witch of the Academy speed: games and decisions per second on one core, by path and bot.

Run from the repository root:  .venv/bin/python benchmarks/bench_witch.py [n_games]

* kernel: ``information_points`` and ``suspicion`` calls per second;
* step API, no views: legal_actions + apply with uniform random choices (what the invariant
  sweeps do), for every configuration;
* play() with bots: Random, Heuristic (a view per decision) and the Bayesian Investigator
  (an exact posterior per sheet), 4-player standard game;
* ``beliefs``: posteriors per second on a finished 5-player standard record.
CPU time (time.process_time) is reported, so other work on the machine matters less.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from majority_core.game import play  # noqa: E402
from majority_core.witch import (  # noqa: E402
    Heuristic,
    Investigator,
    Random,
    WitchState,
    beliefs,
    information_points,
    suspicion,
)
from majority_core.witch.bayes import _likelihoods  # noqa: E402

CONFIGS = [(4, False), (5, False), (3, True), (4, True), (5, True)]


def timed(fn, n: int) -> tuple[float, int]:
    """(seconds of CPU, decisions) for ``n`` calls of ``fn(i)``."""
    t = time.process_time()
    decisions = 0
    for i in range(n):
        decisions += fn(i) or 0
    return time.process_time() - t, decisions


def random_game(n: int, standard: bool):
    def run(i: int) -> int:
        s = WitchState.new(n_players=n, seed=i, standard=standard)
        rng = random.Random(i)
        while s.phase != "over":
            for p in s.current_players():
                legal = s.legal_actions(p)
                s.apply(p, legal[rng.randrange(len(legal))])
        return len(s.history)

    return run


def bot_game(policy):
    def run(i: int) -> int:
        s = play(WitchState.new(n_players=4, seed=i, standard=True), [policy] * 4, seed=i)
        return len(s.history)

    return run


def main() -> None:
    n_games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    disks = {"A": {"pink": 3, "yellow": 2, "red": 1, "blue": 1}, "B": {"yellow": 2, "red": 2}, "C": {"blue": 3}}
    rumours = {"yellow": 4, "blue": 5, "red": 2, "pink": 8, "black": 3}
    sec, _ = timed(lambda i: information_points(disks) and 0, 20_000)
    print(f"information_points, 3 players          {20_000 / sec:>10,.0f} calls/s")
    sec, _ = timed(lambda i: suspicion(rumours, n_players=4, standard=True) and 0, 20_000)
    print(f"suspicion, 5 colours                   {20_000 / sec:>10,.0f} calls/s")
    print("\nrandom games, step API without views (CPU time):")
    for n, standard in CONFIGS:
        sec, dec = timed(random_game(n, standard), n_games)
        game = "standard " if standard else "discovery"
        print(f"  {game} {n} players: {n_games / sec:>7,.0f} games/s {dec / sec:>9,.0f} decisions/s"
              f"  ({dec / n_games:.0f} decisions a game)")
    print("\nbots through play(), 4-player standard game (a view per decision):")
    for name, policy, k in [
        ("random", Random(), n_games),
        ("heuristic", Heuristic(), max(n_games // 4, 20)),
        ("investigator", Investigator(), max(n_games // 8, 10)),
    ]:
        _likelihoods.cache_clear()
        sec, dec = timed(bot_game(policy), k)
        print(f"  {name:<13} {k / sec:>7,.0f} games/s {dec / sec:>9,.0f} decisions/s")
    s = play(WitchState.new(n_players=5, seed=1), [Heuristic()] * 5, seed=1)
    view = {**s.view(2), "revealed": False, "colours": None}
    t = time.process_time()
    k = 20
    for _ in range(k):
        _likelihoods.cache_clear()
        beliefs(view)
    cold = k / (time.process_time() - t)
    t = time.process_time()
    for _ in range(k):
        beliefs(view)
    warm = k / (time.process_time() - t)
    print(f"\nbeliefs on a whole 5-player standard record ({len(s.history)} decisions): "
          f"{cold:,.0f}/s cold, {warm:,.0f}/s with the likelihood cache")


if __name__ == "__main__":
    main()
