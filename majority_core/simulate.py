"""Many games at once: tidy results for the lessons.

``simulate`` plays N independent games with the given policies and returns a tidy pandas
DataFrame, one row per game x player. Game ``i`` uses seeds derived from ``(seed, i)`` only,
so a result never depends on the order the games are played in or on how the work is split.
pandas (and tqdm, for the progress bar) are imported only when this function runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .game import GameState, play
from .rng import derive_seed

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

#: Runs at least this long show a progress bar unless ``progress=False``.
PROGRESS_THRESHOLD = 200


def game_seeds(seed: int, n_games: int) -> list[int]:
    """The per-game seeds of a simulation (game ``i`` depends only on ``seed`` and ``i``)."""
    return [derive_seed(seed, "game", i) for i in range(n_games)]


def progress_bar(
    iterable: Sequence[Any], *, total: int, desc: str, enabled: bool | None
) -> Iterator[Any]:
    """Wrap ``iterable`` in a tqdm bar when the work is long (or when asked)."""
    if enabled is None:
        enabled = total >= PROGRESS_THRESHOLD
    if not enabled:
        return iter(iterable)
    from tqdm.auto import tqdm

    return iter(tqdm(iterable, total=total, desc=desc, leave=False))


def play_games(
    new_state: Callable[[int], GameState],
    policies: Sequence[Any],
    n_games: int,
    *,
    seed: int = 0,
    progress: bool | None = None,
    desc: str = "games",
) -> Iterator[tuple[int, GameState]]:
    """Yield ``(game_index, finished_state)`` for ``n_games`` games.

    ``new_state(game_seed)`` makes a fresh game; ``policies[p]`` plays seat ``p``.
    """
    seeds = game_seeds(seed, n_games)
    for i in progress_bar(range(n_games), total=n_games, desc=desc, enabled=progress):
        state = new_state(seeds[i])
        yield i, play(state, policies, seed=derive_seed(seeds[i], "decisions"))


def simulate(
    state_cls: type[GameState],
    policies: Sequence[Any],
    n_games: int,
    *,
    seed: int = 0,
    n_players: int | None = None,
    progress: bool | None = None,
    **options: Any,
) -> pd.DataFrame:
    """Play ``n_games`` games of ``state_cls`` and return one row per game x player.

    The columns are ``game`` (index), ``seed`` (that game's seed), ``seat``, ``policy``, then
    the game's own result columns from ``state.result_rows()`` (for example coins, team, won).
    """
    import pandas as pd

    n = n_players if n_players is not None else len(policies)
    if len(policies) != n:
        raise ValueError(f"{n} players need {n} policies, got {len(policies)}")
    rows: list[dict[str, Any]] = []
    games = play_games(
        lambda s: state_cls.new(n_players=n, seed=s, **options),
        policies,
        n_games,
        seed=seed,
        progress=progress,
        desc=state_cls.game_name,
    )
    for i, state in games:
        for seat, row in enumerate(state.result_rows()):  # type: ignore[attr-defined]
            rows.append(
                {"game": i, "seed": state.seed, "seat": seat, "policy": str(policies[seat]), **row}
            )
    return pd.DataFrame(rows)
