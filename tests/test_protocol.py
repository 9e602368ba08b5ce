"""The shared protocol (majority_core.game) on a toy game, and the package's import promise."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

import pytest

from majority_core import IllegalAction, WrongPhase, WrongPlayer, derive_seed, make_rng
from majority_core.game import ChanceTape, Event, GameState, play, taped_chance
from majority_core.policy import UniformRandom
from majority_core.simulate import game_seeds, simulate
from tests.contract import GameContract, snapshot


class Duel(GameState):
    """Toy game: each round both seats secretly pick 1-3; the higher pick scores; 3 rounds.

    A dealt bonus card (hidden, seat 0 only) exercises private events and chance.
    """

    game_name = "duel"
    turn_rule = "Duel: both pick each round"

    def __init__(self, *, n_players: int = 2, seed: int = 0, rounds: int = 3) -> None:
        if n_players != 2:
            raise ValueError("Duel is for 2 players")
        super().__init__(n_players=n_players, seed=seed, options={"rounds": rounds})
        self.rng = make_rng(seed, "deal")
        self.bonus = self.rng.randint(0, 9)
        self.score = [0, 0]
        self.round = 0
        self.pending: dict[int, int] = {}
        self.events.append(
            Event("deal", f"Seat 0 gets bonus {self.bonus}.", "Duel 1", visible_to=frozenset({0}))
        )

    def current_players(self) -> list[int]:
        if self.is_terminal():
            return []
        return [p for p in range(2) if p not in self.pending]

    def legal_actions(self, player: int) -> list[Any]:
        return [1, 2, 3] if player in self.current_players() else []

    def _apply(self, player: int, action: Any) -> None:
        self.pending[player] = action
        if len(self.pending) == 2:
            a, b = self.pending[0], self.pending[1]
            if a != b:
                self.score[0 if a > b else 1] += 1
            self.events.append(Event("reveal", f"Seat 0 shows {a}, seat 1 shows {b}.", "Duel 2"))
            self.pending = {}
            self.round += 1

    def is_terminal(self) -> bool:
        return self.round >= self.options["rounds"]

    def returns(self) -> list[float]:
        if self.score[0] == self.score[1]:
            return [0.5, 0.5]
        return [1.0, 0.0] if self.score[0] > self.score[1] else [0.0, 1.0]

    def result_rows(self) -> list[dict[str, Any]]:
        return [{"score": s, "result": r} for s, r in zip(self.score, self.returns(), strict=True)]

    def view(self, player: int | None) -> dict[str, Any]:
        return {
            "score": list(self.score),
            "round": self.round,
            "bonus": self.bonus if player in (None, 0) else None,
            "chosen": sorted(self.pending) if player is not None else dict(self.pending),
            "events": [e.text for e in self.events_for(player)],
        }

    def _repr_html_(self) -> str:
        return f"<b>Duel</b> {self.score}"


def duel_world(state: Duel, seat: int, rng: random.Random) -> Duel:
    """Duel's other worlds (the leak test's sampler): seat 1 never sees the bonus, and a pick
    stays secret until both have picked; uniform over both."""
    bonus = state.bonus if seat == 0 else rng.randint(0, 9)
    tapes = {("deal",): ChanceTape(tape=[("randrange", bonus)])}
    with taped_chance(sys.modules[__name__], tapes):
        world = Duel.new(n_players=2, seed=state.seed, **state.options)
    cut = len(state.history) - len(state.pending)
    for i, (p, action) in enumerate(state.history):
        world.apply(p, rng.choice([1, 2, 3]) if i >= cut and p != seat else action)
    return world


class TestDuelContract(GameContract):
    state_cls = Duel
    sample_world = staticmethod(duel_world)
    min_differing = 0.3  # seat 0 knows the only dealt secret
    configs = [{"n_players": 2}, {"n_players": 2, "rounds": 5}]
    n_games = 10


def test_apply_validates_before_mutating() -> None:
    state = Duel.new(n_players=2, seed=1)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="legal: 1, 2, 3"):
        state.apply(0, 7)
    with pytest.raises(WrongPlayer, match="no seat 5"):
        state.apply(5, 1)
    state.apply(0, 1)
    with pytest.raises(WrongPlayer, match="waiting for seat 1"):
        state.apply(0, 2)
    assert snapshot(state) != before


def test_text_actions_are_parsed() -> None:
    state = Duel.new(n_players=2, seed=1)
    state.apply(0, "3")
    assert state.history == [(0, "3")]


def test_private_events_stay_private() -> None:
    state = Duel.new(n_players=2, seed=1)
    assert any("bonus" in t for t in state.explain(0))
    assert not any("bonus" in t for t in state.explain(1))
    assert state.view(1)["bonus"] is None


def test_game_over_is_a_wrong_phase() -> None:
    state = play(Duel.new(n_players=2, seed=2), [UniformRandom()] * 2, seed=2)
    with pytest.raises(WrongPhase, match="over"):
        state.apply(0, 1)


def test_derived_seeds_are_stable_and_independent() -> None:
    assert derive_seed(1, "game", 0) == derive_seed(1, "game", 0)
    assert len(set(game_seeds(1, 1000))) == 1000
    assert game_seeds(1, 10) == game_seeds(1, 20)[:10]


def test_simulate_is_tidy_and_order_independent() -> None:
    df = simulate(Duel, [UniformRandom(), UniformRandom()], 50, seed=3, progress=False)
    assert list(df.columns[:4]) == ["game", "seed", "seat", "policy"]
    assert len(df) == 100
    again = simulate(Duel, [UniformRandom(), UniformRandom()], 50, seed=3, progress=False)
    assert df.equals(again)
    longer = simulate(Duel, [UniformRandom(), UniformRandom()], 80, seed=3, progress=False)
    assert df.equals(longer[longer.game < 50].reset_index(drop=True))


def test_import_majority_core_stays_light() -> None:
    code = (
        "import sys, majority_core, majority_core.simulate;"
        "import importlib, pkgutil;"
        "[importlib.import_module(m.name) for m in pkgutil.walk_packages(majority_core.__path__, 'majority_core.')];"
        "heavy = [m for m in ('pandas', 'altair', 'ipywidgets', 'numpy', 'scipy', 'tqdm') if m in sys.modules];"
        "print(heavy); sys.exit(1 if heavy else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
