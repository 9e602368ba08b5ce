"""The state protocol shared by all the games of the package.

Every game answers the same questions, as OpenSpiel's games do, so that bots, simulations,
boards and lessons work on all of them:

* who must decide now (:meth:`GameState.current_players`; several players at once for
  simultaneous choices such as a draft pick, a reveal or a vote),
* each one's legal actions (:meth:`GameState.legal_actions`),
* applying one decision (:meth:`GameState.apply`), which validates before it mutates,
* whether the game is over and its results (:meth:`GameState.is_terminal`,
  :meth:`GameState.returns`),
* what one player knows (:meth:`GameState.view`), with nothing hidden leaking,
* the event log, each event explained in plain words naming its rule,
* clone, save/load as JSON, and replay from the seed and the decisions.

Chance (shuffles, deals, roles) is not a player: it is drawn from the state's seeded random
generator when the rules call for it, and shows up in the log as events. A saved game is
therefore its game name, options, seed and decisions, like a chess PGN; loading replays it
through the rules, so a tampered save file is refused by the same checks as a bad move.
"""

from __future__ import annotations

import copy
import functools
import html
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, ClassVar, TypeVar

from .chance import (  # noqa: F401 (re-exported: the games' worlds.py read them here)
    ChanceTape,
    chance_copy,
    chance_of,
    mark_world,
    permutation_to,
    sealed_shuffle,
    taped_chance,
)
from .errors import (
    IllegalAction,
    RuleError,
    SaveFileError,
    WrongPhase,
    WrongPlayer,
    json_error_words,
)
from .i18n import (
    N_,
    _,
    citation,
    french,
    get_language,
    is_feminine,
    language,
    lower_first,
    people,
    pgettext,
    with_article,
)
from .i18n import player as player_name
from .rng import check_seed, game_seed

SAVE_FORMAT = "majority-games/save"
SAVE_VERSION = 1
#: What a refused save file is checked against.
SAVE_RULE = N_("save file: the JSON that to_json() writes (game, options, seed, decisions)")

Action = Hashable
S = TypeVar("S", bound="GameState")


class _NewDict:
    """The default ``data`` of an event: a new empty dict for each (a dataclass's factory)."""

    def __repr__(self) -> str:
        return "<factory>"


_NO_DATA: Any = _NewDict()
_new = object.__new__


class Event:
    """Something that happened, told in plain words.

    ``visible_to`` is ``None`` for a public event, or the seats that see it (a card dealt to
    one player, a role revealed to a team). ``data`` holds the same facts in machine form.

    Events are immutable values: ``Event(kind, text, rule, data, visible_to)``; two events are
    equal when all five are.

    >>> e = Event("deal", "You are dealt R10.", "revised 2-2", {"cards": ["R10"]}, frozenset({0}))
    >>> e.explain(), e.visible(0), e.visible(1)
    ('You are dealt R10. [revised 2-2]', True, False)

    A game engine may also make an event with :meth:`lazy`, whose text and data are written
    only when first read: games create thousands of events per second for bots that never
    read them, and the sentence is the costly part. Readers cannot tell the difference.
    """

    # Private slots behind read-only properties: plain slot stores keep construction cheap
    # (a frozen dataclass pays an object.__setattr__ call per field), while assigning to a
    # public name still raises AttributeError (a property without a setter).
    __slots__ = ("_kind", "_text", "_rule", "_data", "_visible_to", "_render", "_args", "_lang")
    __match_args__ = ("kind", "text", "rule", "data", "visible_to")

    _kind: str
    _text: str | None
    _rule: str
    _data: dict[str, Any] | None
    _visible_to: frozenset[int] | None
    _render: Callable[..., tuple[str, dict[str, Any]]] | None
    _args: tuple[Any, ...]
    _lang: str | None  # a lazy event's language: its text is written in it when first read

    def __init__(
        self,
        kind: str,
        text: str,
        rule: str = "",
        data: dict[str, Any] = _NO_DATA,
        visible_to: frozenset[int] | None = None,
    ) -> None:
        self._kind = kind
        self._text = text
        self._rule = rule
        self._data = {} if data is _NO_DATA else data
        self._visible_to = visible_to
        self._render = None
        self._args = ()
        self._lang = None

    @classmethod
    def lazy(
        cls,
        kind: str,
        rule: str,
        visible_to: frozenset[int] | None,
        render: Callable[..., tuple[str, dict[str, Any]]],
        *args: Any,
    ) -> Event:
        """An event whose ``(text, data)`` is ``render(*args)``, called on first read.

        ``render`` must be a pure function of ``args``, and ``args`` must not change
        afterwards (pass snapshots such as tuples), so that the text is the one it would have
        been when the event happened: in the language of that moment too, whatever the
        language when it is read (a French game's log read after switching to English).
        """
        self = _new(cls)
        self._kind = kind
        self._text = None
        self._rule = rule
        self._data = None
        self._visible_to = visible_to
        self._render = render
        self._args = args
        self._lang = get_language()
        return self

    def _realise(self) -> None:
        """Write the text and data of a lazy event (once)."""
        lang = self._lang
        if lang is None or lang == get_language():
            text, data = self._render(*self._args)  # type: ignore[misc]
        else:
            with language(lang):
                text, data = self._render(*self._args)  # type: ignore[misc]
        self._text = text
        self._data = data
        self._render = None
        self._args = ()

    @property
    def kind(self) -> str:
        return self._kind

    @property
    def text(self) -> str:
        if self._render is not None:
            self._realise()
        return self._text  # type: ignore[return-value]

    @property
    def rule(self) -> str:
        return self._rule

    @property
    def data(self) -> dict[str, Any]:
        if self._render is not None:
            self._realise()
        return self._data  # type: ignore[return-value]

    @property
    def visible_to(self) -> frozenset[int] | None:
        return self._visible_to

    def visible(self, player: int | None) -> bool:
        """Whether ``player`` sees this event (``None`` is the all-seeing view)."""
        seen = self._visible_to
        return player is None or seen is None or player in seen

    def explain(self) -> str:
        """The sentence a teacher would say, with its rule (in French: the citation's words in
        French and French typography, ``i18n.citation`` / ``i18n.french``)."""
        if get_language() == "en":
            return f"{self.text} [{self._rule}]" if self._rule else self.text
        return french(f"{self.text} [{citation(self._rule)}]" if self._rule else self.text)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self._kind, "text": self.text, "rule": self._rule}
        if self.data:
            d["data"] = self.data
        if self._visible_to is not None:
            d["visible_to"] = sorted(self._visible_to)
        return d

    # -- value semantics (those of the frozen dataclass this class once was) ---------------
    def _fields(self) -> tuple[Any, ...]:
        return (self._kind, self.text, self._rule, self.data, self._visible_to)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._fields() == other._fields()  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())  # like the dataclass: a TypeError, since data is a dict

    def __reduce__(self) -> tuple[Any, ...]:
        return (Event, self._fields())

    def __copy__(self) -> Event:
        return self._clone(self._data)

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        data = self._data
        return self._clone(data if data is None else copy.deepcopy(data, memo))

    def detached(self) -> Event:
        """A copy whose data shares nothing with this event's (what the protocol hands out:
        whoever edits it changes neither the game's record nor any view). An unread lazy
        event stays lazy: its copy writes its own data when first read."""
        # lazy: the copy is made when first read (bots' games never read what apply returns)
        e = _new(Event)
        e._kind, e._text, e._rule, e._data = self._kind, None, self._rule, None
        e._visible_to, e._render, e._args = self._visible_to, _detached_render, (self,)
        e._lang = None  # the original is written in its own language
        return e

    def _clone(self, data: dict[str, Any] | None) -> Event:
        # An unread lazy event stays lazy in a copy (its arguments are immutable snapshots).
        e = _new(Event)
        e._kind, e._text, e._rule, e._data = self._kind, self._text, self._rule, data
        e._visible_to, e._render, e._args = self._visible_to, self._render, self._args
        e._lang = self._lang
        return e

    def __repr__(self) -> str:
        return (
            f"Event(kind={self._kind!r}, text={self.text!r}, rule={self._rule!r}, "
            f"data={self.data!r}, visible_to={self._visible_to!r})"
        )

    def _repr_html_(self) -> str:
        if get_language() == "en":
            rule = (f' <small style="color:#666">[{html.escape(self.rule)}]</small>'
                    if self.rule else "")
            return f"<div><b>{html.escape(self.kind)}</b>: {html.escape(self.text)}{rule}</div>"
        # another language: the event's kind is a code word ("debate"), shown only where the
        # catalog has its word; the text and the citation in that language's typography
        kind = _(self.kind)
        colon = pgettext("punctuation", ": ")
        head = f"<b>{html.escape(kind)}</b>{html.escape(colon)}" if kind != self.kind else ""
        rule = (f' <small style="color:#666">[{html.escape(citation(self.rule))}]</small>'
                if self.rule else "")
        return f"<div>{head}{html.escape(french(self.text))}{rule}</div>"

    def __str__(self) -> str:
        return self.explain()


def log_event(state: Any, event: Event, record: Any) -> None:
    """Append ``event`` to ``state.events`` and ``record`` (the same facts, as the views read
    them) to the records of the seats that saw it: ``state.public_log`` for a public event,
    else each seat's ``state.private_log``. One piece for the games whose views are built from
    such records (the Sultane, the Witch), so the log and the records cannot disagree on who
    saw what."""
    state.events.append(event)
    seats = event.visible_to
    if seats is None:
        state.public_log.append(record)
    else:
        for p in seats:
            state.private_log[p].append(record)


def _deep(value: Any) -> Any:
    """A copy of nested dicts, lists and sets (tuples, strings, numbers are kept: immutable)."""
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    if isinstance(value, set):
        return {_deep(v) for v in value}
    if isinstance(value, tuple):
        return tuple(_deep(v) for v in value)
    return value


def _detached_render(original: Event) -> tuple[str, dict[str, Any]]:
    """The ``render`` of a handed-out copy: the original's text, and data that shares nothing
    with the original's (read when the copy is first read, as the original would be)."""
    return original.text, _deep(original.data)


#: Whose convention seat numbers are (no rulebook numbers the seats): the package's.
SEAT_NUMBERS = N_("package ruling: seat numbers")


def no_such_seat(value: object, n_players: int, game: object = None,
                 error: type[RuleError] = WrongPlayer) -> RuleError:
    """The refusal of something that is not a seat number of an ``n_players`` game, the same
    in every game: "there is no seat 7: seats are numbered 0 to 3" (two players: "0 and 1");
    a word ("two") is no seat number at all. No rulebook numbers the seats: the citation
    says it is the package's convention (:data:`SEAT_NUMBERS`), not a rule of the game.
    ``game`` (a key or a state) names its players in the feminine if its rulebook does;
    ``error``: the class a caller raises (a board's menu: ``MalformedInput``)."""
    if is_feminine(game):
        if isinstance(value, int) and not isinstance(value, bool):
            numbered = (pgettext("feminine", "seats are numbered 0 and 1") if n_players == 2
                        else pgettext("feminine", "seats are numbered 0 to {last}").format(
                            last=n_players - 1))
            return error(pgettext("feminine", "there is no seat {player}: {numbered}")
                         .format(player=value, numbered=numbered), rule=SEAT_NUMBERS)
        return error(pgettext("feminine", "{value!r} is not a seat number").format(
            value=value), rule=SEAT_NUMBERS)
    if isinstance(value, int) and not isinstance(value, bool):
        numbered = (_("seats are numbered 0 and 1") if n_players == 2 else
                    _("seats are numbered 0 to {last}").format(last=n_players - 1))
        return error(_("there is no seat {player}: {numbered}").format(
            player=value, numbered=numbered), rule=SEAT_NUMBERS)
    return error(_("{value!r} is not a seat number").format(value=value), rule=SEAT_NUMBERS)


def private_label(event: Event, viewer: int | None, seat_name: Callable[[int], str]) -> str:
    """``"Seat 2 only: "`` for a private event shown in the all-seeing view, else ``""``.

    The all-seeing view shows every seat's private events; without a name, seven "You are an
    Interventionist" lines cannot be told apart.
    """
    if viewer is not None or event.visible_to is None:
        return ""
    seats = sorted(event.visible_to)
    if not seats:
        return _("Nobody: ")
    # French groups seat numbers under one plural noun: "Joueurs 0 et 2 seulement"
    who = people(seat_name(s) for s in seats)
    return _("{who} only: ").format(who=f"{who[0].upper()}{who[1:]}")


#: The words a private event's sentence starts with, written small after "Seat 2 only: "
#: (a name, "Ana", keeps its capital).
_SMALL_AFTER_LABEL = ("You ", "Your ", "Vous ", "Votre ", "Vos ")


def private_line(event: Event, viewer: int | None, seat_name: Callable[[int], str],
                 text: str | None = None) -> str:
    """An event's sentence (``text``, by default its :meth:`Event.explain`) as a log shows it
    to ``viewer``: in the all-seeing view (``None``) a private event is prefixed with whom it
    is for, and its "You"/"Vous" continues the sentence ("Joueur 0 seulement : vous gardez
    B3."). The one rule of every game's all-seeing log and of every board's."""
    if text is None:
        text = event.explain()
    label = private_label(event, viewer, seat_name)
    if label and text.startswith(_SMALL_AFTER_LABEL):
        text = text[0].lower() + text[1:]
    elif label:
        text = lower_first(text)  # French: « Joueur 0 seulement : le joueur 3 vous passe… »
    return label + text


#: The public methods whose first argument is a seat, checked by the protocol in every game
#: (:meth:`GameState.__init_subclass__`); the value: whether ``None`` (all-seeing) is allowed.
SEAT_METHODS: dict[str, bool] = {"view": True, "legal_actions": False, "parse_action": False}


def seat_checked(method: Callable[..., Any], everyone: bool = False) -> Callable[..., Any]:
    """``method(self, seat, ...)`` that first refuses anything but a seat number of the game
    (:meth:`GameState.check_seat`); with ``everyone``, ``None`` (the all-seeing view) too."""
    if getattr(method, "__seat_checked__", False):
        return method

    @functools.wraps(method)
    def checked(self: GameState, player: Any, *args: Any, **kwargs: Any) -> Any:
        # the common case costs one type test and one comparison (legal_actions is hot)
        if (player.__class__ is not int or not 0 <= player < self.n_players) and (
            player is not None or not everyone
        ):
            self.check_seat(player)
        return method(self, player, *args, **kwargs)

    checked.__seat_checked__ = True  # type: ignore[attr-defined]
    return checked


class GameState(ABC):
    """One game in progress. Subclasses implement the rules; this class gives the protocol.

    Subclasses set :attr:`game_name`, keep their options in ``self.options`` (JSON values) and
    implement the abstract methods. They must not mutate anything in :meth:`legal_actions`,
    and :meth:`_apply` is only ever called with a legal action of a current player, so the
    validation here is what guarantees that a refused decision leaves the state untouched.
    """

    game_name: ClassVar[str] = ""
    #: The rulebook section cited when someone acts out of turn.
    turn_rule: ClassVar[str] = N_("turn order")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's seat-taking methods (:data:`SEAT_METHODS`) check their seat here, once
        for all: a seat is an ``int`` (not a bool) in range, else ``WrongPlayer``; ``-1`` is
        not the last seat, ``True`` not seat 1."""
        super().__init_subclass__(**kwargs)
        for name, everyone in SEAT_METHODS.items():
            # getattr, not the class's own dict: a game may take the method from a mixin
            # (its views.py or refusals.py), which is checked here all the same
            method = getattr(cls, name, None)
            if callable(method) and not getattr(method, "__isabstractmethod__", False):
                setattr(cls, name, seat_checked(method, everyone))

    def __init__(self, *, n_players: int, seed: int, options: dict[str, Any]) -> None:
        self.n_players = n_players
        self.seed = check_seed(seed)
        self.options = dict(options)
        self.history: list[tuple[int, str]] = []
        self.events: list[Event] = []

    # -- the questions every game answers -------------------------------------------------
    @abstractmethod
    def current_players(self) -> list[int]:
        """The seats that must decide now, in seat order (empty when the game is over)."""

    @abstractmethod
    def legal_actions(self, player: int) -> list[Any]:
        """The actions ``player`` may take now (empty if they do not have to decide)."""

    @abstractmethod
    def _apply(self, player: int, action: Any) -> None:
        """Carry out a decision already known to be legal; append events to ``self.events``."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game is over."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Each seat's result: 1 for a win, 0 for a loss, a share for a shared win."""

    @abstractmethod
    def result_rows(self) -> list[dict[str, Any]]:
        """One dict of results per seat (for example coins, team, won), for simulations."""

    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows, as plain JSON-able data (``None``: the all-seeing view).

        It must depend only on what that player has seen: a test changes the other players'
        hidden information and checks that this view stays equal.
        """

    # -- derived behaviour, the same for every game ---------------------------------------
    @seat_checked
    def parse_action(self, player: int, action: Any) -> Any:
        """Turn a typed action (for example ``"R10"``) into one of the legal actions.

        The default matches ``str(action)`` against the legal actions; games override it to
        give a more specific error for malformed input.
        """
        legal = self.legal_actions(player)
        if action in legal:
            return action
        text = str(action).strip()
        for a in legal:
            if str(a) == text:
                return a
        raise IllegalAction(
            _("{seat} cannot play {text!r} now; legal: ").format(
                seat=self._named(player, "the"), text=text
            )
            + ", ".join(str(a) for a in legal),
            rule=self.turn_rule,
        )

    def check_seat(self, player: object, *, everyone: bool = False) -> None:
        """Raise ``WrongPlayer`` unless ``player`` is a seat number of this game (or, with
        ``everyone``, ``None``: the all-seeing view). The one seat check of every game."""
        if everyone and player is None:
            return
        if (
            isinstance(player, bool)
            or not isinstance(player, int)
            or not 0 <= player < self.n_players
        ):
            raise no_such_seat(player, self.n_players, self)

    def check_turn(self, player: int) -> None:
        """Raise the right error if ``player`` may not decide now."""
        if self.is_terminal():
            raise WrongPhase(_("the game is over: nobody acts any more"), rule=self.turn_rule)
        self.check_seat(player)
        if player not in self.current_players():
            raise self.not_your_turn(player)

    def not_your_turn(self, player: int, phase: str = "",
                      waiting: Sequence[int] | None = None) -> WrongPlayer:
        """The one refusal of every game for a seat that does not have to decide now ("Ce
        n'est pas au joueur 1 de jouer : on attend le joueur 0."), naming the waiting seats
        together ("les joueurs 0, 1 et 3"). ``phase``: the moment in words, shown in
        parentheses ("proposing a Narrator"); ``waiting``: by default
        :meth:`current_players`. Returned, for the caller to raise (``raise
        state.not_your_turn(seat)``); cites :attr:`turn_rule`."""
        seats = self.current_players() if waiting is None else waiting
        who = people([self._seat_name(p) for p in seats], "the") or _("nobody")
        return WrongPlayer(
            _("it is not {seat}'s decision now{phase}; waiting for {who}").format(
                seat=self._named(player, "to"), who=who,
                phase=_(" ({phase})").format(phase=phase) if phase else ""),
            rule=self.turn_rule,
        )

    def apply(self, player: int, action: Any) -> list[Event]:
        """Validate and carry out one decision; return the events it caused that ``player``
        may see (copies: the all-seeing log is :meth:`events_for` ``(None)``).

        Raises a :class:`~majority_core.errors.RuleError` subclass, leaving the state exactly as
        it was, if ``player`` does not have to decide now or ``action`` is not legal.
        """
        self.check_seat(player)  # first: a non-seat is refused alike, even after the end
        self.check_turn(player)
        action = self.parse_action(player, action)
        start = len(self.events)
        self._apply(player, action)
        self.history.append((player, str(action)))
        return self.handed_out(player, start)

    def handed_out(self, player: int | None, start: int) -> list[Event]:
        """The events from number ``start`` on that ``player`` may see (``None``: all), as
        copies: what :meth:`apply` returns (also for games whose ``apply`` has a fast path of
        its own, and for boards that hand a seat a move and the bots' replies)."""
        events = self.events
        if player is None:
            return [e.detached() for e in events[start:]]
        return [e.detached() for e in events[start:] if e._visible_to is None or player in e._visible_to]

    def legal_actions_by_player(self) -> dict[int, list[Any]]:
        """Everyone who must decide now, with their legal actions."""
        return {p: self.legal_actions(p) for p in self.current_players()}

    def events_for(self, player: int | None) -> list[Event]:
        """The events ``player`` has seen (all of them for ``None``), as copies."""
        self.check_seat(player, everyone=True)
        return [e.detached() for e in self.events if e.visible(player)]

    def explain(self, player: int | None = None, last: int | None = None) -> list[str]:
        """The log as sentences, as seen by ``player``; in the all-seeing log (``None``) a
        private event names whom it is for ("Seat 0 only: you keep B3 ...",
        :func:`private_line`), as the boards do: a teacher cannot tell four "You keep" apart."""
        self.check_seat(player, everyone=True)
        if player is None:
            name = self._seat_name
            lines = [private_line(e, None, name, e.explain()) for e in self.events]
        else:
            lines = [e.explain() for e in self.events if e.visible(player)]
        return lines[-last:] if last else lines

    def clone(self: S) -> S:
        """An independent copy; changing it never changes this state."""
        return copy.deepcopy(self)

    # -- save / load / replay --------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_name,
            "n_players": self.n_players,
            "options": self.options,
            "seed": self.seed,
            "decisions": [[p, a] for p, a in self.history],
        }

    def to_json(self, **kwargs: Any) -> str:
        """The save file: game, options, seed and decisions (see the module docstring)."""
        return json.dumps(self.to_dict(), **kwargs)

    @classmethod
    def new(cls: type[S], *, n_players: int, seed: int | None, **options: Any) -> S:
        """A fresh game; subclasses accept their own options as keywords. ``seed``: an
        ``int``, or ``None`` for a fresh one (:func:`~majority_core.rng.game_seed`)."""
        return cls(n_players=n_players, seed=game_seed(seed), **options)  # type: ignore[call-arg]

    @classmethod
    def replay(
        cls: type[S],
        decisions: Iterable[tuple[int, Any]],
        *,
        n_players: int,
        seed: int,
        **options: Any,
    ) -> S:
        """The game reached from ``seed`` by these decisions, each checked by the rules."""
        state = cls.new(n_players=n_players, seed=seed, **options)
        for player, action in decisions:
            state.apply(player, action)
        return state

    @classmethod
    def from_json(cls: type[S], text: str | bytes | dict[str, Any]) -> S:
        """Load a save file made by :meth:`to_json`. Bad files raise ``SaveFileError``."""
        try:
            data = text if isinstance(text, dict) else json.loads(text)
        except RecursionError:
            raise SaveFileError(
                _("the save file nests its JSON too deeply to be read"), rule=SAVE_RULE
            ) from None
        except (TypeError, ValueError) as exc:
            raise SaveFileError(
                _("the save file is not valid JSON: {exc}").format(exc=json_error_words(exc)),
                rule=SAVE_RULE,
            ) from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveFileError(
                _("this is not a {SAVE_FORMAT} file").format(SAVE_FORMAT=SAVE_FORMAT),
                rule=SAVE_RULE,
            )
        if data.get("version") != SAVE_VERSION:
            raise SaveFileError(
                _("save version {value!r} is not {SAVE_VERSION}").format(
                    value=data.get("version"), SAVE_VERSION=SAVE_VERSION
                ),
                rule=SAVE_RULE,
            )
        if data.get("game") != cls.game_name:
            raise SaveFileError(
                _("this save file is a game of {value!r}, not {game_name!r}").format(
                    value=data.get("game"), game_name=cls.game_name
                ),
                rule=SAVE_RULE,
            )
        seed, n, options, decisions = (
            data.get("seed"),
            data.get("n_players"),
            data.get("options", {}),
            data.get("decisions"),
        )
        for key, value in (("seed", seed), ("n_players", n)):
            # JSON's true and false are Python's bools, which are ints: refuse them by name.
            if isinstance(value, bool):
                raise SaveFileError(
                    _("the save file's {key} must be a whole number, not {value}").format(
                        key=key, value=json.dumps(value)
                    ),
                    rule=SAVE_RULE,
                )
        if not isinstance(seed, int) or not isinstance(n, int) or not isinstance(options, dict):
            raise SaveFileError(
                _("the save file needs an integer seed and n_players, and options"), rule=SAVE_RULE
            )
        if not isinstance(decisions, list) or not all(
            isinstance(d, (list, tuple))
            and len(d) == 2
            and isinstance(d[0], int)
            and not isinstance(d[0], bool)
            and isinstance(d[1], (str, int))
            for d in decisions
        ):
            raise SaveFileError(
                _("decisions must be a list of [seat, action] pairs, each action written as text"),
                rule=SAVE_RULE,
            )
        try:
            state = cls.new(n_players=n, seed=seed, **options)
        except (TypeError, ValueError, RecursionError) as exc:
            raise SaveFileError(
                _("the save file's options are invalid: {exc}").format(exc=exc), rule=SAVE_RULE
            ) from None
        for i, (player, action) in enumerate(decisions):
            try:
                state.apply(player, action)
            except (ValueError, RecursionError) as exc:
                raise SaveFileError(
                    _("decision {n} of the save file is refused: {exc}").format(
                        n=i + 1, exc=lower_first(str(exc)))
                ) from None
        return state

    def replay_prefix(self: S, n_decisions: int) -> S:
        """This game as it was after its first ``n_decisions`` decisions (undo, stepping)."""
        if not 0 <= n_decisions <= len(self.history):
            raise ValueError(f"this game has {len(self.history)} decisions, not {n_decisions}")
        return type(self).replay(
            self.history[:n_decisions], n_players=self.n_players, seed=self.seed, **self.options
        )

    # -- comparisons and display -------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.to_dict() == other.to_dict() and self.view(None) == other.view(None)

    __hash__ = None  # type: ignore[assignment]

    def _seat_name(self, player: int) -> str:
        """How texts name a seat: "seat 2"; in French a person, "joueur 2" (``i18n.player``)."""
        return player_name(player, self)

    def _named(self, seat: int, case: str | None) -> str:
        """A seat's name in a sentence, with the article French needs there (``case``: see
        ``i18n.player``) when the game names its seats the shared way; a game that names them
        its own way (``_seat_name`` overridden) gives that name as it is."""
        if type(self)._seat_name is GameState._seat_name:
            return player_name(seat, self, case=case)
        return with_article(self._seat_name(seat), case)

    def __repr__(self) -> str:
        status = "over" if self.is_terminal() else f"waiting for {self.current_players()}"
        return f"<{type(self).__name__} {self.n_players}p seed={self.seed} {status}>"


def play(
    state: S,
    policies: Sequence[Any],
    *,
    seed: int = 0,
    max_decisions: int = 1_000_000,
) -> S:
    """Play ``state`` to the end, asking each seat's policy for its decisions.

    A policy only ever receives its own player's view and legal actions (see
    :mod:`majority_core.policy`). Each policy gets its own random generator derived from
    ``seed``, so the game is the same whatever the policies of the other seats do with theirs.
    """
    from .rng import make_rng

    rngs = [make_rng(seed, "policy", p) for p in range(state.n_players)]
    needs_view = [getattr(policy, "needs_view", True) for policy in policies]
    for _turn in range(max_decisions):
        waiting = state.current_players()
        if not waiting:
            return state
        for p in waiting:
            legal = state.legal_actions(p)
            view = state.view(p) if needs_view[p] else {}
            state.apply(p, policies[p].act(view, legal, rngs[p]))
    raise RuntimeError(f"no end after {max_decisions} decisions")
