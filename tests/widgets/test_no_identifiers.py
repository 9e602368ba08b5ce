"""Issue 23 (3.4): a board never shows a person the program's identifiers ("s1.zone.1",
"demons:secretary", "take:K/P"): every text of every board (the table, what is under it, the
prompt, the buttons and their rows' titles, the log) is words, in English and in French, over
random games of the five games."""

from __future__ import annotations

import html
import re

import pytest

from majority_core.i18n import language
from majority_widgets.grard.tally import GrardLook
from majority_widgets.kit import GamePlay
from majority_widgets.majority2.look import Majority2Look
from majority_widgets.sultane.board import LOOK as SULTANE
from majority_widgets.the_majority.look import LOOK as THE_MAJORITY
from majority_widgets.witch.board import LOOK as WITCH

LOOKS = {
    "the_majority": THE_MAJORITY,
    "grard": GrardLook(),
    "sultane": SULTANE,
    "majority2": Majority2Look(),
    "witch": WITCH,
}

#: An identifier: lower-case words joined by ":" or "." ("demons:secretary", "s1.zone.1");
#: the rulings file a rule cites (docs/rulings-grard.md) is a citation, not an identifier.
IDENTIFIER = re.compile(r"(?<![-/\w])[a-z_]+\d*(?:[.:][a-z_0-9]+)+\b(?!\.md)")


def words(fragment: str) -> str:
    """What a person reads of an HTML fragment (no tags, no style sheet)."""
    fragment = re.sub(r"(?s)<style.*?</style>", " ", fragment)
    return html.unescape(re.sub(r"<[^>]+>", " ", fragment))


class Log:
    """One viewer's log in words, ``game.log(None)``, each event's line written once.

    A line is a function of its event, the viewer and the language alone (the log only grows:
    ``GameState.events`` is appended to), so each step asks ``game.log`` for the lines of the
    new events only (``game.log(last)``) instead of writing every line of the game again at
    every step (quadratic in the game's length: most of this file's time). :meth:`whole`
    checks that premise at the end of each game: the whole log written at once is these lines.
    """

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.read = 0  # events of state.events looked at

    def of(self, game: GamePlay) -> list[str]:
        events = game.state.events
        new = sum(1 for e in events[self.read:] if e.visible(game.viewer))
        self.read = len(events)
        if new:
            self.lines += game.log(new)
        return self.lines

    def whole(self, game: GamePlay) -> None:
        assert self.of(game) == game.log(None)


def board_texts(game: GamePlay, viewer: int | None, log: Log) -> str:
    look, state = game.look, game.state
    game.viewer = viewer
    parts = [look.state_html(state, viewer), look.extra_html(state, viewer)]
    parts += log.of(game)
    for seat in state.current_players():
        parts.append(look.prompt(state, seat))
        for action in state.legal_actions(seat)[:40]:
            parts.append(look.action_label(state, seat, action))
            parts.append(look.action_group(state, seat, action))
    return words(" ".join(parts))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(LOOKS))
def test_no_identifier_in_any_board_text(name: str, lang: str) -> None:
    look = LOOKS[name]
    for seed in range(2):
        with language(lang):
            game = GamePlay(look, seed=seed, humans=[], viewer=None, language=lang)
            logs = {None: Log(), 0: Log()}
            for _step in range(300):
                for viewer in (None, 0):
                    text = board_texts(game, viewer, logs[viewer])
                    found = IDENTIFIER.search(text)
                    assert not found, (seed, viewer, text[max(0, found.start() - 80):found.end()])
                if game.state.is_terminal():
                    break
                game.viewer = None
                game.step()
            for viewer in (None, 0):
                game.viewer = viewer
                logs[viewer].whole(game)


def test_majority2_discs_and_discard_in_words() -> None:
    """The disc line names the card a disc is on and where it lies, and the discard pile's
    top card by its name (Majority 2: discs go on cards of the columns or score zones)."""
    from majority_widgets.majority2.look import board_html, spot_label

    look = LOOKS["majority2"]
    for seed in range(6):
        game = GamePlay(look, seed=seed, humans=[], viewer=None)
        while not game.state.is_terminal():
            view = game.state.view(None)
            if view["discs"] and view["discard"]:
                spot = next(iter(view["discs"].values()))
                text = words(board_html(view))
                # the card by its name, without its disc again (review 3, N12)
                assert spot not in text and spot_label(view, spot, bare=True) in text
                assert view["discard"][-1] not in text
                with language("fr"):
                    label = spot_label(view, spot)
                assert "joueur" in label  # a player is named as a person (issue 20)
                return
            game.step()
    pytest.fail("no game of six put a disc on a card with a discard pile")
