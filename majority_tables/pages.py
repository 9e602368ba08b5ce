"""The server's HTML pages: light shells that tables.js fills from the pushed updates.

Each page is complete without JavaScript for its first drawing (the current payload is drawn
in), and tables.js keeps it current from the WebSocket. Nothing loads from the network: the
script and the style sheet are served from majority_tables/static.
"""

from __future__ import annotations

import html
import json
from typing import Any

from majority_core.i18n import N_, _, get_language, pgettext, with_article

from .reviews import COMPUTING as REVIEW_COMPUTING

#: The texts the pages write inside f-strings, marked here for the catalog: Babel's extraction
#: does not look inside an f-string, so ``_("Pause")`` there would never reach widgets.po.
_IN_FSTRINGS = (
    N_("table"), N_("Join at"), N_("with the code"), N_("Pause"), N_("Resume"),
    N_("Undo the last decision"), N_("Show the all-seeing view"), N_("Public board"),
    N_("Beliefs on or off"), N_("Export the save file"), N_("All tables"), N_("Seats"),
    N_("most recent last"), N_("Classroom tables"), N_("Join a table with its code"),
    N_("Teachers: open the link the server printed."), N_("Code"), N_("Join"), N_("taken"),
    N_("Take"), N_("Your name (optional)"), N_("This table is full."), N_("teacher"),
    N_("Students open"), N_("and type a code."), N_("New table"), N_("Game"),
    N_("Show the Bayesian beliefs on the students’ pages and the public board"),
    N_("Create the table"), N_("Tables"), N_("Review"), N_("< Previous decision"),
    N_("Next decision >"),
)


def esc(text: Any) -> str:
    return html.escape(str(text))


def words() -> dict[str, str]:
    """The words tables.js writes itself, in the server's language (one place for both)."""
    return {
        "bot": _("bot"),
        "a_student": _("a student"),
        "free": pgettext("seat", "free"),
        "away": _("(a bot plays for now)"),
        "to_decide": _("to decide"),
        "give_back": _("Give back"),
        "hand_to_bot": _("Hand to a bot"),
        "free_seat": _("Free seat"),
        "send": _("Send"),
        "reconnecting": _("reconnecting..."),
        "elsewhere": _("this seat is open in newer pages: reload this one to use it here"),
        "confirm_free": _("Free seat {seat}? The student there leaves the table and must join "
                          "again; anyone with the code may take the seat."),
        "not_sent": _("No connection to the server: your choice was not sent. The page "
                      "reconnects by itself; then try again."),
        "viewer_public": _viewer_words("public"),
        "viewer_all": _viewer_words("all"),
        "viewer_seat": _viewer_words(0),
        "playing": _("playing"),
        "paused": _("paused"),
        "over": pgettext("table status", "over"),
        "seat": _("seat {n}"),
        # French puts a narrow no-break space before a colon: the pages and the script glue
        # "label: value" with this, never with a bare ": "
        "colon": pgettext("punctuation", ": "),
        "options": _("options"),
        "ready": _("Table {code} is ready: students type {code}."),
        "code": _("code"),
        "game": pgettext("table", "game"),
        "players": _("players"),
        "status": _("status"),
        "decisions": _("decisions"),
        "students": _("students"),
        "of": _("{taken} of {seats}"),
        "open": _("open"),
        "close_joining": _("Close joining"),
        "open_joining": _("Open joining"),
        "allow_several": _("Let one browser take several seats"),
        "one_seat": _("One seat per browser"),
        "change_bot": _("Change bot"),
        "to_student": _("Give to a student"),
        "nothing_to_undo": _("There is no student's decision to undo."),
        "confirm_undo": _("Undo {what}? The bots then play again from there."),
        "confirm_sign_out": _("Sign out every teacher's browser, this one too? You will need "
                              "the new link that the server prints in its terminal."),
        "review_computing": _(REVIEW_COMPUTING),
        "confirm_all": _("Show every secret of this table (hands, roles, votes)? If this screen "
                         "is projected, the whole class will see them."),
    }


def page(title: str, body: str, *, role: str, code: str = "") -> str:
    """A whole page: the style sheet, the body, the words of the script, then the script (all
    local)."""
    data = json.dumps(words()).replace("</", "<\\/")
    return (
        f"<!doctype html><html lang='{esc(get_language())}'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{esc(title)}</title><link rel='icon' href='data:,'>"
        "<link rel='stylesheet' href='/static/tables.css'></head>"
        f"<body data-role='{esc(role)}' data-code='{esc(code)}'>{body}"
        f"<script id='mj-words' type='application/json'>{data}</script>"
        "<script src='/static/tables.js'></script></body></html>"
    )


def _log(lines: list[str]) -> str:
    return "".join(f"<li>{esc(line)}</li>" for line in lines)


def _form(f: dict[str, Any]) -> str:
    menus = "".join(
        f"<select class='mj-slot' data-slot='{i}'>"
        + "".join(f"<option value='{esc(o['value'])}'>{esc(o['label'])}</option>" for o in slot)
        + "</select> "
        for i, slot in enumerate(f["slots"])
    )
    return (f"<div class='mj-group mj-form' data-verb='{esc(f['verb'])}'>"
            f"{'<b>' + esc(f['group']) + '</b> ' if f['group'] else ''}{menus}"
            f"<button class='mj-form-send'>{esc(_('Send'))}</button></div>")


def _actions(p: dict[str, Any]) -> str:
    formed = {f["group"] for f in p["forms"]}
    groups: dict[str, list[str]] = {}
    for a in p["actions"]:
        if a["group"] in formed:
            continue
        style = ""
        if a["colours"]:
            ink, bg = a["colours"]
            style = f" style='color:{esc(ink)};background:{esc(bg)};border:2px solid {esc(ink)}'"
        groups.setdefault(a["group"], []).append(
            f"<button class='mj-action' data-action='{esc(a['action'])}'{style}>"
            f"{esc(a['label'])}</button>"
        )
    return "".join(
        f"<div class='mj-group'>{'<b>' + esc(g) + '</b> ' if g else ''}{''.join(b)}</div>"
        for g, b in groups.items()
    ) + "".join(_form(f) for f in p["forms"])


def _seats(p: dict[str, Any], teacher: bool) -> str:
    rows = []
    colon = esc(pgettext("punctuation", ": "))
    for s in p["seats"]:
        who = s["name"] or (_("a student") if s["taken"] else pgettext("seat", "free"))
        if s["kind"] == "bot":
            who = _("bot") + f" ({s.get('bot_label') or s['bot']})"
        elif s["away"]:
            who += " " + _("(a bot plays for now)")
        flags = (" mj-you" if s["you"] else "") + (" mj-deciding" if s["deciding"] else "")
        buttons = ""
        if teacher and s["kind"] == "person" and p["status"] != "over":
            away = "back" if s["away"] else "away"
            label = _("Give back") if s["away"] else _("Hand to a bot")
            buttons = (
                f" <button class='mj-seat-{away}' data-seat='{s['seat']}'>{esc(label)}</button>"
                + (f" <button class='mj-seat-free' data-seat='{s['seat']}'>{esc(_('Free seat'))}"
                   "</button>" if s["taken"] else "")
            )
        rows.append(
            f"<li class='mj-seat-row{flags}' data-seat='{s['seat']}'><b>{esc(s['label'])}</b>{colon}"
            f"{esc(who)}{' &#9664; ' + esc(_('to decide')) if s['deciding'] else ''}{buttons}</li>"
        )
    return "".join(rows)


def table_body(p: dict[str, Any], *, teacher: bool) -> str:
    """The table's page (a seat's, or the teacher's), drawn from one payload."""
    head = f"{esc(p['title'])} &middot; {esc(_('table'))} <b>{esc(p['code'])}</b>"
    if p["seat"] is not None:
        # "vous êtes la joueuse 0": French gives the seat its article (or none to a name)
        you = with_article(p["seats"][p["seat"]]["label"], "the")
        head += " &middot; " + esc(_("you play {seat}")).replace("{seat}", f"<b>{esc(you)}</b>")
    controls = ""
    if teacher:
        controls = (
            f"<div id='join-hint' class='mj-join-hint'>{esc(_('Join at'))} "
            f"<b class='mj-join-url'>/join</b> {esc(_('with the code'))} "
            f"<b class='mj-code'>{esc(p['code'])}</b></div>"
            "<div id='controls' class='mj-controls'>"
            # only the one that applies (tables.js keeps it so as the status changes)
            f"<button id='pause'{'' if p['status'] == 'playing' else ' hidden'}>"
            f"{esc(_('Pause'))}</button>"
            f"<button id='resume'{'' if p['status'] == 'paused' else ' hidden'}>"
            f"{esc(_('Resume'))}</button>"
            f"<button id='undo'>{esc(_('Undo the last decision'))}</button>"
            f"<button id='all-seeing'>{esc(_('Show the all-seeing view'))}</button>"
            f"<button id='public'>{esc(_('Public board'))}</button>"
            f"<button id='beliefs-toggle'>{esc(_('Beliefs on or off'))}</button>"
            f"<button id='joining'>{esc(words()['close_joining'])}</button>"
            f"<button id='several'>{esc(words()['allow_several'])}</button>"
            f"<a id='export' href='/api/tables/{esc(p['code'])}/save' download>"
            f"{esc(_('Export the save file'))}</a>"
            f" <a href='/teacher'>{esc(_('All tables'))}</a></div>"
        )
    return (
        f"<header><span id='title'>{head}</span> <span id='status' class='mj-status'>"
        f"{esc(words()[p['status']])}</span> <span id='connection' class='mj-connection'></span>"
        "</header>"
        f"{controls}"
        f"<div id='viewer' class='mj-viewer'>{esc(_viewer_words(p['viewer']))}</div>"
        f"<div id='prompt' class='mj-prompt'>{esc(p['prompt'])}</div>"
        f"<div id='actions' class='mj-actions'>{_actions(p)}</div>"
        "<div id='message' class='mj-message' role='status'></div>"
        f"{review_box(p)}"
        + (f"<div id='trouble' class='mj-message mj-error' role='alert'"
           f"{'' if p.get('trouble') else ' hidden'}>{esc(p.get('trouble', ''))}</div>"
           if teacher else "")
        +
        f"<div id='latest' class='mj-latest'>{esc(p['latest'])}</div>"
        f"<div id='board' class='mj-board'>{p['board']}</div>"
        f"<h3>{esc(_('Seats'))}</h3><ul id='seats' class='mj-seats'>{_seats(p, teacher)}</ul>"
        f"<h3>{esc(_('Events'))} <small>({esc(_('most recent last'))})</small></h3>"
        f"<ol id='log' class='mj-log'>{_log(p['log'])}</ol>"
    )


def review_box(p: dict[str, Any]) -> str:
    """The Review of a finished game (tables.js fills it from /api/tables/CODE/review): the
    curve and each seat's accuracy, then decision by decision with the board of that moment,
    then every decision. The teacher's judges every seat, a student's her own decisions."""
    return (
        f"<div id='review-open' class='mj-controls'{'' if p['status'] == 'over' else ' hidden'}>"
        f"<button id='review-button'>{esc(_('Review'))}</button></div>"
        "<section id='review' class='mj-review' hidden>"
        f"<h2>{esc(_('Review'))}</h2>"
        "<div id='review-state' class='mj-message' role='status' hidden></div>"
        "<p id='review-summary'></p><div id='review-overview'></div>"
        "<div id='review-stepper' class='mj-controls' hidden>"
        f"<button id='review-prev'>{esc(_('< Previous decision'))}</button> "
        f"<button id='review-next'>{esc(_('Next decision >'))}</button></div>"
        "<div id='review-step'></div><div id='review-table'></div></section>"
    )


def _viewer_words(viewer: Any) -> str:
    if viewer == "public":
        return _("Public board: what every seat knows.")
    if viewer == "all":
        return _("All-seeing view: every secret. Do not project it during the game.")
    return _("Your view: what your seat knows.")


def index_body() -> str:
    return (
        f"<h1>{esc(_('Classroom tables'))}</h1>"
        f"<p><a href='/join'>{esc(_('Join a table with its code'))}</a></p>"
        f"<p><small>{esc(_('Teachers: open the link the server printed.'))}</small></p>"
    )


def join_form_body(message: str = "") -> str:
    return (
        f"<h1>{esc(_('Join a table'))}</h1>"
        "<form id='join-form' method='get' action='/join'>"
        f"<label>{esc(_('Code'))} <input id='code' name='code' autocomplete='off' "
        "autocapitalize='characters' maxlength='12' required></label> "
        f"<button type='submit'>{esc(_('Join'))}</button></form>"
        + (f"<div id='message' class='mj-message mj-error'>{esc(message)}</div>" if message else "")
    )


def seats_body(summary: dict[str, Any]) -> str:
    """The join page of one table: its free seats as buttons (no board: not joined yet)."""
    items = []
    for s in summary["seats"]:
        if s["kind"] != "person":
            continue
        if s["taken"]:
            items.append(f"<li>{esc(s['label'])}{esc(pgettext('punctuation', ': '))}"
                         f"{esc(_('taken'))}</li>")
        else:
            items.append(
                f"<li><button class='mj-take' data-seat='{s['seat']}'>"
                # "Prendre la place du joueur 1" (review 2, 38)
                f"{esc(_('Take {seat}').format(seat=with_article(s['label'], 'of')))}</button></li>"
            )
    full = not any(s["kind"] == "person" and not s["taken"] for s in summary["seats"])
    name = ("" if full else f"<label>{esc(_('Your name (optional)'))} "
            "<input id='name' maxlength='24'></label>")
    back = esc(_("If one of these seats is yours (a new device or browser), ask your teacher to "
                 "free it, then take it again here."))
    return (
        f"<h1>{esc(summary['title'])} &middot; {esc(_('table'))} {esc(summary['code'])}</h1>"
        f"{name}<ul id='free-seats'>{''.join(items)}</ul>"
        + (f"<div id='message' class='mj-message mj-error'>{esc(_('This table is full.'))} "
           f"{back}</div>" if full else
           f"<div id='message' class='mj-message'></div><p><small>{back}</small></p>")
    )


SEED_HINT = N_("leave it empty for a class: anyone who knows the seed can deal the same hidden "
               "roles and hands")


SIGN_OUT_HINT = N_("for a lost or shared laptop: every teacher's browser must log in again with "
                   "the new link the server prints")


def teacher_body() -> str:
    return (
        f"<h1>{esc(_('Classroom tables'))} &middot; {esc(_('teacher'))}</h1>"
        f"<p>{esc(_('Students open'))} <b id='join-url'></b> {esc(_('and type a code.'))}</p>"
        f"<h2>{esc(_('New table'))}</h2>"
        # novalidate: a bad value gets the server's plain sentence, the same in every browser
        "<form id='create-form' novalidate>"
        f"<label>{esc(_('Game'))} <select id='game'></select></label> "
        f"<label>{esc(_('Players'))} <select id='players'></select></label> "
        f"<label>{esc(_('Seed'))} <input id='seed' type='password' size='8' "
        f"placeholder='{esc(_('random'))}' autocomplete='off'></label> "
        f"<small id='seed-hint'>{esc(_(SEED_HINT))}</small>"
        "<table id='seat-choices'></table>"
        # one field per option of the chosen game, drawn by tables.js from /api/games
        f"<fieldset id='options' class='mj-options'><legend>{esc(_('Options'))}</legend>"
        "</fieldset>"
        f"<label><input type='checkbox' id='beliefs' checked> "
        f"{esc(_('Show the Bayesian beliefs on the students’ pages and the public board'))}"
        "</label> "
        f"<button type='submit' id='create'>{esc(_('Create the table'))}</button></form>"
        "<div id='message' class='mj-message'></div>"
        f"<h2>{esc(_('Tables'))}</h2><table id='tables' class='mj-tables'></table>"
        f"<p><button id='sign-out'>{esc(_('Sign out everywhere'))}</button> "
        f"<small>{esc(_(SIGN_OUT_HINT))}</small></p>"
    )


def message_body(title: str, text: str) -> str:
    return f"<h1>{esc(title)}</h1><div id='message' class='mj-message mj-error'>{esc(text)}</div>"
