"""What "reads French" means, for the tests of the French edition (issue 20).

A text a French class reads fails on:

* an English word: :data:`ENGLISH`, common English words that are not French words (an honest
  list: a word is never removed from it to make a test pass; a word that is also French,
  "on", "or", "plate", "standard", "score", "bot", "table", "phase", "type", is not in it);
* a term that ``docs/glossaire.md`` marks as wrong (its section "Termes fautifs");
* a plain space before ``: ; ! ?`` (French typography wants U+202F; ``i18n.typeset``).

Code is not prose: HTML tags, ``<code>``/``<pre>``, backquoted code, LaTeX, web addresses,
identifiers (``beliefs_frame``, ``Y3``), the games' own names (*The Majority*, *Majority 2*,
*Witch of the Academy*) and the rulings' label (``RULINGS``) are left out before the check.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "docs" / "glossaire.md"

#: Common English words that are not French words. Honest: none is removed to get green (words
#: that are French too are not here: vote, exile, vizir, range, log, top, close, rate, look,
#: show, second, coin, pass, round, but, us, are).
ENGLISH = frozenset(["the", "and", "of", "to", "is", "was", "were", "be", "been", "being", "with", "for", "from", "by", "at", "into", "onto", "upon", "about", "this", "that", "these", "those", "which", "what", "when", "where", "who", "whom", "whose", "why", "how", "there", "their", "they", "them", "you", "your", "yours", "he", "she", "his", "her", "him", "we", "our", "its", "it's", "it", "not", "no", "yes", "nor", "than", "then", "has", "have", "had", "having", "will", "would", "could", "should", "can", "cannot", "can't", "don't", "doesn't", "isn't", "won't", "each", "every", "all", "any", "some", "many", "much", "more", "most", "other", "others", "same", "such", "only", "also", "just", "still", "yet", "again", "after", "before", "between", "without", "within", "against", "under", "over", "until", "while", "because", "though", "here", "now", "ever", "never", "always", "already", "often", "sometimes", "seat", "seats", "player", "players", "card", "cards", "turn", "turns", "hand", "hands", "deck", "draw", "draws", "drawn", "choose", "chooses", "chosen", "play", "plays", "played", "playing", "pick", "picks", "picked", "passed", "waiting", "wait", "waits", "none", "nobody", "nothing", "everyone", "everybody", "something", "someone", "anyone", "winner", "winners", "win", "wins", "won", "winning", "lose", "loses", "lost", "losing", "tie", "ties", "tied", "team", "teams", "spy", "token", "tokens", "discard", "discarded", "discards", "packet", "step", "steps", "revised", "first", "third", "last", "next", "previous", "edition", "guess", "guesses", "guessed", "sheet", "keep", "keeps", "kept", "take", "takes", "took", "taken", "give", "gives", "gave", "given", "get", "gets", "got", "make", "makes", "made", "shown", "see", "sees", "saw", "seen", "know", "knows", "knew", "known", "think", "thinks", "board", "boards", "game", "games", "rule", "rules", "ruling", "rulings", "payoff", "payoffs", "expected", "value", "values", "share", "shares", "high", "low", "mean", "average", "estimated", "estimate", "search", "playouts", "black", "red", "pink", "blue", "yellow", "green", "white", "colour", "colours", "color", "colors", "witches", "witch", "demons", "angels", "reapers", "secretary", "veteran", "aristocrat", "king", "queen", "seed", "undo", "start", "back", "forward", "hint", "view", "views", "private", "events", "event", "kind", "power", "powers", "mixed", "equilibrium", "equilibria", "strategy", "strategies", "interval", "intervals", "student", "students", "teacher", "teachers", "people", "person", "human", "humans", "free", "open", "closed", "join", "joined", "leave", "left", "right", "bottom", "row", "rows", "column", "columns", "round's", "team's", "player's", "seat's", "game's", "yellow's", "red's", "blue's", "score's", "scored", "scoring", "random", "greedy", "planner", "runner", "runner-up", "runnerup", "mark", "marks", "marked", "voted", "voting", "day", "night", "days", "nights", "rumour", "rumours", "rumor", "rumors", "disk", "disks", "tale", "tales", "narrator", "exiled", "pacifist", "pacifists", "interventionist", "interventionists", "claim", "claims", "claimed", "said", "says", "say", "tell", "tells", "told"])

#: Proper names and labels that are not English prose (left out before the word check).
NAMES = re.compile(r"The Majority|Majority 2|Majority \(Grard\)|Witch of the Academy|Majority|"
                   r"Witch(?= \d)|\b(None|True|False)\b|"
                   r"RULINGS|Secret Hitler|Wilson|Bayes\w*|Student|Python|JupyterLab|Voila|"
                   r"Schahzenan|Dinarzade|Parizade|Zobéide|Haïatalnefous")
#: Code and markup, left out: scripts and styles, code spans and blocks, LaTeX, addresses.
_CODE = re.compile(
    r"<script\b.*?</script>|<style\b.*?</style>|<code\b.*?</code>|<pre\b.*?</pre>|"
    r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$\n]+\$|https?://\S+|\{[A-Za-z_][^{}\n]*\}|"
    r"(?<![\w<])/[\w/.-]+|\b\w*_\w*(\(\))?|\b\w+\(\)|"
    # what a person typed, echoed in a refusal, and the actions one types ('nominate:3'):
    # straight quotes that no letter touches outside (not the apostrophe of « l'action »)
    r"(?<![A-Za-zÀ-ÿ])'[^'\n]{1,60}'(?![A-Za-zÀ-ÿ])|"
    # the same echo in a French refusal, « » with no-break spaces (U+00A0: i18n.refusal_sentence;
    # a rulebook title's « » has narrow ones, U+202F, and is read)
    r"«\u00a0[^»\n]{1,60}\u00a0»",
    re.S | re.I,
)
_TAG = re.compile(r"<[^>]*>")
_WORD = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*")
_PLAIN_SPACE = re.compile(r"(?<=\S) [:;!?](?=\s|$|[)»\]<])")
#: ``; ! ?`` glued to a word ("rose; joueur 1": a board's text built outside the catalogs and
#: never typeset): French wants U+202F before them too.
_GLUED = re.compile(r"(?<=[A-Za-zÀ-ÿ»)])[;!?](?=\s)")


@dataclass(frozen=True)
class Problem:
    """One offending text: where it came from, what is wrong, and the words around it."""

    where: str
    what: str
    excerpt: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}: …{self.excerpt}…"


def prose(text: str, *, markup: bool = True) -> str:
    """The prose of ``text``: code, markup and names taken out (``markup``: ``text`` is HTML)."""
    if markup:  # a table cell escapes the quotes of a typed action ('draw'): read them as typed
        text = text.replace("&#x27;", "'").replace("&#39;", "'")
    text = _CODE.sub(" ", text)
    if markup:
        text = _TAG.sub(" ", text)
        text = html.unescape(text)
    text = NAMES.sub(" ", text)
    return text


def wrong_terms(path: Path = GLOSSARY) -> list[tuple[re.Pattern[str], str, str]]:
    """The glossary's wrong terms: (pattern, right term, why), from its "Termes fautifs"
    table (first column a regular expression, case-insensitive unless it starts ``(?-i)``)."""
    return [(pattern, right, why) for pattern, right, why, _only in glossary_table(path)]


def glossary_table(path: Path = GLOSSARY, section: str = "Termes fautifs",
                   ) -> list[tuple[re.Pattern[str], str, str, frozenset[str]]]:
    """A wrong-terms table of the glossary: (pattern, right term, why, the lessons a row is
    limited to: a fourth column of lesson numbers, empty for all). ``section``: the heading."""
    text = path.read_text(encoding="utf-8")
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    out = []
    for line in body.splitlines():
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if len(cells) not in (3, 4) or not cells[0].startswith("`"):
            continue
        pattern = cells[0].strip("`")
        flags = re.I
        if pattern.startswith("(?-i)"):
            pattern, flags = pattern[5:], 0
        only = frozenset(cells[3].split()) if len(cells) == 4 else frozenset()
        out.append((re.compile(pattern, flags), cells[1], cells[2], only))
    return out


_TERMS: list[tuple[re.Pattern[str], str, str]] | None = None


def problems(text: str, where: str, *, markup: bool = True, english: bool = True,
             terms: bool = True, spaces: bool = True) -> list[Problem]:
    """What is wrong with one French ``text`` (see the module's doc); ``where`` says where it
    came from, for the failure's list."""
    global _TERMS
    if _TERMS is None:
        _TERMS = wrong_terms()
    found: list[Problem] = []
    body = prose(text, markup=markup)

    def around(i: int, j: int) -> str:
        return " ".join(body[max(0, i - 40):j + 40].split())

    if english:
        for m in _WORD.finditer(body):
            word = m[0].strip("'’-")
            if word.lower() in ENGLISH and not (word.isupper() and len(word) > 1):
                found.append(Problem(where, f"English word {word!r}", around(m.start(), m.end())))
    if terms:
        for pattern, right, _why in _TERMS:
            for m in pattern.finditer(body):
                found.append(Problem(where, f"wrong term {m[0]!r} (say {right})",
                                     around(m.start(), m.end())))
    if spaces:
        for m in _PLAIN_SPACE.finditer(body):
            found.append(Problem(where, f"plain space before {m[0][-1]!r}",
                                 around(m.start(), m.end())))
        for m in _GLUED.finditer(body):
            found.append(Problem(where, f"no space before {m[0]!r}", around(m.start(), m.end())))
    return found


#: A number written the English way in a French text (review 2, defect 5): a decimal point
#: ("28.0", "0.5") or a percent sign glued to its number ("28%"); French writes 28,0 % (a
#: no-break space before %, ``i18n.percent``, ``display.cell_text``, the charts' d3 locale).
_ENGLISH_NUMBER = re.compile(r"(?<![\w.,])\d+\.\d+(?![\w.])|\d%")
#: An exercise's number ("Exercice 04.1", "solution 12.2"): a label, not a decimal.
_EXERCISE_NUMBER = re.compile(r"\b(?:exercices?|solutions?|réponses? à)\s+\d+\.\d+", re.I)


def number_problems(text: str, where: str, *, markup: bool = True) -> list[Problem]:
    """The numbers of one French ``text`` written the English way (:data:`_ENGLISH_NUMBER`),
    outside code (``prose``): every number a French lesson shows goes through the localised
    formatters."""
    body = _EXERCISE_NUMBER.sub(" ", prose(text, markup=markup))
    return [Problem(where, f"English number {m[0]!r}",
                    " ".join(body[max(0, m.start() - 40):m.end() + 40].split()))
            for m in _ENGLISH_NUMBER.finditer(body)]


def check_all(texts: Iterable[tuple[str, str]], **kwargs: bool) -> list[Problem]:
    """Every problem of ``(where, text)`` pairs, each (where, what) once.

    A text met again (a public event's line is in every seat's log and the all-seeing one) is
    read once: :func:`problems` depends on the text alone, ``where`` only labels what it finds.
    """
    seen: set[tuple[str, str]] = set()
    out = []
    read: dict[str, list[Problem]] = {}
    for where, text in texts:
        found = read.get(text)
        if found is None:
            found = read[text] = problems(text, "", **kwargs)
        for p in found:
            if (where, p.what) not in seen:
                seen.add((where, p.what))
                out.append(Problem(where, p.what, p.excerpt))
    return out


def report(found: list[Problem], limit: int = 60) -> str:
    """The failure's text: how many, then each offending text with where it came from."""
    head = f"{len(found)} texts are not French enough:\n"
    return head + "\n".join(f"  {p}" for p in found[:limit]) + (
        f"\n  ... and {len(found) - limit} more" if len(found) > limit else "")
