"""Build the student edition of the lessons: every cell tagged ``solution`` removed.

    .venv/bin/python tools/student_edition.py [OUT_DIR]     (default build/student)

``python3 tasks.py student`` runs this. The teacher edition (``notebooks/``) keeps the
reference solutions, which call ``exN.solution(...)`` and are run by the notebook tests; the
student edition is the same lessons without them (nbconvert's TagRemovePreprocessor), with the
outputs of the remaining cells kept so a lesson reads well before it is run. Build output is
not committed (``build/`` is in .gitignore).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOLUTION_TAG = "solution"
DEFAULT_OUT = ROOT / "build" / "student"


def student_notebook(path: Path) -> str:
    """One lesson as the student edition's JSON text (solution cells removed)."""
    import nbformat
    from nbconvert.exporters import NotebookExporter
    from nbconvert.preprocessors import TagRemovePreprocessor
    from traitlets.config import Config

    config = Config()
    config.TagRemovePreprocessor.remove_cell_tags = {SOLUTION_TAG}
    config.TagRemovePreprocessor.enabled = True
    exporter = NotebookExporter(config=config)
    exporter.register_preprocessor(TagRemovePreprocessor(config=config), enabled=True)
    notebook = nbformat.read(path, as_version=4)
    body, _ = exporter.from_notebook_node(notebook)
    return body


def build(out_dir: Path = DEFAULT_OUT, src_dir: Path = ROOT / "notebooks") -> list[Path]:
    """Write every numbered lesson of ``src_dir`` into ``out_dir``; return the files written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for path in sorted(src_dir.glob("[0-9][0-9]-*.ipynb")):
        target = out_dir / path.name
        target.write_text(student_notebook(path), encoding="utf-8")
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else DEFAULT_OUT
    written = build(out)
    print(f"[student] {len(written)} lessons without their solution cells in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
