"""The engine's shortcuts tell the same story as the kernel.

For speed the state settles a trick with :func:`kernel._settle` (no words), pays a debate with
:func:`kernel.colour_payout`, and writes most event sentences only when they are read
(:meth:`Event.lazy`). These tests check that nothing a reader can see depends on that: the
trick outcome is the kernel's (revised 2-3 step 3, 3-1; RULINGS), the debate is the kernel's
(revised 2-4), and an event reads the same whenever it is read, copied or saved.
"""

from __future__ import annotations

import copy
import itertools
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.game import Event
from majority_core.the_majority import TheMajorityState
from majority_core.the_majority.components import ALL_CARDS
from majority_core.the_majority.kernel import _resolve, _settle, debate

from .helpers import CONFIGS, step_random


def assert_settles_like_the_kernel(cards, n: int, holder: int, first_edition: bool) -> None:
    dest, spy = _settle(cards, n, holder, first_edition)
    for last in (False, True):
        r = _resolve(dict(enumerate(cards)), n, holder, last, first_edition)
        assert dest == [-1 if r.where[p] is None else r.where[p] for p in range(n)]
        assert r.spy_holder == (holder if spy < 0 else spy)
        if last:
            assert r.next_order is None
        else:
            assert (r.next_order is not None) == (spy >= 0)


class TestSettle:
    def test_every_three_player_trick(self) -> None:
        """All 24^3 plays, every holder, both editions (revised 3-1, 3-3; RULINGS)."""
        for cards in itertools.product(ALL_CARDS, repeat=3):
            for holder in range(3):
                for first_edition in (False, True):
                    assert_settles_like_the_kernel(cards, 3, holder, first_edition)

    def test_four_player_tricks_with_effects(self) -> None:
        """Every 4-card play of effect cards (0, 2, 3, 7) in every colour, both editions."""
        specials = [c for c in ALL_CARDS if c.power in (0, 2, 3, 7)]
        rng = random.Random(4)
        for cards in itertools.product(specials, repeat=4):
            holder = rng.randrange(4)
            assert_settles_like_the_kernel(cards, 4, holder, rng.random() < 0.5)

    @settings(max_examples=300)
    @given(
        st.lists(st.sampled_from(ALL_CARDS), min_size=4, max_size=4),
        st.integers(0, 3),
        st.booleans(),
    )
    def test_any_four_player_trick(self, cards, holder, first_edition) -> None:
        assert_settles_like_the_kernel(tuple(cards), 4, holder, first_edition)


def play(config: dict, seed: int, read_early: bool) -> TheMajorityState:
    """A random game; with ``read_early`` every event is read as soon as it happens."""
    state = TheMajorityState.new(seed=seed, **config)
    rng = random.Random(seed)
    while True:
        start = len(state.events)
        if not step_random(state, rng):
            return state
        if read_early:
            for e in state.events[start:]:
                assert e.text and isinstance(e.data, dict)


def fields(e: Event):
    return (e.kind, e.text, e.rule, e.data, e.visible_to)


@pytest.mark.parametrize("config", CONFIGS)
def test_events_read_the_same_whenever_they_are_read(config) -> None:
    for seed in range(4):
        early, late = play(config, seed, True), play(config, seed, False)
        copied = copy.deepcopy(late.events)  # copies made before anything was read
        saved = pickle.loads(pickle.dumps(late.events))
        assert [fields(e) for e in late.events] == [fields(e) for e in early.events]
        assert [fields(e) for e in copied] == [fields(e) for e in early.events]
        assert saved == early.events == late.events
        eager = [Event(*fields(e)) for e in early.events]
        assert eager == late.events
        assert [repr(e) for e in eager] == [repr(e) for e in late.events]


@pytest.mark.parametrize("config", CONFIGS)
def test_last_trick_and_debates_are_the_kernels(config) -> None:
    """The lazily built TrickResult is the kernel's resolve_trick of the played cards and it
    matches what the state did; each DebateResult is the kernel's debate of the totals."""
    state = TheMajorityState.new(seed=3, **config)
    rng = random.Random(3)
    seen = None
    n = state.n_players
    totals_by_round = []  # the totals when each round's debate was held
    round_ = state.round
    while step_random(state, rng):
        if state.round != round_ or state.is_terminal():  # a debate was just held
            round_ = state.round
            totals_by_round.append([list(t) for t in state.totals])
        r = state.last_trick
        if r is not None and r is not seen:
            assert state.last_trick is r  # the same object until the next trick
            seen = r
            view = state.view(None)["last_trick"]
            assert view["plays"] == [str(c) for c in r.plays.values()]
            assert view["won"] == [[str(c) for c in r.won[p]] for p in range(n)]
            assert view["discarded"] == [str(c) for c in r.discarded]
            assert state.spy_holder == r.spy_holder
    assert len(state.debates) == 4 and state.debates is state.debates
    coins = [0] * n
    for result, totals in zip(state.debates, totals_by_round, strict=True):
        expected = debate(
            {p: dict(zip(("red", "blue", "yellow"), totals[p], strict=True)) for p in range(n)}
        )
        assert result == expected
        for p in range(n):
            coins[p] += result.coins[p]
    assert coins == state.coins
