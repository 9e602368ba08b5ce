"""How a game looks on the generic boards: the one class a game writes to get them.

The generic :class:`~majority_widgets.kit.stepper.GameStepper` and :class:`~majority_widgets.kit.play.GamePlay`
work for any :class:`~majority_core.game.GameState` through the protocol alone (``new``,
``current_players``, ``legal_actions``, ``apply``, ``view``, ``events``, ``to_json`` /
``from_json``, ``replay_prefix``). What they cannot know is how the game *looks*: how to draw a
seat's view, how to label an action on a button (and whether it is a card to draw as a card),
which bots exist. A game supplies exactly that in a :class:`GameLook` subclass; every method
has a default, so the smallest look is three lines::

    class MyLook(GameLook):
        state_cls = MyGameState
        title = "My game"

The kit adds what every game shares, for instance the all-seeing log names the seat of each
private event ("Seat 2 only: you drew ...").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from majority_core.display import cell_html
from majority_core.errors import MalformedInput
from majority_core.game import Event, GameState, private_label, private_line
from majority_core.i18n import BOT_NAMES, _, bot_word
from majority_core.policy import Policy, UniformRandom

__all__ = ["GameLook", "private_label", "private_line", "prompt_sentence"]


#: The bots' names of every game, marked once (``i18n.BOT_NAMES``, review 38: "gourmand",
#: "dauphin", not "greedy", "runner-up").
BOT_WORDS = BOT_NAMES


#: A prompt's head, who is asked ("joueur 0"), and the first letter of what is asked.
_PROMPT = re.compile(r"^([^:\n]{1,40}?)([\u202f ]?:[ \u00a0]+)(\w)(?=[a-zà-ÿ])")


def prompt_sentence(text: str) -> str:
    """A board's prompt written one way in every game (review 2, 53): the seat with a capital,
    what it is asked after the colon in small letters ("Joueur 0 : votez ...", "Seat 0: vote
    ..."); a card's notation ("R5") or a name after the colon keeps its capitals."""
    m = _PROMPT.match(text)
    if m is None:
        return text[:1].upper() + text[1:]
    head = m[1][:1].upper() + m[1][1:]
    return head + m[2] + m[3].lower() + text[m.end():]


class GameLook:
    """What one game supplies to the generic boards (override what differs from the default).

    Class attributes:

    * ``state_cls``: the game's :class:`GameState` subclass (required);
    * ``title``: the game's name on the boards;
    * ``player_counts``: the choices of the *Players* menu (the first is the default);
    * ``bots``: bot name -> a factory of :class:`Policy` (the first is the default bot);
    * ``secrets``: whether the game hides information (roles, hands): then the play board
      warns before saving an unfinished game, since a save file holds the seed, hence every
      secret;
    * ``options``: default options given to ``state_cls.new``;
    * ``bayes``: the game's exact beliefs from a view (hidden-role games), drawn by
      :meth:`beliefs`; None: nothing to believe.
    """

    state_cls: ClassVar[type[GameState]]
    title: ClassVar[str] = "Game"
    player_counts: ClassVar[Sequence[int]] = ()
    bots: ClassVar[Mapping[str, Callable[[], Policy]]] = {"random": UniformRandom}
    secrets: ClassVar[bool] = False
    options: ClassVar[Mapping[str, Any]] = {}
    bayes: ClassVar[Callable[[Mapping[str, Any]], dict[int, dict[str, float]]] | None] = None

    # -- games and bots ----------------------------------------------------------------------
    def new_state(self, n_players: int, seed: int, **options: Any) -> GameState:
        """A fresh game (the look's default options, overridden by ``options``)."""
        return self.state_cls.new(n_players=n_players, seed=seed, **{**self.options, **options})

    def load_state(self, text: str | bytes) -> GameState:
        """A saved game (``to_json``); a bad file raises SaveFileError."""
        return self.state_cls.from_json(text)

    def bot_label(self, name: str) -> str:
        """A bot's name as a page shows it, in the current language ("greedy": "gourmand"):
        the one helper of every game (``i18n.bot_word``: "cash-in@4+focal" reads "encaisse à 4,
        sinon focal"), else itself."""
        return bot_word(name)

    def bot(self, spec: str | Policy) -> Policy:
        """A bot from its name in :attr:`bots` (or a Policy itself)."""
        if isinstance(spec, Policy):
            return spec
        try:
            return self.bots[spec]()
        except (KeyError, TypeError):
            raise MalformedInput(
                _("there is no bot called {name!r}; bots: {bots}").format(
                    name=spec, bots=", ".join(self.bots)),
                rule="package bots",
            ) from None

    # -- seats, state, events -------------------------------------------------------------------
    def seat_name(self, state: GameState, seat: int) -> str:
        """How the boards name a seat ("seat 2", or a student's name)."""
        return state._seat_name(seat)

    def state_html(self, state: GameState, viewer: int | None) -> str:
        """The table as ``viewer`` sees it (``None``: all-seeing). Draw from ``state.view``
        only, so that a seat's board can never show more than that seat knows."""
        view = state.view(viewer)
        rows = "".join(
            f"<tr><th>{cell_html(str(k))}</th><td>{cell_html(str(v))}</td></tr>"
            for k, v in view.items()
            if k not in ("game", "options")
        )
        return f'<table class="mj-table mj-view">{rows}</table>'

    def extra_html(self, state: GameState, viewer: int | None) -> str:
        """Anything drawn under the table (beliefs, checks...); nothing by default."""
        return ""

    def beliefs(self, state: GameState, viewer: int | None) -> dict[int, dict[str, float]]:
        """The viewer's beliefs by :attr:`bayes` (empty without it); all-seeing: what the
        public record alone implies (the all-seeing view read as nobody's)."""
        if self.bayes is None:
            return {}
        view = state.view(viewer)
        return type(self).bayes({**view, "seat": None} if viewer is None else view)

    def event_text(self, event: Event) -> str:
        """One event of the log in plain words with its rule."""
        return event.explain()

    def event_line(self, state: GameState, event: Event, viewer: int | None) -> str:
        """An event as the log shows it: in the all-seeing view a private event names its seat."""
        return private_line(event, viewer, lambda s: self.seat_name(state, s),
                            self.event_text(event))

    # -- decisions ------------------------------------------------------------------------------
    def prompt(self, state: GameState, seat: int) -> str:
        """What ``seat`` is asked to do now, in words."""
        name = self.seat_name(state, seat)
        return _("{seat}: choose.").format(seat=f"{name[:1].upper()}{name[1:]}")

    def action_label(self, state: GameState, seat: int, action: Any) -> str:
        """The words on an action's button (by default its notation)."""
        return str(action)

    def action_group(self, state: GameState, seat: int, action: Any) -> str:
        """Buttons with the same group share a row headed by it ("" = one row)."""
        return ""

    def move_words(self, state: GameState, seat: int, action: Any) -> str:
        """A move in a sentence or a table (the game review's), as the seat's buttons named it:
        the button's label, with its group where it has one ("seat 1 (Nominate)", "witches
        Junior (To your reserve)"): a label alone may name only a seat."""
        label = self.action_label(state, seat, action)
        group = self.action_group(state, seat, action).rstrip(" :\u202f")
        return f"{label} ({group})" if group else label

    def action_colours(self, state: GameState, seat: int, action: Any) -> tuple[str, str] | None:
        """``(ink, background)`` to draw the button as a coloured card; None: a plain button."""
        return None

    def action_tooltip(self, state: GameState, seat: int, action: Any) -> str:
        """The button's tooltip (by default the label)."""
        return self.action_label(state, seat, action)

    def over_text(self, state: GameState) -> str:
        """What the boards say once the game is over (by default its last event)."""
        return state.events[-1].explain() if state.events else _("The game is over.")
