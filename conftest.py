"""Repository-wide pytest setup.

Hypothesis runs with one profile everywhere (``ci``, loaded here before any test module is
imported, so every ``@settings`` inherits it): no deadline and no "too slow" health check. A
property judges what a game does, never how fast a loaded 2-core machine does it; the speed of
the engines is measured in ``benchmarks/``. Tests set only what differs (``max_examples``).
"""

from hypothesis import HealthCheck, settings

settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci")

# Notebooks used only as browser-test fixtures are opened by the browser tests, not by nbval.
collect_ignore_glob = ["tests/browser/fixtures/*", ".venv/*", "benchmarks/*"]
