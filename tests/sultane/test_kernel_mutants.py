"""Tests written to kill the mutants of majority_core/sultane/kernel.py that survived the rule
tests (``python3 tasks.py mutate majority_core/sultane/kernel.py``).

Judged equivalent (no test can kill it): ``range(1, n + 1)`` -> ``range(1, n + 2)`` in
``next_active_left``: the extra step looks at the seat to the left again, which was already
found inactive, so it only runs when nobody is active and raises the same error.
"""

from __future__ import annotations

import pytest

from majority_core.sultane.kernel import next_active_left


def test_the_rotation_reaches_the_seat_to_the_right_and_the_seat_itself() -> None:
    """Sultane 5: the title goes to the first active player on the left, however far."""
    # the only other active seat is the last one reached (seat - 1, step n - 1)
    assert next_active_left(2, [False, True, False, False, False]) == 1
    # nobody else is active: the title comes back to the same seat (step n)
    assert next_active_left(3, [False, False, False, True, False]) == 3


def test_nobody_active_is_an_error_that_says_so() -> None:
    with pytest.raises(ValueError, match="^nobody is active$"):
        next_active_left(0, [False] * 5)
