"""The Sultane boards (ipywidgets 8): the game board with Bayesian beliefs.

Open one in a notebook with, for example::

    from widgets.sultane import SultaneBoard, SultaneBoardView
    SultaneBoardView(SultaneBoard(n_players=7, seed=1, humans=[0], viewer=0))
"""

from .board import SultaneBoard, SultaneBoardView

__all__ = ["SultaneBoard", "SultaneBoardView"]
