"""The computations behind the Majority lessons (majority_core/the_majority/analysis.py).

Exact probabilities are checked against brute-force enumeration of small hands, the debate
tables against the rulebooks' worked examples (revised 2-4; first edition "Phase de débat").
"""

from __future__ import annotations

import itertools
import math

import pytest

from majority_core.the_majority import TheMajorityState
from majority_core.the_majority import analysis as lesson
from majority_core.the_majority.components import copies


def test_deck_counts_are_the_engine_deck():
    for n in (3, 4):
        assert lesson.colour_counts(n) == copies(n)
        assert len(lesson.full_deck(n)) == lesson.deck_size(n) == (72 if n == 4 else 54)
    table = lesson.deck_table(4)
    assert table.iloc[-1]["cards in the deck"] == 72 and table.iloc[-1]["power per colour"] == 120


def test_reachable_totals():
    """No card has power 1; one short of the whole colour is impossible too."""
    for n, cap in ((4, 120), (3, 87)):
        reach = lesson.reachable_totals(n)
        assert 1 not in reach and cap - 1 not in reach
        assert set(range(cap + 1)) - reach == {1, cap - 1}


@pytest.mark.parametrize("n_cards", [1, 2, 3])
def test_exact_law_matches_brute_force(n_cards):
    deck = lesson.full_deck(4)
    counts: dict[int, int] = {}
    for hand in itertools.combinations(range(len(deck)), n_cards):
        t = sum(deck[i][1] for i in hand if deck[i][0] == "red")
        counts[t] = counts.get(t, 0) + 1
    law = lesson.colour_total_distribution(n_cards)
    assert dict(zip(law["total"], law["ways"], strict=True)) == counts
    assert math.isclose(law["probability"].sum(), 1.0)


def test_hand_odds_match_brute_force_for_three_cards():
    deck = lesson.full_deck(3)
    hands = [[deck[i] for i in h] for h in itertools.combinations(range(len(deck)), 3)]
    for name, test in lesson._hand_events(3):
        brute = sum(1 for h in hands if test(h)) / len(hands)
        assert math.isclose(lesson._exact_hand_probability(name, 3, 3), brute), name


def test_simulation_check_agrees_with_the_engine_deal():
    hands = lesson.engine_hands(600, seed=4)
    assert all(len(h) == 6 for h in hands)
    table = lesson.check_against_simulation(hands)
    assert (table["z"].abs() < 4.5).all()
    from majority_core.rng import derive_seed

    state = TheMajorityState.new(n_players=4, seed=derive_seed(4, "hand", 0))
    assert sorted(hands[0]) == sorted(lesson._pair(c) for c in state.view(0)["packet"])


def test_second_place_table_is_the_rule():
    """revised 2-4: every winner 2, second W // 5 per winner."""
    table = lesson.second_place_table(max_top=40)
    for _, row in table.iterrows():
        w, k = row["winning total W"], row["tied winners"]
        assert row["each winner gets"] == 2
        assert row["second place gets"] == (w // 5) * k
        assert row["second beats first"] == ((w // 5) * k > 2)
    even = lesson.break_even()
    assert list(even["second pays more from W ="]) == [15, 10, 5]


def test_worked_debates():
    ex = lesson.debate_examples().set_index(["example", "player"])["coins"]
    assert [ex["Tie at the top", p] for p in "ABCD"] == [2, 2, 6, 0]
    assert [ex["Score table", p] for p in ("You", "Opponent A", "Partner", "Opponent B")] == [
        2,
        4,
        16,
        2,
    ]


def test_debate_records_follow_the_rule():
    records = lesson.debate_records(5, seed=1)
    assert set(records["round"]) == {1, 2, 3, 4}
    second = records[records["second total"] > 0]
    assert ((second["W"] // 5) * second["tied winners"] == second["second paid"]).all()
    assert (records["first paid"] == 2).all()
    summary = lesson.second_place_summary(records)
    shares = summary[["second paid more", "same", "second paid less"]].sum(axis=1)
    assert all(math.isclose(s, 1.0, abs_tol=0.002) for s in shares)


def test_wilson_interval():
    low, high = lesson.wilson_interval(0, 10)
    assert low == 0.0 and 0.2 < high < 0.35
    low, high = lesson.wilson_interval(50, 100)
    assert math.isclose(low + high, 1.0) and high - low < 0.2
    assert lesson.wilson_interval(0, 0) == (0.0, 1.0)


def test_tournament_is_seeded_and_tidy():
    a = lesson.tournament(["random", "greedy"], n_games=3, seed=5)
    b = lesson.tournament(["random", "greedy"], n_games=3, seed=5)
    assert a.equals(b)
    assert len(a) == 2 * 2 * 3  # two lineups x 3 deals x 2 teams
    # each deal is played twice, the bots swapping sides; exactly one team wins each game
    assert a.groupby("seed").size().eq(4).all()
    assert a.groupby("seed")["won"].sum().eq(2).all()
    assert a.groupby(["seed", "policy"])["team"].nunique().eq(2).all()
    summary = lesson.tournament_summary(a)
    assert set(summary["policy"]) == {"random", "greedy"}
    assert (
        (summary["win 95% low"] <= summary["win rate"])
        & (summary["win rate"] <= summary["win 95% high"])
    ).all()
    h2h = lesson.head_to_head(a)
    assert math.isclose(h2h.loc["random", "greedy"] + h2h.loc["greedy", "random"], 1.0)


def test_charts_render_identically_offline():
    import vl_convert as vlc

    chart = lesson.second_place_chart(max_top=20)
    spec = chart.to_json()
    assert vlc.vegalite_to_svg(spec) == vlc.vegalite_to_svg(
        lesson.second_place_chart(max_top=20).to_json()
    )


def test_game_tables_and_save_helpers():
    from majority_widgets.the_majority.play import PlayGame
    from majority_widgets.the_majority.stepper import SCENARIOS

    game = lesson.autoplay(PlayGame(human=1, seed=3)).state
    assert game.is_terminal()
    assert list(lesson.game_table(game).columns)[:3] == ["team", "coins", "team_coins"]
    summary = lesson.save_summary(game.to_json())
    assert summary["decisions"] == len(game.history) and summary["game"] == "the_majority"
    error = lesson.tampered_save_error(game.to_json(), decision=1, card="R99")
    assert error.startswith("decision 1 of the save file is refused")
    seen = lesson.events_seen(game)
    assert seen.iloc[-1]["events seen"] == len(game.events)
    assert len(lesson.scenario_table(SCENARIOS)) == len(SCENARIOS)
    log = lesson.event_table(game, player=1, kinds=["debate"])
    assert len(log) == 12 and set(log["rule"]) == {"revised 2-4"}


def test_lessons_and_board_logic_import_no_notebook_library():
    """Importing the lessons module loads no pandas/altair/ipywidgets (they load on use)."""
    import subprocess
    import sys

    code = (
        "import sys, majority_core.the_majority.analysis, majority_widgets.the_majority;"
        "bad = [m for m in ('pandas', 'altair', 'ipywidgets', 'numpy', 'scipy') if m in sys.modules];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
