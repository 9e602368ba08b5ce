"""The Sultane world sampler (``majority_core/sultane/worlds.py``) on what a seat knows.

Written for the survivors of its mutation run (docs/mutation.md): the roles each seat
recognises at the start (Sultane 3c, variant 8d) and the tales a Vizir peeked at (7b), which
the broader leak tests in ``test_views_and_saves.py`` reach too rarely to judge.
"""

from __future__ import annotations

import random

import pytest

from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.sultane import SultaneState
from majority_core.sultane.worlds import recognised, sample_world
from tests.contract import sealed_pair

from .helpers import D, I, P, S, random_game


@pytest.mark.parametrize(
    ("roles", "variant", "expected"),
    [
        # 5-6 players (3c): the Pacifist and Dinarzade know each other.
        ([I, I, I, P, D], False, {3: {3: P, 4: D}, 4: {4: D, 3: P}, 0: {0: I}}),
        ([I, I, I, I, P, D], False, {4: {4: P, 5: D}, 5: {5: D, 4: P}, 1: {1: I}}),
        # 7-10 players (3c): the pacifists know each other and Dinarzade, who knows nobody.
        ([I, I, I, I, P, P, D], False, {4: {4: P, 5: P, 6: D}, 6: {6: D}, 2: {2: I}}),
        # variant 8d (RULINGS): each pacifist knows only Dinarzade; Schahzenan nobody.
        ([I, I, I, I, P, P, D], True, {4: {4: P, 6: D}, 5: {5: P, 6: D}, 6: {6: D}}),
        ([I, I, I, I, S, P, P, P, D], True, {5: {5: P, 8: D}, 4: {4: S}, 8: {8: D}}),
    ],
)
def test_each_seat_recognises_the_roles_the_rules_show_it(
    roles: list[str], variant: bool, expected: dict[int, dict[int, str]]
) -> None:
    """Sultane 3c and 8d: what each role sees with its eyes open, its own role included."""
    for seat, known in expected.items():
        assert recognised(roles, seat, variant) == known


@pytest.mark.parametrize("n", range(5, 11))
def test_recognition_is_what_the_engine_shows_each_seat(n: int) -> None:
    """The sampler's reading of 3c (and 8d at 7 and 9 players) is the engine's own: the roles
    a seat's view shows at the start are exactly the ones ``recognised`` gives."""
    for variant in (False, True) if n in (7, 9) else (False,):
        for seed in range(4):
            state = SultaneState.new(n_players=n, seed=seed, variant_8d=variant)
            for seat in range(n):
                shown = state.view(seat)["known_roles"]
                assert recognised(state.roles, seat, variant) == {
                    s: r for s, r in enumerate(shown) if r is not None
                }


def _after_peeks(n: int, seed: int) -> list[SultaneState]:
    """The states of a random game just after each of the two hands drawn following a peek
    (7b) have been discarded from (the Narrator's discard, 5)."""
    game = random_game(n, seed)
    state = SultaneState.new(n_players=n, seed=seed)
    found, hands = [], 0
    for p, action in game.history:
        start = len(state.events)
        state.apply(p, action)
        kinds = [e.kind for e in state.events[start:]]
        if "peeked" in kinds:
            hands = 2
        if hands and "kept" in kinds and not state.is_terminal():
            found.append(state.clone())
            hands -= 1
    return found


def test_worlds_are_sealed_after_a_peek() -> None:
    """Sultane 7b (the Vizir sees the next three tales in order) with 5 (a hand is a set) and
    5c (the Sultane may read the top tale before the peeked ones are drawn, so a hand can hold
    two peeked tales and one nobody saw): from a world the seat cannot tell apart, the same
    sampler seed draws the same world, for the Vizir who peeked and for every other seat."""
    checked = peekers = 0
    for n in (5, 6):
        for seed in range(60):
            for state in _after_peeks(n, seed):
                peeker = [e for e in state.events if e.kind == "peeked"][-1].data["seat"]
                for seat in range(n):
                    rng = random.Random(1000 * seed + seat)
                    world = sample_world(state, seat, rng)
                    a, b = sealed_pair(state, world, seat, sample_world, rng.randrange(2**32))
                    assert a == b, (n, seed, len(state.history), seat)
                    checked += 1
                    peekers += seat == peeker
    assert checked >= 300 and peekers >= 50


def test_a_hand_of_peeked_tales_and_an_unseen_one_keeps_the_worlds_sealed() -> None:
    """Sultane 7b then 5c: seat 2 peeks at the next three tales, the Sultane reads the top one
    after three rejections, and seat 1 draws the two other peeked tales with one nobody saw,
    then discards a tale of a type both kinds hold. Which tale the discard took is no fact for
    seat 2, so it must not depend on the unseen tale's real type: the sampler once followed
    the unseen tale when it fitted, and drew other worlds from two games seat 2 cannot tell
    apart (80 of 300 world and seed pairs here)."""
    game = play(SultaneState.new(n_players=5, seed=22), [UniformRandom()] * 5, seed=22)
    state = SultaneState.new(n_players=5, seed=22)
    for p, action in game.history[:95]:
        state.apply(p, action)
    kinds = [(e.kind, e.data.get("seat")) for e in state.events]
    peek = kinds.index(("peeked", 2))
    assert kinds[peek + 1 :].count(("drew", 1)) == 1 and ("chaos", None) in kinds[peek:]
    for j in range(10):
        world = sample_world(state, 2, random.Random(j))
        for k in range(3):
            a, b = sealed_pair(state, world, 2, sample_world, k)
            assert a == b, (j, k)
