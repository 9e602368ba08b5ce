"""Majority 2's glossary: the words a player reads for the engine's code words.

The engine, its refusals and the boards name factions, ranks, disc colours, phases and pending
decisions by short code words (``witches``, ``veteran``, ``draw``, ``disc``): what a student
types. A person reads them through this one table, in the current language: in French the
rulebook's own terms (4-2 "Faction du membre", "Rang du membre"; 5-1 the six phases; 6-2 "le
parti des sorcières [Vétéran]"), so ``witches:veteran`` reads "Vétéran des sorcières" and
``draw`` "la phase de pioche". It imports nothing of the game (components.py reads it).

>>> from majority_core.i18n import language
>>> with language("fr"):
...     card_name("witches", "veteran"), phase("draw"), paint("reapers")
('Vétéran des sorcières', 'la phase de pioche', 'noir')
>>> card_name("witches", "veteran"), phase("draw")
('witches Veteran', 'the draw phase')
"""

from __future__ import annotations

from collections.abc import Iterable

from ..i18n import NP_, _, get_language, npgettext, pgettext

#: The factions (4-2): the plural name of the members of each party.
FACTION: dict[str, str] = {
    "witches": NP_("faction", "witches"),
    "demons": NP_("faction", "demons"),
    "dragons": NP_("faction", "dragons"),
    "angels": NP_("faction", "angels"),
    "reapers": NP_("faction", "reapers"),
}
#: The ranks (4-2 "Rang du membre"), and the independent Ghost (6-4).
RANK: dict[str, str] = {
    "secretary": NP_("rank", "Secretary"),
    "junior": NP_("rank", "Junior"),
    "senior": NP_("rank", "Senior"),
    "veteran": NP_("rank", "Veteran"),
    "aristocrat": NP_("rank", "Aristocrat"),
    "ghost": NP_("rank", "Ghost"),
}
#: The colour of each faction's cards and disc (4-2, 6-1), as a disc's colour (masculine).
PAINT: dict[str, str] = {
    "witches": NP_("disc", "blue"),
    "demons": NP_("disc", "green"),
    "dragons": NP_("disc", "red"),
    "angels": NP_("disc", "pink"),
    "reapers": NP_("disc", "black"),
}
#: The phases of a turn (5-1) as a sentence names them ("in the draw phase").
PHASE: dict[str, str] = {
    "exchange": NP_("phase", "the exchange phase"),
    "draw": NP_("phase", "the draw phase"),
    "free": NP_("phase", "the free-play phase"),
    "standard": NP_("phase", "the standard-play phase"),
    "over": NP_("phase", "the end of the game"),
}
#: A card's pending decision (the engine's task kinds) as a sentence names it.
DECISION: dict[str, str] = {
    "form": NP_("decision", "the choice of a faction's representative"),
    "reserve": NP_("decision", "the demons Junior's choice of a card for the reserve"),
    "take": NP_("decision", "the witches Veteran's choice of a card to take"),
    "disc": NP_("decision", "the placing of a colour disc"),
    "colour": NP_("decision", "the dragons Veteran's choice of a colour"),
    "discard": NP_("decision", "the dragons Aristocrat's discard from the score zone"),
    "target": NP_("decision", "the dragons promo Junior's choice of a card"),
    "ghost": NP_("decision", "the Ghost's choice of a column"),
}


def _word(table: dict[str, str], context: str, key: str | None) -> str:
    if key not in table:
        return str(key)
    return pgettext(context, table[key])


def faction(code: str | None) -> str:
    """"witches" / "sorcières" (the members of the party, plural)."""
    if code is None:
        return _("no faction")
    return _word(FACTION, "faction", code)


def rank(code: str) -> str:
    """"Veteran" / "Vétéran"."""
    return _word(RANK, "rank", code)


def paint(code: str) -> str:
    """The colour of faction ``code``'s disc: "blue" / "bleu"."""
    return _word(PAINT, "disc", code)


def phase(code: str) -> str:
    """"the draw phase" / "la phase de pioche"."""
    return _word(PHASE, "phase", code)


def decision(code: str) -> str:
    """"the placing of a colour disc" / "la pose d'un disque de couleur"."""
    return _word(DECISION, "decision", code)


def counts(items: Iterable[tuple[str | None, int]]) -> str:
    """Cards of a column counted by faction: "2 reapers, 1 no faction" / "2 cartes des
    faucheurs, 1 carte sans faction"."""
    out = []
    for code, n in items:
        if code is None:
            text = npgettext("column count", "{n} no faction", "{n} no faction", n)
        else:
            text = npgettext("column count", "{n} {faction}", "{n} {faction}", n)
        out.append(text.format(n=n, faction=faction(code)))
    return ", ".join(out)


def card_name(faction_: str, rank_: str) -> str:
    """A printed card without disc or promo mark: "witches Veteran" (the English notation's
    words) / "Vétéran des sorcières" (the rulebook's "le [Vétéran] du parti des sorcières")."""
    if rank_ == "ghost":
        return rank(rank_)
    if get_language() == "en":
        return f"{faction_} {rank_.capitalize()}"
    return pgettext("card", "{faction} {rank}").format(faction=faction(faction_), rank=rank(rank_))


def the(name: str) -> str:
    """``name`` with its definite article: "the witches Veteran", "le Vétéran des sorcières",
    "l'Aristocrate des anges" (French elides before a vowel)."""
    if name[:1] in "AEIOUÉÈaeiouéè":
        return pgettext("article before a vowel", "the {card}").format(card=name)
    return pgettext("article", "the {card}").format(card=name)


__all__ = ["card_name", "counts", "decision", "faction", "paint", "phase", "rank", "the"]
