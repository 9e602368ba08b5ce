"""Bots for Majority (Grard): one strategy per class.

Each turn is a coordination game: a vote only pays if enough others make the same choice
(Grard "Résolution des votes"). The bots differ in how they guess what the others will do:

* :class:`RandomVote` ignores the words (the baseline of lesson 20);
* :class:`Focal` votes for the proposition most associated with the reference, the "focal
  point" (Schelling) that people tend to pick without talking;
* :class:`LevelK` reasons about the others: level 0 is drawn to strong associations, level k
  picks the vote most likely to be in the majority if everybody else were level k-1;
* :class:`CashIn` decides when to vote Mark and lets another policy choose the words.

In a "least logical" round (Grard "Variante", ``view["least_logical"]``) every bot aims for the
weakest association instead of the strongest: the variant only reverses the aim.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from ..i18n import N_
from ..policy import Policy
from .components import N_WORDS, OPTIONS, strength
from .kernel import MARK, PROPOSITIONS, majority


class Turn:
    """The part of a seat's view the bots read: the light view of one vote.

    ``seat``, ``reference`` (the word id on top of the pile), ``propositions`` (the word ids of
    A, B, C), ``least_logical``, ``others`` (how many other players vote this turn),
    ``pile_size``, ``score`` (the seat's points) and ``target``. Built from a view dict by
    :meth:`GrardPolicy.read`, or directly by the fast playout (:mod:`.fast`), so both paths
    decide with the very same code; everything in it is public. ``memo`` keeps what the bots
    work out from the turn alone (the focal word, a level-k choice) for the other seats of
    the same turn: the fast playout gives each turn a fresh one.
    """

    __slots__ = (
        "seat",
        "reference",
        "propositions",
        "least_logical",
        "others",
        "pile_size",
        "score",
        "target",
        "memo",
    )

    def __init__(
        self,
        seat: int | None,
        reference: int,
        propositions: tuple[int, int, int],
        least_logical: bool,
        others: int,
        pile_size: int,
        score: int,
        target: int,
    ) -> None:
        self.seat, self.reference, self.propositions = seat, reference, propositions
        self.least_logical, self.others, self.pile_size = least_logical, others, pile_size
        self.score, self.target = score, target
        self.memo: dict[Any, Any] = {}


def _turn_of(view: dict[str, Any]) -> tuple[int, tuple[int, int, int], bool]:
    """(reference, propositions A/B/C, least logical) of a view: what salience depends on."""
    props = view["propositions"]
    return (
        view["reference"],
        (props["A"], props["B"], props["C"]),
        bool(view.get("least_logical")),
    )


#: :func:`~.components.strength` by reference word, then word, filled as it is asked: the
#: bots read three of them at every turn, and a list is read in a third of the time of the
#: cache's two-argument key (the same floats: they come from ``strength``).
_ROWS: list[list[float | None] | None] = [None] * N_WORDS


def _saliences(ref: int, props: tuple[int, int, int], least: bool) -> tuple[float, float, float]:
    """The salience of A, B and C (see :func:`salience`), as three floats."""
    row = _ROWS[ref]
    if row is None:
        row = _ROWS[ref] = [None] * N_WORDS
    a, b, c = props
    sa, sb, sc = row[a], row[b], row[c]
    if sa is None or sb is None or sc is None:
        sa = row[a] = strength(ref, a)
        sb = row[b] = strength(ref, b)
        sc = row[c] = strength(ref, c)
    sign = -1.0 if least else 1.0
    return (sign * sa, sign * sb, sign * sc)


def _salience(ref: int, props: tuple[int, int, int], least: bool) -> dict[str, float]:
    return dict(zip(PROPOSITIONS, _saliences(ref, props, least), strict=True))


def salience(view: dict[str, Any]) -> dict[str, float]:
    """How much each proposition stands out for this round's aim (higher = more focal).

    The association strength with the reference, negated in a least-logical round.
    """
    return dict(_salience(*_turn_of(view)))


#: Scores closer than this are equal: floating-point sums and products of equal quantities
#: differ by ~1e-16, and that noise must not decide a vote (ties go to the first of A, B, C).
TIE_TOLERANCE = 1e-9


def best_options(scores: dict[str, float], among: Sequence[str] = PROPOSITIONS) -> list[str]:
    """The options of ``among`` (in A, B, C order) whose score is highest, within
    :data:`TIE_TOLERANCE`.

    >>> best_options({"A": 0.7037037037037036, "B": 0.5, "C": 0.7037037037037037})
    ['A', 'C']
    """
    top = max(scores[o] for o in among)
    return [o for o in among if scores[o] >= top - TIE_TOLERANCE]


def _most_salient(ref: int, props: tuple[int, int, int], least: bool) -> str:
    a, b, c = _saliences(ref, props, least)
    low = max(a, b, c) - TIE_TOLERANCE  # best_options(...)[0]: the first within the tolerance
    return "A" if a >= low else "B" if b >= low else "C"


def most_salient(view: dict[str, Any]) -> str:
    """The focal proposition (ties go to the first of A, B, C)."""
    return _most_salient(*_turn_of(view))


class GrardPolicy(Policy):
    """A Grard bot: decides from the light view of the turn (:meth:`decide`); :meth:`act`
    reads the view dict into one, and the fast playout builds it directly."""

    game = "grard"

    @staticmethod
    def read(view: dict[str, Any]) -> Turn:
        """The light view of a view dict."""
        ref, props, least = _turn_of(view)
        seat = view["seat"]
        return Turn(
            seat,
            ref,
            props,
            least,
            len(view["active"]) - 1,
            view["pile_size"],
            0 if seat is None else view["scores"][seat],
            view["target"],
        )

    def decide(self, turn: Turn, rng: random.Random) -> str:
        """The vote ("A", "B", "C" or "mark") for this turn."""
        raise NotImplementedError

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        return self.decide(self.read(view), rng)


class RandomVote(GrardPolicy):
    """Votes uniformly among A, B, C and (unless ``mark=False``) Mark."""

    name = "random"
    #: Shown in French through the catalog (a lesson table translates its words).
    description = N_("Votes at random, ignoring the words.")
    needs_view = False

    def __init__(self, mark: bool = True) -> None:
        self.mark = mark

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        options = list(legal) if self.mark else [o for o in legal if o != MARK]
        return options[rng.randrange(len(options))]

    def decide(self, turn: Turn, rng: random.Random) -> str:
        """As :meth:`act` with every vote card legal (as in every turn)."""
        options = OPTIONS if self.mark else PROPOSITIONS
        return options[rng.randrange(len(options))]


class Focal(GrardPolicy):
    """Votes for the proposition most associated with the reference.

    With probability ``noise`` it votes for a random proposition instead (a player who sees
    the words differently). It never votes Mark: wrap it in :class:`CashIn` for that.
    """

    name = "focal"
    #: Shown in French through the catalog (a lesson table translates its words).
    description = N_("Picks the association that seems most logical (the focal point).")

    def __init__(self, noise: float = 0.1) -> None:
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise is a probability, not {noise!r}")
        self.noise = noise

    def decide(self, turn: Turn, rng: random.Random) -> str:
        if self.noise and rng.random() < self.noise:
            return PROPOSITIONS[rng.randrange(3)]
        choice = turn.memo.get("focal")
        if choice is None:
            choice = turn.memo["focal"] = _most_salient(
                turn.reference, turn.propositions, turn.least_logical
            )
        return choice


def _level0(
    ref: int, props: tuple[int, int, int], least: bool, temperature: float
) -> tuple[float, float, float]:
    """:func:`level0_distribution` as the chances of A, B and C."""
    a, b, c = _saliences(ref, props, least)
    top = max(a, b, c)
    exp = math.exp
    wa, wb, wc = (
        exp((a - top) / temperature),
        exp((b - top) / temperature),
        exp((c - top) / temperature),
    )
    total = sum((wa, wb, wc))
    return (wa / total, wb / total, wc / total)


def level0_distribution(view: dict[str, Any], temperature: float) -> dict[str, float]:
    """What a level-0 player votes: a softmax of the salience (``temperature`` > 0)."""
    return dict(zip(PROPOSITIONS, _level0(*_turn_of(view), temperature), strict=True))


@cache
def _compositions(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    if k == 1:
        return ((n,),)
    return tuple((i, *rest) for i in range(n + 1) for rest in _compositions(n - i, k - 1))


@cache
def _outcomes(others: int) -> tuple[tuple[tuple[int, ...], int, tuple[bool, bool, bool]], ...]:
    """For each way ``others`` players split over A, B, C: (counts, multinomial, whether my
    vote for A / B / C would then be in the majority)."""
    rows = []
    for counts in _compositions(others, 3):
        coef = math.factorial(others)
        for c in counts:
            coef //= math.factorial(c)
        wins = []
        for o in PROPOSITIONS:
            tally = dict(zip(PROPOSITIONS, counts, strict=True))
            tally[o] += 1
            wins.append(o in majority(tally))
        rows.append((counts, coef, (wins[0], wins[1], wins[2])))
    return tuple(rows)


def win_probabilities(others: int, dist: dict[str, float]) -> dict[str, float]:
    """P(my vote is in the majority) for each proposition, if ``others`` players vote i.i.d.
    ``dist``. Exact, by enumerating the others' vote counts (multinomial)."""
    total = _wins(others, dist.get("A", 0.0), dist.get("B", 0.0), dist.get("C", 0.0))
    return dict(zip(PROPOSITIONS, total, strict=True))


def _wins(others: int, q0: float, q1: float, q2: float) -> list[float]:
    """:func:`win_probabilities` for the chances ``q0``, ``q1``, ``q2`` of A, B, C."""
    return _wins_of(others)(q0, q1, q2)


@cache
def _wins_of(others: int) -> Callable[[float, float, float], list[float]]:
    """:func:`_wins` for ``others`` players as one straight-line function, written once from
    :func:`_winning_rows` (a level-k bot asks it at every turn: half of a tournament's time
    went into its loops). It does the very same float operations in the same order as the
    loop it replaces, so the same bits come out (tested): the powers ``q ** i``, each row's
    ``coef * qa[a] * qb[b] * qc[c]``, and each total summed from 0.0 in the order of the rows."""
    rows, winning = _winning_rows(others)
    lines = ["def wins(q0, q1, q2):"]
    for name, q in (("a", "q0"), ("b", "q1"), ("c", "q2")):
        lines += [f"    {name}{i} = {q} ** {i}" for i in range(others + 1)]
    lines += [f"    p{j} = {coef} * a{a} * b{b} * c{c}" for j, (a, b, c, coef) in enumerate(rows)]
    totals = ["0.0" + "".join(f" + p{j}" for j in winning[i]) for i in range(3)]
    lines.append(f"    return [{', '.join(totals)}]")
    scope: dict[str, Any] = {}
    exec("\n".join(lines), scope)  # noqa: S102 - our own arithmetic, from our own table
    return scope["wins"]  # type: ignore[no-any-return]


@cache
def _winning_rows(
    others: int,
) -> tuple[tuple[tuple[int, int, int, int], ...], tuple[tuple[int, ...], ...]]:
    """:func:`_outcomes` as rows (a, b, c, multinomial), and for each of A, B, C the indices
    of the rows where my vote for it would be in the majority."""
    table = _outcomes(others)
    rows = tuple((*counts, coef) for counts, coef, _ in table)
    winning = tuple(tuple(j for j, (_, _, wins) in enumerate(table) if wins[i]) for i in range(3))
    return rows, winning  # type: ignore[return-value]


def win_probability(option: str, others: int, dist: dict[str, float]) -> float:
    """P(``option`` is in the majority) if I vote it and ``others`` players vote i.i.d. ``dist``.

    >>> round(win_probability("A", 2, {"A": 1/3, "B": 1/3, "C": 1/3}), 4)  # one other A suffices
    0.5556
    """
    return win_probabilities(others, dist)[option]


def _best(dist: dict[str, float], others: int) -> str:
    """The likeliest winner; equal chances (within :data:`TIE_TOLERANCE`) go to the more
    salient option (the one level 0 favours), then to the first of A, B, C, so that level-k
    and focal players agree when nothing separates the options."""
    return PROPOSITIONS[_best_index((dist["A"], dist["B"], dist["C"]), others)]


def _best_index(dist: tuple[float, float, float], others: int) -> int:
    """:func:`_best` for the chances of A, B, C: the index of the vote
    (``best_options(dist, best_options(win))[0]``)."""
    win = _wins(others, *dist)
    low = max(win) - TIE_TOLERANCE
    among = [i for i in range(3) if win[i] >= low]
    low = max([dist[i] for i in among]) - TIE_TOLERANCE
    return next(i for i in among if dist[i] >= low)


def _level_k(
    ref: int, props: tuple[int, int, int], least: bool, temperature: float, others: int, k: int
) -> str:
    """The vote of a level-k player (k >= 1): a pure function of the turn, so every level-k
    seat of a turn shares one computation (:attr:`Turn.memo`)."""
    dist = _level0(ref, props, least, temperature)
    for _ in range(k - 1):  # the others at level >= 1 all make the same choice
        best = _best_index(dist, others)
        dist = (float(best == 0), float(best == 1), float(best == 2))
    return PROPOSITIONS[_best_index(dist, others)]


class LevelK(GrardPolicy):
    """Level-k reasoning: vote what wins if everybody else reasons one level less.

    Level 0 votes at random, drawn to salient words (softmax with ``temperature``). Level 1
    picks the proposition most likely to be in the majority against level-0 players (an
    exact multinomial computation). Level k >= 2 plays against level k-1 players, who all
    pick the same thing, and so joins them. ``noise`` as in :class:`Focal`.
    """

    name = "level-k"
    #: Shown in French through the catalog (a lesson table translates its words).
    description = N_("Predicts what the others will pick, one level of reasoning deeper.")
    #: What a level-k bot tries, by level (the lesson's table lists level-1 and level-2 side
    #: by side: one sentence for both did not tell them apart). Levels 2 and up: the last.
    DESCRIPTIONS = (
        N_("Votes at random, drawn to the words most associated with the reference."),
        N_("Picks what is most likely to be in the majority if the others vote at random, "
           "drawn to salient words (level 0)."),
        N_("Assumes the others reason one level less, and picks what they would pick."),
    )

    def __init__(self, k: int = 1, temperature: float = 0.15, noise: float = 0.1) -> None:
        if k < 0 or temperature <= 0 or not 0.0 <= noise <= 1.0:
            raise ValueError("LevelK needs k >= 0, temperature > 0 and 0 <= noise <= 1")
        self.k, self.temperature, self.noise = k, temperature, noise
        self.description = self.DESCRIPTIONS[min(k, 2)]

    def choose(self, view: dict[str, Any], k: int, rng: random.Random) -> str:
        """The vote of a level-``k`` player in the turn of ``view`` (no noise)."""
        return self._choose(self.read(view), k, rng)

    def _choose(self, turn: Turn, k: int, rng: random.Random) -> str:
        ref, props, least = turn.reference, turn.propositions, turn.least_logical
        if k == 0:
            key0 = ("level-0", self.temperature)
            dist = turn.memo.get(key0)
            if dist is None:
                dist = turn.memo[key0] = _level0(ref, props, least, self.temperature)
            return rng.choices(PROPOSITIONS, weights=list(dist))[0]
        key = (k, self.temperature)
        choice = turn.memo.get(key)
        if choice is None:
            choice = turn.memo[key] = _level_k(ref, props, least, self.temperature, turn.others, k)
        return choice

    _best = staticmethod(_best)

    def decide(self, turn: Turn, rng: random.Random) -> str:
        if self.noise and rng.random() < self.noise:
            return PROPOSITIONS[rng.randrange(3)]
        return self._choose(turn, self.k, rng)

    def __str__(self) -> str:
        return f"level-{self.k}"


class CashIn(GrardPolicy):
    """Votes Mark once the reference pile holds ``threshold`` cards (or enough to win).

    Mark only pays if it is in the majority (Grard "La carte Marquer"): a lone Mark is just
    an elimination. So cashing in is itself a coordination problem, and a shared threshold
    works best. ``win_now``: also Mark when the pile would take this player to the target.
    Otherwise ``then`` chooses the words.
    """

    name = "cash-in"
    #: Shown in French through the catalog (a lesson table translates its words).
    description = N_("Votes Mark when the reference pile is big enough, else follows another bot.")

    def __init__(
        self, threshold: int = 4, then: Policy | None = None, win_now: bool = True
    ) -> None:
        if threshold < 1:
            raise ValueError("the threshold is a number of cards >= 1")
        self.threshold = threshold
        self.then = then if then is not None else Focal()
        self.win_now = win_now

    def cashes_in(self, pile: int, seat: int | None, score: int, target: int) -> bool:
        """Whether to vote Mark now."""
        return pile >= self.threshold or (
            self.win_now and seat is not None and score + pile >= target
        )

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        me = view["seat"]
        score = 0 if me is None else view["scores"][me]
        if self.cashes_in(view["pile_size"], me, score, view["target"]):
            return MARK
        return self.then.act(view, legal, rng)

    def decide(self, turn: Turn, rng: random.Random) -> str:
        """As :meth:`act`, when ``then`` decides from the light view too (a GrardPolicy)."""
        if self.cashes_in(turn.pile_size, turn.seat, turn.score, turn.target):
            return MARK
        return self.then.decide(turn, rng)  # type: ignore[attr-defined]

    def __str__(self) -> str:
        return f"cash-in@{self.threshold}+{self.then}"


#: The bots by name, for boards and tournaments.
POLICIES: dict[str, type[Policy]] = {
    "random": RandomVote,
    "focal": Focal,
    "level-k": LevelK,
    "cash-in": CashIn,
}
