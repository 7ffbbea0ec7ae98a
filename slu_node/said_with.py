"""A tool said with "with" or "using" that the tagger read as where a thing comes from: "fry the bacon until
it's crispy and then take it out *with the tongs*" had been ``remove(bacon, tongs)``, the tongs the place it
came out of (seventy-fourth-session blind probe 581, done wrong). "with" and "using" say the tool (SUGAR's
utensil of mix, peel, mash ...), never where from: such a span is read as the action's instrument, or as
nothing when the action has none (remove's template has no utensil: sugar_format.md §1). Where to, after
"with", is add's own ("sprinkle them *with sugar*", "in *with the pasta*"): left to the builder. English.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from slu_node.domain import INSTRUMENT_ROLE, SOURCE_ROLE
from slu_node.types import ACT_PREFIX

#: Words that say the tool after them.
TOOL_WORDS = frozenset({"with", "using"})
#: Words between such a word and the tool ("with *the* tongs").
_DETERMINERS = frozenset({"the", "a", "an", "some", "my", "your", "this", "that"})


def tools_as_places(tokens: Sequence[str], tags: Sequence[str], actions: Mapping) -> dict[int, str]:
    """Index → the tag to read there instead, for each span tagged as a source right after a word of
    :data:`TOOL_WORDS` (determiners between): its words tagged as the instrument of the action whose verb
    was tagged last before it (``actions``: name → :class:`slu_node.domain.Action`)
    when the action holds one, else "O". ``tags``: BIO tags of ``tokens``. Empty when there is none."""
    out: dict[int, str] = {}
    action = None
    for i, tag in enumerate(tags):
        if tag.startswith("B-" + ACT_PREFIX):
            action = actions.get(tag[2 + len(ACT_PREFIX):])
            continue
        if tag != "B-" + SOURCE_ROLE:
            continue
        k = i - 1
        while k >= 0 and tokens[k] in _DETERMINERS:
            k -= 1
        if k < 0 or tokens[k] not in TOOL_WORDS:
            continue
        holds = action is not None and action.arg(INSTRUMENT_ROLE) is not None
        end = next((j for j in range(i + 1, len(tags)) if tags[j] != "I-" + SOURCE_ROLE), len(tags))
        out.update({j: (("B-" if j == i else "I-") + INSTRUMENT_ROLE) if holds else "O" for j in range(i, end)})
    return out
