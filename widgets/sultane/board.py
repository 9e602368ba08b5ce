"""The Sultane boards, made from the kit: play seats against bots, or replay a game.

:class:`SultaneLook` is all the Sultane adds to the kit (how its view, actions and beliefs
look). :class:`SultaneBoard` is the play logic (the kit's :class:`~widgets.kit.play.GamePlay`
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
from majority_core.policy import Policy
from majority_core.sultane import SultaneState
from majority_core.sultane.bayes import beliefs
from majority_core.sultane.components import MAX_PLAYERS, MIN_PLAYERS
from majority_core.sultane.explain import POWER_NAMES, board_html, hand_words
from majority_core.sultane.policies import POLICIES
from widgets.kit.look import GameLook
from widgets.kit.play import GamePlay, PlayBoard
from widgets.kit.stepper import GameStepper, StepperBoard

#: Tale letter -> (ink, background): the colours of the tracks.
TALE_COLOURS = {"P": ("#6a1b9a", "#f3e5f5"), "I": ("#1b5e20", "#e8f5e9")}
TALE_WORDS = {"P": "pacifist", "I": "interventionist"}

PROMPTS = {
    "nominate": "You are the Grand Vizir: nominate a Narrator (Sultane 5).",
    "vote": "Vote on the proposed government (Sultane 5).",
    "vizir-discard": "You drew three tales: discard one in secret; the Narrator gets the other "
    "two (Sultane 5).",
    "narrator-discard": "Discard one of the two tales in secret; the other is read (Sultane 5).",
    "veto-request": "Read the tale, or ask the Vizir for a veto (Sultane 7a).",
    "veto-answer": "The Narrator asks for a veto: accept or refuse (Sultane 7a).",
    "claim-vizir": "Tell the table what you drew, or say nothing; you may lie (Sultane 6).",
    "claim-narrator": "Tell the table what you received, or say nothing; you may lie "
    "(Sultane 6).",
    "power": "Use the Vizir's power (Sultane 7b).",
    "claim-power": "Tell the table what you learned, or say nothing; you may lie (Sultane 6).",
}


class SultaneLook(GameLook):
    """How the Sultane looks on the kit's boards."""

    state_cls = SultaneState
    title = "Au chevet de la Sultane"
    player_counts: ClassVar[Sequence[int]] = tuple(range(7, MAX_PLAYERS + 1)) + tuple(
        range(MIN_PLAYERS, 7)
    )
    bots: ClassVar[dict[str, Any]] = {"bayes": POLICIES["bayes"], **POLICIES}
    secrets = True

    def beliefs(self, state: GameState, viewer: int | None) -> dict[int, dict[str, float]]:
        """The viewer's Bayesian beliefs (all-seeing: what the public record implies)."""
        if viewer is None:
            public = dict(state.view(None))
            public["seat"] = None
            return beliefs(public)
        return beliefs(state.view(viewer))

    def state_html(self, state: GameState, viewer: int | None) -> str:
        return board_html(state.view(viewer), self.beliefs(state, viewer))

    def extra_html(self, state: GameState, viewer: int | None) -> str:
        if viewer is not None:
            return ""
        parts = [
            "<div><small>All-seeing view: true roles; the probabilities are what the table "
            "can infer from public information alone.</small></div>"
        ]
        checks = state.view(None)["claim_checks"][-6:]
        if checks:
            rows = "".join(
                f"<li>seat {c['seat']} claimed {html.escape(c['claimed'])} ({c['about']}); "
                f"truth {html.escape(c['actual'])}: "
                + ("<b>honest</b>" if c["honest"] else "<b>a lie</b>")
                + "</li>"
                for c in checks
            )
            parts.append(f"<div><b>Claims checked</b> (only this view knows)<ul>{rows}</ul></div>")
        return "".join(parts)

    def prompt(self, state: GameState, seat: int) -> str:
        phase = state.view(seat)["phase"]
        return f"Seat {seat}: {PROMPTS.get(phase, 'choose.')}"

    def action_label(self, state: GameState, seat: int, action: Any) -> str:
        a = str(action)
        verb, _, arg = a.partition(":")
        if verb == "nominate" or verb in POWER_NAMES:
            return f"seat {arg}"
        if a in ("yes", "no"):
            return {"yes": "Yes (accept)", "no": "No (reject)"}[a]
        if verb == "discard":
            return f"{TALE_WORDS[arg]} tale"
        if a == "read":
            return "Read the tale"
        if a == "veto":
            return "Ask for a veto"
        if a in ("accept-veto", "refuse-veto"):
            return "Accept the veto" if a == "accept-veto" else "Refuse the veto"
        if a == "no-claim":
            return "Say nothing"
        if verb in ("claim-draw", "claim-received", "claim-peek"):
            return hand_words(arg)
        if verb == "claim-investigation":
            target, _, side = arg.partition(":")
            return f"seat {target} is {TALE_WORDS[side]}"
        return a

    def action_group(self, state: GameState, seat: int, action: Any) -> str:
        verb = str(action).partition(":")[0]
        if verb == "nominate":
            return "Nominate:"
        if verb in POWER_NAMES:
            return f"{POWER_NAMES[verb][:1].upper()}{POWER_NAMES[verb][1:]}:"
        if verb == "discard":
            return "Discard:"
        if verb.startswith("claim") or verb == "no-claim":
            return "Say:"
        return ""

    def action_colours(self, state: GameState, seat: int, action: Any) -> tuple[str, str] | None:
        verb, _, arg = str(action).partition(":")
        return TALE_COLOURS[arg] if verb == "discard" else None


LOOK = SultaneLook()


class SultaneBoard(GamePlay):
    """The play logic. ``humans`` are seats people play; other seats are bots (``policies``).

    >>> b = SultaneBoard(n_players=5, seed=1, humans=[0], viewer=0)
    >>> b.legal()
    ['nominate:1', 'nominate:2', 'nominate:3', 'nominate:4']
    >>> b.click("nominate:9")
    False
    >>> print(b.message)
    nominate needs a seat 0..4, not '9' (rule: Sultane 5, 7c)
    """

    def __init__(
        self,
        n_players: int = 7,
        seed: int = 0,
        policies: Sequence[Policy] | None = None,
        humans: Sequence[int] = (),
        viewer: int | str | None = "first human",
        **options: Any,
    ) -> None:
        super().__init__(
            LOOK,
            n_players,
            seed=seed,
            humans=humans,
            bots=list(policies) if policies else None,
            viewer=viewer,
            **options,
        )

    def beliefs(self) -> dict[int, dict[str, float]]:
        """The viewer's Bayesian beliefs (all-seeing view: what the public record implies)."""
        return LOOK.beliefs(self.state, self.viewer)


class SultaneBoardView(PlayBoard):
    """The ipywidgets board around a :class:`SultaneBoard` (``display(view)``)."""

    def __init__(self, board: SultaneBoard | None = None, **kwargs: Any) -> None:
        self.board = board if board is not None else SultaneBoard(**kwargs)
        super().__init__(self.board)
        self.title = "Sultane board"


def sultane_stepper(
    seed: int = 0, *, n_players: int = 7, bots: str = "bayes", viewer: int | None = None
) -> StepperBoard:
    """A bot game of the Sultane to replay event by event (any seat's view or all-seeing)."""
    return StepperBoard(
        GameStepper.from_seed(LOOK, seed, n_players=n_players, bots=bots, viewer=viewer)
    )




def sultane_app(seed: int = 1) -> Any:
    """The Voila app: play seat 0 against bots, or replay a bot game as any seat."""
    from widgets.kit.app import AppTabs

    return AppTabs(
        "Au chevet de la Sultane",
        "Every event explains itself and names its rule (Sultane sections).",
        [
            (
                "Play",
                "mj-tab-sultane-play",
                "You play seat 0 against six bots: press a button to decide. 'View as' shows "
                "another seat's view or the all-seeing view.",
                SultaneBoardView(SultaneBoard(n_players=7, seed=seed, humans=[0], viewer=0)),
            ),
            (
                "Replay a game",
                "mj-tab-sultane-replay",
                "Seven bots play a whole game: step back and forward, as any seat saw it.",
                sultane_stepper(seed),
            ),
        ],
    )


__all__ = [
    "LOOK",
    "SultaneBoard",
    "SultaneBoardView",
    "SultaneLook",
    "sultane_app",
    "sultane_stepper",
]
