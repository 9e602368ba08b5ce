"""A game of The Majority, step by step: deal, draft, partner exchange, tricks, debates.

:class:`TheMajorityState` follows the shared protocol of :mod:`majority_core.game`. Every
decision is a :class:`~.components.Card` (notation "R10"): the card a seat keeps from its draft
packet, gives its partner, or plays to a trick. The rules themselves (one trick, one debate,
the final result) are the pure functions of :mod:`.kernel`, so the trick lab of a lesson and a
real game can never disagree.

Conventions (a fast playout, :mod:`.fast`, reproduces them exactly; do not change one without
the other):

1. Chance: the state's generator is ``make_rng(seed, "deck")``. The deck is built in canonical
   order (colours R, B, Y; powers 0, 2, 3, 5, 6, 7, 9, 10 ascending, copies together; 4 players
   0x4, 2x2, 3x4, 5x3, 6x3, 7x2, 9x3, 10x3 per colour; 3 players one fewer 0, 3, 5, 6, 9, 10)
   and shuffled once with ``rng.shuffle(deck)`` at setup. The generator is used for nothing else.
2. Dealing: at the start of round 1 seats 0..n-1 in order each take the next 6 cards from the
   front of the deck (contiguous blocks, seat 0 first); rounds 2-4 the same with 4 cards. The
   deck is empty after round 4's deal.
3. ``legal_actions(p)``: the distinct cards, sorted by (colour R, B, Y; power) -- the order of
   ``Card`` comparisons.
4. Draft (revised 2-2): every seat that has not picked yet is a current player; when all have
   picked, each passes the rest of its packet to the left (seat i to i+1). A packet of a single
   card is taken without a decision (an event says so). Round 1: 6 cards, 5 decisions;
   rounds 2-4: the kept card plus 4 dealt, 4 decisions; the kept card may be passed on.
5. Partner exchange (4 players, revised 2-3): every seat chooses one card of its hand at once;
   when all four have chosen, partners (seat, seat + 2) swap.
6. Tricks (revised 2-3): simultaneous (reveal once all have chosen), except the trick after a
   spy in the same round, played face up one seat at a time in the order of
   :func:`.kernel.face_up_order` ([h-1, h, h+1, h+2] with 4 players, [h+1, h+2, h] with 3, h the
   new holder); each face-up play is public at once. 5 tricks in round 1, 4 in rounds 2-4; the
   last card in hand is kept for the next round (and never played after round 4).
7. After the last trick of each round, the debate pays coins on the cumulative won cards
   (revised 2-4); the game ends after round 4.
8. The engine never draws randomness for decisions: bots get their own generators from
   :func:`majority_core.game.play`.

Options: ``n_players`` 3 or 4, ``first_edition`` (a stolen spy still acts, RULINGS),
``spy_holder`` (the seat holding the spy token at the start; default 0, RULINGS).

>>> from majority_core.game import play
>>> from majority_core.policy import UniformRandom
>>> g = play(TheMajorityState.new(n_players=4, seed=1), [UniformRandom()] * 4, seed=1)
>>> g.is_terminal(), len(g.history), sum(len(w) for w in g.won) + len(g.discarded)
(True, 152, 68)
"""

from __future__ import annotations

from bisect import insort
from operator import attrgetter
from typing import Any, ClassVar

from ..errors import IllegalAction, MalformedInput
from ..game import Event, GameState
from ..i18n import N_, _, on_language_change
from ..rng import make_rng
from . import explain as ex
from .components import COLOURS, DRAFT, EXCHANGE, OVER, TRICK, Card, _names, build_deck
from .kernel import (
    EFFECT_ORDER,
    DebateResult,
    TrickResult,
    _resolve,
    _settle,
    colour_payout,
    debate,
    face_up_order,
    reveal_sentence,
    summary_sentence,
    team_of,
    winners,
)
from .views import Views

__all__ = ["TheMajorityState"]

N_ROUNDS = 4


#: The sort key of cards, read in C: the card order (colour, power) without calling
#: Card.__lt__ (equal keys are the same interned card, so the order is the same).
_BY_KEY = attrgetter("_key")

#: The private audience of one seat, shared by all its events.
_ONLY = tuple(frozenset((s,)) for s in range(4))


_PRIVATE_TEXTS = {
    "pick": (lambda seat, card: ex.pick_text(card), ex.RULE_DRAFT),
    "give": (lambda seat, card: ex.give_text(card, (seat + 2) % 4), ex.RULE_EXCHANGE),
    "play": (lambda seat, card: ex.face_down_text(card), ex.RULE_PLAY),
}
#: kind -> seat -> card key -> the shared event (filled on first use): a list lookup by ints,
#: because this runs on almost every decision.
_PRIVATE_EVENTS: dict[str, list[list[Event | None]]] = {
    kind: [[None] * 48 for _ in range(4)] for kind in _PRIVATE_TEXTS
}


_PICKS, _GIFTS, _PLAYS = (_PRIVATE_EVENTS[k] for k in ("pick", "give", "play"))


def _forget_private_events(lang: str) -> None:
    """The shared private events are sentences in one language: empty the tables (in place,
    the hot path holds them) when the language changes."""
    for table in _PRIVATE_EVENTS.values():
        for row in table:
            row[:] = [None] * len(row)


on_language_change(_forget_private_events)


def _private(kind: str, seat: int, card: Card) -> Event:
    """The private event of one seat's face-down decision ("You keep R10 from your packet.").

    Events are immutable values and these recur in every game, so each is made once and shared:
    a bot's decision then costs no new sentence.
    """
    row = _PRIVATE_EVENTS[kind][seat]
    event = row[card._key]
    if event is None:
        text, rule = _PRIVATE_TEXTS[kind]
        event = Event(kind, text(seat, card), _(rule), {"card": card._text}, _ONLY[seat])
        row[card._key] = event
    return event


# -- lazy events ----------------------------------------------------------------------------------
# Most events are made with Event.lazy: the state records the facts (immutable snapshots) and
# one of these functions writes the sentence and data only if someone reads the event. A bot's
# game makes about 200 public events that nobody reads, and their sentences were most of the
# cost of a decision. Each function returns (text, data), exactly what the eager code wrote.


def _round_event(round_: int, size: int) -> tuple[str, dict[str, Any]]:
    return ex.round_text(round_, N_ROUNDS, size), {"round": round_}


def _deal_event(
    seat: int, dealt: tuple[Card, ...], kept: Card | None
) -> tuple[str, dict[str, Any]]:
    return ex.deal_text(sorted(dealt), kept), {"seat": seat, "cards": _names(dealt)}


def _pass_event(giver: int, packet: tuple[Card, ...]) -> tuple[str, dict[str, Any]]:
    return ex.pass_text(giver, packet), {"cards": _names(packet)}


def _last_card_event(giver: int, card: Card) -> tuple[str, dict[str, Any]]:
    return ex.last_card_text(giver, card), {"card": card._text}


def _draft_done_event(size: int, n: int) -> tuple[str, dict[str, Any]]:
    return ex.draft_done_text(size, n), {}


def _swap_event(a: int, b: int, gave: Card, got: Card) -> tuple[str, dict[str, Any]]:
    return ex.swap_text(a, b, gave, got), {"gave": {a: gave._text, b: got._text}}


def _swap_done_event() -> tuple[str, dict[str, Any]]:
    return _(ex.SWAP_DONE), {}


def _face_up_event(seat: int, card: Card) -> tuple[str, dict[str, Any]]:
    return ex.face_up_text(seat, card), {"seat": seat, "card": card._text}


def _reveal_event(number: int, round_: int, plays: tuple[Card, ...]) -> tuple[str, dict[str, Any]]:
    text = ex.trick_text(number, round_, reveal_sentence(plays))
    return text, {"plays": _names(plays)}


def _effect_event(trick: _Trick, i: int) -> tuple[str, dict[str, Any]]:
    step = trick.result().steps[i]
    return step.text, {"power": step.power}


def _trick_event(number: int, round_: int, trick: _Trick) -> tuple[str, dict[str, Any]]:
    text = ex.trick_text(number, round_, summary_sentence(trick.won, trick.discarded))
    data = {
        "won": [_names(w) for w in trick.won],
        "discarded": _names(trick.discarded),
        "spy_holder": trick.spy_holder,
    }
    return text, data


def _keep_event(card: Card, next_round: int) -> tuple[str, dict[str, Any]]:
    return ex.keep_text(card, next_round), {"card": card._text}


def _debate_event(round_: int, colour: str, totals: tuple[int, ...]) -> tuple[str, dict[str, Any]]:
    sentence, paid = ex.debate_sentence(colour, dict(enumerate(totals)))
    return ex.debate_text(round_, sentence), {"colour": colour, "coins": list(paid.values())}


def _coins_event(round_: int, coins: tuple[int, ...]) -> tuple[str, dict[str, Any]]:
    return ex.coins_text(round_, coins), {"coins": list(coins)}  # type: ignore[arg-type]


class _Trick:
    """One finished trick as the state settled it (:func:`.kernel._settle`), with the kernel's
    full :class:`~.kernel.TrickResult` (step-by-step words) built on first request."""

    __slots__ = (
        "plays",
        "n",
        "holder",
        "last",
        "first_edition",
        "won",
        "discarded",
        "spy_holder",
        "next_order",
        "spy_rule",
        "_result",
    )

    def __init__(
        self, plays: tuple[Card, ...], n: int, holder: int, last: bool, first_edition: bool
    ) -> None:
        self.plays, self.n, self.holder = plays, n, holder
        self.last, self.first_edition = last, first_edition
        dest, spy = _settle(plays, n, holder, first_edition)
        #: won[seat]: the cards that seat adds to its won cards, in seat order of who played.
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.discarded: list[Card] = []
        for p in range(n):
            d = dest[p]
            if d < 0:
                self.discarded.append(plays[p])
            else:
                self.won[d].append(plays[p])
        self.spy_holder = holder if spy < 0 else spy
        #: The section the spy step cites (a [3] that acts was stolen iff it moved).
        self.spy_rule = ex.RULE_SPY if spy < 0 else ex.spy_rule(dest[spy] != spy, last)
        self.next_order = None if spy < 0 or last else face_up_order(spy, n)
        self._result: TrickResult | None = None

    def result(self) -> TrickResult:
        if self._result is None:
            self._result = _resolve(
                dict(enumerate(self.plays)), self.n, self.holder, self.last, self.first_edition
            )
        return self._result


class TheMajorityState(Views, GameState):
    """One game of The Majority (revised rules by default; see the module docstring).

    Public attributes (read them, do not change them): ``round`` (1-4), ``phase`` ("draft",
    "exchange", "trick", "over"), ``trick`` (tricks finished this round), ``deck``, ``hands``,
    ``packets`` (draft packets), ``pending`` (a draft pick, exchange gift or trick play not
    resolved yet), ``won``, ``discarded``, ``coins``, ``spy_holder``, ``order`` (face-up order
    of the current trick, or None), ``last_trick`` (:class:`~.kernel.TrickResult`) and
    ``debates`` (one :class:`~.kernel.DebateResult` per finished round).
    """

    game_name: ClassVar[str] = "the_majority"
    turn_rule: ClassVar[str] = N_(
        "revised 2-2 and 2-3: everyone chooses at once, except the face-up trick after a spy"
    )

    def __init__(
        self,
        *,
        n_players: int = 4,
        seed: int = 0,
        first_edition: bool = False,
        spy_holder: int = 0,
    ) -> None:
        if isinstance(n_players, bool) or n_players not in (3, 4):
            raise MalformedInput(
                _("The Majority is played by 3 or 4 players, not {n_players!r}").format(n_players=n_players),
                rule=N_("revised 1-5 and 3-3"),
            )
        if not isinstance(first_edition, bool):
            raise MalformedInput(
                _("first_edition must be True or False, not {first_edition!r}").format(first_edition=first_edition),
                rule=N_("RULINGS: The Majority"),
            )
        if (
            isinstance(spy_holder, bool)
            or not isinstance(spy_holder, int)
            or not 0 <= spy_holder < n_players
        ):
            raise MalformedInput(
                _("spy_holder must be a seat 0..{n}, not {spy_holder!r}").format(n=n_players - 1, spy_holder=spy_holder),
                rule=ex.RULE_SETUP,
            )
        super().__init__(
            n_players=n_players,
            seed=seed,
            options={"first_edition": first_edition, "spy_holder": spy_holder},
        )
        n = n_players
        self.first_edition = first_edition
        deck = build_deck(n)
        make_rng(seed, "deck").shuffle(deck)
        self.deck: list[Card] = deck
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.packets: list[list[Card]] = [[] for _ in range(n)]
        self.pending: list[Card | None] = [None] * n
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.totals: list[list[int]] = [[0, 0, 0] for _ in range(n)]
        self.discarded: list[Card] = []
        # The notation of won and discarded cards, kept alongside for cheap views.
        self._won_text: list[list[str]] = [[] for _ in range(n)]
        self._discarded_text: list[str] = []
        self.coins: list[int] = [0] * n
        self.spy_holder: int = spy_holder
        self.round = 0
        self.phase = DRAFT
        self.trick = 0
        self.order: list[int] | None = None
        self.kept: list[Card | None] = [None] * n
        self.seen: list[list[list[str]]] = [[] for _ in range(n)]
        self.gave: list[Card | None] = [None] * n
        self.received: list[Card | None] = [None] * n
        self._last: _Trick | None = None
        self._debate_totals: list[tuple[tuple[int, ...], ...]] = []
        self._debates: list[DebateResult] = []
        self.winners: list[int] = []
        self._waiting: list[int] = []
        self._logs: list[list[str]] = [[] for _ in range(n + 1)]  # seats, then all-seeing
        self._log_done: list[int] = [0] * (n + 1)
        self._emit(
            "setup",
            ex.setup_text(n, spy_holder, len(deck)),
            ex.RULE_SETUP if n == 4 else ex.RULE_END_3P,
            {"spy_holder": spy_holder, "first_edition": first_edition},
        )
        self._start_round()

    # -- events --------------------------------------------------------------------------------
    def _emit(
        self,
        kind: str,
        text: str,
        rule: str,
        data: dict[str, Any] | None = None,
        to: tuple[int, ...] | None = None,
    ) -> None:
        """Record an event, public or private to the seats ``to``."""
        if to is None:
            seen = None
        elif len(to) == 1:
            seen = _ONLY[to[0]]
        else:
            seen = frozenset(to)
        self.events.append(Event(kind, text, _(rule), {} if data is None else data, seen))

    def _log(self, player: int | None) -> list[str]:
        """The sentences ``player`` has seen. Built lazily from the events (a cache: views are
        asked far less often than events happen, so the hot path only appends events)."""
        key = self.n_players if player is None else player
        lines, start = self._logs[key], self._log_done[key]
        events = self.events
        for i in range(start, len(events)):
            e = events[i]
            if player is None or e.visible_to is None or player in e.visible_to:
                lines.append(f"{e.text} [{e.rule}]")
        self._log_done[key] = len(events)
        return lines

    def _seat_name(self, player: int) -> str:
        return ex.seat(player)

    # -- protocol --------------------------------------------------------------------------------
    def apply(self, player: int, action: Any) -> list[Event]:
        """Validate and carry out one decision, as :meth:`GameState.apply` does.

        The common case (a waiting seat gives a :class:`Card` it may use) is checked here
        directly, which makes bots' games about twice as fast; anything else goes through the
        general checks, which raise the precise error and leave the state untouched.
        """
        if type(action) is Card and type(player) is int and self.phase != OVER:
            waiting = self._waiting
            if (waiting[:1] == [player]) if self.order is not None else (player in waiting):
                zone = self.packets[player] if self.phase == DRAFT else self.hands[player]
                if action in zone:
                    start = len(self.events)
                    self._apply(player, action)
                    self.history.append((player, action._text))
                    return self.handed_out(player, start)
        return super().apply(player, action)

    def check_turn(self, player: int) -> None:
        """The shared checks (game over, seat number), then whose decision it is, naming the
        waiting players as the log does ("le joueur 2" in French)."""
        if self.is_terminal() or player not in self.current_players():
            self.check_seat(player)
        if not self.is_terminal() and player not in self.current_players():
            raise self.not_your_turn(player)
        super().check_turn(player)

    def current_players(self) -> list[int]:
        if self.order is not None:  # face-up trick: one seat at a time (only set in tricks)
            return self._waiting[:1]
        return list(self._waiting)

    def legal_actions(self, player: int) -> list[Card]:
        waiting = self._waiting
        if self.order is not None:
            if not waiting or waiting[0] != player:
                return []
        elif player not in waiting:
            return []
        zone = self.packets[player] if self.phase == DRAFT else self.hands[player]
        # Zones are kept sorted and cards are interned, so the distinct cards in order are the
        # ones that differ from their predecessor (cheaper than dict.fromkeys, which calls
        # Card.__hash__ for every card).
        legal: list[Card] = []
        prev = None
        for card in zone:
            if card is not prev:
                legal.append(card)
                prev = card
        return legal

    def parse_action(self, player: int, action: Any) -> Card:
        card = Card.parse(action)
        if self.phase == DRAFT:
            zone, rule = self.packets[player], ex.RULE_DRAFT
            text = N_("{seat} cannot keep {card}: it is not in the packet in front of them ({held})")
        elif self.phase == EXCHANGE:
            zone, rule = self.hands[player], ex.RULE_EXCHANGE
            text = N_("{seat} cannot give their partner {card}: it is not in their hand ({held})")
        else:
            zone, rule = self.hands[player], ex.RULE_PLAY
            text = N_("{seat} cannot play {card}: it is not in their hand ({held})")
        if card in zone:
            return card
        held = " ".join(_names(zone)) or _("nothing")
        raise IllegalAction(
            _(text).format(seat=ex.seat(player), card=card, held=held), rule=rule
        )

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def returns(self) -> list[float]:
        if not self.winners:
            return [0.0] * self.n_players
        return [1.0 if p in self.winners else 0.0 for p in range(self.n_players)]

    def result_rows(self) -> list[dict[str, Any]]:
        """One row per seat: team (None with 3 players: no teams), coins, team coins, won (1 or
        0: ties are always broken by the spy token), the power won in each colour, spy token."""
        n = self.n_players
        rows = []
        for p in range(n):
            team = team_of(p, n)
            rows.append(
                {
                    "team": team,
                    "coins": self.coins[p],
                    "team_coins": self.coins[p] + self.coins[(p + 2) % 4]
                    if n == 4
                    else self.coins[p],
                    "won": int(p in self.winners),
                    **{c: self.totals[p][i] for i, c in enumerate(COLOURS)},
                    "spy_token": int(self.spy_holder == p),
                }
            )
        return rows

    # -- the round -----------------------------------------------------------------------------
    def tricks_in_round(self) -> int:
        """5 tricks in round 1, 4 in rounds 2-4 (revised 2-3): one card is always kept."""
        return 5 if self.round == 1 else 4

    def _start_round(self) -> None:
        self.round += 1
        n = self.n_players
        size = 6 if self.round == 1 else 4
        events = self.events
        lazy = Event.lazy
        events.append(lazy("round", _(ex.RULE_DEAL), None, _round_event, self.round, size))
        deck = self.deck
        for s in range(n):
            dealt = tuple(deck[:size])
            del deck[:size]
            kept = self.kept[s]
            packet = sorted(dealt if kept is None else (*dealt, kept), key=_BY_KEY)
            self.packets[s] = packet
            self.hands[s] = []
            self.seen[s] = [_names(packet)]
            self.gave[s] = self.received[s] = None
            events.append(lazy("deal", _(ex.RULE_DEAL), _ONLY[s], _deal_event, s, dealt, kept))
        self.trick = 0
        self.order = None
        self.phase = DRAFT
        self._waiting = list(range(n))

    def _apply(self, player: int, card: Card) -> None:
        phase = self.phase
        if phase == DRAFT:
            self.packets[player].remove(card)
            self.pending[player] = card
            self._waiting.remove(player)
            self.events.append(_PICKS[player][card._key] or _private("pick", player, card))
            if not self._waiting:
                self._pass_packets()
        elif phase == EXCHANGE:
            self.hands[player].remove(card)
            self.pending[player] = card
            self.gave[player] = card
            self._waiting.remove(player)
            self.events.append(_GIFTS[player][card._key] or _private("give", player, card))
            if not self._waiting:
                self._swap()
        else:
            self.hands[player].remove(card)
            self.pending[player] = card
            self._waiting.remove(player)
            if self.order is not None:
                self.events.append(
                    Event.lazy(
                        "play",
                        _(ex.RULE_FACE_UP if self.n_players == 4 else ex.RULE_FACE_UP_3P),
                        None,
                        _face_up_event,
                        player,
                        card,
                    )
                )
            else:
                self.events.append(_PLAYS[player][card._key] or _private("play", player, card))
            if not self._waiting:
                self._finish_trick()

    def _pass_packets(self) -> None:
        """Everyone has picked: keep the picks, pass the rest to the left (revised 2-2)."""
        n = self.n_players
        hands, pending, seen, events = self.hands, self.pending, self.seen, self.events
        for s in range(n):
            insort(hands[s], pending[s], key=_BY_KEY)
        self.pending = [None] * n
        packets = self.packets
        self.packets = packets = [packets[s - 1] for s in range(n)]  # packets[-1]: seat n-1's
        if len(packets[0]) == 1:
            for s in range(n):
                card = packets[s].pop()
                insort(hands[s], card, key=_BY_KEY)
                seen[s].append([card._text])
                events.append(
                    Event.lazy(
                        "last_card",
                        _(ex.RULE_DRAFT_LAST),
                        _ONLY[s],
                        _last_card_event,
                        (s - 1) % n,
                        card,
                    )
                )
            self._end_draft()
            return
        for s in range(n):
            packet = tuple(packets[s])
            seen[s].append(_names(packet))
            events.append(
                Event.lazy("pass", _(ex.RULE_DRAFT), _ONLY[s], _pass_event, (s - 1) % n, packet)
            )
        self._waiting = list(range(n))

    def _end_draft(self) -> None:
        n = self.n_players
        size = len(self.hands[0])
        if n == 4:
            self.phase = EXCHANGE
            rule = ex.RULE_EXCHANGE
        else:
            self.phase = TRICK
            rule = ex.RULE_END_3P
        self.events.append(Event.lazy("draft_done", _(rule), None, _draft_done_event, size, n))
        self._waiting = list(range(n))

    def _swap(self) -> None:
        """Partners swap the cards they set aside (revised 2-3)."""
        gifts = self.pending
        for s in range(4):
            mate = (s + 2) % 4
            insort(self.hands[s], gifts[mate], key=_BY_KEY)
            self.received[s] = gifts[mate]
        events = self.events
        for s in (0, 1):
            mate = s + 2
            events.append(
                Event.lazy(
                    "exchange",
                    _(ex.RULE_EXCHANGE),
                    frozenset((s, mate)),
                    _swap_event,
                    s,
                    mate,
                    gifts[s],
                    gifts[mate],
                )
            )
        events.append(Event.lazy("exchange_done", _(ex.RULE_EXCHANGE), None, _swap_done_event))
        self.pending = [None] * 4
        self.phase = TRICK
        self._waiting = [0, 1, 2, 3]

    def _finish_trick(self) -> None:
        """Reveal (unless face up), settle the trick, then maybe debate.

        The trick is settled by :func:`.kernel._settle`; its :class:`~.kernel.TrickResult`
        (and so the words of the effect events) is built by the kernel only when read.
        """
        n = self.n_players
        plays: tuple[Card, ...] = tuple(self.pending)  # type: ignore[arg-type]
        last = self.trick == self.tricks_in_round() - 1
        trick = _Trick(plays, n, self.spy_holder, last, self.first_edition)
        self.pending = [None] * n
        number = self.trick + 1
        events = self.events
        lazy = Event.lazy
        if self.order is None:
            events.append(
                lazy("reveal", _(ex.RULE_REVEAL), None, _reveal_event, number, self.round, plays)
            )
        powers = [c.power for c in plays]
        i = 0
        for power in EFFECT_ORDER:  # one step per effect power played, in the order they act
            if power in powers:
                rule = trick.spy_rule if power == 3 else ex.EFFECT_RULES[power]
                events.append(lazy("effect", _(rule), None, _effect_event, trick, i))
                i += 1
        won, totals, won_text = self.won, self.totals, self._won_text
        for dest, cards in enumerate(trick.won):
            for c in cards:
                won[dest].append(c)
                won_text[dest].append(c._text)
                totals[dest][c.index] += c.power
        if trick.discarded:
            self.discarded.extend(trick.discarded)
            self._discarded_text.extend(c._text for c in trick.discarded)
        events.append(lazy("trick", _(ex.RULE_WON), None, _trick_event, number, self.round, trick))
        self.spy_holder = trick.spy_holder
        self.order = trick.next_order
        self._last = trick
        self.trick += 1
        if last:
            self._end_round()
        else:
            self._waiting = list(range(n)) if self.order is None else list(self.order)

    def _end_round(self) -> None:
        """The last card stays in hand; the debate pays on everything won so far (revised 2-4).

        The coins come from :func:`.kernel.colour_payout`; the :class:`~.kernel.DebateResult`
        with its sentences is built when :attr:`debates` or the events are read.
        """
        n = self.n_players
        rnd = self.round
        events = self.events
        lazy = Event.lazy
        for s in range(n):
            card = self.hands[s][0]
            self.kept[s] = card
            if rnd < N_ROUNDS:
                events.append(lazy("keep", _(ex.RULE_KEEP), _ONLY[s], _keep_event, card, rnd + 1))
        totals = tuple(tuple(t) for t in self.totals)
        self._debate_totals.append(totals)
        coins = self.coins
        for i, colour in enumerate(COLOURS):
            column = tuple(t[i] for t in totals)
            for s, k in enumerate(colour_payout(column)):
                coins[s] += k
            events.append(lazy("debate", _(ex.RULE_DEBATE), None, _debate_event, rnd, colour, column))
        events.append(lazy("coins", _(ex.RULE_DEBATE), None, _coins_event, rnd, tuple(coins)))
        if rnd < N_ROUNDS:
            self._start_round()
            return
        self.phase = OVER
        self._waiting = []
        self.winners, text = winners(self.coins, self.spy_holder)
        self._emit(
            "end",
            ex.end_text(text),
            ex.RULE_END_TEAMS if n == 4 else ex.RULE_END_3P,
            {"winners": list(self.winners), "coins": list(self.coins)},
        )

    @property
    def last_trick(self) -> TrickResult | None:
        """The last finished trick, as :func:`.kernel.resolve_trick` tells it (None before the
        first); the same object until the next trick ends."""
        return None if self._last is None else self._last.result()

    @property
    def debates(self) -> list[DebateResult]:
        """One :class:`~.kernel.DebateResult` per finished round (built when first read)."""
        done = self._debates
        for totals in self._debate_totals[len(done) :]:
            done.append(
                debate({s: dict(zip(COLOURS, t, strict=True)) for s, t in enumerate(totals)})
            )
        return done
