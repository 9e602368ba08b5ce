"""The check that keeps the French edition French (issue 20, "A check that keeps it French").

Rendered in French, and read by :mod:`tests.french_check` (no English word outside code and
rule citations, no term the glossary marks as wrong, no plain space before ``: ; ! ?``):

* random games of all five games, every player count of their protocol tests: every seat's
  ``explain`` and the all-seeing one, and every refusal the protocol tests
  (``tests/contract.py``) raise: a non-action, ``None``, seats out of range or of the wrong
  type, an idle seat, acting after the end, tampered save files;
* every board's HTML: the kit's looks of all five games (their table for each seat and for
  the all-seeing view, the log lines, the prompt and the buttons of the seats to decide);
* every French lesson's saved outputs (HTML tables, Markdown, plain text, the words inside
  SVG charts: ``notebooks/fr/*.ipynb``);
* the table server's pages (student, teacher, join, index, the words of its script).

A failure lists each offending text with where it came from.
"""

from __future__ import annotations

import base64
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from majority_core import i18n
from majority_core.errors import RuleError
from majority_core.game import GameState
from tests.contract import kit_looks, random_prefix
from tests.french_check import check_all, report

ROOT = Path(__file__).resolve().parents[1]


def _contracts() -> dict[str, Any]:
    from tests.grard.test_contract import TestGrardContract
    from tests.majority2.test_contract import TestMajority2Contract
    from tests.sultane.test_views_and_saves import TestSultaneContract
    from tests.the_majority.test_contract import TestTheMajorityContract
    from tests.witch.test_contract import TestWitchContract

    return {"the_majority": TestTheMajorityContract, "sultane": TestSultaneContract,
            "grard": TestGrardContract, "majority2": TestMajority2Contract,
            "witch": TestWitchContract}


GAMES = ("the_majority", "sultane", "grard", "majority2", "witch")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


# -- the games -----------------------------------------------------------------------------------
def _refusals(state: GameState, where: str) -> Iterator[tuple[str, str]]:
    """The texts of the refusals the protocol tests raise, at this state."""
    waiting = state.current_players()
    n = state.n_players
    action = state.legal_actions(waiting[0])[0] if waiting else "x"
    attempts: list[tuple[Any, Any]] = [(-1, action), (n, action), (True, action), ("0", action)]
    if waiting:
        attempts += [(waiting[0], "definitely not an action"), (waiting[0], None)]
        idle = [p for p in range(n) if p not in waiting]
        if idle:
            attempts.append((idle[0], action))
    else:
        attempts.append((0, "anything"))
    for player, act in attempts:
        try:
            state.apply(player, act)
        except RuleError as err:
            yield f"{where}, refusal of {act!r} by {player!r}", str(err)
    for call in (state.view, state.legal_actions, state.explain):
        try:
            call(n)
        except RuleError as err:
            yield f"{where}, refusal of seat {n}", str(err)


def _bad_saves(state: GameState, where: str) -> Iterator[tuple[str, str]]:
    data = json.loads(state.to_json())
    for text in ("not json", "[]", json.dumps({**data, "format": "chess"}),
                 json.dumps({**data, "game": "another"}), json.dumps({**data, "seed": "x"}),
                 json.dumps({**data, "decisions": [[0, "no such action"]]}),
                 json.dumps({**data, "decisions": "nope"}),
                 json.dumps({**data, "decisions": [[99, "x"]]})):
        try:
            type(state).from_json(text)
        except RuleError as err:
            yield f"{where}, save file {text[:20]!r}", str(err)


def _board(state: GameState, where: str) -> Iterator[tuple[str, str]]:
    """What every kit look of the game draws: tables, log lines, prompts, buttons."""
    for look in kit_looks(type(state)):
        name = type(look).__name__
        for viewer in (None, *range(state.n_players)):
            yield f"{where}, {name} as seen by {viewer}", look.state_html(state, viewer)
            yield f"{where}, {name} extra for {viewer}", look.extra_html(state, viewer)
            for event in state.events_for(viewer)[-12:]:
                yield f"{where}, {name} log of {viewer}", look.event_line(state, event, viewer)
        for seat in state.current_players():
            yield f"{where}, {name} prompt of {seat}", look.prompt(state, seat)
            for action in state.legal_actions(seat)[:30]:
                yield f"{where}, {name} button", look.action_label(state, seat, action)


def game_texts(game: str, *, boards: bool, logs: bool = True) -> Iterator[tuple[str, str]]:
    """Everything of ``game`` a French class reads, with where it came from (``logs``: with
    every seat's ``explain`` at the end, which has no effect on the game: the boards' test,
    which reads the boards' texts only, leaves them out rather than write them for nothing)."""
    contract = _contracts()[game]()
    with i18n.language("fr"):
        # a Grard deck chosen in English ("language": "en") is the teacher's choice of word
        # cards (data), not the interface: the French class plays the French deck
        for config in [c for c in contract.configs if c.get("language") != "en"][:4]:
            for seed in (1, 2):
                where = f"{game} {config} seed {seed}"
                state = contract.new(config, seed)
                rng = random.Random(seed)
                middle = random_prefix(state.clone(), rng, rng.randrange(5, 60))
                if not middle.is_terminal():
                    yield from _refusals(middle, f"{where} mid-game")
                    if boards:
                        yield from _board(middle, f"{where} mid-game")
                end = random_prefix(state, rng, 5000)
                for seat in (None, *range(end.n_players)) if logs else ():
                    for line in end.explain(seat):
                        yield f"{where}, explain({seat})", line
                yield from _refusals(end, f"{where} over")
                yield from _bad_saves(end, where)
                if boards:
                    yield from _board(end, f"{where} over")


@pytest.mark.parametrize("game", GAMES)
def test_games_read_french(game: str) -> None:
    found = check_all(game_texts(game, boards=False), markup=False)
    assert not found, report(found)


@pytest.mark.parametrize("game", GAMES)
def test_boards_read_french(game: str) -> None:
    found = check_all((w, t) for w, t in game_texts(game, boards=True, logs=False)
                      if " as seen by " in w
                      or " extra " in w or " prompt " in w or " button" in w or " log " in w)
    assert not found, report(found)


def test_the_protocol_s_own_refusals_read_french() -> None:
    """The shared protocol's refusals (game.py: seats, turns, save files), strict: a seat out
    of range, a wrong seat's turn, a broken save file."""
    from majority_core.majority2 import Majority2State

    texts = []
    with i18n.language("fr"):
        state = Majority2State.new(n_players=2, seed=3)
        for call in (lambda: state.apply(7, "x"), lambda: state.apply(1, "x"),
                     lambda: Majority2State.from_json("{"), lambda: Majority2State.from_json("[]")):
            with pytest.raises(RuleError) as err:
                call()
            texts.append(("protocol refusal", str(err.value)))
    # review 2, 58-60: sentences, one turn formula with articles, no rule for a seat number
    assert texts[0][1] == ("Il n'y a pas de joueur 7\u202f: les joueurs sont numérotés 0 et 1 "
                           "(règle\u202f: convention de la bibliothèque pour numéroter les "
                           "joueurs)."), texts[0]
    assert texts[1][1].startswith("Ce n'est pas au joueur 1 de jouer\u202f: on attend le joueur 0 ("), texts[1]
    assert "erreur à la ligne 1, colonne 2" in texts[2][1], texts[2]
    found = check_all(texts, markup=False)
    assert not found, report(found)


# -- the lessons ---------------------------------------------------------------------------------
def _svg_words(svg: str) -> str:
    return " ".join(html_text for html_text in re.findall(r"<text[^>]*>([^<]*)</text>", svg))


def lesson_texts(path: Path) -> Iterator[tuple[str, str, bool]]:
    """A French lesson's saved outputs: (where, text, is markup)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for i, cell in enumerate(nb["cells"]):
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            where = f"{path.name} cell {i}"
            if "image/svg+xml" in data:
                svg = "".join(data["image/svg+xml"])
                yield f"{where} chart", _svg_words(svg), True
            elif "text/html" in data:
                page = "".join(data["text/html"])
                yield f"{where} html", page, True
                # a chart saved as an image (the lessons' renderer: an <img> of a base64 SVG,
                # which shows in an untrusted notebook too): its words are read as well
                for svg in re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", page):
                    yield (f"{where} chart",
                           _svg_words(base64.b64decode(svg).decode("utf-8")), True)
            elif "text/markdown" in data:
                yield f"{where} markdown", "".join(data["text/markdown"]), True
            elif out.get("output_type") == "stream":
                yield f"{where} text", "".join(out.get("text", "")), False


LESSONS = sorted((ROOT / "notebooks" / "fr").glob("*.ipynb"))


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_lesson_outputs_read_french(lesson: Path) -> None:
    found = []
    for where, text, markup in lesson_texts(lesson):
        found += check_all([(where, text)], markup=markup)
    assert not found, report(found)


# -- the table server ----------------------------------------------------------------------------
def table_pages(tmp: Path, *, frame_only: bool = False) -> Iterator[tuple[str, str]]:
    """The table server's pages in French: index, join, a table's seats, a seat's page and the
    teacher's (frame and board), the teacher's page, and the words its script writes."""
    from majority_tables import pages
    from majority_tables.store import Store
    from majority_tables.tables import Tables

    with i18n.language("fr"):
        yield "index", pages.page("x", pages.index_body(), role="index")
        yield "join", pages.page("x", pages.join_form_body("x"), role="join")
        yield "teacher", pages.page("x", pages.teacher_body(), role="teacher")
        for key, text in pages.words().items():
            yield f"script word {key}", text
        tables = Tables(Store(tmp / "tables.sqlite3"))
        for game, n in (("sultane", 7), ("the_majority", 4), ("witch", 4), ("grard", 5),
                        ("majority2", 2)):
            table = tables.create(game, n, seed=5)
            yield f"{game} join page", pages.seats_body(table.summary())
            table.join(0, "Ana")
            for teacher, viewer in ((False, 0), (True, "public")):
                payload = table.payload(viewer)
                if frame_only:
                    payload = _frame_only(payload)
                yield (f"{game} {'teacher' if teacher else 'seat'} page",
                       pages.table_body(payload, teacher=teacher))


def _frame_only(payload: dict[str, Any]) -> dict[str, Any]:
    """A table page's payload without what the game's look draws (board, prompt, log, buttons):
    the server's own words only."""
    return {**payload, "board": "", "prompt": "", "latest": "", "log": [], "actions": [],
            "forms": []}


def test_table_server_pages_read_french(tmp_path: Path) -> None:
    """The server's own words (frame, buttons, join and teacher pages), strict."""
    found = check_all(table_pages(tmp_path, frame_only=True))
    assert not found, report(found)


def test_table_server_pages_with_the_games_read_french(tmp_path: Path) -> None:
    found = check_all(table_pages(tmp_path))
    assert not found, report(found)


def test_every_bot_has_a_french_name() -> None:
    """The table server names a bot by its look's ``bot_label`` (review 38: "gourmand",
    "dauphin", not "greedy", "runner-up"): every bot of every game has its word in the catalog."""
    from majority_tables.games import LOOKS, look

    i18n.set_language("fr")
    widgets = i18n._tables["widgets"]
    missing = [(game, b) for game in LOOKS for b in look(game).bots if f"bot\x04{b}" not in widgets]
    assert not missing, missing
    assert look("the_majority").bot_label("greedy") == "gourmand"
