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


# -- the mathematics review (docs/reviews/lessons-mathematics.md) ---------------------------------
def _round_length_moments(k: int) -> tuple[Fraction, Fraction]:
    """(E[T], E[T^2]) of a random round's length from k players in, worked out here from one
    turn's fates (turn_outcomes): T = 1 + T', T' = 0 when the turn ends the round, else the
    length from the players going on."""
    from majority_core.grard.analysis import turn_outcomes

    going = {int(key): p for key, p in turn_outcomes(k).items() if key.isdigit() and int(key) >= 3}
    stay = going.pop(k, Fraction(0))
    lower = {j: _round_length_moments(j) for j in going}
    mean = (1 + sum(p * lower[j][0] for j, p in going.items())) / (1 - stay)
    square = (1 + 2 * (stay * mean + sum(p * lower[j][0] for j, p in going.items()))
              + sum(p * lower[j][1] for j, p in going.items())) / (1 - stay)
    return mean, square


def test_lesson_20_mean_turns_are_judged_by_the_round_lengths_spread() -> None:
    """Lesson 20, section 5: the band for the mean number of turns is 2 sd / sqrt(N) with sd the
    round length's own (worked out exactly here), not the proportion's 2 sqrt(p(1-p)/N); with
    the lesson's 40 games (seed 0), 3 and 4 players sit right at its edge (|z| near 2)."""
    from majority_core.grard.analysis import expected_round_length, simulate_rounds
    from majority_core.grard.policies import RandomVote

    for n in (3, 4, 5):
        mean, square = _round_length_moments(n)
        assert mean == expected_round_length(n)
        turns = simulate_rounds([RandomVote()] * n, 40, seed=0)["turns"]
        z = (turns.mean() - float(mean)) / (float(square - mean**2) / len(turns)) ** 0.5
        assert abs(z) < 2, (n, z)
        assert (abs(z) > 1.9) == (n in (3, 4)), (n, z)


def test_lesson_21_the_turn_is_a_coordination_game_with_an_all_mark_equilibrium() -> None:
    """Lesson 21, section 1 (Grard "Résolution des votes", "La carte Marquer"), 3 players,
    pile 3: each proposition voted by all is an equilibrium (a lone switch is out), and so is
    all Mark (+3, a lone switch out), which is not symmetric with the propositions."""
    from majority_core.grard.analysis import coordination_payoffs

    table = coordination_payoffs(3, 3)
    for mine, others in (("A", "AA"), ("B", "BB"), ("C", "CC"), ("Mark", "MM")):
        assert table.loc[mine, others] in ("go on", "+3")
        assert all(table.loc[other, others] == "out" for other in table.index if other != mine)
    assert table.loc["Mark", "MM"] == "+3" and table.loc["A", "AA"] == "go on"


def test_lesson_21_the_random_bot_votes_mark_a_quarter_of_the_time() -> None:
    """Lesson 21, section 4: cash-in@5 is not the only bot voting Mark; random does too."""
    import random

    from majority_core.grard.components import MARK
    from majority_core.grard.policies import RandomVote

    rng = random.Random(21)
    legal = ["A", "B", "C", MARK]
    share = sum(RandomVote().act({}, legal, rng) == MARK for _ in range(4000)) / 4000
    assert abs(share - 0.25) < 0.03


def test_lesson_23_questions_speak_of_the_two_seat_model_and_section_3_words() -> None:
    """Grard "Fin d'une manche": two players left at the start of a turn score the pile and end
    the round, so two seats voting alone is a model, not a turn of the game
    (tests/grard/test_state.py::test_end_of_round_example_1_two_left_score_the_pile)."""
    first, _second, third, _fourth = exercises("23")
    assert "model" in first.question and "alone in a turn" not in first.question
    assert "section 3" in third.wrong and "section 2" not in third.wrong
