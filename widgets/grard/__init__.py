"""The Majority (Grard) boards (ipywidgets 8): the classroom tally board.

Open one in a notebook with, for example::

    from widgets.grard import GrardBoard
    GrardBoard(n_players=6, seed=1)
"""

from .tally import OPTIONS, GrardBoard, GrardTally

__all__ = ["OPTIONS", "GrardBoard", "GrardTally"]
