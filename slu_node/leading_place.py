"""The tool or the vessel said first, before the command's verb: "*using the kettle* boil half a litre of
water", "*into the colander* drain the spaghetti", "*in the small frying pan* toast the pine nuts and scatter
them over the salad" (seventy-second-session blind probe 523: 36 of 40 done exactly with the code as it
stood, the others asked about or done without the tool, which the tagger, trained on templates that say it
last, left out). :func:`place_first_order` gives the order in which the parser reads such a command: the
verb's clause first, the phrase after it, as the domain's expressions say it. English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.textnorm import NOUN_MARKERS, clause_start, next_clause_at, verb_said

#: Prepositions that lead a tool or a vessel said first.
LEADING_PREPOSITIONS = frozenset({"with", "using", "in", "into", "on", "onto", "through"})
#: Most words between the determiners and the verb: describing words and the thing ("the *small frying pan*").
_LONGEST_PHRASE = 4


def place_first_order(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool],
                      is_how: Callable[[str], bool] = lambda phrase: False) -> Optional[list[int]]:
    """The indices of ``tokens`` in reading order when a phrase of a preposition of
    :data:`LEADING_PREPOSITIONS`, determiners and at most :data:`_LONGEST_PHRASE` words ending with a thing
    (``is_thing``: a spoken form of a value of the domain's lexicon) starts the clause (after openers) and a
    word of ``verbs`` (the first words of the domain's verb phrases) said as a verb follows it: the verb's
    clause (to "and" or "then" before no determiner nor thing, which would join a list, or to the end), the
    phrase, then the rest; None when none is said so, or the phrase says how (``is_how``: "on *a low heat*
    melt the butter ... and slowly whisk in the flour", where the heat went to the wrong step)."""
    start = clause_start(tokens)
    if start >= len(tokens) or tokens[start] not in LEADING_PREPOSITIONS:
        return None
    k = start + 1
    if k >= len(tokens) or tokens[k] not in NOUN_MARKERS:
        return None
    while k < len(tokens) and tokens[k] in NOUN_MARKERS:
        k += 1
    verb = next((v for v in range(k + 1, min(len(tokens), k + _LONGEST_PHRASE + 1)) if verb_said(tokens, v, verbs)
                 and any(is_thing(" ".join(tokens[s:v])) for s in range(k, v))), None)  # not "*frying* pan"
    if verb is None or any(is_how(" ".join(tokens[s:verb])) for s in range(start + 1, verb)):
        return None
    return verb_clause_first(len(tokens), start, verb, next_clause_at(tokens, verb, is_thing))


def verb_clause_first(n: int, start: int, verb: int, end: int) -> list[int]:
    """The indices of ``n`` tokens in reading order when the phrase ``[start, verb)`` said before the verb
    is read at ``end``, after the verb's clause ``[verb, end)``: the words before it, the clause, the phrase,
    the rest."""
    return [*range(start), *range(verb, end), *range(start, verb), *range(end, n)]
