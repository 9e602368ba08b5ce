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


def test_a_ghost_shows_the_cost_the_game_charges_in_both_languages() -> None:
    """With the option ghost_cost=1 (6-4 prints no cost, docs/rulings-majority2.md), the play
    button, the card's tooltip and the small print under it all say 1 coin, as the engine
    charges: a player with 1 coin face up can play it. The option's default is 3."""
    import re

    from majority_core.i18n import language
    from majority_core.majority2.explain import state_html
    from tests.majority2.helpers import ghost_into, table

    s = table(hand=["independent:ghost"], ghosts=True, ghost_cost=1, up=1)
    assert "play independent:ghost 1" in s.legal_actions(0)
    ghost_into(s, 0, 1, 0)
    for lang, name, button, tip, small in (
        ("en", "Ghost", "Ghost into column 1 (1 coin)", "Ghost: cost 1, 5 VP.", "5★ 1 coin"),
        ("fr", "Fantôme", "Fantôme → colonne 1 (1 pièce)", "Fantôme\u202f: coût 1, 5 PV.",
         "5★ 1 pièce"),
    ):
        with language(lang):
            assert LOOK.action_label(s, 0, "play independent:ghost 1") == button
            # the boards show the Ghost in play and the one in hand; the compact drawing
            # (the state's _repr_html_) the one in play
            for html, shown in ((LOOK.state_html(s, 0), 2), (LOOK.state_html(s, None), 2),
                                (state_html(s), 1)):
                cards = re.findall(r'class="m2-card" title="([^"]*)"[^>]*><b>([^<]*)</b>'
                                   r'.*?<small>([^<]*)</small>', unescape(html))
                ghosts = [(t, sm) for t, n, sm in cards if n == name]
                assert len(ghosts) == shown, cards
                assert all(t.startswith(tip) and unescape(sm) == small for t, sm in ghosts), ghosts
    default = table(hand=["independent:ghost"], ghosts=True)
    assert LOOK.action_label(default, 0, "play independent:ghost 1") == \
        "Ghost into column 1 (3 coins)"
