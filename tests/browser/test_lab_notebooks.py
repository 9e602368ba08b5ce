"""Every lesson that shows widgets runs clean in JupyterLab and draws all of its widgets.

nbval already checks that lessons execute and give their saved outputs; only a browser sees
whether the widget views actually render (front-end widget errors, version mismatches, console
errors). Each lesson with a saved widget output is opened, run on a fresh kernel, and must show
exactly as many live widget views as it saved, none of them an error box. Before it runs,
lessons 00, 05, 13 (saved boards) and 02 (saved charts) are looked at as they open, never
trusted (``test_lab_untrusted``'s looks: one JupyterLab start serves both).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from tests.browser import boards
from tests.browser import browser_harness as h
from tests.browser.test_lab_lesson import LESSON as DRIVEN_LESSON
from tests.browser.test_lab_untrusted import LESSON as CHARTS_LESSON
from tests.browser.test_lab_untrusted import saved_boards_look, saved_charts_look

pytestmark = pytest.mark.browser

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
#: A board's saved picture (majority_widgets.kit.static.saved_picture): the saved form of a board
#: (tools/saved_boards.py), which Run All replaces with the live board.
PICTURE = "mj-saved-board"


def saved_widget_outputs(notebook: Path) -> int:
    """How many boards the saved lesson displays (one per board output: a widget view, or the
    board's saved picture)."""
    cells = json.loads(notebook.read_text())["cells"]
    return sum(
        WIDGET_MIME in output.get("data", {}) or PICTURE in "".join(
            output.get("data", {}).get("text/html", ""))
        for cell in cells
        if cell["cell_type"] == "code"
        for output in cell.get("outputs", [])
    )


# The lesson that test_lab_lesson.py opens and clicks through is already checked there.
LESSONS = [
    nb
    for nb in sorted((h.REPO / "notebooks").glob("[0-9]*.ipynb"))
    if saved_widget_outputs(nb) and nb != DRIVEN_LESSON
]


#: The looks at a lesson as it opens, saved and not run (tests/browser/test_lab_untrusted.py).
BEFORE_RUN: dict[str, Callable[[Any], None]] = {
    **{stem: partial(saved_boards_look, stem=stem)
       for stem in ("00-start-here", "05-the-majority-replay", "13-sultane-board")},
    CHARTS_LESSON.stem: saved_charts_look,
}  # fmt: skip


@pytest.mark.parametrize("notebook", LESSONS, ids=[nb.stem for nb in LESSONS])
def test_lesson_widgets_render(open_in_lab: Any, notebook: Path) -> None:
    page = open_in_lab(notebook, before_run=BEFORE_RUN.get(notebook.stem))
    # JupyterLab draws a widget output as an output area whose child is the widget's view.
    views = page.locator(
        ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output:has(> .jupyter-widgets)"
    )
    expected = saved_widget_outputs(notebook)
    assert views.count() == expected, f"{views.count()} widget views live, {expected} saved"
    for view in views.all():
        # A view that could not be drawn shows ipywidgets' error box instead of the widget.
        text = view.inner_text()
        assert "Error displaying widget" not in text, text
        assert "Loading widget" not in text, text
    boards.no_python_errors_shown(page)
    h.screenshot(page, f"lab-{notebook.stem}-after-run-all")
    assert not page.watch.errors, page.watch.problems()


def test_some_lessons_have_widgets() -> None:
    """Guard against the list above silently becoming empty (then nothing would be checked),
    or losing a lesson whose saved look is checked before it runs."""
    assert LESSONS, "no lesson with saved widget outputs found under notebooks/"
    assert set(BEFORE_RUN) <= {nb.stem for nb in LESSONS}
