"""The French lessons use the rulebooks' words and the school mathematics' French (issue 20).

The French review found words a French class would misread in the lessons' French: "devinette"
(a riddle) for the Witch's guesses, which the rulebook calls hypothèses; "attente" (waiting) for
an expected payoff; "intervalle à 95 %" for a confidence interval; "Mark" for the Grard card the
rulebook calls Marquer... This test reads every French text of the lessons (the lesson catalogs
``notebooks/fr/locale/*.po``, which hold the French cells, and the lessons' catalog
``lessons.po``, which holds their tables' and exercises' words) and fails on any of those
words, naming the catalog, the entry and the word to use instead.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = sorted((ROOT / "notebooks" / "fr" / "locale").glob("*.po")) + [
    ROOT / "majority_core" / "locale" / "fr" / "LC_MESSAGES" / "lessons.po"]

#: (a wrong word as a pattern, what to write instead and why). Code keys stay as they are
#: (``"Mark"`` is an exercise option, ``math.sqrt`` a function): the patterns skip them.
WRONG: list[tuple[str, str]] = [
    (r"devinette", "hypothèse (Witch: « Écrivez vos hypothèses »)"),
    (r"intervalles? à 95", "intervalle de confiance à 95 %"),
    (r"plage à 99", "intervalle de fluctuation à 99 %"),
    (r"intervalles? t à", "intervalles de confiance (loi de Student)"),
    (r"(?<![\\.\w])sqrt\(", "√"),
    (r"résolvez pour", "isolez"),
    (r"\battente d(u|es) (siège|joueur)|\bespèrent\b|tours attendus|nombre exact de tours attendu",
     "gain espéré / espérance"),
    (r"\bgaranties? pures?\b", "valeur garantie en stratégie pure (maximin)"),
    (r"(?<![\"'`\w])Mark(?![\"'`\w])", "Marquer (the Grard rulebook's card)"),
    (r"sans couleur", "qui ignore sa couleur (that player has a colour)"),
    (r"\bun demi\b|\bune moitié\b", "0,5 or 1/2"),
    (r"registre public", "historique public"),
    (r"\b(la|une|La|Une) Vizir\b", "la Grande Vizir"),
    (r"trahison", "Traîtrise (the rulebooks' effect)"),
    (r"\bsuppositions?\b", "hypothèses"),
    (r"\brevised \d|first edition", "révisée 2-4, 1re édition « ... »"),
    (r"Secretar(y|ies)|Veteran", "Secrétaire, Vétéran (the Majority 2 rulebook)"),
    (r"lecture du chaos", "la Sultane lit elle-même le premier conte"),
    (r"point-selle", "point selle"),
    (r"compteur de gouvernements", "compteur de Narratrices refusées"),
    (r"jeton espion", "jeton d'espion"),
    (r"\bpareil\b", "la même chose"),
]


def _msgstrs(path: Path) -> list[tuple[str, str]]:
    """(the entry's English start, its French) for every translated entry of a catalog."""
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, str) else message.id[0]
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        out.extend((english[:60], s) for s in strings if s)
    return out


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: p.stem)
def test_the_lessons_french_uses_the_rulebooks_and_the_school_words(catalog: Path) -> None:
    found = [f"{english!r}: {m.group(0)!r} -> {instead}"
             for english, french in _msgstrs(catalog)
             for pattern, instead in WRONG
             for m in [re.search(pattern, french)] if m]
    assert not found, "\n".join(found)


def test_the_check_finds_what_the_review_found() -> None:
    """The patterns catch the review's examples (so a green run means something)."""
    examples = ["attente du siège 1", "les devinettes", "un intervalle à 95 %", "vote Mark",
                "Un Secretary", "(revised 2-4)", "le registre public", "une Vizir",
                "sqrt(n)", "seats vote pareil"]
    for text in examples:
        assert any(re.search(p, text) for p, _ in WRONG), text
    for code in ['ex4.solution("Mark")', "math.sqrt(2)", "Marquer", "la Grande Vizir"]:
        assert not any(re.search(p, code) for p, _ in WRONG), code
