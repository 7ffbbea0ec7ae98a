"""A time said as a range: "simmer for twenty *to thirty* minutes", "steam the broccoli for four *or five*
minutes", "whisk for a minute *or two*", "bake for *between* ten *and twelve* minutes". A predicate holds one
time (SUGAR §3); the range is read as its lower bound, when a cook first checks, which a reference that
writes the range as alternatives (``20 min/30 min``, sugar_format.md §2) accepts. Seventy-third-session
blind probe 535: ten such commands had been asked about, the upper bound read and the lower left as an
unknown word. Amounts said as a choice ("add two or three cloves of garlic") stay asked about: which was
meant is the cook's to say. English.
"""

from __future__ import annotations

from typing import Optional, Sequence

from slu_node.numbers import TIME_UNIT_WORDS, parse_number

#: Words that join the two ends of a range.
_RANGE_JOINERS = frozenset({"to", "or"})


def _number_end(tokens: Sequence[str], i: int) -> Optional[tuple[float, int]]:
    """``(value, index after it)`` of a number said at ``tokens[i]`` ("forty five", "12"), None when none."""
    read = parse_number(tokens, i) if i < len(tokens) else None
    return (read[0], i + read[1]) if read is not None and read[1] else None


def time_ranges(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Token index → ``()`` for the words of a time range past its lower bound, for
    :func:`slu_node.textnorm.expand_tokens`: "twenty *to thirty* minutes", "four *or five* minutes" (the
    upper bound greater than the lower, a unit of :data:`~slu_node.numbers.TIME_UNIT_WORDS` after it),
    "a minute *or two*" (the unit after "a" or "an", a number after "or" and no unit after that), and
    "*between* ten *and twelve* minutes". ``tokens``: lowercase words. Nothing else is touched: "add two
    to the pan", "ten minutes or so" (:mod:`slu_node.afterthoughts`), "two or three cloves"."""
    out: dict[int, tuple[str, ...]] = {}
    i = 0
    while i < len(tokens):
        between = tokens[i] == "between"
        low = _number_end(tokens, i + 1 if between else i)
        if low is not None:
            j = low[1]
            joined = ("and",) if between else _RANGE_JOINERS
            high = _number_end(tokens, j + 1) if j < len(tokens) and tokens[j] in joined else None
            if high is not None and high[0] > low[0] and high[1] < len(tokens) and tokens[high[1]] in TIME_UNIT_WORDS:
                out.update({k: () for k in range(j, high[1])})
                if between:
                    out[i] = ()
                i = high[1]
                continue
        if (tokens[i] in ("a", "an") and i + 3 < len(tokens) and tokens[i + 1] in TIME_UNIT_WORDS
                and tokens[i + 2] == "or" and (high := _number_end(tokens, i + 3)) is not None
                and (high[1] >= len(tokens) or tokens[high[1]] not in TIME_UNIT_WORDS)):
            out.update({k: () for k in range(i + 2, high[1])})  # "a minute *or two*"
            i = high[1]
            continue
        i += 1
    return out
