"""Witch's world sampler at the edges the random leak test rarely reaches (issue 21, item 13:
survivors of mutation testing, docs/mutation.md).

A sampled world agrees with everything the seat has seen: its own card (Witch 3), the field
and the takes, and after the reveal (Witch 5) every colour and every sheet; a world sampled
from a world reads that world's own chance, not the real game's.
"""

from __future__ import annotations

import random

from majority_core.policy import UniformRandom
from majority_core.witch import WitchState
from majority_core.witch.components import COLOURS
from majority_core.witch.worlds import colour_posterior, sample_world
from tests.contract import what_a_seat_sees


def _played(n: int, seed: int, steps: int | None = None, **options: object) -> WitchState:
    """A game of ``n`` seats played by uniform random seats (to the end, or ``steps`` decisions)."""
    state = WitchState.new(n_players=n, seed=seed, **options)
    rng, bot = random.Random(seed), UniformRandom()
    while not state.is_terminal() and (steps is None or len(state.history) < steps):
        p = state.current_players()[0]
        state.apply(p, bot.act(state.view(p), state.legal_actions(p), rng))
    return state


def test_after_the_reveal_every_world_is_the_game_each_seat_saw() -> None:
    """Witch 5: the reveal shows every player card and every investigation sheet, so in a
    finished game nothing a seat saw may change in a sampled world: not the colours, not the
    unseen cards, not the other seats' rows."""
    for n in (3, 4):
        for seed in range(3):
            state = _played(n, seed)
            assert state.is_terminal()
            for seat in range(n):
                seen = what_a_seat_sees(state, seat)
                for k in range(3):
                    for uniform in (False, True):
                        world = sample_world(state, seat, random.Random(k), uniform=uniform)
                        assert what_a_seat_sees(world, seat) == seen, (n, seed, seat, k)


def test_a_world_sampled_from_a_world_keeps_that_worlds_cards() -> None:
    """Witch 3: a seat sees its own card. A world drawn (uniformly) for seat 0 may give seat 1
    another card than the real game; a world then drawn from it for seat 1 must keep seat 1's
    card *in that world* (a search samples from the worlds it imagines)."""
    differs = 0
    for seed in range(6):
        real = _played(4, seed, steps=12)
        for k in range(4):
            world = sample_world(real, 0, random.Random(k), uniform=True)
            differs += world.view(1)["colour"] != real.view(1)["colour"]
            again = sample_world(world, 1, random.Random(100 + k), uniform=True)
            assert what_a_seat_sees(again, 1) == what_a_seat_sees(world, 1), (seed, k)
    assert differs > 0  # the case was really tried


def test_uniform_worlds_ignore_the_evidence_of_the_day() -> None:
    """``uniform=True`` draws the other seats' colours uniformly among the deals that leave the
    seat its own card, however strongly the day's takes point at one deal (a baseline for the
    Bayesian worlds): the posterior's favourite deal (about 0.76 here) comes up about 1 time in
    24, not 3 times in 4."""
    state = _played(4, 1, steps=30)
    top, p = max(colour_posterior(state, 0), key=lambda dp: dp[1])
    assert p > 0.5
    n = 120
    hits = sum(
        tuple(COLOURS[c] for c in sample_world(state, 0, random.Random(k), uniform=True).colour)
        == top
        for k in range(n)
    )
    assert hits <= 20, hits  # uniform: 5 expected (1 in 24); the posterior would give about 91


def test_worlds_of_a_game_with_chosen_colours_keep_the_seats_card() -> None:
    """A game set up with chosen player cards (the ``colours`` option, as lessons do) is sampled
    like any other: the seat keeps its card and sees the same game; the others' cards move
(from the posterior or uniformly) until the reveal, and not after it."""
    colours = ["red", "blue", "pink"]
    state = _played(3, 2, steps=15, colours=colours)
    for seat in range(3):
        seen = what_a_seat_sees(state, seat)
        others: dict[bool, set[tuple[int, ...]]] = {False: set(), True: set()}
        for k in range(8):
            for uniform in (False, True):
                world = sample_world(state, seat, random.Random(k), uniform=uniform)
                assert what_a_seat_sees(world, seat) == seen, (seat, k, uniform)
                others[uniform].add(tuple(c for s, c in enumerate(world.colour) if s != seat))
        assert len(others[False]) > 1 and len(others[True]) > 1, (seat, others)
    # and once the game is over (Witch 5: the reveal), nothing moves
    while not state.is_terminal():
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    for seat in range(3):
        for uniform in (False, True):
            world = sample_world(state, seat, random.Random(seat), uniform=uniform)
            assert what_a_seat_sees(world, seat) == what_a_seat_sees(state, seat), seat


def _day_two_deck(world: WitchState) -> list[int]:
    """Play ``world`` on (each seat's first legal action) until day 2 is laid out (Witch 5)."""
    while world.day < 2 and not world.is_terminal():
        p = world.current_players()[0]
        world.apply(p, world.legal_actions(p)[0])
    assert world.day == 2, "the first night did not lead to day 2"
    return list(world.deck)


def test_a_world_played_on_draws_its_later_chance_from_the_sampler() -> None:
    """A search plays a sampled world on past the real game: the day-2 deck (Witch 5), shuffled
    after the real game stopped, comes from the sampler's generator: the same sampler seed
    gives the same deck, other seeds other decks."""
    state = _played(4, 3, steps=6)
    assert state.day == 1
    decks = [_day_two_deck(sample_world(state, 0, random.Random(k))) for k in range(4)]
    assert decks[0] == _day_two_deck(sample_world(state, 0, random.Random(0)))
    assert len({tuple(d) for d in decks}) > 1


class _SomeRow:
    """A model seat that writes a row drawn with the generator given, from its own view (it
    remembers the seat and the row)."""

    def __init__(self) -> None:
        self.wrote: list[str] = []
        self.seats: list[int] = []

    def act(self, view: dict, legal: list, rng: random.Random) -> str:
        self.seats.append(view["seat"])
        self.wrote.append(str(legal[rng.randrange(len(legal))]))
        return self.wrote[-1]


def test_the_other_seats_rows_are_written_by_the_model_given() -> None:
    """Witch 3 (1), 5: the other seats' sheet rows are secret; with a ``model`` the world has
    them written as that model writes them, from that seat's view of the world, and the seat's
    own rows are kept."""
    state, rng, bot = WitchState.new(n_players=4, seed=4), random.Random(4), UniformRandom()
    while not any(a.startswith("guess:") and p != 0 for p, a in state.history):
        p = state.current_players()[0]
        state.apply(p, bot.act(state.view(p), state.legal_actions(p), rng))
    assert not state.is_terminal()
    model = _SomeRow()
    world = sample_world(state, 0, random.Random(1), model=model)
    writers = [p for p, a in world.history if p != 0 and a.startswith("guess:")]
    others = [a for p, a in world.history if p != 0 and a.startswith("guess:")]
    assert others and others == model.wrote and model.seats == writers
    assert [a for p, a in world.history if p == 0] == [a for p, a in state.history if p == 0]
