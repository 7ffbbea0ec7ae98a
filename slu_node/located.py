"""Where a thing is, said before the command that uses it: "*you'll find the eggs by the kettle* crack three of
them into the frying pan", "*we keep the potato masher in the drawer under the hob* mash the potatoes with that",
"*the salad bowl's up on the top shelf* put the rocket in it", "*the kettle's plugged in by the fridge* boil
some water in it" (seventy-seventh-session blind probe 740, a cook who says where things are before the command:
22 of 40 done exactly at first, the place read as the command's or the statement out of the domain).

:func:`located_first` finds the statement, which the parser leaves out as it does a statement said first
(:func:`slu_node.purpose.stated_fact`); its thing is what a pronoun of the command stands for. English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.textnorm import NOUN_MARKERS, clause_start, thing_end, verb_said

#: A speaker's words that say where they keep or left a thing, before it ("*we keep* the masher in ...").
LOCATING = (("you'll", "find"), ("you", "will", "find"), ("you", "can", "find"), ("we", "keep"), ("i", "keep"),
            ("i", "left"), ("i've", "left"), ("i", "put"), ("i've", "put"))
#: Words said before such a statement that only announce it ("*heads up* the yogurt's at the back ...").
_ANNOUNCING = (("heads", "up"), ("just", "so", "you", "know"), ("by", "the", "way"), ("fyi",))
#: Words after a thing that say it is somewhere ("the kettle's *plugged in* by the fridge", "the rice *lives*
#: in the cupboard"), besides "'s" on its last word.
_BEING = frozenset({"is", "are", "lives", "live", "sits", "sit", "hangs", "hang", "should", "will", "stays",
                    "goes", "it's", "they're"})  # "the cheese grater *it's* hanging up by the window"
#: Words that start where a thing is, said within :data:`_PLACE_REACH` words after it.
_PLACE_WORDS = frozenset({"in", "on", "at", "by", "next", "up", "over", "out", "under", "behind", "beside",
                          "near", "inside", "hanging", "plugged", "resting", "sitting", "down", "above", "below"})
#: Most words between the thing and the word that starts where it is ("the sieve *should be* in ...").
_PLACE_REACH = 3
#: Most words of the whole statement before the command's verb.
_LONGEST = 14


def located_first(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool]) -> tuple[range, str]:
    """The indices of a statement of where a thing is said first, up to the command's verb (a word of ``verbs``,
    the first words of the domain's verb phrases, said as a verb), and the thing's words (``is_thing``); the
    statement: after clause openers and a phrase of :data:`_ANNOUNCING`, either a phrase of :data:`LOCATING`
    and the thing, or the thing and "'s" on its last word or a word of :data:`_BEING`; then a word of
    :data:`_PLACE_WORDS` within :data:`_PLACE_REACH` words. ``(range(0), "")`` when none is said."""
    start = k = clause_start(tokens)
    announced = next((len(p) for p in _ANNOUNCING if tuple(tokens[k:k + len(p)]) == p), 0)
    if not announced:  # "*just so* you know ...": the opener's words are the announcement's
        start, announced = next(((i, len(p)) for i in range(min(start, 2) + 1) for p in _ANNOUNCING
                                 if tuple(tokens[i:i + len(p)]) == p), (start, 0))
        k = start
    k += announced
    locating = next((p for p in LOCATING if tuple(tokens[k:k + len(p)]) == p), None)
    k += len(locating) if locating else 0
    while k < len(tokens) and tokens[k] in NOUN_MARKERS:
        k += 1
    found = _thing_at(tokens, k, is_thing)
    if found is None:
        return range(0), ""
    end, thing, contracted = found
    after = end
    if not locating and not contracted:  # "the salad *bowl's* up on the top shelf" says "is" itself
        if end >= len(tokens) or tokens[end] not in _BEING:
            return range(0), ""
        after = end + 1
    if not any(t in _PLACE_WORDS for t in tokens[after:after + _PLACE_REACH]):
        return range(0), ""
    verb = next((v for v in range(after + 1, min(len(tokens), start + _LONGEST + 1)) if verb_said(tokens, v, verbs)),
                None)
    return (range(start, verb), thing) if verb is not None else (range(0), "")


def _thing_at(tokens: Sequence[str], k: int, is_thing: Callable[[str], bool]) -> Optional[tuple[int, str, bool]]:
    """``(end, thing, contracted)`` of a thing said at ``k`` (``is_thing``), its last word perhaps said with
    "'s" ("the salad *bowl's*": ``contracted``), or None."""
    for n in (3, 2, 1):
        if k + n <= len(tokens) and tokens[k + n - 1].endswith("'s"):
            words = " ".join([*tokens[k:k + n - 1], tokens[k + n - 1][:-2]])
            if is_thing(words):
                return k + n, words, True
    end = thing_end(tokens, k, is_thing)
    return (end, " ".join(tokens[k:end]), False) if end is not None else None
