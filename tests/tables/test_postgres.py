"""The table server on a real PostgreSQL server (issue 14: "the same server runs on PostgreSQL by
one setting; test it against a real PostgreSQL server, started and stopped by the test").

The cluster is Debian's PostgreSQL, made, started, stopped and deleted by tests/tables/pg.py
(``tools/ensure_postgres.sh`` installs the package; ``python3 tasks.py test`` calls it).
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.tables import pg

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def postgres() -> Iterator[pg.PostgresCluster]:
    """One throwaway cluster for this module (1.5 to 4 s to make and start); afterwards its
    server process is gone and its folder deleted."""
    try:
        with pg.running_postgres() as cluster:
            pid, root = cluster.pid(), cluster.root
            assert pid is not None and pg.alive(pid)
            yield cluster
    except pg.PostgresMissing as exc:
        pytest.fail(str(exc), pytrace=False)
    assert not pg.alive(pid), f"PostgreSQL (pid {pid}) still runs after the fixture"
    assert not root.exists(), f"{root} was not deleted"


@pytest.fixture
def postgres_url(postgres: pg.PostgresCluster) -> str:
    """A new empty database on the cluster, for one test."""
    return postgres.create_database()


def test_cluster_is_a_real_server_on_loopback(postgres: pg.PostgresCluster) -> None:
    assert postgres.psql("select current_setting('listen_addresses')") == "127.0.0.1"
    assert postgres.psql("show server_version").split(".")[0].isdigit()
    assert postgres.url().startswith(f"postgresql://postgres@127.0.0.1:{postgres.port}/")
    # The socket lives in the cluster's own folder, not in /var/run/postgresql.
    assert postgres.psql("show unix_socket_directories") == str(postgres.root)


def test_each_test_gets_its_own_database(postgres: pg.PostgresCluster) -> None:
    a, b = postgres.create_database("iso_a"), postgres.create_database("iso_b")
    assert a.endswith("/iso_a") and b.endswith("/iso_b")
    postgres.psql("create table t (x int); insert into t values (1)", database="iso_a")
    assert postgres.psql("select count(*) from t", database="iso_a") == "1"
    assert postgres.psql("select count(*) from pg_tables where tablename = 't'",
                         database="iso_b") == "0"


def test_ensure_postgres_is_a_no_op_when_installed() -> None:
    pg.server_bin()  # installed (else the fixture above already failed with how to install)
    out = subprocess.run(["sh", str(REPO / "tools" / "ensure_postgres.sh")],
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr
    assert "already present" in out.stdout


# -- the table server's store on PostgreSQL, against the same calls on SQLite -------------------
def store_script(store: Any) -> list[Any]:
    """The store's whole interface, called in one fixed order; returns what it read back."""
    from majority_tables.store import TableRecord

    seats = [{"kind": "person", "bot": "bayes", "away": False, "token": None, "name": ""},
             {"kind": "bot", "bot": "rules", "away": False, "token": None, "name": ""}]
    seen: list[Any] = [store.setting("teacher_token")]
    store.set_setting("teacher_token", "t1")
    store.set_setting("teacher_token", "t2")  # replaced, not added
    seen.append(store.setting("teacher_token"))
    rec = TableRecord(code="ABCDE", game="sultane", n_players=7, seed=2**40 + 3,
                      options={"variant_8d": False}, seats=seats, created=1)
    store.create(rec, [(0, "nominate:3")])
    store.create(TableRecord(code="ZZZZZ", game="the_majority", n_players=4, seed=1, options={},
                             seats=seats, created=2))
    seen.append(store.code_taken("ABCDE"))
    seen.append(store.code_taken("QQQQQ"))
    store.append("ABCDE", 1, [(0, "yes"), (1, "no"), (2, "yes")])
    store.append("ZZZZZ", 0, [(1, "Y0")])
    rec.seats[0].update(token="ab" * 32, name="Zoé ☀", away=True)  # non-ASCII names round-trip
    rec.paused = True
    store.update(rec)
    seen.append(store.load_all())
    store.truncate("ABCDE", 2)
    seen.append(store.load_all())
    store.replace_tail("ABCDE", 1, [(3, "no"), (4, "yes")])
    seen.append(store.load_all())
    return seen


def test_store_on_postgres_reads_back_what_sqlite_does(postgres_url: str, tmp_path: Path) -> None:
    """One setting switches the store (a ``postgresql://`` URL): same records, same order, same
    types (seeds above 2**31 need BIGINT), decisions in their order after undo and replace."""
    from majority_tables.store import Store

    on_sqlite, on_postgres = Store(tmp_path / "t.sqlite3"), Store(postgres_url)
    try:
        assert on_postgres.kind == "postgresql" and on_sqlite.kind == "sqlite"
        expected, got = store_script(on_sqlite), store_script(on_postgres)
        assert got == expected
        last = got[-1][0]
        assert last.decisions == [(0, "nominate:3"), (3, "no"), (4, "yes")]
        assert last.seed == 2**40 + 3 and last.paused and last.seats[0]["name"] == "Zoé ☀"
    finally:
        on_sqlite.close()
        on_postgres.close()


def test_postgres_refuses_a_second_writer_of_the_same_decision(postgres_url: str) -> None:
    """Two servers (or two threads) writing decision number k of a table: the primary key keeps
    the first; a batch that collides is rolled back whole, and the store stays usable."""
    from majority_tables.store import Store, TableRecord

    store = Store(postgres_url)
    try:
        store.create(TableRecord(code="DUPLI", game="sultane", n_players=5, seed=1, options={},
                                 seats=[]), [(0, "nominate:1")])
        with pytest.raises(Exception, match="(?i)duplicate|unique"):
            store.append("DUPLI", 0, [(0, "nominate:2")])
        store.append("DUPLI", 1, [(1, "yes")])
        store.append("DUPLI", 3, [(3, "no")])
        with pytest.raises(Exception, match="(?i)duplicate|unique"):
            store.append("DUPLI", 2, [(2, "no"), (3, "yes")])  # 2 is new, 3 collides
        (table,) = store.load_all()
        assert table.decisions == [(0, "nominate:1"), (1, "yes"), (3, "no")]
    finally:
        store.close()


# -- a whole game through the server: PostgreSQL (killed mid-game) against SQLite ----------------
TEACHER = "teacher-token-pg"
GAME = {"game": "sultane", "n_players": 5, "seed": 11,
        "seats": ["person", "person", "random", "random", "random"]}


def client(base: str) -> Any:
    """One HTTP client (keep-alive) per server: a new client per request costs ~50 ms here."""
    import httpx

    return httpx.Client(base_url=base, timeout=30)


def new_table(http: Any) -> tuple[str, dict[int, str]]:
    """A table of GAME with both people seated; returns its code and the seats' tokens."""
    r = http.post("/api/tables", json=GAME, headers={"Authorization": f"Bearer {TEACHER}"})
    assert r.status_code == 201, r.text
    code = r.json()["code"]
    tokens = {}
    for seat in (0, 1):
        j = http.post(f"/api/join/{code}", json={"seat": seat, "name": f"student {seat}"})
        assert j.status_code == 200, j.text
        tokens[seat] = j.json()["token"]
        http.cookies.clear()  # a second student, not the same browser coming back
    return code, tokens


def play(http: Any, code: str, tokens: dict[int, str], until: int | None = None) -> int:
    """The students play (each picks from its legal buttons by a fixed rule, so two runs make
    the same decisions) until the game is over or ``until`` decisions are stored."""
    import random

    while True:
        moved = False
        for seat, token in tokens.items():
            auth = {"Authorization": f"Bearer {token}"}
            p = http.get(f"/api/tables/{code}", headers=auth).json()
            if p["status"] == "over" or (until is not None and p["decisions"] >= until):
                return p["decisions"]
            if p["deciding"]:
                pick = random.Random(f"{seat}:{p['decisions']}").choice(p["actions"])["action"]
                r = http.post(f"/api/tables/{code}/act", json={"action": pick}, headers=auth)
                assert r.status_code == 200, r.text
                moved = True
        assert moved, "no person seat can decide, yet the game is not over"


def save_file(http: Any, code: str) -> str:
    r = http.get(f"/api/tables/{code}/save", headers={"Authorization": f"Bearer {TEACHER}"})
    assert r.status_code == 200, r.text
    return r.text


def test_a_game_on_postgres_killed_mid_game_ends_as_on_sqlite(postgres_url: str,
                                                              tmp_path: Path) -> None:
    """The same game (seed, seats, the students' choices) played to its end through the server on
    SQLite, and on PostgreSQL with the server killed (SIGKILL) halfway and restarted on the same
    database: the two exported save files are identical, and the students' tokens still work."""
    from majority_tables.testing import serve_in_thread, start_process

    with serve_in_thread(tmp_path / "ref.sqlite3", teacher_token=TEACHER) as base, \
            client(base) as http:
        code, tokens = new_table(http)
        total = play(http, code, tokens)
        expected = save_file(http, code)
    assert total > 20

    proc, base = start_process(postgres_url, teacher_token=TEACHER)
    try:
        with client(base) as http:
            code, tokens = new_table(http)
            assert play(http, code, tokens, until=total // 2) >= total // 2
        proc.kill()  # SIGKILL: no chance to flush anything
        proc.wait(timeout=30)
        proc, base = start_process(postgres_url, teacher_token=TEACHER)
        with client(base) as http:
            assert play(http, code, tokens) == total
            got = save_file(http, code)
    finally:
        proc.kill()
        proc.wait(timeout=30)
    # Same game except for the table's code; the save file itself names no code.
    assert got == expected


def play_through_outages(http: Any, code: str, tokens: dict[int, str]) -> tuple[int, list[str]]:
    """:func:`play`, but as a class does while the database is away: a move refused because
    the database cannot be reached (503) is tried again a moment later. Returns the decisions
    at the end and the refusals' words."""
    import random
    import time

    refused: list[str] = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        for seat, token in tokens.items():
            auth = {"Authorization": f"Bearer {token}"}
            p = http.get(f"/api/tables/{code}", headers=auth).json()
            if p["status"] == "over":
                return p["decisions"], refused
            if p["deciding"]:
                pick = random.Random(f"{seat}:{p['decisions']}").choice(p["actions"])["action"]
                while True:  # the same student clicks again until the move is recorded
                    r = http.post(f"/api/tables/{code}/act", json={"action": pick}, headers=auth)
                    if r.status_code != 503:
                        break
                    refused.append(r.json()["error"])
                    time.sleep(0.2)
                assert r.status_code == 200, r.text
    raise AssertionError("the class could not finish its game within 2 minutes")


def test_postgres_restarted_under_a_running_class_and_the_class_goes_on(
        postgres: pg.PostgresCluster, postgres_url: str, tmp_path: Path) -> None:
    """PostgreSQL is stopped (immediate shutdown: every connection dropped) in the middle of a
    game and started again: while it is down a move is refused with words that say the
    database cannot be reached and that the choice was not recorded; once it is back the same
    server reconnects by itself and the game ends exactly as on SQLite, nothing lost."""
    from majority_tables.testing import serve_in_thread, start_process

    with serve_in_thread(tmp_path / "ref.sqlite3", teacher_token=TEACHER) as base, \
            client(base) as http:
        code, tokens = new_table(http)
        play(http, code, tokens, until=12)  # the students' order of clicks, as below
        total, _ = play_through_outages(http, code, tokens)
        expected = save_file(http, code)

    proc, base = start_process(postgres_url, teacher_token=TEACHER, log=tmp_path / "server.log")
    try:
        with client(base) as http:
            code, tokens = new_table(http)
            play(http, code, tokens, until=12)
            postgres.stop()
            try:
                for token in tokens.values():  # a move while the database is down
                    auth = {"Authorization": f"Bearer {token}"}
                    p = http.get(f"/api/tables/{code}", headers=auth).json()
                    if p["deciding"]:
                        r = http.post(f"/api/tables/{code}/act", headers=auth,
                                      json={"action": p["actions"][0]["action"]})
                        assert r.status_code == 503, r.text
                        assert "cannot be reached" in r.json()["error"]
                        assert "not recorded" in r.json()["error"]
                        break
                else:
                    raise AssertionError("no seat could decide")
            finally:
                postgres.start()
            decisions, _refused = play_through_outages(http, code, tokens)
            assert decisions == total
            assert save_file(http, code) == expected
    finally:
        proc.kill()
        proc.wait(timeout=30)


# -- a connection lost during the COMMIT itself (issue 19, known gap) ---------------------------
def test_a_commit_whose_answer_is_lost_is_kept_once_and_answered_as_done(postgres_url: str
                                                                          ) -> None:
    """The connection breaks after PostgreSQL carried out the COMMIT, before its answer came
    back (a relay cuts it there): the store tries the transaction again on a fresh connection,
    finds the decisions already stored and answers success; before, the retry ended in a
    duplicate-key fault ("a fault in the program") although the decision was kept."""
    from majority_tables.store import Store, TableRecord

    relay = pg.CommitCutter(postgres_url)
    store = Store(relay.url)
    try:
        relay.arm()  # a new table's COMMIT cut: made once, not twice, and no fault
        store.create(TableRecord(code="CUTAB", game="sultane", n_players=5, seed=1, options={},
                                 seats=[], created=7), [(0, "nominate:1")])
        assert relay.cuts == 1
        relay.arm()  # a move's COMMIT cut
        store.append("CUTAB", 1, [(1, "yes"), (2, "no")])
        assert relay.cuts == 2
        store.append("CUTAB", 3, [(3, "yes")])  # and the class goes on as usual
        relay.arm()  # an undo's COMMIT cut: forgetting then writing again is done once too
        store.replace_tail("CUTAB", 2, [(4, "no")])
        assert relay.cuts == 3
        (table,) = store.load_all()
        assert table.decisions == [(0, "nominate:1"), (1, "yes"), (4, "no")]
        # a genuine second writer of a decision is still refused (not taken for a retry)
        with pytest.raises(Exception, match="(?i)duplicate|unique"):
            store.append("CUTAB", 2, [(3, "yes")])
    finally:
        store.close()
        relay.close()


def test_a_class_whose_move_commit_loses_its_answer_sees_the_move_made(postgres_url: str
                                                                      ) -> None:
    """The same cut under a table: the student's move is answered as made (memory equal to
    the database), and the table replays from the database to the same game."""
    from majority_tables.store import Store
    from majority_tables.tables import Tables

    relay = pg.CommitCutter(postgres_url)
    store = Store(relay.url)
    try:
        tables = Tables(store)
        table = tables.create("sultane", 5, seats=["person"] + ["random"] * 4, seed=11)
        before = len(table.state.history)
        seat = table.state.current_players()[0]
        assert seat == 0  # the person's turn after the bots' first decisions
        relay.arm()
        table.act(0, str(table.state.legal_actions(0)[0]))
        assert relay.cuts == 1
        assert len(table.state.history) > before
        (rec,) = store.load_all()
        assert rec.decisions == [(p, str(a)) for p, a in table.state.history]
    finally:
        store.close()
        relay.close()
