"""The rulebooks' terms, from the glossary (issue 20, item 8).

``docs/glossaire.md`` lists, in its section "Termes fautifs", terms a French catalog must not use
(Trahison for Traîtrise, « attente » for an expected payoff, « intervalle à 95 % » without « de
confiance », « jeton espion »...). Every French catalog is read: the package's three
(``majority_core/locale/fr/LC_MESSAGES``) and the lessons' (``notebooks/fr/locale``, code cells
aside). A failure names each entry, the term and whose code the entry serves.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from tests.french_check import wrong_terms

ROOT = Path(__file__).resolve().parents[1]
PO = ROOT / "majority_core" / "locale" / "fr" / "LC_MESSAGES"
LESSON_PO = sorted((ROOT / "notebooks" / "fr" / "locale").glob("*.po"))
DOMAINS = ("majority", "lessons", "widgets")
#: Whose French each part of the code is (issue 20's shared rules).
OWNERS = (
    ("frgames", ("majority_core/the_majority/", "majority_core/sultane/", "majority_core/grard/",
                 "majority_widgets/the_majority/", "majority_widgets/sultane/",
                 "majority_widgets/grard/")),
    ("frm2witch", ("majority_core/majority2/", "majority_core/witch/",
                   "majority_widgets/majority2/", "majority_widgets/witch/")),
    ("frlessons", ("app/", "notebooks/")),
)


def owner(path: str) -> str:
    for name, prefixes in OWNERS:
        if path.startswith(prefixes):
            return name
    return "frcore"


@cache
def locations(domain: str) -> dict[str, set[str]]:
    """msgid (with its context) -> the files that mark it, as Babel extracts the domain."""
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg

    with (ROOT / "tools" / "babel" / f"{domain}.cfg").open() as f:
        method_map, options_map = parse_mapping_cfg(f)
    keywords = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
                "npgettext": ((1, "c"), 2, 3), "NP_": ((1, "c"), 2)}  # fmt: skip
    out: dict[str, set[str]] = {}
    for file, _line, msg, _comments, context in extract_from_dir(
        ROOT, method_map, options_map, keywords=keywords
    ):
        msgid = msg[0] if isinstance(msg, tuple) else msg
        out.setdefault(f"{context}\x04{msgid}" if context else msgid, set()).add(file)
    return out


def offenders(path: Path, domain: str | None) -> list[tuple[str, str, str, str]]:
    """(owner, msgid, wrong term, right term) of each entry of the catalog using a wrong term."""
    from babel.messages.pofile import read_po

    terms = wrong_terms()
    with path.open("rb") as f:
        catalog = read_po(f)
    found = []
    for m in catalog:
        if not m.id or any("code cell" in c for c in m.auto_comments):
            continue
        msgid = m.id[0] if isinstance(m.id, tuple) else m.id
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for text in strings:
            for pattern, right, _why in terms:
                hit = pattern.search(text or "")
                if hit:
                    if domain is None:
                        who = "frlessons"
                    else:
                        key = f"{m.context}\x04{msgid}" if m.context else msgid
                        files = locations(domain).get(key, set())
                        who = ",".join(sorted({owner(p) for p in files})) or "unused"
                    found.append((who, msgid[:70], hit[0], right))
    return found


def _text(found: list[tuple[str, str, str, str]]) -> str:
    return f"{len(found)} entries use a wrong term:\n" + "\n".join(
        f"  [{who}] {msgid!r}: {wrong!r} -> {right}" for who, msgid, wrong, right in found[:80])


def test_the_glossary_is_read() -> None:
    terms = wrong_terms()
    assert len(terms) >= 30
    words = {p.pattern for p, _r, _w in terms}
    for term in ("trahison", "devinette", "jeton espion", "suppositions?", "lecture du chaos"):
        assert term in words, term


@pytest.mark.parametrize("domain", ("majority", "widgets"))
def test_shared_entries_use_the_rulebooks_terms(domain: str) -> None:
    """Entries of the shared code (frcore's), strict (``lessons.po`` is frlessons' whole)."""
    found = [f for f in offenders(PO / f"{domain}.po", domain)
             if f[0] == "unused" or "frcore" in f[0].split(",")]
    assert not found, _text(found)


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_entry_uses_the_rulebooks_terms(domain: str) -> None:
    found = offenders(PO / f"{domain}.po", domain)
    assert not found, _text(found)


@pytest.mark.parametrize("catalog", LESSON_PO, ids=lambda p: p.stem)
def test_lessons_use_the_rulebooks_terms(catalog: Path) -> None:
    found = offenders(catalog, None)
    assert not found, _text(found)
