"""Random Sultane games judged step by step by an independent referee (referee.py), and the
audit's planted bugs caught by the referee or by the leak test (tests/contract.py)."""

from __future__ import annotations

import random

import pytest

import majority_core.sultane.state as engine
from majority_core.sultane import SultaneState
from majority_core.sultane.worlds import sample_world
from tests.contract import leak_verdict, random_states

from .referee import judge_game

N_GAMES = 25
CONFIGS = [{"n_players": n} for n in range(5, 11)] + [
    {"n_players": 7, "variant_8d": True},
    {"n_players": 9, "variant_8d": True},
    {"n_players": 6, "original_veto": True},
    {"n_players": 9, "variant_8d": True, "original_veto": True},
]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()))
def test_random_games_follow_the_rulebook_at_every_step(config) -> None:
    for seed in range(N_GAMES):
        state = judge_game(SultaneState.new(seed=seed, **config), random.Random(seed))
        assert state.is_terminal()


def referee_verdict(config: dict, games: int = 20) -> str | None:
    for seed in range(games):
        try:
            judge_game(SultaneState.new(seed=seed, **config), random.Random(seed))
        except AssertionError as exc:
            return str(exc)
    return None


def leaks(config: dict, games: int = 3) -> list[str]:
    rng = random.Random(5)
    found: list[str] = []
    for seed in range(games):
        for state in random_states(SultaneState, config, seed, 5):
            found += leak_verdict(state, sample_world, rng, None)[0]
    return found


def test_a_tie_accepting_a_vote_is_refused_by_the_referee(monkeypatch) -> None:
    """Planted: a tie accepts the government (Sultane 5 says a tie rejects it)."""
    assert referee_verdict({"n_players": 6}) is None
    monkeypatch.setattr(engine, "vote_accepted", lambda yes, no: yes >= no)
    verdict = referee_verdict({"n_players": 6})
    assert verdict is not None


def test_the_vizirs_drawn_tales_made_public_are_a_leak(monkeypatch) -> None:
    """Planted: the Vizir's three drawn tales are shown to every seat (Sultane 5b: secret)."""
    assert leaks({"n_players": 7}) == []
    log_lazy = SultaneState._log_lazy

    def public(self, kind, rule, data, seat, write, *args):
        return log_lazy(self, kind, rule, data, None if kind == "drew" else seat, write, *args)

    monkeypatch.setattr(SultaneState, "_log_lazy", public)
    found = leaks({"n_players": 7})
    assert found and any("drew" in x or "events" in x for x in found)


def test_a_narrator_dinarzade_not_ending_the_game_is_refused(monkeypatch) -> None:
    """Planted: Dinarzade accepted as Narrator after three pacifist tales does not win."""
    monkeypatch.setattr(engine, "DINARZADE_THRESHOLD", 99)
    assert referee_verdict({"n_players": 5}, games=80) is not None
