"""The second French review's defects in the Sultane, Majority 2 and Witch engines and boards
(docs/reviews/french-review-2.md, defects 17, 44, 45, 46, 52, 54, 61): each test plays or sets up
the situation the reviewer read and checks the sentence a French class now sees."""

from __future__ import annotations

import random
import re

import pytest

from majority_core import RuleError
from majority_core.i18n import language
from majority_core.majority2 import Card, Majority2State
from majority_core.majority2 import explain as m2
from majority_core.sultane import SultaneState
from majority_core.witch import WitchState


def _refusal(state, player: int, action: str) -> str:
    try:
        state.parse_action(player, action)
    except RuleError as err:
        return str(err)
    raise AssertionError(f"{action!r} was accepted")


def _play(state, seed: int, until=lambda s: False):
    rng = random.Random(seed)
    while not state.is_terminal() and not until(state):
        p = state.current_players()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
    return state


# -- defect 17: action syntax shown with its French words, French verbs accepted ----------------
def test_majority2_accepts_french_action_words() -> None:
    """Majority 2 5-3, 5-4, 5-6: exchange or keep, draw or not, play or end; the French verbs
    are read as the notation (the card's notation stays: ``jouer witches:junior 2``)."""
    s = Majority2State.new(n_players=2, seed=1)
    assert s.parse_action(0, "piocher") == "draw"
    assert s.parse_action(0, "Ne  pas piocher") == "no-draw"
    from majority_core.majority2.refusals import french_action

    assert french_action("jouer witches:junior 2") == "play witches:junior 2"
    assert french_action("échanger") == "exchange" and french_action("garder") == "keep"
    assert french_action("finir") == "end" and french_action("fly") == "fly"


def test_witch_and_sultane_accept_french_verbs() -> None:
    """Witch 3 "Phase de Jour" (1): a take; Sultane 5: the Grand Vizir proposes a Narrator."""
    w = WitchState.new(n_players=4, seed=1, standard=True)
    take = w.legal_actions(0)[0]
    assert w.parse_action(0, take.replace("take", "prendre")) == take
    s = SultaneState.new(n_players=5, seed=1)
    p = s.current_players()[0]
    nominate = s.legal_actions(p)[0]
    assert s.parse_action(p, nominate.replace("nominate", "proposer")) == nominate


def test_refusals_list_each_permitted_action_with_its_french_words() -> None:
    """Majority 2 5-1 (the phases), Sultane 5 (the proposal): every listed action says what it
    does ("'draw' (piocher)"); English keeps the bare notation."""
    m = Majority2State.new(n_players=2, seed=1)
    s = SultaneState.new(n_players=5, seed=1)
    p = s.current_players()[0]
    with language("fr"):
        text = _refusal(m, 0, "voler")
        sultane = _refusal(s, p, "discard:P")
        bad = _refusal(s, p, "n'importe quoi")
    # what a person types is echoed in « » (i18n.refusal_sentence)
    assert ("actions permises\u202f: «\xa0draw\xa0» (piocher), «\xa0no-draw\xa0» (ne pas "
            "piocher)") in text, text
    assert re.search(r"actions permises maintenant\u202f: «\xa0nominate:\d\xa0» \(proposer la "
                     r"joueuse \d comme Narratrice\)", sultane), sultane
    assert "«\xa0proposer:3\xa0», «\xa0oui\xa0», «\xa0non\xa0»" in bad, bad
    assert "legal: 'draw', 'no-draw'" in _refusal(m, 0, "fly")


def test_a_refusal_out_of_turn_says_whose_turn_it_is() -> None:
    """A player with nothing to decide is told whose decision it is, not an empty list of
    permitted actions (Majority 2 5-1: one player's turn; Sultane 5: the proposal is the Grand
    Vizir's)."""
    m = Majority2State.new(n_players=2, seed=1)
    s = SultaneState.new(n_players=5, seed=1)
    vizir = s.current_players()[0]
    other = (vizir + 1) % 5
    with language("fr"):
        texts = [_refusal(m, 1, "draw"), _refusal(s, other, "yes")]
    for text in texts:
        assert "permis" not in text and "joueu" in text, text


def test_witch_letters_are_explained_once_in_words() -> None:
    """Witch 3 "Préparation" (the five colours): a colour letter that is not one is answered
    with each letter and its colour in full."""
    w = WitchState.new(n_players=4, seed=1, standard=True)
    with language("fr"):
        text = _refusal(w, 0, "take:Z/K")
    assert ("l'initiale de son nom anglais\u202f: K pour le noir, R pour le rouge, P pour le "
            "rose, B pour le bleu, Y pour le jaune") in text, text


# -- defect 44: Majority 2's log ---------------------------------------------------------------
@pytest.fixture(scope="module")
def m2_log() -> list[str]:
    with language("fr"):
        s = _play(Majority2State.new(n_players=2, seed=1), 1)
        return s.explain(None)


def test_majority2_names_cards_with_articles_and_counts(m2_log) -> None:
    """Majority 2 5-4, 5-7 (draws, the hand passed on): each card with its article, the same
    card counted once ("deux Vétérans des démons")."""
    # the all-seeing log names whose private line it is ("Joueur 0 seulement : vous piochez")
    draws = [x for x in m2_log if "vous piochez" in x]
    assert draws and all(re.match(r"Joueur \d seulement\u202f: vous piochez (l'|le |deux |trois )", x)
                         for x in draws), draws
    with language("fr"):
        cards = [Card.parse("reapers:secretary")] * 2 + [Card.parse("angels:aristocrat")]
        assert m2.the_names(cards) == "deux Secrétaires des faucheurs et l'Aristocrate des anges"
    assert m2.the_names(cards) == "two reapers Secretaries and angels Aristocrat"


def test_majority2_zero_counts_read_as_words(m2_log) -> None:
    """Majority 2 5-4 (the draw table reads the opponent's formed factions) and 5-6 (paying
    turns coins face down): no "0 faction", "il lui en reste 0", "main de 0 carte"."""
    text = "\n".join(m2_log)
    assert "(l'adversaire n'a formé aucune faction)" in text
    assert "il n'en a plus aucune face visible" in text
    for wrong in ("a formé 0 faction", "il lui en reste 0", "main de 0 carte",
                  "(les deux commencent avec 3 pièces)", "depuis le haut", "du le "):
        assert wrong not in text, wrong
    with language("fr"):
        assert m2.exchange_text(1, 0, 5, False) == (
            "Le joueur 1 échange\u202f: sa main, vide, devient la réserve et la réserve de "
            "5 cartes devient la main.")
        assert "doit donc piocher" in m2.draw_text(0, 2, 2, 0, 1, True, True)


def test_majority2_header_and_hand_boxes() -> None:
    """Review 2, defect 54: the board's status line and the all-seeing hands."""
    from majority_widgets.majority2.look import LOOK

    with language("fr"):
        s = Majority2State.new(n_players=2, seed=1)
        html = LOOK.state_html(s, None)
    assert "Tour 1\u202f: c&#x27;est au joueur 0 de jouer, pendant la phase de pioche." in html
    assert "Main du joueur 0" in html and "aucune faction formée" in html


# -- defect 45, 52: the Sultane ----------------------------------------------------------------
def test_sultane_end_reveals_roles_without_cascading_colons() -> None:
    """Sultane 4 (the end reveals every role): "Rôles révélés — joueuse 0 : Dinarzade ;
    joueuse 1 : Pacifiste"."""
    with language("fr"):
        s = _play(SultaneState.new(n_players=5, seed=2), 2)
        end = s.explain(None)[-1]
    assert re.search(r"Rôles révélés — joueuse 0\u202f: (Dinarzade|Pacifiste|Interventionniste)"
                     r"\u202f; joueuse 1\u202f: ", end), end


def test_sultane_checked_claims_read_as_sentences() -> None:
    """The all-seeing board's checked claims (Sultane 6a, 6b: a claim may be a lie):
    "La joueuse 0 a déclaré … ; vérité : … ; déclaration honnête" or "mensonge"."""
    from majority_widgets.sultane.board import LOOK

    with language("fr"):
        s = _play(SultaneState.new(n_players=5, seed=2), 2)
        extra = LOOK.extra_html(s, None)
    rows = re.findall(r"<li>(.*?)</li>", extra)
    assert rows, extra[:300]
    for row in rows:
        assert re.match(r"La joueuse \d a déclaré .*\u202f; vérité\u202f: .*\u202f; "
                        r"<b>(déclaration honnête|mensonge)</b>$", row), row


# -- defects 46, 61: Witch ---------------------------------------------------------------------
def test_witch_take_and_series_sentences() -> None:
    """Witch 3 "Phase de Jour" (1): the traded card becomes a disk from the supply; a series that
    empties the deck says so; the data card turns "2 rumeurs visibles" (review 3, N13: small letters) face down."""
    with language("fr"):
        s = _play(WitchState.new(n_players=4, seed=1, standard=True), 1)
        text = "\n".join(s.explain(None))
    assert re.search(r"et échange la \w+ contre un disque \w+ pris dans la réserve", text)
    assert "; la pioche est vide." in text.replace("\u202f;", ";")
    assert "2 rumeurs visibles" in text
    assert "plus de cartes que de joueurs (4)\u202f: " in text
    for wrong in ("il en reste 0 dans la pioche", "essaieront de la deviner",
                  "« deuxième nuit »", ") (rangée"):
        assert wrong not in text, wrong


def test_witch_refusals_of_missing_cards() -> None:
    """Witch 3 "Phase de Jour" (1): a take needs its two cards on the field; none or one of a
    colour is said in words ("il n'y a aucune carte rouge sur le terrain")."""
    for seed in range(1, 30):
        w = WitchState.new(n_players=4, seed=seed, standard=True)
        counts = dict(zip("KRPBY", w.field[:5], strict=True))
        if 0 in counts.values() and 1 in counts.values():
            break
    none = next(c for c, n in counts.items() if n == 0)
    one = next(c for c, n in counts.items() if n == 1)
    with language("fr"):
        assert re.match(r"Il n'y a aucune carte \w+ sur le terrain",
                        _refusal(w, 0, f"take:{none}/{none}"))
        assert re.match(r"Il n'y a qu'une carte \w+ sur le terrain, pas 2",
                        _refusal(w, 0, f"take:{one}/{one}"))


def test_majority2_permitted_actions_on_a_card_in_play_read_as_words() -> None:
    """Majority 2 6-1 (colour discs) and 6-2 (the witches Veteran takes a card): the spot of a
    card in play is named as the board names it, with an ordinal counted from the top."""
    with language("fr"):
        disc = m2.action_words("disc s0.c1.1 witches")
        take = m2.action_words("take s1.c2.3")
        play = m2.action_words("play demons:junior 2")
    assert disc == ("'disc s0.c1.1 witches' (poser le disque bleu des sorcières sur la 1re carte "
                    "de la colonne 1 du joueur 0)")
    assert take == "'take s1.c2.3' (prendre la 3e carte de la colonne 2 du joueur 1 dans votre réserve)"
    assert play == ("'play demons:junior 2' (jouer le Junior des démons dans la colonne 2 en "
                    "payant son coût)")
    assert m2.action_words("disc s0.c1.1 witches") == "'disc s0.c1.1 witches'"
