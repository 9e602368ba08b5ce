"""What a seat of The Majority saw of a round, read from its own events, and whether a
world under construction can still explain it: the checks :mod:`.worlds`' search runs at
every step (a packet that must become what the seat will see of it, a hand that must come to
hold what its seat is seen to play).

Kept apart from the search because they are the seat's side of the sampler: they read only the
seat's events and the world being drawn, never the real deck, and the sampler's speed rests on
them (``tests/the_majority/test_worlds_exact.py`` pins the draws).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .state import TheMajorityState

__all__ = ["Round", "count", "face_counts", "hand_fits", "knowledge", "minus", "packet_fits"]


@dataclass
class Round:
    """What the seat knows of one round, read from its own events."""

    deal: list[str] = field(default_factory=list)  # its dealt cards, in the deal's order
    views: dict[int, list[str]] = field(default_factory=dict)  # draft step -> packet it held
    picks: dict[int, str] = field(default_factory=dict)  # draft step -> its pick
    gave: str | None = None  # its gift to its partner (4 players)
    got: str | None = None  # its partner's gift
    tricks: list[dict[int, str]] = field(default_factory=list)  # plays known, trick by trick
    done: list[bool] = field(default_factory=list)  # the trick is over (every play public)


def knowledge(state: TheMajorityState, seat: int) -> list[Round]:
    """The seat's knowledge, round by round, from the events it sees (and nothing else)."""
    rounds: list[Round] = []
    step = 0
    for e in state.events_for(seat):
        kind = e.kind
        if kind == "round":
            rounds.append(Round())
            step = 0
            continue
        if not rounds:
            continue
        r, data = rounds[-1], e.data
        if kind == "deal":
            r.deal = list(data["cards"])
        elif kind == "pick":
            r.picks[step] = data["card"]
        elif kind == "pass":
            step += 1
            r.views[step] = list(data["cards"])
        elif kind == "last_card":
            step += 1
            r.views[step] = [data["card"]]
        elif kind == "give":
            r.gave = data["card"]
        elif kind == "exchange":
            gave = {int(k): v for k, v in data["gave"].items()}
            r.got = gave[(seat + 2) % 4]
        elif kind == "play":
            # a face-up play names its seat; a face-down one is the seat's own (private)
            who = data.get("seat", seat if e.visible_to == frozenset((seat,)) else None)
            if who is None:
                continue
            if not r.tricks or r.done[-1]:
                r.tricks.append({})
                r.done.append(False)
            r.tricks[-1][who] = data["card"]
        elif kind == "reveal":
            if not r.tricks or r.done[-1]:
                r.tricks.append({})
                r.done.append(False)
            r.tricks[-1].update(enumerate(data["plays"]))
        elif kind == "trick":
            r.done[-1] = True
    return rounds


def packet_fits(face: list[str | None], packet: list[int], view: dict[str, int], ahead: int) -> bool:
    """Packet ``packet`` can still become what the seat will see of it (``view``): at most
    ``ahead`` seats pick from it before (fewer if its holder has), so at most ``ahead`` of the
    faces it shows are missing from ``view``."""
    left, over = view.copy(), 0
    for c in packet:
        f = face[c]
        if f is not None:
            k = left.get(f, 0)
            if k > 0:
                left[f] = k - 1
            else:
                over += 1
    return over <= ahead


def hand_fits(
    w: Any, n: int, size: int, t: int, s: int, picked: int, extra: int,
    need: dict[str, int], total: int,
) -> bool:
    """Seat ``s``'s hand at draft step ``t`` can still come to hold what it must play (the
    round's exchange and tricks have not begun: it needs all it is seen to play, or give the
    seat, this round: ``need`` by face, ``total`` in all). ``size``: cards in a packet of the
    round; ``picked`` and ``extra``: :meth:`.worlds._Sampler.hand_memo`."""
    known = w.held[s]
    shown = sum(known.values())
    free = len(w.hands[s]) - shown + extra  # blanks, and the gift
    if not need:  # (the same tests, where it lacks nothing)
        return free + size - t - picked >= 0 and shown <= size + extra
    # the faces it lacks: in all, and those the blanks and the gift cannot bring
    excess, lacking = 0, None
    get = known.get
    for f, k in need.items():
        lack = k - get(f, 0)
        if lack > 0:
            excess += lack
            if lack > free:
                if lacking is None:
                    lacking = [(f, lack)]
                else:
                    lacking.append((f, lack))
    if excess > free + size - t - picked:  # picks to come (the last card included)
        return False  # it cannot come to hold what it must play
    if lacking is not None:
        # each face it lacks must be in the packets it will still pick from (one card
        # from each), or come from a blank or the gift
        face, packets, contents = w.face, w.packets, []
        for u in range(t + picked, size):
            v = packets[(s - u) % n]
            faces = face_counts(face, v)
            contents.append((faces, len(v) > sum(faces.values())))
        for f, lack in lacking:
            if lack > free + sum(1 for faces, blank in contents if blank or f in faces):
                return False
    spare = size - total + extra
    if shown <= spare:  # (it cannot hold more it never plays than it holds)
        return True
    for f, k in known.items():  # (the cards it holds beyond its need, stopped once over)
        k -= need.get(f, 0)
        if k > 0:
            spare -= k
            if spare < 0:
                return False  # it holds more cards it never plays than its hand has room for
    return True


def face_counts(face: list[str | None], cards: list[int]) -> dict[str, int]:
    """How many of ``cards`` show each face (blanks left out)."""
    out: dict[str, int] = {}
    for c in cards:
        f = face[c]
        if f is not None:
            out[f] = out.get(f, 0) + 1
    return out


def minus(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    """Multiset ``a`` less multiset ``b`` (positive counts only, as ``Counter`` subtracts)."""
    out: dict[str, int] = {}
    for f, k in a.items():
        k -= b.get(f, 0)
        if k > 0:
            out[f] = k
    return out


def count(faces: Any) -> dict[str, int]:
    """A multiset of ``faces`` (an iterable), as a plain dict."""
    out: dict[str, int] = {}
    for f in faces:
        out[f] = out.get(f, 0) + 1
    return out
