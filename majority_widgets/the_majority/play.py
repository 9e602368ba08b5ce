"""Play board: a person plays one seat of The Majority against bots, to the end.

With 4 players the person's partner (seat + 2) is a bot too. The bots act as soon as it is
their turn, so the board always waits on the person (or shows the final result). The person
can undo their own last decision (the bots then choose again exactly as before: each bot
decision draws from a generator seeded by the game seed, the seat and the decision number) and
save or load the game as the package's JSON save file.

>>> g = PlayGame(human=0, seed=5)
>>> g.phase, g.prompt().startswith("Draft")
('draft', True)
>>> g.choose(g.legal()[0]); len(g.state.history) > 4
True
>>> g.undo(); g.state.history[-1][0] != 0
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from majority_core.errors import MalformedInput, WrongPhase, WrongPlayer
from majority_core.i18n import N_, _
from majority_core.policy import Policy
from majority_core.rng import make_rng
from majority_core.the_majority import TheMajorityState, get_policy
from majority_core.the_majority import explain as ex
from majority_widgets.kit import BoardView, button, lines_html
from majority_widgets.kit.play import GamePlay

from .look import LOOK, card_button, view_html

PROMPTS = {
    "draft": N_("Draft: keep one card of the packet in front of you; the rest goes to your left "
                "(revised 2-2)."),
    "exchange": N_("Partner exchange: choose one card to give your partner, face down (revised "
                   "2-3)."),
    "trick": N_("Trick: choose the card you play (revised 2-3)."),
}
RULE_COUNT = N_("revised 1-5 and 3-3")
RULE_SEATS = N_("revised 1-5")


class PlayGame(GamePlay):
    """The logic of the play board: one human seat, bots elsewhere, undo, save and load.

    The kit's :class:`~majority_widgets.kit.play.GamePlay` with one person, The Majority's prompts and
    the choice of seat and player count at a restart."""

    def __init__(
        self,
        human: int = 0,
        *,
        n_players: int = 4,
        seed: int = 0,
        bots: Sequence[str | Policy] | str = "greedy",
        first_edition: bool = False,
        language: str | None = None,
    ) -> None:
        if n_players not in (3, 4) or isinstance(n_players, bool):
            raise MalformedInput(
                _("The Majority is for 3 or 4 players, not {n!r}").format(n=n_players),
                rule=RULE_COUNT,
            )
        if isinstance(human, bool) or not isinstance(human, int) or not 0 <= human < n_players:
            raise MalformedInput(
                _("there is no seat {seat!r}: seats are 0..{last}").format(
                    seat=human, last=n_players - 1),
                rule=RULE_SEATS,
            )
        names = [bots] * n_players if isinstance(bots, str | Policy) else list(bots)
        if len(names) != n_players:
            raise MalformedInput(
                _("give one bot per seat ({n}), not {given}").format(n=n_players, given=len(names)))
        super().__init__(
            LOOK,
            n_players,
            seed=seed,
            humans=[human],
            bots=[get_policy(b) for b in names],
            viewer=human,
            follow=False,
            first_edition=first_edition,
            language=language,
        )

    @property
    def human(self) -> int:
        """The person's seat."""
        return min(self.humans)

    def bot_rng(self, seat: int) -> Any:
        return make_rng(self.state.seed, "bot", seat, len(self.state.history))

    def advance(self) -> None:
        """Let the bots decide until the human must decide (or the game is over)."""
        self.run()

    # -- the human ---------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.state.phase

    def waiting(self) -> bool:
        """Whether the person must decide now."""
        return self.human in self.state.current_players()

    def prompt(self) -> str:
        """What the person is asked to do, in words."""
        if self.state.is_terminal():
            return self.state.events[-1].text
        text = _(PROMPTS[self.phase])
        if self.phase == "trick" and self.state.order is not None:
            text += _(
                " This trick is played face up, one card at a time, after a spy (revised 3-1 [3])."
            )
        return text

    def choose(self, card: Any) -> None:
        """The person keeps / gives / plays ``card`` ("R10"); then the bots answer."""
        if self.state.is_terminal():
            raise WrongPhase(
                _("the game is over: start a new game or undo your last move"),
                rule=N_("revised 2-6"),
            )
        if not self.waiting():  # cannot happen through the board; kept for direct callers
            raise WrongPlayer(_("it is not your decision now"), rule=self.state.turn_rule)
        self.play(card)

    def undo(self) -> None:
        """Take back the person's last decision (and everything the bots did after it)."""
        if not self.can_undo():
            raise WrongPhase(_("you have not decided anything yet: nothing to undo"),
                             rule=N_("undo"))
        super().undo()
        self.advance()

    # -- save / load -------------------------------------------------------------------------------
    def save(self) -> str:
        """The game as the package's save file (game, options, seed, decisions)."""
        return self.state.to_json()

    def load(self, text: str | bytes) -> None:
        """Load a save file; a bad one raises SaveFileError and the current game stays."""
        state = TheMajorityState.from_json(text)
        if not 0 <= self.human < state.n_players:
            raise MalformedInput(
                _("this save file has {n} seats: seat {seat} is not one of them").format(
                    n=state.n_players, seat=self.human)
            )
        super().load(text)

    def restart(self, seed: int, *, n_players: int | None = None, human: int | None = None) -> None:
        """A new game (same bots); optionally another number of players or another seat."""
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise MalformedInput(
                _("the seed must be a whole number, not {seed!r}").format(seed=seed))
        n = self.state.n_players if n_players is None else n_players
        if n not in (3, 4) or isinstance(n, bool):
            raise MalformedInput(
                _("The Majority is for 3 or 4 players, not {n!r}").format(n=n), rule=RULE_COUNT
            )
        seat = self.human if human is None else human
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise MalformedInput(
                _("there is no seat {seat!r} with {n} players (seats 0..{last})").format(
                    seat=seat, n=n, last=n - 1),
                rule=RULE_SEATS,
            )
        state = TheMajorityState.new(n_players=n, seed=seed, **self.state.options)
        self.humans = {seat}
        self.viewer = seat
        if len(self.bots) != n:
            self.bots = (self.bots * 2)[:n]
        self.state = state
        self.advance()

    # -- what the person sees ------------------------------------------------------------------------
    def log(self, last: int | None = 12) -> list[str]:
        """The sentences the person has seen, most recent last."""
        return self.state.explain(self.human, last=last)

    def __repr__(self) -> str:
        return f"<PlayGame seat {self.human} of {self.state.n_players}, seed {self.state.seed}, {self.phase}>"


class PlayBoard(BoardView):
    """The play board: your seat's table, one button per card you may choose, undo, save, load."""

    css = "mj-play"
    title = "Play board"

    def __init__(self, human: int = 0, **options: Any) -> None:
        super().__init__(PlayGame(human, **options))
        self.title = _("Play board")

    def build(self) -> list[Any]:
        import ipywidgets as w

        game: PlayGame = self.logic
        self.prompt_line = w.HTML()
        self.prompt_line.add_class("mj-prompt")
        self.choices = w.HBox()
        self.choices.add_class("mj-choices")
        self.undo_button = button(_("Undo my last decision"), "mj-undo")
        self.on_click(self.undo_button, game.undo, ok=_("Your last decision was taken back."))
        self.save_button = button(_("Save game"), "mj-save")
        self.save_button.on_click(lambda _b: self.save())
        self.hint_button = button(
            _("Hint"), "mj-hint", tooltip=_("what the search would play here, and why")
        )
        self.hint_button.on_click(lambda _b: self.ask_hint())
        self.hint_area = w.HTML()
        self.hint_area.add_class("mj-hint-table")
        self.load_button = button(_("Load game"), "mj-load")
        self.load_button.on_click(lambda _b: self.load(self.save_box.value))
        self.seed_box = w.Text(
            value=str(game.state.seed), description=_("Seed"), continuous_update=False
        )
        self.seed_box.layout.width = "12em"
        self.seed_box.add_class("mj-seed")
        self.players_menu = w.Dropdown(
            options=[4, 3], value=game.state.n_players, description=_("Players")
        )
        self.players_menu.layout.width = "11em"
        self.players_menu.add_class("mj-players-menu")
        self.seat_menu = w.Dropdown(
            options=[0, 1, 2, 3], value=game.human, description=_("Your seat"))
        self.seat_menu.layout.width = "11em"
        self.seat_menu.add_class("mj-seat-menu")
        self.new_button = button(_("New game"), "mj-new-game")
        self.new_button.on_click(
            lambda _b: self.new_game(
                self.seed_box.value, self.players_menu.value, self.seat_menu.value
            )
        )
        self.save_box = w.Textarea(
            placeholder=_("The save file appears here; paste one to load it."),
            layout=w.Layout(width="100%", height="4em"),
        )
        self.save_box.add_class("mj-save-box")
        self.table = w.HTML()
        self.table.add_class("mj-play-table")
        self.log = w.HTML()
        self.log.add_class("mj-play-log")
        self.header = w.HTML()
        self.header.add_class("mj-play-header")
        return [
            self.header,
            self.prompt_line,
            self.choices,
            w.HBox([self.undo_button, self.hint_button, self.save_button, self.load_button]),
            w.HBox([self.seed_box, self.players_menu, self.seat_menu, self.new_button]),
            self.save_box,
            self.message,
            self.hint_area,
            self.table,
            self.log,
        ]

    # -- clicks ----------------------------------------------------------------------------------------
    def choose(self, card: Any) -> None:
        """Click the button of ``card``, as a person would."""
        self.act(self.logic.choose, card)

    def ask_hint(self) -> Any:
        """Click Hint: the search's estimate of each card for your seat, drawn under the message."""
        return self.act(self.logic.hint, ok=_("Hint: the search's estimate of each card is below."))

    def save(self) -> str:
        text = self.act(self.logic.save, ok=_("Saved: copy the text below to keep the game."))
        self.save_box.value = text or ""
        return text

    def load(self, text: str) -> None:
        self.act(self.logic.load, text, ok=_("Game loaded."))

    def new_game(self, seed: Any, n_players: int | None = None, human: int | None = None) -> None:
        try:
            number = int(str(seed).strip())
        except ValueError:
            number = seed  # let the logic refuse it with its own message
        self.act(
            self.logic.restart,
            number,
            n_players=n_players,
            human=human,
            ok=_("New game, seed {seed}.").format(seed=seed),
        )

    def redraw(self) -> None:
        import ipywidgets as w

        game: PlayGame = self.logic
        bots = ", ".join(_("{seat}: {bot}").format(seat=ex.seat(p), bot=ex.bot_word(b.name))
                         for p, b in enumerate(game.bots) if p != game.human)
        partner = (
            _(" Your partner is {seat}.").format(seat=ex.seat((game.human + 2) % 4))
            if game.state.n_players == 4 else ""
        )
        self.header.value = "<b>{}</b>{}".format(
            _esc(_("Play board")),
            _esc(_(": you are {seat}.{partner} Bots: {bots}.").format(
                seat=ex.seat(game.human), partner=partner, bots=bots)))
        self._syncing = True
        try:
            self.players_menu.value = game.state.n_players
            self.seat_menu.value = game.human
            self.seed_box.value = str(game.state.seed)
        finally:
            self._syncing = False
        self.prompt_line.value = (
            f'<div class="mj-prompt-text" style="font-size:110%"><b>{_esc(game.prompt())}</b></div>'
        )
        buttons = []
        for card in game.legal():
            b = card_button(card, "mj-choice", tooltip=_("choose {card}").format(card=card))
            b.add_class(f"mj-choice-{card}")
            b.on_click(lambda _b, c=str(card): self.choose(c))
            buttons.append(b)
        old = self.choices.children
        self.choices.children = buttons or [
            w.HTML("<i>{}</i>".format(_esc(_("nothing to choose now"))))]
        for widget in old:  # free the front-end models of the previous choice buttons
            widget.close()
        self.undo_button.disabled = not game.can_undo()
        self.hint_button.disabled = game.human not in game.state.current_players()
        self.hint_area.value = game.hint_html()
        self.table.value = view_html(game.view())
        self.log.value = lines_html(game.log(10), css="mj-recent", current=None)

    def __repr__(self) -> str:
        return _("<Play board: seat {seat}, seed {seed}>").format(
            seat=self.logic.human, seed=self.logic.state.seed)


def _esc(text: str) -> str:
    import html

    return html.escape(text)
