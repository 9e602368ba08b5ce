"""Pure rules of *Witch of the Academy*: no state object, no randomness.

The engine (:mod:`majority_core.witch.state`), the bots and the Bayesian inference call these
functions, so they can only disagree on bookkeeping, never on a rule. The two scoring rules
are pinned for tests outside this repository:

>>> information_points({"A": {"pink": 3, "yellow": 2, "red": 1, "blue": 1},
...                     "B": {"pink": 1, "yellow": 2, "red": 2}}).points
{'A': 19, 'B': 11}
>>> suspicion({"yellow": 4, "blue": 5, "red": 2, "pink": 8, "black": 3},
...           n_players=4, standard=True).points
{'yellow': 4, 'blue': 10, 'red': 2, 'pink': 13, 'black': 3}
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from numbers import Integral

from ..errors import MalformedInput
from ..i18n import _, ngettext, pgettext
from .components import (
    BLACK,
    CODE_LETTER,
    COLOURS,
    DISCOVERY_GUESS_POINTS,
    DISCOVERY_THRESHOLD,
    DISK_CODES,
    DISK_COLOURS,
    STANDARD_GUESS_POINTS,
    SUSPICION_BONUS,
    D,
    K,
    check_config,
)

R_INFO = 'Witch 3 "Phase de Nuit" (2)'
R_SUSPICION = 'Witch 3 "Phase de Nuit" (4)'
R_SUSPICION_STD = 'Witch 5 "Phases de nuit de la partie standard"'


def _count(value: object, where: str, rule: str) -> int:
    """A count of cards or disks: a whole number 0 or more (numpy integers too, not bools)."""
    if isinstance(value, bool) or not isinstance(value, Integral) or value < 0:
        raise MalformedInput(
            _("{where} must be a whole number 0 or more, not {value!r}").format(
                where=where, value=value
            ),
            rule=rule,
        )
    return int(value)


# -- (2) information disks -> points ----------------------------------------------------
@dataclass(frozen=True)
class InformationPoints:
    """The points each player's disks are worth at night (Witch 3 "Phase de Nuit" (2)).

    ``points`` has every player given, ``lines`` the reasons; ``explain()`` returns them.
    ``by_colour`` gives, per player, the points of each colour (and ``"all"`` for the bonus).
    """

    points: dict[Hashable, int]
    by_colour: dict[Hashable, dict[str, int]]
    lines: tuple[str, ...] = field(default=())

    def explain(self) -> list[str]:
        """The reasons as sentences (a lesson lists them one a line); the night's log joins
        the bare ``lines`` into one sentence."""
        return [_sentence(x) for x in self.lines]


def _sentence(line: str) -> str:
    """A reason as a sentence of its own: a capital first letter and a full stop."""
    return line[:1].upper() + line[1:] + ("" if line.endswith(".") else ".")


def information_points(disks: Mapping[Hashable, Mapping[str, int]]) -> InformationPoints:
    """Score information disks: 2 for holding all four colours, then colour by colour
    3 per disk for the one player who holds the most, 2 per disk for each player tied for the
    most, 1 per disk for everybody else (Witch 3 "Phase de Nuit" (2)).

    ``disks`` maps a player to ``{colour: count}``; a missing colour counts 0. There are no
    black disks (RULINGS), so ``"black"`` is refused like any unknown colour or a count that
    is not a whole number 0 or more (``ValueError``).

    The rulebook's example: A with 3 pink, 2 yellow, 1 red and 1 blue gets 2 for all colours,
    9 for pink (nobody else has 3), 4 for yellow (tied with B at 2), 1 for red and 1 for blue:

    >>> r = information_points({"A": {"pink": 3, "yellow": 2, "red": 1, "blue": 1},
    ...                         "B": {"yellow": 2, "red": 2}, "C": {"pink": 2, "blue": 3}})
    >>> r.points
    {'A': 17, 'B': 10, 'C': 11}
    >>> r.explain()[0]
    'A holds disks of all four colours: 2 points.'
    """
    if not isinstance(disks, Mapping):
        raise MalformedInput(
            _("disks must map each player to {{colour: count}}, not {type}").format(
                type=type(disks).__name__
            ),
            rule=R_INFO,
        )
    counts: dict[Hashable, dict[str, int]] = {}
    for player, held in disks.items():
        if not isinstance(held, Mapping):
            raise MalformedInput(
                _("the disks of {player!r} must be a mapping {{colour: count}}, not {held!r}")
                .format(player=player, held=held),
                rule=R_INFO,
            )
        row = dict.fromkeys(DISK_COLOURS, 0)
        for colour, n in held.items():
            if colour == BLACK:
                raise MalformedInput(
                    _(
                        "{player!r} is given black disks, but information disks come only in "
                        "red, pink, blue and yellow (a black card gives a disk of another colour)"
                    ).format(player=player),
                    rule="Witch 3 Exception 1; RULINGS: Witch of the Academy",
                )
            if colour not in row:
                raise MalformedInput(
                    _("{colour!r} is not a disk colour; disks are red, pink, blue and yellow")
                    .format(colour=colour),
                    rule=R_INFO,
                )
            row[colour] = _count(
                n,
                _("the number of {colour} disks of {player!r}").format(
                    colour=colour, player=player
                ),
                R_INFO,
            )
        counts[player] = row
    points = dict.fromkeys(counts, 0)
    by_colour: dict[Hashable, dict[str, int]] = {p: {} for p in counts}
    lines: list[str] = []
    for player, row in counts.items():
        if all(row.values()):
            points[player] += 2
            by_colour[player]["all"] = 2
            lines.append(_("{player} holds disks of all four colours: 2 points").format(player=player))
    for colour in DISK_COLOURS:
        top = max((row[colour] for row in counts.values()), default=0)
        if top == 0:
            continue
        leaders = [p for p, row in counts.items() if row[colour] == top]
        word = pgettext("colour", colour)
        for player, row in counts.items():
            n = row[colour]
            if not n:
                continue
            if n == top and len(leaders) == 1:
                per, why = 3, _("alone holds the most {colour}").format(colour=word)
            elif n == top:
                per, why = 2, ngettext(
                    "is tied for the most {colour} with {n} other",
                    "is tied for the most {colour} with {n} others",
                    len(leaders) - 1,
                ).format(colour=word, n=len(leaders) - 1)
            else:
                per, why = 1, _("does not hold the most {colour}").format(colour=word)
            points[player] += per * n
            by_colour[player][colour] = per * n
            lines.append(
                _("{player} {why} ({disks}): {per} × {n} = {points}").format(
                    player=player, why=why, per=per, n=n,
                    disks=ngettext("{n} disk", "{n} disks", n).format(n=n),
                    points=ngettext("{n} point", "{n} points", per * n).format(n=per * n),
                )
            )
    for player, row in counts.items():
        if not any(row.values()):
            lines.append(_("{player} holds no disk: 0 points").format(player=player))
    return InformationPoints(points, by_colour, tuple(lines))


def information_totals(disks: Sequence[Sequence[int]]) -> list[int]:
    """The points of :func:`information_points`, without its words or checks, for each seat's
    disks as counts by colour code (``disks[seat][code]``): what the search's fast playouts
    score a night with (tested against :func:`information_points`).

    >>> information_totals([[0, 1, 3, 1, 2], [0, 2, 0, 0, 2], [0, 0, 2, 3, 0]])
    [17, 10, 11]
    """
    points = [2 if all(row[c] for c in DISK_CODES) else 0 for row in disks]
    for c in DISK_CODES:
        top = max(row[c] for row in disks)
        if not top:
            continue
        per_top = 3 if sum(1 for row in disks if row[c] == top) == 1 else 2
        for p, row in enumerate(disks):
            k = row[c]
            if k:
                points[p] += per_top * k if k == top else k
    return points


# -- (4) rumour cards -> suspicion ------------------------------------------------------
@dataclass(frozen=True)
class Suspicion:
    """Suspicion points per colour (Witch 3 "Phase de Nuit" (4), 5 standard nights).

    ``points`` has exactly the colours given (0 for a colour given with no card).
    """

    points: dict[str, int]
    threshold: int
    lines: tuple[str, ...] = field(default=())

    def explain(self) -> list[str]:
        """The reasons as sentences (a lesson lists them one a line); the night's log joins
        the bare ``lines`` into one sentence."""
        return [_sentence(x) for x in self.lines]


def suspicion_threshold(n_players: int, standard: bool) -> int:
    """Rumour cards of one colour from which the +5 applies (discovery 6; standard n + 1).

    >>> [suspicion_threshold(n, True) for n in (3, 4, 5)], suspicion_threshold(4, False)
    ([4, 5, 6], 6)
    """
    n, standard = check_config(n_players, standard)
    return n + 1 if standard else DISCOVERY_THRESHOLD


def suspicion(rumours: Mapping[str, int], *, n_players: int, standard: bool) -> Suspicion:
    """Suspicion points of each colour from its face-up rumour cards.

    One point per card, and 5 more for a colour with 6 cards or more in the discovery game
    (RULINGS: "65" is a misprint for 6), or with more cards than players in the standard
    game (Witch 5: 4+ with 3 players, 5+ with 4, 6+ with 5). Face-down rumours are not
    rumours any more and must not be counted. Every colour given appears in ``points``, and
    only those. Black is refused with 3 players (the black cards are out of that game).

    The rulebook's examples (discovery: 7 red give 12; standard, 4 players):

    >>> suspicion({"red": 7}, n_players=5, standard=False).points
    {'red': 12}
    >>> suspicion({"yellow": 4, "blue": 5, "red": 2, "pink": 8, "black": 3},
    ...           n_players=4, standard=True).explain()[1]
    'Blue: 5 rumour cards, more than the 4 players: 5 + 5 = 10 suspicion points.'
    """
    threshold = suspicion_threshold(n_players, standard)
    rule = R_SUSPICION_STD if standard else R_SUSPICION
    if not isinstance(rumours, Mapping):
        raise MalformedInput(
            _("rumours must map each colour to a number of cards, not {type}").format(
                type=type(rumours).__name__
            ),
            rule=rule,
        )
    points: dict[str, int] = {}
    lines: list[str] = []
    for colour, n in rumours.items():
        if colour not in COLOURS:
            raise MalformedInput(
                _("{colour!r} is not a colour; colours are {colours}").format(
                    colour=colour, colours=", ".join(COLOURS)
                ),
                rule=rule,
            )
        n = _count(n, _("the number of {colour} rumour cards").format(colour=colour), rule)
        if colour == BLACK and n and n_players == 3:
            raise MalformedInput(
                _("there are no black cards in a 3-player game"), rule='Witch 5 "Préparation"'
            )
        over = n >= threshold
        points[colour] = n + (SUSPICION_BONUS if over else 0)
        card = ngettext("{n} rumour card", "{n} rumour cards", n).format(n=n)
        word = pgettext("colour", colour)
        if over:
            why = (
                _("more than the {n} players").format(n=n_players)
                if standard
                else _("{n} or more").format(n=threshold)
            )
            lines.append(
                _("{colour}: {cards}, {why}: {n} + 5 = {points} suspicion points").format(
                    colour=word, cards=card, why=why, n=n, points=points[colour]
                )
            )
        else:
            lines.append(
                _("{colour}: {cards}: {points}").format(
                    colour=word, cards=card,
                    points=ngettext("{n} suspicion point", "{n} suspicion points", n).format(n=n),
                )
            )
    return Suspicion(points, threshold, tuple(lines))


# -- the day ---------------------------------------------------------------------------
def black_pair_colours(field_counts: Sequence[int], colours: Sequence[int]) -> list[int]:
    """Disk colours allowed after taking two black cards: the non-black colour(s) most
    represented on the field, the player choosing among ties (Witch 3 Exception 1; RULINGS).
    With no coloured character card on the field every disk colour ties at 0.

    >>> black_pair_colours([2, 1, 3, 3, 0, 1], (1, 2, 3, 4))
    [2, 3]
    """
    top = max(field_counts[c] for c in colours)
    return [c for c in colours if field_counts[c] == top]


def disk_source(
    colour: int, taker: int, supply: Sequence[int], disks: Sequence[Sequence[int]]
) -> int | None:
    """Where the disk of ``colour`` comes from: ``-1`` the supply, a seat to take it from,
    or ``None`` for a 1-point token instead (Witch 3 Exception 2; RULINGS).

    When the supply is out, it comes from the other player holding the most of that colour,
    the nearest clockwise among ties; only when the taker holds every disk of it, a token.
    The rulebook's example: A 2, B 1, C 2 and you 2 yellow: you take from A.

    >>> disk_source(4, 3, [0, 0, 0, 0, 0], [[0, 0, 0, 0, 2], [0, 0, 0, 0, 1], [0, 0, 0, 0, 2], [0, 0, 0, 0, 2]])
    0
    """
    if supply[colour]:
        return -1
    n = len(disks)
    best, where = 0, None
    for step in range(1, n):
        s = (taker + step) % n
        if disks[s][colour] > best:
            best, where = disks[s][colour], s
    return where


def data_card_allowed(face_up_rumours: int, n_players: int) -> bool:
    """A data card needs 2 face-up rumours on the table (1 with 3 players) (Witch 3 (2), 5)."""
    return face_up_rumours >= (1 if n_players == 3 else 2)


def day_two_first_player(points: Sequence[int], first_day_one: int) -> int:
    """The second day's first player: most points, ties to the tied player farthest
    clockwise from the first day's first player (Witch 5 "Deuxième jour de la partie Standard"). The distance is
    counted clockwise from that player, who is at 0 and so loses a tie they are in (the last
    to play on day 1 is the farthest; docs/rulings-witch.md).

    >>> day_two_first_player([5, 7, 7, 2], 0), day_two_first_player([5, 7, 7, 2], 2)
    (2, 1)
    >>> day_two_first_player([7, 7, 0, 0], 0), day_two_first_player([7, 0, 0, 7], 0)
    (1, 3)
    """
    n = len(points)
    top = max(points)
    return max((s for s in range(n) if points[s] == top), key=lambda s: (s - first_day_one) % n)


# -- the night -------------------------------------------------------------------------
def guess_transfers(
    colours: Sequence[str],
    sheets: Sequence[Sequence[Sequence[str | None]]],
    standard: bool,
) -> list[tuple[int, int, int]]:
    """``(payer, payee, points)`` for every guesser who found a colour (Witch 3 (3), 5).

    ``sheets[g]`` holds guesser ``g``'s rows (one in the discovery game, two in the
    standard game), each row the colour written for every seat (``None`` for oneself).
    Discovery: 3 per correct guess. Standard: 2 per correct row, so 4 for both.

    The rulebook's end example: you (seat 0, blue) guessed A (red) right twice and B (black)
    right once; C (seat 3) guessed you right twice.

    >>> guess_transfers(["blue", "red", "black", "yellow"],
    ...     [[[None, "red", "yellow", "black"], [None, "red", "black", "pink"]],
    ...      [[None] * 4] * 2, [[None] * 4] * 2,
    ...      [["blue", None, None, None], ["blue", None, None, None]]], standard=True)
    [(1, 0, 4), (2, 0, 2), (0, 3, 4)]
    """
    per = STANDARD_GUESS_POINTS if standard else DISCOVERY_GUESS_POINTS
    out = []
    for g, rows in enumerate(sheets):
        for t, colour in enumerate(colours):
            if t == g:
                continue
            right = sum(1 for row in rows if row[t] == colour)
            if right:
                out.append((t, g, per * right))
    return out


def execution(day_two: Mapping[str, int], colours: Sequence[str]) -> tuple[str | None, int | None]:
    """The executed colour and seat: the most day-2 suspicion if unique, and only if a player
    holds that colour (Witch 5 "Phases de nuit de la partie standard", second night, step 4; RULINGS).

    >>> execution({"red": 4, "blue": 9, "pink": 9}, ["red", "pink", "blue"])
    (None, None)
    >>> execution({"red": 4, "blue": 9, "pink": 2}, ["red", "pink", "blue"])
    ('blue', 2)
    >>> execution({"red": 4, "blue": 9, "pink": 2}, ["red", "pink", "yellow"])
    ('blue', None)
    """
    if not day_two:
        return None, None
    top = max(day_two.values())
    tops = [c for c, v in day_two.items() if v == top]
    if len(tops) != 1:
        return None, None
    colour = tops[0]
    return colour, (colours.index(colour) if colour in colours else None)


def pay(tokens: int, amount: int) -> tuple[int, int]:
    """``(tokens left, borrowed)`` after paying ``amount`` from ``tokens`` face-down points;
    what is missing is borrowed from the supply (Witch 3 (3); RULINGS).

    >>> pay(5, 3), pay(2, 3)
    ((2, 0), (0, 1))
    """
    if amount <= tokens:
        return tokens - amount, 0
    return 0, amount - tokens


def net_transfers(transfers: Sequence[tuple[int, int, int]], n: int) -> list[int]:
    """What each seat gains (negative: pays) once all transfers are added up."""
    net = [0] * n
    for payer, payee, amount in transfers:
        net[payer] -= amount
        net[payee] += amount
    return net


# -- the actions (their notation is the engine's, so the bots and the inference share it) --
def take_disk(keep: int, trade: int, chosen: int | None) -> int:
    """The disk colour a take earns: the traded card's colour; for a black card the kept
    card's colour; for two black cards the colour chosen on the field (Witch 3 Exception 1)."""
    if trade != K:
        return trade
    if keep != K:
        return keep
    assert chosen is not None
    return chosen


@lru_cache(maxsize=4096)
def turn_actions(field: tuple[int, ...], data_ok: bool, codes: tuple[int, ...]) -> tuple[str, ...]:
    """The legal actions of a day turn, in a fixed order: every take ``take:keep/trade`` (and
    ``take:K/K:colour`` for two black cards), then ``data`` if a data card may be used.

    ``field`` counts the field's cards by code (``K R P B Y D``); ``data_ok`` says whether
    enough rumours are face up (see :func:`data_card_allowed`).

    >>> turn_actions((1, 0, 2, 0, 0, 1), True, (0, 1, 2, 3, 4))
    ('take:K/P', 'take:P/K', 'take:P/P', 'data')
    """
    out: list[str] = []
    disk_codes = tuple(c for c in codes if c != K)
    for k in codes:
        if not field[k]:
            continue
        for t in codes:
            if not field[t] or (t == k and field[k] < 2):
                continue
            if k == K and t == K:
                out += [f"take:K/K:{CODE_LETTER[d]}" for d in black_pair_colours(field, disk_codes)]
            else:
                out.append(f"take:{CODE_LETTER[k]}/{CODE_LETTER[t]}")
    if field[D] and data_ok:
        out.append("data")
    return tuple(out)


def hide_actions(up: Sequence[Sequence[int]], k: int) -> list[str]:
    """Ways to turn ``k`` face-up rumours face down (Witch 3 (2) step 4; 3 players: 1):
    ``hide:0R,2B`` turns seat 0's red rumour and seat 2's blue rumour face down.

    >>> hide_actions([[0, 2, 0, 0, 0], [0, 0, 0, 1, 0]], 2)
    ['hide:0R,0R', 'hide:0R,1B']
    """
    kinds = tuple(
        (s, c, row[c] >= 2) for s, row in enumerate(up) for c in range(5) if row[c]
    )
    return list(_hide_list(kinds, k))


@lru_cache(maxsize=2048)
def _hide_list(kinds: tuple[tuple[int, int, bool], ...], k: int) -> tuple[str, ...]:
    names = [f"{s}{CODE_LETTER[c]}" for s, c, _ in kinds]
    if k == 1:
        return tuple(f"hide:{x}" for x in names)
    out = []
    for i, (_s, _c, double) in enumerate(kinds):
        head = f"hide:{names[i]},"
        if double:
            out.append(head + names[i])
        out += [head + x for x in names[i + 1 :]]
    return tuple(out)


@lru_cache(maxsize=64)
def guess_actions(n: int, me: int, codes: tuple[int, ...]) -> tuple[str, ...]:
    """Every investigation-sheet row of seat ``me``: a colour for each other seat, in seat
    order (Witch 3 (1): a colour may be written in several columns).

    >>> guess_actions(3, 1, (1, 2, 3, 4))[:3]
    ('guess:0R,2R', 'guess:0R,2P', 'guess:0R,2B')
    """
    others = [s for s in range(n) if s != me]
    return tuple(
        "guess:" + ",".join(f"{s}{CODE_LETTER[c]}" for s, c in zip(others, combo, strict=True))
        for combo in product(codes, repeat=len(others))
    )
