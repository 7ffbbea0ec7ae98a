"""Hedged and indirect ways of asking, found by their shape: "*i was thinking maybe you could* peel
the potatoes", "*it might be a good idea to* stir the sauce", "*can i get you to* stir the risotto".

:data:`slu_node.textnorm.LEAD_IN_PHRASES` lists the frames said most; speakers make up others, and a
frame not listed was read as no command (twenty-fifth-session probe: 11 of 25 such requests right at
first). :func:`request_frame` finds one by its shape: the words before a verb, ending as a request
to the hearer does (a modal, "to", a hedge), naming a person or "it", and saying nothing of the
command (no value of the domain, no negation, not the speaker's own plan). :func:`could_use` reads
"the soup could use a bit more salt" as adding the salt to the soup. English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.cues import (ASKING_PHRASES, NEGATION_WORDS, ONCE_SUBJECTS, PLAN_PHRASES, QUESTION_WORDS,
                           REPORTING_PHRASES, deferrals)
from slu_node.numbers import AFTER_UNIT_FRACTIONS
from slu_node.textnorm import (BE_FORMS, NOUN_MARKERS, clause_start, ing_base_forms, participle_base_forms,
                               phrases_at, thing_end, value_phrases)

#: Words a request frame ends with, right before the verb ("... you *could* peel", "... idea *to*
#: stir", "you should *probably* taste").
FRAME_ENDS = frozenset({"could", "would", "can", "should", "might", "to", "probably", "just", "maybe", "please",
                        "kindly", "perhaps", "better"})  # "i think you'd *better* roast ..." (probe 95)
#: Words of a frame that asks leave for the hearer's action and ends "if you" ("is it *alright* if you check
#: whether the spaghetti is soft": seventy-second-session blind probe 500, the "if" had been a condition).
_ALLOWING = frozenset({"alright", "ok", "okay", "fine", "possible", "good", "great", "nice", "grateful", "happy"})
#: Words one of which a request frame holds: whom it asks, or "it" ("*it* might be a good idea to").
FRAME_SUBJECTS = frozenset({"you", "i", "we", "it", "i'd", "we'd", "you'd", "it'd", "it's", "i'm", "we're", "you're"})
#: Fewest words in a frame (a shorter one is a listed lead-in or no frame: "could you").
_SHORTEST_FRAME = 3
#: Words after which a verb of the domain inside a frame asks the hearer ("can i *get you* to stir");
#: any other verb there is a command of its own ("stir it so that you can ...": no frame).
_ASKED = frozenset({"you", "u", "ya"})


def request_frame(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool],
                  trained: frozenset = frozenset()) -> range:
    """The indices of the request frame that starts ``tokens`` (after clause openers and fillers) and
    ends right before a verb (a word of ``verbs``, the first words of the domain's verb phrases, or
    its "-ing" form; not after a determiner); an empty range when there is none. A verb inside the
    frame must ask the hearer ("can i get *you* to stir the risotto"). A frame that ends with a phrase
    of ``trained`` (the domain's generation prefixes: "i'd like you to") is left to the tagger, which
    was trained with it.

    A frame has at least :data:`_SHORTEST_FRAME` words, ends with a word of :data:`FRAME_ENDS` (or "if
    you" after a word of :data:`_ALLOWING`: "is it alright if you"), holds
    a word of :data:`FRAME_SUBJECTS`, and holds no value of the domain (``is_value``), no negation
    (:data:`slu_node.cues.NEGATION_WORDS`: "i'd rather you didn't stir it") and no phrase of the
    speaker's own plan (:data:`slu_node.cues.PLAN_PHRASES`: "should i ...", but "can i get *you* to
    ..." asks the hearer), no question word but "how about" (:data:`slu_node.cues.QUESTION_WORDS`:
    "could you tell me *how* to knead dough" asks how), no "if" or "whether" but before "you" ("i
    wonder *if we* should add more salt" muses; "i was wondering if you could" asks) and no phrase
    that puts the command off (:func:`slu_node.cues.deferrals`: "*later* you could stir the soup"),
    which stay for the clarification policy: each of the last three had been done (fiftieth
    session). Nor is one that holds a form of "be" before an "-ing" form: "hang on i'm just draining
    the spinach" says what is being done.
    """
    start = clause_start(tokens)

    def is_verb(k: int) -> bool:  # a verb, or its "-ing" form, not after a determiner
        return (tokens[k] in verbs or any(f in verbs for f in ing_base_forms(tokens[k]))) and (
            k == 0 or tokens[k - 1] not in NOUN_MARKERS)

    for verb in (k for k in range(start + _SHORTEST_FRAME, len(tokens)) if is_verb(k)):
        frame = tokens[start:verb]
        if tokens[verb] not in verbs and BE_FORMS.intersection(frame):
            continue  # "hang on i'm just *draining* the spinach": what is being done (fifty-ninth session)
        if ((frame[-1] in FRAME_ENDS or (tuple(frame[-2:]) == ("if", "you") and _ALLOWING.intersection(frame)))
                and FRAME_SUBJECTS.intersection(frame)
                and not NEGATION_WORDS.intersection(frame) and not _own_plan(frame)
                and not _asks_or_waits(tokens[:verb])
                and not any(is_value(w) for w in frame)
                and not any(is_value(f"{a} {b}") for a, b in zip(frame, frame[1:]))
                and all(tokens[k + 1] in _ASKED for k in range(start, verb) if is_verb(k))
                and not any(" ".join(frame[k:]) in trained for k in range(len(frame)))):
            return range(start, verb)
    return range(0)


def _asks_or_waits(words: Sequence[str]) -> bool:
    """True when ``words`` (a frame, and the clause openers before it: "*next week* we can") ask a
    question ("how to", "if we should") or put the command off ("later", "once you've washed your
    hands": fifty-fifth session, a blind set of utterances not to act on; "as soon as ...")."""
    after = list(words[1:]) + [""]
    return bool(deferrals(words)) or any((w in QUESTION_WORDS and not (w == "how" and nxt == "about"))
                                         or (w in ("if", "whether") and nxt not in ("you", "you'd"))
                                         or (w == "once" and nxt in ONCE_SUBJECTS) for w, nxt in zip(words, after)) or (
        list(words[:3]) == ["as", "soon", "as"])  # "*as soon as it starts to* simmer add ...": a condition (probe 615)


#: Past forms of the domain's irregular verbs, as a request put hypothetically says them ("it would help
#: if you *took* the pan off the heat"; :func:`past_request`). English.
IRREGULAR_PASTS = {"took": "take", "put": "put", "got": "get", "threw": "throw", "brought": "bring", "gave": "give",
                   "set": "set", "cut": "cut", "beat": "beat", "broke": "break", "ground": "grind"}
#: Words of a conditional that make "if you" + a past form a request ("it *would* help if you mashed").
_CONDITIONAL = frozenset({"would", "i'd", "it'd", "we'd", "that'd"})


def past_request(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool]) -> tuple[range, dict]:
    """``(frame, {index: base form})`` for a request put hypothetically, a conditional frame ending
    "if you" and then the past form of a verb (a word of ``verbs``, the first words of the domain's
    verb phrases, by :func:`~slu_node.textnorm.participle_base_forms` or :data:`IRREGULAR_PASTS`):
    "it would really help if you *mashed* the avocados", "i'd appreciate it if you *took* the pan off
    the heat" are read "mash the avocados", "take the pan off the heat" (fifty-sixth-session probe of
    indirect requests: out of domain before); so is "if you'd" and the verb itself ("i'd be ever so
    grateful if you'd *take* ...": sixty-first-session blind probe 221). The frame starts the
    utterance (after clause openers and fillers), holds a word of :data:`_CONDITIONAL` before "if", and
    no value of the domain (``is_value``), negation, plan, question or deferral (as
    :func:`request_frame`: "i wonder how it would taste if you mashed ..." asks); else
    ``(range(0), {})``."""
    start = clause_start(tokens)
    for k in range(start + 3, len(tokens)):
        if list(tokens[k - 2:k]) not in (["if", "you"], ["if", "you'd"]):
            continue
        forms = [tokens[k]] if tokens[k - 1] == "you'd" else [IRREGULAR_PASTS.get(tokens[k], ""),
                                                             *participle_base_forms(tokens[k])]
        base = next((f for f in forms if f in verbs), None)  # "if you'd *take*", "if you *mashed*"
        frame = tokens[start:k]
        if base is not None and _hypothetical(frame, is_value):
            return range(start, k), {k: base}
        break
    return range(0), {}


def _hypothetical(frame: Sequence[str], is_value: Callable[[str], bool]) -> bool:
    """True when ``frame`` (the words before a request put hypothetically, its "if" included) holds a
    word of :data:`_CONDITIONAL` and no negation, plan, question or deferral, nor a value of the domain
    (``is_value``): the conditions of :func:`past_request` and :func:`passive_request`."""
    return (bool(_CONDITIONAL.intersection(frame)) and not NEGATION_WORDS.intersection(frame)
            and not _own_plan(frame) and not _asks_or_waits(frame) and not any(is_value(w) for w in frame))


#: Forms of "be" between the thing and its participle in a request put as a wish ("if the carrots *were* peeled").
_PASSIVE_BE = frozenset({"was", "were", "got"})  # "if the lemon *got* zested over the cake" (probe 221)


def passive_request(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool],
                    is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead (the frame left out) for a request put as a wish that a thing
    were done, a conditional frame ending "if", then a thing (``is_thing``, after determiners), "was"
    or "were" and the participle of a verb of ``verbs`` (:func:`~slu_node.textnorm.participle_base_forms`,
    :data:`IRREGULAR_PASTS`): "it would help if the carrots *were peeled*", "it'd be lovely if the
    turnips were peeled" are read "peel the carrots" (blind probes 191 and 219: out of domain). The
    frame is held to :func:`past_request`'s conditions; else ``{}``."""
    start = clause_start(tokens)
    for k in range(start + 3, len(tokens)):
        if tokens[k] != "if":
            continue
        frame = tokens[start:k]
        t = k + 1
        while t < len(tokens) and tokens[t] in NOUN_MARKERS:
            t += 1
        end = thing_end(tokens, t, is_thing)
        if (end is None or end + 1 >= len(tokens) or tokens[end] not in _PASSIVE_BE
                or not _hypothetical(frame, is_value)):
            break
        base = next((f for f in [IRREGULAR_PASTS.get(tokens[end + 1], ""), *participle_base_forms(tokens[end + 1])]
                     if f in verbs), None)
        if base is None:
            break
        return {**{i: () for i in range(start, k)}, k: (base,), end: (), end + 1: ()}
    return {}


#: A request put as a negative guess, with a question tag last: "*you wouldn't* grate some parmesan
#: *would you*", "*i don't suppose you could* take the saucepan off the heat *could you*".
TAGGED_FRAMES = {("you", "wouldn't"): "would", ("you", "couldn't"): "could", ("you", "won't"): "will",
                 ("you", "couldn't", "possibly"): "could", ("you", "wouldn't", "possibly"): "would",
                 ("i", "don't", "suppose", "you", "could"): "could", ("i", "don't", "suppose", "you'd"): "would",
                 ("i", "dont", "suppose", "you", "could"): "could"}
#: Words that may follow the tag ("... could you *please*").
_AFTER_TAG = frozenset({"please", "thanks", "love", "dear", "mate"})


def tagged_request(tokens: Sequence[str], verbs: frozenset) -> dict[int, tuple[str, ...]]:
    """Index → ``()`` for the words of a request put as a negative guess with a question tag
    (:data:`TAGGED_FRAMES` first, then a word of ``verbs``, the frame's modal and "you" last): "you
    wouldn't grate some parmesan would you" is read "grate some parmesan" (sixty-first-session blind
    probe 221: the negation had it asked about). Both the frame and the tag must be said: "you
    wouldn't believe it" asks nothing; else ``{}``. English."""
    start = clause_start(tokens)
    frame = max((p for p in TAGGED_FRAMES if tuple(tokens[start:start + len(p)]) == p), key=len, default=None)
    end = len(tokens)
    while end > start and tokens[end - 1] in _AFTER_TAG:
        end -= 1
    tag = (TAGGED_FRAMES[frame], "you") if frame is not None else None
    if (tag is None or tuple(tokens[end - 2:end]) != tag or start + len(frame) >= end - 2
            or tokens[start + len(frame)] not in verbs):
        return {}
    return {i: () for i in [*range(start, start + len(frame)), *range(end - len(tag), end)]}


def _own_plan(frame: Sequence[str]) -> bool:
    """True when ``frame`` holds a phrase of the speaker's own plan that asks no one else: "should i",
    not "can i get you to"; or reports what someone else said to do ("the recipe tells you to":
    :data:`slu_node.cues.REPORTING_PHRASES`), or asks whether to act ("was i supposed to":
    :data:`slu_node.cues.ASKING_PHRASES`)."""
    return (any("you" not in frame[i + len(phrase):] for i, phrase in phrases_at(frame, PLAN_PHRASES))
            or any(phrases_at(frame, REPORTING_PHRASES + ASKING_PHRASES)))


#: Words that end the thing wanted in "the soup could use *a bit more salt* please".
_AFTER_WANTED = frozenset({"please", "thanks", "thank", "now", "and", "then"})
#: Subjects that ask for a thing for the dish in hand ("*we* could do with some more pepper").
_ASKING_SUBJECTS = frozenset({"we", "i",  # not "you can use the whisk": leave to the tagger
                              # the dish in hand: "mm *it* needs more lemon" (seventy-fourth session)
                              "it", "this", "that"})
#: Most words of the thing wanted that are searched for a value ("a little bit more of the salt").
_LONGEST_WANTED = 8


def _wanted_end(tokens: Sequence[str], start: int) -> int:
    """Where the thing wanted that starts at ``start`` ends: at the first word of :data:`_AFTER_WANTED`
    but the "and" of a fraction ("one *and a quarter* teaspoons"), or at the end of ``tokens``."""
    return next((n for n in range(start, len(tokens)) if tokens[n] in _AFTER_WANTED
                 and tuple(tokens[n:n + 3]) not in AFTER_UNIT_FRACTIONS), len(tokens))


#: The words "needs" is read as when a thing to add follows it (:func:`needed_things`).
_NEEDS_READ_AS = ("could", "use")


def needed_things(tokens: Sequence[str], thing_verb: Callable[[str], Optional[str]],
                  is_object: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """"X needs Y" read as "X could use Y" (:func:`could_use`) when X, said first, is a value an action's
    object may be (``is_object``) and Y names, within :data:`_LONGEST_WANTED` words, a thing that
    ``thing_verb`` reads with "add" (an ingredient): "the soup needs more salt", "the batter needs one
    and a quarter teaspoons of vanilla extract" (seventy-fourth-session blind probe 557: out of domain, or
    "batter needs" asked about as an unknown thing); not "the potatoes need peeling" (no thing), nor "the
    cake needs an hour ... so bake it". For :func:`slu_node.textnorm.expand_tokens`: ``{index: words}``."""
    start = clause_start(tokens)
    i = next((n for n in range(start + 1, len(tokens) - 1) if tokens[n] in ("needs", "need")), None)
    if i is None or tokens[i + 1] == "to" or (value_phrases(tokens[start:i], is_object) is None
                                               and tokens[start:i] not in (["it"], ["this"], ["that"])):
        return {}  # "the seeds need *to* come out of the chillies" says what is to be done
    k = _wanted_end(tokens, i + 1)
    if k - i - 1 > _LONGEST_WANTED or not any(thing_verb(" ".join(tokens[a:b])) == "add" for a in range(i + 1, k)
                                              for b in range(min(k, a + 4), a, -1)):
        return {}
    return {i: _NEEDS_READ_AS}


def could_use(tokens: Sequence[str], thing_verb: Callable[[str], Optional[str]],
              is_object: Callable[[str], bool]) -> Optional[tuple[list[int], dict[int, str]]]:
    """The reading of "X could use Y" / "X could do with Y" as "add Y to X": "the soup could use a bit
    more salt" (twenty-fifth-session probe: ``add([soup, salt], ...)``, done), "we could do with some
    more pepper in the soup" (the subject a person: "add some more pepper in the soup").

    Args:
        tokens: the utterance's tokens.
        thing_verb: the verb a thing asked for is read with (``SpokenCommandParser._thing_verb``:
            "add" for an ingredient); None for a phrase that is no such thing.
        is_object: True for a spoken form of a value an action's object may be (the subject).

    Returns:
        ``(order, replaced)`` as :func:`slu_node.textnorm.command_order` gives them ("use" or
        "with" read as the verb, "could" as "to" before a subject that is a thing), or None when the
        utterance says no such thing first (after clause openers and fillers).
    """
    start = clause_start(tokens)
    found = next(((i, j, e) for i in range(start + 1, len(tokens) - 1) if tokens[i] in ("could", "can")
                  for j, e in ((i + 1, i + 2), (i + 2, i + 3))
                  if tuple(tokens[i + 1:e]) in (("use",), ("do", "with"))), None)
    if found is None:
        return None
    i, j, e = found
    k = _wanted_end(tokens, e)
    verb = next((thing_verb(" ".join(tokens[a:b])) for a in range(e, k) for b in range(min(k, a + 4), a, -1)
                 if thing_verb(" ".join(tokens[a:b]))), None) if k - e <= _LONGEST_WANTED else None
    subject = tokens[start:i]
    if verb is None:
        return None
    if len(subject) == 1 and subject[0] in _ASKING_SUBJECTS:
        return [*range(start), j, *range(e, len(tokens))], {j: verb}
    if value_phrases(subject, is_object) is None:
        return None
    return [*range(start), j, *range(e, k), i, *range(start, i), *range(k, len(tokens))], {j: verb, i: "to"}
