"""The classroom app (``voila app/classroom.ipynb``) in Chromium: tabs, a trick and a debate.

Served exactly as a teacher would serve it (Voila's single-notebook mode). The page is opened
once for the module (one kernel); each test picks its tab and drives one board.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests import board_reading as reading
from tests.browser import boards
from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page, shoot_if_failed

pytestmark = pytest.mark.browser

APP = h.REPO / "app" / "classroom.ipynb"


@pytest.fixture(scope="module")
def app(browser: Any, voila: Any) -> Iterator[Any]:
    """The app page, fully rendered by Voila."""
    server = voila(APP)
    with fresh_page(browser) as page:
        page.goto(server.base_url + "/")
        page.locator(".mj-classroom").wait_for(timeout=h.KERNEL_TIMEOUT_MS)
        h.screenshot(page, "voila-app-opened")
        yield page


@pytest.fixture(autouse=True)
def _screenshot_on_failure(request: pytest.FixtureRequest, app: Any) -> Iterator[None]:
    yield
    shoot_if_failed(request, app)


def open_tab(page: Any, title: str, css: str) -> Any:
    """Click a tab of the app; return its (now visible) content."""
    page.locator(".mj-classroom-tabs .lm-TabBar-tab", has_text=title).click()
    content = page.locator(f".{css}")
    expect(content).to_be_visible()
    return content


def test_app_renders_without_code_or_errors(app: Any) -> None:
    """The app shows its title and tabs, no code, no traceback, no console error."""
    expect(app.locator(".mj-app-title")).to_be_visible()
    tabs = app.locator(".mj-classroom-tabs .lm-TabBar-tab").all_inner_texts()
    assert [t.strip() for t in tabs] == ["Trick lab", "Payout explorer", "Round stepper", "Play"]
    assert "import" not in app.locator("body").inner_text()
    boards.no_python_errors_shown(app)
    assert not app.watch.errors, app.watch.problems()
    assert not app.watch.external, f"requests that left the machine: {app.watch.external}"


def test_trick_0s_2s_3s_7s(app: Any) -> None:
    """revised 2-3 step 3 in the app: type R0 B2 B3 B7 and step through 0s, 2s, 3s, 7s."""
    lab = open_tab(app, "Trick lab", "mj-tab-trick-lab").locator(".mj-trick-lab")
    stages = boards.play_full_trick(lab)
    assert [next(k for k in boards.FULL_TRICK_STEPS if k in s) for s in stages[1:-1]] == list(
        boards.FULL_TRICK_STEPS
    ), stages
    boards.check_full_trick_result(lab)
    boards.board_screenshot(lab, "voila-trick-lab-final")
    boards.step_back_to_spy(lab)
    assert not app.watch.errors, app.watch.problems()


def test_trick_preset_from_menu(app: Any) -> None:
    """The menu's "Assassination" preset: only the 2's colour survives (revised 3-1 [2])."""
    lab = open_tab(app, "Trick lab", "mj-tab-trick-lab").locator(".mj-trick-lab")
    boards.choose_preset(lab, "Assassination")
    boards.board_screenshot(lab, "voila-trick-lab-assassination")
    assert not app.watch.errors, app.watch.problems()


def test_bad_card_shows_message(app: Any) -> None:
    """A mistyped card: a plain message naming the rule, the board unchanged, no traceback."""
    lab = open_tab(app, "Trick lab", "mj-tab-trick-lab").locator(".mj-trick-lab")
    boards.type_bad_card(lab)
    boards.no_python_errors_shown(app)
    assert not app.watch.errors, app.watch.problems()


def test_debate_tie_at_the_top(app: Any) -> None:
    """revised 2-4 in the app: A=B=16, C=10, D=5 in blue; C's second place pays 6 coins."""
    board = open_tab(app, "Payout explorer", "mj-tab-payout").locator(".mj-payout")
    boards.clear_payout(board)
    boards.enter_tie_debate(board)
    boards.check_tie_debate(board)
    boards.board_screenshot(board, "voila-payout-tie")
    boards.clear_payout(board)
    # The preset button gives the same debate in one click.
    board.locator(".mj-preset-tie").click()
    expect(board.locator(".mj-total-C-blue input")).to_have_value("10")
    boards.check_tie_debate(board)
    boards.no_python_errors_shown(app)
    assert not app.watch.errors, app.watch.problems()


def test_stepper_forward_and_back(app: Any) -> None:
    """The round stepper moves one event per click and explains the event it shows."""
    board = open_tab(app, "Round stepper", "mj-tab-stepper").locator(".mj-stepper")
    status = board.locator(".mj-stepper-status")
    expect(status).to_contain_text("event")
    start = boards.event_number(status.inner_text())
    board.locator(".mj-forward").click()
    expect(status).to_contain_text(f"event {start + 1} of")
    expect(board.locator(".mj-event")).not_to_be_empty()
    board.locator(".mj-back").click()
    expect(status).to_contain_text(f"event {start} of")
    boards.board_screenshot(board, "voila-stepper")
    assert not app.watch.errors, app.watch.problems()


def test_play_decision_undo_save_and_bad_load(app: Any) -> None:
    """Play one card, undo it, save; a malformed save file is refused with a message."""
    board = open_tab(app, "Play", "mj-tab-play").locator(".mj-play")
    boards.play_undo_save_load(board)
    boards.board_screenshot(board, "voila-play")
    boards.no_python_errors_shown(app)
    assert not app.watch.errors, app.watch.problems()


def test_play_board_shows_the_game_it_plays(app: Any) -> None:
    """After a decision, the play board's table (the HTML Chromium holds) shows the game as
    its save file gives it, read as a person reads it: each seat's coins, "(you)" on seat 0,
    "(your partner)" on seat 2 (revised 1-4: partners sit opposite), its team, the others'
    cards face down as many as they hold; the prompt asks seat 0 to draft while it drafts."""
    board = open_tab(app, "Play", "mj-tab-play").locator(".mj-play")
    choices = board.locator(".mj-choices .mj-choice")
    expect(choices.first).to_be_visible()
    log = board.locator(".mj-play-log").inner_text()
    choices.first.click()
    expect(board.locator(".mj-play-log")).not_to_have_text(log, timeout=h.UPDATE_TIMEOUT_MS)
    state = boards.saved_state(board, "the_majority")
    assert len(state.history) >= 1
    reading.check_the_majority(board.locator(".mj-play-table").inner_html(), state, 0)
    # revised 2-2: after one pick the draft goes on, and seat 0 keeps a card of its packet
    assert state.phase == "draft" and 0 in state.current_players()
    expect(board.locator(".mj-prompt")).to_contain_text("Draft: keep one card of the packet")
    assert not app.watch.errors, app.watch.problems()
