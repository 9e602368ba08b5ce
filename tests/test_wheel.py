"""`pip install majority-games` gives a package whose bots all run (issue 25): the wheel, with
only the dependencies it declares, in a clean virtual environment, plays one game with each
bot of each game, the search bot too, and builds lesson 14's exercises (the Sultane's exact
beliefs need numpy, which the package once used without declaring it).

Fast enough for CI (marked slow: it builds and installs): the environment has no pip of its
own (this interpreter's pip installs into it), the wheel goes in with --no-deps, and the
declared dependencies come from the pins in constraints.txt, which pip's cache already holds
after `python3 tasks.py test`'s set-up."""

from __future__ import annotations

import email.parser
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: What the wheel is built from (pyproject.toml's package list, its readme and license).
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "majority_core", "majority_widgets", "majority_tables")

#: Run in the clean environment, from an empty folder: one game per bot kind per game.
PLAY_EVERY_BOT = r"""
import importlib, sys, time
import majority_core
from majority_core.game import play
from majority_core.policy import Policy
from majority_core.search import SearchBot
from majority_core.exercises import exercises

GAMES = {"the_majority": ("TheMajorityState", 4), "sultane": ("SultaneState", 5),
         "grard": ("GrardState", 5), "majority2": ("Majority2State", 2),
         "witch": ("WitchState", 4)}
for game, (state_name, n) in GAMES.items():
    cls = getattr(importlib.import_module(f"majority_core.{game}.state"), state_name)
    policies = importlib.import_module(f"majority_core.{game}.policies")
    bots = {obj: name for name in getattr(policies, "__all__", ())
            if isinstance(obj := getattr(policies, name), type) and issubclass(obj, Policy)}
    bots.update({obj: name for name, obj in getattr(policies, "POLICIES", {}).items()})
    for bot, name in bots.items():  # each class once, under its POLICIES name if it has one
        state = play(cls.new(n_players=n, seed=3), [bot() for _ in range(n)], seed=3)
        assert state.is_terminal(), (game, name)
        print(game, name, "ok", f"{time.process_time():.1f}", flush=True)
    rival = next(iter(bots))
    state = cls.new(n_players=n, seed=4)
    seats = [SearchBot(iterations=2, rollout=rival()).sit(state)] + [rival() for _ in range(n - 1)]
    assert play(state, seats, seed=4).is_terminal()
    print(game, "search", "ok", f"{time.process_time():.1f}", flush=True)
assert len(exercises("14")) > 0
print("exercises 14 ok")
from majority_core.debrief import cached_reviews  # noqa: E402
assert len(cached_reviews()) == 7  # every lesson's debrief review ships as package data
print("debriefs ok")
for absent in ("pandas", "ipywidgets", "altair", "starlette", "jupyterlab"):
    assert importlib.util.find_spec(absent) is None, absent  # the environment is clean
"""


def _pip(*args: str | os.PathLike[str]) -> list[str]:
    return [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *map(str, args)]


def _declared(wheel: Path) -> list[str]:
    """The wheel's own Requires-Dist without an extra: what `pip install majority-games` adds."""
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        message = email.parser.Parser().parsestr(z.read(meta).decode())
    return [r for r in message.get_all("Requires-Dist") or [] if "extra ==" not in r]


@pytest.mark.slow
def test_the_wheel_alone_plays_every_bot_of_every_game(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy(ROOT / name, src / name)
    subprocess.run(_pip("wheel", "--no-deps", "-w", tmp_path / "dist", src), check=True,
                   cwd=tmp_path, timeout=600)
    (wheel,) = (tmp_path / "dist").glob("majority_games-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert any(n.startswith("majority_core/locale/fr/LC_MESSAGES/") and n.endswith(".mo")
               for n in names)
    declared = _declared(wheel)
    assert any(r.startswith("numpy") for r in declared)

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True, timeout=120)
    python = venv / "bin" / "python"
    subprocess.run(_pip("--python", python, "install", "--no-deps", wheel), check=True,
                   timeout=600)
    subprocess.run(_pip("--python", python, "install", "-c", ROOT / "constraints.txt",
                        *declared), check=True, timeout=600)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    run = tmp_path / "empty"
    run.mkdir()
    done = subprocess.run([python, "-c", PLAY_EVERY_BOT], cwd=run, env=env, capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [" ".join(line.split()[:3]) for line in done.stdout.splitlines()]
    for game in ("the_majority", "sultane", "grard", "majority2", "witch"):
        assert f"{game} search ok" in lines
    assert "sultane bayes ok" in lines  # the Bayesian bot: numpy
    assert "the_majority greedy ok" in lines and "witch Investigator ok" in lines
    assert "exercises 14 ok" in lines
