"""Witch of the Academy (M. Yokouchi): deduction and majority scoring, 3 to 5 players.

* :class:`WitchState`: the rules, step by step (the shared protocol of
  :mod:`majority_core.game`): the discovery game (4-5 players, one day and one night) and
  the standard game (3-5 players, two days, two nights and the execution).
* :func:`information_points` and :func:`suspicion`: the night's two scoring rules (pinned).
* :func:`beliefs`: a seat's exact Bayesian probabilities of every seat's colour, from the
  public record alone (:mod:`.bayes` states the model).
* :mod:`.policies`: :class:`Random`, :class:`Heuristic`, :class:`Investigator` (Bayesian
  guesses) and :class:`ModelPlayer` (plays as the model assumes).

>>> from majority_core.witch import WitchState
>>> WitchState.new(n_players=5, seed=3).current_players()
[0]
"""

from ..exercises import register_lessons
from ..review import register_review
from ..search import register_game
from .bayes import beliefs
from .explain import hint_reason
from .kernel import InformationPoints, Suspicion, information_points, suspicion
from .policies import Heuristic, Investigator, ModelPlayer, Random
from .state import WitchState

__all__ = [
    "Heuristic",
    "InformationPoints",
    "Investigator",
    "ModelPlayer",
    "Random",
    "Suspicion",
    "WitchState",
    "beliefs",
    "information_points",
    "suspicion",
]


# -- What the shared rooms know of this game (they name no game: docs/architecture.md) -------
register_game(
    WitchState.game_name,
    rollout=(f"{__name__}.policies", "Heuristic"),
    reason=hint_reason,
    playouts=f"{__name__}.playout:playouts",
)
register_review(WitchState.game_name, budget=6, measure="share", playouts=150)
register_lessons("4", f"{__name__}.exercises")
