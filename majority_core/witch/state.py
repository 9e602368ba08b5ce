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

from ..errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from ..game import Event, GameState
from ..i18n import N_, _, and_list, ngettext
from ..rng import make_rng
from . import explain as ex
from .components import (
    CODE_LETTER,
    COLOUR_OF_LETTER,
    COLOURS,
    DATA_HIDES,
    DATA_POINT,
    DISK_CODES,
    LETTER,
    N_KINDS,
    TOKEN_INSTEAD_OF_DISK,
    D,
    K,
    components,
    parse_colour,
)
from .kernel import (
    black_pair_colours,
    day_two_first_player,
    disk_source,
    execution,
    guess_actions,
    guess_transfers,
    hide_actions,
    information_points,
    net_transfers,
    pay,
    suspicion,
    take_disk,
    turn_actions,
)

TURN = "turn"
HIDE = "hide"
GUESS = "guess"
OVER = "over"
PHASES = (TURN, HIDE, GUESS, OVER)
VERB_PHASE = {"take": TURN, "data": TURN, "hide": HIDE, "guess": GUESS}


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
    return ngettext(
        "{n} card is turned face up on the field: {words}; {left} left in the deck",
        "{n} cards are turned face up on the field: {words}; {left} left in the deck",
        total,
    ).format(n=total, words=words, left=left)


def _counts(row: Sequence[int], codes: Sequence[int]) -> dict[str, int]:
    return {COLOURS[c]: row[c] for c in codes}


class WitchState(GameState):
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

    # -- logging --------------------------------------------------------------------------
    def _log(
        self,
        kind: str,
        text: str,
        rule: str,
        data: dict[str, Any],
        visible_to: Sequence[int] | None = None,
    ) -> None:
        """Append one event, and the same facts to the records of the seats that saw it."""
        record = {"kind": kind, **data}
        text, rule = ex.capital(text), _(rule)
        if visible_to is None:
            self.events.append(Event(kind, text, rule, data))
            self.public_log.append(record)
        else:
            self.events.append(Event(kind, text, rule, data, frozenset(visible_to)))
            for p in visible_to:
                self.private_log[p].append(record)

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

    def check_turn(self, player: int) -> None:
        if self.phase == OVER:
            end = ex.R_END_STANDARD if self.comp.standard else ex.R_END_DISCOVERY
            raise WrongPhase(_("the game is over: nobody acts any more"), rule=end)
        self.check_seat(player)
        if self.phase == GUESS:
            if player in self.pending:
                raise WrongPlayer(
                    _("{seat} has already written this night's guesses").format(
                        seat=ex.seat(player)
                    ),
                    rule=self._guess_rule(),
                )
            return
        if player != self.active:
            if self.phase == TURN:
                text = _("it is {active}'s turn, not {seat}'s; turns go clockwise")
            else:
                text = _(
                    "it is {active}'s data card (rumours to turn face down), not {seat}'s; "
                    "turns go clockwise"
                )
            raise WrongPlayer(
                text.format(active=ex.seat(self.active), seat=ex.seat(player)),
                rule=ex.R_DAY,
            )

    def parse_action(self, player: int, action: Any) -> str:
        if not isinstance(action, str):
            raise MalformedInput(
                _(
                    "a Witch action is text such as 'take:R/K', 'data', 'hide:0R,2B' or "
                    "'guess:1R,2B', not {action!r}"
                ).format(action=action),
                rule=ex.R_DAY,
            )
        phase = self.phase
        if phase == GUESS:
            if action in _guess_set(self.n_players, player, self.codes):
                return action
        elif phase == TURN and action in self._turn_legal():
            return action
        verb, sep, arg = action.strip().partition(":")
        verb = verb.lower()
        arg = arg.replace(" ", "").upper()
        if verb in ("hide", "guess") and arg:
            parts = arg.split(",")
            if verb == "guess":
                parts.sort(key=lambda x: (len(x), x))
            else:
                parts.sort(key=_rumour_key)
            arg = ",".join(parts)
        text = verb + sep + arg
        if phase == GUESS:
            if text in _guess_set(self.n_players, player, self.codes):
                return text
        else:
            legal = self.legal_actions(player)
            if text in legal:
                return text
        raise self._refusal(player, verb, arg, text)

    def _refusal(self, player: int, verb: str, arg: str, text: str) -> RuleError:
        """The most specific reason why ``text`` is refused now."""
        phase = self.phase
        if verb not in VERB_PHASE:
            return MalformedInput(
                _(
                    "{text!r} is not a Witch action; actions look like 'take:R/K' (keep red as a "
                    "rumour, trade black for a disk), 'data', 'hide:0R,2B', 'guess:1R,2B'"
                ).format(text=text),
                rule=ex.R_DAY,
            )
        if VERB_PHASE[verb] != phase:
            now = {
                TURN: _("a day turn: take two character cards or use a data card"),
                HIDE: _("choosing the rumours to turn face down"),
                GUESS: _("the night: every seat writes its guesses"),
            }[phase]
            return WrongPhase(
                _("{text!r} cannot be played now: this is {now}").format(text=text, now=now),
                rule=ex.R_DAY,
            )
        if verb == "take":
            return self._take_refusal(arg, text)
        if verb == "data":
            if arg or text.endswith(":"):  # not a reason about the table: a typing slip
                return MalformedInput(
                    _("{text!r}: 'data' is written alone, with nothing after it").format(text=text),
                    rule=ex.R_DATA,
                )
            return self._data_refusal()
        if verb in ("hide", "guess") and arg and "" in arg.split(","):
            return MalformedInput(
                _("{text!r}: an empty entry between commas; remove the extra comma").format(
                    text=text
                ),
                rule=(ex.R_DATA_3P if self.n_players == 3 else ex.R_DATA)
                if verb == "hide" else self._guess_rule(),
            )
        if verb == "hide":
            return self._hide_refusal(arg)
        return self._guess_refusal(player, arg)

    def _colour_code(self, letter: str, rule: str) -> int:
        name = COLOUR_OF_LETTER.get(letter)
        if name is None or COLOURS.index(name) not in self.codes:
            if letter == "D":
                raise IllegalAction(
                    _("a data card is not a character card: use it with 'data'"), rule=ex.R_TAKE
                )
            raise MalformedInput(
                _("{letter!r} is not a colour of this game ({colours})").format(
                    letter=letter,
                    colours=", ".join(
                        f"{LETTER[COLOURS[c]]} {ex.colour(COLOURS[c])}" for c in self.codes
                    ),
                ),
                rule=rule,
            )
        return COLOURS.index(name)

    def _take_refusal(self, arg: str, text: str) -> RuleError:
        head, _sep, chosen = arg.partition(":")
        pair = head.split("/")
        if len(pair) != 2 or not all(pair):
            return MalformedInput(
                _(
                    "{text!r}: a take names the card kept as a rumour, then the card traded for "
                    "a disk, e.g. 'take:R/K'"
                ).format(text=text),
                rule=ex.R_TAKE,
            )
        try:
            keep, trade = (self._colour_code(x, ex.R_TAKE) for x in pair)
        except RuleError as exc:
            return exc
        need = [0] * N_KINDS
        need[keep] += 1
        need[trade] += 1
        for c in (keep, trade):
            if self.field[c] < need[c]:
                have = self.field[c]
                return IllegalAction(
                    ngettext(
                        "the field holds {have} {colour} card, not {need}",
                        "the field holds {have} {colour} cards, not {need}",
                        have,
                    ).format(
                        have=have, need=need[c],
                        colour=ex.colour(COLOURS[c], "card" if have == 1 else "cards"),
                    ),
                    rule=ex.R_TAKE,
                )
        if keep == K and trade == K:
            allowed = black_pair_colours(self.field, [c for c in self.codes if c != K])
            names = ", ".join(f"{CODE_LETTER[c]} ({ex.colour(COLOURS[c])})" for c in allowed)
            return IllegalAction(
                _(
                    "with two black cards the disk is of a colour most represented on the "
                    "field: write 'take:K/K:X' with X one of {names}"
                ).format(names=names),
                rule=ex.R_BLACK,
            )
        if chosen:
            return IllegalAction(
                _(
                    "only a take of two black cards chooses its disk colour; here the disk is "
                    "{colour}"
                ).format(colour=ex.colour(COLOURS[take_disk(keep, trade, None)], "disk")),
                rule=ex.R_BLACK,
            )
        return IllegalAction(  # pragma: no cover
            _("{text!r} is not allowed now").format(text=text), rule=ex.R_TAKE
        )

    def _data_refusal(self) -> RuleError:
        if not self.field[D]:
            return IllegalAction(_("there is no data card on the field"), rule=ex.R_DATA)
        need = 1 if self.n_players == 3 else 2
        return IllegalAction(
            ngettext(
                "a data card needs at least {need} face-up rumour card on the table; {there}",
                "a data card needs at least {need} face-up rumour cards on the table; {there}",
                need,
            ).format(
                need=need,
                there=ngettext("there is {n}", "there are {n}", self._face_up_total()).format(
                    n=self._face_up_total()
                ),
            ),
            rule=ex.R_DATA_3P if self.n_players == 3 else ex.R_DATA,
        )

    def _hide_refusal(self, arg: str) -> RuleError:
        k = DATA_HIDES[self.n_players]
        rule = ex.R_DATA_3P if self.n_players == 3 else ex.R_DATA
        parts = [x for x in arg.split(",") if x]
        if len(parts) != k:
            return IllegalAction(
                ngettext(
                    "turn exactly {k} face-up rumour card face down, written like 'hide:0R,2B' "
                    "(seat then colour)",
                    "turn exactly {k} face-up rumour cards face down, written like 'hide:0R,2B' "
                    "(seat then colour)",
                    k,
                ).format(k=k),
                rule=rule,
            )
        want: dict[tuple[int, int], int] = {}
        for x in parts:
            if len(x) < 2 or not x[:-1].isdigit() or int(x[:-1]) >= self.n_players:
                return MalformedInput(
                    _("{x!r} does not name a rumour: write the seat then the colour, like '2B'")
                    .format(x=x),
                    rule=rule,
                )
            try:
                c = self._colour_code(x[-1], rule)
            except RuleError as exc:
                return exc
            key = (int(x[:-1]), c)
            want[key] = want.get(key, 0) + 1
        for (s, c), m in want.items():
            if self.up[s][c] < m:
                return IllegalAction(
                    _("{seat} has {n} face-up {colour} rumour card(s), not {m}").format(
                        seat=ex.seat(s), n=self.up[s][c], colour=ex.colour(COLOURS[c], "card"),
                        m=m,
                    ),
                    rule=rule,
                )
        return IllegalAction(_("these rumours cannot be turned face down now"), rule=rule)

    def _guess_refusal(self, player: int, arg: str) -> RuleError:
        others = [s for s in range(self.n_players) if s != player]
        rule = self._guess_rule()
        seen: list[int] = []
        for x in [x for x in arg.split(",") if x]:
            if len(x) < 2 or not x[:-1].isdigit():
                return MalformedInput(
                    _("{x!r}: write each guess as the seat then the colour, like '2B'").format(x=x),
                    rule=rule,
                )
            s = int(x[:-1])
            if s == player:
                return IllegalAction(
                    _("your own column is not on your investigation sheet: guess the others"),
                    rule=rule,
                )
            if s not in others:
                return MalformedInput(_("there is no seat {n}").format(n=s), rule=rule)
            try:
                self._colour_code(x[-1], rule)
            except RuleError as exc:
                return exc
            seen.append(s)
        if sorted(seen) != others:
            return MalformedInput(
                _("write one colour for each other seat ({seats}), like 'guess:{example}'").format(
                    seats=", ".join(ex.seat(s) for s in others),
                    example=",".join(f"{s}R" for s in others),
                ),
                rule=rule,
            )
        return IllegalAction(_("this sheet cannot be written now"), rule=rule)  # pragma: no cover

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
                _(
                    "{seat} can neither take two character cards nor use a data card: day {day} "
                    "ends, the {n} card(s) left on the field are discarded and night falls"
                ).format(seat=ex.seat(nxt), day=self.day, n=sum(left.values())),
                ex.R_STUCK,
                {"day": self.day, "seat": nxt, "discarded": left},
            )
            self._start_night()

    # -- the night --------------------------------------------------------------------------
    def _night_rule(self, discovery: str, first: str, second: str) -> str:
        """The section of a night step: the discovery game's, or the standard game's for this
        night (its first night writes the top row, its second the bottom row)."""
        if not self.comp.standard:
            return discovery
        return second if self.day == 2 else first

    def _guess_rule(self) -> str:
        return self._night_rule(ex.R_GUESS, ex.R_GUESS_STD1, ex.R_GUESS_STD)

    def _start_night(self) -> None:
        self.phase = GUESS
        self.pending = {}
        row = _("the bottom row") if self.day == 2 else _("the top row")
        self._log(
            "night",
            _(
                "night {day}: every seat secretly writes a colour for each other seat on {row} "
                "of its investigation sheet (the same colour may be written twice)"
            ).format(day=self.day, row=row),
            self._guess_rule(),
            {"day": self.day},
        )

    def _guess(self, p: int, arg: str) -> None:
        row: list[int | None] = [None] * self.n_players
        for x in arg.split(","):
            row[int(x[:-1])] = CODE_LETTER.index(x[-1])
        self.pending[p] = row
        words = ", ".join(
            f"{ex.seat(s)} {ex.colour(COLOURS[c])}" for s, c in enumerate(row) if c is not None
        )
        self._log(
            "guess",
            _("You write: {words}").format(words=words),
            self._guess_rule(),
            {"seat": p, "day": self.day, "row": [None if c is None else COLOURS[c] for c in row]},
            visible_to=(p,),
        )
        self._log(
            "sheet-written",
            _("{seat} has written this night's guesses (hidden until the reveal)").format(
                seat=ex.seat(p)
            ),
            self._guess_rule(),
            {"seat": p, "day": self.day},
        )
        if len(self.pending) == self.n_players:
            self._night()

    def _night(self) -> None:
        n = self.n_players
        for p in range(n):
            self.sheets[p].append(self.pending[p])
        self.pending = {}
        standard = self.comp.standard
        score: dict[str, Any] = {"day": self.day, "start": self.points()}
        self._information()
        score["after_disks"] = self.points()
        last = not standard or self.day == 2
        if last:
            self._reveal()
            score["after_guesses"] = self.points()
        sus = self._suspicion()
        score["suspicion"] = sus
        if standard and self.day == 1:
            self._park(sus)
            self._start_day_two()
        else:
            self._settle(sus)
            score["end"] = self.points()
            self._finish()
        self.night_scores.append(score)

    def _information(self) -> None:
        names = [ex.seat(p) for p in range(self.n_players)]
        result = information_points({names[p]: ex.disk_dict(row) for p, row in enumerate(self.disks)})
        gained = [result.points[name] for name in names]
        for p in range(self.n_players):
            self.tokens[p] += gained[p]
        lines = result.explain()
        self._log(
            "information",
            _("information disks turn into points: {lines}; every disk goes back to the supply")
            .format(lines="; ".join(lines) if lines else _("nobody holds a disk")),
            self._night_rule(ex.R_INFO, ex.R_INFO_STD1, ex.R_INFO_STD),
            {"day": self.day, "points": gained},
        )
        for c in DISK_CODES:
            self.supply[c] = self.comp.disks_per_colour
        for row in self.disks:
            row[:] = [0] * 5

    def _reveal(self) -> None:
        n = self.n_players
        self.revealed = True
        names = [COLOURS[c] for c in self.colour]
        sheets = [[[None if c is None else COLOURS[c] for c in r] for r in rows] for rows in self.sheets]
        unseen = [COLOURS[c] for c in self.unseen]
        rule = ex.R_REVEAL_STD if self.comp.standard else ex.R_REVEAL
        self._log(
            "reveal",
            _("every player card is turned over: {who}{unseen}; the investigation sheets are shown")
            .format(
                who=", ".join(
                    _("{seat} is {colour}").format(seat=ex.seat(p), colour=ex.colour(names[p]))
                    for p in range(n)
                ),
                unseen=_(" (nobody holds {colours})").format(
                    colours=", ".join(ex.colour(c) for c in unseen)
                ) if unseen else "",
            ),
            rule,
            {"colours": names, "unseen": unseen, "sheets": sheets},
        )
        transfers = guess_transfers(names, sheets, self.comp.standard)
        for payer, payee, amount in transfers:
            rows = sum(1 for r in sheets[payee] if r[payer] == names[payer])
            colour = ex.colour(names[payer])
            if self.comp.standard:
                text = ngettext(
                    "{payee} guessed {colour} on {rows} night for {payer}: {pays}",
                    "{payee} guessed {colour} on {rows} nights for {payer}: {pays}",
                    rows,
                )
            else:
                text = _("{payee} guessed {colour} for {payer}: {pays}")
            pays = ngettext("{payer} pays {amount} point", "{payer} pays {amount} points", amount)
            self._log(
                "guess-paid",
                text.format(
                    payee=ex.seat(payee), payer=ex.seat(payer), colour=colour, rows=rows,
                    pays=pays.format(payer=ex.seat(payer), amount=amount),
                ),
                rule,
                {"payer": payer, "payee": payee, "points": amount},
            )
        net = net_transfers(transfers, n)
        for p in range(n):
            if net[p] < 0:
                self._pay(p, -net[p], N_("correct guesses about them"), rule)
        for p in range(n):
            if net[p] > 0:
                self.tokens[p] += net[p]

    def _pay(self, p: int, amount: int, what: str, rule: str) -> None:
        left, borrowed = pay(self.tokens[p], amount)
        self.tokens[p] = left
        if borrowed:
            self.debt[p] += borrowed
            record = {"day": self.day, "points": borrowed, "for": what}
            self.borrowed[p].append(record)
            self._log(
                "borrow",
                _(
                    "{seat} cannot pay {amount} for {what}: borrows {borrowed} from the supply, "
                    "noted on the investigation sheet (now {debt} borrowed)"
                ).format(
                    seat=ex.seat(p), amount=amount, what=_(what), borrowed=borrowed,
                    debt=self.debt[p],
                ),
                ex.R_BORROW_STD if self.comp.standard else ex.R_BORROW,
                {"seat": p, **record},
            )

    def _suspicion(self) -> dict[str, int]:
        counts = {COLOURS[c]: sum(self.up[p][c] for p in range(self.n_players)) for c in self.codes}
        result = suspicion(counts, n_players=self.n_players, standard=self.comp.standard)
        down = sum(sum(r) for r in self.down)
        for p in range(self.n_players):
            for c in range(5):
                self.discard[c] += self.up[p][c] + self.down[p][c]
            self.up[p] = [0] * 5
            self.down[p] = [0] * 5
        self.n_up = 0
        rule = ex.R_SUSPICION
        if self.comp.standard:
            rule = ex.R_PARK if self.day == 1 else ex.R_SETTLE
        self._log(
            "suspicion",
            (_("the {n} face-down rumour card(s) are discarded; ").format(n=down) if down else "")
            + _("face-up rumour cards turn into suspicion: {lines}").format(
                lines="; ".join(result.explain())
            ),
            rule,
            {"day": self.day, "rumours": counts, "suspicion": dict(result.points)},
        )
        return dict(result.points)

    def _park(self, sus: dict[str, int]) -> None:
        self.parked = [0] * 5
        for c in self.codes:
            self.parked[c] = sus[COLOURS[c]]
        self._log(
            "parked",
            _(
                "no player card is revealed tonight: the suspicion points are placed as tokens "
                "on the character card of each colour ({counts}) and every rumour card is "
                "discarded"
            ).format(counts=", ".join(f"{ex.colour(c)} {v}" for c, v in sus.items())),
            ex.R_PARK,
            {"parked": dict(sus)},
        )

    def _start_day_two(self) -> None:
        pile = [i for i in range(N_KINDS) for _ in range(self.discard[i])]
        self.discard = [0] * N_KINDS
        self._rng.shuffle(pile)
        self.deck = pile
        self._log(
            "new-deck",
            _(
                "the disks go back to the supply and the {n} discarded cards are shuffled into "
                "a new deck"
            ).format(n=len(pile)),
            ex.R_NEW_DECK,
            {"deck_size": len(pile)},
        )
        pts = self.points()
        first = day_two_first_player(pts, self.first[0])
        self.day = 2
        self.first.append(first)
        self.active = first
        self.phase = TURN
        self._log(
            "first-player",
            _(
                "everyone shows their points ({points}): {seat} has the most{tie} and starts "
                "day 2; the tokens go face down again"
            ).format(
                points=", ".join(f"{ex.seat(p)} {pts[p]}" for p in range(self.n_players)),
                seat=ex.seat(first),
                tie=_(" (among the tied, the farthest clockwise from the first day's first player)")
                if pts.count(max(pts)) > 1 else "",
            ),
            ex.R_DAY2,
            {"seat": first, "day": 2, "points": pts},
        )
        self._draw_series(ex.R_SETUP)

    def _settle(self, sus: dict[str, int]) -> None:
        names = [COLOURS[c] for c in self.colour]
        standard = self.comp.standard
        if standard:
            colour, seat = execution(sus, names)
            self.executed_colour = colour
            self.executed = seat
            if colour is None:
                text = _("the most day-2 suspicion is shared: nobody is executed")
            elif seat is None:
                text = _("{colour} has the most day-2 suspicion, but nobody holds {colour}").format(
                    colour=ex.colour(colour)
                )
            else:
                text = _(
                    "{colour} has the most day-2 suspicion: the witch is {seat}, who is executed "
                    "and cannot win"
                ).format(colour=ex.colour(colour), seat=ex.seat(seat))
            self._log(
                "execution", text, ex.R_EXECUTION, {"colour": colour, "seat": seat}
            )
            parked = self.parked or [0] * 5
            for p in range(self.n_players):
                owed = parked[self.colour[p]]
                if owed:
                    self._log(
                        "parked-paid",
                        ngettext(
                            "{seat} ({colour}) pays {owed} point for the day-1 suspicion on the "
                            "{card} character card",
                            "{seat} ({colour}) pays {owed} points for the day-1 suspicion on the "
                            "{card} character card",
                            owed,
                        ).format(
                            seat=ex.seat(p), colour=ex.colour(names[p]), owed=owed,
                            card=ex.colour(names[p], "card"),
                        ),
                        ex.R_SETTLE,
                        {"seat": p, "points": owed},
                    )
                    self._pay(p, owed, N_("day-1 suspicion"), ex.R_SETTLE)
        rule = ex.R_SETTLE if standard else ex.R_SUSPICION
        for p in range(self.n_players):
            owed = sus.get(names[p], 0)
            if owed:
                self._log(
                    "suspicion-paid",
                    ngettext(
                        "{seat} ({colour}) pays {owed} suspicion point",
                        "{seat} ({colour}) pays {owed} suspicion points",
                        owed,
                    ).format(
                        seat=ex.seat(p), colour=ex.colour(names[p]), owed=owed
                    ),
                    rule,
                    {"seat": p, "points": owed},
                )
                self._pay(p, owed, N_("suspicion"), rule)
        # Parked day-1 tokens and day-2 suspicion of a colour nobody holds are never paid: one
        # event says so for both, so no point of suspicion vanishes unexplained (Witch 5 (4)).
        parked = self.parked or [0] * 5
        lost_parked = {COLOURS[c]: parked[c] for c in self.codes if parked[c] and COLOURS[c] not in names}
        lost = [f"{c} {v}" for c, v in sus.items() if v and c not in names]
        if lost or lost_parked:
            parts = [
                _("the {n} day-1 point(s) parked on the {colour} character card").format(
                    n=v, colour=ex.colour(c, "card")
                )
                for c, v in lost_parked.items()
            ]
            if lost:
                words = ", ".join(
                    f"{ex.colour(c)} {v}" for c, v in sus.items() if v and c not in names
                )
                parts.append(_("day-2 suspicion {words}").format(words=words) if standard else words)
            self._log(
                "suspicion-lost",
                _("suspicion on a colour nobody holds counts for nothing: {parts}").format(
                    parts="; ".join(parts)
                ),
                rule,
                {"colours": lost, "parked": lost_parked},
            )

    def _finish(self) -> None:
        pts = self.points()
        alive = [p for p in range(self.n_players) if p != self.executed]
        top = max(pts[p] for p in alive)
        self.winners = [p for p in alive if pts[p] == top]
        self.phase = OVER
        end = ex.R_END_STANDARD if self.comp.standard else ex.R_END_DISCOVERY
        self._log(
            "end",
            ngettext(
                "final points: {points}; {winners} wins as the best investigator{executed}",
                "final points: {points}; {winners} win as the best investigator{executed}",
                len(self.winners),
            ).format(
                points=", ".join(f"{ex.seat(p)} {pts[p]}" for p in range(self.n_players)),
                winners=and_list(ex.seat(p) for p in self.winners),
                executed=_(" (the executed player cannot win)")
                if self.executed is not None else "",
            ),
            end,
            {"points": pts, "winners": list(self.winners), "executed": self.executed},
        )

    # -- results and views ----------------------------------------------------------------
    def points(self) -> list[int]:
        """Each seat's points: face-down tokens minus what was borrowed (may be negative)."""
        return [t - d for t, d in zip(self.tokens, self.debt, strict=True)]

    def returns(self) -> list[float]:
        if self.winners is None:
            return [0.0] * self.n_players
        share = 1.0 / len(self.winners)
        return [share if p in self.winners else 0.0 for p in range(self.n_players)]

    def result_rows(self) -> list[dict[str, Any]]:
        pts = self.points()
        n = self.n_players
        # where the points came from, read from the log (the same events the class sees)
        parts = {k: [0] * n for k in ("data", "disks", "guesses_won", "guesses_lost", "suspicion")}
        for e in self.events:
            kind = e.kind
            if kind == "data":
                parts["data"][e.data["seat"]] += DATA_POINT
            elif kind == "take" and e.data["source"] == "token":
                parts["disks"][e.data["seat"]] += TOKEN_INSTEAD_OF_DISK
            elif kind == "information":
                for p, x in enumerate(e.data["points"]):
                    parts["disks"][p] += x
            elif kind == "guess-paid":
                parts["guesses_won"][e.data["payee"]] += e.data["points"]
                parts["guesses_lost"][e.data["payer"]] += e.data["points"]
            elif kind in ("parked-paid", "suspicion-paid"):
                parts["suspicion"][e.data["seat"]] += e.data["points"]
        rows = []
        returns = self.returns()
        for p in range(n):
            correct = guessed_by = 0
            if self.revealed:
                for t in range(n):
                    if t != p:
                        correct += sum(1 for r in self.sheets[p] if r[t] == self.colour[t])
                        guessed_by += sum(1 for r in self.sheets[t] if r[p] == self.colour[p])
            rows.append(
                {
                    "colour": COLOURS[self.colour[p]],
                    "points": pts[p],
                    "borrowed": self.debt[p],
                    "data_points": parts["data"][p],
                    "disk_points": parts["disks"][p],
                    "guess_points_won": parts["guesses_won"][p],
                    "guess_points_lost": parts["guesses_lost"][p],
                    "suspicion_paid": parts["suspicion"][p],
                    "correct_guesses": correct,
                    "guessed_by_others": guessed_by,
                    "guesses": sum(1 for r in self.sheets[p] for c in r if c is not None),
                    "executed": self.executed == p,
                    "won": bool(self.winners) and p in self.winners,  # type: ignore[operator]
                    "share": returns[p],
                }
            )
        return rows

    def _players(self, player: int | None) -> list[dict[str, Any]]:
        codes = self.codes
        show_all = player is None or self.phase == OVER
        return [
            {
                "rumours": _counts(self.up[p], codes),
                "face_down": _counts(self.down[p], codes),
                "disks": {COLOURS[c]: self.disks[p][c] for c in DISK_CODES},
                "points": (self.tokens[p] - self.debt[p]) if show_all or p == player else None,
                "borrowed": self.debt[p] if show_all or p == player else None,
            }
            for p in range(self.n_players)
        ]

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows (``None``: everything). Colours and sheets stay hidden
        until the reveal; the deck's order and the unseen player card always do."""
        codes = self.codes
        field = {COLOURS[c]: self.field[c] for c in codes}
        field["data"] = self.field[D]
        v: dict[str, Any] = {
            "game": self.game_name,
            "n_players": self.n_players,
            "seat": player,
            "options": {
                "standard": self.comp.standard,
                "first_player": self.options["first_player"],
            },
            "colour_names": [COLOURS[c] for c in codes],
            "phase": self.phase,
            "day": self.day,
            "active": self.active if self.phase in (TURN, HIDE) else None,
            "first_players": list(self.first),
            "series": self.series,
            "field": field,
            "deck_size": len(self.deck),
            "discard": {CODE_LETTER[i]: self.discard[i] for i in range(N_KINDS)},
            "supply": {COLOURS[c]: self.supply[c] for c in DISK_CODES},
            "players": self._players(player),
            "parked": None if self.parked is None else _counts(self.parked, codes),
            "guessed": sorted(self.pending),
            "revealed": self.revealed,
            "colours": [COLOURS[c] for c in self.colour] if self.revealed else None,
            "sheets": self._sheet_names(range(self.n_players)) if self.revealed else None,
            "executed": self.executed,
            "winners": None if self.winners is None else list(self.winners),
            "public": [_copy_record(r) for r in self.public_log],
        }
        if player is None:
            v["colours"] = [COLOURS[c] for c in self.colour]
            v["unseen"] = [COLOURS[c] for c in self.unseen]
            v["deck"] = "".join(CODE_LETTER[c] for c in reversed(self.deck))
            v["sheets"] = self._sheet_names(range(self.n_players))
            v["pending"] = {
                str(p): [None if c is None else COLOURS[c] for c in row]
                for p, row in sorted(self.pending.items())
            }
            v["private"] = [[_copy_record(r) for r in log] for log in self.private_log]
            return v
        v["colour"] = COLOURS[self.colour[player]]
        v["sheet"] = self._sheet_names([player])[0]
        pending = self.pending.get(player)
        v["pending_guess"] = (
            None if pending is None else [None if c is None else COLOURS[c] for c in pending]
        )
        v["private"] = [_copy_record(r) for r in self.private_log[player]]
        return v

    def _sheet_names(self, seats: Any) -> list[list[list[str | None]]]:
        return [
            [[None if c is None else COLOURS[c] for c in row] for row in self.sheets[p]]
            for p in seats
        ]

    def _seat_name(self, player: int) -> str:
        return ex.seat(player)

    def _repr_html_(self, player: int | None = None) -> str:
        """The table as ``player`` sees it (``None``: the all-seeing view)."""
        return ex.board_html(self.view(player))

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


def _deep(value: Any) -> Any:
    """A copy of nested dicts and lists (tuples, strings and numbers are immutable)."""
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value


#: Records whose values are all immutable (numbers, strings, tuples): a flat copy suffices.
#: They are most of a game's record (a view copies it at every decision of a bot).
_FLAT_KINDS = frozenset(("take", "data", "hide", "sheet-written", "night", "borrow", "new-deck",
                         "execution", "guess-paid", "parked-paid", "suspicion-paid"))


def _copy_record(record: dict[str, Any]) -> dict[str, Any]:
    """A record for a view: a copy that shares nothing mutable with the game's log."""
    kind = record["kind"]
    if kind in _FLAT_KINDS:
        return dict(record)
    if kind == "series":  # about twenty a game: its one nested value holds only numbers
        return {**record, "drawn": dict(record["drawn"])}
    return {k: _deep(v) if isinstance(v, dict | list) else v for k, v in record.items()}


_GUESS_SETS: dict[tuple[int, int, tuple[int, ...]], frozenset[str]] = {}


def _guess_set(n: int, me: int, codes: tuple[int, ...]) -> frozenset[str]:
    key = (n, me, codes)
    s = _GUESS_SETS.get(key)
    if s is None:
        s = _GUESS_SETS[key] = frozenset(guess_actions(n, me, codes))
    return s


def _rumour_key(x: str) -> tuple[int, int]:
    """Sort key of ``"2B"`` in a hide action: seat, then colour in the rulebook's order."""
    seat = int(x[:-1]) if x[:-1].isdigit() else 99
    return (seat, CODE_LETTER.find(x[-1:]))
