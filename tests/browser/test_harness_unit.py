"""The harness's plain-Python parts (no browser, no server): fast, run everywhere."""

from __future__ import annotations

import json
import os
import subprocess
from types import SimpleNamespace

import pytest

from tests.browser import browser_harness as h


class FakePage:
    """Just enough of a Playwright page for PageWatch: it records the listeners."""

    def __init__(self) -> None:
        self.handlers: dict[str, object] = {}

    def on(self, event: str, handler: object) -> None:
        self.handlers[event] = handler


def console(text: str, url: str, kind: str = "error") -> SimpleNamespace:
    return SimpleNamespace(type=kind, text=text, location={"url": url, "lineNumber": 0})


def test_only_voilas_font_awesome_link_is_forgiven() -> None:
    """The one filtered console error is Voila's CDN stylesheet; anything like it still fails."""
    page = FakePage()
    watch = h.PageWatch(page)
    failed = "Failed to load resource: net::ERR_NAME_NOT_RESOLVED"
    cdn = "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/"
    page.handlers["console"](console(failed, cdn + "all.min.css"))
    page.handlers["console"](console(failed, cdn + "v4-shims.min.css"))
    assert watch.errors == [] and len(watch.ignored) == 2
    # Same message for any other resource, another kind of error, or a board's own error: kept.
    page.handlers["console"](console(failed, "https://cdn.jsdelivr.net/npm/katex/katex.css"))
    page.handlers["console"](console(failed, "http://127.0.0.1:8866/voila/static/board.js"))
    page.handlers["console"](console("Error: widget model not found", cdn + "all.min.css"))
    page.handlers["console"](console("just a warning", "http://x/", kind="warning"))
    assert len(watch.errors) == 3, watch.errors


def test_isolated_env_turns_off_network_and_autosave(tmp_path) -> None:
    """The Jupyter profile of the tests: every directory in tmp, no news, no autosave."""
    env = h.isolated_env(tmp_path)
    for key in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        assert env[key].startswith(str(tmp_path)), key
    settings = tmp_path / "lab-settings" / "@jupyterlab"
    note = json.loads(
        (settings / "apputils-extension" / "notification.jupyterlab-settings").read_text()
    )
    assert note["fetchNews"] == "false" and note["checkForUpdates"] is False
    docs = json.loads(
        (settings / "docmanager-extension" / "plugin.jupyterlab-settings").read_text()
    )
    assert docs["autosave"] is False
    server = json.loads((tmp_path / "config" / "jupyter_server_config.json").read_text())
    assert server["LabApp"]["news_url"] is None


def test_descendants_finds_a_child_by_pid() -> None:
    child = subprocess.Popen(["sleep", "30"])
    try:
        assert child.pid in h.descendants(os.getpid())
        assert h._alive(child.pid)
    finally:
        child.kill()
        child.wait()
    assert not h._alive(child.pid)


def test_ensure_chromium_is_a_no_op_when_present() -> None:
    """tools/ensure_chromium.sh only calls apt-get when /usr/bin/chromium is missing."""
    missing = h.chromium_missing_message()
    if missing:  # installing would need apt and the network: that is the setup's job
        pytest.skip(missing)
    done = subprocess.run(
        ["sh", str(h.REPO / "tools" / "ensure_chromium.sh")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert "already present" in done.stdout
