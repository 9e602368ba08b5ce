"""Random games of Witch of the Academy judged step by step by an independent referee
(referee.py): the deal and the deck, every take, data card, refill, night and payment, the
execution and the winners; and planted bugs the referee must refuse.

CI judges 7 configurations x 20 games (140 games, about 10,400 decisions, ~15 s); a
bigger sweep runs by hand with ``WITCH_REFEREE_GAMES=500``.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

import majority_core.witch.night as engine  # where the night's and day 2's rules are applied
from majority_core.witch import WitchState

from .referee import components, information_points, judge_game, suspicion

N_GAMES = int(os.environ.get("WITCH_REFEREE_GAMES", "20"))
CONFIGS = [
    {"n_players": 3},
    {"n_players": 4},
    {"n_players": 5},
    {"n_players": 4, "standard": False},
    {"n_players": 5, "standard": False, "first_player": 2},
    {"n_players": 4, "first_player": 3, "colours": ["red", "pink", "blue", "yellow"]},
    {"n_players": 5, "deck": "given"},  # a deck given as an option (top card first)
]


def given_deck(n: int, standard: bool, seed: int) -> str:
    colours, per, data, _ = components(n, standard)
    cards = [c for c in colours for _ in range(per)] + ["D"] * data
    random.Random(seed).shuffle(cards)
    return "".join(cards)


def new_game(config: dict, seed: int) -> WitchState:
    config = dict(config)
    if config.get("deck") == "given":
        config["deck"] = given_deck(config["n_players"], config.get("standard", True), seed)
    return WitchState.new(seed=seed, **config)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()))
def test_random_games_follow_the_rulebook_at_every_step(config) -> None:
    decisions = 0
    for seed in range(N_GAMES):
        state = judge_game(new_game(config, seed), random.Random(seed))
        assert state.is_terminal()
        decisions += len(state.history)
    assert decisions > 40 * N_GAMES


def test_the_referee_knows_the_rulebook_examples() -> None:
    # Witch 3 night (2): A holds 3 pink, 2 yellow, 1 red, 1 blue; B ties yellow at 2, nobody
    # else reaches 3 pink: A gets 2 (all colours) + 9 (pink) + 4 (yellow) + 1 + 1 = 17.
    a = Counter({"P": 3, "Y": 2, "R": 1, "B": 1})
    b = Counter({"Y": 2, "P": 1, "R": 2, "B": 2})
    c = Counter({"P": 2, "R": 3, "B": 3})
    assert information_points([a, b, c])[0] == 2 + 9 + 4 + 1 + 1
    # Witch 3 night (4): 7 red rumours -> 7 + 5 = 12 (discovery, "65" read as 6).
    assert suspicion(7, 5, False) == 12 and suspicion(5, 5, False) == 5
    # Witch 5: the standard game adds 5 from more cards than players (example: 4 players,
    # blue 5 -> 10, pink 8 -> 13, red 2 -> 2).
    assert [suspicion(k, 4, True) for k in (5, 8, 2, 4)] == [10, 13, 2, 4]
    # RULINGS: the components by game and player count.
    assert components(3, True) == (("R", "P", "B", "Y"), 9, 3, 4)
    assert components(4, True)[1:] == (12, 4, 6) and components(4, False)[1:] == (14, 4, 7)


def referee_verdict(config: dict, games: int = 15) -> str | None:
    for seed in range(games):
        try:
            judge_game(new_game(config, seed), random.Random(seed))
        except AssertionError as exc:
            return str(exc)
    return None


def test_a_day_two_first_player_kept_from_day_one_is_refused(monkeypatch) -> None:
    """Planted: day 2 starts with day 1's first player (Witch 5: the player with the most
    points starts)."""
    assert referee_verdict({"n_players": 4}) is None
    monkeypatch.setattr(engine, "day_two_first_player", lambda points, first: first)
    verdict = referee_verdict({"n_players": 4})
    assert verdict is not None and ("active" in verdict or "waiting" in verdict)


def test_a_debt_forgiven_is_refused(monkeypatch) -> None:
    """Planted: a player who cannot pay pays what they have and owes nothing (RULINGS: they
    borrow, and the debt counts at the end)."""
    assert referee_verdict({"n_players": 5, "standard": False}) is None
    monkeypatch.setattr(engine, "pay", lambda tokens, amount: (max(0, tokens - amount), 0))
    verdict = referee_verdict({"n_players": 5, "standard": False})
    assert verdict is not None and "points" in verdict
