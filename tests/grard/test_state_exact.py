"""GrardState, exactly: what each seat is told, in which words, and what the engine records.

Why: the rules' tests (``test_state.py``), the referee and the golden playthrough judge the
game's outcomes and its English sentences, but nothing read an event's kind, its machine data
(what the board and the class tables read), its audience, a round's or a turn's log entry, a
whole view, or a refusal's French words and cited rule: mutation testing of ``state.py``
(docs/mutation.md) left those changes alive. These tests pin them in a scripted game whose
every card follows from the deal ruling (docs/rulings-grard.md: one draw pile, its top card
first, the reference then A, B and C), and they run in a fraction of a second, first in the
module's mutation selection (``tasks.MUTATE_TESTS``).
"""

from __future__ import annotations

from typing import Any

import pytest

from majority_core.errors import IllegalAction, MalformedInput, WrongPhase, WrongPlayer
from majority_core.grard import GrardState
from majority_core.grard.components import N_CARDS, word
from majority_core.i18n import language

from .helpers import vote_all, with_pile

NNBSP = "\u202f"  # French typography: a narrow no-break space before : ; ? ! and inside « »


def scripted_game() -> tuple[GrardState, list[int]]:
    """4 players, seed 5, the Variant card tossed, target 5: four rounds that end each way a
    round can end with votes (Grard "Résolution des votes", "La carte Marquer", "Cas
    particulier", "Fin d'une manche", "Fin de la partie"); with the draw pile as it was dealt."""
    s = GrardState.new(n_players=4, seed=5, variant_toss=True, target=5)
    deck = [*s.draw, *reversed(s.propositions.values()), *s.pile]  # before the first deal
    vote_all(s, {0: "A", 1: "A", 2: "A", 3: "B"})  # A goes on; seat 3 is out
    vote_all(s, {0: "mark", 1: "mark", 2: "C"})  # Mark alone: 0 and 1 score the pile of 2
    vote_all(s, {0: "A", 1: "B", 2: "C", 3: "mark"})  # no majority
    vote_all(s, {0: "A", 1: "A", 2: "mark", 3: "mark"})  # A and Mark tie: 2 and 3 score 1,
    vote_all(s, {2: "B", 0: "mark", 1: "mark", 3: "B"})  # then 0, 1 alone score 2; round 4
    return s, deck


def votes(turn: dict[int, str]) -> list[tuple[str, dict[str, Any], frozenset[int] | None]]:
    """Each vote laid face down: everyone sees that the seat voted, the seat alone sees what
    (Grard "Premier tour d'une manche")."""
    out: list[tuple[str, dict[str, Any], frozenset[int] | None]] = []
    for seat, vote in sorted(turn.items()):
        out += [("vote", {"seat": seat}, None),
                ("my vote", {"seat": seat, "vote": vote}, frozenset({seat}))]
    return out


def test_every_event_has_its_kind_its_data_and_its_audience() -> None:
    """The scripted game, event by event: the cards dealt are the draw pile's top ones in
    order (docs/rulings-grard.md), scores follow Grard "Résolution des votes" and "La carte
    Marquer", the Variant card is tossed at each round (Grard "Variante")."""
    s, deck = scripted_game()
    deal = deck.copy()

    def take(k: int) -> list[int]:
        return [deal.pop() for _ in range(k)]

    def turn(n: int) -> tuple[str, dict[str, Any], None]:
        return ("turn", {"turn": n, "propositions": dict(zip("ABC", take(3), strict=True))}, None)

    def round_start(n: int) -> tuple[str, dict[str, Any], None]:
        return ("round", {"round": n, "reference": take(1)[0]}, None)

    expected = [
        ("setup", {}, None),
        ("variant", {"least_logical": True}, None),
        round_start(1), turn(1),
        *votes({0: "A", 1: "A", 2: "A", 3: "B"}),
        ("reveal", {"votes": {"0": "A", "1": "A", "2": "A", "3": "B"}}, None),
        ("resolution", {"counts": {"A": 3, "B": 1, "C": 0, "mark": 0}, "majority": ["A"]}, None),
        turn(2),
        *votes({0: "mark", 1: "mark", 2: "C"}),
        ("reveal", {"votes": {"0": "mark", "1": "mark", "2": "C"}}, None),
        ("resolution", {"counts": {"A": 0, "B": 0, "C": 1, "mark": 2}, "majority": ["mark"]},
         None),
        ("round end", {"end": "mark", "scores": [2, 2, 0, 0]}, None),
        ("variant", {"least_logical": False}, None),
        round_start(2), turn(1),
        *votes({0: "A", 1: "B", 2: "C", 3: "mark"}),
        ("reveal", {"votes": {"0": "A", "1": "B", "2": "C", "3": "mark"}}, None),
        ("resolution", {"counts": {"A": 1, "B": 1, "C": 1, "mark": 1}, "majority": []}, None),
        ("round end", {"end": "no majority", "scores": [2, 2, 0, 0]}, None),
        ("variant", {"least_logical": False}, None),
        round_start(3), turn(1),
        *votes({0: "A", 1: "A", 2: "mark", 3: "mark"}),
        ("reveal", {"votes": {"0": "A", "1": "A", "2": "mark", "3": "mark"}}, None),
        ("resolution", {"counts": {"A": 2, "B": 0, "C": 0, "mark": 2},
                        "majority": ["A", "mark"]}, None),
        ("two left", {"seats": [0, 1], "points": 2}, None),
        ("round end", {"end": "two left", "scores": [4, 4, 1, 1]}, None),
        ("variant", {"least_logical": False}, None),
        round_start(4), turn(1),
        *votes({2: "B", 0: "mark", 1: "mark", 3: "B"}),
        ("reveal", {"votes": {"0": "mark", "1": "mark", "2": "B", "3": "B"}}, None),
        ("resolution", {"counts": {"A": 0, "B": 2, "C": 0, "mark": 2},
                        "majority": ["B", "mark"]}, None),
        ("two left", {"seats": [2, 3], "points": 2}, None),
        ("round end", {"end": "two left", "scores": [5, 5, 3, 3]}, None),
        ("game end", {"winners": [0, 1]}, None),
    ]
    assert [(e.kind, e.data, e.visible_to) for e in s.events] == expected
    assert all(e.rule for e in s.events), "every event cites its rule"
    assert s.winners == [0, 1] and s.returns() == [0.5, 0.5, 0.0, 0.0]


def test_each_round_and_turn_is_logged_with_its_outcome() -> None:
    """``round_log`` and ``turn_log``, what the analysis and the lessons read: how each round
    ended, its pile, its mode and the points it gave; each turn's votes and majority."""
    s, _deck = scripted_game()
    assert s.round_log == [
        {"round": 1, "turns": 2, "end": "mark", "pile_size": 2, "least_logical": True,
         "points": [2, 2, 0, 0]},
        {"round": 2, "turns": 1, "end": "no majority", "pile_size": 1, "least_logical": False,
         "points": [0, 0, 0, 0]},
        {"round": 3, "turns": 1, "end": "two left", "pile_size": 2, "least_logical": False,
         "points": [2, 2, 1, 1]},
        {"round": 4, "turns": 1, "end": "two left", "pile_size": 2, "least_logical": False,
         "points": [1, 1, 2, 2]},
    ]
    assert [(t["round"], t["turn"], t["pile_before"], t["votes"], t["majority"], t["reason"])
            for t in s.turn_log] == [
        (1, 1, 1, {0: "A", 1: "A", 2: "A", 3: "B"}, ("A",), "continue"),
        (1, 2, 2, {0: "mark", 1: "mark", 2: "C"}, ("mark",), "nobody continues"),
        (2, 1, 1, {0: "A", 1: "B", 2: "C", 3: "mark"}, (), "no majority"),
        (3, 1, 1, {0: "A", 1: "A", 2: "mark", 3: "mark"}, ("A", "mark"), "continue"),
        (4, 1, 1, {2: "B", 0: "mark", 1: "mark", 3: "B"}, ("B", "mark"), "continue"),
    ]
    assert s.turn_log[0]["counts"] == {"A": 3, "B": 1, "C": 0, "mark": 0}
    assert s.turns_played == 5 and s.round == 4 and s.over
    assert s.result_rows() == [
        {"points": p, "won": w, "share": sh, "rounds": 4, "turns": 5}
        for p, w, sh in ((5, True, 0.5), (5, True, 0.5), (3, False, 0.0), (3, False, 0.0))
    ]
    # at the end the table is cleared: every card is back in the box or the draw pile
    assert s.pile == [] and s.propositions == {} and s.active == [] and s.votes == {}
    assert sorted(s.cards_in_play()) == list(range(N_CARDS))


def test_a_seats_view_is_exactly_what_the_table_shows() -> None:
    """Mid-turn in round 4 of the scripted game, seat 2 has voted B: its view shows every
    public thing (Grard "Premier tour d'une manche": the cards face up, who has voted; scores
    are public, docs/rulings-grard.md) and its own vote; the all-seeing view adds the pending
    votes, the draw pile and the box; another seat sees that seat 2 voted, not what."""
    s = GrardState.new(n_players=4, seed=5, variant_toss=True, target=5)
    vote_all(s, {0: "A", 1: "A", 2: "A", 3: "B"})
    vote_all(s, {0: "mark", 1: "mark", 2: "C"})
    vote_all(s, {0: "A", 1: "B", 2: "C", 3: "mark"})
    vote_all(s, {0: "A", 1: "A", 2: "mark", 3: "mark"})
    s.apply(2, "B")
    pile, props = list(s.pile), dict(s.propositions)
    shown = {str(w): word(w).text("fr") for w in (*pile, *props.values())}
    public = {
        "game": "grard", "n_players": 4, "target": 5, "language": "fr",
        "round": 4, "turn": 1, "least_logical": False, "scores": [4, 4, 1, 1],
        "active": [0, 1, 2, 3], "out": {}, "pile": pile, "pile_size": 1,
        "reference": pile[-1], "propositions": props, "words": shown, "voted": [2],
        "draw_size": len(s.draw), "box_size": len(s.box),
        "last_turn": {
            "added": ["A"], "continuing": ["0", "1"],
            "counts": {"A": 2, "B": 0, "C": 0, "mark": 2}, "eliminated": [],
            "majority": ["A", "mark"], "marked": ["2", "3"], "pile_size": 1,
            "points": {"0": 0, "1": 0, "2": 1, "3": 1}, "reason": "continue",
            "round_over": False,
            "votes": {"0": "A", "1": "A", "2": "mark", "3": "mark"},
        },
        "rounds_played": 3, "game_over": False, "winners": [],
    }
    assert s.view(2) == {**public, "seat": 2, "my_vote": "B"}
    assert s.view(0) == {**public, "seat": 0}
    assert s.view(None) == {**public, "seat": None, "votes": {"2": "B"}, "draw": s.draw,
                            "box": s.box}
    assert len(s.draw) + len(s.box) + len(pile) + 3 == N_CARDS


def test_an_eliminated_seat_is_out_with_the_reason_everyone_saw() -> None:
    """Grard "Résolution des votes": a player outside the majority is out of the round; the
    view says why, in the words of the turn (his vote, the turn, the majority), and so does the
    refusal of his next vote."""
    s = with_pile(5, 2)
    vote_all(s, {0: "A", 1: "A", 2: "A", 3: "B", 4: "mark"})
    assert s.view(0)["out"] == {
        "3": "voted B in turn 2 while the majority was A",
        "4": "voted Mark in turn 2 while the majority was A",
    }
    s = with_pile(6, 4)  # Grard "Cas particulier", Exemple 2
    vote_all(s, {0: "A", 1: "A", 2: "B", 3: "B", 4: "mark", 5: "mark"})
    assert s.view(1)["out"] == {"4": "cashed in 4 with Mark in turn 4",
                                "5": "cashed in 4 with Mark in turn 4"}


REFUSALS: list[tuple[dict[str, Any], type[Exception], str, str, str, str]] = [
    # (options, error, English message, English rule, French message, French rule)
    ({"n_players": 2}, IllegalAction,
     "Majority (Grard) is for 3 to 10 players, not 2",
     'RULINGS: Majority (Grard); Grard "Matériel" (four vote cards for each of 10 players)',
     "Majority (Grard) se joue de 3 à 10 joueurs, pas 2",
     f"RULINGS{NNBSP}: Majority (Grard){NNBSP}; Grard «{NNBSP}Matériel{NNBSP}» (quatre cartes "
     "de vote pour chacun des 10 joueurs)"),
    ({"n_players": 3, "least_logical": "yes"}, MalformedInput,
     "least_logical must be true or false, not 'yes'", 'Grard "Variante"',
     "L'option least_logical doit valoir true ou false, pas «\xa0yes\xa0»",
     f"Grard «{NNBSP}Variante{NNBSP}»"),
    ({"n_players": 3, "variant_toss": 1}, MalformedInput,
     "variant_toss must be true or false, not 1", 'Grard "Variante"',
     "L'option variant_toss doit valoir true ou false, pas 1", f"Grard «{NNBSP}Variante{NNBSP}»"),
    ({"n_players": 3, "target": 0}, MalformedInput,
     "target must be a whole number of points >= 1, not 0", 'Grard "Fin de la partie"',
     "L'option target doit être un nombre entier de points ≥ 1, pas 0",
     f"Grard «{NNBSP}Fin de la partie{NNBSP}»"),
    ({"n_players": 3, "language": "de"}, MalformedInput,
     "language must be one of ('fr', 'en'), not 'de'", "docs/rulings-grard.md",
     "La langue doit être l'une de («\xa0fr\xa0», «\xa0en\xa0»), pas «\xa0de\xa0»",
     "docs/rulings-grard.md"),
    ({"n_players": 3, "names": ["a", "a", "b"]}, MalformedInput,
     "names must be 3 different non-empty strings, one per seat, not ['a', 'a', 'b']",
     "seats are numbered 0..n-1 clockwise",
     "L'option names doit contenir 3 textes non vides et différents, un par joueur, pas "
     "[«\xa0a\xa0», «\xa0a\xa0», «\xa0b\xa0»]",
     "les joueurs sont numérotés de 0 à n-1 dans le sens horaire"),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_bad_options_are_refused_in_words_with_their_rule(lang: str) -> None:
    """A teacher who sets a game up wrong reads what was wrong and the rule, in the board's
    language (Grard "Matériel", "Variante", "Fin de la partie"; docs/rulings-grard.md)."""
    for options, error, en, en_rule, fr, fr_rule in REFUSALS:
        message, rule = (en, en_rule) if lang == "en" else (fr, fr_rule)
        with language(lang), pytest.raises(error) as refused:
            GrardState.new(seed=0, **options)
        assert (refused.value.reason.rstrip("."), refused.value.rule) == (message, rule)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_refused_votes_say_why_in_the_players_words(lang: str) -> None:
    """An eliminated seat (Grard "Résolution des votes", "Fin d'une manche"), a second vote
    (Grard "Premier tour d'une manche"), a vote after the end (Grard "Fin de la partie")."""
    expected = {
        "en": [
            (WrongPlayer, "seat 3 is out of round 1 (voted B in turn 2 while the majority was "
             "A) and votes again when the next round starts",
             "Grard \"Résolution des votes\"; Grard \"Fin d'une manche\""),
            (IllegalAction, "seat 0 has already voted in turn 3: a vote card is laid face "
             "down once and revealed with the others", "Grard \"Premier tour d'une manche\""),
            (WrongPhase, "the game is over: nobody votes any more", 'Grard "Fin de la partie"'),
        ],
        "fr": [
            (WrongPlayer, "Le joueur 3 est hors de la manche 1 (a voté B au tour 2 alors que la "
             "majorité était A) et pourra voter de nouveau au début de la manche suivante",
             f"Grard «{NNBSP}Résolution des votes{NNBSP}»{NNBSP}; Grard «{NNBSP}Fin d'une "
             f"manche{NNBSP}»"),
            (IllegalAction, f"Le joueur 0 a déjà voté au tour 3{NNBSP}: une carte de vote se "
             "pose face cachée une seule fois, puis se révèle avec les autres",
             f"Grard «{NNBSP}Premier tour d'une manche{NNBSP}»"),
            (WrongPhase, f"La partie est finie{NNBSP}: plus personne ne vote",
             f"Grard «{NNBSP}Fin de la partie{NNBSP}»"),
        ],
    }[lang]
    with language(lang):
        s = with_pile(5, 2)
        vote_all(s, {0: "A", 1: "A", 2: "A", 3: "B", 4: "C"})
        s.apply(0, "B")
        over = with_pile(3, 20)
        vote_all(over, "mark")
        for (state, seat, vote), (error, message, rule) in zip(
            [(s, 3, "A"), (s, 0, "C"), (over, 0, "A")], expected, strict=True
        ):
            with pytest.raises(error) as refused:
                state.apply(seat, vote)
            assert (refused.value.reason.rstrip("."), refused.value.rule) == (message, rule)


def test_the_engine_speaks_the_language_it_was_made_in() -> None:
    """The log is written in the language current when the game is made (majority_core.i18n),
    the words on the cards in the game's ``language`` option, and seats the teacher named are
    called by their names, without the article a numbered seat takes in French."""
    with language("fr"):
        s = GrardState.new(n_players=3, seed=1, language="en", names=["Ana", "Ben", "Cleo"])
        vote_all(s, {0: "A", 1: "A", 2: "B"})
        plain = GrardState.new(n_players=3, seed=1)
        vote_all(plain, {0: "A", 1: "A", 2: "B"})
    reference = s.events[1].data["reference"]
    assert s.word_text(reference) == word(reference).text("en") == "map"
    assert s.events[1].text == ("La manche 1 commence avec les 3 joueurs\u202f; la première "
                                "carte de référence est “map”.")
    assert s.events[3].text == "Ana pose une carte de vote face cachée."
    assert s.events[11].text == (
        "Il ne reste que Ana et Ben au début d'un tour\u202f: chacun marque 2 points, un par "
        "carte de la pile de référence, et la manche se termine.")
    assert plain.events[3].text == "Le joueur 0 pose une carte de vote face cachée."
    assert plain.events[11].text.startswith("Il ne reste que les joueurs 0 et 1 au début ")


def test_the_target_and_the_names_are_checked_exactly() -> None:
    """``target`` is a whole number of points, 1 or more (Grard "Fin de la partie": 20 by
    default; a teacher may play shorter games): a game to 1 point is a game, a bool, a float or
    a text is not. ``names`` is one name per seat: a text is refused even when its letters
    would be as many as the seats."""
    short = GrardState.new(n_players=3, seed=0, target=1)
    vote_all(short, {0: "A", 1: "A", 2: "B"})  # two left score the pile of 2: the game ends
    assert short.is_terminal() and short.winners == [0, 1]
    for bad in (True, 1.5, "5", 0, -2):
        with pytest.raises(MalformedInput, match="target must be a whole number"):
            GrardState.new(n_players=3, seed=0, target=bad)
    with pytest.raises(MalformedInput, match="names must be"):
        GrardState.new(n_players=3, seed=0, names="ABC")
    assert GrardState.new(n_players=3, seed=0, names=("A", "B", "C")).view(0)["n_players"] == 3


def test_an_unfinished_game_returns_nothing_yet_and_shows_words_in_its_language() -> None:
    """``returns()`` is 0 for every seat until the game ends (the protocol: a share of the win
    only at the end, Grard "Fin de la partie"); a view names the cards on the table in the
    game's ``language`` (docs/rulings-grard.md: each word in French and in English)."""
    s = GrardState.new(n_players=5, seed=2, language="en")
    assert s.returns() == [0.0] * 5
    words = s.view(3)["words"]
    assert words == {str(w): word(w).text("en") for w in (*s.pile, *s.propositions.values())}
    assert words != {str(w): word(w).text("fr") for w in (*s.pile, *s.propositions.values())}


def test_a_least_logical_game_says_so_at_every_round() -> None:
    """Grard "Variante" with the red face chosen for the whole game (``least_logical``): each
    round starts with an event that says so, in its own words, not a toss."""
    s = GrardState.new(n_players=3, seed=0, least_logical=True)
    vote_all(s, {0: "A", 1: "B", 2: "C"})  # no majority: round 2
    variants = [(e.kind, e.data, e.text, e.rule) for e in s.events if e.kind == "variant"]
    assert variants == [
        ("variant", {"least_logical": True},
         f"Round {n} is played least logical: aim for the least logical association.",
         'Grard "Variante"')
        for n in (1, 2)
    ]
    assert s.round_least_logical and s.view(1)["least_logical"] is True


def test_when_no_three_cards_can_be_dealt_the_players_still_in_score_the_pile() -> None:
    """docs/rulings-grard.md: three players who always agree grow the reference pile until
    even the box shuffled back cannot give three propositions; the round then ends, each
    player still in scoring the pile, told in an event with its data."""
    s = GrardState.new(n_players=3, seed=2)
    while not s.is_terminal():
        vote_all(s, "A")
    n = s.round_log[-1]["pile_size"]
    end = [(e.kind, e.data, e.text) for e in s.events if e.kind == "no cards"]
    assert end == [("no cards", {"seats": [0, 1, 2], "points": n},
                    "There are not enough cards left to deal three propositions, so round 1 ends "
                    f"as if the round had run its course: the 3 players still in each score {n}.")]
    assert n == N_CARDS - 2 and s.scores == [n] * 3
    assert s.events[-2].data == {"end": "no cards left", "scores": [n] * 3}


def test_the_box_is_shuffled_back_only_when_the_draw_pile_is_short() -> None:
    """docs/rulings-grard.md: the box goes back under the draw pile when the pile holds fewer
    cards than the deal needs (three propositions), never before: a pile of exactly three
    deals them first. Each reshuffle says how many cards came back."""
    s = GrardState.new(n_players=3, seed=2)
    reshuffles = exact = 0
    while not s.is_terminal():
        draw, box, start = len(s.draw), len(s.box), len(s.events)
        vote_all(s, "A")  # A joins the pile, B and C go to the box: then three are dealt
        shuffled = [e for e in s.events[start:] if e.kind == "reshuffle"]
        if s.is_terminal():
            break
        assert bool(shuffled) == (draw < 3), (draw, shuffled)
        exact += draw == 3
        if shuffled:
            reshuffles += 1
            back = box + 2  # B and C of the turn just resolved went to the box first
            assert shuffled[0].text == (f"The draw pile is short, so the {back} cards in the box "
                                        "are shuffled back under it.")
            assert len(s.draw) == draw + back - 3 and s.box == []
    assert reshuffles >= 5 and exact >= 1


def test_a_number_outside_the_table_is_never_given_a_players_name() -> None:
    """The boards name seats through the game (``majority_widgets/kit/look.py``); with the
    ``names`` option a seat of the table is its name, and any other number keeps the plain
    label: -1 must not read as the last player's name, nor 3 fail in a 3-player game."""
    s = GrardState.new(n_players=3, seed=0, names=["Ana", "Ben", "Cleo"])
    assert [s._seat_name(p) for p in range(3)] == ["Ana", "Ben", "Cleo"]
    assert (s._seat_name(3), s._seat_name(-1)) == ("seat 3", "seat -1")
