"""How fast can Majority 2 be played? Uniform-random games through the step API, beside The
Majority's fast playout path measured in the same run.

    .venv/bin/python benchmarks/bench_majority2.py                       # about 15 seconds
    .venv/bin/python benchmarks/bench_majority2.py --seconds 0.3 --repeats 1   # a smoke run
    .venv/bin/python benchmarks/bench_majority2.py --bots 100           # also bots' games/s

It prints decisions/second and games/second for

(a) Majority 2's full step API with events: ``legal_actions``, a uniform choice from the
    seat's own generator, ``apply`` (exactly what ``play`` does with UniformRandom);
(b) the same through ``game.play`` with bots that ask for their view at every decision;
(c) The Majority's fast playout path (4 players), the reference every benchmark of the
    package prints, and the ratio of (a) to it.

Majority 2 has no separate fast path: the step API is fast enough for the lessons (random
games are long, about 460 decisions, but simulations of bots take 20-30 turns). Time is CPU
time of this process; each figure is the best of ``--repeats`` runs of ``--seconds`` each.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_the_majority import fast_player, line, machine, measure  # noqa: E402
from majority_core.rng import derive_seed, make_rng  # noqa: E402


def step_player(views: bool = False):
    from majority_core.game import play
    from majority_core.majority2 import Majority2State
    from majority_core.policy import UniformRandom

    if views:

        class ViewingRandom(UniformRandom):
            needs_view = True

        bots = [ViewingRandom()] * 2

        def play_viewing(i: int) -> int:
            seed = derive_seed(1, "game", i)
            state = Majority2State.new(n_players=2, seed=seed)
            return len(play(state, bots, seed=derive_seed(seed, "decisions")).history)

        return play_viewing

    def play_one(i: int) -> int:
        seed = derive_seed(1, "game", i)
        play_seed = derive_seed(seed, "decisions")
        state = Majority2State.new(n_players=2, seed=seed)
        rngs = [make_rng(play_seed, "policy", p) for p in range(2)]
        decisions = 0
        while True:
            waiting = state.current_players()
            if not waiting:
                return decisions
            p = waiting[0]
            legal = state.legal_actions(p)
            state.apply(p, legal[rngs[p].randrange(len(legal))])
            decisions += 1

    return play_one


def bots_rate(n_games: int) -> list[str]:
    """Games/s of each pairing of bots (CPU time), ``n_games`` games each."""
    from majority_core.game import play
    from majority_core.majority2 import Majority2State, get_policy

    out = []
    for a, b in (("greedy", "random"), ("planner", "random"), ("planner", "greedy")):
        bots = [get_policy(a), get_policy(b)]
        start = time.process_time()
        turns = 0
        for i in range(n_games):
            seed = derive_seed(2, "game", i)
            state = play(Majority2State.new(n_players=2, seed=seed), bots, seed=seed)
            turns += state.turn
        elapsed = time.process_time() - start
        out.append(
            f"  {a + ' vs ' + b:<44} {n_games / elapsed:>10,.1f} games/s, "
            f"{turns / n_games:.1f} turns per game"
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=1.5, help="length of one run (s)")
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (best kept)")
    parser.add_argument("--bots", type=int, default=0, help="games per pairing of bots (0: skip)")
    args = parser.parse_args(argv)
    print("Majority 2: uniform-random 2-player games")
    print(f"  machine: {machine()}")
    print(f"  best of {args.repeats} runs of {args.seconds:g} s each\n")
    full = measure(step_player(), args.seconds, args.repeats)
    print(line("(a) Majority 2 step API with events", full))
    viewing = measure(step_player(views=True), args.seconds, args.repeats)
    print(line("(b) game.play, bots reading their views", viewing))
    fast = measure(fast_player(), args.seconds, args.repeats)
    print(line("(c) The Majority fast path (reference)", fast))
    print(f"\n  (a) / (c) decisions/s: {full[0] / fast[0]:.2f}; games/s: {full[1] / fast[1]:.3f}")
    print(f"  (b) / (a) decisions/s: {viewing[0] / full[0]:.2f} (the cost of views)")
    if args.bots:
        print()
        print("\n".join(bots_rate(args.bots)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
