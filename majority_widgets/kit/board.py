"""The view side every board shares: guarded clicks, buttons, the message line, ``BoardView``.

A board is two objects: a plain-Python *logic* class (state, validation, text; tested directly,
as a click would call it) and a *view* class, a thin ipywidgets layer. Every click goes through
:meth:`BoardView.act`, which calls the logic through :func:`guarded`, so a refused action shows
a message on the board, never a traceback, and the logic object stays as it was.

Views display themselves: ``board`` as the last expression of a cell or ``display(board)``.
Their plain-text form is short and stable, so saved notebooks compare equal under nbval.

Language: every board and its logic are :class:`Speaks` objects. ``language="fr"`` (or "en")
makes one board speak that language whatever the package's setting; ``None`` (the default)
follows :func:`majority_core.set_language`. Texts go through the ``widgets`` catalog.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
from collections.abc import Callable, Iterator
from typing import Any

from majority_core.errors import RuleError
from majority_core.i18n import _, language

from .html import message_html

#: Table spacing for every board (the shared ``table_html`` has no styling of its own).
STYLE = (
    "<style>.mj-board table.mj-table th, .mj-board table.mj-table td"
    "{padding:2px 10px;text-align:left;vertical-align:middle}"
    ".mj-board table.mj-table caption{font-weight:bold;text-align:left}</style>"
)


def _speaking(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` run in its object's language (``__init__``: the ``language=`` it is given)."""
    init = fn.__name__ == "__init__"

    @functools.wraps(fn)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        lang = None
        if init:  # the language given, or the language of the logic a view is given
            lang = kwargs.get("language") or (
                getattr(args[0], "board_language", None) if args else None)
        lang = lang or self.board_language
        if lang is None:
            return fn(self, *args, **kwargs)
        with language(lang):
            return fn(self, *args, **kwargs)

    return wrapper


class Speaks:
    """A board or a board's logic that speaks one language: each of its methods (those of
    every subclass too) runs with :attr:`board_language` as the package's language, so the
    texts it makes (labels, prompts, messages, the events it reads first) come out in it.

    ``board_language`` (set by the ``language=`` argument of the boards) None follows
    :func:`majority_core.set_language`; a board given ``language="fr"`` stays French in an
    English notebook, and the package's setting is restored after each call."""

    board_language: str | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name, value in list(vars(cls).items()):
            if inspect.isfunction(value) and (not name.startswith("__") or name in (
                    "__init__", "__repr__", "__str__")):
                setattr(cls, name, _speaking(value))

    def set_board_language(self, lang: str | None) -> None:
        """Speak ``lang`` from now on (None: follow the package's setting)."""
        if lang is not None:
            with language(lang):  # refuses an unknown language, with its rule
                pass
        self.board_language = lang

    def relanguage(self, lang: str) -> None:
        """Speak ``lang`` from now on, and tell again in it what was already said: the app's
        language switch (the game in progress stays; only its words change)."""
        self.set_board_language(lang)
        self.retell()

    def retell(self) -> None:
        """Make again, in the board's language, the texts this object keeps (a game's events,
        a message). Nothing kept by default."""


def replayed(state: Any) -> Any:
    """The same game made again from its record (seed, options, decisions): the events come
    out in the current language; the positions, secrets and history are the same."""
    return type(state).from_json(state.to_dict())


def guarded(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, str | None]:
    """Call ``fn``; return ``(result, None)`` or ``(None, message)`` if it was refused.

    ``ValueError`` covers every :class:`~majority_core.errors.RuleError` and bad typed values.
    """
    try:
        return fn(*args, **kwargs), None
    except RuleError as exc:
        return None, str(exc)
    except (ValueError, TypeError, KeyError) as exc:
        return None, _("That value was not accepted: {error}").format(error=exc)


def button(description: str, css: str, *, tooltip: str = "", width: str = "auto", style: str = ""):
    """An ipywidgets Button with a stable CSS class and a descriptive label."""
    import ipywidgets as w

    b = w.Button(description=description, tooltip=tooltip or description, button_style=style)
    b.layout.width = width
    b.add_class(css)
    return b


class BoardView(Speaks):
    """Base of the ipywidgets boards: ``.logic``, ``.widget``, a message line, ``redraw()``.

    A view speaks its logic's language (``language=`` given to the view sets the logic's)."""

    #: CSS class of the outer box (``mj-board`` is added too).
    css: str = "mj-board"
    title: str = "board"

    def __init__(self, logic: Any, *, language: str | None = None) -> None:
        import ipywidgets as w

        self.logic = logic
        if language is not None:
            logic.board_language = language
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

    @property  # type: ignore[override]
    def board_language(self) -> str | None:
        """The logic's language (None: the package's)."""
        return getattr(getattr(self, "logic", None), "board_language", None)

    @board_language.setter
    def board_language(self, lang: str | None) -> None:
        self.logic.board_language = lang

    def relanguage(self, lang: str) -> None:
        """Show this board in ``lang`` without losing anything: the logic (the game in
        progress, its viewer and position) is kept and retold in ``lang``; the same widgets
        get their words in ``lang``, then the board redraws what it computes.

        Making the controls again would cost a front-end model each (seconds for an app of
        three boards). Instead the controls are made once more as a *shadow*, widgets without
        a front end (no comm), in ``lang``; each kept widget takes its twin's words (labels,
        tooltips, menu entries, HTML), so only the changed words are sent."""
        self.logic.relanguage(lang)
        kept = dict(vars(self))
        try:
            with _no_front_end():
                shadow_children = list(self.build())
            shadow = dict(vars(self))
        finally:
            self.__dict__.clear()
            self.__dict__.update(kept)
        syncing = kept.get("_syncing")
        self._syncing = True  # menus relabelled: their observers must not act
        try:
            pairs = list(_twins(list(self.widget.children[1:]), shadow_children))
            for name, value in kept.items():
                if name in shadow and name not in ("widget", "message", "logic"):
                    pairs.extend(_twins(value, shadow[name]))
            for widget, twin in pairs:
                _copy_words(widget, twin)
        finally:
            if syncing is None:
                del self._syncing
            else:
                self._syncing = syncing
        self.last_message = None
        self.message.value = ""
        self.redraw()

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The widget view, its plain text, and the board's saved picture (``text/html``,
        :func:`~majority_widgets.kit.static.saved_picture`): what JupyterLab shows of a lesson
        opened untrusted, where it cannot draw the widget view."""
        return widget_bundle(self.widget, repr(self), **kwargs)

    def __repr__(self) -> str:
        return f"<{self.title}>"


def widget_bundle(widget: Any, text: str, **kwargs: Any) -> dict[str, Any]:
    """The display bundle of a board or an app: ``widget``'s view, ``text`` as its plain text
    and its picture as ``text/html`` (shown where the view cannot be drawn)."""
    from .static import saved_picture

    bundle = widget._repr_mimebundle_(**kwargs) or {}
    bundle["text/plain"] = text
    bundle["text/html"] = saved_picture(widget)
    return bundle


@contextlib.contextmanager
def _no_front_end() -> Iterator[None]:
    """Widgets made in this block open no comm: plain objects, nothing sent to the page."""
    from ipywidgets import Widget

    opener = Widget.open
    Widget.open = lambda self: None  # type: ignore[method-assign]
    try:
        yield
    finally:
        Widget.open = opener  # type: ignore[method-assign]


def _twins(kept: Any, shadow: Any) -> Iterator[tuple[Any, Any]]:
    """Pairs (kept widget, its shadow twin), walking both the same way (boxes, lists, dicts)."""
    from ipywidgets import Widget

    if isinstance(kept, Widget) and isinstance(shadow, Widget):
        if type(kept) is not type(shadow) or kept is shadow:
            return
        yield kept, shadow
        kids, twins = getattr(kept, "children", None), getattr(shadow, "children", None)
        if kids is not None and twins is not None and len(kids) == len(twins):
            yield from _twins(list(kids), list(twins))
    elif isinstance(kept, list | tuple) and isinstance(shadow, list | tuple):
        if len(kept) == len(shadow):
            for k, t in zip(kept, shadow, strict=True):
                yield from _twins(k, t)
    elif isinstance(kept, dict) and isinstance(shadow, dict):
        for key in kept.keys() & shadow.keys():
            yield from _twins(kept[key], shadow[key])


#: The traits that hold words a person reads.
_WORDS = ("description", "tooltip", "placeholder", "tooltips")


def _copy_words(widget: Any, twin: Any) -> None:
    """Give ``widget`` the words of its shadow ``twin`` (its values and state stay)."""
    for name in _WORDS:
        if name in widget.keys and getattr(widget, name) != getattr(twin, name):
            setattr(widget, name, getattr(twin, name))
    labels = getattr(widget, "_options_labels", None)
    if labels is not None and labels != twin._options_labels and len(labels) == len(
            twin._options_labels):
        value = widget.value
        widget.options = list(zip(twin._options_labels, widget._options_values, strict=True))
        widget.value = value
    if type(widget).__name__ in ("HTML", "Label", "HTMLMath") and widget.value != twin.value:
        widget.value = twin.value
