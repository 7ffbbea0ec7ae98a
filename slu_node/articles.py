"""An article left out before a unit: "add *pinch* of salt", "pour *splash* of wine" read as "add *a*
pinch of salt", "pour *a* splash of wine"; and before a thing that is never said bare: "put them in
*bowl*", "put *pot* on *fire*" read as "put them in *the* bowl", "put *the* pot on *the* fire".

A speaker of English as a second language drops it, and so does a recogniser ("pour a splash of wine
into the pan" was heard "pour splash of wine into the pan" on flite's slt voice, forty-eighth-session
probe). Left as heard, "pinch" had no amount and was asked about as an unknown word, and "splash",
one of add's verbs too, was read as a second verb and the amount silently dropped. The parser puts the
article back in typed text and speech heard in quiet only: in noise "add teaspoon of sugar" was heard
for "add two spoon of sugar" (10 dB, flite's awb voice), and an amount of one would be a guess. English.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from typing import Optional

from slu_node.numbers import NUMBER_WORDS, UNIT_SIZE_WORDS
from slu_node.textnorm import CLAUSE_OPENERS, FILLER_WORDS, NOUN_MARKERS, ROUGH_AMOUNT_WORDS, thing_end

#: Words after which a unit with no article or number begins an amount: a clause's start ("and", "then",
#: "plus") or a preposition that takes one ("season *with* pinch of salt", "put *in* cup of flour").
#: After a domain verb too (see :func:`dropped_articles`).
NP_OPENERS = frozenset({"and", "then", "plus", "also", "with", "in", "into", "onto"})
#: Prepositions after which a thing begins a noun phrase: "put them *in* bowl", "take the chicken out
#: *from* freezer", "beat them *with* fork". English.
THING_OPENERS = frozenset({"in", "into", "on", "onto", "from", "with", "off", "of", "to", "under", "over", "inside",
                           "using", "through"})
#: Words after which a verb opens its clause (besides a clause opener or a filler): "i want you *to* put
#: pot on fire", "*you* put pot on fire".
_VERB_LEADS = frozenset({"to", "you"})


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
        if before is None or before in NP_OPENERS or _verb_before(before, verbs):  # "and": a number word too
            out.append(i)
    return out


def _verb_before(word: str, verbs: Container[str]) -> bool:
    """True when ``word``, said right before a noun, is a word of a domain verb (``verbs``, which holds
    the function words of verbs of several words too) and no number, determiner, rough amount or unit
    size word ("two cup of", "the cup of", "a bit of")."""
    return word in verbs and not (word in NOUN_MARKERS or word in ROUGH_AMOUNT_WORDS or word in NUMBER_WORDS
                                  or word in UNIT_SIZE_WORDS or word[0].isdigit())


def article_types(domain) -> frozenset:
    """The thing types of ``domain`` whose values are never said bare: those whose determiners in the
    domain file's ``generation`` (read by :mod:`slu_node.datagen`) hold no empty one (cooking: container,
    utensil, appliance, part; not ingredient, "add salt", nor tool, "cover it with foil"). A type the
    file gives no determiners is said bare."""
    determiners = (domain.generation or {}).get("determiners") or {}
    return frozenset(t for t in domain.thing_types if t in determiners and "" not in determiners[t])


def dropped_thing_articles(tokens: Sequence[str], thing_type: Callable[[str], Optional[str]],
                           counted: Container[str], verb_starts: Container[str]) -> list[int]:
    """Indices of the tokens before which "the" was left out: the first word of the longest thing
    (``thing_type`` gives a phrase's type, None for no thing; :func:`slu_node.textnorm.thing_end`) of
    one of the ``counted`` types (:func:`article_types`), said right after one of
    :data:`THING_OPENERS` or after a domain verb that opens its clause (one of ``verb_starts``, the
    first words of the domain's verb phrases, first in ``tokens`` or after "to", "you", a filler or a
    :data:`slu_node.textnorm.CLAUSE_OPENERS` word: not the "hand" of "the hand mixer"). A thing whose
    first word starts a verb too is left alone after "to" and after a verb ("to whisk the eggs",
    "warm whisk in the eggs"; "to heat", the heat a place of the stove's). Blind probe 136
    (fifty-ninth session, speakers of English as a second language): "peel two orange and put them in
    bowl" had been ``add(orange, bowl)`` (put's own "put them in the bowl" is ``put``), "put pot on
    fire then pour one liter water" ``add(1 l, water, [pot, stove])``, "heat the soup in microwave
    two minute" two actions; a recogniser drops a short "the" too. English."""
    def is_thing(phrase: str) -> bool:
        return thing_type(phrase) is not None

    out = []
    for i in range(1, len(tokens)):
        before = tokens[i - 1]
        verb = before in verb_starts and (i < 2 or tokens[i - 2] in _VERB_LEADS or tokens[i - 2] in CLAUSE_OPENERS
                                          or tokens[i - 2] in FILLER_WORDS)
        if not verb and before not in THING_OPENERS:
            continue
        if (verb or before == "to") and tokens[i] in verb_starts:
            continue
        end = thing_end(tokens, i, is_thing)
        if end is not None and thing_type(" ".join(tokens[i:end])) in counted:
            out.append(i)
    return out
