"""Equilibria with nashpy: The Majority's last trick (zero-sum) and a Grard turn (coordination);
the search checked against the open-hands game, and against the bots (lessons 06, 07, 23)."""

from __future__ import annotations

import pytest

from majority_core.equilibria import (
    MatrixGame,
    best_replies,
    coordination_chance,
    describe,
    equilibria_table,
    reply_cycle,
)
from majority_core.errors import WrongPhase
from majority_core.grard.equilibria import (
    current_grard_turn,
    grard_focal_table,
    grard_mixed_table,
    grard_turn_game,
)
from majority_core.the_majority.equilibria import (
    convergence_chart,
    convergence_sentence,
    convergence_table,
    dispute_table,
    disputes,
    duel,
    duel_summary,
    duel_verdict,
    find_last_trick,
    last_trick_game,
    last_trick_survey,
    position_at,
    position_table,
    uniform_check,
)
from majority_core.the_majority.state import TheMajorityState


@pytest.fixture(scope="module")
def mixed() -> MatrixGame:
    """Seed 7 (Greedy play): the round's last face-down trick needs a mixed strategy."""
    return last_trick_game(find_last_trick(7, max_games=1))


def test_a_cell_is_the_engine_playing_the_rest_of_the_round(mixed: MatrixGame) -> None:
    """Revised 2-3 and 4-1: a cell is the coins each team gains when the four cards are played
    and the last card of each hand follows; replayed here by hand through the engine."""
    state = find_last_trick(7, max_games=1)
    start = state.view(None)["coins"]
    mine, theirs = mixed.rows[1].split(" & "), mixed.cols[2].split(" & ")
    for seat, card in zip((0, 2, 1, 3), mine + theirs, strict=True):
        state.apply(seat, card)
    while state.view(None)["round"] == 1:
        for p in state.current_players():
            (card,) = state.legal_actions(p)
            state.apply(p, card)
    coins = state.view(None)["coins"]
    gain = [coins[s] - start[s] for s in range(4)]
    assert mixed.a[1][2] == gain[0] + gain[2] - gain[1] - gain[3]
    assert mixed.zero_sum


def test_nashpy_equilibria_survive_brute_force_and_give_the_value(mixed: MatrixGame) -> None:
    """Every equilibrium nashpy finds: no pure deviation pays (checked cell by cell), and its
    payoff is the game's value by linear programming; no pure saddle point exists here, so
    both sides mix (the pure guarantees leave a gap)."""
    eqs = mixed.equilibria()
    assert eqs
    value = mixed.value()
    for r, c in eqs:
        assert mixed.is_equilibrium(r, c)
        assert mixed.payoffs(r, c)[0] == pytest.approx(value)
        assert sum(x > 1e-9 for x in r) >= 2 and sum(x > 1e-9 for x in c) >= 2
    low, high = mixed.pure_bounds()
    assert low < value < high
    assert mixed.pure_equilibria() == []
    assert describe(mixed, *eqs[0]).startswith("seats 0 and 2: Y2 & B2 (4/9) or ")


def test_a_pure_saddle_point_is_found_both_ways() -> None:
    """Seed 1: a pure choice is optimal; brute force over cells and nashpy agree on which."""
    game = last_trick_game(find_last_trick(1, max_games=1))
    low, high = game.pure_bounds()
    assert low == high == game.value()
    pure = {
        (game.rows[r.index(1.0)], game.cols[c.index(1.0)])
        for r, c in game.equilibria()
        if 1.0 in r and 1.0 in c
    }
    assert pure == set(game.pure_equilibria())


def test_matching_pennies_needs_half_and_half() -> None:
    game = MatrixGame("pennies", "row", "col", ["H", "T"], ["H", "T"], [[1, -1], [-1, 1]], [[-1, 1], [1, -1]])
    assert game.equilibria() == [([0.5, 0.5], [0.5, 0.5])]
    assert game.value() == pytest.approx(0.0)


def test_last_trick_game_refuses_another_moment() -> None:
    with pytest.raises(WrongPhase, match="two cards"):
        last_trick_game(TheMajorityState.new(n_players=4, seed=1))


def test_grard_turn_alone_is_pure_coordination() -> None:
    """Grard "Résolution des votes": two seats alone score only by voting alike (a lone vote is
    no majority); every match is a pure equilibrium, Mark's (the pile of 3) the best one, and
    mixed equilibria exist too: each side mixing over the same options."""
    game = grard_turn_game(3, stay=1.0)
    assert game.pure_equilibria() == [("A", "A"), ("B", "B"), ("C", "C"), ("mark", "mark")]
    assert game.a[3][3] == 3 and game.a[0][1] == 0
    eqs = game.equilibria()
    mixed = [(r, c) for r, c in eqs if sum(x > 1e-9 for x in r) > 1]
    assert mixed and all(game.is_equilibrium(r, c) for r, c in eqs)
    r, c = next((r, c) for r, c in mixed if all(x > 0 for x in r))
    # Fully mixed: each side makes the other indifferent, so Mark (worth 3) is chosen least.
    assert r[3] < r[0] and r == pytest.approx(c)


def test_grard_turn_ties_all_win_and_a_crowd_decides() -> None:
    """Grard "Cas particulier" (ties all win): against two other votes on B, the pair voting A
    together ties B and stays in, so (A, A) is still an equilibrium; against three votes on B,
    voting B is dominant and (B, B) is the only pure equilibrium (a focal point made real)."""
    two = grard_turn_game(0, others={"B": 2}, stay=1.0)
    assert ("A", "A") in two.pure_equilibria() and ("B", "B") in two.pure_equilibria()
    three = grard_turn_game(0, others={"B": 3}, stay=1.0)
    assert three.pure_equilibria() == [("B", "B")]
    assert all(three.a[1][j] >= three.a[i][j] for i in range(4) for j in range(4))


# -- lesson 06: the game's last trick, counted in wins ----------------------------------------------
@pytest.fixture(scope="module")
def final() -> object:
    """Seed 13 (Greedy play): round 4's last trick decides the game (revised 2-6)."""
    return find_last_trick(13, max_games=1, round_=4)


def test_the_last_trick_of_the_game_is_a_coin_flip(final) -> None:
    """Revised 2-6: after round 4's last trick the game is over, so each cell is a win (+1) or a
    loss (-1) of seats 0 and 2. Here no pure pair is safe (the pure guarantees are -1 and +1),
    every equilibrium mixes two pairs half and half, and the value is 0: an even game."""
    game = last_trick_game(final, payoff="win")
    assert {x for row in game.a for x in row} == {-1.0, 1.0} and game.unit == "win"
    assert game.pure_bounds() == (-1.0, 1.0) and game.pure_equilibria() == []
    assert game.value() == pytest.approx(0.0, abs=1e-9)
    for r, c in game.equilibria():
        assert game.is_equilibrium(r, c)
        assert sorted(x for x in r if x > 1e-9) == pytest.approx([0.5, 0.5])
    assert "Back where we started after 4 replies" in reply_cycle(game)[-1]


def test_counting_coins_instead_of_wins_changes_the_answer(final) -> None:
    """The same trick counted in coins (revised 2-4) has a saddle point: B0 & R3 guarantees 0
    coins; counted in wins, nothing is safe. What a team maximises decides its strategy."""
    coins = last_trick_game(final)
    assert coins.pure_bounds() == (0.0, 0.0)
    assert {r for r, _c in coins.pure_equilibria()} == {"B0 & R3"}


def test_wins_only_in_the_last_round() -> None:
    with pytest.raises(WrongPhase, match="only in round 4"):
        last_trick_game(find_last_trick(7, max_games=1), payoff="win")
    with pytest.raises(ValueError, match="payoff"):
        last_trick_game(find_last_trick(7, max_games=1), payoff="points")


def test_the_search_with_open_hands_estimates_the_matrix_average(final) -> None:
    """Two routes through the engine: the win matrix averaged over the partner's and the
    opponents' cards, and the search's playouts (open hands, the others uniformly at random).
    Each exact chance lies in the search's 95% interval."""
    frame = uniform_check(final, iterations=200, seed=0)
    assert set(frame["seat 0 plays"]) == {"R3", "B0"}
    assert frame["exact value inside"].all()
    assert dict(zip(frame["seat 0 plays"], frame["exact win chance"], strict=True)) == {
        "R3": 0.375, "B0": 0.25}


def test_survey_and_replies_read_the_same_game() -> None:
    """A saddle point exactly when the two pure guarantees meet; the value lies between them;
    seed 7's first round needs a mixed strategy (its best replies go round in a cycle)."""
    survey = last_trick_survey([7])
    low, high = survey["pure guarantee of seats 0 and 2"], -survey["pure guarantee of seats 1 and 3"]
    assert ((low == high) == survey["saddle point"]).all()
    assert ((low <= survey["value"] + 1e-9) & (survey["value"] <= high + 1e-9)).all()
    first = survey[survey["round"] == 1].iloc[0]
    assert not first["saddle point"] and first["value"] == pytest.approx(-7 / 6, abs=1e-3)
    game = last_trick_game(find_last_trick(1, max_games=1))
    assert "saddle point" in reply_cycle(game)[-1]
    replies = best_replies(game)
    assert len(replies) == len(game.rows) + len(game.cols)
    table = equilibria_table(game)
    assert set(table["kind"]) == {"pure"} and (table["seats 0 and 2 expect"] == 1.0).all()


def test_position_table_shows_every_hand(final) -> None:
    table = position_table(final)
    assert list(table.index) == [0, 1, 2, 3]
    assert table.loc[0, "hand"] == "R3 B0" and table["spy token"].sum() == 1


# -- lesson 07: the search against the bots ----------------------------------------------------------
def test_disputes_and_the_duel_are_consistent_and_replayable() -> None:
    """A dispute is a real disagreement at a trick; the duel plays both cards from the same
    worlds, so its counts fit together; the same seeds give the same table."""
    found = disputes(range(2), "greedy", iterations=12, limit=1)
    assert len(found) == 1
    d = found[0]
    assert d.search_card != d.bot_card and d.state.phase == "trick"
    assert {d.search_card, d.bot_card} <= {str(c) for c in d.state.legal_actions(d.seat)}
    assert dispute_table(found)["search plays"].tolist() == [d.search_card]
    frame = duel(found, worlds=3, seed=1)
    row = frame.iloc[0]
    assert row["wins with the search's card"] - row["wins with the bot's card"] == (
        row["worlds where only the search's card won"] - row["worlds where only the bot's card won"])
    assert frame.equals(duel(found, worlds=3, seed=1))
    summary = duel_summary(frame)
    assert summary["worlds"].iloc[0] == 3 and summary["against"].iloc[0] == "greedy"
    assert duel_verdict(frame) in {"search", "bot", "undecided"}


def test_convergence_chart_has_intervals_and_a_title() -> None:
    rows = [
        {"iterations": n, "action": a, "value": 0.5, "low": 0.4, "high": 0.6, "playouts": n // 2,
         "recommended": a == "R3"}
        for n in (10, 20) for a in ("R3", "B0")
    ]
    spec = convergence_chart(rows).to_dict()
    assert "settle" in str(spec["title"])
    assert [layer["mark"]["type"] for layer in spec["layer"]] == ["rule", "point"]


# -- lesson 23: a Grard turn -------------------------------------------------------------------------
def test_grard_mixed_equilibrium_coordinates_rarely() -> None:
    """Two seats alone, pile 3: the fully mixed equilibrium plays A, B and C 3/10 each and Mark
    1/10 (each side indifferent: 1 x p = 3 x q), and the two meet only 28% of the time."""
    game = grard_turn_game(3)
    r, c = next((r, c) for r, c in game.equilibria() if all(x > 0 for x in r))
    assert r == pytest.approx([0.3, 0.3, 0.3, 0.1])
    assert coordination_chance(game, r, c) == pytest.approx(0.28)
    assert game.payoffs(r, c) == pytest.approx((0.3, 0.3))


def test_grard_focal_point_selects_among_equal_equilibria() -> None:
    """Grard "Résolution des votes": 3 players, seed 1; seat 2 votes C (notebook, which goes
    with the reference map). For seats 0 and 1 every common vote is an equilibrium paying the
    same; only the words single one out: C, the focal bot's choice."""
    from majority_core.grard import GrardState

    state = GrardState.new(n_players=3, seed=1, language="en")
    state.apply(2, "C")
    game = current_grard_turn(state, (0, 1))
    assert game.row_player == "seat 0" and game.col_player == "seat 1"
    table = grard_focal_table(state, (0, 1))
    assert list(table["both vote"]) == ["A", "B", "C", "Mark"]
    assert table["seat 0 gets"].nunique() == 1
    assert table.loc[table["focal point"], "word"].tolist() == ["notebook"]


def test_convergence_table_and_sentence_read_the_rows() -> None:
    rows = [
        {"iterations": n, "action": a, "value": v, "low": v - w, "high": v + w,
         "playouts": n // 2, "recommended": a == best}
        for n, w, best in ((10, 0.3, "B0"), (40, 0.15, "R3")) for a, v in (("R3", 0.5), ("B0", 0.4))
    ]
    table = convergence_table(rows)
    assert list(table["card"]) == ["R3", "B0"] and list(table["recommended"]) == [True, False]
    sentence = convergence_sentence(rows)
    assert "With 10 playouts the search recommends B0; with 40, R3" in sentence
    assert "from 60 to 30 percentage points" in sentence


def test_grard_mixed_table_mark_gets_rarer_as_the_pile_grows() -> None:
    """The indifference rule, pile p and staying worth 1: each proposition p/(3p + 1) and Mark
    1/(3p + 1) in the fully mixed equilibrium, so Mark gets rarer as the pile grows."""
    table = grard_mixed_table((1, 3, 8))
    assert list(table["Mark in the mix"]) == ["1/4", "1/10", "1/25"]
    assert table["chance they vote alike"].is_monotonic_increasing


@pytest.mark.parametrize(("round_", "trick", "seat"), [(2, 1, 0), (1, 3, 2), (3, 4, 1)])
def test_position_at_stops_at_the_seats_trick(round_: int, trick: int, seat: int) -> None:
    """Counted from the public record, not from the counters position_at reads: the rounds
    dealt (revised 2-1), the tricks settled since the last deal (revised 2-3), and the seat
    has not yet played to the trick being asked about (its hand still holds the cards of the
    tricks to come plus the one kept at the end, revised 2-4)."""
    state = position_at(3, round_=round_, trick=trick, seat=seat)
    public = [e for e in state.events if e.visible_to is None]
    deals = [i for i, e in enumerate(public) if e.kind == "round"]
    assert len(deals) == round_
    since = public[deals[-1] + 1:]
    assert [e.kind for e in since].count("trick") == trick - 1
    assert "exchange_done" in [e.kind for e in since]  # the tricks have begun
    assert seat in state.current_players() and state.legal_actions(seat)
    hands = state.view(None)["hands"]
    assert len(hands[seat]) == state.tricks_in_round() - (trick - 1) + 1


def test_duel_sentence_never_shows_a_bound_of_50_beside_below_50() -> None:
    """Review 3, N14 (lesson 07): 17 of 48 worlds put the Wilson upper bound at 49.6%; shown
    as whole percents it read "23% to 50%" beside "below 0.5". A bound that rounds to 50% keeps
    one decimal; the French verdict says « sous 50 % » with a single colon in the sentence."""
    import pandas as pd

    from majority_core.i18n import _, language
    from majority_core.the_majority.equilibria import duel_sentence

    with language("fr"):
        frame = pd.DataFrame({"search": [17], "bot": [31]})
        frame.columns = [_("worlds where only the search's card won"),
                         _("worlds where only the bot's card won")]
        text = str(duel_sentence(frame))
        assert duel_verdict(frame) == "bot"
        assert "49,6\xa0%" in text and "à 50\xa0%" not in text, text
        assert "sous 50\xa0%, donc la carte du bot" in text and text.count(":") == 1, text
    with language("en"):
        frame.columns = [_("worlds where only the search's card won"),
                         _("worlds where only the bot's card won")]
        assert "to 49.6%" in str(duel_sentence(frame))
