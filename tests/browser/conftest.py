"""Fixtures for the real-browser tests: servers started and stopped by PID, a Chromium page.

Run them with ``.venv/bin/python -m pytest tests/browser -q`` (they carry the ``browser``
marker; ``-m "not browser"`` leaves them out). They need Debian's ``/usr/bin/chromium``:
``tools/ensure_chromium.sh`` installs it with apt-get. Screenshots and server logs land in
``test-artifacts/browser/`` (gitignored).
"""

from __future__ import annotations

import hashlib
import re
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


#: The one console error that closing a notebook may log, and only when it is closed in its
#: kernel's first second, as the tests that only look at a notebook do: JupyterLab's debugger
#: asks a new kernel for its state (``debugInfo``) several times, and the request still on its
#: way when the kernel shuts down is cancelled with this message. Nothing a lesson does.
CLOSING_ERROR = re.compile(
    r"^console\.error: Could not restore the debugger state: Canceled future for debug_request "
    r"message before replies were done "
)


class LabPage:
    """One JupyterLab page (``h.lab_load``) that the tests of a module open their notebooks in,
    one at a time: loading JupyterLab costs Chromium about 5 CPU-s, opening a notebook in the
    loaded page far less. ``page`` is a fresh context's page (``fresh_page``); after a failed
    test it is replaced by a new one, so that no dialog or notebook left by the failure reaches
    the next test."""

    def __init__(self, browser: Any, lab: h.Server) -> None:
        self.browser, self.lab = browser, lab
        self._context: Any = None
        self.page: Any = None
        #: The notebooks opened by the current test, with their digests as they were.
        self.opened: list[tuple[Path, str]] = []
        self.renew()

    def renew(self) -> None:
        self.close()
        self._context = fresh_page(self.browser)
        self.page = self._context.__enter__()
        h.lab_load(self.page, self.lab)

    def close(self) -> None:
        if self._context is not None:
            context, self._context, self.page = self._context, None, None
            context.__exit__(None, None, None)

    def _opening(self, notebook: Path) -> Path:
        """``notebook`` resolved, and kept with its digest as it is now (:meth:`unchanged`)."""
        notebook = notebook.resolve()
        self.opened.append((notebook, digest(notebook)))
        return notebook

    def unchanged(self) -> None:
        """No notebook the current test opened was rewritten (autosave is off in the test
        profile, and nothing here saves)."""
        changed = [str(p) for p, d in self.opened if digest(p) != d]
        assert not changed, f"the browser session rewrote {changed}"

    def open(self, notebook: Path) -> Any:
        """Open ``notebook`` as saved, not run (its kernel starts); returns the page."""
        h.lab_open(self.page, self._opening(notebook))
        return self.page

    def open_and_run_all(
        self, notebook: Path, before_run: Callable[[Any], None] | None = None
    ) -> Any:
        """Open ``notebook`` on a fresh kernel and Run All Cells (``h.lab_open_and_run_all``:
        ``before_run(page)`` first looks at it as saved); returns the page."""
        h.lab_open_and_run_all(self.page, self.lab, self._opening(notebook), before_run,
                               loaded=True)
        return self.page

    def close_notebook(self) -> None:
        """Close the open notebook unsaved, with its kernel (``h.lab_close``); closing logs no
        console error, and no notebook opened was rewritten (:meth:`unchanged`)."""
        h.lab_close(self.page, self.lab)
        errors = [e for e in self.page.watch.errors if not CLOSING_ERROR.search(e)]
        assert not errors, "closing the notebook: " + "\n".join(errors)
        self.page.watch.errors.clear()  # all checked: the next test starts from none
        self.unchanged()


@pytest.fixture(scope="module")
def lab_page(browser: Any, lab: h.Server) -> Iterator[LabPage]:
    """The module's JupyterLab page (:class:`LabPage`); tests take it through ``in_lab``."""
    shared = LabPage(browser, lab)
    try:
        yield shared
    finally:
        shared.close()


@pytest.fixture
def in_lab(lab_page: LabPage, request: pytest.FixtureRequest) -> Iterator[LabPage]:
    """The module's JupyterLab page for one test, which opens one notebook in it
    (``in_lab.open`` or ``in_lab.open_and_run_all``). Afterwards the notebook is closed with
    its kernel (``LabPage.close_notebook``: no console error, the file unchanged), and
    ``page.watch.errors`` starts empty for the next test: it holds what happened since the last
    test was checked (loading JupyterLab counts for the first test). A failed test leaves a
    screenshot, and a fresh page for the next one."""
    lab_page.opened = []
    yield lab_page
    if failed(request):
        shoot_if_failed(request, lab_page.page)
        lab_page.renew()
        lab_page.unchanged()
        return
    try:
        lab_page.close_notebook()
    except BaseException:
        lab_page.renew()
        raise


@pytest.fixture
def open_in_lab(in_lab: LabPage) -> Callable[..., Any]:
    """``open_in_lab(notebook, before_run=None)``: open it in the module's JupyterLab page
    (``in_lab``) and Run All Cells (``before_run(page)`` first looks at it as saved); returns
    the page. After the test, the notebook is closed unsaved, and the file must be unchanged."""
    return in_lab.open_and_run_all
