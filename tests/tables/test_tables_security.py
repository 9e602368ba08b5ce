"""Security of the table server (issue 14 "What must hold: Security").

A seat's page and actions need that seat's secret token, the teacher's pages the teacher's;
tokens are never in a URL nor stored in clear; a student cannot see or act for another seat,
join a full table or read a table they did not join; and everything the server sends a seat
is what that seat's own view allows: each message equals what the same seat would be sent in
a world it cannot tell apart (other secrets drawn again by the game's worlds.py, as the leak
test of tests/contract.py does), and holds no other seat's private event.
"""

from __future__ import annotations

import html
import importlib
import json
import threading
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from majority_core.rng import make_rng
from majority_tables.games import VIEW_KEYS, look, view_payload

from .client import Student, decode_update, merge, play_by_http, receive
from .conftest import TOKEN, Running


def test_every_page_and_call_needs_its_own_token(server: Running) -> None:
    t = server.teacher
    a_code = t.create("sultane", 7, ["person"] * 7, seed=1)
    b_code = t.create("witch", 4, ["person"] * 4, seed=1)
    a = Student(server.base)
    a.join(a_code)
    nobody = httpx.Client(base_url=server.base)
    stranger = httpx.Client(base_url=server.base, headers={"Authorization": "Bearer " + "x" * 43})
    for client in (nobody, stranger):
        assert client.get(f"/api/tables/{a_code}").status_code == 403
        assert client.post(f"/api/tables/{a_code}/act", json={"action": "nominate:1"}).status_code == 403
        assert client.get(f"/table/{a_code}", follow_redirects=False).status_code == 303
    # a seat's token is not the teacher's, and opens no other table
    seat = httpx.Client(base_url=server.base, headers=a.auth)
    for path in ("/api/tables", f"/api/tables/{a_code}/save", "/teacher",
                 f"/teacher/tables/{a_code}"):
        assert seat.get(path).status_code == 403, path
    for what in ("pause", "resume", "undo", "seats/0"):
        assert seat.post(f"/api/tables/{a_code}/{what}", json={"away": True}).status_code == 403
    assert seat.post("/api/tables", json={"game": "sultane"}).status_code == 403
    assert seat.get(f"/api/tables/{b_code}").status_code == 403
    assert seat.get(f"/api/tables/{a_code}", params={"view": "all"}).json()["viewer"] == a.seat
    # sockets: refused without a token, with another table's token, from another site
    ws_url = server.base.replace("http://", "ws://") + "/ws/tables/"
    for url, headers in ((ws_url + a_code, {}), (ws_url + b_code, a.auth),
                         (ws_url + a_code, {**a.auth, "Origin": "http://evil.example"})):
        with pytest.raises(InvalidStatus), connect(url, additional_headers=headers):
            pass
    # a page of another site cannot post with a student's or the teacher's cookie
    evil = {"Origin": "http://evil.example"}
    assert a.http.post(f"/api/tables/{a_code}/act", json={"action": "x"},
                       headers=evil).status_code == 403
    assert server.teacher.http.post(f"/api/tables/{a_code}/undo", headers=evil).status_code == 403
    same = {"Origin": server.base}
    assert server.teacher.http.post(f"/api/tables/{a_code}/pause", headers=same).status_code == 200
    # a teacher's browser that also took a seat: its own seat unless it asks the teacher's view
    both = httpx.Client(base_url=server.base, cookies=a.http.cookies)
    both.get(server.app.state.login_link())
    assert both.get(f"/api/tables/{a_code}").json()["viewer"] == a.seat
    assert both.get(f"/api/tables/{a_code}", params={"view": "all"}).json()["viewer"] == "all"
    # the teacher's cookie is only what a login link gave
    fake = httpx.Client(base_url=server.base, cookies={"mj_teacher": "guess"})
    assert fake.get("/teacher").status_code == 403
    assert fake.get(f"/api/tables/{a_code}").status_code == 403


def test_a_student_acts_only_for_her_own_seat(server: Running) -> None:
    code = server.teacher.create("sultane", 7, ["person"] * 7, seed=2)
    students = [Student(server.base) for _ in range(7)]
    for st in students:
        st.join(code)
    vizir = next(st for st in students if st.state()["deciding"])
    other = next(st for st in students if st is not vizir)
    action = vizir.state()["actions"][0]["action"]
    before = server.teacher.save(code)
    # naming another seat in the request changes nothing: the token says who acts
    r = other.http.post(f"/api/tables/{code}/act", json={"action": action, "seat": vizir.seat})
    assert r.status_code == 422 and f"not seat {other.seat}'s decision" in r.json()["error"]
    assert server.teacher.save(code) == before
    # another seat's view is not reachable: every request answers with the asker's own seat
    for st in students:
        assert st.http.get(f"/api/tables/{code}", params={"seat": vizir.seat}).json()["seat"] == st.seat


def test_tokens_are_never_in_a_url_and_stored_only_hashed(server: Running) -> None:
    code = server.teacher.create("majority2", 2, ["person", "person"], seed=3)
    a = Student(server.base)
    r = a.join(code)
    token = r.json()["token"]
    assert len(token) >= 43 and token not in r.json()["url"]
    assert "mj_seat_" in r.headers["set-cookie"] and "HttpOnly" in r.headers["set-cookie"]
    page = a.http.get(f"/table/{code}")
    assert token not in page.text and TOKEN not in page.text
    teacher_page = server.teacher.http.get(f"/teacher/tables/{code}")
    assert TOKEN not in teacher_page.text and token not in teacher_page.text
    listing = server.teacher.http.get("/api/tables").text
    assert token not in listing
    raw = b"".join(p.read_bytes() for p in server.db.parent.glob("tables.sqlite3*"))
    assert token.encode() not in raw  # the database holds its hash only


def _private_texts(state: Any, seat: int) -> set[str]:
    """Sentences of events this seat did not see (and never saw written the same way)."""
    seen = {e.text for e in state.events_for(seat)}
    return {e.text for e in state.events if not e.visible(seat) and e.text not in seen}


@pytest.mark.parametrize(("game", "n", "people", "seed", "until"), [
    ("sultane", 7, [0, 1, 2], 7, 45),  # past the first tales read and powers
    ("witch", 4, [0, 1], 3, None),  # to its end
    ("the_majority", 4, [0, 3], 2, 26),  # the first round's draft and exchange
    ("grard", 5, [0, 1, 2], 3, 24),  # simultaneous votes, hidden until the reveal
    ("majority2", 2, [0, 1], 5, 30),  # passed hands and reserves (shown in card order)
])
def test_everything_a_seat_receives_is_what_its_view_allows(
    server: Running, game: str, n: int, people: list[int], seed: int, until: int | None
) -> None:
    lk = look(game)
    bot = next(iter(lk.bots))
    seats = ["person" if p in people else bot for p in range(n)]
    code = server.teacher.create(game, n, seats, seed=seed)
    students = [Student(server.base) for _ in people]
    for st, p in zip(students, people, strict=True):
        st.join(code, seat=p)
    received: dict[int | str, list[str]] = {p: [] for p in people}
    received["public"] = []
    ready = threading.Barrier(len(people) + 2)

    def listen(key: int | str, sock_headers: dict[str, str], query: str = "") -> None:
        url = server.base.replace("http://", "ws://") + f"/ws/tables/{code}{query}"
        with connect(url, additional_headers=sock_headers, open_timeout=60) as ws:
            received[key].append(ws.recv(timeout=60))
            page = decode_update(received[key][-1])
            ready.wait(timeout=60)
            while not finished(page):
                received[key].append(ws.recv(timeout=60))
                page = merge(page, decode_update(received[key][-1]))

    def finished(u: dict[str, Any]) -> bool:
        return u["status"] == "over" or (until is not None and u["decisions"] >= until)

    threads = [threading.Thread(target=listen, args=(st.seat, st.auth)) for st in students]
    threads.append(threading.Thread(target=listen, args=(
        "public", {"Authorization": f"Bearer {TOKEN}"}, "?view=public")))
    for th in threads:
        th.start()
    ready.wait(timeout=60)
    play_by_http(sorted(students, key=lambda s: s.seat), seed, until=until)
    for th in threads:
        th.join(timeout=120)
        assert not th.is_alive()

    final = lk.load_state(server.teacher.save(code))
    prefixes: dict[int, Any] = {}

    def prefix(k: int) -> Any:
        if k not in prefixes:
            prefixes[k] = final.replay_prefix(k)
        return prefixes[k]

    sampler = importlib.import_module(
        type(final).__module__.rpartition(".")[0] + ".worlds").sample_world
    checked = 0
    for key, messages in received.items():
        updates, page = [], None  # each update as the page holds it after merging it
        for m in messages:
            page = merge(page, decode_update(m))
            updates.append(page)
        assert updates and all(u["type"] == "update" for u in updates)
        assert finished(updates[-1])
        for i, (raw, u) in enumerate(zip(messages, updates, strict=True)):
            state = prefix(u["decisions"])
            paused = u["status"] == "paused"
            mine = {k: u[k] for k in VIEW_KEYS}
            # what was sent is exactly the view payload of this seat at that point
            assert mine == view_payload(game, state, key, paused=paused), (key, i)
            if state.is_terminal():
                continue
            # no other seat's private sentence, in any form (the projector: nobody's)
            for text in (_private_texts(state, key) if key != "public"
                         else set().union(*(_private_texts(state, p) for p in range(n)))):
                assert text not in raw and html.escape(text) not in raw, (key, text)
            if i % 5 == 0:  # ... and the same in a world this seat cannot tell apart
                # the projector: in worlds drawn for every seat (each keeps its own secrets)
                for viewer_seat in ([key] if isinstance(key, int) else range(n)):
                    rng = make_rng(seed, "leak", u["decisions"], viewer_seat)
                    world = sampler(state, viewer_seat, rng)
                    assert view_payload(game, world, key, paused=paused) == mine, (key, i)
                checked += 1
    assert checked >= 8


def test_sultane_roles_never_reach_another_seat_while_the_game_runs(server: Running) -> None:
    """Sultane 3c-3d: a seat learns its own role; only some seats learn others'. In every byte
    a seat is sent (its JSON state and its page), another seat's row shows a role only when
    this seat knows it, and the special roles are named only in the beliefs' column header
    unless this seat knows who holds them."""
    code = server.teacher.create("sultane", 7, ["person"] * 7, seed=21)
    students = [Student(server.base) for _ in range(7)]
    for st in students:
        st.join(code)
    play_by_http(sorted(students, key=lambda s: s.seat), 21, until=9)
    state = look("sultane").load_state(server.teacher.save(code))
    assert not state.is_terminal()
    roles = state.view(None)["roles"]
    names = {"dinarzade": "Dinarzade", "schahzenan": "Schahzenan"}
    hidden_somewhere = 0
    for st in students:
        raw = st.http.get(f"/api/tables/{code}").text + st.http.get(f"/table/{code}").text
        raw = raw.replace("P(Dinarzade)", "")
        known = state.view(st.seat)["known_roles"]
        for other, role in enumerate(roles):
            if other == st.seat or known[other] is not None:
                continue
            hidden_somewhere += 1
            assert f"<td>seat {other}</td><td>{role}</td>" not in raw, (st.seat, other)
            if role in names and roles[st.seat] != role:
                assert names[role] not in raw and role not in raw, (st.seat, role)
    assert hidden_somewhere >= 20


def test_a_freed_seat_stops_reaching_its_old_page_at_once(server: Running) -> None:
    """The teacher frees a seat (a student changed device): the old page's socket is closed
    before the seat's next view is sent, and it cannot act any more."""
    code = server.teacher.create("sultane", 7, ["person"] * 7, seed=5)
    students = [Student(server.base) for _ in range(7)]
    for st in students:
        st.join(code)
    old = next(st for st in students if st.state()["deciding"])
    with old.socket() as ws:
        assert receive(ws)["seat"] == old.seat
        assert server.teacher.post(code, f"seats/{old.seat}", {"free": True}).status_code == 200
        with pytest.raises(ConnectionClosed) as closed:
            m = receive(ws)
            raise AssertionError(f"the freed seat's old page still got: {m}")
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4403
    new = Student(server.base)
    assert new.join(code, seat=old.seat).status_code == 200
    with pytest.raises(InvalidStatus), old.socket():  # the old token opens nothing now
        pass
    assert old.act(new.state()["actions"][0]["action"]).status_code == 403


def test_large_bodies_and_messages_are_refused_before_they_are_read(server: Running) -> None:
    """A seated student (anyone with the class code) cannot make the server hold megabytes:
    a body over 64 KB is refused with 413 and a plain reason, whether it declares its length
    or streams in chunks without one; a WebSocket message over 64 KB closes that socket
    (1009, "message too big"); the table is as it was and normal calls still work."""
    code = server.teacher.create("the_majority", 4, ["person"] * 4, seed=3)
    a = Student(server.base)
    a.join(code)
    before = a.state()["decisions"]
    big = b'{"action": "' + b"a" * 100_000 + b'"}'
    r = a.http.post(f"/api/tables/{code}/act", content=big,
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 413 and "too large" in r.json()["error"], r.text

    def chunks() -> Any:
        yield b'{"action": "'
        for _ in range(64):  # 1 MB without a Content-Length (chunked transfer)
            yield b"a" * 16_384
        yield b'"}'

    r = a.http.post(f"/api/tables/{code}/act", content=chunks(),
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 413 and "64 KB" in r.json()["error"], r.text
    r = server.teacher.http.post("/api/tables", content=big)
    assert r.status_code == 413, r.text
    with a.socket() as ws:
        receive(ws)
        ws.send(json.dumps({"type": "act", "action": "a" * 100_000}))
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                ws.recv(timeout=60)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    assert a.state()["decisions"] == before
    small = a.act(a.state()["actions"][0]["action"])
    assert small.status_code == 200, small.text


def test_a_killed_servers_port_can_be_listened_on_again_at_once() -> None:
    """Restarting on the same port right after a crash (pages reconnect by themselves) must
    not fail with "address already in use" while old connections sit in TIME-WAIT."""
    import socket

    from majority_tables.testing import listening_socket

    first = listening_socket()
    port = first.getsockname()[1]
    assert first.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR)
    client = socket.create_connection(("127.0.0.1", port), timeout=10)
    conn, _ = first.accept()
    conn.close()  # the server side closes first: its end of the connection enters TIME-WAIT
    client.close()
    first.close()
    again = listening_socket(port)
    assert again.getsockname()[1] == port
    again.close()


def test_one_seat_cannot_hold_hundreds_of_sockets(server: Running) -> None:
    """Every push goes to every open socket: one seat keeps at most four (a phone, a laptop, a
    reload); opening more closes its oldest with 4408 ("opened elsewhere"), and the newest
    still get every update."""
    from contextlib import ExitStack

    code = server.teacher.create("the_majority", 4, ["person"] * 4, seed=10)
    a, b = Student(server.base), Student(server.base)
    a.join(code, 0)
    b.join(code, 1)
    with ExitStack() as stack:
        sockets = []
        for _ in range(6):
            ws = stack.enter_context(a.socket())
            receive(ws)
            sockets.append(ws)
        for old in sockets[:2]:
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    old.recv(timeout=60)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 4408
        assert len(server.app.state.hub.subs[code]) == 4
        r = b.act(b.state()["actions"][0]["action"])
        assert r.status_code == 200, r.text
        for ws in sockets[2:]:
            assert receive(ws)["decisions"] == 1


def test_binary_frames_and_deeply_nested_json_are_refused_cleanly(server: Running) -> None:
    """A binary WebSocket frame and JSON nested 30,000 deep (it fits in one 64 KB message; the
    parser gives up with RecursionError) are refused with a plain message: the socket stays
    open and usable, an HTTP call answers 422 (not 500), and the table is as it was."""
    code = server.teacher.create("the_majority", 4, ["person"] * 4, seed=3)
    a = Student(server.base)
    a.join(code)
    before = a.state()["decisions"]
    deep = "[" * 30_000 + "]" * 30_000
    r = a.http.post(f"/api/tables/{code}/act", content=deep,
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 422 and "one of your buttons" in r.json()["error"], r.text
    r = server.teacher.http.post("/api/tables", content='{"game": ' + deep + "}")
    assert r.status_code == 422, r.text
    with a.socket() as ws:
        receive(ws)
        ws.send(b"\x00\x01binary")
        m = receive(ws)
        assert m["type"] == "refused" and "text messages only" in m["message"]
        ws.send(deep)
        m = receive(ws)
        assert m["type"] == "refused" and m["message"] == "this page cannot do that"
        ws.send(json.dumps({"type": "ping"}))
        assert receive(ws) == {"type": "pong"}  # the same socket goes on
    assert a.state()["decisions"] == before
    assert a.act(a.state()["actions"][0]["action"]).status_code == 200


def test_another_host_name_is_refused_and_every_answer_limits_the_page(
        server: Running, tmp_path: Any) -> None:
    """A request naming another host (a site whose name was pointed at the school laptop: DNS
    rebinding) is refused, for pages, the API and sockets alike; every answer carries a
    Content-Security-Policy (own script and styles only, no framing), X-Frame-Options and
    Referrer-Policy; the server says at start-up where it listens and that only the school's
    network should reach it."""
    code = server.teacher.create("grard", 5, ["person"] * 5, seed=2)
    evil = {"Host": "evil.example"}
    r = httpx.get(server.base + "/join", headers=evil)
    assert r.status_code == 421 and "evil.example" in r.json()["error"]
    r = server.teacher.http.get("/api/tables", headers={**evil})
    assert r.status_code == 421
    url = server.base.replace("http://", "ws://") + f"/ws/tables/{code}"
    with pytest.raises((InvalidStatus, ConnectionClosed)), connect(
            url, additional_headers={**evil, "Authorization": f"Bearer {TOKEN}"},
            open_timeout=30) as ws:
        ws.recv(timeout=30)
    for path in ("/join", f"/join/{code}", "/api/games", "/static/tables.js"):
        r = httpx.get(server.base + path)
        assert r.status_code == 200, path
        csp = r.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp, path
        assert r.headers["x-frame-options"] == "DENY"
        assert r.headers["referrer-policy"] == "no-referrer"
    assert httpx.get(server.base + "/join", headers={"Host": "localhost"}).status_code == 200
    from majority_tables.testing import start_process

    proc, _base = start_process(tmp_path / "t.sqlite3", log=tmp_path / "log.txt")
    proc.terminate()
    proc.wait(timeout=60)
    printed = (tmp_path / "log.txt").read_text()
    assert "Listening on 127.0.0.1:" in printed and "only the school's network" in printed
