"""Every "To explore" suggestion of a lesson runs as written (issue 23, 2).

A suggestion is an inline code span (or a fenced Python block) in a lesson's "To explore" /
"To think about" section that a student would paste into a cell: a call, an import or an
expression. The test executes the lesson with a kernel (nbclient, as nbval does, from the
lesson's folder), then each suggestion in the lesson's namespace as one more cell; any error
fails. Suggestions that only name something (`n_players`, `standard=False`, a file) are not run.
The lessons take minutes each, so the test is marked slow.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
_SECTION = re.compile(r"(?im)^#+\s*(?:\d+\.\s*)?to (?:explore|think about)[^\n]*\n")
_FENCED = re.compile(r"```python\n(.*?)```", re.S)
_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def _runnable(code: str) -> bool:
    code = code.strip()
    if code.endswith((".md", ".py")) or "..." in code:
        return False
    return code.startswith(("from ", "import ")) or bool(re.search(r"\w\(", code))


def suggestions(path: Path) -> list[str]:
    """The runnable suggestions of a lesson, in reading order."""
    found: list[str] = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        text = "".join(cell["source"])
        section = _SECTION.search(text) if cell["cell_type"] == "markdown" else None
        if not section:
            continue
        part = text[section.end():]
        found += [block.strip() for block in _FENCED.findall(part)]
        part = _FENCED.sub("", part)
        found += [span for span in _SPAN.findall(part) if _runnable(span)]
    return found


WITH_SUGGESTIONS = [p for p in LESSONS if suggestions(p)]


def test_the_suggestions_are_found() -> None:
    assert len(WITH_SUGGESTIONS) >= 8
    lesson_41 = next(p for p in LESSONS if p.name.startswith("41"))
    assert any("Model(noise=0.5)" in s for s in suggestions(lesson_41))
    assert not any(s == "n_players" or s.endswith(".md") for p in LESSONS for s in suggestions(p))


@pytest.mark.slow
@pytest.mark.parametrize("lesson", WITH_SUGGESTIONS, ids=lambda p: p.name[:2])
def test_every_suggestion_runs_in_the_lessons_namespace(lesson: Path) -> None:
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(lesson, as_version=4)
    nb.cells = [c for c in nb.cells if "solution" not in c.get("metadata", {}).get("tags", [])]
    nb.cells += [nbformat.v4.new_code_cell(code) for code in suggestions(lesson)]
    NotebookClient(nb, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(lesson.parent)}}).execute()
    errors = [(c.source, o.get("ename")) for c in nb.cells for o in c.get("outputs", [])
              if o.get("output_type") == "error"]
    assert not errors, errors
