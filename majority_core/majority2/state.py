"""A game of Majority 2, step by step: set-up, the six phases of a turn, every card effect, the
end and the final score.

:class:`Majority2State` follows the shared protocol of :mod:`majority_core.game`. Actions are
short strings (hashable; their ``str`` is their notation):

================================  ===========================================================
``exchange`` / ``keep``           exchange phase (5-3)
``draw`` / ``no-draw``            draw phase (5-4)
``free <card> <column>``          free play of a hand card into your column 1-3 (5-5)
``no-free``                       no free play
``play <card> <column>``          standard play, paying the cost (5-6)
``end``                           no more standard plays: clean-up (5-7)
``form <card>``                   the representative of the faction that forms (5-5)
``reserve <card>``                demons Junior: the hand card put into your reserve
``take <place>``                  witches Veteran: the card in play taken into your reserve
``disc <place> <faction>``        angels Senior, reapers Junior / Veteran / promo Aristocrat
``colour <faction>``              dragons Veteran: the colour each player names
``discard <card>``                dragons Aristocrat: the score-zone card the opponent gives up
``target <place>``                dragons promo Junior: the card chosen in its column
``ghost <column>``                Ghost: the opponent's column it goes to (6-4)
================================  ===========================================================

A card is written as :class:`~.components.Card` writes it (``demons:veteran``,
``demons:secretary@witches`` with a disc); a place is ``s<seat>.c<column>.<n>`` (n-th card from
the top of that column) or ``s<seat>.zone.<n>`` (a score zone). Columns are numbered 1-3.

Conventions (chance and order):

1. Chance is ``make_rng(seed, "deck")``: it shuffles the canonical deck once at set-up, shuffles
   the discard pile into a new deck when the deck runs out (6-1), and draws the witches
   Senior's random discards (``randrange``). The deck's top is the end of ``self.deck``.
2. Set-up deals 4 reserve cards to seat 0, then 4 to seat 1, then seat 0's hand of 6 (4-4).
   Seat 0 holds the first-player token (both players have 3 coins; RULINGS).
3. Decisions forced by public facts are taken for the player (an event says so): no
   exchange on the very first turn, a forced exchange, the forced draw with an empty hand,
   no play phases with an empty hand, a representative (or a dragons Aristocrat discard) when
   only one card value qualifies. A phase is never skipped because of what a hidden hand
   holds: that would tell the opponent about it.
4. Effects that ask the opponent to choose make the opponent the current player until they
   have chosen (dragons Veteran's second colour, dragons Aristocrat, forming for a Ghost).

>>> game = Majority2State.new(seed=1)
>>> game.legal_actions(0)     # turn 1: no exchange for the first player (5-3)
['draw', 'no-draw']
>>> _ = game.apply(0, "draw")
>>> len(game.hand[0]), len(game.reserve[1])   # 6 + 2 drawn; the opponent's reserve gets 1
(8, 5)
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..errors import IllegalAction, MalformedInput
from ..game import GameState
from ..i18n import _
from ..rng import make_rng
from . import explain as ex
from .components import (
    _SORT,
    DRAW,
    EXCHANGE,
    FACTIONS,
    FREE,
    INDEPENDENT,
    OVER,
    STANDARD,
    ZONE,
    Card,
    Phases,
    Places,
    build_deck,
    parse_promos,
    place_text,
)
from .effects import Effects
from .kernel import (
    FinalScore,
    draw_count,
    forming,
)
from .refusals import CannotPay, ConditionNotMet, NotInHand, Refusals, french_action
from .views import Views

__all__ = [
    "CannotPay",
    "ConditionNotMet",
    "Majority2State",
    "NotInHand",
]



@cache
def _words(verb: str, card: Card) -> tuple[str, str, str]:
    """``free <card> 1..3`` or ``play <card> 1..3``: made once per card (the hot path)."""
    return (f"{verb} {card} 1", f"{verb} {card} 2", f"{verb} {card} 3")


class Majority2State(Refusals, Views, Effects, Places, Phases, GameState):
    """A game of Majority 2 for two players (seat 0 starts with the first-player token).

    Options: ``promos`` (promo kinds replacing base cards, 6-3: ``[]`` by default, ``"all"``, or
    a list such as ``["witches:senior"]``), ``ghosts`` (add the two Ghosts, 6-4; off by
    default), ``ghost_cost`` (the Ghost's cost, 3 by default: the text prints none),
    ``end_factions`` (factions that end the game, 5), ``turn_limit`` (a safety stop, 200 turns;
    docs/rulings-majority2.md).
    """

    game_name = "majority2"
    turn_rule = ex.R_TURN

    def __init__(
        self,
        *,
        n_players: int = 2,
        seed: int,
        promos: Any = None,
        ghosts: bool = False,
        ghost_cost: int = 3,
        end_factions: int = 5,
        turn_limit: int = 200,
    ) -> None:
        if n_players != 2 or isinstance(n_players, bool):
            raise IllegalAction(
                _("Majority 2 is a game for 2 players, not {n_players!r}").format(n_players=n_players), rule="Majority 2 4-1"
            )
        kinds = parse_promos(promos)
        if not isinstance(ghosts, bool):
            raise MalformedInput(_("ghosts is true or false, not {ghosts!r}").format(ghosts=ghosts), rule="Majority 2 6-4")
        for label, value, low in (
            ("ghost_cost", ghost_cost, 0),
            ("end_factions", end_factions, 1),
            ("turn_limit", turn_limit, 2),
        ):
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise MalformedInput(
                    _("{label} must be a whole number >= {low}, not {value!r}").format(label=label, low=low, value=value), rule=ex.R_PACKAGE
                )
        options = {
            "promos": list(kinds),
            "ghosts": ghosts,
            "ghost_cost": ghost_cost,
            "end_factions": end_factions,
            "turn_limit": turn_limit,
        }
        super().__init__(n_players=2, seed=seed, options=options)
        #: The printed card of each card id (ids index the canonical deck).
        self.cards: list[Card] = build_deck(kinds, ghosts)
        self.rng = make_rng(seed, "deck")
        self.deck: list[int] = list(range(len(self.cards)))
        self.rng.shuffle(self.deck)
        self.discard: list[int] = []
        self.hand: list[list[int]] = [[], []]
        self.reserve: list[list[int]] = [[], []]
        self.columns: list[list[list[int]]] = [[[], [], []], [[], [], []]]
        self.zone: list[list[int]] = [[], []]
        #: card id -> the faction of the disc on it; faction -> card id carrying that disc.
        self.disc: dict[int, str] = {}
        self.disc_at: dict[str, int] = {}
        self.up = [0, 0]
        self.down = [3, 3]
        self.first = 0
        self.player = 0
        self.turn = 0
        self.phase = EXCHANGE
        self.must_exchange = [False, False]
        #: Pending steps, last on top: ("effect", seat, card id), ("form", seat) or
        #: ("ask", kind, seat, info) -- a decision.
        self.tasks: list[tuple[Any, ...]] = []
        self.passed: list[list[str]] = [[], []]
        self.received: list[list[str]] = [[], []]
        self.ghost_by: dict[int, int] = {}
        self.formed: list[dict[str, Any]] = []
        self.final: list[FinalScore] = []
        self.winner: int | None = None
        self.end_reason = ""
        self.ended_by = ""  # "rules" (5-7) or "safety stop" (the package's turn limit)
        self._legal: tuple[str, ...] | None = None
        for p in (0, 1):
            self.reserve[p] = [self.deck.pop() for _ in range(4)]
        self.hand[0] = [self.deck.pop() for _ in range(6)]
        extras = ""
        if kinds:
            promo = [Card(*kind.split(":"), None, True) for kind in kinds]  # type: ignore[misc]
            extras += _(" (promo cards: {kinds})").format(kinds=ex.names(promo))
        if ghosts:
            extras += _(" and the two Ghosts")
        # The council cards are counted without the Ghosts, which the extras name (6-4).
        council = len(self.cards) - (2 if ghosts else 0)
        self._log("setup", ex.setup_text(council, 0, extras), ex.R_SETUP)
        for p in (0, 1):
            self._log(
                "deal",
                ex.text(
                    "deal",
                    reserve=ex.names(self._cards(self.reserve[p])),
                    hand=_(" Your hand: {cards}.").format(cards=ex.names(self._cards(self.hand[p])))
                    if p == 0
                    else "",
                ),
                ex.R_SETUP,
                visible_to=frozenset({p}),
            )
        self._begin_turn(0)

    @classmethod
    def new(cls, *, n_players: int = 2, seed: int | None, **options: Any) -> Majority2State:
        """A fresh game (two players; ``n_players`` is there for the shared protocol)."""
        return super().new(n_players=n_players, seed=seed, **options)

    # -- the protocol ---------------------------------------------------------------------
    def current_players(self) -> list[int]:
        if self.phase == OVER:
            return []
        if self.tasks and self.tasks[-1][0] == "ask":
            return [self.tasks[-1][2]]
        return [self.player]

    def legal_actions(self, player: int) -> list[Any]:
        if player not in self.current_players():
            return []
        # Kept until the next decision (``_apply`` clears it): a bot's call and the check in
        # ``apply`` then cost one computation.
        if self._legal is None:
            self._legal = tuple(self._legal_now(player))
        return list(self._legal)

    def _legal_now(self, p: int) -> list[str]:
        if self.tasks:
            return self._ask_options(self.tasks[-1])
        if self.phase == EXCHANGE:
            return ["exchange", "keep"]
        if self.phase == DRAW:
            return ["draw", "no-draw"]
        out = ["no-free" if self.phase == FREE else "end"]
        if self.phase == FREE:
            for c in self._free_cards(p):
                out += _words("free", c)
        else:
            for c in self._paid_cards(p):
                out += _words("play", c)
        return out

    def parse_action(self, player: int, action: Any) -> Any:
        if not isinstance(action, str):
            raise MalformedInput(
                _("an action is a word such as 'draw' or 'play demons:junior 2', not {action!r}").format(action=action),
                rule=self.turn_rule,
            )
        legal = self.legal_actions(player)
        if action in legal:  # the usual case: a bot or a board hands back a listed action
            return action
        typed = " ".join(action.split())
        if typed in legal:
            return typed
        text = french_action(typed)  # "piocher", "jouer witches:junior 2"
        if text in legal:
            return text
        if not legal:  # not this player's decision: say whose it is, not "nothing is legal"
            self.check_turn(player)
        raise self._why_illegal(player, text, legal, typed)

    def _apply(self, player: int, action: str) -> None:
        self._legal = None
        if self.tasks:
            self._answer(self.tasks.pop(), action)
            self._run()
            return
        p = player
        if self.phase == EXCHANGE:
            if action == "exchange":
                self._exchange(p, forced=False)
            else:
                self._log("keep", ex.keep_text(p), ex.R_EXCHANGE)
            self._enter_draw()
        elif self.phase == DRAW:
            if action == "draw":
                self._draw_phase(p, forced=False)
            else:
                self._log("no draw", ex.no_draw_text(p), ex.R_DRAW)
            self._enter_free()
        elif self.phase == FREE:
            if action == "no-free":
                self._log("no free play", ex.no_free_text(p), ex.R_FREE)
                self._enter_standard()
            else:
                _, card, col = action.split()
                self._play(p, Card.parse(card), int(col) - 1, free=True)
        elif action == "end":
            self._log("end play", ex.end_play_text(p), ex.R_PLAY)
            self._cleanup()
        else:
            _, card, col = action.split()
            self._play(p, Card.parse(card), int(col) - 1, free=False)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    # -- the flow of a turn ------------------------------------------------------------------
    def _begin_turn(self, p: int) -> None:
        self.turn += 1
        self.player = p
        self.up[p] += self.down[p]
        self.down[p] = 0
        self._log("turn", ex.turn_text(self.turn, p, self.up[p]), f"{ex.R_TURN}; {ex.R_INCOME}")
        self.phase = EXCHANGE
        if self.must_exchange[p]:
            self.must_exchange[p] = False
            self._exchange(p, forced=True)
        elif self.turn == 1:
            self._log("no exchange", ex.first_turn_text(p), ex.R_EXCHANGE)
        elif self.hand[p] or self.reserve[p]:
            return  # a decision: exchange or keep
        self._enter_draw()

    def _cleanup(self) -> None:
        p, o = self.player, 1 - self.player
        # Shown in card order: a hand is a set, and the order it was drawn in is the passer's
        # secret (it would tell the receiver which cards came from which draw).
        cards = sorted(self._cards(self.hand[p]), key=_SORT)
        self.hand[o].extend(self.hand[p])
        self.hand[p] = []
        self.passed[p] = [str(c) for c in cards]
        self.received[o] = [str(c) for c in cards]
        self._log("pass", ex.cleanup_text(p, o, cards), ex.R_CLEANUP, cards=self.passed[p])
        if len(self.zone[o]) >= self.options["end_factions"]:
            self._end(ex.end_reason_text(o, len(self.zone[o]), None), ex.R_CLEANUP)
        elif self.turn >= self.options["turn_limit"]:
            self._end(
                ex.end_reason_text(o, None, self.options["turn_limit"]),
                ex.R_PACKAGE,
                ended_by="safety stop",
            )
        else:
            self._begin_turn(o)

    def _end(self, why: str, rule: str, ended_by: str = "rules") -> None:
        self.phase = OVER
        self.end_reason = why
        self.ended_by = ended_by
        self.final = [self.score(p) for p in (0, 1)]
        for p in (0, 1):
            self._log(
                "score",
                ex.text(
                    "final score",
                    p,
                    vp=self.final[p].card_total,
                    cards=ex.n_cards(len(self.zone[p])),
                    coins=ex.n_coins(self.final[p].coins),
                    total=self.final[p].total,
                ),
                ex.R_SCORE,
                seat=p,
                lines=self.final[p].explain(),
            )
        a, b = self.final[0].total, self.final[1].total
        self.winner = 0 if a > b else 1 if b > a else 1 - self.first
        self._log(
            "game end",
            ex.text("game end", why=why, result=self._result_text()),
            f"{rule}; {ex.R_SCORE}",
            winner=self.winner,
            scores=[a, b],
            ended_by=ended_by,
        )

    # -- phases' actions ------------------------------------------------------------------------
    def _exchange(self, p: int, forced: bool) -> None:
        self.hand[p], self.reserve[p] = self.reserve[p], self.hand[p]
        rule = ex.R_EXCHANGE + ("; Majority 2 6-2 (demons Senior)" if forced else "")
        self._log(
            "exchange",
            ex.exchange_text(p, len(self.reserve[p]), len(self.hand[p]), forced),
            rule,
        )
        self._log(
            "my exchange",
            ex.my_exchange_text(sorted(self._cards(self.hand[p]), key=_SORT)),
            rule,
            visible_to=frozenset({p}),
        )

    def _draw_phase(self, p: int, forced: bool) -> None:
        o = 1 - p
        n = draw_count(len(self.zone[o]))
        got = self._draw_into(p, n, self.hand[p], "hand", ex.R_DRAW)
        extra = self._draw_into(o, 1, self.reserve[o], "reserve", ex.R_DRAW)
        self._log(
            "draw",
            ex.draw_text(p, n, got, len(self.zone[o]), o, extra == 1, forced),
            ex.R_DRAW,
            seat=p,
            cards=got,
        )

    def _draw_into(self, p: int, n: int, into: list[int], where: str, rule: str) -> int:
        """Draw up to ``n`` cards into ``into`` (a private event tells ``p`` which)."""
        got = []
        for _k in range(n):
            c = self._draw_one()
            if c is None:
                break
            into.append(c)
            got.append(c)
        if got:
            self._log(
                "drew",
                ex.drew_text(self._cards(got), where),
                rule,
                visible_to=frozenset({p}),
                cards=[str(self.cards[c]) for c in got],
            )
        return len(got)

    def _draw_one(self) -> int | None:
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self._log("reshuffle", ex.reshuffle_text(len(self.deck)), ex.R_DISCARD)
        return self.deck.pop() if self.deck else None

    def _play(self, p: int, card: Card, col: int, free: bool) -> None:
        cid = next(c for c in self.hand[p] if self.cards[c] is card)
        self.hand[p].remove(cid)
        self.columns[p][col].append(cid)
        if card.is_ghost:
            self.ghost_by[cid] = p
        if free:
            self._log("free play", ex.free_play_text(p, card, col), ex.R_FREE, card=str(card))
        else:
            cost = self._cost(card)
            self.up[p] -= cost
            self.down[p] += cost
            self._log(
                "play",
                ex.play_text(p, card, col, cost, self.up[p]),
                ex.R_PLAY,
                card=str(card),
                column=col + 1,
            )
        self.tasks.append(("form", p))
        if not free:
            self.tasks.append(("effect", p, cid))
        self._run()

    # -- pending steps ---------------------------------------------------------------------------
    def _run(self) -> None:
        """Carry out pending steps until one needs a decision, then continue the turn."""
        while self.tasks:
            task = self.tasks[-1]
            if task[0] == "ask":
                options = self._ask_options(task)
                if options:
                    self._legal = tuple(options)  # the next ``legal_actions`` costs nothing
                    return
                # A queued decision whose targets are gone (the reapers promo Aristocrat's next
                # disc once every card carries one) is dropped: a game never waits on a player
                # who has nothing to choose.
                self.tasks.pop()
                self._skip_ask(task)
                continue
            self.tasks.pop()
            if task[0] == "effect":
                self._effect(task[1], task[2])
            else:
                self._form_check(task[1])
        if self.phase in (FREE, STANDARD):
            self._enter_standard()

    def _ask(self, kind: str, who: int, *info: Any) -> bool:
        """Push a decision; False if it has no possible answer (then nothing happens). A
        representative or a score-zone discard with a single possible card is taken at once."""
        task = ("ask", kind, who, *info)
        options = self._ask_options(task)
        if not options:
            return False
        if len(options) == 1 and kind in ("form", "discard"):
            self._answer(task, options[0], chosen=False)
            return True
        self.tasks.append(task)
        return True

    def _ask_options(self, task: tuple[Any, ...]) -> list[str]:
        kind, who = task[1], task[2]
        if kind == "form":
            col = task[3]
            reps = forming(self._cards(self.columns[who][col])).representatives()
            return [f"form {c}" for c in reps]
        if kind == "reserve":
            return [f"reserve {c}" for c in self._distinct(self.hand[who])]
        if kind == "take":
            return [f"take {place_text(*pl)}" for pl in self._in_play() if self._discardable(pl)]
        if kind == "disc":
            scope, _unused, colour = task[3], task[4], task[5]
            colours = [colour] if colour else [f for f in FACTIONS if f not in task[7:]]
            return [
                f"disc {place_text(*pl)} {f}" for pl in self._disc_targets(who, scope) for f in colours
            ]
        if kind == "colour":
            first = task[3]
            return [f"colour {f}" for f in FACTIONS if f != first]
        if kind == "discard":
            zone = self.zone[who]
            secs = [c for c in zone if self.cards[c].rank == "secretary"]
            return [f"discard {c}" for c in sorted({self._card(c) for c in (secs or zone)})]
        if kind == "target":
            # any card of the lane, protected ones too (6-3 "choisissez une carte"): a
            # protected card chosen is not discarded (6-2 angels Junior), so a player is never
            # made to pick one of their own cards that would go; no decision when every card
            # of the lane is protected (whatever is chosen, nothing happens)
            col = task[3]
            lane = [pl for pl in self._in_play() if pl[1] == col]
            if not any(self._discardable(pl) for pl in lane):
                return []
            return [f"target {place_text(*pl)}" for pl in lane]
        if kind == "ghost":
            return [f"ghost {col + 1}" for col in range(3)]
        raise AssertionError(kind)

    def _ask_public(self, task: tuple[Any, ...]) -> dict[str, Any]:
        """What everyone may know about a pending decision."""
        kind = task[1]
        if kind in ("form", "target"):
            return {"column": task[3] + 1}
        if kind == "disc":
            return {"scope": task[3], "left": task[4], "colour": task[5]}
        if kind == "colour":
            return {"first": task[3]}
        return {}

    def _answer(self, task: tuple[Any, ...], action: str, chosen: bool = True) -> None:
        kind, who = task[1], task[2]
        _verb, _sep, arg = action.partition(" ")
        if kind == "form":
            self._form(who, task[3], Card.parse(arg), chosen)
        elif kind == "reserve":
            card = Card.parse(arg)
            cid = next(c for c in self.hand[who] if self.cards[c] is card)
            self.hand[who].remove(cid)
            self.reserve[who].append(cid)
            self._log(
                "to reserve",
                ex.text("to reserve", who),
                "Majority 2 6-2 (demons Junior)",
            )
            self._log(
                "my reserve",
                ex.text("my reserve", card=card),
                "Majority 2 6-2 (demons Junior)",
                visible_to=frozenset({who}),
            )
        elif kind == "take":
            pl = self._parse_place(arg)
            cid = self._at(pl)
            self._remove(pl)
            self.reserve[who].append(cid)
            self._log(
                "take",
                ex.text("take", who, card=self.cards[cid], where=ex.place_name(self, pl, who)),
                "Majority 2 6-2 (witches Veteran)",
                card=str(self.cards[cid]),
            )
        elif kind == "disc":
            where, colour = arg.split()
            self._put_disc(who, self._parse_place(where), colour, task)
            if task[4] > 1:
                # The angels Senior's second disc takes another colour: moving the first disc
                # would leave one card with a disc where 6-2 puts discs on 2 cards.
                self._ask("disc", who, task[3], task[4] - 1, task[5], task[6], *task[7:], colour)
        elif kind == "colour":
            colour = arg
            if task[3] is None:
                self._log(
                    "colour",
                    ex.text("first colour", who, colour=colour, paint=colour),
                    "Majority 2 6-2 (dragons Veteran)",
                    colour=colour,
                )
                self._ask("colour", 1 - who, colour)
            else:
                self._log(
                    "colour",
                    ex.text("second colour", who, colour=colour, paint=colour),
                    "Majority 2 6-2 (dragons Veteran)",
                    colour=colour,
                )
                both = {task[3], colour}
                hit = [pl for pl in self._in_play() if self._card(self._at(pl)).current in both]
                why = ex.text("burn colours", first=task[3], colour=colour)
                self._discard_places(hit, why, "Majority 2 6-2 (dragons Veteran)")
        elif kind == "discard":
            card = Card.parse(arg)
            cid = next(c for c in self.zone[who] if self._card(c) is card)
            self.zone[who].remove(cid)
            self._to_discard(cid)
            how = _("chooses to discard") if chosen else _("must discard")
            self._log(
                "lose faction",
                ex.text(
                    "lose faction",
                    who,
                    how=how,
                    card=card,
                    left=ex.n_factions(len(self.zone[who])),
                ),
                "Majority 2 6-2 (dragons Aristocrat)",
                card=str(card),
            )
        elif kind == "target":
            pl = self._parse_place(arg)
            card = self._card(self._at(pl))
            opp = 1 - who
            # A disc-less Ghost has no faction (6-4): it matches nothing, not even another one.
            if card.current is None:
                self._log(
                    "no discard",
                    ex.text("promo target ghost", who, card=card),
                    "Majority 2 6-3 (dragons Junior); Majority 2 6-4 (Ghost)",
                )
            elif any(self._card(z).current == card.current for z in self.zone[opp]):
                why = ex.text("promo target hit", who, colour=card.current)
                self._discard_places([pl], why, "Majority 2 6-3 (dragons Junior)")
            else:
                self._log(
                    "no discard",
                    ex.text("promo target miss", who, card=card, colour=card.current),
                    "Majority 2 6-3 (dragons Junior)",
                )
        elif kind == "ghost":
            self._move_ghost(who, task[3], int(arg) - 1)
        else:  # pragma: no cover
            raise AssertionError(kind)

    # -- places and cards ------------------------------------------------------------------------
    def _card(self, cid: int) -> Card:
        """The card as it lies now (with its disc)."""
        disc = self.disc.get(cid)
        card = self.cards[cid]
        return card.with_disc(disc) if disc else card

    def _cards(self, ids: list[int]) -> list[Card]:
        return [self._card(c) for c in ids]

    def _distinct(self, ids: list[int]) -> list[Card]:
        """The different cards among ``ids``, in card order (one action per card value)."""
        return sorted({self._card(c) for c in ids}, key=_SORT)

    def _place_of(self, cid: int) -> str:
        pl = self._find(cid)
        return place_text(*pl) if pl else "?"

    def _parse_place(self, text: str) -> tuple[int, int, int]:
        s, where, i = text.split(".")
        return (int(s[1:]), ZONE if where == "zone" else int(where[1:]) - 1, int(i) - 1)

    def _protected(self, p: int, col: int) -> bool:
        """Cards on ``p``'s side of ``col`` resist card-effect discards while an angels Junior
        lies there, however it came into play (6-2, RULINGS)."""
        return any(self.cards[c].guards for c in self.columns[p][col])

    def _discardable(self, pl: tuple[int, int, int]) -> bool:
        return pl[1] == ZONE or not self._protected(pl[0], pl[1])

    def _discard_places(self, places: list[tuple[int, int, int]], why: str, rule: str) -> None:
        """Discard cards in play by a card effect: protected ones stay (6-2 angels Junior)."""
        ids = [self._at(pl) for pl in places]
        gone, kept = [], []
        for pl, cid in zip(places, ids, strict=True):
            (gone if self._discardable(pl) else kept).append(cid)
        shown = self._cards(gone)
        for cid in gone:
            loc = self._find(cid)
            assert loc is not None
            self.columns[loc[0]][loc[1]].remove(cid)
            self._to_discard(cid)
        self._log("discard", ex.discarded_text(shown, why), rule, cards=[str(c) for c in shown])
        for cid in kept:
            self._log("protected", ex.protected_text(self._card(cid)), ex.R_PROTECT)

    def _remove(self, pl: tuple[int, int, int]) -> None:
        """Take a card out of play or a zone (its disc returns, 6-1)."""
        cid = self._at(pl)
        if pl[1] == ZONE:
            self.zone[pl[0]].remove(cid)
        else:
            self.columns[pl[0]][pl[1]].remove(cid)
        self._drop_disc(cid)

    def _drop_disc(self, cid: int) -> None:
        colour = self.disc.pop(cid, None)
        if colour is not None:
            del self.disc_at[colour]

    def _to_discard(self, cid: int) -> None:
        self._drop_disc(cid)
        self.discard.append(cid)

    def _cost(self, card: Card) -> int:
        return card.price(self.options["ghost_cost"])

    def _zone_cards(self, p: int) -> list[Card]:
        return self._cards(self.zone[p])

    def _in_card_order(self, ids: list[int]) -> list[int]:
        """Card ids sorted by their cards (a hidden pile shown or discarded at once: the order
        the cards arrived in is a secret; equal cards keep their order, which shows nothing)."""
        return sorted(ids, key=lambda c: self.cards[c]._sort)

    def _hand_cards(self, p: int) -> list[Card]:
        """The different cards of a hand, in card order (hand cards never carry a disc)."""
        return sorted(set(map(self.cards.__getitem__, self.hand[p])), key=_SORT)

    def _zone_counts(self, p: int) -> dict[str | None, int]:
        """Cards of the score zone per current faction (a plain dict: the hot path)."""
        have: dict[str | None, int] = {}
        disc, cards = self.disc, self.cards
        for c in self.zone[p]:
            f = disc.get(c) or cards[c].current  # a disc's colour, else the printed faction
            have[f] = have.get(f, 0) + 1
        return have

    def _free_cards(self, p: int) -> list[Card]:
        """Hand cards that may be free-played: conditions hold, cost ignored (5-5, 5-6)."""
        have = self._zone_counts(p)
        return [
            c for c in self._hand_cards(p) if not c._nofree and have.get(c.faction, 0) >= c._needs
        ]

    def _paid_cards(self, p: int) -> list[Card]:
        """Hand cards that can be paid for with face-up coins and whose condition holds (5-6)."""
        have = self._zone_counts(p)
        up = self.up[p]
        ghost_cost = self.options["ghost_cost"]
        return [
            c
            for c in self._hand_cards(p)
            if (ghost_cost if c.faction == INDEPENDENT else c._cost) <= up
            and have.get(c.faction, 0) >= c._needs
        ]
