"""Saved lesson charts that show in an untrusted notebook, without running the lessons again.

    .venv/bin/python tools/static_charts.py [notebook ...]     (default: every lesson and app)

JupyterLab draws a saved ``image/svg+xml`` output only in a trusted notebook, so a lesson opened
in a JupyterLab not started by ``tasks.py lab`` showed ``alt.Chart(...)`` where its charts were.
The lessons' renderer (``majority_core.display.setup_lesson``) now saves each chart as HTML
(:func:`majority_core.display.static_chart`: the same drawing in an ``<img>``), which JupyterLab
shows trusted or not; this rewrites the charts a notebook saved before that, output by output,
exactly as a new run would save them. Nothing else in the notebook changes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from majority_core.display import static_chart  # noqa: E402


def notebooks() -> list[Path]:
    return sorted((ROOT / "notebooks").glob("**/*.ipynb")) + sorted((ROOT / "app").glob("*.ipynb"))


def convert(nb: dict) -> int:
    """Rewrite every saved SVG chart of a notebook (as JSON) as HTML; how many were changed."""
    changed = 0
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            svg = data.pop("image/svg+xml", None)
            if svg is None:
                continue
            data["text/html"] = [static_chart(svg if isinstance(svg, str) else "".join(svg))]
            output["data"] = {k: data[k] for k in sorted(data)}
            changed += 1
    return changed


def main(argv: list[str]) -> int:
    for path in [Path(a).resolve() for a in argv] or notebooks():
        text = path.read_text(encoding="utf-8")
        nb = json.loads(text)
        if convert(nb):
            out = json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
            path.write_text(out, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: charts saved as HTML")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
