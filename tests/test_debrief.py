"""The lessons' debriefs (issue 22, section 3): each strategy lesson (04, 13, 14, 21, 32, 42)
reviews one real game from a cache that its command reproduces, and its exercise is checked
from the review itself (lesson 14: from the loaded class export, whichever it is).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from majority_core import debrief as db
from majority_core.exercises import exercises
from majority_core.game import play
from majority_core.i18n import language
from majority_core.review import review, reviewed
from majority_core.sultane import SultaneState
from majority_core.sultane import exercises as sx
from majority_core.sultane.policies import Bayesian, RuleBased

LESSONS = ("04", "13", "14", "21", "32", "42")


@pytest.fixture(scope="module", autouse=True)
def _registered() -> None:
    db._load_lessons()


def _no_search(*_args: Any, **_kw: Any) -> Any:
    raise AssertionError("a lesson's debrief must come from its cache, not a new search")


def _debrief_exercise(lesson: str) -> db.DebriefExercise:
    found = [e for e in exercises(lesson) if isinstance(e, db.DebriefExercise)]
    assert len(found) == 1, lesson
    return found[0]


def _reference(r: Any, seat: int) -> tuple[int, str]:
    """As a lesson's solution cell works it out: the seat's row with the largest loss."""
    frame = r.frame()
    row = frame[frame["seat"] == seat].sort_values(["loss", "decision"], ascending=[False, True]).iloc[0]
    return int(row["decision"]), str(row["best"])


@pytest.mark.parametrize("lesson", LESSONS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_lessons_debrief_is_read_from_its_cache(
    lesson: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lesson's game (a seeded bot game, or lesson 14's shipped export) is the cached one,
    reviewed with the registered budget and seed: no search runs in the lesson."""
    monkeypatch.setattr(db, "review", _no_search)
    spec = db.DEBRIEFS[lesson]
    with language(lang):
        r = db.debrief(lesson, progress=False)
        assert r.state.to_dict() == spec.game().to_dict()
        assert r.seed == spec.seed and r.decisions
        assert all(why for why in r.whys())  # told again in the lesson's language


@pytest.mark.parametrize("lesson", ["21", "14", "13"])
def test_the_cache_is_what_the_command_computes(lesson: str) -> None:
    """``benchmarks/debrief_reviews.py --check`` in miniature: the asked seat's costliest
    decisions and the first judged ones, reviewed again, are the cached ones to the last digit."""
    spec = db.DEBRIEFS[lesson]
    with language("en"):
        r = db.debrief(lesson, progress=False)
    ex = _debrief_exercise(lesson)
    seat = ex.seat(r)
    again_at = sorted({d.index for d in db.costliest(r, seat)} | {d.index for d in r.decisions[:2]})
    save = r.state.to_dict()
    again = {d.index: d for d in reviewed(type(r.state), save, again_at, spec.budget, spec.seed)}
    cached = {d.index: d for d in r.decisions}
    for k in again_at:  # the sentence too: a cache written before a text changed is stale
        assert again[k] == cached[k], k


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_debrief_exercise_takes_the_reviews_answer_and_explains_others(lesson: str) -> None:
    """The reference answer (decision, better move) is right in any case; the move played, a
    cheaper decision, another seat's decision and a malformed answer are each told why, never
    with the answer."""
    ex = _debrief_exercise(lesson)
    r = db.debrief(lesson, progress=False)
    seat = ex.seat(r)
    n, best = _reference(r, seat)
    assert ex.solution((n, best))
    assert ex.check((n, best.upper()))
    worst = next(d for d in db.costliest(r, seat) if d.decision == n)
    if worst.chosen != worst.best:
        fb = ex.check((n, worst.chosen))
        assert not fb and "one played" in fb.why and f'"{best}"' not in fb.why
    cheaper = [d for d in r.of(seat) if d not in db.costliest(r, seat)]
    if cheaper:
        fb = ex.check((cheaper[0].decision, best))
        assert not fb and "less than the costliest" in fb.why
        assert f"decision {n}" not in fb.why, fb.why
    other = next(d for d in r.decisions if d.seat != seat)
    fb = ex.check((other.decision, best))
    assert not fb and "not one of the judged decisions" in fb.why
    for bad in (n, "decision", (str(n), best), (n, 3)):
        fb = ex.check(bad)
        assert not fb and f'"{best}"' not in fb.why and f"`{best}`" not in fb.why
        assert f"decision {n}" not in fb.why, fb.why


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_questions_example_has_the_answers_shape_and_is_not_the_answer(lesson: str) -> None:
    """The question shows an answer's shape, ``(number, "move")``: a whole number and a move as
    the game writes it (one the review shows for a decision of the game), which the check
    reads as a pair and does not call right (an example is never the answer)."""
    ex = _debrief_exercise(lesson)
    r = db.debrief(lesson, progress=False)
    with language("en"):
        found = re.findall(r'`\((\d+), "([^"`]+)"\)`', ex.question)
        written = {move for pair in r.moves().values() for move in pair}
    assert len(found) == 1, ex.question
    n, move = int(found[0][0]), found[0][1]
    assert move in written, (lesson, move)
    fb = ex.check((n, move))
    assert not fb and "a pair" not in fb.why and "whole number" not in fb.why, fb.why


def test_the_debrief_exercise_speaks_french() -> None:
    with language("fr"):
        ex = _debrief_exercise("04")
        assert "décision" in ex.question and "joueur 2" in ex.question
        r = db.debrief("04", progress=False)
        n, best = _reference(r, 2)
        assert ex.check((n, best))
        assert "décision" in ex.check((n, "?")).why


# -- lesson 14: the class's own game ------------------------------------------------------------
def _export(seed: int) -> str:
    bots = [Bayesian()] * 4 + [RuleBased()] * 3 if seed % 2 else [Bayesian()] * 7
    return play(SultaneState.new(n_players=7, seed=seed), bots, seed=seed).to_json()


@pytest.fixture
def _shipped_game_again():
    yield
    sx._LOADED.clear()


def test_lesson_14s_debrief_reads_the_loaded_export(
    monkeypatch: pytest.MonkeyPatch, _shipped_game_again: None
) -> None:
    """Three other classes' exports (as tests/sultane/test_class_game_exercises.py loads them):
    14.5's check reviews the loaded game and takes its own answer (the true Dinarzade's costliest
    decision and the better move), not the shipped game's. A few worlds a decision keep it short."""
    monkeypatch.setattr(sx, "DEBRIEF_BUDGET", 3)
    shipped = sx.class_review()
    seen = []
    for seed in (3, 8, 21):
        game = sx.use_class_game(SultaneState.from_json(_export(seed)))
        r = review(game, budget=3, seed=0, progress=False)
        answer = _reference(r, game.roles.index("dinarzade"))
        ex = _debrief_exercise("14")
        assert ex.solution(answer), seed
        assert sx.class_review().state.to_dict() == game.to_dict()
        seen.append(answer)
    assert shipped.state.to_dict() == sx._shipped_class_game().to_dict()
    assert len({json.dumps(a) for a in seen}) == 3


def test_lesson_14s_check_reviews_a_loaded_game_without_a_progress_bar(
    monkeypatch: pytest.MonkeyPatch, _shipped_game_again: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """14.5's check of another class's game reviews it quietly: the lesson's own cell shows the
    review's bar, and a bar printed again under a student's answer would be noise."""
    monkeypatch.setattr(sx, "DEBRIEF_BUDGET", 3)
    monkeypatch.setattr(db, "_SEEN", {})  # reviewed now, not found from another test
    monkeypatch.setattr(db, "_TYPED", {})
    sx.use_class_game(SultaneState.from_json(_export(5)))
    ex = _debrief_exercise("14")
    capsys.readouterr()
    assert not ex.check((0, "yes"))
    err = capsys.readouterr().err
    assert "review" not in err and "%" not in err, err


def test_lesson_14_without_a_loaded_game_reviews_the_shipped_export_from_the_cache(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(db, "review", _no_search)
    r = sx.class_review()
    assert r.state.to_dict() == sx._shipped_class_game().to_dict()
    ex = _debrief_exercise("14")
    assert ex.solution(_reference(r, sx._dinarzade_seat(r)))


def test_the_cache_files_are_tidy_json_one_per_debrief() -> None:
    names = sorted(p.name for p in db.cache_file("04").parent.iterdir() if p.name.endswith(".json"))
    assert {n.split(".")[0] for n in names} == set(LESSONS)
    for name in names:
        data = json.loads((db.cache_file("04").parent / name).read_text(encoding="utf-8"))
        assert data["format"] == db.CACHE_FORMAT and data["decisions"]
        assert db.cache_text(db.review_from_dict(data), data["asked_budget"]) == (
            db.cache_file("04").parent / name).read_text(encoding="utf-8")


def test_a_french_debrief_tells_a_move_as_typed_with_what_it_does() -> None:
    """Majority 2's notation is English words (``free witches:senior 2``): a French lesson's
    tables show it as the game's refusals list a legal action, the notation one types in
    quotes with what it does in French, never bare English words; English shows the notation.
    The exercise accepts the move as the review's frame writes it and as the table tells it."""
    r = db.debrief("32", progress=False)
    d = db.costliest(r, 1)[0]
    with language("en"):
        assert r.moves()[d.index][1] == d.best
        assert d.best in str(db.mistakes_table(r, 1))
    with language("fr"):
        told = r.moves()[d.index][1]
        assert told.startswith(f"'{d.best}' (") and "colonne" in told
        table = str(db.mistakes_table(r, 1))
        assert d.best not in table.replace(f"&#x27;{d.best}&#x27;", "")  # never bare
        ex = next(e for e in exercises("32") if e.key == "32.3")
        assert ex.check((d.decision, d.best)) and ex.check((d.decision, told))
        assert not ex.check((d.decision, r.moves()[d.index][0]))
