"""The package's search against OpenSpiel's own ISMCTS, same time per decision (Majority 2).

    nice -n 10 .venv/bin/python benchmarks/bench_openspiel.py [--games 6] [--seconds 0.1]
        [--turn-limit 200] [--seed 0]

Why: ``majority_core/search.py`` is a home-made ISMCTS (paired flat search over worlds.py with
the game's heuristic playing out); OpenSpiel ships a general one. Both see the same game
through the adapter (``majority_core/openspiel.py``) and the same worlds: OpenSpiel's
``open_spiel.python.algorithms.ismcts.ISMCTSBot`` draws its determinizations with the
adapter's ``resample_from_infostate``, which calls the game's ``worlds.sample_world`` (the
search bot's own sampler), and evaluates leaves by random rollouts (OpenSpiel's
``RandomRolloutEvaluator``, its standard evaluator: it knows no heuristic of the game).

Majority 2 because it is the one game where a single seat decides at a time (OpenSpiel's
ISMCTS is for sequential games only). Each decision gets the same wall-clock budget
(``--seconds``): :class:`~majority_core.search.SearchBot` with ``seconds=``, and the ISMCTS
stopped at the first iteration past the same deadline (it has no time limit of its own). The
two bots swap seats game by game on the same deals; a decision with one legal action is played
at once and not counted. Prints the search bot's wins with Wilson's 95% interval (scipy), the
measured seconds per decision and the ISMCTS iterations per decision.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts
from scipy.stats import binomtest

import majority_core.openspiel as mo
from majority_core.search import SearchBot


class _TimeUp(Exception):
    """The decision's time is spent."""


class TimedISMCTS(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTS with a time budget per decision instead of an iteration count."""

    def __init__(self, game: Any, seconds: float, seed: int) -> None:
        rs = np.random.RandomState(seed)
        super().__init__(
            game,
            mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs),
            uct_c=2.0,
            max_simulations=10**9,
            random_state=rs,
            final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
        )
        self.seconds = seconds
        self.iterations = 0
        self._deadline = 0.0

    def sample_root_state(self, state: Any) -> Any:
        # At least two iterations (the root expanded, one visit) before stopping.
        if self._root_node.total_visits > 0 and time.perf_counter() > self._deadline:
            raise _TimeUp
        self.iterations += 1
        return super().sample_root_state(state)

    def run_search(self, state: Any) -> Any:
        self._deadline = time.perf_counter() + self.seconds
        try:
            return super().run_search(state)
        except _TimeUp:
            return self.get_final_policy(state, self._root_node)


def play_one(game: Any, deal: int, search_seat: int, seconds: float, seed: int) -> dict[str, Any]:
    """One game on deal ``deal``; the search bot at ``search_seat``, the ISMCTS at the other."""
    state = game.new_initial_state()
    state.apply_action(deal)
    rival = TimedISMCTS(game, seconds, seed)
    rng = random.Random(seed)
    spent = {"search": 0.0, "ismcts": 0.0}
    decisions = {"search": 0, "ismcts": 0}
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            state.apply_action(legal[0])
            continue
        start = time.perf_counter()
        if seat == search_seat:
            package = mo.package_state(state)
            bot = SearchBot(iterations=None, seconds=seconds).sit(package)
            choice = bot.act(package.view(seat), package.legal_actions(seat), rng)
            action = game.index[str(choice)]
            who = "search"
        else:
            policy = rival.run_search(state)
            action = max(policy, key=lambda pair: pair[1])[0]
            who = "ismcts"
        spent[who] += time.perf_counter() - start
        decisions[who] += 1
        state.apply_action(action)
    returns = state.returns()
    return {
        "search": returns[search_seat],
        "spent": spent,
        "decisions": decisions,
        "ismcts_iterations": rival.iterations,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=0.1, help="budget per decision")
    parser.add_argument("--turn-limit", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = pyspiel.load_game(
        "python_majority2", {"turn_limit": args.turn_limit, "seed": args.seed}
    )
    wins = 0.0
    spent = {"search": 0.0, "ismcts": 0.0}
    decisions = {"search": 0, "ismcts": 0}
    iterations = 0
    started = time.perf_counter()
    for g in range(args.games):
        deal, seat = g // 2, g % 2  # the same deal twice, the bots in both seats
        r = play_one(game, deal, seat, args.seconds, seed=args.seed * 1000 + g)
        wins += r["search"]
        for who in spent:
            spent[who] += r["spent"][who]
            decisions[who] += r["decisions"][who]
        iterations += r["ismcts_iterations"]
        print(
            f"game {g + 1}: deal {deal}, search in seat {seat}: "
            f"{'search' if r['search'] == 1 else 'ISMCTS'} wins "
            f"({r['decisions']['search']} + {r['decisions']['ismcts']} decisions)",
            flush=True,
        )
    n = args.games
    ci = binomtest(int(wins), n).proportion_ci(confidence_level=0.95, method="wilson")
    print()
    print(f"Majority 2, {n} games, {args.seconds:g} s per decision (wall clock), turn limit "
          f"{args.turn_limit}")
    print(f"SearchBot (majority_core.search) wins {int(wins)} of {n}: {wins / n:.0%}, "
          f"Wilson 95% [{ci.low:.0%}, {ci.high:.0%}]; OpenSpiel ISMCTS wins {n - int(wins)}")
    for who, label in (("search", "SearchBot"), ("ismcts", "OpenSpiel ISMCTS")):
        if decisions[who]:
            print(f"{label}: {decisions[who]} decisions, "
                  f"{spent[who] / decisions[who]:.3f} s each on average")
    if decisions["ismcts"]:
        print(f"OpenSpiel ISMCTS: {iterations / decisions['ismcts']:.1f} iterations a decision")
    print(f"total {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
