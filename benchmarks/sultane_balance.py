"""Compute the large Sultane balance table shipped with the package (the balance lesson's cache).

Run from the repository root:  .venv/bin/python benchmarks/sultane_balance.py

It plays, for every player count 5-10 (and variant 8d at 7 and 9):
  * uniformly random games through the fast playout (N_RANDOM per configuration),
  * rule-based games (every seat RuleBased, N_RULES per configuration),
  * Bayesian games (every seat Bayesian, N_BAYES per configuration),
and writes majority_core/sultane/balance_cache.py (a CSV string with this provenance), which
``majority_core.sultane.analysis.cached_balance()`` reads. Seeds are fixed: rerunning gives the
same table.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from majority_core.sultane.analysis import policy_balance, random_balance  # noqa: E402

N_RANDOM = 20_000
N_RULES = 1_000
N_BAYES = 200
SEED = 2024


def main() -> None:
    t0 = time.perf_counter()
    parts = [
        random_balance(range(5, 11), N_RANDOM, SEED),
        random_balance(range(5, 11), N_RANDOM, SEED, original_veto=True),
        random_balance((7, 9), N_RANDOM, SEED, variant_8d=True),
    ]
    print(f"random: {time.perf_counter() - t0:.0f}s", flush=True)
    t1 = time.perf_counter()
    parts += [
        policy_balance("rules", range(5, 11), N_RULES, SEED),
        policy_balance("rules", (7, 9), N_RULES, SEED, variant_8d=True),
    ]
    print(f"rules: {time.perf_counter() - t1:.0f}s", flush=True)
    t2 = time.perf_counter()
    parts += [
        policy_balance("bayes", range(5, 11), N_BAYES, SEED),
        policy_balance("bayes", (7, 9), N_BAYES, SEED, variant_8d=True),
    ]
    print(f"bayes: {time.perf_counter() - t2:.0f}s", flush=True)
    df = pd.concat(parts, ignore_index=True)
    csv = df.round(5).to_csv(index=False)
    header = (
        '"""Balance table computed by benchmarks/sultane_balance.py (do not edit by hand).\n\n'
        f"Random games: {N_RANDOM:,} per configuration (fast playout); rule-based: {N_RULES:,};\n"
        f"Bayesian: {N_BAYES:,}. Master seed {SEED}. Computed in "
        f"{time.perf_counter() - t0:.0f} s.\n"
        '"""\n\n'
    )
    out = ROOT / "majority_core" / "sultane" / "balance_cache.py"
    out.write_text(header + f"CSV = '''\\\n{csv}'''\n")
    print(
        df[["n_players", "policy", "variant", "games", "pacifist_rate", "ci_low", "ci_high"]].round(
            3
        )
    )
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
