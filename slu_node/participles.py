"""Steps said as a recipe card writes them, the thing first and the verb's past participle after it:
"a kilo of potatoes *peeled* please", "two cloves of garlic peeled *and crushed*", "potatoes drained
in the colander and *returned* to the pot" (sixty-fifth-session blind probe 315, recipe-card shorthand
said aloud: 22 of 40 done at first, the rest out of the domain; probes 308 and 311, a line cook's
shorthand, had the same gap).

:func:`participle_steps` reads each such step as the command it stands for, the verb first: "peel a
kilo of potatoes please", "... and crush them". The tagger was trained on commands in that order
(its terse examples front an object before a verb, but not a list of things). English.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.cues import CONTRACTED_VERBS, own_clause
from slu_node.frames import IRREGULAR_PASTS
from slu_node.numbers import NUMBER_WORDS
from slu_node.purpose import SUBJECT_PRONOUNS
from slu_node.textnorm import NOUN_MARKERS, OBJECT_PRONOUNS, participle_base_forms, verb_said

#: Words that end one step and start the next ("... peeled *then* ...", "*meanwhile* two onions ...").
STEP_BOUNDARIES = frozenset({"then", "now", "next", "meanwhile", "so", "right", "okay", "first", "finally",
                             "after", "that", "lastly"})
#: Words after a participle that make it a description or a report of what is done, not a step:
#: "the carrots peeled *this morning*", "the onions chopped *already*". English.
_DONE_ALREADY = frozenset({"already", "earlier", "yesterday", "this", "last", "before", "yet", "by", "beforehand"})
#: Words a participle read as a step may be followed by: prepositions, manners and ends of a step.
_AFTER_STEP = frozenset({"", "and", "then", "please", "in", "into", "on", "onto", "over", "with", "for", "until",
                         "till", "at", "to", "from", "under", "through", "gently", "well", "slowly", "together",
                         "thoroughly", "finely", "roughly", "lightly", "briefly", "quickly", "up", "down", "off",
                         "out", "back", "around", "round", "again", "evenly", "now", "thanks"})
#: Particles a participle may be said with ("mashed *up*"); a phrasal verb's own sense when no word of
#: :data:`_AFTER_STEP`, determiner, number or "it" follows them ("turned out nice").
_PARTICLES = frozenset({"up", "down", "off", "out", "back", "around", "round", "over", "through"})
#: Words that start the next step after a participle's ("... peeled *and* crushed", "... *then* into ...").
_NEXT_STEP = frozenset({"and", "then"})
#: Prepositions that end a step before "and" ("lid *on* the pot and the sauce simmered").
_STEP_PREPOSITIONS = frozenset({"in", "into", "on", "onto", "over", "with", "off", "out", "from", "to", "under",
                                "through", "back"})
#: Words that stand for all the dish's things ("then *everything* stirred for a minute").
EVERYTHING = frozenset({"everything", "all"})


def _base(token: str, verbs: frozenset) -> str:
    """The base form of ``token`` when it is the past participle of a word of ``verbs`` and no form of
    its own ("put", "cut" are the verb said), else ``""``."""
    forms = [IRREGULAR_PASTS.get(token, ""), *participle_base_forms(token)]
    return next((f for f in forms if f and f != token and f in verbs), "")  # "put", "cut": the verb itself


def _in_value(tokens: Sequence[str], k: int, is_value: Callable[[str], bool]) -> bool:
    """True when ``tokens[k]`` is a value or a word of a two-word one ("over the *mince*", "frying *pan*",
    "medium *heat*": no verb)."""
    return is_value(tokens[k]) or (k > 0 and is_value(f"{tokens[k - 1]} {tokens[k]}")) or (
        k + 1 < len(tokens) and is_value(f"{tokens[k]} {tokens[k + 1]}"))


def participle_steps(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool],
                     is_food: Callable[[str], bool], is_value: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for steps said with the verb's past participle after the
    thing (module doc).

    Args:
        tokens: the utterance's tokens.
        verbs: the first words of the domain's verb phrases; a participle is read when its base
            form (:func:`~slu_node.textnorm.participle_base_forms`,
            :data:`slu_node.frames.IRREGULAR_PASTS`) is one and it is no word of a thing
            (``is_thing``: "*chopped* tomatoes", "*minced* beef" stay).
        is_thing: True for a spoken form of the domain's things.
        is_food: True for a spoken form of its foods.
        is_value: True for a spoken form of any of its values: a verb word inside one ("frying *pan*",
            "medium *heat*") is no verb.

    Returns:
        ``{step start: (base, first word), participle: ()}`` for a participle right after a thing or
        "everything" (and an adverb in "-ly": "eggs *lightly* beaten"), followed by a word of :data:`_AFTER_STEP`, a number ("steamed *five* minutes")
        or another participle, and by none of :data:`_DONE_ALREADY` ("peeled *this morning*"
        describes) nor a verb before the next "and" or "then" ("lasagne cooked through *check*"); its
        step (from the last word of :data:`STEP_BOUNDARIES`, or after an "and" that follows a place:
        "lid on the pot *and the sauce simmered*") holds no verb said as one, no subject and no
        clause of its own ("*i've got* the onions peeled" reports). And ``{participle: (base,
        pronoun)}`` for a participle after "and", "then" or one read so, after such a step or a step
        with no verb ("two litres of water into the pot *and brought* to the boil", "ginger peeled
        *then grated*", "opened *drained* and tipped"), the pronoun ("them" after a plural, else
        "it") standing for the last food said before it, when there is one and no thing follows.
        ``{}`` when there is none.
    """
    out: dict[int, tuple[str, ...]] = {}
    start = 0
    for p, token in enumerate(tokens):
        if token in STEP_BOUNDARIES:
            start = p + 1
            continue
        base = _base(token, verbs)
        nxt = tokens[p + 1] if p + 1 < len(tokens) else ""
        after_step = p == start and p > 0 and tokens[p - 1] == "then"  # "... then grated"
        if (not base or (p == start and not after_step) or nxt in _DONE_ALREADY
                or (nxt not in _AFTER_STEP and nxt not in NUMBER_WORDS  # "steamed *five* minutes"
                    and not _base(nxt, verbs))  # "opened *drained* and tipped"
                or is_thing(token) or (nxt and is_thing(f"{token} {nxt}"))):
            continue
        after = tokens[p + 2] if p + 2 < len(tokens) else ""
        if nxt in _PARTICLES and not (after in _AFTER_STEP or after in NOUN_MARKERS or after in NUMBER_WORDS
                                      or after in OBJECT_PRONOUNS):
            continue  # "eggs turned out *nice*": a phrasal verb's own sense
        rest = next((tokens[p + 1:e] for e in range(p + 1, len(tokens)) if tokens[e] in _NEXT_STEP), tokens[p + 1:])
        if any(verb_said(rest, k, verbs) and not _in_value(rest, k, is_value) for k in range(len(rest))):
            continue  # "lasagne cooked through *check*": the participle describes the thing of a verb after it
        step = tokens[start:p]
        if (any(verb_said(tokens, k, verbs) and not _in_value(tokens, k, is_value) for k in range(start, p))
                or own_clause([w for w in step if not w.endswith("'s")])
                or SUBJECT_PRONOUNS.difference(EVERYTHING).intersection(step)):
            continue
        if tokens[p - 1] in _NEXT_STEP or out.get(p - 1) == ():  # "... and browned on a high heat", "... then
            # grated", "a tin of black beans opened *drained* and tipped ...": a step of its own
            food = next((w for w in reversed(tokens[:p]) if is_food(w)), "")
            said_thing = any(is_thing(" ".join(tokens[p + 1:p + 1 + n])) for n in (1, 2, 3) if p + n < len(tokens))
            out[p] = (base, "them" if food.endswith("s") else "it") if food and not said_thing else (base,)
            continue
        # the thing's step starts after an "and" that follows a place or a step read here: "lid on the
        # pot *and* the sauce simmered", "... with a fork *and* the cashews scattered over it"
        first = max((j + 1 for j in range(start, p) if tokens[j] == "and" and any(
            tokens[i] in _STEP_PREPOSITIONS or i in out for i in range(start, j))), default=start)
        q = p - 1 if p - 1 > first and tokens[p - 1].endswith("ly") else p  # "eggs *lightly* beaten"
        if tokens[q - 1] in EVERYTHING or any(is_thing(" ".join(tokens[a:q])) for a in range(max(first, q - 3), q)):
            out[first] = (base, tokens[first])
            out[p] = ()
    return out
