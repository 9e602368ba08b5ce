"""The classroom app: the four boards in tabs, each working when clicked."""

from __future__ import annotations

from majority_widgets.the_majority.app import TABS, classroom


def test_tabs_hold_working_boards():
    app = classroom(seed=3)
    assert list(app.tabs.titles) == [t for t, _, _ in TABS]
    assert "mj-classroom" in app.app.widget._dom_classes
    assert "mj-app-language" in app.widget.children[0]._dom_classes  # the language switch
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


def test_the_language_switch_rebuilds_the_app_in_french_and_back():
    """Issue 13: every app has an English / français switch; switching gives fresh boards
    whose labels, tabs and messages are French, and switching back gives English again."""
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
