"""Bots for The Majority, one strategy per class (as in Axelrod).

Each bot decides from its seat's view (:meth:`TheMajorityState.view`) and the legal actions
only: its hand or draft packet, everyone's won cards (public), the face-up plays, the spy token.
They never look at other hands, so a lesson can put them next to students at the table.

* :class:`~majority_core.policy.UniformRandom` ("random"): the baseline.
* :class:`Greedy` ("greedy"): takes and plays the card that would raise its side's coins the
  most if the debate were held now.
* :class:`RunnerUp` ("runner-up"): aims for second place in colours where a rival leads with 15
  or more (second then pays 3 coins or more, first only 2), and keeps out of the lead there.
* :class:`Saboteur` ("saboteur"): plays its 0s and 2s as soon as they hurt the other side
  more than its own, otherwise like :class:`Greedy`.

>>> from majority_core.game import play
>>> from majority_core.the_majority import TheMajorityState
>>> g = play(TheMajorityState.new(n_players=4, seed=3), [Greedy(), RunnerUp()] * 2, seed=3)
>>> g.is_terminal()
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from ..policy import Policy, UniformRandom
from .components import COLOURS, POWERS, Card
from .kernel import colour_payout

__all__ = ["POLICIES", "Greedy", "RunnerUp", "Saboteur", "UniformRandom", "get_policy"]

#: Rough expected power a lone 0 steals: each other player plays its colour about one time in
#: three, with an average power of about 5 (revised 1-2 deck).
_STEAL_PER_RIVAL = 5 / 3

#: Card codes (``colour index * 16 + power``, as :attr:`Card._key` and :mod:`.fast`) by name.
_CODES = {f"{letter}{power}": i * 16 + power for i, letter in enumerate("RBY") for power in POWERS}


def _code(card: Any) -> int:
    """The code of a card or its notation ("R10" -> 10, "B0" -> 16)."""
    code = _CODES.get(str(card))
    if code is None:
        c = Card.parse(card)
        code = c.index * 16 + c.power
    return code


class Reading:
    """The part of a seat's view the bots read, as small ints: the light view.

    ``seat``, ``n`` (players), ``partner`` (None with 3 players), ``phase`` ("draft",
    "exchange", "trick"), ``cols[colour][seat]`` (power won, colours red, blue, yellow) and
    ``table[seat]`` (the card code a seat has played face up in this trick, else None). Built
    from a view dict by :meth:`MajorityPolicy.read`, or directly by the fast playout
    (:mod:`.fast`), so both paths decide with the very same code. Everything in it is public
    or the seat's own: no more than its view.
    """

    __slots__ = (
        "seat", "n", "partner", "phase", "cols", "table", "rivals", "steal", "key", "rows",
        "order",
    )  # fmt: skip

    def __init__(
        self,
        seat: int,
        n: int,
        partner: int | None,
        phase: str,
        cols: list[list[int]],
        table: list[int | None] | None,
    ) -> None:
        self.seat, self.n, self.partner, self.phase = seat, n, partner, phase
        self.cols, self.table = cols, table
        #: The seats not on my side; the power a lone 0 is credited with stealing.
        self.rivals = tuple(s for s in range(n) if s != seat and s != partner)
        #: My seat, my partner's (4 players) and the rivals': the order :func:`_lead4` and
        #: :func:`_lead3` take a colour's totals in.
        #: None for a seating of neither shape (a reading typed by hand).
        self.order: tuple[int, ...] | None = None
        if len(self.rivals) == 2 and (n == 4) == (partner is not None) and n in (3, 4):
            self.order = (seat, *(() if partner is None else (partner,)), *self.rivals)
        self.steal = round(_STEAL_PER_RIVAL * (n - 1))
        #: My side's part of a key of :data:`_GAINS`: the player count and my side (partners
        #: share their gains: one side, the same numbers).
        self.key = (n << 2 | (seat if partner is None else min(seat, partner))) << _SIDE_SHIFT
        #: Per colour, the last row of :data:`_GAINS` read, with the seat and the totals it
        #: was read for (totals change only when a trick is won: most decisions reuse it).
        self.rows: list[tuple[int, list[int], list[int | None]] | None] = [None, None, None]


#: Gains already worked out, shared by every Reading of the process (the search's playouts of
#: one world, and of the next, meet the same colour totals again and again): per key, the gain
#: of each power (None: not worked out yet), then my side's coin lead now (at :data:`_NOW`).
#: The key packs a colour's totals (8 bits a seat: a colour's cards total at most 120; a
#: hand-typed view with a total beyond 0-255 is worked out without a key), the winning seat
#: and the deciding side (:attr:`Reading.key`); a gain depends on nothing else. Emptied when it
#: reaches :data:`_GAINS_CAP` keys (a few megabytes).
_GAINS: dict[int, list[int | None]] = {}
_GAINS_CAP = 1 << 16
_SEAT_SHIFT, _SIDE_SHIFT = 32, 34
_NOW = 16


def _gain_row(r: Reading, colour: int, seat: int) -> list[int | None]:
    """The remembered gains (by power) of a card of ``colour`` won by ``seat`` now, for
    ``r``'s side: an entry of :data:`_GAINS` (a fresh row when the totals have no key), kept
    in ``r.rows`` too (:func:`_scan` first looks there: the totals have not changed since)."""
    v = r.cols[colour]
    if r.n == 4:
        a, b, c, d = v
        key = r.key | seat << _SEAT_SHIFT | a | b << 8 | c << 16 | d << 24
        wide = (a | b | c | d) >> 8
    else:
        a, b, c = v
        key = r.key | seat << _SEAT_SHIFT | a | b << 8 | c << 16
        wide = (a | b | c) >> 8
    if wide:  # a total below 0 or above 255
        return [None] * 17
    row = _GAINS.get(key)
    if row is None:
        if len(_GAINS) >= _GAINS_CAP:
            _GAINS.clear()
        row = _GAINS[key] = [None] * 17
    r.rows[colour] = (seat, v[:], row)
    return row


def _side_coins(
    values: Sequence[int], me: int, partner: int | None, rivals: tuple[int, ...]
) -> int:
    """My side's coins minus the best rival's coins in one colour, for these totals (the
    payout of :func:`~.kernel.colour_payout`, revised 2-4, written out for the bots' hot path:
    a test checks it against the kernel on every total)."""
    if len(values) == 4 and partner is not None and len(rivals) == 2:
        return _lead4(values[me], values[partner], values[rivals[0]], values[rivals[1]])
    if len(values) == 3 and partner is None and len(rivals) == 2:
        return _lead3(values[me], values[rivals[0]], values[rivals[1]])
    top = max(values)
    if top <= 0:
        return 0
    second = 0  # the highest non-zero total below the top
    for v in values:
        if second < v < top:
            second = v
    prize = (top // 5) * values.count(top) if second else 0
    v = values[me]
    mine = 2 if v == top else prize if v == second else 0
    if partner is not None:
        v = values[partner]
        mine += 2 if v == top else prize if v == second else 0
    best = 0
    for s in rivals:
        v = values[s]
        pay = 2 if v == top else prize if v == second else 0
        if pay > best:
            best = pay
    return mine - best


def _lead4(a: int, b: int, c: int, d: int) -> int:
    """:func:`_side_coins` of 4 players' totals: ``a`` mine, ``b`` my partner's, ``c`` and
    ``d`` the rivals' (plain comparisons, no list and no call: the bots' innermost step)."""
    top = a if a > b else b
    if c > top:
        top = c
    if d > top:
        top = d
    if top <= 0:
        return 0
    second = 0  # the highest non-zero total below the top
    if a != top and a > second:
        second = a
    if b != top and b > second:
        second = b
    if c != top and c > second:
        second = c
    if d != top and d > second:
        second = d
    if not second:  # only the top pays: 2 coins to each seat there
        return (2 if a == top else 0) + (2 if b == top else 0) - (2 if c == top or d == top else 0)
    prize = (top // 5) * ((a == top) + (b == top) + (c == top) + (d == top))
    mine = (2 if a == top else prize if a == second else 0) + (
        2 if b == top else prize if b == second else 0
    )
    x = 2 if c == top else prize if c == second else 0
    y = 2 if d == top else prize if d == second else 0
    return mine - (x if x > y else y)


def _lead3(a: int, c: int, d: int) -> int:
    """:func:`_side_coins` of 3 players' totals: ``a`` mine, ``c`` and ``d`` the rivals'."""
    top = a if a > c else c
    if d > top:
        top = d
    if top <= 0:
        return 0
    second = 0
    if a != top and a > second:
        second = a
    if c != top and c > second:
        second = c
    if d != top and d > second:
        second = d
    if not second:
        return (2 if a == top else 0) - (2 if c == top or d == top else 0)
    prize = (top // 5) * ((a == top) + (c == top) + (d == top))
    x = 2 if c == top else prize if c == second else 0
    y = 2 if d == top else prize if d == second else 0
    return (2 if a == top else prize if a == second else 0) - (x if x > y else y)


def _scan(r: Reading, codes: Sequence[int], seat: int, best: bool) -> Any:
    """The gain of each card of ``codes`` won by ``seat`` (:meth:`MajorityPolicy.gain`), read
    from :data:`_GAINS` or worked out there; with ``best``, only the index of the first best
    greedy score (gain, power), each score as one int, gain * 16 + power (a power is below
    16: the same order), without a tuple per card: :meth:`MajorityPolicy.choose`'s hot path."""
    out: list[int] = []
    top = -(1 << 30)
    found = 0
    last = -1
    row: list[int | None] = []
    cols, rows = r.cols, r.rows
    for i, code in enumerate(codes):
        colour = code >> 4
        if colour != last:
            last = colour
            held = rows[colour]
            if held is not None and held[0] == seat and held[1] == cols[colour]:
                row = held[2]
            else:
                row = _gain_row(r, colour, seat)
        power = code & 15
        gain = row[power]
        if gain is None:
            gain = row[power] = _gain(r, cols[colour], power, seat, row)
        if best:
            rank = gain << 4 | power
            if rank > top:
                top, found = rank, i
        else:
            out.append(gain)
    return found if best else out


def _gift_scan(r: Reading, codes: Sequence[int], partner: int) -> int:
    """The index of the first best of :meth:`MajorityPolicy.exchange_scores` in one pass:
    each score ``(theirs - mine, -power)`` as one int, ``(theirs - mine) * 16 + 15 - power``
    (a power is below 16: the same order), without a tuple per card."""
    mine = _scan(r, codes, r.seat, False)
    theirs = _scan(r, codes, partner, False)
    top = -(1 << 30)
    found = 0
    for i, code in enumerate(codes):
        rank = (theirs[i] - mine[i]) * 16 + 15 - (code & 15)
        if rank > top:
            top, found = rank, i
    return found


def _runner_scan(r: Reading, codes: Sequence[int], threshold: int) -> int:
    """The index of the first best of :meth:`RunnerUp.scores` in one pass, without a tuple
    per card: the greedy one-pass scan while no rival leads a colour with ``threshold``;
    else each score ``(f, s)`` as one int, ``2f * 64 + 2s`` (``2f`` is whole, ``|2s| <= 20``:
    the same order), the gains read as :func:`_scan` reads them, a row only where needed."""
    cols, rivals, me = r.cols, r.rivals, r.seat
    for col in cols:
        for s in rivals:
            if col[s] >= threshold:
                break
        else:
            continue
        break
    else:  # greedy everywhere (see RunnerUp.scores): (gain, power / 2) orders as (gain, power)
        return _scan(r, codes, me, True)  # type: ignore[no-any-return]
    rows = r.rows
    top = -(1 << 30)
    found = 0
    last = -1
    racing = False
    leader = second = 0
    values: list[int] = []
    row: list[int | None] | None = None
    for i, code in enumerate(codes):
        power = code & 15
        colour = code >> 4
        if colour != last:
            last = colour
            values = cols[colour]
            row = None
            leader = values[rivals[0]]
            for s in rivals:
                if values[s] > leader:
                    leader = values[s]
            racing = leader >= threshold
            if racing:  # the best total below the lead among the others (my partner too)
                second = 0
                for s, v in enumerate(values):
                    if s != me and v != leader and v > second:
                        second = v
        if racing and power != 7:  # RunnerUp._race
            new = values[me] + power
            if new >= leader:
                rank = -128 - 2 * power  # (-1.0, -power): would take or share the lead
            elif new > second:
                rank = (leader // 5 + 1) * 128 + 2 * power  # (leader // 5 + 1.0, power)
            else:
                rank = 64 + 2 * power  # (0.5, power): climbing towards second
        else:  # greedy: (gain, power / 2)
            if row is None:
                held = rows[colour]
                if held is not None and held[0] == me and held[1] == values:
                    row = held[2]
                else:
                    row = _gain_row(r, colour, me)
            gain = row[power]
            if gain is None:
                gain = row[power] = _gain(r, values, power, me, row)
            rank = gain * 128 + power
        if rank > top:
            top, found = rank, i
    return found


def _gain(r: Reading, values: list[int], power: int, seat: int, row: list[int | None]) -> int:
    """How much my side's coin lead in one colour (``values``: its totals per seat) changes
    if ``seat`` wins a card of ``power`` there now (see :meth:`MajorityPolicy.gain`); ``row``:
    the totals' entry of :data:`_GAINS`, whose last place keeps my side's lead now."""
    before = row[_NOW]
    after = values[:]
    after[(seat - 1) % r.n if power == 7 else seat] += power or r.steal
    o = r.order
    if o is None:
        me, partner, rivals = r.seat, r.partner, r.rivals
        if before is None:
            before = row[_NOW] = _side_coins(values, me, partner, rivals)
        return _side_coins(after, me, partner, rivals) - before
    if len(o) == 4:
        a, b, c, d = o
        if before is None:
            before = row[_NOW] = _lead4(values[a], values[b], values[c], values[d])
        return _lead4(after[a], after[b], after[c], after[d]) - before
    a, c, d = o
    if before is None:
        before = row[_NOW] = _lead3(values[a], values[c], values[d])
    return _lead3(after[a], after[c], after[d]) - before


def _keeps(cls: type, base: type, *names: str) -> bool:
    """Whether ``cls`` keeps ``base``'s methods ``names``: then a one-pass path that stands in
    for them makes the same choice."""
    return all(getattr(cls, name) is getattr(base, name) for name in names)


class MajorityPolicy(Policy):
    """Shared reading of the view: who is on my side, what a card would be worth now.

    A bot decides from a :class:`Reading` (:meth:`choose`); :meth:`act` reads the view dict
    into one, and the fast playout builds it directly: one piece of logic for both paths.
    """

    game: ClassVar[str] = "the_majority"
    #: Whether the class scores as :class:`Greedy` does (this class's ``score``, ``scores``
    #: and ``gains``): then :meth:`choose` takes the hot path, :func:`_scan`.
    _greedy: ClassVar[bool] = True
    #: Whether the class gives as this one does (its ``exchange_scores`` and ``gains``): then
    #: :meth:`choose` picks the exchange in one pass, :func:`_gift_scan`.
    _gift: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._greedy = _keeps(cls, MajorityPolicy, "score", "scores", "gains")
        cls._gift = _keeps(cls, MajorityPolicy, "exchange_scores", "gains")

    # -- reading the view ---------------------------------------------------------------------
    @staticmethod
    def read(view: dict[str, Any]) -> Reading:
        """The light view of a view dict."""
        totals = view["totals"]
        table = view.get("table")
        return Reading(
            view["seat"],
            view["n_players"],
            view.get("partner"),
            view["phase"],
            [[t[c] for t in totals] for c in COLOURS],
            None if table is None else [None if c is None else _code(c) for c in table],
        )

    @staticmethod
    def side(r: Reading) -> list[int]:
        """My seat and my partner's (4 players), or just mine (3 players)."""
        return [r.seat] if r.partner is None else [r.seat, r.partner]

    def gain(self, r: Reading, code: int, seat: int | None = None) -> int:
        """How much my side's coin lead would change if ``seat`` (default: me) won the card
        ``code`` now; a 7 lands with the player on the right (revised 3-1 [7]); a lone 0 is
        credited with what it may steal."""
        return self.gains(r, (code,), seat)[0]

    @staticmethod
    def gains(r: Reading, codes: Sequence[int], seat: int | None = None) -> list[int]:
        """:meth:`gain` of each card of ``codes`` (one call for a whole hand: the hot path)."""
        return _scan(r, codes, r.seat if seat is None else seat, False)  # type: ignore[no-any-return]

    # -- deciding -------------------------------------------------------------------------------
    def score(self, r: Reading, code: int) -> tuple[float, ...]:
        """Bigger is better; ties fall back on the order of ``legal``."""
        return (self.gain(r, code), code & 15)

    def scores(self, r: Reading, codes: Sequence[int]) -> list[tuple[float, ...]]:
        """:meth:`score` of each card (a subclass that changes ``score`` changes these)."""
        if type(self).score is MajorityPolicy.score:  # the greedy score, for a whole hand
            return [(g, c & 15) for g, c in zip(self.gains(r, codes), codes, strict=True)]
        return [self.score(r, c) for c in codes]

    def exchange_scores(self, r: Reading, codes: Sequence[int]) -> list[tuple[float, ...]]:
        """Give the partner the card worth more in the partner's won cards than in mine."""
        mine = self.gains(r, codes)
        theirs = self.gains(r, codes, r.partner)
        return [(t - m, -(c & 15)) for t, m, c in zip(theirs, mine, codes, strict=True)]

    def choose(self, r: Reading, codes: Sequence[int], rng: random.Random) -> int:
        """The index in ``codes`` (the legal cards, in order) of the card to play: the first
        of the best scores."""
        if len(codes) == 1:
            return 0
        if r.phase == "exchange":
            if self._gift and r.partner is not None:
                return _gift_scan(r, codes, r.partner)
            scores = self.exchange_scores(r, codes)
        elif self._greedy:
            return _scan(r, codes, r.seat, True)  # type: ignore[no-any-return]
        else:
            scores = self.scores(r, codes)
        return scores.index(max(scores))

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        codes = [_code(a) for a in legal]
        return legal[self.choose(self.read(view), codes, rng)]


class Greedy(MajorityPolicy):
    """Keeps and plays the card that raises its side's coin lead most if the debate were now."""

    name = "greedy"
    description = (
        "Picks the card that would raise its side's coins most (against the best rival) if the "
        "debate were held right now."
    )


class RunnerUp(MajorityPolicy):
    """Aims for second place where a rival leads with 15 or more, and stays out of that lead."""

    name = "runner-up"
    description = (
        "Where a rival leads a colour with 15 or more, second place pays 3+ coins against 2 for "
        "first: it climbs to second there and never overtakes; elsewhere it plays greedily."
    )
    threshold: ClassVar[int] = 15

    def score(self, r: Reading, code: int) -> tuple[float, ...]:
        return self.scores(r, (code,))[0]

    #: Whether the class scores as RunnerUp does (its ``scores`` and ``_race``, the shared
    #: ``gains``): then :meth:`choose` takes the hot path, :func:`_runner_scan`.
    _runner: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._runner = _keeps(cls, RunnerUp, "scores", "_race", "gains")

    def choose(self, r: Reading, codes: Sequence[int], rng: random.Random) -> int:
        if len(codes) > 1 and r.phase != "exchange" and self._runner:
            return _runner_scan(r, codes, self.threshold)
        return super().choose(r, codes, rng)

    def scores(self, r: Reading, codes: Sequence[int]) -> list[tuple[float, ...]]:
        rivals, threshold = r.rivals, self.threshold
        leads = [max([col[s] for s in rivals]) for col in r.cols]  # the best rival, per colour
        if max(leads) < threshold:
            # no rival leads any colour with the threshold yet: greedy everywhere
            pairs = zip(self.gains(r, codes), codes, strict=True)
            return [(g, (c & 15) / 2) for g, c in pairs]
        out: list[tuple[float, ...] | None] = [
            None if leads[code >> 4] < threshold else self._race(r, code, leads[code >> 4])
            for code in codes
        ]
        rest = [c for c, s in zip(codes, out, strict=True) if s is None]
        if not rest:
            return out  # type: ignore[return-value]
        gains = iter(self.gains(r, rest))  # elsewhere it plays greedily
        pairs = zip(codes, out, strict=True)
        return [(next(gains), (c & 15) / 2) if s is None else s for c, s in pairs]

    def _race(self, r: Reading, code: int, leader: int | None = None) -> tuple[float, ...] | None:
        """The score in a colour a rival leads with the threshold or more (else None);
        ``leader``: the best rival's total in the card's colour, when known."""
        values = r.cols[code >> 4]
        power = code & 15
        if leader is None:
            leader = max([values[s] for s in r.rivals])
        if leader < self.threshold or power == 7:
            return None
        me = r.seat
        new = values[me] + power
        if new >= leader:
            return (-1.0, -power)  # would take or share the lead: only 2 coins
        # the best total below the lead among the others (my partner included)
        second = 0
        for s, v in enumerate(values):
            if s != me and v != leader and v > second:
                second = v
        if new > second:
            return (leader // 5 + 1.0, power)  # second place, with a margin
        return (0.5, power)  # climbing towards second


class Saboteur(MajorityPolicy):
    """Plays 0s and 2s when the damage to the other side exceeds the harm to its own."""

    name = "saboteur"
    description = (
        "Bribes (0) and assassinates (2) whenever the cards already in front of the others "
        "suggest it hurts them more than its own side; otherwise greedy."
    )

    def score(self, r: Reading, code: int) -> tuple[float, ...]:
        base = self.gain(r, code)
        power = code & 15
        if r.phase != "trick" or power not in (0, 2):
            return (base, power)
        n = r.n
        mine = self.side(r)
        leader_coins = [0.0] * n
        for column in r.cols:
            pay = colour_payout(column)
            for s in range(n):
                leader_coins[s] += pay[s]
        mine_total = sum(leader_coins[s] for s in mine)
        rival_total = max(leader_coins[s] for s in range(n) if s not in mine)
        # Behind: disrupt now; ahead: keep the effect for later (plays it as a plain card).
        bonus = 2.0 if rival_total >= mine_total else 0.0
        # Face-up plays already on the table make the effect certain.
        hits = 0
        colour = code >> 4
        for s, c in enumerate(r.table or ()):
            if c is None or s == r.seat:
                continue
            hit = c >> 4 == colour if power == 0 else c >> 4 != colour
            if hit:  # stealing the partner's card keeps it in the team; killing it does not
                hits += 1 if s not in mine else (0 if power == 0 else -1)
        return (base + bonus + 2.0 * hits, power)


#: The bots by name, for ``simulate(["greedy", "random", ...])`` and the boards.
POLICIES: dict[str, type[Policy]] = {
    "random": UniformRandom,
    "greedy": Greedy,
    "runner-up": RunnerUp,
    "saboteur": Saboteur,
}


def get_policy(spec: str | Policy) -> Policy:
    """A policy from its name (``"greedy"``) or itself."""
    if isinstance(spec, Policy):
        return spec
    try:
        return POLICIES[spec]()
    except (KeyError, TypeError):
        raise ValueError(f"no bot called {spec!r}; choose one of: {', '.join(POLICIES)}") from None
