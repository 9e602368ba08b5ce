"""Golden playthrough of Majority (Grard): a whole seeded game, event by event, with who sees
each event (a pending vote is private until the reveal). See tests/golden.py; regenerate with
``python3 tasks.py golden`` after a deliberate change and review the diff.
"""

from __future__ import annotations

import pytest

from majority_core.game import play
from majority_core.grard import GrardState
from majority_core.grard.policies import CashIn, Focal, LevelK, RandomVote
from tests.golden import compare, event_lines, goldens


def playthrough() -> str:
    s = GrardState.new(n_players=4, seed=7, language="en", variant_toss=True)
    s = play(s, [Focal(0.2), LevelK(1), CashIn(4), RandomVote()], seed=3)
    lines = ["# 4 players, seed 7, English, Variant card tossed; bots Focal, LevelK, CashIn, random"]
    return "\n".join(lines + event_lines(s)) + "\n"


GOLDENS = {"grard-4p-seed7.txt": playthrough}


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_golden_playthrough(name: str) -> None:
    path = next(p for p in goldens("grard") if p.name == name)
    compare(path, GOLDENS[name]())
