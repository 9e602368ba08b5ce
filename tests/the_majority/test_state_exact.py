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
     "L'option first_edition doit valoir True ou False, pas «\xa0yes\xa0».", f"RULINGS{NNBSP}: The Majority"),
    ({"n_players": 4, "spy_holder": 4}, "spy_holder must be a seat 0..3, not 4",
     "revised 1-4; RULINGS: The Majority",
     "L'option spy_holder doit être un numéro de joueur de 0 à 3, pas 4.",
     f"révisée 1-4{NNBSP}; RULINGS{NNBSP}: The Majority"),
    ({"n_players": 3, "spy_holder": 3}, "spy_holder must be a seat 0..2, not 3",
     "revised 1-4; RULINGS: The Majority",
     "L'option spy_holder doit être un numéro de joueur de 0 à 2, pas 3.",
     f"révisée 1-4{NNBSP}; RULINGS{NNBSP}: The Majority"),
    ({"n_players": 4, "spy_holder": True}, "spy_holder must be a seat 0..3, not True",
     "revised 1-4; RULINGS: The Majority",
     "L'option spy_holder doit être un numéro de joueur de 0 à 3, pas True.",
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


def _refusal(state: TheMajorityState, seat: Any, action: Any, lang: str) -> tuple[str, str, str]:
    """The refusal of ``apply(seat, action)`` in ``lang``: its class, words and rule; the state
    must be left exactly as it was."""
    from majority_core.errors import RuleError
    from majority_core.i18n import language

    before = (state.view(None), len(state.events), list(state.history))
    with language(lang), pytest.raises(RuleError) as refused:
        state.apply(seat, action)
    assert (state.view(None), len(state.events), list(state.history)) == before
    return type(refused.value).__name__, refused.value.reason, refused.value.rule


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_not_in_the_zone_of_the_phase_is_refused_with_what_the_seat_holds(lang: str) -> None:
    """A card is kept from the packet in front of the seat (revised 2-2), given and played from
    its hand (revised 2-3): the card kept at the first pick is in the hand, not in the packet;
    a card of the partner's hand cannot be given; the card given away cannot be played. Each
    refusal names the seat, the card and what it holds, in card order, with its rule."""
    s = TheMajorityState.new(n_players=4, seed=1)
    rng = random.Random(1)
    play_until(s, rng, lambda s: s.phase == "draft" and len(s.hands[0]) == 1)
    assert [c._text for c in s.hands[0]] == ["Y3"]  # kept at the first pick, the packet passed
    draft = _refusal(s, 0, s.hands[0][0], lang)  # a Card, as a bot gives it
    assert _refusal(s, 0, "Y3", lang) == draft  # and as a student types it
    play_until(s, rng, lambda s: s.phase == "exchange")
    exchange = _refusal(s, 0, s.hands[1][0], lang)
    play_until(s, rng, lambda s: s.phase == "trick" and 0 in s.current_players())
    assert s.gave[0]._text == "Y3" and s.received[0]._text == "R0"
    trick = _refusal(s, 0, s.gave[0], lang)
    if lang == "en":
        assert draft == ("IllegalAction", "seat 0 cannot keep Y3: it is not in the packet in "
                         "front of them (R3 R9 B6 B10 Y9)", "revised 2-2 (draft, passing left)")
        assert exchange == ("IllegalAction", "seat 0 cannot give their partner R3: it is not in "
                            "their hand (R2 R6 B10 Y3 Y5 Y9)", "revised 2-3 (partner exchange)")
        assert trick == ("IllegalAction", "seat 0 cannot play Y3: it is not in their hand "
                         "(R0 R2 R6 B10 Y5 Y9)", "revised 2-3 (play a card)")
    else:
        assert draft == ("IllegalAction", "Le joueur 0 ne peut pas garder Y3, qui n'est pas dans "
                         "son paquet (R3 R9 B6 B10 Y9).", "révisée 2-2 (sélection, on passe à "
                         "gauche)")
        assert exchange == ("IllegalAction", f"Le joueur 0 ne peut pas donner R3 à son "
                            f"coéquipier{NNBSP}: elle n'est pas dans sa main (R2 R6 B10 Y3 Y5 "
                            "Y9).", "révisée 2-3 (échange entre coéquipiers)")
        assert trick == ("IllegalAction", f"Le joueur 0 ne peut pas jouer Y3{NNBSP}: elle n'est "
                         "pas dans sa main (R0 R2 R6 B10 Y5 Y9).", "révisée 2-3 (jouer une carte)")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_is_a_seat_number_for_apply_and_check_turn(lang: str) -> None:
    """Issue 21, item 6: a seat is an ``int``, not a bool, in range; ``True`` is not seat 1 even
    with a card of seat 1's packet, and ``-1`` is not the last seat. ``check_turn``, the
    protocol's "may this seat decide now", refuses the same way before asking whose turn it
    is."""
    from majority_core.errors import WrongPlayer
    from majority_core.i18n import language

    s = TheMajorityState.new(n_players=4, seed=1)
    card = s.packets[1][0]
    words = {
        "en": ["True is not a seat number", "1.0 is not a seat number",
               "there is no seat 4: seats are numbered 0 to 3",
               "there is no seat -1: seats are numbered 0 to 3"],
        "fr": ["True n'est pas un numéro de joueur.", "1.0 n'est pas un numéro de joueur.",
               f"Il n'y a pas de joueur 4{NNBSP}: les joueurs sont numérotés de 0 à 3.",
               f"Il n'y a pas de joueur −1{NNBSP}: les joueurs sont numérotés de 0 à 3."],
    }[lang]  # a list, not a dict: True == 1 == 1.0 as keys
    rule = {"en": "package ruling: seat numbers",
            "fr": "convention de la bibliothèque pour numéroter les joueurs"}[lang]
    for seat, reason in zip((True, 1.0, 4, -1), words, strict=True):
        assert _refusal(s, seat, card, lang) == ("WrongPlayer", reason, rule)
        with language(lang), pytest.raises(WrongPlayer) as refused:
            s.check_turn(seat)
        assert (refused.value.reason, refused.value.rule) == (reason, rule)
    s.apply(1, card)
    with language(lang), pytest.raises(WrongPlayer) as refused:
        s.check_turn(7)  # not "it is not seat 7's decision": there is no seat 7
    assert refused.value.reason == words[2].replace("4", "7", 1)


def test_apply_hands_the_seat_exactly_what_it_may_see_of_its_decision() -> None:
    """Issue 21, item 10: ``apply(seat, card)`` returns the events that decision made which the
    seat may see, no other seat's private event and nothing from before; the last pick of a
    draft step hands the picker its own packet passed, not the other seats'."""
    for config in CONFIGS:
        s = TheMajorityState.new(**config)
        rng = random.Random(config["seed"])
        while not s.is_terminal():
            seat = rng.choice(s.current_players())
            card = rng.choice(s.legal_actions(seat))
            before, start = len(s.events_for(seat)), len(s.events)
            last_pick = s.phase == "draft" and s.current_players() == [seat]
            got = s.apply(seat, card)
            mine = s.events_for(seat)[before:]
            assert [(e.kind, e.text, e.rule, e.data, e.visible_to) for e in got] == [
                (e.kind, e.text, e.rule, e.data, e.visible_to) for e in mine]
            assert got[0].kind in ("pick", "give", "play") and len(got) <= len(s.events) - start
            if last_pick and any(e.kind == "pass" for e in got):
                assert [e.visible_to for e in got if e.kind == "pass"] == [only(seat)]


def test_the_results_are_the_coins_the_teams_and_the_winners_of_the_rules() -> None:
    """Before the end nobody has won yet (``returns`` all 0); at the end each seat's row holds
    its coins, its team's coins (partners opposite, revised 1-4), whether it won (revised 2-6:
    the team with more coins, a tie to the team holding the spy token; 3-3 with three players:
    most coins) and the power it won in each colour."""
    for config in CONFIGS:
        s = TheMajorityState.new(**config)
        n = s.n_players
        assert s.returns() == [0.0] * n
        play_until(s, random.Random(config["seed"]), lambda s: s.is_terminal())
        coins = s.view(None)["coins"]
        if n == 4:
            teams = [coins[0] + coins[2], coins[1] + coins[3]]
            best = (0 if teams[0] > teams[1] else 1) if teams[0] != teams[1] else s.spy_holder % 2
            won = [int(p % 2 == best) for p in range(4)]
            team_coins = [teams[p % 2] for p in range(4)]
        else:
            won = [int(c == max(coins)) for c in coins] if coins.count(max(coins)) == 1 else None
            team_coins = coins
        rows = s.result_rows()
        assert [r["coins"] for r in rows] == coins and [r["team_coins"] for r in rows] == team_coins
        assert [r["team"] for r in rows] == ([0, 1, 0, 1] if n == 4 else [None] * 3)
        if won is not None:
            assert [r["won"] for r in rows] == won
        assert [r["won"] for r in rows] == [int(p in s.winners) for p in range(n)]
        assert s.returns() == [float(r["won"]) for r in rows] and sum(r["won"] for r in rows)
        assert [r["spy_token"] for r in rows] == [int(p == s.spy_holder) for p in range(n)]
        assert [[r[c] for c in COLOUR_NAMES] for r in rows] == [
            list(totals([c._text for c in w]).values()) for w in s.won]
