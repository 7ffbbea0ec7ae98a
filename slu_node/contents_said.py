"""A place described by what is in it: "crack two more eggs into the bowl *with the flour*", "pour the
beaten eggs into the pan *with the onions*", "add the flour to the bowl *with the butter and sugar*". The
food after "with" says which bowl or pan, no thing the command moves; read as one, it had been added too
(seventy-third-session blind probe 546: five of forty done wrong so). English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.domain import Domain
from slu_node.textnorm import NOUN_MARKERS

#: Prepositions before a place that a thing goes into or onto.
_INTO = frozenset({"into", "in", "to", "onto", "on"})
#: Words that may end what is in the place ("the bowl with the eggs *in*", "... *in it*").
_IN_IT = (("in", "it"), ("in", "them"), ("in",))
#: Words after the contents where the clause ends.
_CLAUSE_ENDS = frozenset({"and", "then", "please", "now", "thanks"})


def contents_of_places(tokens: Sequence[str], domain: Domain,
                       food_end: Callable[[int], Optional[int]]) -> set[int]:
    """Indices of "with", a determiner and the foods (``food_end``: the index after a food named from an
    index of ``tokens``, or None; a list joined by "and" too) said right after a place that is no food
    (none of the domain's preparation types, :attr:`~slu_node.domain.Domain.preparation_types`), itself
    after a preposition of :data:`_INTO`, where the clause ends ("... *in it*" read past): what is in
    the place, left out. Not in a clause whose verb is an action's that combines things
    (:attr:`~slu_node.domain.Domain.combining_verb_starts`; cooking's mix: "whisk the eggs in the bowl
    *with the milk*" mixes the milk), nor a "with" that no determiner follows ("... with butter" may be
    what it is done with). ``tokens``: lowercase words."""
    food_types = domain.preparation_types
    combining = domain.combining_verb_starts

    out: set[int] = set()
    for w, word in enumerate(tokens):
        if word != "with" or w < 3 or w + 2 >= len(tokens) or tokens[w + 1] not in NOUN_MARKERS:
            continue
        start = next((k for k in range(w - 1, max(w - 5, 0), -1) if tokens[k] in _INTO), None)
        if start is None or tokens[start + 1] not in NOUN_MARKERS:
            continue
        place = domain.lookup(" ".join(tokens[start + 2:w]))
        if place is None or place[0] in food_types:
            continue
        clause = max((k for k in range(start) if tokens[k] in ("and", "then")), default=-1)
        if any(t in combining for t in tokens[clause + 1:start]):
            continue
        k, end = w + 1, None
        while k < len(tokens) and (tokens[k] in NOUN_MARKERS or (tokens[k].endswith("ed") and k + 1 < len(tokens)
                                                                and not domain.is_thing(tokens[k]))):
            k += 1  # "the *mashed* banana"
        while k < len(tokens) and (e := food_end(k)) is not None:  # "the butter and sugar"
            end = e
            k = e + 1 if e < len(tokens) and tokens[e] == "and" else len(tokens) + 1
            while k < len(tokens) and tokens[k] in NOUN_MARKERS:
                k += 1
        if end is None:
            continue
        said_in = next((p for p in _IN_IT if tuple(tokens[end:end + len(p)]) == p), ())
        stop = end + len(said_in)
        if stop == len(tokens) or tokens[stop] in _CLAUSE_ENDS:
            out.update(range(w, stop))
    return out
