"""The Majority (M. Yokouchi): draft council members, play tricks with bribery, assassination,
spies and betrayal, and win coins in the debates for first and second place in each colour.

The pure rules kernel works on its own in a notebook:

>>> from majority_core.the_majority import Card, resolve_trick, debate
>>> resolve_trick({0: "R2", 1: "B9", 2: "R5", 3: "Y0"}, n_players=4, spy_holder=0).explain()[1]
"Bribery: seat 3's Y0 finds no other yellow card to steal. [revised 3-1 [0]]"
"""

from .components import COLOURS, POWERS, Card, build_deck
from .kernel import (
    DebateResult,
    TrickResult,
    TrickStep,
    debate,
    face_up_order,
    resolve_trick,
    winners,
)
from .state import TheMajorityState

__all__ = [
    "COLOURS",
    "POWERS",
    "Card",
    "DebateResult",
    "TrickResult",
    "TheMajorityState",
    "TrickStep",
    "build_deck",
    "debate",
    "face_up_order",
    "resolve_trick",
    "winners",
]
