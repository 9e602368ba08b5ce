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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..rng import make_rng
from .components import LANGUAGES, N_CARDS, OPTIONS
from .policies import CashIn, GrardPolicy, RandomVote, Turn
from .state import MAX_PLAYERS, MIN_PLAYERS, GrardState

__all__ = ["FastGrard", "fast_bots", "fast_form", "playout"]

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
    variant_rng = make_rng(seed, "variant") if variant_toss else None
    rngs = [make_rng(play_seed, "policy", p) for p in range(n)]
    cards = list(range(N_CARDS))
    _shuffle(cards, deck_rng.getrandbits)
    draw = _faces(cards, deck_rng.getrandbits)  # the next card dealt is the last one
    box: list[int] = []
    scores = [0] * n
    votes: list[tuple[int, str]] = []
    record = votes.append
    turn = Turn(None, 0, (0, 0, 0), least_logical, 0, 0, 0, target)
    rounds = turns_played = 0
    while True:
        # -- a round (Grard "Déroulement de la partie") ----------------------------------------
        rounds += 1
        active = list(range(n))
        least = variant_rng.random() < 0.5 if variant_rng else least_logical
        turn.least_logical = least
        if not draw:  # _deal(1): the box comes back when the draw pile is short
            draw = _reshuffle(box, draw, deck_rng)
            box = []
        pile = [draw.pop()]
        while True:
            # -- the start of a turn ---------------------------------------------------------
            if len(active) <= 2:  # two left both score the pile; fewer: the round just ends
                if len(active) == 2:
                    for p in active:
                        scores[p] += len(pile)
                break
            if len(draw) < 3 and box:
                draw = _reshuffle(box, draw, deck_rng)
                box = []
            if len(draw) < 3:  # no cards left (package ruling): the ones still in score the pile
                for p in active:
                    scores[p] += len(pile)
                break
            props = (draw.pop(), draw.pop(), draw.pop())
            # -- the votes, seat by seat as play() asks them ---------------------------------
            turn.reference = pile[-1]
            turn.propositions = props
            turn.memo = {}
            turn.others = len(active) - 1
            turn.pile_size = size = len(pile)
            counts = [0, 0, 0, 0]
            cast = []
            for p in active:
                turn.seat = p
                turn.score = scores[p]
                vote = bots[p].decide(turn, rngs[p])
                record((p, vote))
                i = _INDEX[vote]
                counts[i] += 1
                cast.append(i)
            turns_played += 1
            # -- the resolution (kernel.resolve_clean) ---------------------------------------
            top = max(counts)
            if top < 2:  # no majority: the propositions go back in the box, the round ends
                box.extend(props)
                break
            going_on = []
            for p, i in zip(active, cast, strict=True):
                if counts[i] == top:
                    if i == _MARK:
                        scores[p] += size  # cashed in: the pile before this turn's cards
                    else:
                        going_on.append(p)
            for i in range(3):
                (pile if counts[i] == top else box).append(props[i])
            if not going_on:
                break
            active = going_on
        # -- the end of a round ----------------------------------------------------------------
        box.extend(pile)
        best = max(scores)
        if best >= target:
            winners = tuple(p for p in range(n) if scores[p] == best)
            return FastGrard(n, tuple(scores), winners, rounds, turns_played, tuple(votes))


def _reshuffle(box: list[int], draw: list[int], rng: Any) -> list[int]:
    """The box shuffled back under the draw pile, each card on a random face (package ruling;
    the engine's ``_deal``)."""
    cards = sorted(w // 2 for w in box)
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
