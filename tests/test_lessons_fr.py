"""The French lesson editions stay in step with the English lessons (issue 13).

The English lessons (``notebooks/NN-*.ipynb``) are the source; each one's French cells live in
``notebooks/fr/locale/NN-*.po`` and ``python3 tasks.py lessons-fr`` writes and executes
``notebooks/fr/NN-*.ipynb`` (``tools/lessons_fr.py``). A lesson fails here when:

* a cell has no French text, or its French is *fuzzy* (the English cell changed since it was
  translated: the catalog keeps the old translation, flagged, with the old English beside it);
* its French edition is missing, was not executed, or is not what the build writes (same cells,
  types and tags, each cell the French of its English cell, ``set_language("fr")`` first);
* a saved output of the edition is not fit for a student (the rules of
  ``tests/test_notebook_outputs.py``).

nbval runs the editions as it runs the English lessons (``notebooks`` is a test path), so their
outputs are checked against a fresh kernel too.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from tests.test_notebook_outputs import notebook_problems

ROOT = Path(__file__).resolve().parent.parent


def _build_module():
    spec = importlib.util.spec_from_file_location("lessons_fr", ROOT / "tools" / "lessons_fr.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("lessons_fr", module)
    spec.loader.exec_module(module)
    return module


build = _build_module()
LESSONS = build.lessons()


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_french_edition_in_step_with_english(lesson: Path) -> None:
    assert build.out_of_step(lesson) == []


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_french_edition_outputs_fit_for_students(lesson: Path) -> None:
    path = build.edition_path(lesson)
    if not path.exists():
        pytest.fail(f"{path.relative_to(ROOT)} is missing: run `python3 tasks.py lessons-fr`")
    assert notebook_problems(path) == []


def test_every_edition_has_its_english_lesson() -> None:
    """No French edition or catalog is left behind when an English lesson is renamed."""
    english = {p.stem for p in LESSONS}
    editions = {p.stem for p in build.EDITION.glob("*.ipynb")}
    catalogs = {p.stem for p in build.CATALOGS.glob("*.po")}
    assert editions <= english
    assert catalogs <= english


def test_the_edition_speaks_french_from_its_first_cell() -> None:
    lesson = LESSONS[0]
    nb = json.loads(build.edition_path(lesson).read_text(encoding="utf-8"))
    setup = next(c for c in nb["cells"] if c["cell_type"] == "code")
    assert "".join(setup["source"]).startswith(build.LANGUAGE_LINES)


def test_a_changed_english_cell_makes_its_entry_fuzzy(tmp_path: Path, monkeypatch) -> None:
    """The gettext workflow: an edited English cell keeps its old French, flagged fuzzy, and the
    check names the cell; a new cell has no French and is named too."""
    src = tmp_path / "notebooks"
    (src / "fr" / "locale").mkdir(parents=True)
    cells = [
        {"cell_type": "markdown", "id": "a", "metadata": {}, "source": "# 99 · A lesson\n\nIt counts cards."},
        {"cell_type": "code", "id": "b", "metadata": {}, "execution_count": None, "outputs": [],
         "source": "setup_lesson()"},
    ]
    nb = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    lesson = src / "99-test.ipynb"
    lesson.write_text(json.dumps(nb), encoding="utf-8")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    monkeypatch.setattr(build, "SOURCE", src)
    monkeypatch.setattr(build, "EDITION", src / "fr")
    monkeypatch.setattr(build, "CATALOGS", src / "fr" / "locale")

    cat = build.updated_catalog(lesson)
    assert build.problems(lesson, cat) == ["99-test.ipynb markdown cell 0: no French text"]
    cat[cells[0]["source"]].string = "# 99 · Une leçon\n\nElle compte les cartes."
    build.write_catalog(cat, build.catalog_path(lesson))
    assert build.problems(lesson) == []
    french = build.edition(lesson)
    assert build.shape(french)[0][1] == "# 99 · Une leçon\n\nElle compte les cartes."
    assert build.shape(french)[1][1] == build.LANGUAGE_LINES + "\nsetup_lesson()"

    cells[0]["source"] = "# 99 · A lesson\n\nIt counts the cards."
    cells.append({"cell_type": "markdown", "id": "c", "metadata": {}, "source": "A new cell."})
    lesson.write_text(json.dumps(nb), encoding="utf-8")
    assert build.problems(lesson) == [
        "99-test.ipynb markdown cell 0: fuzzy (the English changed; check the French, then "
        "remove the fuzzy flag)",
        "99-test.ipynb markdown cell 2: no French text",
    ]
    with pytest.raises(ValueError, match="fuzzy"):
        build.edition(lesson)
