"""The calls of a restaurant kitchen said before a command ("*heard chef* ladle some chicken stock into the
risotto", "*hot behind* pull the saucepan off the heat", "*behind coming through* robot grab me a bunch of
parsley", "*we're in the weeds here* i need two hundred grams of cold butter"): they tell the brigade who
is where and that an order was heard, and ask the robot for nothing. Seventy-third-session blind probe 536:
read as unknown things and asked about. English.
"""

from __future__ import annotations

from typing import Callable, Container, Sequence

from slu_node.cues import ROBOT_CALLS
from slu_node.textnorm import FILLER_WORDS, NOUN_MARKERS, clause_start, phrases_at

#: The calls, each said whole (the longest read first).
KITCHEN_CALLS = (("yes", "chef"), ("heard", "chef"), ("oui", "chef"), ("heard",), ("hot", "behind"), ("behind",),
                 ("behind", "you"), ("coming", "through"), ("corner",), ("sharp",), ("hot", "pan"),
                 ("we're", "in", "the", "weeds", "here"), ("we're", "in", "the", "weeds"), ("in", "the", "weeds"))


def kitchen_calls(tokens: Sequence[str], is_verb: Callable[[str], bool], is_thing: Callable[[str], bool],
                  requests: Container[tuple[str, ...]]) -> set[int]:
    """Indices of the :data:`KITCHEN_CALLS` said one after another where the utterance's clause starts
    (:func:`~slu_node.textnorm.clause_start`; fillers between read past), when what follows them is the
    command: a word ``is_verb`` knows (the first word of a verb phrase of the domain, or a thing's name
    said as its verb: "ladle" some stock), or the robot's name or
    the start of a request phrase of ``requests`` ("i need") that is no thing (``is_thing``) nor article.
    Not a call word said of a place or thing: "*behind* the kettle", "*sharp* knife". ``tokens``:
    lowercase words; an empty set when there is none."""
    at: dict[int, tuple[str, ...]] = {}
    for i, phrase in phrases_at(tokens, KITCHEN_CALLS):
        if len(phrase) > len(at.get(i, ())):
            at[i] = phrase  # the longest said there: "hot behind", not "hot"
    out: set[int] = set()
    k = clause_start(tokens)
    while k in at:
        out.update(range(k, k + len(at[k])))
        k += len(at[k])
        while k < len(tokens) and tokens[k] in FILLER_WORDS:
            k += 1
    if not out or k >= len(tokens):
        return set()
    if is_verb(tokens[k]):  # "heard chef *ladle* some stock ...": a verb, though "ladle" names a thing too
        return out
    said = tokens[k] in ROBOT_CALLS or any(tuple(tokens[k:k + n]) in requests for n in (1, 2, 3))
    return out if said and tokens[k] not in NOUN_MARKERS and not is_thing(tokens[k]) else set()
