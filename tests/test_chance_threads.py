"""A sampler's tapes belong to the thread that opened them (``chance.taped_chance``).

The class table server plays moves in worker threads while a bot or a hint at another table
samples worlds, and a review or study may run on a threaded executor. When ``taped_chance``
swapped the game module's ``make_rng`` for every thread, a real game created meanwhile in
another thread drew its deck from the sampler's changed tape: a class game dealt from a world
that never existed.
"""

from __future__ import annotations

import random
import threading

from majority_core.chance import ChanceTape, taped_chance
from majority_core.grard import GrardState
from majority_core.grard import state as grard_state
from majority_core.rng import make_rng


def _draws(rng: random.Random) -> list[float]:
    return [rng.random() for _ in range(5)]


def test_another_thread_keeps_the_real_generator_while_a_tape_is_active() -> None:
    fake = ChanceTape(tape=[("random", 0.5)] * 5)
    inside, done = threading.Event(), threading.Event()
    seen: dict[str, list[float]] = {}

    def sampler() -> None:
        with taped_chance(grard_state, {(7,): fake}):
            seen["sampler"] = _draws(grard_state.make_rng(1, 7))
            inside.set()
            done.wait(10)

    def real_game() -> None:
        inside.wait(10)
        seen["other"] = _draws(grard_state.make_rng(1, 7))
        done.set()

    threads = [threading.Thread(target=sampler), threading.Thread(target=real_game)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    assert seen["sampler"] == [0.5] * 5  # the sampler's own thread plays its tape back
    assert seen["other"] == _draws(make_rng(1, 7))  # the other thread: the real generator
    assert _draws(grard_state.make_rng(1, 7)) == _draws(make_rng(1, 7))  # and after: real


def test_a_game_made_in_another_thread_during_sampling_is_the_seeds_game() -> None:
    reference = GrardState.new(n_players=4, seed=11)
    ready, done = threading.Event(), threading.Event()
    made: list[GrardState] = []

    def sampler() -> None:
        deck = ChanceTape(tape=[])  # a changed deck: any draw past it would differ
        with taped_chance(grard_state, {("deck",): deck, ("variant",): deck}):
            ready.set()
            done.wait(10)

    def teacher() -> None:
        ready.wait(10)
        made.append(GrardState.new(n_players=4, seed=11))
        done.set()

    threads = [threading.Thread(target=sampler), threading.Thread(target=teacher)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    assert made[0].view(None) == reference.view(None)


def test_nested_tapes_in_one_thread_still_nest() -> None:
    outer = ChanceTape(tape=[("random", 0.25)])
    with taped_chance(grard_state, {(1,): outer}), taped_chance(grard_state, {}) as inner:
        # a label the inner tapes lack records what the outer context gives
        assert grard_state.make_rng(0, 1).random() == 0.25
        assert (1,) in inner
    assert grard_state.make_rng(0, 1).random() == make_rng(0, 1).random()
