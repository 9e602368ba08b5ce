"""A fast uniform-random playout of The Majority, for simulations of many thousands of games.

Why it exists: Monte Carlo lessons ("how often does the team holding the spy token win?") and
bot evaluations need hundreds of thousands of random games, and the full engine
(:class:`~majority_core.the_majority.state.TheMajorityState`) spends most of its time on what
makes it good for teaching: validating every decision, writing events in plain words, building
views. This module plays the same game with none of that: cards are small ints, hands are
lists, a trick is resolved by a specialised function over three or four ints.

It is *not* a second set of rules. It applies exactly the rules of the full engine, draws the
same chance from the same seeded generators and consumes each seat's generator exactly as
:class:`~majority_core.policy.UniformRandom` does under :func:`majority_core.game.play`, so the
same ``(seed, play_seed)`` gives the very same game, decision for decision. The equivalence
test (``tests/the_majority/test_fast.py``) plays hundreds of seeds through both and compares
decisions, won cards, discards, coins, spy token and results; any change of rules must be made
in both places or that test fails.

Card codes: ``colour * 16 + power`` with red 0, blue 1, yellow 2, so sorting codes gives the
canonical order of :meth:`TheMajorityState.legal_actions` (colour R, B, Y, then power).

>>> r = playout(7, 7)
>>> r.n_decisions  # 4 players: 44 decisions in round 1, 36 in each of rounds 2-4
152
>>> len(r.decisions), r.decisions[0][0]
(152, 0)
>>> sorted(r.returns)
[0.0, 0.0, 1.0, 1.0]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import MalformedInput
from ..i18n import N_, _
from ..rng import derive_seed, make_rng
from .components import not_a_card
from .kernel import colour_payout

if TYPE_CHECKING:  # pragma: no cover
    import random

    import pandas as pd

    from .policies import MajorityPolicy

__all__ = [
    "COLOURS",
    "Position",
    "run",
    "FastResult",
    "card_code",
    "card_name",
    "deck_codes",
    "fast_bots",
    "fast_form",
    "playout",
    "random_playouts",
    "result_rows",
    "simulate_random",
]

#: Colour letters, in the canonical order (the index is the colour part of a card code).
COLOURS = "RBY"
#: The powers of a colour, ascending (revised 1-2).
POWERS = (0, 2, 3, 5, 6, 7, 9, 10)
#: Copies of each power per colour with 4 players (revised 1-2): 24 cards a colour.
COPIES_4P = (4, 2, 4, 3, 3, 2, 3, 3)
#: With 3 players one card of each of 0, 3, 5, 6, 9, 10 leaves each colour (revised 3-3).
COPIES_3P = (3, 2, 3, 2, 2, 2, 2, 2)

_NOT_SPECIAL = frozenset((5, 6, 9, 10))
#: Bit lengths for the inlined ``Random._randbelow`` (index = number of choices).
_BITS = tuple(n.bit_length() for n in range(80))


def card_code(name: str) -> int:
    """The int code of a card written as in the engine (``"R10"`` -> 10, ``"B0"`` -> 16).

    >>> card_code("Y7")
    39
    """
    text = name.strip().upper() if isinstance(name, str) else ""
    if len(text) < 2 or text[0] not in COLOURS or not text[1:].isdigit():
        raise not_a_card(name)
    colour, power = COLOURS.index(text[0]), int(text[1:])
    if power not in POWERS:
        raise MalformedInput(
            _("no card {name!r}: powers are {powers}").format(
                name=name, powers=", ".join(map(str, POWERS))),
            rule=N_("revised 1-2"),
        )
    return colour * 16 + power


def card_name(code: int) -> str:
    """The engine's notation of a card code (``39`` -> ``"Y7"``)."""
    return f"{COLOURS[code >> 4]}{code & 15}"


def deck_codes(n_players: int = 4) -> list[int]:
    """The deck before the shuffle, in the engine's canonical order (colour, power, copies)."""
    copies = COPIES_4P if n_players == 4 else COPIES_3P
    return [
        c * 16 + p for c in range(3) for p, k in zip(POWERS, copies, strict=True) for _copy in range(k)
    ]


_DECK = {4: tuple(deck_codes(4)), 3: tuple(deck_codes(3))}


@dataclass(frozen=True, slots=True)
class FastResult:
    """The outcome of one fast playout, in the same terms as the full engine's state.

    ``won[p]`` and ``discarded`` are card codes in the order they were placed; ``codes``
    holds every decision as ``seat << 6 | card`` (see :attr:`decisions` for the engine's
    ``(seat, "R10")`` notation).
    """

    n_players: int
    coins: tuple[int, ...]
    won: tuple[tuple[int, ...], ...]
    discarded: tuple[int, ...]
    kept: tuple[int, ...]
    spy_holder: int
    returns: tuple[float, ...]
    codes: tuple[int, ...]

    @property
    def n_decisions(self) -> int:
        return len(self.codes)

    @property
    def decisions(self) -> list[tuple[int, str]]:
        """The decisions as ``(seat, card)`` pairs, comparable with the engine's ``history``."""
        return [(x >> 6, card_name(x & 63)) for x in self.codes]

    @property
    def winners(self) -> list[int]:
        return [p for p, r in enumerate(self.returns) if r > 0]

    def _repr_html_(self) -> str:
        from ..display import table_html

        rows = []
        for p in range(self.n_players):
            t = self.totals(p)
            rows.append(
                [
                    p,
                    self.coins[p],
                    t["R"],
                    t["B"],
                    t["Y"],
                    "yes" if p == self.spy_holder else "",
                    "won" if self.returns[p] else "",
                ]
            )
        caption = (
            f"Fast playout: {self.n_players} players, {self.n_decisions} decisions, "
            f"{len(self.discarded)} cards discarded"
        )
        header = ["seat", "coins", "red", "blue", "yellow", "spy token", "result"]
        return table_html(header, rows, caption=caption)

    def totals(self, player: int) -> dict[str, int]:
        """Power won by ``player`` in each colour (what the debate counts)."""
        t = {c: 0 for c in COLOURS}
        for code in self.won[player]:
            t[COLOURS[code >> 4]] += code & 15
        return t


def playout(
    seed: int,
    play_seed: int,
    *,
    n_players: int = 4,
    first_edition: bool = False,
    spy_holder: int = 0,
    bots: Sequence[MajorityPolicy | None] | None = None,
) -> FastResult:
    """Play one game, as fast as pure Python allows: every seat uniformly random, or the
    heuristic bots of ``bots`` (None for a random seat).

    ``seed`` is the game's seed (its deck), ``play_seed`` the seed given to
    :func:`majority_core.game.play`: the result is the game that
    ``play(TheMajorityState.new(n_players=n, seed=seed, ...), policies, seed=play_seed)`` plays
    with :class:`~majority_core.policy.UniformRandom` in the seats without a bot. A bot decides
    here through :meth:`~.policies.MajorityPolicy.choose` on a
    :class:`~.policies.Reading` kept up to date in place (its light view: the same code that
    :meth:`~.policies.MajorityPolicy.act` runs on a view dict, without building the dict).
    """
    if isinstance(n_players, bool) or n_players not in (3, 4):
        raise MalformedInput(
            _("The Majority is played by 3 or 4 players, not {n_players!r}").format(
                n_players=n_players
            ),
            rule=N_("revised 1-5 and 3-3"),
        )
    if (
        isinstance(spy_holder, bool)
        or not isinstance(spy_holder, int)
        or not 0 <= spy_holder < n_players
    ):
        raise MalformedInput(
            _("the spy token starts with a seat 0..{n}, not {spy_holder!r}").format(
                n=n_players - 1, spy_holder=spy_holder
            ),
            rule=N_("RULINGS: The Majority (initial spy-token holder)"),
        )
    n = n_players
    deck = list(_DECK[n])
    make_rng(seed, "deck").shuffle(deck)  # chance: one shuffle of the canonical deck, no more
    p = Position(n, first_edition, spy_holder, deck)
    p.deal()
    # Each seat's generator, consumed as UniformRandom.act does: legal[rng.randrange(len)].
    rngs = [make_rng(play_seed, "policy", s) for s in range(n)]
    run(p, bots, rngs)
    return FastResult(
        n_players=n,
        coins=tuple(p.coins),
        won=tuple(tuple(w) for w in p.won),
        discarded=tuple(p.discarded),
        kept=tuple(p.kept),
        spy_holder=p.holder,
        returns=_returns(p.coins, p.holder),
        codes=tuple(p.rec),
    )


#: The phases of a :class:`Position` (the engine's "draft", "exchange", "trick", "over").
DRAFT, EXCHANGE, TRICK, OVER = range(4)


class Position:
    """A game of The Majority as small ints, stopped at any decision: what :func:`run` plays on.

    The engine's state in codes (``colour * 16 + power``): the deck still to deal (``deck``
    from ``pos`` on), the draft ``packets``, the ``hands`` (in the draft: the cards picked so
    far, a pick of the current step included), ``pending`` (the current step's exchange gifts
    or trick plays already made, else None), ``waiting`` (the seats still to choose in this
    step, in the order they choose), ``trick`` (tricks finished this round), ``face_up`` (this
    trick is played face up after a spy), ``cols[colour][seat]`` (power won), ``coins``,
    ``holder`` (the spy token), ``kept``, ``won``, ``discarded`` and ``rec`` (each decision
    as ``seat << 6 | card``). :func:`from_state` in :mod:`.playout` reads one off an engine
    state; :func:`playout` starts one from a seed.
    """

    __slots__ = (
        "n", "first_edition", "holder", "rnd", "phase", "deck", "pos", "packets", "hands",
        "pending", "waiting", "trick", "face_up", "kept", "won", "cols", "coins", "discarded",
        "rec",
    )  # fmt: skip

    def __init__(self, n: int, first_edition: bool, holder: int, deck: list[int]) -> None:
        self.n, self.first_edition, self.holder = n, first_edition, holder
        self.rnd, self.phase, self.deck, self.pos = -1, DRAFT, deck, 0
        self.packets: list[list[int]] = [[] for _ in range(n)]
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.pending: list[int | None] = [None] * n
        self.waiting: list[int] = []
        self.trick, self.face_up = 0, False
        self.kept: list[int] = [-1] * n
        self.won: list[list[int]] = [[] for _ in range(n)]
        self.cols = [[0] * n for _ in range(3)]
        self.coins = [0] * n
        self.discarded: list[int] = []
        self.rec: list[int] = []

    def deal(self) -> None:
        """Start the next round (revised 2-2): each seat in turn takes the next 6 cards (round
        1) or 4 (rounds 2-4) from the deck, with the card it kept from the last round."""
        self.rnd += 1
        n, deck, pos = self.n, self.deck, self.pos
        size = 6 if self.rnd == 0 else 4
        packets = [deck[pos + s * size : pos + (s + 1) * size] for s in range(n)]
        self.pos = pos + n * size
        if self.rnd:
            for s in range(n):
                packets[s].append(self.kept[s])
        self.packets = packets
        self.hands = [[] for _ in range(n)]
        self.phase, self.trick, self.face_up = DRAFT, 0, False
        self.waiting = list(range(n))

    def copy(self) -> Position:
        """An independent copy (the deck, never changed, is shared)."""
        c = Position.__new__(Position)
        c.n, c.first_edition, c.holder = self.n, self.first_edition, self.holder
        c.rnd, c.phase, c.deck, c.pos = self.rnd, self.phase, self.deck, self.pos
        c.packets = [x[:] for x in self.packets]
        c.hands = [x[:] for x in self.hands]
        c.pending, c.waiting = self.pending[:], self.waiting[:]
        c.trick, c.face_up = self.trick, self.face_up
        c.kept = self.kept[:]
        c.won = [x[:] for x in self.won]
        c.cols = [x[:] for x in self.cols]
        c.coins, c.discarded, c.rec = self.coins[:], self.discarded[:], self.rec[:]
        return c

    def returns(self) -> tuple[float, ...]:
        """The result of a finished game (revised 2-6, 3-3; RULINGS)."""
        return _returns(self.coins, self.holder)


def run(
    p: Position,
    bots: Sequence[MajorityPolicy | None] | None,
    rngs: Sequence[random.Random],
) -> None:
    """Play ``p`` to its end in place, as :func:`majority_core.game.play` would with these
    seats: ``bots[s]`` (None, or no ``bots``: uniformly random) decides from its
    :class:`~.policies.Reading` with ``rngs[s]``; a random seat draws
    ``legal[rngs[s].randrange(len(legal))]`` (inlined: ``randrange(m)`` draws
    ``getrandbits(m.bit_length())`` until below ``m``). One generator given for every seat
    plays as the search's playouts do (one stream, seats in turn).

    Decisions come in the engine's order: a simultaneous step's waiting seats in seat order,
    a face-up trick's seats in the order of :func:`.kernel.face_up_order`.
    """
    n = p.n
    seats = range(n)
    gens = [r.getrandbits for r in rngs]
    bits = _BITS
    record = p.rec.append
    cols, won, discarded, coins = p.cols, p.won, p.discarded, p.coins
    first_edition = p.first_edition
    # The bots' light views: the live totals, each seat's phase and the face-up table.
    if bots is None or not any(b is not None for b in bots):
        bots = None
        reads: list[Any] = []
    else:
        from .policies import Reading

        reads = [
            Reading(s, n, (s + 2) % 4 if n == 4 else None, "draft", cols, None) for s in seats
        ]
    # Face-up trick order after a spy, by new holder h (RULINGS): 4p h-1, h, h+1, h+2;
    # 3p h+1, h+2, h.
    if n == 4:
        face_up_order = [[(h - 1) % 4, h, (h + 1) % 4, (h + 2) % 4] for h in range(4)]
    else:
        face_up_order = [[(h + 1) % 3, (h + 2) % 3, h] for h in range(3)]
    while p.phase != OVER:
        hands = p.hands
        # -- selection (revised 2-2): pick, then pass the packets to the left ----------------
        if p.phase == DRAFT:
            if bots:
                for r in reads:
                    r.phase, r.table = "draft", None
            packets = p.packets
            waiting: Sequence[int] = p.waiting
            while True:
                for s in waiting:
                    pk = packets[s]
                    legal = sorted(set(pk))
                    bot = bots[s] if bots else None
                    if bot is None:
                        m = len(legal)
                        g = gens[s]
                        k = bits[m]
                        r = g(k)
                        while r >= m:
                            r = g(k)
                        c = legal[r]
                    else:
                        c = legal[bot.choose(reads[s], legal, rngs[s])]
                    pk.remove(c)
                    hands[s].append(c)
                    record(s << 6 | c)
                packets = packets[-1:] + packets[:-1]  # seat s receives seat s-1's packet
                waiting = seats
                if len(packets[0]) == 1:
                    for s in seats:
                        hands[s].append(packets[s].pop())  # a single card is simply taken
                    break
            p.packets = packets
            p.phase = EXCHANGE if n == 4 else TRICK
            p.waiting = list(seats)
        # -- partner exchange (revised 2-3, 4 players) -------------------------------------
        if p.phase == EXCHANGE:
            if bots:
                for r in reads:
                    r.phase = "exchange"
            gifts = p.pending
            for s in p.waiting:
                legal = sorted(set(hands[s]))
                bot = bots[s] if bots else None
                if bot is None:
                    m = len(legal)
                    g = gens[s]
                    k = bits[m]
                    r = g(k)
                    while r >= m:
                        r = g(k)
                    c = legal[r]
                else:
                    c = legal[bot.choose(reads[s], legal, rngs[s])]
                hands[s].remove(c)
                gifts[s] = c
                record(s << 6 | c)
            for s in seats:
                hands[s].append(gifts[s ^ 2])  # type: ignore[arg-type]
            p.pending = [None] * n
            p.phase = TRICK
            p.waiting = list(seats)
        # -- tricks (revised 2-3, 3-1) -------------------------------------------------------
        if bots:
            for r in reads:
                r.phase = "trick"
        n_tricks = 5 if p.rnd == 0 else 4
        waiting = p.waiting
        played = p.pending
        face_up = p.face_up
        holder = p.holder
        for t in range(p.trick, n_tricks):
            table: list[int | None] | None = played[:] if face_up and bots else None
            for s in waiting:
                hand = hands[s]
                legal = sorted(set(hand))
                bot = bots[s] if bots else None
                if bot is None:
                    m = len(legal)
                    g = gens[s]
                    k = bits[m]
                    r = g(k)
                    while r >= m:
                        r = g(k)
                    c = legal[r]
                else:
                    read = reads[s]
                    read.table = table
                    c = legal[bot.choose(read, legal, rngs[s])]
                hand.remove(c)
                played[s] = c
                if table is not None:
                    table[s] = c
                record(s << 6 | c)
            new_holder = _resolve(played, n, holder, first_edition, won, cols, discarded)  # type: ignore[arg-type]
            if new_holder >= 0:
                holder = new_holder
                face_up = t < n_tricks - 1  # a spy on the last trick does not carry over
            else:
                face_up = False
            waiting = face_up_order[holder] if face_up else seats
            played = [None] * n
        p.holder = holder
        p.pending = [None] * n
        for s in seats:
            p.kept[s] = hands[s][0]
        _debate(cols, coins)  # revised 2-4: on everything won so far
        if p.rnd == 3:
            p.phase, p.waiting, p.trick, p.face_up = OVER, [], n_tricks, False
        else:
            p.deal()


def _resolve(
    played: list[int],
    n: int,
    holder: int,
    first_edition: bool,
    won: list[list[int]],
    cols: list[list[int]],
    discarded: list[int],
) -> int:
    """Resolve one trick in place; return the new spy-token holder, or -1 if no spy acted.

    Order (revised 2-3 step 3, RULINGS): every [0], then every [2], then [3], then [7].
    """
    powers = [c & 15 for c in played]
    if _NOT_SPECIAL.issuperset(powers):  # most common case once specials are gone: no effect
        for s in range(n):
            c = played[s]
            won[s].append(c)
            cols[c >> 4][s] += powers[s]
        return -1
    dest = list(range(n))  # who takes the card played by each seat; -1 = discarded
    stolen = [False] * n
    # [0] bribery (revised 3-1): a lone [0] of a colour takes the others' cards of that colour;
    # two [0] of one colour cancel each other.
    if 0 in powers:
        zero_colours = [played[s] >> 4 for s in range(n) if powers[s] == 0]
        for s in range(n):
            if powers[s] == 0:
                col = played[s] >> 4
                if zero_colours.count(col) == 1:
                    for q in range(n):
                        if q != s and played[q] >> 4 == col:
                            dest[q] = s
                            stolen[q] = True
    # [2] assassination (revised 3-1): every [2] not stolen discards the other players'
    # cards of other colours, except stolen cards; all [2] act at once.
    if 2 in powers:
        twos = [s for s in range(n) if powers[s] == 2 and not stolen[s]]
        if twos:
            for s in range(n):
                if not stolen[s]:
                    col = played[s] >> 4
                    for t in twos:
                        if t != s and played[t] >> 4 != col:
                            dest[s] = -1
                            break
    # [3] spy (revised 3-1; first edition: a stolen [3] still acts): the acting [3] farthest
    # clockwise from the holder takes the token; the holder's own [3] comes last.
    new_holder = -1
    if 3 in powers:
        best = -1
        for s in range(n):
            if powers[s] == 3 and dest[s] >= 0 and (first_edition or not stolen[s]):
                d = (s - holder) % n
                if d > best:
                    best = d
                    new_holder = s
    # [7] betrayal (revised 3-1): goes to the player on the right, if not stolen/discarded.
    if 7 in powers:
        for s in range(n):
            if powers[s] == 7 and dest[s] >= 0 and not stolen[s]:
                dest[s] = (s - 1) % n
    for s in range(n):
        c = played[s]
        d = dest[s]
        if d < 0:
            discarded.append(c)
        else:
            won[d].append(c)
            cols[c >> 4][d] += c & 15
    return new_holder


def _debate(cols: list[list[int]], coins: list[int]) -> None:
    """Pay the debate of one round (revised 2-4, RULINGS) into ``coins``.

    ``cols[colour][seat]`` is the power a seat has won in a colour. Per colour: a total of
    0 never places; all tied at the top W get 2; all tied at the highest non-zero total below
    W get floor(W / 5) for each player at the top. Only 12 calls a game, so the kernel's own
    :func:`~.kernel.colour_payout` serves here too.
    """
    for column in cols:
        for s, pay in enumerate(colour_payout(column)):
            coins[s] += pay


def _returns(coins: list[int], holder: int) -> tuple[float, ...]:
    """Results (revised 2-6, 3-3; RULINGS): most coins; ties go to the spy token."""
    n = len(coins)
    if n == 4:
        a, b = coins[0] + coins[2], coins[1] + coins[3]
        team = 0 if a > b else 1 if b > a else holder % 2
        return tuple(1.0 if s % 2 == team else 0.0 for s in range(4))
    best = max(coins)
    tied = [s for s in range(n) if coins[s] == best]
    winner = min(tied, key=lambda s: (s - holder) % n)  # the holder itself is at distance 0
    return tuple(1.0 if s == winner else 0.0 for s in range(n))


def random_playouts(
    n_games: int,
    seed: int = 0,
    *,
    n_players: int = 4,
    first_edition: bool = False,
    spy_holder: int = 0,
) -> Iterator[FastResult]:
    """The games ``simulate`` would play with uniformly random seats, game ``i`` from
    ``(seed, i)`` only (same seeds as :func:`majority_core.simulate.play_games`)."""
    for i in range(n_games):
        game_seed = derive_seed(seed, "game", i)
        yield playout(
            game_seed,
            derive_seed(game_seed, "decisions"),
            n_players=n_players,
            first_edition=first_edition,
            spy_holder=spy_holder,
        )


def simulate_random(
    n_games: int,
    seed: int = 0,
    *,
    n_players: int = 4,
    first_edition: bool = False,
    spy_holder: int = 0,
    progress: bool | None = None,
) -> pd.DataFrame:
    """The tidy table of :func:`majority_core.simulate.simulate` for uniformly random seats,
    about ten times sooner: one row per game x seat, the same columns and the same values.

    ``simulate(TheMajorityState, [UniformRandom()] * n, n_games, seed=seed, n_players=n,
    first_edition=..., spy_holder=...)`` gives an equal DataFrame (a test checks it).
    pandas is imported only here.

    >>> df = simulate_random(200, seed=1, progress=False)
    >>> df.groupby("seat")["won"].mean().round(2).tolist()  # teams {0, 2} and {1, 3}
    [0.52, 0.48, 0.52, 0.48]
    """
    import pandas as pd

    from ..simulate import progress_bar

    games = random_playouts(
        n_games, seed, n_players=n_players, first_edition=first_edition, spy_holder=spy_holder
    )
    seeds = [derive_seed(seed, "game", i) for i in range(n_games)]
    rows: list[dict[str, Any]] = []
    bar = progress_bar(games, total=n_games, desc="the_majority (fast)", enabled=progress)
    for i, r in enumerate(bar):
        rows.extend(_result_rows(i, seeds[i], r))
    return pd.DataFrame(rows)


def _result_rows(game: int, seed: int, r: FastResult) -> list[dict[str, Any]]:
    """The rows of ``TheMajorityState.result_rows`` with simulate's leading columns."""
    return [
        {"game": game, "seed": seed, "seat": p, "policy": "random", **row}
        for p, row in enumerate(_state_rows(r))
    ]


def fast_form(
    state_cls: type, policies: Sequence[Any], n_players: int, options: Mapping[str, Any]
) -> Callable[[int, int], list[dict[str, Any]]] | None:
    """The hook of :data:`majority_core.simulate.FAST_FORMS`: ``run(game_seed, play_seed)``
    returning ``TheMajorityState.result_rows()`` of the game :func:`~majority_core.game.play`
    would play, or None when this path cannot play it exactly (another state class, options
    it does not know, a bot without a fast form)."""
    from .state import TheMajorityState

    if state_cls is not TheMajorityState or set(options) - {"first_edition", "spy_holder"}:
        return None
    first_edition = options.get("first_edition", False)
    spy_holder = options.get("spy_holder", 0)
    if (
        type(first_edition) is not bool
        or type(n_players) is not int
        or n_players not in (3, 4)
        or type(spy_holder) is not int
        or not 0 <= spy_holder < n_players
        or len(policies) != n_players
    ):
        return None
    bots = fast_bots(policies)
    if bots is None:
        return None

    def run(game_seed: int, play_seed: int) -> list[dict[str, Any]]:
        r = playout(
            game_seed,
            play_seed,
            n_players=n_players,
            first_edition=first_edition,
            spy_holder=spy_holder,
            bots=bots,
        )
        return _state_rows(r)

    return run


def fast_bots(policies: Sequence[Any]) -> list[MajorityPolicy | None] | None:
    """The seats' bots as :func:`playout` takes them (None: uniformly random), or None when a
    policy has no fast form.

    :class:`~majority_core.policy.UniformRandom` itself plays random; a heuristic bot
    (:class:`~.policies.MajorityPolicy`) whose class keeps the shared ``act`` and ``read``
    decides by its own ``choose``, exactly as ``act`` does on a view. Anything else (a subclass
    that overrides ``act``, another game's bot) has none.
    """
    from ..policy import UniformRandom
    from .policies import MajorityPolicy

    bots: list[MajorityPolicy | None] = []
    for p in policies:
        kind = type(p)
        if kind is UniformRandom:
            bots.append(None)
        elif (
            isinstance(p, MajorityPolicy)
            and kind.act is MajorityPolicy.act
            and kind.read is MajorityPolicy.read
        ):
            bots.append(p)
        else:
            return None
    return bots


def _state_rows(r: FastResult) -> list[dict[str, Any]]:
    """The rows of ``TheMajorityState.result_rows`` (same keys, order and values)."""
    totals = [r.totals(p) for p in range(r.n_players)]
    cols = [[t[c] for t in totals] for c in COLOURS]
    return result_rows(r.coins, cols, r.spy_holder, r.returns)


def result_rows(
    coins: Sequence[int], cols: Sequence[Sequence[int]], holder: int, returns: Sequence[float]
) -> list[dict[str, Any]]:
    """The rows of ``TheMajorityState.result_rows`` from the coins, the power won
    (``cols[colour][seat]``), the spy token's holder and the results."""
    n = len(coins)
    return [
        {
            "team": p % 2 if n == 4 else None,
            "coins": coins[p],
            "team_coins": coins[p] + coins[(p + 2) % 4] if n == 4 else coins[p],
            "won": int(returns[p] > 0),
            "red": cols[0][p],
            "blue": cols[1][p],
            "yellow": cols[2][p],
            "spy_token": int(holder == p),
        }
        for p in range(n)
    ]
