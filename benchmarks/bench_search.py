"""How strong is the search bot? Win rates against each game's best heuristic, with intervals.

    nice -n 10 .venv/bin/python benchmarks/bench_search.py [--games 100] [--quick]
        [--iterations N | --seconds S] [--only the_majority,sultane,grard] [--jobs 2]
        [--playouts-only] [--positions 40] [--repeats 3] [--searches 120]

One search seat (rotating over the seats, game by game) plays with the heuristic in every
other seat (The Majority: its partner too). Its *fair share* is what the heuristic itself wins
in that seat on the very same deals (same seeds, the heuristic in every seat): the search is
stronger when the 95% interval of its win rate lies above that share (Wilson's interval when
every result is 0 or 1, else Student's t, as in Grard where a shared win is a share). The
column *search - fair* is the mean of (search result - heuristic result) per deal with its 95%
t interval (clipped to [-1, 1]): the same question asked with less noise. *Usual choice alone* is the same seat
playing the rival bot's usual choice with no search (the mode of a few of its draws, which the
search bot falls back on when not confident), and *search - usual* the paired difference with
it: what the search itself adds. For a bot that slips on purpose (Grard's Focal
votes a random word one time in ten) much of the search bot's edge is that fallback. Sultane
is split by the side the search seat was dealt.

The search is :class:`~majority_core.search.SearchBot` with its defaults (paired flat search,
the game's heuristic as rollout policy and opponent model, keeps the heuristic's choice unless
90% confident of better). Its budget per decision is a number of playouts (``--iterations``,
by default each game's :data:`BUDGETS`, calibrated to at most 0.5 s a decision on one idle
core; the table prints the CPU seconds per decision measured), or a time (``--seconds``). A
decision with one legal action is played at once and not counted. ``--quick``: a handful of
games per match-up at a small budget, to check that everything runs.

*Playouts per second* (printed first; ``--playouts-only`` prints nothing else): the search's
playouts on the engine (``search(..., fast=False)``: clone the sampled world, apply the
action, play it out with the game's rollout bot through views, read the result) against the
game's fast playouts from any position (:data:`~majority_core.search.PLAYOUTS`, e.g.
``the_majority/playout.py``), taking turns on the same sampled worlds of the same positions so
that both see the same load (CPU time of this process, the best of ``--repeats`` rounds);
then whole searches (``search(..., depth=1)`` of ``--searches`` playouts, the world sampling
included) per second on each path. Goal: the fast path at least 10x the engine's playouts per
second in every game; a game without fast playouts says so. Majority 2 (Greedy; ``--only
majority2 --searches 40``, two runs on the shared machine under a load of about 8): engine 79
and 78 playouts/s, fast path 889 and 914 (11.3x and 11.7x; with the engine's rules on a copy,
before ``majority2/fast.py``, 77 and 110, 81 and 110: 1.4x), whole searches 6.2x and 6.6x
sooner (1.3x and 1.5x before).

*World draws per second* (printed first when The Majority is measured; ``--worlds-only``
prints nothing else): The Majority's ``worlds.sample_world`` against the sampler as it was
before it was made faster (its source at commit dc9ea17, read from git: :func:`reference_sampler`),
taking turns (CPU time, the best of ``--repeats`` rounds) on the 1,080 positions, seats, seeds
and models of ``tests/the_majority/test_worlds_exact.py`` and on round 4 of a study game
(``tests/the_majority/data/round4_position.json``), with a check that every world of both shows
the seat exactly what it saw. Goal: 2x. The speed-up of 26 November (the same draws) gave 1.13x
and 1.19x on the first set. Since 27 November the search remembers its dead ends (other draws,
the same model; ``worlds._MARKS``), measured under the strength study's load (one run): the
first set 75.3 draws/s before, 70.2 now (0.93x: most of those positions have no dead end to
remember, and each stretch of choices now seeds its own generator), round 4 0.8 draws/s
before, 10.4 now (13.2x). In the strength study's games this is what bounds a decision's CPU:
a search decision in round 4 of RunnerUp's deal 33 took 7 to 23 s before, 0.2 to 0.4 s after
(the whole game: 132 s of CPU for 37 decisions before, 6.5 s for 38 after; the games differ
from round 2 on, since the worlds do).

Measured figures and their reading: ``docs/discussion.md`` ("How strong is the search?").
``python3 tasks.py bench`` runs ``--quick --games 2``; ``python3 tasks.py bench --full`` the defaults
(hours on a shared machine: a game takes about 20 s with the search in one seat).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from majority_core.game import GameState, play  # noqa: E402
from majority_core.policy import Policy  # noqa: E402
from majority_core.search import ActionStats, SearchBot, usual_choice  # noqa: E402
from majority_core.strength import Timed  # noqa: E402

#: Playouts per decision, per game, calibrated to at most 0.5 s a decision on an idle core
#: (measured: the table's s/decision column).
BUDGETS = {"the_majority": 60, "sultane": 60, "grard": 60, "majority2": 16, "witch": 60}


def _matchups() -> list[tuple[str, str, type[GameState], int, Callable[[], Policy]]]:
    from majority_core.grard.policies import Focal
    from majority_core.grard.state import GrardState
    from majority_core.majority2.policies import Planner
    from majority_core.majority2.state import Majority2State
    from majority_core.sultane.policies import RuleBased
    from majority_core.sultane.state import SultaneState
    from majority_core.the_majority.policies import Greedy, RunnerUp
    from majority_core.the_majority.state import TheMajorityState
    from majority_core.witch.policies import Investigator
    from majority_core.witch.state import WitchState

    return [
        ("the_majority", "greedy", TheMajorityState, 4, Greedy),
        ("the_majority", "runner-up", TheMajorityState, 4, RunnerUp),
        ("sultane", "rules", SultaneState, 5, RuleBased),
        ("grard", "focal", GrardState, 5, Focal),
        ("majority2", "planner", Majority2State, 2, Planner),
        ("witch", "investigator", WitchState, 4, Investigator),
    ]


#: Fast playouts / engine playouts per CPU second: the goal in every game (issue 22).
GOAL_PLAYOUTS = 10.0


def _positions(cls: type[GameState], n: int, count: int) -> list[tuple[GameState, int]]:
    """``count`` positions of seeded games after a random number of uniformly random single
    decisions (often mid-step), each with the seat that decides there."""
    import random

    found = []
    seed = 0
    while len(found) < count:
        seed += 1
        rng = random.Random(seed)
        state = cls.new(n_players=n, seed=seed)
        for _ in range(rng.randrange(60)):
            waiting = state.current_players()
            if not waiting:
                break
            p = rng.choice(waiting)
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.randrange(len(legal))])
        waiting = state.current_players()
        if waiting and len(state.legal_actions(waiting[0])) > 1:
            found.append((state, waiting[0]))
    return found


def _playout_round(
    worlds: list[tuple[GameState, int]], policy: Policy, fast: bool
) -> tuple[int, float]:
    """One pass over the sampled worlds as the paired search plays them (every legal action
    of the seat, each with one playout): (playouts, CPU seconds)."""
    import random

    from majority_core.search import _playout, _score, fast_playouts

    done = 0
    start = time.process_time()
    for k, (world, seat) in enumerate(worlds):
        legal = [str(a) for a in world.legal_actions(seat)]
        quick = fast_playouts(world, policy) if fast else None
        for a in legal:
            rng = random.Random(k)
            if quick is not None:
                returns, rows = quick(rng, seat, a)
                _score(world, seat, float(returns[seat]), rows)
            else:
                w = world.clone()
                w.apply(seat, next(x for x in w.legal_actions(seat) if str(x) == a))
                _playout(w, policy, rng)
                _score(w, seat, float(w.returns()[seat]))
            done += 1
    return done, time.process_time() - start


def playout_rates(
    positions: int, repeats: int, searches: int, only: set[str] | None = None
) -> list[dict[str, Any]]:
    """Per game: playouts per CPU second on the engine and on the fast path (taking turns on
    the same worlds), their ratio against :data:`GOAL_PLAYOUTS`, and whole searches per
    second (``searches`` iterations each, world sampling included) on both paths."""
    import random

    from majority_core.search import fast_playouts, rollout_policy, sampler_for, search

    rows = []
    seen: set[str] = set()
    for game, _rival, cls, n, _make in _matchups():
        if game in seen or (only and game not in only):
            continue
        seen.add(game)
        places = _positions(cls, n, positions)
        policy = rollout_policy(places[0][0], "default")
        worlds = []
        for k, (state, seat) in enumerate(places):
            worlds.append((sampler_for(state)(state, seat, random.Random(k), model=policy), seat))
        has_fast = any(fast_playouts(w, policy) is not None for w, _ in worlds)
        best = {True: 0.0, False: 0.0}
        for _ in range(repeats):
            for fast in (False, True) if has_fast else (False,):
                done, cpu = _playout_round(worlds, policy, fast)
                best[fast] = max(best[fast], done / max(cpu, 1e-9))
        per_search = {True: 0.0, False: 0.0}
        for fast in (False, True) if has_fast else (False,):
            start = time.process_time()
            for k, (state, seat) in enumerate(places):
                search(state, seat, iterations=searches, seed=k, depth=1, fast=fast)
            per_search[fast] = len(places) / max(time.process_time() - start, 1e-9)
        ratio = best[True] / best[False] if has_fast else None
        rows.append(
            {
                "game": game,
                "rollout bot": getattr(policy, "name", "random"),
                "engine playouts/s": f"{best[False]:,.0f}",
                "fast playouts/s": f"{best[True]:,.0f}" if has_fast else "no fast path",
                "fast / engine": "-" if ratio is None else f"{ratio:.1f}x",
                "goal": f">= {GOAL_PLAYOUTS:.0f}x "
                + ("-" if ratio is None else "PASS" if ratio >= GOAL_PLAYOUTS else "MISS"),
                f"searches/s ({searches} playouts), engine": f"{per_search[False]:.2f}",
                "fast": f"{per_search[True]:.2f}" if has_fast else "-",
                "search fast / engine": f"{per_search[True] / per_search[False]:.1f}x"
                if has_fast
                else "-",
            }
        )
        print(f"  playouts: {game} done", file=sys.stderr, flush=True)
    return rows


def _side(state: GameState, seat: int) -> str:
    return str(state.result_rows()[seat].get("side", "all"))


def one_game(
    game: str, rival: str, g: int, iterations: int | None, seconds: float | None
) -> dict[str, Any]:
    """Game ``g`` of a match-up: the search's result, the heuristic's on the same deal."""
    _, _, cls, n, make = next(m for m in _matchups() if m[:2] == (game, rival))
    seat = g % n
    base = play(cls.new(n_players=n, seed=1000 + g), [make() for _ in range(n)], seed=g)
    state = cls.new(n_players=n, seed=1000 + g)
    # The search plays out with the rival bot, as it assumes the others play.
    bot = SearchBot(iterations=iterations, seconds=seconds, rollout=make()).sit(state)
    policies: list[Any] = [make() for _ in range(n)]
    policies[seat] = bot
    timed = Timed(bot)
    policies[seat] = timed
    play(state, policies, seed=g)
    assert _side(base, seat) == _side(state, seat)  # the same deal
    return {
        "game": g,
        "side": _side(state, seat),
        "result": float(state.returns()[seat]),
        "fair": float(base.returns()[seat]),
        "usual": usual_result(game, rival, g),
        "decisions": timed.decisions,
        "seconds": timed.seconds,
    }


def usual_result(game: str, rival: str, g: int) -> float:
    """Game ``g`` of a match-up with no search: the seat plays the rival bot's *usual* choice
    (:func:`~majority_core.search.usual_choice`, the mode of a few draws), which is what the
    search bot falls back on; the rest as in :func:`one_game`. What the search adds is the
    difference between its result and this one."""
    _, _, cls, n, make = next(m for m in _matchups() if m[:2] == (game, rival))
    seat = g % n
    policies: list[Any] = [make() for _ in range(n)]
    policies[seat] = _Usual(make())
    state = play(cls.new(n_players=n, seed=1000 + g), policies, seed=g)
    return float(state.returns()[seat])


class _Usual(Policy):
    """A bot's usual choice: the mode of a few of its draws (its deliberate slips left out)."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy

    def act(self, view: dict[str, Any], legal: Any, rng: Any) -> Any:
        best = usual_choice(self.policy, view, legal, rng.randrange(2**31))
        return next(a for a in legal if str(a) == best)


def _verdict(low: float, high: float, share: float) -> str:
    return "stronger" if low > share else ("weaker" if high < share else "not separated")


def run(
    games: int,
    iterations: int | None,
    seconds: float | None,
    only: set[str] | None,
    jobs: int = 1,
    quick: bool = False,
) -> list[dict[str, Any]]:
    rows = []
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    for game, rival, *_ in _matchups():
        if only and game not in only and f"{game}:{rival}" not in only:
            continue
        budget = iterations if iterations is not None or seconds is not None else BUDGETS[game]
        if quick:
            budget = max(4, (budget or 20) // 10)
        args = [(game, rival, g, budget, seconds) for g in range(games)]
        done = []
        results = map(one_game, *zip(*args, strict=True)) if pool is None else pool.map(
            one_game, *zip(*args, strict=True)
        )
        for g, d in enumerate(results):
            done.append(d)
            print(f"  {game} vs {rival}: game {g + 1}/{games}: {d}", file=sys.stderr, flush=True)
        rows += summarise(game, rival, done, budget if seconds is None else f"{seconds} s")
        print(f"  {game} vs {rival}: {games} games done", file=sys.stderr, flush=True)
    if pool is not None:
        pool.shutdown()
    return rows


def summarise(game: str, rival: str, done: list[dict[str, Any]], budget: Any) -> list[dict[str, Any]]:
    """The table rows of one match-up (one per side the search seat was dealt)."""
    from scipy import stats

    rows = []
    by_side: dict[str, list[dict[str, Any]]] = {}
    for d in done:
        by_side.setdefault(d["side"], []).append(d)
    for side, ds in sorted(by_side.items()):
        found = ActionStats("search")
        for d in ds:
            found.add(d["result"])
        low, high = found.interval()
        share = sum(d["fair"] for d in ds) / len(ds)

        def paired(key: str, ds: list[dict[str, Any]] = ds) -> str:
            diff = [d["result"] - d[key] for d in ds]
            mean = sum(diff) / len(diff)
            if len(diff) > 1 and stats.sem(diff) > 0:
                dl, dh = stats.t.interval(0.95, len(diff) - 1, loc=mean, scale=stats.sem(diff))
            else:
                dl = dh = mean
            return f"{mean:+.0%} [{max(dl, -1):+.0%}, {min(dh, 1):+.0%}]"

        n_dec = sum(d["decisions"] for d in ds)
        usual = sum(d["usual"] for d in ds) / len(ds)
        rows.append(
            {
                "game": game,
                "against": rival,
                "search side": side,
                "games": len(ds),
                "playouts": budget,
                "search result [95%]": f"{found.value:.0%} [{low:.0%}, {high:.0%}]",
                "fair share": f"{share:.0%}",
                "verdict": _verdict(low, high, share),
                "usual choice alone": f"{usual:.0%}",
                "search - fair [95%]": paired("fair"),
                "search - usual [95%]": paired("usual"),
                "s/decision": f"{sum(d['seconds'] for d in ds) / max(n_dec, 1):.2f}",
            }
        )
    return rows


def from_logs(paths: list[str]) -> list[dict[str, Any]]:
    """The table again from the per-game lines a run printed (stderr), e.g. of a run stopped
    early: ``  game vs rival: game k/n: {...}``."""
    import ast
    import re

    found: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for path in paths:
        for line in Path(path).read_text().splitlines():
            m = re.match(r"\s*(\S+) vs (\S+): game \d+/\d+: (\{.*\})$", line)
            if m:
                found.setdefault((m[1], m[2]), []).append(ast.literal_eval(m[3]))
    rows = []
    for (game, rival), done in found.items():
        for g, d in enumerate(done):  # logs of older runs: in game order, without these
            d.setdefault("game", g)
            if "usual" not in d:
                d["usual"] = usual_result(game, rival, d["game"])
        rows += summarise(game, rival, done, BUDGETS.get(game))
    return rows


#: World draws per second of The Majority's sampler against its reference: the goal.
GOAL_WORLDS = 2.0


#: The commit whose ``the_majority/worlds.py`` is the reference sampler (before the speed-up).
REFERENCE_WORLDS = "dc9ea17"


def reference_sampler() -> Callable[..., Any]:
    """``sample_world`` of The Majority as it was at :data:`REFERENCE_WORLDS`, read from the
    repository's history (as the tables' benchmark runs the original server from an export),
    so that no second copy of the sampler lives in the tree."""
    import types

    root = Path(__file__).resolve().parents[1]
    path = "majority_core/the_majority/worlds.py"
    try:
        source = subprocess.run(
            ["git", "show", f"{REFERENCE_WORLDS}:{path}"], cwd=root, check=True,
            capture_output=True, text=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError) as err:
        raise SystemExit(f"the reference sampler needs the git history ({REFERENCE_WORLDS}): "
                         f"{err}") from err
    module = types.ModuleType("majority_core.the_majority._reference_worlds")
    module.__package__ = "majority_core.the_majority"  # its relative imports: today's package
    sys.modules[module.__name__] = module  # (its dataclasses look their module up)
    exec(compile(source, f"{REFERENCE_WORLDS}:{path}", "exec"), module.__dict__)
    return module.sample_world


def world_rates(repeats: int, every: int = 1, late: int = 10) -> list[dict[str, Any]]:
    """The Majority's world draws per CPU second: ``worlds.sample_world`` against the sampler
    as it was before it was made faster (:func:`reference_sampler`), taking turns (the best of
    ``repeats`` rounds), on two sets of positions: the positions, seats, generator seeds and
    models of ``tests/the_majority/test_worlds_exact.py`` (every ``every``-th), and ``late``
    draws from round 4 of a study game (``tests/the_majority/data/round4_position.json``, the
    search's seat), where the reference's backtracking retried the same dead ends. Both must
    draw worlds that show the seat exactly what it saw (its view); they are not the same
    worlds since the search remembers its dead ends."""
    import random

    from majority_core.the_majority import TheMajorityState
    from majority_core.the_majority.worlds import sample_world
    from tests.the_majority.test_worlds import ROUND_4
    from tests.the_majority.test_worlds_exact import cases

    reference = reference_sampler()
    late_state = TheMajorityState.from_json(ROUND_4.read_text("utf-8"))
    sets = {
        "positions of test_worlds_exact": [
            (state.clone(), seat, k, model) for _, state, seat, k, model in cases()][::every],
        "round 4 of a study game": [(late_state, 1, k, None) for k in range(late)],
    }
    rows = []
    for name, places in sets.items():
        best = {"reference": 0.0, "now": 0.0}
        sound = True
        for _ in range(repeats):
            for who, sampler in (("reference", reference), ("now", sample_world)):
                start = time.process_time()
                drawn = [(sampler(state, seat, random.Random(k), model=model), state, seat)
                         for state, seat, k, model in places]
                rate = len(places) / max(time.process_time() - start, 1e-9)
                best[who] = max(best[who], rate)
                sound = sound and all(w.view(seat) == state.view(seat) for w, state, seat in drawn)
        ratio = best["now"] / best["reference"]
        rows.append({
            "game": "the_majority",
            "positions": name,
            "draws": len(places),
            "reference draws/s": f"{best['reference']:,.1f}",
            "draws/s": f"{best['now']:,.1f}",
            "now / reference": f"{ratio:.2f}x",
            "goal": f">= {GOAL_WORLDS:.0f}x " + ("PASS" if ratio >= GOAL_WORLDS else "MISS"),
            "every world shows the seat what it saw": "yes" if sound else "NO",
        })
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    """The rows as aligned plain text (headers in words)."""
    if not rows:
        return "(no match-up)"
    keys = list(rows[0])
    widths = {k: max(len(k), *(len(str(r[k])) for r in rows)) for k in keys}
    lines = ["  ".join(k.ljust(widths[k]) for k in keys)]
    lines += ["  ".join(str(r[k]).ljust(widths[k]) for k in keys) for r in rows]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--iterations", type=int, default=None, help="playouts per decision")
    parser.add_argument("--seconds", type=float, default=None, help="time per decision instead")
    parser.add_argument("--only", default="", help="games or game:rival, comma-separated")
    parser.add_argument("--jobs", type=int, default=1, help="processes (one game each)")
    parser.add_argument("--quick", action="store_true", help="a few games, a small budget")
    parser.add_argument("--log", nargs="*", help="only summarise the per-game lines of these logs")
    parser.add_argument(
        "--playouts-only", action="store_true", help="only the playouts per second, per game"
    )
    parser.add_argument(
        "--worlds-only", action="store_true",
        help="only The Majority's world draws per second, against the reference sampler",
    )
    parser.add_argument("--positions", type=int, default=40, help="positions per game (playouts)")
    parser.add_argument("--repeats", type=int, default=3, help="rounds of playouts (the best)")
    parser.add_argument(
        "--searches", type=int, default=None, help="playouts of each whole search (default 120)"
    )
    args = parser.parse_args()
    if args.log:
        print(table(from_logs(args.log)))
        return
    positions = min(args.positions, 8) if args.quick else args.positions
    repeats = 1 if args.quick else args.repeats
    only = set(args.only.split(",")) if args.only else None
    start = time.perf_counter()
    if only is None or "the_majority" in only:
        print(table(world_rates(repeats, 8 if args.quick else 1, 2 if args.quick else 10)))
        print(f"({time.perf_counter() - start:.0f} s; CPU time, the two samplers taking turns "
              "on the same positions)\n")
        if args.worlds_only:
            return
    start = time.perf_counter()
    searches = args.searches or (24 if args.quick else 120)
    print(table(playout_rates(positions, repeats, searches, only)))
    print(f"({time.perf_counter() - start:.0f} s; CPU time, the engine and the fast path taking "
          "turns on the same sampled worlds)\n")
    if args.playouts_only:
        return
    games = min(args.games, 6) if args.quick else args.games
    start = time.perf_counter()
    rows = run(games, args.iterations, args.seconds, only, args.jobs, args.quick)
    print(table(rows))
    print(f"({time.perf_counter() - start:.0f} s in all; the fair share is the heuristic's own "
          "result in the search's seat on the same deals)")


if __name__ == "__main__":
    main()
