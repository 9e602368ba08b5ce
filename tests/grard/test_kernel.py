"""resolve_turn, the pure vote resolution, against every worked example of the rulebook."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majority_core.errors import MalformedInput, RuleError
from majority_core.grard import resolve_turn
from majority_core.grard.kernel import OPTIONS, parse_vote


def test_resolution_example_four_A_two_B():
    """Grard "Résolution des votes", example: six players, four vote A (Pompier / Porte) and
    two B (Pompier / Femme): the two B voters are out, the four A voters play on, A's card
    goes onto the reference pile."""
    votes = {1: "A", 2: "A", 3: "A", 4: "A", 5: "B", 6: "B"}
    r = resolve_turn(votes, pile_size=1)
    assert r.continuing == {1, 2, 3, 4}
    assert r.eliminated == {5, 6}
    assert r.added == ["A"]
    assert r.points == dict.fromkeys(votes, 0)
    assert not r.round_over


def test_end_of_round_example_1_two_A_one_B_one_C():
    """Grard "Fin d'une manche", Exemple 1: four players left, two A, one B, one C: B and C
    are out, A goes on the pile; the two A voters then start a turn alone, which the engine
    scores (see test_state)."""
    r = resolve_turn({"w": "A", "x": "A", "y": "B", "z": "C"}, pile_size=2)
    assert r.continuing == {"w", "x"} and r.eliminated == {"y", "z"}
    assert r.added == ["A"] and not r.round_over
    assert all(p == 0 for p in r.points.values())


def test_end_of_round_example_2_one_vote_each_is_no_majority():
    """Grard "Fin d'une manche", Exemple 2: three players, one vote each for A, B and C: a
    majority needs two votes, so the round ends and nobody scores."""
    r = resolve_turn({1: "A", 2: "B", 3: "C"}, pile_size=5)
    assert r.round_over and r.majority == ()
    assert r.continuing == set() and r.added == []
    assert r.points == {1: 0, 2: 0, 3: 0}
    assert "No majority" in r.explain()


def test_mark_example_1_mark_majority_scores_the_pile_and_ends_the_round():
    """Grard "La carte Marquer", Exemple 1: pile of 3, six players, three Mark, two B, one C:
    Mark is the majority, each Mark voter scores 3, the round ends."""
    r = resolve_turn({1: "mark", 2: "mark", 3: "mark", 4: "B", 5: "B", 6: "C"}, pile_size=3)
    assert r.points == {1: 3, 2: 3, 3: 3, 4: 0, 5: 0, 6: 0}
    assert r.marked == {1, 2, 3}
    assert r.round_over and r.continuing == set() and r.added == []
    assert "La carte Marquer" in r.explain()


def test_mark_example_2_mark_in_minority_is_eliminated():
    """Grard "La carte Marquer", Exemple 2: pile of 3, three B, two Mark, one C: B is the
    majority; its three voters go on; the Mark voters score nothing and are out."""
    r = resolve_turn({1: "B", 2: "B", 3: "B", 4: "mark", 5: "mark", 6: "C"}, pile_size=3)
    assert r.continuing == {1, 2, 3}
    assert r.eliminated == {4, 5, 6}
    assert all(v == 0 for v in r.points.values())
    assert r.added == ["B"] and not r.round_over


def test_special_case_example_1_three_way_tie_all_win():
    """Grard "Cas particulier", Exemple 1: six players, two votes each for A, B and C: all
    three are majorities, all three cards go on the pile, all six play on."""
    r = resolve_turn({1: "A", 2: "A", 3: "B", 4: "B", 5: "C", 6: "C"}, pile_size=2)
    assert r.majority == ("A", "B", "C")
    assert r.added == ["A", "B", "C"]
    assert r.continuing == {1, 2, 3, 4, 5, 6}
    assert not r.round_over
    assert "Cas particulier" in r.explain()


def test_special_case_example_2_tie_with_mark():
    """Grard "Cas particulier", Exemple 2: six players, two votes each for A, B and Mark,
    pile of 4: the Mark voters score 4 and leave; A and B join the pile; four play on."""
    r = resolve_turn({1: "A", 2: "A", 3: "B", 4: "B", 5: "mark", 6: "mark"}, pile_size=4)
    assert r.points == {1: 0, 2: 0, 3: 0, 4: 0, 5: 4, 6: 4}
    assert r.added == ["A", "B"]
    assert r.continuing == {1, 2, 3, 4}
    assert r.eliminated == set()
    assert not r.round_over


def test_special_case_example_3_tie_C_and_mark_kernel_part():
    """Grard "Cas particulier", Exemple 3 (the kernel's half): four players, two C and two
    Mark, pile of 4: Mark voters score 4; C joins the pile; the two C voters go on (the
    engine then scores them 5 because only two are left: see test_state)."""
    r = resolve_turn({1: "C", 2: "C", 3: "mark", 4: "mark"}, pile_size=4)
    assert r.points == {1: 0, 2: 0, 3: 4, 4: 4}
    assert r.added == ["C"] and r.continuing == {1, 2}
    assert not r.round_over


@pytest.mark.parametrize("text", ["mark", "Mark", "MARK", " mark ", "m", "Marquer"])
def test_mark_spellings(text):
    assert parse_vote(text) == "mark"
    assert resolve_turn({1: text, 2: "mark"}, 3).points == {1: 3, 2: 3}


@pytest.mark.parametrize("bad", ["D", "", "AB", "markk", None, 1, "vote A", ["A"]])
def test_malformed_votes_are_refused_with_the_rule(bad):
    with pytest.raises(MalformedInput, match="not a vote") as err:
        resolve_turn({"ann": "A", "bob": bad}, 3)
    assert "Matériel" in str(err.value)
    assert "'bob'" in str(err.value)


@pytest.mark.parametrize("bad", [-1, 1.5, "3", True, None])
def test_bad_pile_size_refused(bad):
    with pytest.raises(MalformedInput, match="pile size"):
        resolve_turn({1: "A", 2: "A"}, bad)


def test_votes_must_be_a_mapping():
    with pytest.raises(MalformedInput, match="map each player"):
        resolve_turn([("a", "A")], 1)


def test_lowercase_letters_and_any_hashable_players():
    r = resolve_turn({("team", 1): "a", frozenset({2}): "a", "x": "b"}, 1)
    assert r.continuing == {("team", 1), frozenset({2})}
    assert r.votes[("team", 1)] == "A"


def test_result_types_as_documented():
    r = resolve_turn({1: "A", 2: "A", 3: "B"}, 1)
    assert (
        isinstance(r.continuing, set) and isinstance(r.points, dict) and isinstance(r.added, list)
    )
    assert isinstance(r.round_over, bool) and isinstance(r.explain(), str)
    assert "<table" in r._repr_html_()


def test_refusals_are_rule_errors_and_value_errors():
    with pytest.raises(ValueError):
        resolve_turn({1: "Z"}, 1)
    with pytest.raises(RuleError):
        resolve_turn({1: "Z"}, 1)


votes_strategy = st.dictionaries(
    st.integers(0, 30), st.sampled_from(OPTIONS), min_size=0, max_size=10
)


@given(votes_strategy, st.integers(0, 50))
def test_properties_of_every_resolution(votes, pile):
    """Everyone lands in exactly one of continuing / eliminated / marked (or the round ends
    without majority); Mark pays the pile before cards are added; cards are added in A, B, C
    order; the round is over exactly when nobody continues (RULINGS: Majority (Grard))."""
    r = resolve_turn(votes, pile)
    assert set(r.points) == set(votes)
    counts = {o: list(votes.values()).count(o) for o in OPTIONS}
    top = max(counts.values(), default=0)
    if top < 2:
        assert r.majority == () and r.round_over and not r.continuing and not r.marked
        assert all(v == 0 for v in r.points.values())
        return
    assert set(r.majority) == {o for o in OPTIONS if counts[o] == top}
    assert r.continuing | r.eliminated | r.marked == set(votes)
    assert not (r.continuing & r.eliminated or r.continuing & r.marked or r.marked & r.eliminated)
    assert r.continuing == {p for p, v in votes.items() if v in r.majority and v != "mark"}
    assert all(r.points[p] == (pile if p in r.marked else 0) for p in votes)
    assert r.added == [o for o in "ABC" if o in r.majority]
    assert r.round_over == (not r.continuing)
    assert len(r.continuing) != 1  # a majority needs two votes
