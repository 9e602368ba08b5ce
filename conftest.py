"""Repository-wide pytest setup.

Hypothesis runs with one profile everywhere (``ci``, loaded here before any test module is
imported, so every ``@settings`` inherits it): no deadline and no "too slow" health check. A
property judges what a game does, never how fast a loaded 2-core machine does it; the speed of
the engines is measured in ``benchmarks/``. Tests set only what differs (``max_examples``).
"""

import gc

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci")

# Notebooks used only as browser-test fixtures are opened by the browser tests, not by nbval.
collect_ignore_glob = ["tests/browser/fixtures/*", ".venv/*", "benchmarks/*"]


def pytest_xdist_make_scheduler(config, log):  # noqa: ANN001, ANN201 (xdist's hook)
    """``--dist loadfile`` with the costly files first (tests/schedule.py)."""
    if config.getvalue("dist") != "loadfile":
        return None
    from tests.schedule import CostFirstScheduling

    return CostFirstScheduling(config, log)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """In an xdist worker, collect the garbage now and freeze what is left, after the session's
    fixtures are torn down and before the worker tells the controller it is done.

    The controller ends the workers as soon as the last one is done, and execnet sends a worker
    still busy 5 s later a SIGINT. pytest's own last ``gc.collect()`` comes after "done": on a
    loaded machine, walking a worker's whole heap took longer than that, and the interrupt
    landed in Hypothesis's gc callback (a PytestUnraisableExceptionWarning after ``[100%]``).
    Collected here, it is waited for; frozen, the objects are not walked again."""
    if hasattr(session.config, "workerinput"):
        gc.collect()
        gc.freeze()
