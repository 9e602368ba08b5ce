"""Golden playthroughs (as in OpenSpiel): whole seeded games, event by event, as text files.

A change to the rules, the chance draws or the wording shows up as a readable diff of
``tests/<game>/golden/*.txt``. Each line is one event with who sees it: ``[all]`` for a public
event, ``[0]`` or ``[0,2]`` for the seats of a private one, so a secret that became public (or
the reverse) changes the file too.

Tests only compare; they never write. After a deliberate change, regenerate every golden file
with ``python3 tasks.py golden`` (this module's ``main``), then review the diff before
committing it. Each game's ``tests/<game>/test_golden.py`` lists its cases in ``GOLDENS``
(file name -> a function writing the text).
"""

from __future__ import annotations

import difflib
import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

GAMES = ("the_majority", "sultane", "grard", "witch")
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
    """Write the golden files of the games named in ``argv`` (all by default)."""
    for game in argv or GAMES:
        for path, make in goldens(game).items():
            text = make()
            before = path.read_text(encoding="utf-8") if path.exists() else None
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            status = "unchanged" if before == text else "written"
            print(f"{status}: {path.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
