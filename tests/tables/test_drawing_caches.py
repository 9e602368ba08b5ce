"""What the table server remembers to draw its pages faster (issue 19 item 12) never changes
a page: every seat's page and the projected board drawn with the remembered pieces (track
rows, seat rows, chips, button words, won piles, The Majority's seat cells, the seats' rows,
the public view, grown beliefs) are the ones drawn with every memory emptied, in English and
in French, and after the language changed back and forth (the pieces are remembered per
language)."""

from __future__ import annotations

import random

import pytest

from majority_core.i18n import language
from majority_core.sultane import bayes as sultane_bayes
from majority_core.sultane import explain as sultane_explain
from majority_core.witch import explain as witch_explain
from majority_tables.games import look
from majority_tables.tables import log_lines, view_payload
from majority_widgets.the_majority import look as majority_look
from majority_widgets.witch import board as witch_board

GAMES = [("sultane", 7), ("the_majority", 4), ("witch", 4)]


def _forget() -> None:
    """Every memory the drawings keep, emptied: what follows is drawn from nothing."""
    for remembered in (sultane_explain._drawn_track_row, sultane_explain._row_html,
                       witch_explain._chip, witch_board._action_label,
                       majority_look._won_html, majority_look._card_html,
                       majority_look._seat_cell):
        remembered.cache_clear()
    sultane_bayes._LIVE.clear()
    sultane_bayes._BELIEFS.clear()


def _pages(game: str, state: object) -> list[dict[str, object]]:
    n = state.n_players  # type: ignore[attr-defined]
    return [view_payload(game, state, v, log=log_lines(game, state, v))  # type: ignore[arg-type]
            for v in [*range(n), "public", "all"]]


@pytest.mark.parametrize(("game", "n"), GAMES)
def test_remembered_pieces_draw_the_pages_drawn_from_nothing(game: str, n: int) -> None:
    rng = random.Random(19)
    lk = look(game)
    state = lk.new_state(n, 12)
    for step in range(90):
        if state.is_terminal():
            break
        seat = state.current_players()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if step % 15:
            continue
        for lang in ("en", "fr", "en"):
            with language(lang):
                remembered = _pages(game, state)
                again = _pages(game, state)  # every piece remembered now
                _forget()
                fresh = _pages(game, state)
            assert remembered == again == fresh, (game, step, lang)


def test_warm_up_draws_a_table_of_every_game_and_changes_no_page() -> None:
    """The server's start draws a new table of every game once (its modules imported before
    the class arrives); a page drawn afterwards is the page drawn before it."""
    from majority_tables.games import LOOKS
    from majority_tables.serving import warm_up

    state = look("witch").new_state(4, 3)
    before = _pages("witch", state)
    warm_up()
    assert _pages("witch", state) == before
    assert {"sultane", "the_majority", "witch", "grard", "majority2"} <= set(LOOKS)
