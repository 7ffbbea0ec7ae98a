"""A time or a temperature said first, before the command's verb: "*for three minutes* blanch the
asparagus", "*at two twenty for an hour and a half* roast the whole chicken", "*for ten minutes in the
steamer* steam the broccoli", "the water's boiling now so *for three minutes* blanch the asparagus"
(seventy-fifth-session blind probe 604: 4 of 40 done without their times, the tagger, trained on templates
that say them last, having left them untagged where more than one was said or talk came first).
:func:`modality_first_order` gives the order in which the parser reads such a command: the verb's clause
first, the phrase after it, as the domain's expressions say it. English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.leading_place import verb_clause_first
from slu_node.numbers import NUMBER_WORDS
from slu_node.textnorm import NOUN_MARKERS, clause_start, next_clause_at, verb_said

#: Prepositions that lead a time or a temperature said first ("*for* ten minutes", "*at* two hundred degrees").
_LEADS = frozenset({"for", "at"})
#: Words of such a phrase besides numbers, units, determiners and things ("for *exactly* four minutes", "for
#: *the last* five minutes", "at two hundred *degrees*", "for ten minutes *in* the steamer").
_PHRASE_WORDS = frozenset({"for", "at", "in", "on", "and", "half", "quarter", "exactly", "about", "around",
                           "roughly", "another", "last", "first", "next", "good", "degrees", "degree", "celsius",
                           "fahrenheit", "c", "f", "gas", "mark", "just", "under", "over", "or", "so"})
#: Most words of the phrase before the verb.
_LONGEST = 12
#: Words after which a clause starts besides the utterance's start ("... *so* for three minutes blanch ..."); not
#: "and" nor "then", after which the phrase may end the step before ("... whip the mousse until thick *and at six
#: degrees* and season ...").
_OPENERS = frozenset({"so"})


def modality_first_order(tokens: Sequence[str], verbs: frozenset, units: frozenset,
                         is_thing: Callable[[str], bool]) -> Optional[list[int]]:
    """The indices of ``tokens`` in reading order when a phrase led by "for" or "at", holding a number and
    only words of a time, a temperature or a place (numbers, ``units``: the domain's unit words, determiners,
    :data:`_PHRASE_WORDS`, things: ``is_thing``) starts a clause (the utterance's, after its openers, or one
    after "so") and a word of ``verbs`` (or "let") (the first words of the domain's verb
    phrases) said as a verb follows it: the verb's clause (to :func:`slu_node.textnorm.next_clause_at`), the
    phrase, then the rest (the phrase before the clause's own time or temperature said with "for" or "at",
    when it has one); None when none is said so."""
    starts = [clause_start(tokens)] + [k + 1 for k, t in enumerate(tokens[:-1]) if t in _OPENERS]
    for start in starts:
        if start >= len(tokens) or tokens[start] not in _LEADS:
            continue
        verb = next((v for v in range(start + 2, min(len(tokens), start + _LONGEST + 1))
                     if verb_said(tokens, v, verbs) or tokens[v] == "let"), None)  # "... *let* the rice simmer"
        if verb is None:
            continue
        phrase = tokens[start:verb]
        if not any(w in NUMBER_WORDS or w[0].isdigit() for w in phrase) or not all(
                w in NUMBER_WORDS or w[0].isdigit() or w in units or w in NOUN_MARKERS or w in _PHRASE_WORDS
                or is_thing(w) for w in phrase):
            continue
        end = next_clause_at(tokens, verb, is_thing)
        # before the clause's own time or temperature: "bake the cake *for twenty five minutes* at one eighty
        # degrees", "put the casserole dish in the oven *for forty five minutes* at one hundred and fifty
        # degrees" (after it, its number and the moved one's had been read as one)
        own = next((k for k in range(verb + 1, end - 1) if tokens[k] in _LEADS
                    and (tokens[k + 1] in NUMBER_WORDS or tokens[k + 1][0].isdigit())), end)
        return verb_clause_first(len(tokens), start, verb, own)
    return None
