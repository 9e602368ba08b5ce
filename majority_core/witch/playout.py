"""The search's playouts of Witch of the Academy from any position, on a fast path.

Why it exists: the search (:mod:`majority_core.search`) plays out every sampled world with the
game's heuristic bot, and the engine writes an event for every take, night and payment and
builds every view as a dict (the whole public record copied at each decision), which the bot
then reads back: a search got a hundred-odd playouts per decision. This module reads the
engine's state once (any phase: a day turn, a data card's rumours to hide, a night half
written; a real game or a world drawn by ``worlds.sample_world``) into a :class:`Position` of
small ints and plays it to the end with :func:`run`. The bots decide through the code their
``act`` runs on a view (:meth:`~.policies.Heuristic.turn_choice`, ``hide_choice``,
:func:`~.policies.guess_row` on the count :func:`~.policies.add_to_scores` keeps), the rules
through the kernel's functions, and the result rows through the engine's own
:func:`~.views.rows_of`. The same decisions as ``search._playout`` on the engine, from the same
generator, and the same chance (the day-2 deck shuffled by a copy of the state's generator: a
world's taped chance too), tested decision by decision (``tests/witch/test_playout.py``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..game import chance_copy
from ..policy import Policy, UniformRandom
from ..search import Then
from .components import (
    CODE_LETTER,
    DATA_HIDES,
    DATA_POINT,
    DISK_CODES,
    GUESS,
    HIDE,
    N_KINDS,
    OVER,
    SUSPICION_BONUS,
    TOKEN_INSTEAD_OF_DISK,
    TURN,
    D,
)
from .kernel import (
    day_two_first_player,
    disk_source,
    execution,
    guess_actions,
    guess_transfers,
    hide_actions,
    information_totals,
    net_transfers,
    pay,
    suspicion_threshold,
    turn_actions,
)
from .policies import (
    Heuristic,
    Random,
    add_to_scores,
    guess_row,
    score_hide,
    score_take,
    take_codes,
)
from .state import WitchState
from .views import point_parts, rows_of

__all__ = ["Position", "from_state", "playouts", "run"]


class Position:
    """A Witch game as small ints: the engine's state without its record, texts and views.
    Card and colour codes as in :mod:`.components` (``deck``: top card last); ``parts``: where
    each seat's points came from (:func:`~.views.point_parts`); ``score``: the heuristic
    guess's count per seat and colour code (:func:`~.policies.add_to_scores`)."""

    __slots__ = (
        "n_players", "standard", "codes", "series", "disks_per_colour", "data_needs", "hides",
        "threshold", "colour", "deck", "field", "discard", "supply", "disks", "up", "down",
        "n_up", "tokens", "debt", "sheets", "pending", "parked", "day", "first", "active",
        "phase", "revealed", "executed", "winners", "rng", "parts", "score",
    )  # fmt: skip

    def copy(self) -> Position:
        """An independent copy (its chance copied too; sheet rows and parked counts, never
        changed once written, are shared)."""
        c = Position.__new__(Position)
        for name in (
            "n_players", "standard", "codes", "series", "disks_per_colour", "data_needs",
            "hides", "threshold", "colour", "n_up", "parked", "day", "active", "phase",
            "revealed", "executed", "winners",
        ):  # fmt: skip
            setattr(c, name, getattr(self, name))
        c.deck, c.field, c.discard = self.deck[:], self.field[:], self.discard[:]
        c.supply, c.tokens, c.debt, c.first = self.supply[:], self.tokens[:], self.debt[:], self.first[:]
        c.disks = [r[:] for r in self.disks]
        c.up = [r[:] for r in self.up]
        c.down = [r[:] for r in self.down]
        c.sheets = [r[:] for r in self.sheets]
        c.pending = dict(self.pending)
        c.rng = chance_copy(self.rng)
        c.parts = {k: v[:] for k, v in self.parts.items()}
        c.score = [r[:] for r in self.score]
        return c

    # -- the day (Witch 3 "Phase de Jour"; Exceptions 1 and 2) --------------------------------
    def turn_legal(self) -> tuple[str, ...]:
        return turn_actions(tuple(self.field), self.n_up >= self.data_needs, self.codes)

    def take(self, p: int, action: str) -> None:
        keep, trade, d = take_codes(action)
        self.field[keep] -= 1
        self.field[trade] -= 1
        self.up[p][keep] += 1
        self.n_up += 1
        self.discard[trade] += 1
        source = disk_source(d, p, self.supply, self.disks)
        if source == -1:
            self.supply[d] -= 1
            self.disks[p][d] += 1
        elif source is not None:
            self.disks[source][d] -= 1
            self.disks[p][d] += 1
        else:
            self.tokens[p] += TOKEN_INSTEAD_OF_DISK
            self.parts["disks"][p] += TOKEN_INSTEAD_OF_DISK
        score_take(self.score[p], keep, trade)
        self.end_turn(p)

    def data(self, p: int) -> None:
        self.field[D] -= 1
        self.discard[D] += 1
        self.tokens[p] += DATA_POINT
        self.parts["data"][p] += DATA_POINT
        self.draw_series(self.series)
        self.phase = HIDE

    def hide(self, p: int, action: str) -> None:
        hidden = []
        for x in action[5:].split(","):
            s, c = int(x[:-1]), CODE_LETTER.index(x[-1])
            self.up[s][c] -= 1
            self.n_up -= 1
            self.down[s][c] += 1
            hidden.append(c)
        score_hide(self.score[p], hidden)
        self.phase = TURN
        self.end_turn(p)

    def draw_series(self, up_to: int | None = None) -> None:
        field, deck = self.field, self.deck
        want = self.series if up_to is None else max(0, up_to - sum(field))
        for _k in range(min(want, len(deck))):
            field[deck.pop()] += 1

    def end_turn(self, p: int) -> None:
        field = self.field
        if field[0] + field[1] + field[2] + field[3] + field[4] <= 1 and self.deck:
            self.draw_series()
        if not self.deck and not any(field):
            self.start_night()
            return
        self.active = (p + 1) % self.n_players
        if not self.turn_legal():
            for i in range(N_KINDS):
                self.discard[i] += field[i]
                field[i] = 0
            self.start_night()

    # -- the night (Witch 3 "Phase de Nuit"; Witch 5) -------------------------------------------
    def start_night(self) -> None:
        self.phase = GUESS
        self.pending = {}

    def guess(self, p: int, action: str) -> None:
        self.pending[p] = _row(action, self.n_players)
        if len(self.pending) == self.n_players:
            self.night()

    def night(self) -> None:
        n = self.n_players
        for p in range(n):
            self.sheets[p].append(self.pending[p])
        self.pending = {}
        gained = information_totals(self.disks)
        for p in range(n):
            self.tokens[p] += gained[p]
            self.parts["disks"][p] += gained[p]
        for c in DISK_CODES:
            self.supply[c] = self.disks_per_colour
        self.disks = [[0] * 5 for _ in range(n)]
        if not self.standard or self.day == 2:
            self.reveal()
        sus = {}
        for c in self.codes:
            k = sum(row[c] for row in self.up)
            sus[c] = k + (SUSPICION_BONUS if k >= self.threshold else 0)
        for p in range(n):
            up, down = self.up[p], self.down[p]
            for c in range(5):
                self.discard[c] += up[c] + down[c]
        self.up = [[0] * 5 for _ in range(n)]
        self.down = [[0] * 5 for _ in range(n)]
        self.n_up = 0
        if self.standard and self.day == 1:
            self.parked = [sus.get(c, 0) for c in range(5)]
            self.start_day_two()
        else:
            self.settle(sus)
            self.finish()

    def reveal(self) -> None:
        self.revealed = True
        transfers = guess_transfers(self.colour, self.sheets, self.standard)
        for payer, payee, amount in transfers:
            self.parts["guesses_won"][payee] += amount
            self.parts["guesses_lost"][payer] += amount
        net = net_transfers(transfers, self.n_players)
        for p in range(self.n_players):
            if net[p] < 0:
                self.pay(p, -net[p])
        for p in range(self.n_players):
            if net[p] > 0:
                self.tokens[p] += net[p]

    def pay(self, p: int, amount: int) -> None:
        self.tokens[p], borrowed = pay(self.tokens[p], amount)
        self.debt[p] += borrowed

    def points(self) -> list[int]:
        return [t - d for t, d in zip(self.tokens, self.debt, strict=True)]

    def start_day_two(self) -> None:
        pile = [i for i in range(N_KINDS) for _ in range(self.discard[i])]
        self.discard = [0] * N_KINDS
        self.rng.shuffle(pile)
        self.deck = pile
        first = day_two_first_player(self.points(), self.first[0])
        self.day = 2
        self.first.append(first)
        self.active = first
        self.phase = TURN
        self.draw_series()

    def settle(self, sus: dict[int, int]) -> None:
        suspicion = self.parts["suspicion"]
        if self.standard:
            self.executed = execution(sus, self.colour)[1]
            parked = self.parked or [0] * 5
            for p in range(self.n_players):
                owed = parked[self.colour[p]]
                if owed:
                    suspicion[p] += owed
                    self.pay(p, owed)
        for p in range(self.n_players):
            owed = sus.get(self.colour[p], 0)
            if owed:
                suspicion[p] += owed
                self.pay(p, owed)

    def finish(self) -> None:
        pts = self.points()
        alive = [p for p in range(self.n_players) if p != self.executed]
        top = max(pts[p] for p in alive)
        self.winners = [p for p in alive if pts[p] == top]
        self.phase = OVER


_ROWS: dict[tuple[str, int], tuple[int | None, ...]] = {}


def _row(action: str, n: int) -> tuple[int | None, ...]:
    """A sheet row ``guess:1R,2B`` as colour codes per seat (None: the writer's own column)."""
    row = _ROWS.get((action, n))
    if row is None:
        cells: list[int | None] = [None] * n
        for x in action[6:].split(","):
            cells[int(x[:-1])] = CODE_LETTER.index(x[-1])
        row = _ROWS[(action, n)] = tuple(cells)
    return row


def from_state(state: WitchState) -> Position:
    """The engine's ``state`` as a :class:`Position` (it reads, never changes it; its generator
    of chance is copied)."""
    n = state.n_players
    g = Position.__new__(Position)
    g.n_players, g.standard, g.codes = n, state.comp.standard, state.codes
    g.series, g.disks_per_colour = state.series, state.comp.disks_per_colour
    g.data_needs, g.hides = state._data_needs, DATA_HIDES[n]
    g.threshold = suspicion_threshold(n, g.standard)
    g.colour = list(state.colour)
    g.deck, g.field, g.discard = list(state.deck), list(state.field), list(state.discard)
    g.supply, g.tokens, g.debt = list(state.supply), list(state.tokens), list(state.debt)
    g.disks = [list(r) for r in state.disks]
    g.up = [list(r) for r in state.up]
    g.down = [list(r) for r in state.down]
    g.n_up = state.n_up
    g.sheets = [[tuple(r) for r in rows] for rows in state.sheets]
    g.pending = {p: tuple(r) for p, r in state.pending.items()}
    g.parked = None if state.parked is None else list(state.parked)
    g.day, g.first, g.active, g.phase = state.day, list(state.first), state.active, state.phase
    g.revealed, g.executed = state.revealed, state.executed
    g.winners = None if state.winners is None else list(state.winners)
    g.rng = chance_copy(state._rng)
    g.parts = point_parts(state.events, n)
    g.score = [[0.0] * 5 for _ in range(n)]
    for r in state.public_log:
        kind = r["kind"]
        if kind == "take" or kind == "hide":
            add_to_scores(g.score, r["seat"], kind, r)
    return g


class _HeuristicSeat:
    """A seat playing :class:`~.policies.Heuristic` (its caution kept) on the position."""

    __slots__ = ("bot",)

    def __init__(self, bot: Heuristic) -> None:
        self.bot = bot

    def turn(self, g: Position, p: int, rng: random.Random) -> str:
        mine = g.colour[p]
        own_up = sum(row[mine] for row in g.up)
        return self.bot.turn_choice(g.turn_legal(), p, mine, own_up, g.disks, g.supply)

    def hide(self, g: Position, p: int, rng: random.Random) -> str:
        return self.bot.hide_choice(hide_actions(g.up, g.hides), g.colour[p])

    def guess(self, g: Position, p: int, rng: random.Random) -> str:
        return guess_row(g.score, p, g.colour[p], g.codes)


class _RandomSeat:
    """A seat choosing uniformly among the engine's legal actions, in the engine's order."""

    __slots__ = ()

    def turn(self, g: Position, p: int, rng: random.Random) -> str:
        legal = g.turn_legal()
        return legal[rng.randrange(len(legal))]

    def hide(self, g: Position, p: int, rng: random.Random) -> str:
        legal = hide_actions(g.up, g.hides)
        return legal[rng.randrange(len(legal))]

    def guess(self, g: Position, p: int, rng: random.Random) -> str:
        legal = guess_actions(g.n_players, p, g.codes)
        return legal[rng.randrange(len(legal))]


class _Then(Then):
    """A seat that first makes the decision ``action`` (the engine's notation), then decides as
    ``seat`` does."""

    __slots__ = ()

    def turn(self, g: Position, p: int, rng: random.Random) -> str:
        a = self._take()
        return self.seat.turn(g, p, rng) if a is None else a  # type: ignore[no-any-return]

    def hide(self, g: Position, p: int, rng: random.Random) -> str:
        a = self._take()
        return self.seat.hide(g, p, rng) if a is None else a  # type: ignore[no-any-return]

    def guess(self, g: Position, p: int, rng: random.Random) -> str:
        a = self._take()
        return self.seat.guess(g, p, rng) if a is None else a  # type: ignore[no-any-return]


def run(g: Position, seats: Sequence[Any], rng: random.Random, record: list[Any] | None = None) -> Position:
    """Play ``g`` to its end as ``search._playout`` plays the engine: the seat whose turn it is,
    or at night every seat yet to write, in seat order, deciding as its seat object does with
    the one generator ``rng``. ``record`` receives every decision as ``(seat, action)``, in the
    order of the engine's history."""
    n = g.n_players
    while True:
        phase = g.phase
        if phase == TURN:
            p = g.active
            a = seats[p].turn(g, p, rng)
            if record is not None:
                record.append((p, a))
            if a == "data":
                g.data(p)
            else:
                g.take(p, a)
        elif phase == HIDE:
            p = g.active
            a = seats[p].hide(g, p, rng)
            if record is not None:
                record.append((p, a))
            g.hide(p, a)
        elif phase == GUESS:
            for p in [q for q in range(n) if q not in g.pending]:
                a = seats[p].guess(g, p, rng)
                if record is not None:
                    record.append((p, a))
                g.guess(p, a)
        else:
            return g


def fast_seat(policy: Policy | None) -> Any:
    """The seat object playing ``policy`` on a :class:`Position`, or None when it has no fast
    form (only the classes themselves: a subclass may decide otherwise)."""
    kind = type(policy)
    if policy is None or kind is UniformRandom or kind is Random:
        return _RandomSeat()
    if kind is Heuristic:
        return _HeuristicSeat(policy)  # type: ignore[arg-type]
    return None


def playouts(world: Any, policy: Policy | None) -> Any:
    """The search's hook (:func:`majority_core.search.register_game`): playouts of ``world``
    with every seat playing ``policy`` (None: uniformly at random), or None when this path
    cannot play them exactly (another state class, a finished game, a policy with no fast
    form: the investigator's posterior, for one)."""
    if type(world) is not WitchState or world.phase == OVER:
        return None
    seat_kind = fast_seat(policy)
    if seat_kind is None:
        return None
    n = world.n_players
    start = from_state(world)

    def play(
        rng: random.Random, seat: int | None = None, action: Any = None
    ) -> tuple[list[float], list[dict[str, Any]]]:
        seats: list[Any] = [seat_kind] * n
        if seat is not None:
            seats[seat] = _Then(str(action), seat_kind)
        g = run(start.copy(), seats, rng)
        rows = rows_of(g, g.parts)
        return [r["share"] for r in rows], rows

    return play
