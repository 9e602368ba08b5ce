"""The fast playout of Majority (Grard) plays the engine's games vote for vote (issue 12).

The bots decide from a light view (:class:`~majority_core.grard.policies.Turn`) on both paths,
so ``simulate`` can take the fast path for them; these tests hold the two paths together: every
vote of hundreds of seeded games, the result rows, and ``simulate``'s frames.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majority_core.game import play
from majority_core.grard import GrardState
from majority_core.grard.fast import _faces, _shuffle, fast_bots, playout
from majority_core.grard.policies import CashIn, Focal, LevelK, RandomVote
from majority_core.simulate import fast_form, simulate

LINEUPS: dict[str, list[Any]] = {
    "focal x6": [Focal()] * 6,
    "level-1 x6": [LevelK(1)] * 6,
    "mixed x6": [LevelK(0), LevelK(2), Focal(0.3), CashIn(5), RandomVote(), CashIn(3, LevelK(1))],
    "quiet x4": [RandomVote(mark=False), Focal(0.0), LevelK(1, noise=0.0), CashIn(4, RandomVote())],
    "random x10": [RandomVote()] * 10,
    "focal x3": [Focal()] * 3,
}
OPTIONS: dict[str, dict[str, Any]] = {
    "standard": {},
    "least logical": {"least_logical": True},
    "variant toss, target 8": {"variant_toss": True, "target": 8},
}


@pytest.mark.parametrize("options", OPTIONS.values(), ids=OPTIONS.keys())
@pytest.mark.parametrize("lineup", LINEUPS.values(), ids=LINEUPS.keys())
def test_every_vote_and_result_is_the_engines(lineup: list[Any], options: dict[str, Any]) -> None:
    """12 seeds x 6 lineups x 3 option sets: the same votes in the same order (Grard
    "Résolution des votes"; the reshuffles of the package ruling), the same scores, winners,
    rounds and turns."""
    assert fast_bots(lineup)
    n = len(lineup)
    for seed in range(12):
        state = play(GrardState.new(n_players=n, seed=seed, **options), lineup, seed=seed + 5)
        r = playout(seed, seed + 5, n_players=n, bots=lineup, **options)
        assert list(r.votes) == state.history, seed
        assert r.result_rows() == state.result_rows()
        assert list(r.scores) == state.scores and list(r.winners) == state.winners


def test_long_games_with_reshuffles_match() -> None:
    """A high target makes the draw pile run out and the box come back (package ruling)."""
    bots = [Focal(0.5)] * 4
    for seed in range(4):
        state = play(GrardState.new(n_players=4, seed=seed, target=120), bots, seed=seed)
        assert any(e.kind == "reshuffle" for e in state.events)
        r = playout(seed, seed, n_players=4, bots=bots, target=120)
        assert list(r.votes) == state.history


@pytest.mark.parametrize("options", OPTIONS.values(), ids=OPTIONS.keys())
def test_simulate_takes_the_fast_path_and_gives_the_engines_frame(options: dict[str, Any]) -> None:
    bots = LINEUPS["mixed x6"]
    assert fast_form(GrardState, bots, 6, options) is not None
    fast = simulate(GrardState, bots, 60, seed=4, progress=False, **options)
    slow = simulate(GrardState, bots, 60, seed=4, progress=False, fast=False, **options)
    assert fast.equals(slow)


def test_what_the_fast_path_refuses_the_engine_plays() -> None:
    class Contrarian(Focal):
        def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
            return "C"

    assert not fast_bots([Focal(), Contrarian()])
    assert not fast_bots([CashIn(3, then=Contrarian())])
    assert fast_form(GrardState, [Focal(), Contrarian(), Focal()], 3, {}) is None
    assert fast_form(GrardState, [Focal()] * 3, 3, {"names": ["a", "b", "c"]}) is None
    assert fast_form(GrardState, [Focal()] * 3, 3, {"target": 0}) is None
    bots = [Focal(), Contrarian(), Focal()]
    df = simulate(GrardState, bots, 5, seed=1, progress=False)
    assert df.equals(simulate(GrardState, bots, 5, seed=1, progress=False, fast=False))


@given(st.integers(0, 2**64), st.integers(0, 206))
def test_the_written_out_shuffle_and_faces_draw_as_random_does(seed: int, size: int) -> None:
    a, b = random.Random(seed), random.Random(seed)
    x, y = list(range(size)), list(range(size))
    a.shuffle(x)
    _shuffle(y, b.getrandbits)
    assert x == y
    assert [2 * c + a.randrange(2) for c in x] == _faces(y, b.getrandbits)


def test_reading_the_view_changes_nothing() -> None:
    """The light view is read from the seat's own view; the view stays as it was."""
    state = GrardState.new(n_players=5, seed=3)
    view = state.view(2)
    frozen = copy.deepcopy(view)
    turn = Focal.read(view)
    assert (turn.seat, turn.others, turn.pile_size, turn.score) == (2, 4, 1, 0)
    assert turn.propositions == tuple(view["propositions"][o] for o in "ABC")
    assert LevelK(1).act(view, state.legal_actions(2), random.Random(0)) in "ABC"
    assert view == frozen
