"""The Majority honours the shared protocol contract (tests/contract.py) in every configuration."""

from __future__ import annotations

from majority_core.the_majority import TheMajorityState
from tests.contract import GameContract


class TestTheMajorityContract(GameContract):
    state_cls = TheMajorityState
    configs = [
        {"n_players": 4},
        {"n_players": 3},
        {"n_players": 4, "first_edition": True, "spy_holder": 2},
    ]
    n_games = 10
