"""What the table server remembers to draw its pages faster (issue 19 item 12) never changes
a page: every seat's page and the projected board drawn with the remembered pieces (track
rows, seat rows, heat-map rows, nights' tables, chips, button words, won piles, The
Majority's seat cells, the seats' rows, the public view, grown beliefs and factors) are the
ones drawn with every memory emptied, in English and in French, and after the language
changed back and forth (the pieces are remembered per language); and a table's boards,
remembered for one moment of its game, are the boards drawn afresh after every kind of
change (a join, a pause, the beliefs hidden, an undo, a decision, another language)."""

from __future__ import annotations

import random

import pytest

from majority_core.i18n import language
from majority_core.sultane import bayes as sultane_bayes
from majority_core.sultane import explain as sultane_explain
from majority_core.witch import bayes as witch_bayes
from majority_core.witch import explain as witch_explain
from majority_tables.games import log_lines, look, page_board, view_payload
from majority_tables.store import Store
from majority_tables.tables import Tables
from majority_widgets.the_majority import look as majority_look
from majority_widgets.witch import board as witch_board

GAMES = [("sultane", 7), ("the_majority", 4), ("witch", 4)]


def _forget() -> None:
    """Every memory the drawings keep, emptied: what follows is drawn from nothing."""
    for remembered in (sultane_explain._drawn_track_row, sultane_explain._row_html,
                       sultane_explain._seat_row, sultane_explain._table_head,
                       witch_explain._chip, witch_explain._seat_row, witch_explain._belief_row,
                       witch_explain._belief_head, witch_bayes._deals, witch_board._action_label,
                       majority_look._won_html, majority_look._card_html,
                       majority_look._seat_cell):
        remembered.cache_clear()
    sultane_bayes._LIVE.clear()
    sultane_bayes._BELIEFS.clear()
    witch_explain._NIGHTS.clear()
    witch_bayes._FACTORS.clear()


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


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game", "n"), [("sultane", 5), ("witch", 4)])
def test_a_tables_boards_are_drawn_again_when_its_game_changes_only(game: str, n: int,
                                                                    lang: str) -> None:
    """(A server speaks one language: its pages are remembered per update, in that one.)"""
    rng = random.Random(7)
    with language(lang):
        table = Tables(Store(":memory:")).create(game, n, seed=11)

        def check(when: str) -> None:
            for v in [*range(n), "public", "all"]:
                board = page_board(game, table.state, v, table.beliefs)
                assert table.payload(v)["board"] == board, (when, v)

        check("new")
        table.join(None, name="Ana")
        check("a join")
        for step in range(40):
            seat = table.state.current_players()[0]
            table.act(seat, str(rng.choice(table.state.legal_actions(seat))))
            check(f"decision {step}")
            if step == 5:
                table.join(None, name="Bea")
                check("a join mid-game")
            elif step == 10:
                table.set_paused(True)
                check("paused")
                table.set_paused(False)
            elif step == 15:
                table.set_beliefs(False)
                check("beliefs hidden")
                table.set_beliefs(True)
                check("beliefs shown")
            elif step == 20:
                table.undo()
                check("an undo")
            if table.state.is_terminal():
                break
