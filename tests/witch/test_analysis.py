"""The lessons' measurements (majority_core/witch/analysis.py) and exercises (exercises.py)."""

from __future__ import annotations

import math
import re

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


def test_a_long_row_name_is_written_across_above_the_rows() -> None:
    """Lesson 42's caution chart names its three rows with a sentence: written upright it made
    the chart three times its rows' height (the teacher's run, issue 23); it is written across,
    above the rows, and the chart keeps the height of its rows."""
    import pandas as pd
    import vl_convert as vlc

    from majority_core.display import lesson_chart
    from majority_core.witch.analysis import interval_chart

    frame = pd.DataFrame({"caution": ["1", "0.5", "0"], "mean": [20.6, 16.4, 15.7],
                          "low": [17.9, 13.3, 13.5], "high": [23.3, 19.5, 17.9]})
    name = "caution (how much it avoids its own colour)"
    chart = interval_chart(frame, x="caution", y="mean", low="low", high="high",
                           title="Mean points", category_title=name)
    spec = chart.to_dict()
    axis = spec["layer"][0]["encoding"]["y"]["axis"]
    assert spec["layer"][0]["encoding"]["y"]["title"] == name and axis["titleAngle"] == 0
    svg = vlc.vegalite_to_svg(lesson_chart(chart).to_dict())
    height = float(re.search(r'<svg[^>]*\bheight="([\d.]+)"', svg)[1])
    assert height < 200, height  # 3 rows of 30 px, the axes and the titles
    plain = interval_chart(frame, x="caution", y="mean", low="low", high="high", title="t")
    assert "axis" not in plain.to_dict()["layer"][0]["encoding"]["y"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_belief_line_is_drawn_in_the_colour_its_legend_names(language: str) -> None:
    """Lesson 41's belief chart drew "seat 3 (blue)" red and "seat 1 (black)" blue (the default
    palette; the teacher's run, issue 23). Each seat's line and points take the colour of the
    scale entry its legend shows, and that colour is the seat's true colour, named in the label."""
    import majority_core
    from majority_core.witch.analysis import belief_chart, belief_trace
    from majority_core.witch.exercises import lesson_41_game
    from majority_core.witch.explain import CSS_COLOUR, colour, seat

    trace = belief_trace(lesson_41_game(), 0)
    majority_core.set_language(language)
    try:
        spec = belief_chart(trace, seat=0).to_dict()
        field = spec["encoding"]["color"]["field"]
        scale = spec["encoding"]["color"]["scale"]
        legend = dict(zip(scale["domain"], scale["range"], strict=True))  # label -> its swatch
        rows = next(iter(spec["datasets"].values()))
        assert {r["seat"] for r in rows} == {1, 2, 3} and len(legend) == 3
        for row in rows:  # every mark of a seat is coloured through its label
            label, truth = row[field], row["true colour"]
            assert label == f"{seat(row['seat'])} ({colour(truth)})"
            assert legend[label] == CSS_COLOUR[truth], (label, legend[label])
        assert spec["mark"] == {"type": "line", "point": True}  # points share the line's colour
    finally:
        majority_core.set_language("en")
