"""A cook telling the robot to hurry: "two litres of water into the pot *right now*", "grate some parmesan
*straight away*", "line the baking tray with baking paper *on the double*", "*we're behind* stir the sauce
nonstop", "*quick* the guests are here melt a knob of butter ..." (seventy-fourth-session blind probe 554:
8 of 40 asked about or out of domain, the words read as unknown things or modalities). The phrases say how
soon, not what to do; no role of a SUGAR template holds them (sugar_format.md §1), so they are left out
before any other rule reads the words (:func:`hurried`), as :mod:`slu_node.unhurried` leaves out "no
rush". English.
"""

from __future__ import annotations

from typing import Container, Sequence

from slu_node.textnorm import clause_start, phrases_at

#: Phrases that say to hurry, wherever they are said, longest first within a start.
HURRY_PHRASES = (("right", "now"), ("right", "away"), ("straight", "away"), ("at", "once"), ("this", "instant"),
                 ("this", "minute"), ("on", "the", "double"), ("as", "soon", "as", "possible"), ("pronto",),
                 ("as", "quick", "as", "you", "can"), ("as", "fast", "as", "you", "can"),
                 ("quick", "as", "you", "can"), ("chop", "chop"), ("quick", "quick"), ("hurry", "up"),
                 *((*who, "in", "a", "hurry") for who in (("i'm",), ("we're",), ("i", "am"), ("we", "are"), ())),
                 ("hurry",), ("we're", "behind"), ("we're", "running", "late"), ("we're", "late"),
                 ("no", "time", "to", "lose"), ("there's", "no", "time"), ("we've", "no", "time"))
#: Words before "hurry" that deny it ("*no* hurry", "*don't* hurry"): :mod:`slu_node.unhurried` reads those.
_DENYING = frozenset({"no", "don't", "not", "never"})
#: Words before such a phrase that make it a reason given ("*because* we're running late").
_GIVING_A_REASON = frozenset({"because", "as", "since", "cos", "cause"})
#: A word said first that urges, before the command or talk ("*quick* the guests are here ...").
_URGING_FIRST = frozenset({"quick", "hurry"})  # not "quickly", a manner: "*quickly* stir the soup"


def hurried(tokens: Sequence[str], verbs: Container[str] = frozenset()) -> set[int]:
    """Indices of the tokens of each :data:`HURRY_PHRASES` phrase, wherever it is said (not "hurry" after a
    word of :data:`_DENYING` nor after one of :data:`_GIVING_A_REASON`, nor "right now" or "right away"
    before a word of ``verbs``, the first words of the domain's verbs; with the "and" before it when it
    is said last), and of a word of
    :data:`_URGING_FIRST` said first (after clause openers and fillers) with at least two words after it.
    ``tokens``: lower-case words. Empty when there is none."""
    out: set[int] = set()
    for start, phrase in phrases_at(tokens, HURRY_PHRASES):
        if phrase[0] == "hurry" and start and tokens[start - 1] in _DENYING:
            continue
        if start and tokens[start - 1] in _GIVING_A_REASON:
            continue  # "*because we're running late* bake the lasagne ...": a reason, read as one
        if phrase[0] == "right" and tokens[start + len(phrase):start + len(phrase) + 1] and (
                tokens[start + len(phrase)] in verbs):
            continue  # "... you can hear him *right now* mash the potatoes": "right", "now" turn to the command
        end = start + len(phrase)
        if not out.intersection(range(start, end)):  # with "and" before it when said last: "... *and hurry up*"
            joined = end == len(tokens) and start > 1 and tokens[start - 1] == "and"
            out.update(range(start - joined, end))
    first = clause_start(tokens)
    if first + 2 < len(tokens) and tokens[first] in _URGING_FIRST and tokens[first + 1] not in ("of", "and"):
        out.add(first)
    return out
