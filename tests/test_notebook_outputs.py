"""What a student sees in a saved lesson: never developer output (issue 8, part 2).

Every output of every saved lesson (``notebooks/*.ipynb``) and app (``app/*.ipynb``) must be a
formatted table, a chart, a board, Markdown/LaTeX or a short sentence. This test reads the saved
notebooks (no kernel) and fails, one notebook at a time so that each lesson's owner sees their
own failures, on:

* a bare Python repr: an output with only ``text/plain`` that looks like a list, dict, tuple,
  ``Fraction(...)``, a quoted string, an object repr, a long float, ``RendererRegistry...``;
* anything written to stderr, and any error output or traceback;
* a truncated table cell ("…" or "..." in a pandas table) or a pandas "rows x columns" footer;
* a chart whose text is laid out (by vl-convert) in another font than the one the browser
  draws, which clips titles and legends (``majority_core.display.setup_lesson`` sets the font),
  or wider than a notebook at 1440 pixels;
* an output that shows only in a trusted notebook (issue 23, 3): JupyterLab draws an untrusted
  output with its safe renderers only (HTML, sanitized; Markdown; LaTeX; PNG/JPEG/GIF; text),
  so a chart saved as ``image/svg+xml`` showed ``alt.Chart(...)`` in a JupyterLab not started
  by ``tasks.py lab``. Charts are saved as an ``<img>`` in HTML
  (``majority_core.display.static_chart``; ``tools/static_charts.py`` converts old outputs);
* a board (an ipywidgets view) saved without its picture, or with its widget view or the
  executor's widget state (issue 23, 3): opened fresh, JupyterLab showed ``<Trick lab: Spy>``
  untrusted, and trusted a board drawn from the saved state with a red "disconnected" mark on
  every control (or "model not found" without that state). A saved board is its picture only
  (``text/html`` made by ``majority_widgets.kit.static.saved_picture`` from the board's own
  widgets; ``tools/saved_boards.py`` drops the widget view after a lesson is executed); Run All
  draws the live board again.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "app").glob("*.ipynb"))

_REPR = [
    (re.compile(r"^\s*[\[{(]"), "a list, dict or tuple"),
    (re.compile(r"^\s*Fraction\("), "a Fraction repr"),
    (re.compile(r"^\s*['\"]"), "a quoted string"),
    (re.compile(r"RendererRegistry|<[\w.]+ object at 0x"), "an object repr"),
    (re.compile(r"^\s*-?\d+\.\d{5,}\s*$"), "an unrounded float"),
    (re.compile(r"^\s*(alt\.\w*Chart|\w+Chart)\(\.\.\.\)\s*$"), "a chart that did not render"),
    (re.compile(r"^\s*\w+\(\w+=.*\)\s*$", re.S), "a dataclass repr"),
]
_TD = re.compile(r"<t[dh][^>]*>(.*?)</t[dh]>", re.S)
_TH = re.compile(r"<th[^>]*>(.*?)</th>", re.S)
#: A table drawn by the package's table helpers (``majority_core.display``, the boards' views).
_MJ_TABLE = re.compile(r'<table class="mj-table[^"]*"[^>]*>.*?</table>', re.S)
_ONE_PLURAL = re.compile(r"(?<![\w.,])1 (cards|tales|words|coins|points|games|players|decisions|"
                         r"seats|tricks|rounds|votes)\b")
_SVG_FONT = re.compile(r'font-family="([^"]*)"')
_SVG_WIDTH = re.compile(r'<svg[^>]*\bwidth="([\d.]+)"')
#: Chart text must name this font first (majority_core.display.CHART_FONT).
CHART_FONT_FIRST = "DejaVu Sans"
MAX_CHART_WIDTH = 1000
_TRACEBACK = re.compile(r"Traceback \(most recent call last\)|\b\w+Error: ")
#: The types JupyterLab renders in an untrusted notebook (its renderers marked "safe").
SAFE_MIME = {"text/html", "text/markdown", "text/latex", "text/plain", "image/png", "image/jpeg",
             "image/gif", "image/bmp", "image/webp", "application/vnd.jupyter.stderr",
             "application/vnd.jupyter.stdout"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: The class of a board's saved picture (majority_widgets.kit.static.saved_picture).
BOARD_PICTURE = "mj-saved-board"
#: A board's plain text, ``<Trick lab: Spy>``: what JupyterLab shows of a board with no picture.
_BOARD_TEXT = re.compile(r"^\s*<[^<>]+>\s*$")
_DATA_SVG = re.compile(r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"')


def _text(value: str | list[str]) -> str:
    return value if isinstance(value, str) else "".join(value)


def output_problems(output: dict) -> list[str]:
    """What is wrong with one saved output, in words (empty when it is fit for a student)."""
    kind = output.get("output_type")
    if kind == "error":
        return [f"an error output: {output.get('ename')}: {output.get('evalue', '')[:80]}"]
    if kind == "stream":
        text = _text(output.get("text", ""))
        if output.get("name") == "stderr":
            return [f"stderr: {text.strip()[:80]!r}"]
        problems = [f"printed {what}: {text.strip()[:60]!r}" for rx, what in _REPR[:4]
                    if rx.search(text)]
        if _TRACEBACK.search(text):
            problems.append(f"a traceback printed: {text.strip()[:60]!r}")
        if m := _ONE_PLURAL.search(text):
            problems.append(f"a plural after 1: {m.group(0)!r}")
        return problems
    data = output.get("data", {})
    problems = []
    board = WIDGET_VIEW in data or BOARD_PICTURE in _text(data.get("text/html", ""))
    if WIDGET_VIEW in data:
        problems.append("a board saved with its widget view (a disconnected board or 'model not "
                        "found' when the lesson is opened): run tools/saved_boards.py"
                        if BOARD_PICTURE in _text(data.get("text/html", "")) else
                        "a board saved without its picture (shown as its plain text "
                        f"{_text(data.get('text/plain', '')).strip()[:40]!r} when the lesson is "
                        "opened): execute the lesson again, then run tools/saved_boards.py")
    elif set(data) == {"text/plain"} and _BOARD_TEXT.match(_text(data["text/plain"])):
        problems.append(f"a board saved as its plain text: {_text(data['text/plain']).strip()!r}")
    if board and BOARD_PICTURE in _text(data.get("text/html", "")):
        problems += picture_problems(_text(data["text/html"]))
    if set(data) == {"text/plain"}:
        text = _text(data["text/plain"])
        for rx, what in _REPR:
            if rx.search(text):
                problems.append(f"{what} shown as plain text: {text.strip()[:70]!r}")
                break
    html = _text(data.get("text/html", ""))
    if "dataframe" in html or "mj-table" in html:
        for cell in _TD.findall(html):
            if "…" in cell or cell.strip().endswith("...") or cell.strip() == "...":
                problems.append(f"a truncated table cell: {cell.strip()[:60]!r}")
                break
        if re.search(r"\d+ rows × \d+ columns", html):
            problems.append("a truncated table (rows × columns footer)")
        problems += table_word_problems(html)
    if re.search(r"<style\b", html, re.I):
        problems.append("an output whose look is a <style> block, which JupyterLab drops in an "
                        "untrusted notebook: write the styles on the elements")
    unsafe = sorted(set(data) - SAFE_MIME - {WIDGET_VIEW})
    if unsafe:
        problems.append(f"an output that shows only when the notebook is trusted ({unsafe[0]}): "
                        "save it as HTML (majority_core.display.static_chart)")
    svg = _text(data.get("image/svg+xml", "")) or _chart_svg(html)
    if svg:
        fonts = {f for f in _SVG_FONT.findall(svg) if not f.startswith(CHART_FONT_FIRST)}
        if fonts:
            problems.append(f"a chart in font {sorted(fonts)[0]!r}: the browser may clip its "
                            "titles and legends (call majority_core.display.setup_lesson())")
        width = _SVG_WIDTH.search(svg)
        if width and float(width.group(1)) > MAX_CHART_WIDTH:
            problems.append(f"a chart {width.group(1)} pixels wide: wider than the notebook")
    for text in [_text(v) for k, v in data.items() if k.startswith("text/")]:
        if m := _ONE_PLURAL.search(text):
            problems.append(f"a plural after 1: {m.group(0)!r}")
            break
    for mime in ("text/html", "text/markdown"):
        if _TRACEBACK.search(_text(data.get(mime, ""))) and "Traceback" in _text(data[mime]):
            problems.append(f"a traceback in {mime}")
    return problems


def table_word_problems(html: str) -> list[str]:
    """The teacher's runs (issue 23): a hyphenated word or a short group in parentheses in a
    table cell or header that a narrow column may break ("runner-" over "up", "(95%" over
    "CI)": write it through ``display.cell_html``), and an interval's bound headed with its
    data's name ("ci low", "win 95% high") instead of ``display.bound_header``'s "lower bound
    (95% CI)"."""
    from majority_core.lesson_words import INTERVAL_BOUNDS

    problems = []
    cells = [c for table in _MJ_TABLE.findall(html) for c in _TD.findall(table)]
    for cell in cells:
        loose = re.sub(r"<[^>]+>", " ", re.sub(
            r'<span style="white-space:nowrap">[^<]*</span>', " ", cell))
        if m := re.search(r"\S*\w-\w\S*", loose):
            problems.append(f"a hyphenated word a narrow column may break: {m[0]!r}")
            break
        if m := re.search(r"\([^()]{1,10}\)", loose):
            problems.append(f"a short group in parentheses a narrow column may break: {m[0]!r}")
            break
    for header in [h for table in _MJ_TABLE.findall(html) for h in _TH.findall(table)]:
        text = re.sub(r"<[^>]+>", "", header).strip().replace("_", " ")
        if text in INTERVAL_BOUNDS:
            problems.append(f"an interval bound headed {text!r}, not by display.bound_header")
    return problems


def picture_problems(html: str) -> list[str]:
    """What a reader of a board's saved picture would miss: an empty picture, or one holding
    a bare repr or an error where the board's text should be."""
    text = re.sub(r"<[^>]+>", " ", html)
    problems = []
    if len(text.split()) < 12:
        problems.append("a board's picture with almost no text")
    if _TRACEBACK.search(text) or "Error displaying widget" in text:
        problems.append("an error in a board's picture")
    return problems


def _chart_svg(html: str) -> str:
    """The drawing of a chart saved as HTML (an <img> with an SVG data URL), or ""."""
    import base64

    found = _DATA_SVG.search(html)
    return base64.b64decode(found[1]).decode("utf-8") if found else ""


def notebook_problems(path: Path) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    cells = nb["cells"]
    found = []
    if "widgets" in nb.get("metadata", {}):
        found.append("the executor's widget state saved in the notebook (JupyterLab draws boards "
                     "from it, disconnected): run tools/saved_boards.py")
    for i, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            found += [f"cell {i}: {p}" for p in output_problems(output)]
    return found


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[f"{p.parent.name}/{p.stem}" for p in NOTEBOOKS])
def test_saved_outputs_are_fit_for_students(notebook: Path) -> None:
    problems = notebook_problems(notebook)
    assert not problems, f"{notebook.name}:\n  " + "\n  ".join(problems)


# -- the detector itself ---------------------------------------------------------------------------
def _result(plain: str, **more: str) -> dict:
    return {"output_type": "execute_result", "data": {"text/plain": plain, **more}}


@pytest.mark.parametrize(
    "plain",
    [
        "([1, 3], 'The teams tie.')",
        "Fraction(33, 136)",
        "'decision 10 of the save file is refused'",
        "{'keys': ['format']}",
        "['Red: nobody', 'Blue: C']",
        "RendererRegistry.enable('svg')",
        "0.2634336896415072",
        "alt.Chart(...)",
    ],
)
def test_bare_reprs_are_caught(plain: str) -> None:
    assert output_problems(_result(plain))


def test_fit_outputs_pass() -> None:
    assert not output_problems(_result("['a']", **{"text/html": "<ul><li>a</li></ul>"}))
    picture = ('<div class="mj-saved-board"><div>Play board: you are seat 0. Your partner is '
               "seat 2. Bots: seat 1: greedy.</div><button>Hint</button></div>")
    assert not output_problems(_result("<Play board: seat 0>", **{"text/html": picture}))
    assert not output_problems(_result("0.263"))
    assert not output_problems({"output_type": "stream", "name": "stdout", "text": "Seat 2 wins."})
    table = '<table class="dataframe"><tr><td>You keep B6 from your packet.</td></tr></table>'
    assert not output_problems(_result("x", **{"text/html": table}))


def test_stderr_errors_and_truncation_are_caught() -> None:
    assert output_problems({"output_type": "stream", "name": "stderr", "text": "warning"})
    assert output_problems({"output_type": "error", "ename": "NameError", "evalue": "x"})
    cut = '<table class="dataframe"><tr><td>Seats 0 and 2 play against seats 1 and 3 (part...</td>'
    assert output_problems(_result("x", **{"text/html": cut + "</tr></table>"}))
    cut2 = '<table class="dataframe"><tr><td>Round 1 of 4 begins…</td></tr></table>'
    assert output_problems(_result("x", **{"text/html": cut2}))
    assert output_problems(_result("x", **{"text/html": "<p>Reference pile: 1 cards</p>"}))
    assert not output_problems(_result("x", **{"text/html": "<p>Reference pile: 21 cards</p>"}))


def test_charts_in_another_font_or_too_wide_are_caught() -> None:
    from majority_core.display import static_chart

    good = '<svg width="520" height="300"><text font-family="DejaVu Sans, Verdana, sans-serif">'
    assert not output_problems(_result("alt.Chart(...)", **{"text/html": static_chart(good)}))
    other = '<svg width="520"><text font-family="sans-serif">t</text></svg>'
    assert output_problems(_result("alt.Chart(...)", **{"text/html": static_chart(other)}))
    wide = '<svg width="1600"><text font-family="DejaVu Sans">t</text></svg>'
    assert output_problems(_result("alt.Chart(...)", **{"text/html": static_chart(wide)}))


def test_charts_saved_as_html_are_checked_and_svg_alone_is_caught() -> None:
    from majority_core.display import static_chart

    good = static_chart('<svg width="520" height="300"><text font-family="DejaVu Sans">t</text>'
                        "</svg>")
    assert 'width="520" height="300"' in good and not output_problems(
        _result("alt.Chart(...)", **{"text/html": good}))
    other = static_chart('<svg width="520"><text font-family="sans-serif">t</text></svg>')
    assert "font" in output_problems(_result("alt.Chart(...)", **{"text/html": other}))[0]
    svg_only = '<svg width="520"><text font-family="DejaVu Sans">t</text></svg>'
    assert "trusted" in output_problems(_result("alt.Chart(...)", **{"image/svg+xml": svg_only}))[0]
    assert output_problems(_result("x", **{"application/javascript": "alert(1)"}))


def test_every_lesson_chart_shows_in_an_untrusted_notebook() -> None:
    """Issue 23, 3 (a): every saved chart of every lesson (English and French) and app is an
    HTML <img>, which JupyterLab shows without trust; no saved output needs trust."""
    notebooks = NOTEBOOKS + sorted((ROOT / "notebooks" / "fr").glob("*.ipynb"))
    charts = 0
    for path in notebooks:
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                assert not set(data) - SAFE_MIME, (path.name, sorted(data))
                charts += bool(_chart_svg(_text(data.get("text/html", ""))))
                if re.match(r"\s*alt\.\w*Chart\(", _text(data.get("text/plain", ""))):
                    assert _chart_svg(_text(data.get("text/html", ""))), path.name
    assert charts >= 40


def test_a_look_kept_in_a_style_block_is_caught() -> None:
    """The teacher's run (issue 23): lesson 13's Sultane board, drawn by its state's
    ``_repr_html_``, kept its look in a <style> block; untrusted, JupyterLab dropped it and the
    track's slots stood one under another. The games' drawings write their styles inline."""
    from majority_core.sultane import SultaneState
    from majority_core.witch import WitchState

    styled = '<style>.slot{display:inline-block}</style><span class="slot">P</span>'
    assert "<style>" in output_problems(_result("x", **{"text/html": styled}))[0]
    for state in (SultaneState.new(n_players=7, seed=8), WitchState.new(n_players=4, seed=40)):
        drawn = state._repr_html_()
        assert "<style" not in drawn and not output_problems(_result("x", **{"text/html": drawn}))
        assert 'style="display:inline-block' in drawn  # the slots and chips keep their look


def test_boards_saved_without_their_picture_or_with_their_view_are_caught() -> None:
    """Issue 23, 3: a saved board is its picture; its widget view, its plain text alone or the
    executor's widget state would show a disconnected board or ``<Trick lab: Spy>``."""
    picture = ('<div class="mj-saved-board"><div>Trick lab: choose the card each seat plays, '
               "then step through the effects.</div><select><option>Spy</option></select></div>")
    assert "plain text" in output_problems(_result("<Trick lab: Spy>"))[0]
    assert "without its picture" in output_problems(_result("<Trick lab: Spy>", **{
        WIDGET_VIEW: {"model_id": "x"}}))[0]
    assert "widget view" in output_problems(_result("<Trick lab: Spy>", **{
        WIDGET_VIEW: {"model_id": "x"}, "text/html": picture}))[0]
    assert not output_problems(_result("<Trick lab: Spy>", **{"text/html": picture}))
    empty = '<div class="mj-saved-board"><div></div></div>'
    assert "almost no text" in output_problems(_result("<Trick lab: Spy>", **{"text/html": empty}))[0]


def test_every_saved_board_is_a_picture_of_the_board() -> None:
    """Issue 23, 3: every English lesson and app saves each board as its picture, made from the
    board's own widgets (the live board's look), with nothing that needs a kernel or trust."""
    boards = 0
    for path in NOTEBOOKS:
        nb = json.loads(path.read_text(encoding="utf-8"))
        assert "widgets" not in nb["metadata"], path.name
        for cell in nb["cells"]:
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                plain = _text(data.get("text/plain", ""))
                assert WIDGET_VIEW not in data, (path.name, plain)
                assert not (set(data) == {"text/plain"} and _BOARD_TEXT.match(plain)), path.name
                boards += BOARD_PICTURE in _text(data.get("text/html", ""))
    assert boards >= 17  # 12 boards in 10 lessons, 5 apps


def test_a_board_picture_is_the_boards_own_drawing() -> None:
    """The picture holds what the live board's HTML areas hold (its look, not a second drawing),
    its controls with their words and values, and leaves out what the board hides."""
    from html import escape, unescape

    import ipywidgets as w

    from majority_widgets.kit.static import saved_picture, static_html
    from majority_widgets.the_majority import TrickLabBoard

    board = TrickLabBoard("Spy")
    bundle = board._repr_mimebundle_()
    assert bundle["text/plain"] == repr(board) and WIDGET_VIEW in bundle
    picture = bundle["text/html"]
    assert picture == saved_picture(board.widget) and BOARD_PICTURE in picture

    def walk(widget):  # the widgets a reader sees (a hidden box hides its children)
        if getattr(widget.layout, "display", None) == "none":
            return
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)

    def words(markup: str) -> str:  # the text a reader sees (the picture's styles are inlined)
        return " ".join(unescape(re.sub(r"<[^>]+>", " ", markup)).split())

    shown = list(walk(board.widget))
    areas = [words(x.value) for x in shown if isinstance(x, w.HTML) and x.value
             and "<style" not in x.value]
    assert areas and all(a in words(picture) for a in areas)
    assert "<style" not in picture  # its rules written on the elements they select
    # the kit's table spacing (majority_widgets.kit.board.STYLE) on the board's table cells
    assert re.search(r'<th style="padding:2px 10px;text-align:left', picture)
    buttons = [x.description for x in shown if isinstance(x, w.Button)]
    assert buttons and all(f">{escape(b)}</button>" in picture for b in buttons)
    hidden = w.HTML("a hidden line")
    hidden.layout.display = "none"
    assert static_html(w.VBox([hidden])).count("hidden line") == 0


def test_a_breakable_hyphen_or_a_raw_interval_header_is_caught() -> None:
    """The teacher's run (issue 23): "runner-up" broke at its hyphen in lessons 07 and 21's
    narrow columns, and lesson 41 headed its bounds "ci low" / "ci high"."""
    import pandas as pd

    from majority_core.display import Record, frame_html, table_html

    def problems(html: str) -> list[str]:
        return output_problems(_result("x", **{"text/html": html}))

    loose = '<table class="mj-table dataframe"><tr><td>runner-up</td></tr></table>'
    assert problems(loose) == ["a hyphenated word a narrow column may break: 'runner-up'"]
    split = '<table class="mj-table dataframe"><tr><th>lower bound (95% CI)</th></tr></table>'
    assert problems(split) == ["a short group in parentheses a narrow column may break: '(95% CI)'"]
    raw = ('<table class="mj-table dataframe"><thead><tr><th>right</th><th>ci low</th>'
           '<th>ci_high</th></tr></thead></table>')
    assert len(problems(raw)) == 2
    frame = pd.DataFrame({"policy": ["runner-up", "cash-in@5"], "win": [0.5, 0.25],
                          "ci_low": [0.4, 0.2], "ci_high": [0.6, 0.3],
                          "note": ["greedy v runner-up, revised 2-4", "-0.5 and 3 - 1"]})
    made = [frame_html(frame), table_html(["bot", "seat"], [["runner-up", 1]]),
            Record({"all-seeing view": "runner-up"})._repr_html_()]
    for html in made:
        assert problems(html) == [], html
    assert 'lower bound <span style="white-space:nowrap">(95% CI)</span>' in made[0]
    assert "ci low" not in made[0]
    # each hyphenated word is held whole; spaces and a leading minus still break as before
    assert ('<span style="white-space:nowrap">greedy</span>' not in made[0]
            and 'greedy v <span style="white-space:nowrap">runner-up,</span> revised '
            '<span style="white-space:nowrap">2-4</span>' in made[0])
    assert ">-0.5 and 3 - 1<" in made[0]
