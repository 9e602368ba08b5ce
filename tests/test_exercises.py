"""Exercises with checks (majority_core.exercises), lesson display helpers (majority_core.display)
and the student edition (tools/student_edition.py): issue 8, part 2.

Each lesson has 2 to 4 exercises; each has a reference solution in a cell tagged ``solution``
whose saved output shows it right (nbval re-runs it: ``solution`` raises when its check refuses
it); the student edition has no solution cell left.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from majority_core import display
from majority_core.exercises import (
    Exercise,
    ExerciseError,
    all_lessons,
    as_number,
    choice,
    exercises,
    frame,
    number,
    text,
    values,
)

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))


def _ex(**kw) -> Exercise:
    base = dict(why="Because 16 // 5 = 3, twice.", wrong="Re-read revised 2-4.",
                hints=["first hint", "second hint"])
    base.update(kw)
    return number("99.1", "How many coins?", 6, **base)


# -- checks ------------------------------------------------------------------------------------------
def test_right_answer_says_why() -> None:
    fb = _ex().check(6)
    assert fb and fb.right is True and "16 // 5" in fb.why
    html = fb._repr_html_()
    assert 'data-right="true"' in html and "Right" in html and "16 // 5" in html
    assert "Right" in fb._repr_markdown_()


def test_wrong_answer_says_why_never_the_answer() -> None:
    ex = _ex(mistakes={3: "That is for one winner."})
    fb = ex.check(3)
    assert not fb and fb.right is False
    assert "That is for one winner." in fb.why and "revised 2-4" in fb.why
    assert "too small" in fb.why and "6" not in fb.why
    assert "too large" in ex.check(7).why
    seat = number("99.0", "Which seat?", 3, sized=False, why="w", wrong="Count clockwise.")
    assert not seat.check(1) and "too" not in seat.check(1).why and seat.check(3)
    assert "A number is expected" in ex.check("six").why
    assert 'data-right="false"' in fb._repr_html_()


def test_no_answer_yet_is_neither() -> None:
    fb = _ex().check(...)
    assert fb.right is None and not fb and "..." in fb.why
    assert "No answer yet" in fb._repr_html_()


def test_hints_come_one_per_call_and_only_on_request() -> None:
    ex = _ex()
    assert "first hint" not in ex.check(2).why
    assert ex.hint().text == "first hint"
    assert ex.hint().text == "second hint"
    assert ex.hint().text == "second hint"  # stays on the last
    assert ex.hint(1).number == 1 and "Hint 1 of 2" in ex.hint(1)._repr_html_()


def test_reference_solution_raises_when_wrong() -> None:
    ex = _ex()
    assert ex.solution(6).right is True
    with pytest.raises(ExerciseError, match="99.1"):
        ex.solution(5)
    with pytest.raises(ExerciseError):
        ex.solution(...)


def test_numbers_fractions_and_tolerance() -> None:
    assert as_number("3/16") == Fraction(3, 16) and as_number("25%") == Fraction(1, 4)
    assert as_number(display.fraction(1, 3)) == Fraction(1, 3) and as_number(True) is None
    exact = number("99.2", "q", Fraction(1, 3), exact=True, why="w", wrong="x")
    assert exact.check(Fraction(1, 3)) and exact.check("1/3") and exact.check(display.fraction(1, 3))
    close = exact.check(1 / 3)
    assert not close and "exact fraction" in close.why
    approx = number("99.3", "q", Fraction(1, 3), tolerance=0.001, why="w", wrong="x")
    assert approx.check(0.333) and not approx.check(0.33)
    rel = number("99.4", "q", lambda: 200, relative=0.05, why="w", wrong="x")
    assert rel.check(195) and not rel.check(180)


def test_texts_choices_and_values() -> None:
    t = text("99.5", "q", ["round stepper", "stepper"], why="w", wrong="x")
    assert t.check("  The Round-Stepper. ") and not t.check("play board") and not t.check(3)
    c = choice("99.6", "Which?", ["the payout explorer", "the round stepper"], "the round stepper",
               why="w", wrong="x")
    assert "(a) the payout explorer (b) the round stepper" in str(c)
    assert "(b) the round stepper</div>" in c._repr_html_()
    assert c.check("b") and c.check("B") and c.check("round stepper")
    assert not c.check("a") and "letter" in c.check("zz").why
    many = choice("99.7", "q", ["x", "y", "z"], ["x", "z"], why="w", wrong="n")
    assert many.check(["a", "c"]) and "not all" in many.check(["a"]).why
    v = values("99.8", "q", [1, 3], why="w", wrong="x")
    assert v.check([3, 1]) and v.check({1, 3}) and "missing" in v.check([1]).why
    assert "too many" in v.check([0, 1, 3]).why and "list" in v.check("13").why
    ordered = values("99.9", "q", [1, 3], ordered=True, why="w", wrong="x")
    assert ordered.check([1, 3]) and "order" in ordered.check([3, 1]).why


def test_tables_are_compared_with_a_tolerance() -> None:
    pd = pytest.importorskip("pandas")
    want = pd.DataFrame({"total": [0, 2], "probability": [0.5, 0.25]})
    f = frame("99.10", "q", lambda: want, why="w", wrong="x")
    assert f.check(want.assign(probability=[0.5 + 1e-9, 0.25]))
    assert "column 'probability'" in f.check(want[["total"]]).why
    assert "1 value of the table differs." in f.check(want.assign(probability=[0.5, 0.3])).why
    assert "1 row instead of 2" in f.check(want.head(1)).why and "DataFrame" in f.check([1]).why
    s = frame("99.11", "q", want["total"], why="w", wrong="x")
    assert s.check(want["total"].copy()) and "Series" in s.check(want).why


def test_a_malformed_answer_gets_feedback_not_a_traceback() -> None:
    class Weird:
        def __iter__(self):
            raise RuntimeError("boom")

    v = values("99.12", "q", [1], why="w", wrong="x")
    fb = v.check(Weird())
    assert fb.right is False and "could not be read" in fb.why


def test_importing_the_modules_loads_no_notebook_library() -> None:
    code = ("import sys, majority_core.exercises, majority_core.display, "
            "majority_core.the_majority.exercises; "
            "print([m for m in ('pandas', 'altair', 'ipywidgets', 'numpy', 'scipy', 'IPython') "
            "if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- display helpers -----------------------------------------------------------------------------------
def test_fraction_shows_fraction_and_decimal() -> None:
    f = display.fraction(33, 136)
    assert f._repr_latex_() == r"$\dfrac{33}{136} \approx 0.2426$"
    assert str(f) == "33/136 ≈ 0.2426" and f.value == Fraction(33, 136) and f == Fraction(33, 136)
    assert display.fraction(4, 2)._repr_markdown_() == "$2$"
    assert "{,}" in display.fraction(1, 156238908)._repr_latex_()
    assert display.fraction(1, 4, label="P(A)")._repr_markdown_().startswith(r"$\text{P(A)} = ")


def test_sentences_lists_and_records_draw_themselves() -> None:
    s = display.say("Seat 1 **wins** <b>")
    assert s == "Seat 1 **wins** <b>" and "<b>wins</b>" in s._repr_html_()
    assert "&lt;b&gt;" in s._repr_html_()
    assert display.say("decision 10 is refused")._repr_markdown_() == "Decision 10 is refused"
    lines = display.bullets(["Red: a.", "Blue: b."])
    assert lines == ["Red: a.", "Blue: b."] and lines._repr_html_().count("<li>") == 2
    rec = display.Record({"n_players": 4, "options": {"first_edition": False}, "first": [[0, "R6"]]})
    html = rec._repr_html_()
    assert "n players" in html and "first edition: no" in html and "0 R6" in html


def test_tidy_tables_have_words_no_index_no_nan_no_truncation() -> None:
    pd = pytest.importorskip("pandas")
    long = "x" * 200
    df = pd.DataFrame({"team_coins": [1.23456, float("nan")], "what": [long, "b"]})
    html = display.table(df)._repr_html_()
    assert "team coins" in html and "team_coins" not in html and "NaN" not in html
    assert long in html and "1.235" in html and display.MISSING in html
    assert "<th" in html and html.count("<tr>") == 3  # header + 2 rows, no index column
    named = df.set_index(pd.Index(["a", "b"], name="policy"))
    assert ">policy<" in display.frame_html(named)
    assert "50.0%" in display.frame_html(pd.DataFrame({"p": [0.5]}), percent=["p"])
    assert display.number_text(True) == "yes" and display.number_text(1234567) == "1,234,567"
    assert display.number_text(0.012467) == "0.0125" and display.number_text(52.3412) == "52.341"
    assert display.number_text(0.68) == "0.68" and display.number_text(float("nan")) == "–"
    shares = pd.DataFrame({"share": [0.58]})
    shares.attrs["percent"] = ["share"]
    assert "58.0%" in display.frame_html(shares)


# -- lessons and the student edition ----------------------------------------------------------------
def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _tags(cell: dict) -> list[str]:
    return cell.get("metadata", {}).get("tags", [])


@pytest.mark.parametrize("notebook", LESSONS, ids=[p.stem[:2] for p in LESSONS])
def test_every_lesson_has_two_to_four_checked_exercises(notebook: Path) -> None:
    """Two to four, and in a strategy lesson one more: its debrief's (issue 22, section 3)."""
    from majority_core.debrief import DEBRIEFS, DebriefExercise, _load_lessons

    lesson = notebook.name[:2]
    counts = all_lessons()
    assert lesson in counts, f"lesson {lesson} defines no exercises"
    _load_lessons()
    debriefs = [e for e in exercises(lesson) if isinstance(e, DebriefExercise)]
    assert len(debriefs) == (1 if lesson in DEBRIEFS else 0)
    assert 2 <= counts[lesson] - len(debriefs) <= 4
    cells = _cells(notebook)
    for ex in exercises(lesson):
        solved = [c for c in cells if "solution" in _tags(c) and any(
            f'data-exercise="{ex.key}"' in "".join(o.get("data", {}).get("text/html", ""))
            and 'data-right="true"' in "".join(o.get("data", {}).get("text/html", ""))
            for o in c.get("outputs", []))]
        assert solved, f"exercise {ex.key}: no solution cell shows its check right"
        asked = [c for c in cells if "solution" not in _tags(c) and c["cell_type"] == "code"
                 and f"ex{ex.key.split('.')[1]}.check(" in "".join(c["source"])]
        assert asked, f"exercise {ex.key}: no cell where the student checks an answer"
    for c in cells:
        src = "".join(c["source"])
        if ".solution(" in src:
            assert "solution" in _tags(c), f"an untagged solution cell would reach students: {src}"


def _student_edition():
    spec = importlib.util.spec_from_file_location("student_edition",
                                                  ROOT / "tools" / "student_edition.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_student_edition_has_no_solution(tmp_path: Path) -> None:
    built = _student_edition().build(tmp_path)
    assert [p.name for p in built] == [p.name for p in LESSONS]
    for path in built:
        cells = _cells(path)
        assert not [c for c in cells if "solution" in _tags(c)], path.name
        assert not [c for c in cells if ".solution(" in "".join(c["source"])], path.name
        teacher = _cells(ROOT / "notebooks" / path.name)
        assert len(cells) == len([c for c in teacher if "solution" not in _tags(c)])


def test_a_choice_may_be_answered_with_the_options_words_in_french() -> None:
    """A French student types the option as the French lesson shows it ("autant")."""
    import majority_core
    from majority_core.exercises import choice_checker
    from majority_core.i18n import _

    check = choice_checker(["the same", "more", "less"], "the same")
    majority_core.set_language("fr")
    try:
        assert _("the same") != "the same"
        assert check(_("the same"))[0] and check("the same")[0] and check("a")[0]
        assert not check(_("more"))[0]
    finally:
        majority_core.set_language("en")


# -- issue 23, section 2: fair checks that give nothing away ------------------------------------------
def test_a_rounded_decimal_of_an_exact_fraction_is_close_never_too_small() -> None:
    """03.1 with 0.32, 10.1 with 0.757, 20.3 with 1.25: the exact fraction is asked, the decimal
    is close; "too small" would send the student hunting for a larger number."""
    for key, decimal in (("03.1", 0.32), ("10.1", 0.757), ("10.1", "75.7%"), ("20.3", 1.25)):
        ex = next(e for e in exercises(key[:2]) if e.key == key)
        said = ex.check(decimal)
        assert not said and "exact fraction" in said.why and str(decimal) in said.why, (key, said)
        assert "too small" not in said.why and "too large" not in said.why, (key, said)


def test_a_decimal_rounded_too_coarsely_is_close_and_a_near_miss_is_refused() -> None:
    """04.1 (0.4618, three decimals asked): 0.46 is close, 0.462 right, 0.459 still refused.
    06.2 (2/3, "a fraction or a decimal"): 0.67, the usual rounding, is right (review)."""
    ex = next(e for e in exercises("04") if e.key == "04.1")
    coarse = ex.check(0.46)
    assert not coarse and "close" in coarse.why and "too" not in coarse.why
    assert ex.check(0.462) and ex.check("0.462")
    assert not ex.check(0.459) and "too small" in ex.check(0.459).why
    two_thirds = next(e for e in exercises("06") if e.key == "06.2")
    assert two_thirds.check(0.67) and two_thirds.check("0.67") and two_thirds.check("2/3")
    assert not two_thirds.check(0.66) and not two_thirds.check(0.7)
    third = number("99.20", "q", Fraction(1, 3), tolerance=0.001, why="w", wrong="x")
    assert not third.check(0.36) and "too large" in third.check(0.36).why


def test_a_complement_gets_its_own_message() -> None:
    ex = next(e for e in exercises("10") if e.key == "10.3")  # 37/136
    for other in (Fraction(99, 136), "99/136", round(99 / 136, 3)):
        said = ex.check(other)
        assert not said and "opposite event" in said.why and "too" not in said.why, other
    assert "opposite" not in ex.check(Fraction(98, 136)).why


def test_seat_numbers_never_answer_too_small_or_too_large() -> None:
    """A seat is a label: "too small" would let a student bisect (13.1)."""
    from majority_core.exercises import LESSON_MODULES
    from majority_core.registry import load_games

    load_games()  # every game registers its lessons
    seen = 0
    for module in LESSON_MODULES.values():
        for lesson in importlib.import_module(module).EXERCISES:
            for ex in exercises(lesson):
                asks_seat = "which seat" in ex.question.lower()
                # "in": mutation testing renames it x_number_checker__mutmut_orig
                if asks_seat and "number_checker" in ex.checker.__qualname__:
                    seen += 1
                    for guess in range(-1, 9):
                        why = ex.check(guess).why
                        assert "too small" not in why and "too large" not in why, (ex.key, guess)
    assert seen >= 2


def test_texts_ignore_case_and_accents_everywhere() -> None:
    t = text("99.21", "q", ["Marquer", "résolution"], why="w", wrong="x")
    assert t.check("marquer") and t.check("MARQUER") and t.check("Resolution")
    assert t.check("RÉSOLUTION") and not t.check("marque")
    v = values("99.22", "q", ["A", "B"], why="w", wrong="x")
    assert v.check(["a", "b"]) and v.check(["B", "a"]) and not v.check(["a", "c"])
    ex = next(e for e in exercises("21") if e.key == "21.1")  # ["A", "B"]: "a", "b" too
    assert ex.check(["a", "b"]) and ex.check(["A", "b"])
    c = choice("99.23", "q", ["la même", "plus"], "la même", why="w", wrong="x")
    assert c.check("LA MEME") and c.check("la meme")


def _readable(text: str) -> str:
    """Text as a reader sees it, markup aside: HTML tags and entities, Markdown's ` and *."""
    import html as html_module
    import re

    text = html_module.unescape(re.sub(r"<[^>]+>", " ", text))
    return re.sub(r"\s+", " ", re.sub(r"[`*\\]", "", text)).strip().lower()


def _everything_shown(path: Path) -> str:
    parts = []
    for cell in _cells(path):
        parts.append("".join(cell["source"]))
        for output in cell.get("outputs", []):
            parts.append("".join(output.get("text", "")))
            for value in output.get("data", {}).values():
                parts.append("".join(value) if isinstance(value, list) else str(value))
    return _readable("\n".join(parts))


def _giveaways(language: str) -> list[tuple[str, str]]:
    """(exercise, text) for every answer's reason, hint and common mistake, as shown."""
    import majority_core
    from majority_core.i18n import _

    majority_core.set_language(language)
    try:
        out = []
        for lesson in all_lessons():
            for ex in exercises(lesson):
                for text_ in (ex.why, *ex.hints, *ex.mistakes.values()):
                    shown = _readable(_(text_))
                    if len(shown) >= 25:  # a few words are not an answer ("A tie at the top.")
                        out.append((ex.key, shown))
        return out
    finally:
        majority_core.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_student_edition_carries_no_answer_hint_or_mistake(tmp_path: Path, language: str) -> None:
    """Issue 23, 2: the saved outputs held ``why='...'``, the hints and the mistakes as text."""
    module = _student_edition()
    assert module.main(["--language", language, str(tmp_path)]) == 0
    built = sorted(tmp_path.glob("[0-9][0-9]-*.ipynb"))
    source = ROOT / "notebooks" / ("fr" if language == "fr" else "")
    assert [p.name for p in built] == [p.name for p in sorted(source.glob("[0-9][0-9]-*.ipynb"))]
    found = []
    shown = {path.name: _everything_shown(path) for path in built}
    for key, text_ in _giveaways(language):
        found += [(key, name, text_[:60]) for name, body in shown.items() if text_ in body]
    assert not found, found
    for path in built:
        assert not [c for c in _cells(path) if "solution" in _tags(c)], path.name
        assert "Exercise(key=" not in path.read_text(encoding="utf-8"), path.name


def test_a_fraction_label_never_breaks_mathjax() -> None:
    """Lesson 20 showed a red MathJax error: \\text{E_3} (a bare _ in text mode)."""
    latex = display.fraction(Fraction(64, 61), label="E_3")._repr_latex_()
    assert latex.startswith("$E_{3} = ") and "\\text" not in latex
    assert "\\text{share\\_of 5\\%}" in display.fraction(1, 4, label="share_of 5%")._repr_latex_()


def test_the_teacher_edition_shows_no_answer_hint_or_mistake_as_plain_text() -> None:
    """Issue 23, 3 (e): a saved exercise output carried the dataclass repr (why='...', the
    hints, the mistakes) as its text/plain beside the box; the plain text is the question."""
    seen = 0
    for lesson in all_lessons():
        shown = exercises(lesson)
        for ex in shown:
            plain = repr(ex)
            assert plain == str(ex) and plain.startswith(f"Exercise {ex.key}."), plain[:60]
            secrets = [ex.why, *ex.hints, *ex.mistakes.values()]
            assert not [s for s in secrets if s and s in plain], ex.key
            assert "why=" not in plain and "Exercise(key=" not in plain
            seen += 1
        assert "why=" not in repr(shown)
    assert seen >= 60


def _expected(ex: Exercise) -> object:
    """The answer a number exercise's check compares with (its ``expected``, computed)."""
    env = dict(zip(ex.checker.__code__.co_freevars,
                   (c.cell_contents for c in ex.checker.__closure__ or ()), strict=True))
    want = env.get("expected")
    return want() if callable(want) else want


def _fractions_shown_above(path: Path) -> list[tuple[str, str, int]]:
    """(exercise, fraction, cell) for each exact-fraction answer shown in a cell (its text or a
    saved output) above the cell that asks the question (``exN`` alone)."""
    import re

    cells = _cells(path)
    asked = [i for i, c in enumerate(cells) if re.fullmatch(r"ex\d+", "".join(c["source"]).strip())]
    found = []
    for ex, at in zip(exercises(path.name[:2]), asked, strict=False):
        want = _expected(ex)
        if not isinstance(want, Fraction) or want.denominator == 1:
            continue
        p, q = want.numerator, want.denominator
        shown = re.compile(rf"(?<![\d/.]){p}\s*/\s*{q}(?!\d)|\\frac\{{{p}\}}\{{{q}\}}")
        for i, cell in enumerate(cells[:at]):
            texts = ["".join(cell["source"])]
            for output in cell.get("outputs", []):
                texts.append("".join(output.get("text", "")))
                texts += ["".join(v) if isinstance(v, list) else str(v)
                          for v in output.get("data", {}).values()]
            if any(shown.search(t) for t in texts):
                found.append((ex.key, str(want), i))
    return found


@pytest.mark.parametrize("notebook", LESSONS, ids=lambda p: p.name[:2])
def test_no_exact_answer_is_printed_above_its_question(notebook: Path) -> None:
    """Issue 23, 2: "No answer is printed above its question". Lesson 20 printed 20.1's 3/32
    three times (section 2's sentence, the tables of cells 7 and 15) above the question, and
    lesson 10's table of the hypergeometric law printed 10.1's 33/68 (10.1 now asks for the
    complement of a row: at least one interventionist tale)."""
    assert not _fractions_shown_above(notebook)


def test_an_answer_printed_above_its_question_is_caught(tmp_path: Path) -> None:
    """The check above is not vacuous: lesson 20's 20.1 answer written above it is found."""
    import nbformat

    source = ROOT / "notebooks" / "20-grard-no-majority-probability.ipynb"
    nb = nbformat.read(source, 4)
    want = _expected(exercises("20")[0])
    nb.cells.insert(2, nbformat.v4.new_markdown_cell(f"so $P = {want}$ here"))
    path = tmp_path / source.name
    nbformat.write(nb, path)
    assert [(k, i) for k, _w, i in _fractions_shown_above(path)] == [("20.1", 2)]


def test_french_decimal_comma_is_read_as_a_decimal() -> None:
    """A French class writes 0,462 (review 3, N2): in a French lesson the text "0,462" is the
    decimal, not 462; an ambiguous text is refused with a reason; Python's tuple (0, 462),
    what `0,462` typed without quotes gives, is told to take a point."""
    from majority_core.i18n import language

    ex = number("99.5", "q", Fraction(6, 13), tolerance=0.0005, why="w", wrong="x")
    with language("fr"):
        assert as_number("0,462") == Fraction(462, 1000)
        assert as_number("12\u202f345,5") == Fraction(24691, 2)
        assert ex.check("0,462") and ex.check(" 0,462 ")
        rounded = ex.check("0,46")
        assert not rounded and "décimales" in rounded.why
        ambiguous = ex.check("1.234,5")
        assert not ambiguous and "se lit de deux façons" in ambiguous.why
        tup = ex.check((0, 462))
        assert not tup and "s'écrit avec un point\u202f: `0.462`" in tup.why
    with language("en"):
        assert as_number("1,000") == 1000
        tup = ex.check((0, 462))
        assert not tup and "decimal number takes a point: `0.462`" in tup.why
