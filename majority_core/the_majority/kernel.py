"""The rules of The Majority as pure functions: one trick, one debate, the final result.

No state object, no randomness, no I/O: a notebook can call these on cards typed by hand, and
the state (:mod:`.state`) calls the very same functions, so what students try in a "trick lab"
is exactly what happens in a game.

>>> r = resolve_trick({0: "R0", 1: "R10", 2: "B2", 3: "Y7"}, n_players=4, spy_holder=0)
>>> {p: [str(c) for c in cards] for p, cards in r.won.items()}
{0: ['R10'], 1: [], 2: ['B2'], 3: []}
>>> [str(c) for c in r.discarded]  # the briber's own 0 is a played card: the blue 2 kills it
['R0', 'Y7']

Step by step (for a trick lab): after each effect power, who takes each seat's card (None:
discarded).

>>> for step in r.steps:
...     print(step.power, step.where)
0 {0: 0, 1: 0, 2: 2, 3: 3}
2 {0: None, 1: 0, 2: 2, 3: None}
7 {0: None, 1: 0, 2: 2, 3: None}
>>> print(r.steps[1].text)
Assassination: seat 2's B2 assassinates seat 0's R0 and seat 3's Y7.
>>> debate({"A": {"blue": 16}, "B": {"blue": 16}, "C": {"blue": 10}, "D": {"blue": 5}}).coins
{'A': 2, 'B': 2, 'C': 6, 'D': 0}
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..display import table_html
from ..errors import MalformedInput
from ..i18n import N_, _, french, tallies
from . import explain as ex
from .components import COLOUR_LETTERS, COLOURS, Card, cards_html, copies

__all__ = [
    "DebateResult",
    "TrickResult",
    "TrickStep",
    "colour_payout",
    "debate",
    "face_up_order",
    "partner",
    "resolve_trick",
    "spy_priority",
    "team_of",
    "winners",
]


# -- seats ------------------------------------------------------------------------------------
def partner(seat: int, n_players: int) -> int | None:
    """The partner sitting opposite (4 players), or None (3 players play alone) (revised 1-5)."""
    return (seat + 2) % 4 if n_players == 4 else None


def team_of(seat: int, n_players: int) -> int | None:
    """Team 0 is seats {0, 2}, team 1 is seats {1, 3}; None with 3 players (RULINGS)."""
    return seat % 2 if n_players == 4 else None


def face_up_order(holder: int, n_players: int) -> list[int]:
    """Who plays first, second... in the face-up trick after a spy; ``holder`` has the token.

    4 players start at the holder's right and go clockwise (revised 3-1 [3]); 3 players start at
    the holder's left so that the holder plays last (revised 3-3).

    >>> face_up_order(0, 4), face_up_order(0, 3)
    ([3, 0, 1, 2], [1, 2, 0])
    """
    h = holder
    if n_players == 4:
        return [(h - 1) % 4, h, (h + 1) % 4, (h + 2) % 4]
    return [(h + 1) % 3, (h + 2) % 3, h]


def spy_priority(seat: int, holder: int, n_players: int) -> int:
    """How far clockwise ``seat`` sits from the token holder; the farthest acting spy wins and the
    holder's own spy (distance 0) comes last (revised 3-1 [3])."""
    return (seat - holder) % n_players


# -- one trick ----------------------------------------------------------------------------------
_PLAIN = frozenset((5, 6, 9, 10))


class TrickStep(NamedTuple):
    """One effect power resolved: ``where`` maps each seat that played to the seat whose won
    cards its card now goes to (None: discarded), so a trick lab can show the table after it."""

    power: int
    text: str
    where: dict[int, int | None]
    #: The section this step follows (a spy that acts by a first-edition reading cites it).
    rule: str


@dataclass(frozen=True)
class TrickResult:
    """What one trick did: who wins which cards, what is discarded, where the spy token is."""

    plays: dict[int, Card]
    n_players: int
    spy_holder_before: int
    #: seat -> cards it adds to its won cards (every seat present, possibly empty).
    won: dict[int, list[Card]]
    discarded: list[Card]
    spy_holder: int
    #: The seats in face-up playing order for the next trick, or None for a normal trick.
    next_order: list[int] | None
    steps: list[TrickStep]
    last_trick: bool = False
    first_edition: bool = False
    #: seat that played -> seat whose won cards take that card (None: discarded).
    where: dict[int, int | None] = field(default_factory=dict)

    def reveal_text(self) -> str:
        return reveal_sentence(self.plays.values())

    def summary_text(self) -> str:
        return summary_sentence(self.won.values(), self.discarded)

    def explain(self) -> list[str]:
        """The trick told step by step: the reveal, each effect (with its rule), the result."""
        lines = [self.reveal_text()]
        lines += [f"{s.text} [{_(s.rule)}]" for s in self.steps]
        if not self.steps:
            lines.append(
                _("No card with an effect (0, 2, 3, 7) was played: everyone keeps their card.")
            )
        lines.append(f"{self.summary_text()} [{_(ex.RULE_WON)}]")
        return lines

    def _repr_html_(self) -> str:
        rows = []
        for p, card in self.plays.items():
            dest = self.where.get(p, p)
            rows.append([ex.seat(p), str(card), _("discarded") if dest is None else ex.seat(dest)])
        table = table_html([_("seat"), _("played"), _("goes to")], rows, caption=_("Trick"))
        token = _("<p>Spy token: {seat}</p>").format(seat=html.escape(ex.seat(self.spy_holder)))
        lines = "".join(f"<li>{html.escape(t)}</li>" for t in self.explain())
        return f"<div class='mj-trick'>{table}{token}<ol>{lines}</ol></div>"


def reveal_sentence(plays: Iterable[Card]) -> str:
    """'Cards revealed: seat 0 R10, seat 1 B2, ...' for the cards of seats 0, 1, ... in order."""
    text = tallies((ex.seat(p), c) for p, c in enumerate(plays))
    return _("Cards revealed: {cards}.").format(cards=text)


def summary_sentence(won: Iterable[Iterable[Card]], discarded: list[Card]) -> str:
    """Who wins which cards (``won`` lists seats 0, 1, ... in order) and what is discarded."""
    parts = []
    for p, cards in enumerate(won):
        if cards:
            parts.append(
                _("{seat} wins {cards}").format(seat=ex.seat(p), cards=" ".join(map(str, cards)))
            )
    if not parts:
        parts.append(_("nobody wins a card"))
    text = ex.parts_join(parts)
    if discarded:
        text += _("; discarded: {cards}").format(cards=" ".join(map(str, discarded)))
    return text[0].upper() + text[1:] + "."


def _check_seat(value: Any, n_players: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n_players:
        raise MalformedInput(
            _("{what} must be a seat 0..{n}, not {value!r}").format(what=what, n=n_players - 1, value=value), rule=ex.RULE_SEATS
        )
    return value


def _read_plays(plays: Mapping[int, Any], n_players: int) -> dict[int, Card]:
    if n_players not in (3, 4) or isinstance(n_players, bool):
        raise MalformedInput(
            _("The Majority is played by 3 or 4 players, not {n_players!r}").format(n_players=n_players), rule=ex.RULE_SEATS
        )
    if not isinstance(plays, Mapping):
        raise MalformedInput(_("plays must map each seat to the card it played"), rule=ex.RULE_REVEAL)
    seats = list(range(n_players))
    extra = [p for p in plays if p not in seats or isinstance(p, bool)]
    if extra:
        raise MalformedInput(
            _("there is no seat {value!r} with {n_players} players (seats 0..{n})").format(value=extra[0], n_players=n_players, n=n_players - 1),
            rule=ex.RULE_SEATS,
        )
    missing = [p for p in seats if p not in plays]
    if missing:
        raise MalformedInput(
            _("{seat} has not played: every player plays one card each trick").format(seat=ex.seat(missing[0])),
            rule=ex.RULE_REVEAL,
        )
    cards = {p: Card.parse(plays[p]) for p in seats}
    limit = copies(n_players)
    for card, k in Counter(cards.values()).items():
        if k > limit[card.power]:
            raise MalformedInput(
                _("{k} players cannot all play {card}: the {n_players}-player deck has only {value} of them").format(k=k, card=card, n_players=n_players, value=limit[card.power]),
                rule=N_("revised 1-2") if n_players == 4 else "revised 3-3",
            )
    return cards


def resolve_trick(
    plays: Mapping[int, Card | str],
    *,
    n_players: int,
    spy_holder: int,
    last_trick: bool = False,
    first_edition: bool = False,
) -> TrickResult:
    """Resolve one trick: every [0], then every [2], then [3], then [7] (revised 2-3 step 3).

    ``plays`` maps each seat 0..n-1 to its card (a :class:`Card` or its notation "R10").
    Effects, as fixed by RULINGS (The Majority):

    * [0] bribery: a lone [0] of a colour steals the others' cards of that colour; two [0] of
      one colour cancel each other. Stolen cards cannot be discarded and do not act.
    * [2] assassination: every [2] not stolen discards the others' cards of other colours,
      except stolen cards; all [2] act at once (two colours: every card not stolen goes).
    * [3] spy: one neither stolen nor discarded acts (first edition: a stolen one acts too);
      the acting [3] farthest clockwise from the holder takes the token and the next trick is
      face up, unless this is the last trick of the round (the token still moves).
    * [7] betrayal: one neither stolen nor discarded goes to the player on its right.

    >>> r = resolve_trick({0: "B3", 1: "R3", 2: "Y5", 3: "R9"}, n_players=4, spy_holder=1)
    >>> r.spy_holder, r.next_order
    (0, [3, 0, 1, 2])
    """
    cards = _read_plays(plays, n_players)
    holder = _check_seat(spy_holder, n_players, "spy_holder")
    return _resolve(cards, n_players, holder, bool(last_trick), bool(first_edition))


def _resolve(
    cards: dict[int, Card], n: int, holder: int, last_trick: bool, first_edition: bool
) -> TrickResult:
    """:func:`resolve_trick` on input already checked (the state's plays are always valid)."""
    seats = range(n)
    if all(c.power in _PLAIN for c in cards.values()):  # no effect: everyone keeps their card
        return TrickResult(
            plays=cards,
            n_players=n,
            spy_holder_before=holder,
            won={p: [cards[p]] for p in seats},
            discarded=[],
            spy_holder=holder,
            next_order=None,
            steps=[],
            last_trick=last_trick,
            first_edition=first_edition,
            where={p: p for p in seats},
        )
    where: dict[int, int | None] = {p: p for p in seats}
    stolen: set[int] = set()
    steps: list[TrickStep] = []
    by_power: dict[int, list[int]] = {}
    for p in seats:
        by_power.setdefault(cards[p].power, []).append(p)

    def name(p: int) -> str:
        return ex.played(p, cards[p])

    # [0] bribery (revised 3-1 [0]).
    if 0 in by_power:
        parts = []
        for colour in COLOURS:
            zeros = [p for p in by_power[0] if cards[p].colour == colour]
            if len(zeros) >= 2:
                parts.append(ex.zeros_cancel(colour, zeros))
            elif zeros:
                b = zeros[0]
                victims = [q for q in seats if q != b and cards[q].colour == colour]
                for q in victims:
                    where[q] = b
                    stolen.add(q)
                if victims:
                    parts.append(ex.bribes(name(b), [name(q) for q in victims]))
                else:
                    parts.append(ex.nothing_to_steal(name(b), colour))
        steps.append(TrickStep(0, ex.step_text("Bribery", parts), dict(where), ex.RULE_BRIBE))

    # [2] assassination (revised 3-1 [2]).
    if 2 in by_power:
        parts = []
        acting = [p for p in by_power[2] if p not in stolen]
        for p in by_power[2]:
            if p in stolen:
                parts.append(ex.does_not_act(name(p), "stolen"))
        doomed: set[int] = set()
        for p in acting:
            targets = [
                q
                for q in seats
                if q != p and q not in stolen and cards[q].colour != cards[p].colour
            ]
            doomed.update(targets)
            if targets:
                parts.append(ex.assassinates(name(p), [name(q) for q in targets]))
            else:
                parts.append(ex.nothing_to_assassinate(name(p)))
        for q in doomed:
            where[q] = None
        if len({cards[p].colour for p in acting}) >= 2:
            parts.append(_(ex.TWOS_CLASH))
        steps.append(TrickStep(2, ex.step_text("Assassination", parts), dict(where), ex.RULE_ASSASSIN))

    # [3] spy (revised 3-1 [3]; first edition: a stolen [3] still acts).
    new_holder = holder
    next_order: list[int] | None = None
    if 3 in by_power:
        parts = []
        rule = ex.RULE_SPY
        acting = []
        for p in by_power[3]:
            if where[p] is None:
                parts.append(ex.does_not_act(name(p), "discarded"))
            elif p in stolen and not first_edition:
                parts.append(ex.does_not_act(name(p), "stolen"))
            else:
                acting.append(p)
        if acting:
            winner = max(acting, key=lambda p: spy_priority(p, holder, n))
            if len(acting) > 1:
                parts.append(ex.rival_spies([name(p) for p in acting], winner, holder))
            parts.append(ex.spy_acts(name(winner), winner, holder, winner in stolen))
            rule = ex.spy_rule(winner in stolen, last_trick)
            new_holder = winner
            if last_trick:
                parts.append(ex.spy_last(winner != holder))
            else:
                next_order = face_up_order(winner, n)
                parts.append(ex.face_up_next(next_order))
        steps.append(TrickStep(3, ex.step_text("Spy", parts), dict(where), rule))

    # [7] betrayal (revised 3-1 [7]): all at once, no chains.
    if 7 in by_power:
        parts = []
        moves = {}
        for p in by_power[7]:
            if where[p] is None:
                parts.append(ex.does_not_act(name(p), "discarded"))
            elif p in stolen:
                parts.append(ex.does_not_act(name(p), "stolen"))
            else:
                moves[p] = (p - 1) % n
                parts.append(ex.betrays(name(p), moves[p]))
        where.update(moves)
        steps.append(TrickStep(7, ex.step_text("Betrayal", parts), dict(where), ex.RULE_BETRAY))

    won: dict[int, list[Card]] = {p: [] for p in seats}
    discarded: list[Card] = []
    for p in seats:
        dest = where[p]
        if dest is None:
            discarded.append(cards[p])
        else:
            won[dest].append(cards[p])
    return TrickResult(
        plays=cards,
        n_players=n,
        spy_holder_before=holder,
        won=won,
        discarded=discarded,
        spy_holder=new_holder,
        next_order=next_order,
        steps=steps,
        last_trick=last_trick,
        first_edition=first_edition,
        where=where,
    )


#: The effect powers in the order they act (revised 2-3 step 3).
EFFECT_ORDER = (0, 2, 3, 7)


def _settle(
    cards: Sequence[Card], n: int, holder: int, first_edition: bool
) -> tuple[list[int], int]:
    """The outcome of a trick without its words, for the state's hot path.

    ``cards[p]`` is seat p's card. Returns ``dest`` (``dest[p]``: the seat whose won cards take
    p's card, -1 if discarded) and the seat of the acting spy that takes the token (-1 if no
    spy acts). Why it exists: a bot's game resolves 17 tricks and nobody reads their step-by-
    step sentences, so the state settles a trick with this and builds the :class:`TrickResult`
    of :func:`_resolve` (same rules, with words) only when someone reads it. A test checks
    that both agree on every trick.
    """
    powers = [c.power for c in cards]
    if _PLAIN.issuperset(powers):  # the common case: no effect, everyone keeps their card
        return list(range(n)), -1
    seats = range(n)
    dest = list(seats)
    stolen = [False] * n
    if 0 in powers:  # [0] bribery: a lone [0] of a colour steals the others of that colour
        zero_colours = [cards[p].index for p in seats if powers[p] == 0]
        for p in seats:
            if powers[p] == 0:
                colour = cards[p].index
                if zero_colours.count(colour) == 1:
                    for q in seats:
                        if q != p and cards[q].index == colour:
                            dest[q] = p
                            stolen[q] = True
    if 2 in powers:  # [2] assassination: every [2] not stolen, all at once
        twos = [p for p in seats if powers[p] == 2 and not stolen[p]]
        for q in seats:
            if not stolen[q]:
                colour = cards[q].index
                for p in twos:
                    if p != q and cards[p].index != colour:
                        dest[q] = -1
                        break
    spy = -1
    if 3 in powers:  # [3] spy: the acting one farthest clockwise from the holder
        best = -1
        for p in seats:
            if powers[p] == 3 and dest[p] >= 0 and (first_edition or not stolen[p]):
                d = (p - holder) % n
                if d > best:
                    best, spy = d, p
    if 7 in powers:  # [7] betrayal: to the player on the right, all at once
        for p in seats:
            if powers[p] == 7 and dest[p] >= 0 and not stolen[p]:
                dest[p] = (p - 1) % n
    return dest, spy


# -- the debate ---------------------------------------------------------------------------------
def colour_payout(values: list[int] | tuple[int, ...]) -> list[int]:
    """Coins of one colour for totals given in seat order (revised 2-4), without the words.

    The lean form of :func:`debate` for bots that try many "what if" totals.

    >>> colour_payout([16, 16, 10, 5]), colour_payout([0, 0, 0]), colour_payout([20, 7, 7, 2])
    ([2, 2, 6, 0], [0, 0, 0], [2, 4, 4, 0])
    """
    top = max(values)
    if top <= 0:
        return [0] * len(values)
    n_top = 0
    second = 0
    for v in values:
        if v == top:
            n_top += 1
        elif v > second:
            second = v
    prize = (top // 5) * n_top
    return [2 if v == top else prize if (v == second and second) else 0 for v in values]


@dataclass(frozen=True)
class DebateResult:
    """The coins of one debate: ``coins`` (player -> coins, zeros included), per colour detail."""

    powers: dict[Hashable, dict[str, int]]
    coins: dict[Hashable, int]
    by_colour: dict[str, dict[Hashable, int]]
    sentences: dict[str, str]

    def explain(self) -> list[str]:
        """One sentence per colour, naming the rule."""
        return [f"{self.sentences[c]} [{_(ex.RULE_DEBATE)}]" for c in COLOURS]

    def _repr_html_(self) -> str:
        header = [_("player"), *(ex.colour_word(c) for c in COLOURS), _("coins")]
        rows = [
            [ex.seat(p), *(self.powers[p][c] for c in COLOURS), self.coins[p]] for p in self.powers
        ]
        lines = "".join(f"<li>{html.escape(t)}</li>" for t in self.explain())
        table = table_html(header, rows, caption=_("Debate"))
        return f"<div class='mj-debate'>{table}<ul>{lines}</ul></div>"


_COLOUR_KEYS = {**{c: c for c in COLOURS}, **dict(zip(COLOUR_LETTERS, COLOURS, strict=True))}


def _read_powers(powers: Mapping[Hashable, Mapping[str, int]]) -> dict[Hashable, dict[str, int]]:
    if not isinstance(powers, Mapping) or not powers:
        raise MalformedInput(
            _("debate needs a mapping player -> {colour: total power} with at least one player"),
            rule=ex.RULE_DEBATE,
        )
    out: dict[Hashable, dict[str, int]] = {}
    for player, totals in powers.items():
        if not isinstance(totals, Mapping):
            raise MalformedInput(
                _("{seat}'s totals must map colours to powers, not {totals!r}").format(seat=ex.seat(player), totals=totals),
                rule=ex.RULE_DEBATE,
            )
        row = dict.fromkeys(COLOURS, 0)
        for colour, value in totals.items():
            key = _COLOUR_KEYS.get(colour.strip().lower() if isinstance(colour, str) else colour)
            if key is None and isinstance(colour, str):
                key = _COLOUR_KEYS.get(colour.strip().upper())
            if key is None:
                raise MalformedInput(
                    _("{colour!r} is not a colour: use red, blue or yellow").format(colour=colour), rule=N_("revised 1-3")
                )
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise MalformedInput(
                    _("{seat}'s {key} total must be a whole number >= 0, not {value!r}").format(seat=ex.seat(player), key=key, value=value),
                    rule=ex.RULE_DEBATE,
                )
            row[key] = value
        out[player] = row
    return out


def debate(powers: Mapping[Hashable, Mapping[str, int]]) -> DebateResult:
    """Pay one debate (revised 2-4), colour by colour, on each player's total power.

    Every player tied at the top total W takes 2 coins. The highest non-zero total below W is
    second: each player there takes W // 5 coins per player tied at the top. A total of 0 never
    places. A missing colour counts as 0.

    The worked example of revised 2-4:

    >>> r = debate({"You": {"red": 15, "blue": 32}, "Opp A": {"red": 20, "blue": 32},
    ...             "Partner": {"red": 16, "blue": 3}, "Opp B": {"red": 10, "yellow": 10}})
    >>> r.coins
    {'You': 2, 'Opp A': 4, 'Partner': 16, 'Opp B': 2}
    """
    table = _read_powers(powers)
    coins = dict.fromkeys(table, 0)
    by_colour: dict[str, dict[Hashable, int]] = {}
    sentences: dict[str, str] = {}
    for colour in COLOURS:
        text, paid = ex.debate_sentence(colour, {p: row[colour] for p, row in table.items()})
        sentences[colour] = text
        by_colour[colour] = paid
        for p, k in paid.items():
            coins[p] += k
    return DebateResult(powers=table, coins=coins, by_colour=by_colour, sentences=sentences)


# -- the end ------------------------------------------------------------------------------------
def winners(coins: list[int], spy_holder: int) -> tuple[list[int], str]:
    """The winning seats and why (revised 2-6 for teams, 3-3 with 3 players; RULINGS).

    4 players: the team with more coins wins; a tie goes to the team holding the spy token.
    3 players: most coins; a tie goes to the token holder if tied, else to the tied player
    nearest clockwise from the holder.

    >>> winners([5, 3, 4, 6], 1)[0]
    [1, 3]
    >>> winners([7, 7, 3], 2)
    ([0], 'Seat 0 and seat 1 tie with 7 coins; the spy token holder (seat 2) is not among them, so the tied player nearest clockwise from the holder, seat 0, wins.')
    """
    n = len(coins)
    h = spy_holder
    if n == 4:
        a, b = coins[0] + coins[2], coins[1] + coins[3]
        if a != b:
            team = 0 if a > b else 1
            best, other = max(a, b), min(a, b)
            text = _("Team of seats {a} and {b} wins with {best} coins against {other}.").format(
                a=team, b=team + 2, best=best, other=other
            )
        else:
            team = h % 2
            text = _(
                "The teams tie with {n} coins each; the team holding the spy token ({seat}) wins: "
                "seats {a} and {b}."
            ).format(n=a, seat=ex.seat(h), a=team, b=team + 2)
        return [team, team + 2], text
    best = max(coins)
    tied = [p for p in range(n) if coins[p] == best]
    if len(tied) == 1:
        return tied, _("{Seat} wins with {best} coins.").format(Seat=ex.Seat(tied[0]), best=best)
    winner = min(tied, key=lambda p: (p - h) % n)
    if winner == h:
        why = _("{seat} holds the spy token and wins the tie").format(seat=ex.seat(h))
    else:
        why = _(
            "the spy token holder ({holder}) is not among them, so the tied player nearest "
            "clockwise from the holder, {seat}, wins"
        ).format(holder=ex.seat(h), seat=ex.seat(winner))
    who = ex.seats(tied)
    return [winner], _("{who} tie with {best} coins; {why}.").format(
        who=who[0].upper() + who[1:], best=best, why=why
    )


def won_html(won: list[Card]) -> str:
    """Won cards grouped by colour (as players sort them, revised 2-3 step 5)."""
    parts = []
    for c in COLOURS:
        group = sorted(card for card in won if card.colour == c)
        total = sum(card.power for card in group)
        head = french(f"{ex.colour_word(c)} {total}:")  # "rouge 0 :" (review 2, 51)
        parts.append(f"<div>{head} {cards_html(group)}</div>")
    return "".join(parts)
