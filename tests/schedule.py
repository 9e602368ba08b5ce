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
#: kernels, the table servers), measured by ``tools/cpu_by_test.py`` beside a run of the README's
#: test command from a fresh clone on 28 November 2026 (1,361 CPU-s in 735 s on two cores).
CPU_SECONDS: dict[str, float] = {
    "tests/browser/test_lab_notebooks.py": 80.1,
    "tests/sultane/test_invariants.py": 47.7,
    "tests/browser/test_tables_majority.py": 41.3,
    "tests/the_majority/test_invariants.py": 39.5,
    "tests/browser/test_voila_projector.py": 37.3,
    "tests/browser/test_tables.py": 37.0,
    "tests/majority2/test_invariants.py": 34.9,
    "tests/majority2/test_playout.py": 32.1,
    "tests/browser/test_lab_untrusted.py": 28.1,
    "tests/tables/test_tables_review.py": 26.3,
    "tests/browser/test_tables_review.py": 25.2,
    "tests/browser/test_voila_other_games.py": 24.8,
    "tests/the_majority/test_worlds_exact.py": 20.5,
    "tests/browser/test_harness.py": 19.9,
    "tests/sultane/test_views_and_saves.py": 18.5,
    "tests/browser/test_lab_lesson.py": 18.3,
    "tests/witch/test_invariants.py": 18.2,
    "tests/test_wheel.py": 17.4,
    "notebooks/42-witch-scoring-strategy.ipynb": 17.3,
    "tests/test_review.py": 16.0,
    "tests/browser/test_voila_witch.py": 14.9,
    "tests/test_french_majority2_witch.py": 13.8,
    "tests/majority2/test_referee.py": 13.6,
    "tests/browser/test_lab_start.py": 12.4,
    "tests/test_openspiel.py": 11.8,
    "tests/grard/test_playout.py": 11.6,
    "notebooks/32-majority2-strategy.ipynb": 11.6,
    "tests/witch/test_playout.py": 11.5,
    "tests/browser/test_voila_app.py": 11.5,
    "tests/tables/test_tables_pages.py": 11.3,
    "tests/the_majority/test_playout.py": 11.1,
    "notebooks/07-the-majority-ask-the-search.ipynb": 11.1,
    "tests/the_majority/test_referee.py": 10.5,
    "tests/grard/test_contract.py": 10.2,
    "tests/sultane/test_worlds.py": 10.2,
    "tests/the_majority/test_fast.py": 10.1,
    "tests/the_majority/test_fast_bots.py": 10.1,
    "tests/sultane/test_class_game_exercises.py": 10.0,
    "tests/the_majority/test_worlds.py": 9.9,
    "tests/widgets/test_no_identifiers.py": 9.8,
    "tests/witch/test_bayes.py": 9.6,
    "tests/majority2/test_contract.py": 9.6,
    "tests/the_majority/test_contract.py": 9.4,
    "tests/test_exercises.py": 9.2,
    "tests/sultane/test_fast.py": 9.1,
    "tests/test_french_games.py": 9.1,
    "notebooks/fr/07-the-majority-ask-the-search.ipynb": 9.0,
    "tests/sultane/test_playout.py": 8.7,
    "notebooks/fr/31-majority2-economy.ipynb": 8.6,
    "tests/widgets/test_review_button.py": 8.5,
    "tests/witch/test_contract.py": 8.0,
    "tests/the_majority/test_lesson_claims.py": 7.9,
    "notebooks/04-the-majority-strategy.ipynb": 7.9,
    "notebooks/11-sultane-balance.ipynb": 7.9,
    "tests/sultane/test_bayes_exact.py": 7.9,
    "notebooks/fr/06-the-majority-equilibria.ipynb": 7.8,
    "tests/test_french_edition.py": 7.7,
    "notebooks/fr/42-witch-scoring-strategy.ipynb": 7.5,
    "notebooks/fr/11-sultane-balance.ipynb": 7.2,
    "tests/test_debrief.py": 7.2,
    "notebooks/06-the-majority-equilibria.ipynb": 7.2,
    "tests/witch/test_referee.py": 7.2,
    "tests/test_french_review3.py": 7.1,
    "notebooks/fr/04-the-majority-strategy.ipynb": 7.0,
    "tests/browser/test_tables_teacher.py": 6.9,
    "tests/browser/test_voila_majority2.py": 6.6,
    "notebooks/fr/32-majority2-strategy.ipynb": 6.4,
    "tests/browser/test_french_app.py": 6.4,
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
