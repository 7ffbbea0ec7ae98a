"""Praise and thanks said to the people cooking after a command: "mix the dough gently with the spatula
*oh that looks amazing*", "put the butter back in the fridge *thank you for tidying up sweetheart*", "lay the
biscuits on the baking sheet *look at all your lovely shapes*" (seventy-second-session blind probe 528,
baking with children: 26 of 40 done exactly with the code as it stood, the praise read as unknown arguments
or a second check). It says nothing the robot is to do; the parser leaves it out, and so it does praise and
"all done" said before the next command (:func:`praise_first`). English.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.textnorm import BEFORE_PRAISED_STATE, clause_start, phrases_at, verb_said

#: Phrases that start praise or thanks said after the command, to the end of the utterance.
PRAISE_PHRASES = (("great", "job"), ("good", "job"), ("well", "done"), ("well", "spotted"), ("nice", "one"),
                  ("good", "girl"), ("good", "boy"), ("clever", "girl"), ("clever", "boy"), ("high", "five"),
                  ("thank", "you", "for"), ("thanks", "for"), ("you", "two", "are"), ("you're", "amazing"),
                  ("you're", "a", "star"), ("i'm", "so", "proud"), ("so", "proud", "of"), ("what", "a", "lovely"),
                  ("what", "a", "brilliant"), ("what", "perfect"), ("what", "lovely"), ("look", "at", "all"),
                  ("look", "at", "your"), ("look", "at", "that"), ("best", "bakers"), ("best", "cooks"),
                  ("best", "helpers"), ("oh", "that", "looks"), ("that", "looks", "amazing"),
                  ("ooh", "they", "look"), ("ooh", "that", "looks"), ("brilliant", "patience"), ("great", "work"),
                  ("amazing", "work"), ("lovely", "work"), ("well", "remembered"),
                  # seventy-fifth-session blind probe 626, a word after each command: asked about as unknown
                  ("good", "stuff"), ("lovely", "jubbly"), ("ta", "very", "much"), ("that's", "it", "for"))
#: Phrases that say the last step is over, said before the next command ("*all done* tom good job now bake
#: the cookies ...": seventy-fourth-session blind probe 553, "done" read as the baking's state).
DONE_PHRASES = (("all", "done"), ("that's", "done"), ("we're", "done"), ("job", "done"), ("that's", "that"))
#: The most words said before the command's verb that :func:`praise_first` leaves out.
_FIRST_REACH = 8
#: Words that may join praise to the command ("... *and* well done").
_JOINING = frozenset({"and", "oh"})


def praise_after(tokens: Sequence[str], verbs: frozenset) -> range:
    """The indices of praise or thanks said after the command (a phrase of :data:`PRAISE_PHRASES`, after a
    word of ``verbs``, the first words of the domain's verb phrases, said as a verb) to the end of the
    utterance, with no such verb said in it after the phrase; an empty range when none is said."""
    for i, phrase in phrases_at(tokens, PRAISE_PHRASES):
        if i and any(verb_said(tokens, k, verbs) for k in range(i)) and not any(
                verb_said(tokens, k, verbs) for k in range(i + len(phrase), len(tokens))):
            return range(i - (tokens[i - 1] in _JOINING and i > 1), len(tokens))
    return range(0)


#: Words said between two steps as praise or thanks ("drain the potatoes in the colander *perfect* then tip
#: them ...").
_BETWEEN_WORDS = frozenset({"perfect", "great", "ta", "cheers", "super", "nice", "lovely", "brilliant"})
#: Words after such praise where the next step starts.
_NEXT_STEP = frozenset({"then", "and", "now", "next"})


def praise_between(tokens: Sequence[str], verbs: frozenset) -> set[int]:
    """Indices of praise or thanks said between two steps, after a word of ``verbs`` said as a verb and
    before "then", "and", "now" or "next" or a verb: a phrase of :data:`PRAISE_PHRASES` or a word of
    :data:`_BETWEEN_WORDS` ("drain the potatoes in the colander *perfect* then tip them into the roasting tin",
    "knead the pizza dough for ten minutes *ta* then cover it": seventy-fifth-session blind probe 626, asked
    about as unknown words); not after a word that makes it a state ("until it's *perfect* then ...")."""
    found = [(i, phrase) for i, phrase in phrases_at(tokens, PRAISE_PHRASES)] + [
        (i, (t,)) for i, t in enumerate(tokens) if t in _BETWEEN_WORDS]
    out: set[int] = set()
    for i, phrase in found:
        end = i + len(phrase)
        if (i and end < len(tokens) and tokens[i - 1] not in _STATE_BEFORE
                and (tokens[end] in _NEXT_STEP or verb_said(tokens, end, verbs))
                and any(verb_said(tokens, k, verbs) for k in range(i))):
            out.update(range(i, end))
    return out


#: Words before which a praise word is a state ("until it's *perfect*", "really nice") or part of a thing ("a
#: *nice* big pot"): those before a praise word said last (:data:`slu_node.textnorm.BEFORE_PRAISED_STATE`), and
#: determiners.
_STATE_BEFORE = BEFORE_PRAISED_STATE | {"a", "the"}


def praise_first(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool]) -> range:
    """The indices of praise, or words saying the last step is over (:data:`DONE_PHRASES`), said first (after
    clause openers) up to the command's verb: the first word of ``verbs`` said as a verb, at most
    :data:`_FIRST_REACH` words on, with no thing (``is_thing``) named before it ("*all done tom good job now*
    bake the cookies"). An empty range when there is none."""
    start = clause_start(tokens)
    if not any(i == start for i, _ in phrases_at(tokens, PRAISE_PHRASES + DONE_PHRASES)):
        return range(0)
    for k in range(start + 2, min(len(tokens), start + _FIRST_REACH + 1)):
        if is_thing(tokens[k]):
            return range(0)
        if verb_said(tokens, k, verbs):
            return range(start, k)
    return range(0)
