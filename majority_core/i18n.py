"""French and English: one setting for every text of the package (gettext catalogs).

English is the source language: a message is written in English in the code, marked with
:func:`_` (or :func:`ngettext` for a count, :func:`N_` for a constant translated later), and
the French catalog ``majority_core/locale/fr/LC_MESSAGES/majority.po`` (compiled to
``majority.mo``, both committed) gives its translation. ``python3 tasks.py i18n`` extracts the
marked messages with Babel, updates the catalog and compiles it; ``tests/test_i18n.py`` fails on
a message without a French translation. See ``docs``/the team notes for the how-to.

>>> set_language("fr")
>>> _("{message} (rule: {rule})").format(message="no", rule="Sultane 5b")
'no (règle\\u202f: Sultane 5b)'
>>> ngettext("{n} card", "{n} cards", 2).format(n=2), number(1234.5), percent(0.125)
('2 cartes', '1\\u202f234,5', '12\\xa0%')
>>> with language("en"):
...     cards(1), number(1234.5), percent(0.125, 1)
('1 card', '1,234.5', '12.5%')
>>> set_language("en")

The language is one process-wide setting (not a context variable: a notebook runs each cell
in its own context, and ``set_language`` in one cell must hold for the next). :func:`language`
changes it for a ``with`` block only, which is what a board with ``language="fr"`` uses.

Texts are written in the language that is current when they are made: an event's sentence
when the event is first read, a refusal when it is raised. To show an existing game's log in
another language, replay it in that language (``type(s).from_json(s.to_json())`` inside
``with language("fr")``): the log is rebuilt from the decisions.

Numbers: a small formatter of our own (:func:`number`, :func:`percent`) rather than Babel at
run time, so that ``import majority_core`` stays dependency-free and fast and a sentence made
in a bot's playout costs no locale lookup. It writes what Babel (CLDR) writes for these two
languages, which ``tests/test_i18n.py`` checks against Babel itself.
"""

from __future__ import annotations

import functools
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from . import errors
from .errors import MalformedInput

__all__ = [
    "LANGUAGES",
    "NP_",
    "N_",
    "_",
    "get_language",
    "language",
    "ngettext",
    "npgettext",
    "pgettext",
    "number",
    "percent",
    "likelihood",
    "and_list",
    "cards",
    "set_language",
    "typeset",
    "french",
    "citation",
    "player",
    "people",
    "bot_word",
    "tallies",
    "is_feminine",
    "seat_word",
    "with_article",
    "register_feminine_players",
    "lower_first",
]

#: The languages of the package, the source language first.
LANGUAGES = ("en", "fr")
#: The catalogs (gettext domains): the engines, the lessons' computations, the boards and apps.
DOMAINS = ("majority", "lessons", "widgets")
LOCALE_DIR = Path(__file__).parent / "locale"

_lang = "en"
#: The current catalogs: for each domain, msgid -> text and (msgid, index) -> plural text, the
#: domain's own entries winning over the other domains' (empty in English).
_tables: dict[str | None, dict[object, str]] = {}
_catalog: dict[object, str] = {}  # the table of a caller outside every domain (a notebook)
_plural = None  # the current language's plural rule (n -> index), None in English
_loaded: dict[str, tuple[dict[str | None, dict[object, str]], Any]] = {"en": ({}, None)}

#: Module name -> its catalog domain, as ``tools/babel/<domain>.cfg`` extracts it (cached).
_module_domain: dict[str, str | None] = {}
#: The lessons' computations: modules (or last name parts) the ``lessons`` catalog extracts.
_LESSON_MODULES = ("majority_core.display", "majority_core.lesson_words", "majority_core.debrief")
_LESSON_PARTS = ("analysis", "tournaments", "exercises")


def domain_of(module: str) -> str | None:
    """The catalog a module's messages are extracted into (the rules of
    ``tools/babel/*.cfg``): ``widgets`` for the boards, apps and table server, ``lessons`` for
    the lessons' computations, ``majority`` for the rest of the engines; None outside the
    package (a notebook, a test: it reads the engines' catalog first)."""
    domain = _module_domain.get(module, "")
    if domain != "":
        return domain
    top, _dot, rest = module.partition(".")
    if top in ("majority_widgets", "majority_tables", "app"):
        domain = "widgets"
    elif top != "majority_core":
        domain = None
    elif module in _LESSON_MODULES or module.rpartition(".")[2] in _LESSON_PARTS:
        domain = "lessons"
    else:
        domain = "majority"
    _module_domain[module] = domain
    return domain


def _translations(lang: str) -> tuple[dict[str | None, dict[object, str]], Any]:
    """The compiled catalogs of ``lang``, one table per domain, and its plural rule (loaded
    once; a domain without a compiled catalog is skipped).

    Why one table per domain: the same short English msgid may be translated two ways by two
    catalogs ("power": the card's *puissance* in a lesson table, a role's *pouvoir* in the
    Sultane), so a message is looked up in the catalog of the code that asks first, and only
    then in the others (a rule citation marked in an engine, shown by a board). The French
    texts are typeset (:func:`typeset`) once, here."""
    if lang not in _loaded:
        import gettext  # only when French is first asked for: import stays cheap

        own: dict[str, dict[object, str]] = {}
        plural = None
        for domain in DOMAINS:
            mo = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.mo"
            if mo.exists():
                with mo.open("rb") as f:
                    t = gettext.GNUTranslations(f)
                table = dict(t._catalog)  # type: ignore[attr-defined]
                table.pop("", None)  # the header
                if lang == "fr":
                    table = {k: typeset(v) for k, v in table.items()}
                own[domain] = table
                plural = t.plural
        tables: dict[str | None, dict[object, str]] = {}
        for domain in (*DOMAINS, None):
            first = domain or DOMAINS[0]  # outside the package: the engines' catalog first
            merged: dict[object, str] = {}
            for other in reversed(DOMAINS):
                if other != first:
                    merged.update(own.get(other, {}))
            merged.update(own.get(first, {}))
            tables[domain] = merged
        _loaded[lang] = (tables, plural)
    return _loaded[lang]


def _table() -> dict[object, str]:
    """The table of the code that called the public function calling this (two frames up)."""
    return _tables[domain_of(sys._getframe(2).f_globals.get("__name__", ""))]


# -- French typography ---------------------------------------------------------------------------
#: What typography never touches: HTML tags and entities (``&middot;``), format placeholders
#: (``{p:.0%}``), code spans and blocks, LaTeX, web addresses, and what a person typed as a
#: refusal echoes it between no-break spaces (« nominate: » must stay as it is typed).
_PROTECTED = re.compile(
    r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$\n]+\$|<[^<>\n]*>|&#?\w+;|\{[^{}\n]*\}|https?://\S+"
    "|«\u00a0[^»\n]*?\u00a0»",
    re.S,
)
_NNBSP, _NBSP = "\u202f", "\u00a0"
_TYPESETTING: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"[“”]", '"'),  # English curly quotes: straight first, then French below
        (r'(?<![\w"])"(?=\S)([^"\n]*?\S)"(?![\w"])', "«\u202f\\1\u202f»"),  # "Titre" -> « Titre »
        (r"«[ \u00a0\u202f]*", "«\u202f"),
        (r"[ \u00a0\u202f]*»", "\u202f»"),
        (r"[ \u00a0\u202f]+([:;!?])", "\u202f\\1"),  # a plain space before : ; ! ?
        (r"(?<=[\w»)\]%*'\x00])([:;!?])(?=[\s*]|$)", "\u202f\\1"),  # glued: "paquet: R2"
        (r"(?<=[\d)]) x (?=[\d(]|\w\()", " × "),  # 3 x 4, C(11, 2) x C(6, 1) -> ×
        (r"\bfloor\(([^()]*)\)", "⌊\\1⌋"),
        (r"(?<![\w.,\-−])-(?=\d)", "−"),  # -1,17 -> −1,17 (not 2-4, n-1)
        (r"(?<=\d)[ \u202f]?%", "\u00a0%"),  # 28,0% -> 28,0 %
    )
)


@functools.lru_cache(maxsize=8192)
def typeset(text: str) -> str:
    """``text`` (French) with French typography: a narrow no-break space (U+202F) before
    ``: ; ! ?`` and inside « » (straight and English curly quotes around a title become « »),
    the minus sign −, ``%`` after a no-break space, ``×`` between numbers, ⌊W/5⌋ for
    ``floor(W/5)``; HTML, placeholders, code and LaTeX are left as they are. Decimal points
    are not touched ("exercice 13.1" is a number of its own): numbers are written French by
    :func:`number` and :func:`percent` where they are made.
    Idempotent. Every French catalog text is typeset when it is loaded; code that builds a
    French text from pieces calls it on the result (:func:`french`), and
    ``tools/typeset_po.py`` writes the catalogs so. Remembered by text (a pure function): a
    French class table typesets the same citations, prompts and latest events on every page
    at every decision, a dozen regular expressions each time (a fifth of drawing a Sultane's
    pages in French).

    >>> typeset('Phase "Débat": 3 x 4 = 12; floor(W/5) vaut -1,5 ou 28,0%?')
    'Phase «\\u202fDébat\\u202f»\\u202f: 3 × 4 = 12\\u202f; ⌊W/5⌋ vaut −1,5 ou 28,0\\xa0%\\u202f?'
    """
    if not text:
        return text
    kept: list[str] = []

    def keep(m: re.Match[str]) -> str:
        kept.append(m[0])
        return f"\x00{len(kept) - 1}\x00"

    body = _PROTECTED.sub(keep, text)
    for pattern, replacement in _TYPESETTING:
        body = pattern.sub(replacement, body)
    if kept:
        body = re.sub("\x00(\\d+)\x00", lambda m: kept[int(m[1])], body)
    return body


def french(text: str) -> str:
    """A text the code built from pieces, typeset if the language is French (else itself)."""
    return typeset(text) if _lang == "fr" else text


def _check(lang: str) -> str:
    if lang not in LANGUAGES:
        raise MalformedInput(
            _("the language must be one of {choices}, not {lang!r}").format(
                choices=", ".join(LANGUAGES), lang=lang
            ),
            rule=N_("package ruling: English and French"),
        )
    return lang


_listeners: list[Callable[[str], None]] = []


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(lang)`` whenever the language changes: an engine that caches sentences
    (The Majority's shared private events) empties its cache there."""
    _listeners.append(listener)


def set_language(lang: str) -> None:
    """Write every later text in ``lang`` ("en", the default, or "fr")."""
    global _lang, _tables, _catalog, _plural
    _tables, _plural = _translations(_check(lang))
    _catalog = _tables.get(None, {})
    changed = lang != _lang
    _lang = lang
    if changed:
        for listener in _listeners:
            listener(lang)


def get_language() -> str:
    """The current language ("en" or "fr")."""
    return _lang


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """``with language("fr"): ...``: the block's texts in ``lang`` (``None``: unchanged)."""
    before = _lang
    if lang is not None:
        set_language(lang)
    try:
        yield _lang
    finally:
        if _lang != before:
            set_language(before)


def _(message: str) -> str:
    """The translation of ``message`` in the current language (itself in English)."""
    if _catalog:
        return _table().get(message, message)
    return message


errors._translate = _  # refusals cite their rule in the current language


#: The words of a rule citation and their French ("révisée 2-4", "1re édition « Phase de
#: débat »"): the rulebook's section numbers and titles stay as printed.
_CITATION_WORDS = tuple((re.compile(rf"\b{en}\b"), fr) for en, fr in (
    ("first edition", "1re édition"), ("revised", "révisée"), ("steps", "étapes"),
    ("step", "étape"), ("variant", "variante"), ("package ruling", "règle de la bibliothèque"),
    ("and", "et"),
))


def citation(rule: str) -> str:
    """A rule citation ("revised 2-4; first edition \"Phase de débat\"") in the current
    language: its catalog entry if it has one, then, in French, the citation's own words in
    French ("révisée 2-4 ; 1re édition « Phase de débat »"); section numbers, the rulebooks'
    titles and ``RULINGS`` labels are kept. Refusals cite through it; a game's log can too.

    >>> with language("fr"):
    ...     citation('revised 2-3 steps 1-2 and 3-3; first edition "Espion"')
    'révisée 2-3 étapes 1-2 et 3-3\u202f; 1re édition «\u202fEspion\u202f»'
    """
    text = _(rule)
    if _lang != "fr":
        return text
    head, sep, rulings = text.partition("RULINGS")  # a ruling's label is a file's name
    for pattern, french_words in _CITATION_WORDS:
        head = pattern.sub(french_words, head)
    return typeset(head + sep + rulings)


errors._cite = citation
errors._typeset = french

#: What a refusal quotes of a person's input, as Python's repr writes it ('R99'): not an
#: apostrophe inside a word ("n'est", "d'Ana").
_QUOTED = re.compile(r"(?<![\w'’])'([^'\n]+?)'(?!\w)")
_ECHOED = re.compile("«\u00a0([^»\n]*?)\u00a0»")


def refusal_sentence(text: str) -> str:
    """A refusal as the sentence a board shows alone in its box: in French a capital initial,
    a final full stop, the person's input in « » (``'R99'`` -> « R99 »), French typography;
    English as written (its tests and lessons read it so). Every :class:`RuleError` is
    written through it (``errors._sentence``), so no catalog entry has to.

    >>> with language("fr"):
    ...     refusal_sentence("'R99' n'est pas une carte") == "«\\xa0R99\\xa0» n'est pas une carte."
    True
    """
    if _lang != "fr" or not text:
        return text
    # what a person typed between no-break spaces (U+00A0), the typographer's « » of a
    # rulebook title between narrow ones: tests/french_check.py leaves the echo unread
    text = _ECHOED.sub("'\\1'", text)  # a refusal quoting another (a save file's decision)
    text = typeset(_QUOTED.sub("«\u00a0\\1\u00a0»", text))  # the echo is kept as typed
    text = text[:1].upper() + text[1:]
    return text if text.rstrip().endswith((".", "!", "?", "…")) else text.rstrip() + "."


errors._sentence = refusal_sentence

#: The words a French sentence may start with that are no name: after a colon they take a
#: small letter ("refusée : le joueur 1 ..."); a name ("Eve", "Grande Vizir") keeps its capital.
_COMMON_STARTS = frozenset([
    "le", "la", "les", "l'", "un", "une", "des", "du", "de", "d'", "au", "aux", "ce", "cet",
    "cette", "ces", "son", "sa", "ses", "leur", "leurs", "votre", "vos", "notre", "nos",
    "il", "elle", "ils", "elles", "on", "vous", "nous", "personne", "chacun", "chacune",
    "chaque", "aucun", "aucune", "tous", "toutes", "tout", "toute", "en",
])
_FIRST_WORD = re.compile(r"[^\W\d_]+'?|.", re.S)


def lower_first(sentence: str) -> str:
    """``sentence`` as it reads after a label and a colon (« Partie finie : le joueur 1
    gagne », « refusée : le joueur 1 ne peut pas… »): in French a small initial unless it
    starts with a name ("Eve", "Grande Vizir" keep theirs); English as it is. Every place that
    joins a label and a whole sentence writes the sentence through it.

    >>> with language("fr"):
    ...     lower_first("Le joueur 1 gagne."), lower_first("Eve gagne.")
    ('le joueur 1 gagne.', 'Eve gagne.')
    """
    m = _FIRST_WORD.match(sentence)
    if _lang != "fr" or m is None or m[0].lower() not in _COMMON_STARTS or not m[0][:1].isupper():
        return sentence
    return sentence[:1].lower() + sentence[1:]


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it now (a module constant, a
    rule citation): call :func:`_` on it where it is used."""
    return message


def NP_(context: str, message: str) -> str:
    """:func:`N_` with a context (see :func:`pgettext`): marks, does not translate."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for a count ``n`` ("{n} card" / "{n} cards"), not formatted."""
    if _plural is not None:
        text = _table().get((singular, _plural(n)))
        if text is not None:
            return text
    return singular if n == 1 else plural


def pgettext(context: str, message: str) -> str:
    """The translation of ``message`` in ``context``: the same English word may need two French
    ones (``pgettext("card", "blue")`` -> "bleue", ``pgettext("disk", "blue")`` -> "bleu")."""
    if _catalog:
        return _table().get(f"{context}\x04{message}", message)
    return message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` in a context (see :func:`pgettext`)."""
    if _plural is not None:
        text = _table().get((f"{context}\x04{singular}", _plural(n)))
        if text is not None:
            return text
    return singular if n == 1 else plural


def and_list(items: Iterable[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"`` in the current language (French: "et").

    >>> and_list(["seat 1", "seat 3", "seat 4"])
    'seat 1, seat 3 and seat 4'
    """
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + _(" and ") + items[-1]


#: The games whose players the rulebook names in the feminine ("joueuse", "exilée"), by their
#: package's key: a game says so itself (:func:`register_feminine_players`), the shared rooms
#: name no game.
FEMININE_GAMES: set[str] = set()


def register_feminine_players(game: str) -> None:
    """Say that ``game`` (its package's key, "sultane") names its players in the feminine."""
    FEMININE_GAMES.add(game)
#: How :func:`player` names a seat, by grammatical case: the bare name ("joueur 2"), with its
#: article ("le joueur 2"), after "to" ("au joueur 2") and after "of" ("du joueur 2").
PLAYER_CASES = (None, "the", "to", "of")
#: The words of :func:`player`, marked for the catalog (context: case and gender).
_PLAYER_WORDS = (
    NP_("player", "seat {n}"), NP_("player, the", "seat {n}"), NP_("player, to", "seat {n}"),
    NP_("player, of", "seat {n}"), NP_("player (feminine)", "seat {n}"),
    NP_("player (feminine), the", "seat {n}"), NP_("player (feminine), to", "seat {n}"),
    NP_("player (feminine), of", "seat {n}"),
)


def _game_key(game: object) -> str | None:
    """A game's package key from the key itself, or its state (anything of its package)."""
    if game is None or isinstance(game, str):
        return game
    module = type(game).__module__.split(".")
    return module[1] if len(module) > 1 and module[0] == "majority_core" else None


def is_feminine(game: object) -> bool:
    """Whether ``game`` (its key or its state) names its players in the feminine."""
    return _game_key(game) in FEMININE_GAMES


def seat_word(game: object = None) -> str:
    """The word for a seat in a header or a legend: "seat"; in French "joueur", or "joueuse" in a
    game whose rulebook names its players so (:data:`FEMININE_GAMES`)."""
    return pgettext("feminine", "seat") if is_feminine(game) else _("seat")


def player(n: int, game: object = None, names: Any = None, case: str | None = None) -> str:
    """How a text names the player at seat ``n``: "seat 2" in English; in French a person,
    "joueur 2" ("joueuse 2" in a game whose rulebook says so: :data:`FEMININE_GAMES`), or the
    name the teacher gave the seat (``names``: a mapping or a list, seat -> name; a missing or
    empty name falls back to the number).

    ``case`` gives French its article and preposition, so that a French ``msgstr`` does not write
    them: ``"the"`` "le joueur 2" / "la joueuse 2", ``"to"`` "au joueur 2" / "à Ana", ``"of"``
    "du joueur 2" / "d'Ana". English keeps "seat 2" in every case (its ``msgid`` holds "to",
    "of"). ``game``: the game's key ("sultane") or its state. Capitalise at a sentence's start.

    >>> register_feminine_players("a_game")
    >>> player(2), player(2, "a_game", case="to")
    ('seat 2', 'seat 2')
    >>> with language("fr"):
    ...     player(2, case="of"), player(3, "a_game", case="the"), player(1, names=["", "Ana"], case="of")
    ('du joueur 2', 'la joueuse 3', "d'Ana")
    >>> FEMININE_GAMES.discard("a_game")
    """
    if case not in PLAYER_CASES:
        raise ValueError(f"case must be one of {PLAYER_CASES}, not {case!r}")
    name = None
    if names is not None:
        try:
            name = names[n]
        except (KeyError, IndexError, TypeError):
            name = None
    if name:
        if _lang != "fr" or case in (None, "the"):
            return str(name)
        if case == "to":
            return "à " + str(name)
        return ("d'" if str(name)[:1].lower() in "aeiouyàâéèêëîïôûh" else "de ") + str(name)
    context = "player" + (" (feminine)" if _game_key(game) in FEMININE_GAMES else "")
    return pgettext(context + (f", {case}" if case else ""), "seat {n}").format(n=n)


#: French nouns a teacher may give a seat as its name ("Adversaire A", "Coéquipier"): a
#: sentence gives them their article ("l'adversaire A est vainqueur"), where a person's name
#: ("Ana") takes none; "vous" takes none either.
_COMMON_NOUNS = {
    "adversaire": "m", "adversaire a": "m", "coéquipier": "m", "coéquipière": "f",
    "partenaire": "m", "joueur": "m", "joueuse": "f", "élève": "m", "enseignant": "m",
    "enseignante": "f", "bot": "m", "voisin": "m", "voisine": "f", "narratrice": "f",
}
_ARTICLES = {  # (case, gender, before a vowel) -> article; the article glued to "de"/"à"
    ("the", "m"): "le ", ("the", "f"): "la ", ("to", "m"): "au ", ("to", "f"): "à la ",
    ("of", "m"): "du ", ("of", "f"): "de la ",
}
_ELIDED = {"the": "l'", "to": "à l'", "of": "de l'"}
_SEAT_WORD = re.compile(r"^(joueur|joueuse) (\S+)$")


def _vowel(word: str) -> bool:
    return word[:1].lower() in "aeiouyàâéèêëîïôûœh"


def with_article(name: str, case: str | None = None) -> str:
    """A seat's name as a French sentence needs it in ``case`` (see :func:`player`): a common
    noun ("joueur 2", "Adversaire A", "Coéquipier") takes its article, written small ("le
    joueur 2", "l'adversaire A", "au coéquipier"); a person's name ("Ana") only its
    preposition ("à Ana", "d'Ana"); "Vous" stays "vous" after a preposition. English, and
    ``case=None``, give the name itself.

    >>> with language("fr"):
    ...     with_article("Adversaire A", "the"), with_article("joueuse 3", "to"), with_article("Ana", "of")
    ("l'adversaire A", 'à la joueuse 3', "d'Ana")
    """
    if _lang != "fr" or case is None or not name:
        return name
    if case not in PLAYER_CASES:
        raise ValueError(f"case must be one of {PLAYER_CASES}, not {case!r}")
    head = name.split(" ", 1)[0].lower()
    if head == "vous":
        return {"the": "vous", "to": "à vous", "of": "de vous"}[case]
    gender = _COMMON_NOUNS.get(head)
    if gender is not None:
        small = name[0].lower() + name[1:]
        if _vowel(head):
            return _ELIDED[case] + small
        return _ARTICLES[case, gender] + small
    if case == "the":
        return name
    if case == "to":
        return "à " + name
    return ("d'" if _vowel(name) else "de ") + name


#: Several seats named together, by case: French "les joueurs 0, 1 et 3" (feminine "les
#: joueuses 5 et 6"); the English lists every seat ("seat 0, seat 1 and seat 3").
_PEOPLE_WORDS = (
    NP_("players", "seats {numbers}"), NP_("players, the", "seats {numbers}"),
    NP_("players, to", "seats {numbers}"), NP_("players, of", "seats {numbers}"),
    NP_("players (feminine)", "seats {numbers}"),
    NP_("players (feminine), the", "seats {numbers}"),
    NP_("players (feminine), to", "seats {numbers}"),
    NP_("players (feminine), of", "seats {numbers}"),
)


def people(names: Iterable[str], case: str | None = None, span: bool = False) -> str:
    """Several seats' names (each as a game names it: "joueur 0", "Ana") in one phrase, in
    ``case`` (see :func:`player`). French groups seat numbers under one noun: "les joueurs
    0, 1, 2 et 3", "aux joueuses 5 et 6" (not "le joueur 0, le joueur 1, ..."); with ``span``,
    three or more consecutive seats read "les joueurs 0 à 4". Names and mixed lists name each
    one with its article ("Ana, Ben et le joueur 2"). English: "seat 0, seat 1 and seat 2".

    >>> with language("fr"):
    ...     people(["joueur 0", "joueur 1", "joueur 3"], "the"), people(["joueuse 5", "joueuse 6"], "to")
    ('les joueurs 0, 1 et 3', 'aux joueuses 5 et 6')
    """
    names = list(names)
    if _lang == "fr" and case == "the":  # names that already carry theirs: "le joueur 2"
        names = [re.sub(r"^(?:le|la) (?=joueu)", "", n) for n in names]
    if _lang != "fr" or len(names) < 2:
        return and_list(with_article(n, case) for n in names)
    found = [_SEAT_WORD.match(n) for n in names]
    nouns = {m[1] for m in found if m}
    if not all(found) or len(nouns) != 1:
        return and_list(with_article(n, case) for n in names)
    numbers = [m[2] for m in found]
    if span and len(numbers) >= 3 and all(n.isdigit() for n in numbers) and [
        int(n) for n in numbers
    ] == list(range(int(numbers[0]), int(numbers[0]) + len(numbers))):
        listed = _("{first} to {last}").format(first=numbers[0], last=numbers[-1])
    else:
        listed = and_list(numbers)
    context = "players" + (" (feminine)" if nouns == {"joueuse"} else "")
    return pgettext(context + (f", {case}" if case else ""), "seats {numbers}").format(
        numbers=listed)


def tallies(pairs: Iterable[tuple[str, object]]) -> str:
    """Who has what, in one list: "seat 0 4, seat 1 2" in English; French punctuates it,
    "joueur 0 : 4 ; joueur 1 : 2" (review 2, 41: numbers side by side read as one). The
    values are written as given (numbers through :func:`number` first if they need it)."""
    return pgettext("tally", ", ").join(
        pgettext("tally", "{who} {value}").format(who=who, value=value) for who, value in pairs)


#: The bots' names of every game, marked once in the ``bot`` context: a page, a table or a
#: sentence names a bot in the reader's language ("greedy": "gourmand"); the code keeps its
#: short names.
BOT_NAMES = (
    NP_("bot", "random"), NP_("bot", "greedy"), NP_("bot", "runner-up"), NP_("bot", "saboteur"),
    NP_("bot", "planner"), NP_("bot", "rules"), NP_("bot", "bayes"), NP_("bot", "investigator"),
    NP_("bot", "heuristic"), NP_("bot", "colour-blind"), NP_("bot", "focal"),
    NP_("bot", "level-k"), NP_("bot", "cash-in"),
)
#: A bot given by its settings: Grard's "cash-in@4+focal" (marks from a pile of 4, else the
#: focal bot chooses), "level-2".
_CASH_IN = re.compile(r"^cash-in@(\d+)(?:\+(.+))?$")
_LEVEL = re.compile(r"^level-(\d+)$")


def bot_word(name: str) -> str:
    """A bot's name as a person reads it, for every game: "gourmand" for "greedy", "encaisse
    à 4, sinon focal" for "cash-in@4+focal", "niveau 2" for "level-2" (review 2, 16: one name
    per bot everywhere). English keeps the code's names. An unknown name is itself."""
    name = str(name)
    if _lang == "en":
        return name
    m = _CASH_IN.match(name)
    if m:
        word = _("cash-in at {n}").format(n=m[1])
        return _("{bot}, else {then}").format(bot=word, then=bot_word(m[2])) if m[2] else word
    m = _LEVEL.match(name)
    if m:
        return _("level {k}").format(k=m[1])
    return pgettext("bot", name)


def cards(n: int) -> str:
    """``"1 card"``, ``"2 cards"`` in the current language (French: "1 carte", "2 cartes")."""
    return ngettext("{n} card", "{n} cards", n).format(n=number(n))


def _group(digits: str, sep: str) -> str:
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return sep.join(parts)


#: (decimal mark, thousands separator, text before "%") of each language, as CLDR has them.
_NUMBERS = {"en": (".", ",", ""), "fr": (",", "\u202f", "\u00a0")}


def number(x: float | int, digits: int | None = None) -> str:
    """``x`` written in the current language: ``1,234.5`` / ``1 234,5`` (narrow no-break
    space). ``digits`` fixes the decimals; by default up to 3, trailing zeros dropped, as
    Babel's ``format_decimal``."""
    text = f"{x:.{3 if digits is None else digits}f}"
    if digits is None and "." in text:
        text = text.rstrip("0").rstrip(".")
    return _localise(text)


#: The minus sign of each language: French typography writes the true minus sign (U+2212),
#: where CLDR (and Babel) keep the hyphen-minus.
_MINUS = {"en": "-", "fr": "\u2212"}


def _localise(text: str) -> str:
    """A number Python wrote ("-1234.5") with the current language's marks and grouping."""
    dot, sep, _pct = _NUMBERS[_lang]
    sign = ""
    if text.startswith("-"):
        sign, text = _MINUS[_lang], text[1:]
    whole, _dot, frac = text.partition(".")
    whole = _group(whole, sep) if len(whole) > 3 else whole
    return sign + whole + (dot + frac if frac else "")


def percent(p: float, digits: int = 0) -> str:
    """The share ``p`` (0.125) as a percentage: ``12.5%`` / ``12,5 %`` (no-break space).
    In English exactly ``f"{p:.{digits}%}"`` (Python's own rounding of the percentage)."""
    text = f"{p:.{digits}%}"
    if _lang == "en" and abs(p) < 10:
        return text
    return _localise(text[:-1]) + _NUMBERS[_lang][2] + "%"


def likelihood(p: float) -> str:
    """A model's probability as a whole percentage that never claims a certainty it has not:
    ``> 99%`` / ``< 1%`` where :func:`percent` would round a probability that is not exactly
    1 or 0 to ``100%`` or ``0%`` (a belief table showing « rouge 100 % » for a seat that is
    blue would mislead a class: review 3, remark C). Plain text: escape it in HTML.

    >>> likelihood(1.0), likelihood(0.997), likelihood(0.004), likelihood(0.0), likelihood(0.5)
    ('100%', '>\\xa099%', '<\\xa01%', '0%', '50%')
    """
    key = (_lang, p)
    found = _LIKELIHOODS.get(key)
    if found is None:
        if 0 < p < 0.005:
            found = "<\u00a0" + percent(0.01)
        elif 0.995 <= p < 1:
            found = ">\u00a0" + percent(0.99)
        else:
            found = percent(p)
        if len(_LIKELIHOODS) >= 4096:
            _LIKELIHOODS.clear()
        _LIKELIHOODS[key] = found
    return found


#: (language, probability) -> its words: a class table's boards write the same beliefs again
#: at most decisions (a Sultane's 14 per board, 8 boards a vote; a secret vote changes none).
_LIKELIHOODS: dict[tuple[str, float], str] = {}
