"""The Review of a finished table (issue 22, section 3): the teacher's page judges every seat and
steps through the decisions on the projected board; a student's page shows her own review only,
and none before the end. Reviews run off the event loop on the server's review thread, are
kept per table (a second request judges nothing again), seeded (the same review as a notebook's
``review(export, budget=...)``), and a review that fails or takes long never stops the table."""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from majority_core.display import cell_html
from majority_core.i18n import language
from majority_core.review import LABEL_WORDS, review
from majority_tables.games import look, public_html
from majority_tables.reviews import TABLE_BUDGETS
from majority_tables.testing import serve_app_in_thread

from .client import Student, Teacher, play_by_http
from .conftest import TOKEN, Running

BUDGET = 3  # worlds per decision: a review in about a second here


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    db = tmp_path_factory.mktemp("reviews") / "tables.sqlite3"
    with serve_app_in_thread(db, teacher_token=TOKEN, review_budget=BUDGET) as (base, app):
        yield Running(base, app, db)


@pytest.fixture()
def reviews(server: Running) -> Iterator[Any]:
    """The server's reviews, with the real judge and patience put back after the test."""
    r = server.app.state.reviews
    judge, patience = r.judge, r.patience
    yield r
    r.judge, r.patience = judge, patience


def finished(teacher: Teacher, game: str, n: int, seed: int) -> str:
    """A table whose bots play every seat: it is over once created."""
    bot = next(g for g in teacher.http.get("/api/games").json() if g["game"] == game)["bots"][0]
    code = teacher.create(game, n, [bot] * n, seed)
    assert teacher.state(code)["status"] == "over"
    return code


def ready(client: httpx.Client, code: str, query: str = "") -> dict[str, Any]:
    """The review, asking again while the server says it is being computed (as the page does)."""
    while True:
        r = client.get(f"/api/tables/{code}/review{query}")
        if r.status_code != 202:
            assert r.status_code == 200, r.text
            return r.json()
        assert r.json()["status"] == "computing"


def test_a_finished_tables_teacher_page_shows_the_review(server: Running) -> None:
    """Every seat's decisions with their labels and the better move in words (the buttons'
    labels, not the notation), the curve, each seat's accuracy; each step names who decided
    what and draws the projected board of that moment; the same review as a notebook's."""
    t = server.teacher
    code = finished(t, "sultane", 5, seed=21)
    export = t.save(code)
    mine = review(export, budget=BUDGET, seed=0, progress=False)  # what a notebook gets
    got = ready(t.http, code)
    assert got["steps"] == len(mine.decisions) > 50
    assert got["labels"] == [d.label for d in mine.decisions]
    assert "<img" in got["overview"] and "Accuracy per seat" in got["overview"]
    table = got["table"]
    assert "Decision by decision" in table and "best move" in table
    for word in {LABEL_WORDS[d.label] for d in mine.decisions}:
        assert f"<td>{cell_html(word)}</td>" in table
    state = mine.state
    lk = look("sultane")

    def said(at: Any, seat: int, action: str) -> str:
        return lk.move_words(at, seat, action)

    # the moves named as the buttons name them: "seat 3 (Nominate)", never "nominate:3"
    first = mine.decisions[0]
    at = state.replay_prefix(first.index)
    assert said(at, first.seat, first.chosen) == f"seat {first.chosen[-1]} (Nominate)"
    assert f"<td>{cell_html(said(at, first.seat, first.chosen))}</td>" in table  # kept whole
    assert f"<td>{first.chosen}</td>" not in table and "nominate:" not in table
    worse = next(i for i, d in enumerate(mine.decisions) if d.best != d.chosen)
    d = mine.decisions[worse]
    step = t.http.get(f"/api/tables/{code}/review/{worse}").json()
    at = state.replay_prefix(d.index)
    assert step["label"] == d.label and step["steps"] == got["steps"]
    html = step["html"]
    assert f"Decision {d.decision} of {len(state.history)}" in html
    assert f"chose <b>{said(at, d.seat, d.chosen)}</b>" in html
    assert f"Better move: <b>{said(at, d.seat, d.best)}</b>" in html
    better = said(at, d.seat, d.best)
    assert better[:1].upper() + better[1:] + " would have done better" in html
    assert f"class='mj-label mj-label-{d.label}'>{LABEL_WORDS[d.label]}<" in html
    # a move another did better than, labelled good: the page says why (docs/review.md)
    assert ("Still labelled good: in 3 worlds" in html) == (not d.sure)
    assert public_html("sultane", at) in html  # the projected board of that moment
    best = next(i for i, x in enumerate(mine.decisions) if x.best == x.chosen)
    assert "No move did better in the search." in t.http.get(
        f"/api/tables/{code}/review/{best}").json()["html"]
    assert t.http.get(f"/api/tables/{code}/review/{got['steps']}").status_code == 404
    page = httpx.get(f"{server.base}/teacher/tables/{code}",
                     cookies={"mj_teacher": server.teacher_cookie()}).text
    assert "<div id='review-open' class='mj-controls'><button id='review-button'>Review" in page


def test_a_student_sees_her_own_review_only_and_none_before_the_end(server: Running) -> None:
    t = server.teacher
    bot = next(g for g in t.http.get("/api/games").json() if g["game"] == "grard")["bots"][0]
    code = t.create("grard", 3, ["person", "person", bot], 8)
    ana, bea = Student(server.base), Student(server.base)
    assert ana.join(code, 0, "Ana").status_code == 200
    assert bea.join(code, 1).status_code == 200
    play_by_http([ana, bea], 8, until=10)
    for who in (ana.http, bea.http, t.http):  # not over: nobody's review, not even her own
        r = who.get(f"/api/tables/{code}/review")
        assert r.status_code == 409 and "when the game is over" in r.json()["error"]
    assert httpx.get(f"{server.base}/api/tables/{code}/review").status_code == 403
    play_by_http([ana, bea], 8)
    export = t.save(code)
    got = ready(ana.http, code, "?view=all")  # a student asks for more: she gets her own
    hers = review(export, seat=0, budget=BUDGET, seed=0, progress=False)
    assert got["labels"] == [d.label for d in hers.decisions] and got["steps"] > 5
    # her review cut from the whole one is the one judged alone (the same seeds)
    assert review(export, budget=BUDGET, progress=False).only(0).decisions == hers.decisions
    with pytest.raises(KeyError):
        hers.only(1)
    assert "seat 0" in got["overview"] and "seat 1" not in got["overview"] + got["table"]
    state = hers.state
    lk = look("grard")
    for i in (0, got["steps"] - 1):
        step = ana.http.get(f"/api/tables/{code}/review/{i}?view=public").json()
        d = hers.decisions[i]
        at = state.replay_prefix(d.index)
        assert "data-seat='0'" in step["html"] and "Seat 0 (Ana) chose" in step["html"]
        assert lk.state_html(at, 0) + lk.extra_html(at, 0) in step["html"]  # as she saw it
    # the teacher's whole review, then Bea's: judged once, hers cut from the teacher's
    reviews = server.app.state.reviews
    whole = ready(t.http, code)
    before = reviews.computed
    theirs = ready(bea.http, code)
    assert reviews.computed == before
    assert theirs["labels"] == [d.label for d in
                                review(export, seat=1, budget=BUDGET, progress=False).decisions]
    assert len(whole["labels"]) > len(theirs["labels"])


def test_a_second_request_judges_nothing_again(server: Running, reviews: Any) -> None:
    t = server.teacher
    code = finished(t, "grard", 3, seed=5)
    first = ready(t.http, code)
    step = t.http.get(f"/api/tables/{code}/review/2").json()
    done = reviews.computed
    calls: list[Any] = []
    reviews.judge = lambda *a, **k: calls.append(a) or review(*a, **k)
    assert ready(t.http, code) == first
    assert t.http.get(f"/api/tables/{code}/review/2").json() == step
    assert reviews.computed == done and not calls


def test_a_review_does_not_stop_another_tables_moves(server: Running, reviews: Any) -> None:
    """While a review is being computed (held here until the other table's move is answered),
    the page is told "being computed", another table's move is answered, and the teacher's
    pages are served; then the review is ready."""
    t = server.teacher
    code = finished(t, "grard", 3, seed=6)
    other = t.create("grard", 3, ["person", "person", "person"], 7)
    st = Student(server.base)
    assert st.join(other, 0).status_code == 200
    release, started = threading.Event(), threading.Event()

    def slow(*args: Any, **kw: Any) -> Any:
        started.set()
        assert release.wait(120)
        return review(*args, **kw)

    reviews.judge, reviews.patience = slow, 0.2
    r = t.http.get(f"/api/tables/{code}/review")
    assert r.status_code == 202 and "being computed" in r.json()["message"]
    assert started.wait(60)
    action = st.state()["actions"][0]["action"]
    moved = time.monotonic()
    r = st.act(action)
    took = time.monotonic() - moved
    assert r.status_code == 200 and r.json()["decisions"] == 1, r.text
    assert t.state(code)["status"] == "over" and not release.is_set()
    assert t.http.get(f"/api/tables/{code}/review").status_code == 202  # still computing
    release.set()
    reviews.patience = 60
    assert ready(t.http, code)["steps"] > 5
    print(f"a move at another table answered in {took * 1000:.0f} ms while a review ran")


def test_a_move_is_answered_while_a_real_review_searches(server: Running, reviews: Any) -> None:
    """The same with a real review (12 worlds a decision, the table budget of Grard: seconds of
    search): the review thread shares the processor, the event loop still answers the other
    table at once."""
    t = server.teacher
    code = finished(t, "grard", 3, seed=9)
    other = t.create("grard", 3, ["person", "person", "person"], 11)
    st = Student(server.base)
    assert st.join(other, 0).status_code == 200
    started = threading.Event()

    def big(*args: Any, **kw: Any) -> Any:
        started.set()
        return review(*args, **{**kw, "budget": 12})

    reviews.judge, reviews.patience = big, 0.1
    began = time.monotonic()
    assert t.http.get(f"/api/tables/{code}/review").status_code == 202
    assert started.wait(60)
    future = reviews._jobs[(code, None)][1]
    moved = time.monotonic()
    r = st.act(st.state()["actions"][0]["action"])
    took = time.monotonic() - moved
    assert r.status_code == 200, r.text
    assert not future.done(), "the review ended before the move was answered: no test"
    future.result(timeout=600)  # the next test's review does not wait behind this one
    print(f"a move answered in {took * 1000:.0f} ms while a real review searched "
          f"({time.monotonic() - began:.1f} s)")


def test_a_failing_review_says_so_and_changes_nothing(server: Running, reviews: Any) -> None:
    t = server.teacher
    bot = next(g for g in t.http.get("/api/games").json() if g["game"] == "grard")["bots"][0]
    code = t.create("grard", 3, ["person", bot, bot], 12)
    st = Student(server.base)
    assert st.join(code, 0).status_code == 200
    play_by_http([st], 12)
    save, public = t.save(code), t.state(code)

    def crash(*args: Any, **kw: Any) -> Any:
        raise RuntimeError("a fault in the search")

    reviews.judge = crash
    r = t.http.get(f"/api/tables/{code}/review")
    assert r.status_code == 500 and r.json()["status"] == "failed"
    said = r.json()["error"]
    assert "could not be computed" in said and "RuntimeError: a fault in the search" in said
    r = st.http.get(f"/api/tables/{code}/review")
    assert r.status_code == 500 and "could not be computed" in r.json()["error"]
    assert "RuntimeError" not in r.json()["error"]  # the cause is the teacher's to read
    assert t.http.get(f"/api/tables/{code}/review/0").status_code == 500
    assert t.save(code) == save and t.state(code) == public and st.state()["status"] == "over"
    # kept as failed until a page asks again (the Review button): then judged again
    done = reviews.computed
    assert t.http.get(f"/api/tables/{code}/review").status_code == 500
    assert reviews.computed == done
    reviews.judge = None
    assert ready(t.http, code, "?again=1")["steps"] > 5
    assert reviews.computed == done + 1


def test_the_review_reads_french(server: Running) -> None:
    t = server.teacher
    code = finished(t, "sultane", 5, seed=22)
    with language("fr"):
        got = ready(t.http, code)
        steps = [t.http.get(f"/api/tables/{code}/review/{i}").json()["html"] for i in range(6)]
        page = httpx.get(f"{server.base}/teacher/tables/{code}",
                         cookies={"mj_teacher": server.teacher_cookie()}).text
    assert "Précision par joueur" in got["overview"] and "Décision par décision" in got["table"]
    raw = " ".join(steps)
    text = re.sub(r"<[^>]+>", " ", raw)
    assert "Décision 1 sur" in text and "La joueuse 0 a choisi" in text, text[:500]
    assert "chose <b>" not in raw and "Better" not in text and "seat" not in text, text
    assert "Oui (accepter)" in text or "Non (refuser)" in text, text[:2000]
    assert ">Bilan</button>" in page and "Décision suivante >" in page.replace("&gt;", ">")
    assert json.loads(page.split("<script id='mj-words' type='application/json'>")[1]
                      .split("</script>")[0])["review_computing"].startswith("Le bilan est en cours")


def test_each_game_has_a_table_budget() -> None:
    """Every game, at every player count, is reviewed with at least 2 worlds a decision (a
    paired interval needs two); the server's --review-budget overrides them all."""
    from majority_tables.games import LOOKS
    from majority_tables.reviews import TableReviews

    assert set(TABLE_BUDGETS) == set(LOOKS)
    for game in LOOKS:
        for n in look(game).player_counts:
            assert TableReviews().budget_for(game, n) >= 2
            assert TableReviews(budget=7).budget_for(game, n) == 7
    assert TableReviews().budget_for("the_majority", 4) < TableReviews().budget_for(
        "the_majority", 3)


def test_the_pages_name_the_review_path(tmp_path: Path) -> None:
    """The review's words the script shows come with the page (no English in a French page)."""
    from majority_tables import pages

    with language("fr"):
        assert pages.words()["review_computing"].startswith("Le bilan est en cours de calcul\u202f:")
