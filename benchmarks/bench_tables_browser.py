"""A class at a table in Chromium: the time from a student's click to the moment every page
(the other students' and the teacher's projected board) shows the new decision (issue 14: "an
update reaches every page within a second").

    .venv/bin/python benchmarks/bench_tables_browser.py             # both class games
    .venv/bin/python benchmarks/bench_tables_browser.py --only sultane

It plays the class games of tests/browser/test_tables*.py (tests/browser/tables_class.py: a
server as a teacher starts it, one browser context per student, every decision a click on her
own page) and prints each game's figures and the 95th percentile's ratio to the one-second
goal. The times are recorded in the pages themselves (``Date.now()``, one clock). Those tests
judge what the pages show; this measures how fast, which on a loaded machine says more about
the machine than about the code. The exit status is 0 either way: a measurement, not a test.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

GOAL_MS = 1000.0
#: name -> (game, seats, seed, bot): the class games of tests/browser/test_tables*.py
GAMES = {
    "sultane": ("sultane", 7, 64, "bayes"),
    "the_majority": ("the_majority", 4, 3, "greedy"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="games whose name contains this text")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    from tests.browser import browser_harness as h
    from tests.browser.tables_class import play_class, table_server

    missing = h.chromium_missing_message()
    if missing:
        print(missing)
        return 0
    print(f"{'game':<14} {'decisions':>9} {'median ms':>9} {'p95 ms':>7} {'max ms':>7} "
          f"{'p95 / goal':>10}")
    with sync_playwright() as playwright:
        browser = h.launch_browser(playwright)
        try:
            for name, (game, seats, seed, bot) in GAMES.items():
                if args.only not in name:
                    continue
                with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
                    base = stack.enter_context(table_server(Path(tmp), f"bench-{name}-server"))
                    played = play_class(browser, base, stack, game=game, seats=seats,
                                        seed=seed, bot=bot, prefix=f"bench-{name}")
                lat = played.latencies
                print(f"{name:<14} {played.decisions:>9} {lat[len(lat) // 2]:>9.0f} "
                      f"{played.p95:>7.0f} {lat[-1]:>7.0f} {played.p95 / GOAL_MS:>10.2f}")
        finally:
            browser.close()
    print(f"goal: every page updated within {GOAL_MS:.0f} ms of the click (95th percentile)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
