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
A request that says what the speaker wants done with the thing, a place after it ("i want the chicken
in the oven"), is read with the ``moved_as`` action's verb in place of the request (:func:`wanted_there`).
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from slu_node.textnorm import ARTICLES, CLAUSE_OPENERS
from slu_node.types import VERB_TAG

#: Prepositions that say where a thing goes, not where it is. English.
DIRECTIONS = frozenset({"into", "onto", "to"})
#: The last words of request phrases that say what the speaker wants done with the thing, not only
#: that they want it ("i *want* the chicken in the oven", "i'd *like* the soup in a bowl"). English.
WANTING = frozenset({"want", "like"})
#: Prepositions after such a request that say where the thing is to go. English.
WANTED_AT = DIRECTIONS | {"in", "on"}
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


def wanted_there(tokens: Sequence[str], requested: Mapping[int, str], mover: str,
                 is_thing: Callable[[str], bool], is_setting: Callable[[str], bool] = lambda _: False
                 ) -> dict[int, str]:
    """Index → ``mover`` (the verb of the ``moved_as`` action, cooking's "put") for each word of
    ``requested`` (index → the verb read in place of a request phrase's last word,
    :func:`slu_node.textnorm.requests_at`) that is one of :data:`WANTING` and is followed, in its
    clause (up to a word of :data:`~slu_node.textnorm.CLAUSE_OPENERS`), by a thing (``is_thing``
    of one word) and then a word of :data:`WANTED_AT`: "i want the chicken in the oven" is read
    "i put the chicken in the oven"; it had been ``take(chicken)``, done, the oven left out
    (fifty-first-session probe). "i need the butter in the fridge" may say where the butter is, and
    stays a request; "i need the frying pan on the hob *over a high heat*", a setting after the place
    (``is_setting`` of the words after "over", "on" or "at" and an article), says where it goes (it had
    been ``take(pan)``, done: seventy-third-session blind probe 531)."""
    out: dict[int, str] = {}
    for i in requested:
        for k in range(i + 1, len(tokens)):
            if tokens[k] in CLAUSE_OPENERS:
                break
            if tokens[k] in WANTED_AT:
                if any(is_thing(t) for t in tokens[i + 1:k]) and (
                        tokens[i] in WANTING or _setting_after(tokens, k + 1, is_setting)):
                    out[i] = mover
                break
    return out


#: Words before a setting said after the place ("on the hob *over* a high heat").
_SETTING_LEADS = frozenset({"over", "on", "at"})


def _setting_after(tokens: Sequence[str], k: int, is_setting: Callable[[str], bool]) -> bool:
    """True when, in the clause from ``k``, a word of :data:`_SETTING_LEADS` and an optional article
    come before a phrase of up to three words that ``is_setting``."""
    for m in range(k, len(tokens) - 1):
        if tokens[m] in CLAUSE_OPENERS:
            return False
        if tokens[m] in _SETTING_LEADS:
            at = m + 1 + (tokens[m + 1] in ARTICLES)
            if any(is_setting(" ".join(tokens[at:at + n])) for n in range(1, 4) if at + n <= len(tokens)):
                return True
    return False
