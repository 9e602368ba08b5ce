"""The exercises of lessons 00-07 (The Majority), checked by the rules engine.

Each expected answer is computed by the engine (``resolve_trick``, ``debate``, ``winners``,
``play``) or by exact counting when first checked, so an exercise can never disagree with the
rules. The feedback explains the rule without stating the answer. See
:mod:`majority_core.exercises` for how a lesson uses them.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import cache

from ..exercises import Checker, Exercise, choice, number, values
from ..i18n import N_, _, citation, percent

DEBATE_RULE = "revised 2-4"


def _coins(totals: dict[str, dict[str, int]], who: str) -> int:
    from .kernel import debate

    return debate(totals).coins[who]


def _lesson_00() -> list[Exercise]:
    from .kernel import resolve_trick

    return [
        number(
            "00.1",
            _("In the trick above (R0, R10, B2, Y7; spy token at seat 0), which seat ends up with "
            "the R10 among its won cards? Answer with the seat number."),
            lambda: next(
                s for s, cards in resolve_trick(
                    {0: "R0", 1: "R10", 2: "B2", 3: "Y7"}, n_players=4, spy_holder=0
                ).won.items() if any(str(c) == "R10" for c in cards)
            ),
            sized=False,
            why=_("Seat 0's red 0 bribes: the 0s act first and steal every other card of their "
            "colour, R10 included; seat 2's blue 2 then discards cards of other colours, but "
            "never a stolen card (revised 2-3, 3-1)."),
            wrong=_("The effects act in order of power: first the 0s, then the 2s, 3s and 7s "
            "(revised 2-3). Which effect acts first, and what does it do to a red card?"),
            hints=[_("Look at the first step of the explanation: the 0s act first."),
                   _("A 2 never discards a card that a 0 has stolen.")],
            mistakes={1: _("Seat 1 played the R10, but it did not keep it.")},
        ),
        number(
            "00.2",
            _("In the debate above (blue: A = B = 16, C = 10, D = 5), how many coins does C take?"),
            lambda: _coins({"A": {"blue": 16}, "B": {"blue": 16}, "C": {"blue": 10},
                            "D": {"blue": 5}}, "C"),
            why=_("C is second: ⌊W/5⌋ = ⌊16/5⌋ = 3 coins for each of the two players tied at the "
            "top, so 3 × 2 (revised 2-4)."),
            wrong=_("Second place takes ⌊W/5⌋ coins (W divided by 5, rounded down) for each "
                    "player tied at the top ({rule}).").format(rule=citation(DEBATE_RULE)),
            hints=[_("W is the top total, 16. How many players share it?")],
            mistakes={3: _("That is the payout for one winner; here two players tie at the top."),
                      2: _("2 coins is what each winner takes, not the runner-up.")},
        ),
        choice(
            "00.3",
            _("Which board replays a whole game event by event, as one seat saw it?"),
            [N_("the payout explorer"), N_("the trick lab"), N_("the round stepper"), N_("the play board")],
            "the round stepper",
            why=_("The round stepper steps forward and back through every event of a recorded "
            "game, in the all-seeing view or in one seat's view."),
            wrong=_("Re-read the four boards' descriptions above: which one moves through a game "
            "that has already been played?"),
            hints=[_("The play board is for a new game; the stepper replays one.")],
        ),
    ]


def _lesson_01() -> list[Exercise]:
    from .kernel import resolve_trick, winners

    return [
        number(
            "01.1",
            _("The spy token is at seat 2. Seats 0 to 3 play B3, R9, Y3 and R3: three spies. "
            "Which seat takes the spy token?"),
            lambda: resolve_trick({0: "B3", 1: "R9", 2: "Y3", 3: "R3"}, n_players=4,
                                  spy_holder=2).spy_holder,
            sized=False,
            why=_("Among rival spies only one acts: the one farthest clockwise from the holder, "
            "counting from the seat after the holder, so the holder's own spy comes last "
            "(revised 3-1 [3])."),
            wrong=_("Among rival spies, only one acts (revised 3-1 [3]). Count clockwise from the "
            "seat after the holder: which spy is the farthest?"),
            hints=[_("Clockwise from seat 2: seat 3, seat 0, seat 1, and the holder, seat 2, last."),
                   _("Type the four cards in the trick lab, with the spy token at seat 2.")],
            mistakes={2: _("The holder's own spy comes last, not first."),
                      3: _("Seat 3 is the nearest spy clockwise from the holder, not the farthest.")},
        ),
        choice(
            "01.2",
            _("One player leads a colour alone with W = 14, another is second. Is second place "
            "worth more than, less than, or the same as first place?"),
            [N_("more"), N_("less"), N_("the same")],
            "the same",
            why=_("First place takes 2 coins; second takes ⌊14/5⌋ = 2 coins for the one leader. "
            "From W = 15, ⌊15/5⌋ = 3 beats 2 (revised 2-4)."),
            wrong=_("Compute both: 2 coins for first, ⌊W/5⌋ per leader for second (revised 2-4)."),
            hints=[_("⌊14/5⌋ is the whole part of 14 / 5.")],
        ),
        values(
            "01.3",
            _("Four players end with coins [21, 17, 19, 23] (seats 0 to 3) and seat 1 holds the spy "
            "token. Which seats win? Answer with a list such as `[0, 2]`."),
            lambda: winners([21, 17, 19, 23], spy_holder=1)[0],
            why=_("Partners add their coins: seats 0 and 2 have 40, seats 1 and 3 have 40. The tie "
            "goes to the team holding the spy token (revised 2-6)."),
            wrong=_("With 4 players partners sit opposite and add their coins (revised 1-5); a "
            "tie goes to the team holding the spy token (revised 2-6)."),
            hints=[_("Seats 0 and 2 are partners, and so are seats 1 and 3.")],
        ),
    ]


def _lesson_02() -> list[Exercise]:
    def needed() -> int:
        for t in range(1, 23):
            coins = _coins({"L": {"red": 23}, "R": {"red": 12}, "S": {"red": t}}, "S")
            if coins and _coins({"L": {"red": 23}, "R": {"red": 12}, "S": {"red": t}}, "R") == 0:
                return t
        raise AssertionError("no total makes S second")

    return [
        number(
            "02.1",
            _("Blue: A = B = 16, C = 10 and D rises from 5 to 10. How many coins does C take now?"),
            lambda: _coins({"A": {"blue": 16}, "B": {"blue": 16}, "C": {"blue": 10},
                            "D": {"blue": 10}}, "C"),
            why=_("C and D tie for second, and each of them takes the full ⌊W/5⌋ = 3 coins for "
            "each of the two leaders: the payout is not split (revised 2-4)."),
            wrong=_("Players tied for second are each paid as if alone (revised 2-4)."),
            hints=[_("Is the second-place payout shared between C and D, or paid to each?")],
            mistakes={3: _("A tie for second does not split the payout."),
                      0: _("C and D are both second: both are paid.")},
        ),
        choice(
            "02.2",
            _("Can a player with 3 power in a colour earn more coins in that colour's debate than "
            "a player with 30?"),
            [N_("yes"), N_("no")],
            "yes",
            why=_("If two players tie at the top with 30 and the player with 3 is second, it "
            "takes ⌊30/5⌋ = 6 coins per leader, 12 coins, while each leader takes 2 "
            "(revised 2-4; the revised rulebook's score table shows the same with 32)."),
            wrong=_("Think of a tie at the top and a lone runner-up far behind (revised 2-4)."),
            hints=[_("Second place needs no minimum: any non-zero total below W places.")],
        ),

        number(
            "02.3",
            _("A leader has W = 23 in a colour and a rival has 12. What is the smallest total a "
            "third player needs to take second place from the rival?"),
            needed,
            why=_("Second place is the highest total below the leader's: 13 beats 12, and 13 "
            "(a 10 and a 3) is a total the cards can make (revised 2-4)."),
            wrong=_("Only the highest total below W places second; equal totals would share "
            "second place (revised 2-4)."),
            hints=[_("With 12 the player would tie the rival, and both would be paid.")],
            mistakes={12: _("With 12 the player ties the rival: both are second, nobody is "
                          "pushed out.")},
        ),
        number(
            "02.4",
            _("In that debate (W = 23, no tie at the top), how many coins does the new second "
            "player earn?"),
            lambda: _coins({"L": {"red": 23}, "R": {"red": 12}, "S": {"red": 13}}, "S"),
            why=_("⌊23/5⌋ = 4 coins for the single leader, twice what the leader takes "
            "(revised 2-4)."),
            wrong=_("Second place takes ⌊W/5⌋ for each player tied at the top (revised 2-4)."),
            hints=[_("Divide 23 by 5 and drop the remainder.")],
            mistakes={2: _("2 coins is what the leader takes.")},
        ),
    ]


def _no_special_chance() -> Fraction:
    return Fraction(math.comb(72 - 36, 6), math.comb(72, 6))


def _lesson_03() -> list[Exercise]:
    return [
        number(
            "03.1",
            _("What is the exact probability that a 6-card hand from the 72-card deck holds no 0? "
            "Give a fraction, e.g. `Fraction(math.comb(a, 6), math.comb(b, 6))`."),
            Fraction(math.comb(60, 6), math.comb(72, 6)),
            exact=True,
            why=_("There are 12 zeros (4 per colour), so a hand with no 0 takes its 6 cards from "
            "the 60 others: C(60, 6) hands out of C(72, 6), all equally likely."),
            wrong=_("Count the hands that avoid every 0 and divide by all the hands."),
            hints=[_("How many 0s are in the 4-player deck? (4 per colour, revised 1-2)"),
                   _("`math.comb(n, k)` counts the ways to choose k cards among n.")],
            mistakes={Fraction(12, 72): _("That is the chance that ONE given card is a 0.")},
        ),
        number(
            "03.2",
            _("A hand with no 0, 2, 3 or 7 at all comes about once in how many deals? Round to "
            "the nearest whole number."),
            lambda: round(1 / _no_special_chance()),
            tolerance=1,
            why=_("The chance is C(36, 6) / C(72, 6), about 0.0125, so on average one deal in "
            "1 / 0.0125, about 80, has no special card."),
            wrong=_("The waiting time of an event of chance p is, on average, 1 / p deals."),
            hints=[_("Read the exact chance in the table of section 2."),
                   _("If a thing happens one time in four, you wait about 4 deals for it.")],
        ),
        choice(
            "03.3",
            _("Why do \"at least one 0\" and \"at least one 3\" have exactly the same chance?"),
            [N_("0s are stronger than 3s"), N_("the deck holds as many 0s as 3s"),
             N_("the engine deals them together"), N_("it is a coincidence of the seed")],
            "the deck holds as many 0s as 3s",
            why=_("The chance of missing a kind of card depends only on how many cards of that "
            "kind the deck holds: 12 zeros and 12 threes (revised 1-2)."),
            wrong=_("The exact chance is a count of hands, not a simulation: what does that count "
            "depend on?"),
            hints=[_("Look at the deck table of lesson 01: copies per colour.")],
        ),
    ]


def _lesson_04() -> list[Exercise]:
    return [
        number(
            "04.1",
            _("A bot wins 30 of 50 games. With `scipy.stats.binomtest(30, 50)"
            ".proportion_ci(method=\"wilson\")`, what is the lower end of its 95% interval? "
            "Three decimals."),
            lambda: _wilson_low(30, 50),
            tolerance=0.0006,
            why=_("Wilson's interval for 30/50 is about [0.462, 0.724]: the bot could well be a "
            "coin toss (0.5 is inside)."),
            wrong=_("Use the function named in the question and read `.low`."),
            hints=[_("`ci = binomtest(30, 50).proportion_ci(method=\"wilson\")` then `ci.low`.")],
        ),
        choice(
            "04.2",
            _("Bot A's 95% interval is [0.55, 0.72] and bot B's is [0.49, 0.66], from the same "
            "tournament. What can you say?"),
            [N_("A is better than B"), N_("B is better than A"),
             N_("these games cannot tell them apart yet")],
            "these games cannot tell them apart yet",
            why=_("The intervals overlap a lot: both bots are compatible with the same win rate. "
            "More games (or a head-to-head test) are needed before ranking them."),
            wrong=_("Look at how much the two intervals overlap."),
            hints=[_("Is there a win rate that lies inside both intervals?")],
        ),

        number(
            "04.3",
            _("A win rate from 40 games per pairing is known to about plus or minus 0.15. How "
            "many games per pairing would make that margin about 0.075?"),
            160,
            # "about 0.075": 4 x 40 = 160 by the square-root law, 171 from 1.96 sqrt(0.25/n) =
            # 0.075, 178 from 2 sqrt(0.25/n): each is a right way to work it out.
            tolerance=20,
            why=_("The margin shrinks like 1 / sqrt(n): halving it takes four times as many games, "
            "160. Solving 1.96 sqrt(0.25/n) = 0.075 directly gives about 171: the same answer, "
            "to the precision of \"about\"."),
            wrong=_("The margin of a proportion is about 2 sqrt(p(1-p)/n): how many times more "
            "games does it take to halve it?"),
            hints=[_("What happens to sqrt(p(1-p)/n) when n is multiplied by 4?")],
            mistakes={80: _("Doubling the games only divides the margin by sqrt(2), about 1.41."),
                      4: _("Four is the factor by which the games must grow: the question asks "
                         "how many games per pairing that makes.")},
        ),
        *_lesson_04_debrief(),
    ]


def _wilson_low(wins: int, n: int) -> float:
    from scipy.stats import binomtest

    return float(binomtest(wins, n).proportion_ci(method="wilson").low)


def _seed7_game():
    from ..game import play
    from . import TheMajorityState, get_policy

    bots = [get_policy("greedy") for _ in range(4)]
    return play(TheMajorityState.new(n_players=4, seed=7), bots, seed=7)


def _lesson_05() -> list[Exercise]:
    return [
        choice(
            "05.1",
            _("Which of these does a save file NOT hold?"),
            [N_("the seed"), N_("the decisions"), N_("the cards in each hand"), N_("the options")],
            "the cards in each hand",
            why=_("The hands follow from the seed (the shuffle) and the decisions: loading a file "
            "replays them through the rules, so storing the hands would say nothing new."),
            wrong=_("Look at the keys of the save file above."),
            hints=[_("Which of these can be recomputed from the others?")],
        ),
        number(
            "05.2",
            _("Play a whole game with seed 7 and four greedy bots: "
            "`play(TheMajorityState.new(n_players=4, seed=7), [get_policy(\"greedy\")] * 4, "
            "seed=7)`. How many coins does the team of seats 0 and 2 have at the end?"),
            lambda: (lambda g: g.coins[0] + g.coins[2])(_seed7_game()),
            why=_("Same seed, same decisions, same game: everyone who runs this cell gets the same "
            "coins, which is why a seed and a list of decisions are a complete record."),
            wrong=_("Add the coins of seats 0 and 2 of the finished game (`state.coins`), or read "
            "`team coins` in `lesson.game_table(state)`."),
            hints=[_("`from majority_core.game import play` and "
                   "`from majority_core.the_majority import TheMajorityState, get_policy`."),
                   _("`state.coins` is a list of coins by seat.")],
        ),
        values(
            "05.3",
            _("In that same game, which seats win? A list such as `[1, 3]`."),
            lambda: list(_seed7_game().winners),
            why=_("The team with more coins wins; a tie would go to the team with the spy token "
            "(revised 2-6)."),
            wrong=_("Compare the two teams' coins (seats 0 + 2 against 1 + 3), then look at the "
            "spy token if they tie (revised 2-6)."),
            hints=[_("`state.winners` holds the answer once the game is over; try to predict it "
                   "from the coins first.")],
        ),
    ]


#: lesson -> a function making its exercises (fresh hint counters on each call).
EXERCISES = {
    "00": _lesson_00,
    "01": _lesson_01,
    "02": _lesson_02,
    "03": _lesson_03,
    "04": _lesson_04,
    "05": _lesson_05,
}


# -- lessons 06-07: the strategy lab (equilibria, the search) ------------------------------------
def _last_trick(seed: int, round_: int | None = None, payoff: str = "coins"):
    """Lesson 06's positions: the first round-ending face-down trick of the game ``seed``
    played by Greedy bots (in round ``round_`` if given), as a game in normal form."""
    from .equilibria import find_last_trick, last_trick_game

    return last_trick_game(find_last_trick(seed, max_games=1, round_=round_), payoff=payoff)


def _column_share(seed: int, col: str) -> float:
    game = _last_trick(seed)
    (r, c), *_rest = game.equilibria()
    return c[game.cols.index(col)]


def _lesson_06() -> list[Exercise]:
    return [
        number(
            "06.1",
            _("Position A (game seed 1, round 2) has a saddle point. When both teams play well, "
            "how many coins more than seats 1 and 3 do seats 0 and 2 gain in the round's debate?"),
            lambda: _last_trick(1).value(),
            tolerance=1e-6,
            why=_("Seats 0 and 2 can make sure of +1 with a pure choice (the best of their rows' "
            "minima), and seats 1 and 3 can hold them to +1 (the least of the columns' maxima): "
            "the two guarantees meet, so +1 is the value and nobody needs to mix."),
            wrong=_("Find the best row minimum (what seats 0 and 2 can guarantee) and the least "
            "column maximum (what seats 1 and 3 can hold them to); at a saddle point they meet."),
            hints=[_("`easy_game.pure_bounds()` gives both guarantees."),
                   _("A single cell is not the answer: the other team replies.")],
            mistakes={8: _("8 is the best cell for seats 0 and 2, but seats 1 and 3 would not "
                      "let them have it.")},
        ),
        number(
            "06.2",
            _("Position B (game seed 7, round 1) needs a mixed strategy. In the equilibrium, how "
            "often do seats 1 and 3 play `B0 & B2`? A fraction or a decimal."),
            lambda: _column_share(7, "B0 & B2"),
            # "a fraction or a decimal": 0.67, the usual two-decimal rounding of 2/3, is right
            tolerance=0.005,
            why=_("Seats 1 and 3 mix B0 & B2 two times in three with Y3 & B2 and Y3 & Y0 (1/6 "
            "each): just so that each pair seats 0 and 2 play in their own mix earns them the "
            "same, and none earns more."),
            wrong=_("Read the equilibrium that nashpy finds (`eq.equilibria_table(mixed_game)`): "
            "the strategy of seats 1 and 3 lists each pair with its probability."),
            hints=[_("`mixed_game.equilibria()` returns (rows' mix, columns' mix) pairs; "
                   "`mixed_game.cols` names the columns in order.")],
            mistakes={0.25: _("A quarter is playing all four pairs equally often: that can be "
                      "exploited.")},
        ),
        number(
            "06.3",
            _("In position B, what do seats 0 and 2 expect to gain, in coins relative to seats 1 "
            "and 3, when both teams play the equilibrium? Two decimals are enough."),
            lambda: _last_trick(7).value(),
            tolerance=0.01,
            why=_("The value is -7/6, about -1.17: between what seats 0 and 2 can guarantee with "
            "a pure choice (-2) and what seats 1 and 3 can hold them to with one (-1). Mixing "
            "wins seats 0 and 2 back 5/6 of a coin on their safest pure choice."),
            wrong=_("The value of a zero-sum game is the payoff of its equilibrium "
            "(`mixed_game.value()` computes it by linear programming)."),
            hints=[_("It lies between the two pure guarantees of section 2.")],
            mistakes={-2: _("-2 is what seats 0 and 2 can guarantee with a pure choice; mixing "
                      "does better."),
                      -1: _("-1 is what seats 1 and 3 can hold them to with a pure choice; by "
                      "mixing, seats 1 and 3 hold them lower.")},
        ),
        choice(
            "06.4",
            _("Position C (game seed 13) is the last trick of the game. Counted in coins it has a "
            "saddle point; counted in wins, no pure choice is safe. Why?"),
            [N_("the teams are level on coins, so the spy token decides, and a 3 can move it "
             "during the trick"),
             N_("the hands are hidden in round 4"),
             N_("nashpy finds a different answer on each run"),
             N_("a won game is worth more than a coin")],
            _spy_token_answer(),
            why=_("Both teams have 31 coins before the trick, so a tie goes to the team holding "
            "the spy token at the end (revised 2-6). The safe pair in coins keeps the coins "
            "level, which leaves the game to the token, and the token moves during the trick: "
            "spies (3s) take it and 0s steal spies (revised 3-1 [0], [3]). Every pair loses to "
            "some reply, as in rock-paper-scissors."),
            wrong=_("Look at the teams' coins in the position table, and at who wins a tie "
            "(revised 2-6). What can move during the trick?"),
            hints=[_("`eq.cell_events(final, 'B0 & R3', 'Y3 & B3')` plays one cell and says why "
                   "it ends as it does.")],
        ),
    ]


def _spy_token_answer() -> str:
    """The right option of 06.4, checked on the position: the teams are level on coins and the
    win game (not the coin game) lacks a saddle point."""
    from .equilibria import find_last_trick

    state = find_last_trick(13, max_games=1, round_=4)
    coins = state.view(None)["coins"]
    coin_low, coin_high = _last_trick(13, 4).pure_bounds()
    win_low, win_high = _last_trick(13, 4, payoff="win").pure_bounds()
    if coins[0] + coins[2] != coins[1] + coins[3] or coin_low != coin_high or win_low == win_high:
        raise AssertionError("lesson 06's position C no longer shows what exercise 06.4 asks")
    return ("the teams are level on coins, so the spy token decides, and a 3 can move it "
            "during the trick")


def lesson_07_hint(iterations: int = 100) -> str:
    """Lesson 07's first position (game seed 13, round 4's last trick, seat 0): the card the
    search's hint recommends."""
    from ..search import hint
    from .equilibria import find_last_trick

    return hint(find_last_trick(13, max_games=1, round_=4), 0, iterations=iterations).best


def _lesson_07() -> list[Exercise]:
    from scipy.stats import binomtest

    ci = binomtest(20, 30).proportion_ci(method="wilson")
    options = [N_("the search's card is better"), N_("the bot's card is better"),
               N_("these worlds cannot tell yet")]
    verdict = options[0] if ci.low > 0.5 else options[1] if ci.high < 0.5 else options[2]
    return [
        Exercise(
            "07.1",
            _("In the first position (the last trick of game seed 13, seat 0 to play), which card "
            "does the search's hint recommend? Answer with the card, e.g. `\"R9\"`."),
            _card_checker(lesson_07_hint),
            why=_("The hint recommends the card that won most often in its playouts; its "
            "sentence says which and why."),
            wrong=_("Read the hint's table: the recommended card is the first row (and the "
            "sentence under the table names it)."),
            hints=(_("`hint(final, 0, iterations=100)`; its `.best` is the recommended card."),),
        ),
        choice(
            "07.2",
            _("Each budget in the convergence chart is a fresh search from the same seed. Why do "
            "the intervals shrink as the budget grows?"),
            [N_("the cards the search favours get more playouts, and an interval's width "
             "shrinks like one over the square root of the playouts"),
             N_("the search remembers what it learnt with the smaller budgets"),
             N_("the cards' true win chances change with the budget"),
             N_("a bigger budget uses another seed")],
            "the cards the search favours get more playouts, and an interval's width "
            "shrinks like one over the square root of the playouts",
            why=_("An estimate from n playouts is uncertain by about 1 / sqrt(n): four times the "
            "playouts halve the interval. The true chance does not move; our knowledge of it "
            "sharpens. The search spends its playouts unevenly, so a card it neglects keeps a "
            "wide interval."),
            wrong=_("What does a larger budget give each card? Think of lesson 04's intervals "
            "for more games."),
            hints=[_("Compare the column `playouts` with the width of each interval.")],
        ),
        choice(
            "07.3",
            _("In 30 worlds where the two cards gave different results, the search's card won "
              "20 ({share}). Its Wilson 95% interval runs from {low} to {high}. What can you "
              "conclude?").format(share=percent(20 / 30), low=percent(ci.low),
                                  high=percent(ci.high)),
            options,
            verdict,
            why=_("One half lies inside the interval, so a coin toss between the two cards "
                  "could well have given 20 of 30: these worlds do not show who is right. More "
                  "worlds (or more positions) would.") if verdict == options[2] else
            _("The interval leaves out one half: the difference is more than luck."),
            wrong=_("Ask whether one half (no difference between the cards) lies inside the "
            "interval."),
            hints=[_("`binomtest(20, 30).proportion_ci(method=\"wilson\")`.")],
        ),
    ]



def _card_checker(expected) -> Checker:  # noqa: ANN001 - a function giving the card
    """Right when the answer names the expected card ("b0" is B0); the card is computed on the
    first check (a hint costs a second of search), never when the exercise is made."""

    def check(answer: object) -> tuple[bool, str]:
        if not isinstance(answer, str):
            return False, _("a card is expected here, in quotes, e.g. `\"R9\"`.")
        return answer.strip().upper() == expected(), ""

    return check


EXERCISES["06"] = _lesson_06
EXERCISES["07"] = _lesson_07


# -- lesson 04's debrief: one game of the tournament's four bots, reviewed -------------------------
#: The debrief's game: the four bots of the tournament, one a seat (teams: seats 0 and 2 against
#: 1 and 3), seed 4; reviewed with 12 worlds a decision (the game's default), review seed 0.
DEBRIEF_BOTS = ("greedy", "runner-up", "saboteur", "random")
DEBRIEF_SEED = 4
#: The seat exercise 04.4 asks about (the lesson shows another seat's mistakes as the example).
DEBRIEF_SEAT = 2


@cache
def debrief_game():  # noqa: ANN201 - a TheMajorityState
    """Lesson 04's debrief game: the four bots of the tournament, one a seat, seed 4."""
    from ..game import play
    from . import TheMajorityState, get_policy

    bots = [get_policy(name) for name in DEBRIEF_BOTS]
    return play(TheMajorityState.new(n_players=4, seed=DEBRIEF_SEED), bots, seed=DEBRIEF_SEED)


def _lesson_04_debrief() -> list[Exercise]:
    from ..debrief import seat_exercise

    return [seat_exercise("04.4", "04", "the_majority", DEBRIEF_SEAT, (30, "R6"))]


def _register_debrief() -> None:
    from ..debrief import register_debrief

    register_debrief("04", debrief_game, budget=12, seed=0)


_register_debrief()
