"""A fast playout of Majority (Grard), for tournaments of many thousands of games.

Why it exists: a lesson's tournament or a study of cashing-in thresholds needs tens of
thousands of games, and the full engine (:class:`~majority_core.grard.state.GrardState`)
spends almost all of its time on what makes it good for teaching: sentences for every vote
and resolution, views as dicts, checks of every decision. This module plays the same games
with none of that: words are ints, votes are indices, a turn is counted in a list of four.

It is *not* a second set of rules. It follows the engine step by step (deal from the same
shuffled draw pile with the same faces, reshuffle the box in the same way, the same variant
tosses, the same order of votes), resolves a turn with the kernel's rule (Grard "Résolution
des votes", "La carte Marquer", RULINGS: Majority (Grard); see :mod:`.kernel`), and asks the
bots through :meth:`~.policies.GrardPolicy.decide` on a :class:`~.policies.Turn`, the very
code their ``act`` runs on a view dict. Each seat's generator is the one
:func:`majority_core.game.play` gives it, so the same ``(seed, play_seed)`` gives the very
same game, vote for vote. The equivalence test (``tests/grard/test_fast.py``) plays hundreds
of seeds through both and compares every vote and the results; a change of rules must be
made in both places or that test fails.

>>> from majority_core.grard.policies import Focal
>>> r = playout(1, 2, n_players=6, bots=[Focal()] * 6)
>>> r.n_players, max(r.scores) >= 20, len(r.winners) >= 1
(6, True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..rng import make_rng
from .components import LANGUAGES, N_CARDS, OPTIONS
from .policies import CashIn, GrardPolicy, RandomVote, Turn
from .state import MAX_PLAYERS, MIN_PLAYERS, GrardState

__all__ = ["FastGrard", "Table", "fast_bots", "fast_form", "playout", "run"]

_MARK = 3  # the index of Mark in OPTIONS (A, B, C, mark)
_INDEX = {o: i for i, o in enumerate(OPTIONS)}


@dataclass(frozen=True, slots=True)
class FastGrard:
    """The outcome of one fast playout, in the engine's terms.

    ``votes`` holds every decision as ``(seat, vote)``, comparable with the engine's
    ``history``; ``rounds`` and ``turns`` are the engine's ``round`` and ``turns_played``.
    """

    n_players: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: int
    turns: int
    votes: tuple[tuple[int, str], ...]

    def result_rows(self) -> list[dict[str, Any]]:
        """The rows of :meth:`GrardState.result_rows` (same keys, order and values)."""
        share = 1.0 / len(self.winners)
        return [
            {
                "points": self.scores[p],
                "won": p in self.winners,
                "share": share if p in self.winners else 0.0,
                "rounds": self.rounds,
                "turns": self.turns,
            }
            for p in range(self.n_players)
        ]


def fast_bots(policies: Sequence[Any]) -> bool:
    """Whether every policy decides on the fast path exactly as its ``act`` does.

    A :class:`~.policies.GrardPolicy` whose class keeps the shared ``act`` and ``read`` decides
    by its own ``decide`` (Focal, LevelK and their subclasses); :class:`~.policies.RandomVote`
    itself (every vote card is legal in every turn); :class:`~.policies.CashIn` itself when the
    bot it follows qualifies. Anything else is played by the full engine.
    """
    for p in policies:
        kind = type(p)
        if kind is RandomVote:
            continue
        if kind is CashIn:
            if not fast_bots([p.then]):
                return False
            continue
        if not (
            isinstance(p, GrardPolicy)
            and kind.act is GrardPolicy.act
            and kind.read is GrardPolicy.read
        ):
            return False
    return True


def playout(
    seed: int,
    play_seed: int,
    *,
    n_players: int,
    bots: Sequence[GrardPolicy],
    least_logical: bool = False,
    variant_toss: bool = False,
    target: int = 20,
) -> FastGrard:
    """Play one game: the game ``play(GrardState.new(n_players=n, seed=seed, ...), bots,
    seed=play_seed)`` plays (``bots`` must pass :func:`fast_bots`)."""
    n = n_players
    deck_rng = make_rng(seed, "deck")
    cards = list(range(N_CARDS))
    _shuffle(cards, deck_rng.getrandbits)
    g = Table(n, _faces(cards, deck_rng.getrandbits), least_logical, target)
    g.deck_rng = deck_rng
    g.variant_rng = make_rng(seed, "variant") if variant_toss else None
    run(g, bots, [make_rng(play_seed, "policy", p) for p in range(n)])
    return g.result()


class Table:
    """A game of Majority (Grard) as small ints, stopped at any vote: what :func:`run` plays.

    The engine's state (``draw``: face-up word ids, the next card dealt last; ``box``,
    ``pile``, ``props`` (A, B, C), ``scores``, ``active``, ``rounds``, ``turns``, this
    round's ``least`` aim) and ``cast``: the votes of this turn already cast (seat -> index in
    ``OPTIONS``). ``phase`` says where :func:`run` starts: ``"round"`` (a new round: a fresh
    game) or ``"vote"`` (a turn dealt, the seats of ``active`` not in ``cast`` to vote).
    ``deck_rng`` and ``variant_rng`` (None: no toss, ``least_logical`` every round) are the
    engine's generators of chance, used as it uses them.
    """

    __slots__ = (
        "n", "draw", "box", "pile", "props", "scores", "active", "cast", "rounds", "turns",
        "least", "least_logical", "target", "phase", "deck_rng", "variant_rng", "votes",
    )  # fmt: skip

    def __init__(self, n: int, draw: list[int], least_logical: bool, target: int) -> None:
        self.n, self.draw, self.least_logical, self.target = n, draw, least_logical, target
        self.box: list[int] = []
        self.pile: list[int] = []
        self.props: tuple[int, int, int] = (0, 0, 0)
        self.scores = [0] * n
        self.active: list[int] = []
        self.cast: dict[int, int] = {}
        self.rounds = self.turns = 0
        self.least = least_logical
        self.phase = "round"
        self.deck_rng: Any = None
        self.variant_rng: Any = None
        self.votes: list[tuple[int, str]] = []

    def result(self) -> FastGrard:
        """The finished game's outcome."""
        best = max(self.scores)
        winners = tuple(p for p in range(self.n) if self.scores[p] == best)
        return FastGrard(
            self.n, tuple(self.scores), winners, self.rounds, self.turns, tuple(self.votes)
        )


def run(g: Table, bots: Sequence[Any], rngs: Sequence[Any]) -> None:
    """Play ``g`` to the end of the game in place, as :func:`majority_core.game.play` plays
    with these seats: ``bots[p].decide(turn, rngs[p])`` for each vote, the seats of a turn in
    seat order (one generator given for every seat: the search's playouts). Every vote is
    recorded in ``g.votes`` as ``(seat, vote)``."""
    n, target = g.n, g.target
    draw, box, pile, scores = g.draw, g.box, g.pile, g.scores
    deck_rng, variant_rng = g.deck_rng, g.variant_rng
    record = g.votes.append
    turn = Turn(None, 0, (0, 0, 0), g.least, 0, 0, 0, target)
    active, props, cast, phase = g.active, g.props, g.cast, g.phase
    while phase != "over":
        if phase == "round":  # -- a round (Grard "Déroulement de la partie") ----------------
            g.rounds += 1
            active = list(range(n))
            turn.least_logical = variant_rng.random() < 0.5 if variant_rng else g.least_logical
            if not draw:  # _deal(1): the box comes back when the draw pile is short
                draw = _reshuffle(box, draw, deck_rng)
                box = []
            pile = [draw.pop()]
            phase = "turn"
        if phase == "turn":  # -- the start of a turn -----------------------------------------
            phase = "end"
            if len(active) <= 2:  # two left both score the pile; fewer: the round just ends
                if len(active) == 2:
                    for p in active:
                        scores[p] += len(pile)
            else:
                if len(draw) < 3 and box:
                    draw = _reshuffle(box, draw, deck_rng)
                    box = []
                if len(draw) < 3:  # no cards left (package ruling): the ones in score the pile
                    for p in active:
                        scores[p] += len(pile)
                else:
                    props = (draw.pop(), draw.pop(), draw.pop())
                    cast = {}
                    phase = "vote"
        if phase == "vote":  # -- the votes, seat by seat as play() asks them ---------------
            turn.reference = pile[-1]
            turn.propositions = props
            turn.memo = {}
            turn.others = len(active) - 1
            turn.pile_size = size = len(pile)
            for p in active:
                if p in cast:
                    continue
                turn.seat = p
                turn.score = scores[p]
                vote = bots[p].decide(turn, rngs[p])
                record((p, vote))
                cast[p] = _INDEX[vote]
            g.turns += 1
            # -- the resolution (kernel.resolve_clean) ---------------------------------------
            counts = [0, 0, 0, 0]
            for i in cast.values():
                counts[i] += 1
            top = max(counts)
            phase = "end"
            if top < 2:  # no majority: the propositions go back in the box, the round ends
                box.extend(props)
            else:
                going_on = []
                for p in active:
                    i = cast[p]
                    if counts[i] == top:
                        if i == _MARK:
                            scores[p] += size  # cashed in: the pile before this turn's cards
                        else:
                            going_on.append(p)
                for i in range(3):
                    (pile if counts[i] == top else box).append(props[i])
                if going_on:
                    active = going_on
                    phase = "turn"
        if phase == "end":  # -- the end of a round ------------------------------------------
            box.extend(pile)
            pile = []
            if max(scores) >= target:
                g.draw, g.box, g.pile, g.active, g.cast = draw, box, pile, [], {}
                g.phase = "over"
                return
            phase = "round"


def _reshuffle(box: list[int], draw: list[int], rng: Any) -> list[int]:
    """The box shuffled back under the draw pile, each card on a random face (package ruling;
    the engine's ``_deal``: its calls, written out for a plain generator)."""
    cards = sorted(w // 2 for w in box)
    if type(rng) is not random.Random:  # a world's chance (a tape): its own shuffle and draws
        rng.shuffle(cards)
        return [2 * c + rng.randrange(2) for c in cards] + draw
    _shuffle(cards, rng.getrandbits)
    return _faces(cards, rng.getrandbits) + draw


#: Bit lengths for the inlined ``Random._randbelow`` (index = number of choices).
_BITS = tuple(k.bit_length() for k in range(N_CARDS + 1))


def _shuffle(x: list[int], getrandbits: Callable[[int], int]) -> None:
    """``random.Random.shuffle(x)`` with the generator's ``_randbelow`` written out: the same
    draws, so the same permutation (a test compares them), in a third of the time."""
    bits = _BITS
    for i in range(len(x) - 1, 0, -1):
        m = i + 1
        k = bits[m]
        j = getrandbits(k)
        while j >= m:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def _faces(cards: list[int], getrandbits: Callable[[int], int]) -> list[int]:
    """Each card on a random face, ``2 * card + randrange(2)`` in order (randrange(2) draws
    two bits until the value is below 2)."""
    out = []
    for c in cards:
        r = getrandbits(2)
        while r >= 2:
            r = getrandbits(2)
        out.append(2 * c + r)
    return out


def fast_form(
    state_cls: type, policies: Sequence[Any], n_players: int, options: Mapping[str, Any]
) -> Callable[[int, int], list[dict[str, Any]]] | None:
    """The hook of :data:`majority_core.simulate.FAST_FORMS`: ``run(game_seed, play_seed)``
    returning ``GrardState.result_rows()`` of the game :func:`~majority_core.game.play` would
    play, or None when this path cannot play it exactly (another state class, options it does
    not check as the engine does, a bot without a fast form)."""
    if state_cls is not GrardState or set(options) - {
        "least_logical",
        "variant_toss",
        "target",
        "language",
    }:
        return None
    least = options.get("least_logical", False)
    toss = options.get("variant_toss", False)
    target = options.get("target", 20)
    if (
        type(n_players) is not int
        or not MIN_PLAYERS <= n_players <= MAX_PLAYERS
        or type(least) is not bool
        or type(toss) is not bool
        or type(target) is not int
        or target < 1
        or options.get("language", "fr") not in LANGUAGES
        or len(policies) != n_players
        or not fast_bots(policies)
    ):
        return None
    bots = list(policies)

    def run(game_seed: int, play_seed: int) -> list[dict[str, Any]]:
        return playout(
            game_seed,
            play_seed,
            n_players=n_players,
            bots=bots,
            least_logical=least,
            variant_toss=toss,
            target=target,
        ).result_rows()

    return run
