"""Golden playthroughs (as in OpenSpiel): whole seeded Witch games, event by event, as text.

A change to the rules, the chance draws, the wording or who sees an event shows up here as a
readable diff (see tests/golden.py). If a change is intended, regenerate with
``python3 tasks.py golden`` and review the diff before committing.
"""

from __future__ import annotations

import pytest

from majority_core.game import play
from majority_core.witch import Heuristic, Investigator, Random, WitchState
from tests.golden import compare, event_lines, goldens

CASES = [
    (4, 3, False, "heuristic"),
    (5, 5, True, "investigator"),
    (3, 7, True, "random"),
]
BOTS = {"heuristic": Heuristic, "investigator": Investigator, "random": Random}


def playthrough(n: int, seed: int, standard: bool, bot: str) -> str:
    s = play(WitchState.new(n_players=n, seed=seed, standard=standard), [BOTS[bot]()] * n, seed=seed)
    game = "standard" if standard else "discovery"
    lines = [f"# {game} game, {n} players, seed {seed}, {bot} bots",
             f"colours: {s.view(None)['colours']}, unseen: {s.view(None)['unseen']}"]
    lines += event_lines(s)
    lines.append(f"decisions: {[f'{p}:{a}' for p, a in s.history]}")
    return "\n".join(lines) + "\n"


GOLDENS = {
    f"witch-{'standard' if std else 'discovery'}-{n}p-seed{seed}.txt": (
        lambda n=n, seed=seed, std=std, bot=bot: playthrough(n, seed, std, bot)
    )
    for n, seed, std, bot in CASES
}


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_golden_playthrough(name: str) -> None:
    path = next(p for p in goldens("witch") if p.name == name)
    compare(path, GOLDENS[name]())
