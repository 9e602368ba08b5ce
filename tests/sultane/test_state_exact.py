"""SultaneState, exactly: every event's kind, data, audience, rule and words in English and in
French, every refusal's words and rule, every seat's view, in scripted games whose every tale
follows from a stacked deck (the ``deck`` option, top tale first) and fixed roles.

Why: the rules' tests (``test_rules.py``), the referee and the golden log judge the game's
outcomes and its English log, but nothing read most events' machine data (what the boards, the
class tables and the samplers read), who may see each, the French of the sentences the engine
writes itself, a refusal's words and cited rule, or a whole view: mutation testing of
``state.py``, ``effects.py``, ``refusals.py`` and ``views.py`` (docs/mutation.md) left those
changes alive. These tests run in a few seconds, first in the modules' mutation selection
(``tasks.MUTATE_TESTS``).

The court game: 7 players, seats 0 to 3 interventionists, 4 and 5 pacifists, 6 Dinarzade
(Sultane 3c), the pacifist track of 7 players (RULINGS: Sultane: none, investigate, choose the
next Vizir, exile, exile, win). Three rejected governments (the third makes the Sultane read
the top tale, Sultane 5 and 7c), then one government per power (7b), two exiles down to five
active players (7c), a reshuffle (5), a veto accepted and one refused (7a), and the sixth
pacifist tale (4).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from majority_core.errors import IllegalAction, MalformedInput, WrongPhase, WrongPlayer
from majority_core.i18n import language
from majority_core.sultane import SultaneState
from majority_core.sultane import explain as ex

from .helpers import D, I, P, deck, govern, new, reject, vote
from .referee import judge_game

NNBSP = "\u202f"  # French typography: a narrow no-break space before : ; ? ! and inside « »
ALL = (0, 1, 2, 3, 4, 5, 6)
#: The court game's deck, top first: the chaos tale, then each government's three (Sultane 5).
COURT_DECK = "P" + "PPI" + "PII" + "PPP" + "PPI" + "PPI" + "I"


def ballots(yes: set[int], voters: tuple[int, ...] = ALL) -> list[tuple[int, str]]:
    return [(p, "yes" if p in yes else "no") for p in voters]


FIVE = (1, 3, 4, 5, 6)  # the active seats after the two exiles
#: Each step of the court game: (seat, action), in order.
COURT_MOVES: list[tuple[int, str]] = [
    (0, "nominate:1"), *ballots({0, 1, 2}),  # 3 Yes, 4 No: rejected (Sultane 5)
    (1, "nominate:2"), *ballots({5, 6}),
    (2, "nominate:1"), *ballots(set()),  # third rejection: the Sultane reads P
    (3, "nominate:4"), *ballots({0, 1, 2, 3, 4, 5}),  # accepted 6 to 1; draws PPI
    (3, "discard:I"), (4, "discard:P"),  # reads P: the second slot, investigate
    (3, "claim-draw:PII"), (4, "claim-received:PP"),  # a lie, then the truth
    (3, "investigate:6"), (3, "claim-investigation:6:I"),  # Dinarzade called interventionist
    (4, "nominate:0"), *ballots({0, 1, 2, 3, 4}),  # draws PII
    (4, "discard:P"), (0, "discard:I"),  # reads I
    (4, "no-claim"), (0, "claim-received:PI"),
    (5, "nominate:1"), *ballots(set(ALL)),  # draws PPP, reads P: choose
    (5, "discard:P"), (1, "discard:P"),
    (5, "claim-draw:PPP"), (1, "no-claim"),
    (5, "choose:2"),
    (2, "nominate:4"), *ballots(set(ALL)),  # three pacifist tales read: not Dinarzade
    (2, "discard:I"), (4, "discard:P"),  # reads P: exile
    (2, "no-claim"), (4, "no-claim"),
    (2, "exile:0"),
    (6, "nominate:3"), *ballots({1, 2, 3, 4, 5, 6}, ALL[1:]),  # the rotation goes on left of 5
    (6, "discard:I"), (3, "discard:P"),  # the fifth pacifist tale: exile, veto unlocked
    (6, "no-claim"), (3, "no-claim"),
    (6, "exile:2"),  # five active players left (7c)
    # one tale left: reshuffled with the discard (seed 0: the new deck is IPP III PPP PI)
    (1, "nominate:4"), *ballots(set(FIVE), FIVE),
    (1, "discard:I"), (4, "discard:P"), (4, "veto"), (1, "accept-veto"),
    (1, "claim-draw:PPI"), (4, "claim-received:PP"),
    (3, "nominate:4"), *ballots(set(FIVE), FIVE),
    (3, "discard:I"), (4, "discard:I"), (4, "veto"), (3, "refuse-veto"),  # reads I
    (3, "no-claim"), (4, "no-claim"),
    (4, "nominate:5"), *ballots(set(FIVE), FIVE),
    (4, "discard:P"), (5, "discard:P"), (5, "read"),  # the sixth pacifist tale
]


def court(steps: int | None = None) -> SultaneState:
    """The court game, played to its end or for its first ``steps`` decisions."""
    s = new(7, COURT_DECK)
    for seat, action in COURT_MOVES[:steps]:
        s.apply(seat, action)
    return s


def seen(event: Any) -> int | None:
    """The one seat a private event is for (every private event of the Sultane has one)."""
    if event.visible_to is None:
        return None
    (seat,) = event.visible_to
    return seat  # type: ignore[no-any-return]


COURT = [
    ('setup', {'n_players': 7}, None, 'Sultane 3c',
     '7 players; the 17 tales (11 pacifist, 6 interventionist) are shuffled into the deck and every player secretly receives a role; seat 0 is the first Grand Vizir'),
    ('role', {'seat': 0, 'known_roles': ['interventionist', None, None, None, None, None, None]}, 0, 'Sultane 3c',
     "You are an Interventionist. You know no one else's role."),
    ('role', {'seat': 1, 'known_roles': [None, 'interventionist', None, None, None, None, None]}, 1, 'Sultane 3c',
     "You are an Interventionist. You know no one else's role."),
    ('role', {'seat': 2, 'known_roles': [None, None, 'interventionist', None, None, None, None]}, 2, 'Sultane 3c',
     "You are an Interventionist. You know no one else's role."),
    ('role', {'seat': 3, 'known_roles': [None, None, None, 'interventionist', None, None, None]}, 3, 'Sultane 3c',
     "You are an Interventionist. You know no one else's role."),
    ('role', {'seat': 4, 'known_roles': [None, None, None, None, 'pacifist', 'pacifist', 'dinarzade']}, 4, 'Sultane 3c',
     "You are a Pacifist. You recognise: seat 5 is a Pacifist; seat 6 is Dinarzade (the pacifists' inspiration)."),
    ('role', {'seat': 5, 'known_roles': [None, None, None, None, 'pacifist', 'pacifist', 'dinarzade']}, 5, 'Sultane 3c',
     "You are a Pacifist. You recognise: seat 4 is a Pacifist; seat 6 is Dinarzade (the pacifists' inspiration)."),
    ('role', {'seat': 6, 'known_roles': [None, None, None, None, None, None, 'dinarzade']}, 6, 'Sultane 3c',
     "You are Dinarzade (the pacifists' inspiration). You know no one else's role."),
    ('vizir', {'vizir': 0, 'government': 1}, None, 'Sultane 5',
     'seat 0 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 0, 'narrator': 1}, None, 'Sultane 5, 7c',
     'seat 0, Grand Vizir, proposes seat 1 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 0, 'narrator': 1, 'yes': [0, 1, 2], 'no': [3, 4, 5, 6], 'accepted': False}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 0 with seat 1 is rejected (a tie or more No rejects): Yes 0, 1, 2; No 3, 4, 5, 6'),
    ('counter', {'counter': 1}, None, 'Sultane 5, 7c (rejected-government counter)',
     'the rejected-government counter moves to 1 of 3; the members of this refused government stay eligible'),
    ('vizir', {'vizir': 1, 'government': 2}, None, 'Sultane 5',
     'seat 1 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 1, 'narrator': 2}, None, 'Sultane 5, 7c',
     'seat 1, Grand Vizir, proposes seat 2 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 1, 'narrator': 2, 'yes': [5, 6], 'no': [0, 1, 2, 3, 4], 'accepted': False}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 1 with seat 2 is rejected (a tie or more No rejects): Yes 5, 6; No 0, 1, 2, 3, 4'),
    ('counter', {'counter': 2}, None, 'Sultane 5, 7c (rejected-government counter)',
     'the rejected-government counter moves to 2 of 3; the members of this refused government stay eligible'),
    ('vizir', {'vizir': 2, 'government': 3}, None, 'Sultane 5',
     'seat 2 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 2, 'narrator': 1}, None, 'Sultane 5, 7c',
     'seat 2, Grand Vizir, proposes seat 1 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 2, 'narrator': 1, 'yes': [], 'no': [0, 1, 2, 3, 4, 5, 6], 'accepted': False}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 2 with seat 1 is rejected (a tie or more No rejects): Yes -; No 0, 1, 2, 3, 4, 5, 6'),
    ('chaos', {'tale': 'P'}, None, 'Sultane 5, 7c (third rejection)',
     'third rejected government in a row: the Sultane reads the top tale of the deck herself, a pacifist tale; its power (if any) is not used, the counter goes back to 0 and every active player is eligible again'),
    ('vizir', {'vizir': 3, 'government': 4}, None, 'Sultane 5',
     'seat 3 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 3, 'narrator': 4}, None, 'Sultane 5, 7c',
     'seat 3, Grand Vizir, proposes seat 4 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 3, 'narrator': 4, 'yes': [0, 1, 2, 3, 4, 5], 'no': [6], 'accepted': True}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 3 with seat 4 is accepted (more Yes than No): Yes 0, 1, 2, 3, 4, 5; No 6'),
    ('draw', {'vizir': 3}, None, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'seat 3, Grand Vizir, secretly draws the top 3 tales and will discard one'),
    ('drew', {'seat': 3, 'tales': 'PPI'}, 3, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You drew 2 pacifist and 1 interventionist tales'),
    ('pass', {'vizir': 3, 'narrator': 4}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 3 discards one tale face down and hands the other two to seat 4'),
    ('discarded', {'seat': 3, 'discarded': 'I', 'passed': 'PP'}, 3, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You discarded an interventionist tale and passed 2 pacifist tales'),
    ('received', {'seat': 4, 'tales': 'PP'}, 4, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You received 2 pacifist tales from the Grand Vizir'),
    ('narrator-discard', {'narrator': 4}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 4, Narrator, discards one of the two tales face down'),
    ('kept', {'seat': 4, 'discarded': 'P', 'kept': 'P'}, 4, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You discarded a pacifist tale; the tale left is pacifist'),
    ('read', {'vizir': 3, 'narrator': 4, 'tale': 'P'}, None, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'the Narrator, seat 4, reads a pacifist tale to the Sultane; the counter goes back to 0 and seat 3 and seat 4 may not be Narrator until another tale is read'),
    ('claim', {'seat': 3, 'about': 'draw', 'tales': 'PII'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 3 claims she drew 1 pacifist and 2 interventionist tales (a claim may be a lie)'),
    ('claim', {'seat': 4, 'about': 'received', 'tales': 'PP'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 4 claims she received 2 pacifist tales (a claim may be a lie)'),
    ('power', {'vizir': 3, 'power': 'investigate'}, None, 'Sultane 7b; RULINGS: Sultane (track by player count)',
     "the tale covered the power 'discover a side': the Grand Vizir seat 3 must use it now"),
    ('investigate', {'vizir': 3, 'target': 6}, None, "Sultane 7b (discover a player's side)",
     "seat 3 asks seat 6 'are you a pacifist?' and secretly sees the answer; only she knows it, and she may lie about it"),
    ('investigation', {'seat': 3, 'target': 6, 'side': 'P'}, 3, "Sultane 7b (discover a player's side)",
     'seat 6 is on the pacifist side'),
    ('claim', {'seat': 3, 'about': 'investigation', 'target': 6, 'side': 'I'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 3 claims that seat 6 is an interventionist (a claim may be a lie)'),
    ('vizir', {'vizir': 4, 'government': 5}, None, 'Sultane 5',
     'seat 4 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 4, 'narrator': 0}, None, 'Sultane 5, 7c',
     'seat 4, Grand Vizir, proposes seat 0 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 4, 'narrator': 0, 'yes': [0, 1, 2, 3, 4], 'no': [5, 6], 'accepted': True}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 4 with seat 0 is accepted (more Yes than No): Yes 0, 1, 2, 3, 4; No 5, 6'),
    ('draw', {'vizir': 4}, None, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'seat 4, Grand Vizir, secretly draws the top 3 tales and will discard one'),
    ('drew', {'seat': 4, 'tales': 'PII'}, 4, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You drew 1 pacifist and 2 interventionist tales'),
    ('pass', {'vizir': 4, 'narrator': 0}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 4 discards one tale face down and hands the other two to seat 0'),
    ('discarded', {'seat': 4, 'discarded': 'P', 'passed': 'II'}, 4, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You discarded a pacifist tale and passed 2 interventionist tales'),
    ('received', {'seat': 0, 'tales': 'II'}, 0, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You received 2 interventionist tales from the Grand Vizir'),
    ('narrator-discard', {'narrator': 0}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 0, Narrator, discards one of the two tales face down'),
    ('kept', {'seat': 0, 'discarded': 'I', 'kept': 'I'}, 0, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You discarded an interventionist tale; the tale left is interventionist'),
    ('read', {'vizir': 4, 'narrator': 0, 'tale': 'I'}, None, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'the Narrator, seat 0, reads an interventionist tale to the Sultane; the counter goes back to 0 and seat 4 and seat 0 may not be Narrator until another tale is read'),
    ('silence', {'seat': 4, 'about': 'draw'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 4 makes no claim'),
    ('claim', {'seat': 0, 'about': 'received', 'tales': 'PI'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 0 claims she received 1 pacifist and 1 interventionist tales (a claim may be a lie)'),
    ('vizir', {'vizir': 5, 'government': 6}, None, 'Sultane 5',
     'seat 5 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 5, 'narrator': 1}, None, 'Sultane 5, 7c',
     'seat 5, Grand Vizir, proposes seat 1 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 5, 'narrator': 1, 'yes': [0, 1, 2, 3, 4, 5, 6], 'no': [], 'accepted': True}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 5 with seat 1 is accepted (more Yes than No): Yes 0, 1, 2, 3, 4, 5, 6; No -'),
    ('draw', {'vizir': 5}, None, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'seat 5, Grand Vizir, secretly draws the top 3 tales and will discard one'),
    ('drew', {'seat': 5, 'tales': 'PPP'}, 5, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You drew 3 pacifist tales'),
    ('pass', {'vizir': 5, 'narrator': 1}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 5 discards one tale face down and hands the other two to seat 1'),
    ('discarded', {'seat': 5, 'discarded': 'P', 'passed': 'PP'}, 5, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You discarded a pacifist tale and passed 2 pacifist tales'),
    ('received', {'seat': 1, 'tales': 'PP'}, 1, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You received 2 pacifist tales from the Grand Vizir'),
    ('narrator-discard', {'narrator': 1}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 1, Narrator, discards one of the two tales face down'),
    ('kept', {'seat': 1, 'discarded': 'P', 'kept': 'P'}, 1, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You discarded a pacifist tale; the tale left is pacifist'),
    ('read', {'vizir': 5, 'narrator': 1, 'tale': 'P'}, None, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'the Narrator, seat 1, reads a pacifist tale to the Sultane; the counter goes back to 0 and seat 5 and seat 1 may not be Narrator until another tale is read'),
    ('claim', {'seat': 5, 'about': 'draw', 'tales': 'PPP'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 5 claims she drew 3 pacifist tales (a claim may be a lie)'),
    ('silence', {'seat': 1, 'about': 'received'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 1 makes no claim'),
    ('power', {'vizir': 5, 'power': 'choose'}, None, 'Sultane 7b; RULINGS: Sultane (track by player count)',
     "the tale covered the power 'choose the next Vizir': the Grand Vizir seat 5 must use it now"),
    ('choose', {'vizir': 5, 'target': 2}, None, 'Sultane 7b (choose the next Vizir)',
     'seat 5 makes seat 2 the next Grand Vizir; afterwards the title goes on to the left of seat 5'),
    ('vizir', {'vizir': 2, 'government': 7}, None, 'Sultane 5',
     'seat 2 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 2, 'narrator': 4}, None, 'Sultane 5, 7c',
     'seat 2, Grand Vizir, proposes seat 4 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 2, 'narrator': 4, 'yes': [0, 1, 2, 3, 4, 5, 6], 'no': [], 'accepted': True}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 2 with seat 4 is accepted (more Yes than No): Yes 0, 1, 2, 3, 4, 5, 6; No -'),
    ('not-dinarzade', {'seat': 4}, None, 'Sultane 4, 5 (Dinarzade elected after 3 pacifist tales)',
     'three pacifist tales have been read, so the new Narrator seat 4 is asked whether she is Dinarzade: she is not, and the game goes on'),
    ('draw', {'vizir': 2}, None, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'seat 2, Grand Vizir, secretly draws the top 3 tales and will discard one'),
    ('drew', {'seat': 2, 'tales': 'PPI'}, 2, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You drew 2 pacifist and 1 interventionist tales'),
    ('pass', {'vizir': 2, 'narrator': 4}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 2 discards one tale face down and hands the other two to seat 4'),
    ('discarded', {'seat': 2, 'discarded': 'I', 'passed': 'PP'}, 2, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You discarded an interventionist tale and passed 2 pacifist tales'),
    ('received', {'seat': 4, 'tales': 'PP'}, 4, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You received 2 pacifist tales from the Grand Vizir'),
    ('narrator-discard', {'narrator': 4}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 4, Narrator, discards one of the two tales face down'),
    ('kept', {'seat': 4, 'discarded': 'P', 'kept': 'P'}, 4, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You discarded a pacifist tale; the tale left is pacifist'),
    ('read', {'vizir': 2, 'narrator': 4, 'tale': 'P'}, None, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'the Narrator, seat 4, reads a pacifist tale to the Sultane; the counter goes back to 0 and seat 2 and seat 4 may not be Narrator until another tale is read'),
    ('silence', {'seat': 2, 'about': 'draw'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 2 makes no claim'),
    ('silence', {'seat': 4, 'about': 'received'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 4 makes no claim'),
    ('power', {'vizir': 2, 'power': 'exile'}, None, 'Sultane 7b; RULINGS: Sultane (track by player count)',
     "the tale covered the power 'exile a player': the Grand Vizir seat 2 must use it now"),
    ('exile', {'vizir': 2, 'target': 0, 'dinarzade': False}, None, 'Sultane 7b (exile)',
     'seat 2 exiles seat 0, who says she is not Dinarzade; she no longer speaks, votes or governs'),
    ('vizir', {'vizir': 6, 'government': 8}, None, 'Sultane 5',
     'seat 6 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 6, 'narrator': 3}, None, 'Sultane 5, 7c',
     'seat 6, Grand Vizir, proposes seat 3 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 6, 'narrator': 3, 'yes': [1, 2, 3, 4, 5, 6], 'no': [], 'accepted': True}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 6 with seat 3 is accepted (more Yes than No): Yes 1, 2, 3, 4, 5, 6; No -'),
    ('not-dinarzade', {'seat': 3}, None, 'Sultane 4, 5 (Dinarzade elected after 3 pacifist tales)',
     'three pacifist tales have been read, so the new Narrator seat 3 is asked whether she is Dinarzade: she is not, and the game goes on'),
    ('draw', {'vizir': 6}, None, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'seat 6, Grand Vizir, secretly draws the top 3 tales and will discard one'),
    ('drew', {'seat': 6, 'tales': 'PPI'}, 6, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You drew 2 pacifist and 1 interventionist tales'),
    ('pass', {'vizir': 6, 'narrator': 3}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 6 discards one tale face down and hands the other two to seat 3'),
    ('discarded', {'seat': 6, 'discarded': 'I', 'passed': 'PP'}, 6, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You discarded an interventionist tale and passed 2 pacifist tales'),
    ('received', {'seat': 3, 'tales': 'PP'}, 3, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You received 2 pacifist tales from the Grand Vizir'),
    ('narrator-discard', {'narrator': 3}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 3, Narrator, discards one of the two tales face down'),
    ('kept', {'seat': 3, 'discarded': 'P', 'kept': 'P'}, 3, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You discarded a pacifist tale; the tale left is pacifist'),
    ('read', {'vizir': 6, 'narrator': 3, 'tale': 'P'}, None, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'the Narrator, seat 3, reads a pacifist tale to the Sultane; the counter goes back to 0 and seat 6 and seat 3 may not be Narrator until another tale is read'),
    ('veto-unlocked', {}, None, 'Sultane 7a',
     'five pacifist tales have been read: from now on a government may veto its tale'),
    ('silence', {'seat': 6, 'about': 'draw'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 6 makes no claim'),
    ('silence', {'seat': 3, 'about': 'received'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 3 makes no claim'),
    ('power', {'vizir': 6, 'power': 'exile'}, None, 'Sultane 7b; RULINGS: Sultane (track by player count)',
     "the tale covered the power 'exile a player': the Grand Vizir seat 6 must use it now"),
    ('exile', {'vizir': 6, 'target': 2, 'dinarzade': False}, None, 'Sultane 7b (exile), 7c',
     'seat 6 exiles seat 2, who says she is not Dinarzade; she no longer speaks, votes or governs; with 5 active players left, only the last Narrator seat 3 is barred from being Narrator next, no longer the last Grand Vizir seat 6'),
    ('reshuffle', {'deck': 11}, None, 'Sultane 5 (2 tales or fewer: reshuffle with the discard)',
     'only 1 tale left in the deck: it is shuffled with the discard into a new deck of 11'),
    ('vizir', {'vizir': 1, 'government': 9}, None, 'Sultane 5',
     'seat 1 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 1, 'narrator': 4}, None, 'Sultane 5, 7c',
     'seat 1, Grand Vizir, proposes seat 4 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 1, 'narrator': 4, 'yes': [1, 3, 4, 5, 6], 'no': [], 'accepted': True}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 1 with seat 4 is accepted (more Yes than No): Yes 1, 3, 4, 5, 6; No -'),
    ('not-dinarzade', {'seat': 4}, None, 'Sultane 4, 5 (Dinarzade elected after 3 pacifist tales)',
     'three pacifist tales have been read, so the new Narrator seat 4 is asked whether she is Dinarzade: she is not, and the game goes on'),
    ('draw', {'vizir': 1}, None, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'seat 1, Grand Vizir, secretly draws the top 3 tales and will discard one'),
    ('drew', {'seat': 1, 'tales': 'PPI'}, 1, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You drew 2 pacifist and 1 interventionist tales'),
    ('pass', {'vizir': 1, 'narrator': 4}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 1 discards one tale face down and hands the other two to seat 4'),
    ('discarded', {'seat': 1, 'discarded': 'I', 'passed': 'PP'}, 1, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You discarded an interventionist tale and passed 2 pacifist tales'),
    ('received', {'seat': 4, 'tales': 'PP'}, 4, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You received 2 pacifist tales from the Grand Vizir'),
    ('narrator-discard', {'narrator': 4}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 4, Narrator, discards one of the two tales face down'),
    ('kept', {'seat': 4, 'discarded': 'P', 'kept': 'P'}, 4, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You discarded a pacifist tale; the tale left is pacifist'),
    ('veto-request', {'vizir': 1, 'narrator': 4}, None, 'Sultane 7a',
     'seat 4, Narrator, asks the Grand Vizir seat 1 for a veto and shows her the tale secretly'),
    ('veto-shown', {'seat': 1, 'tale': 'P'}, 1, 'Sultane 7a',
     'The Narrator shows you the tale she would read: pacifist'),
    ('veto', {'vizir': 1, 'narrator': 4}, None, 'Sultane 7a',
     'Vizir and Narrator agree on a veto: the tale is discarded unread and the rejected-government counter does not move'),
    ('claim', {'seat': 1, 'about': 'draw', 'tales': 'PPI'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 1 claims she drew 2 pacifist and 1 interventionist tales (a claim may be a lie)'),
    ('claim', {'seat': 4, 'about': 'received', 'tales': 'PP'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 4 claims she received 2 pacifist tales (a claim may be a lie)'),
    ('vizir', {'vizir': 3, 'government': 10}, None, 'Sultane 5',
     'seat 3 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 3, 'narrator': 4}, None, 'Sultane 5, 7c',
     'seat 3, Grand Vizir, proposes seat 4 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 3, 'narrator': 4, 'yes': [1, 3, 4, 5, 6], 'no': [], 'accepted': True}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 3 with seat 4 is accepted (more Yes than No): Yes 1, 3, 4, 5, 6; No -'),
    ('not-dinarzade', {'seat': 4}, None, 'Sultane 4, 5 (Dinarzade elected after 3 pacifist tales)',
     'three pacifist tales have been read, so the new Narrator seat 4 is asked whether she is Dinarzade: she is not, and the game goes on'),
    ('draw', {'vizir': 3}, None, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'seat 3, Grand Vizir, secretly draws the top 3 tales and will discard one'),
    ('drew', {'seat': 3, 'tales': 'III'}, 3, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You drew 3 interventionist tales'),
    ('pass', {'vizir': 3, 'narrator': 4}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 3 discards one tale face down and hands the other two to seat 4'),
    ('discarded', {'seat': 3, 'discarded': 'I', 'passed': 'II'}, 3, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You discarded an interventionist tale and passed 2 interventionist tales'),
    ('received', {'seat': 4, 'tales': 'II'}, 4, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You received 2 interventionist tales from the Grand Vizir'),
    ('narrator-discard', {'narrator': 4}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 4, Narrator, discards one of the two tales face down'),
    ('kept', {'seat': 4, 'discarded': 'I', 'kept': 'I'}, 4, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You discarded an interventionist tale; the tale left is interventionist'),
    ('veto-request', {'vizir': 3, 'narrator': 4}, None, 'Sultane 7a',
     'seat 4, Narrator, asks the Grand Vizir seat 3 for a veto and shows her the tale secretly'),
    ('veto-shown', {'seat': 3, 'tale': 'I'}, 3, 'Sultane 7a',
     'The Narrator shows you the tale she would read: interventionist'),
    ('veto-refused', {'vizir': 3}, None, 'Sultane 7a',
     'seat 3 refuses the veto, so the Narrator must read the tale'),
    ('read', {'vizir': 3, 'narrator': 4, 'tale': 'I'}, None, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'the Narrator, seat 4, reads an interventionist tale to the Sultane; the counter goes back to 0 and seat 4 may not be Narrator until another tale is read (with 5 active players, the Grand Vizir seat 3 may be)'),
    ('silence', {'seat': 3, 'about': 'draw'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 3 makes no claim'),
    ('silence', {'seat': 4, 'about': 'received'}, None, 'Sultane 6a, 6b (players may lie about what they saw)',
     'seat 4 makes no claim'),
    ('vizir', {'vizir': 4, 'government': 11}, None, 'Sultane 5',
     'seat 4 is Grand Vizir and must propose a Narrator'),
    ('nominate', {'vizir': 4, 'narrator': 5}, None, 'Sultane 5, 7c',
     'seat 4, Grand Vizir, proposes seat 5 as Narrator; every active player now votes Yes or No at the same time'),
    ('vote', {'vizir': 4, 'narrator': 5, 'yes': [1, 3, 4, 5, 6], 'no': [], 'accepted': True}, None, 'Sultane 5; RULINGS: Sultane (strict majority)',
     'the government of seat 4 with seat 5 is accepted (more Yes than No): Yes 1, 3, 4, 5, 6; No -'),
    ('not-dinarzade', {'seat': 5}, None, 'Sultane 4, 5 (Dinarzade elected after 3 pacifist tales)',
     'three pacifist tales have been read, so the new Narrator seat 5 is asked whether she is Dinarzade: she is not, and the game goes on'),
    ('draw', {'vizir': 4}, None, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'seat 4, Grand Vizir, secretly draws the top 3 tales and will discard one'),
    ('drew', {'seat': 4, 'tales': 'PPP'}, 4, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You drew 3 pacifist tales'),
    ('pass', {'vizir': 4, 'narrator': 5}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 4 discards one tale face down and hands the other two to seat 5'),
    ('discarded', {'seat': 4, 'discarded': 'P', 'passed': 'PP'}, 4, 'Sultane 5 (the Vizir draws 3, discards 1)',
     'You discarded a pacifist tale and passed 2 pacifist tales'),
    ('received', {'seat': 5, 'tales': 'PP'}, 5, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You received 2 pacifist tales from the Grand Vizir'),
    ('narrator-discard', {'narrator': 5}, None, 'Sultane 6a (discarded tales are never shown)',
     'seat 5, Narrator, discards one of the two tales face down'),
    ('kept', {'seat': 5, 'discarded': 'P', 'kept': 'P'}, 5, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'You discarded a pacifist tale; the tale left is pacifist'),
    ('read', {'vizir': 4, 'narrator': 5, 'tale': 'P'}, None, 'Sultane 5 (the Narrator discards 1, reads 1)',
     'the Narrator, seat 5, reads a pacifist tale to the Sultane; the counter goes back to 0 and seat 5 may not be Narrator until another tale is read (with 5 active players, the Grand Vizir seat 4 may be)'),
    ('end', {'winner': 'pacifists', 'reason': 'six-pacifist-tales', 'roles': ['interventionist', 'interventionist', 'interventionist', 'interventionist', 'pacifist', 'pacifist', 'dinarzade']}, None, 'Sultane 4',
     'Pacifists win: six pacifist tales have been read to the Sultane. Roles revealed: seat 0 interventionist, seat 1 interventionist, seat 2 interventionist, seat 3 interventionist, seat 4 pacifist, seat 5 pacifist, seat 6 dinarzade'),
]
COURT_FR = [
    ('7 joueuses\u202f; les 17 contes (11 pacifistes, 6 interventionnistes) sont mélangés dans la pioche et chaque joueuse reçoit un rôle en secret\u202f; la joueuse 0 est la première Grande Vizir.',
     'Sultane 3c'),
    ("Vous êtes Interventionniste. Vous ne connaissez le rôle de personne d'autre.",
     'Sultane 3c'),
    ("Vous êtes Interventionniste. Vous ne connaissez le rôle de personne d'autre.",
     'Sultane 3c'),
    ("Vous êtes Interventionniste. Vous ne connaissez le rôle de personne d'autre.",
     'Sultane 3c'),
    ("Vous êtes Interventionniste. Vous ne connaissez le rôle de personne d'autre.",
     'Sultane 3c'),
    ("Vous êtes Pacifiste. Vous reconnaissez\u202f: la joueuse 5 est Pacifiste\u202f; la joueuse 6 est Dinarzade (l'inspiratrice des pacifistes).",
     'Sultane 3c'),
    ("Vous êtes Pacifiste. Vous reconnaissez\u202f: la joueuse 4 est Pacifiste\u202f; la joueuse 6 est Dinarzade (l'inspiratrice des pacifistes).",
     'Sultane 3c'),
    ("Vous êtes Dinarzade (l'inspiratrice des pacifistes). Vous ne connaissez le rôle de personne d'autre.",
     'Sultane 3c'),
    ('La joueuse 0 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 0, Grande Vizir, propose la joueuse 1 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 0 avec la joueuse 1 est refusé (égalité ou majorité de Non)\u202f: Oui 0, 1, 2\u202f; Non 3, 4, 5, 6.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ('Le compteur de narratrices refusées passe à 1 sur 3\u202f; les membres de ce gouvernement refusé restent éligibles.',
     'Sultane 5, 7c (compteur de narratrices refusées)'),
    ('La joueuse 1 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 1, Grande Vizir, propose la joueuse 2 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 1 avec la joueuse 2 est refusé (égalité ou majorité de Non)\u202f: Oui 5, 6\u202f; Non 0, 1, 2, 3, 4.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ('Le compteur de narratrices refusées passe à 2 sur 3\u202f; les membres de ce gouvernement refusé restent éligibles.',
     'Sultane 5, 7c (compteur de narratrices refusées)'),
    ('La joueuse 2 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 2, Grande Vizir, propose la joueuse 1 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 2 avec la joueuse 1 est refusé (égalité ou majorité de Non)\u202f: Oui -\u202f; Non 0, 1, 2, 3, 4, 5, 6.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ("Troisième gouvernement refusé de suite\u202f: la Sultane lit elle-même le premier conte de la pioche, un conte pacifiste\u202f; son éventuel pouvoir n'est pas activé, le compteur revient à 0 et toutes les joueuses actives redeviennent éligibles.",
     'Sultane 5, 7c (troisième refus)'),
    ('La joueuse 3 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 3, Grande Vizir, propose la joueuse 4 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 3 avec la joueuse 4 est accepté (plus de Oui que de Non)\u202f: Oui 0, 1, 2, 3, 4, 5\u202f; Non 6.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ('La joueuse 3, Grande Vizir, pioche en secret les 3 premiers contes de la pioche et va en défausser un.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez pioché 2 contes pacifistes et 1 interventionniste.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('La joueuse 3 défausse un conte face cachée et passe les deux autres à la joueuse 4.',
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte interventionniste et passé 2 contes pacifistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez reçu 2 contes pacifistes de la Grande Vizir.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La joueuse 4, Narratrice, défausse l'un des deux contes face cachée.",
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste\u202f; le conte restant est pacifiste.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La Narratrice, la joueuse 4, lit un conte pacifiste à la Sultane\u202f; le compteur revient à 0 et les joueuses 3 et 4 ne peuvent plus être Narratrice avant la lecture d'un autre conte.",
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('La joueuse 3 affirme avoir pioché 1 conte pacifiste et 2 interventionnistes (une affirmation peut être un mensonge).',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 4 affirme avoir reçu 2 contes pacifistes (une affirmation peut être un mensonge).',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ("Le conte a recouvert le pouvoir «\u202fdécouvrir un camp\u202f»\u202f: la Grande Vizir, la joueuse 3, doit l'utiliser maintenant.",
     'Sultane 7b\u202f; RULINGS\u202f: Sultane (plateau des contes selon le nombre de joueuses)'),
    ('La joueuse 3 demande à la joueuse 6 «\u202fes-tu pacifiste\u202f?\u202f» et voit la réponse en secret\u202f; elle seule la connaît, et elle peut mentir à ce sujet.',
     "Sultane 7b (découvrir le camp d'une joueuse)"),
    ('La joueuse 6 est dans le camp pacifiste.',
     "Sultane 7b (découvrir le camp d'une joueuse)"),
    ('La joueuse 3 affirme que la joueuse 6 est interventionniste (une affirmation peut être un mensonge).',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 4 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 4, Grande Vizir, propose la joueuse 0 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 4 avec la joueuse 0 est accepté (plus de Oui que de Non)\u202f: Oui 0, 1, 2, 3, 4\u202f; Non 5, 6.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ('La joueuse 4, Grande Vizir, pioche en secret les 3 premiers contes de la pioche et va en défausser un.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez pioché 1 conte pacifiste et 2 interventionnistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('La joueuse 4 défausse un conte face cachée et passe les deux autres à la joueuse 0.',
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste et passé 2 contes interventionnistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez reçu 2 contes interventionnistes de la Grande Vizir.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La joueuse 0, Narratrice, défausse l'un des deux contes face cachée.",
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte interventionniste\u202f; le conte restant est interventionniste.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La Narratrice, la joueuse 0, lit un conte interventionniste à la Sultane\u202f; le compteur revient à 0 et les joueuses 4 et 0 ne peuvent plus être Narratrice avant la lecture d'un autre conte.",
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('La joueuse 4 ne dit rien.',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 0 affirme avoir reçu 1 conte pacifiste et 1 interventionniste (une affirmation peut être un mensonge).',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 5 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 5, Grande Vizir, propose la joueuse 1 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 5 avec la joueuse 1 est accepté (plus de Oui que de Non)\u202f: Oui 0, 1, 2, 3, 4, 5, 6\u202f; Non -.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ('La joueuse 5, Grande Vizir, pioche en secret les 3 premiers contes de la pioche et va en défausser un.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez pioché 3 contes pacifistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('La joueuse 5 défausse un conte face cachée et passe les deux autres à la joueuse 1.',
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste et passé 2 contes pacifistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez reçu 2 contes pacifistes de la Grande Vizir.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La joueuse 1, Narratrice, défausse l'un des deux contes face cachée.",
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste\u202f; le conte restant est pacifiste.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La Narratrice, la joueuse 1, lit un conte pacifiste à la Sultane\u202f; le compteur revient à 0 et les joueuses 5 et 1 ne peuvent plus être Narratrice avant la lecture d'un autre conte.",
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('La joueuse 5 affirme avoir pioché 3 contes pacifistes (une affirmation peut être un mensonge).',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 1 ne dit rien.',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ("Le conte a recouvert le pouvoir «\u202fchoisir la prochaine Grande Vizir\u202f»\u202f: la Grande Vizir, la joueuse 5, doit l'utiliser maintenant.",
     'Sultane 7b\u202f; RULINGS\u202f: Sultane (plateau des contes selon le nombre de joueuses)'),
    ('La joueuse 5 fait de la joueuse 2 la prochaine Grande Vizir\u202f; ensuite, le titre reprend à gauche de la joueuse 5.',
     'Sultane 7b (choisir la prochaine Grande Vizir)'),
    ('La joueuse 2 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 2, Grande Vizir, propose la joueuse 4 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 2 avec la joueuse 4 est accepté (plus de Oui que de Non)\u202f: Oui 0, 1, 2, 3, 4, 5, 6\u202f; Non -.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ("Trois contes pacifistes ont été lus, donc on demande à la nouvelle Narratrice, la joueuse 4, si elle est Dinarzade\u202f: elle ne l'est pas, et la partie continue.",
     'Sultane 4, 5 (Dinarzade élue après 3 contes pacifistes)'),
    ('La joueuse 2, Grande Vizir, pioche en secret les 3 premiers contes de la pioche et va en défausser un.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez pioché 2 contes pacifistes et 1 interventionniste.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('La joueuse 2 défausse un conte face cachée et passe les deux autres à la joueuse 4.',
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte interventionniste et passé 2 contes pacifistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez reçu 2 contes pacifistes de la Grande Vizir.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La joueuse 4, Narratrice, défausse l'un des deux contes face cachée.",
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste\u202f; le conte restant est pacifiste.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La Narratrice, la joueuse 4, lit un conte pacifiste à la Sultane\u202f; le compteur revient à 0 et les joueuses 2 et 4 ne peuvent plus être Narratrice avant la lecture d'un autre conte.",
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('La joueuse 2 ne dit rien.',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 4 ne dit rien.',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ("Le conte a recouvert le pouvoir «\u202fexiler une joueuse\u202f»\u202f: la Grande Vizir, la joueuse 2, doit l'utiliser maintenant.",
     'Sultane 7b\u202f; RULINGS\u202f: Sultane (plateau des contes selon le nombre de joueuses)'),
    ('La joueuse 2 exile la joueuse 0, qui dit ne pas être Dinarzade\u202f; exilée, elle ne parle, ne vote et ne gouverne plus.',
     'Sultane 7b (exil)'),
    ('La joueuse 6 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 6, Grande Vizir, propose la joueuse 3 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 6 avec la joueuse 3 est accepté (plus de Oui que de Non)\u202f: Oui 1, 2, 3, 4, 5, 6\u202f; Non -.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ("Trois contes pacifistes ont été lus, donc on demande à la nouvelle Narratrice, la joueuse 3, si elle est Dinarzade\u202f: elle ne l'est pas, et la partie continue.",
     'Sultane 4, 5 (Dinarzade élue après 3 contes pacifistes)'),
    ('La joueuse 6, Grande Vizir, pioche en secret les 3 premiers contes de la pioche et va en défausser un.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez pioché 2 contes pacifistes et 1 interventionniste.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('La joueuse 6 défausse un conte face cachée et passe les deux autres à la joueuse 3.',
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte interventionniste et passé 2 contes pacifistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez reçu 2 contes pacifistes de la Grande Vizir.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La joueuse 3, Narratrice, défausse l'un des deux contes face cachée.",
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste\u202f; le conte restant est pacifiste.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La Narratrice, la joueuse 3, lit un conte pacifiste à la Sultane\u202f; le compteur revient à 0 et les joueuses 6 et 3 ne peuvent plus être Narratrice avant la lecture d'un autre conte.",
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('Cinq contes pacifistes ont été lus\u202f: le veto est débloqué pour tous les gouvernements suivants.',
     'Sultane 7a'),
    ('La joueuse 6 ne dit rien.',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 3 ne dit rien.',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ("Le conte a recouvert le pouvoir «\u202fexiler une joueuse\u202f»\u202f: la Grande Vizir, la joueuse 6, doit l'utiliser maintenant.",
     'Sultane 7b\u202f; RULINGS\u202f: Sultane (plateau des contes selon le nombre de joueuses)'),
    ('La joueuse 6 exile la joueuse 2, qui dit ne pas être Dinarzade\u202f; exilée, elle ne parle, ne vote et ne gouverne plus\u202f; avec 5 joueuses actives restantes, seule la dernière Narratrice, la joueuse 3, ne peut pas être la prochaine Narratrice, et plus la dernière Grande Vizir, la joueuse 6.',
     'Sultane 7b (exil), 7c'),
    ("Il ne reste qu'un conte dans la pioche\u202f: on le mélange avec la défausse, ce qui donne une nouvelle pioche de 11 contes.",
     'Sultane 5 (2 contes ou moins\u202f: on remélange avec la défausse)'),
    ('La joueuse 1 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 1, Grande Vizir, propose la joueuse 4 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 1 avec la joueuse 4 est accepté (plus de Oui que de Non)\u202f: Oui 1, 3, 4, 5, 6\u202f; Non -.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ("Trois contes pacifistes ont été lus, donc on demande à la nouvelle Narratrice, la joueuse 4, si elle est Dinarzade\u202f: elle ne l'est pas, et la partie continue.",
     'Sultane 4, 5 (Dinarzade élue après 3 contes pacifistes)'),
    ('La joueuse 1, Grande Vizir, pioche en secret les 3 premiers contes de la pioche et va en défausser un.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez pioché 2 contes pacifistes et 1 interventionniste.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('La joueuse 1 défausse un conte face cachée et passe les deux autres à la joueuse 4.',
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte interventionniste et passé 2 contes pacifistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez reçu 2 contes pacifistes de la Grande Vizir.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La joueuse 4, Narratrice, défausse l'un des deux contes face cachée.",
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste\u202f; le conte restant est pacifiste.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('La joueuse 4, Narratrice, demande un veto à la Grande Vizir, la joueuse 1, et lui montre le conte en secret.',
     'Sultane 7a'),
    ("La Narratrice vous montre le conte qu'elle lirait\u202f: pacifiste.",
     'Sultane 7a'),
    ("La Grande Vizir et la Narratrice s'accordent sur un veto\u202f: le conte est défaussé sans être lu et le compteur de narratrices refusées ne bouge pas.",
     'Sultane 7a'),
    ('La joueuse 1 affirme avoir pioché 2 contes pacifistes et 1 interventionniste (une affirmation peut être un mensonge).',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 4 affirme avoir reçu 2 contes pacifistes (une affirmation peut être un mensonge).',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 3 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 3, Grande Vizir, propose la joueuse 4 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 3 avec la joueuse 4 est accepté (plus de Oui que de Non)\u202f: Oui 1, 3, 4, 5, 6\u202f; Non -.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ("Trois contes pacifistes ont été lus, donc on demande à la nouvelle Narratrice, la joueuse 4, si elle est Dinarzade\u202f: elle ne l'est pas, et la partie continue.",
     'Sultane 4, 5 (Dinarzade élue après 3 contes pacifistes)'),
    ('La joueuse 3, Grande Vizir, pioche en secret les 3 premiers contes de la pioche et va en défausser un.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez pioché 3 contes interventionnistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('La joueuse 3 défausse un conte face cachée et passe les deux autres à la joueuse 4.',
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte interventionniste et passé 2 contes interventionnistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez reçu 2 contes interventionnistes de la Grande Vizir.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La joueuse 4, Narratrice, défausse l'un des deux contes face cachée.",
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte interventionniste\u202f; le conte restant est interventionniste.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('La joueuse 4, Narratrice, demande un veto à la Grande Vizir, la joueuse 3, et lui montre le conte en secret.',
     'Sultane 7a'),
    ("La Narratrice vous montre le conte qu'elle lirait\u202f: interventionniste.",
     'Sultane 7a'),
    ('La joueuse 3 refuse le veto, donc la Narratrice doit lire le conte.',
     'Sultane 7a'),
    ("La Narratrice, la joueuse 4, lit un conte interventionniste à la Sultane\u202f; le compteur revient à 0 et la joueuse 4 ne peut plus être Narratrice avant la lecture d'un autre conte (avec 5 joueuses actives, la Grande Vizir, la joueuse 3, le peut).",
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('La joueuse 3 ne dit rien.',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 4 ne dit rien.',
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    ('La joueuse 4 est la Grande Vizir et doit proposer une Narratrice.',
     'Sultane 5'),
    ('La joueuse 4, Grande Vizir, propose la joueuse 5 comme Narratrice\u202f; toutes les joueuses actives votent maintenant Oui ou Non en même temps.',
     'Sultane 5, 7c'),
    ('Le gouvernement de la joueuse 4 avec la joueuse 5 est accepté (plus de Oui que de Non)\u202f: Oui 1, 3, 4, 5, 6\u202f; Non -.',
     'Sultane 5\u202f; RULINGS\u202f: Sultane (majorité stricte)'),
    ("Trois contes pacifistes ont été lus, donc on demande à la nouvelle Narratrice, la joueuse 5, si elle est Dinarzade\u202f: elle ne l'est pas, et la partie continue.",
     'Sultane 4, 5 (Dinarzade élue après 3 contes pacifistes)'),
    ('La joueuse 4, Grande Vizir, pioche en secret les 3 premiers contes de la pioche et va en défausser un.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez pioché 3 contes pacifistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('La joueuse 4 défausse un conte face cachée et passe les deux autres à la joueuse 5.',
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste et passé 2 contes pacifistes.',
     'Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)'),
    ('Vous avez reçu 2 contes pacifistes de la Grande Vizir.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La joueuse 5, Narratrice, défausse l'un des deux contes face cachée.",
     'Sultane 6a (les contes défaussés ne sont jamais montrés)'),
    ('Vous avez défaussé un conte pacifiste\u202f; le conte restant est pacifiste.',
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ("La Narratrice, la joueuse 5, lit un conte pacifiste à la Sultane\u202f; le compteur revient à 0 et la joueuse 5 ne peut plus être Narratrice avant la lecture d'un autre conte (avec 5 joueuses actives, la Grande Vizir, la joueuse 4, le peut).",
     'Sultane 5 (la Narratrice en défausse 1, en lit 1)'),
    ('Les pacifistes gagnent\u202f: six contes pacifistes ont été lus à la Sultane. Rôles révélés — joueuse 0\u202f: Interventionniste\u202f; joueuse 1\u202f: Interventionniste\u202f; joueuse 2\u202f: Interventionniste\u202f; joueuse 3\u202f: Interventionniste\u202f; joueuse 4\u202f: Pacifiste\u202f; joueuse 5\u202f: Pacifiste\u202f; joueuse 6\u202f: Dinarzade.',
     'Sultane 4'),
]


def test_the_court_game_event_by_event() -> None:
    """Each event of the court game: its kind, data, audience, rule and English sentence.
    The tales follow the stacked deck (Sultane 5: the Vizir draws the top three); a vote is
    accepted with strictly more Yes (RULINGS); the powers are the 7-player track's (RULINGS,
    7b); a claim may be a lie (6a); the term limit bars both members of the last reading
    government with 6 or more active players, its Narrator alone with 5 (7c)."""
    s = court()
    assert [(e.kind, e.data, seen(e), e.rule, e.text) for e in s.events] == COURT
    assert (s.winner, s.reason, s.phase) == ("pacifists", "six-pacifist-tales", "over")
    assert s.returns() == [0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0]
    assert "".join(s.read) == "PPIPPPIP" and s.counter == 0 and s.tale_count() == 17
    assert s.hand == [] and s.active == [False, True, False, True, True, True, True]


def test_the_court_game_in_french() -> None:
    """The same game made in French: every sentence and every cited rule in the French
    edition's words (docs/rulings-sultane.md: « la joueuse 3 », the rulebook's terms)."""
    with language("fr"):
        s = court()
        assert [(e.text, e.rule) for e in s.events] == COURT_FR
    # the sentences are written in the language current when the game was made
    assert s.events[0].text.startswith("7 joueuses")


def test_the_records_are_the_events_as_each_seat_saw_them() -> None:
    """What the views and the bots read (``view(p)["public"]`` and ``["private"]``): the
    facts of every event a seat saw, with its kind and the government it happened in (the
    count of governments proposed, 0 at the set-up; a reshuffle belongs to the round before
    it)."""
    s = court()
    government = 0
    public: list[dict[str, Any]] = []
    private: list[list[dict[str, Any]]] = [[] for _ in range(7)]
    for e in s.events:
        if e.kind == "vizir":
            government += 1
        record = {"kind": e.kind, "government": government, **e.data}
        if e.visible_to is None:
            public.append(record)
        else:
            private[seen(e)].append(record)  # type: ignore[index]
    assert government == 11 == s.governments
    everything = s.view(None)
    assert everything["public"] == public and everything["private"] == private
    for p in range(7):
        v = s.view(p)
        assert v["public"] == public and v["private"] == private[p]


def test_every_claim_is_kept_beside_the_truth_for_the_all_seeing_view_only() -> None:
    """Sultane 6a: claims are public and may be lies; only the all-seeing view holds the truth
    beside each claim (docs/rulings-sultane.md), with the government it was made in."""
    s = court()
    assert s.view(None)["claim_checks"] == [
        {"government": 4, "seat": 3, "about": "draw", "tales": "PII", "claimed": "PII",
         "actual": "PPI", "honest": False},
        {"government": 4, "seat": 4, "about": "received", "tales": "PP", "claimed": "PP",
         "actual": "PP", "honest": True},
        {"government": 4, "seat": 3, "about": "investigation", "target": 6, "side": "I",
         "claimed": "I", "actual": "P", "honest": False},
        {"government": 5, "seat": 0, "about": "received", "tales": "PI", "claimed": "PI",
         "actual": "II", "honest": False},
        {"government": 6, "seat": 5, "about": "draw", "tales": "PPP", "claimed": "PPP",
         "actual": "PPP", "honest": True},
        {"government": 9, "seat": 1, "about": "draw", "tales": "PPI", "claimed": "PPI",
         "actual": "PPI", "honest": True},
        {"government": 9, "seat": 4, "about": "received", "tales": "PP", "claimed": "PP",
         "actual": "PP", "honest": True},
    ]
    for p in range(7):
        assert "claim_checks" not in s.view(p)


def test_apply_hands_each_seat_what_it_may_see_and_copies() -> None:
    """The protocol (issue 21, items 10 and 11): ``apply`` returns the events the decision
    caused that the deciding seat may see, as copies; the all-seeing log keeps the rest."""
    s = new(7, COURT_DECK)
    for seat, action in COURT_MOVES:
        start = len(s.events)
        returned = s.apply(seat, action)
        mine = [e for e in s.events[start:] if e.visible_to is None or seat in e.visible_to]
        assert [(e.kind, e.data, e.visible_to, e.text) for e in returned] == [
            (e.kind, e.data, e.visible_to, e.text) for e in mine]
        assert all(r is not e for r, e in zip(returned, mine, strict=True))
    assert s.history == COURT_MOVES


def test_a_save_loads_to_the_same_game_at_every_step() -> None:
    """A save is the options, the seed and the decisions (``to_json``); loading it replays
    them through the rules, so every view is the same, at every step of the court game."""
    s = new(7, COURT_DECK)
    for k, (seat, action) in enumerate(COURT_MOVES):
        s.apply(seat, action)
        if k % 9 and k != len(COURT_MOVES) - 1:
            continue
        loaded = SultaneState.from_json(s.to_json())
        assert loaded == s and loaded.options == s.options
        for p in (None, *range(7)):
            assert loaded.view(p) == s.view(p)
    data = json.loads(s.to_json())
    assert data["options"] == {"original_veto": False, "variant_8d": False,
                               "roles": [I, I, I, I, P, P, D], "deck": deck(COURT_DECK)}


def at(move: tuple[int, str], later: int = 0) -> SultaneState:
    """The court game just before the first ``move`` (plus ``later`` decisions)."""
    return court(COURT_MOVES.index(move) + later)


TRACK_7 = [None, "investigate", "choose", "exile", "exile", "win"]


def test_each_seat_sees_the_table_and_its_own_secrets_exactly() -> None:
    """The Vizir of government 4 holds the three tales she drew (Sultane 5), written as a
    multiset (docs/rulings-sultane.md); the others see the table only: the tracks, the counter
    (reset by the Sultane's reading, 5), the deck and discard sizes, who governs; each seat
    knows its role and what the recognition showed it (3c: at 7 players the pacifists know
    each other and Dinarzade, who knows nobody)."""
    s = at((3, "discard:I"))
    table = {
        "game": "sultane", "n_players": 7,
        "options": {"original_veto": False, "variant_8d": False},
        "phase": "vizir-discard", "vizir": 3, "nominee": 4, "counter": 0,
        "pacifist_tales": 1, "interventionist_tales": 0, "read": "P", "track": TRACK_7,
        "veto_unlocked": False, "deck_size": 13, "discard_size": 0, "active": [True] * 7,
        "last_government": None, "eligible": [], "investigated": [], "voted": [],
        "power": None, "power_target": None, "winner": None, "reason": None,
    }
    roles = [I, I, I, I, P, P, D]
    unknown = [None] * 7
    for p in range(7):
        v = s.view(p)
        mine = {k: v.pop(k) for k in ("public", "private")}
        known = list(unknown)
        known[p] = roles[p]
        if p in (4, 5):
            known[4:] = [P, P, D]
        assert v == {**table, "seat": p, "role": roles[p], "known_roles": known,
                     "hand": "PPI" if p == 3 else "", "my_vote": None}, p
        assert mine["public"] == s.view(None)["public"]
    everything = s.view(None)
    del everything["public"], everything["private"]
    assert everything == {
        **table, "seat": None, "roles": roles, "deck": deck(COURT_DECK)[4:], "discard": "",
        "hand": "PPI", "votes": {}, "claim_checks": [],
    }


def test_a_vote_in_progress_shows_who_voted_and_only_the_seats_own_vote() -> None:
    """Sultane 5: votes are laid face down and turned over together; until then a seat
    sees who has voted and its own vote, the all-seeing view every vote cast."""
    s = at((3, "nominate:4"), 3)  # seats 0 and 1 have voted Yes
    assert s.current_players() == [2, 3, 4, 5, 6]
    for p in range(7):
        v = s.view(p)
        assert (v["phase"], v["voted"], v["eligible"]) == ("vote", [0, 1], [])
        assert v["my_vote"] == ("yes" if p < 2 else None)
    assert s.view(None)["votes"] == {"0": "yes", "1": "yes"}
    assert s.legal_actions(2) == ["yes", "no"] and s.legal_actions(0) == []


def test_the_nomination_lists_the_eligible_seats_and_each_phase_its_decisions() -> None:
    """Who decides, and what she may decide, at each phase of the court game (Sultane 5, 7a,
    7b, 7c; the claims of docs/rulings-sultane.md)."""
    s = at((4, "nominate:0"))  # after government 4 read: 3 and 4 are barred (7 active)
    v = s.view(1)
    assert (v["phase"], v["vizir"], v["nominee"], v["last_government"], v["eligible"],
            v["investigated"]) == ("nominate", 4, None, [3, 4], [0, 1, 2, 5, 6], [6])
    assert s.legal_actions(4) == ["nominate:0", "nominate:1", "nominate:2", "nominate:5",
                                  "nominate:6"]
    assert s.current_players() == [4] and s.legal_actions(0) == []
    s = at((3, "investigate:6"))
    assert s.current_players() == [3] and (s.view(0)["power"], s.view(0)["power_target"]) == (
        "investigate", None)
    assert s.legal_actions(3) == [f"investigate:{t}" for t in (0, 1, 2, 4, 5, 6)]
    s.apply(3, "investigate:6")
    assert (s.view(0)["power"], s.view(0)["power_target"], s.view(0)["investigated"]) == (
        "investigate", 6, [6])
    assert s.legal_actions(3) == ["claim-investigation:6:P", "claim-investigation:6:I",
                                  "no-claim"]
    s = at((4, "discard:P"))  # the Narrator of government 4 holds PP
    assert s.current_players() == [4] and s.legal_actions(4) == ["discard:P"]
    assert (s.view(4)["hand"], s.view(3)["hand"]) == ("PP", "")
    s = at((3, "claim-draw:PII"))
    assert s.legal_actions(3) == ["claim-draw:PPP", "claim-draw:PPI", "claim-draw:PII",
                                  "claim-draw:III", "no-claim"]
    assert s.view(3)["power"] is None  # the power is shown once it is to be used
    s.apply(3, "claim-draw:PII")
    assert s.current_players() == [4]
    assert s.legal_actions(4) == ["claim-received:PP", "claim-received:PI",
                                  "claim-received:II", "no-claim"]
    s = at((5, "choose:2"))
    assert s.legal_actions(5) == [f"choose:{t}" for t in (0, 1, 2, 3, 4, 6)]
    s = at((2, "exile:0"))
    assert s.legal_actions(2) == [f"exile:{t}" for t in (0, 1, 3, 4, 5, 6)]
    s = at((6, "exile:2"))  # seat 0 is exiled: no longer a target
    assert s.legal_actions(6) == [f"exile:{t}" for t in (1, 2, 3, 4, 5)]
    assert s.view(6)["active"] == [False] + [True] * 6


def test_the_veto_shows_the_tale_to_the_vizir_alone() -> None:
    """Sultane 7a: after the Narrator's discard she may ask for a veto; she then shows the
    tale to the Vizir, who accepts (the tale is discarded, the counter does not move) or
    refuses (the tale is read)."""
    s = at((4, "veto"))
    assert s.phase == "veto-request" and s.legal_actions(4) == ["read", "veto"]
    assert (s.view(4)["hand"], s.view(1)["hand"], s.view(4)["veto_unlocked"]) == ("P", "", True)
    s.apply(4, "veto")
    assert s.current_players() == [1] and s.legal_actions(1) == ["accept-veto", "refuse-veto"]
    assert (s.view(1)["hand"], s.view(4)["hand"]) == ("P", "")
    discard = len(s.discard)
    s.apply(1, "accept-veto")
    assert (len(s.discard), s.counter, len(s.read), s.phase) == (discard + 1, 0, 6,
                                                                 "claim-vizir")
    assert s.last_government == (6, 3)  # the vetoing pair stays eligible (7a)


def test_the_end_reveals_every_role_to_every_seat() -> None:
    """Roles are revealed at the end (docs/rulings-sultane.md); the results say who won,
    why, and who was exiled."""
    s = court()
    roles = [I, I, I, I, P, P, D]
    for p in range(7):
        v = s.view(p)
        assert (v["known_roles"], v["winner"], v["reason"], v["phase"], v["hand"]) == (
            roles, "pacifists", "six-pacifist-tales", "over", "")
    assert s.current_players() == [] and s.legal_actions(5) == []
    assert s.result_rows() == [
        {"role": r, "side": "pacifists" if r in (P, D) else "interventionists",
         "won": r in (P, D), "winner": "pacifists", "reason": "six-pacifist-tales",
         "pacifist_tales": 6, "interventionist_tales": 2, "governments": 11,
         "exiled": p in (0, 2)}
        for p, r in enumerate(roles)
    ]
    assert s._repr_html_() == ex.board_html(s.view(None))
    assert s._seat_name(3) == "seat 3"
    with language("fr"):
        assert s._seat_name(3) == "joueuse 3"  # the article comes with the sentence


def end_of(s: SultaneState) -> tuple[str, dict[str, Any], int | None, str, str]:
    e = s.events[-1]
    return (e.kind, e.data, seen(e), e.rule, e.text)


ROLES_7 = [I, I, I, I, P, P, D]
REVEALED_7 = ("Roles revealed: seat 0 interventionist, seat 1 interventionist, seat 2 "
              "interventionist, seat 3 interventionist, seat 4 pacifist, seat 5 pacifist, "
              "seat 6 dinarzade")
REVEALED_7_FR = ("Rôles révélés — joueuse 0\u202f: Interventionniste\u202f; joueuse 1\u202f: "
                 "Interventionniste\u202f; joueuse 2\u202f: Interventionniste\u202f; joueuse "
                 "3\u202f: Interventionniste\u202f; joueuse 4\u202f: Pacifiste\u202f; joueuse "
                 "5\u202f: Pacifiste\u202f; joueuse 6\u202f: Dinarzade.")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_dinarzade_accepted_as_narrator_after_three_pacifist_tales_wins(lang: str) -> None:
    """Sultane 4 and 5: with three pacifist tales read (here by the Sultane herself after
    three rejections each, 5), an accepted Dinarzade ends the game: no tale is drawn."""
    with language(lang):
        s = new(7, "PPP")
        for _ in range(9):
            reject(s)
        s.apply(2, "nominate:6")
        for p in ALL:
            s.apply(p, "yes")
    text = {"en": "Pacifists win: Dinarzade was accepted as Narrator after three pacifist "
                  "tales. " + REVEALED_7,
            "fr": f"Les pacifistes gagnent{NNBSP}: Dinarzade a été acceptée comme Narratrice "
                  "après trois contes pacifistes. " + REVEALED_7_FR}[lang]
    rule = {"en": "Sultane 4, 5 (Dinarzade elected after 3 pacifist tales)",
            "fr": "Sultane 4, 5 (Dinarzade élue après 3 contes pacifistes)"}[lang]
    assert end_of(s) == ("end", {"winner": "pacifists", "reason": "dinarzade-narrator",
                                 "roles": ROLES_7}, None, rule, text)
    assert s.events[-2].kind == "vote" and len(s.deck) == 14 and s.hand == []
    assert s.returns() == [0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_exiling_dinarzade_wins_for_the_interventionists(lang: str) -> None:
    """Sultane 4 and 7b: the fourth pacifist tale at 5 players gives the exile; the exiled
    Dinarzade must say who she is, and the interventionists win."""
    with language(lang):
        s = new(5, "PPI" * 4)
        for narrator in (1, 2, 3):
            govern(s, narrator, "I", "P")
        s.apply(2, "no-claim")  # after the peek of the third tale
        govern(s, 0, "I", "P")
        assert (s.phase, s.power, s.vizir) == ("power", "exile", 3)
        assert s.legal_actions(3) == ["exile:0", "exile:1", "exile:2", "exile:4"]
        s.apply(3, "exile:4")
    exile, end = s.events[-2:]
    assert (exile.kind, exile.data, exile.visible_to) == (
        "exile", {"vizir": 3, "target": 4, "dinarzade": True}, None)
    assert (end.kind, end.data) == ("end", {"winner": "interventionists",
                                            "reason": "dinarzade-exiled",
                                            "roles": [I, I, I, P, D]})
    revealed = {"en": "Roles revealed: seat 0 interventionist, seat 1 interventionist, seat 2 "
                      "interventionist, seat 3 pacifist, seat 4 dinarzade",
                "fr": f"Rôles révélés — joueuse 0{NNBSP}: Interventionniste{NNBSP}; joueuse "
                      f"1{NNBSP}: Interventionniste{NNBSP}; joueuse 2{NNBSP}: "
                      f"Interventionniste{NNBSP}; joueuse 3{NNBSP}: Pacifiste{NNBSP}; "
                      f"joueuse 4{NNBSP}: Dinarzade."}[lang]
    assert (exile.text, exile.rule, end.text, end.rule) == {
        "en": ("seat 3 exiles seat 4, who must say that she is Dinarzade", "Sultane 7b (exile)",
               "Interventionists win: Dinarzade was sent into exile. " + revealed,
               "Sultane 7b (exile)"),
        "fr": ("La joueuse 3 exile la joueuse 4, qui doit dire qu'elle est Dinarzade.",
               "Sultane 7b (exil)",
               f"Les interventionnistes gagnent{NNBSP}: Dinarzade a été exilée. " + revealed,
               "Sultane 7b (exil)"),
    }[lang]
    assert s.active == [True, True, True, True, False] and s.returns() == [1, 1, 1, 0, 0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_five_interventionist_tales_read_by_the_sultane_win(lang: str) -> None:
    """Sultane 4, 5: the fifth interventionist tale, read by the Sultane after the third
    rejection in a row, wins for the interventionists (no power on that track)."""
    with language(lang):
        s = new(7, "IIIII")
        for _ in range(15):
            reject(s)
    assert s.is_terminal() and s.read == ["I"] * 5 and len(s.deck) == 12
    text = {"en": "Interventionists win: five interventionist tales have been read to the "
                  "Sultane. " + REVEALED_7,
            "fr": f"Les interventionnistes gagnent{NNBSP}: cinq contes interventionnistes ont "
                  "été lus à la Sultane. " + REVEALED_7_FR}[lang]
    assert end_of(s) == ("end", {"winner": "interventionists",
                                 "reason": "five-interventionist-tales", "roles": ROLES_7},
                         None, "Sultane 4", text)
    assert [e.data for e in s.events if e.kind == "chaos"] == [{"tale": "I"}] * 5
    assert s.returns() == [1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0]


def veto(s: SultaneState) -> None:
    """One government (never Dinarzade, seat 4) whose tale is vetoed (Sultane 7a)."""
    v = s.vizir
    narrator = next(x for x in ((v + 1) % 5, (v + 2) % 5) if x != 4)
    s.apply(v, f"nominate:{narrator}")
    vote(s)
    s.apply(v, s.legal_actions(v)[0])
    s.apply(narrator, s.legal_actions(narrator)[0])
    s.apply(narrator, "veto")
    s.apply(v, "accept-veto")


def test_under_original_veto_a_veto_moves_the_counter_up_to_the_sultanes_reading() -> None:
    """Sultane 7a note (option ``original_veto``): each veto moves the rejected-government
    counter; the third in a row makes the Sultane read the top tale (5, 7c). The third veto
    leaves two tales in the deck, so they are first shuffled with the discard
    (docs/rulings-sultane.md), and the government's claims come after the reading."""
    s = new(5, "PPPPPI", original_veto=True)
    for _ in range(18):  # six readings by the Sultane: 5 pacifist tales, 1 interventionist
        reject(s)
    assert (s.n_pacifist, s.n_interventionist, len(s.deck), s.counter) == (5, 1, 11, 0)
    start = len(s.events)
    veto(s)
    assert [(e.kind, e.data, e.rule, e.text) for e in s.events[-2:]] == [
        ("veto", {"vizir": 3, "narrator": 0}, "Sultane 7a note (option original_veto)",
         "Vizir and Narrator agree on a veto: the tale is discarded unread and the "
         "rejected-government counter moves on, as in the original game"),
        ("counter", {"counter": 1}, "Sultane 7a note (option original_veto)",
         "the rejected-government counter moves to 1 of 3"),
    ]
    assert (s.counter, s.phase, s.view(2)["counter"]) == (1, "claim-vizir", 1)
    assert s.events[start].kind == "nominate"
    s.apply(3, "no-claim")
    s.apply(0, "no-claim")
    veto(s)
    assert s.counter == 2
    s.apply(s.vizir, "no-claim")
    s.apply(s.nominee, "no-claim")
    assert len(s.deck) == 5
    veto(s)
    assert [(e.kind, e.data, e.rule, e.text) for e in s.events[-3:]] == [
        ("veto", {"vizir": 0, "narrator": 1}, "Sultane 7a note (option original_veto)",
         "Vizir and Narrator agree on a veto: the tale is discarded unread and the "
         "rejected-government counter moves on, as in the original game"),
        ("reshuffle", {"deck": 11}, "Sultane 5 (2 tales or fewer: reshuffle with the discard)",
         "only 2 tales left in the deck: they are shuffled with the discard into a new deck "
         "of 11"),
        ("chaos", {"tale": "I"}, "Sultane 5, 7c (third rejection)",
         "third rejected government in a row: the Sultane reads the top tale of the deck "
         "herself, an interventionist tale; its power (if any) is not used, the counter goes "
         "back to 0 and every active player is eligible again"),
    ]
    assert (s.counter, s.phase, s.vizir, s.last_government) == (0, "claim-vizir", 0, None)
    assert (len(s.deck), s.tale_count(), s.n_interventionist) == (10, 17, 2)
    with language("fr"):
        s = new(5, "PPPPPI", original_veto=True)
        for _ in range(18):
            reject(s)
        veto(s)
    assert [(e.text, e.rule) for e in s.events[-2:]] == [
        (f"La Grande Vizir et la Narratrice s'accordent sur un veto{NNBSP}: le conte est "
         "défaussé sans être lu et le compteur de narratrices refusées avance, comme dans le "
         "jeu originel.", "Sultane 7a note (option original_veto)"),
        ("Le compteur de narratrices refusées passe à 1 sur 3.",
         "Sultane 7a note (option original_veto)"),
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_peek_shows_the_vizir_the_next_three_tales_in_order(lang: str) -> None:
    """Sultane 7b (5 players, the third pacifist tale): the Vizir alone sees the next three
    tales, top first, and puts them back in the same order; her claim about them may be a
    lie, and only the all-seeing view keeps the truth beside it (6a)."""
    with language(lang):
        s = new(5, "PPI" * 3 + "IIP")
        govern(s, 1, "I", "P")
        govern(s, 2, "I", "P")
        start = len(s.events)
        govern(s, 3, "I", "P", ("claim-draw:PPI", "no-claim"))
    events = [(e.kind, e.data, seen(e), e.rule, e.text) for e in s.events[start:]]
    assert [e[:3] for e in events[-4:]] == [
        ("silence", {"seat": 3, "about": "received"}, None),
        ("power", {"vizir": 2, "power": "peek"}, None),
        ("peek", {"vizir": 2}, None),
        ("peeked", {"seat": 2, "tales": "IIP"}, 2),
    ]
    assert [e[3:] for e in events[-3:]] == {
        "en": [("Sultane 7b; RULINGS: Sultane (track by player count)",
                "the tale covered the power 'see the next 3 tales': the Grand Vizir seat 2 "
                "must use it now"),
               ("Sultane 7b (see the next three tales)",
                "seat 2 secretly looks at the next three tales and puts them back"),
               ("Sultane 7b (see the next three tales)",
                "The next three tales, top first, are interventionist, interventionist, "
                "pacifist")],
        "fr": [(f"Sultane 7b{NNBSP}; RULINGS{NNBSP}: Sultane (plateau des contes selon le "
                "nombre de joueuses)",
                f"Le conte a recouvert le pouvoir «{NNBSP}voir les 3 prochains "
                f"contes{NNBSP}»{NNBSP}: la Grande Vizir, la joueuse 2, doit l'utiliser "
                "maintenant."),
               ("Sultane 7b (voir les trois prochains contes)",
                "La joueuse 2 regarde en secret les trois prochains contes et les remet en "
                "place."),
               ("Sultane 7b (voir les trois prochains contes)",
                "Les trois prochains contes, du dessus vers le dessous, sont "
                "interventionniste, interventionniste, pacifiste.")],
    }[lang]
    assert "".join(reversed(s.deck)).startswith("IIP") and len(s.deck) == 8
    assert s.current_players() == [2] and s.legal_actions(2) == [
        "claim-peek:PPP", "claim-peek:PPI", "claim-peek:PII", "claim-peek:III", "no-claim"]
    assert (s.view(0)["power"], s.view(0)["power_target"]) == ("peek", None)
    s.apply(2, "claim-peek:PPP")
    assert s.view(None)["claim_checks"][-1] == {
        "government": 3, "seat": 2, "about": "peek", "tales": "PPP", "claimed": "PPP",
        "actual": "PII", "honest": False}
    assert (s.events[-2].kind, s.events[-2].data) == (
        "claim", {"seat": 2, "about": "peek", "tales": "PPP"})
    assert s.vizir == 3 and s.phase == "nominate"


def test_the_deck_is_reshuffled_when_it_holds_two_tales_or_fewer() -> None:
    """Sultane 5 and 7b: at the start of a round, or before a peek, a deck of 2 tales or
    fewer is shuffled with the discard into a new deck, told in words that fit the count."""
    s = new(5, "PPI" + "PPI" + "PII" + "PII" + "PPP")  # five governments read I, I, I, I, P
    for _ in range(5):
        v = s.vizir
        narrator = (v + 2) % 5
        s.apply(v, f"nominate:{narrator}")
        vote(s)
        s.apply(v, "discard:P")
        s.apply(narrator, s.legal_actions(narrator)[0])  # P first: reads I when it can
        s.apply(v, "no-claim")
        s.apply(narrator, "no-claim")
    assert "".join(s.read) == "IIIIP" and s.tale_count() == 17
    (event,) = [e for e in s.events if e.kind == "reshuffle"]
    assert (event.data, event.visible_to, event.text) == (
        {"deck": 12}, None, "only 2 tales left in the deck: they are shuffled with the "
        "discard into a new deck of 12")
    assert s.events[-1].kind == "vizir" and s.events[-2] is event
    assert (len(s.deck), s.discard, s.view(0)["deck_size"]) == (12, [], 12)
    # a peek that finds the deck empty: the discard alone makes the new deck
    with language("fr"):
        s = new(5, "PP" + "PPI" + "PPI" + "PII" + "PII" + "PPP")
        for _ in range(6):
            reject(s)  # the Sultane reads the two first pacifist tales
        for _ in range(5):
            v = s.vizir
            narrator = (v + 2) % 5
            s.apply(v, f"nominate:{narrator}")
            vote(s)
            s.apply(v, "discard:P")
            s.apply(narrator, s.legal_actions(narrator)[0])
            s.apply(v, "no-claim")
            s.apply(narrator, "no-claim")
    assert [(e.kind, e.data, e.text) for e in s.events[-4:-1]] == [
        ("power", {"vizir": 0, "power": "peek"},
         f"Le conte a recouvert le pouvoir «{NNBSP}voir les 3 prochains contes{NNBSP}»{NNBSP}: "
         "la Grande Vizir, la joueuse 0, doit l'utiliser maintenant."),
        ("reshuffle", {"deck": 10},
         f"La pioche est vide{NNBSP}: la défausse est mélangée en une nouvelle pioche de 10."),
        ("peek", {"vizir": 0},
         "La joueuse 0 regarde en secret les trois prochains contes et les remet en place."),
    ]
    assert s.events[-1].data == {"seat": 0, "tales": "".join(reversed(s.deck[-3:]))}
    assert len(s.deck) == 10 and s.discard == []


def test_a_variant_8d_game_says_so_and_cites_the_variant() -> None:
    """Sultane 8d (RULINGS: Sultane): at 9 players one interventionist is Schahzenan, each
    pacifist recognises Dinarzade only, and the set-up says so in both languages."""
    s = SultaneState.new(n_players=9, seed=3, variant_8d=True)
    assert (s.events[0].text, s.events[0].rule) == (
        "9 players; the 17 tales (11 pacifist, 6 interventionist) are shuffled into the deck "
        "and every player secretly receives a role; seat 0 is the first Grand Vizir (variant "
        "8d: pacifists only recognise Dinarzade)", "Sultane 8d; RULINGS: Sultane")
    assert all(e.rule == "Sultane 8d; RULINGS: Sultane" for e in s.events[1:10])
    dinarzade = s.roles.index(D)
    for p, role in enumerate(s.roles):
        known = [None] * 9
        known[p] = role
        if role == P:
            known[dinarzade] = D
        assert s.view(p)["known_roles"] == known
        assert s.events[1 + p].data == {"seat": p, "known_roles": known}
    assert sorted(s.roles).count("schahzenan") == 1 and s.view(0)["options"]["variant_8d"]
    with language("fr"):
        s = SultaneState.new(n_players=9, seed=3, variant_8d=True)
    assert (s.events[0].text, s.events[0].rule) == (
        f"9 joueuses{NNBSP}; les 17 contes (11 pacifistes, 6 interventionnistes) sont mélangés "
        f"dans la pioche et chaque joueuse reçoit un rôle en secret{NNBSP}; la joueuse 0 est "
        f"la première Grande Vizir (variante 8d{NNBSP}: les pacifistes ne reconnaissent que "
        "Dinarzade).", f"Sultane 8d{NNBSP}; RULINGS{NNBSP}: Sultane")


def refusal(make: Any, seat: Any, action: Any) -> tuple[type, str, str | None]:
    s = make()
    before = s.to_json(), len(s.events)
    with pytest.raises((IllegalAction, MalformedInput, WrongPhase, WrongPlayer)) as refused:
        s.apply(seat, action)
    assert (s.to_json(), len(s.events)) == before, "a refused decision changes nothing"
    return type(refused.value), refused.value.reason.rstrip("."), refused.value.rule


def before_move(move: tuple[int, str], later: int = 0) -> Any:
    return lambda: at(move, later)


START = before_move((0, "nominate:1"))
NOMINATIONS = ", ".join(f"'nominate:{t}'" for t in range(1, 7))
#: What seat 3 may claim after investigating seat 6, as a French refusal lists it (Sultane 6b).
INVESTIGATION_CLAIMS_FR = (
    "«\xa0claim-investigation:6:P\xa0» (déclarer que la joueuse 6 est dans le camp pacifiste), "
    "«\xa0claim-investigation:6:I\xa0» (déclarer que la joueuse 6 est dans le camp "
    "interventionniste), «\xa0no-claim\xa0» (ne rien déclarer)")
NOMINATIONS_FR = ", ".join(f"«\xa0nominate:{t}\xa0» (proposer la joueuse {t} comme Narratrice)"
                           for t in range(1, 7))
DRAW_CLAIMS = ("'claim-draw:PPP', 'claim-draw:PPI', 'claim-draw:PII', 'claim-draw:III', "
               "'no-claim'")
DRAW_CLAIMS_FR = (
    "«\xa0claim-draw:PPP\xa0» (déclarer avoir pioché 3 contes pacifistes), «\xa0claim-draw:PPI"
    "\xa0» (déclarer avoir pioché 2 contes pacifistes et 1 interventionniste), «\xa0claim-draw:"
    "PII\xa0» (déclarer avoir pioché 1 conte pacifiste et 2 interventionnistes), «\xa0claim-"
    "draw:III\xa0» (déclarer avoir pioché 3 contes interventionnistes), «\xa0no-claim\xa0» (ne "
    "rien déclarer)")
R_RULINGS_FR = f"Sultane 5{NNBSP}; RULINGS{NNBSP}: Sultane (majorité stricte)"
R_POWER_FR = (f"Sultane 7b{NNBSP}; RULINGS{NNBSP}: Sultane (plateau des contes selon le nombre "
              "de joueuses)")
R_POWER = "Sultane 7b; RULINGS: Sultane (track by player count)"
AFTER_EXILES = before_move((1, "nominate:4"))  # seats 0 and 2 exiled, seat 1 is Vizir

#: (the game, the seat, what it typed, the error, English, its rule, French, its rule)
REFUSALS: list[tuple[Any, Any, Any, type, str, str | None, str, str | None]] = [
    (court, 0, "yes", WrongPhase, "the game is over: nobody acts any more", "Sultane 4",
     f"La partie est finie{NNBSP}: plus personne ne joue", "Sultane 4"),
    (before_move((1, "nominate:4"), 1), 0, "yes", WrongPlayer,
     "seat 0 is exiled: she no longer votes, speaks or governs", "Sultane 7b (exile)",
     f"La joueuse 0 est exilée{NNBSP}: elle ne vote, ne parle et ne gouverne plus",
     "Sultane 7b (exil)"),
    (before_move((1, "nominate:4"), 2), 1, "no", WrongPlayer,
     "seat 1 has already voted on this government",
     "Sultane 5; RULINGS: Sultane (strict majority)",
     "La joueuse 1 a déjà voté sur ce gouvernement", R_RULINGS_FR),
    (before_move((1, "nominate:4"), 2), 3, "yes:1", IllegalAction,
     "'yes:1' is not allowed now; legal now: 'yes', 'no'", "Sultane 5",
     f"«\xa0yes:1\xa0» n'est pas permis maintenant{NNBSP}; actions permises "
     f"maintenant{NNBSP}: «\xa0yes\xa0» (voter Oui), «\xa0no\xa0» (voter Non)", "Sultane 5"),
    (START, 1, "nominate:2", WrongPlayer,
     "it is not seat 1's decision now (proposing a Narrator); waiting for seat 0", "Sultane 5",
     f"Ce n'est pas à la joueuse 1 de jouer (proposition d'une Narratrice){NNBSP}: on attend "
     "la joueuse 0", "Sultane 5"),
    (before_move((4, "discard:P")), 3, "discard:P", WrongPlayer,
     "it is not seat 3's decision now (the Narrator's discard); waiting for seat 4", "Sultane 5",
     f"Ce n'est pas à la joueuse 3 de jouer (défausse de la Narratrice){NNBSP}: on attend "
     "la joueuse 4", "Sultane 5"),
    (START, 0, "yes", WrongPhase,  # a vote outside a vote is no vote (Sultane 5)
     f"'yes' is not possible in this phase (proposing a Narrator); legal now: {NOMINATIONS}", "Sultane 5",
     f"«\xa0yes\xa0» n'est pas possible pendant la phase «{NNBSP}proposition d'une "
     f"Narratrice{NNBSP}»{NNBSP}; actions permises maintenant{NNBSP}: " + NOMINATIONS_FR,
     "Sultane 5"),
    (START, 2, "no", WrongPlayer,
     "it is not seat 2's decision now (proposing a Narrator); waiting for seat 0", "Sultane 5",
     f"Ce n'est pas à la joueuse 2 de jouer (proposition d'une Narratrice){NNBSP}: on attend "
     "la joueuse 0", "Sultane 5"),
    # the Narrator cannot act in the Vizir's place, even with a move the Vizir could make
    (before_move((3, "discard:I")), 4, "discard:I", WrongPlayer,
     "it is not seat 4's decision now (the Grand Vizir's discard); waiting for seat 3", "Sultane 5",
     f"Ce n'est pas à la joueuse 4 de jouer (défausse de la Grande Vizir){NNBSP}: on attend "
     "la joueuse 3", "Sultane 5"),
    (before_move((3, "claim-draw:PII")), 4, "no-claim", WrongPlayer,
     "it is not seat 4's decision now (the Grand Vizir's claim); waiting for seat 3", "Sultane 5",
     f"Ce n'est pas à la joueuse 4 de jouer (déclaration de la Grande Vizir){NNBSP}: on "
     "attend la joueuse 3", "Sultane 5"),
    (START, 0, "hello", MalformedInput,
     "'hello' is not a Sultane action (actions look like 'nominate:3', 'yes', 'discard:P', "
     f"'claim-draw:PPI'); legal now: {NOMINATIONS}", "Sultane 5",
     f"«\xa0hello\xa0» n'est pas une action de la Sultane{NNBSP}; les actions s'écrivent par "
     "exemple «\xa0nominate:3\xa0» (proposer la joueuse 3 comme Narratrice), «\xa0yes\xa0» "
     "(voter Oui), «\xa0discard:P\xa0» ou «\xa0discard:I\xa0» (défausser un conte pacifiste "
     "ou interventionniste), «\xa0claim-draw:PPI\xa0» (déclarer avoir pioché deux contes "
     f"pacifistes et un conte interventionniste){NNBSP}; on peut aussi écrire en français "
     "«\xa0proposer:3\xa0», «\xa0oui\xa0», «\xa0non\xa0», «\xa0défausser:P\xa0», «\xa0rien"
     f"\xa0»{NNBSP}; actions permises maintenant{NNBSP}: " + NOMINATIONS_FR, "Sultane 5"),
    (START, 0, "nominate:1:2", MalformedInput, "nominate needs a seat 0..6, not '1:2'",
     "Sultane 5, 7c",
     "Il faut un numéro de joueuse de 0 à 6 après «\xa0nominate:\xa0», pas «\xa01:2\xa0»",
     "Sultane 5, 7c"),
    (before_move((4, "claim-received:PP")), 4, "no-claim:x", IllegalAction,
     "'no-claim:x' is not allowed now; legal now: 'claim-received:PP', 'claim-received:PI', "
     "'claim-received:II', 'no-claim'", "Sultane 5",
     f"«\xa0no-claim:x\xa0» n'est pas permis maintenant{NNBSP}; actions permises "
     f"maintenant{NNBSP}: «\xa0claim-received:PP\xa0» (déclarer avoir reçu 2 contes "
     "pacifistes), «\xa0claim-received:PI\xa0» (déclarer avoir reçu 1 conte pacifiste et 1 "
     "interventionniste), «\xa0claim-received:II\xa0» (déclarer avoir reçu 2 contes "
     "interventionnistes), «\xa0no-claim\xa0» (ne rien déclarer)", "Sultane 5"),
    (before_move((3, "claim-investigation:6:I")), 3, "claim-peek:PPP", MalformedInput,
     "'claim-peek:PPP' is not a claim that can be made now; legal now: "
     "'claim-investigation:6:P', 'claim-investigation:6:I', 'no-claim'",
     "Sultane 6a, 6b (players may lie about what they saw)",
     f"«\xa0claim-peek:PPP\xa0» n'est pas une affirmation possible maintenant{NNBSP}; "
     f"actions permises maintenant{NNBSP}: {INVESTIGATION_CLAIMS_FR}",
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    (before_move((3, "claim-investigation:6:I")), 3, "no-claim:x", IllegalAction,
     "'no-claim:x' is not allowed now; legal now: 'claim-investigation:6:P', "
     "'claim-investigation:6:I', 'no-claim'", "Sultane 5",
     f"«\xa0no-claim:x\xa0» n'est pas permis maintenant{NNBSP}; actions permises "
     f"maintenant{NNBSP}: {INVESTIGATION_CLAIMS_FR}", "Sultane 5"),
    # six active players (one exiled): both members of the last government are barred (7c)
    (before_move((6, "nominate:3")), 6, "nominate:4", IllegalAction,
     "seat 4 was in the government that read the last tale and is not eligible as Narrator",
     "Sultane 5, 7c",
     "La joueuse 4 faisait partie du gouvernement qui a lu le dernier conte et ne peut pas "
     "être Narratrice", "Sultane 5, 7c"),
    (before_move((3, "investigate:6")), 3, "investigate:7", MalformedInput,
     "investigate needs a seat 0..6", R_POWER,
     "Il faut un numéro de joueuse de 0 à 6 après «\xa0investigate:\xa0»", R_POWER_FR),
    (START, 0, 3, MalformedInput,
     "a Sultane action is text such as 'yes' or 'nominate:3', not 3", "Sultane 5",
     "Une action de la Sultane est un texte comme «\xa0yes\xa0» ou «\xa0nominate:3\xa0», pas 3",
     "Sultane 5"),
    (START, 0, "   ", MalformedInput,
     f"an empty entry is not an action; legal now: {NOMINATIONS}", "Sultane 5",
     f"Une entrée vide n'est pas une action{NNBSP}; actions permises maintenant{NNBSP}: "
     + NOMINATIONS_FR, "Sultane 5"),
    (START, 0, "discard:P", WrongPhase,
     f"'discard:P' is not possible in this phase (proposing a Narrator); legal now: {NOMINATIONS}",
     "Sultane 5",
     f"«\xa0discard:P\xa0» n'est pas possible pendant la phase «{NNBSP}proposition d'une "
     f"Narratrice{NNBSP}»{NNBSP}; actions permises maintenant{NNBSP}: " + NOMINATIONS_FR,
     "Sultane 5"),
    (START, 0, "nominate:x", MalformedInput, "nominate needs a seat 0..6, not 'x'",
     "Sultane 5, 7c",
     "Il faut un numéro de joueuse de 0 à 6 après «\xa0nominate:\xa0», pas «\xa0x\xa0»",
     "Sultane 5, 7c"),
    (START, 0, "proposer:7", MalformedInput, "proposer needs a seat 0..6, not '7'",
     "Sultane 5, 7c",
     "Il faut un numéro de joueuse de 0 à 6 après «\xa0proposer:\xa0», pas «\xa07\xa0»",
     "Sultane 5, 7c"),
    (START, 0, "nominate:0", IllegalAction, "the Grand Vizir cannot propose herself as Narrator",
     "Sultane 5, 7c", "La Grande Vizir ne peut pas se proposer elle-même comme Narratrice",
     "Sultane 5, 7c"),
    (AFTER_EXILES, 1, "nominate:0", IllegalAction, "seat 0 is exiled and cannot govern",
     "Sultane 7b (exile)", "La joueuse 0 est exilée et ne peut pas gouverner",
     "Sultane 7b (exil)"),
    (before_move((4, "nominate:0")), 4, "nominate:3", IllegalAction,
     "seat 3 was in the government that read the last tale and is not eligible as Narrator",
     "Sultane 5, 7c",
     "La joueuse 3 faisait partie du gouvernement qui a lu le dernier conte et ne peut pas "
     "être Narratrice", "Sultane 5, 7c"),
    (AFTER_EXILES, 1, "nominate:3", IllegalAction,
     "seat 3 was in the government that read the last tale and is not eligible as Narrator "
     "(with 5 active players or fewer only its Narrator is barred)", "Sultane 5, 7c",
     "La joueuse 3 faisait partie du gouvernement qui a lu le dernier conte et ne peut pas "
     "être Narratrice (avec 5 joueuses actives ou moins, seule sa Narratrice est exclue)",
     "Sultane 5, 7c"),
    (before_move((3, "discard:I")), 3, "discard:X", MalformedInput, "discard P or I, not 'X'",
     "Sultane 5 (the Vizir draws 3, discards 1)", "Défaussez P ou I, pas «\xa0X\xa0»",
     "Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)"),
    (before_move((5, "discard:P"), 1), 1, "Défausser:i", IllegalAction,
     "there is no interventionist tale in the hand to discard (2 pacifist tales)",
     "Sultane 5 (the Narrator discards 1, reads 1)",
     "Il n'y a pas de conte interventionniste en main à défausser (2 contes pacifistes)",
     "Sultane 5 (la Narratrice en défausse 1, en lit 1)"),
    (before_move((5, "discard:P")), 5, "discard:I", IllegalAction,
     "there is no interventionist tale in the hand to discard (3 pacifist tales)",
     "Sultane 5 (the Vizir draws 3, discards 1)",
     "Il n'y a pas de conte interventionniste en main à défausser (3 contes pacifistes)",
     "Sultane 5 (la Grande Vizir pioche 3 contes, en défausse 1)"),
    (before_move((3, "investigate:6")), 3, "investigate:x", MalformedInput,
     "investigate needs a seat 0..6", R_POWER,
     "Il faut un numéro de joueuse de 0 à 6 après «\xa0investigate:\xa0»", R_POWER_FR),
    (before_move((3, "investigate:6")), 3, "exile:1", IllegalAction,
     "the power to use now is 'discover a side', not 'exile'", R_POWER,
     f"Le pouvoir à utiliser maintenant est «{NNBSP}découvrir un camp{NNBSP}», pas "
     "«\xa0exile\xa0»", R_POWER_FR),
    (before_move((3, "investigate:6")), 3, "investigate:3", IllegalAction,
     "the Grand Vizir cannot target herself", R_POWER,
     "La Grande Vizir ne peut pas se cibler elle-même", R_POWER_FR),
    (before_move((6, "exile:2")), 6, "exile:0", IllegalAction, "seat 0 is exiled",
     "Sultane 7b (exile)", "La joueuse 0 est exilée", "Sultane 7b (exil)"),
    (before_move((3, "claim-draw:PII")), 3, "claim-draw:PPPP", MalformedInput,
     f"'claim-draw:PPPP' is not a claim that can be made now; legal now: {DRAW_CLAIMS}",
     "Sultane 6a, 6b (players may lie about what they saw)",
     f"«\xa0claim-draw:PPPP\xa0» n'est pas une affirmation possible maintenant{NNBSP}; "
     f"actions permises maintenant{NNBSP}: " + DRAW_CLAIMS_FR,
     "Sultane 6a, 6b (les joueuses peuvent mentir sur ce qu'elles ont vu)"),
    (before_move((3, "claim-draw:PII")), 3, "claim-peek:PPP", WrongPhase,
     f"'claim-peek:PPP' is not possible in this phase (the Grand Vizir's claim); legal now: {DRAW_CLAIMS}",
     "Sultane 5",
     f"«\xa0claim-peek:PPP\xa0» n'est pas possible pendant la phase «{NNBSP}déclaration de "
     f"la Grande Vizir{NNBSP}»{NNBSP}; actions permises maintenant{NNBSP}: " + DRAW_CLAIMS_FR,
     "Sultane 5"),
    (before_move((3, "claim-draw:PII")), 3, "no-claim:x", IllegalAction,
     f"'no-claim:x' is not allowed now; legal now: {DRAW_CLAIMS}", "Sultane 5",
     f"«\xa0no-claim:x\xa0» n'est pas permis maintenant{NNBSP}; actions permises "
     f"maintenant{NNBSP}: " + DRAW_CLAIMS_FR, "Sultane 5"),
    (before_move((4, "veto")), 4, "accept-veto", WrongPhase,
     "'accept-veto' is not possible in this phase (veto request); legal now: 'read', 'veto'",
     "Sultane 5",
     f"«\xa0accept-veto\xa0» n'est pas possible pendant la phase «{NNBSP}demande de "
     f"veto{NNBSP}»{NNBSP}; actions permises maintenant{NNBSP}: «\xa0read\xa0» (lire le "
     "conte), «\xa0veto\xa0» (demander un veto)", "Sultane 5"),
    (before_move((1, "accept-veto")), 1, "lire", WrongPhase,
     "'lire' is not possible in this phase (veto answer); legal now: 'accept-veto', "
     "'refuse-veto'", "Sultane 5",
     f"«\xa0lire\xa0» n'est pas possible pendant la phase «{NNBSP}réponse au veto{NNBSP}»"
     f"{NNBSP}; actions permises maintenant{NNBSP}: «\xa0accept-veto\xa0» (accepter le "
     "veto), «\xa0refuse-veto\xa0» (refuser le veto)", "Sultane 5"),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_refusal_says_why_in_the_players_words_with_its_rule(lang: str) -> None:
    """A refused decision changes nothing and says what is wrong, citing the rule (Sultane
    4, 5, 6a, 7b, 7c; RULINGS), in the table's language; the refusal quotes what was typed
    (« proposer:7 », not its reading) and, in French, what each permitted action does."""
    for make, seat, action, error, en, en_rule, fr, fr_rule in REFUSALS:
        with language(lang):
            got = refusal(make, seat, action)
        assert got == ((error, en, en_rule) if lang == "en" else (error, fr, fr_rule)), action


def test_the_french_words_and_any_case_are_read_as_the_notation() -> None:
    """A class may type the verbs in French and the tales in either case (refusals.py:
    « oui », « proposer:4 », « défausser:p », « rien »): the same decisions as the notation."""
    s = court(0)
    s.apply(0, "Proposer:1")
    for p in ALL:
        s.apply(p, "Oui" if p % 2 else " non ")
    assert s.events[-3].data["yes"] == [1, 3, 5] and s.counter == 1
    s = at((3, "discard:I"))
    s.apply(3, "défausser:i")
    s.apply(4, "defausser:p")
    s.apply(3, "rien")
    assert [(p, a) for p, a in s.history[-3:]] == [(3, "discard:I"), (4, "discard:P"),
                                                   (3, "no-claim")]
    assert s.parse_action(4, "claim-received:pp") == "claim-received:PP"


def test_a_seat_outside_the_table_is_refused_even_mid_vote() -> None:
    """Issue 21, item 6: a seat is an int in range, else ``WrongPlayer``; a vote by -1, by
    ``True`` or by seat 7 of a 7-player game is never counted as another seat's."""
    for seat in (-1, 7, True, "1", None):
        s = at((3, "nominate:4"), 1)
        with pytest.raises(WrongPlayer):
            s.apply(seat, "yes")
        assert s.votes == {} and s.current_players() == list(ALL)


BAD_OPTIONS: list[tuple[dict[str, Any], type, str, str, str, str]] = [
    ({"n_players": 4}, IllegalAction,
     "Au chevet de la Sultane is played by 5 to 10 players, not 4", "Sultane 3c",
     "Au chevet de la Sultane se joue de 5 à 10 joueuses, pas 4", "Sultane 3c"),
    ({"n_players": True}, MalformedInput, "n_players must be an integer, not True",
     "Sultane 3c", "Le paramètre n_players doit être un entier, pas True", "Sultane 3c"),
    ({"n_players": 7, "original_veto": 1}, MalformedInput,
     "option original_veto must be true or false, not 1",
     "Sultane 7a note (option original_veto)",
     "L'option original_veto doit valoir true ou false, pas 1",
     "Sultane 7a note (option original_veto)"),
    ({"n_players": 7, "variant_8d": "no"}, MalformedInput,
     "option variant_8d must be true or false, not 'no'", "Sultane 8d; RULINGS: Sultane",
     "L'option variant_8d doit valoir true ou false, pas «\xa0no\xa0»",
     f"Sultane 8d{NNBSP}; RULINGS{NNBSP}: Sultane"),
    ({"n_players": 8, "variant_8d": True}, IllegalAction,
     "variant 8d is meant for 7 or 9 players, not 8", "Sultane 8d; RULINGS: Sultane",
     "La variante 8d est prévue pour 7 ou 9 joueuses, pas 8",
     f"Sultane 8d{NNBSP}; RULINGS{NNBSP}: Sultane"),
    ({"n_players": 7, "roles": [I] * 7}, MalformedInput,
     "the roles for 7 players are ['dinarzade', 'interventionist', 'interventionist', "
     "'interventionist', 'interventionist', 'pacifist', 'pacifist'], in any order; got "
     + repr([I] * 7), "Sultane 3c",
     "Les rôles pour 7 joueuses sont [«\xa0dinarzade\xa0», " + ", ".join(
         ["«\xa0interventionist\xa0»"] * 4 + ["«\xa0pacifist\xa0»"] * 2)
     + f"], dans n'importe quel ordre{NNBSP}; reçu ["
     + ", ".join(["«\xa0interventionist\xa0»"] * 7) + "]", "Sultane 3c"),
    ({"n_players": 7, "variant_8d": True, "roles": [I, I, I, I, P, P, "schahzenan"]},
     MalformedInput,
     "the roles for 7 players (variant 8d) are ['dinarzade', 'interventionist', "
     "'interventionist', 'interventionist', 'interventionist', 'pacifist', 'pacifist'], in "
     "any order; got ['interventionist', 'interventionist', 'interventionist', "
     "'interventionist', 'pacifist', 'pacifist', 'schahzenan']", "Sultane 8d; RULINGS: Sultane",
     "Les rôles pour 7 joueuses (variante 8d) sont [«\xa0dinarzade\xa0», " + ", ".join(
         ["«\xa0interventionist\xa0»"] * 4 + ["«\xa0pacifist\xa0»"] * 2)
     + f"], dans n'importe quel ordre{NNBSP}; reçu ["
     + ", ".join(["«\xa0interventionist\xa0»"] * 4 + ["«\xa0pacifist\xa0»"] * 2
                 + ["«\xa0schahzenan\xa0»"]) + "]", f"Sultane 8d{NNBSP}; RULINGS{NNBSP}: Sultane"),
    ({"n_players": 7, "roles": "IIIIPPD"}, MalformedInput,
     "the roles for 7 players are ['dinarzade', 'interventionist', 'interventionist', "
     "'interventionist', 'interventionist', 'pacifist', 'pacifist'], in any order; got "
     "'IIIIPPD'", "Sultane 3c",
     "Les rôles pour 7 joueuses sont [«\xa0dinarzade\xa0», " + ", ".join(
         ["«\xa0interventionist\xa0»"] * 4 + ["«\xa0pacifist\xa0»"] * 2)
     + f"], dans n'importe quel ordre{NNBSP}; reçu «\xa0IIIIPPD\xa0»", "Sultane 3c"),
    # the pile is set up with 17 tales (Sultane 3c)
    ({"n_players": 7, "deck": "PPI"}, MalformedInput, "the deck must be 17 tales, not 'PPI'",
     "Sultane 3c", "La pioche doit compter 17 contes, pas «\xa0PPI\xa0»", "Sultane 3c"),
    ({"n_players": 7, "deck": "P" * 11 + "I" * 5 + "X"}, MalformedInput,
     "write the deck with P (pacifist) and I (interventionist), not 'PPPPPPPPPPPIIIIIX'",
     "Sultane 3c", "Écrivez la pioche avec P (pacifiste) et I (interventionniste), pas "
     "«\xa0PPPPPPPPPPPIIIIIX\xa0»", "Sultane 3c"),
    ({"n_players": 7, "deck": "P" * 12 + "I" * 5}, MalformedInput,
     "the deck holds 11 pacifist and 6 interventionist tales, not 12 and 5", "Sultane 3c",
     "La pioche contient 11 contes pacifistes et 6 interventionnistes, pas 12 et 5",
     "Sultane 3c"),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_bad_options_are_refused_in_words_with_their_rule(lang: str) -> None:
    """A teacher who sets a game up wrong reads what was wrong and the rule (Sultane 3c, 7a
    note, 8d; RULINGS: Sultane), in the board's language."""
    for options, error, en, en_rule, fr, fr_rule in BAD_OPTIONS:
        with language(lang), pytest.raises(error) as refused:
            SultaneState.new(seed=0, **options)
        expected = (en, en_rule) if lang == "en" else (fr, fr_rule)
        assert (refused.value.reason.rstrip("."), refused.value.rule) == expected, options


def test_options_and_roles_are_kept_as_given() -> None:
    """The options a game was made with are what a save and every view carry; roles may be
    given as a tuple, in any order of 3c's cards."""
    s = SultaneState.new(n_players=5, seed=4, roles=(D, I, P, I, I), original_veto=True)
    assert s.roles == [D, I, P, I, I] and s.options == {
        "original_veto": True, "variant_8d": False, "roles": [D, I, P, I, I]}
    assert s.view(1)["options"] == {"original_veto": True, "variant_8d": False}
    assert s.view(0)["known_roles"] == [D, None, P, None, None]  # 3c at 5: they know each other
    plain = SultaneState.new(n_players=6, seed=4)
    assert plain.options == {"original_veto": False, "variant_8d": False}
    assert sorted(plain.roles) == sorted([I, I, I, I, P, D]) and len(plain.deck) == 17
    assert sorted(plain.deck) == sorted(deck(""))


@pytest.mark.parametrize(("n", "seed", "options"), [
    (5, 11, {"original_veto": True}), (7, 12, {"variant_8d": True}), (10, 13, {})])
def test_seeded_random_games_follow_the_rulebook_at_every_step(n: int, seed: int,
                                                                options: dict[str, Any]) -> None:
    """The independent referee (``tests/sultane/referee.py``, written from the rulebook)
    judges every decision of a few seeded random games."""
    s = judge_game(SultaneState.new(n_players=n, seed=seed, **options), random.Random(seed))
    assert s.is_terminal() and sorted(s.returns()) != [0.0] * n


def test_a_silence_after_a_power_says_which_power_it_keeps_quiet_about() -> None:
    """docs/rulings-sultane.md (talk as actions): after an investigation or a peek the Vizir
    may say nothing; the record says what she kept quiet about, as the boards show it."""
    s = at((3, "claim-investigation:6:I"))
    s.apply(3, "no-claim")
    e = s.events[-2]
    assert (e.kind, e.data, e.visible_to, e.text) == (
        "silence", {"seat": 3, "about": "investigate"}, None, "seat 3 makes no claim")
    s = new(5, "PPI" * 3 + "IIP")
    for narrator in (1, 2, 3):
        govern(s, narrator, "I", "P")
    s.apply(2, "no-claim")  # after the peek (Sultane 7b)
    assert (s.events[-2].kind, s.events[-2].data) == ("silence", {"seat": 2, "about": "peek"})


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_investigation_claim_is_checked_against_the_targets_real_side(lang: str) -> None:
    """Sultane 7b: the Vizir sees the target's side (an interventionist answers No) and may
    lie about it (6a); the all-seeing view keeps the real side beside each claim."""
    with language(lang):
        s = new(7, "PPI" * 5 + "PI")
        govern(s, 1, "I", "P")
        govern(s, 2, "I", "P")  # the second pacifist tale: investigate (RULINGS: Sultane)
        s.apply(1, "investigate:0")
        s.apply(1, "claim-investigation:0:P")
    assert [(e.kind, e.data, seen(e)) for e in s.events[-4:-1]] == [
        ("investigate", {"vizir": 1, "target": 0}, None),
        ("investigation", {"seat": 1, "target": 0, "side": "I"}, 1),
        ("claim", {"seat": 1, "about": "investigation", "target": 0, "side": "P"}, None),
    ]
    assert [e.text for e in s.events[-3:-1]] == {
        "en": ["seat 0 is on the interventionist side",
               "seat 1 claims that seat 0 is a pacifist (a claim may be a lie)"],
        "fr": ["La joueuse 0 est dans le camp interventionniste.",
               "La joueuse 1 affirme que la joueuse 0 est pacifiste (une affirmation peut être "
               "un mensonge)."]}[lang]
    assert s.view(None)["claim_checks"][-1] == {
        "government": 2, "seat": 1, "about": "investigation", "target": 0, "side": "P",
        "claimed": "P", "actual": "I", "honest": False}
    assert s.view(1)["investigated"] == [0] and s.vizir == 2


def test_a_peek_at_a_deck_of_two_tales_reshuffles_first() -> None:
    """Sultane 7b (« Si la pioche contient 2 contes ou moins » before the peek, as in 5): a
    deck of exactly two tales is shuffled with the discard before the Vizir looks."""
    s = new(5, "PPI" + "PPI" + "PPI" + "PII" + "PPP")  # then P, I
    for _ in range(9):
        reject(s)  # the Sultane reads P, P, I
    for _ in range(4):  # three governments read I, the fourth P: the third pacifist tale
        v = s.vizir
        narrator = (v + 2) % 5
        s.apply(v, f"nominate:{narrator}")
        vote(s)
        s.apply(v, "discard:P")
        s.apply(narrator, s.legal_actions(narrator)[0])
        s.apply(v, "no-claim")
        s.apply(narrator, "no-claim")
    assert "".join(s.read) == "PPIIIIP"
    assert [(e.kind, e.data) for e in s.events[-4:]] == [
        ("power", {"vizir": s.vizir, "power": "peek"}), ("reshuffle", {"deck": 10}),
        ("peek", {"vizir": s.vizir}),
        ("peeked", {"seat": s.vizir, "tales": "".join(reversed(s.deck[-3:]))})]
    assert s.events[-3].text == ("only 2 tales left in the deck: they are shuffled with the "
                                 "discard into a new deck of 10")


def test_a_veto_that_makes_the_sultane_read_the_winning_tale_ends_the_game() -> None:
    """Sultane 7a note (``original_veto``), 5 and 4: the third veto in a row makes the
    Sultane read the top tale; when it is the sixth pacifist tale the pacifists win there,
    and nobody claims anything after the end."""
    s = new(5, "PPPPP" + "III" + "III" + "PPP" + "P", original_veto=True)
    for _ in range(15):
        reject(s)
    for k in range(3):
        veto(s)
        if k < 2:
            s.apply(s.vizir, "no-claim")
            s.apply(s.nominee, "no-claim")
    assert [e.kind for e in s.events[-3:]] == ["veto", "chaos", "end"]
    assert (s.phase, s.winner, s.reason) == ("over", "pacifists", "six-pacifist-tales")
    assert s.is_terminal() and s.current_players() == [] and s.legal_actions(s.vizir) == []


def test_an_unfinished_game_returns_nothing_and_its_hand_is_counted() -> None:
    """``returns()`` is 0 for every seat until the end (the protocol); every tale is in one
    place at every step (Sultane 3c: 17 tales), the government's hand included; a seat's
    view lists whom the Vizir may nominate, never herself (Sultane 5)."""
    s = at((3, "discard:I"))
    assert s.returns() == [0.0] * 7
    assert (len(s.hand), s.tale_count()) == (3, 17)
    s = court(0)
    assert s.view(3)["eligible"] == [1, 2, 3, 4, 5, 6]
    s = at((1, "nominate:4"), 3)  # seats 1 and 3 voted Yes
    s.apply(4, "no")
    assert s.view(None)["votes"] == {"1": "yes", "3": "yes", "4": "no"}
    assert (s.view(4)["my_vote"], s.view(1)["my_vote"], s.view(5)["my_vote"]) == (
        "no", "yes", None)


def investigated_again() -> SultaneState:
    """Seat 4 marked as investigated before the power (white-box: a game never investigates
    twice, the power lies under one slot of the track, RULINGS: Sultane)."""
    s = new(7, "PPI" * 5 + "PI")
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")
    s.investigated.add(4)
    return s


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_is_investigated_at_most_once_and_parse_action_names_whose_turn(lang: str) -> None:
    """Sultane 7b: « Une joueuse ne peut pas être choisie deux fois dans une même partie »;
    and ``parse_action`` asked for a seat that has nothing to decide names whose decision it
    is (the boards read an action before they hand it in)."""
    with language(lang):
        got = refusal(investigated_again, 1, "investigate:4")
        with pytest.raises(WrongPlayer) as refused:
            START().parse_action(2, "nominate:1")
    assert got == {
        "en": (IllegalAction, "seat 4 has already been investigated (at most once per game)",
               "Sultane 7b (discover a player's side)"),
        "fr": (IllegalAction, "La joueuse 4 a déjà été la cible d'une enquête (une fois par "
               "partie au plus)", "Sultane 7b (découvrir le camp d'une joueuse)")}[lang]
    assert (refused.value.reason.rstrip("."), refused.value.rule) == ({
        "en": "it is not seat 2's decision now (proposing a Narrator); waiting for seat 0",
        "fr": f"Ce n'est pas à la joueuse 2 de jouer (proposition d'une Narratrice){NNBSP}: "
              "on attend la joueuse 0"}[lang], "Sultane 5")


def test_every_action_a_french_refusal_lists_says_what_it_does() -> None:
    """A French class reads the legal actions of a refusal in notation (« exile:6 ») with what
    each one does, the powers of Sultane 7b and the claim about an investigation included:
    random games at 5, 7 and 9 players reach every phase (the notation alone means nothing to
    a student who has not read state.py)."""
    verbs: set[str] = set()
    with language("fr"):
        for n_players in (5, 7, 9):
            for seed in range(12):
                s = SultaneState.new(n_players=n_players, seed=seed)
                rng = random.Random(seed)
                while not s.is_terminal():
                    for p in s.current_players():
                        for a in s.legal_actions(p):
                            words = ex.action_words(a)
                            assert words.startswith(repr(a) + " (") and words.endswith(")"), words
                            verbs.add(a.partition(":")[0])
                    p = rng.choice(s.current_players())
                    s.apply(p, rng.choice(s.legal_actions(p)))
    assert {"investigate", "choose", "exile", "claim-investigation", "claim-peek"} <= verbs
    with language("fr"):
        assert ex.action_words("exile:6") == "'exile:6' (exiler la joueuse 6)"
        assert ex.action_words("choose:0") == (
            "'choose:0' (choisir la joueuse 0 comme prochaine Grande Vizir)")
        assert ex.action_words("investigate:3") == "'investigate:3' (découvrir le camp de la joueuse 3)"
        assert ex.action_words("claim-investigation:6:P") == (
            "'claim-investigation:6:P' (déclarer que la joueuse 6 est dans le camp pacifiste)")
    assert ex.action_words("exile:6") == "'exile:6'"  # English: the notation is words already
