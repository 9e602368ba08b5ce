"""What every board shares.

Boards keep their logic in plain Python classes (tested by calling them as a click would);
the ipywidgets layer only draws and forwards clicks. :func:`guarded` is how the layer calls
the logic: a refused action or a bad typed value becomes a readable message on the board,
never a traceback, and the logic object stays as it was.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from majority_core.display import table_html  # noqa: F401  (re-exported for boards)
from majority_core.errors import RuleError


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


def message_html(message: str | None, *, kind: str = "error") -> str:
    """A message box for a board (``kind``: error, info or ok)."""
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
        f'padding:6px 10px;border-radius:4px;margin:4px 0">{html.escape(message)}</div>'
    )
