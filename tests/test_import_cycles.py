"""No import cycles in majority_core, majority_widgets and majority_tables (docs/architecture.md), and
the shared rooms of majority_core name no game.

A static scan: every ``import`` in every module (module level, inside functions, which only
hide a cycle until the function runs, and under ``if TYPE_CHECKING:``) gives an edge to the
package module it names, and the graph must have no cycle. A package's own ``__init__``
re-exporting its submodules is not an edge back to it from them. Then each engine module of
Majority (Grard) and Majority 2 is imported alone in a fresh interpreter, which the kernel /
explain and state / explain cycles used to make order-dependent.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("majority_core", "majority_widgets", "majority_tables")
PACKAGE = "majority_core"


def _modules() -> dict[str, Path]:
    out = {}
    paths = sorted(path for package in PACKAGES for path in (ROOT / package).rglob("*.py"))
    for path in paths:
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _imports(tree: ast.AST):
    """Every Import / ImportFrom node, ``if TYPE_CHECKING:`` blocks included: a cycle through a
    type annotation is still two modules that each need the other to be read."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        package = name if is_package else name.rpartition(".")[0]
        for node in _imports(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                if node.level:
                    base = package.split(".")
                    base = base[: len(base) - (node.level - 1)]
                    stem = ".".join(base + ([node.module] if node.module else []))
                else:
                    stem = node.module or ""
                targets = [
                    f"{stem}.{a.name}" if f"{stem}.{a.name}" in modules else stem
                    for a in node.names
                ]
            for target in targets:
                if target in modules and target != name and not name.startswith(target + "."):
                    graph[name].add(target)
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph, or None (depth-first search with colours)."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        path.append(m)
        for t in sorted(graph[m]):
            if state.get(t) == 1:
                return path[path.index(t) :] + [t]
            if t not in state and (found := visit(t)):
                return found
        state[m] = 2
        path.pop()
        return None

    for m in sorted(graph):
        if m not in state and (found := visit(m)):
            return found
    return None


def test_the_scan_sees_a_cycle_when_there_is_one() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None
    assert "majority_core.grard.components" in _graph()["majority_core.grard.kernel"]


def test_the_scan_covers_every_package() -> None:
    modules = _modules()
    for package in PACKAGES:
        files = list((ROOT / package).rglob("*.py"))
        assert files and sum(m == package or m.startswith(package + ".") for m in modules) == len(files)
    graph = _graph()
    assert "majority_widgets.kit" in graph["majority_widgets.kit.play"] or "majority_widgets.kit.look" in graph["majority_widgets.kit.play"]
    assert any(t.startswith("majority_core.") for t in graph["majority_tables.games"])


def test_no_import_cycle() -> None:
    cycle = _cycle(_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


@pytest.mark.parametrize("module", ["kernel", "explain", "components", "state", "policies"])
def test_each_grard_module_imports_alone(module: str) -> None:
    code = f"import majority_core.grard.{module}"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


@pytest.mark.parametrize("module", ["kernel", "explain", "components", "state", "policies"])
def test_each_majority2_module_imports_alone(module: str) -> None:
    code = f"import majority_core.majority2.{module}"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def _games() -> list[str]:
    return sorted(p.parent.name for p in (ROOT / PACKAGE).glob("*/__init__.py"))


def _shared() -> list[str]:
    """The shared rooms: the modules at the top of majority_core (not in a game package)."""
    return [
        m
        for m in _modules()
        if (m == PACKAGE or (m.startswith(PACKAGE + ".") and m.count(".") == 1))
        and m.split(".")[-1] not in _games()
    ]


def test_no_shared_room_imports_a_game() -> None:
    """A change in one game touches only its package: a shared module imports none (module
    level or inside a function), the games register what the shared rooms need of them."""
    graph = _graph()
    games = tuple(f"{PACKAGE}.{g}" for g in _games())
    assert len(games) == 5 and "majority_core.search" in _shared()
    for module in _shared():
        bad = sorted(t for t in graph[module] if t.startswith(games))
        assert not bad, f"{module} imports {bad}"


def test_no_shared_room_names_a_game() -> None:
    """Nor does it name one in its code (a game's module path or name as a string, as a lookup
    table would): docstrings and comments may, as examples."""
    games = _games()
    for module in _shared():
        tree = ast.parse(_modules()[module].read_text("utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                words = set(node.value.replace(".", " ").replace(":", " ").replace("/", " ").split())
                assert not words & set(games), f"{module} names {words & set(games)}: {node.value!r}"
