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


def test_lesson_06_position_a_is_degenerate() -> None:
    """Lesson 06, section 2: against B5 & Y6 every row of position A earns the same, so any
    mix of the four rows is an equilibrium; support enumeration lists only the pure ones."""
    from majority_core.the_majority import equilibria as eq

    game = eq.last_trick_game(eq.find_last_trick(1, max_games=1))
    against = [1.0 if name == "B5 & Y6" else 0.0 for name in game.cols]
    for mix in ([0.25] * 4, [0.7, 0.0, 0.0, 0.3], [0.0, 0.5, 0.5, 0.0]):
        assert game.is_equilibrium(mix, against), mix
    listed = game.equilibria()
    assert all(max(r) == 1.0 and max(c) == 1.0 for r, c in listed)  # only pure ones listed


def test_lesson_06_position_c_has_equilibria_nashpy_does_not_list() -> None:
    """Lesson 06, section 5 (revised 2-6, a won game): rows 1/2-1/2 on R3 & R9 and B0 & R3
    against columns uniform over all four pairs is an equilibrium worth 0, and not a coin toss
    between two column pairs as each listed one is."""
    from majority_core.the_majority import equilibria as eq

    final = eq.find_last_trick(13, max_games=1, round_=4)
    win = eq.last_trick_game(final, payoff="win")
    half = [0.5 if name in ("R3 & R9", "B0 & R3") else 0.0 for name in win.rows]
    uniform = [0.25] * 4
    assert win.is_equilibrium(half, uniform)
    assert win.payoffs(half, uniform)[0] == 0 == round(win.value(), 9)
    assert all(sum(p > 0 for p in c) == 2 for _r, c in win.equilibria())
    # the coin-seeking pair R3 & R9 swings by up to 10 coins with the reply (not "a few")
    coins = eq.last_trick_game(final)
    assert sorted(coins.a[coins.rows.index("R3 & R9")]) == [-10, -9, 3, 4]


def test_exercise_01_3_does_not_reuse_the_worked_example() -> None:
    """Lesson 01 works winners([20, 18, 20, 22], spy_holder=3); 01.3 asks other coins, still a
    40-40 tie that the spy token breaks (revised 2-6)."""
    from majority_core.exercises import exercises
    from majority_core.the_majority import winners

    ex = next(e for e in exercises("01") if e.key == "01.3")
    assert "[20, 18, 20, 22]" not in ex.question
    assert ex.check([1, 3]) and winners([21, 17, 19, 23], spy_holder=1)[0] == [1, 3]
