"""The table server: a Starlette app (HTTP pages, a JSON API, a WebSocket per page).

Who may do what is decided by secrets only, never by what a request says it is:

* the teacher's browser opens the printed one-time ``/teacher?login=...`` link, which puts a
  new secret of this start of the server in an HttpOnly cookie (12 hours at most; a restart or
  *Sign out everywhere* voids every one) and redirects to a token-free address, so the
  projected URL never shows it; API clients send ``Authorization: Bearer <token>`` with the
  token the operator set (env MAJORITY_TABLES_TOKEN), if any. The database holds no teacher's
  secret, and its file is readable by the server's user only (0600);
* a student who takes a seat gets that seat's secret token (``secrets.token_urlsafe``) in an
  HttpOnly cookie ``mj_seat_<CODE>`` (API clients: the JSON answer and a Bearer header); the
  token is never in a URL, and the database keeps only its hash.

A seat's page and socket carry only what :meth:`Table.payload` makes for that seat from its own
view. Every decision goes through the engine (refusals come back as the RuleError's words)
and is committed before the update that shows it is pushed to every connected page.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
import secrets
import traceback
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import HTTPConnection, Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from majority_core.errors import MalformedInput, RuleError
from majority_core.i18n import N_, _, player

from . import pages
from .guards import (
    BodyTooLarge,
    Guard,
    Limiter,
    SameOriginPosts,
    capped_body,
    json_object,
    too_large,
)
from .reviews import TableReviews
from .store import Store, StoreError, WouldWait, at_once
from .tables import BOT_FAILED, BotFailed, Table, TableFull, Tables, token_hash
from .updates import difference, dumps, encode_update, ready_send, ready_write

STATIC = Path(__file__).with_name("static")
T = TypeVar("T")
TEACHER_COOKIE = "mj_teacher"
TEACHER_COOKIE_AGE = 12 * 3600  # seconds: a school day; a restart ends it sooner
LINK_USED = N_("This teacher's link was used already, or the server restarted since it was "
               "printed: a link works once, so that no browser history can open it again. The "
               "browser that opened it stays the teacher's until the server restarts; for another "
               "one, use the link the server prints at start-up.")
NEED_LINK = N_("The teacher's pages need the teacher's link that the server printed.")
SIGNED_OUT = N_("Signed out everywhere: every teacher's browser must log in again with the new "
                "link the server has just printed in its terminal.")
DB_ENV = "MAJORITY_TABLES_DB"
TOKEN_ENV = "MAJORITY_TABLES_TOKEN"
DEFAULT_DB = Path("data") / "tables.sqlite3"
SOCKETS_PER_SEAT = 4  # open pages of one seat (a phone and a laptop, a reload): the oldest go
WS_MAX_SIZE = 64 * 1024  # bytes: a WebSocket message (uvicorn's ws_max_size; its default is 16 MB)
FAULT = N_("the server could not do this (a fault in the program, not in your move); the table "
           "is as it was: try again or tell your teacher")
TEACHER_FAULT = N_("The server could not do this because of a fault in the program (its output "
                   "says which); the table is as it was.")


def failure(exc: BaseException, *, teacher: bool) -> JSONResponse:
    """The answer to a change that failed for a cause other than the rules: the database
    (busy, full, read-only, down: 503, each said plainly), a bot, or a fault in the program
    (500). Nothing was changed in every case; the page shows ``error``."""
    if isinstance(exc, StoreError):
        return JSONResponse({"error": _(exc.teacher if teacher else exc.student),
                             "cause": type(exc).__name__}, 503)
    if isinstance(exc, BotFailed):
        return JSONResponse({"error": exc.teacher_text() if teacher else _(BOT_FAILED),
                             "cause": "BotFailed"}, 500)
    traceback.print_exception(exc)
    return JSONResponse({"error": _(TEACHER_FAULT if teacher else FAULT), "cause": "fault"}, 500)


NOT_A_MESSAGE = N_("this page cannot do that")
TEXT_ONLY = N_("this server reads text messages only (JSON); nothing was changed")
#: Seconds a push waits for a page that does not read its socket, before dropping it (the page
#: reconnects and is sent its whole view).
SEND_WAIT = 5.0
#: The answer to a ping, written once: a client learns that every decision it sent before was
#: judged (the benchmark's bots that do not think ping after each decision; tables.js does not).
PONG = json.dumps({"type": "pong"})


#: Wrong join codes one address may try: 10 at once, then one every 6 s (a class mistypes a
#: few; a script that tries codes gets a few hundred a day, among 32**5 = 33 million codes).
WRONG_CODES = (1 / 6, 10)
#: Seats taken at one table: 40 at once (a class joining together), then one a second.
JOINS_PER_TABLE = (1.0, 40)
TOO_MANY_CODES = N_("too many wrong codes from this device: wait a minute, then type the code "
                    "your teacher shows")
TOO_MANY_JOINS = N_("too many students are joining this table at once: wait a moment and try "
                    "again")
BROWSER_COOKIE = "mj_browser"


def seat_cookie(code: str) -> str:
    return f"mj_seat_{code}"


class Hub:
    """The open sockets of each table, and what each one views ("public", "all" or a seat)."""

    def __init__(self) -> None:
        self.subs: dict[str, dict[WebSocket, int | str]] = {}
        #: a seat socket's token as the table stores it (token_hash), checked at sends
        self.tokens: dict[WebSocket, str | None] = {}
        #: the payload each socket was last sent in full or by difference (what its page
        #: holds): the next update sends only what differs from it
        self.shown: dict[WebSocket, dict[str, Any]] = {}
        self._dirty: set[str] = set()
        self._pushing: dict[str, asyncio.Task[None]] = {}

    def schedule(self, table: Table) -> None:
        """Push the table's state soon, without making the caller wait for slow sockets; a
        burst of changes (seven votes at once) is drawn once per round of sends."""
        self._dirty.add(table.code)
        if table.code not in self._pushing:
            self._pushing[table.code] = asyncio.create_task(self._push_while_dirty(table))

    async def _push_while_dirty(self, table: Table) -> None:
        try:
            while table.code in self._dirty:
                self._dirty.discard(table.code)
                await self.push(table)
        finally:
            self._pushing.pop(table.code, None)

    def add(self, code: str, ws: WebSocket, viewer: int | str, token: str | None = None
            ) -> list[WebSocket]:
        """Register a page's socket; returns the same seat's oldest sockets beyond
        :data:`SOCKETS_PER_SEAT`, removed here, for the caller to close (4408): one student's
        script opening hundreds of idle sockets would slow every push of the table."""
        self.subs.setdefault(code, {})[ws] = viewer
        hashed = self.tokens[ws] = token_hash(token) if token else None
        if hashed is None:
            return []
        same = [w for w in self.subs[code] if self.tokens.get(w) == hashed]
        evicted = same[:-SOCKETS_PER_SEAT]
        for w in evicted:
            self.remove(code, w)
        return evicted

    def remove(self, code: str, ws: WebSocket) -> None:
        self.subs.get(code, {}).pop(ws, None)
        self.tokens.pop(ws, None)
        self.shown.pop(ws, None)

    async def send_full(self, ws: WebSocket, payload: dict[str, Any]) -> None:
        """A page's whole payload (at connection, or when it changes what it views)."""
        self.shown[ws] = payload
        await ws.send_text(dumps(payload))

    async def push(self, table: Table) -> None:
        """Send the table's current payload to every page that shows it."""
        subs = dict(self.subs.get(table.code, {}))
        for ws, viewer in list(subs.items()):
            # a seat freed by the teacher: its old page stops at once (4403: join again)
            if isinstance(viewer, int) and table.seat_of_hash(self.tokens.get(ws)) != viewer:
                del subs[ws]
                self.remove(table.code, ws)
                with contextlib.suppress(Exception):
                    await ws.close(code=4403)
        if not subs:
            return

        bases = {ws: self.shown.get(ws) for ws in subs}  # what each page holds now

        def messages() -> tuple[dict[WebSocket, str], dict[WebSocket, dict[str, Any]]]:
            """One text per socket: what changed since what that socket was shown (encoded
            once for the sockets that were shown the same payload)."""
            out: dict[WebSocket, str] = {}
            now: dict[WebSocket, dict[str, Any]] = {}
            made: dict[tuple[int | str, int], str] = {}
            for ws, viewer in subs.items():
                new = table.payload(viewer)
                old = bases[ws]
                key = (viewer, id(old))
                if key not in made:
                    made[key] = encode_update(difference(old, new))
                out[ws], now[ws] = made[key], new
            return out, now

        texts, now = await drawn(table, messages)

        def current(ws: WebSocket, viewer: int | str) -> bool:
            # the page changed what it views meanwhile (the teacher's all-seeing view): it was
            # sent its new view whole, and this update belongs to the old one: not sent
            return self.shown.get(ws) is bases[ws] and self.subs.get(table.code, {}).get(ws) == viewer

        async def drop(ws: WebSocket) -> None:  # a page that does not read (it reconnects)
            self.remove(table.code, ws)
            with contextlib.suppress(Exception):
                await ws.close()

        async def send(ws: WebSocket, viewer: int | str, at_once: Any = None) -> None:
            if not current(ws, viewer):
                return
            try:
                self.shown[ws] = now[ws]  # before the send's await: a switch then replaces it
                if at_once is not None:  # the socket takes it now: this await never suspends
                    await at_once({"type": "websocket.send", "text": texts[ws]})
                    return
                async with asyncio.timeout(SEND_WAIT):  # a timer, not another task (wait_for's)
                    await ws.send_text(texts[ws])
            except Exception:
                await drop(ws)

        waiting = []
        for ws, viewer in subs.items():
            at_once = ready_send(ws)
            write = ready_write(at_once) if at_once is not None else None
            if write is not None:  # the usual way: one frame written now, nothing awaited
                if current(ws, viewer):
                    self.shown[ws] = now[ws]
                    try:
                        write(texts[ws])
                    except Exception:
                        await drop(ws)
                continue
            if at_once is None:  # a page that makes the server wait: a task and a timer
                waiting.append(send(ws, viewer))
            else:
                await send(ws, viewer, at_once)
        if waiting:
            await asyncio.gather(*waiting)


async def drawn(table: Table, work: Callable[[], T]) -> T:
    """``work()`` (reading a table: drawing its pages, its summary, its save file) right here
    in the event loop when the table is free, else in a worker thread (a change of that table
    is being made in one, and the loop must not wait for its lock: a database locked by
    another program holds it for seconds). Handing the drawing to a thread and back was most
    of the server's CPU per decision once the drawing itself was cheap (waking a worker, waking
    the loop again)."""
    if table.lock.acquire(blocking=False):
        try:
            return work()
        finally:
            table.lock.release()
    return await run_in_threadpool(work)


async def promptly(table: Table, change: Callable[..., T], *args: Any) -> T:
    """``change(*args)`` (a student's decision, a join) right here in the event loop when it
    needs no wait: the table free, no bot to play after it, and a database that commits at
    once (SQLite not locked by another program; see :func:`store.at_once`); else, and when
    the attempt finds it would have to wait (nothing done then), in a worker thread, where it
    may wait for the database. At class pace the hand-off to a thread and back was 0.45 ms of
    the server's 4.4 ms of CPU per decision, and flat out it halved the decisions served. A
    commit does not wait for the disk (WAL, synchronous=NORMAL: the operating system holds the
    write); the checkpoint that SQLite runs about every 1,000 pages does, in whichever thread
    commits then: once in a few hundred decisions the loop waits for it (milliseconds on a
    laptop's disk)."""
    if table.store.kind == "sqlite" and not table.bots_may_play \
            and table.lock.acquire(blocking=False):
        try:
            with at_once():
                return change(*args)
        except WouldWait:
            pass
        finally:
            table.lock.release()
    return await run_in_threadpool(change, *args)


def _bearer(conn: HTTPConnection) -> str | None:
    auth = conn.headers.get("authorization", "")
    return auth[7:].strip() if auth.lower().startswith("bearer ") else None


def create_app(
    db: str | os.PathLike[str] | None = None, *, teacher_token: str | None = None,
    busy_timeout: int = 10_000, hosts: set[str] | None = None, review_budget: int | None = None,
) -> Starlette:
    """The server's app. ``db``: a SQLite path or ``sqlite:///...`` / ``postgresql://...``
    URL (default: env MAJORITY_TABLES_DB, else data/tables.sqlite3). ``teacher_token``
    (default: env MAJORITY_TABLES_TOKEN, else none) is what API clients send as a Bearer
    token; browsers log in with :func:`login_link`'s one-time links (``app.state.login_link``). ``busy_timeout``: how many ms a SQLite
    transaction waits for a file another program locked before the change is refused.
    ``hosts``: the names and addresses (Host header, without port) it answers to
    (:func:`~majority_tables.network.local_names`); None: any. ``review_budget``: worlds per
    decision behind a finished table's Review (None: each game's, :mod:`.reviews`)."""
    url = str(db or os.environ.get(DB_ENV) or DEFAULT_DB)
    store = Store(url, busy_timeout=busy_timeout)
    #: why the database cannot be written now (None: it can): said at start-up, before the
    #: class arrives, rather than at the first student's move
    unwritable = store.writable()
    # The teacher's secrets live in this process only and change at every start: a cookie
    # or a link from before a restart opens nothing. The database keeps none of them (a clear
    # token stored by an older server is deleted); the API token (Bearer, for scripts) is the
    # one given by the operator, if any.
    api_token = teacher_token or os.environ.get(TOKEN_ENV) or None
    with contextlib.suppress(StoreError):
        store.forget_setting("teacher_token")
    store.private()
    tables = Tables(store)
    hub = Hub()
    reviews = TableReviews(review_budget)
    logins: set[str] = set()  # hashes of one-time teacher links not used yet
    sessions: set[str] = set()  # hashes of the teacher's browsers' cookies (this start only)

    def login_link() -> str:
        """A teacher's link that works once: the browser's history then holds only a spent
        code (typing the address on the projected laptop suggests it)."""
        once = secrets.token_urlsafe(24)
        logins.add(token_hash(once))
        return f"/teacher?login={once}"

    def sign_out_everywhere() -> str:
        """Every teacher's browser signed out and every unused link void; returns (and prints,
        for the terminal the server runs in) a new one-time link."""
        sessions.clear()
        logins.clear()
        link = login_link()
        print(_("Signed out everywhere. New teacher's link (works once): {link}").format(
            link=link), flush=True)
        return link

    def is_teacher(conn: HTTPConnection) -> bool:
        cookie = conn.cookies.get(TEACHER_COOKIE)
        if cookie and token_hash(cookie) in sessions:
            return True
        given = _bearer(conn)
        return bool(api_token and given
                    and secrets.compare_digest(given.encode(), api_token.encode()))

    wrong_codes = Limiter(*WRONG_CODES)
    joins = Limiter(*JOINS_PER_TABLE)

    def guessed(conn: HTTPConnection, code: str) -> Table | None | Response:
        """The table a student's code names; a device that tried too many wrong codes is
        refused (429) whatever it types, so that codes cannot be found by trying them."""
        address = conn.client.host if conn.client else "?"
        if not wrong_codes.allowed(address):
            return denied(429, _(TOO_MANY_CODES))
        table = tables.get(code)
        if table is None:
            wrong_codes.take(address)
        return table

    def seat_of(conn: HTTPConnection, table: Table) -> int | None:
        return table.seat_for(conn.cookies.get(seat_cookie(table.code)) or _bearer(conn))

    def refusal(exc: RuleError, status: int = 422) -> JSONResponse:
        return JSONResponse({"error": str(exc), "reason": exc.reason, "rule": exc.rule}, status)

    def denied(status: int, text: str) -> JSONResponse:
        return JSONResponse({"error": text}, status)

    async def body(request: Request) -> dict[str, Any]:
        return json_object(await capped_body(request)) or {}

    def html(title: str, body_html: str, *, role: str, code: str = "", status: int = 200) -> Response:
        return HTMLResponse(pages.page(title, body_html, role=role, code=code), status,
                            headers={"Cache-Control": "no-store"})

    # -- student pages -----------------------------------------------------------------------------
    async def index(request: Request) -> Response:
        return html(_("Classroom tables"), pages.index_body(), role="index")

    async def join_form(request: Request) -> Response:
        code = request.query_params.get("code", "").strip().upper()
        if code:
            return RedirectResponse(f"/join/{code}", 303)
        return html(_("Join a table"), pages.join_form_body(), role="join")

    async def join_table(request: Request) -> Response:
        code = request.path_params["code"].strip().upper()
        table = guessed(request, code)
        if isinstance(table, Response):
            return html(_("Join a table"), pages.join_form_body(_(TOO_MANY_CODES)),
                        role="join", status=429)
        if table is None:
            return html(_("Join a table"), pages.join_form_body(
                _("No table has the code {code}.").format(code=code)), role="join", status=404)
        if seat_of(request, table) is not None:
            return RedirectResponse(f"/table/{table.code}", 303)
        summary = await drawn(table, table.summary)
        return html(_("Join table {code}").format(code=code), pages.seats_body(summary),
                    role="seats", code=code)

    async def table_page(request: Request) -> Response:
        table = guessed(request, request.path_params["code"])
        if isinstance(table, Response):
            return table
        if table is None:
            return html(_("No such table"), pages.message_body(_("No such table"),
                        _("No table has this code: ask your teacher.")), role="none", status=404)
        seat = seat_of(request, table)
        if seat is None:
            return RedirectResponse(f"/join/{table.code}", 303)
        p = await drawn(table, functools.partial(table.payload, seat))
        return html(_("{title}: {player}").format(title=p["title"], player=player(seat, p["game"])),
                    pages.table_body(p, teacher=False),
                    role="seat", code=table.code)

    # -- teacher pages ------------------------------------------------------------------------------
    async def teacher(request: Request) -> Response:
        once = request.query_params.get("login")
        if once is not None:
            if token_hash(once) not in logins:
                return html(_("Teacher"), pages.message_body(_("Teacher"), _(LINK_USED)),
                            role="none", status=403)
            logins.discard(token_hash(once))
            session = secrets.token_urlsafe(32)
            sessions.add(token_hash(session))
            response = RedirectResponse("/teacher", 303)
            response.set_cookie(TEACHER_COOKIE, session, httponly=True, samesite="lax",
                                max_age=TEACHER_COOKIE_AGE)
            return response
        if not is_teacher(request):
            return html(_("Teacher"), pages.message_body(_("Teacher"), _(NEED_LINK)),
                        role="none", status=403)
        return html(_("Classroom tables: teacher"), pages.teacher_body(), role="teacher")

    async def api_sign_out(request: Request) -> Response:
        if not is_teacher(request):
            return denied(403, "the teacher's token is needed")
        sign_out_everywhere()
        response = JSONResponse({"signed_out": True, "message": _(SIGNED_OUT)})
        response.delete_cookie(TEACHER_COOKIE)
        return response

    async def api_login_link(request: Request) -> Response:
        """A new one-time link for another browser of the teacher (API: the Bearer token)."""
        if not is_teacher(request):
            return denied(403, "the teacher's token is needed")
        return JSONResponse({"link": login_link()})

    async def teacher_table(request: Request) -> Response:
        if not is_teacher(request):
            return html(_("Teacher"), pages.message_body(_("Teacher"), _(NEED_LINK)),
                        role="none", status=403)
        table = tables.get(request.path_params["code"])
        if table is None:
            return html(_("No such table"), pages.message_body(_("No such table"),
                        _("No table has this code.")), role="none", status=404)
        p = await drawn(table, functools.partial(table.payload, "public"))
        return html(_("{title}: table {code}").format(title=p["title"], code=table.code),
                    pages.table_body(p, teacher=True),
                    role="teacher-table", code=table.code)

    # -- JSON API -----------------------------------------------------------------------------------
    async def api_games(request: Request) -> Response:
        return JSONResponse(tables.games())

    async def api_tables(request: Request) -> Response:
        if not is_teacher(request):
            return denied(403, "the teacher's token is needed")
        if request.method == "GET":
            listing = await run_in_threadpool(
                lambda: [t.summary() for t in list(tables.tables.values())])
            return JSONResponse(listing)
        data = await body(request)
        try:
            table = await run_in_threadpool(
                lambda: tables.create(data.get("game"), data.get("n_players"),
                                      seats=data.get("seats"), seed=data.get("seed"),
                                      options=data.get("options"),
                                      beliefs=data.get("beliefs", True))
            )
        except RuleError as exc:
            return refusal(exc)
        except Exception as exc:
            return failure(exc, teacher=True)
        summary = await drawn(table, table.summary)
        return JSONResponse({**summary, "join": f"/join/{table.code}",
                             "page": f"/teacher/tables/{table.code}"}, 201)

    def table_or_404(request: Request) -> Table | Response:
        table = tables.get(request.path_params["code"])
        return table if table is not None else denied(404, "no table has this code")

    async def table_and_viewer(request: Request) -> tuple[Table, int | str] | Response:
        """The table a request names and what its page may see (:func:`viewer_of`)."""
        table = table_or_404(request)
        if isinstance(table, Response):
            return table
        viewer = await viewer_of(request, table, request.query_params.get("view"))
        if viewer is None:
            return denied(403, "join this table first: a seat's page needs that seat's token")
        return table, viewer

    async def api_state(request: Request) -> Response:
        found = await table_and_viewer(request)
        if isinstance(found, Response):
            return found
        table, viewer = found
        return JSONResponse(await drawn(table, functools.partial(table.payload, viewer)))

    async def viewer_of(conn: HTTPConnection, table: Table, wanted: str | None) -> int | str | None:
        """A seat's token: that seat (whatever is asked); the teacher's: the public board, or
        the all-seeing view when asked. A teacher's browser that also holds a seat (trying a
        table out) gets the teacher's view where it asks for one (``view=...``)."""
        seat = seat_of(conn, table)
        if wanted in ("public", "all") and is_teacher(conn):
            return wanted
        if seat is not None:
            return seat
        if is_teacher(conn):
            return "public"
        return None

    def joinable(request: Request) -> Table | Response:
        table = guessed(request, request.path_params["code"])
        return table if table is not None else denied(404, "no table has this code")

    async def api_join_info(request: Request) -> Response:
        table = joinable(request)
        if isinstance(table, Response):
            return table
        s = await drawn(table, table.summary)
        seats = [{k: x[k] for k in ("seat", "label", "kind", "taken")} for x in s["seats"]]
        return JSONResponse({"code": s["code"], "title": s["title"], "seats": seats,
                             "free": table.free_seats()})

    async def api_join(request: Request) -> Response:
        table = joinable(request)
        if isinstance(table, Response):
            return table
        mine = seat_of(request, table)
        if mine is not None:  # a reload: the same seat, the same token
            return JSONResponse({"seat": mine, "url": f"/table/{table.code}", "again": True})
        if not joins.take(table.code):
            return denied(429, _(TOO_MANY_JOINS))
        data = await body(request)
        browser = request.cookies.get(BROWSER_COOKIE) or secrets.token_urlsafe(24)
        try:
            seat, secret = await promptly(table, table.join, data.get("seat"),
                                          str(data.get("name") or ""), browser)
        except TableFull as exc:
            return refusal(exc, 409)
        except RuleError as exc:
            return refusal(exc, 409)
        except Exception as exc:
            return failure(exc, teacher=False)
        response = JSONResponse({"seat": seat, "token": secret, "url": f"/table/{table.code}"})
        response.set_cookie(seat_cookie(table.code), secret, httponly=True, samesite="lax",
                            max_age=7 * 24 * 3600)
        response.set_cookie(BROWSER_COOKIE, browser, httponly=True, samesite="lax",
                            max_age=365 * 24 * 3600)
        hub.schedule(table)
        return response

    async def api_act(request: Request) -> Response:
        table = table_or_404(request)
        if isinstance(table, Response):
            return table
        seat = seat_of(request, table)
        if seat is None:
            return denied(403, "only a seated student acts, with that seat's token")
        data = await body(request)
        try:
            await promptly(table, table.act, seat, data.get("action"))
        except RuleError as exc:
            return refusal(exc)
        except Exception as exc:  # the database, a bot, the program: the table is as it was
            hub.schedule(table)  # (a failed bot: the teacher's page shows why)
            return failure(exc, teacher=False)
        hub.schedule(table)
        return JSONResponse(await drawn(table, functools.partial(table.payload, seat)))

    def teacher_command(fn: Callable[[Table, dict[str, Any]], Any]) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            if not is_teacher(request):
                return denied(403, "the teacher's token is needed")
            table = table_or_404(request)
            if isinstance(table, Response):
                return table
            data = await body(request)
            try:
                await run_in_threadpool(fn, table, {**data, **request.path_params})
            except RuleError as exc:
                return refusal(exc)
            except Exception as exc:
                hub.schedule(table)
                return failure(exc, teacher=True)
            hub.schedule(table)
            return JSONResponse(await drawn(table, table.summary))

        return endpoint

    def _seat_number(d: dict[str, Any]) -> int:
        try:
            return int(d["seat"])
        except (KeyError, ValueError):
            return -1

    def _seen(d: dict[str, Any]) -> int | None:
        """The number of decisions the teacher's screen showed (None: an API client that did
        not say)."""
        seen = d.get("seen")
        if seen is None:
            return None
        if isinstance(seen, bool) or not isinstance(seen, int):
            raise MalformedInput(_("seen is the number of decisions your screen showed"),
                                 rule="classroom table")
        return seen

    def seat_command(t: Table, d: dict[str, Any]) -> None:
        seat = _seat_number(d)
        if d.get("free"):
            t.free(seat)
        elif d.get("bot"):
            t.set_bot(seat, d.get("bot"))
        elif d.get("kind") == "person":
            t.give_to_students(seat)
        else:
            t.set_away(seat, bool(d.get("away")))

    async def api_save(request: Request) -> Response:
        if not is_teacher(request):
            return denied(403, "the teacher's token is needed")
        table = table_or_404(request)
        if isinstance(table, Response):
            return table
        text = await drawn(table, table.save)
        name = f"{table.rec.game}-{table.code}.json"
        return Response(text, media_type="application/json",
                        headers={"Content-Disposition": f'attachment; filename="{name}"'})

    # -- the Review of a finished table (majority_tables.reviews) ------------------------------------
    async def api_review(request: Request) -> Response:
        """The review (``/review``) or one of its steps (``/review/STEP``): the teacher's of
        every seat, a student's of her own seat whatever the request says."""
        found = await table_and_viewer(request)
        if isinstance(found, Response):
            return found
        table, viewer = found
        return await reviews.answer(table, viewer if isinstance(viewer, int) else None,
                                    request.path_params.get("step"),
                                    again=request.query_params.get("again") == "1")

    # -- WebSocket ----------------------------------------------------------------------------------
    async def ws_table(ws: WebSocket) -> None:
        table = guessed(ws, ws.path_params["code"])
        if isinstance(table, Response):
            await ws.close(code=4429)
            return
        origin = ws.headers.get("origin")
        if origin and origin.split("://", 1)[-1] != ws.headers.get("host"):
            await ws.close(code=4403)  # another site's page: no cross-site socket
            return
        viewer = None if table is None else await viewer_of(ws, table, ws.query_params.get("view"))
        if table is None or viewer is None:
            await ws.close(code=4403)
            return
        token = ws.cookies.get(seat_cookie(table.code)) or _bearer(ws)
        held = token_hash(token) if token else None  # hashed once, checked at each decision
        await ws.accept()
        for old in hub.add(table.code, ws, viewer, token):
            with contextlib.suppress(Exception):
                await old.close(code=4408)  # opened elsewhere: that page does not reconnect
        try:
            await hub.send_full(ws, await drawn(table, lambda: table.payload(viewer)))
            while True:
                frame = await ws.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                if frame.get("text") is None:  # a binary frame: refused, the socket goes on
                    await ws.send_json({"type": "refused", "message": _(TEXT_ONLY)})
                    continue
                msg = json_object(frame["text"])
                if msg is None:
                    await ws.send_json({"type": "refused", "message": _(NOT_A_MESSAGE)})
                    continue
                kind = msg.get("type")
                if kind == "act" and isinstance(viewer, int):
                    if table.seat_of_hash(held) != viewer:  # freed since the socket opened
                        await ws.close(code=4403)
                        break
                    try:
                        await promptly(table, table.act, viewer, msg.get("action"))
                    except RuleError as exc:
                        await ws.send_json({"type": "refused", "message": str(exc),
                                            "reason": exc.reason, "rule": exc.rule})
                        continue
                    except Exception as exc:  # the database, a bot, the program: as it was
                        hub.schedule(table)
                        answer = json.loads(failure(exc, teacher=False).body)
                        await ws.send_json({"type": "refused", "message": answer["error"],
                                            "cause": answer["cause"]})
                        continue
                    hub.schedule(table)
                elif kind == "view" and not isinstance(viewer, int):
                    viewer = "all" if msg.get("view") == "all" else "public"
                    hub.add(table.code, ws, viewer, token)
                    await hub.send_full(ws, await drawn(table, functools.partial(table.payload, viewer)))
                elif kind == "full":  # a page that dropped an update it could not apply
                    await hub.send_full(ws, await drawn(table, functools.partial(table.payload, viewer)))
                elif kind == "ping":
                    await ws.send_text(PONG)
                else:
                    await ws.send_json({"type": "refused", "message": _(NOT_A_MESSAGE)})
        except (WebSocketDisconnect, RuntimeError, ValueError):
            pass
        finally:
            hub.remove(table.code, ws)
            with contextlib.suppress(Exception):
                await ws.close()

    async def favicon(request: Request) -> Response:
        return Response(status_code=204)  # no icon, and no 404 in the browser's console

    routes = [
        Route("/", index),
        Route("/favicon.ico", favicon),
        Route("/join", join_form),
        Route("/join/{code}", join_table),
        Route("/table/{code}", table_page),
        Route("/teacher", teacher),
        Route("/teacher/tables/{code}", teacher_table),
        Route("/api/games", api_games),
        Route("/api/teacher/sign-out", api_sign_out, methods=["POST"]),
        Route("/api/teacher/link", api_login_link, methods=["POST"]),
        Route("/api/tables", api_tables, methods=["GET", "POST"]),
        Route("/api/tables/{code}", api_state),
        Route("/api/tables/{code}/act", api_act, methods=["POST"]),
        Route("/api/tables/{code}/pause", teacher_command(lambda t, d: t.set_paused(True)),
              methods=["POST"]),
        Route("/api/tables/{code}/resume", teacher_command(lambda t, d: t.set_paused(False)),
              methods=["POST"]),
        Route("/api/tables/{code}/undo", teacher_command(lambda t, d: t.undo(_seen(d))), methods=["POST"]),
        Route("/api/tables/{code}/beliefs",
              teacher_command(lambda t, d: t.set_beliefs(d.get("shown") is not False)),
              methods=["POST"]),
        Route("/api/tables/{code}/seats/{seat}", teacher_command(seat_command), methods=["POST"]),
        Route("/api/tables/{code}/joining",
              teacher_command(lambda t, d: t.set_joining(d.get("open") is not False,
                                                         d.get("several") is True)),
              methods=["POST"]),
        Route("/api/tables/{code}/save", api_save),
        Route("/api/tables/{code}/review", api_review),
        Route("/api/tables/{code}/review/{step}", api_review),
        Route("/api/join/{code}", api_join_info, methods=["GET"]),
        Route("/api/join/{code}", api_join, methods=["POST"]),
        WebSocketRoute("/ws/tables/{code}", ws_table),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, middleware=[Middleware(Guard, hosts=hosts),
                                               Middleware(SameOriginPosts)],
                    exception_handlers={BodyTooLarge: too_large})
    app.state.teacher_token = api_token
    app.state.sign_out_everywhere = sign_out_everywhere
    app.state.login_link = login_link
    app.state.tables = tables
    app.state.store = store
    app.state.unwritable = unwritable
    app.state.hub = hub
    app.state.reviews = reviews
    return app
