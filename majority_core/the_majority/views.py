"""What each seat of The Majority knows, and how the table looks: :class:`Views`, the part of
:class:`~.state.TheMajorityState` that reads the state and changes nothing (its views, status
line and drawings), kept apart from the phases that change it.
"""

from __future__ import annotations

import html
from typing import Any

from ..display import table_html
from ..i18n import _, ngettext, pgettext
from . import explain as ex
from .components import DRAFT, EXCHANGE, OVER, TRICK, _names, cards_html
from .kernel import partner, team_of, won_html


class Views:
    """What each seat knows and how the table looks: the views, the status line, the drawings."""

    # -- what each player knows ----------------------------------------------------------------------
    def chosen(self) -> list[bool]:
        """Who has already made the current simultaneous choice (not what they chose)."""
        return [c is not None for c in self.pending]

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows (``None``: everything), as JSON-able data.

        Public to all: round, phase, won cards and their totals, discards, coins, spy token, who
        has chosen, face-up plays, the last trick, hand and packet sizes, public events. Private
        to ``player``: its hand, packet, pending choice, the packets it has seen this round, the
        card it kept from the last round (``kept``; it joined its first packet of this round),
        what it gave and received in the exchange, its private events.

        Keys only in ``view(None)``: ``hands``, ``packets``, ``deck`` and per-seat lists for
        ``pending``, ``draft_seen``, ``kept``, ``gave`` and ``received``.
        """
        n = self.n_players
        face_up = self.order is not None and self.phase == TRICK
        last = self._last
        v: dict[str, Any] = {
            "game": self.game_name,
            "seat": player,
            "n_players": n,
            "first_edition": self.first_edition,
            "round": self.round,
            "phase": self.phase,
            "trick": self.trick + 1 if self.phase == TRICK else None,
            "tricks_in_round": self.tricks_in_round(),
            "partner": None if player is None else partner(player, n),
            "team": None if player is None else team_of(player, n),
            "spy_holder": self.spy_holder,
            "coins": list(self.coins),
            "won": [list(w) for w in self._won_text],
            "totals": [{"red": r, "blue": b, "yellow": y} for r, b, y in self.totals],
            "discarded": list(self._discarded_text),
            "deck_size": len(self.deck),
            "hand_sizes": [len(h) for h in self.hands],
            "packet_sizes": [len(p) for p in self.packets],
            "chosen": self.chosen(),
            "waiting": self.current_players(),
            "face_up_order": list(self.order) if face_up else None,
            "table": [c._text if c is not None and face_up else None for c in self.pending],
            "last_trick": None
            if last is None
            else {
                "plays": _names(last.plays),
                "won": [_names(w) for w in last.won],
                "discarded": _names(last.discarded),
            },
            "winners": list(self.winners),
        }
        if player is None:
            v.update(
                hands=[_names(h) for h in self.hands],
                packets=[_names(p) for p in self.packets],
                pending=[None if c is None else c._text for c in self.pending],
                draft_seen=[[list(p) for p in s] for s in self.seen],
                kept=[None if c is None else c._text for c in self.kept],
                gave=[None if c is None else c._text for c in self.gave],
                received=[None if c is None else c._text for c in self.received],
                deck=_names(self.deck),
                events=list(self._log(None)),
            )
            return v
        p = player
        mine = self.pending[p]
        received = self.received[p]
        v.update(
            hand=_names(self.hands[p]),
            packet=_names(self.packets[p]),
            pending=None if mine is None else mine._text,
            draft_seen=[list(x) for x in self.seen[p]],
            kept=None if self.kept[p] is None else self.kept[p]._text,  # type: ignore[union-attr]
            gave=None if self.gave[p] is None else self.gave[p]._text,  # type: ignore[union-attr]
            received=None if received is None else received._text,
            events=list(self._log(p)),
        )
        return v

    # -- display ---------------------------------------------------------------------------------
    def status(self) -> str:
        """One line: where the game is and who must decide."""
        if self.phase == OVER:
            return self.events[-1].text
        who = ex.seats(self.current_players())
        if self.phase == DRAFT:
            what = _("draft")
        elif self.phase == EXCHANGE:
            what = _("partner exchange")
        else:
            what = _("trick {n}").format(n=self.trick + 1)
        if self.order is not None and self.phase == TRICK:
            text = _("Round {round}, {what} (face up): waiting for {who}.")
        else:
            text = _("Round {round}, {what}: waiting for {who}.")
        return text.format(round=self.round, what=what, who=who)

    def _repr_html_(self, player: int | None = None) -> str:
        n = self.n_players
        head = f"<p><b>The Majority</b> &middot; {html.escape(self.status())}</p>"
        cells = []
        for s in range(n):
            # A token drawn with a glyph every font has: the spy emoji (U+1F575) was an empty box in
            # a browser without an emoji font (Debian's Chromium; the teacher's run, issue 23).
            token = " &#9670; " + html.escape(_("spy token")) if self.spy_holder == s else ""
            team = (
                " " + html.escape(_("(team {team})").format(team=team_of(s, n))) if n == 4 else ""
            )
            hand = ""
            if player is None or player == s:
                zone = self.packets[s] if self.phase == DRAFT else self.hands[s]
                label = _("packet:") if self.phase == DRAFT else _("hand:")
                hand = f"<div><small>{html.escape(label)}</small> {cards_html(zone)}</div>"
            played = ""
            c = self.pending[s]
            if (
                c is not None
                and self.phase == TRICK
                and (self.order is not None or player in (None, s))
            ):
                on_table = html.escape(_("on the table:"))
                played = f"<div><small>{on_table}</small> {cards_html([c])}</div>"
            coins = ngettext("{n} coin", "{n} coins", self.coins[s]).format(n=self.coins[s])
            cells.append(
                f"<td style='vertical-align:top;padding:6px'><b>{html.escape(ex.cap(ex.seat(s)))}</b>"
                f"{team}{token}<div>{html.escape(coins)}</div>{won_html(self.won[s])}{played}"
                f"{hand}</td>"
            )
        table = f"<table class='mj-majority'><tr>{''.join(cells)}</tr></table>"
        disc = (
            f"<div><small>{html.escape(_('discarded:'))}</small> "
            f"{cards_html(self.discarded)}</div>"
        )
        return f"<div class='mj-state'>{head}{table}{disc}</div>"

    def events_table(self, player: int | None = None) -> str:
        """The log as an HTML table (kind, text, rule) for a notebook."""
        rows = [[ex.kind_word(e.kind), e.text, e.rule] for e in self.events_for(player)]
        return table_html([pgettext("lesson", "kind"), _("what happened"), _("rule")], rows)
