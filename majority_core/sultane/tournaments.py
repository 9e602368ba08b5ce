"""The Sultane lessons' tournaments: balance by player count, the bots' win rates with their
confidence intervals, the cached reference run, its tables and chart (re-exported by
:mod:`majority_core.sultane.analysis`, where the lessons read them).

pandas, altair and scipy are imported inside the functions, never when this module is imported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import N_, _, get_language, ngettext, number

if TYPE_CHECKING:  # pragma: no cover
    import altair as alt
    import pandas as pd


#: The shipped policies, as a lesson names them.
POLICY_NAMES = {"random": "random", "rules": "rule-based", "bayes": "Bayesian"}
#: The kinds of bot as a sentence names them.
BOTS_WORDS = {"random": N_("random bots"), "rule-based": N_("rule-based bots"),
              "Bayesian": N_("Bayesian bots")}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- balance -------------------------------------------------------------------------------
def wilson(wins: int, games: int, confidence: float = 0.95) -> tuple[float, float]:
    """A 95% Wilson interval for a win rate (good even near 0 or 1), from scipy.stats.

    >>> lo, hi = wilson(442, 910)
    >>> round(lo, 3), round(hi, 3)
    (0.453, 0.518)
    """
    if games == 0:
        return (0.0, 1.0)
    from scipy.stats import binomtest

    ci = binomtest(int(wins), int(games)).proportion_ci(
        confidence_level=confidence, method="wilson"
    )
    return (float(ci.low), float(ci.high))


def difference_interval(
    wins_a: int, games_a: int, wins_b: int, games_b: int
) -> tuple[float, float, float]:
    """Rate A minus rate B with a 95% interval (Newcombe's method, from the two Wilson
    intervals): what an odd count gives the pacifists more than an even one, and how sure.

    >>> d, lo, hi = difference_interval(60, 100, 40, 100)
    >>> round(d, 2), round(lo, 3), round(hi, 3)
    (0.2, 0.061, 0.328)
    """
    p, q = wins_a / games_a, wins_b / games_b
    lo_a, hi_a = wilson(wins_a, games_a)
    lo_b, hi_b = wilson(wins_b, games_b)
    d = p - q
    return (
        d,
        d - ((p - lo_a) ** 2 + (hi_b - q) ** 2) ** 0.5,
        d + ((hi_a - p) ** 2 + (q - lo_b) ** 2) ** 0.5,
    )


#: The first games of every cached configuration that the cache also counts on their own: a
#: test plays them again and must find the same wins (a slice that is quick to recompute).
CHECK_GAMES = 100


def simulated_balance(
    policy: str = "rules",
    counts: Any = range(5, 11),
    n_games: int = 2_000,
    seed: int = 0,
    *,
    executor: Any = None,
    progress: bool | None = None,
    **options: Any,
) -> pd.DataFrame:
    """Pacifist win rate when every seat plays the named shipped policy (random, rules or
    bayes), one row per player count, through :func:`majority_core.simulate.simulate` (its fast
    path: the very games ``play`` would play), so ``executor`` may spread them over processes
    or a Dask cluster and the figures stay the same. Each row also counts the pacifist wins of
    the first :data:`CHECK_GAMES` games (``check_wins``), a slice a test recomputes quickly.
    """
    import pandas as pd

    from ..simulate import simulate
    from .policies import POLICIES
    from .state import SultaneState

    bot = POLICIES[policy]()
    rows = []
    for n in counts:
        frame = simulate(
            SultaneState, [bot] * n, n_games, seed=seed, executor=executor, progress=progress,
            **options,
        )  # fmt: skip
        games = frame[frame["seat"] == 0]
        won = games["winner"] == "pacifists"
        reasons = games["reason"].value_counts().to_dict()
        row = _balance_row(n, policy, options, n_games, int(won.sum()), reasons)
        row["check_wins"] = int(won.iloc[:CHECK_GAMES].sum())
        rows.append(row)
    return pd.DataFrame(rows)


def _parity(df: pd.DataFrame, variant: str) -> list[dict[str, Any]]:
    """Per kind of bot: each (odd, even) pair's difference with its 95% interval, and the
    pooled edge (odd counts' mean rate minus even counts', a normal interval), as numbers."""
    from scipy.stats import norm

    z = float(norm.ppf(0.975))
    sub = df[df["variant"] == variant]
    out = []
    for policy, name in POLICY_NAMES.items():
        cells = {int(r["n_players"]): r for _i, r in sub[sub["policy"] == policy].iterrows()}
        if not cells:
            continue
        pairs = []
        for odd, even in [(n, n + 1) for n in (5, 7, 9) if n in cells and n + 1 in cells]:
            a, b = cells[odd], cells[even]
            d, lo, hi = difference_interval(
                int(a["pacifist_wins"]), int(a["games"]), int(b["pacifist_wins"]), int(b["games"])
            )
            pairs.append((odd, even, d, lo, hi))
        rates = [(float(cells[n]["pacifist_rate"]), int(cells[n]["games"])) for n in cells]
        odd_r = [(p, g) for n, (p, g) in zip(cells, rates, strict=True) if n % 2]
        even_r = [(p, g) for n, (p, g) in zip(cells, rates, strict=True) if not n % 2]
        edge = sum(p for p, _g in odd_r) / len(odd_r) - sum(p for p, _g in even_r) / len(even_r)
        var = sum(p * (1 - p) / g for p, g in odd_r) / len(odd_r) ** 2 + sum(
            p * (1 - p) / g for p, g in even_r
        ) / len(even_r) ** 2
        half = z * var**0.5
        out.append({"name": name, "pairs": pairs, "edge": edge, "low": edge - half,
                    "high": edge + half})
    return out


def parity_table(df: pd.DataFrame, variant: str = "standard") -> pd.DataFrame:
    """The pacifists' edge at each odd count over the even count above it, per kind of bot,
    with its 95% interval, and the same edge pooled over the three pairs.

    The pooled edge is the mean of the odd counts' rates minus the mean of the even counts'
    (their sampling errors added, a normal interval): the parity pattern in one number.
    """
    import pandas as pd

    rows = []
    for p in _parity(df, variant):
        row: dict[str, Any] = {"bots": p["name"]}
        for odd, even, d, lo, hi in p["pairs"]:
            row[_("{odd} minus {even} players").format(odd=odd, even=even)] = (
                f"{_points(d)} ({_signed(lo, hi)})"
            )
        row[_("odd minus even, pooled")] = f"{_points(p['edge'])} ({_signed(p['low'], p['high'])})"
        rows.append(row)
    return pd.DataFrame(rows)


def parity_summary(df: pd.DataFrame, variant: str = "standard") -> list[str]:
    """The parity pattern in words, one sentence per kind of bot: how many points more the
    pacifists win at odd counts than at even ones (pooled), its 95% interval, and whether the
    interval says there is a pattern at all, then the pairs that go against it."""
    out = []
    for p in _parity(df, variant):
        edge, lo, hi = (round(100 * p[k], 1) for k in ("edge", "low", "high"))
        if lo > 0:
            verdict = _("the odd counts favour the pacifists, beyond sampling error")
        elif hi < 0:
            verdict = _("the even counts favour the pacifists, beyond sampling error")
        else:
            verdict = _("no parity pattern can be told from sampling error")
        bots = BOTS_WORDS[p["name"]]
        against = [
            _("{odd} vs {even}").format(odd=odd, even=even)
            for odd, even, d, _lo, _hi in p["pairs"]
            if (round(100 * d, 1) > 0) != (edge > 0)
        ]
        tail = (
            " " + ngettext(
                "The pair {pairs} goes the other way.", "The pairs {pairs} go the other way.",
                len(against),
            ).format(pairs=", ".join(against))
            if against and (lo > 0 or hi < 0)
            else ""
        )
        out.append(
            # "−0,4 point" in French (singular below 2), "-0.4 points" in English
            ngettext("{bots}: odd counts minus even counts, {edge} point (95% interval {low} "
                     "to {high}): {verdict}.",
                     "{bots}: odd counts minus even counts, {edge} points (95% interval {low} "
                     "to {high}): {verdict}.", _decimal_count(edge)).format(
                bots=_cap(_(bots)),
                edge=_signed_points(edge), low=_signed_points(lo), high=_signed_points(hi),
                verdict=verdict,
            ) + tail
        )
    return out


def _points(x: float) -> str:
    """A difference of two rates in percentage points, signed: ``+3.1`` (French ``+3,1``)."""
    return _signed_points(100 * x)


def _decimal_count(x: float) -> int:
    """The count that gives a decimal number its noun's form through ``ngettext``: French
    writes the singular below 2 ("1,5 point", "−0,4 point"), English only for exactly one."""
    x = abs(round(x, 1))
    if get_language() == "fr":
        return 1 if x < 2 else 2
    return 1 if x == 1 else 2


def _signed_points(x: float) -> str:
    """``x`` points with its sign always written (French: the true minus sign, −1,5)."""
    return "+" + number(abs(x), 1) if x >= 0 else number(-abs(x), 1)


def _signed(lo: float, hi: float) -> str:
    """A 95% interval of a difference in points: ``+3.1 to +7.4``."""
    return _("{low} to {high}").format(low=_points(lo), high=_points(hi))


def random_balance(
    counts: Any = range(5, 11),
    n_games: int = 2_000,
    seed: int = 0,
    *,
    executor: Any = None,
    progress: bool | None = False,
    **options: Any,
) -> pd.DataFrame:
    """Pacifist win rate of uniformly random play (:func:`simulated_balance` with random bots,
    which ``simulate`` plays on the fast playout: exactly the step API's games)."""
    return simulated_balance(
        "random", counts, n_games, seed, executor=executor, progress=progress, **options
    )


def _balance_row(
    n: int, policy: str, options: dict[str, Any], games: int, wins: int, reasons: dict[str, int]
) -> dict[str, Any]:
    lo, hi = wilson(wins, games)
    variant = "+".join(k for k, v in sorted(options.items()) if v) or "standard"
    row: dict[str, Any] = {
        "n_players": n,
        "policy": policy,
        "variant": variant,
        "games": games,
        "pacifist_wins": wins,
        "pacifist_rate": wins / games,
        "ci_low": lo,
        "ci_high": hi,
    }
    for reason in (
        "six-pacifist-tales",
        "dinarzade-narrator",
        "five-interventionist-tales",
        "dinarzade-exiled",
    ):
        row[reason] = reasons.get(reason, 0) / games
    return row


def policy_balance(
    policy: str = "rules",
    counts: Any = range(5, 11),
    n_games: int = 100,
    seed: int = 0,
    *,
    executor: Any = None,
    progress: bool | None = False,
    **options: Any,
) -> pd.DataFrame:
    """Pacifist win rate when every seat plays the named shipped policy (rules or bayes): the
    rows of :func:`simulated_balance`."""
    return simulated_balance(
        policy, counts, n_games, seed, executor=executor, progress=progress, **options
    )


def cached_balance() -> pd.DataFrame:
    """The large balance table computed by ``benchmarks/sultane_balance.py`` (see its header)."""
    import io

    import pandas as pd

    from .balance_cache import CSV

    return pd.read_csv(io.StringIO(CSV))


def cached_balance_note() -> str:
    """Where :func:`cached_balance` comes from, in one sentence: the command, the games behind
    each cell and the run time (read from the cache's own header)."""
    import re

    from . import balance_cache

    doc = " ".join((balance_cache.__doc__ or "").split())
    random_n = re.search(r"random ([\d,]*\d) games", doc)
    rules_n = re.search(r"rule-based ([\d,]*\d)", doc)
    bayes_n = re.search(r"Bayesian ([\d,]*\d)", doc)
    seconds = re.search(r"Computed in (\d+) s \(([^)]*)\)", doc)
    if not (random_n and rules_n and bayes_n and seconds):
        return doc
    minutes = round(int(seconds.group(1)) / 60)
    cores = seconds.group(2)
    return _(
        "Each cell below comes from {random} random, {rules} rule-based or {bayes} Bayesian "
        "games, all played through `simulate` by `python benchmarks/sultane_balance.py` in "
        "{minutes} minutes ({cores}); the same command with `--check` plays them again and "
        "finds the same table."
    ).format(
        random=number(int(random_n.group(1).replace(",", ""))),
        rules=number(int(rules_n.group(1).replace(",", ""))),
        bayes=number(int(bayes_n.group(1).replace(",", ""))),
        minutes=number(minutes),
        cores=_("every core") if cores == "every core" else cores,
    )


def balance_chart(df: pd.DataFrame, title: str = "Pacifist win rate by player count") -> alt.Chart:
    """Win rate with its 95% interval per player count, one colour per policy/variant."""
    import altair as alt

    data = df.assign(label=df["policy"] + " / " + df["variant"])
    base = alt.Chart(data).encode(
        x=alt.X("n_players:O", title="players"),
        color=alt.Color("label:N", title="policy / variant"),
    )
    points = base.mark_point(filled=True, size=60).encode(
        y=alt.Y("pacifist_rate:Q", title="pacifist win rate", scale=alt.Scale(domain=[0, 1])),
        tooltip=["label", "n_players", "games", "pacifist_rate"],
    )
    bars = base.mark_rule().encode(y="ci_low:Q", y2="ci_high:Q")
    half = alt.Chart(data).mark_rule(strokeDash=[4, 4], color="grey").encode(y=alt.datum(0.5))
    return (bars + points + half).properties(title=title, width=420, height=260)
