"""The shared protocol's texts in French and English (second French review, issue 20).

* Defect 39: the all-seeing log (``explain(None)``) names whom a private event is for, as
  the boards do ("Joueur 0 seulement : vous gardez B3 ...", "Seat 0 only: you keep ..."),
  in all five games; a seat's own log keeps its "Vous".
* Defects 58-60: one formula for a seat that does not have to decide now, with articles and
  the waiting seats together; a seat number out of range without a made-up rule; a refusal
  shown alone is a sentence (capital initial, full stop, the input in « »).
"""

from __future__ import annotations

import re

import pytest

from majority_core.errors import RuleError, WrongPlayer
from majority_core.game import GameState, play
from majority_core.grard import GrardState
from majority_core.i18n import language, people, with_article
from majority_core.majority2 import Majority2State
from majority_core.policy import UniformRandom
from majority_core.sultane import SultaneState
from majority_core.the_majority import TheMajorityState
from majority_core.witch import WitchState

GAMES: dict[str, tuple[type[GameState], int]] = {
    "the_majority": (TheMajorityState, 4),
    "sultane": (SultaneState, 7),
    "grard": (GrardState, 5),
    "majority2": (Majority2State, 2),
    "witch": (WitchState, 4),
}
#: The citation of a seat number: the package's convention, no rulebook's rule (review 2, 59).
CONVENTION = "convention de la bibliothèque pour numéroter les joueurs"
#: How each language names one seat in the label, and says "only".
LABEL = {"fr": re.compile(r"^Joueu(?:r|se) (\d+) seulement\u202f: "),
         "en": re.compile(r"^Seat (\d+) only: ")}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_the_all_seeing_log_names_whom_a_private_event_is_for(game: str, lang: str) -> None:
    """Review 2, defect 39: in ``explain(None)`` each private event seen by one seat starts
    with that seat ("Joueur 0 seulement : vous ..."), "vous"/"you" then written small; public
    events and a seat's own log are unchanged."""
    cls, n = GAMES[game]
    with language(lang):
        state = play(cls.new(n_players=n, seed=2), [UniformRandom() for _ in range(n)], seed=2)
        everyone = state.explain(None)
        assert len(everyone) == len(state.events)
        private = 0
        for event, line in zip(state.events, everyone, strict=True):
            if event.visible_to is None:
                assert line == event.explain()
                continue
            if len(event.visible_to) != 1:
                continue
            private += 1
            (seat,) = event.visible_to
            m = LABEL[lang].match(line)
            assert m and int(m[1]) == seat, line
            rest = line[m.end():]
            assert not rest.startswith(("Vous ", "Votre ", "You ", "Your ")), line
            assert rest[:1].lower() + rest[1:] == event.explain()[:1].lower() + event.explain()[1:]
        assert private, "every game has private events"
        own = state.explain(0)
        assert not any(LABEL[lang].match(line) for line in own)


def test_a_seat_s_turn_is_refused_in_one_formula_in_every_game() -> None:
    """Review 2, defects 58 and 40: "Ce n'est pas au joueur 1 de jouer : on attend le joueur
    0." in the games that take the shared refusal (The Majority, Majority 2; Grard refuses a
    voter out of the round or who voted, below), the waiting seats named together."""
    with language("fr"):
        tm = TheMajorityState.new(n_players=4, seed=1)
        play(tm, [UniformRandom()] * 4, seed=1)
        live = next(p for p in (tm.replay_prefix(k) for k in range(len(tm.history)))
                    if len(p.current_players()) == 1)
        idle = next(p for p in range(4) if p not in live.current_players())
        with pytest.raises(WrongPlayer) as err:
            live.apply(idle, live.legal_actions(live.current_players()[0])[0])
        assert str(err.value).startswith(
            f"Ce n'est pas au joueur {idle} de jouer\u202f: on attend le joueur "
            f"{live.current_players()[0]} (règle\u202f: ")
        m2 = Majority2State.new(n_players=2, seed=3)
        with pytest.raises(WrongPlayer, match="^Ce n'est pas au joueur 1 de jouer\u202f: on "
                                              "attend le joueur 0 \\("):
            m2.apply(1, "draw")
        assert people(["joueur 0", "joueur 1", "joueur 2", "joueur 3"], "the") == (
            "les joueurs 0, 1, 2 et 3")
        assert people(["joueuse 6", "joueuse 5"], "the") == "les joueuses 6 et 5"
        assert people([f"joueur {k}" for k in range(5)], "the", span=True) == "les joueurs 0 à 4"
        assert people(["Ana", "joueur 2"], "to") == "à Ana et au joueur 2"
    with language("en"):
        assert people(["seat 0", "seat 1"], "the") == "seat 0 and seat 1"


@pytest.mark.parametrize("game", GAMES)
def test_no_such_seat_in_every_game(game: str) -> None:
    """Review 2, defect 59: "Il n'y a pas de joueur 7 : les joueurs sont numérotés de 0 à 3"
    (two players: "numérotés 0 et 1"; the Sultane's players are "joueuses"), citing the
    package's convention rather than a rule no rulebook has (every refusal cites where it
    comes from), and a word is "« deux » n'est pas un numéro de joueur"."""
    cls, n = GAMES[game]
    state = cls.new(n_players=n, seed=0)
    who = "joueuse" if game == "sultane" else "joueur"
    numbered = "numérotées" if game == "sultane" else "numérotés"
    span = "0 et 1" if n == 2 else f"de 0 à {n - 1}"
    with language("fr"):
        with pytest.raises(WrongPlayer) as err:
            state.apply(7, "x")
        assert str(err.value) == (f"Il n'y a pas de {who} 7\u202f: les {who}s sont {numbered} "
                                  f"{span} (règle\u202f: {CONVENTION})."), str(err.value)
        with pytest.raises(WrongPlayer) as err:
            state.view("deux")
        assert str(err.value) == (f"«\u00a0deux\u00a0» n'est pas un numéro de {who} "
                                  f"(règle\u202f: {CONVENTION}).")
    with language("en"), pytest.raises(WrongPlayer, match=r"^there is no seat 7: seats are"):
        state.apply(7, "x")


@pytest.mark.parametrize("game", GAMES)
def test_french_refusals_are_sentences_quoting_the_input(game: str) -> None:
    """Review 2, defect 60: a refusal shown alone in its box is a sentence, and what the
    student typed is in « » (not '…'), in every game, by the one renderer
    (``i18n.refusal_sentence``); English keeps its text."""
    cls, n = GAMES[game]
    state = cls.new(n_players=n, seed=0)
    seat = state.current_players()[0]
    with language("fr"), pytest.raises(RuleError) as err:
        state.apply(seat, "zz99")
    text = str(err.value)
    assert (text[:1] == "«" or text[:1].isupper()) and text.endswith("."), text
    assert "«\u00a0zz99\u00a0»" in text and "'zz99'" not in text, text
    assert err.value.reason.endswith("."), err.value.reason
    with language("en"), pytest.raises(RuleError) as err:
        state.apply(seat, "zz99")
    assert "'zz99'" in str(err.value)


def test_names_take_the_article_french_needs() -> None:
    """Review 2, defect 3: a teacher's names that are common nouns take their article
    ("l'adversaire A est vainqueur", "le coéquipier"), people's names none, "vous" none."""
    with language("fr"):
        assert with_article("Adversaire A", "the") == "l'adversaire A"
        assert with_article("Coéquipier", "the") == "le coéquipier"
        assert with_article("Coéquipier", "of") == "du coéquipier"
        assert with_article("Vous", "the") == "vous"
        assert with_article("Ana", "the") == "Ana" and with_article("Ana", "of") == "d'Ana"
        assert with_article("joueuse 3", "to") == "à la joueuse 3"
    with language("en"):
        assert with_article("Opponent A", "the") == "Opponent A"


def test_the_table_server_says_place_for_a_seat_at_the_table() -> None:
    """Review 2, defects 1 and 38: a seat at the class table is a "place" ("Libérer la
    place", "Prendre la place du joueur 1", "joueur 0 : place prise"), a board is what the
    players or you know, a free place is "libre"."""
    from majority_tables import pages

    summary = {"title": "The Majority", "code": "ABCD", "seats": [
        {"seat": 0, "label": "joueur 0", "kind": "person", "taken": True},
        {"seat": 1, "label": "joueur 1", "kind": "person", "taken": False},
        {"seat": 2, "label": "Ana", "kind": "person", "taken": False},
    ]}
    with language("fr"):
        w = pages.words()
        body = pages.seats_body(summary)
    assert w["free_seat"] == "Libérer la place"
    assert w["allow_several"] == "Permettre plusieurs places par navigateur"
    assert w["viewer_public"] == "Plateau public\u202f: ce que toute la table sait."  # N19
    assert w["viewer_seat"] == "Votre vue\u202f: ce que vous savez."
    assert w["free"] == "libre" and w["seat"].format(n=2) == "joueur 2"
    assert w["confirm_free"].startswith("Libérer la place {seat}\u202f?")
    assert "joueur 0\u202f: place prise" in body
    assert "Prendre la place du joueur 1" in body and "Prendre la place d&#x27;Ana" in body
    assert "siège" not in " ".join(str(v) for v in w.values()) + body
    with language("en"):
        assert "Take seat 1" in pages.seats_body({**summary, "seats": [
            {"seat": 1, "label": "seat 1", "kind": "person", "taken": False}]})


def test_one_french_name_per_bot_in_every_game() -> None:
    """Review 2, defect 16: one helper names every game's bots (``i18n.bot_word``); Grard's
    "cash-in@4+focal" reads "encaisse à 4, sinon focal", and its board's "cash-in" bot (the
    same bot) too, where lesson 21's "cash-in@5" reads "encaisse à 5"."""
    from majority_core import i18n
    from majority_core.grard import explain as grard_explain
    from majority_core.grard.policies import CashIn
    from majority_core.the_majority import explain as majority_explain
    from majority_widgets.grard.tally import LOOK

    assert grard_explain.bot_word is i18n.bot_word is majority_explain.bot_word
    with language("fr"):
        assert i18n.bot_word(str(CashIn())) == "encaisse à 4, sinon focal"
        assert LOOK.bot_label("cash-in") == i18n.bot_word(str(CashIn()))
        assert i18n.bot_word("cash-in@5") == "encaisse à 5"
        assert i18n.bot_word("level-2") == "niveau 2"
        assert [i18n.bot_word(b) for b in ("random", "greedy", "runner-up", "planner")] == [
            "aléatoire", "gourmand", "dauphin", "planificateur"]
    with language("en"):
        assert i18n.bot_word("cash-in@4+focal") == "cash-in@4+focal"


def test_the_sultane_and_the_witch_take_the_shared_refusals() -> None:
    """Review 2, defects 58, 40 and 59 (issue 20): the Sultane (Sultane 5: the Vizir proposes
    a Narrator) and the Witch (Witch 3 « Phase de Jour »: one player's turn) refuse a seat's
    turn in the one formula of every game, the Sultane naming the phase; the Witch's data card
    keeps its own sentence (it says who played the card); a guess about a seat that does not
    exist reads the shared seat-number refusal; the Sultane's barred pair reads "les joueuses
    0 et 2", one noun (``i18n.people``)."""
    from majority_core.errors import MalformedInput
    from majority_core.witch.components import GUESS, HIDE

    sultane = SultaneState.new(n_players=7, seed=0)  # the Vizir, seat 0, proposes a Narrator
    with language("fr"), pytest.raises(WrongPlayer) as err:
        sultane.apply(1, "nominate:2")
    assert str(err.value) == ("Ce n'est pas à la joueuse 1 de jouer (proposition d'une "
                              "Narratrice)\u202f: on attend la joueuse 0 (règle\u202f: Sultane 5).")
    with language("en"), pytest.raises(WrongPlayer,
                                       match=r"^it is not seat 1's decision now \(proposing a Narrator\); "
                                             r"waiting for seat 0 \(rule: Sultane 5\)$"):
        sultane.apply(1, "nominate:2")

    witch = WitchState.new(n_players=4, seed=1)
    with language("fr"), pytest.raises(WrongPlayer) as err:
        witch.apply(1, witch.legal_actions(0)[0])
    assert str(err.value) == ("Ce n'est pas au joueur 1 de jouer\u202f: on attend le joueur 0 "
                              "(règle\u202f: Witch 3 «\u202fPhase de Jour\u202f»).")
    play(witch, [UniformRandom()] * 4, seed=1)
    prefixes = [witch.replay_prefix(k) for k in range(len(witch.history))]
    hiding = next(p for p in prefixes if p.phase == HIDE)
    idle = (hiding.active + 1) % 4
    with language("fr"), pytest.raises(WrongPlayer) as err:
        hiding.apply(idle, hiding.legal_actions(hiding.active)[0])
    assert str(err.value).startswith(
        f"C'est au joueur {hiding.active}, qui a joué une carte Données, de choisir les rumeurs "
        f"à retourner face cachée, pas au joueur {idle} (règle\u202f: Witch 3 ")
    night = next(p for p in prefixes if p.phase == GUESS)
    me = night.current_players()[0]
    guess = "guess:" + ",".join(f"{s}R" for s in range(4) if s != me) + ",9R"
    with language("fr"), pytest.raises(MalformedInput) as err:
        night.apply(me, guess)
    assert str(err.value).startswith(
        "Il n'y a pas de joueur 9\u202f: les joueurs sont numérotés de 0 à 3 (règle\u202f: ")
    with language("en"), pytest.raises(MalformedInput, match=r"^there is no seat 9: seats are "
                                                             r"numbered 0 to 3"):
        night.apply(me, guess)

    with language("fr"):
        read = SultaneState.new(n_players=7, seed=0)
        play(read, [UniformRandom()] * 7, seed=0)
        barred = [line for line in read.explain(None) if "ne peuvent plus" in line]
    assert barred and all(re.search(r" et les joueuses \d et \d ne peuvent plus être Narratrice ",
                                    line) for line in barred), barred[:2]
