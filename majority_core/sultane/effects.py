"""The Sultane's powers (Sultane 7): :class:`Effects`, the part of
:class:`~.state.SultaneState` that carries out a power after a tale is read (who may be
targeted, what each power does and records).
"""

from __future__ import annotations

from ..i18n import _
from . import explain as ex
from .components import (
    CHOOSE,
    CLAIM_POWER,
    DINARZADE,
    EXILE,
    INTERVENTIONIST,
    INTERVENTIONISTS,
    INVESTIGATE,
    PACIFIST,
    PACIFISTS,
    SMALL_COURT,
    side_of,
)


class Effects:
    """The Sultane's powers (Sultane 7): who may be targeted, and each power's effect."""

    def _power_targets(self) -> list[int]:
        """Active players other than the Vizir (investigate: each at most once, Sultane 7b)."""
        return [
            s
            for s, a in enumerate(self.active)
            if a and s != self.vizir and not (self.power == INVESTIGATE and s in self.investigated)
        ]

    def _use_power(self, target: int) -> None:
        power, vizir = self.power, self.vizir
        if power == INVESTIGATE:
            self.investigated.add(target)
            self.power_target = target
            side = side_of(self.roles[target])
            letter = PACIFIST if side == PACIFISTS else INTERVENTIONIST
            self._log(
                "investigate",
                _(
                    "{vizir} asks {target} 'are you a pacifist?' and secretly sees the answer; "
                    "only she knows it, and she may lie about it"
                ).format(vizir=ex.seat(vizir), target=ex.seat(target)),
                ex.R_INVESTIGATE,
                {"vizir": vizir, "target": target},
            )
            self._log(
                "investigation",
                (
                    _("{seat} is on the pacifist side")
                    if side == PACIFISTS
                    else _("{seat} is on the interventionist side")
                ).format(seat=ex.seat(target)),
                ex.R_INVESTIGATE,
                {"seat": vizir, "target": target, "side": letter},
                (vizir,),
            )
            self.phase = CLAIM_POWER
        elif power == CHOOSE:
            self.chosen_next = target
            self._log(
                "choose",
                _(
                    "{vizir} makes {target} the next Grand Vizir; afterwards the title goes on to "
                    "the left of {vizir}"
                ).format(vizir=ex.seat(vizir), target=ex.seat(target)),
                ex.R_CHOOSE,
                {"vizir": vizir, "target": target},
            )
            self._next_round()
        else:
            assert power == EXILE
            self.active[target] = False
            if self.roles[target] == DINARZADE:
                self._log(
                    "exile",
                    _("{vizir} exiles {target}, who must say that she is Dinarzade").format(
                        vizir=ex.seat(vizir), target=ex.seat(target)
                    ),
                    ex.R_EXILE,
                    {"vizir": vizir, "target": target, "dinarzade": True},
                )
                self._finish(INTERVENTIONISTS, "dinarzade-exiled", ex.R_EXILE)
                return
            text = _(
                "{vizir} exiles {target}, who says she is not Dinarzade; she no longer speaks, "
                "votes or governs"
            ).format(vizir=ex.seat(vizir), target=ex.seat(target))
            rule = ex.R_EXILE
            if sum(self.active) == SMALL_COURT and self.last_government is not None:
                last_vizir, last_narrator = self.last_government
                text += _(
                    "; with {n} active players left, only the last Narrator {narrator} is barred "
                    "from being Narrator next, no longer the last Grand Vizir {vizir}"
                ).format(n=SMALL_COURT, narrator=ex.seat(last_narrator), vizir=ex.seat(last_vizir))
                rule = ex.R_EXILE_SMALL
            self._log("exile", text, rule, {"vizir": vizir, "target": target, "dinarzade": False})
            self._next_round()
