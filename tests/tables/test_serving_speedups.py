"""The table server's compiled speed-ups (issue 19 item 12): uvloop (the event loop),
httptools (the HTTP parser) and orjson (the updates' JSON writer) when installed, chosen
explicitly, with the same guards as h11's protocol; without them asyncio's loop, h11 and json,
and the start-up says so."""

from __future__ import annotations

import importlib.util
import socket
import threading
import time
from pathlib import Path

import pytest

from majority_tables import serving
from majority_tables.app import create_app
from majority_tables.network import local_names
from majority_tables.serving import GuardedH11, Server, speedups, uvicorn_config
from majority_tables.testing import listening_socket, start_process, wait_until_up

from .test_tables_slowloris import closed_by_server

INSTALLED = {name: importlib.util.find_spec(name) is not None
             for name in ("uvloop", "httptools", "orjson")}


def test_without_the_speedups_the_server_falls_back_and_says_which_are_missing(monkeypatch):
    monkeypatch.setattr(serving, "_importable", lambda name: False)
    monkeypatch.setattr(serving, "_guarded_httptools", lambda: None)
    config = uvicorn_config(object(), header_timeout=3.0, per_address=7)
    assert config.loop == "asyncio"
    assert issubclass(config.http, GuardedH11)
    assert (config.http.header_timeout, config.http.per_address) == (3.0, 7)
    assert speedups() == ["uvloop", "httptools", "orjson"]


def test_the_speedups_are_used_when_installed() -> None:
    config = uvicorn_config(object(), header_timeout=3.0, per_address=7)
    assert config.loop == ("uvloop" if INSTALLED["uvloop"] else "asyncio")
    assert config.http.__name__ == ("GuardedHttpTools" if INSTALLED["httptools"] else "GuardedH11")
    assert issubclass(config.http, serving._Guarded)  # the guards either way
    assert (config.http.header_timeout, config.http.per_address) == (3.0, 7)
    assert speedups() == [n for n in ("uvloop", "httptools", "orjson") if not INSTALLED[n]]
    # asked for explicitly, h11 and asyncio's loop whatever is installed
    plain = uvicorn_config(object(), http="h11", loop="asyncio")
    assert plain.loop == "asyncio" and plain.http.__name__ == "GuardedH11"


def test_the_websocket_protocol_is_chosen_explicitly(monkeypatch) -> None:
    """uvicorn's sans-I/O WebSocket protocol, the cheapest per message (serving.WS), not
    uvicorn's "auto" (the legacy protocol whenever websockets is installed); the legacy one
    when this uvicorn lacks it; another one when asked (to measure it)."""
    assert uvicorn_config(object()).ws == serving.WS == "websockets-sansio"
    assert uvicorn_config(object(), ws="wsproto").ws == "wsproto"
    monkeypatch.setattr(serving, "_has_sansio", lambda: False)
    assert uvicorn_config(object()).ws == "websockets"


@pytest.mark.parametrize("http", ["auto", "h11"])
def test_both_protocols_close_late_headers_and_cap_an_address(tmp_path: Path, http: str) -> None:
    """The guards of :class:`serving._Guarded` over h11 and over httptools (when installed):
    a request whose headers are late is closed; beyond its share an address is refused."""
    app = create_app(tmp_path / "t.sqlite3", teacher_token="T", hosts=local_names("127.0.0.1"))
    server = Server(uvicorn_config(app, lifespan="off", header_timeout=1.0, per_address=3,
                                   http=http))
    sock = listening_socket(0)
    port = sock.getsockname()[1]
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    held: list[socket.socket] = []
    try:
        wait_until_up(f"http://127.0.0.1:{port}")
        for _ in range(6):
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(b"GET /join HTTP/1.1\r\nHost: 127.0.0.1\r\nX-a: ")
            held.append(s)
        time.sleep(0.3)
        closed = [closed_by_server(s) for s in held]
        assert closed == [False] * 3 + [True] * 3  # an address holds 3; the 4th on are refused
        time.sleep(1.5)  # the header timeout (1 s) has passed: every half-sent one is closed
        assert all(closed_by_server(s) for s in held)
        with socket.create_connection(("127.0.0.1", port), timeout=5) as s:  # a whole request
            s.sendall(b"GET /join HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            assert s.recv(64).startswith(b"HTTP/1.1 200")
    finally:
        for s in held:
            s.close()
        server.should_exit = True
        thread.join(timeout=10)


def test_the_start_up_names_the_missing_speedups(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    proc, _base = start_process(tmp_path / "t.sqlite3", log=log)
    try:
        time.sleep(0.2)
    finally:
        proc.kill()
        proc.wait()
    text = log.read_text()
    missing = speedups()
    assert ("Note:" in text) == bool(missing)
    assert all(name in text for name in missing)
