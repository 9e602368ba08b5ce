"""How The Majority looks on a board: card chips, piles, the spy token, a seat's table.

Plain strings, no ipywidgets: the logic classes and the tests use them too. Every piece carries
a stable ``mj-...`` CSS class so that browser tests can find it.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any, ClassVar

from majority_core.i18n import N_, NP_, _, french, get_language, ngettext, pgettext
from majority_core.the_majority import TheMajorityState
from majority_core.the_majority import explain as ex
from majority_core.the_majority.components import effect_word
from majority_core.the_majority.policies import POLICIES
from majority_widgets.kit.look import GameLook

#: Colour letter -> (name, ink colour, background).
COLOURS: dict[str, tuple[str, str, str]] = {
    "R": ("red", "#b71c1c", "#fdecea"),
    "B": ("blue", "#0d47a1", "#e3f2fd"),
    "Y": ("yellow", "#7a5d00", "#fff8d6"),
}
COLOUR_NAMES: tuple[str, ...] = ("red", "blue", "yellow")
LETTER = {name: letter for letter, (name, _, _) in COLOURS.items()}
#: Power -> name of its special effect (revised 3-1).
EFFECTS: dict[int, str] = {0: "bribery", 2: "assassination", 3: "spy",
                           7: "betrayal"}
#: The colour names, for the catalog (the chips' words are translated where shown).
WORDS = (N_("red"), N_("blue"), N_("yellow"), N_("draft"), N_("exchange"), N_("trick"),
         N_("debate"), N_("over"))
#: Marks that every browser font has (no emoji, no rare symbol): bribe $, dagger, the word
#: "spy" (a spy glyph is missing from many fonts), arrow right-to-left.
SYMBOLS: dict[int, str] = {0: "$", 2: "&#8224;", 3: "spy", 7: "&#8592;"}

SEAT_LETTERS = "ABCD"


def seat_name(seat: int) -> str:
    """``0 -> "A"``: the letters the rulebook examples use for players."""
    return SEAT_LETTERS[seat] if 0 <= seat < len(SEAT_LETTERS) else str(seat)


def mark_word(power: int, *, plain: bool = False) -> str:
    """The mark of a card's effect: "$", a dagger, an arrow, or the spy's word ("spy",
    French "espion": a spy glyph is missing from many fonts)."""
    if power == 3:
        return html.escape(pgettext("card mark", "spy")) if not plain else pgettext(
            "card mark", "spy")
    return (_PLAIN_MARKS if plain else SYMBOLS)[power]


#: The spy's mark, translated where it is shown.
_SPY_MARK = NP_("card mark", "spy")


def card_tip(letter: str, power: int) -> str:
    """A card's tooltip: "red 3 (spy)", French "rouge 3 (espion)"."""
    colour = pgettext("card", COLOURS[letter][0])
    effect = EFFECTS.get(power)
    text = _("{colour} {power}").format(colour=colour, power=power)
    return _("{card} ({effect})").format(card=text, effect=effect_word(effect)) if effect else text


def card_parts(card: Any) -> tuple[str, int]:
    """``"R10" -> ("R", 10)`` from any card whose ``str()`` is its notation."""
    text = str(card)
    return text[0], int(text[1:])


def card_html(card: Any, *, extra: str = "", title: str | None = None) -> str:
    """One card as a coloured chip, e.g. ``R10``; ``extra`` adds CSS classes (stolen, gone...)."""
    return _card_html(str(card), extra, title, get_language())


@lru_cache(maxsize=2048)
def _card_html(card: str, extra: str, title: str | None, language: str) -> str:
    """:func:`card_html` of a card's notation, drawn once per language (a class table draws
    every seat's cards at every decision)."""
    letter, power = card_parts(card)
    name, ink, bg = COLOURS[letter]
    effect = EFFECTS.get(power)
    mark = f"<sup>{mark_word(power)}</sup>" if effect else ""
    tip = html.escape(title or card_tip(letter, power))
    classes = f"mj-card mj-card-{letter} {extra}".strip()
    if "mj-moved" in extra:  # just moved by the current step: a bold outline draws the eye
        bg += ";outline:3px solid #ff9800;outline-offset:1px"
    if "mj-discarded" in extra:
        bg += ";opacity:0.55;text-decoration:line-through"
    return (
        f'<span class="{classes}" title="{tip}" data-card="{html.escape(str(card))}" '
        f'style="display:inline-block;min-width:2.6em;text-align:center;margin:1px 2px;'
        f"padding:2px 4px;border:2px solid {ink};border-radius:5px;background:{bg};"
        f'color:{ink};font-weight:bold;font-family:monospace">{html.escape(str(card))}{mark}</span>'
    )


def cards_html(cards: Iterable[Any], *, empty: str = "&mdash;", extra: str = "") -> str:
    """A row of card chips (``empty`` when there are none)."""
    chips = [card_html(c, extra=extra) for c in cards]
    return "".join(chips) if chips else f'<span class="mj-empty">{empty}</span>'


def hidden_cards_html(n: int) -> str:
    """``n`` face-down cards: what a player sees of someone else's hand."""
    back = (
        '<span class="mj-card mj-card-back" style="display:inline-block;width:1.6em;'
        'margin:1px 2px;border:2px solid #555;border-radius:5px;background:#555;color:#555">'
        "?</span>"
    )
    return back * n if n else '<span class="mj-empty">&mdash;</span>'


def spy_html(holder: int | None) -> str:
    """The spy token, shown next to its holder."""
    if holder is None:
        return ""
    return (
        '<span class="mj-spy" title="{}" '
        'style="background:#222;color:#ffd54f;border-radius:50%;padding:1px 6px;'
        'font-size:85%">{}</span>'.format(html.escape(_("spy token (revised 3-1 [3])")),
                                          html.escape(_("spy")))
    )


def by_colour(cards: Iterable[Any]) -> dict[str, list[Any]]:
    """Cards grouped by colour name (red, blue, yellow), in the order given."""
    groups: dict[str, list[Any]] = {name: [] for name in COLOUR_NAMES}
    for c in cards:
        groups[COLOURS[card_parts(c)[0]][0]].append(c)
    return groups


def totals_by_colour(cards: Iterable[Any]) -> dict[str, int]:
    """Total power per colour: what the debate counts (revised 2-4)."""
    return {k: sum(card_parts(c)[1] for c in v) for k, v in by_colour(cards).items()}


def won_html(cards: Iterable[Any]) -> str:
    """Won cards sorted into colour groups with their totals (revised 2-3, step 5)."""
    return _won_html(tuple(str(c) for c in cards), get_language())


@lru_cache(maxsize=2048)
def _won_html(cards: tuple[str, ...], language: str) -> str:
    """:func:`won_html` of the cards' notations, drawn once per language (a class table draws
    every seat's won piles on every board at every decision; they change at a trick's end)."""
    groups = by_colour(cards)
    parts = []
    for name in COLOUR_NAMES:
        total = sum(card_parts(c)[1] for c in groups[name])
        parts.append(
            f'<div class="mj-won-{name}"><small>{html.escape(_(name))} = {total}</small> '
            f"{cards_html(groups[name])}</div>"
        )
    return "".join(parts)


@lru_cache(maxsize=4096)
def _seat_cell(s: int, n: int, phase: str, relation: str, hand: tuple[str, ...] | None,
               packet: tuple[str, ...] | None, hand_size: int, packet_size: int,
               table_card: str | None, pending: str | None, chosen: bool, spy: bool,
               waiting: bool, n_coins: int, won: tuple[str, ...], language: str) -> str:
    """One seat's cell of :func:`view_html`, from what it shows only (``hand``/``packet``:
    None when face down; ``relation``: "you", "partner" or ""), drawn once per language: a
    class table draws every seat's board and the projected one at every decision, where most
    cells are as they were, and the same for several seats' boards."""
    zone_label = _("packet") if phase == "draft" else _("hand")
    kept = cards_html(hand) if hand is not None else hidden_cards_html(hand_size)
    if phase == "draft":
        zone = cards_html(packet) if packet is not None else hidden_cards_html(packet_size)
        zone += "<div><small>{}</small> {}</div>".format(html.escape(_("kept so far:")), kept)
    else:
        zone = kept
    if table_card:
        on_table = card_html(table_card) + " <small>{}</small>".format(_("(face up)"))
    elif pending and phase == "trick":
        on_table = card_html(pending) + " <small>{}</small>".format(_("(face down)"))
    elif chosen:
        on_table = '<span class="mj-chosen">{}</span>'.format(_("has chosen"))
    else:
        on_table = ""
    team = " <small>{}</small>".format(_("team {team}").format(team=s % 2)) if n == 4 else ""
    you = ""
    if relation == "you":
        you = " <small>{}</small>".format(_("(you)"))
    elif relation == "partner":
        you = " <small>{}</small>".format(_("(your partner)"))
    to_decide = (" <small class='mj-waiting'>{}</small>".format(_("(to decide)"))
                 if waiting else "")
    coins = html.escape(ngettext("{coins} coin", "{coins} coins", n_coins)).format(
        coins=f"<b>{n_coins}</b>")
    return (
        f'<td class="mj-seat mj-seat-{s}" style="vertical-align:top;padding:6px;'
        f'border:1px solid #ddd;min-width:12em"><b>{html.escape(ex.seat(s))}</b>'
        f"{you}{team} {spy_html(s) if spy else ''}{to_decide}"
        f'<div class="mj-coins-{s}">{coins}</div>'
        f'<div class="mj-won">{_won_html(won, language)}</div>'
        f'<div class="mj-zone"><small>{french(zone_label + ":")}</small> {zone}</div>'
        f'<div class="mj-on-table">{on_table}</div></td>'
    )


def view_html(view: Mapping[str, Any]) -> str:
    """A table drawn from a player's view (``TheMajorityState.view``): exactly what they know.

    The all-seeing view (``seat`` None) shows every hand; a seat's view shows its own hand and
    packet and only the sizes of the others'.
    """
    n = view["n_players"]
    me = view["seat"]
    phase = view["phase"]
    language = get_language()
    cells = []
    for s in range(n):
        mine = me is None or me == s
        if me is None:
            hand, packet = view["hands"][s], view["packets"][s]
        elif mine:
            hand, packet = view["hand"], view["packet"]
        else:
            hand = packet = None
        pending = None
        if me is None:
            pending = view["pending"][s]
        elif mine:
            pending = view["pending"]
        relation = ("you" if me == s else
                    "partner" if me is not None and n == 4 and s == (me + 2) % 4 else "")
        cells.append(_seat_cell(
            s, n, phase, relation,
            None if hand is None else tuple(str(c) for c in hand),
            None if packet is None else tuple(str(c) for c in packet),
            view["hand_sizes"][s] if hand is None else 0,
            view["packet_sizes"][s] if packet is None and phase == "draft" else 0,
            str(view["table"][s]) if view["table"][s] else None,
            str(pending) if pending else None, bool(view["chosen"][s]),
            view["spy_holder"] == s, s in view["waiting"], view["coins"][s],
            tuple(str(c) for c in view["won"][s]), language))
    if phase == "trick":  # "Round 1 of 4, trick 5 of 5": the phase is named once (review 2, 50)
        status = _("Round {round} of 4").format(round=view["round"]) + _(
            ", trick {trick} of {tricks}").format(trick=view["trick"],
                                                   tricks=view["tricks_in_round"])
    else:
        status = _("Round {round} of 4, {phase}").format(round=view["round"], phase=_(phase))
        if view["face_up_order"]:
            status += _(" (face up, in the order {seats})").format(
                seats=", ".join(ex.seat(p) for p in view["face_up_order"]))
    if phase == "over":
        status = _("Game over")
    last = view.get("last_trick")
    last_html = ""
    if last:
        last_html = (
            '<div class="mj-last-trick-played"><small>{}</small> '.format(
                html.escape(_("last trick played:")))
            + cards_html(last["plays"])
            + (
                " <small>{}</small> {}".format(html.escape(_("discarded:")),
                                               cards_html(last["discarded"]))
                if last["discarded"]
                else ""
            )
            + "</div>"
        )
    # (an f-string: a .format() on the whole board, as before, read its 5 to 10 KB again for
    # braces, half of drawing it, and a brace in any text would have broken it)
    discarded = cards_html(view["discarded"])
    return (
        f'<div class="mj-table-view"><div class="mj-status"><b>{html.escape(status)}</b></div>'
        f'<table class="mj-seats"><tr>{"".join(cells)}</tr></table>{last_html}'
        f'<div class="mj-discards"><small>{html.escape(_("discarded this game:"))}</small> '
        f'{discarded}</div></div>'
    )


def card_colours(card: Any) -> tuple[str, str]:
    """``(ink, background)`` of a card: its button is drawn like its chip."""
    _, ink, bg = COLOURS[card_parts(card)[0]]
    return ink, bg


def card_button(card: Any, css: str, *, tooltip: str = "") -> Any:
    """A button drawn as the coloured card it chooses (the play board's draft, exchange, trick)."""
    from majority_widgets.kit import button

    letter, power = card_parts(card)
    effect = EFFECTS.get(power)
    ink, bg = card_colours(card)
    b = button(
        f"{card} {mark_word(power, plain=True)}".strip() if effect else str(card),
        css,
        tooltip=tooltip or card_tip(letter, power),
    )
    b.add_class("mj-card-button")
    b.style.button_color = bg
    b.style.text_color = ink
    b.style.font_weight = "bold"
    b.layout.border = f"2px solid {ink}"
    b.layout.min_width = "4em"
    return b


#: Button labels cannot hold HTML: the effect marks as plain characters every font has.
_PLAIN_MARKS = {0: "$", 2: "\u2020", 3: "spy", 7: "\u2190"}


class MajorityLook(GameLook):
    """How The Majority looks on the kit's generic boards (its own boards do more)."""

    state_cls = TheMajorityState
    title = "The Majority"
    player_counts = (4, 3)
    bots: ClassVar[dict[str, Any]] = {"greedy": POLICIES["greedy"], **POLICIES}

    def state_html(self, state: Any, viewer: int | None) -> str:
        return view_html(state.view(viewer))

    def prompt(self, state: Any, seat: int) -> str:
        words = {
            "draft": N_("keep one card of the packet (revised 2-2)"),
            "exchange": N_("give your partner one card (revised 2-3)"),
            "trick": N_("play a card (revised 2-3)"),
        }
        return _("{seat}: {text}").format(
            seat=ex.cap(ex.seat(seat)), text=_(words.get(state.phase, N_("choose"))) + ".")

    def action_colours(self, state: Any, seat: int, action: Any) -> tuple[str, str]:
        return card_colours(action)


LOOK = MajorityLook()
