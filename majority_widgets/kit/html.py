"""HTML pieces every board shares: message boxes, numbered lines, panels, tables, word chips.

Plain strings, no ipywidgets: the logic classes and the tests use them too. Every piece carries
a stable ``mj-...`` CSS class so that browser tests can find it.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import Any

from majority_core.display import table_html
from majority_core.i18n import french

__all__ = [
    "box",
    "chip_html",
    "dict_table_html",
    "esc",
    "lines_html",
    "message_html",
    "plural",
    "table_html",
]


def esc(text: Any) -> str:
    """``str(text)`` escaped for HTML."""
    return html.escape(str(text))


def plural(n: int, word: str, words: str | None = None) -> str:
    """``1 card``, ``2 cards``: counts read as English."""
    return f"{n} {word if n == 1 else (words or word + 's')}"


def message_html(message: str | None, *, kind: str = "error") -> str:
    """A message box for a board (``kind``: error, info or ok), in the language's typography."""
    if not message:
        return ""
    colours = {
        "error": ("#fdecea", "#b71c1c"),
        "info": ("#e8f0fe", "#0b4fa6"),
        "ok": ("#e6f4ea", "#137333"),
    }
    bg, fg = colours.get(kind, colours["info"])
    return (
        f'<div class="mj-message mj-{kind}" style="background:{bg};color:{fg};'
        f'padding:6px 10px;border-radius:4px;margin:4px 0">{html.escape(french(message))}</div>'
    )


def lines_html(lines: Iterable[str], *, css: str = "mj-explain", current: int | None = None) -> str:
    """Numbered sentences (in the language's typography); ``current`` is highlighted."""
    items = []
    for i, line in enumerate(lines):
        style = ' style="background:#fff3c4;font-weight:bold"' if i == current else ""
        cls = ' class="mj-current"' if i == current else ""
        items.append(f"<li{cls}{style}>{html.escape(french(line))}</li>")
    return f'<ol class="{css}">{"".join(items)}</ol>' if items else ""


def dict_table_html(rows: list[Mapping[str, Any]], *, caption: str | None = None) -> str:
    """A table from a list of same-keyed dicts (cells escaped)."""
    if not rows:
        return ""
    header = list(rows[0])
    return table_html(header, [[r[h] for h in header] for r in rows], caption=caption)


def box(title: str, body: str, *, css: str = "") -> str:
    """A titled panel."""
    return (
        f'<div class="mj-box {css}" style="border:1px solid #ccc;border-radius:6px;'
        f'padding:4px 8px;margin:3px 0"><b>{html.escape(title)}</b><div>{body}</div></div>'
    )


def chip_html(
    text: str,
    label: str = "",
    *,
    ink: str = "#333",
    background: str = "#fffdf5",
    strong: bool = False,
    css: str = "mj-chip",
) -> str:
    """A card drawn as a small rounded box: an optional small ``label`` above ``text``."""
    border = f"2px solid {ink if strong else '#999'}"
    top = f'<small style="color:#666">{html.escape(label)}</small><br>' if label else ""
    return (
        f'<span class="{css}" style="display:inline-block;text-align:center;border:{border};'
        f"border-radius:6px;padding:2px 8px;margin:2px;background:{background};color:{ink};"
        f'font-weight:bold">{top}{html.escape(text)}</span>'
    )
