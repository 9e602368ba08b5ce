"""A Voila app page: one compact header row (the game's title, the language switch, the
large-print toggle), a one-line sentence, and one board per tab (kept as ``boards``).

The header stays short so that the board's first row shows in the first screen of a 1280 x 720
projector; *Large print* puts the class ``mj-large-print`` on the app's outer box, and the
kit's style sheet (:data:`APP_STYLE`) scales every board's text from it for the back of the
room. The language switch (:class:`Bilingual`) tells the same boards again in the other
language: the games in progress and the tab shown stay.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from majority_core.i18n import _, get_language, language

from .board import widget_bundle

#: The switch's choices: each language named in itself.
LANGUAGE_CHOICES = (("English", "en"), ("français", "fr"))

#: The CSS class that large print puts on the app's outer box.
LARGE_PRINT = "mj-large-print"

#: The apps' style sheet: a compact header, tabs as wide as their titles, large print.
#: ipywidgets' tabs have a fixed width (144 px) that cut French titles; lumino draws them.
APP_STYLE = """<style>
.mj-app-header{align-items:center;gap:4px 14px;margin:0 0 2px 0}
.mj-app-header .mj-app-title{margin:0;font-size:1.3em;font-weight:bold;line-height:1.3}
.mj-app-intro{margin:0 0 2px 0;color:#444}
.mj-app-blurb{margin:2px 0}
.mj-app .widget-tab > .lm-TabBar .lm-TabBar-tab,
.mj-app .widget-tab > .p-TabBar .p-TabBar-tab{flex:0 0 auto !important;max-width:none !important}
.mj-app .widget-tab .lm-TabBar-tabLabel{overflow:visible !important;text-overflow:clip !important}
.mj-app-frame.mj-large-print{--jp-widgets-font-size:20px;--jp-ui-font-size1:20px;
 --jp-content-font-size1:20px;--jp-widgets-inline-height:40px;
 --jp-widgets-horizontal-tab-height:40px;font-size:20px}
.mj-app-frame.mj-large-print .mj-app-title{font-size:30px}
.mj-app-frame.mj-large-print .mj-board,
.mj-app-frame.mj-large-print .mj-board *:not(style),
.mj-app-frame.mj-large-print .mj-app-intro,
.mj-app-frame.mj-large-print .mj-app-blurb,
.mj-app-frame.mj-large-print .lm-TabBar-tab{font-size:20px !important;line-height:1.35}
.mj-app-frame.mj-large-print .mj-board button,
.mj-app-frame.mj-large-print .mj-board select,
.mj-app-frame.mj-large-print .mj-board input{min-height:40px;height:auto}
.mj-app-frame.mj-large-print .mj-board .widget-label{min-width:fit-content}
.mj-app-frame.mj-large-print .mj-board .widget-checkbox{width:auto !important}
.mj-app-frame.mj-large-print .mj-board .widget-checkbox .widget-label-basic{overflow:visible;
 text-overflow:clip;white-space:nowrap}
</style>"""


class AppTabs:
    """Boards in tabs under a one-line sentence. ``tabs``: (tab title, CSS class, one sentence,
    board), the title, intro and sentences as catalog ids (``N_``): they are translated when
    drawn, and drawn again by :meth:`relanguage`. ``css``: more classes for the outer box and
    the tabs (``mj-classroom``, ``mj-classroom-tabs``)."""

    def __init__(self, title: str, intro: str, tabs: Sequence[tuple[str, str, str, Any]], *,
                 css: str = "", tabs_css: str = "") -> None:
        import ipywidgets as w

        self.title = title
        self._intro = intro
        self._tabs = [(name, blurb) for name, _css, blurb, _board in tabs]
        self.boards = [board for *_, board in tabs]
        self._blurbs = [w.HTML() for _ in tabs]
        pages = []
        for blurb, (_name, page_css, _b, board) in zip(self._blurbs, tabs, strict=True):
            page = w.VBox([blurb, board.widget])
            page.add_class(page_css)
            pages.append(page)
        self.tabs = w.Tab(children=pages)
        self.tabs.add_class("mj-app-tabs")
        self.header = w.HTML()
        self.widget = w.VBox([self.header, self.tabs])
        self.widget.add_class("mj-app")
        if css:
            self.widget.add_class(css)
        if tabs_css:
            self.tabs.add_class(tabs_css)
        self._draw_texts()

    def _draw_texts(self) -> None:
        """The tab titles, the intro and the tabs' sentences in the current language."""
        self.tabs.titles = [_(name) for name, _b in self._tabs]
        self.header.value = f"<p class='mj-app-intro'>{html.escape(_(self._intro))}</p>"
        for widget, (_name, blurb) in zip(self._blurbs, self._tabs, strict=True):
            widget.value = f"<p class='mj-app-blurb'><i>{html.escape(_(blurb))}</i></p>"

    def heading(self) -> str:
        """The app's title in the current language (the header row shows it)."""
        return _(self.title)

    def relanguage(self, lang: str) -> None:
        """Every board and text told again in ``lang``; the games and the tab shown stay."""
        with language(lang):
            for board in self.boards:
                board.relanguage(lang)
            self._draw_texts()

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        return widget_bundle(self.widget, repr(self), **kwargs)

    def __repr__(self) -> str:
        return f"<{self.title}: {len(self.boards)} tabs>"


class Bilingual:
    """An app under one header row: its title, an English / français switch and a *Large
    print* toggle. ``make(lang)`` builds the app once (its boards speak ``lang``); the switch
    tells the same app again in the other language (:meth:`AppTabs.relanguage`: the games in
    progress and the tab shown stay). Attributes not found here are the app's, so
    ``app.boards``, ``app.play``... reach the boards shown."""

    def __init__(self, make: Callable[[str], Any], lang: str | None = None) -> None:
        import ipywidgets as w

        self._make = make
        lang = lang or get_language()
        self.switch = w.ToggleButtons(
            options=list(LANGUAGE_CHOICES), value=lang, tooltips=["English", "français"]
        )
        self.switch.style.button_width = "7em"
        self.switch.add_class("mj-app-language")
        self.large_print = w.ToggleButton(value=False)
        self.large_print.layout.width = "auto"  # "Grands caractères" is longer than a default
        self.large_print.add_class("mj-large-print-toggle")
        self.title_line = w.HTML()
        self.app = self._build(lang)
        header = w.HBox([self.title_line, self.switch, self.large_print])
        header.layout.flex_flow = "row wrap"
        header.add_class("mj-app-header")
        self.widget = w.VBox([header, self.app.widget])
        self.widget.add_class("mj-bilingual")
        self.widget.add_class("mj-app-frame")
        self._draw_header(lang)
        self.switch.observe(lambda ch: self.set_language(ch["new"]), names="value")
        self.large_print.observe(lambda ch: self.set_large_print(ch["new"]), names="value")

    def _build(self, lang: str) -> Any:
        with language(lang):
            return self._make(lang)

    def _draw_header(self, lang: str) -> None:
        with language(lang):
            heading = self.app.heading() if hasattr(self.app, "heading") else str(self.app)
            self.title_line.value = (
                f"{APP_STYLE}<div class='mj-app-title'>{html.escape(heading)}</div>")
            self.large_print.description = _("Large print")
            self.large_print.tooltip = _(
                "Larger text on the boards, for the back of the classroom")

    @property
    def language(self) -> str:
        return self.switch.value

    def set_language(self, lang: str) -> None:
        """Show the app in ``lang`` ("en" or "fr"): the switch's click. The boards are told
        again in place (the games in progress and the tab shown stay)."""
        if self.switch.value != lang:
            self.switch.value = lang  # observed: comes back here with the value set
            return
        if hasattr(self.app, "relanguage"):
            self.app.relanguage(lang)
        else:  # an app without boards to retell: made again
            old = self.app
            self.app = self._build(lang)
            self.widget.children = (self.widget.children[0], self.app.widget)
            old.widget.close()
        self._draw_header(lang)

    @property
    def large(self) -> bool:
        """Whether the app is in large print."""
        return LARGE_PRINT in self.widget._dom_classes

    def set_large_print(self, on: bool) -> None:
        """The *Large print* toggle: the class on the app's outer box that scales the text."""
        if self.large_print.value != on:
            self.large_print.value = on  # observed: comes back here
            return
        if on:
            self.widget.add_class(LARGE_PRINT)
        else:
            self.widget.remove_class(LARGE_PRINT)

    def __getattr__(self, name: str) -> Any:
        if name in ("app", "_make", "switch", "widget", "large_print", "title_line"):
            raise AttributeError(name)
        return getattr(self.app, name)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        return widget_bundle(self.widget, repr(self), **kwargs)

    def __repr__(self) -> str:
        return repr(self.app)


__all__ = ["APP_STYLE", "LANGUAGE_CHOICES", "LARGE_PRINT", "AppTabs", "Bilingual"]
