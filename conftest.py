"""Repository-wide pytest setup."""

# Notebooks used only as browser-test fixtures are opened by the browser tests, not by nbval.
collect_ignore_glob = ["tests/browser/fixtures/*", ".venv/*", "benchmarks/*"]
