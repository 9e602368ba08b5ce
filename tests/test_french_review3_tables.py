"""Review 3, N15: "nothing" in a lesson table is an en dash « – », never a hyphen, in both
languages (the same tables already wrote "reference | – | – | –")."""

from __future__ import annotations

import pytest

from majority_core.grard.explain import turn_html
from majority_core.grard.kernel import resolve_turn
from majority_core.i18n import language
from majority_core.the_majority.analysis import deck_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_majority_turn_shows_an_en_dash_for_no_result(lang: str) -> None:
    """Grard "Résolution des votes": three votes for three options make no majority, so no
    player has a result this turn (lesson 20's table)."""
    with language(lang):
        text = turn_html(resolve_turn({"Ana": "A", "Ben": "B", "Cleo": "C"}, pile_size=3))
    assert text.count("<td>–</td>") == 3 and "<td>-</td>" not in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_deck_table_marks_a_card_without_effect_with_an_en_dash(lang: str) -> None:
    """Revised 2-3: only some powers carry an effect; the others' effect cell is « – »."""
    with language(lang):
        effects = deck_table(4).iloc[:, 1].tolist()
    assert "–" in effects and "-" not in effects


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_exercise_21_2_opens_with_a_capital(lang: str) -> None:
    """Review 3, N16: the question began "pomme et poire ont…" in lower case."""
    from majority_core.exercises import exercises

    with language(lang):
        question = next(e for e in exercises("21") if e.key == "21.2").question
    assert question.startswith("*Pomme* ")
