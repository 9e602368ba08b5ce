"""Each card effect of Majority 2 (6-2, promo 6-3, Ghost 6-4), with discs (6-1) and the angels
Junior's protection, played for real through ``apply`` from hand-made tables."""

from __future__ import annotations

import pytest

from majority_core.majority2.state import CannotPay, ConditionNotMet, Majority2State

from .helpers import check_conservation, col, faces, ghost_into, table, take


def last(state, n: int = 1) -> str:
    return " ".join(state.explain(None)[-n:])


# -- witches ------------------------------------------------------------------------------------


def test_witches_junior_draws_two_into_the_reserve() -> None:
    """6-2 witches Junior."""
    s = table(hand=["witches:junior"], top=["demons:junior", "angels:secretary"])
    s.apply(0, "play witches:junior 1")
    assert faces(s, s.reserve[0]) == ["demons:junior", "angels:secretary"]
    assert s.up[0] == 7 and s.down[0] == 3  # paid 3 by turning coins face down (5-6)
    assert "6-2 (witches Junior)" in " ".join(s.explain(0)[-3:])
    check_conservation(s)


def test_witches_senior_discards_two_at_random_from_the_opponents_reserve() -> None:
    s = table(hand=["witches:senior"], opp_reserve=["demons:junior", "angels:senior", "reapers:veteran"])
    s.apply(0, "play witches:senior 2")
    assert len(s.reserve[1]) == 1 and len(s.discard) == 2
    assert "drawn at random" in last(s)
    check_conservation(s)


def test_witches_veteran_takes_a_card_in_play_into_the_reserve_not_a_protected_one() -> None:
    s = table(
        hand=["witches:veteran"],
        zone=["witches:junior"],
        opp_columns=[["dragons:senior@angels"], ["angels:junior", "demons:secretary"]],
    )
    s.apply(0, "play witches:veteran 3")
    legal = s.legal_actions(0)
    assert "take s1.c1.1" in legal and "take s1.c2.2" not in legal  # column 2 is protected
    assert "take s0.c3.1" in legal  # the Veteran itself is a card in play too
    s.apply(0, "take s1.c1.1")
    assert faces(s, s.reserve[0]) == ["dragons:senior"]  # the disc went back to the supply (6-1)
    assert s.disc == {} and s.disc_at == {}
    check_conservation(s)


def test_witches_veteran_needs_a_witches_card_in_the_score_zone() -> None:
    """5-6: a Veteran needs 1 card of its faction in your score zone (by current faction)."""
    s = table(hand=["witches:veteran"], zone=["demons:junior"])
    assert "play witches:veteran 1" not in s.legal_actions(0)
    before = s.to_json()
    with pytest.raises(ConditionNotMet, match="needs 1 witches card"):
        s.apply(0, "play witches:veteran 1")
    assert s.to_json() == before
    s = table(hand=["witches:veteran"], zone=["demons:junior@witches"])
    assert "play witches:veteran 1" in s.legal_actions(0)


def test_witches_aristocrat_turns_every_coin_face_up() -> None:
    s = table(hand=["witches:aristocrat"], zone=["witches:junior", "witches:senior"], up=2, down=5)
    s.apply(0, "play witches:aristocrat 1")
    assert (s.up[0], s.down[0]) == (7, 0)


# -- demons -------------------------------------------------------------------------------------


def test_demons_junior_draws_three_then_one_card_goes_to_the_reserve() -> None:
    s = table(hand=["demons:junior", "angels:junior"], filler=False, top=["dragons:senior", "reapers:junior", "witches:junior"])
    s.apply(0, "play demons:junior 1")
    assert s.current_players() == [0]
    assert s.legal_actions(0) == [
        "reserve witches:junior",
        "reserve dragons:senior",
        "reserve angels:junior",
        "reserve reapers:junior",
    ]
    s.apply(0, "reserve dragons:senior")
    assert faces(s, s.reserve[0]) == ["dragons:senior"] and len(s.hand[0]) == 3
    assert not any("dragons Senior" in e for e in s.explain(1)[-3:])  # private (hidden) choice


def test_demons_senior_forces_the_opponents_next_exchange() -> None:
    s = table(hand=["demons:senior"], opp_reserve=["angels:junior"])
    s.apply(0, "play demons:senior 1")
    assert s.must_exchange == [False, True]
    s.apply(0, "end")  # clean-up: the opponent's turn starts with a forced exchange
    assert s.player == 1 and faces(s, s.hand[1]) == ["angels:junior"]
    assert s.must_exchange == [False, False]
    assert any("as the demons Senior forced" in e for e in s.explain(0))


def test_demons_veteran_cannot_be_free_played() -> None:
    """6-2: the demons Veteran cannot be played in the free-play phase."""
    s = table(hand=["demons:veteran", "demons:junior"], zone=["demons:junior"])
    s.phase = "free"
    s._legal = None
    assert not any(a.startswith("free demons:veteran") for a in s.legal_actions(0))
    with pytest.raises(ConditionNotMet, match="free-play"):
        s.apply(0, "free demons:veteran 1")


def test_demons_aristocrat_gains_two_coins_face_down() -> None:
    s = table(hand=["demons:aristocrat"], zone=["demons:junior", "demons:senior"], up=2)
    s.apply(0, "play demons:aristocrat 1")
    assert (s.up[0], s.down[0]) == (0, 4)  # 2 paid + 2 gained, both face down


# -- dragons ------------------------------------------------------------------------------------


def test_dragons_junior_burns_the_fourth_card_of_the_facing_column() -> None:
    opp = [["a"], ["witches:junior", "demons:junior", "angels:senior", "reapers:senior", "demons:secretary"]]
    opp[0] = ["witches:secretary"]
    s = table(hand=["dragons:junior"], opp_columns=opp[:1] + [opp[1][:4]])
    s.apply(0, "play dragons:junior 2")
    assert col(s, 1, 2) == ["witches:junior", "demons:junior", "angels:senior"]
    assert faces(s, s.discard) == ["reapers:senior"]
    s = table(hand=["dragons:junior"], opp_columns=[["witches:secretary"] * 3])
    s.apply(0, "play dragons:junior 1")
    assert len(s.columns[1][0]) == 3 and "no 4th card" in last(s, 2)


def test_dragons_junior_cannot_burn_a_protected_column() -> None:
    s = table(hand=["dragons:junior"], opp_columns=[["angels:junior", "demons:junior", "demons:senior", "reapers:senior"]])
    s.apply(0, "play dragons:junior 1")
    assert len(s.columns[1][0]) == 4 and "protected" in last(s, 2)


def test_dragons_senior_discards_the_whole_hand() -> None:
    s = table(hand=["dragons:senior", "angels:junior", "angels:junior", "witches:veteran"], filler=False)
    s.apply(0, "play dragons:senior 1")
    assert s.hand[0] == [] and len(s.discard) == 3
    assert s.player == 1  # empty hand: nothing more to play, the turn passed


def test_dragons_veteran_each_player_names_a_colour_and_both_burn() -> None:
    """6-2: you choose a colour, the opponent another; the opponent decides (their decision)."""
    s = table(
        hand=["dragons:veteran"],
        zone=["dragons:junior"],
        columns=[["angels:senior", "witches:junior"], ["reapers:junior@angels"]],
        opp_columns=[["angels:secretary", "demons:junior"], ["witches:senior"], ["angels:junior", "angels:veteran"]],
    )
    s.apply(0, "play dragons:veteran 3")
    assert s.current_players() == [0] and len(s.legal_actions(0)) == 5
    s.apply(0, "colour angels")
    assert s.current_players() == [1]  # the opponent names the second colour
    assert "colour angels" not in s.legal_actions(1) and len(s.legal_actions(1)) == 4
    s.apply(1, "colour dragons")
    assert col(s, 0, 1) == ["witches:junior"]
    assert col(s, 0, 2) == []  # the reaper with the pink disc counted as angels (6-1)
    assert col(s, 0, 3) == []  # the dragons Veteran itself burns too
    assert col(s, 1, 1) == ["demons:junior"]
    assert col(s, 1, 3) == ["angels:junior", "angels:veteran"]  # protected by the angels Junior
    assert s.disc == {}
    check_conservation(s)


def test_dragons_aristocrat_the_opponent_must_give_up_a_secretary_if_they_can() -> None:
    s = table(
        hand=["dragons:aristocrat"],
        zone=["dragons:junior", "dragons:senior"],
        opp_zone=["angels:veteran", "witches:secretary", "reapers:secretary@witches"],
    )
    s.apply(0, "play dragons:aristocrat 1")
    assert s.current_players() == [1]
    assert s.legal_actions(1) == ["discard witches:secretary", "discard reapers:secretary@witches"]
    s.apply(1, "discard reapers:secretary@witches")
    assert faces(s, s.zone[1]) == ["angels:veteran", "witches:secretary"] and s.disc == {}
    s = table(hand=["dragons:aristocrat"], zone=["dragons:junior", "dragons:senior"], opp_zone=["angels:veteran"])
    s.apply(0, "play dragons:aristocrat 1")
    assert s.zone[1] == [] and "must discard" in " ".join(s.explain(None))


# -- angels -------------------------------------------------------------------------------------


def test_angels_junior_cannot_be_free_played_and_protects_however_it_came() -> None:
    s = table(hand=["angels:junior"], filler=False)
    s.phase = "free"
    s._legal = None
    assert s.legal_actions(0) == ["no-free"]
    s = table(hand=["dragons:junior"], opp_columns=[["demons:junior", "demons:junior", "demons:senior", "angels:junior"]])
    s.apply(0, "play dragons:junior 1")
    assert len(s.columns[1][0]) == 4  # the Junior protects even itself, the 4th card


def test_angels_senior_puts_two_discs_on_own_cards_moving_a_colour_in_use() -> None:
    s = table(
        hand=["angels:senior"],
        columns=[["demons:junior"], ["witches:junior"]],
        opp_columns=[["reapers:junior@dragons"]],
    )
    s.apply(0, "play angels:senior 3")
    legal = s.legal_actions(0)
    assert "disc s0.c1.1 witches" in legal and "disc s0.c3.1 dragons" in legal
    assert not any(a.startswith("disc s1.") for a in legal)  # only your own columns
    s.apply(0, "disc s0.c1.1 dragons")  # the red disc moves off the opponent's reaper
    assert col(s, 1, 1) == ["reapers:junior"] and col(s, 0, 1) == ["demons:junior@dragons"]
    assert "moves the red disc from the reapers Junior to the demons Junior" in last(s)
    s.apply(0, "disc s0.c2.1 angels")
    assert col(s, 0, 2) == ["witches:junior@angels"]
    assert s.player == 0 and s.tasks == []
    check_conservation(s)


def test_angels_senior_second_disc_takes_another_colour() -> None:
    """6-2: 2 discs on 2 cards. The second disc may not take the first one's colour, which would
    move it and leave a single card with a disc (review finding 3, docs/rulings-majority2.md)."""
    s = table(hand=["angels:senior"], columns=[["dragons:secretary"], ["dragons:junior"]])
    s.apply(0, "play angels:senior 2")
    s.apply(0, "disc s0.c1.1 witches")
    legal = s.legal_actions(0)
    assert legal and not any(a.endswith(" witches") for a in legal)
    assert "disc s0.c2.2 demons" in legal  # the Senior itself may take the second disc
    s.apply(0, "disc s0.c2.1 demons")
    assert col(s, 0, 1) == ["dragons:secretary@witches"]
    assert col(s, 0, 2) == ["dragons:junior@demons", "angels:senior"]
    assert len(s.disc) == 2 and s.tasks == []
    check_conservation(s)


def test_angels_veteran_plays_two_drawn_cards_without_effects_then_forming() -> None:
    s = table(
        hand=["angels:veteran"],
        zone=["angels:junior"],
        columns=[["demons:junior", "demons:senior"]],
        top=["demons:aristocrat", "witches:junior"],
    )
    s.apply(0, "play angels:veteran 1")
    # 5 cards: demons x3 form (the Aristocrat's 2 coins are not gained: no effect).
    assert s.legal_actions(0) == ["form demons:junior", "form demons:senior", "form demons:aristocrat"]
    s.apply(0, "form demons:aristocrat")
    assert faces(s, s.zone[0]) == ["angels:junior", "demons:aristocrat"]
    assert s.down[0] == 4 + 1 and s.columns[0][0] == []


def test_angels_aristocrat_goes_to_the_score_zone_and_clears_its_column() -> None:
    s = table(
        hand=["angels:aristocrat"],
        zone=["angels:junior", "angels:senior"],
        columns=[["demons:junior", "witches:senior"]],
    )
    s.apply(0, "play angels:aristocrat 1")
    assert faces(s, s.zone[0])[-1] == "angels:aristocrat" and s.columns[0][0] == []
    assert s.down[0] == 2 + 1 and len(s.discard) == 2
    s = table(
        hand=["angels:aristocrat"],
        zone=["angels:junior", "angels:senior"],
        columns=[["angels:junior", "witches:senior"]],
    )
    s.apply(0, "play angels:aristocrat 1")
    assert col(s, 0, 1) == ["angels:junior", "witches:senior"]  # protected: the rest stays


# -- reapers ------------------------------------------------------------------------------------


def test_reapers_junior_puts_a_disc_on_an_opponents_card() -> None:
    s = table(hand=["reapers:junior"], columns=[["witches:junior@demons"]], opp_columns=[["angels:junior"]])
    s.apply(0, "play reapers:junior 2")
    assert all(a.startswith("disc s1.") for a in s.legal_actions(0))
    s.apply(0, "disc s1.c1.1 demons")
    assert col(s, 0, 1) == ["witches:junior"] and col(s, 1, 1) == ["angels:junior@demons"]
    # The angels Junior keeps protecting under a disc: its text is its printed one (RULINGS).
    assert s.view(0)["players"][1]["protected"][0] is True


def test_reapers_senior_is_replaced_by_the_drawn_card_whose_ability_triggers() -> None:
    s = table(hand=["reapers:senior"], zone=["demons:junior", "demons:senior"], top=["demons:aristocrat"], up=4)
    s.apply(0, "play reapers:senior 1")
    assert col(s, 0, 1) == ["demons:aristocrat"] and faces(s, s.discard) == ["reapers:senior"]
    assert s.down[0] == 4 + 2  # the Aristocrat's ability: 2 coins (its condition is not asked)


def test_reapers_senior_drawing_the_other_reapers_senior_triggers_it() -> None:
    """6-2 (reapers Senior) and RULINGS: the drawn card replaces the Senior and its ability
    triggers, a reapers Senior's too: the second Senior draws again and is replaced in turn."""
    s = table(hand=["reapers:senior"], top=["reapers:senior", "demons:aristocrat"], up=4)
    s.apply(0, "play reapers:senior 1")
    assert col(s, 0, 1) == ["demons:aristocrat"]
    assert faces(s, s.discard) == ["reapers:senior", "reapers:senior"]
    assert s.down[0] == 4 + 2  # the demons Aristocrat drawn by the second Senior acted
    text = " ".join(s.explain(None))
    assert "does not trigger again" not in text


def test_reapers_senior_endless_case_stops_with_an_event_that_says_why() -> None:
    """6-2 (reapers Senior), docs/rulings-majority2.md: when the deck and the discard pile hold
    nothing but the other reapers Senior, the two would replace each other forever: the Senior
    that would draw it draws nothing and stays, and an event says so."""
    s = table(hand=["reapers:senior"], top=["reapers:senior"])
    s.reserve[1] += s.deck[:-1]  # the rest of the deck waits in seat 1's reserve
    s.deck = s.deck[-1:]  # the deck: only the other reapers Senior
    s.apply(0, "play reapers:senior 1")
    assert col(s, 0, 1) == ["reapers:senior"] and faces(s, s.deck) == ["reapers:senior"]
    assert s.discard == [] and s.player == 0  # nothing else happened; the turn goes on
    assert "forever" in last(s)
    check_conservation(s)


def test_reapers_senior_with_another_card_left_draws_on() -> None:
    """6-2 (reapers Senior): with any other card left to draw the chain is not endless, so it is
    played out: the second Senior reshuffles the discard pile (6-1) and draws again."""
    s = table(hand=["reapers:senior"], top=["reapers:senior"], up=4)
    s.discard = [take(s, "demons:aristocrat")]  # one card in the discard pile
    s.reserve[1] += s.deck[:-1]
    s.deck = s.deck[-1:]
    s.apply(0, "play reapers:senior 1")
    assert col(s, 0, 1) == ["demons:aristocrat"] and s.down[0] == 4 + 2  # drawn, and it acted
    assert faces(s, s.discard) == ["reapers:senior", "reapers:senior"]
    check_conservation(s)


def test_reapers_veteran_disc_in_a_score_zone_changes_secretary_scoring() -> None:
    """6-1's example played out: a blue disc on the opponent's demons Secretary."""
    s = table(
        hand=["reapers:veteran"],
        zone=["reapers:junior", "witches:secretary"],
        opp_zone=["demons:secretary", "demons:secretary"],
    )
    assert [x.card_total for x in (s.score(0), s.score(1))] == [3 + 2, 4 + 4]
    s.apply(0, "play reapers:veteran 1")
    s.apply(0, "disc s1.zone.2 witches")
    # The plain demons Secretary no longer counts the blue one (now witches); the blue one's
    # own text still counts demons Secretaries, so it still sees the plain one (6-1).
    assert s.score(1).points == (2, 4)
    s2 = table(hand=["reapers:veteran"], zone=["reapers:junior", "witches:secretary"], opp_zone=["demons:secretary"])
    s2.apply(0, "play reapers:veteran 1")
    s2.apply(0, "disc s0.zone.1 witches")  # own reaper Junior: not a Secretary, no bonus
    assert s2.score(0).points == (3, 2)


def test_reapers_aristocrat_takes_a_coin_but_never_below_three() -> None:
    s = table(hand=["reapers:aristocrat"], zone=["reapers:junior", "reapers:senior"], opp_coins=(1, 3))
    s.apply(0, "play reapers:aristocrat 1")
    assert (s.up[1], s.down[1]) == (1, 2)
    s = table(hand=["reapers:aristocrat"], zone=["reapers:junior", "reapers:senior"], opp_coins=(0, 3))
    s.apply(0, "play reapers:aristocrat 1")
    assert s.down[1] == 3 and "none lost" in last(s, 2)


# -- paying, forming (5-5, 5-6) -------------------------------------------------------------------


def test_paying_needs_face_up_coins() -> None:
    s = table(hand=["demons:senior"], up=3, down=5, filler=False)
    assert s.legal_actions(0) == ["end"]
    before = s.to_json()
    with pytest.raises(CannotPay, match="costs 4 and seat 0 has only 3 coins face up"):
        s.apply(0, "play demons:senior 1")
    assert s.to_json() == before


def test_a_full_column_without_three_of_a_kind_is_discarded() -> None:
    s = table(hand=["angels:secretary"], columns=[["witches:junior", "witches:senior", "demons:junior", "dragons:junior"]])
    s.apply(0, "play angels:secretary 1")
    assert s.columns[0][0] == [] and s.zone[0] == [] and len(s.discard) == 5
    assert "nothing forms" in " ".join(s.explain(None))


def test_forming_with_five_of_a_kind_pays_two_and_you_choose_the_faction() -> None:
    s = table(hand=["angels:secretary"], columns=[["angels:junior"] * 2 + ["angels:senior"] * 2])
    s.apply(0, "play angels:secretary 1")
    s.apply(0, "form angels:senior")
    assert s.down[0] == 2 + 2 and faces(s, s.zone[0]) == ["angels:senior"]
    s = table(
        hand=["angels:secretary"],
        columns=[["demons:junior", "demons:senior", "demons:secretary", "angels:junior", "angels:senior"]],
    )
    s.apply(0, "play angels:secretary 1")
    assert len(s.legal_actions(0)) == 6  # two factions qualify: choose the representative
    s.apply(0, "form demons:senior")
    assert faces(s, s.zone[0]) == ["demons:senior"] and s.down[0] == 2 + 1
    assert s.formed[-1]["count"] == 3
    check_conservation(s)


def test_free_play_forms_too_but_triggers_nothing() -> None:
    s = table(hand=["demons:aristocrat"], zone=["demons:junior", "demons:senior"], columns=[["demons:junior"] * 2 + ["witches:junior"] * 2])
    s.phase = "free"
    s._legal = None
    s.apply(0, "free demons:aristocrat 1")
    s.apply(0, "form demons:aristocrat")
    assert faces(s, s.zone[0])[-1] == "demons:aristocrat" and s.down[0] == 1  # no +2 coins


# -- promo cards (6-3) -------------------------------------------------------------------------------


def test_promo_witches_senior_discards_as_many_as_your_score_zone() -> None:
    s = table(hand=["witches:senior:promo"], zone=["demons:junior"] * 3, opp_reserve=["angels:junior"] * 2 + ["reapers:junior"] * 2, promos="all")
    s.apply(0, "play witches:senior:promo 1")
    assert len(s.reserve[1]) == 1


def test_promo_dragons_junior_discards_if_the_opponent_scored_that_colour() -> None:
    s = table(hand=["dragons:junior:promo"], opp_zone=["angels:secretary"], opp_columns=[["angels:senior", "witches:junior"]], promos="all")
    s.apply(0, "play dragons:junior:promo 1")
    s.apply(0, "target s1.c1.1")
    assert col(s, 1, 1) == ["witches:junior"]
    s = table(hand=["dragons:junior:promo"], opp_zone=["angels:secretary"], opp_columns=[["reapers:senior"]], promos="all")
    s.apply(0, "play dragons:junior:promo 1")
    s.apply(0, "target s1.c1.1")
    assert col(s, 1, 1) == ["reapers:senior"]


def test_promo_angels_veteran_clears_discs_and_pays_for_four() -> None:
    s = table(
        hand=["angels:veteran:promo"],
        zone=["angels:junior@witches", "angels:senior"],
        columns=[["demons:junior@dragons", "reapers:junior@demons", "witches:senior@reapers"]],
        promos=["angels:veteran"],
    )
    s.apply(0, "play angels:veteran:promo 2")
    assert s.disc == {} and s.down[0] == 4 + 1


def test_promo_reapers_aristocrat_places_every_supply_disc() -> None:
    s = table(
        hand=["reapers:aristocrat:promo"],
        zone=["reapers:junior", "reapers:senior"],
        columns=[["demons:junior@angels", "witches:junior", "dragons:junior", "angels:junior"]],
        promos=["reapers:aristocrat"],
    )
    s.apply(0, "play reapers:aristocrat:promo 2")
    for colour in ("witches", "demons", "dragons", "reapers"):
        options = s.legal_actions(0)
        assert options and all(a.endswith(" " + colour) for a in options)
        s.apply(0, options[0])
    assert len(s.disc) == 5 and s.tasks == []
    check_conservation(s)


def test_promo_reapers_aristocrat_stops_when_no_disc_less_card_is_left() -> None:
    """6-3: more supply discs than disc-less cards; the extra discs stay in the supply and the
    turn goes on (review finding 1: the game used to wait on a decision with no option)."""
    s = table(
        hand=["reapers:aristocrat:promo"],
        zone=["reapers:secretary", "reapers:junior"],  # its condition: 2 reapers
        promos=["reapers:aristocrat"],
    )
    s.apply(0, "play reapers:aristocrat:promo 1")
    placed = 0
    while s.tasks:  # the Aristocrat and the two zone cards: 3 disc-less cards for 5 discs
        options = s.legal_actions(0)
        assert options, "a pending decision must offer a choice"
        s.apply(0, options[0])
        placed += 1
    assert placed == 3 and len(s.disc) == 3
    assert s.current_players() == [0] and s.legal_actions(0)[0] == "end"
    stays = [e for e in s.events if "stays in the supply" in e.text]
    assert len(stays) == 2 and all("Majority 2 6-3" in e.rule for e in stays)
    check_conservation(s)


def test_promo_demons_veteran_scores_per_colour() -> None:
    s = table(hand=[], zone=["demons:veteran:promo", "angels:junior", "witches:junior"], promos="all")
    assert s.score(0).points[0] == 2 + 3


# -- the Ghost (6-4) -------------------------------------------------------------------------------


def test_ghost_goes_to_an_opponents_column_and_may_make_them_form() -> None:
    s = table(
        hand=["independent:ghost"],
        opp_columns=[["angels:junior", "angels:senior", "angels:secretary", "demons:junior"]],
        ghosts=True,
    )
    s.apply(0, "play independent:ghost 2")
    assert s.legal_actions(0) == ["ghost 1", "ghost 2", "ghost 3"]
    s.apply(0, "ghost 1")
    # The opponent's column reached 5: their angels form (one representative value each: a choice).
    assert s.current_players() == [1]
    s.apply(1, "form angels:senior")
    assert faces(s, s.zone[1]) == ["angels:senior"] and s.down[1] == 3 + 1
    check_conservation(s)


def test_ghost_catches_a_disc_meant_for_its_column() -> None:
    """6-4 notes: while the Ghost has no disc, a disc for another card of its column lands on it."""
    s = table(hand=["reapers:junior"], opp_columns=[["witches:junior"]], ghosts=True)
    ghost = next(c for c in s.deck if s.cards[c].is_ghost)
    s.deck.remove(ghost)
    s.columns[1][0].append(ghost)
    s.ghost_by[ghost] = 0
    s.apply(0, "play reapers:junior 1")
    s.apply(0, "disc s1.c1.1 angels")
    assert col(s, 1, 1) == ["witches:junior", "independent:ghost@angels"]
    assert "lands on the Ghost" in " ".join(s.explain(None))
    s2 = table(hand=["reapers:junior"], opp_columns=[["witches:junior"]], ghosts=True)
    assert s2.legal_actions(0)  # without a Ghost the disc goes where it is meant


def test_a_ghost_with_a_disc_no_longer_catches_discs() -> None:
    """6-4 notes: the second part of the ability acts only while the Ghost has no disc."""
    s = table(hand=["reapers:junior", "reapers:junior"], opp_columns=[["witches:junior"]], ghosts=True)
    ghost_into(s, 1, 0, 0)
    s.apply(0, "play reapers:junior 1")
    s.apply(0, "disc s1.c1.1 angels")  # caught by the Ghost
    s.apply(0, "play reapers:junior 2")
    s.apply(0, "disc s1.c1.1 demons")  # the Ghost has a disc now: the witches Junior takes it
    assert col(s, 1, 1) == ["witches:junior@demons", "independent:ghost@angels"]


def test_two_ghosts_in_a_column_the_active_players_comes_first() -> None:
    """6-4 notes: with both Ghosts in one column, the one played by the active player has
    priority."""
    s = table(hand=["reapers:junior"], opp_columns=[["witches:junior"]], ghosts=True)
    ghost_into(s, 1, 0, 1)  # played there by seat 1 (it came back into seat 1's own column)
    ghost_into(s, 1, 0, 0)  # played by seat 0, the active player
    s.apply(0, "play reapers:junior 1")
    s.apply(0, "disc s1.c1.1 dragons")
    assert col(s, 1, 1) == ["witches:junior", "independent:ghost", "independent:ghost@dragons"]


def test_a_ghost_without_a_disc_has_no_faction_for_forming() -> None:
    """6-4: the Ghost belongs to no faction until a disc gives it one."""
    s = table(hand=["independent:ghost"], opp_columns=[["angels:junior", "angels:senior", "demons:junior", "demons:senior"]], ghosts=True)
    s.apply(0, "play independent:ghost 1")
    s.apply(0, "ghost 1")
    assert s.columns[1][0] == [] and s.zone[1] == []  # 5 cards, no 3 of a faction: discarded
    check_conservation(s)


# -- issue 21: exact rules found by the independent referees ---------------------------------------


def test_promo_dragons_junior_a_disc_less_ghost_has_no_faction_to_match() -> None:
    """6-3 (dragons Junior): the chosen card is discarded only if the opponent's score zone holds
    a card of *its* faction; a Ghost without a disc has none (6-4, docs/rulings-majority2.md), so a
    disc-less Ghost in the opponent's zone matches nothing, not even another disc-less Ghost."""
    s = table(
        hand=["dragons:junior:promo"],
        opp_zone=["independent:ghost"],
        opp_columns=[["independent:ghost"]],
        promos="all",
        ghosts=True,
    )
    s.apply(0, "play dragons:junior:promo 1")
    s.apply(0, "target s1.c1.1")
    assert col(s, 1, 1) == ["independent:ghost"]
    text = last(s, 2)
    assert "None" not in text and "has no faction" in text and "stays" in text
    check_conservation(s)


def test_promo_dragons_junior_a_ghost_under_a_disc_matches_its_discs_faction() -> None:
    """6-1 and 6-3: a Ghost under the green disc is a demons card; a demons card in the
    opponent's score zone discards it."""
    s = table(
        hand=["dragons:junior:promo"],
        opp_zone=["demons:junior"],
        opp_columns=[["independent:ghost@demons"]],
        promos="all",
        ghosts=True,
    )
    s.apply(0, "play dragons:junior:promo 1")
    s.apply(0, "target s1.c1.1")
    assert col(s, 1, 1) == [] and "independent:ghost" in faces(s, s.discard)


def test_two_ghosts_aiming_at_the_inactive_players_ghost_still_reaches_the_active_ones() -> None:
    """6-4 notes: a disc meant for a card of a column with a disc-less Ghost goes on the Ghost
    instead, and with both Ghosts there the one played by the active player comes first -- also
    when the disc was aimed at the other Ghost."""
    s = table(hand=["reapers:junior"], opp_columns=[["witches:junior"]], ghosts=True)
    other = ghost_into(s, 1, 0, 1)  # s1.c1.2: played by seat 1
    mine = ghost_into(s, 1, 0, 0)  # s1.c1.3: played by seat 0, the active player
    s.apply(0, "play reapers:junior 1")
    s.apply(0, "disc s1.c1.2 dragons")  # aimed at seat 1's Ghost
    assert s.disc == {mine: "dragons"} and other not in s.disc
    assert col(s, 1, 1) == ["witches:junior", "independent:ghost", "independent:ghost@dragons"]
    assert "lands on the Ghost" in " ".join(s.explain(None))


def test_two_ghosts_aiming_at_the_active_players_ghost_puts_the_disc_there() -> None:
    """6-4 notes: the active player's Ghost, aimed at directly, takes the disc (no redirect)."""
    s = table(hand=["reapers:junior"], opp_columns=[["witches:junior"]], ghosts=True)
    ghost_into(s, 1, 0, 1)
    mine = ghost_into(s, 1, 0, 0)
    s.apply(0, "play reapers:junior 1")
    s.apply(0, "disc s1.c1.3 dragons")
    assert s.disc == {mine: "dragons"}
    assert "lands on the Ghost" not in " ".join(s.explain(None))


def test_promo_dragons_junior_may_choose_a_protected_card_which_stays() -> None:
    """6-3: « Choisissez une carte dans la colonne où cette carte a été jouée »: any card of the
    lane, protected ones too; 6-2 angels Junior: a protected card « ne peut pas être
    défaussée », so choosing one discards nothing. Here every unprotected card of the lane is
    the player's own and would be discarded (witches and dragons in the opponent's zone): the
    protected witches Junior across the lane lets the player keep them all."""
    def lane() -> Majority2State:
        return table(hand=["dragons:junior:promo"],
                     columns=[["witches:secretary", "dragons:secretary"]],
                     opp_columns=[["angels:junior", "witches:junior"]],
                     opp_zone=["witches:secretary", "dragons:senior"], promos=["dragons:junior"])

    s = lane()
    s.apply(0, "play dragons:junior:promo 1")
    assert s.legal_actions(0) == [
        "target s0.c1.1", "target s0.c1.2", "target s0.c1.3", "target s1.c1.1", "target s1.c1.2"]
    s.apply(0, "target s1.c1.2")
    assert col(s, 0, 1) == ["witches:secretary", "dragons:secretary", "dragons:junior:promo"]
    assert col(s, 1, 1) == ["angels:junior", "witches:junior"]
    assert "protected by an angels Junior in its column and stays" in last(s, 1)
    check_conservation(s)
    # an unprotected card of the player's own that matches is still discarded
    s = lane()
    s.apply(0, "play dragons:junior:promo 1")
    s.apply(0, "target s0.c1.1")
    assert col(s, 0, 1) == ["dragons:secretary", "dragons:junior:promo"]


def test_promo_dragons_junior_asks_nothing_when_every_card_of_its_lane_is_protected() -> None:
    """Whatever is chosen then, nothing is discarded: no decision, and the log says so."""
    s = table(hand=["dragons:junior:promo"], columns=[["angels:junior"]],
              opp_columns=[["angels:junior", "witches:junior"]], opp_zone=["witches:secretary"],
              promos=["dragons:junior"])
    s.apply(0, "play dragons:junior:promo 1")
    assert s.view(0)["decision"] is None
    assert "No card of this column can be discarded." in last(s, 1)
