"""Where tables live between restarts: one small interface, its SQL written once.

A table is stored as a save file is (game, players, options, seed, the decisions in order) plus
what the classroom adds: its join code, which seats are people or bots, the hashes of the seats'
secret tokens, and whether the teacher paused it. Every decision is committed (SQLite in WAL
mode with ``synchronous=NORMAL``, or PostgreSQL) before anyone is shown its result, so a server
killed with SIGKILL restarts exactly where its tables were. (With SQLite, a power cut or an
operating-system crash may lose the last decisions made before the WAL reached the disk, never
the database's consistency; PostgreSQL with its default ``synchronous_commit`` loses none.)

The database is chosen by one URL: a path or ``sqlite:///path`` (the default, standard
library), or ``postgresql://user@host/db`` (psycopg 3, the ``serve`` extra). The SQL below
uses ``?`` placeholders and is rewritten to ``%s`` for psycopg: one text for both.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from majority_core.i18n import N_

SCHEMA = [
    """CREATE TABLE IF NOT EXISTS mt_settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS mt_tables (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        n_players INTEGER NOT NULL,
        seed BIGINT NOT NULL,
        options TEXT NOT NULL,
        seats TEXT NOT NULL,
        paused INTEGER NOT NULL DEFAULT 0,
        created BIGINT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS mt_table_settings (
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (code, name))""",
    """CREATE TABLE IF NOT EXISTS mt_decisions (
        code TEXT NOT NULL,
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (code, idx))""",
]


@dataclass
class TableRecord:
    """One table as stored: a save file's fields plus the classroom's.

    ``seats``: one dict per seat, ``{"kind": "person" | "bot", "bot": name, "away": bool,
    "token": sha256 hex of the seat's secret or None, "name": what the student typed}``.
    ``settings``: the teacher's choices for the pages (JSON values), e.g. ``{"beliefs": False}``.
    """

    code: str
    game: str
    n_players: int
    seed: int
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    paused: bool = False
    created: int = 0
    decisions: list[tuple[int, str]] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)


class StoreError(Exception):
    """The database could not do what was asked, for a cause outside the program (a file
    locked by another program, a full disk, a read-only file, a database server that is
    down); the transaction was rolled back whole, so nothing was changed. ``student`` and
    ``teacher`` are what each page says (translated when shown)."""

    student = N_("the server could not record this in the game's file: your choice was not "
                 "recorded; try again in a moment or tell your teacher")
    teacher = N_("The tables' database refused to record this: nothing was changed. The "
                 "server's output says why.")

    def __init__(self, cause: BaseException | str = "") -> None:
        super().__init__(str(cause))
        self.cause = cause


class StoreBusy(StoreError):
    """Another program holds a lock on the database file for longer than the busy timeout."""

    student = N_("the game's file is busy: your choice was not recorded; try again")
    teacher = N_("The tables' database file is locked by another program (a backup or a copy "
                 "of the file?): nothing was recorded. Let that program finish or close it; the "
                 "tables go on by themselves once the file is free.")


class StoreFull(StoreError):
    """The disk (or the database's size limit) is full."""

    student = N_("the server's disk is full: your choice was not recorded; tell your teacher")
    teacher = N_("The disk that holds the tables' database is full: nothing was recorded. Free "
                 "some space on it; the tables go on as soon as there is room.")


class StoreReadOnly(StoreError):
    """The database file (or its folder) cannot be written."""

    student = N_("the server cannot write the game's file: your choice was not recorded; tell "
                 "your teacher")
    teacher = N_("The tables' database file cannot be written (a read-only file, folder or "
                 "disk): nothing was recorded. Let the server write to it, then try again.")


class StoreDown(StoreError):
    """The database server cannot be reached (stopped, restarting, the connection dropped)."""

    student = N_("the game's database cannot be reached: your choice was not recorded; try "
                 "again in a moment")
    teacher = N_("The tables' database server cannot be reached (stopped or restarting?): "
                 "nothing was recorded. Start it again; the table server reconnects by itself.")


class StoreDiskError(StoreDown):
    """The SQLite file could not be read or written (an input/output error of its disk)."""

    student = N_("the server could not use the game's file: your choice was not recorded; tell "
                 "your teacher")
    teacher = N_("The tables' database file could not be read or written (an error of its "
                 "disk): nothing was recorded. Check the disk that holds it; the server's output "
                 "says more.")


def disk_cause(path: Path | None, exc: BaseException) -> StoreError:
    """What an input/output error on the SQLite file means: a full disk, a read-only one,
    else a disk error."""
    if path is not None:
        where = path if path.exists() else path.parent
        with contextlib.suppress(OSError):
            if os.statvfs(where).f_bavail == 0:
                return StoreFull(exc)
        if read_only(path):
            return StoreReadOnly(exc)
    return StoreDiskError(exc)


def classify(exc: BaseException, path: Path | None = None) -> StoreError | None:
    """The :class:`StoreError` that a driver's exception means, or None (a fault in the
    program, such as a second writer of the same decision, is not a cause outside it).
    ``path``: the SQLite file, to tell what an input/output error on it means."""
    if isinstance(exc, StoreError):
        return exc
    if isinstance(exc, sqlite3.OperationalError | sqlite3.DatabaseError):
        name = getattr(exc, "sqlite_errorname", "") or ""
        text = str(exc).lower()
        if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
            return StoreBusy(exc)
        if name.startswith("SQLITE_FULL") or "is full" in text:
            return StoreFull(exc)
        if name.startswith("SQLITE_READONLY") or "readonly" in text:
            return StoreReadOnly(exc)
        if (name.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN")) or "disk i/o" in text
                or "unable to open" in text):
            return disk_cause(path, exc)
        return None
    module = type(exc).__module__ or ""
    if module.startswith(("psycopg", "psycopg_pool")):
        kind = type(exc).__name__
        if kind == "DiskFull":
            return StoreFull(exc)
        if kind in ("ReadOnlySqlTransaction", "InsufficientPrivilege"):
            return StoreReadOnly(exc)
        if kind in ("LockNotAvailable", "DeadlockDetected", "SerializationFailure"):
            return StoreBusy(exc)
        if kind in ("OperationalError", "InterfaceError", "PoolTimeout", "TooManyConnections",
                    "AdminShutdown", "CannotConnectNow", "ConnectionFailure", "PoolClosed"
                    ) or "connection" in str(exc).lower():
            return StoreDown(exc)
    return None


def read_only(path: Path) -> bool:
    """Whether ``path`` (or, not made yet, its folder) lies on a read-only file system or
    cannot be written by this process."""
    where = path if path.exists() else path.parent
    try:
        return bool(os.statvfs(where).f_flag & os.ST_RDONLY) or not os.access(where, os.W_OK)
    except OSError:
        return False


class Tx:
    """One transaction's cursor: :meth:`execute` runs a statement (``?`` placeholders).
    ``again``: this is a second attempt of a transaction whose connection broke, perhaps
    after its COMMIT was carried out (its answer lost): what it writes may be there already."""

    def __init__(self, cur: Any, postgres: bool, again: bool = False) -> None:
        self.cur, self.postgres, self.again = cur, postgres, again

    def execute(self, text: str, params: Iterable[Any] = ()) -> Any:
        self.cur.execute(text.replace("?", "%s") if self.postgres else text, tuple(params))
        return self.cur


T = TypeVar("T")


class WouldWait(Exception):
    """A transaction tried :func:`at_once` would have had to wait (another thread's
    transaction, a file locked by another program, a database server over the network):
    nothing was done; the caller runs it again in a worker thread, where it may wait."""


#: Seconds a transaction tried at once waits for another thread's (a table made, a teacher's
#: command: a commit takes a fraction of a millisecond); without it, one decision handed to a
#: thread made the next ones at other tables meet its lock and go to threads too, flat out.
AT_ONCE_LOCK_WAIT = 0.003

_AT_ONCE: ContextVar[bool] = ContextVar("majority_tables_store_at_once", default=False)


@contextlib.contextmanager
def at_once() -> Iterator[None]:
    """Within the block, a transaction that cannot start and commit without waiting raises
    :class:`WouldWait` instead of waiting. The server tries a decision this way in its event
    loop (SQLite answers from this process: about 60 us) and hands it to a worker thread only
    when it must wait: the hand-off to a thread and back was a tenth of the server's CPU per
    decision at class pace (waking a thread, the interpreter's lock passed back and forth)."""
    token = _AT_ONCE.set(True)
    try:
        yield
    finally:
        _AT_ONCE.reset(token)

#: PostgreSQL: attempts of one transaction whose connection failed (a restarted server drops
#: every connection; the next attempt takes a fresh one from the pool), and the waits between.
PG_RETRY_WAITS = (0.0, 0.3, 1.0)
#: PostgreSQL: seconds a transaction waits for a connection from the pool (a server that is
#: down: the student hears so after a few seconds rather than a frozen page).
PG_WAIT = 2.0


class Store:
    """The tables' database. Thread-safe: the server calls it from worker threads, one
    transaction at a time (a lock), every method one transaction committed before it returns.

    Every failure path releases the lock and rolls back, so that one refused transaction (a
    file locked by another program past ``busy_timeout`` ms, a full disk) never blocks the
    next: the driver's error comes out as a :class:`StoreError` saying its cause. PostgreSQL
    runs on a small pool of connections checked before use (``psycopg_pool``), and a
    transaction whose connection broke is run again whole on a fresh one."""

    def __init__(self, url: str | Path, *, busy_timeout: int = 10_000) -> None:
        self.url = str(url)
        self._lock = threading.RLock()
        self._busy_timeout = int(busy_timeout)
        self._pool: Any = None
        self.path: Path | None = None
        if self.url.startswith(("postgresql://", "postgres://")):
            from psycopg_pool import ConnectionPool  # the serve extra; only for PostgreSQL

            self.kind = "postgresql"
            self._pool = ConnectionPool(
                self.url, min_size=1, max_size=4, kwargs={"autocommit": False},
                check=ConnectionPool.check_connection, timeout=PG_WAIT, open=True,
                name="majority-tables",
            )
            try:
                self._pool.wait(timeout=30.0)
            except Exception as exc:
                self._pool.close()
                raise StoreDown(exc) from exc
            self._conn: Any = None
        else:
            path = self.url.removeprefix("sqlite:///").removeprefix("sqlite://")
            self.kind = "sqlite"
            try:
                if path != ":memory:":
                    self.path = Path(path)
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                    if not self.path.exists():  # made private before the first byte is written
                        self.path.touch(mode=0o600)
                self._conn = sqlite3.connect(path, check_same_thread=False,
                                             isolation_level=None)
                self._conn.execute(f"PRAGMA busy_timeout={self._busy_timeout}")
                self._patience_now = self._busy_timeout
                self._conn.execute("PRAGMA journal_mode=WAL")
                # NORMAL, not FULL: in WAL mode a commit is written to the WAL file (the
                # operating system holds it) without waiting for the disk; the WAL is synced at
                # checkpoints. A committed decision survives the server killed with SIGKILL or
                # crashing (the OS writes the file out); a power cut or an OS crash can lose the
                # last decisions committed before the WAL was synced (the database is never
                # corrupted: it reopens at an earlier decision). FULL waited for the disk at
                # every decision, serialising every table's pushes behind it.
                self._conn.execute("PRAGMA synchronous=NORMAL")
                self._conn.execute("PRAGMA secure_delete=ON")  # a deleted secret leaves the file
            except (OSError, sqlite3.Error) as exc:
                raise (disk_cause(self.path, exc) if isinstance(exc, OSError)
                       else classify(exc, self.path) or exc) from exc
        self.private()

        def schema(tx: Tx) -> None:
            for statement in SCHEMA:
                tx.execute(statement)
            # seeds of 128 bits do not fit BIGINT: the exact seed is kept as decimal text (a
            # column added to databases made before), ``seed`` its low 62 bits
            if self.kind == "postgresql":
                tx.execute("ALTER TABLE mt_tables ADD COLUMN IF NOT EXISTS seed_text TEXT")
            elif "seed_text" not in {r[1] for r in tx.execute(
                    "PRAGMA table_info(mt_tables)").fetchall()}:
                tx.execute("ALTER TABLE mt_tables ADD COLUMN seed_text TEXT")

        self.run(schema)

    def private(self) -> None:
        """Only the server's user may read the SQLite file and its journals (mode 0600): they
        hold the hashes of every secret and the decisions of games still being played."""
        if self.path is None:
            return
        for suffix in ("", "-wal", "-shm"):
            f = self.path.with_name(self.path.name + suffix)
            with contextlib.suppress(OSError):
                if f.exists():
                    os.chmod(f, 0o600)

    # -- the one place SQL runs ------------------------------------------------------------------
    def run(self, work: Callable[[Tx], T]) -> T:
        """``work(tx)`` in one transaction: committed when it returns, rolled back whole (and
        the lock released) whatever fails; a driver's failure with a cause outside the program
        is raised as a :class:`StoreError`."""
        hurried = _AT_ONCE.get()
        if self._pool is not None:
            if hurried:  # a network round trip: never in the event loop
                raise WouldWait("PostgreSQL is reached over the network")
            return self._run_postgres(work)
        if not self._lock.acquire(timeout=AT_ONCE_LOCK_WAIT if hurried else -1):
            raise WouldWait("another thread's transaction holds the database")
        try:
            cur = None
            try:
                # a file locked by another program: refused at once when hurried, not waited for
                self._patience(0 if hurried else self._busy_timeout)
                cur = self._conn.cursor()
                cur.execute("BEGIN IMMEDIATE")
                result = work(Tx(cur, False))
                cur.execute("COMMIT")
                return result
            except BaseException as exc:
                with contextlib.suppress(Exception):
                    if self._conn.in_transaction:
                        self._conn.execute("ROLLBACK")
                known = classify(exc, self.path)
                if hurried and isinstance(known, StoreBusy):
                    raise WouldWait("the database file is locked") from exc
                if known is not None and known is not exc:
                    raise known from exc
                raise
            finally:
                if cur is not None:
                    with contextlib.suppress(Exception):
                        cur.close()
        finally:
            self._lock.release()

    def _patience(self, ms: int) -> None:
        """How long SQLite waits for a file another program locked, set only when it changes
        (the lock held): the event loop's transactions, almost all of them, want none and the
        worker threads' the usual ``busy_timeout``; set and set back around each of the
        loop's, it was two statements more per decision."""
        if self._patience_now != ms:
            self._conn.execute(f"PRAGMA busy_timeout={ms}")
            self._patience_now = ms

    def _run_postgres(self, work: Callable[[Tx], T]) -> T:
        """``work`` on a connection from the pool; run again whole on a fresh one when the
        connection fails. A connection lost during the COMMIT itself leaves the transaction
        done or not (the server carried it out, only its answer was lost): the next attempt
        runs with ``tx.again``, and what writes decisions or tables (:meth:`_insert`,
        :meth:`create`) first looks whether they are there already, so that a stored decision
        is answered as a success, not refused as its own duplicate."""
        last: StoreError | None = None
        for attempt, wait in enumerate(PG_RETRY_WAITS):
            if wait:
                time.sleep(wait)
            try:  # no lock: each transaction has its own connection (each table has its lock)
                with self._pool.connection() as conn, conn.cursor() as cur:
                    # the pool commits when the block ends and rolls back if it raises
                    return work(Tx(cur, True, again=attempt > 0))
            except BaseException as exc:
                known = classify(exc)
                if not isinstance(known, StoreDown):
                    if known is not None and known is not exc:
                        raise known from exc
                    raise
                last = known
        assert last is not None
        raise last from last.cause if isinstance(last.cause, BaseException) else None

    # -- settings --------------------------------------------------------------------------------
    def setting(self, name: str) -> str | None:
        row = self.run(lambda tx: tx.execute(
            "SELECT value FROM mt_settings WHERE name = ?", [name]).fetchone())
        return row[0] if row else None

    def set_setting(self, name: str, value: str) -> None:
        def work(tx: Tx) -> None:
            tx.execute("DELETE FROM mt_settings WHERE name = ?", [name])
            tx.execute("INSERT INTO mt_settings (name, value) VALUES (?, ?)", [name, value])

        self.run(work)

    def forget_setting(self, name: str) -> None:
        """Delete a setting so that its bytes leave the file too (SQLite: ``secure_delete``
        zeroes the freed space and a checkpoint writes the zeroed page over the old one)."""
        if self.setting(name) is None:
            return
        self.run(lambda tx: tx.execute("DELETE FROM mt_settings WHERE name = ?", [name]))
        if self.kind == "sqlite":
            with self._lock:
                self._patience(self._busy_timeout)  # the checkpoint waits for readers
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def writable(self) -> StoreError | None:
        """None if a transaction that writes can be committed now, else why not (the
        start-up's check: a read-only file or a full disk is said before the class arrives)."""
        try:
            self.set_setting("last_start", str(time.time_ns()))
        except StoreError as exc:
            return exc
        return None

    # -- tables ----------------------------------------------------------------------------------
    def create(self, t: TableRecord, decisions: Iterable[tuple[int, str]] = ()) -> None:
        """A new table (and the bots' first decisions, in the same transaction)."""
        decisions = list(decisions)

        def work(tx: Tx) -> None:
            if tx.again and tx.execute(
                    "SELECT 1 FROM mt_tables WHERE code = ? AND created = ?",
                    [t.code, t.created]).fetchone() is not None:
                return  # made by the first attempt, whose answer was lost: nothing to do
            tx.execute(
                "INSERT INTO mt_tables (code, game, n_players, seed, seed_text, options, seats, "
                "paused, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [t.code, t.game, t.n_players, t.seed % 2**62, str(t.seed), json.dumps(t.options),
                 json.dumps(t.seats), int(t.paused), t.created],
            )
            self._insert(tx, t.code, 0, decisions)
            for name, value in t.settings.items():
                self._set(tx, t.code, name, value)

        self.run(work)

    def set_table_setting(self, code: str, name: str, value: Any) -> None:
        """One of a table's settings (a JSON value)."""
        self.run(lambda tx: self._set(tx, code, name, value))

    @staticmethod
    def _set(tx: Tx, code: str, name: str, value: Any) -> None:
        tx.execute("DELETE FROM mt_table_settings WHERE code = ? AND name = ?", [code, name])
        tx.execute("INSERT INTO mt_table_settings (code, name, value) VALUES (?, ?, ?)",
                   [code, name, json.dumps(value)])

    def code_taken(self, code: str) -> bool:
        return self.run(lambda tx: tx.execute(
            "SELECT 1 FROM mt_tables WHERE code = ?", [code]).fetchone() is not None)

    def update(self, t: TableRecord) -> None:
        """Seats and pause flag."""
        self.commit(t.code, seats=t.seats, paused=t.paused)

    def append(self, code: str, start: int, decisions: Iterable[tuple[int, str]]) -> None:
        """Decisions ``start``, ``start + 1``, ... of a table, committed together. The primary
        key (code, index) refuses a second writer of the same decision number."""
        self.commit(code, start, decisions)

    def truncate(self, code: str, keep: int) -> None:
        """Forget every decision from number ``keep`` on (the teacher's undo)."""
        self.commit(code, keep, (), forget=True)

    def replace_tail(
        self, code: str, keep: int, decisions: Iterable[tuple[int, str]]
    ) -> None:
        """Truncate to ``keep`` decisions then append, in one transaction."""
        self.commit(code, keep, decisions, forget=True)

    def commit(
        self, code: str, start: int = 0, decisions: Iterable[tuple[int, str]] = (), *,
        forget: bool = False, seats: list[dict[str, Any]] | None = None,
        paused: bool | None = None, settings: dict[str, Any] | None = None,
    ) -> None:
        """One change of a table, all of it or nothing: with ``forget`` the decisions from
        number ``start`` on are forgotten first; ``decisions`` are stored as numbers
        ``start``, ``start + 1``...; then the seats, the pause flag and settings given."""
        decisions = list(decisions)

        def work(tx: Tx) -> None:
            if forget:
                tx.execute("DELETE FROM mt_decisions WHERE code = ? AND idx >= ?", [code, start])
            self._insert(tx, code, start, decisions)
            if seats is not None:
                tx.execute("UPDATE mt_tables SET seats = ? WHERE code = ?",
                           [json.dumps(seats), code])
            if paused is not None:
                tx.execute("UPDATE mt_tables SET paused = ? WHERE code = ?", [int(paused), code])
            for name, value in (settings or {}).items():
                self._set(tx, code, name, value)

        self.run(work)

    @staticmethod
    def _insert(tx: Tx, code: str, start: int, decisions: Iterable[tuple[int, str]]) -> None:
        rows = [(i, int(seat), str(action)) for i, (seat, action) in enumerate(decisions, start)]
        if tx.again and rows:
            stored = tx.execute(
                "SELECT idx, seat, action FROM mt_decisions WHERE code = ? AND idx >= ? "
                "ORDER BY idx", [code, start]).fetchall()
            if [tuple(r) for r in stored] == rows:
                return  # the first attempt stored them and only its answer was lost
        for i, seat, action in rows:
            tx.execute(
                "INSERT INTO mt_decisions (code, idx, seat, action) VALUES (?, ?, ?, ?)",
                [code, i, seat, str(action)],
            )

    def load_all(self) -> list[TableRecord]:
        """Every table with its decisions in order (oldest table first)."""
        def work(tx: Tx) -> tuple[list[Any], list[Any], list[Any]]:
            rows = tx.execute(
                "SELECT code, game, n_players, seed, options, seats, paused, created, seed_text "
                "FROM mt_tables ORDER BY created, code"
            ).fetchall()
            moves = tx.execute(
                "SELECT code, seat, action FROM mt_decisions ORDER BY code, idx"
            ).fetchall()
            settings = tx.execute("SELECT code, name, value FROM mt_table_settings").fetchall()
            return rows, moves, settings

        rows, moves, settings = self.run(work)
        by_table: dict[str, dict[str, Any]] = {}
        for code, name, value in settings:
            by_table.setdefault(code, {})[name] = json.loads(value)
        by_code: dict[str, list[tuple[int, str]]] = {}
        for code, seat, action in moves:
            by_code.setdefault(code, []).append((int(seat), action))
        return [
            TableRecord(
                code=r[0], game=r[1], n_players=int(r[2]), seed=int(r[8] or r[3]),
                options=json.loads(r[4]), seats=json.loads(r[5]), paused=bool(r[6]),
                created=int(r[7]), decisions=by_code.get(r[0], []),
                settings=by_table.get(r[0], {}),
            )
            for r in rows
        ]

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            return
        with self._lock:
            self._conn.close()
