"""The table server's API (issue 14 "Classroom tables"): create, join, play, refuse, pause,
undo, hand a seat to a bot and back, export; many clients at once; every game seats a class."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import httpx
import pytest

from majority_tables.games import LOOKS, log_lines, look
from majority_tables.testing import start_process

from .client import (
    Student,
    choose,
    decode_update,
    merge,
    play_by_http,
    receive,
    receive_until,
    uninterrupted,
)
from .conftest import TOKEN, Running


def seat_all(server: Running, code: str, n: int) -> list[Student]:
    students = [Student(server.base) for _ in range(n)]
    for st in students:
        assert st.join(code).status_code == 200
    return sorted(students, key=lambda s: s.seat)


def test_teacher_link_sets_an_httponly_cookie_and_hides_the_token(server: Running) -> None:
    http = httpx.Client(base_url=server.base)
    r = http.get(server.app.state.login_link(), follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/teacher"
    cookie = r.headers["set-cookie"]
    assert "mj_teacher=" in cookie and "HttpOnly" in cookie and "samesite=lax" in cookie.lower()
    assert TOKEN not in cookie  # a secret of this start of the server, not the API token
    page = http.get("/teacher")  # the cookie alone opens the page; the URL has no token
    assert page.status_code == 200 and 'id="create-form"' in page.text.replace("'", '"')
    assert TOKEN not in page.text
    # ?token= in an address (history, projector, a photo of the board) opens nothing
    assert httpx.get(server.base + f"/teacher?token={TOKEN}").status_code == 403
    assert httpx.get(server.base + "/teacher").status_code == 403


def test_the_printed_teacher_link_works_once(server: Running, tmp_path: Path) -> None:
    """The printed link lands in the browser's history (the projected laptop suggests it when
    the address is typed): it is a one-time login, so what history keeps opens nothing."""
    link = server.app.state.login_link()
    assert TOKEN not in link
    http = httpx.Client(base_url=server.base)
    r = http.get(link, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/teacher"
    assert "HttpOnly" in r.headers["set-cookie"]
    assert http.get("/teacher").status_code == 200  # this browser is the teacher's now
    again = httpx.get(server.base + link, follow_redirects=False)
    assert again.status_code == 403 and "used already" in again.text
    assert httpx.get(server.base + "/teacher?login=guessed").status_code == 403
    # the server prints such a link, not the token
    proc, base = start_process(tmp_path / "t.sqlite3", teacher_token="printed-token-x",
                               log=tmp_path / "log.txt")
    proc.terminate()
    proc.wait(timeout=60)
    printed = (tmp_path / "log.txt").read_text()
    assert "/teacher?login=" in printed and "printed-token-x" not in printed, printed


def test_sultane_at_seven_with_bots_plays_to_its_end_as_the_kit_would(server: Running) -> None:
    """Two students and five bots (Sultane 3c: 7 players): the server's game is exactly the one
    the board kit plays with the same seed, bots and choices."""
    seats = ["person", "person", *["bayes"] * 5]
    code = server.teacher.create("sultane", 7, seats, seed=11)
    students = seat_all(server, code, 2)
    play_by_http(students, 11)
    expected = uninterrupted("sultane", 7, 11, [0, 1], ["bayes"] * 7)
    assert json.loads(server.teacher.save(code)) == json.loads(expected.to_json())
    end = students[0].state()
    assert end["status"] == "over" and end["prompt"].startswith("The game is over.")
    assert end["log"] == [look("sultane").event_text(e) for e in expected.events_for(0)]


def test_the_majority_at_four_students_in_threads_over_websockets(server: Running) -> None:
    """Four students, each in its own thread with its own socket, play The Majority's first
    round (a decision posted, its update awaited on the socket):
    the simultaneous draft waits for every seat (revised 2-2), every update is pushed, and the
    stored game replays through the rules to its end. (How fast an update arrives is measured
    by benchmarks/bench_tables.py, not judged here: a loaded machine is no fault of the code.)"""
    code = server.teacher.create("the_majority", 4, ["person"] * 4, seed=5)
    students = seat_all(server, code, 4)
    errors: list[BaseException] = []
    made = dict.fromkeys(range(4), 0)

    def play(st: Student) -> None:
        mine = 0  # the seat's own decisions: the threads' order within a step is free
        try:
            with st.socket() as ws:
                m = receive(ws)
                while m["status"] != "over" and m["decisions"] < 52:
                    if m["deciding"]:
                        action = choose(5, mine, st.seat, [a["action"] for a in m["actions"]])
                        mine += 1
                        r = st.act(action)  # answered once stored; then pushed to the socket
                        assert r.status_code == 200, r.text
                        rev = r.json()["rev"]
                        m = receive_until(ws, lambda x, v=rev: x.get("rev", -1) >= v)
                        made[st.seat] += 1
                    else:
                        m = receive_until(ws, lambda x: x.get("type") == "update")
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=play, args=(st,)) for st in students]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors, errors
    played = look("the_majority").load_state(server.teacher.save(code))  # replayed by the rules
    assert played.round == 2  # the first round is over (its draft, exchange and tricks)
    for st in students:  # every seat's decisions are its own, each answered by an update
        assert sum(p == st.seat for p, _ in played.history) == made[st.seat] >= 11


def test_a_refusal_says_why_and_changes_nothing(server: Running) -> None:
    code = server.teacher.create("sultane", 7, ["person"] * 7, seed=3)
    students = seat_all(server, code, 7)
    p = students[0].state()
    vizir = next(st for st in students if st.state()["deciding"])
    other = next(st for st in students if st is not vizir)
    before = server.teacher.save(code)
    r = other.act(vizir.state()["actions"][0]["action"])  # out of turn (Sultane 5)
    assert r.status_code == 422 and "not seat" in r.json()["error"] and r.json()["rule"]
    r = vizir.act("nominate:99")
    assert r.status_code == 422 and "seat 0..6, not '99'" in r.json()["error"]
    r = vizir.act(f"nominate:{vizir.seat}")  # the Vizir cannot nominate herself
    assert r.status_code == 422
    for bad in ({}, {"action": 3}, {"action": ""}, {"action": "x" * 500}):
        r = vizir.http.post(f"/api/tables/{code}/act", json=bad)
        assert r.status_code == 422 and r.json()["error"]
    r = vizir.http.post(f"/api/tables/{code}/act", content=b"not json")
    assert r.status_code == 422
    assert server.teacher.save(code) == before and p["decisions"] == 0
    with vizir.socket() as ws:  # a refusal over the socket comes back to that socket only
        receive(ws)
        ws.send(json.dumps({"type": "act", "action": "nominate:99"}))
        m = receive_until(ws, lambda x: x["type"] == "refused")
        assert "not '99'" in m["message"] and m["rule"] == "Sultane 5, 7c"
    assert server.teacher.save(code) == before


def test_pause_undo_and_a_seat_handed_to_a_bot_and_back(server: Running) -> None:
    code = server.teacher.create("the_majority", 4, ["person", "person", "greedy", "greedy"],
                                 seed=8)
    a, b = seat_all(server, code, 2)
    t = server.teacher
    assert t.post(code, "pause").status_code == 200
    p = a.state()
    assert p["status"] == "paused" and p["actions"] == [] and "paused" in p["prompt"]
    r = a.act(t.state(code, "all")["log"] and "R0")
    assert r.status_code == 422 and "paused" in r.json()["error"]
    assert t.post(code, "resume").status_code == 200
    first = a.state()["actions"][0]["action"]
    assert a.act(first).status_code == 200
    assert a.state()["decisions"] == 3  # the two bots chose at once, then seat 0
    assert t.post(code, "undo").status_code == 200  # takes back seat 0's card only
    assert a.state()["decisions"] == 2 and a.state()["deciding"]
    taken_back = look("the_majority").load_state(t.save(code))
    assert a.state()["log"] == log_lines("the_majority", taken_back, 0)  # no line of the undone
    # seat 1 is away: its bot plays the draft for it, then the seat comes back
    assert t.post(code, "seats/1", {"away": True}).status_code == 200
    pb = b.state()
    assert "bot plays your seat" in pb["prompt"] and pb["actions"] == []
    assert b.act("R0").status_code == 422
    assert a.state()["decisions"] == 3  # seat 1's bot chose
    assert t.post(code, "seats/1", {"away": False}).status_code == 200
    assert not b.state()["deciding"]  # seat 1 already chose this packet
    assert a.act(a.state()["actions"][0]["action"]).status_code == 200
    assert b.state()["deciding"]
    # freeing a seat: the student's token stops working; someone may take it again
    assert t.post(code, "seats/1", {"free": True}).status_code == 200
    assert b.http.get(f"/api/tables/{code}").status_code == 403
    c = Student(server.base)
    assert c.join(code).json()["seat"] == 1
    assert t.post(code, "seats/9", {"away": True}).status_code == 422
    assert t.post(code, "seats/2", {"away": True}).status_code == 422  # a bot's seat


def test_join_full_tables_bot_seats_and_coming_back_after_a_reload(server: Running) -> None:
    code = server.teacher.create("majority2", 2, ["person", "planner"], seed=1)
    info = httpx.get(f"{server.base}/api/join/{code}").json()
    assert info["free"] == [0] and [s["kind"] for s in info["seats"]] == ["person", "bot"]
    a = Student(server.base)
    assert a.join(code, name="Ada <b>").status_code == 200
    again = a.join(code)  # the same browser: the same seat, no new token
    assert again.status_code == 200 and again.json() == {
        "seat": 0, "url": f"/table/{code}", "again": True}
    page = a.http.get(f"/table/{code}")
    assert page.status_code == 200 and "Ada &lt;b&gt;" in page.text and "<b>Ada" not in page.text
    assert a.http.get(f"/join/{code}", follow_redirects=False).headers["location"] == f"/table/{code}"
    b = Student(server.base)
    r = b.join(code)
    assert r.status_code == 409 and "full" in r.json()["error"]
    assert b.join(code, seat=1).status_code == 409  # the bot's seat
    assert b.http.get(f"/table/{code}", follow_redirects=False).headers["location"] == f"/join/{code}"
    assert b.http.get("/join/NOPE9").status_code == 404
    assert b.join("NOPE9").status_code == 404
    assert b.http.get(f"/join?code={code.lower()}", follow_redirects=False).headers[
        "location"] == f"/join/{code}"


@pytest.mark.parametrize("game", sorted(LOOKS))
def test_every_game_seats_a_class_and_draws_every_page(server: Running, game: str) -> None:
    n = look(game).player_counts[0]  # the default count (Sultane 7, The Majority 4...)
    code = server.teacher.create(game, n, ["person"] * n, seed=2)
    students = seat_all(server, code, n)
    play_by_http(students, 2, until=6)
    for st in students:
        p = st.state()
        assert p["seat"] == st.seat and p["board"] and p["log"]
        assert st.http.get(f"/table/{code}").status_code == 200
    for view in ("public", "all"):
        assert server.teacher.state(code, view)["board"]
    assert "all-seeing" not in server.teacher.state(code, "public")["board"]  # projected
    assert server.teacher.http.get(f"/teacher/tables/{code}").status_code == 200


def test_bad_tables_are_refused_with_the_reason(server: Running) -> None:
    http = server.teacher.http
    for bad, words in (
        ({"game": "chess"}, "no game"),
        ({"game": "sultane", "n_players": 11}, "played by"),
        ({"game": "sultane", "n_players": 7, "seats": ["person"] * 6}, "one seat"),
        ({"game": "sultane", "n_players": 7, "seats": ["wizard"] * 7}, "no bot"),
        ({"game": "sultane", "n_players": 7, "seed": "abc"}, "whole number"),
        ({"game": "grard", "n_players": 5, "options": {"colour": 3}}, "options"),
    ):
        r = http.post("/api/tables", json=bad)
        assert r.status_code == 422 and words in r.json()["error"], (bad, r.text)
    assert {g["game"] for g in httpx.get(server.base + "/api/games").json()} == set(LOOKS)


def test_the_export_is_the_packages_save_file(server: Running) -> None:
    code = server.teacher.create("witch", 4, ["person", "investigator", "investigator",
                                              "investigator"], seed=4)
    (st,) = seat_all(server, code, 1)
    play_by_http([st], 4, until=10)
    r = server.teacher.http.get(f"/api/tables/{code}/save")
    assert r.headers["content-disposition"] == f'attachment; filename="witch-{code}.json"'
    state = look("witch").load_state(r.text)
    assert len(state.history) == st.state()["decisions"]
    assert st.http.get(f"/api/tables/{code}/save").status_code == 403


def test_pages_and_script_load_nothing_from_the_network(server: Running) -> None:
    js = httpx.get(server.base + "/static/tables.js")
    assert js.status_code == 200 and "WebSocket" in js.text
    for path in ("/", "/join", "/static/tables.css"):
        text = httpx.get(server.base + path).text
        assert "http://" not in text and "https://" not in text, path


def test_a_witch_night_sheet_is_a_form_of_menus_not_125_buttons(server: Running) -> None:
    """Witch 3 "Phase de Nuit": a sheet gives each other seat a colour; one action per sheet
    (5 colours, 3 other seats: 125) becomes one menu per seat, sent as one action."""
    code = server.teacher.create("witch", 4, ["person"] + ["investigator"] * 3, seed=6)
    (st,) = seat_all(server, code, 1)
    while True:
        p = st.state()
        assert p["status"] != "over", "no night sheet in this game"
        if p["forms"]:
            break
        choice = choose(6, p["decisions"], st.seat, [a["action"] for a in p["actions"]])
        assert st.act(choice).status_code == 200
    (form,) = p["forms"]
    assert form["verb"] == "guess" and len(form["slots"]) == 3
    assert all(len(slot) == 5 for slot in form["slots"])
    assert form["slots"][0][0]["label"].startswith("seat 1 ")
    page = st.http.get(f"/table/{code}").text
    assert page.count("class='mj-slot'") == 3 and "data-action='guess:" not in page
    action = "guess:" + ",".join(slot[-1]["value"] for slot in form["slots"])
    assert action in {a["action"] for a in p["actions"]}
    r = st.act(action)
    assert r.status_code == 200 and r.json()["decisions"] > p["decisions"]


def test_students_racing_for_seats_each_get_one_and_the_rest_are_refused(server: Running) -> None:
    code = server.teacher.create("sultane", 7, ["person"] * 7, seed=9)
    students = [Student(server.base) for _ in range(10)]
    answers: list[int] = []
    threads = [threading.Thread(target=lambda st=st: answers.append(st.join(code).status_code))
               for st in students]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(answers) == [200] * 7 + [409] * 3
    assert sorted(st.seat for st in students if st.seat is not None) == list(range(7))


def test_a_table_the_rules_no_longer_replay_is_set_aside_not_fatal(tmp_path: Path) -> None:
    from majority_tables.store import Store, TableRecord
    from majority_tables.tables import Tables

    store = Store(tmp_path / "t.sqlite3")
    good = Tables(store).create("grard", 5, seed=1)
    seats = [{"kind": "person", "bot": "random", "away": False, "token": None, "name": ""}] * 5
    store.create(TableRecord("BAD22", "grard", 5, 1, {"language": "en"}, seats),
                 [(0, "no such move")])
    again = Tables(store)
    assert set(again.tables) == {good.code} and "BAD22" in again.unreadable


def test_beliefs_can_be_left_off_the_students_pages_and_the_projector(server: Running) -> None:
    """A teacher who wants the class to reason unaided hides the Bayesian beliefs (lesson 12's
    columns on the Sultane board); the all-seeing view keeps them; the choice is stored."""
    t = server.teacher
    r = t.http.post("/api/tables", json={"game": "sultane", "n_players": 7, "seed": 4,
                                         "seats": ["person"] + ["bayes"] * 6, "beliefs": False})
    code = r.json()["code"]
    assert r.json()["beliefs"] is False
    (st,) = seat_all(server, code, 1)
    assert "P(Dinarzade)" not in st.state()["board"]
    assert "P(Dinarzade)" not in t.state(code)["board"]
    assert "P(Dinarzade)" in t.state(code, "all")["board"]
    assert t.post(code, "beliefs", {"shown": True}).status_code == 200
    assert "P(Dinarzade)" in st.state()["board"] and st.state()["beliefs"] is True
    assert t.post(code, "beliefs", {"shown": False}).status_code == 200
    assert st.http.post(f"/api/tables/{code}/beliefs", json={"shown": True}).status_code == 403
    from majority_tables.store import Store

    stored = {rec.code: rec for rec in Store(server.db).load_all()}  # what a restart reads
    assert stored[code].settings == {"beliefs": False}


def test_a_fault_in_a_bot_leaves_the_table_as_stored(server: Running) -> None:
    """Anything unexpected while the bots answer a move (here a bot that crashes) takes the
    whole move back: the table stays what the database holds, and play goes on after."""
    code = server.teacher.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"],
                                 seed=12)
    (st,) = seat_all(server, code, 1)
    table = server.app.state.tables.get(code)
    before = server.teacher.save(code)
    bot = table.game.bots[1]

    class Broken:
        needs_view = True

        def act(self, *args: object) -> str:
            raise RuntimeError("a broken bot")

    # The draft is simultaneous: the bots chose already; break the bot before the next packet.
    table.game.bots[1] = Broken()
    try:
        action = st.state()["actions"][0]["action"]
        r = st.act(action)
        assert r.status_code == 500 and "your choice was not recorded" in r.json()["error"]
        assert server.teacher.save(code) == before and st.state()["decisions"] == 3
        (mine,) = [t for t in server.teacher.http.get("/api/tables").json() if t["code"] == code]
        assert "RuntimeError: a broken bot" in mine["trouble"]
    finally:
        table.game.bots[1] = bot
    assert st.act(action).status_code == 200 and st.state()["decisions"] > 4


def test_the_end_is_said_once_on_every_page(server: Running) -> None:
    """A finished game's prompt says that it is over once: The Majority's last event already
    says "The game is over after 4 rounds ..." (revised 4), so nothing is put before it."""
    code = server.teacher.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"], seed=8)
    students = seat_all(server, code, 1)
    play_by_http(students, 8)
    for p in (students[0].state(), server.teacher.state(code)):
        assert p["status"] == "over"
        assert p["prompt"].count("The game is over") == 1, p["prompt"]
        assert p["prompt"].startswith("The game is over after 4 rounds"), p["prompt"]
    # the teacher's page of a finished table offers no Pause, Resume or seat buttons
    page = server.teacher.http.get(f"/teacher/tables/{code}").text
    assert "<button id='pause' hidden>" in page and "<button id='resume' hidden>" in page
    assert "mj-seat-away" not in page and "mj-seat-free" not in page


def test_the_dashboard_hides_the_seed_and_says_why(server: Running) -> None:
    """A seed on the projected dashboard would let a student deal the same hidden roles."""
    page = server.teacher.http.get("/teacher").text
    assert "id='seed' type='password'" in page and "same hidden roles" in page


def test_a_full_tables_join_page_says_how_to_get_ones_seat_back(server: Running) -> None:
    """A student on a new device finds her table full: the page says the teacher can free her
    seat (then she takes it again), and shows no name field for a seat she cannot take."""
    code = server.teacher.create("the_majority", 4, ["person"] * 4, seed=12)
    seat_all(server, code, 4)
    page = httpx.get(f"{server.base}/join/{code}").text
    assert "This table is full." in page and "ask your teacher to free it" in page
    assert "id='name'" not in page


def test_updates_send_each_page_only_what_changed(server: Running) -> None:
    """After its first message a page is sent what changed since (the log's new lines, the
    keys whose values differ): what it holds after merging equals the whole payload, and the
    updates weigh a fraction of sending the whole payload each time (issue 19 item 11)."""
    code = server.teacher.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"],
                                 seed=8)
    (st,) = seat_all(server, code, 1)
    sizes: list[int] = []
    whole: list[int] = []  # what sending the whole payload each time would weigh
    with st.socket() as ws:
        page = receive(ws)
        while page["status"] != "over":
            if page["deciding"]:
                action = choose(8, page["decisions"], st.seat, [a["action"] for a in page["actions"]])
                assert st.act(action).status_code == 200
            raw = ws.recv(timeout=60)
            sizes.append(len(raw.encode()))
            page = merge(page, decode_update(raw))
            whole.append(len(json.dumps(page).encode()))
        final = st.state()
        assert {k: v for k, v in page.items() if k != "rev"} == \
            {k: v for k, v in final.items() if k != "rev"}
    # the log (most of the weight by the end) is sent line by line, the board from its first
    # to its last change (measured: 51% of the whole payloads over the game, 48% at its end)
    assert len(sizes) > 20 and sum(sizes) < 0.6 * sum(whole), (sum(sizes), sum(whole))
    assert sum(sizes[-10:]) < 0.55 * sum(whole[-10:]), (sizes[-10:], whole[-10:])
