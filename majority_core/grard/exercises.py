"""The exercises of lessons 20-23 (Majority, Grégory Grard), checked by the package.

Every expected answer is computed when first checked: by the exact enumeration of
:mod:`majority_core.grard.analysis`, by the rules kernel (:func:`resolve_turn`, :func:`majority`)
or by the deck's own tags (:func:`association`). So an exercise can never disagree with the
rules or with the words. See :mod:`majority_core.exercises` for how a lesson uses them.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import perm
from typing import TYPE_CHECKING

from ..exercises import Exercise, choice, number, values
from ..i18n import N_, _, get_language

if TYPE_CHECKING:  # pragma: no cover
    from .state import GrardState

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
            _("Imagine a box with a fourth proposition card, D: four players vote at random "
            "among A, B, C, D and Mark. What is the exact probability that the turn has no "
            "majority?"),
            # The rules' resolution with one more option: no majority = all votes different.
            lambda: Fraction(perm(5, 4), 5**4),
            exact=True,
            why=_("No majority means four different votes: 5 × 4 × 3 × 2 = 120 of the 5⁴ = 625 "
            "vote lists, so 120/625 = 24/125, about 19%. One more option doubles the chance of "
            "a split (3/32 with the real four cards)."),
            wrong=_("Count the vote lists where no option gets two votes (all votes different), "
            "and divide by all 5⁴ lists, as section 2 does with four options (Grard "
            "\"Résolution des votes\")."),
            hints=[_("The first player has 5 choices, the second 4 left that differ, ..."),
                   _("`math.perm(5, 4)` counts the lists of four different votes among five options.")],
            mistakes={Fraction(3, 32): _("3/32 is the real game, with four options: count "
                      "with five."),
                      Fraction(24, 625): _("4 × 3 × 2 × 1 counts four options: the first "
                      "player has five choices.")},
        ),
        number(
            "20.2",
            _("Three players vote at random. What is the exact probability that **exactly two** "
            "of them go on (so they score the pile and the round ends)?"),
            lambda: an.turn_outcomes(3)["2"],
            exact=True,
            why=_("Two voters share a proposition (3 ways to choose the pair × 3 propositions) "
            "and the third votes anything else (3 choices, Mark included): 27 of the 64 vote "
            "lists, 27/64."),
            wrong=_("The pair must vote the same proposition (A, B or C), and the third player "
            "must vote something different, Mark included; count those vote lists out of "
            "4³ = 64."),
            hints=[_("Choose which two players form the pair, then their proposition, then the "
                   "third player's different vote."),
                   _("`an.turn_outcomes(3)` lists every fate of a 3-player turn.")],
            mistakes={Fraction(3, 64): _("3/64 is all three voting the same proposition: then "
                      "three go on."),
                      Fraction(9, 64): _("Don't forget to choose which two players form the pair.")},
        ),
        number(
            "20.3",
            _("Use the Markov chain formula to find the exact expected number of turns in a "
            "round of **four** random players."),
            lambda: an.expected_round_length(4),
            exact=True,
            why=_("E_4 = (1 + P(4 -> 3) E_3) / (1 - P(4 -> 4)) with E_3 = 64/61: rounds of four "
            "random players last about 1.25 turns."),
            wrong=_("Write E_4 = 1 + P(4 -> 3) E_3 + P(4 -> 4) E_4 and solve for E_4; the other "
            "fates end the round."),
            hints=[_("`an.turn_outcomes(4)['3']` is P(4 -> 3) and `['4']` is P(4 -> 4)."),
                   _("`an.expected_round_length(3)` is E_3.")],
        ),
        choice(
            "20.4",
            _("Without the Mark card (3 options: `an.exact_table(options=3)`), are random rounds "
            "longer or shorter than with it?"),
            [N_("longer"), N_("shorter"), N_("the same")],
            "longer" if longer else "shorter",
            why=_("With only three options votes collide more often: more turns have a majority "
            "and more players go on, and no Mark majority ends the round, so rounds last longer "
            "at every player count."),
            wrong=_("Compare the column `expected turns` of `an.exact_table(options=3)` with "
            "the one of `an.exact_table()`."),
            hints=[_("Fewer options make it more likely that two votes agree.")],
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


def _first_upper(word: str) -> str:
    """A word that opens a sentence, with its capital ("Pomme et poire ont…", review 3 N16)."""
    return word[:1].upper() + word[1:]


def _pair_question() -> str:
    from .components import word_named

    a, b = (word_named(w) for w in PAIR_21)
    shared, union = len(a.traits & b.traits), len(a.traits | b.traits)
    tags = {
        (True, True): _("the same category and the same domain"),
        (True, False): _("the same category"),
        (False, True): _("the same domain"),
        (False, False): _("neither category nor domain"),
    }[a.category == b.category, a.domain == b.domain]
    return _(
        "*{a}* and *{b}* have {tags}, and share {shared} of the {union} traits that either "
        "has. With the formula above, what is their association strength? Three decimals are "
        "enough."
    ).format(a=_first_upper(a.text("fr")), b=b.text("fr"), tags=tags, shared=shared,
             union=union)


def _lesson_21() -> list[Exercise]:
    from .analysis import smallest_sure_mark_group

    return [
        values(
            "21.1",
            _("In the payoff table (three players, pile of 3), the two others vote A and B "
            "(column `AB`). Which of my votes let me **go on**? Answer with a list such as "
            "`[\"C\"]`."),
            lambda: _payoff_go_on("AB"),
            why=_("With my A or my B, that option has two votes and is the majority: I go on with "
            "the player who chose it. C or Mark leaves three single votes, so no majority and "
            "the round ends."),
            wrong=_("For each of my four votes, count the votes of each option: an option needs "
            "two votes to be a majority (Grard \"Résolution des votes\")."),
            hints=[_("Read the column `AB` of the table, row by row.")],
        ),
        number(
            "21.2",
            _pair_question(),
            _pair_strength,
            tolerance=0.0006,
            why=_("(3 × [same category] + 2 × [same domain] + 2 × Jaccard) / 7: category and "
            "domain weigh 5 of the 7 points, the shared traits the rest."),
            wrong=_("Add 3 for the same category, 2 for the same domain and 2 times the share of "
            "traits (shared / all), then divide by 7."),
            hints=[_("The Jaccard index is shared traits / all traits of either word."),
                   _("`an.association_table(\"pomme\", [\"poire\"])` shows the answer's "
                   "ingredients.")],
        ),
        number(
            "21.3",
            _("At a table of 10, how many players must vote Mark together so that Mark is in "
            "the majority **whatever** the other players vote?"),
            lambda: smallest_sure_mark_group(10),
            why=_("Every option tied at the top wins: 5 Mark votes against at most 5 for any "
            "other option is at least a tie, so the Mark voters always score (Grard "
            "\"Résolution des votes\")."),
            wrong=_("Imagine the other players all vote the same proposition. Remember what "
            "happens to options tied at the top."),
            hints=[_("With g Mark voters, the others can put at most 10 - g votes on one option."),
                   _("A tie at the top: both options are in the majority.")],
            mistakes={6: _("6 is enough, but ties at the top all win: fewer suffice.")},
        ),
        *_lesson_21_debrief(),
    ]


#: The game lesson 22 drives by code: six named seats, seed 11, and the votes of its two turns.
LESSON_22 = {
    "n_players": 6,
    "seed": 11,
    "names": ["Ana", "Ben", "Cleo", "Dev", "Eve", "Flo"],
    "turns": [["A", "A", "A", "A", "B", "B"], ["C", "C", "mark", "mark"]],
}


def _lesson_22_after(turns: int) -> GrardState:
    """Lesson 22's game after its first ``turns`` turns, played through the rules engine."""
    from .state import GrardState

    g = LESSON_22
    state = GrardState.new(
        n_players=g["n_players"], seed=g["seed"], names=g["names"], language="en"
    )
    for votes in g["turns"][:turns]:
        for seat, vote in zip(sorted(state.active), votes, strict=True):
            state.apply(seat, vote)
    return state


def _lesson_22() -> list[Exercise]:
    names = LESSON_22["names"]
    return [
        number(
            "22.1",
            _("In the first turn above (four A, two B), how many players go on to the second turn?"),
            lambda: len(_lesson_22_after(1).active),
            why=_("A has the most votes, so A is the majority: its four voters go on, the two B "
            "voters are out of the round (Grard \"Résolution des votes\")."),
            wrong=_("Only the voters of the option(s) with the most votes stay in the round."),
            hints=[_("Which option has the most votes? Its voters stay.")],
            mistakes={6: _("The B voters voted outside the majority: they leave the round."),
                      2: _("The two B voters are the ones who leave, not the ones who stay.")},
        ),
        number(
            "22.2",
            _("In the second turn {a} and {b} vote Mark. How many points does {a} score in "
              "that turn? (Read the reference pile on the board before the second turn.)"
              ).format(a=names[2], b=names[3]),
            lambda: _lesson_22_after(2).scores[2] - _lesson_22_after(1).scores[2],
            why=_("Mark ties with C at the top (two votes each), so Mark is in the majority: each "
            "Mark voter scores one point per card of the reference pile and leaves the round "
            "(Grard \"La carte Marquer\")."),
            wrong=_("A Mark voter in the majority scores the size of the reference pile as it is "
            "when the votes are revealed."),
            hints=[_("Two options tie at the top: both are in the majority."),
                   _("Count the cards of the reference pile before the second turn's card joins it.")],
        ),
        number(
            "22.3",
            _("After those two turns, how many points does {name} have?").format(name=names[0]),
            lambda: _lesson_22_after(2).scores[0],
            why=_("C's card joins the pile, and only the two C voters are left for the next turn: "
            "two players still in score the new pile and the round ends (Grard \"Fin d'une "
            "manche\")."),
            wrong=_("After the second turn, count who is still in the round and what happens "
            "when only two players are left."),
            hints=[_("The Mark voters leave with their points; who is left?"),
                   _("When two players are left, they score the pile (with C's card) and the round "
                   "ends.")],
        ),
    ]


EXERCISES = {
    "20": _lesson_20,
    "21": _lesson_21,
    "22": _lesson_22,
}


# -- lesson 23: a turn as a coordination game (equilibria) ---------------------------------------
#: Lesson 23's real turn: a 3-player game (seed 1; reference *map*), seat 2 votes first.
TURN_23 = {"n_players": 3, "seed": 1, "language": "en", "first": (2, "C")}


def lesson_23_turn(cast: bool = False) -> GrardState:
    """Lesson 23's real turn before anyone votes, or (``cast``) once seat 2 has voted C, the
    focal bot's vote."""
    from .components import LANGUAGES
    from .state import GrardState

    # The words in the lesson's language (the same cards: language is display only).
    language = get_language() if get_language() in LANGUAGES else TURN_23["language"]
    state = GrardState.new(n_players=TURN_23["n_players"], seed=TURN_23["seed"],
                           language=language)
    if cast:
        state.apply(*TURN_23["first"])
    return state


def _dominant_vote(others: dict[str, int]) -> str:
    """The vote that is best for seat 1 whatever seat 2 votes (the rules' payoffs)."""
    from .equilibria import grard_turn_game

    game = grard_turn_game(0, others=others)
    n = len(game.rows)
    for i in range(n):
        if all(game.a[i][j] >= game.a[k][j] for k in range(n) for j in range(n)):
            return "Mark" if game.rows[i] == "mark" else game.rows[i]
    raise AssertionError("no dominant vote")


def _mark_share(pile: int) -> float:
    from .equilibria import grard_turn_game

    game = grard_turn_game(pile)
    r, _c = next((r, c) for r, c in game.equilibria() if all(x > 0 for x in r))
    return r[game.rows.index("mark")]


def _lesson_23() -> list[Exercise]:
    from .equilibria import grard_turn_game

    def focal() -> str:
        from .policies import most_salient

        return most_salient(lesson_23_turn().view(0))

    votes = ["A", "B", "C", "Mark"]
    return [
        number(
            "23.1",
            _("The two-seat model of section 1, the pile holding 3 cards. How many **pure** "
            "equilibria does this game have?"),
            lambda: len(grard_turn_game(3).pure_equilibria()),
            why=_("Every pair of equal votes is an equilibrium (A-A, B-B, C-C and Mark-Mark): "
            "whoever switches alone breaks the only majority and loses (Grard \"Résolution "
            "des votes\"). The payoffs cannot say which one to play."),
            wrong=_("A pure equilibrium is a cell where neither seat gains by changing its vote "
            "alone; check each cell of the table."),
            hints=[_("`game.pure_equilibria()` lists them; try first with a pencil."),
                   _("What happens to a seat that changes its vote when both voted A?")],
            mistakes={1: _("Mark-Mark pays most, but the other matches are equilibria too."),
                      3: _("Mark-Mark is an equilibrium too: a lone Mark scores nothing.")},
        ),
        number(
            "23.2",
            _("In the equilibrium where both seats mix all four votes (pile of 3, staying in "
            "worth 1), how often does each seat vote Mark? A fraction or a decimal."),
            lambda: _mark_share(3),
            tolerance=1e-6,
            why=_("Each seat must leave the other indifferent: A, B and C then each pay 1 × p "
            "and Mark pays 3 × q, so p = 3q, and 3p + q = 1 gives q = 1/10. The more a "
            "meeting pays, the less often the mix goes there."),
            wrong=_("In a mixed equilibrium every vote in the mix earns the same against the "
            "other seat's mix. Write what A earns and what Mark earns, and set them equal."),
            hints=[_("A earns 1 × P(the other votes A); Mark earns 3 × P(the other votes Mark)."),
                   _("The four probabilities add up to 1.")],
            mistakes={0.25: _("Voting all four equally often is not an equilibrium: Mark would "
                      "then earn more than A."),
                      0.75: _("0.75 = 3/(3 + 1) puts Mark's share in proportion to what Mark "
                      "pays: that is the slip. A seat's mix must make the *other* seat "
                      "indifferent, so the better a meeting pays, the *less* often it is "
                      "played.")},
        ),
        choice(
            "23.3",
            _("In the real turn of section 3 (reference *map*), which vote is the focal point?"),
            votes,
            focal(),
            why=_("Notebook shares a category and a trait (paper) with map; cherry and earth "
            "share nothing: the words, not the payoffs, single out one of the equal "
            "equilibria."),
            wrong=_("All the equilibria pay the same: which proposition goes best with the "
            "reference (the table of words in section 3)?"),
            hints=[_("The column `how much it stands out`.")],
        ),
        choice(
            "23.4",
            _("Five players: three of them have already voted B. Which vote is best for each of "
            "the two others, whatever the other one does?"),
            votes,
            _dominant_vote({"B": 3}),
            why=_("Three B votes make B the majority: the two remaining votes cannot reach three. "
            "Following the crowd keeps a seat in whatever the other does: a dominant vote, and "
            "the game has a single equilibrium."),
            wrong=_("For each vote of the other seat, which vote stays in the majority "
            "(Grard \"Résolution des votes\", ties all win)?"),
            hints=[_("`eq.grard_turn_game(0, others={\"B\": 3}).table()`.")],
        ),
    ]


EXERCISES["23"] = _lesson_23


# -- lesson 21's debrief: one game of the lesson's five bots, reviewed -----------------------------
#: The debrief's game: five seats, the five bots of the lesson's tournament, seed 21, its words
#: dealt in the lesson's language; reviewed with 40 worlds a decision (the game's default).
DEBRIEF_SEED = 21
#: The seat exercise 21.4 asks about (the lesson shows another seat's mistakes as the example).
DEBRIEF_SEAT = 2


def _debrief_bots() -> list:
    from .policies import CashIn, Focal, LevelK, RandomVote

    return [Focal(0.1), LevelK(1), CashIn(5), LevelK(2), RandomVote()]


def debrief_game() -> GrardState:
    """Lesson 21's debrief game: focal, level-1, cash-in@5, level-2 and random, seed 21, its
    words in the current language (Grard's words are dealt in the lesson's language)."""
    return _debrief_game(get_language())


@cache
def _debrief_game(language: str) -> GrardState:
    from ..game import play
    from .state import GrardState

    game = GrardState.new(n_players=5, seed=DEBRIEF_SEED, language=language)
    return play(game, _debrief_bots(), seed=DEBRIEF_SEED)


def _lesson_21_debrief() -> list[Exercise]:
    from ..debrief import seat_exercise

    return [seat_exercise("21.4", "21", "grard", DEBRIEF_SEAT, (30, "B"))]


def _register_debrief() -> None:
    from ..debrief import register_debrief

    register_debrief("21", debrief_game, budget=40, seed=0)


_register_debrief()
