"""Tests written to kill the mutants of majority_core/the_majority/kernel.py that survived the
rule tests (``python3 tasks.py mutate majority_core/the_majority/kernel.py`` on the rule
functions: partner, team_of, face_up_order, spy_priority, _settle, colour_payout, winners).

Judged equivalent (no input can tell them apart):

* ``partner``: ``(seat - 2) % 4`` for ``(seat + 2) % 4`` (the same seat modulo 4), and the
  same change in the last seat of ``face_up_order`` with 4 players;
* ``_settle``: the spy search starting from ``best = -2`` instead of -1, or keeping a spy at
  an equal distance (``>=``): distances are >= 0 and differ for different seats;
* ``colour_payout``: ``second`` starting at 1 instead of 0 (a total of 1 is paid as second
  either way, since only totals equal to ``second`` are paid), or updated on ``>=`` (the same
  value again);
* ``winners``: ``0 if a >= b`` inside the branch where ``a != b``.
"""

from __future__ import annotations

import pytest

from majority_core.errors import MalformedInput
from majority_core.the_majority.components import Card
from majority_core.the_majority.kernel import _settle, colour_payout, debate, resolve_trick, winners


def cards(*texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts]


def test_settle_marks_discards_and_no_spy_with_minus_one() -> None:
    """_settle's documented form: -1 for a discarded card and for "no spy acts"."""
    assert _settle(cards("R5", "B6", "Y9", "R10"), 4, 0, False) == ([0, 1, 2, 3], -1)
    # [2] of two colours: everything not stolen is discarded (revised 3-1 [2], RULINGS)
    assert _settle(cards("R2", "B2", "Y9", "R5"), 4, 0, False) == ([-1, -1, -1, -1], -1)
    # a stolen spy does not act in the revised rules (RULINGS)
    assert _settle(cards("R0", "R3", "B5", "Y5"), 4, 0, False) == ([0, 0, 2, 3], -1)
    # a discarded spy does not act either
    assert _settle(cards("R2", "B3", "Y5", "R5"), 4, 0, False) == ([0, -1, -1, 3], -1)


def test_a_total_of_one_still_places() -> None:
    """Revised 2-4: only a total of 0 never places (a public function: any totals)."""
    assert colour_payout([1, 0]) == [2, 0]
    assert colour_payout([1, 1, 0]) == [2, 2, 0]


def test_a_team_tie_names_the_holder_and_both_seats() -> None:
    """Revised 2-6: a tie goes to the team holding the spy token; the sentence says so."""
    assert winners([3, 4, 5, 4], 1) == (
        [1, 3],
        "The teams tie with 8 coins each; the team holding the spy token (seat 1) wins: "
        "seats 1 and 3.",
    )
    assert winners([3, 4, 5, 4], 2)[1].endswith("(seat 2) wins: seats 0 and 2.")


def test_a_three_player_tie_won_by_the_holder_says_so() -> None:
    """Revised 3-3: a tied holder wins the tie, and the sentence names her."""
    assert winners([7, 7, 3], 0) == (
        [0],
        "Seat 0 and seat 1 tie with 7 coins; seat 0 holds the spy token and wins the tie.",
    )


# -- the lesson-facing kernel refuses bad input precisely (resolve_trick, debate) -------------
SEATS, REVEAL, DEBATE = "revised 1-5; RULINGS: The Majority", "revised 2-3 steps 1-2", "revised 2-4"
FOUR = {0: "R5", 1: "B5", 2: "Y5", 3: "R6"}


@pytest.mark.parametrize(
    ("kwargs", "reason", "rule"),
    [
        ({"plays": FOUR, "n_players": 5}, "The Majority is played by 3 or 4 players, not 5", SEATS),
        ({"plays": FOUR, "n_players": True}, "The Majority is played by 3 or 4 players, not True",
         SEATS),
        ({"plays": ["R5"], "n_players": 4}, "plays must map each seat to the card it played",
         REVEAL),
        ({"plays": {**FOUR, 4: "R9"}, "n_players": 4},
         "there is no seat 4 with 4 players (seats 0..3)", SEATS),
        ({"plays": {0: "R5", 1: "B5", 3: "R6"}, "n_players": 4},
         "seat 2 has not played: every player plays one card each trick", REVEAL),
        ({"plays": {0: "R7", 1: "R7", 2: "R7", 3: "R6"}, "n_players": 4},
         "3 players cannot all play R7: the 4-player deck has only 2 of them", "revised 1-2"),
        ({"plays": {0: "R10", 1: "R10", 2: "R10"}, "n_players": 3},
         "3 players cannot all play R10: the 3-player deck has only 2 of them", "revised 3-3"),
        ({"plays": FOUR, "n_players": 4, "spy_holder": 4}, "spy_holder must be a seat 0..3, not 4",
         SEATS),
        ({"plays": FOUR, "n_players": 4, "spy_holder": -1},
         "spy_holder must be a seat 0..3, not -1", SEATS),
        ({"plays": FOUR, "n_players": 4, "spy_holder": True},
         "spy_holder must be a seat 0..3, not True", SEATS),
    ],
)  # fmt: skip
def test_a_bad_trick_is_refused_with_its_reason(kwargs, reason, rule) -> None:
    with pytest.raises(MalformedInput) as info:
        resolve_trick(**{"spy_holder": 0, **kwargs})
    assert (info.value.reason, info.value.rule) == (reason, rule)


def test_the_deck_limit_allows_exactly_its_copies() -> None:
    """Two R7 exist with 4 players (revised 1-2): two players may play one each."""
    assert resolve_trick({0: "R7", 1: "R7", 2: "B5", 3: "Y5"}, n_players=4, spy_holder=0)
    assert resolve_trick({0: "R10", 1: "R10", 2: "B5"}, n_players=3, spy_holder=0)


@pytest.mark.parametrize(
    ("powers", "reason", "rule"),
    [
        ({}, "debate needs a mapping player -> {colour: total power} with at least one player",
         DEBATE),
        ([1], "debate needs a mapping player -> {colour: total power} with at least one player",
         DEBATE),
        ({0: 5}, "seat 0's totals must map colours to powers, not 5", DEBATE),
        ({0: {"green": 3}}, "'green' is not a colour: use red, blue or yellow", "revised 1-3"),
        ({0: {3: 1}}, "3 is not a colour: use red, blue or yellow", "revised 1-3"),
        ({0: {"red": -1}}, "seat 0's red total must be a whole number >= 0, not -1", DEBATE),
        ({1: {"blue": True}}, "seat 1's blue total must be a whole number >= 0, not True", DEBATE),
        ({2: {"Y": 2.5}}, "seat 2's yellow total must be a whole number >= 0, not 2.5", DEBATE),
    ],
)  # fmt: skip
def test_bad_debate_totals_are_refused_with_their_reason(powers, reason, rule) -> None:
    with pytest.raises(MalformedInput) as info:
        debate(powers)
    assert (info.value.reason, info.value.rule) == (reason, rule)


def test_debate_reads_colour_names_and_letters_and_missing_colours_as_zero() -> None:
    result = debate({0: {" Red ": 5, "B": 3}, 1: {"y": 2}, 2: {"yellow": 0, "BLUE": 3}})
    assert result.coins == {0: 4, 1: 2, 2: 2}
    assert result.powers[1] == {"red": 0, "blue": 0, "yellow": 2}
