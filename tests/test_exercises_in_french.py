"""Every lesson exercise speaks French when the package does (the French editions of the
lessons, ``notebooks/fr/``, check their answers with the same exercises), and offers a hint.

A text the catalog does not hold is shown in English to a French class, silently: the
catalog test (``tests/test_i18n.py``) reads the source, this one what the exercises show.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest

from majority_core.exercises import LESSON_MODULES, Exercise
from majority_core.i18n import _, language
from majority_core.registry import load_games

load_games()


def _texts(exercise: Exercise) -> list[tuple[str, str]]:
    """What a student reads of an exercise: the question, the options, the reasons and hints."""
    texts = [("question", exercise.question), ("why", exercise.why), ("wrong", exercise.wrong)]
    texts += [("option", _(o)) for o in exercise.options]
    texts += [("hint", h) for h in exercise.hints]
    texts += [(f"mistake {k!r}", m) for k, m in exercise.mistakes.items()]
    return texts


def _is_prose(text: str) -> bool:
    """Words outside code spans (a hint may be a line of code only, an option a letter; a
    two-letter word counts: "`an.expected_round_length(3)` is E_3." is English)."""
    return re.search(r"[A-Za-z]{2,}", re.sub(r"`[^`]*`", "", text)) is not None


def _words(text: str) -> list[str]:
    """The words of a text: an English sentence shown in French differs from the English one
    only in its numbers ("67%" is written "67 %" in French), never in its words."""
    return re.findall(r"[^\W\d_]+", text)


def _lessons() -> list[tuple[str, Any]]:
    modules = [importlib.import_module(m) for _d, m in sorted(LESSON_MODULES.items())]
    return [(lesson, build) for m in modules for lesson, build in sorted(m.EXERCISES.items())]


@pytest.mark.parametrize(("lesson", "build"), _lessons(), ids=[lesson for lesson, _b in _lessons()])
def test_every_exercise_text_is_french_in_french(lesson: str, build: Any) -> None:
    with language("en"):
        english = [(e.key, _texts(e)) for e in build()]
    with language("fr"):
        french = [(e.key, _texts(e)) for e in build()]
    assert [key for key, _t in english] == [key for key, _t in french]
    untranslated = [
        (key, part, en)
        for (key, en_texts), (_key, fr_texts) in zip(english, french, strict=True)
        for (part, en), (_part, fr) in zip(en_texts, fr_texts, strict=True)
        if _is_prose(en) and _words(en) == _words(fr)
    ]
    assert untranslated == []
    assert english, lesson


@pytest.mark.parametrize(("lesson", "build"), _lessons(), ids=[lesson for lesson, _b in _lessons()])
def test_every_exercise_without_options_offers_a_hint(lesson: str, build: Any) -> None:
    """A student stuck on a number or a text can ask for a hint (a multiple choice lists its
    options instead)."""
    assert [e.key for e in build() if not e.options and not e.hints] == []
