"""The French edition of the Grard lessons 20-23 (issue 20): what the package puts in their
tables and boards reads French ("Marquer", the deck's traits, the bots' names and aims, the
French colon), while the English lessons keep their words."""

from __future__ import annotations

import csv
from importlib import resources

from majority_core import i18n
from majority_core.display import cell_html, frame_html
from majority_core.grard import analysis as an
from majority_core.grard import equilibria as eq
from majority_core.grard.components import traits_text, words
from majority_core.grard.exercises import lesson_23_turn
from majority_core.grard.policies import CashIn, Focal, LevelK, RandomVote
from majority_widgets.grard import GrardTally


def test_every_trait_of_the_deck_has_one_french_name() -> None:
    rows = list(csv.DictReader(resources.files("majority_core").joinpath(
        "data/grard_traits.csv").read_text("utf-8").splitlines()))
    french = {r["en"]: r["fr"] for r in rows}
    tags = {t for w in words() for t in w.traits}
    assert set(french) == tags and len(rows) == len(tags)
    assert all(french.values())


def test_shared_traits_follow_the_table_s_language() -> None:
    # "cahier" and "carte" share paper (lesson 23, section 3: the focal proposition)
    turn = lesson_23_turn()
    assert an.turn_table(turn, "fr").loc["C", "shared traits"] == "papier"
    assert an.turn_table(turn, "en").loc["C", "shared traits"] == "paper"
    assert traits_text(set(), "fr") == traits_text(set(), "en") == "–"  # the tables' dash


def test_lesson_23_turn_shows_the_lesson_s_words_on_the_same_cards() -> None:
    with i18n.language("fr"):
        fr = an.turn_table(lesson_23_turn())
    with i18n.language("en"):
        en = an.turn_table(lesson_23_turn())
    assert list(fr["word"]) == ["carte", "cerise", "terre", "cahier"]
    assert list(en["word"]) == ["map", "cherry", "earth", "notebook"]
    assert list(fr["strength"].fillna(-1)) == list(en["strength"].fillna(-1))


def test_coordination_table_and_bots_in_french() -> None:
    """The payoffs of Grard "Résolution des votes" in words: go on, round ends, out, +3."""
    state = lesson_23_turn()
    bots = {"random": RandomVote(), "focal": Focal(0.1), "level-1": LevelK(1), "cash-in@5": CashIn(5)}
    with i18n.language("fr"):
        payoffs = frame_html(an.coordination_payoffs(3, 3))
        choices = frame_html(an.bot_choices(state, bots))
    for word in ("continue", "fin de manche", "hors de la manche", "Marquer"):
        assert word in payoffs
    for english in ("go on", "round ends", "Mark<"):
        assert english not in payoffs
    for word in ("aléatoire", "niveau 1", "encaisse à 5", "Vote au hasard",
                 "Vote Marquer quand la pile de référence est assez grande"):
        assert word in choices
    with i18n.language("en"):
        english = frame_html(an.bot_choices(state, bots))
    assert "Votes at random, ignoring the words." in english and "level-1" in english


def test_equilibria_name_mark_and_write_numbers_in_the_lesson_s_language() -> None:
    game = eq.grard_turn_game(3)
    r, c = next((r, c) for r, c in game.equilibria() if all(x > 0 for x in r))
    with i18n.language("fr"):
        fr = eq.describe(game, r, c)._repr_markdown_()
        table = frame_html(eq.equilibria_table(game))
    with i18n.language("en"):
        en = eq.describe(game, r, c)._repr_markdown_()
    assert "Marquer (1/10)" in fr and "0,3 et 0,3" in fr and "mark" not in fr
    assert "mark (1/10)" in en and "they expect 0.3 and 0.3." in en
    assert "gain espéré" in table and cell_html("Marquer (1/4)") in table  # kept whole (issue 23)


def test_tally_board_last_vote_and_citations_typeset_in_french() -> None:
    with i18n.language("fr"):
        tally = GrardTally(6, seed=11, names=["Ana", "Ben", "Cleo", "Dev", "Eve", "Flo"],
                           draw_step=False)
        for seat, vote in enumerate(["A", "A", "A", "A", "B", "B"]):
            tally.set_vote(seat, vote)
        tally.resolve()
        page = tally.html()
    assert "A\u202f: <b>4</b>" in page
    assert "Grard «\u202fRésolution des votes\u202f»" in page
    assert 'Grard "' not in page


def test_each_level_of_reasoning_says_what_it_tries() -> None:
    """Lesson 21's table of bots lists level-1 and level-2 side by side: each says what its
    own level does (level 1 answers level-0 voters, level 2 and up answer one level less),
    in English and in French, never one sentence for both."""
    state = lesson_23_turn()
    bots = {"level-1": LevelK(1), "level-2": LevelK(2)}
    for lang in ("en", "fr"):
        with i18n.language(lang):
            table = an.bot_choices(state, bots)
            shown = frame_html(table)
        tries = list(table["what it tries"])
        assert tries[0] != tries[1]
        assert all(t in LevelK.DESCRIPTIONS for t in tries)
    assert "niveau 0" in shown and "un niveau de moins" in shown
    assert LevelK(0).description != LevelK(1).description
    assert LevelK(3).description == LevelK(2).description
