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

from majority_tables.games import log_lines, look
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
        # the log the page shows is the game's after the undo: drawn again, not appended to
        state = look("the_majority").load_state(api.get(f"/api/tables/{code}/save").text)
        assert page.locator("#log li").all_text_contents() == log_lines("the_majority", state,
                                                                        "public")
        answer["accept"] = False
        page.click("#all-seeing")
        assert "projected" in asked[-1] and "secret" in asked[-1]
        page.wait_for_timeout(300)
        assert "Public board" in page.text_content("#viewer")
        answer["accept"] = True
        page.click("#all-seeing")
        page.wait_for_function("() => document.getElementById('viewer').textContent"
                               ".startsWith('All-seeing')")
        assert page.locator("#log li").all_text_contents() == log_lines("the_majority", state,
                                                                        "all")


def test_the_new_table_form_makes_each_game_with_options_chosen_in_words(
        browser: Any, tmp_path: Path) -> None:
    """The teacher's form (issue 19): Sultane's player counts in order, then for every game a
    table made through the form with a non-default value of each option (boxes, menus, seats,
    numbers), shown in words in the list of tables and kept in the table's save file; a bad
    value gets a plain sentence."""
    import json

    from majority_tables.options import FIELDS
    from tests.tables.test_tables_options import CHOSEN

    with contextlib.ExitStack() as stack:
        base = stack.enter_context(table_server(tmp_path, "tables-form-server"))
        api = httpx.Client(base_url=base, timeout=30,
                           headers={"Authorization": f"Bearer {TEACHER}"})
        games = {g["game"]: g for g in api.get("/api/games").json()}
        page = stack.enter_context(fresh_page(browser))
        page.goto(base + api.post("/api/teacher/link").json()["link"])  # a one-time login
        assert "Options (JSON)" not in page.content()
        page.select_option("#game", "sultane")
        counts = page.eval_on_selector_all("#players option", "os => os.map(o => o.value)")
        assert counts == ["5", "6", "7", "8", "9", "10"]
        assert page.input_value("#players") == "7"  # the usual count stays the one chosen
        for game, (n, chosen) in CHOSEN.items():
            page.select_option("#game", game)
            page.select_option("#players", str(n))
            for f in FIELDS[game]:
                row = f"#options .mj-option[data-option='{f.name}']"
                value = chosen[f.name]
                if f.kind == "check":
                    page.set_checked(f"{row} input", value)
                elif f.kind == "set":
                    for v, _label in f.choices:
                        page.set_checked(f"{row} input[data-value='{v}']", v in value)
                elif f.kind == "number":
                    page.fill(f"{row} input", str(value))
                else:
                    page.select_option(f"{row} select", json.dumps(value))
            # the previous table's message goes first: the one waited for is this table's
            page.eval_on_selector("#message", "m => { m.textContent = ''; m.className = ''; }")
            page.click("#create")
            page.wait_for_selector("#message.mj-ok:has-text('is ready')")
            code = page.text_content("#message").split("Table ")[1][:5]
            row = page.wait_for_selector(f"#tables tr[data-code='{code}']")
            shown = row.text_content()
            labels = {f["name"]: f["label"] for f in games[game]["fields"]}
            for name in chosen:  # each option chosen, in words, on the teacher's list
                words = labels[name] if name not in ("standard",) else "discovery game"
                assert words.split(" (")[0] in shown, (game, name, shown)
            saved = json.loads(api.get(f"/api/tables/{code}/save").text)
            for k, v in chosen.items():
                assert saved["options"][k] == v, (game, k, saved["options"])
        # a bad value: the server's plain sentence, no table made
        page.select_option("#game", "grard")
        page.fill("#options .mj-option[data-option='target'] input", "0")
        page.eval_on_selector("#message", "m => { m.textContent = ''; m.className = ''; }")
        page.click("#create")
        page.wait_for_selector("#message.mj-error")
        assert "Fin de la partie »): give a whole number from 1 to 200." in page.text_content("#message")
