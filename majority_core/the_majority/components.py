"""The pieces of The Majority: council-member cards and the deck.

A card is a colour (red, blue or yellow) and a power (0, 2, 3, 5, 6, 7, 9 or 10). Powers 0, 2,
3 and 7 carry an effect (bribery, assassination, spy, betrayal: revised 1-3 and 3-1). Cards are
immutable values: two red 10s are equal, and the deck simply holds several copies.

>>> Card.parse("R10")
Card('R10')
>>> str(Card.parse("b0")), Card.parse("Y7").colour, Card.parse("Y7").power
('B0', 'yellow', 7)
>>> sorted([Card.parse("Y2"), Card.parse("R10"), Card.parse("B0")])
[Card('R10'), Card('B0'), Card('Y2')]
>>> len(build_deck(4)), len(build_deck(3))
(72, 54)
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from ..errors import MalformedInput
from ..i18n import N_, NP_, _, pgettext

__all__ = [
    "COLOURS",
    "COLOUR_LETTERS",
    "EFFECTS",
    "POWERS",
    "Card",
    "build_deck",
    "copies",
]

#: The three colours, in the canonical order used everywhere (sorting, tables, debates).
COLOURS: tuple[str, str, str] = ("red", "blue", "yellow")
#: One-letter notation of each colour, in the same order.
COLOUR_LETTERS: tuple[str, str, str] = ("R", "B", "Y")
#: The powers printed on the cards, ascending (revised 1-2).
POWERS: tuple[int, ...] = (0, 2, 3, 5, 6, 7, 9, 10)
#: Powers whose card has a special effect, with the effect's name (revised 3-1).
EFFECTS: dict[int, str] = {0: "bribery", 2: "assassination", 3: "spy", 7: "betrayal"}
#: The effects' names as a card shows them (revised 3-1: Pots-de-vin, Assassinat, Espion,
#: Traîtrise in the French rulebook).
_EFFECT_WORDS = (
    NP_("effect", "bribery"), NP_("effect", "assassination"), NP_("effect", "spy"),
    NP_("effect", "betrayal"),
)


def effect_word(effect: str) -> str:
    """A card effect's name in the current language ("bribery" -> "pots-de-vin")."""
    return pgettext("effect", effect)

#: Copies of each power in one colour, 4 players (revised 1-2): 24 cards per colour.
_COPIES_4P: dict[int, int] = {0: 4, 2: 2, 3: 4, 5: 3, 6: 3, 7: 2, 9: 3, 10: 3}
#: With 3 players one card of each of 0, 3, 5, 6, 9 and 10 leaves each colour (revised 3-3).
_COPIES_3P: dict[int, int] = {p: k - (p in (0, 3, 5, 6, 9, 10)) for p, k in _COPIES_4P.items()}

#: The one instance of each card value, by its key ``colour index * 16 + power``.
_INTERNED: dict[int, Card] = {}

_HTML_COLOURS = {"red": "#c62828", "blue": "#1565c0", "yellow": "#f9a825"}


def copies(n_players: int) -> dict[int, int]:
    """How many cards of each power one colour has in the deck for ``n_players``."""
    if n_players not in (3, 4):
        raise MalformedInput(
            _("The Majority is played by 3 or 4 players, not {n_players!r}").format(n_players=n_players),
            rule=N_("revised 1-5 and 3-3"),
        )
    return dict(_COPIES_4P if n_players == 4 else _COPIES_3P)



def not_a_card(text: Any) -> MalformedInput:
    """The refusal of a typed text that names no card, saying what to write instead; an empty
    entry is called so, not shown as ``''`` (the engine's and the fast path's one message)."""
    if isinstance(text, str) and not text.strip():
        message = _("an empty entry is not a card: write a colour letter (R, B or Y) then a "
                    "power (0, 2, 3, 5, 6, 7, 9 or 10), like 'R10' or 'B0'")
    else:
        message = _("{text!r} is not a card: write a colour letter (R, B or Y) then a power (0, "
                    "2, 3, 5, 6, 7, 9 or 10), like 'R10' or 'B0'").format(text=text)
    return MalformedInput(message, rule=N_("revised 1-2"))


class Card:
    """One council member: an immutable (colour, power) value that sorts by colour then power.

    Build one with :meth:`parse` (``"R10"``) or ``Card("red", 10)``. Cards hash and compare by
    value, so they can be counted, used as dict keys and put in sets.
    """

    __slots__ = ("colour", "power", "index", "_key", "_text")

    colour: str
    power: int
    #: 0, 1, 2 for red, blue, yellow.
    index: int

    def __new__(cls, colour: str, power: int) -> Card:
        colour_name = _colour_name(colour)
        if isinstance(power, bool) or not isinstance(power, int) or power not in POWERS:
            raise MalformedInput(
                _("no council member has power {power!r}: powers are ").format(power=power) + ", ".join(map(str, POWERS)),
                rule=N_("revised 1-2"),
            )
        i = COLOURS.index(colour_name)
        # Cards are interned: there is one instance per value, so equality is identity (the
        # C-level default), which keeps `card in hand` and `hand.remove(card)` -- the engine's
        # hot path -- free of Python-level __eq__ calls.
        card = _INTERNED.get(i * 16 + power)
        if card is not None:
            return card
        card = object.__new__(cls)
        set_ = object.__setattr__
        set_(card, "colour", colour_name)
        set_(card, "power", power)
        set_(card, "index", i)
        set_(card, "_key", i * 16 + power)
        set_(card, "_text", f"{COLOUR_LETTERS[i]}{power}")
        _INTERNED[i * 16 + power] = card
        return card

    @classmethod
    def parse(cls, text: Any) -> Card:
        """Read the notation ``"R10"``: a colour letter R, B or Y and a power.

        Returns the shared instance for that value (cards are immutable, so sharing is safe).
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise MalformedInput(
                _("a card is written as a colour letter and a power, like 'R10', not {text!r}").format(text=text),
                rule=N_("revised 1-2"),
            )
        card = _BY_TEXT.get(text.strip().upper())
        if card is None:
            raise not_a_card(text)
        return card

    # -- immutable value -------------------------------------------------------------------
    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.colour, self.power))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    # No __eq__: cards are interned (see __new__), so object identity is value equality.

    def __hash__(self) -> int:
        return self._key

    def __lt__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self._key < other._key
        return NotImplemented

    def __le__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self._key <= other._key
        return NotImplemented

    def __gt__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self._key > other._key
        return NotImplemented

    def __ge__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self._key >= other._key
        return NotImplemented

    # -- meaning ---------------------------------------------------------------------------
    @property
    def letter(self) -> str:
        return COLOUR_LETTERS[self.index]

    @property
    def effect(self) -> str | None:
        """The name of the card's effect ("bribery", "spy"...), or None for plain power."""
        return EFFECTS.get(self.power)

    # -- display ---------------------------------------------------------------------------
    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"

    def _repr_html_(self) -> str:
        colour = _HTML_COLOURS[self.colour]
        effect = f"<br><small>{html.escape(effect_word(self.effect))}</small>" if self.effect else ""
        title = html.escape(
            _("{colour} {power}").format(colour=pgettext("card", self.colour), power=self.power)
        )
        return (
            f'<span class="mj-card" title="{title}" style="display:inline-block;'
            f"min-width:2.6em;padding:4px 6px;margin:1px;border:2px solid {colour};"
            f"border-radius:6px;text-align:center;color:{colour};font-weight:bold;"
            f'background:#fff">{html.escape(self._text)}{effect}</span>'
        )


def _colour_name(colour: Any) -> str:
    if isinstance(colour, str):
        c = colour.strip().lower()
        if c in COLOURS:
            return c
        if c.upper() in COLOUR_LETTERS:
            return COLOURS[COLOUR_LETTERS.index(c.upper())]
    raise MalformedInput(
        _("{colour!r} is not a colour: the colours are red (R), blue (B) and yellow (Y)").format(colour=colour),
        rule=N_("revised 1-3"),
    )


#: The 24 distinct cards, shared instances, in canonical order.
ALL_CARDS: tuple[Card, ...] = tuple(Card(c, p) for c in COLOURS for p in POWERS)
_BY_TEXT: dict[str, Card] = {str(c): c for c in ALL_CARDS}


def build_deck(n_players: int) -> list[Card]:
    """The unshuffled deck in canonical order: colours R, B, Y; powers ascending; copies together.

    72 cards with 4 players (revised 1-2), 54 with 3 (revised 3-3). The state shuffles it once
    with its seeded generator; the canonical order is what makes a seed give the same deal in
    the full engine and in the fast playout.
    """
    k = copies(n_players)
    return [card for card in ALL_CARDS for _ in range(k[card.power])]


def cards_html(cards: list[Card] | tuple[Card, ...]) -> str:
    """Several cards side by side (or a dash for none)."""
    return "".join(c._repr_html_() for c in cards) or "&ndash;"


#: The phases of a game (the state's and its views' shared names).
DRAFT, EXCHANGE, TRICK, OVER = "draft", "exchange", "trick", "over"


def _names(cards: Iterable[Card]) -> list[str]:
    return [c._text for c in cards]
