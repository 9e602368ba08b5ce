"""Set up Majority 2 situations by hand: the cards where a test wants them, then real actions."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from majority_core.majority2.components import Card
from majority_core.majority2.state import STANDARD, Majority2State


def take(state: Majority2State, text: str) -> int:
    """Remove a card with this printed face from the deck (else from anywhere) and return its id."""
    card = Card.parse(text)
    places = [state.deck, state.discard, *state.hand, *state.reserve, *state.zone]
    places += [col for cols in state.columns for col in cols]
    for place in places:
        for cid in place:
            if state.cards[cid] is card:
                place.remove(cid)
                state.disc.pop(cid, None)
                for f, c in list(state.disc_at.items()):
                    if c == cid:
                        del state.disc_at[f]
                return cid
    raise LookupError(text)


def table(
    seed: int = 0,
    *,
    hand: list[str] = (),  # type: ignore[assignment]
    columns: list[list[str]] | None = None,
    opp_columns: list[list[str]] | None = None,
    zone: list[str] = (),  # type: ignore[assignment]
    opp_zone: list[str] = (),  # type: ignore[assignment]
    reserve: list[str] | None = None,
    opp_reserve: list[str] | None = None,
    up: int = 10,
    down: int = 0,
    opp_coins: tuple[int, int] = (0, 3),
    top: list[str] = (),  # type: ignore[assignment]
    filler: bool = True,
    **options: Any,
) -> Majority2State:
    """Seat 0 in its standard-play phase, with exactly these cards (the rest in the deck).

    ``top`` lists the next cards drawn, first drawn first. Discs: write ``card@faction``.
    ``filler`` adds a reapers Secretary to the hand, so that playing the other cards does not
    empty it (an empty hand ends the turn at once and the opponent's turn begins).
    """
    s = Majority2State.new(n_players=2, seed=seed, **options)
    for p in (0, 1):
        s.deck += s.hand[p] + s.reserve[p]
        s.hand[p], s.reserve[p] = [], []
    s.turn = 2
    s.player = 0
    s.phase = STANDARD
    s.tasks = []
    s._legal = None

    def put(texts: list[str], into: list[int]) -> None:
        for t in texts:
            base, _, disc = t.partition("@")
            cid = take(s, base)
            into.append(cid)
            if disc:
                s.disc[cid] = disc
                s.disc_at[disc] = cid

    put(list(hand) + (["reapers:secretary"] if filler else []), s.hand[0])
    put(reserve if reserve is not None else [], s.reserve[0])
    put(opp_reserve if opp_reserve is not None else [], s.reserve[1])
    for p, cols in ((0, columns), (1, opp_columns)):
        for i, col in enumerate(cols or []):
            put(col, s.columns[p][i])
    put(list(zone), s.zone[0])
    put(list(opp_zone), s.zone[1])
    for t in reversed(list(top)):
        s.deck.append(take(s, t))
    s.up = [up, 0]
    s.down = [down, 0]
    s.up[1], s.down[1] = opp_coins
    return s


def ghost_into(s: Majority2State, owner: int, col: int, played_by: int) -> int:
    """Put a Ghost from the deck at the bottom of ``owner``'s column ``col`` (0-2), as played
    there by ``played_by`` (6-4): the tests of the Ghosts' disc priority lay out tables no
    random game reaches on demand."""
    ghost = next(c for c in s.deck if s.cards[c].is_ghost)
    s.deck.remove(ghost)
    s.columns[owner][col].append(ghost)
    s.ghost_by[ghost] = played_by
    return ghost


def faces(state: Majority2State, ids: list[int]) -> list[str]:
    return [str(state._card(c)) for c in ids]


def col(state: Majority2State, p: int, i: int) -> list[str]:
    """Seat ``p``'s column ``i`` (1-3), top first, as card notations with discs."""
    return faces(state, state.columns[p][i - 1])


def check_conservation(state: Majority2State) -> None:
    """Every card in exactly one place; every disc on at most one card, both maps agreeing."""
    ids = state.cards_everywhere()
    assert sorted(ids) == list(range(len(state.cards))), Counter(ids).most_common(2)
    assert len(state.disc) == len(state.disc_at) <= 5
    assert all(state.disc_at[f] == c for c, f in state.disc.items())
    on_table = {c for p in (0, 1) for c in state.zone[p]}
    on_table |= {c for p in (0, 1) for col in state.columns[p] for c in col}
    assert set(state.disc) <= on_table  # discs only on cards in play or in a score zone
    assert min(state.up + state.down) >= 0


def play_random(state: Majority2State, rng: random.Random, each: Any = None) -> Majority2State:
    """Play uniformly random legal actions to the end, checking at every step (it costs nothing:
    the actions are needed anyway) that a game not over waits on a player who can act."""
    while True:
        waiting = state.current_players()
        if not waiting:
            assert state.is_terminal()
            return state
        p = waiting[0]
        legal = state.legal_actions(p)
        assert legal, f"soft-lock: seat {p} must act but has no legal action ({state.tasks[-1:]})"
        state.apply(p, legal[rng.randrange(len(legal))])
        if each is not None:
            each()
