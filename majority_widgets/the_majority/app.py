"""The classroom app: every board of The Majority in tabs (served by Voila, no code shown).

``app/classroom.ipynb`` calls :func:`classroom`; ``voila app/classroom.ipynb`` serves it.
Each tab is an independent board, so a class can use one tab per activity.
"""

from __future__ import annotations

from typing import Any

from majority_core.i18n import N_
from majority_widgets.kit.app import AppTabs, Bilingual

from .payout import PayoutBoard
from .play import PlayBoard
from .stepper import RoundStepper, StepperBoard
from .trick_lab import TrickLabBoard

#: (tab title, CSS class of the tab's content, one sentence for the students).
TABS = (
    (
        N_("Trick lab"),
        "mj-tab-trick-lab",
        N_("Choose a card for each seat, then watch the effects act one at a time."),
    ),
    (
        N_("Payout explorer"),
        "mj-tab-payout",
        N_("Type each player's totals and see who is paid what in the debate."),
    ),
    (
        N_("Round stepper"),
        "mj-tab-stepper",
        N_("Replay a whole game event by event, from a scenario, a seed or a save file."),
    ),
    (N_("Play"), "mj-tab-play", N_("Play one seat against bots, to the end of the game.")),
)


class Classroom(AppTabs):
    """The boards of the app (kept as attributes so tests can click them), in ``language``
    (None: the package's)."""

    def __init__(self, *, seed: int = 1, language: str | None = None) -> None:
        self.trick_lab = TrickLabBoard("Bribery", language=language)
        self.payout = PayoutBoard(language=language)
        self.stepper = StepperBoard(
            RoundStepper.from_scenario("Tie at the top of a debate", language=language))
        self.play = PlayBoard(human=0, seed=seed, language=language)
        boards = [self.trick_lab, self.payout, self.stepper, self.play]
        super().__init__(
            N_("The Majority: classroom boards"),
            N_("Rules: the revised rulebook (sections 1-3); every message names the rule it "
               "uses."),
            [(t, css, blurb, board) for (t, css, blurb), board in zip(TABS, boards, strict=True)],
            css="mj-classroom", tabs_css="mj-classroom-tabs",
        )

    def __repr__(self) -> str:
        return "<The Majority classroom: " + ", ".join(t for t, _c, _b in TABS) + ">"


def classroom(seed: int = 1, *, language: str | None = None) -> Any:
    """The app: the four boards in tabs, under an English / français switch (``language``:
    the first shown; None: the package's)."""
    return Bilingual(lambda lang: Classroom(seed=seed, language=lang), language)
