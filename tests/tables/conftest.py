"""Fixtures of the table server's tests: a server on a free loopback port, a teacher.

One server per test module (each test makes its own tables, with their own codes): starting
uvicorn for each test cost more than most tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from majority_tables.testing import serve_app_in_thread

from .client import Teacher

TOKEN = "teacher-secret-for-tests"


class Running:
    def __init__(self, base: str, app: Any, db: Path) -> None:
        self.base, self.app, self.db = base, app, db
        self.teacher = Teacher(base, TOKEN)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    db = tmp_path_factory.mktemp("tables") / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, app):
        yield Running(base, app, db)
