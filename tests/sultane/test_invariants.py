"""Invariants over thousands of random games, for every player count and every variant.

The sweep plays 2,000 random games per configuration (32,000 in all: at 9 and 10 players,
1,000 games do not reach every way of winning) through the step API with cheap checks at
every decision (all 17 tales accounted for, only active players act, a fresh round never starts
on a deck of 2 or fewer); a smaller subset checks the full set at every step (views truthful,
the tale composition, save/load; the views written as JSON at every fourth step and at the
end: every seat's view with its whole log, at every step, cost more than the rest of the file).
The sweep's players use what they know (a pacifist nominates and votes for the allies she
recognised, discards interventionist tales), so that variant 8d, which changes only who knows
whom, changes the games: a test checks that every configuration plays games the others do not.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from majority_core.sultane import SultaneState
from majority_core.sultane.components import DINARZADE, side_of
from majority_core.sultane.explain import REASONS
from majority_core.sultane.worlds import recognised

CONFIGS = (
    [(n, {}) for n in range(5, 11)]
    + [(n, {"original_veto": True}) for n in range(5, 11)]
    + [(n, {"variant_8d": True}) for n in (7, 9)]
    + [(n, {"variant_8d": True, "original_veto": True}) for n in (7, 9)]
)
IDS = [f"{n}p-" + ("+".join(o) or "standard") for n, o in CONFIGS]
N_SWEEP = 2000
N_FULL = 10


def check_end(s: SultaneState, last_nominee: int | None) -> None:
    """Exactly one side wins, for a stated reason that the final position bears out (Sultane 4)."""
    assert s.is_terminal() and s.current_players() == []
    assert s.reason in REASONS
    if s.reason == "six-pacifist-tales":
        assert s.n_pacifist == 6 and s.winner == "pacifists"
    elif s.reason == "five-interventionist-tales":
        assert s.n_interventionist == 5 and s.winner == "interventionists"
    elif s.reason == "dinarzade-narrator":
        assert s.n_pacifist >= 3 and s.winner == "pacifists"
        assert last_nominee is not None and s.roles[last_nominee] == DINARZADE
    else:
        assert s.reason == "dinarzade-exiled" and s.winner == "interventionists"
        assert not s.active[s.roles.index(DINARZADE)]
    assert s.n_pacifist <= 6 and s.n_interventionist <= 5
    r = s.returns()
    assert r == [1.0 if side_of(role) == s.winner else 0.0 for role in s.roles]
    assert 0 < sum(r) < s.n_players
    assert s.events[-1].kind == "end"


class Knowledge:
    """What each seat of one game knows from the start (Sultane 3c, 8d): whether it plays for
    the pacifists, and the allies it recognised (its ``known`` roles but its own). Read once
    per game rather than at each of its ~120 decisions (the sweep's players were a fifth of its
    time): nothing in a game changes them, which :meth:`unchanged` checks at its end."""

    def __init__(self, s: SultaneState) -> None:
        self.known = [list(k) for k in s.known]
        self.pacifist = [side_of(role) == "pacifists" for role in s.roles]
        self.allies = [
            [q for q, r in enumerate(known) if q != p and r is not None]
            for p, known in enumerate(self.known)
        ]

    def unchanged(self, s: SultaneState) -> None:
        assert [list(k) for k in s.known] == self.known
        assert self.pacifist == [side_of(role) == "pacifists" for role in s.roles]


def knowing_choice(
    s: SultaneState, p: int, legal: list[str], rng: random.Random, knows: Knowledge
) -> str:
    """A random player who uses what she knows (Sultane 3c, 8d): most of the time a pacifist or
    Dinarzade nominates a recognised ally, votes Yes only for a government with an ally in
    it, and discards an interventionist tale; in a veto (7a) each side reads the tale that
    helps it and vetoes the other; everything else is uniformly random."""
    phase = s.phase
    if phase in ("veto-request", "veto-answer"):  # the tale on the table is known to both
        ours = s.hand[0] == ("P" if knows.pacifist[p] else "I")
        if phase == "veto-request":
            return "read" if ours else "veto"
        return "refuse-veto" if ours else "accept-veto"
    if knows.pacifist[p] and rng.random() < 0.8:
        allies = knows.allies[p]
        if phase == "nominate":
            picks = [a for a in legal if int(a.partition(":")[2]) in allies]
            if picks:
                return picks[rng.randrange(len(picks))]
        elif phase == "vote":
            return "yes" if s.nominee in allies or s.vizir in allies or s.nominee == p else "no"
        elif phase in ("vizir-discard", "narrator-discard") and "discard:I" in legal:
            return "discard:I"
    return legal[rng.randrange(len(legal))]


def sweep_game(n: int, options: dict, seed: int) -> tuple[SultaneState, int | None]:
    s = SultaneState.new(n_players=n, seed=seed, **options)
    rng = random.Random(seed)
    knows = Knowledge(s)
    apply, legal_actions = s.apply, s.legal_actions
    nominee = None
    while s.phase != "over":
        if s.phase == "nominate":
            assert len(s.deck) >= 3  # Sultane 5: reshuffled at 2 or fewer
        for p in s.current_players():
            assert s.active[p]  # exiled players never act (Sultane 7b)
            apply(p, knowing_choice(s, p, legal_actions(p), rng, knows))
            if s.nominee is not None:
                nominee = s.nominee
        assert s.tale_count() == 17
    knows.unchanged(s)
    return s, nominee


@pytest.mark.parametrize(("n", "variant"), [(7, False), (7, True), (9, False), (9, True), (5, False)])
def test_who_knows_whom_follows_the_rulebook(n: int, variant: bool) -> None:
    """Sultane 3c and 8d (RULINGS): each view's known roles are exactly the recognised ones."""
    for seed in range(30):
        s = SultaneState.new(n_players=n, seed=seed, variant_8d=variant)
        for p in range(n):
            known = {q: r for q, r in enumerate(s.view(p)["known_roles"]) if r is not None}
            assert known == recognised(s.roles, p, variant)
        pacifists = [q for q, r in enumerate(s.roles) if r == "pacifist"]
        if variant and n >= 7:  # 8d: a pacifist knows Dinarzade, not her fellow pacifists
            assert all(set(recognised(s.roles, q, True)) == {q, s.roles.index(DINARZADE)}
                       for q in pacifists)  # fmt: skip


@pytest.mark.parametrize("n", [7, 9])
def test_every_configuration_plays_games_the_others_do_not(n: int) -> None:
    """The sweeps of one player count differ, event for event: variant 8d changes who knows
    whom, hence what the sweep's players do, in nearly every game; ``original_veto`` acts only
    when a veto is accepted after five pacifist tales (7a), which random play reaches rarely,
    so a few games must differ (the 2,000-game sweep reaches many more)."""
    configs = [{}, {"original_veto": True}, {"variant_8d": True},
               {"variant_8d": True, "original_veto": True}]  # fmt: skip
    games = [
        [[(e.kind, e.rule) for e in sweep_game(n, o, seed)[0].events] for seed in range(150)]
        for o in configs
    ]
    for i in range(len(configs)):
        for j in range(i):
            differ = sum(a != b for a, b in zip(games[i], games[j], strict=True))
            least = 135 if configs[i].get("variant_8d") != configs[j].get("variant_8d") else 1
            assert differ >= least, f"{configs[i]} and {configs[j]}: {differ} of 150 differ"


@pytest.mark.slow
@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_sweep_random_games(n: int, options: dict) -> None:
    reasons: Counter[str] = Counter()
    vetoes_counted = 0
    for seed in range(N_SWEEP):
        s, nominee = sweep_game(n, options, seed)
        check_end(s, nominee)
        vetoes_counted += any(
            e.kind == "counter" and e.rule == s.events[i - 1].rule
            for i, e in enumerate(s.events)
            if s.events[i - 1].kind == "veto"
        )
        reasons[s.reason] += 1  # type: ignore[index]
    # every way of winning happens in random play (except, rarely, at small counts)
    assert reasons["dinarzade-narrator"] and reasons["six-pacifist-tales"]
    assert reasons["dinarzade-exiled"] and reasons["five-interventionist-tales"]
    # the option is exercised: an accepted veto moves the counter only with original_veto (7a)
    assert (vetoes_counted > 0) == bool(options.get("original_veto"))


def full_check(s: SultaneState, as_json: bool = True) -> None:
    """Everything we can say about any position (``as_json``: the views written as JSON too)."""
    everything = s.view(None)
    if as_json:
        json.dumps(everything)
    places = everything["deck"] + everything["discard"] + everything["hand"] + everything["read"]
    assert Counter(places) == {"P": 11, "I": 6}  # every tale in exactly one place
    for p in s.current_players():
        assert s.active[p]
    for p in range(s.n_players):
        v = s.view(p)
        if as_json:
            json.dumps(v)
        assert v["role"] == s.roles[p]
        for seat, role in enumerate(v["known_roles"]):
            assert role is None or role == s.roles[seat]  # what you know is true
        for record in v["private"]:
            if record["kind"] == "investigation":
                truth = "P" if side_of(s.roles[record["target"]]) == "pacifists" else "I"
                assert record["side"] == truth
        assert "roles" not in v and "deck" not in v
    if s.phase == "vote":
        assert len(s.votes) + len(s.current_players()) == sum(s.active)


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=IDS)
def test_full_invariants_at_every_step(n: int, options: dict) -> None:
    for seed in range(N_FULL):
        s = SultaneState.new(n_players=n, seed=10_000 + seed, **options)
        rng = random.Random(seed)
        nominee = None
        step = 0
        while not s.is_terminal():
            full_check(s, as_json=step % 4 == 0)
            step += 1
            p = rng.choice(s.current_players())
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.randrange(len(legal))])
            nominee = s.nominee if s.nominee is not None else nominee
        full_check(s)
        check_end(s, nominee)
        loaded = SultaneState.from_json(s.to_json())
        assert loaded == s
