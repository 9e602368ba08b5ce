"""The Witch of the Academy boards, made from the kit: play seats against bots, or replay.

:class:`WitchLook` is all the Witch adds to the kit: the table drawn from a view (the field,
every seat's face-up and face-down rumours and disks, points face down for the others), the
Bayesian beliefs as a heat map, the nights' scoring step by step, and buttons for the day's
actions. The night's investigation sheet is a form (one colour menu per other seat, the first
night's row shown under the second) rather than hundreds of buttons: :class:`WitchBoard` adds
:meth:`~WitchBoard.write_sheet` to the kit's play logic and :class:`WitchBoardView` draws the
form. :func:`witch_stepper` replays a bot game; :func:`witch_app` is the classroom app.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, ClassVar

from majority_core.errors import IllegalAction, MalformedInput
from majority_core.game import GameState
from majority_core.i18n import N_, _, french, get_language, pgettext
from majority_core.witch import Heuristic, Investigator, Random, WitchState
from majority_core.witch.bayes import beliefs
from majority_core.witch.components import LETTER, parse_colour
from majority_core.witch.explain import (
    CSS_COLOUR,
    R_GUESS,
    R_GUESS_STD,
    R_GUESS_STD1,
    beliefs_html,
    board_html,
    colour,
    night_html,
    seat,
    the_seat,
)
from majority_widgets.kit.html import box, esc
from majority_widgets.kit.look import GameLook
from majority_widgets.kit.play import GameBoardView, LookPlay
from majority_widgets.kit.stepper import GameStepper, StepperBoard

PROMPTS = {
    "turn": N_("Take two character cards (one stays in front of you as a rumour, the other "
               "becomes an information disk) or use a data card (Witch 3 \"Phase de Jour\")."),
    "hide": N_("Choose the face-up rumours to turn face down (Witch 3 \"Phase de Jour\" (2))."),
    "guess": N_("Night: write a colour for each other seat on your investigation sheet, then "
                "press Write the sheet (Witch 3 \"Phase de Nuit\" (1))."),
}
GROUPS = {
    "take": N_("Take two cards:"),
    "data": N_("Data card:"),
    "hide": N_("Turn face down:"),
    "guess": N_("Sheet:"),
}

BOTS: dict[str, Any] = {
    "investigator": Investigator,
    "heuristic": Heuristic,
    "colour-blind": lambda: Heuristic(0.0),
    "random": Random,
}


class WitchLook(GameLook):
    """How Witch of the Academy looks on the kit's boards."""

    state_cls = WitchState
    title = "Witch of the Academy"
    player_counts: ClassVar[Sequence[int]] = (4, 5, 3)
    bots: ClassVar[Mapping[str, Any]] = BOTS
    secrets = True
    options: ClassVar[Mapping[str, Any]] = {"standard": True}
    bayes = staticmethod(beliefs)

    def state_html(self, state: GameState, viewer: int | None) -> str:
        return board_html(state.view(viewer))

    def extra_html(self, state: GameState, viewer: int | None) -> str:
        view = state.view(viewer)
        parts = []
        truth = view["colours"] if viewer is None else None
        caption = (
            _("What the table can infer from the public record alone (true colours outlined)")
            if viewer is None
            else _("What {seat} can infer (Bayes on the public record)").format(
                seat=the_seat(viewer))
        )
        parts.append(beliefs_html(self.beliefs(state, viewer), truth=truth, caption=caption))
        if viewer is None and view.get("unseen"):
            parts.append("<div><small>{}</small></div>".format(esc(
                _("Player card back in the box, unseen: {colours}").format(
                    colours=", ".join(colour(c, "card") for c in view["unseen"])))))
        if viewer is None and view.get("pending"):
            # built from pieces: typeset as a whole (U+202F before the "; " between sheets)
            rows = french("; ".join(
                seat(int(p)) + pgettext("punctuation", ": ")
                + ", ".join(f"{seat(t)} {colour(c)}" for t, c in enumerate(r) if c)
                for p, r in view["pending"].items()
            ))
            parts.append(box(_("Sheets written tonight (only the teacher sees them)"), esc(rows)))
        parts.append(night_html(view))
        return "".join(parts)

    def prompt(self, state: GameState, seat_: int) -> str:
        view = state.view(seat_)
        phase = view["phase"]
        if phase == "guess" and view["options"]["standard"]:
            rule = _(sheet_rule(view))
            text = (_("Night {night}: write a colour for each other seat on the bottom row of your "
                      "investigation sheet, then press Write the sheet ({rule}).")
                    if view["day"] == 2 else
                    _("Night {night}: write a colour for each other seat on the top row of your "
                      "investigation sheet, then press Write the sheet ({rule})."))
            return pgettext("player prompt", "Seat {seat}: {text}").format(
                seat=seat_, text=text.format(night=view["day"], rule=rule))
        return pgettext("player prompt", "Seat {seat}: {text}").format(seat=seat_, text=_(PROMPTS.get(phase, N_("choose."))))

    def action_label(self, state: GameState, seat_: int, action: Any) -> str:
        return _action_label(str(action), get_language())

    def action_group(self, state: GameState, seat_: int, action: Any) -> str:
        verb = str(action).partition(":")[0]
        return _(GROUPS[verb]) if verb in GROUPS else ""

    def action_colours(self, state: GameState, seat_: int, action: Any) -> tuple[str, str] | None:
        a = str(action)
        if a.startswith("take:"):
            colour = {"K": "black", "R": "red", "P": "pink", "B": "blue", "Y": "yellow"}[a[5]]
            ink = "#fff" if colour in ("black", "blue") else "#000"
            return ink, CSS_COLOUR[colour]
        return None


@lru_cache(maxsize=4096)
def _action_label(a: str, language: str) -> str:
    """A button's words: the action's alone, written once per language (a night's 125 to 625
    sheets are labelled at every update of the deciding seat's page)."""
    verb, _sep, arg = a.partition(":")
    if verb == "take":
        # the colours agree with what they name: a card kept or traded, a disk (Witch 3)
        keep, trade = colour(arg[0], "card"), colour(arg[2], "card")
        if len(arg) > 3:
            return _("keep {keep}, trade {trade} (a {disk} disk)").format(
                keep=keep, trade=trade, disk=colour(arg[4], "disk"))
        return _("keep {keep}, trade {trade}").format(keep=keep, trade=trade)
    if verb == "data":
        return _("use a data card (1 point)")
    if verb == "hide":
        return " + ".join(
            pgettext("rumour to hide", "{seat} {colour}").format(
                seat=seat(int(x[:-1])), colour=colour(x[-1], "card"))
            for x in arg.split(","))
    if verb == "guess":
        return ", ".join(
            pgettext("guess", "{seat} {colour}").format(
                seat=seat(int(x[:-1])), colour=colour(x[-1]))
            for x in arg.split(","))
    return a


def sheet_rule(view: Mapping[str, Any]) -> str:
    """The rule of tonight's sheet: the discovery night's, or the standard game's own for its
    first (top row) or second night (bottom row), as the engine's events cite it (Witch 5)."""
    if not view["options"]["standard"]:
        return R_GUESS
    return R_GUESS_STD if view["day"] == 2 else R_GUESS_STD1


LOOK = WitchLook()


class WitchBoard(LookPlay):
    """The play logic; ``humans`` are seats people play (seat 0 by default), the others bots
    (``policies``); 4 players by default (the look's first count).

    The night's sheet is written with :meth:`write_sheet` (the form's button), not with one
    button per possible sheet.

    >>> b = WitchBoard(n_players=4, seed=1, humans=[0])
    >>> b.legal()[:2]
    ['take:K/K:B', 'take:K/P']
    >>> b.click("take:Y/Y")
    False
    >>> print(b.message)
    there is no yellow card on the field (rule: Witch 3 "Phase de Jour" (1))
    """

    look = LOOK

    def legal(self) -> list[Any]:
        """The viewer's buttons: none at night, where the sheet is a form."""
        if self.state.is_terminal() or self.state.view(None)["phase"] == "guess":
            return []
        return super().legal()

    def sheet_seats(self) -> list[int]:
        """The seats the viewer must write a colour for now (empty if no sheet is due)."""
        v = self.viewer
        s = self.state
        if v is None or v not in self.humans or v not in s.current_players():
            return []
        if s.view(v)["phase"] != "guess":
            return []
        return [t for t in range(s.n_players) if t != v]

    def sheet_colours(self) -> list[str]:
        return list(self.state.view(None)["colour_names"])

    def earlier_rows(self) -> list[list[str | None]]:
        """The viewer's sheet so far (the first night's row during the second night)."""
        return [] if self.viewer is None else self.state.view(self.viewer)["sheet"]

    def sheet_action(self, colours: Mapping[int, str]) -> str:
        """The action of a sheet: ``{seat: colour}`` -> ``"guess:1R,2B,3Y"``."""
        seats = self.sheet_seats()
        if not seats:
            raise IllegalAction(_("no investigation sheet is due now"),
                                rule=sheet_rule(self.state.view(None)))
        missing = [t for t in seats if not colours.get(t)]
        if missing:
            raise MalformedInput(
                _("choose a colour for {seats}").format(seats=", ".join(seat(t) for t in missing)),
                rule=sheet_rule(self.state.view(None)),
            )
        allowed = tuple(self.sheet_colours())
        parts = [f"{t}{LETTER[parse_colour(colours[t], allowed=allowed)]}" for t in seats]
        return "guess:" + ",".join(parts)

    def write_sheet(self, colours: Mapping[int, str]) -> bool:
        """The form's button: write this night's row; False (and a message) if refused."""
        try:
            action = self.sheet_action(colours)
        except (IllegalAction, MalformedInput) as exc:
            self.message, self.message_kind = str(exc), "error"
            return False
        return self.do(
            "play", action, ok=_("Your sheet is written; it stays hidden until the reveal."))


class WitchBoardView(GameBoardView):
    """The ipywidgets board around a :class:`WitchBoard`, with the sheet as a form."""

    play_cls = WitchBoard
    board_title = N_("Witch of the Academy board")
    board: WitchBoard

    def build(self) -> list[Any]:
        import ipywidgets as w

        parts = super().build()
        self.sheet_box = w.VBox()
        self.sheet_box.add_class("witch-sheet")
        self.sheet_menus: dict[int, Any] = {}
        self.sheet_button = w.Button(description=_("Write the sheet"), button_style="primary")
        self.sheet_button.add_class("witch-write-sheet")
        self.sheet_button.on_click(lambda _b: self.write_sheet())
        at = parts.index(self.choices) + 1
        return parts[:at] + [self.sheet_box] + parts[at:]

    def write_sheet(self, colours: Mapping[int, str] | None = None) -> bool:
        """Press *Write the sheet* (with the menus' colours, or ``colours`` given)."""
        chosen = colours or {t: m.value for t, m in self.sheet_menus.items()}
        done = self.board.write_sheet(chosen)
        self.redraw()
        return done

    def redraw(self) -> None:
        import ipywidgets as w

        super().redraw()
        seats = self.board.sheet_seats()
        if not seats:
            self.sheet_box.children = []
            self.sheet_menus = {}
            return
        if sorted(self.sheet_menus) != seats:
            names = self.board.sheet_colours()
            self.sheet_menus = {
                t: w.Dropdown(options=[("?", "")] + [(colour(c), c) for c in names],
                              description=seat(t))
                for t in seats
            }
            for menu in self.sheet_menus.values():
                menu.layout.width = "14em"
        earlier = self.board.earlier_rows()
        note = ""
        if earlier:
            first = ", ".join(f"{seat(t)} {colour(c)}" for t, c in enumerate(earlier[0]) if c)
            note = "<small>{}</small>".format(esc(
                _("Top row (first night): {row}. Now the bottom row:").format(row=first)))
        row = w.HBox(list(self.sheet_menus.values()) + [self.sheet_button])
        row.layout.flex_flow = "row wrap"
        self.sheet_box.children = [
            w.HTML("<b>{}</b> {}".format(esc(_("Investigation sheet")), note)), row]


def witch_stepper(
    seed: int = 0,
    *,
    n_players: int = 4,
    bots: str | list[str] = "investigator",
    viewer: int | None = None,
    standard: bool = True,
    language: str | None = None,
) -> StepperBoard:
    """A bot game to replay event by event (any seat's view or all-seeing)."""
    return StepperBoard(
        GameStepper.from_seed(
            LOOK, seed, n_players=n_players, bots=bots, viewer=viewer, standard=standard,
            language=language,
        )
    )


def witch_app(seed: int = 1, *, language: str | None = None) -> Any:
    """The Voila app: play seat 0 against bots, a class game (every seat a person), a replay;
    under an English / français switch (``language``: the first shown; None: the package's)."""
    from majority_widgets.kit.app import AppTabs, Bilingual

    def make(lang: str) -> AppTabs:
        return AppTabs(
            "Witch of the Academy",
            N_("Every event explains itself and names its rule (Witch sections of the rulebook)."),
            [
                (
                    N_("Play"),
                    "mj-tab-witch-play",
                    N_("You play seat 0 of a standard game against three Bayesian investigators."),
                    WitchBoardView(WitchBoard(n_players=4, seed=seed, humans=[0], language=lang)),
                ),
                (
                    N_("Class game"),
                    "mj-tab-witch-class",
                    N_("Every seat is a person: the view follows whoever must decide (pass the "
                      "screen); the teacher chooses 'all-seeing' to see every colour and sheet."),
                    WitchBoardView(WitchBoard(n_players=4, seed=seed, humans=[0, 1, 2, 3],
                                              language=lang)),
                ),
                (
                    N_("Replay a game"),
                    "mj-tab-witch-replay",
                    N_("Four bots play a whole standard game: step back and forward, as any seat "
                      "saw it."),
                    witch_stepper(seed, language=lang),
                ),
            ],
        )

    return Bilingual(make, language)


__all__ = ["LOOK", "WitchBoard", "WitchBoardView", "WitchLook", "witch_app", "witch_stepper"]
