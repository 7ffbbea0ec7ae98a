"""A command broken off for talk to someone else and said again: "put the big pot on the *sorry mum i'm
just talking to the robot* put the big pot on the hob over a high heat", "pour half a litre of milk into
the *sorry what did you say oh right yeah* into the saucepan", "bake the lasa *sorry i'm in the middle of
making tea* bake the lasagne at one eighty degrees for forty minutes" (seventy-fourth-session blind probe
570, a cook on the phone: 18 of 40 done exactly, the rest asked about, the talk read as unknown things).
The speaker restarts where they broke off, saying again the two words they had said there; what was
said from those words to the restart is left out (:func:`broken_off`), as a repair's reparandum is
(:mod:`slu_node.repairs`, after Shriberg 1994, "Preliminaries to a theory of speech disfluencies": the
repair repeats the words before the interruption point). English.
"""

from __future__ import annotations

from typing import Container, Sequence

from slu_node.repairs import HESITATIONS, PREPOSITIONS
from slu_node.spelling import unspelled
from slu_node.textnorm import DANGLING_WORDS, FILLER_WORDS

#: Words of talk to someone else, one of which the broken-off stretch says: apologies, answers, calls and
#: the phone's words; no pronoun ("take the brownies out of the oven check if *they're* set and put them
#: back in the oven" says "the oven" twice), nor "oh" ("add the salt oh and add the pepper").
TALK_WORDS = frozenset({"sorry", "yeah", "yes", "yep", "huh", "what", "pardon", "mum", "dad", "gran", "grandma",
                        "sec", "hang", "hello", "bye", "ring", "hear", "phone", "text"})
#: Most letters of a word cut short that a dictionary may still hold ("take the *st* sorry ...").
_LONGEST_CUT = 3
#: Sounds that fill a pause where the talk breaks in ("put the chicken in the *uh* let me ...").
_PAUSES = HESITATIONS | {"hmm", "mm"}
#: Words that open a thing, no restart's first word.
_DETERMINERS = frozenset({"the", "a", "an", "some", "this", "that", "these", "those"})
#: Words before the restart that make it a next step, no restart ("... *and* put the ...").
_JOINERS = frozenset({"and", "then", "also", "next", "now", "after", "plus"})
#: Fewest words of the broken-off stretch between the repeated words and the restart.
_SHORTEST_TALK = 2


def _cut_before_talk(tokens: Sequence[str], between: range, known: Container[str]) -> bool:
    """True when the talk in ``between`` (from its first word of :data:`TALK_WORDS` or a hesitation)
    starts right after a word left hanging (:data:`~slu_node.textnorm.DANGLING_WORDS`,
    a preposition: "put the big pot on *the* sorry ...") or cut short (none of ``known``, the domain's
    words nor a filler, and no English word or at most :data:`_LONGEST_CUT` letters: "bake the *lasa* sorry
    ..."; not "... my hands *aren't* what they were", "... in the butter *oh* hang on ..."): the command
    was broken off, not corrected ("pour the batter into the frying pan sorry not the frying pan the
    griddle" is read by :mod:`slu_node.corrections`)."""
    t = next((i for i in between if tokens[i] in TALK_WORDS or tokens[i] in _PAUSES), None)
    if t is None:
        return False
    before = tokens[t - 1]
    return (before in DANGLING_WORDS or before in PREPOSITIONS
            or (bool(known) and before.isalpha() and before not in known and before not in FILLER_WORDS
                and (len(before) <= _LONGEST_CUT or bool(unspelled([before], frozenset(known))))))


def broken_off(tokens: Sequence[str], known: Container[str] = frozenset()) -> range:
    """The indices from the first saying of two words said again later (the restart) up to the restart:
    the two words start with no determiner, the stretch between them (after the two words) has at
    least :data:`_SHORTEST_TALK` words, one of :data:`TALK_WORDS`, the first saying was cut short there
    (:func:`_cut_before_talk`, ``known``: the domain's words), and the restart follows no word of
    :data:`_JOINERS`; the restart says more than those two words. The latest restart is
    taken, with the first saying of its two words. ``tokens``: lower-case words. Empty when there is
    none."""
    for k in range(len(tokens) - 3, 1, -1):  # the restart says more than the two words
        if tokens[k - 1] in _JOINERS:
            continue
        pair = tuple(tokens[k:k + 2])
        if pair[0] in _DETERMINERS:
            continue  # "... *the oven* ...": a thing said twice, no restart
        for j in range(0, k - 1 - _SHORTEST_TALK):
            between = tokens[j + 2:k]
            if (tuple(tokens[j:j + 2]) == pair and len(between) >= _SHORTEST_TALK and TALK_WORDS.intersection(between)
                    and _cut_before_talk(tokens, range(j + 2, k), known)):
                return range(j, k)
    return range(0)
