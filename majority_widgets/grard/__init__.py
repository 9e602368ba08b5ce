"""The Majority (Grard) boards (ipywidgets 8), made from the board kit.

Open one in a notebook with, for example::

    from majority_widgets.grard import GrardBoard
    GrardBoard(n_players=6, seed=1)                 # the classroom tally board

The generic play and stepper boards work too, with :data:`LOOK`
(``PlayBoard(GamePlay(LOOK, 5, humans=[0]))`` from :mod:`majority_widgets.kit`).
"""

from .tally import LOOK, OPTIONS, GrardBoard, GrardLook, GrardTally, grard_app

__all__ = ["LOOK", "OPTIONS", "GrardBoard", "GrardLook", "GrardTally", "grard_app"]
