"""The speaker's own part said before the robot's: "*i'll dry the plates and you* put them away", "*i'm going
to chop the onions while you* peel the carrots" (seventy-seventh-session blind probe 690: the speaker's
"dry the plates" had been read as a second action and done).

The words up to "you" say what the speaker will do; the robot's command follows "you". :func:`own_part_first`
finds them; the parser leaves them out, and a pronoun of the command stands for the last thing they name.
English.
"""

from __future__ import annotations

from typing import Sequence

from slu_node.textnorm import clause_start, verb_said

#: Phrases that start the speaker's own part.
OWN_PART = (("i'll",), ("i", "will"), ("i'm", "going", "to"), ("i'm", "gonna"), ("i", "am", "going", "to"),
            ("let", "me"))
#: Words before "you" that join the two parts ("... *and* you put them away").
_JOINS = frozenset({"and", "while", "whilst", "then"})
#: Words that may stand between "you" and the robot's verb ("and you *can* put them away").
_BEFORE_VERB = frozenset({"can", "could", "just", "go", "then"})
#: Most words of the speaker's own part after its phrase.
_LONGEST_PART = 10


def own_part_first(tokens: Sequence[str], verbs: frozenset) -> range:
    """The indices of the speaker's own part said first (where the utterance's clause starts, a phrase of
    :data:`OWN_PART`) to a word of :data:`_JOINS` and "you" before a word of ``verbs`` (the first words of the
    domain's verb phrases, said as a verb), words of :data:`_BEFORE_VERB` between; ``range(0)`` when none is
    said, or no such "you" follows within :data:`_LONGEST_PART` words."""
    start = clause_start(tokens)
    phrase = next((p for p in OWN_PART if tuple(tokens[start:start + len(p)]) == p), None)
    if phrase is None:
        return range(0)
    for k in range(start + len(phrase) + 1, min(len(tokens) - 1, start + len(phrase) + _LONGEST_PART)):
        if tokens[k] != "you" or tokens[k - 1] not in _JOINS:
            continue
        v = k + 1
        while v < len(tokens) and tokens[v] in _BEFORE_VERB:
            v += 1
        return range(start, v) if v < len(tokens) and verb_said(tokens, v, verbs) else range(0)
    return range(0)
