"""Hypothesis properties of The Majority's debate (revised 2-4), tricks (revised 3-1) and of
refused decisions (any bad input leaves the game exactly as it was)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.errors import MalformedInput, RuleError, SaveFileError
from majority_core.the_majority import Card, TheMajorityState, debate, resolve_trick
from majority_core.the_majority.components import ALL_CARDS, COLOURS, copies
from majority_core.the_majority.kernel import colour_payout

from .helpers import simple_pay, step_random

totals = st.integers(min_value=0, max_value=80)
row = st.fixed_dictionaries({c: totals for c in COLOURS})
tables = st.lists(row, min_size=2, max_size=6)


def as_dict(rows: list[dict[str, int]]) -> dict[int, dict[str, int]]:
    return dict(enumerate(rows))


@given(tables, st.randoms(use_true_random=False))
def test_debate_does_not_depend_on_the_order_of_players(rows, rnd) -> None:
    players = list(range(len(rows)))
    rnd.shuffle(players)
    names = {p: f"P{p}" for p in players}
    a = debate(as_dict(rows)).coins
    b = debate({names[p]: rows[p] for p in players}).coins
    assert {names[p]: a[p] for p in a} == b


@given(tables)
def test_equal_totals_are_paid_equally_and_zero_never_places(rows) -> None:
    r = debate(as_dict(rows))
    for colour in COLOURS:
        paid = r.by_colour[colour]
        for p, row_p in enumerate(rows):
            if row_p[colour] == 0:
                assert paid[p] == 0
            for q, row_q in enumerate(rows):
                if row_p[colour] == row_q[colour]:
                    assert paid[p] == paid[q]


@given(tables)
def test_coins_match_the_rule_and_its_bounds(rows) -> None:
    """Each colour pays 2 per player at the top and (W // 5) x (number at the top) per player
    second; nothing if every total is 0."""
    r = debate(as_dict(rows))
    n = len(rows)
    total = 0
    for colour in COLOURS:
        values = [row_[colour] for row_ in rows]
        assert [r.by_colour[colour][p] for p in range(n)] == simple_pay(values)
        assert colour_payout(values) == simple_pay(values)
        paid = sum(r.by_colour[colour].values())
        top = max(values)
        if top == 0:
            assert paid == 0
        else:
            k = values.count(top)
            assert 2 * k <= paid <= 2 * k + (top // 5) * k * (n - k)
        total += paid
    assert total == sum(r.coins.values())
    assert all(c >= 0 for c in r.coins.values())
    assert len(r.explain()) == 3


def deck_plays(n: int):
    """Plays that a real deck allows (no more copies than exist)."""
    limit = copies(n)

    def ok(cards: list[Card]) -> bool:
        return all(cards.count(c) <= limit[c.power] for c in cards)

    return st.lists(st.sampled_from(ALL_CARDS), min_size=n, max_size=n).filter(ok)


@st.composite
def tricks(draw):
    n = draw(st.sampled_from([3, 4]))
    cards = draw(deck_plays(n))
    holder = draw(st.integers(0, n - 1))
    return n, dict(enumerate(cards)), holder, draw(st.booleans()), draw(st.booleans())


@settings(max_examples=300)
@given(tricks())
def test_a_trick_loses_and_creates_no_card(case) -> None:
    n, plays, holder, last, first = case
    r = resolve_trick(plays, n_players=n, spy_holder=holder, last_trick=last, first_edition=first)
    out = sorted([c for cards in r.won.values() for c in cards] + r.discarded)
    assert out == sorted(plays.values())
    assert set(r.won) == set(range(n))
    assert 0 <= r.spy_holder < n
    if r.next_order is not None:
        assert sorted(r.next_order) == list(range(n)) and not last
        assert r.spy_holder in r.next_order
    if r.spy_holder != holder or r.next_order is not None:
        assert any(c.power == 3 for c in plays.values())
    if not any(c.power in (0, 2, 3, 7) for c in plays.values()):
        assert r.won == {p: [plays[p]] for p in range(n)} and r.steps == []
    assert [s.power for s in r.steps] == sorted(s.power for s in r.steps)
    for step in r.steps:
        assert set(step.where) == set(range(n)) and step.text
    # A card that went to another player did so by bribery (same colour) or betrayal (a 7).
    for p, dest in r.where.items():
        if dest is not None and dest != p:
            assert (
                plays[dest].power == 0
                and plays[dest].colour == plays[p].colour
                or (plays[p].power == 7 and dest == (p - 1) % n)
            )


bad_actions = st.one_of(
    st.text(max_size=5),
    st.sampled_from([str(c) for c in ALL_CARDS]),
    st.integers(),
    st.none(),
    st.sampled_from(ALL_CARDS),
)


@settings(max_examples=150)
@given(
    config=st.sampled_from(
        [{"n_players": 4}, {"n_players": 3}, {"n_players": 4, "first_edition": True}]
    ),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 160),
    player=st.integers(-2, 5),
    action=bad_actions,
)
def test_refused_decisions_leave_the_game_unchanged(config, seed, steps, player, action) -> None:
    state = TheMajorityState.new(seed=seed, **config)
    rng = random.Random(seed)
    for _ in range(steps):
        if not step_random(state, rng):
            break
    legal = state.legal_actions(player) if 0 <= player < state.n_players else []
    if str(action) in {str(a) for a in legal} or action in legal:
        return  # a legal decision is not what this test is about
    before = (state.to_json(), json.dumps(state.view(None)), len(state.events))
    try:
        state.apply(player, action)
    except RuleError as exc:
        assert str(exc)
    else:  # pragma: no cover - would be a bug
        raise AssertionError(f"{action!r} by {player} was accepted")
    assert (state.to_json(), json.dumps(state.view(None)), len(state.events)) == before


@settings(max_examples=100)
@given(st.text(max_size=40))
def test_garbage_save_files_are_refused(text) -> None:
    with pytest.raises(SaveFileError):
        TheMajorityState.from_json(text)


@given(st.text(max_size=6))
def test_card_parse_accepts_exactly_the_notation(text) -> None:
    valid = {str(c) for c in ALL_CARDS}
    try:
        card = Card.parse(text)
    except MalformedInput:
        assert text.strip().upper() not in valid
    else:
        assert str(card) == text.strip().upper()
