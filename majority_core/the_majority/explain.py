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
RULE_SPY_FIRST_LAST = 'first edition "Pour terminer" and "Espion"; RULINGS: The Majority'
RULE_BETRAY = "revised 3-1 [7]"
RULE_WON = "revised 2-3 steps 4-5"
RULE_KEEP = "revised 2-3; 2-5"
RULE_DEBATE = "revised 2-4"
RULE_DEBATE_TIE = 'revised 2-4; first edition "Phase de débat"'
RULE_END_TEAMS = "revised 2-6"
RULE_END_3P = "revised 3-3"
RULE_SEATS = "revised 1-5; RULINGS: The Majority"

EFFECT_RULES = {0: RULE_BRIBE, 2: RULE_ASSASSIN, 3: RULE_SPY, 7: RULE_BETRAY}


def spy_rule(stolen: bool, last: bool) -> str:
    """The rule behind a spy that acts: the revised rulebook (3-1 [3]) says a stolen spy or a
    spy on a round's last trick does nothing, so when one acts it is by the first edition's
    reading ("Pour terminer" under the ``first_edition`` option; "Espion", chosen by RULINGS,
    on the last trick), and the citation must say so.

    >>> spy_rule(False, False), spy_rule(True, False)
    ('revised 3-1 [3]', 'first edition "Pour terminer"; RULINGS: The Majority')
    """
    if stolen:
        return RULE_SPY_FIRST_LAST if last else RULE_SPY_FIRST
    return RULE_SPY_LAST if last else RULE_SPY


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


# -- the texts of a game's events (used by the state) -------------------------------------------
def cards(items: Iterable[object]) -> str:
    return " ".join(str(c) for c in items)


def setup_text(n_players: int, holder: int, deck_size: int) -> str:
    teams = (
        "Seats 0 and 2 play against seats 1 and 3 (partners sit opposite)"
        if n_players == 4
        else "Three players, each for themselves, with a 54-card deck"
    )
    return f"{teams}; {seat(holder)} holds the spy token; the shuffled deck has {deck_size} cards."


def round_text(round_: int, n_rounds: int, size: int) -> str:
    kept = " and adds the card kept from the last round" if round_ > 1 else ""
    return (
        f"Round {round_} of {n_rounds} begins: each player is dealt {size} cards{kept}, "
        "then drafts them, passing to the left."
    )


def deal_text(dealt: Iterable[object], kept: object | None) -> str:
    extra = f" and add your kept card {kept}" if kept is not None else ""
    return f"You are dealt {cards(dealt)}{extra}: this is your first draft packet."


def pick_text(card: object) -> str:
    return f"You keep {card} from your packet."


def pass_text(giver: int, packet: Iterable[object]) -> str:
    return f"{Seat(giver)} passes you {cards(packet)}."


def last_card_text(giver: int, card: object) -> str:
    return f"{Seat(giver)} passes you the last card, {card}: it goes straight into your hand."


def draft_done_text(size: int, n_players: int) -> str:
    if n_players == 4:
        return (
            f"The draft is over: everyone holds {size} cards. Each player now chooses one card "
            "to give their partner, face down, before seeing the partner's card."
        )
    return (
        f"The draft is over: everyone holds {size} cards. With 3 players there is no partner "
        "exchange; the tricks begin."
    )


def give_text(card: object, mate: int) -> str:
    return f"You set {card} aside, face down, for your partner {seat(mate)}."


def swap_text(a: int, b: int, gave: object, got: object) -> str:
    return f"Partners {seat(a)} and {seat(b)} swap: {seat(a)} gives {gave} and receives {got}."


SWAP_DONE = "Partners have swapped one face-down card each; the tricks begin."


def face_up_text(player: int, card: object) -> str:
    return (
        f"{Seat(player)} plays {card} face up (the trick after a spy is played one card at a time)."
    )


def face_down_text(card: object) -> str:
    return f"You play {card} face down."


def trick_text(trick: int, round_: int, sentence: str) -> str:
    """'Trick 2 of round 1: ' before a sentence of the kernel (first letter lowered)."""
    return f"Trick {trick} of round {round_}: {sentence[0].lower()}{sentence[1:]}"


def keep_text(card: object, next_round: int) -> str:
    return f"You keep {card} in hand for round {next_round}."


def debate_text(round_: int, sentence: str) -> str:
    return f"Debate of round {round_}. {sentence}"


def coins_text(round_: int, coins: list[int]) -> str:
    return (
        f"Coins after round {round_}: "
        + ", ".join(f"{seat(s)} {c}" for s, c in enumerate(coins))
        + "."
    )


def end_text(result: str) -> str:
    return "The game is over after 4 rounds (the last card in each hand is never played). " + result


# -- the phrases of one trick (used by the kernel) ------------------------------------------------
def played(player: Hashable, card: object) -> str:
    """ "seat 2's R10": a played card named by who played it."""
    return f"{seat(player)}'s {card}"


def step_text(title: str, parts: list[str]) -> str:
    return f"{title}: " + "; ".join(parts) + "."


def zeros_cancel(colour: str, players: Iterable[Hashable]) -> str:
    return (
        f"the {colour} 0s of {join(seat(p) for p in players)} cancel each other, so nobody "
        f"bribes in {colour} and they stay with their players"
    )


def bribes(briber: str, victims: list[str]) -> str:
    return f"{briber} bribes and steals {join(victims)}"


def nothing_to_steal(briber: str, colour: str) -> str:
    return f"{briber} finds no other {colour} card to steal"


def does_not_act(card: str, why: str) -> str:
    """``why`` is "stolen" or "discarded"."""
    return f"{card} was {why}, so it does not act"


def assassinates(killer: str, victims: list[str]) -> str:
    return f"{killer} assassinates {join(victims)}"


def nothing_to_assassinate(killer: str) -> str:
    return f"{killer} finds no card of another colour to assassinate"


TWOS_CLASH = "the 2s of different colours act at once, so they discard each other too"


def rival_spies(acting: list[str], winner: Hashable, holder: Hashable) -> str:
    """Several spies could act, but only one does (revised 3-1 [3])."""
    return (
        f"{join(acting)} could each act, but only one of them does: {seat(winner)}'s, the farthest "
        f"clockwise from the token holder ({seat(holder)}), whose own spy would come last; "
        "the other spies do nothing"
    )


def spy_acts(card: str, winner: Hashable, holder: Hashable, stolen: bool) -> str:
    note = (
        " (it was stolen, but in the first edition a stolen spy still acts for the player who "
        "played it)"
        if stolen
        else ""
    )
    if winner == holder:
        return f"{card} acts{note}: {seat(winner)} keeps the spy token"
    return f"{card} acts{note}: {seat(winner)} takes the spy token from {seat(holder)}"


def spy_last(moved: bool) -> str:
    """A spy on the last trick of a round (first edition "Espion"; RULINGS: The Majority)."""
    if moved:
        return (
            "this was the last trick of the round: the token moves, but no face-up trick "
            "follows (first edition, RULINGS)"
        )
    return (
        "this was the last trick of the round, so no face-up trick follows (first edition, RULINGS)"
    )


def face_up_next(order: Iterable[Hashable]) -> str:
    return "the next trick is played one card at a time, face up, in the order " + ", ".join(
        seat(p) for p in order
    )


def betrays(card: str, receiver: Hashable) -> str:
    return f"{card} betrays its player and goes to the player on the right, {seat(receiver)}"
