"""Where tables live between restarts: one small interface, its SQL written once.

A table is stored as a save file is (game, players, options, seed, the decisions in order) plus
what the classroom adds: its join code, which seats are people or bots, the hashes of the seats'
secret tokens, and whether the teacher paused it. Every decision is committed (SQLite in WAL
mode with ``synchronous=FULL``, or PostgreSQL) before anyone is shown its result, so a server
killed with SIGKILL restarts exactly where its tables were.

The database is chosen by one URL: a path or ``sqlite:///path`` (the default, standard
library), or ``postgresql://user@host/db`` (psycopg 3, the ``serve`` extra). The SQL below
uses ``?`` placeholders and is rewritten to ``%s`` for psycopg: one text for both.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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


class Store:
    """The tables' database. Thread-safe (one connection behind a lock): the server calls it
    from worker threads. Every method commits before it returns."""

    def __init__(self, url: str | Path) -> None:
        self.url = str(url)
        self._lock = threading.RLock()
        if self.url.startswith(("postgresql://", "postgres://")):
            import psycopg  # the serve extra; only needed for PostgreSQL

            self.kind = "postgresql"
            self._conn: Any = psycopg.connect(self.url, autocommit=False)
        else:
            path = self.url.removeprefix("sqlite:///").removeprefix("sqlite://")
            if path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self.kind = "sqlite"
            self._conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=FULL")
            self._conn.execute("PRAGMA busy_timeout=10000")
        with self._tx() as cur:
            for statement in SCHEMA:
                cur.execute(statement)

    # -- the one place SQL runs ------------------------------------------------------------------
    def _sql(self, text: str) -> str:
        return text.replace("?", "%s") if self.kind == "postgresql" else text

    class _Tx:
        def __init__(self, store: Store) -> None:
            self.store = store

        def __enter__(self) -> Any:
            s = self.store
            s._lock.acquire()
            self.cur = s._conn.cursor()
            if s.kind == "sqlite":
                self.cur.execute("BEGIN IMMEDIATE")
            return self

        def execute(self, text: str, params: Iterable[Any] = ()) -> Any:
            self.cur.execute(self.store._sql(text), tuple(params))
            return self.cur

        def __exit__(self, exc_type: Any, *_: Any) -> None:
            s = self.store
            try:
                if exc_type is None:
                    s._conn.commit() if s.kind == "postgresql" else self.cur.execute("COMMIT")
                else:
                    s._conn.rollback() if s.kind == "postgresql" else self.cur.execute("ROLLBACK")
            finally:
                self.cur.close()
                s._lock.release()

    def _tx(self) -> Store._Tx:
        """A transaction: committed when the block ends, rolled back if it raises."""
        return Store._Tx(self)

    # -- settings --------------------------------------------------------------------------------
    def setting(self, name: str) -> str | None:
        with self._tx() as tx:
            row = tx.execute("SELECT value FROM mt_settings WHERE name = ?", [name]).fetchone()
        return row[0] if row else None

    def set_setting(self, name: str, value: str) -> None:
        with self._tx() as tx:
            tx.execute("DELETE FROM mt_settings WHERE name = ?", [name])
            tx.execute("INSERT INTO mt_settings (name, value) VALUES (?, ?)", [name, value])

    # -- tables ----------------------------------------------------------------------------------
    def create(self, t: TableRecord, decisions: Iterable[tuple[int, str]] = ()) -> None:
        """A new table (and the bots' first decisions, in the same transaction)."""
        with self._tx() as tx:
            tx.execute(
                "INSERT INTO mt_tables (code, game, n_players, seed, options, seats, paused, "
                "created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [t.code, t.game, t.n_players, t.seed, json.dumps(t.options),
                 json.dumps(t.seats), int(t.paused), t.created],
            )
            self._insert(tx, t.code, 0, decisions)
            for name, value in t.settings.items():
                self._set(tx, t.code, name, value)

    def set_table_setting(self, code: str, name: str, value: Any) -> None:
        """One of a table's settings (a JSON value)."""
        with self._tx() as tx:
            self._set(tx, code, name, value)

    @staticmethod
    def _set(tx: Store._Tx, code: str, name: str, value: Any) -> None:
        tx.execute("DELETE FROM mt_table_settings WHERE code = ? AND name = ?", [code, name])
        tx.execute("INSERT INTO mt_table_settings (code, name, value) VALUES (?, ?, ?)",
                   [code, name, json.dumps(value)])

    def code_taken(self, code: str) -> bool:
        with self._tx() as tx:
            return tx.execute("SELECT 1 FROM mt_tables WHERE code = ?", [code]).fetchone() is not None

    def update(self, t: TableRecord) -> None:
        """Seats and pause flag."""
        with self._tx() as tx:
            tx.execute(
                "UPDATE mt_tables SET seats = ?, paused = ? WHERE code = ?",
                [json.dumps(t.seats), int(t.paused), t.code],
            )

    def append(self, code: str, start: int, decisions: Iterable[tuple[int, str]]) -> None:
        """Decisions ``start``, ``start + 1``, ... of a table, committed together. The primary
        key (code, index) refuses a second writer of the same decision number."""
        with self._tx() as tx:
            self._insert(tx, code, start, decisions)

    def truncate(self, code: str, keep: int) -> None:
        """Forget every decision from number ``keep`` on (the teacher's undo)."""
        with self._tx() as tx:
            tx.execute("DELETE FROM mt_decisions WHERE code = ? AND idx >= ?", [code, keep])

    def replace_tail(
        self, code: str, keep: int, decisions: Iterable[tuple[int, str]]
    ) -> None:
        """Truncate to ``keep`` decisions then append, in one transaction."""
        with self._tx() as tx:
            tx.execute("DELETE FROM mt_decisions WHERE code = ? AND idx >= ?", [code, keep])
            self._insert(tx, code, keep, decisions)

    @staticmethod
    def _insert(tx: Store._Tx, code: str, start: int, decisions: Iterable[tuple[int, str]]) -> None:
        for i, (seat, action) in enumerate(decisions, start):
            tx.execute(
                "INSERT INTO mt_decisions (code, idx, seat, action) VALUES (?, ?, ?, ?)",
                [code, i, seat, str(action)],
            )

    def load_all(self) -> list[TableRecord]:
        """Every table with its decisions in order (oldest table first)."""
        with self._tx() as tx:
            rows = tx.execute(
                "SELECT code, game, n_players, seed, options, seats, paused, created "
                "FROM mt_tables ORDER BY created, code"
            ).fetchall()
            moves = tx.execute(
                "SELECT code, seat, action FROM mt_decisions ORDER BY code, idx"
            ).fetchall()
            settings = tx.execute("SELECT code, name, value FROM mt_table_settings").fetchall()
        by_table: dict[str, dict[str, Any]] = {}
        for code, name, value in settings:
            by_table.setdefault(code, {})[name] = json.loads(value)
        by_code: dict[str, list[tuple[int, str]]] = {}
        for code, seat, action in moves:
            by_code.setdefault(code, []).append((int(seat), action))
        return [
            TableRecord(
                code=r[0], game=r[1], n_players=int(r[2]), seed=int(r[3]),
                options=json.loads(r[4]), seats=json.loads(r[5]), paused=bool(r[6]),
                created=int(r[7]), decisions=by_code.get(r[0], []),
                settings=by_table.get(r[0], {}),
            )
            for r in rows
        ]

    def close(self) -> None:
        with self._lock:
            self._conn.close()
