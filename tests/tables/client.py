"""Clients of the table server for the tests: a teacher and students over HTTP and WebSocket.

Each student is its own httpx client holding only its own seat's token (as each browser holds
only its own cookie). Choices of the "people" come from :func:`choose`, a function of the seed,
the decision number and the seat, so that an uninterrupted in-process run makes the same ones.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect

from majority_core.game import GameState
from majority_core.rng import make_rng
from majority_tables.games import look
from majority_tables.updates import decode_update
from majority_tables.updates import merge_update as merge
from majority_widgets.kit.play import GamePlay

TIMEOUT = 60.0  # generous: a loaded 2-core machine


def choose(seed: int, decisions: int, seat: int, actions: list[str]) -> str:
    """A person's choice: reproducible from the game's seed, the decision number and the seat."""
    return actions[make_rng(seed, "student", decisions, seat).randrange(len(actions))]


class Teacher:
    def __init__(self, base: str, token: str) -> None:
        self.base = base
        self.http = httpx.Client(base_url=base, timeout=TIMEOUT,
                                 headers={"Authorization": f"Bearer {token}"})

    def create(self, game: str, n: int, seats: list[Any], seed: int, **extra: Any) -> str:
        r = self.http.post("/api/tables", json={"game": game, "n_players": n, "seats": seats,
                                                "seed": seed, **extra})
        assert r.status_code == 201, r.text
        return r.json()["code"]

    def post(self, code: str, what: str, data: dict[str, Any] | None = None) -> httpx.Response:
        return self.http.post(f"/api/tables/{code}/{what}", json=data or {})

    def state(self, code: str, view: str = "public") -> dict[str, Any]:
        r = self.http.get(f"/api/tables/{code}", params={"view": view})
        assert r.status_code == 200, r.text
        return r.json()

    def save(self, code: str) -> str:
        r = self.http.get(f"/api/tables/{code}/save")
        assert r.status_code == 200, r.text
        return r.text


class Student:
    """One browser: an httpx client with its own cookie jar (the seat cookie)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.http = httpx.Client(base_url=base, timeout=TIMEOUT)
        self.token: str | None = None
        self.seat: int | None = None
        self.code: str | None = None

    def join(self, code: str, seat: int | None = None, name: str = "") -> httpx.Response:
        r = self.http.post(f"/api/join/{code}", json={"seat": seat, "name": name})
        if r.status_code == 200 and "token" in r.json():
            self.token, self.seat, self.code = r.json()["token"], r.json()["seat"], code
        return r

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def state(self) -> dict[str, Any]:
        r = self.http.get(f"/api/tables/{self.code}")
        assert r.status_code == 200, r.text
        return r.json()

    def act(self, action: str) -> httpx.Response:
        return self.http.post(f"/api/tables/{self.code}/act", json={"action": action})

    @contextmanager
    def socket(self) -> Iterator[ClientConnection]:
        url = self.base.replace("http://", "ws://") + f"/ws/tables/{self.code}"
        with connect(url, additional_headers=self.auth, open_timeout=TIMEOUT) as ws:
            yield ws


#: What each socket's page shows now (the server sends a page only what changed).
_shown: weakref.WeakKeyDictionary[ClientConnection, dict[str, Any]] = weakref.WeakKeyDictionary()


def receive(ws: ClientConnection, timeout: float = TIMEOUT) -> dict[str, Any]:
    """The next message of a socket; an update comes back whole (merged into what the page
    showed)."""
    m = decode_update(ws.recv(timeout=timeout))
    if m.get("type") == "update":
        m = _shown[ws] = merge(_shown.get(ws), m)
    return m


def receive_until(ws: ClientConnection, done: Any, timeout: float = TIMEOUT) -> dict[str, Any]:
    """Messages until ``done(message)`` holds (raise after ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while True:
        m = receive(ws, max(0.1, deadline - time.monotonic()))
        if done(m):
            return m


def play_by_http(students: list[Student], seed: int, until: int | None = None) -> int:
    """Each seated student plays its own seat (chosen by :func:`choose`), the lowest seat that
    must decide first, until the game ends or ``until`` decisions have been made; returns the
    number of decisions made by people. Who decides is read from the seats list of the first
    student's page (public: "to decide"); the student then reads her own buttons."""
    made = 0
    by_seat = {st.seat: st for st in students}
    while True:
        p = students[0].state()
        if p["status"] == "over" or (until is not None and p["decisions"] >= until):
            return made
        deciding = [s["seat"] for s in p["seats"] if s["deciding"] and s["seat"] in by_seat]
        for seat in deciding:
            st = by_seat[seat]
            mine = p if seat == students[0].seat else st.state()
            if mine["deciding"]:
                action = choose(seed, mine["decisions"], seat, [a["action"] for a in mine["actions"]])
                r = st.act(action)
                assert r.status_code == 200, r.text
                made += 1
                break
        else:
            raise AssertionError("no seated student could decide: the table is stuck")


def uninterrupted(game: str, n: int, seed: int, people: list[int], bots: list[str],
                  own: bool = False, **options: Any) -> GameState:
    """The same game played in this process by the board kit alone, the people choosing by
    :func:`choose` (the lowest seat first), keyed by the decision number, or with ``own`` by
    the seat's own count of decisions: what a table must reproduce exactly."""
    g = GamePlay(look(game), n, seed=seed, humans=people, bots=bots, viewer=None, follow=False,
                 auto=False, **options)
    g.run()
    s = g.state
    while not s.is_terminal():
        for p in s.current_players():
            if p in people:
                k = sum(q == p for q, _ in s.history) if own else len(s.history)
                s.apply(p, choose(seed, k, p, [str(a) for a in s.legal_actions(p)]))
                break
        g.run()
        s = g.state
    return s
