"""The browser harness itself, on a one-button notebook (tests/browser/fixtures/counter.ipynb).

If these fail, the problem is the machinery (Chromium, servers, widget manager), not a board:
the board tests below rely on exactly these steps.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser import browser_harness as h

pytestmark = pytest.mark.browser

COUNTER = Path(__file__).parent / "fixtures" / "counter.ipynb"


def click_three_times(page) -> None:
    label = page.locator(".mj-test-label")
    label.wait_for(timeout=h.KERNEL_TIMEOUT_MS)
    assert label.inner_text() == "Clicks: 0"
    for n in (1, 2, 3):
        page.locator(".mj-test-button").click()
        page.locator(".mj-test-label", has_text=f"Clicks: {n}").wait_for()
    assert label.inner_text() == "Clicks: 3"


def test_counter_in_jupyterlab(open_in_lab) -> None:
    """Open, Run All Cells, click: the kernel answers and the label follows each click."""
    page = open_in_lab(COUNTER)
    click_three_times(page)
    h.wait_lab_kernel_idle(page)
    h.screenshot(page, "harness-jupyterlab-counter")
    assert not page.watch.errors, page.watch.problems()


def test_counter_in_voila(voila, page) -> None:
    """Voila renders the notebook as an app; the same clicks update the same label."""
    server = voila(COUNTER)
    page.goto(server.base_url + "/")
    click_three_times(page)
    h.screenshot(page, "harness-voila-counter")
    assert not page.watch.errors, page.watch.problems()
    # Voila shows outputs only: the code of the cell must not be on the page.
    assert "button.on_click" not in page.content()


def test_server_stop_leaves_no_process(tmp_path, page) -> None:
    """A server and the kernel it started for a page are gone after stop(), killed by PID."""
    server = h.voila_server(tmp_path, COUNTER).start(ready_path="/voila/static/harness-probe")
    try:
        page.goto(server.base_url + "/")
        page.locator(".mj-test-label").wait_for(timeout=h.KERNEL_TIMEOUT_MS)
        kernels = h.descendants(server.pid)
        assert kernels, "Voila should run a kernel for the open page"
    finally:
        pid = server.pid
        server.stop()
    assert not h._alive(pid)
    assert not [k for k in kernels if h._alive(k)]


def test_console_errors_are_caught(browser) -> None:
    """The watcher really reports console.error and uncaught exceptions (no silent pass)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        watch = h.PageWatch(page)
        with page.expect_event("pageerror"):
            page.set_content(
                "<script>console.error('board exploded');"
                "setTimeout(() => { throw new Error('boom'); }, 0);</script>"
            )
        assert any("board exploded" in e for e in watch.errors), watch.errors
        assert any("boom" in e for e in watch.errors), watch.errors
    finally:
        context.close()
