"""Majority 2's turn, step by step: set-up (4-4), income (5-2), exchange (5-3), draw (5-4),
free and standard play (5-5, 5-6), clean-up and the end (5-7, 5-8), views and refusals."""

from __future__ import annotations

import json

import pytest

from majority_core.errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from majority_core.majority2.state import Majority2State, NotInHand

from .helpers import check_conservation, faces, table

FIVE = ["demons:junior", "demons:senior", "demons:veteran", "angels:junior", "angels:senior"]
FIVE_MORE = ["witches:junior", "witches:senior", "witches:veteran", "reapers:junior", "reapers:senior"]


def new(seed: int = 1, **options) -> Majority2State:
    return Majority2State.new(n_players=2, seed=seed, **options)


def test_set_up() -> None:
    """4-4: 3 coins face down each, 4 reserve cards each, the first player's hand of 6."""
    s = new()
    assert [len(r) for r in s.reserve] == [4, 4]
    assert len(s.deck) == 60 - 8 - 6
    # Turn 1 has begun: income turned seat 0's coins face up (5-2).
    assert (s.up, s.down) == ([3, 0], [0, 3])
    assert [len(h) for h in s.hand] == [6, 0] and s.player == 0
    check_conservation(s)
    with pytest.raises(RuleError):
        Majority2State.new(n_players=3, seed=1)


def test_the_first_player_cannot_exchange_on_the_very_first_turn() -> None:
    """5-3: no exchange on the very first turn (the first player only)."""
    s = new()
    assert s.phase == "draw" and s.legal_actions(0) == ["draw", "no-draw"]
    assert any("cannot exchange on the very first turn" in e for e in s.explain(1))
    with pytest.raises(IllegalAction):
        s.apply(0, "exchange")


def test_drawing_follows_the_table_and_gives_the_opponent_a_reserve_card() -> None:
    """5-4 and RULINGS: 0 formed factions -> 2 cards; the opponent adds one to their reserve."""
    s = new()
    s.apply(0, "draw")
    assert len(s.hand[0]) == 8 and len(s.reserve[1]) == 5
    assert s.phase == "free"
    # Seat 1 sees that seat 0 drew 2, not which.
    assert any("draws 2 cards" in e for e in s.explain(1))
    assert not any(e.startswith("You draw") for e in s.explain(1)[:-1] if "reserve" not in e)


def test_draw_count_uses_the_opponents_formed_factions() -> None:
    s = table(hand=["angels:junior"], opp_zone=["demons:junior"] * 3)
    s.phase = "draw"
    s._legal = None
    s.apply(0, "draw")
    assert len(s.hand[0]) == 2 + 4


def test_an_empty_hand_forces_the_draw_and_the_second_player_may_exchange() -> None:
    s = new()
    s.apply(0, "no-draw")
    s.apply(0, "no-free")
    s.apply(0, "end")
    # Clean-up: the 6 cards go to seat 1, whose turn begins (5-7); the exchange is theirs.
    assert s.player == 1 and len(s.hand[1]) == 6 and s.hand[0] == []
    # The passed hand is shown in card order (its draw order is seat 0's secret).
    passed = s.view(0)["players"][0]["passed"]
    assert sorted(passed) == sorted(faces(s, s.hand[1]))
    assert passed == [str(c) for c in sorted(s._cards(s.hand[1]), key=lambda c: c._sort)]
    assert s.legal_actions(1) == ["exchange", "keep"]
    s.apply(1, "exchange")
    assert len(s.hand[1]) == 4 and len(s.reserve[1]) == 6
    s.apply(1, "no-draw")
    s.apply(1, "no-free")
    s.apply(1, "end")
    assert s.player == 0 and len(s.hand[0]) == 4  # seat 1 passed its 4 cards back


def test_forced_draw_with_an_empty_hand() -> None:
    """5-4: with no card in hand, drawing is not optional."""
    s = table(hand=[], filler=False)
    s.phase = "exchange"
    s._legal = None
    s._enter_draw()
    assert len(s.hand[0]) == 2 and s.phase == "free"
    assert any("must draw" in e for e in s.explain(None))


def test_the_discard_pile_is_reshuffled_when_the_deck_runs_out() -> None:
    """6-1: an empty deck takes the shuffled discard pile."""
    s = table(hand=["witches:junior"])
    s.discard, s.deck = s.deck[:-1], s.deck[-1:]
    s.apply(0, "play witches:junior 1")
    assert len(s.reserve[0]) == 2 and any("shuffled into a new deck" in e for e in s.explain(None))
    check_conservation(s)


def test_clean_up_ends_the_game_when_the_next_player_has_formed_five() -> None:
    """5-7: the end check is at clean-up, for the player about to start."""
    s = table(hand=["witches:junior"], opp_zone=FIVE, filler=False)
    s.apply(0, "end")
    assert s.is_terminal() and s.current_players() == []
    assert "starts a turn with 5 factions" in s.end_reason
    assert {r["ended_by"] for r in s.result_rows()} == {"rules"}


def test_the_safety_stop_is_marked_as_outside_the_rules() -> None:
    """The turn limit is the package's (docs/rulings-majority2.md), not 5-7: the final event says
    so and ``result_rows`` marks the game, so that simulations can leave it out."""
    s = Majority2State.new(n_players=2, seed=4, turn_limit=2)
    while s.current_players():
        p = s.current_players()[0]
        s.apply(p, "end" if "end" in s.legal_actions(p) else s.legal_actions(p)[-1])
    assert s.turn == 2 and s.ended_by == "safety stop"
    assert [r["ended_by"] for r in s.result_rows()] == ["safety stop"] * 2
    last = s.events[-1]
    assert "not a rule of the rulebook" in last.text and "docs/rulings-majority2.md" in last.rule
    assert last.data["ended_by"] == "safety stop"


def test_my_five_factions_give_the_opponent_one_more_turn() -> None:
    s = table(hand=["witches:junior"], zone=FIVE)
    s.apply(0, "end")
    assert not s.is_terminal() and s.player == 1


def test_tie_goes_to_the_player_without_the_first_player_token() -> None:
    """5-8: a tie is won by the player without the first-player token (seat 1 here)."""
    s = table(hand=["witches:junior"], opp_zone=FIVE, zone=FIVE_MORE, up=2, opp_coins=(0, 0), filler=False)
    s.apply(0, "end")
    assert s.final[0].total == s.final[1].total == 18  # 16 VP + 2 coins against 18 VP
    assert s.winner == 1 and s.returns() == [0.0, 1.0]
    assert "tie" in s.view(0)["result"]


def test_refusals_name_the_rule_and_change_nothing() -> None:
    s = table(hand=["demons:senior", "angels:junior"], up=2)
    before = (s.to_json(), json.dumps(s.view(None)))
    cases = [
        (0, "play demons:senior 1", "costs 4"),
        (0, "play witches:veteran 1", "no witches Veteran in hand"),
        (0, "play demons:senior 4", "columns are numbered"),
        (0, "play demons:king 1", "not a rank"),
        (0, "free angels:junior 1", "free-play phase"),
        (1, "end", "not seat 1's decision"),
        (0, 42, "an action is a word"),
        (0, "dance", "legal:"),
    ]
    kinds = [IllegalAction, NotInHand, MalformedInput, MalformedInput, WrongPhase, WrongPlayer, MalformedInput, IllegalAction]
    for (p, action, words), kind in zip(cases, kinds, strict=True):
        with pytest.raises(kind, match=words) as info:
            s.apply(p, action)
        assert info.value.rule
        assert (s.to_json(), json.dumps(s.view(None))) == before


def test_view_hides_the_opponents_hand_reserve_and_the_deck() -> None:
    """Hidden information: changing the opponent's hand, reserve or the deck order changes
    nothing in a seat's view (sizes stay the same)."""
    s = new(seed=5)
    for _ in range(25):
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[-1])
    for seat in (0, 1):
        other = 1 - seat
        before = s.view(seat)
        twin = s.clone()
        twin.deck.reverse()
        swap_from = [c for c in twin.deck if c not in twin.hand[other]][:len(twin.reserve[other])]
        twin.reserve[other], twin.deck[: len(swap_from)] = swap_from, twin.reserve[other]
        if twin.hand[other]:
            twin.hand[other][0], twin.deck[-1] = twin.deck[-1], twin.hand[other][0]
        assert twin.view(seat) == before
        assert twin.view(None) != s.view(None)
        assert "hands" not in before and "deck" not in before and "reserves" not in before
        assert before["players"][other]["reserve_size"] == len(s.reserve[other])


def test_view_is_an_independent_copy() -> None:
    s = new()
    v = s.view(0)
    v["hand"].clear()
    v["players"][0]["columns"][0].append("x")
    assert s.view(0)["hand"] and s.view(0)["players"][0]["columns"][0] == []


def test_opponents_decision_makes_them_the_current_player_and_is_saved() -> None:
    s = table(hand=["dragons:veteran"], zone=["dragons:junior"], opp_columns=[["angels:senior"]])
    s.apply(0, "play dragons:veteran 1")
    s.apply(0, "colour angels")
    assert s.current_players() == [1] and s.view(0)["decision"] == {"kind": "colour", "seat": 1, "first": "angels"}
    with pytest.raises(WrongPlayer):
        s.apply(0, "colour demons")


def test_save_load_and_state_drawing() -> None:
    s = new(seed=9)
    for _ in range(40):
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[len(s.history) % len(s.legal_actions(p))])
    loaded = Majority2State.from_json(s.to_json())
    assert loaded == s and loaded.explain(0) == s.explain(0)
    html = s._repr_html_()
    assert "column 1" in html and "coins" in html


def test_5_8_the_end_text_gives_the_winners_score_first() -> None:
    """5-8: "Seat 1 wins, 27 to 24" reads as the winner's score first, whoever wins."""
    import random as _random

    from tests.majority2.helpers import play_random

    seen = set()
    for seed in range(60):
        state = play_random(Majority2State.new(n_players=2, seed=seed), _random.Random(seed))
        w = state.winner
        if w is None or w in seen:
            continue
        seen.add(w)
        won, lost = state.final[w].total, state.final[1 - w].total
        assert f"wins, {won} to {lost}" in state.view(None)["result"]
        assert won >= lost
        if seen == {0, 1}:
            break
    assert seen == {0, 1}


# -- issue 21: the texts ----------------------------------------------------------------------------


def test_set_up_with_ghosts_counts_60_council_cards_and_the_two_ghosts() -> None:
    """4-4 and 6-4: the 60 council cards (promo cards replace some, 6-3) plus the two Ghosts."""
    first = new(ghosts=True).explain(None)[0]
    assert "The 60 council cards" in first and "and the two Ghosts" in first
    assert "The 60 council cards (promo cards:" in new(promos="all").explain(None)[0]


def test_one_card_drawn_is_one_card_not_one_cards() -> None:
    """6-2 witches Junior and demons Junior: the sentence agrees with the number drawn (the deck
    and the discard pile may hold fewer cards than the ability draws)."""
    for card, n in (("witches:junior", 2), ("demons:junior", 3)):
        s = table(hand=[card], up=3)
        s.reserve[1] += s.deck[:-1]
        s.deck = s.deck[-1:]  # one card left to draw
        s.apply(0, f"play {card} 1")
        text = " ".join(s.explain(None))
        assert "draws 1 card into their" in text and "1 cards" not in text, (card, n)


def test_reapers_aristocrat_against_one_coin_says_one_coin() -> None:
    """6-2 reapers Aristocrat: never below 3; the sentence agrees with the opponent's coins."""
    s = table(hand=["reapers:aristocrat"], zone=["reapers:junior", "reapers:senior"], opp_coins=(0, 1))
    s.apply(0, "play reapers:aristocrat 1")
    assert "Seat 1 has 1 coin: never below 3" in " ".join(s.explain(None))


def test_angels_veteran_drawing_one_card_plays_it() -> None:
    """6-2 angels Veteran: with one card left, the sentence plays "it" (in every language)."""
    s = table(hand=["angels:veteran"], zone=["angels:junior"], up=4)
    s.reserve[1] += s.deck[:-1]
    s.deck = s.deck[-1:]
    s.apply(0, "play angels:veteran 1")
    text = " ".join(s.explain(None))
    assert "and plays it into column 1" in text
    from majority_core.i18n import language

    with language("fr"):
        s = table(hand=["angels:veteran"], zone=["angels:junior"], up=4)
        s.reserve[1] += s.deck[:-1]
        s.deck = s.deck[-1:]
        s.apply(0, "play angels:veteran 1")
        text = " ".join(s.explain(None))
    assert "et joue cette carte dans la colonne 1" in text and "(it)" not in text


@pytest.mark.parametrize("key", ["seed", "n_players"])
def test_a_save_with_true_for_a_number_is_refused_by_name(key: str) -> None:
    """A save file's seed and n_players are whole numbers; JSON's true is not one, although
    Python reads it as the int 1."""
    from majority_core.errors import SaveFileError

    data = json.loads(new(seed=1).to_json())
    data[key] = True
    with pytest.raises(SaveFileError, match=f"{key} must be a whole number, not true"):
        Majority2State.from_json(json.dumps(data))
    data = json.loads(new(seed=1).to_json())
    data["decisions"] = [[False, "draw"]]
    with pytest.raises(SaveFileError):
        Majority2State.from_json(json.dumps(data))
