"""The Sultane package stays light to import, and plugs into the shared simulate()."""

from __future__ import annotations

import subprocess
import sys

from majority_core.simulate import simulate
from majority_core.sultane import Random, SultaneState
from majority_core.sultane.analysis import draw_odds, first_draw_table, reshuffle_table, wilson


def test_import_loads_no_notebook_library() -> None:
    code = (
        "import sys, majority_core, majority_core.sultane, majority_core.sultane.analysis; "
        "print([m for m in ('pandas', 'numpy', 'altair', 'ipywidgets', 'scipy') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_simulate_gives_tidy_results() -> None:
    df = simulate(SultaneState, [Random()] * 7, 20, seed=1, n_players=7, progress=False)
    assert len(df) == 140
    assert {"role", "side", "won", "winner", "reason"} <= set(df.columns)
    per_game = df.groupby("game")["winner"].nunique()
    assert (per_game == 1).all()  # one winning side per game
    assert (df["won"] == (df["side"] == df["winner"])).all()


def test_first_draw_is_165_of_680() -> None:
    """The lesson's headline: C(11,3)/C(17,3) = 165/680, checked against scipy and simulation."""
    assert draw_odds(11, 6)[3] * 680 == 165
    table = first_draw_table(n_draws=5_000, seed=0).set_index("pacifist_in_draw")
    assert abs(table.loc[3, "scipy_hypergeom"] - 165 / 680) < 1e-12
    assert abs(table.loc[3, "simulated"] - 165 / 680) < 0.02
    assert abs(table["exact_value"].sum() - 1) < 1e-12


def test_reshuffle_odds_follow_the_board() -> None:
    t = reshuffle_table().set_index(["pacifist_read", "interventionist_read"])
    assert abs(t.loc[(4, 1), "p_three_pacifist"] - 35 / 220) < 1e-12
    assert t.loc[(0, 0), "p_three_pacifist"] > t.loc[(5, 0), "p_three_pacifist"]


def test_wilson_interval_contains_the_rate() -> None:
    lo, hi = wilson(442, 910)
    assert lo < 442 / 910 < hi
