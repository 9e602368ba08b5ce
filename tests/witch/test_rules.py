"""The rules of Witch of the Academy through the engine, each test citing its section.

Decks are stacked (top card first) and colours fixed: seat 0 blue, 1 red, 2 black, 3 yellow
(4 players; pink goes back unseen) unless a test says otherwise.
"""

from __future__ import annotations

import random
import re

import pytest

from majority_core import play
from majority_core.errors import IllegalAction, MalformedInput, RuleError, WrongPhase, WrongPlayer
from majority_core.game import SEAT_NUMBERS
from majority_core.policy import UniformRandom
from majority_core.witch import WitchState
from majority_core.witch.components import components
from tests.contract import snapshot

from .helpers import field, full_deck, new


def guess_all(state: WitchState, rows: dict[int, str] | None = None) -> None:
    """Every seat writes its row (the given ones, else the first legal row)."""
    rows = rows or {}
    for p in list(state.current_players()):
        state.apply(p, rows.get(p, state.legal_actions(p)[0]))


# -- set-up (Witch 3 "Préparation", 5 "Préparation") ---------------------------------------------
@pytest.mark.parametrize(
    ("n", "standard", "per", "data", "disks", "series"),
    [
        (4, False, 14, 4, 7, 7),
        (5, False, 14, 5, 7, 9),
        (3, True, 9, 3, 4, 5),
        (4, True, 12, 4, 6, 7),
        (5, True, 14, 5, 7, 9),
    ],
)
def test_components_per_game(n, standard, per, data, disks, series) -> None:
    """RULINGS: the components of each player count; the series is 2 x players - 1 (5 with 3)."""
    s = WitchState.new(n_players=n, seed=1, standard=standard)
    colours = 4 if n == 3 else 5
    assert s.card_census() == ([0] if n == 3 else [per]) + [per] * 4 + [data]
    assert sum(s.card_census()) == per * colours + data
    assert s.disk_census() == [0, disks, disks, disks, disks]
    assert sum(field(s).values()) == series
    assert s.view(None)["deck_size"] == per * colours + data - series
    assert len(s.unseen) == colours - n  # 4 players: one player card back unseen
    assert len(set(s.colour + s.unseen)) == colours


def test_no_black_with_three_players_and_no_discovery_game() -> None:
    """Witch 5: 3 players drop black; Witch 3: the discovery game is for 4 or 5 players."""
    s = WitchState.new(n_players=3, seed=2)
    assert "black" not in s.view(None)["colours"] + s.view(None)["unseen"]
    with pytest.raises(IllegalAction):
        WitchState.new(n_players=3, seed=2, standard=False)
    for bad in ({"n_players": 6}, {"n_players": 2}, {"n_players": 4, "standard": "no"}):
        with pytest.raises(RuleError):
            WitchState.new(seed=0, **bad)
    with pytest.raises(MalformedInput):
        WitchState.new(n_players=4, seed=0, colours=["red", "red", "blue", "pink"])
    with pytest.raises(MalformedInput):
        WitchState.new(n_players=4, seed=0, deck="KRP")


# -- the day: take two cards (Witch 3 "Phase de Jour" (1)) -------------------------------------------
def test_take_keeps_a_rumour_and_trades_the_other_for_a_disk() -> None:
    s = new(4, "RYBPKRY")
    s.apply(0, "take:R/Y")
    assert s.up[0] == [0, 1, 0, 0, 0]  # red rumour face up in front of seat 0
    assert s.disks[0] == [0, 0, 0, 0, 1]  # a yellow disk
    assert s.discard[4] == 1 and s.supply[4] == 6
    assert field(s) == {"black": 1, "red": 1, "pink": 1, "blue": 1, "yellow": 1}
    assert s.current_players() == [1]  # clockwise
    assert "take:D/R" not in s.legal_actions(1)


def test_black_card_traded_gives_the_kept_colour() -> None:
    """Witch 3 Exception 1: trading a black card gives a disk of the kept card's colour."""
    s = new(4, "KYRRBPP")
    s.apply(0, "take:Y/K")
    assert s.disks[0][4] == 1 and s.up[0][4] == 1
    assert "Exception 1" in s.events[-1].rule


def test_two_black_cards_give_the_colour_most_on_the_field() -> None:
    """Witch 3 Exception 1: two black cards -> a colour most represented (ties: choice)."""
    s = new(4, "KKPPBBY")
    legal = s.legal_actions(0)
    assert [a for a in legal if a.startswith("take:K/K")] == ["take:K/K:P", "take:K/K:B"]
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="most represented"):
        s.apply(0, "take:K/K")
    with pytest.raises(IllegalAction):
        s.apply(0, "take:K/K:Y")
    assert snapshot(s) == before
    s.apply(0, "take:K/K:B")
    assert s.disks[0][3] == 1 and s.up[0][0] == 1


def test_disk_exception_example_of_the_rulebook() -> None:
    """Witch 3 Exception 2 example: no yellow disk left; A 2, B 1, C 2, you 2: you keep the
    yellow card, trade the black one and take a yellow disk from A, nearest clockwise."""
    you, a, b, c = 0, 1, 2, 3
    s = new(4, "RYRYRYR" + "YRYRYRY" + "KYYKRRK")
    for p, action in [
        (you, "take:R/Y"), (a, "take:R/Y"), (b, "take:R/Y"), (c, "take:R/Y"),
        (you, "take:R/Y"), (a, "take:R/Y"), (b, "take:Y/R"), (c, "take:R/Y"),
    ]:  # fmt: skip
        s.apply(p, action)
    assert [s.disks[p][4] for p in (a, b, c, you)] == [2, 1, 2, 2]
    assert s.supply[4] == 0
    s.apply(you, "take:Y/K")
    assert [s.disks[p][4] for p in (a, b, c, you)] == [1, 1, 2, 3]
    assert s.up[you][4] == 1  # the yellow rumour goes in front of you
    e = s.events[-1]
    assert e.data["source"] == a and "Exception 2" in e.rule and "seat 1" in e.text


def test_holding_every_disk_of_a_colour_gives_a_token() -> None:
    """Witch 3 Exception 2 (RULINGS): only when you hold every disk of it, a 1-point token."""
    s = new(4, "RYRYRYR")
    s.supply[4] = 0
    s.disks[0][4] = 7
    s.apply(0, "take:R/Y")
    assert s.tokens[0] == 1 and s.disks[0][4] == 7
    assert s.events[-1].data["source"] == "token"


def test_refill_when_one_character_card_or_fewer_remains() -> None:
    """Witch 3: at the end of a turn with 1 character card or fewer on the field (data cards
    not counted), a new series is added."""
    s = new(4, "RRYYDDB" + "PPPPPPP")
    s.apply(0, "take:R/R")
    assert field(s) == {"yellow": 2, "blue": 1, "data": 2}
    s.apply(1, "take:Y/Y")
    assert field(s) == {"blue": 1, "pink": 7, "data": 2}


# -- the data card (Witch 3 "Phase de Jour" (2); Witch 5 for 3 players) --------------------------
def test_data_card_needs_two_face_up_rumours() -> None:
    s = new(4, "DRRYYBB" + "PPPP")
    assert "data" not in s.legal_actions(0)
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="at least 2 face-up rumour"):
        s.apply(0, "data")
    assert snapshot(s) == before
    s.apply(0, "take:R/R")
    assert "data" not in s.legal_actions(1)  # one rumour is not enough with 4 players
    s.apply(1, "take:Y/Y")
    assert "data" in s.legal_actions(2)


def test_data_card_point_refill_then_two_rumours_face_down() -> None:
    s = new(4, "DRRYYBB" + "PPPPKK")
    s.apply(0, "take:R/R")
    s.apply(1, "take:Y/Y")
    s.apply(2, "data")
    assert s.tokens[2] == 1
    assert sum(field(s).values()) == 7  # topped up to a series: B B + 5 new cards
    assert field(s) == {"blue": 2, "pink": 4, "black": 1}
    assert s.current_players() == [2] and s.phase == "hide"
    assert s.legal_actions(2) == ["hide:0R,1Y"]
    with pytest.raises(IllegalAction):
        s.apply(2, "hide:0R")  # two rumours, not one
    with pytest.raises(WrongPhase):
        s.apply(2, "take:B/B")
    s.apply(2, "hide:1Y,0R")  # any order is read back
    assert s.up[0][1] == 0 and s.down[0][1] == 1 and s.down[1][4] == 1
    assert s.current_players() == [3]


def test_data_card_with_three_players_needs_one_rumour_and_hides_one() -> None:
    """Witch 5: with 3 players one face-up rumour suffices and only one is turned down."""
    s = new(3, "DRRYB" + "PPPP", colours=["red", "pink", "blue"], standard=True)
    s.apply(0, "take:R/R")
    assert "data" in s.legal_actions(1)
    s.apply(1, "data")
    assert s.legal_actions(1) == ["hide:0R"]
    s.apply(1, "hide:0R")
    assert s.down[0][1] == 1


def test_data_card_hides_own_rumours_too() -> None:
    """Witch 3 (2): any combination, own rumours included, two of the same seat allowed."""
    s = new(4, "DRRRRBB" + "PPPPP")
    s.apply(0, "take:R/R")
    s.apply(1, "take:B/B")
    s.apply(2, "take:R/R")
    s.apply(3, "data")
    assert "hide:0R,2R" in s.legal_actions(3) and "hide:0R,0R" not in s.legal_actions(3)


# -- the end of the day ----------------------------------------------------------------------
def test_day_ends_when_deck_and_field_are_empty() -> None:
    s = WitchState.new(n_players=4, seed=3, standard=False)
    while s.phase != "guess":
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    assert s.view(None)["deck_size"] == 0
    assert s.current_players() == [0, 1, 2, 3]
    assert any(e.kind == "day-end" for e in s.events)


def test_a_player_with_no_legal_action_ends_the_day() -> None:
    """RULINGS: no two character cards and no usable data card -> the day ends, the field's
    remaining cards are discarded."""
    s = new(4, "RRD")
    s.deck = []  # the last cards of the deck are on the field
    s.field = [0, 3, 0, 0, 0, 1]
    s.apply(0, "take:R/R")  # one red and a data card left, 1 face-up rumour: seat 1 is stuck
    assert s.phase == "guess"
    e = [e for e in s.events if e.kind == "day-end"][-1]
    assert "RULINGS" in e.rule and e.data["discarded"] == {"R": 1, "D": 1}
    assert sum(s.field) == 0


# -- the night (Witch 3 "Phase de Nuit") --------------------------------------------------------
def play_to_night(state: WitchState, seed: int = 0) -> WitchState:
    rng = random.Random(seed)
    while state.phase in ("turn", "hide"):
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.randrange(len(legal))])
    return state


def test_guesses_are_simultaneous_and_hidden() -> None:
    s = play_to_night(new(4, ""))
    s.apply(2, "guess:0B,1R,3Y")
    assert s.current_players() == [0, 1, 3]
    with pytest.raises(WrongPlayer, match="already written"):
        s.apply(2, "guess:0B,1R,3Y")
    v = s.view(0)
    assert v["guessed"] == [2] and v["sheets"] is None
    assert "pending" not in v and "0B" not in str(v["public"])
    assert s.view(2)["pending_guess"] == ["blue", "red", None, "yellow"]


def test_guess_refusals() -> None:
    s = play_to_night(new(4, ""))
    before = snapshot(s)
    for bad, err in [
        ("guess:0B,1R", MalformedInput),
        ("guess:0B,1R,2K", IllegalAction),  # own column
        ("guess:0B,1R,3G", MalformedInput),
        ("take:R/R", WrongPhase),
        ("guess:0B,1R,3Y,3Y", MalformedInput),
    ]:
        with pytest.raises(err):
            s.apply(2, bad)
        assert snapshot(s) == before
    s.apply(2, "guess:3y, 1r,0b")  # order and case do not matter
    assert s.pending[2] == [3, 1, None, 4]


def test_blank_guesses_are_refused() -> None:
    """Witch 3 "Phase de Nuit" (1) and docs/rulings-witch.md: a sheet names one colour for
    every other seat; a missing, empty or repeated column is refused and changes nothing."""
    s = play_to_night(new(4, ""))
    before = snapshot(s)
    for blank in ("guess:", "guess:0B,1R", "guess:0B,,1R", "guess:0B,1R,3"):
        with pytest.raises(MalformedInput) as refused:
            s.apply(2, blank)
        assert "Phase de Nuit" in refused.value.rule
        assert snapshot(s) == before
    assert all(len(a.split(":")[1].split(",")) == 3 for a in s.legal_actions(2))


def test_discovery_night_scores_in_order() -> None:
    """Witch 3 night: disks to points, reveal, 3 per correct guess from the guessed player,
    then suspicion to the holder of each colour (none for the unseen colour)."""
    s = play_to_night(new(4, ""))
    s.tokens = [10, 10, 10, 10]
    s.disks = [[0, 2, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]
    s.up = [[0] * 5 for _ in range(4)]
    s.up[1] = [0, 0, 7, 0, 0]  # 7 pink rumours: nobody holds pink
    s.up[2] = [0, 3, 0, 0, 0]  # 3 red rumours: seat 1 pays 3
    guess_all(s, {0: "guess:1R,2K,3Y", 1: "guess:0B,2B,3B", 2: "guess:0R,1R,3R", 3: "guess:0P,1P,2P"})
    assert s.is_terminal()
    # seat 0: 10 + 6 (two red disks, alone) + 3 x 3 guesses = 25; seat 1 pays 3 to 0, 3 to 2,
    # receives 3 from 0 (blue), and pays 3 red suspicion
    assert s.points() == [10 + 6 + 9 - 3, 10 - 3 - 3 + 3 - 3, 10 - 3 + 3, 10 - 3]
    kinds = [e.kind for e in s.events]
    assert kinds.index("information") < kinds.index("reveal") < kinds.index("suspicion")
    assert any(e.kind == "suspicion-lost" for e in s.events)
    assert s.view(3)["colours"] == ["blue", "red", "black", "yellow"]
    assert s.winners == [0] and s.returns() == [1.0, 0.0, 0.0, 0.0]


def test_suspicion_bonus_discovery_threshold_is_six() -> None:
    """Witch 3 (4) and RULINGS ("65" is a misprint for 6)."""
    s = play_to_night(new(4, ""))
    s.tokens = [0, 20, 0, 0]
    s.disks = [[0] * 5 for _ in range(4)]
    s.up = [[0, 6, 0, 0, 0], [0] * 5, [0] * 5, [0] * 5]
    s.down = [[0, 4, 0, 0, 0], [0] * 5, [0] * 5, [0] * 5]  # face-down ones do not count
    guess_all(s, {p: ["guess:1P,2P,3P", "guess:0P,2P,3P", "guess:0P,1P,3P", "guess:0P,1P,2P"][p] for p in range(4)})
    assert s.points()[1] == 20 - 11


def test_borrowing_is_recorded_and_points_go_below_zero() -> None:
    s = play_to_night(new(4, ""))
    s.tokens = [0, 2, 0, 0]
    s.disks = [[0] * 5 for _ in range(4)]
    s.up = [[0, 6, 0, 0, 0], [0] * 5, [0] * 5, [0] * 5]
    s.down = [[0] * 5 for _ in range(4)]
    guess_all(s, {p: ["guess:1P,2P,3P", "guess:0P,2P,3P", "guess:0P,1P,3P", "guess:0P,1P,2P"][p] for p in range(4)})
    assert s.points()[1] == 2 - 11 == -9
    assert s.debt[1] == 9 and s.tokens[1] == 0
    assert s.borrowed[1] == [{"day": 1, "points": 9, "for": "suspicion"}]
    assert any(e.kind == "borrow" and e.data["seat"] == 1 for e in s.events)
    assert s.result_rows()[1]["borrowed"] == 9


# -- the standard game (Witch 5) ------------------------------------------------------------
def test_standard_first_night_parks_suspicion_and_starts_day_two() -> None:
    s = play_to_night(new(4, "", standard=True))
    s.tokens = [5, 7, 7, 2]
    s.disks = [[0] * 5 for _ in range(4)]
    s.up = [[0, 0, 0, 3, 0], [0, 0, 0, 3, 0], [0] * 5, [0] * 5]  # 6 blue > 4 players
    s.down = [[0] * 5 for _ in range(4)]
    guess_all(s)
    assert not s.revealed and s.view(0)["colours"] is None
    assert s.parked == [0, 0, 0, 11, 0]
    assert s.tokens == [5, 7, 7, 2]  # nobody pays tonight
    # day 2: every card back in a new deck, most points first, tie -> farthest clockwise
    # from the first day's first player (seat 0): seat 2
    assert s.day == 2 and s.phase == "turn" and s.current_players() == [2]
    assert sum(s.discard) == 0 and sum(field(s).values()) == 7
    assert s.disk_census() == [0, 6, 6, 6, 6] and s.supply == [0, 6, 6, 6, 6]


def test_end_example_of_the_rulebook_through_the_engine() -> None:
    """Witch 5 end example: you (blue) have 25 points after the second night's disks; your
    sheet finds A red both nights (+4) and B black the second night (+2); C found you blue
    both nights (-4); 10 day-1 suspicion points lie on the blue card (-10): 17."""
    you, a, b, c = 0, 1, 2, 3  # blue, red, black, yellow; pink unseen
    s = play_to_night(new(4, "", standard=True))
    s.disks = [[0] * 5 for _ in range(4)]
    s.up = [[0] * 5 for _ in range(4)]
    s.down = [[0] * 5 for _ in range(4)]
    guess_all(
        s,
        {you: "guess:1R,2Y,3K", a: "guess:0P,2P,3P", b: "guess:0P,1P,3P", c: "guess:0B,1P,2P"},
    )
    while s.phase in ("turn", "hide"):
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    s.tokens = [25, 30, 30, 30]
    s.debt = [0, 0, 0, 0]
    s.disks = [[0] * 5 for _ in range(4)]
    s.up = [[0] * 5 for _ in range(4)]
    s.down = [[0] * 5 for _ in range(4)]
    s.parked = [0, 0, 0, 10, 0]
    guess_all(
        s,
        {you: "guess:1R,2K,3P", a: "guess:0P,2P,3P", b: "guess:0P,1P,3P", c: "guess:0B,1P,2P"},
    )
    assert s.is_terminal()
    assert s.points()[you] == 25 + 4 + 2 - 4 - 10 == 17
    paid = [(e.data["payer"], e.data["payee"], e.data["points"]) for e in s.events if e.kind == "guess-paid"]
    assert (a, you, 4) in paid and (b, you, 2) in paid and (you, c, 4) in paid
    assert s.view(1)["sheets"][you] == [
        [None, "red", "yellow", "black"],
        [None, "red", "black", "pink"],
    ]


def test_execution_of_the_most_day_two_suspicion() -> None:
    """Witch 5 (4): the colour with the most day-2 suspicion, if unique and held, is executed
    and cannot win; ties execute nobody; day-1 suspicion does not count for it."""
    def finish(up1: list[int], parked: list[int]) -> WitchState:
        s = play_to_night(new(4, "", standard=True))
        guess_all(s)
        play_to_night(s)
        s.tokens = [50, 0, 0, 0]
        s.disks = [[0] * 5 for _ in range(4)]
        s.up = [[0] * 5, up1, [0] * 5, [0] * 5]
        s.down = [[0] * 5 for _ in range(4)]
        s.parked = parked
        guess_all(s, {p: ["guess:1P,2P,3P", "guess:0P,2P,3P", "guess:0P,1P,3P", "guess:0P,1P,2P"][p] for p in range(4)})
        return s

    s = finish([0, 0, 0, 2, 0], [0, 30, 0, 0, 0])  # blue 2 (seat 0) beats red 0 on day 2
    assert s.executed == 0 and s.executed_colour == "blue"
    # 50 + 2 (seat 2 guessed black on night 1 by every first row) - 2 blue suspicion
    assert 0 not in s.winners and s.points()[0] == 50  # the richest, but executed
    # still scored (docs/rulings-witch.md): the witch pays its day-2 suspicion like anyone
    assert any(e.kind == "suspicion-paid" and e.data["seat"] == 0 for e in s.events)
    end = s.events[-1]
    assert end.data["executed"] == 0 and "seat 0 50" in end.text and "cannot win" in end.text
    assert s.result_rows()[0]["executed"] is True
    s = finish([0, 2, 0, 2, 0], [0] * 5)  # a tie: nobody is executed
    assert s.executed is None and s.executed_colour is None and s.winners == [0]
    s = finish([0, 0, 3, 0, 0], [0] * 5)  # pink is unseen: nobody is executed
    assert s.executed_colour == "pink" and s.executed is None


def test_parked_suspicion_on_an_unheld_colour_is_explained() -> None:
    """Witch 5 "Phases de nuit de la partie standard", second night, step 4 and RULINGS (suspicion on a colour nobody holds is lost):
    day-1 tokens parked on the unseen colour's card are charged to nobody, and the event that
    lists lost suspicion says so, even when that colour has no day-2 suspicion (review F1)."""
    s = play_to_night(new(4, "", standard=True))  # pink is the unseen card
    guess_all(s)
    play_to_night(s)
    s.tokens = [20, 20, 20, 20]
    s.disks = [[0] * 5 for _ in range(4)]
    s.up = [[0] * 5 for _ in range(4)]
    s.down = [[0] * 5 for _ in range(4)]
    s.parked = [0, 0, 4, 0, 0]  # 4 day-1 points on pink, none on a held colour
    guess_all(s, {0: "guess:1R,2K,3Y", 1: "guess:0R,2R,3R", 2: "guess:0R,1R,3R", 3: "guess:0R,1R,2R"})
    assert s.is_terminal() and "pink" not in s.view(None)["colours"]
    lost = [e for e in s.events if e.kind == "suspicion-lost"]
    assert len(lost) == 1 and lost[0].data["parked"] == {"pink": 4}
    assert "4 day-1 points parked on the pink character card" in lost[0].text
    assert not any(e.kind == "parked-paid" for e in s.events)


def test_parked_suspicion_lost_in_the_reviews_random_game() -> None:
    """The review's reproduction (seed 11, 4 players, standard, random.Random(11) play): red
    is unseen with 3 day-1 points parked on it; the lost-suspicion event names them beside
    red's day-2 suspicion (Witch 5 "Phases de nuit de la partie standard", second night, step 4)."""
    rnd = random.Random(11)
    s = WitchState.new(n_players=4, seed=11, standard=True)
    while not s.is_terminal():
        q = rnd.choice(s.current_players())
        s.apply(q, rnd.choice(s.legal_actions(q)))
    v = s.view(None)
    assert v["unseen"] == ["red"] and v["parked"]["red"] == 3
    (lost,) = [line for line in s.explain() if "counts for nothing" in line]
    assert re.search(r"so nobody pays the 3 day-1 points parked on the red character card or "
                     r"the \d+ day-2 suspicion points? on red\.", lost), lost


@pytest.mark.parametrize("standard", [False, True])
def test_every_night_event_cites_the_rule_of_its_game_and_night(standard: bool) -> None:
    """The discovery night follows Witch 3 "Phase de Nuit"; the standard game's first night
    Witch 5 "Phases de nuit de la partie standard" (top row) and its second night the same
    section's second night (bottom row): guesses, sheets, disks, refusals (review F3; the
    section's title as printed, French review 2 defect 46); a guess about no seat cites the
    package's seat numbering instead (no rulebook numbers the seats)."""
    s = WitchState.new(n_players=4, seed=5, standard=standard)
    rnd = random.Random(5)
    refusals: list[tuple[int, str]] = []
    while not s.is_terminal():
        q = rnd.choice(s.current_players())
        if s.phase == "guess":
            with pytest.raises(IllegalAction) as refused:
                s.apply(q, f"guess:{q}R")  # one's own column: a rule of this night
            refusals.append((s.day, refused.value.rule))
            with pytest.raises(MalformedInput) as refused:
                s.apply(q, "guess:9R")  # no seat 9: the package's numbering, as in every game
            assert refused.value.rule == SEAT_NUMBERS
        s.apply(q, rnd.choice(s.legal_actions(q)))
    night = ("night", "guess", "sheet-written", "information")
    day = 0
    for e in s.events:
        if e.kind == "night":
            day = e.data["day"]
        if e.kind not in night:
            continue
        if not standard:
            assert e.rule.startswith('Witch 3 "Phase de Nuit"'), (e.kind, e.rule)
        elif day == 1:
            assert e.rule.startswith('Witch 5 "Phases de nuit de la partie standard"'), e.rule
            assert e.kind == "information" or "top row" in e.rule
        else:
            assert e.rule.startswith(
                'Witch 5 "Phases de nuit de la partie standard" (second night'), (e.kind, e.rule)
            assert e.kind == "information" or "bottom row" in e.rule
    assert {d for d, _ in refusals} == ({1, 2} if standard else {1})
    for d, rule in refusals:
        want = "Witch 3" if not standard else ("top row" if d == 1 else "bottom row")
        assert want in rule, rule
    borrows = [e.rule for e in s.events if e.kind == "borrow"]
    assert all(("second night" in r) == standard for r in borrows)


def test_first_player_option_and_day_two_order() -> None:
    s = new(4, "", first_player=2)
    assert s.current_players() == [2]
    with pytest.raises(MalformedInput):
        new(4, "", first_player=4)


# -- refusals and notation ---------------------------------------------------------------------
def test_take_refusals_name_their_rule_and_change_nothing() -> None:
    s = new(4, "RYBPKRD")
    before = snapshot(s)
    cases = [
        (1, "take:R/Y", WrongPlayer),
        (0, "take:R", MalformedInput),
        (0, "take:R/G", MalformedInput),
        (0, "take:Y/Y", IllegalAction),  # one yellow on the field
        (0, "take:D/R", IllegalAction),  # a data card is no character card
        (0, "take:R/Y:B", IllegalAction),
        (0, "hide:0R,1B", WrongPhase),
        (0, "data", IllegalAction),  # no rumour face up yet
        (0, "jump", MalformedInput),
        (0, 17, MalformedInput),
        (0, None, MalformedInput),
        (7, "take:R/Y", WrongPlayer),
    ]
    for seat, action, err in cases:
        with pytest.raises(err) as info:
            s.apply(seat, action)
        assert "rule:" in str(info.value)
        assert snapshot(s) == before
    s.apply(0, " TAKE:r/y ")  # case and spaces do not matter
    assert s.history[-1] == (0, "take:R/Y")


def test_actions_are_read_back_from_their_text() -> None:
    s = WitchState.new(n_players=5, seed=4)
    for _ in range(40):
        if s.is_terminal():
            break
        p = s.current_players()[0]
        for a in s.legal_actions(p):
            assert s.parse_action(p, str(a)) == a
            hash(a)
        s.apply(p, s.legal_actions(p)[-1])


def test_the_game_is_refused_after_its_end() -> None:
    s = play(WitchState.new(n_players=4, seed=9, standard=False), [UniformRandom()] * 4, seed=9)
    with pytest.raises(WrongPhase):
        s.apply(0, "guess:1R,2R,3R")


def test_full_deck_helper_matches_components() -> None:
    deck = full_deck("RY", 3, True)
    assert len(deck) == components(3, True).n_cards and "K" not in deck
