"""The Grard lessons' tables and charts in words (lessons 20-21): exact fractions, fates in
words, and the smallest group of Mark voters that is always in the majority."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from majority_core.display import CHART_FONT
from majority_core.grard import analysis as an
from majority_core.grard.kernel import MARK, OPTIONS, resolve_turn


def test_no_majority_table_is_exact():
    t = an.no_majority_table()
    assert list(t["players"]) == list(range(3, 11))
    assert t["P(no majority)"][0] == Fraction(3, 8) and t["P(no majority)"][1] == Fraction(3, 32)
    assert (t["P(no majority)"][2:] == 0).all()  # pigeonhole from 5 players on


def test_turn_outcomes_table_in_words_sums_to_one():
    for k in (3, 5, 8):
        t = an.turn_outcomes_table(k)
        assert t["probability"].sum() == 1
        assert not any(w.isdigit() for w in t["what happens"])
    three = an.turn_outcomes_table(3).set_index("what happens")["probability"]
    assert three["2 players go on: they score the pile, the round ends"] == Fraction(27, 64)


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_smallest_sure_mark_group_by_brute_force(n):
    """Grard "Résolution des votes": ties at the top all win, so g Mark voters are safe when the
    others cannot put more than g votes on one option. Checked on every vote of the others."""

    def safe(g: int) -> bool:
        for others in itertools.product(OPTIONS[:3], repeat=n - g):
            votes = {i: MARK for i in range(g)} | {g + i: v for i, v in enumerate(others)}
            if MARK not in resolve_turn(votes, 3).majority:
                return False
        return True

    g = an.smallest_sure_mark_group(n)
    assert safe(g) and not safe(g - 1)


def test_lesson_charts_build_with_words():
    table = an.exact_table()
    spec = an.round_ends_chart(table).to_dict()
    labels = {row["end"] for row in spec["datasets"][next(iter(spec["datasets"]))]}
    assert labels == {"no majority", "only Mark in the majority", "two players left"}
    an.players_chart(table).to_dict()
    sweep = an.cash_in_sweep(thresholds=(2, 4), n_players=5, n_games=4, seed=1, groups=(1, 3))
    spec = an.cash_in_chart(sweep).to_dict()
    assert spec["layer"][0]["encoding"]["x"]["axis"]["values"] == [2, 4]


def test_lesson_charts_name_a_font_the_browser_has():
    """vl-convert sizes the SVG with the font it is told; the browser must draw the same one."""
    table = an.exact_table()
    for chart in (an.round_ends_chart(table), an.players_chart(table)):
        assert chart.to_dict()["config"]["font"] == CHART_FONT


def test_turn_table_shows_the_turn_being_voted_on():
    from majority_core.grard import GrardState
    from majority_core.grard.components import association, word

    state = GrardState.new(n_players=5, seed=7, language="en")
    t = an.turn_table(state)
    view = state.view(None)
    assert list(t.index) == ["reference", "A", "B", "C"]
    assert t.loc["reference", "word"] == word(view["pile"][-1]).text("en")
    for option in "ABC":
        w = word(view["propositions"][option])
        assert t.loc[option, "word"] == w.text("en")
        assert t.loc[option, "strength"] == round(association(word(view["pile"][-1]), w), 3)
    assert an.turn_table(state, "fr").loc["reference", "word"] == word(view["pile"][-1]).fr
