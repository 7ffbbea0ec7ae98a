"""Reader for the BIO benchmark layout used by SNIPS and ATIS (Goo et al. 2018 split).

Layout (see ``shared/data/nlu/README.md``)::

    <split dir>/seq.in    one utterance per line, tokens separated by whitespace
    <split dir>/seq.out   one BIO tag per token of the same line
    <split dir>/label     one intent per line; ATIS writes multi-intent utterances as ``a#b``
"""

from __future__ import annotations

from pathlib import Path
from typing import Union

from slu_node.types import Example

FILES = ("seq.in", "seq.out", "label")


def read_bio_dir(path: Union[str, Path], *, split_multi_intent: bool = False) -> list[Example]:
    """Read one split directory (e.g. ``.../snips/train``) into :class:`Example` objects.

    Tokens and tags are split on any whitespace (SNIPS lines end in a trailing space). The intent
    label is kept whole by default, so ATIS ``atis_airfare#atis_flight`` is ONE class, as in the
    published single-label benchmark numbers; with ``split_multi_intent=True`` it becomes the
    2-tuple ``("atis_airfare", "atis_flight")`` (for multi-label training).

    Args:
        path: directory holding ``seq.in``, ``seq.out`` and ``label``.
        split_multi_intent: split labels on ``#`` into several intents.

    Returns:
        one Example per line, in file order (``reference`` is "").

    Raises:
        FileNotFoundError: a file is missing (the message names it).
        ValueError: the files have different line counts, or a line has different numbers of
            tokens and tags (the message gives the 1-based line number).
    """
    root = Path(path)
    texts = {}
    for name in FILES:
        file = root / name
        if not file.is_file():
            raise FileNotFoundError(f"BIO data file missing: {file} (expected {', '.join(FILES)} in {root})")
        texts[name] = file.read_text(encoding="utf-8").splitlines()
    lines_in, lines_out, labels = texts["seq.in"], texts["seq.out"], texts["label"]
    # A final empty line (file ending in "\n\n") is not an utterance.
    while lines_in and not lines_in[-1].strip() and len(lines_in) > len(labels):
        lines_in.pop()
    if not (len(lines_in) == len(lines_out) == len(labels)):
        raise ValueError(
            f"{root}: line counts differ: seq.in {len(lines_in)}, seq.out {len(lines_out)}, label {len(labels)}"
        )
    examples = []
    for i, (line_in, line_out, label) in enumerate(zip(lines_in, lines_out, labels), start=1):
        tokens, tags = tuple(line_in.split()), tuple(line_out.split())
        if len(tokens) != len(tags):
            raise ValueError(f"{root}: line {i}: {len(tokens)} tokens but {len(tags)} tags")
        label = label.strip()
        if not label:
            intents: tuple[str, ...] = ()
        elif split_multi_intent:
            intents = tuple(part for part in label.split("#") if part)
        else:
            intents = (label,)
        examples.append(Example(tokens=tokens, tags=tags, intents=intents))
    return examples
