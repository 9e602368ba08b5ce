"""Au chevet de la Sultane: a re-theme of Secret Hitler for 5 to 10 players.

* :class:`SultaneState`: the rules, step by step (the shared protocol of
  :mod:`majority_core.game`), with claims as actions and views that hold exactly what a seat
  knows.
* :mod:`.policies`: :class:`Random`, :class:`RuleBased` and :class:`Bayesian` bots.
* :func:`beliefs`: a seat's exact Bayesian probabilities over every seat's role.
* :func:`playout`: the same games as the step API, fast, with random, rule-based or Bayesian
  seats (``simulate`` takes it by itself); :func:`random_playout` for random seats only.
* :mod:`.analysis`: draw odds, balance tables and belief traces for the lessons.

>>> from majority_core.sultane import SultaneState
>>> SultaneState.new(n_players=7, seed=3).current_players()
[0]
"""

from ..exercises import register_lessons
from ..i18n import register_feminine_players
from ..review import register_review
from ..search import register_game
from ..simulate import register_fast_form
from .bayes import beliefs
from .components import pacifist_track, roles_for, side_of
from .explain import hint_reason
from .fast import playout, random_playout
from .policies import Bayesian, Random, RuleBased
from .state import SultaneState

__all__ = [
    "Bayesian",
    "Random",
    "RuleBased",
    "SultaneState",
    "beliefs",
    "pacifist_track",
    "playout",
    "random_playout",
    "roles_for",
    "side_of",
]


# -- What the shared rooms know of this game (they name no game: docs/architecture.md) -------
register_game(
    SultaneState.game_name,
    rollout=(f"{__name__}.policies", "RuleBased"),
    reason=hint_reason,
    playouts=f"{__name__}.playout:playouts",
)
register_review(SultaneState.game_name, budget=30, measure="win")
register_fast_form(SultaneState.game_name, f"{__name__}.fast:fast_form")
register_lessons("1", f"{__name__}.exercises")
register_feminine_players(__name__.rpartition(".")[2])  # "joueuse N", "exilée" (Sultane 3c)
