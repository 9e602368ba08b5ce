"""The Majority (M. Yokouchi): draft council members, play tricks with bribery, assassination,
spies and betrayal, and win coins in the debates for first and second place in each colour.

The pure rules kernel works on its own in a notebook:

>>> from majority_core.the_majority import Card, resolve_trick, debate
>>> resolve_trick({0: "R2", 1: "B9", 2: "R5", 3: "Y0"}, n_players=4, spy_holder=0).explain()[1]
"Bribery: seat 3's Y0 finds no other yellow card to steal. [revised 3-1 [0]]"
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..exercises import register_lessons
from ..policy import Policy, UniformRandom
from ..review import register_review
from ..search import register_game
from ..simulate import register_fast_form
from .components import COLOURS, POWERS, Card, build_deck
from .explain import hint_reason
from .kernel import (
    DebateResult,
    TrickResult,
    TrickStep,
    debate,
    face_up_order,
    resolve_trick,
    winners,
)
from .policies import POLICIES, Greedy, RunnerUp, Saboteur, get_policy
from .state import TheMajorityState

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd


def simulate(
    policies: Sequence[str | Policy] | None = None,
    n_games: int = 100,
    *,
    seed: int = 0,
    n_players: int | None = None,
    first_edition: bool = False,
    spy_holder: int = 0,
    progress: bool | None = None,
    executor: Any = None,
) -> pd.DataFrame:
    """Play ``n_games`` games and return one row per game x seat (a tidy DataFrame).

    ``policies`` gives one bot per seat, by name ("random", "greedy", "runner-up", "saboteur")
    or as a :class:`~majority_core.policy.Policy`; by default every seat plays at random.
    Columns: game, seed, seat, policy, team (0 for seats 0 and 2, 1 for seats 1 and 3; None
    with 3 players, who play alone), coins, team_coins, won (1 or 0: ties are broken by the spy
    token, so exactly one side wins), red, blue, yellow (power won) and spy_token (1 for the
    final holder). Game ``i`` depends only on ``seed`` and ``i``, so ``executor`` (None,
    "processes", an Executor or a Dask Client: see :func:`majority_core.simulate.simulate`)
    changes where the games run, never the frame.
    """
    from ..simulate import simulate as run

    if policies is None:
        policies = ["random"] * (4 if n_players is None else n_players)
    bots = [get_policy(p) for p in policies]
    n = len(bots) if n_players is None else n_players
    return run(
        TheMajorityState,
        bots,
        n_games,
        seed=seed,
        n_players=n,
        progress=progress,
        executor=executor,
        first_edition=first_edition,
        spy_holder=spy_holder,
    )


__all__ = [
    "COLOURS",
    "POLICIES",
    "Greedy",
    "RunnerUp",
    "Saboteur",
    "UniformRandom",
    "get_policy",
    "simulate",
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


# -- What the shared rooms know of this game (they name no game: docs/architecture.md) -------
register_game(
    TheMajorityState.game_name,
    rollout=(f"{__name__}.policies", "Greedy"),
    margin=("team_coins", 30.0),
    reason=hint_reason,
    playouts=f"{__name__}.playout:playouts",
)
register_review(TheMajorityState.game_name, budget=12, measure="win")
register_fast_form(TheMajorityState.game_name, f"{__name__}.fast:fast_form")
register_lessons("0", f"{__name__}.exercises")
