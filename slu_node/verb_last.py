"""A thing said before its verb, the verb with no object after it: "pan put on stove with medium heat
please", "two onion peel with knife please", "pot uncover and sauce stir with wooden spoon"
(seventy-fourth-session blind probe 564, a learner's English: 28 of 40 done exactly, 10 asked about).
Speakers of a verb-final first language (Japanese, Korean, Turkish, Hindi) carry the object-verb order
into English (Odlin 1989, "Language Transfer", ch. 6, word order). The tagger, trained on the domain's
templates, knows the verb first; :func:`verb_last` says it there. "the onions fry them" (a pronoun after
the verb) and "the eggs crack two into the bowl" (an amount) keep their order: the verb has its own
object.
"""

from __future__ import annotations

from typing import Callable, Container, Sequence

from slu_node.numbers import NUMBER_WORDS
from slu_node.textnorm import NOUN_MARKERS, PRONOUNS, clause_start

#: Words that start a clause in which a thing may be said before its verb.
_CLAUSE_JOINERS = frozenset({"and", "then"})
#: Most words of the thing said before the verb ("two slice bread").
_LONGEST_THING = 5
#: Prepositions: a place or a part said before the verb ("lid *off* saucepan stir", "*on* medium heat cook
#: the onions") is no thing said before it.
_PLACE_WORDS = frozenset({"off", "on", "onto", "in", "into", "from", "with", "to", "at", "over", "under", "out",
                          "through", "for", "by"})
#: Words after the verb that end its clause ("pot uncover *and* sauce stir ...").
_AFTER_VERB = frozenset({"and", "then", "please", "now", "until", "till"})


def verb_last(tokens: Sequence[str], verbs: Container[str],
              is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """``{index: words}`` for :func:`slu_node.textnorm.expand_tokens`: the verb said at the start of
    its clause, before the thing, and left out where it was. ``verbs``: the domain's one-word verbs. A
    clause starts the utterance (after openers) or follows "and" or "then" after no thing; the thing is at
    most :data:`_LONGEST_THING` words with no determiner nor preposition (:data:`_PLACE_WORDS`), starting
    with a number or a thing and ending in a thing (``is_thing``), and makes no thing with the verb
    ("tomato puree"); the verb's clause says nothing more (:func:`_nothing_after`). Empty when there is
    none."""
    # after "and" only where the clause before it ends with no thing: "pot uncover *and* sauce stir ...",
    # not "season it with salt *and* pepper squeeze ...", where "and" joins things
    starts = [clause_start(tokens)] + [k + 1 for k, t in enumerate(tokens)
                                       if t in _CLAUSE_JOINERS and k and not is_thing(tokens[k - 1])]
    out: dict[int, tuple[str, ...]] = {}
    for c in starts:
        for v in range(c + 1, min(len(tokens), c + _LONGEST_THING + 1)):
            if tokens[v] not in verbs:
                if tokens[v] in NOUN_MARKERS or tokens[v] in PRONOUNS or tokens[v] in _PLACE_WORDS:
                    break
                continue
            if (_thing_before(tokens[c:v], is_thing) and _nothing_after(tokens, v + 1)
                    and not is_thing(f"{tokens[v - 1]} {tokens[v]}")):  # "tomato *puree*" is a thing
                out.update({c: (tokens[v], tokens[c]), v: ()})
            break
    return out


def _thing_before(words: Sequence[str], is_thing: Callable[[str], bool]) -> bool:
    """True when ``words`` start with a number or a thing and end in a thing, with no determiner (but a
    number) nor pronoun: "two onion", "salt and pepper", "two slice bread"."""
    if not words or words[-1] in NOUN_MARKERS or not (is_thing(words[-1]) or is_thing(" ".join(words[-2:]))):
        return False
    if not (words[0] in NUMBER_WORDS or is_thing(words[0]) or is_thing(" ".join(words[:2]))):
        return False  # "*from* fridge get out steak": a place said first
    return all(w not in NOUN_MARKERS or w in NUMBER_WORDS for w in words) and not PRONOUNS.intersection(words)


def _nothing_after(tokens: Sequence[str], k: int) -> bool:
    """True when the verb's clause says nothing more at ``k`` before a place or the next step: the end, a
    preposition of :data:`_PLACE_WORDS` or a word of :data:`_AFTER_VERB` ("pan put *on* stove", "pot
    uncover *and* ..."); not an object of its own, nor a place said with no preposition ("four eggs crack
    *mixing bowl*", which the tagger reads as it is)."""
    return k >= len(tokens) or tokens[k] in _PLACE_WORDS or tokens[k] in _AFTER_VERB


