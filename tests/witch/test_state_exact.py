"""WitchState exactly: every event's kind, data, audience and rule, its words in both
languages, each seat's view, and every refusal's words and rule.

Why: the rules' tests, the referee and the golden playthroughs judge the game's outcomes and
its English sentences, but nothing read an event's machine data (what the board, the class
tables and the analysis read), the records a view is built from, the French words of the
discovery game, or most refusals' words: mutation testing of ``state.py``, ``night.py``,
``refusals.py`` and ``views.py`` (docs/mutation.md) left those changes alive. Every decision
of a scripted standard game for 3 players (its deck stacked so that every kind of take
happens: Witch 3 "Phase de Jour" (1), Exceptions 1 and 2) and of seeded random games is
checked here against what the rulebook says the decision does, worked out from the table as
the all-seeing view showed it just before; the sentences of each kind of event are pinned in
English and French. First in the modules' mutation selection (``tasks.MUTATE_TESTS``).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from majority_core.errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from majority_core.game import SEAT_NUMBERS
from majority_core.i18n import _, language
from majority_core.witch import WitchState
from majority_core.witch import explain as ex

from .helpers import new
from .referee import hide_actions, hides, information_points, suspicion, turn_actions

NNBSP = "\u202f"  # French typography: a narrow no-break space before : ; ? !
NAMES = {"K": "black", "R": "red", "P": "pink", "B": "blue", "Y": "yellow"}
ORDER = "KRPBY"  # the rulebook's order of the colours (Witch 2), the engine's codes

# -- the scripted game ------------------------------------------------------------------------
#: 3 players, standard game: seat 0 blue, seat 1 red, seat 2 yellow, pink unseen (helpers.new).
#: The deck's top cards, series by series (5 cards a series with 3 players, Witch 5).
PREFIX = "RYRBB" + "RBYYP" + "RPPYB" + "RBPRY" + "PBDRY" + "YRPBY"
#: Seat 0 trades yellow at each of its turns: it takes the 4 yellow disks of the supply, then
#: holds them all (a 1-point token, Exception 2); seat 1 then takes one from seat 0.
ACTIONS = ["take:R/Y", "take:R/B", "take:B/R", "take:B/Y", "take:Y/P", "take:R/P", "take:P/Y",
           "take:B/R", "take:B/P", "take:R/Y", "data", "hide:0R", "take:P/B", "take:R/Y",
           "take:R/Y"]  # fmt: skip
ROWS = {1: {0: "guess:1R,2P", 1: "guess:0B,2Y", 2: "guess:0Y,1R"},
        2: {0: "guess:1R,2Y", 1: "guess:0P,2Y", 2: "guess:0B,1R"}}  # fmt: skip


def field_codes(v: dict[str, Any]) -> tuple[int, ...]:
    f = v["field"]
    return tuple(f.get(NAMES[c], 0) for c in ORDER) + (f["data"],)


def up_codes(v: dict[str, Any]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(pl["rumours"].get(NAMES[c], 0) for c in ORDER) for pl in v["players"])


def drawn(deck: str, k: int) -> dict[str, int]:
    """The cards a series of ``k`` turns face up: the deck's top ``k`` (top card first)."""
    return dict(Counter(deck[:k]))


def series_event(e: Any, deck: str, k: int, rule: str) -> str:
    """Check a series event of ``k`` cards from ``deck``; return the deck left."""
    assert (e.kind, e.visible_to, e.rule) == ("series", None, _(rule))
    assert e.data == {"drawn": drawn(deck, k), "deck_size": len(deck) - k}
    return deck[k:]


def expected_source(v: dict[str, Any], p: int, colour: str) -> Any:
    """Witch 3 Exception 2: the supply, else the other seat holding the most of the colour
    (nearest clockwise among ties), else (the seat holds them all) a 1-point token."""
    if v["supply"][colour]:
        return "supply"
    n = v["n_players"]
    others = [(p + k) % n for k in range(1, n)]
    top = max(v["players"][q]["disks"][colour] for q in others)
    if not top:
        return "token"
    return next(q for q in others if v["players"][q]["disks"][colour] == top)


def check_day_decision(before: dict[str, Any], p: int, action: str, events: list[Any],
                       after: dict[str, Any]) -> None:
    """The events of one day decision (a take, a data card, a hide), from the table before."""
    n, series = before["n_players"], before["series"]
    deck = before["deck"]
    day = before["day"]
    rest = list(events)
    verb, _sep, arg = action.partition(":")
    field = Counter({c: k for c, k in zip(ORDER + "D", field_codes(before), strict=True)})
    data_rule = ex.R_DATA_3P if n == 3 else ex.R_DATA
    if verb == "take":
        keep, trade = arg[0], arg[2]
        disk = trade if trade != "K" else keep if keep != "K" else arg[4]
        source = expected_source(before, p, NAMES[disk])
        rule = ((ex.R_BLACK if trade == "K" else ex.R_TAKE) if source == "supply"
                else ex.R_NO_DISK)  # fmt: skip
        e = rest.pop(0)
        assert (e.kind, e.visible_to, e.rule) == ("take", None, _(rule))
        assert e.data == {"day": day, "seat": p, "keep": keep, "trade": trade, "disk": disk,
                          "source": source, "field": field_codes(before),
                          "up": up_codes(before)}  # fmt: skip
        field -= Counter({keep: 1}) + Counter({trade: 1})
    elif verb == "data":
        e = rest.pop(0)
        assert (e.kind, e.visible_to, e.rule) == ("data", None, _(data_rule))
        assert e.data == {"day": day, "seat": p, "field": field_codes(before),
                          "up": up_codes(before)}  # fmt: skip
        field -= Counter({"D": 1})
        want = min(series - sum(field.values()), len(deck))  # topped up to a series
        if want > 0:
            field += Counter(deck[:want])
            deck = series_event(rest.pop(0), deck, want, ex.R_DATA)
        assert (after["phase"], after["active"]) == ("hide", p)
        assert rest == []
        return
    else:
        e = rest.pop(0)
        hidden = tuple((int(x[:-1]), x[-1]) for x in arg.split(","))
        assert (e.kind, e.visible_to, e.rule) == ("hide", None, _(data_rule))
        assert e.data == {"day": day, "seat": p, "rumours": hidden, "up": up_codes(before)}
    # the end of a turn: a new series at 1 character card or fewer (Witch 3 "Phase de Jour")
    if sum(k for c, k in field.items() if c != "D") <= 1 and deck:
        field += Counter(deck[:series])
        deck = series_event(rest.pop(0), deck, min(series, len(deck)), ex.R_REFILL)
    if rest:
        e = rest.pop(0)
        assert (e.kind, e.visible_to) == ("day-end", None)
        if not deck and not +field:
            assert (e.rule, e.data) == (_(ex.R_DAY_END), {"day": day})
        else:  # RULINGS: a player with no legal action ends the day, the field discarded
            assert (e.rule, e.data) == (_(ex.R_STUCK), {"day": day, "seat": (p + 1) % n,
                                                     "discarded": dict(+field)})  # fmt: skip
        e = rest.pop(0)
        assert (e.kind, e.visible_to, e.data) == ("night", None, {"day": day})
        assert after["phase"] == "guess" and after["guessed"] == []
    else:
        assert after["active"] == (p + 1) % n and after["phase"] == "turn"
    assert rest == []
    assert after["deck"] == deck


def check_night(before: dict[str, Any], events: list[Any], after: dict[str, Any],
                scores: dict[str, Any]) -> None:
    """The night after the last sheet is written (Witch 3 "Phase de Nuit" (2) to (4); Witch 5
    "Phases de nuit de la partie standard"), from the table before it; ``scores`` is the
    record the state keeps of it (``night_scores``)."""
    n, standard, day = before["n_players"], before["options"]["standard"], before["day"]
    last = not standard or day == 2
    rest = list(events)
    tokens = [pl["points"] + pl["borrowed"] for pl in before["players"]]
    debt = [pl["borrowed"] for pl in before["players"]]

    def points() -> list[int]:
        return [t - d for t, d in zip(tokens, debt, strict=True)]

    def pay(q: int, amount: int, what: str) -> None:
        """Witch 3 (3), RULINGS: what a seat cannot pay it borrows, noted on its sheet."""
        if amount <= tokens[q]:
            tokens[q] -= amount
            return
        borrowed, tokens[q] = amount - tokens[q], 0
        debt[q] += borrowed
        e = rest.pop(0)
        assert (e.kind, e.visible_to, e.rule) == ("borrow", None, _(ex.R_BORROW_STD if standard
                                                                     else ex.R_BORROW))
        assert e.data == {"seat": q, "day": day, "points": borrowed, "for": what}

    want_scores: dict[str, Any] = {"day": day, "start": points()}
    letter = {"red": "R", "pink": "P", "blue": "B", "yellow": "Y"}
    disks = [Counter({letter[c]: k for c, k in pl["disks"].items()}) for pl in before["players"]]
    gained = information_points(disks)
    e = rest.pop(0)
    assert (e.kind, e.data) == ("information", {"day": day, "points": gained})
    tokens = [a + b for a, b in zip(tokens, gained, strict=True)]
    want_scores["after_disks"] = points()
    colours = after["colours"]
    if last:
        e = rest.pop(0)
        sheets = after["sheets"]
        assert (e.kind, e.data) == ("reveal", {"colours": colours, "unseen": after["unseen"],
                                               "sheets": sheets})  # fmt: skip
        net = [0] * n
        for payee in range(n):  # in payee order, then payer order
            for payer in range(n):
                right = sum(1 for row in sheets[payee] if row[payer] == colours[payer])
                if payer == payee or not right:
                    continue
                amount = 2 * right if standard else 3  # Witch 3 (3); Witch 5 (3)
                e = rest.pop(0)
                assert (e.kind, e.data) == ("guess-paid", {"payer": payer, "payee": payee,
                                                           "points": amount})  # fmt: skip
                net[payer] -= amount
                net[payee] += amount
        for q in range(n):  # each pays what it owes once the guesses are added up
            if net[q] < 0:
                pay(q, -net[q], "correct guesses about them")
        for q in range(n):
            tokens[q] += max(0, net[q])
        want_scores["after_guesses"] = points()
    e = rest.pop(0)
    rumours = {NAMES[c]: sum(u[i] for u in up_codes(before)) for i, c in enumerate(ORDER)
               if NAMES[c] in before["colour_names"]}  # fmt: skip
    sus = {c: suspicion(k, n, standard) for c, k in rumours.items()}
    assert (e.kind, e.data) == ("suspicion", {"day": day, "rumours": rumours, "suspicion": sus})
    want_scores["suspicion"] = sus
    if standard and day == 1:
        assert [e.kind for e in rest] == ["parked", "new-deck", "first-player", "series"]
        assert rest[0].data == {"parked": sus}
        assert rest[1].data == {"deck_size": after["deck_size"] + sum(after["field"].values())}
        pts = points()
        first = before["first_players"][0]
        # the tied seat farthest clockwise from day 1's first player (docs/rulings-witch.md)
        seat = max((q for q in range(n) if pts[q] == max(pts)), key=lambda q: (q - first) % n)
        assert rest[2].data == {"seat": seat, "day": 2, "points": pts}
        assert after["active"] == seat and after["first_players"] == [first, seat]
        assert scores == want_scores
        return
    execution = None
    if standard:
        e = rest.pop(0)
        best = max(sus.values())
        top_colours = [c for c, v in sus.items() if v == best]
        colour = top_colours[0] if len(top_colours) == 1 else None
        seat = colours.index(colour) if colour in colours else None
        assert (e.kind, e.data) == ("execution", {"colour": colour, "seat": seat})
        execution = seat
        parked = before["parked"]
        for q in range(n):
            if parked[colours[q]]:
                e = rest.pop(0)
                assert (e.kind, e.data) == ("parked-paid", {"seat": q,
                                                            "points": parked[colours[q]]})
                pay(q, parked[colours[q]], "day-1 suspicion")
    for q in range(n):
        if sus.get(colours[q]):
            e = rest.pop(0)
            assert (e.kind, e.data) == ("suspicion-paid", {"seat": q, "points": sus[colours[q]]})
            pay(q, sus[colours[q]], "suspicion")
    lost = [f"{c} {v}" for c, v in sus.items() if v and c not in colours]
    parked_lost = {c: v for c, v in (before["parked"] or {}).items() if v and c not in colours}
    if lost or parked_lost:
        e = rest.pop(0)
        assert (e.kind, e.data) == ("suspicion-lost", {"colours": lost, "parked": parked_lost})
    alive = [q for q in range(n) if q != execution]
    pts = points()
    winners = [q for q in alive if pts[q] == max(pts[a] for a in alive)]
    e = rest.pop(0)
    assert (e.kind, e.data) == ("end", {"points": pts, "winners": winners,
                                        "executed": execution})  # fmt: skip
    assert rest == [] and after["phase"] == "over"
    assert [pl["points"] for pl in after["players"]] == pts
    assert [pl["borrowed"] for pl in after["players"]] == debt
    assert scores == {**want_scores, "end": pts}


def check_legal(s: WitchState, v: dict[str, Any]) -> None:
    """Who decides now and what each seat may do, as the rulebook says (the referee's own
    lists: Witch 3 (1), (2), night (1)); the others may do nothing."""
    n, phase = s.n_players, v["phase"]
    if phase in ("turn", "hide"):
        active = v["active"]
        if phase == "turn":
            field = Counter({c: k for c, k in zip(ORDER + "D", field_codes(v), strict=True)})
            face_up = sum(map(sum, up_codes(v)))
            want = turn_actions(+field, face_up, n)
        else:
            rumours = [Counter({c: k for c, k in zip(ORDER, row, strict=True)})
                       for row in up_codes(v)]  # fmt: skip
            want = hide_actions(rumours, hides(n))
        assert sorted(s.legal_actions(active)) == sorted(want)
        assert s.current_players() == [active]
        waiting = [active]
    elif phase == "guess":
        waiting = [q for q in range(n) if q not in v["guessed"]]
        assert s.current_players() == waiting
        for q in waiting:
            assert len(s.legal_actions(q)) == len(v["colour_names"]) ** (n - 1)
    else:
        waiting = []
        assert s.current_players() == []
    for q in range(n):
        if q not in waiting:
            assert s.legal_actions(q) == [], q


def step(s: WitchState, p: int, action: str) -> None:
    """Apply one decision and check every event it makes, from the table just before, and who
    may do what after it."""
    before = s.view(None)
    k = len(s.events)
    s.apply(p, action)
    after = s.view(None)
    check_legal(s, after)
    # Witch 3 "Fin de la partie de découverte", 5: the best investigators share the win
    winners = after["winners"] or []
    assert s.returns() == [1 / len(winners) if q in winners else 0.0 for q in range(s.n_players)]
    events = s.events[k:]
    canonical = s.history[-1][1]
    if before["phase"] == "guess":
        row = [None] * s.n_players
        for x in canonical.partition(":")[2].split(","):
            row[int(x[:-1])] = NAMES[x[-1]]
        rule = events[0].rule
        assert [(e.kind, e.visible_to, e.data, e.rule) for e in events[:2]] == [
            ("guess", frozenset({p}), {"seat": p, "day": before["day"], "row": row}, rule),
            ("sheet-written", None, {"seat": p, "day": before["day"]}, rule),
        ]
        assert rule == _(ex.R_GUESS if not before["options"]["standard"] else
                         ex.R_GUESS_STD1 if before["day"] == 1 else ex.R_GUESS_STD)
        if len(before["guessed"]) == s.n_players - 1:
            check_night(before, events[2:], after, s.night_scores[-1])
        else:
            assert len(events) == 2 and after["guessed"] == sorted([*before["guessed"], p])
        return
    check_day_decision(before, p, canonical, events, after)


def check_records(s: WitchState) -> None:
    """The records a view is built from hold each event's facts, public ones for everyone and
    private ones for their seat only (``game.log_event``)."""
    v = s.view(None)
    public = [{"kind": e.kind, **e.data} for e in s.events if e.visible_to is None]
    assert json.loads(json.dumps(v["public"])) == json.loads(json.dumps(public))
    for p in range(s.n_players):
        private = [{"kind": e.kind, **e.data} for e in s.events if e.visible_to == {p}]
        assert json.loads(json.dumps(s.view(p)["private"])) == json.loads(json.dumps(private))
        assert v["private"][p] == s.view(p)["private"]


def scripted(lang: str = "en") -> tuple[WitchState, list[str]]:
    """The scripted standard game, every decision checked; its sentences, read in ``lang``."""
    with language(lang):
        s = new(3, PREFIX, standard=True)
        for a in ACTIONS:
            step(s, s.current_players()[0], a)
        while not s.is_terminal():
            if s.phase == "guess":
                for p in range(3):
                    step(s, p, ROWS[s.day][p])
            else:
                p = s.current_players()[0]
                step(s, p, s.legal_actions(p)[0])
        return s, [e.text for e in s.events]


@pytest.fixture
def game() -> tuple[WitchState, list[str], list[str]]:
    s, en = scripted("en")
    _fr_state, fr = scripted("fr")
    return s, en, fr


def test_every_decision_of_the_scripted_game_makes_the_events_the_rules_say(game) -> None:
    """Checked step by step in ``scripted``: here, what the whole game adds up to."""
    s, _en, _fr = game
    kinds = Counter(e.kind for e in s.events)
    assert kinds["take"] == 36 and kinds["data"] == 6 and kinds["hide"] == 6
    sources = [e.data["source"] for e in s.events if e.kind == "take"]
    assert sources.count("token") == 2 and {0, 1, 2} <= set(sources)
    assert s.winners == [2] and s.executed == 1 and s.returns() == [0.0, 0.0, 1.0]
    check_records(s)
    assert [e.kind for e in s.events[:6]] == ["setup", "colour", "colour", "colour", "series",
                                              "first-player"]  # fmt: skip
    assert [(e.visible_to, e.data) for e in s.events[:6]] == [
        (None, {"standard": True, "colours": ["red", "pink", "blue", "yellow"],
                "cards_per_colour": 9, "data_cards": 3, "disks_per_colour": 4, "series": 5}),
        (frozenset({0}), {"seat": 0, "colour": "blue"}),
        (frozenset({1}), {"seat": 1, "colour": "red"}),
        (frozenset({2}), {"seat": 2, "colour": "yellow"}),
        (None, {"drawn": {"R": 2, "B": 2, "Y": 1}, "deck_size": 34}),
        (None, {"seat": 0, "day": 1}),
    ]
    assert [e.rule for e in s.events[:6]] == [ex.R_SETUP_STD, ex.R_SETUP, ex.R_SETUP,
                                              ex.R_SETUP, ex.R_SETUP, ex.R_FIRST]  # fmt: skip
    assert s.night_scores[0]["suspicion"] == {"red": 9, "pink": 9, "blue": 11, "yellow": 1}
    assert [len(r) for r in s.sheets] == [2, 2, 2]


#: One sentence of each kind and branch of the scripted game, in English and French.
SENTENCES = {
    0: ("Standard game for 3 players: 9 character cards of each of red, pink, blue, yellow and 3 "
        "data cards are shuffled into the deck; 4 disks of each colour in the supply; one player "
        "card of each colour lies face up and one is dealt face down to each seat; 1 player card "
        "goes back in the box unseen.",
        "Partie standard à 3 joueurs : 9 cartes personnage de chaque couleur (rouge, rose, bleu, "
        "jaune) et 3 cartes Données sont mélangées dans la pioche ; 4 disques de chaque couleur "
        "dans la réserve ; une carte joueur de chaque couleur est posée face visible et une est "
        "distribuée face cachée à chaque joueur ; 1 carte joueur retourne dans la boîte sans être "
        "vue."),
    1: ("Your player card is blue: rumours against blue will cost you, and the others will try "
        "to guess it.",
        "Votre carte joueur est bleue : les rumeurs contre le bleu vous coûteront des points, et "
        "les autres essaieront de deviner votre couleur."),
    4: ("5 cards are turned face up on the field: 2 red, 2 blue, 1 yellow; 34 left in the deck.",
        "5 cartes sont retournées face visible sur le terrain : 2 rouges, 2 bleues, 1 jaune ; il "
        "en reste 34 dans la pioche."),
    5: ("Seat 0 starts the day; turns go clockwise.",
        "Le joueur 0 commence le jour ; on joue dans le sens des aiguilles d'une montre."),
    6: ("Seat 0 takes a red and a yellow card, keeps a red face up as a rumour and trades the "
        "yellow: takes a yellow disk from the supply.", "Le joueur 0 prend une carte rouge et une carte jaune, garde la rouge face visible comme "
        "rumeur et échange la jaune contre un disque jaune pris dans la réserve."),
    7: ("Seat 1 takes a red and a blue card, keeps a red face up as a rumour and trades the "
        "blue: takes a blue disk from the supply.",
        "Le joueur 1 prend une carte rouge et une carte bleue, garde la rouge face visible comme "
        "rumeur et échange la bleue contre un disque bleu pris dans la réserve."),
    9: ("Seat 2 takes a blue and a red card, keeps a blue face up as a rumour and trades the "
        "red: takes a red disk from the supply.",
        "Le joueur 2 prend une carte bleue et une carte rouge, garde la bleue face visible comme "
        "rumeur et échange la rouge contre un disque rouge pris dans la réserve."),
    19: ("5 cards are turned face up on the field: 1 red, 1 pink, 1 blue, 1 yellow and 1 data "
         "card; 14 left in the deck.", "5 cartes sont retournées face visible sur le terrain : 1 rouge, 1 rose, 1 bleue, 1 "
         "jaune et 1 carte Données ; il en reste 14 dans la pioche."),
    20: ("Seat 1 uses a data card: takes a 1-point token, tops the field up to 5 cards, then "
         "turns 1 face-up rumour card face down.",
         "Le joueur 1 utilise une carte Données : il prend un jeton de 1 point, complète le "
         "terrain à 5 cartes, puis retourne face cachée 1 rumeur visible."),
    21: ("1 card is turned face up on the field: 1 yellow; 13 left in the deck.", "1 carte est retournée face visible sur le terrain : 1 jaune ; il en reste 13 dans la "
         "pioche."),
    22: ("Seat 1 turns seat 0's red rumour face down: a face-down rumour no longer counts.",
         "Le joueur 1 retourne face cachée la rumeur rouge du joueur 0 : une rumeur face cachée "
         "ne compte plus."),
    24: ("Seat 0 takes a red and a yellow card, keeps a red face up as a rumour and trades the "
         "yellow: finds no yellow disk left and already holds every one: takes a 1-point token "
         "instead.", "Le joueur 0 prend une carte rouge et une carte jaune, garde la rouge face visible comme "
         "rumeur et échange la jaune sans trouver de disque jaune : il les a déjà tous, et prend "
         "à la place un jeton de 1 point."),
    26: ("Seat 1 takes a red and a yellow card, keeps a red face up as a rumour and trades the "
         "yellow: finds no yellow disk left in the supply and takes one from seat 0, who holds "
         "the most of the others (nearest clockwise among ties).", "Le joueur 1 prend une carte rouge et une carte jaune, garde la rouge face visible comme "
         "rumeur et échange la jaune contre un disque jaune pris au joueur 0, faute d'en trouver "
         "dans la réserve ; le joueur 0 en a le plus parmi les autres joueurs (à égalité, le plus "
         "proche dans le sens des aiguilles d'une montre)."),
    30: ("Seat 1 takes two pink cards, keeps a pink face up as a rumour and trades the pink: "
         "finds no pink disk left in the supply and takes one from seat 2, who holds the most of "
         "the others (nearest clockwise among ties).", "Le joueur 1 prend deux cartes roses, garde la rose face visible comme rumeur et échange "
         "la rose contre un disque rose pris au joueur 2, faute d'en trouver dans la réserve ; le "
         "joueur 2 en a le plus parmi les autres joueurs (à égalité, le plus proche dans le sens "
         "des aiguilles d'une montre)."),
    32: ("3 cards are turned face up on the field: 1 yellow and 2 data cards; the deck is now "
         "empty.", "3 cartes sont retournées face visible sur le terrain : 1 jaune et 2 cartes Données ; la "
         "pioche est vide."),
    38: ("The deck and the field are empty: day 1 ends and night falls.",
         "La pioche et le terrain sont vides : le jour 1 se termine et la nuit tombe."),
    39: ("Night 1: every seat secretly writes a colour for each other seat on the top row of its "
         "investigation sheet (the same colour may be written twice).",
         "Nuit 1 : chaque joueur écrit en secret une couleur pour chacun des autres joueurs sur "
         "la rangée supérieure de sa feuille d'enquête (la même couleur peut être écrite deux "
         "fois)."),
    40: ("You write: seat 1 red, seat 2 pink.",
         "Vous écrivez rouge pour le joueur 1, rose pour le joueur 2."),
    41: ("Seat 0 has written this night's guesses (hidden until the reveal).",
         "Le joueur 0 a écrit ses hypothèses de la nuit (cachées jusqu'à la révélation)."),
    47: ("The 3 face-down rumour cards are discarded; face-up rumour cards turn into suspicion: "
         "red: 4 rumour cards, more than the 3 players: 4 + 5 = 9 suspicion points; pink: 4 "
         "rumour cards, more than the 3 players: 4 + 5 = 9 suspicion points; blue: 6 rumour "
         "cards, more than the 3 players: 6 + 5 = 11 suspicion points; yellow: 1 rumour card: 1 "
         "suspicion point.",
         "Les 3 cartes Rumeur face cachée sont défaussées ; les cartes Rumeur face visible "
         "deviennent de la suspicion : rouge, 4 cartes Rumeur, plus de cartes que de joueurs "
         "(3) : 4 + 5 = 9 points de suspicion ; rose, 4 cartes Rumeur, plus de cartes que de "
         "joueurs (3) : 4 + 5 = 9 points de suspicion ; bleu, 6 cartes Rumeur, plus de cartes "
         "que de joueurs (3) : 6 + 5 = 11 points de suspicion ; jaune, 1 carte Rumeur : 1 point "
         "de suspicion."),
    48: ("No player card is revealed tonight: the suspicion points are placed as tokens on the "
         "character card of each colour (red 9, pink 9, blue 11, yellow 1) and every rumour card "
         "is discarded.",
         "Aucune carte joueur n'est révélée cette nuit : les points de suspicion sont posés en "
         "jetons sur la carte personnage de chaque couleur (rouge : 9, rose : 9, bleu : 11, "
         "jaune : 1) et toutes les cartes Rumeur sont défaussées."),
    49: ("The disks go back to the supply and the 39 discarded cards are shuffled into a new "
         "deck.",
         "Les disques retournent dans la réserve et les 39 cartes défaussées sont mélangées en "
         "une nouvelle pioche."),
    50: ("Everyone shows their points (seat 0 14, seat 1 9, seat 2 13): seat 0 has the most and "
         "starts day 2; the tokens go face down again.",
         "Chacun montre ses points (joueur 0 : 14, joueur 1 : 9, joueur 2 : 13) : le joueur 0 en "
         "a le plus et commence le jour 2 ; les jetons sont de nouveau retournés face cachée."),
    52: ("Seat 0 takes two red cards, keeps a red face up as a rumour and trades the red: takes "
         "a red disk from the supply.", "Le joueur 0 prend deux cartes rouges, garde la rouge face visible comme rumeur et "
         "échange la rouge contre un disque rouge pris dans la réserve."),
    78: ("Seat 0 turns their own red rumour face down: a face-down rumour no longer counts.",
         "Le joueur 0 retourne face cachée sa propre rumeur rouge : une rumeur face cachée ne "
         "compte plus."),
    84: ("Night 2: every seat secretly writes a colour for each other seat on the bottom row of "
         "its investigation sheet (the same colour may be written twice).",
         "Nuit 2 : chaque joueur écrit en secret une couleur pour chacun des autres joueurs sur "
         "la rangée inférieure de sa feuille d'enquête (la même couleur peut être écrite deux "
         "fois)."),
    92: ("Every player card is turned over: seat 0 is blue, seat 1 is red, seat 2 is yellow "
         "(nobody holds pink); the investigation sheets are shown.",
         "Toutes les cartes joueur sont retournées : le joueur 0 est bleu, le joueur 1 est "
         "rouge, le joueur 2 est jaune (personne n'a le rose) ; les feuilles d'enquête sont "
         "montrées."),
    93: ("Seat 0 guessed red on 2 nights for seat 1: seat 1 pays 4 points.",
         "Le joueur 0 a deviné rouge pendant 2 nuits pour le joueur 1 : le joueur 1 paie 4 "
         "points."),
    94: ("Seat 0 guessed yellow on 1 night for seat 2: seat 2 pays 2 points.",
         "Le joueur 0 a deviné jaune pendant 1 nuit pour le joueur 2 : le joueur 2 paie 2 "
         "points."),
    100: ("Red has the most day-2 suspicion: the witch is seat 1, who is executed and cannot "
          "win.",
          "Le rouge a la plus forte suspicion du jour 2 : la sorcière est le joueur 1, qui est "
          "exécuté et ne peut pas gagner."),
    101: ("Seat 0 (blue) pays 11 points for the day-1 suspicion on the blue character card.",
          "Le joueur 0 (bleu) paie 11 points pour la suspicion du jour 1 sur la carte "
          "personnage bleue."),
    103: ("Seat 2 (yellow) pays 1 point for the day-1 suspicion on the yellow character card.",
          "Le joueur 2 (jaune) paie 1 point pour la suspicion du jour 1 sur la carte personnage "
          "jaune."),
    104: ("Seat 0 (blue) pays 3 suspicion points.",
          "Le joueur 0 (bleu) paie 3 points de suspicion."),
    106: ("Seat 1 cannot pay 10 for suspicion: borrows 4 from the supply, noted on the "
          "investigation sheet (now 4 borrowed).",
          "Le joueur 1 ne peut pas payer 10 pour la suspicion : il emprunte 4 à la réserve, noté "
          "sur sa feuille d'enquête (dette totale : 4)."),
    108: ("Suspicion on a colour nobody holds counts for nothing, so nobody pays the 9 day-1 "
          "points parked on the pink character card or the 3 day-2 suspicion points on pink.",
          "La suspicion sur une couleur que personne n'a ne compte pas : personne ne paie ni les "
          "9 points du jour 1 posés sur la carte personnage rose, ni les 3 points de suspicion du "
          "jour 2 sur le rose."),
    109: ("Final points: seat 0 15, seat 1 -4, seat 2 17; seat 2 wins as the best investigator "
          "(the executed player cannot win).",
          "Points finaux : joueur 0 : 15, joueur 1 : -4, joueur 2 : 17 ; le joueur 2 gagne comme "
          "meilleur enquêteur (le joueur exécuté ne peut pas gagner)."),
}


def test_each_kind_of_sentence_in_english_and_french(game) -> None:
    """Witch 3 and 5, in the rulebooks' terms; French with its typography (a narrow no-break
    space before : and ;). A sentence given as None in French is checked below: the same
    facts in French words."""
    s, en, fr = game
    assert len(en) == len(fr) == len(s.events) == 110
    for k, (english, french) in SENTENCES.items():
        assert en[k] == english, k
        if french is not None:
            assert fr[k] == french.replace(" :", NNBSP + ":").replace(" ;", NNBSP + ";"), k
    # every sentence of the French game is French: none is the English one
    assert [k for k in range(len(en)) if en[k] == fr[k]] == []


CONFIGS = [
    {"n_players": 3, "standard": True},
    {"n_players": 4, "standard": True},
    {"n_players": 5, "standard": True},
    {"n_players": 4, "standard": False},
    {"n_players": 5, "standard": False, "first_player": 3},
]


def random_game(config: dict[str, Any], seed: int) -> WitchState:
    """A seeded game of random decisions, every decision checked by ``step``."""
    s = WitchState.new(seed=seed, **config)
    rng = random.Random(seed)
    while not s.is_terminal():
        waiting = s.current_players()
        p = waiting[rng.randrange(len(waiting))]
        legal = s.legal_actions(p)
        step(s, p, legal[rng.randrange(len(legal))])
    return s


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_random_games_make_the_events_the_rules_say(config: dict[str, Any]) -> None:
    for seed in (1, 2):
        s = random_game(config, seed)
        check_records(s)
        assert s.first[0] == config.get("first_player", 0)
        assert s.events[0].rule == (ex.R_SETUP_STD if config["standard"] else ex.R_SETUP)


#: Sentences of the branches the scripted game does not reach: (players, standard, seed of
#: ``random_game``, event index, English, French), each read against the table (Witch 3 (1),
#: Exception 1, (2), night (2) to (4); Witch 5: the day-2 first player, the execution).
RANDOM_SENTENCES = [
    (4, True, 1, 114, "Seat 2 turns two of seat 0's pink rumours face down: a face-down rumour no longer counts.",
     'Le joueur 2 retourne face cachée deux rumeurs roses du joueur 0 : une rumeur face cachée ne compte plus.'),
    (4, True, 1, 101, "Seat 1 turns their own black rumour and seat 2's yellow rumour face down: a face-down rumour no longer counts.",
     'Le joueur 1 retourne face cachée sa propre rumeur noire et la rumeur jaune du joueur 2 : une rumeur face cachée ne compte plus.'),
    (4, True, 1, 145, 'Suspicion on a colour nobody holds counts for nothing, so nobody pays the 10 day-1 points parked on the black character card or the 3 day-2 suspicion points on black.',
     "La suspicion sur une couleur que personne n'a ne compte pas : personne ne paie ni les 10 points du jour 1 posés sur la carte personnage noire, ni les 3 points de suspicion du jour 2 sur le noir."),
    (4, True, 15, 140, 'Seat 2 cannot pay 12 for day-1 suspicion: borrows 2 from the supply, noted on the investigation sheet (now 2 borrowed).',
     "Le joueur 2 ne peut pas payer 12 pour la suspicion du jour 1 : il emprunte 2 à la réserve, noté sur sa feuille d'enquête (dette totale : 2)."),
    (4, True, 0, 117, 'Seat 2 turns two of their own black rumours face down: a face-down rumour no longer counts.',
     'Le joueur 2 retourne face cachée deux de ses propres rumeurs noires : une rumeur face cachée ne compte plus.'),
    (4, True, 0, 18, "Seat 3 turns seat 0's blue rumour and seat 2's blue rumour face down: a face-down rumour no longer counts.",
     'Le joueur 3 retourne face cachée la rumeur bleue du joueur 0 et la rumeur bleue du joueur 2 : une rumeur face cachée ne compte plus.'),
    (4, True, 0, 17, '1 card is turned face up on the field: 1 data card; 42 left in the deck.',
     '1 carte est retournée face visible sur le terrain : 1 carte Données ; il en reste 42 dans la pioche.'),
    (3, True, 1, 99, 'The most day-2 suspicion is shared: nobody is executed.',
     "La plus forte suspicion du jour 2 est partagée : personne n'est exécuté."),
    (3, True, 1, 107, 'Final points: seat 0 12, seat 1 9, seat 2 12; seat 0 and seat 2 win as the best investigator.',
     'Points finaux : joueur 0 : 12, joueur 1 : 9, joueur 2 : 12 ; le joueur 0 et le joueur 2 gagnent comme meilleurs enquêteurs.'),
    (3, True, 2, 99, 'Pink has the most day-2 suspicion, but nobody holds pink.',
     "Le rose a la plus forte suspicion du jour 2, mais personne n'est rose."),
    (3, True, 18, 49, "Everyone shows their points (seat 0 5, seat 1 16, seat 2 16): seat 2 has the most (among the tied, the farthest clockwise from the first day's first player) and starts day 2; the tokens go face down again.",
     "Chacun montre ses points (joueur 0 : 5, joueur 1 : 16, joueur 2 : 16) : le joueur 2 en a le plus (parmi les ex aequo, le plus éloigné du premier joueur du premier jour dans le sens des aiguilles d'une montre) et commence le jour 2 ; les jetons sont de nouveau retournés face cachée."),
    (4, False, 1, 8, 'Seat 1 takes two black cards, keeps a black face up as a rumour and trades the black: takes a yellow disk from the supply (two black cards: yellow is a colour most represented on the field).',
     "Le joueur 1 prend deux cartes noires, garde la noire face visible comme rumeur et échange la noire contre un disque jaune pris dans la réserve (deux cartes noires : le jaune est l'une des couleurs les plus présentes sur le terrain)."),
    (4, False, 1, 22, "Seat 3 takes a yellow and a black card, keeps a yellow face up as a rumour and trades the black: takes a yellow disk from the supply (a black card gives a disk of the kept card's colour, yellow).",
     'Le joueur 3 prend une carte jaune et une carte noire, garde la jaune face visible comme rumeur et échange la noire contre un disque jaune pris dans la réserve (une carte noire donne un disque de la couleur de la carte gardée, jaune).'),
    (4, False, 1, 71, 'Every player card is turned over: seat 0 is yellow, seat 1 is red, seat 2 is pink, seat 3 is blue (nobody holds black); the investigation sheets are shown.',
     "Toutes les cartes joueur sont retournées : le joueur 0 est jaune, le joueur 1 est rouge, le joueur 2 est rose, le joueur 3 est bleu (personne n'a le noir) ; les feuilles d'enquête sont montrées."),
    (4, False, 1, 72, 'Seat 2 guessed red for seat 1: seat 1 pays 3 points.',
     'Le joueur 2 a deviné rouge pour le joueur 1 : le joueur 1 paie 3 points.'),
    (4, False, 1, 74, 'The 8 face-down rumour cards are discarded; face-up rumour cards turn into suspicion: black: 5 rumour cards: 5 suspicion points; red: 1 rumour card: 1 suspicion point; pink: 6 rumour cards, 6 or more: 6 + 5 = 11 suspicion points; blue: 5 rumour cards: 5 suspicion points; yellow: 10 rumour cards, 6 or more: 10 + 5 = 15 suspicion points.',
     'Les 8 cartes Rumeur face cachée sont défaussées ; les cartes Rumeur face visible deviennent de la suspicion : noir, 5 cartes Rumeur : 5 points de suspicion ; rouge, 1 carte Rumeur : 1 point de suspicion ; rose, 6 cartes Rumeur, 6 ou plus : 6 + 5 = 11 points de suspicion ; bleu, 5 cartes Rumeur : 5 points de suspicion ; jaune, 10 cartes Rumeur, 6 ou plus : 10 + 5 = 15 points de suspicion.'),
    (4, False, 1, 75, 'Seat 0 (yellow) pays 15 suspicion points.',
     'Le joueur 0 (jaune) paie 15 points de suspicion.'),
    (4, False, 1, 79, 'Suspicion on a colour nobody holds counts for nothing, so nobody pays the 5 suspicion points on black.',
     "La suspicion sur une couleur que personne n'a ne compte pas : personne ne paie les 5 points de suspicion sur le noir."),
    (4, False, 1, 80, 'Final points: seat 0 1, seat 1 13, seat 2 18, seat 3 0; seat 2 wins as the best investigator.',
     'Points finaux : joueur 0 : 1, joueur 1 : 13, joueur 2 : 18, joueur 3 : 0 ; le joueur 2 gagne comme meilleur enquêteur.'),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_other_branches_sentences_in_english_and_french(lang: str) -> None:
    games: dict[tuple[int, bool, int], list[str]] = {}
    for n, standard, seed, k, english, french in RANDOM_SENTENCES:
        if (n, standard, seed) not in games:
            with language(lang):
                s = random_game({"n_players": n, "standard": standard}, seed)
                games[n, standard, seed] = [e.text for e in s.events]
        want = english if lang == "en" else french.replace(" :", NNBSP + ":").replace(" ;", NNBSP + ";")
        assert games[n, standard, seed][k] == want, (n, standard, seed, k)


def refusal_states() -> dict[str, WitchState]:
    """Tables to refuse decisions at, from the scripted game and a discovery game for 4
    (seat 0 blue, 1 red, 2 black, 3 yellow; its first series K K R R P B D: Witch 3)."""
    s3 = new(3, PREFIX, standard=True)
    hide3 = new(3, PREFIX, standard=True)
    for a in ACTIONS[:11]:
        hide3.apply(hide3.current_players()[0], a)  # seat 1's data card: a rumour to hide
    night = new(3, PREFIX, standard=True)
    while night.phase != "guess":
        p = night.current_players()[0]
        night.apply(p, night.legal_actions(p)[0])
    night.apply(0, "guess:1R,2P")
    over = new(4, "KKRRPBD", standard=False)
    while not over.is_terminal():
        p = over.current_players()[0]
        over.apply(p, over.legal_actions(p)[0])
    d4 = new(4, "KKRRPBD", standard=False)
    d4.apply(0, "take:R/R")  # one face-up rumour: the data card needs 2 (Witch 3 (2))
    d4b = new(4, "KKRRPBD", standard=False)
    d4b.apply(0, "take:R/R")
    d4b.apply(1, "take:K/K:P")  # the field: blue and a data card
    hide4 = new(4, "KKRRPBY" + "DDRRPBY", standard=False)
    for a in ("take:R/R", "take:K/K:P", "take:P/B", "data"):  # seat 3 hides 2 of 3 rumours
        hide4.apply(hide4.current_players()[0], a)
    data3 = new(3, "DRRBB", standard=True)  # a data card, and no rumour yet (Witch 5: needs 1)
    over3, _texts = scripted()
    return {"turn3": s3, "hide3": hide3, "night3": night, "over4": over, "day4": d4,
            "day4b": d4b, "hide4": hide4, "data3": data3, "over3": over3}


#: (table, seat, action as typed) refused; the error, its words and its rule are below.
REFUSALS = [
    ("over4", 0, "data"),
    ("night3", 0, "guess:1B,2Y"),
    ("hide3", 0, "hide:0B"),
    ("turn3", 0, 5),
    ("turn3", 0, "  "),
    ("turn3", 0, "steal:R"),
    ("turn3", 0, "guess:1R,2B"),
    ("turn3", 0, "hide:0R"),
    ("hide3", 1, "take:R/B"),
    ("night3", 1, "data"),
    ("turn3", 0, "take:R"),
    ("turn3", 0, "take:/R"),
    ("turn3", 0, "take:K/R"),
    ("turn3", 0, "take:D/R"),
    ("turn3", 0, "take:P/R"),
    ("turn3", 0, "take:Y/Y"),
    ("turn3", 0, "take:R/R:B"),
    ("day4", 1, "take:K/K"),
    ("day4", 1, "data"),
    ("day4", 1, "data:xyz"),
    ("day4", 1, "data:"),
    ("turn3", 0, "data"),
    ("hide3", 1, "hide:0R,"),
    ("hide3", 1, "hide:0R,1R"),
    ("hide3", 1, "hide:9R"),
    ("hide3", 1, "hide:R"),
    ("hide3", 1, "hide:0X"),
    ("hide3", 1, "hide:1P"),
    ("night3", 1, "guess:0B,,2Y"),
    ("night3", 1, "guess:1R,0B,2Y"),
    ("night3", 1, "guess:xB,2Y"),
    ("night3", 1, "guess:0B,7Y"),
    ("night3", 1, "guess:0B"),
    ("night3", 1, "guess:0B,2K"),
    ("over3", 2, "guess:0B,1R"),
    ("turn3", 1, "take:R/B"),
    ("hide4", 3, "hide:0R,"),
    ("hide4", 3, "hide:0R"),
    ("hide4", 3, "hide:0R,0R"),
    ("hide4", 3, "hide:4R,0R"),
    ("hide4", 3, "hide:12R,0R"),
    ("hide4", 3, "hide:0RR,0R"),
    ("day4b", 2, "take:K/B"),
    ("day4b", 2, "take:B/B"),
    ("day4", 1, "take:P/K:B"),
    ("data3", 0, "data"),
    ("night3", 1, "guess:0B,12Y"),
    ("night3", 1, "guess:0B,1xB"),
    ("hide4", 3, "hide:0R,1B"),
    ("hide4", 3, "hide:1K,1K"),
    ("hide4", 3, "hide:12R,5X"),
    ("hide4", 3, "hide:10R,10K"),
    ("day4", 1, "take:K/K:B,P"),
    ("night3", 1, "guess:10B,2X"),
    ("night3", 1, "guess:0Z,0X"),
    ("night3", 1, "guess:0B,1R,2Y"),
]


#: What each refusal of REFUSALS says (French with plain spaces for the narrow ones) and cites:
#: malformed notation (MalformedInput) apart from a decision the table does not allow now
#: (IllegalAction), the wrong seat (WrongPlayer) and the wrong moment (WrongPhase). With two
#: faults, the first in the notation's order (seat, then colour) is named.
REFUSED = [
    (WrongPhase, 'the game is over: nobody acts any more',
     'La partie est finie : plus personne ne joue.', ex.R_END_DISCOVERY),
    (WrongPlayer, "seat 0 has already written this night's guesses",
     'Le joueur 0 a déjà écrit ses hypothèses de cette nuit.', ex.R_GUESS_STD1),
    (WrongPlayer, "it is seat 1's data card (rumours to turn face down), not seat 0's; turns go clockwise",
     "C'est au joueur 1, qui a joué une carte Données, de choisir les rumeurs à retourner face cachée, pas au joueur 0.", ex.R_DAY),
    (MalformedInput, "a Witch action is text such as 'take:R/K', 'data', 'hide:0R,2B' or 'guess:1R,2B', not 5",
     "Une action de Witch of the Academy est un texte, pas 5 ; les actions s'écrivent «\xa0take:R/K\xa0» (prendre deux cartes : garder la rouge comme rumeur, échanger la noire contre un disque), «\xa0data\xa0» (utiliser une carte Données), «\xa0hide:0R,2B\xa0» (retourner face cachée la rumeur rouge du joueur 0 et la rumeur bleue du joueur 2), «\xa0guess:1R,2B\xa0» (écrire ses hypothèses : rouge pour le joueur 1, bleu pour le joueur 2) ; chaque couleur s'écrit par l'initiale de son nom anglais : K pour le noir, R pour le rouge, P pour le rose, B pour le bleu, Y pour le jaune ; les verbes s'écrivent aussi en français : «\xa0prendre:R/K\xa0», «\xa0données\xa0», «\xa0retourner:0R,2B\xa0», «\xa0deviner:1R,2B\xa0».", ex.R_DAY),
    (MalformedInput, 'an empty entry is not an action',
     "Une entrée vide n'est pas une action.", ex.R_DAY),
    (MalformedInput, "'steal:R' is not a Witch action; actions look like 'take:R/K' (keep red as a rumour, trade black for a disk), 'data', 'hide:0R,2B', 'guess:1R,2B'",
     "«\xa0steal:R\xa0» n'est pas une action de Witch of the Academy ; les actions s'écrivent «\xa0take:R/K\xa0» (prendre deux cartes : garder la rouge comme rumeur, échanger la noire contre un disque), «\xa0data\xa0» (utiliser une carte Données), «\xa0hide:0R,2B\xa0» (retourner face cachée la rumeur rouge du joueur 0 et la rumeur bleue du joueur 2), «\xa0guess:1R,2B\xa0» (écrire ses hypothèses : rouge pour le joueur 1, bleu pour le joueur 2) ; chaque couleur s'écrit par l'initiale de son nom anglais : K pour le noir, R pour le rouge, P pour le rose, B pour le bleu, Y pour le jaune ; les verbes s'écrivent aussi en français : «\xa0prendre:R/K\xa0», «\xa0données\xa0», «\xa0retourner:0R,2B\xa0», «\xa0deviner:1R,2B\xa0».", ex.R_DAY),
    (WrongPhase, "'guess:1R,2B' cannot be played now: this is a day turn: take two character cards or use a data card",
     "«\xa0guess:1R,2B\xa0» ne peut pas être joué maintenant : c'est un tour de jour, où l'on prend deux cartes personnage ou utilise une carte Données.", ex.R_DAY),
    (WrongPhase, "'hide:0R' cannot be played now: this is a day turn: take two character cards or use a data card",
     "«\xa0hide:0R\xa0» ne peut pas être joué maintenant : c'est un tour de jour, où l'on prend deux cartes personnage ou utilise une carte Données.", ex.R_DAY),
    (WrongPhase, "'take:R/B' cannot be played now: this is choosing the rumours to turn face down",
     "«\xa0take:R/B\xa0» ne peut pas être joué maintenant : c'est le choix des rumeurs à retourner face cachée.", ex.R_DAY),
    (WrongPhase, "'data' cannot be played now: this is the night: every seat writes its guesses",
     "«\xa0data\xa0» ne peut pas être joué maintenant : c'est la nuit, où chaque joueur écrit ses hypothèses.", ex.R_DAY),
    (MalformedInput, "'take:R': a take names the card kept as a rumour, then the card traded for a disk, e.g. 'take:R/K'",
     '«\xa0take:R\xa0» : une prise nomme la carte gardée comme rumeur, puis la carte échangée contre un disque, par exemple «\xa0take:R/K\xa0».', ex.R_TAKE),
    (MalformedInput, "'take:/R': a take names the card kept as a rumour, then the card traded for a disk, e.g. 'take:R/K'",
     '«\xa0take:/R\xa0» : une prise nomme la carte gardée comme rumeur, puis la carte échangée contre un disque, par exemple «\xa0take:R/K\xa0».', ex.R_TAKE),
    (MalformedInput, "'K' is not a colour of this game (R red, P pink, B blue, Y yellow)",
     "«\xa0K\xa0» n'est pas une couleur de cette partie ; chaque couleur s'écrit par l'initiale de son nom anglais : R pour le rouge, P pour le rose, B pour le bleu, Y pour le jaune.", ex.R_TAKE),
    (IllegalAction, "a data card is not a character card: use it with 'data'",
     "Une carte Données n'est pas une carte personnage : utilisez-la avec «\xa0data\xa0».", ex.R_TAKE),
    (IllegalAction, 'there is no pink card on the field',
     "Il n'y a aucune carte rose sur le terrain.", ex.R_TAKE),
    (IllegalAction, 'the field holds 1 yellow card, not 2',
     "Il n'y a qu'une carte jaune sur le terrain, pas 2.", ex.R_TAKE),
    (IllegalAction, 'only a take of two black cards chooses its disk colour; here the disk is red',
     'Seule une prise de deux cartes noires choisit la couleur de son disque ; ici le disque est rouge.', ex.R_BLACK),
    (IllegalAction, "with two black cards the disk is of a colour most represented on the field: write 'take:K/K:X' with X one of P (pink), B (blue)",
     "Avec deux cartes noires, le disque est d'une couleur parmi les plus présentes sur le terrain : écrivez «\xa0take:K/K:X\xa0» avec X parmi P (rose), B (bleu).", ex.R_BLACK),
    (IllegalAction, 'a data card needs at least 2 face-up rumour cards on the table; there is 1',
     'Une carte Données demande au moins 2 cartes Rumeur face visible sur la table ; il y en a 1.', ex.R_DATA),
    (MalformedInput, "'data:xyz': 'data' is written alone, with nothing after it",
     "«\xa0data:xyz\xa0» : « data » s'écrit seul, sans rien après.", ex.R_DATA),
    (MalformedInput, "'data:': 'data' is written alone, with nothing after it",
     "«\xa0data:\xa0» : « data » s'écrit seul, sans rien après.", ex.R_DATA),
    (IllegalAction, 'there is no data card on the field',
     "Il n'y a pas de carte Données sur le terrain.", ex.R_DATA),
    (MalformedInput, "'hide:0R,': an empty entry between commas; remove the extra comma",
     '«\xa0hide:0R,\xa0» : une entrée vide entre deux virgules ; retirez la virgule en trop.', ex.R_DATA_3P),
    (IllegalAction, "turn exactly 1 face-up rumour card face down, written like 'hide:0R,2B' (seat then colour)",
     'Retournez face cachée exactement 1 carte Rumeur face visible, écrit comme «\xa0hide:0R,2B\xa0» (joueur puis couleur).', ex.R_DATA_3P),
    (MalformedInput, "'9R' does not name a rumour: write the seat then the colour, like '2B'",
     '«\xa09R\xa0» ne désigne pas une rumeur : écrivez le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_DATA_3P),
    (MalformedInput, "'R' does not name a rumour: write the seat then the colour, like '2B'",
     '«\xa0R\xa0» ne désigne pas une rumeur : écrivez le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_DATA_3P),
    (MalformedInput, "'X' is not a colour of this game (R red, P pink, B blue, Y yellow)",
     "«\xa0X\xa0» n'est pas une couleur de cette partie ; chaque couleur s'écrit par l'initiale de son nom anglais : R pour le rouge, P pour le rose, B pour le bleu, Y pour le jaune.", ex.R_DATA_3P),
    (IllegalAction, 'seat 1 has no face-up pink rumour card',
     "Le joueur 1 n'a aucune carte Rumeur rose face visible.", ex.R_DATA_3P),
    (MalformedInput, "'guess:0B,,2Y': an empty entry between commas; remove the extra comma",
     '«\xa0guess:0B,,2Y\xa0» : une entrée vide entre deux virgules ; retirez la virgule en trop.', ex.R_GUESS_STD1),
    (IllegalAction, 'your own column is not on your investigation sheet: guess the others',
     "Votre propre colonne n'est pas sur votre feuille d'enquête : devinez les autres.", ex.R_GUESS_STD1),
    (MalformedInput, "'XB': write each guess as the seat then the colour, like '2B'",
     '«\xa0XB\xa0» : écrivez chaque hypothèse avec le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_GUESS_STD1),
    (MalformedInput, 'there is no seat 7: seats are numbered 0 to 2',
     "Il n'y a pas de joueur 7 : les joueurs sont numérotés de 0 à 2.", SEAT_NUMBERS),
    (MalformedInput, "write one colour for each other seat (seat 0, seat 2), like 'guess:0R,2R'",
     'Écrivez une couleur pour chacun des autres joueurs (joueur 0, joueur 2), comme «\xa0guess:0R,2R\xa0».', ex.R_GUESS_STD1),
    (MalformedInput, "'K' is not a colour of this game (R red, P pink, B blue, Y yellow)",
     "«\xa0K\xa0» n'est pas une couleur de cette partie ; chaque couleur s'écrit par l'initiale de son nom anglais : R pour le rouge, P pour le rose, B pour le bleu, Y pour le jaune.", ex.R_GUESS_STD1),
    (WrongPhase, 'the game is over: nobody acts any more',
     'La partie est finie : plus personne ne joue.', ex.R_END_STANDARD),
    (WrongPlayer, "it is not seat 1's decision now; waiting for seat 0",
     "Ce n'est pas au joueur 1 de jouer : on attend le joueur 0.", ex.R_DAY),
    (MalformedInput, "'hide:0R,': an empty entry between commas; remove the extra comma",
     '«\xa0hide:0R,\xa0» : une entrée vide entre deux virgules ; retirez la virgule en trop.', ex.R_DATA),
    (IllegalAction, "turn exactly 2 face-up rumour cards face down, written like 'hide:0R,2B' (seat then colour)",
     'Retournez face cachée exactement 2 cartes Rumeur face visible, écrit comme «\xa0hide:0R,2B\xa0» (joueur puis couleur).', ex.R_DATA),
    (IllegalAction, 'seat 0 has 1 face-up red rumour card, not 2',
     'Le joueur 0 a 1 carte Rumeur rouge face visible, pas 2.', ex.R_DATA),
    (MalformedInput, "'4R' does not name a rumour: write the seat then the colour, like '2B'",
     '«\xa04R\xa0» ne désigne pas une rumeur : écrivez le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_DATA),
    (MalformedInput, "'12R' does not name a rumour: write the seat then the colour, like '2B'",
     '«\xa012R\xa0» ne désigne pas une rumeur : écrivez le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_DATA),
    (MalformedInput, "'0RR' does not name a rumour: write the seat then the colour, like '2B'",
     '«\xa00RR\xa0» ne désigne pas une rumeur : écrivez le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_DATA),
    (IllegalAction, 'there is no black card on the field',
     "Il n'y a aucune carte noire sur le terrain.", ex.R_TAKE),
    (IllegalAction, 'the field holds 1 blue card, not 2',
     "Il n'y a qu'une carte bleue sur le terrain, pas 2.", ex.R_TAKE),
    (IllegalAction, 'only a take of two black cards chooses its disk colour; here the disk is pink',
     'Seule une prise de deux cartes noires choisit la couleur de son disque ; ici le disque est rose.', ex.R_BLACK),
    (IllegalAction, 'a data card needs at least 1 face-up rumour card on the table; there are 0',
     'Une carte Données demande au moins 1 carte Rumeur face visible sur la table ; il y en a 0.', ex.R_DATA_3P),
    (MalformedInput, 'there is no seat 12: seats are numbered 0 to 2',
     "Il n'y a pas de joueur 12 : les joueurs sont numérotés de 0 à 2.", SEAT_NUMBERS),
    (MalformedInput, "'1XB': write each guess as the seat then the colour, like '2B'",
     '«\xa01XB\xa0» : écrivez chaque hypothèse avec le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_GUESS_STD1),
    (IllegalAction, 'seat 1 has no face-up blue rumour card',
     "Le joueur 1 n'a aucune carte Rumeur bleue face visible.", ex.R_DATA),
    (IllegalAction, 'seat 1 has 1 face-up black rumour card, not 2',
     'Le joueur 1 a 1 carte Rumeur noire face visible, pas 2.', ex.R_DATA),
    (MalformedInput, "'5X' does not name a rumour: write the seat then the colour, like '2B'",
     '«\xa05X\xa0» ne désigne pas une rumeur : écrivez le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_DATA),
    (MalformedInput, "'10K' does not name a rumour: write the seat then the colour, like '2B'",
     '«\xa010K\xa0» ne désigne pas une rumeur : écrivez le joueur puis la couleur, comme «\xa02B\xa0».', ex.R_DATA),
    (IllegalAction, "with two black cards the disk is of a colour most represented on the field: write 'take:K/K:X' with X one of P (pink), B (blue)",
     "Avec deux cartes noires, le disque est d'une couleur parmi les plus présentes sur le terrain : écrivez «\xa0take:K/K:X\xa0» avec X parmi P (rose), B (bleu).", ex.R_BLACK),
    (MalformedInput, "'X' is not a colour of this game (R red, P pink, B blue, Y yellow)",
     "«\xa0X\xa0» n'est pas une couleur de cette partie ; chaque couleur s'écrit par l'initiale de son nom anglais : R pour le rouge, P pour le rose, B pour le bleu, Y pour le jaune.", ex.R_GUESS_STD1),
    (MalformedInput, "'X' is not a colour of this game (R red, P pink, B blue, Y yellow)",
     "«\xa0X\xa0» n'est pas une couleur de cette partie ; chaque couleur s'écrit par l'initiale de son nom anglais : R pour le rouge, P pour le rose, B pour le bleu, Y pour le jaune.", ex.R_GUESS_STD1),
    (IllegalAction, 'your own column is not on your investigation sheet: guess the others',
     "Votre propre colonne n'est pas sur votre feuille d'enquête : devinez les autres.", ex.R_GUESS_STD1),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_refusal_says_why_in_the_players_words_and_cites_its_rule(lang: str) -> None:
    assert len(REFUSED) == len(REFUSALS)
    with language(lang):
        states = refusal_states()
        for (table, seat, action), (kind, english, french, rule) in zip(REFUSALS, REFUSED,
                                                                          strict=True):
            s = states[table]
            before = s.to_json()
            with pytest.raises(RuleError) as info:
                s.apply(seat, action)
            assert type(info.value) is kind, action
            want = english if lang == "en" else french
            assert info.value.reason.replace(NNBSP, " ") == want, action
            if lang == "en":
                assert info.value.rule == rule, action
            assert s.to_json() == before


def seat_view_from_all(v: dict[str, Any], seat: int) -> dict[str, Any]:
    """What ``seat`` may know, from the all-seeing view ``v`` (Witch 3 "Préparation": a
    player card is its seat's secret until the reveal, and so are the sheets (night (1)); the
    points are face-down tokens, each seat's own, until the end; the deck's order and the
    unseen player card stay hidden)."""
    over = v["phase"] == "over"
    w = {k: x for k, x in v.items() if k not in ("unseen", "deck", "pending", "private")}
    w["seat"] = seat
    w["players"] = [
        {**pl, "points": pl["points"] if over or q == seat else None,
         "borrowed": pl["borrowed"] if over or q == seat else None}
        for q, pl in enumerate(v["players"])
    ]
    if not v["revealed"]:
        w["colours"] = w["sheets"] = None
    w["colour"] = v["colours"][seat]
    w["sheet"] = v["sheets"][seat]
    w["pending_guess"] = v["pending"].get(str(seat))
    w["private"] = v["private"][seat]
    return w


def check_views(s: WitchState) -> None:
    v = s.view(None)
    assert v["seat"] is None and v["active"] == (s.active if v["phase"] in ("turn", "hide")
                                                 else None)  # fmt: skip
    for p in range(s.n_players):
        assert s.view(p) == seat_view_from_all(v, p), p


def test_each_seat_sees_the_table_and_its_own_secrets_only() -> None:
    """At every decision of a game of each kind (and in the scripted game's positions)."""
    for config in CONFIGS:
        s = WitchState.new(seed=4, **config)
        rng = random.Random(4)
        while not s.is_terminal():
            check_views(s)
            p = s.current_players()[0]
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.randrange(len(legal))])
        check_views(s)
    for s in refusal_states().values():
        check_views(s)


def test_the_all_seeing_view_of_a_scripted_position() -> None:
    """Seat 1 has just used the data card (Witch 5, 3 players: one rumour to turn face down):
    seat 0 traded yellow four times and holds the 4 yellow disks; the discard holds each take's
    traded card and the data card; 39 - 5 series of 5 - 1 top-up card = 13 cards left."""
    s = new(3, PREFIX, standard=True)
    for a in ACTIONS[:11]:
        s.apply(s.current_players()[0], a)
    v = s.view(None)
    zero = {"red": 0, "pink": 0, "blue": 0, "yellow": 0}
    assert {k: x for k, x in v.items() if k not in ("public", "private", "players")} == {
        "game": "witch", "n_players": 3, "seat": None,
        "options": {"standard": True, "first_player": 0},
        "colour_names": ["red", "pink", "blue", "yellow"], "phase": "hide", "day": 1,
        "active": 1, "first_players": [0], "series": 5,
        "field": {"red": 1, "pink": 1, "blue": 1, "yellow": 2, "data": 0}, "deck_size": 13,
        "discard": {"K": 0, "R": 2, "P": 3, "B": 1, "Y": 4, "D": 1},
        "supply": {"red": 2, "pink": 1, "blue": 3, "yellow": 0}, "parked": None,
        "guessed": [], "revealed": False, "colours": ["blue", "red", "yellow"],
        "sheets": [[], [], []], "executed": None, "winners": None, "unseen": ["pink"],
        "deck": "RPBYRPPPBBYDD", "pending": {},
    }
    assert v["players"] == [
        {"rumours": {"red": 2, "pink": 1, "blue": 1, "yellow": 0}, "face_down": zero,
         "disks": {"red": 0, "pink": 0, "blue": 0, "yellow": 4}, "points": 0, "borrowed": 0},
        {"rumours": {"red": 1, "pink": 0, "blue": 1, "yellow": 1}, "face_down": zero,
         "disks": {"red": 1, "pink": 1, "blue": 1, "yellow": 0}, "points": 1, "borrowed": 0},
        {"rumours": {"red": 1, "pink": 0, "blue": 2, "yellow": 0}, "face_down": zero,
         "disks": {"red": 1, "pink": 2, "blue": 0, "yellow": 0}, "points": 0, "borrowed": 0},
    ]
    assert s.card_census() == [0, 9, 9, 9, 9, 3] and s.disk_census() == [0, 4, 4, 4, 4]
    assert s.legal_actions(1) == ["hide:0R", "hide:0P", "hide:0B", "hide:1R", "hide:1B",
                                  "hide:1Y", "hide:2R", "hide:2B"]  # fmt: skip
    assert s.legal_actions(0) == s.legal_actions(2) == [] and s.current_players() == [1]


@pytest.mark.parametrize(("typed", "read"), [
    ("prendre:y/y", "take:Y/Y"), ("TAKE:Y/ y ", "take:Y/Y"), ("Données", "data"),
    ("donnees", "data"),
])
def test_a_decision_is_read_in_any_case_spacing_and_in_french_words(typed: str, read: str) -> None:
    """The notation (the state's docstring) and the French verbs a class may type."""
    games = []
    for action in (typed, read):
        s = new(4, "KKRRPBD" + "Y" * 4, standard=False)
        s.apply(0, "take:R/R")
        s.apply(1, "take:K/K:P")  # two face-up rumours: seat 2 may use the data card
        s.apply(2, "take:P/B" if read != "data" else action)
        if read != "data":
            s.apply(3, action)
        games.append(s)
    assert games[0].history == games[1].history and games[0].to_json() == games[1].to_json()


def test_rumours_and_guesses_are_read_in_a_canonical_order() -> None:
    """Witch 3 (2) step 4 and night (1): the order they are written in does not matter; a
    face-down rumour no longer counts, so the next data card waits for two face-up ones."""
    s = new(4, "KKRRPBY" + "DDRRPBY", standard=False)
    for a in ("take:R/R", "take:K/K:P", "take:P/B", "data"):
        s.apply(s.current_players()[0], a)
    assert s.current_players() == [3] and s.field[5] == 1
    s.apply(3, " retourner: 2p , 0r ")
    assert s.history[-1] == (3, "hide:0R,2P")
    assert (s.n_up, sum(map(sum, s.down))) == (1, 2)
    assert s.card_census() == [14, 14, 14, 14, 14, 4]
    assert "data" not in s.legal_actions(0)
    with pytest.raises(IllegalAction, match="there is 1"):
        s.apply(0, "data")
    while s.phase != "guess":
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    s.apply(0, "deviner:3y,1R,2k")
    assert s.history[-1] == (0, "guess:1R,2K,3Y")
    assert s.pending[0] == [None, 1, 0, 4]


def stuck_table(data_cards: int) -> WitchState:
    """A discovery game for 4 whose deck is spent and whose field holds two red cards and
    ``data_cards`` data cards, no rumour face up yet: the first take leaves seat 1 nothing to
    take and one face-up rumour, too few for a data card (Witch 3 (2))."""
    s = new(4, standard=False)
    for i in range(6):  # the deck and the field's cards go to the discard pile
        s.discard[i] += s.field[i] + s.deck.count(i)
        s.field[i] = 0
    s.deck = []
    s.field[1], s.discard[1] = 2, s.discard[1] - 2
    s.field[5], s.discard[5] = data_cards, s.discard[5] - data_cards
    assert s.card_census() == [14, 14, 14, 14, 14, 4]
    return s


@pytest.mark.parametrize(("lang", "data_cards", "text"), [
    ("en", 1, "Seat 1 can neither take two character cards nor use a data card: day 1 ends, the 1 "
              "card left on the field is discarded and night falls."),
    ("en", 2, "Seat 1 can neither take two character cards nor use a data card: day 1 ends, the 2 "
              "cards left on the field are discarded and night falls."),
    ("fr", 2, "Le joueur 1 ne peut ni prendre deux cartes personnage ni utiliser une carte "
              "Données : le jour 1 se termine, les 2 cartes restées sur le terrain sont "
              "défaussées et la nuit tombe."),
])
def test_a_seat_with_nothing_to_do_ends_the_day(lang: str, data_cards: int, text: str) -> None:
    """RULINGS (Witch of the Academy): a player with no legal action ends the day and the
    field is discarded; the night starts (Witch 3 "Phase de Nuit")."""
    with language(lang):
        s = stuck_table(data_cards)
        k = len(s.events)
        step(s, 0, "take:R/R")  # checks the take, the day's end and the night's start
        assert s.events[k + 1].text == text.replace(" :", NNBSP + ":")
    assert s.field == [0] * 6 and s.discard[5] == 4 and s.card_census() == [14] * 5 + [4]
    assert s.phase == "guess" and s.current_players() == [0, 1, 2, 3]


@pytest.mark.parametrize(("options", "kind", "reason", "rule"), [
    ({"n_players": 4, "standard": False, "first_player": 4}, MalformedInput,
     "first_player must be a seat 0..3, not 4", ex.R_FIRST),
    ({"n_players": 4, "standard": False, "first_player": True}, MalformedInput,
     "first_player must be a seat 0..3, not True", ex.R_FIRST),
    ({"n_players": 4, "standard": False, "first_player": -1}, MalformedInput,
     "first_player must be a seat 0..3, not -1", ex.R_FIRST),
    ({"n_players": 4, "standard": False, "colours": ["red"]}, MalformedInput,
     "colours must give one colour for each of the 4 seats, not ['red']", ex.R_SETUP),
    ({"n_players": 4, "standard": True, "colours": "RPBY"}, MalformedInput,
     "colours must give one colour for each of the 4 seats, not 'RPBY'", ex.R_SETUP_STD),
    ({"n_players": 4, "standard": False, "colours": ["red", "R", "blue", "pink"]}, MalformedInput,
     "each colour is dealt once, not ['red', 'R', 'blue', 'pink']", ex.R_SETUP),
    ({"n_players": 3, "standard": True, "colours": ["red", "black", "blue"]}, MalformedInput,
     "'black' is not a colour of this game; colours: red (R), pink (P), blue (B), yellow (Y)",
     "Witch 2"),
    ({"n_players": 3, "standard": True, "deck": "XYZ"}, MalformedInput,
     "the deck is written with the letters RPBYD, not 'XYZ'", ex.R_SETUP_STD),
    ({"n_players": 3, "standard": True, "deck": 5}, MalformedInput,
     "the deck is written with the letters RPBYD, not 5", ex.R_SETUP_STD),
    ({"n_players": 4, "standard": False, "deck": "RRRR"}, MalformedInput,
     "this game's deck holds {'K': 14, 'R': 14, 'P': 14, 'B': 14, 'Y': 14, 'D': 4}, not "
     "{'K': 0, 'R': 4, 'P': 0, 'B': 0, 'Y': 0, 'D': 0}", ex.R_SETUP),
])
def test_bad_options_are_refused_with_their_rule(options: dict[str, Any], kind: type,
                                                 reason: str, rule: str) -> None:
    """Witch 3 "Préparation" and 5: the first player is a seat; lessons' colours and decks
    are the game's (each colour once; the deck's letters and counts, RULINGS)."""
    with pytest.raises(RuleError) as info:
        WitchState.new(seed=0, **options)
    assert (type(info.value), info.value.reason, info.value.rule) == (kind, reason, rule)


def test_options_given_are_the_games() -> None:
    """A deck is read in any case and spacing, top card first; chosen colours by name or
    letter; the other player cards go back unseen (Witch 3 "Préparation")."""
    from .helpers import full_deck

    deck = full_deck("YD", 3, True)
    s = WitchState.new(n_players=3, seed=0, deck=f" {deck.lower()} ", colours=["p", "Red", "B"],
                       first_player=2)  # fmt: skip
    v = s.view(None)
    assert v["deck"] == deck[5:] and v["field"] == {"red": 3, "pink": 0, "blue": 0, "yellow": 1,
                                                    "data": 1}  # fmt: skip
    assert (v["colours"], v["unseen"], v["active"]) == (["pink", "red", "blue"], ["yellow"], 2)
    assert s.options == {"standard": True, "first_player": 2, "colours": ["p", "Red", "B"],
                         "deck": f" {deck.lower()} "}  # fmt: skip
    assert WitchState.from_json(s.to_json()) == s
    plain = WitchState.new(n_players=5, seed=0)
    assert plain.options == {"standard": True, "first_player": 0} and plain.unseen == []
    assert "unseen" not in plain.events[0].text and plain.events[0].text.endswith("each seat.")


@pytest.mark.parametrize(("lang", "borrow", "suspicion_head"), [
    ("en", "Seat 1 cannot pay 9 for correct guesses about them: borrows 7 from the supply, noted "
           "on the investigation sheet (now 7 borrowed).",
     "Face-up rumour cards turn into suspicion: "),
    ("fr", "Le joueur 1 ne peut pas payer 9 pour les bonnes hypothèses à son sujet : il emprunte "
           "7 à la réserve, noté sur sa feuille d'enquête (dette totale : 7).",
     "Les cartes Rumeur face visible deviennent de la suspicion : "),
])
def test_a_seat_that_cannot_pay_for_the_guesses_borrows(lang: str, borrow: str,
                                                        suspicion_head: str) -> None:
    """Witch 3 night (3): each seat that guessed red right takes 3 points from seat 1, who
    holds 2 and borrows the 7 missing (RULINGS: points may go below zero); no rumour is face
    down, so none is discarded first (night (4))."""
    with language(lang):
        s = new(4, standard=False)  # seat 0 blue, 1 red, 2 black, 3 yellow
        while s.phase != "guess":
            p = s.current_players()[0]
            s.apply(p, s.legal_actions(p)[0])
        for p in range(4):  # the face-down rumours go to the discard pile
            for c in range(5):
                s.discard[c] += s.down[p][c]
            s.down[p] = [0] * 5
        s.tokens[1] = 2
        s.disks[1] = [0] * 5
        k = len(s.events)
        for p, row in enumerate(["guess:1R,2R,3R", "guess:0Y,2Y,3B", "guess:0R,1R,3R",
                                 "guess:0R,1R,2R"]):  # fmt: skip
            step(s, p, row)  # checks every event of the night, the borrow's data and rule
        texts: dict[str, str] = {}
        for e in s.events[k:]:
            texts.setdefault(e.kind, e.text)
        assert texts["borrow"] == borrow.replace(" :", NNBSP + ":")
        assert texts["suspicion"].startswith(suspicion_head.replace(" :", NNBSP + ":"))
    assert s.borrowed[1][0] == {"day": 1, "points": 7, "for": "correct guesses about them"}


def test_a_fresh_process_reads_a_sheet_as_a_warm_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table of each seat's possible sheets is made once and kept (``_GUESS_SETS``): a
    sheet is read, and a bad one refused, alike whether it is made now or was kept."""
    from majority_core.witch import refusals

    for fresh in (True, False):
        if fresh:
            monkeypatch.setattr(refusals, "_GUESS_SETS", {})
        s = refusal_states()["night3"]
        s.apply(1, "guess:0B,2Y")
        s.apply(2, "deviner:1r,0y")
        assert s.history[-2:] == [(1, "guess:0B,2Y"), (2, "guess:0Y,1R")]
        rows = {f"guess:0{a},2{b}" for a in "RPBY" for b in "RPBY"}  # Witch 5: no black
        assert refusals._GUESS_SETS[3, 1, (1, 2, 3, 4)] == rows


def test_two_rumours_of_one_seat_are_read_in_either_order() -> None:
    """Witch 3 (2) step 4: any two face-up rumours, of one seat or two; "hide:0Y,0R" is the
    same decision as "hide:0R,0Y" (the notation lists a seat's colours in the rulebook's
    order, Witch 2)."""
    for seed in range(50):
        s = WitchState.new(n_players=4, seed=seed, standard=False)
        rng = random.Random(seed)
        while not s.is_terminal():
            p = s.current_players()[0]
            legal = s.legal_actions(p)
            pairs = [a for a in legal if a.startswith("hide:")
                     and a[5] == a[8] and a[6] != a[9]]  # fmt: skip
            if pairs:
                a = pairs[0]
                s.apply(p, f"hide:{a[8:10]},{a[5:7]}")
                assert s.history[-1] == (p, a)
                return
            s.apply(p, legal[rng.randrange(len(legal))])
    raise AssertionError("no seat with two face-up rumours of two colours to hide")


def expected_rows(s: WitchState) -> list[dict[str, Any]]:
    """Each seat's results, from the rulebook's sources of points: 1 per data card used
    (Witch 3 (2)), the night's disk points and a token taken instead of a disk (night (2),
    Exception 2), correct guesses won and paid (night (3); Witch 5), suspicion paid (night
    (4); Witch 5, both days); the guesses counted on the revealed sheets."""
    n = s.n_players
    v = s.view(None)
    rows = []
    for p in range(n):
        mine = [e for e in s.events if e.data.get("seat") == p]
        data = sum(1 for e in mine if e.kind == "data")
        tokens = sum(1 for e in mine if e.kind == "take" and e.data["source"] == "token")
        disks = sum(e.data["points"][p] for e in s.events if e.kind == "information")
        won = sum(e.data["points"] for e in s.events if e.kind == "guess-paid"
                  and e.data["payee"] == p)  # fmt: skip
        lost = sum(e.data["points"] for e in s.events if e.kind == "guess-paid"
                   and e.data["payer"] == p)  # fmt: skip
        paid = sum(e.data["points"] for e in mine if e.kind in ("parked-paid", "suspicion-paid"))
        sheets, colours = v["sheets"], v["colours"]
        revealed = v["revealed"]
        correct = sum(1 for t in range(n) if t != p for row in sheets[p]
                      if row[t] == colours[t]) if revealed else 0  # fmt: skip
        guessed_by = sum(1 for t in range(n) if t != p for row in sheets[t]
                         if row[p] == colours[p]) if revealed else 0  # fmt: skip
        winners = v["winners"] or []
        rows.append({
            "colour": colours[p], "points": v["players"][p]["points"],
            "borrowed": v["players"][p]["borrowed"], "data_points": data,
            "disk_points": disks + tokens, "guess_points_won": won, "guess_points_lost": lost,
            "suspicion_paid": paid, "correct_guesses": correct, "guessed_by_others": guessed_by,
            "guesses": sum(1 for row in sheets[p] for c in row if c is not None),
            "executed": v["executed"] == p, "won": p in winners,
            "share": 1 / len(winners) if p in winners else 0.0,
        })
        # every point comes from one of these sources
        assert rows[-1]["points"] == data + disks + tokens + won - lost - paid
    return rows


def test_result_rows_add_up_each_seats_points() -> None:
    """What the analysis and the class tables read (``result_rows``), mid-game and at the end
    of games of each kind, two winners sharing the win included (3 players, seed 1)."""
    for config, seed in [*((c, 3) for c in CONFIGS), ({"n_players": 3, "standard": True}, 1)]:
        s = WitchState.new(seed=seed, **config)
        rng = random.Random(seed)
        k = 0
        while not s.is_terminal():
            if k % 40 == 0:
                assert s.result_rows() == expected_rows(s)
            waiting = s.current_players()
            p = waiting[rng.randrange(len(waiting))]
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.randrange(len(legal))])
            k += 1
        assert s.result_rows() == expected_rows(s)
    assert sorted(r["share"] for r in s.result_rows()) == [0.0, 0.5, 0.5]
    s, _texts = scripted()  # two tokens taken instead of a disk (Exception 2)
    assert s.result_rows() == expected_rows(s) and s.result_rows()[0]["disk_points"] == 26


def test_views_are_copies_and_each_board_is_its_seats_view() -> None:
    """Scribbling on a view's records changes neither the game nor another view; the board
    drawn for a seat is that seat's view, not the all-seeing one (Witch 3 "Préparation")."""
    from tests.contract import scribble

    s = refusal_states()["night3"]
    clean = [json.dumps(s.view(p)) for p in (None, 0, 1, 2)]
    for p in (None, 0, 1, 2):
        scribble(s.view(p))
    assert [json.dumps(s.view(p)) for p in (None, 0, 1, 2)] == clean
    for p in range(3):
        html = s._repr_html_(p)
        assert html == ex.board_html(s.view(p)) != s._repr_html_(None)
