"""A save file nested too deeply is refused as a bad save file, in every game.

Protocol (docs/architecture.md, "Save"): ``from_json`` turns every malformed file into a
``SaveFileError`` that says what is wrong; a board shows that message, never a traceback.
Python's JSON reader (and any recursive walk of what it read) raises ``RecursionError`` on
deep nesting, which is not a ``ValueError``: these tests feed such files to each game.
"""

from __future__ import annotations

import json

import pytest

from majority_core.errors import SaveFileError
from majority_core.grard import GrardState
from majority_core.sultane import SultaneState
from majority_core.the_majority import TheMajorityState

GAMES = [
    (TheMajorityState, {"n_players": 4}),
    (SultaneState, {"n_players": 7}),
    (GrardState, {"n_players": 5}),
]
DEPTH = 100_000


def _deep_list(depth: int) -> list:
    """[[[...]]] built without recursion."""
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def _save(cls, kwargs) -> dict:
    return json.loads(cls.new(seed=3, **kwargs).to_json())


@pytest.mark.parametrize(("cls", "kwargs"), GAMES, ids=lambda x: getattr(x, "game_name", ""))
def test_deeply_nested_json_text_is_a_save_file_error(cls, kwargs) -> None:
    with pytest.raises(SaveFileError):
        cls.from_json("[" * DEPTH + "]" * DEPTH)
    good = json.dumps(_save(cls, kwargs))
    for key in ("options", "decisions", "seed"):
        nested = good.replace(f'"{key}": ', f'"{key}": ' + "[" * DEPTH, 1)
        nested = nested[:-1] + "]" * DEPTH + "}"
        with pytest.raises(SaveFileError):
            cls.from_json(nested)


@pytest.mark.parametrize(("cls", "kwargs"), GAMES, ids=lambda x: getattr(x, "game_name", ""))
def test_deeply_nested_values_in_a_loaded_dict_are_a_save_file_error(cls, kwargs) -> None:
    """A dict handed to from_json (already parsed) with a deep value where an option or a
    decision belongs: refused as a bad save, not a crash."""
    for key in ("options", "decisions"):
        data = _save(cls, kwargs)
        data[key] = _deep_list(DEPTH) if key == "decisions" else {"x": _deep_list(DEPTH)}
        with pytest.raises(SaveFileError):
            cls.from_json(data)
    data = _save(cls, kwargs)
    data["decisions"] = [[0, _deep_list(DEPTH)]]
    with pytest.raises(SaveFileError):
        cls.from_json(data)


@pytest.mark.parametrize(("cls", "kwargs"), GAMES, ids=lambda x: getattr(x, "game_name", ""))
def test_a_good_save_still_loads(cls, kwargs) -> None:
    state = cls.new(seed=3, **kwargs)
    assert cls.from_json(state.to_json()) == state
