"""The French edition's fourth and fifth reviews (docs/reviews/french-review-4.md, -5.md): the
style points left over (D3, D4, D6, D8, N3, N20) and the Majority 2 app's missing article,
each test naming the point it keeps fixed."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from majority_core.game import Event, private_label
from majority_core.grard.state import GrardState
from majority_core.i18n import language, player
from majority_core.sultane.state import SultaneState
from majority_core.the_majority.state import TheMajorityState
from majority_core.witch.kernel import information_points
from majority_core.witch.state import WitchState

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = sorted((ROOT / "majority_core" / "locale" / "fr" / "LC_MESSAGES").glob("*.po")) + sorted(
    (ROOT / "notebooks" / "fr" / "locale").glob("*.po"))


def _refusal(cls: type, n: int, typed: str, lang: str = "fr") -> str:
    with language(lang):
        state = cls.new(n_players=n, seed=3)
        with pytest.raises(ValueError) as err:
            state.apply(state.current_players()[0], typed)
        return str(err.value)


# -- D3: several seats' private event --------------------------------------------------------
def test_d3_two_seats_only_read_as_one_plural() -> None:
    """« Joueurs 0 et 2 seulement : » (not « Joueur 0 et joueur 2 seulement »), as « les
    joueurs 0 et 2 jouent… »; English as it was."""
    event = Event("exchange", "x", "revised 2-3", {}, visible_to=frozenset({0, 2}))
    with language("fr"):
        assert private_label(event, None, lambda s: player(s)) == "Joueurs 0 et 2 seulement\u202f: "
        assert private_label(event, None, lambda s: player(s, "sultane")) == (
            "Joueuses 0 et 2 seulement\u202f: ")
    assert private_label(event, None, lambda s: player(s)) == "Seat 0 and seat 2 only: "
    # and in a real game: the partners' exchange of The Majority (revised 2-3)
    with language("fr"):
        state = TheMajorityState.new(n_players=4, seed=3)
        rng = random.Random(3)
        while not state.is_terminal():
            p = state.current_players()[0]
            state.apply(p, rng.choice(state.legal_actions(p)))
        log = "\n".join(state.explain(None))
    assert "Joueurs 0 et 2 seulement\u202f: les coéquipiers" in log
    assert "Joueur 0 et joueur 2" not in log


# -- D4: no colons in cascade -------------------------------------------------------------------
def test_d4_witch_scoring_and_guesses_read_without_colons_in_cascade() -> None:
    """Witch 3 « Phase de Nuit » (2): « … a des disques des quatre couleurs, donc 2 points » and
    the guesses « Vous écrivez rose pour le joueur 1, … » (Witch 5)."""
    with language("fr"):
        lines = information_points({"A": {"pink": 2, "yellow": 1, "red": 1, "blue": 1},
                                    "B": {"pink": 1}, "C": {}}).explain()
        assert lines[0] == "A a des disques des quatre couleurs, donc 2 points."
        assert "A a seul le plus de rose (2 disques), donc 3 × 2 = 6 points." in lines
        assert "C n'a aucun disque, donc 0 point." in lines
        state = WitchState.new(n_players=3, seed=7, standard=True)
        rng = random.Random(7)
        while not state.is_terminal() and not any(e.kind == "guess" for e in state.events):
            p = state.current_players()[0]
            state.apply(p, rng.choice(state.legal_actions(p)))
        guesses = [line for line in state.explain(None) if "ous écrivez" in line]
    assert guesses
    for line in guesses:
        assert re.search(r"[Vv]ous écrivez (\w+ pour le joueur \d(, )?)+\.", line), line
        assert "écrivez\u202f:" not in line


def test_d4_a_card_not_in_the_packet_is_refused_in_one_sentence() -> None:
    """The Majority revised 2-2: « ne peut pas garder R10, qui n'est pas dans son paquet »."""
    with language("fr"):
        state = TheMajorityState.new(n_players=4, seed=1)
        p = state.current_players()[0]
        held = {str(c) for c in state.legal_actions(p)}
        absent = next(c for c in ("R10", "B10", "Y10", "R0", "B0", "Y0") if c not in held)
        with pytest.raises(ValueError) as err:
            state.apply(p, absent)
    assert f"ne peut pas garder {absent}, qui n'est pas dans son paquet (" in str(err.value)


# -- D6 and the Majority 2 app's article --------------------------------------------------------
def test_d6_the_sultane_menu_agrees_with_joueuse() -> None:
    pytest.importorskip("ipywidgets")
    from majority_widgets.kit import GamePlay, PlayBoard
    from majority_widgets.majority2 import LOOK as MAJORITY2
    from majority_widgets.sultane import LOOK as SULTANE

    sultane = PlayBoard(GamePlay(SULTANE, 5, seed=1, humans=[0], language="fr"))
    labels = [label for label, _v in sultane.viewer_menu.options]
    assert labels[1:3] == ["joueuse 0 (humaine)", "joueuse 1 (bot)"]
    other = PlayBoard(GamePlay(MAJORITY2, 2, seed=1, humans=[0], language="fr"))
    assert [label for label, _v in other.viewer_menu.options][1] == "joueur 0 (humain)"
    english = PlayBoard(GamePlay(SULTANE, 5, seed=1, humans=[0]))
    assert [label for label, _v in english.viewer_menu.options][1] == "seat 0 (person)"


def test_the_majority2_app_names_the_waiting_player_with_its_article() -> None:
    """« le joueur 0 doit décider », not « joueur 0 doit décider »; several: « doivent »."""
    from majority_widgets.grard import LOOK as GRARD
    from majority_widgets.kit import GamePlay
    from majority_widgets.majority2 import LOOK as MAJORITY2

    game = GamePlay(MAJORITY2, 2, seed=1, humans=[0], language="fr")
    assert not game.do("step")
    assert game.message.startswith("En attente d'un humain\u202f: le joueur 0 doit décider avant "
                                   "que les bots continuent")
    # Grard's votes are simultaneous: two people still to vote
    votes = GamePlay(GRARD, 4, seed=1, humans=[0, 2], language="fr")
    assert votes.state.current_players() == [0, 2]
    assert not votes.do("step")
    assert votes.message.startswith("En attente des humains\u202f: les joueurs 0 et 2 doivent "
                                    "décider")
    english = GamePlay(MAJORITY2, 2, seed=1, humans=[0])
    assert not english.do("step")
    assert english.message.startswith("waiting for a person: seat 0 must decide before the bots")


# -- D8 and N20: the lessons' words ----------------------------------------------------------
def test_d8_the_planner_takes_into_account_what_it_passes() -> None:
    """« le bot planificateur (qui tient compte de ce qu'il cède) » (31 c10, 32.2), « met en
    balance » (31 c12): « pèse ce qu'il passe » was a calque of *weighs*."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in CATALOGS)
    assert "pèse ce qu'il" not in text and "pèse exactement" not in text
    assert "le bot planificateur (qui tient compte de ce qu'il cède)" in text
    from majority_core.exercises import exercises

    with language("fr"):
        question = next(e for e in exercises("32") if "planificateur" in str(e))
    assert "Le bot planificateur tient compte de ce qu'il passe à son adversaire." in str(question)


def test_n20_lesson_11_says_players_not_persons() -> None:
    """Lesson 11 c20: « les joueuses et joueurs humains discutent… », « pas comment une vraie
    table s'en sortira » (French review 4, N20)."""
    cells = json.loads((ROOT / "notebooks" / "fr" / "11-sultane-balance.ipynb").read_text(
        encoding="utf-8"))["cells"]
    prose = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "les\n  joueuses et joueurs humains discutent, accusent" in prose
    assert "pas comment une vraie table\ns'en sortira." in prose
    assert "personnes discutent" not in prose and "des personnes\ns'en sortiront" not in prose


# -- N3: an empty entry ------------------------------------------------------------------------
@pytest.mark.parametrize(("cls", "n", "fr", "en"), [
    (TheMajorityState, 4, "Une entrée vide n'est pas une carte\u202f: écrivez",
     "an empty entry is not a card: write"),
    (GrardState, 4, "Une entrée vide n'est pas un vote\u202f: chaque joueur",
     "an empty entry is not a vote: each player"),
])
def test_n3_an_empty_entry_is_named_in_the_majority_and_grard(cls: type, n: int, fr: str,
                                                               en: str) -> None:
    """« '' n'est pas une carte » (The Majority revised 1-2) and « '' n'est pas un vote » (Grard
    « Matériel »): an empty entry is said so, as the other three games do."""
    for typed in ("", "   "):
        assert _refusal(cls, n, typed).startswith(fr)
        assert _refusal(cls, n, typed, "en").startswith(en)
    assert _refusal(TheMajorityState, 4, "R11", "en").startswith("'R11' is not a card")


# -- one helper for the Sultane's seat word ------------------------------------------------------
def test_the_sultane_board_heads_its_seat_column_with_seat_word() -> None:
    """The board's table header comes from ``i18n.seat_word`` (the feminine context the whole
    package uses), not from a catalog entry of its own (``pgettext("sultane", "seat")``)."""
    from babel.messages.pofile import read_po

    from majority_core.i18n import seat_word
    from majority_core.sultane.explain import board_html

    state = SultaneState.new(n_players=5, seed=1)
    for lang, word in (("en", "seat"), ("fr", "joueuse")):
        with language(lang):
            assert seat_word("sultane") == word
            assert re.search(rf"<th[^>]*>{word}</th>", board_html(state.view(0)))
    with (ROOT / "majority_core/locale/fr/LC_MESSAGES/majority.po").open("rb") as f:
        catalog = read_po(f)
    assert catalog.get("seat", context="sultane") is None
    assert catalog.get("seat", context="feminine").string == "joueuse"
