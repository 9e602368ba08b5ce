"""The pieces of *Au chevet de la Sultane*: tales, roles, sides, the pacifist track.

Everything here is an immutable value, so the rules (kernel), the fast playout and the bots
share one description of the box. Tales are written ``"P"`` (pacifist) and ``"I"``
(interventionist), as on a scoring sheet.

>>> roles_for(7)
('interventionist', 'interventionist', 'interventionist', 'interventionist', 'pacifist', 'pacifist', 'dinarzade')
>>> pacifist_track(5)
(None, None, 'peek', 'exile', 'exile', 'win')
>>> side_of("dinarzade")
'pacifists'
"""

from __future__ import annotations

from typing import Final

from ..errors import IllegalAction, MalformedInput
from ..i18n import _

PACIFIST: Final = "P"
INTERVENTIONIST: Final = "I"
TALES: Final = (PACIFIST, INTERVENTIONIST)
TALE_NAMES: Final = {PACIFIST: "pacifist", INTERVENTIONIST: "interventionist"}

#: Sultane 3c: the deck is 11 pacifist and 6 interventionist tales.
N_PACIFIST_TALES: Final = 11
N_INTERVENTIONIST_TALES: Final = 6
N_TALES: Final = N_PACIFIST_TALES + N_INTERVENTIONIST_TALES

#: Sultane 4: tales read that win the game for each side.
PACIFIST_TALES_TO_WIN: Final = 6
INTERVENTIONIST_TALES_TO_WIN: Final = 5
#: Sultane 4 and 5: after this many pacifist tales, electing Dinarzade Narrator wins.
DINARZADE_THRESHOLD: Final = 3
#: Sultane 7a: the veto is unlocked once this many pacifist tales have been read.
VETO_THRESHOLD: Final = 5
#: Sultane 5 and 7c: the third rejection in a row makes the Sultane read the top tale.
REJECTIONS_FOR_CHAOS: Final = 3
#: Sultane 5 and 7b: the deck is reshuffled with the discard when it holds this many or fewer.
RESHUFFLE_AT: Final = 2
#: Sultane 7c: with this many active players or fewer, the last Vizir may be Narrator again.
SMALL_COURT: Final = 5

INTERVENTIONIST_ROLE: Final = "interventionist"
PACIFIST_ROLE: Final = "pacifist"
DINARZADE: Final = "dinarzade"
SCHAHZENAN: Final = "schahzenan"
ROLES: Final = (INTERVENTIONIST_ROLE, PACIFIST_ROLE, DINARZADE, SCHAHZENAN)

INTERVENTIONISTS: Final = "interventionists"
PACIFISTS: Final = "pacifists"
SIDES: Final = (INTERVENTIONISTS, PACIFISTS)

_SIDE: Final = {
    INTERVENTIONIST_ROLE: INTERVENTIONISTS,
    SCHAHZENAN: INTERVENTIONISTS,
    PACIFIST_ROLE: PACIFISTS,
    DINARZADE: PACIFISTS,
}

#: Powers of the pacifist track (RULINGS: Sultane, "as printed").
PEEK: Final = "peek"
INVESTIGATE: Final = "investigate"
CHOOSE: Final = "choose"
EXILE: Final = "exile"
WIN: Final = "win"

_TRACK_5_6: Final = (None, None, PEEK, EXILE, EXILE, WIN)
_TRACK_7_10: Final = (None, INVESTIGATE, CHOOSE, EXILE, EXILE, WIN)

MIN_PLAYERS: Final = 5
MAX_PLAYERS: Final = 10
VARIANT_8D_COUNTS: Final = (7, 9)


def side_of(role: str) -> str:
    """The side a role plays for: Schahzenan is an interventionist, Dinarzade a pacifist."""
    return _SIDE[role]


def check_player_count(n_players: object) -> int:
    """Refuse a player count the rulebook does not cover (Sultane 3c: 5 to 10)."""
    if not isinstance(n_players, int) or isinstance(n_players, bool):
        raise MalformedInput(_("n_players must be an integer, not {n_players!r}").format(n_players=n_players), rule="Sultane 3c")
    if not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise IllegalAction(
            _("Au chevet de la Sultane is played by 5 to 10 players, not {n_players}").format(n_players=n_players),
            rule="Sultane 3c",
        )
    return n_players


def roles_for(n_players: int, variant_8d: bool = False) -> tuple[str, ...]:
    """The role cards dealt for ``n_players`` (Sultane 3c; variant 8d at 7 or 9 players).

    >>> roles_for(9, variant_8d=True).count("schahzenan")
    1
    """
    check_player_count(n_players)
    n_pacifists = {5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3}[n_players]
    extra: tuple[str, ...] = ()
    if variant_8d:
        check_variant_8d(n_players)
        if n_players == 9:
            extra = (SCHAHZENAN,)
    n_interventionists = n_players - n_pacifists - 1 - len(extra)
    return (
        (INTERVENTIONIST_ROLE,) * n_interventionists
        + extra
        + (PACIFIST_ROLE,) * n_pacifists
        + (DINARZADE,)
    )


def check_variant_8d(n_players: int) -> None:
    """Variant 8d ("pacifistes désorientées") is only offered at 7 and 9 players."""
    if n_players not in VARIANT_8D_COUNTS:
        raise IllegalAction(
            _("variant 8d is meant for 7 or 9 players, not {n_players}").format(n_players=n_players),
            rule="Sultane 8d; RULINGS: Sultane",
        )


def pacifist_track(n_players: int) -> tuple[str | None, ...]:
    """The power under each slot of the pacifist track (slot 1 first; RULINGS: Sultane)."""
    check_player_count(n_players)
    return _TRACK_5_6 if n_players <= 6 else _TRACK_7_10


def initial_deck() -> list[str]:
    """The 17 tales before shuffling (Sultane 3c)."""
    return [PACIFIST] * N_PACIFIST_TALES + [INTERVENTIONIST] * N_INTERVENTIONIST_TALES


def hand_text(tales: list[str] | tuple[str, ...] | str) -> str:
    """A hand written as counts, pacifist first (the order never matters in a claim).

    >>> hand_text(["I", "P", "P"])
    'PPI'
    """
    n_p = tales.count(PACIFIST)  # list, tuple and str all count in C
    return PACIFIST * n_p + INTERVENTIONIST * (len(tales) - n_p)


def all_hands(size: int) -> list[str]:
    """Every hand of ``size`` tales, most pacifist first: the claims one can make.

    >>> all_hands(3)
    ['PPP', 'PPI', 'PII', 'III']
    """
    return [PACIFIST * (size - k) + INTERVENTIONIST * k for k in range(size + 1)]


def parse_tales(text: object, *, length: int | None = None, what: str = "the tales") -> str:
    """Read a string of tales such as ``"PPI"`` (used for stacked decks and claims)."""
    if not isinstance(text, str) or any(c not in TALES for c in text):
        raise MalformedInput(
            _("write {what} with P (pacifist) and I (interventionist), not {text!r}").format(what=what, text=text),
            rule="Sultane 3c",
        )
    if length is not None and len(text) != length:
        raise MalformedInput(_("{what} must be {length} tales, not {text!r}").format(what=what, length=length, text=text), rule="Sultane 3c")
    return text


# -- read-only records (what the views share with the state) --------------------------------------
def _read_only(self: object, *args: object, **kwargs: object) -> None:
    raise TypeError(
        f"this {type(self).__name__} is part of the game's record and cannot be changed; "
        "copy it first (dict(...) or list(...))"
    )


class ReadOnlyList(list):  # type: ignore[type-arg]
    """A list that cannot change: equal to a list and JSON-able, so a view can hand the state's
    own logged facts (a vote's Yes and No seats) to every seat without copying them, and no seat
    can change what another seat, the all-seeing view or the event text shows.

    >>> yes = ReadOnlyList([0, 2]); yes == [0, 2]
    True
    >>> yes.append(5)
    Traceback (most recent call last):
    TypeError: this ReadOnlyList is part of the game's record and cannot be changed; copy it first (dict(...) or list(...))
    """

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _read_only  # type: ignore[assignment]
    append = extend = insert = pop = remove = clear = sort = reverse = _read_only  # type: ignore[assignment]

    def __reduce_ex__(self, protocol: object) -> tuple[type, tuple[list]]:  # type: ignore[override]
        return type(self), (list(self),)  # copies and pickles rebuild it without mutating


class ReadOnlyRecord(dict):  # type: ignore[type-arg]
    """A dict that cannot change (see :class:`ReadOnlyList`): one logged fact of a view."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = _read_only  # type: ignore[assignment]
    clear = pop = popitem = setdefault = update = _read_only  # type: ignore[assignment]

    def __reduce_ex__(self, protocol: object) -> tuple[type, tuple[dict]]:  # type: ignore[override]
        return type(self), (dict(self),)


# -- the phases and the actions' notation (the state's and its parts' shared names) -----------
# Phases: who decides and what about.
NOMINATE = "nominate"
VOTE = "vote"
VIZIR_DISCARD = "vizir-discard"
NARRATOR_DISCARD = "narrator-discard"
VETO_REQUEST = "veto-request"
VETO_ANSWER = "veto-answer"
CLAIM_VIZIR = "claim-vizir"
CLAIM_NARRATOR = "claim-narrator"
POWER = "power"
CLAIM_POWER = "claim-power"
OVER = "over"

PHASES = (
    NOMINATE, VOTE, VIZIR_DISCARD, NARRATOR_DISCARD, VETO_REQUEST, VETO_ANSWER,
    CLAIM_VIZIR, CLAIM_NARRATOR, POWER, CLAIM_POWER, OVER,
)  # fmt: skip

#: Which phase each action word belongs to (for precise refusals).
VERB_PHASE = {
    "nominate": NOMINATE,
    "yes": VOTE,
    "no": VOTE,
    "discard": VIZIR_DISCARD,
    "read": VETO_REQUEST,
    "veto": VETO_REQUEST,
    "accept-veto": VETO_ANSWER,
    "refuse-veto": VETO_ANSWER,
    "claim-draw": CLAIM_VIZIR,
    "claim-received": CLAIM_NARRATOR,
    "claim-investigation": CLAIM_POWER,
    "claim-peek": CLAIM_POWER,
    "no-claim": CLAIM_VIZIR,
    "investigate": POWER,
    "choose": POWER,
    "exile": POWER,
}

#: The phases in which the nominated Narrator (not the Vizir) decides.
_NOMINEE_PHASES = frozenset((NARRATOR_DISCARD, VETO_REQUEST, CLAIM_NARRATOR))

VOTES = ("yes", "no")
NO_CLAIM = "no-claim"
DRAW_CLAIMS = tuple(f"claim-draw:{h}" for h in all_hands(3)) + (NO_CLAIM,)
RECEIVED_CLAIMS = tuple(f"claim-received:{h}" for h in all_hands(2)) + (NO_CLAIM,)
PEEK_CLAIMS = tuple(f"claim-peek:{h}" for h in all_hands(3)) + (NO_CLAIM,)
#: What each claim verb is about, and the verb of its sentence (made once, not per claim).
_CLAIM_ABOUT = {
    "claim-draw": ("draw", "drew"),
    "claim-received": ("received", "received"),
    "claim-peek": ("peek", "saw on top of the deck"),
}
_SILENCE_ABOUT = {CLAIM_VIZIR: "draw", CLAIM_NARRATOR: "received"}
_VETO_REQUESTS = ("read", "veto")
_VETO_ANSWERS = ("accept-veto", "refuse-veto")
_NOMINATE = tuple(f"nominate:{s}" for s in range(MAX_PLAYERS))
_DISCARD = {t: f"discard:{t}" for t in (PACIFIST, INTERVENTIONIST)}
