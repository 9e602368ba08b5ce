"""Pure rules of the Sultane: no state object, no randomness, no text.

Both the step-by-step :class:`~majority_core.sultane.state.SultaneState` and the fast playout
(:mod:`majority_core.sultane.fast`) call these functions, so the two can only disagree on
bookkeeping, never on a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from .components import (
    DINARZADE,
    INTERVENTIONIST,
    INTERVENTIONIST_TALES_TO_WIN,
    INTERVENTIONISTS,
    PACIFIST,
    PACIFIST_ROLE,
    PACIFIST_TALES_TO_WIN,
    PACIFISTS,
    SMALL_COURT,
)


def next_active_left(seat: int, active: Sequence[bool]) -> int:
    """The first active seat to the left (clockwise) of ``seat`` (Sultane 5).

    >>> next_active_left(4, [True, True, False, True, True])
    0
    >>> next_active_left(1, [True, True, False, True, True])
    3
    """
    n = len(active)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if active[s]:
            return s
    raise ValueError("nobody is active")


def term_limited(last_government: tuple[int, int] | None, n_active: int) -> tuple[int, ...]:
    """Seats that may not be nominated Narrator (Sultane 5 and 7c).

    The members of the government that read the last tale are barred; with 5 active players or
    fewer only its Narrator is.

    >>> term_limited((2, 4), 7)
    (2, 4)
    >>> term_limited((2, 4), 5)
    (4,)
    >>> term_limited(None, 7)
    ()
    """
    if last_government is None:
        return ()
    vizir, narrator = last_government
    return (narrator,) if n_active <= SMALL_COURT else (vizir, narrator)


def eligible_narrators(
    vizir: int, active: Sequence[bool], last_government: tuple[int, int] | None
) -> list[int]:
    """The seats the Vizir may nominate, in seat order (Sultane 5 and 7c).

    >>> eligible_narrators(0, [True] * 7, (1, 2))
    [3, 4, 5, 6]
    >>> eligible_narrators(0, [True, True, True, False, True, True], (1, 2))
    [1, 4, 5]
    """
    barred = term_limited(last_government, sum(active))
    return [s for s, a in enumerate(active) if a and s != vizir and s not in barred]


def vote_accepted(n_yes: int, n_no: int) -> bool:
    """A government passes only with strictly more Yes than No (Sultane 5; a tie rejects).

    >>> vote_accepted(3, 3), vote_accepted(4, 3)
    (False, True)
    """
    return n_yes > n_no


def track_winner(n_pacifist: int, n_interventionist: int) -> str | None:
    """The side that a full track makes win (Sultane 4), or ``None``.

    >>> track_winner(6, 0), track_winner(2, 5), track_winner(5, 4)
    ('pacifists', 'interventionists', None)
    """
    if n_pacifist >= PACIFIST_TALES_TO_WIN:
        return PACIFISTS
    if n_interventionist >= INTERVENTIONIST_TALES_TO_WIN:
        return INTERVENTIONISTS
    return None


def discard_options(hand: Sequence[str]) -> list[str]:
    """The kinds of tale one may discard from ``hand``, pacifist first (a fixed order for bots).

    >>> discard_options(["I", "I"]), discard_options(["P", "I", "P"])
    (['I'], ['P', 'I'])
    """
    return [t for t in (PACIFIST, INTERVENTIONIST) if t in hand]


def knowledge_at_start(roles: Sequence[str], variant_8d: bool) -> list[list[str | None]]:
    """What each seat knows of the roles after the recognition phase (Sultane 3c, 8d).

    5-6 players: the Pacifist and Dinarzade know each other. 7-10 players: the pacifists know
    each other and Dinarzade, who knows nobody. Variant 8d: each pacifist knows only Dinarzade.
    """
    n = len(roles)
    known: list[list[str | None]] = [[None] * n for _ in range(n)]
    # Which roles each role recognises (looked up once per seat, not per pair of seats).
    if n <= 6:
        sees = {PACIFIST_ROLE: (DINARZADE,), DINARZADE: (PACIFIST_ROLE,)}
    else:
        sees = {PACIFIST_ROLE: (DINARZADE,) if variant_8d else (DINARZADE, PACIFIST_ROLE)}
    for p, role in enumerate(roles):
        row = known[p]
        row[p] = role
        seen = sees.get(role)
        if seen:
            for s, other in enumerate(roles):
                if s != p and other in seen:
                    row[s] = other
    return known
