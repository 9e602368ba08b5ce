"""Bayesian colour inference: who holds which colour, from the public record alone.

A *hypothesis* is one deal of the player cards: a colour for every seat the viewer does not
know (the viewer knows its own; the card put back unseen with 3 or 4 players is whatever is
left). Before any play every deal is equally likely. Each public decision of the day (a take,
a data card, the rumours turned face down) is then weighed by how likely its player would have
made it if they held each colour, under the stated :class:`Model`:

    P(action | colour c) = (1 - noise) * softmax(score(action, c)) + noise / (number of legal actions)

where ``score`` punishes keeping a rumour of ``c``, rewards trading a card of ``c``, using a
data card while rumours of ``c`` are face up, and turning rumours of ``c`` face down. Every
quantity is public (the field and the rumours before the decision are in the record), so
anyone at the table can compute the same numbers. Since a decision depends only on its own
player's colour, a deal's likelihood is a product of one factor per seat; the posterior is
exact over at most 5! = 120 deals.

>>> from majority_core.witch import WitchState
>>> s = WitchState.new(n_players=4, seed=0, colours=["blue", "red", "black", "yellow"])
>>> b = beliefs(s.view(0))
>>> b[0]["blue"], round(b[1]["red"], 4), round(b[1]["blue"], 4)
(1.0, 0.25, 0.0)

Before anything happens seat 0 (blue) sees three strangers: each holds any of the four other
colours with probability 1/4 (one of them went back in the box unseen).
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import Any

from .components import CODE_LETTER, COLOURS, DATA_HIDES
from .kernel import data_card_allowed, hide_actions, turn_actions


@dataclass(frozen=True)
class Model:
    """How a player of a colour chooses: the assumptions of the inference (see module doc)."""

    #: Score of keeping a rumour of one's own colour (negative: players avoid it).
    own_rumour: float = -3.0
    #: Score of trading away a card of one's own colour (it can no longer become a rumour).
    trade_own: float = 1.0
    #: Score of using a data card while rumours of one's colour are face up.
    data_when_exposed: float = 1.5
    #: Score per rumour of one's own colour turned face down.
    hide_own: float = 2.5
    #: Share of decisions made uniformly at random (keeps any play possible).
    noise: float = 0.15
    #: Prior share of players who play as above; the others are *colour-blind* (every legal
    #: action equally likely whatever their colour). 1 (the default) trusts the model fully;
    #: below 1 a player whose choices look colour-blind stops counting as evidence.
    cautious_share: float = 1.0


DEFAULT_MODEL = Model()


def decisions(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The public decisions of the day in a view's record (takes, data cards, hides)."""
    return [r for r in view["public"] if r["kind"] in ("take", "data", "hide")]


def _action_of(record: dict[str, Any]) -> str:
    kind = record["kind"]
    if kind == "take":
        text = f"take:{record['keep']}/{record['trade']}"
        if record["keep"] == record["trade"] == "K":
            text += f":{record['disk']}"
        return text
    if kind == "data":
        return "data"
    return "hide:" + ",".join(f"{s}{c}" for s, c in record["rumours"])


def _score(action: str, c: int, up: Any, model: Model) -> float:
    """The model's score of ``action`` for a player of colour code ``c``."""
    if action == "data":
        exposed = any(row[c] for row in up)
        return model.data_when_exposed if exposed else 0.0
    letter = CODE_LETTER[c]
    if action.startswith("take:"):
        s = 0.0
        if action[5] == letter:
            s += model.own_rumour
        if action[7] == letter:
            s += model.trade_own
        return s
    hidden = action[5:].split(",")
    return model.hide_own * sum(1 for x in hidden if x[-1] == letter)


def legal_at(record: dict[str, Any], n_players: int, codes: tuple[int, ...]) -> list[str]:
    """The legal actions of a recorded decision, rebuilt from its public snapshot."""
    up = record["up"]
    if record["kind"] == "hide":
        return hide_actions(up, DATA_HIDES[n_players])
    face_up = sum(sum(row) for row in up)
    return list(turn_actions(tuple(record["field"]), data_card_allowed(face_up, n_players), codes))


def likelihoods(
    record: dict[str, Any], n_players: int, codes: tuple[int, ...], model: Model = DEFAULT_MODEL
) -> dict[int, float]:
    """P(the recorded decision | its player holds colour c), for every colour code c."""
    up = record["up"]
    if record["kind"] == "hide":
        key: tuple[Any, ...] = ("hide", tuple(map(tuple, up)))
    else:  # a turn depends on the field, on whether a data card may be used, and on which
        # colours have face-up rumours (the data card's score)
        face_up = sum(sum(row) for row in up)
        exposed = tuple(any(row[c] for row in up) for c in range(5))
        key = ("turn", tuple(record["field"]), data_card_allowed(face_up, n_players), exposed)
    return dict(_likelihoods(key, _action_of(record), n_players, codes, model))


@lru_cache(maxsize=100_000)
def _likelihoods(
    key: tuple[Any, ...], action: str, n_players: int, codes: tuple[int, ...], model: Model
) -> tuple[tuple[int, float], ...]:
    if key[0] == "hide":
        up: Any = key[1]
        legal = hide_actions(up, DATA_HIDES[n_players])
    else:
        _, field, data_ok, exposed = key
        legal = list(turn_actions(field, data_ok, codes))
        up = [[int(e) for e in exposed]]  # all _score reads of the rumours for a turn
    out = []
    for c in codes:
        scores = [_score(a, c, up, model) for a in legal]
        top = max(scores)
        z = sum(math.exp(x - top) for x in scores)
        mine = math.exp(_score(action, c, up, model) - top)
        out.append((c, (1 - model.noise) * mine / z + model.noise / len(legal)))
    return tuple(out)


def _codes(view: dict[str, Any]) -> tuple[int, ...]:
    return tuple(COLOURS.index(c) for c in view["colour_names"])


#: The sums of :func:`seat_factors` for records seen lately, grown as the day goes on:
#: (n, colour codes, model, the first record) -> (the records summed, logs, blind logs).
#: Bounded; one lock (a table server draws pages in worker threads).
_FACTORS: dict[tuple[Any, ...], tuple[list[dict[str, Any]], list[dict[int, float]], list[float]]] = {}
_FACTORS_KEPT = 256
_FACTORS_LOCK = threading.Lock()


def seat_factors(view: dict[str, Any], model: Model = DEFAULT_MODEL) -> list[dict[int, float]]:
    """For each seat, the log of P(its recorded decisions | colour c) for every colour code c.

    They read the public record only, so every seat's beliefs at one moment share them, and
    the record only grows during a day: the sums of an earlier record that this one extends
    are kept and only the new decisions are added (in the same order: the same numbers). A
    class table draws every seat's board and the projected one at every decision: five
    computations over the whole record each time before.

    With ``model.cautious_share`` = s < 1 each seat is, independently, a model player with
    probability s or colour-blind (uniform among its legal actions) otherwise, so its factor is
    s x P(decisions | c, model) + (1 - s) x P(decisions | colour-blind): still one factor per
    seat, so the posterior stays exact.
    """
    n = view["n_players"]
    codes = _codes(view)
    records = decisions(view)
    key = (n, codes, model, repr(records[:1]))
    with _FACTORS_LOCK:
        found = _FACTORS.get(key)
        if (found is not None and len(found[0]) <= len(records)
                and records[:len(found[0])] == found[0]):
            done, logs, blind = len(found[0]), [dict(r) for r in found[1]], list(found[2])
        else:
            done, logs, blind = 0, [dict.fromkeys(codes, 0.0) for _ in range(n)], [0.0] * n
        _add_factors(records[done:], n, codes, model, logs, blind)
        if len(_FACTORS) >= _FACTORS_KEPT:
            _FACTORS.clear()
        _FACTORS[key] = (list(records), [dict(r) for r in logs], list(blind))
    share = model.cautious_share
    if share < 1:
        for seat in range(n):
            for c in codes:
                a = math.log(share) + logs[seat][c] if share > 0 else -math.inf
                b = math.log(1 - share) + blind[seat]
                top = max(a, b)
                logs[seat][c] = top + math.log(math.exp(a - top) + math.exp(b - top))
    return logs


def _add_factors(records: list[dict[str, Any]], n: int, codes: tuple[int, ...], model: Model,
                 logs: list[dict[int, float]], blind: list[float]) -> None:
    """Add the records' terms to the sums (in place)."""
    share = model.cautious_share
    for r in records:
        lik = likelihoods(r, n, codes, model)
        seat = r["seat"]
        for c, p in lik.items():
            logs[seat][c] += math.log(p)
        if share < 1:
            blind[seat] -= math.log(len(legal_at(r, n, codes)))


Deals = tuple[tuple[int, ...], ...]


def _weighed(view: dict[str, Any], model: Model) -> tuple[list[int], Deals, Deals, list[float],
                                                        float]:
    """The deals of an unrevealed view as (its unknown seats, the colour codes they get in
    each deal, the same seat by seat, each deal's weight, the weights' sum): :func:`posterior`
    divides each weight by the sum."""
    n = view["n_players"]
    codes = _codes(view)
    seat = view["seat"]
    mine = COLOURS.index(view["colour"]) if seat is not None else None
    unknown = [s for s in range(n) if s != seat]
    free = [c for c in codes if c != mine]
    logs = seat_factors(view, model)
    combos, by_seat = _deals(tuple(free), len(unknown))
    # each deal's log-likelihood: the sum over the unknown seats of their factors, added in
    # the seats' order (column by column, then summed deal by deal: the same sums as adding
    # each deal's terms in turn, at a fraction of the cost; a class table asks for every
    # seat's beliefs and the projected board's at every decision)
    columns = [[logs[s][c] for c in column] for s, column in zip(unknown, by_seat, strict=True)]
    lls = [sum(terms) for terms in zip(*columns, strict=True)] if columns else [0] * len(combos)
    top = max(lls)
    weights = [math.exp(ll - top) for ll in lls]
    return unknown, combos, by_seat, weights, sum(weights)


@lru_cache(maxsize=64)
def _deals(free: tuple[int, ...], k: int) -> tuple[Deals, Deals]:
    """The ways to give the ``k`` unknown seats distinct colours among ``free``, in order,
    and the same seat by seat (the colour the i-th unknown seat gets in each deal)."""
    combos = tuple(permutations(free, k))
    return combos, (tuple(zip(*combos, strict=True)) if k else ())


def posterior(
    view: dict[str, Any], model: Model = DEFAULT_MODEL
) -> list[tuple[tuple[str, ...], float]]:
    """Every deal consistent with the view (a colour per seat) with its probability."""
    n = view["n_players"]
    if view.get("revealed"):
        return [(tuple(view["colours"]), 1.0)]
    seat = view["seat"]
    unknown, combos, _, weights, total = _weighed(view, model)
    out = []
    for combo, w in zip(combos, weights, strict=True):
        colours = [view["colour"] if s == seat else "" for s in range(n)]
        for s, c in zip(unknown, combo, strict=True):
            colours[s] = COLOURS[c]
        out.append((tuple(colours), w / total))
    return out


def beliefs(view: dict[str, Any], model: Model = DEFAULT_MODEL) -> dict[int, dict[str, float]]:
    """``seat -> {colour: probability}`` for every seat, as the viewing seat can infer it.

    ``view(None)`` is read as a *public observer* who knows no colour: what the whole table
    can deduce together from the public record. After the reveal the colours are certain.
    (Each seat's sums are :func:`posterior`'s, added deal by deal in its order: the same
    numbers, without writing every deal's colours out; a class table asks every seat's
    beliefs and the projected board's at every decision.)
    """
    n = view["n_players"]
    names = list(view["colour_names"])
    out = {s: dict.fromkeys(names, 0.0) for s in range(n)}
    if view.get("revealed"):
        for colours, p in posterior(view, model):
            for s, c in enumerate(colours):
                out[s][c] += p
    else:
        unknown, _, by_seat, weights, total = _weighed(view, model)
        shares = [w / total for w in weights]
        # seat by seat: each cell adds its deals' shares in the deals' order, as before
        for s, column in zip(unknown, by_seat, strict=True):
            row = out[s]
            for c, p in zip(column, shares, strict=True):
                row[COLOURS[c]] += p
    known = view["colours"] if view.get("revealed") else None
    me = view["seat"]
    for s in range(n):
        truth = known[s] if known else (view["colour"] if s == me and me is not None else None)
        if truth is not None:  # certain: exact 1 and 0, not a sum of floats
            out[s] = {c: float(c == truth) for c in names}
    return out


def unseen_beliefs(view: dict[str, Any], model: Model = DEFAULT_MODEL) -> dict[str, float]:
    """P(each colour is the player card put back unseen) (0 for all with 5 players)."""
    names = list(view["colour_names"])
    out = dict.fromkeys(names, 0.0)
    for colours, p in posterior(view, model):
        for c in names:
            if c not in colours:
                out[c] += p
    return out


def best_guess(view: dict[str, Any], model: Model = DEFAULT_MODEL) -> str:
    """The sheet row that maximises the expected number of correct columns (the most likely
    colour of each other seat; ties to the rulebook's colour order)."""
    b = beliefs(view, model)
    me = view["seat"]
    parts = []
    for s in range(view["n_players"]):
        if s == me:
            continue
        row = b[s]
        best = max(row, key=lambda c: (row[c], -COLOURS.index(c)))
        parts.append(f"{s}{CODE_LETTER[COLOURS.index(best)]}")
    return "guess:" + ",".join(parts)


__all__ = [
    "DEFAULT_MODEL",
    "Model",
    "beliefs",
    "best_guess",
    "decisions",
    "likelihoods",
    "posterior",
    "unseen_beliefs",
]
