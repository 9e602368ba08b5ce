"""Saves keep every option (architecture: "Save = to_json() ... Options must therefore be JSON
values and new() must accept them as keywords").

The options are read from each game's ``__init__`` signature, so an option added later fails
:func:`test_every_option_has_a_non_default_value_here` until it is given a value below, and is
then saved, reloaded and played on like the others. A game made with one option away from its
default is saved at several points (through the JSON text, as a file would be), reloaded, and
every later decision is made in both: every seat's view, the seats to move and their legal
actions must agree at each step, and the reloaded game must end with the same returns.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from typing import Any

import pytest

from majority_core.game import GameState
from majority_core.grard import GrardState
from majority_core.majority2 import Majority2State
from majority_core.policy import UniformRandom
from majority_core.rng import make_rng
from majority_core.sultane import SultaneState
from majority_core.the_majority import TheMajorityState
from majority_core.witch import WitchState
from tests.witch.helpers import full_deck

#: game -> (state class, players, {option: the options of a game with it away from default}).
#: Options that only act with another (Majority 2's ghost_cost needs ghosts) bring it along.
GAMES: dict[str, tuple[type[GameState], int, dict[str, dict[str, Any]]]] = {
    "the_majority": (TheMajorityState, 4, {
        "first_edition": {"first_edition": True},
        "spy_holder": {"spy_holder": 2},
    }),
    "sultane": (SultaneState, 8, {
        "original_veto": {"original_veto": True},
        "variant_8d": {"variant_8d": True, "n_players": 9},
        "roles": {"roles": ["pacifist", "dinarzade", "interventionist", "interventionist",
                            "pacifist", "interventionist", "interventionist",
                            "interventionist"]},
        "deck": {"deck": "IIPPPIPPIPIPPIPPP"},
    }),
    "grard": (GrardState, 5, {
        "least_logical": {"least_logical": True},
        "variant_toss": {"variant_toss": True},
        "target": {"target": 6},
        "language": {"language": "en"},
        "names": {"names": ["Ada", "Bea", "Cy", "Dan", "Eve"]},
    }),
    "majority2": (Majority2State, 2, {
        "promos": {"promos": "all"},
        "ghosts": {"ghosts": True},
        "ghost_cost": {"ghosts": True, "ghost_cost": 1},
        "end_factions": {"end_factions": 3},
        "turn_limit": {"turn_limit": 12},
    }),
    "witch": (WitchState, 4, {
        "standard": {"standard": False},
        "first_player": {"first_player": 2},
        "colours": {"colours": ["yellow", "black", "blue", "red"]},
        "deck": {"deck": full_deck("DRRBYKDPP", 4, True)},
    }),
}

CASES = [(game, option) for game, (_cls, _n, options) in GAMES.items() for option in options]


def _signature_options(cls: type[GameState]) -> set[str]:
    params = inspect.signature(cls.__init__).parameters.values()
    return {p.name for p in params if p.kind is p.KEYWORD_ONLY} - {"n_players", "seed"}


@pytest.mark.parametrize("game", GAMES)
def test_every_option_has_a_non_default_value_here(game: str) -> None:
    cls, _n, options = GAMES[game]
    assert _signature_options(cls) == set(options), (
        f"{cls.__name__}.__init__ takes options this test does not save and reload yet")


def _play_out(make: Callable[[], GameState], seed: int) -> list[tuple[int, Any]]:
    """The decisions of a seeded random game (each seat its own rng), to the end."""
    state = make()
    rngs = [make_rng(seed, "save-options", p) for p in range(state.n_players)]
    bot = UniformRandom()
    while not state.is_terminal():
        assert len(state.history) < 5_000, "the game does not end"
        for p in state.current_players():
            if p in state.current_players():
                state.apply(p, bot.act(state.view(p), state.legal_actions(p), rngs[p]))
    return list(state.history)


def _same_now(a: GameState, b: GameState, where: str, log: bool = False) -> None:
    assert a.current_players() == b.current_players(), where
    assert a.view(None) == b.view(None), where
    for p in range(a.n_players):
        assert a.view(p) == b.view(p), (where, p)
        assert [str(x) for x in a.legal_actions(p)] == [str(x) for x in b.legal_actions(p)], (
            where, p)
        if log:
            assert a.explain(p) == b.explain(p), (where, p)


@pytest.mark.parametrize(("game", "option"), CASES)
def test_a_save_reloads_as_the_same_game_with_the_option(game: str, option: str) -> None:
    cls, n, table = GAMES[game]
    kwargs = dict(table[option])
    n = kwargs.pop("n_players", n)
    seed = 11

    def make() -> GameState:
        return cls.new(n_players=n, seed=seed, **kwargs)

    decisions = _play_out(make, seed)
    assert len(decisions) >= 4
    # the option is a real one: the default game with the same seed and decisions differs
    # against the same game without this option (with any option it needs to act)
    base = {k: v for k, v in kwargs.items() if k != option}
    default, ref = cls.new(n_players=n, seed=seed, **base), make()

    def seen(state: GameState) -> Any:
        return state.view(None), state.explain(None)

    differs = seen(default) != seen(ref)
    for p, a in decisions:
        if differs:
            break
        try:
            default.apply(p, a)
        except ValueError:  # a decision of the optioned game is illegal in the default one
            break
        ref.apply(p, a)
        differs = seen(default) != seen(ref)
    else:
        differs = differs or default.is_terminal() != ref.is_terminal()
    differs = differs or not ref.is_terminal() or not default.is_terminal() or (
        seen(default) != seen(ref))
    assert differs, f"{option}={table[option][option]!r} changes nothing in this game"

    for cut in sorted({0, len(decisions) // 2, len(decisions)}):
        original = make()
        for p, a in decisions[:cut]:
            original.apply(p, a)
        text = original.to_json()
        loaded = cls.from_json(json.loads(text))
        assert json.loads(loaded.to_json()) == json.loads(text)
        _same_now(original, loaded, f"saved after {cut}", log=True)
        for k, (p, a) in enumerate(decisions[cut:], start=cut):
            original.apply(p, a)
            loaded.apply(p, a)
            _same_now(original, loaded, f"saved after {cut}, decision {k + 1}")
        _same_now(original, loaded, f"saved after {cut}, at the end", log=True)
        assert loaded.is_terminal() and loaded.returns() == original.returns()
