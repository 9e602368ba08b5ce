"""Plain words for what happens in The Majority, each sentence naming its rule.

The kernel and the state build their event texts here, so one wording serves the trick lab,
the debate table, the game log and the lessons. Rule citations point at the sections of the
revised rulebook ("revised 3-1 [0]"), of the first edition ('first edition "Espion"') or at
the package rulings (``RULINGS: The Majority``, ``docs/rulings-the-majority.md``).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from ..i18n import N_, NP_, _, ngettext, people, pgettext, tallies, with_article
from ..i18n import bot_word as i18n_bot_word

RULE_SETUP = N_("revised 1-4; RULINGS: The Majority")
RULE_DEAL = N_("revised 2-2")
RULE_DRAFT = N_("revised 2-2 (draft, passing left)")
RULE_DRAFT_LAST = N_('revised 2-2; first edition "Phase de sélection" step 3')
RULE_EXCHANGE = N_("revised 2-3 (partner exchange)")
RULE_PLAY = N_("revised 2-3 (play a card)")
RULE_REVEAL = N_("revised 2-3 steps 1-2")
RULE_FACE_UP = N_("revised 3-1 [3]; RULINGS: The Majority")
RULE_FACE_UP_3P = N_("revised 3-3; RULINGS: The Majority")
RULE_BRIBE = N_("revised 3-1 [0]")
RULE_ASSASSIN = N_("revised 3-1 [2]")
RULE_SPY = N_("revised 3-1 [3]")
RULE_SPY_FIRST = N_('first edition "Pour terminer"; RULINGS: The Majority')
RULE_SPY_LAST = N_('first edition "Espion"; RULINGS: The Majority')
RULE_SPY_FIRST_LAST = N_('first edition "Pour terminer" and "Espion"; RULINGS: The Majority')
RULE_BETRAY = N_("revised 3-1 [7]")
RULE_WON = N_("revised 2-3 steps 4-5")
RULE_KEEP = N_("revised 2-3; 2-5")
RULE_DEBATE = N_("revised 2-4")
RULE_DEBATE_TIE = N_('revised 2-4; first edition "Phase de débat"')
RULE_END_TEAMS = N_("revised 2-6")
RULE_END_3P = N_("revised 3-3")
RULE_SEATS = N_("revised 1-5; RULINGS: The Majority")

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


# The colour words: the colour itself, a card of that colour, zeros of that colour.
_FORMS = (
    NP_("colour", "red"), NP_("colour", "blue"), NP_("colour", "yellow"),
    NP_("card", "red"), NP_("card", "blue"), NP_("card", "yellow"),
    NP_("zeros", "red"), NP_("zeros", "blue"), NP_("zeros", "yellow"),
)


def colour_word(colour: str, form: str = "colour") -> str:
    """``"blue"`` in the current language, as ``form`` needs it ("colour", "card", "zeros")."""
    return pgettext(form, colour)


def _letter(p: Hashable) -> bool:
    return isinstance(p, str) and len(p) == 1 and p.isalpha()


def seat(p: Hashable) -> str:
    """How a player is named in sentences: ints are seats ("seat 2", French "joueur 2": a
    player is a person), a letter is a rulebook player ("A", French "joueur A"), any other key
    is a name the teacher gave."""
    if isinstance(p, int) and not isinstance(p, bool):
        return pgettext("the_majority", "seat {n}").format(n=p)
    if _letter(p):
        return pgettext("the_majority: a rulebook player", "{letter}").format(letter=p)
    return str(p)


def the(p: Hashable) -> str:
    """:func:`seat` with the article a French sentence needs ("le joueur 2"; English
    unchanged): the form of a player standing alone in a list or at a sentence's start."""
    if (isinstance(p, int) and not isinstance(p, bool)) or _letter(p):
        return pgettext("the_majority: the player", "{seat}").format(seat=seat(p))
    return with_article(str(p), "the")  # a teacher's name: "l'adversaire A", "Ana" (review 2, 3)


def _is_you(p: Hashable) -> bool:
    """Whether the teacher named this player "you" ("You", "vous"): the verb then agrees
    with it (« vous êtes vainqueur », "you lead")."""
    return isinstance(p, str) and p.strip().lower() in ("you", "vous")


def seats(players: Iterable[Hashable]) -> str:
    """ "seat 0 and seat 2" (French "les joueurs 0 et 2", names each with its article:
    ``i18n.people``)."""
    return people([seat(p) for p in players], "the")


def cap(text: str) -> str:
    """The text with a capital first letter ("joueur 2" -> "Joueur 2")."""
    return text[:1].upper() + text[1:]


def Seat(p: Hashable) -> str:  # noqa: N802 - the capitalised form starts a sentence
    return cap(the(p))


def parts_join(parts: Iterable[str]) -> str:
    """Clauses joined by a semicolon (French puts a narrow no-break space before it)."""
    return pgettext("clauses", "; ").join(parts)


def join(items: Iterable[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + _(" and ") + items[-1]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def debate_sentence(colour: str, totals: dict[Hashable, int]) -> tuple[str, dict[Hashable, int]]:
    """The debate of one colour: (sentence, coins paid in this colour) (revised 2-4).

    >>> debate_sentence("blue", {"A": 16, "B": 16, "C": 10, "D": 5})[0]
    'Blue: A and B tie for first with 16 and take 2 coins each; C is second with 10: ⌊16/5⌋ = 3 per winner × 2 winners = 6 coins.'
    """
    word = colour_word(colour)
    name = word[:1].upper() + word[1:]
    paid: dict[Hashable, int] = {p: 0 for p in totals}
    positive = [t for t in totals.values() if t > 0]
    if not positive:
        return (
            _(
                "{name}: nobody has any {colour} power, so nobody is paid (a total of 0 never "
                "places)."
            ).format(name=name, colour=word),
            paid,
        )
    top = max(positive)
    winners = [p for p, t in totals.items() if t == top]
    for p in winners:
        paid[p] = 2
    if len(winners) == 1:
        text = (
            _("{name}: you lead with {top} and take 2 coins") if _is_you(winners[0])
            else _("{name}: {seat} leads with {top} and takes 2 coins")
        ).format(name=name, seat=the(winners[0]), top=top)
    else:  # "vous et l'adversaire A êtes vainqueurs … et prenez" (review 3, N4)
        text = (
            pgettext("you among them", "{name}: {seats} tie for first with {top} and take 2 coins each")
            if any(map(_is_you, winners))
            else _("{name}: {seats} tie for first with {top} and take 2 coins each")
        ).format(name=name, seats=seats(winners), top=top)
    below = [t for t in positive if t < top]
    if not below:
        zeros = [p for p, t in totals.items() if t == 0]
        why = _("every other total is 0") if zeros else _("nobody else has less")
        return text + _("; there is no second place ({why}).").format(why=why), paid
    second = max(below)
    seconds = [p for p, t in totals.items() if t == second]
    per = top // 5
    prize = per * len(winners)
    for p in seconds:
        paid[p] = prize
    who = seats(seconds)
    one = len(seconds) == 1
    if len(winners) == 1:
        calc = (
            ngettext("⌊{top}/5⌋ = {prize} coin", "⌊{top}/5⌋ = {prize} coins", prize)
            if one
            else ngettext("⌊{top}/5⌋ = {prize} coin each", "⌊{top}/5⌋ = {prize} coins each", prize)
        ).format(top=top, prize=prize)
    else:
        calc = (
            _("⌊{top}/5⌋ = {per} per winner × {n} winners = {prize} coins")
            if one
            else _("⌊{top}/5⌋ = {per} per winner × {n} winners = {prize} coins each")
        ).format(top=top, per=per, n=len(winners), prize=prize)
    you = any(map(_is_you, seconds))
    if one:
        return text + (
            _("; you are second with {second}: {calc}.") if you
            else _("; {who} is second with {second}: {calc}.")
        ).format(who=who, second=second, calc=calc), paid
    return text + (
        pgettext("you among them", "; {who} tie for second place with {second}: {calc}.") if you
        else _("; {who} tie for second place with {second}: {calc}.")
    ).format(who=who, second=second, calc=calc), paid


# -- the texts of a game's events (used by the state) -------------------------------------------
def cards(items: Iterable[object]) -> str:
    return " ".join(str(c) for c in items)


def setup_text(n_players: int, holder: int, deck_size: int) -> str:
    teams = (
        _("Seats 0 and 2 play against seats 1 and 3 (partners sit opposite)")
        if n_players == 4
        else _("Three players, each for themselves, with a 54-card deck")
    )
    return _("{teams}; {seat} holds the spy token; the shuffled deck has {n} cards.").format(
        teams=teams, seat=seat(holder), n=deck_size
    )


def round_text(round_: int, n_rounds: int, size: int) -> str:
    if round_ > 1:
        text = _(
            "Round {round} of {n_rounds} begins: each player is dealt {size} cards and adds the "
            "card kept from the last round, then drafts them, passing to the left."
        )
    else:
        text = _(
            "Round {round} of {n_rounds} begins: each player is dealt {size} cards, then drafts "
            "them, passing to the left."
        )
    return text.format(round=round_, n_rounds=n_rounds, size=size)


def deal_text(dealt: Iterable[object], kept: object | None) -> str:
    if kept is not None:
        return _(
            "You are dealt {cards} and add your kept card {kept}: this is your first draft packet."
        ).format(cards=cards(dealt), kept=kept)
    return _("You are dealt {cards}: this is your first draft packet.").format(cards=cards(dealt))


def pick_text(card: object) -> str:
    return _("You keep {card} from your packet.").format(card=card)


def pass_text(giver: int, packet: Iterable[object]) -> str:
    return _("{Seat} passes you {cards}.").format(Seat=Seat(giver), cards=cards(packet))


def last_card_text(giver: int, card: object) -> str:
    return _("{Seat} passes you the last card, {card}: it goes straight into your hand.").format(
        Seat=Seat(giver), card=card
    )


def draft_done_text(size: int, n_players: int) -> str:
    if n_players == 4:
        return _(
            "The draft is over: everyone holds {size} cards. Each player now chooses one card "
            "to give their partner, face down, before seeing the partner's card."
        ).format(size=size)
    return _(
        "The draft is over: everyone holds {size} cards. With 3 players there is no partner "
        "exchange; the tricks begin."
    ).format(size=size)


def give_text(card: object, mate: int) -> str:
    return _("You set {card} aside, face down, for your partner {seat}.").format(
        card=card, seat=seat(mate)
    )


def swap_text(a: int, b: int, gave: object, got: object) -> str:
    return _("Partners {a} and {b} swap: {a} gives {gave} and receives {got}.").format(
        a=seat(a), b=seat(b), gave=gave, got=got
    )


SWAP_DONE = N_("Partners have swapped one face-down card each; the tricks begin.")


def face_up_text(player: int, card: object) -> str:
    return _(
        "{Seat} plays {card} face up (the trick after a spy is played one card at a time)."
    ).format(Seat=Seat(player), card=card)


def face_down_text(card: object) -> str:
    return _("You play {card} face down.").format(card=card)


def trick_text(trick: int, round_: int, sentence: str) -> str:
    """'Trick 2 of round 1: ' before a sentence of the kernel (first letter lowered)."""
    return _("Trick {trick} of round {round}: {sentence}").format(
        trick=trick, round=round_, sentence=sentence[0].lower() + sentence[1:]
    )


def keep_text(card: object, next_round: int) -> str:
    return _("You keep {card} in hand for round {round}.").format(card=card, round=next_round)


def debate_text(round_: int, sentence: str) -> str:
    return _("Debate of round {round}. {sentence}").format(round=round_, sentence=sentence)


def coins_text(round_: int, coins: list[int]) -> str:
    return _("Coins after round {round}: {coins}.").format(
        round=round_, coins=tallies((seat(s), c) for s, c in enumerate(coins))
    )


def end_text(result: str) -> str:
    return _(
        "The game is over after 4 rounds (the last card in each hand is never played). {result}"
    ).format(result=result)


# -- the phrases of one trick (used by the kernel) ------------------------------------------------
def played(player: Hashable, card: object) -> str:
    """ "seat 2's R10": a played card named by who played it."""
    return _("{seat}'s {card}").format(seat=seat(player), card=card)


#: The titles of a trick's steps (revised 3-1), translated where they are shown.
STEP_TITLES = (N_("Bribery"), N_("Assassination"), N_("Spy"), N_("Betrayal"))


def step_text(title: str, parts: list[str]) -> str:
    return _("{title}: {parts}.").format(title=_(title), parts=parts_join(parts))


def zeros_cancel(colour: str, players: Iterable[Hashable]) -> str:
    return _(
        "the {zeros} 0s of {seats} cancel each other, so nobody bribes in {colour} and they "
        "stay with their players"
    ).format(
        zeros=colour_word(colour, "zeros"), seats=seats(players),
        colour=colour_word(colour),
    )


def bribes(briber: str, victims: list[str]) -> str:
    return _("{briber} bribes and steals {victims}").format(briber=briber, victims=join(victims))


def nothing_to_steal(briber: str, colour: str) -> str:
    return _("{briber} finds no other {colour} card to steal").format(
        briber=briber, colour=colour_word(colour, "card")
    )


def does_not_act(card: str, why: str) -> str:
    """``why`` is "stolen" or "discarded"."""
    if why == "stolen":
        return _("{card} was stolen, so it does not act").format(card=card)
    if why == "discarded":
        return _("{card} was discarded, so it does not act").format(card=card)
    return f"{card} was {why}, so it does not act"


def assassinates(killer: str, victims: list[str]) -> str:
    return _("{killer} assassinates {victims}").format(killer=killer, victims=join(victims))


def nothing_to_assassinate(killer: str) -> str:
    return _("{killer} finds no card of another colour to assassinate").format(killer=killer)


TWOS_CLASH = N_("the 2s of different colours act at once, so they discard each other too")


def rival_spies(acting: list[str], winner: Hashable, holder: Hashable) -> str:
    """Several spies could act, but only one does (revised 3-1 [3])."""
    return _(
        "{acting} could each act, but only one of them does: {winner}'s, the farthest clockwise "
        "from the token holder ({holder}), whose own spy would come last; the other spies do "
        "nothing"
    ).format(acting=join(acting), winner=seat(winner), holder=seat(holder))


def spy_acts(card: str, winner: Hashable, holder: Hashable, stolen: bool) -> str:
    note = (
        _(
            " (it was stolen, but in the first edition a stolen spy still acts for the player "
            "who played it)"
        )
        if stolen
        else ""
    )
    if winner == holder:
        return _("{card} acts{note}: {seat} keeps the spy token").format(
            card=card, note=note, seat=seat(winner)
        )
    return _("{card} acts{note}: {seat} takes the spy token from {holder}").format(
        card=card, note=note, seat=seat(winner), holder=seat(holder)
    )


def spy_last(moved: bool) -> str:
    """A spy on the last trick of a round (first edition "Espion"; RULINGS: The Majority)."""
    if moved:
        return _(
            "this was the last trick of the round: the token moves, but no face-up trick "
            "follows (first edition, RULINGS)"
        )
    return _(
        "this was the last trick of the round, so no face-up trick follows (first edition, "
        "RULINGS)"
    )


def face_up_next(order: Iterable[Hashable]) -> str:
    return _("the next trick is played one card at a time, face up, in the order {order}").format(
        order=", ".join(seat(p) for p in order)
    )


def betrays(card: str, receiver: Hashable) -> str:
    return _("{card} betrays its player and goes to the player on the right, {seat}").format(
        card=card, seat=seat(receiver)
    )


def hint_reason(view: dict[str, Any], action: str) -> str:
    """The search hint's reason (:func:`majority_core.search.register_game`): the colour of the
    card, the seat's total in it and the leader's, which the debate pays on (revised 2-4)."""
    names = {"R": _("red"), "B": _("blue"), "Y": _("yellow")}
    keys = {"R": "red", "B": "blue", "Y": "yellow"}
    colour = names.get(action[:1])
    totals = view.get("totals")
    if colour is None or not totals:
        return ""
    key = keys[action[:1]]
    me = view["seat"]
    mine = totals[me][key]
    others = sorted(((t[key], s) for s, t in enumerate(totals) if s != me), reverse=True)
    lead = others[0][0]
    if mine > lead:
        text = _("you lead {colour} with {mine} against {lead}")
    elif mine == lead:
        text = _("it is {colour}, where you are level with the leader at {mine}")
    elif mine >= others[1][0]:
        text = _("it is {colour}, where you hold second place with {mine} behind a leader at {lead}")
    else:
        text = _("it is {colour}, where you have {mine} against a leader at {lead}")
    return text.format(colour=colour, mine=mine, lead=lead)


#: The kinds of event, as a table of the log shows them (the data keep the code word).
EVENT_KINDS = {
    "setup": NP_("event kind", "setup"),
    "round": NP_("event kind", "round"),
    "deal": NP_("event kind", "deal"),
    "pick": NP_("event kind", "draft pick"),
    "pass": NP_("event kind", "packet passed"),
    "last_card": NP_("event kind", "last card"),
    "draft_done": NP_("event kind", "end of draft"),
    "give": NP_("event kind", "card for the partner"),
    "exchange": NP_("event kind", "partner exchange"),
    "exchange_done": NP_("event kind", "end of exchange"),
    "play": NP_("event kind", "card played"),
    "reveal": NP_("event kind", "reveal"),
    "effect": NP_("event kind", "effect"),
    "trick": NP_("event kind", "trick"),
    "keep": NP_("event kind", "card kept"),
    "debate": NP_("event kind", "debate"),
    "coins": NP_("event kind", "coins"),
    "end": NP_("event kind", "end"),
}


def kind_word(kind: str) -> str:
    """An event's kind in the current language ("last_card" -> "last card", "dernière carte")."""
    word = EVENT_KINDS.get(kind)
    return pgettext("event kind", word) if word else kind.replace("_", " ")


#: A bot's name as a person reads it: one helper for every game (``i18n.bot_word``).
bot_word = i18n_bot_word
