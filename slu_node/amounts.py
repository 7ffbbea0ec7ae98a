"""Amounts said each with its own value: "add 200 grams of flour and 100 grams of sugar".

SUGAR's predicates hold one quantity, so a command that gives each of several ingredients its own amount
is one action per amount and value: ``[add(200 g, flour, *[ingredients]*), add(100 g, sugar,
*[ingredients]*)]``; "take two eggs and a cup of flour" is ``[take(2, egg), take(1 cup, flour)]``. Before
the twenty-seventh session the amounts were lost or asked about: the tagger runs one quantity span over
"two eggs and a cup", and a quantity span over "and" is asked about.

The spans are :class:`slu_node.spans.Span` (any frozen dataclass with ``label``, ``start``, ``end``,
``text``: copies are made with :func:`dataclasses.replace`), token indices into the utterance.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Container, Optional, Sequence

from slu_node.numbers import NUMBER_WORDS
from slu_node.textnorm import LIST_CONJUNCTION, VAGUE_AMOUNT_WORDS

#: Words that may stand between an amount and its value ("200 grams *of* flour").
_AMOUNT_GLUE = ("of",)
#: Words that may stand between an amount and its value in a pair (:func:`paired_amounts`): "a splash *of
#: the* red wine" (sixtieth-session blind probe 170: had been one add of both at the first amount).
_PAIR_GLUE = ("of", "the")
#: Words that may join two pairs (:func:`paired_amounts`): "a splash of milk *and also* a handful of
#: grated cheese" (sixty-second-session blind probe 235: had been one add of both at the first amount).
_PAIR_JOINS = frozenset({LIST_CONJUNCTION, "then", "also", "plus"})
#: Determiners that give a value said after a pair its own amount, unsaid: "a knob of butter and *some*
#: grated parmesan" (sixty-sixth-session blind probe 337: the first amount had been read for both);
#: not "the", whose references keep the list ("add two bay leaves and *the* thyme"); "a" since the
#: sixty-seventh session ("grab me two bell peppers and *a* red onion": four blind references write two
#: actions, the onion with no count; probes 306, 321, 349, 358). English.
_OWN_AMOUNT = frozenset({"some", "a", "an"})
#: Most words said between such a determiner and its value ("some *grated* parmesan").
_OWN_AMOUNT_GAP = 1


def split_amount_spans(spans: Sequence, tokens: Sequence[str], amount_role: str, object_role: str,
                       is_amount: Callable[[str], bool], names_value: Callable[[str], bool],
                       counted_objects: bool = True) -> list:
    """``spans`` where a span of ``amount_role`` that is not one amount as a whole ("one hundred and
    fifty grams" is) is cut at each "and" into amounts and the values they measure: "two eggs and a
    cup" → ``two`` (amount), ``eggs`` (object), ``a cup`` (amount); "three onions" (a span of its own
    before "and two carrots") → ``three``, ``onions``. Each piece must be an amount, or an amount, an
    optional "of", and words that name a value; else, or when no piece names a value, the span stays
    as it was. A span of ``object_role`` that names no value but starts with an amount is cut so too:
    "peel *sixteen prawns*", tagged as one object, had been asked about (seventieth-session blind probe
    449); not with ``counted_objects`` False, for speech, where "fry *eleven butter*" was heard at 10 dB for
    "fry them in butter".

    Args:
        spans: role and verb spans, in spoken order.
        tokens: the utterance's tokens.
        amount_role, object_role: the labels of the role that holds a count or an amount
            ("quantity") and of the object role ("object").
        is_amount: whether a text reads as an amount of one of the domain's measured types.
        names_value: whether a text names a lexicon value.
    """
    out: list = []
    for span in spans:
        pieces = None
        if span.label == amount_role and not is_amount(span.text):
            pieces = (_article_and_value(span, tokens, object_role, names_value)
                      or _amount_pieces(span, tokens, amount_role, object_role, is_amount, names_value))
        elif counted_objects and span.label == object_role and not names_value(span.text):
            pieces = _amount_pieces(span, tokens, amount_role, object_role, is_amount, names_value)
        out.extend(pieces or [span])
    return out


#: Prepositions before an amount that make what it is of a place: "add the pasta *to* a pot of water".
_PLACE_LEADS = frozenset({"into", "in", "to", "onto", "on", "over", "from", "of", "off", "under", "inside", "with"})


def measured_things(spans: Sequence, tokens: Sequence[str], amount_role: str, object_role: str,
                    place_roles: frozenset, is_amount: Callable[[str], bool], verb_prefix: str) -> list:
    """``spans`` with a span of one of ``place_roles`` said right after an amount (a span of
    ``amount_role`` that ``is_amount`` reads) and "of" made an ``object_role`` span: what an amount
    is measured of is a thing acted on, not where. "throw in a handful of basil leaves a splash of
    *balsamic vinegar* and a pinch of sea salt", the vinegar tagged as a destination, had been asked
    about as ``add(1 handful, [basil, salt], vinegar)`` (seventy-first-session blind probe 473). Not
    when a preposition of :data:`_PLACE_LEADS` leads the amount ("add the pasta *to* a pot of water"),
    nor with no verb's span (its label starts with ``verb_prefix``) before it: "so the ingredients are
    two hundred grams of butter ..." lists, and commands nothing."""
    out = list(spans)
    for k in range(1, len(out)):
        amount, span = out[k - 1], out[k]
        if (span.label in place_roles and amount.label == amount_role and list(tokens[amount.end:span.start]) == ["of"]
                and is_amount(amount.text) and not (amount.start and tokens[amount.start - 1] in _PLACE_LEADS)
                and any(s.label.startswith(verb_prefix) for s in out[:k - 1])):
            out[k] = replace(span, label=object_role)
    return out


def units_in_values(spans: Sequence, amount_role: str, object_role: str,
                    names_value: Callable[[str], bool], units: Container[str]) -> list:
    """``spans`` with an ``amount_role`` span whose last word, a unit (``units``: the domain's unit
    forms), begins the ``object_role`` span right after it as one value (``names_value``) read as the
    count alone and that value: "bring me three *loaf* tins", tagged "three loaf" (an amount of loaves)
    and "tins", had been asked about as ``take(3 loaf, #)`` (seventy-second session, the generator's
    commands). Only when the amount's other words say a count ("three") and the unit alone names no
    value."""
    out = list(spans)
    for k in range(1, len(out)):
        amount, thing = out[k - 1], out[k]
        words = amount.text.split()
        if (amount.label == amount_role and thing.label == object_role and amount.end == thing.start
                and len(words) > 1 and words[-1] in units and all(w in NUMBER_WORDS or w.isdigit() for w in words[:-1])
                and names_value(f"{words[-1]} {thing.text}")
                and not names_value(words[-1])):
            out[k - 1] = replace(amount, end=amount.end - 1, text=" ".join(words[:-1]))
            out[k] = replace(thing, start=thing.start - 1, text=f"{words[-1]} {thing.text}")
    return out


def without_prepared_words(spans: Sequence, amount_role: str, object_role: str,
                           is_prepared: Callable[[str], bool], names_value: Callable[[str], bool]) -> list:
    """``spans`` without a span of ``amount_role`` or ``object_role`` whose every word says how a thing was
    prepared (``is_prepared``: "smoked", "toasted"), said right before an ``object_role`` span:
    "season the chicken with *smoked* paprika", "smoked" tagged as an amount or a thing of its own, had
    been asked about as an unknown one (seventy-first-session blind probe 485); only before a span that
    names one value (``names_value``): "peeled *plum tomatoes*" stays asked about."""
    out: list = []
    for span in spans:
        last = out[-1] if out else None
        if (last is not None and last.label in (amount_role, object_role) and span.label == object_role
                and last.end == span.start and names_value(span.text)
                and all(is_prepared(w) for w in last.text.split())):
            out[-1] = span  # the describing word left untagged, read past as the thing's
            continue
        out.append(span)
    return out


def _article_and_value(span, tokens: Sequence[str], object_role: str,
                       names_value: Callable[[str], bool]) -> Optional[list]:
    """A span of the amount role that is "a" or "an" and a value, no "of" after it, as the value's
    object span: "peel *an onion* and two cloves of garlic", tagged as an amount, had dropped the onion
    (sixty-ninth-session blind probe 402); "a pot of water" is an amount."""
    words = tokens[span.start:span.end]
    if (len(words) < 2 or words[0] not in ("a", "an") or not names_value(" ".join(words[1:]))
            or tuple(tokens[span.end:span.end + 1]) == _AMOUNT_GLUE):
        return None
    return [replace(span, label=object_role, start=span.start + 1, text=" ".join(words[1:]))]


#: Most words of a value named after an amount in a span of :func:`split_amount_spans`.
_VALUE_WORDS = 4


def _amount_pieces(span, tokens: Sequence[str], amount_role: str, object_role: str,
                   is_amount: Callable[[str], bool], names_value: Callable[[str], bool]) -> Optional[list]:
    """The pieces of :func:`split_amount_spans` for ``span``, read from its start: the longest amount,
    an optional "of", the longest phrase that names a value (if any), then "and" or straight on to the
    next amount ("a teaspoon of mixed spice *a quarter of a teaspoon* of nutmeg": sixty-fifth-session
    blind probe 316); an "and" inside a number stays in it ("a hundred *and* seventy five grams of
    flour and a couple"). None when a piece is no amount."""
    out, a = [], span.start
    while a < span.end:
        size = next((n for n in range(span.end - a, 0, -1) if is_amount(" ".join(tokens[a:a + n]))), 0)
        if not size:
            return None
        out.append(replace(span, label=amount_role, start=a, end=a + size, text=" ".join(tokens[a:a + size])))
        k = a + size + (1 if a + size < span.end and tokens[a + size] in _AMOUNT_GLUE else 0)
        named = next((n for n in range(min(_VALUE_WORDS, span.end - k), 0, -1)
                      if names_value(" ".join(tokens[k:k + n]))), 0)
        if named:
            out.append(replace(span, label=object_role, start=k, end=k + named,
                               text=" ".join(tokens[k:k + named])))
        elif k < span.end:
            return None  # words after the amount that name nothing
        a = k + named + (1 if k + named < span.end and tokens[k + named] == LIST_CONJUNCTION else 0)
    return out if any(s.label == object_role for s in out) else None


def paired_amounts(spans: Sequence, tokens: Sequence[str], amount_role: str, object_role: str,
                   is_amount: Callable[[str], bool] = lambda text: True) -> list[list]:
    """The role spans of one action, one group per action to write: when the action's amounts and
    objects come as two or more pairs, each amount just before its value (at most "of" or "of the"
    between, :data:`_PAIR_GLUE`) and the pairs joined by "and", "then", "and then", "and also" and the
    like (:data:`_PAIR_JOINS`) or side by side
    ("100 g butter, 50 g sugar"; "pour in three tablespoons of soy sauce and then a teaspoon of honey
    and mix well", the pairs before another verb, had been one add of both at the first amount,
    fifty-ninth-session blind probe 142; another role's span may come between, "add 200 g of flour to
    the bowl and 100 g of sugar"), with no other amount or object, each group holds one pair
    and every other span (a destination, a modality: "... to the bowl" goes with each); an object
    after a pair, joined so, with a determiner of :data:`_OWN_AMOUNT` before it is a pair of its own
    with no amount ("a knob of butter and *some* parmesan"), and so is an object said first, joined
    so to a pair, other roles' spans between ("a cinnamon stick and *two* bay leaves", "a little olive
    oil over the salad and *a splash* of balsamic vinegar": sixty-sixth-session blind probes 348 and
    352, the amount had been read for both; with other roles' spans before it too: "season the soup with
    salt pepper *and a dash* of worcestershire sauce", seventieth-session blind probe 463; not before a vague
    amount, :data:`slu_node.textnorm.VAGUE_AMOUNT_WORDS`: "sea salt and *plenty* of black pepper", nor one
    ``is_amount`` does not read: "... and *planty* of black pepper", heard), and so are things listed first
    (:func:`_listed_first`); else one group, ``spans`` as they are (so when a pair is said twice, the
    mark of a recogniser's loop)."""
    ordered = sorted(spans, key=lambda s: s.start)
    pairs, rest, i = [], [], 0
    listed = _listed_first(ordered, tokens, amount_role, object_role)
    if listed:  # "get me the whisk the sieve *and two* mixing bowls": the things listed first, one action
        pairs.append((None, listed))
    while i < len(ordered):
        span, nxt = ordered[i], (ordered[i + 1] if i + 1 < len(ordered) else None)
        if span in listed:
            i += 1
            continue
        if (span.label == amount_role and nxt is not None and nxt.label == object_role
                and all(t in _PAIR_GLUE for t in tokens[span.end:nxt.start])):
            pairs.append((span, (nxt,)))
            i += 2
            continue
        # a pair of its own after an amount said ("two bell peppers and *a* red onion"; not "peel a banana and a
        # tangerine", the "a" no amount)
        if (span.label == object_role and pairs and _own_amount(tokens[pairs[-1][1][-1].end:span.start])
                and pairs[-1][0] is not None and pairs[-1][0].text not in ("a", "an")):
            pairs.append((None, (span,)))
            i += 1
            continue
        # the next amount or object, past other roles' spans ("olive oil *over the salad* and a splash of ...")
        j = next((j for j in range(i + 1, len(ordered)) if ordered[j].label in (amount_role, object_role)), None)
        gap = _said_before(ordered, tokens, ordered[j]) if j is not None else ()
        if (span.label == object_role and not pairs and not any(r.label in (amount_role, object_role) for r in rest)
                and j is not None and not VAGUE_AMOUNT_WORDS.intersection(ordered[j].text.split())
                and is_amount(ordered[j].text)
                and ordered[j].label == amount_role and j + 1 < len(ordered) and ordered[j + 1].label == object_role
                and gap and all(t in _PAIR_JOINS for t in gap)):
            pairs.append((None, (span,)))  # "a cinnamon stick and *two* bay leaves": the count is the leaves'
            i += 1
            continue
        rest.append(span)
        i += 1

    def joins(left, amount) -> bool:  # the words before ``amount`` join; with a place between the pairs,
        gap = _said_before(ordered, tokens, amount)  # a word must say so
        return all(t in _PAIR_JOINS for t in gap) and (bool(gap) or amount.start == left.end)

    joined = all(joins(left[-1], amount) for (_, left), (amount, _) in zip(pairs, pairs[1:]) if amount is not None)
    said = [(amount.text if amount is not None else "", tuple(v.text for v in values)) for amount, values in pairs]
    if (len(pairs) < 2 or not joined or any(s.label in (amount_role, object_role) for s in rest)
            or len(set(said)) < len(said)):  # a pair said twice ("... a pinch of salt ... a pinch of salt"): a
        return [list(spans)]  # recogniser's loop, heard at 10 dB, read as one action and asked about
    return [sorted([s for s in (amount, *values, *rest) if s is not None], key=lambda s: s.start)
            for amount, values in pairs]


#: Words that may stand between things listed first, before a pair (:func:`_listed_first`).
_LIST_GLUE = frozenset({LIST_CONJUNCTION, "the", "a", "an", "some"})


def _listed_first(ordered: Sequence, tokens: Sequence[str], amount_role: str, object_role: str) -> tuple:
    """The spans of ``ordered`` (in spoken order; other roles' spans read past) that are things listed
    first with no amount, two or more, joined only by words of :data:`_LIST_GLUE`, before "and" and an
    amount with its thing: "get me the whisk the sieve and two mixing bowls" is ``[take([whisk, sieve]),
    take(2, bowl)]`` (seventieth-session blind probe 463: the count had been read for all three); ()
    otherwise."""
    said = [s for s in ordered if s.label in (amount_role, object_role)]
    k = next((k for k, s in enumerate(said) if s.label != object_role), len(said))
    if k < 2 or k + 1 >= len(said) or said[k].label != amount_role or said[k + 1].label != object_role:
        return ()
    listed = all(t in _LIST_GLUE for a, b in zip(said[:k - 1], said[1:k]) for t in tokens[a.end:b.start])
    gap = tokens[said[k - 1].end:said[k].start]
    return tuple(said[:k]) if listed and gap and all(t in _PAIR_JOINS for t in gap) else ()


def _said_before(ordered: Sequence, tokens: Sequence[str], span) -> Sequence[str]:
    """The words between ``span`` and the span of ``ordered`` (in spoken order) said right before it."""
    return tokens[max((s.end for s in ordered if s.end <= span.start), default=span.start):span.start]


def _own_amount(gap: Sequence[str]) -> bool:
    """True when ``gap``, the words between a pair and an object, join them and give the object its own
    unsaid amount: words of :data:`_PAIR_JOINS`, a determiner of :data:`_OWN_AMOUNT`, then at most
    :data:`_OWN_AMOUNT_GAP` words ("and some grated")."""
    k = next((k for k, t in enumerate(gap) if t not in _PAIR_JOINS), len(gap))
    return 0 < k < len(gap) and gap[k] in _OWN_AMOUNT and len(gap) - k - 1 <= _OWN_AMOUNT_GAP

