"""Play board: one person against bots, through draft, exchange, tricks and debates; undo,
save and load. Driven as clicks: the person picks from the legal cards the board offers."""

from __future__ import annotations

import json
import random

import pytest

from majority_core.errors import IllegalAction, MalformedInput, SaveFileError, WrongPhase
from majority_core.the_majority import TheMajorityState
from majority_widgets.the_majority.play import PlayBoard, PlayGame


def play_out(game: PlayGame, rng: random.Random) -> int:
    clicks = 0
    while game.legal():
        game.choose(rng.choice(game.legal()))
        clicks += 1
    return clicks


@pytest.mark.parametrize(("n", "human"), [(4, 0), (4, 3), (3, 1)])
def test_a_whole_game_through_every_phase(n, human):
    game = PlayGame(human, n_players=n, seed=21, bots="greedy")
    phases = set()
    rng = random.Random(1)
    while game.legal():
        phases.add(game.phase)
        assert game.waiting() and game.prompt()
        game.choose(rng.choice(game.legal()))
    assert game.state.is_terminal()
    assert phases == ({"draft", "exchange", "trick"} if n == 4 else {"draft", "trick"})
    assert "game is over" in game.prompt()
    # the person decided: 5 + 4*3 draft picks, 4 exchanges (4p), 17 tricks
    mine = [a for p, a in game.state.history if p == human]
    assert len(mine) == 17 + 17 + (4 if n == 4 else 0)
    with pytest.raises(WrongPhase, match="game is over"):
        game.choose("R10")


def test_bots_always_leave_the_person_to_decide():
    game = PlayGame(2, seed=4)
    rng = random.Random(0)
    for _ in range(30):
        assert game.state.current_players() and 2 in game.state.current_players()
        game.choose(rng.choice(game.legal()))


def test_view_shows_only_the_person_seat():
    game = PlayGame(1, seed=8)
    v = game.view()
    assert v["seat"] == 1 and "hands" not in v and "hand" in v
    assert all(e.visible(1) for e in game.state.events_for(1))


def test_illegal_card_is_refused_and_changes_nothing():
    game = PlayGame(0, seed=3)
    before = game.save()
    not_mine = next(
        c for c in ("R0", "R2", "B3", "Y9", "Y10", "B5") if c not in map(str, game.legal())
    )
    with pytest.raises(IllegalAction, match="not in the packet"):
        game.choose(not_mine)
    with pytest.raises(MalformedInput, match="not a card"):
        game.choose("Q7")
    assert game.save() == before


def test_undo_takes_back_the_person_decision_and_bots_replay_the_same():
    game = PlayGame(0, seed=12)
    rng = random.Random(5)
    for _ in range(8):
        game.choose(rng.choice(game.legal()))
    before = game.save()
    choice = rng.choice(game.legal())
    game.choose(choice)
    after = game.save()
    game.undo()
    assert game.save() == before
    game.choose(choice)
    assert game.save() == after  # the bots chose exactly as before
    fresh = PlayGame(0, seed=12)
    with pytest.raises(WrongPhase, match="nothing to undo"):
        fresh.undo()


def test_undo_at_the_end_of_the_game():
    game = PlayGame(1, seed=2, n_players=3)
    play_out(game, random.Random(2))
    game.undo()
    assert not game.state.is_terminal() and game.waiting()


def test_save_and_load_round_trip_and_bad_files():
    game = PlayGame(3, seed=9)
    play_out_some = random.Random(3)
    for _ in range(12):
        game.choose(play_out_some.choice(game.legal()))
    text = game.save()
    other = PlayGame(3, seed=1)
    other.load(text)
    assert other.state == game.state
    data = json.loads(text)
    data["decisions"][3][1] = "R99"
    keep = other.save()
    with pytest.raises(SaveFileError, match="decision 4"):
        other.load(json.dumps(data))
    with pytest.raises(SaveFileError):
        other.load("{}")
    assert other.save() == keep
    four = PlayGame(3, seed=0)
    with pytest.raises(MalformedInput, match="seat 3 is not one"):
        four.load(TheMajorityState.new(n_players=3, seed=1).to_json())
    assert four.state.n_players == 4


def test_bad_setup_is_refused():
    with pytest.raises(MalformedInput):
        PlayGame(4)
    with pytest.raises(MalformedInput):
        PlayGame(0, n_players=5)
    with pytest.raises(ValueError, match="no bot called"):
        PlayGame(0, bots="genius")
    with pytest.raises(MalformedInput, match="one bot per seat"):
        PlayGame(0, bots=["random", "greedy"])


def test_board_clicks_through_a_game():
    board = PlayBoard(0, seed=6, bots=["random", "greedy", "saboteur", "runner-up"])
    assert board.undo_button.disabled
    first = board.choices.children[0]
    assert (
        "mj-choice" in first._dom_classes and f"mj-choice-{first.description}" in first._dom_classes
    )
    first.click()
    assert not board.undo_button.disabled
    board.choose("Q1")
    assert "not a card" in board.message.value
    board.save_button.click()
    saved = board.save_box.value
    assert json.loads(saved)["game"] == "the_majority"
    while board.logic.legal():
        board.choices.children[-1].click()
    assert "game is over" in board.prompt_line.value
    assert board.choices.children[0].value == "<i>nothing to choose now</i>"
    board.save_box.value = saved
    board.load_button.click()
    assert "Game loaded" in board.message.value and board.logic.save() == saved
    board.save_box.value = "garbage"
    board.load_button.click()
    assert "not valid JSON" in board.message.value and board.logic.save() == saved
    board.seed_box.value = "abc"
    board.new_button.click()
    assert "seed must be a whole number" in board.message.value
    board.seed_box.value = "77"
    board.new_button.click()
    assert board.logic.state.seed == 77
    assert repr(board) == "<Play board: seat 0, seed 77>"


def test_new_game_with_other_players_and_seat():
    board = PlayBoard(0, seed=6)
    board.players_menu.value = 3
    board.seat_menu.value = 2
    board.seed_box.value = "8"
    board.new_button.click()
    game = board.logic
    assert game.state.n_players == 3 and game.human == 2 and game.state.seed == 8
    assert len(game.bots) == 3 and game.waiting()
    assert "you are seat 2" in board.header.value
    board.seat_menu.value = 3
    board.new_button.click()
    assert "no seat 3 with 3 players" in board.message.value
    assert board.logic.human == 2 and board.seat_menu.value == 2


POLICY_NAMES = ["random", "greedy", "runner-up", "saboteur"]


def test_sweep_random_people_with_undo_and_save():
    """40 games, 3 and 4 players, every seat: random clicks with random undos. An undo followed
    by the same choice always gives back the same game (bots replay exactly), the person's view
    never holds another hand, and every finished game survives a save/load round trip."""
    rng = random.Random(2026)
    for g in range(40):
        n = 3 + g % 2
        bots = [POLICY_NAMES[(g + s) % 4] for s in range(n)]
        game = PlayGame(g % n, n_players=n, seed=g, bots=bots)
        while game.legal():
            view = game.view()
            assert "hands" not in view and view["seat"] == game.human
            choice = rng.choice(game.legal())
            game.choose(choice)
            if rng.random() < 0.08:
                after = game.save()
                game.undo()
                game.choose(choice)
                assert game.save() == after
        assert game.state.is_terminal()
        copy = PlayGame(game.human, n_players=n, seed=0, bots=bots)
        copy.load(game.save())
        assert copy.state == game.state and copy.state.coins == game.state.coins


def test_hint_button_shows_the_search_for_your_seat_and_goes_after_you_play() -> None:
    """The play board's Hint (issue 11): a table of every choice for the person's seat, the
    recommended one first; refused when it is not their decision; gone after the next move."""
    from majority_widgets.the_majority import PlayBoard

    board = PlayBoard(human=0, seed=1)
    board.logic.hint_iterations = 8  # a few playouts: the test checks the wiring, not strength
    assert not board.hint_button.disabled
    board.ask_hint()
    assert "Hint for seat 0" in board.hint_area.value
    legal = [str(c) for c in board.logic.legal()]
    assert all(card in board.hint_area.value for card in legal)
    board.choose(legal[0])
    assert "Hint for seat 0" not in board.hint_area.value
