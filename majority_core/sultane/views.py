"""What each seat of the Sultane knows, and the record: :class:`Views`, the part of
:class:`~.state.SultaneState` that writes the log (public and private records, lazy events) and
reads the state without changing it (the results, each seat's view, the drawing).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..game import Event, log_event
from ..i18n import _
from . import explain as ex
from .components import (
    CLAIM_POWER,
    NARRATOR_DISCARD,
    NOMINATE,
    OVER,
    POWER,
    VETO_ANSWER,
    VETO_REQUEST,
    VETO_THRESHOLD,
    VIZIR_DISCARD,
    ReadOnlyRecord,
    hand_text,
    side_of,
)
from .explain import (
    _written,
)
from .kernel import (
    eligible_narrators,
)

_lazy = Event.lazy


class Views:
    """What each seat knows, the record and the results: the log, the views, the drawing."""

    # -- logging --------------------------------------------------------------------------
    def _log(
        self,
        kind: str,
        text: str,
        rule: str,
        data: dict[str, Any],
        visible_to: Sequence[int] | None = None,
    ) -> None:
        """Append one event, and the same facts to the logs of the seats that saw it."""
        seen = None if visible_to is None else frozenset(visible_to)
        log_event(self, Event(kind, ex.sentence(text), _(rule), data, seen),
                  ReadOnlyRecord(data, kind=kind, government=self.governments))

    def _log_lazy(
        self,
        kind: str,
        rule: str,
        data: dict[str, Any],
        seat: int | None,
        write: Callable[..., str],
        *args: Any,
    ) -> None:
        """Like :meth:`_log` for the events of every round, seen by all or by one ``seat``.

        The sentence is ``write(*args)`` (ints and strings only), written when someone first
        reads it: random games make ~130 events each and most are never read, and writing
        them was a third of the time of a game. The records for the views stay eager.
        """
        seen = None if seat is None else self._only[seat]
        log_event(self, _lazy(kind, _(rule), seen, _written, data, write, args),
                  ReadOnlyRecord(data, kind=kind, government=self.governments))

    # -- results and views ----------------------------------------------------------------
    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0] * self.n_players
        return [1.0 if side_of(r) == self.winner else 0.0 for r in self.roles]

    def result_rows(self) -> list[dict[str, Any]]:
        rows = []
        for s, role in enumerate(self.roles):
            side = side_of(role)
            rows.append(
                {
                    "role": role,
                    "side": side,
                    "won": side == self.winner,
                    "winner": self.winner,
                    "reason": self.reason,
                    "pacifist_tales": self.n_pacifist,
                    "interventionist_tales": self.n_interventionist,
                    "governments": self.governments,
                    "exiled": not self.active[s],
                }
            )
        return rows

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows (``None``: everything). Built from records, not from secrets.

        Every container is new or read-only (the logged records are :class:`ReadOnlyRecord`),
        so changing a view cannot change the game, another view or an event's text.
        """
        phase = self.phase
        options = self.options
        # Bots ask for a view at every decision: the dict is built from literals, and empty
        # sets are not sorted (same values as the plain way, a quarter cheaper).
        v: dict[str, Any] = {
            "game": self.game_name,
            "n_players": self.n_players,
            "seat": player,
            "options": {
                "original_veto": options["original_veto"],
                "variant_8d": options["variant_8d"],
            },
            "phase": phase,
            "vizir": self.vizir,
            "nominee": self.nominee,
            "counter": self.counter,
            "pacifist_tales": self.n_pacifist,
            "interventionist_tales": self.n_interventionist,
            "read": "".join(self.read),
            "track": list(self.track),
            "veto_unlocked": self.n_pacifist >= VETO_THRESHOLD,
            "deck_size": len(self.deck),
            "discard_size": len(self.discard),
            "active": list(self.active),
            "last_government": list(self.last_government) if self.last_government else None,
            "eligible": (
                eligible_narrators(self.vizir, self.active, self.last_government)
                if phase == NOMINATE
                else []
            ),
            "investigated": sorted(self.investigated) if self.investigated else [],
            "voted": sorted(self.votes) if self.votes else [],
            "power": self.power if phase in (POWER, CLAIM_POWER) else None,
            "power_target": self.power_target if phase == CLAIM_POWER else None,
            "winner": self.winner,
            "reason": self.reason,
            "public": list(self.public_log),
        }
        if player is None:
            v["roles"] = list(self.roles)
            v["deck"] = "".join(reversed(self.deck))
            v["discard"] = "".join(self.discard)
            v["hand"] = hand_text(self.hand)
            v["votes"] = {str(s): ("yes" if b else "no") for s, b in sorted(self.votes.items())}
            v["private"] = [list(log) for log in self.private_log]
            v["claim_checks"] = [dict(c) for c in self.claim_checks]
            return v
        over = phase == OVER
        v["role"] = self.roles[player]
        v["known_roles"] = list(self.roles) if over else list(self.known[player])
        holds = (
            (phase == VIZIR_DISCARD and player == self.vizir)
            or (phase in (NARRATOR_DISCARD, VETO_REQUEST) and player == self.nominee)
            or (phase == VETO_ANSWER and player == self.vizir)
        )
        # A hand is a multiset: shown pacifist first, never in the deck's draw order, which
        # would tell the Narrator which tale the Vizir discarded (Sultane 6a).
        v["hand"] = hand_text(self.hand) if holds else ""
        my_vote = self.votes.get(player)
        v["my_vote"] = None if my_vote is None else ("yes" if my_vote else "no")
        v["private"] = list(self.private_log[player])
        return v

    def _seat_name(self, player: int) -> str:
        return ex.seat(player)

    def _repr_html_(self) -> str:
        return ex.board_html(self.view(None))
