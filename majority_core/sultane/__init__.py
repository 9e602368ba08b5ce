"""Au chevet de la Sultane: a re-theme of Secret Hitler for 5 to 10 players.

>>> from majority_core.sultane import SultaneState
>>> SultaneState.new(n_players=7, seed=3).current_players()
[0]
"""

from .components import pacifist_track, roles_for, side_of
from .state import SultaneState

__all__ = ["SultaneState", "pacifist_track", "roles_for", "side_of"]
