"""The fields of a view, judged against the rules and against what the game then does.

A wrong ``view()["draw_count"]`` in Majority 2 passed every test: nothing drew it and nothing
read it. Each field here is computed again in the test from the rulebook and the rest of the
view (the table in Majority 2 5-4, card counts kept whole by 1-2 and 5-4) and checked by what
the next decision does: a seat that draws gets exactly the cards its view announced.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from majority_core.majority2 import Majority2State
from majority_core.the_majority import TheMajorityState

#: Majority 2 5-4 (RULINGS: the table's rows, read as the opponent's formed factions): cards a
#: draw takes; beyond the last row (8 factions) the last row holds.
DRAW_TABLE = {0: 2, 1: 3, 2: 3, 3: 4, 4: 4, 5: 5, 6: 5, 7: 6, 8: 6}


def _draws(opponent_factions: int) -> int:
    return DRAW_TABLE[min(opponent_factions, 8)]


def _cards_in(v: dict[str, Any]) -> int:
    """Every card the all-seeing view places: deck, discard, hands, reserves, columns, zones."""
    n = len(v["deck"]) + len(v["discard"])
    n += sum(len(h) for h in v["hands"]) + sum(len(r) for r in v["reserves"])
    for p in v["players"]:
        n += sum(len(c) for c in p["columns"]) + len(p["score_zone"])
    return n


def _judge_majority2(state: Majority2State, total: int) -> None:
    every = state.view(None)
    assert _cards_in(every) == total  # no card made or lost (1-2, 5-4)
    assert every["deck_size"] == len(every["deck"])
    for seat in (None, 0, 1):
        v = state.view(seat)
        assert v["seat"] == seat
        assert v["waiting"] == state.current_players()
        assert v["game_over"] == state.is_terminal()
        assert v["end_factions"] == state.options["end_factions"]
        for p in (0, 1):
            me, other = v["players"][p], v["players"][1 - p]
            # 5-4: the draw table is read from the factions the opponent has formed, which
            # are the cards in its score zone
            assert v["draw_count"][p] == _draws(len(other["score_zone"])), (seat, p)
            assert me["hand_size"] == len(every["hands"][p])
            assert me["reserve_size"] == len(every["reserves"][p])
            assert len(me["columns"]) == 3
        if seat is not None:
            assert sorted(v["hand"]) == sorted(every["hands"][seat])
            assert sorted(v["reserve"]) == sorted(every["reserves"][seat])
            assert "hands" not in v and "deck" not in v
        if state.is_terminal():
            returns = state.returns()
            if v["winner"] is None:
                assert returns[0] == returns[1]
            else:
                assert returns[v["winner"]] == max(returns) > min(returns)


@pytest.mark.parametrize("seed", range(12))
def test_majority2_view_fields_and_a_draw_takes_what_the_view_announced(seed: int) -> None:
    """Majority 2 5-4: drawing adds the announced number of cards to the hand (the deck
    reshuffled from the discard when it runs out) and one card to the opponent's reserve."""
    state = Majority2State.new(seed=seed)
    total = _cards_in(state.view(None))
    rng = random.Random(seed)
    draws = 0
    while not state.is_terminal():
        _judge_majority2(state, total)
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        action = legal[rng.randrange(len(legal))]
        if str(action) == "draw":
            before = state.view(p)
            announced = before["draw_count"][p]
            # 5-4 and "pioche épuisée": the discard is shuffled into a new deck; with both
            # empty, fewer cards come (docs/rulings-majority2.md)
            left = before["deck_size"] + len(before["discard"])
            state.apply(p, action)
            after = state.view(p)
            assert (after["players"][p]["hand_size"]
                    == before["players"][p]["hand_size"] + min(announced, left))
            assert (after["players"][1 - p]["reserve_size"]
                    == before["players"][1 - p]["reserve_size"] + (left > announced))
            draws += 1
        else:
            state.apply(p, action)
    _judge_majority2(state, total)
    assert draws >= 1


@pytest.mark.parametrize("seed", range(6))
def test_the_majority_view_counts_match_the_cards(seed: int) -> None:
    """The Majority revised 1-2 and 1-4: 72 cards, dealt 6 a seat; the counts a seat reads
    (hand sizes, deck size, trick number, partner and team) match the cards and seats."""
    state = TheMajorityState.new(n_players=4, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        every = state.view(None)
        placed = len(every["deck"]) if "deck" in every else every["deck_size"]
        placed += sum(len(h) for h in every["hands"]) + len(every["discarded"])
        placed += sum(len(w) for w in every["won"]) + sum(len(p) for p in every["packets"])
        placed += sum(c is not None for c in every["pending"])
        assert placed == 72, every["phase"]
        for seat in range(4):
            v = state.view(seat)
            assert v["hand_sizes"] == [len(h) for h in every["hands"]]
            assert v["deck_size"] == every["deck_size"]
            assert v["partner"] == (seat + 2) % 4 and v["team"] == seat % 2
            for colour, total in zip(("red", "blue", "yellow"), range(3), strict=True):
                del total
                assert all(
                    t[colour] == sum(int(c[1:]) for c in won if c[0] == colour[0].upper())
                    for t, won in zip(v["totals"], v["won"], strict=True)
                ), colour
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize(("n", "standard", "cards", "disks"), [
    (4, True, 64, 24),  # RULINGS: 12 character cards a colour (60), 4 data cards, 6 disks each
    (5, False, None, 28),  # RULINGS: discovery game, 7 disks per colour
    (3, True, None, None),
])
def test_witch_view_counts_keep_every_card_and_disk(
    n: int, standard: bool, cards: int | None, disks: int | None
) -> None:
    """Witch 3: a card is in the deck, on the field, in the discard pile or in front of a seat
    as a rumour (face up or down); a disk is in the supply or with a seat. A seat reads its own
    points and colour, not the others' (until the game ends)."""
    from majority_core.witch import WitchState
    from majority_core.witch.components import COLOURS

    state = WitchState.new(n_players=n, seed=n, standard=standard)
    rng = random.Random(n)
    first: tuple[int, int] | None = None
    while True:
        every = state.view(None)
        placed = (every["deck_size"] + sum(every["field"].values())
                  + sum(every["discard"].values())
                  + sum(sum(p["rumours"].values()) + sum(p["face_down"].values())
                        for p in every["players"]))
        held = sum(every["supply"].values()) + sum(sum(p["disks"].values())
                                                    for p in every["players"])
        first = first or (placed, held)
        assert (placed, held) == first
        assert every["deck_size"] == len(state.deck)
        for seat in range(n):
            v = state.view(seat)
            for p, row in enumerate(v["players"]):
                assert row["rumours"] == {COLOURS[c]: state.up[p][c] for c in state.codes}
                assert row["face_down"] == {COLOURS[c]: state.down[p][c] for c in state.codes}
                shown = p == seat or state.is_terminal()
                assert (row["points"] is not None) == shown, (seat, p)
                if shown:
                    assert row["points"] == state.tokens[p] - state.debt[p]
            assert v["colour"] == COLOURS[state.colour[seat]]
        if state.is_terminal():
            break
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
    if cards is not None:
        assert first[0] == cards
    if disks is not None:
        assert first[1] == disks


@pytest.mark.parametrize(("n", "seed"), [(5, 1), (7, 2), (9, 3)])
def test_sultane_view_fields_follow_the_public_record(n: int, seed: int) -> None:
    """Sultane 3c, 5, 6 and RULINGS: the 17 tales are in the deck, the discard pile, on the
    tracks or in the hand of the Vizir or the Narrator; the tracks count the tales read (a
    government's and the Sultane's own, counted here from the public events); the veto unlocks
    after 5 pacifist tales; the pacifist track's powers by player count; exiled seats are
    inactive; the Vizir is active and a nominee is not the Vizir."""
    from majority_core.sultane import SultaneState

    tracks = {5: [None, None, "peek", "exile", "exile", "win"],
              7: [None, "investigate", "choose", "exile", "exile", "win"],
              9: [None, "investigate", "choose", "exile", "exile", "win"]}
    state = SultaneState.new(n_players=n, seed=seed)
    rng = random.Random(seed)
    while True:
        public = [e for e in state.events if e.visible_to is None]
        read = [e.data["tale"] for e in public if e.kind in ("read", "chaos")]
        exiled = {e.data["target"] for e in public if e.kind == "exile"}
        views = [state.view(p) for p in range(n)]
        for v in views:
            assert v["pacifist_tales"] == read.count("P")
            assert v["interventionist_tales"] == read.count("I")
            assert v["veto_unlocked"] == (v["pacifist_tales"] >= 5)
            assert v["track"] == tracks[n]
            assert [not a for a in v["active"]] == [s in exiled for s in range(n)]
            assert 0 <= v["counter"] <= 2
            if not state.is_terminal():
                assert v["active"][v["vizir"]] and v["nominee"] != v["vizir"]
        held = sum(len(v["hand"]) for v in views)
        v = views[0]
        assert v["deck_size"] + v["discard_size"] + len(read) + held == 17
        assert held in (0, 2, 3)
        if state.is_terminal():
            break
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize(("n", "seed"), [(3, 1), (6, 2)])
def test_grard_view_fields_count_the_words_and_the_points(n: int, seed: int) -> None:
    """Grard: the word cards are in the draw pile, the box, the reference pile or among the
    three propositions (A, B, C), always the same number; the reference is the pile's top; a
    seat's points only grow, by what the public results say."""
    from majority_core.grard import GrardState

    state = GrardState.new(n_players=n, seed=seed, language="en")
    rng = random.Random(seed)
    total = None
    last = [0] * n
    while True:
        for seat in (None, *range(n)):
            v = state.view(seat)
            count = v["draw_size"] + v["box_size"] + v["pile_size"] + len(v["propositions"])
            total = total or count
            assert count == total
            assert v["pile_size"] == len(v["pile"])
            assert v["reference"] == (v["pile"][-1] if v["pile"] else None)
            assert sorted(v["propositions"]) in ([], ["A", "B", "C"])
            assert set(v["voted"]) <= set(v["active"])
            assert all(str(w) in v["words"] for w in [*v["pile"], *v["propositions"].values()])
        scores = state.view(None)["scores"]
        assert all(a >= b for a, b in zip(scores, last, strict=True))
        last = scores
        if state.is_terminal():
            assert max(scores) >= state.view(None)["target"]
            break
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
