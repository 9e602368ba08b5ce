"""The classroom app: the four boards in tabs, each working when clicked."""

from __future__ import annotations

from widgets.the_majority.app import TABS, classroom


def test_tabs_hold_working_boards():
    app = classroom(seed=3)
    assert list(app.tabs.titles) == [t for t, _, _ in TABS]
    assert "mj-classroom" in app.widget._dom_classes
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
