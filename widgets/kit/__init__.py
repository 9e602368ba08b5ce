"""The board kit every game's boards are made of.

* :mod:`.board`: :func:`guarded` (a refusal becomes a message, never a traceback),
  :func:`button`, :class:`BoardView` (logic + thin ipywidgets view, message line);
* :mod:`.html`: plain-HTML pieces (messages, numbered lines, panels, tables, chips).

Nothing here imports ipywidgets at import time: the logic classes and the tests use it freely.
"""

from .board import STYLE, BoardView, button, guarded
from .html import (
    box,
    chip_html,
    dict_table_html,
    esc,
    lines_html,
    message_html,
    plural,
    table_html,
)

__all__ = [
    "STYLE",
    "BoardView",
    "box",
    "button",
    "chip_html",
    "dict_table_html",
    "esc",
    "guarded",
    "lines_html",
    "message_html",
    "plural",
    "table_html",
]
