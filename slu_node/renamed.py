"""A thing named again right after it, more exactly: "grate the cheese *the cheddar i mean* over the pasta",
"pour the oil *the extra virgin olive oil* into the wok", "get the tin *the loaf tin* and grease it", "stir the
sauce with the spoon *the wooden one*", "fry the peppers *the red ones* in the frying pan", "cover the bowl
*the glass one* with cling film" (seventy-fifth-session blind probe 623: 13 of 40 done wrong, both names read
as two things, or "the wooden one" left out and the spoon kept).

:func:`renamed_things` gives the replacements that keep the exact name only: the first name is left out
where the second ends with its last word ("the oil | the extra virgin olive oil", "the tin | the loaf tin")
or is taken back by an editing term after the second ("the cheese | the cheddar *i mean*"), the two of one
type; a re-description with "one" ("the spoon | the wooden one") is read into the name when the two make a
value ("the wooden spoon", "the red peppers"), and is left out when they make none ("the bowl | the glass
one"). Things listed without commas ("sift the flour the cocoa and the bicarbonate of soda") share no last
word: they stay, and so does a general name before a kind of it with no editing term ("the herbs the
parsley and the basil", "the pasta the spaghetti"), which a list of the same shape cannot be told from
("the flour the sugar and the butter": 35 typed lines of earlier probes). English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.textnorm import longest_value_end

#: Phrases after the exact name that take the first one back ("the cheese the cheddar *i mean*").
EDITING_TERMS = (("i", "mean"), ("that", "is"), ("i", "should", "say"), ("sorry",), ("rather",))
#: Words that end a re-description ("the wooden *one*", "the red *ones*").
_ONES = frozenset({"one", "ones"})
#: Words after "the ... ones" that make it a clause's subject, no re-description ("into the pot *the frozen ones
#: are* fine": the peas).
_CLAUSE_VERBS = frozenset({"is", "are", "was", "were", "will", "would", "should", "can", "could", "might"})
#: Most describing words between "the" and "one".
_LONGEST_DESCRIPTION = 3


def renamed_things(tokens: Sequence[str], lookup: Callable[[str], Optional[tuple[str, str]]],
                   is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Replacements for :func:`slu_node.textnorm.expand_tokens` (index → the words read there; ``()``
    leaves a word out) for each thing named again right after it, as the module says.

    Args:
        tokens: the utterance's words.
        lookup: the domain's lexicon look-up (:meth:`slu_node.domain.Domain.lookup`): phrase → ``(type,
            canonical value)`` or None.
        is_thing: True for a spoken form of a thing of the domain.
    """
    out: dict[int, tuple[str, ...]] = {}
    i = 0
    while i < len(tokens):
        first_end = longest_value_end(tokens, i, is_thing) if i and tokens[i - 1] in ("the", "of") else None
        if first_end is None or tokens[first_end:first_end + 1] != ["the"]:
            i += 1
            continue
        first = lookup(" ".join(tokens[i:first_end]))
        second = first_end + 1
        one = next((k for k in range(second + 1, min(len(tokens), second + 1 + _LONGEST_DESCRIPTION))
                    if tokens[k] in _ONES), None)
        if first is not None and one is not None and (one + 1 == len(tokens) or tokens[one + 1] not in _CLAUSE_VERBS):
            # "the spoon *the wooden one*": read into the name when the two make a value
            named = " ".join([*tokens[second:one], *tokens[i:first_end]])
            found = lookup(named)
            if found is not None and found[0] == first[0]:
                out[i] = tuple(named.split())
                out.update({k: () for k in range(i + 1, first_end)})
            out.update({k: () for k in range(first_end, one + 1)})
            i = one + 1
            continue
        second_end = longest_value_end(tokens, second, is_thing)
        exact = lookup(" ".join(tokens[second:second_end])) if second_end is not None else None
        if first is None or exact is None or exact[0] != first[0] or exact[1] == first[1]:
            i += 1
            continue
        edited = next((p for p in EDITING_TERMS if tuple(tokens[second_end:second_end + len(p)]) == p), ())
        if tokens[first_end - 1] == tokens[second_end - 1] or edited:
            # "*the cheese* the cheddar": the exact one; "two tablespoons of *sugar* the brown sugar"
            out.update({k: () for k in range(i - (tokens[i - 1] == "the"), first_end)})
            out.update({k: () for k in range(second_end, second_end + len(edited))})
            i = second_end + len(edited)
            continue
        i += 1
    return out
