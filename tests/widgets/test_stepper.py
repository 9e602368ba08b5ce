"""Round stepper: forward, back, jumps, viewers and the scenario library (driven as clicks)."""

from __future__ import annotations

import pytest

from majority_core.errors import MalformedInput, SaveFileError, WrongPhase
from majority_core.game import play
from majority_core.the_majority import TheMajorityState, get_policy
from majority_widgets.the_majority.stepper import SCENARIOS, RoundStepper, StepperBoard


@pytest.fixture(scope="module")
def game():
    g = TheMajorityState.new(n_players=4, seed=11)
    return play(g, [get_policy("greedy"), get_policy("random")] * 2, seed=11)


def test_same_seed_same_game():
    a = RoundStepper.from_seed(5, policies=["random", "greedy", "saboteur", "runner-up"])
    b = RoundStepper.from_seed(5, policies=["random", "greedy", "saboteur", "runner-up"])
    assert a.game == b.game and [e.text for e in a.events] == [e.text for e in b.events]


def test_walk_forward_shows_each_event_and_the_table_after_its_decision(game):
    st = RoundStepper(game)
    seen = [st.event]
    while st.position < len(st.events) - 1:
        st.forward()
        seen.append(st.event)
        # the table is the game replayed to the decision that made this event
        assert st.state.history == game.history[: st.decision]
    assert seen == game.events
    assert st.view()["phase"] == "over" and st.view()["coins"] == game.coins
    with pytest.raises(WrongPhase, match="last event"):
        st.forward()
    st.start()
    with pytest.raises(WrongPhase, match="first event"):
        st.back()


def test_jumps_land_on_tricks_rounds_and_debates(game):
    st = RoundStepper(game)
    st.next_trick()
    assert st.event.kind == "trick" and "Trick 1 of round 1" in st.event.text
    st.next_round()
    assert st.event.kind == "round" and st.event.text.startswith("Round 2 of 4")
    st.previous_round()
    assert st.event.text.startswith("Round 1 of 4")
    st.next_debate()
    assert st.event.kind == "debate" and st.event.text.startswith("Debate of round 1. Red")
    assert st.view()["coins"] == [game.debates[0].coins[s] for s in range(4)]
    st.next_debate()
    assert st.event.text.startswith("Debate of round 2. Red")
    st.previous_debate()
    assert st.event.text.startswith("Debate of round 1. Red")
    st.previous_trick()
    assert st.event.kind == "trick" and "Trick 5 of round 1" in st.event.text
    st.end()
    with pytest.raises(WrongPhase, match="no round after"):
        st.next_round()
    # counts: 4 rounds, 17 tricks (5 + 4 + 4 + 4), 4 debates
    st.start()
    for kind, expected in (("round", 4), ("trick", 17), ("debate", 4)):
        st.start()
        count = 0
        while True:
            try:
                getattr(st, f"next_{kind}")()
            except WrongPhase:
                break
            count += 1
        assert count == expected, kind


def test_a_seat_view_shows_only_that_seat(game):
    st = RoundStepper(game, viewer=2)
    assert all(e.visible(2) for e in st.events)
    assert len(st.events) < len(game.events)
    v = st.view()
    assert "hands" not in v and v["seat"] == 2
    st.end()
    st.set_viewer(None)
    assert st.event is game.events[-1]
    st.go_to(40)
    where = st.event
    st.set_viewer(1)  # the place in the game is kept: the last event seat 1 saw up to there
    assert game.events.index(st.event) <= game.events.index(where)
    with pytest.raises(MalformedInput):
        st.set_viewer(4)
    with pytest.raises(MalformedInput):
        st.go_to(10_000)


def test_load_from_save_file(game):
    st = RoundStepper.from_json(game.to_json())
    assert st.game == game
    with pytest.raises(SaveFileError):
        RoundStepper.from_json('{"format": "majority-games/save", "version": 1, "game": "grard"}')
    with pytest.raises(SaveFileError):
        RoundStepper.from_json("not json")


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_every_scenario_reaches_its_moment(scenario):
    st = RoundStepper.from_scenario(scenario.name)
    assert scenario.moment(st.event), scenario.name
    assert st.title == scenario.name and st.game.is_terminal()


def test_tie_scenario_pays_second_place_per_winner():
    """revised 2-4 / first edition "Phase de débat": second gets W // 5 per tied winner."""
    st = RoundStepper.from_scenario("Tie at the top of a debate")
    text = st.event.text
    assert "tie for first" in text and "per winner × 2 winners" in text


def test_unknown_scenario_and_wrong_bots():
    with pytest.raises(MalformedInput, match="no scenario"):
        RoundStepper.from_scenario("nope")
    with pytest.raises(MalformedInput, match="need 4 bots"):
        RoundStepper.from_seed(1, policies=["random"])


def test_board_buttons_and_viewer_menu(game):
    board = StepperBoard(RoundStepper(game))
    assert board.buttons["back"].disabled and not board.buttons["forward"].disabled
    board.buttons["next_debate"].click()
    assert board.logic.event.kind == "debate"
    assert "Debate of round 1" in board.explanation.value
    assert "mj-seat-3" in board.table.value and "coins" in board.table.value
    board.buttons["forward"].click()
    board.buttons["back"].click()
    assert board.logic.event.text.startswith("Debate of round 1. Red")
    board.buttons["end"].click()
    assert board.buttons["forward"].disabled
    board.buttons["next_round"].click()  # disabled in the browser; a direct click gets a message
    assert board.last_message is None or "no round" in board.last_message
    board.viewer_menu.value = 0
    assert board.logic.viewer == 0 and "(you)" in board.table.value
    board.buttons["start"].click()
    assert board.logic.position == 0
    assert repr(board) == "<Round stepper: seed 11>"


def test_board_opens_scenarios_seeds_and_save_files(game):
    board = StepperBoard(RoundStepper(game))
    board.scenario_menu.value = "Two 0s cancel"
    assert board.logic.title == "Two 0s cancel" and "cancel" in board.logic.event.text
    board.players_menu.value = 3
    board.seed_box.value = "12"
    board.seed_button.click()
    assert board.logic.game.n_players == 3 and board.logic.game.seed == 12
    assert [v for _, v in board.viewer_menu.options] == [-1, 0, 1, 2]
    assert board.scenario_menu.value == "(choose a scenario)"
    board.seed_box.value = "twelve"
    board.seed_button.click()
    assert "seed must be a whole number" in board.message.value
    assert board.logic.game.seed == 12  # unchanged
    board.save_box.value = game.to_json()
    board.load_button.click()
    assert board.logic.game == game and "loaded" in board.message.value
    board.save_box.value = '{"format": "majority-games/save", "version": 1}'
    board.load_button.click()
    assert "is a game of None" in board.message.value and board.logic.game == game


TITLES = {"Bribery": "the 0s", "Assassination": "the 2s", "Spy": "the 3s", "Betrayal": "the 7s"}


@pytest.mark.parametrize("n", [3, 4])
def test_trick_panel_replays_each_trick_step_by_step(n):
    """At each event of a trick's resolution the stepper shows that trick in a trick lab, at the
    matching step (revised 2-3 step 3), ending exactly where the game put the cards."""
    for seed in range(4):
        st = RoundStepper.from_seed(
            seed, n_players=n, policies=["saboteur", "random", "greedy", "random"][:n]
        )
        tricks = 0
        while True:
            lab = st.trick()
            kind = st.event.kind
            if kind in ("reveal", "effect", "trick"):
                assert lab is not None
                if kind == "effect":
                    word = st.event.text.split(":")[0]
                    assert TITLES[word] in lab.stage.title
                    assert lab.stage.text.startswith(st.event.text)
                if kind == "trick":
                    tricks += 1
                    last = st.state.last_trick
                    front, gone = lab.piles()
                    assert {p: sorted(map(str, v)) for p, v in front.items()} == {
                        p: sorted(map(str, v)) for p, v in last.won.items()
                    }
                    assert sorted(map(str, gone)) == sorted(map(str, last.discarded))
            else:
                assert lab is None
            try:
                st.forward()
            except WrongPhase:
                break
        assert tricks == 17


def test_board_shows_the_trick_panel():
    board = StepperBoard.from_scenario("Two 2s wipe out a trick")
    assert "This trick, step by step" in board.trick_panel.value
    assert "Step 1: the 2s (assassination)" in board.trick_panel.value
    board.buttons["start"].click()
    assert board.trick_panel.value == ""


def test_all_seeing_view_names_whose_private_event_it_is():
    """"You keep R10" is addressed to one seat: the all-seeing stepper says which."""
    st = RoundStepper.from_seed(3, n_players=4)
    st.go_to_first(lambda e: e.visible_to is not None and len(e.visible_to) == 1)
    (seat,) = st.event.visible_to
    assert st.explain().startswith(f"Seat {seat} only: you ")
    st.set_viewer(seat)
    assert st.explain().startswith("You ")
