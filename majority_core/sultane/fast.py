"""A fast playout: the same rules as the step API, without events, views or checks.

``playout(n, seed, decision_seed, policies)`` plays the game that
``play(SultaneState.new(n_players=n, seed=seed), policies, seed=decision_seed)`` plays,
decision for decision: the same chance generator for the deal and the reshuffles, the same
per-seat policy generators, the same legal actions in the same order, and the rules come from
:mod:`majority_core.sultane.kernel`. What it leaves out is what makes the step API good for a
class (validation, sentences, views built from the logs), so it is many times faster.

* A uniformly random seat (:class:`~majority_core.policy.UniformRandom`, ``Random``) draws
  from its generator exactly as ``UniformRandom.act`` does.
* A rule-based or Bayesian seat (exactly :class:`~.policies.RuleBased` or
  :class:`~.policies.Bayesian`) decides by its own :meth:`~.policies.RuleBased.decide` on a
  :class:`~.policies.Sight` that this module keeps up to date: its seat's facts grow record by
  record (:class:`~.bayes.Facts`, the public ones shared by every seat), so the suspicion and
  the posterior are updated, not recomputed, and the decision is the one ``act`` makes on the
  view.

Tests (tests/sultane/test_fast.py) play hundreds of seeds both ways and compare every
decision; ``simulate`` uses this path by itself when every seat has a fast form
(:func:`fast_form`, the hook of :data:`majority_core.simulate.FAST_FORMS`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from ..rng import make_rng
from .components import (
    CHOOSE,
    DINARZADE,
    DINARZADE_THRESHOLD,
    INTERVENTIONIST,
    INTERVENTIONISTS,
    INVESTIGATE,
    PACIFIST,
    PACIFISTS,
    PEEK,
    REJECTIONS_FOR_CHAOS,
    RESHUFFLE_AT,
    VETO_THRESHOLD,
    hand_text,
    initial_deck,
    pacifist_track,
    roles_for,
    side_of,
)
from .kernel import discard_options, eligible_narrators, next_active_left, track_winner
from .state import (
    DRAW_CLAIMS,
    NO_CLAIM,
    PEEK_CLAIMS,
    RECEIVED_CLAIMS,
    knowledge_at_start,
)

_NOMINATE = tuple(f"nominate:{s}" for s in range(10))
_DISCARD = {PACIFIST: "discard:P", INTERVENTIONIST: "discard:I"}
_VETO_REQUESTS = ("read", "veto")
_VETO_ANSWERS = ("accept-veto", "refuse-veto")


class _RandomSeat:
    """A uniformly random seat: one draw of its generator per decision, over the same legal
    actions in the same order as the step API."""

    __slots__ = ("pick",)

    def __init__(self, rng: Any) -> None:
        self.pick = rng.randrange

    def nominate(self, eligible: list[int]) -> int:
        return eligible[self.pick(len(eligible))]

    def vote(self) -> bool:
        return self.pick(2) == 0  # ["yes", "no"]

    def discard(self, options: list[str]) -> str:
        return options[self.pick(len(options))]

    def veto(self) -> bool:
        return self.pick(2) == 1  # ["read", "veto"]

    def accept(self) -> bool:
        return self.pick(2) == 0  # ["accept-veto", "refuse-veto"]

    def say(self, claims: Sequence[str]) -> str:
        return claims[self.pick(len(claims))]

    def target(self, power: str, targets: list[int]) -> int:
        return targets[self.pick(len(targets))]


class _BotSeat:
    """A rule-based or Bayesian seat: its policy's ``decide`` on the seat's Sight, with the
    legal actions as the step API writes them (a single choice is taken without asking, as
    ``act`` does)."""

    __slots__ = ("decide", "policy_vote", "sight", "rng")

    def __init__(self, policy: Any, sight: Any, rng: Any) -> None:
        self.decide = policy.decide
        self.policy_vote = policy.vote
        self.sight = sight
        self.rng = rng

    def nominate(self, eligible: list[int]) -> int:
        if len(eligible) == 1:
            return eligible[0]
        return int(self.decide(self.sight, [_NOMINATE[s] for s in eligible], self.rng)[9:])

    def vote(self) -> bool:
        return self.policy_vote(self.sight)  # type: ignore[no-any-return]

    def discard(self, options: list[str]) -> str:
        if len(options) == 1:
            return options[0]
        return self.decide(self.sight, [_DISCARD[t] for t in options], self.rng)[-1]  # type: ignore[no-any-return]

    def veto(self) -> bool:
        return self.decide(self.sight, _VETO_REQUESTS, self.rng) == "veto"  # type: ignore[no-any-return]

    def accept(self) -> bool:
        return self.decide(self.sight, _VETO_ANSWERS, self.rng) == "accept-veto"  # type: ignore[no-any-return]

    def say(self, claims: Sequence[str]) -> str:
        return self.decide(self.sight, claims, self.rng)  # type: ignore[no-any-return]

    def target(self, power: str, targets: list[int]) -> int:
        if len(targets) == 1:
            return targets[0]
        action = self.decide(self.sight, [f"{power}:{s}" for s in targets], self.rng)
        return int(action.partition(":")[2])


class _Recorder:
    """A seat that writes each decision of the seat it wraps as the step API's history does:
    ``(seat, action)`` (what the tests compare, decision by decision)."""

    __slots__ = ("seat", "p", "log")

    def __init__(self, seat: Any, p: int, log: list[tuple[int, str]]) -> None:
        self.seat, self.p, self.log = seat, p, log

    def nominate(self, eligible: list[int]) -> int:
        s = self.seat.nominate(eligible)
        self.log.append((self.p, f"nominate:{s}"))
        return s  # type: ignore[no-any-return]

    def vote(self) -> bool:
        yes = self.seat.vote()
        self.log.append((self.p, "yes" if yes else "no"))
        return yes  # type: ignore[no-any-return]

    def discard(self, options: list[str]) -> str:
        tale = self.seat.discard(options)
        self.log.append((self.p, f"discard:{tale}"))
        return tale  # type: ignore[no-any-return]

    def veto(self) -> bool:
        veto = self.seat.veto()
        self.log.append((self.p, "veto" if veto else "read"))
        return veto  # type: ignore[no-any-return]

    def accept(self) -> bool:
        accept = self.seat.accept()
        self.log.append((self.p, "accept-veto" if accept else "refuse-veto"))
        return accept  # type: ignore[no-any-return]

    def say(self, claims: Sequence[str]) -> str:
        said = self.seat.say(claims)
        self.log.append((self.p, said))
        return said  # type: ignore[no-any-return]

    def target(self, power: str, targets: list[int]) -> int:
        s = self.seat.target(power, targets)
        self.log.append((self.p, f"{power}:{s}"))
        return s  # type: ignore[no-any-return]


_KINDS: dict[type, str] = {}


def fast_seats(policies: Sequence[Any]) -> list[str] | None:
    """Each seat's kind for :func:`playout` ("random", "rules" or "bayes"), or None when a
    policy has no fast form (a subclass may decide otherwise: only the classes themselves)."""
    if not _KINDS:
        from ..policy import UniformRandom
        from .policies import Bayesian, Random, RuleBased

        _KINDS.update({UniformRandom: "random", Random: "random", RuleBased: "rules", Bayesian: "bayes"})
    out = [_KINDS.get(type(p)) for p in policies]
    return None if None in out else out  # type: ignore[return-value]


def playout(
    n_players: int,
    seed: int,
    decision_seed: int,
    policies: Sequence[Any] | None = None,
    *,
    original_veto: bool = False,
    variant_8d: bool = False,
    record: list[tuple[int, str]] | None = None,
) -> dict[str, Any]:
    """Play one game (``policies``: one per seat, None for all random, see :func:`fast_seats`);
    return its winner, reason, tales read, counts, roles and who is still active. ``record``
    receives every decision as ``(seat, action)``, in the order of the step API's history."""
    n = n_players
    chance = make_rng(seed, "sultane", "chance")
    roles = list(roles_for(n, variant_8d))
    chance.shuffle(roles)
    deck = initial_deck()
    chance.shuffle(deck)
    rngs = [make_rng(decision_seed, "policy", p) for p in range(n)]
    seats: list[Any] = [_RandomSeat(rng) for rng in rngs]
    sights: list[Any] = [None] * n
    pub: Any = None  # any seat's facts: writing a public fact there writes it for all
    now: Any = None
    kinds = ["random"] * n if policies is None else fast_seats(policies)
    if kinds is None or len(kinds) != n:
        raise ValueError(f"the fast playout needs {n} random, rule-based or Bayesian seats")
    if kinds != ["random"] * n:
        from .bayes import Facts, Shared
        from .policies import Moment, Sight

        now = Moment()
        shared = Shared()
        votes: list[Any] = []
        governments_list: list[Any] = []
        claims: list[Any] = []
        not_dinarzade: set[int] = set()
        known = knowledge_at_start(roles, variant_8d)
        for p, policy in enumerate(policies):  # type: ignore[arg-type]
            if kinds[p] == "random":
                continue
            f = Facts(
                n, p, known[p], variant_8d, votes, governments_list, claims, not_dinarzade,
                shared=shared,
            )  # fmt: skip
            pub = f
            sights[p] = Sight(p, known[p], f, now)
            seats[p] = _BotSeat(policy, sights[p], rngs[p])
    if record is not None:
        seats = [_Recorder(seat, p, record) for p, seat in enumerate(seats)]
    # Votes are most of the decisions: each seat's vote as one call (a bot's without a frame).
    votes_of = [
        partial(seat.policy_vote, seat.sight) if type(seat) is _BotSeat else seat.vote
        for seat in seats
    ]
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
            "pacifist_tales": n_p,
            "interventionist_tales": n_i,
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
        if now is not None:
            now.pacifist_tales, now.interventionist_tales, now.counter = n_p, n_i, 0
        return track_winner(n_p, n_i)

    def reason_for(winner: str) -> str:
        return "six-pacifist-tales" if winner == PACIFISTS else "five-interventionist-tales"

    while True:
        if len(deck) <= RESHUFFLE_AT:
            deck.extend(discard)
            discard = []
            chance.shuffle(deck)
        governments += 1
        if now is not None:
            now.phase, now.vizir, now.nominee, now.government = "nominate", vizir, None, governments
            now.power = now.power_target = None
        narrator = seats[vizir].nominate(eligible_narrators(vizir, active, last_gov))
        if now is not None:
            now.phase, now.nominee = "vote", narrator
        yes: list[int] = []
        no: list[int] = []
        for s in range(n):
            if active[s]:
                (yes if votes_of[s]() else no).append(s)
        decisions += 1 + len(yes) + len(no)
        if pub is not None:
            pub.add_vote(vizir, narrator, yes, no)
        power = None
        if len(yes) <= len(no):  # rejected (a tie rejects)
            counter += 1
            if now is not None:
                now.counter = counter
            if counter >= REJECTIONS_FOR_CHAOS:
                last_gov = None
                winner = read_tale(deck.pop())
                if winner:
                    return finish(winner, reason_for(winner))
        else:
            if n_p >= DINARZADE_THRESHOLD:
                if roles[narrator] == DINARZADE:
                    return finish(PACIFISTS, "dinarzade-narrator")
                if pub is not None:
                    pub.add_not_dinarzade(narrator)
            hand = [deck.pop(), deck.pop(), deck.pop()]
            v_sight, n_sight = sights[vizir], sights[narrator]
            if v_sight is not None:
                now.phase = "vizir-discard"
                v_sight.hand = hand_text(hand)
                v_sight.drew = (governments, v_sight.hand)
            tale = seats[vizir].discard(discard_options(hand))
            hand.remove(tale)
            discard.append(tale)
            if now is not None:
                passed = hand_text(hand)
                if v_sight is not None:
                    v_sight.passed = (governments, passed)
                    v_sight.facts.add_pass(governments, passed)
                if n_sight is not None:
                    now.phase = "narrator-discard"
                    n_sight.hand = passed
                    n_sight.received = (governments, passed)
                    n_sight.facts.add_receipt(governments, passed)
            tale = seats[narrator].discard(discard_options(hand))
            hand.remove(tale)
            discard.append(tale)
            kept = hand[0]
            if n_sight is not None:
                n_sight.kept = (governments, kept)
            decisions += 2
            vetoed = False
            if n_p >= VETO_THRESHOLD:
                decisions += 1
                if n_sight is not None:
                    now.phase = "veto-request"
                    n_sight.hand = kept
                if seats[narrator].veto():
                    decisions += 1
                    if v_sight is not None:
                        now.phase = "veto-answer"
                        v_sight.hand = kept
                    if seats[vizir].accept():
                        vetoed = True
                        discard.append(kept)
                        if pub is not None:
                            pub.add_government(governments, vizir, narrator, None)
                        if original_veto:
                            counter += 1
                            if now is not None:
                                now.counter = counter
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
                if pub is not None:
                    pub.add_government(governments, vizir, narrator, kept)
                winner = read_tale(kept)
                if winner:
                    return finish(winner, reason_for(winner))
                power = track[n_p - 1] if kept == PACIFIST else None
            if now is not None:
                now.phase = "claim-vizir"
            said = seats[vizir].say(DRAW_CLAIMS)
            if pub is not None and said != NO_CLAIM:
                pub.add_claim(governments, "draw", said[11:])
            if now is not None:
                now.phase = "claim-narrator"
            said = seats[narrator].say(RECEIVED_CLAIMS)
            if pub is not None and said != NO_CLAIM:
                pub.add_claim(governments, "received", said[15:])
            decisions += 2
        if power == PEEK:
            if len(deck) <= RESHUFFLE_AT:
                deck.extend(discard)
                discard = []
                chance.shuffle(deck)
            if now is not None:
                now.phase, now.power = "claim-power", power
                if sights[vizir] is not None:
                    sights[vizir].peeked = (governments, "".join(reversed(deck[-3:])))
            seats[vizir].say(PEEK_CLAIMS)  # a claim about a peek says nothing about roles
            decisions += 1
        elif power is not None:
            targets = [
                s
                for s in range(n)
                if active[s] and s != vizir and not (power == INVESTIGATE and s in investigated)
            ]
            if now is not None:
                now.phase, now.power = "power", power
            target = seats[vizir].target(power, targets)
            decisions += 1
            if power == INVESTIGATE:
                investigated.add(target)
                if now is not None:
                    now.phase, now.power_target = "claim-power", target
                    if sights[vizir] is not None:
                        side = PACIFIST if side_of(roles[target]) == PACIFISTS else INTERVENTIONIST
                        sights[vizir].facts.add_investigation(target, side)
                said = seats[vizir].say(
                    (f"claim-investigation:{target}:P", f"claim-investigation:{target}:I", NO_CLAIM)
                )
                if pub is not None and said != NO_CLAIM:
                    pub.add_investigation_claim(vizir, target, said[-1])
                decisions += 1
            elif power == CHOOSE:
                vizir = target  # the rotation base stays with the chooser (Sultane 7b)
                continue
            else:
                active[target] = False
                if roles[target] == DINARZADE:
                    return finish(INTERVENTIONISTS, "dinarzade-exiled")
                if pub is not None:
                    pub.add_not_dinarzade(target)
        vizir = base = next_active_left(base, active)


def random_playout(
    n_players: int,
    seed: int,
    decision_seed: int,
    *,
    original_veto: bool = False,
    variant_8d: bool = False,
) -> dict[str, Any]:
    """Play one uniformly random game: :func:`playout` with every seat random."""
    return playout(
        n_players, seed, decision_seed, original_veto=original_veto, variant_8d=variant_8d
    )


def result_rows(game: dict[str, Any]) -> list[dict[str, Any]]:
    """``SultaneState.result_rows()`` of a game :func:`playout` played (the same values)."""
    winner = game["winner"]
    rows = []
    for role, active in zip(game["roles"], game["active"], strict=True):
        side = side_of(role)
        rows.append(
            {
                "role": role,
                "side": side,
                "won": side == winner,
                "winner": winner,
                "reason": game["reason"],
                "pacifist_tales": game["pacifist_tales"],
                "interventionist_tales": game["interventionist_tales"],
                "governments": game["governments"],
                "exiled": not active,
            }
        )
    return rows


def fast_form(
    state_cls: type, policies: Sequence[Any], n_players: int, options: Mapping[str, Any]
) -> Callable[[int, int], list[dict[str, Any]]] | None:
    """The hook of :data:`majority_core.simulate.FAST_FORMS`: ``run(game_seed, play_seed)``
    returning ``SultaneState.result_rows()`` of the game :func:`~majority_core.game.play` would
    play, or None when this path cannot play it exactly (another state class, stacked roles or
    deck, a bot without a fast form)."""
    from .components import check_player_count, check_variant_8d
    from .state import SultaneState

    if state_cls is not SultaneState or set(options) - {"original_veto", "variant_8d"}:
        return None
    original_veto = options.get("original_veto", False)
    variant_8d = options.get("variant_8d", False)
    if type(original_veto) is not bool or type(variant_8d) is not bool:
        return None
    try:  # a count or variant the rules refuse: the engine says why
        check_player_count(n_players)
        if variant_8d:
            check_variant_8d(n_players)
    except Exception:
        return None
    if len(policies) != n_players or fast_seats(policies) is None:
        return None
    seats = list(policies)

    def run(game_seed: int, play_seed: int) -> list[dict[str, Any]]:
        return result_rows(
            playout(
                n_players, game_seed, play_seed, seats,
                original_veto=original_veto, variant_8d=variant_8d,
            )  # fmt: skip
        )

    return run
