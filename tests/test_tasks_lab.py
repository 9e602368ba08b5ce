"""`python3 tasks.py lab` (issue 8, part 2): the URL it prints opens lesson 00, and the Lab file
browser shows lessons, docs and apps, not the test set-up."""

from __future__ import annotations

import fnmatch
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tasks():
    spec = importlib.util.spec_from_file_location("tasks_under_test", ROOT / "tasks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_lab_opens_lesson_00() -> None:
    tasks = _tasks()
    cmd = tasks.lab_command()
    urls = [a.split("=", 1)[1] for a in cmd if a.startswith("--LabApp.default_url=")]
    assert urls == ["/lab/tree/notebooks/00-start-here.ipynb"]
    assert (ROOT / urls[0].removeprefix("/lab/tree/")).is_file()


def test_lab_file_browser_hides_the_test_setup_only() -> None:
    tasks = _tasks()
    globs = [a.split("=", 1)[1] for a in tasks.lab_command()
             if a.startswith("--ContentsManager.hide_globs=")]
    assert set(globs) == set(tasks.LAB_HIDDEN)

    def hidden(name: str) -> bool:
        return any(fnmatch.fnmatch(name, g) for g in globs)

    assert hidden("conftest.py") and hidden("majority_games.egg-info")
    assert not (ROOT / "notebooks" / "sanitize.cfg").exists()  # moved to tests/
    shown = [p.name for p in (ROOT / "notebooks").iterdir() if not p.name.startswith(".")]
    assert all(name.endswith(".ipynb") or (ROOT / "notebooks" / name).is_dir() for name in shown
               if not hidden(name))
    for name in ("notebooks", "docs", "app", "README.md", "00-start-here.ipynb", "teaching.md"):
        assert not hidden(name)
