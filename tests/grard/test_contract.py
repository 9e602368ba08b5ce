"""The shared protocol contract (tests/contract.py) for Majority (Grard)."""

from __future__ import annotations

from majority_core.grard import GrardState
from tests.contract import GameContract


class TestGrardContract(GameContract):
    state_cls = GrardState
    configs = [
        {"n_players": 3},
        {"n_players": 6, "variant_toss": True, "language": "en"},
        {"n_players": 10, "least_logical": True, "names": [f"P{i}" for i in range(10)]},
    ]
    n_games = 20
