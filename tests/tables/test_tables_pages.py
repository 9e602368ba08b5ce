"""The table pages in Chromium (issue 14 "What must hold": a student plays from her phone; the
teacher's page shows what applies; a fault says what happened in plain words).

One browser for the module; each test opens its own small contexts (a phone is 390x844)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest

from majority_tables.games import look
from majority_tables.testing import serve_in_thread

from .client import Student
from .conftest import TOKEN, Running

PHONE = {"width": 390, "height": 844}
TIMEOUT_MS = 60_000  # a loaded 2-core machine


# ``browser``: the session's one Chromium (tests/conftest.py), shared with tests/browser/.


def seat_page(browser: Any, base: str, student: Student, viewport: dict[str, int]) -> Any:
    ctx = browser.new_context(viewport=viewport)
    ctx.add_cookies([{"name": f"mj_seat_{student.code}", "value": student.token, "url": base}])
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{base}/table/{student.code}")
    page.wait_for_selector("body[data-connected='1'][data-ready='1']")
    return page


@pytest.mark.parametrize(("game", "n", "own"), [("the_majority", 4, ".mj-seat-3"),
                                                ("sultane", 7, "#board tr:last-child td:last-child"),
                                                ("witch", 5, ".witch-beliefs tr:last-child td:last-child")])
def test_a_phone_shows_the_whole_board_and_the_students_own_seat(
        server: Running, browser: Any, game: str, n: int, own: str) -> None:
    """At 390x844 nothing of the board is past the right edge: The Majority's seat cells wrap
    (the last seat, the student's own, was cut off), Sultane's seat table fits with its last
    column (P(Dinarzade)), and so does the Witch's belief table (its one-line caption made it
    wider than the phone); neither the page nor the board needs a sideways scroll."""
    code = server.teacher.create(game, n, ["person"] * n, seed=5)
    students = [Student(server.base) for _ in range(n)]
    for i, s in enumerate(students):
        assert s.join(code, i).status_code == 200
    page = seat_page(browser, server.base, students[-1], PHONE)
    try:
        widths = page.evaluate("""() => { const d = document.documentElement, b = document.getElementById('board');
            return [d.scrollWidth, d.clientWidth, b.scrollWidth, b.clientWidth]; }""")
        assert widths[0] <= widths[1] and widths[2] <= widths[3], widths
        box = page.locator(own).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    finally:
        page.context.close()


def test_the_teacher_sees_pause_or_resume_whichever_applies(server: Running, browser: Any) -> None:
    code = server.teacher.create("the_majority", 4, ["person"] * 4, seed=6)
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.add_cookies([{"name": "mj_teacher", "value": server.teacher_cookie(),
                      "url": server.base}])
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{server.base}/teacher/tables/{code}")
        page.wait_for_selector("body[data-connected='1'][data-ready='1']")
        assert page.is_visible("#pause") and page.is_hidden("#resume")
        # projected: the board reads from the back row (a quarter larger than on a laptop)
        size = page.evaluate("getComputedStyle(document.getElementById('board')).fontSize")
        assert size == "20px", size
        page.click("#pause")
        page.wait_for_selector("body[data-status='paused']")
        assert page.is_visible("#resume") and page.is_hidden("#pause")
        page.reload()  # drawn so by the server too, before the script runs
        page.wait_for_selector("body[data-connected='1'][data-ready='1']")
        assert page.is_visible("#resume") and page.is_hidden("#pause")
        page.click("#resume")
        page.wait_for_selector("body[data-status='playing']")
        assert page.is_visible("#pause") and page.is_hidden("#resume")
    finally:
        ctx.close()


def test_a_click_while_the_server_is_down_says_so_in_plain_words(browser: Any) -> None:
    """The server stops while a student's page is open; she clicks: the page says her choice
    was not sent and that it reconnects by itself, not the browser's "Failed to fetch"."""
    with tempfile.TemporaryDirectory() as tmp:
        with serve_in_thread(Path(tmp) / "t.sqlite3", teacher_token=TOKEN) as base:
            teacher = Running(base, None, Path(tmp)).teacher
            code = teacher.create("the_majority", 4, ["person"] * 4, seed=7)
            student = Student(base)
            student.join(code, 0)
            page = seat_page(browser, base, student, PHONE)
        try:
            page.wait_for_selector("body[data-connected='0']")
            page.locator("#actions button").first.click()
            page.wait_for_selector("#message.mj-error")
            text = page.inner_text("#message")
            assert "not sent" in text and "reconnects by itself" in text, text
            assert "fetch" not in text.lower()
        finally:
            page.context.close()


def test_freeing_a_seat_asks_the_teacher_first(server: Running, browser: Any) -> None:
    """"Free seat" sits next to "Hand to a bot": a misclick must not throw a student out."""
    code = server.teacher.create("the_majority", 4, ["person"] * 4, seed=9)
    student = Student(server.base)
    student.join(code, 2, name="Alice")
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.add_cookies([{"name": "mj_teacher", "value": server.teacher_cookie(),
                      "url": server.base}])
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{server.base}/teacher/tables/{code}")
        page.wait_for_selector("body[data-connected='1'][data-ready='1']")
        asked: list[str] = []

        def answer(dialog: Any, accept: bool) -> None:
            asked.append(dialog.message)
            dialog.accept() if accept else dialog.dismiss()

        sent: list[str] = []
        page.on("request", lambda r: sent.append(r.url) if r.method == "POST" else None)
        page.once("dialog", lambda d: answer(d, False))
        page.click(".mj-seat-free[data-seat='2']")
        # The dialog is answered within the click; any request the answer made is under way
        # before a later round trip to the page comes back.
        page.evaluate("() => 0")
        assert not sent, sent
        assert asked and "seat 2" in asked[0].lower() and "join" in asked[0], asked
        assert server.teacher.state(code)["seats"][2]["taken"]
        page.once("dialog", lambda d: answer(d, True))
        page.click(".mj-seat-free[data-seat='2']")
        page.wait_for_selector(".mj-seat-free[data-seat='2']", state="detached")
        assert not server.teacher.state(code)["seats"][2]["taken"]
    finally:
        ctx.close()


def shown(page: Any, decisions: int) -> None:
    """Wait until the page signals that it shows the update with ``decisions`` decisions (the
    script sets ``data-decisions`` and ``data-ready`` once it has drawn an update)."""
    page.wait_for_function("n => document.body.dataset.ready === '1' && "
                           "Number(document.body.dataset.decisions) === n", arg=decisions)


def test_a_click_pressed_while_another_seats_vote_arrives_still_counts(
        server: Running, browser: Any) -> None:
    """The Majority's draft is simultaneous (revised 2-2): seat 0 presses her card's button,
    seat 1's pick reaches her page before she releases it. The push leaves her choices as they
    were, so her page keeps the very button she pressed and the click counts. (The page drew
    its buttons again at every push: a click whose press and release fell on either side of
    the redraw went to no button and was lost, the class-game tests' 20-second waits.)"""
    code = server.teacher.create("the_majority", 4, ["person"] * 4, seed=8)
    students = [Student(server.base) for _ in range(4)]
    for i, s in enumerate(students):
        assert s.join(code, i).status_code == 200
    page = seat_page(browser, server.base, students[0], {"width": 1280, "height": 800})
    try:
        shown(page, 0)
        page.evaluate("document.querySelectorAll('#actions button').forEach(b => { b.__mine = 1; })")
        button = page.locator("#actions button.mj-action").first
        mine = button.get_attribute("data-action")
        box = button.bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        other = students[1].state()["actions"][0]["action"]
        assert students[1].act(other).status_code == 200
        shown(page, 1)  # the push arrived while the button is held down
        assert page.evaluate("[...document.querySelectorAll('#actions button')]"
                             ".every(b => b.__mine === 1)"), "the buttons were drawn again"
        page.mouse.up()
        shown(page, 2)
        made = students[0].state()
        assert made["decisions"] == 2 and not made["deciding"]
        history = look("the_majority").load_state(server.teacher.save(code)).history
        assert [(p, str(a)) for p, a in history] == [(1, other), (0, mine)]
    finally:
        page.context.close()
