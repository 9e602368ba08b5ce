"""The shared protocol contract (tests/contract.py) for every configuration of the Witch."""

from __future__ import annotations

from majority_core.witch import WitchState
from majority_widgets.witch import LOOK
from tests.contract import GameContract, look_seat_html


class TestWitchContract(GameContract):
    state_cls = WitchState
    configs = [
        {"n_players": 4, "standard": False},
        {"n_players": 5, "standard": False},
        {"n_players": 3, "standard": True},
        {"n_players": 4, "standard": True},
        {"n_players": 5, "standard": True},
    ]
    n_games = 4
    #: the leak test also compares everything the play board shows a seat
    seat_html = staticmethod(look_seat_html(LOOK))
