"""Majority 2 in the OpenSpiel adapter (:mod:`majority_core.openspiel`, which reads
:func:`spec`): every action a seat can ever take with the chosen options, the length bound and
the options. Needs no pyspiel itself.

Places are numbered by seat, column (or score zone) and position; no column or zone can hold
more cards than the deck has, which bounds the places (and so the actions) for a deck.
"""

from __future__ import annotations

from typing import Any

from .components import FACTIONS, ZONE, build_deck, place_text

_COLUMNS = 3
#: The words of a turn that name no card (5-3 exchange, 5-4 draw, 5-5 free play, 5-6 the end).
_WORDS = ("exchange", "keep", "draw", "no-draw", "no-free", "end")


def _promos(text: str) -> Any:
    """The ``promos`` parameter (OpenSpiel parameters are scalars): "", "all" or "a,b"."""
    if text in ("", "all"):
        return [] if text == "" else "all"
    return [kind.strip() for kind in text.split(",")]


def _universe(n: int, options: dict[str, Any]) -> list[str]:
    """Plays and free plays of each card in each column (5-5, 5-6), then the answers the card
    effects and forming ask for (5-5, 6-1 to 6-4), each at every place the deck can fill."""
    deck = build_deck(options["promos"], options["ghosts"])
    cards = sorted({str(c) for c in deck})
    # Cards in play or in a score zone may carry a colour disc (6-1): they are named with it.
    placed = sorted({str(c) for c in deck} | {str(c.with_disc(f)) for c in deck for f in FACTIONS})
    depth = len(deck)
    columns = [place_text(p, col, i) for p in (0, 1) for col in range(_COLUMNS) for i in range(depth)]
    zones = [place_text(p, ZONE, i) for p in (0, 1) for i in range(depth)]
    actions = list(_WORDS)
    actions += [f"{verb} {c} {col}" for verb in ("free", "play") for c in cards for col in (1, 2, 3)]
    actions += [f"reserve {c}" for c in cards]  # from the hand: never a disc
    actions += [f"{verb} {c}" for verb in ("form", "discard") for c in placed]
    actions += [f"{verb} {place}" for verb in ("take", "target") for place in columns]
    actions += [f"disc {place} {f}" for place in columns + zones for f in FACTIONS]
    actions += [f"colour {f}" for f in FACTIONS]
    actions += [f"ghost {col}" for col in (1, 2, 3)]
    return actions


def _max_length(params: dict[str, Any]) -> int:
    # Each turn: the exchange and the draw, then each card of the deck played at most once,
    # with at most a few answers (forming, a disc, a target) after it; the turn limit stops
    # the game (docs/rulings-majority2.md).
    deck = len(build_deck(_promos(str(params["promos"])), bool(params["ghosts"])))
    return 1 + int(params["turn_limit"]) * (4 + 4 * deck)


def _options(params: dict[str, Any]) -> dict[str, Any]:
    return {
        "promos": _promos(str(params["promos"])),
        "ghosts": bool(params["ghosts"]),
        "ghost_cost": int(params["ghost_cost"]),
        "end_factions": int(params["end_factions"]),
        "turn_limit": int(params["turn_limit"]),
    }


def spec() -> dict[str, Any]:
    """The adapter's :class:`~majority_core.openspiel.Spec` of Majority 2, as keywords."""
    from . import Majority2State

    return dict(
        long_name="Majority 2 (majority_core)",
        state_cls=Majority2State,
        defaults={
            "players": 2,
            "promos": "",
            "ghosts": False,
            "ghost_cost": 3,
            "end_factions": 5,
            "turn_limit": 200,
        },
        universe=_universe,
        # one winner (a tie goes to the seat that did not start, 5-8): the adapter's default
        max_length=_max_length,
        options=_options,
        min_players=2,
        max_players=2,
        sequential=True,  # one seat decides at a time, an effect's question included (5-1)
    )
