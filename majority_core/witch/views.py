"""What each seat of Witch of the Academy knows, the record and the results: :class:`Views`,
the part of :class:`~.state.WitchState` that writes the log and reads the state without
changing it (the points and results, each seat's view, the drawing), with the copies a view
makes of the records.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..game import Event, log_event
from ..i18n import _
from . import explain as ex
from .components import (
    CODE_LETTER,
    COLOURS,
    DATA_POINT,
    DISK_CODES,
    HIDE,
    N_KINDS,
    OVER,
    TOKEN_INSTEAD_OF_DISK,
    TURN,
    D,
)


class Views:
    """What each seat knows, the record and the results: the log, the points, the views, the drawing."""

    # -- logging --------------------------------------------------------------------------
    def _log(
        self,
        kind: str,
        text: str,
        rule: str,
        data: dict[str, Any],
        visible_to: Sequence[int] | None = None,
    ) -> None:
        """Append one event, and the same facts to the records of the seats that saw it."""
        seen = None if visible_to is None else frozenset(visible_to)
        log_event(self, Event(kind, ex.capital(text), _(rule), data, seen), {"kind": kind, **data})

    # -- results and views ----------------------------------------------------------------
    def points(self) -> list[int]:
        """Each seat's points: face-down tokens minus what was borrowed (may be negative)."""
        return [t - d for t, d in zip(self.tokens, self.debt, strict=True)]

    def returns(self) -> list[float]:
        if self.winners is None:
            return [0.0] * self.n_players
        share = 1.0 / len(self.winners)
        return [share if p in self.winners else 0.0 for p in range(self.n_players)]

    def result_rows(self) -> list[dict[str, Any]]:
        return rows_of(self, point_parts(self.events, self.n_players))

    def _players(self, player: int | None) -> list[dict[str, Any]]:
        codes = self.codes
        show_all = player is None or self.phase == OVER
        return [
            {
                "rumours": _counts(self.up[p], codes),
                "face_down": _counts(self.down[p], codes),
                "disks": {COLOURS[c]: self.disks[p][c] for c in DISK_CODES},
                "points": (self.tokens[p] - self.debt[p]) if show_all or p == player else None,
                "borrowed": self.debt[p] if show_all or p == player else None,
            }
            for p in range(self.n_players)
        ]

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows (``None``: everything). Colours and sheets stay hidden
        until the reveal; the deck's order and the unseen player card always do."""
        codes = self.codes
        field = {COLOURS[c]: self.field[c] for c in codes}
        field["data"] = self.field[D]
        v: dict[str, Any] = {
            "game": self.game_name,
            "n_players": self.n_players,
            "seat": player,
            "options": {
                "standard": self.comp.standard,
                "first_player": self.options["first_player"],
            },
            "colour_names": [COLOURS[c] for c in codes],
            "phase": self.phase,
            "day": self.day,
            "active": self.active if self.phase in (TURN, HIDE) else None,
            "first_players": list(self.first),
            "series": self.series,
            "field": field,
            "deck_size": len(self.deck),
            "discard": {CODE_LETTER[i]: self.discard[i] for i in range(N_KINDS)},
            "supply": {COLOURS[c]: self.supply[c] for c in DISK_CODES},
            "players": self._players(player),
            "parked": None if self.parked is None else _counts(self.parked, codes),
            "guessed": sorted(self.pending),
            "revealed": self.revealed,
            "colours": [COLOURS[c] for c in self.colour] if self.revealed else None,
            "sheets": self._sheet_names(range(self.n_players)) if self.revealed else None,
            "executed": self.executed,
            "winners": None if self.winners is None else list(self.winners),
            "public": [_copy_record(r) for r in self.public_log],
        }
        if player is None:
            v["colours"] = [COLOURS[c] for c in self.colour]
            v["unseen"] = [COLOURS[c] for c in self.unseen]
            v["deck"] = "".join(CODE_LETTER[c] for c in reversed(self.deck))
            v["sheets"] = self._sheet_names(range(self.n_players))
            v["pending"] = {
                str(p): [None if c is None else COLOURS[c] for c in row]
                for p, row in sorted(self.pending.items())
            }
            v["private"] = [[_copy_record(r) for r in log] for log in self.private_log]
            return v
        v["colour"] = COLOURS[self.colour[player]]
        v["sheet"] = self._sheet_names([player])[0]
        pending = self.pending.get(player)
        v["pending_guess"] = (
            None if pending is None else [None if c is None else COLOURS[c] for c in pending]
        )
        v["private"] = [_copy_record(r) for r in self.private_log[player]]
        return v

    def _sheet_names(self, seats: Any) -> list[list[list[str | None]]]:
        return [
            [[None if c is None else COLOURS[c] for c in row] for row in self.sheets[p]]
            for p in seats
        ]

    def _repr_html_(self, player: int | None = None) -> str:
        """The table as ``player`` sees it (``None``: the all-seeing view)."""
        return ex.board_html(self.view(player))


def rows_of(g: Any, parts: dict[str, list[int]]) -> list[dict[str, Any]]:
    """The result rows of a game ``g`` (the engine's state, or the search's fast playout,
    which share these attribute names: ``n_players``, ``colour``, ``tokens``, ``debt``,
    ``sheets``, ``revealed``, ``executed``, ``winners``), ``parts`` from :func:`point_parts`."""
    n = g.n_players
    colour, sheets, winners = g.colour, g.sheets, g.winners
    share = 1.0 / len(winners) if winners else 0.0
    rows = []
    for p in range(n):
        correct = guessed_by = 0
        if g.revealed:
            for t in range(n):
                if t != p:
                    correct += sum(1 for r in sheets[p] if r[t] == colour[t])
                    guessed_by += sum(1 for r in sheets[t] if r[p] == colour[p])
        won = bool(winners) and p in winners
        rows.append(
            {
                "colour": COLOURS[colour[p]],
                "points": g.tokens[p] - g.debt[p],
                "borrowed": g.debt[p],
                "data_points": parts["data"][p],
                "disk_points": parts["disks"][p],
                "guess_points_won": parts["guesses_won"][p],
                "guess_points_lost": parts["guesses_lost"][p],
                "suspicion_paid": parts["suspicion"][p],
                "correct_guesses": correct,
                "guessed_by_others": guessed_by,
                "guesses": sum(1 for r in sheets[p] for c in r if c is not None),
                "executed": g.executed == p,
                "won": won,
                "share": share if won else 0.0,
            }
        )
    return rows


def point_parts(events: Sequence[Event], n: int) -> dict[str, list[int]]:
    """Where each seat's points came from, read from the log (the same events the class sees):
    data cards, disks (and tokens instead), guesses won and lost, suspicion paid."""
    parts = {k: [0] * n for k in ("data", "disks", "guesses_won", "guesses_lost", "suspicion")}
    for e in events:
        kind = e.kind
        if kind == "data":
            parts["data"][e.data["seat"]] += DATA_POINT
        elif kind == "take" and e.data["source"] == "token":
            parts["disks"][e.data["seat"]] += TOKEN_INSTEAD_OF_DISK
        elif kind == "information":
            for p, x in enumerate(e.data["points"]):
                parts["disks"][p] += x
        elif kind == "guess-paid":
            parts["guesses_won"][e.data["payee"]] += e.data["points"]
            parts["guesses_lost"][e.data["payer"]] += e.data["points"]
        elif kind in ("parked-paid", "suspicion-paid"):
            parts["suspicion"][e.data["seat"]] += e.data["points"]
    return parts


def _counts(row: Sequence[int], codes: Sequence[int]) -> dict[str, int]:
    return {COLOURS[c]: row[c] for c in codes}


def _deep(value: Any) -> Any:
    """A copy of nested dicts and lists (tuples, strings and numbers are immutable)."""
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value


#: Records whose values are all immutable (numbers, strings, tuples): a flat copy suffices.
#: They are most of a game's record (a view copies it at every decision of a bot).
_FLAT_KINDS = frozenset(("take", "data", "hide", "sheet-written", "night", "borrow", "new-deck",
                         "execution", "guess-paid", "parked-paid", "suspicion-paid"))


def _copy_record(record: dict[str, Any]) -> dict[str, Any]:
    """A record for a view: a copy that shares nothing mutable with the game's log."""
    kind = record["kind"]
    if kind in _FLAT_KINDS:
        return dict(record)
    if kind == "series":  # about twenty a game: its one nested value holds only numbers
        return {**record, "drawn": dict(record["drawn"])}
    return {k: _deep(v) if isinstance(v, dict | list) else v for k, v in record.items()}
