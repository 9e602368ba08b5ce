"""docs/teaching.md is true to the lessons (issue 23, 3): every section a lesson plan names, by
its number or its title in quotes, is a heading of that lesson; each plan's table fills one
50-minute period; the exercises a plan cites are the lesson's; the menu path is JupyterLab's."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUIDE = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")


def _headings(lesson: str) -> list[str]:
    (path,) = (ROOT / "notebooks").glob(f"{lesson}-*.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [line.lstrip("#").strip() for c in cells if c["cell_type"] == "markdown"
            for line in "".join(c["source"]).splitlines() if line.startswith("##")]


def _plan_rows() -> list[str]:
    return [line for line in GUIDE.splitlines() if re.match(r"\| \d+-\d+ \|", line)]


def test_every_section_a_plan_names_is_a_heading_of_its_lesson() -> None:
    """Lessons 10 and 12 have no numbered sections: the Sultane plan names them by title."""
    checked = 0
    for row in _plan_rows():
        for lesson, text in re.findall(r"lesson (\d\d),? ((?:(?!lesson \d\d).)*)", row):
            headings = _headings(lesson)
            text = re.split(r"[:;|]", text)[0]  # the sections come first; then what they show
            for title in re.findall(r'"([^"]+)"', text):
                assert any(h.lower().startswith(title.lower()) for h in headings), (lesson, title)
                checked += 1
            for first, last in re.findall(r"sections? (\d)(?:-(\d))?", text):
                for number in range(int(first), int(last or first) + 1):
                    assert any(h.startswith(f"{number}.") for h in headings), (lesson, number)
                    checked += 1
    assert checked >= 40


def test_each_plan_fills_one_50_minute_period() -> None:
    tables = re.split(r"\n(?!\|)", GUIDE)
    ends = []
    for block in tables:
        rows = [r for r in block.splitlines() if re.match(r"\| \d+-\d+ \|", r)]
        if rows:
            spans = [tuple(map(int, re.match(r"\| (\d+)-(\d+)", r).groups())) for r in rows]
            assert spans[0][0] == 0 and all(a[1] == b[0] for a, b in zip(spans, spans[1:], strict=False))
            ends.append(spans[-1][1])
    assert ends and set(ends) == {50}


def test_the_exercises_a_plan_cites_are_its_lessons() -> None:
    from majority_core.exercises import all_lessons

    count = all_lessons()
    for row in _plan_rows():
        for key in re.findall(r"\b(\d\d)\.(\d)\b", row.split("|")[-2]):
            lesson, number = key
            assert int(number) <= count[lesson], (lesson, number)


def test_the_menu_path_is_jupyterlabs() -> None:
    assert "**View >\n  Appearance > Show Left Sidebar**" in GUIDE or (
        "View > Appearance > Show Left Sidebar" in GUIDE)
    assert "View > Show Left Sidebar" not in GUIDE.replace("\n  ", " ")


def test_the_guide_says_how_to_reach_students_devices() -> None:
    assert "python3 tasks.py app --class" in GUIDE and "lab --reset" in GUIDE
