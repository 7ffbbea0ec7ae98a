"""A cook telling the robot there is no hurry: "*no rush tonight we've got all evening* grab a bag of
cherry tomatoes", "*no hurry but* see if the cod is cooked through", "... a jar of olives *no rush*"
(seventy-first-session blind probe 473: the first two were out of domain, the words untagged, and a
"no" said last had the command asked about as negated). The phrases say how soon, not what to do; no
role holds them, so they are left out before tagging (:func:`unhurried`). English.
"""

from __future__ import annotations

from typing import Sequence

from slu_node.textnorm import phrases_at

#: Phrases that say there is no hurry, longest first within a start.
UNHURRIED_PHRASES = (*((*there, "no", what) for there in (("there's",), ("there", "is"), ())
                       for what in ("rush", "hurry")),
                     ("take", "your", "time"), ("in", "your", "own", "time"), ("in", "your", "own", "good", "time"),
                     *((who, "got", "all", when) for who in ("we've", "we", "i've", "you've")
                       for when in ("evening", "night", "day", "afternoon", "morning")))
#: Words said with such a phrase that join it to the command or say when ("no rush *tonight*", "no hurry *but*").
_WITH_UNHURRIED = frozenset({"tonight", "today", "though", "but", "so", "and", "really", "honestly"})
#: Words after such a phrase that say what is not to be hurried: "there's no hurry *to* add the cream"
#: stays for the tagger.
_NOT_AFTER = frozenset({"to", "for", "with", "on", "about"})


def unhurried(tokens: Sequence[str]) -> set[int]:
    """Indices of the tokens of each :data:`UNHURRIED_PHRASES` phrase, wherever it is said, and of the
    words of :data:`_WITH_UNHURRIED` right after it; not of one before a word of :data:`_NOT_AFTER` ("no
    hurry *to* ..."). ``tokens``: lower-case words. Empty when there is none."""
    out: set[int] = set()
    for start, phrase in phrases_at(tokens, UNHURRIED_PHRASES):
        end = start + len(phrase)
        if end < len(tokens) and tokens[end] in _NOT_AFTER:
            continue
        while end < len(tokens) and tokens[end] in _WITH_UNHURRIED:
            end += 1
        out.update(range(start, end))
    return out
