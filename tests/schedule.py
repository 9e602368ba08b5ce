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

Refresh the figures after a big change with ``tools/cpu_by_test.py`` beside a whole run: a
browser test's Chromium does most of its work, which the worker's own time does not show.
"""

from __future__ import annotations

from xdist.scheduler import LoadFileScheduling

#: CPU seconds of the costliest test files, their subprocesses included (Chromium, Jupyter, the
#: kernels, the table servers), measured by ``tools/cpu_by_test.py`` in a run of the README's
#: test command on 28 November 2026 (1,330 CPU-s in 714 s on two cores; test_lab_untrusted's
#: and test_lab_notebooks' figures then moved by the four lessons the second now looks at, and
#: scaled again by each file's own run before and after it opened its lessons in one JupyterLab
#: page: 158 -> 109 and 63 -> 38 CPU-s).
CPU_SECONDS: dict[str, float] = {
    "tests/browser/test_lab_notebooks.py": 86.3,
    "tests/browser/test_lab_untrusted.py": 22.8,
    "tests/sultane/test_invariants.py": 38.3,
    "tests/the_majority/test_invariants.py": 37.6,
    "tests/browser/test_tables_majority.py": 35.9,
    "tests/browser/test_tables.py": 35.8,
    "tests/browser/test_voila_projector.py": 31.2,
    "tests/widgets/test_no_identifiers.py": 30.4,
    "tests/majority2/test_playout.py": 27.7,
    "tests/majority2/test_invariants.py": 25.9,
    "tests/browser/test_voila_other_games.py": 25.8,
    "tests/test_french_games.py": 23.8,
    "tests/tables/test_tables_review.py": 23.5,
    "tests/browser/test_tables_review.py": 21.5,
    "tests/browser/test_harness.py": 21.2,
    "tests/browser/test_lab_lesson.py": 20.0,
    "tests/sultane/test_views_and_saves.py": 19.0,
    "tests/the_majority/test_worlds_exact.py": 18.7,
    "tests/test_french_edition.py": 17.7,
    "notebooks/42-witch-scoring-strategy.ipynb": 16.4,
    "tests/test_review.py": 16.0,
    "tests/witch/test_invariants.py": 15.8,
    "tests/grard/test_playout.py": 14.1,
    "tests/test_wheel.py": 14.1,
    "notebooks/32-majority2-strategy.ipynb": 12.1,
    "tests/tables/test_tables_pages.py": 11.9,
    "tests/browser/test_voila_witch.py": 10.8,
    "tests/browser/test_voila_app.py": 10.8,
    "tests/test_openspiel.py": 10.3,
    "tests/the_majority/test_playout.py": 10.1,
    "notebooks/07-the-majority-ask-the-search.ipynb": 9.8,
    "tests/the_majority/test_referee.py": 9.7,
    "tests/sultane/test_class_game_exercises.py": 9.7,
    "tests/browser/test_lab_start.py": 9.6,
    "tests/majority2/test_referee.py": 9.3,
    "tests/test_french_majority2_witch.py": 9.1,
    "tests/the_majority/test_fast.py": 9.0,
    "tests/sultane/test_playout.py": 9.0,
    "tests/witch/test_playout.py": 8.9,
    "tests/the_majority/test_fast_bots.py": 8.9,
    "tests/test_debrief.py": 8.9,
    "tests/sultane/test_worlds.py": 8.6,
    "tests/the_majority/test_worlds.py": 8.6,
    "tests/witch/test_referee.py": 8.5,
    "tests/the_majority/test_contract.py": 8.5,
    "tests/witch/test_bayes.py": 8.2,
    "tests/sultane/test_fast.py": 8.2,
    "tests/grard/test_contract.py": 8.1,
    "notebooks/fr/07-the-majority-ask-the-search.ipynb": 7.8,
    "notebooks/fr/42-witch-scoring-strategy.ipynb": 7.6,
    "tests/majority2/test_contract.py": 7.1,
    "tests/browser/test_voila_majority2.py": 7.0,
    "tests/browser/test_french_app.py": 6.8,
    "notebooks/11-sultane-balance.ipynb": 6.7,
    "tests/test_exercises.py": 6.6,
    "tests/browser/test_tables_teacher.py": 6.5,
    "tests/the_majority/test_lesson_claims.py": 6.3,
    "tests/widgets/test_review_button.py": 6.2,
    "notebooks/fr/06-the-majority-equilibria.ipynb": 6.1,
    "notebooks/fr/41-witch-deduction.ipynb": 6.0,
    "notebooks/fr/04-the-majority-strategy.ipynb": 6.0,
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
