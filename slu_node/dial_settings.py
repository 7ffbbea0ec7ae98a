"""A setting said by a dial's number ("bake the bread at *gas mark six*"), read as the value the domain
file gives it ("two hundred degrees": :attr:`slu_node.domain.SlotType.settings`). Seventy-third-session
blind probe 535: four commands at a gas mark had been asked about, or done without their temperature.
"""

from __future__ import annotations

from typing import Sequence

from slu_node.numbers import number_to_words, parse_number


def dial_settings(tokens: Sequence[str], settings: dict[str, tuple[str, dict[float, float]]]
                  ) -> dict[int, tuple[str, ...]]:
    """Token index → the words it is read as, for :func:`slu_node.textnorm.expand_tokens`: a dial's
    name of ``settings`` (:attr:`slu_node.domain.Domain.settings`) and a number of its table after it
    ("gas mark *six*", "gas mark 6") become the value in words and the unit form ("two hundred
    degrees"); a number the table lacks ("gas mark twelve") is left as said, for the parser to ask
    about. ``tokens``: lowercase words."""
    out: dict[int, tuple[str, ...]] = {}
    for dial, (unit, table) in settings.items():
        words = dial.split()
        for i in range(len(tokens) - len(words)):
            if list(tokens[i:i + len(words)]) != words:
                continue
            read = parse_number(tokens, i + len(words))
            value = table.get(read[0]) if read is not None else None
            if value is None:
                continue
            end = i + len(words) + read[1]
            out.update({k: () for k in range(i, end)})
            out[i] = (*number_to_words(value).split(), unit)
    return out
