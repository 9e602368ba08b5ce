"""The Sultane lessons' tables and charts in words (lessons 10-12): right numbers, words for
headers, nothing a reader should not see (underscored names, NaN, cut legends)."""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction
from math import comb

from majority_core.display import CHART_FONT
from majority_core.sultane import analysis as an
from majority_core.sultane.bayes import DEFAULT_MODEL


def test_draw_odds_table_counts_the_sets():
    """Sultane 3c deck, 3 drawn (Sultane 5): C(11, k) C(6, 3 - k) of the C(17, 3) = 680 sets."""
    t = an.draw_odds_table()
    assert list(t["pacifist tales"]) == [3, 2, 1, 0]
    assert list(t["sets of tales"]) == [165, 330, 165, 20]
    assert set(t["out of"]) == {comb(17, 3)}
    assert t["probability"].sum() == 1 and t["probability"][0] == Fraction(165, 680)
    # after a reshuffle with 2 P and 1 I read: 9 P and 5 I in the deck
    late = an.draw_odds_table(9, 5)
    assert late.set_index("pacifist tales").loc[1, "probability"] == Fraction(9 * 10, 364)


def test_first_draw_comparison_has_word_headers():
    t = an.first_draw_comparison(n_draws=500, seed=3)
    assert not any("_" in c for c in t.columns)
    assert abs(t["simulated (500 shuffles)"].sum() - 1) < 1e-9


def test_balance_tables_are_in_words_with_intervals():
    df = an.random_balance(range(5, 7), n_games=50, seed=4)
    t = an.balance_table(df)
    assert list(t.columns) == ["players", "games", "pacifist wins", "pacifist win rate",
                               "95% interval"]
    lo, hi = an.wilson(int(df["pacifist_wins"][0]), 50)
    assert t["95% interval"][0] == f"{100 * lo:.1f}%–{100 * hi:.1f}%"
    ends = an.balance_table(df, how_games_end=True)
    shares = ends.drop(columns="players").map(lambda s: float(s.rstrip("%")))
    assert ((shares.sum(axis=1) - 100).abs() < 0.3).all()  # every game ends in one of 4 ways


def test_cached_tables_have_no_missing_cells_and_no_codes():
    big = an.cached_balance()
    for t in (an.balance_grid(big), an.published_table(big), an.variant_table(big)):
        assert not t.isna().any().any()
        text = " ".join(map(str, t.to_numpy().ravel())) + " ".join(t.columns)
        assert "_" not in text and "nan" not in text.lower()
    assert "not run" not in set(an.variant_table(big).to_numpy().ravel())  # every bot, every rule


def test_model_table_explains_every_parameter():
    t = an.model_table()
    assert list(t["parameter"]) == [f.name for f in fields(DEFAULT_MODEL)]
    assert all(t["meaning"])
    assert t.set_index("parameter").loc["read_p_tainted", "value"] == 0.75


def test_belief_chart_legend_is_whole_and_the_axis_counts_governments():
    from majority_core.game import play
    from majority_core.sultane import SultaneState
    from majority_core.sultane.policies import Random

    game = play(SultaneState.new(n_players=7, seed=5), [Random()] * 7, seed=5)
    trace = an.belief_trace(game, 0)
    spec = an.belief_lines(trace).to_dict()
    enc = spec["encoding"]
    assert enc["color"]["legend"]["labelLimit"] == 0
    assert enc["strokeDash"]["legend"] is None  # no meaningless second legend
    assert all(isinstance(v, int) for v in enc["x"]["axis"]["values"])
    final = an.final_beliefs(trace)
    assert list(final["seat"]) == list(range(7))
    assert sorted(final["true role"]) == sorted(
        "Dinarzade" if r == "dinarzade" else r for r in game.roles
    )


def test_lesson_charts_build():
    an.reshuffle_heatmap().to_dict()
    an.drift_chart(an.draw_odds_by_government(n_players=5, n_games=5, seed=1)).to_dict()
    big = an.cached_balance()
    an.balance_lesson_chart(big[big["variant"] == "standard"]).to_dict()


def test_lesson_charts_name_a_font_the_browser_has():
    """vl-convert sizes the SVG with the font it is told; the browser must draw the same one."""
    big = an.cached_balance()
    for chart in (an.reshuffle_heatmap(), an.balance_lesson_chart(big[big["variant"] == "standard"])):
        config = chart.to_dict()["config"]
        assert config["font"] == CHART_FONT and config["axisX"]["labelAngle"] == 0


def test_model_sensitivity_moves_nothing_without_a_change():
    from majority_core.sultane import SultaneState

    view = SultaneState.new(n_players=7, seed=1).view(0)
    assert (an.model_sensitivity(view)["change (points)"] == 0).all()
    moved = an.model_sensitivity(view, yes_pacifist_ally=0.6)
    assert list(moved["seat"]) == list(range(7))
