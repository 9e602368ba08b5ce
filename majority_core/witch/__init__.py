"""Witch of the Academy (M. Yokouchi): deduction and majority scoring, 3 to 5 players.

* :func:`information_points` and :func:`suspicion`: the night's two scoring rules (pinned).
"""

from .kernel import InformationPoints, Suspicion, information_points, suspicion

__all__ = ["InformationPoints", "Suspicion", "information_points", "suspicion"]
