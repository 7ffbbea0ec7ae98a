"""An amount of food given to a dish, read as seasoning it with the food: "give the chicken wings *a couple
of pinches of paprika*" is read "season the chicken wings with a couple of pinches of paprika", which the
tagger knows as ``add(2 pinch, paprika, chicken wing)`` (seventy-fourth-session blind probe 557: out of
the domain). "give the soup a good stir" gives an action (:func:`slu_node.textnorm.gives_action`), "give me
a pinch of salt" asks for a thing: neither is read here. A step given so as an "-ing" form after another
is read as its own step (:func:`giving_actions`). English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.numbers import NUMBER_WORDS

#: Words that may open the dish given to ("give *the* chicken wings ...").
_DISH_DETERMINERS = frozenset({"the", "each", "every", "both", "those", "these", "your", "my", "all"})
#: Words that may open the amount given ("*a* couple of pinches", "*some* salt"), besides number words.
_AMOUNT_STARTS = frozenset({"a", "an", "some", "another"})
#: Most words of the dish and of the amount that are searched.
_LONGEST = 6
#: The verb and the word the giving is read with.
READ_AS = ("season", "with")


def given_amounts(tokens: Sequence[str], is_thing: Callable[[str], bool],
                  thing_verb: Callable[[str], Optional[str]]) -> dict[int, tuple[str, ...]]:
    """``{index: words}`` for :func:`slu_node.textnorm.expand_tokens`: "give" read as "season" and "with"
    said before the amount, for each "give" followed by a dish (a word of :data:`_DISH_DETERMINERS`, then
    words ending in a thing, ``is_thing``) and an amount (a word of :data:`_AMOUNT_STARTS` or a number
    word) with "of" and a thing ``thing_verb`` reads with "add" (an ingredient) within :data:`_LONGEST`
    words. Empty when there is none."""
    out: dict[int, tuple[str, ...]] = {}
    for k, word in enumerate(tokens[:-3]):
        if word != "give" or tokens[k + 1] not in _DISH_DETERMINERS:
            continue
        a = next((a for a in range(k + 3, min(len(tokens), k + 2 + _LONGEST))
                  if (tokens[a] in _AMOUNT_STARTS or tokens[a] in NUMBER_WORDS)
                  and (is_thing(tokens[a - 1]) or is_thing(" ".join(tokens[a - 2:a])))), None)
        if a is None:
            continue
        if any(tokens[o] == "of" and thing_verb(" ".join(tokens[o + 1:b])) == "add"
               for o in range(a + 1, min(len(tokens) - 1, a + _LONGEST))
               for b in range(min(len(tokens), o + 4), o + 1, -1)):
            out.update({k: (READ_AS[0],), a: (READ_AS[1], tokens[a])})
    return out


#: Words that may stand between "a" and the action given ("giving it a *good* stir").
_GIVEN_HOW = frozenset({"good", "quick", "gentle", "little", "light", "thorough", "final", "last", "really"})


def giving_actions(tokens: Sequence[str], verb_words: frozenset) -> dict[int, tuple[str, ...]]:
    """``{index: words}`` for :func:`slu_node.textnorm.expand_tokens`: "giving" read as "and give" when it
    follows another word (not the clause's first) and an action said as a noun follows it, "a", a word of
    :data:`_GIVEN_HOW` or none, then a word of ``verb_words`` (the domain's verb words), within
    :data:`_LONGEST` words: "simmer the soup for half an hour *giving* it a stir every few minutes" is two
    steps, as "... and give it a stir ..." is (seventy-sixth-session blind probe 643: "giving" had been
    asked about). Empty when there is none."""
    out: dict[int, tuple[str, ...]] = {}
    for k, word in enumerate(tokens):
        if word != "giving" or not k or tokens[k - 1] in ("and", "keep", "start", "then"):
            continue
        for a in range(k + 2, min(len(tokens) - 1, k + _LONGEST)):
            if tokens[a] in ("a", "an"):
                rest = tokens[a + 1:a + 3]
                if rest[:1] and (rest[0] in verb_words
                                 or (rest[0] in _GIVEN_HOW and rest[1:] and rest[1] in verb_words)):
                    out[k] = ("and", "give")
                break
    return out
