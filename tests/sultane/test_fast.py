"""The fast playout plays exactly the games the step API plays (same seeds, same decisions)."""

from __future__ import annotations

import pytest

from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.sultane import SultaneState
from majority_core.sultane.fast import random_playout

from .test_invariants import CONFIGS, IDS


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_fast_playout_equals_step_api(n: int, options: dict) -> None:
    for i in range(60):
        s = play(
            SultaneState.new(n_players=n, seed=i, **options), [UniformRandom()] * n, seed=7 * i
        )
        f = random_playout(n, i, 7 * i, **options)
        assert (f["winner"], f["reason"], f["read"]) == (s.winner, s.reason, "".join(s.read))
        assert (f["governments"], f["decisions"]) == (s.governments, len(s.history))
        assert (f["roles"], f["active"]) == (s.roles, s.active)
