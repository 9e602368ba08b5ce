"""The world samplers redraw every deck a seat cannot see into, the later ones included.

A sampler that kept the real order of a later deck (Witch's day-2 deck, Majority 2's deck
reshuffled from the discard pile) passed every test: the worlds still agreed with the seat's
view. Here the frequencies of the cards the worlds put on top of (and further down) the deck
are compared, by chi-square, with the exact distribution worked out from the rules: a deck
shuffled at random and unseen since holds each of its unseen cards at each unseen place with
the same chance, so the top card is a card of kind K with probability (unseen K) / (unseen).
Only distributions are judged, never the order in which a sampler draws.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from scipy import stats

from majority_core.game import GameState
from majority_core.majority2 import Majority2State
from majority_core.majority2.worlds import sample_world as majority2_world
from majority_core.policy import UniformRandom
from majority_core.witch import WitchState
from majority_core.witch.worlds import sample_world as witch_world
from tests.witch.helpers import full_deck

N_WORLDS = 300


def _p_value(observed: Counter, exact: Counter) -> float:
    """Chi-square p-value of ``observed`` against the proportions of the multiset ``exact``
    (kinds expected fewer than 5 times pooled)."""
    assert set(observed) <= set(exact), (observed, exact)
    size, n = sum(exact.values()), sum(observed.values())
    big = [k for k in exact if exact[k] / size * n >= 5]
    obs = [observed[k] for k in big]
    exp = [exact[k] / size * n for k in big]
    if n - sum(exp) > 1e-9:
        obs.append(n - sum(obs))
        exp.append(n - sum(exp))
    if len(obs) < 2:
        return 1.0
    return float(stats.chisquare(obs, exp).pvalue)


def _play(state: GameState, steps: int, seed: int, stop: Callable[[GameState], bool]) -> None:
    rng, bot = random.Random(seed), UniformRandom()
    for _ in range(steps):
        if state.is_terminal() or stop(state):
            return
        p = state.current_players()[0]
        state.apply(p, bot.act(state.view(p), state.legal_actions(p), rng))


# -- Witch ------------------------------------------------------------------------------------
def _witch_deck_judged(state: WitchState, seat: int) -> None:
    """Witch 3, 5: every card off the deck is public, so the deck's contents are known to all
    and its order to nobody: each place holds a card of kind K with probability count_K / size."""
    real = state.view(None)["deck"]
    exact = Counter(real)
    assert len(exact) >= 2
    tops: Counter = Counter()
    seconds: Counter = Counter()
    bottoms: Counter = Counter()
    for i in range(N_WORLDS):
        deck = witch_world(state, seat, random.Random(i)).view(None)["deck"]
        assert Counter(deck) == exact  # the same cards: only their order is secret
        tops[deck[-1]] += 1
        seconds[deck[-2]] += 1
        bottoms[deck[0]] += 1
    for where, seen in (("top", tops), ("second", seconds), ("bottom", bottoms)):
        assert _p_value(seen, exact) > 1e-4, (where, seen, exact)


def _witch_at_day(day: int, after: int, **options: Any) -> WitchState:
    state = WitchState.new(n_players=4, seed=6, **options)
    _play(state, 400, 6, lambda s: s.day >= day)
    assert state.day == day
    _play(state, after, 7, lambda s: False)
    assert state.day == day and not state.is_terminal()
    return state


def test_witch_day_one_deck_is_redrawn() -> None:
    _witch_deck_judged(_witch_at_day(1, 6), seat=1)


def test_witch_day_two_deck_is_redrawn() -> None:
    """Witch 5 (standard game): the second day's deck is shuffled again; its order is as
    secret as the first day's."""
    _witch_deck_judged(_witch_at_day(2, 4), seat=2)


def test_witch_day_two_deck_is_redrawn_with_a_stacked_first_deck() -> None:
    """With the first day's deck given (``deck=``), the second day's is still shuffled."""
    state = _witch_at_day(2, 4, deck=full_deck("RPBYK", 4, True),
                          colours=["red", "pink", "blue", "yellow"])
    _witch_deck_judged(state, seat=0)


def test_witch_stacked_first_deck_is_redrawn_past_what_was_turned() -> None:
    state = _witch_at_day(1, 6, deck=full_deck("RPBYKDD", 4, True))
    _witch_deck_judged(state, seat=3)


# -- Majority 2 -------------------------------------------------------------------------------
def _majority2_tops(
    state: Majority2State, seat: int, n: int = N_WORLDS
) -> tuple[Counter, Counter]:
    tops: Counter = Counter()
    opp: Counter = Counter()
    for i in range(n):
        world = majority2_world(state, seat, random.Random(i)).view(None)
        tops[world["deck"][-1]] += 1
        opp.update(world["hands"][1 - seat] + world["reserves"][1 - seat])
    return tops, opp


def test_majority2_first_deck_and_the_opponents_hand_are_redrawn() -> None:
    """Majority 2 4-4, 5-4: before any hand is passed or deck reshuffled, the seat has seen
    only its own hand and reserve and the table; the deck and the opponent's hand and reserve
    share the other cards, each place of them holding each card with the same chance."""
    for seed, seat in ((1, 0), (2, 1)):
        state = Majority2State.new(seed=seed)
        _play(state, 60, seed, lambda s: any(p["passed"] for p in s.view(None)["players"]))
        state = state.replay_prefix(len(state.history) - 2)  # just before the first pass
        every = state.view(None)
        assert not any(p["passed"] for p in every["players"])
        unseen = Counter(every["deck"]) + Counter(every["hands"][1 - seat]) + Counter(
            every["reserves"][1 - seat])
        tops, opp = _majority2_tops(state, seat)
        assert _p_value(tops, unseen) > 1e-4, (seed, tops)
        # the opponent's hand and reserve: their cards, counted over all worlds, in the same
        # proportions
        assert _p_value(opp, unseen) > 1e-4, (seed, opp)


def test_majority2_reshuffled_deck_is_redrawn() -> None:
    """Majority 2 6-1: a draw from an empty deck shuffles the discard pile into a new deck.
    Right after the opponent's draw did so, the new deck's cards the seat has not seen (the
    old discard pile but the reserve card it just got) lie in the new deck and the opponent's
    new cards at random: the top card follows their proportions."""
    found = 0
    for seed in range(40):
        state = Majority2State.new(seed=seed)
        rng, bot = random.Random(seed), UniformRandom()
        while not state.is_terminal() and found < 1:
            p = state.current_players()[0]
            legal = state.legal_actions(p)
            action = bot.act(state.view(p), legal, rng)
            if str(action) != "draw":
                state.apply(p, action)
                continue
            before = state.view(None)
            me = 1 - p
            announced = before["draw_count"][p]
            reshuffles = (before["deck_size"] < announced
                          and len(before["discard"]) > announced - before["deck_size"] + 1)
            state.apply(p, action)
            if not reshuffles or state.is_terminal():
                continue
            after = state.view(None)
            got = Counter(after["reserves"][me]) - Counter(before["reserves"][me])
            unseen = Counter(before["discard"]) - got
            assert sum(got.values()) == 1 and sum(unseen.values()) == len(before["discard"]) - 1
            tops, _opp = _majority2_tops(state, me, 200)
            assert _p_value(tops, unseen) > 1e-4, (seed, tops, unseen)
            found += 1
        if found:
            break
    assert found == 1


def test_witch_other_seats_sheets_are_redrawn_and_the_seats_own_kept() -> None:
    """Witch 3 (1): at night each seat writes in secret a colour for every other seat, any
    colour any number of times (5 colours, so 5 ** 3 rows at four players). The worlds keep the
    seat's own row and write each other seat's anew, every row alike (the sampler's model
    without a policy): each written colour is uniform over the five, each pair of them over
    the 25 pairs."""
    from majority_core.witch.components import COLOURS

    state = WitchState.new(n_players=4, seed=6)
    _play(state, 400, 6, lambda s: s.phase == "guess")
    assert state.phase == "guess"
    rng = random.Random(2)
    for p in (0, 1, 3):  # seat 2 has not written yet
        legal = state.legal_actions(p)
        assert len(legal) == 5 ** 3
        state.apply(p, legal[rng.randrange(len(legal))])
    real = state.view(None)["pending"]
    seat, colours = 1, [COLOURS[c] for c in state.codes]
    assert len(colours) == 5
    singles: Counter = Counter()
    pairs: Counter = Counter()
    for i in range(N_WORLDS):
        pending = witch_world(state, seat, random.Random(i)).view(None)["pending"]
        assert set(pending) == set(real)  # who has written is public
        assert pending[str(seat)] == real[str(seat)]  # its own row, as it wrote it
        row = pending["0"]
        singles.update(c for t, c in enumerate(row) if t != 0)
        pairs[(row[2], row[3])] += 1
    assert _p_value(singles, Counter(dict.fromkeys(colours, 1))) > 1e-4, singles
    assert _p_value(pairs, Counter({(a, b): 1 for a in colours for b in colours})) > 1e-4, pairs
