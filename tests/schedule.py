"""How ``pytest -n 3 --dist loadfile`` (``python3 tasks.py test`` on two cores: one worker more
than the cores, ``tasks.test_workers``) shares the files between the workers: the costliest
first, and the longest sweeps split so that the workers share them.

xdist's own loadfile order hands out the files with the most tests first, whatever they cost: a
long sweep of three tests (Majority 2's invariants, minutes of wall time on a loaded machine)
came near the end and ran alone while the other worker idled. Here
a file is still one unit (a notebook's cells, a module's fixtures stay on one worker), but the
units go out in the order of :data:`CPU_SECONDS` (measured), then as xdist orders them; and the
files of :data:`SHARED` are split into one unit per test (their tests share no state), so the
workers play a long sweep's chunks side by side.

Refresh the figures after a big change: ``/usr/bin/time python -m pytest -n 0 -p
no:cacheprovider <file>`` (user + system seconds; ``--durations=0`` shows the tests' wall time).
"""

from __future__ import annotations

from xdist.scheduler import LoadFileScheduling

#: CPU seconds of the costliest test files (user + system time of the worker and its children,
#: the same on a loaded machine as on an idle one), measured in a ``-n 2`` run of tests/ without
#: tests/browser: 1,651 tests, 221 CPU-s in all.
CPU_SECONDS: dict[str, float] = {
    "tests/sultane/test_invariants.py": 33.9,
    "tests/majority2/test_invariants.py": 25.1,
    "tests/witch/test_invariants.py": 23.7,
    "tests/test_ci.py": 8.0,  # runs pytest -n 2 itself, on a few quick tests
    "tests/the_majority/test_invariants.py": 45.0,  # the sealed sampler's two-world checks
    "tests/test_openspiel.py": 8.3,
    # measured on 27 November 2026 in a full run on a busy machine (load 7-20), divided by
    # five: long units sent out early, so that the run does not end on one of them alone
    "tests/browser/test_lab_notebooks.py": 59.0,
    "tests/the_majority/test_playout.py": 41.0,
    "tests/the_majority/test_referee.py": 39.0,
    "tests/test_wheel.py": 37.0,
    "tests/test_french_edition.py": 30.0,
    "tests/browser/test_voila_projector.py": 30.0,
    "tests/the_majority/test_contract.py": 33.0,
    "tests/sultane/test_views_and_saves.py": 68.0,
    "tests/grard/test_contract.py": 27.0,
    "tests/test_exercises.py": 27.0,
    "tests/majority2/test_contract.py": 27.0,
    "tests/witch/test_contract.py": 25.0,
    "tests/browser/test_lab_untrusted.py": 24.0,
    "tests/the_majority/test_fast.py": 22.0,
    "tests/tables/test_postgres.py": 21.0,
}

#: Files whose tests are independent and long: each test is its own unit of work.
SHARED: frozenset[str] = frozenset({"tests/majority2/test_invariants.py",
                                    "tests/the_majority/test_invariants.py"})


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
