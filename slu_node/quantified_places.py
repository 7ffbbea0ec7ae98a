"""Places said with a quantifier or a count: "pick the seeds out of *each of* the red peppers", "put the
pan on *either of* the burners", "ladle the soup into *all four* bowls", "spread the pesto on *each slice
of* toast". A predicate's place names the kind of vessel or thing, never how many of it (SUGAR §2), so the
quantifier and the count are read as "the". Seventy-third-session blind probe 543: asked about, the
quantifier an unknown word. English.
"""

from __future__ import annotations

from typing import Callable, Container, Sequence

from slu_node.numbers import parse_number
from slu_node.textnorm import thing_end

#: Prepositions of a place after which a quantifier or a count picks the places ("into *each of* the bowls").
_PLACE_PREPOSITIONS = frozenset({"over", "on", "onto", "into", "in", "across", "of", "between", "among"})
#: Quantifiers said before "of the" and the things wherever they are said ("put *either of* the saucepans
#: on the hob"); "both of" and "one of" only after a preposition of a place ("crack *one of* the eggs"
#: counts the eggs).
_OF_QUANTIFIERS = frozenset({"each", "either", "all"})
_PLACE_OF_QUANTIFIERS = _OF_QUANTIFIERS | {"both", "one"}
#: Quantifiers said before a count or a unit and "of" ("*all* four bowls", "*each* slice of toast").
_QUANTIFIERS = frozenset({"all", "each", "every"})
#: Prepositions of a place after which "both" picks the places, no count ("spread the sauce *over both*
#: pizzas" had been ``add([sauce, pizza], *[ingredients]*)``: sixty-third-session blind probe 282).
_BOTH_PLACED = frozenset({"over", "on", "onto", "into", "in", "across"})


def quantified_places(tokens: Sequence[str], is_value: Callable[[str], bool], units: Container[str],
                      verbs: Container[str]) -> dict[int, tuple[str, ...]]:
    """Token index → the words it is read as, for :func:`slu_node.textnorm.expand_tokens`: "both" right
    after a preposition of :data:`_BOTH_PLACED` and before a value (one word, ``is_value``) read "the"
    ("spread the sauce over *both* pizzas"; a particle after a verb or not); a quantifier
    of :data:`_OF_QUANTIFIERS` and "of" before "the" and a thing ("put *either of* the saucepans on the
    hob" → "put the saucepans ..."), and after a preposition of :data:`_PLACE_PREPOSITIONS` also "both
    of" and "one of" ("out of *each of* the peppers", "into *both of* the tins"); after such a
    preposition but "of", "all", "the" or nothing and a count over one ("into *all four* bowls", "into
    the *four* bowls", "into *two* bowls" → "into the bowls"; "the juice of the two lemons" counts
    them); a quantifier of :data:`_QUANTIFIERS`, a unit of ``units`` (the domain's unit forms, one
    word) and "of" ("on *each slice of* toast" → "on the toast"); "all of them", "each of those" (read
    "them", "those") and "each one", "every one" (read "them") after such a preposition. Else a thing of
    the lexicon (``is_value``, one to three words) must follow, and the preposition must be no particle
    right after a word of ``verbs`` (the first words of the domain's verb phrases: "throw *in* two bay
    leaves" counts them), so "fry it on *both sides*" and "put it in *one of* them" are
    left alone. ``tokens``: lowercase words."""
    out: dict[int, tuple[str, ...]] = {}

    def thing_at(k: int) -> bool:
        return k < len(tokens) and thing_end(tokens, k, is_value) is not None

    for i in range(len(tokens) - 1):
        placed = i > 0 and tokens[i - 1] in _PLACE_PREPOSITIONS and (i < 2 or tokens[i - 2] not in verbs)
        word, then = tokens[i], tuple(tokens[i + 1:i + 3])
        if word == "both" and i > 0 and tokens[i - 1] in _BOTH_PLACED and is_value(tokens[i + 1]):
            out[i] = ("the",)  # "over *both* pizzas"; not "fry it on both sides"
        elif word in (_PLACE_OF_QUANTIFIERS if placed else _OF_QUANTIFIERS) and then == ("of", "the") and thing_at(i + 3):
            out.update({i: (), i + 1: ()})  # "each of the peppers"
        elif placed and word in _PLACE_OF_QUANTIFIERS and then[:1] == ("of",) and then[1:] in (("them",), ("those",)):
            out.update({i: (), i + 1: ()})  # "spread a little butter on *all of* them"
        elif placed and word in ("each", "every") and then[:1] == ("one",):
            out.update({i: ("them",), i + 1: ()})  # "spread the pesto over *each one*"
        elif placed and word in _QUANTIFIERS and then[:1] and then[0] in units and then[1:] == ("of",) and thing_at(i + 3):
            out.update({i: ("the",), i + 1: (), i + 2: ()})  # "each slice of toast"
        elif placed and tokens[i - 1] != "of" and (word in ("all", "the") or word not in units):
            count_at = i + 1 if word in ("all", "the") else i
            count = parse_number(tokens, count_at)
            after = count_at + count[1] if count is not None and count[0] > 1 else None
            if after is not None and after < len(tokens) and tokens[after] not in units and thing_at(after):
                out.update({k: () for k in range(i, after)})
                out[i] = ("the",)  # "all four bowls", "the four bowls", "two bowls"
    return out
