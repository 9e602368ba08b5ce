"""GrardState: the engine around resolve_turn (rounds, two-left scoring, end of game, cards,
refusals, views, save/load)."""

from __future__ import annotations

import json

import pytest

from majority_core.errors import (
    IllegalAction,
    MalformedInput,
    SaveFileError,
    WrongPhase,
    WrongPlayer,
)
from majority_core.grard import GrardState
from majority_core.grard.components import N_CARDS
from majority_core.grard.state import END_MARK, END_NO_CARDS, END_NO_MAJORITY, END_TWO_LEFT

from .helpers import snapshot, vote_all, with_pile


def test_resolution_example_in_the_engine():
    """Grard "Résolution des votes" / "Nouveau tour de jeu": with six players, four A and two
    B, A's card becomes the new reference on top of the pile, B and C go back in the box."""
    s = GrardState.new(n_players=6, seed=3)
    a, b, c = (s.propositions[o] for o in "ABC")
    box = len(s.box)
    vote_all(s, {0: "A", 1: "A", 2: "A", 3: "A", 4: "B", 5: "B"})
    assert s.active == [0, 1, 2, 3]
    assert s.pile[-1] == a and len(s.pile) == 2
    assert len(s.box) == box + 2 and {b, c} <= set(s.box)
    assert s.turn == 2 and len(s.propositions) == 3
    assert "out of round 1" in _refusal(s, 4, "A")


def test_end_of_round_example_1_two_left_score_the_pile():
    """Grard "Fin d'une manche", Exemple 1: four players left, two A, one B, one C: A joins
    the pile, and as only two players start the next turn, the round ends and both score
    the pile size (RULINGS: Majority (Grard))."""
    s = with_pile(4, 2, seed=5)
    vote_all(s, {0: "A", 1: "A", 2: "B", 3: "C"})
    assert s.scores == [3, 3, 0, 0]  # pile 2 + A's card
    assert s.round_log[-1]["end"] == END_TWO_LEFT
    assert s.round == 2 and s.active == [0, 1, 2, 3]
    assert any("Only seat 0 and seat 1 are left" in e.text for e in s.events)


def test_end_of_round_example_2_no_majority_nobody_scores():
    """Grard "Fin d'une manche", Exemple 2: three players, one vote each: no majority, the
    round ends and nobody scores."""
    s = with_pile(3, 4)
    vote_all(s, {0: "A", 1: "B", 2: "C"})
    assert s.scores == [0, 0, 0]
    assert s.round_log[-1]["end"] == END_NO_MAJORITY and s.round == 2


def test_mark_example_1_in_the_engine():
    """Grard "La carte Marquer", Exemple 1: pile of 3, six players, three Mark, two B, one C:
    the Mark voters score 3 each and the round is over."""
    s = with_pile(6, 3)
    vote_all(s, {0: "mark", 1: "mark", 2: "mark", 3: "B", 4: "B", 5: "C"})
    assert s.scores == [3, 3, 3, 0, 0, 0]
    assert s.round_log[-1]["end"] == END_MARK and s.round == 2


def test_mark_example_2_in_the_engine():
    """Grard "La carte Marquer", Exemple 2: three B, two Mark, one C with a pile of 3: the B
    voters go on, the Mark voters score nothing and are out."""
    s = with_pile(6, 3)
    vote_all(s, {0: "B", 1: "B", 2: "B", 3: "mark", 4: "mark", 5: "C"})
    assert s.scores == [0] * 6 and s.active == [0, 1, 2]
    assert len(s.pile) == 4 and s.round == 1


def test_special_case_example_1_in_the_engine():
    """Grard "Cas particulier", Exemple 1: three two-vote ties: all three cards join the pile
    and all six players play on."""
    s = with_pile(6, 2)
    props = [s.propositions[o] for o in "ABC"]
    vote_all(s, {0: "A", 1: "A", 2: "B", 3: "B", 4: "C", 5: "C"})
    assert s.pile[-3:] == props and len(s.pile) == 5
    assert s.active == list(range(6))


def test_special_case_example_2_in_the_engine():
    """Grard "Cas particulier", Exemple 2: A, B and Mark two votes each with a pile of 4: Mark
    voters score 4 and leave; A and B join the pile; four players play on."""
    s = with_pile(6, 4)
    vote_all(s, {0: "A", 1: "A", 2: "B", 3: "B", 4: "mark", 5: "mark"})
    assert s.scores == [0, 0, 0, 0, 4, 4]
    assert len(s.pile) == 6 and s.active == [0, 1, 2, 3]
    assert "cashed in 4 with Mark" in s.out[4]


def test_special_case_example_3_in_the_engine():
    """Grard "Cas particulier", Exemple 3: four players, C and Mark two votes each, pile of 4:
    Mark voters score 4; C joins the pile; the two C voters are alone at the start of the
    next turn and score 5 each."""
    s = with_pile(4, 4)
    vote_all(s, {0: "C", 1: "C", 2: "mark", 3: "mark"})
    assert s.scores == [5, 5, 4, 4]
    assert s.round_log[-1]["end"] == END_TWO_LEFT and s.round == 2


def test_game_ends_at_target_and_ties_share_the_win():
    """Grard "Fin de la partie": at the end of a round where someone has 20 or more, the
    highest total wins; a tie is a shared win."""
    s = with_pile(3, 20)
    vote_all(s, "mark")
    assert s.scores == [20, 20, 20] and s.is_terminal()
    assert s.winners == [0, 1, 2] and s.returns() == pytest.approx([1 / 3] * 3)
    assert s.current_players() == [] and s.legal_actions(0) == []
    with pytest.raises(WrongPhase, match="game is over"):
        s.apply(0, "A")
    assert "share the win" in s.events[-1].text


def test_game_does_not_end_before_the_target():
    s = with_pile(3, 19)
    vote_all(s, {0: "mark", 1: "mark", 2: "A"})
    assert s.scores == [19, 19, 0] and not s.is_terminal()
    s = with_pile(4, 8, target=10)
    vote_all(s, {0: "mark", 1: "mark", 2: "B", 3: "B"})  # B goes on with 2: they score 9
    assert s.scores == [8, 8, 9, 9] and not s.is_terminal()


def test_single_winner():
    s = with_pile(4, 20)
    vote_all(s, {0: "A", 1: "A", 2: "mark", 3: "mark"})  # A players then score 21 (two left)
    assert s.scores == [21, 21, 20, 20] and s.winners == [0, 1]
    assert s.returns() == [0.5, 0.5, 0.0, 0.0]
    rows = s.result_rows()
    assert rows[0]["won"] and not rows[2]["won"] and rows[2]["points"] == 20


def _refusal(state, seat, vote):
    before = snapshot(state)
    with pytest.raises(ValueError) as err:
        state.apply(seat, vote)
    assert snapshot(state) == before, "a refused vote must leave the state exactly as it was"
    return str(err.value)


def test_illegal_votes_are_refused_and_change_nothing():
    s = with_pile(5, 2)
    vote_all(s, {0: "A", 1: "A", 2: "A", 3: "B", 4: "C"})
    # an eliminated player (Grard "Résolution des votes")
    msg = _refusal(s, 3, "A")
    assert "out of round 1" in msg and "Résolution des votes" in msg
    with pytest.raises(WrongPlayer):
        s.apply(4, "B")
    # an unknown option (the four vote cards)
    with pytest.raises(MalformedInput, match="not a vote"):
        s.apply(0, "D")
    _refusal(s, 0, "")
    _refusal(s, 0, None)
    # voting twice (a vote card is laid once)
    s.apply(0, "B")
    msg = _refusal(s, 0, "C")
    assert "already voted" in msg
    with pytest.raises(IllegalAction):
        s.apply(0, "B")
    # seats that do not exist
    for bad in (5, -1, "1", None, True):
        with pytest.raises(WrongPlayer):
            s.apply(bad, "A")
    assert s.votes == {0: "B"}


def test_bad_options_are_refused():
    for n in (2, 11, "4", 3.0, True):
        with pytest.raises(IllegalAction, match="3 to 10 players"):
            GrardState.new(n_players=n, seed=0)
    with pytest.raises(MalformedInput):
        GrardState.new(n_players=3, seed=0, target=0)
    with pytest.raises(MalformedInput):
        GrardState.new(n_players=3, seed=0, language="de")
    with pytest.raises(MalformedInput):
        GrardState.new(n_players=3, seed=0, least_logical="yes")


def test_pending_votes_are_hidden_from_other_views():
    """Votes are laid face down (Grard "Premier tour d'une manche"): others only see that a
    seat has voted; changing another seat's pending vote leaves my view unchanged."""
    s1 = GrardState.new(n_players=4, seed=9)
    s2 = GrardState.new(n_players=4, seed=9)
    s1.apply(0, "A")
    s2.apply(0, "mark")
    for p in (1, 2, 3):
        assert s1.view(p) == s2.view(p)
        assert "votes" not in s1.view(p) and "my_vote" not in s1.view(p)
        assert 0 in s1.view(p)["voted"]
        assert s1.explain(p) == s2.explain(p)
    assert s1.view(0)["my_vote"] == "A" and s2.view(0)["my_vote"] == "mark"
    assert s1.view(None)["votes"] == {"0": "A"}


def test_views_do_not_show_the_deck_order():
    s1 = GrardState.new(n_players=3, seed=1)
    s2 = s1.clone()
    s2.draw.reverse()  # a different hidden draw pile
    for p in range(3):
        assert s1.view(p) == s2.view(p)
    assert s1.view(None) != s2.view(None)


def test_save_load_round_trip_and_replay():
    s = GrardState.new(n_players=5, seed=42, language="en", variant_toss=True)
    vote_all(s, {0: "A", 1: "A", 2: "A", 3: "B", 4: "mark"})
    vote_all(s, {0: "C", 1: "C", 2: "A"})
    s.apply(0, "B")
    text = s.to_json()
    back = GrardState.from_json(text)
    assert back == s and back.view(None) == s.view(None)
    assert back.explain() == s.explain()
    assert GrardState.from_json(json.loads(text)).to_json() == text
    before = s.replay_prefix(5)
    assert before.view(None)["votes"] == {} and before.round == 1 and before.turn == 2


def test_tampered_save_files_are_refused():
    s = GrardState.new(n_players=3, seed=1)
    s.apply(0, "A")
    data = json.loads(s.to_json())
    data["decisions"].append([0, "B"])  # voting twice
    with pytest.raises(SaveFileError, match="already voted"):
        GrardState.from_json(json.dumps(data))
    data["decisions"] = [[1, "Q"]]
    with pytest.raises(SaveFileError, match="not a vote"):
        GrardState.from_json(data)
    data = json.loads(s.to_json())
    data["options"]["target"] = -3
    with pytest.raises(SaveFileError):
        GrardState.from_json(data)
    with pytest.raises(SaveFileError):
        GrardState.from_json("{not json")


def test_same_seed_same_decisions_same_game():
    a = with_pile(4, 3, seed=11)
    b = with_pile(4, 3, seed=11)
    assert a.explain() == b.explain() and a.view(None) == b.view(None)
    c = with_pile(4, 3, seed=12)
    assert c.view(None)["draw"] != a.view(None)["draw"]


def test_variant_toss_and_least_logical_option():
    """Grard "Variante": the card is tossed at each round (not each turn); the package draws
    the toss from the seed. ``least_logical=True`` makes every round red."""
    s = GrardState.new(n_players=3, seed=0, variant_toss=True)
    modes = []
    for _ in range(40):
        modes.append(s.round_least_logical)
        vote_all(s, {0: "A", 1: "B", 2: "C"})  # no majority: next round
    assert any(modes) and not all(modes)
    assert any(e.kind == "variant" and "red" in e.text for e in s.events)
    s = GrardState.new(n_players=3, seed=0, least_logical=True)
    assert s.view(1)["least_logical"] is True


def test_deck_runs_out_reshuffle_then_survivors_score():
    """docs/rulings-grard.md: a short draw pile takes back the shuffled box; when even that
    cannot give three propositions, the round ends and those still in score the pile."""
    s = GrardState.new(n_players=3, seed=2)
    while not s.is_terminal():
        assert sorted(s.cards_in_play()) == list(range(N_CARDS))
        vote_all(s, "A")
    assert any(e.kind == "reshuffle" for e in s.events)
    last = s.round_log[-1]
    assert last["end"] == END_NO_CARDS
    assert last["pile_size"] > N_CARDS - 3
    assert s.scores == [last["pile_size"]] * 3 and s.is_terminal()


def test_repr_html_and_explain():
    s = GrardState.new(n_players=3, seed=0)
    html = s._repr_html_()
    assert "Reference pile" in html and "Propositions" in html
    s.apply(0, "A")
    assert "has voted" in s._repr_html_()
    assert all(e.rule for e in s.events), "every event names its rule"


def test_names_option_names_the_seats_everywhere():
    s = GrardState.new(n_players=3, seed=0, names=["Ana", "Ben", "Cleo"])
    vote_all(s, {0: "A", 1: "A", 2: "B"})
    assert any("Ana and Ben are left" in e.text for e in s.events)
    assert GrardState.from_json(s.to_json()) == s
    for bad in (["Ana", "Ben"], ["Ana", "Ana", "Cleo"], ["Ana", "", "Cleo"], "Ana,Ben,Cleo"):
        with pytest.raises(MalformedInput, match="names must be"):
            GrardState.new(n_players=3, seed=0, names=bad)


def test_turn_result_repr_is_stable():
    from majority_core.grard import resolve_turn

    r = resolve_turn({"b": "A", "a": "A", "c": "mark"}, 2)
    assert repr(r) == (
        "TurnResult(majority=['A'], continuing=[a and b], points={'b': 0, 'a': 0, 'c': 0}, "
        "added=['A'], round_over=False, reason='continue')"
    )


def test_game_ends_only_at_the_end_of_the_round():
    """Grard "Fin de la partie": reaching 20 in the middle of a round does not stop it; the
    players still in finish the round, and the totals are compared after it."""
    s = with_pile(6, 20)
    vote_all(s, {0: "mark", 1: "mark", 2: "A", 3: "A", 4: "B", 5: "B"})  # a three-way tie
    assert s.scores[:2] == [20, 20] and not s.is_terminal() and s.round == 1
    assert s.current_players() == [2, 3, 4, 5] and len(s.pile) == 22
    vote_all(s, {2: "B", 3: "B", 4: "C", 5: "A"})  # B's two voters are left: they score 23
    assert s.is_terminal() and s.scores == [20, 20, 23, 23, 0, 0]
    assert s.winners == [2, 3] and s.returns() == [0, 0, 0.5, 0.5, 0, 0]
