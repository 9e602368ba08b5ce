"""How lesson outputs look: tables, fractions, sentences and lists that draw themselves.

A lesson's reader should never see a bare Python repr (``Fraction(33, 136)``, a tuple, a quoted
string) or a truncated table. The helpers here wrap plain values in small objects with
``_repr_html_`` / ``_repr_markdown_``, so a notebook cell that ends with one shows formatted
text. They are plain strings underneath: no pandas, altair or IPython is imported when this
module is imported (pandas only inside :func:`table` and :func:`frame_html`).

* :func:`table_html` - a small escaped HTML table, for boards and ``_repr_html_``;
* :func:`fraction` - an exact fraction with its decimal, as LaTeX: 33/136 ≈ 0.2426;
* :func:`say` / :class:`Sentence` - a short sentence (a ``str`` that shows as text, not quoted);
* :func:`bullets` / :class:`Lines` - a list of sentences shown as a bulleted list;
* :class:`Record` - a ``dict`` shown as a two-column table (name, value);
* :func:`table` / :func:`frame_html` - a pandas table made tidy: headers in words, no
  meaningless index, sensible rounding, no NaN, nothing truncated;
* :func:`setup_lesson` - the first cell of a lesson: SVG charts, tidy tables; shows nothing.

Language: with ``set_language("fr")`` the same objects show French (issue 13): table headers,
captions and text cells, chart titles, axis titles and legend words (every chart, through the
lessons' renderer, :func:`translated_spec`) go through the ``lessons`` catalog, and numbers are written the French way (1 234,5 ; 58,0 %). The data themselves keep
their English column names and values, so a lesson's code reads the same in both editions.
In English nothing changes.

>>> fraction(33, 136)
33/136 ≈ 0.2426
>>> str(say("Seat 2 wins."))
'Seat 2 wins.'
>>> bullets(["Red: nobody is paid.", "Blue: C takes 6."])._repr_markdown_()
'* Red: nobody is paid.\\n* Blue: C takes 6.'
"""

from __future__ import annotations

import html
import math
import numbers
import re
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from .i18n import _, french, get_language, pgettext
from .lesson_words import INTERVAL_BOUNDS
from .lesson_words import LESSON_WORDS as LESSON_WORDS  # marked for the catalog there

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

#: What an empty or missing cell shows (never "NaN").
MISSING = "–"


def _word(text: str) -> str:
    """A word of a lesson table or chart (a column name, a cell's word, a legend's): its
    ``lesson`` context first, where a short word means something else elsewhere ("power": the
    card's *puissance* here, a role's *pouvoir* in a Sultane log), then a bot's name (a
    tournament's cells are the bots' code names: "greedy" reads "gourmand"), then the plain
    catalogs."""
    text = str(text)
    if text in INTERVAL_BOUNDS:
        return bound_header(*INTERVAL_BOUNDS[text])
    for context in ("lesson", "bot"):
        word = pgettext(context, text)
        if word != text:
            return word
    return _(text)


def bound_header(what: str | None, side: str) -> str:
    """The header of one bound of a 95% interval, the same pattern in every lesson table and
    chart (review 2, defect 27): "lower bound (95% CI)", or "win rate, upper bound (95% CI)"
    when the columns beside it do not say what the interval is of (French: "borne inf.
    (IC 95 %)", "taux de victoire, borne sup. (IC 95 %)")."""
    if what is None:
        return _("lower bound (95% CI)") if side == "low" else _("upper bound (95% CI)")
    pattern = _("{what}, lower bound (95% CI)") if side == "low" else _(
        "{what}, upper bound (95% CI)")
    return pattern.format(what=_word(what))


def _num(text: str) -> str:
    """A number written in English (1,234.5; 58.0%; -1.17) as the current language writes it
    (French: 1 234,5 with a narrow no-break space; 58,0 %; −1,17 with the minus sign)."""
    if get_language() == "en":
        return text
    text = text.replace(",", "\u202f").replace(".", ",")
    if text.startswith("-"):
        text = "\u2212" + text[1:]
    return text[:-1] + "\u00a0%" if text.endswith("%") else text


#: What a table cell keeps on one line, in escaped text: a short group in parentheses ("(95% CI)",
#: "(IC 95 %)") and a word with a hyphen inside it ("runner-up", "cash-in@5", "Pots-de-vin", "3-1").
_UNBROKEN = re.compile(r"\([^()<>]{1,10}\)|\S*\w-\w\S*")


def cell_html(text: str) -> str:
    """The escaped HTML of a table's header or cell text, with what must not break kept whole.

    A browser may break a line after a hyphen: in a narrow column "runner-up" read "runner-" over
    "up", a bot name a student took for two, and an interval's header read "lower bound (95%"
    over "CI)" (the teacher's runs, issue 23). Such a word or group is wrapped in
    ``white-space:nowrap``, an inline style that an untrusted notebook keeps, rather than written
    with a non-breaking hyphen (U+2011) or space, so that it copies, searches and reads aloud as
    the word one types (``get_policy("runner-up")``)."""
    return _UNBROKEN.sub(
        lambda m: f'<span style="white-space:nowrap">{m[0]}</span>', html.escape(text))


def table_html(header: list[str], rows: list[list[Any]], *, caption: str | None = None) -> str:
    """A small HTML table (cells are escaped), for boards and ``_repr_html_``."""
    cap = f"<caption>{html.escape(caption)}</caption>" if caption else ""
    head = "".join(f"<th>{cell_html(str(h))}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{cell_html(str(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return (
        f'<table class="mj-table">{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
    )


# -- numbers ---------------------------------------------------------------------------------------
def _markdown_to_html(text: str) -> str:
    """The little Markdown our sentences use (**bold**, *italic*, `code`), as escaped HTML."""
    out = html.escape(text, quote=False)
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", out)
    return re.sub(r"`(.+?)`", r"<code>\1</code>", out)


def _latex_label(label: str) -> str:
    """A label in LaTeX: a symbol with an index ("E_3") as math, E_{3}; any other text in
    \\text{} with its special characters escaped (a bare _ inside \\text{} is a MathJax error)."""
    symbol = re.fullmatch(r"([A-Za-z])_\{?(\w+)\}?", label)
    if symbol:
        return f"{symbol[1]}_{{{symbol[2]}}}"
    return "\\text{" + re.sub(r"([_%#&$])", r"\\\1", label) + "}"


def _latex_number(value: int | str) -> str:
    """A number inside LaTeX math: thousands with a thin space ``\\,`` in French (447\\,376; a
    comma there would read as a decimal), with ``{,}`` in English (447{,}376); the decimal
    comma as ``{,}`` (0{,}2426: no space after it). ``value``: an int, or a number already
    written in the current language (:func:`_num`)."""
    text = f"{value:,}" if isinstance(value, int) else str(value)
    if get_language() == "en":
        return text.replace(",", "{,}")
    if isinstance(value, int):
        text = text.replace(",", "\u202f")
    return text.replace("\u2212", "-").replace(",", "{,}").replace("\u202f", "\\,")


class FractionText:
    """An exact fraction shown as LaTeX with its decimal: $\\frac{33}{136} \\approx 0.2426$.

    ``value`` keeps the :class:`fractions.Fraction` for further arithmetic.
    """

    def __init__(self, value: Fraction, digits: int = 4, label: str | None = None) -> None:
        self.value = Fraction(value)
        self.digits = digits
        self.label = label

    def _decimal(self) -> str:
        return _num(f"{float(self.value):.{self.digits}f}")

    def _latex_body(self) -> str:
        v = self.value
        if v.denominator == 1:
            body = str(v.numerator)
        else:
            sign = "-" if v < 0 else ""
            body = (f"{sign}\\dfrac{{{_latex_number(abs(v.numerator))}}}"
                    f"{{{_latex_number(v.denominator)}}} \\approx {_latex_number(self._decimal())}")
        if self.label:
            body = f"{_latex_label(_(self.label))} = {body}"
        return body

    def _repr_latex_(self) -> str:
        return f"${self._latex_body()}$"

    def _repr_markdown_(self) -> str:
        return f"${self._latex_body()}$"

    def __str__(self) -> str:
        v = self.value
        text = (number_text(v.numerator) if v.denominator == 1
                else f"{fraction_text(v)} ≈ {self._decimal()}")
        return f"{_(self.label)} = {text}" if self.label else text

    __repr__ = __str__

    def __float__(self) -> float:
        return float(self.value)

    def __eq__(self, other: object) -> bool:
        return self.value == (other.value if isinstance(other, FractionText) else other)

    def __hash__(self) -> int:
        return hash(self.value)


def fraction(
    value: Fraction | int | str, denominator: int | None = None, *, digits: int = 4,
    label: str | None = None,
) -> FractionText:
    """An exact fraction with its decimal, e.g. ``fraction(33, 136)`` or ``fraction(Fraction(..))``.

    ``label`` names it: ``fraction(1, 4, label="P(no majority)")``.
    """
    f = Fraction(value) if denominator is None else Fraction(value, denominator)
    return FractionText(f, digits=digits, label=label)


def fraction_text(value: Fraction) -> str:
    """A fraction as the language writes it: "-7/6" and "447376/1698249" in English, "−7/6"
    (the minus sign) and "447 376/1 698 249" (thousands apart) in French."""
    value = Fraction(value)
    if get_language() == "en":
        return str(value) if value.denominator != 1 else str(value.numerator)
    sign = "\u2212" if value < 0 else ""
    top = _num(f"{abs(value.numerator):,}")
    return sign + top if value.denominator == 1 else f"{sign}{top}/{_num(f'{value.denominator:,}')}"


def number_text(value: Any, digits: int = 3) -> str:
    """A number as a reader writes it: ints with thousands separators, floats rounded, no NaN."""
    if value is None:
        return MISSING
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, Fraction):
        return fraction_text(value)
    if isinstance(value, numbers.Integral):
        return _num(f"{int(value):,}")
    if isinstance(value, numbers.Real):
        v = float(value)
        if math.isnan(v):
            return MISSING
        if v.is_integer() and abs(v) < 1e15:
            return _num(f"{int(v):,}")
        places = digits  # below 1, keep ``digits`` significant digits: 0.0125, not 0.012
        if abs(v) < 1:
            places = max(digits, digits - 1 - math.floor(math.log10(abs(v))))
        text = f"{v:,.{places}f}".rstrip("0").rstrip(".")
        return _num(text) if text not in ("-0", "") else "0"
    return str(value)


# -- sentences and lists ---------------------------------------------------------------------------
class Sentence(str):
    """A ``str`` that a notebook shows as text (Markdown), never as a quoted repr; shown with a
    capital letter, whatever the message it carries starts with."""

    def _shown(self) -> str:
        return french(self[:1].upper() + self[1:])

    def _repr_markdown_(self) -> str:
        return self._shown()

    def _repr_html_(self) -> str:
        return f'<div class="mj-sentence">{_markdown_to_html(self._shown())}</div>'


def say(text: str) -> Sentence:
    """Show a short sentence as text (for a message, an error text, an engine explanation)."""
    return Sentence(text)


class Lines(list):
    """A list of sentences shown as a bulleted list (each line whole, never wrapped mid-word)."""

    def _repr_markdown_(self) -> str:
        return "\n".join(f"* {french(line)}" for line in self)

    def _repr_html_(self) -> str:
        items = "".join(f"<li>{_markdown_to_html(french(str(line)))}</li>" for line in self)
        return f'<ul class="mj-lines">{items}</ul>'


def bullets(lines: Iterable[Any]) -> Lines:
    """Show sentences (events, explanations) as a bulleted list."""
    return Lines(str(x) for x in lines)


class Code(str):
    """A word of code shown in a lesson table (a save file's JSON key, an engine's name): never
    translated, drawn as ``<code>`` so that a reader sees it is what the file or code says."""


def _code_html(value: Any) -> str | None:
    """The HTML of a cell of :class:`Code` words (one, or a list of them), else None."""
    if isinstance(value, Code):
        return f"<code>{html.escape(value)}</code>"
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Code) for v in value):
        return " ".join(f"<code>{html.escape(v)}</code>" for v in value)
    return None


class Record(dict):
    """A ``dict`` shown as a two-column table, one row per key (a save file's summary...)."""

    def __init__(self, *args: Any, caption: str | None = None, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.caption = caption

    def _repr_html_(self) -> str:
        cap = f"<caption>{html.escape(_(self.caption))}</caption>" if self.caption else ""
        rows = "".join(
            f'<tr><th style="text-align:left">{cell_html(_words(k))}</th>'
            f'<td style="text-align:left">{_code_html(v) or cell_html(_cell_text(v))}</td></tr>'
            for k, v in self.items()
        )
        return f'<table class="mj-table mj-record">{cap}<tbody>{rows}</tbody></table>'


def _cell_text(value: Any) -> str:
    if isinstance(value, Code):
        return str(value)
    if isinstance(value, str):
        return _word(value)
    # a cell built from pieces: French puts its narrow space before ":" and ";" (french())
    if isinstance(value, Mapping):
        return french(", ".join(f"{_words(k)}: {_cell_text(v)}" for k, v in value.items()))
    if isinstance(value, (list, tuple, set, frozenset)):
        parts = [_cell_text(v) for v in value]
        return french("; ".join(parts)) if any(" " in p for p in parts) else " ".join(parts)
    return number_text(value)


def _words(name: Any) -> str:
    """A column name in words: ``team_coins`` -> ``team coins`` (in the lesson's language)."""
    return _word(str(name).replace("_", " "))


# -- tables ----------------------------------------------------------------------------------------
class Table:
    """A pandas table drawn tidily (see :func:`table`); ``frame`` is the data itself."""

    def __init__(self, frame: Any, *, digits: int = 3, percent: Sequence[str] = (),
                 caption: str | None = None, index: bool | None = None) -> None:
        self.frame = frame
        self.digits = digits
        self.percent = tuple(percent)
        self.caption = caption
        self.index = index

    def _repr_html_(self) -> str:
        return frame_html(self.frame, digits=self.digits, percent=self.percent,
                          caption=self.caption, index=self.index)

    def __repr__(self) -> str:
        return f"<table: {len(self.frame)} rows>"


def table(frame: Any, *, digits: int = 3, percent: Sequence[str] = (), caption: str | None = None,
          index: bool | None = None) -> Table:
    """A table for a lesson: headers in words, rounding to ``digits``, ``percent`` columns as
    percentages, NaN shown as a dash, every cell in full. The index shows only when it means
    something (it has a name, or ``index=True``). Rows may be a DataFrame, a Series or dicts."""
    import pandas as pd

    if isinstance(frame, pd.Series):
        frame = frame.to_frame()
    elif not isinstance(frame, pd.DataFrame):
        frame = pd.DataFrame(list(frame))
    return Table(frame, digits=digits, percent=percent, caption=caption, index=index)


def _meaningful_index(frame: pd.DataFrame) -> bool:
    import pandas as pd

    idx = frame.index
    if any(n is not None for n in idx.names):
        return True
    if isinstance(idx, pd.RangeIndex):
        return False
    return not (idx.dtype.kind in "iu" and list(idx) == list(range(len(idx))))


def frame_html(frame: Any, *, digits: int = 3, percent: Sequence[str] = (),
               caption: str | None = None, index: bool | None = None) -> str:
    """The HTML of a tidy table (see :func:`table`); the one formatter every lesson table uses.

    A function that returns a DataFrame can ask for percentages with
    ``frame.attrs["percent"] = [column, ...]``: the data stay shares, the reader sees 58.0%."""
    import pandas as pd

    if isinstance(frame, pd.Series):
        frame = frame.to_frame()
    percent = tuple(percent) or tuple(frame.attrs.get("percent", ()))
    show_index = _meaningful_index(frame) if index is None else index
    data = frame.reset_index() if show_index else frame
    header = [_words(c) for c in data.columns]
    pct = {str(c) for c in percent}

    def cell(col: Any, v: Any) -> str:
        return cell_text(v, digits=digits, percent=str(col) in pct)

    rows = [[cell(c, v) for c, v in zip(data.columns, row, strict=True)]
            for row in data.itertuples(index=False, name=None)]
    numeric = [pd.api.types.is_numeric_dtype(data[c]) for c in data.columns]
    cap = f"<caption>{html.escape(_(caption))}</caption>" if caption else ""
    head = "".join(
        f'<th style="text-align:{"right" if n else "left"}">{cell_html(h)}</th>'
        for h, n in zip(header, numeric, strict=True)
    )
    body = "".join(
        "<tr>" + "".join(
            f'<td style="text-align:{"right" if n else "left"};white-space:normal">'
            f"{cell_html(v)}</td>" for v, n in zip(r, numeric, strict=True)
        ) + "</tr>"
        for r in rows
    )
    return (f'<table class="mj-table dataframe">{cap}<thead><tr>{head}</tr></thead>'
            f"<tbody>{body}</tbody></table>")


def cell_text(value: Any, *, digits: int = 3, percent: bool = False) -> str:
    """One cell of a lesson table as the reader sees it, in the current language: numbers
    rounded and written the language's way (French 1 234,5; −1,17), a share as a percentage
    when ``percent`` (58,0 %), words through the catalogs, a dash for a missing value."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return MISSING
    if type(value).__name__ == "NAType":  # pandas.NA, without importing pandas
        return MISSING
    if percent and isinstance(value, numbers.Real) and not isinstance(value, bool):
        return _num(f"{100 * float(value):.{max(digits - 2, 0)}f}%")
    return _cell_text(value)


def styled(frame: Any, *, digits: int = 3, percent: Sequence[str] = ()) -> Any:
    """A pandas ``Styler`` of ``frame`` that writes its cells and headers as the lesson tables
    do (:func:`cell_text`, column names in words, in the current language): for analysis code
    that styles a table (colours, bars) rather than showing it with :func:`table`. The data
    keep their numbers; only the display is French."""
    percent = tuple(percent) or tuple(frame.attrs.get("percent", ()))
    pct = {str(c) for c in percent}
    formatters = {c: (lambda v, p=str(c) in pct: cell_text(v, digits=digits, percent=p))
                  for c in frame.columns}
    return (frame.style.format(formatters)
            .format_index(_words, axis=1)
            .format_index(lambda v: v if isinstance(v, numbers.Integral) else _cell_text(v),
                          axis=0))


def _tidy_frame_html(frame: Any) -> str:
    return frame_html(frame)


#: Charts are laid out (by vl-convert) and drawn (by the browser) with the same wide font first,
#: so a title or legend measured for one never overflows, and is never clipped, in the other.
CHART_FONT = "DejaVu Sans, Verdana, sans-serif"


def lesson_chart(chart: Any) -> Any:
    """A finished lesson chart: upright labels on the x axis, and :data:`CHART_FONT` even
    outside a lesson's theme, so that vl-convert sizes titles and legends as the browser draws
    them (every game's lesson charts end here)."""
    return chart.configure(font=CHART_FONT).configure_axisX(labelAngle=0)


def translated_spec(spec: Any) -> Any:
    """A Vega-Lite spec (a chart's ``to_dict()``) with its titles (chart, axes, legends,
    tooltips), the axis titles Vega-Lite would take from field names, and the words in its data
    (legend and axis labels) in the current language; fields keep their names. The lessons'
    chart renderer (:func:`setup_lesson`) draws every chart through it, so a chart made by any
    function or cell shows French after ``set_language("fr")``."""

    def words(value: Any) -> Any:
        if isinstance(value, str):
            return _word(value)
        if isinstance(value, list):
            return [words(v) for v in value]
        return value

    def titles(value: Any) -> Any:
        # a title is prose: typeset too (a lesson cell's own French title, "Piocher : ..."),
        # unlike the data words, which must stay equal to their sort and domain lists
        value = words(value)
        return [french(v) for v in value] if isinstance(value, list) else french(value)

    categories = _category_fields(spec)

    def cell(key: str, value: Any) -> Any:
        if key in categories and isinstance(value, str) and _DECIMAL.fullmatch(value):
            value = float(value)  # a number written as a label ("{:g}".format(0.5))
        if isinstance(value, str):
            return _word(value)
        if key in categories and isinstance(value, float) and not value.is_integer():
            return number_text(value)  # a category's decimal number, as the language writes it
        return value

    def rows(values: Any) -> Any:
        if not isinstance(values, list):
            return values
        return [{k: cell(k, v) for k, v in row.items()}
                if isinstance(row, dict) else row for row in values]

    def explicit(spec: Any) -> set[str]:
        """The channels of a spec's encoding that have their own title."""
        encoding = spec.get("encoding") if isinstance(spec, dict) else None
        return {ch for ch, enc in (encoding or {}).items()
                if isinstance(enc, dict) and "title" in enc}

    def walk(node: Any, titled: frozenset[str] = frozenset(), default: bool = True) -> Any:
        # ``titled``: the channels a layer of the same chart titles itself; Vega-Lite joins
        # the explicit titles of layers sharing an axis ("bot, stratégie"), so a default title
        # is given only where no layer names the channel. ``default``: this node may get one.
        if isinstance(node, list):
            return [walk(v, titled, default) for v in node]
        if not isinstance(node, dict):
            return node
        if isinstance(node.get("layer"), list):
            titled = titled | explicit(node) | {
                ch for spec in node["layer"] for ch in explicit(spec)}
        out = {}
        for key, value in node.items():
            if key == "encoding" and isinstance(value, dict):
                out[key] = {ch: walk(enc, titled, ch not in titled) for ch, enc in value.items()}
            elif key == "title" and isinstance(value, str | list):
                out[key] = titles(value)
            elif key == "title" and isinstance(value, dict) and "text" in value:
                out[key] = {**walk(value), "text": titles(value["text"])}
            elif key in ("sort", "domain") and isinstance(value, list):
                out[key] = words(value)
            elif key == "datasets" and isinstance(value, dict):
                out[key] = {name: rows(v) for name, v in value.items()}
            elif key == "values":
                out[key] = rows(value)
            else:
                out[key] = walk(value, titled)
        field = node.get("field")
        if default and isinstance(field, str) and "type" in node and "title" not in node:
            title = _word(field)
            if title != field:
                out["title"] = french(title)
        return out

    return walk(_one_title_per_axis(spec))


#: A decimal number written the English way, as a chart's category label may be ("0.5").
_DECIMAL = re.compile(r"-?\d+\.\d+")

#: The position channels whose title an axis shows (a layer's x2 joins its x axis' title).
_AXES = {"x": ("x", "x2"), "y": ("y", "y2")}


def _one_title_per_axis(spec: Any) -> Any:
    """``spec`` with one title per axis in every layered chart: Vega-Lite joins the titles of
    the layers that share an axis with commas, so a rule drawn from "95% low" to "95% high"
    beside a point at "accuracy" wrote "accuracy, 95% low, value" (review 2, defect 28). Each
    shared axis takes the first title a layer gives it (else the first layer's field) for all
    its layers (the lessons' renderer applies it in every language)."""
    if isinstance(spec, list):
        return [_one_title_per_axis(v) for v in spec]
    if not isinstance(spec, dict):
        return spec
    out = {k: _one_title_per_axis(v) for k, v in spec.items()}
    layers = out.get("layer")
    if not isinstance(layers, list):
        return out
    encodings = [e for e in [out.get("encoding")] + [
        layer.get("encoding") for layer in layers if isinstance(layer, dict)]
        if isinstance(e, dict)]
    for channels in _AXES.values():
        defs = [e[c] for e in encodings for c in channels if isinstance(e.get(c), dict)]
        titled = [d["title"] for d in defs if "title" in d]
        fields = [d["field"] for d in defs if isinstance(d.get("field"), str)
                  and d.get("aggregate") is None]
        # a bound of an interval names the axis only when no other field does
        fields.sort(key=lambda f: f.replace("_", " ") in INTERVAL_BOUNDS)
        title = titled[0] if titled else (_words(fields[0]) if fields else None)
        if title is None or len(defs) < 2:
            continue
        for d in defs:
            d["title"] = title
    return out


def _category_fields(spec: Any) -> set[str]:
    """The fields of ``spec``'s nominal and ordinal encodings (a category axis of cautions 1,
    0.5, 0): Vega writes a number there as JavaScript does, with a decimal point, whatever the
    chart's number format, so :func:`translated_spec` writes them first (0,5)."""
    fields: set[str] = set()

    def collect(node: Any) -> None:
        if isinstance(node, list):
            for v in node:
                collect(v)
        elif isinstance(node, dict):
            if node.get("type") in ("nominal", "ordinal") and isinstance(node.get("field"), str):
                fields.add(node["field"])
            for v in node.values():
                collect(v)

    if get_language() != "en":
        collect(spec)
    return fields


#: How charts write numbers in French (d3-format's locale, given to vl-convert): the decimal
#: comma, thousands with a narrow no-break space, "28 %" and the minus sign −, as
#: :func:`majority_core.i18n.number` and :func:`majority_core.i18n.percent` write them.
CHART_FORMAT_LOCALE = {
    "fr": {"decimal": ",", "thousands": "\u202f", "grouping": [3], "currency": ["", "\u00a0€"],
           "percent": "\u00a0%", "minus": "\u2212"},
}


def chart_embed_options(options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """``options`` (altair's embed options) with the current language's number format: axis
    labels, tooltips and text marks formatted by Vega (``format="%"``, ``".2f"``) read
    28,0 % and −1,17 in French. English: ``options`` unchanged."""
    out = dict(options or {})
    locale = CHART_FORMAT_LOCALE.get(get_language())
    if locale is not None:
        out.setdefault("formatLocale", locale)
    return out


def _lesson_renderer(svg: Any) -> Any:
    """The svg renderer, drawing the spec in the current language (unchanged in English): its
    words through the catalogs, its numbers in the language's format; the drawing saved as
    :func:`static_chart` HTML so that it shows in an untrusted notebook."""

    def render(spec: Any, **kwargs: Any) -> Any:
        if get_language() != "en":
            kwargs["embed_options"] = chart_embed_options(kwargs.get("embed_options"))
            spec = translated_spec(spec)
        else:  # English keeps its words, but an axis still gets one title
            spec = _one_title_per_axis(spec)
        bundle = svg(spec, **kwargs)
        drawing, meta = bundle if isinstance(bundle, tuple) else (bundle, {})
        if "image/svg+xml" not in drawing:
            return bundle
        return {"text/html": static_chart(drawing["image/svg+xml"])}, meta

    return render


def static_chart(svg: str) -> str:
    """A chart's SVG drawing as an ``<img>`` with a data URL, for a lesson's saved output.

    JupyterLab draws ``image/svg+xml`` only in a trusted notebook (its SVG renderer is not
    "safe"), so a lesson opened anywhere but ``tasks.py lab`` showed ``alt.Chart(...)``; its
    HTML sanitizer keeps an ``<img>`` whose source is a data URL (the scheme check covers
    ``href`` and ``cite`` only), so this shows trusted or not, at the drawing's own size. Its
    alternative text is the chart's title, read from the drawing (the same saved or rendered)."""
    import base64

    size = re.search(r'<svg[^>]*\bwidth="([\d.]+)"[^>]*\bheight="([\d.]+)"', svg)
    dims = f' width="{size[1]}" height="{size[2]}"' if size else ""
    found = re.search(r'role-title-text".*?<text[^>]*>(.*?)</text>', svg, re.S)
    title = html.unescape(re.sub(r"<[^>]+>", " ", found[1])).strip() if found else ""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f'<img class="mj-chart" src="data:image/svg+xml;base64,{data}"{dims} '
            f'alt="{html.escape(title)}">')


def chart_svg_html(chart: Any) -> str:
    """An altair chart drawn now as SVG (vl-convert, offline) and wrapped by
    :func:`static_chart`: for an object's ``_repr_html_`` (the game review) or a board, which
    must show a chart whatever renderer the notebook enabled. Its numbers are written the
    current language's way (:data:`CHART_FORMAT_LOCALE`); its words are the chart's own (a
    caller builds it in the current language)."""
    import vl_convert as vlc

    locale = CHART_FORMAT_LOCALE.get(get_language())
    spec = chart.to_dict()
    svg = vlc.vegalite_to_svg(spec, format_locale=locale) if locale else vlc.vegalite_to_svg(spec)
    return static_chart(svg)


CHART_THEME = "majority_lessons"


def _chart_theme() -> dict[str, Any]:
    """Lesson charts: one font for layout and drawing; legends and titles never cut short."""
    return {
        "config": {
            "font": CHART_FONT,
            "legend": {"labelLimit": 0, "titleLimit": 0, "labelFontSize": 12, "titleFontSize": 12},
            "title": {"limit": 0, "fontSize": 15},
            "axis": {"labelLimit": 0, "titleLimit": 0, "labelFontSize": 12, "titleFontSize": 13},
            "header": {"labelFontSize": 12, "titleFontSize": 13},
        }
    }


def setup_lesson() -> None:
    """The first cell of a lesson: charts as SVG (offline, identical on every run) in a theme
    whose font is the same for layout and display, every pandas table drawn tidily and in full.
    Returns None, so the cell shows nothing."""
    import altair as alt
    import pandas as pd

    alt.renderers.enable("svg")
    if "lesson_svg" not in alt.renderers.names():
        alt.renderers.register("lesson_svg", _lesson_renderer(alt.renderers.get()))
    alt.renderers.enable("lesson_svg")
    alt.theme.register(CHART_THEME, enable=True)(_chart_theme)
    pd.set_option("display.max_colwidth", None)
    pd.set_option("display.max_columns", None)
    pd.set_option("display.max_rows", 500)
    pd.set_option("display.width", 200)
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - outside a notebook
        return
    shell = get_ipython()
    if shell is not None:
        html_formatter = shell.display_formatter.formatters["text/html"]
        html_formatter.for_type(pd.DataFrame, _tidy_frame_html)
        html_formatter.for_type(pd.Series, _tidy_frame_html)
