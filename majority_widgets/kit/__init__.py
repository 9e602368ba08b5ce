"""The board kit every game's boards are made of.

* :mod:`.board`: :func:`guarded` (a refusal becomes a message, never a traceback),
  :func:`button`, :class:`BoardView` (logic + thin ipywidgets view, message line);
* :mod:`.html`: plain-HTML pieces (messages, numbered lines, panels, tables, chips);
* :mod:`.look`: :class:`GameLook`, the one class a game writes to get the generic boards;
* :mod:`.stepper`: :class:`GameStepper` / :class:`StepperBoard`, replay any game event by event;
* :mod:`.play`: :class:`GamePlay` / :class:`PlayBoard`, play seats against bots with buttons.

Nothing here imports ipywidgets at import time: the logic classes and the tests use it freely.
"""

from .board import STYLE, BoardView, button, guarded
from .html import (
    box,
    chip_html,
    dict_table_html,
    esc,
    lines_html,
    message_html,
    plural,
    table_html,
)
from .look import GameLook, private_label
from .play import GamePlay, PlayBoard, SaveHoldsSecrets, action_button
from .stepper import GameStepper, StepperBoard

__all__ = [
    "STYLE",
    "BoardView",
    "GameLook",
    "GamePlay",
    "GameStepper",
    "PlayBoard",
    "SaveHoldsSecrets",
    "StepperBoard",
    "action_button",
    "box",
    "button",
    "chip_html",
    "dict_table_html",
    "esc",
    "guarded",
    "lines_html",
    "message_html",
    "plural",
    "private_label",
    "table_html",
]
