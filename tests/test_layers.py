"""The import graph of `nomen`: data flows one way (extract -> detect -> group -> propose -> apply),
shared rules live in leaf modules, and only the API layer knows Flask. Run with -s to see the graph."""

from __future__ import annotations

import ast
from collections import defaultdict

from tests.conftest import ROOT

PACKAGE = ROOT / "server"  # installed as `nomen`
# Each unit (a sub-package or a top-level module) and its level: a unit may import only units of a
# lower level, or of its own level when it is a leaf.
LEVELS = {
    **dict.fromkeys(("__init__", "names", "model", "categories", "config", "limits", "storage", "textmap", "language",
                     "lists", "models", "report_table", "tls", "manifest", "peers", "service"), 0),
    "extract": 1, "detect": 2, "documents": 2, "grouping": 3, "propose": 4,  # documents: a file read, extracted
    **dict.fromkeys(("apply", "engine", "cases", "learning"), 5),
    **dict.fromkeys(("pipeline", "workspaces"), 6),
    **dict.fromkeys(("api", "batch", "evaluation"), 7),  # the shells over the pipeline...
    "app": 8, "serving": 8, "cli": 9, "__main__": 10,                 # ...and what starts them
}
FLASK_LAYER = {"api", "app"}


def _unit(module: str) -> str:
    """"nomen.detect.patterns.dates" -> "detect"; "nomen.lists" -> "lists"; "nomen" -> "__init__"."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _imports() -> dict[str, set[str]]:
    """Unit -> the modules it imports (nomen's own, and flask)."""
    found: dict[str, set[str]] = defaultdict(set)
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE).with_suffix("")
        unit = relative.parts[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + ([f"{node.module}.{a.name}" for a in node.names] if node.module == "nomen" else [])
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            found[unit] |= {name for name in names if name.split(".")[0] in ("nomen", "flask")}
    return found


def test_every_unit_has_a_level():
    units = {path.relative_to(PACKAGE).with_suffix("").parts[0] for path in PACKAGE.rglob("*.py")}
    assert units <= set(LEVELS), units - set(LEVELS)


def test_no_stage_imports_a_later_one_and_only_the_api_knows_flask():
    graph: dict[str, set[str]] = defaultdict(set)
    flask_users = set()
    for unit, modules in _imports().items():
        for module in modules:
            if module.split(".")[0] == "flask":
                flask_users.add(unit)
            elif _unit(module) != unit and not (module == "nomen" or module.startswith("nomen.__")):
                graph[unit].add(_unit(module))
    print()
    for unit in sorted(graph, key=lambda u: (LEVELS[u], u)):
        print(f"{unit} ({LEVELS[unit]}) -> {', '.join(sorted(graph[unit], key=lambda u: (LEVELS[u], u)))}")
    back = [(unit, target) for unit, targets in graph.items() for target in targets
            if LEVELS[target] > LEVELS[unit] or (LEVELS[target] == LEVELS[unit] and LEVELS[unit] != 0)]
    assert back == [], f"imports against the flow: {back}"
    assert flask_users <= FLASK_LAYER, flask_users - FLASK_LAYER


def test_the_check_sees_a_back_edge():
    """The rule itself fails on an edge against the flow (so a green run means something)."""
    assert LEVELS["extract"] < LEVELS["apply"]
    imports = _imports()
    assert any(_unit(m) == "extract" for m in imports["apply"])  # the forward edge the graph has
    assert not any(_unit(m) == "apply" for m in imports["extract"])  # and no edge the other way
