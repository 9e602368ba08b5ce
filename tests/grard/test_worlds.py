"""Grard's world sampler at the edges the random leak test does not judge (issue 21, item 13:
survivors of mutation testing, docs/mutation.md).

Every dealt card is face up and every vote is shown at the end of its turn (Grard
« Déroulement de la partie »), so a seat's secrets are the order and faces of the draw pile and
this turn's other votes: a world redraws the pile.
"""

from __future__ import annotations

import random

from majority_core.grard import GrardState
from majority_core.grard.worlds import sample_world
from tests.contract import RecordingModel


def _play(state: GrardState, rng: random.Random, stop) -> GrardState:
    while not state.is_terminal() and not stop(state):
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
    return state


def test_a_world_redraws_the_draw_pile() -> None:
    """Nobody has seen the draw pile: the worlds put its cards in other orders (and faces)."""
    state = GrardState.new(n_players=4, seed=2)
    _play(state, random.Random(2), lambda s: len(s.history) >= 8)
    assert len(state.draw) > 5
    piles = {tuple(sample_world(state, 0, random.Random(k)).draw) for k in range(6)}
    assert len(piles) > 1 and piles != {tuple(state.draw)}



def test_a_world_played_on_draws_its_later_chance_from_the_sampler() -> None:
    """Played past the real game to the shuffle of the box (package ruling,
    docs/rulings-grard.md), a world draws the new pile from the sampler's generator: the box
    holds only cards every seat has seen, yet other sampler seeds give other piles. (Every seat
    voting A makes the long game that reaches the shuffle.)"""
    real = GrardState.new(n_players=3, seed=1)
    at = None
    while at is None:
        assert not real.is_terminal(), "the game ended before the box was shuffled back in"
        p = real.current_players()[0]
        start = len(real.events)
        real.apply(p, real.legal_actions(p)[0])
        if any(e.kind == "reshuffle" for e in real.events[start:]):
            at = len(real.history) - 1
    cut = at - len(real.replay_prefix(at).votes)  # the start of that turn: no vote pending
    before = real.replay_prefix(cut)
    assert not before.votes
    piles = set()
    for k in range(4):
        world = sample_world(before, 0, random.Random(k))
        for p, action in real.history[cut : at + 1]:
            world.apply(p, action)
        assert any(e.kind == "reshuffle" for e in world.events), k
        piles.add(tuple(world.draw))
        if k == 0:
            again = sample_world(before, 0, random.Random(0))
            for p, action in real.history[cut : at + 1]:
                again.apply(p, action)
            assert again.draw == world.draw  # the same sampler seed, the same pile
    assert len(piles) > 1


def _tosses(state: GrardState) -> list[bool]:
    return [e.data["least_logical"] for e in state.events if e.kind == "variant"]


def test_a_world_played_on_tosses_the_variant_card_with_the_sampler() -> None:
    """With the Variant card tossed at each round (Grard "Variante"), the tosses already made
    are public and kept; the later ones of a world played on come from the sampler's generator
    (the same seed, the same tosses; other seeds, other tosses), not from the real game's
    future."""
    state = GrardState.new(n_players=3, seed=3, variant_toss=True)
    _play(state, random.Random(3), lambda s: len(s.history) >= 6 and not s.votes)
    seen = _tosses(state)
    futures = set()
    for k in range(8):
        worlds = [sample_world(state, 0, random.Random(k)) for _ in range(2)]
        for world in worlds:
            assert _tosses(world) == seen
            _play(world, random.Random(99), lambda w: w.round >= state.round + 4)
        assert _tosses(worlds[0]) == _tosses(worlds[1]), k
        futures.add(tuple(_tosses(worlds[0])))
    assert len(futures) > 1


def test_the_other_seats_pending_votes_are_redrawn_and_the_seats_own_kept() -> None:
    """This turn's votes already laid face down by the other seats are secret (only "has voted"
    shows): the worlds redraw them; the seat's own vote stays."""
    state = GrardState.new(n_players=5, seed=4)
    _play(state, random.Random(4), lambda s: len(s.votes) >= 3 and len(s.history) > 10)
    order = [p for p, _ in state.history[len(state.history) - len(state.votes) :]]
    seat, others = order[-1], order[:-1]  # the seat voted last this turn
    drawn: dict[int, set[str]] = {p: set() for p in others}
    for k in range(8):
        world = sample_world(state, seat, random.Random(k))
        assert world.votes[seat] == state.votes[seat]
        for p in others:
            drawn[p].add(world.votes[p])
    assert all(len(votes) > 1 for votes in drawn.values()), drawn  # the first voter's too


def test_with_a_model_the_pending_votes_are_the_models_from_each_seats_view() -> None:
    """A search that knows how the table votes passes a ``model``: each other seat's pending
    vote is that model's, shown that seat's view of the world and its legal votes."""
    state = GrardState.new(n_players=5, seed=4)
    _play(state, random.Random(4), lambda s: len(s.votes) >= 3 and len(s.history) > 10)
    order = [p for p, _ in state.history[len(state.history) - len(state.votes) :]]
    seat, others = order[-1], order[:-1]
    model = RecordingModel()
    world = sample_world(state, seat, random.Random(1), model=model)
    assert model.seats == others
    assert [world.votes[p] for p in others] == model.decided
