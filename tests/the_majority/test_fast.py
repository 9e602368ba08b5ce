"""The fast playout path (majority_core.the_majority.fast).

Its trick resolution and debate are checked rule by rule here (revised 2-3, 2-4, 3-1, 3-3 and
RULINGS: The Majority); invariants are checked over thousands of games; and the equivalence
tests in ``test_fast_equivalence.py`` play the same seeds through the full engine.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from majority_core.errors import MalformedInput
from majority_core.the_majority.fast import (
    FastResult,
    _debate,
    _resolve,
    _returns,
    card_code,
    card_name,
    deck_codes,
    playout,
    random_playouts,
)

CONFIGS = {
    "4p": {"n_players": 4},
    "3p": {"n_players": 3},
    "4p-first-edition": {"n_players": 4, "first_edition": True},
    "3p-first-edition": {"n_players": 3, "first_edition": True},
}


def trick(cards: list[str], holder: int = 0, first_edition: bool = False):
    """Resolve one trick from fresh; return (won per seat as names, discarded, new holder)."""
    n = len(cards)
    won: list[list[int]] = [[] for _ in range(n)]
    cols = [[0] * n for _ in range(3)]  # power won, cols[colour][seat]
    discarded: list[int] = []
    new_holder = _resolve(
        [card_code(c) for c in cards], n, holder, first_edition, won, cols, discarded
    )
    for s in range(n):  # the debate totals follow the cards
        for col in range(3):
            assert cols[col][s] == sum(c & 15 for c in won[s] if c >> 4 == col)
    return (
        [sorted(card_name(c) for c in w) for w in won],
        sorted(card_name(c) for c in discarded),
        new_holder,
    )


# -- cards and deck ------------------------------------------------------------------------


def test_card_codes_sort_in_canonical_order():
    """Sorting codes sorts by colour R, B, Y then power: the order of legal_actions."""
    names = ["Y0", "R10", "B2", "R0", "B10", "Y9"]
    assert [card_name(c) for c in sorted(map(card_code, names))] == [
        "R0",
        "R10",
        "B2",
        "B10",
        "Y0",
        "Y9",
    ]
    assert all(card_name(card_code(n)) == n for n in names)
    for bad in ("R4", "X5", "R", "", "B-1", None):
        with pytest.raises(MalformedInput, match="card"):
            card_code(bad)
    assert card_code(" y7 ") == card_code("Y7")


def test_deck_contents_revised_1_2_and_3_3():
    """72 cards, 24 a colour (4x[0], 2x[2], 4x[3], 3x[5], 3x[6], 2x[7], 3x[9], 3x[10]); with 3
    players one card of each of [0] [3] [5] [6] [9] [10] leaves each colour: 54 cards."""
    d4, d3 = deck_codes(4), deck_codes(3)
    assert len(d4) == 72 and len(d3) == 54
    assert d4 == sorted(d4) and d3 == sorted(d3)
    c4 = Counter(card_name(c) for c in d4)
    assert c4["R0"] == c4["B3"] == 4 and c4["Y2"] == c4["R7"] == 2 and c4["B10"] == 3
    diff = Counter(d4) - Counter(d3)
    assert sorted(card_name(c) for c in diff.elements()) == sorted(
        f"{col}{p}" for col in "RBY" for p in (0, 3, 5, 6, 9, 10)
    )


# -- trick resolution (revised 2-3 step 3, 3-1; RULINGS) ------------------------------------


def test_plain_trick_everyone_keeps_their_card():
    won, disc, holder = trick(["R5", "B9", "Y10", "R6"])
    assert won == [["R5"], ["B9"], ["Y10"], ["R6"]] and disc == [] and holder == -1


def test_bribery_steals_cards_of_its_colour_partner_included():
    """revised 3-1 [0]: a lone [0] takes every card of its colour played by the others."""
    won, disc, _ = trick(["R0", "R9", "B5", "R10"])
    assert won == [["R0", "R10", "R9"], [], ["B5"], []] and disc == []


def test_two_bribes_of_one_colour_cancel():
    """revised 3-1 [0] (last bullet): two [0] of one colour cancel; they stay with their players."""
    won, disc, _ = trick(["R0", "R0", "R9", "B5"])
    assert won == [["R0"], ["R0"], ["R9"], ["B5"]] and disc == []


def test_bribes_of_different_colours_both_act():
    """RULINGS: [0] of different colours each act."""
    won, _, _ = trick(["R0", "B0", "R9", "B5"])
    assert won == [["R0", "R9"], ["B0", "B5"], [], []]


def test_assassination_discards_other_colours_of_other_players():
    """revised 3-1 [2]: discards the cards of the other players in other colours."""
    won, disc, _ = trick(["R2", "R9", "B5", "Y10"])
    assert won == [["R2"], ["R9"], [], []] and disc == ["B5", "Y10"]


def test_two_assassins_of_different_colours_discard_everything():
    """revised 3-1 [2] (box): [2] of two colours act at once, the [2] themselves included."""
    won, disc, _ = trick(["R2", "B2", "R9", "Y10"])
    assert won == [[], [], [], []] and disc == ["B2", "R2", "R9", "Y10"]


def test_two_assassins_of_one_colour_spare_each_other():
    won, disc, _ = trick(["R2", "R2", "B9", "R10"])
    assert won == [["R2"], ["R2"], [], ["R10"]] and disc == ["B9"]


def test_stolen_cards_cannot_be_assassinated_and_stolen_assassin_does_not_act():
    """first edition "Assassinat" and revised 3-1: stolen cards are safe; a stolen [2] is inert."""
    won, disc, _ = trick(["B0", "B9", "R2", "Y5"])
    assert won == [["B9"], [], ["R2"], []] and disc == ["B0", "Y5"]  # the [0] itself is not safe
    won, disc, _ = trick(["R0", "R2", "B9", "Y5"])
    assert won == [["R0", "R2"], [], ["B9"], ["Y5"]] and disc == []


def test_spy_takes_the_token():
    """revised 3-1 [3]: an acting [3] gives its player the spy token."""
    won, _, holder = trick(["R5", "B3", "Y9", "R6"], holder=0)
    assert holder == 1 and won[1] == ["B3"]


def test_several_spies_farthest_clockwise_from_holder_wins():
    """revised 3-1 [3] / RULINGS: largest (seat - holder) mod n; the holder's own [3] is last."""
    assert trick(["R3", "B3", "Y3", "R5"], holder=0)[2] == 2
    assert trick(["R3", "B3", "Y5", "R5"], holder=1)[2] == 0
    assert trick(["R3", "B3", "Y5", "R5"], holder=0)[2] == 1
    assert trick(["R3", "B5", "Y5", "R5"], holder=0)[2] == 0  # the holder alone keeps it
    assert trick(["R3", "B3", "Y3"], holder=2)[2] == 1  # 3 players


def test_stolen_or_discarded_spy_does_not_act_revised():
    """revised 3-1 [3]: a stolen or discarded [3] does not act."""
    assert trick(["R0", "R3", "B5", "Y5"], holder=0)[2] == -1
    assert trick(["R2", "B3", "B5", "R5"], holder=0)[2] == -1


def test_stolen_spy_acts_in_first_edition():
    """first edition "Pour terminer" / RULINGS option: a stolen [3] still acts, and the token
    goes to the player who played it (the card itself stays with the briber)."""
    won, _, holder = trick(["R0", "R3", "B5", "Y5"], holder=0, first_edition=True)
    assert holder == 1 and won[0] == ["R0", "R3"]
    assert trick(["R2", "B3", "B5", "R5"], holder=0, first_edition=True)[2] == -1


def test_betrayal_goes_to_the_right():
    """revised 3-1 [7]: the card goes to the won cards of the player on the right (seat - 1)."""
    won, _, _ = trick(["R7", "B7", "Y5", "R6"])
    assert won == [["B7"], [], ["Y5"], ["R6", "R7"]]  # all [7] at once, no chains
    won, _, _ = trick(["R7", "B7", "Y5"])
    assert won == [["B7"], [], ["R7", "Y5"]]


def test_stolen_or_discarded_betrayal_does_not_act():
    """revised 3-1 [7]: only a [7] neither stolen nor discarded acts (first edition too)."""
    for fe in (False, True):
        won, _, _ = trick(["R0", "R7", "B5", "Y5"], first_edition=fe)
        assert won[0] == ["R0", "R7"]
    won, disc, _ = trick(["R2", "B7", "R5", "R6"])
    assert disc == ["B7"] and won[0] == ["R2"]


# -- debate (revised 2-4, first edition "Phase de débat") ------------------------------------


def debate(totals: list[tuple[int, int, int]]) -> list[int]:
    coins = [0] * len(totals)
    _debate([[row[col] for row in totals] for col in range(3)], coins)
    return coins


def test_debate_worked_example_revised_2_4():
    """The table of revised 2-4: you 15/32/0, A 20/32/0, partner 16/3/0, B 10/0/10 -> 2, 4, 16, 2."""
    assert debate([(15, 32, 0), (20, 32, 0), (16, 3, 0), (10, 0, 10)]) == [2, 4, 16, 2]


def test_debate_worked_example_first_edition():
    """first edition "Phase de débat": A 16, B 16, C 10, D 5 in blue -> 2, 2, 6, 0."""
    assert debate([(0, 16, 0), (0, 16, 0), (0, 10, 0), (0, 5, 0)]) == [2, 2, 6, 0]


def test_debate_zero_never_places_and_second_ties_all_paid():
    """revised 2-4: a total of 0 never wins or comes second; tied seconds are all paid."""
    assert debate([(9, 0, 0), (0, 0, 0), (0, 0, 0)]) == [2, 0, 0]
    assert debate([(25, 0, 0), (7, 0, 0), (7, 0, 0), (3, 0, 0)]) == [2, 5, 5, 0]
    assert debate([(4, 0, 0), (4, 0, 0), (4, 0, 0), (0, 0, 0)]) == [2, 2, 2, 0]


# -- results (revised 2-6, 3-3; RULINGS) ------------------------------------------------------


def test_returns_team_coins_and_spy_tie_break():
    """revised 2-6: team coins decide; a tie goes to the team holding the spy token."""
    assert _returns([10, 5, 1, 5], 0) == (1.0, 0.0, 1.0, 0.0)
    assert _returns([5, 5, 5, 5], 3) == (0.0, 1.0, 0.0, 1.0)
    assert _returns([5, 5, 5, 5], 2) == (1.0, 0.0, 1.0, 0.0)


def test_returns_three_players_tie_break():
    """revised 3-3: most coins; a tie goes to the holder if tied, else nearest clockwise."""
    assert _returns([9, 3, 5], 1) == (1.0, 0.0, 0.0)
    assert _returns([9, 9, 5], 1) == (0.0, 1.0, 0.0)
    assert _returns([9, 9, 5], 2) == (1.0, 0.0, 0.0)
    assert _returns([5, 9, 9], 0) == (0.0, 1.0, 0.0)


# -- whole games -----------------------------------------------------------------------------


def test_bad_options_are_refused():
    with pytest.raises(MalformedInput, match="3 or 4 players"):
        playout(1, 1, n_players=5)
    with pytest.raises(MalformedInput, match="spy token"):
        playout(1, 1, spy_holder=4)
    with pytest.raises(MalformedInput, match="spy token"):
        playout(1, 1, n_players=3, spy_holder=3)


def check_invariants(r: FastResult, n: int) -> None:
    # Every card in exactly one place: won, discarded, or the card kept after round 4.
    placed = [c for w in r.won for c in w] + list(r.discarded) + list(r.kept)
    assert Counter(placed) == Counter(deck_codes(n))
    # Decisions: draft 5 + 4 + 4 + 4 picks, exchange 1 a round (4 players), tricks 5 + 4 + 4 + 4.
    assert r.n_decisions == n * (17 + (4 if n == 4 else 0) + 17)
    assert Counter(s for s, _ in r.decisions) == {s: r.n_decisions // n for s in range(n)}
    assert 0 <= r.spy_holder < n
    assert all(c >= 0 for c in r.coins)
    assert sum(r.returns) == (2.0 if n == 4 else 1.0)
    assert r.returns == _returns(list(r.coins), r.spy_holder)
    # Coins are bounded by the debate: per colour and round, 2 to each of t tied at the top
    # W and floor(W / 5) * t to each second, where W * t <= 120 (the power of a colour).
    assert sum(r.coins) <= 4 * 3 * (2 * n + 24 * (n - 1))


@pytest.mark.parametrize("config", CONFIGS)
def test_invariants_over_random_games(config):
    """2,000 games per configuration: cards conserved, decisions per seat, results consistent."""
    opts = CONFIGS[config]
    n = opts["n_players"]
    wins = [0.0] * n
    for r in random_playouts(2000, seed=11, **opts):
        check_invariants(r, n)
        wins = [a + b for a, b in zip(wins, r.returns, strict=True)]
    # Uniformly random seats: no seat is hopeless (a loose sanity bound, not a statistic).
    assert all(w > 2000 / n * 0.5 for w in wins)


def test_same_seeds_same_game_and_seeds_matter():
    a, b = playout(3, 4), playout(3, 4)
    assert a == b
    assert playout(3, 5).codes != a.codes  # other decisions
    assert playout(4, 4).codes != a.codes  # another deck


def test_random_playouts_match_simulate_seeds():
    """Game i of random_playouts uses the seeds majority_core.simulate gives game i."""
    from majority_core.rng import derive_seed
    from majority_core.simulate import game_seeds

    seeds = game_seeds(5, 3)
    for r, s in zip(random_playouts(3, seed=5), seeds, strict=True):
        assert r == playout(s, derive_seed(s, "decisions"))


@settings(max_examples=200)
@given(
    seed=st.integers(min_value=0, max_value=2**64 - 1),
    play_seed=st.integers(min_value=0, max_value=2**64 - 1),
    n=st.sampled_from([3, 4]),
    first_edition=st.booleans(),
    holder=st.integers(min_value=0, max_value=2),
)
def test_property_any_seed_gives_a_complete_consistent_game(
    seed, play_seed, n, first_edition, holder
):
    r = playout(seed, play_seed, n_players=n, first_edition=first_edition, spy_holder=holder)
    check_invariants(r, n)
    assert r == playout(
        seed, play_seed, n_players=n, first_edition=first_edition, spy_holder=holder
    )


# -- the same rules as the engine's kernel -------------------------------------------------


def kernel_says(cards: list[str], holder: int, first_edition: bool):
    from majority_core.the_majority import resolve_trick

    r = resolve_trick(
        dict(enumerate(cards)),
        n_players=len(cards),
        spy_holder=holder,
        first_edition=first_edition,
    )
    moved = r.next_order is not None  # not the last trick: a face-up trick follows any spy
    return (
        [sorted(str(c) for c in r.won[p]) for p in range(len(cards))],
        sorted(str(c) for c in r.discarded),
        r.spy_holder if moved else -1,
    )


def feasible(cards: list[str]) -> bool:
    from majority_core.the_majority.components import copies

    limit = copies(len(cards))
    return all(cards.count(c) <= limit[int(c[1:])] for c in set(cards))


#: Every effect in two colours, a third colour and a plain card: all interactions show up.
EFFECT_CARDS = ["R0", "R2", "R3", "R7", "B0", "B2", "B3", "B7", "Y5"]


def test_trick_resolution_equals_the_kernel_on_every_effect_combination():
    """Every 3- and 4-card trick over EFFECT_CARDS, every holder, both editions (4 players:
    holder and edition vary with the trick), resolved by the fast path and by
    ``kernel.resolve_trick``: same won cards, discards and spy token."""
    from itertools import product

    checked = 0
    for i, cards in enumerate(product(EFFECT_CARDS, repeat=4)):
        cards = list(cards)
        if feasible(cards):
            holder, fe = i % 4, bool(i // 4 % 2)
            assert trick(cards, holder, fe) == kernel_says(cards, holder, fe), (cards, holder, fe)
            checked += 1
    for cards in product(EFFECT_CARDS, repeat=3):
        cards = list(cards)
        if feasible(cards):
            for holder in range(3):
                for fe in (False, True):
                    assert trick(cards, holder, fe) == kernel_says(cards, holder, fe)
                    checked += 1
    assert checked > 8000


def test_trick_resolution_equals_the_kernel_on_random_full_deck_tricks():
    import random

    rng = random.Random(2024)
    names = [card_name(c) for c in sorted(set(deck_codes(4)))]
    for _ in range(2000):
        n = rng.choice((3, 4))
        cards = [rng.choice(names) for _ in range(n)]
        if feasible(cards):
            holder, fe = rng.randrange(n), rng.random() < 0.5
            assert trick(cards, holder, fe) == kernel_says(cards, holder, fe), (cards, holder, fe)


def test_debate_equals_the_kernel():
    import random

    from majority_core.the_majority import debate as kernel_debate

    rng = random.Random(7)
    for _ in range(2000):
        n = rng.choice((3, 4))
        rows = [
            tuple(rng.choice((0, 0, 3, 5, 9, 10, 15, 16, 20, 32)) for _ in range(3))
            for _ in range(n)
        ]
        expected = kernel_debate(
            {
                p: dict(zip(("red", "blue", "yellow"), row, strict=True))
                for p, row in enumerate(rows)
            }
        ).coins
        assert debate(rows) == [expected[p] for p in range(n)], rows


def test_results_equal_the_kernel():
    import random

    from majority_core.the_majority import winners

    rng = random.Random(8)
    for _ in range(2000):
        n = rng.choice((3, 4))
        coins = [rng.randrange(6) for _ in range(n)]
        holder = rng.randrange(n)
        seats, _ = winners(coins, holder)
        assert _returns(coins, holder) == tuple(float(p in seats) for p in range(n))


# -- the same games as the full engine ------------------------------------------------------

EQUIVALENCE_SEEDS = 300


def engine_game(seed: int, play_seed: int, **options):
    from majority_core.game import play
    from majority_core.policy import UniformRandom
    from majority_core.the_majority.state import TheMajorityState

    n = options.get("n_players", 4)
    state = TheMajorityState.new(seed=seed, **options)
    return play(state, [UniformRandom()] * n, seed=play_seed)


def by_colour(cards) -> dict[str, Counter]:
    """Cards as a multiset per colour (placement order is not a rule)."""
    out: dict[str, Counter] = {c: Counter() for c in "RBY"}
    for c in cards:
        out[str(c)[0]][str(c)] += 1
    return out


def assert_same_game(state, r: FastResult) -> None:
    n = state.n_players
    assert r.decisions == [(p, str(a)) for p, a in state.history]
    assert list(r.coins) == state.coins
    for p in range(n):
        assert by_colour(card_name(c) for c in r.won[p]) == by_colour(state.won[p])
        # Stronger than the rules need: the same placement order too (docs/rulings-the-majority.md,
        # "Where won cards are listed": seat order of the players who played them).
        assert [card_name(c) for c in r.won[p]] == [str(c) for c in state.won[p]]
    assert [card_name(c) for c in r.discarded] == [str(c) for c in state.discarded]
    assert [card_name(c) for c in r.kept] == [str(c) for c in state.kept]
    assert r.spy_holder == state.spy_holder
    assert list(r.returns) == state.returns()


def rare_paths(r: FastResult, holder: int, first_edition: bool) -> Counter:
    """Which rare rule paths a game went through, read from its decisions (the tricks are
    rebuilt from the decision list, whose layout is fixed: draft, exchange, tricks)."""
    n = r.n_players
    seen: Counter = Counter()
    i = 0
    for rnd in range(4):
        steps = 5 if rnd == 0 else 4
        i += steps * n + (n if n == 4 else 0)  # draft picks, then the partner exchange
        face_up = False
        for t in range(steps):
            plays = [0] * n
            for x in r.codes[i : i + n]:
                plays[x >> 6] = x & 63
            i += n
            seen["face-up trick"] += face_up
            names = [card_name(c) for c in plays]
            new_holder = trick(names, holder, first_edition)[2]
            zeros = [c >> 4 for c in plays if c & 15 == 0]
            seen["cancelled bribes"] += len(zeros) != len(set(zeros))
            seen["assassins of two colours"] += len({c >> 4 for c in plays if c & 15 == 2}) > 1
            seen["stolen spy acts"] += new_holder >= 0 and trick(names, holder, False)[2] < 0
            seen["spy on a last trick"] += new_holder >= 0 and t == steps - 1
            face_up = new_holder >= 0
            holder = new_holder if new_holder >= 0 else holder
    assert holder == r.spy_holder
    c = r.coins
    seen["team tie"] += n == 4 and c[0] + c[2] == c[1] + c[3]
    seen["3p tie"] += n == 3 and sorted(c)[-1] == sorted(c)[-2]
    seen["3p tie without the holder"] += n == 3 and c.count(max(c)) > 1 and c[holder] < max(c)
    return seen


@pytest.mark.parametrize("config", CONFIGS)
def test_fast_path_plays_the_same_games_as_the_engine(config):
    """The fast path's promise: for the same (seed, play seed) the full engine played by
    UniformRandom through majority_core.game.play makes the very same game: decisions, won
    cards, discards, kept cards, coins, spy token and results. Spy holder varies too."""
    opts = CONFIGS[config]
    n = opts["n_players"]
    seen: Counter = Counter()  # the rare paths these seeds exercise
    for i in range(EQUIVALENCE_SEEDS):
        seed, play_seed = 1000 + i, 7 * i + 3
        holder = i % n
        state = engine_game(seed, play_seed, spy_holder=holder, **opts)
        r = playout(seed, play_seed, spy_holder=holder, **opts)
        assert_same_game(state, r)
        seen.update(rare_paths(r, holder, opts.get("first_edition", False)))
    expected = [
        "face-up trick",
        "spy on a last trick",
        "cancelled bribes",
        "assassins of two colours",
    ]
    expected += ["stolen spy acts"] if opts.get("first_edition") else []
    expected += ["team tie"] if n == 4 else ["3p tie", "3p tie without the holder"]
    assert all(seen[k] > 0 for k in expected), seen


@pytest.mark.parametrize("config", ["4p", "3p-first-edition"])
def test_simulate_random_equals_simulate(config):
    """fast.simulate_random gives the very DataFrame that majority_core.simulate.simulate gives."""
    import pandas as pd

    from majority_core.policy import UniformRandom
    from majority_core.simulate import simulate
    from majority_core.the_majority.fast import simulate_random
    from majority_core.the_majority.state import TheMajorityState

    opts = dict(CONFIGS[config], spy_holder=1)
    n = opts["n_players"]
    slow = simulate(TheMajorityState, [UniformRandom()] * n, 30, seed=9, progress=False, **opts)
    fast = simulate_random(30, seed=9, progress=False, **opts)
    pd.testing.assert_frame_equal(fast, slow)


def test_result_draws_itself():
    r = playout(7, 7)
    page = r._repr_html_()
    assert "152 decisions" in page and page.count("<tr>") == 5
    assert sum(r.totals(p)["R"] for p in range(4)) == sum(
        c & 15 for w in r.won for c in w if c < 16
    )


@settings(max_examples=60)
@given(
    seed=st.integers(min_value=0, max_value=2**64 - 1),
    play_seed=st.integers(min_value=0, max_value=2**64 - 1),
    n=st.sampled_from([3, 4]),
    first_edition=st.booleans(),
    holder=st.integers(min_value=0, max_value=2),
)
def test_property_any_seeds_give_the_engine_game(seed, play_seed, n, first_edition, holder):
    opts = {"n_players": n, "first_edition": first_edition, "spy_holder": holder}
    assert_same_game(engine_game(seed, play_seed, **opts), playout(seed, play_seed, **opts))
