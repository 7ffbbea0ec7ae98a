"""Reading JSON Lines files (run logs, dataset manifests, label files) with errors that name the line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator, Type, Union


def iter_json_objects(path: Union[str, Path], error: Type[Exception] = ValueError) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)`` for each non-blank line of a JSON Lines file.

    Args:
        path: the file (UTF-8).
        error: exception class raised for problems (a ``ValueError`` subclass of the caller's).

    Raises:
        error: missing or unreadable file, a line that is not JSON, or not a JSON object; the message
            starts with ``path:line``.
    """
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise error(f"{path}: cannot read: {exc}") from exc
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise error(f"{path}:{n}: not JSON: {exc.msg}") from None
        if not isinstance(obj, dict):
            raise error(f"{path}:{n}: expected a JSON object")
        yield n, obj
