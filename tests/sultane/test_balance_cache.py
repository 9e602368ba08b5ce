"""The balance table lesson 11 reads (majority_core/sultane/balance_cache.py) is what its command
computes: every cell from at least 2,000 games with its Wilson interval, and a slice of it is
played again here and found exactly (the first games of a simulation are the same games
whatever its length: a game depends only on the master seed and its index)."""

from __future__ import annotations

import pytest

from benchmarks import sultane_balance as command
from majority_core.sultane import analysis as an

BIG = an.cached_balance()


def row(policy: str, n: int, variant: str):
    hit = BIG[(BIG["policy"] == policy) & (BIG["n_players"] == n) & (BIG["variant"] == variant)]
    assert len(hit) == 1
    return hit.iloc[0]


def test_every_cell_rests_on_2000_games_or_more_with_its_wilson_interval() -> None:
    expected = {(p, n, v) for p in ("random", "rules", "bayes") for v, counts in (
        ("standard", range(5, 11)), ("original_veto", range(5, 11)), ("variant_8d", (7, 9))
    ) for n in counts}  # fmt: skip
    assert set(zip(BIG["policy"], BIG["n_players"], BIG["variant"], strict=True)) == expected
    assert (BIG["games"] >= 2_000).all()
    for _, r in BIG.iterrows():
        lo, hi = an.wilson(int(r["pacifist_wins"]), int(r["games"]))
        assert (round(lo, 5), round(hi, 5)) == (r["ci_low"], r["ci_high"])
        assert round(r["pacifist_wins"] / r["games"], 5) == r["pacifist_rate"]
        ends = r[list(an.ENDINGS)].sum()
        assert abs(ends - 1) < 1e-4  # every game ends in exactly one of the four ways


@pytest.mark.parametrize(
    ("policy", "n", "options"),
    [("random", 7, {}), ("rules", 9, {"original_veto": True}), ("bayes", 5, {})],
)
def test_a_slice_of_the_cache_is_played_again_exactly(policy: str, n: int, options: dict) -> None:
    """The first CHECK_GAMES games of a cached configuration, recomputed by the same function
    the command uses, win exactly as often as the cache says."""
    again = an.simulated_balance(policy, [n], an.CHECK_GAMES, command.SEED, **options)
    variant = "+".join(sorted(options)) or "standard"
    assert int(again["pacifist_wins"].iloc[0]) == int(row(policy, n, variant)["check_wins"])


def test_the_command_writes_what_the_lesson_reads() -> None:
    assert command.as_csv(BIG.head(3)).splitlines()[0] == ",".join(BIG.columns)
    assert command.N_BAYES >= 2_000 and command.N_RULES >= 2_000 and command.N_RANDOM >= 2_000


def test_parity_table_states_each_bot_with_intervals() -> None:
    t = an.parity_table(BIG)
    assert list(t["bots"]) == ["random", "rule-based", "Bayesian"]
    for cell in t.drop(columns="bots").to_numpy().ravel():
        assert " to " in cell  # a difference and its 95% interval
