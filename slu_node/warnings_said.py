"""Warnings said with a command, to whoever is in the kitchen: "*careful the oil's really hot* add the chicken
to the pan gently", "take the lid off the saucepan *and mind the steam*", "drain the pasta in the colander
*and keep your face away from the steam*" (seventy-second-session blind probe 516, kitchen safety: 24 of 40
done exactly with the code as it stood, the warnings read as unknown arguments, a second action or out of
domain). A warning asks for care, not for an action; the parser leaves it out. English.
"""

from __future__ import annotations

from typing import Sequence

from slu_node.textnorm import clause_start, phrases_at, verb_said

#: Phrases that start a warning.
WARNING_PHRASES = (("careful",), ("be", "careful"), ("watch", "out"), ("mind", "out"), ("look", "out"),
                   ("mind", "the"), ("mind", "your"), ("mind", "you", "don't"), ("keep", "your"),
                   ("don't", "touch", "your"), ("watch", "your"), ("watch", "the", "steam"))
#: Words that join a warning said after the command ("... *and* mind the steam").
_JOINING = frozenset({"and", "but", "oh"})
#: Words that end a warning said after a command, before the next step's verb ("drain the spaghetti in the
#: colander mind the steam *then* put it back in the pot": seventy-seventh-session blind probe 698, the steps
#: after the warning had been left out with it).
_NEXT_STEP = frozenset({"then", "and", "so"})
#: Most words of a warning said first, before the command's verb.
_LONGEST_FIRST = 8
#: Words that say what is hot or sharp in a warning said first ("careful *it's* hot", "the oil's ...").
_STATING = frozenset({"it's", "it", "that's", "they're", "is", "are", "the", "it'll", "this", "there's"})


def warnings_said(tokens: Sequence[str], verbs: frozenset) -> set[int]:
    """Indices of the warnings to leave out:

    - one said first: a phrase of :data:`WARNING_PHRASES` where the clause starts, then at most
      :data:`_LONGEST_FIRST` words that say what is dangerous (one of :data:`_STATING` among them: "careful
      *the oil's* really hot", "watch out *it's* hot") up to a word of ``verbs`` (the first words of the
      domain's verb phrases) said as a verb, where the command starts;
    - one said after the command (a word of ``verbs`` said before it), with "and" or not before it, to the
      end of the utterance or a word of :data:`_NEXT_STEP` before a verb: "... and mind your knuckles", "...
      careful it'll be very hot", "... *mind the steam* then put it back in the pot".

    Empty when none is said."""
    out: set[int] = set()
    start = clause_start(tokens)
    for i, phrase in phrases_at(tokens, WARNING_PHRASES):
        if i == start:
            verb = next((k for k in range(i + len(phrase), min(len(tokens), i + len(phrase) + _LONGEST_FIRST + 1))
                         if verb_said(tokens, k, verbs)), None)
            if verb is not None and _STATING.intersection(tokens[i + len(phrase):verb]):
                out.update(range(i, verb))
        elif any(verb_said(tokens, k, verbs) for k in range(i)):
            lead = i - (tokens[i - 1] in _JOINING)
            end = next((j for j in range(i + len(phrase), len(tokens) - 1)
                        if tokens[j] in _NEXT_STEP and verb_said(tokens, j + 1, verbs)), len(tokens))
            out.update(range(lead, end))
            break
    return out
