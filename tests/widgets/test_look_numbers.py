"""The numbers and labels a person reads on a board match the game.

Swapped coin counts, a "(your partner)" label on the wrong seat or a face-down column showing
the face-up rumours passed every earlier test: those compared a board with itself (goldens) or
checked that it changed. Here the HTML a browser receives (each look's ``state_html``, and the
table server's page around it) is parsed, each number is found by its label, and it is compared
with the number the test reads from the game's own state (not from the view the look draws).
"""

from __future__ import annotations

import random
import re

import pytest

from majority_core.game import GameState
from majority_core.majority2 import Majority2State
from majority_core.policy import UniformRandom
from majority_core.the_majority import TheMajorityState
from majority_core.witch import WitchState
from majority_tables.games import view_payload
from majority_tables.pages import table_body
from majority_widgets.majority2.look import LOOK as MAJORITY2
from majority_widgets.the_majority.look import LOOK as MAJORITY
from majority_widgets.witch.board import LOOK as WITCH
from tests import board_reading as reading

_soup, _text = reading.soup, reading.text


def _positions(state: GameState, seed: int, steps: int, every: int) -> list[GameState]:
    """Copies of a random game at every ``every``-th decision."""
    rng, bot, out = random.Random(seed), UniformRandom(), []
    for i in range(steps):
        if state.is_terminal():
            break
        if i % every == 0:
            out.append(type(state).replay(state.history, n_players=state.n_players,
                                          seed=state.seed, **state.options))
        p = state.current_players()[0]
        state.apply(p, bot.act(state.view(p), state.legal_actions(p), rng))
    out.append(state)
    return out


# -- Witch of the Academy ---------------------------------------------------------------------
@pytest.mark.parametrize(("n", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_witch_board_columns_hold_each_seats_own_rumours_disks_and_points(n: int, seed: int) -> None:
    """Witch 3 "Phase de Jour": each seat's face-up rumours, face-down rumours and disks, in
    the columns so headed; its points shown to itself only (face down for the others); its
    colour shown to itself only; "(you)" on the viewer's row."""
    for state in _positions(WitchState.new(n_players=n, seed=seed), seed, 120, 9):
        if state.is_terminal():
            continue
        for viewer in range(n):
            reading.check_witch(WITCH.state_html(state, viewer), state, viewer)


# -- The Majority -------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "seed"), [(4, 1), (3, 2)])
def test_the_majority_board_names_partner_coins_and_hidden_cards(n: int, seed: int) -> None:
    """The Majority revised 1-4, 2-3: at four, seats across the table are partners (0 and 2,
    1 and 3); each seat's coins; the others' cards face down, as many as they hold."""
    for state in _positions(TheMajorityState.new(n_players=n, seed=seed), seed, 140, 11):
        for viewer in range(n):
            reading.check_the_majority(MAJORITY.state_html(state, viewer), state, viewer)


# -- Majority 2 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2])
def test_majority2_board_heads_give_each_seats_coins_cards_and_factions(seed: int) -> None:
    """Majority 2 4-3, 5-6, 5-8: coins face up and face down, hand and reserve sizes, factions
    formed (score zone) and the columns' cards, per seat; the viewer's own hand listed."""
    for state in _positions(Majority2State.new(seed=seed), seed, 200, 25):
        for viewer in (0, 1, None):
            reading.check_majority2(MAJORITY2.state_html(state, viewer), state, viewer)


# -- the table server's page ------------------------------------------------------------------
@pytest.mark.parametrize(("game", "state", "seat"), [
    ("the_majority", TheMajorityState.new(n_players=4, seed=4), 1),
    ("witch", WitchState.new(n_players=4, seed=4), 2),
    ("majority2", Majority2State.new(seed=4), 1),
])
def test_a_seats_page_names_its_seat_and_shows_its_board_and_log(
    game: str, state: GameState, seat: int
) -> None:
    """The page a student's browser receives: "you play seat N" names her seat, her row of the
    seats' list is the one marked as hers, the seats to decide are marked, the board is her
    board, and the log lists the events she saw, one line each."""
    for s in _positions(state, 4, 60, 20):
        if s.is_terminal():
            continue
        payload = view_payload(game, s, seat)
        seats = [{"seat": i, "label": f"seat {i}", "kind": "person", "bot": "", "away": False,
                  "taken": True, "name": "", "deciding": i in s.current_players(),
                  "you": i == seat} for i in range(s.n_players)]
        page = _soup(table_body({**payload, "code": "ABCD", "status": "playing",
                                 "seats": seats}, teacher=False))
        assert f"you play seat {seat}" in _text(page.find(id="title"))
        rows = page.find(id="seats").find_all("li")
        assert [r["data-seat"] for r in rows if "mj-you" in r["class"]] == [str(seat)]
        assert sorted(int(r["data-seat"]) for r in rows if "mj-deciding" in r["class"]) == (
            s.current_players())
        assert len(page.find(id="log").find_all("li")) == len(s.events_for(seat))
        board = page.find(id="board")
        mine = _soup(payload["board"])
        assert _text(board) == _text(mine)
        assert ("(you)" in _text(board)) and f"seat {seat}" in _text(board).lower()


@pytest.mark.parametrize("seed", [1, 5])
def test_majority2_projector_gives_each_seats_public_counts(seed: int) -> None:
    """The projected Majority 2 board (Majority 2's drawing of the public view): each seat's
    coins face up and face down, hand and reserve sizes in seat order, and the deck's size."""
    for state in _positions(Majority2State.new(seed=seed), seed, 200, 35):
        soup = _soup(view_payload("majority2", state, "public")["board"])
        heads = [_text(box.find("b")) for box in soup.find_all(class_="m2-seat")]
        got = [re.search(r"coins (\d+) face up, (\d+) face down; hand (\d+) cards?, "
                         r"reserve (\d+) cards?", h).groups() for h in heads]
        want = [(state.up[p], state.down[p], len(state.hand[p]), len(state.reserve[p]))
                for p in (0, 1)]
        assert [tuple(map(int, g)) for g in got] == want
        status = _text(soup.find(class_="m2-status"))
        assert re.search(r"Deck (\d+) cards?", status)[1] == str(len(state.deck)), status


# -- Au chevet de la Sultane --------------------------------------------------------------------
@pytest.mark.parametrize(("n", "seed"), [(5, 1), (6, 2), (7, 3), (10, 4)])
def test_sultane_board_shows_the_roles_a_seat_knows_and_the_counts(n: int, seed: int) -> None:
    """Each seat's board names exactly the roles its seat learnt at night (computed from the
    dealt roles and Sultane 3d), "?" for the others, "(you)" on its own row, "Grand Vizir" on
    the Vizir's; the tales read, the rejected-governments counter, deck and discard sizes of
    the game, until a power reveals more."""
    from majority_core.sultane import SultaneState
    from majority_widgets.sultane.board import LOOK as SULTANE

    for state in _positions(SultaneState.new(n_players=n, seed=seed), seed, 40, 10):
        if state.is_terminal() or any(e.kind == "power" for e in state.events):
            continue
        for viewer in range(n):
            reading.check_sultane(SULTANE.state_html(state, viewer), state, viewer)


# -- Majority (Grard) ---------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "seed"), [(3, 1), (5, 2)])
def test_grard_scores_table_gives_each_players_points_and_hides_others_votes(
    n: int, seed: int
) -> None:
    """Grard "Vote": votes are secret until every player has voted; a seat reads its own vote,
    "has voted" for the others who did, and every player's points as the game counts them."""
    from majority_core.grard import GrardState
    from majority_widgets.grard.tally import LOOK as GRARD

    for state in _positions(GrardState.new(n_players=n, seed=seed, language="en"), seed, 90, 9):
        waiting = set(state.current_players())
        for viewer in range(n):
            soup = _soup(GRARD.state_html(state, viewer))
            table = soup.find_all("table")[-1]
            rows = [tr.find_all("td") for tr in table.find_all("tr") if tr.find_all("td")]
            assert len(rows) == n
            for p, cells in enumerate(rows):
                name, points, status = (_text(c) for c in cells)
                assert ("(you)" in name) == (p == viewer), (viewer, p, name)
                assert int(points) == state.scores[p], (viewer, p)
                if state.is_terminal():
                    continue
                if p != viewer:
                    assert not status.startswith(("voted", "you voted")), (viewer, p, status)
                voted = p not in waiting and not status.startswith("out")
                if voted:
                    assert status.startswith("you voted" if p == viewer else "has voted"), (
                        viewer, p, status)
