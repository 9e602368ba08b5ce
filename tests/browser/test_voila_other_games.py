"""The Sultane and Grard boards (made from the board kit) in Voila and JupyterLab, in Chromium.

``python3 tasks.py app grard`` and ``python3 tasks.py app sultane`` serve the app notebooks; a
teacher clicks the legal actions (buttons), sees each refusal next to the control that caused
it without scrolling, and steps a replay back and forth. The pages load nothing from another
machine (no CDN). Screenshots at 1440 x 1000 go to test-artifacts/browser/.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests import board_reading as reading
from tests.browser import boards
from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page

pytestmark = pytest.mark.browser

WIDTH, HEIGHT = 1440, 1000


def open_app(page: Any, voila: Any, name: str, ready_text: str) -> None:
    """Serve ``app/<name>.ipynb`` with Voila and wait until its board is drawn."""
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    server = voila(h.REPO / "app" / f"{name}.ipynb")
    page.goto(server.base_url + "/")
    # visible only: the app's description (folded under "About this app") may use the words
    page.get_by_text(ready_text).filter(visible=True).first.wait_for(timeout=h.KERNEL_TIMEOUT_MS)


def refusal_near(page: Any, board: Any, control: Any, text: str) -> None:
    """The refusal ``text`` shows in the board's message line, in the window as it is (no
    scrolling), at most 300 px under the control that caused it."""
    message = board.locator(".mj-message-area .mj-message.mj-error")
    expect(message).to_contain_text(text, timeout=h.UPDATE_TIMEOUT_MS)
    box, near = message.bounding_box(), control.bounding_box()
    assert box and near
    assert box["y"] >= 0 and box["y"] + box["height"] <= HEIGHT, box
    assert 0 <= box["y"] - near["y"] <= 300, (box, near)


def clean(page: Any) -> None:
    boards.no_python_errors_shown(page)
    assert not page.watch.errors, page.watch.problems()
    assert not page.watch.external, page.watch.external


def test_grard_tally_draw_vote_resolve(browser: Any, voila: Any) -> None:
    """Grard "Résolution des votes": six votes for A make A the majority; all six go on."""
    with fresh_page(browser) as page:
        open_app(page, voila, "grard", "Reference pile")
        board = page.locator(".mj-grard-tally").first
        draw = page.get_by_role("button", name="Draw cards")
        draw.click()
        first_a = board.locator(".mj-vote-0-A")
        expect(first_a).to_be_enabled(timeout=h.UPDATE_TIMEOUT_MS)
        resolve = page.get_by_role("button", name="Resolve turn")
        resolve.click()  # nobody has voted: refused, with the rule, next to the button
        refusal_near(page, board, resolve, 'rule: Grard "Premier tour')
        for seat in range(6):
            board.locator(f".mj-vote-{seat}-A").click()
            expect(board.locator(".mj-message.mj-ok")).to_contain_text(f"seat {seat}")
        resolve.click()
        expect(page.get_by_text("A has the most votes (6), so it is the majority.")).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS
        )
        expect(page.get_by_text("Turn resolved: 6 players go on to turn 2.").first).to_be_visible()
        # "Nouveau tour de jeu": A joins the reference pile (two cards, a Mark pays 2), nobody
        # has scored, the six go on; the page's numbers against its save file's game
        state = boards.saved_state(board, "grard")
        assert len(state.pile) == 2 and state.scores == [0] * 6 and state.active == list(range(6))
        expect(board.locator(".mj-pile").first).to_contain_text(
            "Reference pile: 2 cards (a Mark now pays 2)")
        rows = boards.read_table(board.locator(".mj-grard-tables"))
        assert [int(r["points"]) for r in rows] == state.scores, rows
        assert [r["player"] for r in rows] == [f"seat {p}" for p in range(6)], rows
        assert not any(r["this turn"].startswith("out") for r in rows), rows
        h.screenshot(page, "voila-grard-tally")
        page.get_by_role("tab", name="Replay a game").click()
        replay = page.locator(".mj-generic-stepper").first
        forward = replay.get_by_role("button", name="Forward >")
        for _ in range(3):
            forward.click()
        expect(replay.locator(".mj-status")).to_contain_text("Event 4 of")
        replay.get_by_role("button", name="< Back").click()
        expect(replay.locator(".mj-status")).to_contain_text("Event 3 of")
        replay.get_by_role("button", name="|< Start").click()
        replay.get_by_role("button", name="< Back").click()
        refusal_near(page, replay, replay.get_by_role("button", name="< Back"), "first event")
        h.screenshot(page, "voila-grard-replay")
        clean(page)


def test_sultane_play_with_buttons_and_refusal(browser: Any, voila: Any) -> None:
    """Sultane 5: the Grand Vizir (seat 0, a person) nominates with a button; the bots vote at
    once and wait for her vote; a bot step then is refused next to its button."""
    with fresh_page(browser) as page:
        open_app(page, voila, "sultane", "Rejected governments")
        board = page.locator(".mj-generic-play").first
        expect(board.locator(".mj-prompt")).to_contain_text("nominate a Narrator")
        assert board.get_by_role("button", name="seat 0", exact=True).count() == 0  # not herself
        board.get_by_role("button", name="seat 1", exact=True).click()
        expect(board.get_by_text("proposes seat 1 as Narrator").first).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS
        )
        expect(board.get_by_role("button", name="Yes (accept)")).to_be_visible()
        step = board.get_by_role("button", name="Bot step")
        step.click()
        refusal_near(page, board, step, "waiting for a person")
        h.screenshot(page, "voila-sultane-play-refusal")
        board.get_by_role("button", name="Yes (accept)").click()
        expect(board.get_by_text("the government of seat 0 with seat 1 is").first).to_be_visible()
        # what seat 0 reads, against the game the board plays (its save file): the roles it
        # knows (3d), the Vizir's row, the tales read, the counter, deck and discard sizes
        state = boards.saved_state(board, "sultane")
        reading.check_sultane(board.locator(".mj-play-page").inner_html(), state, 0)
        boards.check_turn(board.locator(".mj-prompt").inner_text(), state, 0)
        board.locator(".mj-viewer-menu select").select_option(label="all-seeing (teacher)")
        expect(board.get_by_text("Seat 0 only: you are").first).to_be_visible()
        h.screenshot(page, "voila-sultane-all-seeing")
        page.get_by_role("tab", name="Replay a game").click()
        replay = page.locator(".mj-generic-stepper").first
        replay.get_by_role("button", name="Forward >").click()
        expect(replay.locator(".mj-current-event")).to_contain_text("Seat 0 only: you are")
        replay.get_by_role("button", name="End >|").click()
        expect(replay.locator(".mj-current-event")).to_contain_text("win")
        replay.get_by_role("button", name="Forward >").click()
        refusal_near(page, replay, replay.get_by_role("button", name="Forward >"), "last event")
        h.screenshot(page, "voila-sultane-replay-end")
        clean(page)


def test_kit_boards_in_jupyterlab(browser: Any, open_in_lab: Any) -> None:
    """The same boards in JupyterLab: buttons, a refusal next to its control, stepping."""
    page = open_in_lab(h.REPO / "tests" / "browser" / "fixtures" / "kit_boards.ipynb")
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    play = page.locator(".mj-generic-play").first
    play.scroll_into_view_if_needed()
    play.get_by_role("button", name="seat 2", exact=True).click()
    expect(play.get_by_text("proposes seat 2 as Narrator").first).to_be_visible(
        timeout=h.UPDATE_TIMEOUT_MS
    )
    undo = play.get_by_role("button", name="Undo")
    undo.click()
    expect(play.locator(".mj-prompt")).to_contain_text("nominate a Narrator")
    expect(undo).to_be_disabled()  # nothing of seat 0's left to take back
    step = play.get_by_role("button", name="Bot step")
    step.click()
    refusal_near(page, play, step, "waiting for a person")
    play.screenshot(path=str(h.ARTIFACTS / "lab-kit-sultane-play.png"))
    replay = page.locator(".mj-generic-stepper").first
    replay.scroll_into_view_if_needed()
    replay.locator(".mj-jump-box input").fill("5")
    replay.get_by_role("button", name="Go").click()
    expect(replay.locator(".mj-status")).to_contain_text("Event 5 of")
    replay.get_by_role("button", name="< Back").click()
    expect(replay.locator(".mj-status")).to_contain_text("Event 4 of")
    replay.screenshot(path=str(h.ARTIFACTS / "lab-kit-sultane-replay.png"))
    tally = page.locator(".mj-grard-tally").first
    tally.scroll_into_view_if_needed()
    tally.get_by_role("button", name="Draw cards").click()
    tally.locator(".mj-language button", has_text="français").click()
    expect(tally.locator(".mj-grard-words")).not_to_contain_text("?", timeout=h.UPDATE_TIMEOUT_MS)
    for seat, vote in enumerate("AABC"):
        tally.locator(f".mj-vote-{seat}-{vote}").click()
    tally.get_by_role("button", name="Resolve turn").click()
    expect(tally.locator(".mj-counts")).to_contain_text("A: 2")
    tally.screenshot(path=str(h.ARTIFACTS / "lab-kit-grard-tally.png"))
    boards.no_python_errors_shown(page)
    assert not page.watch.errors, page.watch.problems()
