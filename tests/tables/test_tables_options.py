"""The teacher's new-table form: player counts in order, and each game's options as fields in
words (majority_tables/options.py) whose bad values are refused with a plain sentence (issue 19,
the teacher's form). The options themselves are the rulebooks': each label cites its section."""

from __future__ import annotations

from typing import Any

import pytest

from majority_core.errors import MalformedInput
from majority_core.i18n import language
from majority_tables.options import FIELDS
from majority_tables.store import Store
from majority_tables.tables import Tables, default_options

#: one non-default value of every option the form offers, by game (and the players it needs)
CHOSEN: dict[str, tuple[int, dict[str, Any]]] = {
    "the_majority": (4, {"first_edition": True, "spy_holder": 2}),
    "sultane": (7, {"original_veto": True, "variant_8d": True}),  # 8d: 7 or 9 players (8d)
    "majority2": (2, {"promos": ["witches:senior", "dragons:junior"], "ghosts": True,
                      "ghost_cost": 4, "end_factions": 4, "turn_limit": 150}),
    "witch": (4, {"standard": False, "first_player": 3}),
    "grard": (4, {"least_logical": True, "variant_toss": True, "target": 30}),
}


@pytest.fixture(scope="module")
def tables() -> Tables:
    return Tables(Store(":memory:"))


def test_the_form_lists_player_counts_in_order_with_the_usual_one_chosen(tables: Tables) -> None:
    games = {g["game"]: g for g in tables.games()}
    assert games["sultane"]["player_counts"] == [5, 6, 7, 8, 9, 10]  # listed 7..10, 5, 6 before
    assert games["sultane"]["default_players"] == 7
    for g in games.values():
        assert g["player_counts"] == sorted(g["player_counts"])
        assert g["default_players"] in g["player_counts"]


def test_every_option_of_every_game_is_a_field_in_words(tables: Tables) -> None:
    for g in tables.games():
        engine = default_options(g["game"])
        names = [f["name"] for f in g["fields"]]
        # every option a teacher can choose is offered (Grard's display language is not one)
        assert set(names) == set(engine) - {"language"}, g["game"]
        for f in g["fields"]:
            assert f["default"] == engine[f["name"]] and f["label"] and "_" not in f["label"]
    with language("fr"):
        fr = {g["game"]: g for g in tables.games()}
    label = fr["sultane"]["fields"][0]["label"]
    # one name with lesson 11's "veto original" (lesson_words), Sultane 7a (review 3, N19)
    assert label.startswith("Veto original") and "\u202f:" in label
    # the Sultane's players are "joueuses" (Sultane 3c), in the option's words too
    assert "(à 7 ou 9 joueuses seulement)" in fr["sultane"]["fields"][1]["label"]


def test_the_form_names_the_seats_with_each_games_word(tables: Tables) -> None:
    """Review 3, N19: the new-table form listed « joueur 0 … joueur 6 » for a Sultane table whose
    pages say « joueuse 0 » (Sultane 3c: the players are women); each game gives its word."""
    with language("fr"):
        fr = {g["game"]: g for g in tables.games()}
    assert fr["sultane"]["seat_labels"] == [f"joueuse {i}" for i in range(10)]
    assert fr["the_majority"]["seat_labels"][:2] == ["joueur 0", "joueur 1"]
    en = {g["game"]: g for g in tables.games()}
    assert en["sultane"]["seat_labels"][:2] == ["seat 0", "seat 1"]  # English unchanged
    for g in en.values():
        assert len(g["seat_labels"]) == max(g["player_counts"])


@pytest.mark.parametrize("game", sorted(CHOSEN))
def test_a_non_default_value_of_every_option_makes_that_table(tables: Tables, game: str) -> None:
    n, chosen = CHOSEN[game]
    assert set(chosen) == {f.name for f in FIELDS[game]}
    table = tables.create(game, n, options=chosen, seed=4)
    for k, v in chosen.items():
        assert table.state.options[k] == v, k
    words = table.summary()["options"]
    assert len(words) == len(chosen)  # the teacher's list says each one


@pytest.mark.parametrize("game, n, bad, sentence", [
    ("sultane", 7, {"original_veto": "yes"}, "Sultane 7a): this option is either on or off."),
    ("the_majority", 4, {"spy_holder": 4}, "choose a seat from 0 to 3."),
    ("grard", 4, {"target": 0}, "give a whole number from 1 to 200."),
    ("grard", 4, {"target": "twenty"}, "give a whole number from 1 to 200."),
    ("majority2", 2, {"promos": ["witches:king"]}, "tick some of the boxes listed, or none."),
    ("witch", 4, {"standard": "maybe"}, "Rules: choose one of the menu's choices."),
])
def test_a_bad_value_is_refused_with_a_plain_sentence(tables: Tables, game: str, n: int,
                                                      bad: dict[str, Any], sentence: str) -> None:
    with pytest.raises(MalformedInput) as info:
        tables.create(game, n, options=bad, seed=4)
    assert str(info.value).split(" (rule")[0].endswith(sentence), str(info.value)
