"""Views leak nothing; save files round-trip; refused decisions change nothing.

Leak tests build a second world that the seat cannot tell apart (other roles, tale orders,
discards and pending votes, the same public decisions replayed through the rules:
``majority_core/sultane/worlds.py``) and check that the seat's view, log, legal actions and
board are exactly the same in both.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.errors import RuleError, SaveFileError
from majority_core.sultane import SultaneState
from majority_core.sultane.components import PACIFIST, hand_text
from majority_core.sultane.worlds import recognised, sample_world
from tests.contract import (
    GameContract,
    default_seat_html,
    leak_verdict,
    random_states,
    sealed_pair,
)

from .helpers import random_game, snapshot

BOARD = default_seat_html(SultaneState)


class TestSultaneContract(GameContract):
    """The shared protocol contract (tests/contract.py) for every count and variant."""

    state_cls = SultaneState
    configs = [{"n_players": n} for n in range(5, 11)] + [
        {"n_players": 7, "variant_8d": True},
        {"n_players": 9, "variant_8d": True, "original_veto": True},
    ]
    n_games = 6
    leak_games = 3
    leak_states = 2


def random_prefix(s: SultaneState, rng: random.Random, steps: int) -> SultaneState:
    for _ in range(steps):
        if s.is_terminal():
            break
        p = rng.choice(s.current_players())
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.randrange(len(legal))])
    return s


def perturb_hidden(s: SultaneState, p: int, rng: random.Random) -> SultaneState:
    """A game that differs from ``s`` only in what seat ``p`` does not know: the sampler's
    world (same public decisions replayed through the rules, other secrets)."""
    return sample_world(s, p, rng)


@pytest.mark.parametrize("n", range(5, 11))
def test_views_do_not_change_in_a_world_the_seat_cannot_tell_apart(n: int) -> None:
    """Other roles, tale orders, discards and pending votes, the same public history
    (:func:`majority_core.sultane.worlds.sample_world`, replayed through the rules): every
    seat's view, log, legal actions and board are the same (more states than the contract)."""
    rng = random.Random(n)
    differing = pairs = 0
    for seed in range(4):
        for state in random_states(SultaneState, {"n_players": n}, seed, 4):
            leaks, n_diff = leak_verdict(state, sample_world, rng, BOARD)
            assert leaks == []
            differing += n_diff
            pairs += n
    assert differing > 0.7 * pairs


def test_worlds_are_sealed_past_a_reshuffle() -> None:
    """Sultane 5 (a hand is seen as a set: which of two tales of one type is discarded is no
    fact), 5c (a reshuffle hides where every tale lies): from a world the seat cannot tell
    apart, the same sampler seed draws the same world, here past a reshuffle, where the tales a
    seat saw before it come back among others (this game and seat 0 once told them apart)."""
    checked = 0
    for state in random_states(SultaneState, {"n_players": 10}, 1, 4):
        if not any(e.kind == "reshuffle" for e in state.events):
            continue
        for seat in range(10):
            rng = random.Random(100 + seat)
            for _ in range(2):
                world = sample_world(state, seat, rng)
                a, b = sealed_pair(state, world, seat, sample_world, rng.randrange(2**32))
                assert a == b, (len(state.history), seat)
                checked += 1
    assert checked >= 40


@pytest.mark.parametrize(("n", "variant"), [(5, False), (7, False), (9, True), (10, False)])
def test_worlds_redeal_the_roles_a_seat_does_not_know(n: int, variant: bool) -> None:
    """The sampler is not vacuous on roles: an interventionist (who recognises nobody, 3c)
    gets other deals, and a seat's own role and recognised roles never change."""
    other = 0
    for seed in range(20):
        state = SultaneState.new(n_players=n, seed=seed, variant_8d=variant)
        seat = state.roles.index("interventionist")
        world = sample_world(state, seat, random.Random(seed))
        assert world.roles[seat] == "interventionist"
        other += world.roles != state.roles
        pacifist = state.roles.index("pacifist")
        world = sample_world(state, pacifist, random.Random(seed))
        assert recognised(world.roles, pacifist, variant) == recognised(
            state.roles, pacifist, variant
        )
    assert other >= 15


def test_a_seat_sees_its_own_secrets_but_not_others() -> None:
    s = SultaneState.new(n_players=7, seed=2)
    s.apply(0, "nominate:1")
    for p in s.current_players():
        s.apply(p, "yes")
    assert len(s.view(0)["hand"]) == 3
    assert s.view(1)["hand"] == "" and s.view(2)["hand"] == ""
    assert hand_text(s.view(None)["hand"]) == hand_text(s.hand)
    assert all(e.visible_to is None for e in s.events_for(3) if e.kind != "role")


def test_roles_are_revealed_to_everyone_at_the_end() -> None:
    s = random_game(7, 3)
    for p in range(7):
        assert s.view(p)["known_roles"] == s.roles


# -- save / load ---------------------------------------------------------------------------
@pytest.mark.parametrize("options", [{}, {"original_veto": True}, {"variant_8d": True}])
def test_save_load_round_trip_at_every_step(options: dict) -> None:
    s = random_game(7, 11, **options)
    for k in range(0, len(s.history) + 1, 7):
        part = s.replay_prefix(k)
        text = part.to_json()
        loaded = SultaneState.from_json(text)
        assert loaded == part
        assert [e.to_dict() for e in loaded.events] == [e.to_dict() for e in part.events]
        assert json.loads(text)["options"] == {
            **options,
            **{
                "original_veto": options.get("original_veto", False),
                "variant_8d": options.get("variant_8d", False),
            },
        }


def test_stacked_game_round_trips() -> None:
    s = SultaneState.new(
        n_players=5,
        seed=1,
        roles=["pacifist", "interventionist", "dinarzade", "interventionist", "interventionist"],
        deck="PPI" * 5 + "PI",
    )
    s.apply(0, "nominate:2")
    loaded = SultaneState.from_json(s.to_json())
    assert loaded == s and loaded.roles == s.roles


def test_tampered_save_files_say_what_is_wrong() -> None:
    s = random_game(7, 4)
    data = json.loads(s.to_json())
    bad = dict(data, options={**data["options"], "variant_8d": True}, n_players=8)
    with pytest.raises(SaveFileError, match="7 or 9"):
        SultaneState.from_json(json.dumps(bad))
    swapped = dict(data, decisions=[[0, "nominate:0"]] + data["decisions"][1:])
    with pytest.raises(SaveFileError, match="decision 1"):
        SultaneState.from_json(json.dumps(swapped))
    lie = dict(data, seed=data["seed"] + 1)
    with pytest.raises(SaveFileError):
        SultaneState.from_json(json.dumps(lie))  # the same decisions are illegal in another deal


# -- refused decisions ---------------------------------------------------------------------
TEXT = st.one_of(
    st.text(max_size=25),
    st.sampled_from(
        [
            "yes",
            "no",
            "veto",
            "read",
            "accept-veto",
            "no-claim",
            "discard:P",
            "discard:I",
            "claim-draw:PPP",
            "claim-draw:PPPP",
            "claim-received:IX",
            "claim-investigation:9:P",
            "investigate:0",
            "exile:99",
            "choose:-1",
            "nominate:",
            "nominate:0",
            "nominate:6",
        ]
    ),
    st.integers(),
    st.none(),
)


@settings(max_examples=300)
@given(
    seed=st.integers(0, 10_000), steps=st.integers(0, 150), player=st.integers(-2, 8), action=TEXT
)
def test_any_input_is_either_legal_or_refused_without_change(seed, steps, player, action) -> None:
    """Property: any (seat, input) either is a legal decision or raises a RuleError, no change."""
    s = random_prefix(SultaneState.new(n_players=7, seed=seed), random.Random(seed), steps)
    legal = s.legal_actions(player) if 0 <= player < 7 and not s.is_terminal() else []
    before = snapshot(s)
    try:
        s.apply(player, action)
    except RuleError as exc:
        assert str(exc) and exc.rule
        assert snapshot(s) == before
    else:
        verb, sep, arg = str(action).strip().partition(":")
        assert verb.lower() + sep + arg.upper() in legal


def test_reading_the_truth_requires_the_all_seeing_view() -> None:
    """A pacifist's lie is never flagged: no public event mentions the real hand."""
    s = SultaneState.new(n_players=7, seed=0, deck="PPI" + "P" * 9 + "I" * 5)
    s.apply(0, "nominate:1")
    for p in s.current_players():
        s.apply(p, "yes")
    s.apply(0, "discard:I")
    s.apply(1, f"discard:{PACIFIST}")
    s.apply(0, "claim-draw:PPP")
    public = [e for e in s.events if e.visible_to is None]
    assert not any("PPI" in json.dumps(e.data) for e in public)


@settings(max_examples=60)
@given(
    n=st.integers(5, 10),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 200),
    veto=st.booleans(),
)
def test_save_load_property(n: int, seed: int, steps: int, veto: bool) -> None:
    """Property: any position reached by legal play saves and loads to an equal game."""
    s = random_prefix(
        SultaneState.new(n_players=n, seed=seed, original_veto=veto), random.Random(seed), steps
    )
    loaded = SultaneState.from_json(s.to_json())
    assert loaded == s
    for p in range(n):
        assert loaded.view(p) == s.view(p)
