"""Plain words for what happens in The Majority, each sentence naming its rule.

The kernel and the state build their event texts here, so one wording serves the trick lab,
the debate table, the game log and the lessons. Rule citations point at the sections of the
revised rulebook ("revised 3-1 [0]"), of the first edition ('first edition "Espion"') or at
the package rulings (``RULINGS: The Majority``, ``docs/rulings-the-majority.md``).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

RULE_SETUP = "revised 1-4; RULINGS: The Majority"
RULE_DEAL = "revised 2-2"
RULE_DRAFT = "revised 2-2 (draft, passing left)"
RULE_DRAFT_LAST = 'revised 2-2; first edition "Phase de sélection" step 3'
RULE_EXCHANGE = "revised 2-3 (partner exchange)"
RULE_PLAY = "revised 2-3 (play a card)"
RULE_REVEAL = "revised 2-3 steps 1-2"
RULE_FACE_UP = "revised 3-1 [3]; RULINGS: The Majority"
RULE_FACE_UP_3P = "revised 3-3; RULINGS: The Majority"
RULE_BRIBE = "revised 3-1 [0]"
RULE_ASSASSIN = "revised 3-1 [2]"
RULE_SPY = "revised 3-1 [3]"
RULE_SPY_FIRST = 'first edition "Pour terminer"; RULINGS: The Majority'
RULE_SPY_LAST = 'first edition "Espion"; RULINGS: The Majority'
RULE_BETRAY = "revised 3-1 [7]"
RULE_WON = "revised 2-3 steps 4-5"
RULE_KEEP = "revised 2-3; 2-5"
RULE_DEBATE = "revised 2-4"
RULE_DEBATE_TIE = 'revised 2-4; first edition "Phase de débat"'
RULE_END_TEAMS = "revised 2-6"
RULE_END_3P = "revised 3-3"
RULE_SEATS = "revised 1-5; RULINGS: The Majority"

EFFECT_RULES = {0: RULE_BRIBE, 2: RULE_ASSASSIN, 3: RULE_SPY, 7: RULE_BETRAY}


_SEATS = tuple(f"seat {i}" for i in range(8))


def seat(p: Hashable) -> str:
    """How a player is named in sentences: ints are seats, other keys are names."""
    if type(p) is int and 0 <= p < 8:
        return _SEATS[p]
    return f"seat {p}" if isinstance(p, int) else str(p)


def Seat(p: Hashable) -> str:  # noqa: N802 - the capitalised form starts a sentence
    s = seat(p)
    return s[0].upper() + s[1:]


def join(items: Iterable[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def debate_sentence(colour: str, totals: dict[Hashable, int]) -> tuple[str, dict[Hashable, int]]:
    """The debate of one colour: (sentence, coins paid in this colour) (revised 2-4).

    >>> debate_sentence("blue", {"A": 16, "B": 16, "C": 10, "D": 5})[0]
    'Blue: A and B tie for first with 16 and take 2 coins each; C is second with 10: 16 // 5 = 3 per winner x 2 winners = 6 coins.'
    """
    name = colour.capitalize()
    paid: dict[Hashable, int] = {p: 0 for p in totals}
    positive = [t for t in totals.values() if t > 0]
    if not positive:
        return (
            f"{name}: nobody has any {colour} power, so nobody is paid (a total of 0 never places).",
            paid,
        )
    top = max(positive)
    winners = [p for p, t in totals.items() if t == top]
    for p in winners:
        paid[p] = 2
    if len(winners) == 1:
        text = f"{name}: {seat(winners[0])} leads with {top} and takes 2 coins"
    else:
        text = f"{name}: {join(seat(p) for p in winners)} tie for first with {top} and take 2 coins each"
    below = [t for t in positive if t < top]
    if not below:
        zeros = [p for p, t in totals.items() if t == 0]
        why = "every other total is 0" if zeros else "nobody else has less"
        return text + f"; there is no second place ({why}).", paid
    second = max(below)
    seconds = [p for p, t in totals.items() if t == second]
    per = top // 5
    prize = per * len(winners)
    for p in seconds:
        paid[p] = prize
    who = join(seat(p) for p in seconds)
    verb = "is" if len(seconds) == 1 else "tie for"
    place = "second" if len(seconds) == 1 else "second place"
    each = "" if len(seconds) == 1 else " each"
    if len(winners) == 1:
        calc = f"{top} // 5 = {prize} coin{'s' if prize != 1 else ''}{each}"
    else:
        calc = f"{top} // 5 = {per} per winner x {len(winners)} winners = {prize} coins{each}"
    return text + f"; {who} {verb} {place} with {second}: {calc}.", paid
