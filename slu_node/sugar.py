"""The SUGAR text form of predicates (``../shared/docs/sugar_format.md`` §2): format and parse.

``open(2, egg, bowl)``, ``[take(500 g, milk), add(milk, pot)]``, ``add(salt, *[ingredients]*)``,
``add(#, pot)``. Reference-file lines are ``ID; predicates``; ``---`` separates recipes.
"""

from __future__ import annotations

from slu_node.types import Argument, Predicate


def format_argument(arg: Argument) -> str:
    """Write one argument: ``egg``, ``[egg, milk]``, ``*oil*``, ``*[ingredients]*`` or ``#``."""
    if len(arg.values) > 1:
        text = "[" + ", ".join(arg.values) + "]"
    else:
        text = arg.values[0] if arg.values else ""
    return f"*{text}*" if arg.implicit else text


def format_predicate(pred: Predicate) -> str:
    """Write ``action(arg1, arg2, ...)`` with arguments in the order given (template order)."""
    return f"{pred.action}(" + ", ".join(format_argument(a) for a in pred.arguments) + ")"


def format_predicates(preds) -> str:
    """Write one predicate bare, several as ``[p1, p2]``; "" for none."""
    preds = list(preds)
    if not preds:
        return ""
    if len(preds) == 1:
        return format_predicate(preds[0])
    return "[" + ", ".join(format_predicate(p) for p in preds) + "]"
