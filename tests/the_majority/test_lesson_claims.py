"""The lessons' mathematical claims about The Majority, checked on the rules engine (issue 23, 1).

A sentence of a lesson that states what a position pays or what an equilibrium looks like is
tested here, so that a lesson cannot teach what the engine (and so the rulebook) contradicts.
"""

from __future__ import annotations

from majority_core.the_majority.analysis import debate_coins


def _blue(*totals: int) -> dict[int, dict[str, int]]:
    return {seat: {"blue": t} for seat, t in enumerate(totals)}


def test_lesson_02_tie_an_opponent_at_the_top_with_your_partner_second() -> None:
    """Lesson 02, section 4 (revised 2-4: the runner-up takes W // 5 once per tied leader; seats
    0 and 2 are partners, revised 1-5): tying an opponent at the top with the partner second
    pays the team 2 + 6; tying the partner at the top hands the multiplied 6 to an opponent."""
    opponent_tie = debate_coins(_blue(16, 16, 10, 0))  # A = B = 16, C = 10
    assert opponent_tie[2] == 6 and opponent_tie[0] + opponent_tie[2] == 8
    assert opponent_tie[1] + opponent_tie[3] == 2
    partner_tie = debate_coins(_blue(16, 10, 16, 0))  # A = C = 16, B = 10
    assert partner_tie[1] == 6 and partner_tie[0] + partner_tie[2] == 4
