"""The last action asked for again, on something else, in the same utterance.

"flip the burgers and then the halloumi *too*", "pull the stalks off the strawberries and then *do the
same with* the cherries" (read "... then the cherries too", :func:`slu_node.textnorm.reading_order`):
the second act has no verb of its own, and the tagger's intent head names some action for its thing
(add, most often). Said with "too", "as well" or "also", the act is the one before it, with the new
thing in the role whose value it stands in for and the other arguments kept: ``[turn(burger),
turn(halloumi)]``, ``[separate(stem, strawberry), separate(stem, cherry)]``; before the fifty-eighth
session these had been done as ``add(halloumi, *[ingredients]*)`` and ``remove(cherry)`` (blind probe
113: 6 of 40). :meth:`slu_node.dialogue_state.DialogueState.ellipsis` reads the same words across
utterances. English words.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from slu_node.domain import OBJECT_ROLE, Domain
from slu_node.textnorm import FILLER_WORDS, NOUN_MARKERS
from slu_node.types import Argument, Predicate

#: Words that say an act is the last one again when they follow its thing ("the halloumi *too*").
AGAIN_AFTER = frozenset({"too"})
#: The same, as a phrase ("the pears *as well*").
AGAIN_AFTER_PHRASES = (("as", "well"),)
#: Words that say so before its thing ("and *also* the halloumi").
AGAIN_BEFORE = frozenset({"also"})
#: Words that may stand between the thing and those words ("the halloumi *please* too").
_BETWEEN = FILLER_WORDS | {"please", "now"}
#: Words before the thing that make it an amount added, whatever the act before: "... next and *a little
#: more* chips too" is add's (SUGAR: "now a bit of salt" is ``add``), as generated commands say.
_MORE = frozenset({"more", "extra"})
#: Words that end the search for those back from the thing (the clause's joiners).
_JOINERS = frozenset({"and", "then", "next"})


def says_again(tokens: Sequence[str], start: int, end: int) -> bool:
    """True when the words around ``tokens[start:end]`` (the token indices of a verbless act's first
    and past its last span) say it again: "too" or "as well" after ``end``, or "also" before
    ``start`` (determiners between), fillers, "please" and "now" allowed between; not when "more"
    or "extra" comes before it in its clause (:data:`_MORE`)."""
    lead = start - 1
    while lead >= 0 and tokens[lead] not in _JOINERS:
        if tokens[lead] in _MORE:
            return False
        lead -= 1
    k = end
    while k < len(tokens) and tokens[k] in _BETWEEN:
        k += 1
    if k < len(tokens) and (tokens[k] in AGAIN_AFTER or tuple(tokens[k:k + 2]) in AGAIN_AFTER_PHRASES):
        return True
    k = start - 1
    while k >= 0 and (tokens[k] in NOUN_MARKERS or tokens[k] in _BETWEEN):
        k -= 1
    return k >= 0 and tokens[k] in AGAIN_BEFORE


def again(domain: Domain, last: Predicate, said: Predicate) -> Optional[Predicate]:
    """``last`` done again on what ``said`` (a verbless act's predicate) names as its object.

    The new values take the place of the uttered values of ``last`` that they stand in for: the
    first role of ``last``'s action in template order, the object first, that holds them
    (:meth:`Domain.all_of_types`) and whose uttered values share a type with them ("the cherries"
    for the strawberries of ``separate(stem, strawberry)``: food, where the stems are a part). The
    other arguments are kept, implicit ones too, but the count: a count is said again or not at all
    (as :meth:`~slu_node.dialogue_state.DialogueState.ellipsis`).

    Args:
        domain: the domain of both predicates.
        last: the predicate of the act said before, with a verb.
        said: the verbless act's predicate; only its uttered object role is read.

    Returns:
        The new predicate, or None when ``said`` utters anything but its object, or no role of
        ``last`` stands for what it names.
    """
    uttered = [a for a in said.arguments if not a.implicit]
    if [a.role for a in uttered] != [OBJECT_ROLE] or uttered[0].uncertain:
        return None
    values = uttered[0].values
    action = domain.actions[last.action]
    types = {t for v in values for t in domain.value_types(v)}

    def stands_for(arg: Argument) -> bool:
        spec = action.arg(arg.role)
        return (not arg.implicit and not arg.uncertain and spec is not None and (spec.list or len(values) == 1)
                and domain.all_of_types(values, spec.types)
                and bool(types & {t for v in arg.values for t in domain.value_types(v)}))

    target = next((a for a in sorted(last.arguments, key=lambda a: a.role != OBJECT_ROLE) if stands_for(a)), None)
    if target is None:
        return None
    counts = {a.role for a in action.args if a.types == ("quantity",)}
    arguments = tuple(replace(a, values=values, confidence=uttered[0].confidence) if a is target else a
                      for a in last.arguments if a.role not in counts)
    return Predicate(last.action, arguments)
