"""Words that tell which thing is meant, not what to do with it: "the milk *that's in the fridge*", "the
pan *with the onions in it*", "the pot *of water*".

Read by the tagger, the place in such a phrase became a second destination ("add the milk that's in
the fridge to the pot" was ``add(milk, [fridge, pot])``), the content an instrument or a second object
("grab the pan with the onions in it" was ``take([pan, onion])``, "put the bowl of cream in the fridge"
``put([bowl, cream], fridge)``), or the content took the vessel's place ("put the pot of water on the
stove" was ``put(water, stove)``): all done (twenty-fifth-session probe). :func:`descriptions` gives the
parser the words to leave out before tagging. English.
"""

from __future__ import annotations

from typing import Container, Optional, Sequence

from slu_node.domain import OBJECT_ROLE, Domain
from slu_node.kept_where import kept_places
from slu_node.numbers import NUMBER_WORDS
from slu_node.repairs import HESITATIONS
from slu_node.textnorm import NOUN_MARKERS, clause_start, last_before, longest_value_end, phrases_at, verb_said
from slu_node.values import LEADING, prepared
from slu_node.verbless import PLACE_PREPOSITIONS

#: Words that start a relative clause saying where a thing is ("the milk *that's* in the fridge").
RELATIVE_STARTS = (("that's",), ("that", "is"), ("that", "are"), ("which", "is"), ("which", "are"), ("that", "was"),
                   ("that", "were"), ("which", "was"), ("which", "were"))
#: Prepositions of place in such a clause.
PLACE_WORDS = frozenset({"in", "on", "inside", "by", "near", "beside", "under", "over", "at", "from", "next"})
#: Phrases after a thing that say where it stands ("the pot *on the right*").
POSITION_PHRASES = tuple(("on", whose, *side) for whose in ("the", "your", "my")
                         for side in (("left",), ("right",), ("top", "shelf"), ("bottom", "shelf"), ("middle", "shelf"),
                                      ("left", "hand", "side"), ("right", "hand", "side"), ("end",))) + (
    ("at", "the", "back"), ("at", "the", "front"), ("at", "the", "end")) + tuple(
    # "grab the big saucepan *off the bottom shelf*", "take the tray *on the top rack* out of the oven"
    # (seventy-first-session blind probe 478: asked about, the shelf and the rack unknown things)
    (lead, "the", level, shelf) for lead in ("on", "off", "from")
    for level in ("top", "bottom", "middle", "lower", "upper") for shelf in ("shelf", "rack")
    if (lead, shelf) != ("on", "shelf") or level in ("lower", "upper"))
#: Pronouns that end "with the onions *in it*".
_CONTAINED_IN = frozenset({"it", "them", "there"})
#: Words that make a phrasal verb of a verb ("put *in*", "take *out*") without naming a result.
_PARTICLES = PLACE_WORDS | {"to", "into", "onto", "the", "a", "out", "off", "up", "down", "away", "through", "back"}
#: Most words a value phrase may have (the lexicon's longest are shorter).
_LONGEST_VALUE = 4


#: Words of where a thing goes that make "in" or "from" and a place said right before them tell which
#: thing is meant, and "over" before a thing (:func:`_thing_after`): "the stew *in the tupperware* into the
#: microwave", "the olive oil *in the green bottle* over the tomatoes", "the lid *from the big pot* on the
#: little saucepan" (seventieth-session blind probe 466: the bottle had been a second place, the lid taken
#: off the pot).
_GOES_IN = frozenset({"into", "onto"})
#: Most words after the preposition of where a thing is, said before where it goes (:func:`descriptions`).
_WHERE_WORDS = 4
_GOES_FROM = _GOES_IN | {"on"}


def _thing_after(tokens: Sequence[str], at: int, domain: Domain) -> bool:
    """True when a thing (a value of the domain's thing types, after determiners) is said at ``at``: "over
    *the tomatoes*", not "over *a medium heat*"."""
    while at < len(tokens) and tokens[at] in NOUN_MARKERS:
        at += 1
    found = _value_end(tokens, at, domain)
    return found is not None and found[1] in domain.thing_types


def descriptions(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of the words of ``tokens`` that describe a thing named just before them:

    - a relative clause of place after a value: "the milk *that's in the fridge*", "the eggs *which
      are on the counter*" (:data:`RELATIVE_STARTS`, :data:`PLACE_WORDS`, then a value);
    - what a vessel (a value of a type some action's destination holds: a pot, a bowl) holds, said
      with "with ... in it": "the pan *with the onions in it*";
    - what is going on with a thing, after it: "the pot *that's simmering*", "the dough *that's been
      resting*", "the oil *that's heating up*", "the milk *that's left*" (sixty-first-session blind
      probe 221: "add a pinch of salt to the water that's boiling" had been done with the water's
      state, "cover the pot that's simmering" asked about), and where it is said after that, before
      where it goes: "pour the cream *that's left in the carton* into the sauce" (seventy-first-session
      blind probe 478: the carton asked about);
    - where a thing is, said with "in" (or "from") right before where it goes (:data:`_GOES_IN`,
      :data:`_GOES_FROM`): "put the leftover stew *in the blue plastic tupperware* into the microwave"
      (sixty-eighth session: with the describing words left out, read as two places of add);
    - where a thing stands, after it (:data:`POSITION_PHRASES`): "move the pot *on the right* onto the
      back burner", "the jar *on the top shelf*" (sixty-first-session blind probe 206: asked about);
    - what a vessel holds, said with "of", after a verb of an action whose object may be the vessel:
      "put the pot *of water* on the stove" (put's object may be a pot); after one whose may not,
      the vessel is left out: "pour *the bowl of* cream into the soup" adds the cream;
    - what someone did with a thing, said of it before where it goes (:func:`_done_with`): "put the
      sausages *we didn't use* in the freezer" (sixty-ninth-session blind probe 423: the freezer, left
      untagged, had been dropped and the command done);
    - the thing named again as "the one" (:func:`_the_one`), a comparison that picks one of several
      (:func:`_picked_of`), where a thing said first is before its command takes it up with a pronoun
      (:func:`_fronted_where`) and what a vessel is "the same" as (:func:`_same_as`): seventy-first-session
      blind probes 478 and 484;
    - where a thing is kept in the kitchen (:func:`slu_node.kept_where.kept_places`): "get the plates *from
      the cupboard above the sink*", "pass me the mug *next to the kettle*" (seventy-second session).
    """
    vessels = domain.vessel_types
    out: set[int] = (_done_with(tokens, domain) | _the_one(tokens, domain) | _picked_of(tokens, domain)
                     | _fronted_where(tokens, domain) | _same_as(tokens, domain) | kept_places(tokens, domain))
    for i in (i for i, token in enumerate(tokens) if token in ("in", "from") and _ends_value(tokens, i, domain)):
        k = i + 1  # "the stew *in the (blue plastic) tupperware* into the microwave"
        while k < len(tokens) and (tokens[k] in NOUN_MARKERS or tokens[k] in _DESCRIBERS):
            k += 1
        found = _value_end(tokens, k, domain)
        goes = _GOES_FROM if tokens[i] == "from" else _GOES_IN
        after = found[0] if found is not None else len(tokens)
        if after < len(tokens) and (tokens[after] in goes
                                    or (tokens[after] == "over" and _thing_after(tokens, after + 1, domain))):
            out.update(range(i, found[0]))
    for i, phrase in phrases_at(tokens, POSITION_PHRASES):
        after = i + len(phrase)
        if (_ends_value(tokens, i, domain) and tokens[after:after + 1] != ["of"]
                and (after == len(tokens) or tokens[after] in NOUN_MARKERS
                     or _value_end(tokens, after, domain) is None)):
            # "the pot *on the right*"; not "at the back *of* the oven", "... on the left *burner*" (a place:
            # seventy-fifth-session blind probe 594)
            out.update(range(i, after))
    for i, phrase in phrases_at(tokens, RELATIVE_STARTS):
        if not _ends_value(tokens, i, domain):
            continue
        j = i + len(phrase)
        going = j + (tokens[j:j + 1] == ["been"])  # "the pot *that's simmering*", "the dough *that's been resting*"
        if going < len(tokens) and (tokens[going].endswith("ing") or tokens[going] == "left"):
            end = going + 1 + (tokens[going + 1:going + 2] == ["up"])
            if end < len(tokens) and tokens[end] in PLACE_WORDS:  # "the cream that's left *in the carton* into ..."
                end = next((k for k in range(end + 2, min(end + 2 + _WHERE_WORDS, len(tokens)))
                            if tokens[k] in _GOES_IN), end)
            out.update(range(i, end))
            continue
        if j < len(tokens) and tokens[j] in PLACE_WORDS:
            j += 1 + (tokens[j] == "next" and tokens[j + 1:j + 2] == ["to"])
            end = _value_end(tokens, j, domain)
            if end is not None:
                out.update(range(i, end[0]))
    for i, token in enumerate(tokens):
        start = _value_start(tokens, i, domain, vessels) if token in ("with", "of") else None
        # "a bowl of *iced* water": what it holds, how cold (:func:`temperatures`)
        found = _value_end(tokens, i + 1 + (tokens[i + 1:i + 2] != [] and tokens[i + 1] in TEMPERATURE_WORDS),
                           domain) if start is not None else None
        if found is None or found[1] in vessels or _amount(tokens[:i], start, domain):
            continue  # "take *a jar* of honey", "add *two bowls* of rice": an amount, not a vessel
        end = found[0]
        if token == "with" and tokens[end:end + 1] == ["in"] and set(tokens[end + 1:end + 2]) & _CONTAINED_IN:
            out.update(range(i, end + 2))
        elif token == "of":
            out.update(range(i, end) if _object_may_be(tokens, start, domain, i) else range(start, i + 1))
    return out | _food_in_vessel(tokens, domain)


#: Prepositions before a food that something goes into or onto ("add the cream *to* the sauce in the saucepan").
_ONTO_FOOD = frozenset({"to", "into", "over", "onto"})
#: Words that may end the step after "in the <vessel>" ("... in the saucepan *and* stir").
_STEP_ENDS = frozenset({"and", "then", "now", "please", "for", "until", "with"})


def _food_in_vessel(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of "in the <vessel>" said after a food that something goes to, ending the step: "add the
    cream to the sauce *in the saucepan*", "add the black olives to the salad *in the wooden bowl*": where
    the food is, not a second place (seventy-fifth-session blind probe 594 and probe 386, whose references
    write the food; both had been ``add(cream, [sauce, saucepan])``). Not "pour the oil into the pan" nor
    "bring the water to the boil in the big pot" (the boil is no food)."""
    out: set[int] = set()
    for i, token in enumerate(tokens):
        food = _value_end(tokens, i + 1, domain) if token in _ONTO_FOOD else None
        if food is None or food[1] not in domain.preparation_types or tokens[food[0]:food[0] + 1] != ["in"]:
            continue
        k = food[0] + 1
        while k < min(food[0] + 1 + _LONGEST_DESCRIPTION, len(tokens)) and _value_end(tokens, k, domain) is None:
            k += 1  # "in the *wooden* bowl"
        vessel = _value_end(tokens, k, domain)
        if vessel is not None and vessel[1] in domain.vessel_types and (
                vessel[0] == len(tokens) or tokens[vessel[0]] in _STEP_ENDS
                or any(j == 0 for j, _ in phrases_at(tokens[vessel[0]:], POSITION_PHRASES))):
            out.update(range(food[0], vessel[0]))
    return out


#: Words that name the thing again after it, as "one" ("the saucepan *the one* with the rice in it").
_ONES = frozenset({"one", "ones"})
#: Most describing words between "the" and "one" ("the *tall* one"): words of no value and no verb.
_ONE_DESCRIBERS = 2


def _the_one(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of a thing named again right after it as "the one", describing words between or not,
    and what says which one after that: a position (:data:`POSITION_PHRASES`) or "with ... in it".
    "pour some orange juice into my wife's glass *the tall one on the end*", "put the other saucepan
    *the one with the rice in it* on a low heat" (seventy-first-session blind probe 478: asked about
    as a second place, a second thing)."""
    out: set[int] = set()
    for i in (i for i, t in enumerate(tokens)
              if t == "the" and _ends_value(tokens, _past_hesitations(tokens, i), domain)):
        k = i + 1
        while (k < len(tokens) and k - i - 1 < _ONE_DESCRIBERS and tokens[k] not in _ONES
               and tokens[k].isalpha() and not domain.is_value(tokens[k]) and tokens[k] not in domain.verb_words):
            k += 1  # "the *tall* one", "the *big red* one"
        if k >= len(tokens) or tokens[k] not in _ONES or tokens[k + 1:k + 2] in (["are"], ["is"], ["were"], ["was"]):
            continue  # "... into the pot *the frozen ones are* fine": a statement of its own
        end = k + 1
        placed = next((p for j, p in phrases_at(tokens[end:], POSITION_PHRASES) if j == 0), None)
        held = next((m + 2 for m in range(end + 2, min(end + 2 + _LONGEST_VALUE + 1, len(tokens) - 1))
                     if tokens[end] == "with" and tokens[m] == "in" and tokens[m + 1] in _CONTAINED_IN), None)
        out.update(range(_past_hesitations(tokens, i), end + len(placed) if placed else held or end))
    return out


def _past_hesitations(tokens: Sequence[str], i: int) -> int:
    """``i``, or the first of the hesitations (:data:`~slu_node.repairs.HESITATIONS`) right before it: "open the
    jar of peanut butter *uh* the crunchy one" (seventy-second-session blind probe 497: asked about)."""
    while i and tokens[i - 1] in HESITATIONS:
        i -= 1
    return i


#: Pronouns a command says its fronted thing again with ("the lasagne ... bake *it*").
_AGAIN = frozenset({"it", "them"})


def _fronted_where(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of where a thing said first is, the command then naming it again with a pronoun right
    after its verb: "the lasagne *in the smaller dish* bake it at one eighty for forty minutes"
    (seventy-first-session blind probe 478: the dish had been read as where it is baked). The thing
    starts the clause (past determiners); "in", "on" or "from", determiners and describing words, a
    value, then the verb and "it" or "them"; not "out" or "off" after them, where the place is where
    from ("the chicken in the fridge take it out")."""
    k = clause_start(tokens)
    while k < len(tokens) and tokens[k] in NOUN_MARKERS:
        k += 1
    i = longest_value_end(tokens, k, domain.is_thing)
    if i is None or i >= len(tokens) or tokens[i] not in ("in", "on", "from"):
        return set()
    j = i + 1
    while j < len(tokens) and (tokens[j] in NOUN_MARKERS or tokens[j] in _DESCRIBERS):
        j += 1
    found = _value_end(tokens, j, domain)
    end = found[0] if found is not None else None
    if (end is not None and end + 1 < len(tokens) and verb_said(tokens, end, domain.verb_starts)
            and tokens[end + 1] in _AGAIN and tokens[end + 2:end + 3] not in (["out"], ["off"])):
        return set(range(i, end))
    return set()


def _same_as(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of what a thing is the same as, said after "the same" and the thing: "boil them in the same pot
    *as the carrots*" (seventy-first-session blind probe 484: the carrots had been boiled too); "as", its
    determiners and a value."""
    out: set[int] = set()
    for k in (k for k, t in enumerate(tokens) if t == "as" and "same" in tokens[max(0, k - _LONGEST_VALUE - 1):k]):
        same = max(j for j in range(max(0, k - _LONGEST_VALUE - 1), k) if tokens[j] == "same")
        found = _value_end(tokens, k + 1, domain)
        if found is not None and _ends_value(tokens, k, domain) and k > same + 1:
            out.update(range(k, found[0]))
    return out


#: Words ending as comparisons do that pick nothing out: "the *rest* of the milk" is the milk, read elsewhere.
_NOT_COMPARED = frozenset({"rest", "other", "latter", "former", "centre", "center", "quarter"})


def _picked_of(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of a comparison that picks one of several things, said before them: "put *the bigger of
    the two* frying pans on the hob" (seventy-first-session blind probe 478: asked about, "bigger" an
    unknown thing and "two" a count), "the smallest of the saucepans". The comparison is a word that
    ends in "er" or "est" after "the", then "of the" and a number or not, then a value; "the" before the
    comparison stays, to lead the value."""
    out: set[int] = set()
    for i in range(1, len(tokens) - 3):
        word = tokens[i]
        if (tokens[i - 1] != "the" or not word.endswith(("er", "est")) or word in _NOT_COMPARED
                or tokens[i + 1:i + 3] != ["of", "the"]):
            continue
        k = i + 3 + (tokens[i + 3] in NUMBER_WORDS)
        if k < len(tokens) and _value_end(tokens, k, domain) is not None and not domain.is_value(word):
            out.update(range(i, k))
    return out


#: Participles of the domain's own words that an adverb may come before ("*freshly* ground").
_SAID_PREPARED = frozenset({"ground", "grated", "chopped", "squeezed", "made", "baked", "cooked", "sliced"})
#: Words of a rough amount said between "with" and a participle ("with *a little* beaten egg").
_AMOUNT_AFTER_WITH = frozenset({"a", "an", "some", "little", "bit", "of", "more", "drop", "touch"})


def unread_describers(tokens: Sequence[str], domain: Domain, unread: Container[str]) -> set[int]:
    """Indices of the describing words of ``unread`` (words the tagger was not trained with, of
    :data:`slu_node.values.LEADING`) that stand after a determiner or a count and before a value, other such
    words between: "hand me the *other* knife" had been tagged as nothing at all, the unknown word
    taking the verb and the knife with it, and asked about as out of domain ("hand me the other
    bowl" was read); left out before tagging, as the value's leading words are when it is read. So
    is a part said of the value with "of": "add the *rest of the* milk" had been read at confidence
    0.48 (1.0 without those words). So are participles foreign to the domain (:func:`slu_node.values.prepared`)
    right after "with", or after it and words of :data:`_AMOUNT_AFTER_WITH`, or after "and": "brush the
    pastry with *beaten* egg" (seventy-second-session blind probe 498: the egg had been a second object),
    "brush them with a little *beaten* egg", "salt and *freshly* ground black pepper"; after "with", one of
    the domain's verbs too: "sprinkle them with some *chopped* dill" (seventy-fifth-session blind probe 600:
    the tagger had read the dill as a modality, and "chopped" was asked about)."""
    def after_with(k: int) -> bool:  # "with *a little* beaten egg" (seventy-fourth-session blind probe 560)
        w = k - 1
        while w > 0 and tokens[w] in _AMOUNT_AFTER_WITH:
            w -= 1
        return tokens[w] == "with"

    def opened(k: int) -> bool:  # "salt *and* freshly ground black pepper" (seventy-fourth-session probe 563)
        return after_with(k) or tokens[k - 1] == "and"

    def describer(k: int) -> bool:  # "with some *chopped* dill": a verb's participle too, after "with"
        return tokens[k] in unread or (opened(i) and prepared(tokens[k], domain.known_words)) or (
            after_with(i) and prepared(tokens[k], frozenset()) and (
                (found := _value_end(tokens, k, domain)) is None  # not "with *chopped tomatoes*", a value
                or (found[0] == k + 1 and found[1] not in domain.preparation_types)))  # "*melted* butter"

    out: set[int] = set()
    for i in range(1, len(tokens)):
        if (opened(i) and tokens[i].endswith("ly") and tokens[i + 1:i + 2] and tokens[i + 1] in _SAID_PREPARED
                and prepared(tokens[i], domain.known_words)):
            out.add(i)  # "salt and *freshly* ground black pepper": "ground black pepper" is no value
            continue
        counted = tokens[i - 1] in NUMBER_WORDS or tokens[i - 1].isdigit()  # "the four *dirty* ramekins"
        if (tokens[i - 1] not in NOUN_MARKERS and not counted and not opened(i)) or not describer(i):
            continue
        j = i
        while j < len(tokens) and describer(j):
            j += 1
        if tokens[j:j + 1] == ["of"]:  # "the rest *of the* cream"
            j += 1
            while j < len(tokens) and tokens[j] in NOUN_MARKERS:
                j += 1
        if j < len(tokens) and tokens[j] not in NOUN_MARKERS and _value_end(tokens, j, domain) is not None:
            out.update(range(i, j))
    return out


#: Words before "'s" that make it "is" or "us", no owner: "*it's* hot", "*let's* add the milk". English.
_NO_OWNERS = frozenset({"it", "that", "let", "what", "there", "here", "he", "she", "who", "where", "how", "this",
                        "everything", "something", "nothing", "one", "when", "why",
                        # a time that may be to come: "reading ahead to *saturday's* curry toast the cumin"
                        # is asked about, as the fixture of utterances not to act on has it
                        "tomorrow", "tonight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                        "sunday", "christmas", "easter"})
#: Possessive determiners the tagger was not trained with ("spread jam on *her* toast": "toast" had been
#: read as cook's verb; sixty-second-session blind probe 245), read as "the" before a value as an
#: owner's "'s" is.
_OWNING_DETERMINERS = frozenset({"her", "his", "their"})
#: People said in the plural as owners after "the", their apostrophe unheard ("the *kids'* plates":
#: seventy-second-session blind probe 509, out of domain).
_PLURAL_OWNERS = frozenset({"kids", "children", "boys", "girls", "guests", "twins"})
#: Words before an owner that say when it was ("*last* night's soup").
_OWNER_TIMES = frozenset({"last"})
#: The most words between an owner and its value ("nan's *old enamel* colander").
_LONGEST_DESCRIPTION = 3


#: Words after a name in "'s" that say it is the subject of a clause, not whose a thing is ("*maya's already
#: got* her fork out", "*tom's just* bought a new pan").
_SAID_OF_OWNER = frozenset({"already", "just", "got", "gone", "been", "not", "never", "always", "still", "also",
                            "really", "finally", "bought", "brought", "made", "had", "left"})


def owners(tokens: Sequence[str], domain: Domain) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for each word that says whose a thing is, a possessive the
    domain does not know before a value, at most :data:`_LONGEST_DESCRIPTION` words after it: "the" for
    it (nothing after a determiner: "my mum's"), nothing for the words between that the domain does
    not know but describing words (:data:`slu_node.values.LEADING`: "big"), nothing for a word of
    :data:`_OWNER_TIMES` before it. "put *grandma's* baking dish in the oven" is read "put the baking
    dish in the oven"; so are "fry the mushrooms in *dad's* old cast iron skillet", "pour *last
    night's* leftover chicken soup ...", "crack three eggs into *my sister's* big green bowl", "drain
    the penne in *nan's enamel* colander" (sixty-first-session blind probes 204 and 206: asked about,
    the owner an unknown object), "get *the kids'* plates" (:data:`_PLURAL_OWNERS`); not "it's", "let's"
    (:data:`_NO_OWNERS`); not before a value that is no thing ("because the *butter's* rock hard put it
    in the microwave", seventy-fifth-session blind probe 597: "hard" is a manner; the butter had been left
    out and "it" asked about). English."""
    out: dict[int, tuple[str, ...]] = {}
    for i, token in enumerate(tokens):
        if i in out or not ((token.endswith("'s") and token[:-2].isalpha() and token[:-2] not in _NO_OWNERS
                             and token not in domain.known_words) or token in _OWNING_DETERMINERS
                            or (token in _PLURAL_OWNERS and i and tokens[i - 1] == "the"
                                and i + 1 < len(tokens) and _value_end(tokens, i + 1, domain) is not None)):
            continue  # "the kids' plates", not "the kids only eat hummus"
        k = i + 1
        while (k < len(tokens) and k - i <= _LONGEST_DESCRIPTION and tokens[k] not in NOUN_MARKERS
               and _value_end(tokens, k, domain) is None):
            k += 1  # "grandma's | big serving dish", "my sister's | big green bowl"
        if any(verb_said(tokens, j, domain.one_word_verbs) for j in range(i + 2, k)) or _SAID_OF_OWNER.intersection(
                tokens[i + 1:k]):
            continue  # "... broke up with his girlfriend *crack* two eggs": a command starts there; "*maya's
            # already got* her fork out": a name and what she did, an aside (sixty-seventh-session blind probe 365)
        found = _value_end(tokens, k, domain) if k < len(tokens) and tokens[k] not in NOUN_MARKERS else None
        if found is not None and domain.is_thing(" ".join(tokens[k:found[0]])):  # not "the butter's rock *hard*"
            out[i] = () if i and tokens[i - 1] in NOUN_MARKERS else ("the",)  # "my mum's": "my"
            out.update({j: () for j in range(i + 1, k)  # "nan's *enamel* colander"; "big", "green" read
                        if tokens[j] not in LEADING and tokens[j] not in domain.known_words})
            if i and tokens[i - 1] in _OWNER_TIMES:
                out[i - 1] = ()
    return out


#: Words that start a relative clause after a thing said first ("the onions *that* i sliced earlier",
#: "the skillet *you* browned the mince in"), besides participles ("the carrots *peeled* this morning").
_RELATIVE_MARKERS = frozenset({"that", "that's", "which", "you", "i", "we", "you've", "i've", "we've", "he", "she",
                               "they", "bought", "left", "made", "brought", "got", "dug", "kept"})
#: Subjects of such a clause; a verb's base form after one says a step ("apples *you peel* ...").
_SUBJECTS = frozenset({"you", "i", "we", "he", "she", "they"})
#: Pronouns after the command's verb, within :data:`_PRONOUN_REACH` words, that take up the thing said
#: first ("take *it* out", "take the foil off *it*", "check if *it's* done").
TAKEN_UP = frozenset({"it", "them", "it's", "they're"})
_PRONOUN_REACH = 4
#: Determiners that point at the thing said first, read as "the" (probe 228: "that soup you made earlier
#: warm it up" had been two cooks of the preparation).
_POINTING = frozenset({"that", "those", "this", "these"})
#: Most words before the thing said first ("*a tablespoon of the* honey"), and of the clause after it.
_LONGEST_LEAD, _LONGEST_RELATIVE = 5, 10


def relative_topics(tokens: Sequence[str], domain: Domain) -> dict[int, tuple[str, ...]]:
    """Index → ``()`` for the words of a relative clause after a thing said first, before the command
    that takes it up with a pronoun right after its verb: "the onions *that i sliced earlier* throw
    them into the wok", "the skillet *you browned the mince in* put it back on the hob", "the carrots
    *peeled this morning* grate them" are read "the onions throw them into the wok" ..., the thing
    first taken up as the parser reads it (:func:`slu_node.textnorm.command_order`). The clause starts
    with a word of :data:`_RELATIVE_MARKERS` or a participle ("-ed"), right after the thing, and runs
    to the first word of the domain's verbs (its first words) with a pronoun of :data:`TAKEN_UP` in the
    words after it ("the cake that's been in the oven for forty minutes check if *it's* done")
    (sixty-first-session blind probe 218, "hard but fair": out of domain or asked about). A relative
    clause elsewhere ("pour the stock into the pan we used yesterday") is left as it is: said after a
    verb it may be the command's own words. English."""
    start = clause_start(tokens)
    verbs = domain.verb_starts
    for k in range(start, min(len(tokens), start + _LONGEST_LEAD + 1)):
        if tokens[k] in verbs:
            return {}
        found = _value_end(tokens, k, domain)
        if found is None or found[1] not in domain.thing_types:
            continue
        e = found[0]
        if e >= len(tokens) or not (tokens[e] in _RELATIVE_MARKERS
                                    or (len(tokens[e]) > 4 and tokens[e].endswith("ed"))):  # not "need"
            return {}
        v = next((j for j in range(e + 1, min(len(tokens) - 1, e + 1 + _LONGEST_RELATIVE))
                  if tokens[j] in verbs and tokens[j - 1] not in NOUN_MARKERS
                  and TAKEN_UP.intersection(tokens[j + 1:j + 1 + _PRONOUN_REACH])), None)
        if v is None or "and" in tokens[e:v] or (tokens[e] in _SUBJECTS and tokens[e + 1] in verbs):
            return {}  # "apples *you peel* and then you grate them": the command's own steps
        pointing = {k: ("the",)} if tokens[k] in _POINTING else {}  # "*that* soup you made earlier warm it up"
        return {**pointing, **{j: () for j in range(e, v)}}
    return {}


#: Colour words ("white", which the domain may also know as a thing: the egg's white).
COLOURS = frozenset({"white", "red", "green", "brown", "black", "yellow", "blue", "pink", "purple", "grey", "gray"})


def colours(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of the colour words (:data:`COLOURS`) that name a value on their own ("white", the egg's)
    said after a determiner or a describing word (:data:`slu_node.values.LEADING`) and right before
    another value, with which they start no longer one (:func:`_starts_longer`): "pour the milk into
    the *white* jug", "grab the four little *white* ramekins" (the egg white had been read as the
    thing; sixty-first-session blind probes 204 and 206); "the white wine" keeps its word. Colours
    that name nothing alone the tagger reads as it reads other describing words ("the little red
    bowl"; left out, it read "the little bowl" less surely). English."""
    return {i for i in range(1, len(tokens) - 1)
            if tokens[i] in COLOURS and tokens[i - 1] in LEADING and domain.is_value(tokens[i])
            and not _starts_longer(tokens, i, domain) and tokens[i + 1] not in NOUN_MARKERS
            and _value_end(tokens, i + 1, domain) is not None}


#: Words that say how hot a food is ("a cup of *hot* chicken stock").
TEMPERATURE_WORDS = frozenset({"hot", "warm", "cold", "lukewarm", "tepid", "chilled", "iced", "boiling", "freezing"})
#: Words after which such a word describes the food that follows ("dissolve the stock cube *in* hot water").
_BEFORE_TEMPERATURE = frozenset({"in", "into", "with", "over", "onto", "to"})


def temperatures(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of the words of :data:`TEMPERATURE_WORDS` said after a determiner, a describing word
    (:data:`slu_node.values.LEADING`), a unit or a preposition of :data:`_BEFORE_TEMPERATURE` and right
    before a food (:attr:`slu_node.domain.Domain.preparation_types`) with which they start no longer
    value: "add two hundred millilitres of *hot* vegetable stock", "dissolve the stock cube in *hot* water"
    (seventy-fifth-session blind probe 596 and four typed lines of earlier probes: "hot" had been read as
    the command's state, done wrong, or asked about); what the food is like, which no reference writes.
    So is a word of :data:`_HOW_HOT` before it ("a little *ice* cold water", blind probe 607: "ice" had been a
    second thing). Describing words may stand between it and the food ("the cold *leftover* rice"). "the hot
    sauce" (a value of its own) keeps its word. English."""
    out: set[int] = set()
    for i in range(1, len(tokens) - 1):
        first = i - (i > 1 and tokens[i - 1] in _HOW_HOT)  # "a little *ice* cold water" (blind probe 607)
        if tokens[i] not in TEMPERATURE_WORDS or not (tokens[first - 1] in LEADING or tokens[first - 1] in
                                                      _BEFORE_TEMPERATURE or tokens[first - 1] in domain.unit_words):
            continue
        if _starts_longer(tokens, i, domain):  # "*ice* cold water": "cold water" is the water's name
            if first < i and _value_end(tokens, i, domain)[1] in domain.preparation_types:
                out.add(first)
            continue
        k = i + 1  # "the cold *leftover* rice" (seventy-seventh-session blind probe 702): the food after
        while k < len(tokens) - 1 and tokens[k] in LEADING and tokens[k] not in NOUN_MARKERS:
            k += 1
        found = _value_end(tokens, k, domain) if tokens[k] not in NOUN_MARKERS else None
        if found is not None and found[1] in domain.preparation_types:
            out.update(range(first, i + 1))
    return out


#: Words before a word of :data:`TEMPERATURE_WORDS` that say how much ("*ice* cold", "*piping* hot").
_HOW_HOT = frozenset({"ice", "stone", "piping", "steaming", "very", "really", "nice", "freezing"})


#: What a thing is made of or how heavy, besides the materials of :data:`slu_node.values.LEADING` ("the *glass*
#: jug", "the *heavy* skillet", "the *silicone* spatula"; sixty-eighth-session blind probe 386). English.
MATERIALS = frozenset({"glass", "silicone", "wooden", "wood", "heavy", "bamboo", "marble",
                       "porcelain", "earthenware", "nonstick", "aluminium", "aluminum", "cast", "iron"})
#: Words of :data:`slu_node.values.LEADING` that pick out which one or how much, not how it looks
#: (:func:`stacked_describers` keeps them).
_PICKING = frozenset({"a", "an", "the", "this", "that", "these", "those", "my", "our", "your", "of", "bit", "rest",
                      "more", "few", "all", "both", "some", "entire", "extra", "last", "second", "other",
                      "another", "same", "remaining", "leftover", "usual", "favourite", "favorite", "best"})
_DESCRIBERS = (LEADING - _PICKING) | COLOURS | MATERIALS


def stacked_describers(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of the words that say how a thing looks or what it is made of (:data:`_DESCRIBERS`: size,
    colour, material), after a determiner and before the thing they describe, none of them a word of a
    longer value (:func:`_names_with_next`: "the *red onion*", "the *wooden spoon*" keep theirs) nor a
    value of the domain but a material (:data:`MATERIALS`; a coffee order's size: "a *small* iced
    mocha"): two or more of them ("the *yellow silicone* spatula", "the *heavy cast iron* skillet", "the
    *big steel* bowl"), or a material that names a thing of its own ("the *glass* jug": the jug, not a
    glass and a jug). Sixty-eighth-session blind probe 386 (things picked out by colour, size,
    material): 25 of 40 with the session's first code, most asked about as unknown words. English."""
    out: set[int] = set()
    for i in range(1, len(tokens)):
        if tokens[i - 1] not in NOUN_MARKERS or tokens[i] not in _DESCRIBERS or i in out:
            continue
        j = i
        while (j < len(tokens) and tokens[j] in _DESCRIBERS and not _names_with_next(tokens, j, domain)
               and (tokens[j] in MATERIALS or not domain.is_value(tokens[j]))):
            j += 1  # not "the *red onion*", "the *wooden spoon*"; nor a value of its own ("a *small* latte")
        if j == i or j >= len(tokens):
            continue
        found = _value_end(tokens, j, domain) if tokens[j] not in NOUN_MARKERS else None
        named = found is not None and domain.is_thing(" ".join(tokens[j:found[0]]))  # not "a glass *fast*"
        if named and (j - i >= 2 or any(domain.is_value(tokens[k]) for k in range(i, j))):
            out.update(range(i, j))
    return out


#: Words before a thing's name that make it a noun phrase, and words after it that end one
#: (:func:`verbs_in_values`).
_NOUN_PHRASE_LEADS = NOUN_MARKERS | {"of"}
_VALUE_VERB_ENDS = PLACE_WORDS | {"to"}


def verbs_in_values(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of the words of the domain's verbs that end a value with the words before them and add
    nothing to it, in a noun phrase (after a determiner, a number or "of"): "a teaspoon of lemon *zest*"
    is lemon, as the lexicon reads it, where the tagger read "zest" as grate's verb and "add a teaspoon
    of lemon zest to the ricotta" was done as ``[add(1 tsp, lemon, ...), grate(ricotta)]``
    (sixty-eighth-session blind probe 392). Only in a thing's name ("a medium *heat*" keeps its word),
    last or before a preposition of place. Left out before tagging. English."""
    out: set[int] = set()
    for i in range(2, len(tokens)):
        if tokens[i] not in domain.verb_starts or (i + 1 < len(tokens) and tokens[i + 1] not in _VALUE_VERB_ENDS):
            continue  # "a cinnamon *stick and* the cardamom": a list, the tagger's to read
        for s in range(max(1, i - _LONGEST_VALUE + 1), i):
            whole = domain.lookup(" ".join(tokens[s:i + 1]))
            if (whole is not None and whole[0] in domain.thing_types and tokens[s - 1] in _NOUN_PHRASE_LEADS
                    and domain.lookup(" ".join(tokens[s:i])) == whole):
                out.add(i)
                break
    return out


def _names_with_next(tokens: Sequence[str], j: int, domain: Domain) -> bool:
    """True when a value of more words than one starts at ``j`` whose first word is its own, not a
    describing word the lexicon reads past: "*red* onion" and "*wooden* spoon" name other values than
    "onion" and "spoon"; "*cast* iron skillet" and "*big* tin" name what "skillet" and "tin" do, the
    describing words after the first read past too."""
    found = _value_end(tokens, j, domain)
    if found is None or found[0] <= j + 1:
        return False
    k = next((k for k in range(j + 1, found[0]) if tokens[k] not in _DESCRIBERS), found[0] - 1)
    return domain.lookup(" ".join(tokens[j:found[0]])) != domain.lookup(" ".join(tokens[k:found[0]]))


def _starts_longer(tokens: Sequence[str], i: int, domain: Domain) -> bool:
    """True when a value of more words than one starts at ``i`` ("*white wine*"; "white" alone, the egg's,
    does not count)."""
    found = _value_end(tokens, i, domain)
    return found is not None and found[0] > i + 1


#: Parts of a tool that a cook names when they use it so ("crush the garlic with *the flat of* the knife").
_TOOL_PARTS = frozenset({"flat", "handle", "side", "tip", "edge", "blade", "back", "end", "heel"})
#: Words that tell which part ("the *fine* side of the grater", "the *sharp* edge of the knife").
_PART_SIDES = frozenset({"fine", "coarse", "sharp", "blunt", "other", "big", "small", "wide", "narrow"})


def tool_parts(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of "the" or "a", a part of a thing (:data:`_TOOL_PARTS`, mostly a tool's; a word of
    :data:`_PART_SIDES` before it or not) and "of" before a
    thing of the lexicon, which stands for the part: "crush the garlic with *the flat of* the knife" is
    done with the knife, "take *the end of* the baguette" takes the baguette (sixty-ninth-session blind
    probes 425 and 426: "flat" had been asked about as an unknown word)."""
    out: set[int] = set()
    for i in (i for i in range(len(tokens) - 3) if tokens[i] in ("the", "a")):
        for j in (i + 1, i + 2):  # "on *the fine side of* the grater" (probes 434, 435)
            if (j + 2 < len(tokens) and (j == i + 1 or tokens[i + 1] in _PART_SIDES) and tokens[j] in _TOOL_PARTS
                    and tokens[j + 1] == "of" and _value_end(tokens, j + 2, domain) is not None):
                out.update(range(i, j + 2))
                break
    return out


#: Words between the subject of a clause said of a thing and its verb ("we *didn't* use").
_DONE_AUXILIARIES = frozenset({"didn't", "did", "don't", "haven't", "have", "had", "just", "already", "never", "not"})
#: Past forms of verbs a cook says of a thing without "-ed" ("the rice we *made*", "the bread i *bought*").
_DONE_PAST = frozenset({"made", "bought", "got", "left", "had", "ate", "kept", "brought", "took", "froze"})


def _done_with(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of a clause said of a thing right after it: a subject of :data:`_SUBJECTS`, words of
    :data:`_DONE_AUXILIARIES` and a verb in the past (one of them said first, or, no verb of the domain,
    "-ed" or :data:`_DONE_PAST`), then a preposition of :data:`slu_node.verbless.PLACE_PREPOSITIONS` and a
    value: "the sausages *we didn't use* in the freezer", "the rice *you cooked* into the tupperware"; not
    "the muffin tin *you put* in oven", the command's own verb. So is such a clause that ends with its own
    preposition (:data:`_ENDING_PREPOSITIONS`) where the step ends: "into the same pan *you fried the bacon
    in*"."""
    out: set[int] = set()
    for i in (i for i, token in enumerate(tokens) if token in _SUBJECTS and i and (
            _ends_value(tokens, i, domain) or (tokens[i - 1] == "where" and _ends_value(tokens, i - 1, domain)))):
        k = i + 1
        while k < len(tokens) and tokens[k] in _DONE_AUXILIARIES:
            k += 1
        i -= tokens[i - 1] == "where"  # "into the bowl *where you melted the chocolate*"
        if (k + 1 < len(tokens) and tokens[k].isalpha() and tokens[k + 1] in PLACE_PREPOSITIONS
                and (k > i + 1 or _said_done(tokens[k], domain))  # "the muffin tin *you put* in oven" is the
                # command's own verb, said after its object
                and _value_end(tokens, k + 2, domain) is not None):
            out.update(range(i, k + 1))
        elif k < len(tokens) and _said_done(tokens[k], domain):
            # "tip the onions into the same pan *you fried the bacon in*": ended by its preposition
            # (seventy-fifth-session blind probe 594: the bacon had been added too)
            end = next((j + 1 for j in range(k + 1, min(k + 1 + _LONGEST_RELATIVE, len(tokens)))
                        if tokens[j] in _ENDING_PREPOSITIONS and (j + 1 == len(tokens) or tokens[j + 1] in _STEP_ENDS
                                                                  or tokens[j + 1] in domain.verb_starts)), None)
            if end is None:  # "the salmon *i seasoned earlier* at one eighty degrees", "the stew *you made
                # yesterday*", "the bowl *where you melted the chocolate*" (seventy-fifth-session blind probe 613)
                j = k + 1
                found = _value_end(tokens, j, domain)
                j = found[0] if found is not None else j
                timed = j
                while j < len(tokens) and tokens[j] in _WHEN_DONE:
                    j += 1
                if j == len(tokens) or ((j > timed or found is not None) and tokens[j] in _AFTER_RELATIVE):
                    end = j
            if end is not None:
                out.update(range(i, end))
    return out


def _said_done(word: str, domain: Domain) -> bool:
    """True when ``word`` is a verb in the past that is no verb of the ``domain``: "-ed" (not "-eed") or one
    of :data:`_DONE_PAST` ("the sausages we *used*", "the rice you *made*")."""
    return (word.isalpha() and word not in domain.verb_starts
            and ((word.endswith("ed") and not word.endswith("eed")) or word in _DONE_PAST))


#: Words that say when a thing was done, ending a clause said of it ("the pasta you drained *earlier*"); not
#: "yesterday": "pour the stock into the pan we used yesterday" is a detail the robot cannot act on (a
#: fifty-sixth-session utterance not to act on).
_WHEN_DONE = frozenset({"earlier", "before", "already", "last", "night", "this", "morning", "ago", "an", "hour",
                        "just"})
#: Words after such a clause where the command goes on ("the salmon i seasoned earlier *at* one eighty degrees").
_AFTER_RELATIVE = _STEP_ENDS | {"at", "into", "in", "onto", "on", "over", "to", "back", "out", "off", "from", "under"}


#: Prepositions that end a relative clause said after a thing ("the pan you fried the bacon *in*").
_ENDING_PREPOSITIONS = frozenset({"in", "on", "with", "for", "from"})


def _value_end(tokens: Sequence[str], j: int, domain: Domain) -> Optional[tuple[int, str]]:
    """The index after the longest lexicon value that starts at ``j`` (after determiners), and its
    type; None when there is none."""
    while j < len(tokens) and tokens[j] in NOUN_MARKERS:
        j += 1
    for n in range(min(_LONGEST_VALUE, len(tokens) - j), 0, -1):
        found = domain.lookup(" ".join(tokens[j:j + n]))
        if found is not None:
            return j + n, found[0]
    return None


def _amount(words: Sequence[str], start: int, domain: Domain) -> bool:
    """True when ``words[start:]`` end with a unit of a measured type ("a jar", "a few spoons") or a
    number comes before them ("two bowls")."""
    before = words[start - 1] if start else ""
    return (before.isdigit() or before in NUMBER_WORDS - {"a", "an", "of", "and", "another"}
            or any(" ".join(words[k:]) in domain.unit_forms for k in range(start, len(words))))


def _ends_value(tokens: Sequence[str], i: int, domain: Domain) -> bool:
    """True when a value of the lexicon ends just before ``i``."""
    return any(domain.lookup(" ".join(tokens[s:i])) is not None for s in range(max(0, i - _LONGEST_VALUE), i))


def _value_start(tokens: Sequence[str], i: int, domain: Domain, types: frozenset) -> Optional[int]:
    """The start (its determiners included) of the longest value of ``types`` that ends just before
    ``i``; None when there is none."""
    for s in range(max(0, i - _LONGEST_VALUE), i):
        found = domain.lookup(" ".join(tokens[s:i]))
        if found is not None and found[0] in types:
            return last_before(tokens, s, NOUN_MARKERS) + 1
    return None


def _object_may_be(tokens: Sequence[str], start: int, domain: Domain, end: int) -> bool:
    """True when the verb said last before ``start`` says an action whose object may be the value
    ``tokens[start:end]`` (after its determiners), or when no verb is said before it. A verb that
    starts a phrase whose other words are all said after the value, one of them more than a
    particle (:data:`_PARTICLES`), counts as that phrase: "bring" is take's, but "bring a pot of
    water to the boil" is cook's "bring to the boil", which does not take a pot (the twenty-seventh
    session's probe had it ``take(pot)``, done); "put the bowl of cream in the fridge" stays put's,
    not add's "put in"."""
    verb = next((k for k in range(start - 1, -1, -1) if verb_said(tokens, k, domain.verb_starts)), None)
    if verb is None:
        return True
    found = _value_end(tokens, start, domain)
    kind = found[1] if found else None
    says = [action for action in domain.actions.values()
            if any(p.split()[0] == tokens[verb] for p in action.verb_phrases)]
    # a verb said around what follows is that phrase's: "bring a pot of water *to the boil*" is cook's
    split = [action for action in says if any(
        p.split()[0] == tokens[verb] and set(p.split()[1:]) - _PARTICLES
        and set(p.split()[1:]) <= set(tokens[end:]) for p in action.verb_phrases)]
    says = split or says
    return any(action.arg(OBJECT_ROLE) is not None and kind in action.arg(OBJECT_ROLE).types for action in says)
