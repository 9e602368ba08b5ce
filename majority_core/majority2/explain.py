"""The plain-language text of everything that happens in Majority 2, and the rules it names.

Every sentence the engine writes comes from here, so a teacher can reword the log in one place.
Each event's rule cites the rulebook section ("Majority 2 5-4"), the card table ("Majority 2
6-2 (dragons Junior)") or the package's rulings (``docs/rulings-majority2.md``).
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..display import table_html
from .components import COLOUR_OF, Card, card_html

if TYPE_CHECKING:  # pragma: no cover
    from .state import Majority2State

R_SETUP = "Majority 2 4-4"
R_TURN = "Majority 2 5-1"
R_INCOME = "Majority 2 5-2"
R_EXCHANGE = "Majority 2 5-3"
R_DRAW = "Majority 2 5-4"
R_FREE = "Majority 2 5-5"
R_FORM = "Majority 2 5-5 (forming a faction)"
R_PLAY = "Majority 2 5-6"
R_CLEANUP = "Majority 2 5-7"
R_SCORE = "Majority 2 5-8"
R_DISCARD = "Majority 2 6-1 (discarded cards)"
R_DISCS = "Majority 2 6-1 (colour discs)"
R_RULINGS = "RULINGS: Majority 2"
R_PACKAGE = "docs/rulings-majority2.md"
R_PROTECT = "Majority 2 6-2 (angels Junior); RULINGS: Majority 2"


def effect_rule(card: Card) -> str:
    """The section of a card's ability: 6-2 for the base cards, 6-3 promo, 6-4 Ghost."""
    if card.is_ghost:
        return "Majority 2 6-4 (Ghost)"
    section = "6-3" if card.promo else "6-2"
    return f"Majority 2 {section} ({card.faction} {card.rank.capitalize()})"


def seat(p: int) -> str:
    return f"seat {p}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def names(cards: Iterable[Card]) -> str:
    items = [c.name for c in cards]
    if not items:
        return "nothing"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def column_name(owner: int, col: int) -> str:
    return f"{seat(owner)}'s column {col + 1}"


def place_name(state: Majority2State, place: tuple[int, int, int]) -> str:
    owner, where, i = place
    if where == 3:
        return f"{seat(owner)}'s score zone"
    return f"{column_name(owner, where)} (card {i + 1} from the top)"


# -- set-up and the turn -----------------------------------------------------------------------
def setup_text(n_cards: int, first: int, extras: str) -> str:
    return (
        f"The {n_cards} council cards{extras} are shuffled into a face-down deck. Each player "
        f"gets 3 coins face down and a reserve of 4 face-down cards; {seat(first)} holds the "
        "first-player token (both start with 3 coins) and draws a hand of 6 cards."
    )


def turn_text(turn: int, p: int, up: int) -> str:
    return (
        f"Turn {turn}: {seat(p)}'s turn. Income: {seat(p)} turns every coin face up "
        f"({plural(up, 'coin')} to spend)."
    )


def exchange_text(p: int, hand: int, reserve: int, forced: bool) -> str:
    why = " as the demons Senior forced" if forced else ""
    return (
        f"{cap(seat(p))} exchanges{why}: the hand of {plural(hand, 'card')} becomes the reserve "
        f"and the reserve of {plural(reserve, 'card')} becomes the hand."
    )


def my_exchange_text(hand: Sequence[Card]) -> str:
    return f"Your hand is now {names(hand)}."


def keep_text(p: int) -> str:
    return f"{cap(seat(p))} keeps the hand and does not exchange."


def first_turn_text(p: int) -> str:
    return f"{cap(seat(p))} cannot exchange on the very first turn of the game."


def draw_text(p: int, n: int, got: int, formed: int, opp: int, opp_got: bool, forced: bool) -> str:
    head = "has no card in hand, so must draw" if forced else "draws"
    short = "" if got == n else f" (only {got} could be drawn)"
    tail = (
        f"; {seat(opp)} adds a card from the deck to their reserve"
        if opp_got
        else f"; the deck is empty, so {seat(opp)} gets no reserve card"
    )
    return (
        f"{cap(seat(p))} {head} {plural(n, 'card')} (the opponent has formed "
        f"{plural(formed, 'faction')}){short}{tail}."
    )


def no_draw_text(p: int) -> str:
    return f"{cap(seat(p))} does not draw."


def drew_text(cards: Sequence[Card], where: str) -> str:
    return f"You draw {names(cards)} into your {where}."


def reshuffle_text(n: int) -> str:
    return f"The deck is empty: the {plural(n, 'discarded card')} are shuffled into a new deck."


def free_play_text(p: int, card: Card, col: int) -> str:
    return (
        f"Free play: {seat(p)} plays the {card.name} into column {col + 1} without paying "
        "and without its effect."
    )


def no_free_text(p: int) -> str:
    return f"{cap(seat(p))} plays no card in the free-play phase."


def play_text(p: int, card: Card, col: int, paid: int, left: int) -> str:
    return (
        f"{cap(seat(p))} pays {plural(paid, 'coin')} (turned face down; {left} face up left) "
        f"and plays the {card.name} into column {col + 1}."
    )


def end_play_text(p: int) -> str:
    return f"{cap(seat(p))} plays no more cards this turn."


def cleanup_text(p: int, opp: int, cards: Sequence[Card]) -> str:
    if not cards:
        return f"Clean-up: {seat(p)} has no card left to pass; {seat(opp)}'s hand is empty."
    return f"Clean-up: {seat(p)} passes {names(cards)} to {seat(opp)}, whose hand it becomes."


# -- forming -------------------------------------------------------------------------------------
def formed_text(p: int, col: int, rep: Card, count: int, coins: int, rest: int) -> str:
    return (
        f"{cap(seat(p))}'s column {col + 1} forms the {rep.current} faction with "
        f"{plural(count, 'card')} of it: the {rep.name} goes to the score zone as its "
        f"representative, {seat(p)} gains {plural(coins, 'coin')} face down, and the other "
        f"{plural(rest, 'card')} of the column are discarded."
    )


def failed_text(p: int, col: int, n: int, counts: str) -> str:
    return (
        f"{cap(seat(p))}'s column {col + 1} holds {n} cards ({counts}) but no faction has 3: "
        "nothing forms and the whole column is discarded."
    )


# -- effects -----------------------------------------------------------------------------------
def no_effect_text(card: Card) -> str:
    if card.rank == "secretary":
        return f"The {card.name} has no effect when played; it scores more at the end next to other Secretaries."
    if card.free_play_forbidden and card.faction == "angels":
        return f"The {card.name} now protects the cards of its column from discards."
    return f"The {card.name} has no effect when played."


def protected_text(card: Card) -> str:
    return f"The {card.name} is protected by an angels Junior in its column and stays."


def disc_text(p: int, colour: str, card: Card, where: str, moved_from: Card | None) -> str:
    moved = f" (moved from the {moved_from.name})" if moved_from is not None else ""
    return (
        f"{cap(seat(p))} puts the {COLOUR_OF[colour]} disc{moved} on the {card.name} in {where}: "
        f"it now counts as {colour}."
    )


def ghost_redirect_text(target: Card, ghost_where: str) -> str:
    return (
        f"The Ghost in {ghost_where} has no disc yet, so the disc meant for the {target.name} "
        "lands on the Ghost instead."
    )


def discarded_text(cards: Sequence[Card], why: str) -> str:
    if not cards:
        return f"{cap(why)}: no card is discarded."
    return f"{cap(why)}: {names(cards)} {'is' if len(cards) == 1 else 'are'} discarded."


def state_html(state: Majority2State) -> str:
    """A compact drawing of the table: both players' columns, score zones, coins and sizes."""
    v = state.view(None)
    parts = []
    for p in (0, 1):
        me = v["players"][p]
        cols = "".join(
            "<td style='vertical-align:top;padding:2px 6px'>"
            + ("".join(card_html(Card.parse(c)) + "<br>" for c in col) or "&ndash;")
            + "</td>"
            for col in me["columns"]
        )
        zone = "".join(card_html(Card.parse(c)) for c in me["score_zone"]) or "&ndash;"
        token = " (first player)" if p == v["first_player"] else ""
        turn = " &#9664; to play" if p == v["player"] and not v["game_over"] else ""
        parts.append(
            f"<div style='margin:4px 0'><b>{html.escape(seat(p).capitalize())}{token}</b>{turn}: "
            f"coins {me['coins_up']} face up, {me['coins_down']} face down; "
            f"hand {me['hand_size']}, reserve {me['reserve_size']}; "
            f"{plural(len(me['score_zone']), 'faction')} formed"
            f"<table><tr><th>column 1</th><th>column 2</th><th>column 3</th></tr><tr>{cols}</tr>"
            f"</table>Score zone: {zone}</div>"
        )
    status = (
        "Game over: " + html.escape(v["result"]) if v["game_over"] else
        f"Turn {v['turn']}, phase: {html.escape(v['phase'])}; deck {v['deck_size']}, "
        f"discard pile {len(v['discard'])}"
    )
    return f"<div class='m2-state'><p>{status}</p>{''.join(parts)}</div>"


def score_table_html(rows: list[list[Any]]) -> str:
    return table_html(["seat", "cards VP", "coins", "total"], rows, caption="Final score (5-8)")


# -- the sentences of the card effects and decisions (one place; the engine fills them in) ------
#: ``{Who}`` is the acting seat with a capital ("Seat 0"), ``{who}`` without; ``{Opp}`` and
#: ``{opp}`` the other seat.
TEXTS: dict[str, str] = {
    "deal": "Your reserve: {reserve}.{hand}",
    "to reserve": "{Who} puts a card of their hand into their reserve.",
    "my reserve": "You put the {card} into your reserve.",
    "take": "{Who} takes the {card} from {where} into their reserve.",
    "first colour": "{Who} names {colour} ({paint}); {opp} names another colour.",
    "second colour": "{Who} names {colour} ({paint}).",
    "burn colours": "the dragons Veteran burns every {first} and {colour} card in play",
    "lose faction": "{Who} {how} the {card} from their score zone (now {left} formed).",
    "promo target hit": "{opp}'s score zone holds {colour}",
    "promo target miss": "{Who} chooses the {card}; {opp}'s score zone holds no {colour} card, "
    "so it stays.",
    "witches junior": "{Who} draws {n} cards into their reserve.",
    "nothing to take": "No card in play can be taken (all are protected).",
    "witches aristocrat": "{Who} turns every coin face up ({up}).",
    "demons junior": "{Who} draws {n} cards into their hand and will put one card of their hand "
    "into their reserve.",
    "demons senior": "{Opp} must exchange on their next turn.",
    "demons aristocrat": "{Who} gains 2 coins face down.",
    "no 4th card": "{Column} has no 4th card: nothing is discarded.",
    "burn 4th": "the dragons Junior burns the 4th card of {column}",
    "dragons senior": "{who} discards their whole hand",
    "empty zone": "{Opp}'s score zone is empty: nothing to discard.",
    "no own disc target": "No card in your columns can take a disc.",
    "angels veteran": "{Who} draws {cards} and plays {them} into column {col}, cost ignored, "
    "without effects.",
    "angels aristocrat": "The angels Aristocrat goes straight to {who}'s score zone (now {formed}) "
    "and {who} gains 1 coin face down.",
    "rest of column": "the rest of column {col} is discarded",
    "no opponent disc target": "No card in the opponent's columns can take a disc.",
    "nothing drawn": "The deck and the discard pile are empty: nothing is drawn.",
    "reapers senior": "{Who} draws the {card}, which takes the reapers Senior's place (the Senior "
    "is discarded), and triggers its ability.",
    "no chain": "The reapers Senior drawn this way does not trigger again.",
    "no zone disc target": "No card in a score zone can take a disc.",
    "lose coin": "{Opp} loses 1 coin ({left} left).",
    "keep coins": "{Opp} has {total} coins: never below 3, none lost.",
    "no promo target": "No card of this column can be discarded.",
    "discs back": "Every colour disc goes back to the supply ({n} removed){gain}",
    "no supply disc": "Every disc is already on a card.",
    "disc stays": "No card without a disc is left, so the {paint} disc ({colour}) stays in the "
    "supply.",
    "nothing to choose": "Nothing is left to choose for this decision: it is skipped.",
    "reserve discards": "{n} of {opp}'s reserve drawn at random",
    "ghost moves": "{Who} moves the Ghost into {column}.",
    "final score": "{Who}'s final score: {vp} VP from {cards} in the score zone + {coins} = "
    "{total}.",
    "game end": "The game ends: {why}. {result}",
    "safety stop": "the package's safety stop at the clean-up of turn {limit} is reached (not a "
    "rule of the rulebook: it only keeps endless random games finite; the score decides as usual)",
}


def text(key: str, p: int | None = None, **kw: Any) -> str:
    """The sentence ``key`` of :data:`TEXTS`, for seat ``p`` (and its opponent)."""
    if p is not None:
        kw.update(Who=cap(seat(p)), who=seat(p), Opp=cap(seat(1 - p)), opp=seat(1 - p))
    return TEXTS[key].format(**kw)
