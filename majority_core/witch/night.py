"""The night in Witch of the Academy: :class:`Night`, the part of :class:`~.state.WitchState`
that carries out the night after each day (the sheets of guesses, the information points, the
reveal, suspicion and what each seat pays, the start of day two, the settling and the end).
"""

from __future__ import annotations

from typing import Any

from ..i18n import NP_, _, and_list, ngettext, pgettext
from . import explain as ex
from .components import (
    CODE_LETTER,
    COLOURS,
    DISK_CODES,
    GUESS,
    N_KINDS,
    OVER,
    TURN,
)
from .kernel import (
    day_two_first_player,
    execution,
    guess_transfers,
    information_points,
    net_transfers,
    pay,
    suspicion,
)


class Night:
    """The night (Witch 3 "Phase de Nuit"; the standard game's nights, Witch 5): the guesses, the information points, the reveal, the suspicion and what each seat pays, day two and the end."""

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
        # in a sentence: French "Vous écrivez rose pour le joueur 1, …" (no colon in a cascade)
        words = ", ".join(
            pgettext("guess written", "{seat} {colour}").format(
                seat=ex.seat(s), colour=ex.colour(COLOURS[c]))
            for s, c in enumerate(row)
            if c is not None
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
        # with their article ("le joueur 2"): the lines also name a lesson's players "A", "B"
        names = [ex.the_seat(p) for p in range(self.n_players)]
        result = information_points({names[p]: ex.disk_dict(row) for p, row in enumerate(self.disks)})
        gained = [result.points[name] for name in names]
        for p in range(self.n_players):
            self.tokens[p] += gained[p]
        lines = list(result.lines)
        self._log(
            "information",
            _("information disks turn into points: {lines}; every disk goes back to the supply")
            .format(lines=_("; ").join(lines) if lines else _("nobody holds a disk")),
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
                self._pay(p, -net[p], NP_("paid for", "correct guesses about them"), rule)
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
                    seat=ex.seat(p), amount=amount, what=pgettext("paid for", what), borrowed=borrowed,
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
            (
                ngettext(
                    "the {n} face-down rumour card is discarded; ",
                    "the {n} face-down rumour cards are discarded; ",
                    down,
                ).format(n=down)
                if down
                else ""
            )
            + _("face-up rumour cards turn into suspicion: {lines}").format(
                lines=_("; ").join(result.lines)
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
            ).format(counts=", ".join(ex.scored(ex.colour(c), v) for c, v in sus.items())),
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
                points=", ".join(ex.scored(ex.seat(p), pts[p]) for p in range(self.n_players)),
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
                    self._pay(p, owed, NP_("paid for", "day-1 suspicion"), ex.R_SETTLE)
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
                self._pay(p, owed, NP_("paid for", "suspicion"), rule)
        # Parked day-1 tokens and day-2 suspicion of a colour nobody holds are never paid: one
        # event says so for both, so no point of suspicion vanishes unexplained (Witch 5 (4)).
        # Each source is its own phrase ("the 3 day-2 suspicion points on black"), listed as
        # the language lists what nobody pays (French: "ni …, ni …").
        parked = self.parked or [0] * 5
        lost_parked = {COLOURS[c]: parked[c] for c in self.codes if parked[c] and COLOURS[c] not in names}
        lost = [f"{c} {v}" for c, v in sus.items() if v and c not in names]
        if lost or lost_parked:
            parts = [
                ngettext(
                    "the {n} day-1 point parked on the {colour} character card",
                    "the {n} day-1 points parked on the {colour} character card",
                    v,
                ).format(n=v, colour=ex.colour(c, "card"))
                for c, v in lost_parked.items()
            ]
            for c, v in sus.items():
                if v and c not in names:
                    parts.append((ngettext(
                        "the {n} day-2 suspicion point on {colour}",
                        "the {n} day-2 suspicion points on {colour}",
                        v,
                    ) if standard else ngettext(
                        "the {n} suspicion point on {colour}",
                        "the {n} suspicion points on {colour}",
                        v,
                    )).format(n=v, colour=ex.colour(c)))
            self._log(
                "suspicion-lost",
                ngettext(
                    "suspicion on a colour nobody holds counts for nothing, so nobody pays {parts}",
                    "suspicion on a colour nobody holds counts for nothing, so nobody pays "
                    "{parts}",
                    len(parts),
                ).format(parts=neither_list(parts)),
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
                points=", ".join(ex.scored(ex.seat(p), pts[p]) for p in range(self.n_players)),
                winners=and_list(ex.the_seat(p) for p in self.winners),
                executed=_(" (the executed player cannot win)")
                if self.executed is not None else "",
            ),
            end,
            {"points": pts, "winners": list(self.winners), "executed": self.executed},
        )


def neither_list(items: list[str]) -> str:
    """What nobody pays, listed: "a", "a or b" in English; in French "a" alone, or "ni a, ni
    b" (the sentence around it says "personne ne paie …")."""
    if len(items) <= 1:
        return "".join(items)
    head = pgettext("nobody pays", "{item}")
    joined = pgettext("nobody pays, the last item", "{items} or {item}")
    first = ", ".join(head.format(item=x) for x in items[:-1])
    return joined.format(items=first, item=head.format(item=items[-1]))
