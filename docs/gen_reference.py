"""Write docs/reference.md from the code's own signatures and docstrings.

Run from the repository root after the public API changes (new names, new docstrings)::

    .venv/bin/python docs/gen_reference.py           # rewrite docs/reference.md
    .venv/bin/python docs/gen_reference.py --check   # exit 1 if the page is out of date

The page lists, module by module, every public class and function with its real signature and
the first sentence of its docstring, so the reference says what the code says. A doctest at the
top of the page fails when a name a package exports is missing from it.

>>> def example(cards: list[str], *, n_players: int = 4) -> int:
...     '''How many of :func:`len` cards, e.g. for a deal. Anything after the first sentence is left out.'''
>>> first_line(example)
'How many of `len` cards, e.g. for a deal.'
>>> sig(example, "example")
'example(cards: list[str], *, n_players: int = 4) -> int'
"""

from __future__ import annotations

import importlib
import inspect
import re
import sys
import types
from pathlib import Path
from typing import Any

PAGE = Path(__file__).resolve().parent / "reference.md"

#: The sections of the page and the modules each one documents, in reading order.
MODULES: list[tuple[str, list[str]]] = [
    (
        "The shared foundation",
        [
            "majority_core.game",
            "majority_core.policy",
            "majority_core.errors",
            "majority_core.rng",
            "majority_core.simulate",
            "majority_core.display",
            "majority_core.exercises",
            "majority_core.i18n",
        ],
    ),
    (
        "The Majority",
        [
            "majority_core.the_majority",
            "majority_core.the_majority.components",
            "majority_core.the_majority.kernel",
            "majority_core.the_majority.state",
            "majority_core.the_majority.policies",
            "majority_core.the_majority.fast",
            "majority_core.the_majority.analysis",
            "majority_core.the_majority.tournaments",
        ],
    ),
    (
        "Majority (Grard)",
        [
            "majority_core.grard.components",
            "majority_core.grard.kernel",
            "majority_core.grard.state",
            "majority_core.grard.policies",
            "majority_core.grard.analysis",
            "majority_core.grard.tournaments",
        ],
    ),
    (
        "Au chevet de la Sultane",
        [
            "majority_core.sultane.components",
            "majority_core.sultane.kernel",
            "majority_core.sultane.state",
            "majority_core.sultane.policies",
            "majority_core.sultane.bayes",
            "majority_core.sultane.fast",
            "majority_core.sultane.analysis",
            "majority_core.sultane.tournaments",
        ],
    ),
    (
        "Majority 2",
        [
            "majority_core.majority2",
            "majority_core.majority2.components",
            "majority_core.majority2.kernel",
            "majority_core.majority2.state",
            "majority_core.majority2.refusals",
            "majority_core.majority2.policies",
            "majority_core.majority2.analysis",
            "majority_core.majority2.tournaments",
        ],
    ),
    (
        "Witch of the Academy",
        [
            "majority_core.witch",
            "majority_core.witch.components",
            "majority_core.witch.kernel",
            "majority_core.witch.state",
            "majority_core.witch.policies",
            "majority_core.witch.bayes",
            "majority_core.witch.worlds",
            "majority_core.witch.analysis",
            "majority_core.witch.tournaments",
        ],
    ),
    (
        "Strategy lab",
        [
            "majority_core.search",
            "majority_core.review",
            "majority_core.strength",
            "majority_core.equilibria",
            "majority_core.the_majority.equilibria",
            "majority_core.grard.equilibria",
            "majority_core.openspiel",
            "majority_core.registry",
        ],
    ),
    (
        "Boards (widgets)",
        [
            "majority_widgets.kit.board",
            "majority_widgets.kit.html",
            "majority_widgets.kit.look",
            "majority_widgets.kit.stepper",
            "majority_widgets.kit.play",
            "majority_widgets.the_majority.look",
            "majority_widgets.the_majority.payout",
            "majority_widgets.the_majority.trick_lab",
            "majority_widgets.the_majority.stepper",
            "majority_widgets.the_majority.play",
            "majority_widgets.the_majority.app",
            "majority_widgets.grard.tally",
            "majority_widgets.sultane.board",
            "majority_widgets.majority2.look",
            "majority_widgets.witch.board",
        ],
    ),
]

#: The package whose ``__all__`` heads each section.
PACKAGES = {
    "The shared foundation": "majority_core",
    "The Majority": "majority_core.the_majority",
    "Majority (Grard)": "majority_core.grard",
    "Au chevet de la Sultane": "majority_core.sultane",
    "Majority 2": "majority_core.majority2",
    "Witch of the Academy": "majority_core.witch",
    "Boards (widgets)": "majority_widgets.the_majority",
}

#: Exported constants and the module each is documented under (other constants are skipped).
EXPORTED_CONSTANTS = {
    "PRESETS": {"majority_widgets.the_majority.trick_lab.PRESETS"},
    "SCENARIOS": {"majority_widgets.the_majority.stepper.SCENARIOS"},
    "OPTIONS": {"majority_core.grard.kernel.OPTIONS", "majority_widgets.grard.tally.OPTIONS", "majority_widgets.grard.OPTIONS"},
}

#: Hand-written notes after a module's first line: each game's actions and options.
EXTRA = {
    "majority_core.the_majority.state": """Actions are cards (`Card`, written `"R10"`): the card a seat keeps from its draft packet,
gives its partner, or plays to a trick. Options of `new()`: `n_players` (3 or 4),
`first_edition` (a stolen spy still acts), `spy_holder` (the seat holding the spy token at the
start, 0 by default).""",
    "majority_core.grard.state": """Actions are the vote cards `"A"`, `"B"`, `"C"` and `"mark"` (typed case-insensitively; `"m"` and
`"marquer"` also mean Mark). Options of `new()`: `least_logical`, `variant_toss`, `target`
(points that end the game, 20), `language` (`"fr"` or `"en"`, display only), `names` (display
only).""",
    "majority_core.sultane.state": """Actions are strings:

| action | meaning |
|---|---|
| `nominate:3` | the Grand Vizir proposes seat 3 as Narrator |
| `yes` / `no` | a vote (every active player at once) |
| `discard:P` / `discard:I` | the Vizir, then the Narrator, discards a pacifist or interventionist tale |
| `read` / `veto` | the Narrator, once the veto is unlocked |
| `accept-veto` / `refuse-veto` | the Vizir's answer to a veto |
| `claim-draw:PPI`, `claim-received:PI` | the Vizir's claim about the 3 tales drawn, the Narrator's about the 2 received |
| `claim-investigation:4:I`, `claim-peek:PPI` | claims after an investigation or a peek |
| `no-claim` | say nothing |
| `investigate:4`, `choose:4`, `exile:4` | the powers of the pacifist track |

Options of `new()`: `original_veto`, `variant_8d`, and for lessons and tests `roles` and `deck`
(a fixed deal).""",
}

HEADER = """\
# Reference

The public names of the package, module by module, with the first sentence of each docstring.
Signatures are the real ones; `help(name)` in a notebook shows the whole docstring, usually
with a worked example. Names that start with `_` are private and may change.

This page is written by `docs/gen_reference.py` from the code (run it again when the public API
changes). The check below fails when a name a package exports is missing here:

```python
>>> import importlib, re
>>> from pathlib import Path
>>> import majority_core
>>> page = Path(majority_core.__file__).resolve().parents[1] / "docs" / "reference.md"
>>> documented = set(re.findall(r"^ *- \\*\\*`(?:class )?(\\w+)", page.read_text(), re.M))
>>> packages = ["majority_core", "majority_core.the_majority", "majority_core.grard",
...             "majority_core.sultane", "majority_widgets.the_majority"]
>>> sorted(n for p in packages for n in importlib.import_module(p).__all__ if n not in documented)
[]

```
"""


def first_line(obj: Any) -> str:
    """The first sentence of ``obj``'s docstring, in Markdown (Sphinx roles become code)."""
    doc = inspect.getdoc(obj) or ""
    para = doc.split("\n\n")[0].replace("\n", " ").strip()
    # Abbreviations whose dot does not end a sentence.
    for abbr in ("e.g.", "i.e.", "M. "):
        para = para.replace(abbr, abbr.replace(".", "\x00"))
    m = re.match(r"(.+?[a-z0-9)\]`'\"][.!?])(\s+[A-Z(*`]|$)", para)
    text = m.group(1) if m else para
    text = re.sub(r":(?:class|meth|func|mod|data|attr):`~?([^`]+)`", r"``\1``", text)
    text = re.sub(r"``([^`]+)``", r"`\1`", text).replace("\x00", ".")
    return text[:-1] + "." if text.endswith(":") else text


def _annotation(a: Any) -> str:
    return a if isinstance(a, str) else inspect.formatannotation(a)


def sig(obj: Any, name: str) -> str:
    """``name(params) -> return`` with annotations as written in the code (no ``self``/``cls``)."""
    try:
        signature = inspect.signature(obj)
    except (TypeError, ValueError):
        return name
    parts: list[str] = []
    star = False
    for p in signature.parameters.values():
        if p.name in ("self", "cls"):
            continue
        if p.kind == p.KEYWORD_ONLY and not star:
            parts.append("*")
            star = True
        text = {p.VAR_POSITIONAL: "*", p.VAR_KEYWORD: "**"}.get(p.kind, "") + p.name
        star = star or p.kind == p.VAR_POSITIONAL
        if p.annotation is not p.empty:
            text += f": {_annotation(p.annotation)}"
        if p.default is not p.empty:
            default = repr(p.default)
            if "<factory>" in default or " at 0x" in default:
                default = "..."  # object defaults have no stable text
            text += f" = {default}"
        parts.append(text)
    out = f"{name}({', '.join(parts)})"
    ret = signature.return_annotation
    if ret is not signature.empty and ret not in ("None", None):
        out += f" -> {_annotation(ret)}"
    return out


def public_names(mod: types.ModuleType) -> list[tuple[str, Any]]:
    """The classes and functions ``mod`` defines and exports, and its listed constants."""
    names = getattr(mod, "__all__", None)
    if names is None:
        names = [n for n in vars(mod) if not n.startswith("_")]
    out = []
    for n in names:
        obj = getattr(mod, n)
        if isinstance(obj, types.ModuleType):
            continue
        if hasattr(obj, "__wrapped__") and inspect.isfunction(obj.__wrapped__):
            obj = obj.__wrapped__  # lru_cache and friends
        if inspect.isclass(obj) or inspect.isfunction(obj):
            if obj.__module__ == mod.__name__:
                out.append((n, obj))
        elif n in EXPORTED_CONSTANTS:
            if f"{mod.__name__}.{n}" in EXPORTED_CONSTANTS[n]:
                out.append((n, obj))
        elif n in getattr(mod, "__all__", ()) and n.isupper() and not hasattr(mod, "__path__"):
            # (a package's __init__ only re-exports constants documented in their module)
            out.append((n, obj))
    return out


def members(cls: type) -> list[tuple[str, Any, str]]:
    """Public methods and properties defined by ``cls`` itself, or for a game's state by the
    parts it is made of (its mixins in its own package: views, refusals, effects): (name,
    function, kind)."""
    out = []
    classes = [cls]
    if any(k.__name__ == "GameState" for k in cls.__mro__[1:]):
        package = cls.__module__.rpartition(".")[0]
        classes += [
            k for k in cls.__mro__[1:]
            if k.__module__.rpartition(".")[0] == package and not hasattr(k, "game_name")
        ]
    seen: set[str] = set()
    for n, v in (item for k in classes for item in vars(k).items()):
        if n.startswith("_") or n in seen:
            continue
        seen.add(n)
        if isinstance(v, (staticmethod, classmethod)):
            f, kind = v.__func__, "classmethod" if isinstance(v, classmethod) else ""
        elif isinstance(v, property):
            f, kind = v.fget, "property"
        elif inspect.isfunction(v):
            f, kind = v, ""
        else:
            continue
        out.append((n, f, kind))
    return out


def class_lines(n: str, cls: type, protocol: set[str]) -> list[str]:
    if issubclass(cls, BaseException):
        head = f"class {n}({', '.join(b.__name__ for b in cls.__bases__)})"
    elif issubclass(cls, tuple):
        head = f"class {n}"  # a NamedTuple: its fields are in the docstring
    else:
        head = sig(cls, f"class {n}").split(" -> ")[0]
    lines = [f"- **`{head}`**: {first_line(cls)}"]
    for mn, f, kind in members(cls):
        undocumented = f.__doc__ is None
        if mn in ("name", "game", "description") or (
            undocumented and (mn in protocol or mn in ("build", "act") or kind == "property")
        ):
            continue  # policy labels, and protocol methods documented on GameState
        label = mn if kind == "property" else sig(f, mn)
        prefix = f"{kind} " if kind else ""
        text = "" if undocumented else f": {first_line(f)}"
        lines.append(f"  - `{prefix}{label}`{text}")
    return lines


def render() -> str:
    """The whole page.

    >>> page = render()
    >>> page.startswith("# Reference") and "### `majority_core.game`" in page
    True
    """
    from majority_core.game import GameState

    protocol = set(vars(GameState)) | {"to_dict"}
    lines = [HEADER]
    for section, modules in MODULES:
        lines += [f"## {section}", ""]
        if section in PACKAGES:
            pkg = importlib.import_module(PACKAGES[section])
            names = ", ".join(f"`{n}`" for n in sorted(pkg.__all__, key=str.lower))
            lines.append(f"`from {pkg.__name__} import ...` gives the names used most: {names}.")
        if section == "Strategy lab":
            lines += [
                "Modules of their own, imported by name: the search bot and its hints, small games",
                "solved with nashpy, and the OpenSpiel adapter (needs the `test` or `bench` extra).",
            ]
        elif section == "Boards (widgets)":
            lines += [
                "Each board is a plain-Python logic class (what tests and the how-to guides drive) and an",
                "ipywidgets view around it, made from the shared kit `majority_widgets.kit`; every game's boards",
                "live in `majority_widgets/<game>/` (`majority_widgets.grard`, `majority_widgets.sultane`, `majority_widgets.majority2`,",
                "`majority_widgets.witch`).",
            ]
        elif section != "The shared foundation":
            lines += [
                "Its state class follows the protocol of `majority_core.game.GameState`; only what it",
                "adds or words differently is listed under it.",
            ]
        lines.append("")
        for name in modules:
            mod = importlib.import_module(name)
            lines += [f"### `{name}`", "", first_line(mod), ""]
            if name in EXTRA:
                lines += [EXTRA[name], ""]
            for n, obj in public_names(mod):
                if inspect.isclass(obj):
                    lines += class_lines(n, obj, protocol)
                elif inspect.isfunction(obj):
                    lines.append(f"- **`{sig(obj, n)}`**: {first_line(obj)}")
                else:
                    r = repr(obj)
                    if isinstance(obj, (set, frozenset)):  # hash order differs between runs
                        r = f"{type(obj).__name__}({{{', '.join(repr(x) for x in sorted(obj))}}})"
                    if " at 0x" in r:  # an object with no stable text: name its class
                        r = f"<{type(obj).__name__}>"
                    lines.append(f"- **`{n}`** = `{r if len(r) <= 70 else r[:67] + '...'}`")
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def main(argv: list[str]) -> int:
    page = render()
    if "--check" in argv:
        same = PAGE.exists() and PAGE.read_text() == page
        print("docs/reference.md is up to date" if same else "docs/reference.md is out of date")
        return 0 if same else 1
    PAGE.write_text(page)
    print(f"wrote {PAGE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
