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

from majority_core.the_majority.components import Card
from majority_core.the_majority.kernel import _settle, colour_payout, winners


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
