"""The Hint button of the kit's play board, driven as a click would drive it, on every game."""

from __future__ import annotations

import pytest

from majority_widgets.grard import LOOK as GRARD
from majority_widgets.kit import GameLook, GamePlay, PlayBoard
from majority_widgets.majority2.look import LOOK as MAJORITY2
from majority_widgets.sultane import LOOK as SULTANE
from majority_widgets.the_majority.look import LOOK as MAJORITY
from majority_widgets.witch import LOOK as WITCH

LOOKS = [MAJORITY, SULTANE, GRARD, MAJORITY2, WITCH]


def small(game: GamePlay) -> GamePlay:
    game.hint_iterations = 6
    return game


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: look.title)
def test_hint_shows_each_choice_with_an_interval_then_goes_away(look: GameLook) -> None:
    """A hint lists every button's action, marks the best, says why; a move clears it."""
    g = small(GamePlay(look, seed=3, humans=[0]))
    seat = g.viewer
    assert seat is not None and g.legal()
    history = g.state.to_json()
    assert g.do("hint"), g.message
    assert g.state.to_json() == history  # asking changes nothing
    page = g.html()
    assert "Hint for" in page and "95% interval" in page and "playouts" in page
    for action in g.legal():
        label = look.action_label(g.state, seat, action)
        assert label.replace("&", "&amp;").split("<")[0][:8] in page
    assert g.click(g.legal()[0])
    assert "Hint for" not in g.html()


def test_hint_is_refused_for_a_seat_that_does_not_decide_and_after_the_end() -> None:
    """RULE_HINT: the all-seeing view gets no hint; nor does a finished game."""
    g = small(GamePlay(GRARD, seed=1, humans=[0], viewer="all"))
    assert not g.do("hint") and "View as" in g.message
    g.set_viewer(0)
    while not g.state.is_terminal():
        assert g.click(g.legal()[0]), g.message
    assert not g.do("hint") and "over" in g.message


def test_the_same_position_gets_the_same_hint() -> None:
    a = small(GamePlay(MAJORITY, seed=2, humans=[0]))
    b = small(GamePlay(MAJORITY, seed=2, humans=[0]))
    assert a.hint().actions == b.hint().actions


def test_the_hint_button_draws_the_table() -> None:
    pytest.importorskip("ipywidgets")
    board = PlayBoard(small(GamePlay(GRARD, seed=5, humans=[0])))
    assert not board.hint_button.disabled
    board.hint_button.click()
    assert board.logic.message_kind == "ok"
    assert "Hint for" in board.page.value and "<table" in board.page.value


@pytest.mark.parametrize("look", [WITCH, MAJORITY2, GRARD], ids=lambda look: look.title)
def test_the_hint_is_the_same_in_worlds_the_seat_cannot_tell_apart(look: GameLook) -> None:
    """Issue 21: the hint's seed comes from what the seat knows, not from the game's secret
    seed, so a world the seat cannot tell apart (the game's sampler) gets the same hint."""
    import importlib
    import random

    a = small(GamePlay(look, seed=3, humans=[0]))
    package = type(a.state).__module__.rpartition(".")[0]
    sample_world = importlib.import_module(f"{package}.worlds").sample_world
    for k in range(3):
        b = small(GamePlay(look, seed=3, humans=[0]))
        b.state = sample_world(a.state, 0, random.Random(k))
        b.state.seed = 1000 + k  # a world's seed is not its chance (it plays its own tapes)
        assert b.state.view(0) == a.state.view(0)
        assert b.hint().actions == a.hint().actions
