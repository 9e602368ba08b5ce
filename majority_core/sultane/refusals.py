"""Refusals with reasons for the Sultane: :class:`Refusals`, the part of
:class:`~.state.SultaneState` that says whose turn it is, reads an action's notation and, for an
action not legal now, says why (naming the rule).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from ..i18n import _
from . import explain as ex
from .components import (
    CLAIM_NARRATOR,
    CLAIM_POWER,
    CLAIM_VIZIR,
    INTERVENTIONIST,
    INVESTIGATE,
    NARRATOR_DISCARD,
    NO_CLAIM,
    NOMINATE,
    OVER,
    PACIFIST,
    POWER,
    VERB_PHASE,
    VETO_REQUEST,
    VIZIR_DISCARD,
    VOTE,
    hand_text,
)
from .kernel import (
    term_limited,
)

#: The French words a class may type for an action's verb (the notation stays the English
#: one; P and I are the same initials in French: pacifique, interventionniste).
FRENCH_VERBS = {
    "oui": "yes", "non": "no", "proposer": "nominate", "défausser": "discard",
    "defausser": "discard", "lire": "read", "rien": "no-claim",
}


class Refusals:
    """Refusals with reasons: whose turn it is, what an action's notation means, why it is not legal now."""

    # -- refusals with reasons ------------------------------------------------------------
    def check_turn(self, player: int) -> None:
        """Like the shared check, with the Sultane's own reasons (exiled, already voted)."""
        phase = self.phase
        if phase == OVER:
            raise WrongPhase(_("the game is over: nobody acts any more"), rule=ex.R_WIN)
        self.check_seat(player)
        if phase == VOTE:
            if self.active[player] and player not in self.votes:
                return
        elif player == (
            self.nominee
            if phase in (NARRATOR_DISCARD, VETO_REQUEST, CLAIM_NARRATOR)
            else self.vizir
        ):
            return
        if not self.active[player]:
            raise WrongPlayer(
                _("{seat} is exiled: she no longer votes, speaks or governs").format(seat=ex.seat(player)),
                rule=ex.R_EXILE,
            )
        if phase == VOTE:
            raise WrongPlayer(
                _("{seat} has already voted on this government").format(seat=ex.seat(player)), rule=ex.R_VOTE
            )
        raise self.not_your_turn(player, ex.phase_words(phase))  # the shared sentence

    def parse_action(self, player: int, action: Any) -> str:
        legal = self.legal_actions(player)
        if action in legal:
            return action  # type: ignore[no-any-return]
        if not isinstance(action, str):
            raise MalformedInput(
                _("a Sultane action is text such as 'yes' or 'nominate:3', not {action!r}").format(action=action),
                rule=ex.R_TURN,
            )
        typed = action.strip()
        verb, sep, arg = typed.partition(":")
        verb = FRENCH_VERBS.get(verb.lower(), verb.lower())  # "proposer:3" is "nominate:3"
        text = verb + sep + arg.upper()  # "Discard:p" reads as "discard:P"
        if text in legal:
            return text
        raise self._refusal(player, text, legal, typed)

    def _refusal(self, player: int, text: str, legal: list[str], typed: str) -> RuleError:
        """The most specific reason why ``text`` (``typed`` read as the notation) is refused
        now; the sentence quotes what the person ``typed``, not its reading ("oui", not "yes")."""
        verb, _sep, arg = text.partition(":")
        typed_verb, _sep, typed_arg = typed.partition(":")
        if not legal:  # nothing to decide now: say whose decision it is instead of an empty list
            self.check_turn(player)
        listing = _("; legal now: {actions}").format(
            actions=", ".join(ex.action_words(a) for a in legal))
        if not typed:
            return MalformedInput(_("an empty entry is not an action") + listing, rule=ex.R_TURN)
        if verb not in VERB_PHASE:
            return MalformedInput(
                _("{text!r} is not a Sultane action (actions look like 'nominate:3', 'yes', 'discard:P', 'claim-draw:PPI')").format(text=typed) + listing,
                rule=ex.R_TURN,
            )
        phase = self.phase
        want = VERB_PHASE[verb]
        same = (
            want == phase
            or (verb == "discard" and phase == NARRATOR_DISCARD)
            or (verb == NO_CLAIM and phase in (CLAIM_VIZIR, CLAIM_NARRATOR, CLAIM_POWER))
            or (verb in ("claim-investigation", "claim-peek") and phase == CLAIM_POWER)
        )
        if not same:
            return WrongPhase(
                _("{text!r} is not possible in this phase ({phase})").format(
                    text=typed, phase=ex.phase_words(phase))
                + listing, rule=ex.R_TURN
            )
        if phase == NOMINATE:
            if not arg.isdigit() or int(arg) >= self.n_players:
                return MalformedInput(
                    _("{verb} needs a seat 0..{n}, not {arg!r}").format(
                        verb=typed_verb, n=self.n_players - 1, arg=typed_arg),
                    rule=ex.R_NOMINATE,
                )
            s = int(arg)
            if s == self.vizir:
                return IllegalAction(
                    _("the Grand Vizir cannot propose herself as Narrator"), rule=ex.R_NOMINATE
                )
            if not self.active[s]:
                return IllegalAction(_("{seat} is exiled and cannot govern").format(seat=ex.seat(s)), rule=ex.R_EXILE)
            if s in term_limited(self.last_government, sum(self.active)):
                return IllegalAction(
                    _("{seat} was in the government that read the last tale and is not eligible as Narrator").format(seat=ex.seat(s))
                    + (
                        _(" (with 5 active players or fewer only its Narrator is barred)")
                        if sum(self.active) <= 5
                        else ""
                    ),
                    rule="Sultane 5, 7c",
                )
        if verb == "discard":
            if arg not in (PACIFIST, INTERVENTIONIST):
                return MalformedInput(_("discard P or I, not {arg!r}").format(arg=typed_arg), rule=ex.R_DRAW)
            return IllegalAction(
                _("there is no {value} tale in the hand to discard ({value2})").format(value=ex.tale(arg), value2=ex.hand_words(hand_text(self.hand))),
                rule=ex.R_DRAW if phase == VIZIR_DISCARD else ex.R_NARRATE,
            )
        if phase == POWER:
            if not arg.isdigit() or int(arg) >= self.n_players:
                return MalformedInput(
                    _("{verb} needs a seat 0..{n}").format(verb=typed_verb, n=self.n_players - 1), rule=ex.R_POWER
                )
            if verb != self.power:
                return IllegalAction(
                    _("the power to use now is '{power}', not '{verb}'").format(
                        power=_(ex.POWER_NAMES[self.power]), verb=typed_verb), rule=ex.R_POWER
                )
            s = int(arg)
            if s == self.vizir:
                return IllegalAction(_("the Grand Vizir cannot target herself"), rule=ex.R_POWER)
            if not self.active[s]:
                return IllegalAction(_("{seat} is exiled").format(seat=ex.seat(s)), rule=ex.R_EXILE)
            if s in self.investigated and verb == INVESTIGATE:
                return IllegalAction(
                    _("{seat} has already been investigated (at most once per game)").format(seat=ex.seat(s)),
                    rule=ex.R_INVESTIGATE,
                )
        if verb.startswith("claim-"):
            return MalformedInput(
                _("{text!r} is not a claim that can be made now").format(text=typed) + listing, rule=ex.R_TALK
            )
        return IllegalAction(_("{text!r} is not allowed now").format(text=typed) + listing, rule=ex.R_TURN)
