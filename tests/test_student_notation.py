"""What a student reads is mathematics, not Python (issue 23's review, left-overs): every
exercise text and feedback, in English and in French, and the lessons' prose write ⌊W/5⌋ and
×, never ``//``, ``x``, ``**``, ``^``, ``==`` or ``!=``; only code a student types (between
backticks, in a code cell) keeps Python's operators. Also: an empty answer is said in words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from majority_core.exercises import Exercise, all_lessons, exercises
from majority_core.i18n import language

ROOT = Path(__file__).resolve().parent.parent
#: Code a student types or reads as code: code spans and blocks, LaTeX, web addresses.
_CODE = re.compile(r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$\n]+\$|https?://\S+", re.S)
#: Python's operators where mathematics is meant: floor division, "x" for a product, powers
#: (``**`` between operands, not Markdown's bold; ``^``), comparisons.
PYTHON = re.compile(
    r"//|(?<=[\w)\]]) x (?=[\w(\[])|(?<=[\w)])\*\*(?=[\w(])|\d ?\*\* ?\d|\^|==|!="
)


def _shown(text: str) -> list[str]:
    """The Python operators found in ``text`` outside its code."""
    return [m[0] for m in PYTHON.finditer(_CODE.sub(" ", text))]


def _texts(ex: Exercise) -> list[str]:
    """Every text of an exercise a student may read: the question with its options, why a
    right answer is right, why a wrong one is not, the hints and the common mistakes."""
    return [str(ex), ex.why, ex.wrong, *ex.hints, *ex.mistakes.values()]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_exercise_texts_write_mathematics_not_python(lang: str) -> None:
    bad = {}
    with language(lang):
        for lesson in all_lessons():
            for ex in exercises(lesson):
                found = [(t[:70], ops) for t in _texts(ex) if (ops := _shown(t))]
                if found:
                    bad[ex.key] = found
    assert not bad, bad


def test_the_debate_exercises_write_the_floor() -> None:
    """00.2, 01.2, 02.1, 02.4 (revised 2-4: the runner-up takes W/5 rounded down)."""
    by_key = {e.key: e for lesson in ("00", "01", "02") for e in exercises(lesson)}
    assert "⌊W/5⌋ = ⌊16/5⌋ = 3" in by_key["00.2"].why and "3 × 2" in by_key["00.2"].why
    assert "(W divided by 5, rounded down)" in by_key["00.2"].wrong
    assert "⌊14/5⌋ = 2" in by_key["01.2"].why and "⌊15/5⌋ = 3" in by_key["01.2"].why
    assert "⌊W/5⌋ = 3" in by_key["02.1"].why
    assert by_key["02.4"].why.startswith("⌊23/5⌋ = 4")
    with language("fr"):
        wrong = exercises("00")[1].wrong
    assert "⌊W/5⌋ pièces (W divisé par 5, arrondi à l'entier inférieur)" in wrong
    assert "(révisée 2-4)" in wrong  # the rule cited in French too


def _markdown(path: Path) -> list[tuple[int, str]]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [(i, "".join(c["source"])) for i, c in enumerate(cells) if c["cell_type"] == "markdown"]


LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb")) + sorted(
    (ROOT / "notebooks" / "fr").glob("[0-9][0-9]-*.ipynb"))


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: str(p.relative_to(ROOT / "notebooks")))
def test_lesson_prose_writes_mathematics_not_python(path: Path) -> None:
    """The lessons' Markdown (lessons 00-04 wrote "16 // 5" and "3 opponents x 20 deals")."""
    bad = [(i, ops) for i, text in _markdown(path) if (ops := _shown(text))]
    assert not bad, bad


@pytest.mark.parametrize(("lang", "start"), [
    ("en", "An empty entry is not a number"), ("fr", "Une entrée vide n'est pas un nombre"),
])
def test_an_empty_answer_is_said_in_words(lang: str, start: str) -> None:
    """The exercise box said « '' n'en est pas un » (French review 4, N3)."""
    with language(lang):
        ex = exercises("00")[1]
        for empty in ("", "   "):
            feedback = ex.check(empty)
            assert not feedback.right
            assert feedback.why.startswith(start) and "''" not in feedback.why
        # any other text that is no number is still quoted as typed
        assert "`'abc'`" in ex.check("abc").why


def test_engine_texts_write_the_product_and_the_floor() -> None:
    """What the boards and logs show: the Witch's information points (Witch 3 « Phase de Nuit »
    (2): "3 × 2 = 6 points"), the Majority 2 score lines (6-2) and the round stepper's scenario
    (revised 2-4: ⌊W/5⌋), in English as in French."""
    pytest.importorskip("ipywidgets")
    from majority_core.witch.kernel import information_points
    from majority_widgets.the_majority.stepper import SCENARIOS

    lines = information_points({"A": {"pink": 2}, "B": {"pink": 1}}).explain()
    assert lines == ["A alone holds the most pink (2 disks): 3 × 2 = 6 points.",
                     "B does not hold the most pink (1 disk): 1 × 1 = 1 point."]
    for scenario in SCENARIOS:
        assert not _shown(scenario.lesson), scenario.name
    assert "⌊W/5⌋ once per winner" in SCENARIOS[0].lesson
