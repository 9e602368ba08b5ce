"""OpenSpiel on Sultane, Majority 2 and Witch (majority_core/<game>/openspiel.py through the
shared adapter): OpenSpiel's own checks, the package's replay, no secret in a seat's strings,
and the deal as the one chance node. Kept to a few seconds a game (the Majority 2 games use a
short turn limit, 5-player Witch the one-day discovery game)."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pyspiel
import pytest

import majority_core.openspiel as mo
from majority_core.majority2 import Majority2State, build_deck
from majority_core.rng import derive_seed
from majority_core.sultane import SultaneState, roles_for, side_of
from majority_core.witch import WitchState
from majority_core.witch.components import components

SIMS = [
    "python_sultane(players=5)",
    "python_sultane(players=7)",
    "python_sultane(players=10,original_veto=True)",
    "python_majority2(turn_limit=10)",
    "python_majority2(promos=all,ghosts=True,ghost_cost=2,turn_limit=10)",
    "python_witch(players=3)",
    "python_witch(players=5,standard=False)",
]


@pytest.mark.parametrize("name", SIMS)
def test_openspiel_random_sim_test(name: str) -> None:
    """OpenSpiel's consistency test, with serialization, at each player count and option set:
    every legal action of the engines has its number (no unknown notation is ever offered)."""
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize(
    "name, players, universe",
    [
        # 5-6 players: peek, then exile (no target for peek); 7-10: investigate, choose, exile
        # (Sultane 7, RULINGS: Sultane "as printed").
        # nominations, yes/no, two discards, four veto words, 4 + 3 + 4 claims and silence,
        # an investigation claim per seat and side, each power's targets
        ("python_sultane(players=5)", 5, 5 + 2 + 2 + 4 + 12 + 2 * 5 + 1 * 5),
        ("python_sultane(players=7)", 7, 7 + 2 + 2 + 4 + 12 + 2 * 7 + 3 * 7),
        # takes, data, rumours to hide, sheet rows: 3 players have no black (RULINGS: Witch)
        # and hide one rumour; 4 players take two blacks with a disk colour, hide two
        ("python_witch(players=3)", 3, 4 * 4 + 1 + 3 * 4 + 3 * 4 * 4),
        ("python_witch(players=4)", 4, 24 + 4 + 1 + (20 * 21) // 2 + 4 * 5**3),
    ],
)
def test_actions_enumerated_per_player_count(name: str, players: int, universe: int) -> None:
    """A fixed numbered list per configuration, ``pass`` last (for seats that wait)."""
    game = pyspiel.load_game(name)
    assert game.num_players() == players
    assert game.num_distinct_actions() == universe + 1
    state = game.new_initial_state()
    state.apply_action(0)
    assert state.action_to_string(0, game.num_distinct_actions() - 1) == mo.PASS


def test_majority2_actions_cover_every_card_and_place() -> None:
    """Majority 2: each card played or free-played in columns 1-3 (5-5, 5-6); with the
    promos and Ghosts (6-3, 6-4) the promo cards and the Ghost join the list."""
    base = pyspiel.load_game("python_majority2()")
    full = pyspiel.load_game("python_majority2(promos=all,ghosts=True)")
    state = full.new_initial_state()
    state.apply_action(0)
    names = {state.action_to_string(0, a) for a in range(full.num_distinct_actions())}
    for card in {str(c) for c in build_deck("all", True)}:
        assert {f"play {card} 1", f"free {card} 3", f"form {card}"} <= names
    assert "ghost 2" in names and "take s1.c3.1" in names and "disc s0.zone.1 angels" in names
    # a card in play with a colour disc is named with it (6-1): forming and zone discards
    for card in build_deck("all", True):
        assert {f"form {card.with_disc('angels')}", f"discard {card.with_disc('reapers')}"} <= names
        assert f"play {card.with_disc('angels')} 1" not in names  # hand cards carry no disc
    assert full.num_distinct_actions() > base.num_distinct_actions()


def _playout(game, rng: random.Random, stop: int | None = None):
    """One adapter game with random choices (``stop``: after that many moves); the state and
    the package decisions in order."""
    state = game.new_initial_state()
    decisions: list[tuple[int, str]] = []
    moves = 0
    while not state.is_terminal() and (stop is None or moves < stop):
        player = state.current_player()
        if player == pyspiel.PlayerId.CHANCE:
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            continue
        if player == pyspiel.PlayerId.SIMULTANEOUS:
            deciding = sorted(mo.package_state(state).current_players())
            actions = [rng.choice(state.legal_actions(p)) for p in range(game.num_players())]
            decisions += [(p, state.action_to_string(p, actions[p])) for p in deciding]
            state.apply_actions(actions)
        else:
            action = rng.choice(state.legal_actions(player))
            decisions.append((player, state.action_to_string(player, action)))
            state.apply_action(action)
        moves += 1
    return state, decisions


REPLAYS = [
    ("python_sultane(players=6)", SultaneState, {}),
    ("python_sultane(players=9,variant_8d=True)", SultaneState, {"variant_8d": True}),
    ("python_majority2(turn_limit=8)", Majority2State, {"turn_limit": 8}),
    (
        "python_majority2(promos=all,ghosts=True,turn_limit=8)",
        Majority2State,
        {"promos": "all", "ghosts": True, "turn_limit": 8},
    ),
    ("python_witch(players=3)", WitchState, {}),
    ("python_witch(players=5,standard=False)", WitchState, {"standard": False}),
]


@pytest.mark.parametrize("name, cls, options", REPLAYS)
def test_same_decisions_same_game_and_returns(name: str, cls, options) -> None:
    """For the same deal and decisions the package's own replay gives the same game and
    returns (Sultane is general-sum: every member of the winning side gets 1, Sultane 2)."""
    game = pyspiel.load_game(name)
    rng = random.Random(11)
    for _ in range(2):
        state, decisions = _playout(game, rng)
        seed = derive_seed(0, "openspiel", state.history()[0])
        package = cls.replay(decisions, n_players=game.num_players(), seed=seed, **options)
        assert package.is_terminal()
        assert package == mo.package_state(state)
        assert list(state.returns()) == pytest.approx(package.returns())
        if game.get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM:
            assert sum(state.returns()) == pytest.approx(game.utility_sum())
        else:
            winners = {side_of(r) for r, x in zip(package.roles, state.returns(), strict=True) if x == 1}
            assert len(winners) == 1 and sum(state.returns()) == sum(
                side_of(r) in winners for r in package.roles
            )


@pytest.mark.parametrize(
    "name, game_package, moves",
    [
        ("python_sultane(players=7)", "sultane", 14),
        ("python_majority2(promos=all,ghosts=True)", "majority2", 30),
        ("python_witch(players=4)", "witch", 12),
    ],
)
def test_strings_unchanged_in_a_world_the_seat_cannot_tell_apart(
    name: str, game_package: str, moves: int
) -> None:
    """Each seat's information state and observation are the same in a world drawn for that
    seat by the game's worlds.py (the other seats' secrets drawn again): no string shows one."""
    import importlib

    game = pyspiel.load_game(name)
    sample_world = importlib.import_module(f"majority_core.{game_package}.worlds").sample_world
    state, _decisions = _playout(game, random.Random(5), stop=moves)
    real = mo.package_state(state)
    assert not real.is_terminal()
    differs = 0
    for seat in range(game.num_players()):
        info, obs = state.information_state_string(seat), state.observation_string(seat)
        for k in range(3):
            other = state.clone()
            other.package_state = sample_world(real, seat, random.Random(100 * seat + k))
            differs += other.package_state.view(None) != real.view(None)
            assert other.information_state_string(seat) == info
            assert other.observation_string(seat) == obs
    assert differs  # the worlds are other worlds, not copies


@pytest.mark.parametrize(
    "name, cls, options",
    [
        ("python_sultane(players=8,deals=64,seed=3)", SultaneState, {}),
        ("python_majority2(deals=16,seed=3)", Majority2State, {}),
        ("python_witch(players=5,deals=64,seed=3)", WitchState, {}),
    ],
)
def test_chance_is_the_deal(name: str, cls, options) -> None:
    """The one chance node: ``deals`` outcomes, each 1/deals (they sum to 1), outcome k the
    package's game from ``derive_seed(seed, "openspiel", k)``; then seats decide."""
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    deals = game.max_chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(deals))
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert all(p == pytest.approx(1 / deals) for _, p in outcomes)
    for k in (0, deals - 1):
        child = state.child(k)
        assert mo.package_state(child) == cls.new(
            n_players=game.num_players(), seed=derive_seed(3, "openspiel", k), **options
        )
        assert not child.is_chance_node() and not child.is_terminal()


def _deal_chance(game, read) -> Counter:
    """The chance-weighted distribution of ``read(package state)`` over the deals."""
    state = game.new_initial_state()
    dist: Counter = Counter()
    for k, p in state.chance_outcomes():
        dist[read(mo.package_state(state.child(k)))] += Fraction(p).limit_denominator(1 << 20)
    return dist


def test_sultane_deal_matches_the_roles_of_the_rules() -> None:
    """Every deal hands out exactly the role cards of Sultane 3c at its player count, and
    over the deals seat 0 is on the pacifist side about as often as the rules' 3 in 8."""
    game = pyspiel.load_game("python_sultane(players=8,deals=512)")
    roles = _deal_chance(game, lambda s: tuple(sorted(s.roles)))
    assert roles == {tuple(sorted(roles_for(8))): 1}
    side = _deal_chance(game, lambda s: side_of(s.roles[0]))
    pacifists = sum(side_of(r) == "pacifists" for r in roles_for(8))
    assert pacifists == 3
    # 512 deals: the binomial standard deviation of the share is about 0.021.
    assert abs(float(side["pacifists"]) - pacifists / 8) < 0.07


def test_witch_deal_matches_the_box() -> None:
    """Every deal puts the box of Witch 3 (RULINGS for 3 players) in play: each seat a
    different colour of those in play, the deck's cards by colour and data cards as counted;
    over the deals seat 0 gets each colour about equally often."""
    game = pyspiel.load_game("python_witch(players=3,deals=300)")
    comp = components(3, True)
    census = _deal_chance(game, lambda s: tuple(s.card_census()))
    expected = tuple(
        comp.cards_per_colour if c in comp.codes else comp.data_cards if c == 5 else 0
        for c in range(6)
    )
    assert census == {expected: 1}
    dealt = _deal_chance(game, lambda s: len(set(s.colour)) == 3)
    assert dealt == {True: 1}
    colour = _deal_chance(game, lambda s: s.colour[0])
    assert set(colour) == set(comp.codes)
    for share in colour.values():
        assert abs(float(share) - 1 / len(comp.codes)) < 0.1


def test_majority2_deal_is_the_whole_deck() -> None:
    """Every deal shuffles the whole deck of the options in play (4-4; 6-3, 6-4)."""
    game = pyspiel.load_game("python_majority2(promos=all,ghosts=True,deals=32)")
    deck = tuple(sorted(str(c) for c in build_deck("all", True)))
    census = _deal_chance(
        game, lambda s: tuple(sorted(str(s.cards[i]) for i in s.cards_everywhere()))
    )
    assert census == {deck: 1}


def test_sultane_is_general_sum() -> None:
    """The winning side's members each get 1 (Sultane 2): the sum depends on the side."""
    game = pyspiel.load_game("python_sultane(players=5)")
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert pyspiel.load_game("python_witch()").get_type().utility == (
        pyspiel.GameType.Utility.CONSTANT_SUM
    )


def test_resample_from_infostate_draws_the_seats_worlds() -> None:
    """``resample_from_infostate`` (what OpenSpiel's ISMCTS asks for) keeps the seat's
    information state and draws the rest again with worlds.py; a Sultane seat's too."""
    for name, moves in (("python_majority2(promos=all)", 25), ("python_sultane(players=6)", 8)):
        game = pyspiel.load_game(name)
        state, _decisions = _playout(game, random.Random(2), stop=moves)
        seat = 1
        info = state.information_state_string(seat)
        before = mo.package_state(state).view(None)
        worlds = [
            state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
            for _ in range(4)
        ]
        assert all(w.information_state_string(seat) == info for w in worlds)
        assert any(
            mo.package_state(w).view(None) != mo.package_state(state).view(None) for w in worlds
        )
        assert mo.package_state(state).view(None) == before  # the real game is left as it was


def test_openspiel_ismcts_decides_in_majority2() -> None:
    """Majority 2 is a sequential game for OpenSpiel (one seat decides at a time, 5-1), so its
    ISMCTS bot runs on it with the adapter's worlds and picks a legal action."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("python_majority2(turn_limit=3)")
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    state, _decisions = _playout(game, random.Random(4), stop=6)
    while len(state.legal_actions()) < 2:
        state.apply_action(state.legal_actions()[0])
    rs = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rs), 2.0, 8, random_state=rs)
    assert bot.step(state) in state.legal_actions()
