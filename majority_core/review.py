"""Game review: every decision of a finished game judged by the search, from that seat's view.

Why: the debrief after a game ("where did we lose it?") is when a class learns most. Chess
sites give each move a label and an accuracy; here the judge is the paired flat search of
:mod:`majority_core.search` (the hint's), run at every decision of every seat *from that seat's
view at that moment only*: its worlds come from the game's ``worlds.py`` sampler, never from the
real hidden cards, so a decision is judged on what the seat could know (tested: the same review
in a world the seat could not tell apart).

For one decision (:func:`review_decision`): ``budget`` worlds the seat cannot tell from the real
one are drawn, and every legal action is played out once in each (the others, and everyone
afterwards, as the game's heuristic bot plays). The chosen action's mean result and the best
action's, each with a 95% interval (Wilson's for a win chance, Student's t for a share), their
difference on the same worlds (the *loss*, with its paired interval) and a label:

* **best**: no action did better than the chosen one;
* **good**: it lost less than :data:`THRESHOLDS` ``["inaccuracy"]`` (5 points of win chance), or
  the search cannot tell its loss from noise (the paired 95% interval of the loss reaches 0);
* **inaccuracy** (5 to 10 points), **mistake** (10 to 20), **blunder** (20 or more), when the
  paired interval of the loss lies above 0.

A seat's *accuracy* is the mean, over its decisions with a choice, of 100 × (1 − loss / 0.20)
floored at 0 (the estimated loss, sure or not, as a chess site's accuracy): 100 for a game of
best moves, 0 for a game of blunders. ``docs/review.md`` says why these thresholds.

The game's own knowledge comes through registrations (:func:`register_review`, from each game
package's ``__init__``: its default budget and whether its result is a win or a share); this
module names no game. pandas and altair are imported only by the frames and the chart.
"""

from __future__ import annotations

import functools
import html
import json
import math
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import MalformedInput, SaveFileError
from .game import SAVE_FORMAT, GameState
from .i18n import N_, _, get_language, number, percent, pgettext, player, seat_word
from .rng import derive_seed
from .search import (
    ActionStats,
    hint_sentence,
    paired_difference,
    position_reason,
    search,
)

if TYPE_CHECKING:  # pragma: no cover
    import altair as alt
    import pandas as pd

__all__ = [
    "LABELS",
    "THRESHOLDS",
    "DecisionReview",
    "Review",
    "register_review",
    "review",
    "review_decision",
]

#: The labels, best first (their words: :data:`LABEL_WORDS`).
LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
LABEL_WORDS = {
    "best": N_("best"),
    "good": N_("good"),
    "inaccuracy": N_("inaccuracy"),
    "mistake": N_("mistake"),
    "blunder": N_("blunder"),
}
#: The smallest loss (in win chance, or share of the win) of each label worse than good, when
#: the search is sure of it (its paired 95% interval above 0). See docs/review.md.
THRESHOLDS = {"inaccuracy": 0.05, "mistake": 0.10, "blunder": 0.20}
#: A loss this large (or more) scores 0 in the accuracy: the blunder threshold.
ACCURACY_SCALE = THRESHOLDS["blunder"]
#: The review's rule citation when an input is refused.
REVIEW_RULE = N_("game review: a finished game, as a state, a save file or a class table's export")


@dataclass(frozen=True)
class ReviewSettings:
    """A game's review, as its package registers it: worlds per decision by default, and
    whether its result is a win (``"win"``: 1 or 0) or a share of the win (``"share"``: a
    tie shares it)."""

    budget: int
    measure: str
    #: at most this many playouts per decision by default (a decision with many legal actions
    #: gets fewer worlds, never fewer than 2); None: no cap
    playouts: int | None = None

    def worlds(self, actions: int) -> int:
        """The default worlds for a decision with ``actions`` legal actions."""
        if self.playouts is None:
            return self.budget
        return min(self.budget, max(2, self.playouts // actions))


#: Per game (``game_name``): how it is reviewed (:func:`register_review`).
SETTINGS: dict[str, ReviewSettings] = {}
#: A game that has registered nothing: a few worlds, a win chance.
DEFAULT_SETTINGS = ReviewSettings(budget=8, measure="win")


def register_review(
    game_name: str, *, budget: int, measure: str = "win", playouts: int | None = None
) -> None:
    """How a game is reviewed, given by its package's ``__init__``: ``budget`` worlds per
    decision by default (chosen so that the review of a short game takes seconds to a minute on
    one core), ``measure``: ``"win"`` (returns are 1 or 0) or ``"share"`` (a tie shares the
    win), and ``playouts``: a cap on a decision's playouts by default (fewer worlds, at least
    2, for a decision with many legal actions)."""
    if measure not in ("win", "share"):
        raise ValueError(f"measure is 'win' or 'share', not {measure!r}")
    SETTINGS[game_name] = ReviewSettings(budget, measure, playouts)


def settings_for(game_name: str) -> ReviewSettings:
    """The game's review settings (:data:`DEFAULT_SETTINGS` if it registered none)."""
    return SETTINGS.get(game_name, DEFAULT_SETTINGS)


# -- one decision ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class DecisionReview:
    """The review of one decision: what was chosen, what did best, how much it cost, and why."""

    index: int  # the decision's place in the game's history (0-based)
    seat: int
    chosen: str
    best: str
    chosen_value: float
    chosen_low: float
    chosen_high: float
    best_value: float
    best_low: float
    best_high: float
    loss: float
    loss_low: float
    loss_high: float
    label: str
    why: str
    worlds: int
    actions: int

    @property
    def decision(self) -> int:
        """The decision's number as a person counts (1-based, as a stepper's *Event* box)."""
        return self.index + 1

    @property
    def sure(self) -> bool:
        """Whether the search is sure the chosen action did worse (paired interval above 0)."""
        return self.loss_low > 0


def label_for(loss: float, low: float) -> str:
    """The label of a loss (see the module docstring): best, then good up to the inaccuracy
    threshold or while the paired interval's lower end ``low`` is not above 0."""
    if loss <= 0:
        return "best"
    if low <= 0:
        return "good"
    worst = "good"
    for name, threshold in THRESHOLDS.items():  # in increasing order
        if loss >= threshold:
            worst = name
    return worst


def _best_of(stats: dict[str, ActionStats], chosen: str, order: Sequence[str]) -> str:
    """The action with the highest mean result (ties: the chosen action, so that a move that
    did as well as any is "best" with no loss; then the better final margin, then the first
    legal one)."""

    def key(a: str) -> tuple[float, bool, float, int]:
        s = stats[a]
        score = sum(s.scores) / len(s.scores) if s.scores else 0.0
        return (s.value, a == chosen, score, -order.index(a))

    return max(order, key=key)


def review_decision(
    state: GameState,
    seat: int,
    chosen: Any,
    *,
    budget: int | None = None,
    seed: int = 0,
    index: int | None = None,
) -> DecisionReview:
    """The review of ``seat`` choosing ``chosen`` in ``state`` (before it is applied), from
    ``budget`` worlds the seat cannot tell apart (None: the game's default, capped by its
    playouts per decision: :meth:`ReviewSettings.worlds`).

    ``state`` is read only as :func:`majority_core.search.search` reads it (the seat's sampler
    and its legal actions) and through the seat's own view (the sentence), so two games the
    seat cannot tell apart give the same review."""
    legal = [str(a) for a in state.legal_actions(seat)]
    worlds = settings_for(state.game_name).worlds(len(legal)) if budget is None else budget
    chosen = str(chosen)
    if chosen not in legal:
        raise MalformedInput(
            _("{action} is not one of seat {seat}'s legal actions here ({legal})").format(
                action=chosen, seat=seat, legal=", ".join(legal)
            ),
            rule=REVIEW_RULE,
        )
    stats = search(
        state, seat, iterations=worlds * len(legal), depth=1, seed=seed, rollout="default"
    )
    best = _best_of(stats, chosen, legal)
    mine, top = stats[chosen], stats[best]
    loss, low, high = paired_difference(top, mine, results=True)
    if best == chosen:
        loss, low, high = 0.0, 0.0, 0.0
    label = label_for(loss, low)
    found = DecisionReview(
        index=len(state.history) if index is None else index,
        seat=seat,
        chosen=chosen,
        best=best,
        chosen_value=mine.value,
        chosen_low=mine.interval()[0],
        chosen_high=mine.interval()[1],
        best_value=top.value,
        best_low=top.interval()[0],
        best_high=top.interval()[1],
        loss=loss,
        loss_low=low,
        loss_high=high,
        label=label,
        why="",
        worlds=top.visits,
        actions=len(legal),
    )
    return replace(found, why=sentence(state, found))


#: A move in words: ``naming(state, seat, action)`` (the kit's ``GameLook.move_words``).
Naming = Callable[[GameState, int, str], str]


def sentence(state: GameState, d: DecisionReview, naming: Naming | None = None) -> str:
    """Why, in one sentence in the current language, from the decision's figures and the seat's
    view in ``state`` (the game before the decision): the hint's sentence for a best move, else
    what would have done better and by how much, with the game's clause about the better move."""
    said = functools.partial(naming, state, d.seat) if naming else str
    if d.best == d.chosen:
        return hint_sentence(state, d.seat, d.best, d.best_value, d.worlds, d.best_low,
                             d.best_high, shown=said(d.best))
    why = _(
        "{best} would have done better than {chosen}: {best_value} against {chosen_value} "
        "in the same {n} worlds this seat could not tell apart"
    ).format(
        best=said(d.best), chosen=said(d.chosen), best_value=percent(d.best_value),
        chosen_value=percent(d.chosen_value), n=d.worlds,
    )
    extra = position_reason(state, d.seat, d.best)
    if extra:
        why = _("{why}; {reason}").format(why=why, reason=extra)
    return why + "."


# -- inputs ----------------------------------------------------------------------------------------
def state_classes() -> dict[str, type[GameState]]:
    """Every game's state class by its ``game_name`` (the game packages imported first)."""
    from .registry import load_games

    load_games()
    found: dict[str, type[GameState]] = {}
    todo = list(GameState.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        name = getattr(cls, "game_name", None)
        if isinstance(name, str) and cls.__module__.startswith(__package__ + "."):
            found.setdefault(name, cls)
    return found


def _refuse(message: str) -> SaveFileError:
    return SaveFileError(message, rule=REVIEW_RULE)


def finished_game(game: Any) -> GameState:
    """A finished game from what :func:`review` accepts: a state, a save file's JSON (text,
    bytes, a dict, or the path of the file) or a class table's export (the same save file).
    Anything else, or a game that is not over, is refused with a :class:`SaveFileError` (a
    ``ValueError``) that says what is wrong."""
    if isinstance(game, GameState):
        state = game
    else:
        if isinstance(game, Path) or (
            isinstance(game, str) and not game.lstrip().startswith("{") and game.strip()
        ):
            path = Path(game)
            if not path.is_file():
                raise _refuse(
                    _("{what} is neither a game, a save file's JSON nor the path of one").format(
                        what=repr(str(game))[:80]
                    )
                )
            game = path.read_text(encoding="utf-8")
        if isinstance(game, (str, bytes, bytearray)):
            try:
                game = json.loads(game)
            except ValueError as exc:
                raise _refuse(
                    _("the save file is not valid JSON: {exc}").format(exc=exc)
                ) from None
        if not isinstance(game, dict):
            raise _refuse(
                _("a review needs a game state, a save file or a class table's export, "
                  "not {kind}").format(kind=type(game).__name__)
            )
        if game.get("format") != SAVE_FORMAT:
            raise _refuse(_("this is not a {SAVE_FORMAT} file").format(SAVE_FORMAT=SAVE_FORMAT))
        classes = state_classes()
        cls = classes.get(str(game.get("game")))
        if cls is None:
            raise _refuse(
                _("this save file is a game of {value!r}, which is none of {games}").format(
                    value=game.get("game"), games=", ".join(sorted(classes))
                )
            )
        state = cls.from_json(game)
    if not state.is_terminal():
        raise _refuse(
            _("the game is not over yet ({n} decisions so far): a review judges a finished "
              "game").format(n=len(state.history))
        )
    return state


def _check_budget(budget: Any) -> None:
    if budget is not None and (
        not isinstance(budget, int) or isinstance(budget, bool) or budget < 1
    ):
        raise MalformedInput(
            _("the budget is a whole number of worlds per decision, at least 1, not {value!r}")
            .format(value=budget),
            rule=REVIEW_RULE,
        )


# -- the whole game --------------------------------------------------------------------------------
#: One review at a time per process: the games' samplers replay chance through module-level
#: tapes (``chance.taped_chance`` patches the state module while it replays), so while one
#: thread samples, another thread's game (a review's own replay too) would draw from its tape.
#: Threads (and a Dask client with threads) give the same review, one chunk at a time;
#: processes run in parallel.
_ONE_AT_A_TIME = threading.Lock()


def reviewed(
    state_cls: type[GameState],
    save: dict[str, Any],
    indices: Iterable[int],
    budget: int | None,
    seed: int,
) -> Iterator[DecisionReview]:
    """The reviews of the decisions ``indices`` of the game ``save``, one at a time, from one
    replay of the game. Decision ``k`` searches with ``derive_seed(seed, "review", k)``: a
    review does not depend on how its decisions are split among workers."""
    wanted = set(indices)
    if not wanted:
        return
    state = state_cls.new(n_players=save["n_players"], seed=save["seed"], **save["options"])
    left = len(wanted)
    for k, (seat, action) in enumerate(save["decisions"]):
        if k in wanted:
            yield review_decision(
                state, seat, action, budget=budget, seed=derive_seed(seed, "review", k), index=k
            )
            left -= 1
            if not left:
                return
        state.apply(seat, action)


def review_chunk(
    state_cls: type[GameState],
    save: dict[str, Any],
    indices: Sequence[int],
    budget: int | None,
    seed: int,
) -> list[DecisionReview]:
    """What a worker runs (a module-level function of picklable arguments, as
    :func:`majority_core.simulate.play_chunk`): :func:`reviewed` as a list, one chunk at a time
    in a process (see :data:`_ONE_AT_A_TIME`)."""
    with _ONE_AT_A_TIME:
        return list(reviewed(state_cls, save, indices, budget, seed))


def to_review(state: GameState, seat: int | None) -> list[int]:
    """The decisions a review judges: those with a choice (two legal actions or more), of
    ``seat`` only when given."""
    replay = type(state).new(n_players=state.n_players, seed=state.seed, **state.options)
    out = []
    for k, (p, action) in enumerate(state.history):
        if (seat is None or p == seat) and len(replay.legal_actions(p)) > 1:
            out.append(k)
        replay.apply(p, action)
    return out


def review(
    game: Any,
    seat: int | None = None,
    budget: int | None = None,
    seed: int = 0,
    executor: Any = None,
    progress: bool = True,
) -> Review:
    """The review of a finished ``game`` (a state, a save file's JSON, text, dict or path, or a
    class table's export): every decision with a choice of every seat (or of ``seat``), each
    judged from that seat's view by ``budget`` worlds (the game's default: :data:`SETTINGS`).

    ``seed`` makes it replayable: the same game and seed give the same review, on any
    ``executor`` (as :func:`majority_core.simulate.simulate` takes them: None, ``"processes"``,
    a ``concurrent.futures.Executor`` or a Dask client). ``progress`` shows a bar."""
    state = finished_game(game)
    if seat is not None:
        state.check_seat(seat)
    _check_budget(budget)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise MalformedInput(
            _("the seed is a whole number, not {value!r}").format(value=seed), rule=REVIEW_RULE
        )
    settings = settings_for(state.game_name)
    indices = to_review(state, seat)
    save = state.to_dict()
    args = (type(state), save, budget, seed)
    bar = None
    if progress and indices:
        from tqdm.auto import tqdm

        bar = tqdm(total=len(indices), desc=_("review"), leave=False)
    try:
        found = _run(args, indices, executor, bar)
    finally:
        if bar is not None:
            bar.close()
    found.sort(key=lambda d: d.index)
    return Review(
        game_name=state.game_name,
        state=state,
        measure=settings.measure,
        budget=settings.budget if budget is None else budget,
        seed=seed,
        seats=list(range(state.n_players)) if seat is None else [seat],
        decisions=found,
        language=get_language(),
    )


def _run(
    args: tuple[Any, ...], indices: list[int], executor: Any, bar: Any
) -> list[DecisionReview]:
    """The decisions' reviews, here one by one or on ``executor`` in chunks."""
    state_cls, save, worlds, seed = args
    if executor is None:
        out = []
        with _ONE_AT_A_TIME:
            for d in reviewed(state_cls, save, indices, worlds, seed):
                out.append(d)
                if bar is not None:
                    bar.update(1)
        return out
    from concurrent.futures import FIRST_COMPLETED, wait

    from .simulate import CHUNKS_PER_WORKER, open_pool

    pool, owned, workers = open_pool(executor)
    size = max(1, math.ceil(len(indices) / (CHUNKS_PER_WORKER * workers)))
    # interleaved chunks: the late decisions (short playouts) mix with the early ones
    n_chunks = max(1, math.ceil(len(indices) / size))
    chunks = [indices[i::n_chunks] for i in range(n_chunks)]
    out: list[DecisionReview] = []
    pending: dict[Any, list[int]] = {}
    try:
        pending = {pool.submit(review_chunk, state_cls, save, c, worlds, seed): c for c in chunks if c}
        while pending:
            done, _rest = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                chunk = pending.pop(future)
                out.extend(future.result())
                if bar is not None:
                    bar.update(len(chunk))
    finally:
        for future in pending:  # a failure: the rest is not needed
            future.cancel()
        if owned is not None:
            owned.shutdown(wait=True, cancel_futures=True)
    return out


# -- the result ------------------------------------------------------------------------------------
@dataclass
class Review:
    """A finished game's review: one :class:`DecisionReview` per judged decision, tidy frames
    (:meth:`frame`, :meth:`seats_frame`, :meth:`curve`), a chart (:meth:`chart`), and its own
    drawing in a notebook (``_repr_html_``: the curve, each seat's accuracy and biggest
    mistakes, then every decision), in the current language."""

    game_name: str
    state: GameState
    measure: str
    budget: int
    seed: int
    seats: list[int]
    decisions: list[DecisionReview] = field(default_factory=list)
    #: the language the decisions' sentences were written in (:meth:`whys` retells them)
    language: str = "en"
    #: the moves in words (:meth:`named`); None: their notation
    naming: Naming | None = field(default=None, repr=False, compare=False)
    _told: dict[str, list[tuple[str, str, str]]] = field(default_factory=dict, repr=False, compare=False)

    def named(self, naming: Naming) -> Review:
        """The same review with its moves in words (:data:`Naming`) everywhere it shows them."""
        return replace(self, naming=naming, _told={})

    def only(self, seat: int) -> Review:
        """``seat``'s review (KeyError if not judged here), judging nothing again: the same as
        ``review(game, seat=seat)`` (decision ``k``'s seed is the same whoever asks)."""
        if seat not in self.seats:
            raise KeyError(seat)
        return replace(self, seats=[seat], decisions=self.of(seat), _told={})

    def _tell(self) -> list[tuple[str, str, str]]:
        """Each decision's (why, chosen, best) in the language and words of now (a replay)."""
        lang = get_language()
        if lang == self.language and self.naming is None:
            return [(d.why, d.chosen, d.best) for d in self.decisions]
        if lang not in self._told:
            at = {d.index: d for d in self.decisions}
            state = type(self.state).new(
                n_players=self.state.n_players, seed=self.state.seed, **self.state.options
            )
            told: dict[int, tuple[str, str, str]] = {}
            for k, (p, action) in enumerate(self.state.history):
                d = at.get(k)
                if d is not None:
                    said = functools.partial(self.naming, state, d.seat) if self.naming else str
                    told[k] = (sentence(state, d, self.naming), said(d.chosen), said(d.best))
                state.apply(p, action)
            self._told[lang] = [told[d.index] for d in self.decisions]
        return self._told[lang]

    def whys(self) -> list[str]:
        """Each decision's sentence of why, in the current language (see :meth:`_tell`)."""
        return [why for why, _c, _b in self._tell()]

    def moves(self) -> dict[int, tuple[str, str]]:
        """Per decision's index: the chosen and the best move as the review shows them."""
        return {d.index: (c, b) for d, (_w, c, b) in zip(self.decisions, self._tell(), strict=True)}

    # -- figures ---------------------------------------------------------------------------
    def of(self, seat: int) -> list[DecisionReview]:
        """The seat's judged decisions, in the order of the game."""
        return [d for d in self.decisions if d.seat == seat]

    def accuracy(self, seat: int) -> float | None:
        """The seat's accuracy, 0 to 100 (None without a judged decision): the mean of
        100 × (1 − loss / 0.20), floored at 0. It reads the estimated loss whether or not the
        search is sure of it: one unsure loss may be noise, but a seat that keeps losing a
        little is told apart from one that plays the best moves (measured in docs/review.md)."""
        mine = self.of(seat)
        if not mine:
            return None
        points = [100 * max(0.0, 1 - d.loss / ACCURACY_SCALE) for d in mine]
        return sum(points) / len(points)

    def mistakes(self, seat: int, n: int = 3) -> list[DecisionReview]:
        """The seat's ``n`` costliest decisions labelled inaccuracy or worse, costliest first."""
        bad = [d for d in self.of(seat) if d.label in ("inaccuracy", "mistake", "blunder")]
        return sorted(bad, key=lambda d: (-d.loss, d.index))[:n]

    def label(self, index: int) -> str:
        """The label of the decision at ``index`` in the history (KeyError if not judged)."""
        for d in self.decisions:
            if d.index == index:
                return d.label
        raise KeyError(index)

    def seat_name(self, seat: int) -> str:
        """The seat as the current language names it ("seat 2"; in French "joueur 2", or "joueuse 2" where a game names its seats so)."""
        return player(seat, self.state)

    def measure_words(self) -> str:
        """What the values are: a win chance, or an expected share of the win (a tie shares it)."""
        return _("win chance") if self.measure == "win" else _("expected share of the win")

    # -- frames ----------------------------------------------------------------------------
    def frame(self) -> pd.DataFrame:
        """One row per judged decision (tidy; English column names, the label's code)."""
        import pandas as pd

        rows = []
        for d, why in zip(self.decisions, self.whys(), strict=True):
            row = asdict(d)
            row["decision"] = d.decision
            row["sure"] = d.sure
            row["why"] = why
            rows.append(row)
        columns = ["decision", "index", "seat", "chosen", "chosen_value", "chosen_low",
                   "chosen_high", "best", "best_value", "best_low", "best_high", "loss",
                   "loss_low", "loss_high", "sure", "label", "worlds", "actions", "why"]
        frame = pd.DataFrame(rows, columns=columns)
        frame["label"] = pd.Categorical(frame["label"], categories=list(LABELS), ordered=True)
        frame.attrs["measure"] = self.measure
        return frame

    def seats_frame(self) -> pd.DataFrame:
        """One row per seat: judged decisions, accuracy, the count of each label, its result."""
        import pandas as pd

        result = self.state.returns()
        rows = []
        for seat in self.seats:
            mine = self.of(seat)
            row: dict[str, Any] = {"seat": seat, "decisions": len(mine),
                                   "accuracy": self.accuracy(seat)}
            for name in LABELS:
                row[name] = sum(d.label == name for d in mine)
            row["result"] = result[seat]
            rows.append(row)
        return pd.DataFrame(rows)

    def curve(self) -> pd.DataFrame:
        """Each seat's win chance (or share) after each of its judged decisions, as it looked
        from that seat, then its real result after the last decision (``kind``: "estimate" or
        "result"): the hidden information is revealed only there."""
        import pandas as pd

        rows = [
            {"seat": d.seat, "decision": d.decision, "value": d.chosen_value,
             "label": d.label, "kind": "estimate"}
            for d in self.decisions
        ]
        end = len(self.state.history) + 1
        result = self.state.returns()
        rows += [
            {"seat": s, "decision": end, "value": result[s], "label": None, "kind": "result"}
            for s in self.seats
        ]
        return pd.DataFrame(rows)

    # -- display ---------------------------------------------------------------------------
    def chart(self) -> alt.LayerChart:
        """The review's curve (altair): one line per seat, its inaccuracies, mistakes and
        blunders marked, its real result (revealed at the end) as a square; every word in the
        current language."""
        import altair as alt

        from .display import lesson_chart

        data = self.curve()
        data["who"] = [self.seat_name(int(s)) for s in data["seat"]]
        data["judged"] = [
            _(LABEL_WORDS[v]) if isinstance(v, str) else _("result") for v in data["label"]
        ]
        y_title = self.measure_words()
        x = alt.X("decision:Q", title=_("decision"))
        y = alt.Y("value:Q", title=y_title, scale=alt.Scale(domain=[0, 1]),
                  axis=alt.Axis(format="%"))
        colour = alt.Color("who:N", title=seat_word(self.state))
        tips = [alt.Tooltip("who:N", title=seat_word(self.state)),
                alt.Tooltip("decision:Q", title=_("decision")),
                alt.Tooltip("value:Q", title=y_title, format=".0%"),
                alt.Tooltip("judged:N", title=_("label"))]
        base = alt.Chart(data)
        line = base.mark_line(point=False).encode(x=x, y=y, color=colour)
        marked_words = [_(LABEL_WORDS[k]) for k in ("inaccuracy", "mistake", "blunder")]
        marks = base.transform_filter(
            alt.FieldOneOfPredicate(field="judged", oneOf=marked_words)
        ).mark_point(filled=True, size=90).encode(
            x=x, y=y, color=colour,
            shape=alt.Shape("judged:N", title=_("marked"),
                            scale=alt.Scale(domain=marked_words,
                                            range=["triangle-down", "diamond", "cross"])),
            tooltip=tips,
        )
        ends = base.transform_filter(alt.datum.kind == "result").mark_square(size=110).encode(
            x=x, y=y, color=colour, tooltip=tips
        )
        title = _("{measure} after each decision, as each seat saw it; squares: the result")
        return lesson_chart(
            alt.layer(line, marks, ends).properties(
                title=title.format(measure=y_title[:1].upper() + y_title[1:]),
                width=520, height=240,
            )
        )

    def chart_html(self) -> str:
        """The chart drawn as SVG (an ``<img>``: shows in an untrusted notebook and on a page)."""
        from .display import chart_svg_html

        return chart_svg_html(self.chart())

    def seats_html(self) -> str:
        """Each seat's accuracy, labels and result, then its three biggest mistakes."""
        parts = [self.accuracy_html()]
        for seat in self.seats:
            worst = self.mistakes(seat)
            if not worst:
                continue
            items = "".join(
                f"<li>{html.escape(self._mistake_line(d))}</li>" for d in worst
            )
            parts.append(
                "<p><b>{}</b></p><ol>{}</ol>".format(
                    html.escape(_("Biggest mistakes of {seat}").format(
                        seat=player(seat, self.state, case="of"))),
                    items,
                )
            )
        return "".join(parts)

    def accuracy_html(self) -> str:
        """Each seat's accuracy, its count of each label and its result (one table)."""
        from .display import table_html

        result = self.state.returns()
        head = [seat_word(self.state), _("decisions"), pgettext("review", "accuracy")] + [
            _(LABEL_WORDS[k]) for k in LABELS
        ] + [_("result")]
        rows = []
        for seat in self.seats:
            mine = self.of(seat)
            acc = self.accuracy(seat)
            rows.append(
                [self.seat_name(seat), len(mine), "–" if acc is None else number(acc, 0)]
                + [sum(d.label == k for d in mine) for k in LABELS]
                + [percent(result[seat])]
            )
        return table_html(head, rows, caption=_("Accuracy per seat"))

    def _mistake_line(self, d: DecisionReview) -> str:
        return _(
            "decision {n}: {chosen} ({label}, {loss} lost); {best} was better"
        ).format(n=d.decision, chosen=self.moves()[d.index][0], label=_(LABEL_WORDS[d.label]),
                 loss=percent(d.loss), best=self.moves()[d.index][1])

    def decisions_html(
        self, rows: Iterable[DecisionReview] | None = None, caption: str | None = None
    ) -> str:
        """Every judged decision (or ``rows``): who, what, the best, both values with
        intervals, the loss, the label and why."""
        from .display import table_html

        def span(v: float, lo: float, hi: float) -> str:
            return _("{value} ({low} to {high})").format(
                value=percent(v), low=percent(lo), high=percent(hi)
            )

        head = [_("decision"), seat_word(self.state), _("move played"), self.measure_words(), _("best move"),
                self.measure_words(), _("loss"), _("label"), _("why")]
        told = dict(zip((d.index for d in self.decisions), self._tell(), strict=True))
        body = [
            [d.decision, self.seat_name(d.seat), told[d.index][1],
             span(d.chosen_value, d.chosen_low, d.chosen_high), told[d.index][2],
             span(d.best_value, d.best_low, d.best_high), percent(d.loss),
             _(LABEL_WORDS[d.label]), told[d.index][0]]
            for d in (self.decisions if rows is None else rows)
        ]
        return table_html(head, body, caption=caption or _("Decision by decision"))

    def summary(self) -> str:
        """One sentence: what was judged, and how."""
        return _(
            "Review of {n} decisions, each judged from its seat's view alone by up to {worlds} "
            "worlds it could not tell apart (seed {seed})."
        ).format(n=len(self.decisions), worlds=self.budget, seed=self.seed)

    def html(self) -> str:
        """The whole review: the sentence, the curve, the seats, then every decision."""
        return (
            f'<div class="mj-review"><p>{html.escape(self.summary())}</p>'
            f"{self.chart_html()}{self.seats_html()}{self.decisions_html()}</div>"
        )

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        return (
            f"<Review of {self.game_name}: {len(self.decisions)} decisions, "
            f"{self.budget} worlds each, seed {self.seed}>"
        )
