"""A stand-in for tqdm that records what a progress bar was told (simulate's and the review's)."""

from __future__ import annotations

from typing import Any

import pytest


class BarRecorder:
    """One bar: its total, its description, each update and whether it was closed."""

    def __init__(self, bars: list[BarRecorder], *, total: int, desc: str, leave: bool) -> None:
        self.total, self.desc, self.closed = total, desc, False
        self.steps: list[int] = []
        bars.append(self)

    def update(self, k: int) -> None:
        self.steps.append(k)

    def close(self) -> None:
        self.closed = True


def record_bars(monkeypatch: pytest.MonkeyPatch) -> list[BarRecorder]:
    """Replace ``tqdm.auto.tqdm`` for this test; the bars made appear in the returned list."""
    import tqdm.auto

    bars: list[BarRecorder] = []

    def make(**kwargs: Any) -> BarRecorder:
        return BarRecorder(bars, **kwargs)

    monkeypatch.setattr(tqdm.auto, "tqdm", make)
    return bars
