"""The search bot (ISMCTS) and its hints: worlds, posterior, determinism, no leak, every game."""

from __future__ import annotations

import math
import random

import pytest
from scipy import stats

from majority_core.game import GameState, play
from majority_core.grard.state import GrardState
from majority_core.majority2.state import Majority2State
from majority_core.policy import UniformRandom
from majority_core.search import SearchBot, convergence, hint, sampler_for, search
from majority_core.sultane.state import SultaneState
from majority_core.the_majority.state import TheMajorityState
from majority_core.witch.state import WitchState

GAMES: list[tuple[type[GameState], int]] = [
    (TheMajorityState, 4),
    (SultaneState, 5),
    (GrardState, 5),
    (Majority2State, 2),
    (WitchState, 4),
]


def advance(state: GameState, steps: int, seed: int) -> GameState:
    """``state`` after up to ``steps`` uniformly random decisions (stopping before the end)."""
    rng = random.Random(seed)
    for _ in range(steps):
        waiting = state.current_players()
        if not waiting:
            break
        p = waiting[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
    return state


def mid_game(cls: type[GameState], n: int, steps: int = 25, seed: int = 1) -> GameState:
    for s in range(seed, seed + 20):
        state = advance(cls.new(n_players=n, seed=s), steps, s)
        if not state.is_terminal():
            return state
    raise AssertionError("no unfinished game found")


@pytest.mark.parametrize(("cls", "n"), GAMES, ids=lambda x: getattr(x, "game_name", str(x)))
def test_a_sampled_world_agrees_with_the_seats_view(cls: type[GameState], n: int) -> None:
    """A world the sampler draws shows the seat exactly what the real game shows it."""
    state = mid_game(cls, n)
    seat = state.current_players()[0]
    sample = sampler_for(state)
    rng = random.Random(0)
    for _ in range(3):
        world = sample(state, seat, rng)
        assert world.view(seat) == state.view(seat)
        assert world.explain(seat) == state.explain(seat)
        assert [str(a) for a in world.legal_actions(seat)] == [
            str(a) for a in state.legal_actions(seat)
        ]


def test_the_majority_sampler_matches_the_exact_posterior() -> None:
    """Revised 2-2: before any pick, another seat's packet is 6 of the 66 cards seat 0 has not
    seen, uniformly; so it holds at least one R10 with probability 1 - C(64, 6) / C(66, 6) when
    seat 0 holds one of the three. The sampler's frequency agrees (binomial test)."""
    state = TheMajorityState.new(n_players=4, seed=5)
    packet = state.view(0)["packet"]
    assert packet.count("R10") == 1 and len(packet) == 6
    exact = 1 - math.comb(64, 6) / math.comb(66, 6)
    rng = random.Random(2)
    trials = 300
    hits = sum(
        "R10" in sampler_for(state)(state, 0, rng).view(1)["packet"] for _ in range(trials)
    )
    assert stats.binomtest(hits, trials, exact).pvalue > 0.001, (hits, exact)


def test_grard_sampler_draws_pending_votes_uniformly() -> None:
    """Grard "Déroulement": a vote laid face down this turn is a secret; the sampler draws it
    uniformly among A, B, C and mark (its documented distribution), so each is near 1/4."""
    state = GrardState.new(n_players=5, seed=1)
    state.apply(1, "A")
    rng = random.Random(3)
    trials = 200
    counts: dict[str, int] = {}
    for _ in range(trials):
        world = sampler_for(state)(state, 0, rng)
        counts[world.history[-1][1]] = counts.get(world.history[-1][1], 0) + 1
    assert set(counts) == {"A", "B", "C", "mark"}
    for k in counts.values():
        assert stats.binomtest(k, trials, 0.25).pvalue > 0.001, counts


@pytest.mark.parametrize(("cls", "n"), GAMES, ids=lambda x: getattr(x, "game_name", str(x)))
def test_search_gives_every_legal_action_and_is_replayable(cls: type[GameState], n: int) -> None:
    """The same seed gives the same search; every legal action is tried; values are results."""
    state = mid_game(cls, n)
    seat = state.current_players()[0]
    first = search(state, seat, iterations=12, seed=4)
    again = search(state, seat, iterations=12, seed=4)
    assert set(first) == {str(a) for a in state.legal_actions(seat)}
    assert {a: (s.visits, s.total) for a, s in first.items()} == {
        a: (s.visits, s.total) for a, s in again.items()
    }
    assert sum(s.visits for s in first.values()) == 12
    assert all(0 <= s.value <= 1 for s in first.values())


def test_search_works_in_a_simultaneous_step() -> None:
    """Revised 2-2: the draft pick is simultaneous; a seat that still picks while others
    have picked gets a search (the others' picks are their sampled ones)."""
    state = TheMajorityState.new(n_players=4, seed=5)
    state.apply(1, state.legal_actions(1)[0])
    state.apply(3, state.legal_actions(3)[-1])
    got = search(state, 0, iterations=8, seed=0)
    assert sum(s.visits for s in got.values()) == 8


def test_a_seat_without_a_decision_cannot_search() -> None:
    state = TheMajorityState.new(n_players=4, seed=5)
    state.apply(1, state.legal_actions(1)[0])
    with pytest.raises(ValueError, match="no decision"):
        search(state, 1, iterations=2)
    with pytest.raises(ValueError, match="budget"):
        search(state, 0, iterations=None)


def _hint_table(state: GameState, seat: int) -> list[tuple[str, float, int]]:
    h = hint(state, seat, iterations=10, seed=9)
    return [(a, v, n) for a, v, _, _, n in h.actions] + [(h.best, 0.0, 0)]


def test_hint_unchanged_when_other_seats_pending_picks_change() -> None:
    """Revised 2-2: the cards the others picked this step are secret, so seat 0's hint is the
    same whichever cards they picked (two real games with other secrets)."""
    a = TheMajorityState.new(n_players=4, seed=5)
    b = a.clone()
    for p in (1, 2):
        a.apply(p, a.legal_actions(p)[0])
        b.apply(p, b.legal_actions(p)[-1])
    assert a.view(None) != b.view(None) and a.view(0) == b.view(0)
    assert _hint_table(a, 0) == _hint_table(b, 0)


def test_hint_unchanged_in_a_world_the_seat_cannot_tell_apart() -> None:
    """Grard "Déroulement": the draw pile and the others' face-down votes are secret; a world
    drawn by the sampler (other pile, other votes) gives seat 0 the very same hint."""
    state = advance(GrardState.new(n_players=5, seed=2), 12, 2)
    seat = state.current_players()[0]
    for p in state.current_players()[1:3]:
        state.apply(p, "B")
    rng = random.Random(11)
    other = next(
        w
        for w in (sampler_for(state)(state, seat, rng) for _ in range(20))
        if w.view(None) != state.view(None)
    )
    assert other.view(seat) == state.view(seat)
    assert _hint_table(other, seat) == _hint_table(state, seat)


def test_hint_lists_every_action_with_an_interval_and_a_reason() -> None:
    """Revised 4-1: the reason for a card names its colour's totals."""
    state = mid_game(TheMajorityState, 4, steps=40)
    seat = state.current_players()[0]
    h = hint(state, seat, iterations=20, seed=1)
    assert {a for a, *_ in h.actions} == {str(a) for a in state.legal_actions(seat)}
    assert h.best in {a for a, *_ in h.actions}
    for _, value, low, high, n in h.actions:
        assert n == 0 or low <= value <= high
    assert h.why.endswith(".") and h.best in h.why
    colour = {"R": "red", "B": "blue", "Y": "yellow"}[h.best[0]]
    assert colour in h.why
    assert "<table" in h.html() and len(h.rows()) == len(h.actions)


def test_search_bot_plays_a_whole_game_replayably() -> None:
    """In play(): the bot is seated at the game; the same seed gives the same game."""

    def one() -> list[tuple[int, str]]:
        game = GrardState.new(n_players=3, seed=4)
        bot = SearchBot(iterations=3).sit(game)
        play(game, [bot, UniformRandom(), UniformRandom()], seed=1)
        return game.history

    assert one() == one()


def test_an_unseated_search_bot_says_so() -> None:
    game = GrardState.new(n_players=3, seed=4)
    with pytest.raises(RuntimeError, match="sit"):
        SearchBot().act(game.view(0), game.legal_actions(0), random.Random(0))


def test_convergence_rows_cover_every_budget_and_action() -> None:
    """Each budget is a fresh search: its playouts add up to the budget, one recommendation."""
    state = GrardState.new(n_players=5, seed=1)
    rows = convergence(state, 0, (4, 8), seed=2)
    assert {r["iterations"] for r in rows} == {4, 8}
    for budget in (4, 8):
        mine = [r for r in rows if r["iterations"] == budget]
        assert sum(r["playouts"] for r in mine) == budget
        assert sum(r["recommended"] for r in mine) == 1
        assert all(r["low"] <= r["value"] <= r["high"] for r in mine if r["playouts"])


def test_with_a_model_the_bot_keeps_the_models_choice_unless_confident() -> None:
    """One iteration proves nothing: the bot plays what its model (Focal) usually plays, the
    focal word, even at a draw where Focal's 10% of noise would have picked another."""
    from majority_core.grard.policies import Focal, most_salient

    game = GrardState.new(n_players=5, seed=3)
    view, legal = game.view(0), game.legal_actions(0)
    bot = SearchBot(iterations=1, model=Focal(), depth=1).sit(game)
    rng = random.Random(1)
    for _ in range(40):
        assert bot.act(view, legal, rng) == most_salient(view)
    slips = sum(Focal().act(view, legal, rng) != most_salient(view) for _ in range(100))
    assert slips > 0  # Focal itself does slip, at the same generator


def test_a_flat_search_with_a_model_is_replayable() -> None:
    from majority_core.the_majority.policies import Greedy

    state = mid_game(TheMajorityState, 4, steps=40)
    seat = state.current_players()[0]
    runs = [search(state, seat, iterations=6, seed=1, model=Greedy(), depth=1) for _ in range(2)]
    assert [(s.visits, s.total) for s in runs[0].values()] == [
        (s.visits, s.total) for s in runs[1].values()
    ]


@pytest.mark.parametrize(("cls", "n", "word"), [(SultaneState, 5, "you are"), (WitchState, 4, "your colour")])
def test_hint_reasons_name_what_the_seat_knows(cls: type[GameState], n: int, word: str) -> None:
    """Sultane 3c (one's role), Witch 3 (one's colour): the sentence names the seat's own secret."""
    state = mid_game(cls, n, steps=10)
    seat = state.current_players()[0]
    h = hint(state, seat, iterations=4, seed=0)
    assert word in h.why and h.why.endswith(".")


def test_the_paired_search_tries_every_action_on_the_same_worlds() -> None:
    """depth=1: each sampled world is played out once from every legal action (common random
    numbers), so every action gets the same number of playouts; an action compared with
    itself differs by exactly nothing."""
    from majority_core.search import paired_difference

    state = mid_game(TheMajorityState, 4, steps=40)
    seat = state.current_players()[0]
    k = len(state.legal_actions(seat))
    found = search(state, seat, iterations=3 * k + 1, seed=2, depth=1)
    assert {s.visits for s in found.values()} == {3}
    again = search(state, seat, iterations=3 * k + 1, seed=2, depth=1)
    assert [s.scores for s in found.values()] == [s.scores for s in again.values()]
    one = next(iter(found.values()))
    assert paired_difference(one, one) == (0.0, 0.0, 0.0)
    for s in found.values():  # a score is the result plus at most a tenth for the margin
        assert all(abs(x - r) <= 0.1 + 1e-9 for x, r in zip(s.scores, s.results, strict=True))


def test_the_default_bot_is_replayable_in_every_game() -> None:
    """Same seed and iterations, same decisions (paired search, heuristic rollouts)."""
    for cls, n in GAMES:
        state = mid_game(cls, n, steps=12)
        seat = state.current_players()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        bot = SearchBot(iterations=2 * len(legal)).sit(state)
        picks = {str(bot.act(view, legal, random.Random(5))) for _ in range(2)}
        assert len(picks) == 1 and picks <= {str(a) for a in legal}
