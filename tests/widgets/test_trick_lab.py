"""Trick lab: cards chosen as a person would, the resolution stepped one effect at a time.

The effects themselves are the engine's (tested in tests/the_majority); here we check that the
lab shows each step's table faithfully, that every preset teaches what it says, and that bad
input becomes a message and changes nothing.
"""

from __future__ import annotations

import pytest

from majority_core.errors import IllegalAction, MalformedInput, WrongPhase
from majority_core.the_majority import Card, resolve_trick
from majority_widgets.the_majority.trick_lab import PRESETS, TrickLab, TrickLabBoard


def cards(xs):
    return sorted(str(c) for c in xs)


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.name)
def test_every_preset_steps_through_to_the_engine_result(preset):
    lab = TrickLab.from_preset(preset.name)
    lab.resolve()
    expected = resolve_trick(
        dict(enumerate(preset.plays)),
        n_players=preset.n_players,
        spy_holder=preset.spy_holder,
        last_trick=preset.last_trick,
        first_edition=preset.first_edition,
    )
    # stage 0 is the reveal: every card in front of its player
    assert lab.stage.where == {p: p for p in range(preset.n_players)}
    while lab.position < len(lab.stages) - 1:
        lab.forward()
    front, gone = lab.piles()
    assert {p: cards(v) for p, v in front.items()} == {p: cards(v) for p, v in expected.won.items()}
    assert cards(gone) == cards(expected.discarded)
    assert lab.stage.spy_holder == expected.spy_holder
    # one card per seat, always somewhere: in front of a seat or discarded
    assert sum(map(len, front.values())) + len(gone) == preset.n_players
    assert lab.explain() == [s.text for s in lab.stages]
    assert preset.rule and preset.lesson


def outcome(name):
    lab = TrickLab.from_preset(name)
    lab.resolve()
    lab.go_to(len(lab.stages) - 1)
    front, gone = lab.piles()
    return {p: cards(v) for p, v in front.items()}, cards(gone), lab


def test_effects_step_in_rule_order_0_2_3_7():
    """revised 2-3 step 3: all 0s, then 2s, then 3s, then 7s."""
    lab = TrickLab()
    lab.set_cards(["R0", "B2", "Y3", "Y7"])
    lab.resolve()
    titles = [s.title for s in lab.stages]
    assert titles == [
        "Cards revealed",
        "Step 1: the 0s (bribery)",
        "Step 2: the 2s (assassination)",
        "Step 3: the 3s (spy)",
        "Step 4: the 7s (betrayal)",
        "Cards go to the won piles",
    ]


def test_two_zeros_cancel():
    """revised 3-1 [0]: two 0s of one colour cancel; the cards stay with their players."""
    front, gone, lab = outcome("Two 0s of one colour cancel")
    assert front == {0: ["R0"], 1: ["R0"], 2: ["R10"], 3: ["B5"]} and gone == []
    assert "cancel" in lab.stages[1].text


def test_bribery_steals_partner_card_too():
    """RULINGS: The Majority: the 0 steals every card of its colour, partner included."""
    front, gone, _ = outcome("Bribery")
    assert front[0] == ["R0", "R5", "R9"] and front[2] == []


def test_stolen_two_does_not_act():
    """revised 3-1 [2]: a 2 stolen by a 0 has no effect."""
    front, gone, lab = outcome("A stolen 2")
    assert gone == [] and front[0] == ["R0", "R2"]
    assert "does not act" in lab.stages[2].text


def test_two_twos_of_different_colours_discard_everything():
    """revised 3-1 [2]: all cards go, the 2s included."""
    front, gone, _ = outcome("Two 2s of different colours")
    assert all(v == [] for v in front.values())
    assert gone == ["B2", "R2", "R9", "Y10"]


def test_rival_spies_farthest_clockwise_wins():
    """revised 3-1 [3]: the holder's own spy has the lowest priority."""
    _, _, lab = outcome("Rival spies")
    assert lab.stage.spy_holder == 3
    assert lab.result.next_order == [2, 3, 0, 1]


def test_spy_token_moves_at_the_spy_step_not_before():
    lab = TrickLab.from_preset("Spy")
    lab.resolve()
    assert lab.stage.spy_holder == 0
    lab.forward()
    assert lab.stage.title == "Step 1: the 3s (spy)" and lab.stage.spy_holder == 1


def test_stolen_spy_revised_vs_first_edition():
    """Revised: a stolen 3 does nothing; first edition (option): it acts for its player."""
    assert outcome("A stolen spy")[2].stage.spy_holder == 0
    assert outcome("A stolen spy (first edition)")[2].stage.spy_holder == 1


def test_betrayal_goes_right_and_does_not_chain():
    """revised 3-1 [7]: to seat - 1; all 7s at once."""
    front, _, _ = outcome("Betrayal")
    assert front[0] == ["R5", "Y7"]
    front, _, _ = outcome("Two betrayals, no chain")
    assert front[3] == ["R6", "R7"] and front[0] == ["B7"]


def test_moved_cards_are_highlighted_per_step():
    lab = TrickLab.from_preset("A 2 kills the briber's 0")
    lab.resolve()
    lab.forward()
    assert lab.moved() == {1}  # the red 5 moves to seat 0
    lab.forward()
    assert lab.moved() == {0, 3}  # the briber's 0 and the yellow 9 are discarded


def test_bad_input_is_refused_and_changes_nothing():
    lab = TrickLab()
    lab.set_cards(["R2", "R2", "B5", "Y5"])
    before = dict(lab.plays)
    with pytest.raises(MalformedInput, match="not a card"):
        lab.set_card(2, "G5")
    with pytest.raises(MalformedInput, match="no seat 7"):
        lab.set_card(7, "R5")
    assert lab.plays == before
    lab.set_card(2, "R2")
    with pytest.raises(MalformedInput, match="only 2 of them"):
        lab.resolve()
    assert not lab.resolved
    lab.set_card(2, "")
    with pytest.raises(MalformedInput, match="seat 2 must choose a card"):
        lab.resolve()
    with pytest.raises(WrongPhase, match="press Resolve"):
        lab.forward()
    with pytest.raises(IllegalAction):
        lab.set_players(5)
    with pytest.raises(MalformedInput):
        lab.set_spy_holder(4)
    with pytest.raises(MalformedInput, match="no preset"):
        lab.load_preset("nope")


def test_editing_a_card_goes_back_to_choosing():
    lab = TrickLab.from_preset("Spy")
    lab.resolve()
    lab.forward()
    lab.set_card(0, Card.parse("B10"))
    assert not lab.resolved and lab.position == 0


def test_three_players_shrinks_the_table():
    lab = TrickLab.from_preset("Spy, 3 players")
    lab.resolve()
    lab.go_to(len(lab.stages) - 1)
    assert lab.result.next_order == [2, 0, 1]
    lab.set_players(4)
    assert list(lab.plays) == [0, 1, 2, 3] and lab.plays[3] is None


def test_board_clicks():
    board = TrickLabBoard("Two 2s of different colours")
    assert board.logic.resolved and board.back_button.disabled
    board.forward_button.click()
    assert "Assassination" in board.log.value and "mj-current" in board.log.value
    board.forward_button.click()
    assert board.forward_button.disabled
    assert board.table.value.count("mj-discarded") == 4
    board.back_button.click()
    assert board.logic.position == 1
    board.type_card(0, "purple")
    assert "not a card" in board.message.value
    assert str(board.logic.plays[0]) == "R2"
    board.type_card(0, "Y5")
    assert not board.logic.resolved
    board.resolve_button.click()
    assert board.logic.resolved and board.message.value == ""
    board.preset_menu.value = "Rival spies"
    assert board.logic.preset.name == "Rival spies" and board.logic.resolved
    board.players_menu.value = 3
    assert board.logic.n_players == 3
    assert board.card_boxes[3].layout.display == "none"
    assert repr(board) == "<Trick lab: custom>"


def test_typing_a_different_card_drops_the_preset_lesson():
    """A preset's name and lesson describe its cards only: once a card differs, they go."""
    lab = TrickLab.from_preset(PRESETS[0].name)
    lab.set_card(0, PRESETS[0].plays[0])  # the same card (as the board re-sends it) keeps it
    assert lab.preset is PRESETS[0]
    other = "Y9" if PRESETS[0].plays[0] != "Y9" else "R9"
    lab.set_card(0, other)
    assert lab.preset is None
