"""The SUGAR text form of predicates (``../shared/docs/sugar_format.md`` §2): format and parse.

``open(2, egg, bowl)``, ``[take(500 g, milk), add(milk, pot)]``, ``add(salt, *[ingredients]*)``,
``add(#, pot)``. Reference-file lines are ``ID; predicates``; ``---`` separates recipes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

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


# --------------------------------------------------------------------------------------------------
# Parsing (the inverse of the formatting above) and reference/hypothesis files.
#
# Grammar (whitespace is allowed around every token and collapsed to one space inside values):
#   predicates := "" | predicate | "[" "]" | "[" predicate ("," predicate)* "]"
#   predicate  := NAME "(" [argument ("," argument)*] ")"
#   argument   := "*" inner "*" | inner                      (``*x*`` = implicit)
#   inner      := "[" value ("," value)+ "]"                 (list: Argument.values = the items)
#              |  "[" value "]"                             (kept as the one value "[value]", so
#                                                             ``[ingredients]`` == types.ALL_INGREDIENTS)
#              |  value                                     (``#``, ``pan/pot`` and ``500 g`` included)
#   value      := characters other than , ( ) [ ] * ; and line breaks, not blank
# Roles are not written in the text, so the i-th argument (1-based) gets role ``arg<i>``.
# --------------------------------------------------------------------------------------------------

_NAME_RE = re.compile(r"[^\W\d][\w.\-]*")
_VALUE_STOP = set(",()[]*;\n\r")
_RECIPE_SEPARATOR_RE = re.compile(r"-{3,}")
#: Longest predicate text accepted, in characters (guards against garbage input).
MAX_TEXT_CHARS = 10_000


class _Reader:
    """Cursor over one predicate string; every error names the 1-based column."""

    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def error(self, message: str, pos=None) -> ValueError:
        col = (self.pos if pos is None else pos) + 1
        return ValueError(f"malformed SUGAR text at column {col}: {message}: {self.text!r}")

    def skip_ws(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in " \t":
            self.pos += 1

    def peek(self) -> str:
        self.skip_ws()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, char: str) -> None:
        if self.peek() != char:
            found = repr(self.text[self.pos]) if self.pos < len(self.text) else "end of text"
            raise self.error(f"expected {char!r}, found {found}")
        self.pos += 1

    def name(self) -> str:
        self.skip_ws()
        m = _NAME_RE.match(self.text, self.pos)
        if not m:
            raise self.error("expected a predicate name")
        self.pos = m.end()
        return m.group(0)

    def value(self) -> str:
        self.skip_ws()
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] not in _VALUE_STOP:
            self.pos += 1
        value = " ".join(self.text[start:self.pos].split())
        if not value:
            raise self.error("expected an argument value", start)
        return value


def _parse_argument(r: _Reader, index: int) -> Argument:
    implicit = r.peek() == "*"
    if implicit:
        r.pos += 1
    if r.peek() == "[":
        r.pos += 1
        values = [r.value()]
        while r.peek() == ",":
            r.pos += 1
            values.append(r.value())
        r.expect("]")
        if len(values) == 1:
            arg = Argument(f"arg{index}", (f"[{values[0]}]",), implicit=implicit)
        else:
            arg = Argument(f"arg{index}", tuple(values), implicit=implicit, is_list=True)
    else:
        arg = Argument(f"arg{index}", (r.value(),), implicit=implicit)
    if implicit:
        r.expect("*")
    return arg


def _parse_predicate(r: _Reader) -> Predicate:
    action = r.name()
    r.expect("(")
    args: list[Argument] = []
    if r.peek() == ")":
        r.pos += 1
        return Predicate(action, ())
    while True:
        args.append(_parse_argument(r, len(args) + 1))
        if r.peek() == ",":
            r.pos += 1
            continue
        r.expect(")")
        return Predicate(action, tuple(args))


def parse_predicates(text: str) -> list[Predicate]:
    """Parse SUGAR predicate text, the inverse of :func:`format_predicates`.

    Accepts ``open(2, egg, bowl)``, ``[take(500 g, milk), add(milk, pot)]``, lists ``[egg, milk]``,
    implicit ``*oil*`` / ``*[egg, milk]*`` / ``*[ingredients]*``, ``#`` and reference alternatives
    (``pan/pot`` is kept as the one value string ``"pan/pot"``). Whitespace around tokens is ignored
    and runs of whitespace inside a value become one space. "" (or ``[]``) gives no predicates.

    Roles are not written in the text, so the i-th argument (1-based) gets ``role="arg<i>"``;
    confidence is 1.0. A one-item bracket ``[x]`` is kept as the single value ``"[x]"`` (so
    ``[ingredients]`` equals :data:`slu_node.types.ALL_INGREDIENTS` and the text round-trips); a
    list of one value is written bare by the convention, so ``[egg]`` is not the same as ``egg``.

    Args:
        text: the predicate part of a line (without ``ID;``), at most :data:`MAX_TEXT_CHARS` chars.

    Returns:
        The predicates in written order.

    Raises:
        TypeError: ``text`` is not a str.
        ValueError: malformed text; the message gives the 1-based column and the text.
    """
    if not isinstance(text, str):
        raise TypeError(f"SUGAR text must be a str, not {type(text).__name__}")
    if len(text) > MAX_TEXT_CHARS:
        raise ValueError(f"SUGAR text too long ({len(text)} > {MAX_TEXT_CHARS} characters)")
    r = _Reader(text)
    if r.peek() == "":
        return []
    preds: list[Predicate] = []
    if r.peek() == "[":
        r.pos += 1
        if r.peek() == "]":
            r.pos += 1
        else:
            preds.append(_parse_predicate(r))
            while r.peek() == ",":
                r.pos += 1
                preds.append(_parse_predicate(r))
            r.expect("]")
    else:
        preds.append(_parse_predicate(r))
    if r.peek() != "":
        raise r.error("unexpected text after the predicates")
    return preds


@dataclass(frozen=True)
class SugarLine:
    """One utterance line of a reference or hypothesis file.

    Attributes:
        id: the utterance ID written before ``;`` (stripped, non-empty).
        predicates: the parsed predicates (empty when the system produced nothing).
        text: the predicate text as written after ``;`` (stripped).
        recipe: 0-based recipe index, incremented at each ``---`` line.
        line_no: 1-based line number in the file (0 when not read from a file).
    """

    id: str
    predicates: tuple[Predicate, ...]
    text: str = ""
    recipe: int = 0
    line_no: int = 0


def parse_sugar_line(line: str, recipe: int = 0, line_no: int = 0) -> SugarLine:
    """Parse one ``ID; predicates`` line (no comment or ``---`` handling; see :func:`read_sugar_file`).

    Raises:
        ValueError: no ``;``, empty ID, or malformed predicates (message names the line).
    """
    where = f"line {line_no}" if line_no else "line"
    if ";" not in line:
        raise ValueError(f"{where}: expected 'ID; predicates', found no ';': {line!r}")
    ident, _, text = line.partition(";")
    ident, text = ident.strip(), text.strip()
    if not ident:
        raise ValueError(f"{where}: empty utterance ID: {line!r}")
    try:
        preds = parse_predicates(text)
    except ValueError as exc:
        raise ValueError(f"{where} (ID {ident}): {exc}") from None
    return SugarLine(ident, tuple(preds), text, recipe, line_no)


def read_sugar_file(path) -> list[SugarLine]:
    """Read a SUGAR reference or hypothesis file (UTF-8), one ``ID; predicates`` line per utterance.

    Line rules: a line of three or more dashes (``---``) separates recipes and increments
    ``SugarLine.recipe``; blank lines are skipped; a line whose first non-blank character is ``#`` is
    a comment (so an utterance ID may not start with ``#``; ``#`` as an argument only ever comes
    after ``ID;``, so no data line is lost). Everything else must be ``ID; predicates``, with
    possibly empty predicates (a system that output nothing). IDs are not required to be unique here;
    the scorer decides what to do with duplicates.

    Raises:
        FileNotFoundError / OSError: the file cannot be read.
        ValueError: a malformed line; the message gives the path, line number and text.
    """
    path = Path(path)
    items: list[SugarLine] = []
    recipe = 0
    with path.open("r", encoding="utf-8") as f:
        for line_no, raw in enumerate(f, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if _RECIPE_SEPARATOR_RE.fullmatch(line):
                recipe += 1
                continue
            try:
                items.append(parse_sugar_line(line, recipe, line_no))
            except ValueError as exc:
                raise ValueError(f"{path}: {exc}") from None
    return items


def write_sugar_file(path, items) -> None:
    """Write ``ID; predicates`` lines (UTF-8), a ``---`` line wherever the recipe index changes.

    Args:
        path: output file (overwritten).
        items: :class:`SugarLine` objects, or ``(id, predicates)`` / ``(id, predicates, recipe)``
            tuples where ``predicates`` is a sequence of :class:`Predicate` or already-written text.

    Raises:
        ValueError: empty ID, an ID containing ``;`` or a line break or starting with ``#``, or text
            that does not parse.
    """
    lines: list[str] = []
    previous = None
    for item in items:
        if isinstance(item, SugarLine):
            ident, preds, recipe = item.id, item.predicates, item.recipe
        else:
            ident, preds, *rest = item
            recipe = rest[0] if rest else 0
        ident = str(ident).strip()
        if not ident or ident.startswith("#") or any(c in ident for c in ";\n\r"):
            raise ValueError(f"invalid utterance ID {ident!r}")
        if isinstance(preds, str):
            text = preds.strip()
            parse_predicates(text)
        else:
            text = format_predicates(preds)
        if previous is not None and recipe != previous:
            lines.append("---")
        previous = recipe
        lines.append(f"{ident}; {text}".rstrip())
    Path(path).write_text("\n".join(lines) + ("\n" if lines else ""), encoding="utf-8")


def read_id_lines(path: Path) -> list[tuple[str, str]]:
    """Read ``ID; text`` lines (blank lines and ``---`` recipe separators skipped).

    Raises:
        ValueError: a line without ``;``, naming the file and line number.
    """
    return [item for recipe in read_recipes(path) for item in recipe]


def read_referenced_lines(text_file, sugar_file) -> list[tuple[str, list[Predicate]]]:
    """The ``ID; text`` lines of ``text_file``, in order, each with the predicates of the ``ID;
    predicates`` line of ``sugar_file`` that has its ID: ``(text, predicates)`` pairs.

    Raises:
        FileNotFoundError / OSError: a file cannot be read.
        ValueError: a malformed line, or an ID of the text file with no reference line (the first
            five named).
    """
    refs = {line.id: list(line.predicates) for line in read_sugar_file(sugar_file)}
    items = read_id_lines(Path(text_file))
    missing = [i for i, _ in items if i not in refs]
    if missing:
        raise ValueError(f"{sugar_file}: no reference for IDs {missing[:5]}")
    return [(text, refs[i]) for i, text in items]


def read_recipes(path: Path) -> list[list[tuple[str, str]]]:
    """Read ``ID; text`` lines as recipes: a ``---`` line (SUGAR §5) ends one; blank lines are skipped,
    and so are recipes with no line.

    Raises:
        ValueError: a line without ``;``, naming the file and line number.
    """
    recipes: list[list[tuple[str, str]]] = [[]]
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if line == "---":
            recipes.append([])
            continue
        if not line:
            continue
        if ";" not in line:
            raise ValueError(f"{path}:{n}: expected 'ID; text', got {line[:60]!r}")
        ident, text = line.split(";", 1)
        recipes[-1].append((ident.strip(), text.strip()))
    return [recipe for recipe in recipes if recipe]
