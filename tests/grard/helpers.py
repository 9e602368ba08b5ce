"""Shared helpers for the Majority (Grard) tests."""

from __future__ import annotations

from majority_core.grard import GrardState


def vote_all(state: GrardState, votes: dict[int, str] | str) -> None:
    """Every player still in votes (a dict seat -> vote, or one vote for everybody)."""
    for seat in list(state.current_players()):
        state.apply(seat, votes if isinstance(votes, str) else votes[seat])


def with_pile(n_players: int, pile: int, seed: int = 0, **options) -> GrardState:
    """A game whose first round has ``pile`` cards in the reference pile and everybody in.

    Everybody votes A until then: A is the unanimous majority, so its card joins the pile
    (Grard "Nouveau tour de jeu") and nobody leaves.
    """
    state = GrardState.new(n_players=n_players, seed=seed, **options)
    while len(state.pile) < pile:
        vote_all(state, "A")
    assert state.active == list(range(n_players)) and len(state.pile) == pile
    return state


def snapshot(state: GrardState) -> tuple:
    """Everything that must not change when a decision is refused."""
    return (state.to_json(), repr(state.view(None)), len(state.events), list(state.scores))
