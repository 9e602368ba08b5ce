"""Kernel-side cost of the boards: one click (logic step + redraw), in milliseconds.

Each board is driven through its view class exactly as a click would (``button.click()`` or a
value typed into a box), without a browser: what is measured is the Python work the kernel does
before the front end receives the new widget state. The browser round trip is measured by
``benchmarks/bench_browser.py``.

    .venv/bin/python benchmarks/bench_boards.py          # 200 clicks per action
    .venv/bin/python benchmarks/bench_boards.py -n 50
    .venv/bin/python benchmarks/bench_boards.py --notebooks   # also: nbval time of each lesson

With ``--notebooks`` it also runs nbval on each Majority notebook (00-09) and the classroom app
and prints the wall time of each (goal: under 15 s), as CI would run them.

Prints the median, the 90th percentile and the ratio to the 50 ms goal for each action. This is
a measurement, not a test: the exit status is 0 either way.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GOAL_MS = 50.0


def timed(action: Callable[[], object], reset: Callable[[], object] | None, n: int) -> list[float]:
    """Run ``action`` n times (``reset`` between runs, not timed); times in ms."""
    out = []
    for _ in range(n):
        if reset is not None:
            reset()
        t0 = time.perf_counter()
        action()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=200, help="clicks per action (default 200)")
    parser.add_argument("--notebooks", action="store_true", help="also time nbval on each lesson")
    args = parser.parse_args()
    n = args.n

    from majority_widgets.grard import GrardBoard
    from majority_widgets.kit import GamePlay, GameStepper
    from majority_widgets.kit import PlayBoard as KitPlayBoard
    from majority_widgets.kit import StepperBoard as KitStepperBoard
    from majority_widgets.sultane import LOOK as SULTANE
    from majority_widgets.sultane import SultaneBoard, SultaneBoardView
    from majority_widgets.the_majority import PayoutBoard, PlayBoard, StepperBoard, TrickLabBoard
    from majority_widgets.the_majority.look import LOOK as MAJORITY
    from majority_widgets.the_majority.stepper import RoundStepper

    t0 = time.perf_counter()
    payout = PayoutBoard()
    lab = TrickLabBoard("Rival spies")
    stepper = StepperBoard(RoundStepper.from_seed(1))
    play = PlayBoard(0, seed=1)
    build_ms = (time.perf_counter() - t0) * 1000
    t0 = time.perf_counter()
    sultane = SultaneBoardView(SultaneBoard(n_players=7, seed=1, humans=[0], viewer=0))
    sultane_replay = KitStepperBoard(GameStepper.from_seed(SULTANE, 1, n_players=7))
    majority_kit = KitPlayBoard(GamePlay(MAJORITY, 4, seed=1, humans=[0]))
    tally = GrardBoard(n_players=6, seed=1)
    kit_ms = (time.perf_counter() - t0) * 1000

    def first_action(board: Any) -> Any:
        return board.choices.children[0].children[-1]

    def tally_turn() -> None:
        tally.buttons["mj-draw"].click()
        for seat in range(6):
            tally.vote_buttons[seat]["A"].click()
        tally.buttons["mj-resolve"].click()

    values = iter(range(10**9))
    cases: list[tuple[str, Callable[[], object], Callable[[], object] | None]] = [
        ("payout: type a total", lambda: payout.set_total("A", "red", 2 + next(values) % 50), None),
        ("payout: tie preset button", lambda: payout.tie_button.click(), None),
        ("trick lab: next step", lambda: lab.forward_button.click(), lambda: lab.logic.go_to(0)),
        ("trick lab: resolve", lambda: lab.resolve_button.click(), None),
        (
            "trick lab: choose a preset",
            lambda: lab.choose_preset("Two 2s of different colours"),
            None,
        ),
        (
            "stepper: forward one event",
            lambda: stepper.buttons["forward"].click(),
            lambda: stepper.logic.go_to(100),
        ),
        (
            "stepper: forward, table not cached",
            lambda: stepper.buttons["forward"].click(),
            lambda: (stepper.logic.go_to(100), stepper.logic._cache.clear()),
        ),
        (
            "stepper: next trick",
            lambda: stepper.buttons["next_trick"].click(),
            lambda: stepper.logic.go_to(100),
        ),
        (
            "stepper: next debate",
            lambda: stepper.buttons["next_debate"].click(),
            lambda: stepper.logic.go_to(100),
        ),
        (
            "stepper: switch viewer",
            lambda: setattr(stepper.viewer_menu, "value", (stepper.viewer_menu.value + 2) % 5 - 1),
            None,
        ),
        (
            "play: choose a card (bots answer)",
            lambda: play.choices.children[0].click(),
            lambda: play.logic.restart(1),
        ),
        (
            "play: undo",
            lambda: play.undo_button.click(),
            lambda: play.choose(play.logic.legal()[0]),
        ),
        (
            "kit play (Sultane): a legal action",
            lambda: first_action(sultane).click(),
            lambda: sultane.logic.do("new_game", 1),
        ),
        (
            "kit play (Majority): a card",
            lambda: first_action(majority_kit).click(),
            lambda: majority_kit.logic.do("new_game", 1),
        ),
        (
            "kit stepper (Sultane): forward",
            lambda: sultane_replay.logic.forward(),
            lambda: sultane_replay.logic.go_to(50),
        ),
        (
            "kit stepper (Sultane): forward + redraw",
            lambda: sultane_replay.act(sultane_replay.logic.forward),
            lambda: sultane_replay.logic.go_to(50),
        ),
        (
            "Grard tally: one vote button",
            lambda: tally.vote_buttons[0]["B"].click(),
            lambda: tally.tally.draw() if not tally.tally.drawn else None,
        ),
        ("Grard tally: draw, 6 votes, resolve", tally_turn, lambda: tally.tally.new_game(1)),
    ]
    print(
        f"The Majority boards, kernel side: {n} clicks per action (goal: median < {GOAL_MS:.0f} ms)"
    )
    print(f"building the four boards: {build_ms:.0f} ms (first import of ipywidgets included)")
    print(f"building the kit boards (Sultane play + replay, Majority play, Grard tally): {kit_ms:.0f} ms")
    print(f"{'action':38} {'median ms':>10} {'p90 ms':>8} {'median/goal':>12}")
    for name, action, reset in cases:
        times = timed(action, reset, n)
        med = statistics.median(times)
        p90 = statistics.quantiles(times, n=10)[-1]
        print(f"{name:38} {med:10.2f} {p90:8.2f} {med / GOAL_MS:12.3f}")
    if args.notebooks:
        time_notebooks()


NOTEBOOK_GOAL_S = 15.0


def time_notebooks() -> None:
    """Wall time of ``pytest --nbval`` on each Majority notebook, one process each."""
    import subprocess

    root = Path(__file__).resolve().parents[1]
    books = sorted(root.glob("notebooks/0[0-9]-*.ipynb")) + [root / "app" / "classroom.ipynb"]
    print(f"\nnbval, one fresh kernel per notebook (goal: < {NOTEBOOK_GOAL_S:.0f} s each)")
    print(f"{'notebook':44} {'seconds':>8} {'s/goal':>7}  result")
    for book in books:
        t0 = time.perf_counter()
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "--nbval",
                str(book.relative_to(root)),
                "-q",
                "--nbval-sanitize-with",
                "tests/nbval-sanitize.cfg",
                "-p",
                "no:randomly",
                "-p",
                "no:cacheprovider",
            ],
            cwd=root,
            capture_output=True,
            text=True,
        )
        seconds = time.perf_counter() - t0
        last = (run.stdout.strip().splitlines() or ["?"])[-1]
        print(
            f"{str(book.relative_to(root)):44} {seconds:8.1f} {seconds / NOTEBOOK_GOAL_S:7.2f}  {last}"
        )


if __name__ == "__main__":
    main()
