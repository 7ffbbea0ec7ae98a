"""Things asked for without a verb: "the whisk please", "salt and pepper, thanks".

The tagger knows SUGAR's verbless additions with an amount ("now a bit of salt", "more salt"), but
read a thing named with a courtesy alone as out of domain (twenty-fifth-session probe; "salt please"
was asked about). :func:`bare_request` gives the parser the order in which to read such an utterance
with a verb: the verb of the domain's verbless expressions when that action's object may be the thing
("add salt please", as SUGAR writes "now a bit of salt"), else the domain's request verb ("take the
whisk please").
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.textnorm import CLAUSE_OPENERS, FILLER_WORDS, closing_start, value_phrases

#: Courtesies that end a request for a thing, the first word read as the verb, the rest left out.
#: English.
REQUEST_ENDS = (("please",), ("thanks",), ("thank", "you"), ("cheers",))
#: Words that say the next step of a recipe: said before things alone, with no courtesy, they ask for
#: them as SUGAR's "now a bit of salt" does ("now the flour", "and then the eggs"). English.
NEXT_STEP = frozenset({"now", "next", "then"})
#: Words that may come before the request and are read before the verb ("*okay* the whisk please").
_OPENERS = CLAUSE_OPENERS | FILLER_WORDS | {"robot"}


def bare_request(tokens: Sequence[str],
                 verb_for: Callable[[str], Optional[str]]) -> Optional[tuple[list[int], dict[int, str]]]:
    """The reading of ``tokens`` with a verb when they are only things and a courtesy.

    Args:
        tokens: the utterance's tokens (:func:`slu_node.textnorm.tokenize`).
        verb_for: the one-word verb a thing asked for this way is read with (a spoken form of the
            lexicon → "add" for an ingredient, "take" for a utensil), None for a phrase that is no
            such thing.

    Returns:
        ``(order, replaced)`` as :func:`slu_node.textnorm.command_order` gives them: the openers, the
        courtesy's first word (read as the verb), then the things; the courtesy's other words are
        left out. None unless ``tokens`` are openers, things with one verb (each may start with
        determiners; several joined by "and") and one of :data:`REQUEST_ENDS` at the end, or, with
        no courtesy, openers ending in a word of :data:`NEXT_STEP` right before the things, which is
        read as the verb: "now the flour" is "add the flour" (fifty-first-session probe: it had
        been out of domain).
    """
    end = next((len(tokens) - len(e) for e in REQUEST_ENDS if tuple(tokens[len(tokens) - len(e):]) == e), None)
    start = next((k for k, t in enumerate(tokens) if t not in _OPENERS), len(tokens))
    step = start - 1 if 0 < start < len(tokens) and tokens[start - 1] in NEXT_STEP else None
    stop = end if end is not None else len(tokens) if step is not None else None
    if stop is None or start >= stop:
        return None
    things = value_phrases(tokens[start:stop], lambda phrase: verb_for(phrase) is not None)
    verbs = {verb_for(thing) for thing in things or ()}
    if len(verbs) != 1:
        return None
    if end is None:  # "now the flour": the step word, right before the things, read as the verb
        return list(range(len(tokens))), {step: verbs.pop()}
    return [*range(start), end, *range(start, end)], {end: verbs.pop()}


#: Prepositions of place said after things with no verb ("tray *in* the oven", "onions *in*"). English.
PLACE_PREPOSITIONS = frozenset({"in", "into", "on", "onto"})


def placed_things(tokens: Sequence[str], verb_for: Callable[[str], Optional[str]], is_place: Callable[[str], bool],
                  verbs: frozenset, adding: str, mover: str) -> dict[int, tuple[str, ...]]:
    """The words to read in place of tokens of a terse command that names things and where they go
    with no verb: "tray in the oven" is read "put tray in the oven", "onions in" "add onions"
    (fifty-fifth-session probes: both were out of domain).

    Args:
        tokens: the utterance's tokens (:func:`slu_node.textnorm.tokenize`).
        verb_for: as for :func:`bare_request`.
        is_place: True for a spoken form of a value the mover's place may be.
        verbs: the first words of the domain's verb phrases; a thing that is one ("whisk in the
            bowl") leaves the utterance as it is.
        adding: the verb of things put in with no place said (the first of
            :attr:`slu_node.domain.Domain.thing_verbs`, "add"); mover: the verb of things moved to a
            place ("put").

    Returns:
        index → words read in its place (the first thing's index → the verb and the thing's first
        word; a bare preposition's → none); empty unless ``tokens`` are openers, things, one of
        :data:`PLACE_PREPOSITIONS`, then a place or nothing (only things ``verb_for`` reads with
        ``adding``), then closing words.
    """
    start = next((k for k, t in enumerate(tokens) if t not in _OPENERS), len(tokens))
    end = closing_start(tokens)
    at = next((k for k in range(start, end) if tokens[k] in PLACE_PREPOSITIONS), None)
    if at is None or at == start or any(t in verbs for t in tokens[start:at]):
        return {}
    things = value_phrases(tokens[start:at], lambda phrase: verb_for(phrase) is not None)
    if not things:
        return {}
    if at + 1 == end:  # "onions in"
        return {start: (adding, tokens[start]), at: ()} if {verb_for(t) for t in things} == {adding} else {}
    place = value_phrases(tokens[at + 1:end], is_place)
    return {start: (mover, tokens[start])} if place is not None and len(place) == 1 else {}
