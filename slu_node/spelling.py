"""Words a recogniser spelled that are no English words: sounds it could not place.

Moonshine writes what it cannot place as made-up words ("uh pass from omelette from *adelepan*
please" for "uh pass through omelet through a grill pan please"; "add carrots cinnamon and *jasbrass*
cilantro" for the SNIPS sentence "add karusellen to jazz brasileiro"). The builder reads a foreign
word beside a value as a word describing it ("fresh", "mexican") and leaves it out, so such
utterances were done: over three runs of the end-to-end benchmark (twenty-fourth session) every
accepted transcript holding a word that is neither the domain's nor in the pronunciation dictionary
was a wrong command (4 of 4; 0 of about 690 right ones held one), and the spoken SNIPS sentence
became ``add([carrot, cinnamon, coriander], *[ingredients]*)``. The clarification policy asks about
them instead (:meth:`slu_node.clarify.ClarificationPolicy.decide`, heard utterances only: typed text
may hold abbreviations and typing slips the speaker can see), and a best hypothesis with one bars the
n-best alternatives (:meth:`slu_node.parser.SpokenCommandParser.parse_transcript`: another language
model heard the same sentence as "add carrots cinnamon and jazbreads", and an alternative with
"chocolate" there was done). English.
"""

from __future__ import annotations

import functools
import re
from typing import Sequence

#: British endings and the American ones the pronunciation dictionary spells them with ("flavour",
#: "caramelised", "centre").
_US_ENDINGS = ((re.compile(r"our(s|ed|ing)?$"), r"or\1"), (re.compile(r"is(e|ed|es|ing)$"), r"iz\1"),
               (re.compile(r"ys(e|ed|es|ing)$"), r"yz\1"), (re.compile(r"tre(s)?$"), r"ter\1"))


@functools.lru_cache(maxsize=1)
def english_words() -> frozenset:
    """The words of the CMU pronouncing dictionary that the pocketsphinx wheel ships (about 126,000,
    loaded once, about 0.3 s and 10 MB); empty when pocketsphinx is not installed."""
    try:
        from slu_node.asr.lm import dict_entries

        return frozenset(word for word, _ in dict_entries())
    except (ImportError, OSError):
        return frozenset()


def unspelled(tokens: Sequence[str], known: frozenset) -> list[str]:
    """The alphabetic words of ``tokens`` that are neither in ``known`` (the domain's words) nor
    English (:func:`english_words`, in their British or American spelling); [] when the dictionary
    is not there to tell."""
    english = english_words()
    if not english:
        return []
    return [t for t in tokens if t.isalpha() and t not in known and t not in english
            and not any(pattern.sub(us, t) in english for pattern, us in _US_ENDINGS)]
