"""Bots for *Witch of the Academy*: one strategy per class (as in Axelrod).

* :class:`Random` picks uniformly among the legal actions (sheets included).
* :class:`Heuristic` goes for disk majorities and, with ``caution`` (default 1), avoids
  rumours on its own colour, trades cards of its colour away and hides its own rumours with
  data cards; it guesses the others' colours from a simple count of what they kept and traded.
  With ``caution=0`` it plays colour-blind: it gives nothing away, and takes the suspicion.
* :class:`Investigator` plays the day like :class:`Heuristic` and writes its sheet from the
  exact Bayesian posterior of :mod:`majority_core.witch.bayes` (the most likely colour of each
  seat).
* :class:`ModelPlayer` plays exactly as the investigator's model assumes players do (a softmax
  of the model's scores, with its noise): the case where the inference is exactly right.

Policies only read the view they are given, so a bot never knows more than its seat.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, ClassVar

from ..policy import Policy, UniformRandom
from .bayes import DEFAULT_MODEL, Model, _score, best_guess
from .components import CODE_LETTER, COLOURS, DISK_COLOURS, LETTER


class Random(UniformRandom):
    """Uniform among the legal actions, the investigation sheet included (the baseline)."""

    name = "random"
    game = "witch"
    description = "Chooses uniformly at random among the legal actions, sheets included."


def _majority_points(mine: int, best_other: int) -> int:
    """What ``mine`` disks of a colour are worth against the others' best (Witch 3 (2))."""
    if mine == 0:
        return 0
    if mine > best_other:
        return 3 * mine
    return 2 * mine if mine == best_other else mine


def disk_gain(view: dict[str, Any], colour: str) -> float:
    """The points one more disk of ``colour`` adds to the viewer's night score (a guess at
    it: the other players' disks as they are now), with the all-colours bonus."""
    me = view["seat"]
    players = view["players"]
    mine = players[me]["disks"]
    others = max(
        (p["disks"][colour] for s, p in enumerate(players) if s != me), default=0
    )
    if not view["supply"][colour]:
        if mine[colour] and others == 0:
            return 1.0  # holding them all: a 1-point token instead (Witch 3 Exception 2)
        others -= 1  # the disk is taken from the player holding the most
    gain = _majority_points(mine[colour] + 1, others) - _majority_points(mine[colour], others)
    missing = [c for c in DISK_COLOURS if not mine[c]]
    if missing == [colour]:
        gain += 2
    return float(gain)


def _take_parts(action: str) -> tuple[str, str, str]:
    """``take:R/K`` -> ("red", "black", disk colour); ``take:K/K:P`` -> (..., "pink")."""
    keep, trade = action[5], action[7]
    if trade != "K":
        disk = trade
    elif keep != "K":
        disk = keep
    else:
        disk = action[9]
    name = {v: k for k, v in LETTER.items()}
    return name[keep], name[trade], name[disk]


class Heuristic(Policy):
    """Disk majorities first; with ``caution`` keep rumours off one's own colour."""

    name: ClassVar[str] = "heuristic"
    game: ClassVar[str] = "witch"
    description: ClassVar[str] = (
        "Goes for disk majorities, keeps rumours off its own colour, trades its own colour "
        "away and hides its own rumours with data cards; guesses from what others kept."
    )

    def __init__(self, caution: float = 1.0) -> None:
        self.caution = caution
        if caution != 1.0:
            self.name = f"heuristic (caution {caution:g})"  # type: ignore[misc]

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        first = legal[0]
        if first.startswith("guess:"):
            return self.guess(view, legal, rng)
        if first.startswith("hide:"):
            return max(legal, key=lambda a: (self._hide_value(view, a), -legal.index(a)))
        return max(legal, key=lambda a: (self._turn_value(view, a), -legal.index(a)))

    def _own_up(self, view: dict[str, Any]) -> int:
        mine = view["colour"]
        return sum(p["rumours"].get(mine, 0) for p in view["players"])

    def _turn_value(self, view: dict[str, Any], action: str) -> float:
        mine = view["colour"]
        caution = self.caution
        if action == "data":
            return 1.0 + caution * 2.0 * min(self._own_up(view), 2) - 0.5
        keep, trade, disk = _take_parts(action)
        value = disk_gain(view, disk)
        if keep == mine:
            value -= 6.0 * caution
        if trade == mine:
            value += 1.0 * caution
        return value

    def _hide_value(self, view: dict[str, Any], action: str) -> float:
        letter = LETTER[view["colour"]]
        return self.caution * sum(1 for x in action[5:].split(",") if x[-1] == letter)

    def guess(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> str:
        """Each seat's colour by a count: kept rumours point away, trades and hides towards."""
        n = view["n_players"]
        me = view["seat"]
        score = [dict.fromkeys(view["colour_names"], 0.0) for _ in range(n)]
        for r in view["public"]:
            s = r.get("seat")
            if r["kind"] == "take":
                score[s][_name(r["keep"])] -= 3.0
                score[s][_name(r["trade"])] += 1.0
            elif r["kind"] == "hide":
                for _, c in r["rumours"]:
                    score[s][_name(c)] += 2.0
        parts = []
        for s in range(n):
            if s == me:
                continue
            row = {c: v for c, v in score[s].items() if c != view["colour"]}
            best = max(row, key=lambda c: (row[c], -COLOURS.index(c)))
            parts.append(f"{s}{LETTER[best]}")
        return "guess:" + ",".join(parts)


def _name(letter: str) -> str:
    return COLOURS[CODE_LETTER.index(letter)]


class Investigator(Heuristic):
    """:class:`Heuristic` by day; by night the most likely colours under the exact posterior."""

    name: ClassVar[str] = "investigator"
    description: ClassVar[str] = (
        "Plays the day like the heuristic; at night writes the most likely colour of each seat "
        "under the exact Bayesian posterior from the public record."
    )

    def __init__(self, caution: float = 1.0, model: Model = DEFAULT_MODEL) -> None:
        super().__init__(caution)
        self.model = model
        if caution != 1.0:
            self.name = f"investigator (caution {caution:g})"  # type: ignore[misc]

    def guess(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> str:
        return best_guess(view, self.model)


class ModelPlayer(Heuristic):
    """Chooses by day exactly as the investigator's :class:`~.bayes.Model` assumes, and guesses
    by the posterior: the world in which the model is true."""

    name: ClassVar[str] = "model player"
    description: ClassVar[str] = (
        "Plays the day by drawing from the Bayesian model's own probabilities (a softmax of "
        "its scores plus noise): the players the investigator assumes."
    )

    def __init__(self, model: Model = DEFAULT_MODEL) -> None:
        super().__init__(1.0)
        self.model = model

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if legal[0].startswith("guess:"):
            return best_guess(view, self.model)
        m = self.model
        if rng.random() < m.noise:
            return legal[rng.randrange(len(legal))]
        c = COLOURS.index(view["colour"])
        up = [[p["rumours"].get(col, 0) for col in COLOURS] for p in view["players"]]
        scores = [_score(a, c, up, m) for a in legal]
        top = max(scores)
        weights = [math.exp(s - top) for s in scores]
        x = rng.random() * sum(weights)
        for a, w in zip(legal, weights, strict=True):
            x -= w
            if x <= 0:
                return a
        return legal[-1]  # pragma: no cover - rounding


__all__ = ["Heuristic", "Investigator", "ModelPlayer", "Random", "disk_gain"]
