"""The pinned kernel of Majority 2: cards, the draw table, forming, conditions, the final score.

Tests outside the repository call ``Card``, ``final_score`` and ``draw_count``; these check
them against the rulebook (Majority 2 4-2, 5-4, 5-5, 5-6, 5-8, 6-1, 6-2, 6-3) and RULINGS.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majority_core.errors import MalformedInput
from majority_core.majority2 import (
    FACTIONS,
    RANKS,
    Card,
    build_deck,
    condition_met,
    draw_count,
    final_score,
    forming,
    forming_coins,
)

# -- cards (4-2, 6-2) ---------------------------------------------------------------------


@pytest.mark.parametrize("faction", FACTIONS)
@pytest.mark.parametrize("rank", RANKS)
def test_every_card_parses_and_prints_back(faction: str, rank: str) -> None:
    text = f"{faction}:{rank}"
    card = Card.parse(text)
    assert str(card) == text and card.faction == faction and card.rank == rank
    assert Card.parse(str(card)) is card
    assert card.disc is None and card.current == faction and not card.promo
    assert card.effect and isinstance(card.vp, int) and isinstance(card.cost, int)
    assert card.victory_points == card.vp and card.play_condition == card.condition


@pytest.mark.parametrize(
    "bad",
    [
        "demons",
        "demons:",
        ":veteran",
        "elves:junior",
        "demons:king",
        "demons:veteran:x",
        "Demons:Veteran",
        " demons:veteran",
        "demons veteran",
        "",
        "demons:veteran@elves",
        "demons:veteran@",
        "witches:junior:promo",  # no promo witches Junior (6-3)
    ],
)
def test_anything_else_is_refused_with_a_clear_value_error(bad: str) -> None:
    with pytest.raises(ValueError) as info:
        Card.parse(bad)
    assert isinstance(info.value, MalformedInput)
    assert "card" in str(info.value) or "promo" in str(info.value)


@pytest.mark.parametrize(
    "bad", [None, 42, 3.5, ("demons", "veteran"), ["demons:veteran"], b"x", Card("demons", "veteran")]
)
def test_non_strings_are_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="faction:rank"):
        Card.parse(bad)


def test_card_table_costs_vp_conditions_as_ruled() -> None:
    """RULINGS "Majority 2" card table; costs of 5-6."""
    vp = {f: [Card(f, r).vp for r in RANKS] for f in FACTIONS}
    assert vp == {
        "witches": [2, 3, 3, 4, 2],
        "demons": [2, 3, 3, 6, 2],
        "dragons": [2, 3, 3, 4, 2],
        "angels": [2, 3, 3, 4, 4],
        "reapers": [2, 3, 3, 4, 2],
    }
    assert [Card("witches", r).cost for r in RANKS] == [2, 3, 4, 4, 2]
    assert [Card("reapers", r).needs for r in RANKS] == [0, 0, 0, 1, 2]
    assert Card.parse("demons:veteran").free_play_forbidden
    assert Card.parse("angels:junior").free_play_forbidden
    assert not Card.parse("angels:senior").free_play_forbidden
    assert "free-play" in Card.parse("demons:veteran").condition
    assert "2 angels cards" in Card.parse("angels:aristocrat").condition
    assert [Card(f, "junior").colour for f in FACTIONS] == ["blue", "green", "red", "pink", "black"]


def test_deck_is_60_cards_12_per_faction() -> None:
    deck = build_deck()
    assert len(deck) == 60
    for f in FACTIONS:
        mine = [c for c in deck if c.faction == f]
        assert [sum(c.rank == r for c in mine) for r in RANKS] == [3, 3, 2, 2, 2]


def test_promos_replace_base_cards_and_ghosts_are_an_option() -> None:
    """6-3: 11 promo cards each replace a base card of the same faction and rank; 6-4 ghosts."""
    deck = build_deck(promos="all", ghosts=True)
    assert len(deck) == 62
    assert sum(c.promo for c in deck) == 11
    assert sum(c.is_ghost for c in deck) == 2
    assert not any(c.faction == "witches" and c.rank == "senior" and not c.promo for c in deck)
    one = build_deck(promos=["angels:veteran"])
    assert sum(c.promo for c in one) == 2 and len(one) == 60
    assert Card.parse("demons:veteran:promo").vp == 2
    assert str(Card.parse("independent:ghost")) == "independent:ghost"
    with pytest.raises(ValueError):
        build_deck(promos=["witches:junior"])
    with pytest.raises(ValueError):
        build_deck(promos="some")


def test_disc_notation_and_current_faction() -> None:
    """6-1: a card with a disc loses its printed colour and takes the disc's."""
    c = Card.parse("demons:secretary@witches")
    assert str(c) == "demons:secretary@witches" and Card.parse(str(c)) is c
    assert c.current == "witches" and c.faction == "demons" and c.printed is Card.parse(
        "demons:secretary"
    )
    assert Card.parse("independent:ghost").current is None
    assert Card.parse("independent:ghost@angels").current == "angels"


def test_cards_are_immutable_hashable_values() -> None:
    a = Card.parse("angels:senior")
    with pytest.raises(AttributeError):
        a.rank = "junior"  # type: ignore[misc]
    assert {a, Card("angels", "senior")} == {a}
    assert "<span" in a._repr_html_()


# -- the draw table (5-4 as RULINGS reads it) -----------------------------------------------


@pytest.mark.parametrize(
    ("formed", "cards"),
    [(0, 2), (1, 3), (2, 3), (3, 4), (4, 4), (5, 5), (6, 5), (7, 6), (8, 6), (9, 6), (20, 6)],
)
def test_draw_table(formed: int, cards: int) -> None:
    assert draw_count(formed) == cards


@pytest.mark.parametrize("bad", [-1, -8, 1.0, "2", None, True, [1]])
def test_draw_count_refuses_negatives_and_non_integers(bad: object) -> None:
    with pytest.raises(ValueError, match="5-4"):
        draw_count(bad)  # type: ignore[arg-type]


# -- forming (5-5) -------------------------------------------------------------------------


def test_forming_needs_three_of_a_faction_and_pays_by_count() -> None:
    assert [forming_coins(n) for n in range(7)] == [0, 0, 0, 1, 1, 2, 2]
    f = forming(["dragons:junior"] * 2 + ["witches:junior", "angels:senior", "reapers:junior"])
    assert not f.forms and "discarded" in f.explain()[0]
    f = forming(["dragons:junior"] * 5)
    assert f.coins == {"dragons": 2}
    two = forming(["demons:junior"] * 3 + ["angels:junior"] * 3)
    assert two.coins == {"demons": 1, "angels": 1} and len(two.representatives()) == 2


def test_forming_counts_current_factions() -> None:
    """6-1: discs affect forming."""
    col = ["dragons:junior", "dragons:secretary", "witches:junior@dragons", "angels:senior", "reapers:junior"]
    assert forming(col).coins == {"dragons": 1}
    assert Card.parse("witches:junior@dragons") in forming(col).representatives()
    col = ["dragons:junior", "dragons:secretary", "dragons:senior@angels", "angels:senior", "reapers:junior"]
    assert not forming(col).forms


def test_conditions_count_current_factions() -> None:
    """5-6 and 6-1: Veteran needs 1, Aristocrat 2 of its faction in the score zone."""
    assert not condition_met("angels:veteran", [])
    assert condition_met("angels:veteran", ["angels:junior"])
    assert not condition_met("angels:aristocrat", ["angels:junior"])
    assert condition_met("angels:aristocrat", ["angels:junior", "demons:junior@angels"])
    assert not condition_met("angels:veteran", ["angels:junior@reapers"])
    assert condition_met("angels:junior", [])


# -- the final score (5-8) ----------------------------------------------------------------

EXAMPLE_5_8 = [
    "demons:veteran",
    "demons:secretary",
    "demons:secretary",
    "angels:junior",
    "angels:junior",
    "angels:aristocrat",
]


def test_rulebook_example_5_8_scores_35() -> None:
    s = final_score(EXAMPLE_5_8, 11)
    assert s.total == 35 and s.card_total == 24 and s.coins == 11
    assert s.points == (6, 4, 4, 3, 3, 4)
    lines = s.explain()
    assert isinstance(lines, list) and all(isinstance(x, str) for x in lines)
    assert lines[-1] == "Final score: 24 + 11 = 35. [Majority 2 5-8]"
    assert "demons Secretary: 4 VP (2 + 2 × 1 other demons Secretary)" in lines[1]


def test_score_zone_takes_cards_or_notations_and_coins_in_three_forms() -> None:
    cards = [Card.parse(c) for c in EXAMPLE_5_8]
    assert final_score(cards, 11).total == 35
    assert final_score(tuple(EXAMPLE_5_8), (4, 7)).total == 35
    assert final_score(EXAMPLE_5_8, {"face_up": 0, "face_down": 11}).total == 35
    assert final_score([], 0).total == 0 and final_score([], 3).explain()


@pytest.mark.parametrize("coins", [-1, 1.5, "3", None, True, (1,), (1, -1), {"up": 1}])
def test_bad_coins_are_refused(coins: object) -> None:
    with pytest.raises(ValueError):
        final_score(EXAMPLE_5_8, coins)


@pytest.mark.parametrize("zone", ["demons:veteran", None, 5, ["demons:veteran", "x"]])
def test_bad_score_zones_are_refused(zone: object) -> None:
    with pytest.raises(ValueError):
        final_score(zone, 0)  # type: ignore[arg-type]


def test_secretaries_with_discs_follow_6_1() -> None:
    """6-1: a blue disc on a demons Secretary: the witches Secretary counts it, but the demons
    Secretary's own text still counts only demons Secretaries (by current faction)."""
    s = final_score(["witches:secretary", "demons:secretary@witches"], 0)
    assert s.points == (4, 2)
    # A plain demons Secretary no longer counts the blue-disc one (it is witches now) ...
    s = final_score(["demons:secretary", "demons:secretary@witches"], 0)
    assert s.points == (2, 4)
    # ... and the blue-disc demons Secretary counts the plain demons one.
    s = final_score(["demons:secretary", "demons:secretary", "demons:secretary"], 0)
    assert s.points == (6, 6, 6)
    # A non-Secretary with a disc is not a Secretary.
    assert final_score(["witches:secretary", "demons:junior@witches"], 0).points == (2, 3)


def test_demons_promo_veteran_counts_colours() -> None:
    """6-3: 2 VP + 1 per different colour in the zone."""
    s = final_score(["demons:veteran:promo", "angels:junior", "angels:senior", "reapers:junior@witches"], 0)
    assert s.points[0] == 2 + 3


@given(st.lists(st.sampled_from([f"{f}:{r}" for f in FACTIONS for r in RANKS]), max_size=9),
       st.integers(0, 60))
def test_final_score_is_card_points_plus_coins(zone: list[str], coins: int) -> None:
    s = final_score(zone, coins)
    assert s.total == sum(s.points) + coins
    assert all(p >= Card.parse(c).vp for c, p in zip(zone, s.points, strict=True))
    assert len(s.explain()) == len(zone) + 2 + (not zone)


@pytest.mark.parametrize(("coins", "en", "fr"), [
    (-3, "the number of coins must be a whole number, 0 or more, not -3",
     "Le nombre de pièces doit être un nombre entier, 0 ou plus, pas −3."),
    ((-1, 2), "the number of face-up coins must be a whole number, 0 or more, not -1",
     "Le nombre de pièces face visible doit être un nombre entier, 0 ou plus, pas −1."),
    ({"face_up": 1, "face_down": 2.5},
     "the number of face-down coins must be a whole number, 0 or more, not 2.5",
     "Le nombre de pièces face cachée doit être un nombre entier, 0 ou plus, pas 2.5."),
])
def test_bad_coins_are_refused_in_the_students_words(coins: object, en: str, fr: str) -> None:
    """Lesson 30's students count a score themselves (5-8): coins that are not a whole
    number say which coins, in the class's language (no code word such as ``face_down``)."""
    from majority_core.i18n import language

    for lang, want in (("en", en), ("fr", fr)):
        with language(lang), pytest.raises(MalformedInput) as info:
            final_score(EXAMPLE_5_8, coins)
        assert (info.value.reason, info.value.rule) == (want, "Majority 2 5-8")
