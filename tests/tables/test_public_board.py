"""The projected public board (issue 21): every public thing at the table, no secret.

A public thing is whatever every seat sees the same: the Witch's face-up and face-down rumours
and information disks in front of each seat (Witch 3 "Phase de Jour": laid face up on the
table), the field, the supply. Points stay face down (Witch 3 "Phase de Nuit" (2)).
"""

from __future__ import annotations

import random

import pytest

from majority_core.witch import WitchState
from majority_core.witch.worlds import sample_world
from majority_tables.games import LOOKS, look, public_html, public_view
from tests.contract import random_prefix, random_states


def _witch_states() -> list[WitchState]:
    states = []
    for n, standard in ((3, True), (4, True), (5, False)):
        states += random_states(WitchState, {"n_players": n, "standard": standard}, n, 4)
    return states


def test_witch_public_view_has_every_seats_rumours_and_disks() -> None:
    """Witch 3 "Phase de Jour": rumours and disks lie face up in front of each seat."""
    for state in _witch_states():
        public = public_view(state)
        assert len(public["players"]) == state.n_players
        for p, row in enumerate(public["players"]):
            for seat in range(state.n_players):
                mine = state.view(seat)["players"][p]
                assert row["rumours"] == mine["rumours"]
                assert row["face_down"] == mine["face_down"]
                assert row["disks"] == mine["disks"]
            if not state.is_terminal():
                assert "points" not in row  # points lie face down until the end


def test_witch_projected_board_is_the_looks_drawing_with_the_rumours() -> None:
    rng = random.Random(2)
    state = random_prefix(WitchState.new(n_players=4, seed=2), rng, 30)
    board = public_html("witch", state)
    assert "face-up rumours" in board and "disks" in board
    assert "all-seeing" not in board and "public board" in board
    for p in range(4):
        assert f"seat {p}" in board


def test_witch_projected_board_is_the_same_in_worlds_no_seat_can_tell_apart() -> None:
    """What the projector shows depends on common knowledge only."""
    rng = random.Random(3)
    for state in _witch_states():
        if state.is_terminal():
            continue
        for seat in range(state.n_players):
            world = sample_world(state, seat, rng)
            assert public_html("witch", world) == public_html("witch", state)


@pytest.mark.parametrize("game", sorted(LOOKS))
def test_every_games_public_board_draws_along_a_game(game: str) -> None:
    cls = look(game).state_cls
    n = look(game).player_counts[0] if look(game).player_counts else 4
    state = cls.new(n_players=n, seed=1, **dict(look(game).options))
    public_html(game, state)
    rng = random.Random(1)
    while not state.is_terminal():
        p = rng.choice(state.current_players())
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
        assert public_html(game, state)
