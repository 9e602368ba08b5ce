"""What each seat of Majority 2 knows, the results and the record: :class:`Views`, the part of
:class:`~.state.Majority2State` that reads the state without changing it (the results, the
scores, each seat's view, the drawing) and writes the log.
"""

from __future__ import annotations

from typing import Any

from ..game import Event
from ..i18n import _
from . import explain as ex
from .components import _SORT, FACTIONS, OVER
from .kernel import (
    FinalScore,
    draw_count,
    final_score,
)


def rows_of(
    winner: int | None,
    scores: list[tuple[int, int, int]],
    factions: list[int],
    first: int,
    turn: int,
    end: str,
    ended_by: str,
) -> list[dict[str, Any]]:
    """The result rows of a game (5-8): ``scores`` per seat as (total, card points, coins),
    ``factions`` formed per seat; the engine's and the fast playout's (:mod:`.playout`)."""
    return [
        {
            "won": int(winner == p),
            "score": scores[p][0],
            "card_vp": scores[p][1],
            "coins": scores[p][2],
            "factions": factions[p],
            "first_player": int(p == first),
            "turns": turn,
            "end": end,
            # Games stopped by the safety stop did not end by the rules: leave them out of
            # statistics about play (docs/rulings-majority2.md).
            "ended_by": ended_by,
        }
        for p in (0, 1)
    ]


class Views:
    """What each seat knows, the results and the record: the views, the scores, the log, the drawing."""

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0 if p == self.winner else 0.0 for p in (0, 1)]

    def result_rows(self) -> list[dict[str, Any]]:
        scores = self.final or [self.score(p) for p in (0, 1)]
        return rows_of(
            self.winner,
            [(s.total, s.card_total, s.coins) for s in scores],
            [len(z) for z in self.zone],
            self.first,
            self.turn,
            self.end_reason,
            self.ended_by,
        )

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows (``None``: everything), as JSON-able data.

        Public: the columns, score zones and discs, coins face up and down, the discard pile,
        the deck's size, hand and reserve sizes, whose turn and which phase, the pending
        decision's kind and who takes it, the last hands passed, forced exchanges, the result.
        Private to ``player``: its hand and its reserve, and the options of its own pending
        decision. Only ``view(None)`` has ``hands``, ``reserves`` and ``deck``.
        """
        ask = self.tasks[-1] if self.tasks and self.tasks[-1][0] == "ask" else None
        v: dict[str, Any] = {
            "game": self.game_name,
            "seat": player,
            "turn": self.turn,
            "player": self.player,
            "first_player": self.first,
            "phase": self.phase,
            "waiting": self.current_players(),
            "decision": None
            if ask is None
            else {"kind": ask[1], "seat": ask[2], **self._ask_public(ask)},
            "deck_size": len(self.deck),
            "discard": [str(self.cards[c]) for c in self.discard],
            "discs": {f: self._place_of(self.disc_at[f]) for f in FACTIONS if f in self.disc_at},
            "must_exchange": list(self.must_exchange),
            "end_factions": self.options["end_factions"],
            "draw_count": [draw_count(len(self.zone[1 - p])) for p in (0, 1)],
            "players": [
                {
                    "columns": [[str(self._card(c)) for c in col] for col in self.columns[p]],
                    "score_zone": [str(self._card(c)) for c in self.zone[p]],
                    "coins_up": self.up[p],
                    "coins_down": self.down[p],
                    "hand_size": len(self.hand[p]),
                    "reserve_size": len(self.reserve[p]),
                    "passed": list(self.passed[p]),
                    "protected": [self._protected(p, col) for col in range(3)],
                }
                for p in (0, 1)
            ],
            "game_over": self.phase == OVER,
            "winner": self.winner,
            "result": self._result_text(),
            "scores": [s.to_dict() for s in self.final],
        }
        if player is None:
            v["hands"] = [[str(self.cards[c]) for c in h] for h in self.hand]
            v["reserves"] = [[str(self.cards[c]) for c in r] for r in self.reserve]
            v["deck"] = [str(self.cards[c]) for c in self.deck]
        else:
            # In card order: the order cards arrived in can hold the other seat's draw order.
            v["hand"] = [str(c) for c in sorted(self._cards(self.hand[player]), key=_SORT)]
            v["reserve"] = [str(c) for c in sorted(self._cards(self.reserve[player]), key=_SORT)]
        return v

    # -- scoring -------------------------------------------------------------------------------
    def score(self, p: int) -> FinalScore:
        """Seat ``p``'s score if the game ended now (5-8)."""
        return final_score(
            [self._card(c) for c in self.zone[p]], (self.up[p], self.down[p])
        )

    def _result_text(self) -> str:
        if self.winner is None:
            return ""
        # The winner's score first: "Seat 1 wins, 27 to 24", whoever sits where.
        a, b = self.final[self.winner].total, self.final[1 - self.winner].total
        tie = _(" (a tie: the player without the first-player token wins)") if a == b else ""
        return _("{Seat} wins, {a} to {b}{tie}.").format(
            Seat=ex.Seat(self.winner), a=a, b=b, tie=tie
        )

    # -- display ---------------------------------------------------------------------------------
    def _log(
        self,
        kind: str,
        text: str,
        rule: str,
        *,
        visible_to: frozenset[int] | None = None,
        **data: Any,
    ) -> None:
        # A composite citation ("5-5 (forming a faction); RULINGS: ...") is translated part by part.
        rule = ex.cite(rule)
        self.events.append(Event(kind, text, rule, data, visible_to))

    def cards_everywhere(self) -> list[int]:
        """Every card id, once per place it lies (an invariant: each id exactly once)."""
        ids = list(self.deck) + self.discard
        for p in (0, 1):
            ids += self.hand[p] + self.reserve[p] + self.zone[p]
            for col in self.columns[p]:
                ids += col
        return ids

    def _repr_html_(self) -> str:
        return ex.state_html(self)
