"""The Witch lessons' mathematical claims, checked on the rules engine and the lessons' own runs
(issue 23, 1: docs/reviews/lessons-mathematics.md)."""

from __future__ import annotations

from majority_core.exercises import exercises
from majority_core.witch.kernel import execution


def test_lesson_40_a_tie_at_the_top_executes_nobody() -> None:
    """Witch 5 (second night): the colour with the most day-2 suspicion is executed only if it
    is alone at the top (and held by a player); a tie executes nobody."""
    assert execution({"red": 5, "blue": 5, "pink": 2}, ["red", "blue", "pink"]) == (None, None)
    assert execution({"red": 6, "blue": 5, "pink": 2}, ["red", "blue", "pink"]) == ("red", 0)


def test_lesson_41_the_colour_blind_seat_is_guessed_no_better_than_chance() -> None:
    """Lesson 41's accuracy table (40 discovery games, seed 41): against the colour-blind bot
    the investigator is right 21 times of 120, below the 1 in 4 of a blind guess, its Wilson
    interval only just reaching 25%; exercise 41.4 says "no more often than chance"."""
    from majority_core.witch import Heuristic
    from majority_core.witch.analysis import guess_accuracy

    acc = guess_accuracy({"colour-blind": Heuristic(0.0)}, n_players=4, standard=False,
                         n_games=40, seed=41, progress=False).iloc[0]
    assert (acc["correct"], acc["guesses"]) == (21, 120)
    assert acc["accuracy"] < acc["chance"] == 0.25 < acc["ci_high"] < 0.26
    ex = next(e for e in exercises("41") if e.key == "41.4")
    assert "no more often than chance" in ex.question and "hardly" not in ex.question
    assert "confidently wrong" in ex.why


def test_lesson_42_cautious_play_scores_more_deal_by_deal() -> None:
    """Lesson 42: the cautions played the same 60 deals from the same seat, so they are
    compared deal by deal (scipy's paired t test): caution 1 scores more than caution 0, its
    95% interval of the mean difference well above zero, although the two unpaired t
    intervals of the means only touch."""
    from majority_core.witch.analysis import caution_difference, hiding_cost

    cost = hiding_cost((1.0, 0.0), n_players=4, standard=True, n_games=60, seed=42,
                       progress=False).set_index("caution", drop=False)
    assert cost.loc[0.0, "points_high"] >= cost.loc[1.0, "points_low"] - 0.01  # they touch
    paired = caution_difference(cost, 1.0, 0.0).iloc[0]
    assert paired["deals"] == 60 and paired["95% low"] > 2
    assert paired["p-value (paired t test)"] < 0.001
    mean = cost.loc[1.0, "mean_points"] - cost.loc[0.0, "mean_points"]
    assert abs(paired["mean difference in points"] - mean) < 1e-9


def test_lesson_42_the_wilson_interval_sits_beside_the_share_it_is_on() -> None:
    """Lesson 42's tournament: the Wilson interval is on the games won or tied, now shown
    beside it (won_or_tied), not only beside the split win share."""
    from majority_core.witch import Heuristic, Investigator, Random
    from majority_core.witch.analysis import tournament, wilson

    bots = {"investigator": Investigator(), "heuristic": Heuristic(),
            "colour-blind": Heuristic(0.0), "random": Random()}
    result = tournament(bots, n_players=4, standard=True, n_games=4, seed=42, progress=False)
    for row in result.itertuples():
        assert row.won_or_tied == row.wins_or_ties / row.games
        assert (row.win_low, row.win_high) == wilson(row.wins_or_ties, row.games)
        assert row.win_low <= row.won_or_tied <= row.win_high


def test_exercise_42_2_says_a_data_card_pays_most_just_over_the_threshold() -> None:
    ex = next(e for e in exercises("42") if e.key == "42.2")
    assert "just over the threshold" in ex.why and "just under" not in ex.why


def test_lesson_42_the_tournament_cannot_tell_investigator_from_heuristic() -> None:
    """Lesson 42's tournament (96 games, seed 42): the investigator and the heuristic differ by
    under a point while points vary by about 8 a game, so 96 games cannot tell whether they
    differ; showing a gap that small at the 95% level would take some 750 games a bot."""
    from scipy.stats import t

    from majority_core.witch import Heuristic, Investigator, Random
    from majority_core.witch.analysis import tournament

    bots = {"investigator": Investigator(), "heuristic": Heuristic(),
            "colour-blind": Heuristic(0.0), "random": Random()}
    result = tournament(bots, n_players=4, standard=True, n_games=96, seed=42,
                        progress=False).set_index("bot")
    a, b = result.loc["investigator"], result.loc["heuristic"]
    assert a["points_high"] > b["points_low"] and b["points_high"] > a["points_low"]
    gap = abs(a["mean_points"] - b["mean_points"])
    sd = (a["points_high"] - a["points_low"]) / 2 / t.ppf(0.975, 95) * 96**0.5
    needed = 2 * (1.96 * sd / gap) ** 2
    assert gap < 1 and 7.5 < sd < 9 and 600 < needed < 900
