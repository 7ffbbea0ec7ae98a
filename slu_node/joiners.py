"""Words that join two values into one list, or set one aside, said another way than "and" / "not".

"add the flour *along with* the sugar", "take the eggs *as well as* the milk", "mix the flour *together
with* the cocoa" join as "and" does, "add the tomatoes *followed by* the basil" as "then"; "add butter
*instead of oil* to the pan", "put the pan on the stove *rather than in the oven*" name a thing not to
use. Read as said, the joined value was dropped
(``take(egg)``, done) or asked about as an unknown modality ("along"), and the thing set aside took the
other's place (``add(oil, pan)``, done) (twenty-sixth-session probe). English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.textnorm import (LIST_CONJUNCTION, NOUN_MARKERS, OBJECT_PRONOUNS, THING_WORDS, in_spoken_order,
                               phrases_at, thing_end, verb_said)

#: Phrases read as "and" between two values.
_TOGETHER = ("together", "with")
JOINING_PHRASES = (("as", "well", "as"), ("along", "with"), _TOGETHER, ("plus",))
#: Words for the whole preparation, which no joining phrase after them adds to: "toss *everything*
#: together with the tongs" says what it is tossed with (fifty-ninth-session blind probe 137: the tongs
#: had been read as a thing tossed and asked about).
_WHOLE = frozenset({"everything", "all"})
#: Phrases read as "then" between two values: one after the other ("add the tomatoes *followed by* the basil").
SEQUENCE_JOINS = (("followed", "by"),)
#: Phrases that set aside the thing named after them.
SETTING_ASIDE = (("instead", "of"), ("rather", "than"), ("in", "place", "of"))
#: Words that end the thing set aside: where the command goes on ("instead of oil *to* the pan").
_ASIDE_ENDS = frozenset({"to", "into", "in", "on", "onto", "with", "for", "and", "then", "please", "now", "over",
                         "from", "using", "thanks", "thank"})
#: Words that may start the thing set aside before its value ("rather than *in the* oven").
_ASIDE_STARTS = frozenset({"in", "into", "on", "onto", "with", "to", "using"}) | NOUN_MARKERS


def _food_with_tool(tokens: Sequence[str], i: int, end: int, food: Callable[[str], Optional[bool]]) -> bool:
    """True when the thing said right before ``tokens[i]`` is food, or a pronoun for things ("mix *them*
    together with a fork": sixty-seventh-session blind probe 360, the fork had been mixed in), and the
    one said after ``tokens[end]`` (determiners read past) a thing that is not (``food`` tells of a
    phrase: True, False for another thing of the domain, None for no thing)."""
    before = tokens[i - 1] in OBJECT_PRONOUNS or next((said for n in range(min(THING_WORDS, i), 0, -1)
                                                       if (said := food(" ".join(tokens[i - n:i]))) is not None), None)
    return bool(before) and _food_of_thing_at(tokens, end, food) is False


def _food_of_thing_at(tokens: Sequence[str], at: int, food: Callable[[str], Optional[bool]]) -> Optional[bool]:
    """``food`` of the thing said at ``tokens[at]`` (determiners read past); None when no thing is said."""
    while at < len(tokens) and tokens[at] in NOUN_MARKERS:
        at += 1
    stop = thing_end(tokens, at, lambda phrase: food(phrase) is not None)
    return None if stop is None else food(" ".join(tokens[at:stop]))


def joined_values(tokens: Sequence[str], verbs: frozenset,
                  food: Optional[Callable[[str], Optional[bool]]] = None) -> tuple[set[int], dict[int, str]]:
    """Where ``tokens`` join two values with a :data:`JOINING_PHRASES` or :data:`SEQUENCE_JOINS`
    phrase: not at either end, and neither after nor before a word of ``verbs`` (the first words of
    the domain's verb phrases: "mix *together with* the whisk" keeps its particle) nor after a word
    for the whole preparation (:data:`_WHOLE`: "mix everything *together with* the wooden spoon"), and
    "together with" not from food to a thing that is none (``food``: True for a phrase naming food,
    False for another thing of the domain, None for no thing): "whisk the eggs and the milk *together
    with* a fork" had been ``mix([egg, milk], *whisk*)``, the fork joined to the list and dropped
    (fifty-ninth-session blind probes 144 and 146); "take the bowl together with the whisk" joins, and
    so does "together with" food after a verb whose food was said right before it ("let the lentils
    simmer *together with* the carrots and the celery": seventieth-session blind probe 463, the carrots,
    read as a tool, had been dropped, done).

    Returns:
        ``(dropped, replaced)``: the phrase's words past its first, and the first's index → "and"
        (a joining phrase) or "then" (a sequence: the builder says the action again on the value after
        it, :meth:`slu_node.segments.Segmenter._said_again`).
    """
    dropped: set[int] = set()
    replaced: dict[int, str] = {}
    found = phrases_at(tokens, JOINING_PHRASES + SEQUENCE_JOINS)
    for i, phrase in in_spoken_order(found):
        end = i + len(phrase)
        if phrase == _TOGETHER and food is not None and _food_with_tool(tokens, i, end, food):
            continue  # "whisk the eggs and the milk together with a fork": what they are whisked with
        fronted = (phrase == _TOGETHER and food is not None and 1 < i and tokens[i - 1] in verbs
                   and _food_of_thing_at(tokens, end, food) is True and food(tokens[i - 2]) is True)
        if (0 < i and end < len(tokens) and (tokens[i - 1] not in verbs or fronted) and tokens[end] not in verbs
                and tokens[i - 1] not in _WHOLE and not (dropped | set(replaced)).intersection(range(i, end))):
            replaced[i] = "then" if phrase in SEQUENCE_JOINS else LIST_CONJUNCTION
            dropped.update(range(i + 1, end))
    return dropped, replaced


def set_aside(tokens: Sequence[str], verbs: frozenset) -> set[int]:
    """Indices of each :data:`SETTING_ASIDE` phrase said after a word and of the thing it names: an
    optional preposition or determiners (:data:`_ASIDE_STARTS`), then words up to one of
    :data:`_ASIDE_ENDS`, a word of ``verbs`` said as a verb or the end: "add butter *instead of oil* to the pan",
    "put the pan on the stove *rather than in the oven*"."""
    out: set[int] = set()
    for i, phrase in phrases_at(tokens, SETTING_ASIDE):
        if i == 0:
            continue
        k = i + len(phrase)
        while k < len(tokens) and tokens[k] in _ASIDE_STARTS:
            k += 1
        while k < len(tokens) and tokens[k] not in _ASIDE_ENDS and not verb_said(tokens, k, verbs):
            k += 1
        if k > i + len(phrase):
            out.update(range(i, k))
    return out
