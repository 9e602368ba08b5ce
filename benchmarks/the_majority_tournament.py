"""Compute the large tournament of The Majority's bots shipped with the package (lesson 04's cache).

Run from the repository root:  .venv/bin/python benchmarks/the_majority_tournament.py [--processes]

Every pair of the four bots (random, greedy, runner-up, saboteur) plays N_DEALS deals from each
side (4 players, two teams, common random numbers: see
``majority_core.the_majority.analysis.tournament``), on the fast path that ``simulate`` takes for
these bots. The table kept is :func:`~majority_core.the_majority.analysis.tournament_counts`
(games, wins, team coins and their squares per bot and opponent), written to
majority_core/the_majority/tournament_cache.py with its provenance, which
``analysis.cached_tournament()`` reads. The seed is fixed, and the games do not depend on where
they run (``--processes`` uses every local core): rerunning writes the same table.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from majority_core.the_majority.analysis import (  # noqa: E402
    CACHED_TOURNAMENT_BOTS,
    pairings_table,
    tournament,
    tournament_counts,
    tournament_summary,
)

N_DEALS = 2_000
SEED = 2026


def main(argv: list[str]) -> None:
    executor = "processes" if "--processes" in argv else None
    start = time.perf_counter()
    results = tournament(CACHED_TOURNAMENT_BOTS, N_DEALS, seed=SEED, executor=executor)
    counts = tournament_counts(results)
    seconds = time.perf_counter() - start
    games = len(results) // 2
    where = "every local core" if executor else "one core"
    header = (
        '"""The large tournament of lesson 04, computed by benchmarks/the_majority_tournament.py\n'
        "(do not edit by hand).\n\n"
        f"Bots {', '.join(CACHED_TOURNAMENT_BOTS)}; every pair {N_DEALS:,} deals from each side "
        f"({games:,} games),\nmaster seed {SEED}. Computed in {seconds:.0f} s on {where}.\n"
        '"""\n\n'
    )
    body = (
        f"N_DEALS = {N_DEALS}\nSEED = {SEED}\nGAMES = {games}\nSECONDS = {round(seconds)}\n\n"
        f"CSV = '''\\\n{counts.to_csv(index=False)}'''\n"
    )
    out = ROOT / "majority_core" / "the_majority" / "tournament_cache.py"
    out.write_text(header + body)
    print(tournament_summary(counts).to_string())
    print(pairings_table(counts).to_string())
    print(f"{games:,} games in {seconds:.0f} s; wrote {out}")


if __name__ == "__main__":
    main(sys.argv[1:])
