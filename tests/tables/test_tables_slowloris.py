"""One student's script holding many half-sent requests (slowloris, issue 19 item 9), on
127.0.0.1 only, with a bounded count and time: the class keeps playing, the script's address
gets no more than its share of connections, and every half-sent request is closed once its
headers are late."""

from __future__ import annotations

import contextlib
import socket
import time
from pathlib import Path

import pytest

from majority_tables.testing import start_process

from .client import Student, Teacher
from .conftest import TOKEN

#: The script's connections (bounded), from another loopback address than the class's.
SCRIPT = 300
SCRIPT_ADDRESS = "127.0.0.2"
HEADER_TIMEOUT = 3.0
PER_ADDRESS = 40


def half_sent(port: int) -> socket.socket | None:
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(5)
    try:
        s.bind((SCRIPT_ADDRESS, 0))
        s.connect(("127.0.0.1", port))
        s.sendall(b"GET /join HTTP/1.1\r\nHost: 127.0.0.1\r\nX-a: ")
    except OSError:
        s.close()
        return None
    return s


def closed_by_server(s: socket.socket) -> bool:
    s.setblocking(False)
    try:
        return s.recv(1024) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True  # reset: closed too


def test_a_script_of_half_sent_requests_does_not_stop_the_class(tmp_path: Path) -> None:
    try:  # the whole 127.0.0.0/8 is loopback on Linux; elsewhere it may not be
        probe = socket.socket()
        probe.bind((SCRIPT_ADDRESS, 0))
        probe.close()
    except OSError:
        pytest.skip(f"{SCRIPT_ADDRESS} is not a loopback address here")
    proc, base = start_process(tmp_path / "t.sqlite3", teacher_token=TOKEN,
                               log=tmp_path / "server.log",
                               args=("--header-timeout", str(HEADER_TIMEOUT),
                                     "--per-address", str(PER_ADDRESS)))
    port = int(base.rsplit(":", 1)[1])
    script: list[socket.socket] = []
    try:
        teacher = Teacher(base, TOKEN)
        code = teacher.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"], seed=12)
        st = Student(base)
        assert st.join(code, seat=0).status_code == 200
        started = time.monotonic()
        for _ in range(SCRIPT):
            s = half_sent(port)
            if s is not None:
                script.append(s)
        time.sleep(0.5)  # beyond its share, the script's connections are closed at once
        refused = sum(closed_by_server(s) for s in script)
        assert refused >= len(script) - PER_ADDRESS, (refused, len(script))
        # the class plays while the script holds (or tries to hold) its connections
        moves, slowest = 0, 0.0
        while time.monotonic() - started < HEADER_TIMEOUT + 2 and st.state()["status"] != "over":
            t0 = time.monotonic()
            assert st.act(st.state()["actions"][0]["action"]).status_code == 200
            slowest = max(slowest, time.monotonic() - t0)
            moves += 1
            for s in script[:50]:  # the script dribbles a byte now and then
                with contextlib.suppress(OSError):
                    s.send(b"a")
        assert moves >= 3 and slowest < 2.0, (moves, slowest)
        time.sleep(max(0.0, started + HEADER_TIMEOUT + 1.5 - time.monotonic()))
        still_open = [s for s in script if not closed_by_server(s)]
        assert not still_open, f"{len(still_open)} of {len(script)} half-sent requests still open"
        assert st.state()["decisions"] >= moves  # still served
    finally:
        for s in script:
            s.close()
        proc.kill()
        proc.wait(timeout=30)
