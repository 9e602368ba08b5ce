"""The loop every referee sweep shares: random decisions, each judged after it is applied.

The referees themselves (``tests/<game>/referee.py``) stay independent models of each game's
rules; only this driving loop is common, so that a fix to it (a step cap, a message) reaches
every game at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any


def judge_random_game(
    state: Any,
    ref: Any,
    rng: random.Random,
    *,
    max_steps: int,
    pick: Callable[[Sequence[Any]], Any] | None = None,
    decide: Callable[[int, str], None] | None = None,
    where: Callable[[], str] = lambda: "",
) -> Any:
    """Play ``state`` to the end with random decisions, ``ref.check`` judging every step.

    ``pick`` chooses among the legal actions (uniformly by default), ``decide`` tells the
    referee a decision (``ref.decide`` by default), and ``where`` adds context to the step's
    label in a failure message (for example the round).
    """
    decide = decide or ref.decide
    ref.check(state, "at the start")
    for step in range(max_steps):
        waiting = state.current_players()
        if not waiting:
            return state
        p = waiting[rng.randrange(len(waiting))]
        legal = state.legal_actions(p)
        action = str(pick(legal) if pick else legal[rng.randrange(len(legal))])
        state.apply(p, action)
        decide(p, action)
        ref.check(state, f"decision {step + 1} (seat {p} {action}{where()})")
    raise AssertionError("the game did not end")
