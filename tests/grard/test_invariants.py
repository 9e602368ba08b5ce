"""Invariants over many random games, for every player count (RULINGS: Majority (Grard)).

Each game is played by random voters straight through the engine and judged after every vote
by the independent referee (``referee.py``, written from the rulebook: who votes, the
majority, scores, who goes on, the pile, the end of rounds and of the game); at the end of
every round each of the 206 cards must be in exactly one place.
"""

from __future__ import annotations

import random

import pytest

from majority_core.grard import GrardState
from majority_core.grard.components import N_CARDS
from majority_core.rng import derive_seed

from .referee import GrardReferee

GAMES = 30


def play_judged(n: int, seed: int) -> GrardState:
    rng = random.Random(derive_seed(seed, "votes"))
    s = GrardState.new(n_players=n, seed=seed)
    ref = GrardReferee(s)
    ref.check(s, "at the start")
    rounds = 0
    while not s.is_terminal():
        p = rng.choice(s.current_players())
        vote = rng.choice(s.legal_actions(p))
        s.apply(p, vote)
        ref.decide(p, str(vote), s)
        ref.check(s, f"seed {seed}, seat {p} votes {vote} in round {s.round}")
        if len(s.round_log) > rounds:
            rounds = len(s.round_log)
            assert sorted(s.cards_in_play()) == list(range(N_CARDS)), "each card in one place"
    assert max(s.scores) >= 20
    return s


@pytest.mark.parametrize("n", range(3, 11))
def test_random_games_follow_the_rules(n):
    for g in range(GAMES):
        s = play_judged(n, derive_seed("grard-invariants", n, g))
        if g % 10 == 0:  # save/load round trip on a sample (replaying is the slow part)
            assert GrardState.from_json(s.to_json()) == s
