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

from collections.abc import Sequence
from typing import Any, ClassVar

from ..errors import MalformedInput
from ..game import Event, GameState
from ..i18n import N_, _, ngettext, pgettext
from ..rng import make_rng
from . import explain as ex
from .components import (
    _CLAIM_ABOUT,
    _DISCARD,
    _NOMINATE,
    _NOMINEE_PHASES,
    _SILENCE_ABOUT,
    _VETO_ANSWERS,
    _VETO_REQUESTS,
    CLAIM_NARRATOR,
    CLAIM_POWER,
    CLAIM_VIZIR,
    DINARZADE,
    DINARZADE_THRESHOLD,
    DRAW_CLAIMS,
    INTERVENTIONIST,
    INVESTIGATE,
    N_INTERVENTIONIST_TALES,
    N_PACIFIST_TALES,
    N_TALES,
    NARRATOR_DISCARD,
    NO_CLAIM,
    NOMINATE,
    OVER,
    PACIFIST,
    PACIFISTS,
    PEEK,
    PEEK_CLAIMS,
    POWER,
    RECEIVED_CLAIMS,
    REJECTIONS_FOR_CHAOS,
    RESHUFFLE_AT,
    VETO_ANSWER,
    VETO_REQUEST,
    VETO_THRESHOLD,
    VIZIR_DISCARD,
    VOTE,
    ReadOnlyList,
    check_player_count,
    check_variant_8d,
    hand_text,
    initial_deck,
    pacifist_track,
    parse_tales,
    roles_for,
    side_of,
)
from .effects import Effects
from .explain import (
    _t_claim,
    _t_counter,
    _t_discarded,
    _t_draw,
    _t_drew,
    _t_kept,
    _t_narrator_discard,
    _t_nominate,
    _t_pass,
    _t_read,
    _t_received,
    _t_role,
    _t_silence,
    _t_vizir,
    _t_vote,
)
from .kernel import (
    discard_options,
    eligible_narrators,
    knowledge_at_start,
    next_active_left,
    track_winner,
    vote_accepted,
)
from .refusals import Refusals
from .views import Views


class SultaneState(Effects, Refusals, Views, GameState):
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
        for name, flag, rule in (("original_veto", original_veto, ex.R_VETO_ORIGINAL),
                                 ("variant_8d", variant_8d, ex.R_SETUP_8D)):
            if not isinstance(flag, bool):  # the refusal cites the rule the option stands for
                raise MalformedInput(_("option {name} must be true or false, not {flag!r}").format(name=name, flag=flag), rule=rule)
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
                    _("the roles for {n} players{value} are {expected}, in any order; got {roles!r}").format(n=n, value=_(" (variant 8d)") if variant_8d else "", expected=expected, roles=roles),
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
            (
                ngettext(
                    "only {before} tale left in the deck: it is shuffled with the discard into "
                    "a new deck of {n}",
                    "only {before} tales left in the deck: they are shuffled with the discard "
                    "into a new deck of {n}",
                    before,
                )
                if before
                else _("the deck is empty: the discard is shuffled into a new deck of {n}")
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
                # French: "Rôles révélés — joueuse 0 : Dinarzade ; joueuse 1 : Pacifiste" (the
                # roles capitalised as in "Vous êtes Pacifiste", no cascade of colons)
                roles=pgettext("between revealed roles", ", ").join(
                    _("{seat} {role}").format(seat=ex.seat(s), role=pgettext("revealed role", r))
                    for s, r in enumerate(self.roles)
                ),
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

    # -- invariants (used by tests, cheap enough to call at every step) ------------------
    def tale_count(self) -> int:
        """Every tale is in exactly one place: deck, discard, hand or a track (always 17)."""
        return len(self.deck) + len(self.discard) + len(self.hand) + len(self.read)
