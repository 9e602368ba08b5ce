"""The Majority's world sampler: sealed, and drawing the draft's hidden picks with the exact
conditional frequencies of its model (majority_core/the_majority/worlds.py).

The model: the deck shuffled at random, and every hidden pick a random card of the packet (revised
2-2: each seat keeps one card of the packet it holds, then passes the rest to its left). On
small positions of round 1's draft the exact distribution follows by counting, and the
sampler's frequencies are compared with it by chi-square. And the worlds it draws are pinned
bit for bit (golden/sampled_worlds.txt): the search tests, reviews and lesson outputs rest on them.
"""

from __future__ import annotations

import random
from collections import Counter
from hashlib import sha256
from itertools import permutations
from pathlib import Path
from typing import Any

from scipy import stats

from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.the_majority import TheMajorityState
from majority_core.the_majority.components import build_deck
from majority_core.the_majority.worlds import sample_world
from tests.contract import random_states, secrets
from tests.golden import compare

N_WORLDS = 300


def _after_picks(n: int, seed: int, picks: int) -> TheMajorityState:
    state = TheMajorityState.new(n_players=n, seed=seed)
    rng, bot = random.Random(seed), UniformRandom()
    for _ in range(picks):
        p = state.current_players()[0]
        state.apply(p, bot.act(state.view(p), state.legal_actions(p), rng))
    return state


def _picks(state: TheMajorityState, seat: int) -> list[str]:
    """The cards ``seat`` kept from its packets, step by step (its own events)."""
    return [e.data["card"] for e in state.events_for(seat) if e.kind == "pick"]


def _seen(state: TheMajorityState, seat: int) -> list[list[str]]:
    """The packets ``seat`` held this round, step by step (its own events)."""
    return [
        list(e.data["cards"]) for e in state.events_for(seat) if e.kind in ("deal", "pass")
    ]


def _p_value(observed: Counter[Any], exact: dict[Any, float]) -> float:
    """Chi-square p-value of ``observed`` against the probabilities ``exact`` (the cells
    expected fewer than 5 times pooled into one)."""
    assert set(observed) <= {k for k, p in exact.items() if p > 0}, (observed, exact)
    n = sum(observed.values())
    big = [k for k, p in exact.items() if p * n >= 5]
    obs = [observed[k] for k in big]
    exp = [exact[k] * n for k in big]
    if n - sum(exp) > 1e-9:
        obs.append(n - sum(obs))
        exp.append(n - sum(exp))
    return float(stats.chisquare(obs, exp).pvalue) if len(obs) > 1 else 1.0


def _returned_packet(n: int, twice: bool) -> tuple[TheMajorityState, Counter[str]]:
    """A round-1 position where seat 0 holds again the packet it was dealt, after the n - 1
    other seats each took a card of it (revised 2-2); ``twice``: with a face taken twice (so
    that counting cards, not faces, matters), else all different."""
    for seed in range(200):
        state = _after_picks(n, seed, n * n)
        seen = _seen(state, 0)
        passed = Counter(seen[0]) - Counter([_picks(state, 0)[0]])
        taken = passed - Counter(seen[n])
        if (len(taken) < n - 1) == twice:
            return state, taken
    raise AssertionError("no such position")


def test_who_took_which_card_of_a_returning_packet_is_drawn_uniformly() -> None:
    """Revised 2-2, 4 players: seat 0 passes five cards and sees two of them again four steps
    later; seats 1, 2 and 3 took the other three, one each, and seat 0 cannot tell who took
    which. Each way of handing the three cards to the three seats is as likely (the cards, not
    their faces: with two R5 among them, "seat 1 took an R5" is twice as likely as each other
    face). The real game's assignment must not show through."""
    state, taken = _returned_packet(4, twice=True)
    cards = list(taken.elements())
    exact: Counter[tuple[str, ...]] = Counter()
    for order in permutations(cards):
        exact[order] += 1
    total = sum(exact.values())
    rng = random.Random(5)
    seen: Counter[tuple[str, ...]] = Counter()
    for _ in range(N_WORLDS):
        world = sample_world(state, 0, rng)
        seen[tuple(_picks(world, s)[s] for s in (1, 2, 3))] += 1
    assert len(seen) > 1
    assert _p_value(seen, {k: v / total for k, v in exact.items()}) > 1e-3, (seen, exact)


def test_who_took_which_card_in_three_player_games_too() -> None:
    """Revised 2-2 and 3-3 (3 players): seat 0 sees its packet again after seats 1 and 2 took
    a card each."""
    state, taken = _returned_packet(3, twice=False)
    rng = random.Random(6)
    seen = Counter(_picks(sample_world(state, 0, rng), 1)[1] for _ in range(N_WORLDS))
    exact = {f: k / 2 for f, k in taken.items()}
    assert _p_value(seen, exact) > 1e-3, (seen, exact)


def test_a_card_taken_before_the_seat_saw_the_packet_is_any_unseen_card() -> None:
    """Revised 2-2: seat 3 kept one of its six cards before passing the other five to seat 0.
    Seat 0 never saw that card: it is any of the cards seat 0 has not seen, all alike (the
    deck less seat 0's six cards and the 5 + 4 + 3 cards of the packets it was passed)."""
    state = _after_picks(4, 3, 16)
    unseen = Counter(str(c) for c in build_deck(4))
    for packet in _seen(state, 0)[:4]:  # the fifth is its own first packet, passed back
        unseen -= Counter(packet)
    assert sum(unseen.values()) == 72 - 6 - 5 - 4 - 3
    rng = random.Random(7)
    got = Counter(_picks(sample_world(state, 0, rng), 3)[0] for _ in range(N_WORLDS))
    total = sum(unseen.values())
    assert _p_value(got, {f: k / total for f, k in unseen.items()}) > 1e-3, got


def test_the_sampler_reads_only_what_the_seat_knows() -> None:
    """Two games seat 0 cannot tell apart (the second drawn by the sampler: other secrets, the
    same view) give the same world for the same generator, late in a game too, where the
    plays of every trick tie the hidden picks together (revised 2-3)."""
    for n, seed, picks in ((4, 1, 16), (4, 2, 90), (3, 4, 70), (4, 5, 150)):
        state = _after_picks(n, seed, picks)
        for seat in range(n):
            other = sample_world(state, seat, random.Random(seed))
            assert other.view(seat) == state.view(seat)
            assert secrets(other) != secrets(state) or picks < n
            for k in (11, 12):
                a = sample_world(state, seat, random.Random(k))
                b = sample_world(other, seat, random.Random(k))
                assert secrets(a) == secrets(b)


#: The games whose states :func:`sampled_worlds` samples: 4 players (current and first
#: edition) and 3, two seeds each.
DIGEST_CONFIGS = (
    ("4p", {"n_players": 4}),
    ("3p", {"n_players": 3}),
    ("4p-first-edition", {"n_players": 4, "first_edition": True}),
)


def sampled_worlds() -> str:
    """One line per (state, seat, generator seed): a digest of the world the sampler draws and
    of the generator after it. 48 cases: for each game and seed, three random points of a
    random game (:func:`tests.contract.random_states`) and one near its end (every round's
    plays tie the hidden picks together there), two seats each."""
    lines = ["# sample_world(state, seat, random.Random(k)): sha256 of the world's secrets, "
             "then of the generator's state after"]
    for name, config in DIGEST_CONFIGS:
        for seed in (0, 1):
            game = play(TheMajorityState.new(seed=seed, **config),
                        [UniformRandom()] * config["n_players"], seed=seed)
            late = TheMajorityState.new(seed=seed, **config)
            for p, a in game.history[:-3]:
                late.apply(p, a)
            for i, state in enumerate([*random_states(TheMajorityState, config, seed, 3), late]):
                for seat in ((i + seed) % config["n_players"], (i + seed + 1) % config["n_players"]):
                    k = 1000 * seed + 10 * i + seat
                    rng = random.Random(k)
                    world = secrets(sample_world(state, seat, rng))
                    after = repr(rng.getstate())
                    lines.append(
                        f"{name} seed {seed} after {len(state.history)} decisions, seat {seat}, "
                        f"k {k}: {sha256(world.encode()).hexdigest()[:16]} "
                        f"{sha256(after.encode()).hexdigest()[:8]}")
    return "\n".join(lines) + "\n"


def test_the_sampler_draws_the_recorded_worlds() -> None:
    """The same state, seat and generator give the same world and use the generator alike,
    bit for bit (tests/the_majority/golden/sampled_worlds.txt): a change meant only to make the
    sampler faster must leave every lesson output, review and search result as it was."""
    compare(Path(__file__).with_name("golden") / "sampled_worlds.txt", sampled_worlds())


#: Round 4 of a strength-study game (the search in seat 1 against RunnerUp, deal 33): a position
#: where the search for a history used to retry, for every world, partial histories of round 3
#: it had already found to explain nothing (about 80,000 steps a world).
ROUND_4 = Path(__file__).with_name("data") / "round4_position.json"


def test_round_4s_worlds_come_without_retrying_dead_ends(monkeypatch: Any) -> None:
    """Twenty worlds of that position, each showing the seat exactly what it saw, in fewer than
    100,000 steps of the search in all (1.6 million before it remembered its dead ends)."""
    from majority_core.the_majority import worlds

    state, seat = TheMajorityState.from_json(ROUND_4.read_text("utf-8")), 1
    steps = 0
    search = worlds._Sampler.search

    def counted(self: Any, *args: Any) -> Any:
        nonlocal steps
        steps += 1
        return search(self, *args)

    monkeypatch.setattr(worlds._Sampler, "search", counted)
    monkeypatch.setattr(worlds, "_SAMPLERS", {})
    rng = random.Random(0)
    for _ in range(20):
        world = sample_world(state, seat, rng)
        assert world.view(seat) == state.view(seat)
        assert len(world.history) == len(state.history)
    assert steps < 100_000, steps


def test_a_draw_is_the_same_whatever_was_drawn_before(monkeypatch: Any) -> None:
    """The dead ends the search remembers from earlier draws of a position only save time: a
    generator seed gives the same world, and leaves the generator alike, drawn first or after
    thirty other draws (a hint asked twice, a review run again: the same worlds)."""
    from majority_core.the_majority import worlds

    state, seat = TheMajorityState.from_json(ROUND_4.read_text("utf-8")), 1

    def drawn(k: int) -> str:
        rng = random.Random(k)
        w = sample_world(state, seat, rng)
        return repr((w.view(None), w.deck, rng.getstate()))

    monkeypatch.setattr(worlds, "_SAMPLERS", {})
    first = [drawn(k) for k in range(3)]
    for k in range(100, 130):
        drawn(k)
    assert len(next(iter(worlds._SAMPLERS.values()))[2]["dead"]) > 0  # it did remember some
    assert [drawn(k) for k in range(3)] == first
    monkeypatch.setattr(worlds, "_SAMPLERS", {})
    assert [drawn(k) for k in range(3)] == first


def test_every_hands_known_faces_follow_its_cards_at_every_step_of_the_search(
        monkeypatch: Any) -> None:
    """The search asks at every node which faces each hand is known to hold (``held``, kept up
    to date as cards come and go, so that no node counts them again): checked at every node of
    whole draws, each pick taken in place and undone when it fails (3 and 4 players, random
    and bot games; the three positions are ones where a hand holds three known cards of one
    face when a pick is undone)."""
    from majority_core.the_majority import worlds
    from majority_core.the_majority.policies import Greedy, RunnerUp, Saboteur
    from majority_core.the_majority.sight import face_counts

    search = worlds._Sampler.search
    nodes = 0

    def checked(self: Any, world: Any, steps: Any, i: int, marked: bool = False) -> Any:
        nonlocal nodes
        nodes += 1
        for s in range(self.n):
            assert world.held[s] == face_counts(world.face, world.hands[s]), (s, steps[i])
        return search(self, world, steps, i, marked)

    monkeypatch.setattr(worlds._Sampler, "search", checked)
    bots = [Greedy(), RunnerUp(), Saboteur(), RunnerUp()]
    draws = [(4, "random", 114, 2, 120142), (4, "bots", 83, 1, 119831),
             (4, "bots", 91, 1, 119911)]
    draws += [(n, kind, cut, seat, cut * 10 + seat) for n in (3, 4) for kind in ("random", "bots")
              for cut in (20, 60, 100) for seat in range(n)]
    games: dict[tuple[int, str], list[Any]] = {}
    for n, kind, cut, seat, k in draws:
        if (n, kind) not in games:
            players = [UniformRandom()] * n if kind == "random" else bots[:n]
            games[n, kind] = play(TheMajorityState.new(n_players=n, seed=20), players,
                                  seed=20).history
        state = TheMajorityState.new(n_players=n, seed=20)
        for p, a in games[n, kind][:cut]:
            state.apply(p, a)
        monkeypatch.setattr(worlds, "_SAMPLERS", {})
        world = sample_world(state, seat, random.Random(k))
        assert world.view(seat) == state.view(seat)
    assert nodes > 1000


def test_a_simultaneous_step_chosen_out_of_seat_order_is_followed() -> None:
    """At a class table students decide a draft pick or an exchange gift in any order (revised
    2-2, 2-3: the step is simultaneous), so seat 2 may have chosen while seat 0 has not. A world
    replays each seat's chosen decision whatever the order (the bots' games always go in seat
    order, so they never show it): every seat gets a world it cannot tell apart."""
    rng = random.Random(4)
    positions = []
    state = TheMajorityState.new(n_players=4, seed=3)
    state.apply(2, state.legal_actions(2)[0])  # the first pick of round 1: seat 2 first
    positions.append(state.clone())
    while state.phase == "draft" or state.current_players() != [0, 1, 2, 3]:
        for p in sorted(state.current_players(), reverse=True):  # seats 3, 2, 1, 0
            state.apply(p, rng.choice(state.legal_actions(p)))
        if state.phase == "draft" and len(state.history) == 12:  # then mid-step: 3 and 1 chose
            cut = state.clone()
            for p in (3, 1):
                cut.apply(p, rng.choice(cut.legal_actions(p)))
            positions.append(cut)
    assert state.phase == "exchange" and len(positions) == 2
    state.apply(1, state.legal_actions(1)[0])  # a gift, seat 1 before seat 0
    positions.append(state)
    for position in positions:
        for seat in range(4):
            world = sample_world(position, seat, random.Random(seat))
            assert world.view(seat) == position.view(seat)
            assert world.chosen() == position.chosen()


def test_a_world_keeps_the_games_seed_and_a_drawing_model_draws_from_the_callers_generator() -> None:
    """A world carries the real game's seed (the module says so: it is used, not saved), and
    a model that draws, here the uniform bot making the choices already made in a simultaneous
    step, draws from the generator the caller gives: the same seed, the same world, every time."""
    state = TheMajorityState.new(n_players=4, seed=3)
    for p in (2, 3):  # seats 2 and 3 have picked, in secret
        state.apply(p, state.legal_actions(p)[-1])

    def drawn(k: int) -> tuple[Any, ...]:
        world = sample_world(state, 0, random.Random(k), model=UniformRandom())
        assert world.seed == state.seed
        assert world.view(0) == state.view(0)
        return tuple(world.history)

    assert drawn(5) == drawn(5)
    assert len({drawn(k) for k in range(12)}) > 1  # the secret picks are drawn
