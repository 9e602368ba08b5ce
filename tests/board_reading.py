"""Read a board's HTML the way a person reads it, and hold it against the game's state.

Shared by the look tests (``tests/widgets/test_look_numbers.py``: the HTML a look draws) and
the browser tests (``tests/browser/``: the HTML the page holds after a click). Each checker
finds the numbers and labels a person reads (a seat's coins, its "(you)" and "(your partner)"
labels, the face-up and face-down piles, the counters) and compares them with the numbers the
test takes from the game's own state, never from the view the look draws.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from bs4 import BeautifulSoup

from majority_core.witch.components import COLOURS as WITCH_COLOURS


def soup(html_text: str) -> BeautifulSoup:
    return BeautifulSoup(html_text, "html.parser")


def text(node: Any) -> str:
    """A node's text as a person reads it: words separated by single spaces."""
    return " ".join(node.get_text(" ").split())


# -- Witch of the Academy ---------------------------------------------------------------------
def chips(cell: Any) -> dict[str, int]:
    """A cell of chips: colour (the chip's title) -> the count written on it."""
    return {c["title"]: int(c.get_text()) for c in cell.find_all("span", class_="chip")}


def witch_rows(board: str) -> tuple[list[str], dict[int, list[Any]]]:
    """The seats' table: its column heads, and each seat's cells by seat number."""
    table = soup(board).find("table")
    head = [text(th) for th in table.find_all("th")]
    rows = {}
    for tr in table.find_all("tr")[1:]:
        cells = tr.find_all("td")
        seat = int(re.search(r"seat (\d+)", text(cells[0])).group(1))
        rows[seat] = cells
    return head, rows


def check_witch(board: str, state: Any, viewer: int) -> None:
    """Witch 3 "Phase de Jour": each seat's face-up rumours, face-down rumours and disks in the
    columns so headed; its points and colour shown to itself only; "(you)" on its row."""
    head, rows = witch_rows(board)
    up, down = head.index("face-up rumours"), head.index("face-down")
    disks, points, colour = head.index("disks"), head.index("points"), head.index("colour")
    assert sorted(rows) == list(range(state.n_players))
    for s, cells in rows.items():
        want_up = {WITCH_COLOURS[c]: k for c, k in enumerate(state.up[s]) if k}
        want_down = {WITCH_COLOURS[c]: k for c, k in enumerate(state.down[s]) if k}
        want_disks = {WITCH_COLOURS[c]: k for c, k in enumerate(state.disks[s]) if k}
        assert chips(cells[up]) == want_up, (viewer, s)
        assert chips(cells[down]) == want_down, (viewer, s)
        assert chips(cells[disks]) == want_disks, (viewer, s)
        shown = text(cells[points])
        if s == viewer:
            assert shown == str(state.tokens[s] - state.debt[s])
            assert cells[colour].find("span")["title"] == WITCH_COLOURS[state.colour[s]]
            assert "(you)" in text(cells[0])
        else:
            assert shown == "face down" and text(cells[colour]) == "?"
            assert "(you)" not in text(cells[0])


# -- The Majority -------------------------------------------------------------------------------
def check_the_majority(board: str, state: Any, viewer: int) -> None:
    """The Majority revised 1-4, 2-3: at four, seats across the table are partners (0 and 2,
    1 and 3); each seat's coins; the others' cards face down, as many as they hold."""
    page = soup(board)
    n = state.n_players
    for s in range(n):
        cell = page.find("td", class_=f"mj-seat-{s}")
        words = text(cell)
        assert words.startswith(f"seat {s}")
        assert ("(you)" in words) == (s == viewer), (viewer, s, words)
        partner = n == 4 and s == (viewer + 2) % 4
        assert ("(your partner)" in words) == partner, (viewer, s, words)
        if n == 4:
            assert f"team {s % 2}" in words
        coins = text(cell.find("div", class_=f"mj-coins-{s}"))
        assert coins == f"{state.coins[s]} coins", (viewer, s, coins)
        zone = cell.find("div", class_="mj-zone")
        backs = len(zone.find_all(class_="mj-card-back"))
        if s == viewer:
            assert backs == 0
        elif state.phase == "trick":
            assert backs == len(state.hands[s]), (viewer, s, text(zone))


# -- Majority 2 ---------------------------------------------------------------------------------
M2_HEAD = re.compile(
    r"Seat (\d)( \(you\))?( ★ first player)?: coins (\d+) face up, (\d+) face down; "
    r"hand (\d+) cards?, reserve (\d+) cards?; (\d+) factions? formed")


def m2_cards(node: Any) -> Counter:
    """The cards drawn in ``node``, by name (each card's title starts with its name)."""
    return Counter(span["title"].split(":")[0] for span in node.find_all("span", class_="m2-card"))


def check_majority2(board: str, state: Any, viewer: int | None) -> None:
    """Majority 2 4-3, 5-6, 5-8: coins face up and face down, hand and reserve sizes, factions
    formed (score zone) and the columns' cards, per seat; the viewer's own hand listed."""
    page = soup(board)
    heads = [M2_HEAD.search(text(b)) for b in page.find_all(class_="m2-seat")]
    assert all(heads) and len(heads) == 2, [text(b) for b in page.find_all(class_="m2-seat")]
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
    for box in page.find_all(class_="m2-seat"):
        s = int(M2_HEAD.search(text(box)).group(1))
        cols = box.find("table").find_all("td")
        assert len(cols) == 3
        for i, col in enumerate(cols):
            want_cards = Counter(state._card(c).name for c in state.columns[s][i])
            assert m2_cards(col) == want_cards, (viewer, s, i)
    boxes = {text(b.find("b")): b for b in page.find_all(class_="mj-box")}
    if viewer is not None:
        assert m2_cards(boxes["Your hand"]) == Counter(
            state.cards[c].name for c in state.hand[viewer])
        assert m2_cards(boxes["Your reserve (hidden from your opponent)"]) == Counter(
            state.cards[c].name for c in state.reserve[viewer])
        assert not any(re.fullmatch(r"Seat \d's (hand|reserve)", k) for k in boxes)
    else:
        for p in (0, 1):
            assert m2_cards(boxes[f"Seat {p}'s hand"]) == Counter(
                state.cards[c].name for c in state.hand[p])


# -- Au chevet de la Sultane --------------------------------------------------------------------
def sultane_known(roles: list[str], viewer: int) -> set[int]:
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


def check_sultane(board: str, state: Any, viewer: int) -> None:
    """Sultane 3d, 5: a seat's board names exactly the roles its seat learnt at night, "?"
    for the others, "(you)" on its own row, "Grand Vizir" on the Vizir's; the tales read on
    each track; the rejected-governments counter and the deck and discard sizes."""
    page = soup(board)
    table = page.find("table")
    rows = [tr.find_all("td") for tr in table.find_all("tr") if tr.find_all("td")]
    assert len(rows) == state.n_players
    roles = list(state.roles)
    known = sultane_known(roles, viewer)
    for s, cells in enumerate(rows):
        assert text(cells[0]).startswith(f"seat {s}")
        assert ("(you)" in text(cells[0])) == (s == viewer)
        want = roles[s] if s in known else "?"
        assert text(cells[1]).lower() == want.lower(), (viewer, s, text(cells[1]))
        if state.phase != "over":
            assert ("Grand Vizir" in text(cells[2])) == (s == state.vizir), (s, text(cells[2]))
    counts = re.search(r"Rejected governments: (\d+) / 3 · deck (\d+) · discard (\d+)",
                       text(page))
    assert counts, text(page)
    assert tuple(map(int, counts.groups())) == (
        state.counter, len(state.deck), len(state.discard))
    read = "".join(state.read)
    tracks = {text(div.find("b")): text(div).count("■") for div in page.find_all("div")
              if div.find("b", recursive=False) is not None and "tales" in text(div.find("b"))}
    assert tracks.get("Pacifist tales") == read.count("P"), tracks
    assert tracks.get("Interventionist tales") == read.count("I"), tracks
