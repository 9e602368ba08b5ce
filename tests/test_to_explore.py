"""The "To explore" suggestions of the lessons (issue 23, 2): found, free of solution names,
and run by nbval after each lesson's cells (``notebooks/<lesson>.ipynb::To explore``, see
:mod:`tests.to_explore`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat

from tests.to_explore import LESSONS, ROOT, WITH_SUGGESTIONS, names_from_solutions, suggestions


def test_the_suggestions_are_found() -> None:
    assert len(WITH_SUGGESTIONS) >= 8
    lesson_41 = next(p for p in LESSONS if p.name.startswith("41"))
    assert any("Model(noise=0.5)" in s for s in suggestions(lesson_41))
    assert not any(s == "n_players" or s.endswith(".md") for p in LESSONS for s in suggestions(p))


def test_no_suggestion_reads_a_name_only_a_solution_binds() -> None:
    """nbval's kernel ran the solutions; a student's edition has not."""
    found = {p.name: names_from_solutions(p) for p in WITH_SUGGESTIONS}
    assert not any(found.values()), found


def _lesson(folder: Path, cells: list) -> Path:
    (folder / "notebooks").mkdir()
    path = folder / "notebooks" / "99-try.ipynb"
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}  # fmt: skip
    path.write_text(json.dumps(nb), encoding="utf-8")
    return path


def test_a_suggestion_that_fails_fails_the_lessons_to_explore_item(tmp_path: Path) -> None:
    """The item is collected after the cells and runs in the lesson's namespace: ``ok()`` is
    defined by the lesson, ``nowhere()`` by nothing; a solution's name is refused unrun."""
    path = _lesson(tmp_path, [
        nbformat.v4.new_code_cell("def ok():\n    return 1"),
        nbformat.v4.new_markdown_cell("## To explore\n\n- `ok()`\n- `nowhere()`"),
    ])  # fmt: skip
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "tests.to_explore", "-p", "no:cacheprovider",
         "--nbval", "-v", str(path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert "::Cell 0 PASSED" in run.stdout, run.stdout
    assert "::To explore FAILED" in run.stdout, run.stdout
    assert "[('nowhere()', \"NameError: name 'nowhere' is not defined\")]" in run.stdout
    assert "('ok()'" not in run.stdout, run.stdout


def test_a_name_bound_by_a_solution_is_refused(tmp_path: Path) -> None:
    solution = nbformat.v4.new_code_cell("answer = 3")
    solution.metadata["tags"] = ["solution"]
    path = _lesson(tmp_path, [
        nbformat.v4.new_code_cell("import math"), solution,
        nbformat.v4.new_markdown_cell("## To explore\n\n`math.sqrt(answer)`"),
    ])  # fmt: skip
    assert names_from_solutions(path) == [("math.sqrt(answer)", "answer")]
