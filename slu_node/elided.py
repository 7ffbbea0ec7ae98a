"""Amounts said without their thing: "get the eggs out of the fridge and crack *three* into the jug".

English leaves out a noun the utterance has just named when an amount is said of it again (nominal
ellipsis: Quirk et al. 1985, *A Comprehensive Grammar of the English Language*, §12.3): "crack three"
stands for "crack three eggs", "scatter a handful over the porridge" for "a handful of the blueberries".
Read as said, the amount had no thing: the command was asked about ("I don't know 'a handful'"), or
the place took the object's role and was done ("peel the carrots and put four in the pot" was
``put(pot, 4)``); a blind probe of such commands (sixty-first session, probe 213) had none of its 40
done exactly and 8 done wrong. :func:`elided_things` gives the parser the words to read after the
amount: the last food named before its verb. English.
"""

from __future__ import annotations

from typing import Callable, Container, Optional, Sequence

from slu_node.numbers import AFTER_UNIT_FRACTIONS, NUMBER_WORDS
from slu_node.textnorm import NOUN_MARKERS

#: Rough amounts that stand for a thing left out ("throw *some* into the batter", "add *a bit more*").
ROUGH_AMOUNTS = (("a", "bit", "more"), ("a", "little", "more"), ("a", "bit"), ("a", "little"), ("some",))
#: Words of an amount that are no number of their own ("*a* handful", "two hundred *and* fifty").
_GLUE = frozenset({"a", "an", "and", "of"})
#: Fractions: the thing goes after "of the" ("tip *half* into the saucepan": half of the chickpeas).
_FRACTIONS = frozenset({"half", "quarter", "third"})
#: Prepositions before a place: a food said after one is where things go, not what is added.
_PLACES = frozenset({"into", "in", "onto", "on", "over", "to", "from"})
#: Words that may follow an amount whose thing was left out: a place, a time, a state, the next clause
#: or the end ("crack three *into* the jug", "roast two *for* half an hour", "... *and* whisk them").
_AFTER_AMOUNT = frozenset({"into", "in", "over", "on", "onto", "to", "for", "with", "until", "till", "and", "then",
                           "please", "now", "too"})


def elided_things(tokens: Sequence[str], verbs: Container[str], food_end: Callable[[int], Optional[int]],
                  amount_units: Container[str]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for each amount said right after a verb with no thing after
    it: the amount's last word and the words of the last food named before the verb ("of" before
    them after a unit, "of the" after a fraction); or, for "of it" or "of them" after the amount, the
    food in the pronoun's place ("drain the sweetcorn and tip half *of it* into the salad bowl":
    the tagger had read "tip half" as the amount, the half lost).

    Args:
        tokens: the utterance's words.
        verbs: the first words of the domain's verb phrases ("crack", "pour").
        food_end: for a token index, the index after the longest food value said from there, or None
            (a value of the domain's preparation types: the eggs, not the fridge).
        amount_units: the spoken forms of the domain's units of amounts ("handful", "cups"; not
            "minutes": "simmer twenty minutes" is a time).

    Returns:
        ``{index of the amount's last word: (that word, *the thing's words)}`` (or of the pronoun:
        ``("the", *the thing's words)``); empty when there is no such amount or no food before it.
    """
    out: dict[int, tuple[str, ...]] = {}
    for v, token in enumerate(tokens):
        if token not in verbs:
            continue
        end = _amount_end(tokens, v + 1, amount_units)
        if end is not None and tuple(tokens[end:end + 3]) in AFTER_UNIT_FRACTIONS:
            continue  # "pour a litre *and a half* of stock": one amount (seventy-first-session blind probe 485)
        pronoun = end + 1 if end is not None and list(tokens[end:end + 2]) in (["of", "it"], ["of", "them"]) else None
        after = pronoun + 1 if pronoun is not None else end  # "tip half *of it* into the salad bowl"
        if end is None or (after < len(tokens) and (tokens[after] not in _AFTER_AMOUNT or (
                tokens[after] == "with" and tokens[after - 1] in amount_units))):
            continue  # "spread *a bottle with* some patties": a vessel spread with them, no amount
        thing = _last_food(tokens, v, food_end)
        if thing is None:
            continue
        if pronoun is not None:
            out[pronoun] = ("the", *thing)
            continue
        last = tokens[end - 1]
        lead = ("of",) if last in amount_units else ("of", "the") if last in _FRACTIONS else ()
        out[end - 1] = (last, *lead, *thing)
    return out


def _amount_end(tokens: Sequence[str], k: int, amount_units: Container[str]) -> Optional[int]:
    """The index after an amount said from ``k`` (a rough amount, or number words with a unit of
    ``amount_units`` and "more" after them), or None when there is none."""
    for phrase in ROUGH_AMOUNTS:
        if tuple(tokens[k:k + len(phrase)]) == phrase:
            return k + len(phrase)
    j = k
    while j < len(tokens) and tokens[j] in NUMBER_WORDS:  # "a couple of", "half a", "two hundred and fifty"
        j += 1
    if j > k and j < len(tokens) and tokens[j] in amount_units:
        j += 1  # "a *handful*", "half a *litre*"
    else:
        while j > k and tokens[j - 1] in _GLUE:  # "peel three *and* ..."
            j -= 1
        if all(t in _GLUE for t in tokens[k:j]):
            return None
    if j < len(tokens) and tokens[j] == "more":
        j += 1
    return j


def _last_food(tokens: Sequence[str], verb: int, food_end: Callable[[int], Optional[int]]) -> Optional[tuple[str, ...]]:
    """The words of the food named last before the verb at ``verb`` (the longest value ending closest
    to the verb), not one said after a preposition of place (:data:`_PLACES`: "pour a little stock
    into *the risotto* stir it and add a little more" adds more stock), or None."""
    found = None
    for start in range(verb):
        end = food_end(start)
        k = start - 1
        while k >= 0 and tokens[k] in NOUN_MARKERS:
            k -= 1
        if end is not None and end <= verb and (k < 0 or tokens[k] not in _PLACES) and (
                found is None or end > found[1]):
            found = (start, end)
    return None if found is None else tuple(tokens[found[0]:found[1]])


#: Particles said after a part with no "of" and what it comes out of: "take the stone *out*".
_BARE_PARTICLES = {"out": ("out", "of", "it"), "off": ("off", "it")}
#: Words after such a particle: the next clause or the end.
_AFTER_PARTICLE = frozenset({"and", "then", "please", "now"})
#: Words that join the step before, which names what the part comes out of.
_JOINS = frozenset({"and", "then"})
#: Most words of a part's name ("the *egg white* out").
_PART_WORDS = 3


def parts_taken_out(tokens: Sequence[str], taken_out: Callable[[str, str], bool],
                    food_end: Callable[[int], Optional[int]] = lambda at: None,
                    names_taker: Callable[[str, str], bool] = lambda verb, part: False) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for a particle said bare after a part taken out of a thing
    named in the step before: "peel the mango and take the stone *out*" reads "... out of it",
    "lift the chicken out of the pot and pull the skin *off*" "... off it" (sixty-ninth-session blind
    probes 404 and 413: asked about, the stone an unknown thing for remove, or done without the
    chicken). The particle ends the step; a determiner, the part (one to :data:`_PART_WORDS` words) and
    a one-word verb come before it, ``taken_out(verb phrase, part)`` true of the verb with the particle
    ("take out", "pull off") and the part, and "and" or "then" before the verb; "take the stone out"
    said alone has nothing it comes out of, and stays as it is. So, the part's last word read with "from
    it" after it, for the particle said first right after "and" or "then" and a one-word verb, when the
    step before names a food (``food_end``: the end of the food named from an index, or None): "peel the
    cucumber with the peeler and scoop *out* the seeds" (seventy-first-session blind probe 473:
    ``separate(seed)``, the cucumber left out); not "take the pot off the heat and pick out the bay
    leaves", whose leaves come out of what is in the pot. So too for a one-word verb said with no particle
    that takes the part out ("peel five apples and remove the *cores*": seventy-third-session blind probe
    544, ``separate(core)``, done without the apples); not a verb that names the action taking the part
    out (``names_taker(verb, part)``): "crack the eggs and *separate* the yolks" is written
    ``separate(yolk)``. English."""
    out: dict[int, tuple[str, ...]] = {}
    for k, word in enumerate(tokens):
        if word not in _BARE_PARTICLES or (k + 1 < len(tokens) and tokens[k + 1] not in _AFTER_PARTICLE):
            continue
        start = next((j for j in range(k - 1, max(k - 1 - _PART_WORDS, 1), -1)
                      if tokens[j - 1] in NOUN_MARKERS and taken_out(f"{tokens[j - 2]} {word}", " ".join(tokens[j:k]))),
                     None)
        if start is not None and _JOINS.intersection(tokens[:start - 2]):
            out[k] = _BARE_PARTICLES[word]
    for k, word in enumerate(tokens[:-2]):  # the particle first: "... and scoop *out* the seeds"
        if word not in _BARE_PARTICLES or k < 3 or tokens[k + 1] not in NOUN_MARKERS or tokens[k - 2] not in _JOINS:
            continue
        end = next((j for j in range(k + 3, min(k + 3 + _PART_WORDS, len(tokens) + 1))
                    if (j == len(tokens) or tokens[j] in _AFTER_PARTICLE)
                    and taken_out(f"{tokens[k - 1]} {word}", " ".join(tokens[k + 2:j]))), None)
        step = max((j + 1 for j in range(k - 2) if tokens[j] in _JOINS), default=0)  # the step before's start
        if (end is not None and "from" not in tokens[end:]  # "... and the fat *from* the fish": said
                and any(food_end(at) is not None for at in range(step, k - 2))):
            out[end - 1] = (tokens[end - 1], "from", "it")
    for k in range(2, len(tokens) - 2):  # no particle: "peel five apples and *remove the cores*"
        if tokens[k - 1] not in _JOINS or tokens[k + 1] not in NOUN_MARKERS or k + 1 in out:
            continue
        end = next((j for j in range(k + 3, min(k + 3 + _PART_WORDS, len(tokens) + 1))
                    if (j == len(tokens) or tokens[j] in _AFTER_PARTICLE)
                    and taken_out(tokens[k], " ".join(tokens[k + 2:j]))
                    and not names_taker(tokens[k], " ".join(tokens[k + 2:j]))), None)
        step = max((j + 1 for j in range(k - 1) if tokens[j] in _JOINS), default=0)
        if end is not None and end - 1 not in out and any(food_end(at) is not None for at in range(step, k - 1)):
            out[end - 1] = (tokens[end - 1], "from", "it")
    return out
