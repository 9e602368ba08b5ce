"""Refusals with reasons for Majority 2: the refusals' own kinds (:class:`CannotPay`,
:class:`ConditionNotMet`, :class:`NotInHand`) and :class:`Refusals`, the part of
:class:`~.state.Majority2State` that says why an action is not legal now, naming the rule.
"""

from __future__ import annotations

from ..errors import IllegalAction, MalformedInput, WrongPhase
from ..i18n import _
from . import explain as ex
from .components import FREE, STANDARD, Card
from .kernel import (
    condition_met,
)


class CannotPay(IllegalAction):
    """Not enough face-up coins for the card's cost (Majority 2 5-6)."""


class ConditionNotMet(IllegalAction):
    """A Veteran or Aristocrat without the cards its condition asks for (5-6), or a card that
    may not be free-played (6-2)."""


class NotInHand(IllegalAction):
    """The card is not in the player's hand."""


class Refusals:
    """Refusals with reasons: why an action is not legal now, naming the rule."""

    # -- refusals ----------------------------------------------------------------------------------
    def _why_illegal(self, p: int, text: str, legal: list[str]) -> IllegalAction:
        """The most specific reason ``text`` is not legal now."""
        word, *rest = text.split(" ") if text else [""]
        shown = ", ".join(legal[:12]) + (" ..." if len(legal) > 12 else "")
        if word in ("free", "play") and len(rest) == 2 and not self.tasks:
            try:
                card = Card.parse(rest[0])
            except MalformedInput as exc:
                return exc
            if rest[1] not in ("1", "2", "3"):
                return MalformedInput(
                    _("columns are numbered 1, 2 and 3, not {value!r}").format(value=rest[1]), rule=ex.R_FREE
                )
            wanted = FREE if word == "free" else STANDARD
            if self.phase != wanted:
                return WrongPhase(
                    _("{seat} is in the {phase} phase, not the {value} phase").format(seat=ex.seat(p), phase=self.phase, value='free-play' if word == 'free' else 'standard'),
                    rule=ex.R_TURN,
                )
            if card not in self._cards(self.hand[p]):
                return NotInHand(_("{seat} has no {name} in hand").format(seat=ex.seat(p), name=card.name), rule=ex.R_PLAY)
            if word == "free" and card.free_play_forbidden:
                return ConditionNotMet(
                    f"the {card.name} cannot be played in the free-play phase",
                    rule=ex.effect_rule(card),
                )
            if not condition_met(card, self._zone_cards(p)):
                return ConditionNotMet(
                    f"the {card.name} needs {card.needs} {card.faction} card"
                    f"{'s' if card.needs > 1 else ''} in your score zone",
                    rule=ex.R_PLAY,
                )
            return CannotPay(
                f"the {card.name} costs {self._cost(card)} and {ex.seat(p)} has only "
                f"{self.up[p]} coin{'s' if self.up[p] != 1 else ''} face up",
                rule=ex.R_PLAY,
            )
        what = f"the {self.tasks[-1][1]} decision" if self.tasks else f"the {self.phase} phase"
        return IllegalAction(
            _("{seat} cannot do {text!r} in {what}; legal: {shown}").format(seat=ex.seat(p), text=text, what=what, shown=shown), rule=self.turn_rule
        )
