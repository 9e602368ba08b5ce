"""Every Witch bot: legal, deterministic, blind to what its seat cannot see; and each rule of
its strategy (majority_core/witch/policies.py)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from majority_core.game import play
from majority_core.witch import Heuristic, Investigator, ModelPlayer, Random, WitchState
from majority_core.witch.policies import disk_gain
from majority_core.witch.worlds import sample_world
from tests.contract import random_prefix

from .helpers import full_deck

POLICIES = [Random(), Heuristic(), Heuristic(0.0), Investigator(), ModelPlayer()]
CONFIGS = [(4, False), (5, False), (3, True), (4, True), (5, True)]


@pytest.mark.parametrize("policy", POLICIES, ids=str)
class TestPolicyContract:
    """What every policy promises (as Axelrod gives every strategy its invariants)."""

    def test_plays_legal_games_to_the_end(self, policy) -> None:
        for n, standard in CONFIGS:
            s = play(WitchState.new(n_players=n, seed=n, standard=standard), [policy] * n, seed=1)
            assert s.is_terminal() and s.winners

    def test_mixed_table(self, policy) -> None:
        seats = [policy, Random(), Heuristic(), Investigator(), policy]
        assert play(WitchState.new(n_players=5, seed=4), seats, seed=4).is_terminal()

    def test_deterministic_view_unchanged_and_json_enough(self, policy) -> None:
        rng = random.Random(1)
        for seed in range(8):
            s = random_prefix(WitchState.new(n_players=4, seed=seed), rng, rng.randrange(0, 90))
            if s.is_terminal():
                continue
            for p in s.current_players():
                view = s.view(p)
                frozen = copy.deepcopy(view)
                legal = s.legal_actions(p)
                a = policy.act(view, legal, random.Random(9))
                b = policy.act(json.loads(json.dumps(frozen)), list(legal), random.Random(9))
                assert a == b and a in legal
                assert view == frozen

    def test_same_decision_in_every_world_the_seat_cannot_tell_apart(self, policy) -> None:
        rng = random.Random(2)
        for seed in range(6):
            s = random_prefix(WitchState.new(n_players=4, seed=seed), rng, rng.randrange(0, 90))
            if s.is_terminal():
                continue
            for p in s.current_players()[:2]:
                world = sample_world(s, p, random.Random(seed))
                legal = s.legal_actions(p)
                assert world.legal_actions(p) == legal
                assert policy.act(s.view(p), legal, random.Random(3)) == policy.act(
                    world.view(p), legal, random.Random(3)
                )


def state_with(prefix: str, colours=("blue", "red", "black", "yellow")) -> WitchState:
    return WitchState.new(
        n_players=4, seed=0, standard=False, colours=list(colours),
        deck=full_deck(prefix, 4, False),
    )


def decide(s: WitchState, policy) -> str:
    p = s.current_players()[0]
    return policy.act(s.view(p), s.legal_actions(p), random.Random(0))


def test_heuristic_keeps_rumours_off_its_own_colour() -> None:
    """Seat 0 is blue: with only blue and red on the field it keeps red, trades blue."""
    s = state_with("BBBRRRR")
    assert decide(s, Heuristic()) == "take:R/B"
    assert decide(s, Heuristic(0.0)) == "take:R/R"  # colour-blind: the first best disk


def test_heuristic_goes_for_disk_majorities() -> None:
    """A disk that makes the bot the sole holder of a colour beats one that does not."""
    s = state_with("PPYYRRK")
    s.disks[1][4] = 2  # seat 1 holds 2 yellow: one more yellow would not lead
    v = s.view(0)
    assert disk_gain(v, "pink") == 3 > disk_gain(v, "yellow")
    a = decide(s, Heuristic())
    assert a[-1] in "PR" and a[5] != "B"  # a pink or red disk (alone: 3 points), not yellow


def test_heuristic_uses_a_data_card_to_hide_its_own_rumours() -> None:
    s = state_with("DBBRRYY" + "BBPPPPP")
    s.apply(0, "take:R/R")
    s.apply(1, "take:B/Y")  # seat 1 puts a blue rumour on seat 0's colour
    s.apply(2, "take:B/Y")  # and seat 2 another
    s.apply(3, "take:P/P")
    assert decide(s, Heuristic()) == "data"
    s.apply(0, "data")
    assert decide(s, Heuristic()) == "hide:1B,2B"


def test_investigator_guesses_the_most_likely_colours() -> None:
    s = play(WitchState.new(n_players=4, seed=3, standard=False), [Heuristic()] * 3 + [Investigator()], seed=3)
    right = sum(s.sheets[3][0][t] == s.colour[t] for t in range(3))
    assert right >= 2  # a cautious heuristic gives its colour away
