"""Words that place a command in the course of a recipe, said before it: "*step three* add the flour",
"*now for the sauce* melt the butter", "*now the fun part* knead the dough".

Read with the command, the step's number was an amount, the dish an object ("now for the sauce melt
the butter in a pan" was ``cook([sauce, butter], pan)``), and "the fun part" made the utterance out of
domain (twenty-sixth-session probe: 20 of 30 such commands right at first). :func:`course_headers`
finds them by their shape, at the start of a clause and right before the verb. A delay ("*in five
minutes* turn the chicken") is no header: the clarification policy asks about it, as the robot would
otherwise act at once (:data:`slu_node.cues.DELAY_WORDS`). English.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.cues import MEALS, PERSON_WORDS, ROBOT_CALLS, deferrals
from slu_node.numbers import AFTER_UNIT_FRACTIONS, NUMBER_WORDS
from slu_node.textnorm import (ADDRESSEES, CLAUSE_OPENERS, GREETING_PHRASES, NOUN_MARKERS, OBJECT_PRONOUNS,
                               clause_start, next_clause_at)
from slu_node.values import LEADING

#: Words that name a numbered step: "*step* three", "*stage* 4".
STEP_WORDS = frozenset({"step", "stage"})
#: Words that end a part of the recipe named after "the": "the next *step*", "the fun *part*", "the
#: tricky *bit*".
PART_WORDS = frozenset({"part", "bit", "step", "stage"})
#: Most words of a header before the verb.
_LONGEST = 6
#: A lead-in said between a header and its step ("okay robot pasta night *first things first* take the big
#: saucepan": seventieth-session blind probe 470, the pasta had been taken too).
_FIRST_THINGS = ("first", "things", "first")
#: Words said between a header and its step ("right spaghetti night *first* grab me ...": blind probe 566; "pizza
#: night *next* tip ...", "it's dal night *so* we're going to need ...": seventy-sixth-session blind probes 659, 662).
_AFTER_HEADER = frozenset({"first", "next", "so"})
#: Words that may start a dish named as a topic ("now for *the* sauce").
_TOPIC_DETERMINERS = frozenset({"the", "a", "an", "our", "your", "my", "this", "that"})


def course_headers(tokens: Sequence[str], verbs: frozenset, units: frozenset = frozenset(),
                   is_thing: Callable[[str], bool] = lambda phrase: False,
                   verbs_at: frozenset = frozenset()) -> set[int]:
    """Indices of each header said at the start of a clause (first, or after words of
    :data:`slu_node.textnorm.CLAUSE_OPENERS` and fillers) and right before a word of ``verbs`` (the
    first words of the domain's verb phrases) or an index of ``verbs_at`` (where a phrase read as a verb
    starts: "barbecue tonight *we're going to need* two kilos of chicken wings", a request of the domain's;
    seventy-sixth-session blind probe 648):

    - a step: "step three", "step number two", "stage 4", and a dish said before it ("lasagne step
      one"); a step's number before a verb later in the utterance too ("put the chicken in the roasting tin
      *step two* roast it ...": seventy-seventh-session blind probe 700, "two" had been asked about);
    - a topic: "for the sauce" ("now for the sauce melt the butter"), but not before a verb with
      "in", where it is what the object goes into ("now for the sauce stir in the cream" mixes the
      two: ``mix([sauce, cream])``);
    - a part: "the fun part", "the next step", "here's the tricky bit";
    - an occasion: "it's barbecue day", "it's taco night" (:data:`_OCCASION_WORDS`), "pasta night", a
      dish's time ("stir fry time", "kimchi fried rice time", not "first time": :data:`_NOT_A_DISH_TIME`), a
      dish for tonight ("roast chicken tonight"), a dish to do ("let's do porridge", "we're doing a japanese
      breakfast today"), a meal ("right breakfast", "lunch next", "for dinner", "for my dinner":
      :data:`slu_node.cues.MEALS`), or who it is for ("for dad", "for the kids": :data:`slu_node.cues.PERSON_WORDS`);
    - a dish turned to: "on to the ribs now"; a round of the same steps: "next batch", "for the next lot";
    - what is got ready said to be for a dish (:func:`_said_for`): "this lot's for the brownies";
    - a dish after "now" or "next" (a thing, ``is_thing``: "now *the banana bread* peel three
      bananas"; sixty-fifth-session blind probe 316, the bread had been peeled too) when the verb's
      own object, another thing, follows it after a determiner or a number: "now the onions fry
      them", "now the eggs crack two into the bowl" keep theirs; so a dish before "next" ("chocolate
      mousse next put two hundred grams of dark chocolate ...", :func:`_dish_next`);
    - a recipe read out, the step itself said next: "*the recipe says* line the loaf tin ...", "*step
      five says* melt ...", "*says here* flip ...", "*the instructions say* sear ..."
      (:func:`_read_out`; sixty-sixth-session blind probe 338: 19 of 40 asked about, "recipe" an
      unknown word, the step's number an amount). "the recipe says *to* ..." reports what it says
      and is no header: the verb does not follow; nor is one in an utterance that puts something
      off (:func:`slu_node.cues.deferrals`: "the packet says boil the noodles ... i'll keep that in
      mind *for later*", a recipe read for another day).

    A word of :data:`_AFTER_HEADER` may stand between a header and its step ("pizza night *next* tip ..."), and
    a way (:data:`_HOW_BEFORE_VERB`) before the verb, which stays the step's ("... for the brownies *slowly*
    melt the butter").

    "cook the pasta for ten minutes" keeps its time (no header: it follows the verb), and so does "for
    a minute blitz the chickpeas": a topic that ends with a word of ``units`` (the domain's unit
    words) is an amount, not a dish (fifty-sixth-session probe: the minute had been left out).
    """
    out: set[int] = set()
    read_now = not deferrals(tokens)
    first = clause_start(tokens)  # a header starts no later: only openers, fillers and calls before it
    while first < len(tokens) and tokens[first] in ROBOT_CALLS | _LAST_STEP | _THANKS | _GREETING_WORDS:
        # "okay *robot* it's ...", "*morning robot* let's do porridge ..."
        first += 1 + (list(tokens[first:first + 2]) == ["thank", "you"])  # "*thank you* next is the ..."
        first += clause_start(tokens[first:])
    for verb in (k - (tokens[k - 1] in _HOW_BEFORE_VERB) for k in range(1, len(tokens))
                 if tokens[k] in verbs or k in verbs_at):
        mixed_in = tokens[verb + 1:verb + 2] == ["in"]
        for start in range(max(0, verb - _LONGEST), min(verb, first + 1)):
            words = tokens[start:verb]
            if len(words) > len(_FIRST_THINGS) and tuple(words[-len(_FIRST_THINGS):]) == _FIRST_THINGS:
                words = words[:-len(_FIRST_THINGS)]  # "pasta night *first things first* take the big saucepan"
            elif len(words) > 1 and words[-1] in _AFTER_HEADER:  # "right spaghetti night *first* grab me ..." (probe
                words = words[:-1]  # 566), "pizza night *next* tip ...", "it's dal night *so* we're going to need ..."
            end = verb - (list(words[-1:]) == ["please"])  # "lastly the tomato soup *please* peel ..."
            if (_is_header(words) and not (words[0] == "for" and (mixed_in or words[-1] in units))) or (
                    ((start > 0 and tokens[start - 1] in _DISH_OPENERS) or (start == first and _named_dish(words)))
                    and _dish_topic(tokens, start, end, verb, is_thing, units)
            ) or _dish_step(words, is_thing) or _said_for(words, is_thing) or (read_now and _read_out(words)) or (
                    start > 0 and tokens[start - 1] in _DISH_OPENERS and _dish_is_next(words, is_thing)) or (
                    start == first and _dish_next(tokens, start, verb, is_thing, units, verbs)):
                out.update(range(start, verb))
                break
        for n in (2, 3):  # a step's number anywhere: "... roasting tin *step two* roast it for an hour and a half"
            if verb >= n and _is_header(tokens[verb - n:verb]) and tokens[verb - n] in STEP_WORDS:
                out.update(range(verb - n, verb))
    return out


#: Words right before a dish named as the next part of the recipe ("*now* the banana bread ...", "*lastly* the
#: tomato soup ...": sixty-seventh-session blind probe 372).
_DISH_OPENERS = frozenset({"now", "next", "then", "lastly", "finally"})
#: Words that say the last part of the recipe comes, read past before a header ("*lastly* the tomato soup").
_LAST_STEP = frozenset({"lastly", "finally"})
#: Prepositions before a pronoun that may stand for the dish ("now the salmon take the foil *off* it").
_PLACE_WORDS = frozenset({"off", "over", "on", "onto", "in", "into", "from", "with", "of", "to", "under"})


def _named_dish(words: Sequence[str]) -> bool:
    """True when ``words``, said first with no opener before them, may name a dish as a header: three words,
    none joining or measuring ("*french onion soup* cook the onions very slowly ...": seventy-fourth-session
    blind probe 563, the soup cooked too), so that "salt and pepper sprinkle on the chicken" and "two
    onions peel them" keep their things."""
    return len(words) == 3 and not _NOT_IN_A_NAME.intersection(words) and not NUMBER_WORDS.intersection(words)


#: Words a dish's name said first does not hold.
_NOT_IN_A_NAME = frozenset({"and", "or", "of", "with", "the", "a", "an", "some", "then", "please", "on", "in",
                            "at", "over", "for", "to", "from", "into", "under", "by"})  # "*on medium heat* cook ..."


def _dish_topic(tokens: Sequence[str], start: int, end: int, verb: int, is_thing: Callable[[str], bool],
                units: frozenset = frozenset()) -> bool:
    """True when ``tokens[start:end]`` are "the" and one or two words that end with a thing, "the" and one
    word the lexicon may lack ("now *the tempura* take the prawns out of the freezer"), or one or two words
    (three of :func:`_named_dish`) that end with a thing ("okay now *miso soup* put the small pot ...":
    seventy-third-session blind probe 551, both asked about), and the verb
    at ``verb`` (after ``end``, a "please" between or not) is followed by a determiner or a number and
    another thing (up to three words after them), and no pronoun after a preposition of
    :data:`_PLACE_WORDS` may stand for the dish."""
    words = tokens[start:end]
    dish = next((" ".join(words[n:]) for n in range(1, len(words)) if is_thing(" ".join(words[n:]))), None)
    if words[:1] != ["the"] and (1 <= len(words) <= 2 or _named_dish(words)) and is_thing(words[-1]):
        dish = words[-1]  # "now *miso soup* put the small pot ...", "*french onion soup* cook the onions ..."
    elif len(words) == 2 and words[0] == "the" and words[1].isalpha() and words[1] not in NUMBER_WORDS:
        dish = dish or words[1]  # a dish the lexicon lacks: "now *the tempura* take the prawns out ..."
    elif not (2 <= len(words) <= 3 and words[0] == "the" and dish is not None):  # "the banana *bread*"
        return False
    # "now the yorkshire puddings put *a hundred and forty grams of* plain flour ..."
    return _own_object_follows(tokens, verb, dish, is_thing, units)


#: Words of a greeting that may come before a header ("*morning* robot let's do porridge ...").
_GREETING_WORDS = frozenset(w for phrase in GREETING_PHRASES for w in phrase)
#: Words of thanks that may come before a header ("*thank you* next is the omelette ...").
_THANKS = frozenset({"thank", "thanks", "cheers", "lovely", "great", "perfect"})
#: Words of a request said between a header and its verb ("next is the omelette *could you* grab ...").
_REQUEST_TAILS = (("could", "you"), ("can", "you"), ("would", "you"), ("please",))


def _dish_is_next(words: Sequence[str], is_thing: Callable[[str], bool]) -> bool:
    """True when ``words`` (those before the verb, after "next" or the like) are "is" or "it's", "the" and a
    dish (up to three words, its last words a thing), a request's "could you" or "please" after it or not
    (not "*is the jelly* set yet", a question): "thank you next *is the omelette could you* grab three
    eggs" (sixty-seventh-session blind probe 372: the omelette had been taken with the eggs)."""
    words = list(words)
    for tail in _REQUEST_TAILS:
        if words[-len(tail):] == list(tail):
            words = words[:-len(tail)]
            break
    return (3 <= len(words) <= 5 and words[0] in ("is", "it's") and words[1] == "the"
            and any(is_thing(" ".join(words[n:])) for n in range(2, len(words))))


def _dish_next(tokens: Sequence[str], start: int, verb: int, is_thing: Callable[[str], bool],
               units: frozenset, verbs: frozenset) -> bool:
    """True when ``tokens[start:verb]`` are a dish (its last words a thing; not a word of ``verbs`` and a
    determiner: "*add the tomatoes next* mash the yeast" is a step, had been left out, where "the roast
    chicken next" is a dish; sixty-eighth session, generated commands), "the" before it or not, and
    "next" ("okay *chocolate mousse next* put two hundred grams of dark chocolate in a bowl":
    sixty-seventh-session blind probe 360, the mousse had been put in the bowl with the chocolate), and
    the verb's own object, another thing, follows (:func:`_own_object_follows`); or "first" after it, the
    verb's object any thing: "right *tofu first* get the tofu out of the fridge" (seventieth-session blind
    probe 459: "tofu" had been read as a verb, asked about)."""
    words = list(tokens[start:verb])
    if words[-1:] not in (["next"], ["first"]):
        return False
    first = words[-1] == "first"
    words = words[1:-1] if words[:1] == ["the"] else words[:-1]
    dish = next((" ".join(words[n:]) for n in range(len(words)) if is_thing(" ".join(words[n:]))), None)
    step = bool(words) and words[0] in verbs and (bool(NOUN_MARKERS.intersection(words[1:]))  # "add the tomatoes"
                                                  or not is_thing(" ".join(words)))  # "take away quinoa next"
    return (1 <= len(words) <= 3 and dish is not None and not step
            and _own_object_follows(tokens, verb, "" if first else dish, is_thing, units))


def _own_object_follows(tokens: Sequence[str], verb: int, dish: str, is_thing: Callable[[str], bool],
                        units: frozenset = frozenset()) -> bool:
    """True when the verb at ``verb`` is followed by a determiner or a number (and a word of ``units``
    and "of": "two hundred grams of") and a thing other than ``dish`` (up to three words after them), and
    no pronoun after a preposition of :data:`_PLACE_WORDS` in the verb's clause may stand for the dish; a
    describing word of :data:`slu_node.values.LEADING` may come before the thing ("the *small* saucepan")."""
    k = verb + 1 + (verb + 1 < len(tokens) and tokens[verb + 1] in ADDRESSEES)  # "grab *me* a cucumber"
    while k < len(tokens) and (tokens[k] in NOUN_MARKERS or tokens[k] in NUMBER_WORDS or (
            tokens[k] == "and" and tokens[k + 1:k + 2] and tokens[k + 1] in NUMBER_WORDS)):  # "a hundred *and* forty"
        k += 1
    if k == verb + 1 or tokens[k - 1] in ADDRESSEES:
        return False
    half = 3 * (tuple(tokens[k + 1:k + 4]) in AFTER_UNIT_FRACTIONS)  # "a litre *and a half* of"
    if k + 1 + half < len(tokens) and tokens[k] in units and tokens[k + 1 + half] == "of":
        k += 2 + half
    k += tokens[k:k + 1] != [] and tokens[k] in LEADING and not is_thing(tokens[k])  # "put the *small* saucepan"
    own = next((" ".join(tokens[k:k + n]) for n in (3, 2, 1) if k + n <= len(tokens)
                and is_thing(" ".join(tokens[k:k + n]))), None)
    # in the verb's clause: "now the sauce put the saucepan on a low heat and melt the butter *in it*" (the
    # saucepan; seventy-second-session blind probe 511)
    placed_pronoun = any(tokens[i] in OBJECT_PRONOUNS and tokens[i - 1] in _PLACE_WORDS
                         for i in range(verb + 1, next_clause_at(tokens, verb, is_thing)))
    return own is not None and own != dish and not placed_pronoun  # "now the salmon take the foil *off it*"


def _dish_step(words: Sequence[str], is_thing: Callable[[str], bool]) -> bool:
    """True when ``words`` are a dish (up to three words, the last a thing: ``is_thing``) and a step
    header ("*lasagne* step one put ...", "*lemon drizzle cake* step one take ...": sixty-fifth-session
    blind probe 336, the lasagne had been put on the hob with the pan)."""
    return any(words[n] in STEP_WORDS and is_thing(words[n - 1]) and _is_header(words[n:])
               for n in range(1, min(len(words), 4)))


#: Words that say what a read-out recipe says, before the step ("the recipe *says* ...").
_READING = frozenset({"says", "said", "say", "reads"})
#: Words of what is read out ("the *recipe* says").
_READ_SOURCES = frozenset({"recipe", "recipe's", "card", "method", "instructions", "video", "book", "packet",
                           "label", "website", "page", "app", "blog", "notes", "note"})
#: Words said for a source already named ("*it* says ...", "*this one* says").
_SOURCE_PRONOUNS = frozenset({"it", "this", "that"})


def _read_out(words: Sequence[str]) -> bool:
    """True when ``words`` (those before the verb) say where the step is read from: a source, then a
    word of :data:`_READING`, and "here" may follow it. The source is nothing ("says here"), a
    pronoun of :data:`_SOURCE_PRONOUNS` ("it says", "this one says"), a header of
    :func:`_is_header` ("step five says", "the last bit says") or up to three words that end with a
    word of :data:`_READ_SOURCES` ("the recipe says", "my other recipe says", "the instructions
    say")."""
    words = list(words[:-1]) if words[-1:] == ["here"] else list(words)
    if not words or words[-1] not in _READING:
        return False
    source = words[:-1]
    return (not source or source[0] in _SOURCE_PRONOUNS and (len(source) == 1 or source[1:] == ["one"])
            or _is_header(source) or (len(source) <= 3 and source[-1] in _READ_SOURCES))


#: Words that end an occasion said as a header ("it's taco *night*", "it's barbecue *day*").
_OCCASION_WORDS = frozenset({"day", "night", "time", "evening", "morning", "weekend"})
#: Of those, the ones an occasion said without "it's" ends with ("pasta *night*"), and the words before
#: them that say when instead ("last night", "one day": :func:`_is_header`).
_NAMED_OCCASIONS = frozenset({"day", "night"})
_NOT_AN_OCCASION = frozenset({"last", "one", "every", "next", "all", "each", "that", "this", "the", "some", "other"})
#: Words that start a time said as when, not a dish's time ("*for a* long time", "*first* time").
_NOT_A_DISH_TIME = frozenset({"for", "a", "any", "first", "at", "by", "in", "same", "about", "on"})


#: Words of how said right before the verb, after a header ("this lot's for the brownies *slowly* melt ...").
_HOW_BEFORE_VERB = frozenset({"slowly", "gently", "quickly", "carefully"})
#: What is got ready named before "for" and a dish: "*this lot's for* the brownies". English.
_SAID_FOR = (("this", "lot's", "for"), ("this", "lot", "is", "for"), ("this", "is", "for"), ("these", "are", "for"),
             ("that's", "for"))


def _said_for(words: Sequence[str], is_thing: Callable[[str], bool]) -> bool:
    """True when ``words`` say what is got ready is for a dish (``is_thing``), determiners before it:
    "*this lot's for the brownies* slowly melt the butter ..." (seventy-sixth-session blind probe 647, out
    of the domain); not for an occasion ("this one's for the dinner party ...", a curated not-command)."""
    said = next((p for p in _SAID_FOR if tuple(words[:len(p)]) == p), ())
    rest = [w for w in words[len(said):] if w not in _TOPIC_DETERMINERS]
    return bool(said) and bool(rest) and len(rest) <= 2 and is_thing(" ".join(rest))


#: Words for one of several rounds of the same steps, said as a header ("next *batch*", "for the next *lot*"), and
#: the words said before them.
_BATCH_WORDS = frozenset({"batch", "lot", "round", "load"})
_BATCH_LEADS = frozenset({"for", "the", "next", "second", "third", "last", "other", "first", "new", "this"})
#: Verbs of a dish said after "let's" as a header ("let's *do* porridge").
_DOING = frozenset({"do", "have"})
#: Subjects and verbs of a dish the household is making, said as a header ("*we're doing* a japanese breakfast
#: today", "*i'm making* a curry").
_MAKERS = frozenset({"we're", "i'm"})
_MAKING = frozenset({"doing", "making", "having", "cooking"})


def _is_header(words: Sequence[str]) -> bool:
    """True when ``words`` (those before the verb) are one header of :func:`course_headers`."""
    if not words:
        return False
    first, rest = words[0], list(words[1:])
    if words[-1] in _BATCH_WORDS and len(words) <= 4 and all(w in _BATCH_LEADS for w in words[:-1]):
        return True  # "*next batch* mix the oats ...", "*for the next lot* separate the yolks ..." (blind probe 723)
    if first == "it's":  # "okay robot *it's barbecue day* grab the honey" (sixty-seventh-session blind probe 357)
        return 2 <= len(words) <= 4 and words[-1] in _OCCASION_WORDS
    if 2 <= len(words) <= 3 and words[-1] in _NAMED_OCCASIONS and first not in _NOT_AN_OCCASION | CLAUSE_OPENERS:
        return True  # "right robot *pasta night* grab the big pot" (sixty-eighth-session blind probe 377), "*greek
        # salad night* grab me the cucumber" (seventy-sixth-session blind probe 671)
    if (2 <= len(words) <= 4 and words[-1] == "time" and first not in _NOT_AN_OCCASION | _NOT_A_DISH_TIME
            and first not in CLAUSE_OPENERS):
        return True  # "right *stir fry time* remove the seeds ...", "*kimchi fried rice time* saute ..." (blind
        # probes 406, 593)
    if 2 <= len(words) <= 4 and words[-1] == "tonight" and first not in _NOT_AN_OCCASION | CLAUSE_OPENERS:
        return True  # "right robot *roast chicken tonight* get the chicken out of the fridge" (blind probe 630)
    if first in _MAKERS and 3 <= len(words) <= _LONGEST and words[1] in _MAKING and not _NOT_IN_A_NAME.intersection(
            w for w in words[2:] if w not in _TOPIC_DETERMINERS):
        return True  # "okay robot *we're doing a japanese breakfast today* grab ..." (blind probe 691)
    if first == "let's" and 3 <= len(words) <= 5 and words[1] in _DOING and not _NOT_IN_A_NAME.intersection(words[2:]):
        return True  # "morning robot *let's do porridge* pour a cup of oats ..." (seventy-fifth-session probe 596)
    if first in MEALS:  # "right *breakfast* slide two waffles into the toaster" (blind probe 368)
        return len(words) == 1 or (len(words) == 2 and words[1] in ("next", "now", "time", "first"))
    if first in STEP_WORDS:  # "step three", "step number two", "stage 4"
        rest = rest[1:] if rest[:1] == ["number"] else rest
        return len(rest) == 1 and (rest[0].isdigit() or rest[0] in NUMBER_WORDS)
    if first == "for":  # "for the sauce"; "right *for dinner* get the beef mince ...", "*for my dinner* brush ..."
        if rest[-1:] and rest[-1] in PERSON_WORDS and len(rest) <= 2 and rest[:-1] in ([], ["the"], ["my"]):
            return True  # "and *for dad* fry four rashers of bacon ..." (seventy-seventh-session blind probe 697)
        return (2 <= len(rest) <= 3 and rest[0] in _TOPIC_DETERMINERS) or (
            1 <= len(rest) <= 2 and rest[-1] in MEALS and rest[:-1] in ([], ["my"], ["our"], ["your"]))
    if first == "on" and rest[:1] == ["to"]:  # "*on to the ribs now* season them ..." (blind probe 601); not "on
        rest = rest[1:-1] if rest[-1:] in (["now"], ["next"]) else rest[1:]  # the hob heat the oil", a place
        return 2 <= len(rest) <= 3 and rest[0] == "the"
    if first in ("here's", "heres"):
        words, first = words[1:], words[1] if len(words) > 1 else ""
    return first == "the" and 2 <= len(words) <= 3 and words[-1] in PART_WORDS
