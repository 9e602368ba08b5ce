"""Worlds a seat cannot tell apart: the same public history of a Grard game, other secrets.

``sample_world(state, seat, rng)`` is the one generator of "other possible worlds" shared by
the leak test of every game (``tests/contract.py``) and any future search bot. It never asks
the engine what a seat knows; it reads the rules (Grard "Déroulement de la partie"): every
card dealt is face up, every vote is revealed at the end of its turn, so a seat's secrets are

* the order and faces of the cards still in the draw pile (nobody has seen them), and
* the votes already laid face down this turn by the *other* seats (only "has voted" shows).

Distribution: the undealt cards of the last shuffle are put in a uniformly random order with
uniformly random faces, and each other seat's pending vote is drawn uniformly among A, B, C
and Mark, or as ``model`` (a policy) votes from that seat's view of the world (a search that
knows how the table votes: in a coordination game the crowd is not random); everything else is the real game. Since dealt cards and past votes are public,
this is uniform over the hidden draws and pending votes consistent with what ``seat`` saw.
The world is built by replaying the decisions through the rules from the changed chance
(:class:`~majority_core.game.ChanceTape`), so its events, records and views are its own.
A world's save file does not replay it (its seed is the real game's): use it, do not save it.
"""

from __future__ import annotations

import random

from ..game import ChanceTape, mark_world, sealed_shuffle, taped_chance
from ..policy import Policy
from . import state as _state_module
from .state import GrardState

__all__ = ["sample_world"]


def sample_world(
    state: GrardState, seat: int, rng: random.Random, *, model: Policy | None = None
) -> GrardState:
    """A game with ``state``'s public history and ``seat``'s own votes, other secrets
    (``model``: the policy casting the other seats' pending votes; default uniform)."""
    opts = dict(n_players=state.n_players, seed=state.seed, **state.options)
    with taped_chance(_state_module, {}, like=state) as tapes:
        GrardState.replay(state.history, **opts)
    deck = list(tapes[("deck",)].tape)
    last = max(i for i, (kind, _) in enumerate(deck) if kind == "shuffle")
    perm = list(deck[last][1])
    hidden = min(len(state.draw), len(perm))  # the draw pile is dealt from its end
    perm[:hidden] = sealed_shuffle(perm[:hidden], rng)
    deck[last] = ("shuffle", perm)
    for k in range(hidden):
        deck[last + 1 + k] = ("randrange", rng.randrange(2))
    new = {
        ("deck",): ChanceTape(tape=deck, fallback=random.Random(rng.random())),
        ("variant",): ChanceTape(
            tape=tapes[("variant",)].tape, fallback=random.Random(rng.random())
        ),
    }
    pending = len(state.votes)  # this turn's votes are the last decisions (public: who voted)
    cut = len(state.history) - pending
    with taped_chance(_state_module, new):
        world = mark_world(GrardState.new(**opts), new)
    for i, (p, action) in enumerate(state.history):
        if i >= cut and p != seat:
            legal = world.legal_actions(p)
            if model is None:
                action = legal[rng.randrange(len(legal))]
            else:
                action = model.act(world.view(p), legal, rng)
        world.apply(p, action)
    return world
