"""How ``pytest -n 3 --dist loadfile`` (``python3 tasks.py test`` on two cores: one worker more
than the cores, ``tasks.test_workers``) shares the files between the workers: the costliest
first, and the longest sweeps split so that the workers share them.

xdist's own loadfile order hands out the files with the most tests first, whatever they cost: a
long sweep of three tests (Majority 2's invariants, minutes of wall time on a loaded machine)
came near the end and ran alone while the other workers idled, and a file of one long test (a
class played in Chromium, a minute) came last of all. Here a file is still one unit (a
notebook's cells, a module's fixtures stay on one worker), but the units go out in the order
of :data:`CPU_SECONDS` (measured: ``tests/schedule-costs.json``), then as xdist orders them;
and the files of :data:`SHARED` are split into one unit per test (their tests share no state),
so that the workers play a long sweep's chunks side by side.

Refresh the figures after a big change, from a whole run's JUnit report::

    .venv/bin/python -m pytest -n 3 --dist loadfile --junitxml=/tmp/junit.xml
    .venv/bin/python -m tests.schedule /tmp/junit.xml     # writes tests/schedule-costs.json
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

from xdist.scheduler import LoadFileScheduling

COSTS = Path(__file__).with_name("schedule-costs.json")

#: Seconds each test file took (the sum of its tests' times in a whole run with the workers of
#: ``tasks.py test``; only their order matters), files of 3 s or more.
CPU_SECONDS: dict[str, float] = json.loads(COSTS.read_text()) if COSTS.exists() else {}

#: Files whose tests are independent and long: each test is its own unit of work (each lesson
#: of test_to_explore.py runs in a kernel of its own).
SHARED: frozenset[str] = frozenset({"tests/majority2/test_invariants.py",
                                    "tests/the_majority/test_invariants.py",
                                    "tests/test_to_explore.py"})


def measured(junit: str | Path) -> dict[str, float]:
    """Seconds per file from a JUnit report, whose test cases' classnames are the files'
    dotted paths, then their classes ("tests.sultane.test_views_and_saves.TestSultaneContract",
    "notebooks.fr.31-majority2-economy.ipynb", "docs.howto.md")."""
    files: Counter[str] = Counter()
    for case in ET.parse(junit).getroot().iter("testcase"):
        parts = case.get("classname", "").split(".")
        if parts[-1] in ("ipynb", "md"):  # a notebook or a page: its path with dots
            name = "/".join(parts[:-2]) + f"/{parts[-2]}.{parts[-1]}"
        else:  # a module, then perhaps a class (capitalised)
            module = [p for p in parts if p[:1].isupper()][:1]
            parts = parts[:parts.index(module[0])] if module else parts
            name = "/".join(parts) + ".py"
        files[name] += float(case.get("time") or 0)
    return {f: round(t, 1) for f, t in files.most_common() if t >= 3}


def file_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def cost(nodeid: str) -> float:
    return CPU_SECONDS.get(file_of(nodeid), 0.0)


class CostFirstScheduling(LoadFileScheduling):
    """Loadfile with the costly units first and the :data:`SHARED` files split per test."""

    def _split_scope(self, nodeid: str) -> str:
        if file_of(nodeid) in SHARED:
            return nodeid
        return super()._split_scope(nodeid)

    def schedule(self) -> None:
        """xdist's LoadScopeScheduling.schedule with the work queue in cost order (the workers'
        collections stay as they are: xdist sends each worker indices into its own)."""
        assert self.collection_is_completed
        if self.collection is not None:
            for node in self.nodes:
                self._reschedule(node)
            return
        if not self._check_nodes_have_same_collection():
            self.log("**Different tests collected, aborting run**")
            return
        self.collection = list(next(iter(self.registered_collections.values())))
        if not self.collection:
            return
        units: dict[str, dict[str, bool]] = {}
        for nodeid in self.collection:
            units.setdefault(self._split_scope(nodeid), {})[nodeid] = False
        # the measured costs first; then, as xdist's own order, the units with the most tests
        for scope in sorted(units, key=lambda s: (-cost(s), -len(units[s]))):
            self.workqueue[scope] = units[scope]
        for _ in range(len(self.nodes) - len(self.workqueue)):  # more workers than units
            unused, _assigned = self.assigned_work.popitem()
            unused.shutdown()
        for node in self.nodes:
            self._assign_work_unit(node)
        for node in self.nodes:  # at least two units each where there are (xdist #277): a
            self._reschedule(node)  # worker runs a test only once it knows the next one
        if not self.workqueue:
            for node in self.nodes:
                node.shutdown()


if __name__ == "__main__":
    COSTS.write_text(json.dumps(measured(sys.argv[1]), indent=1) + "\n")
    print(f"{COSTS}: {len(json.loads(COSTS.read_text()))} files")
