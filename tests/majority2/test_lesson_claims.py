"""Lesson 31's economy table counts wins only between different bots (issue 23, 1)."""

from __future__ import annotations

from majority_core.majority2 import Majority2State
from majority_core.majority2.analysis import economy_table
from majority_core.majority2.policies import get_policy
from majority_core.simulate import simulate


def test_economy_win_rate_leaves_out_mirror_matches() -> None:
    """With ("random", "greedy") the old table showed random at 33% although random never beat
    greedy (lesson 32): its mirror match gave it half of those games. Now each rate is the rate
    of the cross match alone."""
    table = economy_table(("random", "greedy"), 8, seed=31).set_index("bot")
    games = simulate(Majority2State, [get_policy("random"), get_policy("greedy")], 8, seed=31,
                     n_players=2, progress=False)
    rates = games.groupby("policy")["won"].mean()
    assert table.loc["random", "win rate"] == rates["random"]
    assert table.loc["greedy", "win rate"] == rates["greedy"]
    assert len(games) == 16  # one row per bot and game: no mirror match mixed in


def test_exercise_30_1_names_each_slip_by_the_score_it_gives() -> None:
    """Majority 2 5-8 and 6-2: three witches Secretaries (2 + 2 x 2 each), a dragons Veteran
    (4) and 7 coins make 29. Counting each Secretary as 2 + 2 x 1 gives 3 x 4 + 4 + 7 = 23;
    forgetting the Veteran gives 18 + 7 = 25: each gets its own message (the mathematics
    review found the first message keyed on 25)."""
    from majority_core.exercises import exercises

    ex = next(e for e in exercises("30") if e.key == "30.1")
    assert ex.check(3 * (2 + 2 * 2) + 4 + 7)
    assert "2 + 2 × 1" in ex.check(3 * (2 + 2 * 1) + 4 + 7).why
    said = ex.check(3 * (2 + 2 * 2) + 7).why
    assert "Veteran" in said and "2 + 2 × 1" not in said


def test_exercise_31_1_pays_both_costs_from_the_six_coins() -> None:
    """Majority 2 5-6: a Senior costs 4 and a Secretary 2, so 6 coins face up leave none."""
    from majority_core.exercises import exercises

    ex = next(e for e in exercises("31") if e.key == "31.1")
    assert ex.check(0)
    assert not ex.check(2) and not ex.check(4)


def test_exercise_31_2_is_the_draw_tables_row_less_the_opponents_card() -> None:
    """Majority 2 5-4: with 5 factions formed a player draws 5 and the opponent puts 1 card in
    reserve, so 4 more; answering 5 forgets the opponent's card, and is told so."""
    from majority_core.exercises import exercises
    from majority_core.majority2.kernel import draw_count

    assert draw_count(5) == 5
    ex = next(e for e in exercises("31") if e.key == "31.2")
    assert ex.check(4)
    assert not ex.check(3) and not ex.check(6)
    assert "opponent also gets 1 card" in ex.check(5).why


def test_exercise_30_2_counts_the_discs_faction_and_names_each_slip() -> None:
    """Majority 2 6-1: the blue disc makes the demons Secretary count as witches for the
    witches Secretary (4) while its own text still counts the plain demons Secretary (4), which
    no longer sees it (2): 10. Counting the plain one's demons anyway gives 12, missing the
    witches Secretary's count gives 8: each slip gets its own message."""
    from majority_core.exercises import exercises

    ex = next(e for e in exercises("30") if e.key == "30.2")
    assert ex.check(10)
    assert "plain demons Secretary does not count" in ex.check(12).why
    assert "counted by the witches Secretary" in ex.check(8).why


def test_exercise_30_3_is_the_turn_the_lessons_game_ended_and_no_bisection() -> None:
    """Majority 2 5-7: the lesson's game (planner against greedy, seed 30) ends at the clean-up
    of its last turn; a wrong turn is not called too large or too small (the answer names a
    turn, found in the log, not by halving)."""
    from majority_core.exercises import exercises
    from majority_core.majority2.exercises import lesson_game

    ex = next(e for e in exercises("30") if e.key == "30.3")
    turn = lesson_game().turn
    assert lesson_game().is_terminal() and ex.check(turn)
    for wrong in (turn - 1, turn + 1):
        said = ex.check(wrong).why
        assert "too large" not in said and "too small" not in said


def test_the_choices_of_lessons_31_and_32_accept_the_answer_their_reasons_give() -> None:
    """31.3 (Majority 2 5-7: the hand left at clean-up goes to the opponent, the reserve stays),
    32.1 (what a 95% interval below one half says) and 32.2 (a greedy opponent uses what it is
    passed): each accepts the option its reason explains, by letter or by its words, and no
    other."""
    from majority_core.exercises import exercises

    right = {"31.3": "b", "32.1": "c", "32.2": "b"}
    found = {ex.key: ex for lesson in ("31", "32") for ex in exercises(lesson)}
    for key, letter in right.items():
        ex = found[key]
        assert ex.check(letter), key
        others = [chr(ord("a") + i) for i in range(len(ex.options))]
        assert not any(ex.check(x) for x in others if x != letter), key
    assert found["32.2"].check("greedy")
