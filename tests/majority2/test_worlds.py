"""Majority 2's world sampler at the edges the random leak test rarely reaches (issue 21,
item 13: survivors of mutation testing, docs/mutation.md).

A sampled world must agree with everything the seat has seen (4-4, 5-3: a player looks at
its own cards; 5-5, 5-8, 6-1: cards face up on the table are public), from the very first
decision on, and a sampler given the same seed must draw the same world.
"""

from __future__ import annotations

import random

from majority_core.majority2 import Majority2State
from majority_core.majority2.worlds import sample_world
from tests.contract import secrets, what_a_seat_sees


def test_after_the_first_decision_a_world_keeps_what_each_seat_has_seen() -> None:
    """Right after the first decision, every card a seat has seen (its set-up hand or
    reserve, 4-4) is still seen by it, and it must stay where it is in every world: the seat
    sees exactly what it sees in the real game, while the cards it has not seen move."""
    for seed in range(4):
        for first in ("draw", "no-draw"):
            state = Majority2State.new(seed=seed)
            state.apply(state.current_players()[0], first)
            for seat in (0, 1):
                seen = what_a_seat_sees(state, seat)
                moved = 0
                for k in range(6):
                    world = sample_world(state, seat, random.Random(k))
                    assert what_a_seat_sees(world, seat) == seen, (seed, first, seat, k)
                    moved += world.view(None)["deck"] != state.view(None)["deck"]
                assert moved > 0, (seed, first, seat)  # the unseen deck is really redrawn


def test_the_same_sampler_seed_draws_the_same_world_with_the_real_games_seed() -> None:
    """A world is a function of the game and the sampler's seed alone (a search replays it);
    it keeps the real game's seed, as its docstring says (its save is not to be replayed)."""
    state = Majority2State.new(seed=5, promos="all", ghosts=True)
    rng = random.Random(5)
    for _ in range(30):
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
    for seat in (0, 1):
        a = sample_world(state, seat, random.Random(11))
        b = sample_world(state, seat, random.Random(11))
        assert a.seed == b.seed == state.seed
        assert secrets(a) == secrets(b)


def test_a_world_played_on_draws_its_later_chance_from_the_sampler() -> None:
    """A search plays a sampled world on past the real game: a later reshuffle of the discard
    pile (6-1, discarded cards) comes from a generator the sampler seeds, the same for the same
    sampler seed and different for others, not from one default shared by every world."""
    state = Majority2State.new(seed=3)
    rng = random.Random(3)
    for _ in range(10):
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])

    def played_on(k: int) -> tuple[float, int]:
        world = sample_world(state, 0, random.Random(k))
        tape = world.rng
        assert tape.pos == len(tape.tape)  # the world has used all of the real game's chance
        first = random.Random()
        first.setstate(tape.fallback.getstate())
        reshuffles, play = 0, random.Random(0)
        while not world.is_terminal():
            p = world.current_players()[0]
            legal = world.legal_actions(p)
            world.apply(p, legal[play.randrange(len(legal))])
            reshuffles = sum(e.kind == "reshuffle" for e in world.events)
        assert reshuffles > 0  # the world was played past a reshuffle the real game had not
        assert tape.fallback.getstate() != first.getstate()  # ...drawn from the fallback
        return first.random(), reshuffles

    draws = [played_on(k)[0] for k in range(4)]
    assert played_on(0)[0] == draws[0]
    assert len(set(draws)) == 4
