"""Golden playthroughs: fixed seeds and bots, the whole log compared line by line.

Any change to the rules, the chance conventions or the wording shows up here as a readable
diff. After a deliberate change, regenerate with
``UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/the_majority/test_golden.py`` and review
the diff of ``tests/the_majority/golden/*.txt`` before committing it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.the_majority import Greedy, RunnerUp, Saboteur, TheMajorityState

GOLDEN = Path(__file__).parent / "golden"

CASES = {
    "4p_seed7_greedy_vs_random": (dict(n_players=4, seed=7), [Greedy(), UniformRandom()] * 2),
    "3p_seed3_first_edition": (
        dict(n_players=3, seed=3, first_edition=True, spy_holder=1),
        [RunnerUp(), Saboteur(), UniformRandom()],
    ),
}


def transcript(options: dict, bots: list) -> str:
    state = play(TheMajorityState.new(**options), bots, seed=options["seed"])
    lines = [f"# The Majority {options} bots={[str(b) for b in bots]}"]
    lines += [f"{p}: {a}" for p, a in state.history[:12]]
    lines.append("# log (all-seeing)")
    lines += state.explain(None)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name: str) -> None:
    options, bots = CASES[name]
    text = transcript(options, bots)
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path}: run with UPDATE_GOLDEN=1 once"
    assert text == path.read_text(encoding="utf-8")
