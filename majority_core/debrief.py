"""The lessons' debriefs: one real game of each game reviewed (:mod:`majority_core.review`),
shown as its curve and its biggest mistakes, with an exercise the review itself checks.

Why a cache: a review searches every decision of a game (seconds to minutes of CPU, see
``docs/review.md``), more than a lesson's Run All may take. Each strategy lesson names its game
(:func:`register_debrief`: a seeded game played by the package's bots, or lesson 14's class
export) and ``python benchmarks/debrief_reviews.py`` reviews it and writes the review to
``majority_core/data/debriefs/<lesson>.json``; ``--check`` reviews again and compares, byte for
byte. A lesson asks :func:`review_of` for a game's review: the cached one when the game, the
budget and the seed are the cache's, else a review made now (lesson 14 with another class's
export), kept for the exercises' checks.

This module names no game: each game's ``exercises.py`` registers its lessons' games.
"""

from __future__ import annotations

import html
import importlib
import json
import numbers
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from importlib.resources import files
from typing import Any

from .exercises import Checker, Exercise, _normalise_text
from .game import GameState
from .i18n import N_, _, get_language, player
from .review import LABEL_WORDS, DecisionReview, Review, finished_game, review, settings_for

__all__ = [
    "DEBRIEFS",
    "DebriefExercise",
    "DebriefGame",
    "costliest",
    "costliest_exercise",
    "curve",
    "debrief",
    "mistakes_table",
    "register_debrief",
    "review_from_dict",
    "review_of",
    "review_to_dict",
    "seat_exercise",
]

#: The cache files' format name (bumped if the layout changes).
CACHE_FORMAT = "majority-debrief/1"


@dataclass(frozen=True)
class DebriefGame:
    """A lesson's debrief: the game it reviews (``game()``: a finished game, the same on every
    call), and the review's worlds per decision (None: the game's default) and seed."""

    lesson: str
    game: Callable[[], GameState]
    budget: int | None = None
    seed: int = 0


#: Per lesson ("04", "14"...): its debrief game, registered by the game's ``exercises.py``.
DEBRIEFS: dict[str, DebriefGame] = {}


def register_debrief(
    lesson: str, game: Callable[[], GameState], *, budget: int | None = None, seed: int = 0
) -> None:
    """Name the game lesson ``lesson``'s debrief reviews (see :class:`DebriefGame`)."""
    DEBRIEFS[lesson] = DebriefGame(lesson, game, budget, seed)


def _load_lessons() -> None:
    """Every game's lesson modules imported, so that their debriefs are registered."""
    import importlib

    from .exercises import LESSON_MODULES
    from .registry import load_games

    load_games()
    for module in LESSON_MODULES.values():
        importlib.import_module(module)


# -- the cache ------------------------------------------------------------------------------------
def cache_file(lesson: str) -> Any:
    """Where lesson ``lesson``'s cached review lives (package data)."""
    return files("majority_core") / "data" / "debriefs" / f"{lesson}.json"


def review_to_dict(r: Review, asked: int | None = None) -> dict[str, Any]:
    """A review as JSON-ready data: the game's save file, how it was reviewed (``asked``: the
    budget it was asked for, None for the game's default), each decision."""
    return {
        "format": CACHE_FORMAT,
        "game": r.state.to_dict(),
        "budget": r.budget,
        "asked_budget": asked,
        "seed": r.seed,
        "seats": list(r.seats),
        "language": r.language,
        "decisions": [asdict(d) for d in r.decisions],
    }


def review_from_dict(data: dict[str, Any]) -> Review:
    """The review :func:`review_to_dict` wrote (its sentences retold in the current language)."""
    if data.get("format") != CACHE_FORMAT:
        raise ValueError(f"not a {CACHE_FORMAT} cache")
    state = finished_game(data["game"])
    names = {f.name for f in fields(DecisionReview)}
    return Review(
        game_name=state.game_name,
        state=state,
        measure=settings_for(state.game_name).measure,
        budget=data["budget"],
        seed=data["seed"],
        seats=list(data["seats"]),
        decisions=[DecisionReview(**{k: v for k, v in d.items() if k in names})
                   for d in data["decisions"]],
        language=data["language"],
    )


def cache_text(r: Review, asked: int | None = None) -> str:
    """The cache file's text for ``r`` (what the command writes and ``--check`` compares)."""
    return json.dumps(review_to_dict(r, asked), indent=1, sort_keys=True,
                      ensure_ascii=False) + "\n"


def _key(game: GameState, budget: int | None, seed: int) -> str:
    return json.dumps([game.to_dict(), budget, seed], sort_keys=True)


#: Reviews already read or made in this process, by (game, budget asked, seed).
_SEEN: dict[str, Review] = {}
_READ: list[bool] = []


def cached_reviews() -> dict[str, Review]:
    """Every review known here, by (game, budget asked, seed): the lessons' caches (read once)
    and the reviews made since."""
    if not _READ:
        folder = files("majority_core") / "data" / "debriefs"
        for entry in sorted(folder.iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".json"):
                data = json.loads(entry.read_text(encoding="utf-8"))
                r = review_from_dict(data)
                _SEEN.setdefault(_key(r.state, data["asked_budget"], r.seed), r)
        _READ.append(True)
    return _SEEN


def review_of(
    game: Any, *, budget: int | None = None, seed: int = 0, progress: bool = True
) -> Review:
    """The review of ``game`` (a state or anything :func:`review` reads): the cached one when a
    lesson's cache holds this very game reviewed with this budget and seed, else a review made
    now (and kept, so that a lesson's display and its exercises' checks share it)."""
    state = finished_game(game)
    key = _key(state, budget, seed)
    found = cached_reviews().get(key)
    if found is None:
        found = review(state, budget=budget, seed=seed, progress=progress)
        _SEEN[key] = found
    if key not in _TYPED or _TYPED[key][0] is not found:
        _TYPED[key] = (found, as_typed(found))
    return _TYPED[key][1]


#: Per review key: the review found and the same review telling its moves as typed.
_TYPED: dict[str, tuple[Review, Review]] = {}


def as_typed(r: Review) -> Review:
    """``r`` with its moves told as the game's refusals list them: where a game's notation is
    English words (its ``explain.action_words``: Majority 2's ``play witches:junior 1``, the
    Sultane's ``nominate:3``), a French lesson shows the notation one types with what it does
    (« 'draw' (piocher) »), not English words in a French table; English shows the notation."""
    words = getattr(importlib.import_module(f"{__package__}.{r.game_name}.explain"),
                    "action_words", None)
    if words is None:
        return r

    def naming(state: GameState, seat: int, action: Any) -> str:
        return str(action) if get_language() == "en" else words(str(action))

    return r.named(naming)


def debrief(lesson: str, *, progress: bool = True) -> Review:
    """The review lesson ``lesson`` debriefs (its registered game, from the cache)."""
    if lesson not in DEBRIEFS:
        _load_lessons()
    spec = DEBRIEFS[lesson]
    return review_of(spec.game(), budget=spec.budget, seed=spec.seed, progress=progress)


# -- what a lesson shows --------------------------------------------------------------------------
class Drawn(str):
    """HTML a notebook draws (a table of the review), never shown as a quoted string."""

    def _repr_html_(self) -> str:
        return str(self)


def curve(r: Review) -> Drawn:
    """The review's curve, drawn now as SVG in the current language (the review's own drawing,
    :meth:`Review.chart_html`, which lays its French axis titles out in full)."""
    return Drawn(r.chart_html())


def accuracy_table(r: Review) -> Drawn:
    """Each seat's accuracy, its count of each label and its result (no mistake listed)."""
    return Drawn(r.accuracy_html())


def mistakes_table(r: Review, seat: int, n: int = 3) -> Drawn:
    """The seat's ``n`` biggest mistakes (inaccuracy or worse), costliest first: the move
    played, the better move, both values with their intervals, the loss, the label and why."""
    worst = r.mistakes(seat, n)
    caption = _("Biggest mistakes of {seat}").format(seat=player(seat, r.state, case="of"))
    if not worst:
        text = _("{seat}: no decision labelled inaccuracy or worse.").format(
            seat=player(seat, r.state))
        return Drawn(f"<p>{html.escape(text[:1].upper() + text[1:])}</p>")
    # prose in most cells (the moves, the reason): read from the left, as a sentence is
    table = r.decisions_html(worst, caption=caption)
    left = ' style="text-align:left;vertical-align:top"'
    return Drawn(table.replace("<td>", f"<td{left}>").replace("<th>", f"<th{left}>"))


# -- the exercise ---------------------------------------------------------------------------------
def costliest(r: Review, seat: int) -> list[DecisionReview]:
    """The seat's costliest decisions: those whose loss, as the lesson's tables show it (to a
    tenth of a point), is the seat's largest (several if they tie)."""
    mine = r.of(seat)
    if not mine:
        return []
    top = max(round(d.loss, 3) for d in mine)
    return [d for d in mine if round(d.loss, 3) == top]


@dataclass(repr=False)
class DebriefExercise(Exercise):
    """The debrief's exercise (one per strategy lesson, on top of its 2 to 4 others): it knows
    the review it reads (``review()``) and the seat it asks about (``seat(review)``)."""

    review: Callable[[], Review] | None = None
    seat: Callable[[Review], int] | None = None


WHY_COSTLIEST = N_(
    "The costliest decision is the seat's row of the review with the largest loss: the search, "
    "from what that seat could see, found another move that did better on the same worlds; "
    "the better move is that row's `best`. Its label says how sure and how big (docs/review.md)."
)
WRONG_COSTLIEST = N_(
    "Keep the seat's rows of the review (`frame()`, or `mistakes(seat)`), take the one whose "
    "`loss` is largest, and answer its `decision` and its `best` move."
)


def costliest_checker(
    the_review: Callable[[], Review], the_seat: Callable[[Review], int]
) -> Checker:
    """Right for ``(decision, move)``: one of the seat's costliest decisions (its number as the
    review counts, never "too small" or "too large": a student would bisect) and the better move
    the review found for it (case, accents and punctuation ignored). Both are read from the
    review when the answer is checked, so another game's review marks its own answer right."""

    def check(answer: Any) -> tuple[bool, str]:
        if not (isinstance(answer, (tuple, list)) and len(answer) == 2):
            return False, _("answer with a pair: the decision's number and the better move "
                            "in quotes, as `(number, \"move\")`.")
        n, move = answer
        if isinstance(n, bool) or not isinstance(n, numbers.Integral):
            return False, _("the decision's number is a whole number, as the review's "
                            "`decision` column counts.")
        r = the_review()
        seat = the_seat(r)
        hers = {d.decision: d for d in r.of(seat)}
        if int(n) not in hers:
            return False, _("decision {n} is not one of the judged decisions of {seat}: keep "
                            "the rows whose `seat` is {number}.").format(
                n=int(n), seat=player(seat, r.state, case="of"), number=seat)
        d = hers[int(n)]
        if d not in costliest(r, seat):
            return False, _("decision {n} cost {seat} less than the costliest one: compare "
                            "the `loss` of the rows of {seat_of}.").format(
                n=int(n), seat=player(seat, r.state, case="to"),
                seat_of=player(seat, r.state, case="of"))
        if not isinstance(move, str):
            return False, _("the move is a text, written as the review's `best` column "
                            "writes it (in quotes).")
        said = _normalise_text(move)
        chosen, best = r.moves()[d.index]  # as the lesson's tables tell them (as_typed)
        if said in (_normalise_text(d.best), _normalise_text(best)):
            return True, ""
        if said in (_normalise_text(d.chosen), _normalise_text(chosen)):
            return False, _("that is the right decision, but the move you give is the one "
                            "played: the question asks what the search found better.")
        return False, _("that is the right decision; the better move is the one its row "
                        "names in the `best` column.")

    return check


def costliest_exercise(
    key: str,
    question: str,
    the_review: Callable[[], Review],
    the_seat: Callable[[Review], int],
    *,
    hints: tuple[str, ...] = (),
) -> DebriefExercise:
    """The debrief's exercise: which decision cost the seat the most, and what should she have
    played? (See :func:`costliest_checker`.)"""
    return DebriefExercise(key, question, costliest_checker(the_review, the_seat),
                           _(WHY_COSTLIEST), _(WRONG_COSTLIEST), tuple(hints),
                           review=the_review, seat=the_seat)


def label_words() -> dict[str, str]:
    """The labels' words in the current language (for a lesson's prose or a check)."""
    return {k: _(v) for k, v in LABEL_WORDS.items()}


def seat_exercise(
    key: str, lesson: str, game: str, seat: int, example: tuple[int, str]
) -> DebriefExercise:
    """Lesson ``lesson``'s debrief exercise about ``seat`` of its game (``game``: the game's
    key, for the seat's French name); ``example``: an answer's shape (a decision and a move as
    the game writes it) that is not the answer."""
    question = _(
        "In the debrief's game, which decision cost {seat} the most, and what should have "
        "been played instead? Answer with the decision's number and the better move, e.g. "
        "`({number}, \"{example}\")`."
    ).format(seat=player(seat, game, case="to"), number=example[0], example=example[1])
    hints = (
        _("`game_review.frame()` has one row per judged decision: keep the rows whose `seat` "
          "is {n} and sort them by `loss`.").format(n=seat),
        _("The better move is that row's `best`; `game_review.mistakes({n})` lists the same "
          "rows, costliest first.").format(n=seat),
    )
    return costliest_exercise(key, question, lambda: debrief(lesson, progress=False),
                              lambda _r: seat, hints=hints)
