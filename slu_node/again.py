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

"put it back on" after "lift the lid off the casserole" is the act the earlier one undid, done again:
``cover(baking dish, lid)`` (:func:`redone`; it had been ``put(beef)``, the beef stirred in between,
done: blind probe 113).
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


#: What follows a pronoun that says the thing goes back where it was taken from ("put it *back on*").
BACK_PHRASES = (("back", "on"), ("back", "in"))


def says_back_on(tokens: Sequence[str], end: int) -> bool:
    """True when ``tokens[end:]`` say "back on" or "back in" and then nothing, a closing word or a
    joiner."""
    after = end + 2
    return (tuple(tokens[end:after]) in BACK_PHRASES
            and (after == len(tokens) or tokens[after] in _BETWEEN or tokens[after] in ("and", "then")))


def redone(domain: Domain, undone: Predicate, verb: str) -> Optional[Predicate]:
    """The act that ``undone`` (a predicate of an action that undoes another: uncover, by the domain's
    "un" verbs, :attr:`Domain.undoings`) had undone, done again on its object, with the value its
    spoken ``verb`` named in a role of that act ("lift *the lid* off": cover's instrument): "lift the
    lid off the casserole ... put it back on" is ``cover(baking dish, lid)``. None when ``undone``'s
    action undoes none or names no object."""
    done = next((name for word, undoers in domain.undoings.items() if undone.action in undoers
                 for name, action in domain.actions.items() if name != undone.action
                 and any(p.split()[0] == word for p in action.verb_phrases)), None)
    objects = next((a for a in undone.arguments if a.role == OBJECT_ROLE and not a.implicit), None)
    if done is None or objects is None:
        return None
    action = domain.actions[done]
    arguments = [replace(objects, is_list=bool(action.arg(OBJECT_ROLE) and action.arg(OBJECT_ROLE).list))]
    for word in verb.split():
        hit = domain.lookup(word)
        spec = next((a for a in action.args if a.role != OBJECT_ROLE and hit and hit[0] in a.types), None)
        if spec is not None and not any(a.role == spec.role for a in arguments):
            arguments.append(Argument(spec.role, (hit[1],), confidence=objects.confidence))
    return Predicate(done, action.in_template_order(arguments))
