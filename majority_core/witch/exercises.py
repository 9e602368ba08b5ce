"""The exercises of lessons 40-42 (Witch of the Academy), checked by the package.

Every expected answer is computed when first checked, by the pinned scoring kernel, by the
engine replaying the lesson's game, or by the Bayesian inference of
:mod:`majority_core.witch.bayes`; so an exercise can never disagree with the lesson's numbers.
See :mod:`majority_core.exercises` for how a lesson uses them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..exercises import Exercise, choice, number
from ..i18n import N_, _

#: The game lesson 41 studies: seat 0 and 2 cautious, seat 1 colour-blind, seat 3 random.
LESSON_41_GAME = {"n_players": 4, "seed": 41, "standard": False}

#: The disks of exercise 40.1.
DISKS_40 = {
    "A": {"red": 3, "pink": 1, "blue": 2, "yellow": 1},
    "B": {"red": 3, "blue": 2},
    "C": {"pink": 2, "blue": 1, "yellow": 4},
}


@cache
def lesson_41_game() -> Any:
    """The lesson's game, played once (four bots, seed 41)."""
    from ..game import play
    from .policies import Heuristic, Random
    from .state import WitchState

    bots = [Heuristic(), Heuristic(0.0), Heuristic(), Random()]
    return play(WitchState.new(**LESSON_41_GAME), bots, seed=41)


def _info_a() -> int:
    from .kernel import information_points

    return information_points(DISKS_40).points["A"]


def _suspicion_5p() -> int:
    from .kernel import suspicion

    return suspicion({"pink": 6}, n_players=5, standard=True).points["pink"]


def _lesson_40() -> list[Exercise]:
    return [
        number(
            "40.1",
            _("Night scoring (Witch 3 \"Phase de Nuit\" (2)): A holds 3 red, 1 pink, 2 blue and 1 "
            "yellow disks; B 3 red and 2 blue; C 2 pink, 1 blue and 4 yellow. How many points "
            "do A's disks give A?"),
            _info_a,
            why=_("2 for all four colours; red is tied with B at 3 (2 × 3 = 6); pink: C has more "
            "(1); blue is tied with B at 2 (2 × 2 = 4); yellow: C has more (1). 2 + 6 + 1 + 4 + "
            "1 = 14."),
            wrong=_("Go colour by colour: alone at the top 3 per disk, tied at the top 2 per disk, "
            "otherwise 1 per disk; and 2 more for holding all four colours."),
            hints=[_("Red: A and B both hold 3, the most: a tie."),
                   _("`information_points(...)` gives the answer; `.explain()` the reasons.")],
            mistakes={12: _("You forgot the 2 points for holding all four colours."),
                      19: _("A tie at the top pays 2 per disk, not 3.")},
        ),
        number(
            "40.2",
            _("Standard game, 5 players: 6 face-up pink rumour cards are on the table at night. "
            "How many suspicion points does pink get?"),
            _suspicion_5p,
            why=_("6 cards is more than the 5 players, so the 5-point bonus applies: 6 + 5 = 11 "
            "(Witch 5)."),
            wrong=_("One point per face-up rumour card, and 5 more when the colour has more cards "
            "than there are players (standard game)."),
            hints=[_("With 5 players the bonus starts at 6 cards.")],
            mistakes={6: _("The bonus applies: 6 cards is more than the 5 players.")},
        ),
        number(
            "40.3",
            _("No yellow disk is left in the supply. Seats 0, 1, 2 and 3 hold 2, 1, 2 and 2 "
            "yellow disks. Seat 3 trades a yellow card: which seat does it take a yellow disk "
            "from? Answer with the seat number."),
            lambda: _source(),
            sized=False,
            why=_("Apart from seat 3, seats 0 and 2 hold the most (2); going clockwise from seat 3 "
            "the first of them is seat 0 (Witch 3 Exception 2)."),
            wrong=_("Leave out the taker, find who holds the most, then go clockwise from the "
            "taker (seat 3, then seat 0, 1, 2)."),
            hints=[_("Clockwise after seat 3 comes seat 0.")],
            mistakes={2: _("Seat 2 holds as many as seat 0, but seat 0 comes first clockwise "
                      "from seat 3.")},
        ),
        choice(
            "40.4",
            _("A player takes two black cards. Which information disk does she get?"),
            [
                N_("a black disk"),
                N_("a disk of a colour most represented among the coloured cards left on the field"),
                N_("no disk, a 1-point token"),
            ],
            "a disk of a colour most represented among the coloured cards left on the field",
            why=_("There are no black disks; with two black cards the disk is of a colour most "
            "represented on the field, the player choosing among ties (Witch 3 Exception 1)."),
            wrong=_("Re-read Exception 1: there are no black disks at all."),
        ),
    ]


def _source() -> int:
    from .kernel import disk_source

    disks = [[0, 0, 0, 0, 2], [0, 0, 0, 0, 1], [0, 0, 0, 0, 2], [0, 0, 0, 0, 2]]
    return disk_source(4, 3, [0] * 5, disks)  # type: ignore[return-value]


def _n_hypotheses() -> int:
    from .bayes import posterior
    from .state import WitchState

    s = WitchState.new(n_players=5, seed=0)
    return len(posterior(s.view(0)))


def _bayes_update() -> float:
    # prior 1/4 on each of red, pink, blue, yellow; the likelihoods of the lesson's example
    lik = {"red": 0.1, "pink": 0.4, "blue": 0.25, "yellow": 0.25}
    return lik["pink"] / sum(lik.values())


def _true_colour_seat_2() -> float:
    from .bayes import beliefs

    g = lesson_41_game()
    end = g.replay_prefix(next(i for i, (_, a) in enumerate(g.history) if a.startswith("guess")))
    b = beliefs(end.view(0))
    return b[2][end.view(None)["colours"][2]]


def _lesson_41() -> list[Exercise]:
    return [
        number(
            "41.1",
            _("At 5 players, before anything happens, how many deals of the other four player "
            "cards must seat 0 weigh (how many hypotheses)?"),
            _n_hypotheses,
            why=_("Seat 0 knows its own colour; the four others hold the four other colours in "
            "any order: 4 × 3 × 2 × 1 = 24."),
            wrong=_("Count the ways to give the four other colours to the four other seats."),
            hints=[_("At 5 players every colour is dealt: nothing goes back unseen.")],
            mistakes={120: _("That counts seat 0's colour too, which it knows."),
                      625: _("Each colour is dealt once: no repeats.")},
        ),
        number(
            "41.2",
            _("A seat's colour is red, pink, blue or yellow with probability 1/4 each. It keeps a "
            "card as a rumour; the model says that decision has probability 0.1 if it is red, "
            "0.4 if pink, 0.25 if blue and 0.25 if yellow. What is now the probability that it "
            "is pink? (a number between 0 and 1)"),
            _bayes_update,
            tolerance=0.005,
            why=_("Prior times likelihood, normalised: (1/4 × 0.4) / (1/4 × (0.1 + 0.4 + 0.25 + "
            "0.25)) = 0.4 / 1.0 = 0.4. Equal priors cancel."),
            wrong=_("Multiply each prior by its likelihood, then divide by the sum of the four "
            "products."),
            hints=[_("With equal priors the posterior is the likelihood divided by the sum of "
                   "likelihoods.")],
            mistakes={0.1: _("That is the prior times the likelihood, before normalising.")},
        ),
        number(
            "41.3",
            _("In the lesson's game, when night falls, what probability does seat 0 give to seat "
            "2's true colour? (a number between 0 and 1, to 2 decimals)"),
            _true_colour_seat_2,
            tolerance=0.006,
            why=_("Seat 2 played the cautious heuristic: it never kept a rumour of its colour when "
            "it could avoid it, which the model reads as strong evidence."),
            wrong=_("Compute `beliefs(...)` from seat 0's view at the night, then read seat 2's "
            "row at its true colour (revealed only at the end)."),
            hints=[_("The lesson's last table holds it.")],
        ),
        choice(
            "41.4",
            _("The investigator guesses a colour-blind player (who ignores its own colour) right "
            "no more often than chance. Why?"),
            [
                N_("its choices do not depend on its colour, so they carry no evidence about it"),
                N_("it uses more data cards"),
                N_("its colour is always the unseen one"),
            ],
            "its choices do not depend on its colour, so they carry no evidence about it",
            why=_("Its choices do not depend on its colour, so they carry no real evidence. The "
            "investigator's model does not know that: it assumes caution and still reads them as "
            "evidence, which is why it can end up confidently wrong about a colour-blind seat, "
            "and below chance in the accuracy table."),
            wrong=_("Think of the likelihood of its decisions under each colour."),
        ),
    ]


def _disk_gain() -> int:
    from .policies import _majority_points

    return _majority_points(3, 2) - _majority_points(2, 2)


def _hiding_saves() -> int:
    from .kernel import suspicion

    before = suspicion({"red": 5}, n_players=4, standard=True).points["red"]
    after = suspicion({"red": 3}, n_players=4, standard=True).points["red"]
    return before - after


def _lesson_42() -> list[Exercise]:
    return [
        number(
            "42.1",
            _("You hold 2 pink disks and the best of the others holds 2 too. How many points does "
            "a third pink disk add to your night score?"),
            _disk_gain,
            why=_("Tied at 2 you score 2 × 2 = 4; alone at 3 you score 3 × 3 = 9: the third disk "
            "is worth 5 points, far more than the 1 point it would be worth elsewhere."),
            wrong=_("Compare your pink points before (tied for the most) and after (alone at the "
            "top)."),
            hints=[_("Before: 2 per disk. After: 3 per disk.")],
            mistakes={3: _("That is one disk at 3 points; the two you held also go from 2 to 3 "
                      "points each."), 9: _("That is the total after, not what the disk adds.")},
        ),
        number(
            "42.2",
            _("Standard game, 4 players: 5 face-up rumour cards of your colour. A data card turns "
            "2 of them face down. How many suspicion points does that save you?"),
            _hiding_saves,
            why=_("5 cards is more than the 4 players: 5 + 5 = 10. After: 3 cards, 3 points. "
            "You save 7, plus the data card's own point: a data card pays most when the rumours "
            "are just over the threshold and turning some down brings them under it."),
            wrong=_("Compute the suspicion of 5 cards and of 3 cards (the +5 applies above the "
            "number of players)."),
            hints=[_("`suspicion({\"red\": 5}, n_players=4, standard=True)`")],
            mistakes={2: _("The bonus also disappears: 5 cards is over the threshold, 3 is not.")},
        ),
        choice(
            "42.3",
            _("In the lesson's hiding table, the cautious player pays less suspicion but more for "
            "correct guesses about it. What does that show?"),
            [
                N_("avoiding rumours on your colour gives your colour away: a trade-off"),
                N_("guesses never cost anything"),
                N_("suspicion is the only thing that matters"),
            ],
            "avoiding rumours on your colour gives your colour away: a trade-off",
            why=_("Every cautious choice is evidence for the investigators; each correct guess "
            "costs the guessed player 2 points per night in the standard game (Witch 5)."),
            wrong=_("Compare the two columns 'paid for guesses' and 'suspicion paid'."),
        ),
        *_lesson_42_debrief(),
    ]


EXERCISES = {
    "40": _lesson_40,
    "41": _lesson_41,
    "42": _lesson_42,
}


# -- lesson 42's debrief: one game of the lesson's four bots, reviewed -----------------------------
#: The debrief's game: investigator, heuristic, colour-blind and random, one a seat, seed 42;
#: reviewed with the game's default (6 worlds, at most 150 playouts a decision).
DEBRIEF_SEED = 42
#: The seat exercise 42.4 asks about.
DEBRIEF_SEAT = 2


@cache
def debrief_game() -> Any:
    """Lesson 42's debrief game: the four bots of the lesson's tournament, seed 42."""
    from ..game import play
    from .policies import Heuristic, Investigator, Random
    from .state import WitchState

    bots = [Investigator(), Heuristic(), Heuristic(0.0), Random()]
    return play(WitchState.new(n_players=4, seed=DEBRIEF_SEED), bots, seed=DEBRIEF_SEED)


def _lesson_42_debrief() -> list[Exercise]:
    from ..debrief import seat_exercise

    return [seat_exercise("42.4", "42", "witch", DEBRIEF_SEAT, (30, "take:P/K"))]


def _register_debrief() -> None:
    from ..debrief import register_debrief

    register_debrief("42", debrief_game, budget=None, seed=0)


_register_debrief()
