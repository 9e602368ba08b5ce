"""Shared helpers for the Sultane tests: stacked decks, fixed roles, quick governments."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from majority_core.sultane import SultaneState
from majority_core.sultane.components import DINARZADE, PACIFIST_ROLE

I, P, D, S = "interventionist", PACIFIST_ROLE, DINARZADE, "schahzenan"  # noqa: E741

#: Seats 0.. are interventionists, then the pacifists, Dinarzade last (Sultane 3c counts).
ROLES = {
    5: [I, I, I, P, D],
    6: [I, I, I, I, P, D],
    7: [I, I, I, I, P, P, D],
    8: [I, I, I, I, I, P, P, D],
    9: [I, I, I, I, I, P, P, P, D],
    10: [I, I, I, I, I, I, P, P, P, D],
}


def deck(prefix: str) -> str:
    """A full 17-tale deck whose top tales are ``prefix`` (the rest: remaining P then I)."""
    n_p = 11 - prefix.count("P")
    n_i = 6 - prefix.count("I")
    assert n_p >= 0 and n_i >= 0, prefix
    return prefix + "P" * n_p + "I" * n_i


def new(n: int, prefix: str = "", roles: Sequence[str] | None = None, **options) -> SultaneState:
    return SultaneState.new(
        n_players=n, seed=0, roles=list(roles or ROLES[n]), deck=deck(prefix), **options
    )


def vote(state: SultaneState, yes: bool | Sequence[int] = True) -> None:
    """Every active player votes: all Yes, all No, or Yes exactly for the seats listed."""
    for p in state.current_players():
        if isinstance(yes, bool):
            state.apply(p, "yes" if yes else "no")
        else:
            state.apply(p, "yes" if p in yes else "no")


def reject(state: SultaneState) -> None:
    """The Vizir proposes her first eligible Narrator and everyone votes No."""
    state.apply(state.vizir, state.legal_actions(state.vizir)[0])
    vote(state, False)


def govern(
    state: SultaneState,
    narrator: int,
    vizir_discard: str,
    narrator_discard: str,
    claims: tuple[str, str] = ("no-claim", "no-claim"),
) -> None:
    """One accepted government reading a tale, then both claims."""
    vizir = state.vizir
    state.apply(vizir, f"nominate:{narrator}")
    vote(state, True)
    state.apply(vizir, f"discard:{vizir_discard}")
    state.apply(narrator, f"discard:{narrator_discard}")
    if not state.is_terminal() and state.phase == "claim-vizir":
        state.apply(vizir, claims[0])
        state.apply(narrator, claims[1])


def snapshot(state: SultaneState) -> tuple[str, str, int]:
    return (
        state.to_json(sort_keys=True),
        json.dumps(state.view(None), sort_keys=True),
        len(state.events),
    )


def random_game(n: int, seed: int, **options) -> SultaneState:
    """A uniformly random game through the step API (no views: fast)."""
    state = SultaneState.new(n_players=n, seed=seed, **options)
    rng = random.Random(seed)
    while not state.is_terminal():
        for p in state.current_players():
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.randrange(len(legal))])
    return state
