"""The Majority's world sampler draws exactly the worlds it drew when this file was written.

``sample_world`` feeds the strength study's cache, lesson 04's debrief cache
(``majority_core/data/debriefs/``), the reviews and every seeded test: a change meant only to
make it faster must return the same world for every position, seat and generator, and leave the
generator in the same state. (Written when the sampler was made faster on 26 November; written
again on 27 November, when its search began to remember dead ends and to draw each stretch of
its choices from a generator of their own: other worlds, and the study and debrief redone.)
This harness draws :func:`cases` worlds (random games and bot games of 3 and 4 players, the
current and the first edition, another spy holder; cuts at every stage of the game, every
seat, with the uniform model and with a bot as the model) and compares a digest of each group
with ``data/worlds_fingerprint.json``.

Refresh the file (only when a change of the draws is meant) with::

    PYTHONPATH=. PYTHONHASHSEED=0 python -m tests.the_majority.test_worlds_exact
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from hashlib import sha256
from pathlib import Path
from typing import Any

from majority_core.game import play
from majority_core.policy import Policy, UniformRandom
from majority_core.the_majority import TheMajorityState
from majority_core.the_majority.policies import Greedy, RunnerUp, Saboteur
from majority_core.the_majority.worlds import sample_world

FINGERPRINT = Path(__file__).with_name("data") / "worlds_fingerprint.json"

#: (name, options, the players of the game the positions come from)
GAMES: tuple[tuple[str, dict[str, Any], str], ...] = (
    ("4p random", {"n_players": 4}, "random"),
    ("4p bots", {"n_players": 4}, "bots"),
    ("3p random", {"n_players": 3}, "random"),
    ("3p bots", {"n_players": 3}, "bots"),
    ("4p first edition bots", {"n_players": 4, "first_edition": True}, "bots"),
    ("3p first edition random", {"n_players": 3, "first_edition": True}, "random"),
    ("4p spy holder 2 random", {"n_players": 4, "spy_holder": 2}, "random"),
    ("3p spy holder 1 bots", {"n_players": 3, "spy_holder": 1}, "bots"),
)

#: games per entry of :data:`GAMES`, and cuts per game (spread over its whole length)
SEEDS = (0, 1)
CUTS = 14


def _players(kind: str, n: int) -> list[Policy]:
    if kind == "random":
        return [UniformRandom()] * n
    return [Greedy(), RunnerUp(), Saboteur(), RunnerUp()][:n]


def cases() -> Iterator[tuple[str, TheMajorityState, int, int, Policy | None]]:
    """(group, position, seat, generator seed, model): every seat of :data:`CUTS` positions
    of each game (and its last decision), one world each, the uniform model and RunnerUp as
    the model (as the search draws) in turn; and a second world for seat 0 there (the
    search draws many from one position: the sampler keeps its tables for the next)."""
    for name, config, kind in GAMES:
        n = config["n_players"]
        for seed in SEEDS:
            game = play(TheMajorityState.new(seed=seed, **config), _players(kind, n), seed=seed)
            length = len(game.history)
            cuts = sorted({length * i // CUTS for i in range(CUTS)} | {length - 1})
            state, done = TheMajorityState.new(seed=seed, **config), 0
            for cut in cuts:
                for p, a in game.history[done:cut]:
                    state.apply(p, a)
                done = cut
                for seat in range(n):
                    k = 10_000 * seed + 10 * cut + seat
                    yield f"{name} seed {seed}", state, seat, k, None if k % 2 else RunnerUp()
                yield f"{name} seed {seed}", state, 0, k + 5, None if k % 2 else RunnerUp()


def _world(world: TheMajorityState) -> str:
    """Everything a world is made of: what every seat holds, the deck left (every later card
    follows from it and the decisions) and its decisions."""
    return repr((world.view(None), world.deck, world.history))


def digests() -> Iterator[tuple[str, str, int]]:
    """(group, its digest, draws so far) as each group of :func:`cases` is finished (each world
    and the generator's state after it)."""
    h, current, draws = sha256(), None, 0
    for group, state, seat, k, model in cases():
        if group != current:
            if current is not None:
                yield current, h.hexdigest()[:16], draws
            h, current = sha256(), group
        rng = random.Random(k)
        world = sample_world(state, seat, rng, model=model)
        h.update(_world(world).encode())
        h.update(repr(rng.getstate()).encode())
        draws += 1
    if current is not None:
        yield current, h.hexdigest()[:16], draws


def fingerprint() -> dict[str, Any]:
    """A digest per group of :func:`cases` (each world and the generator's state after it)."""
    groups, draws = {}, 0
    for group, digest, done in digests():
        groups[group], draws = digest, done
    return {"draws": draws, "groups": groups}


def test_the_sampler_draws_the_same_worlds_as_before() -> None:
    """Every world and the generator after it are as recorded (1,000+ draws), group by group:
    the first group that differs fails at once (a mutant of the sampler costs a second, not the
    whole harness)."""
    recorded = json.loads(FINGERPRINT.read_text())
    seen: dict[str, str] = {}
    draws = 0
    for group, digest, done in digests():
        assert group in recorded["groups"], group
        assert digest == recorded["groups"][group], group
        seen[group], draws = digest, done
    assert draws >= 1000
    assert {"draws": draws, "groups": seen} == recorded


if __name__ == "__main__":
    FINGERPRINT.write_text(json.dumps(fingerprint(), indent=1) + "\n")
    print(FINGERPRINT.read_text())
