"""A command corrected in the next utterance: "put the pot on the stove" ... "sorry, I meant the
pan"; "crack two eggs into the bowl" ... "no, three"; or in the same breath, after the command: "take
two cloves of garlic no make it three".

Said alone, such an utterance was out of domain or the dialogue act "no" (twenty-fifth session), and
the robot was left with the command it had got wrong. :func:`corrected` reads it as the last command
with the value it names in place of the one of its kind; :func:`said_correction` finds one said after
the command in the same utterance (sixtieth session: blind probe 157's had mostly been asked about).
English.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from slu_node.domain import Domain
from slu_node.numbers import format_number, joins_number, normalize_measure, parse_number
from slu_node.repairs import HESITATIONS
from slu_node.textnorm import FILLER_WORDS, NOUN_MARKERS, SLIP_SOUNDS, last_before, longest_value_end, verb_said
from slu_node.types import Argument, Predicate
from slu_node.values import LEADING, prepared

#: Words and phrases that say the last command got something wrong; one of them starts a correction.
#: "make it", "let's say", "better", "well maybe", "or no" came with the sixtieth session, from the
#: fifty-ninth's blind probe 157 of corrections said mid-command ("stir the porridge for five minutes
#: well maybe ten");
#: "or" alone offers a choice ("the whisk or the fork"), which is asked about, and starts none.
CORRECTION_PHRASES = (("no",), ("sorry",), ("actually",), *((w,) for w in sorted(SLIP_SOUNDS)), ("nope",), ("i", "meant"), ("i", "mean"),
                      ("make", "that"), ("make", "it"), ("not", "that", "one"), ("not", "that"), ("rather",),
                      ("instead",), ("wait",),
                      ("let's", "say"), ("better",), ("well", "maybe"), ("well", "let's", "say"), ("well", "no"),
                      ("well", "actually"), ("or", "no"), ("or", "rather"),
                      # the sixtieth session's blind probe 194, written after these
                      ("hang", "on"), ("scratch", "that"), ("on", "second", "thoughts"), ("on", "second", "thought"),
                      ("correction",),
                      # seventieth-session blind probe 453: "peel four potatoes with the knife *my mistake* with
                      # the peeler" had kept the knife
                      ("my", "mistake"), ("my", "bad"),
                      # seventy-first-session blind probe 486: "flip the steaks with the fork *come to think of
                      # it* the tongs are better", "... for twelve minutes hmm *better do* fifteen" (done as said)
                      ("come", "to", "think", "of", "it"), ("better", "do"), ("better", "make", "that"),
                      ("better", "make", "it"),
                      # seventy-fourth-session blind probe 588: "pop the butter in the fridge *or actually* the
                      # freezer" had been asked about ("actually" an unknown modality)
                      ("or", "actually"), ("or", "make", "it"), ("or", "make", "that"), ("or", "let's", "say"),
                      # seventy-sixth-session blind probe 650: "boil the spaghetti for ten minutes *silly me* the
                      # penne ...", "brown the mince in the pot *let me rephrase that* in the big pan ..."
                      ("silly", "me"), ("let", "me", "rephrase", "that"), ("let", "me", "rephrase"))
# "grab the frying pan no *not that one* the saucepan": the sixty-seventh session's blind probe 359
#: The first words of :data:`CORRECTION_PHRASES`, looked at before the phrases.
_FIRST_WORDS = frozenset(p[0] for p in CORRECTION_PHRASES)
#: :data:`CORRECTION_PHRASES`, the longest first: "*better do* fifteen" before "*better*".
_LONGEST_FIRST = tuple(sorted(CORRECTION_PHRASES, key=len, reverse=True))
#: Prepositions that may come before the corrected value, and "use" ("actually use the tongs"); the
#: value's kind decides its role.
_PREPOSITIONS = frozenset({"in", "into", "on", "onto", "to", "with", "from", "over", "under", "using", "use",
                           "until", "for", "at", "out", "of"})
#: The prepositions that lead what a correction's "use" replaces ("cover the jug *with* cling film no
#: wait use a plate": the cling film, not the jug, a container as the plate; sixty-third-session blind
#: probe 265 had covered the plate); a correction's other prepositions lead what they led in the command.
_USED_WITH = frozenset({"with", "using"})
#: What joins the values of a correction that names several (:func:`correction_places`, :func:`with_value`);
#: no canonical value of a domain holds it.
LIST_JOIN = " and "
#: Most words the corrected value may have, after its determiners.
_LONGEST_VALUE = 4
#: Words that only limit what the correction names, read past before it ("actually *just* the salt").
_LIMITING = frozenset({"just", "only"})
#: Words that tell which of a kind the correction names, read past before its value ("wait use the *big* pan
#: instead": sixty-seventh-session blind probe 359, had kept the wok).
_WHICH = frozenset({"big", "bigger", "small", "smaller", "large", "larger", "other", "clean", "new", "deep"})
#: Words before "no" that make it no correction: "add salt but no pepper", "serve it with no sauce".
_JOINING = frozenset({"but", "and", "with"})
#: Words with which the corrected command goes on after a correction said inside it ("beat the egg whites
#: with the whisk | actually use the electric mixer | until stiff", "bake the frittata for fifteen minutes
#: | actually twenty | at one hundred and ninety degrees": sixty-third-session blind probe 265, asked
#: about; "... no two hundred | for forty five minutes", probe 283): the command is read with them, the
#: correction put in.
RESUMING = frozenset({"until", "till", "at", "for", "into", "onto", "over"})
# "into", "onto", "over": a place said after ("crack two eggs | no three | into the bowl and whisk them",
# sixty-seventh-session blind probe 359, asked about)
#: Subjects of a remark said after a correction ("grate the cheddar no wait the gouda | *it* melts better",
#: "... actually make it four | *they're* quite small", "... no one hundred and seventy degrees | *our*
#: oven runs hot": sixty-third-session blind probe 268, asked about): the command is read without the
#: correction and with the remark, which :func:`slu_node.asides.trailing_asides` leaves out.
_REMARK_STARTS = frozenset({"it", "it's", "they", "they're", "my", "our", "i", "i'm", "we", "we're", "she's", "he's"})
#: Words that start the next clause after a correction said mid-command ("wait no seven | and then peel them").
_NEXT_CLAUSE = frozenset({"and", "then"})
#: Most words of a unit after an amount's number ("degrees celsius").
_LONGEST_UNIT = 2
#: Fewest words of a command before a correction said after it in the same utterance: a verb and a thing.
_SHORTEST_COMMAND = 2


def corrected(last: Predicate, tokens: Sequence[str], domain: Domain,
              before: Sequence[str] = ()) -> Optional[Predicate]:
    """``last`` with the value that ``tokens`` name in place of its argument of that kind, when
    ``tokens`` are a correction and nothing else: phrases of :data:`CORRECTION_PHRASES` (at least one,
    at the start, with fillers), then one lexicon value (after determiners and one of
    :data:`_PREPOSITIONS`: "actually on the oven") or one amount ("three", "forty grams").

    A value goes to the one uttered argument of ``last`` whose role holds its type and whose value
    differs ("the pan" for the pot of ``put(pot, stove)``); an amount to the role of a measured type
    that ``last`` fills, a bare number keeping the old amount's unit ("no, forty" after ``add(30 g,
    milk)`` is ``40 g``). None when no argument, or more than one, could take it. ``before``: the
    words of ``last``'s command when the correction is said in the same breath after it
    (:func:`correction_places`).
    """
    value, places = correction_places(last, tokens, domain, before)
    if len(places) != 1:
        return None
    return with_value(last, value, places[0], domain, replaced_in_list(places[0], tokens, before, domain, value))


def with_value(last: Predicate, value: str, place: Argument, domain: Domain, old: Optional[str] = None) -> Predicate:
    """``last`` with ``value`` (canonical) in place of the argument ``place`` that
    :func:`correction_places` found for it, or, when ``place`` is none of ``last``'s (an amount the
    command had not said), as a new argument in template order; ``old``: the one value of the list
    ``place`` that ``value`` replaces, the others kept (:func:`replaced_in_list`; None: all of it).
    ``value`` may be several values joined by :data:`LIST_JOIN`, the list's values then."""
    several = LIST_JOIN in value  # a list named whole replaces the list
    values = (tuple(value if v == old else v for v in place.values)
              if old in place.values and value not in place.values and not several else tuple(value.split(LIST_JOIN)))
    new = Argument(place.role, values, implicit=False, is_list=place.is_list, confidence=1.0)
    if not any(a is place for a in last.arguments):
        return replace(last, arguments=domain.actions[last.action].in_template_order([*last.arguments, new]))
    return replace(last, arguments=tuple(new if a is place else a for a in last.arguments))


def correction_places(last: Predicate, tokens: Sequence[str], domain: Domain,
                      before: Sequence[str] = ()) -> tuple[str, list[Argument]]:
    """The value a correction ``tokens`` names (canonical) and the arguments of ``last`` that could take
    it, as :func:`corrected` finds them; ``("", [])`` when ``tokens`` are no correction. Given the
    words of the command said ``before`` the correction, in the same breath, of several arguments
    those whose value was said after the preposition the correction says, when it says one, are
    kept: "fry the mushrooms in butter | no sorry *in* olive oil" corrects the butter, not the
    mushrooms. More than one argument: the correction says a value that no one argument takes
    ("add a pinch of saffron to the risotto | oh sorry i mean the paella": the saffron or the
    risotto, food both). A value said in a list argument of several that the correction names again
    keeps it alone there ("season the steak with sea salt and black pepper | actually just the salt":
    sixty-third-session blind probe 262 had seasoned the salt). A preposition the correction says
    picks the argument it led in ``before``, whatever its kind ("cover the bowl *with* a tea towel |
    no wait with a plate"; "use" as "with" or "using"). Several values of one kind (joined by
    :data:`LIST_JOIN` in the value returned) go to the list argument that holds them all, or that
    holds one of them, or of their kind."""
    said = _said_value(tokens, domain.unnamed_unit_forms, before)
    if said is None:
        return "", []
    parts = [domain.lookup(p) for p in " ".join(said).split(LIST_JOIN)]
    if (len(parts) > 1 and all(parts) and len({kind for kind, _ in parts}) == 1
            and domain.lookup(" ".join(said)) is None):
        # several values of one kind ("... | actually just salt and pepper", "... | actually make that
        # rosemary and sage": sixty-third-session blind probes 283, 286; not "the mortar and pestle", one
        # value): a list argument takes them all
        value = LIST_JOIN.join(v for _, v in parts)
        kept = [a for a in last.arguments if not a.implicit and a.is_list and all(v in a.values for _, v in parts)]
        if kept:
            return value, kept[:1]
        lists = [a for a in last.arguments if not a.implicit and a.is_list
                 and parts[0][0] in domain.actions[last.action].arg(a.role).types
                 and any(parts[0][0] in domain.value_types(v) for v in a.values)]
        shared = [a for a in lists if any(v in a.values for _, v in parts)]  # "salt and pepper | i mean salt and
        return value, shared if len(shared) == 1 else lists  # paprika": the list that says one of them
    found = _named(" ".join(said), domain)
    if found is None:
        return _amount(said, last, domain, before)
    kind, value = found
    kept = [a for a in last.arguments if not a.implicit and value in a.values and len(a.values) > 1]
    if kept:  # "season the steak with sea salt and black pepper | actually just the salt": the list cut to it
        return value, kept[:1]
    takes = [a for a in last.arguments if not a.implicit and value not in a.values
             and kind in domain.actions[last.action].arg(a.role).types]
    led = _preposition(tokens)
    if before and led is not None:  # "cover the bowl *with* a tea towel | no wait with a plate": the towel,
        wanted = _USED_WITH if led == "use" else {led}  # not the bowl, a container as the plate (probe 286)
        used = [a for a in takes if any(_led_by(before, v, domain) in wanted for v in a.values)]
        if len(used) == 1:
            return value, used
    # of the same kind as the value it replaces; or, none such, of another kind its role holds ("cook
    # the rice in the saucepan | actually just use the rice cooker": an appliance for a utensil), when
    # one argument alone takes it and none holds it already ("put the pot on the stove | no the pot")
    held = any(value in a.values for a in last.arguments)
    places = [a for a in takes if any(kind in domain.value_types(v) for v in a.values)] or (
        takes if len(takes) == 1 and not held else [])
    if len(places) > 1 and before and led is not None:
        kept = [a for a in places if any(_led_by(before, v, domain) == led for v in a.values)]
        places = kept or places
    if len(places) > 1 and before:  # "drizzle *it* with olive oil | no sorry melted butter": the chicken,
        clause = before[_last_verb(before, domain):]  # which the clause did not name, is not taken back
        named = [a for a in places if any(_said_at(clause, v, domain) is not None for v in a.values)]
        places = named if len(named) == 1 else places
    group = domain.group_of(value)
    alike = [a for a in places if group is not None and any(domain.group_of(v) == group for v in a.values)]
    if len(places) > 1 and len(alike) == 1:  # "squeeze half a lemon over the fish | or rather half a lime":
        places = alike  # like replaces like, the lemon, a fruit (probe 359), as :meth:`PredicateBuilder._stripped`
    return value, places


def replaced_in_list(place: Argument, tokens: Sequence[str], before: Sequence[str], domain: Domain,
                     value: str = "") -> Optional[str]:
    """The one value of the list argument ``place`` that the correction ``tokens`` replaces, the value
    said in ``before`` (the command's words) after the preposition the correction says: "beat the eggs
    *with the milk* | oh sorry with the cream" replaces the milk, the eggs kept (sixty-third-session
    blind probe 262 had ``mix(cream, *whisk*)``), or the value it takes back by name ("grab the yogurt
    and the muesli | no not the muesli the chia seeds": probe 265 had lost the yogurt), or the one
    value that shares a word with the new ``value`` ("the caster sugar | ... the brown sugar": probe
    290 had lost the butter). None when the correction says none of these, or not one value of
    ``place`` was said after its preposition (or, the correction saying none, after none: "mix *the
    prawns* with the yogurt | oh sorry i meant the chicken", probe 274): the whole argument is replaced."""
    if len(place.values) < 2:
        return None
    alike = [v for v in place.values if value and v != value and set(v.split()) & set(value.split())]
    if len(alike) == 1:  # "beat the butter and the caster sugar ... | actually make that the brown sugar"
        return alike[0]
    old = _named_old(tokens, domain)  # "grab the yogurt and the muesli | no not the muesli the chia seeds"
    if old in place.values:
        return old
    if not before:
        return None
    led = _preposition(tokens)  # None: the one value said with no preposition ("mix *the prawns* with the
    said = [v for v in place.values if _led_by(before, v, domain) == led]  # yogurt | oh sorry i meant the chicken")
    return said[0] if len(said) == 1 else None


def _named_old(tokens: Sequence[str], domain: Domain) -> Optional[str]:
    """The value (canonical) a correction takes back by name with "not" ("no *not the muesli* the chia
    seeds", "the parsnips *not the turnips*"), the words after "not" up to the next determiner or the
    end, without determiners; None when it names none."""
    if "not" not in tokens:
        return None
    k = tokens.index("not") + 1
    e = next((j for j in range(k + 1, len(tokens)) if tokens[j] in NOUN_MARKERS), len(tokens))
    found = domain.lookup(" ".join(t for t in tokens[k:e] if t not in NOUN_MARKERS))
    return found[1] if found is not None else None


def _preposition(tokens: Sequence[str]) -> Optional[str]:
    """The last preposition of :data:`_PREPOSITIONS` before the value of the correction ``tokens`` ("of"
    of "out of the stew"), if any."""
    return next((t for t in reversed(tokens) if t in _PREPOSITIONS), None)


def _led_by(tokens: Sequence[str], value: str, domain: Domain) -> Optional[str]:
    """The word of :data:`_PREPOSITIONS` said before ``value`` in ``tokens`` (its determiners between),
    None when it is said after none or not found."""
    i = _said_at(tokens, value, domain)
    k = last_before(tokens, i, NOUN_MARKERS) if i is not None else -1
    return tokens[k] if k >= 0 and tokens[k] in _PREPOSITIONS else None


def _named(phrase: str, domain: Domain) -> Optional[tuple[str, str]]:
    """:meth:`Domain.lookup` of the value a correction names, a first word that describes it (a leading
    word, a value that is no thing, a participle: :func:`slu_node.values.prepared`) left out when the
    whole names none: "no sorry *melted* butter" (sixty-eighth-session blind probe 384); not "rather
    *than* the parmesan"."""
    words = phrase.split()
    describes = len(words) > 1 and not domain.is_thing(words[0]) and (
        words[0] in LEADING or domain.is_value(words[0]) or prepared(words[0], domain.known_words))
    return domain.lookup(phrase) or (domain.lookup(" ".join(words[1:])) if describes else None)


def _last_verb(tokens: Sequence[str], domain: Domain) -> int:
    """The index of the last word of ``tokens`` said as a verb of ``domain`` (0 when none;
    :func:`slu_node.textnorm.verb_said`: not "on *the toast*"): where the last clause starts."""
    return next((k for k in range(len(tokens) - 1, -1, -1) if verb_said(tokens, k, domain.verb_starts)), 0)


def _said_at(tokens: Sequence[str], value: str, domain: Domain) -> Optional[int]:
    """The index where ``tokens`` first name the canonical ``value``, None when they do not."""
    return next((i for i in range(len(tokens)) for j in range(i + 1, min(len(tokens), i + _LONGEST_VALUE) + 1)
                 if (hit := domain.lookup(" ".join(tokens[i:j]))) is not None and hit[1] == value), None)


def _said_value(tokens: Sequence[str], units: frozenset = frozenset(),
                before: Sequence[str] = ()) -> Optional[list[str]]:
    """The words of the value a correction names: ``tokens`` after its phrases of
    :data:`CORRECTION_PHRASES` (one at least, first) and fillers, without the prepositions before
    it and, but in an amount ("*one* hundred and ninety", "half *a* cup", "*a* tablespoon": "a" before one
    of ``units`` is one, sixty-seventh-session blind probe 359; :attr:`Domain.unnamed_unit_forms`, so that
    "actually use *a spoon*" names a utensil), its determiners, and an amount said
    again, as in ``before`` (the command's words), before the thing it is of ("or rather *a pinch of*
    paprika", "*half a* lime"); None
    when ``tokens`` start with no such phrase or say nothing, or more than :data:`_LONGEST_VALUE`
    words and no amount."""
    i, saw = _taken_back_first(tokens), False
    while i < len(tokens):
        phrase = next((p for p in _LONGEST_FIRST if tuple(tokens[i:i + len(p)]) == p), None)
        if phrase is None and tokens[i] not in FILLER_WORDS and tokens[i] not in _LIMITING:
            break
        i, saw = i + (len(phrase) if phrase else 1), saw or phrase is not None
    said = _without_the_old(list(tokens[i:]))
    if said[-1:] == ["instead"]:  # "actually use butter *instead*"
        said = said[:-1]
    while said and said[0] in _PREPOSITIONS:  # "actually *on* the oven", "no, *with* the whisk", "out of"
        said = said[1:]
    amount = parse_number(said, units=units)
    if amount is not None:
        used = amount[1]
        k = used + next((n for n in range(_LONGEST_UNIT, 0, -1) if " ".join(said[used:used + n]) in units), 0)
        again = said[:k + (k < len(said) and said[k] == "of")]
        if (k < len(said) and ((said[k] == "of" and k > used) or said[used - 1] in ("a", "an"))
                and any(list(before[j:j + len(again)]) == again for j in range(len(before)))):
            # the thing of an amount said again: "or rather *a pinch of* paprika", "*half a* lime" (probe 359);
            # a new amount ("actually make that half a teaspoon of cardamom") is read as the whole says
            said, amount = said[len(again):], None
    if amount is not None and len(said) - amount[1] <= _LONGEST_UNIT:  # "*one* hundred and eighty degrees"
        return said if saw else None
    said = [t for k, t in enumerate(said) if t not in NOUN_MARKERS  # "the loaf tin", "the big pan"
            and not (t in _WHICH and k + 1 < len(said))]
    return said if saw and said and len(said) <= _LONGEST_VALUE else None


def _with_taken_back(tokens: Sequence[str], k: int) -> int:
    """``k``, the start of a correction's phrase, or the start of the value taken back with "not" and
    the fillers before it right before it ("sprinkle some parsley over the pasta | *oh not parsley*
    sorry basil"), which :func:`_taken_back_first` reads past."""
    for j in range(max(0, k - 1 - _LONGEST_VALUE), k - 1):
        if tokens[j] == "not" and not set(tokens[j + 1:k]) & {"not", "and", "then"}:
            while j and tokens[j - 1] in FILLER_WORDS:
                j -= 1
            return j if j >= _SHORTEST_COMMAND else k
    return k


def _taken_back_first(tokens: Sequence[str]) -> int:
    """Where the correction phrase after a value taken back first with "not" starts ("oh *not parsley*
    | sorry basil": sixty-seventh-session blind probe 359, asked about as negated): after fillers,
    "not" and at most :data:`_LONGEST_VALUE` words; 0 when ``tokens`` say no such thing."""
    i = 0
    while i < len(tokens) and tokens[i] in FILLER_WORDS:
        i += 1
    if i >= len(tokens) or tokens[i] != "not":
        return 0
    return next((k for k in range(i + 2, min(len(tokens), i + 2 + _LONGEST_VALUE))
                 if tokens[k] in _FIRST_WORDS and any(tuple(tokens[k:k + len(p)]) == p for p in CORRECTION_PHRASES)), 0)


def _without_the_old(said: list[str]) -> list[str]:
    """``said`` without the value taken back with "not", said before or after the new one: "not the
    turnips | the parsnips", "not four | two", "turmeric | not cumin". The old value is the first words
    after "not" up to the next determiner or number, or all of them after the new value."""
    if said[:1] == ["not"]:
        k = next((j for j in range(2, len(said)) if said[j] in NOUN_MARKERS or parse_number(said, j) is not None), None)
        return said[k:] if k is not None else said
    if "not" in said[1:]:
        return said[:said.index("not")]
    return said


#: Cues a speaker says after the value that replaces, which a hesitation led to ("... over the porridge
#: *uh* maple syrup *sorry*", "... on the big plate *um* the serving dish *actually*"): :func:`hesitated_corrections`.
_CUES_AFTER = frozenset({"sorry", "actually"})


def hesitated_corrections(tokens: Sequence[str], domain: Domain) -> dict[int, tuple[str, ...]]:
    """Index → the words read there instead, for a correction said after a command with a hesitation
    (:data:`~slu_node.repairs.HESITATIONS`) where its cue would be: the cue of :data:`_CUES_AFTER` said
    after the value moved to the hesitation's place ("drizzle a spoonful of honey over the porridge *uh*
    maple syrup *sorry* we're out of honey" as "... *sorry* maple syrup we're out of honey"), and a
    hesitation before a number right after an amount's unit read as "no" ("warm the milk in the microwave
    for thirty seconds *uh* twenty"), the number ending the utterance or its clause. Seventy-second-
    session blind probe 497: these had been asked about, the value an unknown argument. Empty when
    none is said."""
    for i in range(_SHORTEST_COMMAND, len(tokens) - 1):
        if tokens[i] not in HESITATIONS:
            continue
        if tokens[i - 1] in domain.unit_words and (n := parse_number(tokens, i + 1)) is not None and (
                i + 1 + n[1] == len(tokens) or tokens[i + 1 + n[1]] in _NEXT_CLAUSE | _REMARK_STARTS):
            return {i: ("no",)}
        cue = next((j for j in range(i + 2, min(len(tokens), i + 2 + _LONGEST_VALUE + 1)) if tokens[j] in _CUES_AFTER
                    and _names_value(_said_value([tokens[j], *tokens[i + 1:j]], domain.unnamed_unit_forms, tokens[:i]),
                                     domain)),
                   None)
        if cue is not None:
            return {i: (tokens[cue],), cue: ()}
    return {}


def rejected_values(tokens: Sequence[str], domain: Domain) -> dict[int, tuple[str, ...]]:
    """Index → the words read there instead: "no not" for a "not" (a hesitation before it or none, never
    "no") before a value the command named already and another value after it, which replaces it:
    "turn the pancakes with the fork *not the fork the spatula*", "add the cumin to the pan er *not the
    cumin the turmeric*" (seventy-sixth-session blind probe 650: asked about as negated, where "... *no* not
    the fork the spatula" was read). "add the milk not the cream", the cream not named before, stays a
    negation, asked about. Empty when none is said."""
    for i in range(_SHORTEST_COMMAND, len(tokens) - 2):
        if tokens[i] != "not" or tokens[i - 1] == "no":
            continue
        j = i + 1
        while j < len(tokens) and tokens[j] in NOUN_MARKERS:
            j += 1
        end = longest_value_end(tokens, j, lambda phrase: domain.lookup(phrase) is not None,
                                min(len(tokens), j + _LONGEST_VALUE))
        old = domain.lookup(" ".join(tokens[j:end])) if end is not None else None
        if old is None or _said_at(tokens[:i], old[1], domain) is None:
            continue
        k = end
        while k < len(tokens) and tokens[k] in NOUN_MARKERS:
            k += 1
        if k > end and any(domain.lookup(" ".join(tokens[k:e])) not in (None, old)
                           for e in range(k + 1, min(len(tokens), k + _LONGEST_VALUE) + 1)):
            return {i: ("no", "not")}
    return {}


def _names_value(said: Optional[list[str]], domain: Domain) -> bool:
    """True when ``said`` (:func:`_said_value`) is an amount or lexicon values of ``domain`` joined by
    "and" ("rosemary and sage")."""
    return said is not None and (parse_number(said, units=domain.unnamed_unit_forms) is not None or all(
        _named(part, domain) is not None for part in " ".join(said).split(LIST_JOIN)))


def said_correction(tokens: Sequence[str], domain: Domain) -> Optional[tuple[int, int]]:
    """Where a correction said after a command in the same breath starts and ends ("take two cloves
    of garlic | no make it three |", "boil the eggs for eight minutes | wait no seven | and then peel
    them"): the first index after at least :data:`_SHORTEST_COMMAND` words from which ``tokens`` are
    a correction's phrases and the words of one lexicon value of ``domain`` or one amount
    (:func:`_said_value`; several joined by "and" too), to the end or to a word of
    :data:`_NEXT_CLAUSE` (not one that lists another value, :func:`_listed`), :data:`RESUMING` or
    :data:`_REMARK_STARTS` (not "pour the milk | i mean the cream into the jug", a repair inside the
    command), started at the value taken back with "not" right before it when one is ("... | oh not
    parsley sorry basil": :func:`_with_taken_back`); None when there is none. The command before it,
    read alone, is then corrected by :func:`corrected`; this only finds the words."""
    for k in range(_SHORTEST_COMMAND, len(tokens)):
        if (tokens[k] not in _FIRST_WORDS or not any(tuple(tokens[k:k + len(p)]) == p for p in CORRECTION_PHRASES)
                or tokens[k - 1] in _JOINING  # "add salt *but* no pepper": an exclusion
                or tokens[k:k + 2] == ["instead", "of"]):  # "... with a wooden spoon instead of the whisk"
            continue
        ends = [e for e in range(k + 1, len(tokens))
                if (tokens[e] in _NEXT_CLAUSE and not joins_number(tokens, e)
                    and not _listed_not_verb(tokens, e, domain))
                or tokens[e] in RESUMING
                or tokens[e] in _REMARK_STARTS] + [len(tokens)]
        end = next((e for e in ends if _names_value(_said_value(tokens[k:e], domain.unnamed_unit_forms, tokens[:k]),
                                                    domain)),
                   None)
        if end is not None:
            return _with_taken_back(tokens, k), end
    return None


def resumed_until(tokens: Sequence[str], end: int, domain: Domain) -> int:
    """Where the command resumed after a correction said inside it (at ``end``, a word of
    :data:`RESUMING`) ends: the next clause's word of :data:`_NEXT_CLAUSE` (not one that joins a number or
    lists a value, but one before a verb: "and *whisk* them"), else the end of ``tokens``: "crack two
    eggs | no three | into the bowl | and whisk them"."""
    return next((e for e in range(end + 1, len(tokens)) if tokens[e] in _NEXT_CLAUSE and not joins_number(tokens, e)
                 and not _listed_not_verb(tokens, e, domain)), len(tokens))


def _listed_not_verb(tokens: Sequence[str], e: int, domain: Domain) -> bool:
    """True when the word at ``e`` lists another value (:func:`_listed`) and the word after it starts
    no verb: "and *whisk* them", "... sorry the wok and *heat* a splash of oil in it" (sixty-eighth-
    session blind probe 384: "heat" names the stove too, the correction had not been found) start a
    clause."""
    return not (tokens[e + 1:e + 2] and tokens[e + 1] in domain.verb_starts) and _listed(tokens, e, domain)


def _listed(tokens: Sequence[str], e: int, domain: Domain) -> bool:
    """True when "and" at ``e`` joins a value after it to the correction's ("actually just salt *and
    pepper*": sixty-third-session blind probe 286 had cut the list to the salt): no clause after it."""
    k = e + 1
    while k < len(tokens) and tokens[k] in NOUN_MARKERS:  # "... just the flour and *the* butter"
        k += 1
    return tokens[e] == "and" and k < len(tokens) and domain.lookup(tokens[k]) is not None


def _amount(said: Sequence[str], last: Predicate, domain: Domain,
            before: Sequence[str] = ()) -> tuple[str, list[Argument]]:
    """The amount ``said`` names, written as the measured argument of ``last`` it replaces, and that
    argument (in a list, empty when there is none or ``said`` is no amount). Only an argument that
    holds an amount is replaced ("low heat" is none: "simmer the sauce on a low heat for thirty
    minutes or rather forty" had been ``40 heat``); one with a unit replaces an amount of its own
    type ("... at two hundred degrees for twenty minutes no twenty five minutes"), a bare number the
    amount whose unit was said last in ``before`` (the command's words), keeping that unit. An amount
    with a unit that no argument holds goes to the one role of its type the command left empty (a new
    argument, not yet among ``last``'s)."""
    parsed = parse_number(list(said), units=domain.unnamed_unit_forms)
    if parsed is None:
        return "", []
    number, used = parsed
    spec = domain.actions[last.action]
    measured = []
    for arg in last.arguments:
        kinds = [domain.types[t] for t in spec.arg(arg.role).types if domain.types[t].kind == "measure"]
        if not arg.implicit and kinds and parse_number(arg.values[0].split()[:1]) is not None:
            measured += [(arg, kind) for kind in kinds if _unit_of(arg.values[0]) in ("", *kind.units)]
    if used == len(said):  # a bare number: the old amount's unit ("no, forty" → 40 g)
        if not measured:
            return "", []
        arg, kind = max(measured, key=lambda m: _last_said(m[0].values[0], m[1], before))
        return " ".join([format_number(number), *arg.values[0].split()[1:]]), [arg]
    for arg, kind in measured:
        value = normalize_measure(" ".join(said), kind)
        if value and _unit_of(value) in (_unit_of(arg.values[0]),) + tuple(kind.units):
            return value, [arg]
    # none said: the role of the amount's type, when the command left it out ("add the vegetable stock
    # make it three hundred millilitres": sixtieth-session blind probe 195)
    for spec_arg in spec.args:
        if spec_arg.multi or any(a.role == spec_arg.role for a in last.arguments):
            continue
        for kind in (domain.types[t] for t in spec_arg.types if domain.types[t].kind == "measure"):
            value = normalize_measure(" ".join(said), kind)
            if value and _unit_of(value):
                return value, [Argument(spec_arg.role, (), is_list=spec_arg.list)]
    return "", []


def _unit_of(value: str) -> str:
    """The unit of a canonical amount ("min" of "20 min"; "" for a bare count)."""
    return " ".join(value.split()[1:])


def _last_said(value: str, kind, before: Sequence[str]) -> int:
    """The last index in ``before`` of a spoken form of the unit of the canonical amount ``value`` of
    the measured type ``kind`` (-1 when none is said)."""
    forms = set(kind.units.get(_unit_of(value), ())) | {_unit_of(value)}
    return max((i for i, t in enumerate(before) if t in forms), default=-1)
