"""The French lessons' prose and exercise texts (issue 20, second French review).

What a French class reads in a lesson besides its outputs: the Markdown and the code cells'
comments and sentences (``notebooks/fr/locale/*.po``, built by ``tools/lessons_fr.py``) and the
exercises' questions, hints and answers (each game's ``exercises.py``, French in ``lessons.po``).

* Code stays code (review 2, defect 4): what a student copies from a code span must run, so the
  typographer never touches a code span or block (no « » around ``"wilson"``, no U+202F, no ×
  or −), in an exercise's Markdown and HTML as in a built lesson.
* The lessons' own wrong words (``docs/glossaire.md``, « Prose des leçons : termes fautifs »):
  seats for players, the bots' English keys outside code, « action légale »...
* What the prose promises is what the package shows: the all-seeing board's label for a private
  event (lessons 13 and 14), and every column a lesson or exercise names in a code span is a
  column of a table of that lesson (lesson 21 named columns its table did not have).
"""

from __future__ import annotations

import html
import json
import re
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))

import lessons_fr  # noqa: E402

from tests.french_check import glossary_table  # noqa: E402

GLOSSARY = ROOT / "docs" / "glossaire.md"
LESSONS = lessons_fr.lessons()
#: A code span or a fenced code block, in Markdown.
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
#: What French typography writes and Python never needs in a span copied from a lesson.
TYPOGRAPHY = re.compile("[«»\u202f\u00a0×−⌊⌋]")


def _lesson_number(lesson: Path) -> str:
    return lesson.name[:2]


@cache
def _catalog(lesson: Path):  # noqa: ANN202 (a Babel catalog)
    return lessons_fr.read_catalog(lessons_fr.catalog_path(lesson))


def _shown(text: str) -> str:
    """``text`` as an exercise shows it: looked up in the exercises' own domain (``lessons``),
    as ``majority_core.exercises`` does when it displays a text stored in English."""
    from majority_core import exercises as module

    return eval("_(text)", {"_": module._, "__name__": module.__name__}, {"text": text})


@cache
def _exercise_texts(number: str) -> tuple[tuple[str, str], ...]:
    """(the exercise's key, a French text it shows) for every text of a lesson's exercises
    (a lesson's exercises may have been made in English earlier: each text is shown in French)."""
    from majority_core.exercises import LESSON_MODULES, exercises
    from majority_core.i18n import language

    if number[0] not in LESSON_MODULES:
        return ()
    with language("fr"):
        try:
            found = exercises(number)
        except KeyError:
            return ()
        out = []
        for ex in found:
            texts = [ex.question, ex.why, ex.wrong, *ex.hints, *ex.mistakes.values(),
                     *ex.options]
            out.extend((ex.key, _shown(str(t))) for t in texts if t)
            out.append((ex.key, ex._repr_markdown_()))
        return tuple(out)


def _code_prose(code: str) -> str:
    """A code cell's prose: its comments and its strings of several words (not its keys)."""
    import io
    import tokenize

    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError):
        return code
    return "\n".join(t.string for t in tokens if t.type == tokenize.COMMENT or (
        t.type == tokenize.STRING and lessons_fr._WORDS.search(t.string)))


def _prose_texts(lesson: Path) -> list[tuple[str, str]]:
    """(where, French text) for every translated cell of a lesson's catalog (a code cell's
    comments and sentences)."""
    out = []
    for m in _catalog(lesson):
        if m.id and m.string:
            where = " ".join(m.auto_comments) or "?"
            code = any("code cell" in c for c in m.auto_comments)
            out.append((f"{lesson.stem} {where}", _code_prose(m.string) if code else m.string))
    return out


# -- code stays code -----------------------------------------------------------------------------
@pytest.mark.parametrize("code", [
    '`binomtest(30, 50).proportion_ci(method="wilson")`',
    '`"R9"`', "`x = 3 x 4 - 1: y; z? 28%`", '```python\nprint("a: b")  # "c"\n```',
    "`floor(W/5) // 2`",
])
def test_the_typographer_leaves_code_as_it_is(code: str) -> None:
    from majority_core.i18n import typeset

    text = f'Avec {code}, le "débat": 3 x 4 ?'
    assert code in typeset(text)
    assert typeset(text).startswith("Avec ")


@pytest.mark.parametrize("lesson", LESSONS, ids=_lesson_number)
def test_every_exercise_keeps_its_code_as_python(lesson: Path) -> None:
    """Defect 4: exercise 04.1's ``method="wilson"`` and 07.1's ``"R9"`` must be copyable."""
    from majority_core.i18n import language

    bad = [f"{key}: {span!r}" for key, text in _exercise_texts(_lesson_number(lesson))
           for span in CODE.findall(text) if TYPOGRAPHY.search(span)]
    with language("fr"):
        from majority_core.exercises import LESSON_MODULES, exercises

        if _lesson_number(lesson)[0] in LESSON_MODULES:
            try:
                shown = exercises(_lesson_number(lesson))._repr_html_()
            except KeyError:
                shown = ""
            bad += [f"HTML: {c!r}" for c in re.findall(r"<code>(.*?)</code>", shown, re.S)
                    if TYPOGRAPHY.search(html.unescape(c))]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lesson", LESSONS, ids=_lesson_number)
def test_every_built_lesson_keeps_its_code_as_written(lesson: Path) -> None:
    """The builder typesets Markdown cells; their code spans and blocks come out as the catalog
    has them, and none carries French typography."""
    if lessons_fr.problems(lesson):
        pytest.skip("the catalog is not complete (tests/test_lessons_fr.py says why)")
    built = lessons_fr.edition(lesson, _catalog(lesson))
    source = json.loads(lesson.read_text(encoding="utf-8"))
    bad = []
    for i, (cell, english) in enumerate(zip(built["cells"], source["cells"], strict=True)):
        if cell["cell_type"] != "markdown":
            continue
        text = lessons_fr._source(english)
        written = _catalog(lesson)[text].string if text in _catalog(lesson) else text
        spans = CODE.findall(lessons_fr._source(cell))
        if spans != CODE.findall(written):
            bad.append(f"cell {i}: code changed by the build")
        bad += [f"cell {i}: {s!r}" for s in spans if TYPOGRAPHY.search(s)]
    assert not bad, "\n".join(bad)


# -- the lessons' own wrong words ----------------------------------------------------------------
def lesson_wrong_terms() -> list[tuple[re.Pattern[str], str, frozenset[str]]]:
    """The glossary's « Prose des leçons : termes fautifs »: (pattern, right term, lessons the
    row is limited to: empty for all)."""
    return [(pattern, right, only) for pattern, right, _why, only
            in glossary_table(GLOSSARY, "Prose des leçons : termes fautifs")]


def test_the_glossary_lists_the_lessons_wrong_terms() -> None:
    terms = lesson_wrong_terms()
    assert len(terms) >= 8
    examples = {"Jouez le siège 0": True, "le bot `runner-up`": False, "le bot runner-up": True,
                "chaque action légale": True, "cash-in@5 vote": True, "où siège un membre": False,
                "La Secrétaire sorcière": False, "les cartes personnages": True}
    for text, wrong in examples.items():
        hit = any(p.search(CODE.sub(" ", text)) and not only for p, _r, only in terms)
        assert hit == wrong, text


@pytest.mark.parametrize("lesson", LESSONS, ids=_lesson_number)
def test_the_lessons_prose_uses_the_french_editions_words(lesson: Path) -> None:
    number = _lesson_number(lesson)
    texts = _prose_texts(lesson) + [(f"exercise {k}", t) for k, t in _exercise_texts(number)]
    found = []
    for where, text in texts:
        body = CODE.sub(" ", text)
        for pattern, right, only in lesson_wrong_terms():
            if only and number not in only:
                continue
            hit = pattern.search(body)
            if hit:
                around = " ".join(body[max(0, hit.start() - 40):hit.end() + 40].split())
                found.append(f"{where}: {hit[0]!r} -> {right} ({around})")
    assert not found, "\n".join(found)


# -- what the prose promises is what the package shows --------------------------------------------
def test_lessons_13_and_14_quote_the_boards_private_label() -> None:
    """Defect 12: the lessons quote the all-seeing board's prefix as the board writes it."""
    from majority_core.game import Event
    from majority_core.i18n import language
    from majority_core.sultane import SultaneState
    from majority_widgets.kit import private_label

    with language("fr"):
        state = SultaneState.new(n_players=7, seed=1)
        label = private_label(Event("x", "y", "", {}, frozenset({2})), None, state._seat_name)
        from majority_core.i18n import typeset

        quoted = typeset(f"« {label.strip()} … »")
    assert quoted.startswith("«\u202fJoueuse 2 seulement")
    for number, cell in (("13", 0), ("14", 6)):
        lesson = next(p for p in LESSONS if p.name.startswith(number))
        text = next(m.string for m in _catalog(lesson)
                    if m.auto_comments == [f"markdown cell {cell}"])
        assert quoted in text, f"lesson {number} cell {cell} should quote {quoted!r}"


def _norm(text: str) -> str:
    return " ".join(html.unescape(text).replace("\u202f", " ").replace("\u00a0", " ").split())


#: A code span that names a French column ("pièces de l'équipe"), not code: lower case first,
#: words, and a space or a French letter.
_COLUMN = re.compile(r"[^\W\d_A-Z][^`()\[\]=.:\"{}<>/]*")


#: A column named after the word « colonne(s) »: in italics, in « » or in a code span.
_NAMED = re.compile(r"colonnes? (\*[^*\n]+\*|«[^»\n]+»|`[^`\n]+`)(?: et (\*[^*\n]+\*|«[^»\n]+»|`[^`\n]+`))?")


def _quoted_columns(text: str) -> set[str]:
    """The columns a French text names: a code span that reads as a French header, and any
    name written after « colonne(s) »."""
    spans = {s for s in map(_norm, re.findall(r"`([^`\n]+)`", text))
             if _COLUMN.fullmatch(s) and (" " in s or re.search(r"[^\x00-\x7f]", s))
             and not re.search(r"\bimport\b", s)}
    named = {_norm(n.strip("*`«»")) for m in _NAMED.finditer(text) for n in m.groups() if n}
    return spans | named


@pytest.mark.parametrize("lesson", LESSONS, ids=_lesson_number)
def test_every_column_a_french_lesson_names_is_in_its_tables(lesson: Path) -> None:
    """Defect 13: a column quoted in the prose or an exercise is a header of the lesson's saved
    French tables (the lead re-executes the editions after a merge; then this reads them)."""
    path = lessons_fr.edition_path(lesson)
    if not path.exists():
        pytest.skip("no French edition yet")
    headers = set()
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for out in cell.get("outputs", []):
            shown = out.get("data", {}).get("text/html", "")
            shown = "".join(shown) if isinstance(shown, list) else shown
            headers |= {_norm(re.sub(r"<[^>]+>", "", h))
                        for h in re.findall(r"<th[^>]*>(.*?)</th>", shown, re.S)}
    named: set[str] = set()
    for m in _catalog(lesson):
        if m.string and any("markdown" in c for c in m.auto_comments):
            named |= _quoted_columns(m.string)
    for _key, text in _exercise_texts(_lesson_number(lesson)):
        named |= _quoted_columns(text)
    assert named <= headers, f"not a column of lesson {lesson.stem}: {sorted(named - headers)}"
