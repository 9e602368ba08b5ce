"""The French edition of The Majority, Au chevet de la Sultane and Majority (Grard), read as a
class reads it (issue 20): random games in French, every seat's log and the all-seeing one,
the refusals of wrong moves, the boards' drawings (the looks' HTML) and the boards given
``language="fr"`` in an English notebook. Each must be French from end to end: no English
word outside the code a student types (card notations, action codes), the rulebooks' terms,
players named as people ("le joueur 2", "la joueuse 3"), French rule citations and French
typography (a narrow no-break space before ``: ; ! ?``).

The rulebooks' terms checked here: The Majority revised 3-1 (Pots-de-vin, Assassinat, Espion,
Traîtrise; the « jeton d'espion »), 2-4 (vainqueur, dauphin); the Sultane 5 and 7 (la Grande
Vizir, la Narratrice, le compteur de narratrices refusées, the feminine « exilée »); Grard
« La carte Marquer ».
"""

from __future__ import annotations

import html
import random
import re
from typing import Any

import pytest

from majority_core.errors import RuleError
from majority_core.game import GameState, play
from majority_core.grard import GrardState
from majority_core.i18n import get_language, language, set_language
from majority_core.policy import UniformRandom
from majority_core.sultane import SultaneState
from majority_core.sultane.policies import POLICIES as SULTANE_BOTS
from majority_core.the_majority import TheMajorityState
from tests.contract import kit_looks

#: English words a French reader must never meet (kept honest: a word is never taken out to
#: get green; French words spelt the same, like "points", "phase", "second", "bot" or the verb
#: "exile", are not in it).
ENGLISH = re.compile(
    r"\b(the|and|with|of|to|seat|seats|player|players|takes|plays|draws|wins|is|are|has|"
    r"have|you|your|their|she|her|turn|round|card|cards|coin|coins|tale|tales|nobody|every|"
    r"revised|first edition|step|steps|spy|token|bribery|betrayal|assassination|debate|draft|"
    r"trick|tricks|team|hand|packet|discarded|waiting|view|Mark|greedy|runner-up|random|"
    r"winner|winners|leads|pacifist|interventionist|Narrator|Grand|exiled|claims|"
    r"rule|none|yes|no|legal|draw|discard|nominate|investigate|choose|peek)\b"
)
#: Words the French edition must not use (review section 3: the rulebooks' terms instead).
WRONG = re.compile(
    r"\bsièges?\b|\bSièges?\b|Trahison|jeton espion|\bPot-de-vin\b|\(s\)|\brevised\b|"
    r"first edition|compteur de gouvernements|\bla Vizir\b|\bexilé\b|\bpris par\b|"
    r"\bmeneur|intervalle à 95|point-selle|\bMark\b"
)
#: A plain space (or none) before : ; ! ? where French wants a narrow no-break space.
TYPOGRAPHY = re.compile(r"(?<=[\w»)\]])(?: )?[;!?]|(?<=[\w»)\]]) :(?=\s)")

#: Game names and code stay as they are: the games' names, card notations (R10, B0), the
#: actions a student types in quotes (a refusal's French « » with no-break spaces: what was
#: typed, i18n.refusal_sentence) or in "legal now" lists, and the rulings file's name.
KEEP = re.compile(
    r"The Majority|Majority \(Grard\)|Majority|Au chevet de la Sultane|RULINGS|"
    r"docs/rulings-\w+\.md|'[^'\s]*'|«\u00a0[^\s»]*\u00a0»|\b[RBY]\d+\b|"
    r"permis maintenant\u202f: .*?(?=\(règle|$)|\b(?:nominate|discard|claim-\w+|investigate|"
    r"exile|choose|peek|no-claim|yes|no|read|veto|accept-veto|refuse-veto):\S*"
)


def _text(markup: str) -> str:
    markup = re.sub(r"<style.*?</style>", " ", markup, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))




def problems(text: str) -> list[str]:
    """What is not French in ``text`` (empty when it reads as the French edition)."""
    plain = KEEP.sub(" ", text)
    found = [f"English {m.group(0)!r}" for m in ENGLISH.finditer(plain)]
    found += [f"wrong term {m.group(0)!r}" for m in WRONG.finditer(plain)]
    found += [f"typography {plain[max(0, m.start() - 12):m.end() + 2]!r}"
              for m in TYPOGRAPHY.finditer(plain)]
    return found


GAMES: dict[str, tuple[type[GameState], dict[str, Any]]] = {
    "the_majority-4": (TheMajorityState, {"n_players": 4}),
    "the_majority-3-first-edition": (TheMajorityState, {"n_players": 3, "first_edition": True}),
    "sultane-5": (SultaneState, {"n_players": 5}),
    "sultane-7": (SultaneState, {"n_players": 7}),
    "sultane-9-variant-8d": (SultaneState, {"n_players": 9, "variant_8d": True}),
    "grard-5": (GrardState, {"n_players": 5, "language": "fr"}),
}
#: Wrong moves tried at every step (the refusals a class meets).
WRONG_MOVES = ("Z99", "R2", "nominate:9", "nominate:0", "yes", "discard:P", "exile:1",
               "claim-draw:PPP", "veto", "mark", "D", "", 42)


def _bots(cls: type[GameState], n: int) -> list[Any]:
    if cls is SultaneState:  # rule-based bots: short games that reach powers and vetoes
        return [SULTANE_BOTS["rules"]() for _ in range(n)]
    return [UniformRandom() for _ in range(n)]


def french_texts(cls: type[GameState], options: dict[str, Any], seed: int) -> list[str]:
    """Everything a French class reads of one random game: the refusals met along the way,
    the looks' drawings now and then, every seat's log and the all-seeing one at the end."""
    texts: list[str] = []
    state = cls.new(seed=seed, **options)
    rng = random.Random(seed)
    bots = _bots(cls, state.n_players)
    looks = kit_looks(cls)
    step = 0
    while not state.is_terminal():
        if step % 9 == 0:
            # The wrong moves are tried on a copy of the game. A refused decision leaves a
            # state as it was (the protocol; checked below), so one copy serves every refusal
            # of this step (a copy per move was nine tenths of this file's time); a move the
            # game accepts changes the copy, which is then made again.
            trial = state.clone()
            for player in range(state.n_players):
                for move in WRONG_MOVES:
                    if move in state.legal_actions(player):
                        continue
                    try:
                        trial.apply(player, move)
                    except RuleError as err:
                        texts.append(str(err))
                    else:
                        trial = state.clone()
            assert trial == state  # the refusals changed nothing: each met the game as it is
            for look in looks:
                for viewer in (None, *range(state.n_players)):
                    texts.append(_text(look.state_html(state, viewer)))
                    texts.append(_text(look.extra_html(state, viewer)))
        player = state.current_players()[0]
        action = bots[player].act(state.view(player), state.legal_actions(player), rng)
        state.apply(player, action)
        step += 1
    for viewer in (None, *range(state.n_players)):
        texts += state.explain(viewer)
    texts.append(_text(state._repr_html_()))
    try:
        state.apply(0, state.legal_actions(0)[0] if state.legal_actions(0) else "x")
    except RuleError as err:
        texts.append(str(err))
    return texts


@pytest.fixture
def french():
    before = get_language()
    set_language("fr")
    yield
    set_language(before)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_games_read_in_french(game: str, french: None) -> None:
    """Every sentence of two random games, every refusal and every drawing is French."""
    cls, options = GAMES[game]
    bad = []
    for seed in (1, 2):
        for text in french_texts(cls, options, seed):
            bad += [(p, text[:160]) for p in problems(text)]
    assert not bad, f"{len(bad)} problems, e.g. {bad[:6]}"


def _all_text(cls: type[GameState], options: dict[str, Any], seeds: range) -> str:
    out = []
    for seed in seeds:
        state = cls.new(seed=seed, **options)
        play(state, _bots(cls, state.n_players), seed=seed)
        out += state.explain(None)
    return "\n".join(out)


def test_the_majority_speaks_the_rulebooks_french(french: None) -> None:
    """Revised 3-1's effect names, 2-4's vainqueur and dauphin, the jeton d'espion, players
    as people with their articles, citations in French (révisée 2-4, 1re édition « … »)."""
    text = _all_text(TheMajorityState, {"n_players": 4}, range(6))
    for term in ("Pots-de-vin : le", "Traîtrise : le", "Espion : le", "Assassinat : le",
                 "jeton d'espion", "est vainqueur avec", "est dauphin avec",
                 "le joueur 1 vous passe", "du joueur 2", "[révisée 2-4]",
                 "[révisée 2-3 étapes 4-5]", "L'équipe des joueurs"):
        assert term.replace(" :", "\u202f:") in text, term
    first = _all_text(TheMajorityState, {"n_players": 3, "first_edition": True}, range(8))
    assert "1re édition «\u202fEspion\u202f»" in first


def test_sultane_players_are_women(french: None) -> None:
    """The Sultane's players are "joueuses" with feminine agreement (Sultane 7b: « la joueuse
    exilée »), the counter is the rulebook's « compteur de narratrices refusées » (Sultane 5,
    7c), and every log line is a sentence: a capital letter and a full stop (review 97)."""
    state = SultaneState.new(n_players=7, seed=3)
    play(state, _bots(SultaneState, 7), seed=3)
    lines = [e.text for e in state.events]
    text = "\n".join(lines)
    assert "la joueuse 3" in text or "La joueuse 3" in text
    assert all(not line[:1].islower() and line.endswith(".") for line in lines), [
        line for line in lines if line[:1].islower() or not line.endswith(".")][:3]
    assert "Grande Vizir" in text
    found = {"exilée": False, "compteur": False, "refused": False}
    for seed in range(20):
        state = SultaneState.new(n_players=7, seed=seed)
        bots = _bots(SultaneState, 7)
        rng = random.Random(seed)
        while not state.is_terminal():
            exiled = [s for s in range(7) if not state.active[s]]
            if exiled:
                with pytest.raises(RuleError, match=f"^La joueuse {exiled[0]} est exilée"):
                    state.apply(exiled[0], "yes")
                found["refused"] = True
            p = state.current_players()[0]
            state.apply(p, bots[p].act(state.view(p), state.legal_actions(p), rng))
        text = "\n".join(state.explain(None))
        found["exilée"] |= "exilée, elle ne parle" in text
        found["compteur"] |= "compteur de narratrices refusées passe à" in text
    assert all(found.values()), found


def test_grard_agrees_the_verb_with_the_voters(french: None) -> None:
    """Grard « La carte Marquer »: "le joueur 0 et le joueur 2 ont voté Marquer" (review 16;
    a lone Mark voter is never in the majority, which needs two votes: Grard « Résolution des
    votes »), and the teacher's names as given ("Ana, Ben et Cleo ont voté Marquer")."""
    several = named = False
    for seed in range(40):
        state = GrardState.new(n_players=5, seed=seed, language="fr")
        play(state, [UniformRandom()] * 5, seed=seed)
        text = "\n".join(state.explain(None))
        # the voters together (review 2, 40), the points with their noun (review 2, 43)
        several |= bool(re.search(r"Les joueurs \d[\d, ]*(?: et| à) \d ont voté Marquer avec la "
                                  r"majorité\u202f: chacun marque \d+ points? \(un par carte de "
                                  r"la pile de référence\)", text))
        assert "Le joueur 0, le joueur 1" not in text
        assert " a voté Marquer avec la majorité" not in text
        names = GrardState.new(n_players=3, seed=seed, names=["Ana", "Ben", "Cleo"],
                               language="fr")
        play(names, [UniformRandom()] * 3, seed=seed)
        named |= "Ana, Ben et Cleo ont voté Marquer" in "\n".join(names.explain(None))
        if several and named:
            break
    assert several and named, (several, named)


def test_wrong_seat_and_variant_refusals_in_french(french: None) -> None:
    """Review 29: The Majority's wrong-seat refusal cites revised 2-2 and 2-3 in French, and
    the Sultane's refused roles say « variante 8d »."""
    state = TheMajorityState.new(n_players=4, seed=1)
    play(state, [UniformRandom()] * 4, seed=1)
    live = next(  # a face-up trick after a spy: one card at a time (revised 3-1 [3])
        p for p in (state.replay_prefix(k) for k in range(len(state.history)))
        if 0 < len(p.current_players()) < 4
    )
    waiting = set(live.current_players())
    idle = next(p for p in range(4) if p not in waiting)
    with pytest.raises(RuleError) as err:
        live.apply(idle, live.legal_actions(min(waiting))[0])
    assert problems(str(err.value)) == []
    # one formula in every game, with articles, the waiting seats together (review 2, 58, 40)
    assert "révisée 2-2 et 2-3" in str(err.value)
    assert str(err.value).startswith(f"Ce n'est pas au joueur {idle} de jouer\u202f: on attend ")
    if len(waiting) == 1:
        assert f"on attend le joueur {min(waiting)} (" in str(err.value)
    with pytest.raises(RuleError) as err:
        SultaneState.new(n_players=7, seed=0, variant_8d=True, roles=["pacifist"] * 7)
    assert "(variante 8d)" in str(err.value) and problems(str(err.value)) == []


def test_boards_given_french_in_an_english_notebook() -> None:
    """Review 26: a board given ``language="fr"`` while the package speaks English shows its
    events and buttons in French."""
    from majority_widgets.sultane import sultane_stepper
    from majority_widgets.the_majority.stepper import SCENARIOS, RoundStepper, StepperBoard

    with language("en"):
        board = sultane_stepper(seed=3, language="fr")
        board.logic.end()
        board.redraw()
        shown = " ".join(_widget_texts(board.widget))
        assert "7 joueuses\u202f; les 17 contes" in shown or "La joueuse" in shown
        assert problems(shown) == [], problems(shown)[:5]
        stepper = StepperBoard(RoundStepper.from_scenario(SCENARIOS[0].name), language="fr")
        assert stepper.buttons["start"].description == "|< Début"
        shown = " ".join(_widget_texts(stepper.widget))
        assert re.search("débat\\s*\u202f: Débat de la manche", shown)
        assert problems(shown) == [], problems(shown)[:5]
        assert get_language() == "en"


def _widget_texts(widget: Any) -> list[str]:
    """Every word a board shows: its HTML, labels, tooltips and menu entries."""
    out = []
    value = getattr(widget, "value", None)
    if isinstance(value, str) and type(widget).__name__ in ("HTML", "Label"):
        out.append(_text(value))
    for attr in ("description", "tooltip", "placeholder"):
        text = getattr(widget, attr, None)
        if isinstance(text, str):
            out.append(text)
    for option in getattr(widget, "options", ()) or ():
        out.append(str(option[0] if isinstance(option, tuple) else option))
    for child in getattr(widget, "children", ()) or ():
        out += _widget_texts(child)
    return out


def test_every_board_of_the_three_games_in_french() -> None:
    """The boards of The Majority (play, trick lab, payout), the Sultane (play) and Grard (the
    classroom tally, after a few turns), given ``language="fr"`` in an English notebook: every
    label, menu entry, tooltip and drawing is French."""
    from majority_widgets.grard import GrardBoard
    from majority_widgets.sultane import SultaneBoard, SultaneBoardView
    from majority_widgets.the_majority import PayoutBoard, TrickLabBoard
    from majority_widgets.the_majority.play import PlayBoard as MajorityPlayBoard

    with language("en"):
        grard = GrardBoard(n_players=5, seed=1, language="fr")
        tally = grard.tally
        tally.bots = {}
        for _turn in range(3):
            tally.press_draw()
            for p in tally.state.current_players():
                tally.press_vote(p, "mark" if p % 2 else "A")
            tally.press_resolve()
        grard.redraw()
        play = MajorityPlayBoard(human=0, seed=2, language="fr")
        for _step in range(8):
            play.logic.choose(play.logic.legal()[0])
        play.redraw()
        lab = TrickLabBoard("Rival spies", language="fr")
        lab.forward_button.click()
        sultane = SultaneBoardView(SultaneBoard(n_players=7, seed=1, humans=[0], viewer=0,
                                                language="fr"))
        for board in (grard, play, lab, PayoutBoard(language="fr"), sultane):
            shown = " ".join(_widget_texts(board.widget))
            assert problems(shown) == [], (type(board).__name__, problems(shown)[:6])
        assert get_language() == "en"
