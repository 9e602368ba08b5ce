"""The generic stepper: replay any game event by event, as any seat saw it or all-seeing.

:class:`GameStepper` is the logic (plain Python; tests call it as a click would) and
:class:`StepperBoard` the thin ipywidgets view. Both work for any game through the protocol
and the game's :class:`~majority_widgets.kit.look.GameLook`.
"""

from __future__ import annotations

from typing import Any

from majority_core.errors import MalformedInput, WrongPhase
from majority_core.game import Event, GameState, no_such_seat, play
from majority_core.i18n import N_, _

from .board import BoardView, button, replayed
from .html import esc, lines_html
from .look import GameLook
from .reviewing import Reviewing

#: How many log lines the board shows around the current event.
LOG_LINES = 12
RULE = N_("board")
RULE_SEATS = N_("seats 0..n-1")


class GameStepper(Reviewing):
    """A game (finished or not), a viewer and a position among the events that viewer saw.

    The table shown is the game once the decision behind the current event was resolved
    (replayed through the rules from the seed; replays are cached). ``language`` ("en", "fr";
    None: the package's setting) is the board's language.
    """

    def __init__(self, look: GameLook, game: GameState, viewer: int | str | None = None, *,
                 language: str | None = None) -> None:
        self.board_language = language
        self.look = look
        self.game = game
        state = game.replay_prefix(0)
        self._decision_of_event = [0] * len(state.events)
        for i, (player, action) in enumerate(game.history, start=1):
            state.apply(player, action)
            self._decision_of_event += [i] * (len(state.events) - len(self._decision_of_event))
        self._cache: dict[int, GameState] = {}
        self.viewer: int | None = None
        self.position = 0
        self._visible: list[int] = []
        self.set_viewer(viewer)

    @classmethod
    def from_seed(
        cls,
        look: GameLook,
        seed: int = 0,
        *,
        n_players: int | None = None,
        bots: str | list[str] | None = None,
        viewer: int | None = None,
        language: str | None = None,
        **options: Any,
    ) -> GameStepper:
        """Bots play a whole game from ``seed`` (same seed and bots: same game)."""
        n = n_players or (look.player_counts[0] if look.player_counts else 4)
        names = [bots or next(iter(look.bots))] * n if not isinstance(bots, list) else bots
        if len(names) != n:
            raise MalformedInput(
                _("{n} players need {n} bots, not {given}").format(n=n, given=len(names)))
        state = look.new_state(n, seed, **options)
        play(state, [look.bot(b) for b in names], seed=seed)
        return cls(look, state, viewer, language=language)

    def retell(self) -> None:
        """The same game replayed in the board's language; the viewer and position stay."""
        self.game = replayed(self.game)
        self._cache.clear()

    # -- viewer and position ---------------------------------------------------------------------
    def set_viewer(self, viewer: int | str | None) -> None:
        """A seat (only what it saw) or None / "all" (everything, private events named)."""
        if viewer in (None, "all", "all-seeing"):
            seat = None
        else:
            try:
                seat = int(str(viewer).replace("seat", "").strip())
            except ValueError:
                raise no_such_seat(viewer, self.game.n_players, self.game,
                                   MalformedInput) from None
            if not 0 <= seat < self.game.n_players:
                raise no_such_seat(seat, self.game.n_players, self.game, MalformedInput)
        current = self._visible[self.position] if self._visible else 0
        self.viewer = seat
        self._visible = [i for i, e in enumerate(self.game.events) if e.visible(seat)]
        earlier = [k for k, i in enumerate(self._visible) if i <= current]
        self.position = earlier[-1] if earlier else 0

    @property
    def events(self) -> list[Event]:
        """The events this viewer saw, in order."""
        return [self.game.events[i] for i in self._visible]

    @property
    def event(self) -> Event:
        return self.game.events[self._visible[self.position]]

    @property
    def decision(self) -> int:
        """How many decisions had been made when the current event happened."""
        return self._decision_of_event[self._visible[self.position]]

    def state_after(self, decisions: int) -> GameState:
        """The game after its first ``decisions`` decisions."""
        if decisions not in self._cache:
            if len(self._cache) > 64:
                self._cache.clear()
            self._cache[decisions] = self.game.replay_prefix(decisions)
        return self._cache[decisions]

    @property
    def state(self) -> GameState:
        return self.state_after(self.decision)

    def forward(self) -> None:
        if self.position >= len(self._visible) - 1:
            raise WrongPhase(_("this is the last event of the game"), rule=RULE)
        self.position += 1

    def back(self) -> None:
        if self.position == 0:
            raise WrongPhase(_("this is the first event of the game"), rule=RULE)
        self.position -= 1

    def start(self) -> None:
        self.position = 0

    def end(self) -> None:
        self.position = len(self._visible) - 1

    def go_to(self, position: int) -> None:
        """Go to the event at ``position`` (0-based) among those the viewer saw."""
        if (
            isinstance(position, bool)
            or not isinstance(position, int)
            or not 0 <= position < len(self._visible)
        ):
            raise MalformedInput(
                _("there are events 0..{last}, not {position!r}").format(
                    last=len(self._visible) - 1, position=position),
                rule=RULE,
            )
        self.position = position

    def jump(self, number: Any) -> None:
        """Jump to event ``number`` as the board counts them (from 1; typed text accepted)."""
        try:
            k = int(str(number).strip())
        except ValueError:
            raise MalformedInput(
                _("type an event number 1..{last}, not {number!r}").format(
                    last=len(self._visible), number=number),
                rule=RULE,
            ) from None
        if not 1 <= k <= len(self._visible):
            raise MalformedInput(
                _("there are events 1..{last}, not {k}").format(last=len(self._visible), k=k),
                rule=RULE,
            )
        self.position = k - 1

    # -- text ----------------------------------------------------------------------------------
    def line(self, event: Event) -> str:
        """An event as the log shows it (private ones named in the all-seeing view)."""
        return self.look.event_line(self.game, event, self.viewer)

    def explain(self) -> str:
        """The current event in plain words, with its rule (and whose it is, all-seeing)."""
        return self.line(self.event)

    def status(self) -> str:
        who = (
            _("all-seeing")
            if self.viewer is None
            else _("as {seat} saw it").format(seat=self.look.seat_name(self.game, self.viewer))
        )
        return _("Event {k} of {n} ({who})").format(
            k=self.position + 1, n=len(self._visible), who=who)

    def log_html(self, around: int = LOG_LINES) -> str:
        """The log near the current event (the current one highlighted)."""
        lo = max(0, self.position - around + 3)
        hi = min(len(self._visible), lo + around)
        lines = [self.line(e) for e in self.events[lo:hi]]
        head = ("<small>{}</small>".format(esc(_("events {lo}-{hi} of {n}").format(
            lo=lo + 1, hi=hi, n=len(self._visible)))) if lines else "")
        ol = lines_html(lines, css="mj-log", current=self.position - lo)
        return head + ol.replace("<ol ", f'<ol start="{lo + 1}" ', 1)

    def reviewed_game(self) -> GameState:
        """The game *Review* judges: the whole game being stepped (open if it is finished)."""
        return self.game

    def html(self) -> str:
        """The stepper as one HTML page (status, current event, table, log, the review)."""
        return (
            f'<div class="mj-stepper-page"><div class="mj-status"><b>{esc(self.status())}</b></div>'
            f'<div class="mj-current-event" style="font-size:110%;margin:4px 0">'
            f"{esc(self.explain())}</div>"
            f"{self.look.state_html(self.state, self.viewer)}"
            f"{self.look.extra_html(self.state, self.viewer)}"
            f'<div class="mj-log-box">{self.log_html()}</div>{self.review_html()}</div>'
        )

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        return _("<{game} stepper: {status}>").format(game=_(self.look.title), status=self.status())


class StepperBoard(BoardView):
    """Back / forward / start / end / jump to an event, a seat menu; the table and the log."""

    css = "mj-generic-stepper"

    def __init__(self, stepper: GameStepper, *, language: str | None = None) -> None:
        self.title = _("{game} stepper").format(game=_(stepper.look.title))
        super().__init__(stepper, language=language)

    def build(self) -> list[Any]:
        import ipywidgets as w

        st: GameStepper = self.logic
        moves = [
            (_("|< Start"), "mj-start", st.start),
            (_("< Back"), "mj-back", st.back),
            (_("Forward >"), "mj-forward", st.forward),
            (_("End >|"), "mj-end", st.end),
        ]
        buttons = []
        for label, css, fn in moves:
            b = button(label, css, style="info" if css == "mj-forward" else "")
            self.on_click(b, fn)
            buttons.append(b)
        self.jump_box = w.Text(
            description=_("Event"), placeholder=_("number"), continuous_update=False
        )
        self.jump_box.layout.width = "13.5em"
        self.jump_box.style.description_width = "6.5em"
        self.jump_box.add_class("mj-jump-box")
        self.jump_button = button(_("Go"), "mj-jump")
        self.jump_button.on_click(lambda _b: self.act(st.jump, self.jump_box.value))
        n = st.game.n_players
        options = [(_("all-seeing"), "all")] + [
            (st.look.seat_name(st.game, s), str(s)) for s in range(n)
        ]
        self.viewer_menu = w.Dropdown(
            options=options,
            value="all" if st.viewer is None else str(st.viewer),
            description=_("View as"),
        )
        self.viewer_menu.layout.width = "16em"
        self.viewer_menu.add_class("mj-viewer-menu")
        self.viewer_menu.observe(
            lambda ch: None if self._syncing else self.act(st.set_viewer, ch["new"]), names="value"
        )
        self._syncing = False
        self.review_button = button(
            _("Review"), "mj-review",
            tooltip=_("after the game: each decision judged by the search, the better move shown"),
        )
        self.review_button.disabled = not st.can_review()
        self.review_button.on_click(lambda _b: self.ask_review())
        self.page = w.HTML()
        self.page.add_class("mj-stepper-page-html")
        controls = w.HBox(
            [*buttons, self.jump_box, self.jump_button, self.viewer_menu, self.review_button]
        )
        controls.layout.flex_flow = "row wrap"
        return [controls, self.message, self.page]

    def ask_review(self) -> Any:
        """Press *Review* (open when the stepped game is finished): the review under the log."""
        return self.act(self.logic.review)

    def redraw(self) -> None:
        st: GameStepper = self.logic
        self._syncing = True
        try:
            self.viewer_menu.value = "all" if st.viewer is None else str(st.viewer)
        finally:
            self._syncing = False
        self.page.value = st.html()

    def __repr__(self) -> str:
        return f"<{self.title}>"

