"""The Majority's rules lesson in JupyterLab: Run All, then play a trick and a debate by clicking.

The lesson (notebooks/01-the-majority-rules.ipynb) holds a trick lab and a payout explorer.
The notebook is opened once for this module (one kernel start); each test drives one board and
leaves it in a state the next test does not depend on.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser import boards
from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page, running_in_lab, shoot_if_failed

pytestmark = pytest.mark.browser

LESSON = h.REPO / "notebooks" / "01-the-majority-rules.ipynb"


@pytest.fixture(scope="module")
def lesson(browser: Any, lab: h.Server) -> Iterator[Any]:
    """The lesson open in JupyterLab with every cell run."""
    with fresh_page(browser) as page, running_in_lab(lab, page, LESSON):
        h.screenshot(page, "lab-lesson01-opened")
        yield page


@pytest.fixture(autouse=True)
def _screenshot_on_failure(request: pytest.FixtureRequest, lesson: Any) -> Iterator[None]:
    yield
    shoot_if_failed(request, lesson)


def test_lesson_runs_clean(lesson: Any) -> None:
    """Run All Cells: every cell ran, no traceback, no console error, the boards are drawn."""
    boards.no_python_errors_shown(lesson)
    assert lesson.locator(".mj-trick-lab").count() >= 1
    assert lesson.locator(".mj-payout").count() >= 1
    assert not lesson.watch.errors, lesson.watch.problems()


def test_trick_0s_2s_3s_7s(lesson: Any) -> None:
    """revised 2-3 step 3: the effects act in the order 0s, 2s, 3s, 7s; the page shows each."""
    lab = lesson.locator(".mj-trick-lab").first
    stages = boards.play_full_trick(lab)
    acted = [s for s in stages[1:-1]]
    assert [next(k for k in boards.FULL_TRICK_STEPS if k in s) for s in acted] == list(
        boards.FULL_TRICK_STEPS
    ), stages
    assert "Cards revealed" in stages[0] and "won piles" in stages[-1], stages
    boards.check_full_trick_result(lab)
    boards.board_screenshot(lab, "lab-trick-lab-final")
    boards.step_back_to_spy(lab)
    boards.board_screenshot(lab, "lab-trick-lab-back-at-spy")
    boards.no_python_errors_shown(lesson)
    assert not lesson.watch.errors, lesson.watch.problems()


def test_trick_preset_from_menu(lesson: Any) -> None:
    """Choosing "Bribery" in the menu loads, resolves and steps like typed cards do."""
    lab = lesson.locator(".mj-trick-lab").first
    boards.choose_preset(lab, "Bribery")
    boards.board_screenshot(lab, "lab-trick-lab-bribery")
    assert not lesson.watch.errors, lesson.watch.problems()


def test_bad_card_shows_message(lesson: Any) -> None:
    """A mistyped card gets a plain message on the board, never a traceback in the page."""
    lab = lesson.locator(".mj-trick-lab").first
    boards.type_bad_card(lab)
    boards.board_screenshot(lab, "lab-trick-lab-bad-card")
    boards.no_python_errors_shown(lesson)
    assert not lesson.watch.errors, lesson.watch.problems()


def test_debate_tie_at_the_top(lesson: Any) -> None:
    """revised 2-4: A=B=16, C=10, D=5 in blue pays C ⌊16/5⌋ = 3 per winner × 2 winners = 6."""
    board = lesson.locator(".mj-payout").first
    boards.clear_payout(board)
    boards.enter_tie_debate(board)
    boards.check_tie_debate(board)
    boards.board_screenshot(board, "lab-payout-tie")
    boards.clear_payout(board)
    boards.no_python_errors_shown(lesson)
    assert not lesson.watch.errors, lesson.watch.problems()
