"""Lesson 12's reading of its belief chart, checked on the replayed game (issue 23, 1)."""

from __future__ import annotations

from majority_core.game import play
from majority_core.sultane import SultaneState
from majority_core.sultane.analysis import belief_trace
from majority_core.sultane.exercises import LESSON_12_GAME
from majority_core.sultane.policies import Bayesian


def test_lesson_12_seat_2_line_lies_under_seat_5() -> None:
    """The chart's legend lists seat 2, whose line the lesson says is hidden under seat 5's:
    seat 1 (the interventionist followed) saw the two act alike, so their beliefs agree at
    every government."""
    n, seed = LESSON_12_GAME["n_players"], LESSON_12_GAME["seed"]
    game = play(SultaneState.new(n_players=n, seed=seed), [Bayesian()] * n, seed=seed)
    seat = game.roles.index("interventionist")
    assert seat == 1
    trace = belief_trace(game, seat)
    two = trace[trace.seat == 2]["p_pacifist_side"].round(9).tolist()
    five = trace[trace.seat == 5]["p_pacifist_side"].round(9).tolist()
    assert two == five and len(two) > 1
    others = [trace[trace.seat == s]["p_pacifist_side"].round(9).tolist() for s in (0, 3, 4, 6)]
    assert all(line != two for line in others)


# -- the mathematics review (docs/reviews/lessons-mathematics.md) ---------------------------------
def test_lesson_10_three_pure_pacifist_draws_in_a_row() -> None:
    """Sultane 3c and 5 (11 pacifist, 6 interventionist tales; 3 drawn): PPP three times in a
    row is 0.243^3 (about 1.4%) only with a reshuffle before each draw; from one deck it is
    165/680 x 56/364 x 10/165, about 0.23%."""
    from fractions import Fraction

    from majority_core.sultane.analysis import draw_odds

    def ppp(p: int, i: int) -> Fraction:
        return Fraction(draw_odds(p, i)[3])

    fresh = ppp(11, 6)
    assert fresh == Fraction(165, 680) and round(float(fresh) ** 3, 3) == 0.014
    one_deck = fresh * ppp(8, 6) * ppp(5, 6)
    assert one_deck == Fraction(165, 680) * Fraction(56, 364) * Fraction(10, 165)
    assert round(float(one_deck) * 100, 2) == 0.23


def test_lesson_10_draws_before_the_first_reshuffle_keep_the_first_draws_odds() -> None:
    """Every draw takes its three tales out of the deck whatever is discarded, so the draws
    before the first reshuffle are exchangeable: each is PPP with probability 33/136. The
    lesson's own 300 games (seed 0) show no drift beyond sampling error."""
    from scipy.stats import binomtest

    from majority_core.sultane.analysis import draw_odds_by_government

    drift = draw_odds_by_government(n_players=7, n_games=300, seed=0, max_government=5)
    for row in drift.itertuples():
        assert row.share_after_reshuffle < 0.05
        hits = round(row.p_three_pacifist * row.draws)
        assert binomtest(hits, row.draws, 33 / 136).pvalue > 0.05, row.draw


def test_lesson_12_the_same_three_seats_stay_the_most_suspect() -> None:
    """Lesson 12, section on the model's guesses: with yes_pacifist_ally = 0.6 the three seats
    most suspected of the pacifist side stay the same, though the order below them changes."""
    from majority_core.sultane.analysis import after_government, model_sensitivity

    n, seed = LESSON_12_GAME["n_players"], LESSON_12_GAME["seed"]
    game = play(SultaneState.new(n_players=n, seed=seed), [Bayesian()] * n, seed=seed)
    seat = game.roles.index("interventionist")
    table = model_sensitivity(after_government(game, 3).view(seat), yes_pacifist_ally=0.6)
    before, after = table.columns[1], table.columns[2]

    def order(column: str) -> list[int]:
        shares = table[column].map(lambda text: float(text.rstrip("%")))
        return list(table.assign(share=shares).sort_values(
            "share", ascending=False, kind="stable")["seat"])

    assert set(order(before)[:3]) == set(order(after)[:3])
    assert order(before)[3:] != order(after)[3:]


def test_lesson_14_the_shipped_game_misleads_the_model_not_for_a_class_reason() -> None:
    """Lesson 14's shipped game was played by Bayesian bots: the public record ends sure of the
    wrong three seats, and the guess yes_pacifist_ally moves the verdict (with 0.6 a seat truly
    on the pacifist side enters the three most suspected)."""
    from majority_core.sultane import exercises as sx
    from majority_core.sultane.analysis import beliefs_frame, model_sensitivity

    game = sx._shipped_class_game()
    end = game.replay_prefix(len(game.history) - 1)
    side = {s for s, role in enumerate(game.roles) if role != "interventionist"}
    public = beliefs_frame(end.view(None))
    top = set((public["pacifist"] + public["dinarzade"]).nlargest(3).index)
    assert not top & side
    table = model_sensitivity(end.view(None), yes_pacifist_ally=0.6)
    shares = table[table.columns[2]].map(lambda text: float(text.rstrip("%")))
    moved = set(table.assign(share=shares).nlargest(3, "share")["seat"])
    assert moved & side


def test_beliefs_tables_head_the_roles_by_their_rulebook_names() -> None:
    """Issue 23, 3 (f): no lowercase engine key ("dinarzade") as a column header."""
    import pandas as pd

    from majority_core.sultane.analysis import beliefs_table

    shown = beliefs_table(pd.DataFrame({"interventionist": [0.5], "pacifist": [0.3],
                                        "dinarzade": [0.2], "true role": ["Pacifist"]}))
    html = shown._repr_html_()
    assert all(f">{word}<" in html for word in ("Interventionist", "Pacifist", "Dinarzade"))
    assert ">dinarzade<" not in html and "50.0%" in html


def test_lesson_11_two_of_the_three_kinds_of_bot_are_beyond_sampling_error() -> None:
    """Lesson 11's cached balance run: the random bots' parity difference is inside sampling
    error (its interval holds 0), the rule-based and Bayesian ones are far outside it."""
    from majority_core.sultane.tournaments import cached_balance, parity_summary

    verdicts = [line.split(":")[0] + ": " + line.rsplit("): ", 1)[1] for line in
                parity_summary(cached_balance())]
    beyond = [v for v in verdicts if "beyond sampling error" in v]
    inside = [v for v in verdicts if "can be told from sampling error" in v]
    assert len(verdicts) == 3 and len(beyond) == 2 and len(inside) == 1
    assert inside[0].lower().startswith("random")
