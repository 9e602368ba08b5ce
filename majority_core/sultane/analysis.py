"""Numbers for the Sultane lessons: exact draw odds, balance by player count, belief traces.

pandas, altair and scipy are imported inside the functions, so ``import majority_core`` stays
light. Every table is a tidy DataFrame and every chart is an altair chart.

The first draw of the game, exactly (Sultane 3c: 11 pacifist and 6 interventionist tales):

>>> from fractions import Fraction
>>> draw_odds(11, 6)[3]
Fraction(33, 136)
>>> float(draw_odds(11, 6)[3])  # 165 / 680
0.2426470588235294
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

from ..rng import derive_seed, make_rng
from .components import N_INTERVENTIONIST_TALES, N_PACIFIST_TALES, initial_deck

if TYPE_CHECKING:  # pragma: no cover
    import altair as alt
    import pandas as pd

#: What the rulebook (Sultane 8a) and published Secret Hitler statistics say, for comparison.
RULEBOOK_CLAIM = {
    6: "balanced",
    8: "balanced",
    7: "pacifists clearly favoured",
    9: "pacifists clearly favoured",
}
#: Experienced online 7-player Secret Hitler games: the liberals (here: interventionists) won
#: 442 of 910 (48.6%), so the fascists (pacifists) won 468 (51.4%).
PUBLISHED_7P = {"games": 910, "interventionist_wins": 442}


def draw_odds(n_pacifist: int, n_interventionist: int, draw: int = 3) -> dict[int, Fraction]:
    """P(k pacifist tales among ``draw`` drawn) from a deck of the given composition.

    A hypergeometric law: C(p, k) C(i, draw - k) / C(p + i, draw).

    >>> draw_odds(2, 1)[2]  # 2 pacifist and 1 interventionist left: the draw is certain
    Fraction(1, 1)
    >>> sum(draw_odds(7, 5).values())
    Fraction(1, 1)
    """
    total = comb(n_pacifist + n_interventionist, draw)
    if total == 0 or n_pacifist + n_interventionist < draw:
        return dict.fromkeys(range(draw + 1), Fraction(0))
    return {
        k: Fraction(comb(n_pacifist, k) * comb(n_interventionist, draw - k), total)
        for k in range(draw + 1)
    }


def simulate_first_draws(n_draws: int, seed: int = 0) -> dict[int, int]:
    """Shuffle the 17 tales ``n_draws`` times and count the pacifist tales on top (3 drawn)."""
    rng = make_rng(seed, "sultane", "first-draws")
    deck = initial_deck()
    counts = dict.fromkeys(range(4), 0)
    for _ in range(n_draws):
        rng.shuffle(deck)
        counts[deck[:3].count("P")] += 1
    return counts


def first_draw_table(n_draws: int = 20_000, seed: int = 0) -> pd.DataFrame:
    """Exact, scipy.stats.hypergeom and simulated odds of k pacifist tales in the first draw."""
    import pandas as pd
    from scipy.stats import hypergeom

    exact = draw_odds(N_PACIFIST_TALES, N_INTERVENTIONIST_TALES)
    law = hypergeom(N_PACIFIST_TALES + N_INTERVENTIONIST_TALES, N_PACIFIST_TALES, 3)
    sim = simulate_first_draws(n_draws, seed)
    rows = []
    for k in range(3, -1, -1):
        rows.append(
            {
                "pacifist_in_draw": k,
                "exact": f"{exact[k].numerator}/{exact[k].denominator}",
                "as_680ths": f"{exact[k] * 680}/680",
                "exact_value": float(exact[k]),
                "scipy_hypergeom": float(law.pmf(k)),
                "simulated": sim[k] / n_draws,
            }
        )
    return pd.DataFrame(rows)


def reshuffle_table(
    pacifist_read: range = range(0, 6), interventionist_read: range = range(0, 5)
) -> pd.DataFrame:
    """P(3 pacifist tales) in the first draw after a reshuffle, by the tales already read.

    A reshuffle puts every tale not on the board back in the deck, so the odds depend only on
    what has been read: each pacifist tale read makes the next all-pacifist draw less likely.
    """
    import pandas as pd

    rows = []
    for p in pacifist_read:
        for i in interventionist_read:
            odds = draw_odds(N_PACIFIST_TALES - p, N_INTERVENTIONIST_TALES - i)
            rows.append(
                {
                    "pacifist_read": p,
                    "interventionist_read": i,
                    "deck_pacifist": N_PACIFIST_TALES - p,
                    "deck_interventionist": N_INTERVENTIONIST_TALES - i,
                    "p_three_pacifist": float(odds[3]),
                    "p_at_least_one_interventionist": float(1 - odds[3]),
                }
            )
    return pd.DataFrame(rows)


def draw_odds_by_government(
    n_players: int = 7, n_games: int = 2_000, seed: int = 0, max_government: int = 12
) -> pd.DataFrame:
    """Simulated P(the Vizir draws 3 pacifist tales) at each accepted government of random games.

    Between reshuffles the deck is what the earlier draws left, so the odds drift away from
    the first draw's 24.3%; the table also gives the share of draws made just after a reshuffle.
    """
    import pandas as pd

    from ..game import play
    from .policies import Random
    from .state import SultaneState

    counts: dict[int, list[int]] = {}
    for g in range(n_games):
        s = play(
            SultaneState.new(n_players=n_players, seed=derive_seed(seed, "game", g)),
            [Random()] * n_players,
            seed=derive_seed(seed, "decisions", g),
        )
        k = 0
        reshuffled = False
        for e in s.events:
            if e.kind == "reshuffle":
                reshuffled = True
            elif e.kind == "drew":
                k += 1
                if k <= max_government:
                    c = counts.setdefault(k, [0, 0, 0])
                    c[0] += 1
                    c[1] += e.data["tales"] == "PPP"
                    c[2] += reshuffled
                reshuffled = False
    rows = [
        {
            "draw": k,
            "draws": c[0],
            "p_three_pacifist": c[1] / c[0],
            "share_after_reshuffle": c[2] / c[0],
        }
        for k, c in sorted(counts.items())
    ]
    return pd.DataFrame(rows)


# -- balance -------------------------------------------------------------------------------
def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """A 95% Wilson interval for a win rate (good even near 0 or 1).

    >>> lo, hi = wilson(442, 910)
    >>> round(lo, 3), round(hi, 3)
    (0.453, 0.518)
    """
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    d = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / d
    half = z * ((p * (1 - p) / games + z * z / (4 * games * games)) ** 0.5) / d
    return (centre - half, centre + half)


def random_balance(
    counts: range = range(5, 11), n_games: int = 2_000, seed: int = 0, **options: Any
) -> pd.DataFrame:
    """Pacifist win rate of uniformly random play (the fast playout: exactly the same games)."""
    import pandas as pd

    from .fast import random_playout

    rows = []
    for n in counts:
        reasons: dict[str, int] = {}
        wins = 0
        for g in range(n_games):
            r = random_playout(
                n, derive_seed(seed, "game", g), derive_seed(seed, "decisions", g), **options
            )
            wins += r["winner"] == "pacifists"
            reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
        rows.append(_balance_row(n, "random", options, n_games, wins, reasons))
    return pd.DataFrame(rows)


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
    counts: range = range(5, 11),
    n_games: int = 100,
    seed: int = 0,
    **options: Any,
) -> pd.DataFrame:
    """Pacifist win rate when every seat plays the named shipped policy (rules or bayes)."""
    import pandas as pd

    from ..game import play
    from .policies import POLICIES
    from .state import SultaneState

    bot = POLICIES[policy]()
    rows = []
    for n in counts:
        reasons: dict[str, int] = {}
        wins = 0
        for g in range(n_games):
            s = play(
                SultaneState.new(n_players=n, seed=derive_seed(seed, "game", g), **options),
                [bot] * n,
                seed=derive_seed(seed, "decisions", g),
            )
            wins += s.winner == "pacifists"
            reasons[s.reason] = reasons.get(s.reason, 0) + 1  # type: ignore[index]
        rows.append(_balance_row(n, policy, options, n_games, wins, reasons))
    return pd.DataFrame(rows)


def cached_balance() -> pd.DataFrame:
    """The large balance table computed by ``benchmarks/sultane_balance.py`` (see its header)."""
    import io

    import pandas as pd

    from .balance_cache import CSV

    return pd.read_csv(io.StringIO(CSV))


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


# -- beliefs -------------------------------------------------------------------------------
def belief_trace(state: Any, seat: int | None, every: str = "government") -> pd.DataFrame:
    """How ``seat``'s beliefs evolve along a finished (or running) game, one row per seat.

    The game is replayed decision by decision; beliefs are recorded after each vote, each tale
    read and each claim (``every="government"`` keeps only the end of each government's talk).
    Columns: step, government, event, seat, P(pacifist side), P(Dinarzade), truth.
    """
    import pandas as pd

    from .bayes import beliefs
    from .state import SultaneState

    rows = []
    replay = SultaneState.new(n_players=state.n_players, seed=state.seed, **state.options)
    marks = {"vote", "read", "claim", "chaos", "exile", "not-dinarzade", "veto"}
    for step, (p, action) in enumerate(state.history, start=1):
        events = replay.apply(p, action)
        kinds = {e.kind for e in events}
        if not kinds & marks or replay.is_terminal():
            continue
        if every == "government" and replay.phase not in ("nominate",):
            continue
        b = beliefs(replay.view(seat))
        for s in range(state.n_players):
            rows.append(
                {
                    "step": step,
                    "government": replay.governments - 1,
                    "event": events[0].kind,
                    "seat": s,
                    "p_pacifist_side": b[s]["pacifist"] + b[s]["dinarzade"],
                    "p_dinarzade": b[s]["dinarzade"],
                    "truth": state.roles[s],
                }
            )
    return pd.DataFrame(rows)


def belief_chart(trace: pd.DataFrame, value: str = "p_pacifist_side") -> alt.Chart:
    """One line per seat: the probability along the game, coloured by the true role."""
    import altair as alt

    data = trace.assign(who=trace["seat"].map(lambda s: f"seat {s}") + " (" + trace["truth"] + ")")
    return (
        alt.Chart(data)
        .mark_line(point=True)
        .encode(
            x=alt.X("government:Q", title="after government"),
            y=alt.Y(f"{value}:Q", scale=alt.Scale(domain=[0, 1]), title=value.replace("_", " ")),
            color=alt.Color("who:N", title="seat (true role)"),
            strokeDash=alt.StrokeDash("truth:N"),
        )
        .properties(width=460, height=260)
    )


def beliefs_frame(view: dict[str, Any]) -> pd.DataFrame:
    """A seat's current beliefs as a table: one row per seat, one column per role."""
    import pandas as pd

    from .bayes import beliefs

    b = beliefs(view)
    return pd.DataFrame.from_dict(b, orient="index").rename_axis("seat").round(3)


def reshuffle_chart(df: pd.DataFrame) -> alt.Chart:
    """Heat map of P(3 pacifist tales) after a reshuffle, by tales already read."""
    import altair as alt

    base = alt.Chart(df).encode(
        x=alt.X("interventionist_read:O", title="interventionist tales read"),
        y=alt.Y("pacifist_read:O", title="pacifist tales read", sort="descending"),
    )
    heat = base.mark_rect().encode(
        color=alt.Color("p_three_pacifist:Q", title="P(PPP)", scale=alt.Scale(scheme="purples"))
    )
    text = base.mark_text(fontSize=11).encode(text=alt.Text("p_three_pacifist:Q", format=".0%"))
    return (heat + text).properties(
        title="Chance the next Vizir draws 3 pacifist tales right after a reshuffle",
        width=300,
        height=260,
    )


def published_comparison(df: pd.DataFrame) -> pd.DataFrame:
    """Our 7-player pacifist win rates next to experienced online Secret Hitler games."""
    import pandas as pd

    games, lib = PUBLISHED_7P["games"], PUBLISHED_7P["interventionist_wins"]
    lo, hi = wilson(games - lib, games)
    rows = [
        {
            "source": "online Secret Hitler, 7 players (fascists = pacifists)",
            "games": games,
            "pacifist_rate": (games - lib) / games,
            "ci_low": lo,
            "ci_high": hi,
        }
    ]
    for _, r in df[df["n_players"] == 7].iterrows():
        rows.append(
            {
                "source": f"bots: {r['policy']} / {r['variant']}",
                "games": int(r["games"]),
                "pacifist_rate": r["pacifist_rate"],
                "ci_low": r["ci_low"],
                "ci_high": r["ci_high"],
            }
        )
    return pd.DataFrame(rows)


def rulebook_comparison(df: pd.DataFrame, policy: str = "rules") -> pd.DataFrame:
    """The rulebook's balance claims (Sultane 8a) next to the bots' standard-game rates."""
    import pandas as pd

    sub = df[(df["policy"] == policy) & (df["variant"] == "standard")]
    rows = []
    for _, r in sub.iterrows():
        n = int(r["n_players"])
        rows.append(
            {
                "n_players": n,
                "rulebook_says": RULEBOOK_CLAIM.get(n, "(no claim)"),
                "bot_pacifist_rate": round(float(r["pacifist_rate"]), 3),
                "games": int(r["games"]),
            }
        )
    return pd.DataFrame(rows)


def after_government(state: Any, government: int) -> Any:
    """The game as it stood when government number ``government`` ended (for step-by-step)."""
    k = 0
    replay = type(state).new(n_players=state.n_players, seed=state.seed, **state.options)
    for k, (p, action) in enumerate(state.history, start=1):  # noqa: B007
        replay.apply(p, action)
        if replay.governments > government or replay.is_terminal():
            break
    return state.replay_prefix(k)
