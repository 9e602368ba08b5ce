"""The lessons' mathematical claims about The Majority, checked on the rules engine (issue 23, 1).

A sentence of a lesson that states what a position pays or what an equilibrium looks like is
tested here, so that a lesson cannot teach what the engine (and so the rulebook) contradicts.
"""

from __future__ import annotations

from typing import Any

from majority_core.the_majority.analysis import debate_coins


def _blue(*totals: int) -> dict[int, dict[str, int]]:
    return {seat: {"blue": t} for seat, t in enumerate(totals)}


def test_lesson_02_tie_an_opponent_at_the_top_with_your_partner_second() -> None:
    """Lesson 02, section 4 (revised 2-4: the runner-up takes W // 5 once per tied leader; seats
    0 and 2 are partners, revised 1-5): tying an opponent at the top with the partner second
    pays the team 2 + 6; tying the partner at the top hands the multiplied 6 to an opponent."""
    opponent_tie = debate_coins(_blue(16, 16, 10, 0))  # A = B = 16, C = 10
    assert opponent_tie[2] == 6 and opponent_tie[0] + opponent_tie[2] == 8
    assert opponent_tie[1] + opponent_tie[3] == 2
    partner_tie = debate_coins(_blue(16, 10, 16, 0))  # A = C = 16, B = 10
    assert partner_tie[1] == 6 and partner_tie[0] + partner_tie[2] == 4


def test_lesson_06_position_a_is_degenerate() -> None:
    """Lesson 06, section 2: against B5 & Y6 every row of position A earns the same, so any
    mix of the four rows is an equilibrium; support enumeration lists only the pure ones."""
    from majority_core.the_majority import equilibria as eq

    game = eq.last_trick_game(eq.find_last_trick(1, max_games=1))
    against = [1.0 if name == "B5 & Y6" else 0.0 for name in game.cols]
    for mix in ([0.25] * 4, [0.7, 0.0, 0.0, 0.3], [0.0, 0.5, 0.5, 0.0]):
        assert game.is_equilibrium(mix, against), mix
    listed = game.equilibria()
    assert all(max(r) == 1.0 and max(c) == 1.0 for r, c in listed)  # only pure ones listed


def test_lesson_06_position_c_has_equilibria_nashpy_does_not_list() -> None:
    """Lesson 06, section 5 (revised 2-6, a won game): rows 1/2-1/2 on R3 & R9 and B0 & R3
    against columns uniform over all four pairs is an equilibrium worth 0, and not a coin toss
    between two column pairs as each listed one is."""
    from majority_core.the_majority import equilibria as eq

    final = eq.find_last_trick(13, max_games=1, round_=4)
    win = eq.last_trick_game(final, payoff="win")
    half = [0.5 if name in ("R3 & R9", "B0 & R3") else 0.0 for name in win.rows]
    uniform = [0.25] * 4
    assert win.is_equilibrium(half, uniform)
    assert win.payoffs(half, uniform)[0] == 0 == round(win.value(), 9)
    assert all(sum(p > 0 for p in c) == 2 for _r, c in win.equilibria())
    # the coin-seeking pair R3 & R9 swings by up to 10 coins with the reply (not "a few")
    coins = eq.last_trick_game(final)
    assert sorted(coins.a[coins.rows.index("R3 & R9")]) == [-10, -9, 3, 4]


def test_exercise_06_4_position_c_is_a_coin_tie_that_only_the_spy_token_decides() -> None:
    """06.4's answer (revised 2-6: with the teams level on coins, the spy token decides): at
    lesson 06's position C, round 4's last trick of game seed 13, the teams are level on coins,
    the coin game has a saddle point and the win game has none (the exercise's own check reads
    this position; here it is checked apart from it)."""
    from majority_core.the_majority import equilibria as eq

    final = eq.find_last_trick(13, max_games=1, round_=4)
    coins = final.view(None)["coins"]
    assert coins[0] + coins[2] == coins[1] + coins[3]
    low, high = eq.last_trick_game(final).pure_bounds()
    assert low == high
    low, high = eq.last_trick_game(final, payoff="win").pure_bounds()
    assert low != high


def test_exercise_01_3_does_not_reuse_the_worked_example() -> None:
    """Lesson 01 works winners([20, 18, 20, 22], spy_holder=3); 01.3 asks other coins, still a
    40-40 tie that the spy token breaks (revised 2-6)."""
    from majority_core.exercises import exercises
    from majority_core.the_majority import winners

    ex = next(e for e in exercises("01") if e.key == "01.3")
    assert "[20, 18, 20, 22]" not in ex.question
    assert ex.check([1, 3]) and winners([21, 17, 19, 23], spy_holder=1)[0] == [1, 3]


# -- the mathematics review (docs/reviews/lessons-mathematics.md) ---------------------------------
def test_lesson_01_the_power_per_colour_is_120_with_4_players_and_87_with_3() -> None:
    """Revised 1-2 (4 players) and 3-3 (3 players: one card of each power 0, 3, 5, 6, 9, 10
    fewer per colour): the cap on a debate total depends on the player count."""
    from majority_core.the_majority.analysis import colour_counts

    power = {n: sum(p * k for p, k in colour_counts(n).items()) for n in (3, 4)}
    assert power == {3: 87, 4: 120}


def test_lesson_02_round_summary_counts_only_debates_with_a_runner_up() -> None:
    """Lesson 02's 40 games (seed 2): 120 colour debates in round 1, one without a second
    total (no runner-up, revised 2-4), which the summary leaves out and now says so."""
    from majority_core.the_majority.analysis import debate_records, second_place_summary

    records = debate_records(40, seed=2)
    first = records[records["round"] == 1]
    summary = second_place_summary(records).set_index("round")
    assert len(first) == 120 and (first["second total"] == 0).sum() == 1
    assert summary.loc[1, "debates with a runner-up"] == 119


def test_lesson_06_position_b_equilibrium_cannot_be_played_by_independent_partners() -> None:
    """Lesson 06, question 3 of section 8: position B has one equilibrium, and its row mix is
    no product of what seats 0 and 2 play on their own: it never plays Y5 & Y0, while
    independent partners with the same marginals would (1/6 x 7/18 = 7/108)."""
    from fractions import Fraction

    from majority_core.the_majority import equilibria as eq

    game = eq.last_trick_game(eq.find_last_trick(7, max_games=1))
    (rows, _cols), *others = game.equilibria()
    assert not others  # the only equilibrium
    mix = {name: Fraction(p).limit_denominator(100) for name, p in zip(game.rows, rows, strict=True)}
    seat0_y5 = sum(p for name, p in mix.items() if name.startswith("Y5"))
    seat2_y0 = sum(p for name, p in mix.items() if name.endswith("Y0"))
    assert mix["Y5 & Y0"] == 0 and seat0_y5 * seat2_y0 == Fraction(7, 108)


def test_exercise_07_2_says_the_search_spends_playouts_unevenly() -> None:
    """Lesson 07's convergence table gives a weak card few playouts: the accepted option says
    the favoured cards get more, not every card."""
    from majority_core.exercises import exercises

    ex = next(e for e in exercises("07") if e.key == "07.2")
    assert ex.check("a") and "favours" in ex.options[0] and not ex.check("b")


# -- each exercise's answer, from the rulebook, and its named slips (docs/mutation.md) ------------
def _exercise(key: str) -> Any:
    from majority_core.exercises import exercises

    return next(e for e in exercises(key.split(".")[0]) if e.key == key)


def _refused_unsized(key: str, right: int, others: range) -> None:
    """A seat is a label: every other seat is refused, never "too small" or "too large"."""
    ex = _exercise(key)
    assert ex.check(right), key
    for seat in others:
        if seat != right:
            said = ex.check(seat)
            assert not said and "too" not in said.why, (key, seat)


def test_exercise_00_1_the_red_0_steals_the_r10_before_the_blue_2_acts() -> None:
    """Revised 2-3 (the 0s act first) and 3-1 [0], [2]: seat 0's R0 steals seat 1's R10 (a
    stolen card is not discarded), then seat 2's B2 discards the other colours' cards that are
    not stolen; the R10 ends with seat 0. Answering 1 (who played it) is told so."""
    from majority_core.the_majority.kernel import resolve_trick

    won = resolve_trick({0: "R0", 1: "R10", 2: "B2", 3: "Y7"}, n_players=4, spy_holder=0).won
    assert [s for s, cards in won.items() if "R10" in map(str, cards)] == [0]
    _refused_unsized("00.1", 0, range(4))
    ex = _exercise("00.1")
    assert "Seat 1 played the R10" in ex.check(1).why
    assert "Seat 1 played" not in ex.check(2).why


def test_exercise_00_2_and_02_the_runner_up_is_paid_once_per_leader_and_not_split() -> None:
    """Revised 2-4 and RULINGS (the rulebook's example): A = B = 16, C = 10, D = 5 in blue pays
    C ⌊16/5⌋ × 2 = 6; D rising to 10 ties C for second and each takes the full 6 (02.1). Each
    named slip gets its message: 3 (one leader's payout), 2 (what a leader takes), 0 in 02.1."""
    from majority_core.the_majority.kernel import debate

    ab = {"A": {"blue": 16}, "B": {"blue": 16}, "C": {"blue": 10}}
    assert debate({**ab, "D": {"blue": 5}}).coins["C"] == 16 // 5 * 2 == 6
    assert debate({**ab, "D": {"blue": 10}}).coins == {"A": 2, "B": 2, "C": 6, "D": 6}
    first, tied = _exercise("00.2"), _exercise("02.1")
    for ex in (first, tied):
        assert ex.check(6) and not ex.check(5) and not ex.check(7), ex.key
    assert "payout for one winner" in first.check(3).why
    assert "what each winner takes" in first.check(2).why
    assert "payout for one winner" not in first.check(5).why
    assert "does not split" in tied.check(3).why and "both are paid" in tied.check(0).why


def test_exercise_02_3_and_02_4_the_smallest_total_above_the_rival_is_13_and_pays_4() -> None:
    """Revised 2-4: second place is the highest non-zero total below W = 23; 12 ties the rival
    (both paid), 13 pushes it out and takes ⌊23/5⌋ = 4 coins (the leader takes 2)."""
    from majority_core.the_majority.kernel import debate

    def coins(t: int) -> dict[str, int]:
        return debate({"L": {"red": 23}, "R": {"red": 12}, "S": {"red": t}}).coins

    assert coins(12)["R"] == coins(12)["S"] == 4 and coins(13) == {"L": 2, "R": 0, "S": 4}
    smallest = _exercise("02.3")
    assert smallest.check(13) and not smallest.check(14) and not smallest.check(12)
    assert "ties the rival" in smallest.check(12).why and "ties" not in smallest.check(11).why
    pays = _exercise("02.4")
    assert pays.check(4) and not pays.check(5) and not pays.check(3)
    assert "what the leader takes" in pays.check(2).why


def test_exercise_01_1_the_spy_farthest_clockwise_from_the_holder_takes_the_token() -> None:
    """Revised 3-1 [3] (RULINGS: the largest (seat - holder) mod n): with the token at seat 2,
    spies at seats 0, 2 and 3 are 2, 0 and 1 steps on; seat 0 takes it. Seat 2 (the holder's
    own spy) and seat 3 (the nearest) are each told their slip."""
    from majority_core.the_majority.kernel import resolve_trick

    trick = resolve_trick({0: "B3", 1: "R9", 2: "Y3", 3: "R3"}, n_players=4, spy_holder=2)
    assert trick.spy_holder == max((0, 2, 3), key=lambda s: (s - 2) % 4) == 0
    _refused_unsized("01.1", 0, range(4))
    ex = _exercise("01.1")
    assert "holder's own spy" in ex.check(2).why and "nearest" in ex.check(3).why
    assert "holder's own spy" not in ex.check(1).why and "nearest" not in ex.check(1).why


def test_exercise_01_3_and_05_the_team_with_more_coins_or_the_spy_token_wins() -> None:
    """Revised 1-5 and 2-6: partners add their coins; 21 + 19 = 17 + 23 and seat 1 holds the
    token, so seats 1 and 3 win (01.3). The lesson's seed-7 game of four greedy bots ends with
    team 0 + 2 on 52 against 50: 05.2 is 52 and 05.3 seats 0 and 2."""
    from majority_core.game import play
    from majority_core.the_majority import TheMajorityState, get_policy

    tie = _exercise("01.3")
    assert tie.check([1, 3]) and tie.check([3, 1]) and not tie.check([0, 2])
    assert not tie.check([1]) and not tie.check([0, 1, 2, 3])
    game = play(TheMajorityState.new(n_players=4, seed=7), [get_policy("greedy")] * 4, seed=7)
    team, rivals = game.coins[0] + game.coins[2], game.coins[1] + game.coins[3]
    assert (team, rivals) == (52, 50) and list(game.winners) == [0, 2]
    coins, winners = _exercise("05.2"), _exercise("05.3")
    assert coins.check(52) and not coins.check(50) and not coins.check(53)
    assert winners.check([0, 2]) and not winners.check([1, 3])


def test_exercise_03_1_and_03_2_count_the_hands_without_a_kind_of_card() -> None:
    """Revised 1-2: 12 zeros (4 a colour) in 72 cards, so a hand with no 0 is C(60, 6) / C(72, 6),
    asked exact (a float is close, not right; 1/6, one card's chance, is named); with no 0, 2, 3
    or 7 (36 cards) the chance is C(36, 6) / C(72, 6), one deal in 80 (to within 1)."""
    from fractions import Fraction
    from math import comb

    none = _exercise("03.1")
    exact = Fraction(comb(60, 6), comb(72, 6))
    assert none.check(exact) and none.check(f"{exact.numerator}/{exact.denominator}")
    assert not none.check(float(exact)) and "exact fraction" in none.check(float(exact)).why
    assert not none.check(Fraction(comb(61, 6), comb(72, 6)))
    assert "ONE given card" in none.check(Fraction(12, 72)).why
    wait = _exercise("03.2")
    assert round(comb(72, 6) / comb(36, 6)) == 80
    assert all(wait.check(n) for n in (79, 80, 81))
    assert not wait.check(78) and not wait.check(82)


def test_exercise_04_1_and_04_3_read_the_interval_and_the_square_root_law() -> None:
    """04.1: Wilson's interval for 30 of 50 starts at 0.4618, three decimals asked (0.462 right,
    0.461 and 0.463 refused). 04.3: a margin shrinks like 1/sqrt(n), so halving it takes 4 x 40
    = 160 games (140 to 180 accepted: 171 and 178 are other right ways); 80 and 4 are named."""
    from scipy.stats import binomtest

    low = binomtest(30, 50).proportion_ci(method="wilson").low
    assert round(low, 3) == 0.462
    wilson = _exercise("04.1")
    assert wilson.check(0.462) and wilson.check(round(low, 4))
    assert not wilson.check(0.461) and not wilson.check(0.463)
    games = _exercise("04.3")
    assert all(games.check(n) for n in (140, 160, 171, 178, 180))
    assert not games.check(139) and not games.check(181)
    assert "Doubling the games" in games.check(80).why
    assert "Four is the factor" in games.check(4).why and "Doubling" not in games.check(4).why


def test_exercise_06_positions_a_and_b_values_and_column_mix() -> None:
    """Lesson 06: position A's saddle point is worth +1 (8 is only the best cell, named);
    position B's columns play B0 & B2 two times in three (0.67 accepted, a quarter named) and
    the value is -7/6 (-1.17 accepted; -2 and -1, the two pure guarantees, each named)."""
    from fractions import Fraction

    from majority_core.the_majority import equilibria as eq

    easy = eq.last_trick_game(eq.find_last_trick(1, max_games=1))
    mixed = eq.last_trick_game(eq.find_last_trick(7, max_games=1))
    assert round(easy.value(), 9) == 1 and easy.pure_bounds() == (1, 1)
    (_rows, cols), *_ = mixed.equilibria()
    assert Fraction(cols[mixed.cols.index("B0 & B2")]).limit_denominator(100) == Fraction(2, 3)
    assert abs(mixed.value() + 7 / 6) < 1e-9 and mixed.pure_bounds() == (-2, -1)
    saddle, share, value = _exercise("06.1"), _exercise("06.2"), _exercise("06.3")
    assert saddle.check(1) and not saddle.check(2) and not saddle.check(0)
    assert "best cell" in saddle.check(8).why
    assert share.check("2/3") and share.check(0.67) and not share.check(0.6)
    assert not share.check(0.7) and "A quarter" in share.check(0.25).why
    assert value.check(Fraction(-7, 6)) and value.check(-1.17) and not value.check(-1.19)
    assert not value.check(-1.15)
    assert "guarantee with a pure choice" in value.check(-2).why
    assert "hold them to with a pure choice" in value.check(-1).why


def test_exercise_07_1_is_the_card_the_hint_recommends_in_any_case() -> None:
    """Lesson 07: the search's hint from seat 0 in game 13's last trick (100 iterations) names
    the card; it is accepted in any case, another card refused, a non-text told to quote it."""
    from majority_core.search import hint
    from majority_core.the_majority.equilibria import find_last_trick

    best = hint(find_last_trick(13, max_games=1, round_=4), 0, iterations=100).best
    ex = _exercise("07.1")
    assert ex.check(best) and ex.check(f" {best.lower()} ")
    assert not ex.check("R9" if best != "R9" else "B0")
    said = ex.check(3)
    assert not said and "A card is expected" in said.why


def test_exercise_07_1_refuses_in_the_lessons_words_and_no_other() -> None:
    """07.1's refusals read whole in each language: another card gets the exercise's own reason
    (and the pointer to its hint), nothing before it; a number gets the card checker's sentence,
    its example card written as the lesson writes cards (R9), in French as well."""
    from majority_core.i18n import _, language

    example = {"en": 'A card is expected here, in quotes, e.g. `"R9"`.',
               "fr": 'Une carte est attendue ici, entre guillemets, p. ex. `"R9"`.'}
    for lang in ("en", "fr"):
        with language(lang):
            ex = _exercise("07.1")
            other = next(c for c in ("R9", "B0") if not ex.check(c))
            said = ex.check(other)
            assert not said and said.why.startswith(_(ex.wrong)), (lang, said.why)
            said = ex.check(3)
            assert not said and said.why.startswith(example[lang]), (lang, said.why)


def test_exercise_07_3_shows_the_wilson_interval_of_20_in_30_and_calls_it_undecided() -> None:
    """Lesson 07: 20 of 30 gives a Wilson interval from about 49% to 81%, which holds one half,
    so the right option is that these worlds cannot tell yet, and its reason says so."""
    from scipy.stats import binomtest

    from majority_core.i18n import percent

    ci = binomtest(20, 30).proportion_ci(method="wilson")
    assert ci.low < 0.5 < ci.high
    ex = _exercise("07.3")
    for figure in (percent(20 / 30), percent(ci.low), percent(ci.high)):
        assert figure in ex.question
    assert ex.question.index(percent(ci.low)) < ex.question.index(percent(ci.high))
    said = ex.check("c")
    assert said and "One half lies inside the interval" in said.why


def test_exercise_07_3s_hint_computes_the_interval_its_question_shows() -> None:
    """The hint is a line of code to run: it gives the Wilson interval the question quotes."""
    from scipy.stats import binomtest

    from majority_core.i18n import percent

    ex = _exercise("07.3")
    (code,) = [h.strip("`.") for h in ex.hints]
    ci = eval(code, {"binomtest": binomtest})  # noqa: S307
    assert percent(ci.low) in ex.question and percent(ci.high) in ex.question

def test_the_choices_of_lessons_00_to_07_accept_the_answer_their_reasons_give() -> None:
    """Each multiple choice accepts the option its reason explains, by letter or by its words,
    and no other: the round stepper replays (00.3), ⌊14/5⌋ = 2 is first place's 2 coins (01.2,
    revised 2-4), a lone runner-up behind a tie at 30 takes 12 (02.2), 12 zeros and 12 threes
    (03.3, revised 1-2), overlapping intervals (04.2), the hands follow from the seed (05.1),
    the spy token decides a coin tie (06.4, revised 2-6), the favoured cards get the playouts
    (07.2), one half inside the interval (07.3)."""
    right = {"00.3": "c", "01.2": "c", "02.2": "a", "03.3": "b", "04.2": "c", "05.1": "c",
             "06.4": "a", "07.2": "a", "07.3": "c"}
    for key, letter in right.items():
        ex = _exercise(key)
        assert ex.check(letter) and ex.check(ex.options[ord(letter) - ord("a")]), key
        others = [chr(ord("a") + i) for i in range(len(ex.options))]
        assert not any(ex.check(x) for x in others if x != letter), key


def test_lesson_04s_debrief_is_registered_with_its_game_budget_and_seed(monkeypatch: Any) -> None:
    """Lesson 04's debrief reviews the tournament's four bots' seed-4 game with 12 worlds a
    decision and review seed 0, what its cached review was made with; 04.4 asks about seat 2."""
    import majority_core.debrief as db
    from majority_core.the_majority import exercises as majority_exercises

    monkeypatch.setattr(db, "DEBRIEFS", {})
    majority_exercises._register_debrief()
    assert list(db.DEBRIEFS) == ["04"]
    spec = db.DEBRIEFS["04"]
    assert (spec.lesson, spec.budget, spec.seed) == ("04", 12, 0)
    assert spec.game is majority_exercises.debrief_game
    r = db.debrief("04", progress=False)
    assert r.seed == spec.seed and r.state.to_dict() == spec.game().to_dict()


def test_every_exercise_of_lessons_00_to_07_has_its_hints() -> None:
    """A student stuck on an exercise asks for a hint: each exercise of lessons 00 to 07 gives
    its own (01.2: how to read ⌊14/5⌋), never the fallback that there is none."""
    from majority_core.exercises import exercises

    found = {ex.key: ex for lesson in ("00", "01", "02", "03", "04", "05", "06", "07")
             for ex in exercises(lesson)}
    assert len(found) == 27
    for key, ex in found.items():
        assert ex.hints and "has no hint" not in ex.hint(1).text, key
    assert "⌊14/5⌋" in found["01.2"].hint(1).text


def test_exercise_00_2_says_how_the_runner_up_is_paid_citing_the_rule_in_each_language() -> None:
    """00.2's reason for a wrong answer is built with the rule's citation (revised 2-4): it
    reads whole, in English and in French, never "None" nor an untranslated sentence."""
    from majority_core.i18n import language

    said = {}
    for lang in ("en", "fr"):
        with language(lang):
            said[lang] = _exercise("00.2").check(5).why
    assert ("Second place takes ⌊W/5⌋ coins (W divided by 5, rounded down) for each player "
            "tied at the top (revised 2-4).") in said["en"]
    assert ("La deuxième place prend ⌊W/5⌋ pièces (W divisé par 5, arrondi à l'entier "
            "inférieur) pour chaque joueur à égalité en tête (révisée 2-4).") in said["fr"]


def test_every_option_of_lessons_00_to_07_is_listed_in_french() -> None:
    """A French class reads each choice's options in French (02.2: « oui », « non »): no option
    of lessons 00 to 07 is left in English, and the options are listed (a), (b)... in order."""
    from majority_core.exercises import exercises
    from majority_core.i18n import _, language

    with language("fr"):
        for lesson in ("00", "01", "02", "03", "04", "05", "06", "07"):
            for ex in exercises(lesson):
                for option in ex.options:
                    assert _(option) != option, (ex.key, option)
        assert _exercise("02.2")._listed() == ["(a) oui", "(b) non"]
