"""The pure rules of one turn of Majority (Grard): no state object, no randomness, no I/O.

:func:`resolve_turn` is the whole vote resolution (Grard "Résolution des votes", "La carte
Marquer", "Cas particulier", as fixed by RULINGS: Majority (Grard)):

* let m be the largest number of votes an option received; with m < 2 there is no majority,
  the round ends and nobody scores (an option needs at least two votes);
* otherwise every option with m votes is in the majority (ties all win);
* Mark voters in the majority score the size of the reference pile *before* this turn's cards
  are added, and leave the round;
* each proposition in the majority goes onto the pile, in A, B, C order, and its voters go on;
* everybody else is out of the round.

The two-players-left scoring happens at the start of the next turn, so it belongs to the
engine (:mod:`majority_core.grard.state`), not here.

>>> r = resolve_turn({"Ann": "A", "Bob": "A", "Cy": "B"}, pile_size=1)
>>> sorted(r.continuing), r.added, r.round_over
(['Ann', 'Bob'], ['A'], False)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import MalformedInput
from ..i18n import _
from .components import (
    MARK,
    MARK_SPELLINGS,
    OPTIONS,
    PACKAGE_RULING,
    PROPOSITIONS,
    RULE_CARDS,
    RULE_END_GAME,
    RULE_END_ROUND,
    RULE_MARK,
    RULE_NEW_TURN,
    RULE_RESOLVE,
    RULE_SETUP,
    RULE_TIE,
    RULE_VARIANT,
    RULE_VOTE,
    RULINGS,
)

# The vote cards and the rule names (components) are re-exported: the rules of a turn are read
# here. This module imports no text: explain.py gives a result its words (read_turn_with).
__all__ = [
    "CONTINUE",
    "MARK",
    "MARK_SPELLINGS",
    "NOBODY_LEFT",
    "NO_MAJORITY",
    "OPTIONS",
    "PACKAGE_RULING",
    "PROPOSITIONS",
    "RULE_CARDS",
    "RULE_END_GAME",
    "RULE_END_ROUND",
    "RULE_MARK",
    "RULE_NEW_TURN",
    "RULE_RESOLVE",
    "RULE_SETUP",
    "RULE_TIE",
    "RULE_VARIANT",
    "RULE_VOTE",
    "RULINGS",
    "TurnResult",
    "count_votes",
    "majority",
    "parse_vote",
    "resolve_clean",
    "resolve_turn",
]

#: How a :class:`TurnResult` reads: explain.py gives its words when it is imported (the package
#: always imports it), so that the rules import no text.
_WORDS: dict[str, Callable[..., str]] = {}


def read_turn_with(
    *, text: Callable[..., str], html: Callable[..., str], names: Callable[..., str]
) -> None:
    """The words of a turn's result: its sentences, its HTML table, a list of players."""
    _WORDS.update(text=text, html=html, names=names)


#: Why a turn ended as it did (``TurnResult.reason``).
CONTINUE = "continue"
NO_MAJORITY = "no majority"
NOBODY_LEFT = "nobody continues"


def parse_vote(value: Any) -> str:
    """The vote card ``value`` names: "A", "B", "C" or "mark".

    Letters and Mark are read case-insensitively; "M" and the French "Marquer" also mean Mark.

    >>> parse_vote(" b "), parse_vote("Mark"), parse_vote("MARQUER")
    ('B', 'mark', 'mark')
    """
    text = value.strip() if isinstance(value, str) else None
    if text:
        if text.upper() in PROPOSITIONS:
            return text.upper()
        if text.casefold() in MARK_SPELLINGS:
            return MARK
    if isinstance(value, str) and not text:  # '' would read as a typo; say what it is
        raise MalformedInput(
            _("an empty entry is not a vote: each player has four vote cards, A, B, C and Mark"),
            rule=RULE_CARDS,
        )
    raise MalformedInput(
        _("{value!r} is not a vote: each player has four vote cards, A, B, C and Mark").format(value=value),
        rule=RULE_CARDS,
    )


def majority(counts: Mapping[str, int]) -> tuple[str, ...]:
    """The options in the majority, in A, B, C, mark order (empty when no option has 2 votes).

    >>> majority({"A": 2, "B": 2, "C": 1, "mark": 0})
    ('A', 'B')
    >>> majority({"A": 1, "B": 1, "C": 1, "mark": 0})
    ()
    """
    top = max((counts.get(o, 0) for o in OPTIONS), default=0)
    if top < 2:
        return ()
    return tuple(o for o in OPTIONS if counts.get(o, 0) == top)


def count_votes(votes: Mapping[Hashable, str]) -> dict[str, int]:
    """How many votes each of A, B, C and mark received."""
    counts = dict.fromkeys(OPTIONS, 0)
    for v in votes.values():
        counts[v] += 1
    return counts


@dataclass(frozen=True)
class TurnResult:
    """What one vote resolution decided. See :func:`resolve_turn`."""

    votes: dict[Hashable, str]
    pile_size: int
    counts: dict[str, int]
    majority: tuple[str, ...]
    continuing: set[Hashable]
    eliminated: set[Hashable]
    marked: set[Hashable]
    points: dict[Hashable, int]
    added: list[str]
    round_over: bool
    reason: str
    extra: dict[str, Any] = field(default_factory=dict)

    def explain(self) -> str:
        """The resolution in plain words, naming the rules."""
        return _WORDS["text"](self)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able summary (players as strings)."""
        return {
            "votes": {str(p): v for p, v in self.votes.items()},
            "pile_size": self.pile_size,
            "counts": dict(self.counts),
            "majority": list(self.majority),
            "continuing": sorted(map(str, self.continuing)),
            "eliminated": sorted(map(str, self.eliminated)),
            "marked": sorted(map(str, self.marked)),
            "points": {str(p): n for p, n in self.points.items()},
            "added": list(self.added),
            "round_over": self.round_over,
            "reason": self.reason,
        }

    def __repr__(self) -> str:
        return (
            f"TurnResult(majority={list(self.majority)}, continuing=[{_WORDS['names'](self.continuing)}], "
            f"points={self.points}, added={self.added}, round_over={self.round_over}, "
            f"reason={self.reason!r})"
        )

    def _repr_html_(self) -> str:
        return _WORDS["html"](self)


def resolve_turn(votes: Mapping[Hashable, Any], pile_size: int) -> TurnResult:
    """Resolve one turn's simultaneous votes (see the module docstring for the rule).

    ``votes`` maps each player still in the round to "A", "B", "C" or "mark" (any case;
    see :func:`parse_vote`); players may be any hashable values. ``pile_size`` is the number
    of cards in the reference pile before this turn's cards are added: it is what Mark pays.

    Grard "Exemple Mark 1" (six players, pile of 3, three Mark, two B, one C):

    >>> r = resolve_turn({1: "mark", 2: "mark", 3: "mark", 4: "B", 5: "B", 6: "C"}, 3)
    >>> r.points, r.continuing, r.round_over
    ({1: 3, 2: 3, 3: 3, 4: 0, 5: 0, 6: 0}, set(), True)
    """
    if not isinstance(votes, Mapping):
        raise MalformedInput(
            _("votes must map each player to a vote, not {__name__}").format(__name__=type(votes).__name__), rule=RULE_VOTE
        )
    if isinstance(pile_size, bool) or not isinstance(pile_size, int) or pile_size < 0:
        raise MalformedInput(
            _("the reference pile size must be a whole number of cards >= 0, not {pile_size!r}").format(pile_size=pile_size),
            rule=RULE_NEW_TURN,
        )
    clean: dict[Hashable, str] = {}
    for player, v in votes.items():
        try:
            clean[player] = parse_vote(v)
        except MalformedInput as exc:
            raise MalformedInput(_("the vote of {player!r}: {reason}").format(player=player, reason=exc.reason), rule=exc.rule) from None
    return resolve_clean(clean, pile_size)


def resolve_clean(clean: dict[Hashable, str], pile_size: int) -> TurnResult:
    """:func:`resolve_turn` for votes already read by :func:`parse_vote` (the engine's path)."""
    counts = count_votes(clean)
    winners = majority(counts)
    points = dict.fromkeys(clean, 0)
    if not winners:
        return TurnResult(
            clean, pile_size, counts, (), set(), set(), set(), points, [], True, NO_MAJORITY
        )
    marked = {p for p, v in clean.items() if v == MARK and MARK in winners}
    for p in marked:
        points[p] = pile_size
    continuing = {p for p, v in clean.items() if v != MARK and v in winners}
    eliminated = set(clean) - continuing - marked
    added = [o for o in PROPOSITIONS if o in winners]
    over = not continuing
    return TurnResult(
        clean,
        pile_size,
        counts,
        winners,
        continuing,
        eliminated,
        marked,
        points,
        added,
        over,
        NOBODY_LEFT if over else CONTINUE,
    )
