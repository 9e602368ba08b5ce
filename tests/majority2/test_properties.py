"""Hypothesis properties of Majority 2: whatever the seed, the options and the (legal)
decisions, cards and discs are conserved, coins never go negative, a seat's view never shows
the other's hand or reserve, refusals change nothing, and a save replays to the same game."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.errors import RuleError
from majority_core.majority2.state import Majority2State

from .helpers import check_conservation

OPTIONS = st.sampled_from([{}, {"promos": "all"}, {"ghosts": True}, {"promos": "all", "ghosts": True}])


@settings(max_examples=25)
@given(seed=st.integers(0, 10**6), options=OPTIONS, picks=st.lists(st.integers(0, 999), min_size=1, max_size=150))
def test_any_legal_sequence_keeps_the_invariants(seed: int, options: dict, picks: list[int]) -> None:
    s = Majority2State.new(n_players=2, seed=seed, **options)
    for k in picks:
        if s.is_terminal():
            break
        p = s.current_players()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[k % len(legal)])
        check_conservation(s)
    for seat in (0, 1):
        view = s.view(seat)
        assert "hands" not in view and "reserves" not in view and "deck" not in view
        json.dumps(view)
    assert Majority2State.from_json(s.to_json()) == s


@settings(max_examples=25)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 60), junk=st.text(max_size=30))
def test_refused_input_changes_nothing(seed: int, steps: int, junk: str) -> None:
    s = Majority2State.new(n_players=2, seed=seed)
    for _ in range(steps):
        if s.is_terminal():
            return
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0 if len(s.history) % 3 else -1])
    if s.is_terminal():
        return
    p = s.current_players()[0]
    if junk.strip() in s.legal_actions(p) or " ".join(junk.split()) in s.legal_actions(p):
        return
    before = (s.to_json(), json.dumps(s.view(None)), len(s.events))
    try:
        s.apply(p, junk)
    except RuleError as exc:
        assert exc.rule
    else:  # pragma: no cover - a junk string that is legal was skipped above
        raise AssertionError("junk accepted")
    assert (s.to_json(), json.dumps(s.view(None)), len(s.events)) == before
