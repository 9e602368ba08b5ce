"""The Sultane boards (ipywidgets 8), made from the board kit.

Open one in a notebook with, for example::

    from majority_widgets.sultane import SultaneBoard, SultaneBoardView, sultane_stepper
    SultaneBoardView(SultaneBoard(n_players=7, seed=1, humans=[0], viewer=0))
    sultane_stepper(seed=3)
"""

from .board import (
    LOOK,
    SultaneBoard,
    SultaneBoardView,
    SultaneLook,
    sultane_app,
    sultane_stepper,
)

__all__ = [
    "LOOK",
    "SultaneBoard",
    "SultaneBoardView",
    "SultaneLook",
    "sultane_app",
    "sultane_stepper",
]
