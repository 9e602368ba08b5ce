"""TheMajorityState, exactly: every event's kind, machine data and audience, checked decision by
decision against what the decision did to the table.

Why: the rules' tests (``test_state.py``), the referee and the golden playthroughs judge the
game's outcomes and its sentences, but nothing read an event's data (what the boards, the class
tables and the samplers read) or who may see it: mutation testing of ``state.py``
(docs/mutation.md) left most of the lazy events' data alive. Here seeded random games of each
setting (4 players, 3 players, first edition, another spy holder) are played one decision at a
time, and each new event is compared with the all-seeing view before and after: the deal is
the deck's next block (module docstring, convention 2; revised 2-2), a packet passed is the
packet the seat now holds, a trick's won cards and discards are what the table gained, the
debates' coins add up to the coins after the round (revised 2-4), and every face-down choice is
seen by its seat alone (revised 2-2, 2-3).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from majority_core.the_majority import TheMajorityState
from majority_core.the_majority.kernel import EFFECT_ORDER

CONFIGS = [
    {"n_players": 4, "seed": 1},
    {"n_players": 4, "seed": 5, "first_edition": True},
    {"n_players": 3, "seed": 2},
    {"n_players": 3, "seed": 7, "spy_holder": 2},
]
COLOUR_NAMES = ("red", "blue", "yellow")


def only(seat: int) -> frozenset[int]:
    return frozenset({seat})


def check_decision(before: dict[str, Any], after: dict[str, Any], seat: int, card: str,
                   events: list[Any], n: int) -> None:
    """Every event one decision made, against the table before and after it."""
    kinds = [e.kind for e in events]
    first = events[0]
    if before["phase"] == "draft":
        assert (first.kind, first.data, first.visible_to) == ("pick", {"card": card}, only(seat))
        assert first.text == f"You keep {card} from your packet."
    elif before["phase"] == "exchange":
        assert (first.kind, first.data, first.visible_to) == ("give", {"card": card}, only(seat))
        assert first.text == (f"You set {card} aside, face down, for your partner seat "
                              f"{(seat + 2) % 4}.")
    elif before["face_up_order"] is not None:  # revised 2-3: after a spy, plays are public
        assert (first.kind, first.data, first.visible_to) == (
            "play", {"seat": seat, "card": card}, None)
    else:
        assert (first.kind, first.data, first.visible_to) == ("play", {"card": card}, only(seat))
        assert first.text == f"You play {card} face down."
    deck = list(before["deck"])
    pending = [*before["pending"]]
    pending[seat] = card
    won_before = before["won"]
    for e in events[1:]:
        if e.kind == "pass":
            (s,) = e.visible_to
            assert e.data == {"cards": after["packets"][s]} and after["round"] == before["round"]
            assert e.text.startswith(f"Seat {(s - 1) % n} passes you ")
        elif e.kind == "last_card":
            (s,) = e.visible_to
            left = list(before["packets"][(s - 1) % n])  # what the seat on the right left
            if (s - 1) % n == seat:
                left.remove(card)
            assert [e.data["card"]] == left
        elif e.kind in ("draft_done", "exchange_done"):
            assert (e.data, e.visible_to) == ({}, None)
        elif e.kind == "exchange":
            a, b = sorted(e.visible_to)
            assert b == a + 2 and e.data == {"gave": {a: pending[a], b: pending[b]}}
            assert after["received"][a] == pending[b] and after["received"][b] == pending[a]
        elif e.kind == "reveal":
            assert (e.data, e.visible_to) == ({"plays": pending}, None)
        elif e.kind == "effect":
            powers = [int(c[1:]) for c in pending]
            assert e.data["power"] in powers and e.visible_to is None
        elif e.kind == "trick":
            assert e.data["discarded"] == after["discarded"][len(before["discarded"]):]
            gained = [after["won"][s][len(won_before[s]):] for s in range(n)]
            assert [sorted(w) for w in e.data["won"]] == [sorted(g) for g in gained]
            assert e.data["spy_holder"] in range(n) and e.visible_to is None
        elif e.kind == "keep":
            (s,) = e.visible_to
            assert e.data == {"card": after["kept"][s]}
        elif e.kind == "debate":
            assert e.visible_to is None and e.data["colour"] in COLOUR_NAMES
        elif e.kind == "coins":
            assert e.data == {"coins": after["coins"]} and e.visible_to is None
        elif e.kind == "round":
            assert e.data == {"round": after["round"]} and e.visible_to is None
        elif e.kind == "deal":
            (s,) = e.visible_to
            size = len(e.data["cards"])
            assert size == 4 and e.data == {"seat": s, "cards": deck[size * s:size * (s + 1)]}
        elif e.kind == "end":
            assert e.data == {"winners": after["winners"], "coins": after["coins"]}
        else:
            pytest.fail(f"an event of an unknown kind: {e.kind}")
    # the debates of a round, in colour order, pay exactly the coins the round added
    debates = [e for e in events if e.kind == "debate"]
    if debates:
        assert [e.data["colour"] for e in debates] == list(COLOUR_NAMES)
        added = [sum(d.data["coins"][s] for d in debates) for s in range(n)]
        coins_before = before["coins"]
        assert [c - b for c, b in zip(after["coins"], coins_before, strict=True)] == added
        assert kinds.index("coins") == kinds.index("debate") + 3
    # an effect step per effect power played, in the order they act (revised 3-1)
    steps = [e.data["power"] for e in events if e.kind == "effect"]
    if "reveal" in kinds or ("trick" in kinds):
        played = {int(c[1:]) for c in pending}
        assert steps == [p for p in EFFECT_ORDER if p in played]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(f"{k}{v}" for k, v in c.items()))
def test_every_event_says_what_the_decision_did(config: dict[str, Any]) -> None:
    s = TheMajorityState.new(**config)
    n = s.n_players
    setup, *first_round = s.events
    assert (setup.kind, setup.data, setup.visible_to) == (
        "setup", {"spy_holder": config.get("spy_holder", 0),
                  "first_edition": config.get("first_edition", False)}, None)
    assert [(e.kind, e.visible_to) for e in first_round] == [
        ("round", None), *(("deal", only(p)) for p in range(n))]
    assert first_round[0].data == {"round": 1}
    for p, e in enumerate(first_round[1:]):
        assert e.data["seat"] == p and sorted(e.data["cards"]) == sorted(s.view(None)["packets"][p])
    rng = random.Random(config["seed"])
    kinds: set[str] = set()
    while not s.is_terminal():
        seat = rng.choice(s.current_players())
        card = rng.choice(s.legal_actions(seat))._text
        before, start = s.view(None), len(s.events)
        s.apply(seat, card)
        events = s.events[start:]
        check_decision(before, s.view(None), seat, card, events, n)
        kinds |= {e.kind for e in events}
    assert {"pick", "pass", "last_card", "draft_done", "play", "reveal", "trick", "keep",
            "debate", "coins", "round", "deal", "end"} <= kinds
    if n == 4:
        assert {"give", "exchange", "exchange_done"} <= kinds
    assert s.events[-1].data["winners"] == s.winners and s.returns() == [
        1.0 if p in s.winners else 0.0 for p in range(n)]


NNBSP = "\u202f"
REFUSALS = [
    # (options, English message, English rule, French message, French rule)
    ({"n_players": 5}, "The Majority is played by 3 or 4 players, not 5", "revised 1-5 and 3-3",
     "The Majority se joue à 3 ou 4 joueurs, pas 5.", "révisée 1-5 et 3-3"),
    ({"n_players": True}, "The Majority is played by 3 or 4 players, not True",
     "revised 1-5 and 3-3", "The Majority se joue à 3 ou 4 joueurs, pas True.",
     "révisée 1-5 et 3-3"),
    ({"n_players": 4, "first_edition": "yes"},
     "first_edition must be True or False, not 'yes'", "RULINGS: The Majority",
     "First_edition doit valoir True ou False, pas «\xa0yes\xa0».", f"RULINGS{NNBSP}: The Majority"),
    ({"n_players": 4, "spy_holder": 4}, "spy_holder must be a seat 0..3, not 4",
     "revised 1-4; RULINGS: The Majority",
     "Spy_holder doit être un numéro de joueur de 0 à 3, pas 4.",
     f"révisée 1-4{NNBSP}; RULINGS{NNBSP}: The Majority"),
    ({"n_players": 3, "spy_holder": 3}, "spy_holder must be a seat 0..2, not 3",
     "revised 1-4; RULINGS: The Majority",
     "Spy_holder doit être un numéro de joueur de 0 à 2, pas 3.",
     f"révisée 1-4{NNBSP}; RULINGS{NNBSP}: The Majority"),
    ({"n_players": 4, "spy_holder": True}, "spy_holder must be a seat 0..3, not True",
     "revised 1-4; RULINGS: The Majority",
     "Spy_holder doit être un numéro de joueur de 0 à 3, pas True.",
     f"révisée 1-4{NNBSP}; RULINGS{NNBSP}: The Majority"),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_bad_options_are_refused_in_words_with_their_rule(lang: str) -> None:
    """3 or 4 players (revised 1-5, 3-3), the first edition's rule as a true/false option and the
    spy token's first holder a seat (revised 1-4, RULINGS): a teacher reads what was wrong and
    the rule, in the board's language."""
    from majority_core.errors import MalformedInput
    from majority_core.i18n import language

    for options, en, en_rule, fr, fr_rule in REFUSALS:
        with language(lang), pytest.raises(MalformedInput) as refused:
            TheMajorityState.new(seed=0, **options)
        expected = (en, en_rule) if lang == "en" else (fr, fr_rule)
        assert (refused.value.reason, refused.value.rule) == expected


def test_the_constructor_plays_the_four_player_game_of_seed_0_by_default() -> None:
    """``TheMajorityState()`` is the revised four-player game (revised 1-5) of seed 0, the same
    game as ``new(n_players=4, seed=0)``."""
    default = TheMajorityState()
    assert (default.n_players, default.seed) == (4, 0)
    assert default.view(None) == TheMajorityState.new(n_players=4, seed=0).view(None)


PUBLIC_KEYS = {
    "game", "seat", "n_players", "first_edition", "round", "phase", "trick", "tricks_in_round",
    "partner", "team", "spy_holder", "coins", "won", "totals", "discarded", "deck_size",
    "hand_sizes", "packet_sizes", "chosen", "waiting", "face_up_order", "table", "last_trick",
    "winners", "events", "pending", "draft_seen", "kept", "gave", "received",
}


def play_until(state: TheMajorityState, rng: random.Random, done: Any) -> TheMajorityState:
    while not done(state):
        seat = rng.choice(state.current_players())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def totals(cards: list[str]) -> dict[str, int]:
    """The power won in each colour (revised 2-4: what a debate compares)."""
    out = {"red": 0, "blue": 0, "yellow": 0}
    for c in cards:
        out[{"R": "red", "B": "blue", "Y": "yellow"}[c[0]]] += int(c[1:])
    return out


def test_a_seats_view_holds_the_public_table_and_its_own_secrets() -> None:
    """Trick 3 of round 1, seat 3 has played face down: every seat sees the public table (the
    won cards and their totals, the discards, who has chosen, the last trick, the sizes of hands
    and packets, its partner opposite and its team: revised 1-4, 2-3), its own hand, draft and
    exchange, and not another seat's card on the table; the all-seeing view adds every hand,
    packet, pending card and the deck."""
    s = play_until(TheMajorityState.new(n_players=4, seed=1), random.Random(1),
                   lambda s: s.phase == "trick" and s.trick == 2 and s.pending[3] is not None)
    won = [[c._text for c in w] for w in s.won]
    trick = [e for e in s.events if e.kind == "trick"][-1].data
    reveal = [e for e in s.events if e.kind == "reveal"][-1].data
    for seat in range(4):
        v = s.view(seat)
        assert set(v) == PUBLIC_KEYS | {"hand", "packet"}
        assert {k: v[k] for k in PUBLIC_KEYS - {"events", "draft_seen", "gave", "received",
                                                "pending"}} == {
            "game": "the_majority", "seat": seat, "n_players": 4, "first_edition": False,
            "round": 1, "phase": "trick", "trick": 3, "tricks_in_round": 5,
            "partner": (seat + 2) % 4, "team": seat % 2, "spy_holder": s.spy_holder,
            "coins": [0, 0, 0, 0], "won": won, "totals": [totals(w) for w in won],
            "discarded": trick["discarded"], "deck_size": 72 - 24,
            "hand_sizes": [4, 4, 4, 3], "packet_sizes": [0, 0, 0, 0],
            "chosen": [False, False, False, True], "waiting": [0, 1, 2],
            "face_up_order": None, "table": [None] * 4,
            "last_trick": {"plays": reveal["plays"], "won": trick["won"],
                           "discarded": trick["discarded"]},
            "winners": [], "kept": None,
        }
        assert v["hand"] == [c._text for c in s.hands[seat]] and v["packet"] == []
        assert v["pending"] == (s.pending[3]._text if seat == 3 else None)
        assert v["gave"] == s.gave[seat]._text and v["received"] == s.gave[(seat + 2) % 4]._text
        assert v["events"] == s.explain(seat) and len(v["draft_seen"]) == 6
    everything = s.view(None)
    assert set(everything) == PUBLIC_KEYS | {"hands", "packets", "deck"}
    assert everything["partner"] is None and everything["team"] is None
    assert everything["hands"] == [[c._text for c in h] for h in s.hands]
    assert everything["pending"] == [None, None, None, s.pending[3]._text]
    assert everything["deck"] == [c._text for c in s.deck] and len(everything["deck"]) == 48
    assert everything["gave"] == [c._text for c in s.gave]
    assert everything["draft_seen"] == [s.view(p)["draft_seen"] for p in range(4)]
    assert s.status() == "Round 1, trick 3: waiting for seat 0, seat 1 and seat 2."


def test_a_face_up_trick_is_on_the_table_for_everyone() -> None:
    """Revised 2-3: after a spy acts, the next trick of the round is played face up, one seat at
    a time in the order from the new holder; every view shows that order and the cards already
    played, and the status line says it is face up."""
    for seed in range(40):
        s = play_until(TheMajorityState.new(n_players=4, seed=seed), random.Random(seed),
                       lambda s: s.is_terminal() or (s.order is not None and s.phase == "trick"
                                                     and any(c is not None for c in s.pending)))
        if not s.is_terminal():
            break
    table = [None if c is None else c._text for c in s.pending]
    for seat in (*range(4), None):
        v = s.view(seat)
        assert v["face_up_order"] == list(s.order) and v["table"] == table
        assert v["waiting"] == s.current_players() and len(v["waiting"]) == 1
    assert s.status().endswith(f"(face up): waiting for seat {s.current_players()[0]}.")


def test_in_the_next_draft_a_seat_sees_the_card_it_kept_and_no_trick() -> None:
    """Revised 2-3 and 2-5: the last card of a hand is kept for the next round and joins the
    first packet; during the draft there is no trick under way."""
    s = play_until(TheMajorityState.new(n_players=3, seed=4), random.Random(4),
                   lambda s: s.round == 2)
    kept = {next(iter(e.visible_to)): e.data["card"] for e in s.events if e.kind == "keep"}
    for seat in range(3):
        v = s.view(seat)
        assert (v["phase"], v["trick"], v["tricks_in_round"]) == ("draft", None, 4)
        assert v["kept"] == kept[seat] and kept[seat] in v["packet"]
        assert (v["partner"], v["team"]) == (None, None)  # three players: each for themselves
    assert s.view(None)["kept"] == [kept[p] for p in range(3)]


def seat_cells(html: str) -> list[str]:
    """The board's cell of each seat, in seat order (up to its closing tag)."""
    return [cell.split("</td>")[0] + "</td>" for cell in html.split("<td")[1:]]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_shows_a_seat_its_own_cards_and_the_public_table(lang: str) -> None:
    """The board drawn for seat 3 mid-trick (``_repr_html_(3)``): every seat's name, team
    (partners opposite, revised 1-4), coins and won cards; the spy token at its holder's only;
    seat 3's own hand and the card it laid face down, nobody else's (revised 2-3); the discards;
    in the board's language. The all-seeing board shows every hand and every card laid."""
    from majority_core.i18n import language

    words = {
        "en": {"seat": "Seat {n}", "team": "(team {t})", "spy": "&#9670; spy token",
               "coins": "<div>0 coins</div>", "hand": "<small>hand:</small>",
               "table": "<small>on the table:</small>", "discarded": "<small>discarded:</small>",
               "packet": "<small>packet:</small>"},
        "fr": {"seat": "Joueur {n}", "team": "(équipe {t})", "spy": "&#9670; jeton d&#x27;espion",
               "coins": "<div>0 pièce</div>", "hand": f"<small>main{NNBSP}:</small>",
               "table": f"<small>sur la table{NNBSP}:</small>",
               "discarded": f"<small>défaussées{NNBSP}:</small>",
               "packet": f"<small>paquet{NNBSP}:</small>"},
    }[lang]
    s = play_until(TheMajorityState.new(n_players=4, seed=1), random.Random(1),
                   lambda s: s.phase == "trick" and s.trick == 2 and s.pending[3] is not None)
    with language(lang):
        mine, everything = s._repr_html_(3), s._repr_html_()
        draft = TheMajorityState.new(n_players=4, seed=1)._repr_html_(0)
    cells = seat_cells(mine)
    assert len(cells) == 4
    for seat, cell in enumerate(cells):
        assert f"<b>{words['seat'].format(n=seat)}</b>" in cell
        assert words["team"].format(t=seat % 2) in cell and words["coins"] in cell
        assert (words["spy"] in cell) == (seat == s.spy_holder)
        assert all(f">{c._text}" in cell for c in s.won[seat])
        assert (words["hand"] in cell) == (seat == 3) and (words["table"] in cell) == (seat == 3)
    assert cells[3].index(words["table"]) < cells[3].index(f">{s.pending[3]._text}")
    assert all(f">{c._text}" in cells[3].split(words["hand"])[1] for c in s.hands[3])
    assert mine.index(words["discarded"]) > mine.index("</table>")
    assert all(f">{c._text}" in mine.split(words["discarded"])[1] for c in s.discarded)
    every = seat_cells(everything)
    assert all(words["hand"] in cell for cell in every)
    assert [words["table"] in cell for cell in every] == [c is not None for c in s.pending]
    assert words["packet"] in seat_cells(draft)[0] and words["hand"] not in draft


def test_the_status_line_names_the_phase_and_who_must_decide() -> None:
    """One line for the board: the round, the phase (the draft, the partner exchange, a trick:
    revised 2-2, 2-3) and the seats still to decide; at the end, how the game ended."""
    s = TheMajorityState.new(n_players=4, seed=2)
    assert s.status() == "Round 1, draft: waiting for seat 0, seat 1, seat 2 and seat 3."
    s.apply(1, s.legal_actions(1)[0])
    assert s.status() == "Round 1, draft: waiting for seat 0, seat 2 and seat 3."
    play_until(s, random.Random(2), lambda s: s.phase == "exchange")
    assert s.status() == ("Round 1, partner exchange: waiting for seat 0, seat 1, seat 2 and "
                          "seat 3.")
    play_until(s, random.Random(2), lambda s: s.is_terminal())
    assert s.status() == s.events[-1].text and s.events[-1].kind == "end"


def test_the_board_shows_each_seat_its_cell_and_nothing_more() -> None:
    """Each seat's cell is its name, its team with 4 players (none with 3: each plays for
    themselves, revised 3-3), the spy token at its holder's, its coins and won cards, and, on
    its own board, its packet in the draft or its hand and its card laid face down; the card
    another seat laid face down is on nobody else's board (revised 2-3)."""
    s = play_until(TheMajorityState.new(n_players=4, seed=1), random.Random(1),
                   lambda s: s.phase == "trick" and s.trick == 2 and s.pending[3] is not None)
    holder = s.spy_holder
    for viewer in (0, 3):
        cells = seat_cells(s._repr_html_(viewer))
        for seat, cell in enumerate(cells):
            token = " &#9670; spy token" if seat == holder else ""
            assert cell.startswith(f" style='vertical-align:top;padding:6px'><b>Seat {seat}</b> "
                                   f"(team {seat % 2}){token}<div>0 coins</div>")
            assert cell.endswith("</div></td>")  # nothing after its last part
        assert ("on the table:" in cells[3]) == (viewer == 3)
    assert "</td><td style=" in s._repr_html_(0)
    three = TheMajorityState.new(n_players=3, seed=1)
    for seat, cell in enumerate(seat_cells(three._repr_html_(0))):
        token = " &#9670; spy token" if seat == 0 else ""
        assert cell.startswith(f" style='vertical-align:top;padding:6px'><b>Seat {seat}</b>"
                               f"{token}<div>0 coins</div>")
        packet = three.packets[seat]
        assert ("packet:" in cell) == (seat == 0) and (seat != 0 or all(
            f">{c._text}" in cell.split("packet:")[1] for c in packet))
    face_up = next(s for seed in range(40) for s in [play_until(
        TheMajorityState.new(n_players=4, seed=seed), random.Random(seed),
        lambda s: s.is_terminal() or (s.order is not None and s.phase == "trick"
                                      and any(c is not None for c in s.pending)))]
        if not s.is_terminal())
    assert face_up.status().startswith(f"Round {face_up.round}, trick {face_up.trick + 1} "
                                       "(face up): waiting for ")
    played = [p for p, c in enumerate(face_up.pending) if c is not None]
    cells = seat_cells(face_up._repr_html_(face_up.current_players()[0]))
    assert [("on the table:" in cell) for cell in cells] == [p in played for p in range(4)]


def test_the_log_table_of_a_seat_holds_its_own_events_only() -> None:
    """``events_table(seat)``, the log a lesson shows: what that seat saw, not another seat's
    private events (a pick, a card dealt: revised 2-2), with its headers in the lesson's
    language."""
    from majority_core.i18n import language

    s = TheMajorityState.new(n_players=3, seed=1)
    s.apply(0, s.legal_actions(0)[0])
    table = s.events_table(1)
    assert table.startswith('<table class="mj-table"><thead><tr><th>kind</th><th>what happened'
                            "</th><th>rule</th></tr></thead>")
    assert table.count("<tr>") == 1 + len(s.events_for(1)) and "You keep" not in table
    assert s.events_table().count("<tr>") == 1 + len(s.events)
    with language("fr"):
        french = s.events_table(1)
    assert french.startswith('<table class="mj-table"><thead><tr><th>type</th><th>ce qui '
                             "s&#x27;est passé</th><th>règle</th></tr></thead>")
