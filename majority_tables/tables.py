"""Classroom tables in memory: the board kit's :class:`~majority_widgets.kit.play.GamePlay` per table,
backed by the :class:`~majority_tables.store.Store`.

One lock per table serialises its decisions; every decision (a person's, then the bots' that
follow it) is committed to the store before the call returns, so nobody is ever shown a result
the database does not hold. What a page shows is put together here too: :meth:`Table.payload`
for a seat (from ``state.view(seat)`` and that seat's events only: ``games.view_payload``),
the public board, or the teacher's all-seeing view.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import hashlib
import secrets
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from majority_core.errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from majority_core.game import GameState
from majority_core.i18n import N_, _, get_language, ngettext, player
from majority_widgets.kit.play import GamePlay

from .games import LOOKS, Remembered, log_lines, look, page_board, view_payload
from .options import check as check_options
from .options import chosen as chosen_options
from .options import describe as options_fields
from .store import Store, TableRecord

RULE = "classroom table"
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read off a projector
CODE_LENGTH = 5
NAME_LENGTH = 24
SEED_BITS = 128  # a table's seed when the teacher gives none: secrets.randbits(SEED_BITS)


def token_hash(token: str) -> str:
    """Seats' tokens are stored hashed: the database alone does not let anyone play a seat."""
    return hashlib.sha256(token.encode()).hexdigest()


class TableFull(RuleError):
    """Every person's seat of the table is taken."""


class BotFailed(Exception):
    """A bot raised (or played what the rules refuse) while the table's bots were playing:
    nothing of that change was kept, and the table waits for the teacher's choice."""

    def __init__(self, table: Table, seat: int, cause: BaseException) -> None:
        super().__init__(f"the bot {table.rec.seats[seat].get('bot')!r} of seat {seat} failed: "
                         f"{type(cause).__name__}: {cause}")
        self.seat, self.cause = seat, cause
        self.bot = str(table.rec.seats[seat].get("bot") or "")
        self.label = table.look.seat_name(table.state, seat)

    def teacher_text(self) -> str:
        """What the teacher's page says, with the ways out."""
        return _("The bot {bot} playing {label} (seat {seat}) failed ({error}). Nothing of its "
                 "turn was kept and the table waits: give the seat to a student, choose another "
                 "bot for it, or undo.").format(
            bot=self.bot, label=self.label, seat=self.seat,
            error=f"{type(self.cause).__name__}: {self.cause}"[:200])


#: What a student reads when the bots that answer a move fail (the move is not kept).
BOT_FAILED = N_("a bot of this table failed: your choice was not recorded; your teacher has "
                "been told")


def _seats_copy(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of a table's seats that shares nothing mutable with them: their values are
    words, numbers and flags, so a copy of each row suffices (``copy.deepcopy`` of the rows,
    which every decision's transaction keeps to go back to, took 80 us of the 0.3 to 0.5 ms
    of judging and committing a Sultane vote; this copy takes 22 us)."""
    return [{k: copy.deepcopy(v) if isinstance(v, dict | list) else v for k, v in row.items()}
            for row in seats]


class Table:
    """One table: its record (as stored) and the game being played (a GamePlay)."""

    def __init__(self, rec: TableRecord, store: Store) -> None:
        self.rec = rec
        self.store = store
        self.look = look(rec.game)
        self.lock = threading.RLock()
        self.rev = 0  # bumped at every change: pages drop updates older than what they show
        #: why the bots could not play last time (a bot that failed), for the teacher's page;
        #: cleared when they next play without failing
        self.trouble: str | None = None
        state = self.look.state_cls.replay(
            rec.decisions, n_players=rec.n_players, seed=rec.seed, **rec.options
        )
        bots = [s.get("bot") or next(iter(self.look.bots)) for s in rec.seats]
        self.game = GamePlay(
            self.look, rec.n_players, humans=self._humans(), bots=bots, viewer=None,
            follow=False, auto=False, state=state,
        )
        self._cache: dict[tuple[int, str], dict[str, Any]] = {}
        #: the state of this rev with its views remembered (every page of one rev reads them)
        self._remembered: Remembered | None = None
        #: viewer -> (events read, log lines): each event is put in words once per viewer, not
        #: at every update; emptied whenever the state is replaced (undo, a refused commit)
        self._lines: dict[str, tuple[int, list[str]]] = {}
        #: ((rev, state, language), the seats' rows): see _seat_rows
        self._seats: tuple[tuple[Any, ...], list[dict[str, Any]]] | None = None
        #: the boards of one moment of the game by (viewer, beliefs, language): see _board
        self._boards: dict[tuple[str, bool, str], str] = {}
        self._boards_for: tuple[GameState, tuple[int, int]] | None = None
        #: (the seats' stored token hashes, hash -> seat): see seat_of_hash
        self._by_hash: tuple[tuple[Any, ...], dict[str, int]] | None = None

    # -- who is who ------------------------------------------------------------------------------
    @property
    def code(self) -> str:
        return self.rec.code

    @property
    def state(self) -> GameState:
        return self.game.state

    def _humans(self) -> set[int]:
        return {i for i, s in enumerate(self.rec.seats) if s["kind"] == "person" and not s["away"]}

    def seat_for(self, token: str | None) -> int | None:
        """The seat whose secret ``token`` is, or None."""
        return self.seat_of_hash(token_hash(token)) if token else None

    def seat_of_hash(self, hashed: str | None) -> int | None:
        """The seat whose token's :func:`token_hash` is ``hashed``, or None. Looked up among
        the stored hashes (a SHA-256 that nobody can choose: comparing it leaks nothing of a
        token), which are read again only when a seat is taken or freed: every update of a
        table asks it for each of its pages' sockets (a seat freed meanwhile stops its page)."""
        if not hashed:
            return None
        held = tuple(s.get("token") for s in self.rec.seats)
        if self._by_hash is None or self._by_hash[0] != held:
            self._by_hash = (held, {h: i for i, h in enumerate(held) if h})
        return self._by_hash[1].get(hashed)

    @property
    def bots_may_play(self) -> bool:
        """Whether a bot may play after a student's decision (a bot's seat, a seat handed to
        a bot): a search bot thinks for a while, which must not hold up the server's loop."""
        return len(self.game.humans) < self.rec.n_players

    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.rec.seats) if s["kind"] == "person" and not s.get("token")]

    def _check_seat(self, seat: Any) -> int:
        n = self.rec.n_players
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise MalformedInput(f"there is no seat {seat!r}: seats are 0..{n - 1}", rule=RULE)
        return seat

    # -- changes (each one transaction: all of it or nothing, memory equal to the database) ---
    def _changed(self) -> None:
        self.rev += 1
        self._cache.clear()
        self._remembered = None

    def _moment(self) -> GameState:
        """The current state with its views computed once for all the pages of this rev."""
        if self._remembered is None or self._remembered._state is not self.state:
            self._remembered = Remembered(self.state)
        return self._remembered  # type: ignore[return-value]

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        """One change of the table: whatever the block does in memory (decisions played or
        taken back, seats, the pause, settings) is committed to the store in one transaction
        when it ends; if anything fails (a bot that raises, a refused move, the database),
        memory goes back to what the database holds and the failure is raised. Every path
        that plays moves (a student's, the bots', a teacher's command, the start-up's) runs
        in one, so memory and database never disagree."""
        state = self.state
        n = len(state.history)
        seats = _seats_copy(self.rec.seats)
        paused, settings = self.rec.paused, dict(self.rec.settings)
        try:
            yield
            now = self.state
            if now is state:  # moves only added (GameState.apply appends)
                keep = n
            else:  # replaced (an undo): the decisions both share are kept
                old, new = state.history, now.history
                keep = 0
                while keep < min(len(old), len(new)) and old[keep] == new[keep]:
                    keep += 1
            self.store.commit(
                self.code, keep, now.history[keep:], forget=keep < n,
                seats=self.rec.seats if self.rec.seats != seats else None,
                paused=self.rec.paused if self.rec.paused != paused else None,
                settings={k: v for k, v in self.rec.settings.items() if settings.get(k) != v},
            )
        except BaseException:
            if self.state is state:
                if len(state.history) != n:
                    self.game.state = state.replay_prefix(n)
            else:
                # an undo replaced the state: the old object was left as it was, unless
                # moves were added to it before (then cut back to what was stored)
                self.game.state = state if len(state.history) == n else state.replay_prefix(n)
            self.rec.seats, self.rec.paused, self.rec.settings = seats, paused, settings
            self.game.humans = self._humans()
            self._lines.clear()
            raise
        self._changed()

    def _run_bots(self) -> None:
        """The bots play until a person must decide (nothing while paused). A bot that raises
        (or plays what the rules refuse) comes out as :class:`BotFailed` naming its seat."""
        if self.rec.paused:
            return
        g = self.game
        s = g.state
        while not s.is_terminal():
            waiting = [p for p in s.current_players() if p not in g.humans]
            if not waiting:
                break
            seat = waiting[0]
            try:
                g.step()
            except Exception as exc:
                raise BotFailed(self, seat, exc) from exc

    def _bot_failed(self, exc: BotFailed) -> None:
        """Remember why the table cannot go on (the teacher's page says it)."""
        self.trouble = exc.teacher_text()
        self._changed()

    def advance(self) -> int:
        """Let the bots play until a person must decide (unless paused); one transaction."""
        with self.lock:
            start = len(self.state.history)
            try:
                with self._transaction():
                    self._run_bots()
            except BotFailed as exc:
                self._bot_failed(exc)
                raise
            self.trouble = None
            return len(self.state.history) - start

    @property
    def joining(self) -> bool:
        """Whether students may still take seats (the teacher closes it once the class sits)."""
        return bool(self.rec.settings.get("joining", True))

    @property
    def several(self) -> bool:
        """Whether one browser may take several seats (the teacher allows it: a pupil playing
        two seats, a demonstration)."""
        return bool(self.rec.settings.get("several", False))

    def set_joining(self, open_: bool, several: bool = False) -> None:
        with self.lock, self._transaction():
            self.rec.settings["joining"] = bool(open_)
            self.rec.settings["several"] = bool(several)

    def join(self, seat: int | None, name: str = "", browser: str | None = None
             ) -> tuple[int, str]:
        """Take a free person's seat (``None``: the first free one); returns (seat, token).
        ``browser``: the joining browser's secret (its cookie): one browser takes one seat of
        the table unless the teacher allows several."""
        with self.lock:
            if not self.joining:
                raise IllegalAction(_("the teacher has closed this table to new students: ask "
                                      "your teacher"), rule=RULE)
            mine = token_hash(browser) if browser else None
            if mine and not self.several and any(
                    s.get("browser") and secrets.compare_digest(s["browser"], mine)
                    for s in self.rec.seats):
                raise IllegalAction(_("this browser has a seat at this table already: one "
                                      "student, one seat (your teacher can allow more)"),
                                    rule=RULE)
            free = self.free_seats()
            if seat is None:
                if not free:
                    raise TableFull(_("this table is full: every person's seat is taken"),
                                    rule=RULE)
                seat = free[0]
            seat = self._check_seat(seat)
            s = self.rec.seats[seat]
            if s["kind"] != "person":
                raise IllegalAction(_("seat {seat} is played by a bot").format(seat=seat),
                                    rule=RULE)
            if s.get("token"):
                if not free:
                    raise TableFull(_("this table is full: every person's seat is taken"),
                                    rule=RULE)
                raise IllegalAction(_("seat {seat} is taken; free seats: {free}").format(
                    seat=seat, free=", ".join(str(f) for f in free)), rule=RULE)
            token = secrets.token_urlsafe(32)
            with self._transaction():
                s["token"] = token_hash(token)
                s["browser"] = mine
                s["name"] = " ".join(str(name).split())[:NAME_LENGTH]
            return seat, token

    def act(self, seat: int, action: Any) -> None:
        """A person's decision, then the bots' (all one transaction); a refusal changes
        nothing."""
        with self.lock:
            if self.rec.paused:
                raise WrongPhase(
                    _("the teacher has paused this table: wait for the game to resume"), rule=RULE)
            if self.rec.seats[seat]["away"]:
                raise WrongPlayer(
                    _("a bot plays your seat for now (the teacher handed it over)"), rule=RULE)
            if not isinstance(action, str) or not action.strip() or len(action) > 200:
                raise MalformedInput(_("a decision is the text of one of your buttons"), rule=RULE)
            self.game.viewer = seat
            try:
                with self._transaction():
                    self.game.play(action)
                    self._run_bots()
            except BotFailed as exc:
                self._bot_failed(exc)
                raise
            finally:
                self.game.viewer = None
            if self.trouble:
                self.trouble = None
                self._changed()

    @property
    def beliefs(self) -> bool:
        """Whether the seats' pages and the public board show the Bayesian beliefs."""
        return bool(self.rec.settings.get("beliefs", True))

    def set_beliefs(self, shown: bool) -> None:
        with self.lock, self._transaction():
            self.rec.settings["beliefs"] = bool(shown)

    def _command(self, change: Callable[[], None]) -> None:
        """A teacher's command and the bots' moves it lets happen, one transaction; a bot that
        fails undoes the command too (the table stays as stored, the teacher is told)."""
        with self.lock:
            try:
                with self._transaction():
                    change()
                    self.game.humans = self._humans()
                    self._run_bots()
            except BotFailed as exc:
                self._bot_failed(exc)
                raise
            self.trouble = None

    def set_paused(self, paused: bool) -> None:
        def change() -> None:
            self.rec.paused = bool(paused)

        self._command(change)

    def set_away(self, seat: int, away: bool) -> None:
        """Hand a person's seat to its bot (``away``) or back to the student."""
        seat = self._check_seat(seat)
        s = self.rec.seats[seat]
        if s["kind"] != "person":
            raise IllegalAction(_("seat {seat} is a bot's seat").format(seat=seat), rule=RULE)

        def change() -> None:
            self.rec.seats[seat]["away"] = bool(away)

        self._command(change)

    def set_bot(self, seat: int, bot: Any) -> None:
        """Another bot for a seat (the one that plays a bot's seat, or a person's seat handed
        over): the teacher's way out when a bot keeps failing."""
        seat = self._check_seat(seat)
        if not isinstance(bot, str) or bot not in self.look.bots:
            raise MalformedInput(_("there is no bot called {name!r}; bots: {bots}").format(
                name=bot, bots=", ".join(self.look.bots)), rule=RULE)
        old = self.game.bots[seat]

        def change() -> None:
            self.rec.seats[seat]["bot"] = bot
            self.game.bots[seat] = self.look.bot(bot)

        try:
            self._command(change)
        except BaseException:
            self.game.bots[seat] = old
            raise

    def give_to_students(self, seat: int) -> None:
        """A bot's seat becomes a free person's seat (the teacher's way out when a bot keeps
        failing): a student joins it with the table's code; until then the table waits for it."""
        seat = self._check_seat(seat)
        if self.rec.seats[seat]["kind"] != "bot":
            raise IllegalAction(_("seat {seat} is a person's seat already").format(seat=seat),
                                rule=RULE)

        def change() -> None:
            self.rec.seats[seat].update(kind="person", away=False, token=None, name="")

        self._command(change)

    def undo_preview(self) -> str:
        """What Undo would take back, said without its content (the teacher's screen may be
        projected): whose decision, its number, and the bots' after it; "" when nothing."""
        h = self.state.history
        humans = self._humans()  # whose decisions GamePlay.undo takes back
        # the last of them, found from the end (the projected board asks at every decision)
        i = next((i for i in range(len(h) - 1, -1, -1) if not humans or h[i][0] in humans), None)
        if i is None:
            return ""
        seat, after = h[i][0], len(h) - i - 1
        name = self.rec.seats[seat].get("name")
        label = self.look.seat_name(self.state, seat)
        who = f"{label} ({name})" if name else label
        said = _("decision {n} of {total}, made by {who}").format(n=i + 1, total=len(h), who=who)
        if not after:
            return said
        return ngettext("{decision}, and the bots' decision after it",
                        "{decision}, and the bots' {count} decisions after it", after).format(
            decision=said, count=after)

    def free(self, seat: int) -> None:
        """Forget who sits in a seat (a student on a new device joins it again)."""
        seat = self._check_seat(seat)

        def change() -> None:
            self.rec.seats[seat].update(token=None, name="", browser=None)

        with self.lock, self._transaction():
            change()

    def undo(self, seen: int | None = None) -> None:
        """Take back the last decision of a person (and the bots' after it); the bots then
        play again (a seat handed to its bot since then decides at once); one transaction.
        ``seen``: the number of decisions the teacher's screen showed; if the table has moved
        on since, nothing is taken back (a decision the teacher has not seen is never undone)."""
        with self.lock:
            if seen is not None and seen != len(self.state.history):
                raise WrongPhase(_("the table has changed since your screen showed it: look at "
                                   "it again, then undo if you still want to"), rule=RULE)
            self._command(self.game.undo)

    def save(self) -> str:
        """The package's save file (GamePlay.save's format: game, options, seed, decisions)."""
        with self.lock:
            return self.state.to_json()

    # -- what pages show -------------------------------------------------------------------------
    def status(self) -> str:
        if self.state.is_terminal():
            return "over"
        return "paused" if self.rec.paused else "playing"

    def seats_info(self, you: int | None = None) -> list[dict[str, Any]]:
        """Every seat's row of the pages (``you``: the row of the page's own seat)."""
        return [{**row, "you": row["seat"] == you} for row in self._seat_rows()]

    def _seat_rows(self) -> list[dict[str, Any]]:
        """The seats' rows of this moment, made once for all its pages (each page only says
        which row is its own): their names and bots' labels were written again for every
        page of every update."""
        key = (self.rev, self.state, get_language())
        kept = self._seats
        if kept is not None and kept[0][0] == key[0] and kept[0][1] is key[1] \
                and kept[0][2] == key[2]:
            return kept[1]
        waiting = set(self.state.current_players())
        rows = [
            {
                "seat": i,
                "label": self.look.seat_name(self.state, i),
                "kind": s["kind"],
                "bot": s.get("bot") or "",
                "bot_label": self.look.bot_label(s["bot"]) if s.get("bot") else "",
                "away": bool(s["away"]),
                "taken": bool(s.get("token")),
                "name": s.get("name") or "",
                "deciding": i in waiting,
            }
            for i, s in enumerate(self.rec.seats)
        ]
        self._seats = (key, rows)
        return rows

    def payload(self, viewer: int | str) -> dict[str, Any]:
        """Everything a page of ``viewer`` shows: a seat number (that seat's page, drawn from
        its view and its events only), ``"public"`` (the projected board) or ``"all"`` (the
        teacher's all-seeing view)."""
        with self.lock:
            key = (self.rev, str(viewer))
            if key not in self._cache:
                self._cache[key] = self._payload(viewer)
            return self._cache[key]

    def _payload(self, viewer: int | str) -> dict[str, Any]:
        seat = viewer if isinstance(viewer, int) else None
        away = seat is not None and bool(self.rec.seats[seat]["away"])
        return {
            "type": "update",
            "code": self.code,
            "rev": self.rev,
            "status": self.status(),
            **view_payload(self.rec.game, self._moment(), viewer, paused=self.rec.paused, away=away,
                           beliefs=self.beliefs, log=self._log(viewer),
                           names=[str(s.get("name") or "") for s in self.rec.seats],
                           board=self._board(viewer)),
            "beliefs": self.beliefs,
            "seats": self.seats_info(seat),
            **({} if seat is not None else {
                # the teacher's page (also what a projector shows: nothing secret here)
                "trouble": self.trouble or "",
                "joining": self.joining,
                "several": self.several,
                "undo": self.undo_preview(),
                "bots": list(self.look.bots),
                "bot_labels": {b: self.look.bot_label(b) for b in self.look.bots},
            }),
        }

    def _board(self, viewer: int | str) -> str:
        """The board of ``viewer``'s page, drawn once per moment of the game: a student who
        joins, a pause or a setting changes a page's other parts, not its board (a class
        taking its seats redrew every board of a table at each student's join)."""
        s = self.state
        kept = self._boards_for
        if kept is None or kept[0] is not s or kept[1] != (len(s.history), len(s.events)):
            self._boards.clear()
            self._boards_for = (s, (len(s.history), len(s.events)))
        key = (str(viewer), self.beliefs, get_language())
        board = self._boards.get(key)
        if board is None:
            board = self._boards[key] = page_board(self.rec.game, self._moment(), viewer,
                                                   self.beliefs)
        return board

    def _log(self, viewer: int | str) -> list[str]:
        """The viewer's log lines (as :func:`log_lines` writes them), extended incrementally."""
        s, key = self.state, str(viewer)
        done, lines = self._lines.get(key, (0, []))
        if done > len(s.events):
            done, lines = 0, []
        lines = lines + log_lines(self.rec.game, s, viewer, start=done)
        self._lines[key] = (len(s.events), lines)
        return lines

    def summary(self) -> dict[str, Any]:
        """One line of the teacher's list of tables."""
        with self.lock:
            return {
                "code": self.code,
                "game": self.rec.game,
                "title": self.look.title,
                "n_players": self.rec.n_players,
                "seed": self.rec.seed,
                # the options chosen other than the game's usual ones, in words
                "options": chosen_options(self.rec.game, self.rec.options,
                                          default_options(self.rec.game)),
                "status": self.status(),
                "beliefs": self.beliefs,
                "decisions": len(self.state.history),
                "seats": self.seats_info(),
                "trouble": self.trouble or "",
                "joining": self.joining,
                "several": self.several,
            }


@functools.cache
def _defaults(game: str) -> tuple[tuple[str, Any], ...]:
    lk = look(game)
    state = lk.new_state((list(lk.player_counts) or [4])[0], 0, **lk.options)
    return tuple((k, copy.deepcopy(v)) for k, v in state.options.items())


def default_options(game: str) -> dict[str, Any]:
    """Every option of ``game`` with the value a new table gets when the teacher sets none
    (the engine's defaults under the look's)."""
    return {k: copy.deepcopy(v) for k, v in _defaults(game)}


class Tables:
    """Every table of the server, loaded from the store at start (replayed through the rules)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.lock = threading.Lock()
        self.tables: dict[str, Table] = {}
        #: Tables whose stored decisions the rules refuse now (code -> why): kept in the
        #: database untouched, not served (one bad table must not stop a class's others).
        self.unreadable: dict[str, str] = {}
        for rec in store.load_all():
            try:
                table = Table(rec, store)
            except (RuleError, KeyError, TypeError, ValueError) as exc:
                self.unreadable[rec.code] = str(exc)
                print(_("table {code} ({game}) cannot be replayed and is not served: {error}")
                      .format(code=rec.code, game=rec.game, error=exc), file=sys.stderr)
                continue
            try:  # normally nothing: the bots' replies were stored with the move
                table.advance()
            except Exception as exc:  # a bot that fails, a database that refuses: this table
                # is served paused, the teacher told why; the other tables run
                if table.trouble is None:
                    table.trouble = _("This table could not go on at start-up ({error}): "
                                      "nothing was changed.").format(error=exc)
                table.rec.paused = True
                with contextlib.suppress(Exception):  # kept paused in the database if it can
                    store.update(table.rec)
                table._changed()
                print(_("table {code} ({game}) is served paused: {error}").format(
                    code=rec.code, game=rec.game, error=exc), file=sys.stderr)
            self.tables[rec.code] = table

    def get(self, code: str) -> Table | None:
        return self.tables.get(str(code).strip().upper())

    def games(self) -> list[dict[str, Any]]:
        """What the teacher's form offers: the player counts in order (the game's usual count
        chosen first), and each option as a field described in words (options.describe)."""
        out = []
        for game in LOOKS:
            lk = look(game)
            counts = list(lk.player_counts) or [4]
            defaults = default_options(game)
            out.append({
                "game": game,
                "title": lk.title,
                "player_counts": sorted(counts),
                "default_players": counts[0],
                # the form's seats named as the game's pages name them ("joueuse 0" in the
                # Sultane: Sultane 3c), not by one word for every game
                "seat_labels": [player(i, game) for i in range(max(counts))],
                "bots": list(lk.bots),
                "bot_labels": {b: lk.bot_label(b) for b in lk.bots},
                "options": defaults,
                "fields": options_fields(game, defaults),
                "secrets": bool(lk.secrets),
            })
        return out

    def create(
        self,
        game: Any,
        n_players: Any = None,
        *,
        seats: Any = None,
        seed: Any = None,
        options: Any = None,
        beliefs: Any = True,
    ) -> Table:
        """A new table; ``seats``: one ``{"kind": "person"}`` or ``{"kind": "bot", "bot":
        name}`` per seat (default: every seat a person); ``beliefs`` False: no Bayesian beliefs
        on the seats' pages and the public board. Bad input raises MalformedInput."""
        if game not in LOOKS:
            raise MalformedInput(f"there is no game {game!r}; games: {', '.join(LOOKS)}", rule=RULE)
        lk = look(game)
        counts = list(lk.player_counts) or [4]
        n = counts[0] if n_players in (None, "") else n_players
        if isinstance(n, str) and n.strip().isdigit():
            n = int(n)
        if isinstance(n, bool) or n not in counts:
            raise MalformedInput(
                f"{lk.title} is played by {', '.join(str(c) for c in sorted(counts))} players, "
                f"not {n_players!r}", rule=RULE)
        if seed in (None, ""):
            # 128 bits from the system's secure source: no seat can find the seed (and so the
            # other seats' secrets) from what its own view shows by any search cheaper than
            # 2**100 (derive_seed keeps all 128 bits in every generator; docs/teaching.md)
            seed = secrets.randbits(SEED_BITS)
        if isinstance(seed, str) and seed.strip().lstrip("-").isdigit():
            seed = int(seed)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**SEED_BITS:
            raise MalformedInput(f"the seed must be a whole number, not {seed!r}", rule=RULE)
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise MalformedInput("options are a JSON object", rule=RULE)
        options = check_options(game, {**lk.options, **options}, n)
        seats = [{"kind": "person"}] * n if seats is None else seats
        if not isinstance(seats, list) or len(seats) != n:
            raise MalformedInput(f"give one seat description per seat ({n})", rule=RULE)
        default_bot = next(iter(lk.bots))
        clean = []
        for i, s in enumerate(seats):
            if isinstance(s, str):
                s = {"kind": "person"} if s == "person" else {"kind": "bot", "bot": s}
            if not isinstance(s, dict) or s.get("kind") not in ("person", "bot"):
                raise MalformedInput(f"seat {i}: kind is 'person' or 'bot'", rule=RULE)
            bot = s.get("bot") or default_bot
            if bot not in lk.bots:
                raise MalformedInput(
                    f"seat {i}: there is no bot {bot!r}; bots: {', '.join(lk.bots)}", rule=RULE)
            clean.append({"kind": s["kind"], "bot": bot, "away": False, "token": None, "name": ""})
        try:
            lk.new_state(n, seed, **options)
        except RuleError:
            raise
        except (TypeError, ValueError) as exc:
            raise MalformedInput(f"these options do not fit {lk.title}: {exc}", rule=RULE) from None
        with self.lock:
            code = self._new_code()
            rec = TableRecord(code=code, game=game, n_players=n, seed=seed, options=options,
                              seats=clean, created=time.time_ns(),
                              settings={"beliefs": beliefs is not False})
            table = Table(rec, self.store)
            table._run_bots()  # the bots before the first person (a bot Vizir...)
            self.store.create(rec, table.state.history)
            self.tables[code] = table
        return table

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.tables and not self.store.code_taken(code):
                return code
