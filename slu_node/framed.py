"""Generated commands said inside the words people wrap them in, for the recogniser's language model.

The generator writes a command after one of the domain's generation prefixes ("could you", "please",
"um") and before one of its suffixes, so a language model built from its sentences alone knows a verb
only there. After "you should", "do you think you could" or "would you mind", which the parser reads
(:data:`slu_node.textnorm.LEAD_IN_PHRASES`, :func:`slu_node.frames.request_frame`,
:data:`slu_node.textnorm.COURTESY_PHRASES`), it backs off to the verb's unigram, where the connector
"and" is far likelier than "add": the cooking model gave "add" −8.9 and "and" −4.6 nats after "you
could", and Moonshine, fused with it, heard flite's "do you think you could add the salt" as "... could
and the salt" (twenty-sixth session). With 5 % of the model's sentences made here
(:data:`slu_node.datagen.FRAMED_SHARE`), 293 of 484 hand-written commands spoken by five TTS voices
were heard exactly instead of 278, and 135 instead of 125 at 10 dB kitchen noise.

:func:`framed_sentences` says generated commands with those phrases: a lead-in or a request frame
before the first verb, a courtesy at the end or the start, a filler between two words, "again" or "a
little longer" after the command, a sequence phrase between two actions. They are for the language
model only: the parser leaves these words out before tagging, so the tagger never needs them.
"""

from __future__ import annotations

import random
from typing import Callable, Optional, Sequence

from slu_node.textnorm import (COURTESY_PHRASES, FILLER_PHRASES, FILLER_WORDS, LEAD_IN_PHRASES, REPEAT_PHRASES,
                               SEQUENCE_PHRASES, SLIP_SOUNDS)
from slu_node.types import VERB_TAG, Example

#: Lead-ins the verb follows in its "-ing" form ("how about *adding*", "carry on *stirring*").
ING_LEAD_INS = frozenset({("how", "about"), ("what", "about"), ("would", "you", "mind"), ("do", "you", "mind"),
                          ("carry", "on")})
#: Request frames of the shape :func:`slu_node.frames.request_frame` finds: an opener, whom it asks
#: and a modal, right before the verb ("*i was thinking you could* peel the potatoes").
FRAME_OPENERS = ("", "", "i think", "do you think", "i was thinking", "i guess", "i reckon", "maybe")
FRAME_ASKED = ("you", "you", "we")
FRAME_MODALS = ("could", "should", "can", "might want to", "need to", "have to", "would")
#: Pseudo-clefts (:func:`slu_node.textnorm.lead_ins`), said before the verb.
CLEFTS = ("what i want you to do is", "what we're going to do is", "what i'd like you to do is",
          "what we're gonna do now is", "what you need to do is")
#: Kinds of sentence and their weights.
_KINDS = (("lead_in", 0.3), ("frame", 0.2), ("courtesy", 0.2), ("filler", 0.15), ("repeat", 0.05),
          ("cleft", 0.05), ("sequence", 0.05))
_VOWELS = frozenset("aeiou")


def ing_form(verb: str) -> str:
    """The "-ing" form of an English verb: "stir" → "stirring", "bake" → "baking", "peel" → "peeling";
    the last consonant doubled only in a word of one vowel group ("open" → "opening"), as
    :func:`slu_node.textnorm.ing_base_forms` reads it back."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith("ee") and len(verb) > 2:
        return verb[:-1] + "ing"
    groups = sum(1 for i, c in enumerate(verb) if c in _VOWELS and (i == 0 or verb[i - 1] not in _VOWELS))
    if (groups == 1 and len(verb) >= 3 and verb[-1] not in _VOWELS | set("wxy")
            and verb[-2] in _VOWELS and verb[-3] not in _VOWELS):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def _first_verb(tags: Sequence[str]) -> int:
    """Index of the first action word (a ``B-act.`` tag); -1 when there is none."""
    return next((i for i, t in enumerate(tags) if t.startswith(VERB_TAG)), -1)


def _framed(ex: Example, kind: str, rng: random.Random) -> list[str]:
    """``ex``'s words said with one phrase of ``kind``; [] when ``ex`` has nothing it fits."""
    tokens, tags = list(ex.tokens), ex.tags
    v = _first_verb(tags)
    if v < 0:
        return []
    command = tokens[v:]  # the generation prefix before the verb gives way to the phrase
    if kind == "lead_in":
        phrase = rng.choice(LEAD_IN_PHRASES)
        if phrase in ING_LEAD_INS:
            command = [ing_form(command[0]), *command[1:]]  # "take out" → "taking out"
        return [*phrase, *command]
    if kind == "frame":
        frame = [rng.choice(FRAME_OPENERS), rng.choice(FRAME_ASKED), rng.choice(FRAME_MODALS)]
        return " ".join(frame).split() + command
    if kind == "cleft":
        return rng.choice(CLEFTS).split() + command
    if kind == "courtesy":
        phrase = list(rng.choice(COURTESY_PHRASES))
        return tokens + phrase if rng.random() < 0.7 else phrase + command
    if kind == "filler":
        filler = (list(rng.choice(FILLER_PHRASES)) if rng.random() < 0.3
                  else [rng.choice(sorted(FILLER_WORDS | SLIP_SOUNDS))])
        i = rng.randrange(1, len(tokens) + 1)
        return tokens[:i] + filler + tokens[i:]
    if kind == "repeat":
        return tokens + list(rng.choice(REPEAT_PHRASES))
    if kind == "sequence":
        second = next((i for i in range(v + 1, len(tags)) if tags[i].startswith(VERB_TAG)), -1)
        if second < 0:
            return []
        k = second
        while k > v + 1 and tags[k - 1] == "O" and tokens[k - 1] in ("and", "then", "next", "now", "also", "after",
                                                                       "that"):
            k -= 1  # the connector gives way to the phrase
        if k == second:
            return []  # no connector before the second verb: "let them boil"
        return tokens[:k] + ["and", *rng.choice(SEQUENCE_PHRASES)] + tokens[second:]
    raise ValueError(f"unknown kind {kind!r}")


def framed_sentences(examples: Sequence[Example], n: int, seed: int,
                     can_say: Optional[Callable[[str], bool]] = None) -> list[str]:
    """``n`` utterances, each one of ``examples`` (generated commands with BIO tags) said with a phrase
    the parser leaves out: "i think you should add the salt", "would you mind stirring the soup",
    "peel the carrots if you don't mind", "add the um what's it called flour", "heat the milk again",
    "what i want you to do is crack two eggs". Lowercase words joined by spaces; the same arguments
    give the same output. With ``can_say`` (a word → whether the language model may take it in,
    :func:`slu_node.asr.lm.can_add_word`), a sentence with a word it refuses is drawn again: a filler
    such as "erm" or an "-ing" form such as "plonking" may have no pronunciation, and "great" sounds
    like the domain's "grate".

    Raises:
        ValueError: negative ``n``, or ``n`` > 0 with no example that has an action.
    """
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    commands = [ex for ex in examples if _first_verb(ex.tags) >= 0]
    if n and not commands:
        raise ValueError("no command among the examples to frame")
    rng = random.Random(seed)
    kinds, weights = zip(*_KINDS)
    out: list[str] = []
    while len(out) < n:
        words = _framed(rng.choice(commands), rng.choices(kinds, weights)[0], rng)
        if words and (can_say is None or all(can_say(w) for w in words)):
            out.append(" ".join(words))
    return out

