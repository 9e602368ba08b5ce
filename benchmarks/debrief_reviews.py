"""Review each strategy lesson's debrief game and cache the review (the lessons' debriefs).

Run from the repository root:  .venv/bin/python benchmarks/debrief_reviews.py [LESSON ...]
[--check] [--processes]

Each lesson with a debrief (04, 13, 14, 21, 32, 42: ``majority_core.debrief.DEBRIEFS``, named
by each game's ``exercises.py``) reviews one finished game: a seeded game of the package's bots,
or lesson 14's class export. A review searches every decision (seconds to minutes of CPU), so the
lesson reads it from ``majority_core/data/debriefs/<lesson>.json`` (``<lesson>.fr.json`` too where
the French lesson's game differs: Grard's words are dealt in the lesson's language). The game,
the budget and the seed are fixed and a review does not depend on where it runs (``--processes``
uses every local core), so this command writes the same files again; ``--check`` reviews again
and compares without writing (exit status 1 on a difference).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from majority_core.debrief import DEBRIEFS, _load_lessons, cache_text  # noqa: E402
from majority_core.i18n import language  # noqa: E402
from majority_core.review import review  # noqa: E402

FOLDER = ROOT / "majority_core" / "data" / "debriefs"


def outputs(lesson: str) -> dict[str, object]:
    """The lesson's game per cache file: English, and French where its game differs."""
    spec = DEBRIEFS[lesson]
    with language("en"):
        english = spec.game()
    with language("fr"):
        french = spec.game()
    games: dict[str, object] = {f"{lesson}.json": ("en", english)}
    if french.to_dict() != english.to_dict():
        games[f"{lesson}.fr.json"] = ("fr", french)
    return games


def main(argv: list[str]) -> int:
    check = "--check" in argv
    executor = "processes" if "--processes" in argv else None
    _load_lessons()
    wanted = [a for a in argv if not a.startswith("--")] or sorted(DEBRIEFS)
    failed = 0
    for lesson in wanted:
        spec = DEBRIEFS[lesson]
        for name, (lang, game) in outputs(lesson).items():
            start = time.perf_counter()
            with language(lang):
                found = review(game, budget=spec.budget, seed=spec.seed, executor=executor)
            text = cache_text(found, spec.budget)
            seconds = time.perf_counter() - start
            path = FOLDER / name
            if check:
                same = path.is_file() and path.read_text(encoding="utf-8") == text
                failed += not same
                print(f"{name}: {'the same' if same else 'DIFFERENT'} ({seconds:.0f} s)")
            else:
                path.write_text(text, encoding="utf-8")
                print(f"{name}: {len(found.decisions)} decisions reviewed in {seconds:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
