"""The Witch of the Academy boards (ipywidgets 8), made from the board kit.

Open one in a notebook with, for example::

    from majority_widgets.witch import WitchBoard, WitchBoardView, witch_stepper
    WitchBoardView(WitchBoard(n_players=4, seed=1, humans=[0]))
    witch_stepper(seed=3)
"""

from .board import (
    LOOK,
    WitchBoard,
    WitchBoardView,
    WitchLook,
    witch_app,
    witch_stepper,
)

__all__ = ["LOOK", "WitchBoard", "WitchBoardView", "WitchLook", "witch_app", "witch_stepper"]
