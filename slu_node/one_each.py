"""Things listed for a role that holds one: one predicate each.

SUGAR's ``remove`` and ``check`` name one thing (``remove(utensil/product, appliance)``,
``check(temperature, ingredient)``: sugar_format.md §1, no ``[list]`` among their arguments), yet people
list two: "get the eggs and the bacon out of the fridge", "check that the potatoes and the carrots are
soft". Blind references write one predicate per thing, the rest of the clause said for each:
``[remove(egg, fridge), remove(bacon, fridge)]`` (twelve of them among the typed probes by the seventy-sixth
session; until then the second thing was left out and asked about, :attr:`slu_node.drafts.ActionDraft.overflow`).

The spans are :class:`slu_node.spans.Span` (any object with ``label``, ``start``, ``end`` and ``text``),
token indices into the utterance.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.textnorm import LIST_CONJUNCTION

#: Words that may stand between two things of one list ("the eggs *and the* bacon", "the butter *oh
#: and* the milk").
LIST_GLUE = frozenset({LIST_CONJUNCTION, ",", "the", "a", "an", "some", "oh", "also", "my", "your"})
#: Most predicates an utterance writes (SUGAR's scorer).
MOST_PREDICATES = 3


def one_each(spans: Sequence, tokens: Sequence[str], object_role: str, fits: Callable[[str], bool],
             room: int = MOST_PREDICATES) -> list[list]:
    """The role spans of one action whose object role holds one thing, one group per thing listed.

    Args:
        spans: the action's role spans, token indices into ``tokens``.
        tokens: the utterance's tokens.
        object_role: the label of the object role.
        fits: whether the object role holds the value a span's text names (a pronoun, an unknown word
            or a value of another type does not).
        room: how many predicates the utterance may still write; more things than that stay one group.

    Returns:
        One group per object span, each with every span of another role, in spoken order, when two or
        more object spans come one after another with only :data:`LIST_GLUE` words between them, an
        "and" before the last, and each names a value the role holds; the last may come after the
        other roles' spans, the clause's last span ("take the butter out of the fridge *oh and the
        eggs*"). Else one group, ``spans`` as they are.
    """
    ordered = sorted(spans, key=lambda s: s.start)
    things = [s for s in ordered if s.label == object_role]
    if not 2 <= len(things) <= room or not all(fits(s.text) for s in things):
        return [list(spans)]
    listed = things[:-1] if ordered[-1] is things[-1] and ordered[-2] is not things[-2] else things
    first, last = ordered.index(listed[0]), ordered.index(listed[-1])
    if ordered[first:last + 1] != listed or not all(_joined(tokens[a.end:b.start], b is things[-1])
                                                   for a, b in zip(ordered, ordered[1:]) if b in things[1:]):
        return [list(spans)]  # something else between them, or no "and" before the last ("the eggs the bacon")
    rest = [s for s in ordered if s.label != object_role]
    return [sorted([thing, *rest], key=lambda s: s.start) for thing in things]


def _joined(gap: Sequence[str], last: bool) -> bool:
    """True when the words ``gap`` between two spans join a list: only :data:`LIST_GLUE`, with an "and"
    before its ``last`` thing."""
    return set(gap) <= LIST_GLUE and (not last or LIST_CONJUNCTION in gap)
