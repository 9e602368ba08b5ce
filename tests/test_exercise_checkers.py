"""The shared checkers of every lesson's exercises (``majority_core/exercises.py``): what a
student reads, whole, in English and in French, for each way an answer is refused, and the
boxes a notebook draws (feedback, hint, question).

Why whole sentences: a feedback a student reads is the outcome; a test that looks for one word
of it lets a changed text through, and a changed text has no French in the catalog, so a French
class reads it in English, silently (``tests/test_i18n.py`` reads the source, not what is
shown). Issue 21, item 13: the mutants of the checkers that no test saw (``docs/mutation.md``).
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable
from fractions import Fraction
from html.parser import HTMLParser
from typing import Any

import pytest

from majority_core.exercises import (
    LESSON_MODULES,
    Exercise,
    ExerciseSet,
    choice,
    choice_checker,
    exercises,
    frame,
    frame_checker,
    number,
    number_checker,
    register_lessons,
    set_checker,
    text,
    text_checker,
    values,
)
from majority_core.i18n import language

NNBSP = "\u202f"  # the narrow no-break space French puts before : ; ? !


def _fraction() -> Exercise:
    return number("99.1", "How many?", Fraction(3, 16), why="W.", wrong="R.", exact=True,
                  hints=["first hint", "second hint"])


def _decimal(**kw: Any) -> Exercise:
    return number("99.2", "q", kw.pop("expected", 0.123), why="W.", wrong="R.", **kw)


def _seat() -> Exercise:
    return number("99.3", "Which seat?", 2, why="W.", wrong="R.", sized=False)


def _text() -> Exercise:
    return text("99.4", "q", ["Marquer"], why="W.", wrong="R.", hints=["h"],
                mistakes={"Voter": "M."})


def _choice() -> Exercise:
    return choice("99.5", "q", ["alpha", "beta", "gamma"], ["alpha", "gamma"], why="W.",
                  wrong="R.")


def _values(ordered: bool = False) -> Exercise:
    return values("99.6", "q", [1, 3], why="W.", wrong="R.", ordered=ordered)


def _frame() -> Exercise:
    import pandas as pd

    return frame("99.7", "q", pd.DataFrame({"total": [0, 2], "seat": ["a", "b"]}), why="W.",
                 wrong="R.", hints=["h"])


def _series() -> Exercise:
    import pandas as pd

    return frame("99.8", "q", pd.Series([0.5, 0.25], name="p"), why="W.", wrong="R.")


def _table(**columns: list[Any]) -> Any:
    import pandas as pd

    return pd.DataFrame(columns)


class _Boom:
    def __iter__(self) -> Any:
        raise RuntimeError("boom")


#: (exercise, answer, what an English class reads, what a French class reads). "W." and "R."
#: are the exercise's own reasons (a lesson's, translated by its catalog), the rest the
#: checker's: every sentence of the checkers, each way an answer is refused.
CASES: list[tuple[Callable[[], Exercise], Callable[[], Any], str, str]] = [
    (_fraction, lambda: Fraction(3, 16), "Exercise 99.1: Right. W.", "Exercice 99.1 : Juste. W."),
    (_fraction, lambda: "3/16", "Exercise 99.1: Right. W.", "Exercice 99.1 : Juste. W."),
    (_fraction, lambda: ..., "Exercise 99.1: No answer yet. Replace the `...` with your answer, "
     "then run the cell again. `ex1.hint()` gives a hint.",
     "Exercice 99.1 : Pas encore de réponse. Remplacez les `...` par votre réponse, puis "
     "exécutez de nouveau la cellule. `ex1.hint()` donne un indice."),
    (_fraction, lambda: None, "Exercise 99.1: No answer yet. Replace the `...` with your answer, "
     "then run the cell again. `ex1.hint()` gives a hint.",
     "Exercice 99.1 : Pas encore de réponse. Remplacez les `...` par votre réponse, puis "
     "exécutez de nouveau la cellule. `ex1.hint()` donne un indice."),
    (_fraction, lambda: 1, "Exercise 99.1: Not yet. Your value is too large. R. `ex1.hint()` "
     "gives a hint.", "Exercice 99.1 : Pas encore. Votre valeur est trop grande. R. "
     "`ex1.hint()` donne un indice."),
    (_fraction, lambda: Fraction(1, 16), "Exercise 99.1: Not yet. Your value is too small. R. "
     "`ex1.hint()` gives a hint.", "Exercice 99.1 : Pas encore. Votre valeur est trop petite. "
     "R. `ex1.hint()` donne un indice."),
    (_fraction, lambda: 0.1875, "Exercise 99.1: Not yet. That is the right decimal, but an exact "
     "fraction is asked: write it as `Fraction(a, b)` or as the text `\"a/b\"`. R. "
     "`ex1.hint()` gives a hint.", "Exercice 99.1 : Pas encore. C'est le bon nombre décimal, "
     "mais une fraction exacte est demandée : écrivez-la `Fraction(a, b)` ou sous forme du "
     "texte `\"a/b\"`. R. `ex1.hint()` donne un indice."),
    (_fraction, lambda: 0.19, "Exercise 99.1: Not yet. An exact fraction is asked; 0.19 is "
     "close, but a rounded decimal is not the fraction: write it as `Fraction(a, b)` or as the "
     "text `\"a/b\"`. R. `ex1.hint()` gives a hint.", "Exercice 99.1 : Pas encore. Une "
     "fraction exacte est demandée ; 0.19 en est proche, mais un nombre décimal arrondi n'est "
     "pas la fraction : écrivez-la `Fraction(a, b)` ou sous forme du texte `\"a/b\"`. R. "
     "`ex1.hint()` donne un indice."),
    (_fraction, lambda: Fraction(13, 16), "Exercise 99.1: Not yet. Your value is the chance of "
     "the opposite event (one minus the chance asked): re-read which event the question counts. "
     "R. `ex1.hint()` gives a hint.", "Exercice 99.1 : Pas encore. Votre valeur est la "
     "probabilité de l'événement contraire (un moins la probabilité demandée) : relisez quel "
     "événement la question compte. R. `ex1.hint()` donne un indice."),
    (_fraction, lambda: (0, 1875), "Exercise 99.1: Not yet. In Python a decimal number takes a "
     "point: `0.1875`. R. `ex1.hint()` gives a hint.", "Exercice 99.1 : Pas encore. En "
     "Python, un nombre décimal s'écrit avec un point : `0.1875`. R. `ex1.hint()` donne un "
     "indice."),
    (_fraction, lambda: "", "Exercise 99.1: Not yet. An empty entry is not a number: write the "
     "number you found. R. `ex1.hint()` gives a hint.", "Exercice 99.1 : Pas encore. Une "
     "entrée vide n'est pas un nombre : écrivez le nombre que vous avez trouvé. R. "
     "`ex1.hint()` donne un indice."),
    (_fraction, lambda: [1], "Exercise 99.1: Not yet. A number is expected here, and `[1]` is not "
     "one. R. `ex1.hint()` gives a hint.", "Exercice 99.1 : Pas encore. Un nombre est attendu "
     "ici, et `[1]` n'en est pas un. R. `ex1.hint()` donne un indice."),
    (_decimal, lambda: 0.12, "Exercise 99.2: Not yet. An exact fraction is asked; 0.12 is close, "
     "but a rounded decimal is not the fraction: write it as `Fraction(a, b)` or as the text "
     "`\"a/b\"`. R.", "Exercice 99.2 : Pas encore. Une fraction exacte est demandée ; 0.12 en "
     "est proche, mais un nombre décimal arrondi n'est pas la fraction : écrivez-la "
     "`Fraction(a, b)` ou sous forme du texte `\"a/b\"`. R."),
    (lambda: _decimal(tolerance=0.0001), lambda: 0.12, "Exercise 99.2: Not yet. 0.12 is close, "
     "but rounded more coarsely than the question asks: give more decimals. R.",
     "Exercice 99.2 : Pas encore. 0.12 est proche, mais arrondi plus grossièrement que ne le "
     "demande la question : donnez plus de décimales. R."),
    (_seat, lambda: 5, "Exercise 99.3: Not yet. R.", "Exercice 99.3 : Pas encore. R."),
    (_seat, lambda: 2, "Exercise 99.3: Right. W.", "Exercice 99.3 : Juste. W."),
    (_text, lambda: "marquer", "Exercise 99.4: Right. W.", "Exercice 99.4 : Juste. W."),
    (_text, lambda: 3, "Exercise 99.4: Not yet. A short text is expected here (in quotes). R. "
     "`ex4.hint()` gives a hint.", "Exercice 99.4 : Pas encore. Un court texte est attendu ici "
     "(entre guillemets). R. `ex4.hint()` donne un indice."),
    (_text, lambda: "passer", "Exercise 99.4: Not yet. R. `ex4.hint()` gives a hint.",
     "Exercice 99.4 : Pas encore. R. `ex4.hint()` donne un indice."),
    (_text, lambda: "VOTER", "Exercise 99.4: Not yet. M. R. `ex4.hint()` gives a hint.",
     "Exercice 99.4 : Pas encore. M. R. `ex4.hint()` donne un indice."),
    (_choice, lambda: ["a", "gamma"], "Exercise 99.5: Right. W.", "Exercice 99.5 : Juste. W."),
    (_choice, lambda: "zeta", "Exercise 99.5: Not yet. Answer with the letter or the words of one "
     "of the options. R.", "Exercice 99.5 : Pas encore. Répondez avec la lettre ou les mots "
     "d'une des options. R."),
    (_choice, lambda: "a", "Exercise 99.5: Not yet. Some of your options are right, but not all "
     "the right ones are there. R.", "Exercice 99.5 : Pas encore. Certaines de vos options sont "
     "justes, mais toutes les bonnes n'y sont pas. R."),
    (_choice, lambda: "b", "Exercise 99.5: Not yet. R.", "Exercice 99.5 : Pas encore. R."),
    (_values, lambda: [3, 1], "Exercise 99.6: Right. W.", "Exercice 99.6 : Juste. W."),
    (_values, lambda: "13", "Exercise 99.6: Not yet. A list of values is expected here, e.g. "
     "`[0, 2]`. R.", "Exercice 99.6 : Pas encore. Une liste de valeurs est attendue ici, par "
     "exemple `[0, 2]`. R."),
    (_values, lambda: [1], "Exercise 99.6: Not yet. Some values are missing. R.",
     "Exercice 99.6 : Pas encore. Il manque des valeurs. R."),
    (_values, lambda: [1, 2, 3], "Exercise 99.6: Not yet. There are too many values. R.",
     "Exercice 99.6 : Pas encore. Il y a trop de valeurs. R."),
    (_values, lambda: [1, 2], "Exercise 99.6: Not yet. Some values are not the right ones. R.",
     "Exercice 99.6 : Pas encore. Certaines valeurs ne sont pas les bonnes. R."),
    (lambda: _values(ordered=True), lambda: [3, 1], "Exercise 99.6: Not yet. The right values, "
     "but not in the right order. R.", "Exercice 99.6 : Pas encore. Les bonnes valeurs, mais "
     "pas dans le bon ordre. R."),
    (_values, _Boom, "Exercise 99.6: Not yet. This answer could not be read (RuntimeError). R.",
     "Exercice 99.6 : Pas encore. Cette réponse n'a pas pu être lue (RuntimeError). R."),
    (_frame, lambda: _table(total=[0, 2], seat=["a", "b"]), "Exercise 99.7: Right. W.",
     "Exercice 99.7 : Juste. W."),
    (_frame, lambda: [0, 2], "Exercise 99.7: Not yet. A pandas DataFrame is expected here. R. "
     "`ex7.hint()` gives a hint.", "Exercice 99.7 : Pas encore. Un DataFrame pandas est "
     "attendu ici. R. `ex7.hint()` donne un indice."),
    (_frame, lambda: _table(total=[0, 2]), "Exercise 99.7: Not yet. The table has no column "
     "'seat'. R. `ex7.hint()` gives a hint.", "Exercice 99.7 : Pas encore. Le tableau n'a pas "
     "de colonne 'seat'. R. `ex7.hint()` donne un indice."),
    (_frame, lambda: _table(other=[0, 2]), "Exercise 99.7: Not yet. The table has no columns "
     "'total', 'seat'. R. `ex7.hint()` gives a hint.", "Exercice 99.7 : Pas encore. Le "
     "tableau n'a pas les colonnes 'total', 'seat'. R. `ex7.hint()` donne un indice."),
    (_frame, lambda: _table(total=[0], seat=["a"]), "Exercise 99.7: Not yet. The table has 1 row "
     "instead of 2. R. `ex7.hint()` gives a hint.", "Exercice 99.7 : Pas encore. Le tableau a "
     "1 ligne au lieu de 2. R. `ex7.hint()` donne un indice."),
    (_frame, lambda: _table(total=[0, 2, 4], seat=["a", "b", "c"]), "Exercise 99.7: Not yet. The "
     "table has 3 rows instead of 2. R. `ex7.hint()` gives a hint.", "Exercice 99.7 : Pas "
     "encore. Le tableau a 3 lignes au lieu de 2. R. `ex7.hint()` donne un indice."),
    (_frame, lambda: _table(total=[0, 3], seat=["a", "b"]), "Exercise 99.7: Not yet. 1 value of "
     "the table differs. R. `ex7.hint()` gives a hint.", "Exercice 99.7 : Pas encore. 1 valeur "
     "du tableau diffère. R. `ex7.hint()` donne un indice."),
    (_frame, lambda: _table(total=[1, 3], seat=["b", "b"]), "Exercise 99.7: Not yet. 3 values of "
     "the table differ. R. `ex7.hint()` gives a hint.", "Exercice 99.7 : Pas encore. 3 valeurs "
     "du tableau diffèrent. R. `ex7.hint()` donne un indice."),
    (_series, lambda: _table(p=[0.5, 0.25]), "Exercise 99.8: Not yet. A pandas Series (one "
     "column) is expected here. R.", "Exercice 99.8 : Pas encore. Une Series pandas (une "
     "colonne) est attendue ici. R."),
]


def _french(text: str) -> str:
    """French typography: the narrow no-break space before a colon or a semicolon."""
    return text.replace(" :", NNBSP + ":").replace(" ;", NNBSP + ";")


@pytest.mark.parametrize("language_code", ["en", "fr"])
def test_every_feedback_reads_whole_in_each_language(language_code: str) -> None:
    pytest.importorskip("pandas")
    wrong = []
    with language(language_code):
        for make, answer, english, french in CASES:
            read = str(make().check(answer()))
            want = english if language_code == "en" else _french(french)
            if read != want:
                wrong.append((want, read))
    assert wrong == []


def test_a_decimal_comma_is_guessed_only_from_two_whole_numbers() -> None:
    """``0,1875`` typed in Python is the tuple ``(0, 1875)``: only a pair of whole numbers that
    are not negative (no bool, no float, not three of them, not a list) is read as that slip."""
    ex = _fraction()
    for answer in ([0, 1875], (0, 1, 2), (0.5, 2), (0, -5), (True, 5)):
        assert str(ex.check(answer)) == (
            f"Exercise 99.1: Not yet. A number is expected here, and `{answer!r}` is not one. R. "
            "`ex1.hint()` gives a hint."), answer


def test_a_french_number_read_two_ways_is_refused_in_french() -> None:
    ex = _fraction()
    with language("fr"):
        assert str(ex.check("0,1,2")) == _french(
            "Exercice 99.1 : Pas encore. `0,1,2` se lit de deux façons : écrivez un nombre "
            "décimal avec un point seulement, par exemple `0.462`. R. `ex1.hint()` donne un "
            "indice.")
        assert str(ex.check(" 0,1875 ")) == _french("Exercice 99.1 : Juste. W.")


def test_a_checker_gives_no_reason_with_a_right_answer() -> None:
    """A checker's reason explains a refusal: a right answer has none (the contract of
    ``Checker``; a game's own checker may pass the reason on)."""
    import pandas as pd

    assert number_checker(Fraction(3, 16))("3/16") == (True, "")
    assert text_checker(["Marquer"])("MARQUER") == (True, "")
    assert text_checker(["Marquer"])("voter") == (False, "")
    assert choice_checker(["x", "y"], "y")("b") == (True, "")
    assert set_checker([1, 3])([3, 1]) == (True, "")
    assert set_checker([1, 3], ordered=True)([1, 3]) == (True, "")
    want = pd.DataFrame({"total": [0, 2]})
    assert _frame().checker(_table(total=[0, 2], seat=["a", "b"])) == (True, "")
    assert frame("99.9", "q", want, why="w", wrong="r").checker(want) == (True, "")


# -- tables ----------------------------------------------------------------------------------------
def test_a_table_is_compared_within_its_tolerance_by_value_not_by_index() -> None:
    """Values within the tolerance (bounds included) count as equal; the row labels a
    student's table carries (a filter keeps the original ones) are not compared."""
    import pandas as pd

    want = pd.DataFrame({"total": [0.0, 2.0]})
    default = frame("99.9", "q", want, why="W.", wrong="R.")
    assert default.check(pd.DataFrame({"total": [1e-7, 2.0]}))
    assert not default.check(pd.DataFrame({"total": [0.5, 2.0]}))
    assert default.check(pd.DataFrame({"total": [0.0, 2.0]}, index=[7, 3]))
    loose = frame("99.9", "q", want, why="W.", wrong="R.", tolerance=0.5)
    assert loose.check(pd.DataFrame({"total": [0.5, 2.5]}))
    assert not loose.check(pd.DataFrame({"total": [0.75, 2.0]}))
    # a student's reset_index() leaves a column named "index": compared like any other
    indexed = frame("99.9", "q", pd.DataFrame({"index": [4, 5], "p": [0.5, 0.5]}), why="W.",
                    wrong="R.")
    assert indexed.check(pd.DataFrame({"index": [4, 5], "p": [0.5, 0.5]}, index=[4, 5]))


def test_the_table_checkers_own_tolerance_is_frames() -> None:
    """``frame_checker`` called alone (a lesson may build its own exercise) allows what
    ``frame`` does: 1e-6."""
    import pandas as pd

    check = frame_checker(pd.DataFrame({"p": [0.5]}))
    assert check(pd.DataFrame({"p": [0.5 + 1e-7]})) == (True, "")
    assert check(pd.DataFrame({"p": [0.5 + 1e-5]})) == (False, "1 value of the table differs.")


def test_a_table_counts_every_text_that_differs_and_a_text_for_a_number() -> None:
    import pandas as pd

    ex = frame("99.9", "q", pd.DataFrame({"seat": ["a", "b"], "n": [1, 2]}), why="W.",
               wrong="R.")
    assert str(ex.check(pd.DataFrame({"seat": ["x", "b"], "n": [1, 2]}))) == (
        "Exercise 99.9: Not yet. 1 value of the table differs. R.")
    assert str(ex.check(pd.DataFrame({"seat": ["x", "y"], "n": [1, 2]}))) == (
        "Exercise 99.9: Not yet. 2 values of the table differ. R.")
    assert str(ex.check(pd.DataFrame({"seat": ["a", "b"], "n": ["one", 2]}))) == (
        "Exercise 99.9: Not yet. 1 value of the table differs. R.")


def test_a_series_is_compared_as_one_column() -> None:
    import pandas as pd

    ex = _series()
    assert ex.check(pd.Series([0.5, 0.25], name="other name"))
    assert str(ex.check(pd.Series([0.5, 0.3]))) == (
        "Exercise 99.8: Not yet. 1 value of the table differs. R.")


# -- hints -----------------------------------------------------------------------------------------
def test_hints_come_in_order_and_stop_at_the_last() -> None:
    ex = _fraction()
    assert [str(ex.hint()) for _ in range(3)] == [
        "Hint 1 of 2: first hint", "Hint 2 of 2: second hint", "Hint 2 of 2: second hint"]
    assert str(ex.hint(1)) == "Hint 1 of 2: first hint"
    assert str(ex.hint(0)) == "Hint 1 of 2: first hint" and str(ex.hint(9)) == (
        "Hint 2 of 2: second hint")
    with language("fr"):
        assert str(ex.hint(2)) == f"Indice 2 sur 2{NNBSP}: second hint"
        assert ex.hint(1)._repr_markdown_() == "**Indice 1 sur 2.** first hint"


def test_an_exercise_without_hints_says_so() -> None:
    ex = number("99.10", "q", 1, why="W.", wrong="R.")
    hint = ex.hint()
    assert (hint.key, hint.number, hint.total) == ("99.10", 0, 0)
    assert str(hint) == "Hint 0 of 0: this exercise has no hint: re-read the section above."
    assert str(ex.check(2)) == "Exercise 99.10: Not yet. Your value is too large. R."
    with language("fr"):
        assert str(ex.hint()) == _french(
            "Indice 0 sur 0 : cet exercice n'a pas d'indice : relisez la section ci-dessus.")


# -- the boxes a notebook draws --------------------------------------------------------------------
class _Events(HTMLParser):
    """An HTML fragment as the browser reads it: tags, attributes (a style as its
    declarations; HTML and CSS names and values read in any case) and texts."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.events: list[Any] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        read = {}
        for name, value in attrs:
            if name == "style":
                read[name] = tuple(
                    tuple(part.strip().lower() for part in rule.split(":", 1))
                    for rule in (value or "").split(";") if rule.strip())
            else:
                read[name] = value
        self.events.append((tag, read))

    def handle_endtag(self, tag: str) -> None:
        self.events.append("/" + tag)

    def handle_data(self, data: str) -> None:
        self.events.append(data)


def _events(html: str) -> list[Any]:
    parser = _Events()
    parser.feed(html)
    parser.close()
    return parser.events


def _box(background: str, edge: str) -> tuple[tuple[str, str], ...]:
    return (("background", background), ("border-left", f"4px solid {edge}"),
            ("padding", "6px 10px"), ("margin", "4px 0"), ("border-radius", "4px"))


def test_a_feedback_box_shows_its_state_title_and_reason() -> None:
    ex = _fraction()
    shown = {
        "true": (ex.check("3/16"), "#e8f5e9", "#2e7d32", "Exercise 99.1: Right", ["W."]),
        "false": (ex.check(1), "#fff3e0", "#e65100", "Exercise 99.1: Not yet",
                  ["Your value is too large. R. ", ("code", {}), "ex1.hint()", "/code",
                   " gives a hint."]),
        "none": (ex.check(), "#f5f5f5", "#757575", "Exercise 99.1: No answer yet",
                 ["Replace the ", ("code", {}), "...", "/code",
                  " with your answer, then run the cell again. ", ("code", {}), "ex1.hint()",
                  "/code", " gives a hint."]),
    }
    for right, (feedback, background, edge, title, reason) in shown.items():
        assert _events(feedback._repr_html_()) == [
            ("div", {"class": "mj-feedback", "data-exercise": "99.1", "data-right": right,
                     "style": _box(background, edge)}),
            ("b", {"style": (("color", edge),)}), title, "/b",
            ("div", {}), *reason, "/div", "/div"]
    right = ex.check("3/16")
    assert right._repr_markdown_() == "**Exercise 99.1: Right.** W."
    assert repr(right) == str(right) == "Exercise 99.1: Right. W."
    with language("fr"):
        assert ex.check(1)._repr_markdown_() == _french(
            "**Exercice 99.1 : Pas encore.** Votre valeur est trop grande. R. `ex1.hint()` "
            "donne un indice.")
        assert _events(ex.check()._repr_html_())[2] == _french(
            "Exercice 99.1 : Pas encore de réponse")


def test_a_reference_solution_is_titled_and_a_wrong_one_raises() -> None:
    from majority_core.exercises import ExerciseError

    ex = _fraction()
    solved = ex.solution(Fraction(3, 16))
    assert (solved.key, solved.right, solved.why) == ("99.1", True, "W.")
    assert _events(solved._repr_html_())[2] == "Exercise 99.1: Right · reference solution"
    assert str(solved) == "Exercise 99.1: Right. W."
    with language("fr"):
        fr = ex.solution(Fraction(3, 16))
        assert _events(fr._repr_html_())[2] == _french(
            "Exercice 99.1 : Juste · solution de référence")
    with pytest.raises(ExerciseError, match="exercise 99.1 is refused by its own check"):
        ex.solution(0.1875)


def test_a_key_is_escaped_in_every_box() -> None:
    ex = number("<7>.1", "q", 1, why="W.", wrong="R.", hints=["h"])
    for html in (ex.check(1)._repr_html_(), ex.hint()._repr_html_(), ex._repr_html_()):
        events = _events(html)
        assert events[0][1]["data-exercise"] == "<7>.1" and "<7>" not in html
    assert _events(ex.check(1)._repr_html_())[2] == "Exercise <7>.1: Right"
    assert ex.check(1)._repr_markdown_() == "**Exercise <7>.1: Right.** W."


def test_a_hint_box_shows_its_number_and_text() -> None:
    ex = _fraction()
    hint = ex.hint(2)
    assert _events(hint._repr_html_()) == [
        ("div", {"class": "mj-hint", "data-exercise": "99.1",
                 "style": _box("#e3f2fd", "#1565c0")}),
        ("b", {"style": (("color", "#1565c0"),)}), "Hint 2 of 2", "/b", " ",
        ("span", {}), "second hint", "/span", "/div"]
    assert hint._repr_markdown_() == "**Hint 2 of 2.** second hint"
    assert repr(hint) == str(hint) == "Hint 2 of 2: second hint"


def test_a_question_box_lists_its_options() -> None:
    ex = choice("99.5", "Which *one*?", ["alpha", "beta"], "beta", why="W.", wrong="R.")
    option = ("div", {"style": (("margin-left", "1.5em"),)})
    assert _events(ex._repr_html_()) == [
        ("div", {"class": "mj-exercise", "data-exercise": "99.5",
                 "style": (("border", "1px solid #90a4ae"), ("border-radius", "4px"),
                           ("padding", "6px 10px"), ("margin", "4px 0"))}),
        ("b", {}), "Exercise 99.5.", "/b", " Which ", ("i", {}), "one", "/i", "?",
        option, "(a) alpha", "/div", option, "(b) beta", "/div", "/div"]
    assert ex._repr_markdown_() == "**Exercise 99.5.** Which *one*?\n\n* (a) alpha\n* (b) beta"
    assert repr(ex) == str(ex) == "Exercise 99.5. Which *one*? (a) alpha (b) beta"
    plain = number("99.6", "How many?", 1, why="W.", wrong="R.")
    assert plain._repr_markdown_() == "**Exercise 99.6.** How many?"
    with language("fr"):
        assert plain._repr_markdown_() == "**Exercice 99.6.** How many?"
        assert _events(plain._repr_html_())[2] == "Exercice 99.6."


def test_a_lessons_exercises_draw_one_after_the_other() -> None:
    first = number("99.1", "q1", 1, why="W.", wrong="R.")
    second = text("99.2", "q2", ["x"], why="W.", wrong="R.")
    both = ExerciseSet((first, second))
    assert both._repr_html_() == first._repr_html_() + second._repr_html_()
    assert both._repr_markdown_() == "**Exercise 99.1.** q1\n\n**Exercise 99.2.** q2"


def test_a_text_exercise_keeps_its_question_reasons_hints_and_slips() -> None:
    ex = _text()
    assert (ex.key, ex.question, ex.why, ex.wrong, ex.hints, ex.mistakes) == (
        "99.4", "q", "W.", "R.", ("h",), {"Voter": "M."})
    assert str(text("99.4", "q", ["x"], why="W.", wrong="R.").check("y")) == (
        "Exercise 99.4: Not yet. R.")


def test_a_table_exercise_keeps_its_question_reasons_hints_and_tolerance() -> None:
    import pandas as pd

    ex = frame("99.9", "q", pd.DataFrame({"p": [0.5]}), why="W.", wrong="R.", hints=["h"],
               tolerance=0.1)
    assert (ex.key, ex.question, ex.why, ex.wrong, ex.hints) == ("99.9", "q", "W.", "R.", ("h",))
    assert ex.check(pd.DataFrame({"p": [0.59]})) and not ex.check(pd.DataFrame({"p": [0.7]}))


# -- a game's lessons ------------------------------------------------------------------------------
def test_a_game_registers_its_lessons_by_their_first_digit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each game's package names the module of its lessons; ``exercises`` finds them there."""
    module = types.ModuleType("majority_test_lessons")
    module.EXERCISES = {"95": lambda: [number("95.1", "q", 1, why="W.", wrong="R.")]}
    monkeypatch.setitem(sys.modules, "majority_test_lessons", module)
    monkeypatch.setattr("majority_core.exercises.LESSON_MODULES", dict(LESSON_MODULES))
    register_lessons("9", "majority_test_lessons")
    from majority_core import exercises as shared

    assert shared.LESSON_MODULES["9"] == "majority_test_lessons"
    (only,) = exercises("95")
    assert only.key == "95.1" and only.check(1)


# -- how a number is read, and what is called close ------------------------------------------------
def test_a_number_of_another_kind_is_read_as_its_value() -> None:
    """A Decimal or a numpy array of one value (what a computation may hand a student) is the
    number it holds."""
    from decimal import Decimal

    import numpy as np

    ex = number("99.11", "q", 0.5, why="W.", wrong="R.")
    assert ex.check(Decimal("0.5")) and ex.check(np.array(0.5))
    assert str(ex.check(Decimal("0.75"))) == "Exercise 99.11: Not yet. Your value is too large. R."


def test_only_a_rounding_or_a_cut_of_the_answer_is_called_close() -> None:
    """A decimal nearer the answer than one unit of its last decimal (a percentage counts two
    more) is a rounding, called close; one unit off or more is too large or too small; a number
    written with an exponent or as a fraction is not a rounding."""
    def said(expected: Any, answer: Any) -> str:
        return str(number("99.12", "q", expected, why="W.", wrong="R.", exact=True).check(answer))

    close = ("Exercise 99.12: Not yet. An exact fraction is asked; {} is close, but a rounded "
             "decimal is not the fraction: write it as `Fraction(a, b)` or as the text `\"a/b\"`. "
             "R.")
    large, small = ("Exercise 99.12: Not yet. Your value is too large. R.",
                    "Exercise 99.12: Not yet. Your value is too small. R.")
    three_16 = Fraction(3, 16)  # 0.1875
    assert said(three_16, "19%") == close.format("19%")
    assert said(three_16, "18.8%") == close.format("18.8%")
    assert said(three_16, "25%") == large
    assert said(three_16, "0.2") == close.format("0.2") and said(three_16, 0.2) == close.format(0.2)
    assert said(three_16, "1") == large and said(three_16, "0") == small
    assert said(three_16, "1/5%") == small  # 1/500: a fraction, not a rounding
    assert said(three_16, "37/2%") == small  # 0.185, typed as a fraction: not a rounding
    assert said(Fraction(39, 200), 0.1) == close.format(0.1)  # 0.195 cut to one decimal
    assert said(Fraction(3, 10), 0.4) == large and said(Fraction(3, 10), "0.2") == small
    assert said(Fraction(123, 10**7), 1.2e-05) == small  # written with an exponent
    assert said(Fraction(123, 10**7), "1.2e-5") == small


def test_values_are_compared_as_values_and_texts_as_words() -> None:
    """Seats given as floats are the same seats; texts ignore case and accents; a number typed
    as a text is not the number (a list of values is asked, not of texts)."""
    seats = values("99.13", "q", [1, 3], why="W.", wrong="R.", hints=["h"])
    assert seats.check([1.0, 3.0]) and seats.check((3, 1))
    assert str(seats.check(["1", "3"])) == (
        "Exercise 99.13: Not yet. Some values are not the right ones. R. `ex13.hint()` gives a "
        "hint.")
    assert str(seats.hint()) == "Hint 1 of 1: h"
    words = values("99.14", "q", ["Résolution", "Marquer"], why="W.", wrong="R.")
    assert words.check(["marquer", "RESOLUTION"])


def test_a_named_slip_is_recognised_in_any_form_and_told_in_the_lessons_language() -> None:
    slip = "That is the total after, not what the disk adds."
    ex = number("99.15", "q", Fraction(3, 16), why="W.", wrong="R.",
                mistakes={Fraction(13, 16): slip, 2: slip})
    for answer in (Fraction(13, 16), "13/16", 0.8125, "81.25%", "2", 2.0):
        assert str(ex.check(answer)).startswith(f"Exercise 99.15: Not yet. {slip} "), answer
    assert slip not in str(ex.check(Fraction(3, 16))) and slip not in str(ex.check(3))
    with language("fr"):
        assert str(ex.check("13/16")).startswith(_french(
            "Exercice 99.15 : Pas encore. C'est le total après, pas ce que le disque ajoute. "))


def test_every_lesson_is_listed_and_a_game_module_missing_or_without_exercises_is_skipped(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from majority_core.exercises import all_lessons

    listed = all_lessons()
    empty = types.ModuleType("majority_test_no_exercises")
    monkeypatch.setitem(sys.modules, "majority_test_no_exercises", empty)
    monkeypatch.setattr("majority_core.exercises.LESSON_MODULES", dict(LESSON_MODULES))
    register_lessons("!", "majority_test_no_such_module")  # sorted before every digit
    register_lessons("~", "majority_test_no_exercises")
    assert all_lessons() == listed
    assert len(listed) >= 20 and all(k >= 2 for k in listed.values())


# -- the number checker's own rules ----------------------------------------------------------------
TOO_LARGE, TOO_SMALL = "your value is too large.", "your value is too small."
OPPOSITE = ("your value is the chance of the opposite event (one minus the chance asked): re-read "
            "which event the question counts.")
RIGHT_DECIMAL = ("that is the right decimal, but an exact fraction is asked: write it as "
                 "`Fraction(a, b)` or as the text `\"a/b\"`.")


def test_a_number_checker_by_default_wants_the_value_itself_and_says_which_way_it_is_off() -> None:
    """No tolerance, absolute or relative, and no exact fraction by default; a wrong number is
    sized (too large, too small)."""
    check = number_checker(Fraction(1, 4))
    with language("en"):
        assert check(0.25) == (True, "")
        assert check("1/4") == (True, "")
        assert check(0.26) == (False, TOO_LARGE)
        assert check(Fraction(1, 5)) == (False, TOO_SMALL)


def test_the_tolerance_includes_its_bounds() -> None:
    check = number_checker(0.5, tolerance=0.25)
    with language("en"):
        assert check(0.75) == (True, "") and check(0.25) == (True, "")
        assert check(0.875) == (False, TOO_LARGE)
    relative = number_checker(8, relative=0.25)
    assert relative(10)[0] and relative(6)[0] and not relative(10.5)[0]


def test_an_exact_fraction_is_told_from_its_decimal_at_any_size() -> None:
    """With ``exact``, a float equal to the answer to floating-point precision is "the right
    decimal": relatively for a large answer (the same quotient computed in another order) and
    absolutely for an answer of 0 (0.1 + 0.2 - 0.3 is not 0 in floating point)."""
    with language("en"):
        large = number_checker(Fraction(10**7, 3), exact=True)
        assert 10**7 * (1 / 3) != 10**7 / 3  # two decimals of the same fraction
        assert large(10**7 * (1 / 3)) == (False, RIGHT_DECIMAL)
        assert large(Fraction(10**7, 3)) == (True, "")
        zero = number_checker(0, exact=True)
        assert zero(0.1 + 0.2 - 0.3) == (False, RIGHT_DECIMAL)


def test_whole_numbers_and_fractions_are_compared_exactly() -> None:
    """A count too large for a float's 53 bits is still compared exactly: one more is wrong."""
    big = number_checker(2**60)
    with language("en"):
        assert big(2**60 + 1) == (False, TOO_LARGE)
        assert big(2**60) == (True, "")
        third = number_checker(Fraction(1, 3))
        assert third(Fraction(1, 3) + Fraction(1, 10**30)) == (False, TOO_LARGE)


def test_only_a_chance_strictly_between_0_and_1_other_than_one_half_has_an_opposite() -> None:
    """One minus the answer is "the opposite event" for a chance strictly between 0 and 1: not
    for a count of 0 or 1 (1 for 0 is too large, 0 for 1 too small), and not for one half,
    its own opposite (an answer just above it is too large). It is recognised within the
    tolerance, as a fraction against a float answer, and as a rounding."""
    with language("en"):
        assert number_checker(0)(1) == (False, TOO_LARGE)
        assert number_checker(1)(0) == (False, TOO_SMALL)
        assert number_checker(Fraction(1, 2))(0.5 + 5e-13) == (False, TOO_LARGE)
        assert number_checker(Fraction(1, 3))(Fraction(2, 3)) == (False, OPPOSITE)
        assert number_checker(0.3, tolerance=0.01)(0.705) == (False, OPPOSITE)
        assert number_checker(0.1)(Fraction(9, 10)) == (False, OPPOSITE)
        assert number_checker(Fraction(2, 7))(0.714) == (False, OPPOSITE)  # 5/7, rounded
        assert number_checker(Fraction(2, 7))(0.9) == (False, TOO_LARGE)


def test_a_text_answer_is_read_without_its_punctuation() -> None:
    """Quotes, an exclamation mark or a final full stop around the word change nothing; the
    letters do."""
    check = text_checker(["Marquer"])
    for typed in ("« Marquer » !", "marquer.", "Marquer ?", "'marquer'"):
        assert check(typed) == (True, ""), typed
    assert not check("marque")[0] and not check("XMarquer")[0]


def test_only_a_question_with_several_right_options_says_some_are_missing() -> None:
    """With one right option an empty list picks nothing right: it is wrong, with no "some of
    your options are right"; with several, a part of them is told so."""
    with language("en"):
        assert choice_checker(["x", "y"], "y")([]) == (False, "")
        assert choice_checker(["x", "y", "z"], ["x", "z"])(["z"]) == (
            False, "some of your options are right, but not all the right ones are there.")


def test_a_lesson_whose_game_is_not_loaded_yet_loads_the_games_first(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``exercises("95")`` in a session where only another game's lessons are registered (here
    lessons 5x: 5 is 95's second digit) loads the games first, which registers lessons 9x, and
    only then; a lesson may be given as its list of exercises as well as a function that makes
    it."""
    module = types.ModuleType("majority_test_lessons")
    module.EXERCISES = {"95": [number("95.1", "q", 1, why="W.", wrong="R.")]}
    monkeypatch.setitem(sys.modules, "majority_test_lessons", module)
    monkeypatch.setattr("majority_core.exercises.LESSON_MODULES", {"5": "majority_test_lessons"})
    loads = []

    def load_games() -> None:
        loads.append(1)
        register_lessons("9", "majority_test_lessons")

    monkeypatch.setattr("majority_core.exercises.load_games", load_games)
    (only,) = exercises("95")
    assert only.key == "95.1" and only.check(1) and loads == [1]
    (again,) = exercises(95)
    assert again.key == "95.1" and loads == [1]
