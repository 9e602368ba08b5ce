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
from .components import CODE_LETTER, COLOURS
from .kernel import take_disk


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
    disks, supply = _disk_arrays(view)
    return gain_of(view["seat"], disks, supply, COLOURS.index(colour))


def _disk_arrays(view: dict[str, Any]) -> tuple[list[list[int]], list[int]]:
    """The view's disks per seat and the supply, as counts by colour code (black: 0)."""
    disks = [[p["disks"].get(c, 0) for c in COLOURS] for p in view["players"]]
    supply = [view["supply"].get(c, 0) for c in COLOURS]
    return disks, supply


def gain_of(me: int, disks: Sequence[Sequence[int]], supply: Sequence[int], d: int) -> float:
    """:func:`disk_gain` on counts by colour code (``disks[seat][code]``, ``supply[code]``):
    what the bots decide from, on a view and on the search's fast playouts alike."""
    mine = disks[me]
    held = mine[d]
    others = 0
    for s, row in enumerate(disks):
        if s != me and row[d] > others:
            others = row[d]
    if not supply[d]:
        if held and others == 0:
            return 1.0  # holding them all: a 1-point token instead (Witch 3 Exception 2)
        others -= 1  # the disk is taken from the player holding the most
    # _majority_points(held + 1, others) - _majority_points(held, others), unrolled
    more = held + 1
    gain = 3 * more if more > others else 2 * more if more == others else more
    if held:
        gain -= 3 * held if held > others else 2 * held if held == others else held
    elif mine[1:].count(0) == 1:  # black (code 0) holds no disk: d is the last colour missing
        gain += 2  # the all-colours bonus
    return float(gain)


_TAKES: dict[str, tuple[int, int, int]] = {}


def take_codes(action: str) -> tuple[int, int, int]:
    """``take:R/K`` -> (keep, trade, disk colour) as codes; ``take:K/K:P``: the disk is pink."""
    got = _TAKES.get(action)
    if got is None:
        keep, trade = CODE_LETTER.index(action[5]), CODE_LETTER.index(action[7])
        chosen = CODE_LETTER.index(action[9]) if len(action) > 8 else None
        got = _TAKES[action] = (keep, trade, take_disk(keep, trade, chosen))
    return got


#: A day turn's legal actions, each with its codes (None for ``data``), by the tuple of them.
_TURNS: dict[tuple[str, ...], list[tuple[str, tuple[int, int, int] | None]]] = {}


def _turn_parts(legal: Sequence[str]) -> list[tuple[str, tuple[int, int, int] | None]]:
    key = tuple(legal)
    got = _TURNS.get(key)
    if got is None:
        if len(_TURNS) > 20000:
            _TURNS.clear()
        got = _TURNS[key] = [(a, None if a == "data" else take_codes(a)) for a in key]
    return got


#: A hide action's colour letters (``hide:0R,2B`` -> ``"RB"``).
_HIDES: dict[str, str] = {}


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
        mine = COLOURS.index(view["colour"])
        if first.startswith("hide:"):
            return self.hide_choice(legal, mine)
        own_up = sum(p["rumours"].get(view["colour"], 0) for p in view["players"])
        disks, supply = _disk_arrays(view)
        return self.turn_choice(legal, view["seat"], mine, own_up, disks, supply)

    def turn_choice(
        self,
        legal: Sequence[str],
        me: int,
        mine: int,
        own_up: int,
        disks: Sequence[Sequence[int]],
        supply: Sequence[int],
    ) -> str:
        """The day turn: the best value, the first legal among equals. ``mine``: the seat's
        colour code; ``own_up``: face-up rumours of it on the table; disks and supply by code
        (the reading both the engine's view and the search's fast playouts give)."""
        caution = self.caution
        gains: list[float | None] = [None] * 5
        best, top = legal[0], None
        for a, codes in _turn_parts(legal):
            if codes is None:
                value = 1.0 + caution * 2.0 * min(own_up, 2) - 0.5
            else:
                keep, trade, d = codes
                value = gains[d]  # type: ignore[assignment]
                if value is None:
                    value = gains[d] = gain_of(me, disks, supply, d)
                if keep == mine:
                    value -= 6.0 * caution
                if trade == mine:
                    value += 1.0 * caution
            if top is None or value > top:
                best, top = a, value
        return best

    def hide_choice(self, legal: Sequence[str], mine: int) -> str:
        """The rumours to turn face down: the most of its own colour, the first among equals."""
        letter = CODE_LETTER[mine]
        best, top = legal[0], None
        for a in legal:
            letters = _HIDES.get(a)
            if letters is None:
                letters = _HIDES[a] = "".join(x[-1] for x in a[5:].split(","))
            value = self.caution * letters.count(letter)
            if top is None or value > top:
                best, top = a, value
        return best

    def guess(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> str:
        """Each seat's colour by a count: kept rumours point away, trades and hides towards."""
        n = view["n_players"]
        score = [[0.0] * 5 for _ in range(n)]
        for r in view["public"]:
            kind = r["kind"]
            if kind == "take" or kind == "hide":
                add_to_scores(score, r["seat"], kind, r)
        codes = tuple(COLOURS.index(c) for c in view["colour_names"])
        return guess_row(score, view["seat"], COLOURS.index(view["colour"]), codes)


def add_to_scores(score: list[list[float]], s: int, kind: str, record: dict[str, Any]) -> None:
    """The heuristic guess's count after one public take or hide of seat ``s`` (its record)."""
    if kind == "take":
        score_take(score[s], CODE_LETTER.index(record["keep"]), CODE_LETTER.index(record["trade"]))
    else:
        score_hide(score[s], [CODE_LETTER.index(c) for _, c in record["rumours"]])


def score_take(row: list[float], keep: int, trade: int) -> None:
    """A kept rumour points away from its colour, a traded card towards it (codes)."""
    row[keep] -= 3.0
    row[trade] += 1.0


def score_hide(row: list[float], colours: Sequence[int]) -> None:
    """A rumour turned face down points towards its colour (codes)."""
    for c in colours:
        row[c] += 2.0


def guess_row(score: Sequence[Sequence[float]], me: int, mine: int, codes: Sequence[int]) -> str:
    """The heuristic's sheet row from its count: for each other seat the colour (not the
    seat's own) with the highest count, the rulebook's order first among equals."""
    parts = []
    for s in range(len(score)):
        if s == me:
            continue
        row = score[s]
        best = max((c for c in codes if c != mine), key=lambda c: (row[c], -c))
        parts.append(f"{s}{CODE_LETTER[best]}")
    return "guess:" + ",".join(parts)


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
