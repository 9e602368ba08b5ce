"""The projector against the public record, rebuilt here without ``public_view``.

``tests/tables/test_projector.py`` compares the projector with itself in worlds a seat cannot
tell apart; a projector drawn from the wrong public numbers (a wrong coin count, a tale not
counted, a rumour left face up) would be equally wrong in every world and pass. Here each
game's public events (the all-seeing log filtered to ``visible_to is None``, what the class
heard said aloud) are replayed by a small model written from the rulebooks, which keeps what is
face up, the scores and the counts; the projector's payload (``view_payload(game, state,
"public")``, what the server sends) must give the same numbers, both in the view it is drawn
from and in the HTML the page shows. Every game, every player count (2 included: Majority 2).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest
from bs4 import BeautifulSoup

from majority_core.game import GameState
from majority_core.policy import UniformRandom
from majority_tables.games import look, public_view, view_payload

GAMES = ("the_majority", "sultane", "grard", "majority2", "witch")
CASES = [(g, n) for g in GAMES for n in sorted(look(g).player_counts)]


def _text(node: Any) -> str:
    return " ".join(node.get_text(" ").split())


def _public(state: GameState) -> list[Any]:
    return [e for e in state.events if e.visible_to is None]


# -- The Majority --------------------------------------------------------------------------------
def _debate(totals: list[int]) -> list[int]:
    """RULINGS "Debate": everyone tied at the top total W (non-zero) gets 2 coins; everyone
    tied at the highest non-zero total below W gets floor(W / 5) x (number tied at the top)."""
    top = max(totals)
    if top == 0:
        return [0] * len(totals)
    leaders = totals.count(top)
    below = [t for t in totals if 0 < t < top]
    second = max(below) if below else None
    return [2 if t == top else (top // 5) * leaders if t == second else 0 for t in totals]


def record_the_majority(events: list[Any], n: int) -> dict[str, Any]:
    """Revised 2-2 to 2-4: the won cards stay face up in front of each seat for the whole game
    (the debates count every round's), the discarded ones are seen by all, the coins come from
    each round's debate on the won totals colour by colour; the spy token moves by trick."""
    won: list[list[str]] = [[] for _ in range(n)]
    discarded: list[str] = []
    coins = [0] * n
    rnd, spy, tricks = 0, None, 0
    for e in events:
        if e.kind == "setup":
            spy = e.data["spy_holder"]
        elif e.kind == "round":
            rnd, tricks = e.data["round"], 0
        elif e.kind == "trick":
            tricks += 1
            for s in range(n):
                won[s] += e.data["won"][s]
            discarded += e.data["discarded"]
            spy = e.data["spy_holder"]
        elif e.kind == "coins":
            for colour in "RBY":
                totals = [sum(int(c[1:]) for c in w if c[0] == colour) for w in won]
                coins = [a + b for a, b in zip(coins, _debate(totals), strict=True)]
            assert e.data["coins"] == coins  # what was said aloud is what the debates give
    totals = [{name: sum(int(c[1:]) for c in w if c[0] == name[0].upper())
               for name in ("red", "blue", "yellow")} for w in won]
    return {"round": rnd, "spy_holder": spy, "won": won, "discarded": discarded,
            "coins": coins, "totals": totals, "tricks_done": tricks}


def _judge_the_majority(state: GameState, sent: dict[str, Any]) -> None:
    n = state.n_players
    want = record_the_majority(_public(state), n)
    view = public_view(state)
    for key in ("round", "spy_holder", "coins", "totals"):
        assert view[key] == want[key], key
    assert [Counter(w) for w in view["won"]] == [Counter(w) for w in want["won"]]
    assert Counter(view["discarded"]) == Counter(want["discarded"])
    soup = BeautifulSoup(sent["board"], "html.parser")
    status = _text(soup.find(class_="mj-status"))
    assert status.startswith("Game over" if state.is_terminal()
                             else f"Round {want['round']} of 4"), status
    for s in range(n):
        cell = soup.find("td", class_=f"mj-seat-{s}")
        assert _text(cell.find("div", class_=f"mj-coins-{s}")) == f"{want['coins'][s]} coins"
        assert (cell.find(class_="mj-spy") is not None) == (s == want["spy_holder"]), s
        shown = Counter(c["data-card"] for c in cell.find("div", class_="mj-won").find_all(
            attrs={"data-card": True}))
        assert shown == Counter(want["won"][s]), s
        for colour, total in want["totals"][s].items():
            line = _text(cell.find("div", class_=f"mj-won-{colour}").find("small"))
            assert line == f"{colour} = {total}", (s, line)
        # no card of a hand is face up on the projector: only backs in the hand zone
        zone = cell.find("div", class_="mj-zone")
        if zone is not None:
            assert not zone.find_all(attrs={"data-card": True}), s


# -- Au chevet de la Sultane -----------------------------------------------------------------------
def record_sultane(events: list[Any], n: int) -> dict[str, Any]:
    """Sultane 4-6: 17 tales; a government draws 3, each of its two members discards one face
    down and one is read; a veto discards the last one unread; three refused governments make
    the Sultane read the top tale herself; a reshuffle puts every unread tale back in the
    deck; an exiled seat no longer plays."""
    deck, discard, counter = 17, 0, 0
    read: list[str] = []
    active = [True] * n
    vizir = nominee = None
    for e in events:
        k = e.kind
        if k == "vizir":
            vizir, nominee = e.data["vizir"], None
        elif k == "nominate":
            nominee = e.data["narrator"]
        elif k == "draw":
            deck -= 3
        elif k in ("pass", "narrator-discard", "veto"):
            discard += 1
        elif k == "read":
            read.append(e.data["tale"])
            counter = 0
        elif k == "chaos":
            read.append(e.data["tale"])
            deck -= 1
            counter = 0
        elif k == "counter":
            assert e.data["counter"] == counter + 1
            counter = e.data["counter"]
        elif k == "reshuffle":
            deck, discard = 17 - len(read), 0
            assert e.data["deck"] == deck
        elif k == "exile":
            active[e.data["target"]] = False
    return {"deck_size": deck, "discard_size": discard, "counter": counter,
            "pacifist_tales": read.count("P"), "interventionist_tales": read.count("I"),
            "active": active, "vizir": vizir, "nominee": nominee}


def _judge_sultane(state: GameState, sent: dict[str, Any]) -> None:
    want = record_sultane(_public(state), state.n_players)
    view = public_view(state)
    for key in ("deck_size", "discard_size", "counter", "pacifist_tales",
                "interventionist_tales", "active", "vizir"):
        assert view[key] == want[key], key
    if state.phase in ("vote", "nominate"):
        assert view["nominee"] == want["nominee"]
    soup = BeautifulSoup(sent["board"], "html.parser")
    text = _text(soup)
    counts = re.search(r"Rejected governments: (\d+) / 3 · deck (\d+) · discard (\d+)", text)
    assert counts, text
    assert tuple(map(int, counts.groups())) == (
        want["counter"], want["deck_size"], want["discard_size"])
    slots = {_text(div.find("b")): div for div in soup.find_all("div") if div.find("b", recursive=False)}
    for label, key in (("Pacifist tales", "pacifist_tales"),
                       ("Interventionist tales", "interventionist_tales")):
        filled = _text(slots[label]).count("■")
        assert filled == want[key], (label, filled)
    rows = [tr.find_all("td") for tr in soup.find("table").find_all("tr") if tr.find_all("td")]
    assert len(rows) == state.n_players
    for s, cells in enumerate(rows):
        assert _text(cells[0]).startswith(f"seat {s}")
        if not state.is_terminal():  # no role is public before the end (4-5)
            assert _text(cells[1]) == "?", (s, _text(cells[1]))
        post = _text(cells[2])
        if not want["active"][s]:
            assert "exiled" in post, (s, post)
        elif s == want["vizir"]:
            assert "Grand Vizir" in post, (s, post)


# -- Majority (Grard) ----------------------------------------------------------------------------
def record_grard(events: list[Any], n: int) -> dict[str, Any]:
    """RULINGS "Majority (Grard)" applied to the revealed votes: m < 2 ends the round with no
    points; Mark voters in the majority score the pile as it was and leave; the majority's
    propositions go onto the pile and their voters go on; two left at a turn's start score the
    pile and end the round. The scores are not read from the events: they are counted here."""
    scores = [0] * n
    pile = 0
    active: set[int] = set()
    rnd = 0
    for e in events:
        k = e.kind
        if k == "round":
            rnd, pile, active = e.data["round"], 1, set(range(n))
        elif k == "reveal":
            votes = {int(s): v for s, v in e.data["votes"].items()}
            counts = Counter(votes.values())
            m = max(counts.values())
            if m < 2:
                active = set()
                continue
            majority = {o for o, c in counts.items() if c == m}
            for s, v in votes.items():
                if v == "mark" and "mark" in majority:
                    scores[s] += pile
            pile += len(majority - {"mark"})
            active = {s for s, v in votes.items() if v in majority and v != "mark"}
            if len(active) == 2:
                for s in active:
                    scores[s] += pile
                active = set()
    return {"scores": scores, "pile_size": pile, "round": rnd, "active": sorted(active)}


def _judge_grard(state: GameState, sent: dict[str, Any]) -> None:
    want = record_grard(_public(state), state.n_players)
    view = public_view(state)
    assert view["scores"] == want["scores"]
    assert view["round"] == want["round"]
    if state.current_players():  # a turn under way: the pile and who still plays
        assert view["pile_size"] == want["pile_size"]
        assert sorted(view["active"]) == want["active"]
    soup = BeautifulSoup(sent["board"], "html.parser")
    assert (f"Game over after {want['round']} rounds" if state.is_terminal()
            else f"Round {want['round']},") in _text(soup)
    table = soup.find_all("table")[-1]
    rows = [tr.find_all("td") for tr in table.find_all("tr") if tr.find_all("td")]
    assert [int(_text(r[1])) for r in rows] == want["scores"]
    assert all(_text(r[0]).startswith(f"seat {p}") for p, r in enumerate(rows))


# -- Majority 2 ----------------------------------------------------------------------------------
def record_majority2(events: list[Any], first: int) -> dict[str, Any]:
    """Majority 2 5-1 to 5-8: the two seats take turns from the first player; a faction formed
    puts its representative face up in its seat's score zone (a zone card lost to the dragons
    Aristocrat leaves the zone of the seat whose turn it is not); the clean-up's passed cards
    are shown; an angels Aristocrat played (its cost paid, or drawn by a reapers Senior) goes
    straight to its seat's score zone (6-2); at the end the scores are announced."""
    turn = 0
    zones: list[Counter] = [Counter(), Counter()]
    passed: list[list[str] | None] = [None, None]
    result: dict[str, Any] = {}
    for e in events:
        k = e.kind
        player = (first + turn - 1) % 2
        if k == "turn":
            turn += 1
        elif k == "formed":
            zones[e.data["seat"]][e.data["representative"].split("@")[0]] += 1
        elif (k == "play" or k == "effect" and "column" not in e.data) and str(
                e.data.get("card", "")).startswith("angels:aristocrat"):
            zones[player]["angels:aristocrat"] += 1  # 6-2: played or drawn by a reapers Senior
        elif k == "lose faction":
            zones[1 - player][e.data["card"]] -= 1
        elif k == "pass":
            passed[player] = e.data["cards"]
        elif k == "game end":
            result = {"winner": e.data["winner"], "scores": e.data["scores"]}
    return {"turn": turn, "player": (first + turn - 1) % 2, "zones": [+z for z in zones],
            "passed": passed, **result}


#: RULINGS "Majority 2", the card table: points by rank (Veteran and Aristocrat by faction)
_RANK = {"junior": 3, "senior": 3}
_VETERAN = {"demons": 6}
_ARISTOCRAT = {"angels": 4}


def _zone_points(zone: list[str]) -> int:
    """A score zone's points (5-8, 6-2): a Secretary 2 plus 2 per other Secretary of its
    faction in the zone; Junior and Senior 3; Veteran 4 (demons 6); Aristocrat 2 (angels 4)."""
    cards = [c.split("@")[0].split(":") for c in zone]
    secretaries = Counter(f for f, r in cards if r == "secretary")
    points = 0
    for faction, rank in cards:
        if rank == "secretary":
            points += 2 + 2 * (secretaries[faction] - 1)
        elif rank == "veteran":
            points += _VETERAN.get(faction, 4)
        elif rank == "aristocrat":
            points += _ARISTOCRAT.get(faction, 2)
        else:
            points += _RANK[rank]
    return points


def _judge_majority2(state: GameState, sent: dict[str, Any]) -> None:
    first = state.options.get("first_player", 0) or 0
    want = record_majority2(_public(state), first)
    view = public_view(state)
    assert view["turn"] == want["turn"]
    assert view["player"] == want["player"]
    for p in (0, 1):
        zone = view["players"][p]["score_zone"]
        assert Counter(c.split("@")[0] for c in zone) == want["zones"][p], p
        if want["passed"][p] is not None:
            assert view["players"][p]["passed"] == want["passed"][p], p
    if "scores" in want:  # 5-8: the score zone's card points by the card table, plus coins
        assert [row["total"] for row in view["scores"]] == want["scores"]
        assert view["winner"] == want["winner"]
        for p in (0, 1):
            zone = view["players"][p]["score_zone"]
            if not any("@" in c and "secretary" in c for c in zone):
                coins = view["players"][p]["coins_up"] + view["players"][p]["coins_down"]
                assert want["scores"][p] == _zone_points(zone) + coins, (p, zone)
        assert want["winner"] == (None if want["scores"][0] == want["scores"][1]
                                  else int(want["scores"][1] > want["scores"][0]))
    # the projected board is Majority 2's drawing of the public view (as the boards show it):
    # its status line names the turn and the player, each seat's box its score zone's cards
    soup = BeautifulSoup(sent["board"], "html.parser")
    status = _text(soup.find(class_="m2-status"))
    if not state.is_terminal():
        found = re.search(r"Turn (\d+): seat (\d+)", status)
        assert found, status
        assert (int(found[1]), int(found[2])) == (want["turn"], want["player"]), status
    seats = soup.find_all(class_="m2-seat")
    assert len(seats) == 2
    for p, box in enumerate(seats):
        zone = next(d for d in box.find_all("div")
                    if _text(d).startswith("Score zone"))
        # a card reads "<faction> <rank> 3★ 4 coins": its faction, then its rank
        shown = Counter(":".join(_text(card).split()[:2]).lower()
                        for card in zone.find_all(class_="m2-card"))
        assert shown == Counter(":".join(c.split(":")[:2]) for c in want["zones"][p].elements()), (p, shown)


# -- Witch of the Academy ------------------------------------------------------------------------
#: the card codes of the events' notation (black is K, as B is blue)
CODE = {"black": "K", "red": "R", "pink": "P", "blue": "B", "yellow": "Y"}


def record_witch(events: list[Any], n: int) -> dict[str, Any]:
    """Witch 3 "Phase de Jour" / "Phase de Nuit": series of cards turned face up on the field;
    a seat takes two, keeps one face up as a rumour in front of it and trades the other for a
    disk of its colour (from the supply, else from the seat holding the most); a data card is
    discarded and turns a rumour face down; at night the rumours are discarded, the disks go
    back to the supply and every card is shuffled into a new deck."""
    setup = next(e.data for e in events if e.kind == "setup")
    codes = [CODE[c] for c in setup["colours"]]
    up = [Counter() for _ in range(n)]
    down = [Counter() for _ in range(n)]
    disks = [Counter() for _ in range(n)]
    field: Counter = Counter()
    discard = 0
    day = 0
    total = len(codes) * setup["cards_per_colour"] + setup["data_cards"]
    deck = total
    for e in events:
        k, d = e.kind, e.data
        if k == "first-player":
            day = d["day"]
        elif k == "series":
            field.update(d["drawn"])
            deck -= sum(d["drawn"].values())
            assert d["deck_size"] == deck
        elif k == "take":
            seat = d["seat"]
            field[d["keep"]] -= 1
            field[d["trade"]] -= 1
            up[seat][d["keep"]] += 1
            discard += 1  # the traded card
            disks[seat][d["disk"]] += 1
            if d["source"] != "supply":
                disks[d["source"]][d["disk"]] -= 1
        elif k == "data":
            field["D"] -= 1
            discard += 1
        elif k == "hide":
            for s, c in d["rumours"]:
                up[s][c] -= 1
                down[s][c] += 1
        elif k == "information":  # the disks are scored, then go back to the supply
            disks = [Counter() for _ in range(n)]
        elif k == "suspicion":
            discard += sum(sum(c.values()) for c in (*up, *down))
            up = [Counter() for _ in range(n)]
            down = [Counter() for _ in range(n)]
        elif k == "new-deck":
            deck, discard = total, 0
            assert d["deck_size"] == deck
    supply = {c: setup["disks_per_colour"] - sum(h[c] for h in disks) for c in codes
              if c != "K"}  # the disks come in four colours, none black
    return {"codes": codes, "colours": setup["colours"], "up": up, "down": down,
            "disks": disks, "field": field, "deck_size": deck, "discard": discard, "day": day,
            "supply": supply}


def _judge_witch(state: GameState, sent: dict[str, Any]) -> None:
    n = state.n_players
    want = record_witch(_public(state), n)
    name = dict(zip(want["codes"], want["colours"], strict=True))
    view = public_view(state)
    assert view["day"] == want["day"]
    assert view["deck_size"] == want["deck_size"]
    assert sum(view["discard"].values()) == want["discard"]
    assert view["field"] == {**{c: 0 for c in want["colours"]}, "data": 0,
                             **{name.get(c, "data"): k for c, k in want["field"].items() if k}}
    assert view["supply"] == {name[c]: k for c, k in want["supply"].items()}
    soup = BeautifulSoup(sent["board"], "html.parser")
    table = soup.find("table")
    head = [_text(th) for th in table.find_all("th")]
    cols = {label: head.index(label) for label in ("face-up rumours", "face-down", "disks")}
    rows = {}
    for tr in table.find_all("tr")[1:]:
        cells = tr.find_all("td")
        rows[int(re.search(r"seat (\d+)", _text(cells[0])).group(1))] = cells
    assert sorted(rows) == list(range(n))
    for s, cells in rows.items():
        for label, counts in (("face-up rumours", want["up"][s]),
                              ("face-down", want["down"][s]), ("disks", want["disks"][s])):
            chips = {c["title"]: int(c.get_text())
                     for c in cells[cols[label]].find_all("span", class_="chip")}
            assert chips == {name[c]: k for c, k in counts.items() if k}, (s, label)
        assert view["players"][s]["rumours"] == {
            c: want["up"][s][code] for code, c in name.items()}


JUDGES = {"the_majority": _judge_the_majority, "sultane": _judge_sultane,
          "grard": _judge_grard, "majority2": _judge_majority2, "witch": _judge_witch}


@pytest.mark.parametrize(("game", "n"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_the_projector_gives_the_numbers_of_the_public_record(game: str, n: int) -> None:
    """At every few decisions of a random game (and at its end), what the projector is sent
    agrees with the public events replayed by the rulebook model above."""
    lk = look(game)
    seed = 40 + n
    state = lk.state_cls.new(n_players=n, seed=seed, **lk.options)
    rng, bot = random.Random(seed), UniformRandom()
    judged = 0
    for i in range(2000):
        if i % 3 == 0 or state.is_terminal():
            JUDGES[game](state, view_payload(game, state, "public"))
            judged += 1
        if state.is_terminal():
            break
        p = state.current_players()[0]
        state.apply(p, bot.act(state.view(p), state.legal_actions(p), rng))
    assert state.is_terminal() and judged >= 5
