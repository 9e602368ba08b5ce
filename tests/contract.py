"""The protocol contract: what every game of the package promises, tested once for all.

A game's test module subclasses :class:`GameContract`, says how to make a state, and gets
these tests for free (as Axelrod gives every strategy its invariants):

* random games end, and each decision is one of the legal actions of a waiting seat;
* the same seed and the same decisions replay the same game, event for event;
* a save/load round trip at any point equals the original, and loading a tampered file fails;
* a refused decision (wrong seat, illegal action, garbage) raises a RuleError and leaves the
  state exactly as it was;
* views are JSON-able, the all-seeing view sees every event, and a seat sees only the events
  addressed to it or to everyone;
* clones are independent; ``returns`` and ``result_rows`` have one entry per seat.
"""

from __future__ import annotations

import json
import random
from typing import Any, ClassVar

import pytest

from majority_core.errors import RuleError, SaveFileError
from majority_core.game import GameState, play
from majority_core.policy import UniformRandom


def snapshot(state: GameState) -> tuple[str, str, int]:
    """Everything observable about a state, to check that a refusal changed nothing."""
    return (
        state.to_json(sort_keys=True),
        json.dumps(state.view(None), sort_keys=True, default=str),
        len(state.events),
    )


def random_prefix(state: GameState, rng: random.Random, steps: int) -> GameState:
    """Apply up to ``steps`` uniformly random legal decisions."""
    for _ in range(steps):
        waiting = state.current_players()
        if not waiting:
            break
        p = rng.choice(waiting)
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
    return state


class GameContract:
    """Subclass and set ``state_cls`` and ``configs`` (a list of ``new()`` keyword dicts)."""

    state_cls: ClassVar[type[GameState]]
    configs: ClassVar[list[dict[str, Any]]]
    n_games: ClassVar[int] = 30

    def new(self, config: dict[str, Any], seed: int) -> GameState:
        return self.state_cls.new(seed=seed, **config)

    def _each(self):
        for config in self.configs:
            for seed in range(self.n_games):
                yield config, seed

    def test_random_games_end_with_one_result_per_seat(self) -> None:
        for config, seed in self._each():
            state = play(self.new(config, seed), [UniformRandom()] * config["n_players"], seed=seed)
            assert state.is_terminal()
            assert state.current_players() == []
            assert len(state.returns()) == state.n_players
            assert len(state.result_rows()) == state.n_players
            assert all(e.text for e in state.events)

    def test_same_seed_and_decisions_replay_the_same_game(self) -> None:
        for config, seed in self._each():
            a = play(self.new(config, seed), [UniformRandom()] * config["n_players"], seed=seed)
            b = self.state_cls.replay(a.history, seed=seed, **config)
            assert [e.to_dict() for e in a.events] == [e.to_dict() for e in b.events]
            assert a == b

    def test_save_load_round_trip_mid_game(self) -> None:
        rng = random.Random(1)
        for config, seed in self._each():
            state = random_prefix(self.new(config, seed), rng, rng.randrange(1, 60))
            loaded = self.state_cls.from_json(state.to_json())
            assert loaded == state
            assert loaded.view(None) == state.view(None)
            assert [e.to_dict() for e in loaded.events] == [e.to_dict() for e in state.events]

    def test_tampered_save_files_are_refused(self) -> None:
        config = self.configs[0]
        state = random_prefix(self.new(config, 3), random.Random(3), 10)
        data = json.loads(state.to_json())
        bad_files: list[Any] = [
            "not json",
            "[]",
            json.dumps({**data, "format": "chess"}),
            json.dumps({**data, "game": "another"}),
            json.dumps({**data, "seed": "x"}),
            json.dumps({**data, "decisions": [[0, "no such action"]]}),
            json.dumps({**data, "decisions": "nope"}),
            json.dumps({**data, "decisions": [[99, "x"]]}),
        ]
        for text in bad_files:
            with pytest.raises(SaveFileError):
                self.state_cls.from_json(text)

    def test_refused_decisions_change_nothing(self) -> None:
        rng = random.Random(2)
        for config, seed in self._each():
            state = random_prefix(self.new(config, seed), rng, rng.randrange(0, 40))
            if state.is_terminal():
                continue
            before = snapshot(state)
            waiting = state.current_players()
            idle = [p for p in range(state.n_players) if p not in waiting]
            attempts: list[tuple[Any, Any]] = [
                (waiting[0], "definitely not an action"),
                (waiting[0], None),
                (-1, state.legal_actions(waiting[0])[0]),
                (state.n_players, state.legal_actions(waiting[0])[0]),
            ]
            if idle:
                attempts.append((idle[0], state.legal_actions(waiting[0])[0]))
            for player, action in attempts:
                with pytest.raises(RuleError) as info:
                    state.apply(player, action)
                assert str(info.value)
                assert snapshot(state) == before

    def test_acting_after_the_end_is_refused(self) -> None:
        config = self.configs[0]
        state = play(self.new(config, 5), [UniformRandom()] * config["n_players"], seed=5)
        before = snapshot(state)
        with pytest.raises(RuleError):
            state.apply(0, "anything")
        assert snapshot(state) == before

    def test_views_are_json_and_show_only_own_events(self) -> None:
        rng = random.Random(4)
        for config, seed in self._each():
            state = random_prefix(self.new(config, seed), rng, rng.randrange(1, 80))
            json.dumps(state.view(None))
            assert len(state.events_for(None)) == len(state.events)
            for p in range(state.n_players):
                json.dumps(state.view(p))
                for event in state.events_for(p):
                    assert event.visible_to is None or p in event.visible_to

    def test_clone_is_independent(self) -> None:
        config = self.configs[0]
        state = random_prefix(self.new(config, 6), random.Random(6), 5)
        before = snapshot(state)
        copy = state.clone()
        random_prefix(copy, random.Random(7), 20)
        assert snapshot(state) == before

    def test_replay_prefix_steps_back(self) -> None:
        config = self.configs[0]
        state = random_prefix(self.new(config, 8), random.Random(8), 25)
        for k in range(len(state.history) + 1):
            earlier = state.replay_prefix(k)
            assert earlier.history == state.history[:k]

    def test_state_draws_itself(self) -> None:
        state = self.new(self.configs[0], 9)
        html = state._repr_html_()  # type: ignore[attr-defined]
        assert isinstance(html, str) and "<" in html
