"""Invariants over thousands of random games, for every player count and every variant.

The sweep plays 2,000 uniformly random games per configuration through the step API with cheap
checks at every decision (all 17 tales accounted for, only active players act, a fresh round
never starts on a deck of 2 or fewer); a smaller subset checks the full set at every step
(views JSON-able and truthful, the tale composition, save/load).
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from majority_core.sultane import SultaneState
from majority_core.sultane.components import DINARZADE, side_of
from majority_core.sultane.explain import REASONS

CONFIGS = (
    [(n, {}) for n in range(5, 11)]
    + [(n, {"original_veto": True}) for n in range(5, 11)]
    + [(n, {"variant_8d": True}) for n in (7, 9)]
    + [(n, {"variant_8d": True, "original_veto": True}) for n in (7, 9)]
)
IDS = [f"{n}p-" + ("+".join(o) or "standard") for n, o in CONFIGS]
N_SWEEP = 2000
N_FULL = 10


def check_end(s: SultaneState, last_nominee: int | None) -> None:
    """Exactly one side wins, for a stated reason that the final position bears out (Sultane 4)."""
    assert s.is_terminal() and s.current_players() == []
    assert s.reason in REASONS
    if s.reason == "six-pacifist-tales":
        assert s.n_pacifist == 6 and s.winner == "pacifists"
    elif s.reason == "five-interventionist-tales":
        assert s.n_interventionist == 5 and s.winner == "interventionists"
    elif s.reason == "dinarzade-narrator":
        assert s.n_pacifist >= 3 and s.winner == "pacifists"
        assert last_nominee is not None and s.roles[last_nominee] == DINARZADE
    else:
        assert s.reason == "dinarzade-exiled" and s.winner == "interventionists"
        assert not s.active[s.roles.index(DINARZADE)]
    assert s.n_pacifist <= 6 and s.n_interventionist <= 5
    r = s.returns()
    assert r == [1.0 if side_of(role) == s.winner else 0.0 for role in s.roles]
    assert 0 < sum(r) < s.n_players
    assert s.events[-1].kind == "end"


@pytest.mark.slow
@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_sweep_2000_random_games(n: int, options: dict) -> None:
    reasons: Counter[str] = Counter()
    for seed in range(N_SWEEP):
        s = SultaneState.new(n_players=n, seed=seed, **options)
        rng = random.Random(seed)
        nominee = None
        while s.phase != "over":
            if s.phase == "nominate":
                assert len(s.deck) >= 3  # Sultane 5: reshuffled at 2 or fewer
            for p in s.current_players():
                assert s.active[p]  # exiled players never act (Sultane 7b)
                legal = s.legal_actions(p)
                s.apply(p, legal[rng.randrange(len(legal))])
                if s.nominee is not None:
                    nominee = s.nominee
            assert s.tale_count() == 17
        check_end(s, nominee)
        reasons[s.reason] += 1  # type: ignore[index]
    # every way of winning happens in random play (except, rarely, at small counts)
    assert reasons["dinarzade-narrator"] and reasons["six-pacifist-tales"]
    assert reasons["dinarzade-exiled"] and reasons["five-interventionist-tales"]


def full_check(s: SultaneState) -> None:
    """Everything we can say about any position."""
    everything = s.view(None)
    json.dumps(everything)
    places = everything["deck"] + everything["discard"] + everything["hand"] + everything["read"]
    assert Counter(places) == {"P": 11, "I": 6}  # every tale in exactly one place
    for p in s.current_players():
        assert s.active[p]
    for p in range(s.n_players):
        v = s.view(p)
        json.dumps(v)
        assert v["role"] == s.roles[p]
        for seat, role in enumerate(v["known_roles"]):
            assert role is None or role == s.roles[seat]  # what you know is true
        for record in v["private"]:
            if record["kind"] == "investigation":
                truth = "P" if side_of(s.roles[record["target"]]) == "pacifists" else "I"
                assert record["side"] == truth
        assert "roles" not in v and "deck" not in v
    if s.phase == "vote":
        assert len(s.votes) + len(s.current_players()) == sum(s.active)


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_full_invariants_at_every_step(n: int, options: dict) -> None:
    for seed in range(N_FULL):
        s = SultaneState.new(n_players=n, seed=10_000 + seed, **options)
        rng = random.Random(seed)
        nominee = None
        while not s.is_terminal():
            full_check(s)
            p = rng.choice(s.current_players())
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.randrange(len(legal))])
            nominee = s.nominee if s.nominee is not None else nominee
        full_check(s)
        check_end(s, nominee)
        loaded = SultaneState.from_json(s.to_json())
        assert loaded == s
