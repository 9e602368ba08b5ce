"""A push writes each page's update at once, in turn, and waits only for a page that does not
read (issue 19 item 12: a task and a timer per page and decision were a fortieth of the
server's CPU at class pace; a phone that stops reading must still not hold the others up)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from majority_tables import app
from majority_tables.app import Hub
from majority_tables.store import Store
from majority_tables.tables import Tables
from majority_tables.updates import SERVER_SEND, decode_update, ready_send

from .client import receive
from .conftest import Running, in_own_loop
from .test_tables_api import seat_all


class Protocol:
    """uvicorn's WebSocket protocol as a push sees it: ``writable`` is cleared while the
    page's transport holds more than it should (the page does not read)."""

    def __init__(self) -> None:
        self.writable = asyncio.Event()
        self.writable.set()
        self.disconnected = False
        self.close_sent = False
        self.sent: list[tuple[str, asyncio.Task[Any] | None]] = []

    async def send(self, message: dict[str, Any]) -> None:
        await self.writable.wait()
        if message["type"] == "websocket.close":
            self.close_sent = True
            return
        self.sent.append((message["text"], asyncio.current_task()))


class Socket:
    """A page's socket as Starlette gives it: its scope holds the server's own send."""

    def __init__(self, protocol: Protocol) -> None:
        self.protocol = protocol
        self.scope = {"type": "websocket", SERVER_SEND: protocol.send}

    async def send_text(self, text: str) -> None:
        await self.protocol.send({"type": "websocket.send", "text": text})

    async def close(self, code: int = 1000) -> None:
        self.protocol.close_sent = True


def test_pages_that_read_are_written_at_once_and_one_that_does_not_is_dropped(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "SEND_WAIT", 0.2)
    table = Tables(Store(":memory:")).create("the_majority", 4, seats=["person"] * 4, seed=5)
    hub = Hub()

    async def scenario() -> None:
        sockets = {v: Socket(Protocol()) for v in (0, 1, 2, "public")}
        for viewer, ws in sockets.items():
            token = table.join(viewer, f"pupil {viewer}", browser=str(viewer))[1] \
                if isinstance(viewer, int) else None
            hub.add(table.code, ws, viewer, token)  # type: ignore[arg-type]
            await hub.send_full(ws, table.payload(viewer))  # type: ignore[arg-type]
            ws.protocol.sent.clear()
        sockets[2].protocol.writable.clear()  # page 2 stopped reading: its transport is full
        assert ready_send(sockets[0]) is not None and ready_send(sockets[2]) is None
        seat = table.state.current_players()[0]
        table.act(seat, str(table.state.legal_actions(seat)[0]))
        pushing = asyncio.create_task(hub.push(table))
        await asyncio.sleep(0.05)  # the push now waits for page 2 only
        for viewer in (0, 1, "public"):
            (text, task), = sockets[viewer].protocol.sent
            assert task is pushing  # written by the push itself: no task, no timer
            assert decode_update(text)["rev"] == table.rev
        assert not sockets[2].protocol.sent and not pushing.done()
        await pushing
        assert not sockets[2].protocol.sent  # never read: dropped, and closed
        assert sockets[2] not in hub.subs[table.code] and sockets[2].protocol.close_sent
        # the next decision goes to the pages that read, at once, as before
        seat = table.state.current_players()[0]
        table.act(seat, str(table.state.legal_actions(seat)[0]))
        await hub.push(table)
        assert all(len(sockets[v].protocol.sent) == 2 for v in (0, 1, "public"))

    in_own_loop(scenario())


def test_a_socket_without_the_servers_send_or_closed_takes_the_careful_way() -> None:
    class Bare:  # another server's socket: no send of its own in the scope
        scope: dict[str, Any] = {"type": "websocket"}

    closed = Protocol()
    closed.close_sent = True
    gone = Protocol()
    gone.disconnected = True
    assert ready_send(Bare()) is None
    assert ready_send(Socket(closed)) is None and ready_send(Socket(gone)) is None


def test_the_servers_own_socket_protocol_offers_the_quick_way() -> None:
    """uvicorn's protocol, as the server runs it (serving.WS), still has what ready_send reads:
    an upgrade that renames it would only slow the pushes, so it is noticed here."""
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

    from majority_tables import serving

    assert serving.WS == "websockets-sansio"
    source = WebSocketsSansIOProtocol.__init__.__code__.co_names
    assert {"writable", "disconnected", "close_sent"} <= set(source)


def test_a_served_pages_updates_are_written_straight_to_its_socket(
        server: Running, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the server as it runs (uvicorn's sans-I/O protocol, serving.WS), a push writes
    each page's update as one frame straight to the page's transport (updates.ready_write: an
    upgrade of uvicorn or websockets that renames what it reads would only slow the pushes,
    so it is noticed here), and the page merges them into what the server draws."""
    took: list[bool] = []
    real = app.ready_write

    def counted(send: Any) -> Any:
        write = real(send)
        took.append(write is not None)
        return write

    monkeypatch.setattr(app, "ready_write", counted)
    code = server.teacher.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"],
                                 seed=8)
    (st,) = seat_all(server, code, 1)
    with st.socket() as ws:
        page = receive(ws)
        for _ in range(6):
            if page["status"] == "over":
                break
            if page["deciding"]:
                assert st.act(page["actions"][0]["action"]).status_code == 200
            page = receive(ws)
        final = st.state()
    assert len(took) >= 6 and all(took)
    assert {k: v for k, v in page.items() if k != "rev"} == \
        {k: v for k, v in final.items() if k != "rev"}
