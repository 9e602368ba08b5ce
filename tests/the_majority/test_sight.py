"""The seat's side of The Majority's world sampler (majority_core/the_majority/sight.py): what a
seat saw of each round, and the checks that tell whether a partial history can still explain
it. A check that rules out a history the seat cannot tell apart from the real one would stop
the sampler drawing some possible worlds; one that lets an impossible history through only costs
search. So each check is tested on both sides of its line (revised 2-2: a draft pick keeps one
card of the packet held, the rest passes on; revised 2-3: the tricks).
"""

from __future__ import annotations

import random
from types import SimpleNamespace

from majority_core.the_majority import TheMajorityState
from majority_core.the_majority.sight import (
    count,
    face_counts,
    hand_fits,
    knowledge,
    minus,
    packet_fits,
)
from tests.the_majority.helpers import step_random


def _game(steps: int) -> TheMajorityState:
    """4 players, seed 3, ``steps`` random decisions (round 2's exchange after 60)."""
    state, rng = TheMajorityState.new(n_players=4, seed=3), random.Random(3)
    for _ in range(steps):
        step_random(state, rng)
    return state


def test_knowledge_is_what_the_seat_saw_of_round_1() -> None:
    """Seat 0's round 1 (revised 2-2, 2-3; its log): its dealt six, each pick and the packet
    it was passed after it, the last card, its gift and its partner's, and every play of the
    tricks: its own face-down play, the others' shown at the reveal, the face-up ones by seat."""
    r = knowledge(_game(60), 0)[0]
    assert r.deal == ["B9", "R3", "B5", "Y10", "B5", "R9"]
    assert r.picks == {0: "Y10", 1: "R7", 2: "R10", 3: "B7", 4: "B5"}
    assert r.views == {1: ["R7", "Y2", "Y2", "Y5", "Y9"], 2: ["R5", "R10", "B0", "B2"],
                       3: ["R5", "R6", "B7"], 4: ["B5", "B5"], 5: ["Y2"]}
    assert (r.gave, r.got) == ("R7", "B2")
    assert r.tricks[:3] == [{0: "B5", 1: "Y2", 2: "R7", 3: "Y3"},
                            {2: "B3", 3: "B9", 0: "B2", 1: "R9"},
                            {1: "R5", 2: "Y5", 3: "B5", 0: "Y10"}]
    assert all(r.done)


def test_knowledge_holds_no_other_seats_secret() -> None:
    """A face-down play is the seat's own until the reveal: right after seat 0 plays face down,
    seat 0 knows its card in the open trick and seat 1 knows nothing of it; each seat knows only
    its own deal and its partner's gift to it."""
    state, rng = TheMajorityState.new(n_players=4, seed=3), random.Random(3)
    while True:
        step_random(state, rng)
        last = state.events_for(0)[-1]
        if last.kind == "play" and "seat" not in last.data:
            break
    mine, theirs = knowledge(state, 0)[-1], knowledge(state, 1)[-1]
    assert mine.tricks[-1] == {0: last.data["card"]} and mine.done[-1] is False
    assert all(0 not in t for t, done in zip(theirs.tricks, theirs.done, strict=True) if not done)
    rounds = [knowledge(state, s)[0] for s in range(4)]
    deals = {s: e.data["cards"] for s in range(4) for e in state.events_for(s)
             if e.kind == "deal" and e.data.get("seat") == s}
    assert [r.deal for r in rounds] == [deals[s] for s in range(4)]
    gifts: dict[int, str] = {}  # round 1's gifts, one exchange event a team
    for e in state.events:
        if e.kind == "round" and e.data["round"] == 2:
            break
        if e.kind == "exchange":
            gifts.update({int(k): v for k, v in e.data["gave"].items()})
    assert [r.got for r in rounds] == [gifts[(s + 2) % 4] for s in range(4)]


def test_a_packet_fits_while_no_more_of_its_faces_are_missing_than_seats_pick_before() -> None:
    """Revised 2-2: each seat picking from a packet before the seat sees it again takes one
    card. A packet showing R5, R5, B3 and a card nobody saw can become a sight of one R5 after
    two picks (the other R5 and the B3 taken), not after one; blanks can be anything."""
    face = ["R5", "R5", "B3", None]
    assert packet_fits(face, [0, 1, 2, 3], {"R5": 1}, 2)
    assert not packet_fits(face, [0, 1, 2, 3], {"R5": 1}, 1)
    assert packet_fits(face, [0, 1, 2, 3], {"R5": 2, "B3": 1}, 0)
    assert packet_fits(face, [3], {"Y9": 1}, 0)


def _world(hand: list[str | None], packets: dict[int, list[str | None]]) -> SimpleNamespace:
    """Seat 1's hand and the packets by origin, as the sampler's world holds them."""
    face: list[str | None] = []

    def cards(faces: list[str | None]) -> list[int]:
        face.extend(faces)
        return list(range(len(face) - len(faces), len(face)))

    hands = [[], cards(hand), [], []]
    held = [{}, count(f for f in hand if f is not None), {}, {}]
    return SimpleNamespace(face=face, hands=hands, held=held,
                           packets=[cards(packets.get(o, [])) for o in range(4)])


def test_a_hand_can_still_get_a_face_it_will_play_from_a_card_the_seat_never_saw() -> None:
    """Seat 1 will be seen to play an R5 this round and holds none (4 players, round 1, step 1,
    its pick made). The packets it will still pick from show no R5: the history is possible only
    when one of them holds a card the seat never saw (which may be the R5), else impossible."""
    args = dict(n=4, size=6, t=1, s=1, picked=1, extra=0, need={"R5": 1}, total=1)
    # steps 2 to 5: seat 1 picks from the packets that started at seats 3, 2, 1 and 0
    with_blank = _world(["B3"], {3: [None, "B3"], 2: ["Y2"], 1: ["Y2"], 0: ["Y2"]})
    assert hand_fits(with_blank, **args)
    without = _world(["B3"], {3: ["Y9", "B3"], 2: ["Y2"], 1: ["Y2"], 0: ["Y2"]})
    assert not hand_fits(without, **args)
    shown = _world(["B3"], {3: ["Y9", "B3"], 2: ["R5"], 1: ["Y2"], 0: ["Y2"]})
    assert hand_fits(shown, **args)


def test_a_hand_cannot_play_more_faces_than_picks_remain() -> None:
    """Seat 1 at step 4 of 6 (no pick yet) holds four known cards: two picks remain, so it can
    still come to play two R5 it lacks when each packet it picks from may bring one, not three,
    and not two when only one of those packets can."""
    base = ["B3", "B3", "Y2", "Y2"]
    args = dict(n=4, size=6, t=4, s=1, picked=0, extra=0)
    both = _world(base, {1: ["R5", "B0"], 0: [None, "B0"]})  # steps 4 and 5: origins 1, 0
    assert hand_fits(both, need={"R5": 2}, total=2, **args)
    assert not hand_fits(both, need={"R5": 3}, total=3, **args)
    one = _world(base, {1: ["R5", "B0"], 0: ["B0", "B0"]})
    assert not hand_fits(one, need={"R5": 2}, total=2, **args)
    assert hand_fits(one, need={"R5": 1}, total=1, **args)


def test_a_hand_has_no_room_for_more_cards_it_never_plays() -> None:
    """A six-card hand seen to play three cards keeps three it never plays: seat 1 holding
    four known cards it never plays (and two blanks) cannot be; holding three it can. Without
    any play to explain, a hand may hold anything it has room for; a hand holding the cards it
    will play counts only the others against its room."""
    args = dict(n=4, size=6, t=5, s=1, picked=1, extra=0)
    need = {"R5": 1, "Y9": 1, "B0": 1}
    assert not hand_fits(_world(["B3", "B3", "Y2", "Y2", None, None], {}), need=need, total=3,
                         **args)
    assert hand_fits(_world(["B3", "B3", "Y2", None, None, None], {}), need=need, total=3, **args)
    assert hand_fits(_world(["B3"] * 6, {}), need={}, total=0, **args)
    assert not hand_fits(_world(["B3"] * 7, {}), need={}, total=0, **args)
    # step 4 of 6, its pick made: five known cards, four of them the R5s and B3s it will play;
    # the sixth card to come and the Y2 are the two it keeps
    held = _world(["R5", "R5", "B3", "B3", "Y2"], {0: ["B0", "B0"]})
    args = dict(n=4, size=6, t=4, s=1, picked=1, extra=0)
    assert hand_fits(held, need={"R5": 2, "B3": 2}, total=4, **args)
    assert not hand_fits(held, need={"R5": 2, "B3": 2, "Y9": 1}, total=5, **args)


def test_a_hand_may_hold_exactly_its_room_of_cards_it_never_plays() -> None:
    """The room test's line itself: a six-card hand seen to play three cards keeps exactly
    three it never plays. Seat 1 holding B3 B3 Y2 Y2 and two blanks, to play B3, R5 and Y9, is
    possible (the blanks are the R5 and the Y9; it keeps B3 Y2 Y2), as is a full hand of six
    known cards with the partner's gift still to come and nothing to play: refusing either
    would stop drawing worlds the seat cannot tell apart from the real game."""
    args = dict(n=4, size=6, t=5, s=1, picked=1)
    assert hand_fits(_world(["B3", "B3", "Y2", "Y2", None, None], {}),
                     need={"B3": 1, "R5": 1, "Y9": 1}, total=3, extra=0, **args)
    assert hand_fits(_world(["B3"] * 6, {}), need={}, total=0, extra=1, **args)
    assert not hand_fits(_world(["B3"] * 8, {}), need={}, total=0, extra=1, **args)


def test_multisets() -> None:
    """The counts the checks compare: faces shown (blanks left out), and what one lacks."""
    assert face_counts(["R5", None, "R5", "B3"], [0, 1, 2, 3]) == {"R5": 2, "B3": 1}
    assert face_counts(["R5", None, "R5", "B3"], [1, 3]) == {"B3": 1}
    assert minus({"R5": 2, "B3": 1, "Y2": 1}, {"R5": 1, "B3": 1, "Y9": 4}) == {"R5": 1, "Y2": 1}
    assert count(["R5", "B3", "R5"]) == {"R5": 2, "B3": 1}
