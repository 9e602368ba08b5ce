"""Saved boards that show as pictures when a lesson is opened, trusted or not (issue 23, 3).

    .venv/bin/python tools/saved_boards.py [notebook ...]     (default: every lesson and app)

A board's display bundle holds its widget view and its picture (``text/html``, made by
``majority_widgets.kit.static.saved_picture`` when the cell ran). In a saved lesson the widget
view is a trap: JupyterLab prefers it whenever the notebook is trusted (``tasks.py lab`` trusts
the lessons), and opened fresh it has no live model, so it drew the executor's saved widget
state with a red "disconnected" mark on every control, and buttons that do nothing, or
"Error displaying widget: model not found" without that state. Untrusted, it showed the plain
text ``<Trick lab: Spy>``. So a saved lesson keeps only the picture: this removes the widget
view from every saved output that has a picture, and the saved widget state from the
notebook's metadata. Running the cell (Run All) draws the live board again, as before.

Run it after executing lessons (``jupyter nbconvert --execute --inplace``); the French build
(``tools/lessons_fr.py``) runs it on each edition it executes. ``tests/test_notebook_outputs.py``
fails on a saved board that still carries its widget view or lacks its picture.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: The class of a board's saved picture (majority_widgets.kit.static.saved_picture).
PICTURE = "mj-saved-board"


def notebooks() -> list[Path]:
    return sorted((ROOT / "notebooks").glob("**/*.ipynb")) + sorted((ROOT / "app").glob("*.ipynb"))


def _text(value: str | list[str]) -> str:
    return value if isinstance(value, str) else "".join(value)


def convert(nb: dict) -> tuple[int, int]:
    """Keep only the pictures of a notebook's saved boards (in place): (boards changed, boards
    left with their widget view because they have no picture: run the lesson again)."""
    changed = missing = 0
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW not in data:
                continue
            if PICTURE in _text(data.get("text/html", "")):
                del data[WIDGET_VIEW]
                changed += 1
            else:
                missing += 1
    if nb.get("metadata", {}).pop("widgets", None) is not None:
        changed += changed == 0
    return changed, missing


def convert_file(path: Path) -> tuple[int, int]:
    """:func:`convert` on a notebook file, rewritten (as nbformat writes it) only if it changed."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    changed, missing = convert(nb)
    if changed:
        path.write_text(json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    return changed, missing


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or notebooks()
    status = 0
    for path in paths:
        changed, missing = convert_file(path)
        if changed:
            print(f"{path}: {changed} saved board(s) kept as pictures")
        if missing:
            print(f"{path}: {missing} saved board(s) without a picture: execute it again")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
