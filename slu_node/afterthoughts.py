"""What is said after a thing or an amount, as an afterthought: the thing's amount ("add the brown
sugar about two tablespoons", "grab some cherry tomatoes a handful or so", "get me some potatoes
maybe six"), which thing it is ("cover the dough with the tea towel *a damp one*") and how rough or
limited an amount is ("for fifteen minutes *roughly*", "*but only* for two minutes").

The tagger, trained on amounts said before the thing ("add two tablespoons of brown sugar"), read
such an amount as an unknown modality or a place, or left it out: ten of the sixtieth session's
blind probe 173 ("hard but fair" word order) were asked about or done without their amount.
:func:`amounts_after` puts the amount back before its thing, where the domain's expressions say it,
and the tagger reads it there; :func:`unsaid_afterthoughts` finds the words that say nothing the
command needs. English.
"""

from __future__ import annotations

from typing import Callable, Container, Optional, Sequence

from slu_node.numbers import (AFTER_UNIT_FRACTIONS, APPROXIMATORS, NUMBER_WORDS, UNIT_SIZE_WORDS, joins_number,
                              parse_number)
from slu_node.textnorm import CLAUSE_OPENERS, LONGEST_VALUE_WORDS, named_things, phrases_at

#: Words that say where a thing goes or is; a thing after one is a place, which no amount of this
#: kind measures ("scatter the pine nuts over the couscous *about a handful*": the pine nuts).
PLACE_WORDS = frozenset({"in", "into", "on", "onto", "over", "to", "from", "at", "under", "inside", "out", "off"})
#: Words that may say an amount is rough before it; one of them must come before a bare count
#: ("get me some potatoes *maybe* six"), as a bare number after a thing says anything else as often.
HEDGES = APPROXIMATORS | {"maybe", "perhaps", "say", "let's", "only"}
#: Words that end a clause after its amount (or the utterance's end does).
CLAUSE_ENDS = frozenset({"and", "then", "please", "thanks", "thank", "cheers", "now"})
#: Phrases after the amount that say it is rough, left out with it ("a handful *or so*").
ROUGHLY_AFTER = (("or", "so"), ("or", "thereabouts"))
#: Phrases after the amount that point back to the thing or say it is enough, left out with it; after
#: one a bare count needs no hedge ("add the double cream roughly a hundred and fifty millilitres *of
#: it*", "crack the eggs into the jug three *of them*", "grab some lemons two *should be enough*";
#: sixtieth-session blind probe 177).
ENOUGH_AFTER = (("of", "it"), ("of", "them"), ("should", "do"), ("should", "be", "enough"), ("will", "do"),
                ("is", "enough"), ("is", "plenty"), ("should", "be", "plenty"),
                # limits (sixtieth-session blind probe 195: "half a teaspoon *no more*", "five *in total*")
                ("no", "more"), ("at", "most"), ("tops",), ("max",), ("in", "total"),
                # the food said again ("peel the potatoes four big *ones*": seventy-fifth-session blind probe 610)
                ("ones",))
#: Limits said after an amount of time or heat, left out (:func:`unsaid_afterthoughts`): "for twenty five
#: minutes *no longer*", "three minutes *tops*".
LIMITS_AFTER = (("no", "longer"), ("no", "more"), ("at", "most"), ("tops",), ("max",), ("this", "time"))
#: Determiners before the thing: "the" stays after a unit's "of" ("two tablespoons of the brown sugar").
DETERMINERS = frozenset({"the", "some"})
#: The words of a number that say an amount by themselves ("six", "half", "couple"; not "a", "and", "of").
_COUNTING = NUMBER_WORDS - {"a", "an", "and", "of"} - APPROXIMATORS


def amounts_after(tokens: Sequence[str], is_food: Callable[[str], Optional[bool]],
                  is_thing: Callable[[str], bool], units: Container[str],
                  verbs: Container[str]) -> dict[int, tuple[str, ...]]:
    """Replacements for :func:`slu_node.textnorm.expand_tokens` that move each amount said last in
    its clause, right after a thing or a place, to before the food it measures: the last food of the
    clause not after a word of :data:`PLACE_WORDS` (unless that word is a verb's particle: "pour in
    the stock about half a litre") with no amount before it.

    The amount: hedges (:data:`HEDGES`: "let's say"; "but" before "only" or "just"), a number
    (:func:`slu_node.numbers.parse_number`: "two", "half a", "a" before a unit), size words
    (:data:`slu_node.numbers.UNIT_SIZE_WORDS`: "whole", "big") and one of ``units`` (the spoken forms
    of the units of the amounts of things, not of times or temperatures); then :data:`ROUGHLY_AFTER`
    or :data:`ENOUGH_AFTER` and the clause's end (:data:`CLAUSE_ENDS`, or the last token). With no
    unit, a hedge before or a phrase of :data:`ENOUGH_AFTER` after.
    Moved: "add the brown sugar about two tablespoons" → "add about two tablespoons of the brown
    sugar"; "get me some potatoes maybe six" → "get me six potatoes" (of the hedges only the
    approximators of :data:`slu_node.numbers.APPROXIMATORS` are kept).

    Args:
        tokens: the utterance's tokens.
        is_food: True for a phrase that names food, False for another thing, None for no thing.
        is_thing: True for a phrase that names a thing or place of the domain.
        units: the spoken forms of the units an amount of a thing may have ("tablespoons", "tin").
        verbs: the words of the domain's verbs ("pour", "tip").
    Returns:
        ``{token index: words in its place}``; an amount's words map to ``()``.
    """
    out: dict[int, tuple[str, ...]] = {}
    start = 0
    ends = [i for i, t in enumerate(tokens) if t in CLAUSE_ENDS and not joins_number(tokens, i)
            and tuple(tokens[i:i + 3]) not in AFTER_UNIT_FRACTIONS]  # "get the rice a cup *and a half*" (619)
    for end in ends + [len(tokens)]:
        out.update(_moved(tokens, start, end, is_food, is_thing, units, verbs))
        start = end + 1
    return out


def _moved(tokens: Sequence[str], start: int, end: int, is_food, is_thing, units,
           verbs) -> dict[int, tuple[str, ...]]:
    """:func:`amounts_after` for the clause ``tokens[start:end]``."""
    if not any(t in units or t in _COUNTING or t[:1].isdigit() for t in tokens[start:end]):
        return {}  # no amount said: the things are not looked up (a fifth of a parse had gone on them)
    things = named_things(tokens, start, end, is_thing)
    for _, at in reversed(things):  # the amount starts right after a thing (and how: "the milk *slowly*")
        while at < end and len(tokens[at]) > 4 and tokens[at].endswith("ly") and tokens[at] not in HEDGES:
            at += 1
        amount = _amount(tokens, at, end, units)
        if amount is None:
            continue
        words, unit = amount
        food = next(((s, e) for s, e in reversed(things) if e <= at and is_food(" ".join(tokens[s:e]))
                     and not _placed(tokens, s, start, verbs) and not _measured(tokens, s, start)
                     and not (s == start and tokens[s] in verbs)), None)  # "and *toast* four slices": a verb
        if food is None:
            return {}
        return _moved_before(tokens, food, at, end, words, unit, start)
    return _between(tokens, start, end, is_food, units, verbs, things)


#: Words that may follow an amount said between a food and the rest of its clause ("pour the milk *half a
#: litre* into the jug", "the onions *two of them* peel them"), besides the domain's verbs.
_AFTER_BETWEEN = PLACE_WORDS | {"for", "until", "till", "with"}
#: Most words of such an amount.
_LONGEST_BETWEEN = 8
#: Words of the domain's verb phrases that are no verb after an amount ("two teaspoons *of* coriander": the
#: amount of the next thing).
_NO_VERB = frozenset({"of", "a", "an", "the", "and", "some"})


def _between(tokens: Sequence[str], start: int, end: int, is_food, units, verbs,
             things: Sequence[tuple[int, int]]) -> dict[int, tuple[str, ...]]:
    """:func:`amounts_after` for an amount said right after a food and before the rest of the clause
    ("pour the milk *half a litre* into the measuring jug", "crack the eggs *three of them* into the bowl",
    "the onions *two of them* peel them and fry them", "boil the eggs *four of them* for eight minutes",
    "peel the potatoes *four big ones*": seventy-fifth-session blind probe 610, a cook who says the amount
    after the thing, 13 of 40 done exactly at first); the amount must have a unit or point back to the
    food ("of them", "ones"), or be hedged, and a word of :data:`_AFTER_BETWEEN` or a verb of ``verbs``
    and its pronoun must follow it. A food said first with its amount and taken up by a pronoun right after the verb is
    read where the pronoun is ("the potatoes a kilo tip them into the pot": "tip a kilo of the potatoes
    into the pot")."""
    for s, at in things:
        if not is_food(" ".join(tokens[s:at])) or _measured(tokens, s, start) or (s == start and tokens[s] in verbs):
            continue
        for stop in range(at + 1, min(end, at + _LONGEST_BETWEEN + 1)):
            verb = tokens[stop] in verbs and tokens[stop] not in _NO_VERB and tokens[stop + 1:stop + 2] != [] and (
                tokens[stop + 1] in _TAKEN_UP)  # "the onions two of them *peel them*"; not "butter two hundred
            # grams *take* please", a learner's verb said last (probe 96)
            if (tokens[stop] not in _AFTER_BETWEEN and not verb) or (
                    tokens[stop:stop + 3] == ["at", "a", "time"]):  # "add the flour a spoonful *at a time*": a pace
                continue
            amount = _amount(tokens, at, stop, units) or (_bare_count(tokens, at, stop) if verb else None)
            if amount is None:
                continue
            moved = _moved_before(tokens, (s, at), at, stop, *amount, start)
            first = min(moved)
            if verb and all(t in CLAUSE_OPENERS for t in tokens[start:first]):
                # "*the potatoes a kilo* tip *them* into the pot", "carrots four peel them": the food and its
                # amount read where the pronoun is, "tip a kilo of the potatoes into the pot"
                said = [w for k in range(first, at) for w in moved.get(k, (tokens[k],))]
                return {**{k: () for k in range(first, stop)}, stop + 1: tuple(said)}
            return moved
    return {}


#: Pronouns after the verb that take up a food said first with its amount ("the onions two of them peel *them*").
_TAKEN_UP = frozenset({"it", "them", "that", "those"})


def _bare_count(tokens: Sequence[str], at: int, stop: int) -> Optional[tuple[tuple[str, ...], bool]]:
    """The words of a count said alone at ``tokens[at:stop]`` ("carrots *four* peel them", "eggs *three*
    crack them": a recipe card read aloud, seventy-fifth-session blind probe 634) and False (no unit); None
    when they are none."""
    parsed = parse_number(tokens[at:stop])
    return (tuple(tokens[at:stop]), False) if parsed is not None and parsed[1] == stop - at else None


def _moved_before(tokens: Sequence[str], food: tuple[int, int], at: int, end: int, words: tuple[str, ...],
                  unit: bool, start: int) -> dict[int, tuple[str, ...]]:
    """The replacements that put the amount ``words`` (said at ``tokens[at:end]``; ``unit``: it has one)
    before the food said at ``food`` (``(start, end)``), its determiner kept after a unit's "of"."""
    first, determiner = food[0], None
    if food[0] - 1 >= start and tokens[food[0] - 1] in DETERMINERS:
        first, determiner = food[0] - 1, tokens[food[0] - 1]
    kept = ("the",) if unit and determiner == "the" else ()
    moved = {first: (*words, *(("of",) if unit else ()), *kept, *((tokens[first],) if determiner is None else ()))}
    return {**moved, **{i: () for i in range(at, end)}}


def _amount(tokens: Sequence[str], at: int, end: int, units: Container[str]) -> Optional[tuple[tuple[str, ...], bool]]:
    """The words of an amount that takes all of ``tokens[at:end]`` but the phrases after it
    (:data:`ROUGHLY_AFTER`, :data:`ENOUGH_AFTER`) and whether it has a unit; None when they are no
    such amount."""
    i = at
    while i < end and (tokens[i] in HEDGES or tokens[i:i + 2] in (["but", "only"], ["but", "just"])):
        i += 1
    hedged = i > at
    said, enough = list(tokens[i:end]), False
    for phrase in ROUGHLY_AFTER + ENOUGH_AFTER:
        if tuple(said[-len(phrase):]) == phrase:
            said, enough = said[:-len(phrase)], enough or phrase in ENOUGH_AFTER
    said = [t for t in said if t not in UNIT_SIZE_WORDS]  # "a *whole* tin", "a *big* handful"
    if len(said) > 4 and tuple(said[-3:]) in AFTER_UNIT_FRACTIONS and said[-4] in units:
        # "a cup *and a half*" → "one and a half cup" (seventy-fifth-session blind probe 619: "a cup" had been read)
        said = [*(["one"] if said[:-4] in (["a"], ["an"]) else said[:-4]), *said[-3:], said[-4]]
    parsed = parse_number(said, units=units)
    if parsed is None:
        return None
    used = parsed[1]
    unit = used < len(said) and said[used] in units
    if used + unit != len(said) or not (unit or hedged or enough):
        return None
    return tuple(t for t in tokens[at:i] if t in APPROXIMATORS) + tuple(said), unit


def _placed(tokens: Sequence[str], at: int, start: int, verbs: Container[str]) -> bool:
    """True when the thing at ``at`` comes after a word of :data:`PLACE_WORDS` (and its determiner)
    that is no particle of a verb said right before it ("pour *in* the stock")."""
    i = at - 1 if at - 1 >= start and tokens[at - 1] in DETERMINERS else at
    return i - 1 >= start and tokens[i - 1] in PLACE_WORDS and not (i - 2 >= start and tokens[i - 2] in verbs)


def _measured(tokens: Sequence[str], at: int, start: int) -> bool:
    """True when an amount comes before the thing at ``at`` ("add two cups of the rice ...")."""
    return any(parse_number(tokens, i) is not None for i in range(start, at))


#: Words that end a re-description of the thing just named ("the tea towel *a damp one*").
ONE_WORDS = frozenset({"one", "ones"})
#: Most words between the article and "one" of a re-description.
_LONGEST_DESCRIPTION = 2
#: Words after "but only" that start what it limits ("*but only* for two minutes").
_LIMITED = frozenset({"for", "until", "till", "at", "a", "an", "half", "one", "two", "three", "four", "five"})


def unsaid_afterthoughts(tokens: Sequence[str], is_thing: Callable[[str], bool],
                         units: Container[str]) -> set[int]:
    """Indices of afterthoughts that say nothing the command needs, to leave out (sixtieth-session blind
    probe 177: asked about as unknown words, or "the glass one" read as a second thing covered):

    - a thing named again by what it is like, last in its clause: an article, at most
      :data:`_LONGEST_DESCRIPTION` words and "one" right after a thing ("cover the dough with the tea
      towel *a damp one*", "sift the flour through the sieve *the fine one*");
    - "but only" or "but just" before what it limits ("toast the pine nuts in a dry pan *but only*
      for two minutes");
    - a hedge or a limit (:data:`LIMITS_AFTER`) said after an amount's unit, last in its clause ("for
      fifteen minutes *roughly*", "for twenty five minutes *no longer*").

    Args:
        tokens: the utterance's tokens.
        is_thing: True for a phrase that names a thing or place of the domain.
        units: the spoken forms of every measured type's units ("minutes", "grams").
    """
    out: set[int] = set()
    ends = {i for i, t in enumerate(tokens) if t in CLAUSE_ENDS} | {len(tokens)}
    for i, token in enumerate(tokens):
        if token in ("a", "an", "the") and i and _thing_ends_at(tokens, i, is_thing):
            one = next((k for k in range(i + 2, min(len(tokens), i + 2 + _LONGEST_DESCRIPTION))
                        if tokens[k] in ONE_WORDS), None)
            if one is not None and one + 1 in ends:
                out.update(range(i, one + 1))
        elif token == "but" and tokens[i + 1:i + 2] in (["only"], ["just"]) and tokens[i + 2:i + 3] and (
                tokens[i + 2] in _LIMITED or parse_number(tokens, i + 2) is not None):
            out.update((i, i + 1))
        elif token in APPROXIMATORS | {"roughly"} and i and tokens[i - 1] in units and i + 1 in ends:
            out.add(i)
    for i, phrase in phrases_at(tokens, LIMITS_AFTER):  # "... three minutes *tops*"
        if i and tokens[i - 1] in units and i + len(phrase) in ends:
            out.update(range(i, i + len(phrase)))
    return out


def _thing_ends_at(tokens: Sequence[str], end: int, is_thing: Callable[[str], bool]) -> bool:
    """True when the words just before ``end`` name a thing."""
    return any(is_thing(" ".join(tokens[s:end])) for s in range(max(0, end - LONGEST_VALUE_WORDS), end))
