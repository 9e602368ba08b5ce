"""Judge a mutmut run's mutants in one Python process: the cheap loop for the big modules.

Why: under mutmut 3 a killed mutant is cheap (a forked pytest stops at the first failing test),
but a surviving one runs every test that reaches its function, in no particular order, the
slowest included: a survivor of Grard's ``state.py`` cost its whole selection (about 25 s of
CPU, a minute on this loaded machine), and a state module has hundreds of survivors before its
gaps are closed. This script loads the run's trampolined modules once (the run's ``mutants/``
folder first on ``sys.path``), collects the tests once, times each test and records which
mutated functions it reaches (with no mutant on), then for each mutant switches it on
(``MUTANT_UNDER_TEST``, which mutmut's trampolines read at every call) and runs only the tests
that reach its function: first the test that last killed a mutant of that function, then the
others fastest first, stopping at the first failure. A first tier of tests (``--tests``, fast
files written for the module) judges every mutant; a survivor of it is then judged by the
second tier (``--then``, by default the run's whole selection from its ``setup.cfg``, the
module's doctests included), as mutmut would.

Every verdict is one a real test gives: a mutant is *killed* when a test of the selection fails
under it (that test is then run again with no mutant and must pass, so nothing an earlier
mutant left behind made it fail) or *timeout* when a test runs past its CPU budget (ten times
its clean time and 5 s more; mutmut counts a timeout as killed); it *survived* when every test
of both tiers that reaches its function passes; *no tests* when none reaches it. Every
``functools.lru_cache`` is emptied before each test run, as ``tasks.FRESH_CACHES`` does for
mutmut, and so are the sentence caches that engines empty when the language changes
(``i18n.on_language_change``): a table filled by an earlier run would answer for the mutated
function.

usage, from a run's folder (``build/mutate/<module>/``, made by ``python3 tasks.py mutate``;
the generation alone is enough, e.g. stopped once "Running mutation testing" shows)::

    python /path/to/tools/mutant_judge.py --tests tests/grard/test_state_mutants.py \\
        --out judged.jsonl ['*_resolve__*' ...]

Each verdict is appended to ``--out`` as it is given (a rerun skips the mutants already
there) with the test that gave it and the CPU seconds it cost; the summary goes to stdout.
"""

from __future__ import annotations

import argparse
import configparser
import fnmatch
import functools
import gc
import importlib
import json
import os
import resource
import signal
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

TIMEOUT_FACTOR = 10.0


class MutantTimeout(BaseException):  # noqa: N818 (a verdict, not an error of the code under test)
    """Raised by the CPU timer inside a test that runs past its budget; a ``BaseException`` so
    that no ``except Exception`` of the code under test swallows it."""


def run_selection(folder: Path) -> tuple[str, list[str]]:
    """The mutated module and the test selection a run's ``setup.cfg`` gives mutmut."""
    cfg = configparser.ConfigParser()
    cfg.read(folder / "setup.cfg", encoding="utf-8")
    section = cfg["mutmut"]
    tests = section["pytest_add_cli_args_test_selection"].split()
    return section["only_mutate"].strip(), tests


def mutant_tables(module: Any) -> dict[str, dict[str, Callable[..., Any]]]:
    """mutmut's trampoline tables of a mutated module: for each mutated function, its name
    (without the ``__mutmut_<n>`` suffix) and the dict of its original and its mutants."""
    return {
        f"{module.__name__}.{name.removeprefix('mutants_').removesuffix('__mutmut')}": table
        for name, table in vars(module).items()
        if name.endswith("__mutmut") and isinstance(table, dict) and "_mutmut_orig" in table
    }


def switch_on(name: str) -> None:
    """Switch one mutant on (``""``: none), where mutmut's trampolines look."""
    os.environ["MUTANT_UNDER_TEST"] = name
    from mutmut.mutation import trampoline

    trampoline.set_mutant_under_test(name)


def lru_caches() -> list[Any]:
    """Every ``functools.lru_cache`` alive (walking the heap takes a while: done once)."""
    return [obj for obj in gc.get_objects() if isinstance(obj, functools._lru_cache_wrapper)]


def forget_sentences() -> None:
    """Empty the engines' own sentence caches (The Majority shares its private events in a
    table, ``state._PRIVATE_EVENTS``): they register with ``i18n.on_language_change`` to be
    emptied, and an event a mutant made must not answer for the next test. The language is set
    back to English first, as a forked run starts."""
    i18n = sys.modules.get("majority_core.i18n")
    if i18n is None:
        return
    if i18n.get_language() != "en":  # a mutant of a listener that raised in a change of
        i18n.set_language("en")  # language left it changed: setting it back tells every listener
        return
    for listener in i18n._listeners:
        listener("en")


class Spy:
    """Stands for a mutated function's original in mutmut's table during the clean pass, and
    records which tests reach it. A classmethod's trampoline does not call the table's
    original: it reads its ``__name__`` and calls the class's attribute of that name (bound to
    the subclass), so the name is kept and reading it counts as reaching the function."""

    def __init__(self, function: str, orig: Callable[..., Any], hits: set[str]) -> None:
        self._function, self._orig, self._hits = function, orig, hits

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self._hits.add(self._function)
        return self._orig(*args, **kwargs)

    @property
    def __name__(self) -> str:
        self._hits.add(self._function)
        return self._orig.__name__


class Judge:
    """A pytest plugin that replaces the run loop with the mutant loop."""

    def __init__(self, module_name: str, tiers: list[list[str]], globs: list[str],
                 out: Path, extra: float = 5.0) -> None:
        self.module_name = module_name
        self.extra = extra
        self.tiers = tiers
        self.globs = globs
        self.out = out
        self.cost: dict[str, float] = {}  # nodeid -> clean CPU seconds
        self.reach: dict[str, set[str]] = {}  # nodeid -> functions it calls
        self.killer: dict[str, str] = {}  # function -> the test that last killed one of its mutants
        self.doctest_globs: dict[str, dict[str, Any]] = {}
        self.timed_out = False
        self.caches: list[Any] = []
        self.hits: set[str] = set()  # the mutated functions reached (in the clean pass)

    # -- running one test -------------------------------------------------------------------
    def _run(self, item: Any, budget: float | None, mutant: str = "") -> tuple[bool, float]:
        """Run one test (setup, call, teardown) with ``mutant`` on; whether it passed, and its
        CPU seconds. The caches are emptied first with no mutant on (their emptying functions
        may be mutants too)."""
        from _pytest.runner import runtestprotocol

        def expire(signum: int, frame: Any) -> None:
            self.timed_out = True
            raise MutantTimeout(f"over {budget:.0f} s of CPU")

        switch_on("")
        for cache in self.caches:
            cache.cache_clear()
        forget_sentences()
        self.hits.clear()  # what the test itself reaches, not the emptying above
        dtest = getattr(item, "dtest", None)
        if dtest is not None:  # a doctest run empties its globals: give them back
            globs = self.doctest_globs.setdefault(item.nodeid, dict(dtest.globs))
            dtest.globs.clear()
            dtest.globs.update(globs)
        old = signal.signal(signal.SIGPROF, expire)
        if budget is not None:
            signal.setitimer(signal.ITIMER_PROF, budget)
        start = time.process_time()
        self.timed_out = False
        switch_on(mutant)
        try:
            reports = runtestprotocol(item, log=False, nextitem=None)
        finally:
            switch_on("")
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.signal(signal.SIGPROF, old)
        spent = time.process_time() - start
        return not any(r.failed for r in reports), spent

    # -- the loop ---------------------------------------------------------------------------
    @staticmethod
    def _in_tier(item: Any, tier: list[str]) -> bool:
        """Whether a test is in a tier of files, folders or test ids."""
        path = item.nodeid.split("::", 1)[0]
        return any(path == t or path.startswith(t.rstrip("/") + "/") or item.nodeid == t
                   or item.nodeid.startswith((t + "::", t + "[")) for t in tier)

    def _mutants(self, tables: dict[str, dict[str, Any]]) -> Iterator[tuple[str, str]]:
        """(function, mutant name) for every mutant the globs select, in the module's order."""
        for function, table in tables.items():
            for key in table:
                if key == "_mutmut_orig":
                    continue
                name = f"{function.rpartition('.')[0]}.{key}"
                if not self.globs or any(fnmatch.fnmatchcase(name, g) for g in self.globs):
                    yield function, name

    def pytest_runtestloop(self, session: Any) -> bool:
        modules = [m for n, m in sys.modules.items()
                   if n == self.module_name or n.startswith(self.module_name + ".")]
        tables: dict[str, dict[str, Any]] = {}
        for m in modules:
            assert "mutants" in Path(m.__file__).parts, f"{m.__name__} is not the run's mutated copy"
            tables.update(mutant_tables(m))
        assert tables, f"no mutated function in {self.module_name}"
        items = [i for i in session.items if any(self._in_tier(i, t) for t in self.tiers)]
        done = set()
        if self.out.exists():
            done = {json.loads(line)["mutant"] for line in self.out.read_text().splitlines() if line}

        # the clean pass: each test's cost and reach, with no mutant on
        switch_on("")
        self.caches = lru_caches()
        hits = self.hits
        originals = {}
        for function, table in tables.items():
            orig = table["_mutmut_orig"]
            originals[function] = orig
            table["_mutmut_orig"] = Spy(function, orig, hits)
        clean_cpu = 0.0
        try:
            for item in items:
                ok, spent = self._run(item, None)
                if not ok:
                    print(f"the clean test fails: {item.nodeid}", flush=True)
                    session.testsfailed = 1
                    return True
                self.cost[item.nodeid] = spent
                self.reach[item.nodeid] = set(hits)
                clean_cpu += spent
        finally:
            for function, orig in originals.items():
                tables[function]["_mutmut_orig"] = orig
        print(f"clean pass: {len(items)} tests, {clean_cpu:.1f} s of CPU", flush=True)

        tiers = [[i for i in items if self._in_tier(i, t)] for t in self.tiers]
        counts: dict[str, list[float]] = {}
        with self.out.open("a", encoding="utf-8") as out:
            for function, name in self._mutants(tables):
                if name in done:
                    continue
                verdict, by, start, tried = "no tests", None, time.process_time(), set()
                for tier in tiers:
                    reaching = [i for i in tier if function in self.reach[i.nodeid]
                                and i.nodeid not in tried]
                    reaching.sort(key=lambda i: (i.nodeid != self.killer.get(function),
                                                 self.cost[i.nodeid]))
                    for item in reaching:
                        tried.add(item.nodeid)
                        ok, _ = self._run(item, self.cost[item.nodeid] * TIMEOUT_FACTOR
                                          + self.extra, name)
                        if ok:
                            verdict = "survived"
                            continue
                        verdict, by = ("timeout" if self.timed_out else "killed"), item.nodeid
                        clean_ok, _ = self._run(item, None)
                        if not clean_ok:
                            print(f"{item.nodeid} fails with no mutant on after {name}: "
                                  "an earlier mutant left something behind; stopping", flush=True)
                            session.testsfailed = 1
                            return True
                        self.killer[function] = item.nodeid
                        break
                    if by:
                        break
                spent = time.process_time() - start
                counts.setdefault(verdict, []).append(spent)
                out.write(json.dumps({"mutant": name, "verdict": verdict, "by": by,
                                      "tests": len(tried), "cpu": round(spent, 3)},
                                     ensure_ascii=False) + "\n")
                out.flush()
        for verdict, spent in sorted(counts.items()):
            print(f"{verdict}: {len(spent)} mutants, {sum(spent):.1f} s of CPU, "
                  f"{sum(spent) / len(spent):.2f} s each", flush=True)
        return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tests", nargs="+", help="first tier (default: the run's selection)")
    parser.add_argument("--then", nargs="+", help="second tier, for the first's survivors "
                        "(default: the run's selection)")
    parser.add_argument("--out", default="judged.jsonl")
    parser.add_argument("--timeout-extra", type=float, default=5.0,
                        help="CPU seconds a test may take beyond ten times its clean time")
    parser.add_argument("--memory-gb", type=float, default=4.0,
                        help="address-space limit: a mutant that fills memory fails its test")
    parser.add_argument("globs", nargs="*", help="only the mutants whose names match")
    args = parser.parse_args(argv)
    folder = Path.cwd()
    module_path, selection = run_selection(folder)
    module_name = module_path.removesuffix(".py").replace("/", ".")
    first = args.tests or selection
    then = args.then or selection
    tiers = [first] if first == then else [first, then]
    # mutmut's trampoline adds two frames to every call of a mutated function, and the clean
    # pass's spy one more: a deep recursive search (The Majority's sampler, ``worlds.py``) that
    # passes under plain pytest would otherwise hit the default limit of 1,000 frames
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    limit = int(args.memory_gb * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    if os.environ.get("PYTHONHASHSEED") != "0":
        print("run with PYTHONHASHSEED=0: a test's reach must not change between runs")
        return 2
    mutants = folder / "mutants"
    os.chdir(mutants)
    sys.path.insert(0, str(mutants))
    switch_on("")
    importlib.import_module(module_name)
    import pytest

    files = list(dict.fromkeys(t.split("::")[0] for tier in tiers for t in tier))
    judge = Judge(module_name, tiers, args.globs, (folder / args.out).resolve(),
                  args.timeout_extra)
    # plain asserts and short tracebacks: only the verdict is read, and pytest's explanation of
    # a failed comparison of two long texts (a save file, a view) costs a second of CPU
    return int(pytest.main(["--rootdir=.", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                            "-o", "addopts=", "--assert=plain", "--tb=native",
                            "--doctest-modules", *files], plugins=[judge]))


if __name__ == "__main__":
    sys.exit(main())
