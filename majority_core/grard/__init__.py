"""Majority (Grard): the word-association voting game (3 to 10 players).

>>> from majority_core.grard import GrardState, resolve_turn
>>> resolve_turn({"Ann": "A", "Bob": "B", "Cy": "C"}, pile_size=3).round_over  # no majority
True
"""

from ..exercises import register_lessons
from ..review import register_review
from ..search import register_game
from ..simulate import register_fast_form
from .components import Word, association, strength, word, word_named, words
from .explain import hint_reason
from .kernel import OPTIONS, TurnResult, majority, parse_vote, resolve_turn
from .policies import CashIn, Focal, LevelK, RandomVote
from .state import GrardState

__all__ = [
    "OPTIONS",
    "CashIn",
    "Focal",
    "LevelK",
    "RandomVote",
    "GrardState",
    "TurnResult",
    "Word",
    "association",
    "majority",
    "parse_vote",
    "resolve_turn",
    "strength",
    "word",
    "word_named",
    "words",
]


# -- What the shared rooms know of this game (they name no game: docs/architecture.md) -------
register_game(
    GrardState.game_name,
    rollout=(f"{__name__}.policies", "Focal"),
    margin=("points", 20.0),
    reason=hint_reason,
    playouts=f"{__name__}.playout:playouts",
)
register_review(GrardState.game_name, budget=40, measure="share")
register_fast_form(GrardState.game_name, f"{__name__}.fast:fast_form")
register_lessons("2", f"{__name__}.exercises")
