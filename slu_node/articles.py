"""An article left out before a unit: "add *pinch* of salt", "pour *splash* of wine" read as "add *a*
pinch of salt", "pour *a* splash of wine".

A speaker of English as a second language drops it, and so does a recogniser ("pour a splash of wine
into the pan" was heard "pour splash of wine into the pan" on flite's slt voice, forty-eighth-session
probe). Left as heard, "pinch" had no amount and was asked about as an unknown word, and "splash",
one of add's verbs too, was read as a second verb and the amount silently dropped. The parser puts the
article back in typed text and speech heard in quiet only: in noise "add teaspoon of sugar" was heard
for "add two spoon of sugar" (10 dB, flite's awb voice), and an amount of one would be a guess. English.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from slu_node.numbers import NUMBER_WORDS, UNIT_SIZE_WORDS
from slu_node.textnorm import NOUN_MARKERS, ROUGH_AMOUNT_WORDS

#: Words after which a unit with no article or number begins an amount: a clause's start ("and", "then",
#: "plus") or a preposition that takes one ("season *with* pinch of salt", "put *in* cup of flour").
#: After a domain verb too (see :func:`dropped_articles`).
NP_OPENERS = frozenset({"and", "then", "plus", "also", "with", "in", "into", "onto"})


def singular_units(domain) -> frozenset:
    """The one-word spoken forms of the units of ``domain``'s measured types that are no other form of
    the same unit made plural ("cup", "glass", "pinch"; not "cups", "glasses", "loaves"). English
    plurals: ``+s``, ``+es``, ``f`` → ``ves``."""
    found = set()
    for slot_type in domain.types.values():
        if slot_type.kind != "measure":
            continue
        for forms in slot_type.units.values():
            forms = set(forms)
            found |= {f for f in forms if " " not in f and not _plural(f, forms)}
    return frozenset(found)


def _plural(form: str, forms: set) -> bool:
    return (any(form == f + "s" or form == f + "es" for f in forms)
            or (form.endswith("ves") and (form[:-3] + "f") in forms))


def dropped_articles(tokens: Sequence[str], units: Container[str], verbs: Container[str]) -> list[int]:
    """Indices of the tokens before which an article was left out: a singular unit (``units``, see
    :func:`singular_units`) followed by "of", first in ``tokens`` or right after a domain verb
    (``verbs``, :attr:`slu_node.domain.Domain.verb_words`, which holds the function words of verbs of
    several words too: hence never after a number, a determiner or a rough amount, "two cup of", "the
    cup of", "a bit of") or one of :data:`NP_OPENERS`. Never before a plural unit ("add cups of
    flour": the number left out cannot be guessed, so it is asked about)."""
    out = []
    for i, token in enumerate(tokens[:-1]):
        if token not in units or tokens[i + 1] != "of":
            continue
        before = tokens[i - 1] if i else None
        if before is None or before in NP_OPENERS:  # "and" is a number word too ("a hundred and five")
            out.append(i)
        elif before in verbs and not (before in NOUN_MARKERS or before in ROUGH_AMOUNT_WORDS or before in NUMBER_WORDS
                                      or before in UNIT_SIZE_WORDS or before[0].isdigit()):
            out.append(i)
    return out

