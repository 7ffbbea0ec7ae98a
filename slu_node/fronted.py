"""A place said between the verb and its object: "put in the bowl the flour", "take from the fridge
the butter", "crack into the bowl two eggs", "stir with the spoon the soup".

This is the word order of Italian, Spanish and French ("metti nella ciotola la farina"), common in the
English of their speakers (a learner transfers the position of a prepositional phrase from the first
language: Odlin 1989, "Language Transfer", ch. 6, word order). The tagger, trained on the domain's
templates, which say the object first, tags the place right after the verb as the object: "put in the
bowl the flour" was asked about ("bowl" is not something I can put in), "add to the soup the salt" was
``add([soup, salt], ...)``, done (forty-seventh-session probe).

:func:`fronted_places` relabels such a span with the role the action's templates say its preposition
introduces (:attr:`slu_node.domain.Action.role_prepositions`), when an object span follows and the value
fits that role; a preposition that ends the action's own verb phrase ("put in", "pour in") is a particle
unless the value cannot be the object: "put in the flour and the sugar" adds both. And when the
tagger gave the place's role to both spans ("put inside the oven the cake"), the second one, a value
the object takes, becomes the object.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from slu_node.domain import OBJECT_ROLE, Domain
from slu_node.spans import Span
from slu_node.textnorm import NOUN_MARKERS
from slu_node.types import ACT_PREFIX
from slu_node.values import value_core


def fronted_places(spans: Sequence[Span], tokens: Sequence[str], domain: Domain) -> list[Span]:
    """``spans`` (BIO spans of one utterance, in order) with a place said right after a verb, before
    that verb's object, labelled as the place (see the module docstring); other spans unchanged."""
    out = list(spans)
    verbs = [i for i, s in enumerate(out) if s.label.startswith(ACT_PREFIX)] + [len(out)]
    for i, stop in zip(verbs, verbs[1:]):
        verb, args = out[i], list(range(i + 1, stop))
        action = domain.actions.get(verb.label[len(ACT_PREFIX):])
        head = action.arg(OBJECT_ROLE) if action is not None else None
        if head is None or len(args) < 2:
            continue
        first = out[args[0]]
        k = first.start - 1
        while k >= verb.end and tokens[k] in NOUN_MARKERS:
            k -= 1
        if not verb.start < k <= verb.end:  # a word right after the verb, or the last of a verb of words
            continue
        roles = action.role_prepositions.get(tokens[k], ())
        labels = [out[j].label for j in args]
        if first.label == OBJECT_ROLE and OBJECT_ROLE in labels[1:] and not set(roles) & set(labels):
            types = domain.value_types(value_core(first.text))
            particle = k < verb.end and action.says(verb.text)  # "put in the flour and the sugar"
            role = next((r for r in roles if types & set(action.arg(r).types)), None)
            if role is not None and not (particle and types & set(head.types)):
                out[args[0]] = replace(first, label=role)
        elif first.label in roles and OBJECT_ROLE not in labels:
            second = next((j for j in args[1:] if out[j].label == first.label), None)
            if second is not None and domain.value_types(value_core(out[second].text)) & set(head.types):
                out[second] = replace(out[second], label=OBJECT_ROLE)
    return out
