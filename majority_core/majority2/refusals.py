"""Refusals with reasons for Majority 2: the refusals' own kinds (:class:`CannotPay`,
:class:`ConditionNotMet`, :class:`NotInHand`) and :class:`Refusals`, the part of
:class:`~.state.Majority2State` that says why an action is not legal now, naming the rule.
"""

from __future__ import annotations

from ..errors import IllegalAction, MalformedInput, WrongPhase
from ..i18n import _, ngettext
from . import explain as ex
from . import words
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


#: The French words a class may type for an action (the card notation stays the English one:
#: ``jouer witches:junior 2``).
FRENCH_ACTIONS = {
    "échanger": "exchange", "echanger": "exchange", "garder": "keep", "piocher": "draw",
    "ne pas piocher": "no-draw", "pas de jeu gratuit": "no-free", "finir": "end",
}
FRENCH_VERBS = {"jouer": "play", "gratuit": "free"}


def french_action(text: str) -> str:
    """``text`` with its French words read as the notation's ("piocher" -> "draw", "jouer
    witches:junior 2" -> "play witches:junior 2"); any other text unchanged."""
    low = text.lower()
    if low in FRENCH_ACTIONS:
        return FRENCH_ACTIONS[low]
    word, sep, rest = text.partition(" ")
    return FRENCH_VERBS[word.lower()] + sep + rest if word.lower() in FRENCH_VERBS else text


class Refusals:
    """Refusals with reasons: why an action is not legal now, naming the rule."""

    # -- refusals ----------------------------------------------------------------------------------
    def _why_illegal(self, p: int, text: str, legal: list[str], typed: str) -> IllegalAction:
        """The most specific reason ``text`` (``typed`` read as the notation) is not legal now;
        the sentence quotes what the person typed ("échanger", not "exchange")."""
        word, *rest = text.split(" ") if text else [""]
        shown = ", ".join(ex.action_words(a) for a in legal[:12]) + (
            " ..." if len(legal) > 12 else "")
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
                    _("{seat} is in {phase}, not in {value}").format(
                        seat=ex.seat(p), phase=words.phase(self.phase), value=words.phase(wanted)
                    ),
                    rule=ex.R_TURN,
                )
            if card not in self._cards(self.hand[p]):
                return NotInHand(
                    _("{seat} has no {name} in hand").format(seat=ex.seat(p), name=card.name),
                    rule=ex.R_PLAY,
                )
            if word == "free" and card.free_play_forbidden:
                return ConditionNotMet(
                    _("{card} cannot be played in the free-play phase").format(card=ex.the(card)),
                    rule=ex.cite(ex.effect_rule(card)),
                )
            if not condition_met(card, self._zone_cards(p)):
                return ConditionNotMet(
                    ngettext(
                        "{card} needs {n} {faction} card in your score zone",
                        "{card} needs {n} {faction} cards in your score zone",
                        card.needs,
                    ).format(card=ex.the(card), n=card.needs, faction=words.faction(card.faction)),
                    rule=ex.R_PLAY,
                )
            return CannotPay(
                ngettext(
                    "{card} costs {cost} and {seat} has only {n} coin face up",
                    "{card} costs {cost} and {seat} has only {n} coins face up",
                    self.up[p],
                ).format(card=ex.the(card), cost=self._cost(card), seat=ex.seat(p), n=self.up[p]),
                rule=ex.R_PLAY,
            )
        what = words.decision(self.tasks[-1][1]) if self.tasks else words.phase(self.phase)
        if not typed:
            return MalformedInput(
                _("an empty entry is not an action") + _("; legal now: {actions}").format(actions=shown),
                rule=ex.cite(self.turn_rule),
            )
        return IllegalAction(
            _("{seat} cannot do {text!r} in {what}; legal: {shown}").format(
                seat=ex.seat(p), text=typed, what=what, shown=shown
            ),
            rule=ex.cite(self.turn_rule),
        )
