"""Golden playthroughs (as in OpenSpiel): a whole seeded game, event by event, as text.

A change to the rules, the chance draws or the wording shows up here as a readable diff. If a
change is intended, regenerate with ``SULTANE_GOLDEN=write .venv/bin/python -m pytest
tests/sultane/test_golden.py`` and review the diff before committing.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from majority_core.game import play
from majority_core.sultane import Random, SultaneState

GOLDEN = Path(__file__).parent / "golden"
CASES = [(5, 3, {}), (7, 5, {}), (9, 2, {"variant_8d": True, "original_veto": True})]


def playthrough(n: int, seed: int, options: dict) -> str:
    s = play(SultaneState.new(n_players=n, seed=seed, **options), [Random()] * n, seed=seed)
    lines = [f"# {n} players, seed {seed}, options {options}", f"roles: {s.roles}"]
    for k, e in enumerate(s.events):
        who = "all" if e.visible_to is None else ",".join(map(str, sorted(e.visible_to)))
        lines.append(f"{k:03d} [{who}] {e.explain()}")
    lines.append(f"decisions: {[f'{p}:{a}' for p, a in s.history]}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("n", "seed", "options"), CASES)
def test_golden_playthrough(n: int, seed: int, options: dict) -> None:
    path = GOLDEN / f"sultane-{n}p-seed{seed}.txt"
    text = playthrough(n, seed, options)
    if os.environ.get("SULTANE_GOLDEN") == "write":
        path.write_text(text)
    assert text == path.read_text()
