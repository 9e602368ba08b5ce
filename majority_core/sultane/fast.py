"""A fast random playout: the same rules as the step API, without events, views or checks.

``random_playout(n, seed, decision_seed)`` plays the game that
``play(SultaneState.new(n_players=n, seed=seed), [UniformRandom()] * n, seed=decision_seed)``
plays, decision for decision: the same chance generator for the deal and the reshuffles, the
same per-seat policy generators, the same legal actions in the same order, and the rules come
from :mod:`majority_core.sultane.kernel`. A test checks the two agree over many seeds; the
benchmark and the big balance tables use this path.
"""

from __future__ import annotations

from typing import Any

from ..rng import make_rng
from .components import (
    CHOOSE,
    DINARZADE,
    DINARZADE_THRESHOLD,
    INTERVENTIONISTS,
    INVESTIGATE,
    PACIFIST,
    PACIFISTS,
    PEEK,
    REJECTIONS_FOR_CHAOS,
    RESHUFFLE_AT,
    VETO_THRESHOLD,
    initial_deck,
    pacifist_track,
    roles_for,
)
from .kernel import discard_options, eligible_narrators, next_active_left, track_winner

#: Number of choices of each talk decision (claims plus "no-claim"), as in the step API.
_DRAW_CLAIMS = 5
_RECEIVED_CLAIMS = 4
_PEEK_CLAIMS = 5
_INVESTIGATION_CLAIMS = 3


def random_playout(
    n_players: int,
    seed: int,
    decision_seed: int,
    *,
    original_veto: bool = False,
    variant_8d: bool = False,
) -> dict[str, Any]:
    """Play one uniformly random game; return its winner, reason, tales read and counts."""
    n = n_players
    chance = make_rng(seed, "sultane", "chance")
    roles = list(roles_for(n, variant_8d))
    chance.shuffle(roles)
    deck = initial_deck()
    chance.shuffle(deck)
    pick = [make_rng(decision_seed, "policy", p).randrange for p in range(n)]
    track = pacifist_track(n)
    active = [True] * n
    discard: list[str] = []
    read: list[str] = []
    investigated: set[int] = set()
    base = vizir = 0
    last_gov: tuple[int, int] | None = None
    counter = n_p = n_i = governments = decisions = 0

    def finish(winner: str, reason: str) -> dict[str, Any]:
        return {
            "winner": winner,
            "reason": reason,
            "read": "".join(read),
            "governments": governments,
            "decisions": decisions,
            "roles": roles,
            "active": active,
        }

    def read_tale(tale: str) -> str | None:
        nonlocal n_p, n_i, counter
        read.append(tale)
        if tale == PACIFIST:
            n_p += 1
        else:
            n_i += 1
        counter = 0
        return track_winner(n_p, n_i)

    def reason_for(winner: str) -> str:
        return "six-pacifist-tales" if winner == PACIFISTS else "five-interventionist-tales"

    while True:
        if len(deck) <= RESHUFFLE_AT:
            deck.extend(discard)
            discard = []
            chance.shuffle(deck)
        governments += 1
        eligible = eligible_narrators(vizir, active, last_gov)
        narrator = eligible[pick[vizir](len(eligible))]
        yes = voters = 0
        for s in range(n):
            if active[s]:
                voters += 1
                if pick[s](2) == 0:
                    yes += 1
        decisions += 1 + voters
        power = None
        if yes <= voters - yes:  # rejected (a tie rejects)
            counter += 1
            if counter >= REJECTIONS_FOR_CHAOS:
                last_gov = None
                winner = read_tale(deck.pop())
                if winner:
                    return finish(winner, reason_for(winner))
        else:
            if n_p >= DINARZADE_THRESHOLD and roles[narrator] == DINARZADE:
                return finish(PACIFISTS, "dinarzade-narrator")
            hand = [deck.pop(), deck.pop(), deck.pop()]
            options = discard_options(hand)
            tale = options[pick[vizir](len(options))]
            hand.remove(tale)
            discard.append(tale)
            options = discard_options(hand)
            tale = options[pick[narrator](len(options))]
            hand.remove(tale)
            discard.append(tale)
            kept = hand[0]
            decisions += 2
            vetoed = False
            if n_p >= VETO_THRESHOLD:
                decisions += 1
                if pick[narrator](2) == 1:  # ["read", "veto"]
                    decisions += 1
                    if pick[vizir](2) == 0:  # ["accept-veto", "refuse-veto"]
                        vetoed = True
                        discard.append(kept)
                        if original_veto:
                            counter += 1
                            if counter >= REJECTIONS_FOR_CHAOS:
                                if len(deck) <= RESHUFFLE_AT:
                                    deck.extend(discard)
                                    discard = []
                                    chance.shuffle(deck)
                                last_gov = None
                                winner = read_tale(deck.pop())
                                if winner:
                                    return finish(winner, reason_for(winner))
            if not vetoed:
                last_gov = (vizir, narrator)
                winner = read_tale(kept)
                if winner:
                    return finish(winner, reason_for(winner))
                power = track[n_p - 1] if kept == PACIFIST else None
            pick[vizir](_DRAW_CLAIMS)
            pick[narrator](_RECEIVED_CLAIMS)
            decisions += 2
        if power == PEEK:
            if len(deck) <= RESHUFFLE_AT:
                deck.extend(discard)
                discard = []
                chance.shuffle(deck)
            pick[vizir](_PEEK_CLAIMS)
            decisions += 1
        elif power is not None:
            targets = [
                s
                for s in range(n)
                if active[s] and s != vizir and not (power == INVESTIGATE and s in investigated)
            ]
            target = targets[pick[vizir](len(targets))]
            decisions += 1
            if power == INVESTIGATE:
                investigated.add(target)
                pick[vizir](_INVESTIGATION_CLAIMS)
                decisions += 1
            elif power == CHOOSE:
                vizir = target  # the rotation base stays with the chooser (Sultane 7b)
                continue
            else:
                active[target] = False
                if roles[target] == DINARZADE:
                    return finish(INTERVENTIONISTS, "dinarzade-exiled")
        vizir = base = next_active_left(base, active)
