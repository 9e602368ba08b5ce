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
from collections import Counter
from typing import Any

import pytest
from bs4 import BeautifulSoup

from majority_core.game import GameState
from majority_core.majority2 import Majority2State
from majority_core.policy import UniformRandom
from majority_core.the_majority import TheMajorityState
from majority_core.witch import WitchState
from majority_core.witch.components import COLOURS as WITCH_COLOURS
from majority_tables.pages import table_body
from majority_tables.tables import view_payload
from majority_widgets.majority2.look import LOOK as MAJORITY2
from majority_widgets.the_majority.look import LOOK as MAJORITY
from majority_widgets.witch.board import LOOK as WITCH


def _soup(html_text: str) -> BeautifulSoup:
    return BeautifulSoup(html_text, "html.parser")


def _text(node: Any) -> str:
    return " ".join(node.get_text(" ").split())


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
def _chips(cell: Any) -> dict[str, int]:
    """A cell of chips: colour (the chip's title) -> the count written on it."""
    return {c["title"]: int(c.get_text()) for c in cell.find_all("span", class_="chip")}


def _witch_rows(board: str) -> tuple[list[str], dict[int, list[Any]]]:
    table = _soup(board).find("table")
    head = [_text(th) for th in table.find_all("th")]
    rows = {}
    for tr in table.find_all("tr")[1:]:
        cells = tr.find_all("td")
        seat = int(re.search(r"seat (\d+)", _text(cells[0])).group(1))
        rows[seat] = cells
    return head, rows


@pytest.mark.parametrize(("n", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_witch_board_columns_hold_each_seats_own_rumours_disks_and_points(n: int, seed: int) -> None:
    """Witch 3 "Phase de Jour": each seat's face-up rumours, face-down rumours and disks, in
    the columns so headed; its points shown to itself only (face down for the others); its
    colour shown to itself only; "(you)" on the viewer's row."""
    for state in _positions(WitchState.new(n_players=n, seed=seed), seed, 120, 9):
        if state.is_terminal():
            continue
        for viewer in range(n):
            head, rows = _witch_rows(WITCH.state_html(state, viewer))
            up, down = head.index("face-up rumours"), head.index("face-down")
            disks, points, colour = head.index("disks"), head.index("points"), head.index("colour")
            assert sorted(rows) == list(range(n))
            for s, cells in rows.items():
                want_up = {WITCH_COLOURS[c]: k for c, k in enumerate(state.up[s]) if k}
                want_down = {WITCH_COLOURS[c]: k for c, k in enumerate(state.down[s]) if k}
                want_disks = {WITCH_COLOURS[c]: k for c, k in enumerate(state.disks[s]) if k}
                assert _chips(cells[up]) == want_up, (viewer, s)
                assert _chips(cells[down]) == want_down, (viewer, s)
                assert _chips(cells[disks]) == want_disks, (viewer, s)
                shown = _text(cells[points])
                if s == viewer:
                    assert shown == str(state.tokens[s] - state.debt[s])
                    assert cells[colour].find("span")["title"] == WITCH_COLOURS[state.colour[s]]
                    assert "(you)" in _text(cells[0])
                else:
                    assert shown == "face down" and _text(cells[colour]) == "?"
                    assert "(you)" not in _text(cells[0])


# -- The Majority -------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "seed"), [(4, 1), (3, 2)])
def test_the_majority_board_names_partner_coins_and_hidden_cards(n: int, seed: int) -> None:
    """The Majority revised 1-4, 2-3: at four, seats across the table are partners (0 and 2,
    1 and 3); each seat's coins; the others' cards face down, as many as they hold."""
    for state in _positions(TheMajorityState.new(n_players=n, seed=seed), seed, 140, 11):
        for viewer in range(n):
            soup = _soup(MAJORITY.state_html(state, viewer))
            for s in range(n):
                cell = soup.find("td", class_=f"mj-seat-{s}")
                text = _text(cell)
                assert text.startswith(f"seat {s}")
                assert ("(you)" in text) == (s == viewer), (viewer, s, text)
                partner = n == 4 and s == (viewer + 2) % 4
                assert ("(your partner)" in text) == partner, (viewer, s, text)
                if n == 4:
                    assert f"team {s % 2}" in text
                coins = _text(cell.find("div", class_=f"mj-coins-{s}"))
                assert coins == f"{state.coins[s]} coins", (viewer, s, coins)
                zone = cell.find("div", class_="mj-zone")
                backs = len(zone.find_all(class_="mj-card-back"))
                if s == viewer:
                    assert backs == 0
                elif state.phase == "trick":
                    assert backs == len(state.hands[s]), (viewer, s, _text(zone))


# -- Majority 2 ---------------------------------------------------------------------------------
_HEAD = re.compile(
    r"Seat (\d)( \(you\))?( ★ first player)?: coins (\d+) face up, (\d+) face down; "
    r"hand (\d+) cards?, reserve (\d+) cards?; (\d+) factions? formed")


@pytest.mark.parametrize("seed", [1, 2])
def test_majority2_board_heads_give_each_seats_coins_cards_and_factions(seed: int) -> None:
    """Majority 2 4-3, 5-6, 5-8: coins face up and face down, hand and reserve sizes, factions
    formed (score zone) and the columns' cards, per seat; the viewer's own hand listed."""
    for state in _positions(Majority2State.new(seed=seed), seed, 200, 25):
        for viewer in (0, 1, None):
            soup = _soup(MAJORITY2.state_html(state, viewer))
            heads = [_HEAD.search(_text(b)) for b in soup.find_all(class_="m2-seat")]
            assert all(heads) and len(heads) == 2
            seen = set()
            for m in heads:
                s = int(m.group(1))
                seen.add(s)
                assert bool(m.group(2)) == (s == viewer)
                assert bool(m.group(3)) == (s == state.first)
                got = tuple(int(m.group(k)) for k in (4, 5, 6, 7, 8))
                want = (state.up[s], state.down[s], len(state.hand[s]), len(state.reserve[s]),
                        len(state.zone[s]))
                assert got == want, (viewer, s, got, want)
            assert seen == {0, 1}
            for box in soup.find_all(class_="m2-seat"):
                s = int(_HEAD.search(_text(box)).group(1))
                cols = box.find("table").find_all("td")
                assert len(cols) == 3
                for i, col in enumerate(cols):
                    want = Counter(state._card(c).name for c in state.columns[s][i])
                    assert _m2_cards(col) == want, (viewer, s, i)
            boxes = {_text(b.find("b")): b for b in soup.find_all(class_="mj-box")}
            if viewer is not None:
                assert _m2_cards(boxes["Your hand"]) == Counter(
                    state.cards[c].name for c in state.hand[viewer])
                assert _m2_cards(boxes["Your reserve (hidden from your opponent)"]) == Counter(
                    state.cards[c].name for c in state.reserve[viewer])
                assert not any(re.fullmatch(r"Seat \d's (hand|reserve)", k) for k in boxes)
            else:
                for p in (0, 1):
                    assert _m2_cards(boxes[f"Seat {p}'s hand"]) == Counter(
                        state.cards[c].name for c in state.hand[p])


def _m2_cards(node: Any) -> Counter:
    """The cards drawn in ``node``, by name (each card's title starts with its name)."""
    return Counter(span["title"].split(":")[0] for span in node.find_all("span", class_="m2-card"))


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
    """The projected Majority 2 board (a plain table of what both seats know): each seat's
    coins face up and face down, hand and reserve sizes in seat order, the deck's size and the
    draw table's number for each seat (5-4: from the other seat's formed factions)."""
    draws = {0: 2, 1: 3, 2: 3, 3: 4, 4: 4, 5: 5, 6: 5, 7: 6, 8: 6}
    for state in _positions(Majority2State.new(seed=seed), seed, 200, 35):
        rows = {_text(tr.find("th")): _text(tr.find("td"))
                for tr in _soup(view_payload("majority2", state, "public")["board"]).find_all("tr")}
        got = re.findall(r"coins_up: (\d+); coins_down: (\d+); hand_size: (\d+); "
                         r"reserve_size: (\d+)", rows["players"])
        want = [(state.up[p], state.down[p], len(state.hand[p]), len(state.reserve[p]))
                for p in (0, 1)]
        assert [tuple(map(int, g)) for g in got] == want
        assert rows["deck size"] == str(len(state.deck))
        assert rows["draw count"] == ", ".join(
            str(draws[min(len(state.zone[1 - p]), 8)]) for p in (0, 1))


# -- Au chevet de la Sultane --------------------------------------------------------------------
def _sultane_known(roles: list[str], viewer: int) -> set[int]:
    """Sultane 3d, standard game: whose role a seat knows after the night. At 5-6 players the
    pacifist and Dinarzade recognise each other; at 7-10 the pacifists recognise each other
    and Dinarzade, who keeps her eyes shut; interventionists learn nothing."""
    pacifists = {s for s, r in enumerate(roles) if r == "pacifist"}
    dinarzade = {s for s, r in enumerate(roles) if r == "dinarzade"}
    mine = roles[viewer]
    if mine == "pacifist":
        return {viewer} | pacifists | dinarzade
    if mine == "dinarzade":
        return {viewer} | (pacifists if len(roles) <= 6 else set())
    return {viewer}


@pytest.mark.parametrize(("n", "seed"), [(5, 1), (6, 2), (7, 3), (10, 4)])
def test_sultane_board_shows_the_roles_a_seat_knows_and_the_counts(n: int, seed: int) -> None:
    """Each seat's board names exactly the roles its seat learnt at night (computed here from
    the dealt roles and Sultane 3d), "?" for the others, "(you)" on its own row; and the
    rejected-governments counter, deck and discard sizes of the game, until a power reveals
    more."""
    from majority_core.sultane import SultaneState
    from majority_widgets.sultane.board import LOOK as SULTANE

    for state in _positions(SultaneState.new(n_players=n, seed=seed), seed, 40, 10):
        if state.is_terminal() or any(e.kind == "power" for e in state.events):
            continue
        roles = list(state.roles)
        for viewer in range(n):
            soup = _soup(SULTANE.state_html(state, viewer))
            table = soup.find("table")
            rows = [tr.find_all("td") for tr in table.find_all("tr") if tr.find_all("td")]
            assert len(rows) == n
            known = _sultane_known(roles, viewer)
            for s, cells in enumerate(rows):
                assert _text(cells[0]).startswith(f"seat {s}")
                assert ("(you)" in _text(cells[0])) == (s == viewer)
                want = roles[s] if s in known else "?"
                assert _text(cells[1]).lower() == want.lower(), (viewer, s, _text(cells[1]))
            counts = re.search(r"Rejected governments: (\d+) / 3 · deck (\d+) · discard (\d+)",
                               _text(soup))
            assert counts, _text(soup)
            assert tuple(map(int, counts.groups())) == (
                state.counter, len(state.deck), len(state.discard))


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
