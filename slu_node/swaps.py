"""A substitution said before the command that uses the new thing: "*swap the butter for margarine and*
grease the cake tin with it", "*replace the chicken with chickpeas* tip two tins of them into the pot"
(seventy-second-session blind probe 507, cooking for vegan guests and allergies: 27 of 40 done exactly at
first, the swap read as a sieve or the old and new things as a list).

The swap says which thing the command is done with; the command says what is done. :func:`swapped_first`
finds the swap, which the parser leaves out, and the new thing, which the command's pronouns stand for.
English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.textnorm import clause_start, thing_after, verb_said

#: Verbs of a swap and the word between the old and the new thing ("swap the butter *for* margarine"); for
#: "substitute" the new thing comes first ("substitute the margarine for the butter").
SWAP_VERBS = {"swap": ("for", "with"), "switch": ("for", "with"), "swop": ("for", "with"), "change": ("for",),
              "replace": ("with", "by"), "substitute": ("for",)}
#: Swap verbs said with the new thing first.
_NEW_FIRST = frozenset({"substitute"})
#: Words between the thing taken back and the new one in "not the peanuts (*but*) the cashews".
_NOT_JOINING = frozenset({"but"})
#: Words that may join the swap to the command ("... for margarine *and then* grease ...").
_JOINING = frozenset({"and", "then", "now"})


def swapped_first(tokens: Sequence[str], verbs: frozenset,
                  is_thing: Callable[[str], bool]) -> tuple[range, Optional[str]]:
    """The indices of a swap said first (a verb of :data:`SWAP_VERBS` where the utterance's clause starts,
    a thing, the verb's joining word and a thing; or "not", a thing, "but" or not and a thing: "not the
    walnuts the pistachios sprinkle them over the yogurt") and the words joining it to the command, and
    the new thing's words; ``(range(0), None)`` when no swap is said first or no command (a word of ``verbs``, the
    first words of the domain's verb phrases, said as a verb) follows it.

    Args:
        tokens: the utterance's words (:func:`slu_node.textnorm.tokenize`).
        verbs: the first words of the domain's verb phrases.
        is_thing: True for the words of a thing of the domain's lexicon.
    """
    start = clause_start(tokens)
    if start >= len(tokens) or (tokens[start] not in SWAP_VERBS and tokens[start] != "not"):
        return range(0), None
    first = thing_after(tokens, start + 1, is_thing)
    if first is None or first[1] >= len(tokens):
        return range(0), None
    taken_back = tokens[start] == "not"
    joining = _NOT_JOINING if taken_back else SWAP_VERBS[tokens[start]]
    joined = tokens[first[1]] in joining
    second = thing_after(tokens, first[1] + joined, is_thing) if joined or taken_back else None
    if second is None:
        return range(0), None
    k = second[1]
    while k < len(tokens) and tokens[k] in _JOINING:
        k += 1
    if k >= len(tokens) or not verb_said(tokens, k, verbs):
        return range(0), None
    new = first if tokens[start] in _NEW_FIRST else second
    return range(start, k), " ".join(tokens[new[0]:new[1]])

