"""The table server's guards, before any page or move: a request body's size, JSON that is an
object and not a parser's trap, rate limits (token buckets), the Host header and the security
headers on every answer, and POSTs from another site refused (see app.py for who may do what)."""

from __future__ import annotations

import json
import time
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from majority_core.i18n import N_, _

from .updates import SERVER_SEND

MAX_BODY = 64 * 1024  # bytes: a request's body (the largest real one, a table's options, is < 2 KB)
TOO_LARGE = N_("this request is too large for the server (at most 64 KB); nothing was changed")


class BodyTooLarge(Exception):
    """A request body over :data:`MAX_BODY`: refused with 413 before it is read whole."""


async def too_large(request: Request, exc: Exception) -> Response:
    return JSONResponse({"error": _(TOO_LARGE)}, 413)


async def capped_body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The request's body, read at most ``limit`` bytes far: a declared Content-Length over
    the limit is refused before reading, and a body sent without one (chunked) is counted
    while it streams in, so that no client can make the server hold megabytes."""
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            if int(declared) > limit:
                raise BodyTooLarge
        except ValueError:
            raise BodyTooLarge from None
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise BodyTooLarge
        chunks.append(chunk)
    return b"".join(chunks)


def json_object(raw: bytes | str) -> dict[str, Any] | None:
    """A JSON object, or None for anything else: not JSON, not UTF-8, or nested so deep that
    the parser gives up (RecursionError: ``[[[[...`` 60,000 deep fits in one 64 KB message)."""
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


class Limiter:
    """At most ``burst`` events per key at once, refilled at ``rate`` a second (a token
    bucket); forgets full buckets when it holds many keys."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.buckets: dict[str, tuple[float, float]] = {}  # key -> (tokens, when)

    def _level(self, key: str, now: float) -> float:
        tokens, when = self.buckets.get(key, (self.burst, now))
        return min(self.burst, tokens + (now - when) * self.rate)

    def allowed(self, key: str) -> bool:
        """Whether ``key`` has an event left (none is taken)."""
        return self._level(key, time.monotonic()) >= 1

    def take(self, key: str) -> bool:
        """Take one event of ``key``; False (nothing taken) when none is left."""
        now = time.monotonic()
        level = self._level(key, now)
        if level < 1:
            return False
        if len(self.buckets) > 10_000:
            self.buckets = {k: v for k, v in self.buckets.items()
                            if self._level(k, now) < self.burst}
        self.buckets[key] = (level - 1, now)
        return True


#: Sent with every HTTP answer: the pages load only the server's own script and style sheet,
#: connect only back to it, cannot be framed by another site (clickjacking a teacher's button),
#: and send no address of theirs to another site.
SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
     b"img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; "
     b"frame-ancestors 'none'"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-content-type-options", b"nosniff"),
]
WRONG_HOST = N_("this server does not answer to the address {host}: open the address it "
                "printed when it started")


class Guard:
    """Before the app: a request whose Host header names another machine is refused (421: a
    page of another site whose name was pointed at this server, "DNS rebinding", cannot use
    it); every answer carries :data:`SECURITY_HEADERS`. ``hosts``: the names and addresses
    allowed (without port); None: any (the app built without knowing where it listens)."""

    def __init__(self, app: Any, hosts: set[str] | None = None) -> None:
        self.app, self.hosts = app, hosts

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if self.hosts is not None:
            host = dict(scope["headers"]).get(b"host", b"").decode("latin-1").lower()
            name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
            if name not in self.hosts:
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 4421})
                    return
                response = JSONResponse({"error": _(WRONG_HOST).format(host=host[:80])}, 421,
                                        headers={k.decode(): v.decode()
                                                 for k, v in SECURITY_HEADERS})
                await response(scope, receive, send)
                return
        if scope["type"] == "websocket":
            scope[SERVER_SEND] = send  # uvicorn's own (updates.ready_send)
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []),
                                                  *SECURITY_HEADERS]}
            await send(message)

        await self.app(scope, receive, with_headers)


class SameOriginPosts:
    """Refuse a POST whose Origin is another site (the cookies are SameSite=Lax already; this
    also covers same-site pages on other ports). Requests without an Origin (API clients,
    tests) pass: they carry their token themselves."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["method"] == "POST":
            headers = dict(scope["headers"])
            origin = headers.get(b"origin", b"").decode("latin-1")
            host = headers.get(b"host", b"").decode("latin-1")
            if origin and origin.split("://", 1)[-1] != host:
                response = JSONResponse({"error": "a page of another site cannot do this"}, 403)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)
