"""Lesson 12's reading of its belief chart, checked on the replayed game (issue 23, 1)."""

from __future__ import annotations

from majority_core.game import play
from majority_core.sultane import SultaneState
from majority_core.sultane.analysis import belief_trace
from majority_core.sultane.exercises import LESSON_12_GAME
from majority_core.sultane.policies import Bayesian


def test_lesson_12_seat_2_line_lies_under_seat_5() -> None:
    """The chart's legend lists seat 2, whose line the lesson says is hidden under seat 5's:
    seat 1 (the interventionist followed) saw the two act alike, so their beliefs agree at
    every government."""
    n, seed = LESSON_12_GAME["n_players"], LESSON_12_GAME["seed"]
    game = play(SultaneState.new(n_players=n, seed=seed), [Bayesian()] * n, seed=seed)
    seat = game.roles.index("interventionist")
    assert seat == 1
    trace = belief_trace(game, seat)
    two = trace[trace.seat == 2]["p_pacifist_side"].round(9).tolist()
    five = trace[trace.seat == 5]["p_pacifist_side"].round(9).tolist()
    assert two == five and len(two) > 1
    others = [trace[trace.seat == s]["p_pacifist_side"].round(9).tolist() for s in (0, 3, 4, 6)]
    assert all(line != two for line in others)
