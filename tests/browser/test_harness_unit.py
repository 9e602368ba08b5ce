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


def test_no_console_error_is_forgiven_and_external_requests_are_recorded() -> None:
    """Voila's CDN stylesheet is gone (app/voila/templates/offline): a failed load anywhere
    is an error, and a request to another machine is recorded."""
    page = FakePage()
    watch = h.PageWatch(page)
    failed = "Failed to load resource: net::ERR_NAME_NOT_RESOLVED"
    cdn = "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/"
    page.handlers["console"](console(failed, cdn + "all.min.css"))
    page.handlers["console"](console(failed, "http://127.0.0.1:8866/voila/static/board.js"))
    page.handlers["console"](console("just a warning", "http://x/", kind="warning"))
    assert len(watch.errors) == 2 and watch.ignored == []
    for url in ("http://127.0.0.1:8866/voila/static/x.js", "data:image/png;base64,AA", cdn):
        page.handlers["request"](SimpleNamespace(url=url))
    assert watch.external == [cdn]


def test_the_offline_voila_template_drops_exactly_the_cdn_links() -> None:
    """The links our template removes are the ones Voila's lab template has (pinned Voila)."""
    import voila

    lab = (
        h.VENV_BIN.parent / "share" / "jupyter" / "voila" / "templates" / "lab" / "index.html.j2"
    )
    ours = (h.REPO / "app" / "voila" / "templates" / "offline" / "index.html.j2").read_text()
    links = [line.strip() for line in lab.read_text().splitlines() if "cdn.jsdelivr" in line]
    assert len(links) == 2, voila.__version__
    for link in links:
        assert f"replace('{link}', '')" in ours


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


def test_ensure_chromium_installs_with_apt_when_missing(tmp_path) -> None:
    """Missing binary: apt-get update, then a non-interactive install of Debian's chromium.

    A stand-in apt-get on PATH records its calls (no network, no real install).
    """
    if os.geteuid() != 0:
        pytest.skip("the script needs root (or sudo) to call apt-get")
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    target = tmp_path / "chromium"
    calls = tmp_path / "calls.txt"
    apt = fake_bin / "apt-get"
    apt.write_text(
        "#!/bin/sh\n"
        f'echo "$DEBIAN_FRONTEND $*" >> {calls}\n'
        f'case "$*" in *install*) printf "#!/bin/sh\\necho Chromium 1.0\\n" > {target}; '
        f"chmod +x {target};; esac\n"
    )
    apt.chmod(0o755)
    env = {**os.environ, "PATH": f"{fake_bin}:{os.environ['PATH']}"}
    env["ENSURE_CHROMIUM_PATH"] = str(target)
    script = str(h.REPO / "tools" / "ensure_chromium.sh")
    done = subprocess.run(["sh", script], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    lines = calls.read_text().splitlines()
    assert lines[0] == "noninteractive update -q"
    assert lines[1].startswith("noninteractive install -y -q --no-install-recommends chromium")
    assert "installed Chromium 1.0" in done.stdout
    # Second run: present, so apt-get is not called again.
    again = subprocess.run(["sh", script], capture_output=True, text=True, env=env)
    assert again.returncode == 0 and "already present" in again.stdout
    assert len(calls.read_text().splitlines()) == 2
