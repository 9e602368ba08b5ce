"""*Witch of the Academy* as a :class:`~majority_core.game.GameState`: days, nights, views.

Each seat holds a secret colour (its player card). By day, players take two character cards
from the field in turn: one stays in front of them face up as a *rumour* against that colour,
the other is traded for an information disk; or they use a data card (1 point, the field is
topped up, then rumours are turned face down). By night every seat writes its guesses of the
others' colours on its investigation sheet at the same time, disks turn into points, and
rumours into suspicion against the holder of each colour. The discovery game is one day and
one night; the standard game two of each, with the first night's suspicion parked on the
character cards and an execution at the end. Table talk stays outside the engine.

Actions are strings:

=======================  ================================================================
``take:R/K``             keep the red card as a rumour, trade the black one for a disk
``take:K/K:P``           two black cards: the disk is pink (a colour most on the field)
``data``                 use a data card: 1 point and the field topped up; then
``hide:0R,2B``           turn seat 0's red and seat 2's blue rumours face down (3 players: one)
``guess:1R,2B,3Y``       the night's row of the investigation sheet (simultaneous, hidden)
=======================  ================================================================

>>> s = WitchState.new(n_players=4, seed=1, standard=False)
>>> s.current_players(), s.legal_actions(0)[:3]
([0], ['take:K/K:B', 'take:K/B', 'take:K/Y'])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from ..errors import MalformedInput
from ..game import Event, GameState
from ..i18n import _, and_list, ngettext
from ..rng import make_rng
from . import explain as ex
from .components import (
    CODE_LETTER,
    COLOURS,
    DATA_HIDES,
    DATA_POINT,
    DISK_CODES,
    GUESS,
    HIDE,
    LETTER,
    N_KINDS,
    OVER,
    PHASES,  # noqa: F401 (the state's names before the split)
    TOKEN_INSTEAD_OF_DISK,
    TURN,
    VERB_PHASE,  # noqa: F401 (the state's names before the split)
    D,
    K,
    components,
    parse_colour,
)
from .kernel import (
    disk_source,
    guess_actions,
    hide_actions,
    take_disk,
    turn_actions,
)
from .night import Night
from .refusals import Refusals
from .views import Views

_lazy = Event.lazy


def _written(
    data: dict[str, Any], write: Callable[..., str], args: tuple[Any, ...]
) -> tuple[str, Any]:
    """The (text, data) of a lazy event: its sentence is written now, its data was kept."""
    return ex.capital(write(*args)), data


def _t_take(p: int, keep: int, trade: int, d: int, src: Any) -> str:
    """The sentence of a take (Witch 3 (1), Exceptions 1 and 2)."""
    kc, tc, dc = COLOURS[keep], COLOURS[trade], COLOURS[d]
    disk = ex.colour(dc, "disk")
    why = ""
    if trade == K and keep != K:
        why = _(" (a black card gives a disk of the kept card's colour, {colour})").format(
            colour=ex.colour(dc)
        )
    elif trade == K:
        why = _(" (two black cards: {colour} is a colour most represented on the field)").format(
            colour=ex.colour(dc)
        )
    if src == "supply":
        gain = _("takes a {colour} disk from the supply{why}").format(colour=disk, why=why)
    elif src == "token":
        gain = _(
            "finds no {colour} disk left{why} and already holds every one: takes a 1-point "
            "token instead"
        ).format(colour=disk, why=why)
    else:
        gain = _(
            "finds no {colour} disk left in the supply{why} and takes one from "
            "{seat}, who holds the most of the others (nearest clockwise among ties)"
        ).format(colour=disk, why=why, seat=ex.seat(src))
    if keep == trade:
        pair = _("two {colour} cards").format(colour=ex.colour(kc, "cards"))
    else:
        pair = _("a {keep} and a {trade} card").format(
            keep=ex.colour(kc, "card"), trade=ex.colour(tc, "card")
        )
    return _(
        "{seat} takes {pair}, keeps a {keep} face up as a rumour and trades the {trade}: {gain}"
    ).format(
        seat=ex.seat(p), pair=pair, keep=ex.colour(kc, "card"), trade=ex.colour(tc, "card"),
        gain=gain,
    )


def _t_series(drawn: tuple[int, ...], left: int) -> str:
    """The sentence of a series laid on the field (Witch 3 "Préparation", "Phase de Jour")."""
    words = ex.counts_words({COLOURS[c]: drawn[c] for c in range(5) if drawn[c]})
    if drawn[D]:
        data = ngettext("{n} data card", "{n} data cards", drawn[D]).format(n=drawn[D])
        # data cards alone are named alone (not "none and 1 data card")
        words = and_list([words, data]) if any(drawn[:D]) else data
    total = sum(drawn)
    if not left:  # "0 left in the deck" reads badly: say the deck is empty
        return ngettext(
            "{n} card is turned face up on the field: {words}; the deck is now empty",
            "{n} cards are turned face up on the field: {words}; the deck is now empty",
            total,
        ).format(n=total, words=words)
    return ngettext(
        "{n} card is turned face up on the field: {words}; {left} left in the deck",
        "{n} cards are turned face up on the field: {words}; {left} left in the deck",
        total,
    ).format(n=total, words=words, left=left)


class WitchState(Refusals, Views, Night, GameState):
    """A game of *Witch of the Academy*: discovery (4-5 players) or standard (3-5 players).

    Options: ``standard`` (default true), ``first_player`` (the seat with the longest index
    finger, default 0), and for lessons and tests ``colours`` (each seat's colour, by name or
    letter; the rest go back unseen) and ``deck`` (the first day's deck, top card first, as
    letters ``KRPBY`` and ``D`` for data cards).
    """

    game_name: ClassVar[str] = "witch"
    turn_rule: ClassVar[str] = ex.R_DAY

    def __init__(
        self,
        *,
        n_players: int,
        seed: int,
        standard: bool = True,
        first_player: int = 0,
        colours: Sequence[str] | None = None,
        deck: str | None = None,
    ) -> None:
        comp = components(n_players, standard)
        n = comp.n_players
        if isinstance(first_player, bool) or first_player not in range(n):
            raise MalformedInput(
                _("first_player must be a seat 0..{last}, not {value!r}").format(
                    last=n - 1, value=first_player
                ),
                rule=ex.R_FIRST,
            )
        options: dict[str, Any] = {"standard": standard, "first_player": first_player}
        if colours is not None:
            options["colours"] = list(colours)
        if deck is not None:
            options["deck"] = deck
        super().__init__(n_players=n, seed=seed, options=options)
        self.comp = comp
        self.codes: tuple[int, ...] = comp.codes
        self.series = comp.series
        self._rng = make_rng(seed, "witch", "chance")
        setup_rule = ex.R_SETUP_STD if standard else ex.R_SETUP
        # Player cards: one of each colour face up for reference, the rest dealt (Witch 3).
        if colours is None:
            cards = list(self.codes)
            self._rng.shuffle(cards)
        else:
            if not isinstance(colours, (list, tuple)) or len(colours) != n:
                raise MalformedInput(
                    _("colours must give one colour for each of the {n} seats, not {value!r}")
                    .format(n=n, value=colours),
                    rule=setup_rule,
                )
            named = [COLOURS.index(parse_colour(c, allowed=comp.colours)) for c in colours]
            if len(set(named)) != n:
                raise MalformedInput(
                    _("each colour is dealt once, not {value!r}").format(value=colours),
                    rule=setup_rule,
                )
            cards = named + [c for c in self.codes if c not in named]
        self.colour: list[int] = cards[:n]
        self.unseen: list[int] = cards[n:]
        # The deck of character and data cards; its top is the END of the list.
        if deck is None:
            pile = [c for c in self.codes for _ in range(comp.cards_per_colour)]
            pile += [D] * comp.data_cards
            self._rng.shuffle(pile)
        else:
            pile = self._parse_deck(deck, setup_rule)
        self.deck: list[int] = pile
        self.field = [0] * N_KINDS
        self.discard = [0] * N_KINDS
        self.supply = [0] * 5
        for c in DISK_CODES:
            self.supply[c] = comp.disks_per_colour
        self.disks = [[0] * 5 for _ in range(n)]
        self.up = [[0] * 5 for _ in range(n)]  # face-up rumours, per seat and colour
        self.down = [[0] * 5 for _ in range(n)]  # face-down rumours
        self.n_up = 0  # face-up rumours on the table, all seats together
        #: face-up rumours a data card needs (Witch 3 (2); 1 with 3 players, Witch 5)
        self._data_needs = 1 if n == 3 else 2
        self.tokens = [0] * n
        self.debt = [0] * n
        self.borrowed: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        self.sheets: list[list[list[int | None]]] = [[] for _ in range(n)]
        self.pending: dict[int, list[int | None]] = {}
        self.parked: list[int] | None = None  # day-1 suspicion on the character cards
        self.day = 1
        self.first = [first_player]
        self.active = first_player
        self.phase = TURN
        self.revealed = False
        self.executed: int | None = None
        self.executed_colour: str | None = None
        self.winners: list[int] | None = None
        self.night_scores: list[dict[str, Any]] = []
        self.public_log: list[dict[str, Any]] = []
        self.private_log: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        self._setup_events(setup_rule)
        self._draw_series(ex.R_SETUP)
        self._log(
            "first-player",
            _("{seat} starts the day; turns go clockwise").format(seat=ex.seat(first_player)),
            ex.R_FIRST,
            {"seat": first_player, "day": 1},
        )

    def _parse_deck(self, deck: object, rule: str) -> list[int]:
        comp = self.comp
        letters = deck.strip().upper() if isinstance(deck, str) else None
        want = {LETTER[c]: comp.cards_per_colour for c in comp.colours} | {"D": comp.data_cards}
        if letters is None or any(ch not in want for ch in letters):
            raise MalformedInput(
                _("the deck is written with the letters {letters}, not {value!r}").format(
                    letters="".join(want), value=deck
                ),
                rule=rule,
            )
        got = {ch: letters.count(ch) for ch in want}
        if got != want:
            raise MalformedInput(
                _("this game's deck holds {want}, not {got}").format(want=want, got=got),
                rule=rule,
            )
        return [CODE_LETTER.index(ch) for ch in reversed(letters)]

    def _setup_events(self, rule: str) -> None:
        comp = self.comp
        n = self.n_players
        game = _("standard game") if comp.standard else _("discovery game")
        unseen = (
            ngettext(
                "; {n} player card goes back in the box unseen",
                "; {n} player cards go back in the box unseen",
                comp.n_unseen,
            ).format(n=comp.n_unseen)
            if comp.n_unseen
            else ""
        )
        self._log(
            "setup",
            _(
                "{game} for {n} players: {cards} character cards of each of {colours} and "
                "{data} data cards are shuffled into the deck; {disks} disks of each colour in "
                "the supply; one player card of each colour lies face up and one is dealt face "
                "down to each seat{unseen}"
            ).format(
                game=game, n=n, cards=comp.cards_per_colour,
                colours=", ".join(ex.colour(c) for c in comp.colours), data=comp.data_cards,
                disks=comp.disks_per_colour, unseen=unseen,
            ),
            rule,
            {
                "standard": comp.standard,
                "colours": list(comp.colours),
                "cards_per_colour": comp.cards_per_colour,
                "data_cards": comp.data_cards,
                "disks_per_colour": comp.disks_per_colour,
                "series": self.series,
            },
        )
        for p in range(n):
            c = COLOURS[self.colour[p]]
            self._log(
                "colour",
                _(
                    "Your player card is {card}: rumours against {colour} will cost you, and "
                    "the others will try to guess it"
                ).format(colour=ex.colour(c), card=ex.colour(c, "card")),
                ex.R_SETUP,
                {"seat": p, "colour": c},
                visible_to=(p,),
            )

    # -- the field --------------------------------------------------------------------------
    def _draw_series(self, rule: str, up_to: int | None = None) -> None:
        """Add a series to the field (or top it up to ``up_to`` cards), as far as the deck goes."""
        field = self.field
        want = self.series if up_to is None else max(0, up_to - sum(field))
        drawn = [0] * N_KINDS
        deck = self.deck
        for _k in range(min(want, len(deck))):
            drawn[deck.pop()] += 1
        for i in range(N_KINDS):
            field[i] += drawn[i]
        if not any(drawn):
            return
        data = {
            "drawn": {CODE_LETTER[i]: drawn[i] for i in range(N_KINDS) if drawn[i]},
            "deck_size": len(deck),
        }
        # the sentence is written when read (a game lays out about twenty series)
        self.events.append(
            _lazy("series", _(rule), None, _written, data, _t_series, (tuple(drawn), len(deck)))
        )
        self.public_log.append({"kind": "series", **data})

    def _face_up_total(self) -> int:
        return self.n_up

    def _turn_legal(self) -> tuple[str, ...]:
        return turn_actions(tuple(self.field), self.n_up >= self._data_needs, self.codes)

    # -- the protocol -----------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def current_players(self) -> list[int]:
        phase = self.phase
        if phase == GUESS:
            return [p for p in range(self.n_players) if p not in self.pending]
        if phase == OVER:
            return []
        return [self.active]

    def legal_actions(self, player: int) -> list[str]:
        phase = self.phase
        if phase == TURN:
            return list(self._turn_legal()) if player == self.active else []
        if phase == HIDE:
            if player != self.active:
                return []
            return hide_actions(self.up, DATA_HIDES[self.n_players])
        if phase == GUESS:
            if player in self.pending or not 0 <= player < self.n_players:
                return []
            return list(guess_actions(self.n_players, player, self.codes))
        return []

    # -- carrying out decisions -----------------------------------------------------------
    def _apply(self, player: int, action: str) -> None:
        verb, _sep, arg = action.partition(":")
        if verb == "take":
            self._take(player, arg)
        elif verb == "data":
            self._data(player)
        elif verb == "hide":
            self._hide(player, arg)
        else:
            self._guess(player, arg)

    def _take(self, p: int, arg: str) -> None:
        keep = CODE_LETTER.index(arg[0])
        trade = CODE_LETTER.index(arg[2])
        chosen = CODE_LETTER.index(arg[4]) if len(arg) > 3 else None
        field_before = tuple(self.field)
        up_before = tuple(map(tuple, self.up))
        self.field[keep] -= 1
        self.field[trade] -= 1
        self.up[p][keep] += 1
        self.n_up += 1
        self.discard[trade] += 1
        d = take_disk(keep, trade, chosen)
        source = disk_source(d, p, self.supply, self.disks)
        if source == -1:
            self.supply[d] -= 1
            self.disks[p][d] += 1
            src: Any = "supply"
            rule = ex.R_BLACK if trade == K else ex.R_TAKE
        else:
            if source is not None:
                self.disks[source][d] -= 1
                self.disks[p][d] += 1
                src = source
            else:
                self.tokens[p] += TOKEN_INSTEAD_OF_DISK
                src = "token"
            rule = ex.R_NO_DISK
        data = {
            "day": self.day,
            "seat": p,
            "keep": CODE_LETTER[keep],
            "trade": CODE_LETTER[trade],
            "disk": CODE_LETTER[d],
            "source": src,
            "field": field_before,
            "up": up_before,
        }
        # The sentence is written when someone reads it (most random games never do).
        self.events.append(_lazy("take", _(rule), None, _written, data, _t_take, (p, keep, trade, d, src)))
        self.public_log.append({"kind": "take", **data})
        self._end_turn(p)

    def _data(self, p: int) -> None:
        field_before = tuple(self.field)
        up_before = tuple(map(tuple, self.up))
        self.field[D] -= 1
        self.discard[D] += 1
        self.tokens[p] += DATA_POINT
        k = DATA_HIDES[self.n_players]
        self._log(
            "data",
            ngettext(
                "{seat} uses a data card: takes a 1-point token, tops the field up to {series} "
                "cards, then turns {k} face-up rumour card face down",
                "{seat} uses a data card: takes a 1-point token, tops the field up to {series} "
                "cards, then turns {k} face-up rumour cards face down",
                k,
            ).format(seat=ex.seat(p), series=self.series, k=k),
            ex.R_DATA_3P if self.n_players == 3 else ex.R_DATA,
            {"day": self.day, "seat": p, "field": field_before, "up": up_before},
        )
        self._draw_series(ex.R_DATA, up_to=self.series)
        self.phase = HIDE

    def _hide(self, p: int, arg: str) -> None:
        up_before = tuple(map(tuple, self.up))
        hidden = []
        for x in arg.split(","):
            s, c = int(x[:-1]), CODE_LETTER.index(x[-1])
            self.up[s][c] -= 1
            self.n_up -= 1
            self.down[s][c] += 1
            hidden.append((s, CODE_LETTER[c]))
        def rumour(s: int, c: str) -> str:
            if s == p:
                return _("their own {colour} rumour").format(colour=ex.colour(c, "card"))
            return _("{seat}'s {colour} rumour").format(seat=ex.seat(s), colour=ex.colour(c, "card"))

        if len(hidden) == 2 and hidden[0] == hidden[1]:
            s0, c0 = hidden[0]
            if s0 == p:
                words = _("two of their own {colour} rumours").format(
                    colour=ex.colour(c0, "cards")
                )
            else:
                words = _("two of {seat}'s {colour} rumours").format(
                    seat=ex.seat(s0), colour=ex.colour(c0, "cards")
                )
        else:
            words = and_list(rumour(s, c) for s, c in hidden)
        self._log(
            "hide",
            _("{seat} turns {words} face down: a face-down rumour no longer counts").format(
                seat=ex.seat(p), words=words
            ),
            ex.R_DATA_3P if self.n_players == 3 else ex.R_DATA,
            {"day": self.day, "seat": p, "rumours": tuple(hidden), "up": up_before},
        )
        self.phase = TURN
        self._end_turn(p)

    def _end_turn(self, p: int) -> None:
        field = self.field
        if field[0] + field[1] + field[2] + field[3] + field[4] <= 1 and self.deck:
            self._draw_series(ex.R_REFILL)
        if not self.deck and not any(field):
            self._log(
                "day-end",
                _("the deck and the field are empty: day {day} ends and night falls").format(
                    day=self.day
                ),
                ex.R_DAY_END,
                {"day": self.day},
            )
            self._start_night()
            return
        nxt = (p + 1) % self.n_players
        self.active = nxt
        if not self._turn_legal():
            left = {CODE_LETTER[i]: field[i] for i in range(N_KINDS) if field[i]}
            for i in range(N_KINDS):
                self.discard[i] += field[i]
                field[i] = 0
            self._log(
                "day-end",
                ngettext(
                    "{seat} can neither take two character cards nor use a data card: day {day} "
                    "ends, the {n} card left on the field is discarded and night falls",
                    "{seat} can neither take two character cards nor use a data card: day {day} "
                    "ends, the {n} cards left on the field are discarded and night falls",
                    sum(left.values()),
                ).format(seat=ex.seat(nxt), day=self.day, n=sum(left.values())),
                ex.R_STUCK,
                {"day": self.day, "seat": nxt, "discarded": left},
            )
            self._start_night()

    # -- invariants (used by tests) --------------------------------------------------------
    def card_census(self) -> list[int]:
        """Every card by code, wherever it is (deck, field, discard, rumours of any side)."""
        total = [0] * N_KINDS
        for c in self.deck:
            total[c] += 1
        for i in range(N_KINDS):
            total[i] += self.field[i] + self.discard[i]
        for p in range(self.n_players):
            for c in range(5):
                total[c] += self.up[p][c] + self.down[p][c]
        return total

    def disk_census(self) -> list[int]:
        """Every disk by colour code, in the supply or in front of a seat."""
        return [self.supply[c] + sum(row[c] for row in self.disks) for c in range(5)]
