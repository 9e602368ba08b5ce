"""The Grard tally board and the Sultane board as Voila apps, in Chromium.

``python3 tasks.py app grard`` and ``python3 tasks.py app sultane`` serve these notebooks; a
teacher clicks and types, and every refusal appears as a message naming its rule.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser import boards
from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page

pytestmark = pytest.mark.browser


def open_app(page: Any, voila: Any, name: str, ready_text: str) -> None:
    """Serve ``app/<name>.ipynb`` with Voila and wait until its board is drawn."""
    server = voila(h.REPO / "app" / f"{name}.ipynb")
    page.goto(server.base_url + "/")
    page.get_by_text(ready_text).first.wait_for(timeout=h.KERNEL_TIMEOUT_MS)


def test_grard_tally_draw_vote_resolve(browser: Any, voila: Any) -> None:
    """Grard "Résolution des votes": six votes for A make A the majority; all six go on."""
    with fresh_page(browser) as page:
        open_app(page, voila, "grard", "Reference pile")
        page.get_by_role("button", name="Draw cards").click()
        boxes = page.locator("input[placeholder='A B C M']")
        expect(boxes.first).to_be_enabled(timeout=h.UPDATE_TIMEOUT_MS)
        assert boxes.count() == 6
        boards.type_into(boxes.nth(0), "D")  # not an option: refused, with the rule
        expect(page.locator("text=/rule: Grard/").first).to_be_visible()
        for i in range(6):
            boards.type_into(boxes.nth(i), "A")
        page.get_by_role("button", name="Resolve turn").click()
        expect(page.get_by_text("A has the most votes (6), so it is the majority.")).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS
        )
        expect(page.get_by_text("Turn resolved: 6 players go on to turn 2.").first).to_be_visible()
        h.screenshot(page, "voila-grard-tally")
        boards.no_python_errors_shown(page)
        assert not page.watch.errors, page.watch.problems()


def test_sultane_board_nominate_and_refusal(browser: Any, voila: Any) -> None:
    """Sultane 5: the Grand Vizir (seat 0, a person) proposes a Narrator; proposing oneself is
    refused with a message, and the bots then vote."""
    with fresh_page(browser) as page:
        open_app(page, voila, "sultane", "Rejected governments")
        action = page.locator("input[placeholder^='type an action']")
        boards.type_into(action, "nominate:0")
        page.get_by_role("button", name="Play", exact=True).click()
        expect(page.locator("text=/rule: Sultane/").first).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS
        )
        page.get_by_role("button", name="nominate:1", exact=True).click()
        expect(page.get_by_text("proposes seat 1 as Narrator").first).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS
        )
        page.get_by_role("button", name="Run bots").click()
        expect(page.get_by_role("button", name="yes", exact=True)).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS
        )
        h.screenshot(page, "voila-sultane-board")
        boards.no_python_errors_shown(page)
        assert not page.watch.errors, page.watch.problems()
