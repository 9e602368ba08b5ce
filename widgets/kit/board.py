"""The view side every board shares: guarded clicks, buttons, the message line, ``BoardView``.

A board is two objects: a plain-Python *logic* class (state, validation, text; tested directly,
as a click would call it) and a *view* class, a thin ipywidgets layer. Every click goes through
:meth:`BoardView.act`, which calls the logic through :func:`guarded`, so a refused action shows
a message on the board, never a traceback, and the logic object stays as it was.

Views display themselves: ``board`` as the last expression of a cell or ``display(board)``.
Their plain-text form is short and stable, so saved notebooks compare equal under nbval.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from majority_core.errors import RuleError

from .html import message_html

#: Table spacing for every board (the shared ``table_html`` has no styling of its own).
STYLE = (
    "<style>.mj-board table.mj-table th, .mj-board table.mj-table td"
    "{padding:2px 10px;text-align:left;vertical-align:middle}"
    ".mj-board table.mj-table caption{font-weight:bold;text-align:left}</style>"
)


def guarded(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, str | None]:
    """Call ``fn``; return ``(result, None)`` or ``(None, message)`` if it was refused.

    ``ValueError`` covers every :class:`~majority_core.errors.RuleError` and bad typed values.
    """
    try:
        return fn(*args, **kwargs), None
    except RuleError as exc:
        return None, str(exc)
    except (ValueError, TypeError, KeyError) as exc:
        return None, f"That value was not accepted: {exc}"


def button(description: str, css: str, *, tooltip: str = "", width: str = "auto", style: str = ""):
    """An ipywidgets Button with a stable CSS class and a descriptive label."""
    import ipywidgets as w

    b = w.Button(description=description, tooltip=tooltip or description, button_style=style)
    b.layout.width = width
    b.add_class(css)
    return b


class BoardView:
    """Base of the ipywidgets boards: ``.logic``, ``.widget``, a message line, ``redraw()``."""

    #: CSS class of the outer box (``mj-board`` is added too).
    css: str = "mj-board"
    title: str = "board"

    def __init__(self, logic: Any) -> None:
        import ipywidgets as w

        self.logic = logic
        self.message = w.HTML(value="")
        self.message.add_class("mj-message-area")
        self.last_message: str | None = None
        children = list(self.build())
        if not any(c is self.message for c in children):
            children.append(self.message)  # boards place it next to their controls
        self.widget = w.VBox([w.HTML(STYLE), *children])
        self.widget.add_class("mj-board")
        self.widget.add_class(self.css)
        self.redraw()

    # -- to override ------------------------------------------------------------------------
    def build(self) -> list[Any]:
        """Make the widgets (controls and HTML areas); return the children of the board.

        Put ``self.message`` right under the controls (a refusal shows next to the control
        that caused it, above anything that grows); if left out it goes last."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Bring every widget up to date with ``self.logic``."""
        raise NotImplementedError

    # -- shared behaviour -------------------------------------------------------------------
    def act(self, fn: Callable[..., Any], *args: Any, ok: str | None = None, **kwargs: Any) -> Any:
        """Run one click: call the logic guarded, redraw, show the refusal (or ``ok``) message."""
        result, error = guarded(fn, *args, **kwargs)
        self.last_message = error or ok
        self.redraw()
        self.message.value = message_html(error) if error else message_html(ok, kind="ok")
        return result

    def on_click(self, btn: Any, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        """Wire a button to a guarded logic call."""
        btn.on_click(lambda _b: self.act(fn, *args, **kwargs))

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = self.widget._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"<{self.title}>"
