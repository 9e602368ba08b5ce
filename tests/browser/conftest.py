"""Fixtures for the real-browser tests: servers started and stopped by PID, a Chromium page.

Run them with ``.venv/bin/python -m pytest tests/browser -q`` (they carry the ``browser``
marker; ``-m "not browser"`` leaves them out). They need Debian's ``/usr/bin/chromium``:
``tools/ensure_chromium.sh`` installs it with apt-get. Screenshots and server logs land in
``test-artifacts/browser/`` (gitignored).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.browser import browser_harness as h


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Any:
    """Remember each phase's report on the item, so page fixtures know a test failed."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


def failed(request: pytest.FixtureRequest) -> bool:
    report = getattr(request.node, "rep_call", None)
    return report is not None and report.failed


@contextmanager
def fresh_page(browser: Any, timeout_ms: int = h.UPDATE_TIMEOUT_MS) -> Iterator[Any]:
    """A page in a fresh context (no cookies, no storage); ``page.watch`` collects errors.
    ``timeout_ms``: how long a wait may last before the page is called stuck."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.set_default_timeout(timeout_ms)
    page = context.new_page()
    page.watch = h.PageWatch(page)
    try:
        yield page
    finally:
        context.close()


def shoot_if_failed(request: pytest.FixtureRequest, page: Any) -> None:
    """Keep a screenshot named after a failed test (a dead page must not hide the failure)."""
    if failed(request):
        try:
            h.screenshot(page, f"FAILED-{request.node.name}")
        except Exception as exc:
            print(f"could not save the failure screenshot: {exc}")


@pytest.fixture
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh page for one test; a screenshot is kept if the test fails."""
    with fresh_page(browser) as pg:
        yield pg
        shoot_if_failed(request, pg)


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[h.Server]:
    """A JupyterLab server rooted at the repository, isolated, stopped by PID at the end."""
    home = tmp_path_factory.mktemp("jupyter-lab-home")
    server = h.start_server(lambda: h.lab_server(home), ready_path="/api/status")
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
            home = tmp_path_factory.mktemp("voila-home")
            servers[notebook] = h.start_server(
                lambda: h.voila_server(home, notebook), ready_path="/voila/static/ready-probe"
            )
        return servers[notebook]

    try:
        yield serve
    finally:
        for server in servers.values():
            server.stop()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@contextmanager
def running_in_lab(lab: h.Server, page: Any, notebook: Path) -> Iterator[Any]:
    """Open ``notebook`` in JupyterLab and Run All Cells; afterwards the file must be unchanged.

    Running a lesson in the browser must never rewrite the saved lesson (autosave is off in
    the test profile, and nothing here saves).
    """
    notebook = notebook.resolve()
    before = digest(notebook)
    h.lab_open_and_run_all(page, lab, notebook)
    yield page
    assert digest(notebook) == before, f"the browser session rewrote {notebook}"


@pytest.fixture
def open_in_lab(lab: h.Server, page: Any) -> Iterator[Callable[[Path], Any]]:
    """``open_in_lab(notebook, before_run=None)``: open it in JupyterLab and Run All Cells
    (``before_run(page)`` first looks at it as saved); returns the page."""
    opened: list[tuple[Path, str]] = []

    def open_(notebook: Path, before_run: Callable[[Any], None] | None = None) -> Any:
        notebook = notebook.resolve()
        opened.append((notebook, digest(notebook)))
        h.lab_open_and_run_all(page, lab, notebook, before_run)
        return page

    yield open_
    changed = [str(p) for p, d in opened if digest(p) != d]
    assert not changed, f"the browser session rewrote {changed}"
