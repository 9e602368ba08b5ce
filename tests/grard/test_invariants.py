"""Invariants over thousands of random games, for every player count (RULINGS: Majority (Grard)).

Each game is played by random voters straight through the engine (no policy layer, to keep
2,000 games per player count fast). After every vote resolution the test re-derives, from the
votes alone, what the rules say must happen, and compares it with what the engine did.
"""

from __future__ import annotations

import random

import pytest

from majority_core.grard import GrardState, resolve_turn
from majority_core.grard.components import N_CARDS
from majority_core.grard.state import END_MARK, END_NO_CARDS, END_NO_MAJORITY, END_TWO_LEFT
from majority_core.rng import derive_seed

GAMES = 2_000
VOTES = ("A", "B", "C", "mark")


def play_checked(n: int, seed: int) -> GrardState:
    rng = random.Random(derive_seed(seed, "votes"))
    s = GrardState.new(n_players=n, seed=seed)
    round_turns = 0
    while not s.over:
        # a round is in progress, everybody in it must vote, nobody has voted yet
        assert (
            s.current_players() == s.active
            and len(s.active) >= 3
            or s.round > 1
            and len(s.active) >= 3
        )
        assert s.active == [p for p in range(n) if p not in s.out]
        scores, pile, rnd, rounds_done = list(s.scores), len(s.pile), s.round, len(s.round_log)
        votes = {p: VOTES[rng.randrange(4)] for p in s.active}
        for p, v in votes.items():
            s.apply(p, v)
        expected = resolve_turn(votes, pile)
        gained = [b - a for a, b in zip(scores, s.scores, strict=True)]
        assert all(g >= 0 for g in gained), "points only grow"
        if s.round == rnd and not s.over:
            # the round goes on: exactly the continuing players, with the cards added
            round_turns += 1
            assert not expected.round_over and len(expected.continuing) >= 3
            assert set(s.active) == expected.continuing
            assert len(s.pile) == pile + len(expected.added)
            assert gained == [expected.points[p] if p in votes else 0 for p in range(n)]
        else:
            assert len(s.round_log) == rounds_done + 1
            end = s.round_log[rounds_done]
            if expected.round_over:
                assert end["end"] == (END_MARK if expected.majority else END_NO_MAJORITY)
                assert gained == [expected.points.get(p, 0) for p in range(n)]
            else:
                # two players left at the start of the next turn: they score the new pile
                assert len(expected.continuing) == 2 and end["end"] == END_TWO_LEFT
                new_pile = pile + len(expected.added)
                assert end["pile_size"] == new_pile
                assert gained == [
                    expected.points[p] + (new_pile if p in expected.continuing else 0)
                    if p in votes
                    else 0
                    for p in range(n)
                ]
            round_turns = 0
            assert sorted(s.cards_in_play()) == list(range(N_CARDS)), (
                "each card in exactly one place"
            )
            # the game ends at the end of a round exactly when someone has reached the target
            assert s.over == (max(s.scores) >= 20)
            if not s.over:
                assert s.round == rnd + 1 and s.active == list(range(n)) and len(s.pile) == 1
    assert max(s.scores) >= 20
    best = max(s.scores)
    assert s.winners == [p for p in range(n) if s.scores[p] == best]
    assert sum(s.returns()) == pytest.approx(1.0)
    assert all(
        r["end"] != END_NO_CARDS for r in s.round_log
    )  # random rounds never exhaust the deck
    return s


@pytest.mark.slow
@pytest.mark.parametrize("n", range(3, 11))
def test_random_games_follow_the_rules(n):
    for g in range(GAMES):
        s = play_checked(n, derive_seed("grard-invariants", n, g))
        if g % 250 == 0:  # save/load round trip on a sample (replaying is the slow part)
            assert GrardState.from_json(s.to_json()) == s
