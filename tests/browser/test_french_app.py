"""An app switched to French in Chromium (issue 13): ``python3 tasks.py app majority2`` in Voila.

The teacher presses *français* above the tabs: the tabs, buttons, prompt, messages and the
events of a game played with a few clicks are French; a refused click says why in French next
to its button (Majority 2 5-5); switching back gives English. Nothing loads from another
machine. Screenshots at 1440 x 1000 go to test-artifacts/browser/.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser import browser_harness as h
from tests.browser.conftest import fresh_page
from tests.browser.test_voila_other_games import clean, open_app, refusal_near

pytestmark = pytest.mark.browser

#: English a French board's own texts never show.
ENGLISH = re.compile(r"\b(Bot step|Run bots|Undo|New game|View as|Seat \d|choose|your)\b")


def test_majority2_app_played_in_french(browser: Any, voila: Any) -> None:
    with fresh_page(browser) as page:
        open_app(page, voila, "majority2", "draw table")
        page.locator(".mj-app-language").get_by_role("button", name="français").click()
        board = page.locator(".mj-generic-play").first
        expect(board.locator(".mj-prompt")).to_contain_text(
            re.compile(r"Joueur 0\s:\spiochez les cartes du tableau de pioche"),
            timeout=h.KERNEL_TIMEOUT_MS,
        )
        for tab in ("Jouer", "Deux joueurs", "Rejouer une partie"):
            expect(page.get_by_role("tab", name=tab, exact=True)).to_be_visible()
        for label in ("Coup du bot", "Faire jouer les bots", "Annuler", "Nouvelle partie",
                      "Sauvegarder", "Charger"):
            expect(board.get_by_role("button", name=label, exact=True)).to_be_visible()
        # a few moves: a refused bot step (seat 0 must decide), a draw, then a free play
        step = board.get_by_role("button", name="Coup du bot")
        step.click()
        refusal_near(page, board, step, "En attente d'un humain : le joueur 0 doit décider")
        board.get_by_role("button", name="Piocher", exact=True).click()
        expect(board.locator(".mj-prompt")).to_contain_text("Majority 2 5-5",
                                                            timeout=h.UPDATE_TIMEOUT_MS)
        expect(board.locator(".mj-latest")).to_contain_text("Dernier événement :")
        h.screenshot(page, "voila-french-majority2-draw")
        free = board.get_by_role("button", name="Pas de jeu gratuit", exact=True)
        expect(free).to_be_visible(timeout=h.UPDATE_TIMEOUT_MS)
        free.click()
        expect(board.locator(".mj-prompt")).not_to_contain_text("5-5", timeout=h.UPDATE_TIMEOUT_MS)
        expect(board.locator(".mj-latest")).to_be_visible()
        texts = " ".join(
            board.locator(sel).first.inner_text()
            for sel in (".mj-prompt", ".mj-message-area", ".mj-latest")
        )
        texts += " " + " ".join(board.locator("button").all_inner_texts())
        assert not ENGLISH.search(texts), ENGLISH.search(texts)
        h.screenshot(page, "voila-french-majority2-play")
        page.get_by_role("tab", name="Rejouer une partie", exact=True).click()
        replay = page.locator(".mj-generic-stepper").first
        replay.get_by_role("button", name="Fin >|").click()
        expect(replay.locator(".mj-status")).to_contain_text("Événement")
        forward = replay.get_by_role("button", name="Avancer >")
        forward.click()
        refusal_near(page, replay, forward, "C'est le dernier événement de la partie")
        h.screenshot(page, "voila-french-majority2-replay")
        # and back to English: the same boards in English, the replay tab still shown
        page.locator(".mj-app-language").get_by_role("button", name="English").click()
        expect(page.get_by_role("tab", name="Replay a game")).to_be_visible(
            timeout=h.UPDATE_TIMEOUT_MS)
        page.get_by_role("tab", name="Play", exact=True).click()
        expect(page.locator(".mj-generic-play").first.get_by_role("button", name="Bot step")
               ).to_be_visible()
        clean(page)
