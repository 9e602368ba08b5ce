"""Majority 2 honours the shared protocol contract (tests/contract.py) in its configurations."""

from __future__ import annotations

from majority_core.majority2.components import Card
from majority_core.majority2.state import Majority2State
from majority_widgets.majority2 import LOOK
from tests.contract import GameContract, look_seat_html


class TestMajority2Contract(GameContract):
    state_cls = Majority2State
    configs = [
        {"n_players": 2},
        {"n_players": 2, "promos": "all", "ghosts": True},
    ]
    n_games = 6
    seat_html = staticmethod(look_seat_html(LOOK))
    card_order = staticmethod(lambda text: Card.parse(text).sort_key)
