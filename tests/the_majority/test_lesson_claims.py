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


# -- the mathematics review (docs/reviews/lessons-mathematics.md) ---------------------------------
def test_lesson_01_the_power_per_colour_is_120_with_4_players_and_87_with_3() -> None:
    """Revised 1-2 (4 players) and 3-3 (3 players: one card of each power 0, 3, 5, 6, 9, 10
    fewer per colour): the cap on a debate total depends on the player count."""
    from majority_core.the_majority.analysis import colour_counts

    power = {n: sum(p * k for p, k in colour_counts(n).items()) for n in (3, 4)}
    assert power == {3: 87, 4: 120}


def test_lesson_02_round_summary_counts_only_debates_with_a_runner_up() -> None:
    """Lesson 02's 40 games (seed 2): 120 colour debates in round 1, one without a second
    total (no runner-up, revised 2-4), which the summary leaves out and now says so."""
    from majority_core.the_majority.analysis import debate_records, second_place_summary

    records = debate_records(40, seed=2)
    first = records[records["round"] == 1]
    summary = second_place_summary(records).set_index("round")
    assert len(first) == 120 and (first["second total"] == 0).sum() == 1
    assert summary.loc[1, "debates with a runner-up"] == 119


def test_lesson_06_position_b_equilibrium_cannot_be_played_by_independent_partners() -> None:
    """Lesson 06, question 3 of section 8: position B has one equilibrium, and its row mix is
    no product of what seats 0 and 2 play on their own: it never plays Y5 & Y0, while
    independent partners with the same marginals would (1/6 x 7/18 = 7/108)."""
    from fractions import Fraction

    from majority_core.the_majority import equilibria as eq

    game = eq.last_trick_game(eq.find_last_trick(7, max_games=1))
    (rows, _cols), *others = game.equilibria()
    assert not others  # the only equilibrium
    mix = {name: Fraction(p).limit_denominator(100) for name, p in zip(game.rows, rows, strict=True)}
    seat0_y5 = sum(p for name, p in mix.items() if name.startswith("Y5"))
    seat2_y0 = sum(p for name, p in mix.items() if name.endswith("Y0"))
    assert mix["Y5 & Y0"] == 0 and seat0_y5 * seat2_y0 == Fraction(7, 108)


def test_exercise_07_2_says_the_search_spends_playouts_unevenly() -> None:
    """Lesson 07's convergence table gives a weak card few playouts: the accepted option says
    the favoured cards get more, not every card."""
    from majority_core.exercises import exercises

    ex = next(e for e in exercises("07") if e.key == "07.2")
    assert ex.check("a") and "favours" in ex.options[0] and not ex.check("b")
