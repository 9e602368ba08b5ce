"""majority_core: rules engines, bots, simulations and probability tools for five majority games.

Pure Python. Importing it loads no notebook library: pandas, altair and ipywidgets are imported
only inside the functions that need them.

The shared protocol is in :mod:`majority_core.game`; each game lives in its own subpackage
(``majority_core.the_majority``, ``majority_core.grard``, ``majority_core.sultane``, ...).
Every text is English by default; ``set_language("fr")`` writes later texts in French
(:mod:`majority_core.i18n`).
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
from .i18n import get_language, language, set_language
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
    "get_language",
    "language",
    "make_rng",
    "play",
    "set_language",
]

__version__ = "0.1.0"
