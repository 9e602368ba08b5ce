"""The Sultane board, driven as clicks would drive it (no notebook needed)."""

from __future__ import annotations

import pytest

from majority_core.sultane.policies import RuleBased
from widgets.sultane import SultaneBoard, SultaneBoardView

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
    k = len(b.state.history)
    assert b.do("undo") and len(b.state.history) == k - 1


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
    pytest.importorskip("ipywidgets")
    board = SultaneBoard(n_players=5, seed=2, humans=[0], viewer=0)
    view = SultaneBoardView(board)
    assert [c.description for c in view.actions.children] == board.legal()
    view.actions.children[0].click()
    assert board.state.phase == "vote"
    view.typed.value = "nonsense"
    view.play_button.click()
    assert "not a Sultane action" in view.out.value
    view.viewer.value = "all"
    assert board.viewer is None
