"""Every number a French lesson shows is written the French way (review 2, defect 5).

The saved outputs of ``notebooks/fr/*.ipynb`` (HTML tables, Markdown, text, and the words of
their SVG charts: axis labels, legends, titles) are read by :func:`tests.french_check.
number_problems`: a decimal point ("28.0%", an axis's "0.5") or a percent sign glued to its
number fails. Tables write numbers through ``display.cell_text`` / ``i18n.number``, charts
through the d3 locale of ``display.CHART_FORMAT_LOCALE`` and ``display.translated_spec``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.french_check import number_problems, report
from tests.test_french_edition import LESSONS, lesson_texts


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_lesson_numbers_are_written_the_french_way(lesson: Path) -> None:
    found = []
    for where, text, markup in lesson_texts(lesson):
        found += number_problems(text, where, markup=markup)
    assert not found, report(found)


def test_the_check_sees_english_numbers() -> None:
    """The check itself: a decimal point, a glued percent sign, in a table or a chart's text."""
    assert number_problems("<td>28.0%</td>", "t")
    assert number_problems("<text>0.5</text>", "t")
    assert number_problems("<td>58%</td>", "t")
    assert not number_problems("<td>28,0\u00a0%</td>", "t")
    assert not number_problems("<td>1\u202f234,5</td>", "t")
    assert not number_problems("<code>wilson(0.5)</code> révisée 2-4, Witch 3", "t")
