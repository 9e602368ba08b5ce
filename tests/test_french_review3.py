"""The French edition's third review (docs: issue 20), defects N3-N13 and remark C, as they
show in the engines and boards: each test names the defect it keeps fixed."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import majority_core
from majority_core.i18n import language, refusal_sentence, typeset
from majority_core.majority2.state import Majority2State
from majority_core.sultane.state import SultaneState
from majority_core.witch.state import WitchState


def _random_play(cls: type, n: int, seed: int) -> Iterator[Any]:
    """A game of random moves, yielded after each move (the same state object)."""
    state = cls.new(n_players=n, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        p = state.current_players()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
        yield state


def _refusal(cls: type, n: int, typed: str, lang: str = "fr") -> str:
    with language(lang):
        state = cls.new(n_players=n, seed=1)
        with pytest.raises(majority_core.RuleError) as err:
            state.apply(state.current_players()[0], typed)
        return str(err.value)


@pytest.mark.parametrize(("cls", "n", "typed", "quoted", "not_quoted"), [
    # Sultane 5: a vote typed in French while the Grand Vizir proposes, a French verb with a bad seat
    (SultaneState, 5, "oui", "«\u00a0oui\u00a0» n'est pas possible", "yes"),
    (SultaneState, 5, "proposer:9", "après «\u00a0proposer:\u00a0», pas «\u00a09\u00a0»", "nominate"),
    (SultaneState, 5, "proposer:x", "pas «\u00a0x\u00a0»", "«\u00a0X\u00a0»"),
    (SultaneState, 5, "A", "«\u00a0A\u00a0» n'est pas une action", "«\u00a0a\u00a0»"),
    # Majority 2 5-1: a French word not legal in the draw phase
    (Majority2State, 2, "échanger", "faire «\u00a0échanger\u00a0»", "exchange"),
    # Witch 3 "Phase de Jour": an action of another game, as typed
    (WitchState, 4, "play witches:junior 2", "«\u00a0play witches:junior 2\u00a0» n'est pas",
     "JUNIOR"),
])
def test_n3_a_refusal_quotes_what_was_typed(cls: type, n: int, typed: str, quoted: str,
                                            not_quoted: str) -> None:
    """N3: the refusal quotes the student's input, not its reading in the notation."""
    text = _refusal(cls, n, typed)
    assert quoted in text
    assert not_quoted not in text.split(";")[0]


@pytest.mark.parametrize(("cls", "n"), [(SultaneState, 5), (Majority2State, 2), (WitchState, 4)])
def test_n3_an_empty_entry_is_named(cls: type, n: int) -> None:
    """N3: an empty input reads « une entrée vide », not '' (both languages)."""
    assert _refusal(cls, n, "  ").startswith("Une entrée vide n'est pas une action")
    assert _refusal(cls, n, "", "en").startswith("an empty entry is not an action")


def test_n3_english_refusals_unchanged() -> None:
    assert "nominate needs a seat 0..4, not '9'" in _refusal(SultaneState, 5, "nominate:9", "en")


def test_n6_typesetting_keeps_a_quoted_action_as_typed() -> None:
    """N6: typeset (a board's say) never puts a space inside the echo « nominate: »."""
    with language("fr"):
        sentence = refusal_sentence("il faut un numéro après 'nominate:' : pas 'proposer: 3'")
    assert "«\u00a0nominate:\u00a0»" in sentence and "«\u00a0proposer: 3\u00a0»" in sentence
    assert "après «\u00a0nominate:\u00a0»\u202f: pas" in sentence  # the prose is typeset
    assert typeset(sentence) == sentence
    assert typeset(_refusal(SultaneState, 5, "proposer:9")) == _refusal(SultaneState, 5, "proposer:9")


def test_n11_save_file_refusal_embeds_a_small_letter() -> None:
    """N11: « … est refusée : le joueur 1 ne peut pas … », not « : Le joueur 1 »."""
    import json

    with language("fr"):
        save = json.loads(Majority2State.new(n_players=2, seed=1).to_json())
        save["decisions"] = [[1, "draw"]]  # seat 1 acts while seat 0 decides
        with pytest.raises(majority_core.RuleError) as err:
            Majority2State.from_json(save)
    text = str(err.value)
    assert "refusée\u202f: ce n'est pas au joueur 1 de jouer" in text, text
    assert "refusée\u202f: Le" not in text


def test_n11_game_over_and_latest_event_read_as_one_sentence() -> None:
    """N11: « Partie finie : le joueur 1 gagne », « Dernier événement : la joueuse 2 … »."""
    import re

    from majority_widgets.kit.play import GamePlay
    from majority_widgets.sultane import LOOK as SULTANE

    with language("fr"):
        *_, state = _random_play(Majority2State, 2, 1)
        assert re.search("Partie finie\u202f: le joueur [01] gagne", state._repr_html_())
        game = GamePlay(SULTANE, 5, seed=1, humans=[0], viewer=0)
        game.play(game.legal()[0])
        latest = re.search(r"Dernier événement\u202f:</b> (\w)", game.html())
        assert latest and latest[1].islower(), game.html()[:600]


def test_n11_grard_prompt_starts_with_a_capital() -> None:
    """N11: Grard's prompt reads « Joueur 4 : votez … » like the other games'."""
    from majority_core.grard import GrardState
    from majority_widgets.grard import LOOK

    with language("fr"):
        state = GrardState.new(n_players=5, seed=1)
        assert LOOK.prompt(state, 4).startswith("Joueur 4\u202f: votez")
    with language("en"):
        assert LOOK.prompt(state, 4).startswith("Seat 4: vote") or LOOK.prompt(state, 4)[:1].isupper()


@pytest.mark.parametrize(("totals", "expected"), [
    ({"Vous": 32, "l'adversaire A": 32, "coéquipier": 20},
     "vous et l'adversaire A êtes vainqueurs ex aequo avec 32 et prenez 2 pièces chacun"),
    ({"Vous": 32, "A": 20}, "vous êtes vainqueur avec 32 et prenez 2 pièces"),
    ({"A": 32, "Vous": 20}, "vous êtes dauphin avec 20 et prenez"),
    ({"A": 32, "Vous": 20, "B": 20}, "vous et le joueur B êtes dauphins ex aequo avec 20 et prenez"),
])
def test_n4_the_debate_agrees_with_vous(totals: dict[str, int], expected: str) -> None:
    """N4 (révisée 2-4): a debate sentence whose list holds « vous » says « êtes … prenez »."""
    from majority_core.the_majority.explain import debate_sentence

    with language("fr"):
        assert expected in debate_sentence("blue", totals)[0]
    with language("en"):
        assert "you lead with 32 and take 2 coins" in debate_sentence("blue", {"You": 32, "A": 5})[0]


def test_n5_grard_out_of_the_round_has_no_gender() -> None:
    """N5 (Grard « La manche »): a name the teacher gives has no known gender, so a player who
    votes outside the majority « est hors de la manche » / « quittent la manche », never
    « éliminé »."""

    from majority_core.grard import GrardState
    from majority_core.grard.explain import state_html

    with language("fr"):
        seen = []
        for seed in range(4):
            for state in _random_play(GrardState, 6, seed):
                seen.append(state_html(state) if seed == 0 else "")
            seen.extend(state.explain())
        text = "\n".join(seen)
    assert "élimin" not in text
    assert "quittent la manche" in text or "quitte la manche" in text
    assert "hors de la manche" in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_c_belief_tables_never_round_to_certainty(lang: str) -> None:
    """Remark C: a belief that is not exactly 1 or 0 reads « > 99 % » / « < 1 % » in the
    Witch and Sultane belief tables, never « 100 % » / « 0 % »."""
    from majority_core.sultane import explain as sultane
    from majority_core.witch import explain as witch

    with language(lang):
        state = WitchState.new(n_players=4, seed=2)
        view = state.view(None)
        beliefs = {s: {"red": 0.997, "blue": 0.003} for s in range(4)}
        html = witch.board_html(view, beliefs) + witch.beliefs_html(beliefs)
        assert "&gt;\u00a099" in html and "&lt;\u00a01" in html
        assert not re_search(r">100(\u00a0)?%<", html)
        exact = witch.beliefs_html({s: {"red": 1.0, "blue": 0.0} for s in range(4)})
        assert re_search(r">100(\u00a0)?%<", exact)  # exactly certain: said so
        sview = SultaneState.new(n_players=5, seed=1).view(None)
        shtml = sultane.board_html(sview, {s: {"pacifist": 0.9996} for s in range(5)})
        assert "&gt;\u00a099" in shtml and "&lt;\u00a01" not in shtml


def re_search(pattern: str, text: str) -> bool:
    import re

    return re.search(pattern, text) is not None


def test_n13_witch_suspicion_tally_has_one_colon_per_colour() -> None:
    """N13 (Witch 5 « Phase de Nuit »): « noir, 4 cartes Rumeur : 4 points de suspicion »,
    « bleu, 6 cartes Rumeur, plus de cartes… : 6 + 5 = 11 points de suspicion »."""
    from majority_core.witch.kernel import suspicion

    with language("fr"):
        lines = suspicion({"black": 4, "blue": 6}, n_players=4, standard=True).explain()
        text = " ".join(lines)
    assert "Noir, 4\u00a0cartes Rumeur\u202f: 4" in text or "Noir, 4 cartes Rumeur\u202f: 4" in text, text
    assert "Bleu, 6" in text and "\u202f: 6 + 5 = 11 points de suspicion" in text, text
    for line in lines:
        assert line.count(":") <= 1, line


def test_n13_visible_rumours_lower_case_and_spy_line_one_colon() -> None:
    """N13: « 2 rumeurs visibles » in small letters; « Espion : le B3 … agit, donc … »."""
    from majority_core.i18n import _, ngettext

    with language("fr"):
        data = ngettext(
            "{seat} uses a data card: takes a 1-point token, tops the field up to {series} cards, "
            "then turns {k} face-up rumour card face down",
            "{seat} uses a data card: takes a 1-point token, tops the field up to {series} cards, "
            "then turns {k} face-up rumour cards face down", 2)
        spy = _("{card} acts{note}: {seat} keeps the spy token")
    assert "{k} rumeurs visibles" in data
    assert spy.count(":") == 0 and ", donc le {seat} garde" in spy


def test_n12_majority2_disc_line_and_own_column() -> None:
    """N12 (Majority 2 6-1, 6-2): « Disques : le disque bleu est sur le Secrétaire des … (colonne
    1 du joueur 0) », the card not named twice with its disc; a seat's own column is « sa
    colonne 2 »."""
    import re

    from majority_widgets.majority2.look import board_html

    lines, logs = set(), []
    with language("fr"):
        for seed in range(12):
            for state in _random_play(Majority2State, 2, seed):
                m = re.search(r"Disques\u202f: [^<]*", board_html(state.view(None)))
                if m and "sur" in m[0]:
                    lines.add(m[0])
            logs += state.explain()
    assert lines
    for line in lines:
        assert re.match(r"Disques\u202f: le disque \w+ est sur (l[ea] |l&#x27;)", line), line
        assert "avec le disque" not in line, line
    text = "\n".join(logs)
    assert "sa colonne" in text
    assert not re.search(r"Le (joueur \d) \w+ .* dans la colonne \d du \1\b", text)
