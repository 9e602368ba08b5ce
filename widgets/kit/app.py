"""A Voila app page: a title, a sentence, and one board per tab (kept as ``boards``)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any


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
