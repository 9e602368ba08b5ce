"""How strong is the search bot? Win rates against each game's best heuristic, with intervals.

    nice -n 10 .venv/bin/python benchmarks/bench_search.py [--games 40] [--seconds 0.5]
        [--only the_majority,sultane,grard]

The result of a seat is its ``returns()`` (1 a win, 0 a loss, a share of a shared win, as in
Grard); the interval is Wilson's when every result is 0 or 1, else Student's t. One search seat (rotating over the seats, game by game) plays with the heuristic in every
other seat (The Majority: its partner too). Its *fair share* is what the heuristic itself wins
in that seat on the very same deals (same seeds, the heuristic in every seat): the search is
stronger when its Wilson 95% interval lies above that share. Sultane is split by the side the
search seat was dealt. The search gets at most ``--seconds`` per decision (one process, one
core); a decision with one legal action is played at once. Its opponent model is the
heuristic itself (the others, and everyone after this decision, are assumed to play it: flat
Monte Carlo, ``depth=1``), and it keeps the heuristic's choice unless confident of better.

Measured on 2026-11-26 (2 shared cores, load 8-10, so fewer iterations than an idle core
gives; heuristic as model, depth 1):

    the_majority vs greedy      30 games  67% [49%, 81%]  fair 50%  not separated
    the_majority vs runner-up   30 games  80% [63%, 90%]  fair 37%  stronger
    sultane vs rules, interventionist 30  47% [30%, 64%]  fair 53%  not separated
    sultane vs rules, pacifist        20  60% [39%, 78%]  fair 45%  not separated
    grard vs focal              50 games   6% [0%, 12%]   fair 18%  weaker (t interval)

With random playouts instead (no model, unbounded tree): The Majority 35% [18%, 57%] against
greedy (fair 50%), Sultane 33% [18%, 53%] as interventionist (fair 62%), Grard 0% [0%, 9%].
Grard loses because the sampler draws the others' face-down votes of this turn uniformly,
not as the class votes: the search believes the crowd is random exactly when it must follow
it. A sampler drawing pending choices from the model (or from beliefs) would fix that.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from majority_core.game import GameState, play  # noqa: E402
from majority_core.policy import Policy  # noqa: E402
from majority_core.search import ActionStats, SearchBot  # noqa: E402


def _matchups() -> list[tuple[str, str, type[GameState], int, Callable[[], Policy]]]:
    from majority_core.grard.policies import Focal
    from majority_core.grard.state import GrardState
    from majority_core.sultane.policies import RuleBased
    from majority_core.sultane.state import SultaneState
    from majority_core.the_majority.policies import Greedy, RunnerUp
    from majority_core.the_majority.state import TheMajorityState

    return [
        ("the_majority", "greedy", TheMajorityState, 4, Greedy),
        ("the_majority", "runner-up", TheMajorityState, 4, RunnerUp),
        ("sultane", "rules", SultaneState, 5, RuleBased),
        ("grard", "focal", GrardState, 5, Focal),
    ]


def _side(state: GameState, seat: int) -> str:
    row = state.result_rows()[seat]
    return str(row.get("side", "all"))


def run(games: int, seconds: float, only: set[str] | None) -> list[dict[str, Any]]:
    rows = []
    for game, rival, cls, n, make in _matchups():
        if only and game not in only:
            continue
        tally: dict[str, tuple[ActionStats, list[float]]] = {}  # side -> search, heuristic
        start = time.perf_counter()
        decisions = 0
        for g in range(games):
            seat = g % n
            base = cls.new(n_players=n, seed=1000 + g)
            play(base, [make() for _ in range(n)], seed=g)
            state = cls.new(n_players=n, seed=1000 + g)
            bot = SearchBot(iterations=None, seconds=seconds, model=make(), depth=1).sit(state)
            policies: list[Any] = [make() for _ in range(n)]
            policies[seat] = bot
            play(state, policies, seed=g)
            decisions += sum(1 for p, _ in state.history if p == seat)
            assert _side(base, seat) == _side(state, seat)  # the same deal
            found, fair = tally.setdefault(_side(state, seat), (ActionStats("search"), []))
            result = float(state.returns()[seat])
            found.visits += 1
            found.total += result
            found.wins += result == 1.0
            found.results.append(result)
            fair.append(float(base.returns()[seat]))
            print(f"  {game} vs {rival}: game {g + 1}/{games}", file=sys.stderr, flush=True)
        elapsed = time.perf_counter() - start
        for side, (found, fair) in sorted(tally.items()):
            k = found.visits
            low, high = found.interval()
            share = sum(fair) / k
            rows.append(
                {
                    "game": game,
                    "against": rival,
                    "search side": side,
                    "games": k,
                    "search result": f"{found.value:.0%} [{low:.0%}, {high:.0%}]",
                    "fair share": f"{share:.0%}",
                    "verdict": "stronger"
                    if low > share
                    else ("weaker" if high < share else "not separated"),
                    "s/decision": f"{elapsed / max(decisions, 1):.2f}",
                }
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    only = set(args.only.split(",")) if args.only else None
    rows = run(args.games, args.seconds, only)
    keys = list(rows[0]) if rows else []
    widths = {k: max(len(k), *(len(str(r[k])) for r in rows)) for k in keys}
    print("  ".join(k.ljust(widths[k]) for k in keys))
    for r in rows:
        print("  ".join(str(r[k]).ljust(widths[k]) for k in keys))


if __name__ == "__main__":
    main()
