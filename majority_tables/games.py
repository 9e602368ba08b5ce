"""The games a classroom table can seat, and what each kind of page may show.

Every page is drawn by the board kit's :class:`~majority_widgets.kit.look.GameLook` of the game (the
same drawings as the notebook boards; the kit imports ipywidgets only inside its views, so the
server never loads it):

* a seat's page: ``look.state_html(state, seat)`` and the events ``state.events_for(seat)``,
  both made from what that seat knows only;
* the projected public board: :func:`public_view`, the part of the game every seat knows (the
  parts on which all the seats' views agree, down to one key of one seat's row), drawn by the look when its drawing accepts it and
  as a plain table otherwise; and the public events only;
* the teacher's all-seeing view, on demand, on the teacher's page only;
* the menus that stand in for a big group of composite actions (:func:`action_forms`);
* all of a page made from the game (:func:`view_payload`, a pure function of the game's
  moment and the viewer; ``tables.Table.payload`` adds the table's own: seats, status).
"""

from __future__ import annotations

import html
import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from majority_core.game import Event, GameState
from majority_core.i18n import _, and_list, player, with_article
from majority_widgets.kit.look import prompt_sentence

#: game name -> (module, look attribute); imported on first use.
LOOKS = {
    "sultane": ("majority_widgets.sultane.board", "LOOK"),
    "the_majority": ("majority_widgets.the_majority.look", "LOOK"),
    "witch": ("majority_widgets.witch.board", "LOOK"),
    "grard": ("majority_widgets.grard.tally", "LOOK"),
    "majority2": ("majority_widgets.majority2.look", "LOOK"),
}


@cache
def look(game: str) -> Any:
    """The board kit's look of ``game`` (a key of :data:`LOOKS`)."""
    module, name = LOOKS[game]
    return getattr(importlib.import_module(module), name)


@cache
def quiet_look(game: str) -> Any:
    """The game's look without its Bayesian beliefs (Sultane's columns, Witch's heat map), for a
    table where the teacher wants the class to reason unaided; the same look otherwise."""
    base = look(game)
    if not hasattr(base, "beliefs"):
        return base
    quiet = type(f"Quiet{type(base).__name__}", (type(base),), {"beliefs": _no_beliefs})
    return quiet()


def _no_beliefs(self: Any, state: GameState, viewer: int | None) -> dict[int, dict[str, float]]:
    return {}


def look_for(game: str, beliefs: bool = True) -> Any:
    """The look that draws a seat's page or the public board (with or without beliefs)."""
    return look(game) if beliefs else quiet_look(game)


_DIFFERS = object()


def _common(values: list[Any]) -> Any:
    """The part of ``values`` that is the same in all of them (``_DIFFERS`` if none): dicts
    keep their common keys, each with its common part, and lists of dicts of one length are
    compared item by item; anything else must be equal as a whole. (Written for speed: the
    projected board reads it at every decision; a key whose values are all equal is kept
    without a call.)"""
    first, rest = values[0], values[1:]
    if rest.count(first) == len(rest):
        return first
    if isinstance(first, dict) and all(isinstance(v, dict) for v in rest):
        out = {}
        for k, x in first.items():
            others = [v[k] for v in rest if k in v]
            if len(others) != len(rest):
                continue
            if others.count(x) == len(others):
                out[k] = x
                continue
            part = _common([x, *others])
            if part is not _DIFFERS:
                out[k] = part
        return out
    if isinstance(first, list) and all(isinstance(v, list) and len(v) == len(first)
                                       for v in rest) and all(
        isinstance(x, dict) for v in values for x in v
    ):
        return [_common([v[i] for v in values]) for i in range(len(first))]
    return _DIFFERS


def public_view(state: GameState) -> dict[str, Any]:
    """What every seat knows: the parts of the seats' views that are equal in all of them.

    A value every seat sees the same is common knowledge at the table, so it may be projected;
    anything that differs between two seats (a hand, a role, one's own vote, the points one
    sees face up for oneself only) is left out, down to one key of one seat's row: the Witch's
    rumours and disks in front of each seat stay on the board while its points do not.
    """
    out = _common([state.view(p) for p in range(state.n_players)])
    return {**out, "seat": None}  # a copy: the views themselves may be remembered (Remembered)


class Remembered:
    """A game whose views are each computed once: one moment of a table is drawn for every
    seat's page and the projected board, whose drawings, beliefs, prompts and public view read
    ``view(seat)`` four or five times each (eight views of a Sultane at 7 players for the
    public board alone). Everything else is the game's own; nobody may change a view read
    through it (the drawings only read them)."""

    def __init__(self, state: GameState) -> None:
        self._state = state
        self._views: dict[int | None, dict[str, Any]] = {}

    def __getattr__(self, name: str) -> Any:
        # kept after the first read (the drawings read ``history``, ``current_players``...
        # fifteen times a page): the game does not change during one moment, whose pages
        # this object serves; a property is asked each time
        value = getattr(self._state, name)
        if not isinstance(getattr(type(self._state), name, None), property):
            self.__dict__[name] = value
        return value

    def view(self, viewer: int | None) -> dict[str, Any]:
        found = self._views.get(viewer)
        if found is None:
            found = self._views[viewer] = self._state.view(viewer)
        return found


class _Public:
    """A game as the public sees it: ``view(None)`` is :func:`public_view` (with ``fill``)."""

    def __init__(self, state: GameState, fill: Callable[[GameState], dict[str, Any]]) -> None:
        self._state = state
        self._fill = fill
        self._view: dict[str, Any] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._state, name)

    def view(self, viewer: int | None) -> dict[str, Any]:
        # made once per drawing (the board and its beliefs each read it); a new dict each
        # time, as before (its values are the seats' views' own, read only, as before)
        if self._view is None:
            self._view = {**public_view(self._state), **self._fill(self._state)}
        return dict(self._view)


def _no_fill(state: GameState) -> dict[str, Any]:
    return {}


def _majority_fill(state: GameState) -> dict[str, Any]:
    # The Majority's drawing shows a seat's cards when given them: give it none, only sizes.
    n = state.n_players
    return {"hands": [None] * n, "packets": [None] * n, "pending": [None] * n}


#: Games whose look draws the public view (with these keys filled in); others: a plain table.
PUBLIC_DRAWN: dict[str, Callable[[GameState], dict[str, Any]]] = {
    "sultane": _no_fill,
    "grard": _no_fill,
    "the_majority": _majority_fill,
    "witch": _no_fill,
    "majority2": _no_fill,
}

_SKIP = {"game", "seat", "options", "public", "events"}


def public_html(game: str, state: GameState, beliefs: bool = True) -> str:
    """The projected board: drawn from :func:`public_view` only."""
    fill = PUBLIC_DRAWN.get(game)
    if fill is not None:
        drawn = look_for(game, beliefs).state_html(_Public(state, fill), None)
        # the drawing names a seat-less view "all-seeing"; this one is the public board
        for words in {"all-seeing view", _("all-seeing view")}:
            drawn = drawn.replace(words, _("public board"))
        return drawn
    rows = []
    for key, value in public_view(state).items():
        if key in _SKIP or value in (None, "", [], {}):
            continue
        rows.append(
            f"<tr><th>{html.escape(key.replace('_', ' '))}</th>"
            f"<td>{html.escape(_plain(value))}</td></tr>"
        )
    return f'<table class="mj-table mj-public-view">{"".join(rows)}</table>'


def viewer_look(game: str, viewer: int | str, beliefs: bool = True) -> Any:
    """The look a page of ``viewer`` is drawn with: the teacher's all-seeing view keeps the
    beliefs; a seat's page and the public board show them only when the table does."""
    return look(game) if viewer == "all" else look_for(game, beliefs)


def page_board(game: str, state: GameState, viewer: int | str, beliefs: bool = True) -> str:
    """The board a page of ``viewer`` shows (:func:`view_payload`): a pure function of the
    game's moment, the viewer ("public", "all" or a seat) and whether beliefs are shown."""
    if viewer == "public":
        return public_html(game, state, beliefs)
    lk = viewer_look(game, viewer, beliefs)
    seat = viewer if isinstance(viewer, int) else None
    return lk.state_html(state, seat) + lk.extra_html(state, seat)


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(_plain(v) for v in value)
    return str(value)


def last_seen(state: GameState, viewer: int | None | str) -> Event | None:
    """The last event ``viewer`` saw (``"public"``: the last public event)."""
    for e in reversed(state.events):
        if (e.visible_to is None) if viewer == "public" else e.visible(viewer):  # type: ignore[arg-type]
            return e
    return None


#: A group of more buttons than this whose actions are made of parts becomes a form.
FORM_THRESHOLD = 24


def action_forms(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Menus instead of buttons for the big groups of composite actions.

    A Witch night sheet is one action per combination (``guess:1R,2B,3Y``: 125 sheets at 4
    players, 625 at 5): no page can show that many buttons. When a group has more than
    :data:`FORM_THRESHOLD` actions, all ``verb:part,part,...`` with the same number of parts,
    the page shows one menu per part (each labelled from the action's own label, split the
    same way) and sends the action they make; the engine judges it like any other.
    """
    groups: dict[str, list[dict[str, Any]]] = {}
    for a in actions:
        groups.setdefault(a["group"], []).append(a)
    forms = []
    for group, items in groups.items():
        if len(items) <= FORM_THRESHOLD:
            continue
        verbs = {a["action"].partition(":")[0] for a in items}
        parts = [a["action"].partition(":")[2].split(",") for a in items]
        k = len(parts[0])
        if len(verbs) != 1 or k < 2 or any(len(p) != k for p in parts):
            continue
        slots: list[dict[str, str]] = [{} for _ in range(k)]
        for a, ps in zip(items, parts, strict=True):
            labels = a["label"].split(", ")
            for i, part in enumerate(ps):
                slots[i].setdefault(part, labels[i] if len(labels) == k else part)
        forms.append({
            "group": group,
            "verb": verbs.pop(),
            "slots": [[{"value": v, "label": lab} for v, lab in slot.items()] for slot in slots],
        })
    return forms


#: The payload's keys made from the game alone (the rest is the table's: code, rev, seats...).
VIEW_KEYS = ("game", "title", "decisions", "viewer", "seat", "prompt", "deciding", "actions",
             "forms", "board", "latest", "log")


def log_lines(game: str, state: GameState, viewer: int | str, start: int = 0) -> list[str]:
    """The log of ``viewer`` in words, from event number ``start`` on: a seat's own events,
    the public ones for ``"public"``, every event (private ones naming their seats) for
    ``"all"``."""
    lk = look(game)
    events = state.events[start:]
    if viewer == "public":
        return [lk.event_text(e) for e in events if e.visible_to is None]
    seat = viewer if isinstance(viewer, int) else None
    return [lk.event_line(state, e, seat) for e in events if e.visible(seat)]


def view_payload(
    game: str, state: GameState, viewer: int | str, *, paused: bool = False, away: bool = False,
    beliefs: bool = True, log: list[str] | None = None, names: list[str] | None = None,
    board: str | None = None,
) -> dict[str, Any]:
    """What a page of ``viewer`` shows of the game (the :data:`VIEW_KEYS`): for a seat, drawn
    from ``state.view(seat)`` and the events that seat saw only; ``"public"``: from
    :func:`~majority_tables.games.public_view` and the public events; ``"all"``: everything.

    A pure function of the game, so that a test can compare what a seat was sent with what
    the same seat would be sent in another world that it cannot tell apart. Without
    ``beliefs`` the seats' pages and the public board leave out the Bayesian beliefs (the
    teacher's all-seeing view keeps them). ``log``: the lines of :func:`log_lines`, when the
    caller keeps them already. ``names``: the names the students gave their seats (public at
    the table): the page says whom it waits for by name (``i18n.player``). ``board``: the
    :func:`page_board` of this moment, when the caller keeps it already.
    """
    lk = viewer_look(game, viewer, beliefs)
    s = state
    seat = viewer if isinstance(viewer, int) else None
    if board is None:
        board = page_board(game, s, viewer, beliefs)
    if log is None:
        log = log_lines(game, s, viewer)
    latest = last_seen(s, "public" if viewer == "public" else seat)
    actions: list[dict[str, Any]] = []
    deciding = False
    if s.is_terminal():
        over, text = _("The game is over."), latest.explain() if latest else ""
        # said once: a game's last event may say it already ("The game is over after 4 rounds")
        prompt = text if text.startswith(over.rstrip(".")) else f"{over} {text}".strip()
    elif paused:
        prompt = _("The teacher has paused this table.")
    elif away:
        prompt = _("A bot plays your seat for now (the teacher handed it over).")
    elif seat is not None and seat in s.current_players():
        deciding = True
        prompt = prompt_sentence(lk.prompt(s, seat))
        for a in s.legal_actions(seat):
            colours = lk.action_colours(s, seat, a)
            actions.append({
                "action": str(a),
                "label": lk.action_label(s, seat, a),
                "group": lk.action_group(s, seat, a),
                "colours": list(colours) if colours else None,
            })
    else:
        # "On attend la joueuse 0 et Ana": French gives each seat's name its article
        who = [with_article(player(p, s, names) if names and names[p] else lk.seat_name(s, p), "the")
               for p in s.current_players()]
        prompt = _("Waiting for {seats}.").format(seats=and_list(who)) if who else ""
    return {
        "forms": action_forms(actions),
        "game": game,
        "title": lk.title,
        "decisions": len(s.history),
        "viewer": viewer,
        "seat": seat,
        "prompt": prompt,
        "deciding": deciding,
        "actions": actions,
        "board": board,
        "latest": lk.event_text(latest) if latest else "",
        "log": log,
    }
