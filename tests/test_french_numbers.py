"""Numbers in French wherever a student reads them (issue 20, item 7; review defects 3, 96).

Decimal comma, thousands with a narrow no-break space (inside LaTeX a thin space ``\\,``: a
comma there reads as a decimal), 28,0 % and the minus sign −1,17, in sentences, tables (the
lesson tables and the Styler helper) and charts (Vega's format locale under the svg renderer).
English is unchanged.
"""

from __future__ import annotations

import base64
import re

import pytest

from majority_core import display, i18n
from majority_core.display import cell_text, fraction, frame_html, number_text, styled
from majority_core.i18n import language, number, percent


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


def test_sentences_numbers() -> None:
    with language("fr"):
        assert (number(-1.17), number(447376), percent(0.28, 1)) == (
            "\u22121,17", "447\u202f376", "28,0\u00a0%")
        assert number_text(-1.1666) == "\u22121,167" and number_text(1698249) == "1\u202f698\u202f249"
    assert (number(-1.17), number(447376), percent(0.28, 1)) == ("-1.17", "447,376", "28.0%")


def test_fractions_in_latex_read_thousands_not_decimals() -> None:
    """Review defect 3: "447{,}376" read as a decimal in French; now 447\\,376."""
    f = fraction(447376, 1698249)
    assert f._repr_latex_() == "$\\dfrac{447{,}376}{1{,}698{,}249} \\approx 0.2634$"
    with language("fr"):
        assert f._repr_latex_() == "$\\dfrac{447\\,376}{1\\,698\\,249} \\approx 0{,}2634$"
        assert fraction(-7, 6)._repr_latex_() == "$-\\dfrac{7}{6} \\approx -1{,}1667$"


def test_tables_and_the_styler_helper() -> None:
    import pandas as pd

    frame = pd.DataFrame({"power": [1, 2], "x": [-1.1666, 1234.5], "share": [0.284, None]})
    frame.attrs["percent"] = ["share"]
    with language("fr"):
        cells = re.findall(r">([^<>]+)</t[dh]>", frame_html(frame))
        styled_cells = re.findall(r">([^<>]+)</t[dh]>", styled(frame).to_html())
        assert cell_text(0.5, percent=True) == "50,0\u00a0%"
    assert cells == ["puissance", "x", "share", "1", "\u22121,167", "28,4\u00a0%", "2",
                     "1\u202f234,5", "–"]
    for want in ("puissance", "\u22121,167", "28,4\u00a0%", "1\u202f234,5", "–"):
        assert want in styled_cells
    english = re.findall(r">([^<>]+)</t[dh]>", frame_html(frame))
    assert "-1.167" in english and "28.4%" in english


def test_charts_format_numbers_the_french_way() -> None:
    """Axis labels formatted by Vega (format="%") read "20 %" and "−40 %" in French."""
    alt = pytest.importorskip("altair")
    import pandas as pd

    display.setup_lesson()
    chart = alt.Chart(pd.DataFrame({"x": ["a", "b"], "y": [0.284, -0.5]})).mark_bar().encode(
        x="x", y=alt.Y("y", axis=alt.Axis(format="%")))

    def labels() -> set[str]:
        bundle = alt.renderers.get()(chart.to_dict())
        bundle = bundle[0] if isinstance(bundle, tuple) else bundle
        # the lessons save a chart as an <img> holding its SVG (display.static_chart)
        found = re.search(r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"', bundle["text/html"])
        svg = base64.b64decode(found[1]).decode("utf-8")
        return set(re.findall(r">([^<>]*%)<", svg))

    assert "20%" in labels()
    with language("fr"):
        french = labels()
    assert {"20\u00a0%", "\u221240\u00a0%"} <= french, french
    assert display.chart_embed_options({"a": 1}) == {"a": 1}
