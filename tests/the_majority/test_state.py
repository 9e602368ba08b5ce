"""TheMajorityState rule by rule: setup, deal, draft, exchange, tricks, debate, end, errors.

Sections: revised rules (1-4 setup, 2-2 draft, 2-3 representation, 2-4 debate, 2-5/2-6 end,
3-1 effects, 3-3 three players), first edition, RULINGS.md "The Majority".
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from majority_core.errors import (
    IllegalAction,
    MalformedInput,
    SaveFileError,
    WrongPhase,
    WrongPlayer,
)
from majority_core.game import play
from majority_core.policy import UniformRandom
from majority_core.rng import make_rng
from majority_core.the_majority import Card, TheMajorityState
from majority_core.the_majority.components import build_deck
from majority_core.the_majority.kernel import winners

from .helpers import check_conservation, simple_pay, step_random


def new(**kw) -> TheMajorityState:
    kw.setdefault("n_players", 4)
    kw.setdefault("seed", 11)
    return TheMajorityState.new(**kw)


def finish_draft(state: TheMajorityState, pick=lambda legal: legal[0]) -> None:
    while state.phase == "draft":
        for p in state.current_players():
            state.apply(p, pick(state.legal_actions(p)))


def snapshot(state: TheMajorityState) -> tuple[str, str]:
    return state.to_json(sort_keys=True), json.dumps(state.view(None), sort_keys=True)


# -- setup and deal (revised 1-4, 2-2; conventions 1-2 of the state module) -------------------
class TestSetup:
    @pytest.mark.parametrize("n", [3, 4])
    def test_deck_shuffled_once_and_dealt_in_contiguous_blocks(self, n: int) -> None:
        state = new(n_players=n, seed=5)
        deck = build_deck(n)
        make_rng(5, "deck").shuffle(deck)
        for s in range(n):
            assert Counter(state.packets[s]) == Counter(deck[6 * s : 6 * s + 6])
        assert state.deck == deck[6 * n :]
        assert len(state.deck) == (72 if n == 4 else 54) - 6 * n

    def test_options_are_validated(self) -> None:
        """revised 1-5 and 3-3: 3 or 4 players; RULINGS: spy_holder is a seat."""
        for bad in [
            {"n_players": 2},
            {"n_players": 5},
            {"spy_holder": 4},
            {"spy_holder": -1},
            {"first_edition": "yes"},
        ]:
            with pytest.raises(MalformedInput):
                new(**bad)
        assert new(spy_holder=3).spy_holder == 3

    def test_spy_holder_option_is_saved(self) -> None:
        state = new(spy_holder=2, first_edition=True)
        data = json.loads(state.to_json())
        assert data["options"] == {"first_edition": True, "spy_holder": 2}
        assert TheMajorityState.from_json(state.to_json()).spy_holder == 2


# -- the draft (revised 2-2; RULINGS) ---------------------------------------------------------
class TestDraft:
    def test_everyone_picks_at_once_then_passes_left(self) -> None:
        state = new()
        assert state.current_players() == [0, 1, 2, 3]
        before = [list(p) for p in state.packets]
        picks = {}
        for p in [2, 0, 3, 1]:  # any order: the choice is simultaneous
            picks[p] = state.legal_actions(p)[-1]
            state.apply(p, picks[p])
            if len(picks) < 4:
                assert p not in state.current_players()
        for s in range(4):
            rest = list(before[(s - 1) % 4])
            rest.remove(picks[(s - 1) % 4])
            assert state.packets[s] == rest  # seat s received seat s-1's packet
            assert picks[s] in state.hands[s]

    def test_decision_counts_and_automatic_last_card(self) -> None:
        """Round 1: 6 cards, 5 picks and the last single card taken; rounds 2-4: 4 picks."""
        state = new()
        n_decisions = 0
        while state.phase == "draft":
            for p in state.current_players():
                state.apply(p, state.legal_actions(p)[0])
                n_decisions += 1
        assert n_decisions == 4 * 5 and all(len(h) == 6 for h in state.hands)
        last = [e for e in state.events if e.kind == "last_card"]
        assert len(last) == 4 and all(len(e.visible_to) == 1 for e in last)
        assert "straight into your hand" in last[0].text

    def test_legal_actions_are_distinct_and_sorted(self) -> None:
        for seed in range(20):
            state = new(seed=seed)
            for p in range(4):
                legal = state.legal_actions(p)
                assert legal == sorted(set(state.packets[p]))

    def test_kept_card_joins_the_next_packet_and_can_be_passed(self) -> None:
        """revised 2-2 "Manche 2 à 4"; RULINGS: the kept card can be passed on."""
        state = new(seed=3)
        rng = random.Random(3)
        while state.round == 1:
            step_random(state, rng)
        kept = state.view(0)["draft_seen"][0]
        assert len(kept) == 5 and len(state.packets[0]) == 5
        kept_card = next(
            Card.parse(e.data["card"])
            for e in reversed(state.events)
            if e.kind == "keep" and e.visible_to == {0}
        )
        assert kept_card in state.packets[0]
        others = [c for c in state.legal_actions(0) if c != kept_card]
        state.apply(0, others[0])
        for p in (1, 2, 3):
            state.apply(p, state.legal_actions(p)[0])
        assert kept_card in state.packets[1]  # passed to the left with the rest

    def test_picking_a_card_not_in_the_packet_is_refused(self) -> None:
        state = new()
        absent = next(c for c in build_deck(4) if c not in state.packets[0])
        before = snapshot(state)
        with pytest.raises(IllegalAction, match="revised 2-2"):
            state.apply(0, absent)
        with pytest.raises(MalformedInput, match="not a card"):
            state.apply(0, "Z9")
        with pytest.raises(WrongPlayer):
            state.apply(7, state.legal_actions(0)[0])
        state.apply(0, state.legal_actions(0)[0])
        mid = snapshot(state)
        with pytest.raises(WrongPlayer, match="not seat 0's decision"):
            state.apply(0, state.legal_actions(1)[0] if state.legal_actions(1) else "R0")
        assert snapshot(state) == mid
        assert before != mid


# -- partner exchange (revised 2-3; RULINGS) ---------------------------------------------------
class TestExchange:
    def test_partners_swap_after_all_four_chose(self) -> None:
        state = new(seed=4)
        finish_draft(state)
        assert state.phase == "exchange" and state.current_players() == [0, 1, 2, 3]
        hands = [list(h) for h in state.hands]
        gifts = {p: state.legal_actions(p)[p] for p in range(4)}
        state.apply(0, gifts[0])
        # Seat 2 does not see seat 0's gift before choosing; seat 0 sees its own pick.
        assert state.view(2)["received"] is None and state.view(2)["chosen"] == [
            True,
            False,
            False,
            False,
        ]
        assert state.view(0)["pending"] == str(gifts[0]) and state.view(2)["pending"] is None
        assert str(gifts[0]) not in json.dumps(state.view(2)["events"][-3:])
        for p in (1, 2, 3):
            state.apply(p, gifts[p])
        assert state.phase == "trick"
        for p in range(4):
            expect = list(hands[p])
            expect.remove(gifts[p])
            expect.append(gifts[(p + 2) % 4])
            assert Counter(state.hands[p]) == Counter(expect)
            assert state.view(p)["received"] == str(gifts[(p + 2) % 4])
            assert state.view(p)["gave"] == str(gifts[p])
        swap = [e for e in state.events if e.kind == "exchange"]
        assert [sorted(e.visible_to) for e in swap] == [[0, 2], [1, 3]]

    def test_no_exchange_with_three_players(self) -> None:
        """revised 3-3: no teams, so no exchange; the tricks begin after the draft."""
        state = new(n_players=3)
        finish_draft(state)
        assert state.phase == "trick" and all(len(h) == 6 for h in state.hands)


# -- tricks (revised 2-3, 3-1; RULINGS) ---------------------------------------------------------
def find_game(config: dict, want, max_seeds: int = 400):
    """A random game stopped just after a trick for which ``want(state, result)`` holds."""
    for seed in range(max_seeds):
        state = TheMajorityState.new(seed=seed, **config)
        rng = random.Random(seed)
        seen = None
        while step_random(state, rng):
            if state.last_trick is not seen:
                seen = state.last_trick
                if want(state, seen):
                    return state
    raise AssertionError("no such game found")


class TestTricks:
    def test_simultaneous_plays_stay_hidden_until_the_reveal(self) -> None:
        state = new(seed=8)
        finish_draft(state)
        for p in range(4):
            state.apply(p, state.legal_actions(p)[0])
        hand0 = list(state.hands[0])
        state.apply(0, hand0[0])
        assert state.view(1)["table"] == [None] * 4
        assert state.view(1)["chosen"] == [True, False, False, False]
        assert state.view(0)["pending"] == str(hand0[0])
        assert all(str(hand0[0]) not in line for line in state.view(1)["events"][-1:])

    @pytest.mark.parametrize("config", [{"n_players": 4}, {"n_players": 3}])
    def test_face_up_trick_after_a_spy(self, config) -> None:
        """revised 3-1 [3] / 3-3, RULINGS: the next trick is played one by one, face up,
        4p [h-1, h, h+1, h+2], 3p [h+1, h+2, h]."""
        state = find_game(config, lambda s, r: r.next_order is not None and s.phase == "trick")
        n = state.n_players
        h = state.spy_holder
        order = (
            [(h - 1) % 4, h, (h + 1) % 4, (h + 2) % 4] if n == 4 else [(h + 1) % 3, (h + 2) % 3, h]
        )
        assert state.order == order
        for i, p in enumerate(order):
            assert state.current_players() == [p]
            for q in range(n):
                if q != p:
                    assert state.legal_actions(q) == []
            if i + 1 < n:
                late = order[i + 1]
                before = snapshot(state)
                with pytest.raises(WrongPlayer):
                    state.apply(late, state.hands[late][0])
                assert snapshot(state) == before
            card = state.legal_actions(p)[0]
            state.apply(p, card)
            if i + 1 < n:
                other = order[(i + 1) % n]
                assert state.view(other)["table"][p] == str(card)  # public at once
                assert state.events[-1].visible_to is None

    def test_spy_on_the_last_trick_moves_the_token_without_face_up(self) -> None:
        """RULINGS; first edition "Espion": no face-up carry-over into the next round."""
        state = find_game(
            {"n_players": 4},
            lambda s, r: (
                r.last_trick and r.spy_holder != r.spy_holder_before and not s.is_terminal()
            ),
        )
        assert state.phase == "draft" and state.order is None
        assert state.current_players() == [0, 1, 2, 3]

    def test_tricks_per_round_and_kept_card(self) -> None:
        """revised 2-3: 5 tricks in round 1, 4 in rounds 2-4; one card stays in hand."""
        state = new(seed=9)
        rng = random.Random(9)
        counts: Counter[int] = Counter()
        seen = None
        while step_random(state, rng):
            if state.last_trick is not seen:
                seen = state.last_trick
                counts[
                    state.round if state.phase != "draft" or state.trick else state.round - 1
                ] += 1
        assert sum(counts.values()) == 5 + 4 * 3
        assert all(len(h) == 1 for h in state.hands) and state.deck == []


# -- debate and end (revised 2-4, 2-6, 3-3) ---------------------------------------------------------
class TestDebateAndEnd:
    @pytest.mark.parametrize("config", [{"n_players": 4}, {"n_players": 3}])
    def test_each_round_pays_on_cumulative_won_cards(self, config) -> None:
        state = TheMajorityState.new(seed=21, **config)
        rng = random.Random(21)
        coins = [0] * state.n_players
        rounds_seen = 0
        while step_random(state, rng):
            if len(state.debates) > rounds_seen:
                rounds_seen += 1
                result = state.debates[-1]
                # The debate counted everything won so far (all rounds), not just this round.
                for p in range(state.n_players):
                    assert result.powers[p] == dict(
                        zip(("red", "blue", "yellow"), state.totals[p], strict=True)
                    )
                for colour in ("red", "blue", "yellow"):
                    pay = simple_pay([result.powers[p][colour] for p in range(state.n_players)])
                    for p in range(state.n_players):
                        coins[p] += pay[p]
                assert state.coins == coins
        assert rounds_seen == 4 and state.is_terminal()
        debates = [e for e in state.events if e.kind == "debate"]
        assert len(debates) == 12 and all("revised 2-4" in e.rule for e in debates)

    def test_team_result_with_spy_tie_break(self) -> None:
        """revised 2-6: team coins decide; a tie goes to the team with the spy token."""
        for seed in range(30):
            state = play(new(seed=seed), [UniformRandom()] * 4, seed=seed)
            a = state.coins[0] + state.coins[2]
            b = state.coins[1] + state.coins[3]
            team = 0 if a > b else 1 if b > a else state.spy_holder % 2
            assert state.winners == [team, team + 2]
            assert state.returns() == [1.0 if p % 2 == team else 0.0 for p in range(4)]
            rows = state.result_rows()
            assert [r["team"] for r in rows] == [0, 1, 0, 1]
            assert [r["team_coins"] for r in rows] == [a, b, a, b]
            assert sum(r["spy_token"] for r in rows) == 1
            assert state.events[-1].kind == "end" and "revised 2-6" in state.events[-1].rule

    def test_three_player_result(self) -> None:
        """revised 3-3: most coins; ties go to the holder, else nearest clockwise from it."""
        for seed in range(30):
            state = play(new(n_players=3, seed=seed), [UniformRandom()] * 3, seed=seed)
            best = max(state.coins)
            tied = [p for p in range(3) if state.coins[p] == best]
            h = state.spy_holder
            expect = h if h in tied else min(tied, key=lambda p: (p - h) % 3)
            assert state.winners == [expect]
            assert [r["team"] for r in state.result_rows()] == [None, None, None]

    def test_winners_kernel_is_what_the_state_uses(self) -> None:
        state = play(new(seed=2), [UniformRandom()] * 4, seed=2)
        assert winners(state.coins, state.spy_holder)[0] == state.winners

    def test_nobody_acts_after_the_end(self) -> None:
        state = play(new(seed=2), [UniformRandom()] * 4, seed=2)
        before = snapshot(state)
        with pytest.raises(WrongPhase):
            state.apply(0, "R10")
        assert snapshot(state) == before
        assert all(state.legal_actions(p) == [] for p in range(4))


# -- save files, views, display --------------------------------------------------------------
class TestSaveAndDisplay:
    @pytest.mark.parametrize(
        "mutate",
        [
            lambda d: d.update(decisions=[[0, "R11"]]),
            lambda d: d.update(decisions=[[0, "Z"]]),
            lambda d: d.update(options={"first_edition": 1, "spy_holder": 0}),
            lambda d: d.update(options={"spy_holder": 9}),
            lambda d: d.update(n_players=5),
            lambda d: d.update(decisions=d["decisions"][:3] + [[0, d["decisions"][0][1]]]),
        ],
    )
    def test_bad_save_files_are_refused(self, mutate) -> None:
        state = new(seed=1)
        rng = random.Random(1)
        for _ in range(12):
            step_random(state, rng)
        data = json.loads(state.to_json())
        mutate(data)
        with pytest.raises(SaveFileError):
            TheMajorityState.from_json(json.dumps(data))

    def test_views_show_hands_only_to_their_owner(self) -> None:
        state = new(seed=6)
        everything = state.view(None)
        assert len(everything["hands"]) == 4 and len(everything["deck"]) == 48
        for p in range(4):
            v = state.view(p)
            assert "hands" not in v and "deck" not in v and "packets" not in v
            assert v["packet"] == [str(c) for c in state.packets[p]]
            assert len(v["events"]) < len(everything["events"])

    def test_draws_itself(self) -> None:
        state = play(new(seed=2), [UniformRandom()] * 4, seed=2)
        html = state._repr_html_()
        assert "spy token" in html and "coins" in html
        assert "<table" in state.events_table()
        fresh = new()
        assert "packet" in fresh._repr_html_() and "waiting for seat 0" in fresh._repr_html_()
        assert fresh._repr_html_(player=0).count("packet:") == 1

    def test_every_event_names_its_rule(self) -> None:
        state = play(new(seed=2, first_edition=True), [UniformRandom()] * 4, seed=2)
        assert all(e.text and e.rule for e in state.events)
        assert check_conservation(state) is None


class TestFirstEditionInAGame:
    def test_a_stolen_spy_moves_the_token_to_whoever_played_it(self) -> None:
        """first edition "Pour terminer"; RULINGS option first_edition."""

        def stolen_spy_acted(state, r) -> bool:
            return any(
                c.power == 3
                and r.where[p] not in (p, None)
                and r.spy_holder == p != r.spy_holder_before
                for p, c in r.plays.items()
            )

        state = find_game({"n_players": 4, "first_edition": True}, stolen_spy_acted)
        r = state.last_trick
        assert state.spy_holder == r.spy_holder
        assert "first edition" in " ".join(e.text for e in state.events[-6:])
        with pytest.raises(AssertionError):
            find_game({"n_players": 4}, stolen_spy_acted, max_seeds=60)


def test_importing_the_game_loads_no_notebook_library() -> None:
    import subprocess
    import sys

    code = (
        "import sys, majority_core.the_majority as m; "
        "m.TheMajorityState.new(n_players=4, seed=1); "
        "print([x for x in ('pandas', 'altair', 'ipywidgets', 'numpy', 'scipy') if x in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
