"""Hypothesis properties of the board logic: whatever is typed, the board either agrees with the
rules engine or refuses with a RuleError and stays exactly as it was."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.errors import RuleError
from majority_core.the_majority import debate, resolve_trick
from majority_core.the_majority.components import ALL_CARDS
from majority_widgets.the_majority.payout import PayoutExplorer
from majority_widgets.the_majority.trick_lab import TrickLab

typed = st.one_of(
    st.integers(-5, 130),
    st.text(max_size=4),
    st.sampled_from(["", " 7 ", "1e3", "10.0", "-0", "0x10"]),
)


@settings(max_examples=300)
@given(
    n=st.sampled_from([3, 4]),
    entries=st.lists(
        st.tuples(
            st.sampled_from("ABCDE"),
            st.sampled_from(["red", "blue", "yellow", "R", "green"]),
            typed,
        ),
        max_size=12,
    ),
)
def test_payout_agrees_with_the_engine_or_refuses_cleanly(n, entries):
    board = PayoutExplorer(n)
    for player, colour, value in entries:
        before = copy.deepcopy(board.totals)
        try:
            board.set_total(player, colour, value)
        except RuleError as exc:
            assert board.totals == before
            assert exc.rule  # every refusal names its rule
    assert board.coins() == debate(board.totals).coins
    for c in ("red", "blue", "yellow"):
        assert sum(board.totals[p][c] for p in board.players) <= (120 if n == 4 else 87)
    rows = board.rows()
    assert [r["coins"] for r in rows] == [
        sum(r[f"{c} coins"] for c in ("red", "blue", "yellow")) for r in rows
    ]


cards = st.sampled_from([str(c) for c in ALL_CARDS])


@settings(max_examples=300)
@given(
    n=st.sampled_from([3, 4]),
    plays=st.lists(cards, min_size=4, max_size=4),
    holder=st.integers(0, 3),
    last=st.booleans(),
    first=st.booleans(),
)
def test_trick_lab_steps_end_where_the_engine_ends(n, plays, holder, last, first):
    lab = TrickLab(n, holder % n, last_trick=last, first_edition=first)
    lab.set_cards(plays[:n])
    try:
        lab.resolve()
    except RuleError as exc:  # more copies of a card than the deck holds (revised 1-2, 3-3)
        assert "deck has only" in str(exc) and not lab.resolved
        return
    expected = resolve_trick(
        dict(enumerate(plays[:n])),
        n_players=n,
        spy_holder=holder % n,
        last_trick=last,
        first_edition=first,
    )
    titles = [s.title for s in lab.stages]
    assert titles[0] == "Cards revealed" and titles[-1] == "Cards go to the won piles"
    while lab.position < len(lab.stages) - 1:
        before = lab.stage.where
        lab.forward()
        # a discarded card never comes back within a trick
        assert all(lab.stage.where[p] is None for p, d in before.items() if d is None)
    front, gone = lab.piles()
    assert {p: sorted(map(str, v)) for p, v in front.items()} == {
        p: sorted(map(str, v)) for p, v in expected.won.items()
    }
    assert sorted(map(str, gone)) == sorted(map(str, expected.discarded))
    assert lab.stage.spy_holder == expected.spy_holder
