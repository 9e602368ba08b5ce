"""Lesson 12's reading of its belief chart, checked on the replayed game (issue 23, 1)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

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


# -- each exercise's answer, from the rulebook, and its named slips (docs/mutation.md) ------------
def _exercise(key: str) -> Any:
    from majority_core.exercises import exercises

    return next(e for e in exercises(key.split(".")[0]) if e.key == key)


def _draw(pacifist: int, interventionist: int, k_pacifist: int) -> Fraction:
    """P(a draw of 3 tales holds ``k_pacifist`` pacifist ones), counted by hand (Sultane 5)."""
    from math import comb

    return Fraction(comb(pacifist, k_pacifist) * comb(interventionist, 3 - k_pacifist),
                    comb(pacifist + interventionist, 3))


def test_exercises_10_count_the_tales_of_a_draw_and_name_each_slip() -> None:
    """Sultane 3c (11 pacifist, 6 interventionist tales) and 5 (the Vizir draws 3; read tales
    stay out of a reshuffled deck): at least one interventionist in a fresh draw is
    1 − 165/680 = 103/136; after 2 pacifist and 1 interventionist were read, exactly one
    pacifist of 9 and 5 is 45/182; at least two interventionist is 1/34 + 33/136 = 37/136.
    The opposite event, one case instead of all and the fresh deck are each named."""
    assert 1 - _draw(11, 6, 3) == Fraction(103, 136)
    assert _draw(9, 5, 1) == Fraction(45, 182)
    assert _draw(11, 6, 0) + _draw(11, 6, 1) == Fraction(37, 136)
    one, two, three = (_exercise(k) for k in ("10.1", "10.2", "10.3"))
    assert one.check(Fraction(103, 136)) and not one.check(Fraction(102, 136))
    assert not one.check(round(103 / 136, 3))  # exact: a fraction
    assert "33/136 is the probability of the opposite event" in one.check(Fraction(33, 136)).why
    assert "exactly one interventionist" in one.check(Fraction(33, 68)).why
    assert two.check(Fraction(45, 182)) and not two.check(Fraction(46, 182))
    assert "fresh deck" in two.check(Fraction(33, 136)).why
    assert three.check(Fraction(37, 136)) and not three.check(Fraction(36, 136))
    for ex, right in ((one, Fraction(103, 136)), (two, Fraction(45, 182)),
                      (three, Fraction(37, 136))):
        fb = ex.check(float(right))  # the very decimal is not the exact fraction asked
        assert not fb and "an exact fraction is asked" in fb.why, ex.key
    assert "three interventionist tales also count" in three.check(Fraction(33, 136)).why
    assert "three interventionist tales only" in three.check(Fraction(1, 34)).why


def test_exercises_11_read_the_published_games_and_the_cached_table() -> None:
    """468 pacifist wins of 910: Wilson's 95% interval (0.482, 0.547) holds 50% (answer "yes");
    the win rate itself (0.514) is named. 11.3: the rule-based bots' best pacifist rate in the
    standard game is at 9 players, an odd count (Sultane 8a speaks of 7 and 9)."""
    from majority_core.sultane.analysis import cached_balance, wilson

    lo, hi = wilson(468, 910)
    assert round(lo, 3) == 0.482 and round(hi, 3) == 0.547 and lo < 0.5 < hi
    one = _exercise("11.1")
    assert one.check(0.482) and not one.check(0.481) and not one.check(0.483)
    assert "win rate itself" in one.check(0.514).why
    two = _exercise("11.2")
    assert two.check("a") and two.check("yes: 50% is inside the 95% interval")
    assert not two.check("b")
    big = cached_balance()
    rules = big[(big["policy"] == "rules") & (big["variant"] == "standard")]
    best = rules.groupby("n_players")["pacifist_rate"].max().idxmax()
    assert best == 9
    three = _exercise("11.3")
    assert three.check(9) and not three.check(7) and not three.check(10)


def test_exercises_12_weigh_the_hypotheses_and_the_evidence() -> None:
    """Sultane 3c (8 players: 5 interventionists, 2 pacifists, Dinarzade): an interventionist
    weighs 7 × C(6, 2) = 105 deals (168 counts herself among the strangers: named). Bayes with
    priors 1/2: 0.375 / (0.375 + 0.15) = 5/7 (0.75 and 0.375 are named). The public record of
    lesson 12's game points at seats 0, 3 and 6, its true pacifist side; Dinarzade is 1/3
    because the model's likelihoods speak of sides only (option a)."""
    from math import comb

    from majority_core.sultane.exercises import _lesson_12_game

    assert 7 * comb(6, 2) == 105
    one = _exercise("12.1")
    assert one.check(105) and not one.check(104) and not one.check(106)
    assert "knows her own role" in one.check(8 * 21).why
    two = _exercise("12.2")
    assert two.check(0.71) and two.check(Fraction(5, 7)) and two.check(0.72)  # within 0.006
    assert not two.check(0.707) and not two.check(0.721)
    assert "likelihood of the reading" in two.check(0.75).why
    assert "before normalising" in two.check(0.375).why
    side = [s for s, r in enumerate(_lesson_12_game().roles) if r != "interventionist"]
    three = _exercise("12.3")
    assert side == [0, 3, 6] and three.check(side) and three.check([6, 0, 3])
    assert not three.check([0, 3]) and not three.check([0, 3, 5, 6])
    four = _exercise("12.4")
    assert four.check("a") and not four.check("b") and not four.check("c")


def test_exercises_13_read_the_replayed_games_roles_and_ending() -> None:
    """Lesson 12's game (seven seats, seed 12): Dinarzade is seat 6 (a seat number is a label:
    no "too large"); at 7 players the pacifists know each other and Dinarzade (Sultane 3c),
    so pacifist seat 0 knows seats 3 and 6, and Dinarzade knows nobody (2 is named). It ends on
    the fifth interventionist tale (Sultane 4)."""
    from majority_core.sultane.exercises import _lesson_12_game

    game = _lesson_12_game()
    assert game.roles.index("dinarzade") == 6 and game.reason == "five-interventionist-tales"
    one = _exercise("13.1")
    assert one.check(6)
    fb = one.check(5)
    assert not fb and "too small" not in fb.why and "too large" not in fb.why
    two = _exercise("13.2")
    assert two.question.startswith("Seat 0 is a pacifist. View the replay as seat 0")
    assert two.check([3, 6]) and two.check([6, 3]) and not two.check([3]) and not two.check([6])
    three = _exercise("13.3")
    assert three.check(0) and not three.check(1)
    assert "what a pacifist knows" in three.check(2).why
    four = _exercise("13.4")
    assert four.check("c") and four.check("five interventionist tales")
    assert not any(four.check(x) for x in "abd")


def test_exercises_14_read_the_shipped_class_game() -> None:
    """The shipped class game (roles I P D I I I P): 7 governments accepted; the public record
    puts seats 3, 4 and 5 on the pacifist side (two of them wrongly); interventionist 3 is the
    clearest; Dinarzade (seat 2) stays at or below the 3/7 prior (option b)."""
    from majority_core.sultane import exercises as sx

    game = sx._shipped_class_game()
    assert sum(e.kind == "vote" and e.data["accepted"] for e in game.events) == 7
    one = _exercise("14.1")
    assert one.check(7) and not one.check(6) and not one.check(8)
    two = _exercise("14.2")
    assert two.check([3, 4, 5]) and not two.check([3, 4]) and not two.check([1, 2, 6])
    three = _exercise("14.3")
    assert three.check(3) and not three.check(4) and not three.check(0)
    fb = three.check(True)
    assert not fb and fb.why.startswith("A seat number is expected here, e.g. `3`.")
    assert three.check(4).why.startswith(three.wrong)  # a wrong seat: the reason to re-read
    from majority_core.i18n import language

    with language("fr"):
        assert _exercise("14.3").check(True).why.startswith("Un numéro de joueur est attendu")
    four = _exercise("14.4")
    assert four.check("b") and not four.check("a")


def test_lessons_13_and_14_debriefs_are_registered_with_their_games_and_seed(
        monkeypatch: Any) -> None:
    """Lesson 13 reviews lesson 12's game, lesson 14 the shipped class game, both with the
    game's 30 worlds a decision and seed 0, the seed their cached reviews were made with;
    13.5 asks about seat 2."""
    import majority_core.debrief as db
    from majority_core.sultane import exercises as sx

    monkeypatch.setattr(db, "DEBRIEFS", {})
    sx._register_debriefs()
    assert list(db.DEBRIEFS) == ["13", "14"]
    for lesson, game in (("13", sx.lesson_13_game), ("14", sx._shipped_class_game)):
        spec = db.DEBRIEFS[lesson]
        assert (spec.lesson, spec.budget, spec.seed, spec.game) == (lesson, 30, 0, game)
    assert sx.lesson_13_game().to_dict() == sx._lesson_12_game().to_dict()
    assert "seat 2" in _exercise("13.5").question


def test_exercise_11_3_reads_the_rule_based_bots_in_the_standard_game(monkeypatch: Any) -> None:
    """11.3 asks about the rule-based bots in the standard game only: in a table where another
    policy or another variant peaks elsewhere, the answer is still that row's best count."""
    import pandas as pd

    import majority_core.sultane.analysis as analysis

    rows = [(5, "rules", "standard", 0.40), (7, "rules", "standard", 0.50),
            (9, "rules", "variant_8d", 0.90), (5, "bayes", "standard", 0.80),
            (9, "random", "original_veto", 0.70)]
    table = pd.DataFrame(rows, columns=["n_players", "policy", "variant", "pacifist_rate"])
    monkeypatch.setattr(analysis, "cached_balance", lambda: table)
    ex = _exercise("11.3")
    assert ex.check(7) and not ex.check(9) and not ex.check(5)


def _beliefs_giving(monkeypatch: Any, side: dict[int, float], seen: list[Any]) -> None:
    """Make ``beliefs`` give each seat of ``side`` that P(pacifist side) (all on "pacifist"),
    the other seats 0, and record the views it was asked about."""
    import majority_core.sultane.bayes as bayes

    def fake(view: dict[str, Any]) -> dict[int, dict[str, float]]:
        seen.append(view)
        return {s: {"pacifist": side.get(s, 0.0), "dinarzade": 0.0,
                    "interventionist": 1 - side.get(s, 0.0)} for s in range(7)}

    monkeypatch.setattr(bayes, "beliefs", fake)


def test_exercises_12_3_and_14_2_list_the_seats_above_one_half_at_the_end(
        monkeypatch: Any) -> None:
    """"With probability above 1/2" at "the very end": a seat at exactly 1/2 is not listed, and
    the beliefs read are the public record just before the game's last decision (the lesson's
    `end`), not one decision earlier."""
    from majority_core.sultane import exercises as sx

    seen: list[Any] = []
    _beliefs_giving(monkeypatch, {1: 0.5, 4: 0.51}, seen)
    for key, game in (("12.3", sx._lesson_12_game()), ("14.2", sx._shipped_class_game())):
        seen.clear()
        ex = _exercise(key)
        assert ex.check([4]) and not ex.check([1, 4]), key
        end = game.replay_prefix(len(game.history) - 1).view(None)
        assert seen and all(view == end for view in seen), key


def test_exercise_14_4_compares_dinarzade_with_the_3_7_prior(monkeypatch: Any) -> None:
    """The options say "above 3/7" and "3/7 or below": 3/7 exactly is (b), 0.40 (under 3/7,
    over 3/8) is (b), 0.45 (over 3/7, under 4/7) is (a)."""
    from majority_core.sultane import exercises as sx

    dinarzade = sx._shipped_class_game().roles.index("dinarzade")
    for p, right in ((3 / 7, "b"), (0.40, "b"), (0.45, "a")):
        _beliefs_giving(monkeypatch, {dinarzade: p}, [])
        ex = _exercise("14.4")
        assert ex.check(right) and not ex.check("ab".replace(right, "")), p


def test_exercise_14_3_takes_the_clearest_interventionist_and_every_tie(monkeypatch: Any) -> None:
    """14.3 averages each interventionist's P(pacifist side) = P(pacifist) + P(Dinarzade) over
    the seats truly on that side (the shipped game: 1, 2 and 6), each belief to 3 decimals and
    the average to 0.1% as the lesson's table shows them; seats that tie there are all right."""
    import majority_core.sultane.bayes as bayes

    def scenario(rows: dict[int, dict[int, tuple[float, float]]]) -> None:
        def fake(view: dict[str, Any]) -> dict[int, dict[str, float]]:
            mine = rows.get(view["seat"], {})
            return {s: {"pacifist": mine.get(s, (0.1, 0.0))[0],
                        "dinarzade": mine.get(s, (0.1, 0.0))[1]} for s in range(7)}

        monkeypatch.setattr(bayes, "beliefs", fake)

    # seat 0 splits the side's mass between the two roles; 3 and 4 put it on one role each
    scenario({0: {s: (0.45, 0.45) for s in (1, 2, 6)}, 3: {s: (0.85, 0.0) for s in (1, 2, 6)},
              4: {s: (0.0, 0.8) for s in (1, 2, 6)}})
    ex = _exercise("14.3")
    assert ex.check(0) and not any(ex.check(s) for s in (3, 4, 5))
    # seats 0, 3 and 4 tie at 0.850 once rounded as the table shows them (beliefs 0.850, 0.850
    # and 0.851 average 0.850): all three are right
    near = {1: 0.8504, 2: 0.8504, 6: 0.8514}
    scenario({0: {s: (p, 0.0) for s, p in near.items()}, 3: {s: (0.85, 0.0) for s in near},
              4: {s: (0.0, p) for s, p in near.items()}})
    ex = _exercise("14.3")
    assert ex.check(0) and ex.check(3) and ex.check(4) and not ex.check(5)


def test_every_exercise_of_lessons_10_to_14_offers_a_hint_and_its_code_runs() -> None:
    """A student who asks gets a hint, multiple choices included; the hints that are a line of
    code give what they promise: 11.1's the interval's lower end, 11.3's the rule-based bots'
    standard rows of the cached table."""
    from majority_core.exercises import exercises
    from majority_core.sultane.analysis import cached_balance, wilson

    assert [e.key for lesson in ("10", "11", "12", "13", "14") for e in exercises(lesson)
            if not e.hints] == []
    code = _exercise("11.1").hints[0].strip("`")
    assert eval(code, {"wilson": wilson}) == wilson(468, 910)[0]  # noqa: S307
    big = cached_balance()
    code = _exercise("11.3").hints[0].strip("`")
    rows = eval(code, {"big": big})  # noqa: S307
    assert set(rows["policy"]) == {"rules"} and set(rows["variant"]) == {"standard"}


def test_lesson_14_checks_the_class_game_the_lesson_loaded() -> None:
    """``use_class_game`` makes lesson 14 check another class's game: here lesson 12's game, in
    which 14.1's answer is that game's own count of accepted governments."""
    from majority_core.sultane import exercises as sx

    game = sx._lesson_12_game()
    accepted = sum(e.kind == "vote" and e.data["accepted"] for e in game.events)
    shipped = sum(e.kind == "vote" and e.data["accepted"] for e in sx._shipped_class_game().events)
    assert accepted != shipped
    try:
        assert sx.use_class_game(game) is game and sx._class_game() is game
        assert _exercise("14.1").check(accepted) and not _exercise("14.1").check(shipped)
    finally:
        sx._LOADED.clear()
    assert sx._class_game() is sx._shipped_class_game()


def test_lessons_10_to_14_number_their_exercises_and_list_14_4s_options() -> None:
    """Each exercise carries its lesson's number (the notebooks call them by it), and 14.4 is
    a multiple choice whose two options are listed under the question."""
    from majority_core.exercises import exercises
    from majority_core.sultane.exercises import DINARZADE_GIVEN_AWAY, DINARZADE_HIDDEN

    for lesson, n in (("10", 3), ("11", 3), ("12", 4), ("13", 5), ("14", 5)):
        assert [e.key for e in exercises(lesson)] == [f"{lesson}.{i}" for i in range(1, n + 1)]
    ex = _exercise("14.4")
    assert tuple(ex.options) == (DINARZADE_GIVEN_AWAY, DINARZADE_HIDDEN)
    assert f"(a) {DINARZADE_GIVEN_AWAY}" in str(ex) and f"(b) {DINARZADE_HIDDEN}" in str(ex)


def test_exercise_13_5_names_the_seat_as_the_sultanes_french_does() -> None:
    """The Sultane's players are « joueuses » in French: 13.5 asks about « la joueuse 2 »."""
    from majority_core.i18n import language

    with language("fr"):
        assert "coûté à la joueuse 2," in _exercise("13.5").question
