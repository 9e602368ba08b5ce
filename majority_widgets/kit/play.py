"""The generic play board: people play one or more seats against bots, with buttons.

:class:`GamePlay` is the logic (plain Python; a click is a method call) and :class:`PlayBoard`
the thin ipywidgets view. The legal actions are buttons (cards drawn as cards when the game's
look gives them colours); nobody types an action's notation. Undo, save, load and new game
come with it. Both work for any game through the protocol and its
:class:`~majority_widgets.kit.look.GameLook`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from majority_core.errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from majority_core.game import Event, GameState, no_such_seat
from majority_core.i18n import N_, _, is_feminine, lower_first, ngettext, people, pgettext
from majority_core.policy import Policy
from majority_core.rng import derive_seed, make_rng

from .board import BoardView, button, guarded, replayed
from .html import esc, lines_html, message_html
from .look import GameLook, prompt_sentence
from .reviewing import Reviewing

RULE_BOARD = N_("board: a person plays only her own seats")
RULE_HINT = N_("board: a hint is for the seat you view, when it must decide")
RULE_SEATS = N_("seats 0..n-1")
RULE = N_("board")


class SaveHoldsSecrets(RuleError):
    """Saving an unfinished game with hidden information needs a second press."""


class GamePlay(Reviewing):
    """People play the seats in ``humans`` (any number, none: bots only); bots play the rest.

    ``viewer`` is the seat whose view is drawn (None: all-seeing); by default the first human
    seat. With ``follow`` the view moves to the human seat that must decide next (hot seat).
    After each move of a person the bots play on until a person must decide (``auto``).
    ``language`` ("en", "fr"; None: the package's setting) is the board's language.
    """

    def __init__(
        self,
        look: GameLook,
        n_players: int | None = None,
        *,
        seed: int = 0,
        humans: Iterable[int] = (0,),
        bots: str | Policy | Sequence[str | Policy] | None = None,
        viewer: int | str | None = "first human",
        follow: bool = True,
        auto: bool = True,
        state: GameState | None = None,
        language: str | None = None,
        **options: Any,
    ) -> None:
        self.board_language = language
        self.look = look
        n = n_players or (look.player_counts[0] if look.player_counts else 4)
        self.state = state if state is not None else look.new_state(n, seed, **options)
        n = self.state.n_players
        self.humans: set[int] = set()
        for seat in humans:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
                raise no_such_seat(seat, n, self.state, MalformedInput)
            self.humans.add(seat)
        spec = bots if bots is not None else next(iter(look.bots))
        specs = [spec] * n if isinstance(spec, str | Policy) else list(spec)
        if len(specs) != n:
            raise MalformedInput(
                _("give one bot per seat ({n}), not {given}").format(n=n, given=len(specs)))
        self.bots: list[Policy] = [look.bot(b) for b in specs]
        self.follow = follow
        self.auto = auto
        self.viewer: int | None = None
        if viewer == "first human":
            viewer = min(self.humans) if self.humans else None
        self.set_viewer(viewer)
        self.message: str | None = None
        self.message_kind = "info"
        self._save_armed = False
        if self.auto and self.humans:
            self.run()

    #: Search iterations behind a hint (about 1-3 s in a notebook; tests set fewer).
    hint_iterations = 150
    #: The last hint, with the (decision count, seat) it was asked at: shown only there.
    _hint: tuple[tuple[int, int], Any] | None = None

    def retell(self) -> None:
        """The same game replayed in the board's language (its events' words), no old
        message or hint."""
        self.state = replayed(self.state)
        self.message, self.message_kind = None, "info"
        self._hint = None

    # -- what is shown -----------------------------------------------------------------------
    def set_viewer(self, viewer: int | str | None) -> None:
        """Look through the eyes of a seat (``None`` or ``"all"``: the all-seeing view)."""
        if viewer in (None, "all", "all-seeing"):
            self.viewer = None
            return
        try:
            seat = int(str(viewer).replace("seat", "").strip())
        except ValueError:
            raise no_such_seat(viewer, self.state.n_players, self.state, MalformedInput) from None
        if not 0 <= seat < self.state.n_players:
            raise no_such_seat(seat, self.state.n_players, self.state, MalformedInput)
        self.viewer = seat

    def view(self) -> dict[str, Any]:
        return self.state.view(self.viewer)

    def beliefs(self) -> dict[int, dict[str, float]]:
        """The viewer's beliefs as the look computes them (all-seeing: what the public record
        implies; empty for a game without hidden roles)."""
        return self.look.beliefs(self.state, self.viewer)

    def deciding(self) -> list[int]:
        """Human seats that must decide now."""
        return [p for p in self.state.current_players() if p in self.humans]

    def legal(self) -> list[Any]:
        """The viewer's legal actions when the viewer is a human seat that must decide now."""
        v = self.viewer
        if v is None or v not in self.humans or v not in self.state.current_players():
            return []
        return self.state.legal_actions(v)

    def events(self, last: int | None = None) -> list[Event]:
        """The events the viewer has seen (all of them for the all-seeing view)."""
        seen = self.state.events_for(self.viewer)
        return seen[-last:] if last else seen

    def log(self, last: int | None = 12) -> list[str]:
        """The viewer's log in words (private events name their seat in the all-seeing view)."""
        return [self.look.event_line(self.state, e, self.viewer) for e in self.events(last)]

    def prompt(self) -> str:
        """What the page asks, in words."""
        s = self.state
        if s.is_terminal():
            return self.look.over_text(s)
        v = self.viewer
        if v is not None and v in self.humans and v in s.current_players():
            return prompt_sentence(self.look.prompt(s, v))
        waiting = self.deciding()
        if waiting:
            who = ", ".join(self.look.seat_name(s, p) for p in waiting)
            if v is None or v not in self.humans:
                return _("Waiting for {who}: choose 'View as' that seat to decide.").format(who=who)
            return _("Waiting for {who}.").format(who=who)
        return _("The bots decide next: press Bot step or Run bots.")

    # -- what a click does -----------------------------------------------------------------------
    def play(self, action: Any) -> list[Event]:
        """The viewing human seat decides; returns only the events that seat may see.

        Refused decisions raise a RuleError and change nothing. Then the bots play on (auto).
        """
        v = self.viewer
        if v is None or v not in self.humans:
            raise WrongPlayer(_("choose 'View as' a seat you play to make a move"), rule=RULE_BOARD)
        start = len(self.state.events)
        self.state.apply(v, action)
        if self.auto:
            self.run()
        self._follow()
        return self.state.handed_out(v, start)  # the seat's own and the bots' (as apply does)

    def hint(self) -> Any:
        """The search's hint for the viewed seat (which must decide now): every legal action's
        estimated win chance with its interval, the best, and why
        (:func:`majority_core.search.hint`). It uses only what that seat knows: the search
        reads the game through the game's world sampler for that seat."""
        from majority_core.search import hint

        s, v = self.state, self.viewer
        if s.is_terminal():
            raise WrongPhase(_("the game is over: there is nothing to advise"), rule=RULE_HINT)
        if v is None or v not in s.current_players():
            who = ", ".join(self.look.seat_name(s, p) for p in s.current_players())
            raise WrongPlayer(
                _("a hint is for a seat that must decide: choose 'View as' {who}").format(who=who),
                rule=RULE_HINT,
            )
        # from what the seat knows (its view), never from the game's seed: the seed holds every
        # secret, so a hint seeded by it could differ between worlds the seat cannot tell apart
        known = json.dumps(s.view(v), sort_keys=True, default=str)
        seed = derive_seed("hint", known, len(s.history), v) % 2**31
        try:
            result = hint(s, v, iterations=self.hint_iterations, seed=seed)
        except TypeError:
            raise RuleError(
                _("{game} has no search yet").format(game=_(self.look.title)), rule=RULE_HINT
            ) from None
        self._hint = ((len(s.history), v), result)
        return result

    def reviewed_game(self) -> GameState:
        """The game *Review* judges: the one on the board (open once it is over)."""
        return self.state

    def hint_html(self) -> str:
        """The last hint as a small table, while the game is still where it was asked."""
        if self._hint is None:
            return ""
        (at, seat), result = self._hint
        s = self.state
        if at != len(s.history) or seat != self.viewer:
            return ""
        labels = {str(a): self.look.action_label(s, seat, a) for a in s.legal_actions(seat)}
        title = "<div><b>{}</b></div>".format(
            esc(_("Hint for {seat}").format(seat=self.look.seat_name(s, seat))))
        return title + result.html(lambda a: labels.get(a, a))

    def step(self) -> list[Event]:
        """One decision by the first waiting bot; returns what the viewer may see of it."""
        s = self.state
        for p in s.current_players():
            if p not in self.humans:
                start = len(s.events)
                rng = self.bot_rng(p)
                view = s.view(p) if getattr(self.bots[p], "needs_view", True) else {}
                s.apply(p, self.bots[p].act(view, s.legal_actions(p), rng))
                self._follow()
                return s.handed_out(self.viewer, start)
        if s.is_terminal():
            raise WrongPlayer(_("the game is over"), rule=RULE)
        waiting = s.current_players()
        # French names them with their article: "le joueur 0 doit décider", "les joueurs 0 et 2"
        who = people((self.look.seat_name(s, p) for p in waiting), case="the")
        raise WrongPlayer(
            ngettext("waiting for a person: {who} must decide before the bots go on",
                     "waiting for people: {who} must decide before the bots go on",
                     len(waiting)).format(who=who),
            rule=RULE,
        )

    def run(self, max_steps: int = 100_000) -> int:
        """Let the bots play until a person must decide or the game ends; return the steps."""
        steps = 0
        s = self.state
        while steps < max_steps and not s.is_terminal():
            if all(p in self.humans for p in s.current_players()):
                break
            self.step()
            steps += 1
        self._follow()
        return steps

    def bot_rng(self, seat: int) -> Any:
        """The generator of a bot's next decision: from the seed, the seat and the decision
        number, so an undo replays the bots' choices exactly."""
        return make_rng(self.state.seed, "board", len(self.state.history), seat)

    def _follow(self) -> None:
        if self.follow and self.viewer in self.humans:
            waiting = self.deciding()
            if waiting and self.viewer not in waiting:
                self.viewer = waiting[0]

    def can_undo(self) -> bool:
        """Whether :meth:`undo` has something to take back."""
        h = self.state.history
        return any(p in self.humans for p, _ in h) if self.humans else bool(h)

    def undo(self) -> None:
        """Take back the last decision of a person (and the bots' after it); with no person
        seated, the last decision."""
        h = self.state.history
        mine = [i for i, (p, _) in enumerate(h) if p in self.humans]
        if not h or (self.humans and not mine):
            raise IllegalAction(_("nothing to undo yet"), rule=RULE)
        self.state = self.state.replay_prefix(mine[-1] if self.humans else len(h) - 1)
        if self.humans and mine and h[mine[-1]][0] != self.viewer and self.viewer in self.humans:
            self.viewer = h[mine[-1]][0]

    def new_game(self, seed: Any = None, n_players: Any = None) -> None:
        """A new game (same seats and bots); ``seed`` None: the next seed."""
        s = self.state
        seed = s.seed + 1 if seed in (None, "") else _whole(seed, _("seed"))
        n = s.n_players if n_players in (None, "") else _whole(n_players, _("number of players"))
        if any(p >= n for p in self.humans):
            raise MalformedInput(
                _("with {n} players there is no seat {seat}").format(n=n, seat=max(self.humans)),
                rule=RULE_SEATS,
            )
        state = self.look.new_state(n, seed, **s.options)
        if len(self.bots) != n:
            self.bots = [self.bots[0]] * n
        self.state = state
        if self.viewer is not None and self.viewer >= n:
            self.viewer = None
        if self.auto and self.humans:
            self.run()

    def save_warning(self) -> str | None:
        """Why saving now gives secrets away (None when it does not)."""
        if self.look.secrets and not self.state.is_terminal():
            return _(
                "This game is not over and the save file holds every secret (the seed gives "
                "every role and card): keep it from the players. Press Save again to save."
            )
        return None

    def save(self) -> str:
        """The save file (seed and decisions). Unfinished secret games: press twice."""
        warning = self.save_warning()
        if warning and not self._save_armed:
            self._save_armed = True
            raise SaveHoldsSecrets(warning, rule=N_("board: save files"))
        self._save_armed = False
        return self.state.to_json()

    def load(self, text: str | bytes) -> None:
        """Continue a saved game; a bad file raises SaveFileError and nothing changes."""
        state = self.look.load_state(text)
        if any(p >= state.n_players for p in self.humans):
            raise MalformedInput(
                ngettext("this save file has {n} seat; you play seat {seat}",
                         "this save file has {n} seats; you play seat {seat}",
                         state.n_players).format(n=state.n_players, seat=max(self.humans)),
                rule=RULE_SEATS,
            )
        if len(self.bots) != state.n_players:
            self.bots = [self.bots[0]] * state.n_players
        self.state = state
        if self.viewer is not None and self.viewer >= state.n_players:
            self.viewer = None
        if self.auto and self.humans:
            self.run()

    # -- clicks: never raise, leave a message -----------------------------------------------------
    def do(self, what: str, *args: Any, ok: str | None = None) -> bool:
        """Run a board command by name (play, step, run, undo, new_game, save, load,
        set_viewer); True if accepted, otherwise :attr:`message` says why."""
        if what != "save":
            self._save_armed = False
        _, error = guarded(getattr(self, what), *args)
        if error:
            kind = "info" if self._save_armed and what == "save" else "error"
            self.message, self.message_kind = error, kind
        else:
            self.message, self.message_kind = ok, "ok"
        return error is None

    def click(self, action: Any) -> bool:
        """A legal-action button: True if accepted; otherwise :attr:`message` says why."""
        return self.do("play", action)

    # -- drawing -------------------------------------------------------------------------------
    def html(self, *, message: bool = True) -> str:
        """The board as one HTML page: the prompt and the message (unless ``message`` is
        False: the widget view draws them next to its buttons), the table, extras, the log."""
        s = self.state
        parts = []
        if message:
            parts.append(
                f'<div class="mj-prompt-text" style="font-size:110%"><b>{esc(self.prompt())}</b>'
                "</div>"
            )
            parts.append(message_html(self.message, kind=self.message_kind))
        latest = self.log(1)
        label = esc(_("Latest:"))
        if latest:  # what just happened, above the table: readable without scrolling
            parts.append(
                '<div class="mj-latest" style="margin:4px 0;padding:4px 8px;'
                f'border-left:3px solid #0b4fa6;background:#f5f8ff"><b>{label}</b> '
                f"{esc(lower_first(latest[-1]))}"
                "</div>"
            )
        parts.append(self.hint_html())
        parts.append(self.look.state_html(s, self.viewer))
        parts.append(self.review_html())
        parts.append(self.look.extra_html(s, self.viewer))
        lines = self.log(14)
        if lines:
            parts.append("<div><b>{}</b> <small>{}</small></div>".format(
                esc(_("Events")), esc(_("(most recent last)"))))
            parts.append(lines_html(lines, css="mj-log"))
        return "".join(parts)

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        who = ", ".join(str(p) for p in sorted(self.humans)) or pgettext("players", "none")
        return _("<{game} play: seats played {who}, seed {seed}>").format(
            game=_(self.look.title), who=who, seed=self.state.seed)


def _whole(value: Any, what: str) -> int:
    try:
        return int(str(value).strip())
    except ValueError:
        raise MalformedInput(
            _("the {what} must be a whole number, not {value!r}").format(what=what, value=value)
        ) from None


def action_button(look: GameLook, state: GameState, seat: int, action: Any) -> Any:
    """One legal action as a button; a card (when the look gives colours) drawn as a card."""
    b = button("", "mj-action")
    fill_action_button(b, look, state, seat, action)
    return b


def fill_action_button(b: Any, look: GameLook, state: GameState, seat: int, action: Any) -> None:
    """Make the button ``b`` the button of ``action`` (label, tooltip, classes, card colours).

    The play board reuses its buttons from one click to the next through this: making a new
    widget costs a model on both sides (the Witch play tab made about a dozen per click), while
    changing a label sends only the traits that changed."""
    label = look.action_label(state, seat, action)
    b.description = label
    b.tooltip = look.action_tooltip(state, seat, action) or label
    b.mj_action = action
    colours = look.action_colours(state, seat, action)
    classes = ["mj-action", "mj-action-" + "".join(c if c.isalnum() else "-" for c in str(action))]
    if colours:
        classes.append("mj-card-button")
    if list(b._dom_classes) != classes:
        b._dom_classes = classes
    ink, background = colours or (None, None)
    b.style.button_color = background
    b.style.text_color = ink
    b.style.font_weight = "bold" if colours else ""
    b.layout.border = f"2px solid {ink}" if colours else None
    b.layout.min_width = "3.4em" if colours else None


class PlayBoard(BoardView):
    """Seat menu, bot buttons, undo / save / load / new game, the legal actions as buttons,
    the message right under them; then the table and the log (which grow)."""

    css = "mj-generic-play"

    def __init__(self, game: GamePlay, *, language: str | None = None) -> None:
        self.title = _("{game} play board").format(game=_(game.look.title))
        super().__init__(game, language=language)

    def build(self) -> list[Any]:
        import ipywidgets as w

        g: GamePlay = self.logic
        n = g.state.n_players
        self.viewer_menu = w.Dropdown(
            options=self._viewer_options(n),
            value="all" if g.viewer is None else str(g.viewer),
            description=_("View as"),
        )
        self.viewer_menu.layout.width = "21em"
        self.viewer_menu.add_class("mj-viewer-menu")
        self.viewer_menu.observe(self._on_viewer, names="value")
        self._syncing = False
        self.step_button = button(_("Bot step"), "mj-bot-step", tooltip=_("one decision by a bot"))
        self.run_button = button(
            _("Run bots"), "mj-run-bots", tooltip=_("bots play until a person decides"))
        self.undo_button = button(_("Undo"), "mj-undo", style="warning")
        self.save_button = button(_("Save"), "mj-save")
        self.load_button = button(_("Load"), "mj-load")
        self.new_button = button(_("New game"), "mj-new-game")
        self.hint_button = button(
            _("Hint"), "mj-hint", tooltip=_("what the search would play here, and why")
        )
        self.review_button = button(
            _("Review"), "mj-review",
            tooltip=_("after the game: each decision judged by the search, the better move shown"),
        )
        self.seed_box = w.Text(
            value=str(g.state.seed), description=_("Seed"), continuous_update=False)
        self.seed_box.layout.width = "10em"
        self.seed_box.style.description_width = "4.5em"
        self.seed_box.add_class("mj-seed")
        counts = list(g.look.player_counts) or [n]
        if n not in counts:
            counts.append(n)
        self.players_menu = w.Dropdown(
            options=[(str(k), k) for k in sorted(counts)], value=n, description=_("Players")
        )
        self.players_menu.layout.width = "10em"
        self.players_menu.style.description_width = "4em"
        self.players_menu.add_class("mj-players-menu")
        self.save_box = w.Textarea(
            placeholder=_("Save: the file appears here. Load: paste one here, then press Load."),
            layout=w.Layout(width="98%", height="3.2em"),
        )
        self.save_box.add_class("mj-save-box")
        self.step_button.on_click(lambda _b: self._do("step"))
        self.hint_button.on_click(lambda _b: self.ask_hint())
        self.review_button.on_click(lambda _b: self.ask_review())
        self.run_button.on_click(lambda _b: self._do("run"))
        self.undo_button.on_click(lambda _b: self._do("undo", ok=_("Taken back.")))
        self.save_button.on_click(lambda _b: self.save())
        self.load_button.on_click(
            lambda _b: self._do("load", self.save_box.value, ok=_("Loaded.")))
        self.new_button.on_click(
            lambda _b: self._do(
                "new_game", self.seed_box.value, self.players_menu.value,
                ok=_("A new game starts."),
            )
        )
        self.prompt_line = w.HTML()
        self.prompt_line.add_class("mj-prompt")
        self.choices = w.VBox()
        self.choices.add_class("mj-choices")
        self.page = w.HTML()
        self.page.add_class("mj-play-page")
        row1 = w.HBox(
            [self.viewer_menu, self.step_button, self.run_button, self.undo_button,
             self.hint_button, self.review_button]
        )
        row2 = w.HBox(
            [self.seed_box, self.players_menu, self.new_button, self.save_button, self.load_button]
        )
        for row in (row1, row2):
            row.layout.flex_flow = "row wrap"
        return [row1, row2, self.save_box, self.prompt_line, self.choices, self.message, self.page]

    def _viewer_options(self, n: int) -> list[tuple[str, str]]:
        g: GamePlay = self.logic
        opts = [(_("all-seeing (teacher)"), "all")]
        # French agrees "(humain)" with the seat's word: "joueuse 0 (humaine)" in the Sultane
        person = (pgettext("feminine", "{seat} (person)") if is_feminine(g.state)
                  else _("{seat} (person)"))
        for s in range(n):
            name = g.look.seat_name(g.state, s)
            who = person if s in g.humans else _("{seat} (bot)")
            opts.append((who.format(seat=name), str(s)))
        return opts

    def _on_viewer(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self._do("set_viewer", change["new"])

    def _do(self, what: str, *args: Any, ok: str | None = None) -> bool:
        done = self.logic.do(what, *args, ok=ok)
        self.redraw()
        return done

    # -- clicks (what the buttons call; tests call them too) -------------------------------------
    def choose(self, action: Any) -> bool:
        """Press the button of ``action``."""
        return self._do("play", action)

    def ask_hint(self) -> bool:
        """Press *Hint*: the table appears under the message (the page redraws)."""
        return self._do("hint", ok=_("Hint: the search's estimate of each choice is below."))

    def ask_review(self) -> bool:
        """Press *Review* (open once the game is over): the review appears under the table."""
        return self._do("review", ok=_("Review: each decision judged by the search is below."))

    def save(self) -> str | None:
        g: GamePlay = self.logic
        if g.do("save", ok=_("Saved: copy the text above to keep the game.")):
            self.save_box.value = g.state.to_json()
        self.redraw()
        return self.save_box.value if g.message_kind == "ok" else None

    def redraw(self) -> None:

        g: GamePlay = self.logic
        s = g.state
        self._syncing = True
        try:
            options = self._viewer_options(s.n_players)
            if list(self.viewer_menu.options) != options:
                self.viewer_menu.options = options
            self.viewer_menu.value = "all" if g.viewer is None else str(g.viewer)
            self.seed_box.value = str(s.seed)
            if s.n_players in [v for _, v in self.players_menu.options]:
                self.players_menu.value = s.n_players
        finally:
            self._syncing = False
        self.prompt_line.value = f'<div class="mj-prompt-text"><b>{esc(g.prompt())}</b></div>'
        self._draw_choices(g, s)
        self.undo_button.disabled = not g.can_undo()
        self.step_button.disabled = self.run_button.disabled = s.is_terminal()
        self.hint_button.disabled = s.is_terminal() or g.viewer not in s.current_players()
        self.review_button.disabled = not g.can_review()
        self.message.value = message_html(g.message, kind=g.message_kind)
        self.page.value = g.html(message=False)

    def _draw_choices(self, g: GamePlay, s: GameState) -> None:
        """The legal actions as buttons in rows by group, reusing the widgets of the last
        click (buttons, rows, row titles) and making only the ones missing."""
        import ipywidgets as w

        pool = self.__dict__.setdefault("_button_pool", [])
        rows_pool = self.__dict__.setdefault("_row_pool", [])
        groups: dict[str, list[Any]] = {}
        for i, action in enumerate(g.legal()):
            if i == len(pool):
                b = button("", "mj-action")
                b.on_click(lambda btn: self.choose(btn.mj_action))
                pool.append(b)
            b = pool[i]
            fill_action_button(b, g.look, s, g.viewer, action)  # type: ignore[arg-type]
            groups.setdefault(g.look.action_group(s, g.viewer, action), []).append(b)  # type: ignore[arg-type]
        rows = []
        for j, (title, buttons) in enumerate(groups.items()):
            if j == len(rows_pool):
                row = w.HBox()
                row.layout.flex_flow = "row wrap"
                row.layout.align_items = "center"
                rows_pool.append((row, w.HTML()))
            row, head = rows_pool[j]
            head.value = f"<b>{esc(title)}</b>&nbsp;"
            children = ([head] if title else []) + buttons
            if list(row.children) != children:
                row.children = children
            rows.append(row)
        if list(self.choices.children) != rows:
            self.choices.children = rows

    def __repr__(self) -> str:
        return f"<{self.title}>"


class LookPlay(GamePlay):
    """A game's own play logic: its look is the class attribute ``look``, the bots are given
    as ``policies`` (Policy objects or bot names; None: the look's first bot at every seat),
    and ``default_humans`` are the seats people play when ``humans`` is not given."""

    look: GameLook
    default_humans: tuple[int, ...] = (0,)

    def __init__(
        self,
        n_players: int | None = None,
        seed: int = 0,
        policies: Sequence[Policy | str] | None = None,
        humans: Sequence[int] | None = None,
        viewer: int | str | None = "first human",
        **options: Any,
    ) -> None:
        super().__init__(
            self.look,
            n_players,
            seed=seed,
            humans=self.default_humans if humans is None else humans,
            bots=list(policies) if policies else None,
            viewer=viewer,
            **options,
        )


class GameBoardView(PlayBoard):
    """A game's own play board: its play logic class and its title are class attributes, so
    the game states only those (and what it draws beyond the generic board).

    ``GameBoardView(board)`` wraps a play logic; ``GameBoardView(**kwargs)`` makes one with
    ``play_cls(**kwargs)``."""

    #: The game's :class:`GamePlay` subclass, called with the keyword arguments.
    play_cls: type[GamePlay] = GamePlay
    #: The board's title (marked with ``N_``, translated when the board is made).
    board_title: str = "board"

    def __init__(self, board: GamePlay | None = None, **kwargs: Any) -> None:
        self.board = board if board is not None else self.play_cls(**kwargs)
        super().__init__(self.board)
        self.title = _(self.board_title)
