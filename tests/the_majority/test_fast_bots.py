"""The fast path plays the bots' games exactly: ``simulate`` dispatches to it (issue 12).

The frames of ``simulate(..., fast=True)`` (the default, through
:func:`majority_core.the_majority.fast.fast_form`) and ``fast=False`` (the full engine through
:func:`majority_core.game.play`) must be equal for the same seed, value for value.
"""

from __future__ import annotations

from typing import Any

import pytest

from majority_core.policy import UniformRandom
from majority_core.simulate import fast_form, simulate
from majority_core.the_majority import TheMajorityState

CONFIGS: list[dict[str, Any]] = [
    {"n_players": 4},
    {"n_players": 3},
    {"n_players": 4, "first_edition": True, "spy_holder": 2},
]


@pytest.mark.parametrize("config", CONFIGS, ids=["4p", "3p", "4p-first-edition-spy2"])
def test_simulate_random_frames_are_the_engines(config: dict[str, Any]) -> None:
    n = config["n_players"]
    bots = [UniformRandom()] * n
    assert fast_form(TheMajorityState, bots, n, {k: v for k, v in config.items() if k != "n_players"})
    fast = simulate(TheMajorityState, bots, 150, seed=11, progress=False, **config)
    slow = simulate(TheMajorityState, bots, 150, seed=11, progress=False, fast=False, **config)
    assert fast.equals(slow)


def test_no_fast_form_for_a_subclass_or_an_unknown_bot() -> None:
    """A subclass of the state or of a bot may change the game: the full engine plays it."""

    class Mine(UniformRandom):
        pass

    class Other(TheMajorityState):
        pass

    assert fast_form(TheMajorityState, [Mine()] * 4, 4, {}) is None
    assert fast_form(Other, [UniformRandom()] * 4, 4, {}) is None
    assert fast_form(TheMajorityState, [UniformRandom()] * 4, 4, {"first_edition": 1}) is None
