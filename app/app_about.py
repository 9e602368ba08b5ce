"""The apps' *About this app* box, in the language the app's switch shows (issue 20).

The app notebooks (``app/*.ipynb``) used to open with a Markdown cell holding the English text
and then the French one: a French class read English first. Here each app's text is one catalog
message (domain ``widgets``, like the boards the app shows), drawn in the app's language and
drawn again when its English / français switch is pressed, so a class reads its own language
and only that. The notebook shows ``with_about(app, name)`` instead of the app alone.
"""

from __future__ import annotations

import html
import re
from typing import Any

from majority_core.i18n import N_, _, language

#: The summary line of the folded box.
SUMMARY = N_("About this app")
#: What each app is for, one paragraph each (``**bold**`` and ``*italic*`` as in Markdown).
ABOUT: dict[str, str] = {
    "classroom": N_(
        "Four boards, one per tab. Nothing to install and no code to read: click, type and "
        "step. Every refusal explains itself and names the rule."),
    "grard": N_(
        "**Classroom tally**: the teacher presses **Draw cards**, the class votes A, B, C or "
        "Mark with real cards, the teacher presses each seat's vote (or lets bots vote for some "
        "seats), then **Resolve turn**. The board keeps the reference pile, the vote counts, "
        "who is out, the points and why the round ended, until someone reaches 20 points. "
        "Words in English, or in French with the *Words* switch. **Play against bots** and "
        "**Replay a game** use the same rules."),
    "sultane": N_(
        "**Play**: you are seat 0 against six bots; every legal decision is a button. *View "
        "as* shows any seat's view, or the all-seeing view where each private event says whose "
        "it is. **Replay a game**: step back and forward through a whole bot game. The board "
        "shows the tracks, the rejected-government counter, the roles each seat could have "
        "(the Bayesian beliefs) and every event, explained."),
    "majority2": N_(
        "**Play**: you are seat 0 against the planner bot; every decision is a button, in "
        "words. **Two players**: both seats are people and the view follows whoever must "
        "decide (pass the screen). **Replay a game**: step through a game of two bots, as "
        "either seat saw it or all-seeing. The board shows both players' columns and score "
        "zones with the colour discs, the coins face up and face down, the hand and reserve "
        "sizes and your own cards; every event is explained and names its rule."),
    "witch": N_(
        "**Play**: you are seat 0 of a standard game against three Bayesian investigators; "
        "every day action is a button and the night's investigation sheet is a form. **Class "
        "game**: every seat is a person and the view follows whoever must decide; the teacher "
        "chooses *all-seeing* to see every colour, every sheet and what the table can infer. "
        "**Replay a game**: step through a bot game. The board shows the field, every seat's "
        "rumours and disks, the beliefs as a heat map and the nights step by step; every event "
        "is explained and names its rule."),
}


def _marks(text: str) -> str:
    """``**bold**`` and ``*italic*`` of an escaped text as HTML (the catalog keeps no tags)."""
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    return re.sub(r"\*(.+?)\*", r"<i>\1</i>", text)


def about_html(name: str, lang: str) -> str:
    """The folded *About this app* box of app ``name`` in ``lang`` ("en" or "fr").

    >>> "À propos de cette application" in about_html("classroom", "fr")
    True
    """
    with language(lang):
        summary, text = _(SUMMARY), _(ABOUT[name])
    return (f'<details class="mj-app-about"><summary>{html.escape(summary)}</summary>'
            f"<p>{_marks(html.escape(text))}</p></details>")


class WithAbout:
    """An app (the kit's ``Bilingual``) under its *About this app* box, which follows the
    app's language switch. Attributes not found here are the app's (``.boards``, ``.switch``,
    ``.set_language``...)."""

    def __init__(self, app: Any, name: str) -> None:
        import ipywidgets as w

        self.app = app
        self.name = name
        self.about = w.HTML(about_html(name, app.language))
        self.widget = w.VBox([self.about, app.widget])
        app.switch.observe(self._relanguage, names="value")

    def _relanguage(self, change: dict[str, Any]) -> None:
        self.about.value = about_html(self.name, change["new"])

    def __getattr__(self, name: str) -> Any:
        if name in ("app", "name", "about", "widget"):
            raise AttributeError(name)
        return getattr(self.app, name)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        from majority_widgets.kit.board import widget_bundle

        return widget_bundle(self.widget, repr(self.app), **kwargs)

    def __repr__(self) -> str:
        return repr(self.app)


def with_about(app: Any, name: str) -> WithAbout:
    """``app`` under its *About this app* box in the app's own language (see the module)."""
    return WithAbout(app, name)
