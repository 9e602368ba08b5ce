"""A throwaway PostgreSQL cluster for the table server's tests (no pytest import here).

The table server runs on SQLite by default and on PostgreSQL by one setting (issue 14). To test
the PostgreSQL path against a real server, :func:`running_postgres` makes a new cluster in a
temporary folder with Debian's binaries (``/usr/lib/postgresql/<version>/bin``: ``initdb``,
``pg_ctl``), starts it on a free loopback port with its unix socket in that folder, yields it,
then stops it by its own PID file and deletes the folder. Nothing touches the machine's own
clusters (``/var/lib/postgresql``) or needs a service manager.

PostgreSQL refuses to run as root, so as root every server command runs as the ``postgres``
user that Debian's package creates (through ``runuser``), and the folder is handed to that user.
Clients (the tests, the table server) connect over TCP on 127.0.0.1 with ``trust``
authentication: the cluster lives for one test session and listens on loopback only.

``tools/ensure_postgres.sh`` installs Debian's ``postgresql`` package when it is missing.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

#: Debian installs each major version's server binaries here (not on PATH).
PG_ROOT = Path("/usr/lib/postgresql")
SUPERUSER = "postgres"
START_TIMEOUT_S = 60


class PostgresMissing(RuntimeError):
    """No PostgreSQL server binaries on this machine."""


def server_bin() -> Path:
    """The newest installed major version's bin folder (holding initdb and pg_ctl)."""
    found = sorted(
        (p for p in PG_ROOT.glob("*/bin") if (p / "initdb").exists() and (p / "pg_ctl").exists()),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
    )
    if not found:
        raise PostgresMissing(
            f"no PostgreSQL server in {PG_ROOT}/*/bin: run tools/ensure_postgres.sh "
            "(it installs Debian's postgresql package with apt-get)"
        )
    return found[-1]


def free_port() -> int:
    """A TCP port nobody listens on right now (the cluster binds it a moment later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_as_user() -> str | None:
    """The account the server runs as: ``None`` (this one) unless we are root."""
    if os.geteuid() != 0:
        return None
    for name in (SUPERUSER, "nobody"):
        with contextlib.suppress(KeyError):
            pwd.getpwnam(name)
            return name
    raise PostgresMissing("running as root and there is no 'postgres' or 'nobody' account")


@dataclass
class PostgresCluster:
    """A running throwaway cluster; :meth:`url` gives a connection URL for the table server."""

    root: Path
    port: int
    bin: Path
    user: str | None
    log: Path = field(init=False)
    databases: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.log = self.root / "server.log"

    @property
    def data(self) -> Path:
        return self.root / "data"

    def url(self, database: str = "postgres") -> str:
        """``postgresql://postgres@127.0.0.1:<port>/<database>`` (trust auth on loopback)."""
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def server_cmd(self, *cmd: str) -> list[str]:
        return ["runuser", "-u", self.user, "--", *cmd] if self.user else list(cmd)

    def psql(self, sql: str, database: str = "postgres") -> str:
        """Run one SQL command with the cluster's own ``psql``; returns its unaligned output."""
        out = subprocess.run(
            [str(self.bin / "psql"), "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
             "-h", "127.0.0.1", "-p", str(self.port), "-U", SUPERUSER, "-d", database,
             "-c", sql],
            capture_output=True, text=True, timeout=30, env={**os.environ, "PGCONNECT_TIMEOUT": "10"},
        )
        if out.returncode:
            raise RuntimeError(f"psql failed ({out.returncode}): {out.stderr.strip()}")
        return out.stdout.strip()

    def create_database(self, name: str | None = None) -> str:
        """A new empty database; returns its URL (one per test keeps tests independent)."""
        name = name or f"test_{len(self.databases) + 1}"
        self.psql(f'CREATE DATABASE "{name}"')
        self.databases.append(name)
        return self.url(name)

    def pid(self) -> int | None:
        """The postmaster's PID from its own PID file (None once stopped)."""
        with contextlib.suppress(OSError, ValueError, IndexError):
            return int((self.data / "postmaster.pid").read_text().splitlines()[0])
        return None

    def start(self) -> None:
        options = " ".join([
            f"-p {self.port}",
            f"-k {self.root}",                   # the unix socket stays in our folder
            "-c listen_addresses=127.0.0.1",     # loopback only
            "-c fsync=off",                      # a test cluster: no need to survive a power cut
            "-c full_page_writes=off",
            "-c max_connections=200",            # 40 seats' worth of concurrent clients
        ])
        subprocess.run(
            self.server_cmd(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.log),
                            "-w", "-t", str(START_TIMEOUT_S), "-o", options, "start"),
            check=True, capture_output=True, text=True, timeout=START_TIMEOUT_S + 10,
        )

    def stop(self) -> None:
        """Immediate shutdown by the postmaster's own PID (SIGQUIT; the data is thrown away),
        then SIGKILL if it lingers. Faster than ``pg_ctl stop``, which polls."""
        pid = self.pid()
        if pid is None:
            return
        for sig, wait in ((signal.SIGQUIT, 10.0), (signal.SIGKILL, 10.0)):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, sig)
            deadline = time.monotonic() + wait
            while alive(pid) and time.monotonic() < deadline:
                time.sleep(0.02)
            if not alive(pid):
                return


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def init_cluster(root: Path, bin_: Path, user: str | None) -> None:
    """initdb into ``root/data``: UTF-8, C locale (same sorting everywhere), trust auth."""
    if user:
        entry = pwd.getpwnam(user)
        os.chown(root, entry.pw_uid, entry.pw_gid)
    cmd = [str(bin_ / "initdb"), "-D", str(root / "data"), "-U", SUPERUSER, "-A", "trust",
           "-E", "UTF8", "--locale=C", "-N"]
    if user:
        cmd = ["runuser", "-u", user, "--", *cmd]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if out.returncode:
        raise RuntimeError(f"initdb failed ({out.returncode}): {out.stderr.strip()}")


@contextlib.contextmanager
def running_postgres() -> Iterator[PostgresCluster]:
    """A fresh cluster for the duration of the block; stopped and deleted afterwards.

    Raises :class:`PostgresMissing` when no server binaries are installed.
    """
    bin_ = server_bin()
    user = run_as_user()
    # Not under pytest's tmp_path: that folder is root's (0700) and the server user must enter it.
    root = Path(tempfile.mkdtemp(prefix="majority-pg-"))
    cluster: PostgresCluster | None = None
    try:
        init_cluster(root, bin_, user)
        for attempt in range(3):  # a free port can be taken between the check and the bind
            cluster = PostgresCluster(root=root, port=free_port(), bin=bin_, user=user)
            try:
                cluster.start()
                break
            except subprocess.CalledProcessError as exc:
                if attempt == 2:
                    log = cluster.log.read_text() if cluster.log.exists() else ""
                    raise RuntimeError(f"PostgreSQL did not start: {exc.stderr}\n{log}") from exc
        assert cluster is not None
        yield cluster
    finally:
        if cluster is not None:
            cluster.stop()
        shutil.rmtree(root, ignore_errors=True)


class CommitCutter:
    """A TCP relay between a client and the cluster that, once :meth:`arm` ed, lets the next
    ``COMMIT`` through to the server, waits for the server's answer (the transaction is then
    committed on the server) and cuts that connection instead of passing the answer on: the
    client sees its connection lost during the COMMIT itself, not knowing whether it was done.
    ``url`` is the cluster's URL with the relay's port; :attr:`cuts` counts the cuts made."""

    def __init__(self, url: str) -> None:
        from urllib.parse import urlsplit

        parts = urlsplit(url)
        self.upstream = (parts.hostname or "127.0.0.1", parts.port or 5432)
        self.listener = socket.create_server(("127.0.0.1", 0))
        port = self.listener.getsockname()[1]
        self.url = parts._replace(netloc=f"{parts.username}@127.0.0.1:{port}").geturl()
        self.cuts = 0
        self._armed = False
        self._lock = threading.Lock()
        self._closing = False
        threading.Thread(target=self._accept, daemon=True).start()

    def arm(self) -> None:
        with self._lock:
            self._armed = True

    def close(self) -> None:
        self._closing = True
        self.listener.close()

    def _accept(self) -> None:
        while not self._closing:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.upstream)
            committing = threading.Event()
            threading.Thread(target=self._up, args=(client, server, committing),
                             daemon=True).start()
            threading.Thread(target=self._down, args=(server, client, committing),
                             daemon=True).start()

    def _up(self, client: socket.socket, server: socket.socket, committing: threading.Event
            ) -> None:
        with contextlib.suppress(OSError):
            while data := client.recv(65536):
                with self._lock:
                    if self._armed and b"COMMIT" in data:
                        self._armed = False
                        committing.set()
                server.sendall(data)
        _shut(client, server)

    def _down(self, server: socket.socket, client: socket.socket, committing: threading.Event
              ) -> None:
        with contextlib.suppress(OSError):
            while data := server.recv(65536):
                if committing.is_set():  # the COMMIT's answer: the server has committed
                    with self._lock:
                        self.cuts += 1
                    break
                client.sendall(data)
        _shut(client, server)


def _shut(*socks: socket.socket) -> None:
    for s in socks:
        with contextlib.suppress(OSError):
            s.shutdown(socket.SHUT_RDWR)
        with contextlib.suppress(OSError):
            s.close()
