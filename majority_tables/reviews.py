"""The Review of a finished table (issue 22): the teacher's page judges every seat, a student's
page her own decisions only, with :func:`majority_core.review.review`.

Why here and how:

* **Off the event loop.** A review searches for seconds; the server must answer every other
  table meanwhile. Reviews run on one worker thread of their own (:class:`TableReviews`), one
  at a time (the review judges one decision at a time per process anyway), never on the loop
  and never on the thread pool that answers moves; a request waits for a review at most
  :data:`WAIT` seconds, then the page is told "being computed" and asks again.
* **From the save file, never the table's game.** A review is computed from the table's save
  (read under the table's lock, then replayed by the review on its own state): nothing in the
  review path changes a game, and a review that fails says so on the page and leaves the table
  served.
* **Cached and seeded.** A finished game does not change: one review per table, seat and game
  (its decisions' digest: a teacher's undo after the end makes another game), seed
  :data:`SEED`, so the same table gives the same review; the teacher's review, once made, also
  gives each student hers (:meth:`~majority_core.review.Review.only`: the same as judging her
  seat alone). Its pages are drawn once per language.
* **What each page may show.** The game is over, so every secret is revealed by then; still a
  student's review judges her decisions only, each from her view at that moment, and its
  stepper draws the board as her seat saw it; the teacher's stepper draws the projected
  (public) board of each moment (:func:`~majority_tables.games.public_html`).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import queue
import threading
import traceback
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from starlette.responses import JSONResponse

from majority_core.i18n import N_, _, get_language, percent, with_article

from .games import look, page_board

#: Worlds per decision behind a table's review (:func:`majority_core.review.review`'s
#: ``budget``), per game: a class's game reviewed in seconds on one core of a teacher's laptop
#: (measured in docs/review.md, "On the table server"), fewer than a notebook's default. The
#: server's ``--review-budget`` sets one figure for every game.
TABLE_BUDGETS = {"the_majority": 4, "sultane": 10, "grard": 12, "majority2": 2, "witch": 2}
#: Where a player count costs more: The Majority's sampler rebuilds a draft history that
#: explains what the seat saw (a 4-player game has 150 decisions to 101, each world about three
#: times the work; docs/review.md).
PLAYER_BUDGETS = {("the_majority", 4): 2}
#: The review's seed: the same table gives the same review (and a notebook's
#: ``review(export, budget=...)`` gives it too).
SEED = 0
#: Seconds a request waits for a review being computed before the page is told so (it then
#: asks again at once: a long poll, no timer in the page).
WAIT = 15.0
#: Pages of reviews kept drawn (overviews and steps, per language).
DRAWN = 256

COMPUTING = N_("The review is being computed: the search judges each decision from what its "
                "seat knew at that moment. This takes from a few seconds to a minute.")
FAILED = N_("The review could not be computed ({error}). The game and the table are as they "
            "were; press Review to try again.")
FAILED_STUDENT = N_("The review could not be computed (a fault in the program, not in your "
                    "game); your teacher can see why. Press Review to try again.")


def digest(save: dict[str, Any]) -> str:
    """Which game a review judges: its decisions (a teacher's undo after the end changes them)."""
    text = json.dumps([save.get("seed"), save.get("options"), save.get("decisions")],
                      sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


class TableReviews:
    """Every table's reviews: computed on one worker thread, kept per (table, seat, game)."""

    def __init__(self, budget: int | None = None, seed: int = SEED) -> None:
        #: worlds per decision for every game (None: :data:`TABLE_BUDGETS`)
        self.budget = budget
        self.seed = seed
        #: what judges a game (``majority_core.review.review``'s signature); tests replace it
        self.judge: Callable[..., Any] | None = None
        #: how many reviews were computed (not taken from the cache): tests read it
        self.computed = 0
        #: seconds a request waits for a review being computed (:data:`WAIT`)
        self.patience = WAIT
        #: the reviews to compute, in the order asked: (future, game, save, seat)
        self._queue: queue.SimpleQueue[tuple[Future[Any], str, dict[str, Any], int | None]] = (
            queue.SimpleQueue())
        self._worker: threading.Thread | None = None
        self._lock = threading.Lock()
        self._jobs: dict[tuple[str, int | None], tuple[str, Future[Any]]] = {}
        self._drawn: OrderedDict[tuple[Any, ...], Any] = OrderedDict()

    def budget_for(self, game: str, n_players: int) -> int | None:
        """Worlds per decision for a table of ``game`` at ``n_players``."""
        if self.budget is not None:
            return self.budget
        return PLAYER_BUDGETS.get((game, n_players), TABLE_BUDGETS.get(game))

    def job(self, code: str, game: str, save: dict[str, Any], seat: int | None,
            again: bool = False) -> tuple[str, Future[Any]]:
        """The review of ``seat`` (None: every seat) of the finished game ``save`` at table
        ``code``: the one kept, or one started now (``again``: a failed one is tried again)."""
        key = digest(save)
        with self._lock:
            kept = self._jobs.get((code, seat))
            if kept is not None and kept[0] == key and not (
                    again and kept[1].done() and kept[1].exception() is not None):
                return kept
            whole = self._jobs.get((code, None))
            if (seat is not None and whole is not None and whole[0] == key and whole[1].done()
                    and whole[1].exception() is None):
                # the teacher's review holds hers already: judged with the same seeds
                made: Future[Any] = Future()
                made.set_result(whole[1].result().only(seat))
            else:
                made = Future()
                self._queue.put((made, game, save, seat))
                if self._worker is None:
                    # a daemon: a server stopped while a review runs exits at once
                    self._worker = threading.Thread(target=self._work, name="mj-review",
                                                    daemon=True)
                    self._worker.start()
            self._jobs[(code, seat)] = (key, made)
            return key, made

    def _work(self) -> None:
        """The worker thread: the reviews asked for, one at a time."""
        while True:
            future, game, save, seat = self._queue.get()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(self._review(game, save, seat))
            except BaseException as exc:  # the page says it failed; the thread goes on
                future.set_exception(exc)

    def _review(self, game: str, save: dict[str, Any], seat: int | None) -> Any:
        """What the worker thread runs: the review of the save file, moves named as the
        game's buttons name them."""
        from majority_core.review import review

        judge = self.judge or review
        with self._lock:
            self.computed += 1
        try:
            found = judge(save, seat=seat, budget=self.budget_for(game, save["n_players"]),
                          seed=self.seed,
                          progress=False)
        except Exception:
            traceback.print_exc()  # the server's output says why; the page says it failed
            raise
        return found.named(look(game).move_words)

    async def wait(self, future: Future[Any]) -> bool:
        """Whether ``future`` is done, waiting for it at most :attr:`patience` seconds (without
        cancelling it: another page may be waiting for the same review)."""
        if not future.done():
            with_loop = asyncio.wrap_future(future)
            # its failure is read from ``future``; not "never retrieved" when nobody waits
            with_loop.add_done_callback(lambda f: f.cancelled() or f.exception())
            try:
                await asyncio.wait_for(asyncio.shield(with_loop), self.patience)
            except TimeoutError:
                return False
            except Exception:  # its failure is read from the future
                return True
        return True

    async def answer(self, table: Any, seat: int | None, step: str | None, *,
                     again: bool = False) -> JSONResponse:
        """The server's answer to a page that asks for ``seat``'s review (None: the teacher's,
        every seat) of ``table``, or for its ``step``: 409 before the end; 202 while it is
        being computed (after :attr:`patience`); 500 with a plain sentence if it failed."""
        from starlette.concurrency import run_in_threadpool

        def finished() -> str | None:
            with table.lock:  # the game of this moment, whole (never the table's object)
                return table.save() if table.state.is_terminal() else None

        save = await run_in_threadpool(finished)
        if save is None:
            return JSONResponse({"error": _("the review opens when the game is over: play it "
                                            "to the end first")}, 409)
        key, future = self.job(table.code, table.rec.game, json.loads(save), seat, again=again)
        if not (future.done() if step is not None else await self.wait(future)):
            return JSONResponse({"status": "computing", "message": _(COMPUTING)}, 202)
        try:
            result = future.result()
            if step is None:
                shown = await run_in_threadpool(
                    self.drawn, ("overview", table.code, seat, key, get_language()),
                    lambda: overview(result))
                return JSONResponse({"status": "ready", **shown})
            i = int(step) if step.isdigit() else -1
            if not 0 <= i < len(result.decisions):
                return JSONResponse({"error": _("there is no such step in this review")}, 404)
            names = [str(s.get("name") or "") for s in table.rec.seats]
            beliefs = table.beliefs
            text = await run_in_threadpool(
                self.drawn, ("step", table.code, seat, key, i, beliefs, tuple(names),
                             get_language()),
                lambda: draw_step(result, i, seat=seat, beliefs=beliefs, names=names))
        except Exception as exc:  # the review or its drawing: said, the table served as before
            if future.exception() is None:
                traceback.print_exception(exc)
            return JSONResponse({"status": "failed",
                                 "error": failure_text(exc, teacher=seat is None)}, 500)
        return JSONResponse({"status": "ready", "step": i, "steps": len(result.decisions),
                             "label": result.decisions[i].label, "html": text})

    def drawn(self, key: tuple[Any, ...], draw: Callable[[], Any]) -> Any:
        """``draw()``, kept per ``key`` (its language among it): a review's pages are drawn
        once (the chart's SVG, the boards of each step)."""
        with self._lock:
            if key in self._drawn:
                self._drawn.move_to_end(key)
                return self._drawn[key]
        made = draw()
        with self._lock:
            self._drawn[key] = made
            while len(self._drawn) > DRAWN:
                self._drawn.popitem(last=False)
        return made



# -- what a page shows ---------------------------------------------------------------------------
def failure_text(exc: BaseException, *, teacher: bool) -> str:
    """The page's plain sentence for a review that failed (the cause for the teacher only)."""
    if not teacher:
        return _(FAILED_STUDENT)
    return _(FAILED).format(error=f"{type(exc).__name__}: {exc}"[:200])


def overview(result: Any) -> dict[str, Any]:
    """The review's first part (the sentence, the curve, each seat's accuracy and biggest
    mistakes) and its last (every decision), as HTML, and its steps' labels."""
    return {
        "summary": result.summary(),
        "overview": result.chart_html() + result.seats_html(),
        "table": result.decisions_html(),
        "steps": len(result.decisions),
        "labels": [d.label for d in result.decisions],
    }


def who(result: Any, seat: int, names: list[str]) -> str:
    """The seat as the table names it, as a sentence's subject: "seat 2 (Zoé)" when the
    student gave a name; French gives the seat its article (« la joueuse 2 (Zoé) »)."""
    label = with_article(look(result.game_name).seat_name(result.state, seat), "the")
    name = names[seat] if seat < len(names) else ""
    return f"{label} ({name})" if name else label


def draw_step(result: Any, i: int, *, seat: int | None, beliefs: bool, names: list[str]) -> str:
    """Decision ``i`` of the review (0-based among its judged decisions) as a page shows it:
    who decided what, the label, the better move and why, then the board at that moment (the
    projected board for the teacher, ``seat``'s own view for a student)."""
    import html

    d = result.decisions[i]
    game = result.game_name
    at = result.state.replay_prefix(d.index)
    chosen, best = result.moves()[d.index]
    why = result.whys()[i]
    board = page_board(game, at, "public" if seat is None else seat, beliefs)
    word = _(_label_word(d.label))
    head = _("Decision {n} of {total}").format(n=d.decision, total=len(result.state.history))
    did = capital(html.escape(_("{who} chose {move}")).format(
        who=html.escape(who(result, d.seat, names)), move=f"<b>{html.escape(chosen)}</b>"))
    if d.best == d.chosen:
        better = html.escape(_("No move did better in the search."))
    else:
        better = html.escape(_("Better move: {move} ({loss} more {measure})")).format(
            move=f"<b>{html.escape(best)}</b>", loss=html.escape(percent(d.loss)),
            measure=html.escape(result.measure_words()))
        if not d.sure:  # "good" although another move did better: say why (docs/review.md)
            better += " <small class='mj-step-unsure'>" + html.escape(_(
                "Still labelled good: in {n} worlds the search cannot tell this loss from "
                "chance.").format(n=d.worlds)) + "</small>"
    return (
        f"<div class='mj-review-step' data-step='{i}' data-label='{html.escape(d.label)}' "
        f"data-seat='{d.seat}'>"
        f"<div class='mj-step-head'><b>{html.escape(head)}</b> "
        f"<small>({html.escape(_('step {i} of {n}').format(i=i + 1, n=len(result.decisions)))})"
        f"</small></div>"
        f"<p class='mj-step-did'>{did} <span class='mj-label mj-label-{html.escape(d.label)}'>"
        f"{html.escape(word)}</span></p>"
        f"<p class='mj-step-better'>{better}</p>"
        f"<p class='mj-step-why'>{html.escape(capital(why))}</p>"
        f"<div class='mj-board mj-step-board'>{board}</div></div>"
    )


def capital(text: str) -> str:
    """A sentence that starts with a seat or a move ("seat 2 chose", "keep red, trade pink
    did best") starts with a capital."""
    return text[:1].upper() + text[1:]


def _label_word(label: str) -> str:
    from majority_core.review import LABEL_WORDS

    return LABEL_WORDS[label]
