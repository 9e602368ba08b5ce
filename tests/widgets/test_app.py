"""The classroom app: the four boards in tabs, each working when clicked."""

from __future__ import annotations

import re

import pytest

from majority_widgets.the_majority.app import TABS, classroom


def test_tabs_hold_working_boards():
    app = classroom(seed=3)
    assert list(app.tabs.titles) == [t for t, _, _ in TABS]
    assert "mj-classroom" in app.app.widget._dom_classes
    header = app.widget.children[0]  # one row: the title, the language switch, large print
    assert "mj-app-header" in header._dom_classes
    assert "mj-app-language" in header.children[1]._dom_classes
    for page, (_, css, _) in zip(app.tabs.children, TABS, strict=True):
        assert css in page._dom_classes
    app.trick_lab.forward_button.click()
    assert "Bribery" in app.trick_lab.log.value
    app.payout.tie_button.click()
    assert app.payout.logic.coins()["C"] == 6
    app.stepper.buttons["next_debate"].click()
    assert app.stepper.logic.event.kind == "debate"
    app.play.choices.children[0].click()
    assert app.play.logic.can_undo()
    assert repr(app).startswith("<The Majority classroom")


def test_the_language_switch_tells_the_app_in_french_and_back():
    """Issue 13: every app has an English / français switch; switching tells the boards again
    with French labels, tabs and messages, and switching back gives English again."""
    app = classroom(seed=3)
    assert app.switch.value == "en"
    app.switch.value = "fr"  # the click
    assert list(app.tabs.titles) == ["Laboratoire des plis", "Explorateur des gains",
                                     "Pas à pas d'une manche", "Jouer"]
    assert app.trick_lab.resolve_button.description == "Résoudre le pli"
    assert app.play.undo_button.description == "Annuler ma dernière décision"
    app.payout.set_total("A", "red", "1")
    assert "aucune carte n'a la puissance 1" in app.payout.last_message
    app.switch.value = "en"
    assert app.tabs.titles[0] == "Trick lab"
    assert app.play.undo_button.description == "Undo my last decision"
    from majority_core.i18n import get_language

    assert get_language() == "en"  # a board's language never leaks into the package's


APPS = {
    "classroom": lambda: classroom(seed=3),
    "grard": lambda: __import__("majority_widgets.grard", fromlist=["x"]).grard_app(n_players=6, seed=1),
    "sultane": lambda: __import__("majority_widgets.sultane", fromlist=["x"]).sultane_app(seed=1),
    "majority2": lambda: __import__("majority_widgets.majority2", fromlist=["x"]).majority2_app(seed=1),
    "witch": lambda: __import__("majority_widgets.witch", fromlist=["x"]).witch_app(seed=1),
}


def _games(app) -> list[str | None]:
    """Each board's game as a save file (None for a board without one)."""
    out = []
    for board in app.boards:
        logic = board.logic
        game = getattr(logic, "state", None) or getattr(logic, "game", None)
        out.append(game.to_json() if game is not None else None)
    return out


def _press_first_action(board) -> bool:
    """Click the first action button of a play board (as a person would)."""
    rows = getattr(board, "choices", None)
    if rows is None or not rows.children:
        return False
    first = rows.children[0]
    button = [c for c in first.children if hasattr(c, "click")][0] if hasattr(
        first, "children") else first
    button.click()
    return True


@pytest.mark.parametrize("name", sorted(APPS))
def test_the_language_switch_keeps_the_games_and_the_tab(name):
    """Issue 23 (3.2): the switch is a click on the same app: every game in progress (its save
    file: seed, options, decisions), the tab shown and the viewer stay; only the words change
    (the tab titles, the buttons and the log are French, then English again)."""
    app = APPS[name]()
    played = [_press_first_action(board) for board in app.boards]
    assert any(played)
    last = len(app.boards) - 1
    app.tabs.selected_index = last
    games, boards = _games(app), list(app.boards)
    viewers = [getattr(b.logic, "viewer", None) for b in boards]
    english = list(app.tabs.titles)
    app.switch.value = "fr"  # the click
    assert _games(app) == games
    assert list(app.boards) == boards  # the same boards, told again
    assert [getattr(b.logic, "viewer", None) for b in boards] == viewers
    assert app.tabs.selected_index == last
    assert list(app.tabs.titles) != english
    assert "Rejouer une partie" in app.tabs.titles or "Jouer" in app.tabs.titles
    for board in boards:
        if hasattr(board, "undo_button"):
            assert board.undo_button.description.startswith("Annuler")
        logic = board.logic
        if hasattr(logic, "log"):
            log = " ".join(logic.log())
            assert not re.search(r"\b(Seat|You|played|draws?)\b", log), log
    app.switch.value = "en"
    assert _games(app) == games and app.tabs.selected_index == last
    assert list(app.tabs.titles) == english


def test_large_print_toggles_the_class_on_the_app():
    """Issue 23 (3.1): the header's *Large print* toggle puts one CSS class on the app's outer
    box (the kit's style sheet scales every board's text from it) and takes it off again."""
    app = APPS["witch"]()
    assert app.large_print.description == "Large print"
    assert not app.large and "mj-large-print" not in app.widget._dom_classes
    app.large_print.value = True  # the click
    assert app.large and "mj-large-print" in app.widget._dom_classes
    app.switch.value = "fr"
    assert app.large_print.description == "Grands caractères"
    assert app.large  # the switch keeps it
    app.large_print.value = False
    assert "mj-large-print" not in app.widget._dom_classes


def _words(app) -> list[tuple[str, ...]]:
    """Every word a person reads on the app's boards, tree by tree: each widget's label,
    tooltip, placeholder, menu entries and HTML."""
    out = []

    def walk(widget, path):
        out.append((path, type(widget).__name__, str(getattr(widget, "description", "")),
                    str(getattr(widget, "tooltip", "") or ""),
                    str(getattr(widget, "placeholder", "") or ""),
                    str(getattr(widget, "_options_labels", "")),
                    str(widget.value) if type(widget).__name__ == "HTML" else ""))
        for i, child in enumerate(getattr(widget, "children", ()) or ()):
            walk(child, f"{path}.{i}")

    for k, board in enumerate(app.boards):
        walk(board.widget, str(k))
    return out


def _controls(words: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The controls' words only: no HTML drawing, no action button (those show the cards:
    "A: bee", in French "A : abeille", review 2, 51)."""
    return [w for w in words if w[1] != "HTML" and not re.match(r"[ABC]\u202f?: ", w[2])]


@pytest.mark.parametrize("name", sorted(APPS))
def test_the_switched_app_reads_as_an_app_made_in_french(name):
    """Issue 23 (3.2): relabelling in place misses nothing: after a click in English and the
    switch, every label, tooltip, menu entry and drawing of every board reads as the same
    app made in French with the same click. Grard's word cards belong to the game (the deal
    was made in a language; the tally has its own Words switch): they stay as dealt."""
    from majority_core.i18n import set_language

    switched = APPS[name]()
    for board in switched.boards:
        _press_first_action(board)
    switched.switch.value = "fr"
    set_language("fr")
    try:
        french = APPS[name]()
    finally:
        set_language("en")
    for board in french.boards:
        _press_first_action(board)
        board.relanguage("fr")  # the switch leaves no message of the old language
    got, want = _words(switched), _words(french)
    if name == "grard":  # the word cards are the game's own (their Words switch): they stay
        got, want = _controls(got), _controls(want)
    assert [w for w in got if w not in want] == []
    assert got == want


def test_witch_play_clicks_reuse_the_buttons():
    """Issue 23 (3.5): a click on the Witch play tab changed every action button into a new
    widget (a front-end model each, most of a click's time); now the board keeps its buttons
    and only relabels them, so a game of clicks makes no new action buttons once the largest
    row has been seen."""
    from majority_widgets.witch import WitchBoard, WitchBoardView

    view = WitchBoardView(WitchBoard(n_players=4, seed=1, humans=[0]))
    seen: set[int] = set()
    made, widest = [], 0
    for _click in range(10):
        legal = view.board.legal()
        if not legal:
            break
        buttons = [b for row in view.choices.children for b in row.children
                   if hasattr(b, "click")]
        new = len({id(b) for b in buttons} - seen)
        assert new == max(0, len(buttons) - widest)  # only a row wider than any before adds
        made.append(new)
        widest = max(widest, len(buttons))
        seen |= {id(b) for b in buttons}
        labels = [b.description for b in buttons]
        assert labels == [view.board.look.action_label(view.board.state, 0, a) for a in legal]
        buttons[-1].click()  # the button of the last legal action plays that action
        assert view.board.state.history  # it was played
    assert len(made) >= 5 and made.count(0) >= 3
