"""The Majority 2 boards (majority_widgets/majority2): a person plays a whole game against a bot by
clicking the legal actions, a replay steps through a bot game, refusals become messages."""

from __future__ import annotations

import random
from html import unescape

from majority_widgets.kit.play import GamePlay
from majority_widgets.kit.stepper import GameStepper
from majority_widgets.majority2 import (
    LOOK,
    board_html,
    majority2_app,
    majority2_play,
    majority2_stepper,
)


def test_a_person_plays_a_whole_game_against_the_planner() -> None:
    game = GamePlay(LOOK, 2, seed=4, humans=[0], bots=["planner", "planner"], viewer=0)
    rng = random.Random(0)
    for _ in range(3000):
        if game.state.is_terminal():
            break
        legal = game.legal()
        assert legal, "the person must have a choice whenever the board waits for them"
        for a in legal:  # every button has words and a group
            assert LOOK.action_label(game.state, 0, a)
        game.click(legal[rng.randrange(len(legal))])
        assert game.message_kind != "error", game.message
    assert game.state.is_terminal()
    assert "wins" in LOOK.over_text(game.state)
    html = LOOK.state_html(game.state, 0)
    assert "Your hand" in html and "Score zone" in html


def test_a_refused_click_is_a_message_and_changes_nothing() -> None:
    game = GamePlay(LOOK, 2, seed=1, humans=[0], bots="greedy", viewer=0)
    before = game.state.to_json()
    game.click("play demons:veteran 1")
    assert game.message_kind == "error" and "rule" in game.message
    assert game.state.to_json() == before


def test_board_shows_only_what_the_seat_knows() -> None:
    game = GamePlay(LOOK, 2, seed=2, humans=[0], bots="greedy", viewer=0)
    view = game.state.view(0)
    html = unescape(board_html(view))
    assert "Seat 1's hand" not in html and "Your reserve" in html
    everything = unescape(board_html(game.state.view(None)))
    assert "Seat 1's hand" in everything and "Seat 0's reserve" in everything


def test_prompts_name_their_rule() -> None:
    game = GamePlay(LOOK, 2, seed=1, humans=[0], bots="greedy", viewer=0)
    assert "Majority 2 5-4" in LOOK.prompt(game.state, 0)


def test_stepper_and_app_build() -> None:
    stepper = GameStepper.from_seed(LOOK, 3, n_players=2, bots="greedy")
    stepper.end()
    assert stepper.state.is_terminal()
    stepper.start()
    stepper.forward()
    assert stepper.explain()
    board = majority2_play(seed=1)
    assert board.logic.state.n_players == 2
    assert majority2_stepper(seed=1).logic
    app = majority2_app(seed=1)
    assert len(app.boards) == 3


def test_the_kit_tests_pass_on_the_majority2_look() -> None:
    """The generic board tests of tests/widgets/test_kit.py, run on this game's look."""
    from tests.widgets import test_kit

    ran = []
    for name in dir(test_kit):
        test = getattr(test_kit, name)
        marks = getattr(test, "pytestmark", [])
        if name.startswith("test_") and any(m.args and m.args[0] == "look" for m in marks):
            test(LOOK)
            ran.append(name)
    assert len(ran) >= 4, ran
