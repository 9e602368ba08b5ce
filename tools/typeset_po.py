"""Write every French catalog with French typography (``majority_core.i18n.typeset``).

    python tools/typeset_po.py            # rewrite the catalogs that need it
    python tools/typeset_po.py --check    # list the entries that need it; exit 1 if any

The catalogs: ``majority_core/locale/fr/LC_MESSAGES/*.po`` (engines, lessons, boards) and
``notebooks/fr/locale/*.po`` (the lessons' prose). Only translations change (``msgstr``), and
only their text: the file keeps its order, its comments and the way each string is cut into
lines, so a merge sees one changed line where one string changed. A lesson's code cell (an entry
whose comment says ``code cell``) is code, never typeset. Running it twice changes nothing (the
typesetter is idempotent), so the lead can run it after every merge.

Why a tool as well as the runtime typesetting (catalogs are typeset when loaded): the ``.po`` is
what a translator reads and edits, and what ``tools/lessons_fr.py`` copies into the French
notebooks; a test (``tests/test_i18n_domains.py``) checks the catalogs stay typeset.
"""

from __future__ import annotations

import difflib
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from majority_core.i18n import typeset  # noqa: E402

#: The French catalogs, every domain and every lesson.
CATALOGS = ("majority_core/locale/fr/LC_MESSAGES/*.po", "notebooks/fr/locale/*.po")
_STRING = re.compile(r'^(msgstr(?:\[\d+\])?\s+|)"(.*)"\s*$')
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


def catalogs(root: Path = ROOT) -> list[Path]:
    """Every French catalog under ``root``, sorted."""
    return sorted(p for pattern in CATALOGS for p in root.glob(pattern))


def _unquote(body: str) -> str:
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m[1], "\\" + m[1]), body)


def _quote(text: str) -> str:
    return (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
            .replace("\t", "\\t").replace("\r", "\\r"))


def _cut(old: list[str], new_text: str) -> list[str]:
    """``new_text`` cut where the old pieces were cut (boundaries mapped through the edit)."""
    old_text = "".join(old)
    ops = difflib.SequenceMatcher(None, old_text, new_text, autojunk=False).get_opcodes()

    def moved(i: int) -> int:
        for tag, i1, i2, j1, j2 in ops:
            if tag == "equal" and i1 <= i < i2:
                return j1 + (i - i1)
            if i1 <= i < i2 or (i1 == i2 == i):
                return j2
        return len(new_text)

    cuts, at = [], 0
    for piece in old[:-1]:
        at += len(piece)
        cuts.append(moved(at))
    bounds = [0, *cuts, len(new_text)]
    return [new_text[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]


def _entries(lines: list[str]) -> Iterator[tuple[int, int, bool]]:
    """(first line, end line, left alone) of each msgstr block (its quoted lines): the header
    (``msgid ""``) and a lesson's code cells are left alone."""
    comments: list[str] = []
    header = False
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            comments.append(line)
        elif line.startswith("msgid "):
            header = line == 'msgid ""' and not lines[i + 1].startswith('"')
        elif line.startswith("msgstr"):
            j = i + 1
            while j < len(lines) and lines[j].startswith('"'):
                j += 1
            code = any("code cell" in c for c in comments if c.startswith("#."))
            yield i, j, header or code
            i = j
            continue
        elif not line.strip():
            comments = []
        i += 1


def typeset_catalog(text: str) -> tuple[str, int]:
    """The catalog ``text`` with every translation typeset, and how many strings changed."""
    lines = text.split("\n")
    changed = 0
    for start, end, alone in reversed(list(_entries(lines))):  # from the end: lines move
        if alone:
            continue
        parsed = [_STRING.match(line) for line in lines[start:end]]
        if not all(parsed):
            continue
        head = parsed[0][1]  # type: ignore[index]
        pieces = [_unquote(m[2]) for m in parsed]  # type: ignore[index]
        old = "".join(pieces)
        new = typeset(old)
        if new == old:
            continue
        changed += 1
        cut = _cut(pieces, new)
        out = [f'{head}"{_quote(cut[0])}"'] + [f'"{_quote(p)}"' for p in cut[1:]]
        lines[start:end] = out
    return "\n".join(lines), changed


def main(argv: list[str]) -> int:
    check = "--check" in argv
    total = 0
    for path in catalogs():
        text = path.read_text(encoding="utf-8")
        new, changed = typeset_catalog(text)
        total += changed
        if changed:
            print(f"{'needs' if check else 'typeset'}: {path.relative_to(ROOT)} ({changed} strings)")
            if not check:
                path.write_text(new, encoding="utf-8")
    if not total:
        print("every French catalog is typeset")
    return 1 if check and total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
