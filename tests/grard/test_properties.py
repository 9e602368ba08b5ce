"""Hypothesis properties of whole games: save/load, replay, views that leak nothing."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.grard import GrardState

VOTE = st.sampled_from(["A", "B", "C", "mark", "a", "Mark", "M"])


@st.composite
def games(draw):
    n = draw(st.integers(3, 10))
    seed = draw(st.integers(0, 2**32))
    s = GrardState.new(
        n_players=n, seed=seed, variant_toss=draw(st.booleans()), target=draw(st.integers(1, 25))
    )
    for _ in range(draw(st.integers(0, 60))):
        if s.over:
            break
        p = draw(st.sampled_from(s.current_players()))
        s.apply(p, draw(VOTE))
    return s


@settings(max_examples=60)
@given(games())
def test_save_load_round_trip(state):
    back = GrardState.from_json(state.to_json())
    assert back == state
    assert back.explain() == state.explain()
    assert json.loads(state.to_json())["decisions"] == [list(d) for d in state.history]


@settings(max_examples=60)
@given(games(), st.data())
def test_replay_prefix_is_the_game_as_it_was(state, data):
    k = data.draw(st.integers(0, len(state.history)))
    earlier = state.replay_prefix(k)
    assert earlier.history == state.history[:k]
    for p, a in state.history[k:]:
        earlier.apply(p, a)
    assert earlier == state


@settings(max_examples=60)
@given(games(), st.data())
def test_views_leak_no_pending_vote(state, data):
    """Changing one seat's pending vote changes no other seat's view or log (votes are laid
    face down, Grard "Premier tour d'une manche")."""
    if state.over or len(state.votes) == 0:
        return
    voter = data.draw(st.sampled_from(sorted(state.votes)))
    other = state.clone()
    other.votes[voter] = data.draw(
        st.sampled_from([v for v in ("A", "B", "C", "mark") if v != state.votes[voter]])
    )
    for p in range(state.n_players):
        if p != voter:
            assert state.view(p) == other.view(p)
            json.dumps(state.view(p))  # plain JSON-able data


@settings(max_examples=60)
@given(games())
def test_every_card_in_exactly_one_place_and_scores_add_up(state):
    assert sorted(state.cards_in_play()) == list(range(206))
    assert all(s >= 0 for s in state.scores)
    in_progress = 0 if state.over else sum(state.round_points)
    assert sum(sum(r["points"]) for r in state.round_log) + in_progress == sum(state.scores)


@settings(max_examples=40)
@given(games())
def test_every_event_explains_itself_and_names_its_rule(state):
    for e in state.events:
        assert e.text.strip() and e.text[0].isupper(), e
        assert any(src in e.rule for src in ('Grard "', "RULINGS", "docs/rulings-grard.md")), e
        json.dumps(e.to_dict())
