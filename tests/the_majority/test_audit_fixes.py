"""Regression tests for the rules audit of The Majority (issue 8, part 3): the outcomes were
right, the texts and their citations were not.

Each test cites the section its text must name: revised 3-1 [3] (a stolen spy and a spy on
the last trick do nothing), first edition "Pour terminer" (a stolen [3] acts, the
``first_edition`` option), first edition "Espion" (on the last trick the token still moves,
the reading RULINGS chooses), revised 3-3 (3-player ties).
"""

from __future__ import annotations

import random
import re

from majority_core.the_majority import TheMajorityState, resolve_trick
from majority_core.the_majority.kernel import spy_priority, winners

from .helpers import step_random

REVISED_SPY = "revised 3-1 [3]"


def spy_step(result):
    return next(s for s in result.steps if s.power == 3)


def test_a_stolen_spy_under_the_first_edition_cites_the_rule_that_makes_it_act() -> None:
    """first edition "Pour terminer" (RULINGS option first_edition): seat 1's stolen B3 acts."""
    r = resolve_trick(
        {0: "B0", 1: "B3", 2: "Y5", 3: "R9"}, n_players=4, spy_holder=0, first_edition=True
    )
    step = spy_step(r)
    assert r.spy_holder == 1
    assert 'first edition "Pour terminer"' in step.rule
    assert REVISED_SPY not in step.rule  # the revised rule says a stolen spy does nothing
    assert f"[{step.rule}]" in r.explain()[2]
    # Under the revised rules the same spy does not act and the revised rule is right.
    revised = spy_step(resolve_trick({0: "B0", 1: "B3", 2: "Y5", 3: "R9"}, n_players=4, spy_holder=0))
    assert revised.rule == REVISED_SPY and "does not act" in revised.text


def test_a_spy_on_the_last_trick_cites_the_first_edition_espion_reading() -> None:
    """first edition "Espion"; RULINGS: The Majority: on the last trick the token still moves
    (revised 3-1 [3] would give it no effect, so it must not be the citation)."""
    r = resolve_trick(
        {0: "B5", 1: "B3", 2: "Y5", 3: "R9"}, n_players=4, spy_holder=0, last_trick=True
    )
    step = spy_step(r)
    assert r.spy_holder == 1 and r.next_order is None
    assert 'first edition "Espion"' in step.rule and REVISED_SPY not in step.rule
    both = spy_step(
        resolve_trick(
            {0: "B0", 1: "B3", 2: "Y5", 3: "R9"},
            n_players=4,
            spy_holder=0,
            last_trick=True,
            first_edition=True,
        )
    )
    assert '"Pour terminer"' in both.rule and '"Espion"' in both.rule


def test_an_ordinary_spy_still_cites_the_revised_rule() -> None:
    """revised 3-1 [3]: a spy neither stolen nor on the last trick."""
    r = resolve_trick({0: "B5", 1: "B3", 2: "Y5", 3: "R9"}, n_players=4, spy_holder=0)
    assert spy_step(r).rule == REVISED_SPY and r.next_order == [0, 1, 2, 3]


def test_rival_spies_say_only_one_acts() -> None:
    """revised 3-1 [3] / first edition "Espion": among several spies only the one farthest
    clockwise from the holder acts; the text must not say they all act."""
    for plays, holder in (
        ({0: "B3", 1: "R3", 2: "Y3", 3: "R9"}, 1),
        ({0: "B3", 1: "R3", 2: "Y5", 3: "R9"}, 0),
    ):
        r = resolve_trick(plays, n_players=4, spy_holder=holder)
        text = spy_step(r).text
        assert "both act" not in text and "all act" not in text
        assert "only one of them does" in text
        spies = [p for p, c in plays.items() if c.endswith("3")]
        winner = max(spies, key=lambda p: spy_priority(p, holder, 4))
        assert r.spy_holder == winner
        assert f"seat {winner}'s, the farthest clockwise" in text
        assert text.count(" acts:") == 1  # exactly one spy is said to act


def test_three_player_tie_sentence_starts_with_a_capital() -> None:
    """revised 3-3: the tie sentence begins a sentence in the end event, so it is capitalised."""
    assert winners([7, 7, 3], 2)[1].startswith("Seat 0 and seat 1 tie")


def test_every_event_sentence_starts_with_a_capital_and_every_spy_cites_its_reading() -> None:
    """Sweep random games (revised, first edition, 3 and 4 players): sentence starts are
    capitalised, and every spy effect event cites revised 3-1 [3] only when that rule is the
    one followed (first edition "Pour terminer" for a stolen spy that acts, "Espion" on the
    last trick)."""
    seen: set[str] = set()
    rng = random.Random(8)
    for seed in range(120):
        options = [{"n_players": 4}, {"n_players": 3}, {"n_players": 4, "first_edition": True}]
        state = TheMajorityState.new(seed=seed, **options[seed % 3])
        last = None
        while True:
            before = len(state.events)
            if not step_random(state, rng):
                break
            r = state.last_trick
            if r is None or r is last:
                continue
            last = r
            new = state.events[before:]
            spy_events = [e for e in new if e.kind == "effect" and e.data["power"] == 3]
            if not spy_events:
                continue
            rule = spy_events[0].rule
            assert rule == spy_step(r).rule
            acted = r.spy_holder != r.spy_holder_before or "acts" in spy_events[0].text
            spy = r.spy_holder
            stolen = acted and r.plays[spy].power == 3 and r.where[spy] != spy
            if acted and stolen:
                assert '"Pour terminer"' in rule and REVISED_SPY not in rule
                seen.add("stolen")
            elif acted and r.last_trick:
                assert rule.startswith('first edition "Espion"')
                seen.add("last")
            else:
                assert rule == REVISED_SPY
                seen.add("revised")
        for e in state.events:
            assert e.text[0].isupper() or e.text[0].isdigit(), e.text
            assert not re.search(r"\. [a-z]", e.text), e.text
    assert seen == {"stolen", "last", "revised"}
