"""A decision is judged and committed in the server's event loop when nothing makes it wait
(issue 19 item 12: the hand-off to a worker thread and back was a tenth of the server's CPU per
decision), and in a worker thread whenever something would: a bot to play after it, a file
locked by another program, another thread's transaction, a database over the network. An
attempt that finds it must wait changes nothing, so the thread's attempt starts from the same
table."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from majority_tables.app import promptly
from majority_tables.store import Store, StoreBusy, WouldWait, at_once
from majority_tables.tables import Table, Tables

from .conftest import in_own_loop
from .test_tables_faults import LOCKER


def in_loop() -> bool:
    """Whether the caller runs in a thread with a running event loop (not a worker)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def a_table(tmp_path: Path, seats: list[str] | None = None, busy_timeout: int = 10_000
            ) -> tuple[Store, Table]:
    store = Store(tmp_path / "tables.sqlite3", busy_timeout=busy_timeout)
    table = Tables(store).create("the_majority", 4, seats=seats, seed=3)
    return store, table


def decide(table: Table, where: list[bool]) -> Any:
    """A student's first button at seat 0, noting whether it ran in the event loop."""
    def act(seat: int, action: str) -> None:
        where.append(in_loop())
        table.act(seat, action)
    return act


def first_action(table: Table) -> str:
    seat = table.state.current_players()[0]
    return str(table.state.legal_actions(seat)[0])


def test_a_decision_at_a_table_of_students_is_made_in_the_event_loop(tmp_path: Path) -> None:
    store, table = a_table(tmp_path)
    where: list[bool] = []
    seat = table.state.current_players()[0]
    in_own_loop(promptly(table, decide(table, where), seat, first_action(table)))
    assert where == [True]
    (rec,) = store.load_all()
    assert len(rec.decisions) == 1 == len(table.state.history)


def test_a_table_with_a_bot_decides_in_a_worker_thread(tmp_path: Path) -> None:
    """A bot plays after the student's decision, and a search bot thinks for a while: the
    loop, which serves every other table, must not wait for it."""
    store, table = a_table(tmp_path, ["person", "greedy", "greedy", "greedy"])
    where: list[bool] = []
    in_own_loop(promptly(table, decide(table, where), 0, first_action(table)))
    assert where == [False]
    (rec,) = store.load_all()
    assert len(rec.decisions) == len(table.state.history) > 1  # the bots' replies committed


def test_a_file_locked_by_another_program_is_waited_for_in_a_thread_only(
        tmp_path: Path) -> None:
    """Tried at once, the transaction meets the lock and gives up without waiting (the loop
    would freeze for the busy timeout): nothing changed; the worker thread then waits the busy
    timeout and says the file is busy, the table as it was."""
    store, table = a_table(tmp_path, busy_timeout=400)
    action = first_action(table)
    locker = subprocess.Popen([sys.executable, "-c", LOCKER, str(store.path)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
        start = time.perf_counter()
        with at_once(), pytest.raises(WouldWait):
            table.act(0, action)
        assert time.perf_counter() - start < 0.3  # not the busy timeout
        assert table.state.history == []
        where: list[bool] = []
        start = time.perf_counter()
        with pytest.raises(StoreBusy):
            in_own_loop(promptly(table, decide(table, where), 0, action))
        assert where == [True, False] and time.perf_counter() - start >= 0.4
        assert table.state.history == []
    finally:
        locker.communicate("", timeout=30)
    in_own_loop(promptly(table, table.act, 0, action))  # the lock gone: served as usual
    (rec,) = store.load_all()
    assert len(rec.decisions) == 1 == len(table.state.history)
    # every transaction runs with its own patience whatever ran before it: a thread's with the
    # file's usual one, the loop's with none (set only when it changes: Store._patience)
    def patience(tx: Any) -> int:
        return tx.execute("PRAGMA busy_timeout").fetchone()[0]

    with at_once():
        assert store.run(patience) == 0
    assert store.run(patience) == 400
    with at_once():
        assert store.run(patience) == 0
        assert store.run(patience) == 0
    assert store.run(patience) == 400


def test_another_threads_transaction_is_waited_for_in_a_thread_while_the_loop_goes_on(
        tmp_path: Path) -> None:
    store, table = a_table(tmp_path)
    action = first_action(table)
    held, release = threading.Event(), threading.Event()

    def hold() -> None:  # another table's commit, slow (a checkpoint, a slow disk)
        store.run(lambda tx: (held.set(), release.wait(10)))

    holder = threading.Thread(target=hold)
    holder.start()
    held.wait(10)
    ticks = 0

    async def main() -> list[bool]:
        nonlocal ticks
        where: list[bool] = []
        task = asyncio.ensure_future(promptly(table, decide(table, where), 0, action))
        for _ in range(5):  # the loop keeps serving while the decision waits in a thread
            await asyncio.sleep(0.02)
            ticks += 1
        assert not task.done()
        release.set()
        await task
        return where

    try:
        assert in_own_loop(main()) == [True, False]
    finally:
        release.set()
        holder.join(10)
    assert ticks == 5
    (rec,) = store.load_all()
    assert len(rec.decisions) == 1 == len(table.state.history)


def test_postgresql_is_never_reached_from_the_event_loop() -> None:
    """A network round trip in the loop would hold up every table: refused before any work."""
    store = Store.__new__(Store)
    store._pool = object()  # a pool that must not be touched
    ran: list[int] = []
    with at_once(), pytest.raises(WouldWait):
        store.run(lambda tx: ran.append(1))
    assert ran == []


def test_the_start_imports_what_the_first_hand_off_to_a_thread_needs() -> None:
    """With decisions in the loop, the teacher's first new table was the server's first hand-off
    to a worker thread and waited 20 ms for anyio's backend to be imported: the start does it."""
    code = ("import sys; from majority_tables.serving import warm_up; "
            "assert 'anyio._backends._asyncio' not in sys.modules; warm_up(); "
            "assert 'anyio._backends._asyncio' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120,
                   cwd=Path(__file__).resolve().parents[2])
