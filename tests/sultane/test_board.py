"""The Sultane board, driven as clicks would drive it (no notebook needed)."""

from __future__ import annotations

import pytest

from majority_core.sultane.policies import RuleBased
from majority_widgets.sultane import SultaneBoard, SultaneBoardView

from .helpers import snapshot


def test_bots_play_a_whole_game_and_the_board_explains_it() -> None:
    b = SultaneBoard(n_players=7, seed=3)
    assert b.do("run")
    assert b.state.is_terminal()
    page = b.html()
    assert "win" in page and "Sultane 4" in page
    assert "All-seeing view" in page
    assert "Claims checked" in page
    b.set_viewer(0)
    assert "Claims checked" not in b.html()


def test_a_person_plays_a_seat() -> None:
    b = SultaneBoard(n_players=5, seed=2, humans=[0], viewer=0)
    assert b.legal() == ["nominate:1", "nominate:2", "nominate:3", "nominate:4"]
    assert b.click("nominate:2")
    assert b.click("yes")
    b.run()  # the bots vote; then the person (the Vizir) must discard if accepted
    assert b.state.current_players() == [0] or b.state.vizir != 0


def test_refused_clicks_show_a_message_and_change_nothing() -> None:
    b = SultaneBoard(n_players=7, seed=1, humans=[0], viewer=0)
    before = snapshot(b.state)
    assert not b.click("nominate:0")
    assert "herself" in b.message and "Sultane" in b.message
    assert not b.click("gibberish")
    assert "not a Sultane action" in b.message
    assert snapshot(b.state) == before
    assert "mj-error" in b.html()
    b.set_viewer(None)
    assert not b.click("nominate:1")  # the all-seeing view cannot play
    assert not b.do("set_viewer", "seat 99")
    assert not b.do("set_viewer", "banana")
    assert snapshot(b.state) == before


def test_step_stops_for_a_person_and_undo_takes_back() -> None:
    b = SultaneBoard(n_players=7, seed=1, humans=[3], policies=[RuleBased()] * 7)
    b.run()
    assert 3 in b.state.current_players()
    assert not b.do("step")
    assert "waiting for a person" in b.message
    assert not b.do("undo")  # seat 3 has not decided yet: nothing of hers to take back
    k = len(b.state.history)
    assert b.click(b.legal()[0])
    assert len(b.state.history) > k
    assert b.do("undo") and len(b.state.history) == k
    assert b.viewer == 3 and 3 in b.state.current_players()


def test_views_differ_by_seat_and_beliefs_show() -> None:
    b = SultaneBoard(n_players=7, seed=5)
    b.run()
    b.do("undo")
    b.set_viewer(2)
    mine = b.html()
    b.set_viewer(None)
    everyone = b.html()
    assert mine != everyone
    assert "P(pacifist side)" in mine
    for seat, row in b.beliefs().items():
        assert abs(sum(row.values()) - 1) < 1e-9, seat


def test_same_seed_same_bot_game() -> None:
    a, b = SultaneBoard(n_players=6, seed=9), SultaneBoard(n_players=6, seed=9)
    a.run()
    b.run()
    assert a.state.history == b.state.history


def test_widget_layer_builds_and_forwards_clicks() -> None:
    """The legal actions are buttons (no typed notation); refusals show under them."""
    pytest.importorskip("ipywidgets")
    board = SultaneBoard(n_players=5, seed=2, humans=[0], viewer=0)
    view = SultaneBoardView(board)
    buttons = [c for row in view.choices.children for c in row.children if hasattr(c, "click")]
    assert [c.description for c in buttons] == ["seat 1", "seat 2", "seat 3", "seat 4"]
    buttons[0].click()
    assert board.state.phase == "vote"
    assert not hasattr(view, "typed")
    view.step_button.click()  # everybody else voted (auto): the bots wait for seat 0
    assert "waiting for a person" in view.message.value
    kids = list(view.widget.children)
    assert kids.index(view.message) < kids.index(view.page)  # refusal above the growing parts
    view.viewer_menu.value = "all"
    assert board.viewer is None


def test_play_returns_only_what_the_seat_may_see() -> None:
    """Sultane 6a: the Vizir's draw and a peek are private; play() hands a seat only its own."""
    for seed in range(6):
        b = SultaneBoard(n_players=7, seed=seed, humans=[0, 1, 2, 3, 4, 5, 6], viewer=0)
        b.follow = True
        for _ in range(80):
            if b.state.is_terminal():
                break
            seat = b.viewer
            events = b.play(b.legal()[0])
            assert all(e.visible(seat) for e in events), seed


def test_all_seeing_log_names_the_seat_of_private_events() -> None:
    """Seven 'You are ...' lines must say whose they are (Sultane 3c)."""
    b = SultaneBoard(n_players=7, seed=1)
    lines = b.log(None)
    # after the seat's name the sentence goes on: "Seat 0 only: you are ..." (review 2, 39)
    roles = [line for line in lines if " only: you are" in line]
    assert len(roles) == 7
    assert [r.split(" only:")[0] for r in roles] == [f"Seat {s}" for s in range(7)]
    b.set_viewer(2)
    mine = [line for line in b.log(None) if "You are" in line]
    assert len(mine) == 1 and mine[0].startswith("You are")


def test_saving_an_unfinished_game_warns_first() -> None:
    """A save file holds the seed, hence every role: the board says so before saving."""
    b = SultaneBoard(n_players=7, seed=1, humans=[0], viewer=0)
    assert not b.do("save")
    assert "every secret" in b.message and b.message_kind == "info"
    assert b.do("save")  # the second press saves
    text = b.state.to_json()
    other = SultaneBoard(n_players=7, seed=5, humans=[0], viewer=0)
    assert other.do("load", text) and other.state == b.state
    assert not other.do("load", "{not json")
    assert other.state == b.state
    done = SultaneBoard(n_players=7, seed=3)
    done.run()
    assert done.do("save")  # a finished game has no secret left: no warning


def test_discard_buttons_are_coloured_tales() -> None:
    pytest.importorskip("ipywidgets")
    from majority_widgets.kit.play import action_button

    b = SultaneBoard(n_players=5, seed=2, humans=[0], viewer=0)
    state = b.state
    button = action_button(b.look, state, 0, "discard:P")
    assert button.style.button_color == "#f3e5f5" and "pacifist" in button.description
