"""The Majority 2 boards (ipywidgets 8), made from the board kit.

Open one in a notebook with, for example::

    from majority_widgets.majority2 import majority2_play, majority2_stepper
    majority2_play(seed=1)              # you are seat 0 against the planner bot
    majority2_stepper(seed=3)           # replay a bot game
"""

from .look import LOOK, Majority2Look, board_html, majority2_app, majority2_play, majority2_stepper

__all__ = ["LOOK", "Majority2Look", "board_html", "majority2_app", "majority2_play", "majority2_stepper"]
