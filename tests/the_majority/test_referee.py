"""Random games of The Majority judged step by step by an independent referee (referee.py),
and the audit's planted bugs caught by the referee or by the leak test (tests/contract.py)."""

from __future__ import annotations

import random

import pytest

import majority_core.the_majority.state as engine
from majority_core.the_majority import TheMajorityState
from majority_core.the_majority.worlds import sample_world
from tests.contract import leak_verdict, random_states

from .referee import debate, face_up_order, judge_game, resolve_trick

N_GAMES = 40
CONFIGS = [
    {"n_players": 4},
    {"n_players": 3},
    {"n_players": 4, "first_edition": True},
    {"n_players": 3, "spy_holder": 2},
]


@pytest.mark.parametrize("config", CONFIGS, ids=["4p", "3p", "4p-first-edition", "3p-holder-2"])
def test_random_games_follow_the_rulebook_at_every_step(config) -> None:
    for seed in range(N_GAMES):
        state = judge_game(TheMajorityState.new(seed=seed, **config), random.Random(seed))
        assert state.is_terminal()


def test_the_referee_knows_the_rulebook_examples() -> None:
    # First edition "Phase de débat" (RULINGS): A 16, B 16, C 10, D 5 in blue.
    assert debate([16, 16, 10, 5]) == [2, 2, 6, 0]
    assert debate([0, 0, 0, 0]) == [0, 0, 0, 0]  # a total of 0 never places
    # Revised 3-1 [0]: a lone briber steals its colour; two of one colour cancel (RULINGS).
    dest, spy = resolve_trick({0: "R0", 1: "R9", 2: "B5", 3: "R3"}, 4, 0, False)
    assert dest == {0: 0, 1: 0, 2: 2, 3: 0} and spy is None
    dest, _ = resolve_trick({0: "R0", 1: "R0", 2: "R9", 3: "B5"}, 4, 0, False)
    assert dest == {0: 0, 1: 1, 2: 2, 3: 3}
    # [2] of two colours: everything not stolen is discarded, the [2] included.
    dest, _ = resolve_trick({0: "R2", 1: "B2", 2: "Y9", 3: "R5"}, 4, 0, False)
    assert dest == {0: None, 1: None, 2: None, 3: None}
    # [3]: the farthest clockwise from the holder acts; [7] goes to the right.
    dest, spy = resolve_trick({0: "R3", 1: "B3", 2: "Y7", 3: "Y5"}, 4, 1, False)
    assert spy == 0 and dest[2] == 1
    # First edition: a stolen spy still acts (RULINGS).
    assert resolve_trick({0: "R0", 1: "R3", 2: "B5", 3: "Y5"}, 4, 0, True)[1] == 1
    assert resolve_trick({0: "R0", 1: "R3", 2: "B5", 3: "Y5"}, 4, 0, False)[1] is None
    assert face_up_order(0, 4) == [3, 0, 1, 2] and face_up_order(0, 3) == [1, 2, 0]


# -- the audit's planted bugs ------------------------------------------------------------------
def leaks(config: dict, games: int = 3) -> list[str]:
    rng = random.Random(5)
    found: list[str] = []
    for seed in range(games):
        for state in random_states(TheMajorityState, config, seed, 4):
            found += leak_verdict(state, sample_world, rng, None)[0]
    return found


def referee_verdict(config: dict, games: int = 20) -> str | None:
    for seed in range(games):
        try:
            judge_game(TheMajorityState.new(seed=seed, **config), random.Random(seed))
        except AssertionError as exc:
            return str(exc)
    return None


def test_face_down_plays_made_public_are_a_leak(monkeypatch) -> None:
    """Planted: a face-down trick play is shown to every seat before the reveal."""
    assert leaks({"n_players": 4}) == []
    private = engine._private

    def public(kind: str, seat: int, card):
        e = private(kind, seat, card)
        return engine.Event(e.kind, e.text, e.rule, e.data, None) if kind == "play" else e

    monkeypatch.setattr(engine, "_PLAYS", [[None] * 48 for _ in range(4)])
    monkeypatch.setattr(engine, "_private", public)
    found = leaks({"n_players": 4})
    assert found and any("events" in x for x in found)


def test_a_swapped_face_up_order_is_refused_by_the_referee(monkeypatch) -> None:
    """Planted: the face-up trick after a spy starts with the holder instead of its right."""
    assert referee_verdict({"n_players": 4}) is None
    order = engine.face_up_order

    def swapped(holder: int, n: int) -> list[int]:
        o = order(holder, n)
        o[0], o[1] = o[1], o[0]
        return o

    monkeypatch.setattr(engine, "face_up_order", swapped)
    verdict = referee_verdict({"n_players": 4})
    assert verdict is not None and "waiting" in verdict


def test_a_wrong_debate_payout_is_refused_by_the_referee(monkeypatch) -> None:
    """Planted: the second place is paid floor(W/5) once, whoever ties at the top."""
    payout = engine.colour_payout

    def once(column):
        coins = list(payout(column))
        return [2 if c == 2 else (c and max(column) // 5) for c in coins]

    monkeypatch.setattr(engine, "colour_payout", once)
    verdict = referee_verdict({"n_players": 4}, games=60)
    assert verdict is not None and "coins" in verdict
