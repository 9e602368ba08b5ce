"""Information-set Monte Carlo tree search (ISMCTS) for every game, and "why this move" hints.

Why it exists: the hand-written bots show one idea each; a student who asks "what would a
strong player do here?" needs an answer that comes from the rules alone. The search works on
any game through the protocol of :mod:`majority_core.game` and the game's world sampler
(``majority_core/<game>/worlds.py``, the same one the leak test uses).

How one iteration goes (determinized, single-observer ISMCTS, Cowling et al. 2012):

1. **Determinize**: draw a full game the seat cannot tell from the real one,
   ``sample_world(state, seat, rng)``. That is the *only* way the search reads ``state``
   (besides ``state.legal_actions(seat)``, the seat's own choices); so the search cannot use a
   secret: two games the seat cannot tell apart give the same search (tested).
2. **Select / expand** down the tree of the seat's *information sets*: a node is the seat's
   own decisions so far together with what it observed at each one (the decision count and
   its own legal actions). UCB1 with availability counts picks among the actions legal in
   this world; the first untried one is expanded.
3. **Play out**: every other seat, and the seat itself below the tree, plays through the
   protocol, uniformly at random or, given a ``model`` policy, as that policy plays from its
   view *of the sampled world* (simultaneous steps: each waiting seat acts in seat order; the
   others' choices already made in a sampled world are their sampled ones). The fast playout
   modules (``the_majority/fast.py``, ``sultane/fast.py``) play whole games from a seed, not
   from a position, so they do not fit here.
4. **Back up** the seat's result (``returns()[seat]``, 1 win, 0 loss, a share for a shared win).

Measured (``benchmarks/bench_search.py``): with random playouts the search is weaker than
the hand-written bots at 0.5 s a decision (a sampled world and a playout cost 10-30 ms, so it
runs only some 20-50 iterations); with the bot as its model and one level of tree (flat Monte
Carlo) it is about as strong as the bot, and sometimes stronger.

The same ``seed`` and iteration count give the same decisions. With ``seconds`` instead, the
count depends on the machine (the bot then is not replayable; benchmarks use it, tests do not).
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .game import GameState
from .policy import Policy

__all__ = [
    "ActionStats",
    "Hint",
    "SearchBot",
    "best_action",
    "convergence",
    "hint",
    "sampler_for",
    "search",
]

Sampler = Callable[[GameState, int, random.Random], GameState]


def sampler_for(state: GameState) -> Sampler:
    """The game's ``sample_world``, from the ``worlds`` module next to its state class."""
    package = type(state).__module__.rsplit(".", 1)[0]
    try:
        return importlib.import_module(f"{package}.worlds").sample_world
    except (ImportError, AttributeError):
        raise TypeError(f"{type(state).__name__} has no worlds.sample_world to search with") from None


@dataclass
class ActionStats:
    """What the search learnt about one root action: playouts through it and their results."""

    action: str
    visits: int = 0
    total: float = 0.0
    wins: int = 0  # playouts with a result of exactly 1
    results: list[float] = field(default_factory=list)

    @property
    def value(self) -> float:
        """The mean result of the playouts through this action (0 if none)."""
        return self.total / self.visits if self.visits else 0.0

    def interval(self, level: float = 0.95) -> tuple[float, float]:
        """A confidence interval for the value: Wilson's when results are 0/1, else Student's t."""
        from scipy import stats  # lazy: importing majority_core loads no scipy

        n = self.visits
        if n == 0:
            return (0.0, 1.0)
        if all(r in (0.0, 1.0) for r in self.results):
            ci = stats.binomtest(self.wins, n).proportion_ci(level, method="wilson")
            return (float(ci.low), float(ci.high))
        if n < 2:
            return (0.0, 1.0)
        sem = stats.sem(self.results)
        if sem == 0:
            return (self.value, self.value)
        low, high = stats.t.interval(level, n - 1, loc=self.value, scale=sem)
        return (max(0.0, float(low)), min(1.0, float(high)))


class _Node:
    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self) -> None:
        self.children: dict[tuple[str, Any], _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def _observation(world: GameState, seat: int, legal: Sequence[Any]) -> tuple[Any, ...]:
    """What the seat observes at one of its decisions: how far the game is, and its own choices."""
    return (len(world.history), tuple(str(a) for a in legal))


def search(
    state: GameState,
    seat: int,
    *,
    iterations: int | None = 200,
    seconds: float | None = None,
    exploration: float = 0.7,
    seed: int = 0,
    sampler: Sampler | None = None,
    model: Policy | None = None,
    depth: int | None = None,
) -> dict[str, ActionStats]:
    """Each of ``seat``'s legal actions now, with the playouts the search ran through it.

    ``iterations`` (or a time budget ``seconds``, whichever ends first when both are given)
    bounds the work; ``exploration`` is UCB1's constant; ``seed`` makes the search replayable.
    ``state`` is read only through ``sampler(state, seat, rng)`` (the game's world sampler by
    default) and ``state.legal_actions(seat)``. ``model`` is how the other seats are assumed
    to play, and how everyone plays below the tree (an opponent model, given each seat's view
    *in the sampled world*); ``None``: uniformly at random, which knows nothing of the others'
    habits (in a coordination game such as Grard, a poor guess). ``depth`` bounds how many of
    the seat's own decisions the tree holds (1: only the one now, the rest played by
    ``model``: flat Monte Carlo, better when a time budget allows few iterations).
    """
    legal = [str(a) for a in state.legal_actions(seat)]
    if not legal:
        raise ValueError(f"seat {seat} has no decision to make now")
    sample = sampler or sampler_for(state)
    rng = random.Random(seed)

    def other(world: GameState, p: int, options: list[Any]) -> Any:
        if model is None:
            return options[rng.randrange(len(options))]
        view = world.view(p) if model.needs_view else {}
        return model.act(view, options, rng)

    stats = {a: ActionStats(a) for a in legal}
    root = _Node()
    deadline = None if seconds is None else time.perf_counter() + seconds
    done = 0
    while (iterations is None or done < iterations) and (
        deadline is None or time.perf_counter() < deadline or done == 0
    ):
        done += 1
        world = sample(state, seat, rng)
        path = [root]
        node: _Node | None = root
        first: str | None = None
        while not world.is_terminal():
            for p in world.current_players():
                options = world.legal_actions(p)
                if p != seat or node is None:
                    world.apply(p, other(world, p, options))
                    continue
                names = [str(a) for a in options]
                obs = _observation(world, seat, options)
                keys = [(a, obs) for a in names]
                for k in keys:
                    child = node.children.get(k)
                    if child is not None:
                        child.avail += 1
                untried = [i for i, k in enumerate(keys) if k not in node.children]
                if untried:
                    i = untried[rng.randrange(len(untried))]
                    child = node.children[keys[i]] = _Node()
                    child.avail = 1
                    nxt = None  # expanded: below it, a random playout
                else:
                    i = max(
                        range(len(keys)),
                        key=lambda j: _ucb(node.children[keys[j]], exploration),  # type: ignore[union-attr]
                    )
                    child = node.children[keys[i]]
                    nxt = child
                path.append(child)
                if first is None:
                    first = names[i]
                world.apply(p, options[i])
                node = nxt if depth is None or len(path) <= depth else None
                break  # the seat acted: ask the world again who decides
        result = float(world.returns()[seat])
        for n in path:
            n.visits += 1
            n.total += result
        if first is not None:
            s = stats[first]
            s.visits += 1
            s.total += result
            s.wins += result == 1.0
            s.results.append(result)
    return stats


def _ucb(node: _Node, c: float) -> float:
    return node.total / node.visits + c * math.sqrt(math.log(max(node.avail, 1)) / node.visits)


def best_action(stats: dict[str, ActionStats]) -> str:
    """The most visited action (ties: the higher value, then the first legal one)."""
    return max(stats.values(), key=lambda s: (s.visits, s.value)).action


def convergence(
    state: GameState,
    seat: int,
    budgets: Sequence[int] = (25, 50, 100, 200),
    *,
    exploration: float = 0.7,
    seed: int = 0,
) -> list[dict[str, Any]]:
    """How the estimates settle as the search grows: one row per budget and action (the value,
    its 95% interval, its playouts), each budget a fresh search from the same seed."""
    rows = []
    for budget in budgets:
        found = search(state, seat, iterations=budget, exploration=exploration, seed=seed)
        best = best_action(found)
        for s in found.values():
            low, high = s.interval()
            rows.append(
                {
                    "iterations": budget,
                    "action": s.action,
                    "value": s.value,
                    "low": low,
                    "high": high,
                    "playouts": s.visits,
                    "recommended": s.action == best,
                }
            )
    return rows


# -- hints -------------------------------------------------------------------------------------
@dataclass
class Hint:
    """The search's advice to one seat: every legal action's value with its interval, and why."""

    seat: int
    actions: list[tuple[str, float, float, float, int]]  # action, value, low, high, playouts
    best: str
    why: str

    def rows(self) -> list[dict[str, Any]]:
        """One row per action, best first, with headers in words (for a table)."""
        return [
            {
                "action": a,
                "estimated win chance": f"{v:.0%}",
                "95% interval": f"{lo:.0%} to {hi:.0%}",
                "playouts": n,
            }
            for a, v, lo, hi, n in self.actions
        ]

    def html(self, label: Callable[[str], str] = str) -> str:
        """A small table: the recommended action in bold, then the sentence of why."""
        import html as _html

        body = "".join(
            "<tr{}><td>{}</td><td>{:.0%}</td><td>{:.0%} to {:.0%}</td><td>{}</td></tr>".format(
                ' style="font-weight:bold"' if a == self.best else "",
                _html.escape(label(a)),
                v,
                lo,
                hi,
                n,
            )
            for a, v, lo, hi, n in self.actions
        )
        return (
            '<table class="hint"><tr><th>Action</th><th>Estimated win chance</th>'
            "<th>95% interval</th><th>Playouts</th></tr>"
            f"{body}</table><p>{_html.escape(self.why)}</p>"
        )

    def _repr_html_(self) -> str:
        return self.html()


def hint(
    state: GameState,
    seat: int,
    *,
    iterations: int = 300,
    seconds: float | None = None,
    exploration: float = 0.7,
    seed: int = 0,
) -> Hint:
    """The search's hint for ``seat`` now: each action's estimated value, the best, and why."""
    stats = search(
        state, seat, iterations=iterations, seconds=seconds, exploration=exploration, seed=seed
    )
    best = best_action(stats)
    rows = []
    for s in sorted(stats.values(), key=lambda s: (-s.visits, -s.value)):
        lo, hi = s.interval()
        rows.append((s.action, s.value, lo, hi, s.visits))
    b = stats[best]
    lo, hi = b.interval()
    why = (
        f"{best} did best in the search: it won {b.value:.0%} of its {b.visits} playouts "
        f"(95% interval {lo:.0%} to {hi:.0%})."
    )
    reason = _REASONS.get(state.game_name)
    if reason is not None:
        extra = reason(state.view(seat), best)
        if extra:
            why = f"{why[:-1]}; {extra}."
    return Hint(seat, rows, best, why)


def _majority_reason(view: dict[str, Any], action: str) -> str:
    """The Majority: the colour of the card, the seat's total in it and the leader's (revised 4-1)."""
    names = {"R": "red", "B": "blue", "Y": "yellow"}
    colour = names.get(action[:1])
    totals = view.get("totals")
    if colour is None or not totals:
        return ""
    me = view["seat"]
    mine = totals[me][colour]
    others = sorted(((t[colour], s) for s, t in enumerate(totals) if s != me), reverse=True)
    lead = others[0][0]
    if mine > lead:
        return f"you lead {colour} with {mine} against {lead}"
    if mine == lead:
        return f"it is {colour}, where you are level with the leader at {mine}"
    if mine >= others[1][0]:
        return f"it is {colour}, where you hold second place with {mine} behind a leader at {lead}"
    return f"it is {colour}, where you have {mine} against a leader at {lead}"


def _grard_reason(view: dict[str, Any], action: str) -> str:
    """Grard: a vote scores only with the majority; marking takes the pile ("Déroulement")."""
    if action == "mark":
        return f"marking takes the pile of {view.get('pile_size', 0)} now"
    return "a vote pays only if most seats vote the same way, so the search bets on agreement"


def _sultane_reason(view: dict[str, Any], action: str) -> str:
    """Sultane: the seat's role and the tales read so far (Sultane 3c, 5c)."""
    role = view.get("role")
    if not role:
        return ""
    return (
        f"you are {role}, and {view.get('pacifist_tales', 0)} pacifist and "
        f"{view.get('interventionist_tales', 0)} interventionist tales have been read"
    )


def _witch_reason(view: dict[str, Any], action: str) -> str:
    """Witch: the seat's own colour, the one thing it knows for sure (Witch 3)."""
    colour = view.get("colour")
    return f"your colour is {colour}, on day {view.get('day', 1)}" if colour else ""


_REASONS: dict[str, Callable[[dict[str, Any], str], str]] = {
    "the_majority": _majority_reason,
    "grard": _grard_reason,
    "sultane": _sultane_reason,
    "witch": _witch_reason,
}


# -- the bot -----------------------------------------------------------------------------------
class SearchBot(Policy):
    """ISMCTS as a bot: searches from worlds its seat cannot tell apart, then plays the best.

    A policy receives only its view; the search needs worlds to sample, so the bot is seated
    at a game with :meth:`sit` (the referee's game). It reads that game only through the
    game's ``sample_world(game, seat, rng)`` and ``legal_actions(seat)``, never its secrets.
    Its search seed comes from the seat's own generator, so a replay with the same seed is exact
    when ``iterations`` bounds the search.

    With a ``model`` (how the others are assumed to play, see :func:`search`), the bot plays
    the model's own choice unless the search is confident it does better: the best action's
    95% interval must lie above the model's action's estimate (which must have been tried). A short search (a fraction of a
    second) is noisy; this keeps the bot at least as good as its model in expectation.
    """

    name = "search"
    description = "Plays out many games it cannot tell from this one and picks what won most."

    def __init__(
        self,
        iterations: int | None = 200,
        seconds: float | None = None,
        exploration: float = 0.7,
        model: Policy | None = None,
        depth: int | None = None,
    ) -> None:
        self.model = model
        self.depth = depth
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self._game: GameState | None = None

    def sit(self, game: GameState) -> SearchBot:
        """Seat the bot at ``game`` (returns the bot, for ``play(game, [SearchBot().sit(game), ...])``)."""
        self._game = game
        return self

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if self._game is None:
            raise RuntimeError("SearchBot: seat it at a game first with bot.sit(game)")
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        stats = search(
            self._game,
            seat,
            iterations=self.iterations,
            seconds=self.seconds,
            exploration=self.exploration,
            seed=rng.randrange(2**31),
            model=self.model,
            depth=self.depth,
        )
        best = best_action(stats)
        if self.model is not None:
            mine = str(self.model.act(view, legal, rng))
            theirs = stats.get(mine)
            if theirs is not None and mine != best and (
                theirs.visits == 0 or stats[best].interval()[0] <= theirs.value
            ):
                best = mine
        return next(a for a in legal if str(a) == best)

    def __repr__(self) -> str:
        return (
            f"SearchBot(iterations={self.iterations!r}, seconds={self.seconds!r}, "
            f"exploration={self.exploration!r}, model={self.model!r}, depth={self.depth!r})"
        )
