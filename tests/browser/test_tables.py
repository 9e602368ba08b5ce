"""A class plays *Au chevet de la Sultane* at 7 seats on the table server, in Chromium (issue
14): one browser context per student, every decision a click on her own page, while the teacher's
context watches the public board (tests/browser/tables_class.py says what is checked).

Here also, by the Sultane's rules: each student's page shows her own role and, of the other seats,
exactly the roles her view holds (at 7 seats the pacifists know each other and Dinarzade, Sultane
3c; the interventionists and Dinarzade know no one), and the public board shows no role until the
end. The students decide as the Bayesian bot would; the export of this game is the class game
lesson 14 studies (``majority_core/data/sultane-class-game.json``). Screenshots:
``test-artifacts/browser/tables-sultane-*.png``.
"""

from __future__ import annotations

import contextlib
import re
from pathlib import Path
from typing import Any

import pytest

from majority_core.sultane.explain import ROLE_TITLES
from tests.browser.tables_class import play_class, table_server

pytestmark = pytest.mark.browser

SEATS = 7
#: The deal and the students' choices of the class game shipped with lesson 14.
SEED = 64
LESSON_14_GAME = Path(__file__).resolve().parents[2] / "majority_core" / "data" / \
    "sultane-class-game.json"


def board_roles(page: Any) -> dict[int, str]:
    """The role column of the board's seat table: seat -> role shown ("?" when unknown)."""
    rows = page.eval_on_selector_all(
        "#board tr",
        "rows => rows.map(r => Array.from(r.cells).map(c => c.textContent.trim()))",
    )
    roles = {}
    for cells in rows:
        m = re.fullmatch(r"seat (\d+)( \(you\))?", cells[0]) if cells else None
        if m:
            roles[int(m.group(1))] = cells[1]
    return roles


def no_role_on_the_public_board(teacher: Any, state: Any) -> None:
    assert set(board_roles(teacher).values()) == {"?"}, board_roles(teacher)


def her_role_and_what_she_knows(page: Any, seat: int, state: Any) -> None:
    """Her own role, and of the others exactly the roles her view holds (Sultane 3c at 7: a
    pacifist knows her ally and Dinarzade; the others know no one)."""
    shown = board_roles(page)
    assert shown[seat] == ROLE_TITLES[state.roles[seat]], (seat, shown)  # by its name
    known = state.view(seat)["known_roles"]
    assert shown == {s: (ROLE_TITLES[r] if r is not None else "?") for s, r in enumerate(known)
                     }, (seat, shown)
    if not state.history:  # the deal
        hidden = list(shown.values()).count("?")
        assert hidden == (SEATS - 3 if state.roles[seat] == "pacifist" else SEATS - 1), shown


def test_a_class_plays_sultane_at_seven_seats(browser: Any, tmp_path: Path) -> None:
    from majority_core.sultane import SultaneState

    truth = SultaneState.new(n_players=SEATS, seed=SEED)
    with contextlib.ExitStack() as stack:
        base = stack.enter_context(table_server(tmp_path, "tables-sultane-server"))
        played = play_class(browser, base, stack, game="sultane", seats=SEATS, seed=SEED,
                            bot="bayes", prefix="tables-sultane",
                            check_public=no_role_on_the_public_board,
                            check_student=her_role_and_what_she_knows)
        print("\n" + played.figures())
        # Over: every role is revealed to every seat (Sultane 4).
        for page in played.students:
            assert board_roles(page) == {s: ROLE_TITLES[r] for s, r in enumerate(truth.roles)}
    # Lesson 14 studies this very game (if the engine or the bots change it, export it again:
    # copy test-artifacts/browser/tables-sultane-class-game.json there, re-execute lesson 14).
    # The same game, event for event and for every seat; only the order in which the students'
    # simultaneous votes reached the server may differ (it follows their clicks' timing).
    exported = SultaneState.from_json(played.export)
    lesson = SultaneState.from_json(LESSON_14_GAME.read_text(encoding="utf-8"))
    assert exported.seed == lesson.seed and exported.options == lesson.options
    for seat in (None, *range(SEATS)):
        assert exported.explain(seat) == lesson.explain(seat), seat
    assert exported.result_rows() == lesson.result_rows()
    assert sorted(map(repr, exported.history)) == sorted(map(repr, lesson.history))
