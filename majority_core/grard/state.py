"""Majority (Grard) as a :class:`~majority_core.game.GameState`: rounds, turns, cards, scores.

One game is a series of rounds; each round a series of turns (Grard "Déroulement de la
partie"). A turn shows the reference card (the top of the reference pile) and three
propositions A, B and C; every player still in the round votes A, B, C or Mark at the same
time; :func:`~majority_core.grard.kernel.resolve_turn` decides who goes on, who scores and
which cards join the pile. The engine adds what happens between turns:

* at the start of a turn with exactly two players left, both score the pile size and the
  round ends; with fewer, the round just ends (Grard "Fin d'une manche", RULINGS);
* at the end of a round in which someone reached the target (20), the game ends; the highest
  total wins and ties share the win (Grard "Fin de la partie");
* the "least logical" variant (Grard "Variante") changes only what players aim for, so the
  engine records it per round (always, or from a toss of the Variant card at each round).

How cards are dealt (one shuffled draw pile; a random face up) and what happens when it runs
out are package rulings: see ``docs/rulings-grard.md``.

>>> s = GrardState.new(n_players=3, seed=1)
>>> for seat, vote in [(0, "A"), (1, "A"), (2, "B")]:
...     _ = s.apply(seat, vote)
>>> s.scores  # two players were left at the start of turn 2: both scored the pile of 2
[2, 2, 0]
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction, MalformedInput, WrongPhase, WrongPlayer
from ..game import Event, GameState
from ..i18n import N_, _, tallies
from ..rng import make_rng
from . import explain as ex
from .components import LANGUAGES, N_CARDS, word
from .kernel import (
    OPTIONS,
    PACKAGE_RULING,
    RULE_END_GAME,
    RULE_END_ROUND,
    RULE_NEW_TURN,
    RULE_RESOLVE,
    RULE_SETUP,
    RULE_VARIANT,
    RULE_VOTE,
    RULINGS,
    TurnResult,
    parse_vote,
    resolve_clean,
)

MIN_PLAYERS, MAX_PLAYERS = 3, 10

#: Why a round ended (``round_log[i]["end"]``).
END_NO_MAJORITY = "no majority"
END_MARK = "mark"  # every majority voter cashed in with Mark: nobody continues
END_TWO_LEFT = "two left"
END_ONE_LEFT = "fewer than two left"
END_NO_CARDS = "no cards left"


class GrardState(GameState):
    """A game of Majority (Grard) for 3 to 10 players.

    Options: ``least_logical`` (every round is played "least logical"), ``variant_toss``
    (toss the Variant card at each round: red face, probability 1/2, means least logical),
    ``target`` (points that end the game, 20), ``language`` ("fr" or "en", display only),
    ``names`` (the players' names by seat, display only; default "seat 0"...).
    """

    game_name = "grard"
    turn_rule = RULE_VOTE

    def __init__(
        self,
        *,
        n_players: int,
        seed: int,
        least_logical: bool = False,
        variant_toss: bool = False,
        target: int = 20,
        language: str = "fr",
        names: list[str] | None = None,
    ) -> None:
        if (
            isinstance(n_players, bool)
            or not isinstance(n_players, int)
            or not MIN_PLAYERS <= n_players <= MAX_PLAYERS
        ):
            raise IllegalAction(
                _("Majority (Grard) is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n_players!r}").format(MIN_PLAYERS=MIN_PLAYERS, MAX_PLAYERS=MAX_PLAYERS, n_players=n_players),
                rule=N_('RULINGS: Majority (Grard); Grard "Matériel" (four vote cards for each of 10 players)'),
            )
        for label, flag in (("least_logical", least_logical), ("variant_toss", variant_toss)):
            if not isinstance(flag, bool):
                raise MalformedInput(
                    _("{label} must be true or false, not {flag!r}").format(label=label, flag=flag), rule=RULE_VARIANT
                )
        if isinstance(target, bool) or not isinstance(target, int) or target < 1:
            raise MalformedInput(
                _("target must be a whole number of points >= 1, not {target!r}").format(target=target), rule=RULE_END_GAME
            )
        if language not in LANGUAGES:
            raise MalformedInput(
                _("language must be one of {LANGUAGES}, not {language!r}").format(LANGUAGES=LANGUAGES, language=language), rule=PACKAGE_RULING
            )
        if names is not None and (
            not isinstance(names, (list, tuple))
            or len(names) != n_players
            or not all(isinstance(x, str) and x.strip() for x in names)
            or len({x.strip() for x in names}) != n_players
        ):
            raise MalformedInput(
                _("names must be {n_players} different non-empty strings, one per seat, not {names!r}").format(n_players=n_players, names=names),
                rule=N_("seats are numbered 0..n-1 clockwise"),
            )
        options: dict[str, Any] = {
            "least_logical": least_logical,
            "variant_toss": variant_toss,
            "target": target,
            "language": language,
        }
        if names is not None:
            options["names"] = [x.strip() for x in names]
        super().__init__(n_players=n_players, seed=seed, options=options)
        self._names = tuple(options.get("names") or (ex.seat_name(p) for p in range(n_players)))
        self._deck_rng = make_rng(seed, "deck")
        self._variant_rng = make_rng(seed, "variant")
        cards = list(range(N_CARDS))
        self._deck_rng.shuffle(cards)
        #: Face-up words of the draw pile; the next card dealt is the last one.
        self.draw: list[int] = [2 * c + self._deck_rng.randrange(2) for c in cards]
        #: Cards back in the box (discarded propositions, old reference piles), as word ids.
        self.box: list[int] = []
        #: The reference pile of the round; its top (last) card is the reference.
        self.pile: list[int] = []
        self.propositions: dict[str, int] = {}
        self.scores: list[int] = [0] * n_players
        self.active: list[int] = []
        self.votes: dict[int, str] = {}
        self.out: dict[int, str] = {}  # seat -> why they are out of this round
        self.round = 0
        self.turn = 0
        self.turns_played = 0
        self.round_least_logical = False
        self.round_points: list[int] = [0] * n_players
        self.round_log: list[dict[str, Any]] = []
        self.turn_log: list[dict[str, Any]] = []
        self.last_result: TurnResult | None = None
        self.over = False
        self.winners: list[int] = []
        self._log(
            "setup",
            ex.setup_text(N_CARDS, n_players),
            f"{RULE_SETUP}; {PACKAGE_RULING}",
        )
        self._start_round()

    # -- the protocol ---------------------------------------------------------------------
    def current_players(self) -> list[int]:
        if self.over:
            return []
        return [p for p in self.active if p not in self.votes]

    def legal_actions(self, player: int) -> list[Any]:
        if self.over or player not in self.active or player in self.votes:
            return []
        return list(OPTIONS)

    def parse_action(self, player: int, action: Any) -> Any:
        return parse_vote(action)

    def check_turn(self, player: int) -> None:
        if self.over:
            raise WrongPhase(_("the game is over: nobody votes any more"), rule=RULE_END_GAME)
        self.check_seat(player)
        if player not in self.active:
            raise WrongPlayer(
                _("{seat} is out of round {round} ({value}) and votes again when the next round starts").format(seat=self._named(player, "the"), round=self.round, value=self.out.get(player, 'eliminated')),
                rule=ex.cite(f"{RULE_RESOLVE}; {RULE_END_ROUND}"),
            )
        if player in self.votes:
            raise IllegalAction(
                _("{seat} has already voted in turn {turn}: a vote card is laid face down once and revealed with the others").format(seat=self._named(player, "the"), turn=self.turn),
                rule=RULE_VOTE,
            )

    def _apply(self, player: int, action: Any) -> None:
        self.votes[player] = action
        self._log(
            "vote",
            ex.vote_text(self._the_name(player)),
            RULE_VOTE,
            seat=player,
        )
        self._log(
            "my vote",
            ex.my_vote_text(self._seat_name(player), action),
            RULE_VOTE,
            visible_to=frozenset({player}),
            seat=player,
            vote=action,
        )
        if len(self.votes) == len(self.active):
            self._resolve()

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        if not self.over:
            return [0.0] * self.n_players
        share = 1.0 / len(self.winners)
        return [share if p in self.winners else 0.0 for p in range(self.n_players)]

    def result_rows(self) -> list[dict[str, Any]]:
        ret = self.returns()
        return [
            {
                "points": self.scores[p],
                "won": p in self.winners,
                "share": ret[p],
                "rounds": self.round,
                "turns": self.turns_played,
            }
            for p in range(self.n_players)
        ]

    def view(self, player: int | None) -> dict[str, Any]:
        lang = self.options["language"]
        v: dict[str, Any] = {
            "game": self.game_name,
            "n_players": self.n_players,
            "seat": player,
            "target": self.options["target"],
            "language": lang,
            "round": self.round,
            "turn": self.turn,
            "least_logical": self.round_least_logical,
            "scores": list(self.scores),
            "active": list(self.active),
            "out": {str(p): why for p, why in sorted(self.out.items())},
            "pile": list(self.pile),
            "pile_size": len(self.pile),
            "reference": self.pile[-1] if self.pile else None,
            "propositions": dict(self.propositions),
            "words": {
                str(w): word(w).text(lang) for w in (*self.pile, *self.propositions.values())
            },
            "voted": sorted(self.votes),
            "draw_size": len(self.draw),
            "box_size": len(self.box),
            "last_turn": self.last_result.to_dict() if self.last_result else None,
            "rounds_played": len(self.round_log),
            "game_over": self.over,
            "winners": list(self.winners),
        }
        if player is None:
            v["votes"] = {str(p): o for p, o in sorted(self.votes.items())}
            v["draw"] = list(self.draw)
            v["box"] = list(self.box)
        elif player in self.votes:
            v["my_vote"] = self.votes[player]
        return v

    # -- the flow of rounds and turns ------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        self.turn = 0
        self.active = list(range(self.n_players))
        self.out = {}
        self.round_points = [0] * self.n_players
        least = self.options["least_logical"]
        if self.options["variant_toss"]:
            least = self._variant_rng.random() < 0.5
            self._log(
                "variant",
                ex.variant_text(self.round, least, tossed=True),
                RULE_VARIANT,
                least_logical=least,
            )
        elif least:
            self._log(
                "variant",
                ex.variant_text(self.round, True, tossed=False),
                RULE_VARIANT,
                least_logical=True,
            )
        self.round_least_logical = least
        first = self._deal(1)
        if first is None:  # cannot happen: a round always starts with the whole deck out of play
            raise RuntimeError("no card for the first reference")
        self.pile = first
        self._log(
            "round",
            ex.round_start_text(self.round, self.n_players, self._w(first[0])),
            RULE_VOTE,
            round=self.round,
            reference=first[0],
        )
        self._start_turn()

    def _start_turn(self) -> None:
        if len(self.active) == 2:
            n = len(self.pile)
            for p in self.active:
                self._score(p, n)
            self._log(
                "two left",
                ex.two_left_text(ex.names(self.active, self._the_name), n),
                f"{RULE_END_ROUND}; {RULINGS}",
                seats=list(self.active),
                points=n,
            )
            self._end_round(END_TWO_LEFT)
            return
        if len(self.active) < 2:
            self._log(
                "round over",
                ex.fewer_than_two_text(self.round),
                f"{RULE_END_ROUND}; {RULINGS}",
            )
            self._end_round(END_ONE_LEFT)
            return
        cards = self._deal(3)
        if cards is None:
            n = len(self.pile)
            for p in self.active:
                self._score(p, n)
            self._log(
                "no cards",
                ex.no_cards_text(self.round, len(self.active), n),
                PACKAGE_RULING,
                seats=list(self.active),
                points=n,
            )
            self._end_round(END_NO_CARDS)
            return
        self.turn += 1
        self.propositions = dict(zip(("A", "B", "C"), cards, strict=True))
        self._log(
            "turn",
            ex.turn_start_text(
                self.round,
                self.turn,
                self._w(self.pile[-1]),
                {o: self._w(w) for o, w in self.propositions.items()},
                ex.names(self.active, self._the_name),
                self.round_least_logical,
            ),
            f"{RULE_VOTE}; {RULE_NEW_TURN}",
            turn=self.turn,
            propositions=dict(self.propositions),
        )

    def _resolve(self) -> None:
        votes = {p: self.votes[p] for p in self.active}
        result = resolve_clean(votes, len(self.pile))
        self.turns_played += 1
        self._log(
            "reveal",
            ex.reveal_text([(self._seat_name(p), v) for p, v in votes.items()]),
            RULE_RESOLVE,
            votes={str(p): v for p, v in votes.items()},
        )
        text, rules = ex.turn_event(result, self._the_name)
        self._log("resolution", text, rules, counts=result.counts, majority=list(result.majority))
        for p in sorted(result.marked):
            self._score(p, result.points[p])
            self.out[p] = ex.cashed_in_text(result.points[p], self.turn)
        for p in sorted(result.eliminated):
            self.out[p] = ex.eliminated_text(votes[p], self.turn, result.majority)
        for o, w in self.propositions.items():
            (self.pile if o in result.added else self.box).append(w)
        self.turn_log.append(
            {
                "round": self.round,
                "turn": self.turn,
                "pile_before": result.pile_size,
                "votes": votes,
                "counts": result.counts,
                "majority": result.majority,
                "reason": result.reason,
            }
        )
        self.last_result = result
        self.votes = {}
        self.propositions = {}
        self.active = sorted(result.continuing)
        if result.round_over:
            self._end_round(END_NO_MAJORITY if not result.majority else END_MARK)
        else:
            self._start_turn()

    def _end_round(self, why: str) -> None:
        self.round_log.append(
            {
                "round": self.round,
                "turns": self.turn,
                "end": why,
                "pile_size": len(self.pile),
                "least_logical": self.round_least_logical,
                "points": list(self.round_points),
            }
        )
        self.box.extend(self.pile)
        self.box.extend(self.propositions.values())
        self.pile = []
        self.propositions = {}
        self.active = []
        self.votes = {}
        target = self.options["target"]
        totals = tallies((self._seat_name(p), s) for p, s in enumerate(self.scores))
        self._log(
            "round end",
            ex.round_over_text(self.round, why, totals),
            RULE_END_ROUND,
            end=why,
            scores=list(self.scores),
        )
        best = max(self.scores)
        if best >= target:
            self.over = True
            self.winners = [p for p, s in enumerate(self.scores) if s == best]
            who = ex.names(self.winners, self._the_name)
            self._log(
                "game end",
                ex.game_end_text(self.round, target, who, len(self.winners), best),
                RULE_END_GAME,
                winners=list(self.winners),
            )
            return
        self._start_round()

    # -- cards and points ------------------------------------------------------------------
    def _deal(self, k: int) -> list[int] | None:
        """The next ``k`` face-up words, shuffling the box back in when the draw pile is short."""
        if len(self.draw) < k and self.box:
            cards = sorted(w // 2 for w in self.box)
            self._deck_rng.shuffle(cards)
            self.draw = [2 * c + self._deck_rng.randrange(2) for c in cards] + self.draw
            self.box = []
            self._log(
                "reshuffle",
                ex.reshuffle_text(len(cards)),
                PACKAGE_RULING,
            )
        if len(self.draw) < k:
            return None
        return [self.draw.pop() for _ in range(k)]

    def _score(self, player: int, n: int) -> None:
        self.scores[player] += n
        self.round_points[player] += n

    # -- helpers ---------------------------------------------------------------------------
    def _the_name(self, player: int) -> str:
        """The player's name as a sentence needs it: a seat with the article French needs ("le
        joueur 2"); a name the teacher gave as it is."""
        if self.options.get("names"):
            return self._seat_name(player)
        return ex.the(self._seat_name(player))

    def _seat_name(self, player: int) -> str:
        if isinstance(player, int) and 0 <= player < self.n_players:
            return self._names[player]
        return ex.seat_name(player)

    def _log(
        self,
        kind: str,
        text: str,
        rule: str,
        *,
        visible_to: frozenset[int] | None = None,
        **data: Any,
    ) -> None:
        self.events.append(Event(kind, text, ex.cite(rule), data, visible_to))

    def _w(self, word_id: int) -> str:
        w = word(word_id)
        return f"“{w.text(self.options['language'])}”"

    def word_text(self, word_id: int) -> str:
        return word(word_id).text(self.options["language"])

    def cards_in_play(self) -> list[int]:
        """Every card id, once per place it is in (an invariant: each of the 206 exactly once)."""
        places = (self.draw, self.box, self.pile, list(self.propositions.values()))
        return [w // 2 for place in places for w in place]

    def _repr_html_(self) -> str:
        return ex.state_html(self)
