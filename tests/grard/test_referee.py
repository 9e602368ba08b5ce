"""Random Grard games judged step by step by an independent referee (referee.py), and the
audit's planted bugs caught by the referee or by the leak test (tests/contract.py)."""

from __future__ import annotations

import random

import pytest

import majority_core.grard.kernel as kernel
from majority_core.grard import GrardState
from majority_core.grard.worlds import sample_world
from tests.contract import leak_verdict, random_states

from .referee import judge_game, majority

N_GAMES = 12


@pytest.mark.parametrize("n", range(3, 11))
def test_random_games_follow_the_rulebook_at_every_step(n: int) -> None:
    for seed in range(N_GAMES):
        config = {"n_players": n, "variant_toss": seed % 2 == 0}
        if seed % 3 == 0:
            config["target"] = 8  # short games: more game ends per second
        state = judge_game(GrardState.new(seed=seed, **config), random.Random(seed))
        assert state.is_terminal()


def test_deals_and_reshuffles_are_judged() -> None:
    """docs/rulings-grard.md: each deal is the draw pile's top; a short pile gets the box
    shuffled under it (long games: the 206 cards go round more than once)."""
    reshuffles = 0
    for seed in range(3):
        state = GrardState.new(n_players=3, seed=seed, target=120)
        judge_game(state, random.Random(seed), lean=0.9)
        reshuffles += state.referee.reshuffles
    assert reshuffles >= 3


def test_the_referee_knows_the_rulebook_examples() -> None:
    # RULINGS: m < 2 is no majority; every option with m votes is in the majority.
    assert majority({0: "A", 1: "B", 2: "C"}) == []
    assert majority({0: "A", 1: "A", 2: "B", 3: "B", 4: "mark"}) == ["A", "B"]
    assert majority({0: "mark", 1: "mark", 2: "C"}) == ["mark"]


def referee_verdict(n: int, games: int = 10) -> str | None:
    for seed in range(games):
        try:
            judge_game(GrardState.new(n_players=n, seed=seed), random.Random(seed))
        except AssertionError as exc:
            return str(exc)
    return None


def test_a_majority_threshold_of_one_is_refused_by_the_referee(monkeypatch) -> None:
    """Planted: one vote is enough for a majority (RULINGS: at least 2)."""
    assert referee_verdict(5) is None
    counted = kernel.majority

    def lax(counts):
        top = max(counts.values())
        return counted(counts) or tuple(o for o in kernel.OPTIONS if counts.get(o, 0) == top)

    monkeypatch.setattr(kernel, "majority", lax)
    verdict = referee_verdict(5)
    assert verdict is not None


def test_a_pending_vote_shown_to_all_is_a_leak(monkeypatch) -> None:
    """Planted: the private "my vote" event is shown to every seat before the reveal."""
    def leaks() -> list[str]:
        rng = random.Random(5)
        found: list[str] = []
        for seed in range(3):
            for state in random_states(GrardState, {"n_players": 5}, seed, 5):
                found += leak_verdict(state, sample_world, rng, None)[0]
        return found

    assert leaks() == []
    log = GrardState._log

    def public(self, kind, text, rule, *, visible_to=None, **data):
        return log(self, kind, text, rule, visible_to=None, **data)

    monkeypatch.setattr(GrardState, "_log", public)
    assert leaks()
