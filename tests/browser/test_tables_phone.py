"""A student's page on a phone (390 x 844, issue 19): the roles read by their rulebook names
(Sultane 3c: Pacifist, Dinarzade), not the engine's keys, and no cell of the board breaks a
word mid-word or lets its text run out of the cell. The server runs in English and in French."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import httpx
import pytest

from majority_core.sultane import SultaneState
from tests.browser.conftest import fresh_page
from tests.browser.tables_class import TEACHER, table_server

pytestmark = pytest.mark.browser

#: every cell of the board whose text runs past its box (none may)
OVERFLOWING = """() => [...document.querySelectorAll('#board td, #board th')]
    .filter((c) => c.scrollWidth > c.clientWidth + 1)
    .map((c) => c.textContent)"""
#: how the board's cells may wrap a word
WRAPPING = """() => [...document.querySelectorAll('#board td, #board th')].map((c) => {
    const s = getComputedStyle(c);
    return [s.overflowWrap, s.wordBreak, s.hyphens || s.webkitHyphens];
})"""


def pacifist_seed() -> int:
    """A seed that makes seat 0 a Pacifist at 7 players (it then knows Dinarzade: Sultane 3c)."""
    for seed in range(1, 200):
        if SultaneState.new(n_players=7, seed=seed).view(0)["role"] == "pacifist":
            return seed
    raise AssertionError("no seed makes seat 0 a pacifist")


@pytest.mark.parametrize("lang, words, raw", [
    ("en", ("Pacifist", "Dinarzade", "proposing a Narrator"), ("pacifist", "dinarzade", "nominate")),
    ("fr", ("Pacifiste", "Dinarzade", "proposition d'une Narratrice"), ("pacifiste", "dinarzade")),
])
def test_the_phone_page_names_the_roles_and_no_cell_breaks_a_word(
        browser: Any, tmp_path: Path, lang: str, words: tuple[str, ...], raw: tuple[str, ...]
        ) -> None:
    with contextlib.ExitStack() as stack:
        base = stack.enter_context(table_server(tmp_path, f"tables-phone-{lang}", language=lang))
        api = httpx.Client(base_url=base, timeout=30,
                           headers={"Authorization": f"Bearer {TEACHER}"})
        code = api.post("/api/tables", json={"game": "sultane", "n_players": 7,
                                             "seed": pacifist_seed(),
                                             "seats": ["person"] + ["random"] * 6}).json()["code"]
        page = stack.enter_context(fresh_page(browser))
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(f"{base}/join/{code}")
        page.click("button.mj-take[data-seat='0']")
        page.wait_for_selector("body[data-role='seat'][data-ready='1']")
        assert page.evaluate("document.documentElement.lang") == lang
        cells = page.eval_on_selector_all("#board td", "cs => cs.map(c => c.textContent)")
        for w in words:
            assert any(w == c or w in c for c in cells + [page.text_content("#board")]), (w, cells)
        for w in raw:  # the engine's keys never stand as a cell's text
            assert w not in cells, (w, cells)
        assert page.evaluate(OVERFLOWING) == []
        for wrap, brk, hyphens in page.evaluate(WRAPPING):
            assert wrap != "anywhere" and brk != "break-all" and hyphens == "auto"
        # the page and the board fit the phone's width: no sideways scroll
        widths = page.evaluate("""() => { const d = document.documentElement,
            b = document.getElementById('board');
            return [d.scrollWidth, d.clientWidth, b.scrollWidth, b.clientWidth]; }""")
        assert widths[0] <= widths[1] and widths[2] <= widths[3], widths
