"""Seeds. All randomness in the package flows from a caller's seed.

``derive_seed`` makes independent, reproducible sub-seeds (one per game of a simulation, one
per bot) from a master seed and labels, so that results do not depend on the order in which
games are played or on how they are split between processes.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence


def derive_seed(seed: int | str, *labels: object) -> int:
    """A 64-bit seed derived from ``seed`` and ``labels`` (stable across runs and platforms).

    >>> derive_seed(7, "game", 0) == derive_seed(7, "game", 0)
    True
    >>> derive_seed(7, "game", 0) != derive_seed(7, "game", 1)
    True
    """
    text = "\x1f".join(str(x) for x in (seed, *labels))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def make_rng(seed: int | str, *labels: object) -> random.Random:
    """A ``random.Random`` seeded with ``derive_seed(seed, *labels)``."""
    return random.Random(derive_seed(seed, *labels))


def weighted_index(probs: Sequence[float], rng: random.Random) -> int:
    """An index drawn with the given probabilities, from one ``rng.random()`` (cumulative sums).

    When rounding leaves the draw past the running total, the last index with a positive
    probability is taken, never an impossible one.

    >>> weighted_index([0.0, 1.0, 0.0], random.Random(3))
    1
    """
    x = rng.random()
    acc = 0.0
    for i, p in enumerate(probs):
        acc += p
        if x < acc:
            return i
    return max(i for i, p in enumerate(probs) if p > 0)
