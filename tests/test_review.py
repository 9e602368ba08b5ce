"""The game review (issue 22, section 3): every decision judged from its seat's view alone.

Real outcomes: a planted blunder (a pacifist Grand Vizir exiling the seat she knows is
Dinarzade, Sultane 7b) is labelled a blunder, the move the search finds best is labelled best,
a game played by the search itself is reviewed as accurate and a random game as far less so;
save files, paths and a class table's export give the review of the state; the same seed gives
the same review on every executor; the review of a decision is the same in a world the seat
could not tell apart, in every game.
"""

from __future__ import annotations

import json
import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from majority_core.errors import MalformedInput, SaveFileError, WrongPlayer
from majority_core.game import GameState, play
from majority_core.grard.state import GrardState
from majority_core.i18n import language
from majority_core.majority2.state import Majority2State
from majority_core.policy import UniformRandom
from majority_core.review import (
    LABELS,
    THRESHOLDS,
    Review,
    label_for,
    review,
    review_decision,
    settings_for,
    to_review,
)
from majority_core.rng import derive_seed
from majority_core.search import rollout_policy, sampler_for
from majority_core.sultane.state import SultaneState
from majority_core.the_majority.state import TheMajorityState
from majority_core.witch.state import WitchState
from tests.progress_bars import record_bars

ROOT = Path(__file__).resolve().parents[1]
CLASS_GAME = ROOT / "majority_core" / "data" / "sultane-class-game.json"

GAMES: list[tuple[type[GameState], int]] = [
    (TheMajorityState, 3),
    (SultaneState, 5),
    (GrardState, 3),
    (Majority2State, 2),
    (WitchState, 4),
]


def bot_game(cls: type[GameState], n: int, seed: int) -> GameState:
    """A finished game of the game's heuristic bot (the search's rollout bot) at every seat."""
    state = cls.new(n_players=n, seed=seed)
    bot = rollout_policy(state)
    return play(state, [bot] * n, seed=seed)


# -- the Sultane's planted blunder ---------------------------------------------------------------
#: Sultane, 5 seats, seed 3, RuleBased everywhere: before decision 70 (index 69) seat 2, a
#: pacifist and Grand Vizir, must exile a seat (Sultane 7b) and her view names seat 3 as
#: Dinarzade (her own side's queen). Exiling Dinarzade hands the interventionists the game at
#: once (Sultane 7b); the bot exiled seat 0.
BLUNDER_AT = 69


def sultane_game() -> SultaneState:
    return bot_game(SultaneState, 5, 3)  # type: ignore[return-value]


def test_the_position_of_the_planted_blunder() -> None:
    """What makes the exile a blunder is in seat 2's own view: she is a pacifist, seat 3 is
    Dinarzade, and she must exile someone now (Sultane 7b)."""
    before = sultane_game().replay_prefix(BLUNDER_AT)
    view = before.view(2)
    assert (view["role"], view["power"], view["known_roles"][3]) == ("pacifist", "exile", "dinarzade")
    assert "exile:3" in [str(a) for a in before.legal_actions(2)]
    after = before.clone()
    after.apply(2, "exile:3")
    assert after.is_terminal() and after.result_rows()[2]["winner"] == "interventionists"


def test_a_planted_blunder_is_labelled_a_blunder() -> None:
    """Sultane 7b: the scripted game (the bots' first 69 decisions, then seat 2 exiles the
    Dinarzade she knows) is reviewed with that decision a sure blunder, the best move named,
    and it heads seat 2's biggest mistakes."""
    state = sultane_game().replay_prefix(BLUNDER_AT)
    state.apply(2, "exile:3")
    got = review(state, seat=2, budget=10, progress=False)
    d = next(d for d in got.decisions if d.index == BLUNDER_AT)
    assert d.label == "blunder" and d.sure
    assert d.chosen == "exile:3" and d.best != "exile:3"
    assert d.chosen_value == 0.0 and d.loss >= 0.8 and d.loss_low > THRESHOLDS["blunder"]
    assert d.best in d.why and "exile:3" in d.why and d.why.endswith(".")
    assert got.mistakes(2)[0] == d
    assert got.accuracy(2) < 100


def test_the_move_the_search_finds_best_is_labelled_best() -> None:
    """The bot's own exile at the same moment (seat 0, not Dinarzade) is as good as any: best,
    no loss; and whatever the review's best move is, choosing it is labelled best."""
    before = sultane_game().replay_prefix(BLUNDER_AT)
    played = review_decision(before, 2, "exile:0", budget=10, seed=1)
    assert (played.label, played.loss) == ("best", 0.0)
    assert played.why.startswith("exile:0 did best in the search")
    blunder = review_decision(before, 2, "exile:3", budget=10, seed=1)
    again = review_decision(before, 2, blunder.best, budget=10, seed=1)
    assert (again.best, again.label, again.loss) == (blunder.best, "best", 0.0)


def test_labels_follow_the_thresholds_only_when_the_search_is_sure() -> None:
    """docs/review.md: no loss is best; a loss below 5 points, or one the paired interval
    cannot tell from 0, is good; then inaccuracy, mistake, blunder at 5, 10, 20 points."""
    assert label_for(0.0, 0.0) == "best"
    assert label_for(0.5, -0.01) == "good"
    assert label_for(0.04, 0.01) == "good"
    assert label_for(0.05, 0.01) == "inaccuracy"
    assert label_for(0.12, 0.01) == "mistake"
    assert label_for(0.2, 0.01) == "blunder"
    assert list(THRESHOLDS) == list(LABELS[2:])


def test_a_decision_with_many_actions_gets_fewer_worlds_by_default() -> None:
    """The Witch's night sheets (Witch 4: up to 125 sheets) would cost hundreds of playouts a
    world: its default caps a decision at 150 playouts, never under 2 worlds (a paired interval
    needs two); the other games keep their budget whatever the count."""
    witch = settings_for("witch")
    assert (witch.worlds(5), witch.worlds(30), witch.worlds(125)) == (6, 5, 2)
    assert settings_for("sultane").worlds(100) == settings_for("sultane").budget


# -- accuracy ------------------------------------------------------------------------------------
def test_a_game_played_by_the_search_is_reviewed_as_accurate() -> None:
    """Grard, 3 seats: a game where every seat plays the search's choice (the best move of its
    own search, seeded apart from the review's) is reviewed as accurate (at least 80 each), and
    a random game of the same deal far less so (at least 20 points lower on average): the review
    tells strong play from weak play."""
    strong = GrardState.new(n_players=3, seed=5)
    while not strong.is_terminal():
        for p in strong.current_players():
            legal = strong.legal_actions(p)
            mine = review_decision(strong, p, legal[0], budget=6,
                                   seed=derive_seed(99, len(strong.history)))
            strong.apply(p, mine.best)
    weak = play(GrardState.new(n_players=3, seed=5), [UniformRandom()] * 3, seed=5)
    good = review(strong, budget=6, progress=False)
    bad = review(weak, budget=6, progress=False)
    strong_acc = [good.accuracy(s) for s in range(3)]
    weak_acc = [bad.accuracy(s) for s in range(3)]
    assert min(strong_acc) >= 80, strong_acc
    assert sum(weak_acc) / 3 <= sum(strong_acc) / 3 - 20, (strong_acc, weak_acc)
    assert sum(d.label == "best" for d in good.decisions) / len(good.decisions) > sum(
        d.label == "best" for d in bad.decisions
    ) / len(bad.decisions)


# -- inputs ----------------------------------------------------------------------------------------
def _same(a: Review, b: Review) -> None:
    assert a.decisions == b.decisions
    assert (a.game_name, a.budget, a.seed, a.seats) == (b.game_name, b.budget, b.seed, b.seats)


def test_save_files_paths_and_a_class_tables_export_give_the_states_review(
    tmp_path: Path,
) -> None:
    """The class table's export (``majority_core/data/sultane-class-game.json``, saved by the
    teacher's page) as a path, its text, its bytes and its dict, and the state it loads to, all
    give the same review."""
    text = CLASS_GAME.read_text(encoding="utf-8")
    state = SultaneState.from_json(text)
    kwargs: dict[str, Any] = {"seat": 3, "budget": 2, "seed": 4, "progress": False}
    expected = review(state, **kwargs)
    assert expected.decisions and {d.seat for d in expected.decisions} == {3}
    for given in (CLASS_GAME, str(CLASS_GAME), text, text.encode(), json.loads(text)):
        _same(review(given, **kwargs), expected)
    game = bot_game(GrardState, 3, 2)
    path = tmp_path / "grard.json"
    path.write_text(game.to_json(), encoding="utf-8")
    _same(review(path, seat=1, budget=2, progress=False),
          review(game, seat=1, budget=2, progress=False))


@pytest.mark.parametrize(
    ("given", "error", "words"),
    [
        ("{not json", SaveFileError, "not valid JSON"),
        ("/no/such/file.json", SaveFileError, "neither a game"),
        (42, SaveFileError, "not int"),
        ({"format": "something else"}, SaveFileError, "not a majority-games/save file"),
        ({"format": "majority-games/save", "game": "chess"}, SaveFileError, "'chess', which is none"),
    ],
)
def test_bad_input_is_refused_naming_what_is_wrong(given: Any, error: type, words: str) -> None:
    with pytest.raises(error, match=words):
        review(given, progress=False)


def test_an_unfinished_game_a_bad_seat_or_budget_and_a_tampered_file_are_refused() -> None:
    unfinished = GrardState.new(n_players=3, seed=1)
    with pytest.raises(SaveFileError, match="not over yet"):
        review(unfinished, progress=False)
    game = bot_game(GrardState, 3, 1)
    with pytest.raises(WrongPlayer):
        review(game, seat=3, progress=False)
    for budget in (0, 2.5, True):
        with pytest.raises(MalformedInput, match="whole number of worlds"):
            review(game, budget=budget, progress=False)
    data = game.to_dict()
    data["decisions"][0] = [0, "Z"]
    with pytest.raises(SaveFileError, match="decision 1 of the save file is refused"):
        review(data, progress=False)
    before = game.replay_prefix(0)
    with pytest.raises(MalformedInput, match="not one of seat 0's legal actions"):
        review_decision(before, 0, "Z", budget=1)


def test_only_decisions_with_a_choice_are_judged() -> None:
    """A seat with one legal action has nothing to be judged on."""
    game = bot_game(Majority2State, 2, 1)
    judged = to_review(game, None)
    replay = Majority2State.new(n_players=2, seed=game.seed)
    for k, (p, a) in enumerate(game.history):
        assert (k in judged) == (len(replay.legal_actions(p)) > 1)
        replay.apply(p, a)
    assert to_review(game, 1) == [k for k in judged if game.history[k][0] == 1]


# -- seeds, executors, progress --------------------------------------------------------------------
def test_the_same_game_and_seed_give_the_same_review_on_every_executor() -> None:
    """Serial, threads and processes (``simulate``'s executors) give one review; another seed
    draws other worlds."""
    game = bot_game(GrardState, 3, 4)
    kwargs: dict[str, Any] = {"seat": 0, "budget": 3, "seed": 7, "progress": False}
    serial = review(game, **kwargs)
    _same(review(game, **kwargs), serial)
    with ThreadPoolExecutor(max_workers=2) as pool:
        _same(review(game, executor=pool, **kwargs), serial)
    _same(review(game, executor="processes", **kwargs), serial)
    other = review(game, **{**kwargs, "seed": 8})
    assert [d.chosen_value for d in other.decisions] != [d.chosen_value for d in serial.decisions]


def test_a_dask_client_gives_the_serial_review() -> None:
    from distributed import Client, LocalCluster

    game = bot_game(GrardState, 3, 4)
    kwargs: dict[str, Any] = {"seat": 2, "budget": 2, "seed": 1, "progress": False}
    with (
        LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                     dashboard_address=None) as cluster,
        Client(cluster) as client,
    ):
        got = review(game, executor=client, **kwargs)
    _same(got, review(game, **kwargs))


def test_the_progress_bar_counts_judged_decisions(monkeypatch: pytest.MonkeyPatch) -> None:
    bars = record_bars(monkeypatch)
    game = bot_game(GrardState, 3, 4)
    got = review(game, seat=0, budget=1)
    (bar,) = bars
    assert (bar.total, bar.desc, bar.closed) == (len(got.decisions), "review", True)
    assert sum(bar.steps) == len(got.decisions)


# -- the seat's view only ----------------------------------------------------------------------------
@pytest.mark.parametrize(("cls", "n"), GAMES, ids=lambda x: getattr(x, "game_name", str(x)))
def test_a_decisions_review_is_the_same_in_a_world_the_seat_cannot_tell_apart(
    cls: type[GameState], n: int
) -> None:
    """Each game's secrets (hands, piles, roles, face-down choices) are redrawn by its own
    sampler (``worlds.py``) around a decision in mid-game: the seat's view is unchanged, the
    all-seeing view differs, and the review of the seat's decision is the same."""
    game = bot_game(cls, n, 6)
    judged = to_review(game, None)
    k = judged[len(judged) // 2]
    seat, chosen = game.history[k]
    before = game.replay_prefix(k)
    rng = random.Random(3)
    other = next(
        w for w in (sampler_for(before)(before, seat, rng) for _ in range(30))
        if w.view(None) != before.view(None)
    )
    assert other.view(seat) == before.view(seat)
    budget = 2 if cls in (Majority2State, WitchState) else 4
    mine = review_decision(before, seat, chosen, budget=budget, seed=11, index=k)
    assert review_decision(other, seat, chosen, budget=budget, seed=11, index=k) == mine
    assert mine.worlds == budget and mine.label in LABELS


# -- frames, chart, drawing --------------------------------------------------------------------------
@pytest.fixture(scope="module")
def grard_review() -> Review:
    return review(bot_game(GrardState, 3, 2), budget=2, progress=False)


def test_frames_are_tidy(grard_review: Review) -> None:
    """One row per judged decision, one per seat; the curve ends on the real results."""
    frame = grard_review.frame()
    assert len(frame) == len(grard_review.decisions)
    assert list(frame["decision"]) == [d.index + 1 for d in grard_review.decisions]
    assert set(frame["label"]) <= set(LABELS)
    assert (frame["loss"] >= 0).all() and (frame["chosen_low"] <= frame["chosen_value"]).all()
    seats = grard_review.seats_frame()
    assert list(seats["seat"]) == [0, 1, 2]
    assert seats[list(LABELS)].sum(axis=1).tolist() == seats["decisions"].tolist()
    assert seats["result"].tolist() == grard_review.state.returns()
    curve = grard_review.curve()
    ends = curve[curve["kind"] == "result"]
    assert ends["value"].tolist() == grard_review.state.returns()
    assert (ends["decision"] == len(grard_review.state.history) + 1).all()
    assert (curve[curve["kind"] == "estimate"]["decision"] <= len(grard_review.state.history)).all()


def test_the_review_draws_itself_in_english_and_french(grard_review: Review) -> None:
    """The curve (an SVG image), the seats' accuracy and every decision, with words through
    the catalogs; Grard's result is a share of the win (a tie shares it)."""
    assert settings_for("grard").measure == "share"
    page = grard_review._repr_html_()
    assert '<img class="mj-chart"' in page
    for words in ("Accuracy per seat", "Decision by decision", "expected share of the win"):
        assert words in page
    spec = grard_review.chart().to_dict()
    assert len(spec["layer"]) == 3
    with language("fr"):
        french = grard_review._repr_html_()
        title = grard_review.chart().to_dict()["title"]
    assert "Précision par joueur" in french and "Décision par décision" in french
    assert "part espérée de la victoire" in french and "joueur 1" in french
    assert "Part espérée de la victoire" in title
    assert "Accuracy per seat" not in french
    # the sentences of why are told again in French (the review was made in English)
    assert "a fait le mieux dans la recherche" in french and "did best in the search" not in french
    assert grard_review._repr_html_() == page
