"""tools/mutant_judge.py, the in-process loop that judges a mutmut run's mutants: on a toy run
folder laid out as mutmut lays one out, each verdict is the one a real test gives."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("mutmut")

TOY = '''
from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_double__mutmut: MutantDict = {}
mutants_x_spin__mutmut: MutantDict = {}
mutants_xǁBoxǁmake__mutmut: MutantDict = {}


@_mutmut_mutated(mutants_x_double__mutmut)
def double(n):
    ...


def x_double__mutmut_orig(n):
    return 2 * n


def x_double__mutmut_1(n):
    return 3 * n  # killed


def x_double__mutmut_2(n):
    return n + n  # equivalent: survives


@_mutmut_mutated(mutants_x_spin__mutmut)
def spin(n):
    ...


def x_spin__mutmut_orig(n):
    return n


def x_spin__mutmut_1(n):
    while True:  # never returns: a timeout
        n += 1


class Box:
    @classmethod
    @_mutmut_mutated(mutants_xǁBoxǁmake__mutmut, is_classmethod=True)
    def make(cls, n):
        ...

    @classmethod
    def xǁBoxǁmake__mutmut_orig(cls, n):
        return [cls.__name__, n]

    @classmethod
    def xǁBoxǁmake__mutmut_1(cls, n):
        return [cls.__name__, n + 1]  # killed: a classmethod reached through its class


class Crate(Box):
    pass


mutants_xǁBoxǁmake__mutmut["_mutmut_orig"] = Box.xǁBoxǁmake__mutmut_orig
mutants_xǁBoxǁmake__mutmut["xǁBoxǁmake__mutmut_1"] = Box.xǁBoxǁmake__mutmut_1
mutants_x_double__mutmut["_mutmut_orig"] = x_double__mutmut_orig
mutants_x_double__mutmut["x_double__mutmut_1"] = x_double__mutmut_1
mutants_x_double__mutmut["x_double__mutmut_2"] = x_double__mutmut_2
mutants_x_spin__mutmut["_mutmut_orig"] = x_spin__mutmut_orig
mutants_x_spin__mutmut["x_spin__mutmut_1"] = x_spin__mutmut_1
'''

TESTS = '''
from toy.calc import Crate, double, spin


def test_double():
    assert double(3) == 6


def test_spin():
    assert spin(2) == 2


def test_make():
    assert Crate.make(1) == ["Crate", 1]


def test_other():
    assert 1 + 1 == 2
'''


def test_each_mutant_gets_the_verdict_its_tests_give(tmp_path: Path) -> None:
    (tmp_path / "setup.cfg").write_text(
        "[mutmut]\nonly_mutate=toy/calc.py\n"
        "pytest_add_cli_args_test_selection=\n    tests/test_calc.py\n", encoding="utf-8")
    mutants = tmp_path / "mutants"
    (mutants / "toy").mkdir(parents=True)
    (mutants / "tests").mkdir()
    (mutants / "toy" / "__init__.py").write_text("", encoding="utf-8")
    (mutants / "toy" / "calc.py").write_text(TOY, encoding="utf-8")
    (mutants / "tests" / "test_calc.py").write_text(TESTS, encoding="utf-8")
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": ""}
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "mutant_judge.py"),
                          "--out", "judged.jsonl", "--timeout-extra", "0.5"], cwd=tmp_path,
                         env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    judged = {d["mutant"]: d for d in map(json.loads, (tmp_path / "judged.jsonl").open())}
    assert {name: (d["verdict"], d["by"], d["tests"]) for name, d in judged.items()} == {
        "toy.calc.x_double__mutmut_1": ("killed", "tests/test_calc.py::test_double", 1),
        "toy.calc.x_double__mutmut_2": ("survived", None, 1),  # only the test that reaches it
        "toy.calc.x_spin__mutmut_1": ("timeout", "tests/test_calc.py::test_spin", 1),
        "toy.calc.xǁBoxǁmake__mutmut_1": ("killed", "tests/test_calc.py::test_make", 1),
    }
    assert "killed: 2 mutants" in run.stdout and "survived: 1 mutants" in run.stdout


def test_each_test_starts_in_english_after_a_mutant_left_another_language() -> None:
    """A mutant of a language listener (The Majority's ``_forget_private_events``) that raises
    inside ``with language("fr")`` leaves the language French; the judge sets it back before
    the next test, as a forked mutmut run starts in English."""
    import importlib.util

    from majority_core import i18n

    spec = importlib.util.spec_from_file_location("mutant_judge", ROOT / "tools" / "mutant_judge.py")
    judge = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(judge)
    try:
        i18n.set_language("fr")
        judge.forget_sentences()
        assert i18n.get_language() == "en"
    finally:
        i18n.set_language("en")
