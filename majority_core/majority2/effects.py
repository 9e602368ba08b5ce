"""The cards' effects in Majority 2: :class:`Effects`, the part of
:class:`~.state.Majority2State` that carries out a card's effect (6-2), a promo's (6-3), forming
a faction (5-5), the discs (6-1) and the Ghost (6-4).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..i18n import _
from . import explain as ex
from . import words
from .components import FACTIONS, ZONE, Card, place_text
from .kernel import disc_scope, forming


class Effects:
    """The cards' effects (Majority 2 6-2, 6-3, 6-4), forming (5-5), the discs (6-1) and the Ghost (6-4)."""

    # -- card effects (6-2, 6-3, 6-4) -------------------------------------------------------------
    def _effect(self, p: int, cid: int) -> None:
        card = self.cards[cid]
        o = 1 - p
        loc = self._find(cid)
        if loc is None or loc[1] == ZONE:
            return  # the card left play before its effect (cannot happen with the printed cards)
        col = loc[1]
        rule = ex.effect_rule(card)
        key = (card.faction, card.rank)
        if card.is_ghost:
            self._ask("ghost", p, cid)
        elif card.promo:
            self._promo_effect(p, cid, col, rule)
        elif card.rank == "secretary" or key in (("demons", "veteran"), ("angels", "junior")):
            self._log("no effect", ex.no_effect_text(card), rule)
        elif key == ("witches", "junior"):
            got = self._draw_into(p, 2, self.reserve[p], "reserve", rule)
            self._log("effect", ex.drew_effect_text(p, got, "reserve"), rule)
        elif key == ("witches", "senior"):
            self._reserve_discards(p, 2, rule)
        elif key == ("witches", "veteran"):
            if not self._ask("take", p):
                self._log("effect", ex.text("nothing to take"), rule)
        elif key == ("witches", "aristocrat"):
            self.up[p] += self.down[p]
            self.down[p] = 0
            self._log("effect", ex.text("witches aristocrat", p, up=self.up[p]), rule)
        elif key == ("demons", "junior"):
            got = self._draw_into(p, 3, self.hand[p], "hand", rule)
            self._log("effect", ex.drew_effect_text(p, got, "hand"), rule)
            self._ask("reserve", p)
        elif key == ("demons", "senior"):
            self.must_exchange[o] = True
            self._log("effect", ex.text("demons senior", p), rule)
        elif key == ("demons", "aristocrat"):
            self.down[p] += 2
            self._log("effect", ex.text("demons aristocrat", p), rule)
        elif key == ("dragons", "junior"):
            column = self.columns[o][col]
            if len(column) < 4:
                self._log(
                    "effect",
                    ex.text("no 4th card", Column=ex.cap(ex.column_name(o, col))),
                    rule,
                )
            else:
                why = ex.text("burn 4th", column=ex.column_name(o, col))
                self._discard_places([(o, col, 3)], why, rule)
        elif key == ("dragons", "senior"):
            # In card order, on the pile as in the log: the hand's arrival order is its secret.
            ids = self._in_card_order(self.hand[p])
            cards = self._cards(ids)
            for c in ids:
                self._to_discard(c)
            self.hand[p] = []
            self._log("effect", ex.discarded_text(cards, ex.text("dragons senior", p)), rule)
        elif key == ("dragons", "veteran"):
            self._ask("colour", p, None)
        elif key == ("dragons", "aristocrat"):
            if not self.zone[o]:
                self._log("effect", ex.text("empty zone", p), rule)
            else:
                self._ask("discard", o)
        elif key == ("angels", "senior"):
            if not self._ask("disc", p, "own", 2, None, cid):
                self._log("effect", ex.text("no own disc target"), rule)
        elif key == ("angels", "veteran"):
            got = []
            for _k in range(2):
                c = self._draw_one()
                if c is None:
                    break
                self.columns[p][col].append(c)
                if self.cards[c].is_ghost:
                    self.ghost_by[c] = p
                got.append(self.cards[c])
            self._log(
                "effect", ex.angels_veteran_text(p, got, col), rule, cards=[str(c) for c in got]
            )
        elif key == ("angels", "aristocrat"):
            self.columns[p][col].remove(cid)
            self.zone[p].append(cid)
            self.down[p] += 1
            self._log(
                "effect",
                ex.text("angels aristocrat", p, formed=ex.n_factions(len(self.zone[p]))),
                rule,
            )
            rest = [(p, col, i) for i in range(len(self.columns[p][col]))]
            self._discard_places(rest, ex.text("rest of column", col=col + 1), rule)
        elif key == ("reapers", "junior"):
            if not self._ask("disc", p, "opponent", 1, None, cid):
                self._log("effect", ex.text("no opponent disc target"), rule)
        elif key == ("reapers", "senior"):
            pool = self.deck + self.discard
            if len(pool) == 1 and self.cards[pool[0]] is card:
                # Only the other reapers Senior is left to draw: each would draw the other back
                # and trigger again, forever (docs/rulings-majority2.md).
                self._log("no effect", ex.text("endless senior"), f"{rule}; {ex.R_PACKAGE}")
                return
            new = self._draw_one()
            if new is None:
                self._log("effect", ex.text("nothing drawn"), rule)
                return
            column = self.columns[p][col]
            column[column.index(cid)] = new
            self._to_discard(cid)
            if self.cards[new].is_ghost:
                self.ghost_by[new] = p
            self._log(
                "effect",
                ex.text("reapers senior", p, card=self.cards[new]),
                f"{rule}; {ex.R_PACKAGE}",
                card=str(self.cards[new]),
            )
            self.tasks.append(("effect", p, new))
        elif key == ("reapers", "veteran"):
            if not self._ask("disc", p, "zones", 1, None, cid):
                self._log("effect", ex.text("no zone disc target"), rule)
        elif key == ("reapers", "aristocrat"):
            total = self.up[o] + self.down[o]
            if total > 3:
                if self.down[o]:
                    self.down[o] -= 1
                else:
                    self.up[o] -= 1
                self._log("effect", ex.text("lose coin", p, left=total - 1), rule)
            else:
                self._log("effect", ex.keep_coins_text(p, total), rule)
        else:  # pragma: no cover
            raise AssertionError(key)

    def _promo_effect(self, p: int, cid: int, col: int, rule: str) -> None:
        card = self.cards[cid]
        if card.faction == "witches":
            self._reserve_discards(p, len(self.zone[p]), rule)
        elif card.faction == "demons":
            self._log("no effect", ex.no_effect_text(card), rule)
        elif card.faction == "dragons":
            if not self._ask("target", p, col):
                self._log("effect", ex.text("no promo target"), rule)
        elif card.faction == "angels":
            n = len(self.disc)
            for c in list(self.disc):
                self._drop_disc(c)
            gain = n >= 4
            self.down[p] += gain
            self._log(
                "effect",
                ex.text(
                    "discs back",
                    n=n,
                    gain=_("; {seat} gains 1 coin face down.").format(seat=ex.seat(p))
                    if gain
                    else ".",
                ),
                rule,
            )
        else:  # reapers
            free = [f for f in FACTIONS if f not in self.disc_at]
            if not free:
                self._log("effect", ex.text("no supply disc"), rule)
            # One decision per supply disc, in faction order (the top of the stack comes first).
            # ``_run`` drops the decisions left without a disc-less card (6-3: no more discs).
            for f in reversed(free):
                self.tasks.append(("ask", "disc", p, "anywhere", 1, f, cid))

    def _skip_ask(self, task: tuple[Any, ...]) -> None:
        """Say why a queued decision is skipped: nothing is left to choose."""
        if task[1] == "disc":
            colour = task[5]
            self._log(
                "effect",
                ex.text("disc stays", colour=colour, paint=colour),
                f"{ex.effect_rule(self.cards[task[6]])}; {ex.R_DISCS}",
                colour=colour,
            )
        else:  # pragma: no cover - only the reapers promo Aristocrat queues decisions ahead
            self._log("effect", ex.text("nothing to choose"), ex.R_PACKAGE)

    def _reserve_discards(self, p: int, k: int, rule: str) -> None:
        o = 1 - p
        picked = [
            self.reserve[o].pop(self.rng.randrange(len(self.reserve[o])))
            for _k in range(min(k, len(self.reserve[o])))
        ]
        # The cards picked go face up together, in card order (as every batch of hidden cards).
        picked = self._in_card_order(picked)
        self.discard += picked
        gone = [self.cards[c] for c in picked]
        self._log(
            "effect",
            ex.discarded_text(gone, ex.reserve_discards_text(p, len(gone))),
            rule,
            cards=[str(c) for c in gone],
        )

    # -- forming (5-5) -----------------------------------------------------------------------------
    def _form_check(self, p: int) -> None:
        for col in range(3):
            column = self.columns[p][col]
            if len(column) < 5:
                continue
            f = forming(self._cards(column))
            if not f.forms:
                counts = Counter(c.current for c in self._cards(column))
                text = words.counts(counts.items())
                self._log("no faction", ex.failed_text(p, col, len(column), text), ex.R_FORM)
                for cid in column:
                    self._to_discard(cid)
                column.clear()
                continue
            self.tasks.append(("form", p))  # look again once this column is settled
            self._ask("form", p, col)
            return

    def _form(self, p: int, col: int, rep: Card, chosen: bool) -> None:
        column = self.columns[p][col]
        cid = next(c for c in column if self._card(c) is rep)
        count = sum(1 for c in column if self._card(c).current == rep.current)
        coins = forming(self._cards(column)).coins[rep.current]  # type: ignore[index]
        column.remove(cid)
        self.zone[p].append(cid)
        self.down[p] += coins
        rest = len(column)
        for c in column:
            self._to_discard(c)
        column.clear()
        self.formed.append({"seat": p, "faction": rep.current, "count": count, "coins": coins})
        self._log(
            "formed",
            ex.formed_text(p, col, rep, count, coins, rest),
            f"{ex.R_FORM}; {ex.R_RULINGS}",
            seat=p,
            faction=rep.current,
            representative=str(rep),
            count=count,
            coins=coins,
        )

    # -- discs (6-1) and the Ghost (6-4) -----------------------------------------------------------
    def _disc_targets(self, p: int, scope: str) -> list[tuple[int, int, int]]:
        places = disc_scope(p, scope, self._in_play(), self._in_zones())
        return [pl for pl in places if self._at(pl) not in self.disc]

    def _put_disc(self, p: int, pl: tuple[int, int, int], colour: str, task: tuple[Any, ...]) -> None:
        target = self._at(pl)
        rule = f"{ex.effect_rule(self.cards[task[6]])}; {ex.R_DISCS}"
        if pl[1] != ZONE:
            ghosts = [
                c
                for c in self.columns[pl[0]][pl[1]]
                if self.cards[c].is_ghost and c not in self.disc and c != target
            ]
            if self.cards[target].is_ghost and target not in self.disc:
                ghosts.append(target)  # aimed at a Ghost: the other may still come first
            # The active player's Ghost first (6-4 notes), then the card aimed at.
            ghosts.sort(key=lambda c: (self.ghost_by.get(c) != self.player, c != target))
            if ghosts and ghosts[0] != target:
                ghost = ghosts[0]
                self._log(
                    "ghost",
                    ex.ghost_redirect_text(self._card(target), ex.column_name(pl[0], pl[1])),
                    "Majority 2 6-4 (Ghost)",
                )
                target = ghost
                pl = self._find(ghost)  # type: ignore[assignment]
        old = self.disc_at.get(colour)
        moved = self._card(old) if old is not None else None
        if old is not None:
            del self.disc[old]
        self.disc[target] = colour
        self.disc_at[colour] = target
        self._log(
            "disc",
            ex.disc_text(p, colour, self.cards[target], ex.place_name(self, pl, p), moved),
            rule,
            place=place_text(*pl),
            colour=colour,
        )

    def _move_ghost(self, p: int, cid: int, col: int) -> None:
        o = 1 - p
        loc = self._find(cid)
        if loc is None or loc[1] == ZONE:
            return
        self.columns[loc[0]][loc[1]].remove(cid)
        self.columns[o][col].append(cid)
        self.ghost_by[cid] = p
        self._log(
            "ghost",
            ex.text("ghost moves", p, column=ex.column_name(o, col)),
            "Majority 2 6-4 (Ghost)",
        )
        self.tasks.append(("form", o))
