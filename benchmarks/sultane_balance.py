"""Compute the large Sultane balance table shipped with the package (the balance lesson's cache).

Run from the repository root:

    .venv/bin/python benchmarks/sultane_balance.py             # compute and write the cache
    .venv/bin/python benchmarks/sultane_balance.py --processes # the same figures, every core
    .venv/bin/python benchmarks/sultane_balance.py --check     # recompute, compare, write nothing

For every player count 5-10, in the standard game, with the original veto, and in variant 8d
(7 and 9 players), every seat plays the same shipped bot: random (N_RANDOM games), rule-based
(N_RULES) and Bayesian (N_BAYES) games per configuration, all through
``majority_core.simulate.simulate`` (its fast path plays the very games ``play`` would).
Seeds are fixed, and a game depends only on the master seed and its index, so a rerun, with or
without ``--processes``, gives the same table to the last digit. The file it writes,
majority_core/sultane/balance_cache.py, is what ``analysis.cached_balance()`` reads; its
header gives the run time.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from majority_core.sultane.analysis import simulated_balance  # noqa: E402

N_RANDOM = 10_000
N_RULES = 3_000
N_BAYES = 2_000
SEED = 2024
#: (options, player counts) of every configuration.
CONFIGS = [
    ({}, range(5, 11)),
    ({"original_veto": True}, range(5, 11)),
    ({"variant_8d": True}, (7, 9)),
]
OUT = ROOT / "majority_core" / "sultane" / "balance_cache.py"


def compute(processes: bool = False) -> tuple[object, float]:
    """The whole table and the seconds it took (on every core: one pool for every run)."""
    import os
    from concurrent.futures import ProcessPoolExecutor

    import pandas as pd

    t0 = time.perf_counter()
    pool = ProcessPoolExecutor(os.cpu_count() or 1) if processes else None
    parts = []
    try:
        for policy, n_games in (("random", N_RANDOM), ("rules", N_RULES), ("bayes", N_BAYES)):
            for options, counts in CONFIGS:
                for n in counts:
                    t = time.perf_counter()
                    parts.append(
                        simulated_balance(
                            policy, [n], n_games, SEED, executor=pool, progress=False, **options
                        )
                    )
                    label = "+".join(options) or "standard"
                    print(f"{policy} {n} {label}: {time.perf_counter() - t:.0f} s", flush=True)
    finally:
        if pool is not None:
            pool.shutdown()
    return pd.concat(parts, ignore_index=True), time.perf_counter() - t0


def as_csv(df: object) -> str:
    return df.round(5).to_csv(index=False)  # type: ignore[attr-defined]


def main() -> None:
    processes = "--processes" in sys.argv
    df, seconds = compute(processes)
    csv = as_csv(df)
    if "--check" in sys.argv:
        from majority_core.sultane.balance_cache import CSV

        same = csv == CSV
        print(f"recomputed in {seconds:.0f} s: {'the same' if same else 'DIFFERENT from'} the cache")
        sys.exit(0 if same else 1)
    header = (
        '"""Balance table computed by benchmarks/sultane_balance.py (do not edit by hand).\n\n'
        f"Every seat plays the same bot, through simulate: random {N_RANDOM:,} games per\n"
        f"configuration, rule-based {N_RULES:,}, Bayesian {N_BAYES:,}; master seed {SEED}.\n"
        f"Computed in {seconds:.0f} s ({'every core' if processes else 'one process'}); the\n"
        "command recomputes exactly this table (--check compares without writing).\n"
        '"""\n\n'
    )
    OUT.write_text(header + f"CSV = '''\\\n{csv}'''\n")
    print(df[["n_players", "policy", "variant", "games", "pacifist_rate", "ci_low", "ci_high"]])
    print(f"wrote {OUT} in {seconds:.0f} s")


if __name__ == "__main__":
    main()
