"""The Witch boards driven as clicks would drive them (majority_widgets/witch): the play logic, the
sheet as a form, the stepper, the app, and what a seat's board may show."""

from __future__ import annotations

import random

import pytest

from majority_widgets.kit import GameStepper
from majority_widgets.witch import LOOK, WitchBoard, WitchBoardView, witch_app, witch_stepper


def play_out(board: WitchBoard, seed: int = 0) -> None:
    rng = random.Random(seed)
    while not board.state.is_terminal():
        seats = board.sheet_seats()
        if seats:
            assert board.legal() == []  # the sheet is a form, not buttons
            assert board.write_sheet({t: rng.choice(board.sheet_colours()) for t in seats}), board.message
        else:
            legal = board.legal()
            assert legal, board.prompt()
            assert board.click(legal[rng.randrange(len(legal))]), board.message


@pytest.mark.parametrize(("n", "standard"), [(4, True), (5, False), (3, True)])
def test_a_person_plays_a_whole_game_against_bots(n: int, standard: bool) -> None:
    b = WitchBoard(n_players=n, seed=n, humans=[0], standard=standard)
    play_out(b)
    assert "wins" in b.prompt() or "win" in b.prompt()
    page = b.html()
    assert "Witch of the Academy" in page and "The nights, step by step" in page


def test_a_class_game_follows_whoever_must_decide() -> None:
    b = WitchBoard(n_players=4, seed=5, humans=[0, 1, 2, 3])
    assert b.viewer == 0
    b.click(b.legal()[0])
    assert b.viewer == 1  # hot seat: the view follows the next person
    play_out(b, 1)
    b.set_viewer("all")
    assert "Beliefs" in b.html() or "infer" in b.html()


def test_sheet_refusals_leave_messages_and_nothing_changes() -> None:
    b = WitchBoard(n_players=4, seed=6, humans=[0])
    assert not b.write_sheet({1: "red", 2: "red", 3: "red"})  # no sheet due by day
    assert "no investigation sheet" in b.message
    while not b.sheet_seats():
        b.click(b.legal()[0])
    before = b.state.to_json()
    assert not b.write_sheet({1: "red"})
    assert "choose a colour for seat 2, seat 3" in b.message
    assert not b.write_sheet({1: "red", 2: "green", 3: "red"})
    assert b.state.to_json() == before
    assert b.write_sheet({1: "R", 2: "pink", 3: "blue"})


@pytest.mark.parametrize("standard", [True, False])
def test_the_sheet_prompt_and_refusal_cite_tonights_rule(standard: bool) -> None:
    """Witch 3 "Phase de Nuit" (1) for the discovery night; Witch 5 for the standard game's
    first night (top row) and second night (bottom row), as the engine's events (review F3)."""
    b = WitchBoard(n_players=4, seed=6, humans=[0], standard=standard)
    nights = []
    while not b.state.is_terminal():
        if b.sheet_seats():
            assert not b.write_sheet({1: "red"})
            nights.append((b.prompt(), b.message))
            assert b.write_sheet({1: "red", 2: "pink", 3: "blue"}), b.message
        else:
            assert b.click(b.legal()[0]), b.message
    if not standard:
        assert [all('Witch 3 "Phase de Nuit" (1)' in t for t in n) for n in nights] == [True]
        return
    (p1, m1), (p2, m2) = nights
    assert "top row" in p1 and "Phases de nuit de la partie standard" in p1 + m1
    assert "Phases de nuit de la partie standard" in m1
    assert "bottom row" in p2 and "(second night, step 1, bottom row)" in p2
    assert "second night" in m2


def test_table_titles_sit_on_one_line_above_the_table() -> None:
    """A caption is wrapped to a narrow table's width (one word a line) unless told not to."""
    b = WitchBoard(n_players=4, seed=2, humans=[0])
    play_out(b)  # the beliefs and the nights' table both have a title
    page = b.html()
    styled = page.count('<caption style="caption-side:top;text-align:left;white-space:nowrap')
    assert styled == page.count("<caption") == 2


def test_a_seat_board_shows_no_other_colour_before_the_reveal() -> None:
    b = WitchBoard(n_players=4, seed=7, humans=[0])
    for _ in range(5):
        b.click(b.legal()[0])
    mine = b.state.view(0)["colour"]
    page = LOOK.state_html(b.state, 0)
    others = [c for i, c in enumerate(b.state.view(None)["colours"]) if i != 0]
    for c in others:
        # the colour column names a colour in full (French review 2, defect 17), never a letter
        assert f'title="{c}">{c}</span></td>' not in page
        assert f'title="{c}">{c[0].upper() if c != "black" else "K"}</span></td>' not in page
    assert f'title="{mine}">{mine}</span></td>' in page
    assert "face down" in page and mine in page
    assert "only the teacher" not in LOOK.extra_html(b.state, 0)


def test_the_teacher_sees_tonights_sheets_and_the_unseen_card() -> None:
    b = WitchBoard(n_players=4, seed=8, humans=[0], policies=["random"] * 4)
    while not b.sheet_seats():
        b.click(b.legal()[0])
    b.write_sheet({1: "red", 2: "red", 3: "red"})
    b.set_viewer(None)
    # the bots write their sheets when their turn comes; the teacher's extra shows the unseen card
    assert "unseen" in LOOK.extra_html(b.state, None)


def test_the_view_draws_the_sheet_form() -> None:
    view = WitchBoardView(WitchBoard(n_players=4, seed=9, humans=[0], policies=["random"] * 4))
    while not view.board.sheet_seats():
        view.choose(view.board.legal()[0])
    assert sorted(view.sheet_menus) == [1, 2, 3]
    for menu in view.sheet_menus.values():
        menu.value = "blue"
    assert view.write_sheet()
    assert view.sheet_menus == {} or view.board.sheet_seats()


def test_stepper_and_app() -> None:
    st = witch_stepper(3)
    assert st.logic.events if hasattr(st, "logic") else True
    stepper = GameStepper.from_seed(LOOK, 3, viewer=None)
    for _ in range(len(stepper.events) - 1):
        stepper.forward()
    assert stepper.state.is_terminal()
    app = witch_app(1)
    assert len(app.boards) == 3


def test_action_labels_read_as_words() -> None:
    b = WitchBoard(n_players=4, seed=1, humans=[0])
    s = b.state
    assert LOOK.action_label(s, 0, "take:R/K") == "keep red, trade black"
    assert LOOK.action_label(s, 0, "take:K/K:P") == "keep black, trade black (a pink disk)"
    assert LOOK.action_label(s, 0, "hide:0R,2B") == "seat 0 red + seat 2 blue"
    assert LOOK.action_colours(s, 0, "take:B/R") == ("#fff", "#1e88e5")
