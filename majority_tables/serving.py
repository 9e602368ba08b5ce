"""How uvicorn serves the tables: one configuration for ``python -m majority_tables`` and the
tests, with what a class's network needs against one student's script.

uvicorn times out an idle keep-alive connection but never a request whose headers are still
coming in: a script that opens a thousand connections and sends a header byte now and then
("slowloris") holds them forever and exhausts the server's open files. The guards
(:class:`_Guarded`, over httptools' protocol when installed, else h11's: :class:`GuardedH11`)
close a connection whose request headers are not complete :data:`HEADER_TIMEOUT` seconds after
it opened (or after its previous answer), and refuse a connection from an address that holds
:data:`PER_ADDRESS` already (pages and sockets together: a student's phone needs a handful).

The event loop is uvloop and the HTTP parser httptools when they are installed (the ``serve``
extra installs both; uvicorn's "standard" pair), chosen here rather than by uvicorn's "auto",
and the start-up says when they are missing (:func:`speedups`). The WebSocket protocol is
uvicorn's over websockets' sans-I/O core (:data:`WS`), the cheapest of uvicorn's three per
message (docs/discussion.md, "the sixth look").
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

#: Seconds a connection may take to send its request's headers (a page's browser needs far
#: less than a second; a phone on a poor Wi-Fi a few).
HEADER_TIMEOUT = 10.0
#: Connections (HTTP and WebSocket) one address may hold at once. A student's page holds one
#: socket and briefly a few HTTP connections; a shared address (a school's NAT) is the limit.
PER_ADDRESS = 64
#: Connections in all: uvicorn answers 503 beyond it, well before 1,024 open files run out.
MAX_CONNECTIONS = 800
#: Seconds an idle keep-alive connection stays open (uvicorn's own timeout; its default).
KEEP_ALIVE = 5


class _Guarded:
    """A timeout on request headers and a cap per address, over either of uvicorn's HTTP
    protocols (h11's or httptools'; both keep ``connections``, ``client``, ``cycle``)."""

    header_timeout = HEADER_TIMEOUT
    per_address = PER_ADDRESS
    connections: set[Any]
    client: tuple[str, int] | None
    loop: asyncio.AbstractEventLoop
    transport: Any
    cycle: Any

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)  # type: ignore[misc]
        self._upgraded = False
        host = self.client[0] if self.client else None
        held = sum(1 for c in self.connections
                   if host is not None and (getattr(c, "client", None) or (None,))[0] == host)
        if held > self.per_address:
            transport.close()  # this address holds enough connections already
            return
        self._since = self.loop.time()
        self.loop.call_later(self.header_timeout, self._check_headers)

    def on_response_complete(self) -> None:
        super().on_response_complete()  # type: ignore[misc]
        self._since = self.loop.time()  # the next request's headers are timed from here

    def handle_websocket_upgrade(self, *event: Any) -> None:
        self._upgraded = True  # a page's socket: idle by nature, kept (the app pings it)
        super().handle_websocket_upgrade(*event)  # type: ignore[misc]

    def _check_headers(self) -> None:
        if self._upgraded or self.transport is None or self.transport.is_closing():
            return
        if self.cycle is not None and not self.cycle.response_complete:  # being answered
            self.loop.call_later(self.header_timeout, self._check_headers)
            return
        waited = self.loop.time() - self._since
        if waited >= self.header_timeout:
            self.transport.close()  # headers still incomplete: a slow or stuck client
        else:
            self.loop.call_later(self.header_timeout - waited, self._check_headers)


class GuardedH11(_Guarded, H11Protocol):
    """uvicorn's h11 protocol (pure Python) with the guards: the fallback."""


def _guarded_httptools() -> type | None:
    """uvicorn's httptools protocol (llhttp, compiled) with the guards, if httptools is
    installed (the ``serve`` extra): it parses a request in a fraction of h11's time."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    except ImportError:
        return None
    return type("GuardedHttpTools", (_Guarded, HttpToolsProtocol), {
        "__doc__": "uvicorn's httptools protocol with the guards."})


#: uvicorn's WebSocket protocol: websockets' sans-I/O core driven by uvicorn's own transport
#: (newer uvicorn; 0.54 here). Server CPU per message, a ping answered by a pong over one page's socket
#: (3,000 of them, three runs, uvloop + httptools): 57-67 us against 67-77 us for the legacy
#: websockets protocol (a task and queues per connection) and 67-90 us for wsproto; the class
#: benchmark's figures are the same within their noise. Without it (an older uvicorn):
#: the legacy protocol, which ``websockets`` (a dependency) always provides.
WS = "websockets-sansio"
#: Seconds between two of the server's own wake-ups (uvicorn's: 0.1).
TICK = 1.0


class Server(uvicorn.Server):
    """uvicorn's server, woken once a second rather than ten times while the class thinks.

    uvicorn's main loop sleeps 0.1 s between checks of ``should_exit`` and refreshes its Date
    header every tenth check: ten wake-ups a second of the event loop, with or without pages
    open, were most of an idle server's CPU (about 1 to 2 ms a second, a tenth of the server's
    CPU per decision at class pace). Here the loop sleeps :data:`TICK` seconds, refreshing the
    Date header at each wake-up (it keeps whole seconds), and setting ``should_exit`` (a
    signal, or a test stopping its server from another thread) wakes it at once, so that
    stopping is as prompt as before."""

    _wake: asyncio.Event | None = None
    _loop: asyncio.AbstractEventLoop | None = None

    @property  # type: ignore[override]
    def should_exit(self) -> bool:
        return self.__dict__.get("_should_exit", False)

    @should_exit.setter
    def should_exit(self, value: bool) -> None:
        self.__dict__["_should_exit"] = value
        if value and self._wake is not None and self._loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop closed already: nothing to wake
                self._loop.call_soon_threadsafe(self._wake.set)

    async def main_loop(self) -> None:
        self._loop, self._wake = asyncio.get_running_loop(), asyncio.Event()
        counter = 0  # a multiple of 10: uvicorn's on_tick refreshes the Date header at each
        should_exit = await self.on_tick(counter)
        while not should_exit:
            counter = (counter + 10) % 864000
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(TICK):
                    await self._wake.wait()
            should_exit = await self.on_tick(counter)


def uvicorn_config(app: Any, *, header_timeout: float = HEADER_TIMEOUT,
                   per_address: int = PER_ADDRESS, http: str = "auto", loop: str = "auto",
                   ws: str = "auto", **options: Any) -> Any:
    """The uvicorn.Config of the table server (``options`` override or add uvicorn's).

    ``http``: "auto" parses requests with httptools when it is installed, else h11; "h11"
    always h11. ``loop``: "auto" runs on uvloop when it is installed, else asyncio's loop;
    "asyncio" always asyncio's. :func:`speedups` says which are missing. ``ws``: "auto" is
    :data:`WS` when this uvicorn has it, else the legacy "websockets"; or one of uvicorn's
    names ("websockets", "wsproto": to measure them)."""
    import uvicorn

    from .app import WS_MAX_SIZE

    base = (_guarded_httptools() or GuardedH11) if http == "auto" else GuardedH11
    protocol = type(base.__name__, (base,), {"header_timeout": header_timeout,
                                             "per_address": per_address})
    settings: dict[str, Any] = {
        "log_level": "warning", "ws": ws if ws != "auto" else WS if _has_sansio() else "websockets",
        "ws_max_size": WS_MAX_SIZE, "http": protocol,
        "loop": ("uvloop" if _importable("uvloop") else "asyncio") if loop == "auto" else loop, "timeout_keep_alive": KEEP_ALIVE,
        "limit_concurrency": MAX_CONNECTIONS,
        # no permessage-deflate: compressing every update for every socket was a quarter of
        # the server's CPU per decision under the class benchmark (zlib's flush per message,
        # whatever the level), to save bandwidth a class does not lack: an update is a
        # difference of a few KB (14 KB a decision for a table's 5-8 pages together)
        "ws_per_message_deflate": False,
    }
    return uvicorn.Config(app, **{**settings, **options})


def _importable(name: str) -> bool:
    try:
        __import__(name)
    except ImportError:
        return False
    return True


def speedups() -> list[str]:
    """The compiled speed-ups of the ``serve`` extra that are not installed (uvloop, the event
    loop; httptools, the HTTP parser; orjson, the updates' JSON writer): without them the
    server runs on asyncio's loop, h11 and json, the same pages for more CPU per decision
    (docs/discussion.md, "The class table server under load", has the figures)."""
    return [name for name in ("uvloop", "httptools", "orjson") if not _importable(name)]


def _has_sansio() -> bool:
    try:
        import uvicorn.protocols.websockets.websockets_sansio_impl  # noqa: F401
    except ImportError:
        return False
    return True


def warm_up() -> None:
    """Import every game and draw a new table of each (a seat's page and the projected board)
    once, when the server starts: the class's first tables then do not wait for the games'
    modules and their first drawings (a third of a second of CPU, which the first student to
    join, or the first decision of each game, would otherwise wait for). Also the worker
    threads' module (anyio's asyncio backend, imported at the first hand-off to a thread: 20 ms,
    which the teacher's first new table waited for once decisions stopped using threads)."""
    import importlib

    from .games import LOOKS, Remembered, look, view_payload

    for game in LOOKS:
        lk = look(game)
        n = (list(lk.player_counts) or [4])[0]
        state = Remembered(lk.new_state(n, 0, **lk.options))
        for viewer in (0, "public"):
            view_payload(game, state, viewer)  # type: ignore[arg-type]
    with contextlib.suppress(ImportError):  # a private module of anyio: only a speed-up
        importlib.import_module("anyio._backends._asyncio")
