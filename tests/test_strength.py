"""The search's strength study (majority_core/strength.py, benchmarks/bench_strength.py, issue
22 section 2): paired deals, rotated seats, a cache that the same arguments reproduce to the
byte, and the table made from it.

A tiny configuration (Grard, 5 players, 2 deals per pairing, 4 playouts a decision) so that it
runs in seconds; the study itself is a benchmark.
"""

from __future__ import annotations

import importlib.util
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pandas as pd
import pytest

from majority_core.game import play
from majority_core.grard import GrardState
from majority_core.grard.policies import Focal, LevelK
from majority_core.rng import derive_seed
from majority_core.strength import (
    CACHE_COLUMNS,
    Pairing,
    cpu_path,
    deals,
    run_study,
    strength_table,
)

ROOT = Path(__file__).resolve().parents[1]
TINY = [
    Pairing("grard", "focal", GrardState, Focal, 4, (5,)),
    Pairing("grard", "level-k", GrardState, LevelK, 4, (5,)),
]


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("strength") / "strength.csv"
    run_study(TINY, 2, path, seed=3, progress=False)
    return path


def test_the_same_arguments_give_the_same_cache_to_the_byte(cache: Path, tmp_path: Path) -> None:
    """Re-running the study with the same arguments (here on two worker processes, through
    simulate's executors, in chunks of one deal) writes the very same file: the budget is a
    number of playouts, never a time, and the rows are sorted."""
    again = tmp_path / "again.csv"
    with ProcessPoolExecutor(2) as pool:
        run_study(TINY, 2, again, seed=3, executor=pool, chunk_size=1, progress=False)
    assert again.read_bytes() == cache.read_bytes()
    assert cpu_path(again).exists() and cpu_path(again) != again  # timings kept apart


def test_a_stopped_run_resumes_to_the_same_cache(cache: Path, tmp_path: Path) -> None:
    """A run stopped half-way (a deal of each pairing missing) resumes: only the missing games
    are played, the cache written after each of them (``checkpoint``), and the file ends the
    same."""
    cut = tmp_path / "cut.csv"
    frame = pd.read_csv(cache, keep_default_na=False, dtype={"seed": str})
    gone = (frame["pairing"] == "level-k") & (frame["deal"] == 1)
    gone |= (frame["pairing"] == "focal") & (frame["deal"] == 0)
    frame[~gone].to_csv(cut, index=False, lineterminator="\n")
    run_study(TINY, 2, cut, seed=3, progress=False, checkpoint=1)
    assert cut.read_bytes() == cache.read_bytes()
    assert len(pd.read_csv(cpu_path(cut))) == 2  # two deals played: the missing ones


def test_the_cache_holds_paired_games_with_rotated_seats(cache: Path) -> None:
    """One row per game: per deal the bot's game (the rival in every seat) and the search's
    game (the search in the rotating seat) with the same seed; every rival of a game meets
    the same deals; the bot's row is exactly what ``play`` gives on that deal."""
    frame = pd.read_csv(cache, keep_default_na=False, dtype={"seed": str})
    assert list(frame.columns) == CACHE_COLUMNS
    assert len(frame) == 2 * 2 * 2  # pairings x deals x (search, bot)
    assert sorted(set(frame["player"])) == ["focal", "level-k", "search"]
    assert set(frame["budget"]) == {4}
    for _rival, group in frame.groupby("pairing"):
        assert list(group.drop_duplicates("deal")["seat"]) == [0, 1]  # seats rotated
        assert (group.groupby("deal")["seed"].nunique() == 1).all()  # one deal, two games
    seeds = frame.groupby("pairing")["seed"].apply(lambda s: sorted(set(s)))
    assert seeds["focal"] == seeds["level-k"]  # the same deals for every rival
    assert sorted(str(d[1]) for d in deals(TINY[0], 2, 3)) == seeds["focal"]
    for row in frame[frame["player"] == "focal"].itertuples():
        seed = int(row.seed)
        state = play(GrardState.new(n_players=5, seed=seed), [Focal() for _ in range(5)],
                     seed=derive_seed(seed, "decisions"))
        assert float(state.returns()[row.seat]) == row.outcome


def test_the_table_is_made_from_the_cache(cache: Path) -> None:
    """Per pairing and side: the search's share with its interval, the fair share (the rival
    bot's own share in the same seats on the same deals) and the paired difference."""
    frame = pd.read_csv(cache, keep_default_na=False, dtype={"seed": str})
    table = strength_table(cache)
    assert list(table["rival"]) == ["focal", "level-k"]
    for row in table.itertuples():
        mine = frame[(frame["pairing"] == row.rival)]
        search = mine[mine["player"] == "search"].sort_values("deal")["outcome"].to_numpy()
        bot = mine[mine["player"] != "search"].sort_values("deal")["outcome"].to_numpy()
        assert row.games == 2 and row.side == "all" and row.budget == 4
        assert row.search == pytest.approx(search.mean())
        assert row.fair == pytest.approx(bot.mean())
        assert row.difference == pytest.approx((search - bot).mean())
        assert row.search_low <= row.search <= row.search_high
        assert row.difference_low <= row.difference <= row.difference_high
        assert row.stronger == (row.search_low > row.fair)
    pd.testing.assert_frame_equal(strength_table(frame), table)


def test_win_shares_get_wilson_intervals_from_scipy() -> None:
    """Outcomes all 0 or 1: the search's interval is scipy's Wilson interval."""
    from scipy.stats import binomtest

    rows = []
    for d in range(10):
        common = {"game": "g", "pairing": "b", "deal": d, "n_players": 4, "seat": d % 4,
                  "side": "all", "seed": str(d), "budget": 1}
        rows.append({**common, "player": "b", "outcome": float(d % 2)})
        rows.append({**common, "player": "search", "outcome": float(d < 7)})
    row = strength_table(pd.DataFrame(rows)).iloc[0]
    ci = binomtest(7, 10).proportion_ci(method="wilson")
    assert (row["search_low"], row["search_high"]) == pytest.approx((ci.low, ci.high))
    assert row["fair"] == 0.5 and row["difference"] == pytest.approx(0.2)


def test_the_benchmark_pairs_the_search_with_every_bot_the_issue_lists() -> None:
    """Issue 22, section 2: The Majority (Greedy, RunnerUp, Saboteur), Sultane (RuleBased,
    Bayesian; 5 to 10 players), Grard (Focal, LevelK), Majority 2 (Planner), Witch (its best
    bot); budgets in playouts."""
    spec = importlib.util.spec_from_file_location("bench_strength", ROOT / "benchmarks" / "bench_strength.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    found = {p.name: p for p in bench.pairings()}
    assert sorted(found) == sorted([
        "the_majority:greedy", "the_majority:runner-up", "the_majority:saboteur",
        "sultane:rules", "sultane:bayesian", "grard:focal", "grard:level-k",
        "majority2:planner", "witch:investigator",
    ])
    assert found["sultane:rules"].counts == (5, 6, 7, 8, 9, 10)
    assert all(isinstance(p.budget, int) and p.budget > 0 for p in found.values())
    assert [p.name for p in bench.selected("grard,sultane:bayesian", 4)] == [
        "sultane:bayesian", "grard:focal", "grard:level-k"]
    assert {p.budget for p in bench.selected("grard", 4)} == {4}
