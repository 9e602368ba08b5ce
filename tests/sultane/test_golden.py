"""Golden playthroughs (as in OpenSpiel): a whole seeded game, event by event, as text.

A change to the rules, the chance draws, the wording or who sees an event shows up here as a
readable diff (see tests/golden.py). If a change is intended, regenerate with
``python3 tasks.py golden`` and review the diff before committing.
"""

from __future__ import annotations

import pytest

from majority_core.game import play
from majority_core.sultane import Random, SultaneState
from tests.golden import compare, event_lines, goldens

CASES = [(5, 3, {}), (7, 5, {}), (9, 2, {"variant_8d": True, "original_veto": True})]


def playthrough(n: int, seed: int, options: dict) -> str:
    s = play(SultaneState.new(n_players=n, seed=seed, **options), [Random()] * n, seed=seed)
    lines = [f"# {n} players, seed {seed}, options {options}", f"roles: {s.roles}"]
    lines += event_lines(s)
    lines.append(f"decisions: {[f'{p}:{a}' for p, a in s.history]}")
    return "\n".join(lines) + "\n"


GOLDENS = {
    f"sultane-{n}p-seed{seed}.txt": (lambda n=n, seed=seed, o=options: playthrough(n, seed, o))
    for n, seed, options in CASES
}


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_golden_playthrough(name: str) -> None:
    path = next(p for p in goldens("sultane") if p.name == name)
    compare(path, GOLDENS[name]())
