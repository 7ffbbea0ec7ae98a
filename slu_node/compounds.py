"""Noun compounds the tagger cut in two: "toss the *fruit salad*", "crack two *duck eggs*".

English compounds are head-final: the last noun is the thing, the nouns before it say which kind
("duck eggs" are eggs, "fruit salad" a salad). The tagger, trained on the domain's generated lists,
reads two values side by side as two things: "toss the fruit salad gently" was tagged as two objects
and done as ``mix([fruit, salad], ...)``, and "crack two duck eggs" put "duck" into the amount
(``open(2, [duck, egg], bowl)``; sixty-second-session blind probe 233, noun compounds: 4 done wrong
of 40). :func:`join_compounds` gives such a compound back one span, which the predicate builder then
reads as a compound or a list (:meth:`slu_node.builder.PredicateBuilder._compound`).

The spans are :class:`slu_node.spans.Span` (copies are made with :func:`dataclasses.replace`), token
indices into the utterance. English word order.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence

from slu_node.types import ACT_PREFIX


def join_compounds(spans: Sequence, tokens: Sequence[str], amount_role: str, object_role: str,
                   is_amount: Callable[[str], bool], names_value: Callable[[str], bool],
                   leads: Callable[[str], bool], types_of: Callable[[str], set]) -> list:
    """``spans`` with a one-word value said right before another value joined to it as one span:

    - two spans of one role with nothing between them, values of a type in common, the first one
      word and not plural, after a word that ``leads`` a compound ("*the* fruit salad", "*two* beef
      tomatoes"; not a terse list, "add salt pepper", nor a state before a food, "a pinch of hot
      mango", heard for "of nutmeg"): one span over both, of that role; so too when the second is
      a one-word verb span after an object span that follows another verb, and no object span
      comes after it ("simmer the *beef* *stew* on a low heat": the tagger's cook verb; not "add
      the buttermilk *whisk* until smooth");
    - a span of ``amount_role`` that ends in a one-word value, not plural, right before a span of
      ``object_role`` ("*two duck* *eggs*"), or in a word that with the object names a value ("*two
      mixing* *bowls*": sixty-sixth-session blind probe 346, asked about): the amount without that
      word, and the object span from it ("two", "duck eggs").

    Args:
        spans: role and verb spans, in spoken order.
        tokens: the utterance's tokens.
        amount_role, object_role: the labels of the role that holds a count or an amount and of the
            object role.
        is_amount: whether a text reads as an amount of one of the domain's measured types.
        names_value: whether a text names a lexicon value.
        leads: whether a word may come right before a noun compound (a determiner, a count).
        types_of: the lexicon types a text's value is of.

    Returns:
        the spans, in spoken order; a joined span's confidence is the lower of its parts'.
    """
    out = list(spans)
    i = 0
    while i < len(out) - 1:
        first, second = out[i], out[i + 1]
        if first.end != second.start or not names_value(second.text):
            i += 1
            continue
        word = tokens[first.end - 1]
        modifier = not word.endswith("s") and names_value(word)
        confidence = min(first.confidence, second.confidence)
        led = first.end - first.start == 1 and first.start > 0 and leads(tokens[first.start - 1])
        if modifier and led and types_of(word) & types_of(second.text) and (
                first.label == second.label or _head_said_as_verb(out, i, object_role)):
            out[i:i + 2] = [replace(first, end=second.end, text=f"{word} {second.text}", confidence=confidence)]
        elif ((modifier or (not word.endswith("s") and names_value(f"{word} {second.text}")))
              and first.label == amount_role and second.label == object_role
              and first.end - first.start > 1 and not is_amount(first.text)
              and is_amount(" ".join(tokens[first.start:first.end - 1]))):
            amount = replace(first, end=first.end - 1, text=" ".join(tokens[first.start:first.end - 1]))
            thing = replace(second, start=first.end - 1, text=f"{word} {second.text}", confidence=confidence)
            out[i:i + 2] = [amount, thing]
            i += 1
        else:
            i += 1
    return out


def _head_said_as_verb(spans: Sequence, i: int, object_role: str) -> bool:
    """True when ``spans[i]`` is a span of ``object_role`` after a verb span and right before a
    one-word verb span that no object span follows: "simmer the beef *stew* on a low heat", where
    the tagger read "stew" as cook's verb (sixty-second-session blind probe 233: done as
    ``[cook(beef), cook(*[ingredients]*, ...)]``); not "the beef *stew* it"."""
    first, second = spans[i], spans[i + 1]
    after = spans[i + 2] if i + 2 < len(spans) else None
    return (first.label == object_role and second.label.startswith(ACT_PREFIX) and second.end - second.start == 1
            and any(s.label.startswith(ACT_PREFIX) for s in spans[:i])
            and (after is None or after.label != object_role))
