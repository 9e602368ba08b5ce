"""A Voila app page: a title, a sentence, and one board per tab (kept as ``boards``), under a
language switch (:class:`Bilingual`: English / français)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from majority_core.i18n import get_language, language

#: The switch's choices: each language named in itself.
LANGUAGE_CHOICES = (("English", "en"), ("français", "fr"))


class AppTabs:
    """Boards in tabs under a title. ``tabs``: (tab title, CSS class, one sentence, board)."""

    def __init__(self, title: str, intro: str, tabs: Sequence[tuple[str, str, str, Any]]) -> None:
        import ipywidgets as w

        self.title = title
        self.boards = [board for *_, board in tabs]
        pages = []
        for _name, css, blurb, board in tabs:
            page = w.VBox([w.HTML(f"<p><i>{html.escape(blurb)}</i></p>"), board.widget])
            page.add_class(css)
            pages.append(page)
        self.tabs = w.Tab(children=pages, titles=[t for t, *_ in tabs])
        self.tabs.add_class("mj-app-tabs")
        # the app notebook's Markdown cell gives the page its title: only the intro here
        header = w.HTML(f"<p class='mj-app-intro'>{html.escape(intro)}</p>")
        self.widget = w.VBox([header, self.tabs])
        self.widget.add_class("mj-app")

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = self.widget._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"<{self.title}: {len(self.boards)} tabs>"


class Bilingual:
    """An app under an English / français switch. ``make(lang)`` builds the app (its boards
    speak ``lang``); switching builds it again in the other language, with fresh boards (a
    class picks its language before it plays). Attributes not found here are the app's, so
    ``app.boards``, ``app.play``... still reach the boards shown."""

    def __init__(self, make: Callable[[str], Any], lang: str | None = None) -> None:
        import ipywidgets as w

        self._make = make
        lang = lang or get_language()
        self.switch = w.ToggleButtons(
            options=list(LANGUAGE_CHOICES), value=lang, tooltips=["English", "français"]
        )
        self.switch.style.button_width = "7em"
        self.switch.add_class("mj-app-language")
        self.app = self._build(lang)
        self.widget = w.VBox([self.switch, self.app.widget])
        self.widget.add_class("mj-bilingual")
        self.switch.observe(lambda ch: self.set_language(ch["new"]), names="value")

    def _build(self, lang: str) -> Any:
        with language(lang):
            return self._make(lang)

    @property
    def language(self) -> str:
        return self.switch.value

    def set_language(self, lang: str) -> None:
        """Show the app in ``lang`` ("en" or "fr"): the switch's click."""
        if self.switch.value != lang:
            self.switch.value = lang  # observed: comes back here with the value set
            return
        old = self.app
        self.app = self._build(lang)
        self.widget.children = (self.switch, self.app.widget)
        old.widget.close()

    def __getattr__(self, name: str) -> Any:
        if name in ("app", "_make", "switch", "widget"):
            raise AttributeError(name)
        return getattr(self.app, name)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = self.widget._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return repr(self.app)
