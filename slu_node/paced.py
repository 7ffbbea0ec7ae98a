"""How many things at once, and for each what, said with a command: "poach the eggs *two at a time* for
three minutes", "add two hundred grams of caster sugar *a spoonful at a time*", "brown two kilos of beef
mince in the stockpot *in batches*", "ladle half a cup of batter onto the griddle *for each pancake*"
(seventy-fourth-session blind probes 556, 565 and 567: the words read as unknown modalities or objects,
or the pancake as a second place). They say how the action is paced or portioned; no role of a SUGAR
template holds them (sugar_format.md §1), and the action is done as said without them. English.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.numbers import NUMBER_WORDS
from slu_node.textnorm import phrases_at

#: Phrases that pace an action, wherever they are said; "at a time" with the amount before it
#: (:func:`paced`).
PACED_PHRASES = (("in", "batches"), ("in", "two", "batches"), ("in", "three", "batches"), ("in", "small", "batches"),
                 ("one", "by", "one"), ("bit", "by", "bit"), ("little", "by", "little"), ("in", "stages"),
                 ("a", "few", "at", "a", "time"), ("a", "little", "at", "a", "time"), ("a", "bit", "at", "a", "time"))
#: Words that open a portion's "for each" ("*for each* pancake", "*per* person").
_PORTION_OPENERS = (("for", "each"), ("for", "every"), ("per",))
#: Prepositions of a place, one of which is said before a portion's "for each".
_PLACED = frozenset({"in", "into", "on", "onto", "to"})
#: Most words of the thing a portion is for.
_LONGEST_PORTION = 3


def paced(tokens: Sequence[str]) -> set[int]:
    """Indices of the tokens of each :data:`PACED_PHRASES` phrase, and of "at a time" with the amount
    said right before it: a number word ("*two at a time*") or "a"/"an" and one word ("*a spoonful at a
    time*", "*a couple at a time*"). ``tokens``: lower-case words."""
    out = {i for start, phrase in phrases_at(tokens, PACED_PHRASES) for i in range(start, start + len(phrase))}
    for start, phrase in phrases_at(tokens, (("at", "a", "time"),)):
        if start in out:
            continue
        before = start - 1
        if before >= 1 and tokens[before - 1] in ("a", "an") and tokens[before] not in NUMBER_WORDS:
            before -= 1  # "a spoonful"
        elif before < 0 or tokens[before] not in NUMBER_WORDS or tokens[before] in ("a", "an", "of", "and"):
            continue
        elif before >= 1 and tokens[before - 1] in ("a", "an"):
            before -= 1  # "a couple"
        out.update(range(before, start + len(phrase)))
    return out


def per_portion(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> set[int]:
    """Indices of "for each", "for every" or "per" (:data:`_PORTION_OPENERS`) and the thing after it (at
    most :data:`_LONGEST_PORTION` words ending in a thing, ``is_thing``), said last or before "and", after a
    place was said (a preposition of :data:`_PLACED`): "... onto the griddle *for each pancake*"; not "add a
    slice of cheese *for every burger*", where the burger is the place."""
    out: set[int] = set()
    for start, opener in phrases_at(tokens, _PORTION_OPENERS):
        if not _PLACED.intersection(tokens[:start]):
            continue  # "add a slice of cheese *for every burger*": the burger is where it goes
        at = start + len(opener)
        end = next((e for e in range(min(len(tokens), at + _LONGEST_PORTION), at, -1)
                    if (is_thing(" ".join(tokens[at:e])) or is_thing(tokens[e - 1]))
                    and (e == len(tokens) or tokens[e] in ("and", "then"))), None)
        if end is not None:  # "for every burger *and* grill it": the burger, not "burger and grill"
            out.update(range(start, end))
    return out
