"""Round stepper: replay a whole game of The Majority event by event.

A game comes from a seed and bots (:meth:`RoundStepper.from_seed`), from a save file
(:meth:`RoundStepper.from_json`) or from the scenario library (:data:`SCENARIOS`). The stepper
walks through the game's events, as one seat saw them or all-seeing, and shows the table as it
was once the decision behind the current event was resolved: hands, the cards on the table,
won cards by colour, coins and the spy token.

>>> s = RoundStepper.from_seed(3, n_players=4)
>>> s.next_debate(); s.event.kind
'debate'
>>> s.next_round(); s.event.text.startswith("Round 2 of 4 begins")
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from majority_core import i18n
from majority_core.errors import MalformedInput, WrongPhase
from majority_core.game import Event, play
from majority_core.i18n import N_, _
from majority_core.policy import Policy
from majority_core.the_majority import Card, TheMajorityState, get_policy
from majority_core.the_majority import explain as ex
from majority_widgets.kit import BoardView, box, button, lines_html
from majority_widgets.kit.look import private_label, private_line
from majority_widgets.kit.stepper import GameStepper

from .look import LOOK, view_html
from .trick_lab import TrickLab, stage_html

#: The event kinds the jump buttons look for.
JUMPS = {"trick": "trick", "round": "round", "debate": "debate"}


def default_bots(n_players: int) -> list[Policy]:
    """The bots that play a seeded game when none are given: greedy players (see policies)."""
    return [get_policy("greedy") for _ in range(n_players)]


class RoundStepper(GameStepper):
    """The logic of the stepper: a finished (or partial) game, a viewer and a position.

    The kit's :class:`~majority_widgets.kit.stepper.GameStepper` (replay, viewer, moving) with The
    Majority's jumps (next trick, round, debate), scenarios and trick lab."""

    def __init__(
        self, game: TheMajorityState, viewer: int | None = None, *, title: str = "",
        language: str | None = None,
    ) -> None:
        self.title = title or _("seed {seed}").format(seed=game.seed)
        super().__init__(LOOK, game, viewer, language=language)

    # -- making one --------------------------------------------------------------------------------
    @classmethod
    def from_seed(
        cls,
        seed: int = 0,
        *,
        n_players: int = 4,
        policies: Sequence[str | Policy] | None = None,
        viewer: int | None = None,
        language: str | None = None,
        **options: Any,
    ) -> RoundStepper:
        """Bots play a whole game from ``seed`` (same seed, same bots: same game).

        ``policies`` names one bot per seat ("random", "greedy", "runner-up", "saboteur").
        """
        bots = [get_policy(p) for p in policies] if policies else default_bots(n_players)
        if len(bots) != n_players:
            with i18n.language(language):
                raise MalformedInput(_("{n} players need {n} bots, not {given}").format(
                    n=n_players, given=len(bots)))
        state = TheMajorityState.new(n_players=n_players, seed=seed, **options)
        play(state, bots, seed=seed)
        with i18n.language(language):
            title = _("seed {seed}").format(seed=seed)
        return cls(state, viewer, title=title, language=language)

    @classmethod
    def from_json(cls, text: str | bytes, viewer: int | None = None, *,
                  language: str | None = None) -> RoundStepper:
        """A saved game (``to_json``); a bad file raises SaveFileError saying why."""
        with i18n.language(language):
            return cls(TheMajorityState.from_json(text), viewer, title=_("saved game"),
                       language=language)

    @classmethod
    def from_scenario(cls, name: str, viewer: int | None = None, *,
                      language: str | None = None) -> RoundStepper:
        """A game of the scenario library, positioned at its interesting moment (found in
        the English log, which the scenarios read; the board then speaks ``language``)."""
        scenario = SCENARIOS_BY_NAME.get(name)
        if scenario is None:
            with i18n.language(language):
                raise MalformedInput(
                    _("there is no scenario {name!r}; scenarios: {names}").format(
                        name=name, names=", ".join(SCENARIOS_BY_NAME))
                )

        def replay(lang: str | None) -> RoundStepper:
            return cls.from_seed(scenario.seed, n_players=scenario.n_players,
                                 policies=scenario.bots(), viewer=viewer, language=lang,
                                 **scenario.kwargs)

        with i18n.language("en"):
            stepper = replay(None)
            stepper.go_to_first(scenario.moment)
        if (language or i18n.get_language()) != "en":
            position, stepper = stepper.position, replay(language)
            stepper.position = position  # the same game: the same events, in another language
        stepper.title = scenario.name
        return stepper

    # -- viewer and moving (the kit's, with The Majority's rules cited) ---------------------------
    def set_viewer(self, viewer: int | None) -> None:  # type: ignore[override]
        """None: all-seeing (every hand); a seat: only what that seat saw."""
        if viewer is not None and (
            isinstance(viewer, bool)
            or not isinstance(viewer, int)
            or not 0 <= viewer < self.game.n_players
        ):
            raise MalformedInput(
                _("there is no seat {seat!r}: seats are 0..{last}").format(
                    seat=viewer, last=self.game.n_players - 1),
                rule=N_("revised 1-5"),
            )
        super().set_viewer(viewer)

    def view(self) -> dict[str, Any]:
        return self.state.view(self.viewer)

    def forward(self) -> None:
        if self.position >= len(self._visible) - 1:
            raise WrongPhase(_("this is the last event of the game"), rule=N_("revised 2-6"))
        self.position += 1

    def back(self) -> None:
        if self.position == 0:
            raise WrongPhase(_("this is the first event of the game"), rule=N_("revised 1-4"))
        self.position -= 1

    def _find(self, test: Callable[[Event], bool], step: int, what: str) -> None:
        k = self.position + step
        while 0 <= k < len(self._visible):
            if test(self.game.events[self._visible[k]]):
                self.position = k
                return
            k += step
        text = (_("there is no {what} after this event") if step > 0
                else _("there is no {what} before this event"))
        raise WrongPhase(text.format(what=_(what)), rule=N_("revised 2-1"))

    def _jump(self, kind: str, step: int) -> None:
        if kind == "debate":
            # the three colour sentences of one debate count as one stop
            def test(e: Event) -> bool:
                return e.kind == "debate" and e.data.get("colour") == "red"
        else:

            def test(e: Event) -> bool:
                return e.kind == kind

        self._find(test, step, kind)

    def next_trick(self) -> None:
        self._jump("trick", 1)

    def next_round(self) -> None:
        self._jump("round", 1)

    def next_debate(self) -> None:
        self._jump("debate", 1)

    def previous_trick(self) -> None:
        self._jump("trick", -1)

    def previous_round(self) -> None:
        self._jump("round", -1)

    def previous_debate(self) -> None:
        self._jump("debate", -1)

    def go_to_first(self, test: Callable[[Event], bool]) -> None:
        """Go to the first event that passes ``test`` (scenarios use it)."""
        self.position = -1
        try:
            self._find(test, 1, N_("such event"))
        except WrongPhase:
            self.position = 0
            raise

    def trick(self) -> TrickLab | None:
        """When the current event belongs to a trick's resolution (reveal, an effect, the result),
        that trick in a trick lab, at the matching step; otherwise None."""
        e = self.event
        if e.kind not in ("reveal", "effect", "trick") or self.decision == 0:
            return None
        d = self.decision
        before = self.state_after(d - 1)
        player, card = self.game.history[d - 1]
        plays = list(before.pending)
        plays[player] = Card.parse(card)
        lab = TrickLab(
            self.game.n_players,
            before.spy_holder,
            last_trick=before.trick == before.tricks_in_round() - 1,
            first_edition=before.first_edition,
        )
        lab.set_cards(plays)
        lab.resolve()
        if e.kind == "trick":
            lab.go_to(len(lab.stages) - 1)
        elif e.kind == "effect":
            here = self._visible[self.position]
            same = [
                i
                for i, ev in enumerate(self.game.events[: here + 1])
                if ev.kind == "effect" and self._decision_of_event[i] == d
            ]
            lab.go_to(len(same))
        return lab

    # -- text ----------------------------------------------------------------------------------------
    def label(self, event: Event) -> str:
        """Whose private event this is, in the all-seeing view ("You keep R10" needs a name)."""
        return private_label(event, self.viewer, ex.seat)

    def status(self) -> str:
        who = (_("all-seeing") if self.viewer is None
               else _("as seat {seat} saw it").format(seat=self.viewer))
        return _("{title}: event {k} of {n} ({who})").format(
            title=_(self.title), k=self.position + 1, n=len(self._visible), who=who)

    def __repr__(self) -> str:
        return f"<RoundStepper {self.status()}>"


@dataclass(frozen=True)
class Scenario:
    """A seeded game worth replaying, and the moment to start at."""

    name: str
    seed: int
    lesson: str
    moment: Callable[[Event], bool]
    n_players: int = 4
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def kwargs(self) -> dict[str, Any]:
        return dict(self.options)

    def bots(self) -> list[Policy]:
        """Scenarios are played by uniform random bots, which never change with the bot library."""
        from majority_core.policy import UniformRandom

        return [UniformRandom() for _ in range(self.n_players)]


def _tie_at_top(e: Event) -> bool:
    return e.kind == "debate" and "tie for first" in e.text and " is second " in e.text


def _effect(*words: str) -> Callable[[Event], bool]:
    return lambda e: e.kind == "effect" and all(w in e.text for w in words)


#: Seeded games (uniform random bots) with a moment worth showing. Tests check each moment
#: happens, so a change in the engine's dealing cannot silently empty the library.
SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        N_("Tie at the top of a debate"),
        0,
        N_("Two players tie for first in one colour: each takes 2 coins, and second place is paid "
        '⌊W/5⌋ once per winner (revised 2-4; first edition "Phase de débat").'),
        _tie_at_top,
    ),
    Scenario(
        N_("A spy, then a face-up trick"),
        0,
        N_("A spy takes the token and the next trick is played one card at a time, face up "
        "(revised 3-1 [3])."),
        lambda e: e.kind == "play" and "face up" in e.text,
    ),
    Scenario(
        N_("Rival spies"),
        0,
        N_("Several seats play a 3, but only one spy acts: the one farthest clockwise from the "
        "holder takes the token; the others do nothing (revised 3-1 [3])."),
        lambda e: e.kind == "effect" and e.data.get("power") == 3 and "farthest clockwise" in e.text,
    ),
    Scenario(
        N_("A stolen spy does nothing"),
        0,
        N_("A 3 stolen by a 0 does not act in the revised rules (revised 3-1 [3])."),
        _effect("Spy", "was stolen, so it does not act"),
    ),
    Scenario(
        N_("Two 2s wipe out a trick"),
        1,
        N_("Two 2s of different colours discard every card not stolen, themselves included "
        "(revised 3-1 [2])."),
        _effect("discard each other too"),
    ),
    Scenario(
        N_("Two 0s cancel"),
        3,
        N_("Two 0s of one colour cancel each other (revised 3-1 [0])."),
        _effect("cancel each other"),
    ),
    Scenario(
        N_("Teams tie: the spy token decides"),
        43,
        N_("The teams end with the same coins; the team holding the spy token wins (revised 2-6)."),
        lambda e: e.kind == "end",
    ),
    Scenario(
        N_("3 players: a tie broken by the spy token"),
        34,
        N_("With 3 players a tie goes to the token holder (revised 3-3)."),
        lambda e: e.kind == "end",
        n_players=3,
    ),
)
SCENARIOS_BY_NAME: dict[str, Scenario] = {s.name: s for s in SCENARIOS}
CHOOSE_SCENARIO = N_("(choose a scenario)")


class StepperBoard(BoardView):
    """The stepper as a board: navigation buttons, a viewer menu, the table and the log."""

    css = "mj-stepper"
    title = "Round stepper"

    def __init__(
        self, stepper: RoundStepper | None = None, *, seed: int = 0, n_players: int = 4,
        language: str | None = None,
    ) -> None:
        if stepper is not None and language is not None and stepper.board_language != language:
            stepper.relanguage(language)  # a game told in another language: tell it again
        super().__init__(
            stepper or RoundStepper.from_seed(seed, n_players=n_players, language=language),
            language=language)
        self.title = _("Round stepper")

    @classmethod
    def from_scenario(cls, name: str, viewer: int | None = None, *,
                      language: str | None = None) -> StepperBoard:
        return cls(RoundStepper.from_scenario(name, viewer, language=language))

    def build(self) -> list[Any]:
        import ipywidgets as w

        st: RoundStepper = self.logic
        b = {
            "start": button(_("|< Start"), "mj-start", tooltip=_("first event")),
            "prev_round": button(_("<< Round"), "mj-prev-round", tooltip=_("previous round")),
            "prev_trick": button(_("< Trick"), "mj-prev-trick", tooltip=_("previous trick")),
            "back": button(_("< Back"), "mj-back", tooltip=_("previous event")),
            "forward": button(_("Forward >"), "mj-forward", tooltip=_("next event"),
                              style="primary"),
            "next_trick": button(_("Next trick >"), "mj-next-trick"),
            "next_round": button(_("Next round >>"), "mj-next-round"),
            "next_debate": button(_("Next debate >"), "mj-next-debate"),
            "end": button(_("End >|"), "mj-end"),
        }
        self.buttons = b
        for name, btn in b.items():
            self.on_click(btn, getattr(self, "_" + name))
        self.viewer_menu = w.Dropdown(
            options=self._seat_options(st.game.n_players),
            value=-1 if st.viewer is None else st.viewer, description=_("Show")
        )
        # wide enough for the French « tous les joueurs (vue omnisciente) », cut at 300 px
        self.viewer_menu.layout.width = "26em"
        self.viewer_menu.add_class("mj-viewer-menu")
        self.viewer_menu.observe(self._viewer_chosen, names="value")
        self.status_line = w.HTML()
        self.status_line.add_class("mj-stepper-status")
        self.explanation = w.HTML()
        self.explanation.add_class("mj-event")
        self.trick_panel = w.HTML()
        self.trick_panel.add_class("mj-stepper-trick")
        self.table = w.HTML()
        self.table.add_class("mj-stepper-table")
        self.log = w.HTML()
        self.log.add_class("mj-stepper-log")
        # where the game comes from: a scenario, a seed played by bots, or a save file
        self.scenario_menu = w.Dropdown(
            options=[(_(CHOOSE_SCENARIO), CHOOSE_SCENARIO),
                     *((_(n), n) for n in SCENARIOS_BY_NAME)],
            description=_("Scenario"),
        )
        self.scenario_menu.add_class("mj-scenario-menu")
        self.scenario_menu.observe(self._scenario_chosen, names="value")
        self.seed_box = w.Text(
            value=str(st.game.seed), description=_("Seed"), continuous_update=False)
        self.seed_box.layout.width = "14em"
        self.seed_box.add_class("mj-seed")
        self.players_menu = w.Dropdown(
            options=[4, 3], value=st.game.n_players, description=_("Players")
        )
        self.players_menu.layout.width = "12em"
        self.players_menu.add_class("mj-players-menu")
        self.seed_button = button(_("Replay this seed (greedy bots)"), "mj-replay-seed")
        self.seed_button.on_click(
            lambda _b: self.open_seed(self.seed_box.value, self.players_menu.value)
        )
        self.save_box = w.Textarea(
            placeholder=_("Paste a save file here, then press Load."),
            layout=w.Layout(width="60%", height="3em"),
        )
        self.save_box.add_class("mj-save-box")
        self.load_button = button(_("Load save file"), "mj-load")
        self.load_button.on_click(lambda _b: self.open_save(self.save_box.value))
        return [
            w.HTML("<b>{}</b>{}".format(_("Round stepper"), _(
                ": replay a game event by event (revised 2-1: draft, tricks, debate; 4 rounds)."))),
            w.HBox([self.scenario_menu, self.seed_box, self.players_menu, self.seed_button]),
            w.HBox([self.save_box, self.load_button]),
            w.HBox(
                [
                    b["start"],
                    b["prev_round"],
                    b["prev_trick"],
                    b["back"],
                    b["forward"],
                    b["next_trick"],
                    b["next_round"],
                    b["next_debate"],
                    b["end"],
                ]
            ),
            w.HBox([self.viewer_menu, self.status_line]),
            self.message,
            self.explanation,
            self.trick_panel,
            self.table,
            self.log,
        ]

    # one method per button, so that a test can press them by name
    def _start(self) -> None:
        self.logic.start()

    def _prev_round(self) -> None:
        self.logic.previous_round()

    def _prev_trick(self) -> None:
        self.logic.previous_trick()

    def _back(self) -> None:
        self.logic.back()

    def _forward(self) -> None:
        self.logic.forward()

    def _next_trick(self) -> None:
        self.logic.next_trick()

    def _next_round(self) -> None:
        self.logic.next_round()

    def _next_debate(self) -> None:
        self.logic.next_debate()

    def _end(self) -> None:
        self.logic.end()

    # -- choosing the game ----------------------------------------------------------------------
    def _replace(self, make: Callable[[], RoundStepper], ok: str) -> None:
        stepper = self.act(make, ok=ok)
        if stepper is not None:
            self.logic = stepper
            n = stepper.game.n_players
            self._syncing = True
            try:
                self.viewer_menu.options = self._seat_options(n)
            finally:
                self._syncing = False
            self.redraw()

    def _seat_options(self, n: int) -> list[tuple[str, int]]:
        return [(_("all seats (all-seeing)"), -1)] + [
            (_("seat {seat}'s view").format(seat=p), p) for p in range(n)
        ]

    def open_scenario(self, name: str) -> None:
        lang = self.board_language
        self._replace(lambda: RoundStepper.from_scenario(name, language=lang),
                      ok=_("Scenario: {name}.").format(name=_(name)))

    def open_seed(self, seed: Any, n_players: int = 4) -> None:
        lang = self.board_language

        def make() -> RoundStepper:
            try:
                number = int(str(seed).strip())
            except ValueError:
                raise MalformedInput(
                    _("the seed must be a whole number, not {seed!r}").format(seed=seed)) from None
            return RoundStepper.from_seed(number, n_players=n_players, language=lang)

        self._replace(make, ok=_("Game of seed {seed}, {n} players, played by greedy bots.").format(
            seed=seed, n=n_players))

    def open_save(self, text: str) -> None:
        lang = self.board_language
        self._replace(lambda: RoundStepper.from_json(text, language=lang),
                      ok=_("Saved game loaded."))

    def _scenario_chosen(self, change: dict[str, Any]) -> None:
        if not getattr(self, "_syncing", False) and change["new"] in SCENARIOS_BY_NAME:
            self.open_scenario(change["new"])

    def _viewer_chosen(self, change: dict[str, Any]) -> None:
        if getattr(self, "_syncing", False):
            return
        self.act(self.logic.set_viewer, None if change["new"] == -1 else change["new"])

    def redraw(self) -> None:
        st: RoundStepper = self.logic
        self._syncing = True
        try:
            self.viewer_menu.value = -1 if st.viewer is None else st.viewer
            title = st.title if st.title in SCENARIOS_BY_NAME else CHOOSE_SCENARIO
            self.scenario_menu.value = title
        finally:
            self._syncing = False
        last = len(st._visible) - 1
        for name in ("start", "back", "prev_trick", "prev_round"):
            self.buttons[name].disabled = st.position == 0
        for name in ("forward", "end", "next_trick", "next_round", "next_debate"):
            self.buttons[name].disabled = st.position == last
        self.status_line.value = f'<span class="mj-position">{st.status()}</span>'
        e = st.event
        rule = f' <small style="color:#555">[{e.rule}]</small>' if e.rule else ""
        self.explanation.value = (
            '<div class="mj-event-text" style="font-size:110%;background:#fff3c4;padding:4px 8px">'
            + _esc(_("{kind}: {text}")).format(
                kind=f"<b>{_esc(ex.kind_word(e.kind))}</b>", text=_esc(private_line(e, st.viewer, ex.seat, e.text)))
            + f"{rule}</div>"
        )
        lab = st.trick()
        self.trick_panel.value = box(_("This trick, step by step"), stage_html(lab)) if lab else ""
        self.table.value = (
            '<div class="mj-table-note"><small>{} {}</small></div>'.format(
                _esc(_("The table once this decision was fully resolved:")),
                _esc(st.state.status())) + view_html(st.view())
        )
        lo = max(0, st.position - 7)
        recent = [private_line(x, st.viewer, ex.seat) for x in st.events[lo : st.position + 1]]
        self.log.value = lines_html(recent, css="mj-recent", current=len(recent) - 1)

    def __repr__(self) -> str:
        return _("<Round stepper: {title}>").format(title=_(self.logic.title))


def _esc(text: str) -> str:
    import html

    return html.escape(text)
