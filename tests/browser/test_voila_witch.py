"""The Witch of the Academy app (``python3 tasks.py app witch``) in Voila, in Chromium.

A teacher takes legal actions with buttons, reads each event explained with its rule, sees a
refusal next to the control that caused it (a bot step while a person must play; a sheet sent
with a blank column), writes the night's investigation sheet with its form, and opens the
all-seeing view of the class game. The page loads nothing from another machine. Screenshots
at 1440 x 1000 go to test-artifacts/browser/.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from tests import board_reading as reading
from tests.browser import boards
from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page
from tests.browser.test_voila_other_games import clean, open_app, refusal_near

pytestmark = pytest.mark.browser


def test_witch_play_day_refusals_and_night_sheet(browser: Any, voila: Any) -> None:
    """Witch 3 "Phase de Jour" (1): seat 0 keeps a black card and trades a pink one for a
    pink disk; the bots answer. A bot step is refused while seat 0 must play. Playing the first
    button until night, the sheet sent blank is refused ("Phase de Nuit" (1)), then written.
    After the take and after the sheet, the board shows the numbers of the game its save file
    holds."""
    with fresh_page(browser) as page:
        open_app(page, voila, "witch", "supply of disks")
        board = page.locator(".mj-generic-play").first
        expect(board.locator(".mj-prompt")).to_contain_text("Seat 0: take two character cards")
        board.get_by_role("button", name="keep black, trade pink").click()
        expect(
            board.get_by_text(
                "seat 0 takes a black and a pink card, keeps a black face up as a rumour and "
                "trades the pink: takes a pink disk from the supply"
            ).first
        ).to_be_visible(timeout=h.UPDATE_TIMEOUT_MS)
        expect(board.get_by_text('Witch 3 "Phase de Jour" (1)').first).to_be_visible()
        expect(board.locator(".mj-prompt")).to_contain_text("Seat 0:")
        # what seat 0 reads, against the game the board plays (its save file): each seat's
        # rumours face up and face down, disks, its own points and colour only
        state = boards.saved_state(board, "witch")
        assert state.up[0][0] == 1 == sum(state.up[0])  # the black rumour kept (card 0: black)
        reading.check_witch(board.locator(".mj-play-page").inner_html(), state, 0)
        boards.check_turn(board.locator(".mj-prompt").inner_text(), state, 0)
        step = board.get_by_role("button", name="Bot step")
        step.click()
        refusal_near(page, board, step, "waiting for a person")
        h.screenshot(page, "voila-witch-play-refusal")
        sheet = board.locator(".witch-write-sheet")
        for _ in range(40):  # the first legal button each turn, until the night's sheet
            # The board says the night first (its prompt line is drawn before the choices and
            # the sheet): wait until it asks for the sheet or offers a choice, then decide.
            night = board.locator(".mj-prompt", has_text="investigation sheet")
            night.or_(board.locator(".mj-choices button")).first.wait_for(
                timeout=h.UPDATE_TIMEOUT_MS)
            if night.count():
                break
            log = board.locator(".mj-log").first
            before = log.inner_text()
            try:
                board.locator(".mj-choices button").first.click(timeout=h.UPDATE_TIMEOUT_MS // 4)
            except PlaywrightError:
                # the button was redrawn under the click (detached): the night may have come
                # meanwhile (its sheet replaces the choices), else the new choices are there
                if night.count():
                    break
                continue
            # The board writes the move's events (and the bots' answers) once the kernel has
            # played them; the buttons themselves stay and take new labels. Wait for the
            # events, not for time.
            expect(log).not_to_have_text(before, timeout=h.UPDATE_TIMEOUT_MS)
            board.locator(".mj-prompt").wait_for(timeout=h.UPDATE_TIMEOUT_MS)
        expect(sheet).to_be_visible(timeout=h.UPDATE_TIMEOUT_MS)
        expect(board.locator(".mj-prompt")).to_contain_text("investigation sheet")
        sheet.click()  # every column still '?': refused, next to the button
        refusal_near(page, board, sheet, "choose a colour for seat 1, seat 2, seat 3")
        h.screenshot(page, "voila-witch-sheet-refusal")
        menus = board.locator(".witch-sheet select")
        assert menus.count() == 3
        for k, colour in enumerate(["red", "pink", "blue"]):
            menus.nth(k).select_option(label=colour)
        sheet.click()
        expect(board.get_by_text("You write: seat 1 red, seat 2 pink, seat 3 blue").first).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS
        )
        expect(board.get_by_text("top row").first).to_be_visible()
        state = boards.saved_state(board, "witch")
        reading.check_witch(board.locator(".mj-play-page").inner_html(), state, 0)
        h.screenshot(page, "voila-witch-night")
        clean(page)


def test_witch_class_game_all_seeing(browser: Any, voila: Any) -> None:
    """Witch 3 "Préparation": in the class game the teacher's all-seeing view names every
    seat's private event ("Seat 1 only: your player card is ...")."""
    with fresh_page(browser) as page:
        open_app(page, voila, "witch", "supply of disks")
        page.get_by_role("tab", name="Class game").click()
        board = page.locator(".mj-generic-play").nth(1)
        expect(board.locator(".mj-prompt")).to_contain_text("Seat 0:")
        board.locator(".mj-viewer-menu select").select_option(label="all-seeing (teacher)")
        expect(board.get_by_text("Seat 1 only: your player card is").first).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS
        )
        h.screenshot(page, "voila-witch-class-all-seeing")
        page.get_by_role("tab", name="Replay a game").click()
        replay = page.locator(".mj-generic-stepper").first
        replay.get_by_role("button", name="End >|").click()
        expect(replay.locator(".mj-current-event")).to_contain_text("win")
        h.screenshot(page, "voila-witch-replay-end")
        clean(page)
