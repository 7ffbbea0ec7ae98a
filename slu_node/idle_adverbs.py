"""Adverbs that say nothing a predicate holds: "put two spoonfuls of chia seeds in the mixing bowl
*instead*" (what it is instead of was said before, or goes without saying), "set it *aside* on a plate"
(put aside is put). Seventy-second-session blind probes 507 and 511: read as unknown arguments and asked
about, or "set it aside" as out of domain. English.
"""

from __future__ import annotations

from typing import Sequence

from slu_node.textnorm import OBJECT_PRONOUNS

#: Words after "instead" that end the command's clause ("... in the bowl *instead* please").
_AFTER_INSTEAD = frozenset({"please", "and", "then", "now", "thanks", "too", "this", "today"})
#: Adverbs of how much that no role holds ("season the steaks *generously* with sea salt": seventy-fourth-
#: session blind probe 561, an unknown modality), left out after a verb was said.
_HOW_MUCH = frozenset({"generously", "liberally", "sparingly", "lavishly",
                       # how close a cover sits ("cover the roasting tin *tightly* with foil": seventy-sixth-
                       # session blind probe 653, an unknown modality)
                       "tightly", "loosely"})
#: Verbs that put a thing aside ("*set* it aside").
_PUTTING_ASIDE = frozenset({"set", "put", "leave", "lay", "move"})
#: Words after "aside" in such a phrase: where it goes, or the clause's end.
_AFTER_ASIDE = frozenset({"on", "in", "onto", "into", "for", "and", "then", "please", "now", "while"})


#: Verbs of cooking that go on by themselves, after which "away" says only that ("simmer *away*").
_GOING_ON = frozenset({"simmer", "bubble", "cook", "boil", "sizzle", "roast", "stew", "braise", "fry", "tick"})


#: Verbs of cooking after which "off" says only that it is done through ("brown it *off*", "fry them off").
_DONE_OFF = frozenset({"brown", "fry", "sear", "seal", "crisp", "cook"})


def idle_adverbs(tokens: Sequence[str], verbs: frozenset) -> set[int]:
    """Indices of the adverbs to leave out:

    - "instead" (not before "of", which names what is not used) at the end of the utterance or before a
      word of :data:`_AFTER_INSTEAD`, after a word of ``verbs`` (the first words of the domain's verb
      phrases) was said: "... in the mixing bowl *instead*";
    - "aside" after a verb of :data:`_PUTTING_ASIDE` and its pronoun ("set it *aside* on a plate", "put
      them *aside*"), at the end or before a word of :data:`_AFTER_ASIDE`;
    - a word of :data:`_HOW_MUCH` after a word of ``verbs``: "season the steaks *generously* ...", "cover
      the tin *tightly* with foil";
    - "away" after a verb of :data:`_GOING_ON`: "let the sauce simmer *away*" (it goes on; no place);
    - "off" after a verb of :data:`_DONE_OFF` and its pronoun, at the end or before a word of
      :data:`_AFTER_ASIDE`: "brown it *off*" (not "take it off", "turn it off").

    Empty when there is none."""
    out: set[int] = set()
    for i, token in enumerate(tokens):
        ends = i + 1 == len(tokens)
        if (token == "instead" and (ends or tokens[i + 1] in _AFTER_INSTEAD)
                and any(t in verbs for t in tokens[:i])):
            out.add(i)
        elif token in _HOW_MUCH and any(t in verbs for t in tokens[:i]):
            out.add(i)
        elif (token == "off" and i > 1 and tokens[i - 1] in OBJECT_PRONOUNS and tokens[i - 2] in _DONE_OFF
              and (ends or tokens[i + 1] in _AFTER_ASIDE)):
            out.add(i)  # "... and brown it *off*" (seventy-fifth-session blind probe 599: "brown" had been a thing)
        elif token == "away" and i and tokens[i - 1] in _GOING_ON:
            out.add(i)  # "let the sauce simmer *away* on a low heat" (seventy-fifth-session blind probe 599)
        elif (token == "aside" and i > 1 and tokens[i - 1] in OBJECT_PRONOUNS and tokens[i - 2] in _PUTTING_ASIDE
              and (ends or tokens[i + 1] in _AFTER_ASIDE)):
            out.add(i)
    return out
