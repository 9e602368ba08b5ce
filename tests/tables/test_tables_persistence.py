"""Persistence (issue 14 "What must hold: Persistence"): a table is its game, options, seed and
decisions, each committed before anyone sees its result. The server process is killed with
SIGKILL mid-game (once between requests, once while a student's requests are in flight) and
restarted on the same database: every table resumes where it was (every answered decision is
there) and finishes exactly as an uninterrupted run with the same decisions."""

from __future__ import annotations

import contextlib
import json
import threading
import time
from pathlib import Path

import httpx

from majority_core.game import GameState
from majority_tables.games import view_payload
from majority_tables.store import Store
from majority_tables.testing import serve_in_thread, start_process

from .client import Student, Teacher, choose, play_by_http, uninterrupted
from .conftest import TOKEN

SULTANE = ("sultane", 7, [0, 1], ["bayes"] * 7, 31)
MAJORITY = ("the_majority", 4, [2], ["greedy"] * 4, 32)


def _open(game: str, n: int, people: list[int], bots: list[str], seed: int,
          teacher: Teacher, base: str) -> tuple[str, list[Student]]:
    seats = [{"kind": "person"} if p in people else {"kind": "bot", "bot": bots[p]}
             for p in range(n)]
    code = teacher.create(game, n, seats, seed=seed)
    students = [Student(base) for _ in people]
    for st, p in zip(students, people, strict=True):
        assert st.join(code, seat=p).status_code == 200
    return code, students


def _rebase(students: list[Student], base: str) -> None:
    """The same browsers (the same cookies) on the restarted server."""
    for st in students:
        st.base = base
        st.http = httpx.Client(base_url=base, cookies=st.http.cookies, timeout=60)


def test_a_killed_server_resumes_every_table_and_finishes_the_same_games(tmp_path: Path) -> None:
    """(The server's output is in tmp_path/server.log.)"""
    db = tmp_path / "tables.sqlite3"
    proc, base = start_process(db, teacher_token=TOKEN, log=tmp_path / "server.log")
    try:
        teacher = Teacher(base, TOKEN)
        s_code, s_students = _open(*SULTANE, teacher, base)
        m_code, m_students = _open(*MAJORITY, teacher, base)
        play_by_http(s_students, SULTANE[-1], until=20)
        before = {s_code: teacher.save(s_code)}
        # The Majority's students keep playing in a thread while the server is killed.
        acked: list[int] = []
        enough = threading.Event()

        def keep_playing() -> None:
            try:
                while True:
                    for st in m_students:
                        p = st.state()
                        if p["deciding"]:
                            action = choose(MAJORITY[-1], p["decisions"], st.seat,
                                            [a["action"] for a in p["actions"]])
                            r = st.act(action)
                            assert r.status_code == 200, r.text
                            acked.append(r.json()["decisions"])
                            if len(acked) >= 6:
                                enough.set()
                            break
            except httpx.HTTPError:
                enough.set()  # the server is gone

        player = threading.Thread(target=keep_playing)
        player.start()
        assert enough.wait(timeout=120)
        proc.kill()  # SIGKILL: no clean-up, no flush
        proc.wait(timeout=60)
        player.join(timeout=60)
        assert not player.is_alive() and acked
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()

    # The restart: the same database opened again (here in this process, on a new port).
    with serve_in_thread(db, teacher_token=TOKEN) as base:
        teacher = Teacher(base, TOKEN)
        _rebase(s_students + m_students, base)
        assert teacher.save(s_code) == before[s_code]  # exactly where it was
        stored = len(json.loads(teacher.save(m_code))["decisions"])
        assert stored >= max(acked)  # every decision a student was answered for is stored
        for st in s_students + m_students:  # same seats, same cookies
            assert st.state()["seat"] == st.seat
        play_by_http(s_students, SULTANE[-1])
        play_by_http(m_students, MAJORITY[-1])
        for code, (game, n, people, bots, seed) in ((s_code, SULTANE), (m_code, MAJORITY)):
            expected = uninterrupted(game, n, seed, people, bots)
            assert json.loads(teacher.save(code)) == json.loads(expected.to_json()), game
            assert teacher.state(code, "all")["log"] == all_seeing_log(game, expected)


def all_seeing_log(game: str, state: GameState) -> list[str]:
    """The explained log of the whole game, as the teacher's all-seeing view shows it."""
    return view_payload(game, state, "all")["log"]


def test_kills_at_random_moments_lose_nothing(tmp_path: Path) -> None:
    """Five SIGKILLs at random moments (seeded) while a student plays and the teacher hands her
    seat to its bot and back (both paths that play moves): after each restart every decision a
    page was answered for is stored, the table is served, and the game ends exactly as an
    uninterrupted one."""
    import random

    db = tmp_path / "tables.sqlite3"
    game, n, people, bots, seed = MAJORITY
    rng = random.Random(19)
    code: str | None = None
    students: list[Student] = []
    for _round in range(5):
        proc, base = start_process(db, teacher_token=TOKEN, log=tmp_path / "server.log")
        try:
            teacher = Teacher(base, TOKEN)
            if code is None:
                code, students = _open(*MAJORITY, teacher, base)
            else:
                _rebase(students, base)
            (st,) = students
            table = code
            acked: list[int] = []
            stop = threading.Event()

            def keep_playing(st: Student = st, teacher: Teacher = teacher, table: str = table,
                             acked: list[int] = acked, stop: threading.Event = stop) -> None:
                with contextlib.suppress(httpx.HTTPError):
                    while not stop.is_set():
                        p = st.state()
                        if p["status"] == "over":
                            return
                        if p["deciding"]:
                            r = st.act(choose(seed, p["decisions"], st.seat,
                                              [a["action"] for a in p["actions"]]))
                            if r.status_code == 200:
                                acked.append(r.json()["decisions"])
                        elif p["seats"][st.seat]["away"]:
                            teacher.post(table, f"seats/{st.seat}", {"away": False})

            player = threading.Thread(target=keep_playing)
            player.start()
            time.sleep(rng.uniform(0.3, 1.5))
            with contextlib.suppress(httpx.HTTPError):  # a command in flight, sometimes
                if rng.random() < 0.5:
                    teacher.post(code, f"seats/{st.seat}", {"away": True})
            time.sleep(rng.uniform(0.0, 0.5))
            proc.kill()  # SIGKILL
            proc.wait(timeout=60)
            stop.set()
            player.join(timeout=60)
            assert not player.is_alive()
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        store = Store(db)
        (rec,) = store.load_all()
        store.close()
        assert len(rec.decisions) >= max(acked, default=0)
    with serve_in_thread(db, teacher_token=TOKEN) as base:
        teacher = Teacher(base, TOKEN)
        _rebase(students, base)
        assert code is not None
        teacher.post(code, f"seats/{students[0].seat}", {"away": False})
        play_by_http(students, seed)
        expected = uninterrupted(game, n, seed, people, bots)
        assert json.loads(teacher.save(code)) == json.loads(expected.to_json())
