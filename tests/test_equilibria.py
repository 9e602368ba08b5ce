"""Equilibria with nashpy: The Majority's last trick (zero-sum) and a Grard turn (coordination)."""

from __future__ import annotations

import pytest

from majority_core.equilibria import (
    MatrixGame,
    describe,
    find_last_trick,
    grard_turn_game,
    last_trick_game,
)
from majority_core.errors import WrongPhase
from majority_core.the_majority.state import TheMajorityState


@pytest.fixture(scope="module")
def mixed() -> MatrixGame:
    """Seed 7 (Greedy play): the round's last face-down trick needs a mixed strategy."""
    return last_trick_game(find_last_trick(7, max_games=1))


def test_a_cell_is_the_engine_playing_the_rest_of_the_round(mixed: MatrixGame) -> None:
    """Revised 2-3 and 4-1: a cell is the coins each team gains when the four cards are played
    and the last card of each hand follows; replayed here by hand through the engine."""
    state = find_last_trick(7, max_games=1)
    start = state.view(None)["coins"]
    mine, theirs = mixed.rows[1].split(" & "), mixed.cols[2].split(" & ")
    for seat, card in zip((0, 2, 1, 3), mine + theirs, strict=True):
        state.apply(seat, card)
    while state.view(None)["round"] == 1:
        for p in state.current_players():
            (card,) = state.legal_actions(p)
            state.apply(p, card)
    coins = state.view(None)["coins"]
    gain = [coins[s] - start[s] for s in range(4)]
    assert mixed.a[1][2] == gain[0] + gain[2] - gain[1] - gain[3]
    assert mixed.zero_sum


def test_nashpy_equilibria_survive_brute_force_and_give_the_value(mixed: MatrixGame) -> None:
    """Every equilibrium nashpy finds: no pure deviation pays (checked cell by cell), and its
    payoff is the game's value by linear programming; no pure saddle point exists here, so
    both sides mix (the pure guarantees leave a gap)."""
    eqs = mixed.equilibria()
    assert eqs
    value = mixed.value()
    for r, c in eqs:
        assert mixed.is_equilibrium(r, c)
        assert mixed.payoffs(r, c)[0] == pytest.approx(value)
        assert sum(x > 1e-9 for x in r) >= 2 and sum(x > 1e-9 for x in c) >= 2
    low, high = mixed.pure_bounds()
    assert low < value < high
    assert mixed.pure_equilibria() == []
    assert "seats 0 and 2 plays" in describe(mixed, *eqs[0])


def test_a_pure_saddle_point_is_found_both_ways() -> None:
    """Seed 1: a pure choice is optimal; brute force over cells and nashpy agree on which."""
    game = last_trick_game(find_last_trick(1, max_games=1))
    low, high = game.pure_bounds()
    assert low == high == game.value()
    pure = {
        (game.rows[r.index(1.0)], game.cols[c.index(1.0)])
        for r, c in game.equilibria()
        if 1.0 in r and 1.0 in c
    }
    assert pure == set(game.pure_equilibria())


def test_matching_pennies_needs_half_and_half() -> None:
    game = MatrixGame("pennies", "row", "col", ["H", "T"], ["H", "T"], [[1, -1], [-1, 1]], [[-1, 1], [1, -1]])
    assert game.equilibria() == [([0.5, 0.5], [0.5, 0.5])]
    assert game.value() == pytest.approx(0.0)


def test_last_trick_game_refuses_another_moment() -> None:
    with pytest.raises(WrongPhase, match="two cards"):
        last_trick_game(TheMajorityState.new(n_players=4, seed=1))


def test_grard_turn_alone_is_pure_coordination() -> None:
    """Grard "Résolution des votes": two seats alone score only by voting alike (a lone vote is
    no majority); every match is a pure equilibrium, Mark's (the pile of 3) the best one, and
    mixed equilibria exist too: each side mixing over the same options."""
    game = grard_turn_game(3, stay=1.0)
    assert game.pure_equilibria() == [("A", "A"), ("B", "B"), ("C", "C"), ("mark", "mark")]
    assert game.a[3][3] == 3 and game.a[0][1] == 0
    eqs = game.equilibria()
    mixed = [(r, c) for r, c in eqs if sum(x > 1e-9 for x in r) > 1]
    assert mixed and all(game.is_equilibrium(r, c) for r, c in eqs)
    r, c = next((r, c) for r, c in mixed if all(x > 0 for x in r))
    # Fully mixed: each side makes the other indifferent, so Mark (worth 3) is chosen least.
    assert r[3] < r[0] and r == pytest.approx(c)


def test_grard_turn_ties_all_win_and_a_crowd_decides() -> None:
    """Grard "Cas particulier" (ties all win): against two other votes on B, the pair voting A
    together ties B and stays in, so (A, A) is still an equilibrium; against three votes on B,
    voting B is dominant and (B, B) is the only pure equilibrium (a focal point made real)."""
    two = grard_turn_game(0, others={"B": 2}, stay=1.0)
    assert ("A", "A") in two.pure_equilibria() and ("B", "B") in two.pure_equilibria()
    three = grard_turn_game(0, others={"B": 3}, stay=1.0)
    assert three.pure_equilibria() == [("B", "B")]
    assert all(three.a[1][j] >= three.a[i][j] for i in range(4) for j in range(4))
