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
    judged by test files that exist."""
    tasks = load_tasks()
    kernels = {p.relative_to(ROOT).as_posix() for p in (ROOT / "majority_core").glob("*/kernel.py")}
    assert kernels == set(tasks.MUTATE_TESTS)
    for module, tests in tasks.MUTATE_TESTS.items():
        game = Path(module).parent.name
        assert tests and all((ROOT / t).is_file() and f"tests/{game}/" in t for t in tests), module


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
         "loadfile", "-o", "addopts=", "-v", "-k", "not base",
         "tests/majority2/test_invariants.py", "tests/test_event.py"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    ).stdout
    assert "scheduling tests via CostFirstScheduling" in out, out
    ran = re.findall(r"\[(gw\d)\] \[\s*\d+%\] PASSED (tests/\S+?)::", out)
    assert len(ran) == 6, out
    assert {w for w, f in ran if f == "tests/majority2/test_invariants.py"} == {"gw0", "gw1"}
    assert len({w for w, f in ran if f == "tests/test_event.py"}) == 1
