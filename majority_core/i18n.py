"""French and English: one setting for every text of the package (gettext catalogs).

English is the source language: a message is written in English in the code, marked with
:func:`_` (or :func:`ngettext` for a count, :func:`N_` for a constant translated later), and
the French catalog ``majority_core/locale/fr/LC_MESSAGES/majority.po`` (compiled to
``majority.mo``, both committed) gives its translation. ``python3 tasks.py i18n`` extracts the
marked messages with Babel, updates the catalog and compiles it; ``tests/test_i18n.py`` fails on
a message without a French translation. See ``docs``/the team notes for the how-to.

>>> set_language("fr")
>>> _("{message} (rule: {rule})").format(message="no", rule="Sultane 5b")
'no (règle : Sultane 5b)'
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
    "and_list",
    "cards",
    "set_language",
]

#: The languages of the package, the source language first.
LANGUAGES = ("en", "fr")
#: The catalogs (gettext domains): the engines, the lessons' computations, the boards and apps.
DOMAINS = ("majority", "lessons", "widgets")
LOCALE_DIR = Path(__file__).parent / "locale"

_lang = "en"
#: The current catalog: msgid -> text, and (msgid, index) -> plural text; empty in English.
_catalog: dict[object, str] = {}
_plural = None  # the current language's plural rule (n -> index), None in English
_loaded: dict[str, tuple[dict[object, str], Any]] = {"en": ({}, None)}


def _translations(lang: str) -> tuple[dict[object, str], Any]:
    """The compiled catalogs of ``lang``, merged into one table, and its plural rule (loaded
    once; a domain without a compiled catalog is skipped)."""
    if lang not in _loaded:
        import gettext  # only when French is first asked for: import stays cheap

        table: dict[object, str] = {}
        plural = None
        for domain in reversed(DOMAINS):  # the engines' catalog last: its entries win
            mo = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.mo"
            if mo.exists():
                with mo.open("rb") as f:
                    t = gettext.GNUTranslations(f)
                table.update(t._catalog)  # type: ignore[attr-defined]
                plural = t.plural
        table.pop("", None)  # the header
        _loaded[lang] = (table, plural)
    return _loaded[lang]


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
    global _lang, _catalog, _plural
    _catalog, _plural = _translations(_check(lang))  # type: ignore[assignment]
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
        return _catalog.get(message, message)
    return message



errors._translate = _  # refusals cite their rule in the current language


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
        text = _catalog.get((singular, _plural(n)))
        if text is not None:
            return text
    return singular if n == 1 else plural


def pgettext(context: str, message: str) -> str:
    """The translation of ``message`` in ``context``: the same English word may need two French
    ones (``pgettext("card", "blue")`` -> "bleue", ``pgettext("disk", "blue")`` -> "bleu")."""
    if _catalog:
        return _catalog.get(f"{context}\x04{message}", message)
    return message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` in a context (see :func:`pgettext`)."""
    if _plural is not None:
        text = _catalog.get((f"{context}\x04{singular}", _plural(n)))
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


def _localise(text: str) -> str:
    """A number Python wrote ("-1234.5") with the current language's marks and grouping."""
    dot, sep, _pct = _NUMBERS[_lang]
    sign = ""
    if text.startswith("-"):
        sign, text = "-", text[1:]
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
