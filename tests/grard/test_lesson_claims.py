"""Lesson 23's claims and exercise 23.2's feedback, checked on the rules (issue 23, 1)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from majority_core.exercises import exercises
from majority_core.grard.equilibria import grard_turn_game


def _full_mix_mark(pile: int, stay: float = 1.0) -> float:
    game = grard_turn_game(pile, stay=stay)
    r, _c = next((r, c) for r, c in game.equilibria() if all(x > 0 for x in r))
    return float(r[game.rows.index("mark")])


def test_the_fully_mixed_turn_follows_indifference() -> None:
    """Grard "Résolution des votes" and "La carte Marquer": with two seats, a proposition pays
    ``stay`` when both vote it, Mark pays the pile. Indifference: stay x p = pile x q and
    3p + q = 1. Pile 3, stay 1: q = 1/10; pile 1, stay 3 (the roles swapped): q = 1/2,
    not the 0.75 that proportion to the payoff would give."""
    assert _full_mix_mark(3) == pytest.approx(float(Fraction(1, 10)))
    assert _full_mix_mark(1, stay=3) == pytest.approx(0.5)


def test_23_2_names_the_proportional_slip_and_no_false_claim() -> None:
    ex = next(e for e in exercises("23") if e.key == "23.2")
    said = ex.check(0.75)
    assert not said and "proportion" in said.why and "staying paid 3" not in said.why
    assert ex.check(Fraction(1, 10)) and ex.check(0.1)


def test_the_two_seat_game_numbers_seats_as_the_engine() -> None:
    """Lesson 23 numbers seats from 0 everywhere, as the real turns of section 3 do."""
    game = grard_turn_game(3)
    assert (game.row_player, game.col_player) == ("seat 0", "seat 1")


def test_tournament_summary_gives_the_95_percent_interval_of_the_win_share() -> None:
    """Lesson 21's table: mean share +- 1.96 standard errors (not one standard error)."""
    import pandas as pd

    from majority_core.grard.analysis import tournament_summary

    shares = [1.0] * 70 + [0.0] * 130  # 200 games, a share of 0.35
    rows = [{"policy": "x", "seat": i % 5, "points": 10, "share": s, "won": s > 0}
            for i, s in enumerate(shares)]
    rows += [{"policy": "y", "seat": 0, "points": 0, "share": 0.0, "won": False}] * 200
    summary = tournament_summary(pd.DataFrame(rows))
    x = summary.loc["x"]
    half = 1.96 * pd.Series(shares).std(ddof=1) / 200 ** 0.5
    assert half == pytest.approx(0.066, abs=0.001)
    assert x["win_share_95%_low"] == pytest.approx(0.35 - half, abs=0.001)
    assert x["win_share_95%_high"] == pytest.approx(0.35 + half, abs=0.001)
    assert summary.loc["y", "win_share_95%_low"] == 0 == summary.loc["y", "win_share_95%_high"]


# -- the mathematics review (docs/reviews/lessons-mathematics.md) ---------------------------------
def _round_length_moments(k: int) -> tuple[Fraction, Fraction]:
    """(E[T], E[T^2]) of a random round's length from k players in, worked out here from one
    turn's fates (turn_outcomes): T = 1 + T', T' = 0 when the turn ends the round, else the
    length from the players going on."""
    from majority_core.grard.analysis import turn_outcomes

    going = {int(key): p for key, p in turn_outcomes(k).items() if key.isdigit() and int(key) >= 3}
    stay = going.pop(k, Fraction(0))
    lower = {j: _round_length_moments(j) for j in going}
    mean = (1 + sum(p * lower[j][0] for j, p in going.items())) / (1 - stay)
    square = (1 + 2 * (stay * mean + sum(p * lower[j][0] for j, p in going.items()))
              + sum(p * lower[j][1] for j, p in going.items())) / (1 - stay)
    return mean, square


def test_lesson_20_mean_turns_are_judged_by_the_round_lengths_spread() -> None:
    """Lesson 20, section 5: the band for the mean number of turns is 2 sd / sqrt(N) with sd the
    round length's own (worked out exactly here), not the proportion's 2 sqrt(p(1-p)/N); with
    the lesson's 40 games (seed 0), 3 and 4 players sit right at its edge (|z| near 2)."""
    from majority_core.grard.analysis import expected_round_length, simulate_rounds
    from majority_core.grard.policies import RandomVote

    for n in (3, 4, 5):
        mean, square = _round_length_moments(n)
        assert mean == expected_round_length(n)
        turns = simulate_rounds([RandomVote()] * n, 40, seed=0)["turns"]
        z = (turns.mean() - float(mean)) / (float(square - mean**2) / len(turns)) ** 0.5
        assert abs(z) < 2, (n, z)
        assert (abs(z) > 1.9) == (n in (3, 4)), (n, z)


def test_lesson_21_the_turn_is_a_coordination_game_with_an_all_mark_equilibrium() -> None:
    """Lesson 21, section 1 (Grard "Résolution des votes", "La carte Marquer"), 3 players,
    pile 3: each proposition voted by all is an equilibrium (a lone switch is out), and so is
    all Mark (+3, a lone switch out), which is not symmetric with the propositions."""
    from majority_core.grard.analysis import coordination_payoffs

    table = coordination_payoffs(3, 3)
    for mine, others in (("A", "AA"), ("B", "BB"), ("C", "CC"), ("Mark", "MM")):
        assert table.loc[mine, others] in ("go on", "+3")
        assert all(table.loc[other, others] == "out" for other in table.index if other != mine)
    assert table.loc["Mark", "MM"] == "+3" and table.loc["A", "AA"] == "go on"


def test_lesson_21_the_random_bot_votes_mark_a_quarter_of_the_time() -> None:
    """Lesson 21, section 4: cash-in@5 is not the only bot voting Mark; random does too."""
    import random

    from majority_core.grard.components import MARK
    from majority_core.grard.policies import RandomVote

    rng = random.Random(21)
    legal = ["A", "B", "C", MARK]
    share = sum(RandomVote().act({}, legal, rng) == MARK for _ in range(4000)) / 4000
    assert abs(share - 0.25) < 0.03


def test_lesson_23_questions_speak_of_the_two_seat_model_and_section_3_words() -> None:
    """Grard "Fin d'une manche": two players left at the start of a turn score the pile and end
    the round, so two seats voting alone is a model, not a turn of the game
    (tests/grard/test_state.py::test_end_of_round_example_1_two_left_score_the_pile)."""
    first, _second, third, _fourth = exercises("23")
    assert "model" in first.question and "alone in a turn" not in first.question
    assert "section 3" in third.wrong and "section 2" not in third.wrong


# -- each exercise's answer, from the rulebook, and its named slips (docs/mutation.md) ------------
def _exercise(key: str) -> Any:
    return next(e for e in exercises(key.split(".")[0]) if e.key == key)


def test_exercise_20_1_a_fifth_option_splits_four_votes_24_times_in_125() -> None:
    """Grard "Résolution des votes": no option with two votes is no majority. Four players among
    five options: 5 × 4 × 3 × 2 = 120 of the 5⁴ = 625 lists, 24/125. The real game's 3/32 and
    the count with four options, 24/625, are each named."""
    from itertools import product

    split = sum(len(set(votes)) == 4 for votes in product("ABCDM", repeat=4))
    assert Fraction(split, 5**4) == Fraction(24, 125)
    ex = _exercise("20.1")
    assert ex.check(Fraction(24, 125)) and ex.check("24/125")
    assert not ex.check(0.192)  # exact: the fraction, not its decimal
    assert not ex.check(Fraction(25, 125)) and not ex.check(Fraction(23, 125))
    assert "real game, with four options" in ex.check(Fraction(3, 32)).why
    assert "counts four options" in ex.check(Fraction(24, 625)).why
    assert "counts four options" not in ex.check(Fraction(3, 32)).why


def test_exercise_20_2_exactly_two_of_three_go_on_27_times_in_64() -> None:
    """Grard "Résolution des votes": three voters among A, B, C and Mark; exactly two go on when
    two share a proposition and the third votes anything else: 3 pairs × 3 propositions × 3
    other votes = 27 of 64. All three alike (3/64) and the pair not chosen (9/64) are named."""
    from itertools import product

    two = sum(any(votes.count(p) == 2 for p in "ABC") for votes in product("ABCM", repeat=3))
    assert Fraction(two, 64) == Fraction(27, 64)
    ex = _exercise("20.2")
    assert ex.check(Fraction(27, 64)) and not ex.check(Fraction(26, 64))
    assert not ex.check(Fraction(28, 64))
    assert "three go on" in ex.check(Fraction(3, 64)).why
    assert "which two players form the pair" in ex.check(Fraction(9, 64)).why


def test_exercise_20_3_is_the_expected_round_length_of_four_random_players() -> None:
    """Grard "Résolution des votes", "Fin d'une manche": E_n = (1 + Σ P(n→k) E_k) / (1 − P(n→n))
    over the fates that go on with 3 or more players (two left score and end the round). Worked
    out here by enumerating the 4⁴ vote lists: 3584/2867."""
    from itertools import product

    def going(n: int) -> dict[int, Fraction]:
        out: dict[int, Fraction] = {}
        for votes in product("ABCM", repeat=n):
            top = max(votes.count(o) for o in "ABCM")
            # the voters of the propositions at the top go on (Mark voters score and leave)
            stay = sum(votes.count(p) for p in "ABC" if votes.count(p) == top) if top >= 2 else 0
            if stay >= 3:
                out[stay] = out.get(stay, Fraction(0)) + Fraction(1, 4**n)
        return out

    def length(n: int) -> Fraction:
        fates = going(n)
        stay = fates.pop(n, Fraction(0))
        return (1 + sum(p * length(k) for k, p in fates.items())) / (1 - stay)

    assert length(3) == Fraction(64, 61) and length(4) == Fraction(3584, 2867)
    ex = _exercise("20.3")
    assert ex.check(Fraction(3584, 2867)) and not ex.check(Fraction(64, 61))
    assert not ex.check(Fraction(3585, 2867))
    for key, right in (("20.1", Fraction(24, 125)), ("20.2", Fraction(27, 64)),
                       ("20.3", Fraction(3584, 2867))):
        fb = _exercise(key).check(float(right))  # the very decimal is not the exact fraction
        assert not fb and "an exact fraction is asked" in fb.why, key


def test_exercise_20_4_without_mark_rounds_are_longer() -> None:
    """Three options instead of four: votes collide more often, so more players go on and no
    Mark majority cuts the round short; rounds are longer at every count from 3 to 10."""
    from majority_core.grard import analysis as an

    assert all(an.expected_round_length(n, options=3) > an.expected_round_length(n)
               for n in range(3, 11))
    ex = _exercise("20.4")
    assert ex.check("a") and ex.check("longer")
    assert not ex.check("b") and not ex.check("shorter") and not ex.check("the same")
    assert "two votes agree" in str(ex.hint())  # a student who asks is given the hint


def test_exercise_21_1_with_a_and_b_against_me_only_a_or_b_goes_on() -> None:
    """Grard "Résolution des votes" (three players, the others vote A and B): my A or my B makes
    that option the only one with two votes, so I go on; C or Mark leaves three single votes,
    no majority. The order of the list does not matter; a list with C is refused."""
    ex = _exercise("21.1")
    assert ex.check(["A", "B"]) and ex.check(["B", "A"])
    assert not ex.check(["A"]) and not ex.check(["A", "B", "C"]) and not ex.check(["C"])
    assert not ex.check(["A", "B", "Mark"])


def test_exercise_21_2_the_pairs_association_and_its_question_read_the_deck() -> None:
    """*pomme* and *poire* share category and domain and 5 of the 8 traits either has:
    (3 + 2 + 2 × 5/8) / 7 = 0.893, accepted to three decimals, 0.892 and 0.894 not. The
    question says what the deck says, the first word capitalised."""
    from majority_core.grard.components import word_named

    a, b = (word_named(w) for w in ("pomme", "poire"))
    assert (a.category, a.domain) == (b.category, b.domain)
    assert (len(a.traits & b.traits), len(a.traits | b.traits)) == (5, 8)
    ex = _exercise("21.2")
    want = (3 + 2 + 2 * Fraction(5, 8)) / 7
    assert ex.check(round(float(want), 3)) and ex.check(float(want))
    assert not ex.check(0.892) and not ex.check(0.894)
    assert ("*Pomme* and *poire* have the same category and the same domain, and share 5 of "
            "the 8 traits") in ex.question
    from majority_core.i18n import language

    with language("fr"):  # the whole sentence from the catalog, not only its tags
        fr = _exercise("21.2").question
    assert fr.startswith("*Pomme* et *poire* ont la même catégorie et le même domaine, et "
                         "partagent 5 des 8 traits") and fr.endswith("Trois décimales suffisent.")


def test_exercise_21_3_five_mark_votes_of_ten_always_score() -> None:
    """Grard "Cas particulier": every option tied at the top is in the majority. With g Mark
    voters the others put at most 10 − g votes on one option, so g = 5 always ties or leads;
    4 does not (6 votes on A beat it). 6 is named as enough but not the least."""
    assert min(g for g in range(11) if g >= 10 - g) == 5
    ex = _exercise("21.3")
    assert ex.check(5) and not ex.check(4)
    fb = ex.check(6)
    assert not fb and "fewer suffice" in fb.why


def test_exercises_22_play_the_lessons_game_through_the_rules() -> None:
    """Grard "Résolution des votes", "La carte Marquer", "Cas particulier" (example 3): four A
    against two B, the A voters go on (4); then C and Mark tie with two votes each: the Mark
    voters score the pile before the turn (the first card and A: 2) and leave, C joins the
    pile and the two C voters, alone in, score 3 and end the round. Ana voted A then C: 3."""
    one = _exercise("22.1")
    assert one.check(4) and not one.check(3) and not one.check(5)
    assert "voted outside the majority" in one.check(6).why
    assert "ones who leave" in one.check(2).why
    two = _exercise("22.2")
    assert two.check(2) and not two.check(3) and not two.check(1)
    three = _exercise("22.3")
    assert three.check(3) and not three.check(2) and not three.check(4)
    assert "Cleo and Dev vote Mark" in two.question
    assert "how many points does Ana have" in three.question


def test_exercise_23_1_every_matching_pair_is_a_pure_equilibrium() -> None:
    """Grard "Résolution des votes": two seats, pile of 3; A-A, B-B, C-C and Mark-Mark are each
    an equilibrium (a lone switch breaks the only majority): 4. 1 (only Mark-Mark) and 3
    (Mark-Mark left out) are named."""
    ex = _exercise("23.1")
    assert ex.check(4) and not ex.check(5) and not ex.check(2)
    assert "other matches are equilibria too" in ex.check(1).why
    assert "Mark-Mark is an equilibrium too" in ex.check(3).why


def test_exercise_23_2_the_full_mix_votes_mark_one_time_in_ten() -> None:
    """Indifference (pile 3, staying worth 1): p = 3q and 3p + q = 1, so q = 1/10; the uniform
    1/4 is named."""
    ex = _exercise("23.2")
    assert ex.check(0.1) and not ex.check(0.11) and not ex.check(0.09)
    assert "not an equilibrium" in ex.check(0.25).why


def test_exercises_23_3_and_23_4_accept_the_vote_their_reasons_give() -> None:
    """23.3: notebook (C) is the word of the real turn that goes with *map*, the focal bot's vote
    (`TURN_23`'s first vote). 23.4 (Grard "Résolution des votes"): three B votes of five are a
    majority the two others cannot reach, so B is best whatever the other does."""
    from majority_core.grard.exercises import TURN_23, lesson_23_turn

    assert TURN_23["first"] == (2, "C")
    cast = lesson_23_turn(cast=True)
    assert cast.to_dict() != lesson_23_turn().to_dict()
    for key, right in (("23.3", "C"), ("23.4", "B")):
        ex = _exercise(key)
        assert ex.check(right) and ex.check("abcd"[ex.options.index(right)]), key
        assert not any(ex.check(v) for v in ex.options if v != right), key


def test_lesson_21s_debrief_is_registered_with_its_game_budget_and_seed(monkeypatch: Any) -> None:
    """Lesson 21's debrief reviews the lesson's game (five bots, seed 21) with 40 worlds a
    decision and seed 0, the seed its cached review was made with; 21.4 asks about seat 2."""
    import majority_core.debrief as db
    from majority_core.grard import exercises as grard_exercises

    monkeypatch.setattr(db, "DEBRIEFS", {})
    grard_exercises._register_debrief()
    assert list(db.DEBRIEFS) == ["21"]
    spec = db.DEBRIEFS["21"]
    assert (spec.lesson, spec.budget, spec.seed) == ("21", 40, 0)
    assert spec.game is grard_exercises.debrief_game
    game = grard_exercises.debrief_game()
    assert (game.n_players, game.seed, len(game.history) > 0) == (5, 21, True)
    assert "seat 2" in _exercise("21.4").question


def test_every_exercise_of_lessons_20_to_23_offers_a_hint_and_its_code_runs() -> None:
    """A student who asks gets a hint, multiple choices included; 23.4's hint, a line of code,
    shows the game whose dominant vote is the answer."""
    import majority_core.grard.equilibria as eq

    assert [e.key for lesson in ("20", "21", "22", "23") for e in exercises(lesson)
            if not e.hints] == []
    code = _exercise("23.4").hints[0].strip("`.")
    assert eval(code, {"eq": eq}).equals(eq.grard_turn_game(0, others={"B": 3}).table())  # noqa: S307


def test_lesson_23s_turn_is_dealt_in_the_lessons_language() -> None:
    """Lesson 23's real turn (3 players, seed 1): reference *map*, propositions cherry, earth and
    notebook; language is display only, so the French turn shows the same cards, in French,
    with the same focal vote (C)."""
    from majority_core.grard.exercises import lesson_23_turn
    from majority_core.i18n import language

    with language("en"):
        en = lesson_23_turn().view(0)
    with language("fr"):
        fr = lesson_23_turn().view(0)
        assert _exercise("23.3").check("C")
    assert (en["language"], fr["language"]) == ("en", "fr")
    words = [en["words"][str(en[k] if k == "reference" else en["propositions"][k])]
             for k in ("reference", "A", "B", "C")]
    assert words == ["map", "cherry", "earth", "notebook"]  # the turn section 3 shows
    assert {k: fr[k] for k in ("reference", "propositions")} == {
        k: en[k] for k in ("reference", "propositions")}
    assert fr["words"] != en["words"]


def test_exercise_21_2s_question_says_what_any_pair_shares(monkeypatch: Any) -> None:
    """The question is written from the deck's tags for whatever pair the lesson uses: the same
    category and domain, the category only, the domain only, or neither; its answer is then
    that pair's association strength."""
    from majority_core.grard import exercises as grard_exercises
    from majority_core.grard.components import association, word_named

    for pair, tags in ((("pomme", "raisin"), "the same category and the same domain"),
                       (("pomme", "pâtes"), "the same category"),
                       (("épée", "chevalier"), "the same domain"),
                       (("pomme", "grand-mère"), "neither category nor domain")):
        monkeypatch.setattr(grard_exercises, "PAIR_21", pair)
        a, b = (word_named(w) for w in pair)
        ex = _exercise("21.2")
        assert (f"*{pair[0][:1].upper() + pair[0][1:]}* and *{pair[1]}* have {tags}, and share "
                f"{len(a.traits & b.traits)} of the {len(a.traits | b.traits)} traits") in ex.question
        assert ex.check(association(a, b)), pair


@pytest.mark.parametrize(("lang", "mark"), [("en", "Mark"), ("fr", "Marquer")])
def test_23_3_and_23_4_list_the_vote_cards_by_their_names(lang: str, mark: str) -> None:
    """The options a student reads under 23.3 and 23.4 are the vote cards as the rulebook
    names them (Grard "Matériel": the propositions A, B, C and the Mark card, « Marquer »),
    in the lesson's language; answering by letter or by name picks the same card."""
    from majority_core.i18n import language

    with language(lang):
        listed = {e.key: e._repr_markdown_() for e in exercises("23") if e.key in ("23.3", "23.4")}
        for key, text in listed.items():
            assert f"* (a) A\n* (b) B\n* (c) C\n* (d) {mark}" in text, (key, text)
        e = next(e for e in exercises("23") if e.key == "23.4")
        assert e.check("b") and e.check("B") and not e.check(mark)
