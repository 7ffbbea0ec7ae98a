"""A part of a thing said with "of": "the juice of a lemon" is the lemon juice, "the juice of the oranges"
the orange juice.

Read as said, the part and the thing were two values: "squeeze the juice of a lemon over the fish" was
``add([#, lemon], fish)`` (asked about "juice"), "add the juice of one lemon to the sauce" was ``add(1,
lemon, sauce)``, done (probes of the eighteenth and twenty-fifth sessions). When the lexicon has a value
that names the thing and then the part ("lemon juice", "egg yolk"), that value is meant.

A region of a place said so ("the *top shelf* of the oven", "the *bottom* of the pan") is the place
itself: the templates have no finer place than the appliance or vessel. Read as said, "slide the tray
onto the top shelf of the oven" was asked about "top" (thirtieth-session probe).

The spans are :class:`slu_node.spans.Span` (copies are made with :func:`dataclasses.replace`), token
indices into the utterance. English word order.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional, Sequence

from slu_node.numbers import NUMBER_WORDS
from slu_node.textnorm import NOUN_MARKERS
from slu_node.types import ACT_PREFIX

#: Most words of the thing's name after "of" (the lexicon's longest are shorter).
_LONGEST_THING = 3
#: Words that name a region of a place or a vessel, not a thing of their own: said before "of" and a
#: value, they mean the value ("the *top shelf* of the oven", "the *back* of the fridge"). English.
REGION_WORDS = frozenset({"top", "bottom", "middle", "centre", "center", "back", "front", "side", "sides", "edge",
                          "corner", "rim", "base", "shelf", "rack", "door", "inside", "upper", "lower", "left",
                          "right",
                          # "skim the fat off the *surface* of the stock" (seventy-sixth-session blind probe 643)
                          "surface",
                          "tops", "bottoms", "edges"})  # "brush the *tops* of the scones ..." (blind probe 703)


def join_parts_of(spans: Sequence, tokens: Sequence[str], object_role: str,
                  value_of: Callable[[str], Optional[str]], core: Callable[[str], str],
                  is_amount: Callable[[object], bool] = lambda span: False) -> list:
    """``spans`` where a role span naming a part ("the juice") is followed by "of", determiners or
    number words ("a", "one", "half a") and words naming a thing, together a lexicon value thing +
    part: the span, the words after it and any span among them become one span over all of them,
    its text that value ("lemon juice"), its label the object role when any of them was the object,
    else the part's. A span of :data:`REGION_WORDS` only (with the spans of such words right before
    it) joins so with the value said after "of" itself, and takes the label of that value's span when
    it was tagged ("onto the top shelf of the oven": oven, a destination). The joined span's
    confidence is the lowest of the spans joined.

    Args:
        spans: role and verb spans, in spoken order.
        tokens: the utterance's tokens.
        object_role: the label of the object role.
        value_of: the canonical lexicon value a text names, or None.
        core: a span's text without its leading words ("the juice" → "juice").
        is_amount: true of a span that says an amount, which stays one: "a *stick* of cinnamon" is a
            count of sticks though "cinnamon stick" names cinnamon (seventy-third-session blind probe
            538: the stick had been left out).
    """
    out = list(spans)
    for span in spans:
        if (span not in out or span.label.startswith(ACT_PREFIX) or span.end >= len(tokens) or tokens[span.end] != "of"
                or is_amount(span)):
            continue
        part = core(span.text)
        region = bool(part) and set(part.split()) <= REGION_WORDS
        start = _region_start(out, span, core) if region else span.start
        k = span.end + 1
        while k < len(tokens) and (tokens[k] in NOUN_MARKERS or tokens[k] in NUMBER_WORDS - {"of", "and"}):
            k += 1
        whole = value_of if region else (lambda thing: _whole(thing, part, value_of))
        found = next(((e, v) for e in range(min(len(tokens), k + _LONGEST_THING), k, -1)
                      if part and (v := whole(" ".join(tokens[k:e])))), None)
        if found is None:
            continue
        end, value = found
        inside = [s for s in out if s.start < end and s.end > start]
        if any(s.label.startswith(ACT_PREFIX) or s.end > end for s in inside):
            continue
        things = [s for s in inside if s.start >= k]
        if region and things:
            label = things[0].label  # the place's own role: "onto the top shelf of *the oven*"
        else:
            label = object_role if any(s.label == object_role for s in inside) else span.label
        joined = replace(span, label=label, start=start, end=end, text=value,
                         confidence=min(s.confidence for s in inside))
        out = [s for s in out if s not in inside]
        out.append(joined)
        out.sort(key=lambda s: s.start)
    return out


def _region_start(spans: Sequence, span, core: Callable[[str], str]) -> int:
    """Where the region ``span`` names begins: earlier spans of its label right before it that name
    regions too are part of it ("the *top* | *shelf* of the oven", tagged as two spans)."""
    start = span.start
    for prev in sorted((s for s in spans if s.end <= span.start), key=lambda s: -s.start):
        words = core(prev.text).split()
        if prev.end != start or prev.label != span.label or not words or not set(words) <= REGION_WORDS:
            break
        start = prev.start
    return start


def _whole(thing: str, part: str, value_of: Callable[[str], Optional[str]]) -> Optional[str]:
    """The value that names ``thing`` and then ``part`` ("lemon juice"), the thing as said or as the
    lexicon value it names ("oranges" → orange: "the juice of the oranges"); None when there is none."""
    named = value_of(thing)
    return value_of(f"{thing} {part}") or (value_of(f"{named} {part}") if named else None)
