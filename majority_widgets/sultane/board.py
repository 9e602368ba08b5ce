"""The Sultane boards, made from the kit: play seats against bots, or replay a game.

:class:`SultaneLook` is all the Sultane adds to the kit (how its view, actions and beliefs
look). :class:`SultaneBoard` is the play logic (the kit's :class:`~majority_widgets.kit.play.GamePlay`
with the Sultane's bots and Bayesian beliefs; tested by calling it as a click would) and
:class:`SultaneBoardView` its ipywidgets board. :func:`sultane_stepper` replays a game.

The board shows the tracks and the rejected-government counter, each seat's post, the roles
the viewing seat could believe (Bayesian beliefs; the all-seeing view shows the true roles and
what the *table* can infer from public information), and the explained events that seat saw.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, ClassVar

from majority_core.game import GameState
from majority_core.i18n import N_, _, pgettext
from majority_core.i18n import language as i18n_language
from majority_core.sultane import SultaneState
from majority_core.sultane.bayes import beliefs
from majority_core.sultane.components import MAX_PLAYERS, MIN_PLAYERS
from majority_core.sultane.explain import POWER_NAMES, board_html, hand_words
from majority_core.sultane.explain import seat as seat_word
from majority_core.sultane.policies import POLICIES
from majority_widgets.kit.look import GameLook
from majority_widgets.kit.play import GameBoardView, LookPlay
from majority_widgets.kit.stepper import GameStepper, StepperBoard

#: Tale letter -> (ink, background): the colours of the tracks.
TALE_COLOURS = {"P": ("#6a1b9a", "#f3e5f5"), "I": ("#1b5e20", "#e8f5e9")}
TALE_WORDS = {"P": N_("pacifist"), "I": N_("interventionist")}
TALES = {"P": N_("pacifist tale"), "I": N_("interventionist tale")}
IS_SIDE = {"P": N_("{seat} is pacifist"), "I": N_("{seat} is interventionist")}
#: What a claim was about, as the all-seeing view's check list says it.
ABOUT = {
    "draw": N_("the tales she drew"),
    "received": N_("the tales she received"),
    "peek": N_("the next three tales"),
    "investigation": N_("an investigation"),
}

PROMPTS = {
    "nominate": N_("You are the Grand Vizir: nominate a Narrator (Sultane 5)."),
    "vote": N_("Vote on the proposed government (Sultane 5)."),
    "vizir-discard": N_("You drew three tales: discard one in secret; the Narrator gets the "
                        "other two (Sultane 5)."),
    "narrator-discard": N_("Discard one of the two tales in secret; the other is read "
                           "(Sultane 5)."),
    "veto-request": N_("Read the tale, or ask the Vizir for a veto (Sultane 7a)."),
    "veto-answer": N_("The Narrator asks for a veto: accept or refuse (Sultane 7a)."),
    "claim-vizir": N_("Tell the table what you drew, or say nothing; you may lie (Sultane 6)."),
    "claim-narrator": N_("Tell the table what you received, or say nothing; you may lie "
                         "(Sultane 6)."),
    "power": N_("Use the Vizir's power (Sultane 7b)."),
    "claim-power": N_("Tell the table what you learned, or say nothing; you may lie "
                      "(Sultane 6)."),
}
#: The buttons' words.
LABELS = {
    "yes": N_("Yes (accept)"),
    "no": N_("No (reject)"),
    "read": N_("Read the tale"),
    "veto": N_("Ask for a veto"),
    "accept-veto": N_("Accept the veto"),
    "refuse-veto": N_("Refuse the veto"),
    "no-claim": N_("Say nothing"),
}


def cap(text: str) -> str:
    """The text with a capital first letter."""
    return text[:1].upper() + text[1:]


def _claim_words(check: dict[str, Any], tales: str) -> str:
    """A claim or its truth in words: "2 pacifist tales", or a side for an investigation."""
    if check["about"] == "investigation":
        return _(IS_SIDE[tales]).format(seat=seat_word(check["target"]))
    return hand_words(tales)


class SultaneLook(GameLook):
    """How the Sultane looks on the kit's boards."""

    state_cls = SultaneState
    title = "Au chevet de la Sultane"
    player_counts: ClassVar[Sequence[int]] = tuple(range(7, MAX_PLAYERS + 1)) + tuple(
        range(MIN_PLAYERS, 7)
    )
    bots: ClassVar[dict[str, Any]] = {"bayes": POLICIES["bayes"], **POLICIES}
    secrets = True
    bayes = staticmethod(beliefs)

    def state_html(self, state: GameState, viewer: int | None) -> str:
        return board_html(state.view(viewer), self.beliefs(state, viewer))

    def extra_html(self, state: GameState, viewer: int | None) -> str:
        if viewer is not None:
            return ""
        parts = [
            "<div><small>{}</small></div>".format(html.escape(_(
                "All-seeing view: true roles; the probabilities are what the table "
                "can infer from public information alone.")))
        ]
        checks = state.view(None)["claim_checks"][-6:]
        if checks:
            rows = "".join(
                # the sentence takes its capital as a whole (French "La joueuse 0 a déclaré")
                "<li>" + html.escape(cap(_("{seat} claimed {claimed} ({about}); truth: {actual}: ")
                                     .format(seat=seat_word(c["seat"]),
                                             claimed=_claim_words(c, c["claimed"]),
                                             about=_(ABOUT.get(c["about"], c["about"])),
                                             actual=_claim_words(c, c["actual"]))))
                + "<b>{}</b>".format(html.escape(_("honest") if c["honest"] else _("a lie")))
                + "</li>"
                for c in checks
            )
            parts.append("<div><b>{}</b> {}<ul>{}</ul></div>".format(
                html.escape(_("Claims checked")), html.escape(_("(only this view knows)")), rows))
        return "".join(parts)

    def prompt(self, state: GameState, seat: int) -> str:
        phase = state.view(seat)["phase"]
        return _("{seat}: {text}").format(
            seat=cap(seat_word(seat)), text=_(PROMPTS.get(phase, N_("choose."))))

    def action_label(self, state: GameState, seat: int, action: Any) -> str:
        a = str(action)
        verb, _sep, arg = a.partition(":")
        if verb == "nominate" or verb in POWER_NAMES:
            return seat_word(int(arg))
        if a in LABELS:
            return _(LABELS[a])
        if verb == "discard":
            return _(TALES[arg])
        if verb in ("claim-draw", "claim-received", "claim-peek"):
            return hand_words(arg)
        if verb == "claim-investigation":
            target, _sep, side = arg.partition(":")
            return _(IS_SIDE[side]).format(seat=seat_word(int(target)))
        return a

    def action_group(self, state: GameState, seat: int, action: Any) -> str:
        verb = str(action).partition(":")[0]
        if verb == "nominate":
            return _("Nominate:")
        if verb in POWER_NAMES:
            name = _(POWER_NAMES[verb])
            # the language's colon ("Exiler une joueuse\u202f:", as "Proposer\u202f:")
            return f"{name[:1].upper()}{name[1:]}" + pgettext("punctuation", ": ").rstrip()
        if verb == "discard":
            return _("Discard:")
        if verb.startswith("claim") or verb == "no-claim":
            return _("Say:")
        return ""

    def action_colours(self, state: GameState, seat: int, action: Any) -> tuple[str, str] | None:
        verb, _sep, arg = str(action).partition(":")
        return TALE_COLOURS[arg] if verb == "discard" else None


LOOK = SultaneLook()


class SultaneBoard(LookPlay):
    """The play logic. ``humans`` are seats people play (none by default); other seats are
    bots (``policies``); 7 players by default (the look's first count).

    >>> b = SultaneBoard(n_players=5, seed=1, humans=[0], viewer=0)
    >>> b.legal()
    ['nominate:1', 'nominate:2', 'nominate:3', 'nominate:4']
    >>> b.click("nominate:9")
    False
    >>> print(b.message)
    nominate needs a seat 0..4, not '9' (rule: Sultane 5, 7c)
    """

    look = LOOK
    default_humans = ()


class SultaneBoardView(GameBoardView):
    """The ipywidgets board around a :class:`SultaneBoard` (``display(view)``)."""

    play_cls = SultaneBoard
    board_title = N_("Sultane board")


def sultane_stepper(
    seed: int = 0, *, n_players: int = 7, bots: str = "bayes", viewer: int | None = None,
    language: str | None = None,
) -> StepperBoard:
    """A bot game of the Sultane to replay event by event (any seat's view or all-seeing)."""
    with i18n_language(language):  # the game's events are told in the board's language
        stepper = GameStepper.from_seed(LOOK, seed, n_players=n_players, bots=bots,
                                        viewer=viewer, language=language)
    return StepperBoard(stepper)


def sultane_app(seed: int = 1, *, language: str | None = None) -> Any:
    """The Voila app: play seat 0 against bots, or replay a bot game as any seat; under an
    English / français switch (``language``: the first shown; None: the package's)."""
    from majority_widgets.kit.app import AppTabs, Bilingual

    def make(lang: str) -> AppTabs:
        return AppTabs(
            "Au chevet de la Sultane",
            N_("Every event explains itself and names its rule (Sultane sections)."),
            [
                (
                    N_("Play"),
                    "mj-tab-sultane-play",
                    N_("You play seat 0 against six bots: press a button to decide. 'View as' "
                      "shows another seat's view or the all-seeing view."),
                    SultaneBoardView(SultaneBoard(n_players=7, seed=seed, humans=[0], viewer=0,
                                                  language=lang)),
                ),
                (
                    N_("Replay a game"),
                    "mj-tab-sultane-replay",
                    N_("Seven bots play a whole game: step back and forward, as any seat saw it."),
                    sultane_stepper(seed, language=lang),
                ),
            ],
        )

    return Bilingual(make, language)


__all__ = [
    "LOOK",
    "SultaneBoard",
    "SultaneBoardView",
    "SultaneLook",
    "sultane_app",
    "sultane_stepper",
]
