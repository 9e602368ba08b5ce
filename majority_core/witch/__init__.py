"""Witch of the Academy (M. Yokouchi): deduction and majority scoring, 3 to 5 players.

* :class:`WitchState`: the rules, step by step (the shared protocol of
  :mod:`majority_core.game`): the discovery game (4-5 players, one day and one night) and
  the standard game (3-5 players, two days, two nights and the execution).
* :func:`information_points` and :func:`suspicion`: the night's two scoring rules (pinned).

>>> from majority_core.witch import WitchState
>>> WitchState.new(n_players=5, seed=3).current_players()
[0]
"""

from .kernel import InformationPoints, Suspicion, information_points, suspicion
from .state import WitchState

__all__ = ["InformationPoints", "Suspicion", "WitchState", "information_points", "suspicion"]
