"""Exact probabilities of the lessons, checked by hand and against the engine."""

from __future__ import annotations

from fractions import Fraction

import pytest

from majority_core.grard import analysis as an
from majority_core.grard.policies import Focal, LevelK, RandomVote


def test_no_majority_exact_values():
    """n players, 4 options uniformly: no majority iff all votes differ."""
    assert an.no_majority_probability(3) == Fraction(4 * 3 * 2, 4**3) == Fraction(3, 8)
    assert an.no_majority_probability(4) == Fraction(24, 256)
    for n in range(5, 11):
        assert an.no_majority_probability(n) == 0  # pigeonhole
    assert an.no_majority_probability(3, options=3) == Fraction(6, 27)
    assert an.no_majority_probability(4, options=3) == 0


def test_turn_outcomes_sum_to_one():
    for n in range(3, 11):
        for k in (3, 4):
            assert sum(an.turn_outcomes(n, k).values()) == 1


def test_expected_round_length_three_players_by_hand():
    """Three random players: the round continues only if all three pick the same proposition
    (3/64); every other vote ends it (no majority, Mark, or two left). So E = 64/61."""
    assert an.expected_round_length(3) == Fraction(64, 61)
    ends = an.round_end_probabilities(3)
    assert sum(ends.values()) == 1
    # a round of 3 ends by no majority with 24/64 per turn, by Mark (2 or 3 Mark) 10/64
    assert ends["no majority"] == Fraction(24, 61)
    assert ends["mark"] == Fraction(10, 61)


def test_simulation_agrees_with_exact():
    table = an.simulation_check(ns=(3, 4, 6), n_games=40, seed=1)
    for row in table.itertuples():
        assert abs(row[4] - row[3]) < 0.06  # P(no majority) simulated vs exact
        assert abs(row[6] - row[5]) < 0.12  # mean turns simulated vs exact


def test_exact_table_and_chart():
    table = an.exact_table()
    assert list(table["players"]) == list(range(3, 11))
    assert table["expected turns"].is_monotonic_increasing
    chart = an.chart_by_players(table)
    assert chart.to_dict()["hconcat"]
    assert an.chart_round_ends(table).to_dict()["mark"]["type"] == "bar"


def test_coordination_payoffs():
    df = an.coordination_payoffs(3, pile_size=3)
    assert df.loc["A", "AB"] == "go on"
    assert df.loc["A", "BC"] == "round ends"
    assert df.loc["A", "BB"] == "out"
    assert df.loc["Mark", "AM"] == "+3"
    assert df.loc["Mark", "AA"] == "out"


def test_simulate_games_is_tidy():
    df = an.simulate_games([Focal(), RandomVote(), LevelK()], 5, seed=2)
    assert len(df) == 15
    assert {"game", "seat", "policy", "points", "won", "share"} <= set(df.columns)
    assert df.groupby("game")["share"].sum().round(9).eq(1).all()


def test_tournament_rotates_seats():
    res = an.tournament(
        {"focal": Focal(), "random": RandomVote(), "level-1": LevelK()}, n_players=3, n_games=6
    )
    assert res.groupby("policy")["seat"].apply(lambda s: sorted(s.unique())).map(len).eq(3).all()
    summary = an.tournament_summary(res)
    assert summary["win_share"].sum() == pytest.approx(1.0)


def test_cash_in_sweep_small():
    df = an.cash_in_sweep(thresholds=[2, 8], n_players=5, n_games=20, groups=(1, 3))
    assert len(df) == 4
    lone = df[df["cash-in players"] == 1]
    assert (lone["mean points per cash-in seat"] < lone["mean points per focal seat"]).all()
    assert an.chart_cash_in(df).to_dict()


def test_charts_render_identically_offline():
    import vl_convert as vlc

    table = an.exact_table()
    for chart in (an.chart_by_players(table), an.chart_round_ends(table)):
        spec = chart.to_json()
        first = vlc.vegalite_to_svg(spec)
        assert first.startswith("<svg") and first == vlc.vegalite_to_svg(spec)
