"""The package's word deck and the association strength the bots use."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from majority_core.errors import MalformedInput
from majority_core.grard.components import (
    CATEGORY_WEIGHT,
    DOMAIN_WEIGHT,
    N_CARDS,
    TRAITS_WEIGHT,
    association,
    other_face,
    strength,
    word,
    word_named,
    words,
)

WORDS = words()
ids = st.integers(0, len(WORDS) - 1)


def test_deck_counts():
    """Grard "Matériel": 206 two-sided word cards, 412 words."""
    assert len(WORDS) == 412 and N_CARDS == 206
    assert sorted({w.card for w in WORDS}) == list(range(206))
    for card in range(206):
        assert [w.id for w in WORDS if w.card == card] == [2 * card, 2 * card + 1]


def test_words_unique_in_each_language():
    for lang in ("fr", "en"):
        names = [w.text(lang).casefold() for w in WORDS]
        dupes = {n for n in names if names.count(n) > 1}
        assert not dupes, f"duplicate {lang} words: {dupes}"


def test_both_languages_and_tags_present():
    for w in WORDS:
        assert w.fr.strip() and w.en.strip(), w
        assert w.fr == w.fr.strip() and w.en == w.en.strip()
        assert w.category and w.domain and w.traits, w
        assert all(t.isalpha() for t in w.traits), w
    assert len({w.category for w in WORDS}) >= 10
    assert len({w.domain for w in WORDS}) >= 20


def test_lookup_by_name_and_faces():
    assert word_named("POMPIER").en == "firefighter"
    assert word_named("firefighter") is word_named("pompier")
    w = word(10)
    assert word(other_face(10)).card == w.card != word(12).card
    with pytest.raises(MalformedInput):
        word_named("xylophonist")
    with pytest.raises(MalformedInput):
        word(412)


def test_association_formula():
    """(3 same category + 2 same domain + 2 Jaccard(traits)) / 7, documented in components."""
    assert CATEGORY_WEIGHT + DOMAIN_WEIGHT + TRAITS_WEIGHT == 7
    pomme, poire = word_named("pomme"), word_named("poire")  # both food, fruit
    shared, union = pomme.traits & poire.traits, pomme.traits | poire.traits
    assert {"fruit", "sweet", "tree"} <= shared
    assert association(pomme, poire) == pytest.approx((3 + 2 + 2 * len(shared) / len(union)) / 7)
    fer, corde = word_named("fer"), word_named("corde")  # same domain (workshop) only
    assert fer.category != corde.category and not fer.traits & corde.traits
    assert association(fer, corde) == pytest.approx(2 / 7)
    assert association(word_named("vache"), word_named("vache")) == 1.0
    assert association(word_named("vache"), word_named("cheval")) > association(
        word_named("vache"), word_named("piano")
    )
    # the rulebook's example: a firefighter goes with a woman (both people) before a stool
    pompier = word_named("pompier")
    assert association(pompier, word_named("femme")) > association(pompier, word_named("tabouret"))


@given(ids, ids)
def test_association_is_symmetric_and_bounded(a, b):
    s = strength(a, b)
    assert s == strength(b, a)
    assert 0.0 <= s <= 1.0
    if a == b:
        assert s == 1.0  # distinct words with identical tags (roi / reine) also reach 1


def test_association_spreads_out():
    """The deck is useful for focal points only if strengths vary: most pairs are weak, a few
    are strong. Every pair of the deck (a sample of every seventh word measured sampling luck:
    the strong share of the whole deck was 1.9% before the tag review, 2.3% in that sample)."""
    pairs = [strength(a, b) for a, b in itertools.combinations(range(412), 2)]
    weak = sum(s < 0.3 for s in pairs) / len(pairs)
    strong = sum(s >= 0.5 for s in pairs) / len(pairs)
    assert weak > 0.8 and strong > 0.015


def test_importing_grard_loads_no_notebook_library():
    import subprocess
    import sys

    code = (
        "import sys, majority_core.grard, majority_core.grard.analysis, majority_core.grard.policies;"
        "heavy = {'pandas', 'altair', 'ipywidgets', 'numpy', 'scipy'} & set(sys.modules);"
        "assert not heavy, heavy"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
