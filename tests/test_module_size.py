"""No room of 1,300 lines (docs/architecture.md, issue 24): every module of majority_core, majority_widgets
and majority_tables stays under 800 lines, so that a reader finds a piece of a game by its room
(state, views, refusals, effects, explain, analysis, tournaments...) and not by scrolling."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("majority_core", "majority_widgets", "majority_tables")
LIMIT = 800


def _modules() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py"))


def test_the_check_sees_every_package() -> None:
    found = {p.relative_to(ROOT).parts[0] for p in _modules()}
    assert found == set(PACKAGES)


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_over_800_lines(path: Path) -> None:
    n = len(path.read_text("utf-8").splitlines())
    assert n <= LIMIT, f"{path.relative_to(ROOT)} has {n} lines: split it where the game has a seam"
