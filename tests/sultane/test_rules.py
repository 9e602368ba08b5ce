"""The rules of Au chevet de la Sultane, case by case, each citing its section.

Stacked decks (``deck=``, top tale first) and fixed roles (``roles=``) make every case exact.
Default seating: interventionists first, then pacifists, Dinarzade in the last seat.
"""

from __future__ import annotations

from collections import Counter

import pytest

from majority_core.errors import IllegalAction, MalformedInput, WrongPhase, WrongPlayer
from majority_core.sultane import SultaneState, pacifist_track, roles_for
from majority_core.sultane.components import side_of
from majority_core.sultane.kernel import eligible_narrators, term_limited

from .helpers import D, I, P, S, deck, govern, new, reject, snapshot, vote


# -- 3c: roles and what each one knows ---------------------------------------------------
@pytest.mark.parametrize(
    ("n", "n_i", "n_p"), [(5, 3, 1), (6, 4, 1), (7, 4, 2), (8, 5, 2), (9, 5, 3), (10, 6, 3)]
)
def test_3c_role_counts(n: int, n_i: int, n_p: int) -> None:
    """Sultane 3c: 3-6 interventionists, 1 Dinarzade, 1-3 pacifists by player count."""
    c = Counter(roles_for(n))
    assert c == {I: n_i, P: n_p, D: 1}
    dealt = Counter(SultaneState.new(n_players=n, seed=42).roles)
    assert dealt == c


def test_3c_deal_is_random_but_seeded() -> None:
    """Sultane 3c: roles are dealt secretly at random; the seed fixes the deal."""
    deals = {tuple(SultaneState.new(n_players=7, seed=s).roles) for s in range(30)}
    assert len(deals) > 10
    assert (
        SultaneState.new(n_players=7, seed=3).roles == SultaneState.new(n_players=7, seed=3).roles
    )


@pytest.mark.parametrize("n", [5, 6])
def test_3c_small_game_pacifist_and_dinarzade_know_each_other(n: int) -> None:
    """Sultane 3c, 5-6 players: the Pacifist and Dinarzade open their eyes together."""
    s = new(n)
    p_seat, d_seat = n - 2, n - 1
    assert s.view(p_seat)["known_roles"][d_seat] == D
    assert s.view(d_seat)["known_roles"][p_seat] == P
    for i in range(n - 2):
        known = s.view(i)["known_roles"]
        assert [r for r in known if r] == [I]


@pytest.mark.parametrize("n", [7, 8, 9, 10])
def test_3c_large_game_dinarzade_knows_nobody(n: int) -> None:
    """Sultane 3c, 7-10 players: pacifists know each other and Dinarzade; she knows no one."""
    s = new(n)
    roles = s.roles
    d_seat = roles.index(D)
    pacifists = [i for i, r in enumerate(roles) if r == P]
    for p in pacifists:
        known = s.view(p)["known_roles"]
        assert {i for i, r in enumerate(known) if r} == set(pacifists) | {d_seat}
    assert [r for r in s.view(d_seat)["known_roles"] if r] == [D]
    assert [r for r in s.view(0)["known_roles"] if r] == [I]


def test_8d_pacifists_only_know_dinarzade_and_schahzenan_is_interventionist() -> None:
    """Sultane 8d / RULINGS: at 9 players 4 I, Schahzenan, 3 P, D; pacifists see only D."""
    assert Counter(roles_for(9, variant_8d=True)) == {I: 4, S: 1, P: 3, D: 1}
    assert Counter(roles_for(7, variant_8d=True)) == {I: 4, P: 2, D: 1}
    assert side_of(S) == "interventionists"
    roles = [I, I, I, I, S, P, P, P, D]
    s = SultaneState.new(n_players=9, seed=0, roles=roles, variant_8d=True)
    for p in (5, 6, 7):
        known = s.view(p)["known_roles"]
        assert {i for i, r in enumerate(known) if r} == {p, 8}
    assert [r for r in s.view(4)["known_roles"] if r] == [S]


@pytest.mark.parametrize("n", [5, 6, 8, 10])
def test_8d_is_refused_where_the_rulebook_does_not_offer_it(n: int) -> None:
    """Sultane 8d: the variant is for 7 or 9 players; elsewhere a clear error."""
    with pytest.raises(IllegalAction, match="7 or 9"):
        SultaneState.new(n_players=n, seed=0, variant_8d=True)


@pytest.mark.parametrize("n", [4, 11, 0])
def test_3c_player_count_is_5_to_10(n: int) -> None:
    with pytest.raises(IllegalAction, match="5 to 10"):
        SultaneState.new(n_players=n, seed=0)


def test_bad_setup_options_are_refused() -> None:
    with pytest.raises(MalformedInput, match="roles"):
        SultaneState.new(n_players=5, seed=0, roles=[I] * 5)
    with pytest.raises(MalformedInput, match="11 pacifist"):
        SultaneState.new(n_players=5, seed=0, deck="P" * 17)
    with pytest.raises(MalformedInput, match="P .pacifist"):
        SultaneState.new(n_players=5, seed=0, deck="X" * 17)
    with pytest.raises(MalformedInput):
        SultaneState.new(n_players=5, seed=0, original_veto="yes")


# -- 3b / RULINGS: the pacifist track ----------------------------------------------------
def test_3b_pacifist_track_by_player_count() -> None:
    """RULINGS: Sultane (track as printed in 3b): peek only at 5-6; investigate/choose at 7+."""
    for n in (5, 6):
        assert pacifist_track(n) == (None, None, "peek", "exile", "exile", "win")
    for n in (7, 8, 9, 10):
        assert pacifist_track(n) == (None, "investigate", "choose", "exile", "exile", "win")


# -- 5: rotation, nomination, vote -------------------------------------------------------
def test_5_vizir_passes_to_the_left_after_each_government() -> None:
    """Sultane 5: the Grand Vizir title passes clockwise (seat i -> i+1), seat 0 starts."""
    s = new(7)
    seen = [s.vizir]
    for _ in range(2):
        reject(s)
        seen.append(s.vizir)
    assert seen == [0, 1, 2]


def test_5_vizir_cannot_nominate_herself_and_last_government_is_barred() -> None:
    """Sultane 5 and 7c: members of the government that read the last tale are not eligible."""
    s = new(7, "PPI")
    assert s.legal_actions(0) == [f"nominate:{i}" for i in range(1, 7)]
    with pytest.raises(IllegalAction, match="herself"):
        s.apply(0, "nominate:0")
    govern(s, 1, "I", "P")
    assert s.vizir == 1
    assert s.legal_actions(1) == [f"nominate:{i}" for i in range(2, 7)]
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="last tale") as info:
        s.apply(1, "nominate:0")
    assert "7c" in str(info.value)
    assert snapshot(s) == before


def test_7c_small_court_exception_last_vizir_is_eligible() -> None:
    """Sultane 7c: with 5 active players or fewer only the last Narrator is barred."""
    s = new(5, "PPI")
    govern(s, 1, "I", "P")
    assert s.vizir == 1
    assert s.legal_actions(1) == ["nominate:0", "nominate:2", "nominate:3", "nominate:4"]
    assert term_limited((0, 1), 5) == (1,)
    assert term_limited((0, 1), 6) == (0, 1)
    # a 7-player game after two exiles has 5 active players: the exception applies too
    assert eligible_narrators(3, [True, True, False, True, True, False, True], (0, 1)) == [0, 4, 6]


def test_5_rejected_government_stays_eligible() -> None:
    """Sultane 5 / 7c: members of a refused government remain eligible."""
    s = new(7, "PPI")
    govern(s, 1, "I", "P")  # government (0, 1) read the last tale
    s.apply(1, "nominate:2")
    vote(s, False)
    assert s.vizir == 2
    assert "nominate:1" not in s.legal_actions(2)  # still barred: last *accepted* government
    assert "nominate:0" not in s.legal_actions(2)
    assert "nominate:3" in s.legal_actions(2)


def test_5_vote_is_simultaneous_and_hidden_until_all_have_voted() -> None:
    """Sultane 5: votes are revealed together; before that only 'has voted' is public."""
    s = new(7)
    s.apply(0, "nominate:3")
    assert s.current_players() == list(range(7))
    s.apply(2, "no")
    assert s.current_players() == [0, 1, 3, 4, 5, 6]
    assert s.view(5)["voted"] == [2]
    assert s.view(5)["my_vote"] is None
    assert s.view(2)["my_vote"] == "no"
    assert "votes" not in s.view(5)
    with pytest.raises(WrongPlayer, match="already voted"):
        s.apply(2, "yes")


def test_5_a_tie_rejects_the_government() -> None:
    """Sultane 5 / RULINGS: only strictly more Yes than No accepts; 3-3 is a refusal."""
    s = new(6)
    s.apply(0, "nominate:1")
    vote(s, [0, 1, 2])
    assert s.counter == 1 and s.vizir == 1
    s.apply(1, "nominate:2")
    vote(s, [0, 1, 2, 3])
    assert s.phase == "vizir-discard"


# -- 5 / 7c: the rejected-government counter ---------------------------------------------
def test_5_third_rejection_reads_top_tale_without_power_and_clears_eligibility() -> None:
    """Sultane 5, 7b, 7c: the Sultane reads the top tale; its power is not used; all eligible."""
    s = new(5, "PPI" + "PPI" + "P")
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")  # two pacifist tales; government (1, 2) is barred
    assert s.n_pacifist == 2 and s.vizir == 2
    for k in (1, 2):
        reject(s)
        assert s.counter == k
    reject(s)  # third rejection: the top tale (P, slot 3 = peek at 5 players) is read
    assert s.n_pacifist == 3 and s.counter == 0
    assert s.last_government is None
    assert s.phase == "nominate"  # no peek: the power is not used
    assert not any(e.kind == "peek" for e in s.events)
    chaos = [e for e in s.events if e.kind == "chaos"]
    assert chaos and "5" in chaos[0].rule and "power" in chaos[0].text
    assert s.legal_actions(s.vizir) == [f"nominate:{i}" for i in range(5) if i != s.vizir]


def test_5_counter_resets_when_a_government_reads() -> None:
    """Sultane 7c: every tale read resets the counter."""
    s = new(7, "PPI")
    reject(s)
    reject(s)
    assert s.counter == 2
    govern(s, 4, "I", "P")
    assert s.counter == 0


# -- 5: tales ------------------------------------------------------------------------------
def test_5_vizir_draws_three_narrator_gets_two_and_reads_one() -> None:
    """Sultane 5: Vizir draws the top 3, discards 1; Narrator discards 1 of 2, reads the other."""
    s = new(7, "PIP")
    s.apply(0, "nominate:1")
    vote(s)
    # A hand is a multiset, shown pacifist first (Sultane 6a: no draw order in a view).
    assert s.view(0)["hand"] == "PPI" and s.view(1)["hand"] == ""
    assert s.legal_actions(0) == ["discard:P", "discard:I"]
    s.apply(0, "discard:P")
    assert s.view(1)["hand"] == "PI"
    assert s.view(0)["hand"] == ""
    s.apply(1, "discard:P")
    assert s.read == ["I"] and s.n_interventionist == 1
    assert s.discard == ["P", "P"] and len(s.deck) == 14
    assert s.tale_count() == 17


def test_5_discard_of_an_absent_tale_is_refused() -> None:
    s = new(7, "PPP")
    s.apply(0, "nominate:1")
    vote(s)
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="no interventionist tale"):
        s.apply(0, "discard:I")
    with pytest.raises(MalformedInput):
        s.apply(0, "discard:X")
    assert snapshot(s) == before


def test_5_reshuffle_when_two_or_fewer_tales_remain() -> None:
    """Sultane 5: at the start of a round, a deck of 2 or fewer is shuffled with the discard."""
    s = new(7)
    s.discard.extend(s.deck[:-2])  # white-box: leave 2 tales in the deck
    del s.deck[:-2]
    reject(s)
    assert len(s.deck) == 17 and s.discard == []
    assert s.events[-2].kind == "reshuffle"
    assert s.tale_count() == 17


# -- 6: talk -------------------------------------------------------------------------------
def test_6_claims_are_public_and_may_be_lies() -> None:
    """Sultane 6a/6b: claims are public events; the engine never says whether they are true."""
    s = new(7, "PPI")
    govern(s, 1, "I", "P", claims=("claim-draw:III", "claim-received:PP"))
    claims = [e for e in s.events if e.kind == "claim"]
    assert [e.data["tales"] for e in claims] == ["III", "PP"]
    assert all(e.visible_to is None for e in claims)
    assert all("lie" in e.text and "true" not in e.text for e in claims)
    # only the all-seeing view says which claims were lies
    checks = s.view(None)["claim_checks"]
    assert [(c["seat"], c["claimed"], c["actual"], c["honest"]) for c in checks] == [
        (0, "III", "PPI", False),
        (1, "PP", "PP", True),
    ]
    assert all("claim_checks" not in s.view(p) for p in range(7))
    # only the all-seeing view (and the Vizir's private log) shows what was drawn
    assert {"kind": "drew", "government": 1, "seat": 0, "tales": "PPI"} in s.view(None)["private"][
        0
    ]
    assert all(r["kind"] != "drew" for r in s.view(3)["private"])


# -- 7a: veto ----------------------------------------------------------------------------
def five_pacifist_tales(**options) -> object:
    """A 5-player game where chaos has read 5 pacifist tales (no powers, no exile)."""
    s = new(5, "PPPPP", **options)
    for _ in range(15):
        reject(s)
    assert s.n_pacifist == 5 and s.counter == 0
    return s


def test_7a_veto_unlocks_after_five_pacifist_tales() -> None:
    s = five_pacifist_tales()
    assert any(e.kind == "veto-unlocked" for e in s.events)
    v, narrator = s.vizir, 3  # seat 3 is the Pacifist, not Dinarzade
    s.apply(v, f"nominate:{narrator}")
    vote(s)
    s.apply(v, s.legal_actions(v)[0])
    s.apply(narrator, s.legal_actions(narrator)[0])
    assert s.phase == "veto-request"
    assert s.legal_actions(narrator) == ["read", "veto"]
    s.apply(narrator, "veto")
    assert s.legal_actions(v) == ["accept-veto", "refuse-veto"]
    shown = [r for r in s.view(v)["private"] if r["kind"] == "veto-shown"]
    assert len(shown) == 1
    s.apply(v, "accept-veto")
    assert s.counter == 0 and s.n_pacifist == 5
    assert len(s.discard) == 3 and s.tale_count() == 17
    assert s.last_government is None  # the vetoing pair stays eligible (Sultane 7a)


def test_7a_original_veto_moves_the_counter() -> None:
    """Sultane 7a note / option original_veto: a veto moves the counter by one."""
    s = five_pacifist_tales(original_veto=True)
    reject(s)
    reject(s)
    v = s.vizir
    narrator = next(i for i in (3, 0, 1, 2) if f"nominate:{i}" in s.legal_actions(v))
    s.apply(v, f"nominate:{narrator}")
    vote(s)
    s.apply(v, s.legal_actions(v)[0])
    s.apply(narrator, s.legal_actions(narrator)[0])
    s.apply(narrator, "veto")
    read_before = len(s.read)
    s.apply(v, "accept-veto")
    # the counter was 2: the veto makes it 3, so the Sultane reads the top tale herself
    assert len(s.read) == read_before + 1 or s.is_terminal()
    assert any(e.kind == "chaos" for e in s.events[-6:])


def test_7a_refused_veto_reads_the_tale() -> None:
    s = five_pacifist_tales()
    v = s.vizir
    s.apply(v, "nominate:3")
    vote(s)
    s.apply(v, s.legal_actions(v)[-1])
    s.apply(3, s.legal_actions(3)[-1])
    s.apply(3, "veto")
    s.apply(v, "refuse-veto")
    assert len(s.read) == 6


# -- 7b: powers -----------------------------------------------------------------------------
def seven_player_powers() -> SultaneState:
    """7 players, each hand is PPI: discarding I then P reads a pacifist tale each time."""
    return new(7, "PPI" * 5 + "PI")


def test_7b_investigate_is_private_and_once_per_player() -> None:
    """Sultane 7b: the Vizir alone sees the side; a player is investigated at most once."""
    s = seven_player_powers()
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")  # second pacifist tale: investigate (7-8 players)
    assert s.phase == "power" and s.vizir == 1
    assert "investigate:1" not in s.legal_actions(1)
    s.apply(1, "investigate:6")  # seat 6 is Dinarzade
    results = [r for r in s.view(1)["private"] if r["kind"] == "investigation"]
    assert results == [
        {"kind": "investigation", "government": 2, "seat": 1, "target": 6, "side": "P"}
    ]
    for p in (0, 2, 3, 4, 5, 6):
        assert all(r["kind"] != "investigation" for r in s.view(p)["private"])
    assert s.legal_actions(1) == [
        "claim-investigation:6:P",
        "claim-investigation:6:I",
        "no-claim",
    ]
    s.apply(1, "claim-investigation:6:I")  # a lie: the engine does not say so
    last = s.events[-2]
    assert last.kind == "claim" and last.visible_to is None and "may be a lie" in last.text


def test_7b_investigate_refuses_a_player_already_investigated() -> None:
    s = seven_player_powers()
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")
    s.investigated.add(4)  # white-box: as if seat 4 had been investigated earlier
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="already been investigated"):
        s.apply(1, "investigate:4")
    assert snapshot(s) == before


def test_7b_choose_next_vizir_then_rotation_returns_to_left_of_chooser() -> None:
    """Sultane 7b: the chosen Vizir governs once; then the title goes left of the chooser."""
    s = seven_player_powers()
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")
    s.apply(1, "investigate:4")
    s.apply(1, "no-claim")
    assert s.vizir == 2
    govern(s, 3, "I", "P")  # third pacifist tale: choose the next Vizir
    assert s.power == "choose"
    with pytest.raises(IllegalAction, match="herself"):
        s.apply(2, "choose:2")
    s.apply(2, "choose:5")
    assert s.vizir == 5
    reject(s)
    assert s.vizir == 3  # left of seat 2, who used the power


def test_7b_choose_may_pick_the_player_on_the_left_who_then_governs_twice() -> None:
    s = seven_player_powers()
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")
    s.apply(1, "investigate:4")
    s.apply(1, "no-claim")
    govern(s, 4, "I", "P")
    s.apply(2, "choose:3")
    assert s.vizir == 3
    reject(s)
    assert s.vizir == 3


def reach_exile() -> SultaneState:
    s = seven_player_powers()
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")
    s.apply(1, "investigate:4")
    s.apply(1, "no-claim")
    govern(s, 3, "I", "P")
    s.apply(2, "choose:5")
    govern(s, 4, "I", "P")  # 4th pacifist tale: exile; Narrator 4 is asked about Dinarzade
    assert s.phase == "power" and s.power == "exile" and s.vizir == 5
    assert any(e.kind == "not-dinarzade" and e.data["seat"] == 4 for e in s.events)
    return s


def test_7b_exiled_player_no_longer_votes_or_governs() -> None:
    """Sultane 7b: the exile says she is not Dinarzade and becomes inactive."""
    s = reach_exile()
    s.apply(5, "exile:0")
    assert s.active[0] is False
    assert any(e.kind == "exile" and e.data["dinarzade"] is False for e in s.events)
    assert s.vizir == 3
    s.apply(3, "nominate:1")
    assert 0 not in s.current_players()
    with pytest.raises(WrongPlayer, match="exiled"):
        s.apply(0, "yes")
    vote(s, False)
    with pytest.raises(IllegalAction, match="exiled"):
        s.apply(4, "nominate:0")


def test_7b_exiled_players_are_skipped_by_the_rotation() -> None:
    s = reach_exile()
    s.apply(5, "exile:4")
    assert s.vizir == 3
    reject(s)
    assert s.vizir == 5  # seat 4 is skipped


def test_4_exiling_dinarzade_wins_for_the_interventionists() -> None:
    """Sultane 4 and 7b: Dinarzade exiled -> interventionists win."""
    s = reach_exile()
    s.apply(5, "exile:6")
    assert s.is_terminal()
    assert (s.winner, s.reason) == ("interventionists", "dinarzade-exiled")
    assert s.returns() == [1, 1, 1, 1, 0, 0, 0]


def test_4_dinarzade_accepted_as_narrator_after_three_pacifist_tales() -> None:
    """Sultane 4 and 5: with 3 pacifist tales read, electing Dinarzade ends the game."""
    s = seven_player_powers()
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")
    s.apply(1, "investigate:4")
    s.apply(1, "no-claim")
    govern(s, 3, "I", "P")
    s.apply(2, "choose:5")
    s.apply(5, "nominate:6")
    vote(s)
    assert (s.winner, s.reason) == ("pacifists", "dinarzade-narrator")
    assert s.returns() == [0, 0, 0, 0, 1, 1, 1]


def test_4_dinarzade_elected_before_three_pacifist_tales_does_not_win() -> None:
    s = new(7, "PPI" * 2)
    govern(s, 1, "I", "P")
    govern(s, 6, "I", "P")
    assert not s.is_terminal() and s.n_pacifist == 2


def test_4_six_pacifist_tales_win() -> None:
    """Sultane 4: the sixth pacifist tale wins for the pacifists (here via chaos, 5 players)."""
    s = new(5, "P" * 6)
    for _ in range(18):
        if s.is_terminal():
            break
        reject(s)
    assert (s.winner, s.reason) == ("pacifists", "six-pacifist-tales")


def test_4_five_interventionist_tales_win() -> None:
    s = new(7, "IIIIIP")
    for _ in range(15):
        if s.is_terminal():
            break
        reject(s)
    assert (s.winner, s.reason) == ("interventionists", "five-interventionist-tales")
    assert s.read == ["I"] * 5


def test_7b_peek_shows_the_next_three_tales_only_to_the_vizir() -> None:
    """Sultane 7b (5-6 players, third pacifist tale): the order of the deck is unchanged."""
    s = new(5, "PPI" * 3 + "IPI")
    govern(s, 1, "I", "P")
    govern(s, 2, "I", "P")
    top_before = list(s.deck)
    govern(s, 3, "I", "P")
    assert s.phase == "claim-power" and s.vizir == 2
    peeked = [r for r in s.view(2)["private"] if r["kind"] == "peeked"]
    assert peeked == [{"kind": "peeked", "government": 3, "seat": 2, "tales": "IPI"}]
    assert s.deck == top_before[:-3]
    assert s.view(2)["hand"] == ""
    for p in (0, 1, 3, 4):
        assert all(r["kind"] != "peeked" for r in s.view(p)["private"])
    s.apply(2, "claim-peek:PPP")
    assert s.vizir == 3


def test_wrong_phase_and_malformed_actions_say_why() -> None:
    s = new(7)
    with pytest.raises(WrongPhase, match="nominate"):
        s.apply(0, "discard:P")
    with pytest.raises(MalformedInput, match="not a Sultane action"):
        s.apply(0, "hello")
    with pytest.raises(MalformedInput, match="seat"):
        s.apply(0, "nominate:x")
    with pytest.raises(WrongPlayer):
        s.apply(3, "nominate:1")


def test_deck_helper_is_a_full_deck() -> None:
    assert Counter(deck("PPI")) == {"P": 11, "I": 6}
