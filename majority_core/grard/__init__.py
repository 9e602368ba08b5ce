"""Majority (Grard): the word-association voting game (3 to 10 players).

>>> from majority_core.grard import GrardState, resolve_turn
>>> resolve_turn({"Ann": "A", "Bob": "B", "Cy": "C"}, pile_size=3).round_over  # no majority
True
"""

from .components import Word, association, strength, word, word_named, words
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
