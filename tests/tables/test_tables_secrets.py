"""The teacher's secrets (issue 19 item 7): none is stored (a clear token left by an older server
is deleted), the database file is readable by the server's user only, every start makes new
ones (a cookie or an unused link from before opens nothing), *Sign out everywhere* voids every
teacher's browser at once, a login link works once, and ``?token=`` opens nothing."""

from __future__ import annotations

import re
import stat
from pathlib import Path

import httpx
import pytest

from majority_tables.store import Store
from majority_tables.testing import serve_app_in_thread

from .conftest import TOKEN


def login(base: str, link: str) -> httpx.Client:
    http = httpx.Client(base_url=base, timeout=30)
    r = http.get(link, follow_redirects=False)
    assert r.status_code == 303, r.text
    return http


def database_bytes(db: Path) -> bytes:
    return b"".join(f.read_bytes() for f in db.parent.glob(db.name + "*"))


def test_the_database_is_private_and_holds_no_teacher_secret(tmp_path: Path) -> None:
    db = tmp_path / "tables.sqlite3"
    old = Store(db)  # an older server stored its teacher's token in clear, world-readable
    old.set_setting("teacher_token", "old-clear-teacher-token")
    old.close()
    db.chmod(0o644)
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, app):
        teacher = login(base, app.state.login_link())
        cookie = teacher.cookies["mj_teacher"]
        assert teacher.get("/teacher").status_code == 200
        code = teacher.post("/api/tables", json={"game": "grard", "n_players": 5}).json()["code"]
        assert code
        for f in db.parent.glob(db.name + "*"):
            assert stat.S_IMODE(f.stat().st_mode) == 0o600, f
        assert app.state.store.setting("teacher_token") is None
        held = database_bytes(db)
        for secret in (b"old-clear-teacher-token", TOKEN.encode(), cookie.encode()):
            assert secret not in held


def test_a_restart_voids_every_teacher_cookie_and_link(tmp_path: Path) -> None:
    db = tmp_path / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, app):
        teacher = login(base, app.state.login_link())
        unused = app.state.login_link()
        assert teacher.get("/teacher").status_code == 200
        cookie = teacher.cookies["mj_teacher"]
    with serve_app_in_thread(db, teacher_token=TOKEN) as (base, app):
        again = httpx.Client(base_url=base, cookies={"mj_teacher": cookie})
        assert again.get("/teacher").status_code == 403
        assert again.get("/api/tables").status_code == 403
        assert httpx.get(base + unused, follow_redirects=False).status_code == 403
        assert login(base, app.state.login_link()).get("/teacher").status_code == 200


def test_sign_out_everywhere_voids_every_teachers_browser(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with serve_app_in_thread(tmp_path / "t.sqlite3", teacher_token=TOKEN) as (base, app):
        laptop, phone = login(base, app.state.login_link()), login(base, app.state.login_link())
        spare = app.state.login_link()
        assert phone.get("/api/tables").status_code == 200
        phone_cookie = phone.cookies["mj_teacher"]
        r = laptop.post("/api/teacher/sign-out", json={})
        assert r.status_code == 200 and "new link" in r.json()["message"]
        assert phone.get("/teacher").status_code == 403  # the other browser too
        stale = httpx.Client(base_url=base, cookies={"mj_teacher": phone_cookie})
        assert stale.get("/api/tables").status_code == 403
        assert httpx.get(base + spare, follow_redirects=False).status_code == 403
        printed = re.findall(r"/teacher\?login=[\w-]+", capsys.readouterr().out)
        assert printed and login(base, printed[-1]).get("/teacher").status_code == 200
        # a student cannot sign the teacher out
        assert httpx.post(base + "/api/teacher/sign-out", json={}).status_code == 403
