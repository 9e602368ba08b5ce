"""Trick lab: choose the card each seat plays, then resolve the trick one effect at a time.

The resolution is the engine's (:func:`majority_core.the_majority.resolve_trick`, revised 2-3
step 3): every [0], then every [2], then [3], then [7]. The lab shows the table after each of
those steps, so a student sees where each card goes and why::

    >>> lab = TrickLab.from_preset("Two 0s of one colour cancel")
    >>> lab.resolve()
    >>> [stage.title for stage in lab.stages]
    ['Cards revealed', 'Step 1: the 0s (bribery)', 'Cards go to the won piles']
    >>> lab.forward(); lab.stage.where
    {0: 0, 1: 1, 2: 2, 3: 3}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from majority_core.errors import IllegalAction, MalformedInput, WrongPhase
from majority_core.i18n import N_, _, ngettext, pgettext
from majority_core.the_majority import Card, resolve_trick
from majority_core.the_majority import explain as ex
from majority_core.the_majority.components import ALL_CARDS
from majority_widgets.kit import BoardView, button, lines_html, table_html
from majority_widgets.kit.board import Speaks

from .look import card_html, spy_html


def seat_name(seat: int) -> str:
    """Seats are named as the engine's sentences name them: "seat 0" .. "seat 3" (French
    "joueur 0": a player is a person)."""
    return ex.seat(seat)


STEP_TITLES = {
    0: N_("the 0s (bribery)"),
    2: N_("the 2s (assassination)"),
    3: N_("the 3s (spy)"),
    7: N_("the 7s (betrayal)"),
}
CHOOSE_PRESET = N_("(choose a preset)")


@dataclass(frozen=True)
class Preset:
    """A trick worth showing: the cards, the table settings and what it teaches."""

    name: str
    plays: tuple[str, ...]
    lesson: str
    rule: str
    spy_holder: int = 0
    last_trick: bool = False
    first_edition: bool = False

    @property
    def n_players(self) -> int:
        return len(self.plays)


PRESETS: tuple[Preset, ...] = (
    Preset(
        N_("No effect"),
        ("R10", "B9", "Y5", "R6"),
        N_("Without 0, 2, 3 or 7 every player keeps their own card."),
        N_("revised 2-3 step 4"),
    ),
    Preset(
        N_("Bribery"),
        ("R0", "R9", "R5", "B6"),
        N_("Seat 0's red 0 steals every other red card played this trick, its partner seat 2's included."),
        N_("revised 3-1 [0]"),
    ),
    Preset(
        N_("Two 0s of one colour cancel"),
        ("R0", "R0", "R10", "B5"),
        N_("Seats 0 and 1 both play a red 0: they cancel each other, nobody bribes in red and every card stays put."),
        N_("revised 3-1 [0]"),
    ),
    Preset(
        N_("0s of two colours both act"),
        ("R0", "B0", "R10", "B9"),
        N_("A red 0 and a blue 0 each act, each stealing its own colour."),
        N_("RULINGS: The Majority"),
    ),
    Preset(
        N_("Assassination"),
        ("Y2", "R10", "Y9", "B6"),
        N_("Seat 0's yellow 2 discards the other players' cards of other colours; seat 2's yellow 9 survives."),
        N_("revised 3-1 [2]"),
    ),
    Preset(
        N_("A stolen 2"),
        ("R0", "R2", "B10", "Y9"),
        N_("Seat 1's red 2 is stolen by seat 0's red 0, so it does not act: the blue 10 and yellow 9 are safe."),
        N_("revised 3-1 [2]"),
    ),
    Preset(
        N_("Two 2s of different colours"),
        ("R2", "B2", "Y10", "R9"),
        N_("A red 2 and a blue 2 act at once: every card is discarded, the 2s themselves included."),
        N_("revised 3-1 [2]"),
    ),
    Preset(
        N_("A 2 kills the briber's 0"),
        ("R0", "R5", "B2", "Y9"),
        N_("Seat 0 steals the red 5, which is then safe; but seat 0's own 0 is a played card of another colour, so seat 2's blue 2 discards it."),
        N_("RULINGS: The Majority"),
    ),
    Preset(
        N_("Spy"),
        ("R5", "R3", "B9", "Y6"),
        N_("Seat 1's 3 takes the spy token from seat 0; the next trick is played face up, one card at a time, starting at the new holder's right."),
        N_("revised 3-1 [3]"),
    ),
    Preset(
        N_("Rival spies"),
        ("Y3", "R3", "R10", "B3"),
        N_("Three seats play a 3, but only one spy acts: seat 3's, the farthest clockwise from the holder (seat 0); it takes the token and the other spies do nothing. The holder's own spy would come last."),
        N_("revised 3-1 [3]"),
    ),
    Preset(
        N_("A stolen spy"),
        ("R0", "R3", "B9", "Y6"),
        N_("Seat 1's red 3 is stolen by seat 0's red 0: in the revised rules it does not act, and seat 0 keeps the token."),
        N_("revised 3-1 [3]"),
    ),
    Preset(
        N_("A stolen spy (first edition)"),
        ("R0", "R3", "B9", "Y6"),
        N_("In the first edition a stolen 3 still acts, for the player who played it: seat 1 takes the token."),
        N_('first edition "Pour terminer"'),
        first_edition=True,
    ),
    Preset(
        N_("Spy on the last trick"),
        ("R5", "R3", "B9", "Y6"),
        N_("On the round's last trick the token still moves, but no face-up trick follows."),
        N_('first edition "Espion"'),
        last_trick=True,
    ),
    Preset(
        N_("Betrayal"),
        ("R5", "Y7", "B9", "Y6"),
        N_("Seat 1's 7 goes to the won cards of the player on its right, seat 0."),
        N_("revised 3-1 [7]"),
    ),
    Preset(
        N_("Two betrayals, no chain"),
        ("R7", "B7", "Y9", "R6"),
        N_("Both 7s move at once: seat 0's goes to seat 3, seat 1's goes to seat 0; a moved 7 does not move again."),
        N_("RULINGS: The Majority"),
    ),
    Preset(
        N_("A discarded betrayal"),
        ("B2", "R7", "B9", "Y6"),
        N_("Seat 0's blue 2 discards seat 1's red 7 before it can act, along with seat 3's yellow 6."),
        N_("revised 3-1 [7]"),
    ),
    Preset(
        N_("Spy, 3 players"),
        ("R5", "B3", "Y9"),
        N_("With 3 players the face-up trick starts at the new holder's left, so the holder plays last."),
        N_("revised 3-3"),
    ),
)
PRESETS_BY_NAME = {p.name: p for p in PRESETS}


@dataclass(frozen=True)
class Stage:
    """The table at one moment of the resolution."""

    title: str
    text: str
    #: seat that played -> seat whose pile its card is now in front of (None: discarded).
    where: dict[int, int | None]
    spy_holder: int


class TrickLab(Speaks):
    """Logic of the trick lab: the chosen cards, the options and the stepping position
    (``language``: the board's; None: the package's)."""

    def __init__(
        self,
        n_players: int = 4,
        spy_holder: int = 0,
        *,
        last_trick: bool = False,
        first_edition: bool = False,
        language: str | None = None,
    ) -> None:
        self.board_language = language
        self.n_players = 4
        self.plays: dict[int, Card | None] = {}
        self.set_players(n_players)
        self.set_spy_holder(spy_holder)
        self.last_trick = bool(last_trick)
        self.first_edition = bool(first_edition)
        self.preset: Preset | None = None

    @classmethod
    def from_preset(cls, name: str) -> TrickLab:
        lab = cls()
        lab.load_preset(name)
        return lab

    # -- input (each change goes back to choosing cards) ----------------------------------------
    def _edit(self) -> None:
        self.result = None
        self.stages: list[Stage] = []
        self.position = 0

    def set_players(self, n_players: int) -> None:
        if n_players not in (3, 4) or isinstance(n_players, bool):
            raise IllegalAction(
                _("The Majority is for 3 or 4 players, not {n!r}").format(n=n_players),
                rule=N_("revised 1-1, 3-3"),
            )
        self.n_players = n_players
        self.plays = {p: self.plays.get(p) for p in range(n_players)}
        if getattr(self, "spy_holder", 0) >= n_players:
            self.spy_holder = 0
        self.preset = None
        self._edit()

    def set_spy_holder(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n_players:
            raise MalformedInput(
                _("the spy token holder must be a seat 0..{last}, not {seat!r}").format(
                    last=self.n_players - 1, seat=seat),
                rule=N_("revised 1-4"),
            )
        self.spy_holder = seat
        self._edit()

    def set_options(
        self, *, last_trick: bool | None = None, first_edition: bool | None = None
    ) -> None:
        if last_trick is not None:
            self.last_trick = bool(last_trick)
        if first_edition is not None:
            self.first_edition = bool(first_edition)
        self._edit()

    def set_card(self, seat: int, card: Any) -> None:
        """Choose the card ``seat`` plays ("R10"); an empty value clears the seat."""
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.plays:
            raise MalformedInput(
                _("there is no seat {seat!r} at a {n}-player table").format(
                    seat=seat, n=self.n_players), rule=N_("revised 1-5")
            )
        if card is None or (isinstance(card, str) and not card.strip()):
            parsed = None
        else:
            parsed = Card.parse(card)
        if self.preset is not None and parsed != Card.parse(self.preset.plays[seat]):
            self.preset = None  # the table no longer shows the preset: drop its name and lesson
        self.plays[seat] = parsed
        self._edit()

    def set_cards(self, cards: list[Any] | tuple[Any, ...]) -> None:
        """All seats at once, in seat order (all or nothing)."""
        if len(cards) != self.n_players:
            raise MalformedInput(
                ngettext("{n} card for {players} players: every player plays one card",
                         "{n} cards for {players} players: every player plays one card",
                         len(cards)).format(n=len(cards), players=self.n_players),
                rule=N_("revised 2-3 steps 1-2"),
            )
        parsed = [Card.parse(c) for c in cards]
        for seat, card in enumerate(parsed):
            self.plays[seat] = card
        self._edit()

    def load_preset(self, name: str) -> None:
        preset = PRESETS_BY_NAME.get(name)
        if preset is None:
            raise MalformedInput(
                _("there is no preset {name!r}; presets: {presets}").format(
                    name=name, presets=", ".join(PRESETS_BY_NAME))
            )
        self.set_players(preset.n_players)
        self.set_cards(preset.plays)
        self.spy_holder = preset.spy_holder
        self.last_trick, self.first_edition = preset.last_trick, preset.first_edition
        self.preset = preset
        self._edit()

    def retell(self) -> None:
        """The steps told again in the board's language, at the same step."""
        if self.result is not None:
            position = self.position
            self.resolve()
            self.position = position

    # -- resolution ------------------------------------------------------------------------------
    def resolve(self) -> None:
        """Reveal the cards and prepare the steps (the engine checks the cards exist in the deck)."""
        missing = [p for p, c in self.plays.items() if c is None]
        if missing:
            raise MalformedInput(
                ngettext(
                    "{seats} must choose a card first: every player plays one card each trick",
                    "{seats} must choose a card first: every player plays one card each trick",
                    len(missing),
                ).format(seats=ex.seats(missing)),
                rule=N_("revised 2-3 steps 1-2"),
            )
        result = resolve_trick(
            dict(self.plays),
            n_players=self.n_players,
            spy_holder=self.spy_holder,
            last_trick=self.last_trick,
            first_edition=self.first_edition,
        )
        lines = result.explain()
        seats = list(range(self.n_players))
        stages = [Stage(_("Cards revealed"), lines[0], {p: p for p in seats}, self.spy_holder)]
        holder = self.spy_holder
        for i, step in enumerate(result.steps, start=1):
            if step.power == 3:
                holder = result.spy_holder
            stages.append(
                Stage(_("Step {i}: {title}").format(i=i, title=_(STEP_TITLES[step.power])),
                      lines[i], dict(step.where), holder)
            )
        if not result.steps:
            stages.append(Stage(_("No effect"), lines[1], {p: p for p in seats}, holder))
        stages.append(
            Stage(_("Cards go to the won piles"), lines[-1], dict(result.where), result.spy_holder)
        )
        self.result = result
        self.stages = stages
        self.position = 0

    @property
    def resolved(self) -> bool:
        return self.result is not None

    def _need_result(self) -> None:
        if self.result is None:
            raise WrongPhase(
                _("choose every card and press Resolve first"), rule=N_("revised 2-3 steps 1-3")
            )

    @property
    def stage(self) -> Stage:
        self._need_result()
        return self.stages[self.position]

    def forward(self) -> None:
        self._need_result()
        if self.position >= len(self.stages) - 1:
            raise WrongPhase(
                _("the trick is fully resolved: nothing left to step"),
                rule=N_("revised 2-3 step 4"),
            )
        self.position += 1

    def back(self) -> None:
        self._need_result()
        if self.position == 0:
            raise WrongPhase(
                _("this is the reveal: there is no earlier step"), rule=N_("revised 2-3 step 2")
            )
        self.position -= 1

    def go_to(self, position: int) -> None:
        self._need_result()
        if not 0 <= position < len(self.stages):
            raise MalformedInput(_("there are steps 0..{last}, not {position!r}").format(
                last=len(self.stages) - 1, position=position))
        self.position = position

    # -- what the table shows --------------------------------------------------------------------
    def piles(self) -> tuple[dict[int, list[Card]], list[Card]]:
        """At the current stage: seat -> cards in front of it, and the discard pile."""
        where = self.stage.where
        front: dict[int, list[Card]] = {p: [] for p in range(self.n_players)}
        gone: list[Card] = []
        for p, dest in where.items():
            card = self.plays[p]
            assert card is not None
            (gone if dest is None else front[dest]).append(card)
        return front, gone

    def moved(self) -> set[int]:
        """Seats whose card moved in the current step (to highlight them)."""
        if self.position == 0:
            return set()
        before = self.stages[self.position - 1].where
        return {p for p, d in self.stage.where.items() if before.get(p) != d}

    def table_rows(self) -> list[dict[str, str]]:
        front, _ = self.piles()
        holder = self.stage.spy_holder
        rows = []
        for p in range(self.n_players):
            rows.append(
                {
                    "seat": seat_name(p) + (_(" (spy token)") if p == holder else ""),
                    "played": str(self.plays[p]),
                    "in front of this seat now": " ".join(map(str, front[p])) or "-",
                }
            )
        return rows

    def explain(self) -> list[str]:
        """The sentences up to the current step."""
        return [s.text for s in self.stages[: self.position + 1]] if self.result else []

    def __repr__(self) -> str:
        cards = " ".join(str(c) if c else "--" for c in self.plays.values())
        return f"<TrickLab {self.n_players}p holder={seat_name(self.spy_holder)} [{cards}]>"


def stage_html(lab: TrickLab) -> str:
    """The table at the lab's current step: who played what, what lies in front of each seat
    now (just-moved cards outlined), the discards and the spy token. The round stepper draws
    the tricks of a real game with it too."""
    front, gone = lab.piles()
    moved = lab.moved()
    stage = lab.stage
    rows = []
    for p in range(lab.n_players):
        chips = "".join(
            card_html(lab.plays[q], extra="mj-moved" if q in moved else "")
            for q, dest in stage.where.items()
            if dest == p
        )
        token = spy_html(p) if p == stage.spy_holder else ""
        rows.append(
            f'<tr class="mj-seat-{p}"><td><b>{seat_name(p)}</b> {token}</td>'
            f"<td>{card_html(lab.plays[p])}</td><td>{chips or '&mdash;'}</td></tr>"
        )
    discard = "".join(
        card_html(lab.plays[q], extra="mj-moved" if q in moved else "mj-discarded")
        for q, d in stage.where.items()
        if d is None
    )
    order = ""
    if lab.position == len(lab.stages) - 1 and lab.result.next_order:
        order = (
            "<p class='mj-next-order'>" + _("Next trick face up, in this order: ")
            + ", ".join(seat_name(p) for p in lab.result.next_order)
            + "</p>"
        )
    return (
        f'<div class="mj-stage"><p><b>{stage.title}</b> ({lab.position + 1}/{len(lab.stages)})</p>'
        # the heading's .format() only: a brace in the stage's title must stay as it is
        + '<table class="mj-table"><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead>'.format(
            pgettext("column", "seat"), _("played"), _("in front of this seat now"))
        + f"<tbody>{''.join(rows)}</tbody></table>"
        + '<div class="mj-discard">{} {}</div>{}</div>'.format(
            _("Discarded:"), discard or "&mdash;", order)
    )


CHOICES = [str(c) for c in ALL_CARDS]


class TrickLabBoard(BoardView):
    """The trick lab as a board: a card box per seat, presets, Resolve and step buttons."""

    css = "mj-trick-lab"
    title = "Trick lab"

    def __init__(self, preset: str | None = None, **options: Any) -> None:
        lab = TrickLab(**options)
        if preset is not None:
            lab.load_preset(preset)
        super().__init__(lab)
        self.title = _("Trick lab")
        if preset is not None:
            self.act(lab.resolve)

    def build(self) -> list[Any]:
        import ipywidgets as w

        lab: TrickLab = self.logic
        self.preset_menu = w.Dropdown(
            options=[(_(CHOOSE_PRESET), CHOOSE_PRESET), *((_(n), n) for n in PRESETS_BY_NAME)],
            description=_("Preset"),
        )
        self.preset_menu.add_class("mj-preset-menu")
        self.preset_menu.observe(self._preset_chosen, names="value")
        self.players_menu = w.Dropdown(
            options=[4, 3], value=lab.n_players, description=_("Players"))
        self.players_menu.add_class("mj-players-menu")
        self.players_menu.observe(
            lambda ch: self._sync_call(lab.set_players, ch["new"]), names="value"
        )
        self.holder_menu = w.Dropdown(
            options=[(seat_name(p), p) for p in range(4)],
            value=lab.spy_holder,
            description=_("Spy token"),
        )
        # wide enough for the French « Jeton d'espion », cut to « Jeton d'es… » (teacher's run)
        self.holder_menu.style.description_width = "8.5em"
        self.holder_menu.add_class("mj-holder-menu")
        self.holder_menu.observe(
            lambda ch: self._sync_call(lab.set_spy_holder, ch["new"]), names="value"
        )
        self.last_box = w.Checkbox(value=lab.last_trick, description=_("last trick of the round"))
        self.last_box.add_class("mj-last-trick")
        self.last_box.observe(
            lambda ch: self._sync_call(lab.set_options, last_trick=ch["new"]), names="value"
        )
        self.first_box = w.Checkbox(value=lab.first_edition, description=_("first-edition spy"))
        self.first_box.add_class("mj-first-edition")
        self.first_box.observe(
            lambda ch: self._sync_call(lab.set_options, first_edition=ch["new"]), names="value"
        )
        self.card_boxes: dict[int, Any] = {}
        boxes = []
        for p in range(4):
            cb = w.Combobox(
                options=CHOICES,
                placeholder=_("e.g. R10"),
                description=ex.cap(ex.seat(p)),
                ensure_option=False,
                continuous_update=False,
            )
            cb.layout.width = "14em"
            cb.add_class("mj-card-input")
            cb.add_class(f"mj-card-input-{p}")
            cb.observe(lambda ch, p=p: self._sync_call(lab.set_card, p, ch["new"]), names="value")
            self.card_boxes[p] = cb
            boxes.append(cb)
        self.resolve_button = button(_("Resolve the trick"), "mj-resolve", style="primary")
        self.on_click(self.resolve_button, lab.resolve)
        self.back_button = button(_("< Back one step"), "mj-step-back")
        self.on_click(self.back_button, lab.back)
        self.forward_button = button(_("Next step >"), "mj-step-forward")
        self.on_click(self.forward_button, lab.forward)
        self.lesson = w.HTML()
        self.lesson.add_class("mj-lesson")
        self.table = w.HTML()
        self.table.add_class("mj-trick-table")
        self.log = w.HTML()
        self.log.add_class("mj-trick-log")
        return [
            w.HTML("<b>{}</b>{}".format(_("Trick lab"), _(
                ": choose the card each seat plays, then step through the effects: 0s, 2s, 3s, "
                "7s (revised 2-3 step 3)."))),
            w.HBox([self.preset_menu, self.players_menu, self.holder_menu]),
            w.HBox([self.last_box, self.first_box]),
            w.HBox(boxes[:2]),
            w.HBox(boxes[2:]),
            w.HBox([self.resolve_button, self.back_button, self.forward_button]),
            self.message,
            self.lesson,
            self.table,
            self.log,
        ]

    # -- clicks ----------------------------------------------------------------------------------
    def _sync_call(self, fn: Any, *args: Any, **kwargs: Any) -> None:
        if not getattr(self, "_syncing", False):
            self.act(fn, *args, **kwargs)

    def _preset_chosen(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] not in PRESETS_BY_NAME:
            return
        self.choose_preset(change["new"])

    def choose_preset(self, name: str) -> None:
        """Load a preset and resolve it at once (as picking it in the menu does)."""
        if self.act(self.logic.load_preset, name) is None and self.last_message is None:
            self.act(self.logic.resolve)

    def type_card(self, seat: int, text: str) -> None:
        """Type a card into a seat's box, as a person would."""
        self.card_boxes[seat].value = text

    # -- drawing ---------------------------------------------------------------------------------
    def redraw(self) -> None:
        lab: TrickLab = self.logic
        self._syncing = True
        try:
            self.players_menu.value = lab.n_players
            self.holder_menu.options = [(seat_name(p), p) for p in range(lab.n_players)]
            self.holder_menu.value = lab.spy_holder
            self.last_box.value = lab.last_trick
            self.first_box.value = lab.first_edition
            self.preset_menu.value = lab.preset.name if lab.preset else CHOOSE_PRESET
            for p, cb in self.card_boxes.items():
                card = lab.plays.get(p)
                cb.layout.display = None if p < lab.n_players else "none"
                if p < lab.n_players:
                    cb.value = str(card) if card else ""
        finally:
            self._syncing = False
        self.lesson.value = (
            f'<div class="mj-preset-lesson"><i>{_(lab.preset.lesson)}</i> '
            f"<small>[{_(lab.preset.rule)}]</small></div>"
            if lab.preset
            else ""
        )
        self.back_button.disabled = not lab.resolved or lab.position == 0
        self.forward_button.disabled = not lab.resolved or lab.position >= len(lab.stages) - 1
        self.table.value = self.table_html()
        if lab.resolved:
            self.log.value = lines_html(
                [s.text for s in lab.stages[: lab.position + 1]], current=lab.position
            )
        else:
            self.log.value = ""

    def table_html(self) -> str:
        lab: TrickLab = self.logic
        if not lab.resolved:
            chosen = [
                [
                    seat_name(p) + (_(" (spy token)") if p == lab.spy_holder else ""),
                    str(c) if c else "?",
                ]
                for p, c in lab.plays.items()
            ]
            return table_html([_("seat"), _("card chosen")], chosen,
                              caption=_("Choosing cards (face down)"))
        return stage_html(lab)

    def __repr__(self) -> str:
        name = _(self.logic.preset.name) if self.logic.preset else _("custom")
        return _("<Trick lab: {name}>").format(name=name)


def preset_result(name: str) -> Any:
    """The engine's resolution of a preset trick (it draws itself in a notebook)."""
    lab = TrickLab.from_preset(name)
    lab.resolve()
    return lab.result


def presets_table() -> Any:
    """Every preset in one pandas table: the cards, what happens, and the rule that says so."""
    import pandas as pd

    rows = []
    for p in PRESETS:
        r = preset_result(p.name)
        rows.append(
            {
                "preset": _(p.name),
                "players": p.n_players,
                "cards in seat order": " ".join(p.plays),
                "spy token before": seat_name(p.spy_holder),
                "outcome": r.summary_text(),
                "spy token after": seat_name(r.spy_holder),
                "rule": _(p.rule),
            }
        )
    return pd.DataFrame(rows)
