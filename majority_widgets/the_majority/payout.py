"""Payout explorer: type each player's total in each colour and see the debate's coins.

The coins come from the rules engine (:func:`majority_core.the_majority.debate`, revised 2-4);
this board adds the arithmetic written out, so a student can check every coin by hand::

    >>> board = PayoutExplorer(4)
    >>> board.set_totals("blue", {"A": 16, "B": 16, "C": 10, "D": 5})
    >>> board.coins()["C"]
    6
    >>> board.arithmetic("blue")
    'Blue: A and B tie for first with 16 and take 2 coins each; C is second with 10: ⌊16/5⌋ = 3 per winner × 2 winners = 6 coins.'
"""

from __future__ import annotations

from typing import Any

from majority_core.errors import IllegalAction, MalformedInput
from majority_core.i18n import N_, _
from majority_core.the_majority.analysis import colour_cap, reachable_totals
from majority_widgets.kit import BoardView, box, button, lines_html, table_html
from majority_widgets.kit.board import Speaks

from .look import COLOUR_NAMES, LETTER, SEAT_LETTERS

RULE_DEBATE = N_("revised 2-4")
RULE_CONTENTS = N_("revised 1-2 (contents), 3-3 (3 players)")
#: The coins table's headers (its rows keep these English keys; the board shows them in words).
HEADERS = (N_("player"), N_("red total"), N_("blue total"), N_("yellow total"),
           N_("red coins"), N_("blue coins"), N_("yellow coins"), N_("coins"))


def parse_total(value: Any) -> int:
    """Read a typed total: a whole number of power points, never negative."""
    if isinstance(value, bool):
        raise MalformedInput(_("{value!r} is not a total of power").format(value=value),
                             rule=RULE_DEBATE)
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip()
        if text == "":
            return 0
        try:
            number = int(text)
        except ValueError:
            raise MalformedInput(
                _("{text!r} is not a whole number: a colour total adds up card powers").format(
                    text=text),
                rule=RULE_DEBATE,
            ) from None
    if number < 0:
        raise MalformedInput(_("a total cannot be negative ({number})").format(number=number),
                             rule=RULE_DEBATE)
    return number


class PayoutExplorer(Speaks):
    """The logic of the payout explorer: totals per player and colour, and their coins
    (``language``: the board's, None: the package's)."""

    def __init__(self, n_players: int = 4, totals: dict[str, dict[str, int]] | None = None, *,
                 language: str | None = None) -> None:
        self.board_language = language
        if n_players not in (3, 4):
            raise IllegalAction(
                _("The Majority is for 3 or 4 players, not {n}").format(n=n_players),
                rule=N_("revised 1-1"),
            )
        self.n_players = n_players
        self.players = list(SEAT_LETTERS[:n_players])
        self.totals: dict[str, dict[str, int]] = {
            p: dict.fromkeys(COLOUR_NAMES, 0) for p in self.players
        }
        for colour in COLOUR_NAMES:
            if totals:
                self.set_totals(colour, {p: t.get(colour, 0) for p, t in totals.items()})

    # -- input --------------------------------------------------------------------------------
    def _check(self, player: str, colour: str) -> tuple[str, str]:
        if player not in self.players:
            raise IllegalAction(
                _("there is no player {player!r}: players are {players}").format(
                    player=player, players=", ".join(self.players)),
                rule=N_("revised 1-5"),
            )
        colour = {letter: name for name, letter in LETTER.items()}.get(colour, colour)
        if colour not in COLOUR_NAMES:
            raise MalformedInput(
                _("{colour!r} is not a colour: red, blue or yellow").format(colour=colour),
                rule=N_("revised 1-3"),
            )
        return player, colour

    def _check_colour(self, colour: str, new: dict[str, int]) -> None:
        """A colour's totals must be sums of that colour's cards, within the deck."""
        reachable = reachable_totals(self.n_players)
        for p, t in new.items():
            if t not in reachable:
                why = (
                    _("no card has power 1")
                    if t == 1
                    else _("the {colour} cards of a {n}-player deck cannot add up to {t}").format(
                        colour=_(colour), n=self.n_players, t=t)
                )
                raise IllegalAction(_("{player} cannot have {t} in {colour}: {why}").format(
                    player=p, t=t, colour=_(colour), why=why), rule=RULE_CONTENTS)
        cap = colour_cap(self.n_players)
        if sum(new.values()) > cap:
            raise IllegalAction(
                _("the {colour} totals add up to {sum}, more than the {cap} power of all "
                  "{colour} cards in a {n}-player deck").format(
                    colour=_(colour), sum=sum(new.values()), cap=cap, n=self.n_players),
                rule=RULE_CONTENTS,
            )

    def set_total(self, player: str, colour: str, value: Any) -> None:
        """One box typed in: validated, then stored (a refused value changes nothing)."""
        player, colour = self._check(player, colour)
        number = parse_total(value)
        new = {p: self.totals[p][colour] for p in self.players}
        new[player] = number
        self._check_colour(colour, new)
        self.totals[player][colour] = number

    def set_totals(self, colour: str, values: dict[str, Any]) -> None:
        """A whole colour at once (presets), all or nothing."""
        new = {p: self.totals[p][self._check(p, colour)[1]] for p in self.players}
        for p, v in values.items():
            _, colour = self._check(p, colour)
            new[p] = parse_total(v)
        self._check_colour(colour, new)
        for p in self.players:
            self.totals[p][colour] = new[p]

    def clear(self) -> None:
        """All totals back to 0."""
        for p in self.players:
            self.totals[p] = dict.fromkeys(COLOUR_NAMES, 0)

    # -- output -------------------------------------------------------------------------------
    def result(self) -> Any:
        """The engine's debate result for the current totals."""
        from majority_core.the_majority import debate

        return debate({p: dict(self.totals[p]) for p in self.players})

    def coins(self) -> dict[str, int]:
        """Each player's coins for this debate (all colours)."""
        return dict(self.result().coins)

    def coins_by_colour(self) -> dict[str, dict[str, int]]:
        """colour -> player -> coins: each colour is scored on its own (revised 2-4)."""
        return {c: dict(paid) for c, paid in self.result().by_colour.items()}

    def rows(self) -> list[dict[str, Any]]:
        """One row per player: totals, coins per colour and in all (tidy enough for a table)."""
        per = self.coins_by_colour()
        total = self.coins()
        rows = []
        for p in self.players:
            row: dict[str, Any] = {"player": p}
            for c in COLOUR_NAMES:
                row[f"{c} total"] = self.totals[p][c]
            for c in COLOUR_NAMES:
                row[f"{c} coins"] = per[c][p]
            row["coins"] = total[p]
            rows.append(row)
        return rows

    def frame(self) -> Any:
        """The table as a pandas DataFrame (one row per player)."""
        import pandas as pd

        return pd.DataFrame(self.rows()).set_index("player")

    def arithmetic(self, colour: str) -> str:
        """The debate of one colour written out by the engine, e.g. ``⌊16/5⌋ = 3 per winner``."""
        _, colour = self._check(self.players[0], colour)
        return self.result().sentences[colour]

    def explain(self) -> list[str]:
        """The engine's own explanation of the debate."""
        return list(self.result().explain())

    def __repr__(self) -> str:
        return f"<PayoutExplorer {self.n_players} players>"


class PayoutBoard(BoardView):
    """The payout explorer as a board: a grid of boxes (player x colour) and the coins."""

    css = "mj-payout"
    title = "Payout explorer"

    def __init__(
        self,
        n_players: int = 4,
        totals: dict[str, dict[str, int]] | None = None,
        *,
        sliders: bool = False,
        language: str | None = None,
    ) -> None:
        #: Sliders (drag to explore) instead of boxes (type exact values).
        self.sliders = sliders
        super().__init__(PayoutExplorer(n_players, totals, language=language))

    def build(self) -> list[Any]:
        import ipywidgets as w

        logic: PayoutExplorer = self.logic
        self.boxes: dict[tuple[str, str], Any] = {}
        grid = [w.HTML(f"<b>{_('player')}</b>")] + [w.HTML(f"<b>{_(c)}</b>") for c in COLOUR_NAMES]
        for p in logic.players:
            grid.append(w.HTML(f"<b>{p}</b>"))
            for c in COLOUR_NAMES:
                if self.sliders:
                    box_ = w.IntSlider(
                        value=0, min=0, max=colour_cap(logic.n_players), continuous_update=False
                    )
                    box_.layout.width = "16em"
                else:
                    box_ = w.Text(value="0", placeholder="0", continuous_update=False)
                    box_.layout.width = "6em"
                box_.add_class("mj-total")
                box_.add_class(f"mj-total-{p}-{c}")
                box_.observe(lambda ch, p=p, c=c: self._typed(p, c, ch["new"]), names="value")
                self.boxes[p, c] = box_
                grid.append(box_)
        cell = "17em" if self.sliders else "7em"
        self.grid = w.GridBox(
            grid, layout=w.Layout(grid_template_columns=f"5em {cell} {cell} {cell}")
        )
        self.grid.add_class("mj-payout-grid")
        self.clear_button = button(_("Clear all totals"), "mj-clear")
        self.on_click(self.clear_button, logic.clear)
        self.tie_button = button(_("Example: tie at the top (16/16/10/5)"), "mj-preset-tie")
        self.on_click(
            self.tie_button, self.logic.set_totals, "blue", {"A": 16, "B": 16, "C": 10, "D": 5}
        )
        self.table = w.HTML()
        self.table.add_class("mj-coins")
        self.working = w.HTML()
        self.working.add_class("mj-arithmetic")
        controls = w.HBox(
            [self.clear_button, self.tie_button] if logic.n_players == 4 else [self.clear_button]
        )
        return [
            w.HTML("<b>{}</b>{}".format(
                _("Payout explorer"),
                _(": type each player's total power in each colour (revised 2-4)."))),
            self.grid,
            controls,
            self.message,
            self.table,
            self.working,
        ]

    def _typed(self, player: str, colour: str, value: str) -> None:
        if getattr(self, "_syncing", False):
            return
        self.act(self.logic.set_total, player, colour, value)

    def set_total(self, player: str, colour: str, value: Any) -> None:
        """Type a value into one box (or move its slider), as a person would."""
        self.boxes[player, colour].value = value if self.sliders else str(value)

    def redraw(self) -> None:
        logic: PayoutExplorer = self.logic
        self._syncing = True
        try:
            for (p, c), b in self.boxes.items():
                b.value = logic.totals[p][c] if self.sliders else str(logic.totals[p][c])
        finally:
            self._syncing = False
        rows = logic.rows()
        header = [_(h) for h in rows[0]]
        self.table.value = table_html(header, [list(r.values()) for r in rows],
                                      caption=_("Coins"))
        self.working.value = box(
            _("How the coins are counted (revised 2-4)"),
            lines_html([logic.arithmetic(c) for c in COLOUR_NAMES], css="mj-arith"),
        )

    def __repr__(self) -> str:
        return _("<Payout explorer: {n} players>").format(n=self.logic.n_players)
