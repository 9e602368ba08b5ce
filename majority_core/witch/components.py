"""The pieces of *Witch of the Academy*: colours, cards, disks and what each game uses.

Everything here is an immutable value, so the rules (kernel), the engine and the bots share
one description of the box. A colour is written with one letter on cards and in actions:
``K`` black, ``R`` red, ``P`` pink, ``B`` blue, ``Y`` yellow; ``D`` is a data card.

>>> components(5, standard=True)
Components(n_players=5, standard=True, colours=('black', 'red', 'pink', 'blue', 'yellow'), cards_per_colour=14, data_cards=5, disks_per_colour=7, series=9)
>>> components(3, standard=True).colours
('red', 'pink', 'blue', 'yellow')
>>> components(4, standard=False).series
7
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..errors import IllegalAction, MalformedInput
from ..i18n import _, pgettext

BLACK: Final = "black"
RED: Final = "red"
PINK: Final = "pink"
BLUE: Final = "blue"
YELLOW: Final = "yellow"
#: The five colours in the rulebook's order (Witch 2): player cards and character cards.
COLOURS: Final = (BLACK, RED, PINK, BLUE, YELLOW)
#: Information disks exist in four colours only (RULINGS: Witch of the Academy).
DISK_COLOURS: Final = (RED, PINK, BLUE, YELLOW)
LETTER: Final = {BLACK: "K", RED: "R", PINK: "P", BLUE: "B", YELLOW: "Y"}
COLOUR_OF_LETTER: Final = {v: k for k, v in LETTER.items()}
#: A data card in a deck string (the character cards use the colour letters).
DATA: Final = "D"

#: Card codes used inside the engine: 0..4 are character cards of COLOURS[i], 5 a data card.
K, R, P, B, Y, D = range(6)
N_KINDS: Final = 6
#: Code -> letter, and the disk colours as codes.
CODE_LETTER: Final = "KRPBYD"
DISK_CODES: Final = (R, P, B, Y)

#: The data card's point, a token taken instead of a disk, and the +5 of suspicion.
DATA_POINT: Final = 1
TOKEN_INSTEAD_OF_DISK: Final = 1
SUSPICION_BONUS: Final = 5
#: Discovery game: a colour with this many rumour cards or more gets the +5 (Witch 3 (4)).
DISCOVERY_THRESHOLD: Final = 6
#: Correct guesses: discovery 3 each; standard 2 per correct night (Witch 3 (3), 5).
DISCOVERY_GUESS_POINTS: Final = 3
STANDARD_GUESS_POINTS: Final = 2
#: Face-up rumours a data card needs, and how many it turns face down (Witch 3 (2), 5).
DATA_NEEDS: Final = {3: 1, 4: 2, 5: 2}
DATA_HIDES: Final = {3: 1, 4: 2, 5: 2}


@dataclass(frozen=True)
class Components:
    """What one game uses (Witch 3 "Préparation", 5 "Préparation"; RULINGS)."""

    n_players: int
    standard: bool
    colours: tuple[str, ...]
    cards_per_colour: int
    data_cards: int
    disks_per_colour: int
    series: int

    @property
    def codes(self) -> tuple[int, ...]:
        """The colour codes in play (black is out with 3 players)."""
        return tuple(COLOURS.index(c) for c in self.colours)

    @property
    def n_cards(self) -> int:
        """Character and data cards in the deck."""
        return self.cards_per_colour * len(self.colours) + self.data_cards

    @property
    def n_unseen(self) -> int:
        """Player cards dealt to nobody (one with 3 or 4 players), put back unseen."""
        return len(self.colours) - self.n_players


def check_config(n_players: object, standard: object) -> tuple[int, bool]:
    """Refuse a game the rulebook does not offer: discovery 4-5 players, standard 3-5."""
    if not isinstance(standard, bool):
        raise MalformedInput(
            _("standard must be true (standard game) or false (discovery game), not {value!r}")
            .format(value=standard),
            rule='Witch 3, 5 "Jeu standard"',
        )
    if isinstance(n_players, bool) or not isinstance(n_players, int):
        raise MalformedInput(
            _("n_players must be an integer, not {value!r}").format(value=n_players),
            rule="Witch 1",
        )
    low = 3 if standard else 4
    if not low <= n_players <= 5:
        if standard:
            text = _("the standard game of Witch of the Academy is for {low} to 5 players, not {n}")
        else:
            text = _("the discovery game of Witch of the Academy is for {low} to 5 players, not {n}")
        raise IllegalAction(
            text.format(low=low, n=n_players),
            rule='Witch 3 "Partie de découverte"' if not standard else "Witch 1, 5",
        )
    return n_players, standard


def components(n_players: int, standard: bool) -> Components:
    """The box as used for ``n_players`` in the discovery or standard game (RULINGS)."""
    n, standard = check_config(n_players, standard)
    series = 2 * n - 1
    if not standard or n == 5:
        data = 4 if n == 4 else 5
        return Components(n, standard, COLOURS, 14, data, 7, series)
    if n == 4:
        return Components(n, standard, COLOURS, 12, 4, 6, series)
    # 3 players: no black; 9 cards per colour (RULINGS: the text's "remove 1" does not add up)
    return Components(n, standard, DISK_COLOURS, 9, 3, 4, 5)


def parse_colour(text: object, *, allowed: tuple[str, ...] = COLOURS) -> str:
    """A colour from its name or letter (``"pink"``, ``"P"``), refused if not ``allowed``."""
    if isinstance(text, str):
        t = text.strip()
        name = COLOUR_OF_LETTER.get(t.upper(), t.lower())
        if name in allowed:
            return name
    raise MalformedInput(
        _("{text!r} is not a colour of this game; colours: {colours}").format(
            text=text, colours=", ".join(f"{pgettext('colour', c)} ({LETTER[c]})" for c in allowed)
        ),
        rule="Witch 2",
    )


# -- the phases (the state's and its parts' shared names) --------------------------------------
TURN = "turn"
HIDE = "hide"
GUESS = "guess"
OVER = "over"
PHASES = (TURN, HIDE, GUESS, OVER)
VERB_PHASE = {"take": TURN, "data": TURN, "hide": HIDE, "guess": GUESS}
