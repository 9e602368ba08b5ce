"""The Sultane as a :class:`~majority_core.game.GameState`: phases, chance, views, events.

One game goes round by round (Sultane 5): the Grand Vizir nominates a Narrator, every active
player votes at once, and an accepted government reads one tale out of three. Talk is part of
the game: after a government (and after an investigation or a peek) its members may each make
one *claim* about what they saw, or say nothing. A claim is public and may be a lie; only the
all-seeing view (``view(None)``) shows what really happened.

Actions are strings:

======================  ===============================================================
``nominate:3``          the Vizir proposes seat 3 as Narrator
``yes`` / ``no``        a vote (simultaneous: every active player who has not voted yet)
``discard:P``           the Vizir, then the Narrator, discards a pacifist (or ``I``) tale
``read`` / ``veto``     the Narrator, once the veto is unlocked: read the tale or ask a veto
``accept-veto``         the Vizir's answer (or ``refuse-veto``: the tale is read)
``claim-draw:PPI``      the Vizir's claim about the 3 tales she drew
``claim-received:PI``   the Narrator's claim about the 2 tales she received
``claim-investigation:4:I``  "seat 4 is an interventionist" (``P``: pacifist side)
``claim-peek:PPI``      the Vizir's claim about the next three tales
``no-claim``            say nothing
``investigate:4``       powers of the pacifist track (``choose:4``, ``exile:4``)
======================  ===============================================================

>>> s = SultaneState.new(n_players=5, seed=1)
>>> s.current_players(), s.legal_actions(0)
([0], ['nominate:1', 'nominate:2', 'nominate:3', 'nominate:4'])
>>> _ = s.apply(0, "nominate:2")
>>> s.current_players()
[0, 1, 2, 3, 4]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from ..errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from ..game import Event, GameState
from ..i18n import N_, _
from ..rng import make_rng
from . import explain as ex
from .components import (
    CHOOSE,
    DINARZADE,
    DINARZADE_THRESHOLD,
    EXILE,
    INTERVENTIONIST,
    INTERVENTIONISTS,
    INVESTIGATE,
    MAX_PLAYERS,
    N_INTERVENTIONIST_TALES,
    N_PACIFIST_TALES,
    N_TALES,
    PACIFIST,
    PACIFIST_ROLE,
    PACIFISTS,
    PEEK,
    REJECTIONS_FOR_CHAOS,
    RESHUFFLE_AT,
    SMALL_COURT,
    VETO_THRESHOLD,
    ReadOnlyList,
    ReadOnlyRecord,
    all_hands,
    check_player_count,
    check_variant_8d,
    hand_text,
    initial_deck,
    pacifist_track,
    parse_tales,
    roles_for,
    side_of,
)
from .kernel import (
    discard_options,
    eligible_narrators,
    next_active_left,
    term_limited,
    track_winner,
    vote_accepted,
)

# Phases: who decides and what about.
NOMINATE = "nominate"
VOTE = "vote"
VIZIR_DISCARD = "vizir-discard"
NARRATOR_DISCARD = "narrator-discard"
VETO_REQUEST = "veto-request"
VETO_ANSWER = "veto-answer"
CLAIM_VIZIR = "claim-vizir"
CLAIM_NARRATOR = "claim-narrator"
POWER = "power"
CLAIM_POWER = "claim-power"
OVER = "over"

PHASES = (
    NOMINATE, VOTE, VIZIR_DISCARD, NARRATOR_DISCARD, VETO_REQUEST, VETO_ANSWER,
    CLAIM_VIZIR, CLAIM_NARRATOR, POWER, CLAIM_POWER, OVER,
)  # fmt: skip

#: Which phase each action word belongs to (for precise refusals).
VERB_PHASE = {
    "nominate": NOMINATE,
    "yes": VOTE,
    "no": VOTE,
    "discard": VIZIR_DISCARD,
    "read": VETO_REQUEST,
    "veto": VETO_REQUEST,
    "accept-veto": VETO_ANSWER,
    "refuse-veto": VETO_ANSWER,
    "claim-draw": CLAIM_VIZIR,
    "claim-received": CLAIM_NARRATOR,
    "claim-investigation": CLAIM_POWER,
    "claim-peek": CLAIM_POWER,
    "no-claim": CLAIM_VIZIR,
    "investigate": POWER,
    "choose": POWER,
    "exile": POWER,
}

#: The phases in which the nominated Narrator (not the Vizir) decides.
_NOMINEE_PHASES = frozenset((NARRATOR_DISCARD, VETO_REQUEST, CLAIM_NARRATOR))

VOTES = ("yes", "no")
NO_CLAIM = "no-claim"
DRAW_CLAIMS = tuple(f"claim-draw:{h}" for h in all_hands(3)) + (NO_CLAIM,)
RECEIVED_CLAIMS = tuple(f"claim-received:{h}" for h in all_hands(2)) + (NO_CLAIM,)
PEEK_CLAIMS = tuple(f"claim-peek:{h}" for h in all_hands(3)) + (NO_CLAIM,)
#: What each claim verb is about, and the verb of its sentence (made once, not per claim).
_CLAIM_ABOUT = {
    "claim-draw": ("draw", "drew"),
    "claim-received": ("received", "received"),
    "claim-peek": ("peek", "saw on top of the deck"),
}
_SILENCE_ABOUT = {CLAIM_VIZIR: "draw", CLAIM_NARRATOR: "received"}
_VETO_REQUESTS = ("read", "veto")
_VETO_ANSWERS = ("accept-veto", "refuse-veto")
_NOMINATE = tuple(f"nominate:{s}" for s in range(MAX_PLAYERS))
_DISCARD = {t: f"discard:{t}" for t in (PACIFIST, INTERVENTIONIST)}


_lazy = Event.lazy


def _written(
    data: dict[str, Any], write: Callable[..., str], args: tuple[Any, ...]
) -> tuple[str, Any]:
    """The (text, data) of a lazy event: its sentence is written now, its data was kept."""
    return write(*args), data


# The sentences of the events of every round, written only when read (see _log_lazy).
def _t_role(p: int, role: str, known: tuple[str | None, ...]) -> str:
    allies = [
        _("{seat} is {role}").format(seat=ex.seat(s), role=_(ex.ROLE_NAMES[r]))
        for s, r in enumerate(known)
        if r is not None and s != p
    ]
    return _("You are {role}.").format(role=_(ex.ROLE_NAMES[role])) + (
        _(" You recognise: {allies}.").format(allies="; ".join(allies))
        if allies
        else _(" You know no one else's role.")
    )


def _t_vizir(vizir: int) -> str:
    return _("{seat} is Grand Vizir and must propose a Narrator").format(seat=ex.seat(vizir))


def _t_nominate(vizir: int, narrator: int) -> str:
    return _(
        "{vizir}, Grand Vizir, proposes {narrator} as Narrator; every active player now votes "
        "Yes or No at the same time"
    ).format(vizir=ex.seat(vizir), narrator=ex.seat(narrator))


def _t_vote(vizir: int, narrator: int, verdict: str, yes: list[int], no: list[int]) -> str:
    # yes and no are the event's own lists, never changed afterwards.
    return _("the government of {vizir} with {narrator} is {verdict}: Yes {yes}; No {no}").format(
        vizir=ex.seat(vizir), narrator=ex.seat(narrator), verdict=_(verdict),
        yes=", ".join(map(str, yes)) or "-", no=", ".join(map(str, no)) or "-",
    )


def _t_counter(counter: int) -> str:
    return _(
        "the rejected-government counter moves to {counter} of 3; the members of this refused "
        "government stay eligible"
    ).format(counter=counter)


def _t_draw(vizir: int) -> str:
    return _("{seat}, Grand Vizir, secretly draws the top 3 tales and will discard one").format(
        seat=ex.seat(vizir)
    )


def _t_drew(drawn: str) -> str:
    return _("You drew {tales}").format(tales=ex.hand_words(drawn))


def _t_pass(vizir: int, narrator: int) -> str:
    return _("{vizir} discards one tale face down and hands the other two to {narrator}").format(
        vizir=ex.seat(vizir), narrator=ex.seat(narrator)
    )


def _t_discarded(tale: str, passed: str) -> str:
    return _("You discarded {tale} and passed {tales}").format(
        tale=ex.a_tale(tale), tales=ex.hand_words(passed)
    )


def _t_received(passed: str) -> str:
    return _("You received {tales} from the Grand Vizir").format(tales=ex.hand_words(passed))


def _t_narrator_discard(narrator: int) -> str:
    return _("{seat}, Narrator, discards one of the two tales face down").format(
        seat=ex.seat(narrator)
    )


def _t_kept(tale: str, kept: str) -> str:
    return _("You discarded {tale}; the tale left is {kept}").format(
        tale=ex.a_tale(tale), kept=ex.tale(kept)
    )


def _t_read(vizir: int, narrator: int, tale: str, n_active: int) -> str:
    """The barred seats are those of :func:`.kernel.term_limited` (Sultane 5, 7c)."""
    if n_active <= SMALL_COURT:
        text = _(
            "the Narrator, {narrator}, reads {tale} to the Sultane; the counter goes back to 0 "
            "and {narrator} may not be Narrator until another tale is read (with {n} active "
            "players, the Grand Vizir {vizir} may be)"
        )
    else:
        text = _(
            "the Narrator, {narrator}, reads {tale} to the Sultane; the counter goes back to 0 "
            "and {vizir} and {narrator} may not be Narrator until another tale is read"
        )
    return text.format(
        narrator=ex.seat(narrator), vizir=ex.seat(vizir), tale=ex.a_tale(tale), n=n_active
    )


def _t_claim(player: int, what: str, tales: str) -> str:
    texts = {
        "drew": _("{seat} claims she drew {tales} (a claim may be a lie)"),
        "received": _("{seat} claims she received {tales} (a claim may be a lie)"),
        "saw on top of the deck": _(
            "{seat} claims she saw on top of the deck {tales} (a claim may be a lie)"
        ),
    }
    return texts[what].format(seat=ex.seat(player), tales=ex.hand_words(tales))


def _t_silence(player: int) -> str:
    return _("{seat} makes no claim").format(seat=ex.seat(player))


def knowledge_at_start(roles: Sequence[str], variant_8d: bool) -> list[list[str | None]]:
    """What each seat knows of the roles after the recognition phase (Sultane 3c, 8d).

    5-6 players: the Pacifist and Dinarzade know each other. 7-10 players: the pacifists know
    each other and Dinarzade, who knows nobody. Variant 8d: each pacifist knows only Dinarzade.
    """
    n = len(roles)
    known: list[list[str | None]] = [[None] * n for _ in range(n)]
    # Which roles each role recognises (looked up once per seat, not per pair of seats).
    if n <= 6:
        sees = {PACIFIST_ROLE: (DINARZADE,), DINARZADE: (PACIFIST_ROLE,)}
    else:
        sees = {PACIFIST_ROLE: (DINARZADE,) if variant_8d else (DINARZADE, PACIFIST_ROLE)}
    for p, role in enumerate(roles):
        row = known[p]
        row[p] = role
        seen = sees.get(role)
        if seen:
            for s, other in enumerate(roles):
                if s != p and other in seen:
                    row[s] = other
    return known


class SultaneState(GameState):
    """A game of *Au chevet de la Sultane* for 5 to 10 players (seat 0 is the first Vizir).

    Options: ``original_veto`` (a veto moves the rejected-government counter, as in the
    original game), ``variant_8d`` (7 or 9 players), and for lessons and tests ``roles`` (the
    role of each seat) and ``deck`` (the starting deck, top tale first, e.g. ``"PPI..."``).
    """

    game_name: ClassVar[str] = "sultane"
    turn_rule: ClassVar[str] = ex.R_TURN

    def __init__(
        self,
        *,
        n_players: int,
        seed: int,
        original_veto: bool = False,
        variant_8d: bool = False,
        roles: Sequence[str] | None = None,
        deck: str | None = None,
    ) -> None:
        n = check_player_count(n_players)
        for name, flag in (("original_veto", original_veto), ("variant_8d", variant_8d)):
            if not isinstance(flag, bool):
                raise MalformedInput(_("option {name} must be true or false, not {flag!r}").format(name=name, flag=flag))
        if variant_8d:
            check_variant_8d(n)
        options: dict[str, Any] = {"original_veto": original_veto, "variant_8d": variant_8d}
        if roles is not None:
            options["roles"] = list(roles)
        if deck is not None:
            options["deck"] = deck
        super().__init__(n_players=n, seed=seed, options=options)
        self._rng = make_rng(seed, "sultane", "chance")
        expected = sorted(roles_for(n, variant_8d))
        if roles is None:
            dealt = list(roles_for(n, variant_8d))
            self._rng.shuffle(dealt)
        else:
            if not isinstance(roles, (list, tuple)) or sorted(map(str, roles)) != expected:
                raise MalformedInput(
                    _("the roles for {n} players{value} are {expected}, in any order; got {roles!r}").format(n=n, value=' (variant 8d)' if variant_8d else '', expected=expected, roles=roles),
                    rule=ex.R_SETUP_8D if variant_8d else ex.R_SETUP,
                )
            dealt = [str(r) for r in roles]
        if deck is None:
            pile = initial_deck()
            self._rng.shuffle(pile)
        else:
            parse_tales(deck, length=N_TALES, what=_("the deck"))
            if deck.count(PACIFIST) != N_PACIFIST_TALES:
                raise MalformedInput(
                    _("the deck holds {N_PACIFIST_TALES} pacifist and {N_INTERVENTIONIST_TALES} interventionist tales, not {value} and {value2}").format(N_PACIFIST_TALES=N_PACIFIST_TALES, N_INTERVENTIONIST_TALES=N_INTERVENTIONIST_TALES, value=deck.count(PACIFIST), value2=deck.count(INTERVENTIONIST)),
                    rule=ex.R_SETUP,
                )
            pile = list(reversed(deck))
        self.roles: list[str] = dealt
        self.deck: list[str] = pile  # the top of the deck is the END of the list
        self.discard: list[str] = []
        self.hand: list[str] = []
        self.read: list[str] = []  # tales read to the Sultane, in order
        self.n_pacifist = 0
        self.n_interventionist = 0
        self.counter = 0
        self.active: list[bool] = [True] * n
        self.vizir = 0
        self.base = 0  # the rotation continues to the left of this seat (Sultane 7b, choose)
        self.chosen_next: int | None = None
        self.nominee: int | None = None
        self.last_government: tuple[int, int] | None = None
        self.votes: dict[int, bool] = {}
        self.investigated: set[int] = set()
        self.power: str | None = None
        self.power_target: int | None = None
        self.peeked: str = ""
        self.drawn: str = ""  # the current government's draw and pass (to check claims)
        self.passed: str = ""
        #: Every claim with the truth beside it: shown only in the all-seeing view.
        self.claim_checks: list[dict[str, Any]] = []
        self.phase = NOMINATE
        self.winner: str | None = None
        self.reason: str | None = None
        self.governments = 0  # governments proposed (rounds)
        self.track = pacifist_track(n)
        self.known = knowledge_at_start(self.roles, variant_8d)
        self.public_log: list[dict[str, Any]] = []
        self.private_log: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        #: visible_to of each seat's private events, made once (equal to a fresh frozenset).
        self._only = [frozenset((p,)) for p in range(n)]
        self._deal_events()
        self._start_round(0)

    # -- logging --------------------------------------------------------------------------
    def _log(
        self,
        kind: str,
        text: str,
        rule: str,
        data: dict[str, Any],
        visible_to: Sequence[int] | None = None,
    ) -> None:
        """Append one event, and the same facts to the logs of the seats that saw it."""
        record = ReadOnlyRecord(data, kind=kind, government=self.governments)
        rule = _(rule)
        if visible_to is None:
            self.events.append(Event(kind, text, rule, data))
            self.public_log.append(record)
        else:
            self.events.append(Event(kind, text, rule, data, frozenset(visible_to)))
            for p in visible_to:
                self.private_log[p].append(record)

    def _log_lazy(
        self,
        kind: str,
        rule: str,
        data: dict[str, Any],
        seat: int | None,
        write: Callable[..., str],
        *args: Any,
    ) -> None:
        """Like :meth:`_log` for the events of every round, seen by all or by one ``seat``.

        The sentence is ``write(*args)`` (ints and strings only), written when someone first
        reads it: random games make ~130 events each and most are never read, and writing
        them was a third of the time of a game. The records for the views stay eager.
        """
        record = ReadOnlyRecord(data, kind=kind, government=self.governments)
        rule = _(rule)
        if seat is None:
            self.events.append(_lazy(kind, rule, None, _written, data, write, args))
            self.public_log.append(record)
        else:
            self.events.append(_lazy(kind, rule, self._only[seat], _written, data, write, args))
            self.private_log[seat].append(record)

    def _deal_events(self) -> None:
        n = self.n_players
        variant = self.options["variant_8d"]
        self._log(
            "setup",
            _(
                "{n} players; the 17 tales (11 pacifist, 6 interventionist) are shuffled into "
                "the deck and every player secretly receives a role; {seat} is the first Grand "
                "Vizir{variant}"
            ).format(
                n=n, seat=ex.seat(0),
                variant=_(" (variant 8d: pacifists only recognise Dinarzade)") if variant else "",
            ),
            ex.R_SETUP_8D if variant else ex.R_SETUP,
            {"n_players": n},
        )
        rule = ex.R_SETUP_8D if variant else ex.R_SETUP
        for p, role in enumerate(self.roles):
            known = self.known[p]
            self._log_lazy(
                "role", rule, {"seat": p, "known_roles": ReadOnlyList(known)}, p,
                _t_role, p, role, tuple(known),
            )  # fmt: skip

    # -- round structure ------------------------------------------------------------------
    def _start_round(self, vizir: int) -> None:
        if len(self.deck) <= RESHUFFLE_AT:
            self._reshuffle()
        self.vizir = vizir
        self.nominee = None
        self.votes = {}
        self.hand = []
        self.power = None
        self.power_target = None
        self.phase = NOMINATE
        self.governments += 1
        self._log_lazy(
            "vizir", ex.R_TURN, {"vizir": vizir, "government": self.governments}, None,
            _t_vizir, vizir,
        )  # fmt: skip

    def _next_round(self) -> None:
        if self.chosen_next is not None:
            vizir, self.chosen_next = self.chosen_next, None
        else:
            vizir = next_active_left(self.base, self.active)
            self.base = vizir
        self._start_round(vizir)

    def _reshuffle(self) -> None:
        before = len(self.deck)
        self.deck.extend(self.discard)
        self.discard = []
        self._rng.shuffle(self.deck)
        self._log(
            "reshuffle",
            _(
                "only {before} tale(s) left in the deck: they are shuffled with the discard into "
                "a new deck of {n}"
            ).format(before=before, n=len(self.deck)),
            ex.R_RESHUFFLE,
            {"deck": len(self.deck)},
        )

    def _finish(self, winner: str, reason: str, rule: str) -> None:
        self.winner, self.reason, self.phase = winner, reason, OVER
        self.hand = []
        if winner == PACIFISTS:
            text = _("Pacifists win: {reason}. Roles revealed: {roles}")
        else:
            text = _("Interventionists win: {reason}. Roles revealed: {roles}")
        self._log(
            "end",
            text.format(
                reason=_(ex.REASONS[reason]),
                roles=", ".join(f"{ex.seat(s)} {_(r)}" for s, r in enumerate(self.roles)),
            ),
            rule,
            {"winner": winner, "reason": reason, "roles": ReadOnlyList(self.roles)},
        )

    def _read_tale(self, tale: str, government: tuple[int, int] | None) -> bool:
        """Put ``tale`` on its track; reset the counter; return True if the game is over."""
        self.read.append(tale)
        if tale == PACIFIST:
            self.n_pacifist += 1
        else:
            self.n_interventionist += 1
        self.counter = 0
        if government is not None:
            self.last_government = government
        winner = track_winner(self.n_pacifist, self.n_interventionist)
        if winner is not None:
            reason = "six-pacifist-tales" if winner == PACIFISTS else "five-interventionist-tales"
            self._finish(winner, reason, ex.R_WIN)
            return True
        if tale == PACIFIST and self.n_pacifist == VETO_THRESHOLD:
            self._log(
                "veto-unlocked",
                _("five pacifist tales have been read: from now on a government may veto its tale"),
                ex.R_VETO,
                {},
            )
        return False

    def _chaos(self) -> None:
        """Third rejection in a row: the Sultane reads the top tale herself, without power.

        After a vote the deck always holds 3 tales or more; after a veto under
        ``original_veto`` it may not, and it is reshuffled first as at the start of a round
        (docs/rulings-sultane.md).
        """
        if len(self.deck) <= RESHUFFLE_AT:
            self._reshuffle()
        tale = self.deck.pop()
        self._log(
            "chaos",
            _(
                "third rejected government in a row: the Sultane reads the top tale of the deck "
                "herself, {tale}; its power (if any) is not used, the counter goes back to 0 and "
                "every active player is eligible again"
            ).format(tale=ex.a_tale(tale)),
            ex.R_CHAOS,
            {"tale": tale},
        )
        self.last_government = None
        self._read_tale(tale, None)

    def _government_reads(self, tale: str) -> None:
        vizir, narrator = self.vizir, self.nominee
        assert narrator is not None
        self._log_lazy(
            "read", ex.R_NARRATE, {"vizir": vizir, "narrator": narrator, "tale": tale}, None,
            _t_read, vizir, narrator, tale, sum(self.active),
        )  # fmt: skip
        if self._read_tale(tale, (vizir, narrator)):
            return
        self.power = self.track[self.n_pacifist - 1] if tale == PACIFIST else None
        self.phase = CLAIM_VIZIR

    # -- the protocol ---------------------------------------------------------------------
    def apply(self, player: int, action: Any) -> list[Event]:
        """Validate and carry out one decision, as :meth:`GameState.apply` does.

        The common case (a seat that must decide gives one of its legal action strings) is
        checked here directly: votes are about 70% of all decisions, and the general path
        (check_turn, parse_action, legal_actions twice) cost more than the rule itself.
        Anything else goes through the general checks, which raise the precise error and
        leave the state untouched.
        """
        if type(player) is int and type(action) is str:
            phase = self.phase
            if phase == VOTE:
                votes = self.votes
                if (
                    (action == "yes" or action == "no")
                    and 0 <= player < self.n_players
                    and self.active[player]
                    and player not in votes
                ):
                    # A vote, inline: it is most of the decisions and causes no event
                    # until the last one (the same steps as _apply).
                    start = len(self.events)
                    votes[player] = action == "yes"
                    if len(votes) == sum(self.active):
                        self._resolve_vote()
                    self.history.append((player, action))
                    return self.handed_out(player, start)
                ok = False
            elif phase == OVER:
                ok = False
            else:
                ok = player == (
                    self.nominee if phase in _NOMINEE_PHASES else self.vizir
                ) and action in self._legal(phase)
            if ok:
                start = len(self.events)
                self._apply(player, action)
                self.history.append((player, action))
                return self.handed_out(player, start)
        return super().apply(player, action)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def current_players(self) -> list[int]:
        phase = self.phase
        if phase == VOTE:
            votes = self.votes
            return [s for s, a in enumerate(self.active) if a and s not in votes]
        if phase == OVER:
            return []
        if phase in _NOMINEE_PHASES:
            return [self.nominee]  # type: ignore[list-item]
        return [self.vizir]

    def legal_actions(self, player: int) -> list[str]:
        phase = self.phase
        if phase == VOTE:
            if self.active[player] and player not in self.votes:
                return ["yes", "no"]  # VOTES, as a literal (cheaper than list(VOTES))
            return []
        # The seat that decides, as current_players() says (without making its list).
        if phase == OVER or player != (self.nominee if phase in _NOMINEE_PHASES else self.vizir):
            return []
        return list(self._legal(phase))

    def _legal(self, phase: str) -> Sequence[str]:
        """The legal actions of the seat that decides in ``phase`` (not VOTE nor OVER).

        Fixed answers are shared tuples and action words are made once (_NOMINATE,
        _DISCARD): apply checks a decision against this without copying it.
        """
        if phase == NOMINATE:
            return [
                _NOMINATE[s]
                for s in eligible_narrators(self.vizir, self.active, self.last_government)
            ]
        if phase in (VIZIR_DISCARD, NARRATOR_DISCARD):
            return [_DISCARD[t] for t in discard_options(self.hand)]
        if phase == VETO_REQUEST:
            return _VETO_REQUESTS
        if phase == VETO_ANSWER:
            return _VETO_ANSWERS
        if phase == CLAIM_VIZIR:
            return DRAW_CLAIMS
        if phase == CLAIM_NARRATOR:
            return RECEIVED_CLAIMS
        if phase == POWER:
            return [f"{self.power}:{s}" for s in self._power_targets()]
        if phase == CLAIM_POWER:
            if self.power == INVESTIGATE:
                t = self.power_target
                return [f"claim-investigation:{t}:P", f"claim-investigation:{t}:I", NO_CLAIM]
            return list(PEEK_CLAIMS)
        return []  # pragma: no cover

    def _power_targets(self) -> list[int]:
        """Active players other than the Vizir (investigate: each at most once, Sultane 7b)."""
        return [
            s
            for s, a in enumerate(self.active)
            if a and s != self.vizir and not (self.power == INVESTIGATE and s in self.investigated)
        ]

    def _apply(self, player: int, action: str) -> None:
        phase = self.phase
        if phase == VOTE:
            self.votes[player] = action == "yes"
            if len(self.votes) == sum(self.active):
                self._resolve_vote()
            return
        verb, _sep, arg = action.partition(":")
        if phase == NOMINATE:
            self._nominate(int(arg))
        elif phase == VIZIR_DISCARD:
            self._vizir_discards(arg)
        elif phase == NARRATOR_DISCARD:
            self._narrator_discards(arg)
        elif phase == VETO_REQUEST:
            self._veto_request(verb == "veto")
        elif phase == VETO_ANSWER:
            self._veto_answer(verb == "accept-veto")
        elif phase in (CLAIM_VIZIR, CLAIM_NARRATOR, CLAIM_POWER):
            self._claim(player, verb, arg)
        elif phase == POWER:
            self._use_power(int(arg))

    # -- each decision --------------------------------------------------------------------
    def _nominate(self, narrator: int) -> None:
        self.nominee = narrator
        self.phase = VOTE
        vizir = self.vizir
        self._log_lazy(
            "nominate", ex.R_NOMINATE, {"vizir": vizir, "narrator": narrator}, None,
            _t_nominate, vizir, narrator,
        )  # fmt: skip

    def _resolve_vote(self) -> None:
        votes = self.votes
        seats = sorted(votes)
        # Read-only: the record is shared by every view and by the event's text.
        yes = ReadOnlyList([s for s in seats if votes[s]])
        no = ReadOnlyList([s for s in seats if not votes[s]])
        accepted = vote_accepted(len(yes), len(no))
        narrator = self.nominee
        assert narrator is not None
        verdict = (
            N_("accepted (more Yes than No)")
            if accepted
            else N_("rejected (a tie or more No rejects)")
        )
        self._log_lazy(
            "vote",
            ex.R_VOTE,
            {"vizir": self.vizir, "narrator": narrator, "yes": yes, "no": no, "accepted": accepted},
            None,
            _t_vote,
            self.vizir,
            narrator,
            verdict,
            yes,
            no,
        )
        self.votes = {}
        if not accepted:
            self.counter += 1
            if self.counter >= REJECTIONS_FOR_CHAOS:
                self._chaos()
                if self.phase != OVER:
                    self._next_round()
            else:
                self._log_lazy(
                    "counter", ex.R_COUNTER, {"counter": self.counter}, None,
                    _t_counter, self.counter,
                )  # fmt: skip
                self._next_round()
            return
        if self.n_pacifist >= DINARZADE_THRESHOLD:
            if self.roles[narrator] == DINARZADE:
                self._finish(PACIFISTS, "dinarzade-narrator", ex.R_DINARZADE)
                return
            self._log(
                "not-dinarzade",
                _(
                    "three pacifist tales have been read, so the new Narrator {seat} is asked "
                    "whether she is Dinarzade: she is not, and the game goes on"
                ).format(seat=ex.seat(narrator)),
                ex.R_DINARZADE,
                {"seat": narrator},
            )
        self.hand = [self.deck.pop(), self.deck.pop(), self.deck.pop()]
        drawn = self.drawn = hand_text(self.hand)
        self.phase = VIZIR_DISCARD
        vizir = self.vizir
        self._log_lazy("draw", ex.R_DRAW, {"vizir": vizir}, None, _t_draw, vizir)
        self._log_lazy("drew", ex.R_DRAW, {"seat": vizir, "tales": drawn}, vizir, _t_drew, drawn)

    def _vizir_discards(self, tale: str) -> None:
        self.hand.remove(tale)
        self.discard.append(tale)
        self.phase = NARRATOR_DISCARD
        narrator = self.nominee
        assert narrator is not None
        passed = self.passed = hand_text(self.hand)
        vizir = self.vizir
        self._log_lazy(
            "pass", ex.R_DISCARD_SECRET, {"vizir": vizir, "narrator": narrator}, None,
            _t_pass, vizir, narrator,
        )  # fmt: skip
        self._log_lazy(
            "discarded", ex.R_DRAW, {"seat": vizir, "discarded": tale, "passed": passed}, vizir,
            _t_discarded, tale, passed,
        )  # fmt: skip
        self._log_lazy(
            "received", ex.R_NARRATE, {"seat": narrator, "tales": passed}, narrator,
            _t_received, passed,
        )  # fmt: skip

    def _narrator_discards(self, tale: str) -> None:
        narrator = self.nominee
        assert narrator is not None
        self.hand.remove(tale)
        self.discard.append(tale)
        kept = self.hand[0]
        self._log_lazy(
            "narrator-discard", ex.R_DISCARD_SECRET, {"narrator": narrator}, None,
            _t_narrator_discard, narrator,
        )  # fmt: skip
        self._log_lazy(
            "kept", ex.R_NARRATE, {"seat": narrator, "discarded": tale, "kept": kept}, narrator,
            _t_kept, tale, kept,
        )  # fmt: skip
        if self.n_pacifist >= VETO_THRESHOLD:
            self.phase = VETO_REQUEST
            return
        self.hand = []
        self._government_reads(kept)

    def _veto_request(self, veto: bool) -> None:
        narrator = self.nominee
        assert narrator is not None
        if not veto:
            tale = self.hand.pop()
            self._government_reads(tale)
            return
        tale = self.hand[0]
        self.phase = VETO_ANSWER
        self._log(
            "veto-request",
            _(
                "{narrator}, Narrator, asks the Grand Vizir {vizir} for a veto and shows her the "
                "tale secretly"
            ).format(narrator=ex.seat(narrator), vizir=ex.seat(self.vizir)),
            ex.R_VETO,
            {"vizir": self.vizir, "narrator": narrator},
        )
        self._log(
            "veto-shown",
            _("The Narrator shows you the tale she would read: {tale}").format(tale=ex.tale(tale)),
            ex.R_VETO,
            {"seat": self.vizir, "tale": tale},
            (self.vizir,),
        )

    def _veto_answer(self, accept: bool) -> None:
        tale = self.hand.pop()
        if not accept:
            self._log(
                "veto-refused",
                _("{seat} refuses the veto, so the Narrator must read the tale").format(
                    seat=ex.seat(self.vizir)
                ),
                ex.R_VETO,
                {"vizir": self.vizir},
            )
            self._government_reads(tale)
            return
        self.discard.append(tale)
        original = self.options["original_veto"]
        self._log(
            "veto",
            _(
                "Vizir and Narrator agree on a veto: the tale is discarded unread and the "
                "rejected-government counter moves on, as in the original game"
            )
            if original
            else _(
                "Vizir and Narrator agree on a veto: the tale is discarded unread and the "
                "rejected-government counter does not move"
            ),
            ex.R_VETO_ORIGINAL if original else ex.R_VETO,
            {"vizir": self.vizir, "narrator": self.nominee},
        )
        self.phase = CLAIM_VIZIR
        if original:
            self.counter += 1
            if self.counter >= REJECTIONS_FOR_CHAOS:
                self._chaos()
                if self.phase == OVER:
                    return
                self.phase = CLAIM_VIZIR
            else:
                self._log(
                    "counter",
                    _("the rejected-government counter moves to {counter} of 3").format(
                        counter=self.counter
                    ),
                    ex.R_VETO_ORIGINAL,
                    {"counter": self.counter},
                )

    def _claim(self, player: int, verb: str, arg: str) -> None:
        phase = self.phase
        if verb != NO_CLAIM:
            if verb == "claim-investigation":
                target_s, _sep, side = arg.partition(":")
                target = int(target_s)
                if side == PACIFIST:
                    text = _("{seat} claims that {target} is a pacifist (a claim may be a lie)")
                else:
                    text = _(
                        "{seat} claims that {target} is an interventionist (a claim may be a lie)"
                    )
                text = text.format(seat=ex.seat(player), target=ex.seat(target))
                data: dict[str, Any] = {"seat": player, "about": "investigation",
                                        "target": target, "side": side}  # fmt: skip
                self._log("claim", text, ex.R_TALK, data)
            else:
                about, what = _CLAIM_ABOUT[verb]
                data = {"seat": player, "about": about, "tales": arg}
                self._log_lazy("claim", ex.R_TALK, data, None, _t_claim, player, what, arg)
            self._check_claim(data)
        else:
            self._log_lazy(
                "silence",
                ex.R_TALK,
                {
                    "seat": player,
                    "about": _SILENCE_ABOUT.get(phase, self.power or ""),
                },
                None,
                _t_silence,
                player,
            )
        if phase == CLAIM_VIZIR:
            self.phase = CLAIM_NARRATOR
        elif phase == CLAIM_NARRATOR:
            self._after_claims()
        else:
            self._next_round()

    def _check_claim(self, data: dict[str, Any]) -> None:
        """Record the truth beside a claim, for the all-seeing view only (Sultane 6a)."""
        about = data["about"]
        if about == "investigation":
            claimed = data["side"]
            actual = (
                PACIFIST if side_of(self.roles[data["target"]]) == PACIFISTS else INTERVENTIONIST
            )
        else:
            claimed = data["tales"]
            # Only the needed truth (hand_text of the peek only after a peek).
            if about == "draw":
                actual = self.drawn
            elif about == "received":
                actual = self.passed
            else:
                actual = hand_text(self.peeked)
        self.claim_checks.append(
            {
                "government": self.governments,
                **data,
                "claimed": claimed,
                "actual": actual,
                "honest": claimed == actual,
            }
        )

    def _after_claims(self) -> None:
        power = self.power
        if power is None:
            self._next_round()
            return
        self._log(
            "power",
            _("the tale covered the power '{power}': the Grand Vizir {seat} must use it now").format(
                power=_(ex.POWER_NAMES[power]), seat=ex.seat(self.vizir)
            ),
            ex.R_POWER,
            {"vizir": self.vizir, "power": power},
        )
        if power == PEEK:
            if len(self.deck) <= RESHUFFLE_AT:
                self._reshuffle()
            top = "".join(reversed(self.deck[-3:]))
            self.peeked = top
            self.phase = CLAIM_POWER
            self._log(
                "peek",
                _("{seat} secretly looks at the next three tales and puts them back").format(
                    seat=ex.seat(self.vizir)
                ),
                ex.R_PEEK,
                {"vizir": self.vizir},
            )
            self._log(
                "peeked",
                _("The next three tales, top first, are {tales}").format(
                    tales=", ".join(ex.tale(t) for t in top)
                ),
                ex.R_PEEK,
                {"seat": self.vizir, "tales": top},
                (self.vizir,),
            )
            return
        self.phase = POWER

    def _use_power(self, target: int) -> None:
        power, vizir = self.power, self.vizir
        if power == INVESTIGATE:
            self.investigated.add(target)
            self.power_target = target
            side = side_of(self.roles[target])
            letter = PACIFIST if side == PACIFISTS else INTERVENTIONIST
            self._log(
                "investigate",
                _(
                    "{vizir} asks {target} 'are you a pacifist?' and secretly sees the answer; "
                    "only she knows it, and she may lie about it"
                ).format(vizir=ex.seat(vizir), target=ex.seat(target)),
                ex.R_INVESTIGATE,
                {"vizir": vizir, "target": target},
            )
            self._log(
                "investigation",
                (
                    _("{seat} is on the pacifist side")
                    if side == PACIFISTS
                    else _("{seat} is on the interventionist side")
                ).format(seat=ex.seat(target)),
                ex.R_INVESTIGATE,
                {"seat": vizir, "target": target, "side": letter},
                (vizir,),
            )
            self.phase = CLAIM_POWER
        elif power == CHOOSE:
            self.chosen_next = target
            self._log(
                "choose",
                _(
                    "{vizir} makes {target} the next Grand Vizir; afterwards the title goes on to "
                    "the left of {vizir}"
                ).format(vizir=ex.seat(vizir), target=ex.seat(target)),
                ex.R_CHOOSE,
                {"vizir": vizir, "target": target},
            )
            self._next_round()
        else:
            assert power == EXILE
            self.active[target] = False
            if self.roles[target] == DINARZADE:
                self._log(
                    "exile",
                    _("{vizir} exiles {target}, who must say that she is Dinarzade").format(
                        vizir=ex.seat(vizir), target=ex.seat(target)
                    ),
                    ex.R_EXILE,
                    {"vizir": vizir, "target": target, "dinarzade": True},
                )
                self._finish(INTERVENTIONISTS, "dinarzade-exiled", ex.R_EXILE)
                return
            text = _(
                "{vizir} exiles {target}, who says she is not Dinarzade; she no longer speaks, "
                "votes or governs"
            ).format(vizir=ex.seat(vizir), target=ex.seat(target))
            rule = ex.R_EXILE
            if sum(self.active) == SMALL_COURT and self.last_government is not None:
                last_vizir, last_narrator = self.last_government
                text += _(
                    "; with {n} active players left, only the last Narrator {narrator} is barred "
                    "from being Narrator next, no longer the last Grand Vizir {vizir}"
                ).format(n=SMALL_COURT, narrator=ex.seat(last_narrator), vizir=ex.seat(last_vizir))
                rule = ex.R_EXILE_SMALL
            self._log("exile", text, rule, {"vizir": vizir, "target": target, "dinarzade": False})
            self._next_round()

    # -- refusals with reasons ------------------------------------------------------------
    def check_turn(self, player: int) -> None:
        """Like the shared check, with the Sultane's own reasons (exiled, already voted)."""
        phase = self.phase
        if phase == OVER:
            raise WrongPhase(_("the game is over: nobody acts any more"), rule=ex.R_WIN)
        self.check_seat(player)
        if phase == VOTE:
            if self.active[player] and player not in self.votes:
                return
        elif player == (
            self.nominee
            if phase in (NARRATOR_DISCARD, VETO_REQUEST, CLAIM_NARRATOR)
            else self.vizir
        ):
            return
        if not self.active[player]:
            raise WrongPlayer(
                _("{seat} is exiled: she no longer votes, speaks or governs").format(seat=ex.seat(player)),
                rule=ex.R_EXILE,
            )
        if phase == VOTE:
            raise WrongPlayer(
                _("{seat} has already voted on this government").format(seat=ex.seat(player)), rule=ex.R_VOTE
            )
        who = ", ".join(ex.seat(p) for p in self.current_players())
        raise WrongPlayer(
            _("it is not {seat}'s decision now ({phase}); waiting for {who}").format(seat=ex.seat(player), phase=phase, who=who),
            rule=ex.R_TURN,
        )

    def parse_action(self, player: int, action: Any) -> str:
        legal = self.legal_actions(player)
        if action in legal:
            return action  # type: ignore[no-any-return]
        if not isinstance(action, str):
            raise MalformedInput(
                _("a Sultane action is text such as 'yes' or 'nominate:3', not {action!r}").format(action=action),
                rule=ex.R_TURN,
            )
        verb, sep, arg = action.strip().partition(":")
        text = verb.lower() + sep + arg.upper()  # "Discard:p" reads as "discard:P"
        if text in legal:
            return text
        raise self._refusal(player, text, legal)

    def _refusal(self, player: int, text: str, legal: list[str]) -> RuleError:
        """The most specific reason why ``text`` is refused now."""
        verb, _sep, arg = text.partition(":")
        listing = _("; legal now: {actions}").format(actions=", ".join(legal))
        if verb not in VERB_PHASE:
            return MalformedInput(
                _("{text!r} is not a Sultane action (actions look like 'nominate:3', 'yes', 'discard:P', 'claim-draw:PPI')").format(text=text) + listing,
                rule=ex.R_TURN,
            )
        phase = self.phase
        want = VERB_PHASE[verb]
        same = (
            want == phase
            or (verb == "discard" and phase == NARRATOR_DISCARD)
            or (verb == NO_CLAIM and phase in (CLAIM_VIZIR, CLAIM_NARRATOR, CLAIM_POWER))
            or (verb in ("claim-investigation", "claim-peek") and phase == CLAIM_POWER)
        )
        if not same:
            return WrongPhase(
                _("{text!r} is not possible in the '{phase}' phase").format(text=text, phase=phase) + listing, rule=ex.R_TURN
            )
        if phase == NOMINATE:
            if not arg.isdigit() or int(arg) >= self.n_players:
                return MalformedInput(
                    _("nominate needs a seat 0..{n}, not {arg!r}").format(n=self.n_players - 1, arg=arg),
                    rule=ex.R_NOMINATE,
                )
            s = int(arg)
            if s == self.vizir:
                return IllegalAction(
                    _("the Grand Vizir cannot propose herself as Narrator"), rule=ex.R_NOMINATE
                )
            if not self.active[s]:
                return IllegalAction(_("{seat} is exiled and cannot govern").format(seat=ex.seat(s)), rule=ex.R_EXILE)
            if s in term_limited(self.last_government, sum(self.active)):
                return IllegalAction(
                    _("{seat} was in the government that read the last tale and is not eligible as Narrator").format(seat=ex.seat(s))
                    + (
                        _(" (with 5 active players or fewer only its Narrator is barred)")
                        if sum(self.active) <= 5
                        else ""
                    ),
                    rule="Sultane 5, 7c",
                )
        if verb == "discard":
            if arg not in (PACIFIST, INTERVENTIONIST):
                return MalformedInput(_("discard P or I, not {arg!r}").format(arg=arg), rule=ex.R_DRAW)
            return IllegalAction(
                _("there is no {value} tale in the hand to discard ({value2})").format(value=ex.tale(arg), value2=ex.hand_words(hand_text(self.hand))),
                rule=ex.R_DRAW if phase == VIZIR_DISCARD else ex.R_NARRATE,
            )
        if phase == POWER:
            if not arg.isdigit() or int(arg) >= self.n_players:
                return MalformedInput(
                    _("{verb} needs a seat 0..{n}").format(verb=verb, n=self.n_players - 1), rule=ex.R_POWER
                )
            if verb != self.power:
                return IllegalAction(
                    _("the power to use now is '{power}', not '{verb}'").format(power=self.power, verb=verb), rule=ex.R_POWER
                )
            s = int(arg)
            if s == self.vizir:
                return IllegalAction(_("the Grand Vizir cannot target herself"), rule=ex.R_POWER)
            if not self.active[s]:
                return IllegalAction(_("{seat} is exiled").format(seat=ex.seat(s)), rule=ex.R_EXILE)
            if s in self.investigated and verb == INVESTIGATE:
                return IllegalAction(
                    _("{seat} has already been investigated (at most once per game)").format(seat=ex.seat(s)),
                    rule=ex.R_INVESTIGATE,
                )
        if verb.startswith("claim-"):
            return MalformedInput(
                _("{text!r} is not a claim that can be made now").format(text=text) + listing, rule=ex.R_TALK
            )
        return IllegalAction(_("{text!r} is not allowed now").format(text=text) + listing, rule=ex.R_TURN)

    # -- results and views ----------------------------------------------------------------
    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0] * self.n_players
        return [1.0 if side_of(r) == self.winner else 0.0 for r in self.roles]

    def result_rows(self) -> list[dict[str, Any]]:
        rows = []
        for s, role in enumerate(self.roles):
            side = side_of(role)
            rows.append(
                {
                    "role": role,
                    "side": side,
                    "won": side == self.winner,
                    "winner": self.winner,
                    "reason": self.reason,
                    "pacifist_tales": self.n_pacifist,
                    "interventionist_tales": self.n_interventionist,
                    "governments": self.governments,
                    "exiled": not self.active[s],
                }
            )
        return rows

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows (``None``: everything). Built from records, not from secrets.

        Every container is new or read-only (the logged records are :class:`ReadOnlyRecord`),
        so changing a view cannot change the game, another view or an event's text.
        """
        phase = self.phase
        options = self.options
        # Bots ask for a view at every decision: the dict is built from literals, and empty
        # sets are not sorted (same values as the plain way, a quarter cheaper).
        v: dict[str, Any] = {
            "game": self.game_name,
            "n_players": self.n_players,
            "seat": player,
            "options": {
                "original_veto": options["original_veto"],
                "variant_8d": options["variant_8d"],
            },
            "phase": phase,
            "vizir": self.vizir,
            "nominee": self.nominee,
            "counter": self.counter,
            "pacifist_tales": self.n_pacifist,
            "interventionist_tales": self.n_interventionist,
            "read": "".join(self.read),
            "track": list(self.track),
            "veto_unlocked": self.n_pacifist >= VETO_THRESHOLD,
            "deck_size": len(self.deck),
            "discard_size": len(self.discard),
            "active": list(self.active),
            "last_government": list(self.last_government) if self.last_government else None,
            "eligible": (
                eligible_narrators(self.vizir, self.active, self.last_government)
                if phase == NOMINATE
                else []
            ),
            "investigated": sorted(self.investigated) if self.investigated else [],
            "voted": sorted(self.votes) if self.votes else [],
            "power": self.power if phase in (POWER, CLAIM_POWER) else None,
            "power_target": self.power_target if phase == CLAIM_POWER else None,
            "winner": self.winner,
            "reason": self.reason,
            "public": list(self.public_log),
        }
        if player is None:
            v["roles"] = list(self.roles)
            v["deck"] = "".join(reversed(self.deck))
            v["discard"] = "".join(self.discard)
            v["hand"] = hand_text(self.hand)
            v["votes"] = {str(s): ("yes" if b else "no") for s, b in sorted(self.votes.items())}
            v["private"] = [list(log) for log in self.private_log]
            v["claim_checks"] = [dict(c) for c in self.claim_checks]
            return v
        over = phase == OVER
        v["role"] = self.roles[player]
        v["known_roles"] = list(self.roles) if over else list(self.known[player])
        holds = (
            (phase == VIZIR_DISCARD and player == self.vizir)
            or (phase in (NARRATOR_DISCARD, VETO_REQUEST) and player == self.nominee)
            or (phase == VETO_ANSWER and player == self.vizir)
        )
        # A hand is a multiset: shown pacifist first, never in the deck's draw order, which
        # would tell the Narrator which tale the Vizir discarded (Sultane 6a).
        v["hand"] = hand_text(self.hand) if holds else ""
        my_vote = self.votes.get(player)
        v["my_vote"] = None if my_vote is None else ("yes" if my_vote else "no")
        v["private"] = list(self.private_log[player])
        return v

    def _seat_name(self, player: int) -> str:
        return ex.seat(player)

    def _repr_html_(self) -> str:
        return ex.board_html(self.view(None))

    # -- invariants (used by tests, cheap enough to call at every step) ------------------
    def tale_count(self) -> int:
        """Every tale is in exactly one place: deck, discard, hand or a track (always 17)."""
        return len(self.deck) + len(self.discard) + len(self.hand) + len(self.read)
