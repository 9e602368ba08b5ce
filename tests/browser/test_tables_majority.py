"""A class plays *The Majority* at 4 seats on the table server, in Chromium (issue 14): one
browser context per student, every decision (the simultaneous drafts too) a click on her own
page, while the teacher's context watches the public board (tests/browser/tables_class.py says
what is checked: each student's board is exactly her seat's view, pushed updates, no reload, no
request off 127.0.0.1, the export). Here also: the public board shows no card of any hand or
packet. The students decide as the greedy bot would. Screenshots:
``test-artifacts/browser/tables-majority-*.png``.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pytest

from tests.browser.tables_class import play_class, table_server

pytestmark = pytest.mark.browser

SEATS = 4
SEED = 3


def hands_face_down_on_the_public_board(teacher: Any, state: Any) -> None:
    """Every card in a hand (and, while drafting, in a packet) is drawn face down on the
    projected board; no card waiting face down in a trick is shown (revised 2-2, 2-3)."""
    public = state.view(0)  # sizes and phase: the same in every seat's view
    backs = sum(public["hand_sizes"]) + (sum(public["packet_sizes"])
                                         if public["phase"] == "draft" else 0)
    assert teacher.locator("#board .mj-card-back").count() == backs
    assert "(face down)" not in teacher.text_content("#board")
    # the numbers a class reads on the projector: each seat's coins, from the game itself
    for seat in range(SEATS):
        coins = teacher.text_content(f"#board .mj-coins-{seat}")
        assert " ".join(coins.split()) == f"{state.coins[seat]} coins", (seat, coins)


def partner_and_coins_on_her_board(page: Any, seat: int, state: Any) -> None:
    """What a student reads on her own board (revised 1-4: the seat across is her partner):
    "(you)" on her seat, "(your partner)" on the seat across, every seat's coins as the game
    has them, and her own hand's cards by name."""
    for s in range(SEATS):
        cell = " ".join(page.text_content(f"#board td.mj-seat-{s}").split())
        assert ("(you)" in cell) == (s == seat), (seat, s, cell)
        assert ("(your partner)" in cell) == (s == (seat + 2) % SEATS), (seat, s, cell)
        coins = " ".join(page.text_content(f"#board .mj-coins-{s}").split())
        assert coins == f"{state.coins[s]} coins", (seat, s, coins)
    assert page.locator(f"#board td.mj-seat-{seat} .mj-card-back").count() == 0


def test_a_class_plays_the_majority_at_four_seats(browser: Any, tmp_path: Path) -> None:
    with contextlib.ExitStack() as stack:
        base = stack.enter_context(table_server(tmp_path, "tables-majority-server"))
        played = play_class(browser, base, stack, game="the_majority", seats=SEATS, seed=SEED,
                            bot="greedy", prefix="tables-majority",
                            check_public=hands_face_down_on_the_public_board,
                            check_student=partner_and_coins_on_her_board)
        print("\n" + played.figures())
