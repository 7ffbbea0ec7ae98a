"""No module of the package binds a top-level name twice: the second binding silently replaces the
first for every use in the module, the earlier ones too (fiftieth session: a second ``_PLACE_WORDS``
in slu_node/clarify.py, meant for a new rule, changed what an older one read as a place)."""

import ast
from collections import Counter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "slu_node"


def top_level_names(tree: ast.Module) -> list[str]:
    """Names bound at the top of a module by assignments, functions and classes (not imports)."""
    names = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names.append(node.target.id)
    return names


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_top_level_name_is_bound_twice(path):
    counts = Counter(top_level_names(ast.parse(path.read_text(encoding="utf-8"))))
    assert not [name for name, n in counts.items() if n > 1]


def test_the_check_sees_a_name_bound_twice():
    assert Counter(top_level_names(ast.parse("A = 1\ndef f(): pass\nA = 2\n")))["A"] == 2
