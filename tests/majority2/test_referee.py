"""Random games of Majority 2 judged step by step by an independent referee (referee.py): the
deal, every decision's legal actions and effects, reshuffles, the end, the score and the winner.

CI judges 6 configurations x 10 games (60 games, about 23,000 decisions, ~12 s); a bigger
sweep runs by hand with ``MAJORITY2_REFEREE_GAMES=200``. The sweeps cover every option the
engine offers: promo cards (all, or some), the Ghosts, their cost, the end threshold and the
safety stop.
"""

from __future__ import annotations

import os
import random

import pytest

from majority_core.majority2 import Majority2State

from .referee import (
    Card,
    Majority2Referee,
    card_order,
    composition,
    draw_count,
    final_score,
    judge_game,
)

N_GAMES = int(os.environ.get("MAJORITY2_REFEREE_GAMES", "10"))
CONFIGS = [
    {},
    {"promos": "all"},
    {"ghosts": True},
    {"promos": "all", "ghosts": True},
    {"promos": ["witches:senior", "dragons:junior"], "ghosts": True, "ghost_cost": 1,
     "end_factions": 3},
    {"promos": ["angels:veteran", "reapers:aristocrat", "demons:veteran"], "turn_limit": 40},
]  # fmt: skip


def sweep(config: dict, seeds: range) -> tuple[list[str], int]:
    """Every failing game's verdict (not only the first), and the decisions judged."""
    verdicts: list[str] = []
    decisions = 0
    for seed in seeds:
        state = Majority2State.new(seed=seed, **config)
        try:
            judge_game(state, random.Random(seed))
        except AssertionError as exc:
            verdicts.append(f"seed {seed}: {str(exc)[:600]}")
        decisions += len(state.history)
    return verdicts, decisions


@pytest.mark.parametrize(
    "config", CONFIGS, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()) or "base"
)
def test_random_games_follow_the_rulebook_at_every_step(config) -> None:
    verdicts, decisions = sweep(config, range(N_GAMES))
    assert decisions > 100 * N_GAMES
    assert not verdicts, "\n".join(verdicts)


def test_the_referee_knows_the_rulebook() -> None:
    # 4-2 / 6-3 / 6-4: 60 cards, promo kinds replace their base cards, two Ghosts.
    assert sum(composition([], False).values()) == 60
    deck = composition(["dragons:junior"], True)
    assert deck["dragons:junior:promo"] == 3 and "dragons:junior" not in deck
    assert deck["independent:ghost"] == 2 and sum(deck.values()) == 62
    # 5-4 (RULINGS): 0 -> 2, 1-2 -> 3, 3-4 -> 4, 5-6 -> 5, 7-8 -> 6.
    assert [draw_count(k) for k in range(10)] == [2, 3, 3, 4, 4, 5, 5, 6, 6, 6]
    # 5-8's example: demons Veteran 6 + two demons Secretaries (4 each) + angels Juniors 3 + 3
    # + angels Aristocrat 4 = 24; with 11 coins, 35.
    zone = [Card(x) for x in ("demons:veteran", "demons:secretary", "demons:secretary",
                              "angels:junior", "angels:junior", "angels:aristocrat")]  # fmt: skip
    assert final_score(zone, 11) == 35
    # 6-1: a demons Secretary under the blue disc is counted by a witches Secretary and still
    # counts the demons Secretaries, which no longer count it.
    zone = [Card("demons:secretary", "witches"), Card("witches:secretary"),
            Card("demons:secretary")]  # fmt: skip
    assert final_score(zone, 0) == (2 + 2 * 0) + (2 + 2) + 2 + 2
    # 6-3 demons promo Veteran: +1 per different faction; a disc-less Ghost has none (6-4).
    zone = [Card("demons:veteran:promo"), Card("angels:junior"), Card("independent:ghost")]
    assert final_score(zone, 0) == (2 + 2) + 3 + 5
    assert sorted(["reapers:junior", "independent:ghost", "witches:aristocrat:promo",
                   "witches:aristocrat", "demons:secretary"], key=card_order) == [
        "witches:aristocrat", "witches:aristocrat:promo", "demons:secretary",
        "reapers:junior", "independent:ghost"]  # fmt: skip


# -- the rulebook readings the engine disagreed with when the referee was written ------------
# Each is a game where the point arises; the referee's verdict names it.


def verdict(config: dict, seed: int) -> str | None:
    found, _ = sweep(config, range(seed, seed + 1))
    return found[0] if found else None


def test_a_reapers_senior_drawing_the_other_senior_triggers_it(monkeypatch) -> None:
    """6-2 reapers Senior: the drawn card "takes its place and triggers its ability", the other
    reapers Senior included; only the endless case (nothing else to draw) stops."""
    monkeypatch.setattr(Majority2Referee, "burn_order", False)  # this point alone
    assert verdict({}, 51) is None


def test_the_active_players_ghost_takes_the_disc_first(monkeypatch) -> None:
    """6-4: with two disc-less Ghosts in one column, the one played by the active player has
    priority, even when the disc was aimed at the other Ghost."""
    monkeypatch.setattr(Majority2Referee, "burn_order", False)  # this point alone
    assert verdict({"ghosts": True}, 26) is None


def test_the_dragons_senior_discards_the_hand_in_card_order() -> None:
    """6-2 dragons Senior (and 6-1: discards are public): the hand goes to the discard pile in
    card order, not in the order it arrived (which would tell what the opponent passed)."""
    assert verdict({}, 0) is None


# -- planted bugs the referee must refuse -----------------------------------------------------
def clean_verdict(monkeypatch, config: dict, games: int = 6) -> str | None:
    monkeypatch.setattr(Majority2Referee, "burn_order", False)  # (a known point, apart)
    found, _ = sweep(config, range(games))
    return found[0] if found else None


def test_a_wrong_draw_table_is_refused_by_the_referee(monkeypatch) -> None:
    """Planted: the draw phase gives 2 cards whatever the opponent formed (5-4's table)."""
    import majority_core.majority2.state as engine

    assert clean_verdict(monkeypatch, {}) is None
    monkeypatch.setattr(engine, "draw_count", lambda formed: 2)
    verdict = clean_verdict(monkeypatch, {})
    assert verdict is not None and ("hands" in verdict or "deck" in verdict)


def test_protection_ignored_is_refused_by_the_referee(monkeypatch) -> None:
    """Planted: the angels Junior protects nothing (6-2)."""
    assert clean_verdict(monkeypatch, {}) is None
    monkeypatch.setattr(Majority2State, "_protected", lambda self, p, col: False)
    assert clean_verdict(monkeypatch, {}, games=10) is not None
