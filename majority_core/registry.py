"""The game packages, found on disk, so that the shared rooms never name a game.

Why: a change in one game must not touch a shared module (docs/architecture.md). A game
package tells the shared rooms what they need to know of it when it is imported (its
``__init__`` calls ``search.register_game``, ``simulate.register_fast_form``,
``exercises.register_lessons``); a shared room that must know every game without being handed
one of its states (the lessons' exercises by number, the OpenSpiel adapter) imports them all
with :func:`load_games`.

>>> "majority_core.grard" in game_packages()
True
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from types import ModuleType

__all__ = ["game_packages", "load_games"]

_ROOT = Path(__file__).resolve().parent


def game_packages() -> list[str]:
    """Every subpackage of ``majority_core`` (each is one game), sorted by name."""
    return sorted(
        f"{__package__}.{info.name}" for info in pkgutil.iter_modules([str(_ROOT)]) if info.ispkg
    )


def load_games() -> list[ModuleType]:
    """Import every game package (each registers its hooks with the shared rooms)."""
    return [importlib.import_module(name) for name in game_packages()]
