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


def game() -> GrardState:
    """4 players, seed 7, the Variant card tossed; bots Focal, LevelK, CashIn and random."""
    s = GrardState.new(n_players=4, seed=7, language="en", variant_toss=True)
    return play(s, [Focal(0.2), LevelK(1), CashIn(4), RandomVote()], seed=3)


def playthrough() -> str:
    lines = ["# 4 players, seed 7, English, Variant card tossed; bots Focal, LevelK, CashIn, random"]
    return "\n".join(lines + event_lines(game())) + "\n"


def explained() -> str:
    """The same game as the sentences of the all-seeing log (``state.explain()``), without who
    sees what: the game's first golden, kept so that a change of wording alone reads as a diff
    of plain sentences."""
    return "\n".join(game().explain()) + "\n"


GOLDENS = {"grard-4p-seed7.txt": playthrough, "playthrough_seed7.txt": explained}


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_golden_playthrough(name: str) -> None:
    path = next(p for p in goldens("grard") if p.name == name)
    compare(path, GOLDENS[name]())
