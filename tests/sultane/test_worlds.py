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
from majority_core.sultane.components import side_of
from majority_core.sultane.worlds import recognised, role_posterior, sample_world
from tests.contract import RecordingModel, leak_verdict, sealed_pair

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


def _played_on_to_a_reshuffle(world: SultaneState, seed: int) -> tuple[str, list[int]]:
    """Play ``world`` on (uniformly random decisions) to its next draw of chance, a reshuffle
    past the real game (5c), and return that draw as the world's chance tape records it."""
    tape = world._world_chance[("sultane", "chance")]  # the world's record of its chance
    known, rng = len(tape), random.Random(seed)
    while len(tape) == known:
        assert not world.is_terminal(), "the game ended before the deck was reshuffled"
        p = world.current_players()[0]
        legal = world.legal_actions(p)
        world.apply(p, legal[rng.randrange(len(legal))])
    assert any(e.kind == "reshuffle" for e in world.events)
    return tape[known]


def test_a_world_played_on_draws_its_later_reshuffles_from_the_sampler() -> None:
    """A search plays a sampled world on past the real game: the deck reshuffled then (5c) is
    shuffled by the sampler's generator, so the same sampler seed gives the same order and
    other seeds other orders (not one fixed order in every world)."""
    state = SultaneState.new(n_players=5, seed=3)
    for _ in range(2):
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    draws = [
        _played_on_to_a_reshuffle(sample_world(state, 0, random.Random(k)), 4) for k in range(4)
    ]
    assert all(kind == "shuffle" for kind, _perm in draws)
    assert draws[0] == _played_on_to_a_reshuffle(sample_world(state, 0, random.Random(0)), 4)
    assert len({tuple(perm) for _kind, perm in draws}) > 1


@pytest.mark.parametrize("uniform", [False, True])
def test_after_the_end_every_world_keeps_the_roles(uniform: bool) -> None:
    """Sultane 4: the end reveals every role, so every world of a finished game has the real
    deal, for every seat."""
    for n in (5, 7):
        state = random_game(n, n)
        assert state.is_terminal()
        for seat in range(n):
            world = sample_world(state, seat, random.Random(seat), uniform=uniform)
            assert world.roles == state.roles


def test_uniform_worlds_keep_what_the_seat_knows_of_the_roles() -> None:
    """``uniform=True`` deals the roles uniformly among those the seat cannot rule out: never
    Dinarzade for a Narrator found not to be her (3 pacifist tales read, Sultane 4-5) or for a
    player exiled while the game goes on (7b); a seat's own role, the roles it recognised
    (3c) and the sides it investigated (7b) kept; other deals otherwise."""
    not_dinarzade = investigated = other = 0
    for n, seed in [(5, s) for s in range(6)] + [(8, s) for s in range(6)]:
        game = random_game(n, seed)
        state = game.replay_prefix(len(game.history) - 1)
        cleared = {
            e.data.get("seat", e.data.get("target"))
            for e in state.events
            if e.kind == "not-dinarzade" or (e.kind == "exile" and not e.data["dinarzade"])
        }
        for seat in range(n):
            looked = {e.data["target"] for e in state.events
                      if e.kind == "investigation" and e.data["seat"] == seat}  # fmt: skip
            world = sample_world(state, seat, random.Random(seed), uniform=True)
            assert world.roles[seat] == state.roles[seat]
            assert recognised(world.roles, seat, False) == recognised(state.roles, seat, False)
            assert all(world.roles[s] != D for s in cleared)
            assert all(side_of(world.roles[t]) == side_of(state.roles[t]) for t in looked)
            not_dinarzade += len(cleared)
            investigated += len(looked)
            other += world.roles != state.roles
    assert not_dinarzade >= 20 and investigated >= 5 and other >= 20


def test_worlds_of_a_game_with_dealt_roles_keep_them_and_leak_nothing() -> None:
    """A lesson may deal the roles itself (the ``roles`` option, then the roles are not
    shuffled): the worlds keep that deal, redraw the tales, and show each seat what it saw."""
    for seed in range(3):
        state = SultaneState.new(n_players=5, seed=seed, roles=[I, I, I, P, D])
        rng = random.Random(seed)
        for _ in range(12):
            p = state.current_players()[0]
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.randrange(len(legal))])
        for seat in range(5):
            assert sample_world(state, seat, rng).roles == [I, I, I, P, D]
        leaks, differing = leak_verdict(state, sample_world, rng)
        assert leaks == [] and differing >= 2


def test_worlds_of_a_game_with_a_stacked_deck_redraw_its_tales() -> None:
    """A lesson may stack the deck (the ``deck`` option): no seat's view shows it, so the
    worlds redraw the tales a seat has not seen, and leak nothing. (The sampler once kept the
    stacked deck in the world but gave its discards other types: the seat's view of the
    world differed, or replaying a discard was refused.)"""
    from .helpers import govern, new

    redrawn = 0
    for prefix, discards in (("PPI" * 4, ("IP", "IP")), ("IPP" + "PPP" + "PII", ("IP", "PP"))):
        state = new(5, prefix)
        for narrator, (vizir_discard, narrator_discard) in zip((1, 2), discards, strict=True):
            govern(state, narrator, vizir_discard, narrator_discard)
        for seat in range(5):
            world = sample_world(state, seat, random.Random(seat))
            assert world.view(seat) == state.view(seat)
            redrawn += world.deck != state.deck
        leaks, _differing = leak_verdict(state, sample_world, random.Random(0))
        assert leaks == []
    assert redrawn >= 5


def _deal(roles: list[str]) -> tuple[int, frozenset[int]]:
    return roles.index(D), frozenset(s for s, r in enumerate(roles) if r == P)


def test_uniform_worlds_weigh_every_deal_alike_and_default_worlds_follow_the_posterior() -> None:
    """``uniform=True`` draws the deals the seat cannot rule out alike; by default the worlds
    follow the seat's posterior (what the governments read makes some deals likelier). Here
    seat 1 cannot rule out 9 deals but puts 86% on one of them."""
    state = random_game(5, 1).replay_prefix(50)
    hyps, probs = role_posterior(state, 1)
    top = hyps[probs.index(max(probs))]
    assert len(hyps) == 9 and max(probs) > 0.8
    rng = random.Random(0)
    uniform = [_deal(sample_world(state, 1, rng, uniform=True).roles) for _ in range(200)]
    assert set(uniform) == set(hyps)
    assert 0.04 < uniform.count(top) / 200 < 0.2  # 1/9 expected
    default = [_deal(sample_world(state, 1, rng).roles) for _ in range(100)]
    assert default.count(top) > 70


def test_uniform_worlds_under_variant_8d_move_the_other_pacifists() -> None:
    """Variant 8d (RULINGS): a pacifist knows only Dinarzade, not the other pacifists, so its
    uniform worlds put them elsewhere too (Dinarzade and its own role stay)."""
    for n in (7, 9):
        state = SultaneState.new(n_players=n, seed=n, variant_8d=True)
        seat = state.roles.index(P)
        others = {_deal(sample_world(state, seat, random.Random(k), uniform=True).roles)
                  for k in range(12)}  # fmt: skip
        assert {d for d, _pacifists in others} == {state.roles.index(D)}
        assert all(seat in pacifists for _d, pacifists in others)
        assert len(others) > 1


def _voting(n: int, seed: int, cast: int) -> SultaneState:
    """A random game stopped in a vote (Sultane 5a) once ``cast`` votes are cast on it, after
    at least one earlier government."""
    rng = random.Random(seed)
    state = SultaneState.new(n_players=n, seed=seed)
    while not (state.phase == "vote" and len(state.votes) == cast and len(state.history) > n):
        assert not state.is_terminal()
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
    return state


def test_the_other_seats_pending_votes_are_redrawn_and_the_seats_own_kept() -> None:
    """Sultane 5a: the votes are revealed together when the last is cast, so the votes the
    other seats already cast on this government are secret: the worlds redraw them (the first
    of them too); the seat's own vote stays."""
    state = _voting(7, 2, 4)
    order = [p for p, _ in state.history[len(state.history) - len(state.votes) :]]
    seat, others = order[-1], order[:-1]  # the seat voted last so far
    drawn: dict[int, set[bool]] = {p: set() for p in others}
    for k in range(10):
        world = sample_world(state, seat, random.Random(k))
        assert world.votes[seat] == state.votes[seat]
        for p in others:
            drawn[p].add(world.votes[p])
    assert all(len(votes) == 2 for votes in drawn.values()), drawn


def test_with_a_model_the_pending_votes_are_the_models_from_each_seats_view() -> None:
    """A search that knows how the table votes passes a ``model``: each other seat's pending
    vote is that model's, shown that seat's view of the world, its legal votes and the
    sampler's generator (the same sampler seed, the same votes)."""
    state = _voting(7, 2, 4)
    order = [p for p, _ in state.history[len(state.history) - len(state.votes) :]]
    seat, others = order[-1], order[:-1]
    model = RecordingModel()
    world = sample_world(state, seat, random.Random(1), model=model)
    assert model.seats == others
    assert [world.votes[p] for p in others] == [v == "yes" for v in model.decided]
    again = sample_world(state, seat, random.Random(1), model=RecordingModel())
    assert again.votes == world.votes


@pytest.mark.parametrize("n", [7, 9])
def test_uniform_worlds_draw_every_deal_the_seat_cannot_rule_out_alike(n: int) -> None:
    """Variant 8d (RULINGS): a pacifist knows Dinarzade and its own role only, so at the deal
    every way of seating the other pacifists is possible: 5 at 7 players, 21 at 9 (of 2,520
    deals). Uniform worlds draw each of them, alike (chi-square), and nothing else; they were
    drawn by rejection, which could fall back on the real deal when 10,000 shuffles missed,
    and are now drawn among the posterior's hypotheses alike."""
    from math import comb

    from scipy.stats import chisquare

    state = SultaneState.new(n_players=n, seed=n, variant_8d=True)
    seat = state.roles.index(P)
    others = state.roles.count(P) - 1
    expected = comb(n - 2, others)
    rng = random.Random(0)
    draws = [sample_world(state, seat, rng, uniform=True) for _ in range(40 * expected)]
    assert all(w.view(seat) == state.view(seat) for w in draws[:50])
    deals = [_deal(w.roles) for w in draws]
    assert {d for d, _pacifists in deals} == {state.roles.index(D)}
    counts = [deals.count(deal) for deal in set(deals)]
    assert len(counts) == expected
    assert chisquare(counts).pvalue > 0.001
