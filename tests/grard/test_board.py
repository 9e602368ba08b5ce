"""The classroom tally board, driven as clicks would drive it."""

from __future__ import annotations

import pytest

from majority_core.errors import IllegalAction, MalformedInput, WrongPlayer
from majority_widgets.grard import GrardBoard, GrardTally

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eve"]


def fresh(**kw):
    """A 5-seat board whose first turn's cards are on the table."""
    t = GrardTally(5, names=NAMES, seed=4, **kw)
    t.draw()
    return t


def test_the_teacher_draws_the_cards_before_anyone_votes():
    t = GrardTally(5, names=NAMES, seed=4)
    assert "?" in t.html() and "Draw cards" in t.message
    before = t.state.to_json()
    assert not t.press_vote(0, "A")
    assert "draw this turn's cards first" in t.message and t.entries == {}
    assert not t.press_resolve() and not t.press_bots()
    assert t.press_draw()
    words = [t.state.word_text(w) for w in t.state.propositions.values()]
    assert all(w in t.html() for w in words)
    assert not t.press_draw() and "already on the table" in t.message
    assert t.state.to_json() == before  # drawing only shows what the seed dealt
    for seat, v in enumerate("AABBC"):
        t.set_vote(seat, v)
    t.resolve()
    assert not t.drawn and not t.press_vote(0, "A")  # the next turn needs a new draw
    assert GrardTally(3, draw_step=False).press_vote(0, "A")


def test_typed_votes_then_resolve():
    t = fresh()
    for seat, v in enumerate(["a", "A", "B", "b", "c"]):
        assert t.press_vote(seat, v)
    assert t.press_resolve()
    assert t.state.active == [0, 1, 2, 3] and t.state.turn == 2
    assert "4 players go on to turn 2" in t.message
    html = t.html()
    assert "A: <b>2</b>" in html and "out: voted C" in html and "Eve" in html


def test_bad_entries_show_a_message_and_change_nothing():
    t = fresh()
    before = t.state.to_json()
    assert not t.press_vote(0, "D")
    assert "not a vote" in t.message and "Matériel" in t.message and t.message_kind == "error"
    assert not t.press_vote(9, "A")
    assert "no seat 9" in t.message
    assert not t.press_vote("x", "A")
    assert not t.press_resolve()
    assert "missing: Ana, Ben, Cleo, Dev, Eve" in t.message
    assert t.entries == {} and t.state.to_json() == before
    assert "mj-error" in t.html()


def test_votes_of_players_out_of_the_round_are_refused():
    t = fresh()
    for seat, v in enumerate("AABBC"):
        t.set_vote(seat, v)
    t.resolve()
    with pytest.raises(WrongPlayer, match="Eve is out of round 1"):
        t.set_vote(4, "A")
    assert not t.press_vote(4, "A") and "Résolution des votes" in t.message


def test_entries_can_be_changed_and_cleared_before_resolving():
    t = fresh()
    t.set_vote(0, "A")
    t.set_vote(0, "mark")
    assert t.entries[0] == "mark"
    t.press_vote(0, "")
    assert 0 not in t.entries
    assert t.status(0) == "waiting"
    t.set_vote(0, "B")
    assert t.status(0) == "entered"  # hidden from the class unless show_entries
    assert fresh(show_entries=True).status(0) == "waiting"


def test_bots_vote_for_their_seats_and_are_reproducible():
    t = fresh(bots={3: "focal", 4: "cash-in"})
    assert t.missing() == [0, 1, 2]
    for seat in (0, 1, 2):
        t.set_vote(seat, "A")
    assert t.press_resolve()
    t2 = fresh(bots={3: "focal", 4: "cash-in"})
    for seat in (0, 1, 2):
        t2.set_vote(seat, "A")
    t2.resolve()
    assert t2.state.to_json() == t.state.to_json()
    with pytest.raises(MalformedInput, match="no bot called"):
        fresh(bots={1: "genius"})


def test_scores_persist_across_rounds_and_round_end_is_explained():
    t = fresh()
    for seat, v in enumerate(["A", "A", "B", "C", "mark"]):
        t.set_vote(seat, v)
    t.resolve()  # Ana and Ben alone at the start of turn 2: both score the pile of 2
    t.draw()
    assert t.state.round == 2 and t.state.scores[:2] == [2, 2]
    assert "only two players were left, and they scored the pile" in t.html()
    for seat, v in enumerate(["A", "B", "C", "mark", "A"]):
        t.set_vote(seat, v)
    assert t.press_resolve()  # one vote each for A, B, C, Mark: A has 2 (Ana, Eve)
    assert t.state.scores == [4, 2, 0, 0, 2]  # Ana and Eve alone: pile of 2 each
    assert "Last rounds" in t.html() and "Eve +2" in t.html()


def test_undo_restores_the_turn_and_its_votes():
    t = fresh()
    for seat, v in enumerate("AABBC"):
        t.set_vote(seat, v)
    before = t.state.to_json()
    t.resolve()
    assert t.press_undo()
    assert t.state.to_json() == before
    assert t.entries == {0: "A", 1: "A", 2: "B", 3: "B", 4: "C"}
    t.entries = {}
    with pytest.raises(IllegalAction, match="no resolved turn"):
        t.undo()


def test_game_over_and_new_game():
    t = GrardTally(3, seed=1, target=2, draw_step=False)
    for seat, v in enumerate("AAB"):
        t.set_vote(seat, v)
    t.press_resolve()
    assert t.state.over and "wins" in t.message or "share the win" in t.message
    assert not t.press_vote(0, "A") and "game is over" in t.message
    assert not t.press_resolve()
    assert "Game over" in t.html()
    assert t.press_new_game() and not t.state.over and t.state.scores == [0, 0, 0]


def test_widget_view_forwards_clicks():
    """Votes are buttons; the teacher's controls and the message sit above the tables."""
    pytest.importorskip("ipywidgets")
    board = GrardBoard(GrardTally(3, seed=2))
    kids = list(board.widget.children)
    assert kids.index(board.message) < kids.index(board.votes) < kids.index(board.tables)
    assert board.vote_buttons[0]["A"].disabled
    board.buttons["mj-resolve"].click()  # nothing drawn yet: the button is off, the call refused
    board.buttons["mj-draw"].click()
    assert not board.vote_buttons[0]["A"].disabled
    board.buttons["mj-resolve"].click()
    assert "missing" in board.message.value and "seat 0" in board.message.value
    for p, v in enumerate("AAB"):
        board.vote_buttons[p][v].click()
    assert all("entered" in label.value for label in board.status_labels)
    board.buttons["mj-resolve"].click()
    assert board.tally.state.round == 2
    assert board.tally.state.scores == [2, 2, 0]
    board.buttons["mj-undo"].click()
    assert board.tally.state.round == 1 and board.tally.entries == {0: "A", 1: "A", 2: "B"}
    board.vote_buttons[0][""].click()  # clear
    assert 0 not in board.tally.entries


def test_words_are_english_by_default_french_one_switch_away():
    """The interface is English, so are the words; the French deck is one toggle away."""
    pytest.importorskip("ipywidgets")
    board = GrardBoard(GrardTally(4, seed=5))
    board.buttons["mj-draw"].click()
    english = board.words.value
    words = board.tally.state.view(None)["words"]
    board.language.value = "fr"
    assert board.tally.state.options["language"] == "fr"
    assert board.words.value != english
    assert board.tally.state.view(None)["words"] != words
    board.language.value = "en"
    assert board.words.value == english
    assert not board.tally.press_language("de") and "language" in board.tally.message


def test_the_save_button_fills_the_box_and_load_reads_it():
    pytest.importorskip("ipywidgets")
    board = GrardBoard(GrardTally(3, seed=2))
    board.buttons["mj-draw"].click()
    for p, v in enumerate("AAB"):
        board.vote_buttons[p][v].click()
    board.buttons["mj-resolve"].click()
    board.save_button.click()
    saved = board.save_box.value
    assert '"decisions"' in saved
    other = GrardBoard(GrardTally(3, seed=7))
    other.save_box.value = saved
    other.load_button.click()
    assert other.tally.state == board.tally.state


def test_one_card_is_one_card():
    t = fresh()
    assert "Reference pile: 1 card " in t.html()


def test_save_and_load_a_classroom_game():
    t = fresh()
    for seat, v in enumerate("AABBC"):
        t.set_vote(seat, v)
    t.resolve()
    text = t.save()
    other = GrardTally(5, seed=99)
    assert other.press_load(text)
    assert other.state == t.state and other.names == NAMES
    before = other.state.to_json()
    assert not other.press_load('{"format": "majority-games/save"')
    assert "not valid JSON" in other.message and other.state.to_json() == before
    tampered = text.replace('[4, "C"]', '[4, "Z"]')
    assert not other.press_load(tampered) and "not a vote" in other.message
