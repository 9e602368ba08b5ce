"""The *Review* button's logic, shared by the play board and the stepper.

After the game ends, *Review* runs :func:`majority_core.review.review` on the whole game and the
board shows its curve, each seat's accuracy and biggest mistakes, then every decision with the
better move. Viewed as a seat, the review is that seat's own (its decisions only, judged from
its view); all-seeing, every seat's. Plain Python: tests press it as a click would.
"""

from __future__ import annotations

from typing import Any

from majority_core.errors import WrongPhase
from majority_core.game import GameState
from majority_core.i18n import N_, _

from .board import Speaks
from .html import esc

RULE_REVIEW = N_("review: a finished game, judged decision by decision by the search")


class Reviewing(Speaks):
    """What a board needs for *Review*: :meth:`reviewed_game` (the finished game, or None) and
    a ``viewer`` (a seat or None); it gets :meth:`review` and :meth:`review_html`, which speak
    the board's language (:class:`Speaks`)."""

    viewer: int | None
    #: Worlds per decision behind a board's review (None: the game's default, seconds to a
    #: minute for a short game; tests set fewer).
    review_budget: int | None = None
    #: The last review, with the (game's decision count, seat) it was made for.
    _review: tuple[tuple[int, int | None], Any] | None = None

    def reviewed_game(self) -> GameState | None:  # pragma: no cover - each board says
        raise NotImplementedError

    def can_review(self) -> bool:
        """Whether *Review* is open: the game is over."""
        game = self.reviewed_game()
        return game is not None and game.is_terminal()

    def review(self) -> Any:
        """Press *Review*: the search judges the finished game, from the viewed seat's view (its
        own review) or every seat's (all-seeing); kept for :meth:`review_html`."""
        from majority_core.review import review

        game = self.reviewed_game()
        if game is None or not game.is_terminal():
            raise WrongPhase(
                _("the review opens when the game is over: play it to the end first"),
                rule=RULE_REVIEW,
            )
        result = review(game, seat=self.viewer, budget=self.review_budget, progress=False)
        look = getattr(self, "look", None)
        if look is not None:  # the moves as the board's buttons name them, not their notation
            result = result.named(look.move_words)
        self._review = ((len(game.history), self.viewer), result)
        return result

    def review_html(self) -> str:
        """The last review (the curve, the seats, every decision) while the game and the viewer
        are those it was made for (the same game told in another language too); "" otherwise."""
        if self._review is None:
            return ""
        (at, seat), result = self._review
        game = self.reviewed_game()
        if (game is None or at != len(game.history) or seat != self.viewer
                or game.to_dict() != result.state.to_dict()):
            return ""  # another game (new, loaded, undone) or another seat: not this review
        return (
            f'<div class="mj-review-box"><div><b>{esc(_("Review"))}</b></div>'
            f"<p>{esc(result.summary())}</p>{result.chart_html()}{result.seats_html()}"
            f"{result.decisions_html()}</div>"
        )
