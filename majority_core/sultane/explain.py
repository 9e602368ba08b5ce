"""The plain words of the Sultane: rule citations, names and the board drawing.

The engine calls these helpers so that every event reads the same way in the log, on the
board and in the lessons. :func:`board_html` draws from a *view* (never from the state), so a
board can only show what that player knows.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ..i18n import N_, NP_, _, get_language, likelihood, ngettext, people, pgettext, seat_word
from .components import (
    DINARZADE,
    INTERVENTIONIST,
    INTERVENTIONIST_TALES_TO_WIN,
    INTERVENTIONISTS,
    PACIFIST,
    PACIFISTS,
    SMALL_COURT,
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
    """How a seat is named in every sentence: "seat 2"; French "joueuse 2" (a player is a
    person, and the rulebook's players are women: "la joueuse 2", "exilée")."""
    return pgettext("sultane", "seat {n}").format(n=s)


def sentence(text: str) -> str:
    """A log line as a sentence: in French a capital letter and a full stop (review 97; the
    English log keeps its short lines, which its goldens and lessons show)."""
    if get_language() == "en" or not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "»", "…")) else text + "."


_TALE_WORDS = {PACIFIST: N_("pacifist"), INTERVENTIONIST: N_("interventionist")}
#: The phases of a view (the engine's keys) in words, as the board shows them.
PHASE_NAMES = {
    "nominate": N_("proposing a Narrator"), "vote": N_("vote"),
    "vizir-discard": N_("the Grand Vizir's discard"),
    "narrator-discard": N_("the Narrator's discard"), "veto-request": N_("veto request"),
    "veto-answer": N_("veto answer"), "claim-vizir": N_("the Grand Vizir's claim"),
    "claim-narrator": N_("the Narrator's claim"), "power": N_("power"),
    "claim-power": N_("claim about the power"), "over": N_("over"),
}


def phase_words(phase: str) -> str:
    """A phase in the reader's words ("the Grand Vizir's claim", not the key 'claim-vizir'):
    the board's phase line and the refusals. (Every phase of the engine is in the table.)"""
    return _(PHASE_NAMES.get(phase, phase))


#: The rulebook's names of the roles (Sultane 3c), for what a student reads ("dinarzade" is
#: the engine's key): the board's role column, lesson 14's true-role column.
ROLE_TITLES = {
    "interventionist": N_("Interventionist"),
    "pacifist": N_("Pacifist"),
    "dinarzade": N_("Dinarzade"),
    "schahzenan": N_("Schahzenan"),
}


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
    return _("{pacifist} and {interventionist}").format(
        pacifist=ngettext("{n} pacifist tale", "{n} pacifist tales", n_p).format(n=n_p),
        interventionist=ngettext(
            "{n} interventionist tale", "{n} interventionist tales", n_i).format(n=n_i),
    )


#: The board's look, written on each element (a lesson opened in an untrusted notebook drops
#: <style> blocks: its track slots stood one under another; the teacher's run, issue 23).
_CELL = "padding:2px 6px;border:1px solid #ccc;text-align:center"
_SLOT = ("display:inline-block;min-width:54px;padding:3px;margin:1px;border:1px solid #999;"
         "border-radius:3px;font-size:11px;text-align:center")
_SLOT_BACKGROUND = {"P": "#f3e5f5", "I": "#e8f5e9"}


def _track_row(label: str, n: int, size: int, css: str, powers: list[str | None]) -> str:
    return _drawn_track_row(label, n, size, css, tuple(powers), get_language())


@lru_cache(maxsize=512)
def _drawn_track_row(label: str, n: int, size: int, css: str, powers: tuple[str | None, ...],
                     language: str) -> str:
    """A track's row drawn once per language and filling (a class table draws every seat's
    board at every decision, and a track fills five or six times a game)."""
    cells = []
    for k in range(size):
        filled = k < n
        mark = "&#9632;" if filled else "&#9633;"
        power = html.escape(_(POWER_NAMES[powers[k]]) if powers and powers[k] else "")
        background = ("#ce93d8" if css == "P" else "#a5d6a7") if filled else _SLOT_BACKGROUND[css]
        cells.append(f'<span class="slot {css}" style="{_SLOT};background:{background}">'
                     f"{mark}<br>{power}</span>")
    return f"<div><b>{label}</b> {''.join(cells)}</div>"


@lru_cache(maxsize=8)
def _table_head(beliefs: bool, language: str) -> str:
    """The seats' table's opening and heading row, once per language."""
    head = [seat_word("sultane"), _("role"), _("post")]
    if beliefs:
        head += [_("P(pacifist side)"), _("P(Dinarzade)")]
    return "<table>" + "".join(f'<th style="{_CELL}">{h}</th>' for h in head)


@lru_cache(maxsize=8192)
def _seat_row(s: int, you: bool, vizir: bool, nominee: bool, voting: bool, active: bool,
              voted: bool, role: str | None, chances: tuple[float, float] | None,
              language: str) -> str:
    """One seat's row of the board, from what it shows only (``chances``: P(pacifist side)
    and P(Dinarzade), when the board shows beliefs), drawn once per language: a class table
    draws every seat's board and the projected one at every decision, and most rows are as
    they were."""
    post = []
    if vizir:
        post.append(_("Grand Vizir"))
    if nominee:
        post.append(_("Narrator") if not voting else _("nominated Narrator"))
    if not active:
        post.append(_("exiled"))
    if voted:
        post.append(_("has voted"))
    cells = [seat(s) + (_(" (you)") if you else ""), _(ROLE_TITLES[role]) if role else "?",
             ", ".join(post)]
    if chances is not None:
        cells += [likelihood(chances[0]), likelihood(chances[1])]
    return _row_html(tuple(cells))


@lru_cache(maxsize=4096)
def _row_html(cells: tuple[str, ...]) -> str:
    """One row of the seats' table (its cells' texts escaped once: a seat's row is the same
    on most boards of most decisions)."""
    return "<tr>" + "".join(f'<td style="{_CELL}">{html.escape(c)}</td>' for c in cells) + "</tr>"


def board_html(view: dict[str, Any], beliefs: dict[int, dict[str, float]] | None = None) -> str:
    """Draw the board as ``view`` sees it (tracks, counter, seats, and optional beliefs)."""
    n = view["n_players"]
    me = view.get("seat")
    parts = ['<div class="sultane">']
    who = (_("all-seeing view") if me is None
           else pgettext("sultane", "view of {seat}").format(seat=seat(me)))
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
    language = get_language()
    parts.append(_table_head(bool(beliefs), language))
    vizir, nominee, active = view["vizir"], view["nominee"], view["active"]
    voting, voted = view["phase"] == "vote", view.get("voted", ())
    for s in range(n):
        chances = None
        if beliefs:
            b = beliefs.get(s, {})
            chances = (b.get("pacifist", 0) + b.get(DINARZADE, 0), b.get(DINARZADE, 0))
        parts.append(_seat_row(s, s == me, vizir == s, nominee == s, voting, bool(active[s]),
                               s in voted, roles[s], chances, language))
    parts.append("</table>")
    if view.get("hand"):
        # the all-seeing view holds nobody's hand: it shows the tales the government holds
        text = (_("<div>In your hand: <b>{tales}</b></div>") if me is not None
                else _("<div>In the government's hands (Grand Vizir or Narrator): "
                       "<b>{tales}</b></div>"))
        parts.append(text.format(tales=html.escape(hand_words(view["hand"]))))
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
            _("<div>Phase: <b>{phase}</b></div>").format(
                phase=html.escape(phase_words(view["phase"])))
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
    # the role by its rulebook name, in the current language (never the engine's key)
    name = _(ROLE_NAMES[role]) if role in ROLE_NAMES else str(role)
    p, i = view.get("pacifist_tales", 0), view.get("interventionist_tales", 0)
    tales = _("{pacifist} and {interventionist}").format(
        pacifist=ngettext("{n} pacifist tale", "{n} pacifist tales", p).format(n=p),
        interventionist=ngettext(
            "{n} interventionist tale", "{n} interventionist tales", i).format(n=i),
    )
    return _("you are {role}, and {tales} have been read").format(role=name, tales=tales)


def _written(
    data: dict[str, Any], write: Callable[..., str], args: tuple[Any, ...]
) -> tuple[str, Any]:
    """The (text, data) of a lazy event: its sentence is written now, its data was kept."""
    return sentence(write(*args)), data


# The sentences of the events of every round, written only when read (see _log_lazy).
def _t_role(p: int, role: str, known: tuple[str | None, ...]) -> str:
    allies = [
        _("{seat} is {role}").format(seat=seat(s), role=_(ROLE_NAMES[r]))
        for s, r in enumerate(known)
        if r is not None and s != p
    ]
    return _("You are {role}.").format(role=_(ROLE_NAMES[role])) + (
        _(" You recognise: {allies}.").format(allies=pgettext("clauses", "; ").join(allies))
        if allies
        else _(" You know no one else's role.")
    )


def _t_vizir(vizir: int) -> str:
    return _("{seat} is Grand Vizir and must propose a Narrator").format(seat=seat(vizir))


def _t_nominate(vizir: int, narrator: int) -> str:
    return _(
        "{vizir}, Grand Vizir, proposes {narrator} as Narrator; every active player now votes "
        "Yes or No at the same time"
    ).format(vizir=seat(vizir), narrator=seat(narrator))


def _t_vote(vizir: int, narrator: int, verdict: str, yes: list[int], no: list[int]) -> str:
    # yes and no are the event's own lists, never changed afterwards.
    return _("the government of {vizir} with {narrator} is {verdict}: Yes {yes}; No {no}").format(
        vizir=seat(vizir), narrator=seat(narrator), verdict=_(verdict),
        yes=", ".join(map(str, yes)) or "-", no=", ".join(map(str, no)) or "-",
    )


def _t_counter(counter: int) -> str:
    return _(
        "the rejected-government counter moves to {counter} of 3; the members of this refused "
        "government stay eligible"
    ).format(counter=counter)


def _t_draw(vizir: int) -> str:
    return _("{seat}, Grand Vizir, secretly draws the top 3 tales and will discard one").format(
        seat=seat(vizir)
    )


def _t_drew(drawn: str) -> str:
    return _("You drew {tales}").format(tales=hand_words(drawn))


def _t_pass(vizir: int, narrator: int) -> str:
    return _("{vizir} discards one tale face down and hands the other two to {narrator}").format(
        vizir=seat(vizir), narrator=seat(narrator)
    )


def _t_discarded(tale: str, passed: str) -> str:
    return _("You discarded {tale} and passed {tales}").format(
        tale=a_tale(tale), tales=hand_words(passed)
    )


def _t_received(passed: str) -> str:
    return _("You received {tales} from the Grand Vizir").format(tales=hand_words(passed))


def _t_narrator_discard(narrator: int) -> str:
    return _("{seat}, Narrator, discards one of the two tales face down").format(
        seat=seat(narrator)
    )


def _t_kept(discarded: str, kept: str) -> str:
    return _("You discarded {tale}; the tale left is {kept}").format(
        tale=a_tale(discarded), kept=tale(kept)
    )


def _t_read(vizir: int, narrator: int, tale: str, n_active: int) -> str:
    """The barred seats are those of :func:`.kernel.term_limited` (Sultane 5, 7c)."""
    if n_active <= SMALL_COURT:
        text = _(
            "the Narrator, {narrator}, reads {tale} to the Sultane; the counter goes back to 0 "
            "and {narrator} may not be Narrator until another tale is read (with {n} active "
            "players, the Grand Vizir {vizir} may be)"
        )
    else:
        text = _(
            "the Narrator, {narrator}, reads {tale} to the Sultane; the counter goes back to 0 "
            "and {both} may not be Narrator until another tale is read"
        )
    # French names the two barred players once, as every list of seats: "les joueuses 6 et
    # 5" (not "la joueuse 6 et la joueuse 5"); English keeps "seat 6 and seat 5"
    both = people([seat(vizir), seat(narrator)], "the")
    return text.format(
        narrator=seat(narrator), vizir=seat(vizir), tale=a_tale(tale), n=n_active, both=both
    )


def _t_claim(player: int, what: str, tales: str) -> str:
    texts = {
        "drew": _("{seat} claims she drew {tales} (a claim may be a lie)"),
        "received": _("{seat} claims she received {tales} (a claim may be a lie)"),
        "saw on top of the deck": _(
            "{seat} claims she saw on top of the deck {tales} (a claim may be a lie)"
        ),
    }
    return texts[what].format(seat=seat(player), tales=hand_words(tales))


def _t_silence(player: int) -> str:
    return _("{seat} makes no claim").format(seat=seat(player))


#: What each simple action does, for a refusal's list of permitted actions (French only).
_ACTION_MEANING = {
    "yes": NP_("sultane action", "vote Yes"),
    "no": NP_("sultane action", "vote No"),
    "read": NP_("sultane action", "read the tale"),
    "veto": NP_("sultane action", "ask for a veto"),
    "accept-veto": NP_("sultane action", "accept the veto"),
    "refuse-veto": NP_("sultane action", "refuse the veto"),
    "no-claim": NP_("sultane action", "say nothing"),
}
#: The actions that name a seat: a nomination (Sultane 5) and the powers (7b).
_SEAT_MEANING = {
    "nominate": NP_("sultane action", "nominate {seat} as Narrator"),
    "investigate": NP_("sultane action", "discover the side of {seat}"),
    "choose": NP_("sultane action", "choose {seat} as the next Grand Vizir"),
    "exile": NP_("sultane action", "exile {seat}"),
}
_CLAIM_MEANING = {
    "claim-draw": NP_("sultane action", "claim to have drawn {tales}"),
    "claim-received": NP_("sultane action", "claim to have received {tales}"),
    "claim-peek": NP_("sultane action", "claim to have seen {tales} on top of the deck"),
}


def action_words(action: str) -> str:
    """An action as a refusal lists it: the notation one types, and in French what it does
    ("'nominate:3' (proposer la joueuse 3 comme Narratrice)"); English shows the notation."""
    verb, _sep, arg = action.partition(":")
    meaning = ""
    if action in _ACTION_MEANING:
        meaning = pgettext("sultane action", _ACTION_MEANING[action])
    elif verb in _SEAT_MEANING and arg.isdigit():
        meaning = pgettext("sultane action", _SEAT_MEANING[verb]).format(seat=seat(int(arg)))
    elif verb == "discard" and arg in (PACIFIST, INTERVENTIONIST):
        meaning = pgettext("sultane action", "discard {tale}").format(tale=a_tale(arg))
    elif verb == "claim-investigation":
        target, _sep, side = arg.partition(":")
        if target.isdigit() and side in _TALE_WORDS:
            meaning = pgettext("sultane action", "claim that {seat} is on the {side} side").format(
                seat=seat(int(target)), side=_(_TALE_WORDS[side]))
    elif verb in _CLAIM_MEANING and arg:
        meaning = pgettext("sultane action", _CLAIM_MEANING[verb]).format(tales=hand_words(arg))
    if not meaning or get_language() == "en":  # the notation is English words already
        return repr(action)
    return pgettext("legal action", "{action} ({meaning})").format(
        action=repr(action), meaning=meaning)
