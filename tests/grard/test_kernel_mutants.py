"""Tests written to kill the mutants of majority_core/grard/kernel.py that survived the rule
tests (``python3 tasks.py mutate majority_core/grard/kernel.py``): the exact machine form of a
turn's result (views and boards read it) and the exact refusals of bad input.

Judged equivalent (no input can tell them apart), all in ``majority``: the ``default=`` of
``max`` changed to None, 1 or removed (``OPTIONS`` is never empty, so the default is never
used); a missing count read as 1 when finding the top (the top only matters when it is 2 or
more, and then it is a count that is present); a missing count read as None or 1 when
listing the options at the top (the top is then 2 or more, which neither equals).
"""

from __future__ import annotations

import pytest

from majority_core.errors import MalformedInput
from majority_core.grard.kernel import (
    NO_MAJORITY,
    NOBODY_LEFT,
    RULE_CARDS,
    RULE_NEW_TURN,
    RULE_VOTE,
    majority,
    parse_vote,
    resolve_turn,
)


def test_a_turn_result_in_machine_form() -> None:
    """Grard "Exemple Mark 1" with a continuing proposition: every field, exactly."""
    r = resolve_turn({1: "mark", 2: "mark", 3: "B", 4: "B", 5: "C"}, 3)
    assert r.to_dict() == {
        "votes": {"1": "mark", "2": "mark", "3": "B", "4": "B", "5": "C"},
        "pile_size": 3,
        "counts": {"A": 0, "B": 2, "C": 1, "mark": 2},
        "majority": ["B", "mark"],
        "continuing": ["3", "4"],
        "eliminated": ["5"],
        "marked": ["1", "2"],
        "points": {"1": 3, "2": 3, "3": 0, "4": 0, "5": 0},
        "added": ["B"],
        "round_over": False,
        "reason": r.reason,
    }
    assert r.reason and r.explain() and "B" in repr(r)


def test_no_majority_in_machine_form() -> None:
    r = resolve_turn({"a": "A", "b": "B", "c": "C"}, 5)
    d = r.to_dict()
    assert d["pile_size"] == 5 and d["reason"] == NO_MAJORITY
    assert d["majority"] == [] and d["round_over"] is True and d["added"] == []
    assert d["continuing"] == [] and d["marked"] == [] and d["eliminated"] == []
    assert d["points"] == {"a": 0, "b": 0, "c": 0}


@pytest.mark.parametrize(
    ("votes", "pile", "rule", "words"),
    [
        (["A", "B"], 1, RULE_VOTE, "not list"),
        ({1: "A"}, -1, RULE_NEW_TURN, "not -1"),
        ({1: "A"}, True, RULE_NEW_TURN, "not True"),
        ({1: "A"}, 1.5, RULE_NEW_TURN, "not 1.5"),
        ({3: "Z"}, 1, RULE_CARDS, "the vote of 3: 'Z' is not a vote"),
    ],
)
def test_refusals_say_what_and_which_rule(votes, pile, rule, words) -> None:
    with pytest.raises(MalformedInput) as info:
        resolve_turn(votes, pile)
    assert info.value.rule == rule and words in str(info.value)


def test_a_pile_of_zero_is_allowed() -> None:
    assert resolve_turn({1: "mark", 2: "mark", 3: "A"}, 0).points[1] == 0


@pytest.mark.parametrize(
    ("text", "vote"),
    [(" b ", "B"), ("a", "A"), ("C", "C"), ("m", "mark"), ("MARK", "mark"), ("Marquer", "mark")],
)
def test_vote_spellings(text: str, vote: str) -> None:
    assert parse_vote(text) == vote


@pytest.mark.parametrize("bad", ["", "  ", "AB", "D", None, 1, "marks"])
def test_bad_vote_cards_are_refused(bad) -> None:
    with pytest.raises(MalformedInput) as info:
        parse_vote(bad)
    assert info.value.rule == RULE_CARDS
    if isinstance(bad, str) and not bad.strip():  # said in words, not shown as '' (review 4, N3)
        assert str(info.value).startswith("an empty entry is not a vote") and "''" not in str(
            info.value)
    else:
        assert repr(bad) in str(info.value)


def test_majority_reads_missing_counts_as_zero() -> None:
    assert majority({"A": 2}) == ("A",)
    assert majority({"B": 1}) == ()
    assert majority({}) == ()
    assert majority({"A": 3, "mark": 3, "C": 2}) == ("A", "mark")


def test_only_mark_in_the_majority_ends_the_round() -> None:
    """Grard "Exemple Mark 1": every majority voter cashed in, so nobody is left."""
    r = resolve_turn({1: "mark", 2: "mark", 3: "A"}, 4)
    assert r.round_over and r.reason == NOBODY_LEFT and r.to_dict()["pile_size"] == 4
