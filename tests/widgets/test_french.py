"""Boards in French (issue 13): ``language="fr"`` on a board makes its labels, buttons, prompts,
messages and refusals French, in an English session, without changing the package's language;
``language="en"`` in a French session gives English back; English boards are unchanged."""

from __future__ import annotations

import re

import pytest

from majority_core.i18n import get_language, language, set_language
from majority_widgets.grard import GrardBoard
from majority_widgets.kit import GamePlay, GameStepper, PlayBoard, StepperBoard
from majority_widgets.majority2 import LOOK as MAJORITY2
from majority_widgets.majority2 import majority2_play
from majority_widgets.sultane import SultaneBoard, SultaneBoardView, sultane_stepper
from majority_widgets.the_majority import PayoutBoard, TrickLabBoard
from majority_widgets.the_majority import StepperBoard as RoundBoard
from majority_widgets.the_majority.play import PlayBoard as MajorityPlayBoard
from majority_widgets.witch import WitchBoardView

#: English words that must not appear in a French board's own texts (labels, prompts, messages).
ENGLISH = re.compile(r"\b(the|your|choose|press|seat|Undo|Save|Load|New game|Forward|Back)\b")


@pytest.fixture(autouse=True)
def english_session():
    set_language("en")
    yield
    assert get_language() == "en", "a board's language leaked into the package's setting"
    set_language("en")


def descriptions(widget) -> list[str]:
    """Every button label, menu label and option label under a widget."""
    out = []
    for child in getattr(widget, "children", ()):
        out += descriptions(child)
    for attr in ("description", "placeholder"):
        value = getattr(widget, attr, "")
        if isinstance(value, str) and value:
            out.append(value)
    for label in getattr(widget, "_options_labels", ()):
        out.append(label)
    return out


def test_kit_play_board_speaks_french_in_an_english_session() -> None:
    board = PlayBoard(GamePlay(MAJORITY2, 2, seed=1, humans=[0], language="fr"))
    labels = descriptions(board.widget)
    for word in ("Vue", "Coup du bot", "Faire jouer les bots", "Annuler", "Indice", "Graine",
                 "Joueurs", "Nouvelle partie", "Sauvegarder", "Charger"):
        assert word in labels, word
    assert "Undo" not in labels and "View as" not in labels
    game = board.logic
    assert game.prompt().startswith("Joueur 0\u202f: piochez les cartes du tableau de pioche")
    assert not game.do("undo") and game.message == "Rien à annuler pour l'instant (règle\u202f: plateau)."
    assert not game.do("set_viewer", "9")
    # a player, numbered without a made-up rule (review 2, 59)
    assert game.message.startswith("Il n'y a pas de joueur 9\u202f: les joueurs sont numérotés "
                                   "0 et 1 (règle\u202f: convention de la bibliothèque")
    assert repr(board) == "<Majority 2\u202f: plateau de jeu>"
    # the same kind of board in English is as it always was
    english = PlayBoard(GamePlay(MAJORITY2, 2, seed=1, humans=[0]))
    assert "Undo" in descriptions(english.widget)
    assert english.logic.prompt().startswith("Seat 0: draw the cards of the draw table")


def test_kit_stepper_speaks_french_and_its_refusals_cite_the_rule_in_french() -> None:
    board = StepperBoard(GameStepper.from_seed(MAJORITY2, 2, language="fr"))
    st = board.logic
    assert st.status().startswith("Événement 1 sur ") and st.status().endswith("(omnisciente)")
    board.act(st.back)
    assert board.last_message == "C'est le premier événement de la partie (règle\u202f: plateau)."
    assert {"|< Début", "< Reculer", "Avancer >", "Fin >|", "Aller", "Vue"} <= set(
        descriptions(board.widget))


def test_a_full_game_of_majority2_played_on_a_french_board() -> None:
    """Every prompt and button on the way is French; the game reaches its end."""
    board = majority2_play(seed=4, language="fr")
    game = board.logic
    for _ in range(400):
        if game.state.is_terminal():
            break
        assert not ENGLISH.search(game.prompt()), game.prompt()
        labels = [b.description for row in board.choices.children for b in row.children[-1:]]
        assert labels, game.prompt()
        board.choose(game.legal()[0])
    assert game.state.is_terminal()
    assert "Annuler" in descriptions(board.widget)


def test_the_majority_boards_in_french() -> None:
    lab = TrickLabBoard("Bribery", language="fr")
    assert lab.resolve_button.description == "Résoudre le pli"
    assert lab.forward_button.description == "Étape suivante >"
    assert ("Pots-de-vin", "Bribery") in lab.preset_menu.options  # revised 3-1's word
    lab.forward_button.click()
    assert "Étape 1\u202f: les 0 (pots-de-vin)" in lab.table.value
    payout = PayoutBoard(language="fr")
    payout.set_total("A", "red", "x")
    assert payout.last_message.startswith("«\u00a0x\u00a0» n'est pas un nombre entier")
    assert "Explorateur des gains" in payout.widget.children[1].value
    stepper = RoundBoard.from_scenario("Tie at the top of a debate", language="fr")
    assert stepper.logic.event.kind == "debate"  # the scenario's moment, found in French too
    assert stepper.buttons["next_debate"].description == "Débat suivant >"
    assert stepper.logic.status().startswith("Égalité en tête d'un débat\u202f: événement ")
    play = MajorityPlayBoard(human=0, seed=2, language="fr")
    assert play.logic.prompt().startswith("Sélection\u202f: gardez une carte du paquet")
    assert "Plateau de jeu" in play.header.value


def test_the_other_games_boards_in_french() -> None:
    grard = GrardBoard(n_players=5, seed=1, language="fr")
    tally = grard.tally
    assert grard.buttons["mj-draw"].description == "Piocher les cartes"
    assert tally.state.options["language"] == "fr"  # the words follow the board
    assert not tally.press_vote(0, "A")
    assert tally.message.startswith("Piochez d'abord les cartes de ce tour")
    tally.press_draw()
    assert tally.press_vote(0, "A") and tally.message.startswith("Vote saisi pour")
    assert "Manche 1, tour 1\u202f: visez l&#x27;association la plus logique" in tally.words_html()
    sultane = SultaneBoardView(SultaneBoard(n_players=7, seed=1, humans=[0], viewer=0,
                                            language="fr"))
    assert "Joueuse 0\u202f: vous êtes la Grande Vizir\u202f; choisissez" in sultane.logic.prompt()
    assert sultane_stepper(seed=3, language="fr").logic.status().startswith("Événement 1 sur")
    witch = WitchBoardView(n_players=4, seed=1, language="fr")
    assert witch.logic.prompt().startswith("Joueur 0\u202f: prenez deux cartes personnage")
    assert witch.sheet_button.description == "Écrire la feuille"


def test_language_en_in_a_french_session_gives_english_back() -> None:
    with language("fr"):
        board = TrickLabBoard("Bribery", language="en")
        assert board.resolve_button.description == "Resolve the trick"
        assert get_language() == "fr"
