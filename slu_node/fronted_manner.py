"""A way of doing a step said before its verb: "*slowly* pour in three hundred and fifty mils of warm water",
"*carefully* ladle the hot soup into the blender" (seventy-seventh-session blind probes 692 and 705: asked about,
or out of domain, the tagger having read the adverb first as nothing or as a low-confidence modality and lost
the verb with it); one said before a place ("tip them *carefully* into the hot oil") is moved past it.

The generator says a manner after the verb's words, as most speakers do; :func:`manner_first` moves one said
first to the end of its step, where the tagger reads it. English.
"""

from __future__ import annotations

from typing import Callable, Container, Sequence

from slu_node.textnorm import clause_start, ing_base_forms, thing_end

#: Words after which a step starts ("... *and* gently stir it").
_STEP_JOINS = frozenset({"and", "then", "now", "next"})  # not "so": "since garlic burns *so quickly* fry it"
#: Words that start a clause of the step's own, before which the manner is said ("melt the dark chocolate over a
#: low heat *slowly or* it'll seize", not "... or it'll seize slowly": the clause is left out with it).
_CLAUSE_BREAKS = frozenset({"or", "otherwise", "so", "because", "cause", "since", "as", "before", "after", "once",
                            "when", "if", "unless"})
#: Prepositions a manner may stand before inside a step, where it is moved past the thing after them ("brush the
#: pastry lightly *with* beaten egg", "tip them carefully *into* the hot oil": seventy-seventh-session blind
#: probes 705 and 710, the pastry read as a second thing added and the manner lost). Not "in", "on" or "over",
#: after which it is read as said ("fry the shallots gently in butter").
_PLACE_WORDS = frozenset({"with", "into", "onto"})
#: Words that say how much before a manner, which then stays where it is ("*very* gently with ...").
_HOW_MUCH = frozenset({"very", "really", "so", "too", "quite", "extra", "nice", "of", "and", "more"})
#: Most words from the preposition to the end of the thing after it.
_PLACE_REACH = 5


def manner_first(tokens: Sequence[str], verbs: Container[str], is_manner: Callable[[str], bool],
                 is_thing: Callable[[str], bool] = lambda phrase: False) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for each one-word manner (``is_manner``: "slowly", "gently"; the
    parser passes the closed-list modality values of the domain that end in "-ly", English adverbs) said
    where a step starts (where the utterance's clause starts, or after a word of :data:`_STEP_JOINS`) right
    before a word of ``verbs`` (the domain's verb words): the manner left out there and said after the step's
    last word (before "and" or "then" and the next verb, a word of :data:`_CLAUSE_BREAKS`, or at the end); not
    in a step that "while" or a verb's "-ing" form goes on ("slowly pour in the milk *whisking* constantly",
    read as said). One said inside a step before a word of :data:`_PLACE_WORDS` (no word of :data:`_HOW_MUCH`
    before it) is said after the first thing (``is_thing``) within :data:`_PLACE_REACH` words."""
    out: dict[int, tuple[str, ...]] = {}
    first = clause_start(tokens)
    for i in range(1, len(tokens) - 2):
        if not (is_manner(tokens[i]) and tokens[i + 1] in _PLACE_WORDS and tokens[i - 1] not in _HOW_MUCH):
            continue
        end = next((e for k in range(i + 2, min(len(tokens), i + 1 + _PLACE_REACH))
                    if (e := thing_end(tokens, k, is_thing)) is not None), None)
        while end is not None and end < len(tokens) and (more := thing_end(tokens, end, is_thing)) is not None:
            end = more  # "with the salad *tongs*": the words of things said together
        if end is not None and end - 1 not in out:
            out.update({i: (), end - 1: (tokens[end - 1], tokens[i])})
    for i in range(len(tokens) - 2):
        if not (is_manner(tokens[i]) and (i == first or (i and tokens[i - 1] in _STEP_JOINS))
                and tokens[i + 1] in verbs) or i in out:
            continue
        end = next((j for j in range(i + 2, len(tokens)) if (tokens[j] in ("and", "then") and j + 1 < len(tokens)
                                                              and (tokens[j + 1] in verbs or tokens[j + 1] == "then"))
                    or tokens[j] in _CLAUSE_BREAKS or any(f in verbs for f in ing_base_forms(tokens[j]))),
                   len(tokens))
        if end < len(tokens) and tokens[end] not in ("and", "then") and tokens[end] not in _CLAUSE_BREAKS:
            continue  # "slowly pour in the milk *whisking* constantly": read as said (blind probe 111)
        if end - 1 not in out:
            out.update({i: (), end - 1: (tokens[end - 1], tokens[i])})
    return out
