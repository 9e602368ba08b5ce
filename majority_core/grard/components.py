"""The word cards of Majority (Grard) and how strongly two words go together.

The package ships its own deck (``majority_core/data/grard_words.csv``): 206 two-sided cards,
412 common nouns, each in French and English, each with a category (animal, food, object...),
a domain (farm, sea, school...) and about six traits. Traits are what a player would name
when asked why two words go together: the word's own concept and the concepts it calls to
mind (a bee and honey both carry ``honey``; a postman, a letter and a stamp carry ``letter``
or ``post``), its usual colour and size, its material, and a broad setting shared across
domains (``house`` for home, kitchen and bathroom; ``countryside``; ``town``...). A trait
only one word carries is left out, since it can never be shared. With these tags about 60%
of random turns have one proposition that stands out
(:func:`majority_core.grard.analysis.salient_share`). The printed game's words are not
reproduced; the deck only has to play the same role (Grard "Matériel", RULINGS: Majority
(Grard)).

Players of the real game vote for the association that seems "most logical". A bot needs a
number for that, so :func:`association` scores two words from their tags:

    strength(a, b) = (3 x same category + 2 x same domain + 2 x Jaccard(traits)) / 7

and 1 for a word with itself. Category counts most (a cow and a horse are both animals),
domain next (a cow and a tractor both belong on a farm), and shared traits add up to 2/7
(a strawberry and a fire engine are both red). The result is in [0, 1] and symmetric.

>>> association(word_named("vache"), word_named("cheval")) > association(word_named("vache"), word_named("piano"))
True
"""

from __future__ import annotations

import csv
import html
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..errors import MalformedInput
from ..i18n import N_, _

#: The weights of :func:`association` (category, domain, traits); they sum to 7.
CATEGORY_WEIGHT = 3.0
DOMAIN_WEIGHT = 2.0
TRAITS_WEIGHT = 2.0

N_CARDS = 206
N_WORDS = 2 * N_CARDS
LANGUAGES = ("fr", "en")

#: The vote cards every player holds (Grard "Matériel").
PROPOSITIONS = ("A", "B", "C")
MARK = "mark"
#: Every vote card, in the order of the legal actions.
OPTIONS = (*PROPOSITIONS, MARK)
#: Spellings accepted for the Mark card (case-insensitive), including the French card name.
MARK_SPELLINGS = frozenset({"mark", "m", "marquer"})

#: The sections of the rulebook (and rulings) that events cite.
RULE_SETUP = N_('Grard "Préparation"')
RULE_VOTE = N_('Grard "Premier tour d\'une manche"')
RULE_RESOLVE = N_('Grard "Résolution des votes"')
RULE_NEW_TURN = N_('Grard "Nouveau tour de jeu"')
RULE_END_ROUND = N_('Grard "Fin d\'une manche"')
RULE_END_ROUND_EXAMPLE = N_('Grard "Fin d\'une manche", "Exemple 2"')
RULE_MARK = N_('Grard "La carte Marquer"')
RULE_TIE = N_('Grard "Cas particulier"')
RULE_END_GAME = N_('Grard "Fin de la partie"')
RULE_VARIANT = N_('Grard "Variante"')
RULE_CARDS = N_('Grard "Matériel"')
RULINGS = N_("RULINGS: Majority (Grard)")
PACKAGE_RULING = N_("docs/rulings-grard.md")


@dataclass(frozen=True, slots=True)
class Word:
    """One face of a word card. ``id`` is ``2 x card + face`` (face 0 recto, 1 verso)."""

    id: int
    card: int
    fr: str
    en: str
    category: str
    domain: str
    traits: frozenset[str]

    @property
    def tags(self) -> dict[str, object]:
        """The tags :func:`association` reads, by kind."""
        return {"category": self.category, "domain": self.domain, "traits": sorted(self.traits)}

    def text(self, language: str = "fr") -> str:
        """The word in ``language`` ("fr" or "en")."""
        return self.en if language == "en" else self.fr

    def __str__(self) -> str:
        return self.fr

    def _repr_html_(self) -> str:
        return (
            '<span style="display:inline-block;border:1px solid #888;border-radius:6px;'
            'padding:4px 10px;margin:2px;background:#fffdf5">'
            f"<b>{html.escape(self.fr)}</b> <small>/ {html.escape(self.en)}</small></span>"
        )


@cache
def words() -> tuple[Word, ...]:
    """The 412 words of the deck, indexed by ``Word.id``."""
    text = resources.files("majority_core").joinpath("data/grard_words.csv").read_text("utf-8")
    out = []
    for i, row in enumerate(csv.DictReader(text.splitlines())):
        w = Word(
            id=int(row["word"]),
            card=int(row["card"]),
            fr=row["fr"],
            en=row["en"],
            category=row["category"],
            domain=row["domain"],
            traits=frozenset(row["tags"].split()),
        )
        if w.id != i or w.card != i // 2:
            raise MalformedInput(
                _("grard_words.csv row {n}: word {id} / card {card} out of order").format(n=i + 2, id=w.id, card=w.card)
            )
        out.append(w)
    return tuple(out)


@cache
def _trait_names() -> dict[str, str]:
    """Each trait's French name (``data/grard_traits.csv``): the deck's traits are English
    tags, and a French class reads them in French, as it reads the words themselves."""
    text = resources.files("majority_core").joinpath("data/grard_traits.csv").read_text("utf-8")
    return {row["en"]: row["fr"] for row in csv.DictReader(text.splitlines())}


def traits_text(traits: Iterable[str], language: str = "fr") -> str:
    """Traits as a reader sees them, in ``language`` ("fr" or "en"), alphabetical; "–" for none (the
    dash every other table writes for nothing; a hyphen read as a stray mark, issue 23).

    >>> traits_text({"paper", "road"}), traits_text({"paper", "road"}, "en")
    ('papier, route', 'paper road')
    """
    if language == "en":
        return " ".join(sorted(traits)) or "–"
    names = _trait_names()
    return ", ".join(sorted((names.get(t, t) for t in traits), key=str.casefold)) or "–"


def word(word_id: int) -> Word:
    """The word with this id (0..411)."""
    if not isinstance(word_id, int) or not 0 <= word_id < N_WORDS:
        raise MalformedInput(_("there is no word {word_id!r}: word ids are 0..{n}").format(word_id=word_id, n=N_WORDS - 1))
    return words()[word_id]


_LANGUAGE_NAMES = {"fr": N_("French"), "en": N_("English")}


@cache
def _by_name() -> dict[str, dict[str, Word]]:
    """Each language's own lookup, so one language's word never hides the other's."""
    return {lang: {w.text(lang).casefold(): w for w in words()} for lang in LANGUAGES}


def word_named(name: str, language: str | None = None) -> Word:
    """The word spelled ``name`` in ``language`` ("fr" or "en"; None: either), case-insensitive.

    A name that is one word in French and another in English is refused without a language:
    French *cave* is a cellar, English "cave" is *grotte*.

    >>> word_named("Firefighter").fr
    'pompier'
    >>> word_named("cave", "fr").en, word_named("cave", "en").fr
    ('cellar', 'grotte')
    """
    if language is not None and language not in LANGUAGES:
        raise MalformedInput(_("language must be 'fr' or 'en', not {language!r}").format(language=language))
    key = str(name).strip().casefold()
    found = {
        lang: w for lang in (LANGUAGES if language is None else (language,))
        if (w := _by_name()[lang].get(key)) is not None
    }  # fmt: skip
    if not found:
        where = "" if language is None else _(" in {language}").format(
            language=_(_LANGUAGE_NAMES[language])
        )
        raise MalformedInput(_("{name!r} is not a word of the package's deck{where}").format(name=name, where=where))
    if len({w.id for w in found.values()}) > 1:
        fr, en = found["fr"], found["en"]
        raise MalformedInput(
            _("{name!r} is two different words: French {fr!r} ({en}) and English {en2!r} ({fr2}); say which with language='fr' or language='en'").format(name=name, fr=fr.fr, en=fr.en, en2=en.en, fr2=en.fr)
        )
    return next(iter(found.values()))


def other_face(word_id: int) -> int:
    """The id of the word on the back of the same card."""
    return word_id ^ 1


def association(a: Word, b: Word) -> float:
    """How strongly ``a`` calls ``b`` to mind, in [0, 1] (see the module docstring).

    >>> round(association(word_named("pomme"), word_named("poire")), 3)  # same category and domain, 5 of 8 traits
    0.893
    """
    if a.id == b.id:
        return 1.0
    score = CATEGORY_WEIGHT * (a.category == b.category) + DOMAIN_WEIGHT * (a.domain == b.domain)
    union = a.traits | b.traits
    if union:
        score += TRAITS_WEIGHT * len(a.traits & b.traits) / len(union)
    return score / (CATEGORY_WEIGHT + DOMAIN_WEIGHT + TRAITS_WEIGHT)


@cache
def strength(a: int, b: int) -> float:
    """:func:`association` by word ids (cached: bots call it in every turn)."""
    return association(word(a), word(b))
