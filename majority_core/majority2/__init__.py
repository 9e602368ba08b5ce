"""Majority 2 (M. Yokouchi): the two-player sequel. Form political factions from shared hands,
pay with coins, and mind what you pass to your opponent.

The pinned kernel works on its own in a notebook:

>>> from majority_core.majority2 import Card, final_score, draw_count
>>> str(Card.parse("demons:veteran")), Card.parse("demons:veteran").vp
('demons:veteran', 6)
>>> final_score(["demons:veteran", "demons:secretary", "demons:secretary",
...              "angels:junior", "angels:junior", "angels:aristocrat"], 11).total
35
>>> draw_count(3)
4
"""

from __future__ import annotations

from .components import COLOUR_OF, FACTIONS, GHOST, PROMO_KINDS, RANKS, Card, build_deck
from .kernel import (
    FinalScore,
    Forming,
    card_points,
    condition_met,
    draw_count,
    final_score,
    forming,
    forming_coins,
)

__all__ = [
    "COLOUR_OF",
    "FACTIONS",
    "GHOST",
    "PROMO_KINDS",
    "RANKS",
    "Card",
    "FinalScore",
    "Forming",
    "build_deck",
    "card_points",
    "condition_met",
    "draw_count",
    "final_score",
    "forming",
    "forming_coins",
]
