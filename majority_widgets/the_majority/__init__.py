"""The Majority boards (ipywidgets 8).

Each board is a plain-Python logic class (tested by calling it as a click would) and a view
class that draws it. Open one in a notebook with, for example::

    from majority_widgets.the_majority import PayoutBoard
    PayoutBoard()
"""

from .payout import PayoutBoard, PayoutExplorer
from .play import PlayBoard, PlayGame
from .stepper import SCENARIOS, RoundStepper, StepperBoard
from .trick_lab import PRESETS, TrickLab, TrickLabBoard

__all__ = [
    "PRESETS",
    "SCENARIOS",
    "PayoutBoard",
    "PayoutExplorer",
    "PlayBoard",
    "PlayGame",
    "RoundStepper",
    "StepperBoard",
    "TrickLab",
    "TrickLabBoard",
]
