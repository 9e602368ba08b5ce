"""The projector's public board holds only what every seat knows, for every game and size.

The server test compared the projector with worlds drawn for seat 0 only, so a projector that
showed seat 0's hand (which seat 0's worlds keep) passed, above all at two players. Here the
projector's payload (``view_payload(game, state, "public")``, what the server sends it) must be
the same in worlds drawn for *every* seat (each redraws the secrets of all the others, so
together they redraw every secret), its log must be exactly the public events, and no private
sentence of any seat may appear in it, at several points of a bot game of each game and each
player count (2 included: Majority 2).
"""

from __future__ import annotations

import html
import importlib
import json

import pytest

from majority_core.game import GameState, play
from majority_core.rng import make_rng
from majority_tables.games import look, view_payload

CASES = [
    (game, n) for game in ("the_majority", "sultane", "grard", "majority2", "witch")
    for n in sorted(look(game).player_counts)
]


def _game(game: str, n: int, seed: int) -> GameState:
    lk = look(game)
    bots = list(lk.bots.values())
    policies = [bots[p % len(bots)]() for p in range(n)]
    state = lk.state_cls.new(n_players=n, seed=seed, **lk.options)
    return play(state, policies, seed=seed)


def _private_texts(state: GameState) -> set[str]:
    """Sentences some seat saw privately and nobody saw said publicly the same way."""
    public = {e.text for e in state.events if e.visible_to is None}
    return {e.text for e in state.events if e.visible_to is not None and e.text not in public}


@pytest.mark.parametrize(("game", "n"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_the_projector_shows_what_every_seat_knows_and_nothing_else(game: str, n: int) -> None:
    final = _game(game, n, seed=n + 20)
    sampler = importlib.import_module(
        type(final).__module__.rpartition(".")[0] + ".worlds").sample_world
    k = len(final.history)
    points = sorted({k // 5, k // 3, k // 2, 2 * k // 3} - {0})
    assert len(points) >= 2
    lk = look(game)
    for d in points:
        state = final.replay_prefix(d)
        if state.is_terminal():
            continue
        sent = view_payload(game, state, "public")
        # the log is the public record, in order, and nothing else
        public = [e for e in state.events if e.visible_to is None]
        assert sent["log"] == [lk.event_text(e) for e in public], d
        assert sent["seat"] is None and sent["actions"] == [] and not sent["deciding"]
        raw = json.dumps(sent, ensure_ascii=False)
        for text in _private_texts(state):
            assert text not in raw and html.escape(text) not in raw, (d, text)
        for seat in range(n):
            world = sampler(state, seat, make_rng(d, "projector", seat))
            assert [e.text for e in world.events if e.visible_to is None] == [
                e.text for e in public]
            assert view_payload(game, world, "public") == sent, (d, seat)
