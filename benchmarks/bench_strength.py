"""The search's strength table (issue 22, section 2): the search bot against each bot of each
game, paired deals, seats rotated, cached game by game (``majority_core/strength.py``).

    nice -n 10 .venv/bin/python benchmarks/bench_strength.py [--games 200] [--only GAME[:RIVAL],...]
        [--budget N] [--seed 0] [--jobs N] [--cache benchmarks/results/strength.csv]

Each pairing plays ``--games`` deals twice (the rival bot in every seat; the search in the
rotating seat), keeps every game in the CSV cache (re-running with the same arguments gives
the same file to the byte, and resumes a run stopped half-way), then prints the table made
from the cache (:func:`majority_core.strength.strength_table`) and the search's CPU time per
decision and per game measured in this run's workers (``<cache>.cpu.csv``). ``--table``
prints the table of an existing cache and plays nothing; ``--quick`` checks that it runs
(:data:`QUICK`, in a temporary cache).

The search's budget is a number of playouts per decision (:data:`BUDGETS`, or ``--budget``
for every pairing), not a time: the same seed then gives the same decisions on any machine
and under any load, which a reproducible cache needs. The budgets are calibrated to stay
under 0.5 s of CPU per decision on one core (the printed ``s/decision`` checks it).
``--jobs`` runs the deals on that many processes (``simulate``'s executors); the cache does not
depend on it. Design, pilot figures and the full study's command: ``docs/discussion.md``
("The strength table").
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from majority_core.strength import Pairing, cpu_path, run_study, strength_table  # noqa: E402

#: Where the full study keeps its games (named in docs/discussion.md).
CACHE = Path(__file__).resolve().parent / "results" / "strength.csv"

#: Playouts per decision, per pairing: at most 0.5 s of CPU a decision on one core. Measured
#: on the shared machine (CPU time of the search's decisions, one game each unless said;
#: docs/discussion.md): The Majority 60 playouts 0.50 s (so 50), Grard 200 0.18 s and 400
#: 0.37 s, the Sultane RuleBased 100 0.10 s and 200 0.19 s (6 deals, 5-10 players, the worst
#: game 0.21 s; so 300), Bayesian 20 0.09 s and 60 0.16 s (6 deals, the worst game 0.23 s;
#: so 100), the Witch 60 0.54 s (so 50), Majority 2 16 0.56 s
#: (its playouts run on the engine; at 12 a decision with more than 6 choices, about half of
#: them, gets a single world, every choice played out once: the least a decision can cost).
BUDGETS = {
    "the_majority": 50,
    "sultane:rules": 300,
    "sultane:bayesian": 100,
    "grard": 400,
    "majority2": 160,
    "witch": 50,
}


#: What ``--quick`` runs (``python3 tasks.py bench``).
QUICK = "2 deals per pairing of Grard and The Majority (Greedy), 4 playouts a decision"


def pairings() -> list[Pairing]:
    """Every pairing the issue asks for: each game's bots as it lists them."""
    from majority_core.grard.policies import Focal, LevelK
    from majority_core.grard.state import GrardState
    from majority_core.majority2.policies import Planner
    from majority_core.majority2.state import Majority2State
    from majority_core.sultane.policies import Bayesian, RuleBased
    from majority_core.sultane.state import SultaneState
    from majority_core.the_majority.policies import Greedy, RunnerUp, Saboteur
    from majority_core.the_majority.state import TheMajorityState
    from majority_core.witch.policies import Investigator
    from majority_core.witch.state import WitchState

    def budget(game: str, rival: str) -> int:
        return BUDGETS.get(f"{game}:{rival}", BUDGETS.get(game, 60))

    table = [
        ("the_majority", "greedy", TheMajorityState, Greedy, (4,)),
        ("the_majority", "runner-up", TheMajorityState, RunnerUp, (4,)),
        ("the_majority", "saboteur", TheMajorityState, Saboteur, (4,)),
        ("sultane", "rules", SultaneState, RuleBased, (5, 6, 7, 8, 9, 10)),
        ("sultane", "bayesian", SultaneState, Bayesian, (5, 6, 7, 8, 9, 10)),
        ("grard", "focal", GrardState, Focal, (5,)),
        ("grard", "level-k", GrardState, LevelK, (5,)),
        ("majority2", "planner", Majority2State, Planner, (2,)),
        ("witch", "investigator", WitchState, Investigator, (4,)),
    ]
    return [
        Pairing(game, rival, cls, bot, budget(game, rival), counts)
        for game, rival, cls, bot, counts in table
    ]


def selected(only: str, budget: int | None) -> list[Pairing]:
    """The pairings named by ``--only`` (games or game:rival), at ``--budget`` if given."""
    from dataclasses import replace

    wanted = set(only.split(",")) if only else None
    found = [p for p in pairings() if wanted is None or {p.game, p.name} & wanted]
    if budget is not None:
        found = [replace(p, budget=budget) for p in found]
    return found


def markdown(frame: Any) -> str:
    """The strength table as a Markdown table (percentages; Sultane by side)."""
    rows = ["| game | against | search side | games | playouts | search [95%] | fair share "
            "| search - bot [95%] | verdict |", "|---|---|---|---|---|---|---|---|---|"]
    for r in frame.itertuples():
        verdict = "stronger" if r.stronger else "weaker" if r.weaker else "not separated"
        rows.append(
            f"| {r.game} | {r.rival} | {r.side} | {r.games} | {r.budget} "
            f"| {r.search:.0%} [{r.search_low:.0%}, {r.search_high:.0%}] | {r.fair:.0%} "
            f"| {r.difference:+.0%} [{r.difference_low:+.0%}, {r.difference_high:+.0%}] "
            f"| {verdict} |"
        )
    return "\n".join(rows)


def cpu_summary(cache: Path) -> str:
    """The search's CPU seconds per decision and per game, per pairing (this machine's)."""
    import pandas as pd

    path = cpu_path(cache)
    if not path.exists():
        return "(no CPU file)"
    cpu = pd.read_csv(path)
    lines = ["| game | against | playouts | deals | s/decision (mean, max game) | search game s "
             "| bot game s |", "|---|---|---|---|---|---|---|"]
    for (game, rival, budget), g in cpu.groupby(["game", "pairing", "budget"]):
        per = g["search_cpu"] / g["decisions"].clip(lower=1)
        lines.append(
            f"| {game} | {rival} | {budget} | {len(g)} "
            f"| {g['search_cpu'].sum() / max(g['decisions'].sum(), 1):.3f}, {per.max():.3f} "
            f"| {g['search_cpu'].mean():.1f} | {g['bot_game_cpu'].mean():.2f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="deals per pairing")
    parser.add_argument("--only", default="", help="games or game:rival, comma-separated")
    parser.add_argument("--budget", type=int, default=None, help="playouts per decision, all")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="processes (simulate's executor)")
    parser.add_argument("--cache", type=Path, default=CACHE)
    parser.add_argument("--table", action="store_true", help="only the table of the cache")
    parser.add_argument(
        "--quick", action="store_true", help=f"{QUICK}, in a temporary cache: a check that it runs"
    )
    args = parser.parse_args()
    if args.quick:
        import tempfile

        args.games, args.budget, args.only = 2, 4, args.only or "grard,the_majority:greedy"
        args.cache = Path(tempfile.mkdtemp(prefix="strength-")) / "strength.csv"
    if not args.table:
        executor = None
        if args.jobs > 1:
            from concurrent.futures import ProcessPoolExecutor

            executor = ProcessPoolExecutor(args.jobs)
        start = time.perf_counter()
        try:
            run_study(
                selected(args.only, args.budget),
                args.games,
                args.cache,
                seed=args.seed,
                executor=executor,
                progress=True,
            )
        finally:
            if executor is not None:
                executor.shutdown()
        print(f"({time.perf_counter() - start:.0f} s wall; cache {args.cache})")
    print(markdown(strength_table(args.cache)))
    print()
    print(cpu_summary(args.cache))
    if args.quick:  # its temporary cache is of no further use
        import shutil

        shutil.rmtree(args.cache.parent, ignore_errors=True)


if __name__ == "__main__":
    main()
