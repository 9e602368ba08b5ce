"""The teacher's screen (issue 19 item 13): Undo never takes back a decision the teacher's screen
did not show (the page sends the number of decisions it showed; a double click sends the same
number twice, and the second is refused), and says beforehand which decision it takes back
without saying what it was (the screen may be projected); a bot's seat can be given to another
bot or to a student."""

from __future__ import annotations

from .client import Student
from .conftest import Running


def test_undo_takes_back_only_what_the_teachers_screen_showed(server: Running) -> None:
    t = server.teacher
    code = t.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"], seed=12)
    st = Student(server.base)
    assert st.join(code, seat=0, name="Zoé").status_code == 200
    for _ in range(2):
        assert st.act(st.state()["actions"][0]["action"]).status_code == 200
    shown = t.state(code)
    seen = shown["decisions"]
    # what the teacher is asked before: whose decision, its number, not its content
    assert shown["undo"].startswith(f"decision {seen - 3} of {seen}, made by seat 0 (Zoé)")
    assert "bots' 3 decisions after it" in shown["undo"]
    # the student plays on after the teacher's screen showed the table: refused, nothing undone
    assert st.act(st.state()["actions"][0]["action"]).status_code == 200
    later = t.state(code)["decisions"]
    r = t.post(code, "undo", {"seen": seen})
    assert r.status_code == 422 and "has changed since your screen showed it" in r.json()["error"]
    assert t.state(code)["decisions"] == later
    # with what the screen shows now: exactly one student's decision (and the bots' after it);
    # the second click of a double click carries the same number and is refused
    first = t.post(code, "undo", {"seen": later})
    second = t.post(code, "undo", {"seen": later})
    assert first.status_code == 200 and second.status_code == 422
    assert t.state(code)["decisions"] == seen


def test_a_bots_seat_goes_to_another_bot_or_to_a_student(server: Running) -> None:
    t = server.teacher
    code = t.create("the_majority", 4, ["person", "greedy", "greedy", "greedy"], seed=3)
    st = Student(server.base)
    assert st.join(code, seat=0).status_code == 200
    assert "random" in t.state(code)["bots"]
    r = t.post(code, "seats/2", {"bot": "random"})
    assert r.status_code == 200 and r.json()["seats"][2]["bot"] == "random"
    assert t.post(code, "seats/2", {"bot": "no-such-bot"}).status_code == 422
    r = t.post(code, "seats/3", {"kind": "person"})
    assert r.status_code == 200
    seat3 = r.json()["seats"][3]
    assert seat3["kind"] == "person" and not seat3["taken"]
    other = Student(server.base)
    assert other.join(code, seat=3).status_code == 200
    assert other.state()["seat"] == 3
