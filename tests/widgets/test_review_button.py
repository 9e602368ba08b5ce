"""The Review button of the kit's play board and stepper (issue 22, section 3), pressed as a
click would press it: closed until the game ends; then the curve, each seat's accuracy and every
decision; a seat's view shows that seat's own review."""

from __future__ import annotations

import pytest

from majority_core.display import cell_html
from majority_core.i18n import language
from majority_widgets.grard import LOOK as GRARD
from majority_widgets.kit import GameLook, GamePlay, GameStepper, PlayBoard, StepperBoard
from majority_widgets.majority2.look import LOOK as MAJORITY2
from majority_widgets.sultane import LOOK as SULTANE
from majority_widgets.the_majority.look import LOOK as MAJORITY
from majority_widgets.witch import LOOK as WITCH

LOOKS = [MAJORITY, SULTANE, GRARD, MAJORITY2, WITCH]


def small(game: GamePlay | GameStepper) -> GamePlay | GameStepper:
    game.review_budget = 1
    return game


@pytest.mark.parametrize("look", LOOKS, ids=lambda look: look.title)
def test_a_seat_reviews_its_own_finished_game(look: GameLook) -> None:
    """Refused while the game runs (the message says why); once over, the viewed seat's own
    decisions are judged and drawn under the table; another seat's view hides it."""
    g = small(GamePlay(look, seed=2, humans=[], viewer=0))
    assert not g.can_review()
    assert not g.do("review") and "over" in g.message
    g.run()
    assert g.state.is_terminal() and g.can_review()
    assert g.do("review"), g.message
    result = g._review[1]
    assert result.seats == [0] and result.decisions
    assert {d.seat for d in result.decisions} == {0}
    page = g.html()
    assert "Accuracy per seat" in page and '<img class="mj-chart"' in page
    assert "Decision by decision" in page
    # the moves as the board's buttons name them (GameLook.move_words), not their notation
    d = result.decisions[0]
    at = g.state.replay_prefix(d.index)
    assert f"<td>{cell_html(look.move_words(at, d.seat, d.chosen))}</td>" in page  # kept whole
    assert result.moves()[d.index] == (look.move_words(at, d.seat, d.chosen),
                                       look.move_words(at, d.seat, d.best))
    g.set_viewer(1)
    assert "Accuracy per seat" not in g.html()


def test_the_teacher_reviews_every_seat_and_the_board_speaks_french() -> None:
    g = small(GamePlay(GRARD, seed=4, humans=[], viewer="all", language="fr"))
    g.run()
    assert g.do("review"), g.message
    assert g._review[1].seats == list(range(g.state.n_players))
    page = g.html()
    assert "Précision par joueur" in page and "Bilan" in page
    with language("en"):  # the board keeps its own language
        assert "Précision par joueur" in g.html()


def test_a_new_game_clears_the_review() -> None:
    """The review belongs to its game: another game hides it; the same game told again in
    another language (the app's switch) keeps it."""
    g = small(GamePlay(GRARD, seed=4, humans=[], viewer="all"))
    g.run()
    assert g.do("review")
    g.relanguage("fr")
    assert "Précision par joueur" in g.html()
    g.new_game(5)
    g.run()
    assert "Accuracy per seat" not in g.html() and "Précision par joueur" not in g.html()


def test_the_play_boards_review_button() -> None:
    pytest.importorskip("ipywidgets")
    board = PlayBoard(small(GamePlay(GRARD, seed=5, humans=[0])))
    assert board.review_button.disabled
    g = board.logic
    while not g.state.is_terminal():
        assert board.choose(g.legal()[0]), g.message
    assert not board.review_button.disabled
    board.review_button.click()
    assert g.message_kind == "ok"
    assert "Accuracy per seat" in board.page.value


def test_the_steppers_review_button() -> None:
    """A finished game in the stepper: *Review* judges the whole game from anywhere in it."""
    pytest.importorskip("ipywidgets")
    stepper = small(GameStepper.from_seed(SULTANE, 3, n_players=5))
    board = StepperBoard(stepper)
    assert stepper.game.is_terminal() and not board.review_button.disabled
    stepper.start()
    board.review_button.click()
    assert "Accuracy per seat" in board.page.value
    assert stepper._review[1].seats == list(range(5))


def test_an_unfinished_game_in_the_stepper_cannot_be_reviewed() -> None:
    from majority_core.grard.state import GrardState

    stepper = small(GameStepper(GRARD, GrardState.new(n_players=3, seed=1)))
    assert not stepper.can_review()
    with pytest.raises(ValueError, match="over"):
        stepper.review()
