"""The Bayesian investigator: exact posterior from the public record, checked by an independent
oracle and against simulation with players who follow the model (majority_core/witch/bayes.py).

The oracle enumerates the rulebook's deals of the player cards and weighs each by every public
decision (takes, data cards, hides; both days), with the legal actions rebuilt by the
referee's rules (tests/witch/referee.py) and the model's formula written from its docstring:
nothing of the package's ``likelihoods``, ``legal_at``, ``turn_actions`` or ``hide_actions``."""

from __future__ import annotations

import math
import random
from collections import Counter
from itertools import permutations

import pytest

from majority_core import play
from majority_core.witch import Heuristic, ModelPlayer, Random, WitchState, beliefs
from majority_core.witch.bayes import (
    DEFAULT_MODEL,
    Model,
    best_guess,
    decisions,
    likelihoods,
    posterior,
    unseen_beliefs,
)
from majority_core.witch.components import COLOURS
from majority_core.witch.worlds import sample_world

from .helpers import full_deck
from .referee import hide_actions, hides, turn_actions


def random_state(n: int, standard: bool, seed: int, steps: int, policy=None) -> WitchState:
    s = WitchState.new(n_players=n, seed=seed, standard=standard)
    rng = random.Random(seed)
    pol = policy or Random()
    for _ in range(steps):
        if s.phase not in ("turn", "hide"):
            break
        p = s.current_players()[0]
        s.apply(p, pol.act(s.view(p), s.legal_actions(p), rng))
    return s


ORDER = "KRPBY"  # the record's field and rumour tables list the colours in this order


def oracle_likelihood(record: dict, n: int, letter: str, model: Model) -> tuple[float, int]:
    """P(the recorded decision | its player holds ``letter``) under the model as its docstring
    states it, and the number of legal actions; the legal actions are rebuilt by the
    referee's rules (tests/witch/referee.py, from the rulebook), not by the kernel."""
    up = [Counter(dict(zip(ORDER, row, strict=True))) for row in record["up"]]
    if record["kind"] == "hide":
        legal = hide_actions(up, hides(n))
        action = "hide:" + ",".join(f"{t}{c}" for t, c in record["rumours"])
    else:
        field = Counter(dict(zip(ORDER + "D", record["field"], strict=True)))
        legal = turn_actions(field, sum(sum(r.values()) for r in up), n)
        action = "data" if record["kind"] == "data" else f"take:{record['keep']}/{record['trade']}"
        if record["kind"] == "take" and record["keep"] == record["trade"] == "K":
            action += f":{record['disk']}"
    assert action in legal, (action, legal)

    def score(a: str) -> float:
        if a == "data":  # a data card while rumours of one's colour are face up
            return model.data_when_exposed if any(r[letter] for r in up) else 0.0
        if a.startswith("take:"):  # keeping one's colour as a rumour; trading it away
            keep, trade = a[5], a[7]
            return model.own_rumour * (keep == letter) + model.trade_own * (trade == letter)
        return model.hide_own * sum(x[-1] == letter for x in a[5:].split(","))

    z = sum(math.exp(score(a)) for a in legal)
    return (1 - model.noise) * math.exp(score(action)) / z + model.noise / len(legal), len(legal)


def oracle(view: dict, model: Model = DEFAULT_MODEL) -> dict[int, dict[str, float]]:
    """The beliefs by brute force from the rulebook's deal (Witch 3 "Préparation": the game's
    player cards, one to each seat, the rest back unseen; every deal equally likely, the
    viewer's own card known) and every public decision of the record (takes, data cards and
    hides), each seat a model player with probability ``cautious_share``, else colour-blind
    (every legal action equally likely)."""
    n = view["n_players"]
    names = view["colour_names"]
    records = decisions(view)
    s = model.cautious_share
    out = {t: dict.fromkeys(names, 0.0) for t in range(n)}
    total = 0.0
    for deal in permutations(names, n):
        if view["seat"] is not None and deal[view["seat"]] != view["colour"]:
            continue
        w = 1.0
        for t in range(n):
            mine = [r for r in records if r["seat"] == t]
            letter = "K" if deal[t] == "black" else deal[t][0].upper()
            model_p = blind_p = 1.0
            for r in mine:
                p, size = oracle_likelihood(r, n, letter, model)
                model_p *= p
                blind_p /= size
            w *= s * model_p + (1 - s) * blind_p
        total += w
        for t, c in enumerate(deal):
            out[t][c] += w
    return {t: {c: v / total for c, v in row.items()} for t, row in out.items()}


def test_prior_is_uniform_over_deals() -> None:
    """Before any play: 5 players, each other seat is any other colour with 1/4; a public
    observer 1/5; with 4 players the unseen card is each of the 4 other colours with 1/4."""
    s5 = WitchState.new(n_players=5, seed=0)
    b = beliefs(s5.view(2))
    assert all(math.isclose(p, 0.25) for s in (0, 1, 3, 4) for c, p in b[s].items() if c != s5.view(2)["colour"])
    assert all(math.isclose(p, 0.2) for row in beliefs(s5.view(None)).values() for p in row.values())
    s4 = WitchState.new(n_players=4, seed=0, standard=False)
    u = unseen_beliefs(s4.view(1))
    assert math.isclose(sum(u.values()), 1) and u[s4.view(1)["colour"]] == 0
    assert all(math.isclose(p, 0.25) for c, p in u.items() if c != s4.view(1)["colour"])
    assert len(posterior(s4.view(1))) == 4 * 3 * 2


@pytest.mark.parametrize(("n", "standard"), [(3, True), (4, False), (4, True), (5, False)])
def test_beliefs_equal_brute_force(n: int, standard: bool) -> None:
    for seed in range(4):
        for policy in (Random(), Heuristic()):
            s = random_state(n, standard, seed, 6 + 7 * seed, policy)
            for seat in [None, *range(n)]:
                v = s.view(seat)
                got, want = beliefs(v), oracle(v)
                for t in range(n):
                    for c in v["colour_names"]:
                        assert math.isclose(got[t][c], want[t][c], abs_tol=1e-9), (seed, seat, t, c)
                assert all(math.isclose(sum(row.values()), 1) for row in got.values())


def day_two_state(n: int, seed: int, steps: int) -> WitchState:
    """A standard game played at random through the first night and ``steps`` decisions of
    day 2 (the record then holds both days' decisions)."""
    s = WitchState.new(n_players=n, seed=seed, standard=True)
    rng = random.Random(seed)
    while s.view(None)["day"] == 1 or steps > 0:
        if s.phase not in ("turn", "hide", "guess"):
            break
        steps -= s.view(None)["day"] == 2
        p = s.current_players()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.randrange(len(legal))])
    return s


def test_every_decisions_likelihood_equals_the_oracles() -> None:
    """Takes, data cards and hides, on both days: the package's P(decision | colour) is the
    model's formula over the legal actions the rulebook allows (the oracle's)."""
    kinds: set[str] = set()
    models = (DEFAULT_MODEL, Model(own_rumour=-1.0, hide_own=0.5, noise=0.3))
    for n in (3, 4, 5):
        for seed in range(3):
            s = day_two_state(n, seed, 12)
            v = s.view(None)
            codes = tuple(COLOURS.index(c) for c in v["colour_names"])
            for r in decisions(v):
                kinds.add(r["kind"])
                for m in models:
                    lik = likelihoods(r, n, codes, m)
                    for c in v["colour_names"]:
                        letter = "K" if c == "black" else c[0].upper()
                        want = oracle_likelihood(r, n, letter, m)[0]
                        assert math.isclose(lik[COLOURS.index(c)], want, rel_tol=1e-12), (r, c)
    assert kinds == {"take", "data", "hide"}


def test_day_two_beliefs_equal_the_oracle() -> None:
    for n in (3, 4, 5):
        s = day_two_state(n, 7, 10)
        for seat in (None, 0, n - 1):
            v = s.view(seat)
            got, want = beliefs(v), oracle(v)
            for t in range(n):
                for c in v["colour_names"]:
                    assert math.isclose(got[t][c], want[t][c], abs_tol=1e-9), (n, seat, t, c)


def test_one_decision_by_hand() -> None:
    """One take with legal actions R/R, R/P, P/R (no data card): the model's formula."""
    record = {
        "kind": "take", "seat": 1, "keep": "R", "trade": "P", "disk": "P",
        "field": (0, 2, 1, 0, 0, 0), "up": ((0,) * 5,) * 3,
    }  # fmt: skip
    m = Model(own_rumour=-3.0, trade_own=1.0, noise=0.1)
    lik = likelihoods(record, 3, (1, 2, 3, 4), m)
    # red player: scores R/R -3+1, R/P -3, P/R +1 -> P(R/P) = e^-3 / (e^-2 + e^-3 + e^1)
    red = 0.9 * math.exp(-3) / (math.exp(-2) + math.exp(-3) + math.exp(1)) + 0.1 / 3
    # pink player: R/R 0, R/P +1, P/R -3
    pink = 0.9 * math.exp(1) / (1 + math.exp(1) + math.exp(-3)) + 0.1 / 3
    blue = 0.9 / 3 + 0.1 / 3
    assert math.isclose(lik[1], red) and math.isclose(lik[2], pink) and math.isclose(lik[3], blue)
    assert lik[3] == lik[4]


def test_keeping_a_colour_as_rumour_points_away_from_it() -> None:
    """Seat 0 keeps red as a rumour and trades yellow while pink and blue were on offer:
    red becomes unlikely to be its colour, yellow likely; a forced choice says nothing."""
    colours = ["yellow", "blue", "black", "pink"]
    s = WitchState.new(n_players=4, seed=5, standard=False, colours=colours,
                       deck=full_deck("RRPPBBY", 4, False))
    s.apply(0, "take:R/Y")
    b = beliefs(s.view(1))
    assert b[0]["red"] < 0.1 < 0.4 < b[0]["yellow"]
    assert b[2]["red"] > b[2]["yellow"]  # seat 2 has not played: yellow is likely seat 0
    forced = WitchState.new(n_players=4, seed=5, standard=False, colours=colours,
                            deck=full_deck("RRRRRRR", 4, False))
    forced.apply(0, "take:R/R")  # the only legal action
    assert math.isclose(beliefs(forced.view(1))[0]["red"], 0.25)


def test_beliefs_read_only_the_view() -> None:
    """Other worlds with the same public history give a seat the same beliefs."""
    rng = random.Random(3)
    for seed in range(3):
        s = random_state(4, True, seed, 20, Heuristic())
        for seat in range(4):
            world = sample_world(s, seat, rng)
            assert beliefs(world.view(seat)) == beliefs(s.view(seat))


def test_best_guess_is_the_most_likely_colour_of_each_seat() -> None:
    s = random_state(5, True, 2, 30, Heuristic())
    v = s.view(1)
    b = beliefs(v)
    row = best_guess(v)
    for part in row[6:].split(","):
        t, letter = int(part[:-1]), part[-1]
        colour = next(c for c in COLOURS if c[0].upper() == letter or (c == "black" and letter == "K"))
        assert b[t][colour] == max(b[t].values())
    assert row in s.legal_actions(1) or s.phase != "guess"


class _ModelDayOnly(ModelPlayer):
    """Plays the day as the model says; writes any sheet at night (the test reads beliefs)."""

    def act(self, view, legal, rng):
        if legal[0].startswith("guess:"):
            return legal[0]
        return super().act(view, legal, rng)


def test_beliefs_are_calibrated_when_players_follow_the_model() -> None:
    """With players who draw from the model, the public observer's probability of the most
    likely colour matches how often it is the true one (the posterior is the right one)."""
    expected = correct = 0.0
    n_pred = 0
    for g in range(120):
        s = WitchState.new(n_players=4, seed=1000 + g, standard=False)
        s = play(s, [_ModelDayOnly()] * 4, seed=g, max_decisions=10_000)
        v = s.view(None)
        v = {**v, "revealed": False}  # read as before the reveal
        b = beliefs(v)
        for t in range(4):
            best = max(b[t], key=b[t].get)
            expected += b[t][best]
            correct += best == COLOURS[s.colour[t]]
            n_pred += 1
    sd = math.sqrt(expected * (1 - expected / n_pred))
    assert abs(correct - expected) < 3.5 * sd, (correct, expected, n_pred)


def test_beliefs_with_colour_blind_players_equal_brute_force() -> None:
    """Model(cautious_share=0.6): each seat may be colour-blind; still exact (brute force
    over deals and types)."""
    model = Model(cautious_share=0.6)
    for seed in range(3):
        s = random_state(4, False, seed, 10 + 5 * seed, Heuristic())
        for seat in (None, 1):
            v = s.view(seat)
            got, want = beliefs(v, model), oracle(v, model)
            for t in range(4):
                for c in v["colour_names"]:
                    assert math.isclose(got[t][c], want[t][c], abs_tol=1e-9)


def test_doubting_the_model_keeps_a_random_player_near_the_prior() -> None:
    """A random player's choices look colour-blind: with cautious_share < 1 the beliefs about
    it stay closer to the prior than under the plain model."""
    s = random_state(4, False, 3, 40, Random())
    v = s.view(0)
    plain, doubting = beliefs(v), beliefs(v, Model(cautious_share=0.5))
    spread = lambda b: max(max(row.values()) for t, row in b.items() if t != 0)  # noqa: E731
    assert spread(doubting) <= spread(plain)


# -- mutation testing (docs/mutation.md): what the tests above left unchecked -----------------
#: A model unlike the default in every score, so that a model dropped on the way (the default
#: used instead) changes the beliefs.
OTHER_MODEL = Model(own_rumour=-1.0, trade_own=2.0, data_when_exposed=0.5, hide_own=1.0,
                    noise=0.3, cautious_share=0.5)


def _views_with_hides_and_data() -> list[dict]:
    """Views whose record holds takes, data cards and hides (Witch 4: the night's hides), of
    3, 4 and 5 players, public and seated; with 3 players, a turn with a single rumour face
    up, when a data card may already be used (Witch 3 (2))."""
    views = []
    for n, standard, seed in ((3, True, 1), (3, True, 2), (4, False, 2), (5, True, 3)):
        s = random_state(n, standard, seed, 400, Random())
        kinds = {r["kind"] for r in decisions(s.view(None))}
        assert {"take", "hide"} <= kinds, kinds
        views += [s.view(None), s.view(1)]
    assert any(r["kind"] == "data" for v in views for r in decisions(v))
    assert any(v["n_players"] == 3 and r["kind"] != "hide" and sum(map(sum, r["up"])) == 1
               and r["field"][-1] > 0 for v in views for r in decisions(v))
    return views


def _beliefs_equal_the_oracle(model: Model) -> None:
    for v in _views_with_hides_and_data():
        got, want = beliefs(v, model), oracle(v, model)
        for t in range(v["n_players"]):
            for c in v["colour_names"]:
                assert math.isclose(got[t][c], want[t][c], abs_tol=1e-9), (t, c)


def test_beliefs_under_another_model_equal_brute_force() -> None:
    """The model given is the one every decision is weighed by (takes, data cards and hides),
    and a colour-blind player's chance counts every legal action of each decision."""
    _beliefs_equal_the_oracle(OTHER_MODEL)


def test_with_no_model_player_the_record_tells_nothing() -> None:
    """cautious_share = 0: every seat is colour-blind, so no decision is evidence and the
    beliefs are the prior (Witch 3: every deal alike, the viewer's own card known)."""
    _beliefs_equal_the_oracle(Model(cautious_share=0.0))


def test_unseen_card_and_best_guess_follow_the_model_given() -> None:
    """With fewer than 5 players one player card stays unseen (Witch 3): P(colour unseen) is 1
    minus the chance some seat holds it; the best sheet row takes each other seat's most
    likely colour, under the model given."""
    for v in _views_with_hides_and_data():
        want = oracle(v, OTHER_MODEL)
        unseen = unseen_beliefs(v, OTHER_MODEL)
        for c in v["colour_names"]:
            held = sum(want[t][c] for t in range(v["n_players"]))
            assert math.isclose(unseen[c], max(0.0, 1 - held), abs_tol=1e-9), c
        if v["seat"] is None:
            continue
        row = best_guess(v, OTHER_MODEL)
        assert row.startswith("guess:")
        parts = row[6:].split(",")
        assert [int(p[:-1]) for p in parts] == [t for t in range(v["n_players"]) if t != v["seat"]]
        for part in parts:
            t = int(part[:-1])
            letter = part[-1]
            colour = "black" if letter == "K" else next(
                c for c in COLOURS if c != "black" and c[0].upper() == letter)
            assert math.isclose(want[t][colour], max(want[t].values()), abs_tol=1e-9)


def test_best_guess_breaks_ties_in_the_rulebooks_colour_order() -> None:
    """Before any decision every other seat is equally likely to hold each colour the viewer
    does not: the guess names, for each, the first such colour in the rulebook's order, as a
    sheet row the game accepts (Witch 5: the investigation sheet)."""
    s = WitchState.new(n_players=4, seed=3, standard=False)
    seat = 0
    v = s.view(seat)
    names = [c for c in COLOURS if c in v["colour_names"] and c != v["colour"]]
    letter = "K" if names[0] == "black" else names[0][0].upper()
    assert best_guess(v) == "guess:" + ",".join(f"{t}{letter}" for t in (1, 2, 3))


def test_after_the_reveal_the_colours_are_certain() -> None:
    """Witch 5: at the end every player card is turned face up; the posterior is that deal."""
    s = play(WitchState.new(n_players=4, seed=8, standard=False), [Random()] * 4, seed=8,
             max_decisions=10_000)
    v = s.view(2)
    assert v["revealed"]
    assert posterior(v) == [(tuple(v["colours"]), 1.0)]
    assert tuple(v["colours"]) == tuple(COLOURS[c] for c in s.colour)
    b = beliefs(v)
    assert all(b[t] == {c: float(c == v["colours"][t]) for c in v["colour_names"]}
               for t in range(4))


def test_beliefs_are_the_posteriors_sums_to_the_last_bit() -> None:
    """:func:`beliefs` adds each seat's probabilities deal by deal without writing the deals'
    colours out (a class table asks them for every page at every decision): the numbers are
    exactly the sums of :func:`posterior`'s deals in its order, for every seat and the public
    observer, at 3, 4 and 5 players, before and after the reveal."""
    from majority_core.witch.bayes import posterior

    for n, standard in ((3, True), (4, True), (4, False), (5, False)):
        for seed in range(3):
            s = random_state(n, standard, seed, 10 + 9 * seed)
            for viewer in [None, *range(n)]:
                view = dict(s.view(viewer), seat=viewer)
                if viewer is None:
                    view["colour"] = None
                summed = {p: dict.fromkeys(view["colour_names"], 0.0) for p in range(n)}
                for colours, prob in posterior(view):
                    for p, c in enumerate(colours):
                        if c:
                            summed[p][c] += prob
                for p in range(n):
                    truth = (view["colours"][p] if view.get("revealed") else
                             view["colour"] if p == viewer else None)
                    if truth is not None:
                        summed[p] = {c: float(c == truth) for c in view["colour_names"]}
                assert beliefs(view) == summed, (n, standard, seed, viewer)


def test_a_record_no_deal_explains_well_still_gives_exact_beliefs() -> None:
    """A confident model (scores of 40, almost no noise) and players who ignore it: every
    deal's likelihood is below 1e-250, under what a float holds once squared, so the
    beliefs must come from the differences of log-likelihoods (each deal weighed against the
    likeliest). They equal an oracle in log space (the rulebook's deals, every public
    decision weighed by the model's formula, tests/witch/referee.py's legal actions)."""
    model = Model(own_rumour=-40.0, trade_own=40.0, data_when_exposed=40.0, hide_own=40.0,
                  noise=1e-200)
    for n, standard, seed in ((4, False, 2), (5, True, 1)):
        view = random_state(n, standard, seed, 400).view(0)
        assert not view.get("revealed")
        names, records = view["colour_names"], decisions(view)
        logs: list[tuple[tuple[str, ...], float]] = []
        for deal in permutations(names, n):
            if deal[0] != view["colour"]:
                continue
            ll = 0.0
            for r in records:
                colour = deal[r["seat"]]
                letter = "K" if colour == "black" else colour[0].upper()
                ll += math.log(oracle_likelihood(r, n, letter, model)[0])
            logs.append((deal, ll))
        top = max(ll for _, ll in logs)
        assert top < -500  # every deal's likelihood underflows once squared
        weights = [(deal, math.exp(ll - top)) for deal, ll in logs]
        total = sum(w for _, w in weights)
        want = {t: dict.fromkeys(names, 0.0) for t in range(n)}
        for deal, w in weights:
            for t, c in enumerate(deal):
                want[t][c] += w / total
        got = beliefs(view, model)
        for t in range(n):
            for c in names:
                assert math.isclose(got[t][c], want[t][c], rel_tol=1e-9, abs_tol=1e-12), (t, c)
        assert math.isclose(sum(p for _, p in posterior(view, model)), 1.0)
