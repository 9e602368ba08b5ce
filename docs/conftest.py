"""Run the ``>>>`` examples of the Markdown docs as doctests.

``pytest docs`` collects every ``docs/*.md`` file as a doctest text file, so the tutorial, the
how-to guides and the reference can never drift from the code. When pytest is also given
``--doctest-glob="*.md"`` it collects those files itself, and this hook steps aside so that no
file runs twice.
"""

from __future__ import annotations

from fnmatch import fnmatch
from pathlib import Path

import pytest
from _pytest.doctest import DoctestTextfile


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> DoctestTextfile | None:
    if file_path.suffix != ".md" or file_path.parent != Path(__file__).parent:
        return None
    globs = parent.config.getoption("doctestglob") or []
    if any(fnmatch(file_path.name, g) for g in globs):
        return None  # pytest's own doctest plugin collects it
    return DoctestTextfile.from_parent(parent, path=file_path)
