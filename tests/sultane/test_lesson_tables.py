"""The Sultane lessons' tables and charts in words (lessons 10-12): right numbers, words for
headers, nothing a reader should not see (underscored names, NaN, cut legends)."""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction
from math import comb

import pytest

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
    # each role by its rulebook name (one helper, an.role_titles, for the chart and the table)
    assert sorted(final["true role"]) == sorted(an.ROLE_TITLES[r] for r in game.roles)
    legend = {row["who"] for row in spec["datasets"][spec["data"]["name"]]}
    assert legend == {f"seat {s}: {an.ROLE_TITLES[r]}" for s, r in enumerate(game.roles)}


def _chart_rows(spec: dict) -> list[dict]:
    (rows,) = spec["datasets"].values()
    return rows


def test_reshuffle_heatmap_shows_the_exact_odds_of_each_cell():
    """Sultane 3c deck (11 P, 6 I), 3 drawn (Sultane 5): after a reshuffle with p pacifist and
    i interventionist tales read, the cell is C(11 - p, 3) / C(17 - p - i, 3), computed here;
    the text layer writes that number as a percentage."""
    spec = an.reshuffle_heatmap().to_dict()
    rows = _chart_rows(spec)
    assert len(rows) == 6 * 5
    for r in rows:
        p, i = r["pacifist_read"], r["interventionist_read"]
        exact = Fraction(comb(11 - p, 3), comb(17 - p - i, 3))
        assert r["p_three_pacifist"] == pytest.approx(float(exact)), (p, i)
    heat, text = spec["layer"]
    assert heat["encoding"]["color"]["field"] == "p_three_pacifist"
    assert text["encoding"]["text"] == {"field": "p_three_pacifist", "format": ".0%",
                                        "type": "quantitative"}
    assert {heat["encoding"]["x"]["field"], heat["encoding"]["y"]["field"]} == {
        "interventionist_read", "pacifist_read"}
    assert heat["encoding"]["x"]["title"] == "interventionist tales read"


def test_drift_chart_draws_each_share_and_the_first_draws_exact_odds():
    """The dashed rule is the first draw's 165/680 (C(11, 3) / C(17, 3)); the first draw of every
    game comes before any reshuffle, and its share of PPP over 200 games lies within four
    standard errors of 165/680."""
    drift = an.draw_odds_by_government(n_players=5, n_games=200, seed=1)
    spec = an.drift_chart(drift).to_dict()
    rows = _chart_rows(spec)
    first = rows[0]
    assert first["draw"] == 1 and first["draws"] == 200 and first["share_after_reshuffle"] == 0
    exact = 165 / 680
    assert abs(first["p_three_pacifist"] - exact) < 4 * (exact * (1 - exact) / 200) ** 0.5
    assert all(0 <= r["p_three_pacifist"] <= 1 for r in rows)
    assert [r["draws"] for r in rows] == sorted((r["draws"] for r in rows), reverse=True)
    line, dots, rule = spec["layer"]
    assert rule["encoding"]["y"]["datum"] == pytest.approx(exact)
    assert line["encoding"]["y"]["field"] == dots["encoding"]["y"]["field"] == "p_three_pacifist"
    assert dots["encoding"]["size"]["field"] == "draws"


def test_balance_chart_plots_each_bots_rate_with_its_interval():
    """One point per (bots, players) of the standard game at its pacifist rate, the interval
    drawn from ci_low to ci_high around it, bots named in words, the 50% line dashed."""
    big = an.cached_balance()
    standard = big[big["variant"] == "standard"]
    spec = an.balance_lesson_chart(standard).to_dict()
    rows = _chart_rows(spec)
    assert len(rows) == len(standard)
    words = {"random": "random", "rules": "rule-based", "bayes": "Bayesian"}
    for r in rows:
        assert r["bots"] == words[r["policy"]]
        assert r["ci_low"] <= r["pacifist_rate"] <= r["ci_high"]
        wins = round(r["pacifist_rate"] * r["games"])
        assert r["pacifist_rate"] == pytest.approx(wins / r["games"], abs=1e-4)
    expected = {(r["policy"], int(r["n_players"])): r["pacifist_rate"]
                for _, r in standard.iterrows()}
    assert {(r["policy"], int(r["n_players"])): r["pacifist_rate"] for r in rows} == expected
    bars, points, half = spec["layer"]
    assert (bars["encoding"]["y"]["field"], bars["encoding"]["y2"]["field"]) == ("ci_low",
                                                                                  "ci_high")
    assert points["encoding"]["y"]["field"] == "pacifist_rate"
    assert points["encoding"]["color"]["field"] == "bots"
    assert half["encoding"]["y"]["datum"] == 0.5


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


def test_balance_and_model_tables_read_french():
    """Lessons 11, 12 and 14 in French: every word of the balance note, the rulebook's claims
    (Sultane 8a), the parity, published and variant tables, the model's meanings and the
    game's endings (Sultane 4) comes from the catalog, numbers the French way, no English."""
    from majority_core.display import bullets, say, table
    from majority_core.i18n import language
    from tests.french_check import check_all, report

    big = an.cached_balance()
    with language("fr"):
        shown = {
            "note": say(an.cached_balance_note()),
            "claims": table(an.rulebook_comparison(big), percent=["bot_pacifist_rate"]),
            "parity": table(an.parity_table(big)),
            "parity words": bullets(an.parity_summary(big)),
            "published": table(an.published_table(big)),
            "variants": table(an.variant_table(big)),
            "model": table(an.model_table()),
        }
        endings = list(an.ENDINGS.values())
        texts = [(k, v._repr_html_()) for k, v in shown.items()]
        found = check_all(texts + [("ending", e) for e in endings], markup=True)
        assert not found, report(found)
        assert "10\u202f000 parties de bots aléatoires" in texts[0][1]
        assert "Dinarzade élue Narratrice" in endings
        assert "pacifistes nettement favorisées" in shown["claims"]._repr_html_()
        assert "\u22120,4 (de \u22121,1 à +0,2)" in shown["parity"]._repr_html_()
        assert "51,4\u00a0%" in shown["published"]._repr_html_()
        assert "aléatoire" in shown["variants"]._repr_html_()
    assert an.ENDINGS["dinarzade-narrator"] == "Dinarzade elected Narrator"


def test_sultane_tables_name_the_players_feminine_in_french():
    """The Sultane's rulebook writes its players feminine (3c: *joueuses*): the balance and
    belief tables' headers say so in French and keep their English names in English."""
    from majority_core.i18n import language
    from majority_core.sultane import SultaneState

    big = an.cached_balance()
    view = SultaneState.new(n_players=7, seed=12).view(0)
    with language("fr"):
        assert "joueuses" in an.variant_table(big).columns
        assert "joueuses" in an.rulebook_comparison(big).columns
        assert "<th" in an.beliefs_table(an.beliefs_frame(view))._repr_html_()
        assert ">joueuse<" in an.beliefs_table(an.beliefs_frame(view))._repr_html_()
        assert ">joueur<" not in an.beliefs_table(an.beliefs_frame(view))._repr_html_()
    assert "players" in an.variant_table(big).columns
    assert an.beliefs_frame(view).index.name == "seat"


def test_the_published_table_leaves_the_exercises_answer_to_the_student():
    """Issue 23, 2: lesson 11 shows this table just above exercises 11.1 (the lower end of the
    online games' 95% interval) and 11.2 (is 50% inside it?): the online row names the
    exercise instead of printing its answer; the bots' rows keep their intervals."""
    from majority_core.exercises import exercises
    from majority_core.i18n import language

    big = an.cached_balance()
    t = an.published_table(big)
    online = t[t["source (7 players)"].str.startswith("online")]
    assert list(online["95% interval"]) == ["exercise 11.1"]
    lo, hi = an.wilson(468, 910)
    shown = " ".join(map(str, t.to_numpy().ravel()))
    assert f"{100 * lo:.1f}%–{100 * hi:.1f}%" not in shown
    assert all("%–" in i for i in t["95% interval"] if i != "exercise 11.1")
    ex1 = exercises("11")[0]
    assert ex1.check(round(lo, 3)).right  # the answer the table no longer gives away
    with language("fr"):
        assert "exercice 11.1" in list(an.published_table(big)["95% interval"])
