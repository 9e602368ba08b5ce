"""Majority 2's simulations: head-to-head win rates with Wilson intervals, simulate's rows."""

from __future__ import annotations

import subprocess
import sys

import pytest

from majority_core.majority2 import simulate
from majority_core.majority2.analysis import head_to_head, tournament, win_rate_chart


def test_head_to_head_counts_wins_with_a_wilson_interval() -> None:
    r = head_to_head("greedy", "random", 6, seed=1)
    assert r["games"] == 6 and 0 <= r["wins"] <= 6
    assert r["95% low"] <= r["win rate"] <= r["95% high"]
    assert r == head_to_head("greedy", "random", 6, seed=1)  # seeded


def test_tournament_and_chart() -> None:
    table = tournament(("random", "greedy"), 4, seed=2)
    assert list(table["bot"]) == ["random"] and list(table["opponent"]) == ["greedy"]
    assert win_rate_chart(table).to_dict()["layer"]


def test_the_win_rate_axis_has_one_title() -> None:
    """Lesson 32's chart: the bars and the intervals share the x axis; with two titles Vega-Lite
    wrote both ("win rate of the first bot, 95% low", the teacher's run, issue 23)."""
    import vl_convert as vlc

    from majority_core.display import lesson_chart

    table = tournament(("random", "greedy"), 4, seed=2)
    spec = win_rate_chart(table).to_dict()
    assert {layer["encoding"]["x"]["title"] for layer in spec["layer"]} == {
        "win rate of the first bot"}
    svg = vlc.vegalite_to_svg(lesson_chart(win_rate_chart(table)).to_dict())
    assert ">win rate of the first bot<" in svg and "bot, 95% low" not in svg


def test_simulate_rows() -> None:
    df = simulate(["greedy", "random"], 4, seed=3)
    assert len(df) == 8 and set(df.groupby("game")["won"].sum()) == {1}
    assert {"score", "card_vp", "coins", "factions", "turns"} <= set(df.columns)


def test_import_loads_no_notebook_library() -> None:
    code = (
        "import sys, majority_core.majority2, majority_core.majority2.analysis, "
        "majority_core.majority2.worlds\n"
        "bad = [m for m in ('pandas', 'altair', 'scipy', 'numpy', 'ipywidgets') if m in sys.modules]\n"
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_score_tables_why_says_why_in_words_never_the_points_again(language: str) -> None:
    """Lesson 30's score table: the column *why* read "3" beside 3 VP (the teacher's run, issue
    23). Every row now says which rule gives the points, in words, and cites it (5-8, 6-2)."""
    import re

    import majority_core
    from majority_core.majority2.analysis import score_table
    from majority_core.majority2.components import Card
    from majority_core.majority2.exercises import lesson_game
    from majority_core.majority2.kernel import card_points

    majority_core.set_language(language)
    try:
        table = score_table(lesson_game())
        for row in table.itertuples(index=False):
            why = row.why
            assert re.search(r"[^\W\d_]{3}", why) and why.strip() != str(row[2]), row
            assert re.search(r"\b(5-8|6-2)\b", why), row
        assert set(table["why"]) >= {majority_core.i18n._("printed on the card, 6-2")}
        zone = [Card.of("witches:secretary"), Card.of("witches:secretary")]
        assert card_points(zone, 0)[0] == 4 and "1" in card_points(zone, 0)[1]  # 6-2's bonus
    finally:
        majority_core.set_language("en")
