"""Lesson 14 with another class's game: every check reads the loaded game (issue 23, 2).

Three exports in the package's save format (``to_json``), from seeded games of seven bots,
are loaded as the lesson loads ``CLASS_GAME``; each exercise's answer is worked out the way the
lesson's reference solutions do, and must be accepted; the shipped game's answers must not be
forced on another game.
"""

from __future__ import annotations

import pytest

from majority_core.exercises import exercises
from majority_core.game import play
from majority_core.review import review
from majority_core.sultane import SultaneState
from majority_core.sultane import exercises as sx
from majority_core.sultane.analysis import beliefs_frame, role_titles
from majority_core.sultane.policies import Bayesian, RuleBased


def _export(seed: int) -> str:
    bots = [Bayesian()] * 4 + [RuleBased()] * 3 if seed % 2 else [Bayesian()] * 7
    return play(SultaneState.new(n_players=7, seed=seed), bots, seed=seed).to_json()


def _answers(game: SultaneState) -> dict[str, object]:
    """As the lesson's solution cells compute them, from the game alone."""
    end = game.replay_prefix(len(game.history) - 1)
    public = beliefs_frame(end.view(None))
    side = [s for s, r in enumerate(game.roles) if r != "interventionist"]

    def clarity(seat: int) -> float:
        b = beliefs_frame(end.view(seat))
        return float((b.loc[side, "pacifist"] + b.loc[side, "dinarzade"]).mean())

    interventionists = [s for s, r in enumerate(game.roles) if r == "interventionist"]
    row = public.loc[game.roles.index("dinarzade")]
    # the debrief (14.5): the true Dinarzade's costliest decision in the game's review, and the
    # better move (a few worlds a decision: the fixture sets the lesson's budget to the same)
    frame = review(game, budget=sx.DEBRIEF_BUDGET, seed=0, progress=False).frame()
    worst = frame[frame["seat"] == game.roles.index("dinarzade")].sort_values(
        ["loss", "decision"], ascending=[False, True]).iloc[0]
    return {
        "14.1": sum(1 for e in game.events if e.kind == "vote" and e.data["accepted"]),
        "14.2": [s for s, r in public.iterrows() if r["pacifist"] + r["dinarzade"] > 0.5],
        "14.3": max(interventionists, key=clarity),
        "14.4": "a" if row["pacifist"] + row["dinarzade"] > 3 / 7 else "b",
        "14.5": (int(worst["decision"]), str(worst["best"])),
    }


@pytest.fixture(autouse=True)
def _shipped_game_again(monkeypatch: pytest.MonkeyPatch):
    # the debrief's review of another export runs now: a few worlds a decision keep it short
    monkeypatch.setattr(sx, "DEBRIEF_BUDGET", 3)
    yield
    sx._LOADED.clear()


def test_every_check_reads_the_loaded_game() -> None:
    seen = []
    for seed in (3, 8, 21):
        game = sx.use_class_game(SultaneState.from_json(_export(seed)))
        answers = _answers(game)
        for ex in exercises("14"):
            assert ex.solution(answers[ex.key]), (seed, ex.key)
        seen.append(answers)
    # the three games differ, so a check fixed on one game would refuse another's answers
    assert len({repr(a) for a in seen}) == 3


def test_the_shipped_game_is_checked_when_nothing_is_loaded() -> None:
    shipped = sx._shipped_class_game()
    answers = _answers(shipped)
    for ex in exercises("14"):
        assert ex.solution(answers[ex.key])


def test_roles_show_by_their_rulebook_names() -> None:
    """Sultane 3: Interventionist, Pacifist, Dinarzade (not the engine's key "dinarzade")."""
    import majority_core

    assert role_titles(["dinarzade", "pacifist", "interventionist"]) == [
        "Dinarzade", "Pacifist", "Interventionist"]
    majority_core.set_language("fr")
    try:
        assert role_titles(["interventionist", "pacifist"]) == ["Interventionniste", "Pacifiste"]
    finally:
        majority_core.set_language("en")
