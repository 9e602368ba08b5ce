"""Fixtures for the real-browser tests: servers started and stopped by PID, a Chromium page.

Run them with ``.venv/bin/python -m pytest tests/browser -q`` (they carry the ``browser``
marker; ``-m "not browser"`` leaves them out). They need Debian's ``/usr/bin/chromium``:
``tools/ensure_chromium.sh`` installs it with apt-get. Screenshots and server logs land in
``test-artifacts/browser/`` (gitignored).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser import browser_harness as h


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Any:
    """Remember each phase's report on the item, so the page fixture knows a test failed."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, launched once per test session (one per xdist worker)."""
    missing = h.chromium_missing_message()
    if missing:
        pytest.fail(missing, pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = h.launch_browser(playwright)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh page in a fresh context (no cookies, no storage) that watches for errors.

    ``page.watch`` collects console errors and uncaught exceptions; tests assert it is empty.
    On failure a screenshot named after the test is kept in ``test-artifacts/browser/``.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.set_default_timeout(h.UPDATE_TIMEOUT_MS)
    pg = context.new_page()
    pg.watch = h.PageWatch(pg)
    try:
        yield pg
    finally:
        failed = getattr(request.node, "rep_call", None)
        if failed is not None and failed.failed:
            try:
                h.screenshot(pg, f"FAILED-{request.node.name}")
            except Exception as exc:  # a dead page must not hide the real failure
                print(f"could not save the failure screenshot: {exc}")
        context.close()


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[h.Server]:
    """A JupyterLab server rooted at the repository, isolated, stopped by PID at the end."""
    server = h.lab_server(tmp_path_factory.mktemp("jupyter-lab-home"))
    server.start(ready_path="/api/status")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[Path], h.Server]]:
    """``voila(notebook)`` -> a Voila server for that notebook (one per notebook, reused)."""
    servers: dict[Path, h.Server] = {}

    def serve(notebook: Path) -> h.Server:
        notebook = notebook.resolve()
        if notebook not in servers:
            server = h.voila_server(tmp_path_factory.mktemp("voila-home"), notebook)
            server.start(ready_path="/voila/static/harness-ready-probe")
            servers[notebook] = server
        return servers[notebook]

    try:
        yield serve
    finally:
        for server in servers.values():
            server.stop()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def open_in_lab(lab: h.Server, page: Any) -> Iterator[Callable[[Path], Any]]:
    """``open_in_lab(notebook)``: open it in JupyterLab and Run All Cells; returns the page.

    After the test the notebook file must be byte-for-byte unchanged: running a lesson in the
    browser must never rewrite the saved lesson (autosave is off in the test profile).
    """
    opened: dict[Path, str] = {}

    def open_(notebook: Path) -> Any:
        notebook = notebook.resolve()
        opened[notebook] = _digest(notebook)
        h.lab_open_and_run_all(page, lab, notebook)
        return page

    yield open_
    changed = [str(p.relative_to(h.REPO)) for p, d in opened.items() if _digest(p) != d]
    assert not changed, f"the browser session rewrote {changed}"
