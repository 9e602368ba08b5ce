"""Drive The Majority boards in a real page the way a student would, and read what they show.

Each function takes the Playwright locator of one board (its ``mj-...`` outer class) so the
same steps run in a JupyterLab lesson, a Voila app or a fixture notebook. Expectations are the
rules' outcomes (who ends up with which card, how many coins), checked against the page text.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any, TypeVar

from playwright.sync_api import expect

from tests.browser import browser_harness as h

# One card of each acting power, so that one trick walks through every step in the rule's
# order (revised 2-3 step 3: 0s, then 2s, then 3s, then 7s). Seat 0 holds the spy token.
#   0s: seat 0's red 0 finds no other red card (nothing to steal).
#   2s: seat 1's blue 2 discards every played card of another colour: seat 0's red 0.
#   3s: seat 2's blue 3 takes the spy token (revised 3-1 [3]).
#   7s: seat 3's blue 7 goes to the player on its right, seat 2 (revised 3-1 [7]).
T = TypeVar("T")

FULL_TRICK = ("R0", "B2", "B3", "B7")
FULL_TRICK_STEPS = ("0s", "2s", "3s", "7s")

READ_TABLE_JS = """
(el) => {
  const table = el.matches('table') ? el : el.querySelector('table');
  const head = [...table.querySelectorAll('thead th')].map(th => th.textContent.trim());
  return [...table.querySelectorAll('tbody tr')].map(tr => {
    const row = {};
    [...tr.querySelectorAll('td')].forEach((td, i) => {
      row[head[i]] = td.textContent.replace(/\\s+/g, ' ').trim();
      const cards = [...td.querySelectorAll('.mj-card[data-card]')].map(c => c.dataset.card);
      if (cards.length || table.querySelector('.mj-card')) row[head[i] + ' cards'] = cards;
    });
    return row;
  });
}
"""


def eventually(check: Callable[[], T], timeout_ms: int = h.UPDATE_TIMEOUT_MS) -> T:
    """Retry ``check`` until it stops raising AssertionError (the page follows the kernel).

    Like Playwright's auto-retrying ``expect``, for checks that read several widgets at once.
    """
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        try:
            return check()
        except AssertionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def read_table(locator: Any) -> list[dict[str, Any]]:
    """The first table under ``locator``: one dict per body row, header -> cell text.

    ``"<header> cards"`` lists the card chips in that cell by their ``data-card`` notation.
    """
    return locator.evaluate(READ_TABLE_JS)


def type_into(box: Any, text: str) -> None:
    """Type into an ipywidgets text box and commit it (the boxes sync on Enter)."""
    box.fill(text)
    box.press("Enter")


# -- trick lab -----------------------------------------------------------------------------------


def trick_stage(lab: Any) -> str:
    """The stage heading the trick lab shows, e.g. ``"Step 2: the 2s (assassination) (3/6)"``."""
    return lab.locator(".mj-stage p").first.inner_text()


def play_full_trick(lab: Any) -> list[str]:
    """Type R0 B2 B3 B7, resolve, step to the end; return every stage heading seen."""
    expect(lab.locator(".mj-players-menu select")).to_have_value("4")
    for seat, card in enumerate(FULL_TRICK):
        type_into(lab.locator(f".mj-card-input-{seat} input"), card)
        expect(lab.locator(".mj-trick-table")).to_contain_text(card)
    lab.locator(".mj-resolve").click()
    stage = lab.locator(".mj-stage p").first
    expect(stage).to_contain_text("(1/6)")
    seen = [trick_stage(lab)]
    forward = lab.locator(".mj-step-forward")
    for k in range(2, 7):
        forward.click()
        expect(stage).to_contain_text(f"({k}/6)")
        seen.append(trick_stage(lab))
    expect(forward).to_be_disabled()
    return seen


def check_full_trick_result(lab: Any) -> None:
    """After the last step: where every card of R0 B2 B3 B7 ended (revised 2-3 steps 3-5)."""
    rows = read_table(lab.locator(".mj-trick-table"))
    assert [r["played cards"] for r in rows] == [[c] for c in FULL_TRICK], rows
    in_front = [r["in front of this seat now cards"] for r in rows]
    # R0 assassinated by the blue 2; B2 stays with seat 1; B7 betrays seat 3 and joins seat 2.
    assert in_front == [[], ["B2"], ["B3", "B7"], []], rows
    assert "spy" in rows[2]["seat"], f"seat 2's 3 should now hold the spy token: {rows}"
    assert all("spy" not in r["seat"] for i, r in enumerate(rows) if i != 2), rows
    discard = lab.locator(".mj-discard .mj-card")
    expect(discard).to_have_count(1)
    expect(discard).to_have_attribute("data-card", "R0")
    # The log explains each step in words that name the rule.
    log = lab.locator(".mj-trick-log li")
    expect(log).to_have_count(6)
    for line, rule in zip(
        log.all_inner_texts()[1:5],
        ("3-1 [0]", "3-1 [2]", "3-1 [3]", "3-1 [7]"),
        strict=True,
    ):
        assert rule in line, f"{line!r} should cite revised {rule}"


def step_back_to_spy(lab: Any) -> None:
    """Back two steps: at the 3s the blue 7 is still in front of seat 3 (nothing moved yet)."""
    back = lab.locator(".mj-step-back")
    stage = lab.locator(".mj-stage p").first
    back.click()
    expect(stage).to_contain_text("(5/6)")
    back.click()
    expect(stage).to_contain_text("(4/6)")
    assert "3s" in trick_stage(lab)
    rows = read_table(lab.locator(".mj-trick-table"))
    assert [r["in front of this seat now cards"] for r in rows] == [[], ["B2"], ["B3"], ["B7"]]
    expect(lab.locator(".mj-step-forward")).to_be_enabled()


# Preset -> (cards played by seats 0-3, cards in front of each seat at the end, discarded).
PRESET_OUTCOMES = {
    # revised 3-1 [0]: seat 0's red 0 steals every other red card, its partner's included.
    "Bribery": (["R0", "R9", "R5", "B6"], [["R0", "R9", "R5"], [], [], ["B6"]], []),
    # revised 3-1 [2]: seat 0's yellow 2 discards the others' cards of other colours.
    "Assassination": (["Y2", "R10", "Y9", "B6"], [["Y2"], [], ["Y9"], []], ["R10", "B6"]),
}


def choose_preset(lab: Any, name: str) -> None:
    """Pick a preset in the menu, step to the end, check where every card went."""
    played, in_front, discarded = PRESET_OUTCOMES[name]
    lab.locator(".mj-preset-menu select").select_option(name)
    expect(lab.locator(".mj-lesson")).to_contain_text("revised 3-1")
    stage = lab.locator(".mj-stage p").first

    def revealed() -> None:
        assert "Cards revealed" in trick_stage(lab)
        rows = read_table(lab.locator(".mj-trick-table"))
        assert [r["played cards"] for r in rows] == [[c] for c in played], rows

    eventually(revealed)
    forward = lab.locator(".mj-step-forward")
    while forward.is_enabled():
        before = trick_stage(lab)
        forward.click()
        expect(stage).not_to_have_text(before)
    assert "won piles" in trick_stage(lab)
    rows = read_table(lab.locator(".mj-trick-table"))
    assert [r["in front of this seat now cards"] for r in rows] == in_front, rows
    gone = lab.locator(".mj-discard .mj-card").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert gone == discarded, gone


def type_bad_card(lab: Any) -> str:
    """A card that does not exist (there is no 4): the board says why, nothing breaks."""
    box = lab.locator(".mj-card-input-0 input")
    before = box.input_value()
    table_before = lab.locator(".mj-trick-table").inner_text()
    type_into(box, "R4")
    message = lab.locator(".mj-message-area .mj-message.mj-error")
    expect(message).to_be_visible()
    text = message.inner_text()
    assert "R4" in text and "revised 1-2" in text, text  # names the card and the rule (contents)
    # Refused means unchanged: the box shows the previous card again and the table is as it was.
    expect(box).to_have_value(before)
    assert lab.locator(".mj-trick-table").inner_text() == table_before
    return text


# -- payout explorer -----------------------------------------------------------------------------

TIE = {"A": 16, "B": 16, "C": 10, "D": 5}
COLOURS = ("red", "blue", "yellow")


def wait_for_cell(table: Any, key: str, column: str, value: str) -> None:
    """Wait until the row whose first cell is ``key`` shows ``value`` under ``column``.

    The page updates when the kernel answers, so the test waits for the table, not the box.
    """
    table.page.wait_for_function(
        """([el, key, column, value]) => {
          const t = el.querySelector('table');
          if (!t) return false;
          const head = [...t.querySelectorAll('thead th')].map(th => th.textContent.trim());
          const i = head.indexOf(column);
          return [...t.querySelectorAll('tbody tr')].some(tr => {
            const tds = tr.querySelectorAll('td');
            return tds[0] && tds[0].textContent.trim() === key && tds[i] &&
                   tds[i].textContent.trim() === value;
          });
        }""",
        arg=[table.element_handle(), key, column, value],
    )


def enter_tie_debate(board: Any, colour: str = "blue") -> None:
    """Type A=B=16, C=10, D=5 in one colour, box by box, as a student would."""
    for player, total in TIE.items():
        type_into(board.locator(f".mj-total-{player}-{colour} input"), str(total))
        wait_for_cell(board.locator(".mj-coins"), player, f"{colour} total", str(total))
    expect(board.locator(".mj-message-area .mj-message.mj-error")).to_have_count(0)


def coins_rows(board: Any) -> dict[str, dict[str, Any]]:
    """The coins table as player -> row."""
    return {r["player"]: r for r in read_table(board.locator(".mj-coins"))}


def check_tie_debate(board: Any, colour: str = "blue") -> str:
    """Tie at the top (revised 2-4): A and B take 2 coins each; C, second, gets 16 // 5 x 2 = 6.

    Returns the arithmetic line the page shows for that colour.
    """
    wait_for_cell(board.locator(".mj-coins"), "C", f"{colour} coins", "6")
    rows = coins_rows(board)
    coins = {p: rows[p][f"{colour} coins"] for p in TIE}
    assert coins == {"A": "2", "B": "2", "C": "6", "D": "0"}, rows

    def arithmetic() -> str:
        lines = board.locator(".mj-arithmetic li").all_inner_texts()
        line = next((x for x in lines if x.lower().startswith(colour)), None)
        assert line is not None, lines
        assert "⌊16/5⌋ = 3" in line and "= 6 coins" in line, line
        return line

    return eventually(arithmetic)


def clear_payout(board: Any) -> None:
    board.locator(".mj-clear").click()

    def cleared() -> None:
        rows = coins_rows(board)
        assert all(r["coins"] == "0" for r in rows.values()), rows
        assert all(r[f"{c} total"] == "0" for r in rows.values() for c in COLOURS), rows
        for box in board.locator(".mj-total input").all():
            assert box.input_value() == "0"

    eventually(cleared)


def no_python_errors_shown(page: Any) -> None:
    """No traceback or stderr output anywhere on the page (boards show messages instead)."""
    outputs = page.locator(
        "[data-mime-type='application/vnd.jupyter.error'],"
        "[data-mime-type='application/vnd.jupyter.stderr']"
    )
    assert outputs.count() == 0, outputs.first.inner_text()


def board_screenshot(board: Any, name: str) -> None:
    """Keep a picture of one board (scrolled into view) in test-artifacts/browser/."""
    h.ARTIFACTS.mkdir(parents=True, exist_ok=True)
    board.scroll_into_view_if_needed()
    board.screenshot(path=str(h.ARTIFACTS / f"{name}.png"))


# -- round stepper and play board ------------------------------------------------------------------


def event_number(status: str) -> int:
    """``"...: event 259 of 341 (all-seeing)"`` -> 259."""
    match = re.search(r"event (\d+) of \d+", status)
    assert match, status
    return int(match.group(1))


def play_undo_save_load(board: Any) -> None:
    """One decision, undone; then a save file, and a malformed one refused (nothing changes)."""
    prompt = board.locator(".mj-prompt")
    choices = board.locator(".mj-choices .mj-choice")
    undo = board.locator(".mj-undo")
    expect(choices.first).to_be_visible()
    prompt0, cards0 = prompt.inner_text(), choices.all_inner_texts()
    log0 = board.locator(".mj-play-log").inner_text()
    expect(undo).to_be_disabled()
    choices.first.click()
    expect(undo).to_be_enabled()
    expect(board.locator(".mj-play-log")).not_to_have_text(log0)
    undo.click()
    expect(board.locator(".mj-message-area .mj-message.mj-ok")).to_be_visible()

    def back_to_start() -> None:
        assert prompt.inner_text() == prompt0
        assert choices.all_inner_texts() == cards0
        assert board.locator(".mj-play-log").inner_text() == log0

    eventually(back_to_start)
    expect(undo).to_be_disabled()

    board.locator(".mj-save").click()
    save_box = board.locator(".mj-save-box textarea")
    expect(save_box).not_to_have_value("")
    saved = json.loads(save_box.input_value())
    # The save holds the seed and the decisions so far: the bots' first picks, none of ours.
    assert saved["game"] == "the_majority" and saved["seed"] == 1, saved
    assert all(seat != 0 for seat, _ in saved["decisions"]), saved

    save_box.fill('{"format": "majority-games/save", "decisions": [')
    save_box.blur()
    board.locator(".mj-load").click()
    error = board.locator(".mj-message-area .mj-message.mj-error")
    expect(error).to_be_visible()
    assert error.inner_text().strip(), "the refusal must say what is wrong"
    eventually(back_to_start)


# -- what a board shows, against the game it plays ----------------------------------------------


def saved_state(board: Any, game: str) -> Any:
    """The game ``board`` plays, as its Save button writes it (a second press where the board
    asks for one: an unfinished game with secrets), loaded here with the game's own loader.

    The board says "Saved" once the kernel has written the file: that message is the signal
    waited for, so the page shows this very state when it comes.
    """
    from majority_tables.games import look

    message = board.locator(".mj-message-area .mj-message")
    save = board.locator(".mj-save")
    save.click()
    expect(message).to_contain_text(re.compile("Saved|Press Save again"),
                                     timeout=h.UPDATE_TIMEOUT_MS)
    if "Press Save again" in message.inner_text():
        save.click()
        expect(message).to_contain_text("Saved", timeout=h.UPDATE_TIMEOUT_MS)
    box = board.locator(".mj-save-box textarea")
    expect(box).not_to_have_value("")
    return look(game).load_state(box.input_value())


def check_turn(prompt: str, state: Any, seat: int) -> None:
    """Whose turn the prompt names: the seat deciding (``seat``, the person, asked in its own
    words "Seat N: ..."), or "Waiting for" the seats the game waits for."""
    waiting = state.current_players()
    if seat in waiting:
        assert prompt.startswith(f"Seat {seat}:"), (prompt, waiting)
    else:
        assert prompt.startswith("Waiting for"), (prompt, waiting)
        for p in waiting:
            assert f"seat {p}" in prompt.lower(), (prompt, waiting)
