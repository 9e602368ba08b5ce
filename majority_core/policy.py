"""Policies (bots): one strategy per class, as in Axelrod.

A policy decides from what its player knows and nothing more: :meth:`Policy.act` receives the
player's view (the same dict that :meth:`~majority_core.game.GameState.view` returns), the legal
actions, and a random generator owned by that seat. Policies are stateless between calls, so
one instance can sit in several seats and several games at once, and a replay is exact.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar


class Policy(ABC):
    """A way of playing one game. Subclasses set ``name`` and ``game`` and implement ``act``."""

    name: ClassVar[str] = "policy"
    #: The ``game_name`` of the game this policy plays ("*" for any game).
    game: ClassVar[str] = "*"
    #: One sentence for a student: what this bot is trying to do.
    description: ClassVar[str] = ""
    #: False for a policy that never reads its view: ``play`` then skips building it (views
    #: are most of the cost of a simulated game) and passes an empty dict instead.
    needs_view: ClassVar[bool] = True

    @abstractmethod
    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        """One of ``legal``, chosen from ``view`` (and ``rng`` for any randomness)."""

    def __repr__(self) -> str:
        params = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({params})"

    def __str__(self) -> str:
        return self.name


class UniformRandom(Policy):
    """Picks uniformly among the legal actions: the baseline every lesson compares against."""

    name = "random"
    description = "Chooses uniformly at random among the legal actions."
    needs_view = False

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]
