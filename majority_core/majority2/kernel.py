"""The rules of Majority 2 as pure functions: the draw table, forming a faction, play
conditions and the final score.

No state object, no randomness, no I/O: a notebook can call these on cards typed by hand, and
the engine (:mod:`.state`) calls the very same functions.

>>> draw_count(0), draw_count(2), draw_count(8)
(2, 3, 6)
>>> zone = ["demons:veteran", "demons:secretary", "demons:secretary",
...         "angels:junior", "angels:junior", "angels:aristocrat"]
>>> final_score(zone, 11).total   # the example of Majority 2 5-8
35
>>> forming(["dragons:junior", "dragons:secretary", "witches:junior",
...          "dragons:veteran", "angels:senior"]).coins
{'dragons': 1}
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..display import table_html
from ..errors import MalformedInput
from ..i18n import N_, _, ngettext
from . import words
from .components import FACTIONS, Card

__all__ = [
    "FinalScore",
    "Forming",
    "card_points",
    "condition_met",
    "disc_scope",
    "draw_count",
    "final_score",
    "forming",
    "forming_coins",
    "read_cards",
    "read_coins",
]

R_DRAW = "Majority 2 5-4"
R_FORM = "Majority 2 5-5 (forming a faction)"
R_PAY = "Majority 2 5-6"
R_SCORE = "Majority 2 5-8"
R_DISCS = "Majority 2 6-1 (colour discs)"
R_RULINGS = "RULINGS: Majority 2"
R_PACKAGE = "docs/rulings-majority2.md"

#: The draw table's largest entry: with more than 8 formed factions the draw stays 6 (package
#: ruling: the printed table stops at 7-8).
MAX_DRAW = 6


def draw_count(opponent_factions: int) -> int:
    """How many cards a draw takes, given the number of factions the opponent has formed
    (Majority 2 5-4, as RULINGS reads it): 0 -> 2, 1-2 -> 3, 3-4 -> 4, 5-6 -> 5, 7-8 -> 6,
    and 6 beyond 8 (the table's last row; docs/rulings-majority2.md).

    >>> [draw_count(n) for n in range(10)]
    [2, 3, 3, 4, 4, 5, 5, 6, 6, 6]
    """
    n = opponent_factions
    if isinstance(n, bool) or not isinstance(n, int):
        raise MalformedInput(
            _("the opponent's formed factions are a whole number (0, 1, 2...), not {n!r}").format(n=n),
            rule=R_DRAW,
        )
    if n < 0:
        raise MalformedInput(
            _("a player cannot have formed {n} factions: the count starts at 0").format(n=n), rule=R_DRAW
        )
    return 2 if n == 0 else min(MAX_DRAW, 2 + (n + 1) // 2)


def forming_coins(count: int) -> int:
    """Coins for forming with ``count`` cards of the faction in the column: 3-4 -> 1,
    5 or more -> 2 (5-5); fewer than 3 form nothing."""
    return 0 if count < 3 else 1 if count < 5 else 2


@dataclass(frozen=True)
class Forming:
    """What a full column (5 or more cards) does: which factions could form and for how many
    coins; empty ``coins`` means the whole column is discarded (5-5)."""

    cards: tuple[Card, ...]
    #: faction -> coins, for every faction with 3 or more cards (current faction, 6-1).
    coins: dict[str, int]

    @property
    def forms(self) -> bool:
        return bool(self.coins)

    def representatives(self) -> list[Card]:
        """The distinct cards that may represent a formed faction (their current faction has 3
        or more cards here), in card order."""
        return sorted({c for c in self.cards if c.current in self.coins})

    def explain(self) -> list[str]:
        counts = Counter(c.current for c in self.cards if c.current)
        seen = words.counts(sorted(counts.items(), key=_faction_order))
        if not self.coins:
            return [
                _(
                    "The column holds {n} cards ({seen}): no faction has 3 cards, so the whole "
                    "column is discarded. [{rule}]"
                ).format(n=len(self.cards), seen=seen or _("none with a faction"), rule=_(R_FORM))
            ]
        return [
            ngettext(
                "The column holds {n} cards ({seen}): the {f} can form, with {k} cards, for {c} "
                "coin. [{rule}]",
                "The column holds {n} cards ({seen}): the {f} can form, with {k} cards, for {c} "
                "coins. [{rule}]",
                c,
            ).format(n=len(self.cards), seen=seen, f=words.faction(f), k=counts[f], c=c,
                     rule=_(R_FORM))
            for f, c in self.coins.items()
        ]


def _faction_order(item: tuple[str, Any]) -> int:
    return FACTIONS.index(item[0])


def forming(column: Iterable[Any]) -> Forming:
    """Read a full column (5-5): the factions with 3 or more cards, counted by current faction
    (a card with a disc counts for the disc's faction, 6-1), and the coins each would give."""
    cards = tuple(read_cards(column, what="a column"))
    counts = Counter(c.current for c in cards if c.current)
    coins = {f: forming_coins(counts[f]) for f in FACTIONS if counts[f] >= 3}
    return Forming(cards, coins)


def disc_scope(
    p: int, scope: str, in_play: list[tuple[int, int, int]], in_zones: list[tuple[int, int, int]]
) -> list[tuple[int, int, int]]:
    """The places a disc of seat ``p``'s ability may go to, disc-less or not: ``own`` the
    cards of p's columns (angels Senior, 6-2), ``opponent`` the other seat's (reapers Junior),
    ``zones`` both score zones (reapers Veteran), ``anywhere`` all of them (reapers promo
    Aristocrat, 6-3). ``in_play`` and ``in_zones``: the places (seat, where, index) of the
    cards in the columns and in the score zones."""
    if scope == "own":
        return [pl for pl in in_play if pl[0] == p]
    if scope == "opponent":
        return [pl for pl in in_play if pl[0] != p]
    return in_zones if scope == "zones" else in_play + in_zones


def condition_met(card: Any, score_zone: Iterable[Any]) -> bool:
    """Whether your score zone allows ``card`` (5-6): a Veteran needs 1 card of its faction
    there, an Aristocrat 2, counted by current faction (6-1)."""
    c = Card.of(card)
    if not c.needs:
        return True
    have = sum(1 for z in read_cards(score_zone, what="a score zone") if z.current == c.faction)
    return have >= c.needs


def card_points(zone: Sequence[Card], i: int) -> tuple[int, str]:
    """Victory points of the card at position ``i`` of a score zone, and why (5-8, 6-1, 6-2,
    6-3). Positions, not identities: equal cards are one interned value.

    A Secretary scores 2 more per *other* Secretary of the zone whose current faction is the
    Secretary's printed faction: its ability counts by its own printed faction even under a
    disc, while the other cards count by their current faction (6-1's example). The demons
    promo Veteran scores 1 more per different colour in the zone (itself included).
    """
    card = zone[i]
    if card.rank == "secretary":
        others = sum(
            1
            for j, z in enumerate(zone)
            if j != i and z.rank == "secretary" and z.current == card.faction
        )
        if others:
            return (
                card.vp + 2 * others,
                ngettext(
                    "{vp} + 2 × {n} other {faction} Secretary",
                    "{vp} + 2 × {n} other {faction} Secretaries",
                    others,
                ).format(vp=card.vp, n=others, faction=words.faction(card.faction)),
            )
        return card.vp, _("{vp}, no other {faction} Secretary").format(
            vp=card.vp, faction=words.faction(card.faction)
        )
    if card.promo and card.faction == "demons":
        colours = len({z.current for z in zone if z.current})
        return card.vp + colours, ngettext(
            "{vp} + 1 × {n} colour in the zone", "{vp} + 1 × {n} colours in the zone", colours
        ).format(vp=card.vp, n=colours)
    # Words, not the number again: the points column already shows it (the teacher's run).
    return card.vp, _("printed on the card, 6-2")


@dataclass(frozen=True)
class FinalScore:
    """A final score: the victory points of each card of the score zone, plus the coins (5-8)."""

    cards: tuple[Card, ...]
    points: tuple[int, ...]
    reasons: tuple[str, ...]
    coins: int
    face_up: int | None = None

    @property
    def card_total(self) -> int:
        return sum(self.points)

    @property
    def total(self) -> int:
        return self.card_total + self.coins

    def explain(self) -> list[str]:
        """One line per card, the card total, the coins and the final score."""
        lines = [
            _("{card}: {p} VP ({why}). [{rule}]").format(
                card=c.name, p=p, why=why,
                rule=R_SCORE if c.rank != "secretary" else "Majority 2 6-2",
            )
            for c, p, why in zip(self.cards, self.points, self.reasons, strict=True)
        ]
        if not self.cards:
            lines.append(_("The score zone is empty: 0 VP from cards. [{rule}]").format(rule=R_SCORE))
        lines.append(
            _(
                "Cards: {points} = {total} VP; coins: {coins} (face up or down, each is worth 1). "
                "[{rule}]"
            ).format(
                points=" + ".join(map(str, self.points)) or "0", total=self.card_total,
                coins=self.coins, rule=R_SCORE,
            )
        )
        lines.append(
            _("Final score: {cards} + {coins} = {total}. [{rule}]").format(
                cards=self.card_total, coins=self.coins, total=self.total, rule=R_SCORE
            )
        )
        return lines

    def to_dict(self) -> dict[str, Any]:
        return {
            "cards": [str(c) for c in self.cards],
            "points": list(self.points),
            "coins": self.coins,
            "total": self.total,
        }

    def _repr_html_(self) -> str:
        rows = [[c.name, p, why] for c, p, why in zip(self.cards, self.points, self.reasons, strict=True)]
        rows.append(["coins", self.coins, "1 VP each"])
        rows.append(["total", self.total, ""])
        return table_html(["card", "VP", "why"], rows, caption="Final score (Majority 2 5-8)")

    def __str__(self) -> str:
        return "\n".join(self.explain())


def read_cards(cards: Iterable[Any], *, what: str = "cards") -> list[Card]:
    """Cards or their notations, as a list of :class:`Card` (MalformedInput otherwise)."""
    if isinstance(cards, (str, bytes, Card)) or not isinstance(cards, Iterable):
        raise MalformedInput(
            _("{what} is a list of cards such as ['demons:veteran', 'angels:junior'], not {cards!r}").format(what=what, cards=cards),
            rule=N_("Majority 2 4-2 and 6-2"),
        )
    return [Card.of(c) for c in cards]


FACE_UP_COINS = N_("face-up coins")
FACE_DOWN_COINS = N_("face-down coins")


def read_coins(coins: Any) -> tuple[int, int | None]:
    """Coins as ``(total, face_up or None)``: an int, a pair (face up, face down), or a
    mapping with ``face_up`` and ``face_down``. Both faces count at the end (5-8)."""

    def whole(x: Any, label: str) -> int:
        # the coins named in words (a catalog entry: "face-up coins"), so that a French class reads French
        if isinstance(x, bool) or not isinstance(x, int) or x < 0:
            raise MalformedInput(
                _("the number of {what} must be a whole number, 0 or more, not {x!r}").format(
                    what=_(label), x=x), rule=R_SCORE
            )
        return x

    if isinstance(coins, Mapping):
        if set(coins) != {"face_up", "face_down"}:
            raise MalformedInput(
                _("coins as a mapping needs exactly 'face_up' and 'face_down', not {value!r}").format(value=dict(coins)),
                rule=R_SCORE,
            )
        up, down = whole(coins["face_up"], FACE_UP_COINS), whole(coins["face_down"], FACE_DOWN_COINS)
        return up + down, up
    if isinstance(coins, (tuple, list)):
        if len(coins) != 2:
            raise MalformedInput(
                _("coins as a pair is (face up, face down), not {coins!r}").format(coins=coins), rule=R_SCORE
            )
        up, down = whole(coins[0], FACE_UP_COINS), whole(coins[1], FACE_DOWN_COINS)
        return up + down, up
    return whole(coins, N_("coins")), None


def final_score(score_zone: Iterable[Any], coins: Any) -> FinalScore:
    """The final score of one player (5-8): the victory points of the cards in the score zone
    (Secretary bonuses counted as 6-1 and 6-2 say) plus the coins, face up or down.

    ``score_zone``: cards or notations (``"demons:secretary@witches"`` for a card carrying the
    blue disc). ``coins``: an int, a (face up, face down) pair, or a mapping with ``face_up``
    and ``face_down``.

    >>> s = final_score(["witches:secretary", "demons:secretary@witches"], 0)
    >>> s.points     # the witches Secretary counts the blue-disc card; not the other way round
    (4, 2)
    """
    zone = read_cards(score_zone, what="a score zone")
    total, face_up = read_coins(coins)
    scored = [card_points(zone, i) for i in range(len(zone))]
    return FinalScore(
        tuple(zone),
        tuple(p for p, _ in scored),
        tuple(w for _, w in scored),
        total,
        face_up,
    )
