"""The French lesson editions: English notebooks as the source, French texts in catalogs.

    .venv/bin/python tools/lessons_fr.py [--no-execute] [NN ...]     (python3 tasks.py lessons-fr)

Each lesson ``notebooks/NN-name.ipynb`` has a gettext catalog ``notebooks/fr/locale/NN-name.po``
with one message per markdown cell, and one per code cell that holds English prose (a comment
or a string of several words): the English cell is the ``msgid``, the French cell the
``msgstr``. A code cell whose words are keys (a scenario's name, a column) keeps them: its
``msgstr`` is then the ``msgid`` itself, written by a person who checked it.

A run (1) brings every catalog in step with its English lesson, the gettext way (Babel's
``Catalog.update``): a new cell gets an empty entry, a changed cell keeps its old translation
marked *fuzzy* with the old English beside it (``#| msgid``), a removed cell is dropped; then
(2) writes ``notebooks/fr/NN-name.ipynb`` for every lesson whose catalog is complete (English
cells replaced by their French, ``set_language("fr")`` at the top of the setup cell) and
(3) executes it in place, so that nbval checks its outputs as it checks the English ones.
A lesson with an untranslated or fuzzy entry is not written; the run lists what it needs.

``tests/test_lessons_fr.py`` fails when an edition is out of step: a cell without a
translation, a fuzzy entry, or an edition that this build would write differently.
"""

from __future__ import annotations

import copy
import datetime as dt
import io
import json
import re
import subprocess
import sys
import tokenize
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "notebooks"
EDITION = SOURCE / "fr"
CATALOGS = EDITION / "locale"
LANGUAGE = "fr"
#: What the build puts at the top of a French edition's setup cell (the one calling
#: ``setup_lesson()``): everything the lesson shows afterwards is in French.
LANGUAGE_LINES = (
    "from majority_core import set_language\n"
    "\n"
    'set_language("fr")  # cette édition est en français : tableaux, graphiques, plateaux, textes\n'
)
#: A fixed date in every catalog header, so that a rebuild with nothing new changes no file.
CATALOG_DATE = dt.datetime(2026, 11, 26, tzinfo=dt.UTC)
_WORDS = re.compile(r"[A-Za-z]{2,}[^\w\n]*\s+[A-Za-z]{2,}")


def lessons() -> list[Path]:
    """The English lessons (the sources), in order."""
    return sorted(SOURCE.glob("[0-9][0-9]-*.ipynb"))


def catalog_path(lesson: Path) -> Path:
    return CATALOGS / f"{lesson.stem}.po"


def edition_path(lesson: Path) -> Path:
    return EDITION / lesson.name


def _source(cell: dict) -> str:
    src = cell.get("source", "")
    return src if isinstance(src, str) else "".join(src)


def has_prose(code: str) -> bool:
    """Does a code cell hold English a reader sees: a comment, or a string of several words?

    >>> has_prose('answer = ...  # a seat number')
    True
    >>> has_prose('tournament(("random", "greedy"), 40, seed=32)')
    False
    >>> has_prose('say(f"We follow seat {seat}, an interventionist.")')
    True
    >>> has_prose('# NBVAL_IGNORE_OUTPUT\\nboard')
    False
    """
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError):
        return True  # not plain Python (a magic?): let a person look at it
    for tok in tokens:
        if tok.type == tokenize.COMMENT and not tok.string.startswith("# NBVAL"):
            return True
        if tok.type == tokenize.STRING and _WORDS.search(tok.string):
            return True
        if getattr(tokenize, "FSTRING_MIDDLE", None) == tok.type and _WORDS.search(tok.string):
            return True
    return False


@dataclass(frozen=True)
class Unit:
    """One translatable cell of an English lesson."""

    index: int
    kind: str  # "markdown" or "code"
    text: str


def units(notebook: dict) -> list[Unit]:
    """The cells a translator translates, in order: every markdown cell, and the code cells
    with prose (:func:`has_prose`)."""
    out = []
    for i, cell in enumerate(notebook["cells"]):
        text = _source(cell)
        if not text.strip():
            continue
        if cell["cell_type"] == "markdown" or (cell["cell_type"] == "code" and has_prose(text)):
            out.append(Unit(i, cell["cell_type"], text))
    return out


def _read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def template(lesson: Path) -> Any:
    """The lesson's messages as an empty catalog (what ``pybabel extract`` makes for code)."""
    from babel.messages.catalog import Catalog

    cat = Catalog(locale=LANGUAGE, domain=lesson.stem, project="majority-games lessons",
                  version="1", creation_date=CATALOG_DATE, revision_date=CATALOG_DATE,
                  fuzzy=False, copyright_holder="majority-games",
                  msgid_bugs_address="", last_translator="", language_team="")
    cat.header_comment = (
        f"# The French edition of lesson {lesson.stem} (notebooks/fr/{lesson.name}).\n"
        "# msgid: an English cell of the lesson; msgstr: the same cell in French (a code cell\n"
        "# whose strings are keys keeps them). Written by tools/lessons_fr.py; after editing a\n"
        "# msgstr, run `python3 tasks.py lessons-fr` (tests/test_lessons_fr.py checks the pair).")
    rel = lesson.relative_to(ROOT).as_posix()
    for unit in units(_read(lesson)):
        cat.add(unit.text, "", locations=[(rel, unit.index)],
                auto_comments=[f"{unit.kind} cell {unit.index}"])
    return cat


def read_catalog(path: Path) -> Any:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, locale=LANGUAGE, domain=path.stem)


def write_catalog(cat: Any, path: Path) -> None:
    from babel.messages.pofile import write_po

    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, cat, width=0, sort_output=False, ignore_obsolete=True, include_previous=True)
    data = buf.getvalue()
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def updated_catalog(lesson: Path) -> Any:
    """The lesson's catalog brought in step with the English cells (not written)."""
    new = template(lesson)
    path = catalog_path(lesson)
    if not path.exists():
        return new
    cat = read_catalog(path)
    cat.update(new, update_header_comment=False, update_creation_date=True)
    cat.revision_date = CATALOG_DATE
    cat.header_comment = new.header_comment
    # Babel keeps a message's old locations and comments; the English lesson's are the truth.
    for msg in new:
        if msg.id and msg.id in cat:
            cat[msg.id].locations = msg.locations
            cat[msg.id].auto_comments = msg.auto_comments
    return cat


def problems(lesson: Path, cat: Any | None = None) -> list[str]:
    """What keeps a lesson's catalog from making its French edition (empty when complete)."""
    cat = updated_catalog(lesson) if cat is None else cat
    out = []
    for unit in units(_read(lesson)):
        msg = cat.get(unit.text)
        where = f"{lesson.name} {unit.kind} cell {unit.index}"
        if msg is None or not msg.string:
            out.append(f"{where}: no French text")
        elif msg.fuzzy:
            out.append(f"{where}: fuzzy (the English changed; check the French, then remove "
                       "the fuzzy flag)")
    return out


def _with_language(code: str) -> str:
    return LANGUAGE_LINES + "\n" + code


def edition(lesson: Path, cat: Any | None = None) -> dict:
    """The French edition of a lesson, not yet executed (raises if the catalog is not complete).

    Cells keep their ids, types and tags; outputs and execution data are left for the run.
    Markdown cells are typeset the French way (``majority_core.i18n.typeset``: the same
    typesetter as the catalogs' and the package's texts), their code spans and blocks left as
    written so that what a student copies runs (``tests/test_french_lesson_prose.py``); code
    cells are code."""
    if str(ROOT) not in sys.path:  # run as a script from tools/
        sys.path.insert(0, str(ROOT))
    from majority_core.i18n import typeset

    cat = updated_catalog(lesson) if cat is None else cat
    missing = problems(lesson, cat)
    if missing:
        raise ValueError("; ".join(missing))
    source = _read(lesson)
    nb = copy.deepcopy(source)
    nb["metadata"].pop("widgets", None)
    prose = {u.index for u in units(source)}
    setup_done = False
    for i, cell in enumerate(nb["cells"]):
        text = _source(cell)
        if i in prose:
            text = cat[text].string
        if cell["cell_type"] == "markdown":
            text = typeset(text)
        cell["metadata"].pop("execution", None)
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
            if not setup_done and "setup_lesson(" in text:
                text = _with_language(text)
                setup_done = True
        cell["source"] = text
    if not setup_done:
        raise ValueError(f"{lesson.name}: no setup cell (calling setup_lesson()) for "
                         "set_language('fr')")
    return nb


def shape(nb: dict) -> list[tuple[str, str, tuple[str, ...]]]:
    """What the build decides in an edition (outputs aside): each cell's type, text and tags."""
    return [(c["cell_type"], _source(c), tuple(c.get("metadata", {}).get("tags", ())))
            for c in nb["cells"]]


def out_of_step(lesson: Path) -> list[str]:
    """Why the saved French edition of a lesson is not what the build makes (empty if it is)."""
    missing = problems(lesson)
    if missing:
        return missing
    path = edition_path(lesson)
    if not path.exists():
        return [f"{path.relative_to(ROOT)} is missing: run `python3 tasks.py lessons-fr`"]
    saved = _read(path)
    want = shape(edition(lesson))
    got = shape(saved)
    if got != want:
        diff = next((i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b),
                    min(len(got), len(want)))
        return [f"{path.relative_to(ROOT)} differs from its build from cell {diff} on: run "
                "`python3 tasks.py lessons-fr`"]
    unrun = [i for i, c in enumerate(saved["cells"])
             if c["cell_type"] == "code" and c.get("execution_count") is None]
    if unrun:
        return [f"{path.relative_to(ROOT)} was not executed (cells {unrun[:5]})"]
    return []


def _write_notebook(nb: dict, path: Path) -> None:
    import nbformat

    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nbformat.from_dict(nb), str(path))


def execute(path: Path) -> None:
    """Run an edition in place, in its own folder, as the English lessons are run, then keep
    its saved boards as pictures (``tools/saved_boards.py``)."""
    jupyter = Path(sys.executable).parent / "jupyter"
    subprocess.run([str(jupyter), "nbconvert", "--to", "notebook", "--execute", "--inplace",
                    "--ExecutePreprocessor.timeout=600", str(path)], check=True, cwd=ROOT)
    # its boards saved as pictures only, as the English lessons are (tools/saved_boards.py)
    subprocess.run([sys.executable, str(ROOT / "tools" / "saved_boards.py"), str(path)],
                   check=True, cwd=ROOT)


def main(argv: list[str]) -> int:
    run = "--no-execute" not in argv
    wanted = [a for a in argv if not a.startswith("--")]
    todo = [p for p in lessons() if not wanted or any(p.name.startswith(w) for w in wanted)]
    missing: list[str] = []
    for lesson in todo:
        cat = updated_catalog(lesson)
        write_catalog(cat, catalog_path(lesson))
        need = problems(lesson, cat)
        if need:
            missing.extend(need)
            print(f"[lessons-fr] {lesson.stem}: {len(need)} cells to translate in "
                  f"{catalog_path(lesson).relative_to(ROOT)}")
            continue
        target = edition_path(lesson)
        _write_notebook(edition(lesson, cat), target)
        if run:
            execute(target)
        print(f"[lessons-fr] {target.relative_to(ROOT)} written" + (" and executed" if run else ""))
    for line in missing:
        print(f"  {line}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
