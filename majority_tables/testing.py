"""Start a table server for a test: in this process (a thread) or as its own process.

    with serve_in_thread(db_path, teacher_token="T") as base:      # "http://127.0.0.1:PORT"
        httpx.get(base + "/api/tables", headers={"Authorization": "Bearer T"})

    proc, base = start_process(db_path, teacher_token="T")         # python -m majority_tables
    ...; proc.kill()                                                # SIGKILL, as in a crash

Both listen on a free loopback port and return once the server answers.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .network import listen

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(base: str, timeout: float = 60.0, proc: Any = None) -> None:
    """Return when ``base`` answers HTTP (raise after ``timeout`` seconds)."""
    import httpx

    deadline = time.monotonic() + timeout
    while True:
        try:
            httpx.get(base + "/", timeout=2.0)
            return
        except httpx.HTTPError:
            if proc is not None and proc.poll() is not None:
                raise RuntimeError(f"the server exited with code {proc.returncode}") from None
            if time.monotonic() > deadline:
                raise TimeoutError(f"no server at {base} after {timeout} s") from None
            time.sleep(0.05)


@contextlib.contextmanager
def serve_in_thread(db: str | os.PathLike[str], *, teacher_token: str = "teacher-token",
                    port: int | None = None) -> Iterator[str]:
    """The app under uvicorn in a background thread; yields its base URL; stops at exit
    (:func:`serve_app_in_thread` yields the app object too)."""
    with serve_app_in_thread(db, teacher_token=teacher_token, port=port) as (base, _app):
        yield base


def listening_socket(port: int = 0) -> socket.socket:
    """A loopback socket already bound and listening (port 0: a free one), made as the server
    makes its own (:func:`majority_tables.network.listen`: a server killed a moment ago leaves
    connections in TIME-WAIT, and it restarts on its port anyway)."""
    return listen("127.0.0.1", port)


@contextlib.contextmanager
def serve_app_in_thread(db: str | os.PathLike[str], *, teacher_token: str = "teacher-token",
                        port: int | None = None, **options: Any) -> Iterator[tuple[str, Any]]:
    """Like :func:`serve_in_thread`, yielding ``(base URL, app)``; ``options`` go to
    :func:`~majority_tables.app.create_app` (``busy_timeout=...``)."""

    from .app import create_app
    from .network import local_names
    from .serving import Server, uvicorn_config

    options.setdefault("hosts", local_names("127.0.0.1"))
    app = create_app(db, teacher_token=teacher_token, **options)
    sock = listening_socket(port or 0)
    port = sock.getsockname()[1]
    server = Server(uvicorn_config(app, lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base)
        yield base, app
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        sock.close()
        app.state.store.close()


def start_process(db: str | os.PathLike[str], *, teacher_token: str = "teacher-token",
                  port: int | None = None, log: str | os.PathLike[str] | None = None,
                  args: tuple[str, ...] = (), root: str | os.PathLike[str] | None = None,
                  path: tuple[str, ...] = ()) -> tuple[subprocess.Popen[bytes], str]:
    """``python -m majority_tables`` on a free loopback port; returns (process, base URL).
    Stop it with ``proc.kill()`` (SIGKILL) or ``proc.terminate()``, then ``proc.wait()``.
    ``log``: a file that receives the server's output (appended), to read when a test fails.
    The child serves a socket this process bound (``--fd``): no other test can take the port
    between choosing it and serving it. ``args``: more of the server's options; ``root``: the
    source tree the server runs from (default this one; the benchmark compares another);
    ``path``: more folders on the server's import path, after the tree (e.g. packages
    installed aside to try them) and before the caller's own PYTHONPATH."""
    sock = listening_socket(port or 0)
    port = sock.getsockname()[1]
    root = Path(root or ROOT)
    # the tree first, then ``path``, then the caller's own import path (packages installed
    # aside: the server then runs with what its caller runs with)
    inherited = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    env = {**os.environ, "MAJORITY_TABLES_TOKEN": teacher_token,
           "PYTHONPATH": os.pathsep.join((str(root), *path, *inherited))}
    out: Any = open(log, "ab") if log else subprocess.DEVNULL  # noqa: SIM115 (the child's)
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "majority_tables", "--host", "127.0.0.1", "--port", str(port),
             "--db", str(db), "--fd", str(sock.fileno()), *args],
            cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, pass_fds=(sock.fileno(),),
        )
    finally:
        if log:
            out.close()  # the child holds its own copies
        sock.close()
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base, proc=proc)
    except Exception:
        proc.kill()
        proc.wait()
        raise
    return proc, base
