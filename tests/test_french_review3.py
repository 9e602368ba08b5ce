"""The French edition's third review (docs: issue 20), defects N3-N13 and remark C, as they
show in the engines and boards: each test names the defect it keeps fixed."""

from __future__ import annotations

import pytest

import majority_core
from majority_core.i18n import language, refusal_sentence, typeset
from majority_core.majority2.state import Majority2State
from majority_core.sultane.state import SultaneState
from majority_core.witch.state import WitchState


def _refusal(cls: type, n: int, typed: str, lang: str = "fr") -> str:
    with language(lang):
        state = cls.new(n_players=n, seed=1)
        with pytest.raises(majority_core.RuleError) as err:
            state.apply(state.current_players()[0], typed)
        return str(err.value)


@pytest.mark.parametrize(("cls", "n", "typed", "quoted", "not_quoted"), [
    # Sultane 5: a vote typed in French while the Grand Vizir proposes, a French verb with a bad seat
    (SultaneState, 5, "oui", "«\u00a0oui\u00a0» n'est pas possible", "yes"),
    (SultaneState, 5, "proposer:9", "après «\u00a0proposer:\u00a0», pas «\u00a09\u00a0»", "nominate"),
    (SultaneState, 5, "proposer:x", "pas «\u00a0x\u00a0»", "«\u00a0X\u00a0»"),
    (SultaneState, 5, "A", "«\u00a0A\u00a0» n'est pas une action", "«\u00a0a\u00a0»"),
    # Majority 2 5-1: a French word not legal in the draw phase
    (Majority2State, 2, "échanger", "faire «\u00a0échanger\u00a0»", "exchange"),
    # Witch 3 "Phase de Jour": an action of another game, as typed
    (WitchState, 4, "play witches:junior 2", "«\u00a0play witches:junior 2\u00a0» n'est pas",
     "JUNIOR"),
])
def test_n3_a_refusal_quotes_what_was_typed(cls: type, n: int, typed: str, quoted: str,
                                            not_quoted: str) -> None:
    """N3: the refusal quotes the student's input, not its reading in the notation."""
    text = _refusal(cls, n, typed)
    assert quoted in text
    assert not_quoted not in text.split(";")[0]


@pytest.mark.parametrize(("cls", "n"), [(SultaneState, 5), (Majority2State, 2), (WitchState, 4)])
def test_n3_an_empty_entry_is_named(cls: type, n: int) -> None:
    """N3: an empty input reads « une entrée vide », not '' (both languages)."""
    assert _refusal(cls, n, "  ").startswith("Une entrée vide n'est pas une action")
    assert _refusal(cls, n, "", "en").startswith("an empty entry is not an action")


def test_n3_english_refusals_unchanged() -> None:
    assert "nominate needs a seat 0..4, not '9'" in _refusal(SultaneState, 5, "nominate:9", "en")


def test_n6_typesetting_keeps_a_quoted_action_as_typed() -> None:
    """N6: typeset (a board's say) never puts a space inside the echo « nominate: »."""
    with language("fr"):
        sentence = refusal_sentence("il faut un numéro après 'nominate:' : pas 'proposer: 3'")
    assert "«\u00a0nominate:\u00a0»" in sentence and "«\u00a0proposer: 3\u00a0»" in sentence
    assert "après «\u00a0nominate:\u00a0»\u202f: pas" in sentence  # the prose is typeset
    assert typeset(sentence) == sentence
    assert typeset(_refusal(SultaneState, 5, "proposer:9")) == _refusal(SultaneState, 5, "proposer:9")
