"""The exercises of lessons 10-13 (Au chevet de la Sultane), checked by the package.

Every expected answer is computed when first checked: by exact counting (:func:`draw_odds`),
by the balance table the lesson reads (:func:`cached_balance`), by the Bayesian inference of
:mod:`majority_core.sultane.bayes`, or by replaying the lesson's game through the rules engine.
So an exercise can never disagree with the lesson's own numbers. See
:mod:`majority_core.exercises` for how a lesson uses them.
"""

from __future__ import annotations

import numbers
from fractions import Fraction
from functools import cache
from typing import Any

from ..exercises import Exercise, choice, choice_checker, number, values
from ..i18n import N_, _
from .components import N_INTERVENTIONIST_TALES, N_PACIFIST_TALES

#: The game lesson 12 studies: seven Bayesian bots, seed 12 (the same seed for the decisions).
LESSON_12_GAME = {"n_players": 7, "seed": 12}


def _odds(n_pacifist: int, n_interventionist: int) -> dict[int, Fraction]:
    from .analysis import draw_odds

    return draw_odds(n_pacifist, n_interventionist)


def _lesson_10() -> list[Exercise]:
    fresh = (N_PACIFIST_TALES, N_INTERVENTIONIST_TALES)
    return [
        number(
            "10.1",
            _("What is the exact probability that the first draw holds **at least one** "
            "interventionist tale? Give a fraction, e.g. `Fraction(1, 2)` or `\"1/2\"`."),
            lambda: 1 - _odds(*fresh)[3],
            exact=True,
            why=_("The opposite event is \"no interventionist tale\", that is 3 pacifist tales: "
            "C(11, 3) = 165 sets of the C(17, 3) = 680, so 165/680 = 33/136. Hence "
            "1 − 33/136 = 103/136, about 76%: three first draws in four hold at least one "
            "interventionist tale (Sultane 3c, 5)."),
            wrong=_("Use the opposite event: a draw with no interventionist tale holds 3 "
            "pacifist ones (Sultane 3c: 11 pacifist, 6 interventionist tales)."),
            hints=[_("The opposite of \"at least one interventionist tale\" is \"three "
                     "pacifist tales\"."),
                   _("`draw_odds(11, 6)[3]` is the probability of three pacifist tales.")],
            mistakes={
                Fraction(33, 136): _("33/136 is the probability of the opposite event, no "
                                     "interventionist tale at all: subtract it from 1."),
                Fraction(33, 68): _("33/68 is exactly one interventionist tale; \"at least "
                                    "one\" also counts two and three."),
            },
        ),
        number(
            "10.2",
            _("A reshuffle happens after 2 pacifist and 1 interventionist tale have been read. "
            "What is the exact probability that the next draw holds exactly one pacifist tale?"),
            lambda: _odds(N_PACIFIST_TALES - 2, N_INTERVENTIONIST_TALES - 1)[1],
            exact=True,
            why=_("The read tales stay on the board, so the new deck is 9 pacifist and 5 "
            "interventionist tales: C(9, 1) × C(5, 2) / C(14, 3) = 90/364 = 45/182, about 24.7% "
            "(Sultane 5)."),
            wrong=_("A reshuffle puts back every tale except those already read (Sultane 5): "
            "first work out what the new deck holds."),
            hints=[_("The new deck holds 11 - 2 pacifist and 6 - 1 interventionist tales."),
                   _("`draw_odds(p, i)` takes the deck's composition.")],
            mistakes={Fraction(33, 136): _("That is for the fresh deck of 17 tales; the read "
                      "tales are no longer in the deck.")},
        ),
        number(
            "10.3",
            _("A Narrator claims she received two interventionist tales. On a fresh deck, how "
            "often does the Grand Vizir's draw hold **at least two** interventionist tales, so "
            "that she could have handed over two? Give the exact fraction."),
            lambda: _odds(*fresh)[0] + _odds(*fresh)[1],
            exact=True,
            why=_("At least two interventionist tales means at most one pacifist tale: "
            "1/34 + 33/136 = 37/136, about 27%. So such a claim is believable more than one "
            "time in four."),
            wrong=_("\"At least two interventionist\" covers two cases: 2 interventionist + 1 "
            "pacifist, and 3 interventionist. Add their chances."),
            hints=[_("In `draw_odds(11, 6)` the key is the number of *pacifist* tales."),
                   _("Which keys have at most one pacifist tale?")],
            mistakes={Fraction(33, 136): _("That counts exactly one pacifist tale only; three "
                      "interventionist tales also count."),
                      Fraction(1, 34): _("That counts three interventionist tales only.")},
        ),
    ]


def _rules_best_count() -> int:
    from .analysis import cached_balance

    big = cached_balance()
    rules = big[(big["policy"] == "rules") & (big["variant"] == "standard")]
    return int(rules.loc[rules["pacifist_rate"].idxmax(), "n_players"])


def _published_interval() -> tuple[float, float]:
    from .analysis import PUBLISHED_7P, wilson

    games = PUBLISHED_7P["games"]
    return wilson(games - PUBLISHED_7P["interventionist_wins"], games)


def _lesson_11() -> list[Exercise]:
    lo, hi = _published_interval()
    fair = "yes: 50% is inside the 95% interval" if lo <= 0.5 <= hi else "no: 50% is outside it"
    return [
        number(
            "11.1",
            _("Experienced online players: the pacifist side (the fascists) won 468 of 910 "
            "7-player games. Use `wilson(wins, games)` to compute the **lower** end of the 95% "
            "interval of their win rate, to 3 decimals."),
            lambda: _published_interval()[0],
            tolerance=0.0006,
            why=_("`wilson(468, 910)` gives about (0.482, 0.547): with 910 games a win rate is "
            "known to about ±3 points."),
            wrong=_("`wilson` returns two numbers, (low, high); the lower end is the first."),
            hints=[_("`wilson(468, 910)[0]`")],
            mistakes={round(468 / 910, 3): _("That is the win rate itself, not the interval's "
                      "lower end.")},
        ),
        choice(
            "11.2",
            _("Are those 910 games consistent with a perfectly balanced game (50%)?"),
            [N_("yes: 50% is inside the 95% interval"), N_("no: 50% is outside it")],
            fair,
            why=_("The interval runs from about 48% to 55%: 50% is inside, so these games cannot "
            "tell a small edge for the pacifists from a fair game."),
            wrong=_("Compare 0.5 with the two ends of the interval of exercise 11.1."),
            hints=[_("A rate is consistent with 50% when 0.5 lies between the interval's ends.")],
        ),
        number(
            "11.3",
            _("In the large cached table (standard game), at which player count do the "
            "rule-based bots give the pacifists their **highest** win rate?"),
            _rules_best_count,
            why=_("The odd counts favour the pacifists for these bots, as the rulebook says of "
            "7 and 9 (Sultane 8a): an odd table has one interventionist fewer than the even "
            "table above it, with the same pacifist team."),
            wrong=_("Filter the table on policy `rules` and variant `standard`, then find the "
            "largest pacifist rate."),
            hints=[_("`big[(big['policy'] == 'rules') & (big['variant'] == 'standard')]`"),
                   _("`balance_grid(big)` shows the same numbers side by side.")],
        ),
    ]


@cache
def _lesson_12_game() -> Any:
    from ..game import play
    from .policies import Bayesian
    from .state import SultaneState

    n, seed = LESSON_12_GAME["n_players"], LESSON_12_GAME["seed"]
    return play(SultaneState.new(n_players=n, seed=seed), [Bayesian()] * n, seed=seed)


def _public_pacifist_side() -> list[int]:
    from .bayes import beliefs

    game = _lesson_12_game()
    b = beliefs(game.replay_prefix(len(game.history) - 1).view(None))
    return [s for s, p in b.items() if p["pacifist"] + p["dinarzade"] > 0.5]


def _hypotheses_at(n_players: int) -> int:
    from .bayes import facts, hypotheses
    from .state import SultaneState

    state = SultaneState.new(n_players=n_players, seed=0)
    seat = state.roles.index("interventionist")
    return len(hypotheses(facts(state.view(seat))))


def _posterior() -> float:
    from .bayes import DEFAULT_MODEL as M

    yes, no = 0.5 * M.read_p_tainted, 0.5 * M.read_p_clean
    return yes / (yes + no)


def _lesson_12() -> list[Exercise]:
    return [
        number(
            "12.1",
            _("At 8 players there are 5 interventionists, 2 pacifists and Dinarzade. How many "
            "hypotheses (ways the roles could be dealt) does an interventionist weigh?"),
            lambda: _hypotheses_at(8),
            why=_("She sees 7 strangers: 7 choices for Dinarzade, then C(6, 2) = 15 choices for "
            "the two pacifists among the 6 others: 7 × 15 = 105 hypotheses."),
            wrong=_("Choose Dinarzade among the strangers, then the pacifists among the rest; "
            "multiply (the lesson does it for 7 players: 6 × C(5, 2) = 60)."),
            hints=[_("How many strangers does one interventionist see at 8 players?"),
                   _("`len(hypotheses(facts(view)))` counts them for a real 8-player view.")],
            mistakes={8 * 21: _("The interventionist knows her own role: she is not one of the "
                      "strangers.")},
        ),
        number(
            "12.2",
            _("Take only two hypotheses about seat 4: on the pacifist side (prior 1/2) or not "
            "(prior 1/2). A government with seat 4 reads a pacifist tale. With the model's "
            "numbers (`read_p_tainted` = 0.75, `read_p_clean` = 0.3), what is the posterior "
            "probability that seat 4 is on the pacifist side? Two decimals are enough."),
            _posterior,
            tolerance=0.006,
            why=_("Prior × likelihood: 0.5 × 0.75 = 0.375 against 0.5 × 0.3 = 0.15; normalised, "
            "0.375 / 0.525 = 5/7, about 0.71. One pacifist tale is a factor 2.5 of evidence."),
            wrong=_("Multiply each prior by the likelihood of the observation under that "
            "hypothesis, then divide by the sum of both products (Bayes' rule)."),
            hints=[_("The two products are 0.5 × 0.75 and 0.5 × 0.3."),
                   _("Divide the first product by the sum of both.")],
            mistakes={0.75: _("0.75 is the likelihood of the reading, not the posterior: "
                      "weigh it against the other hypothesis."),
                      0.375: _("That is the product before normalising: divide by the sum.")},
        ),
        values(
            "12.3",
            _("Using only public information (`view(None)`, the table at the very end), which "
            "seats does the table believe to be on the pacifist side with probability above "
            "1/2? Answer with a list of seats, e.g. `[1, 4]`."),
            _public_pacifist_side,
            why=_("The public record alone (votes, tales read, claims) already points at the "
            "right three seats, though less surely than the interventionist who also "
            "remembers her own draws."),
            wrong=_("Read the last table of the lesson: add the `pacifist` and `dinarzade` "
            "columns for each seat."),
            hints=[_("P(pacifist side) = P(pacifist) + P(Dinarzade)."),
                   _("Three seats are on the pacifist side at 7 players.")],
        ),
        choice(
            "12.4",
            _("At the end she is almost sure which three seats are on the pacifist side, but "
            "gives each of them about 1/3 of being Dinarzade. Why?"),
            [
                N_("in the model Dinarzade behaves exactly like a pacifist"),
                N_("Dinarzade never takes part in a government"),
                N_("the model forgets the early governments"),
            ],
            "in the model Dinarzade behaves exactly like a pacifist",
            why=_("Every likelihood in the model depends only on the side, not on the role: "
            "nothing she observed can separate Dinarzade from a pacifist, so the 1/3 prior "
            "survives unchanged."),
            wrong=_("Look at the model's table: which parameters mention Dinarzade?"),
            hints=[_("Each parameter speaks of the *pacifist side*.")],
        ),
    ]


def _known_others(seat: int) -> list[int]:
    """The other seats whose role ``seat`` knows at the start of the lesson-12 deal."""
    from .state import SultaneState

    n, seed = LESSON_12_GAME["n_players"], LESSON_12_GAME["seed"]
    known = SultaneState.new(n_players=n, seed=seed).view(seat)["known_roles"]
    return [s for s, role in enumerate(known) if role is not None and s != seat]


def _lesson_13() -> list[Exercise]:
    from .analysis import ENDINGS
    from .state import SultaneState

    n, seed = LESSON_12_GAME["n_players"], LESSON_12_GAME["seed"]
    roles = SultaneState.new(n_players=n, seed=seed).roles
    pacifist, dinarzade = roles.index("pacifist"), roles.index("dinarzade")
    endings = list(ENDINGS.msgids.values())
    return [
        number(
            "13.1",
            _("In the replayed game (seed 12), which seat is Dinarzade? Choose *View as: "
            "all-seeing* on the replay board."),
            lambda: SultaneState.new(n_players=n, seed=seed).roles.index("dinarzade"),
            sized=False,
            why=_("The all-seeing view shows every role: it is the teacher's view, never one to "
            "project while a class plays (a seat's view shows only what that seat knows)."),
            wrong=_("In the all-seeing view the table lists every seat's true role."),
            hints=[_("Use the seat menu of the replay board: *all-seeing*."),
                   _("The role column of the table names Dinarzade.")],
        ),
        values(
            "13.2",
            _("Seat {seat} is a pacifist. View the replay as seat {seat}, at the first event: "
              "the roles of which **other** seats does she know? Answer with a list, e.g. "
              "`[1, 4]`.").format(seat=pacifist),
            lambda: _known_others(pacifist),
            why=_("From 7 players on, the pacifists know each other and know Dinarzade (Sultane "
            "3c): they start the game as a team that knows itself."),
            wrong=_("Look at the roles the board shows in that seat's view before the first "
            "government: a pacifist is shown some roles besides her own."),
            hints=[_("The other seats' roles show as unknown unless she knows them."),
                   _("At 7 players, pacifists open their eyes together with Dinarzade.")],
        ),
        number(
            "13.3",
            _("Now view the replay as Dinarzade's seat (your answer to 13.1), at the first event. "
            "How many **other** seats' roles does she know?"),
            lambda: len(_known_others(dinarzade)),
            why=_("From 7 players on, Dinarzade does not know her allies (Sultane 3c): they know "
            "her, she must find them. This is why she can't favour them in the votes, which the "
            "lesson-12 inference could use."),
            wrong=_("Compare with the pacifist's view: the rule is not the same for Dinarzade at "
            "7 players and more."),
            hints=[_("Look at the roles the board shows in Dinarzade's own view at the start.")],
            mistakes={2: _("That is what a pacifist knows; Dinarzade's eyes stay closed at 7+.")},
        ),
        choice(
            "13.4",
            _("Step the replay to its last event. How did the game end?"),
            endings,
            ENDINGS.msgids[_lesson_12_game().reason],
            why=_("The last event names the winning side and the reason, citing the rule "
            "(Sultane 4: how each side wins)."),
            wrong=_("Press *End* on the replay board and read the last event."),
            hints=[_("The last line of the log says who won and why.")],
        ),
        *_lesson_13_debrief(),
    ]


EXERCISES = {
    "10": _lesson_10,
    "11": _lesson_11,
    "12": _lesson_12,
    "13": _lesson_13,
}


# -- lesson 14: the class's own game (exported from a classroom table) -----------------------------
#: The class game lesson 14 studies: a save file exported from a table of the table server
#: (package data, so the student edition and the exercises find it wherever the lesson runs).
CLASS_GAME_FILE = "sultane-class-game.json"


#: The game lesson 14's exercises check: the one the lesson loaded (``use_class_game``), else
#: the shipped export.
_LOADED: dict[str, Any] = {}


@cache
def _shipped_class_game() -> Any:
    from importlib.resources import files

    from .state import SultaneState

    return SultaneState.from_json((files("majority_core") / "data" / CLASS_GAME_FILE).read_text())


def use_class_game(game: Any) -> Any:
    """Make lesson 14's exercises check against ``game`` (the class's own export, loaded with
    ``SultaneState.from_json``) and return it; every expected answer is then computed from it,
    so a class's right answers about its own game are right."""
    _LOADED["game"] = game
    return game


def _class_game() -> Any:
    return _LOADED.get("game") or _shipped_class_game()


def _class_end_view(seat: int | None) -> dict[str, Any]:
    """What ``seat`` (None: the public record) knew just before the game's last decision."""
    game = _class_game()
    return game.replay_prefix(len(game.history) - 1).view(seat)


def _accepted_governments() -> int:
    return sum(1 for e in _class_game().events if e.kind == "vote" and e.data["accepted"])


def _class_public_side() -> list[int]:
    from .bayes import beliefs

    b = beliefs(_class_end_view(None))
    return [s for s, p in b.items() if p["pacifist"] + p["dinarzade"] > 0.5]


def _clearest_interventionists() -> list[int]:
    """The interventionists whose own beliefs at the end put the most weight, on average, on the
    seats truly on the pacifist side, as the lesson's table shows it (beliefs to 3 decimals,
    the average to 0.1%): seats that tie there are all right answers."""
    from .bayes import beliefs

    game = _class_game()
    side = [s for s, r in enumerate(game.roles) if r != "interventionist"]

    def shown(seat: int) -> float:
        b = beliefs(_class_end_view(seat))
        return round(sum(round(b[s]["pacifist"], 3) + round(b[s]["dinarzade"], 3)
                         for s in side) / len(side), 3)

    seats = [s for s, r in enumerate(game.roles) if r == "interventionist"]
    scores = {s: shown(s) for s in seats}
    return [s for s in seats if scores[s] == max(scores.values())]


def _seat_among(expected: Any) -> Any:
    """A seat-number check that accepts any seat of ``expected()`` (ties), never "too large"."""

    def check(answer: Any) -> tuple[bool, str]:
        if isinstance(answer, bool) or not isinstance(answer, numbers.Integral):
            return False, _("a seat number is expected here, e.g. `3`.")
        return int(answer) in expected(), ""

    return check


DINARZADE_GIVEN_AWAY = N_("above 3/7: the public record pointed at her")
DINARZADE_HIDDEN = N_("3/7 or below: the public record did not single her out")


def _dinarzade_verdict() -> str:
    from .bayes import beliefs

    game = _class_game()
    d = game.roles.index("dinarzade")
    p = beliefs(_class_end_view(None))[d]
    return DINARZADE_GIVEN_AWAY if p["pacifist"] + p["dinarzade"] > 3 / 7 else DINARZADE_HIDDEN


def _lesson_14() -> list[Exercise]:
    return [
        number(
            "14.1",
            _("How many governments did the class **accept** (more Yes than No) during the whole "
            "game? Read it on the replay board or in the public log."),
            _accepted_governments,
            why=_("Every vote event says whether the government was accepted or rejected, with who "
            "voted Yes and No (Sultane 5): these votes are the main public evidence of the game."),
            wrong=_("Count only the votes that passed; a rejected government moves the Vizir on and "
            "advances the counter (Sultane 5, 7c) but reads no tale."),
            hints=[_("`[e for e in game.events if e.kind == 'vote']` lists the votes; each has "
                   "`e.data['accepted']`."),
                   _("Every accepted government reads exactly one tale, unless the game ends on "
                   "its vote.")],
        ),
        values(
            "14.2",
            _("Using only the public record at the end (`view(None)`, what the whole class could "
            "agree on), which seats does the table believe to be on the pacifist side with "
            "probability above 1/2? Answer with a list of seats, e.g. `[1, 4]` (`[]` if none)."),
            _class_public_side,
            why=_("These are the seats whose votes, readings and claims the model finds more likely "
            "on the pacifist side than not; compare them with the true roles the replay shows."),
            wrong=_("Use the public beliefs table at the end of the game: add the `pacifist` and "
            "`dinarzade` columns for each seat."),
            hints=[_("P(pacifist side) = P(pacifist) + P(Dinarzade)."),
                   _("The table is `beliefs_frame(end.view(None))`.")],
        ),
        Exercise(
            "14.3",
            _("Among the interventionists, whose own beliefs at the end were the clearest: which "
            "seat put the most probability, on average, on the seats truly on the pacifist side?"),
            _seat_among(_clearest_interventionists),
            why=_("Each student's view adds her own draws, hands and investigations to the public "
            "record, so the students did not all know the same things: the clearest one had the "
            "most telling private evidence, or the most telling votes around her."),
            wrong=_("For each interventionist seat, take her beliefs at the end "
            "(`beliefs_frame(end.view(seat))`) and average P(pacifist side) over the three seats "
            "truly on the pacifist side; then take the largest."),
            hints=[_("The lesson's table *What each interventionist believed at the end* has the "
                   "averages."),
                   _("A pacifist or Dinarzade is not an interventionist: leave those seats out.")],
        ),
        Exercise(
            "14.4",
            _("Before any evidence each seat is on the pacifist side with probability 3/7 for a "
            "public observer. At the end, where does the public record put the true Dinarzade?"),
            # the right option is read from the loaded game when an answer is checked
            lambda answer: choice_checker([DINARZADE_GIVEN_AWAY, DINARZADE_HIDDEN],
                                          _dinarzade_verdict())(answer),
            options=(DINARZADE_GIVEN_AWAY, DINARZADE_HIDDEN),
            why=_("Dinarzade wins when elected Narrator after three pacifist tales (Sultane 4), so every "
            "vote and reading that raises her P(pacifist side) above the prior makes her election "
            "harder and her exile likelier; a record that leaves her at or below the prior "
            "keeps her electable."),
            wrong=_("Read the true Dinarzade's row of the public beliefs table at the end and "
            "compare P(pacifist side) with 3/7, about 43%."),
            hints=[_("The replay's all-seeing view (or `game.roles`) says who Dinarzade was.")],
        ),
        *_lesson_14_debrief(),
    ]


EXERCISES["14"] = _lesson_14


# -- the debriefs: lesson 13's replayed game and lesson 14's class game, reviewed -------------------
#: Lesson 13's debrief reviews the game its replay board shows (lesson 12's: seven Bayesian bots,
#: seed 12), with the game's default of 30 worlds a decision; exercise 13.5 asks about this seat.
DEBRIEF_SEAT_13 = 2
#: Worlds a decision for both Sultane debriefs (the game's default); review seed 0.
DEBRIEF_BUDGET = 30


@cache
def lesson_13_game() -> Any:
    """The game of lesson 13's replay board (lesson 12's): seven Bayesian bots, seed 12."""
    from ..game import play
    from .policies import Bayesian
    from .state import SultaneState

    seed = LESSON_12_GAME["seed"]
    game = SultaneState.new(n_players=LESSON_12_GAME["n_players"], seed=seed)
    return play(game, [Bayesian() for _ in range(game.n_players)], seed=seed)


def class_review(progress: bool = False) -> Any:
    """The review of lesson 14's class game (the loaded export, else the shipped one): cached
    for the shipped export, made now (some seconds; ``progress`` shows a bar) for another
    class's, and kept, so that exercise 14.5's check reads the review the lesson shows."""
    from ..debrief import review_of

    return review_of(_class_game(), budget=DEBRIEF_BUDGET, seed=0, progress=progress)


def _dinarzade_seat(review: Any) -> int:
    return review.state.roles.index("dinarzade")


def _lesson_13_debrief() -> list[Exercise]:
    from ..debrief import seat_exercise

    return [seat_exercise("13.5", "13", "sultane", DEBRIEF_SEAT_13, (30, "yes"))]


def _lesson_14_debrief() -> list[Exercise]:
    from ..debrief import costliest_exercise

    return [costliest_exercise(
        "14.5",
        _("Which decision cost the true Dinarzade the most in the class's game, and what should "
          "have been played instead? Answer with the decision's number and the better move, "
          "e.g. `(12, \"yes\")`."),
        class_review,
        _dinarzade_seat,
        hints=(_("`game_review.frame()` has one row per judged decision: keep Dinarzade's rows "
                 "(`game.roles.index(\"dinarzade\")` is her seat) and sort them by `loss`."),
               _("The better move is that row's `best`.")),
    )]


def _register_debriefs() -> None:
    from ..debrief import register_debrief

    register_debrief("13", lesson_13_game, budget=DEBRIEF_BUDGET, seed=0)
    register_debrief("14", _shipped_class_game, budget=DEBRIEF_BUDGET, seed=0)


_register_debriefs()
