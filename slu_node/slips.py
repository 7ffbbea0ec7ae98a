"""A function word heard for a short verb of the domain: "*at* the salt" for "add the salt".

A recogniser often ends a short verb on the wrong consonant ("add" /æd/ heard as "at" /æt/): on the 484
hand-written commands spoken by five synthetic voices (twenty-sixth session), "add" came out as "at" or
"and" in 18 failed commands, "at" in 7 of them ("i think you should *at* the salt now", "just *at* the
egg whites to the bowl"). Read as heard there is no verb, and the command was out of domain. Where a
verb is due (first in the clause) and a thing the verb acts on follows, no other reading of "at" is
left: "at the end", "at a low heat", "at the back of the oven" name no such thing, or follow a verb or
a noun. "and" is read so only after a modal ("could *and* the salt"): first in an utterance it may go
on from the command before ("and the carrots", after "peel the potatoes"). English.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.numbers import NUMBER_WORDS
from slu_node.repairs import CLAUSE_STARTS
from slu_node.textnorm import FILLER_WORDS, LIST_CONJUNCTION, NOUN_MARKERS

#: A word heard → the verb it stands for (when that verb is the domain's).
VERB_SLIPS = {"at": "add", "and": "add"}
#: Modals and "please": a verb is due after them, and "and" cannot follow them ("could *and* the salt").
_MODALS = frozenset({"should", "could", "can", "will", "would", "must", "please"})
#: Words after which a verb is due, besides :data:`slu_node.repairs.CLAUSE_STARTS` and fillers: modals
#: and adverbs that come before a verb ("you should *add*", "just *add*").
_BEFORE_VERB = _MODALS | {"just", "oh", "first", "also", "gently", "slowly", "quickly", "carefully", "finally"}
#: Most words of a thing's name looked at after the slip (the lexicon's longest are shorter).
_LONGEST_VALUE = 4


def verb_slips(tokens: Sequence[str], verbs: frozenset, is_object: Callable[[str], bool]) -> dict[int, str]:
    """Indices of the words of ``tokens`` heard for a verb (:data:`VERB_SLIPS`) → that verb.

    A word counts when the verb is one of ``verbs`` (the domain's verb words), it is first in the
    utterance or follows a clause start, a filler, a modal or an adverb (:data:`_BEFORE_VERB`; "and"
    only after a modal or "please", :data:`_MODALS`: "do you think you could *and* the salt"), and
    after it, past determiners and number words, comes a thing an action acts on (``is_object``: a
    spoken form of a lexicon value of an object type): "oh and *at* the salt" → ``{2: "add"}``.
    """
    out: dict[int, str] = {}
    for i, token in enumerate(tokens):
        verb = VERB_SLIPS.get(token)
        if verb is None or verb not in verbs:
            continue
        before = tokens[i - 1] if i else None
        if token == LIST_CONJUNCTION:  # "and" only where it cannot be a conjunction: after a modal
            if before not in _MODALS:
                continue
        elif before is not None and before not in CLAUSE_STARTS | FILLER_WORDS | _BEFORE_VERB:
            continue
        j = i + 1
        while j < len(tokens) and (tokens[j] in NOUN_MARKERS or tokens[j] in NUMBER_WORDS or tokens[j][:1].isdigit()):
            j += 1
        if any(is_object(" ".join(tokens[j:j + n])) for n in range(1, _LONGEST_VALUE + 1) if j + n <= len(tokens)):
            out[i] = verb
    return out
