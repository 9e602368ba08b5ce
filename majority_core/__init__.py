"""majority_core: rules engines, bots, simulations and probability tools for five majority games.

Pure Python. Importing it loads no notebook library: pandas, altair and ipywidgets are imported
only inside the functions that need them.

The shared protocol is in :mod:`majority_core.game`; each game lives in its own subpackage
(``majority_core.the_majority``, ``majority_core.grard``, ``majority_core.sultane``).
"""

from .errors import (
    IllegalAction,
    MalformedInput,
    RuleError,
    SaveFileError,
    WrongPhase,
    WrongPlayer,
)
from .game import Event, GameState, play
from .policy import Policy, UniformRandom
from .rng import derive_seed, make_rng

__all__ = [
    "Event",
    "GameState",
    "IllegalAction",
    "MalformedInput",
    "Policy",
    "RuleError",
    "SaveFileError",
    "UniformRandom",
    "WrongPhase",
    "WrongPlayer",
    "derive_seed",
    "make_rng",
    "play",
]

__version__ = "0.1.0"
