"""The lessons' measurements (majority_core/witch/analysis.py) and exercises (exercises.py)."""

from __future__ import annotations

import math

import pytest

from majority_core.exercises import exercises
from majority_core.witch import Heuristic, Investigator, Random
from majority_core.witch import analysis as an


def test_guess_accuracy_against_a_cautious_player_beats_chance() -> None:
    """A cautious heuristic gives its colour away; a colour-blind one does not (lesson 41)."""
    t = an.guess_accuracy({"cautious": Heuristic(), "blind": Heuristic(0.0)}, n_games=16,
                          progress=False).set_index("opponents")
    assert t.loc["cautious", "ci_low"] > 0.25 > t.loc["blind", "ci_low"]
    assert (t["ci_low"] <= t["accuracy"]).all() and (t["accuracy"] <= t["ci_high"]).all()
    assert t.loc["cautious", "guesses"] == 16 * 3


def test_hiding_cost_and_tournament_have_intervals() -> None:
    cost = an.hiding_cost((1.0, 0.0), n_games=8, progress=False).set_index("caution")
    assert cost.loc[1.0, "guessed_rate"] > cost.loc[0.0, "guessed_rate"]
    assert cost.loc[0.0, "suspicion_paid"] > cost.loc[1.0, "suspicion_paid"]
    t = an.tournament({"a": Investigator(), "b": Heuristic(), "c": Heuristic(0.0), "d": Random()},
                      n_games=24, progress=False)
    assert math.isclose(t["win_share"].sum(), 1.0)
    assert (t["points_low"] <= t["mean_points"]).all()
    with pytest.raises(ValueError):
        an.tournament({"a": Random()}, n_games=2)


def test_lesson_tables() -> None:
    assert len(an.components_table()) == 5
    info = an.information_table({"A": {"pink": 3, "yellow": 2, "red": 1, "blue": 1},
                                 "B": {"pink": 1, "yellow": 2, "red": 2}})
    assert info.set_index("player").loc["A", "points"] == 2 + 9 + 4 + 1 + 3
    sus = an.suspicion_table({"blue": 5, "pink": 8}, n_players=4, standard=True)
    assert list(sus["suspicion points"]) == [10, 13]
    values = an.disk_value_table().set_index("your disks")
    assert values.loc[2, "others' best 2"] == 5  # from a tie at 2 (4) to alone at 3 (9)
    hide = an.hiding_value_table().set_index("face-up rumours of your colour")
    assert hide.loc[5, "points saved"] == 7
    assert len(an.model_table()) == 6


def test_calibration_bins_cover_every_guess() -> None:
    cal = an.calibration(n_games=10, progress=False)
    assert cal["guesses"].sum() == 40
    assert ((cal["ci_low"] <= cal["right"]) & (cal["right"] <= cal["ci_high"])).all()


@pytest.mark.parametrize("lesson", ["40", "41", "42"])
def test_every_exercise_has_a_checked_answer_and_refuses_a_wrong_one(lesson: str) -> None:
    for ex in exercises(lesson):
        assert not ex.check(-12345)
        assert ex.check(...).right is None
        assert ex.question and ex.why
