"""The plain words of the Sultane: rule citations, names and the board drawing.

The engine calls these helpers so that every event reads the same way in the log, on the
board and in the lessons. :func:`board_html` draws from a *view* (never from the state), so a
board can only show what that player knows.
"""

from __future__ import annotations

import html
from typing import Any

from ..i18n import N_, _, ngettext, percent
from .components import (
    DINARZADE,
    INTERVENTIONIST,
    INTERVENTIONIST_TALES_TO_WIN,
    INTERVENTIONISTS,
    PACIFIST,
    PACIFISTS,
    TALE_NAMES,
)

# Rule citations (sections of au-chevet-de-la-sultane-fr.txt and RULINGS.md).
R_SETUP = N_("Sultane 3c")
R_SETUP_8D = N_("Sultane 8d; RULINGS: Sultane")
R_WIN = N_("Sultane 4")
R_TURN = N_("Sultane 5")
R_NOMINATE = N_("Sultane 5, 7c")
R_VOTE = N_("Sultane 5; RULINGS: Sultane (strict majority)")
R_CHAOS = N_("Sultane 5, 7c (third rejection)")
R_COUNTER = N_("Sultane 5, 7c (rejected-government counter)")
R_DINARZADE = N_("Sultane 4, 5 (Dinarzade elected after 3 pacifist tales)")
R_DRAW = N_("Sultane 5 (the Vizir draws 3, discards 1)")
R_NARRATE = N_("Sultane 5 (the Narrator discards 1, reads 1)")
R_RESHUFFLE = N_("Sultane 5 (2 tales or fewer: reshuffle with the discard)")
R_VETO = N_("Sultane 7a")
R_VETO_ORIGINAL = N_("Sultane 7a note (option original_veto)")
R_POWER = N_("Sultane 7b; RULINGS: Sultane (track by player count)")
R_INVESTIGATE = N_("Sultane 7b (discover a player's side)")
R_CHOOSE = N_("Sultane 7b (choose the next Vizir)")
R_EXILE = N_("Sultane 7b (exile)")
R_EXILE_SMALL = N_("Sultane 7b (exile), 7c")
R_PEEK = N_("Sultane 7b (see the next three tales)")
R_TALK = N_("Sultane 6a, 6b (players may lie about what they saw)")
R_DISCARD_SECRET = N_("Sultane 6a (discarded tales are never shown)")

REASONS = {
    "six-pacifist-tales": N_("six pacifist tales have been read to the Sultane"),
    "five-interventionist-tales": N_("five interventionist tales have been read to the Sultane"),
    "dinarzade-narrator": N_("Dinarzade was accepted as Narrator after three pacifist tales"),
    "dinarzade-exiled": N_("Dinarzade was sent into exile"),
}

ROLE_NAMES = {
    "interventionist": N_("an Interventionist"),
    "pacifist": N_("a Pacifist"),
    "dinarzade": N_("Dinarzade (the pacifists' inspiration)"),
    "schahzenan": N_("Schahzenan (an interventionist with no power)"),
}

POWER_NAMES = {
    None: "",
    "peek": N_("see the next 3 tales"),
    "investigate": N_("discover a side"),
    "choose": N_("choose the next Vizir"),
    "exile": N_("exile a player"),
    "win": N_("pacifists win"),
}


def seat(s: int) -> str:
    """How a seat is named in every sentence ("seat 2"; French "siège 2")."""
    return _("seat {n}").format(n=s)


_TALE_WORDS = {PACIFIST: N_("pacifist"), INTERVENTIONIST: N_("interventionist")}
#: The phases of a view (the board shows them translated).
_PHASE_WORDS = (
    N_("nominate"), N_("vote"), N_("vizir-discard"), N_("narrator-discard"), N_("veto-request"),
    N_("veto-answer"), N_("claim-vizir"), N_("claim-narrator"), N_("power"), N_("claim-power"),
    N_("over"),
)
#: The roles as the end of the game reveals them (translated where shown).
_ROLE_WORDS = (N_("pacifist"), N_("interventionist"), N_("dinarzade"), N_("schahzenan"))


def tale(t: str) -> str:
    """``"P"`` -> ``"pacifist"`` in the current language."""
    return _(_TALE_WORDS[t]) if t in _TALE_WORDS else TALE_NAMES[t]


def hand_words(hand: str) -> str:
    """``"PPI"`` -> ``"2 pacifist and 1 interventionist"``."""
    n_p = hand.count(PACIFIST)
    n_i = hand.count(INTERVENTIONIST)
    if not n_i:
        return ngettext("{n} pacifist tale", "{n} pacifist tales", n_p).format(n=n_p)
    if not n_p:
        return ngettext("{n} interventionist tale", "{n} interventionist tales", n_i).format(
            n=n_i
        )
    if (n_p, n_i) == (1, 1):
        return _("1 pacifist and 1 interventionist tales")
    if (n_p, n_i) == (2, 1):
        return _("2 pacifist and 1 interventionist tales")
    if (n_p, n_i) == (1, 2):
        return _("1 pacifist and 2 interventionist tales")
    return _("{p} pacifist and {i} interventionist tales").format(p=n_p, i=n_i)


_CSS = (
    "<style>.sultane td,.sultane th{padding:2px 6px;border:1px solid #ccc;text-align:center}"
    ".sultane .P{background:#f3e5f5}.sultane .I{background:#e8f5e9}"
    ".sultane .slot{display:inline-block;min-width:54px;padding:3px;margin:1px;border:1px solid #999;"
    "border-radius:3px;font-size:11px;text-align:center}</style>"
)


def _track_row(label: str, n: int, size: int, css: str, powers: list[str | None]) -> str:
    cells = []
    for k in range(size):
        filled = k < n
        mark = "&#9632;" if filled else "&#9633;"
        power = html.escape(_(POWER_NAMES[powers[k]]) if powers and powers[k] else "")
        style = (
            ' style="background:#ce93d8"'
            if filled and css == "P"
            else (' style="background:#a5d6a7"' if filled else "")
        )
        cells.append(f'<span class="slot {css}"{style}>{mark}<br>{power}</span>')
    return f"<div><b>{label}</b> {''.join(cells)}</div>"


def board_html(view: dict[str, Any], beliefs: dict[int, dict[str, float]] | None = None) -> str:
    """Draw the board as ``view`` sees it (tracks, counter, seats, and optional beliefs)."""
    n = view["n_players"]
    me = view.get("seat")
    parts = [_CSS, '<div class="sultane">']
    who = _("all-seeing view") if me is None else _("view of {seat}").format(seat=seat(me))
    parts.append(
        _("<div><b>Au chevet de la Sultane</b>, {n} players, {who}</div>").format(
            n=n, who=html.escape(who)
        )
    )
    parts.append(
        _track_row(_("Pacifist tales"), view["pacifist_tales"], 6, "P", list(view["track"]))
    )
    parts.append(
        _track_row(
            _("Interventionist tales"),
            view["interventionist_tales"],
            INTERVENTIONIST_TALES_TO_WIN,
            "I",
            [],
        )
    )
    parts.append(
        _("<div>Rejected governments: {counter} / 3 &middot; deck {deck} &middot; discard "
          "{discard}").format(
            counter=view["counter"], deck=view["deck_size"], discard=view["discard_size"]
        )
        + (_(" &middot; <b>veto unlocked</b>") if view["veto_unlocked"] else "")
        + "</div>"
    )
    roles = view.get("roles") or view.get("known_roles") or [None] * n
    head = [_("seat"), _("role"), _("post")]
    if beliefs:
        head += [_("P(pacifist side)"), _("P(Dinarzade)")]
    rows = []
    for s in range(n):
        post = []
        if view["vizir"] == s:
            post.append(_("Grand Vizir"))
        if view["nominee"] == s:
            post.append(_("Narrator") if view["phase"] != "vote" else _("nominated Narrator"))
        if not view["active"][s]:
            post.append(_("exiled"))
        if s in view.get("voted", []):
            post.append(_("has voted"))
        role = _(roles[s]) if roles[s] else "?"
        row = [seat(s) + (_(" (you)") if s == me else ""), role, ", ".join(post)]
        if beliefs:
            b = beliefs.get(s, {})
            row.append(percent(b.get('pacifist', 0) + b.get(DINARZADE, 0)))
            row.append(percent(b.get(DINARZADE, 0)))
        rows.append(row)
    parts.append("<table>" + "".join(f"<th>{h}</th>" for h in head))
    for row in rows:
        parts.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>")
    parts.append("</table>")
    if view.get("hand"):
        parts.append(
            _("<div>In your hand: <b>{tales}</b></div>").format(
                tales=html.escape(hand_words(view["hand"]))
            )
        )
    if view.get("winner"):
        assert view["winner"] in (PACIFISTS, INTERVENTIONISTS)
        text = (
            _("<div><b>Pacifists win</b>: {reason}.</div>")
            if view["winner"] == PACIFISTS
            else _("<div><b>Interventionists win</b>: {reason}.</div>")
        )
        parts.append(text.format(reason=html.escape(_(REASONS[view["reason"]]))))
    else:
        parts.append(
            _("<div>Phase: <b>{phase}</b></div>").format(phase=html.escape(_(view["phase"])))
        )
    parts.append("</div>")
    return "".join(parts)


def a_tale(t: str) -> str:
    """``"I"`` -> ``"an interventionist tale"`` (the article a sentence needs)."""
    return _("an interventionist tale") if t == INTERVENTIONIST else _("a pacifist tale")


def hint_reason(view: dict[str, Any], action: str) -> str:
    """The search hint's reason (:func:`majority_core.search.register_game`): the seat's role and the tales read so far (Sultane 3c, 5c)."""
    role = view.get("role")
    if not role:
        return ""
    return _(
        "you are {role}, and {p} pacifist and {i} interventionist tales have been read"
    ).format(role=role, p=view.get("pacifist_tales", 0), i=view.get("interventionist_tales", 0))
