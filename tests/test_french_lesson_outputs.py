"""The lessons' tables, charts and sentences in French, at their cause (review 2, docs/reviews/
french-review-2.md, defects 2, 5, 6, 18, 25, 27, 28, 29, 30, 47, 62): what the package code
shows in a lesson, checked without executing a notebook."""

from __future__ import annotations

import pandas as pd
import pytest

from majority_core import display, i18n
from majority_core.display import bound_header, frame_html, translated_spec
from majority_core.equilibria import MatrixGame, equilibria_table, reply_cycle
from majority_core.lesson_words import INTERVAL_BOUNDS


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


def test_every_interval_bound_has_one_header_pattern() -> None:
    """Defect 27: "borne inf. (IC 95 %)", "points, borne inf. (IC 95 %)" in every lesson, not
    "victoire bas 95 %", "IC bas", "points haut"."""
    with i18n.language("fr"):
        headers = {name: display._words(name) for name in INTERVAL_BOUNDS}
        share = display._words("win_share_95%_low")
    low, high = "borne inf. (IC 95\u00a0%)", "borne sup. (IC 95\u00a0%)"
    assert headers["95% low"] == headers["ci low"] == headers["win low"] == low
    assert headers["95% high"] == headers["ci high"] == headers["win 95% high"] == high
    assert headers["points high"] == "points, " + high
    assert headers["coins 95% low"] == "pièces, " + low
    assert share == "part de victoires, " + low
    assert all(h.endswith((low, high)) for h in headers.values()), headers
    assert bound_header(None, "low") == "lower bound (95% CI)"
    assert bound_header("points", "high") == "points, upper bound (95% CI)"


def test_deck_table_names_the_cards_as_the_rulebook_prints_them() -> None:
    """Defect 2: the effect column shows the cards' names, revised 2-3 [0], [2], [3], [7]."""
    from majority_core.the_majority import analysis as lesson

    with i18n.language("fr"):
        effects = list(lesson.deck_table(4)["effect"])
    assert [e for e in effects if e not in ("–", "")] == [
        "Pots-de-vin", "Assassinat", "Espion", "Traîtrise"]


def test_break_even_formula_is_written_as_mathematics() -> None:
    """Defect 6: ⌊W/5⌋ × k > 2 (revised 2-4), in both languages, never floor(W/5) x k."""
    from majority_core.the_majority import analysis as lesson

    assert list(lesson.break_even()["formula"]) == [
        "\u230aW/5\u230b \u00d7 1 > 2", "\u230aW/5\u230b \u00d7 2 > 2", "\u230aW/5\u230b \u00d7 3 > 2"]


def test_drift_table_shares_are_numbers_shown_the_french_way() -> None:
    """Defect 5: lesson 10's drift table read "28.0%" in French."""
    from majority_core.sultane.analysis import drift_table

    drift = pd.DataFrame({"draw": [1, 2], "draws": [300, 300], "p_three_pacifist": [0.28, 0.243],
                          "share_after_reshuffle": [0.0, 0.976]})
    with i18n.language("fr"):
        page = frame_html(drift_table(drift))
    assert "28,0\u00a0%" in page and "97,6\u00a0%" in page and "28.0" not in page


def test_save_summary_shows_the_file_s_keys_as_code() -> None:
    """Defect 18: the JSON keys stay what the file says (as code), the rows are words."""
    from majority_core.the_majority import TheMajorityState
    from majority_core.the_majority import analysis as lesson

    state = TheMajorityState.new(n_players=4, seed=0)
    with i18n.language("fr"):
        page = lesson.save_summary(state.to_json())._repr_html_()
    assert "<code>n_players</code>" in page and "<code>seed</code>" in page
    assert "<code>the_majority</code>" in page
    assert ">joueurs<" in page and "n joueurs" not in page and "graine" in page


def test_layered_chart_has_one_axis_title_and_french_category_numbers() -> None:
    """Defect 28: a rule from "95% low" to "95% high" beside a point at "accuracy" wrote
    "justesse, valeur" on the axis; defect 5: a caution of 0.5 read "0.5"."""
    from majority_core.witch.analysis import interval_chart

    frame = pd.DataFrame({"caution": ["1", "0.5", "0"], "accuracy": [0.9, 0.5, 0.3],
                          "ci_low": [0.8, 0.4, 0.2], "ci_high": [1.0, 0.6, 0.4]})
    chart = interval_chart(frame, x="caution", y="accuracy", low="ci_low", high="ci_high",
                           title="Investigator's correct guesses (95% intervals)", rule=0.25,
                           percent=True)
    with i18n.language("fr"):
        spec = translated_spec(chart.to_dict())
    titles = {layer["encoding"][c].get("title") for layer in spec["layer"]
              for c in ("x", "x2") if c in layer.get("encoding", {})}
    assert titles == {"taux de réussite"}
    values = [row["caution"] for rows in spec["datasets"].values() for row in rows
              if "caution" in row]
    assert "0,5" in values and "0.5" not in values


def test_equilibria_in_french_words() -> None:
    """Defects 25 and 47: an equilibrium is "pur"; the reply cycle's sentences have their
    article ("Les joueurs 0 et 2 jouent …")."""
    game = MatrixGame("t", "seats 0 and 2", "seats 1 and 3", ["A", "B"], ["C", "D"],
                      [[1, 0], [0, 1]], [[-1, 0], [0, -1]])
    saddle = MatrixGame("t", "seats 0 and 2", "seats 1 and 3", ["A", "B"], ["C", "D"],
                        [[2, 1], [0, 0]], [[-2, -1], [0, 0]])
    with i18n.language("fr"):
        kinds = set(equilibria_table(saddle).iloc[:, 0])
        lines = reply_cycle(game)
    assert kinds == {"pur"}
    assert all(line.startswith("Les ") for line in lines[:-1])
    assert "(les " in lines[0] and "stratégie mixte" in lines[-1]


@pytest.mark.parametrize(("word", "french"), [
    ("runner-up", "dauphin"), ("tied winners", "nombre de vainqueurs"),
    ("mean points", "moyenne des points"), ("P(on the pacifist side)", "P(camp pacifiste)"),
    ("turns exact", "espérance exacte du nombre de tours"), ("Partner", "Coéquipier"),
    ("legal actions", "actions permises"), ("all-seeing view", "vue omnisciente"),
])
def test_lesson_words_in_the_rulebooks_and_school_french(word: str, french: str) -> None:
    """Defects 16, 21, 26, 29, 30, 62: the short words of the lessons' tables."""
    with i18n.language("fr"):
        assert display._words(word) == french


def test_english_charts_get_one_axis_title_too() -> None:
    """Defect 28 in English: the lessons' renderer gives a layered chart one title per axis
    (the first a layer gives, else a field in words, an interval's bound last), never "accuracy, ci_low"."""
    import altair as alt

    frame = pd.DataFrame({"who": ["a", "b"], "accuracy": [0.5, 0.6], "ci_low": [0.4, 0.5],
                          "ci_high": [0.6, 0.7]})
    base = alt.Chart(frame).encode(y="who:N")
    chart = base.mark_rule().encode(x="ci_low:Q", x2="ci_high:Q") + base.mark_point().encode(
        x=alt.X("accuracy:Q", title="share right"))
    spec = display._one_title_per_axis(chart.to_dict())
    titles = {layer["encoding"][c]["title"] for layer in spec["layer"] for c in ("x", "x2")
              if c in layer["encoding"]}
    assert titles == {"share right"}
    untitled = (base.mark_rule().encode(x="ci_low:Q", x2="ci_high:Q")
                + base.mark_point().encode(x="accuracy:Q"))
    spec = display._one_title_per_axis(untitled.to_dict())
    assert {layer["encoding"]["x"]["title"] for layer in spec["layer"]} == {"accuracy"}
