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
    CLAIM_NARRATOR,
    CLAIM_POWER,
    CLAIM_VIZIR,
    DINARZADE,
    DINARZADE_THRESHOLD,
    INTERVENTIONIST,
    INTERVENTIONISTS,
    INVESTIGATE,
    NARRATOR_DISCARD,
    NOMINATE,
    PACIFIST,
    PACIFISTS,
    PEEK,
    POWER,
    REJECTIONS_FOR_CHAOS,
    RESHUFFLE_AT,
    VETO_ANSWER,
    VETO_REQUEST,
    VETO_THRESHOLD,
    VIZIR_DISCARD,
    VOTE,
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
    g = Position(n, roles, deck, original_veto, chance)
    return run(g, seats, sights, now, pub)


class Position:
    """A game of the Sultane stopped at any decision: what :func:`run` plays on.

    The engine's state under the same names (``deck``, top last; ``discard``, ``hand``,
    ``read``, ``active``, ``vizir``, ``base``, ``nominee``, ``votes`` cast in this vote,
    ``investigated``, ``power``, ``power_target``, ``governments``, ``last_gov``, ``counter``,
    ``n_p`` and ``n_i`` the tales read) and ``phase``: the engine's phase names, or
    ``"start"`` (a government to propose: a fresh game). ``chance``: the engine's generator
    of reshuffles, used as it uses it.
    """

    __slots__ = (
        "n", "roles", "deck", "discard", "hand", "read", "n_p", "n_i", "counter", "active",
        "vizir", "base", "nominee", "last_gov", "votes", "investigated", "power",
        "power_target", "governments", "phase", "decisions", "original_veto", "chance",
    )  # fmt: skip

    def __init__(
        self, n: int, roles: list[str], deck: list[str], original_veto: bool, chance: Any
    ) -> None:
        self.n, self.roles, self.deck = n, roles, deck
        self.original_veto, self.chance = original_veto, chance
        self.discard: list[str] = []
        self.hand: list[str] = []
        self.read: list[str] = []
        self.n_p = self.n_i = self.counter = self.vizir = self.base = 0
        self.active = [True] * n
        self.nominee: int | None = None
        self.last_gov: tuple[int, int] | None = None
        self.votes: dict[int, bool] = {}
        self.investigated: set[int] = set()
        self.power: str | None = None
        self.power_target: int | None = None
        self.governments = self.decisions = 0
        self.phase = "start"


def run(g: Position, seats: list[Any], sights: list[Any], now: Any, pub: Any) -> dict[str, Any]:
    """Play ``g`` to the end of the game, as the step API would with these seats; return
    what :func:`playout` returns. ``sights[p]``: a bot seat's :class:`~.policies.Sight` (None
    for a random seat), all with the one :class:`~.policies.Moment` ``now``; ``pub``: a bot
    seat's facts, whose public lists every bot seat shares (None: no bot seat)."""
    n, roles, deck, active = g.n, g.roles, g.deck, g.active
    track = pacifist_track(n)
    # Votes are most of the decisions: each seat's vote as one call (a bot's without a frame).
    votes_of = [
        partial(seat.policy_vote, seat.sight) if type(seat) is _BotSeat else seat.vote
        for seat in seats
    ]

    def finish(winner: str, reason: str) -> dict[str, Any]:
        g.phase = "over"
        return {
            "winner": winner,
            "reason": reason,
            "read": "".join(g.read),
            "pacifist_tales": g.n_p,
            "interventionist_tales": g.n_i,
            "governments": g.governments,
            "decisions": g.decisions,
            "roles": roles,
            "active": active,
        }

    def read_tale(tale: str) -> str | None:
        g.read.append(tale)
        if tale == PACIFIST:
            g.n_p += 1
        else:
            g.n_i += 1
        g.counter = 0
        if now is not None:
            now.pacifist_tales, now.interventionist_tales, now.counter = g.n_p, g.n_i, 0
        return track_winner(g.n_p, g.n_i)

    def reshuffle() -> None:
        if len(deck) <= RESHUFFLE_AT:
            deck.extend(g.discard)
            g.discard = []
            g.chance.shuffle(deck)

    def reason_for(winner: str) -> str:
        return "six-pacifist-tales" if winner == PACIFISTS else "five-interventionist-tales"

    phase = g.phase
    while True:
        vizir, narrator = g.vizir, g.nominee
        if phase == "start":  # a government is proposed
            reshuffle()
            g.governments += 1
            g.power = g.power_target = narrator = None
            if now is not None:
                now.phase, now.vizir, now.nominee = "nominate", vizir, None
                now.government, now.power, now.power_target = g.governments, None, None
            phase = NOMINATE
        if phase == NOMINATE:
            narrator = g.nominee = seats[vizir].nominate(
                eligible_narrators(vizir, active, g.last_gov)
            )
            g.decisions += 1
            if now is not None:
                now.phase, now.nominee = "vote", narrator
            g.votes = {}
            phase = VOTE
        if phase == VOTE:
            votes = g.votes
            for s in range(n):
                if active[s] and s not in votes:
                    votes[s] = votes_of[s]()
            yes = [s for s in range(n) if s in votes and votes[s]]
            no = [s for s in range(n) if s in votes and not votes[s]]
            g.decisions += len(votes)
            g.votes = {}
            if pub is not None:
                pub.add_vote(vizir, narrator, yes, no)
            phase = "next"
            if len(yes) <= len(no):  # rejected (a tie rejects)
                g.counter += 1
                if now is not None:
                    now.counter = g.counter
                if g.counter >= REJECTIONS_FOR_CHAOS:
                    g.last_gov = None
                    winner = read_tale(deck.pop())
                    if winner:
                        return finish(winner, reason_for(winner))
            else:
                if g.n_p >= DINARZADE_THRESHOLD:
                    if roles[narrator] == DINARZADE:  # type: ignore[index]
                        return finish(PACIFISTS, "dinarzade-narrator")
                    if pub is not None:
                        pub.add_not_dinarzade(narrator)
                g.hand = [deck.pop(), deck.pop(), deck.pop()]
                v_sight = sights[vizir]
                if v_sight is not None:
                    now.phase = "vizir-discard"
                    v_sight.hand = hand_text(g.hand)
                    v_sight.drew = (g.governments, v_sight.hand)
                phase = VIZIR_DISCARD
        if phase == VIZIR_DISCARD:
            hand = g.hand
            tale = seats[vizir].discard(discard_options(hand))
            hand.remove(tale)
            g.discard.append(tale)
            g.decisions += 1
            if now is not None:
                passed = hand_text(hand)
                v_sight, n_sight = sights[vizir], sights[narrator]  # type: ignore[index]
                if v_sight is not None:
                    v_sight.passed = (g.governments, passed)
                    v_sight.facts.add_pass(g.governments, passed)
                if n_sight is not None:
                    now.phase = "narrator-discard"
                    n_sight.hand = passed
                    n_sight.received = (g.governments, passed)
                    n_sight.facts.add_receipt(g.governments, passed)
            phase = NARRATOR_DISCARD
        if phase == NARRATOR_DISCARD:
            hand = g.hand
            tale = seats[narrator].discard(discard_options(hand))  # type: ignore[index]
            hand.remove(tale)
            g.discard.append(tale)
            kept = hand[0]
            n_sight = sights[narrator]  # type: ignore[index]
            if n_sight is not None:
                n_sight.kept = (g.governments, kept)
            g.decisions += 1
            phase = "read"
            if g.n_p >= VETO_THRESHOLD:
                if n_sight is not None:
                    now.phase = "veto-request"
                    n_sight.hand = kept
                phase = VETO_REQUEST
        if phase == VETO_REQUEST:
            g.decisions += 1
            phase = "read"
            if seats[narrator].veto():  # type: ignore[index]
                v_sight = sights[vizir]
                if v_sight is not None:
                    now.phase = "veto-answer"
                    v_sight.hand = g.hand[0]
                phase = VETO_ANSWER
        if phase == VETO_ANSWER:
            g.decisions += 1
            phase = "read"
            if seats[vizir].accept():
                phase = "claims"
                g.discard.append(g.hand.pop())
                if pub is not None:
                    pub.add_government(g.governments, vizir, narrator, None)
                if g.original_veto:
                    g.counter += 1
                    if now is not None:
                        now.counter = g.counter
                    if g.counter >= REJECTIONS_FOR_CHAOS:
                        reshuffle()
                        g.last_gov = None
                        winner = read_tale(deck.pop())
                        if winner:
                            return finish(winner, reason_for(winner))
        if phase == "read":  # the government's tale is read
            kept = g.hand.pop()
            g.last_gov = (vizir, narrator)  # type: ignore[assignment]
            if pub is not None:
                pub.add_government(g.governments, vizir, narrator, kept)
            winner = read_tale(kept)
            if winner:
                return finish(winner, reason_for(winner))
            g.power = track[g.n_p - 1] if kept == PACIFIST else None
            phase = "claims"
        if phase == "claims":
            if now is not None:
                now.phase = "claim-vizir"
            phase = CLAIM_VIZIR
        if phase == CLAIM_VIZIR:
            said = seats[vizir].say(DRAW_CLAIMS)
            if pub is not None and said != NO_CLAIM:
                pub.add_claim(g.governments, "draw", said[11:])
            if now is not None:
                now.phase = "claim-narrator"
            phase = CLAIM_NARRATOR
        if phase == CLAIM_NARRATOR:
            said = seats[narrator].say(RECEIVED_CLAIMS)  # type: ignore[index]
            if pub is not None and said != NO_CLAIM:
                pub.add_claim(g.governments, "received", said[15:])
            g.decisions += 2
            power = g.power
            phase = "next"
            if power == PEEK:
                reshuffle()
                if now is not None:
                    now.phase, now.power = "claim-power", power
                    if sights[vizir] is not None:
                        sights[vizir].peeked = (g.governments, "".join(reversed(deck[-3:])))
                phase = CLAIM_POWER
            elif power is not None:
                if now is not None:
                    now.phase, now.power = "power", power
                phase = POWER
        if phase == POWER:
            power = g.power
            targets = [
                s
                for s in range(n)
                if active[s]
                and s != vizir
                and not (power == INVESTIGATE and s in g.investigated)
            ]
            target = seats[vizir].target(power, targets)
            g.decisions += 1
            phase = "next"
            if power == INVESTIGATE:
                g.investigated.add(target)
                g.power_target = target
                if now is not None:
                    now.phase, now.power_target = "claim-power", target
                    if sights[vizir] is not None:
                        side = PACIFIST if side_of(roles[target]) == PACIFISTS else INTERVENTIONIST
                        sights[vizir].facts.add_investigation(target, side)
                phase = CLAIM_POWER
            elif power == CHOOSE:
                g.vizir = target  # the rotation base stays with the chooser (Sultane 7b)
                phase = "start"
                continue
            else:
                active[target] = False
                if roles[target] == DINARZADE:
                    return finish(INTERVENTIONISTS, "dinarzade-exiled")
                if pub is not None:
                    pub.add_not_dinarzade(target)
        if phase == CLAIM_POWER:
            if g.power == PEEK:
                seats[vizir].say(PEEK_CLAIMS)  # a claim about a peek says nothing about roles
            else:
                target = g.power_target  # type: ignore[assignment]
                said = seats[vizir].say(
                    (f"claim-investigation:{target}:P", f"claim-investigation:{target}:I", NO_CLAIM)
                )
                if pub is not None and said != NO_CLAIM:
                    pub.add_investigation_claim(vizir, target, said[-1])
            g.decisions += 1
            phase = "next"
        # phase == "next": the title goes on to the left
        g.vizir = g.base = next_active_left(g.base, active)
        phase = "start"


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
