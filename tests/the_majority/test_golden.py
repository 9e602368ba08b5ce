"""Golden playthroughs: fixed seeds and bots, the whole log compared line by line.

Any change to the rules, the chance conventions, the wording or who sees an event shows up
here as a readable diff (see tests/golden.py). After a deliberate change, regenerate with
``python3 tasks.py golden`` and review the diff of ``tests/the_majority/golden/*.txt``.
"""

from __future__ import annotations

import pytest

from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.the_majority import Greedy, RunnerUp, Saboteur, TheMajorityState
from tests.golden import compare, event_lines, goldens
from tests.the_majority.test_worlds import sampled_worlds

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
    lines.append("# log: event number, who sees it (all, or the seats), sentence [rule]")
    lines += event_lines(state)
    return "\n".join(lines) + "\n"


GOLDENS = {
    f"{name}.txt": (lambda options=options, bots=bots: transcript(options, bots))
    for name, (options, bots) in CASES.items()
}
# the worlds the sampler draws (compared by tests/the_majority/test_worlds.py)
GOLDENS["sampled_worlds.txt"] = sampled_worlds


@pytest.mark.parametrize("name", sorted(f"{name}.txt" for name in CASES))
def test_golden_playthrough(name: str) -> None:
    path = next(p for p in goldens("the_majority") if p.name == name)
    compare(path, GOLDENS[name]())
