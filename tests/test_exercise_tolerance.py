"""Every numeric exercise refuses a near miss and accepts a fair rounding.

A check whose tolerance was loosened tenfold (0.36 accepted where the answer is about 0.33)
passed every earlier test, since they only fed the reference answer. Here:

* where the answer can be worked out from the rulebooks or the question's own numbers, the
  test derives it (``INDEPENDENT``) and the exercise must accept exactly that value;
* for every numeric exercise of every lesson, the answer rounded as the question asks is
  accepted, and the rounding moved by three units of its last asked decimal, either way, is
  refused (an integer answer: one either way; an exact fraction: the next fraction, and the
  decimal, which must not pass for the fraction).

The asked rounding is read here from the question (``DECIMALS``), never from the checker.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from fractions import Fraction
from itertools import product
from math import comb, factorial
from typing import Any

import pytest
from scipy.stats import binomtest

from majority_core.exercises import LESSON_MODULES, Exercise, exercises
from majority_core.registry import load_games


def _wilson_low(wins: int, games: int) -> float:
    return float(binomtest(wins, games).proportion_ci(method="wilson").low)


def _grard_no_majority(players: int, cards: str = "ABCM") -> Fraction:
    """Grard 'Vote': every player picks A, B, C or Mark at random (20.1: one more proposition,
    D); no majority when no vote is shared by two players or more (all votes different)."""
    votes = list(product(cards, repeat=players))
    alone = sum(len(set(v)) == players for v in votes)
    return Fraction(alone, len(votes))


#: The Majority revised 1-2: 72 cards, 24 a colour; per colour four 0s, four 3s, two 2s, two 7s.
_DECK, _ZEROS, _EFFECTS = 72, 3 * 4, 3 * (4 + 4 + 2 + 2)

#: key -> the answer worked out here (rulebook counts, the question's own numbers, scipy).
INDEPENDENT: dict[str, Callable[[], Any]] = {
    "03.1": lambda: Fraction(comb(_DECK - _ZEROS, 6), comb(_DECK, 6)),
    "03.2": lambda: round(comb(_DECK, 6) / comb(_DECK - _EFFECTS, 6)),
    "04.1": lambda: _wilson_low(30, 50),
    # Sultane 3c deck: 11 pacifist, 6 interventionist tales; the Vizir draws 3 (Sultane 5)
    "10.1": lambda: 1 - Fraction(comb(11, 3), comb(17, 3)),
    "10.2": lambda: Fraction(comb(9, 1) * comb(5, 2), comb(14, 3)),
    "10.3": lambda: Fraction(comb(6, 2) * comb(11, 1) + comb(6, 3), comb(17, 3)),
    "11.1": lambda: _wilson_low(468, 910),
    # an interventionist weighs the deals of the 7 other roles: 4 I, 2 P and Dinarzade
    "12.1": lambda: factorial(7) // (factorial(4) * factorial(2) * factorial(1)),
    "12.2": lambda: 0.5 * 0.75 / (0.5 * 0.75 + 0.5 * 0.3),
    "20.1": lambda: _grard_no_majority(4, "ABCDM"),
    # pile p = 3, staying worth 1: Mark 1/(3p + 1) in the fully mixed equilibrium
    "23.2": lambda: Fraction(1, 3 * 3 + 1),
    # Witch, 5 players: seat 0 knows its own card; the other four cards among four seats
    "41.1": lambda: factorial(4),
    "41.2": lambda: 0.25 * 0.4 / (0.25 * (0.1 + 0.4 + 0.25 + 0.25)),
}

#: Decimals a question asks for (or leaves to a reader: "a number between 0 and 1" is read to
#: 2 decimals, "a fraction or a decimal" to 3); answers not listed are whole numbers or exact
#: fractions.
DECIMALS = {"04.1": 3, "06.2": 2, "06.3": 2, "11.1": 3, "12.2": 2, "21.2": 3, "23.2": 3,
            "41.2": 2, "41.3": 2}


def _numeric() -> list[Exercise]:
    load_games()  # each game registers its lessons when imported (this file may run alone)
    out = []
    lessons = [lesson for name in LESSON_MODULES.values()
               for lesson in importlib.import_module(name).EXERCISES]
    for lesson in sorted(lessons):
        for ex in exercises(lesson):
            # "in", not "startswith": mutation testing renames it x_number_checker__mutmut_orig
            if "number_checker" in ex.checker.__qualname__:
                out.append(ex)
    return out


NUMERIC = {ex.key: ex for ex in _numeric()}


@functools.cache
def _reference_of(key: str) -> Any:
    return _reference(NUMERIC[key])


def _reference(ex: Exercise) -> Any:
    """The package's answer, which its own solution cell must pass (read to build the rounding;
    judged against INDEPENDENT where the test can work it out)."""
    cells = dict(zip(ex.checker.__code__.co_freevars, ex.checker.__closure__ or (), strict=True))
    want = cells["expected"].cell_contents
    return want() if callable(want) else want


def test_every_numeric_exercise_is_covered() -> None:
    assert len(NUMERIC) >= 40
    exact = {k for k in NUMERIC if isinstance(_reference_of(k), Fraction)
             and _reference_of(k).denominator != 1}
    assert exact | set(DECIMALS) >= {k for k in NUMERIC
                                     if not float(_reference_of(k)).is_integer()}


@pytest.mark.parametrize("key", sorted(INDEPENDENT))
def test_the_answer_worked_out_here_is_accepted(key: str) -> None:
    mine = INDEPENDENT[key]()
    ex = NUMERIC[key]
    assert ex.check(mine), (key, mine, ex.check(mine).why)
    if isinstance(_reference_of(key), Fraction):
        assert _reference_of(key) == mine
    else:
        assert float(_reference_of(key)) == pytest.approx(float(mine), abs=1e-9)


@pytest.mark.parametrize("key", sorted(NUMERIC))
def test_a_fair_rounding_is_accepted_and_a_near_miss_refused(key: str) -> None:
    ex = NUMERIC[key]
    want = INDEPENDENT[key]() if key in INDEPENDENT else _reference_of(key)
    if key in DECIMALS:
        d = DECIMALS[key]
        fair = round(float(want), d)
        assert ex.check(fair), (key, fair)
        assert ex.check(f"{fair:.{d}f}"), key  # typed as a text too
        for miss in (fair - 3 * 10**-d, fair + 3 * 10**-d):
            miss = round(miss, d)
            assert not ex.check(miss), (key, miss, want)
    elif isinstance(want, Fraction) and want.denominator != 1:
        a, b = want.numerator, want.denominator
        assert ex.check(f"{2 * a}/{2 * b}"), key  # not yet in lowest terms: still right
        assert not ex.check(Fraction(a + 1, b)) and not ex.check(Fraction(a - 1, b)), key
        assert not ex.check(float(want)), key  # an exact fraction is asked
        assert not ex.check(round(float(want), 3)), key
    else:
        whole = int(want)
        assert whole == want
        assert ex.check(whole) and ex.check(str(whole)), key
        # 03.2 says "round to the nearest whole number": one either way is still a rounding;
        # 04.3 asks for a margin of "about 0.075", which 140 to 180 games give (see below)
        misses = {"03.2": (whole - 3, whole + 3), "04.3": (135, 185)}.get(
            key, (whole - 1, whole + 1))
        for miss in misses:
            assert not ex.check(miss), (key, miss)


def test_a_margin_of_about_0075_accepts_each_right_way_of_working_it_out() -> None:
    """04.3 (review: tolerance 0 refused the computed answers and called the reasoning wrong):
    4 x 40 = 160 by the square-root law; 1.96 sqrt(0.25/n) = 0.075 gives 171; 2 sqrt(0.25/n)
    gives 178. Doubling (80) or the factor alone (4) is refused with its own message."""
    ex = NUMERIC["04.3"]
    for n in (160, 4 * 40, round((1.96 / 0.075) ** 2 * 0.25), round((2 / 0.075) ** 2 * 0.25)):
        assert ex.check(n), n
    assert {171, 178} <= {round((1.96 / 0.075) ** 2 * 0.25), round((2 / 0.075) ** 2 * 0.25)}
    for n, said in ((80, "sqrt(2)"), (4, "factor")):
        assert not ex.check(n) and said in ex.check(n).why, n
    assert not ex.check(320) and "too large" in ex.check(320).why
