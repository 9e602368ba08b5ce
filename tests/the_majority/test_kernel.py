"""The pure rules kernel of The Majority: cards, one trick, one debate, the final result.

Each test cites the rulebook section (revised rules, first edition) or the ruling
(RULINGS.md, "The Majority") it checks.
"""

from __future__ import annotations

import pytest

from majority_core.errors import MalformedInput, RuleError
from majority_core.the_majority import Card, debate, resolve_trick
from majority_core.the_majority.components import build_deck
from majority_core.the_majority.kernel import face_up_order, winners


def trick(plays: dict[int, str], *, n: int = 4, holder: int = 0, **kw):
    return resolve_trick(plays, n_players=n, spy_holder=holder, **kw)


def won(result) -> dict[int, list[str]]:
    return {p: [str(c) for c in cards] for p, cards in result.won.items()}


def discarded(result) -> list[str]:
    return [str(c) for c in result.discarded]


# -- cards (revised 1-2) -----------------------------------------------------------------------
class TestCard:
    def test_parse_and_str_round_trip_every_card(self) -> None:
        for card in set(build_deck(4)):
            assert Card.parse(str(card)) == card
            assert str(Card.parse(str(card))) == str(card)
        assert str(Card.parse("R10")) == "R10"
        assert Card.parse(" y7 ") == Card("yellow", 7) == Card("Y", 7)

    @pytest.mark.parametrize(
        "bad", ["R1", "G5", "R", "10", "", "R 10", "RR10", "R-0", None, 10, "R4"]
    )
    def test_malformed_cards_are_refused_with_a_clear_message(self, bad) -> None:
        with pytest.raises(MalformedInput) as info:
            Card.parse(bad)
        assert "R10" in str(info.value) and "revised 1-2" in str(info.value)

    def test_bad_constructor_values(self) -> None:
        with pytest.raises(MalformedInput, match="colour"):
            Card("green", 5)
        with pytest.raises(MalformedInput, match="power"):
            Card("red", 4)
        with pytest.raises(MalformedInput, match="power"):
            Card("red", True)

    def test_cards_are_immutable_hashable_values(self) -> None:
        a, b = Card("red", 10), Card.parse("R10")
        assert a == b and hash(a) == hash(b) and len({a, b}) == 1
        with pytest.raises(AttributeError):
            a.power = 9  # type: ignore[misc]
        assert a != "R10"

    def test_order_is_colour_then_power(self) -> None:
        cards = [Card.parse(t) for t in ["Y0", "B10", "R10", "R0", "B2"]]
        assert [str(c) for c in sorted(cards)] == ["R0", "R10", "B2", "B10", "Y0"]

    def test_cards_draw_themselves(self) -> None:
        html = Card.parse("B3")._repr_html_()
        assert "B3" in html and "spy" in html

    def test_deck_counts(self) -> None:
        """revised 1-2: 72 cards, 24 per colour; revised 3-3: 3 players remove one each of
        0, 3, 5, 6, 9, 10 per colour (54 cards)."""
        four, three = build_deck(4), build_deck(3)
        assert len(four) == 72 and len(three) == 54
        assert four == sorted(four) and three == sorted(three)
        for colour in ("red", "blue", "yellow"):
            counts4 = [
                sum(1 for c in four if c.colour == colour and c.power == p)
                for p in (0, 2, 3, 5, 6, 7, 9, 10)
            ]
            counts3 = [
                sum(1 for c in three if c.colour == colour and c.power == p)
                for p in (0, 2, 3, 5, 6, 7, 9, 10)
            ]
            assert counts4 == [4, 2, 4, 3, 3, 2, 3, 3]
            assert counts3 == [3, 2, 3, 2, 2, 2, 2, 2]


# -- bribery [0] (revised 3-1 [0]) ---------------------------------------------------------------
class TestBribery:
    def test_a_lone_zero_steals_its_colour_including_the_partner(self) -> None:
        """revised 3-1 [0]; RULINGS: the partner's card is stolen too."""
        r = trick({0: "R0", 1: "R10", 2: "R5", 3: "B9"})
        assert won(r) == {0: ["R0", "R10", "R5"], 1: [], 2: [], 3: ["B9"]}
        assert r.steps[0].power == 0 and r.steps[0].where == {0: 0, 1: 0, 2: 0, 3: 3}

    def test_two_zeros_of_one_colour_cancel(self) -> None:
        """revised 3-1 [0] (last bullet), first edition "Pots-de-vin": they cancel."""
        r = trick({0: "R0", 1: "R10", 2: "R0", 3: "B9"})
        assert won(r) == {0: ["R0"], 1: ["R10"], 2: ["R0"], 3: ["B9"]}
        assert "cancel" in r.steps[0].text

    def test_zeros_of_different_colours_both_act(self) -> None:
        """RULINGS: [0] of different colours each act."""
        r = trick({0: "R0", 1: "B0", 2: "R9", 3: "B10"})
        assert won(r) == {0: ["R0", "R9"], 1: ["B0", "B10"], 2: [], 3: []}

    def test_zero_with_nothing_to_steal(self) -> None:
        r = trick({0: "Y0", 1: "R10", 2: "B5", 3: "R9"})
        assert won(r) == {0: ["Y0"], 1: ["R10"], 2: ["B5"], 3: ["R9"]}
        assert "no other yellow card" in r.explain()[1]

    def test_stolen_effects_do_not_act(self) -> None:
        """revised 3-1 [2] (a stolen 2 does not act), [3] and [7] (only if not stolen)."""
        r = trick({0: "R0", 1: "R2", 2: "R7", 3: "B5"})
        assert won(r) == {0: ["R0", "R2", "R7"], 1: [], 2: [], 3: ["B5"]}
        assert discarded(r) == []
        r = trick({0: "B0", 1: "R3", 2: "B3", 3: "B7"}, holder=0)
        assert won(r) == {0: ["B0", "B3", "B7"], 1: ["R3"], 2: [], 3: []}
        assert r.spy_holder == 1 and r.next_order == [0, 1, 2, 3]


# -- assassination [2] (revised 3-1 [2]) --------------------------------------------------------
class TestAssassination:
    def test_two_discards_other_colours_of_the_others(self) -> None:
        r = trick({0: "R2", 1: "B10", 2: "R9", 3: "Y5"})
        assert won(r) == {0: ["R2"], 1: [], 2: ["R9"], 3: []}
        assert discarded(r) == ["B10", "Y5"]

    def test_two_does_not_discard_stolen_cards(self) -> None:
        """first edition "Assassinat": stolen cards cannot be assassinated (RULINGS)."""
        r = trick({0: "Y0", 1: "Y10", 2: "R2", 3: "B5"})
        # R2 kills the briber's own Y0 (a played card) and B5, but not the stolen Y10.
        assert won(r) == {0: ["Y10"], 1: [], 2: ["R2"], 3: []}
        assert discarded(r) == ["Y0", "B5"]

    def test_zero_discarded_by_another_colours_two_after_stealing(self) -> None:
        """RULINGS: the briber keeps its [0] as a played card, so another colour's [2] discards
        it, while what it stole stays stolen."""
        r = trick({0: "R0", 1: "R10", 2: "B2", 3: "Y7"})
        assert won(r) == {0: ["R10"], 1: [], 2: ["B2"], 3: []}
        assert discarded(r) == ["R0", "Y7"]
        assert [s.power for s in r.steps] == [0, 2, 7]
        assert "discarded, so it does not act" in r.steps[-1].text

    def test_twos_of_two_colours_discard_everything_not_stolen_including_themselves(self) -> None:
        """revised 3-1 [2] (several colours act at once); first edition: 'même les 2'."""
        r = trick({0: "R2", 1: "B2", 2: "Y9", 3: "R10"})
        assert won(r) == {0: [], 1: [], 2: [], 3: []}
        assert discarded(r) == ["R2", "B2", "Y9", "R10"]
        r = trick({0: "R2", 1: "B2", 2: "Y0", 3: "Y10"})
        assert won(r) == {0: [], 1: [], 2: ["Y10"], 3: []}
        assert discarded(r) == ["R2", "B2", "Y0"]

    def test_twos_of_one_colour_spare_each_other(self) -> None:
        r = trick({0: "R2", 1: "R2", 2: "B3", 3: "R6"})
        assert won(r) == {0: ["R2"], 1: ["R2"], 2: [], 3: ["R6"]}
        assert discarded(r) == ["B3"]
        assert r.spy_holder == 0 and r.next_order is None  # the discarded spy does not act


# -- spy [3] (revised 3-1 [3], 3-3; RULINGS) ---------------------------------------------------
class TestSpy:
    def test_spy_takes_the_token_and_next_trick_is_face_up_4p(self) -> None:
        r = trick({0: "R5", 1: "B6", 2: "Y3", 3: "R9"}, holder=0)
        assert r.spy_holder == 2
        assert r.next_order == [1, 2, 3, 0]  # h-1, h, h+1, h+2

    def test_face_up_orders(self) -> None:
        """4 players: from the holder's right (revised 3-1 [3]); 3 players: from the holder's
        left, holder last (revised 3-3)."""
        assert [face_up_order(h, 4) for h in range(4)] == [
            [3, 0, 1, 2],
            [0, 1, 2, 3],
            [1, 2, 3, 0],
            [2, 3, 0, 1],
        ]
        assert [face_up_order(h, 3) for h in range(3)] == [[1, 2, 0], [2, 0, 1], [0, 1, 2]]
        r = trick({0: "R5", 1: "B3", 2: "Y9"}, n=3, holder=0)
        assert r.spy_holder == 1 and r.next_order == [2, 0, 1]

    def test_rival_spies_farthest_clockwise_wins_and_holder_is_last(self) -> None:
        """revised 3-1 [3]: the spy farthest clockwise from the holder acts; holder last."""
        r = trick({0: "R3", 1: "B3", 2: "Y3", 3: "R3"}, holder=1)
        assert r.spy_holder == 0
        r = trick({0: "R3", 1: "B3", 2: "Y5", 3: "R5"}, holder=1)
        assert r.spy_holder == 0  # seat 0 is 3 seats clockwise from seat 1
        r = trick({0: "R3", 1: "B3", 2: "Y5", 3: "R5"}, holder=0)
        assert r.spy_holder == 1  # the holder's own spy comes last
        r = trick({0: "R3", 1: "B5", 2: "Y5", 3: "R5"}, holder=0)
        assert r.spy_holder == 0 and r.next_order == [3, 0, 1, 2]  # holder keeps it, face up
        r = trick({0: "R3", 1: "B3", 2: "Y3"}, n=3, holder=2)
        assert r.spy_holder == 1

    def test_spy_on_the_last_trick_moves_the_token_without_face_up(self) -> None:
        """RULINGS; first edition "Espion": the token moves, no face-up carry-over."""
        r = trick({0: "R5", 1: "B6", 2: "Y3", 3: "R9"}, holder=0, last_trick=True)
        assert r.spy_holder == 2 and r.next_order is None
        assert "last trick" in r.steps[0].text

    def test_stolen_spy_does_not_act_in_revised_rules(self) -> None:
        """revised 3-1 [3]: a stolen spy does not act."""
        r = trick({0: "Y0", 1: "Y3", 2: "R5", 3: "B5"}, holder=2)
        assert r.spy_holder == 2 and r.next_order is None
        assert won(r)[0] == ["Y0", "Y3"]

    def test_first_edition_stolen_spy_acts_for_the_player_who_played_it(self) -> None:
        """first edition "Pour terminer"; RULINGS option first_edition."""
        r = trick({0: "Y0", 1: "Y3", 2: "R5", 3: "B5"}, holder=2, first_edition=True)
        assert r.spy_holder == 1 and r.next_order == [0, 1, 2, 3]
        assert won(r)[0] == ["Y0", "Y3"]  # the card itself stays stolen
        assert "first edition" in r.steps[-1].text

    def test_first_edition_discarded_spy_still_does_not_act(self) -> None:
        r = trick({0: "R2", 1: "B3", 2: "R5", 3: "R5"}, holder=0, first_edition=True)
        assert r.spy_holder == 0 and r.next_order is None


# -- betrayal [7] (revised 3-1 [7]) ---------------------------------------------------------------
class TestBetrayal:
    def test_seven_goes_to_the_player_on_the_right(self) -> None:
        r = trick({0: "R7", 1: "B6", 2: "Y5", 3: "R9"})
        assert won(r) == {0: [], 1: ["B6"], 2: ["Y5"], 3: ["R7", "R9"]}  # in seat order

    def test_several_sevens_move_at_once_without_chains(self) -> None:
        """RULINGS: all [7] move at once, no chains."""
        r = trick({0: "R7", 1: "B7", 2: "Y7", 3: "R5"})
        assert won(r) == {0: ["B7"], 1: ["Y7"], 2: [], 3: ["R7", "R5"]}
        r = trick({0: "R7", 1: "B7", 2: "Y7"}, n=3)
        assert won(r) == {0: ["B7"], 1: ["Y7"], 2: ["R7"]}

    def test_stolen_or_discarded_sevens_do_not_act(self) -> None:
        r = trick({0: "R0", 1: "R7", 2: "B7", 3: "Y2"})
        # Y2 discards R0 and B7 (not stolen); R7 was stolen: it stays with seat 0.
        assert won(r) == {0: ["R7"], 1: [], 2: [], 3: ["Y2"]}
        assert discarded(r) == ["R0", "B7"]

    def test_everything_together(self) -> None:
        r = trick({0: "B0", 1: "B3", 2: "R7", 3: "R2"}, holder=3)
        # B0 steals B3; R2 (red) discards B0 (blue, not stolen); R7 is red: spared, betrays.
        assert won(r) == {0: ["B3"], 1: ["R7"], 2: [], 3: ["R2"]}
        assert discarded(r) == ["B0"]
        assert r.spy_holder == 3 and r.next_order is None
        assert [s.power for s in r.steps] == [0, 2, 3, 7]
        assert [s.where for s in r.steps][-1] == {0: None, 1: 0, 2: 1, 3: 3}


class TestTrickValidation:
    def test_missing_seat(self) -> None:
        with pytest.raises(MalformedInput, match="seat 3 has not played"):
            trick({0: "R5", 1: "B6", 2: "Y5"})

    def test_wrong_n_players(self) -> None:
        with pytest.raises(MalformedInput, match="3 or 4 players"):
            trick({0: "R5", 1: "B6"}, n=2)
        with pytest.raises(MalformedInput, match="no seat 3"):
            trick({0: "R5", 1: "B6", 2: "Y5", 3: "Y6"}, n=3)

    @pytest.mark.parametrize("holder", [-1, 4, "0", None, True])
    def test_bad_spy_holder(self, holder) -> None:
        with pytest.raises(MalformedInput, match="spy_holder"):
            trick({0: "R5", 1: "B6", 2: "Y5", 3: "Y6"}, holder=holder)

    def test_bad_card_and_impossible_counts(self) -> None:
        with pytest.raises(MalformedInput, match="not a card"):
            trick({0: "R5", 1: "B6", 2: "Y5", 3: "Q6"})
        with pytest.raises(MalformedInput, match="only 2"):
            trick({0: "R2", 1: "R2", 2: "R2", 3: "Y6"})
        with pytest.raises(MalformedInput, match="only 2"):
            trick({0: "R9", 1: "R9", 2: "R9"}, n=3)  # 3 players: one R9 left the box
        trick({0: "R0", 1: "R0", 2: "R0"}, n=3)  # but three red 0s exist

    def test_errors_are_value_errors(self) -> None:
        assert issubclass(MalformedInput, RuleError) and issubclass(RuleError, ValueError)

    def test_result_explains_and_draws_itself(self) -> None:
        r = trick({0: "B0", 1: "B3", 2: "R7", 3: "R2"}, holder=3)
        lines = r.explain()
        assert lines[0] == "Cards revealed: seat 0 B0, seat 1 B3, seat 2 R7, seat 3 R2."
        assert all("[" in line for line in lines[1:])
        assert "<table" in r._repr_html_()


# -- debate (revised 2-4; first edition "Phase de débat") --------------------------------------------
class TestDebate:
    def test_revised_worked_example(self) -> None:
        """revised 2-4 "Exemples de score": You 15/32/0, Opp A 20/32/0, Partner 16/3/0,
        Opp B 10/0/10 -> 2, 4, 16, 2."""
        r = debate(
            {
                "You": {"red": 15, "blue": 32, "yellow": 0},
                "Opp A": {"red": 20, "blue": 32, "yellow": 0},
                "Partner": {"red": 16, "blue": 3, "yellow": 0},
                "Opp B": {"red": 10, "blue": 0, "yellow": 10},
            }
        )
        assert r.coins == {"You": 2, "Opp A": 4, "Partner": 16, "Opp B": 2}
        assert r.by_colour["blue"] == {"You": 2, "Opp A": 2, "Partner": 12, "Opp B": 0}
        assert len(r.explain()) == 3

    def test_first_edition_tie_example(self) -> None:
        """first edition "En cas d'égalité": A 16, B 16, C 10, D 5 in blue -> 2, 2, 6, 0."""
        r = debate({"A": {"blue": 16}, "B": {"blue": 16}, "C": {"blue": 10}, "D": {"blue": 5}})
        assert r.coins == {"A": 2, "B": 2, "C": 6, "D": 0}
        assert r.explain()[1].startswith(
            "Blue: A and B tie for first with 16 and take 2 coins each; C is second with 10: "
            "⌊16/5⌋ = 3 per winner × 2 winners = 6 coins."
        )

    def test_tied_seconds_each_take_the_prize(self) -> None:
        r = debate({0: {"red": 20}, 1: {"red": 7}, 2: {"red": 7}, 3: {"red": 2}})
        assert r.coins == {0: 2, 1: 4, 2: 4, 3: 0}

    def test_zero_never_places(self) -> None:
        r = debate({0: {"red": 10}, 1: {}, 2: {"red": 0}})
        assert r.coins == {0: 2, 1: 0, 2: 0}
        r = debate({0: {}, 1: {}})
        assert r.coins == {0: 0, 1: 0}
        assert "nobody" in r.explain()[0]

    def test_small_leader_pays_zero_to_second(self) -> None:
        r = debate({0: {"yellow": 4}, 1: {"yellow": 3}})
        assert r.coins == {0: 2, 1: 0}

    def test_letters_and_int_players(self) -> None:
        assert debate({0: {"R": 10}, 1: {"r": 5}}).coins == {0: 2, 1: 2}

    @pytest.mark.parametrize(
        "bad",
        [{}, {"A": {"green": 3}}, {"A": {"red": -1}}, {"A": {"red": 2.5}}, {"A": 5}, [1, 2]],
    )
    def test_bad_input(self, bad) -> None:
        with pytest.raises(MalformedInput):
            debate(bad)

    def test_draws_itself(self) -> None:
        assert "<table" in debate({"A": {"red": 3}})._repr_html_()


# -- the end (revised 2-6, 3-3; RULINGS) ----------------------------------------------------------
class TestWinners:
    def test_team_result_and_spy_tie_break(self) -> None:
        """revised 2-6: team coins; a tie goes to the team holding the spy token."""
        assert winners([5, 3, 4, 6], 0)[0] == [0, 2]
        assert winners([5, 3, 4, 6], 3)[0] == [1, 3]
        assert winners([9, 3, 4, 6], 3)[0] == [0, 2]
        assert winners([1, 9, 1, 0], 0)[0] == [1, 3]

    def test_three_player_tie_break_nearest_clockwise_from_holder(self) -> None:
        """revised 3-3 and first edition "Partie à trois joueurs"."""
        assert winners([7, 7, 3], 1)[0] == [1]  # the holder is tied: it wins
        assert winners([7, 7, 3], 2)[0] == [0]  # nearest clockwise from seat 2 is seat 0
        assert winners([3, 7, 7], 0)[0] == [1]
        assert winners([7, 3, 7], 1)[0] == [2]
        assert winners([2, 9, 3], 0)[0] == [1]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_spy_token_is_drawn_with_a_glyph_every_font_has(language: str) -> None:
    """Lesson 00 (the teacher's run, issue 23): the spy token's emoji (U+1F575) drew as an empty
    box in Debian's Chromium, which has no emoji font. The drawing names the token in words and
    uses no character outside the Basic Multilingual Plane (no emoji), written or as an entity."""
    import html as html_module
    import re

    import majority_core
    from majority_core.i18n import _
    from majority_core.the_majority import TheMajorityState

    majority_core.set_language(language)
    try:
        state = TheMajorityState.new(n_players=4, seed=1)
        assert state.spy_holder is not None
        page = state._repr_html_()
        assert html_module.escape(_("spy token")) in page
        entities = [int(n) for n in re.findall(r"&#(\d+);", page)]
        entities += [int(h, 16) for h in re.findall(r"&#x([0-9a-fA-F]+);", page)]
        assert all(n <= 0xFFFF for n in entities) and all(ord(c) <= 0xFFFF for c in page)
    finally:
        majority_core.set_language("en")


def test_a_refused_card_speaks_of_the_seat_not_of_you() -> None:
    """Lesson 05's refused save file said "seat 1 cannot keep Y10: it is not in the packet in
    front of you": a seat and "you" in one sentence (the teacher's run, issue 23)."""
    from majority_core.errors import IllegalAction
    from majority_core.the_majority import TheMajorityState

    state = TheMajorityState.new(n_players=4, seed=1)
    seat = state.current_players()[0]
    missing = next(c for c in build_deck(4) if c not in state.packets[seat])
    with pytest.raises(IllegalAction) as refused:
        state.parse_action(seat, missing)
    said = str(refused.value)
    assert f"seat {seat} cannot keep" in said and "in front of them" in said
    assert " you" not in said and "your" not in said
