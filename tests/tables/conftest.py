"""Fixtures of the table server's tests: a server on a free loopback port, a teacher.

One server per test module (each test makes its own tables, with their own codes): starting
uvicorn for each test cost more than most tests."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from majority_tables.testing import serve_app_in_thread

from .client import Teacher

TOKEN = "teacher-secret-for-tests"


def in_own_loop(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """``asyncio.run(coroutine)`` in a thread of its own (a test before may have left an event
    loop running in this one: Playwright's); its value returned, its exception raised here."""
    out: dict[str, Any] = {}

    def main() -> None:
        try:
            out["value"] = asyncio.run(coroutine)
        except BaseException as exc:  # raised in the test's thread
            out["error"] = exc

    worker = threading.Thread(target=main)
    worker.start()
    worker.join(120)
    assert not worker.is_alive(), "the event loop did not end"
    if "error" in out:
        raise out["error"]
    return out.get("value")


class Running:
    def __init__(self, base: str, app: Any, db: Path) -> None:
        self.base, self.app, self.db = base, app, db
        self.teacher = Teacher(base, TOKEN)

    def teacher_cookie(self) -> str:
        """The cookie a teacher's browser gets from a one-time login link."""
        r = httpx.get(self.base + self.app.state.login_link(), follow_redirects=False)
        assert r.status_code == 303, r.text
        return r.cookies["mj_teacher"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    db = tmp_path_factory.mktemp("tables") / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, app):
        yield Running(base, app, db)
