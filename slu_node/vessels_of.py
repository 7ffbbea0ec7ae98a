"""A vessel said with what it holds, read as where the action is done: "bring a big pot of water to the
boil" is read "bring water in a big pot to the boil", ``cook(water, pot)``, as five blind references
write it (the fifty-first to seventy-fourth sessions' probes; seventy-fourth-session blind probes 565 and
575 among them); the tagger had left the pot untagged and the vessel was lost. Only with a verb whose
action holds the vessel as its place and not as its object ("boil", "heat", "bring to the boil"; not
"put the pot of water on the stove", which moves the pot), and only when no place is said after it ("add
a jug of water *to the soup*"). English.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.textnorm import thing_after, thing_end

#: Words of the vessel's size said before it ("a *big* pot of water"), kept with it.
_SIZES = frozenset({"big", "large", "small", "little", "huge", "deep", "medium"})
#: Prepositions of a place said after the vessel and its contents ("... *to* the soup").
_PLACE_PREPOSITIONS = frozenset({"in", "into", "to", "onto", "on"})


def vessels_of(tokens: Sequence[str], fills: Callable[[str], bool], is_vessel: Callable[[str], bool],
               is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """``{index: words}`` for :func:`slu_node.textnorm.expand_tokens`: "a|the [size] VESSEL of THING" said
    after a word for which ``fills`` holds (a verb of an action that holds vessels as its place, not as its
    object) read "THING in a [size] VESSEL", the vessel ``is_vessel``, the thing ``is_thing`` (one to three
    words), when no thing is said after a preposition of :data:`_PLACE_PREPOSITIONS` later; ``is_vessel``
    holds for no unit ("a *tin* of tuna", "a *glass* of wine" are amounts). Empty when there is none."""
    for v, word in enumerate(tokens):
        if not fills(word):
            continue
        for i in range(v + 1, min(len(tokens), v + 3)):
            if tokens[i] not in ("a", "the"):
                continue
            k = i + 1
            while k < len(tokens) and tokens[k] in _SIZES:
                k += 1
            if not (k + 1 < len(tokens) and is_vessel(tokens[k]) and tokens[k + 1] == "of"):
                continue
            end = thing_end(tokens, k + 2, is_thing)
            if end is None or _place_after(tokens, end, is_thing):
                continue
            return {**{j: () for j in range(i, k + 2)},
                    end - 1: (tokens[end - 1], "in", "a", *tokens[i + 1:k + 1])}
    return {}


def _place_after(tokens: Sequence[str], start: int, is_thing: Callable[[str], bool]) -> bool:
    """True when, from ``start``, a preposition of :data:`_PLACE_PREPOSITIONS` is said before a thing
    (determiners between: :func:`~slu_node.textnorm.thing_after`)."""
    return any(tokens[p] in _PLACE_PREPOSITIONS and thing_after(tokens, p + 1, is_thing) is not None
               for p in range(start, len(tokens) - 1))
