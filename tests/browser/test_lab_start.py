"""`python3 tasks.py lab` in a real browser (issue 8, part 2): the URL the server prints opens
lesson 00 (not a Launcher), and the file browser beside it lists the lessons, nothing of the
test set-up. The server runs exactly the command tasks.py runs (``tasks.lab_command()``), in
the harness's isolated profile, on a free port."""

from __future__ import annotations

import importlib.util
import os
import re
import time
from typing import Any
from unittest import mock

import pytest

from tests.browser import browser_harness as h

pytestmark = pytest.mark.browser


def _tasks() -> Any:
    spec = importlib.util.spec_from_file_location("tasks_for_lab", h.REPO / "tasks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_printed_url_opens_lesson_00(browser: Any, tmp_path: Any) -> None:
    port = h.free_port()
    env = h.isolated_env(tmp_path)
    # tasks.py chooses the kernels' transport from the environment the server runs in (IPC
    # where the runtime folder's path is short enough for a socket): build it in that one.
    with mock.patch.dict(os.environ, env, clear=True):
        cmd = [*_tasks().lab_command(port=port, open_browser=False), "--ip=127.0.0.1"]
    # The token is the one the server makes up and prints, as for a teacher; until it is read
    # from the log, the status probe (sent with another token) is refused: that is "up".
    lab = h.Server(name="tasks.py lab", cmd=cmd, base_url=f"http://127.0.0.1:{port}",
                   log_path=h.ARTIFACTS / "logs" / f"tasks-lab-{port}.log",
                   env=env, ready_statuses=(200, 403))
    lab.start()
    try:
        printed = None
        for _ in range(100):
            found = re.search(r"http://127\.0\.0\.1:\d+/\S+token=\w+", lab.log_path.read_text())
            if found:
                printed = found.group(0)
                break
            time.sleep(0.2)
        assert printed and "/lab/tree/notebooks/00-start-here.ipynb?" in printed, lab.log_tail()
        context = browser.new_context(viewport={"width": 1440, "height": 1000})
        page = context.new_page()
        watch = h.PageWatch(page)
        try:
            page.goto(printed, wait_until="domcontentloaded")
            page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) h1",
                         has_text="Start here").first.wait_for(timeout=h.KERNEL_TIMEOUT_MS)
            assert page.title().startswith("00-start-her"), page.title()
            assert page.locator(".jp-Launcher").count() == 0
            listing = page.locator(".jp-DirListing-itemText")
            listing.first.wait_for()
            names = [n.strip() for n in listing.all_inner_texts()]
            assert "00-start-here.ipynb" in names and "01-the-majority-rules.ipynb" in names
            # Only the lessons, and the folder of their French editions (no caches, no set-up).
            assert "fr" in names, names
            assert not [n for n in names if not n.endswith(".ipynb") and n != "fr"], names
            h.screenshot(page, "lab-start-lesson00")
            assert not watch.errors, watch.problems()
            assert not watch.external, watch.external
        finally:
            context.close()
    finally:
        lab.stop()
