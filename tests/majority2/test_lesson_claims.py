"""Lesson 31's economy table counts wins only between different bots (issue 23, 1)."""

from __future__ import annotations

from majority_core.majority2 import Majority2State
from majority_core.majority2.analysis import economy_table
from majority_core.majority2.policies import get_policy
from majority_core.simulate import simulate


def test_economy_win_rate_leaves_out_mirror_matches() -> None:
    """With ("random", "greedy") the old table showed random at 33% although random never beat
    greedy (lesson 32): its mirror match gave it half of those games. Now each rate is the rate
    of the cross match alone."""
    table = economy_table(("random", "greedy"), 8, seed=31).set_index("bot")
    games = simulate(Majority2State, [get_policy("random"), get_policy("greedy")], 8, seed=31,
                     n_players=2, progress=False)
    rates = games.groupby("policy")["won"].mean()
    assert table.loc["random", "win rate"] == rates["random"]
    assert table.loc["greedy", "win rate"] == rates["greedy"]
    assert len(games) == 16  # one row per bot and game: no mirror match mixed in
