"""A lesson opened in a JupyterLab that never trusted it shows its saved charts (issue 23, 3).

JupyterLab draws an untrusted notebook's outputs with its safe renderers only: a chart saved as
``image/svg+xml`` showed its plain text, ``alt.Chart(...)``. The test server's Jupyter data
directory is fresh, so no lesson is trusted there: the lesson is opened and not run, and each
saved chart must be a drawn image, never that text.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.browser import browser_harness as h

pytestmark = pytest.mark.browser

LESSON = h.REPO / "notebooks" / "02-the-majority-debate.ipynb"


def saved_charts(notebook: Path) -> int:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return sum("mj-chart" in "".join(o.get("data", {}).get("text/html", ""))
               for c in cells for o in c.get("outputs", []))


def test_saved_charts_show_in_an_untrusted_lesson(lab: h.Server, page: Any) -> None:
    rel = LESSON.relative_to(h.REPO).as_posix()
    page.goto(lab.url(f"/lab/tree/{rel}", reset=""), wait_until="domcontentloaded")
    charts = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output img.mj-chart")
    expected = saved_charts(LESSON)
    assert expected >= 2
    charts.nth(expected - 1).wait_for(state="attached", timeout=h.KERNEL_TIMEOUT_MS)
    assert charts.count() == expected
    for chart in charts.all():
        chart.scroll_into_view_if_needed()
        drawn = chart.evaluate("img => img.complete && img.naturalWidth > 0")
        assert drawn, chart.get_attribute("alt")
    outputs = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output")
    assert not [t for t in outputs.all_inner_texts() if "alt.Chart(" in t]
    charts.first.scroll_into_view_if_needed()
    h.screenshot(page, "lab-untrusted-lesson-02-charts")
