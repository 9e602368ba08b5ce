"""The table server on a real PostgreSQL server (issue 14: "the same server runs on PostgreSQL by
one setting; test it against a real PostgreSQL server, started and stopped by the test").

The cluster is Debian's PostgreSQL, made, started, stopped and deleted by tests/tables/pg.py
(``tools/ensure_postgres.sh`` installs the package; ``python3 tasks.py test`` calls it).
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.tables import pg

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def postgres() -> Iterator[pg.PostgresCluster]:
    """One throwaway cluster for this module (about 1.5 s to make and start)."""
    try:
        with pg.running_postgres() as cluster:
            yield cluster
    except pg.PostgresMissing as exc:
        pytest.fail(str(exc), pytrace=False)


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


def test_stopping_removes_the_server_and_its_folder() -> None:
    with pg.running_postgres() as cluster:
        pid, root = cluster.pid(), cluster.root
        assert pid is not None and pg.alive(pid)
    assert not pg.alive(pid)
    assert not root.exists()


def test_ensure_postgres_is_a_no_op_when_installed() -> None:
    pg.server_bin()  # installed (else the fixture above already failed with how to install)
    out = subprocess.run(["sh", str(REPO / "tools" / "ensure_postgres.sh")],
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr
    assert "already present" in out.stdout
