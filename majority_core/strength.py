"""How strong is the search bot? A reproducible study: the search in one seat, a bot in the
others, against the same bot in that seat on the very same deal, cached game by game.

Why a study of its own: a strength claim ("the search beats RuleBased as an interventionist")
needs hundreds of games per pairing, hours of CPU; so the games are kept in a tidy CSV cache,
one row per game played, and the table is made from the cache by :func:`strength_table`. The
same arguments give the same cache to the byte (the search's budget is a number of playouts,
never a time), and a run stopped half-way resumes where it stopped.

The design, per :class:`Pairing` (a game, a rival bot, the search's budget):

* **Deals.** Deal ``i`` of a game has its seed from ``(seed, game, i)`` only, so every rival
  bot of one game meets the same deals; its player count cycles through the pairing's counts
  and the search's seat rotates (:func:`deals`).
* **Paired games.** Each deal is played twice with the same game seed and the same decision
  seed (:func:`~majority_core.game.play` gives each seat its own generator): once with the
  rival bot in every seat (the *bot* row: what the bot the search replaces does there), once
  with the search in the rotating seat (the *search* row). The difference per deal compares
  the two on the same cards, the same roles and the same others' randomness.
* **The search** is :class:`~majority_core.search.SearchBot` with its defaults (the paired flat
  search, falling back on the bot's usual choice unless 90% sure of better) and the rival bot
  as its rollout policy and model of the others: it knows how its opponents play, as a player
  who has watched them would. Its budget is ``budget`` playouts per decision.

The CPU time of the search's decisions is measured too, but it is not reproducible, so it goes
to a second file beside the cache (``<cache>.cpu.csv``), never into the cache itself.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .game import GameState, play
from .policy import Policy
from .rng import derive_seed
from .search import ActionStats, SearchBot, paired_difference
from .simulate import map_chunks

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

__all__ = [
    "CACHE_COLUMNS",
    "Pairing",
    "Timed",
    "cpu_path",
    "deals",
    "play_deals",
    "run_study",
    "strength_table",
]

#: The cache's columns, in order: one row per game played. ``player`` is ``"search"`` or the
#: rival bot's name; ``outcome`` is ``returns()[seat]`` (1 a win, 0 a loss, a share of a
#: shared win); ``side`` the seat's side where the game has sides (else ``"all"``).
CACHE_COLUMNS = [
    "game",
    "pairing",
    "deal",
    "n_players",
    "seat",
    "side",
    "seed",
    "budget",
    "player",
    "outcome",
]

#: The CPU file's columns (not reproducible: the machine's timing).
CPU_COLUMNS = ["game", "pairing", "deal", "budget", "decisions", "search_cpu", "bot_game_cpu"]

#: The keys that say which game a row is: a cached row with these is not played again.
_KEY = ["game", "pairing", "deal", "seed", "budget", "player"]


@dataclass(frozen=True)
class Pairing:
    """The search against one bot of one game: ``bot()`` makes the rival (a class or another
    picklable callable), ``budget`` is the search's playouts per decision, ``counts`` the
    player counts the deals cycle through, ``options`` the game's options."""

    game: str
    rival: str
    state_cls: type[GameState]
    bot: Callable[[], Policy]
    budget: int
    counts: tuple[int, ...]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return f"{self.game}:{self.rival}"


def deals(pairing: Pairing, n_games: int, seed: int = 0) -> list[tuple[int, int, int, int]]:
    """The pairing's deals, ``(deal, game seed, player count, search seat)``: the seed from
    ``(seed, game, deal)`` only (every rival of a game meets the same deals), the player count
    cycling through ``counts``, the seat rotating over the table at each count."""
    k = len(pairing.counts)
    out = []
    for i in range(n_games):
        n = pairing.counts[i % k]
        out.append((i, derive_seed(seed, pairing.game, "deal", i), n, (i // k) % n))
    return out


class Timed(Policy):
    """The search bot, timed at each decision where it has a choice (the process's CPU time:
    on a shared machine, near enough what an idle core would take)."""

    def __init__(self, bot: SearchBot) -> None:
        self.bot, self.decisions, self.seconds = bot, 0, 0.0

    def act(self, view: dict[str, Any], legal: Sequence[Any], rng: Any) -> Any:
        start = time.process_time()
        action = self.bot.act(view, legal, rng)
        if len(legal) > 1:
            self.decisions += 1
            self.seconds += time.process_time() - start
        return action


def _side(state: GameState, seat: int) -> str:
    return str(state.result_rows()[seat].get("side", "all"))  # type: ignore[attr-defined]


def play_deals(
    pairing: Pairing, part: Sequence[tuple[int, int, int, int]]
) -> list[tuple[list[dict[str, Any]], dict[str, Any]]]:
    """Play the deals of ``part`` (see :func:`deals`) both ways: per deal, its two cache rows
    (the bot's game, the search's game) and its CPU row. What a worker runs."""
    out = []
    for i, game_seed, n, seat in part:
        decisions = derive_seed(game_seed, "decisions")
        start = time.process_time()
        base = pairing.state_cls.new(n_players=n, seed=game_seed, **pairing.options)
        play(base, [pairing.bot() for _ in range(n)], seed=decisions)
        bot_cpu = time.process_time() - start
        state = pairing.state_cls.new(n_players=n, seed=game_seed, **pairing.options)
        timed = Timed(SearchBot(iterations=pairing.budget, rollout=pairing.bot()).sit(state))
        policies: list[Policy] = [pairing.bot() for _ in range(n)]
        policies[seat] = timed
        play(state, policies, seed=decisions)
        side = _side(state, seat)
        if side != _side(base, seat):  # pragma: no cover - the same deal deals the same sides
            raise RuntimeError(f"deal {i} of {pairing.name} dealt seat {seat} two sides")
        common = {
            "game": pairing.game,
            "pairing": pairing.rival,
            "deal": i,
            "n_players": n,
            "seat": seat,
            "side": side,
            "seed": str(game_seed),  # 64 bits: kept as digits, never as a float
            "budget": pairing.budget,
        }
        name = getattr(pairing.bot(), "name", pairing.rival)
        rows = [
            {**common, "player": name, "outcome": float(base.returns()[seat])},
            {**common, "player": "search", "outcome": float(state.returns()[seat])},
        ]
        cpu = {
            "game": pairing.game,
            "pairing": pairing.rival,
            "deal": i,
            "budget": pairing.budget,
            "decisions": timed.decisions,
            "search_cpu": timed.seconds,
            "bot_game_cpu": bot_cpu,
        }
        out.append((rows, cpu))
    return out


def _read(path: Path, columns: list[str]) -> pd.DataFrame:
    import pandas as pd

    if path.exists():
        return pd.read_csv(path, keep_default_na=False, dtype={"seed": str})
    return pd.DataFrame(columns=columns)


def _write(frame: pd.DataFrame, path: Path, columns: list[str], key: list[str]) -> None:
    frame = frame[columns].drop_duplicates(key, keep="last")
    frame = frame.sort_values(key, kind="stable").reset_index(drop=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    frame.to_csv(path, index=False, lineterminator="\n")


def cpu_path(cache: str | Path) -> Path:
    """The file beside the cache that keeps the search's CPU time (``<cache>.cpu.csv``)."""
    cache = Path(cache)
    return cache.with_name(cache.stem + ".cpu.csv")


def _keep(played: list[Any], cache: Path) -> None:
    """Add the games just played (:func:`play_deals`'s) to the cache and their CPU rows to its
    CPU file."""
    import pandas as pd

    rows = [row for pair, _cpu in played for row in pair]
    frame = pd.concat(
        [_read(cache, CACHE_COLUMNS), pd.DataFrame(rows, columns=CACHE_COLUMNS)],
        ignore_index=True,
    )
    _write(frame, cache, CACHE_COLUMNS, _KEY)
    cpu = pd.concat(
        [_read(cpu_path(cache), CPU_COLUMNS), pd.DataFrame([c for _, c in played])],
        ignore_index=True,
    )
    _write(cpu, cpu_path(cache), CPU_COLUMNS, ["game", "pairing", "deal", "budget"])


def run_study(
    pairings: Iterable[Pairing],
    n_games: int,
    cache: str | Path,
    *,
    seed: int = 0,
    executor: Any = None,
    progress: bool | None = None,
    chunk_size: int | None = None,
    checkpoint: int = 40,
) -> pd.DataFrame:
    """Play ``n_games`` deals of each pairing (see the module's docstring) and keep them in the
    CSV ``cache``, returned as a frame (:data:`CACHE_COLUMNS`).

    Games already in the cache (the same game, rival, deal, seed and budget) are not played
    again: a run stopped half-way resumes, and a finished one costs nothing. The cache is
    written every ``checkpoint`` deals (a stopped run loses at most those), sorted, so the same
    arguments give the same file to the byte whatever the executor (``simulate``'s: None,
    ``"processes"``, a process pool or a Dask ``Client``; not threads: the worlds' chance tape
    is the process's) and whatever was cached before. A progress bar counts the deals when
    ``progress`` (by default when there are 20 or more)."""
    cache = Path(cache)
    for pairing in pairings:
        have = _read(cache, CACHE_COLUMNS)
        mine = have[(have["game"] == pairing.game) & (have["pairing"] == pairing.rival)]
        mine = mine[mine["budget"] == pairing.budget]
        done = {(int(r.deal), int(r.seed)) for r in mine.itertuples() if r.player == "search"}
        todo = [d for d in deals(pairing, n_games, seed) if (d[0], d[1]) not in done]
        if not todo:
            continue
        bar = None
        if progress if progress is not None else len(todo) >= 20:
            from tqdm.auto import tqdm

            bar = tqdm(total=len(todo), desc=pairing.name, leave=False)
        try:
            for k in range(0, len(todo), checkpoint):
                block = todo[k : k + checkpoint]
                played = map_chunks(play_deals, (pairing,), block, executor, chunk_size, bar)
                _keep(played, cache)
        finally:
            if bar is not None:
                bar.close()
    return _read(cache, CACHE_COLUMNS)


def strength_table(cache: str | Path | pd.DataFrame) -> pd.DataFrame:
    """The strength table from a cache (a path or its frame): one row per game, rival, budget
    and side of the search's seat.

    ``search`` is the search's mean outcome (its win share, or score share where a win is
    shared) with its 95% interval (``search_low``, ``search_high``: Wilson's, from
    ``scipy.stats.binomtest``, when every outcome is 0 or 1, else Student's t); ``fair`` is the
    *fair share*: the rival bot's own mean outcome in the same seats on the same deals, what
    the search must beat; ``difference`` is the paired mean of (search - bot) per deal with
    its Student's t interval; ``stronger`` says the search's interval lies above the fair
    share, ``weaker`` below it."""
    import pandas as pd

    frame = cache if isinstance(cache, pd.DataFrame) else _read(Path(cache), CACHE_COLUMNS)
    rows = []
    for (game, rival, budget, side), group in frame.groupby(
        ["game", "pairing", "budget", "side"], sort=True
    ):
        search = group[group["player"] == "search"].set_index("deal")
        bot = group[group["player"] != "search"].set_index("deal")
        paired = search.index.intersection(bot.index).sort_values()
        mine, theirs = ActionStats("search"), ActionStats(str(rival))
        for d in paired:
            mine.add(float(search.at[d, "outcome"]))
            theirs.add(float(bot.at[d, "outcome"]))
        if not paired.size:
            continue
        low, high = mine.interval()
        diff, d_low, d_high = paired_difference(mine, theirs)
        rows.append(
            {
                "game": game,
                "rival": rival,
                "side": side,
                "budget": int(budget),
                "games": int(paired.size),
                "search": mine.value,
                "search_low": low,
                "search_high": high,
                "fair": theirs.value,
                "difference": diff,
                "difference_low": max(-1.0, d_low),
                "difference_high": min(1.0, d_high),
                "stronger": low > theirs.value,
                "weaker": high < theirs.value,
            }
        )
    return pd.DataFrame(rows)
