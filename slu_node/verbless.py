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

from slu_node.textnorm import CLAUSE_OPENERS, FILLER_WORDS, NOUN_MARKERS, closing_start, value_phrases, verb_said

#: Courtesies that end a request for a thing, the first word read as the verb, the rest left out;
#: and "now" ("garlic now": fifty-fifth-session probe, out of domain before) and "next" ("garlic
#: next": sixty-sixth-session blind probe 339). English.
REQUEST_ENDS = (("please",), ("thanks",), ("thank", "you"), ("cheers",), ("now",), ("next",))
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


#: Prepositions said after things with no verb: where they go ("tray *in* the oven", "onions *in*")
#: and where they come from ("pan *off* the heat", "butter *out of* the fridge"). English.
PLACE_PREPOSITIONS = frozenset({"in", "into", "on", "onto"})
#: Prepositions of a terse command's place: those and "over", which puts a thing on top of food ("a
#: glass of white wine *over* the mussels"; sixty-fourth-session blind probe 308).
TERSE_PREPOSITIONS = PLACE_PREPOSITIONS | {"over"}
AWAY_PREPOSITIONS = (("out", "of"), ("off",), ("from",))


def placed_things(tokens: Sequence[str], verb_for: Callable[[str], Optional[str]], is_place: Callable[[str], bool],
                  verbs: frozenset, choose: Callable[[list[str], str, Optional[str]], Optional[str]],
                  is_modifier: Callable[[str], bool] = lambda phrase: False,
                  amount_end: Callable[[Sequence[str], int], int] = lambda tokens, at: at
                  ) -> dict[int, tuple[str, ...]]:
    """The words to read in place of tokens of a terse command that names things and where they go
    or come from, with no verb: "tray in the oven" is read "put the tray in the oven", "onions in"
    "add the onions", "pan off the heat" "remove the pan off the heat" (fifty-fifth-session probes:
    out of domain, or asked what to remove).

    Args:
        tokens: the utterance's tokens (:func:`slu_node.textnorm.tokenize`).
        verb_for: as for :func:`bare_request`.
        is_place: True for a spoken form of a value that may be a place or a source.
        verbs: the domain's one-word verbs; a thing that is one ("whisk in the bowl") leaves the
            utterance as it is ("pan", which starts "pan fry", does not).
        choose: ``(things, preposition, place)`` → the verb to read them with, or None for no
            reading (``place`` None when the preposition ends the command, "onions in", or only
            modifiers follow "on", "frying pan on a medium heat"; the preposition led by "back" when
            it is said: "dough *back in* the bowl").
        is_modifier: True for words that may follow the place, each phrase a modifier or an amount
            ("dough in fridge *one hour*", "skillet on hob *medium heat*": fifty-seventh-session
            probe 101, out of domain before).
        amount_end: ``(tokens, at)`` → the index after an amount said at ``at`` (its number, unit and
            "of": "*two slices of* bread in the toaster", "*a knob of* butter in"; sixty-third-session
            blind probe 269, a cook's shorthand: out of domain), ``at`` when none is.

    Returns:
        index → words read in its place (the first thing's index → the verb, "the" unless a
        determiner or a number is said, and the thing's first word; a bare preposition's → none);
        empty unless ``tokens`` are openers, things, a preposition of :data:`PLACE_PREPOSITIONS` or
        :data:`AWAY_PREPOSITIONS`, then one place and modifiers or (after a place preposition)
        nothing, then closing words.
    """
    start = next((k for k, t in enumerate(tokens) if t not in _OPENERS), len(tokens))
    end = closing_start(tokens)
    found = next(((k, p) for k in range(start, end) for p in [(tokens[k],)] + list(AWAY_PREPOSITIONS)
                  if tuple(tokens[k:k + len(p)]) == p and (p[0] in TERSE_PREPOSITIONS or p in AWAY_PREPOSITIONS)),
                 None)
    counted = amount_end(tokens, start)  # "two slices of bread": the amount read with the things ("a *splash* of")
    if found is None or found[0] == start or any(t in verbs for t in tokens[counted:found[0]]):
        return {}
    at, prep = found
    back = at - 1 if at - 1 > counted and tokens[at - 1] == "back" else at  # "dough *back* in the bowl" (probe 317)
    things = (value_phrases(tokens[counted:back], lambda phrase: verb_for(phrase) is not None)
              if counted < back else None)
    if not things:
        return {}
    after = at + len(prep)
    # "frying pan on a medium heat": no place, a heat (sixty-sixth-session blind probe 339, a tired cook)
    heat_only = prep == ("on",) and after < end and _modifiers(tokens[at:end], is_modifier)
    end = after if heat_only else next((k for k in range(max(after + 1, end - _MODIFIER_WORDS), end)
                                        if _modifiers(tokens[k:end], is_modifier)), end)
    place = value_phrases(tokens[after:end], is_place) if after < end else None
    if (after < end and (place is None or len(place) != 1)) or (
            place is None and not heat_only and prep not in (("in",), ("into",))):
        return {}
    verb = choose(things, " ".join(("back",) * (back < at) + prep), place[0] if place else None)
    if verb is None:
        return {}
    said = (verb, tokens[start]) if (tokens[start] in NOUN_MARKERS or tokens[start][0].isdigit()
                                     or counted > start) else (
        verb, "the", tokens[start])
    return {start: said, **({at: ()} if place is None and not heat_only else {})}


#: The most words of modifiers read after the place of a terse command ("two hundred degrees twenty minutes").
_MODIFIER_WORDS = 8


#: Words that may lead a modifier after a terse command's place ("pot on the hob *over a* medium heat":
#: sixty-fifth-session blind probe 317, out of domain before; "onion in the ghee *till* soft": blind
#: probe 339). English.
_MODIFIER_LEADS = frozenset({"over", "on", "at", "for", "till", "until"})
#: Words that may follow a lead before the modifier: an article, or the subject of "till *it's* crispy".
_AFTER_LEAD = (("a",), ("an",), ("the",), ("it's",), ("they're",), ("it", "is"), ("they", "are"))


def _modifiers(words: Sequence[str], is_modifier: Callable[[str], bool]) -> bool:
    """True when ``words`` are one or more phrases that ``is_modifier`` holds for, one after another,
    each may be led by a word of :data:`_MODIFIER_LEADS` and words of :data:`_AFTER_LEAD`."""
    if not words:
        return True
    starts = [0]
    if words[0] in _MODIFIER_LEADS:
        starts += [1] + [1 + len(w) for w in _AFTER_LEAD if tuple(words[1:1 + len(w)]) == w and len(words) > 1 + len(w)]
    return any(is_modifier(" ".join(words[s:k])) and _modifiers(words[k:], is_modifier)
               for s in starts for k in range(len(words), s, -1))


def moved_on(tokens: Sequence[str], mover: str, is_place: Callable[[str], bool],
             verbs: frozenset) -> dict[int, tuple[str, ...]]:
    """The words to read in place of an "and" or a "then" that ends a command with where its thing goes
    next and no verb: "lid on the tupperware *and into the fridge*" is read "... and put it into the
    fridge" (``mover``: the verb things are moved with, put), as a cook in a hurry says it
    (sixty-third-session blind probes 287 and 296: the second step had been dropped, the first done
    alone); "foil over the lasagne *then in the oven* ..." is read "... then put it in the oven"
    (sixty-fourth-session blind probe 311). The clause after "and" is "back" (optional), a
    preposition of :data:`PLACE_PREPOSITIONS`, determiners and a place (``is_place``: a spoken form of
    a value that may be one) and no verb of ``verbs`` after it before the next "then" or "and"; "it"
    then stands for what the step before moved or covered, as the parser's pronoun rules read it.

    Returns:
        the "and"'s or "then"'s index → (that word, ``mover``, "it"); empty when there is none or no
        ``mover``.
    """
    if not mover:
        return {}
    for j in range(1, len(tokens) - 2):
        k = j + 1 + (tokens[j + 1] == "back")
        if tokens[j] not in ("and", "then") or k >= len(tokens) or tokens[k] not in PLACE_PREPOSITIONS:
            continue
        m = k + 1
        while m < len(tokens) and tokens[m] in NOUN_MARKERS:
            m += 1
        placed = any(is_place(" ".join(tokens[m:e])) for e in range(m + 1, min(len(tokens), m + 3) + 1))
        clause = next((tokens[k + 1:e] for e in range(k + 1, len(tokens)) if tokens[e] in ("then", "and")),
                      tokens[k + 1:])  # "... and into the air fryer for twenty two minutes | then turn them"
        if j > 1 and placed and not any(verb_said(clause, n, verbs) for n in range(len(clause))):  # "onto *the grill*"
            return {j: (tokens[j], mover, "it")}
    return {}
