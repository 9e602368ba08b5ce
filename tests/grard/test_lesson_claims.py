"""Lesson 23's claims and exercise 23.2's feedback, checked on the rules (issue 23, 1)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from majority_core.exercises import exercises
from majority_core.grard.equilibria import grard_turn_game


def _full_mix_mark(pile: int, stay: float = 1.0) -> float:
    game = grard_turn_game(pile, stay=stay)
    r, _c = next((r, c) for r, c in game.equilibria() if all(x > 0 for x in r))
    return float(r[game.rows.index("mark")])


def test_the_fully_mixed_turn_follows_indifference() -> None:
    """Grard "Résolution des votes" and "La carte Marquer": with two seats, a proposition pays
    ``stay`` when both vote it, Mark pays the pile. Indifference: stay x p = pile x q and
    3p + q = 1. Pile 3, stay 1: q = 1/10; pile 1, stay 3 (the roles swapped): q = 1/2,
    not the 0.75 that proportion to the payoff would give."""
    assert _full_mix_mark(3) == pytest.approx(float(Fraction(1, 10)))
    assert _full_mix_mark(1, stay=3) == pytest.approx(0.5)


def test_23_2_names_the_proportional_slip_and_no_false_claim() -> None:
    ex = next(e for e in exercises("23") if e.key == "23.2")
    said = ex.check(0.75)
    assert not said and "proportion" in said.why and "staying paid 3" not in said.why
    assert ex.check(Fraction(1, 10)) and ex.check(0.1)


def test_the_two_seat_game_numbers_seats_as_the_engine() -> None:
    """Lesson 23 numbers seats from 0 everywhere, as the real turns of section 3 do."""
    game = grard_turn_game(3)
    assert (game.row_player, game.col_player) == ("seat 0", "seat 1")


def test_tournament_summary_gives_the_95_percent_interval_of_the_win_share() -> None:
    """Lesson 21's table: mean share +- 1.96 standard errors (not one standard error)."""
    import pandas as pd

    from majority_core.grard.analysis import tournament_summary

    shares = [1.0] * 70 + [0.0] * 130  # 200 games, a share of 0.35
    rows = [{"policy": "x", "seat": i % 5, "points": 10, "share": s, "won": s > 0}
            for i, s in enumerate(shares)]
    rows += [{"policy": "y", "seat": 0, "points": 0, "share": 0.0, "won": False}] * 200
    summary = tournament_summary(pd.DataFrame(rows))
    x = summary.loc["x"]
    half = 1.96 * pd.Series(shares).std(ddof=1) / 200 ** 0.5
    assert half == pytest.approx(0.066, abs=0.001)
    assert x["win_share_95%_low"] == pytest.approx(0.35 - half, abs=0.001)
    assert x["win_share_95%_high"] == pytest.approx(0.35 + half, abs=0.001)
    assert summary.loc["y", "win_share_95%_low"] == 0 == summary.loc["y", "win_share_95%_high"]
