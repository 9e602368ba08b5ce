"""A seat's view of Majority 2 shows hands, reserves and passed hands in card order: the order
cards arrived in can hold the other seat's draw order, which that seat never sees (Majority 2
5-7: the whole hand is passed; a hand is a set of cards, not a sequence).

Found by the table server's leak test: with seed 5 the clean-up sentence listed seat 1's hand
in its draw order, so a world that seat 0 cannot tell apart (other draws) gave another
sentence."""

from __future__ import annotations

import random

from majority_core.majority2 import Card, Majority2State
from majority_core.majority2.worlds import sample_world
from majority_core.rng import make_rng


def _pick(seed: int, step: int, legal: list) -> object:
    return legal[random.Random(seed * 1000 + step).randrange(len(legal))]


def test_views_are_the_same_in_worlds_a_seat_cannot_tell_apart() -> None:
    checked = 0
    for seed in range(16):
        state = Majority2State.new(n_players=2, seed=seed)
        while not state.is_terminal() and len(state.history) < 60:
            if len(state.history) % 2 == 0:
                for seat in (0, 1):
                    world = sample_world(state, seat, make_rng(seed, "order", len(state.history), seat))
                    assert world.view(seat) == state.view(seat)
                    assert world.explain(seat) == state.explain(seat)
                    checked += 1
            p = state.current_players()[0]
            state.apply(p, _pick(seed, len(state.history), state.legal_actions(p)))
    assert checked > 100


def test_the_clean_up_lists_the_passed_hand_in_card_order() -> None:
    state = Majority2State.new(n_players=2, seed=5)
    while not any(e.kind == "pass" for e in state.events):
        p = state.current_players()[0]
        state.apply(p, _pick(5, len(state.history), state.legal_actions(p)))
    passed = next(e for e in state.events if e.kind == "pass").data["cards"]
    keys = [Card.parse(name)._sort for name in passed]
    assert len(passed) > 1 and keys == sorted(keys)


def test_the_dragons_senior_discards_the_hand_in_card_order() -> None:
    """6-2 dragons Senior, 6-1 (discarded cards face up): the whole hand goes to the discard pile
    at once; in the order the cards arrived, the pile would tell the opponent which cards were
    drawn when. It goes in card order, as hands are shown (issue 21)."""
    from .helpers import table

    s = table(hand=["dragons:senior", "witches:veteran", "angels:junior", "demons:junior"], filler=False)
    order = [str(s.cards[c]) for c in s.hand[0]]
    s.apply(0, "play dragons:senior 1")
    pile = s.view(1)["discard"]
    keys = [Card.parse(name)._sort for name in pile]
    assert sorted(pile) == sorted(order[1:]) and keys == sorted(keys) and pile != order[1:]


def test_the_witches_senior_discards_in_card_order() -> None:
    """6-2 witches Senior: the two cards drawn at random from the opponent's reserve reach the
    pile together, in card order (the same rule as every batch of hidden cards)."""
    from .helpers import table

    for seed in range(8):
        s = table(seed, hand=["witches:senior"], opp_reserve=["reapers:junior", "angels:junior", "demons:junior", "witches:junior"])
        s.apply(0, "play witches:senior 1")
        keys = [Card.parse(name)._sort for name in s.view(1)["discard"]]
        assert len(keys) == 2 and keys == sorted(keys), seed
