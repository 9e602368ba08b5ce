"""Join codes (issue 19 item 10): a device that tries many wrong codes is slowed down (whatever
it types next, even a right code, until its budget refills); a table takes a burst of joins
then one a second; the teacher closes joining once the class is seated; one browser takes one
seat of a table unless the teacher allows several."""

from __future__ import annotations

import httpx

from .client import Student
from .conftest import Running


def from_address(base: str, address: str) -> httpx.Client:
    """A client whose connections come from another loopback address (another device)."""
    return httpx.Client(base_url=base, timeout=30,
                        transport=httpx.HTTPTransport(local_address=address))


def test_a_device_that_tries_codes_is_stopped_and_others_are_not(server: Running) -> None:
    code = server.teacher.create("grard", 5, ["person"] * 5, seed=4)
    script = from_address(server.base, "127.0.0.3")
    answers = [script.get(f"/api/join/ZZZZ{c}").status_code for c in "ABCDEFGHJKLMN"]
    assert answers[:10] == [404] * 10 and set(answers[10:]) == {429}, answers
    r = script.get(f"/api/join/{code}")  # even the right code, for now
    assert r.status_code == 429 and "too many wrong codes" in r.json()["error"]
    assert script.get(f"/join/{code}").status_code == 429
    assert script.post(f"/api/join/{code}", json={}).status_code == 429
    other = from_address(server.base, "127.0.0.4")  # the rest of the class is not slowed
    assert other.get(f"/api/join/{code}").status_code == 200


def test_the_teacher_closes_joining_and_one_browser_takes_one_seat(server: Running) -> None:
    t = server.teacher
    code = t.create("grard", 5, ["person"] * 5, seed=5)
    a = Student(server.base)
    assert a.join(code, seat=0).status_code == 200
    a.http.cookies.delete(f"mj_seat_{code}")  # the same browser, its seat cookie gone
    r = a.join(code, seat=1)
    assert r.status_code == 409 and "has a seat at this table already" in r.json()["error"]
    assert t.post(code, "joining", {"open": True, "several": True}).status_code == 200
    assert a.join(code, seat=1).status_code == 200  # allowed by the teacher
    assert t.post(code, "joining", {"open": False}).status_code == 200
    late = Student(server.base)
    r = late.join(code)
    assert r.status_code == 409 and "closed this table to new students" in r.json()["error"]
    assert t.state(code)["joining"] is False
    assert t.post(code, "joining", {"open": True}).status_code == 200
    assert late.join(code).status_code == 200


def test_a_table_takes_a_burst_of_joins_then_one_a_second(server: Running) -> None:
    code = server.teacher.create("grard", 5, ["person"] * 5, seed=6)
    with httpx.Client(base_url=server.base) as script:  # hammering one table, cookies dropped
        answers = []
        for _ in range(60):
            answers.append(script.post(f"/api/join/{code}", json={"seat": 9}).status_code)
            script.cookies.clear()
    assert answers[:40] == [409] * 40 and answers.count(429) >= 5, answers
