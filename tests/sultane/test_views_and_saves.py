"""Views leak nothing; save files round-trip; refused decisions change nothing.

Leak tests change what a seat cannot know (other seats' hidden roles, the order and content of
the deck and the discard, a hand held by someone else, pending votes) and check that the
seat's view and its explained log stay exactly the same.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.errors import RuleError, SaveFileError
from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.sultane import SultaneState
from majority_core.sultane.components import DINARZADE, PACIFIST, hand_text
from tests.contract import GameContract, look_seat_html
from widgets.sultane.board import SultaneLook

from .helpers import random_game, snapshot


class TestSultaneContract(GameContract):
    """The shared protocol contract (tests/contract.py) for every count and variant."""

    state_cls = SultaneState
    configs = [{"n_players": n} for n in range(5, 11)] + [
        {"n_players": 7, "variant_8d": True},
        {"n_players": 9, "variant_8d": True, "original_veto": True},
    ]
    n_games = 6
    seat_html = staticmethod(look_seat_html(SultaneLook()))
    leak_games = 3
    leak_states = 3


def random_prefix(s: SultaneState, rng: random.Random, steps: int) -> SultaneState:
    for _ in range(steps):
        if s.is_terminal():
            break
        p = rng.choice(s.current_players())
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.randrange(len(legal))])
    return s


def perturb_hidden(s: SultaneState, p: int, rng: random.Random) -> SultaneState:
    """A copy of ``s`` that differs only in what seat ``p`` does not know."""
    t = s.clone()
    unknown = [i for i, r in enumerate(t.known[p]) if r is None]
    roles = [t.roles[i] for i in unknown]
    rng.shuffle(roles)
    for i, r in zip(unknown, roles, strict=True):
        t.roles[i] = r
    # hidden tales: exchange tales between the deck, the discard and a hand p does not see
    holds = p in (t.vizir, t.nominee) and t.phase in (
        "vizir-discard",
        "narrator-discard",
        "veto-request",
        "veto-answer",
    )
    pools = [t.deck, t.discard] + ([] if holds else [t.hand])
    tales = [x for pool in pools for x in pool]
    rng.shuffle(tales)
    k = 0
    for pool in pools:
        pool[:] = tales[k : k + len(pool)]
        k += len(pool)
    # pending votes of the others
    for q in list(t.votes):
        if q != p:
            t.votes[q] = rng.random() < 0.5
    return t


@pytest.mark.parametrize("n", range(5, 11))
def test_views_do_not_change_when_hidden_information_changes(n: int) -> None:
    rng = random.Random(n)
    checked = 0
    for seed in range(40):
        s = random_prefix(SultaneState.new(n_players=n, seed=seed), rng, rng.randrange(1, 120))
        if s.is_terminal():
            continue
        for p in range(n):
            t = perturb_hidden(s, p, rng)
            assert t.view(p) == s.view(p)
            assert t.explain(p) == s.explain(p)
            checked += 1
        # the all-seeing view does see the difference (the test is sensitive)
    assert checked > 100


def test_perturbation_is_visible_to_the_all_seeing_view() -> None:
    rng = random.Random(0)
    s = random_prefix(SultaneState.new(n_players=7, seed=1), rng, 5)
    t = perturb_hidden(s, 0, random.Random(5))
    assert t.view(None) != s.view(None)


@pytest.mark.parametrize(
    ("n", "variant"), [(5, False), (7, False), (8, False), (9, True), (10, False)]
)
def test_swapping_hidden_roles_gives_the_same_view_all_game_long(n: int, variant: bool) -> None:
    """Replay one game with two hidden roles swapped: the seat's view never differs."""
    for seed in range(30):
        a0 = SultaneState.new(n_players=n, seed=seed, variant_8d=variant)
        deck = "".join(reversed(a0.deck))
        a = play(
            SultaneState.new(n_players=n, seed=seed, variant_8d=variant, roles=a0.roles, deck=deck),
            [UniformRandom()] * n,
            seed=seed,
        )
        rng = random.Random(seed)
        p = rng.randrange(n)
        investigated = {r["target"] for r in a.private_log[p] if r["kind"] == "investigation"}
        unknown = [
            i
            for i, r in enumerate(a.known[p])
            if r is None and a.roles[i] != DINARZADE and i not in investigated
        ]
        pairs = [(i, j) for i in unknown for j in unknown if a.roles[i] != a.roles[j] and i < j]
        if not pairs:
            continue
        i, j = rng.choice(pairs)
        roles = list(a.roles)
        roles[i], roles[j] = roles[j], roles[i]
        b = SultaneState.new(n_players=n, seed=seed, variant_8d=variant, roles=roles, deck=deck)
        prefix = SultaneState.new(
            n_players=n, seed=seed, variant_8d=variant, roles=a.roles, deck=deck
        )
        for player, action in a.history:
            if prefix.phase != "over":
                assert b.view(p) == prefix.view(p)
                assert b.explain(p) == prefix.explain(p)
            prefix.apply(player, action)
            b.apply(player, action)
        assert b.winner == a.winner


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


@settings(max_examples=300, deadline=None)
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


@settings(max_examples=60, deadline=None)
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
