"""One catalog per domain, no silent override, one French typographer (issue 20, items 1 and 7).

* A message is looked up in the catalog of the code that asks first (``majority``: engines,
  ``lessons``: the lessons' computations, ``widgets``: boards, apps, table server), then in the
  others; the domain of a module is the one ``tools/babel/<domain>.cfg`` extracts it into.
* No msgid is translated two ways by two catalogs: a short word that means two things
  (``power``: the card's *puissance*, a role's *pouvoir*) takes a context (``pgettext``).
* French typography (``i18n.typeset``): U+202F before ``: ; ! ?`` and inside « », « » for
  titles, −, ×, ⌊W/5⌋; every French catalog is written so (``tools/typeset_po.py``).
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from majority_core import i18n
from majority_core.i18n import DOMAINS, LOCALE_DIR, domain_of, french, language, typeset

ROOT = Path(__file__).resolve().parents[1]
PO = LOCALE_DIR / "fr" / "LC_MESSAGES"

#: Collisions still allowed (none: every msgid in two catalogs reads the same or has a context).
PENDING: set[str] = set()


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


def read_catalog(path: Path):
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f)


def _key(m) -> tuple[str | None, str]:
    return m.context, m.id[0] if isinstance(m.id, tuple) else m.id


def collisions() -> dict[tuple[str | None, str], dict[str, object]]:
    """Every (context, msgid) that two catalogs translate differently, with each translation."""
    seen: dict[tuple[str | None, str], dict[str, object]] = {}
    for domain in DOMAINS:
        for m in read_catalog(PO / f"{domain}.po"):
            if m.id:
                seen.setdefault(_key(m), {})[domain] = m.string
    return {k: v for k, v in seen.items() if len({repr(s) for s in v.values()}) > 1}


# -- one catalog per domain ----------------------------------------------------------------------
def test_every_module_reads_the_catalog_its_messages_are_extracted_into() -> None:
    """``domain_of`` follows ``tools/babel/*.cfg`` (first matching pattern wins, as Babel)."""
    from babel.messages.frontend import parse_mapping_cfg
    from babel.util import pathmatch

    rules = []
    for domain in DOMAINS:
        with (ROOT / "tools" / "babel" / f"{domain}.cfg").open() as f:
            method_map, _options = parse_mapping_cfg(f)
        rules.append((domain, method_map))
    wrong = []
    for top in ("majority_core", "majority_widgets", "majority_tables", "app"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            want = None
            for domain, method_map in rules:
                method = next((m for pattern, m in method_map if pathmatch(pattern, rel)), None)
                if method == "python":
                    want = domain
                    break
            module = rel[:-3].replace("/", ".").removesuffix(".__init__")
            if want is not None and domain_of(module) != want:
                wrong.append((module, domain_of(module), want))
    assert not wrong, wrong[:10]


def test_a_message_is_looked_up_in_its_own_domain_first() -> None:
    """The same short word from two places: each reads its own catalog (no override)."""
    i18n.set_language("fr")
    tables, _plural = i18n._translations("fr")
    for domain in DOMAINS:
        for m in read_catalog(PO / f"{domain}.po"):
            if m.id and not m.context and isinstance(m.string, str) and m.string:
                assert tables[domain][m.id] == typeset(m.string), (domain, m.id)

    def asked_from(module: str, code: str) -> str:
        return eval(code, {"__name__": module, "_": i18n._, "pgettext": i18n.pgettext})

    lesson = asked_from("majority_core.display", 'pgettext("lesson", "power")')
    engine = asked_from("majority_core.sultane.explain", '_("power")')
    assert (lesson, engine) == ("puissance", "pouvoir")
    # a rule citation marked in an engine is found from a board (the other catalogs after)
    assert asked_from("majority_widgets.kit.board", '_("Sultane 5b")') == "Sultane 5b"
    with language("en"):
        assert asked_from("majority_widgets.kit.board", '_("power")') == "power"


def test_no_msgid_translated_two_ways_in_shared_entries() -> None:
    """A msgid in two catalogs reads the same in both, or carries a context."""
    bad = {k: v for k, v in collisions().items() if k[1] not in PENDING}
    assert not bad, bad


def test_no_msgid_translated_two_ways_anywhere() -> None:
    assert not collisions(), sorted(k[1] for k in collisions())


# -- the typographer -----------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Question : pourquoi? Bravo!", "Question\u202f: pourquoi\u202f? Bravo\u202f!"),
    ("paquet: R2; main: B3", "paquet\u202f: R2\u202f; main\u202f: B3"),
    ('1re édition "Phase de débat"', "1re édition «\u202fPhase de débat\u202f»"),
    ("“botte” et « botte »", "«\u202fbotte\u202f» et «\u202fbotte\u202f»"),
    ("3 x 2 = 6 et floor(W/5)", "3 × 2 = 6 et ⌊W/5⌋"),
    ("C(11, 2) x C(6, 1) et (1/4 x (0,1 + 0,4))", "C(11, 2) × C(6, 1) et (1/4 × (0,1 + 0,4))"),
    ("a priori x vraisemblance, 0x1f, 3x", "a priori x vraisemblance, 0x1f, 3x"),
    ("environ -1,17 (révisée 2-4, n-1)", "environ −1,17 (révisée 2-4, n-1)"),
    ("28,0% ou 28,0 %", "28,0\u00a0% ou 28,0\u00a0%"),
    # left alone: HTML entities and tags, placeholders, code, LaTeX, addresses, times
    ("&middot; <b class=\"x\">a</b> {p:.0%} `a: b` $x: y$ https://a.b/c?d=1 12:30",
     "&middot; <b class=\"x\">a</b> {p:.0%} `a: b` $x: y$ https://a.b/c?d=1 12:30"),
    ("<b>Note</b>: {who}: oui", "<b>Note</b>\u202f: {who}\u202f: oui"),
])
def test_typeset(text: str, want: str) -> None:
    assert typeset(text) == want
    assert typeset(want) == want  # idempotent


def test_french_typesets_only_in_french() -> None:
    assert french("a: b") == "a: b"
    with language("fr"):
        assert french("a: b") == "a\u202f: b"
        assert i18n._("{message} (rule: {rule})") == "{message} (règle\u202f: {rule})"


def _tool():
    spec = importlib.util.spec_from_file_location("typeset_po", ROOT / "tools" / "typeset_po.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_tool_keeps_the_cut_and_the_code() -> None:
    tool = _tool()
    text = ('msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
            '#. code cell 3\nmsgid "x"\nmsgstr "say(\\"a: b\\")"\n\n'
            'msgid ""\n"a "\n"b"\nmsgstr ""\n"Titre : \\"Phase "\n"de débat\\" ?"\n')
    new, changed = tool.typeset_catalog(text)
    assert changed == 1
    assert new.endswith('msgstr ""\n"Titre\u202f: «\u202fPhase "\n"de débat\u202f»\u202f?"\n')
    assert "plural=(n > 1);" in new and 'say(\\"a: b\\")' in new
    assert tool.typeset_catalog(new) == (new, 0)


def test_every_french_catalog_is_typeset() -> None:
    """Run ``python tools/typeset_po.py`` after editing a French catalog."""
    tool = _tool()
    needs = [p.relative_to(ROOT).as_posix() for p in tool.catalogs()
             if tool.typeset_catalog(p.read_text(encoding="utf-8"))[1]]
    assert not needs, needs


def test_messages_inside_f_strings_reach_the_catalog() -> None:
    """Babel's extraction does not look inside an f-string: ``f"{_('Pause')}"`` marks nothing,
    and the word stays English in French (the table server's pages did). Such a message must
    be marked elsewhere too (``N_``), so that the catalogs hold it."""
    import io
    import re
    import tokenize

    have: set[str] = set()
    for domain in DOMAINS:
        for m in read_catalog(PO / f"{domain}.po"):
            if m.id:
                have.add(m.id[0] if isinstance(m.id, tuple) else m.id)
    call = re.compile(r"""\b(?:_|N_)\(\s*(['"])(.+?)(?<!\\)\1\s*\)""")
    missing = []
    for top in ("majority_core", "majority_widgets", "majority_tables", "app"):
        for path in sorted((ROOT / top).rglob("*.py")):
            source = path.read_text(encoding="utf-8")
            for tok in tokenize.generate_tokens(io.StringIO(source).readline):
                if tok.type == tokenize.STRING and re.match(r"[rbRB]*[fF]", tok.string):
                    for m in call.finditer(tok.string):
                        if m[2] not in have:
                            missing.append(f"{path.relative_to(ROOT)}:{tok.start[0]}: {m[2]!r}")
    assert not missing, missing


def test_no_french_sentence_has_a_code_word_for_subject() -> None:
    """A French refusal about a parameter or an option names it as one (« Le paramètre votes
    doit… », « L'option ghost_cost doit… »): a sentence that starts with the code word itself
    reads « Votes doit… » once its initial is capitalised, as if it were a French noun."""
    from babel.messages.pofile import read_po

    verbs = ("doit", "vaut", "demande", "est", "sont", "contient", "accepte")
    found = []
    for path in sorted((ROOT / "majority_core" / "locale" / "fr" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as f:
            catalog = read_po(f)
        for m in catalog:
            english = m.id[0] if isinstance(m.id, tuple) else m.id
            french = m.string[0] if isinstance(m.string, tuple) else m.string
            word = re.match(r"([a-z_]+) (\w+)", french or "")
            if word and english.startswith(word[1] + " ") and word[2] in verbs:
                found.append(f"{path.name}: {french}")
    assert not found, found
