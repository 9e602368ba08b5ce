"""The plain-language text of everything that happens in Majority (Grard).

Each function returns the sentence a teacher would say; the rule it names is attached by the
caller (the event's ``rule``) or written into the sentence when the text stands alone, as
:meth:`TurnResult.explain` does. Keeping every sentence here (and none in the engine) lets a
teacher reword the log, or translate it, in one place.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from ..i18n import N_, _, ngettext, npgettext, people, pgettext, tallies
from ..i18n import bot_word as i18n_bot_word
from .components import (
    MARK,
    RULE_END_ROUND,
    RULE_END_ROUND_EXAMPLE,
    RULE_MARK,
    RULE_NEW_TURN,
    RULE_RESOLVE,
    RULE_TIE,
)
from .kernel import TurnResult, read_turn_with

Name = Callable[[Hashable], str]


#: Why a round ended, in words (keys: ``GrardState.round_log[i]["end"]``).
ROUND_END_TEXT = {
    "no majority": N_("no option had two votes"),
    "mark": N_("everybody in the majority cashed in with Mark"),
    "two left": N_("only two players were left, and they scored the pile"),
    "fewer than two left": N_("fewer than two players were left"),
    "no cards left": N_("the cards ran out, and the players still in scored the pile"),
}


def seat_name(p: int) -> str:
    """A seat's name when the teacher gave none: "seat 2" (French "joueur 2": a player is a
    person)."""
    return pgettext("grard", "seat {n}").format(n=p)


def the(name: str) -> str:
    """A seat's name with the article a French sentence needs ("joueur 2" -> "le joueur 2";
    English unchanged)."""
    return pgettext("grard: the player", "{seat}").format(seat=name)


def cite(rule: str) -> str:
    """A rule citation in the current language, piece by piece ("Grard \"Préparation\";
    docs/rulings-grard.md": each piece is a catalog entry, the section titles as printed)."""
    return pgettext("clauses", "; ").join(_(part) for part in rule.split("; "))


def round_end_text(end: str) -> str:
    """The reason a round ended, for a person."""
    return _(ROUND_END_TEXT[end]) if end in ROUND_END_TEXT else end


def cap(text: str) -> str:
    """The sentence with a capital first letter ("seat 2 votes" -> "Seat 2 votes")."""
    return text[:1].upper() + text[1:]


def option_name(option: str) -> str:
    """ "A", "B", "C" or "Mark" (the card's name)."""
    return _("Mark") if option == MARK else option


def _order(p: Hashable) -> tuple[str, object]:
    return (type(p).__name__, p if isinstance(p, (int, float)) else str(p))


def names_list(items: list[str]) -> str:
    """ "x, y and z"."""
    if not items:
        return _("nobody")
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + _(" and ") + items[-1]


def names(players: Iterable[Hashable], name: Name = str) -> str:
    """ "seat 1, seat 2 and seat 4" (players in a stable order); French groups numbered
    players, "les joueurs 1, 2 et 4", "les joueurs 0 à 4" (``i18n.people``)."""
    items = [name(p) for p in sorted(players, key=_order)]
    if not items:
        return _("nobody")
    return people(items, "the", span=True)


def score_words(n: int) -> str:
    """A score in a sentence: the number in English ("each scores 2"), "2 points" in French
    (review 2, 43: "chacun marque 2 points")."""
    return npgettext("points scored", "{n}", "{n}", n).format(n=n)


def verb(players: Iterable[Hashable], singular: str, plural: str) -> str:
    return singular if len(list(players)) == 1 else plural


def counts_text(counts: dict[str, int]) -> str:
    return ", ".join(f"{option_name(o)} {n}" for o, n in counts.items())


def majority_sentence(result: TurnResult) -> tuple[str, str]:
    """Which options won the vote and why, with the rule that says so."""
    if not result.majority:
        top = max(result.counts.values(), default=0)
        return (
            _(
                "No majority: the most votes any option got is {top}, and a majority needs at "
                "least two votes, so the round ends and nobody scores."
            ).format(top=top),
            f"{RULE_RESOLVE}; {RULE_END_ROUND_EXAMPLE}",
        )
    m = result.counts[result.majority[0]]
    won = names_list([option_name(o) for o in result.majority])
    if len(result.majority) > 1:
        return (
            _("{won} tie with {m} votes each: every option tied at the top is in the majority.")
            .format(won=won, m=m),
            RULE_TIE,
        )
    return _("{won} has the most votes ({m}), so it is the majority.").format(
        won=won, m=m
    ), RULE_RESOLVE


def turn_sentences(result: TurnResult, name: Name = str) -> list[tuple[str, str]]:
    """The resolution of one turn as (sentence, rule) pairs."""
    out = [
        (_("Votes: {counts}.").format(counts=counts_text(result.counts)), RULE_RESOLVE),
        majority_sentence(result),
    ]
    if result.marked:
        out.append(
            (
                ngettext(
                    # English says "each" for one player too (the log reads the same); the
                    # count is for languages that agree the verb ("a voté" / "ont voté").
                    "{who} voted Mark with the majority: each scores {pile} (the cards in the "
                    "reference pile) and leaves the round.",
                    "{who} voted Mark with the majority: each scores {pile} (the cards in the "
                    "reference pile) and leaves the round.",
                    len(list(result.marked)),
                ).format(who=names(result.marked, name), pile=score_words(result.pile_size)),
                RULE_MARK,
            )
        )
    if result.added:
        cards = names_list([_("the card on {option}").format(option=o) for o in result.added])
        out.append(
            (
                ngettext(
                    "{cards} goes onto the reference pile.",
                    "{cards} go onto the reference pile.",
                    len(result.added),
                ).format(cards=cards),
                RULE_NEW_TURN,
            )
        )
    if result.continuing:
        out.append(
            (
                ngettext(
                    "{who} goes on to the next turn.",
                    "{who} go on to the next turn.",
                    len(list(result.continuing)),
                ).format(who=names(result.continuing, name)),
                RULE_RESOLVE,
            )
        )
    if result.eliminated:
        out.append(
            (
                ngettext(
                    "{who} voted outside the majority and is out of this round.",
                    "{who} voted outside the majority and are out of this round.",
                    len(list(result.eliminated)),
                ).format(who=names(result.eliminated, name)),
                RULE_RESOLVE,
            )
        )
    if result.majority and not result.continuing:
        out.append((_("Nobody is left in the round, so it ends."), RULE_END_ROUND))
    return [(cap(s), r) for s, r in out]


def _cite(rule: str) -> str:
    return cite(rule)


def turn_text(result: TurnResult, name: Name = str, *, cite: bool = True) -> str:
    """The whole resolution of one turn, sentence by sentence (each citing its rule)."""
    return " ".join(
        f"{s} [{_cite(r)}]" if cite else s for s, r in turn_sentences(result, name)
    )


def turn_event(result: TurnResult, name: Name = str) -> tuple[str, str]:
    """(text, rules) for the log: the sentences, then the rules they used, once each."""
    pairs = turn_sentences(result, name)
    # each section once, also when a sentence cites two (review 2, 43: no doubled citation)
    rules = list(dict.fromkeys(part for _s, r in pairs for part in r.split("; ")))
    return " ".join(s for s, _r in pairs), "; ".join(rules)


def _cited(text: str, rules: str) -> str:
    """A text followed by its citations in brackets, in the current language."""
    return f"{text} [{cite(rules)}]" if rules else text


def turn_html(result: TurnResult, name: Name = str) -> str:
    """A small table of the votes, then the explanation."""
    from ..display import table_html

    rows = [
        [
            name(p),
            option_name(v),
            _("continues")
            if p in result.continuing
            else (
                _("scores {n}").format(n=result.points[p])
                if p in result.marked
                else ("–" if not result.majority else _("out"))
            ),
        ]
        for p, v in result.votes.items()
    ]
    table = table_html(
        [_("player"), _("vote"), _("result")], rows, caption=counts_text(result.counts)
    )
    return f"<div>{table}<p>{html.escape(turn_text(result, name))}</p></div>"


def _card(text: str, label: str = "", *, top: bool = False) -> str:
    border = "2px solid #0b4fa6" if top else "1px solid #999"
    lab = f'<div style="font-size:70%;color:#666">{html.escape(label)}</div>' if label else ""
    return (
        f'<div style="display:inline-block;vertical-align:top;border:{border};border-radius:6px;'
        f'padding:4px 8px;margin:2px;background:#fffdf5;min-width:60px;text-align:center">'
        f"{lab}{html.escape(text)}</div>"
    )


def state_html(state: Any) -> str:
    """The table as everyone sees it: pile, propositions, who has voted, who is out, scores."""
    from ..display import table_html

    v = state.view(None)
    words = {int(k): t for k, t in v["words"].items()}
    mode = _("least logical (Variant red)") if v["least_logical"] else _("most logical")
    if v["game_over"]:
        head = (
            _("Game over after {rounds} rounds: {who} share the win")
            if len(v["winners"]) > 1
            else _("Game over after {rounds} rounds: {who} wins")
        ).format(rounds=v["round"], who=names(v["winners"], state._the_name))
    else:
        head = _("Round {round}, turn {turn} ({mode}); target {target} points").format(
            round=v["round"], turn=v["turn"], mode=mode, target=v["target"]
        )
    parts = [f"<div class='mj-grard'><b>Majority (Grard)</b> — {html.escape(head)}"]
    if v["pile"]:
        pile = "".join(
            _card(
                words[w],
                _("reference") if i == len(v["pile"]) - 1 else "",
                top=i == len(v["pile"]) - 1,
            )
            for i, w in enumerate(v["pile"])
        )
        n = v["pile_size"]
        parts.append(
            ngettext(
                "<div>Reference pile ({n} card): {pile}</div>",
                "<div>Reference pile ({n} cards): {pile}</div>",
                n,
            ).format(n=n, pile=pile)
        )
    if v["propositions"]:
        props = "".join(_card(words[w], o) for o, w in v["propositions"].items())
        parts.append(_("<div>Propositions: {props}</div>").format(props=props))
    rows = []
    for p in range(v["n_players"]):
        if v["game_over"]:
            status = _("winner") if p in v["winners"] else ""
        elif str(p) in v["out"]:
            status = _("out: {why}").format(why=v["out"][str(p)])
        elif p in v["voted"]:
            status = _("has voted")
        else:
            status = _("to vote")
        rows.append([state._seat_name(p), v["scores"][p], status])
    parts.append(table_html([_("player"), _("points"), _("this round")], rows))
    last = state.last_result
    if last is not None:
        parts.append(
            # the sentences, then the sections they cite, once (review 2, 55: no citation
            # in the middle of the paragraph)
            _("<p><small>Last turn: {text}</small></p>").format(
                text=html.escape(_cited(*turn_event(last, state._the_name)))
            )
        )
    parts.append("</div>")
    return "".join(parts)


# -- the engine's events (GrardState), one function per kind --------------------------------
def setup_text(n_cards: int, n_players: int) -> str:
    return _(
        "The {n_cards} word cards are shuffled and stacked as the draw pile; each of the "
        "{n_players} players takes the vote cards A, B, C and Mark."
    ).format(n_cards=n_cards, n_players=n_players)


def variant_text(round_no: int, least: bool, tossed: bool) -> str:
    if tossed:
        if least:
            text = _("Round {round}: the Variant card lands red: aim for the LEAST logical association.")
        else:
            text = _("Round {round}: the Variant card lands green: normal rules.")
        return text.format(round=round_no)
    return _(
        "Round {round} is played least logical: aim for the least logical association."
    ).format(round=round_no)


def round_start_text(round_no: int, n_players: int, reference: str) -> str:
    return _(
        "Round {round} begins with all {n} players; the first reference card is {reference}."
    ).format(round=round_no, n=n_players, reference=reference)


def turn_start_text(
    round_no: int, turn: int, reference: str, props: dict[str, str], voters: str, least: bool
) -> str:
    listed = ", ".join(f"{o} {w}" for o, w in props.items())
    if least:
        text = _(
            "Round {round}, turn {turn}: the reference is {reference}; the propositions are "
            "{listed}. {voters} vote at the same time for the least logical association, or Mark."
        )
    else:
        text = _(
            "Round {round}, turn {turn}: the reference is {reference}; the propositions are "
            "{listed}. {voters} vote at the same time for the most logical association, or Mark."
        )
    return text.format(
        round=round_no, turn=turn, reference=reference, listed=listed, voters=cap(voters)
    )


def vote_text(seat: str) -> str:
    return cap(_("{seat} lays a vote card face down.").format(seat=seat))


def my_vote_text(seat: str, vote: str) -> str:
    return _("You voted {vote}.").format(vote=option_name(vote))


def reveal_text(votes: list[tuple[str, str]]) -> str:
    return _("The vote cards are revealed: {votes}.").format(
        votes=tallies((s, option_name(v)) for s, v in votes)
    )


def cashed_in_text(points: int, turn: int) -> str:
    """Why a Mark voter is out of the round (the board's status column)."""
    return _("cashed in {points} with Mark in turn {turn}").format(points=score_words(points),
                                                                  turn=turn)


def eliminated_text(vote: str, turn: int, majority: Iterable[str]) -> str:
    """Why an outvoted player is out of the round."""
    won = _(" and ").join(option_name(o) for o in majority)
    return _("voted {vote} in turn {turn} while the majority was {won}").format(
        vote=option_name(vote), turn=turn, won=won
    )


def two_left_text(players: str, pile: int) -> str:
    return _(
        "Only {players} are left at the start of a turn: each scores {pile}, the number of "
        "cards in the reference pile, and the round ends."
    ).format(players=players, pile=score_words(pile))


def fewer_than_two_text(round_no: int) -> str:
    return _(
        "Fewer than two players are left at the start of a turn, so round {round} ends."
    ).format(round=round_no)


def no_cards_text(round_no: int, n_left: int, pile: int) -> str:
    return _(
        "There are not enough cards left to deal three propositions, so round {round} ends as if "
        "the round had run its course: the {n} players still in each score {pile}."
    ).format(round=round_no, n=n_left, pile=score_words(pile))


def reshuffle_text(n_cards: int) -> str:
    return _(
        "The draw pile is short, so the {n} cards in the box are shuffled back under it."
    ).format(n=n_cards)


def round_over_text(round_no: int, end: str, totals: str) -> str:
    return _(
        "Round {round} is over: {why}. The reference pile goes back in the box. Scores: {totals}."
    ).format(round=round_no, why=round_end_text(end), totals=totals)


def game_end_text(round_no: int, target: int, winners: str, n_winners: int, best: int) -> str:
    if n_winners > 1:
        text = _(
            "At the end of round {round} someone has reached {target} points, so the game ends: "
            "{winners} share the win with {best} points."
        )
    else:
        text = _(
            "At the end of round {round} someone has reached {target} points, so the game ends: "
            "{winners} wins with {best} points."
        )
    return text.format(round=round_no, target=target, winners=winners, best=best)


def hint_reason(view: dict[str, Any], action: str) -> str:
    """The search hint's reason (:func:`majority_core.search.register_game`): a vote scores only with the majority; marking takes the pile ("Déroulement")."""
    if action == "mark":
        return _("marking takes the pile of {n} now").format(n=view.get("pile_size", 0))
    return _("a vote pays only if most seats vote the same way, so the search bets on agreement")


# A turn's result reads itself with these words (the kernel imports no text).
read_turn_with(text=turn_text, html=turn_html, names=names)


#: A bot's name as a person reads it: one helper for every game (``i18n.bot_word``).
bot_word = i18n_bot_word
