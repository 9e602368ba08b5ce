"""A class at a classroom table, in Chromium: the shared driver of tests/browser/test_tables*.py.

:func:`play_class` does what a teacher and a class do with the table server (issue 14): the
teacher creates a table on the dashboard, every student joins from her own browser context with
the code, and the class plays the game to its end by clicking the buttons of their own pages,
while the teacher's page shows the public board. It checks on the way:

* each student's board is exactly the look's drawing of her seat's view (the same text as
  ``look.state_html(state, seat) + look.extra_html(state, seat)``), at the start and in the middle
  of the game, so a page never holds anything her seat does not know; no student's log holds
  another seat's private event (the all-seeing view's "Seat N only:" lines);
* updates arrive without a reload (each page keeps a marker set after it opened) and are pushed:
  every wait is on what a page signals it shows (``tables.js`` sets ``data-decisions`` and
  ``data-ready`` on the body once it has drawn an update), never on time; the time from a click
  to the moment every page shows the new decision is recorded in the pages themselves
  (``Date.now()``, one clock) and printed: ``benchmarks/bench_tables_browser.py`` judges it;
* every request of every page stays on 127.0.0.1; no page logs a console error;
* the teacher's *Export* link downloads the save file of that very game.

The students choose as one of the game's bots would (a seeded choice, so every run plays the same
game): the driver reads the game from the teacher's export, asks the bot for the seat's decision
and clicks that button on that student's page.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page

TEACHER = "teacher-browser-token"
#: How long a page may take to show what it waits for before the test calls it stuck: a guard
#: against a hang, far above any real wait (a loaded 2-core machine answers within seconds).
STUCK_MS = 120_000

# What each page records about itself: when each decision count arrived and when it was last
# clicked (Date.now(), in ms: the same clock for every page); a marker set later tells a reload.
ARRIVALS_SCRIPT = """
window.__arrivals = {};
document.addEventListener("click", () => { window.__lastClick = Date.now(); }, true);
document.addEventListener("DOMContentLoaded", () => {
  new MutationObserver(() => {
    const d = document.body.dataset.decisions;
    if (d !== undefined && !(d in window.__arrivals)) window.__arrivals[d] = Date.now();
  }).observe(document.body, {attributes: true, attributeFilter: ["data-decisions"]});
});
"""


@contextlib.contextmanager
def table_server(tmp: Path, name: str, language: str = "en",
                 args: tuple[str, ...] = ()) -> Iterator[str]:
    """``python -m majority_tables`` on a free loopback port with a fresh SQLite database, as a
    teacher starts it (its output in test-artifacts/browser/logs/<name>.log); stopped by PID.
    ``language``: the server's (``--language``); ``args``: more of its options."""
    from majority_tables.testing import free_port, wait_until_up

    port = free_port()
    logs = h.ARTIFACTS / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    with open(logs / f"{name}.log", "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "majority_tables", "--host", "127.0.0.1", "--port", str(port),
             "--db", str(tmp / "tables.sqlite3"), "--language", language, *args],
            cwd=h.REPO, stdout=log, stderr=subprocess.STDOUT,
            env={**os.environ, "MAJORITY_TABLES_TOKEN": TEACHER, "PYTHONPATH": str(h.REPO)},
        )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base, proc=proc)
        yield base
    finally:
        proc.kill()
        proc.wait(timeout=30)


class _Text(HTMLParser):
    """An HTML fragment's text as a browser's ``textContent`` gives it (style text included)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def text_of(fragment: str) -> str:
    parser = _Text()
    parser.feed(fragment)
    parser.close()
    return squash("".join(parser.parts))


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@dataclass
class ClassGame:
    """What a class game gave: the export, the figures, the pages (still open)."""

    export: str
    decisions: int
    seconds: float
    latencies: list[float]
    teacher: Any
    students: list[Any]

    @property
    def p95(self) -> float:
        return self.latencies[int(0.95 * (len(self.latencies) - 1))]

    def figures(self) -> str:
        lat = self.latencies
        return (f"{self.decisions} decisions by {len(self.students)} students in "
                f"{self.seconds:.0f} s; click -> every page updated: median "
                f"{lat[len(lat) // 2]:.0f} ms, 95th percentile {self.p95:.0f} ms, max "
                f"{lat[-1]:.0f} ms")


def shows(page: Any, decisions: int, at_least: bool = False) -> None:
    """Wait until ``page`` signals that it shows the update with ``decisions`` decisions (or a
    later one, ``at_least``): tables.js sets the body's ``data-decisions`` and ``data-ready``
    after it has drawn an update."""
    op = ">=" if at_least else "==="
    page.wait_for_function(f"n => document.body.dataset.ready === '1' && "
                           f"Number(document.body.dataset.decisions) {op} n", arg=decisions)


def check_boards(look: Any, state: Any, students: list[Any],
                 check_student: Callable[[Any, int, Any], None]) -> None:
    """Each student's board is the look's drawing of her own seat's view, nothing more."""
    for seat, page in enumerate(students):
        shows(page, len(state.history))
        drawn = text_of(look.state_html(state, seat) + look.extra_html(state, seat))
        assert squash(page.text_content("#board")) == drawn, f"seat {seat}'s board"
        check_log(page, state, seat)
        check_seats(page, state, seat)
        check_student(page, seat, state)


def check_seats(page: Any, state: Any, you: int | None) -> None:
    """The page's list of seats: every student by the name she gave, her own row marked, and
    a "to decide" mark on exactly the seats the game waits for (an update sends only the rows
    that changed: tables.js puts them in their places)."""
    rows = page.locator("#seats li.mj-seat-row")
    waiting = set() if state.is_terminal() else set(state.current_players())
    assert rows.count() == state.n_players
    for seat in range(state.n_players):
        row = rows.nth(seat)
        css = row.get_attribute("class") or ""
        assert row.get_attribute("data-seat") == str(seat)
        assert f"Student {seat}" in row.text_content(), f"seat {seat}'s name"
        assert ("mj-deciding" in css) == (seat in waiting), f"seat {seat}'s turn on {you}'s page"
        assert ("mj-you" in css) == (seat == you), f"seat {seat} on {you}'s page"


def check_log(page: Any, state: Any, viewer: int | str) -> None:
    """The page's log is the viewer's whole log, line for line, once each (tables.js appends
    an update's new lines to those it shows, and draws them all again after an undo or a
    change of view)."""
    from majority_tables.games import log_lines

    shown = page.locator("#log li").all_text_contents()
    assert shown == log_lines(state.game_name, state, viewer), f"{viewer}'s log"


def play_class(browser: Any, base: str, stack: contextlib.ExitStack, **kw: Any) -> ClassGame:
    """:func:`_play_class`; if it fails, every page it opened is kept as a FAILED screenshot."""
    opened: list[Any] = []
    try:
        return _play_class(browser, base, stack, opened=opened, **kw)
    except Exception:
        for i, page in enumerate(opened):
            with contextlib.suppress(Exception):
                h.screenshot(page, f"FAILED-{kw.get('prefix', 'tables')}-page{i}")
        raise


def _play_class(browser: Any, base: str, stack: contextlib.ExitStack, *, opened: list[Any],
               game: str, seats: int,
               seed: int, bot: str, prefix: str,
               check_public: Callable[[Any, Any], None] = lambda teacher, state: None,
               check_student: Callable[[Any, int, Any], None] = lambda page, seat, state: None,
               ) -> ClassGame:
    """A teacher and ``seats`` students play a whole game of ``game`` (see the module)."""
    import httpx

    from majority_tables.games import look as look_of

    look = look_of(game)
    api = httpx.Client(base_url=base, headers={"Authorization": f"Bearer {TEACHER}"}, timeout=30)
    stack.callback(api.close)
    started = time.monotonic()

    # -- the teacher creates the table on the dashboard ---------------------------------------
    teacher = stack.enter_context(fresh_page(browser, timeout_ms=STUCK_MS))
    opened.append(teacher)
    teacher.add_init_script(ARRIVALS_SCRIPT)
    teacher.goto(base + api.post("/api/teacher/link").json()["link"])  # a one-time login
    assert "token" not in teacher.url  # the projected page's address holds no token
    teacher.select_option("#game", game)
    teacher.select_option("#players", str(seats))
    for seat in range(seats):
        assert teacher.input_value(f"select.mj-seat-kind[data-seat='{seat}']") == "person"
    teacher.fill("#seed", str(seed))
    teacher.click("#create")
    teacher.wait_for_selector("#message:has-text('is ready')")
    code = re.search(r"Table ([A-Z0-9]{5})", teacher.text_content("#message")).group(1)
    teacher.wait_for_selector(f"#tables tr[data-code='{code}']")
    h.screenshot(teacher, f"{prefix}-teacher-dashboard")
    teacher.click(f"#tables tr[data-code='{code}'] a.mj-open")
    teacher.wait_for_selector("body[data-role='teacher-table'][data-connected='1'][data-ready='1']")

    # -- the students join with the code, each in her own browser context ---------------------
    students = []
    for seat in range(seats):
        page = stack.enter_context(fresh_page(browser, timeout_ms=STUCK_MS))
        opened.append(page)
        page.add_init_script(ARRIVALS_SCRIPT)
        page.goto(f"{base}/join")
        page.fill("#code", code.lower())  # typed from the projector, in any case
        page.click("#join-form button[type='submit']")
        page.wait_for_selector("button.mj-take")
        page.fill("#name", f"Student {seat}")
        page.click(f"button.mj-take[data-seat='{seat}']")
        page.wait_for_selector("body[data-role='seat'][data-connected='1'][data-ready='1']")
        assert page.url.endswith(f"/table/{code}")
        assert f"you play seat {seat}" in page.text_content("#title")
        page.evaluate("window.__marker = 'opened once'")
        students.append(page)
    teacher.evaluate("window.__marker = 'opened once'")
    pages = [teacher, *students]

    def current() -> Any:
        return look.load_state(api.get(f"/api/tables/{code}/save").text)

    start = current()
    check_boards(look, start, students, check_student)
    check_public(teacher, start)

    # -- they play to the end, every decision a click on the student's own page ---------------
    policy = look.bot(bot)
    clicks: dict[int, float] = {}  # decision count after the click -> when (page clock, ms)
    middle_seen = False
    while True:
        state = current()
        if state.is_terminal():
            break
        n = len(state.history)
        if n >= 30 and not middle_seen:  # a position in the middle of the game
            middle_seen = True
            check_boards(look, state, students, check_student)
            shows(teacher, n)
            check_seats(teacher, state, None)
            check_public(teacher, state)
            h.screenshot(students[0], f"{prefix}-student-mid-game")
            phone = students[-1]  # the same page on a phone's screen
            phone.set_viewport_size({"width": 390, "height": 844})
            phone.screenshot(path=str(h.ARTIFACTS / f"{prefix}-student-phone.png"))
            phone.set_viewport_size({"width": 1280, "height": 1000})
            h.screenshot(teacher, f"{prefix}-teacher-mid-game")
        for seat in state.current_players():  # a vote or a draft: every seat, in turn
            rng = random.Random(f"{seed}:{seat}:{n}")
            action = str(policy.act(state.view(seat), state.legal_actions(seat), rng))
            # Her page shows this step (the push that asks her to decide, or a later seat's
            # vote in the same simultaneous step); then she clicks her button.
            shows(students[seat], n, at_least=True)
            students[seat].locator(f"#actions button.mj-action[data-action='{action}']").click()
            n += 1
            clicks[n] = students[seat].evaluate("window.__lastClick")
        # The next step reads the export: wait until the server holds this step's decisions.
        shows(teacher, n, at_least=True)  # (a number: "10" >= "9" is false as text)

    # -- the end: every page says so, none was reloaded ----------------------------------------
    final = len(state.history)
    for page in pages:
        page.wait_for_selector("body[data-status='over'][data-ready='1']")
        assert page.evaluate("window.__marker") == "opened once", "a page was reloaded"
        assert page.get_attribute("body", "data-decisions") == str(final)
    for seat, page in enumerate(students):
        assert " only:" not in page.text_content("#log")  # another seat's private event
        assert page.locator("#actions button").count() == 0
        check_log(page, state, seat)
        check_seats(page, state, seat)
    h.screenshot(students[0], f"{prefix}-student-end")
    h.screenshot(teacher, f"{prefix}-teacher-end")
    teacher.once("dialog", lambda d: d.accept())  # "the projector would show every secret"
    teacher.click("#all-seeing")
    teacher.wait_for_selector("#viewer:has-text('All-seeing')")
    check_log(teacher, state, "all")  # another view's log: drawn again, not appended to
    h.screenshot(teacher, f"{prefix}-teacher-all-seeing")

    # -- the teacher exports the save file: the very game the class played ---------------------
    with teacher.expect_download() as download:
        teacher.click("#export")
    exported = Path(download.value.path()).read_text(encoding="utf-8")
    assert look.load_state(exported).history == state.history
    assert json.loads(exported)["seed"] == seed
    (h.ARTIFACTS / f"{prefix}-class-game.json").write_text(exported, encoding="utf-8")

    # -- when did each page first show each decision count (or a later one)? -------------------
    seen = [{int(k): v for k, v in page.evaluate("window.__arrivals").items()} for page in pages]
    latencies = sorted(
        max(min(t for k, t in arrivals.items() if k >= m) for arrivals in seen) - clicked
        for m, clicked in clicks.items()
    )
    result = ClassGame(exported, final, time.monotonic() - started, latencies, teacher, students)

    # -- no request left 127.0.0.1, no console error -------------------------------------------
    for page in pages:
        assert page.watch.external == [], page.watch.external
        assert page.watch.problems() == ""
    return result
