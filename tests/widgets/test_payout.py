"""Payout explorer (revised 2-4), driven as a person typing into the boxes would."""

from __future__ import annotations

import pytest

from majority_core.errors import IllegalAction, MalformedInput
from majority_widgets.the_majority.payout import PayoutBoard, PayoutExplorer


def test_tie_at_the_top_pays_16_over_5_times_2():
    """First edition "Phase de débat": A=B=16, C=10, D=5 -> A 2, B 2, C 6, D 0."""
    board = PayoutExplorer(4)
    for player, total in {"A": 16, "B": 16, "C": 10, "D": 5}.items():
        board.set_total(player, "blue", total)
    assert board.coins() == {"A": 2, "B": 2, "C": 6, "D": 0}
    text = board.arithmetic("blue")
    assert "⌊16/5⌋ = 3" in text and "× 2 winners = 6 coins" in text


def test_revised_score_table():
    """revised 2-4 worked table: coins 2, 4, 16, 2."""
    board = PayoutExplorer(
        4,
        {
            "A": {"red": 15, "blue": 32},
            "B": {"red": 20, "blue": 32},
            "C": {"red": 16, "blue": 3},
            "D": {"red": 10, "yellow": 10},
        },
    )
    assert board.coins() == {"A": 2, "B": 4, "C": 16, "D": 2}
    rows = {r["player"]: r for r in board.rows()}
    assert rows["C"]["red coins"] == 4 and rows["C"]["blue coins"] == 12
    assert rows["D"]["yellow coins"] == 2
    assert sum(board.coins_by_colour()[c]["C"] for c in ("red", "blue", "yellow")) == 16


@pytest.mark.parametrize(
    ("value", "error", "words"),
    [
        ("abc", MalformedInput, "not a whole number"),
        ("-3", MalformedInput, "cannot be negative"),
        ("2.5", MalformedInput, "not a whole number"),
        (1, IllegalAction, "no card has power 1"),
        (119, IllegalAction, "cannot add up to 119"),
        (500, IllegalAction, "cannot add up"),
    ],
)
def test_bad_values_are_refused_and_change_nothing(value, error, words):
    board = PayoutExplorer(4, {"A": {"red": 9}})
    before = {p: dict(t) for p, t in board.totals.items()}
    with pytest.raises(error, match=words):
        board.set_total("B", "red", value)
    assert board.totals == before


def test_colour_cannot_hold_more_than_its_cards():
    """revised 1-2: the red cards add up to 120 (87 with 3 players, revised 3-3)."""
    board = PayoutExplorer(4, {"A": {"red": 100}})
    with pytest.raises(IllegalAction, match="more than the 120 power"):
        board.set_total("B", "red", 30)
    assert board.totals["B"]["red"] == 0
    small = PayoutExplorer(3)
    with pytest.raises(IllegalAction):
        small.set_total("A", "red", 90)
    with pytest.raises(IllegalAction, match="no player 'D'"):
        small.set_total("D", "red", 5)
    with pytest.raises(MalformedInput, match="not a colour"):
        small.set_total("A", "green", 5)


def test_blank_box_means_zero_and_letters_name_colours():
    board = PayoutExplorer(4)
    board.set_total("A", "R", "12")
    assert board.totals["A"]["red"] == 12
    board.set_total("A", "red", " ")
    assert board.totals["A"]["red"] == 0


def test_nobody_paid_without_power():
    board = PayoutExplorer(3)
    assert board.coins() == {"A": 0, "B": 0, "C": 0}
    assert "nobody" in board.arithmetic("yellow")


def test_board_view_typing_shows_message_not_traceback():
    view = PayoutBoard(4)
    view.set_total("A", "blue", "16")
    view.set_total("B", "blue", "16")
    view.set_total("C", "blue", "10")
    view.set_total("D", "blue", "5")
    assert view.logic.coins()["C"] == 6
    assert "6 coins" in view.working.value
    view.set_total("D", "blue", "lots")
    assert "not a whole number" in view.message.value
    # the box shows the stored value again, the logic kept its value
    assert view.boxes["D", "blue"].value == "5"
    assert view.logic.totals["D"]["blue"] == 5


def test_board_tie_preset_and_clear_buttons():
    view = PayoutBoard(4)
    view.tie_button.click()
    assert view.logic.coins() == {"A": 2, "B": 2, "C": 6, "D": 0}
    assert "mj-preset-tie" in view.tie_button._dom_classes
    view.clear_button.click()
    assert view.logic.coins() == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert repr(view) == "<Payout explorer: 4 players>"


def test_slider_board_snaps_back_on_a_refused_value():
    view = PayoutBoard(3, sliders=True)
    assert view.boxes["A", "red"].max == 87
    view.set_total("A", "red", 40)
    view.set_total("B", "red", 30)
    assert view.logic.coins() == {"A": 2, "B": 8, "C": 0}
    view.set_total("C", "red", 1)
    assert "no card has power 1" in view.message.value
    assert view.boxes["C", "red"].value == 0 and view.logic.totals["C"]["red"] == 0
    view.set_total("C", "red", 30)  # 40 + 30 + 30 > 87
    assert "more than the 87 power" in view.message.value
    assert view.boxes["C", "red"].value == 0
