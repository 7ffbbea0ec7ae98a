"""A thing taken somewhere: "get the onions into the pan", "bring the pot over onto the stove".

A verb of an action with no place role (cooking's ``take``: "get", "bring") said with a place after
a preposition of direction (:data:`DIRECTIONS`) moves the thing there: the action the domain file
names as its ``moved_as`` (cooking's ``put``). The tagger, trained on take's expressions, which never
say where, leaves the place untagged or tags it with a role neither action has ("instrument"), and
the command had been ``take(onion)``, done, the pan left out unasked (fiftieth-session probe). "in"
and "on" say where the thing is as often ("grab the butter in the fridge") and are left alone.
:func:`untagged_destinations` tags the place with the role; the builder then reads the draft as the
``moved_as`` action when that one holds every argument and every place it left out was said after
such a preposition (:func:`directed`, :meth:`slu_node.builder.PredicateBuilder._retarget`).
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from slu_node.types import VERB_TAG

#: Prepositions that say where a thing goes, not where it is. English.
DIRECTIONS = frozenset({"into", "onto", "to"})
#: Most words of a lexicon value looked for after the preposition (after its leading words).
_LONGEST_VALUE = 4


def untagged_destinations(tokens: Sequence[str], tags: Sequence[str], actions: Mapping, place: str,
                          value_types: Callable[[str], frozenset], leading: frozenset) -> dict[int, str]:
    """The lexicon values of the types of role ``place`` of the ``moved_as`` action of the action
    tagged last before them, right after a word of :data:`DIRECTIONS`, when that action has no role
    ``place``, no word from its verb to the value is tagged ``place``, and the value's words are
    untagged or tagged with a role neither action has.

    Args:
        tokens: the words read (lowercase).
        tags: their BIO tags (``B-act.take``, ``B-object``, ``O``), as many as ``tokens``.
        actions: action name → :class:`slu_node.domain.Action` (its ``moved_as`` and ``arg``).
        place: the role that says where (the domain's destination).
        value_types: the lexicon types a text names ("pan" → utensil; empty for none).
        leading: words that may come between the preposition and the value ("the", "big").

    Returns:
        index → the BIO tag of ``place`` (``B-destination``, ``I-destination``) for the value's words;
        the leading words stay untagged, as the tagger leaves determiners.
    """
    found: dict[int, str] = {}
    action, since = None, 0
    for i, tag in enumerate(tags):
        if tag.startswith(VERB_TAG):
            action, since = tag[len(VERB_TAG):], i
        spec = actions.get(action) if action else None
        mover = actions.get(spec.moved_as) if spec is not None and spec.moved_as else None
        if (mover is None or spec.arg(place) is not None or mover.arg(place) is None or not i
                or tokens[i - 1] not in DIRECTIONS or tags[i - 1] != "O"
                or any(t[2:] == place for t in tags[since:i])):
            continue

        def free(k: int) -> bool:  # untagged, or tagged with a role neither action has
            role = tags[k][2:] if tags[k][:2] in ("B-", "I-") and not tags[k].startswith(VERB_TAG) else None
            return tags[k] == "O" or (role is not None and spec.arg(role) is None and mover.arg(role) is None)

        types = frozenset(mover.arg(place).types)
        start = i
        while start < len(tokens) and tokens[start] in leading and tags[start] == "O":
            start += 1
        stop = start
        while stop < len(tokens) and stop - start < _LONGEST_VALUE and free(stop):
            stop += 1
        end = next((e for e in range(stop, start, -1) if value_types(" ".join(tokens[start:e])) & types), None)
        if end is not None:
            found.update({k: ("B-" if k == start else "I-") + place for k in range(start, end)})
    return found


def directed(tokens: Sequence[str], at: int, leading: frozenset) -> bool:
    """True when the word before ``tokens[at]``, past words of ``leading`` ("the", "big"), is one of
    :data:`DIRECTIONS`: "into *the* | pan", not "from the | fridge"."""
    k = at - 1
    while k >= 0 and tokens[k] in leading:
        k -= 1
    return k >= 0 and tokens[k] in DIRECTIONS
