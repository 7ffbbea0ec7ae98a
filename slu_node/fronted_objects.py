"""An object said before its verb and another thing right after it: terse speech.

"salt pepper add soup please", "cream whisk bowl": a terse speaker names the thing first, then the
verb, then where it goes, with no preposition (fifty-seventh-session blind probes 96, 101, 102). The
tagger, which never saw the order, tags both as the object, and the command was done as
``add([salt, pepper, soup], *[ingredients]*)``. :func:`after_fronted_object` gives the spans right
after the verb the one other role of the action that holds all their values, none of its spans
being said. Heard, the command is still asked about: the fronted spans are returned so that the
builder counts them as said on both sides of the verb (:attr:`slu_node.drafts.ActionDraft.juxtaposed`).
"""

from __future__ import annotations

from typing import Sequence

from slu_node.domain import OBJECT_ROLE, Domain
from slu_node.spans import Span
from slu_node.textnorm import NOUN_MARKERS, PRONOUNS, last_before
from slu_node.values import value_core


def after_fronted_object(spans: Sequence[Span], verb_at: int, verb_end: int, spec, tokens: Sequence[str],
                         domain: Domain) -> tuple[list[Span], list[str]]:
    """``(spans, fronted)``: ``spans`` of one action (verb words ``tokens[verb_at:verb_end]``) with its
    object spans right after the verb (no word between but determiners) relabelled with the one other
    role of ``spec`` (:class:`slu_node.domain.Action`) that holds every value they name and has no span,
    when object spans are said before the verb too (not after "for": "now *for the sauce* stir in
    the cream" is a header); and the texts of those fronted spans. ``(list(spans), [])`` otherwise."""
    objects = [s for s in spans if s.label == OBJECT_ROLE and s.text.split()[-1] not in PRONOUNS]
    before = [s for s in objects if s.end <= verb_at
              and not (0 <= (k := last_before(tokens, s.start, NOUN_MARKERS)) and tokens[k] == "for")]
    after = [s for s in objects if s.start >= verb_end]
    if not before or not after or last_before(tokens, after[0].start, NOUN_MARKERS) >= verb_end:
        return list(spans), []
    said = {s.label for s in spans}
    types = [domain.value_types(value_core(s.text)) for s in after]
    holders = [a for a in spec.args if a.role != OBJECT_ROLE and a.role not in said
               and all(held and held <= set(a.types) for held in types)]
    if len(holders) != 1:
        return list(spans), []
    role = holders[0].role
    return [Span(role, s.start, s.end, s.text, s.confidence) if s in after else s for s in spans], [
        s.text for s in before]
