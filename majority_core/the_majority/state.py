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

import html
from bisect import insort
from typing import Any, ClassVar

from ..display import table_html
from ..errors import IllegalAction, MalformedInput
from ..game import Event, GameState
from ..rng import make_rng
from . import explain as ex
from .components import COLOURS, Card, build_deck, cards_html
from .kernel import TrickResult, _resolve, debate, partner, team_of, winners, won_html

__all__ = ["TheMajorityState"]

DRAFT, EXCHANGE, TRICK, OVER = "draft", "exchange", "trick", "over"
N_ROUNDS = 4


#: The private audience of one seat, shared by all its events.
_ONLY = tuple(frozenset((s,)) for s in range(4))


_PRIVATE_TEXTS = {
    "pick": (lambda seat, card: ex.pick_text(card), ex.RULE_DRAFT),
    "give": (lambda seat, card: ex.give_text(card, (seat + 2) % 4), ex.RULE_EXCHANGE),
    "play": (lambda seat, card: ex.face_down_text(card), ex.RULE_PLAY),
}
_PRIVATE_EVENTS: dict[tuple[str, int, Card], Event] = {}


def _private(kind: str, seat: int, card: Card) -> Event:
    """The private event of one seat's face-down decision ("You keep R10 from your packet.").

    Events are immutable values and these recur in every game, so each is made once and shared:
    a bot's decision then costs no new sentence.
    """
    key = (kind, seat, card)
    event = _PRIVATE_EVENTS.get(key)
    if event is None:
        text, rule = _PRIVATE_TEXTS[kind]
        event = Event(kind, text(seat, card), rule, {"card": card._text}, _ONLY[seat])
        _PRIVATE_EVENTS[key] = event
    return event


def _names(cards: list[Card]) -> list[str]:
    return [c._text for c in cards]


class TheMajorityState(GameState):
    """One game of The Majority (revised rules by default; see the module docstring).

    Public attributes (read them, do not change them): ``round`` (1-4), ``phase`` ("draft",
    "exchange", "trick", "over"), ``trick`` (tricks finished this round), ``deck``, ``hands``,
    ``packets`` (draft packets), ``pending`` (a draft pick, exchange gift or trick play not
    resolved yet), ``won``, ``discarded``, ``coins``, ``spy_holder``, ``order`` (face-up order
    of the current trick, or None), ``last_trick`` (:class:`~.kernel.TrickResult`) and
    ``debates`` (one :class:`~.kernel.DebateResult` per finished round).
    """

    game_name: ClassVar[str] = "the_majority"
    turn_rule: ClassVar[str] = (
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
                f"The Majority is played by 3 or 4 players, not {n_players!r}",
                rule="revised 1-5 and 3-3",
            )
        if not isinstance(first_edition, bool):
            raise MalformedInput(
                f"first_edition must be True or False, not {first_edition!r}",
                rule="RULINGS: The Majority",
            )
        if (
            isinstance(spy_holder, bool)
            or not isinstance(spy_holder, int)
            or not 0 <= spy_holder < n_players
        ):
            raise MalformedInput(
                f"spy_holder must be a seat 0..{n_players - 1}, not {spy_holder!r}",
                rule=ex.RULE_SETUP,
            )
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise MalformedInput(f"the seed must be an integer, not {seed!r}")
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
        self.last_trick: TrickResult | None = None
        self.debates: list[Any] = []
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
        self.events.append(Event(kind, text, rule, {} if data is None else data, seen))

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
                    return self.events[start:]
        return super().apply(player, action)

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
        return list(dict.fromkeys(zone))  # zones are kept sorted: distinct cards, in order

    def parse_action(self, player: int, action: Any) -> Card:
        card = Card.parse(action)
        if self.phase == DRAFT:
            zone, what, rule = self.packets[player], "keep", ex.RULE_DRAFT
            where = "the packet in front of you"
        elif self.phase == EXCHANGE:
            zone, what, rule = self.hands[player], "give your partner", ex.RULE_EXCHANGE
            where = "your hand"
        else:
            zone, what, rule = self.hands[player], "play", ex.RULE_PLAY
            where = "your hand"
        if card in zone:
            return card
        held = " ".join(_names(zone)) or "nothing"
        raise IllegalAction(
            f"{ex.seat(player)} cannot {what} {card}: it is not in {where} ({held})", rule=rule
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
        self._emit(
            "round",
            ex.round_text(self.round, N_ROUNDS, size),
            ex.RULE_DEAL,
            {"round": self.round},
        )
        deck = self.deck
        for s in range(n):
            dealt = deck[:size]
            del deck[:size]
            kept = self.kept[s]
            packet = sorted(dealt if kept is None else [*dealt, kept])
            self.packets[s] = packet
            self.hands[s] = []
            self.seen[s] = [_names(packet)]
            self.gave[s] = self.received[s] = None
            self._emit(
                "deal",
                ex.deal_text(sorted(dealt), kept),
                ex.RULE_DEAL,
                {"seat": s, "cards": _names(dealt)},
                (s,),
            )
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
            self.events.append(_private("pick", player, card))
            if not self._waiting:
                self._pass_packets()
        elif phase == EXCHANGE:
            self.hands[player].remove(card)
            self.pending[player] = card
            self.gave[player] = card
            self._waiting.remove(player)
            self.events.append(_private("give", player, card))
            if not self._waiting:
                self._swap()
        else:
            self.hands[player].remove(card)
            self.pending[player] = card
            self._waiting.remove(player)
            if self.order is not None:
                self._emit(
                    "play",
                    ex.face_up_text(player, card),
                    ex.RULE_FACE_UP if self.n_players == 4 else ex.RULE_FACE_UP_3P,
                    {"seat": player, "card": card._text},
                )
            else:
                self.events.append(_private("play", player, card))
            if not self._waiting:
                self._finish_trick()

    def _pass_packets(self) -> None:
        """Everyone has picked: keep the picks, pass the rest to the left (revised 2-2)."""
        n = self.n_players
        for s in range(n):
            insort(self.hands[s], self.pending[s])
        self.pending = [None] * n
        packets = self.packets
        self.packets = packets = [packets[(s - 1) % n] for s in range(n)]
        if len(packets[0]) == 1:
            for s in range(n):
                card = packets[s].pop()
                insort(self.hands[s], card)
                self.seen[s].append([card._text])
                self._emit(
                    "last_card",
                    ex.last_card_text((s - 1) % n, card),
                    ex.RULE_DRAFT_LAST,
                    {"card": card._text},
                    (s,),
                )
            self._end_draft()
            return
        for s in range(n):
            self.seen[s].append(_names(packets[s]))
            self._emit(
                "pass",
                ex.pass_text((s - 1) % n, packets[s]),
                ex.RULE_DRAFT,
                {"cards": _names(packets[s])},
                (s,),
            )
        self._waiting = list(range(n))

    def _end_draft(self) -> None:
        n = self.n_players
        size = len(self.hands[0])
        if n == 4:
            self.phase = EXCHANGE
            self._emit(
                "draft_done",
                ex.draft_done_text(size, n),
                ex.RULE_EXCHANGE,
            )
        else:
            self.phase = TRICK
            self._emit(
                "draft_done",
                ex.draft_done_text(size, n),
                ex.RULE_END_3P,
            )
        self._waiting = list(range(n))

    def _swap(self) -> None:
        """Partners swap the cards they set aside (revised 2-3)."""
        gifts = self.pending
        for s in range(4):
            mate = (s + 2) % 4
            insort(self.hands[s], gifts[mate])
            self.received[s] = gifts[mate]
        for s in (0, 1):
            mate = s + 2
            self._emit(
                "exchange",
                ex.swap_text(s, mate, gifts[s], gifts[mate]),
                ex.RULE_EXCHANGE,
                {"gave": {s: gifts[s]._text, mate: gifts[mate]._text}},
                (s, mate),
            )
        self._emit(
            "exchange_done",
            ex.SWAP_DONE,
            ex.RULE_EXCHANGE,
        )
        self.pending = [None] * 4
        self.phase = TRICK
        self._waiting = [0, 1, 2, 3]

    def _finish_trick(self) -> None:
        """Reveal (unless face up), resolve with the kernel, then maybe debate."""
        n = self.n_players
        plays = dict(enumerate(self.pending))
        last = self.trick == self.tricks_in_round() - 1
        res = _resolve(plays, n, self.spy_holder, last, self.first_edition)  # type: ignore[arg-type]
        self.pending = [None] * n
        number = self.trick + 1
        if self.order is None:
            self._emit(
                "reveal",
                ex.trick_text(number, self.round, res.reveal_text()),
                ex.RULE_REVEAL,
                {"plays": [c._text for c in plays.values()]},  # type: ignore[union-attr]
            )
        for step in res.steps:
            self._emit("effect", step.text, step.rule, {"power": step.power})
        won, totals, won_text = self.won, self.totals, self._won_text
        for dest, cards in res.won.items():
            for c in cards:
                won[dest].append(c)
                won_text[dest].append(c._text)
                totals[dest][c.index] += c.power
        self.discarded.extend(res.discarded)
        self._discarded_text.extend(c._text for c in res.discarded)
        self._emit(
            "trick",
            ex.trick_text(number, self.round, res.summary_text()),
            ex.RULE_WON,
            {
                "won": [_names(res.won[p]) for p in range(n)],
                "discarded": _names(res.discarded),
                "spy_holder": res.spy_holder,
            },
        )
        self.spy_holder = res.spy_holder
        self.order = res.next_order
        self.last_trick = res
        self.trick += 1
        if last:
            self._end_round()
        else:
            self._waiting = list(range(n)) if self.order is None else list(self.order)

    def _end_round(self) -> None:
        """The last card stays in hand; the debate pays on everything won so far (revised 2-4)."""
        n = self.n_players
        for s in range(n):
            card = self.hands[s][0]
            self.kept[s] = card
            if self.round < N_ROUNDS:
                self._emit(
                    "keep",
                    ex.keep_text(card, self.round + 1),
                    ex.RULE_KEEP,
                    {"card": card._text},
                    (s,),
                )
        result = debate({s: dict(zip(COLOURS, self.totals[s], strict=True)) for s in range(n)})
        self.debates.append(result)
        for c in COLOURS:
            self._emit(
                "debate",
                ex.debate_text(self.round, result.sentences[c]),
                ex.RULE_DEBATE,
                {"colour": c, "coins": list(result.by_colour[c].values())},
            )
        for s in range(n):
            self.coins[s] += result.coins[s]
        self._emit(
            "coins",
            ex.coins_text(self.round, self.coins),
            ex.RULE_DEBATE,
            {"coins": list(self.coins)},
        )
        if self.round < N_ROUNDS:
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

    # -- what each player knows ----------------------------------------------------------------------
    def chosen(self) -> list[bool]:
        """Who has already made the current simultaneous choice (not what they chose)."""
        return [c is not None for c in self.pending]

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows (``None``: everything), as JSON-able data.

        Public to all: round, phase, won cards and their totals, discards, coins, spy token, who
        has chosen, face-up plays, the last trick, hand and packet sizes, public events. Private
        to ``player``: its hand, packet, pending choice, the packets it has seen this round, the
        card it kept from the last round (``kept``; it joined its first packet of this round),
        what it gave and received in the exchange, its private events.

        Keys only in ``view(None)``: ``hands``, ``packets``, ``deck`` and per-seat lists for
        ``pending``, ``draft_seen``, ``kept``, ``gave`` and ``received``.
        """
        n = self.n_players
        face_up = self.order is not None and self.phase == TRICK
        last = self.last_trick
        v: dict[str, Any] = {
            "game": self.game_name,
            "seat": player,
            "n_players": n,
            "first_edition": self.first_edition,
            "round": self.round,
            "phase": self.phase,
            "trick": self.trick + 1 if self.phase == TRICK else None,
            "tricks_in_round": self.tricks_in_round(),
            "partner": None if player is None else partner(player, n),
            "team": None if player is None else team_of(player, n),
            "spy_holder": self.spy_holder,
            "coins": list(self.coins),
            "won": [list(w) for w in self._won_text],
            "totals": [{"red": r, "blue": b, "yellow": y} for r, b, y in self.totals],
            "discarded": list(self._discarded_text),
            "deck_size": len(self.deck),
            "hand_sizes": [len(h) for h in self.hands],
            "packet_sizes": [len(p) for p in self.packets],
            "chosen": self.chosen(),
            "waiting": self.current_players(),
            "face_up_order": list(self.order) if face_up else None,
            "table": [c._text if c is not None and face_up else None for c in self.pending],
            "last_trick": None
            if last is None
            else {
                "plays": [c._text for c in last.plays.values()],
                "won": [_names(last.won[s]) for s in range(n)],
                "discarded": _names(last.discarded),
            },
            "winners": list(self.winners),
        }
        if player is None:
            v.update(
                hands=[_names(h) for h in self.hands],
                packets=[_names(p) for p in self.packets],
                pending=[None if c is None else c._text for c in self.pending],
                draft_seen=[[list(p) for p in s] for s in self.seen],
                kept=[None if c is None else c._text for c in self.kept],
                gave=[None if c is None else c._text for c in self.gave],
                received=[None if c is None else c._text for c in self.received],
                deck=_names(self.deck),
                events=list(self._log(None)),
            )
            return v
        p = player
        mine = self.pending[p]
        received = self.received[p]
        v.update(
            hand=_names(self.hands[p]),
            packet=_names(self.packets[p]),
            pending=None if mine is None else mine._text,
            draft_seen=[list(x) for x in self.seen[p]],
            kept=None if self.kept[p] is None else self.kept[p]._text,  # type: ignore[union-attr]
            gave=None if self.gave[p] is None else self.gave[p]._text,  # type: ignore[union-attr]
            received=None if received is None else received._text,
            events=list(self._log(p)),
        )
        return v

    # -- display ---------------------------------------------------------------------------------
    def status(self) -> str:
        """One line: where the game is and who must decide."""
        if self.phase == OVER:
            return self.events[-1].text
        who = ", ".join(ex.seat(p) for p in self.current_players())
        what = {DRAFT: "draft", EXCHANGE: "partner exchange", TRICK: f"trick {self.trick + 1}"}
        mode = " (face up)" if self.order is not None and self.phase == TRICK else ""
        return f"Round {self.round}, {what[self.phase]}{mode}: waiting for {who}."

    def _repr_html_(self, player: int | None = None) -> str:
        n = self.n_players
        head = f"<p><b>The Majority</b> &middot; {html.escape(self.status())}</p>"
        cells = []
        for s in range(n):
            token = " &#128373; spy token" if self.spy_holder == s else ""
            team = f" (team {team_of(s, n)})" if n == 4 else ""
            hand = ""
            if player is None or player == s:
                zone = self.packets[s] if self.phase == DRAFT else self.hands[s]
                label = "packet" if self.phase == DRAFT else "hand"
                hand = f"<div><small>{label}:</small> {cards_html(zone)}</div>"
            played = ""
            c = self.pending[s]
            if (
                c is not None
                and self.phase == TRICK
                and (self.order is not None or player in (None, s))
            ):
                played = f"<div><small>on the table:</small> {cards_html([c])}</div>"
            cells.append(
                f"<td style='vertical-align:top;padding:6px'><b>{ex.Seat(s)}</b>{team}{token}"
                f"<div>{self.coins[s]} coins</div>{won_html(self.won[s])}{played}{hand}</td>"
            )
        table = f"<table class='mj-majority'><tr>{''.join(cells)}</tr></table>"
        disc = f"<div><small>discarded:</small> {cards_html(self.discarded)}</div>"
        return f"<div class='mj-state'>{head}{table}{disc}</div>"

    def events_table(self, player: int | None = None) -> str:
        """The log as an HTML table (kind, text, rule) for a notebook."""
        rows = [[e.kind, e.text, e.rule] for e in self.events_for(player)]
        return table_html(["kind", "what happened", "rule"], rows)
