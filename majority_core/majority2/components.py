"""The pieces of Majority 2: council-member cards (with their colour discs) and the decks.

A card is a faction and a rank (Majority 2 4-2, 4-3, 6-2). Its cost, victory points, play
condition and effect are data carried by the card; a colour disc (6-1) changes the faction it
counts as, never its printed ability. Cards are immutable values: the three witches Secretaries
are equal, and the engine tells copies apart by where they lie.

>>> c = Card.parse("demons:veteran")
>>> str(c), c.faction, c.rank, c.cost, c.vp, c.colour
('demons:veteran', 'demons', 'veteran', 4, 6, 'green')
>>> d = Card.parse("demons:secretary@witches")   # a blue disc on a demons Secretary
>>> d.faction, d.current, d.disc, str(d.printed)
('demons', 'witches', 'witches', 'demons:secretary')
>>> len(build_deck()), len(build_deck(promos="all", ghosts=True))
(60, 62)
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from operator import attrgetter
from typing import Any

from ..errors import MalformedInput
from ..i18n import N_, _, get_language, ngettext
from . import words

__all__ = [
    "COLOUR_OF",
    "FACTIONS",
    "GHOST",
    "PROMO_KINDS",
    "RANKS",
    "Card",
    "build_deck",
    "parse_promos",
]

#: The five factions, in the rulebook's order (4-2, 6-2); used for sorting and tables.
FACTIONS: tuple[str, ...] = ("witches", "demons", "dragons", "angels", "reapers")
#: The colour of each faction (4-2) and of its disc (6-1).
COLOUR_OF: dict[str, str] = {
    "witches": "blue",
    "demons": "green",
    "dragons": "red",
    "angels": "pink",
    "reapers": "black",
}
#: The five ranks, lowest first (4-2).
RANKS: tuple[str, ...] = ("secretary", "junior", "senior", "veteran", "aristocrat")
#: Copies of each rank in one faction (4-2): 3 + 3 + 2 + 2 + 2 = 12.
COPIES: dict[str, int] = {"secretary": 3, "junior": 3, "senior": 2, "veteran": 2, "aristocrat": 2}
#: Cost in coins (5-6 "Coûts des membres").
COSTS: dict[str, int] = {"secretary": 2, "junior": 3, "senior": 4, "veteran": 4, "aristocrat": 2}
#: Cards of the card's faction needed in your score zone to play it (5-6, 4-3 item 5).
NEEDS: dict[str, int] = {"veteran": 1, "aristocrat": 2}
#: The independent faction of the Ghost cards (6-4): no colour of its own.
INDEPENDENT = "independent"
#: The Ghost's rank name.
GHOST_RANK = "ghost"
#: The Ghost's cost: the text prints none; the package's default (docs/rulings-majority2.md).
DEFAULT_GHOST_COST = 3

_HTML_COLOURS = {
    "witches": "#1565c0",
    "demons": "#2e7d32",
    "dragons": "#c62828",
    "angels": "#d81b60",
    "reapers": "#212121",
    INDEPENDENT: "#757575",
}

# -- the card table of 6-2, as RULINGS "Majority 2" reads it (own words) ----------------------
_BASE_VP: dict[str, int] = {"secretary": 2, "junior": 3, "senior": 3}
_VETERAN_VP = {"witches": 4, "demons": 6, "dragons": 4, "angels": 4, "reapers": 4}
_ARISTOCRAT_VP = {"witches": 2, "demons": 2, "dragons": 2, "angels": 4, "reapers": 2}

_EFFECTS: dict[tuple[str, str], str] = {
    ("witches", "junior"): N_("Draw 2 cards into your reserve."),
    ("witches", "senior"): N_("Discard 2 cards at random from your opponent's reserve."),
    ("witches", "veteran"): N_("Take 1 card in play (either side) into your reserve."),
    ("witches", "aristocrat"): N_("Turn all your coins face up."),
    ("demons", "junior"): N_("Draw 3 cards into your hand, then put 1 card of your hand into your reserve."),
    ("demons", "senior"): N_("On their next turn your opponent must exchange hand and reserve."),
    ("demons", "veteran"): N_("No effect: 6 victory points."),
    ("demons", "aristocrat"): N_("Gain 2 coins face down."),
    ("dragons", "junior"): N_("Discard the 4th card of your opponent's side of this column."),
    ("dragons", "senior"): N_("Discard your whole hand."),
    ("dragons", "veteran"): N_("You choose a colour, your opponent another: every card in play of either colour is discarded."),
    ("dragons", "aristocrat"): N_("Your opponent discards a card of their score zone (a Secretary if they have one)."),
    ("angels", "junior"): N_("Cards on your side of this column cannot be discarded by card effects."),
    ("angels", "senior"): N_("Put colour discs on 2 disc-less cards of your columns."),
    ("angels", "veteran"): N_("Draw 2 cards and play them into this column, cost ignored, without their effects."),
    ("angels", "aristocrat"): N_("Goes straight to your score zone; gain 1 coin face down; discard the rest of this column."),
    ("reapers", "junior"): N_("Put a colour disc on a disc-less card of one of your opponent's columns."),
    ("reapers", "senior"): N_("Draw a card, put it in this card's place and trigger its ability."),
    ("reapers", "veteran"): N_("Put a colour disc on a disc-less card in a score zone."),
    ("reapers", "aristocrat"): N_("Your opponent loses 1 coin, but never goes below 3."),
}
_SECRETARY_EFFECT = N_("Scores 2 more victory points for each other {f} Secretary in your score zone.")

# -- the promo cards of 6-3 and the Ghost of 6-4 --------------------------------------------
#: Each promo kind replaces every base card of its faction and rank (copies as printed, 6-3).
PROMO_KINDS: dict[str, int] = {
    "witches:senior": 2,
    "demons:veteran": 2,
    "dragons:junior": 3,
    "angels:veteran": 2,
    "reapers:aristocrat": 2,
}
_PROMO_VP = {"witches": 3, "demons": 2, "dragons": 3, "angels": 4, "reapers": 2}
_PROMO_EFFECTS: dict[str, str] = {
    "witches": N_("Discard at random from your opponent's reserve as many cards as your score zone holds."),
    "demons": N_("No effect when played; scores 1 more victory point per different colour in your score zone."),
    "dragons": N_("Choose a card in this column; it is discarded if your opponent's score zone holds its colour."),
    "angels": N_("Take every colour disc back to the supply; gain 1 coin face down if 4 or more came back."),
    "reapers": N_("Put every colour disc of the supply on disc-less cards (in play or in a score zone)."),
}
_GHOST_EFFECT = N_(
    "Goes into one of your opponent's columns (a faction may form for them); while it has no "
    "disc, a disc meant for another card of its column lands on it instead."
)

_INTERNED: dict[tuple[str, str, str | None, bool], Card] = {}


class Card:
    """One council member: printed faction and rank, whether it is a promo card, and the colour
    disc on it (a faction, or None). Immutable, interned, hashable.

    The notation is ``faction:rank`` (``"demons:veteran"``); a promo card adds ``:promo``, a disc
    adds ``@faction`` (``"demons:secretary@witches"``: the demons Secretary carrying the blue
    witches disc). The Ghost is ``independent:ghost``.
    """

    __slots__ = ("faction", "rank", "disc", "promo", "_text", "_sort", "_hash", "_cost", "_needs", "_nofree", "_name")

    faction: str
    rank: str
    disc: str | None
    promo: bool

    def __new__(cls, faction: str, rank: str, disc: str | None = None, promo: bool = False) -> Card:
        key = (faction, rank, disc, promo)
        card = _INTERNED.get(key)
        if card is not None:
            return card
        _check(faction, rank, disc, promo)
        card = object.__new__(cls)
        text = f"{faction}:{rank}" + (":promo" if promo else "") + (f"@{disc}" if disc else "")
        f = FACTIONS.index(faction) if faction in FACTIONS else len(FACTIONS)
        r = RANKS.index(rank) if rank in RANKS else len(RANKS)
        order = (f, r, int(promo), -1 if disc is None else FACTIONS.index(disc))
        ghost = faction == INDEPENDENT
        values = (
            faction,
            rank,
            disc,
            promo,
            text,
            order,
            hash(text),
            DEFAULT_GHOST_COST if ghost else COSTS[rank],
            NEEDS.get(rank, 0),
            (faction, rank) in (("demons", "veteran"), ("angels", "junior")),
            _name(faction, rank, disc, promo),
        )
        for name, value in zip(cls.__slots__, values, strict=True):
            object.__setattr__(card, name, value)
        _INTERNED[key] = card
        return card

    @classmethod
    def parse(cls, text: Any) -> Card:
        """Read ``"faction:rank"`` (optionally ``:promo`` and ``@disc-faction``).

        Anything else, a non-string included, raises :class:`~majority_core.errors.MalformedInput`
        (a ``ValueError``) saying what a card looks like.
        """
        if not isinstance(text, str):
            raise MalformedInput(
                _("a card is written 'faction:rank', like 'demons:veteran', not {text!r}").format(text=text),
                rule=RULE_CARDS,
            )
        card = _BY_TEXT.get(text)
        if card is None:
            raise MalformedInput(_why_not(text), rule=RULE_CARDS)
        return card

    @classmethod
    def of(cls, value: Any) -> Card:
        """A card given as a :class:`Card` or as its notation (kernels accept both)."""
        return value if isinstance(value, Card) else cls.parse(value)

    # -- immutable value -------------------------------------------------------------------
    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.faction, self.rank, self.disc, self.promo))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __hash__(self) -> int:
        return self._hash

    def __lt__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self._sort < other._sort
        return NotImplemented

    # -- meaning ---------------------------------------------------------------------------
    @property
    def current(self) -> str | None:
        """The faction the card counts as now: its disc's, else its printed one (6-1); None for
        a Ghost without a disc."""
        if self.disc is not None:
            return self.disc
        return None if self.faction == INDEPENDENT else self.faction

    @property
    def printed(self) -> Card:
        """The same card without its disc."""
        return Card(self.faction, self.rank, None, self.promo) if self.disc else self

    def with_disc(self, disc: str | None) -> Card:
        """The same card carrying ``disc`` (a faction) or no disc."""
        return Card(self.faction, self.rank, disc, self.promo)

    @property
    def colour(self) -> str | None:
        """The printed colour (None for the Ghost)."""
        return COLOUR_OF.get(self.faction)

    @property
    def is_ghost(self) -> bool:
        return self.faction == INDEPENDENT

    @property
    def cost(self) -> int:
        """Coins to pay in standard play (5-6); the Ghost's is the package's default."""
        return self._cost

    @property
    def guards(self) -> bool:
        """An angels Junior: the cards of its column on its side resist card-effect discards,
        however it came into play (6-2)."""
        return self.faction == "angels" and self.rank == "junior"

    def price(self, ghost_cost: int | None) -> int:
        """Coins to pay in a game whose Ghosts cost ``ghost_cost`` (the option: 6-4 prints no
        cost; None: the default): the engine's, the fast path's and the boards' one rule."""
        return ghost_cost if ghost_cost is not None and self.is_ghost else self._cost

    @property
    def needs(self) -> int:
        """Cards of its faction your score zone must hold before you may play it (5-6)."""
        return self._needs

    @property
    def vp(self) -> int:
        """Printed victory points (the Secretary's and demons promo Veteran's bonus aside)."""
        if self.is_ghost:
            return 5
        if self.promo:
            return _PROMO_VP[self.faction]
        if self.rank == "veteran":
            return _VETERAN_VP[self.faction]
        if self.rank == "aristocrat":
            return _ARISTOCRAT_VP[self.faction]
        return _BASE_VP[self.rank]

    @property
    def victory_points(self) -> int:
        """The same as :attr:`vp`."""
        return self.vp

    @property
    def play_condition(self) -> str:
        """The same as :attr:`condition`."""
        return self.condition

    @property
    def condition(self) -> str:
        """The play condition in words ("" for none)."""
        parts = []
        if self.needs:
            n = self.needs
            parts.append(
                ngettext(
                    "needs {n} {faction} card in your score zone",
                    "needs {n} {faction} cards in your score zone",
                    n,
                ).format(n=n, faction=words.faction(self.faction))
            )
        if self.free_play_forbidden:
            parts.append(_("cannot be played in the free-play phase"))
        return _("; ").join(parts)

    @property
    def free_play_forbidden(self) -> bool:
        """Demons Veteran (base and promo) and angels Junior cannot be free-played (6-2, 6-3)."""
        return self._nofree

    @property
    def effect(self) -> str:
        """The card's ability in plain words (own words; 6-2, 6-3, 6-4)."""
        if self.is_ghost:
            return _(_GHOST_EFFECT)
        if self.promo:
            return _(_PROMO_EFFECTS[self.faction])
        if self.rank == "secretary":
            return _(_SECRETARY_EFFECT).format(f=words.faction(self.faction))
        return _(_EFFECTS[(self.faction, self.rank)])

    @property
    def key(self) -> str:
        """``faction:rank`` with ``:promo`` (the printed identity, without the disc)."""
        return self.printed._text

    @property
    def sort_key(self) -> tuple[int, int, int, int]:
        """Faction, rank, promo, disc: the order of tables and legal actions."""
        return self._sort

    @property
    def name(self) -> str:
        """'demons Veteran', 'witches Senior (promo) with the green disc (demons)'; in French
        the rulebook's names: 'Vétéran des démons', 'Sénior des sorcières (promo) avec le
        disque vert (démons)' (:mod:`.words`)."""
        if get_language() == "en":
            return self._name
        return _name(self.faction, self.rank, self.disc, self.promo, translate=True)

    # -- display ---------------------------------------------------------------------------
    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"

    def _repr_html_(self) -> str:
        return card_html(self)


def _name(
    faction: str, rank: str, disc: str | None, promo: bool, translate: bool = False
) -> str:
    if not translate:  # the English name, made once per card value
        text = "Ghost" if faction == INDEPENDENT else f"{faction} {rank.capitalize()}"
        text += " (promo)" if promo else ""
        if disc:
            text += f" with the {COLOUR_OF[disc]} disc ({disc})"
        return text
    text = words.card_name(faction, rank)
    text += _(" (promo)") if promo else ""
    if disc:
        text += _(" with the {paint} disc ({faction})").format(
            paint=words.paint(disc), faction=words.faction(disc)
        )
    return text


def card_html(card: Card, *, extra: str = "", ghost_cost: int | None = None) -> str:
    """A small drawing of a card: printed colour border, the disc as a coloured dot.
    ``ghost_cost``: what a Ghost costs in this game (the option ``ghost_cost``; the text prints
    no cost, so the card alone knows only the default)."""
    cost = card.price(ghost_cost)
    colour = _HTML_COLOURS[card.faction]
    disc = ""
    if card.disc:
        disc = (
            f'<span title="{html.escape(_("{paint} disc").format(paint=words.paint(card.disc)))}" style="display:inline-block;width:.8em;'
            f"height:.8em;border-radius:50%;background:{_HTML_COLOURS[card.disc]};"
            'margin-left:3px;vertical-align:middle"></span>'
        )
    title = html.escape(
        _("{card}: cost {cost}, {vp} VP. {effect}").format(
            card=card.name, cost=cost, vp=card.vp, effect=card.effect
        )
    )
    label = words.faction(card.faction) if not card.is_ghost else words.rank(card.rank)
    rank = "" if card.is_ghost else words.rank(card.rank)
    # TRANSLATORS: under a card's name: victory points (a star) and cost in coins
    small = ngettext("{vp}&#9733; {cost} coin", "{vp}&#9733; {cost} coins", cost).format(
        vp=card.vp, cost=cost)
    return (
        f'<span class="m2-card" title="{title}" style="display:inline-block;min-width:5.5em;'
        f"padding:2px 5px;margin:1px;border:2px solid {colour};border-radius:6px;"
        f'color:{colour};background:#fff;font-size:90%"><b>{html.escape(label)}</b>'
        f"{disc}<br>{html.escape(rank)}{'*' if card.promo else ''} "
        f"<small>{small}</small>{extra}</span>"
    )


RULE_CARDS = N_("Majority 2 4-2 and 6-2")


def _check(faction: Any, rank: Any, disc: Any, promo: Any) -> None:
    if faction == INDEPENDENT and rank == GHOST_RANK and not promo:
        pass
    elif faction not in FACTIONS or rank not in RANKS:
        raise MalformedInput(
            _("no card {faction!r}:{rank!r}: factions are {value}; ranks are {value2}").format(
                faction=faction, rank=rank, value=_codes(FACTIONS), value2=_codes(RANKS)
            ),
            rule=RULE_CARDS,
        )
    elif promo and f"{faction}:{rank}" not in PROMO_KINDS:
        raise MalformedInput(
            _("there is no promo {faction} {rank}: the promo cards are {kinds}").format(
                faction=faction, rank=rank, kinds=_codes(PROMO_KINDS)
            ),
            rule="Majority 2 6-3",
        )
    if disc is not None and disc not in FACTIONS:
        raise MalformedInput(
            _("{disc!r} is not a disc: discs are the factions' colours ({value})").format(
                disc=disc, value=_codes(FACTIONS)
            ),
            rule="Majority 2 6-1",
        )


def _why_not(text: str) -> str:
    """A precise message for a string that is not a card."""
    base, _sep, disc = text.partition("@")
    parts = base.split(":")
    if len(parts) < 2:
        return _("{text!r} is not a card: a card is written 'faction:rank', like "
                 "'demons:veteran'").format(text=text)
    faction, rank = parts[0], parts[1]
    if faction not in FACTIONS and faction != INDEPENDENT:
        return _("{text!r} is not a card: {faction!r} is not a faction ({codes})").format(
            text=text, faction=faction, codes=_codes(FACTIONS))
    if rank not in RANKS and rank != GHOST_RANK:
        return _("{text!r} is not a card: {rank!r} is not a rank ({codes})").format(
            text=text, rank=rank, codes=_codes(RANKS))
    if "@" in text and disc not in FACTIONS:
        return _("{text!r} is not a card: the disc after '@' must be a faction ({codes})").format(
            text=text, codes=_codes(FACTIONS))
    return _("{text!r} is not a card: a card is written 'faction:rank', like 'demons:veteran' "
             "(promo cards add ':promo', a disc '@faction')").format(text=text)


def _codes(codes: Iterable[str]) -> str:
    """Code words as a student types them, each with its name in the current language when it
    differs: "'witches' (sorcières), 'demons' (démons)..."; in English "witches, demons..."."""
    if get_language() == "en":
        return ", ".join(codes)
    out = []
    for code in codes:
        name = words.card_name(*code.split(":")) if ":" in code else (
            words.faction(code) if code in FACTIONS else words.rank(code))
        out.append(f"'{code}'" if name == code else f"'{code}' ({name})")
    return ", ".join(out)


def _all_printed() -> list[Card]:
    cards = [Card(f, r) for f in FACTIONS for r in RANKS]
    cards += [Card(*k.split(":"), None, True) for k in PROMO_KINDS]  # type: ignore[misc]
    cards.append(Card(INDEPENDENT, GHOST_RANK))
    return cards


#: Every printed card value; every value a notation can name (with and without a disc).
PRINTED: tuple[Card, ...] = tuple(_all_printed())
_BY_TEXT: dict[str, Card] = {
    str(c.with_disc(d)): c.with_disc(d) for c in PRINTED for d in (None, *FACTIONS)
}
#: The Ghost card (6-4).
GHOST = Card(INDEPENDENT, GHOST_RANK)


def parse_promos(promos: Any) -> tuple[str, ...]:
    """The promo kinds in use: ``None``/``[]`` (none, the default), ``"all"``, or a list of
    kinds such as ``["witches:senior", "angels:veteran"]`` (6-3)."""
    if promos is None or promos == []:
        return ()
    if promos == "all":
        return tuple(PROMO_KINDS)
    if isinstance(promos, (list, tuple)) and all(isinstance(p, str) for p in promos):
        bad = [p for p in promos if p not in PROMO_KINDS]
        if bad or len(set(promos)) != len(promos):
            raise MalformedInput(
                _("promos must name different promo kinds among {value}, not {value2!r}").format(
                    value=_codes(PROMO_KINDS), value2=list(promos)
                ),
                rule="Majority 2 6-3",
            )
        return tuple(k for k in PROMO_KINDS if k in promos)
    raise MalformedInput(
        _("promos is a list of promo kinds, 'all' or [], not {promos!r}").format(promos=promos), rule="Majority 2 6-3"
    )


def build_deck(promos: Any = None, ghosts: bool = False) -> list[Card]:
    """The unshuffled deck: 60 council cards (faction by faction, rank by rank), each promo kind
    in use replacing every base card of its faction and rank (6-3), and the two Ghosts if
    asked (6-4). The canonical order makes a seed give the same game everywhere."""
    kinds = parse_promos(promos)
    deck: list[Card] = []
    for f in FACTIONS:
        for r in RANKS:
            promo = f"{f}:{r}" in kinds
            deck += [Card(f, r, None, promo)] * COPIES[r]
    if ghosts:
        deck += [GHOST, GHOST]
    return deck


def cards_text(cards: Iterable[Card]) -> str:
    """'demons:veteran, witches:junior' or 'none' (the notation, as typed)."""
    return ", ".join(map(str, cards)) or _("none")


# -- the phases and places (the state's and its parts' shared names) -----------------------
_SORT = attrgetter("_sort")
EXCHANGE, DRAW, FREE, STANDARD, OVER = "exchange", "draw", "free", "standard", "over"
ZONE = 3  # the "where" of a place in a score zone (0-2 are the columns)


class Places:
    """The places of the cards in play and in the score zones (``(seat, where, index)``,
    :func:`place_text`), read the same way by the engine and the fast playouts: the host keeps
    ``columns[seat][column]`` and ``zone[seat]``, lists of card ids."""

    __slots__ = ()
    columns: list[list[list[int]]]
    zone: list[list[int]]

    def _in_play(self) -> list[tuple[int, int, int]]:
        return [
            (p, col, i)
            for p in (0, 1)
            for col in range(3)
            for i in range(len(self.columns[p][col]))
        ]

    def _in_zones(self) -> list[tuple[int, int, int]]:
        return [(p, ZONE, i) for p in (0, 1) for i in range(len(self.zone[p]))]

    def _at(self, pl: tuple[int, int, int]) -> int:
        p, where, i = pl
        return self.zone[p][i] if where == ZONE else self.columns[p][where][i]

    def _find(self, cid: int) -> tuple[int, int, int] | None:
        for p in (0, 1):
            for col in range(3):
                if cid in self.columns[p][col]:
                    return (p, col, self.columns[p][col].index(cid))
            if cid in self.zone[p]:
                return (p, ZONE, self.zone[p].index(cid))
        return None



class Phases:
    """The flow between a turn's phases (5-4 to 5-7), one for the engine
    (:class:`~.state.Majority2State`) and the fast playouts (:class:`~.fast.Position`): each
    phase is entered in turn and passed by only when the hand is empty, which is public;
    passing it by because no card qualifies would tell the opponent about a hidden hand. The
    host keeps ``player``, ``phase`` and ``hand`` and carries out ``_draw_phase`` and
    ``_cleanup``."""

    __slots__ = ()
    player: int
    phase: str
    hand: list[list[int]]

    def _enter_draw(self) -> None:
        p = self.player
        self.phase = DRAW
        if not self.hand[p]:
            self._draw_phase(p, forced=True)
            self._enter_free()

    def _enter_free(self) -> None:
        self.phase = FREE
        if not self.hand[self.player]:
            self._enter_standard()

    def _enter_standard(self) -> None:
        self.phase = STANDARD
        if not self.hand[self.player]:
            self._cleanup()

    def _draw_phase(self, p: int, forced: bool) -> None:  # pragma: no cover - the host's
        raise NotImplementedError

    def _cleanup(self) -> None:  # pragma: no cover - the host's
        raise NotImplementedError


def place_text(owner: int, where: int, i: int) -> str:
    """``s1.c2.3`` (seat 1, column 2, third card from the top) or ``s0.zone.1``."""
    return f"s{owner}.zone.{i + 1}" if where == ZONE else f"s{owner}.c{where + 1}.{i + 1}"
