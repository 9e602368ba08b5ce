"""Worlds a seat cannot tell apart: the same public history of a Witch game, other secrets.

``sample_world(state, seat, rng)`` is the generator of "other possible worlds" used by the
leak test of ``tests/contract.py`` (and usable by a search bot). It reads the rules, never the
engine's idea of what a seat knows:

* player cards (Witch 3 "Préparation"): a seat sees its own card only; the others' cards and
  the card put back unseen (3 or 4 players) are secret until the reveal (discovery night,
  standard second night), which ends the game;
* the deck (Witch 3): cards turned face up on the field are public, and so is every card
  taken, traded, discarded or turned face down afterwards; the order of the cards still in
  the deck is secret, on day 1 and in the deck shuffled for day 2 (Witch 5);
* investigation sheets (Witch 3 (1), 5): written in secret and shown only at the reveal, so
  the other seats' rows (the first night's, and this night's already written) are secret.

Distribution: the other seats' colours from the seat's Bayesian posterior
(:func:`majority_core.witch.bayes.posterior`: every deal that leaves the seat its own colour,
weighted by how likely the day's public takes, data cards and hides are under it; nothing is
ever certain before the reveal), the unseen card(s) being the colours left over, in a uniformly
random order (``uniform=True``: the deals uniformly); the cards still in the deck in a
uniformly random order; the other seats' hidden rows uniformly among all rows, or as ``model``
(a policy) writes them from that seat's view of the world. Everything else (takes, data cards, rumours turned face down) is public and kept.
The world is built by replaying the decisions through the rules from the changed chance
(:class:`~majority_core.game.ChanceTape`); its save file does not replay it.
"""

from __future__ import annotations

import random
from typing import Any

from ..chance import SeatMemo
from ..game import ChanceTape, mark_world, permutation_to, sealed_shuffle, taped_chance
from ..policy import Policy
from ..rng import weighted_index
from . import state as _state_module
from .components import COLOURS
from .kernel import guess_actions
from .state import WitchState

__all__ = ["colour_posterior", "sample_world"]

#: The last few posteriors (a search samples many worlds from one position).
_POSTERIORS: SeatMemo[list[tuple[tuple[str, ...], float]]] = SeatMemo()


def colour_posterior(state: WitchState, seat: int) -> list[tuple[tuple[str, ...], float]]:
    """Every deal (a colour per seat) with its probability given the seat's view alone
    (:func:`majority_core.witch.bayes.posterior`), remembered for reuse."""
    from .bayes import posterior

    return _POSTERIORS.get(state, seat, posterior)


def _deal_from_beliefs(state: WitchState, seat: int, rng: random.Random) -> list[int]:
    """Player cards (seats first, then the unseen ones) with the seats' colours drawn from
    the posterior and the leftover colours in a random order."""
    deals = colour_posterior(state, seat)
    pick = deals[weighted_index([p for _, p in deals], rng)][0]
    cards = [COLOURS.index(c) for c in pick]
    return cards + sealed_shuffle((c for c in state.codes if c not in cards), rng)

_CHANCE = ("witch", "chance")


def _shuffle_part(perm: list[int], keep_last: int, rng: random.Random) -> list[int]:
    """``perm`` with its first ``len - keep_last`` entries (the undrawn cards) reshuffled from
    their sorted order (the shuffled pile is in card order: sorted places are sorted cards)."""
    cut = len(perm) - keep_last
    return sealed_shuffle(perm[:cut], rng) + perm[cut:]


def sample_world(
    state: WitchState,
    seat: int,
    rng: random.Random,
    *,
    model: Policy | None = None,
    uniform: bool = False,
) -> WitchState:
    """A game with ``state``'s public history and ``seat``'s own knowledge, other secrets.

    ``model``: the policy that writes the other seats' hidden sheet rows (default: uniform);
    ``uniform``: colours uniform among the deals rather than from the posterior.
    """
    n = state.n_players
    over = state.is_terminal()
    options = dict(state.options)
    opts: dict[str, Any] = dict(n_players=n, seed=state.seed, **options)
    # Record the real game's chance and count the cards drawn from each day's deck.
    drawn = [0, 0]
    with taped_chance(_state_module, {}, like=state) as tapes:
        real = WitchState.new(**opts)
        for e in real.events:
            if e.kind == "series":
                drawn[0] += sum(e.data["drawn"].values())
        for p, action in state.history:
            start = len(real.events)
            real.apply(p, action)
            for e in real.events[start:]:
                if e.kind == "series":
                    drawn[real.day - 1] += sum(e.data["drawn"].values())
        tape = list(tapes[_CHANCE].tape)
    shuffles = [perm for kind, perm in tape if kind == "shuffle"]
    k = 0
    new_tape: list[tuple[str, Any]] = []
    # Player cards: the seat keeps its own; the others and the unseen card(s) are dealt again.
    others = [s for s in range(len(state.codes)) if s != seat]
    dealt = None if over or uniform else _deal_from_beliefs(state, seat, rng)
    if "colours" in options:
        cards = list(state.colour) + list(state.unseen)
        if dealt is not None:
            cards = dealt
        elif not over:
            moved = sealed_shuffle((cards[s] for s in others), rng)
            for s, c in zip(others, moved, strict=True):
                cards[s] = c
        opts["colours"] = [COLOURS[c] for c in cards[:n]]
    else:
        perm = list(shuffles[k])
        k += 1
        if dealt is not None:
            perm = permutation_to(list(state.codes), dealt)
        elif not over:
            moved = sealed_shuffle((perm[s] for s in others), rng)
            for s, x in zip(others, moved, strict=True):
                perm[s] = x
        new_tape.append(("shuffle", perm))
    # Day 1's deck: the cards not yet turned face up come in another order.
    if "deck" in options:
        letters = options["deck"].strip().upper()
        rest = sealed_shuffle(letters[drawn[0] :], rng)
        opts["deck"] = letters[: drawn[0]] + "".join(rest)
    else:
        new_tape.append(("shuffle", _shuffle_part(list(shuffles[k]), drawn[0], rng)))
        k += 1
    # Day 2's deck (standard game), the same way.
    if k < len(shuffles):
        new_tape.append(("shuffle", _shuffle_part(list(shuffles[k]), drawn[1], rng)))
    fallback = random.Random(rng.random())
    chance = {_CHANCE: ChanceTape(tape=new_tape, fallback=fallback)}
    with taped_chance(_state_module, chance):
        world = mark_world(WitchState.new(**opts), chance)
        for p, action in state.history:
            if p != seat and not over and action.startswith("guess:"):
                if model is None:
                    rows = guess_actions(n, p, state.codes)
                    action = rows[rng.randrange(len(rows))]
                else:
                    action = model.act(world.view(p), world.legal_actions(p), rng)
            world.apply(p, action)
    return world
