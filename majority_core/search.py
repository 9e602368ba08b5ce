"""Information-set Monte Carlo tree search (ISMCTS) for every game, and "why this move" hints.

Why it exists: the hand-written bots show one idea each; a student who asks "what would a
strong player do here?" needs an answer that comes from the rules and from how the others play.
The search works on any game through the protocol of :mod:`majority_core.game` and the game's
world sampler (``majority_core/<game>/worlds.py``, the same one the leak test uses).

How one iteration goes (determinized, single-observer ISMCTS, Cowling et al. 2012):

1. **Determinize**: draw a full game the seat cannot tell from the real one,
   ``sample_world(state, seat, rng, model=rollout)``: hidden cards relabelled, hidden roles and
   colours drawn from the game's Bayesian beliefs (Sultane, Witch), and the other seats' choices
   already made in this simultaneous step (face down, so secret) made again *by the rollout
   policy* from their own views. That is the *only* way the search reads ``state`` (besides
   ``state.legal_actions(seat)``, the seat's own choices); so the search cannot use a secret:
   two games the seat cannot tell apart give the same search (tested).
2. **Select / expand** down the tree of the seat's *information sets*: a node is the seat's
   own decisions so far together with what it observed at each one (the decision count and
   its own legal actions). UCB1 with availability counts picks among the actions legal in
   this world; the first untried one is expanded.
3. **Play out**: every other seat, and the seat itself below the tree, plays as the *rollout
   policy* plays from its view of the sampled world (by default the game's heuristic bot:
   :data:`DEFAULT_ROLLOUTS`; ``"random"``: uniformly at random). Simultaneous steps: each
   waiting seat acts in seat order, none seeing the others' face-down choices. In a
   coordination game (Grard) random playouts cannot find a focal point: the others' habits
   are the whole game. Where a game has fast playouts from any position (:data:`PLAYOUTS`,
   e.g. ``the_majority/playout.py``) and they fit the rollout policy, the playout runs there:
   the same decisions from the same generator, many times sooner (``fast=False``: the engine).
4. **Back up** the seat's result (``returns()[seat]``, 1 win, 0 loss, a share for a shared win).

With ``depth=1`` (the bot's and the hints' default) the tree is the root alone and the
iterations are *paired* (flat Monte Carlo with common random numbers): each sampled world is
played out once from every legal action, with the same random stream for the playouts, so two
actions are compared on the very same deals and the same later chance. Their difference then
has far less noise than two independent estimates, which is what a budget of a few hundred
playouts needs. :class:`SearchBot` plays its rollout policy's own choice unless the paired
difference says with ``confidence`` that another action does better.

Measured (``benchmarks/bench_search.py``, figures in ``docs/discussion.md``): see there.

The same ``seed`` and iteration count give the same decisions. With ``seconds`` instead, the
count depends on the machine (the bot then is not replayable; benchmarks use iterations).
"""

from __future__ import annotations

import importlib
import inspect
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .game import GameState
from .i18n import _, percent, pgettext
from .policy import Policy

__all__ = [
    "DEFAULT_ROLLOUTS",
    "ActionStats",
    "Hint",
    "SearchBot",
    "Then",
    "best_action",
    "convergence",
    "fast_playouts",
    "hint",
    "hint_sentence",
    "paired_difference",
    "position_reason",
    "register_game",
    "rollout_policy",
    "sampler_for",
    "search",
    "usual_choice",
]

Sampler = Callable[..., GameState]

#: Each game's rollout policy by default (module, class): its strongest bot that is cheap
#: enough to play hundreds of games a second from a position. Filled by each game package
#: (:func:`register_game`): this module names no game.
DEFAULT_ROLLOUTS: dict[str, tuple[str, str]] = {}


def register_game(
    game_name: str,
    *,
    rollout: tuple[str, str] | None = None,
    margin: tuple[str, float] | None = None,
    reason: Callable[[dict[str, Any], str], str] | None = None,
    playouts: str | None = None,
) -> None:
    """How the search plays one game, given by the game's package when it is imported (its
    ``__init__``): its default rollout bot (:data:`DEFAULT_ROLLOUTS`), the end-of-game number
    whose margin breaks ties (:data:`MARGINS`), the hint's extra reason, ``reason(view,
    action)``, a clause about the position in the game's own terms, and its fast playouts from
    any position (:data:`PLAYOUTS`, ``"module:function"``)."""
    if rollout is not None:
        DEFAULT_ROLLOUTS[game_name] = rollout
    if playouts is not None:
        PLAYOUTS[game_name] = playouts
    if margin is not None:
        MARGINS[game_name] = margin
    if reason is not None:
        _REASONS[game_name] = reason


#: Per game: its fast playouts from any position, ``"module:function"`` (:func:`register_game`),
#: imported when a search first needs it. ``function(world, policy)`` returns None when it
#: cannot play ``world`` out exactly as :func:`_playout` would with ``policy`` (None: random),
#: else ``run(rng, seat=None, action=None) -> (returns, result_rows)``: the world played to its
#: end, ``seat`` first playing ``action``, everyone else as :func:`_playout` has them play with
#: the generator ``rng``, the same decisions (tested per game); ``world`` is left unchanged.
PLAYOUTS: dict[str, str] = {}
_PLAYOUT_HOOKS: dict[str, Callable[..., Any]] = {}


def fast_playouts(world: GameState, policy: Policy | None) -> Callable[..., Any] | None:
    """The game's fast playouts of ``world`` with ``policy`` (see :data:`PLAYOUTS`), or None."""
    hook = _PLAYOUT_HOOKS.get(world.game_name)
    if hook is None:
        path = PLAYOUTS.get(world.game_name)
        if path is None:
            return None
        module, name = path.split(":")
        hook = _PLAYOUT_HOOKS[world.game_name] = getattr(importlib.import_module(module), name)
    return hook(world, policy)


class Then:
    """A seat of a fast playout (:data:`PLAYOUTS`) that first makes the one decision the search
    tries, ``action`` (the engine's notation), then decides as ``seat`` does. Each game's
    subclass adds one method per kind of decision its playout loop asks for, each taking the
    action once (:meth:`_take`) and reading it as that decision, else asking ``seat``."""

    __slots__ = ("action", "seat")

    def __init__(self, action: Any, seat: Any) -> None:
        self.action, self.seat = action, seat

    def _take(self) -> Any:
        """The action still to make (the first call only), then None."""
        action, self.action = self.action, None
        return action


def sampler_for(state: GameState) -> Sampler:
    """The game's ``sample_world``, from the ``worlds`` module next to its state class."""
    package = type(state).__module__.rsplit(".", 1)[0]
    try:
        return importlib.import_module(f"{package}.worlds").sample_world
    except (ImportError, AttributeError):
        raise TypeError(f"{type(state).__name__} has no worlds.sample_world to search with") from None


def rollout_policy(state: GameState, rollout: Policy | str | None = "default") -> Policy | None:
    """The policy the playouts use: a :class:`Policy` as given, ``"default"`` the game's
    (:data:`DEFAULT_ROLLOUTS`), ``"random"`` or ``None`` uniformly random (returned as None)."""
    if rollout is None or rollout == "random":
        return None
    if isinstance(rollout, Policy):
        return rollout
    if rollout != "default":
        raise ValueError(f"rollout is a Policy, 'default' or 'random', not {rollout!r}")
    where = DEFAULT_ROLLOUTS.get(state.game_name)
    if where is None:
        return None
    return getattr(importlib.import_module(where[0]), where[1])()


@dataclass
class ActionStats:
    """What the search learnt about one root action: playouts through it and their results."""

    action: str
    visits: int = 0
    total: float = 0.0
    wins: int = 0  # playouts with a result of exactly 1
    results: list[float] = field(default_factory=list)
    #: the result plus a small part of the final margin (:data:`MARGINS`), playout by playout
    scores: list[float] = field(default_factory=list)

    def add(self, result: float, score: float | None = None) -> None:
        """One more playout through this action (``score``: its result with the margin)."""
        self.visits += 1
        self.total += result
        self.wins += result == 1.0
        self.results.append(result)
        self.scores.append(result if score is None else score)

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


def paired_difference(
    a: ActionStats, b: ActionStats, level: float = 0.95, *, results: bool = False
) -> tuple[float, float, float]:
    """Mean of ``a - b`` over the worlds both were played out in (a paired search, ``depth=1``)
    and its Student's t interval: (mean, low, high). No worlds: (0, -1, 1). It compares the
    scores (the result, plus a small part of the final margin where the game has one: two
    wins are not equally safe), which separate actions with fewer playouts than wins alone;
    ``results``: the results alone (a difference of win chances, as the game review reports)."""
    from scipy import stats

    if results:
        d = [x - y for x, y in zip(a.results, b.results, strict=False)]
    else:
        d = [x - y for x, y in zip(a.scores, b.scores, strict=False)]
    if not d:
        return (0.0, -1.0, 1.0)
    mean = sum(d) / len(d)
    if len(d) < 2:
        return (mean, -1.0, 1.0)
    sem = stats.sem(d)
    if sem == 0:
        return (mean, mean, mean)
    low, high = stats.t.interval(level, len(d) - 1, loc=mean, scale=sem)
    return (mean, float(low), float(high))


#: Per game: the end-of-game number that measures how well a seat did (its column in
#: ``result_rows()``) and a scale. A playout's *score* is its result plus
#: :data:`MARGIN_WEIGHT` times the seat's lead over the best rival seat (not its team-mate) in
#: that number, divided by the scale and clipped to [-1, 1]: a tie-break between actions that
#: win (or lose) the same playouts, never worth a win. Filled by each game (:func:`register_game`).
MARGINS: dict[str, tuple[str, float]] = {}
MARGIN_WEIGHT = 0.1


def _score(
    world: GameState, seat: int, result: float, rows: list[dict[str, Any]] | None = None
) -> float:
    """The playout's result plus a small part of its margin (see :data:`MARGINS`); ``rows``:
    the finished game's ``result_rows()`` when ``world`` is not that game (a fast playout)."""
    found = MARGINS.get(world.game_name)
    if found is None:
        return result
    key, scale = found
    if rows is None:
        rows = world.result_rows()
    mine = rows[seat]
    team = mine.get("team")
    rivals = [
        r[key] for s, r in enumerate(rows) if s != seat and (team is None or r.get("team") != team)
    ]
    if not rivals or mine.get(key) is None:
        return result
    margin = (mine[key] - max(rivals)) / scale
    return result + MARGIN_WEIGHT * max(-1.0, min(1.0, margin))


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


def _takes_model(sample: Sampler) -> bool:
    try:
        return "model" in inspect.signature(sample).parameters
    except (TypeError, ValueError):  # pragma: no cover - builtins
        return False


def _playout(world: GameState, policy: Policy | None, rng: random.Random) -> None:
    """Play ``world`` to its end: every waiting seat, in seat order, as ``policy`` plays from
    its own view (``None``: uniformly at random)."""
    while True:
        waiting = world.current_players()
        if not waiting:
            return
        for p in waiting:
            legal = world.legal_actions(p)
            if policy is None:
                world.apply(p, legal[rng.randrange(len(legal))])
            else:
                view = world.view(p) if policy.needs_view else {}
                world.apply(p, policy.act(view, legal, rng))


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
    rollout: Policy | str | None = "default",
    fast: bool = True,
) -> dict[str, ActionStats]:
    """Each of ``seat``'s legal actions now, with the playouts the search ran through it.

    ``iterations`` (playouts; or a time budget ``seconds``, whichever ends first when both are
    given) bounds the work; ``exploration`` is UCB1's constant; ``seed`` makes the search
    replayable. ``state`` is read only through ``sampler(state, seat, rng)`` (the game's world
    sampler by default, which then draws the others' face-down choices of this step as the
    rollout policy would) and ``state.legal_actions(seat)``. ``rollout`` is how the other seats
    are assumed to play, and how everyone plays below the tree: ``"default"`` (the game's
    heuristic bot, :data:`DEFAULT_ROLLOUTS`), ``"random"``, or a :class:`Policy`; ``model``
    is the older name of a policy given here (it wins over ``rollout``). ``depth`` bounds how
    many of the seat's own decisions the tree holds; ``depth=1`` is the paired flat search
    (every action played out from every sampled world; the iterations rounded down to whole
    worlds, at least one). With ``fast``, the playouts run on the game's fast path from the
    sampled world when it has one for this policy (:data:`PLAYOUTS`): the same playouts, the
    same statistics, sooner.
    """
    if iterations is None and seconds is None:
        raise ValueError("the search needs a budget: iterations, seconds or both")
    legal = [str(a) for a in state.legal_actions(seat)]
    if not legal:
        raise ValueError(f"seat {seat} has no decision to make now")
    policy = model if model is not None else rollout_policy(state, rollout)
    sample = sampler or sampler_for(state)
    rng = random.Random(seed)
    if sampler is None or _takes_model(sample):

        def draw() -> GameState:
            return sample(state, seat, rng, model=policy)

    else:

        def draw() -> GameState:
            return sample(state, seat, rng)

    deadline = None if seconds is None else time.perf_counter() + seconds
    stats = {a: ActionStats(a) for a in legal}
    if depth == 1:
        worlds = None if iterations is None else max(1, iterations // len(legal))
        done = 0
        while (worlds is None or done < worlds) and (
            deadline is None or time.perf_counter() < deadline or done == 0
        ):
            done += 1
            world = draw()
            stream = rng.getrandbits(64)
            quick = fast_playouts(world, policy) if fast else None
            if quick is not None:
                for a in legal:
                    returns, rows = quick(random.Random(stream), seat, a)
                    result = float(returns[seat])
                    stats[a].add(result, _score(world, seat, result, rows))
                continue
            for k, a in enumerate(legal):
                w = world if k == len(legal) - 1 else world.clone()
                w.apply(seat, next(x for x in w.legal_actions(seat) if str(x) == a))
                _playout(w, policy, random.Random(stream))
                result = float(w.returns()[seat])
                stats[a].add(result, _score(w, seat, result))
        return stats

    def other(world: GameState, p: int, options: list[Any]) -> Any:
        if policy is None:
            return options[rng.randrange(len(options))]
        view = world.view(p) if policy.needs_view else {}
        return policy.act(view, options, rng)

    root = _Node()
    done = 0
    while (iterations is None or done < iterations) and (
        deadline is None or time.perf_counter() < deadline or done == 0
    ):
        done += 1
        world = draw()
        path = [root]
        node: _Node | None = root
        first: str | None = None
        result: float | None = None
        while not world.is_terminal():
            if node is None and fast:  # below the tree: a playout, on the fast path if any
                quick = fast_playouts(world, policy)
                if quick is not None:
                    result = float(quick(rng)[0][seat])
                    break
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
                    nxt = None  # expanded: below it, a playout
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
        if result is None:
            result = float(world.returns()[seat])
        for n in path:
            n.visits += 1
            n.total += result
        if first is not None:
            stats[first].add(result)
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
    rollout: Policy | str | None = "default",
    depth: int | None = None,
) -> list[dict[str, Any]]:
    """How the estimates settle as the search grows: one row per budget and action (the value,
    its 95% interval, its playouts), each budget a fresh search from the same seed."""
    rows = []
    for budget in budgets:
        found = search(
            state,
            seat,
            iterations=budget,
            exploration=exploration,
            seed=seed,
            rollout=rollout,
            depth=depth,
        )
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
                _("action"): a,
                _("estimated win chance"): percent(v),
                _("95% interval"): _("{low} to {high}").format(low=percent(lo), high=percent(hi)),
                _("playouts"): n,
            }
            for a, v, lo, hi, n in self.actions
        ]

    def html(self, label: Callable[[str], str] = str) -> str:
        """A small table: the recommended action in bold, then the sentence of why."""
        import html as _html

        body = "".join(
            "<tr{}><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>".format(
                ' style="font-weight:bold"' if a == self.best else "",
                _html.escape(label(a)),
                percent(v),
                _("{low} to {high}").format(low=percent(lo), high=percent(hi)),
                n,
            )
            for a, v, lo, hi, n in self.actions
        )
        heads = "".join(
            f"<th>{_html.escape(h)}</th>"
            for h in (_("Action"), _("Estimated win chance"), _("95% interval"), _("Playouts"))
        )
        return f'<table class="hint"><tr>{heads}</tr>{body}</table><p>{_html.escape(self.why)}</p>'

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
    rollout: Policy | str | None = "default",
    depth: int | None = 1,
) -> Hint:
    """The search's hint for ``seat`` now: each action's estimated value, the best, and why.

    By default a paired flat search (``depth=1``) with the game's heuristic playing out: every
    action is tried on the same sampled worlds, so the table compares like with like."""
    stats = search(
        state,
        seat,
        iterations=iterations,
        seconds=seconds,
        exploration=exploration,
        seed=seed,
        rollout=rollout,
        depth=depth,
    )
    best = best_action(stats)
    rows = []
    for s in sorted(stats.values(), key=lambda s: (-s.visits, -s.value)):
        lo, hi = s.interval()
        rows.append((s.action, s.value, lo, hi, s.visits))
    b = stats[best]
    lo, hi = b.interval()
    return Hint(seat, rows, best, hint_sentence(state, seat, best, b.value, b.visits, lo, hi, rollout))


def hint_sentence(
    state: GameState,
    seat: int,
    action: str,
    value: float,
    n: int,
    low: float,
    high: float,
    rollout: Policy | str | None = "default",
    shown: str | None = None,
) -> str:
    """The hint's sentence of why ``action`` (its ``n`` playouts from ``seat``'s worlds won
    ``value``, 95% interval ``low`` to ``high``): how often it won, how the others were assumed
    to play, and the game's own clause about the position (:func:`register_game`'s ``reason``,
    read from the seat's view only). The game review (:mod:`majority_core.review`) says why a
    best move is best with it, in the language of the moment it is shown. ``shown``: the
    action in the reader's words (a board's button label) instead of its notation."""
    policy = rollout_policy(state, rollout)
    why = _(
        "{action} did best in the search: it won {value} of its {n} playouts "
        "(95% interval {low} to {high})"
    ).format(action=action if shown is None else shown, value=percent(value), n=n,
             low=percent(low), high=percent(high))
    if policy is not None:
        # the bot by its name in the reader's language (the games mark theirs with the "bot"
        # context); a bot without one keeps its code name
        why += _(", with everyone after this move playing like the {bot} bot").format(
            bot=pgettext("bot", policy.name)
        )
    extra = position_reason(state, seat, action)
    if extra:
        why = _("{why}; {reason}").format(why=why, reason=extra)
    return why + "."


def position_reason(state: GameState, seat: int, action: str) -> str:
    """The game's clause about ``action`` in this position, from ``seat``'s view ("" if the game
    gives none): the part of a hint's sentence in the game's own terms."""
    reason = _REASONS.get(state.game_name)
    return reason(state.view(seat), action) if reason is not None else ""


#: Per game: the clause a hint adds about the position (:func:`register_game`).
_REASONS: dict[str, Callable[[dict[str, Any], str], str]] = {}


# -- the bot -----------------------------------------------------------------------------------
def usual_choice(policy: Policy, view: dict[str, Any], legal: Sequence[Any], seed: int) -> str:
    """What ``policy`` chooses most often here: its mode over a few draws of its generator (ties:
    the first legal action). A bot that errs on purpose (Grard's Focal picks a random word one
    time in ten) is then followed in its intent, not in its slips."""
    counts: dict[str, int] = {}
    for k in range(7):
        a = str(policy.act(view, legal, random.Random(seed + k)))
        counts[a] = counts.get(a, 0) + 1
    order = {str(a): i for i, a in enumerate(legal)}
    return max(counts, key=lambda a: (counts[a], -order.get(a, 0)))


class SearchBot(Policy):
    """ISMCTS as a bot: searches from worlds its seat cannot tell apart, then plays the best.

    A policy receives only its view; the search needs worlds to sample, so the bot is seated
    at a game with :meth:`sit` (the referee's game). It reads that game only through the
    game's ``sample_world(game, seat, rng)`` and ``legal_actions(seat)``, never its secrets.
    Its search seed comes from the seat's own generator, so a replay with the same seed is exact
    when ``iterations`` bounds the search.

    By default (``depth=1``, ``rollout="default"``) it runs the paired flat search with the
    game's heuristic bot playing out, and plays that bot's usual choice (:func:`usual_choice`)
    unless the search is confident that another action does better: the paired difference's ``confidence``
    interval must lie above 0. A short search (a fraction of a second) is noisy, and the best
    of several noisy estimates is biased upwards; this keeps the bot at least as good as its
    rollout policy in expectation. (Without pairing, ``depth`` other than 1, the best action's
    interval must lie above the rollout choice's estimate.)
    """

    name = "search"
    description = "Plays out many games it cannot tell from this one and picks what won most."

    def __init__(
        self,
        iterations: int | None = 200,
        seconds: float | None = None,
        exploration: float = 0.7,
        model: Policy | None = None,
        depth: int | None = 1,
        rollout: Policy | str | None = "default",
        confidence: float = 0.9,
    ) -> None:
        self.model = model
        self.rollout = rollout
        self.depth = depth
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.confidence = confidence
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
        policy = self.model if self.model is not None else rollout_policy(self._game, self.rollout)
        stats = search(
            self._game,
            seat,
            iterations=self.iterations,
            seconds=self.seconds,
            exploration=self.exploration,
            seed=rng.randrange(2**31),
            model=policy,
            rollout=None,
            depth=self.depth,
        )
        best = best_action(stats)
        if policy is not None:
            mine = usual_choice(policy, view, legal, rng.randrange(2**31))
            theirs = stats.get(mine)
            if theirs is not None and mine != best:
                if self.depth == 1:
                    sure = paired_difference(stats[best], theirs, self.confidence)[1] > 0
                else:
                    sure = theirs.visits > 0 and stats[best].interval()[0] > theirs.value
                if not sure:
                    best = mine
        return next(a for a in legal if str(a) == best)

    def __repr__(self) -> str:
        return (
            f"SearchBot(iterations={self.iterations!r}, seconds={self.seconds!r}, "
            f"exploration={self.exploration!r}, model={self.model!r}, depth={self.depth!r}, "
            f"rollout={self.rollout!r}, confidence={self.confidence!r})"
        )
