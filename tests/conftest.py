"""Fixtures shared by every test folder.

``browser``: Debian's Chromium, launched once per test session (one per xdist worker) and
shared by the real-browser tests (tests/browser/) and the table pages' tests (tests/tables/).
One per process matters: Playwright's sync API refuses to start a second instance while one
is running in the same thread ("using Playwright Sync API inside the asyncio loop"), which is
what happens when xdist hands one worker files from both folders.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, launched once per test session (one per xdist worker)."""
    from tests.browser import browser_harness as h

    missing = h.chromium_missing_message()
    if missing:
        pytest.fail(missing, pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = h.launch_browser(playwright)
        try:
            yield chromium
        finally:
            chromium.close()
