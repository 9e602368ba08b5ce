"""The five Voila apps on a classroom projector and a student's screen (issue 23, 3.1-3.4).

What a person reads, in Chromium: at 1280 x 720 the board's first row shows in the first screen
(the header is one row); every tab title shows its whole text, in English and in French
(scrollWidth <= clientWidth); the language switch keeps the game in progress and the tab shown;
*Large print* puts the board's text at 18 px or more at 1920 x 1080. Timings are printed by
``benchmarks/bench_browser.py``, never asserted here.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page
from tests.browser.test_voila_other_games import clean

pytestmark = pytest.mark.browser

#: app -> (the outer class of its first board, its last tab's French title)
APPS = {
    "classroom": (".mj-classroom .mj-board", "Jouer"),
    "grard": (".mj-grard-tally", "Rejouer une partie"),
    "sultane": (".mj-generic-play", "Rejouer une partie"),
    "majority2": (".mj-generic-play", "Rejouer une partie"),
    "witch": (".mj-generic-play", "Rejouer une partie"),
}

#: Geometry of what shows: the tabs' labels, the visible tab's board and its first row.
MEASURE = """() => {
  const tabs = [...document.querySelectorAll('.mj-app-tabs .lm-TabBar-tab')].map(t => {
    const label = t.querySelector('.lm-TabBar-tabLabel') || t;
    return {text: label.innerText, scroll: label.scrollWidth, client: label.clientWidth,
            selected: t.classList.contains('lm-mod-current')};
  });
  const board = [...document.querySelectorAll('.mj-app-tabs .mj-board')]
    .find(b => b.offsetParent !== null);
  const rows = [...board.children].filter(e => e.tagName !== 'STYLE'
    && e.getBoundingClientRect().height > 5);
  const sizes = [...board.querySelectorAll('td, th, li, p, button, label, span')]
    .filter(e => e.offsetParent !== null && e.innerText && e.innerText.trim())
    .map(e => parseFloat(getComputedStyle(e).fontSize)).sort((a, b) => a - b);
  return {tabs, firstRowBottom: rows[0].getBoundingClientRect().bottom,
          minFont: sizes[0], items: board.querySelectorAll('li').length,
          actions: board.querySelectorAll('.mj-choices button').length};
}"""


def open_at(page: Any, voila: Any, name: str, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    server = voila(h.REPO / "app" / f"{name}.ipynb")
    page.goto(server.base_url + "/")
    page.locator(APPS[name][0]).first.wait_for(timeout=h.KERNEL_TIMEOUT_MS)


def whole_titles(geometry: dict[str, Any]) -> None:
    for tab in geometry["tabs"]:
        assert tab["scroll"] <= tab["client"], tab  # nothing cut ("Laboratoire des pli")


@pytest.mark.parametrize("name", sorted(APPS))
def test_app_on_a_projector_and_switched_to_french(browser: Any, voila: Any, name: str) -> None:
    with fresh_page(browser) as page:
        open_at(page, voila, name, 1280, 720)
        first = page.evaluate(MEASURE)
        assert first["firstRowBottom"] <= 720, first  # the board starts in the first screen
        whole_titles(first)
        h.screenshot(page, f"projector-{name}-1280-en")
        # a game in progress on the first tab, then the last tab shown, then français
        choices = page.locator(".mj-app-tabs .mj-board .mj-choices button:visible")
        if choices.count():
            start = page.evaluate(MEASURE)
            choices.first.click()
            page.wait_for_function(
                f"() => ({MEASURE})().items !== {start['items']} "
                f"|| ({MEASURE})().actions !== {start['actions']}",
                timeout=h.UPDATE_TIMEOUT_MS)
            page.wait_for_timeout(300)
        before = page.evaluate(MEASURE)
        tabs = page.locator(".mj-app-tabs .lm-TabBar-tab")
        tabs.last.click()
        page.locator(".mj-app-language").get_by_role("button", name="français").click()
        french_tab = page.locator(".mj-app-tabs .lm-TabBar-tab", has_text=APPS[name][1])
        expect(french_tab).to_have_class(re.compile("lm-mod-current"), timeout=h.UPDATE_TIMEOUT_MS)
        expect(page.locator(".mj-large-print-toggle")).to_have_text("Grands caractères")
        page.wait_for_timeout(500)
        whole_titles(page.evaluate(MEASURE))
        h.screenshot(page, f"projector-{name}-1280-fr")
        tabs.first.click()
        page.wait_for_timeout(300)
        after = page.evaluate(MEASURE)
        # the same game: the same log and the same choices on the first tab, now in French
        assert (after["items"], after["actions"]) == (before["items"], before["actions"])
        # large print at 1920 x 1080
        page.set_viewport_size({"width": 1920, "height": 1080})
        page.locator(".mj-large-print-toggle").click()
        expect(page.locator(".mj-app-frame.mj-large-print")).to_have_count(1)
        page.wait_for_timeout(300)
        large = page.evaluate(MEASURE)
        assert large["minFont"] >= 18, large
        whole_titles(large)
        h.screenshot(page, f"projector-{name}-1920-fr-large")
        clean(page)
