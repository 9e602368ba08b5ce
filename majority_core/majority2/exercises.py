"""The exercises of lessons 30-32 (Majority 2), checked by the package.

Every expected answer is computed when first checked, by the pinned kernel (``final_score``,
``draw_count``) or by replaying the lesson's game through the engine, so an exercise can never
disagree with the lesson's numbers. See :mod:`majority_core.exercises` for how a lesson uses
them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..exercises import Exercise, choice, number
from ..i18n import N_, _

#: The zone of exercise 30.1 and its coins.
ZONE_30_1 = ["witches:secretary", "witches:secretary", "witches:secretary", "dragons:veteran"]
COINS_30_1 = 7
#: The zone of exercise 30.2 (6-1's disc example, extended).
ZONE_30_2 = ["witches:secretary", "demons:secretary@witches", "demons:secretary"]
#: The game lessons 30 and 32 replay: the planner (seat 0) against the greedy bot (seat 1).
LESSON_GAME = {"n_players": 2, "seed": 30}


@cache
def lesson_game() -> Any:
    """The lessons' game, played once."""
    from ..game import play
    from .policies import Greedy, Planner
    from .state import Majority2State

    return play(Majority2State.new(**LESSON_GAME), [Planner(), Greedy()], seed=30)


def _score_30_1() -> int:
    from .kernel import final_score

    return final_score(ZONE_30_1, COINS_30_1).total


def _score_30_2() -> int:
    from .kernel import final_score

    return final_score(ZONE_30_2, 0).card_total


def _draw_31() -> int:
    from .kernel import draw_count

    return draw_count(5) - 1


def _turns_30() -> int:
    return lesson_game().turn


def _lesson_30() -> list[Exercise]:
    return [
        number(
            "30.1",
            _("Final score (Majority 2 5-8): a score zone holds three witches Secretaries and a "
            "dragons Veteran, and the player has 7 coins. What is the final score?"),
            _score_30_1,
            why=_("Each witches Secretary scores 2 + 2 × 2 others = 6, so 18; the dragons Veteran "
            "4; plus 7 coins: 29."),
            wrong=_("Each Secretary counts the *other* Secretaries of its faction (6-2), and coins "
            "count 1 each, face up or down."),
            hints=[_("A Secretary alone scores 2; each other Secretary of its faction adds 2."),
                   _("Three Secretaries: each sees two others.")],
            mistakes={23: _("That counts each Secretary as 2 + 2 × 1: each one sees *two* others."),
                      25: _("The three Secretaries are right; the dragons Veteran's own 4 VP "
                            "are missing."),
                      22: _("Those are the card points only: add the coins.")},
        ),
        number(
            "30.2",
            _("Discs (6-1): a score zone holds a witches Secretary, a demons Secretary under the "
            "blue (witches) disc, and a plain demons Secretary. How many victory points do the "
            "three cards score together (no coins)?"),
            _score_30_2,
            why=_("The witches Secretary counts the blue-disc card (it is witches now): 4. The "
            "blue-disc demons Secretary keeps its printed text and counts the plain demons "
            "Secretary: 4. The plain demons Secretary no longer sees the blue one: 2. Total 10."),
            wrong=_("A disc changes the faction a card *counts as*; the Secretary's own text still "
            "counts Secretaries of its *printed* faction (6-1)."),
            hints=[_("Work card by card: which other Secretaries does each one count?"),
                   _("The plain demons Secretary looks for demons Secretaries: is the blue one demons?")],
            mistakes={12: _("The plain demons Secretary does not count the blue-disc one: it is witches now."),
                      8: _("The blue-disc card is counted by the witches Secretary.")},
        ),
        number(
            "30.3",
            _("In the lesson's game (planner against greedy, seed 30), on which turn did the game "
            "end? Use `lesson_game()` or the stepper."),
            _turns_30,
            why=_("The clean-up of that turn found the player about to start with 5 factions (5-7)."),
            wrong=_("Look at the last 'Turn N' event of the log, or at `game.turn`."),
            sized=False,
            hints=[_("`game.turn` counts the turns played.")],
        ),
    ]


def _lesson_31() -> list[Exercise]:
    return [
        number(
            "31.1",
            _("Costs (5-6): with 6 coins face up, you play a demons Senior and then a witches "
            "Secretary. How many coins are still face up?"),
            0,
            why=_("A Senior costs 4 and a Secretary 2: 6 coins turn face down. They still count at "
            "the end: paying only costs you this turn's spending."),
            wrong=_("Senior 4, Secretary 2 (5-6): subtract both from 6."),
            hints=[_("Look up the two costs in the cost table.")],
        ),
        number(
            "31.2",
            _("The draw table (5-4): your opponent has formed 5 factions. If you draw, how many "
            "more cards do you get than your opponent gets for their reserve?"),
            _draw_31,
            why=_("With 5 formed factions you draw 5, and your opponent adds 1 to their reserve: "
            "4 more for you."),
            wrong=_("Read the row 5-6 of the draw table, then remember the opponent's reserve card."),
            hints=[_("draw_count(5) gives your cards.")],
            mistakes={5: _("That is what you draw: the opponent also gets 1 card.")},
        ),
        choice(
            "31.3",
            _("Why can exchanging your hand for your reserve be good even when the reserve is no "
            "better than the hand?"),
            [N_("the reserve cards cost less"),
             N_("what you do not play goes to your opponent, and the exchange puts your hand out of "
             "their reach"),
             N_("an exchange lets you draw twice")],
            "what you do not play goes to your opponent, and the exchange puts your hand out of "
            "their reach",
            why=_("At clean-up the rest of the hand goes to the opponent (5-7); cards in your "
            "reserve stay yours."),
            wrong=_("Think about where the cards you do not play end up at clean-up (5-7)."),
        ),
    ]


def _lesson_32() -> list[Exercise]:
    return [
        choice(
            "32.1",
            _("In the tournament table, the 95% interval of random against greedy lies entirely "
            "below 0.5. What does that tell you?"),
            [N_("random wins exactly that share of all games it will ever play"),
             N_("the true win rate of random against greedy is very likely below one half"),
             N_("if random truly won half its games or more against greedy, results as lopsided "
                "as these would be very unlikely"),
             N_("greedy can never lose")],
            "if random truly won half its games or more against greedy, results as lopsided "
            "as these would be very unlikely",
            why=_("A 95% Wilson interval entirely below 0.5 means the games played would be very "
            "unlikely if random won half or more of its games against greedy."),
            wrong=_("A 95% interval describes its method: built this way, 95% of such intervals "
            "catch the true rate. It is not a probability that the true rate lies in this one "
            "interval: that reading needs a prior belief, as in lesson 12's Bayesian inference."),
        ),
        choice(
            "32.2",
            _("The planner weighs what it passes to its opponent. Against which opponent should "
            "that matter most?"),
            [N_("random"), N_("greedy")],
            "greedy",
            why=_("A random opponent wastes good cards; a greedy one forms factions with them, so "
            "passing a card it needs costs more."),
            wrong=_("Who makes use of the cards you pass?"),
        ),
        *_lesson_32_debrief(),
    ]


EXERCISES = {"30": _lesson_30, "31": _lesson_31, "32": _lesson_32}


# -- lesson 32's debrief: one game of the planner against greedy, reviewed -------------------------
#: The debrief's game: the planner (seat 0) against greedy (seat 1), seed 32; reviewed with 4
#: worlds a decision (one more than the game's default: Majority 2's playouts run on the engine,
#: so a review is slow; the cache pays for it, not the lesson).
DEBRIEF_SEED = 32
#: The seat exercise 32.3 asks about.
DEBRIEF_SEAT = 1


@cache
def debrief_game() -> Any:
    """Lesson 32's debrief game: planner (seat 0) against greedy (seat 1), seed 32."""
    from ..game import play
    from .policies import POLICIES
    from .state import Majority2State

    bots = [POLICIES["planner"](), POLICIES["greedy"]()]
    return play(Majority2State.new(seed=DEBRIEF_SEED), bots, seed=DEBRIEF_SEED)


def _lesson_32_debrief() -> list[Exercise]:
    from ..debrief import seat_exercise

    return [seat_exercise("32.3", "32", "majority2", DEBRIEF_SEAT, (30, "draw"))]


def _register_debrief() -> None:
    from ..debrief import register_debrief

    register_debrief("32", debrief_game, budget=4, seed=0)


_register_debrief()
