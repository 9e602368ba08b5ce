"""The plain-language text of everything that happens in Majority 2, and the rules it names.

Every sentence the engine writes comes from here, so a teacher can reword the log in one place.
Each event's rule cites the rulebook section ("Majority 2 5-4"), the card table ("Majority 2
6-2 (dragons Junior)") or the package's rulings (``docs/rulings-majority2.md``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..display import table_html
from ..i18n import N_, NP_, _, and_list, get_language, lower_first, ngettext, npgettext, pgettext
from . import words
from .components import Card, card_html

if TYPE_CHECKING:  # pragma: no cover
    from ..game import GameState

R_SETUP = N_("Majority 2 4-4")
R_TURN = N_("Majority 2 5-1")
R_INCOME = N_("Majority 2 5-2")
R_EXCHANGE = N_("Majority 2 5-3")
R_DRAW = N_("Majority 2 5-4")
R_FREE = N_("Majority 2 5-5")
R_FORM = N_("Majority 2 5-5 (forming a faction)")
R_PLAY = N_("Majority 2 5-6")
R_CLEANUP = N_("Majority 2 5-7")
R_SCORE = N_("Majority 2 5-8")
R_DISCARD = N_("Majority 2 6-1 (discarded cards)")
R_DISCS = N_("Majority 2 6-1 (colour discs)")
R_RULINGS = N_("RULINGS: Majority 2")
R_PACKAGE = N_("docs/rulings-majority2.md")
R_PROTECT = "Majority 2 6-2 (angels Junior); " + R_RULINGS  # each part translated by cite()
R_CARDS = N_("Majority 2 4-2 and 6-2")
R_GHOST = N_("Majority 2 6-4 (Ghost)")


def effect_rule(card: Card) -> str:
    """The section of a card's ability: 6-2 for the base cards, 6-3 promo, 6-4 Ghost."""
    if card.is_ghost:
        return "Majority 2 6-4 (Ghost)"
    section = "6-3" if card.promo else "6-2"
    return f"Majority 2 {section} ({card.faction} {card.rank.capitalize()})"


_CARD_CITATION = re.compile(r"^(Majority 2 \d-\d) \((\w+) (\w+)\)$")


def cite(rule: str) -> str:
    """A citation in the current language, part by part ("; "): the sections stay as printed,
    the words around them and a card's name are translated ("Majority 2 6-2 (witches
    Veteran)" -> "Majority 2 6-2 (Vétéran des sorcières)")."""
    if get_language() == "en":
        return rule
    out = []
    for part in rule.split("; "):
        m = _CARD_CITATION.match(part)
        if m and m.group(2) in words.FACTION and m.group(3).lower() in words.RANK:
            out.append(f"{m.group(1)} ({words.card_name(m.group(2), m.group(3).lower())})")
        else:
            out.append(_(part))
    return "; ".join(out)


def seat(p: int) -> str:
    """A player inside a sentence: "seat 1" / "joueur 1" (the sentence gives the article)."""
    return pgettext("player", "seat {n}").format(n=p)


def Seat(p: int) -> str:  # noqa: N802 (the capital is the point: a sentence's subject)
    """A player opening a sentence: "Seat 1" / "Le joueur 1"."""
    return pgettext("player", "Seat {n}").format(n=p)


def the(card: Card) -> str:
    """The card with its article: "the witches Veteran" / "le Vétéran des sorcières"."""
    return words.the(card.name)


def The(card: Card) -> str:  # noqa: N802
    """:func:`the` opening a sentence."""
    return cap(the(card))


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def n_coins(n: int) -> str:
    return ngettext("{n} coin", "{n} coins", n).format(n=n)


def n_cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def factions_formed(n: int) -> str:
    """A player's formed factions on a board: "2 factions formed"; none is "aucune faction
    formée" in French (not "0 faction formée")."""
    if not n:
        return pgettext("factions formed", "0 factions formed")
    return ngettext("{n} faction formed", "{n} factions formed", n).format(n=n)


def n_factions(n: int) -> str:
    return ngettext("{n} faction", "{n} factions", n).format(n=n)


def names(cards: Iterable[Card]) -> str:
    """Cards listed after a colon (no article): "Junior des dragons, Vétéran des anges"."""
    items = [c.name for c in cards]
    if not items:
        return _("nothing")
    return and_list(items)


#: Small counts spelled out before a card's name ("deux Secrétaires des faucheurs").
_SPELLED = {2: NP_("count of cards", "two"), 3: NP_("count of cards", "three"),
            4: NP_("count of cards", "four"), 5: NP_("count of cards", "five"),
            6: NP_("count of cards", "six")}


def _plural_name(name: str) -> str:
    """A card's name in the plural: the rank takes the mark ("Secrétaires des faucheurs";
    English "reapers Secretaries")."""
    parts = name.split(" ")
    i = 1 if get_language() == "en" and len(parts) > 1 else 0
    word = parts[i]
    if word.endswith(("s", "x")):
        pass
    elif get_language() == "en" and word.endswith("y"):
        word = word[:-1] + "ies"
    else:
        word += "s"
    parts[i] = word
    return " ".join(parts)


def the_names(cards: Iterable[Card]) -> str:
    """Cards named inside a sentence, each with its article and the same card counted once:
    "le Vétéran des dragons et deux Secrétaires des faucheurs" (English keeps its bare names:
    "dragons Veteran and 2 reapers Secretaries")."""
    counted: dict[str, int] = {}
    for c in cards:
        counted[c.name] = counted.get(c.name, 0) + 1
    if not counted:
        return _("nothing")
    items = []
    for name, n in counted.items():
        if n == 1:  # French: "le Vétéran …", "l'Aristocrate …" (English: the bare name)
            if name[:1] in "AEIOUÉÈaeiouéè":
                form = pgettext("card in a sentence, before a vowel", "{card}")
            else:
                form = pgettext("card in a sentence", "{card}")
            items.append(form.format(card=name))
        else:
            count = pgettext("count of cards", _SPELLED[n]) if n in _SPELLED else str(n)
            items.append(pgettext("cards of one name", "{n} {cards}").format(
                n=count, cards=_plural_name(name)))
    return and_list(items)


def action_words(action: str) -> str:
    """An action as a refusal lists it: the notation one types, and in French what it does
    ("'draw' (piocher)"); English shows the notation alone."""
    word, _sep, rest = action.partition(" ")
    meaning = ""
    if word in _ACTION_MEANING:
        meaning = pgettext("action meaning", _ACTION_MEANING[word])
    elif word in ("play", "free") and len(rest.split()) == 2:
        card, col = rest.split()
        meaning = pgettext("action meaning", _CARD_ACTION[word]).format(
            card=words.the(Card.parse(card).name), col=col)
    elif word in ("form", "reserve", "discard"):
        meaning = pgettext("action meaning", _CARD_ACTION[word]).format(
            card=words.the(Card.parse(rest).name), col="")
    elif word == "colour":
        meaning = pgettext("action meaning", "the {faction}").format(faction=words.faction(rest))
    elif word == "ghost":
        meaning = pgettext("action meaning", "the opponent's column {col}").format(col=rest)
    elif word in ("disc", "take", "target") and rest:
        spot = _spot_words(rest.split()[0])
        if spot and word == "disc" and len(rest.split()) == 2:
            faction = rest.split()[1]
            meaning = pgettext("action meaning", "the {paint} disc of the {faction} on {spot}").format(
                paint=words.paint(faction), faction=words.faction(faction), spot=spot)
        elif spot and word == "take":
            meaning = pgettext("action meaning", "take {spot} into your reserve").format(spot=spot)
        elif spot:
            meaning = pgettext("action meaning", "choose {spot}").format(spot=spot)
    if not meaning or get_language() == "en":  # the notation is English words already
        return repr(action)
    return pgettext("legal action", "{action} ({meaning})").format(
        action=repr(action), meaning=meaning)


_SPOT = re.compile(r"s([01])\.(?:c([123])|zone)\.(\d+)$")


def _spot_words(text: str) -> str:
    """``s1.c2.3`` -> "card 3 of seat 1's column 2" (French "la 3e carte de la colonne 2 du
    joueur 1"); "" if ``text`` is not a spot."""
    m = _SPOT.match(text)
    if not m:
        return ""
    owner, col, i = int(m[1]), m[2], int(m[3])
    if col is None:
        return _("{seat}'s score zone").format(seat=seat(owner))
    if i == 1:
        return pgettext("spot", "the top card of {seat}'s column {col}").format(
            seat=seat(owner), col=col)
    return pgettext("spot", "card {i} of {seat}'s column {col}").format(
        i=i, seat=seat(owner), col=col)


_ACTION_MEANING = {
    "exchange": NP_("action meaning", "exchange hand and reserve"),
    "keep": NP_("action meaning", "keep the hand"),
    "draw": NP_("action meaning", "draw"),
    "no-draw": NP_("action meaning", "do not draw"),
    "no-free": NP_("action meaning", "no free play"),
    "end": NP_("action meaning", "end the turn"),
}
_CARD_ACTION = {
    "play": NP_("action meaning", "play {card} into column {col}, paying its cost"),
    "free": NP_("action meaning", "play {card} into column {col} for free"),
    "form": NP_("action meaning", "{card} as the representative"),
    "reserve": NP_("action meaning", "put {card} into the reserve"),
    "discard": NP_("action meaning", "discard {card}"),
}


def column_name(owner: int, col: int) -> str:
    return _("{seat}'s column {col}").format(seat=seat(owner), col=col + 1)


def place_name(state: GameState, place: tuple[int, int, int], actor: int | None = None) -> str:
    """Where a card lies, in words; the ``actor``'s own place is "their column 2" (« sa
    colonne 2 »), not « la colonne 2 du joueur 1 » said of the joueur 1 himself (review 3, N12)."""
    owner, where, i = place
    own = owner == actor
    if where == 3:
        return _("their score zone") if own else _("{seat}'s score zone").format(seat=seat(owner))
    # French counts from the top with an ordinal: "1re carte", "3e carte en partant du haut"
    position = (_("card 1 from the top") if i == 0
                else _("card {i} from the top").format(i=i + 1))
    column = (_("their column {col}").format(col=where + 1) if own
              else column_name(owner, where))
    return _("{column} ({position})").format(column=column, position=position)


# -- set-up and the turn -----------------------------------------------------------------------
def setup_text(n_cards: int, first: int, extras: str) -> str:
    return _(
        "The {n} council cards{extras} are shuffled into a face-down deck. Each player gets 3 "
        "coins face down and a reserve of 4 face-down cards; {seat} holds the first-player token "
        "(both start with 3 coins) and draws a hand of 6 cards."
    ).format(n=n_cards, extras=extras, seat=seat(first))


def turn_text(turn: int, p: int, up: int) -> str:
    return _(
        "Turn {turn}: {seat}'s turn. Income: {seat} turns every coin face up ({coins} to spend)."
    ).format(turn=turn, seat=seat(p), coins=n_coins(up))


def exchange_text(p: int, hand: int, reserve: int, forced: bool) -> str:
    why = _(" as the demons Senior forced") if forced else ""
    # French says "sa main, vide," rather than "la main de 0 carte": the phrase is its own
    # message (English reads the same either way)
    hand_words = (pgettext("exchanged hand", "the hand of 0 cards") if not hand
                  else npgettext("exchanged hand", "the hand of {n} card", "the hand of {n} cards",
                                 hand).format(n=hand))
    return _(
        "{Seat} exchanges{why}: {hand} becomes the reserve and the reserve of {reserve} "
        "becomes the hand."
    ).format(Seat=Seat(p), why=why, hand=hand_words, reserve=n_cards(reserve))


def my_exchange_text(hand: Sequence[Card]) -> str:
    if not hand:
        return _("Your hand is now empty.")
    return _("Your hand is now {cards}.").format(cards=names(hand))


def keep_text(p: int) -> str:
    return _("{Seat} keeps the hand and does not exchange.").format(Seat=Seat(p))


def first_turn_text(p: int) -> str:
    return _("{Seat} cannot exchange on the very first turn of the game.").format(
        Seat=Seat(p)
    )


def draw_text(p: int, n: int, got: int, formed: int, opp: int, opp_got: bool, forced: bool) -> str:
    short = "" if got == n else _(" (only {got} could be drawn)").format(got=got)
    tail = (
        _("; {seat} adds a card from the deck to their reserve").format(seat=seat(opp))
        if opp_got
        else _("; the deck is empty, so {seat} gets no reserve card").format(seat=seat(opp))
    )
    # "(the opponent has formed 0 factions)": French says "n'a formé aucune faction"
    formed_words = (pgettext("opponent formed", "the opponent has formed 0 factions")
                    if not formed else
                    npgettext("opponent formed", "the opponent has formed {n} faction",
                              "the opponent has formed {n} factions", formed).format(n=formed))
    if forced:
        text = _("{Seat} has no card in hand, so must draw {cards} ({formed}){short}{tail}.")
    else:
        text = _("{Seat} draws {cards} ({formed}){short}{tail}.")
    return text.format(Seat=Seat(p), cards=n_cards(n), formed=formed_words, short=short, tail=tail)


def no_draw_text(p: int) -> str:
    return _("{Seat} does not draw.").format(Seat=Seat(p))


def drew_text(cards: Sequence[Card], where: str) -> str:
    if where == "hand":
        return _("You draw {cards} into your hand.").format(cards=the_names(cards))
    if where == "reserve":
        return _("You draw {cards} into your reserve.").format(cards=the_names(cards))
    return f"You draw {names(cards)} into your {where}."


def reshuffle_text(n: int) -> str:
    return ngettext(
        "The deck is empty: the {n} discarded card are shuffled into a new deck.",
        "The deck is empty: the {n} discarded cards are shuffled into a new deck.",
        n,
    ).format(n=n)


def free_play_text(p: int, card: Card, col: int) -> str:
    return _(
        "Free play: {seat} plays {card} into column {col} without paying and without its "
        "effect."
    ).format(seat=seat(p), card=the(card), col=col + 1)


def no_free_text(p: int) -> str:
    return _("{Seat} plays no card in the free-play phase.").format(Seat=Seat(p))


def play_text(p: int, card: Card, col: int, paid: int, left: int) -> str:
    left_words = (pgettext("coins left", "0 face up left") if not left
                  else npgettext("coins left", "{n} face up left", "{n} face up left", left)
                  .format(n=left))
    return _(
        "{Seat} pays {coins} (turned face down; {left}) and plays {card} into column {col}."
    ).format(Seat=Seat(p), coins=n_coins(paid), left=left_words, card=the(card), col=col + 1)


def end_play_text(p: int) -> str:
    return _("{Seat} plays no more cards this turn.").format(Seat=Seat(p))


def cleanup_text(p: int, opp: int, cards: Sequence[Card]) -> str:
    if not cards:
        return _("Clean-up: {seat} has no card left to pass; {opp}'s hand is empty.").format(
            seat=seat(p), opp=seat(opp)
        )
    return _("Clean-up: {seat} passes {cards} to {opp}, whose hand it becomes.").format(
        seat=seat(p), cards=the_names(cards), opp=seat(opp)
    )


# -- forming -------------------------------------------------------------------------------------
def formed_text(p: int, col: int, rep: Card, count: int, coins: int, rest: int) -> str:
    return _(
        "{Seat}'s column {col} forms the {faction} faction with {count} of it: {card} goes "
        "to the score zone as its representative, {seat} gains {coins} face down, and the other "
        "{rest} of the column are discarded."
    ).format(
        Seat=Seat(p), seat=seat(p), col=col + 1, faction=words.faction(rep.current),
        count=n_cards(count), card=the(rep), coins=n_coins(coins), rest=n_cards(rest),
    )


def failed_text(p: int, col: int, n: int, counts: str) -> str:
    return _(
        "{Seat}'s column {col} holds {n} cards ({counts}) but no faction has 3: nothing forms "
        "and the whole column is discarded."
    ).format(Seat=Seat(p), seat=seat(p), col=col + 1, n=n, counts=counts)


# -- effects -----------------------------------------------------------------------------------
def no_effect_text(card: Card) -> str:
    if card.rank == "secretary":
        return _(
            "{Card} has no effect when played; it scores more at the end next to other "
            "Secretaries."
        ).format(Card=The(card))
    if card.free_play_forbidden and card.faction == "angels":
        return _("{Card} now protects the cards of its column from discards.").format(
            Card=The(card)
        )
    return _("{Card} has no effect when played.").format(Card=The(card))


def protected_text(card: Card) -> str:
    return _("{Card} is protected by an angels Junior in its column and stays.").format(
        Card=The(card)
    )


def disc_text(p: int, colour: str, card: Card, where: str, moved_from: Card | None) -> str:
    if moved_from is not None:  # one verb, no nested brackets: "moves the disc from … to …"
        return _(
            "{Seat} moves the {paint} disc from {old} to {card} in {where}: it now counts as "
            "{colour}."
        ).format(
            Seat=Seat(p), paint=words.paint(colour), card=the(card), where=where,
            colour=words.faction(colour),
            old=words.the(words.card_name(moved_from.faction, moved_from.rank)),
        )
    moved = ""
    return _(
        "{Seat} puts the {paint} disc{moved} on {card} in {where}: it now counts as {colour}."
    ).format(
        Seat=Seat(p), paint=words.paint(colour), moved=moved, card=the(card), where=where,
        colour=words.faction(colour),
    )


def ghost_redirect_text(target: Card, ghost_where: str) -> str:
    return _(
        "The Ghost in {where} has no disc yet, so the disc meant for {card} lands on the "
        "Ghost instead."
    ).format(where=ghost_where, card=the(target))


def discarded_text(cards: Sequence[Card], why: str) -> str:
    if not cards:
        return _("{Why}: no card is discarded.").format(Why=cap(why))
    return ngettext("{Why}: {cards} is discarded.", "{Why}: {cards} are discarded.", len(cards)).format(
        Why=cap(why), cards=the_names(cards)
    )


def state_html(state: GameState) -> str:
    """A compact drawing of the table: both players' columns, score zones, coins and sizes."""
    v = state.view(None)
    ghost = state.options.get("ghost_cost")
    parts = []
    for p in (0, 1):
        me = v["players"][p]
        cols = "".join(
            "<td style='vertical-align:top;padding:2px 6px'>"
            + ("".join(card_html(Card.parse(c), ghost_cost=ghost) + "<br>" for c in col)
               or "&ndash;")
            + "</td>"
            for col in me["columns"]
        )
        zone = "".join(card_html(Card.parse(c), ghost_cost=ghost) for c in me["score_zone"]) \
            or "&ndash;"
        token = _(" (first player)") if p == v["first_player"] else ""
        turn = _(" &#9664; to play") if p == v["player"] and not v["game_over"] else ""
        who = f"<b>{html.escape(cap(seat(p)))}{token}</b>{turn}"
        parts.append(
            "<div style='margin:4px 0'>"
            + _(
                "{who}: coins {up} face up, {down} face down; hand {hand}, reserve {reserve}; "
                "{formed}"
            ).format(
                who=who, up=me["coins_up"], down=me["coins_down"], hand=me["hand_size"],
                reserve=me["reserve_size"], formed=factions_formed(len(me["score_zone"])),
            )
            + "<table><tr>"
            + "".join(f"<th>{_('column {n}').format(n=k)}</th>" for k in (1, 2, 3))
            + f"</tr><tr>{cols}</tr></table>"
            + _("Score zone: {zone}").format(zone=zone)
            + "</div>"
        )
    status = (
        _("Game over: {result}").format(result=html.escape(lower_first(v["result"])))
        if v["game_over"]
        else _("Turn {turn}, {phase}; deck {deck}, discard pile {discard}").format(
            turn=v["turn"], phase=html.escape(words.phase(v["phase"])), deck=v["deck_size"],
            discard=len(v["discard"]),
        )
    )
    return f"<div class='m2-state'><p>{status}</p>{''.join(parts)}</div>"


def score_table_html(rows: list[list[Any]]) -> str:
    return table_html(
        [pgettext("column", "seat"), _("cards VP"), _("coins"), _("total")], rows,
        caption=_("Final score (5-8)"),
    )


# -- the sentences of the card effects and decisions (one place; the engine fills them in) ------
#: ``{Who}`` is the acting seat with a capital ("Seat 0"), ``{who}`` without; ``{Opp}`` and
#: ``{opp}`` the other seat.
TEXTS: dict[str, str] = {  # translated where used: text() below
    "deal": N_("Your reserve: {reserve}.{hand}"),
    "to reserve": N_("{Who} puts a card of their hand into their reserve."),
    "my reserve": N_("You put {card} into your reserve."),
    "take": N_("{Who} takes {card} from {where} into their reserve."),
    "first colour": N_("{Who} names {colour} ({paint}); {opp} names another colour."),
    "second colour": N_("{Who} names {colour} ({paint})."),
    "burn colours": N_("the dragons Veteran burns every {first} and {colour} card in play"),
    "lose faction": N_("{Who} {how} {card} from their score zone (now {left} formed)."),
    "promo target hit": N_("{opp}'s score zone holds {colour}"),
    "promo target ghost": N_("{Who} chooses {card}; a Ghost without a disc has no faction, "
    "so no card of {opp}'s score zone matches it and it stays."),
    "promo target miss": N_("{Who} chooses {card}; {opp}'s score zone holds no {colour} card, "
    "so it stays."),
    "nothing to take": N_("No card in play can be taken (all are protected)."),
    "witches aristocrat": N_("{Who} turns every coin face up ({up})."),
    "demons senior": N_("{Opp} must exchange on their next turn."),
    "demons aristocrat": N_("{Who} gains 2 coins face down."),
    "no 4th card": N_("{Column} has no 4th card: nothing is discarded."),
    "burn 4th": N_("the dragons Junior burns the 4th card of {column}"),
    "dragons senior": N_("{who} discards their whole hand"),
    "empty zone": N_("{Opp}'s score zone is empty: nothing to discard."),
    "no own disc target": N_("No card in your columns can take a disc."),
    "angels aristocrat": N_("The angels Aristocrat goes straight to {who}'s score zone (now {formed}) "
    "and {who} gains 1 coin face down."),
    "rest of column": N_("the rest of column {col} is discarded"),
    "no opponent disc target": N_("No card in the opponent's columns can take a disc."),
    "nothing drawn": N_("The deck and the discard pile are empty: nothing is drawn."),
    "reapers senior": N_("{Who} draws {card}, which takes the reapers Senior's place (the Senior "
    "is discarded), and triggers its ability."),
    "endless senior": N_("The deck and the discard pile hold nothing but the other reapers Senior: "
    "the two would draw each other back forever, so this one draws nothing and stays."),
    "no zone disc target": N_("No card in a score zone can take a disc."),
    "lose coin": N_("{Opp} loses 1 coin ({left} left)."),
    "no promo target": N_("No card of this column can be discarded."),
    "discs back": N_("Every colour disc goes back to the supply ({n} removed){gain}"),
    "no supply disc": N_("Every disc is already on a card."),
    "disc stays": N_("No card without a disc is left, so the {paint} disc ({colour}) stays in the "
    "supply."),
    "nothing to choose": N_("Nothing is left to choose for this decision: it is skipped."),
    "ghost moves": N_("{Who} moves the Ghost into {column}."),
    "final score": N_("{Who}'s final score: {vp} VP from {cards} in the score zone + {coins} = "
    "{total}."),
    "game end": N_("The game ends: {why}. {result}"),
    "safety stop": N_("the package's safety stop at the clean-up of turn {limit} is reached (not a "
    "rule of the rulebook: it only keeps endless random games finite; the score decides as usual)"),
}


def drew_effect_text(p: int, n: int, where: str) -> str:
    """The witches Junior (``reserve``) or the demons Junior (``hand``): "draws 1 card"."""
    if where == "reserve":
        sentence = ngettext(
            "{Who} draws {n} card into their reserve.",
            "{Who} draws {n} cards into their reserve.",
            n,
        )
    else:
        sentence = ngettext(
            "{Who} draws {n} card into their hand and will put one card of their hand into "
            "their reserve.",
            "{Who} draws {n} cards into their hand and will put one card of their hand into "
            "their reserve.",
            n,
        )
    return sentence.format(Who=Seat(p), n=n)


def reserve_discards_text(p: int, n: int) -> str:
    """The witches Senior (base and promo): cards of the opponent's reserve drawn at random."""
    return ngettext(
        "{n} card of {opp}'s reserve drawn at random",
        "{n} cards of {opp}'s reserve drawn at random",
        n,
    ).format(n=n, opp=seat(1 - p))


def angels_veteran_text(p: int, cards: Sequence[Card], col: int) -> str:
    """The angels Veteran's two cards (fewer when the deck and the discard pile run out)."""
    if not cards:
        return text("nothing drawn")
    return ngettext(
        "{Who} draws {cards} and plays it into column {col}, cost ignored, without effects.",
        "{Who} draws {cards} and plays them into column {col}, cost ignored, without effects.",
        len(cards),
    ).format(Who=Seat(p), cards=the_names(cards), col=col + 1)


def keep_coins_text(p: int, total: int) -> str:
    """The reapers Aristocrat against 3 coins or fewer."""
    return ngettext(
        "{Opp} has {total} coin: never below 3, none lost.",
        "{Opp} has {total} coins: never below 3, none lost.",
        total,
    ).format(Opp=Seat(1 - p), total=total)


def text(key: str, p: int | None = None, **kw: Any) -> str:
    """The sentence ``key`` of :data:`TEXTS`, for seat ``p`` (and its opponent)."""
    if p is not None:
        kw.update(Who=Seat(p), who=seat(p), Opp=Seat(1 - p), opp=seat(1 - p))
    for name, value in kw.items():  # code words to the reader's words
        if isinstance(value, Card):
            kw[name] = the(value)
        elif name in ("colour", "first"):
            kw[name] = words.faction(value)
        elif name == "paint":
            kw[name] = words.paint(value)
    return _(TEXTS[key]).format(**kw)


def end_reason_text(p: int, factions: int | None, limit: int | None) -> str:
    """Why the game ends at seat ``p``'s clean-up: the opponent ``p`` starts a turn with
    ``factions`` formed (5-7), or (``factions`` None) the package's safety stop at turn
    ``limit``; the engine's and the fast playout's (its result rows) one sentence."""
    if factions is None:
        return text("safety stop", limit=limit)
    return ngettext(
        "{seat} starts a turn with {n} faction formed",
        "{seat} starts a turn with {n} factions formed",
        factions,
    ).format(seat=seat(p), n=factions)
