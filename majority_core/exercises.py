"""Exercises with automatic checks, for the lessons.

A lesson has 2 to 4 exercises. The student writes an answer in a cell and calls ``check``; the
feedback box says right or not yet and **why**, without giving the answer away. ``hint()``
gives one hint per call, on request. The expected answers live in the package (each game's
``exercises.py``, computed by the rules engine wherever possible), never in the student's
notebook; the reference solutions live in notebook cells tagged ``solution``, which the student
edition (``python3 tasks.py student``) removes. A reference solution calls ``solution``, which
raises when it is wrong, so the notebook tests (nbval) fail visibly.

In a lesson::

    from majority_core.exercises import exercises
    ex1, ex2, ex3 = exercises("02")     # a setup cell: shows nothing

    ex1                                 # the question, in a box
    answer = ...                        # the student's cell
    ex1.check(answer)                   # right / not yet, and why
    ex1.hint()                          # a hint, one more per call

    ex1.solution(16 // 5 * 2)           # the teacher's cell, tagged "solution"

Answers may be numbers (with a tolerance), fractions (``Fraction(3, 16)``, ``"3/16"``), texts,
choices among options, sets/lists of values, or pandas DataFrames and Series (compared with a
tolerance; pandas is imported only when such an answer is checked).

Where a lesson's exercises live: ``LESSON_MODULES`` maps a lesson's tens digit to the game module
whose ``EXERCISES`` dict holds them (``majority_core.the_majority.exercises`` for 00-09, ...).
"""

from __future__ import annotations

import html
import importlib
import math
import numbers
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .display import _markdown_to_html
from .i18n import N_, _, get_language, ngettext
from .registry import load_games

#: The module holding each lesson range's exercises (``EXERCISES: dict[str, list[Exercise]]``),
#: by the lessons' first digit: each game registers its own (:func:`register_lessons`, from its
#: package's ``__init__``), this module names no game.
LESSON_MODULES: dict[str, str] = {}


def register_lessons(first_digit: str, module: str) -> None:
    """The module of a game's lessons ``first_digit``0-``first_digit``9, given by the game."""
    LESSON_MODULES[first_digit] = module


#: A checker returns (right?, why). ``why`` explains, and must not state the expected answer.
Checker = Callable[[Any], tuple[bool, str]]

_STYLE = {
    True: ("#e8f5e9", "#2e7d32", "Right"),
    False: ("#fff3e0", "#e65100", "Not yet"),
    None: ("#f5f5f5", "#757575", "No answer yet"),
}
#: The feedback's words, for the catalog (translated where shown).
_WORDS = {
    True: N_("Right"),
    False: N_("Not yet"),
    None: N_("No answer yet"),
}


class ExerciseError(ValueError):
    """A reference solution that its own check refuses (the lesson or the package is wrong)."""


@dataclass(frozen=True)
class Feedback:
    """What a check says: right (True), not yet (False) or no answer yet (None), and why.

    ``bool(feedback)`` is whether the answer was right, so ``assert ex.check(x)`` works.
    """

    key: str
    right: bool | None
    why: str
    title: str = ""

    def __bool__(self) -> bool:
        return bool(self.right)

    def _repr_html_(self) -> str:
        bg, edge, _word = _STYLE[self.right]
        word = _(_WORDS[self.right])
        head = f"{word}" + (f" · {html.escape(_(self.title))}" if self.title else "")
        title = _("Exercise {key}: {head}").format(key=html.escape(self.key), head=head)
        return (
            f'<div class="mj-feedback" data-exercise="{html.escape(self.key)}" '
            f'data-right="{str(self.right).lower()}" style="background:{bg};'
            f'border-left:4px solid {edge};padding:6px 10px;margin:4px 0;border-radius:4px">'
            f'<b style="color:{edge}">{title}</b>'
            f"<div>{_markdown_to_html(self.why)}</div></div>"
        )

    def _repr_markdown_(self) -> str:
        word = _(_WORDS[self.right])
        return "**{}.** {}".format(
            _("Exercise {key}: {head}").format(key=self.key, head=word), self.why)

    def __str__(self) -> str:
        return "{}. {}".format(
            _("Exercise {key}: {head}").format(key=self.key, head=_(_WORDS[self.right])), self.why)

    __repr__ = __str__


@dataclass(frozen=True)
class Hint:
    """One hint, shown as a box."""

    key: str
    number: int
    total: int
    text: str

    def _repr_html_(self) -> str:
        return (
            f'<div class="mj-hint" data-exercise="{html.escape(self.key)}" '
            'style="background:#e3f2fd;border-left:4px solid #1565c0;padding:6px 10px;'
            'margin:4px 0;border-radius:4px">'
            f'<b style="color:#1565c0">{self._head()}</b> '
            f"<span>{_markdown_to_html(self.text)}</span></div>"
        )

    def _head(self) -> str:
        return _("Hint {n} of {total}").format(n=self.number, total=self.total)

    def _repr_markdown_(self) -> str:
        return f"**{self._head()}.** {self.text}"

    def __str__(self) -> str:
        return _("{head}: {text}").format(head=self._head(), text=self.text)

    __repr__ = __str__


# -- comparing answers -----------------------------------------------------------------------------
def _normalise_text(value: Any) -> str:
    """A text as compared: case, accents, spaces, punctuation and a leading article ignored
    ("Marquer", "marquer" and "MARQUER" are one answer; so are "Réponse" and "reponse")."""
    text = unicodedata.normalize("NFKD", str(value).strip().lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"[\s_\-]+", " ", text)
    text = re.sub(r"[^\w %/.]", "", text).strip(" .")
    return re.sub(r"^(the|a|an) ", "", text)


#: Spaces a number may be grouped with ("12 345", the French thousands separator).
_GROUPING = str.maketrans("", "", " \u00a0\u202f\u2009")


def _number_text(text: str) -> str | None:
    """A typed number as Python reads it, or None when it can be read two ways.

    In a French lesson the comma is the decimal separator ("0,462" is 0.462: a French class
    writes it so, and the thousands are grouped with spaces); a text with both a comma and a
    point, or several commas, is ambiguous there and refused rather than guessed. In English
    the comma groups thousands ("1,000")."""
    text = text.strip().translate(_GROUPING)
    if get_language() != "fr":
        return text.replace(",", "")
    if "," not in text:
        return text
    if "." in text or text.count(",") > 1:
        return None
    return text.replace(",", ".")


def as_number(value: Any) -> Fraction | float | None:
    """A student's number: int, float, Fraction, or a text such as "3/16", "0.25", "25%"
    (in French also "0,25")."""
    if isinstance(value, bool) or value is None or value is Ellipsis:
        return None
    if isinstance(value, Fraction | numbers.Integral):
        return Fraction(value)
    if isinstance(value, numbers.Real):
        return float(value)
    if hasattr(value, "value") and isinstance(value.value, Fraction):  # display.FractionText
        return value.value
    if isinstance(value, str):
        text = _number_text(value)
        if text is None:
            return None
        scale = Fraction(1)
        if text.endswith("%"):
            text, scale = text[:-1], Fraction(1, 100)
        try:
            return Fraction(text) * scale
        except (ValueError, ZeroDivisionError):
            return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _comma_decimal(answer: Any) -> str | None:
    """``0,462`` typed in Python is the tuple ``(0, 462)``: the decimal the student meant
    ("0.462"), or None for any other value."""
    if (isinstance(answer, tuple) and len(answer) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in answer)):
        return f"{answer[0]}.{answer[1]}"
    return None


def _not_a_number(answer: Any) -> str:
    """Why ``answer`` is not read as a number, in words that tell the student what to type."""
    meant = _comma_decimal(answer)
    if meant is not None:
        return _("in Python a decimal number takes a point: `{number}`.").format(number=meant)
    if isinstance(answer, str) and _number_text(answer) is None:
        return _("`{answer}` can be read two ways: write a decimal number with a point only, "
                 "such as `0.462`.").format(answer=answer.strip())
    if isinstance(answer, str) and not answer.strip():
        return _("an empty entry is not a number: write the number you found.")
    return _("a number is expected here, and `{answer!r}` is not one.").format(answer=answer)


def _decimals(answer: Any) -> int | None:
    """How many decimals a student's decimal answer gives (0.32 -> 2, "32%" -> 2), or None
    for an integer or a fraction, which is no rounding."""
    if isinstance(answer, numbers.Integral | Fraction):  # bool is Integral too
        return None
    if isinstance(answer, numbers.Real):
        text = repr(float(answer))
    elif isinstance(answer, str):
        text = _number_text(answer) or ""
    else:
        return None
    shift = 2 if text.endswith("%") else 0
    text = text.rstrip("%")
    if "e" in text.lower() or "/" in text:
        return None
    places = len(text.split(".", 1)[1]) if "." in text else 0
    return places + shift if places + shift > 0 else None


def _is_rounding(got: float, want: float, places: int | None) -> bool:
    """Whether ``got`` is ``want`` rounded (or cut) to ``places`` decimals: nearer than one
    unit of the last decimal, strictly (the slack is for floating point, on the safe side: 0.4
    is one unit off 0.3, not a rounding of it)."""
    return places is not None and abs(got - want) < 10.0 ** -places - 1e-12


def number_checker(
    expected: Any, *, tolerance: float = 0.0, relative: float = 0.0, exact: bool = False,
    sized: bool = True,
) -> Checker:
    """Right when the answer equals ``expected`` (within ``tolerance`` absolute or ``relative``).

    With ``exact`` an exact fraction is wanted: a float that is close is called close, not right.
    Wrong answers hear whether they are too small or too large, never by how much; not when
    the number is a label (``sized=False``: a seat number is not "too large").
    """

    def check(answer: Any) -> tuple[bool, str]:
        want = as_number(expected() if callable(expected) else expected)
        got = as_number(answer)
        if got is None:
            return False, _not_a_number(answer)
        if isinstance(got, float) and exact:
            close = math.isclose(got, float(want), rel_tol=1e-9, abs_tol=1e-12)
            if close:
                return False, _("that is the right decimal, but an exact fraction is asked: "
                                "write it as `Fraction(a, b)` or as the text `\"a/b\"`.")
        diff = float(got) - float(want) if isinstance(got, float) else got - Fraction(want)
        allowed = max(tolerance, relative * abs(float(want)))
        if diff == 0 or abs(float(diff)) <= allowed:
            return True, ""
        if not sized:  # a label (a seat): "too large" would let a student bisect
            return False, ""
        places = _decimals(answer)
        if _is_rounding(float(got), float(want), places):
            # A rounded decimal is close, not "too small": say what is missing instead.
            if exact or not float(want).is_integer() and allowed == 0:
                return False, _("an exact fraction is asked; {answer} is close, but a rounded "
                                "decimal is not the fraction: write it as `Fraction(a, b)` or "
                                "as the text `\"a/b\"`.").format(answer=answer)
            return False, _("{answer} is close, but rounded more coarsely than the question "
                            "asks: give more decimals.").format(answer=answer)
        if 0 < want < 1 and want != Fraction(1, 2) and (
            abs(float(got) - (1 - float(want))) <= allowed + 1e-12
            or got == 1 - Fraction(want) or _is_rounding(float(got), 1 - float(want), places)
        ):
            return False, _("your value is the chance of the opposite event (one minus the "
                            "chance asked): re-read which event the question counts.")
        return False, _("your value is too large.") if diff > 0 else _("your value is too small.")

    return check


def text_checker(accepted: Iterable[str]) -> Checker:
    """Right when the answer is one of the accepted texts (case, spaces, punctuation ignored)."""
    wanted = {_normalise_text(a) for a in accepted}

    def check(answer: Any) -> tuple[bool, str]:
        if not isinstance(answer, str):
            return False, _("a short text is expected here (in quotes).")
        return _normalise_text(answer) in wanted, ""

    return check


def choice_checker(options: Sequence[str], correct: str | Sequence[str]) -> Checker:
    """Right when the answer picks the correct option(s), by letter ("b") or by its text."""
    right = {correct} if isinstance(correct, str) else set(correct)
    letters = {chr(ord("a") + i): o for i, o in enumerate(options)}
    norm = {_normalise_text(o): o for o in options}

    def pick(a: Any) -> str | None:
        t = _normalise_text(a)
        if t in letters or t in norm:
            return letters.get(t) or norm.get(t)
        # The options' words in the lesson's language count too ("la même" for "the same").
        return {_normalise_text(_(o)): o for o in options}.get(t)

    def check(answer: Any) -> tuple[bool, str]:
        given = [answer] if isinstance(answer, str) else list(answer)
        picked = {pick(a) for a in given}
        if None in picked:
            return False, _("answer with the letter or the words of one of the options.")
        if picked == right:
            return True, ""
        if len(right) > 1 and picked < right:
            return False, _("some of your options are right, but not all the right ones are there.")
        return False, ""

    return check


def _comparable(values: Iterable[Any]) -> list[Any]:
    """Values as a set checker compares them: texts normalised (case and accents ignored)."""
    return [_normalise_text(v) if isinstance(v, str) else v for v in values]


def set_checker(expected: Any, *, ordered: bool = False) -> Checker:
    """Right when the answer holds the same values (a set, or a list in order if ``ordered``)."""

    def check(answer: Any) -> tuple[bool, str]:
        want = expected() if callable(expected) else expected
        if isinstance(answer, str | bytes) or not isinstance(answer, Iterable):
            return False, _("a list of values is expected here, e.g. `[0, 2]`.")
        got, want = _comparable(answer), _comparable(want)
        if ordered:
            if got == list(want):
                return True, ""
            if sorted(map(str, got)) == sorted(map(str, want)):
                return False, _("the right values, but not in the right order.")
        elif set(got) == set(want):
            return True, ""
        if len(set(got)) < len(set(want)):
            return False, _("some values are missing.")
        if len(set(got)) > len(set(want)):
            return False, _("there are too many values.")
        return False, _("some values are not the right ones.")

    return check


def frame_checker(expected: Any, *, tolerance: float = 1e-6) -> Checker:
    """Right when a DataFrame/Series has the expected columns and values (within a tolerance),
    row by row in order (the row labels are not compared: a filtered table keeps its own).

    The feedback names what differs (shape, columns, how many values), never the values.
    """

    def check(answer: Any) -> tuple[bool, str]:
        import pandas as pd

        want = expected() if callable(expected) else expected
        if isinstance(want, pd.Series):
            if not isinstance(answer, pd.Series):
                return False, _("a pandas Series (one column) is expected here.")
            want, answer = want.to_frame(), answer.to_frame(want.name)
        elif not isinstance(answer, pd.DataFrame):
            return False, _("a pandas DataFrame is expected here.")
        missing = [c for c in want.columns if c not in answer.columns]
        if missing:
            return False, ngettext("the table has no column {columns}.",
                                   "the table has no columns {columns}.", len(missing)).format(
                columns=", ".join(map(repr, missing)))
        if len(answer) != len(want):
            return False, ngettext("the table has {rows} row instead of {expected}.",
                                   "the table has {rows} rows instead of {expected}.",
                                   len(answer)).format(rows=len(answer), expected=len(want))
        got = answer[list(want.columns)].reset_index(drop=True)
        want = want.reset_index(drop=True)
        bad = 0
        for col in want.columns:
            for g, w in zip(got[col], want[col], strict=True):
                gn, wn = as_number(g), as_number(w)
                if gn is not None and wn is not None:
                    bad += abs(float(gn) - float(wn)) > tolerance
                else:
                    bad += g != w
        if bad:
            return False, ngettext("{n} value of the table differs.",
                                   "{n} values of the table differ.", bad).format(n=bad)
        return True, ""

    return check


# -- the exercise ------------------------------------------------------------------------------------
@dataclass(repr=False)
class Exercise:
    """One exercise: a question, how to check an answer, why it is right, hints.

    ``checker(answer) -> (right, reason)``; ``why`` is shown with a right answer and ``wrong``
    (the general reason to re-read) with a wrong one; ``mistakes`` maps a common wrong answer to
    what it shows the student got wrong (e.g. a result for one tied winner instead of two).
    """

    key: str
    question: str
    checker: Checker
    why: str
    wrong: str
    hints: Sequence[str] = ()
    mistakes: Mapping[Any, str] = field(default_factory=dict)
    #: For a multiple choice: the options, listed (a), (b)... under the question.
    options: Sequence[str] = ()
    _hints_given: int = field(default=0, repr=False)

    def _listed(self) -> list[str]:
        return [f"({chr(ord('a') + i)}) {_(o)}" for i, o in enumerate(self.options)]

    def _mistake(self, answer: Any) -> str | None:
        for value, text in self.mistakes.items():
            if answer == value:
                return text
            a, v = as_number(answer), as_number(value)
            if a is not None and v is not None and math.isclose(float(a), float(v)):
                return text
            if isinstance(answer, str) and isinstance(value, str) and (
                _normalise_text(answer) == _normalise_text(value)
            ):
                return text
        return None

    def check(self, answer: Any = Ellipsis) -> Feedback:
        """Right or not yet, and why; the expected answer is never shown."""
        if answer is Ellipsis or answer is None:
            return Feedback(self.key, None, _(
                "Replace the `...` with your answer, then run the cell again. `{var}.hint()` "
                "gives a hint.").format(var=self._var()))
        try:
            ok, reason = self.checker(answer)
            mistake = None if ok else self._mistake(answer)
        except Exception as exc:  # a malformed answer must give feedback, not a traceback
            ok, reason, mistake = False, _("this answer could not be read ({error}).").format(
                error=type(exc).__name__), None
        if ok:
            return Feedback(self.key, True, _(self.why))
        parts = [p for p in (mistake and _(mistake), reason and reason[0].upper() + reason[1:],
                             _(self.wrong)) if p]
        if self.hints:
            parts.append(_("`{var}.hint()` gives a hint.").format(var=self._var()))
        return Feedback(self.key, False, " ".join(parts))

    def solution(self, answer: Any) -> Feedback:
        """The teacher's reference solution: raises ExerciseError when its check refuses it."""
        result = self.check(answer)
        if not result:
            raise ExerciseError(f"the reference solution of exercise {self.key} is refused by its "
                                f"own check: {result.why}")
        return Feedback(self.key, True, _(self.why), title=N_("reference solution"))

    def hint(self, number: int | None = None) -> Hint:
        """The next hint (or hint ``number``, from 1)."""
        if not self.hints:
            return Hint(self.key, 0, 0, _("this exercise has no hint: re-read the section above."))
        if number is None:
            self._hints_given = min(self._hints_given + 1, len(self.hints))
            number = self._hints_given
        number = max(1, min(number, len(self.hints)))
        return Hint(self.key, number, len(self.hints), _(self.hints[number - 1]))

    def _var(self) -> str:
        return f"ex{self.key.rsplit('.', 1)[-1]}"

    def _repr_html_(self) -> str:
        return (
            f'<div class="mj-exercise" data-exercise="{html.escape(self.key)}" '
            'style="border:1px solid #90a4ae;border-radius:4px;padding:6px 10px;margin:4px 0">'
            f"<b>{_('Exercise {key}.').format(key=html.escape(self.key))}</b> "
            f"{_markdown_to_html(_(self.question))}"
            + "".join(f'<div style="margin-left:1.5em">{_markdown_to_html(o)}</div>'
                      for o in self._listed())
            + "</div>"
        )

    def _repr_markdown_(self) -> str:
        head = _("Exercise {key}.").format(key=self.key)
        return "\n".join([f"**{head}** {_(self.question)}", "",
                          *(f"* {o}" for o in self._listed())]).strip()

    def __str__(self) -> str:
        head = _("Exercise {key}.").format(key=self.key)
        return " ".join([f"{head} {_(self.question)}", *self._listed()])

    #: The plain-text form saved beside the box is the question only: a dataclass repr would
    #: print the answer's reason, the hints and the mistakes into every saved lesson.
    __repr__ = __str__


def number(key: str, question: str, expected: Any, *, why: str, wrong: str,
           hints: Sequence[str] = (), mistakes: Mapping[Any, str] | None = None,
           tolerance: float = 0.0, relative: float = 0.0, exact: bool = False,
           sized: bool = True) -> Exercise:
    """An exercise whose answer is a number or a fraction (``expected`` may be a function);
    ``sized=False`` for a number that names something (a seat)."""
    return Exercise(key, question, number_checker(expected, tolerance=tolerance,
                                                  relative=relative, exact=exact, sized=sized),
                    why, wrong, tuple(hints), dict(mistakes or {}))


def text(key: str, question: str, accepted: Iterable[str], *, why: str, wrong: str,
         hints: Sequence[str] = (), mistakes: Mapping[Any, str] | None = None) -> Exercise:
    """An exercise whose answer is a short text (any of ``accepted``)."""
    return Exercise(key, question, text_checker(accepted), why, wrong, tuple(hints),
                    dict(mistakes or {}))


def choice(key: str, question: str, options: Sequence[str], correct: str | Sequence[str], *,
           why: str, wrong: str, hints: Sequence[str] = (),
           mistakes: Mapping[Any, str] | None = None) -> Exercise:
    """A multiple-choice exercise; the options are listed (a, b, c...) under the question."""
    return Exercise(key, question, choice_checker(options, correct), why, wrong,
                    tuple(hints), dict(mistakes or {}), tuple(options))


def values(key: str, question: str, expected: Any, *, why: str, wrong: str,
           hints: Sequence[str] = (), ordered: bool = False) -> Exercise:
    """An exercise whose answer is a set (or an ordered list) of values, e.g. seats."""
    return Exercise(key, question, set_checker(expected, ordered=ordered), why, wrong,
                    tuple(hints))


def frame(key: str, question: str, expected: Any, *, why: str, wrong: str,
          hints: Sequence[str] = (), tolerance: float = 1e-6) -> Exercise:
    """An exercise whose answer is a pandas table (``expected`` is best a function)."""
    return Exercise(key, question, frame_checker(expected, tolerance=tolerance), why, wrong,
                    tuple(hints))


# -- the lessons' exercises --------------------------------------------------------------------------
class ExerciseSet(tuple):
    """A lesson's exercises; unpack them (``ex1, ex2 = exercises("02")``). Shows as a list."""

    def _repr_html_(self) -> str:
        return "".join(e._repr_html_() for e in self)

    def _repr_markdown_(self) -> str:
        return "\n\n".join(e._repr_markdown_() for e in self)


def exercises(lesson: str | int) -> ExerciseSet:
    """The exercises of one lesson ("02"), fresh (hint counters at zero)."""
    key = f"{int(lesson):02d}"
    if key[0] not in LESSON_MODULES:
        load_games()  # each game's package registers its lessons when imported
    module = importlib.import_module(LESSON_MODULES[key[0]])
    make = module.EXERCISES[key]
    return ExerciseSet(make() if callable(make) else make)


def all_lessons() -> dict[str, int]:
    """lesson -> number of exercises, over every game module that exists (for the tests)."""
    out: dict[str, int] = {}
    load_games()
    for _digit, name in sorted(LESSON_MODULES.items()):
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        for lesson in getattr(module, "EXERCISES", {}):
            out[lesson] = len(exercises(lesson))
    return out
