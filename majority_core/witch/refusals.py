"""Refusals with reasons for Witch of the Academy: :class:`Refusals`, the part of
:class:`~.state.WitchState` that says whose turn it is, reads an action's notation (rumours and
guesses in a canonical order) and, for an action not legal now, says why (naming the rule).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from ..game import no_such_seat
from ..i18n import _, ngettext, pgettext
from . import explain as ex
from .components import (
    CODE_LETTER,
    COLOUR_OF_LETTER,
    COLOURS,
    DATA_HIDES,
    GUESS,
    HIDE,
    LETTER,
    N_KINDS,
    OVER,
    TURN,
    VERB_PHASE,
    D,
    K,
)
from .kernel import (
    black_pair_colours,
    guess_actions,
    take_disk,
)

#: The French words a class may type for an action's verb (the colour letters stay the
#: notation's: K, R, P, B, Y).
FRENCH_VERBS = {
    "prendre": "take", "données": "data", "donnees": "data", "retourner": "hide",
    "deviner": "guess",
}


class Refusals:
    """Refusals with reasons: whose turn it is, what an action's notation means, why it is not legal now."""

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
                raise self.not_your_turn(player)  # the shared sentence of every game
            # a data card's rumours: the sentence says who played it, more than the shared one
            raise WrongPlayer(
                _(
                    "it is {active}'s data card (rumours to turn face down), not {seat}'s; "
                    "turns go clockwise"
                ).format(active=ex.seat(self.active), seat=ex.seat(player)),
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
        verb = FRENCH_VERBS.get(verb.lower(), verb.lower())  # "prendre:R/K" is "take:R/K"
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
        self.check_turn(player)  # not this player's turn: say whose it is, before the notation
        raise self._refusal(player, verb, arg, action.strip())

    def _refusal(self, player: int, verb: str, arg: str, text: str) -> RuleError:
        """The most specific reason why ``verb:arg`` is refused now; the sentence quotes
        ``text`` as the person typed it ("prendre:r/k", not its reading "take:R/K")."""
        phase = self.phase
        if not text:
            return MalformedInput(_("an empty entry is not an action"), rule=ex.R_DAY)
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
                        pgettext("colour letter", "{letter} {colour}").format(
                            letter=LETTER[COLOURS[c]], colour=ex.colour(COLOURS[c]))
                        for c in self.codes
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
                if not have:
                    return IllegalAction(
                        _("there is no {colour} card on the field").format(
                            colour=ex.colour(COLOURS[c], "card")),
                        rule=ex.R_TAKE,
                    )
                return IllegalAction(
                    ngettext(
                        "the field holds {have} {colour} card, not {need}",
                        "the field holds {have} {colour} cards, not {need}",
                        have,
                    ).format(
                        have=have, need=need[c],
                        colour=ex.colour(COLOURS[c], "card" if ex.singular(have) else "cards"),
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
            if not self.up[s][c]:
                return IllegalAction(
                    _("{seat} has no face-up {colour} rumour card").format(
                        seat=ex.seat(s), colour=ex.colour(COLOURS[c], "card")),
                    rule=rule,
                )
            if self.up[s][c] < m:
                return IllegalAction(
                    ngettext(
                        "{seat} has {n} face-up {colour} rumour card, not {m}",
                        "{seat} has {n} face-up {colour} rumour cards, not {m}",
                        self.up[s][c],
                    ).format(
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
                return no_such_seat(s, self.n_players, self, MalformedInput)
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
