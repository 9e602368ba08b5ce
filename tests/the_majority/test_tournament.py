"""Lesson 04's tournament at scale: the executor changes nothing, the sums keep what the
summary needs, and the shipped large tournament is a consistent, reproducible table."""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

import pandas as pd

from majority_core.the_majority import analysis as lesson
from majority_core.the_majority import tournament_cache


def test_the_executor_changes_where_not_what() -> None:
    serial = lesson.tournament(["random", "greedy", "saboteur"], n_games=6, seed=3)
    with ThreadPoolExecutor(2) as pool:
        spread = lesson.tournament(
            ["random", "greedy", "saboteur"], n_games=6, seed=3, executor=pool
        )
    pd.testing.assert_frame_equal(serial, spread)


def test_summary_and_head_to_head_read_the_sums_as_the_games() -> None:
    """The summary from the per-game table and from its sums is the same table."""
    results = lesson.tournament(["random", "greedy", "runner-up"], n_games=8, seed=1)
    counts = lesson.tournament_counts(results)
    assert int(counts["games"].sum()) == len(results)
    pd.testing.assert_frame_equal(
        lesson.tournament_summary(results), lesson.tournament_summary(counts)
    )
    pd.testing.assert_frame_equal(lesson.head_to_head(results), lesson.head_to_head(counts))
    by_hand = results.groupby("policy")["team coins"].agg(["mean", "std"])
    summary = lesson.tournament_summary(counts).set_index("policy")
    for name, row in by_hand.iterrows():
        n = summary.loc[name, "games"]
        assert summary.loc[name, "mean team coins"] == round(row["mean"], 2)
        half = 1.96 * row["std"] / n**0.5
        assert abs(summary.loc[name, "coins 95% high"] - (row["mean"] + half)) < 0.006


def test_pairings_say_when_the_interval_leaves_out_a_coin_toss() -> None:
    counts = pd.DataFrame(
        {
            "policy": ["a", "b", "a", "c", "b", "c"],
            "opponent": ["b", "a", "c", "a", "c", "b"],
            "games": [400] * 6,
            "wins": [260, 140, 205, 195, 120, 280],
            "coins": [0] * 6,
            "coins squared": [0] * 6,
        }
    )
    table = lesson.pairings_table(counts).set_index("pairing")
    assert table.loc["a v b", "verdict"] == "a is stronger"
    assert table.loc["a v c", "verdict"] == "not separated"
    assert table.loc["b v c", "verdict"] == "c is stronger"


def test_the_cached_tournament_is_whole_and_consistent() -> None:
    """Every pair, both ways, each game won by exactly one team (ties go to the spy token,
    revised 2-6): the wins of a v b and b v a add up to the games."""
    counts = lesson.cached_tournament()
    deals = tournament_cache.N_DEALS
    bots = lesson.CACHED_TOURNAMENT_BOTS
    assert counts.attrs["games"] == deals * len(bots) * (len(bots) - 1)
    assert len(counts) == len(bots) * (len(bots) - 1)
    wins = {(r.policy, r.opponent): r.wins for r in counts.itertuples()}
    for r in counts.itertuples():
        assert r.games == 2 * deals
        assert wins[(r.policy, r.opponent)] + wins[(r.opponent, r.policy)] == r.games


def test_the_cache_command_computes_what_the_lesson_would() -> None:
    """The command's table for a few deals is ``tournament_counts(tournament(...))`` itself:
    the cache is that function at N_DEALS (its first games checked here)."""
    small = lesson.tournament_counts(
        lesson.tournament(lesson.CACHED_TOURNAMENT_BOTS, 3, seed=tournament_cache.SEED)
    )
    assert list(small.columns) == list(lesson.cached_tournament().columns)
    assert list(zip(small["policy"], small["opponent"], strict=True)) == list(
        zip(
            lesson.cached_tournament()["policy"],
            lesson.cached_tournament()["opponent"],
            strict=True,
        )
    )


def test_pairings_read_in_the_readers_language_and_the_findings_keep_their_verdicts() -> None:
    """Issue 20: the pairings table and the bots' table show the bots by their French names
    (gourmand, dauphin, aléatoire) and French verdicts; English keeps the code names, and the
    findings no longer parse the table's words, so they say the same in both languages."""
    from majority_core.display import frame_html
    from majority_core.i18n import language
    from tests.french_check import check_all, report

    results = lesson.tournament(["random", "greedy", "runner-up"], n_games=8, seed=1)
    english = lesson.pairings_table(results)
    assert list(english["pairing"]) == ["random v greedy", "random v runner-up",
                                        "greedy v runner-up"]
    assert set(english["verdict"]) <= {"random is stronger", "greedy is stronger",
                                       "runner-up is stronger", "not separated"}
    with language("fr"):
        french = lesson.pairings_table(results)
        assert list(french["pairing"]) == ["aléatoire contre gourmand", "aléatoire contre dauphin",
                                           "gourmand contre dauphin"]
        pages = [("pairings", frame_html(french)), ("bots", frame_html(lesson.policy_table())),
                 ("findings", str(lesson.tournament_findings(results)._repr_markdown_()))]
        found = check_all(pages, markup=True)
        assert not found, report(found)
        games = lesson.tournament(["random", "greedy"], n_games=2, seed=1)
        assert set(games["pairing"]) == {"aléatoire contre gourmand"}
        assert set(games["policy"]) == {"random", "greedy"}  # the data keep the code names
    assert set(results["pairing"]) == {"random v greedy", "random v runner-up",
                                       "greedy v runner-up"}
    separated = [v != "not separated" for v in english["verdict"]]
    assert [v != "pas départagés" for v in french["verdict"]] == separated


def test_the_head_to_head_chart_lists_the_bots_as_its_table_does() -> None:
    """Lesson 04 shows the head-to-head table and its heat map side by side: the map's rows and
    columns follow the table's, in both languages. Left to Vega-Lite, a nominal axis sorts its
    (translated) labels alphabetically: French put « aléatoire » above « gourmand »."""
    from majority_core.display import frame_html, translated_spec
    from majority_core.i18n import language

    results = lesson.tournament(["random", "greedy", "runner-up", "saboteur"], n_games=2, seed=0)
    table = lesson.head_to_head(results)
    for lang in ("en", "fr"):
        with language(lang):
            spec = translated_spec(lesson.head_to_head_chart(results).to_dict())
            shown = frame_html(table)
        def words(cells: list[str]) -> list[str]:
            return [re.sub(r"<[^>]*>", "", c) for c in cells]

        heads = words(re.findall(r"<th[^>]*>(.*?)</th>", shown))[1:]  # the columns, in order
        rows = words(re.findall(r"<tr><td[^>]*>(.*?)</td>", shown))  # the rows, in order
        for layer in spec["layer"]:
            assert layer["encoding"]["x"]["sort"] == heads, (lang, heads)
            assert layer["encoding"]["y"]["sort"] == rows, (lang, rows)
    assert rows == ["gourmand", "aléatoire", "dauphin", "saboteur"]  # not alphabetical in French
