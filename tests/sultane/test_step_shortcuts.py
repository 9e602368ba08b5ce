"""The step API's shortcuts (SultaneState.apply's direct checks, lazy event texts) change nothing.

Each decision is applied to one state through ``SultaneState.apply`` and to a twin through the
protocol's general ``GameState.apply`` (check_turn, parse_action, legal_actions): the two must
keep the same history, events (texts included), views and refusals.
"""

from __future__ import annotations

import random

import pytest

from majority_core.errors import MalformedInput, RuleError, WrongPhase, WrongPlayer
from majority_core.game import GameState
from majority_core.sultane import SultaneState

from .test_invariants import CONFIGS, IDS


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_direct_apply_equals_general_apply(n: int, options: dict) -> None:
    for seed in range(15):
        fast = SultaneState.new(n_players=n, seed=seed, **options)
        slow = SultaneState.new(n_players=n, seed=seed, **options)
        rng = random.Random(seed)
        while not fast.is_terminal():
            for p in fast.current_players():
                legal = fast.legal_actions(p)
                assert legal == slow.legal_actions(p)
                action = legal[rng.randrange(len(legal))]
                got = fast.apply(p, action)
                want = GameState.apply(slow, p, action)
                assert got == want
        assert fast.history == slow.history
        assert [e.explain() for e in fast.events] == [e.explain() for e in slow.events]
        assert fast.events == slow.events
        assert all(fast.view(p) == slow.view(p) for p in [None, *range(n)])


def _refusal(state: SultaneState, player: object, action: object) -> tuple[type, str]:
    before = state.to_json(), state.view(None), len(state.events)
    with pytest.raises(RuleError) as info:
        state.apply(player, action)  # type: ignore[arg-type]
    assert (state.to_json(), state.view(None), len(state.events)) == before
    return type(info.value), str(info.value)


def test_vote_shortcut_leaves_odd_input_to_the_general_checks() -> None:
    s = SultaneState.new(n_players=7, seed=1)
    s.apply(0, "nominate:3")
    twin = s.clone()
    cases = [
        (True, "yes"),  # a bool is not a seat (Sultane 5; seats are numbered 0..n-1)
        (7, "yes"),
        (-1, "yes"),
        (0, "maybe"),
        (0, 1),
        (0, "nominate:2"),
    ]
    for player, action in cases:
        err = _refusal(s, player, action)
        # the same refusal as the protocol's general path gives
        with pytest.raises(err[0]) as info:
            GameState.apply(twin, player, action)  # type: ignore[arg-type]
        assert str(info.value) == err[1]
    assert _refusal(s, True, "yes")[0] is WrongPlayer
    assert _refusal(s, 0, "maybe")[0] is MalformedInput
    assert _refusal(s, 0, "nominate:2")[0] is WrongPhase
    s.apply(0, "YES")  # typed input is still read as the general path reads it
    assert s.history[-1] == (0, "yes") and s.votes == {0: True}
    assert _refusal(s, 0, "no")[0] is WrongPlayer  # voted already


def test_lazy_texts_read_the_same_when_read_late() -> None:
    """A lazy event written long after it happened reads as it would have at the time."""
    early = SultaneState.new(n_players=7, seed=4)
    late = SultaneState.new(n_players=7, seed=4)
    rng = random.Random(4)
    while not early.is_terminal():
        for p in early.current_players():
            legal = early.legal_actions(p)
            action = legal[rng.randrange(len(legal))]
            start = len(early.events)
            early.apply(p, action)
            texts = [e.explain() for e in early.events[start:]]  # read at once (every seat's)
            late.apply(p, action)
            assert texts == [e.explain() for e in late.events[len(late.events) - len(texts) :]]
    assert early.explain() == late.explain()
