"""Servers and a browser for the real-browser tests and the browser benchmark.

Shared by ``tests/browser/conftest.py`` and ``benchmarks/bench_browser.py`` so that both measure
the same thing. No pytest import here.

* Chromium is Debian's ``/usr/bin/chromium`` (installed by ``tools/ensure_chromium.sh``), driven
  by Playwright with ``executable_path``; no browser is ever downloaded through Playwright.
* JupyterLab and Voila run as subprocesses in their own process group, with every Jupyter and
  IPython directory pointed into a temporary folder so that no user setting leaks in, and the
  JupyterLab news feed, update check and autosave are off (the machine has no internet, and the
  lesson notebooks in the repository must never be rewritten by a test run).
* A :class:`Server` is stopped by PID: its process group, then any kernel it started (kernels run
  in their own sessions, so they are found by walking ``/proc`` for descendants first).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent
ARTIFACTS = REPO / "test-artifacts" / "browser"

CHROMIUM = "/usr/bin/chromium"
# Without the background-networking flags Chromium's own connections (component updates, sync,
# field trials) are refused by this machine's closed network and show up as noise or delays.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TOKEN = "majority-browser-tests"

# First kernel start plus widget manager load can be slow on a cold 2-core CI machine.
KERNEL_TIMEOUT_MS = 90_000
UPDATE_TIMEOUT_MS = 20_000

# JupyterLab user settings for the test profile (file = plugin id, JSON = its settings).
LAB_SETTINGS: dict[str, dict[str, Any]] = {
    # No request to the Jupyter news feed / PyPI, and no "Would you like news?" toast. Other
    # notifications stay on: a "kernel died" toast belongs in a failure screenshot.
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    # Running cells must not rewrite the lesson notebooks in the repository.
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    # Start the notebook's kernel without the "Select Kernel" dialog; attach every cell to the
    # DOM so that outputs below the fold exist for the test to find.
    "@jupyterlab/notebook-extension/tracker": {
        "autoStartDefaultKernel": True,
        "windowingMode": "none",
        "kernelShutdown": True,
    },
    "@jupyterlab/apputils-extension/sessionDialogs": {"skipKernelRestartDialog": True},
}


def chromium_missing_message() -> str | None:
    """Why the browser cannot run, or ``None`` when it can."""
    if not os.access(CHROMIUM, os.X_OK):
        return (
            f"{CHROMIUM} is missing: run tools/ensure_chromium.sh (installs Debian's chromium "
            "with apt-get; Playwright never downloads a browser here)"
        )
    return None


def free_port() -> int:
    """A TCP port nobody listens on right now (the server binds it a moment later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def isolated_env(home: Path) -> dict[str, str]:
    """Environment for a Jupyter server whose every config/data/runtime dir lives in ``home``."""
    dirs = {
        "JUPYTER_CONFIG_DIR": home / "config",
        "JUPYTER_DATA_DIR": home / "data",
        "JUPYTER_RUNTIME_DIR": home / "runtime",
        "IPYTHONDIR": home / "ipython",
        "JUPYTERLAB_SETTINGS_DIR": home / "lab-settings",
        "JUPYTERLAB_WORKSPACES_DIR": home / "lab-workspaces",
    }
    for path in dirs.values():
        path.mkdir(parents=True, exist_ok=True)
    for plugin, settings in LAB_SETTINGS.items():
        target = dirs["JUPYTERLAB_SETTINGS_DIR"] / f"{plugin}.jupyterlab-settings"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(settings, indent=2))
    # Server-side half of "no news, no update check" (the page config then disables the feed).
    (dirs["JUPYTER_CONFIG_DIR"] / "jupyter_server_config.json").write_text(
        json.dumps(
            {
                "LabApp": {
                    "news_url": None,
                    "check_for_updates_class": "jupyterlab.NeverCheckForUpdate",
                    # The PyPI-backed extension manager would query pypi.org from the sidebar.
                    "extension_manager": "readonly",
                }
            }
        )
    )
    # No build check: the tests run the installed JupyterLab with its prebuilt extensions and
    # never build it, and the check its page asks for as it loads runs node twice on the server
    # (node's version, yarn's configuration: 1 to 4 CPU-s per server) to offer a build.
    labconfig = dirs["JUPYTER_CONFIG_DIR"] / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "page_config.json").write_text(json.dumps({"buildCheck": False}))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "JPY_"))}
    env.update({k: str(v) for k, v in dirs.items()})
    env["HOME"] = str(home)
    env["PATH"] = f"{VENV_BIN}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONUNBUFFERED"] = "1"
    # The kernels import this checkout (a worktree's code, not the editable install's).
    env["PYTHONPATH"] = str(REPO)
    return env


def _children_map() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # Fields after the ")" closing the command name: state, ppid, ...
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    return children


def descendants(pid: int) -> list[int]:
    """PIDs of every process below ``pid`` (Linux ``/proc``), deepest last."""
    children = _children_map()
    found: list[int] = []
    todo = list(children.get(pid, []))
    while todo:
        child = todo.pop()
        found.append(child)
        todo.extend(children.get(child, []))
    return found


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


class ServerExited(RuntimeError):
    """The server process ended before it answered HTTP (its log says why)."""


@dataclass
class Server:
    """A Jupyter server subprocess that is started, awaited and stopped by PID."""

    name: str
    cmd: list[str]
    base_url: str
    log_path: Path
    env: dict[str, str]
    cwd: Path = REPO
    # HTTP statuses on ``ready_path`` that prove the server is serving.
    ready_statuses: tuple[int, ...] = (200,)
    proc: subprocess.Popen | None = None
    _log: Any = field(default=None, repr=False)

    @property
    def pid(self) -> int:
        assert self.proc is not None, "server not started"
        return self.proc.pid

    def start(self, ready_path: str = "/api/status", timeout: float = 60.0) -> Server:
        """Start the process in a new session and wait until ``ready_path`` answers."""
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log = self.log_path.open("w")
        self.proc = subprocess.Popen(
            self.cmd,
            cwd=self.cwd,
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            self._wait_ready(ready_path, timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def _wait_ready(self, path: str, timeout: float) -> None:
        url = self.url(path)
        deadline = time.monotonic() + timeout
        last: Exception | None = None
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise ServerExited(
                    f"{self.name} exited with code {self.proc.returncode} before answering; "
                    f"log:\n{self.log_tail()}"
                )
            try:
                with urllib.request.urlopen(url, timeout=5) as response:
                    if response.status in self.ready_statuses:
                        return
            except urllib.error.HTTPError as exc:
                if exc.code in self.ready_statuses:
                    return
                last = exc
            except (urllib.error.URLError, OSError) as exc:
                last = exc
            time.sleep(0.25)
        raise TimeoutError(
            f"{self.name} did not answer {url} within {timeout:.0f} s ({last}); "
            f"log:\n{self.log_tail()}"
        )

    def url(self, path: str = "/", **query: str) -> str:
        """Absolute URL on this server, with the test token."""
        sep = "&" if "?" in path else "?"
        params = {"token": TOKEN, **query}
        return f"{self.base_url}{path}{sep}" + "&".join(f"{k}={v}" for k, v in params.items())

    def sessions(self) -> list[dict[str, Any]]:
        """The kernel sessions of a Jupyter server (REST API, with the token)."""
        with urllib.request.urlopen(self.url("/api/sessions"), timeout=10) as response:
            return json.load(response)

    def shutdown_sessions(self) -> None:
        """Shut down every kernel session of a Jupyter server (REST API, with the token)."""
        for session in self.sessions():
            request = urllib.request.Request(
                self.url(f"/api/sessions/{session['id']}"), method="DELETE"
            )
            with urllib.request.urlopen(request, timeout=30):
                pass

    def log_tail(self, n: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return "(no log)"

    def stop(self, grace: float = 10.0) -> None:
        """Stop the server's process group and every kernel it started, by PID."""
        if self.proc is None:
            return
        pid = self.proc.pid
        # Kernels are started in their own session: collect them before their parent goes.
        kernels = [p for p in descendants(pid) if _alive(p)]
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(pid, signal.SIGTERM)  # the server shuts its kernels down politely
            try:
                self.proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(pid, signal.SIGKILL)
                self.proc.wait(timeout=grace)
        deadline = time.monotonic() + grace
        for child in kernels:
            while _alive(child) and time.monotonic() < deadline:
                time.sleep(0.1)
            if _alive(child):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(child, signal.SIGKILL)
        if self._log is not None:
            self._log.close()
            self._log = None
        self.proc = None


def lab_server(home: Path, root: Path = REPO) -> Server:
    """A JupyterLab server (not started) rooted at ``root``, isolated in ``home``."""
    port = free_port()
    cmd = [
        str(VENV_BIN / "jupyter-lab"),
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root}",
        *(["--allow-root"] if os.geteuid() == 0 else []),
    ]
    return Server(
        name="jupyter lab",
        cmd=cmd,
        base_url=f"http://127.0.0.1:{port}",
        log_path=ARTIFACTS / "logs" / f"jupyterlab-{port}.log",
        env=isolated_env(home),
        cwd=root,
    )


def voila_server(home: Path, notebook: Path, root: Path = REPO) -> Server:
    """A Voila server (not started) serving one notebook, as ``voila app/x.ipynb`` would."""
    port = free_port()
    cmd = [
        str(VENV_BIN / "voila"),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--Voila.port_retries=0",
        # as `python3 tasks.py app` does: Voila's lab template without its CDN links
        "--template=offline",
        # Voila's single-notebook mode serves the notebook at "/"; no token is needed there,
        # the query parameter is ignored.
        str(notebook.relative_to(root)),
    ]
    return Server(
        name=f"voila {notebook.name}",
        cmd=cmd,
        base_url=f"http://127.0.0.1:{port}",
        log_path=ARTIFACTS / "logs" / f"voila-{notebook.stem}-{port}.log",
        env={**isolated_env(home), "JUPYTER_PATH": str(REPO / "app")},
        cwd=root,
        # Voila has no status endpoint that does not start a kernel; its static-file handler
        # answering 404 for a made-up name proves the server is up without side effects.
        ready_statuses=(200, 403, 404),
    )


def start_server(make: Callable[[], Server], ready_path: str, attempts: int = 3) -> Server:
    """Start ``make()``; if it dies before answering (e.g. another process took the free port
    between :func:`free_port` and the bind, as can happen with parallel test workers), try again
    on a new port. A server that starts but never answers is not retried: that is a real fault.
    """
    for attempt in range(1, attempts + 1):
        server = make()
        try:
            return server.start(ready_path=ready_path)
        except ServerExited:
            if attempt == attempts:
                raise
    raise AssertionError("unreachable")


# ---------------------------------------------------------------------------------------------
# Browser side


def launch_browser(playwright: Any) -> Any:
    """Debian's Chromium through Playwright, headless, with a fresh temporary profile."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)


# Console errors that an offline sandbox produces and that say nothing about our pages. Each
# entry is a precise pattern with the reason; everything else is reported as a failure. None
# today: the apps are served with app/voila/templates/offline, which drops the Font Awesome CDN
# links of Voila's lab template, and PageWatch.external records any request that leaves the
# machine.
BENIGN_CONSOLE_ERRORS: list[tuple[re.Pattern[str], str]] = []

#: Requests that stay on this machine (the servers, inline data).
LOCAL_PREFIXES = ("http://127.0.0.1", "http://localhost", "ws://127.0.0.1", "data:", "blob:")


@dataclass
class PageWatch:
    """Collects a page's console errors and uncaught exceptions while a test drives it."""

    page: Any
    errors: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    #: Every request the page made to another machine (a CDN...): must stay empty.
    external: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.page.on("console", self._on_console)
        self.page.on("pageerror", self._on_pageerror)
        self.page.on("request", self._on_request)

    def _on_request(self, request: Any) -> None:
        url = request.url
        if not url.startswith(LOCAL_PREFIXES):
            self.external.append(url)

    def _on_console(self, message: Any) -> None:
        if message.type != "error":
            return
        location = message.location or {}
        text = f"console.error: {message.text} ({location.get('url', '?')}:{location.get('lineNumber', '?')})"
        for pattern, _why in BENIGN_CONSOLE_ERRORS:
            if pattern.search(text):
                self.ignored.append(text)
                return
        self.errors.append(text)

    def _on_pageerror(self, error: Any) -> None:
        self.errors.append(f"uncaught {getattr(error, 'name', 'Error')}: {error}")

    def problems(self) -> str:
        return "\n".join(self.errors)


def screenshot(page: Any, name: str) -> Path:
    """Save a screenshot as ``test-artifacts/browser/<name>.png`` and return its path."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)
    path = ARTIFACTS / f"{safe}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def lab_menu(page: Any, menu: str, item: str) -> None:
    """Click JupyterLab's menu bar ``menu``, then its enabled item labelled ``item``."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(f"^{re.escape(menu)}$")).click()
    page.locator(".lm-Menu-item:not(.lm-mod-disabled)").get_by_text(item, exact=True).click()


def lab_load(page: Any, lab: Server) -> None:
    """Load JupyterLab in ``page`` with no document open (``reset``: no tab of an earlier page
    restored), ready for :func:`lab_open`. One load serves many notebooks: each load costs
    Chromium about 5 CPU-s, opening a notebook in the loaded page far less."""
    page.goto(lab.url("/lab", reset=""), wait_until="domcontentloaded")
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^File$")).wait_for(
        timeout=KERNEL_TIMEOUT_MS
    )
    # The file browser lists the root once the application has started (and restored nothing).
    page.locator(".jp-DirListing-itemText").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert page.locator(".jp-NotebookPanel").count() == 0


def lab_open(page: Any, notebook: Path) -> None:
    """Open ``notebook`` in the JupyterLab that ``page`` holds (:func:`lab_load`) as a person
    does: File > Open from Path..., its path, Enter. It opens as saved, its kernel starting."""
    rel = notebook.resolve().relative_to(REPO).as_posix()
    assert page.locator(".jp-NotebookPanel").count() == 0, "another notebook is still open"
    lab_menu(page, "File", "Open from Path\u2026")
    path = page.locator(".jp-Dialog input")
    path.fill(rel)
    path.press("Enter")
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").wait_for(timeout=KERNEL_TIMEOUT_MS)


def lab_close(page: Any, lab: Server) -> None:
    """File > Close and Shut Down Notebook..., Ok: the open notebook closes unsaved and its
    kernel stops; returns once no notebook and no kernel session is left. A notebook only
    opened is closed once its kernel has started (idle): its session must exist to be ended."""
    wait_lab_kernel_idle(page)
    lab_menu(page, "File", "Close and Shut Down Notebook\u2026")
    page.locator(".jp-Dialog .jp-mod-accept").click()
    page.locator(".jp-NotebookPanel").first.wait_for(state="detached")
    deadline = time.monotonic() + UPDATE_TIMEOUT_MS / 1000
    while lab.sessions():
        assert time.monotonic() < deadline, f"kernel sessions left: {lab.sessions()}"
        time.sleep(0.1)


def lab_open_and_run_all(
    page: Any,
    lab: Server,
    notebook: Path,
    before_run: Callable[[Any], None] | None = None,
    *,
    loaded: bool = False,
) -> None:
    """Open ``notebook`` in JupyterLab on a fresh kernel, Run > Run All Cells, wait until done.

    "Done" means every code cell shows an execution count; a cell that raised fails here with
    its error text, so a broken lesson is reported as such rather than as a missing widget.
    ``before_run(page)`` looks at the lesson as it opens, saved and not run (one JupyterLab
    start serves both looks: each costs Chromium seconds of CPU). ``loaded``: ``page`` holds
    JupyterLab already (:func:`lab_load`, no notebook open), and the notebook is opened in it
    (:func:`lab_open`) rather than by loading its URL.
    """
    rel = notebook.resolve().relative_to(REPO).as_posix()
    lab.shutdown_sessions()  # a kernel left by an earlier test must not carry its state over
    n_cells = len(json.loads(notebook.read_text())["cells"])
    if loaded:
        lab_open(page, notebook)
    else:
        page.goto(lab.url(f"/lab/tree/{rel}", reset=""), wait_until="domcontentloaded")
    # The execution indicator reads "idle" before any kernel exists, and the notebook fills in
    # cell by cell: wait for all the cells and for the status bar's "<kernel> | Idle".
    page.wait_for_function(
        "(n) => document.querySelectorAll("
        "'.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell').length === n",
        arg=n_cells,
        timeout=KERNEL_TIMEOUT_MS,
    )
    wait_lab_kernel_idle(page)
    if before_run is not None:
        before_run(page)
    lab_menu(page, "Run", "Run All Cells")
    page.wait_for_function(
        r"""() => {
          const prompts = [...document.querySelectorAll(
            '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt')];
          return prompts.length > 0 && prompts.every(p => /\[\d+\]/.test(p.textContent));
        }""",
        timeout=KERNEL_TIMEOUT_MS,
    )
    errors = page.locator(
        ".jp-NotebookPanel:not(.lm-mod-hidden) "
        ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error']"
    )
    if errors.count():
        raise AssertionError(f"{rel}: a cell raised an error:\n{errors.first.inner_text()}")


def wait_lab_kernel_idle(page: Any, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
    """Wait until the status bar shows the notebook's kernel, idle ("Python 3 ... | Idle")."""
    page.locator(
        ".jp-StatusBar-TextItem", has_text=re.compile(r"^(?!No Kernel).+ \| Idle$")
    ).wait_for(timeout=timeout_ms)
