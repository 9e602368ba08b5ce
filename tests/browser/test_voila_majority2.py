"""The Majority 2 app (``python3 tasks.py app majority2``) in Voila, in Chromium.

A teacher plays seat 0 against the planner bot with buttons, reads each event explained with
its rule, sees a refusal next to the control that caused it, and steps the replay to its end.
The page loads nothing from another machine. Screenshots at 1440 x 1000 go to
test-artifacts/browser/.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests import board_reading as reading
from tests.browser import boards
from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page
from tests.browser.test_voila_other_games import clean, open_app, refusal_near

pytestmark = pytest.mark.browser


def test_majority2_play_with_buttons_and_refusal(browser: Any, voila: Any) -> None:
    """Majority 2 5-4 and 5-5: seat 0 draws (the event says what the opponent gets), a bot
    step is refused while seat 0 must decide, then seat 0 plays a card free of cost; the board
    then shows the numbers of the game its save file holds (4-3, 5-6, 5-8)."""
    with fresh_page(browser) as page:
        open_app(page, voila, "majority2", "draw table")
        board = page.locator(".mj-generic-play").first
        expect(board.locator(".mj-prompt")).to_contain_text("Majority 2 5-4")
        board.get_by_role("button", name="Draw", exact=True).click()
        expect(
            board.get_by_text("seat 1 adds a card from the deck to their reserve").first
        ).to_be_visible(timeout=h.UPDATE_TIMEOUT_MS)
        expect(board.locator(".mj-prompt")).to_contain_text("Majority 2 5-5")
        step = board.get_by_role("button", name="Bot step")
        step.click()
        refusal_near(page, board, step, "waiting for a person")
        h.screenshot(page, "voila-majority2-play-refusal")
        board.get_by_role("button", name="dragons Junior into column 1 (free)").click()
        expect(board.locator(".mj-prompt")).not_to_contain_text(
            "Majority 2 5-5", timeout=h.UPDATE_TIMEOUT_MS
        )
        expect(board.get_by_role("button", name="No free play")).to_have_count(0)
        expect(board.get_by_text("free phase")).to_have_count(0)
        # what seat 0 reads, against the game the board plays (its save file): each seat's
        # coins face up and down, hand and reserve sizes, factions formed, columns, own hand
        state = boards.saved_state(board, "majority2")
        reading.check_majority2(board.locator(".mj-play-page").inner_html(), state, 0)
        boards.check_turn(board.locator(".mj-prompt").inner_text(), state, 0)
        h.screenshot(page, "voila-majority2-play")
        page.get_by_role("tab", name="Replay a game").click()
        replay = page.locator(".mj-generic-stepper").first
        replay.get_by_role("button", name="End >|").click()
        expect(replay.locator(".mj-current-event")).to_contain_text("win")
        replay.get_by_role("button", name="Forward >").click()
        refusal_near(page, replay, replay.get_by_role("button", name="Forward >"), "last event")
        h.screenshot(page, "voila-majority2-replay-end")
        clean(page)
