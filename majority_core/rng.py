"""Seeds. All randomness in the package flows from a caller's seed.

``derive_seed`` makes independent, reproducible sub-seeds (one per game of a simulation, one
per bot) from a master seed and labels, so that results do not depend on the order in which
games are played or on how they are split between processes.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Sequence
from typing import Any

from .errors import MalformedInput
from .i18n import N_, _

#: The rule cited when a seed is refused (a package ruling: a save must replay the game).
SEED_RULE = N_("package ruling: a seed is an integer, or None for a fresh one")

#: Integer seeds from this size on (a classroom table's 128-bit secret seed) derive seeds of
#: :data:`WIDE_DIGEST` bytes, so that every bit of theirs reaches the generators; smaller seeds
#: keep their 64-bit derived seeds (every saved game, golden and lesson deals as before).
WIDE_SEED = 2**64
WIDE_DIGEST = 32


def derive_seed(seed: int | str, *labels: object) -> int:
    """A seed derived from ``seed`` and ``labels`` (stable across runs and platforms): 64 bits,
    or 256 bits for an integer ``seed`` of more than 64 bits, so that a 128-bit seed keeps its
    128 bits of entropy in every generator made from it (``random.Random`` uses all the bits
    of an integer seed).

    >>> derive_seed(7, "game", 0) == derive_seed(7, "game", 0)
    True
    >>> derive_seed(7, "game", 0) != derive_seed(7, "game", 1)
    True
    >>> derive_seed(2**127 + 1, "deck").bit_length() > 128
    True
    """
    text = "\x1f".join(str(x) for x in (seed, *labels))
    wide = isinstance(seed, int) and abs(seed) >= WIDE_SEED
    digest = hashlib.blake2b(text.encode(), digest_size=WIDE_DIGEST if wide else 8).digest()
    return int.from_bytes(digest, "big")


def check_seed(seed: Any) -> int:
    """``seed`` if it is an ``int`` (not a bool); anything else is refused (MalformedInput)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise MalformedInput(
            _("the seed must be an integer (or None for a fresh one), not {seed!r}").format(
                seed=seed
            ),
            rule=SEED_RULE,
        )
    return seed


def game_seed(seed: Any) -> int:
    """The one rule for a new game's seed: an ``int`` is kept; ``None`` draws a fresh 128-bit
    seed from :mod:`secrets` (recorded by the game, so its save replays it); anything else is
    refused, since a save could not replay it.

    >>> game_seed(7), 0 <= game_seed(None) < 2**128
    (7, True)
    """
    return secrets.randbits(128) if seed is None else check_seed(seed)


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
