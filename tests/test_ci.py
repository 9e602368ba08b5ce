"""The test run's own settings: one Hypothesis profile for every property (conftest.py), the
mutation tests' reach (tasks.py mutate) and the order in which xdist hands out the files."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]


def load_tasks():  # noqa: ANN201 (a module)
    spec = importlib.util.spec_from_file_location("tasks_under_test", ROOT / "tasks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_property_runs_under_the_ci_profile_without_deadline() -> None:
    """A property judges what the rules do; a deadline or the too-slow health check would
    fail it by chance on a loaded machine (the engines' speed is measured in benchmarks/)."""
    assert settings.default.deadline is None
    assert HealthCheck.too_slow in settings.default.suppress_health_check
    assert settings.get_profile("ci").deadline is None


def test_mutation_testing_covers_every_games_kernel_with_existing_tests() -> None:
    """`tasks.py mutate` with no argument mutates every game's kernel (its help says so), each
    judged by test files of its game that exist; the other modules listed (docs/mutation.md)
    name test files that exist too."""
    tasks = load_tasks()
    kernels = {p.relative_to(ROOT).as_posix() for p in (ROOT / "majority_core").glob("*/kernel.py")}
    assert kernels == {m for m in tasks.MUTATE_TESTS if m.endswith("/kernel.py")}
    for module, tests in tasks.MUTATE_TESTS.items():
        assert (ROOT / module).is_file() and tests, module
        assert all((ROOT / t).is_file() for t in tests), module
        if module in kernels:
            game = Path(module).parent.name
            assert all(f"tests/{game}/" in t for t in tests), module


def test_mutation_testing_has_a_tight_selection_for_every_module_of_the_table() -> None:
    """Issue 21, item 13 (docs/mutation.md): every game's state.py and mixins, worlds.py
    (with The Majority's sight.py), bayes.py and exercises.py have their own test selection, so that a mutant runs in seconds
    rather than under the game's whole folder."""
    tasks = load_tasks()
    names = ("state", "views", "refusals", "effects", "night", "worlds", "sight", "bayes",
             "exercises")
    table = {p.relative_to(ROOT).as_posix() for n in names
             for p in (ROOT / "majority_core").glob(f"*/{n}.py")}
    assert table, "no module found"
    assert table | {"majority_core/exercises.py"} <= set(tasks.MUTATE_TESTS)


def test_a_mutant_run_starts_with_empty_caches() -> None:
    """mutmut forks each mutant's run from the process that ran the clean tests: a cache filled
    then would answer for the mutated function, which would "survive" untested (67 of Witch's
    bayes.py did). The hook tasks.py appends to the run's conftest empties every lru_cache."""
    import functools
    import gc

    import pytest

    tasks = load_tasks()
    calls = []

    @functools.cache
    def cached(x: int) -> int:
        calls.append(x)
        return x

    cached(1)
    cached(1)
    assert calls == [1]
    hooks: dict = {"gc": gc, "pytest": pytest}
    exec(tasks.FRESH_CACHES, hooks)  # noqa: S102 (the text tasks.py writes into the conftest)
    hooks["pytest_sessionstart"](None)
    cached(1)
    assert calls == [1, 1]


def test_two_workers_share_a_split_sweep_and_keep_a_file_whole() -> None:
    """``-n 2 --dist loadfile`` (tasks.py test) through tests/schedule.py: the costliest units go
    out first, the tests of a SHARED file to both workers, every other file whole to one; and
    the run ends (a worker runs a test only once it knows the next one: a schedule that gives
    each worker a single one-test unit and nothing more waits forever)."""
    import re
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2", "--dist",
         "loadfile", "-o", "addopts=", "-v",
         "tests/the_majority/test_invariants.py::test_deck_sizes",
         "tests/the_majority/test_invariants.py::test_views_differ_when_own_cards_change",
         "tests/test_event.py"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    ).stdout
    assert "scheduling tests via CostFirstScheduling" in out, out
    ran = re.findall(r"\[(gw\d)\] \[\s*\d+%\] PASSED (tests/\S+?)::", out)
    assert len(ran) == 6, out
    assert {w for w, f in ran if f == "tests/the_majority/test_invariants.py"} == {"gw0", "gw1"}
    assert len({w for w, f in ran if f == "tests/test_event.py"}) == 1
