"""Every "To explore" suggestion of a lesson runs as written (issue 23, 2).

A suggestion is an inline code span (or a fenced Python block) in a lesson's "To explore" /
"To think about" section that a student would paste into a cell: a call, an import or an
expression. Suggestions that only name something (`n_players`, `standard=False`, a file) are
not run.

Each English lesson with suggestions gets one more test item after its cells,
``notebooks/<lesson>.ipynb::To explore``, run by nbval's kernel once the lesson has run (this
module is a pytest plugin, loaded by the root ``conftest.py``): every suggestion is one more
cell; any error fails. The lesson is executed once, not a second time for its suggestions.

That kernel has also run the cells tagged "solution", which a student's edition has not. So a
suggestion may not read a name that a solution cell binds (:func:`solution_names`), checked
without running anything: it would fail, or mean something else, in the student's notebook.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from queue import Empty
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
ITEM_NAME = "To explore"
_SECTION = re.compile(r"(?im)^#+\s*(?:\d+\.\s*)?to (?:explore|think about)[^\n]*\n")
_FENCED = re.compile(r"```python\n(.*?)```", re.S)
_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def _cells(path: Path) -> list[dict[str, Any]]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _runnable(code: str) -> bool:
    code = code.strip()
    if code.endswith((".md", ".py")) or "..." in code:
        return False
    return code.startswith(("from ", "import ")) or bool(re.search(r"\w\(", code))


def suggestions(path: Path) -> list[str]:
    """The runnable suggestions of a lesson, in reading order."""
    found: list[str] = []
    for cell in _cells(path):
        text = "".join(cell["source"])
        section = _SECTION.search(text) if cell["cell_type"] == "markdown" else None
        if not section:
            continue
        part = text[section.end():]
        found += [block.strip() for block in _FENCED.findall(part)]
        part = _FENCED.sub("", part)
        found += [span for span in _SPAN.findall(part) if _runnable(span)]
    return found


def _bound(code: str) -> set[str]:
    """The names a cell binds at its top level (assignments, imports, definitions, loops)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    return names


def _read(code: str) -> set[str]:
    return {node.id for node in ast.walk(ast.parse(code))
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}  # fmt: skip


def _source(cell: dict[str, Any]) -> str:
    """A code cell's Python (IPython's ``%`` and ``!`` lines left out)."""
    return "\n".join(line for line in "".join(cell["source"]).splitlines()
                     if not line.lstrip().startswith(("%", "!")))  # fmt: skip


def solution_names(path: Path) -> set[str]:
    """The names a cell tagged "solution" binds: a student's edition has none of them."""
    return {name for cell in _cells(path)
            if cell["cell_type"] == "code" and "solution" in cell.get("metadata", {}).get("tags", [])
            for name in _bound(_source(cell))}  # fmt: skip


def names_from_solutions(path: Path) -> list[tuple[str, str]]:
    """(suggestion, name) for each name a suggestion reads that only a solution cell binds."""
    solved = solution_names(path)
    return [(code, name) for code in suggestions(path) for name in sorted(_read(code) & solved)]


WITH_SUGGESTIONS = [p for p in LESSONS if suggestions(p)]


class ToExplore(pytest.Item):
    """The lesson's suggestions, each as one more cell in the kernel nbval ran the lesson in
    (the item's parent, an nbval ``IPyNbFile``)."""

    def runtest(self) -> None:
        kernel = self.parent.kernel
        if kernel is None or not kernel.is_alive():
            raise RuntimeError("the lesson's kernel is not running")
        timeout = self.config.option.nbval_cell_timeout
        failures = []
        for code in suggestions(self.path):
            msg_id = kernel.execute_cell_input(code, allow_stdin=False)
            reply = _reply(kernel, msg_id, timeout)
            kernel.await_idle(msg_id, timeout)
            if reply["status"] != "ok":
                failures.append((code, f"{reply.get('ename')}: {reply.get('evalue')}"))
        assert not failures, failures

    def reportinfo(self) -> tuple[Path, None, str]:
        return self.path, None, f"{self.path.name}::{ITEM_NAME}"


def _reply(kernel: Any, msg_id: str, timeout: float) -> dict[str, Any]:
    while True:
        try:
            msg = kernel.get_message(stream="shell", timeout=timeout)
        except Empty:
            raise TimeoutError(f"no reply within {timeout} s") from None
        if msg["parent_header"].get("msg_id") == msg_id:
            return msg["content"]


def is_lesson(path: Path) -> bool:
    """An English lesson: ``notebooks/NN-*.ipynb`` (the French editions are in notebooks/fr)."""
    return path.parent.name == "notebooks" and bool(re.match(r"\d\d-.*\.ipynb$", path.name))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """After the last cell of each English lesson with suggestions, its :class:`ToExplore`."""
    last: dict[Path, int] = {}
    for index, item in enumerate(items):
        if type(item.parent).__name__ == "IPyNbFile" and is_lesson(Path(item.path)):
            last[Path(item.path)] = index
    for path, index in sorted(last.items(), key=lambda pair: -pair[1]):
        if suggestions(path):
            items.insert(index + 1, ToExplore.from_parent(items[index].parent, name=ITEM_NAME))
