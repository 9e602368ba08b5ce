"""The plain words of *Witch of the Academy*: rule citations, names and the board drawing.

The engine calls these helpers so that every event reads the same way in the log, on the
board and in the lessons. :func:`board_html` draws from a *view* (never from the state), so a
board can only show what that seat knows.
"""

from __future__ import annotations

import html
from functools import lru_cache
from typing import Any

from ..i18n import N_, NP_, _, french, get_language, likelihood, ngettext, pgettext
from .components import COLOURS, DISK_COLOURS, LETTER

# Rule citations (sections of witch-of-the-academy-fr.txt and RULINGS.md). The words around a
# section are translated where a citation is used (events and refusals: ``_(R_X)``).
RULINGS = N_("RULINGS: Witch of the Academy")
R_SETUP = N_('Witch 3 "Préparation"')
R_SETUP_STD = N_('Witch 5 "Préparation pour une partie Standard"; RULINGS: Witch of the Academy')
R_FIRST = N_('Witch 3 "Préparation" (first player)')
R_DAY = N_('Witch 3 "Phase de Jour"')
R_TAKE = N_('Witch 3 "Phase de Jour" (1)')
R_BLACK = N_("Witch 3 Exception 1")
R_NO_DISK = N_("Witch 3 Exception 2; RULINGS: Witch of the Academy")
R_DATA = N_('Witch 3 "Phase de Jour" (2)')
R_DATA_3P = N_('Witch 5 "Phases de jour de la partie standard" (3 players)')
R_REFILL = N_('Witch 3 "Phase de Jour" (a new series at 1 character card or fewer)')
R_DAY_END = N_('Witch 3 "Phase de Jour" (deck and field empty)')
R_STUCK = N_("RULINGS: Witch of the Academy (a player with no legal action ends the day)")
R_GUESS = N_('Witch 3 "Phase de Nuit" (1)')
R_GUESS_STD1 = N_('Witch 5 "Phases de nuit de la partie standard" (first night, step 1, top row)')
R_GUESS_STD = N_(
    'Witch 5 "Phases de nuit de la partie standard" (second night, step 1, bottom row)'
)
R_INFO = N_('Witch 3 "Phase de Nuit" (2)')
R_INFO_STD1 = N_(
    'Witch 5 "Phases de nuit de la partie standard" (first night, step 2, as Witch 3 "Phase de Nuit" (2))'
)
R_INFO_STD = N_(
    'Witch 5 "Phases de nuit de la partie standard" (second night, step 2, as Witch 3 "Phase de Nuit" (2))'
)
R_REVEAL = N_('Witch 3 "Phase de Nuit" (3)')
R_REVEAL_STD = N_('Witch 5 "Phases de nuit de la partie standard" (second night, step 3)')
R_SUSPICION = N_('Witch 3 "Phase de Nuit" (4)')
R_PARK = N_('Witch 5 "Phases de nuit de la partie standard" (first night, step 4)')
R_NEW_DECK = N_('Witch 5 "Phases de nuit de la partie standard" (after the first night)')
R_DAY2 = N_('Witch 5 "Deuxième jour de la partie Standard"')
R_EXECUTION = N_(
    'Witch 5 "Phases de nuit de la partie standard" (second night, step 4); RULINGS: Witch of the Academy'
)
R_SETTLE = N_('Witch 5 "Phases de nuit de la partie standard" (second night, step 4)')
R_BORROW = N_('Witch 3 "Phase de Nuit" (3); RULINGS: Witch of the Academy (borrowing)')
R_BORROW_STD = N_(
    'Witch 5 "Phases de nuit de la partie standard" (second night, step 4); RULINGS: Witch of the Academy (borrowing)'
)
R_END_DISCOVERY = N_('Witch 3 "Fin de la partie de découverte"')
R_END_STANDARD = N_('Witch 5 "Jeu standard" (the winner)')
R_TALK = N_("Witch 4 (table talk stays outside the engine)")

# The colour words: a colour alone (masculine in French), a card (feminine), cards, disks.
_FORMS = (
    NP_("colour", "black"), NP_("colour", "red"), NP_("colour", "pink"), NP_("colour", "blue"),
    NP_("colour", "yellow"), NP_("card", "black"), NP_("card", "red"), NP_("card", "pink"),
    NP_("card", "blue"), NP_("card", "yellow"), NP_("cards", "black"), NP_("cards", "red"),
    NP_("cards", "pink"), NP_("cards", "blue"), NP_("cards", "yellow"), NP_("disk", "red"),
    NP_("disk", "pink"), NP_("disk", "blue"), NP_("disk", "yellow"), NP_("disks", "red"),
    NP_("disks", "pink"), NP_("disks", "blue"), NP_("disks", "yellow"),
)

#: The phases of a view, in words (the view keeps the engine's names).
PHASE_WORDS = {"turn": N_("turn"), "hide": N_("hide"), "guess": N_("guess"), "over": N_("over")}
#: The headers of the nights' table (night_rows keys), for the catalog.
_NIGHT_HEADERS = (
    N_("night"), N_("seat"), N_("disks"), N_("guesses won"), N_("guesses paid"),
    N_("suspicion paid"), N_("night total"),
)

#: A table's title on one line above it, left-aligned (a caption is otherwise wrapped to the
#: width of a narrow table, one word a line).
CAPTION = "caption-side:top;text-align:left;white-space:nowrap;font-weight:bold"

#: Background colours of the board (black cards drawn dark with white text).
CSS_COLOUR = {
    "black": "#333",
    "red": "#e53935",
    "pink": "#f48fb1",
    "blue": "#1e88e5",
    "yellow": "#fdd835",
}


def seat(s: int) -> str:
    """How a player is named in every sentence ("seat 2"; French "joueur 2": the sentence gives
    the article, "le joueur 2", "au joueur 2")."""
    return pgettext("player", "seat {n}").format(n=s)


def the_seat(s: int) -> str:
    """A player with the article French needs where a list names several: "seat 2" / "le
    joueur 2" ("le joueur 0 et le joueur 3 gagnent")."""
    return pgettext("player, with its article", "seat {n}").format(n=s)


def scored(who: str, points: Any) -> str:
    """A player's or a colour's points in a list: "seat 0 11" / "joueur 0 : 11"."""
    return pgettext("points of a player or a colour", "{who} {points}").format(
        who=who, points=points)


def header(key: str) -> str:
    """A table's column header: the players' column says "joueur" in French (a person, not a
    chair), the others their own word."""
    return pgettext("column", "seat") if key == "seat" else _(key)


def colour_word(letter_or_name: str) -> str:
    """``"R"`` or ``"red"`` -> ``"red"``."""
    for name, letter in LETTER.items():
        if letter_or_name in (name, letter):
            return name
    return letter_or_name


def colour(letter_or_name: str, form: str = "colour") -> str:
    """The colour in the current language, as ``form`` needs it: "colour" (the colour itself),
    "card" / "cards" (a card, cards: "bleue", "bleues"), "disk" / "disks"."""
    return pgettext(form, colour_word(letter_or_name))


def singular(n: int) -> bool:
    """Whether a count takes the singular in the current language (French: 0 and 1; English:
    1 only), so that a colour agrees with its count as the noun does ("0 carte jaune")."""
    return ngettext("{n} card", "{n} cards", n) == ngettext("{n} card", "{n} cards", 1)


def counts_words(counts: dict[str, int], form: str = "cards") -> str:
    """``{"red": 2, "blue": 1}`` -> ``"2 red, 1 blue"`` (``"none"`` when empty); in French the
    colours agree with ``form`` ("cards": cartes, "disks": disques, "colour": points)."""
    one = "card" if form == "cards" else "disk" if form == "disks" else form
    parts = [f"{n} {colour(c, one if singular(n) else form)}" for c, n in counts.items() if n]
    return ", ".join(parts) or _("none")


def capital(text: str) -> str:
    """The sentence with a capital first letter and a full stop (an event reads as a
    sentence, as Majority 2's do)."""
    text = text[:1].upper() + text[1:]
    return text if not text or text[-1] in ".!?…" else text + "."


def plural_s(n: int, singular: str, plural: str) -> str:
    """``ngettext`` then the count written in: ``plural_s(2, "{n} card", "{n} cards")``."""
    return ngettext(singular, plural, n).format(n=n)


#: The table's look, written on each element (a lesson opened in an untrusted notebook drops
#: <style> blocks; the teacher's run, issue 23).
_CELL = "padding:2px 6px;border:1px solid #ccc;text-align:center"
_CHIP = ("display:inline-block;min-width:18px;padding:1px 4px;margin:1px;border-radius:3px;"
         "font-size:11px")


def chip(colour: str, n: int | str, *, disk: bool = False) -> str:
    """A small coloured box with a count (a card, or a round disk)."""
    return _chip(colour, n, disk, get_language())


@lru_cache(maxsize=2048)
def _chip(colour: str, n: int | str, disk: bool, language: str) -> str:
    """:func:`chip` drawn once per language (a class table draws every seat's rumours, disks
    and field at every decision: some sixty chips a board)."""
    radius = "border-radius:9px;" if disk else ""
    dark = " dark" if colour in ("black", "blue") else ""
    ink = "#fff" if dark else "#000"
    return (
        f'<span class="chip{dark}" style="{_CHIP};color:{ink};{radius}'
        f'background:{CSS_COLOUR[colour]}" '
        f'title="{html.escape(pgettext("colour", colour))}">{html.escape(str(n))}</span>'
    )


def chips(counts: dict[str, int], *, disk: bool = False) -> str:
    return "".join(chip(c, n, disk=disk) for c, n in counts.items() if n) or "&ndash;"


def board_html(view: dict[str, Any], beliefs: dict[int, dict[str, float]] | None = None) -> str:
    """Draw the table as ``view`` sees it (field, every seat's rumours, disks and points)."""
    n = view["n_players"]
    me = view["seat"]
    game = _("standard game") if view["options"]["standard"] else _("discovery game")
    who = _("all-seeing view") if me is None else _("view of {seat}").format(seat=seat(me))
    parts = ['<div class="witch">']
    phase = _(PHASE_WORDS[view["phase"]]) if view["phase"] in PHASE_WORDS else view["phase"]
    parts.append(
        _("<div><b>Witch of the Academy</b>, {game}, {n} players, {who} &middot; day {day} "
          "&middot; {phase}</div>").format(
            game=game, n=n, who=html.escape(who), day=view["day"], phase=html.escape(phase)
        )
    )
    field = {c: view["field"][c] for c in COLOURS if c in view["field"]}
    parts.append(
        _("<div>Field: {field} &middot; data cards: {data} &middot; deck {deck} &middot; supply "
          "of disks: {supply}</div>").format(
            field=chips(field), data=view["field"]["data"], deck=view["deck_size"],
            supply=chips(view["supply"], disk=True),
        )
    )
    if view.get("parked"):
        parts.append(
            _("<div>Day-1 suspicion on the characters: {chips}</div>").format(
                chips=chips(view["parked"])
            )
        )
    colours = view.get("colours")
    head = [header("seat"), _("colour"), _("face-up rumours"), _("face-down"), _("disks"),
            _("points")]
    if beliefs:
        head.append(_("beliefs"))
    parts.append("<table><tr>" + "".join(f'<th style="{_CELL}">{h}</th>' for h in head)
                 + "</tr>")
    language = get_language()
    turn = view["phase"] in ("turn", "hide")
    for s, row in enumerate(view["players"]):
        parts.append(_seat_row(
            s, s == me, turn and s == view.get("active"),
            colours[s] if colours else (view.get("colour") if s == me else None),
            tuple(row["rumours"].items()), tuple(row["face_down"].items()),
            tuple(row["disks"].items()),
            row.get("points"),  # absent on the public board: face down for the class
            tuple(beliefs.get(s, {}).items()) if beliefs else None, language))
    parts.append("</table>")
    if view.get("sheet"):
        rows = [
            ", ".join(seat(t) + pgettext("punctuation", ": ") + pgettext("colour", colour_word(c))
                      for t, c in enumerate(r) if c is not None)
            for r in view["sheet"]
        ]
        parts.append(
            _("<div>Your investigation sheet: {rows}</div>").format(
                rows=html.escape(french(" | ".join(rows)))
            )
        )
    if view.get("winners") is not None:
        win = ", ".join(seat(s) for s in view["winners"])
        parts.append(
            ngettext("<div><b>Winner: {win}</b></div>", "<div><b>Winners: {win}</b></div>",
                     len(view["winners"])).format(win=win)
        )
    parts.append("</div>")
    return "".join(parts)


@lru_cache(maxsize=8192)
def _seat_row(s: int, you: bool, active: bool, colour: str | None,
              rumours: tuple[tuple[str, int], ...], face_down: tuple[tuple[str, int], ...],
              disks: tuple[tuple[str, int], ...], points: int | None,
              chances: tuple[tuple[str, float], ...] | None, language: str) -> str:
    """One seat's row of :func:`board_html`, from what it shows only, drawn once per
    language: a class table draws every seat's board and the projected one at every decision,
    where most rows are as they were."""
    name = seat(s) + (_(" (you)") if you else "")
    if active:
        name = f"<b>{name}</b> &#9654;"
    cells = [
        name,
        chip(colour, pgettext("colour", colour)) if colour else "?",
        chips(dict(rumours)),
        chips(dict(face_down)),
        chips(dict(disks), disk=True),
        _("face down") if points is None else str(points),
    ]
    if chances is not None:
        cells.append(", ".join(f"{pgettext('colour', c)} {html.escape(likelihood(p))}"
                               for c, p in chances if p >= 0.005) or "&ndash;")
    return "<tr>" + "".join(f'<td style="{_CELL}">{c}</td>' for c in cells) + "</tr>"


def disk_dict(row: list[int] | tuple[int, ...]) -> dict[str, int]:
    """A seat's disks (indexed by colour code) as ``{colour: count}`` for the kernel."""
    return {c: row[COLOURS.index(c)] for c in DISK_COLOURS}


def beliefs_html(
    beliefs: dict[int, dict[str, float]],
    *,
    truth: list[str] | None = None,
    caption: str | None = None,
) -> str:
    """A heat map: one row per seat, one column per colour, darker = more likely; ``truth``
    (the all-seeing view) outlines the true colour."""
    if not beliefs:
        return ""
    if caption is None:
        caption = _("Beliefs: the chance that each seat holds each colour")
    colours = tuple(next(iter(beliefs.values())))
    language = get_language()
    rows = "".join(
        _belief_row(s, tuple(row[c] for c in colours), truth[s] if truth else None, colours,
                    language)
        for s, row in sorted(beliefs.items())
    )
    return (
        f'<table class="witch-beliefs"><caption style="{CAPTION}">{html.escape(caption)}</caption>'
        f"{_belief_head(colours, language)}{rows}</table>"
    )


@lru_cache(maxsize=64)
def _belief_head(colours: tuple[str, ...], language: str) -> str:
    """The heat map's heading row, once per language."""
    head = "".join(f"<th>{chip(c, colour(c))}</th>" for c in colours)
    return f"<tr><th>{_('seat')}</th>{head}</tr>"


@lru_cache(maxsize=8192)
def _belief_row(s: int, chances: tuple[float, ...], true_colour: str | None,
                colours: tuple[str, ...], language: str) -> str:
    """One seat's row of the heat map (``true_colour``: outlined, in the all-seeing view),
    drawn once per language and chances: a class table draws every seat's heat map at every
    decision, where the rows of seats known for certain, and every row after a decision that
    adds nothing to the record, are as they were."""
    cells = []
    for c, p in zip(colours, chances, strict=True):
        shade = int(255 - 160 * p)
        border = ";outline:2px solid #000" if true_colour == c else ""
        cells.append(
            f'<td style="background:rgb({shade},{shade},255){border}">{html.escape(likelihood(p))}</td>'
        )
    return f"<tr><th>{seat(s)}</th>{''.join(cells)}</tr>"


def night_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The nights' scoring step by step, seat by seat, from the view's public record only:
    disks, guesses won and paid, suspicion (parked day-1, day-2 or the discovery night)."""
    n = view["n_players"]
    out: list[dict[str, Any]] = []
    night: dict[int, dict[str, Any]] | None = None
    day = 0
    for r in view["public"]:
        kind = r["kind"]
        if kind == "information":
            day = r["day"]
            night = {
                p: {"night": day, "seat": seat(p), "disks": r["points"][p], "guesses won": 0,
                    "guesses paid": 0, "suspicion paid": 0}
                for p in range(n)
            }
            out.extend(night[p] for p in range(n))
        elif night is None:
            continue
        elif kind == "guess-paid":
            night[r["payee"]]["guesses won"] += r["points"]
            night[r["payer"]]["guesses paid"] += r["points"]
        elif kind in ("parked-paid", "suspicion-paid"):
            night[r["seat"]]["suspicion paid"] += r["points"]
    for row in out:
        row["night total"] = (
            row["disks"] + row["guesses won"] - row["guesses paid"] - row["suspicion paid"]
        )
    return out


#: The public records the nights' table reads (:func:`night_rows` and the suspicion lines).
_NIGHT_KINDS = frozenset(("information", "guess-paid", "parked-paid", "suspicion-paid",
                          "suspicion"))


def night_html(view: dict[str, Any]) -> str:
    """:func:`night_rows` as a table, with the suspicion of each colour per night (drawn once
    per language and nights: a class table draws it on every board at every decision, and
    the nights change it twice a game)."""
    nights = [r for r in view["public"] if r["kind"] in _NIGHT_KINDS]
    if not nights:
        return ""
    key = (repr(nights), view["n_players"], view["options"]["standard"], get_language())
    found = _NIGHTS.get(key)
    if found is None:
        found = _night_html(view)
        if len(_NIGHTS) >= 256:
            _NIGHTS.clear()
        _NIGHTS[key] = found
    return found


#: Recent nights' tables by (their records' text, players, standard game, language).
_NIGHTS: dict[tuple[str, int, bool, str], str] = {}


def _night_html(view: dict[str, Any]) -> str:
    rows = night_rows(view)
    if not rows:
        return ""
    head = list(rows[0])
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(r[h]))}</td>" for h in head) + "</tr>" for r in rows
    )
    sus = [r for r in view["public"] if r["kind"] == "suspicion"]
    lines = "".join(
        _("<div>Night {day} suspicion: {chips}{parked}</div>").format(
            day=r["day"], chips=chips(r["suspicion"]),
            parked=_(" (parked on the character cards)")
            if view["options"]["standard"] and r["day"] == 1
            else "",
        )
        for r in sus
    )
    return (
        f'<table class="witch-night"><caption style="{CAPTION}">'
        + html.escape(_("The nights, step by step (points)"))
        + "</caption>"
        + "<tr>" + "".join(f"<th>{html.escape(header(h))}</th>" for h in head) + "</tr>"
        + body + "</table>" + lines
    )


def hint_reason(view: dict[str, Any], action: str) -> str:
    """The search hint's reason (:func:`majority_core.search.register_game`): the seat's own colour, the one thing it knows for sure (Witch 3)."""
    colour = view.get("colour")
    if not colour:
        return ""
    return _("your colour is {colour}, on day {day}").format(colour=colour, day=view.get("day", 1))
