"""Faults a term of classes meets (issue 19), each injected for real: a database file locked by
another program, a bot that raises, a bot that fails at start-up, a full disk. In every case a
change is all or nothing (memory equal to the database), the pages say plainly what happened,
and the class goes on once the cause is gone."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from majority_tables.games import look
from majority_tables.store import Store
from majority_tables.testing import serve_app_in_thread

from .client import Student, Teacher
from .conftest import TOKEN

REPO = Path(__file__).resolve().parents[2]

#: Another program that takes the SQLite file's write lock and keeps it until its stdin closes.
LOCKER = """
import sqlite3, sys
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()
con.execute("ROLLBACK")
"""


def seated(base: str) -> tuple[Teacher, str, Student, str]:
    """A Majority table with one student at seat 0 (and bots), and her first button."""
    teacher = Teacher(base, TOKEN)
    code = teacher.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"], seed=12)
    st = Student(base)
    assert st.join(code, seat=0).status_code == 200
    return teacher, code, st, st.state()["actions"][0]["action"]


def stored_decisions(db: Path, code: str) -> list[list[Any]]:
    """The table's decisions as a restart reads them (its own connection to the file)."""
    store = Store(db)
    try:
        (rec,) = [r for r in store.load_all() if r.code == code]
    finally:
        store.close()
    return [[seat, action] for seat, action in rec.decisions]


def in_memory(teacher: Teacher, code: str) -> list[list[Any]]:
    return json.loads(teacher.save(code))["decisions"]


def summary(teacher: Teacher, code: str) -> dict[str, Any]:
    (mine,) = [t for t in teacher.http.get("/api/tables").json() if t["code"] == code]
    return mine


def test_a_database_locked_by_another_program_refuses_clearly_then_plays_on(
        tmp_path: Path) -> None:
    """Another program holds the file's exclusive lock longer than the busy timeout: the move,
    a second move, a new table and a join are each refused at once with words that say the
    cause (the student: busy, not recorded, try again; the teacher: locked by another program),
    the join page still opens, and once the lock is gone the very same move is served."""
    db = tmp_path / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN, busy_timeout=300) as (base, _app):
        teacher = Teacher(base, TOKEN)
        code = teacher.create("the_majority", 4, ["person", "person", "greedy", "greedy"], seed=12)
        st, late = Student(base), Student(base)
        assert st.join(code, seat=0).status_code == 200
        action = st.state()["actions"][0]["action"]
        before = in_memory(teacher, code)
        locker = subprocess.Popen([sys.executable, "-c", LOCKER, str(db)], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)
        try:
            assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
            for _ in range(2):  # the first refusal must not leave the store locked for the next
                r = st.http.post(f"/api/tables/{code}/act", json={"action": action}, timeout=15)
                assert r.status_code == 503, r.text
                words = r.json()["error"]
                assert "busy" in words and "not recorded" in words and "try again" in words
            r = teacher.http.post("/api/tables", json={"game": "grard", "n_players": 5},
                                  timeout=15)
            assert r.status_code == 503 and "locked by another program" in r.json()["error"]
            assert late.http.get(f"/join/{code}", timeout=15).status_code == 200
            r = late.http.post(f"/api/join/{code}", json={}, timeout=15)
            assert r.status_code == 503 and "busy" in r.json()["error"]
            assert in_memory(teacher, code) == before
        finally:
            locker.communicate("", timeout=30)
        r = st.act(action)
        assert r.status_code == 200, r.text
        assert r.json()["decisions"] > len(before)
        assert late.join(code).status_code == 200
        assert in_memory(teacher, code) == stored_decisions(db, code)


class CrashAfter:
    """A bot that plays like ``inner`` until the bots sharing ``calls`` have made ``n``
    decisions, then raises (a bug in a bot)."""

    needs_view = True

    def __init__(self, inner: Any, n: int, calls: list[int]) -> None:
        self.inner, self.n, self.calls = inner, n, calls

    def act(self, view: Any, legal: Any, rng: Any) -> Any:
        self.calls.append(1)
        if len(self.calls) > self.n:
            raise RuntimeError("the bot crashed")
        return self.inner.act(view, legal, rng)


def test_a_bot_that_crashes_after_hand_to_a_bot_takes_back_its_whole_turn(
        tmp_path: Path) -> None:
    """"Hand to a bot", and the bot crashes after some moves (its and the other bots'): the
    command is one transaction, so none of those moves stays, in memory or in the database;
    the teacher is told which bot failed; "Give back" and play lose nothing; a restart serves
    the table exactly as it was."""
    db = tmp_path / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, app):
        teacher = Teacher(base, TOKEN)
        code = teacher.create("sultane", 5, ["person", "person", "bayes", "bayes", "bayes"],
                              seed=5)
        a, b = Student(base), Student(base)
        assert a.join(code, seat=0).status_code == 200
        assert b.join(code, seat=1).status_code == 200
        table = app.state.tables.get(code)
        before = in_memory(teacher, code)
        # the seat that decides now is handed to its bot; every bot crashes at its third decision
        away = min(p for p in table.state.current_players() if p in (0, 1))
        calls: list[int] = []
        for seat in (away, 2, 3, 4):
            table.game.bots[seat] = CrashAfter(table.game.bots[seat], 2, calls)
        r = teacher.post(code, f"seats/{away}", {"away": True})
        assert r.status_code == 500 and "RuntimeError: the bot crashed" in r.json()["error"]
        assert "failed" in r.json()["error"] and "another bot" in r.json()["error"]
        assert len(calls) == 3, "two bot decisions were made before the crash"
        assert in_memory(teacher, code) == before == stored_decisions(db, code)
        assert summary(teacher, code)["seats"][away]["away"] is False  # the command undone too
        assert "the bot crashed" in summary(teacher, code)["trouble"]
        # the teacher gives each seat a fresh bot, hands the seat over again, then gives it
        # back: every answered decision is stored
        for seat in (away, 2, 3, 4):
            assert teacher.post(code, f"seats/{seat}", {"bot": "bayes"}).status_code == 200
        assert teacher.post(code, f"seats/{away}", {"away": True}).status_code == 200
        assert len(in_memory(teacher, code)) > len(before)
        assert in_memory(teacher, code) == stored_decisions(db, code)
        assert not summary(teacher, code)["trouble"]
        assert teacher.post(code, f"seats/{away}", {"away": False}).status_code == 200
        st = a if a.seat in table.state.current_players() else b
        action = st.state()["actions"][0]["action"]
        assert st.act(action).status_code == 200
        assert in_memory(teacher, code) == stored_decisions(db, code)
        played = in_memory(teacher, code)
    # a restart replays the table: served, exactly as it was
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, app):
        assert not app.state.tables.unreadable
        assert in_memory(Teacher(base, TOKEN), code) == played


def test_a_bot_that_fails_at_start_up_pauses_its_table_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table whose bots must play at start-up and whose bot raises: the server starts, that
    table is served paused with the teacher told why, the other tables play; the teacher
    chooses another bot and resumes, and the table goes on."""
    db = tmp_path / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, _app):
        teacher = Teacher(base, TOKEN)
        stuck = teacher.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"],
                               seed=12)
        other = teacher.create("grard", 5, ["person"] + ["random"] * 4, seed=3)
        st = Student(base)
        assert st.join(stuck, seat=0).status_code == 200
        assert st.act(st.state()["actions"][0]["action"]).status_code == 200
        stored = stored_decisions(db, stuck)
    # the bots' replies after the student's move are lost (as after a crash between the two
    # writes of an older server): at start-up the bots must play them again
    person = max(i for i, (seat, _) in enumerate(stored) if seat == 0)
    store = Store(db)
    store.truncate(stuck, person + 1)
    store.close()
    lk = look("the_majority")

    class Crashing:
        needs_view = True

        def act(self, *args: Any) -> Any:
            raise RuntimeError("greedy is broken")

    monkeypatch.setattr(type(lk), "bots", {**lk.bots, "greedy": Crashing})
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, _app):
        teacher = Teacher(base, TOKEN)
        s = summary(teacher, stuck)
        assert s["status"] == "paused" and "greedy is broken" in s["trouble"]
        assert s["decisions"] == person + 1
        o = Student(base)
        assert o.join(other, seat=0).status_code == 200
        assert o.act(o.state()["actions"][0]["action"]).status_code == 200  # the others play
        r = teacher.post(stuck, "resume")  # the same bot fails again: still paused, told why
        assert r.status_code == 500 and "greedy is broken" in r.json()["error"]
        assert summary(teacher, stuck)["status"] == "paused"
        for seat in (1, 2, 3):
            assert teacher.post(stuck, f"seats/{seat}", {"bot": "random"}).status_code == 200
        assert teacher.post(stuck, "resume").status_code == 200
        s = summary(teacher, stuck)
        assert s["status"] == "playing" and not s["trouble"] and s["decisions"] > person + 1
        assert in_memory(teacher, stuck) == stored_decisions(db, stuck)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A real 4 MB file system (tmpfs) of its own, mounted for the test (root only)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(disk)],
                          capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small file system here: {done.stderr.decode().strip()}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def fill(disk: Path) -> Path:
    """Fill the file system to its last byte with a ballast file (delete it to make room)."""
    ballast = disk / "ballast"
    fd = os.open(ballast, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (65536, 4096, 512, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * size)
    finally:
        os.close(fd)
    return ballast


def test_a_full_disk_refuses_every_change_plainly_and_keeps_nothing_in_memory(
        small_disk: Path) -> None:
    """The disk that holds the database fills up: a move, a pause and a new table are refused
    with words that name the full disk (to the student and to the teacher), the pause is not
    held in memory alone, and play goes on once there is room again."""
    db = small_disk / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, _app):
        teacher, code, st, action = seated(base)
        ballast = fill(small_disk)
        r = st.act(action)
        assert r.status_code == 503 and "disk is full" in r.json()["error"], r.text
        assert "not recorded" in r.json()["error"]
        r = teacher.post(code, "pause")
        assert r.status_code == 503 and "disk that holds" in r.json()["error"], r.text
        r = teacher.http.post("/api/tables", json={"game": "grard", "n_players": 5})
        assert r.status_code == 503 and "disk that holds" in r.json()["error"], r.text
        assert summary(teacher, code)["status"] == "playing"  # not paused in memory alone
        assert in_memory(teacher, code) == stored_decisions(db, code)
        ballast.unlink()
        assert st.act(action).status_code == 200
        assert teacher.post(code, "pause").status_code == 200
        assert summary(teacher, code)["status"] == "paused"
        played = in_memory(teacher, code)
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, _app):
        assert summary(Teacher(base, TOKEN), code)["status"] == "paused"
        assert in_memory(Teacher(base, TOKEN), code) == played


def test_a_database_that_cannot_be_written_is_said_on_both_pages(tmp_path: Path) -> None:
    """SQLite refuses every write (its own read-only state: what a file, folder or disk that
    turned read-only answers, SQLITE_READONLY): the move and the teacher's pause are refused
    with words naming it, nothing is held in memory alone, and play goes on once it can
    write again."""
    db = tmp_path / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, app):
        teacher, code, st, action = seated(base)
        app.state.store._conn.execute("PRAGMA query_only=ON")
        r = st.act(action)
        assert r.status_code == 503 and "cannot write the game's file" in r.json()["error"]
        r = teacher.post(code, "pause")
        assert r.status_code == 503 and "cannot be written" in r.json()["error"], r.text
        assert summary(teacher, code)["status"] == "playing"
        assert in_memory(teacher, code) == stored_decisions(db, code)
        app.state.store._conn.execute("PRAGMA query_only=OFF")
        assert st.act(action).status_code == 200
        assert in_memory(teacher, code) == stored_decisions(db, code)


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[tuple[Path, Path]]:
    """A folder and the same folder seen through a read-only bind mount (root only)."""
    rw, ro = tmp_path / "rw", tmp_path / "ro"
    rw.mkdir()
    ro.mkdir()
    done = subprocess.run(["mount", "--bind", str(rw), str(ro)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot bind-mount here: {done.stderr.decode().strip()}")
    try:
        subprocess.run(["mount", "-o", "remount,ro,bind", str(ro)], check=True,
                       capture_output=True)
        yield rw, ro
    finally:
        subprocess.run(["umount", "-l", str(ro)], check=False)


def test_the_start_up_says_plainly_when_the_database_cannot_be_written(
        read_only_folder: tuple[Path, Path], small_disk: Path) -> None:
    """A database on a read-only file system: the server says so in one sentence (no
    traceback) and stops; a database on a full disk: it warns at start-up, before the class
    arrives."""
    rw, ro = read_only_folder
    store = Store(rw / "tables.sqlite3")  # a real database, made where it can be written
    store.close()
    out = subprocess.run([sys.executable, "-m", "majority_tables", "--db",
                          str(ro / "tables.sqlite3"), "--port", "1"], capture_output=True,
                         text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(REPO)})
    said = out.stdout + out.stderr
    assert out.returncode == 2 and "cannot be written" in said and "Traceback" not in said, said
    db = small_disk / "tables.sqlite3"
    Store(db).close()
    ballast = fill(small_disk)
    proc = subprocess.Popen([sys.executable, "-m", "majority_tables", "--db", str(db), "--host",
                             "127.0.0.1", "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, "PYTHONPATH": str(REPO)})
    try:
        assert proc.stdout is not None
        lines = [proc.stdout.readline() for _ in range(2)]
    finally:
        proc.kill()
        proc.wait(timeout=30)
        ballast.unlink()
    said = "".join(lines)
    assert "disk that holds the tables' database is full" in said and "Traceback" not in said
