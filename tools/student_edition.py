"""Build the student edition of the lessons: no solution cell, and no answer, hint or mistake
text anywhere.

    .venv/bin/python tools/student_edition.py [--language fr] [OUT_DIR]
    (python3 tasks.py student [--language fr] [OUT_DIR])

``python3 tasks.py student`` runs this. The teacher edition (``notebooks/``, or the French one
in ``notebooks/fr/`` with ``--language fr``) keeps the reference solutions, which call
``exN.solution(...)`` and are run by the notebook tests; the student edition is the same lessons
without them (nbconvert's TagRemovePreprocessor), with the outputs of the remaining cells kept so
a lesson reads well before it is run. A saved output of an exercise, a hint or a feedback box
keeps only its HTML box (the question, or "no answer yet"): its plain-text twin may be an old
``Exercise(...)`` representation listing the answer's reason, the hints and the common
mistakes, and a saved hint or verdict is an answer given away. Build output is not committed
(``build/`` is in .gitignore).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SOLUTION_TAG = "solution"
#: Where each language's lessons come from and where their student edition goes by default.
SOURCES = {"en": ROOT / "notebooks", "fr": ROOT / "notebooks" / "fr"}
DEFAULT_OUTS = {"en": ROOT / "build" / "student", "fr": ROOT / "build" / "student" / "fr"}
DEFAULT_OUT = DEFAULT_OUTS["en"]
#: The HTML classes of the exercise boxes (majority_core.exercises).
_BOXES = ('class="mj-exercise"', 'class="mj-hint"', 'class="mj-feedback"')


def _html(output: Any) -> str:
    html = output.get("data", {}).get("text/html", "")
    return "".join(html) if isinstance(html, list) else html


def _gives_away(output: Any) -> bool:
    """A saved hint, or a saved verdict (right or not yet, which says why)."""
    html = _html(output)
    return 'class="mj-hint"' in html or (
        'class="mj-feedback"' in html and 'data-right="none"' not in html)


def scrub(notebook: Any) -> Any:
    """Drop saved hints and verdicts, and the plain text beside every exercise box."""
    for cell in notebook.cells:
        if cell.get("cell_type") != "code":
            continue
        kept = []
        for output in cell.get("outputs", []):
            if _gives_away(output):
                continue
            if any(box in _html(output) for box in _BOXES):
                output["data"].pop("text/plain", None)
            kept.append(output)
        cell["outputs"] = kept
    return notebook


def student_notebook(path: Path) -> str:
    """One lesson as the student edition's JSON text (solution cells removed, outputs scrubbed)."""
    import nbformat
    from nbconvert.exporters import NotebookExporter
    from nbconvert.preprocessors import TagRemovePreprocessor
    from traitlets.config import Config

    config = Config()
    config.TagRemovePreprocessor.remove_cell_tags = {SOLUTION_TAG}
    config.TagRemovePreprocessor.enabled = True
    exporter = NotebookExporter(config=config)
    exporter.register_preprocessor(TagRemovePreprocessor(config=config), enabled=True)
    notebook = scrub(nbformat.read(path, as_version=4))
    body, _ = exporter.from_notebook_node(notebook)
    return body


def build(out_dir: Path = DEFAULT_OUT, src_dir: Path = SOURCES["en"]) -> list[Path]:
    """Write every numbered lesson of ``src_dir`` into ``out_dir``; return the files written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for path in sorted(src_dir.glob("[0-9][0-9]-*.ipynb")):
        target = out_dir / path.name
        target.write_text(student_notebook(path), encoding="utf-8")
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    args = list(argv)
    language = "en"
    if "--language" in args:
        at = args.index("--language")
        language = args[at + 1] if at + 1 < len(args) else ""
        del args[at:at + 2]
    if language not in SOURCES:
        print(f"[student] --language must be one of {', '.join(SOURCES)}", file=sys.stderr)
        return 2
    out = Path(args[0]) if args else DEFAULT_OUTS[language]
    written = build(out, SOURCES[language])
    print(f"[student] {len(written)} lessons ({language}) without their solution cells, hints or "
          f"answers in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
