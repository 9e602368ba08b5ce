"""Small HTML helpers for ``_repr_html_`` (no notebook dependency: plain strings)."""

from __future__ import annotations

import html
from typing import Any


def table_html(header: list[str], rows: list[list[Any]], *, caption: str | None = None) -> str:
    """A small HTML table (cells are escaped), for boards and ``_repr_html_``."""
    cap = f"<caption>{html.escape(caption)}</caption>" if caption else ""
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return (
        f'<table class="mj-table">{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
    )
