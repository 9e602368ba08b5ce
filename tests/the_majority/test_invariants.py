"""Invariants of The Majority over thousands of random games of the full engine.

Per configuration (4 players, 3 players, first edition): 2,000 uniformly random games, checked
at the end; some of them checked after every decision; replays, save/load round trips and
hidden-information checks on a sample. The rules behind each check: revised 1-2 and 3-3 (the
deck), 2-2 and 2-3 (the deal and the last card kept), 2-4 (the debate), 2-6 and 3-3 (the end).
"""

from __future__ import annotations

import random

import pytest

from majority_core.the_majority import TheMajorityState
from majority_core.the_majority.components import build_deck
from majority_core.the_majority.worlds import sample_world
from tests.contract import leak_verdict, random_states

from .helpers import CONFIGS, check_conservation, play_random, simple_pay, step_random

N_GAMES = 2000
IDS = ["4p", "3p", "4p-first-edition"]


def check_end(state: TheMajorityState) -> None:
    n = state.n_players
    assert state.is_terminal() and state.current_players() == []
    assert state.deck == [] and all(len(h) == 1 for h in state.hands)
    assert all(p == [] for p in state.packets) and state.pending == [None] * n
    check_conservation(state)
    assert len(state.debates) == 4
    coins = [0] * n
    for result in state.debates:
        for colour in ("red", "blue", "yellow"):
            pay = simple_pay([result.powers[p][colour] for p in range(n)])
            assert [result.by_colour[colour][p] for p in range(n)] == pay
            for p in range(n):
                coins[p] += pay[p]
    assert coins == state.coins
    final = state.debates[-1].powers
    for p in range(n):
        assert [final[p][c] for c in ("red", "blue", "yellow")] == state.totals[p]
    # Won cards only grow, so each debate's totals are at most the next one's.
    for a, b in zip(state.debates, state.debates[1:], strict=False):
        assert all(a.powers[p][c] <= b.powers[p][c] for p in range(n) for c in a.powers[p])
    if n == 4:
        team_a, team_b = coins[0] + coins[2], coins[1] + coins[3]
        team = 0 if team_a > team_b else 1 if team_b > team_a else state.spy_holder % 2
        assert state.winners == [team, team + 2]
    else:
        assert len(state.winners) == 1 and coins[state.winners[0]] == max(coins)
    assert sum(state.returns()) == (2 if n == 4 else 1)
    # 4 players: 44 decisions in round 1 and 36 in each later round; 3 players: 30 and 24.
    assert len(state.history) == (152 if n == 4 else 102)


@pytest.mark.parametrize("config", CONFIGS, ids=IDS)
def test_thousands_of_random_games_end_consistently(config) -> None:
    rng = random.Random(f"sweep {config}")
    for seed in range(N_GAMES):
        state = TheMajorityState.new(seed=seed, **config)
        play_random(state, rng)
        check_end(state)


def check_step(state: TheMajorityState) -> None:
    """Conservation, and the state module's conventions 3-6 on who decides and what."""
    check_conservation(state)
    waiting = state.current_players()
    for p in range(state.n_players):
        legal = state.legal_actions(p)
        if p not in waiting:
            assert legal == []
            continue
        zone = state.packets[p] if state.phase == "draft" else state.hands[p]
        assert legal == sorted(set(zone))  # distinct cards, colour R, B, Y then power
    if state.order is not None:
        assert state.phase == "trick" and len(waiting) == 1
        played = sum(c is not None for c in state.pending)
        assert waiting == [state.order[played]]
    elif not state.is_terminal():
        assert waiting == [p for p in range(state.n_players) if state.pending[p] is None]


@pytest.mark.parametrize("config", CONFIGS, ids=IDS)
def test_every_card_in_exactly_one_place_at_every_step(config) -> None:
    rng = random.Random(1)
    for seed in range(15):
        state = TheMajorityState.new(seed=seed, **config)
        check_step(state)
        play_random(state, rng, each=lambda s=state: check_step(s))
        check_end(state)


def test_the_engine_draws_no_randomness_of_its_own() -> None:
    """Convention 8: decisions' randomness belongs to the bots; the engine only shuffles once,
    with its own generator, so the global generator is untouched."""
    random.seed(123)
    before = random.getstate()
    state = TheMajorityState.new(n_players=4, seed=5)
    play_random(state, random.Random(0))
    assert random.getstate() == before


@pytest.mark.parametrize("config", CONFIGS, ids=IDS)
def test_same_seed_and_decisions_replay_the_same_game(config) -> None:
    rng = random.Random(2)
    for seed in range(60):
        state = play_random(TheMajorityState.new(seed=seed, **config), rng)
        again = TheMajorityState.replay(state.history, seed=seed, **config)
        assert again == state
        assert [e.to_dict() for e in again.events] == [e.to_dict() for e in state.events]


@pytest.mark.parametrize("config", CONFIGS, ids=IDS)
def test_save_load_round_trip_mid_game(config) -> None:
    rng = random.Random(3)
    for seed in range(60):
        state = TheMajorityState.new(seed=seed, **config)
        for _ in range(rng.randrange(0, 150)):
            if not step_random(state, rng):
                break
        loaded = TheMajorityState.from_json(state.to_json())
        assert loaded == state
        for p in [None, *range(state.n_players)]:
            assert loaded.view(p) == state.view(p)
        # And both go on identically.
        a, b = random.Random(seed), random.Random(seed)
        play_random(state, a)
        play_random(loaded, b)
        assert loaded == state


@pytest.mark.parametrize("config", CONFIGS, ids=IDS)
def test_a_view_does_not_change_in_a_world_the_seat_cannot_tell_apart(config) -> None:
    """A player's view depends only on what that player has seen (the protocol's promise).

    The second world comes from :func:`majority_core.the_majority.worlds.sample_world`: the
    same public decisions replayed through the rules from another deck and other private
    choices, so its events and records are its own (tests/contract.py has the same check
    for every game; this one looks at more states).
    """
    rng = random.Random(4)
    differing = pairs = 0
    for seed in range(6):
        for state in random_states(TheMajorityState, config, seed, 5):
            leaks, n_diff = leak_verdict(state, sample_world, rng, None)
            assert leaks == []
            differing += n_diff
            pairs += state.n_players
    assert differing > 0.6 * pairs


def test_views_differ_when_own_cards_change() -> None:
    """The check above is not vacuous: a seat's own hand does show in its view."""
    state = TheMajorityState.new(n_players=4, seed=1)
    twin = state.clone()
    i = next(i for i, c in enumerate(twin.deck) if c not in twin.packets[0])
    twin.packets[0][0], twin.deck[i] = twin.deck[i], twin.packets[0][0]
    twin.packets[0].sort()
    assert twin.view(0) != state.view(0)
    assert twin.view(1) == state.view(1)


def test_deck_sizes() -> None:
    assert len(build_deck(4)) == 72 and len(build_deck(3)) == 54
