"""The pinned scoring kernel against the rulebook (Witch 3 "Phase de Nuit" (2) and (4), 5)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majority_core.errors import RuleError
from majority_core.witch import information_points, suspicion
from majority_core.witch.kernel import (
    black_pair_colours,
    day_two_first_player,
    disk_source,
    execution,
    guess_transfers,
    net_transfers,
    pay,
)

DISK = ("red", "pink", "blue", "yellow")


def test_information_example_of_the_rulebook() -> None:
    """Witch 3 (2) example: A has 3 pink, 2 yellow, 1 red, 1 blue; the others fewer than 3
    pink, B also 2 yellow, and A is not the most in red nor blue: 2 + 9 + 4 + 1 + 1 = 17."""
    disks = {
        "A": {"pink": 3, "yellow": 2, "red": 1, "blue": 1},
        "B": {"pink": 1, "yellow": 2, "red": 2},
        "C": {"pink": 2, "blue": 2, "yellow": 1},
        "D": {},
    }
    r = information_points(disks)
    assert r.points["A"] == 2 + 9 + 4 + 1 + 1 == 17
    assert r.by_colour["A"] == {"all": 2, "pink": 9, "yellow": 4, "red": 1, "blue": 1}
    # the others: 1 per pink disk, 1 per yellow for C, the majorities of red and blue
    assert r.points["B"] == 1 + 4 + 6
    assert r.points["C"] == 2 + 6 + 1
    assert r.points["D"] == 0
    text = r.explain()
    assert isinstance(text, list) and all(isinstance(t, str) for t in text)
    assert "A holds disks of all four colours: 2 points." in text  # one sentence a line
    assert any("A alone holds the most pink" in t and "9" in t for t in text)


def test_information_ties_and_sole_holder() -> None:
    r = information_points({0: {"red": 2}, 1: {"red": 2}, 2: {"red": 1}, 3: {"blue": 1}})
    assert r.points == {0: 4, 1: 4, 2: 1, 3: 3}


def test_every_player_is_present_even_without_disks() -> None:
    assert information_points({"A": {}, "B": {"red": 0}}).points == {"A": 0, "B": 0}


@pytest.mark.parametrize(
    "bad",
    [
        {"A": {"black": 1}},
        {"A": {"black": 0}},
        {"A": {"green": 1}},
        {"A": {"red": -1}},
        {"A": {"red": 1.5}},
        {"A": {"red": True}},
        {"A": {"red": "2"}},
        {"A": ["red"]},
        ["A"],
    ],
)
def test_information_refuses_bad_input(bad) -> None:
    with pytest.raises(ValueError) as info:
        information_points(bad)
    assert isinstance(info.value, RuleError) and str(info.value)


def test_black_disks_are_refused_by_name() -> None:
    with pytest.raises(ValueError, match="black"):
        information_points({"A": {"black": 1, "red": 1}})


@given(
    st.dictionaries(
        st.integers(0, 4),
        st.dictionaries(st.sampled_from(DISK), st.integers(0, 7)),
        min_size=1,
        max_size=5,
    )
)
def test_information_properties(disks) -> None:
    """Every disk scores 1, 2 or 3; the +2 goes to exactly the holders of all colours."""
    r = information_points(disks)
    assert set(r.points) == set(disks)
    for p, held in disks.items():
        n = sum(held.values())
        full = all(held.get(c, 0) for c in DISK)
        assert n <= r.points[p] - 2 * full <= 3 * n
        assert sum(r.by_colour[p].values()) == r.points[p]


def test_suspicion_standard_example_4_players() -> None:
    """Witch 5: yellow, blue, red, pink, black 4, 5, 2, 8, 3 with 4 players -> 4, 10, 2, 13, 3."""
    r = suspicion(
        {"yellow": 4, "blue": 5, "red": 2, "pink": 8, "black": 3}, n_players=4, standard=True
    )
    assert r.points == {"yellow": 4, "blue": 10, "red": 2, "pink": 13, "black": 3}
    assert len(r.explain()) == 5


def test_suspicion_discovery_example() -> None:
    """Witch 3 (4): 7 red rumour cards give the red player 7 + 5 = 12 (RULINGS: 6, not 65)."""
    assert suspicion({"red": 7}, n_players=4, standard=False).points == {"red": 12}
    assert suspicion({"red": 6, "blue": 5}, n_players=5, standard=False).points == {
        "red": 11,
        "blue": 5,
    }


@pytest.mark.parametrize(("n", "first_bonus"), [(3, 4), (4, 5), (5, 6)])
def test_suspicion_standard_thresholds(n: int, first_bonus: int) -> None:
    """Witch 5: +5 from 4 cards with 3 players, 5 with 4, 6 with 5 (more cards than players)."""
    r = suspicion({"red": first_bonus - 1, "blue": first_bonus}, n_players=n, standard=True)
    assert r.points == {"red": first_bonus - 1, "blue": first_bonus + 5}


def test_suspicion_keeps_exactly_the_colours_given() -> None:
    assert suspicion({"pink": 0}, n_players=5, standard=True).points == {"pink": 0}
    assert suspicion({}, n_players=5, standard=True).points == {}


@pytest.mark.parametrize(
    ("rumours", "n", "standard"),
    [
        ({"green": 1}, 4, True),
        ({"red": -1}, 4, True),
        ({"red": 1.0}, 4, True),
        ({"red": 1}, 3, False),  # the discovery game is for 4 or 5 players
        ({"red": 1}, 6, True),
        ({"red": 1}, 4, "yes"),
        ({"black": 2}, 3, True),  # no black cards with 3 players
        (["red"], 4, True),
    ],
)
def test_suspicion_refuses_bad_input(rumours, n, standard) -> None:
    with pytest.raises(ValueError):
        suspicion(rumours, n_players=n, standard=standard)


def test_disk_exception_example() -> None:
    """Witch 3 Exception 2 example: no yellow left; A 2, B 1, C 2 and you 2: take from A,
    the nearest clockwise of the two who hold the most apart from you."""
    you, a, b, c = 0, 1, 2, 3
    disks = [[0, 0, 0, 0, 2], [0, 0, 0, 0, 2], [0, 0, 0, 0, 1], [0, 0, 0, 0, 2]]
    assert disk_source(4, you, [0] * 5, disks) == a
    assert disk_source(4, you, [0, 0, 0, 0, 1], disks) == -1  # the supply first
    assert disk_source(4, b, [0] * 5, disks) == c  # from B, C comes before you clockwise
    only_mine = [[0, 0, 0, 0, 7], [0] * 5, [0] * 5, [0] * 5]
    assert disk_source(4, you, [0] * 5, only_mine) is None  # a 1-point token instead


def test_two_black_cards_give_the_colour_most_on_the_field() -> None:
    """Witch 3 Exception 1: ties are the player's choice; black cards do not count."""
    assert black_pair_colours([5, 0, 2, 1, 2, 0], (1, 2, 3, 4)) == [2, 4]
    assert black_pair_colours([5, 0, 0, 0, 0, 3], (1, 2, 3, 4)) == [1, 2, 3, 4]


def test_end_example_guess_transfers_and_total() -> None:
    """Witch 5 end example: 25 points, +4 from A, +2 from B, -4 to C, -10 day-1 suspicion: 17."""
    colours = ["blue", "red", "black", "yellow"]
    sheets = [
        [[None, "red", "yellow", "black"], [None, "red", "black", "pink"]],
        [[None] * 4] * 2,
        [[None] * 4] * 2,
        [["blue", None, None, None], ["blue", None, None, None]],
    ]
    t = guess_transfers(colours, sheets, standard=True)
    assert t == [(1, 0, 4), (2, 0, 2), (0, 3, 4)]
    assert 25 + net_transfers(t, 4)[0] - 10 == 17


def test_discovery_guesses_pay_three() -> None:
    t = guess_transfers(["red", "blue"], [[[None, "blue"]], [["pink", None]]], standard=False)
    assert t == [(1, 0, 3)]


def test_execution_and_first_player() -> None:
    assert execution({"red": 0, "blue": 0}, ["red", "blue"]) == (None, None)
    assert execution({"red": 3, "blue": 11}, ["red", "blue"]) == ("blue", 1)
    assert day_two_first_player([3, 3, 3], 1) == 0


def test_day_one_first_player_loses_a_day_two_tie() -> None:
    """Witch 5 "Deuxième jour" and docs/rulings-witch.md (review F2): the tie goes to the tied
    player farthest clockwise from the day-1 first player, who is at distance 0 (nearest)."""
    assert day_two_first_player([7, 7, 0, 0], 0) == 1
    assert day_two_first_player([7, 0, 0, 7], 0) == 3
    assert day_two_first_player([0, 4, 0, 4], 3) == 1  # seat 3 first on day 1: seat 1 is farther
    assert day_two_first_player([9, 7, 7, 0], 0) == 0  # alone with the most: no tie-break
    assert pay(0, 4) == (0, 4)


def test_counts_may_be_any_whole_numbers_and_every_player_is_explained() -> None:
    import numpy as np

    r = information_points({"A": {"red": np.int64(2)}, "B": {}})
    assert r.points == {"A": 6, "B": 0}
    assert r.explain()[-1] == "B holds no disk: 0 points."
    assert suspicion({"red": np.int64(6)}, n_players=5, standard=False).points == {"red": 11}
