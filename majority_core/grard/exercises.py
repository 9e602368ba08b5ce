"""The exercises of lessons 20-22 (Majority, Grégory Grard), checked by the package.

Every expected answer is computed when first checked: by the exact enumeration of
:mod:`majority_core.grard.analysis`, by the rules kernel (:func:`resolve_turn`, :func:`majority`)
or by the deck's own tags (:func:`association`). So an exercise can never disagree with the
rules or with the words. See :mod:`majority_core.exercises` for how a lesson uses them.
"""

from __future__ import annotations

from fractions import Fraction

from ..exercises import Exercise, choice, number, values

#: The word pair of exercise 21.2 (both in the deck; same category and domain).
PAIR_21 = ("pomme", "poire")


def _lesson_20() -> list[Exercise]:
    from . import analysis as an

    longer = all(
        an.expected_round_length(n, options=3) > an.expected_round_length(n)
        for n in range(3, 11)
    )
    return [
        number(
            "20.1",
            "Four players vote at random among A, B, C and Mark. What is the exact probability "
            "that the turn has no majority?",
            lambda: an.no_majority_probability(4),
            exact=True,
            why="No majority means four different votes: 4 x 3 x 2 x 1 = 24 of the 4^4 = 256 "
            "vote lists, so 24/256 = 3/32, about 9%. Harder to split four ways than three.",
            wrong="Count the vote lists where no option gets two votes (all votes different), "
            "and divide by all 4^4 lists (Grard \"Résolution des votes\").",
            hints=["The first player has 4 choices, the second 3 left that differ, ...",
                   "`an.no_majority_probability(n)` computes it for any n."],
            mistakes={Fraction(3, 8): "3/8 is for three players."},
        ),
        number(
            "20.2",
            "Three players vote at random. What is the exact probability that **exactly two** "
            "of them go on (so they score the pile and the round ends)?",
            lambda: an.turn_outcomes(3)["2"],
            exact=True,
            why="Two voters share a proposition (3 ways to choose the pair x 3 propositions) "
            "and the third votes anything else (3 choices, Mark included): 27 of the 64 vote "
            "lists, 27/64.",
            wrong="The pair must vote the same proposition (A, B or C), and the third player "
            "must vote something different, Mark included; count those vote lists out of "
            "4^3 = 64.",
            hints=["Choose which two players form the pair, then their proposition, then the "
                   "third player's different vote.",
                   "`an.turn_outcomes(3)` lists every fate of a 3-player turn."],
            mistakes={Fraction(3, 64): "3/64 is all three voting the same proposition: then "
                      "three go on.",
                      Fraction(9, 64): "Don't forget to choose which two players form the pair."},
        ),
        number(
            "20.3",
            "Use the Markov chain formula to find the exact expected number of turns in a "
            "round of **four** random players.",
            lambda: an.expected_round_length(4),
            exact=True,
            why="E_4 = (1 + P(4 -> 3) E_3) / (1 - P(4 -> 4)) with E_3 = 64/61: rounds of four "
            "random players last about 1.25 turns.",
            wrong="Write E_4 = 1 + P(4 -> 3) E_3 + P(4 -> 4) E_4 and solve for E_4; the other "
            "fates end the round.",
            hints=["`an.turn_outcomes(4)['3']` is P(4 -> 3) and `['4']` is P(4 -> 4).",
                   "`an.expected_round_length(3)` is E_3."],
        ),
        choice(
            "20.4",
            "Without the Mark card (3 options: `an.exact_table(options=3)`), are random rounds "
            "longer or shorter than with it?",
            ["longer", "shorter", "the same"],
            "longer" if longer else "shorter",
            why="With only three options votes collide more often: more turns have a majority "
            "and more players go on, and no Mark majority ends the round, so rounds last longer "
            "at every player count.",
            wrong="Compare the column `expected turns` of `an.exact_table(options=3)` with "
            "the one of `an.exact_table()`.",
            hints=["Fewer options make it more likely that two votes agree."],
        ),
    ]


def _payoff_go_on(others: str) -> list[str]:
    from .analysis import coordination_payoffs

    row = coordination_payoffs(n_players=3, pile_size=3)[others]
    return [vote for vote, outcome in row.items() if outcome == "go on"]


def _pair_strength() -> float:
    from .components import association, word_named

    a, b = (word_named(w) for w in PAIR_21)
    return association(a, b)


def _pair_question() -> str:
    from .components import word_named

    a, b = (word_named(w) for w in PAIR_21)
    shared, union = len(a.traits & b.traits), len(a.traits | b.traits)
    same = [what for what, yes in (("category", a.category == b.category),
                                    ("domain", a.domain == b.domain)) if yes]
    tags = " and ".join(f"the same {w}" for w in same) or "neither category nor domain"
    return (
        f"*{a.text('fr')}* and *{b.text('fr')}* have {tags}, and share {shared} of the "
        f"{union} traits that either has. With the formula above, what is their association "
        "strength? Three decimals are enough."
    )


def _lesson_21() -> list[Exercise]:
    from .analysis import smallest_sure_mark_group

    return [
        values(
            "21.1",
            "In the payoff table (three players, pile of 3), the two others vote A and B "
            "(column `AB`). Which of my votes let me **go on**? Answer with a list such as "
            "`[\"C\"]`.",
            lambda: _payoff_go_on("AB"),
            why="With my A or my B, that option has two votes and is the majority: I go on with "
            "the player who chose it. C or Mark leaves three single votes, so no majority and "
            "the round ends.",
            wrong="For each of my four votes, count the votes of each option: an option needs "
            "two votes to be a majority (Grard \"Résolution des votes\").",
            hints=["Read the column `AB` of the table, row by row."],
        ),
        number(
            "21.2",
            _pair_question(),
            _pair_strength,
            tolerance=0.0006,
            why="(3 x [same category] + 2 x [same domain] + 2 x Jaccard) / 7: category and "
            "domain weigh 5 of the 7 points, the shared traits the rest.",
            wrong="Add 3 for the same category, 2 for the same domain and 2 times the share of "
            "traits (shared / all), then divide by 7.",
            hints=["The Jaccard index is shared traits / all traits of either word.",
                   "`an.association_table(\"pomme\", [\"poire\"])` shows the answer's "
                   "ingredients."],
        ),
        number(
            "21.3",
            "At a table of 10, how many players must vote Mark together so that Mark is in "
            "the majority **whatever** the other players vote?",
            lambda: smallest_sure_mark_group(10),
            why="Every option tied at the top wins: 5 Mark votes against at most 5 for any "
            "other option is at least a tie, so the Mark voters always score (Grard "
            "\"Résolution des votes\").",
            wrong="Imagine the other players all vote the same proposition. Remember what "
            "happens to options tied at the top.",
            hints=["With g Mark voters, the others can put at most 10 - g votes on one option.",
                   "A tie at the top: both options are in the majority."],
            mistakes={6: "6 is enough, but ties at the top all win: fewer suffice."},
        ),
    ]


EXERCISES = {
    "20": _lesson_20,
    "21": _lesson_21,
}
