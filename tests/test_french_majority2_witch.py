"""Majority 2 and Witch of the Academy read French (issue 20, items 2-6): random games with every
option, every seat's log and the all-seeing one, the refusals a student meets, the boards'
HTML, prompts and buttons; no English word outside what a student types (the notation in
quotes, the legal actions listed after "permis") and the rule citations; the rulebooks' terms
(Majority 2 4-2, 5-1, 6-2: Secrétaire, Sénior, Vétéran, Aristocrate, Phase de revenus, Phase de
nettoyage, pion de premier joueur; Witch 3: feuille d'enquête, hypothèses); players named as
people ("le joueur 1"); a narrow no-break space before ``: ; ? !``."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from majority_core import RuleError
from majority_core.i18n import language
from majority_core.majority2 import Majority2State
from majority_core.majority2.components import PRINTED, card_html
from majority_core.witch import WitchState
from majority_widgets.majority2.look import LOOK as M2_LOOK
from majority_widgets.witch.board import LOOK as WITCH_LOOK

#: Words of an English sentence, and the engines' code words, that a French text never holds.
ENGLISH = re.compile(
    r"\b(the|and|with|your|you|their|is|are|has|have|of|to|into|from|seat|seats|player|turn|"
    r"card|cards|coins?|none|nothing|witches|demons|angels|reapers|Secretary|Senior|"
    r"Veteran|Aristocrat|Ghost|black|blue|green|pink|yellow|red|discs?|disks?|column|hand|"
    r"reserve|deck|discard|draw|free|play|exchange|keep|trade|sheet|guess|guesses|rumour|"
    r"nominate|siège|sièges|other|others)\b"
)
#: What a student types (quoted notation, listed legal actions) and citations stay as written.
CODE = [
    re.compile(r"\[[^\]]*\]$"),  # the event's citation
    re.compile(r" \(règle\s?: .*\)\.?$"),  # a refusal's citation (a refusal ends a sentence)
    re.compile(r"'[A-Za-z0-9:@.,/_ \[\]-]*'"),  # notation in quotes (a French apostrophe is not one)
    # the same in a French refusal: « » with no-break spaces (i18n.refusal_sentence)
    re.compile(r"«\u00a0[A-Za-z0-9:@.,/_ \[\]-]*\u00a0»"),
    re.compile(r"Witch of the Academy|Majority 2"),  # the games' names
    re.compile(r"permis\s?: .*$"),  # the legal actions, as typed
    re.compile(r"<style>.*?</style>", re.S),
    re.compile(r"<[^>]+>"),  # tags (titles are read separately)
    re.compile(r"&#?\w+;"),
]
SPACE_BEFORE = re.compile(r"(?<=[\w»)]) [:;?!]")  # a table cell "?" is not punctuation
GLUED = re.compile(r"(?<=[A-Za-zÀ-ÿ»)])[;?!](?=\s)")  # "rose; joueur 1": U+202F missing


def prose(text: str) -> str:
    for pattern in CODE:
        text = pattern.sub(" ", text)
    return text


def titles(html: str) -> list[str]:
    return re.findall(r'title="([^"]*)"', html)


def offenders(texts: Iterator[tuple[str, str]]) -> list[tuple[str, str]]:
    bad = []
    for where, text in texts:
        words = prose(text)
        if (ENGLISH.search(words) or SPACE_BEFORE.search(words) or GLUED.search(words)
                or "(s)" in words):
            bad.append((where, text[:300]))
    return bad


def walk(name: str, state, look, bad_actions: list[str], seed: int) -> Iterator[tuple[str, str]]:
    """Play ``state`` at random to its end and yield every text a person reads on the way: the
    refusals of ``bad_actions`` now and then, both boards (the seat's and the all-seeing one,
    with the cards' titles), the prompt, every button and its row's heading, the state's own
    drawing; then every seat's log, the all-seeing one and the board's last word."""
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal():
        p = state.current_players()[0]
        if step % 6 == 0:
            for bad in bad_actions:
                try:
                    state.parse_action(p, bad)
                except RuleError as err:
                    yield f"{name} refusal {bad!r}", str(err)
            for viewer in (p, None):
                board = look.state_html(state, viewer)
                yield f"{name} board of {viewer}", board
                yield f"{name} extra of {viewer}", look.extra_html(state, viewer)
                for title in titles(board):
                    yield f"{name} title on the board of {viewer}", title
            yield f"{name} prompt", look.prompt(state, p)
            for action in state.legal_actions(p)[:40]:
                yield f"{name} button {action}", look.action_label(state, p, action)
                yield f"{name} row of {action}", look.action_group(state, p, action)
            yield f"{name} drawing", state._repr_html_()
        state.apply(p, rng.choice(state.legal_actions(p)))
        step += 1
    for who in (*range(state.n_players), None):
        for line in state.explain(who):
            yield f"{name} log of {who}", line
    yield f"{name} end", look.over_text(state)


M2_BAD = ["fly", "play gnomes:king 1", "play witches:king 1", "play witches:veteran@gnomes 1",
          "play witches 1", "free demons:veteran 1", "free angels:junior 1",
          "play witches:veteran 2", "play witches:secretary 4", "play demons:veteran 1",
          "play reapers:aristocrat 3", "draw", "keep", "end", "exchange"]


def m2_texts() -> Iterator[tuple[str, str]]:
    """Majority 2 with every option: none, all promo cards and the Ghosts (6-3, 6-4), some."""
    for seed, options in [(1, {}), (2, {"promos": "all", "ghosts": True}),
                          (3, {"promos": ["witches:senior", "dragons:junior"], "ghosts": True}),
                          (4, {"promos": "all"})]:
        state = Majority2State.new(n_players=2, seed=seed, **options)
        yield from walk(f"m2 seed {seed} {options}", state, M2_LOOK, M2_BAD, seed)
    for card in PRINTED:
        for title in titles(card_html(card)):
            yield f"m2 card {card}", title
        yield f"m2 card {card} name", card.name
        yield f"m2 card {card} condition", card.condition


WITCH_BAD = ["take:Q/Q", "fly", "take:Y/Y", "guess:0Z", "hide:9R", "hide:0R,0R", "guess:1R",
             "data", "take:K/K:Q"]


def witch_texts() -> Iterator[tuple[str, str]]:
    """Witch: the discovery game (4, 5 players) and the standard game (3, 4, 5 players)."""
    for seed, n, options in [(1, 4, {}), (2, 5, {}), (3, 3, {"standard": True}),
                             (4, 4, {"standard": True}), (5, 5, {"standard": True})]:
        state = WitchState.new(n_players=n, seed=seed, **options)
        yield from walk(f"witch {n}p seed {seed} {options}", state, WITCH_LOOK, WITCH_BAD, 7)


@pytest.mark.parametrize("texts", [m2_texts, witch_texts], ids=["majority2", "witch"])
def test_the_game_reads_french(texts) -> None:
    with language("fr"):
        bad = offenders(texts())
    assert not bad, f"{len(bad)} texts with English or a plain space before : ; ? !: {bad[:6]}"


def test_majority2_uses_the_rulebooks_terms() -> None:
    """Majority 2 4-2 (the ranks and factions), 4-4 (pion de premier joueur), 5-1 (the phases)."""
    with language("fr"):
        texts = "\n".join(text for _where, text in m2_texts())
        refusal = str(_refusal(Majority2State.new(n_players=2, seed=1), "fly"))
        missing = Majority2State.new(n_players=2, seed=1)
    for term in ("Secrétaire des", "Sénior des", "Vétéran des", "Aristocrate des", "Junior des",
                 "sorcières", "démons", "dragons", "anges", "faucheurs", "Phase de revenus",
                 "Phase de nettoyage", "pion de premier joueur", "cartes membres du conseil",
                 "Le joueur 0", "au joueur 1", "la phase de jeu standard", "la phase d'échange"):
        assert term in texts, term
    assert "la phase de pioche" in refusal and "Le joueur 0" in refusal, refusal
    assert missing.current_players() == [0]


def test_majority2_card_names_in_both_languages() -> None:
    """6-2's table names: `witches:veteran` is "Vétéran des sorcières" in French, the English
    notation's words in English; a disc's faction is named with it (6-1)."""
    from majority_core.majority2 import Card

    card = Card.parse("demons:secretary@witches")
    with language("fr"):
        assert Card.parse("witches:veteran").name == "Vétéran des sorcières"
        assert Card.parse("angels:aristocrat").name == "Aristocrate des anges"
        assert card.name == "Secrétaire des démons avec le disque bleu (sorcières)"
        assert Card.parse("reapers:aristocrat").condition == (
            "demande 2 cartes des faucheurs dans votre zone de score")
    assert Card.parse("witches:veteran").name == "witches Veteran"
    assert card.name == "demons Secretary with the blue disc (witches)"


def test_witch_uses_the_rulebooks_terms() -> None:
    """Witch 3 "Phase de Nuit": the feuille d'enquête, its hypotheses, its top and bottom rows."""
    with language("fr"):
        texts = "\n".join(text for _where, text in witch_texts())
    for term in ("feuille d'enquête", "hypothèses", "rangée supérieure", "rangée inférieure",
                 "Le joueur 0", "du joueur", "garder la", "un disque"):
        assert term in texts, term
    for wrong in ("fiche d'enquête", "suppositions", "siège", "(s)", "ligne du haut",
                  "rangée du haut"):
        assert wrong not in texts, wrong


def _refusal(state, action: str) -> RuleError:
    try:
        state.apply(state.current_players()[0], action)
    except RuleError as err:
        return err
    raise AssertionError(f"{action!r} was accepted")


def test_majority2_board_draws_the_class_tables_public_view() -> None:
    """The projected public board (majority_tables.games.public_view: what both players know)
    has no hands or reserves; the Majority 2 drawing shows its public parts, in French, with no
    hidden card (Majority 2 4-4: hands and reserves are secret, their sizes public)."""
    from majority_tables.games import public_view
    from majority_widgets.majority2.look import board_html

    state = Majority2State.new(n_players=2, seed=2)
    rng = random.Random(1)
    for _step in range(30):
        p = state.current_players()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
    view = public_view(state)
    assert "hands" not in view and "reserves" not in view
    with language("fr"):
        board = board_html(view)
    assert "Tour 7" in board and "réserve\u202f: 7 cartes" in board
    for hidden in ("Votre main", "Votre réserve", "Main\u202f:", "Réserve\u202f:"):
        assert hidden not in board, hidden
    assert not offenders(iter([("public board", board)]))


# -- the lessons' tables and charts (lessons 30-32, 40-42) ---------------------------------------
def test_lesson_tables_and_charts_name_the_bots_in_french() -> None:
    """A tournament's cells and its chart's pairings show the bots' French names (gourmand,
    planificateur, aléatoire: the names the boards' bot menus give them); the data keep the
    names one types, and English is unchanged."""
    import pandas as pd

    from majority_core.display import frame_html, translated_spec
    from majority_core.majority2.analysis import win_rate_chart

    table = pd.DataFrame([{"bot": "random", "opponent": "greedy", "win rate": 0.25,
                           "95% low": 0.1, "95% high": 0.5},
                          {"bot": "planner", "opponent": "greedy", "win rate": 0.6,
                           "95% low": 0.4, "95% high": 0.8}])
    with language("fr"):
        cells = frame_html(table)
        pairings = [row["pairing"] for row in win_rate_chart(table).to_dict()["datasets"].popitem()[1]]
        spec = translated_spec(win_rate_chart(table).to_dict())
    assert ">aléatoire<" in cells and ">gourmand<" in cells and ">planificateur<" in cells
    assert pairings == ["aléatoire contre gourmand", "planificateur contre gourmand"]
    assert spec["title"] == "Majority 2\u202f: taux de victoire en face à face (Wilson 95\u00a0%)"
    assert list(table["bot"]) == ["random", "planner"]  # the data keep the code names
    with language("en"):
        pairings = [row["pairing"] for row in win_rate_chart(table).to_dict()["datasets"].popitem()[1]]
    assert pairings == ["random vs greedy", "planner vs greedy"]


def test_a_lesson_cells_french_chart_title_is_typeset() -> None:
    """A title written in French by a lesson's own cell (lesson 31's draw chart) gets the narrow
    no-break space before ':' that the catalogs' texts get; its data words are left as they are
    (they must stay equal to the chart's sort and domain lists)."""
    from majority_core.display import translated_spec

    spec = {"title": "Piocher : vos cartes", "encoding": {"x": {"field": "a : b", "type": "nominal",
                                                               "title": "axe : x"}},
            "data": {"values": [{"a : b": "mot : valeur"}]}}
    with language("fr"):
        out = translated_spec(spec)
    assert out["title"] == "Piocher\u202f: vos cartes"
    assert out["encoding"]["x"]["title"] == "axe\u202f: x"
    assert out["data"]["values"] == [{"a : b": "mot : valeur"}]
    with language("en"):
        assert translated_spec(spec) == spec


def test_a_layered_chart_keeps_one_axis_title_in_french() -> None:
    """Lesson 04's head-to-head heat map: its cells title the y axis "bot", its numbers (a
    second layer on the same field) give none. A French title added to the second layer made
    Vega-Lite join both, "bot, stratégie"; every layer now carries the axis's one title (the
    first a layer gives, display._one_title_per_axis), which Vega-Lite draws once."""
    import vl_convert

    from majority_core.display import translated_spec
    from majority_core.the_majority.tournaments import head_to_head_chart, tournament

    spec = head_to_head_chart(tournament(["random", "greedy"], n_games=2, seed=0)).to_dict()
    with language("fr"):
        out = translated_spec(spec)
    y_titles = [layer["encoding"]["y"].get("title") for layer in out["layer"]]
    assert y_titles == ["bot", "bot"]
    x_titles = [layer["encoding"]["x"].get("title") for layer in out["layer"]]
    assert x_titles == ["adversaire", "adversaire"]
    # as drawn: each axis shows that one title, not two joined ("bot, stratégie")
    drawn = re.findall(r"([XY])-axis titled '([^']*)'", vl_convert.vegalite_to_svg(out))
    assert sorted(drawn) == [("X", "adversaire"), ("Y", "bot")]
    # a single chart still gets its field's French title
    single = {"mark": "bar", "encoding": {"y": {"field": "policy", "type": "nominal"}}}
    with language("fr"):
        assert translated_spec(single)["encoding"]["y"]["title"] == "stratégie"


def test_information_points_name_a_lessons_players_without_an_article() -> None:
    """Lesson 40 scores the rulebook's example players "A", "B", "C" (Witch 3 "Phase de Nuit"
    (2)): French says "A a des disques...", not "le A"; the game names its players with their
    article ("le joueur 2 a seul le plus de rose")."""
    from majority_core.witch import information_points
    from majority_core.witch.explain import the_seat

    disks = {"A": {"pink": 3, "yellow": 2, "red": 1, "blue": 1}, "B": {"yellow": 2, "red": 2},
             "D": {}}
    with language("fr"):
        lines = information_points(disks).explain()
        game = information_points({the_seat(2): {"pink": 1}}).explain()
    # one colon at most (French review 4, D4): « …, donc 2 points »
    assert lines[0] == "A a des disques des quatre couleurs, donc 2 points."
    assert lines[-1] == "D n'a aucun disque, donc 0 point."
    assert not any(line.startswith(("le ", "Le ")) for line in lines)
    assert game == ["Le joueur 2 a seul le plus de rose (1 disque), donc 3 × 1 = 3 points."]


def test_witch_teachers_night_sheets_are_typeset() -> None:
    """Review 2, defect 15: the teacher's board lists tonight's written sheets ("joueur 0 :
    joueur 1 rose, …"), built outside the catalogs; a narrow no-break space comes before each
    ";" between two sheets (Witch 3 "Phase de Nuit" (1): the sheets are secret until the
    reveal, the teacher sees them)."""
    with language("fr"):
        state = WitchState.new(n_players=4, seed=3, standard=True)
        rng = random.Random(3)
        while state.phase != "guess":
            p = state.current_players()[0]
            state.apply(p, rng.choice(state.legal_actions(p)))
        for p in (0, 1):
            state.apply(p, state.legal_actions(p)[0])
        extra = WITCH_LOOK.extra_html(state, None)
    sheets = re.search(r"joueur 0\u202f: [^<]*", extra)
    assert sheets, extra[:400]
    assert "\u202f; joueur 1\u202f: " in sheets[0] and not GLUED.search(sheets[0]), sheets[0]


def test_witch_board_names_colours_in_words() -> None:
    """Review 2, defect 17: the board shows each colour in full ("bleu"), never the notation's
    letters K, P, Y (Witch 3 "Préparation": the five character colours)."""
    with language("fr"):
        state = WitchState.new(n_players=4, seed=2, standard=True)
        html = WITCH_LOOK.state_html(state, None) + WITCH_LOOK.extra_html(state, None)
    cells = re.findall(r">([^<>]+)</span>", html)
    assert cells and not {"K", "P", "Y", "R", "B"} & set(cells), cells
    assert "noir" in html and "jaune" in html and "Ce que la table" in html
    with language("fr"):
        extra = WITCH_LOOK.extra_html(state, 0)
    assert "Ce que le joueur 0 peut déduire" in extra


def test_witch_lost_suspicion_reads_french_with_one_or_two_sources() -> None:
    """Review 2, defect 14 (Witch 5 "Phases de nuit de la partie standard", second night, step
    4): suspicion on the colour nobody holds is paid by nobody; the sentence names each source
    with "ni …, ni …" when there are two, and the source alone when there is one."""
    from majority_core.witch.night import neither_list

    with language("fr"):
        two = neither_list(["les 11 points du jour 1", "les 3 points de suspicion du jour 2"])
        one = neither_list(["les 3 points de suspicion sur le noir"])
        rnd = random.Random(11)
        s = WitchState.new(n_players=4, seed=11, standard=True)
        while not s.is_terminal():
            q = rnd.choice(s.current_players())
            s.apply(q, rnd.choice(s.legal_actions(q)))
        (lost,) = [x for x in s.explain(None) if "ne compte pas" in x]
    assert two == "ni les 11 points du jour 1, ni les 3 points de suspicion du jour 2"
    assert one == "les 3 points de suspicion sur le noir"
    assert re.match(r"La suspicion sur une couleur que personne n'a ne compte pas\u202f: personne "
                    r"ne paie ni les 3 points du jour 1 posés sur la carte personnage rouge, ni "
                    r"les \d+ points? de suspicion du jour 2 sur le rouge\. \[", lost), lost
