"""Worlds a seat cannot tell apart: the same public history of Majority 2, other secrets.

``sample_world(state, seat, rng)`` serves the leak test (``tests/contract.py``) and any
search bot. What a seat has seen is taken from the rulebook's zones, never from the engine's
views: a card is seen by ``seat`` once it has lain face up on the table (a column, a score
zone or the discard pile: 5-5, 5-8, 6-1) or in the seat's own hand or reserve (4-4, 5-3, 5-7:
a player looks at their own cards; a hand passed at clean-up is seen by both). Every other
card -- the deck, the opponent's reserve and the cards the opponent drew and never showed --
is a secret.

Distribution: for each shuffle of the game (the set-up's, and each reshuffle of the discard
pile into a new deck, 6-1), the cards of that deck that ``seat`` has not seen since the shuffle
are permuted uniformly among their places in it; the cards it has seen since keep theirs, and
every random discard keeps its place. The opponent's one hidden choice (the card a demons
Junior puts into the reserve) follows its card to its new place, or is drawn again uniformly
if that card is not in the new hand. The world is built by replaying the decisions through the
rules from the changed shuffles (:class:`~majority_core.game.ChanceTape`); a world's save file
does not replay it (its seed is the real game's): use it, do not save it.
"""

from __future__ import annotations

import random

from ..game import ChanceTape, chance_of, mark_world, permutation_to, sealed_shuffle, taped_chance
from ..policy import Policy
from ..rng import make_rng
from . import state as _state_module
from .state import Majority2State

__all__ = ["sample_world"]


def _seen_now(state: Majority2State, seat: int) -> set[int]:
    """Card ids face up on the table, or in ``seat``'s hand or reserve, at this moment."""
    ids = set(state.discard) | set(state.hand[seat]) | set(state.reserve[seat])
    for p in (0, 1):
        ids.update(state.zone[p])
        for col in state.columns[p]:
            ids.update(col)
    return ids


class _Recorder(ChanceTape):
    """A recording tape that also keeps each shuffled deck (card ids, in deck order)."""

    def __init__(self, source: random.Random) -> None:
        super().__init__(source=source)
        self.decks: list[list[int]] = []

    def shuffle(self, x: list) -> None:  # type: ignore[override]
        super().shuffle(x)
        self.decks.append(list(x))


def sample_world(
    state: Majority2State, seat: int, rng: random.Random, *, model: Policy | None = None
) -> Majority2State:
    """A game with ``state``'s public history and ``seat``'s own cards, other secrets
    (``model``: the policy choosing a hidden reserve card that is not in the new hand; default
    uniform)."""
    opts = dict(n_players=2, seed=state.seed, **state.options)
    own = chance_of(state).get(("deck",))  # a sampled world's chance, else the seed's
    rec = _Recorder(make_rng(state.seed, "deck") if own is None else ChanceTape(tape=own))
    starts: list[int] = []  # the step of each shuffle (-1: the set-up)
    last_seen: dict[int, int] = {}
    epoch_of: dict[int, int] = {}
    hidden: dict[int, tuple[int, int]] = {}  # decision -> (card id reserved, its shuffle)

    def look(step: int) -> None:
        while len(starts) < len(rec.decks):
            e = len(starts)
            starts.append(step)
            for c in rec.decks[e]:
                epoch_of[c] = e
        for c in _seen_now(real, seat):
            last_seen[c] = step

    with taped_chance(_state_module, {("deck",): rec}):
        real = Majority2State.new(**opts)
        look(-1)
        for i, (p, action) in enumerate(state.history):
            before = set(real.reserve[p])
            real.apply(p, action)
            if p != seat and action.startswith("reserve "):
                c = next(iter(set(real.reserve[p]) - before))
                hidden[i] = (c, epoch_of[c])
            look(i)
    new_decks = []
    for e, deck in enumerate(rec.decks):
        places = [k for k, c in enumerate(deck) if last_seen.get(c, -2) < starts[e]]
        cards = sealed_shuffle((deck[k] for k in places), rng)
        new = list(deck)
        for k, c in zip(places, cards, strict=True):
            new[k] = c
        new_decks.append(new)
    tape, e = [], 0
    for kind, value in rec.tape:
        if kind == "shuffle":
            old, new = rec.decks[e], new_decks[e]
            # The shuffled list held the same cards as ``old``: re-derive it, then aim at ``new``.
            before = [None] * len(old)
            for k, i in enumerate(value):
                before[i] = old[k]
            value = permutation_to(before, new)
            e += 1
        tape.append((kind, value))
    chance = {("deck",): ChanceTape(tape=tape)}
    with taped_chance(_state_module, chance):
        world = mark_world(Majority2State.new(**opts), chance)
        for i, (p, action) in enumerate(state.history):
            if i in hidden:
                c, e = hidden[i]
                moved = new_decks[e][rec.decks[e].index(c)]
                wanted = f"reserve {world.cards[moved]}"
                legal = world.legal_actions(p)
                if wanted in legal:
                    action = wanted
                elif model is None:
                    action = legal[rng.randrange(len(legal))]
                else:
                    action = model.act(world.view(p), legal, rng)
            world.apply(p, action)
    # Past the real game (a search plays a world on), a reshuffle of the discard pile (6-1, discarded cards) or
    # a random discard from a reserve (6-2) draws from a generator of this world's own, seeded
    # by the sampler: not ``ChanceTape``'s default, which would be the same in every world.
    # Drawn after the replay so that the world itself is the one the sampler drew before.
    chance[("deck",)].fallback = random.Random(rng.random())
    return world
