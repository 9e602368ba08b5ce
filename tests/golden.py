"""Golden playthroughs (as in OpenSpiel): whole seeded games, event by event, as text files.

A change to the rules, the chance draws or the wording shows up as a readable diff of
``tests/<game>/golden/*.txt``. Each line is one event with who sees it: ``[all]`` for a public
event, ``[0]`` or ``[0,2]`` for the seats of a private one, so a secret that became public (or
the reverse) changes the file too.

Tests only compare; they never write. After a deliberate change, regenerate every golden file
with ``python3 tasks.py golden`` (this module's ``main``), then review the diff before
committing it. Each game's ``tests/<game>/test_golden.py`` lists its cases in ``GOLDENS``
(file name -> a function writing the text).

French goldens (issue 13): for each game, one playthrough written with
``majority_core.set_language("fr")`` in ``tests/<game>/golden/*.fr.txt`` (:data:`FRENCH`: the
same game as an English golden, so the two files read side by side; Majority 2, which has no
English golden, plays its own). ``tests/test_i18n.py`` compares them.
"""

from __future__ import annotations

import difflib
import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

GAMES = ("the_majority", "sultane", "grard", "witch")
#: The game of every French golden: the English golden it translates.
FRENCH = {
    "the_majority": "3p_seed3_first_edition.txt",
    "sultane": "sultane-5p-seed3.txt",
    "grard": "grard-4p-seed7.txt",
    "witch": "witch-standard-3p-seed7.txt",
    "majority2": None,  # no English golden: a Planner-against-Greedy game of its own
}
HERE = Path(__file__).parent


def event_lines(state: Any) -> list[str]:
    """Every event of ``state``: number, who sees it, and its sentence with its rule."""
    lines = []
    for k, e in enumerate(state.events):
        who = "all" if e.visible_to is None else ",".join(map(str, sorted(e.visible_to)))
        lines.append(f"{k:03d} [{who}] {e.explain()}")
    return lines


def goldens(game: str) -> dict[Path, Callable[[], str]]:
    module = importlib.import_module(f"tests.{game}.test_golden")
    return {HERE / game / "golden" / name: make for name, make in module.GOLDENS.items()}


def majority2_playthrough(seed: int = 4) -> str:
    """A Majority 2 game between the Planner (seat 0) and the Greedy bot, event by event."""
    from majority_core.game import play
    from majority_core.majority2 import Majority2State
    from majority_core.majority2.policies import Greedy, Planner

    s = play(Majority2State.new(n_players=2, seed=seed), [Planner(), Greedy()], seed=seed)
    lines = [f"# Majority 2, seed {seed}, Planner (seat 0) against Greedy (seat 1)"]
    lines += event_lines(s)
    lines.append(f"decisions: {[f'{p}:{a}' for p, a in s.history]}")
    return "\n".join(lines) + "\n"


def french_goldens(game: str) -> dict[Path, Callable[[], str]]:
    """``tests/<game>/golden/<name>.fr.txt`` -> a function writing it in French."""
    from majority_core.i18n import language

    english = FRENCH[game]
    if english is None:
        name, make = "majority2-seed4.fr.txt", majority2_playthrough
    else:
        name, make = english.replace(".txt", ".fr.txt"), importlib.import_module(
            f"tests.{game}.test_golden"
        ).GOLDENS[english]

    def french() -> str:
        with language("fr"):
            return make()

    return {HERE / game / "golden" / name: french}


def compare(path: Path, text: str) -> None:
    """Assert that ``text`` is the golden file, with a readable diff if it is not."""
    assert path.exists(), f"missing {path}: write it with `python3 tasks.py golden`"
    old = path.read_text(encoding="utf-8")
    if text != old:
        diff = difflib.unified_diff(
            old.splitlines(), text.splitlines(), "golden", "now", lineterm="", n=1
        )
        raise AssertionError(
            f"{path.name} differs from this run (regenerate with `python3 tasks.py golden` "
            "only if the change is intended):\n" + "\n".join(list(diff)[:40])
        )


def main(argv: list[str]) -> int:
    """Write the golden files of the games named in ``argv`` (all by default), English and
    French."""
    for game in argv or (*GAMES, "majority2"):
        cases = goldens(game) if game in GAMES else {}
        for path, make in {**cases, **french_goldens(game)}.items():
            text = make()
            before = path.read_text(encoding="utf-8") if path.exists() else None
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            status = "unchanged" if before == text else "written"
            print(f"{status}: {path.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
