"""The board kit's generic boards, driven through each game's look as clicks would drive them."""

from __future__ import annotations

import pytest

from majority_core.game import Event
from majority_widgets.grard import LOOK as GRARD
from majority_widgets.kit import (
    GameLook,
    GamePlay,
    GameStepper,
    PlayBoard,
    StepperBoard,
    private_label,
)
from majority_widgets.majority2 import LOOK as MAJORITY2
from majority_widgets.sultane import LOOK as SULTANE
from majority_widgets.the_majority.look import LOOK as MAJORITY
from majority_widgets.witch import LOOK as WITCH

LOOKS = [MAJORITY, SULTANE, GRARD, WITCH, MAJORITY2]


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: look.title)
def test_stepper_walks_every_event_back_and_forth(look: GameLook) -> None:
    st = GameStepper.from_seed(look, 2)
    n = len(st.events)
    assert n > 5
    with pytest.raises(ValueError, match="first event"):
        st.back()
    for _ in range(n - 1):
        st.forward()
    with pytest.raises(ValueError, match="last event"):
        st.forward()
    assert st.state.is_terminal()
    st.jump("3")
    assert st.position == 2 and "Event 3 of" in st.status()
    for bad in ("x", 0, n + 1):
        with pytest.raises(ValueError):
            st.jump(bad)
    for bad in (-1, n, "2", True):
        with pytest.raises(ValueError):
            st.go_to(bad)
    assert st.position == 2
    st.start()
    assert st.decision == 0 and not st.state.history


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: look.title)
def test_a_seat_sees_only_its_events_and_all_seeing_names_private_ones(look: GameLook) -> None:
    st = GameStepper.from_seed(look, 4)
    everyone = st.events
    st.set_viewer(1)
    assert all(e.visible(1) for e in st.events)
    assert [e for e in everyone if e.visible(1)] == st.events
    st.set_viewer("all")
    for e in st.events:
        line = st.line(e)
        if e.visible_to is not None:
            assert " only: " in line.split(".")[0], line
        else:
            assert " only: " not in line[:30], line


def test_private_label_names_one_or_several_seats() -> None:
    one = Event("x", "You keep R10", "r", {}, frozenset({2}))
    two = Event("x", "You see", "r", {}, frozenset({0, 2}))
    public = Event("x", "All see", "r", {}, None)

    def name(s: int) -> str:
        return f"seat {s}"

    assert private_label(one, None, name) == "Seat 2 only: "
    assert private_label(two, None, name) == "Seat 0 and seat 2 only: "
    assert private_label(one, 2, name) == private_label(public, None, name) == ""


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: look.title)
def test_people_play_with_buttons_undo_save_load_new_game(look: GameLook) -> None:
    g = GamePlay(look, seed=3, humans=[0])
    assert g.viewer == 0 and g.legal()
    before = g.state.to_json()
    action = g.legal()[0]
    assert g.click(action)
    assert g.do("undo") and g.state.to_json() == before
    for _ in range(400):  # a person always taking the first button plays a whole game
        if g.state.is_terminal():
            break
        assert g.click(g.legal()[0]), g.message
    assert g.state.is_terminal() and not g.legal()
    assert not g.click(action) and g.message
    assert g.do("save")
    saved = g.state.to_json()
    assert g.do("new_game", 9) and g.state.seed == 9 and not g.state.is_terminal()
    assert not g.do("new_game", "nine") and "whole number" in g.message
    assert g.do("load", saved) and g.state.is_terminal()
    assert not g.do("load", '{"format": 1}') and g.state.is_terminal()


def test_the_all_seeing_view_cannot_play_and_follow_moves_the_view() -> None:
    g = GamePlay(MAJORITY, seed=1, humans=[0, 2], viewer="all")
    assert g.legal() == [] and "View as" in g.prompt()
    assert not g.click("R10") and "View as" in g.message
    g.set_viewer(0)
    assert g.click(g.legal()[0])  # the draft is simultaneous: seat 2 must choose next
    assert g.viewer == 2 and g.legal()


def test_secret_games_warn_before_saving_open_games_do_not() -> None:
    assert not GamePlay(SULTANE, seed=1, humans=[0]).do("save")
    assert GamePlay(MAJORITY, seed=1, humans=[0]).do("save")


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: look.title)
def test_views_build_and_cards_are_drawn_as_cards(look: GameLook) -> None:
    pytest.importorskip("ipywidgets")
    board = PlayBoard(GamePlay(look, seed=5, humans=[0]))
    kids = list(board.widget.children)
    assert kids.index(board.message) < kids.index(board.page)
    buttons = [b for row in board.choices.children for b in row.children if hasattr(b, "click")]
    assert buttons
    if look is MAJORITY:
        assert all("mj-card-button" in b._dom_classes for b in buttons)
    history = len(board.logic.state.history)
    buttons[0].click()
    assert len(board.logic.state.history) > history
    board.undo_button.click()
    assert len(board.logic.state.history) == history
    board.seed_box.value = "abc"
    board.new_button.click()
    assert "whole number" in board.message.value
    stepper = StepperBoard(GameStepper.from_seed(look, 1))
    stepper.jump_box.value = "4"
    stepper.jump_button.click()
    assert stepper.logic.position == 3
    stepper.viewer_menu.value = "1"
    assert stepper.logic.viewer == 1
    stepper.jump_box.value = "99999"
    stepper.jump_button.click()
    assert "there are events" in stepper.message.value


def test_grard_seat_view_hides_the_others_pending_votes() -> None:
    """Grard "Premier tour": votes are revealed together; until then a seat knows only its own."""
    g = GamePlay(GRARD, 5, seed=1, humans=[0, 1], bots="random")
    g.click("B")
    mine = GRARD.state_html(g.state, 0)
    assert "you voted B" in mine and "voted A" not in mine.replace("you voted", "")
    assert mine.count("has voted") == 3
    everyone = GRARD.state_html(g.state, None)
    assert everyone.count("voted ") == 4 and "has voted" not in everyone
    assert "Reference pile: 1 card " in mine


def test_new_game_with_another_player_count_from_the_menu() -> None:
    pytest.importorskip("ipywidgets")
    board = PlayBoard(GamePlay(SULTANE, 7, seed=1, humans=[0]))
    board.players_menu.value = 5
    board.seed_box.value = "4"
    board.new_button.click()
    state = board.logic.state
    assert (state.n_players, state.seed) == (5, 4)
    assert [v for _, v in board.viewer_menu.options] == ["all", "0", "1", "2", "3", "4"]


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: look.title)
def test_the_latest_event_the_viewer_saw_sits_above_the_table(look: GameLook) -> None:
    """What just happened reads without scrolling: the newest line of the viewer's own log
    comes before the table and the log (a projected board at 1440x1000)."""
    import html as _html

    g = GamePlay(look, seed=3, humans=[0])
    assert g.click(g.legal()[0])
    page = g.html()
    latest = _html.escape(g.log(1)[-1])
    assert f"<b>Latest:</b> {latest}" in page
    assert page.index("Latest:") < page.index(look.state_html(g.state, g.viewer)[:40])
