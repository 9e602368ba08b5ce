"""Helpers shared by The Majority's tests: drive a game, list every card's place, recompute."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from majority_core.the_majority import TheMajorityState
from majority_core.the_majority.components import Card, build_deck

CONFIGS: list[dict[str, Any]] = [
    {"n_players": 4},
    {"n_players": 3},
    {"n_players": 4, "first_edition": True},
]


def step_random(state: TheMajorityState, rng: random.Random) -> bool:
    """One uniformly random decision of one waiting seat; False when the game is over."""
    waiting = state.current_players()
    if not waiting:
        return False
    p = waiting[rng.randrange(len(waiting))]
    legal = state.legal_actions(p)
    state.apply(p, legal[rng.randrange(len(legal))])
    return True


def play_random(state: TheMajorityState, rng: random.Random, each: Callable[[], Any] | None = None):
    while step_random(state, rng):
        if each is not None:
            each()
    return state


def places(state: TheMajorityState) -> Counter[Card]:
    """Every card of the game, counted in all the places a card can be."""
    where: Counter[Card] = Counter(state.deck)
    for zone in (*state.hands, *state.packets, *state.won):
        where.update(zone)
    where.update(c for c in state.pending if c is not None)
    where.update(state.discarded)
    return where


def check_conservation(state: TheMajorityState) -> None:
    """Every card is in exactly one place, and the public totals match the won cards."""
    assert places(state) == Counter(build_deck(state.n_players))
    total = len(state.deck) + sum(map(len, state.hands)) + sum(map(len, state.packets))
    total += sum(map(len, state.won)) + len(state.discarded)
    total += sum(c is not None for c in state.pending)
    assert total == len(build_deck(state.n_players))
    for p in range(state.n_players):
        for i, colour in enumerate(("red", "blue", "yellow")):
            assert state.totals[p][i] == sum(c.power for c in state.won[p] if c.colour == colour)
    assert min(state.coins) >= 0


def simple_pay(values: list[int]) -> list[int]:
    """An independent, deliberately plain reading of revised 2-4 for one colour."""
    ranked = sorted({v for v in values if v > 0}, reverse=True)
    pay = [0] * len(values)
    if not ranked:
        return pay
    first = ranked[0]
    winners = [i for i, v in enumerate(values) if v == first]
    for i in winners:
        pay[i] = 2
    if len(ranked) > 1:
        for i, v in enumerate(values):
            if v == ranked[1]:
                pay[i] = (first // 5) * len(winners)
    return pay
