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
from collections.abc import Sequence
from functools import cache
from typing import Any

from ..policy import Policy
from .components import strength
from .kernel import MARK, PROPOSITIONS, majority


def salience(view: dict[str, Any]) -> dict[str, float]:
    """How much each proposition stands out for this round's aim (higher = more focal).

    The association strength with the reference, negated in a least-logical round.
    """
    ref = view["reference"]
    sign = -1.0 if view.get("least_logical") else 1.0
    return {o: sign * strength(ref, w) for o, w in view["propositions"].items()}


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


def most_salient(view: dict[str, Any]) -> str:
    """The focal proposition (ties go to the first of A, B, C)."""
    return best_options(salience(view))[0]


class RandomVote(Policy):
    """Votes uniformly among A, B, C and (unless ``mark=False``) Mark."""

    name = "random"
    game = "grard"
    description = "Votes at random, ignoring the words."
    needs_view = False

    def __init__(self, mark: bool = True) -> None:
        self.mark = mark

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        options = list(legal) if self.mark else [o for o in legal if o != MARK]
        return options[rng.randrange(len(options))]


class Focal(Policy):
    """Votes for the proposition most associated with the reference.

    With probability ``noise`` it votes for a random proposition instead (a player who sees
    the words differently). It never votes Mark: wrap it in :class:`CashIn` for that.
    """

    name = "focal"
    game = "grard"
    description = "Picks the association that seems most logical (the focal point)."

    def __init__(self, noise: float = 0.1) -> None:
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise is a probability, not {noise!r}")
        self.noise = noise

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if self.noise and rng.random() < self.noise:
            return PROPOSITIONS[rng.randrange(3)]
        return most_salient(view)


def level0_distribution(view: dict[str, Any], temperature: float) -> dict[str, float]:
    """What a level-0 player votes: a softmax of the salience (``temperature`` > 0)."""
    s = salience(view)
    top = max(s.values())
    weights = {o: math.exp((s[o] - top) / temperature) for o in PROPOSITIONS}
    total = sum(weights.values())
    return {o: w / total for o, w in weights.items()}


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
    q = [dist.get(o, 0.0) for o in PROPOSITIONS]
    total = [0.0, 0.0, 0.0]
    for (a, b, c), coef, wins in _outcomes(others):
        p = coef * q[0] ** a * q[1] ** b * q[2] ** c
        if p:
            for i in range(3):
                if wins[i]:
                    total[i] += p
    return dict(zip(PROPOSITIONS, total, strict=True))


def win_probability(option: str, others: int, dist: dict[str, float]) -> float:
    """P(``option`` is in the majority) if I vote it and ``others`` players vote i.i.d. ``dist``.

    >>> round(win_probability("A", 2, {"A": 1/3, "B": 1/3, "C": 1/3}), 4)  # one other A suffices
    0.5556
    """
    return win_probabilities(others, dist)[option]


class LevelK(Policy):
    """Level-k reasoning: vote what wins if everybody else reasons one level less.

    Level 0 votes at random, drawn to salient words (softmax with ``temperature``). Level 1
    picks the proposition most likely to be in the majority against level-0 players (an
    exact multinomial computation). Level k >= 2 plays against level k-1 players, who all
    pick the same thing, and so joins them. ``noise`` as in :class:`Focal`.
    """

    name = "level-k"
    game = "grard"
    description = "Predicts what the others will pick, one level of reasoning deeper."

    def __init__(self, k: int = 1, temperature: float = 0.15, noise: float = 0.1) -> None:
        if k < 0 or temperature <= 0 or not 0.0 <= noise <= 1.0:
            raise ValueError("LevelK needs k >= 0, temperature > 0 and 0 <= noise <= 1")
        self.k, self.temperature, self.noise = k, temperature, noise

    def choose(self, view: dict[str, Any], k: int, rng: random.Random) -> str:
        dist = level0_distribution(view, self.temperature)
        if k == 0:
            return rng.choices(PROPOSITIONS, weights=[dist[o] for o in PROPOSITIONS])[0]
        others = len(view["active"]) - 1
        for _ in range(k - 1):  # the others at level >= 1 all make the same choice
            best = self._best(dist, others)
            dist = {o: float(o == best) for o in PROPOSITIONS}
        return self._best(dist, others)

    @staticmethod
    def _best(dist: dict[str, float], others: int) -> str:
        """The likeliest winner; equal chances (within :data:`TIE_TOLERANCE`) go to the more
        salient option (the one level 0 favours), then to the first of A, B, C, so that level-k
        and focal players agree when nothing separates the options."""
        win = win_probabilities(others, dist)
        return best_options(dist, best_options(win))[0]

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if self.noise and rng.random() < self.noise:
            return PROPOSITIONS[rng.randrange(3)]
        return self.choose(view, self.k, rng)

    def __str__(self) -> str:
        return f"level-{self.k}"


class CashIn(Policy):
    """Votes Mark once the reference pile holds ``threshold`` cards (or enough to win).

    Mark only pays if it is in the majority (Grard "La carte Marquer"): a lone Mark is just
    an elimination. So cashing in is itself a coordination problem, and a shared threshold
    works best. ``win_now``: also Mark when the pile would take this player to the target.
    Otherwise ``then`` chooses the words.
    """

    name = "cash-in"
    game = "grard"
    description = "Votes Mark when the reference pile is big enough, else follows another bot."

    def __init__(
        self, threshold: int = 4, then: Policy | None = None, win_now: bool = True
    ) -> None:
        if threshold < 1:
            raise ValueError("the threshold is a number of cards >= 1")
        self.threshold = threshold
        self.then = then if then is not None else Focal()
        self.win_now = win_now

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        pile = view["pile_size"]
        me = view["seat"]
        if pile >= self.threshold or (
            self.win_now and me is not None and view["scores"][me] + pile >= view["target"]
        ):
            return MARK
        return self.then.act(view, legal, rng)

    def __str__(self) -> str:
        return f"cash-in@{self.threshold}+{self.then}"


#: The bots by name, for boards and tournaments.
POLICIES: dict[str, type[Policy]] = {
    "random": RandomVote,
    "focal": Focal,
    "level-k": LevelK,
    "cash-in": CashIn,
}
