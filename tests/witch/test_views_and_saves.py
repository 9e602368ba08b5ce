"""Views leak nothing; save files round-trip; views are copies; the package stays light.

Leak tests change what a seat cannot know (the other seats' colours and the unseen card, the
other seats' sheets before the reveal, the order of the deck) and check that the seat's view,
log and board stay exactly the same (Witch 3 "Préparation", "Phase de Nuit" (1) and (3)).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.errors import SaveFileError
from majority_core.simulate import simulate
from majority_core.witch import Heuristic, Investigator, Random, WitchState
from tests.contract import random_prefix


def perturb_hidden(s: WitchState, p: int, rng: random.Random) -> WitchState:
    """A copy of ``s`` that differs only in what seat ``p`` does not know."""
    t = s.clone()
    if not t.revealed:
        others = [q for q in range(t.n_players) if q != p]
        pool = [t.colour[q] for q in others] + t.unseen
        rng.shuffle(pool)
        for q, c in zip(others, pool, strict=False):
            t.colour[q] = c
        t.unseen = pool[len(others) :]
        for q in others:
            t.sheets[q] = [[None if x is None else rng.choice(t.codes) for x in row] for row in t.sheets[q]]
            if q in t.pending:
                t.pending[q] = [None if x is None else rng.choice(t.codes) for x in t.pending[q]]
    rng.shuffle(t.deck)
    return t


@pytest.mark.parametrize(("n", "standard"), [(4, False), (5, False), (3, True), (4, True), (5, True)])
def test_views_do_not_change_when_hidden_information_changes(n: int, standard: bool) -> None:
    rng = random.Random(n)
    for seed in range(12):
        s = random_prefix(WitchState.new(n_players=n, seed=seed, standard=standard), rng, rng.randrange(0, 160))
        for p in range(n):
            t = perturb_hidden(s, p, rng)
            assert t.view(p) == s.view(p)
            assert t.explain(p) == s.explain(p)
            assert t._repr_html_(p) == s._repr_html_(p)
            assert t.legal_actions(p) == s.legal_actions(p)


def test_no_view_shows_another_colour_or_sheet_before_the_reveal() -> None:
    s = WitchState.new(n_players=5, seed=1)
    rng = random.Random(1)
    while not s.revealed:
        for p in range(5):
            v = s.view(p)
            text = json.dumps(v)
            assert v["colours"] is None and v["sheets"] is None and "unseen" not in v
            for q in range(5):
                if q != p and s.colour[q] != s.colour[p]:
                    # no private record of another seat: its colour appears only as a card colour
                    assert all(r.get("seat") == p for r in v["private"])
            assert '"pending":' not in text  # only the seat's own "pending_guess"
        q = rng.choice(s.current_players())
        legal = s.legal_actions(q)
        s.apply(q, legal[rng.randrange(len(legal))])
    assert s.view(0)["colours"] == s.view(None)["colours"]


def test_views_are_independent_copies() -> None:
    s = random_prefix(WitchState.new(n_players=4, seed=2), random.Random(2), 30)
    before = s.to_json(), json.dumps(s.view(None), sort_keys=True)
    v = s.view(0)
    v["players"][0]["disks"]["red"] = 99
    v["field"]["red"] = 99
    v["public"][0]["kind"] = "changed"
    v["public"].clear()
    assert (s.to_json(), json.dumps(s.view(None), sort_keys=True)) == before


def test_save_load_at_every_phase_and_tampering() -> None:
    s = WitchState.new(n_players=4, seed=3, standard=True)
    rng = random.Random(3)
    phases = set()
    while not s.is_terminal():
        phases.add(s.phase)
        if rng.random() < 0.1:
            assert WitchState.from_json(s.to_json()) == s
        p = rng.choice(s.current_players())
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.randrange(len(legal))])
    assert WitchState.from_json(s.to_json()) == s
    assert {"turn", "hide", "guess"} <= phases
    data = json.loads(s.to_json())
    data["decisions"][0][1] = "take:Z/Z"
    with pytest.raises(SaveFileError):
        WitchState.from_json(json.dumps(data))
    data = json.loads(s.to_json())
    data["options"]["standard"] = "maybe"
    with pytest.raises(SaveFileError):
        WitchState.from_json(json.dumps(data))


def test_stacked_game_saves_its_options() -> None:
    s = WitchState.new(n_players=3, seed=0, colours=["R", "P", "B"], first_player=1)
    s.apply(1, s.legal_actions(1)[0])
    loaded = WitchState.from_json(s.to_json())
    assert loaded == s and loaded.colour == s.colour


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.sampled_from([(4, False), (3, True), (5, True)]), st.lists(st.integers(0, 10**6), max_size=120))
def test_any_sequence_of_choices_keeps_the_census_and_replays(seed, config, picks) -> None:
    n, standard = config
    s = WitchState.new(n_players=n, seed=seed, standard=standard)
    for k in picks:
        if s.is_terminal():
            break
        waiting = s.current_players()
        p = waiting[k % len(waiting)]
        legal = s.legal_actions(p)
        s.apply(p, legal[k % len(legal)])
    comp = s.comp
    assert s.card_census() == [comp.cards_per_colour if c in s.codes else 0 for c in range(5)] + [comp.data_cards]
    assert s.disk_census() == [0] + [comp.disks_per_colour] * 4
    assert WitchState.replay(s.history, n_players=n, seed=seed, standard=standard) == s


def test_import_loads_no_notebook_library() -> None:
    code = (
        "import sys, majority_core.witch, majority_core.witch.analysis, majority_core.witch.worlds; "
        "print([m for m in ('pandas', 'numpy', 'altair', 'ipywidgets', 'scipy') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_simulate_gives_tidy_results() -> None:
    df = simulate(WitchState, [Random(), Heuristic(), Investigator(), Heuristic(0.0)], 12, seed=1,
                  n_players=4, standard=True, progress=False)
    assert len(df) == 48
    assert {"colour", "points", "won", "share", "executed", "suspicion_paid"} <= set(df.columns)
    assert (df.groupby("game")["share"].sum().round(9) == 1).all()
    parts = df["data_points"] + df["disk_points"] + df["guess_points_won"] - df["guess_points_lost"] - df["suspicion_paid"]
    assert (parts == df["points"]).all()
