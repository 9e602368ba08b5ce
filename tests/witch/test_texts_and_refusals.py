"""Issue 21: the Witch's seats, seeds, sentences and refusals.

Seats and seeds follow the protocol's one rule (``tests/contract.py`` checks it for every game);
here the Witch's own cases: a seat's private view (colour, sheet, tonight's row) is never handed
to ``-1`` or ``True``; counts agree with their nouns; lists of seats read as a list; a malformed
action is called malformed, with a reason that does not contradict the table.
"""

from __future__ import annotations

import random
import re

import pytest

from majority_core.errors import MalformedInput, WrongPlayer
from majority_core.game import play
from majority_core.i18n import language
from majority_core.policy import UniformRandom
from majority_core.witch import WitchState
from tests.contract import random_prefix

CONFIGS = [
    {"n_players": 3, "standard": True},
    {"n_players": 4, "standard": True},
    {"n_players": 5, "standard": True},
    {"n_players": 4, "standard": False},
    {"n_players": 5, "standard": False},
]


@pytest.mark.parametrize("bad", [-1, -4, 4, True, False, 1.0, "1"])
def test_no_private_view_for_a_seat_that_is_not_one(bad: object) -> None:
    """Witch 3 "Préparation": a player card is seen by its seat only; ``view(-1)`` is not the
    last seat's view, ``view(True)`` not seat 1's, ``view(4)`` at 4 players not an IndexError."""
    state = random_prefix(WitchState.new(n_players=4, seed=3), random.Random(3), 12)
    for call in (state.view, state.legal_actions, state.events_for, state.explain,
                 state._repr_html_):  # fmt: skip
        with pytest.raises(WrongPlayer):
            call(bad)  # type: ignore[arg-type]
    assert state.view(None)["seat"] is None  # the all-seeing view stays


def test_the_majority_refuses_view_minus_one() -> None:
    from majority_core.the_majority import TheMajorityState

    state = TheMajorityState.new(n_players=4, seed=1)
    with pytest.raises(WrongPlayer):
        state.view(-1)


@pytest.mark.parametrize("seed", [None, "x", 1.5, True])
def test_seeds_follow_the_one_rule(seed: object) -> None:
    """``None`` is a fresh seed the save records (so it replays); the others are refused."""
    if seed is None:
        state = random_prefix(WitchState.new(n_players=4, seed=None), random.Random(1), 20)
        assert isinstance(state.seed, int)
        assert WitchState.from_json(state.to_json()) == state
    else:
        with pytest.raises(MalformedInput, match="seed"):
            WitchState.new(n_players=4, seed=seed)  # type: ignore[arg-type]


def _texts(n_games: int = 120) -> list[str]:
    texts = []
    for cfg in CONFIGS:
        for seed in range(n_games):
            game = play(WitchState.new(seed=seed, **cfg), [UniformRandom()] * cfg["n_players"],
                        seed=seed)  # fmt: skip
            texts += [e.text for e in game.events]
    return texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _texts()


def test_counts_agree_with_their_nouns(texts: list[str]) -> None:
    """Witch 3 "Phase de Nuit" (4), Witch 5 (4): "pays 1 point", "1 suspicion point"."""
    assert any(re.search(r"\bpays 1 suspicion point\b", t) for t in texts)
    assert any(re.search(r"\bpays 1 point\b", t) for t in texts)
    # "day-1 points" is the points of day 1, not one point
    bad = [t for t in texts if re.search(r"(?<![-\w])1 (suspicion )?points\b", t)]
    assert bad == []


def test_a_series_of_data_cards_only_names_no_empty_colour_list(texts: list[str]) -> None:
    """Witch 3 "Phase de Jour": a series of data cards alone is "1 data card", not "none and"."""
    series = [t for t in texts if "turned face up on the field" in t]
    assert any(re.search(r"field: \d+ data cards?;", t) for t in series)
    assert [t for t in series if "none" in t] == []


def test_three_winners_read_as_a_list(texts: list[str]) -> None:
    """Witch 5 "Jeu standard" (the winner): tied winners all win, written "a, b and c"."""
    ends = [t for t in texts if t.startswith("Final points")]
    assert any(re.search(r"seat \d, seat \d and seat \d win", t) for t in ends)
    assert [t for t in ends if re.search(r"seat \d and seat \d and", t)] == []


def test_french_winners_and_payments() -> None:
    with language("fr"):
        texts = _texts(40)
    assert [t for t in texts if re.search(r"\b1 points\b", t)] == []
    assert [t for t in texts if " et " in t and re.search(r"siège \d et siège \d et", t)] == []


def _data_turn() -> WitchState:
    """A day turn on which the data card may be used (Witch 3 "Phase de Jour" (2))."""
    for seed in range(200):
        state = WitchState.new(n_players=4, seed=seed)
        rng = random.Random(seed)
        for _ in range(60):
            if state.is_terminal():
                break
            p = state.current_players()[0]
            legal = state.legal_actions(p)
            if "data" in legal:
                return state
            state.apply(p, legal[rng.randrange(len(legal))])
    raise AssertionError("no playable data card in 200 games")


def test_data_with_an_argument_is_malformed_not_contradictory() -> None:
    """'data:xyz' is malformed ('data' takes nothing): not "needs 2 face-up rumours; there are 3"."""
    state = _data_turn()
    p = state.current_players()[0]
    with pytest.raises(MalformedInput) as info:
        state.apply(p, "data:xyz")
    assert "needs" not in str(info.value)
    assert "'data'" in str(info.value)


def _night() -> WitchState:
    state = WitchState.new(n_players=4, seed=5)
    rng = random.Random(5)
    while state.phase != "guess":
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("slip", ["{rows},", ",{rows}", "{first},,{rest}"])
def test_an_extra_comma_in_a_sheet_is_malformed(slip: str) -> None:
    """Witch 3 "Phase de Nuit" (1): an empty entry on a sheet is a typing slip (MalformedInput),
    not an illegal sheet; the same sheet without it is written."""
    state = _night()
    sheet = state.legal_actions(0)[0]
    rows = sheet.partition(":")[2]
    first, _sep, rest = rows.partition(",")
    with pytest.raises(MalformedInput, match="comma"):
        state.apply(0, "guess:" + slip.format(rows=rows, first=first, rest=rest))
    state.apply(0, sheet)
    assert 0 in state.pending
