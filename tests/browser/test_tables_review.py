"""The Review of a finished table in Chromium (issue 22, section 3): the teacher clicks Review on
the table's page and reads the curve, the accuracies, then decision by decision (Previous /
Next) with the projected board of each moment; a student's page shows her own decisions only.
In English and in French. Every wait is on what the page signals (``data-review``,
``data-review-step``), never on time. Screenshots at 1280 x 720 land in
test-artifacts/browser/ (``review-*.png``)."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import httpx
import pytest

from majority_core.i18n import _ as told
from majority_core.i18n import language
from majority_core.review import LABEL_WORDS, review
from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page
from tests.browser.tables_class import STUCK_MS, TEACHER, table_server

pytestmark = pytest.mark.browser

BUDGET = 3  # worlds per decision (the server's --review-budget): seconds here
READY = "() => ['ready', 'failed'].includes(document.body.dataset.review)"


def finished_with_a_student(base: str) -> tuple[str, httpx.Client]:
    """A Sultane table (5 players) where a student plays seat 0 against the rules bots, played
    to its end through the API; returns its code and the student's client (her seat cookie)."""
    api = httpx.Client(base_url=base, timeout=60, headers={"Authorization": f"Bearer {TEACHER}"})
    code = api.post("/api/tables", json={"game": "sultane", "n_players": 5, "seed": 31,
                                         "seats": ["person"] + ["rules"] * 4}).json()["code"]
    student = httpx.Client(base_url=base, timeout=60)
    assert student.post(f"/api/join/{code}", json={"seat": 0, "name": "Zoé"}).status_code == 200
    while True:
        p = student.get(f"/api/tables/{code}").json()
        if p["status"] == "over":
            return code, student
        assert p["deciding"], p["prompt"]
        r = student.post(f"/api/tables/{code}/act", json={"action": p["actions"][-1]["action"]})
        assert r.status_code == 200, r.text


def open_review(page: Any) -> None:
    page.wait_for_selector("body[data-ready='1'][data-status='over']")
    assert page.is_visible("#review-button") and page.is_hidden("#review")
    page.click("#review-button")
    page.wait_for_function(READY, timeout=STUCK_MS)
    assert page.evaluate("document.body.dataset.review") == "ready", page.text_content(
        "#review-state")
    page.wait_for_function("() => document.body.dataset.reviewStep === '0'")


def step_to(page: Any, i: int) -> None:
    page.click("#review-next")
    page.wait_for_function("i => document.body.dataset.reviewStep === String(i)", arg=i)


def shoot(page: Any, name: str, anchor: str) -> None:
    """What a projector shows (1280 x 720) with ``anchor`` at the top of the screen."""
    page.set_viewport_size({"width": 1280, "height": 720})
    page.evaluate("a => document.getElementById(a).scrollIntoView({block: 'start'})", anchor)
    h.ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(h.ARTIFACTS / f"{name}.png"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_teacher_and_a_student_read_the_review(browser: Any, tmp_path: Path,
                                                    lang: str) -> None:
    with contextlib.ExitStack() as stack:
        base = stack.enter_context(table_server(
            tmp_path, f"tables-review-{lang}", language=lang,
            args=("--review-budget", str(BUDGET))))
        code, student = finished_with_a_student(base)
        export = httpx.get(f"{base}/api/tables/{code}/save",
                           headers={"Authorization": f"Bearer {TEACHER}"}).text
        with language(lang):
            whole = review(export, budget=BUDGET, progress=False)
            words = {d.label: told(LABEL_WORDS[d.label]) for d in whole.decisions}
        api = httpx.Client(base_url=base, timeout=60,
                           headers={"Authorization": f"Bearer {TEACHER}"})

        # the teacher's page, projected
        page = stack.enter_context(fresh_page(browser))
        page.goto(base + api.post("/api/teacher/link").json()["link"])
        page.goto(f"{base}/teacher/tables/{code}")
        open_review(page)
        labels = page.eval_on_selector_all(
            "#review-table td:nth-child(8)", "cs => cs.map((c) => c.textContent)")
        assert labels == [words[d.label] for d in whole.decisions]
        assert page.eval_on_selector_all(
            "#review-overview img", "xs => xs.map((x) => x.naturalWidth)")[0] > 300
        first = page.text_content("#review-step")
        assert ("Decision 1 of" if lang == "en" else "Décision 1 sur") in first
        assert page.is_disabled("#review-prev") and not page.is_disabled("#review-next")
        worse = next((i for i, d in enumerate(whole.decisions) if d.best != d.chosen and i), 1)
        for i in range(1, worse + 1):
            step_to(page, i)
        text = page.text_content("#review-step")
        assert ("Better move" if lang == "en" else "Meilleur coup") in text, text
        assert page.text_content("#review-step .mj-label") == words[whole.decisions[worse].label]
        assert page.locator("#review-step .mj-board table").count() >= 1  # the board then
        page.keyboard.press("ArrowLeft")  # projected: the arrows step too
        page.wait_for_function("i => document.body.dataset.reviewStep === String(i)",
                               arg=worse - 1)
        page.keyboard.press("ArrowRight")
        page.wait_for_function("i => document.body.dataset.reviewStep === String(i)", arg=worse)
        shoot(page, f"review-teacher-{lang}", "review")
        shoot(page, f"review-teacher-step-{lang}", "review-stepper")
        assert not page.watch.errors, page.watch.errors

        # her own page: her decisions only
        mine = stack.enter_context(fresh_page(browser))
        mine.context.add_cookies([{"name": f"mj_seat_{code}",
                                   "value": student.cookies[f"mj_seat_{code}"], "url": base}])
        mine.goto(f"{base}/table/{code}")
        open_review(mine)
        hers = whole.only(0)
        got = mine.eval_on_selector_all(
            "#review-table td:nth-child(8)", "cs => cs.map((c) => c.textContent)")
        assert got == [words[d.label] for d in hers.decisions] and 0 < len(got) < len(labels)
        seats = set(mine.eval_on_selector_all("#review-table td:nth-child(2)",
                                              "cs => cs.map((c) => c.textContent)"))
        assert seats == {"seat 0" if lang == "en" else "joueuse 0"}, seats
        assert mine.get_attribute("#review-step .mj-review-step", "data-seat") == "0"
        step_to(mine, 1)
        assert mine.get_attribute("#review-step .mj-review-step", "data-seat") == "0"
        shoot(mine, f"review-student-{lang}", "review")
        shoot(mine, f"review-student-step-{lang}", "review-stepper")
        assert not mine.watch.errors, mine.watch.errors
