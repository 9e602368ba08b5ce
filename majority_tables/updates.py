"""What a page of a table is sent after a change: only what differs from what it holds.

:func:`difference` makes an update from the payload a page holds and the new one (the keys that
changed, the log's new lines, a long text such as the board as a :func:`text_patch`);
:func:`encode_update` writes it as the socket's text (the board's changed stretch after the
JSON, as it is); :func:`decode_update` and :func:`merge_update` are what a page does with it
(tables.js does the same; the tests and the benchmark use these). :func:`ready_write` and
:func:`ready_send` tell whether a page's socket takes a message at once (read from the
server's own send, without importing the web stack: this module imports none).
"""

from __future__ import annotations

import json
import struct
from collections.abc import Callable
from typing import Any

try:  # the serve extra's JSON writer (compiled): see dumps
    import orjson
except ImportError:  # pragma: no cover - the serve extra installs it
    orjson = None  # type: ignore[assignment]

#: Texts longer than this (a board's HTML, 8-25 KB) are sent as a :func:`text_patch`.
PATCH_FROM = 1024

#: Lists sent row by row (only the rows that changed, by their index) when their length is
#: the same: the seats, where a decision changes whose turn it is (one or two rows of up to
#: ten), were three fifths of an update's JSON.
ROWS = frozenset({"seats"})


def text_patch(old: str, new: str) -> list[Any]:
    """``[p, q, middle]``: ``new`` is ``old[:p] + middle + old[len(old) - q:]`` (the longest
    common start and end kept; a board whose few cards moved sends the stretch between)."""
    n = min(len(old), len(new))
    p = _common_start(old, new, n)
    q = _common_end(old, new, n - p)
    return [p, q, new[p:len(new) - q]]


def _common_start(a: str, b: str, n: int) -> int:
    """The length of the longest common start of ``a`` and ``b`` (at most ``n``): halving the
    stretch not yet compared, each comparison a C-speed ``startswith`` on that stretch only."""
    if b.startswith(a[:n]):
        return n
    lo, hi = 0, n  # a[:lo] == b[:lo], a[:hi] != b[:hi]
    while hi - lo > 16:
        mid = (lo + hi) // 2
        if b.startswith(a[lo:mid], lo):
            lo = mid
        else:
            hi = mid
    while lo < hi and a[lo] == b[lo]:
        lo += 1
    return lo


def _common_end(a: str, b: str, n: int) -> int:
    """The length of the longest common end of ``a`` and ``b`` (at most ``n``)."""
    la, lb = len(a), len(b)
    if b.endswith(a[la - n:]):
        return n
    lo, hi = 0, n
    while hi - lo > 16:
        mid = (lo + hi) // 2
        if b.endswith(a[la - mid:la - lo], 0, lb - lo):
            lo = mid
        else:
            hi = mid
    while lo < hi and a[la - lo - 1] == b[lb - lo - 1]:
        lo += 1
    return lo


def difference(old: dict[str, Any] | None, new: dict[str, Any]) -> dict[str, Any]:
    """The update that turns a page showing ``old`` into one showing ``new``: ``new`` itself
    when the page holds nothing of that viewer, else ``{"type": "update", "delta": True,
    "rev": ...}`` with the keys whose values changed, and of the log only the lines after
    ``log_from`` (the lines the page keeps); a long text that changed (the board) comes as a
    :func:`text_patch` under ``patch``, and the changed rows of a list of :data:`ROWS` (the
    seats) under ``rows``, by their index. The log grows by a line or two a decision while the
    whole of it reaches 40-146 KB by the end of a game."""
    if old is None or old.get("viewer") != new.get("viewer") or old.get("code") != new.get("code"):
        return new
    # which page it applies to: the view and the update (rev) the page must show, else the
    # page drops it and asks for its whole view again (see merge_update)
    out: dict[str, Any] = {"type": "update", "delta": True, "rev": new["rev"],
                           "viewer": new["viewer"], "base": old["rev"]}
    patches: dict[str, list[Any]] = {}
    rows: dict[str, dict[str, Any]] = {}
    for k, v in new.items():
        if k != "log" and old.get(k) != v:
            was = old.get(k)
            if isinstance(v, str) and isinstance(was, str) and len(v) > PATCH_FROM:
                patches[k] = text_patch(was, v)  # a board: the part that changed
            elif k in ROWS and isinstance(was, list) and len(was) == len(v):
                rows[k] = {str(i): row for i, (a, row) in enumerate(zip(was, v, strict=True)) if a != row}
            else:
                out[k] = v
    if patches:
        out["patch"] = patches
    if rows:
        out["rows"] = rows
    was, log = old.get("log", []), new.get("log", [])
    n = len(was)
    if n <= len(log) and log[:n] == was:
        if n < len(log):
            out["log_from"], out["log"] = n, log[n:]
    else:  # taken back (undo): the whole log again
        out["log_from"], out["log"] = 0, log
    return out


def dumps(value: Any) -> str:
    """The JSON text of ``value`` that a page is sent: orjson's when installed (the serve
    extra), else json's; the same data either way (orjson writes no spaces and leaves accents
    as they are). Writing an update's JSON was a twelfth of the server's CPU per decision at
    class pace with json's encoder, a quarter of that with orjson's."""
    if orjson is not None:
        try:
            return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
        except TypeError:  # what orjson does not write (an integer beyond 64 bits): json's
            pass
    return json.dumps(value)


#: The update's long text sent after its JSON, as it is: the middle of the board's patch.
TAIL = "board"


def encode_update(m: dict[str, Any]) -> str:
    """The text of update ``m``: its JSON, then, after a line break, the changed stretch of the
    board as it is (JSON never writes a raw line break). Written into the JSON, those 1 to 10
    KB of HTML were escaped character by character: a sixth of drawing an update."""
    patch = m.get("patch", {}).get(TAIL)
    if patch is None:
        return dumps(m)
    p, q, middle = patch
    return dumps({**m, "patch": {**m["patch"], TAIL: [p, q]}}) + "\n" + middle


def decode_update(text: str) -> dict[str, Any]:
    """The message a page receives as text (what tables.js does): the inverse of
    :func:`encode_update`; any other message is its JSON."""
    head, newline, middle = text.partition("\n")
    m: dict[str, Any] = json.loads(head)
    if newline:
        m["patch"][TAIL].append(middle)
    return m


class StaleUpdate(ValueError):
    """A difference made for another view or another update than the page shows (the
    teacher switched views while it was on its way): the page drops it and asks for its
    whole view again (``{"type": "full"}``)."""


def merge_update(base: dict[str, Any] | None, m: dict[str, Any]) -> dict[str, Any]:
    """The page after update ``m`` (what tables.js does, for Python clients: the tests, the
    benchmark): the inverse of :func:`difference`. A difference that does not apply to
    ``base`` (another view, or made from another update) raises :class:`StaleUpdate`."""
    if not m.get("delta"):
        return m
    if base is None or base.get("viewer") != m.get("viewer") or base.get("rev") != m.get("base"):
        raise StaleUpdate(f"an update of {m.get('viewer')!r} from {m.get('base')!r} does not "
                          f"apply to a page of {(base or {}).get('viewer')!r} at "
                          f"{(base or {}).get('rev')!r}")
    out = {**base, **m}
    out["log"] = base["log"][: m["log_from"]] + m["log"] if "log_from" in m else base["log"]
    for k, (p, q, middle) in m.get("patch", {}).items():
        out[k] = base[k][:p] + middle + base[k][len(base[k]) - q:]
    for k, changed in m.get("rows", {}).items():
        out[k] = [changed.get(str(i), row) for i, row in enumerate(base[k])]
    for k in ("delta", "log_from", "patch", "base", "rows"):
        out.pop(k, None)
    return out


#: Where a socket's scope keeps the server's own ASGI send (guards.Guard puts it there): the
#: send under Starlette's layers, which says whether the socket takes a message at once.
SERVER_SEND = "majority.server_send"


def ready_send(ws: Any) -> Any:
    """The server's own send of page socket ``ws`` when a message given to it now is written
    at once (uvicorn's WebSocket protocol, its transport not paused by a page that does not
    read, the socket open), else None: the caller then sends through ``ws`` with a timeout,
    in a task of its own. A push sends each page its update in turn through the first, and
    gives a task and a timer only to a page that makes it wait: a task and a timer for every
    page, every decision, were a fortieth of the server's CPU at class pace."""
    send = (getattr(ws, "scope", None) or {}).get(SERVER_SEND)
    protocol = getattr(send, "__self__", None)
    writable = getattr(protocol, "writable", None)
    if (writable is None or not writable.is_set() or getattr(protocol, "disconnected", True)
            or getattr(protocol, "close_sent", True)):
        return None  # (a socket the server closed has sent its close; a page gone, disconnected)
    return send


def text_frame(data: bytes) -> bytes:
    """A server's WebSocket frame holding text message ``data`` (UTF-8) whole: FIN and the
    text opcode, the length in 7, 16 or 64 bits, no mask (RFC 6455 5.2: a server never masks)."""
    n = len(data)
    if n < 126:
        head = struct.pack("!BB", 0x81, n)
    elif n < 65536:
        head = struct.pack("!BBH", 0x81, 126, n)
    else:
        head = struct.pack("!BBQ", 0x81, 127, n)
    return head + data


def ready_write(send: Any) -> Callable[[str], None] | None:
    """Given a page socket's own send that takes a message at once (:func:`ready_send`'s), a
    function that writes a text message now as one frame straight to the socket's transport,
    when it is uvicorn's sans-I/O protocol in the state where that send would write those very
    bytes (open, no close received, no extension such as compression); else None (the caller
    uses ``send``). The protocol's own send of a 3 KB update (its
    checks, websockets' frame object and writer, a list of writes joined) was 30 us of the
    server's CPU a page at class pace, six pages a decision; this is a header and a write."""
    protocol = getattr(send, "__self__", None)
    conn = getattr(protocol, "conn", None)
    transport = getattr(protocol, "transport", None)
    if (conn is None or transport is None
            or not getattr(protocol, "handshake_complete", False)
            or getattr(protocol, "initial_response", True) is not None
            or getattr(getattr(conn, "state", None), "name", None) != "OPEN"
            or getattr(conn, "extensions", True)
            or getattr(conn, "expect_continuation_frame", True) or transport.is_closing()):
        return None

    def write(text: str) -> None:
        transport.write(text_frame(text.encode()))

    return write
