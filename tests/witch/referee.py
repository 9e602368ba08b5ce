"""An independent referee of Witch of the Academy, written from the rulebook, not the engine.

It knows the rules (Witch 2, 3 and 5, ``RULINGS.md`` "Witch of the Academy" and, where neither
settles a point, ``docs/rulings-witch.md``) and the package's public action notation (the
state's module docstring: ``take:R/K``, ``take:K/K:P``, ``data``, ``hide:0R,2B``,
``guess:1R,2B,3Y``), and judges a game through the public protocol only: ``n_players``,
``options``, ``current_players()``, ``legal_actions(p)``, ``apply(p, a)``, ``view(None)``,
``is_terminal()`` and ``returns()``. It imports nothing from ``majority_core``: the takes and
their disks (Exceptions 1 and 2), the data card, the refills, the end of each day, the night's
disk points, guesses paid, suspicion (parked on day 1 of the standard game), the execution,
the day-2 first player and the winners are worked out here.

Chance is judged, not copied: the deal of the player cards and the deck are checked against
the component list of the game (Witch 2, 3 and 5 "Préparation", RULINGS), the first series
must come from the deck's top, and every later series is drawn by the referee from the deck
order it read; the day-2 deck must hold every card of the game, the first day-2 series on top.

>>> import random
>>> from majority_core.witch import WitchState
>>> judge_game(WitchState.new(n_players=4, seed=3), random.Random(3)).is_terminal()
True
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement, product
from typing import Any

from tests.referee_loop import judge_random_game

NAMES = {"K": "black", "R": "red", "P": "pink", "B": "blue", "Y": "yellow"}
LETTERS = {name: letter for letter, name in NAMES.items()}
DISK_COLOURS = ("R", "P", "B", "Y")  # RULINGS: no black disks
DATA = "D"
ORDER = "KRPBY"  # the colours in the order of the rulebook's list (Witch 2)


def components(n: int, standard: bool) -> tuple[tuple[str, ...], int, int, int]:
    """(colours, character cards per colour, data cards, disks per colour): Witch 2 and 3
    (discovery: 4-5 players, one data card back with 4) and 5 (standard), as RULINGS reads
    them (3 players: no black, 9 cards per colour)."""
    if not standard:
        assert n in (4, 5), "the discovery game is for 4 or 5 players (Witch 3)"
        return ("K", "R", "P", "B", "Y"), 14, n, 7
    return {
        5: (("K", "R", "P", "B", "Y"), 14, 5, 7),
        4: (("K", "R", "P", "B", "Y"), 12, 4, 6),
        3: (("R", "P", "B", "Y"), 9, 3, 4),
    }[n]


def information_points(disks: list[Counter[str]]) -> list[int]:
    """Witch 3 night (2): all four colours 2; per colour the lone top holder 3 a disk, tied
    top holders 2 a disk, everybody else 1 a disk."""
    points = [2 if all(d[c] for c in DISK_COLOURS) else 0 for d in disks]
    for c in DISK_COLOURS:
        top = max(d[c] for d in disks)
        at_top = [s for s, d in enumerate(disks) if d[c] == top]
        for s, d in enumerate(disks):
            if top and d[c] == top:
                points[s] += (3 if len(at_top) == 1 else 2) * d[c]
            else:
                points[s] += d[c]
    return points


def suspicion(cards: int, n: int, standard: bool) -> int:
    """Witch 3 night (4) and 5: 1 per rumour card, +5 from 6 cards (discovery; the "65" is a
    misprint) or from more cards than players (standard)."""
    limit = n + 1 if standard else 6
    return cards + (5 if cards >= limit else 0)


def hides(n: int) -> int:
    """Witch 3 (2): a data card turns 2 rumours face down and needs 2 face up; Witch 5: with
    3 players, 1."""
    return 1 if n == 3 else 2


def turn_actions(field: Counter[str], face_up: int, n: int) -> list[str]:
    """Witch 3 (1) and (2): keep one character card of the field and trade another (two
    black cards: a disk of a colour most on the field, the player's choice among ties); or
    use a data card with enough face-up rumours."""
    chars = +Counter({c: k for c, k in field.items() if c != DATA})
    out = []
    for keep, trade in product(chars, chars):
        if keep == trade and chars[keep] < 2:
            continue
        if keep == trade == "K":  # Exception 1: the colour most on the field (tie: choose)
            top = max(chars[c] for c in DISK_COLOURS)
            out += [f"take:K/K:{c}" for c in DISK_COLOURS if chars[c] == top]
        else:
            out.append(f"take:{keep}/{trade}")
    if field[DATA] and face_up >= hides(n):
        out.append("data")
    return out


def hide_actions(rumours: list[Counter[str]], k: int) -> list[str]:
    """Witch 3 (2) step 4: any k face-up rumours, anyone's, of any colours."""
    items = sorted(
        ((s, c) for s, r in enumerate(rumours) for c in r if r[c]),
        key=lambda x: (x[0], ORDER.index(x[1])),
    )
    out = []
    for combo in combinations_with_replacement(items, k):
        need = Counter(combo)
        if all(rumours[s][c] >= m for (s, c), m in need.items()):
            out.append("hide:" + ",".join(f"{s}{c}" for s, c in combo))
    return out


class WitchReferee:
    """The game as the rulebook says it goes, kept beside the engine's."""

    def __init__(self, state: Any) -> None:
        self.n = n = state.n_players
        self.standard = bool(state.options.get("standard", True))
        self.colours, per, data, disks = components(n, self.standard)
        self.all_cards = Counter({c: per for c in self.colours}) + Counter({DATA: data})
        self.series = 2 * n - 1
        v = state.view(None)
        # -- the deal: player cards (one each, the rest unseen), the deck, the first series --
        self.seat_colour = [LETTERS[c] for c in v["colours"]]
        unseen = [LETTERS[c] for c in v["unseen"]]
        assert sorted(self.seat_colour + unseen) == sorted(self.colours), "player cards"
        assert len(set(self.seat_colour)) == n, "each player gets one player card"
        self.deck = list(v["deck"])  # top first
        self.field = self.field_of(v)
        assert sum(self.field.values()) == self.series, "the first series is 2n - 1 cards"
        assert Counter(self.deck) + self.field == self.all_cards, "the deck is not the game's"
        given = state.options.get("deck")
        if given:  # a deck given as an option: the series is its top
            assert Counter(given[: self.series].upper()) == self.field, "the series is the top"
        self.discard: Counter[str] = Counter()
        self.supply = Counter({c: disks for c in DISK_COLOURS})
        self.disks_per_colour = disks
        self.rumours = [Counter() for _ in range(n)]
        self.face_down = [Counter() for _ in range(n)]
        self.disks = [Counter() for _ in range(n)]
        self.points = [0] * n
        self.borrowed = [0] * n
        self.sheets: list[list[str]] = [[] for _ in range(n)]
        self.guesses: dict[int, str] = {}
        self.parked: dict[str, int] | None = None
        self.executed: int | None = None
        self.winners: list[int] | None = None
        self.day = 1
        self.first = int(state.options.get("first_player", 0))
        self.active: int | None = self.first
        self.phase = "turn"
        self.new_deck_due = False
        self._start_turn()

    @staticmethod
    def field_of(v: dict[str, Any]) -> Counter[str]:
        f = v["field"]
        return +Counter({**{LETTERS[k]: f[k] for k in f if k != "data"}, DATA: f["data"]})

    # -- the day -------------------------------------------------------------------------
    def characters(self) -> Counter[str]:
        return +Counter({c: k for c, k in self.field.items() if c != DATA})

    def face_up_count(self) -> int:
        return sum(sum(r.values()) for r in self.rumours)

    def turn_actions(self) -> list[str]:
        return turn_actions(self.field, self.face_up_count(), self.n)

    def hide_actions(self) -> list[str]:
        return hide_actions(self.rumours, hides(self.n))

    def gain_disk(self, p: int, colour: str) -> None:
        """Exception 2 (RULINGS): the supply, else the other player holding the most (nearest
        clockwise among ties), else (you hold them all) a 1-point token."""
        if self.supply[colour]:
            self.supply[colour] -= 1
            self.disks[p][colour] += 1
            return
        others = [s for s in range(self.n) if s != p and self.disks[s][colour]]
        if not others:
            self.points[p] += 1
            return
        top = max(self.disks[s][colour] for s in others)
        giver = min((s for s in others if self.disks[s][colour] == top),
                    key=lambda s: (s - p) % self.n)  # fmt: skip
        self.disks[giver][colour] -= 1
        self.disks[p][colour] += 1

    def draw_series(self, up_to: int | None = None) -> None:
        """A series (or a top-up to a series), as far as the deck goes."""
        want = self.series - (sum(self.field.values()) if up_to is not None else 0)
        for _ in range(max(0, min(want, len(self.deck)))):
            self.field[self.deck.pop(0)] += 1

    def _start_turn(self) -> None:
        """RULINGS: a player without a legal action ends the day; the field is discarded."""
        if not self.turn_actions():
            self.discard += self.field
            self.field = Counter()
            self._night()

    def _end_turn(self) -> None:
        """Witch 3: 1 character card or fewer on the field: a new series; the day ends when
        the deck and the field are empty."""
        if sum(self.characters().values()) <= 1 and self.deck:
            self.draw_series()
        if not self.deck and not +self.field:
            self._night()
            return
        self.active = (self.active + 1) % self.n  # type: ignore[operator]
        self.phase = "turn"
        self._start_turn()

    def _night(self) -> None:
        self.phase, self.active = "guess", None
        self.guesses = {}

    # -- decisions ----------------------------------------------------------------------
    def waiting(self) -> list[int]:
        if self.phase in ("turn", "hide"):
            return [self.active]  # type: ignore[list-item]
        if self.phase == "guess":
            return [s for s in range(self.n) if s not in self.guesses]
        return []

    def legal(self, seat: int) -> list[str]:
        if seat not in self.waiting():
            return []
        if self.phase == "turn":
            return sorted(self.turn_actions())
        if self.phase == "hide":
            return sorted(self.hide_actions())
        others = [s for s in range(self.n) if s != seat]
        return sorted(
            "guess:" + ",".join(f"{s}{c}" for s, c in zip(others, row, strict=True))
            for row in product(self.colours, repeat=len(others))
        )

    def decide(self, seat: int, action: str) -> None:
        verb, _, arg = action.partition(":")
        if verb == "take":
            keep, _, rest = arg.partition("/")
            trade, _, chosen = rest.partition(":")
            self.field[keep] -= 1
            self.field[trade] -= 1
            self.field = +self.field
            self.rumours[seat][keep] += 1
            self.discard[trade] += 1
            disk = trade if trade != "K" else keep if keep != "K" else chosen
            self.gain_disk(seat, disk)
            self._end_turn()
        elif verb == "data":  # Witch 3 (2): discard it, 1 point, top up; then hide
            self.field[DATA] -= 1
            self.field = +self.field
            self.discard[DATA] += 1
            self.points[seat] += 1
            self.draw_series(up_to=self.series)
            self.phase = "hide"
        elif verb == "hide":
            for item in arg.split(","):
                s, c = int(item[:-1]), item[-1]
                self.rumours[s][c] -= 1
                self.face_down[s][c] += 1
            self.rumours = [+r for r in self.rumours]
            self._end_turn()
        else:
            self.guesses[seat] = arg
            if len(self.guesses) == self.n:
                self._resolve_night()

    # -- the night -----------------------------------------------------------------------
    def pay(self, s: int, amount: int) -> None:
        """RULINGS: a player who cannot pay borrows the rest from the supply (a debt)."""
        if amount <= self.points[s]:
            self.points[s] -= amount
        else:
            self.borrowed[s] += amount - self.points[s]
            self.points[s] = 0

    def settle(self, owed: dict[tuple[int, int], int]) -> None:
        """docs/rulings-witch.md: guesses are settled at once, as a net amount per player."""
        net = [0] * self.n
        for (payer, payee), k in owed.items():
            net[payer] -= k
            net[payee] += k
        for s, k in enumerate(net):
            if k > 0:
                self.points[s] += k
            elif k < 0:
                self.pay(s, -k)

    def holder(self, colour: str) -> int | None:
        return self.seat_colour.index(colour) if colour in self.seat_colour else None

    def _resolve_night(self) -> None:
        for s in range(self.n):
            row = [""] * self.n
            for item in self.guesses[s].split(","):
                row[int(item[:-1])] = item[-1]
            self.sheets[s].append(row)  # type: ignore[arg-type]
        self.guesses = {}
        for s, k in enumerate(information_points(self.disks)):  # (2), disks back
            self.points[s] += k
        for d in self.disks:
            self.supply += d
        self.disks = [Counter() for _ in range(self.n)]
        # (4) starts by discarding the face-down rumours
        for s in range(self.n):
            self.discard += self.face_down[s]
            self.face_down[s] = Counter()
        counts = Counter()
        for r in self.rumours:
            counts += r
        susp = {c: suspicion(counts[c], self.n, self.standard) for c in self.colours}
        for s in range(self.n):
            self.discard += self.rumours[s]
            self.rumours[s] = Counter()
        if self.standard and self.day == 1:
            self._first_night(susp)
            return
        # (3) reveal and pay the guesses: 3 each (discovery); 2 a right night (standard)
        owed: dict[tuple[int, int], int] = {}
        for g in range(self.n):
            for s in range(self.n):
                if s != g:
                    right = sum(row[s] == self.seat_colour[s] for row in self.sheets[g])
                    if right:
                        owed[(s, g)] = (2 if self.standard else 3) * right
        self.settle(owed)
        if self.standard:  # Witch 5 (4): execution on day-2 suspicion, then day 1, then day 2
            top = max(susp.values())
            at_top = [c for c in susp if susp[c] == top]
            if len(at_top) == 1:
                self.executed = self.holder(at_top[0])
            for s in range(self.n):
                self.pay(s, self.parked[self.seat_colour[s]])  # type: ignore[index]
        for c, k in susp.items():
            s = self.holder(c)
            if s is not None and k:
                self.pay(s, k)
        final = [self.points[s] - self.borrowed[s] for s in range(self.n)]
        pool = [s for s in range(self.n) if s != self.executed]
        best = max(final[s] for s in pool)
        self.winners = [s for s in pool if final[s] == best]
        self.phase = "over"

    def _first_night(self, susp: dict[str, int]) -> None:
        """Witch 5: suspicion parked on the character cards, no reveal; every card shuffled
        into the day-2 deck; the player with the most points starts (tie: farthest clockwise
        from day 1's first player, who counts as the nearest: docs/rulings-witch.md)."""
        self.parked = susp
        self.discard += self.field
        self.field = Counter()
        self.deck = []
        self.new_deck_due = True
        self.day = 2
        best = max(self.points)
        self.first = max((s for s in range(self.n) if self.points[s] == best),
                         key=lambda s: (s - self.first) % self.n)  # fmt: skip
        self.active = self.first
        self.phase = "turn"

    # -- the comparison -----------------------------------------------------------------
    def check(self, state: Any, where: str) -> None:
        v = state.view(None)
        if self.new_deck_due:  # chance: the order of the day-2 deck
            self.new_deck_due = False
            field = self.field_of(v)
            assert field + Counter(v["deck"]) == self.all_cards, (
                f"{where}: the day-2 deck does not hold every card of the game"
            )
            assert sum(field.values()) == self.series, f"{where}: the day-2 series"
            self.discard = Counter()
            self.deck, self.field = list(v["deck"]), field
            self._start_turn()
        everything = Counter(self.deck) + self.field + self.discard
        for s in range(self.n):
            everything += self.rumours[s] + self.face_down[s]
        assert everything == self.all_cards, f"{where}: cards lost or added"
        disks = Counter(self.supply)
        for d in self.disks:
            disks += d
        assert all(disks[c] == self.disks_per_colour for c in DISK_COLOURS), f"{where}: disks"
        facts: dict[str, tuple[Any, Any]] = {
            "waiting": (state.current_players(), self.waiting()),
            "phase": (v["phase"], self.phase),
            "day": (v["day"], self.day),
            "game over": (state.is_terminal(), self.phase == "over"),
            "deck": (v["deck"], "".join(self.deck)),
            "field": (self.field_of(v), self.field),
            "discard": (+Counter(v["discard"]), self.discard),
            "supply": ({LETTERS[c]: k for c, k in v["supply"].items()}, dict(self.supply)),
        }
        if self.phase != "over":
            facts["active"] = (v["active"], self.active)
        if self.parked is not None:
            facts["parked"] = (v["parked"], {NAMES[c]: k for c, k in self.parked.items()})
        for s in range(self.n):
            seat = v["players"][s]
            facts[f"seat {s}'s rumours"] = (+Counter({LETTERS[c]: k for c, k in seat["rumours"].items()}), self.rumours[s])
            facts[f"seat {s}'s face-down rumours"] = (+Counter({LETTERS[c]: k for c, k in seat["face_down"].items()}), self.face_down[s])
            facts[f"seat {s}'s disks"] = (+Counter({LETTERS[c]: k for c, k in seat["disks"].items()}), self.disks[s])
            facts[f"seat {s}'s points and debt"] = (
                (seat["points"], seat["borrowed"]),
                (self.points[s] - self.borrowed[s], self.borrowed[s]),
            )  # docs/rulings-witch.md: points are the tokens minus what was borrowed
            legal = [str(a) for a in state.legal_actions(s)]
            assert len(set(legal)) == len(legal), f"{where}: seat {s}'s legal actions repeat"
            facts[f"seat {s}'s legal actions"] = (sorted(legal), self.legal(s))
        for name, (engine, rules) in facts.items():
            assert engine == rules, f"{where}: {name}: engine {engine!r}, rulebook {rules!r}"
        if self.phase == "over":
            assert v["winners"] == self.winners, f"{where}: winners {v['winners']}"
            assert v["executed"] == self.executed, f"{where}: executed {v['executed']}"
            share = [1 / len(self.winners) if s in self.winners else 0.0  # type: ignore[arg-type]
                     for s in range(self.n)]  # fmt: skip
            assert list(state.returns()) == share, f"{where}: returns {state.returns()}"


def judge_game(state: Any, rng: random.Random, max_steps: int = 5000) -> Any:
    """Play ``state`` to the end with uniformly random decisions, judging every step."""
    ref = WitchReferee(state)
    return judge_random_game(
        state, ref, rng, max_steps=max_steps, where=lambda: f", day {ref.day}"
    )
