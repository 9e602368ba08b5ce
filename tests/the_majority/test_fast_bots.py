"""The fast path plays the bots' games exactly: ``simulate`` dispatches to it (issue 12).

The frames of ``simulate(..., fast=True)`` (the default, through
:func:`majority_core.the_majority.fast.fast_form`) and ``fast=False`` (the full engine through
:func:`majority_core.game.play`) must be equal for the same seed, value for value.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.simulate import fast_form, simulate
from majority_core.the_majority import Greedy, TheMajorityState, get_policy
from majority_core.the_majority.fast import card_name, fast_bots, playout
from majority_core.the_majority.kernel import colour_payout
from majority_core.the_majority.policies import MajorityPolicy, Reading, _side_coins

CONFIGS: list[dict[str, Any]] = [
    {"n_players": 4},
    {"n_players": 3},
    {"n_players": 4, "first_edition": True, "spy_holder": 2},
]


@pytest.mark.parametrize("config", CONFIGS, ids=["4p", "3p", "4p-first-edition-spy2"])
def test_simulate_random_frames_are_the_engines(config: dict[str, Any]) -> None:
    n = config["n_players"]
    bots = [UniformRandom()] * n
    assert fast_form(
        TheMajorityState, bots, n, {k: v for k, v in config.items() if k != "n_players"}
    )
    fast = simulate(TheMajorityState, bots, 150, seed=11, progress=False, **config)
    slow = simulate(TheMajorityState, bots, 150, seed=11, progress=False, fast=False, **config)
    assert fast.equals(slow)


def test_no_fast_form_for_a_subclass_or_an_unknown_bot() -> None:
    """A subclass of the state or of a bot may change the game: the full engine plays it."""

    class Mine(UniformRandom):
        pass

    class Other(TheMajorityState):
        pass

    assert fast_form(TheMajorityState, [Mine()] * 4, 4, {}) is None
    assert fast_form(Other, [UniformRandom()] * 4, 4, {}) is None
    assert fast_form(TheMajorityState, [UniformRandom()] * 4, 4, {"first_edition": 1}) is None


# -- the heuristic bots on the fast path --------------------------------------------------------
LINEUPS = [
    ("greedy", "runner-up"),
    ("runner-up", "saboteur"),
    ("saboteur", "greedy"),
    ("saboteur", "random"),
]


@pytest.mark.parametrize("config", CONFIGS, ids=["4p", "3p", "4p-first-edition-spy2"])
def test_bots_play_the_engines_games_decision_for_decision(config: dict[str, Any]) -> None:
    """Hundreds of seeds: the fast playout with Greedy, RunnerUp and Saboteur seats makes every
    decision the full engine makes through ``play`` (the bots reading their view dicts), and
    ends with the same coins, won cards, discards, spy token and winners."""
    n = config["n_players"]
    options = {k: v for k, v in config.items() if k != "n_players"}
    for k, (a, b) in enumerate(LINEUPS):
        bots = [get_policy(a if s % 2 == 0 else b) for s in range(n)]
        for seed in range(k * 1000, k * 1000 + 25):
            state = play(TheMajorityState.new(seed=seed, **config), bots, seed=seed + 7)
            r = playout(seed, seed + 7, n_players=n, bots=fast_bots(bots), **options)
            assert r.decisions == [(p, str(c)) for p, c in state.history], (a, b, seed)
            assert list(r.coins) == state.coins
            assert [[card_name(c) for c in w] for w in r.won] == [
                [str(c) for c in w] for w in state.won
            ]
            assert [card_name(c) for c in r.discarded] == [str(c) for c in state.discarded]
            assert r.spy_holder == state.spy_holder and list(r.returns) == state.returns()


@pytest.mark.parametrize("config", CONFIGS, ids=["4p", "3p", "4p-first-edition-spy2"])
def test_simulate_with_bots_gives_the_engines_frame(config: dict[str, Any]) -> None:
    """``simulate`` takes the fast path for the heuristic bots; the frame is the engine's."""
    n = config["n_players"]
    for a, b in LINEUPS[:2]:
        bots = [get_policy(a if s % 2 == 0 else b) for s in range(n)]
        assert fast_form(
            TheMajorityState, bots, n, {k: v for k, v in config.items() if k != "n_players"}
        )
        fast = simulate(TheMajorityState, bots, 60, seed=3, progress=False, **config)
        slow = simulate(TheMajorityState, bots, 60, seed=3, progress=False, fast=False, **config)
        assert fast.equals(slow)


def test_a_bot_that_overrides_act_is_played_by_the_engine() -> None:
    class Stubborn(Greedy):
        def act(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
            return legal[-1]

    assert fast_bots([Greedy(), Stubborn()] * 2) is None
    assert fast_form(TheMajorityState, [Greedy(), Stubborn()] * 2, 4, {}) is None
    df = simulate(TheMajorityState, [Greedy(), Stubborn()] * 2, 5, seed=1, progress=False)
    assert df.equals(
        simulate(
            TheMajorityState, [Greedy(), Stubborn()] * 2, 5, seed=1, progress=False, fast=False
        )
    )


@given(st.lists(st.integers(-3, 60), min_size=3, max_size=4), st.data())
def test_side_coins_is_the_kernels_payout(values: list[int], data: st.DataObject) -> None:
    """The bots' written-out payout (revised 2-4) agrees with the kernel's colour_payout (a
    total below 0, which no game reaches, too: a total of 0 or less never places)."""
    n = len(values)
    me = data.draw(st.integers(0, n - 1))
    partner = (me + 2) % 4 if n == 4 else None
    rivals = tuple(s for s in range(n) if s not in (me, partner))
    pay = colour_payout(values)
    mine = pay[me] + (pay[partner] if partner is not None else 0)
    assert _side_coins(values, me, partner, rivals) == mine - max(pay[s] for s in rivals)


@given(
    st.lists(st.lists(st.integers(0, 130), min_size=4, max_size=4), min_size=3, max_size=3),
    st.sampled_from([3, 4]),
    st.lists(st.sampled_from([c * 16 + p for c in range(3) for p in (0, 2, 3, 5, 6, 7, 9, 10)]),
             min_size=1, max_size=8),
    st.integers(0, 3),
    st.booleans(),
)  # fmt: skip
def test_remembered_gains_are_the_payouts_difference(
    cols: list[list[int]], n: int, codes: list[int], seat: int, wide: bool
) -> None:
    """The gains the bots remember across readings (shared by partners, one side: revised
    1-5) are the change of the side's coin lead in the colour's payout (revised 2-4), for
    every seat, a partner's card (the exchange, revised 2-3) and a 7 landing on the right
    (revised 3-1 [7]); a total out of the key's range (a view typed by hand) is worked out
    all the same."""
    cols = [c[:n] for c in cols]
    if wide:
        cols[0][0] = 300
    seat %= n
    for me in range(n):
        partner = (me + 2) % 4 if n == 4 else None
        r = Reading(me, n, partner, "trick", cols, None)
        rivals = tuple(s for s in range(n) if s not in (me, partner))
        expected = []
        for code in codes:
            values = cols[code >> 4]
            power = code & 15
            after = values[:]
            after[(seat - 1) % n if power == 7 else seat] += power or r.steal
            expected.append(
                _side_coins(after, me, partner, rivals) - _side_coins(values, me, partner, rivals)
            )
        assert MajorityPolicy.gains(r, codes, seat) == expected
        assert MajorityPolicy.gains(r, codes, seat) == expected  # remembered now


def test_the_light_view_is_read_from_the_view_and_changes_nothing() -> None:
    """``read`` takes only public totals, the seat's phase and the face-up table from the view;
    deciding leaves the view as it was (views stay the seat's own, independent copies)."""
    state = TheMajorityState.new(n_players=4, seed=2)
    view = state.view(1)
    frozen = copy.deepcopy(view)
    r = Greedy.read(view)
    assert (r.seat, r.n, r.partner, r.phase, r.table) == (1, 4, 3, "draft", [None] * 4)
    assert r.cols == [[0] * 4] * 3 and r.rivals == (0, 2)
    Greedy().act(view, state.legal_actions(1), random.Random(0))
    assert view == frozen


def test_the_hot_path_only_for_the_greedy_score() -> None:
    """``choose`` takes the one-pass greedy path only where the class scores as Greedy does: a
    subclass that changes ``score``, ``scores`` or ``gains`` is asked through them."""
    from majority_core.the_majority.policies import RunnerUp, Saboteur

    class Cautious(Greedy):
        @staticmethod
        def gains(r: Reading, codes: Sequence[int], seat: int | None = None) -> list[int]:
            return [-g for g in MajorityPolicy.gains(r, codes, seat)]

    assert Greedy._greedy and not RunnerUp._greedy and not Saboteur._greedy
    assert not Cautious._greedy
    r = Reading(0, 4, 2, "trick", [[0, 0, 0, 0], [0, 20, 0, 0], [0, 0, 0, 0]], None)
    codes = [5, 16 + 10, 32 + 5]  # R5, B10, Y5: B10 makes seat 0 second in blue (revised 2-4)
    assert Greedy().choose(r, codes, random.Random(0)) == 1
    assert Cautious().choose(r, codes, random.Random(0)) != 1


@given(
    st.lists(st.lists(st.integers(0, 60), min_size=4, max_size=4), min_size=3, max_size=3),
    st.sampled_from([3, 4]),
    st.integers(0, 3),
    st.lists(st.sampled_from([c * 16 + p for c in range(3) for p in (0, 2, 3, 5, 6, 7, 9, 10)]),
             min_size=2, max_size=8, unique=True),
    st.sampled_from(["draft", "trick"]),
    st.sampled_from([15, 8, 30]),
)  # fmt: skip
def test_runner_ups_one_pass_choice_is_the_first_best_of_its_scores(
    cols: list[list[int]], n: int, seat: int, codes: list[int], phase: str, threshold: int
) -> None:
    """RunnerUp's one-pass choice (each score as one int) picks the first of the best of its
    scores, the tuples of ``RunnerUp.scores``: second place where a rival leads with the
    threshold or more (revised 2-4 pays second ``W // 5`` a top seat), greedy elsewhere and
    for a 7 (it lands on the right, revised 3-1 [7]); for 3 and 4 players, any threshold."""
    from majority_core.the_majority.policies import RunnerUp

    class Keen(RunnerUp):
        pass

    Keen.threshold = threshold
    cols = [c[:n] for c in cols]
    seat %= n
    codes = sorted(codes)
    r = Reading(seat, n, (seat + 2) % 4 if n == 4 else None, phase, cols, None)
    scores = Keen().scores(r, codes)
    expected = scores.index(max(scores))
    assert Keen._runner
    assert Keen().choose(r, codes, random.Random(0)) == expected
    # the same reading again: the rows it remembered give the same choice
    assert Keen().choose(r, codes, random.Random(0)) == expected


def test_a_runner_up_that_changes_its_race_is_asked_through_it() -> None:
    """A subclass that overrides ``_race`` or ``scores`` leaves the one-pass path."""
    from majority_core.the_majority.policies import RunnerUp

    class Shy(RunnerUp):
        def _race(
            self, r: Reading, code: int, leader: int | None = None
        ) -> tuple[float, ...] | None:
            found = super()._race(r, code, leader)
            return None if found is None else (-found[0], found[1])

    assert RunnerUp._runner and not Shy._runner
    # blue led by seat 1 with 20 (a rival of seat 0): B5 climbs to second (revised 2-4)
    r = Reading(0, 4, 2, "trick", [[0, 0, 0, 0], [0, 20, 0, 0], [0, 0, 0, 0]], None)
    codes = [5, 16 + 5]
    assert RunnerUp().choose(r, codes, random.Random(0)) == 1
    assert Shy().choose(r, codes, random.Random(0)) == 0


@given(
    st.lists(st.lists(st.integers(0, 60), min_size=4, max_size=4), min_size=3, max_size=3),
    st.integers(0, 3),
    st.lists(st.sampled_from([c * 16 + p for c in range(3) for p in (0, 2, 3, 5, 6, 7, 9, 10)]),
             min_size=2, max_size=8, unique=True),
    st.sampled_from(["greedy", "runner-up", "saboteur"]),
)  # fmt: skip
def test_the_one_pass_gift_is_the_first_best_of_the_exchange_scores(
    cols: list[list[int]], seat: int, codes: list[int], name: str
) -> None:
    """The partner exchange (revised 2-3) chosen in one pass (each score as one int) is the
    first of the best of ``exchange_scores``: the card worth more in the partner's won cards
    than in mine, the lower power on a tie; a bot that changes ``exchange_scores`` is asked
    through it."""
    codes = sorted(codes)
    r = Reading(seat, 4, (seat + 2) % 4, "exchange", cols, None)
    bot = get_policy(name)
    assert isinstance(bot, MajorityPolicy) and bot._gift
    scores = bot.exchange_scores(r, codes)
    assert bot.choose(r, codes, random.Random(0)) == scores.index(max(scores))

    class Generous(Greedy):
        def exchange_scores(self, r: Reading, codes: Sequence[int]) -> list[tuple[float, ...]]:
            return [(c & 15,) for c in codes]  # the highest power, whatever it is worth

    assert not Generous._gift
    powers = [c & 15 for c in codes]
    assert Generous().choose(r, codes, random.Random(0)) == powers.index(max(powers))
