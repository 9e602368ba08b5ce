"""Invariants of Majority 2 over thousands of random games of the full engine (step API).

The base game: 1,000 uniformly random games checked at the end, one in 25 of them after every
decision; with all promo cards and the Ghosts: 500 more. A random game of Majority 2 is long
(about 90 turns, 480 decisions: random players rarely form), so the sweep takes about 20 s of
CPU and is marked ``slow``. At every decision of every game ``play_random`` also checks that a
game not over waits on a player who has a legal action (no soft-lock; review finding 1). The rules behind each check: 4-2 and 6-3/6-4
(the cards), 5-5 (forming needs 3 of a faction; coins 1 or 2), 6-1 (one disc per card, each
disc on one card), 5-6 (paying never drives coins below zero), 5-7 (the end), 5-8 (the score,
recounted by the referee's independent ``final_score``, tests/majority2/referee.py).
"""

from __future__ import annotations

import json
import random

import pytest

from majority_core.majority2.state import Majority2State

from .helpers import check_conservation, play_random
from .referee import Card, final_score

CONFIGS = [({}, 1000), ({"promos": "all", "ghosts": True}, 500)]


def check_end(s: Majority2State) -> None:
    assert s.is_terminal() and s.current_players() == [] and s.tasks == []
    check_conservation(s)
    for f in s.formed:
        assert f["count"] >= 3 and f["coins"] == (1 if f["count"] < 5 else 2)
    for p in (0, 1):  # 5-8, counted by the referee's own model (not the engine's score())
        names = [c.partition("@") for c in s.view(None)["players"][p]["score_zone"]]
        zone = [Card(name, disc or None) for name, _, disc in names]
        assert s.final[p].total == final_score(zone, s.up[p] + s.down[p])
    a, b = (x.total for x in s.final)
    assert s.winner == (0 if a > b else 1 if b > a else 1)  # ties: seat 1 has no token
    if s.ended_by == "rules":
        assert len(s.zone[s.player ^ 1]) >= s.options["end_factions"]
    else:
        assert s.ended_by == "safety stop" and s.turn == s.options["turn_limit"]
    assert s.turn <= s.options["turn_limit"]


def check_step(s: Majority2State) -> None:
    check_conservation(s)
    waiting = s.current_players()
    if waiting:
        assert len(waiting) == 1 and s.legal_actions(waiting[0])
        assert s.legal_actions(1 - waiting[0]) == []
    # A column never rests at 5 or more cards once the pending steps are done (5-5).
    if not s.tasks:
        assert all(len(c) < 5 for cols in s.columns for c in cols)


@pytest.mark.slow
@pytest.mark.parametrize(("config", "n_games"), CONFIGS, ids=["base", "promos-ghosts"])
def test_thousands_of_random_games_end_consistently(config: dict, n_games: int) -> None:
    rng = random.Random(f"sweep {config}")
    limit_hits = 0
    for seed in range(n_games):
        s = Majority2State.new(n_players=2, seed=seed, **config)
        play_random(s, rng, (lambda s=s: check_step(s)) if seed % 25 == 0 else None)
        check_end(s)
        limit_hits += s.ended_by == "safety stop"
    # The safety stop of 200 turns (docs/rulings-majority2.md) ends at most 2% of random games
    # (6 of 500 with promos and Ghosts, where random players dither longest); bots never reach it.
    assert limit_hits <= n_games // 50


def test_views_stay_json_and_replays_match_on_a_sample() -> None:
    rng = random.Random(3)
    for seed in range(8):
        s = play_random(Majority2State.new(n_players=2, seed=seed, promos="all", ghosts=True), rng)
        for p in (None, 0, 1):
            json.dumps(s.view(p))
        assert Majority2State.replay(s.history, n_players=2, seed=seed, **s.options) == s
