"""The test run's own settings: one Hypothesis profile for every property (conftest.py)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings


def test_every_property_runs_under_the_ci_profile_without_deadline() -> None:
    """A property judges what the rules do; a deadline or the too-slow health check would
    fail it by chance on a loaded machine (the engines' speed is measured in benchmarks/)."""
    assert settings.default.deadline is None
    assert HealthCheck.too_slow in settings.default.suppress_health_check
    assert settings.get_profile("ci").deadline is None
