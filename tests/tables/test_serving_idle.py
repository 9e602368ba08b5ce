"""The table server's own wake-ups while a class thinks (issue 19 item 12): uvicorn's main loop
woke ten times a second, a tenth of a class-pace decision's CPU; ours wakes once a second and
still stops at once when told to. And the transaction's copy of the seats, made at every
decision to go back to on a failure, shares nothing mutable with them."""

from __future__ import annotations

import threading
import time

from majority_core.i18n import language, likelihood
from majority_tables.app import create_app
from majority_tables.network import local_names
from majority_tables.serving import TICK, Server, uvicorn_config
from majority_tables.tables import _seats_copy
from majority_tables.testing import listening_socket, wait_until_up


def test_idle_server_wakes_once_a_second_and_stops_at_once(tmp_path):
    app = create_app(tmp_path / "t.sqlite3", teacher_token="T", hosts=local_names("127.0.0.1"))
    server = Server(uvicorn_config(app, lifespan="off"))
    ticks: list[float] = []
    on_tick = server.on_tick

    async def counted(counter: int) -> bool:
        ticks.append(time.monotonic())
        return await on_tick(counter)

    server.on_tick = counted  # type: ignore[method-assign]
    sock = listening_socket(0)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        wait_until_up(f"http://127.0.0.1:{sock.getsockname()[1]}")
        ticks.clear()
        time.sleep(3.2)
        # uvicorn's own loop: 32 wake-ups in 3.2 s; ours: 3 or 4 (a second apart)
        assert TICK == 1.0 and 2 <= len(ticks) <= 4
        assert all(b - a >= 0.9 for a, b in zip(ticks, ticks[1:], strict=False))
        # the Date header is refreshed at every wake-up (uvicorn did so every tenth of its own)
        before = server.server_state.default_headers
        time.sleep(1.2)
        assert server.server_state.default_headers is not before
        asked = time.monotonic()
        server.should_exit = True  # from another thread, as the tests' servers are stopped
        thread.join(timeout=10)
        assert not thread.is_alive() and time.monotonic() - asked < 0.9
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
        app.state.store.close()


def test_seats_copy_shares_nothing_mutable():
    seats = [{"kind": "person", "bot": "bayes", "away": False, "token": "h", "name": "Ana",
              "browser": "b", "extra": {"a": [1]}}]
    copy = _seats_copy(seats)
    assert copy == seats
    copy[0]["name"] = "Bo"
    copy[0]["extra"]["a"].append(2)
    assert seats[0]["name"] == "Ana" and seats[0]["extra"] == {"a": [1]}


def test_likelihood_remembered_per_language():
    """The remembered words of a probability follow the language asked for."""
    assert likelihood(0.5) == "50%" and likelihood(0.997) == ">\u00a099%"
    with language("fr"):
        assert likelihood(0.5) == "50\u00a0%" and likelihood(0.997) == ">\u00a099\u00a0%"
    assert likelihood(0.5) == "50%"
