"""The teacher's table page asks before the two buttons a misclick makes costly (issue 19 item
13), in Chromium: Undo says which decision it will take back (whose, its number, not what it
was) and a double click takes back one decision only; the all-seeing view warns that a
projector would show every secret. Dismissing either changes nothing."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.browser.conftest import fresh_page
from tests.browser.tables_class import TEACHER, table_server

pytestmark = pytest.mark.browser


def test_undo_and_the_all_seeing_view_ask_first(browser: Any, tmp_path: Path) -> None:
    with contextlib.ExitStack() as stack:
        base = stack.enter_context(table_server(tmp_path, "tables-teacher-server"))
        api = httpx.Client(base_url=base, timeout=30,
                           headers={"Authorization": f"Bearer {TEACHER}"})
        code = api.post("/api/tables", json={"game": "the_majority", "n_players": 4, "seed": 12,
                                             "seats": ["person", "greedy", "greedy", "greedy"]}
                        ).json()["code"]
        student = httpx.Client(base_url=base, timeout=30)
        assert student.post(f"/api/join/{code}", json={"seat": 0, "name": "Zoé"}).status_code == 200
        for _ in range(2):
            p = student.get(f"/api/tables/{code}").json()
            r = student.post(f"/api/tables/{code}/act", json={"action": p["actions"][0]["action"]})
            assert r.status_code == 200
        decisions = r.json()["decisions"]
        page = stack.enter_context(fresh_page(browser))
        page.goto(base + api.post("/api/teacher/link").json()["link"])  # a one-time login
        page.goto(f"{base}/teacher/tables/{code}")
        page.wait_for_function("n => document.body.dataset.decisions === n", arg=str(decisions))
        asked: list[str] = []
        answer = {"accept": False}

        def on_dialog(dialog: Any) -> None:
            asked.append(dialog.message)
            dialog.accept() if answer["accept"] else dialog.dismiss()

        page.on("dialog", on_dialog)
        page.click("#undo")
        assert asked and f"of {decisions}, made by seat 0 (Zoé)" in asked[-1], asked
        page.wait_for_timeout(300)
        assert api.get(f"/api/tables/{code}").json()["decisions"] == decisions  # dismissed
        answer["accept"] = True
        page.dblclick("#undo")
        page.wait_for_function("n => document.body.dataset.decisions === n",
                               arg=str(decisions - 4))
        page.wait_for_timeout(500)
        assert api.get(f"/api/tables/{code}").json()["decisions"] == decisions - 4  # one undo
        answer["accept"] = False
        page.click("#all-seeing")
        assert "projected" in asked[-1] and "secret" in asked[-1]
        page.wait_for_timeout(300)
        assert "Public board" in page.text_content("#viewer")
        answer["accept"] = True
        page.click("#all-seeing")
        page.wait_for_function("() => document.getElementById('viewer').textContent"
                               ".startsWith('All-seeing')")
