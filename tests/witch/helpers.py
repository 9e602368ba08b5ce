"""Shared helpers for the Witch tests: stacked decks, fixed colours, quick turns."""

from __future__ import annotations

from majority_core.witch import WitchState
from majority_core.witch.components import LETTER, components


def full_deck(prefix: str, n: int, standard: bool) -> str:
    """A whole deck for the game whose top cards are ``prefix`` (the rest in a fixed order)."""
    comp = components(n, standard)
    rest = ""
    for colour in comp.colours:
        letter = LETTER[colour]
        rest += letter * (comp.cards_per_colour - prefix.count(letter))
    rest += "D" * (comp.data_cards - prefix.count("D"))
    assert all(rest.count(x) >= 0 for x in "KRPBYD")
    return prefix + rest


def new(
    n: int = 4, prefix: str = "", colours=None, standard: bool = False, **options
) -> WitchState:
    colours = colours or ["blue", "red", "black", "yellow", "pink"][:n] if n > 3 else (
        colours or ["blue", "red", "yellow"]
    )
    return WitchState.new(
        n_players=n,
        seed=0,
        standard=standard,
        colours=colours,
        deck=full_deck(prefix, n, standard),
        **options,
    )


def field(state: WitchState) -> dict[str, int]:
    return {k: v for k, v in state.view(None)["field"].items() if v}
