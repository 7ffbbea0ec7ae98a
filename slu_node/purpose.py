"""Purpose and reason clauses after a command: what the action is for, not another action.

"stir the soup *so it doesn't burn*", "cover the bowl *to keep it warm*", "peel the potatoes *because
we're making mash*", "stir the risotto *while it cooks*", "stir the sauce now *or it will stick to the
pan*", "mix the flour and the sugar *before you add the eggs*", "squeeze the lemon over the fish *for
some extra flavour*". Read by the tagger, such a clause gave a second action ("so they warm up":
cook), a negation ("doesn't": the command was asked about) or an unknown argument ("flavour"); 25 of
the 40 commands of the twenty-fourth-session probe (``tests/fixtures/cooking_probe27.*``) were asked
about or done wrong. The parser leaves the clause out before tagging
(:meth:`slu_node.parser.SpokenCommandParser.parse`), and also an action's verb said again to bring in
what the action looks at ("check the chicken *to make sure* it's cooked through",
:func:`restated_verbs`). English.
"""

from __future__ import annotations

from typing import Callable, Container, Optional, Sequence

from slu_node.cues import PERSON_WORDS
from slu_node.domain import Domain
from slu_node.numbers import NUMBER_WORDS, ONES, TENS, TIME_UNIT_WORDS
from slu_node.waiting import WAITING_VERBS
from slu_node.textnorm import (BE_FORMS, CLAUSE_WORDS, LEAD_IN_PHRASES, NEED_WORDS, NOUN_MARKERS, SHAPE_PHRASES,
                               STATING_BE, clause_start, gives_action, ing_base_forms, phrases_at, stated_thing,
                               thing_end, verb_said)

#: Pronouns after "so", "while", "since", "or" and "otherwise" that make them start a clause of its
#: own subject ("so *it* doesn't burn", "or *it'll* stick"); "so now heat the squid" and "or three
#: eggs" stay.
SUBJECT_PRONOUNS = frozenset({"it", "it's", "it'll", "they", "they're", "they'll", "there", "there's", "that",
                              "that's", "that'll", "this", "i", "i'm", "i'll", "i've", "you", "you're", "you'll",
                              "we", "we're", "we'll", "he", "she", "everything", "nothing",
                              # "... so *nobody* ends up with a pip" (seventy-second-session blind probe 505)
                              "nobody", "everybody", "everyone", "somebody", "someone"})
#: Determiners that start a subject after "so", "while" and "since" too ("so *the* bottom doesn't
#: burn"); not after "or", where they start the other choice ("add the milk or *the* cream").
SUBJECT_DETERMINERS = frozenset({"the", "your", "my", "our", "its", "their", "all"})
#: Words that start a purpose or reason clause whatever follows them.
_ALWAYS = frozenset({"because", "cause", "'cause", "coz"})
#: Words that start one when a subject follows (:data:`SUBJECT_PRONOUNS`, or for these
#: :data:`SUBJECT_DETERMINERS` too); "so that" is read as "so".
_BEFORE_SUBJECT = frozenset({"so", "while", "whilst", "since", "or", "otherwise"})
_BEFORE_DETERMINER = frozenset({"so", "while", "since", "otherwise"})
#: Words that say what will be after a subject: with one of them in the next few words, "or" before a
#: determiner starts a warning, not another choice ("heat the oil *or the noodles will* stick", not "add
#: the milk or the cream"; sixty-second-session blind probe 234). English.
_WARNING_MODALS = frozenset({"will", "won't", "might", "may", "could", "would", "can", "gets", "goes", "turns"})
#: How many words after "or" a word of :data:`_WARNING_MODALS` may come.
_WARNING_REACH = 4
#: Verbs that, after "to", say what an action is for though the domain knows them: "to *keep* it warm",
#: "to *let* it cool". Other domain verbs after "to" are the command's ("use the grater *to zest* the
#: lemon", "leave the rice *to bring to the boil*"), as is "to make sure", check's verb.
PURPOSE_VERBS = frozenset({"keep", "stop", "help", "let", "cool", "get", "give", "allow", "avoid", "prevent"})
#: Phrasal verbs that say what an action is for after "to", though their verb is the domain's: "add a
#: pinch of salt *to bring out* the flavour" had read remove's "bring out" as a second action; "chuck in a
#: teaspoon of sugar *to take the edge off* the acidity" had asked about the edge (seventy-sixth-session blind
#: probes 643 and 646).
PURPOSE_PHRASES = (("bring", "out"), ("take", "the", "edge", "off"),
                   # "grate some fresh horseradish *to go with* the beef" (seventy-seventh-session blind probe 687)
                   ("go", "with"))
#: Words after "for" that say who a thing is for, though the domain knows them: "open a bottle of red wine
#: *for the table*" had asked about the table as the destination (seventy-seventh-session blind probe 687).
_FOR_PHRASES = (("the", "table"),)
#: Words that start such a clause after "for", whatever follows: a day's meal ("chill them *for tomorrow's*
#: custard": seventy-seventh-session blind probe 712, asked about).
_FOR_DAYS = frozenset({"tomorrow's", "tonight's", "today's", "tomorrow", "tonight", "later", "sunday's",
                       "saturday's", "friday's"})
#: Words before "to" that make it no purpose: the verb after it is what is wanted ("remember *to* stir",
#: "i want you *to* peel") or where something goes ("give it *to* me").
_NOT_BEFORE_TO = frozenset({"remember", "forget", "try", "want", "wants", "need", "needs", "have", "has", "got",
                            "going", "gonna", "able", "like", "love", "start", "begin", "continue", "ready", "time",
                            "how", "what", "where", "you", "me", "us", "order", "used", "supposed", "ought",
                            "come"})  # "*come* to think of it", a correction's lead (blind probe 486)
#: Words that may follow "for" in a purpose phrase besides words the domain does not know ("for *some
#: extra* flavour"); "for a bit" and "for ten minutes" stay.
_FOR_WORDS = frozenset({"some", "a", "an", "the", "extra", "more", "added", "bit", "of", "little", "nice", "better",
                        "good", "great"})
#: Words that open a purpose clause without a subject after them (left alone with ``subject_only``).
_NOT_SUBJECT_OPENED = frozenset({"to", "for", "in", "until", "without"})
#: Words that end a purpose clause: what follows them is the next action ("so it melts *then* add it").
_CLAUSE_ENDS = frozenset({"then", "next", "also", "afterwards", "please", "thanks", "thank", "meanwhile"})
#: Words after "and" that make it join the next action, not the clause's own words ("mash them while they're
#: still hot *and meanwhile* warm the milk": seventy-first-session blind probe 496, the milk left out).
_AFTER_AND = frozenset({"then", "now", "next", "also", "after", "meanwhile"})


def purpose_clauses(tokens: Sequence[str], verbs: frozenset, known: frozenset,
                    states: Container[str] = frozenset(), subject_only: bool = False,
                    ordering: Container[int] = frozenset()) -> set[int]:
    """Indices of the words of each purpose or reason clause that follows a command in ``tokens``.

    A clause starts after a word of ``verbs`` (the first words of the domain's verb phrases) has been
    said, with:

    - "because" (:data:`_ALWAYS`);
    - "so", "while", "since", "or", "otherwise" before a subject pronoun (:data:`SUBJECT_PRONOUNS`):
      "so it doesn't burn", "while it cooks", "or it will stick"; "so", "while", "since" and
      "otherwise" before a determiner (:data:`SUBJECT_DETERMINERS`) too: "so the bottom doesn't burn";
      "or" before one when a word of :data:`_WARNING_MODALS` follows within a few words ("or the
      noodles will stick"); "so that" as "so";
    - "to make sure" before a negation ("... to make sure it doesn't catch"; without one it is check's);
      "as" before a subject said with its verb ("... *as we're* piping it onto the cake");
    - "in case": "crack the eggs into a bowl first in case one of them is bad"; "that way" and two words
      at least: "put them on the wire rack that way the bottoms won't go soggy";
    - "to" (or "in order to") before a verb: a word the domain does not know ("to soften it") or one of
      :data:`PURPOSE_VERBS` ("to keep it warm") or a phrase of :data:`PURPOSE_PHRASES` ("to bring out
      the flavour"), not after the words of :data:`_NOT_BEFORE_TO` ("i want
      you to") nor in "use the whisk to ..." (an instrument's expression); one that says only what a
      thing waits to do, a verb of the domain's too ("to chill"), ends before "for" and its time
      (:func:`_wait_time_at`);
    - "before" before a subject pronoun or an "-ing" form: "mix the flour and the sugar before you add
      the eggs", "stir it before serving" (not "after", which puts off the command: "whisk the eggs
      after you crack them"); the parser keeps such a clause that says a step of the domain, done
      after the command (:func:`slu_node.ordering.said_order`, fifty-eighth session);
    - "without" before an "-ing" form: "flip the omelette without breaking it" (twenty-fifth
      session: "breaking" had been read as open's verb, a second action);
    - "for" before words the domain does not know, with at most :data:`_FOR_WORDS` words among them
      ("for some extra flavour"), not "for a bit", or before a phrase of :data:`_FOR_PHRASES` that ends
      the clause ("for the table") or a word of :data:`_FOR_DAYS` ("for tomorrow's custard");
    - "until" before a subject, in a clause with a word the domain does not know and none of
      ``states``: "whisk the batter until there are no lumps", "stir the sauce until it thickens"
      (twenty-sixth session: "no" had been read as the command taken back, "thickens" as an unknown
      state); "until it's golden" stays, the state the command waits for.

    It runs to the end of ``tokens``, or to the next action: a word of :data:`_CLAUSE_ENDS`, or "and"
    before a word of ``verbs`` or :data:`_AFTER_AND` ("so it melts *and then* add it to the pasta").

    Args:
        tokens: the utterance's words (:func:`slu_node.textnorm.tokenize`).
        verbs: the first words of the domain's verb phrases (:attr:`slu_node.domain.Domain.verb_starts`).
        known: the domain's words (:attr:`slu_node.domain.Domain.known_words`).
        states: the first words of the domain's modality values
            (:attr:`slu_node.domain.Domain.modality_starts`).
        subject_only: only the clauses a subject opens ("so", "while", "since", "or", "otherwise",
            "before" with their subject; "because"), as for speech heard in noise, where the words
            after "to", "for", "until" or "without" may be ones the recogniser made up: "take the eggs
            out of the fridge *so they warm up*", heard exactly at 10 dB, had been
            ``[remove(egg, fridge), cook(*[ingredients]*)]`` (twenty-eighth session).
        ordering: indices of words that only order two steps, where no clause starts
            (:func:`slu_node.ordering.between_steps`: "heat the oil and *while* that's heating peel
            the garlic" is no purpose of the heating).

    Returns:
        the indices to leave out; empty when there is no such clause.
    """
    out: set[int] = set(fronted_clause(tokens, verbs, known=None if subject_only else known))
    seen_verb = False
    i = 0
    while i < len(tokens):
        start = (_clause_start(tokens, i, verbs, known, states)
                 if seen_verb and i not in ordering and not (subject_only and tokens[i] in _NOT_SUBJECT_OPENED)
                 else None)
        if start is None:
            seen_verb = seen_verb or tokens[i] in verbs
            i += 1
            continue
        end = _clause_end(tokens, start, verbs)
        if tokens[i] == "to" and (timed := _wait_time_at(tokens, i + 1)) is not None and timed < end:
            end = timed
        out.update(range(i, end))
        i = end
    return out


def _wait_time_at(tokens: Sequence[str], at: int) -> Optional[int]:
    """The index of "for" when ``tokens[at]`` says what a thing waits to do
    (:data:`~slu_node.waiting.WAITING_VERBS`), "up" or "down" after it, and "for" follows: a "to"
    clause then ends before "for" and its time, the command's ("pop it in the fridge to rest *for half
    an hour*" is put's 30 min, "put the dough in the fridge to chill for an hour" no second put;
    sixty-eighth-session blind probe 378, the time had been left out with the clause); else None."""
    k = at + 1 + (list(tokens[at + 1:at + 2]) in (["up"], ["down"]))
    return k if at < len(tokens) and tokens[at] in WAITING_VERBS and list(tokens[k:k + 1]) == ["for"] else None


#: Words that say what a thing does, after "before" and a determiner and its thing: a clause of its own
#: ("check it's hot *before the first chapati goes* on", "whip the cream *before the birthday girl
#: comes* in"; sixty-second-session blind probes 246, 247), not "before the eggs". English.
_HAPPENING = frozenset({"goes", "go", "comes", "come", "gets", "get", "arrives", "arrive", "burns", "burn", "starts",
                        "catches", "sticks", "sets", "cools", "melts", "is", "are", "turns", "wakes"})
#: Words that start a clause said before the command ("*while* the pasta cooks, grate the cheese"),
#: before a subject (:data:`SUBJECT_PRONOUNS`, :data:`SUBJECT_DETERMINERS`) or, "before", an "-ing"
#: form.
_FRONTED = frozenset({"before", "while", "whilst", "since", "because"})
#: What a statement said first says of its thing (:func:`stated_fact`): a form of "be", or "has" / "have"
#: before a participle, or a verb of how it seems ("the sauce *tastes* a bit flat add a teaspoon of tomato
#: puree": seventy-third-session blind probe 552, the sauce had been added too). English.
_STATING = STATING_BE | {"has", "have", "tastes", "taste", "looks", "look", "smells", "smell", "seems", "seem",
                         "feels", "feel"}
#: Subjects of a purpose said first with "so": a thing's, not a person's ("so *it* doesn't stick", not
#: "so *we'll* ..."; :func:`fronted_clause`).
_THING_SUBJECTS = frozenset({"it", "it's", "it'll", "they", "they're", "they'll", "there", "there's", "that",
                             "that's", "this", "everything", "nothing"})
#: Words after "to" that start a place or an amount, not an infinitive (:func:`fronted_clause`).
_PLACE_DETERMINERS = frozenset({"a", "an", "the", "this", "that", "these", "those", "each", "every", "one", "two"})
#: Words that start a condition said before the command (:func:`fronted_condition`).
_CONDITIONS = frozenset({"when", "whenever", "if", "unless", "once",
                         # inverted: "*should the caramel start to smoke* pull the pan off the heat" (a not-command
                         # of the fixture, done once "straight away" after it was left out: seventy-fourth session)
                         "should"})
_AS_SOON_AS = ("as", "soon", "as")
#: Words after which a word of the domain's verbs says how something is, in such a clause: "while
#: it's *still* warm" ("warm" is cook's verb), "before it gets *too* hot". English.
_BEFORE_COMPLEMENT = BE_FORMS | {"still", "too", "very", "so", "really", "quite", "nice", "not", "get", "gets",
                                  "getting", "got", "stays", "keep", "keeps"}
#: Words after which a verb of the domain is the clause's own, not the command's: "*so it doesn't boil*
#: over take the lid off the pot" (sixty-second-session blind probe 234: done as cook and uncover).
_CLAUSE_AUXILIARIES = frozenset({"doesn't", "don't", "didn't", "won't", "can't", "will", "would", "might", "does",
                                 "did", "it'll", "they'll"})


def fronted_condition(tokens: Sequence[str], verbs: frozenset) -> range:
    """The indices of a condition said first, before the command, as :func:`fronted_clause` finds a
    clause: "*when the water boils* add the pasta", "*if the soup is too thick* add some water",
    "*once the oil is hot* add the onions". The command waits for it, so it is asked about
    (:class:`slu_node.clarify.ClarificationPolicy`, its ``waits``); read whole, "when the water
    boils add the pasta" was out of domain, its tags all ``O`` (thirtieth session). Empty when there
    is no such clause. So is one said with "as soon as" ("*as soon as the butter has melted* throw in
    the garlic": out of domain until the sixty-eighth session)."""
    i = clause_start(tokens)
    if tuple(tokens[i:i + 3]) == _AS_SOON_AS:
        found = fronted_clause(tokens[i + 2:], verbs, frozenset({"as"}))
        return range(i, i + 2 + found.stop) if found else range(0)
    return fronted_clause(tokens, verbs, _CONDITIONS)


def stated_fact(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool],
                states: Container[str] = frozenset()) -> tuple[range, str]:
    """The indices of a statement said first, before the command, and the thing it is about: after
    clause openers and fillers, determiners, a thing (``is_thing``, one to three words), "is",
    "are", "was" or "were" (:data:`~slu_node.textnorm.STATING_BE`) or "has" / "have" ("the butter
    has melted, add the flour"), at least one more word, up to the first word of ``verbs`` (or "use": "the
    grater is in the drawer *use* it to zest the lemon", seventy-sixth-session blind probe 666) that is
    no word of ``states`` ("the milk is *warm*, whisk in the eggs": a state, though cook's verb too)
    and not after a determiner; right after the form of "be" it is no statement ("beef are add in
    the eggs ...", heard at 10 dB). "the oil is hot now add the onions" had
    been ``add([oil, onion], ..., hot)``, done; "the soup is ready so stir it" asked what "it" was
    (fifty-second session). The statement asks for nothing; the thing is what a pronoun of the
    command stands for. So is a thing said to be there ("*there are some pears in the bowl* peel two
    of them": sixty-first-session blind probe 214, asked what "them" was; :func:`_there_is`).
    ``(range(0), "")`` when there is none, or no verb after it."""
    found = stated_thing(tokens, is_thing, _STATING)
    there = found is None and (found := _there_is(tokens, is_thing)) is not None  # its third index ends the thing
    thing_stop = None
    if found is None and (placed := _placed_subject(tokens, verbs, is_thing)) is not None:
        found, thing_stop = placed
    if found is None:
        return range(0), ""
    start, thing, be = found
    end = next((e for e in range(be + (not there), len(tokens)) if (tokens[e] in verbs or tokens[e] == "use")
                and tokens[e] not in states and tokens[e - 1] not in NOUN_MARKERS and tokens[e - 1] != "in"), None)
    if end is not None:  # "the water's boiling now so *for three minutes* blanch ...": the command's own time
        end = next((k + 1 for k in range(be + 2, end) if tokens[k] == "so" and tokens[k + 1] in _TIMED), end)
    return ((range(start, end), " ".join(tokens[thing:thing_stop or be])) if end is not None and end > be + 1
            else (range(0), ""))


#: Words after "so" that start the command's own time or temperature, said before its verb (:func:`stated_fact`).
_TIMED = frozenset({"for", "at"})


#: Prepositions of where a stated thing is, said before the form of "be" ("the pot *at* the back is ...").
_SUBJECT_PLACES = frozenset({"at", "in", "on", "by", "near"})
#: Most words of where it is.
_SUBJECT_PLACE_WORDS = 4


def _placed_subject(tokens: Sequence[str], verbs: frozenset,
                    is_thing: Callable[[str], bool]) -> Optional[tuple[tuple[int, int, int], int]]:
    """``((start, thing start, form), thing end)`` of a statement whose thing is said with where it is
    before the form of "be" or "has": "the pot *at the back* has started boiling take it off the heat",
    "the sauce *in the little saucepan* is too thick add a splash of water to it" (seventy-first-session
    blind probe 478: the thing and its place had been read as the command's); None when there is none.
    Where it is takes up to :data:`_SUBJECT_PLACE_WORDS` words after a preposition of
    :data:`_SUBJECT_PLACES`, none of them a verb of ``verbs``."""
    start = k = clause_start(tokens)
    while k < len(tokens) and tokens[k] in NOUN_MARKERS:
        k += 1
    end = thing_end(tokens, k, is_thing)
    if end is None or end >= len(tokens) or tokens[end] not in _SUBJECT_PLACES:
        return None
    form = next((f for f in range(end + 2, min(end + 2 + _SUBJECT_PLACE_WORDS, len(tokens)))
                 if tokens[f] in _STATING), None)
    if form is None or any(t in verbs for t in tokens[end + 1:form]):
        return None
    return (start, k, form), end


#: Words after a pronoun and "out" that end the clause of taking a thing out (:func:`taken_out_of_stated`).
_AFTER_OUT = frozenset({"and", "then", "now", "please"})


def taken_out_of_stated(tokens: Sequence[str], stated: range,
                        is_place: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """``{index: words}`` for :func:`slu_node.textnorm.expand_tokens`: "out" said after a pronoun, at the end or
    before a word of :data:`_AFTER_OUT`, after a statement (``stated``: :func:`stated_fact`) that says where
    the thing is, "in" or "on" the place (``is_place``, one or two words after "the"), read "out of
    the <place>": "the whisk is in the dishwasher take it *out* and whisk the egg whites with it" takes it out
    of the dishwasher, as three blind references of seventy-sixth-session probe 666 write (the place had been
    left out). Empty when there is none."""
    if not stated:
        return {}
    said = list(tokens[stated.start:stated.stop])
    place = next((said[i + 2:i + 2 + n] for i, t in enumerate(said)
                  if t in ("in", "on") and said[i + 1:i + 2] == ["the"]
                  for n in (2, 1) if is_place(" ".join(said[i + 2:i + 2 + n]))), None)
    if not place:
        return {}
    return {k: ("out", "of", "the", *place) for k in range(stated.stop + 1, len(tokens))
            if tokens[k] == "out" and tokens[k - 1] in ("it", "them")
            and (k + 1 == len(tokens) or tokens[k + 1] in _AFTER_OUT)}


#: Words that say a thing is there ("*there are* some pears in the bowl").
_THERE_IS = (("there", "are"), ("there", "is"), ("there's",), ("there're",))


def _there_is(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> Optional[tuple[int, int, int]]:
    """``(start, thing start, thing end)`` of "there are" and a thing said first ("there are *some
    pears* in the bowl"), as :func:`~slu_node.textnorm.stated_thing` gives a statement's, or None."""
    start = clause_start(tokens)
    phrase = next((p for p in _THERE_IS if tuple(tokens[start:start + len(p)]) == p), None)
    if phrase is None:
        return None
    k = start + len(phrase)
    while k < len(tokens) and (tokens[k] in NOUN_MARKERS or tokens[k] in NUMBER_WORDS):  # "some", "two"
        k += 1
    end = thing_end(tokens, k, is_thing)
    return None if end is None else (start, k, end)


#: Words read past between "so" and the command it introduces ("so *just* knead it", "so *go ahead
#: and* give it a flip").
_AFTER_SO = frozenset({"just", "now", "then", "go", "ahead", "and", "please", "you", "can", "could", "let's",
                       "only",  # "dad's on a low salt diet so *only* add a pinch of salt" (probe 245)
                       # "... glasses again so *would* you tell me whether ..." (seventy-fourth-session probe 560)
                       "would", "will"})


#: A hedge said before the command after "so" (:func:`_action_follows`).
_HEDGE = ("i", "think")


def _action_follows(tokens: Sequence[str], j: int, verbs: frozenset, requests: Sequence[tuple[str, ...]] = ()) -> bool:
    """True when, past words of :data:`_AFTER_SO` and a lead-in (:data:`~slu_node.textnorm.LEAD_IN_PHRASES`:
    "i might be wrong but *i think we should* add a tablespoon of salt", seventy-second-session blind probe
    500) and a hedge (:data:`_HEDGE`) from ``j``, a word of ``verbs`` is said as a verb, "give" says an action
    as a noun ("give it a flip"), or a phrase of ``requests`` starts."""
    while j < len(tokens) and tokens[j] in _AFTER_SO:
        j += 1
    j += next((len(p) for p in LEAD_IN_PHRASES if tuple(tokens[j:j + len(p)]) == p), 0)
    j += 2 * (tuple(tokens[j:j + 2]) == _HEDGE)  # "... so *i think* i'm going to need the big pot" (probe 719)
    return j < len(tokens) and (verb_said(tokens, j, verbs) or gives_action(tokens, j)
                                or request_at(tokens, j, requests))


def request_at(tokens: Sequence[str], j: int, requests: Sequence[tuple[str, ...]]) -> bool:
    """True when a phrase of ``requests`` (the domain's phrases that ask for a thing) starts at ``j``."""
    return any(tuple(tokens[j:j + len(p)]) == tuple(p) for p in requests)


def reason_first(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool],
                 requests: Sequence[tuple[str, ...]] = ()) -> tuple[range, str]:
    """The indices of a reason said first and joined to the command by "so", and the first thing it
    names: "garlic burns really easily *so* fry it gently", "the key to a good mash is dry potatoes so
    drain them in the colander" (as a TV cook talks: fifty-fifth-session probe 82, 7 of 40 done at
    first, the reason's words read as unknown objects or the whole said out of domain). The reason
    starts the utterance (after clause openers), has at least two words and does not start with a word
    of ``verbs`` (the first words of the domain's verb phrases) unless a thing (``is_thing``) starts
    there ("*stir fries* need ..."; not before a determiner: "*heat* the oil in the wok the boys like
    everything spicy so throw in two chillies", sixty-second-session blind probe 245); after "so" and
    words of :data:`_AFTER_SO` a word of ``verbs`` is said as a verb (or "give" an action as a noun:
    "give it a flip"), or a phrase of ``requests`` (the
    domain's phrases that ask for a thing: "so *we'll need* two hundred grams of cheddar"). The reason
    asks for nothing; the first thing it names, its topic as a rule ("the *dough's* a bit sticky": the
    dough), is what a pronoun of the command stands for ("garlic ... fry *it*"), as centering theory
    ranks a subject first (:mod:`slu_node.antecedents`); on spoken probe 82 the last thing named did no
    better. A need of an amount or a time said in it (:func:`_needs_an_amount`) makes it no such reason.
    ``(range(0), "")`` when there is none."""
    start = clause_start(tokens)
    starts_with_thing = thing_end(tokens, start, is_thing) is not None
    if start >= len(tokens) or (tokens[start] in verbs and (
            not starts_with_thing or tokens[start + 1:start + 2] and tokens[start + 1] in NOUN_MARKERS)):
        return range(0), ""  # a thing said as a verb before a determiner is the verb: "*heat* the oil ... so"
    for k in range(start + 2, len(tokens) - 1):
        if tokens[k] != "so":
            continue
        if _action_follows(tokens, k + 1, verbs, requests):
            words = [t[:-2] if t.endswith("'s") else t for t in tokens[start:k]]  # "the dough's sticky"
            if _needs_an_amount(words):
                return range(0), ""
            thing = next((" ".join(words[a:a + n]) for a in range(len(words)) for n in (3, 2, 1)
                          if is_thing(" ".join(words[a:a + n]))), "")
            return range(start, k + 1), thing
        return range(0), ""
    return range(0), ""


#: Words that turn from small talk to the command ("what a week it's been *anyway* could you peel the
#: plantains", "right where were we *oh yes* add the honey"). English.
TURNING_PHRASES = (("anyway",), ("anyhow",), ("oh", "well"), ("oh", "yes"), ("oh", "yeah"), ("oh", "i", "know"),
                   ("okay", "now"), ("right",), ("so",),
                   # "look i know it's late and i'm on my last legs *but* sear the steaks ..."
                   # (sixty-second-session blind probe 240, a tired parent: out of domain)
                   ("but",))


def _needs_an_amount(words: Sequence[str]) -> bool:
    """True when ``words``, said before the command, say what a thing needs (:data:`NEED_WORDS`) with a
    number right after it: "the muffins *need twenty minutes* at two hundred degrees so get them baking" asks for the
    time and the heat, no talk to leave out (seventieth-session blind probe 442: done without them)."""
    return any(w in NEED_WORDS and (any(t in ONES or t in TENS or t[0].isdigit() for t in words[k + 1:k + 3])
                                    or (words[k + 1:k + 2] in (["a"], ["an"])  # "needs *an hour* ..." (probe 557)
                                        and words[k + 2:k + 3] and words[k + 2] in TIME_UNIT_WORDS))
               for k, w in enumerate(words))


def small_talk(tokens: Sequence[str], verbs: frozenset) -> range:
    """The indices of small talk said before the command and the word that turns from it
    (:data:`TURNING_PHRASES`): "gosh it's freezing in here today *anyway* roast the pumpkin for forty
    minutes", "my sister rang this morning she says hello *okay now* wrap the salmon in foil" (a
    blind probe of commands wrapped in social talk, fifty-fifth session: 20 of 40 done at first, the
    talk read as out of domain). The talk has at least three words and no word of ``verbs`` (the
    first words of the domain's verb phrases) said as a verb; after the turning words and words of
    :data:`_AFTER_SO` a word of ``verbs`` is said as a verb, or "give" an action as a noun. The last
    such turn counts. Empty when there is none."""
    found = range(0)
    for k, phrase in phrases_at(tokens, TURNING_PHRASES):
        if (k >= 3 and _action_follows(tokens, k + len(phrase), verbs)
                and not any(verb_said(tokens, i, verbs) for i in range(k)) and not _needs_an_amount(tokens[:k])):
            found = range(0, k + len(phrase)) if k + len(phrase) > found.stop else found
    return found


#: Words right before a verb that make it no command's first word: it is said of someone, asked about,
#: planned or led into ("the kids are going *to* love ...", "did *i* put ..."; not "please"). English.
_NOT_BEFORE_COMMAND = SUBJECT_PRONOUNS | frozenset({
    "to", "he", "they", "i'd", "you'd", "we'd", "will", "would", "can", "could", "should", "shall", "must", "may",
    "might", "do", "does", "did", "don't", "didn't", "not", "never", "let", "me", "us", "let's", "gonna", "wanna",
    "gotta", "and", "or", "but", "if", "when", "once", "after", "before", "while", "until", "unless",
    # a preposition before a verb's word makes it a noun: "he's been cooking the books *at* work for years"
    # (sixtieth-session blind set: done as knead, "work" being its verb)
    "at", "of", "from", "by", "for", "with"})
#: Words that make talk said before a command part of it, or of what it waits on ("*if* the soup is
#: thick ...", "*before* you ..."), or a question ("*where* did i put ..."): not small talk. English.
_NOT_CHATTER = frozenset({"if", "when", "whenever", "unless", "once", "after", "before", "while", "until", "till",
                          "as", "because", "since", "so", "not", "don't", "never", "no", "what", "where", "why",
                          "how", "who", "which", "whether", "should", "could", "would", "can", "will", "shall",
                          "do", "does", "did", "need", "needs", "want", "wants", "later", "tomorrow", "tonight",
                          "and", "then", "first", "for",
                          # what is read out or told, not asked for ("the card *says* ...", "i'm *reading*
                          # out tomorrow's recipe ...", "*listen* to the method ...")
                          "says", "said", "say", "goes", "went", "reads", "read", "reading", "recipe", "recipe's",
                          "card", "method", "instructions", "video", "book", "writing", "write", "listen", "note",
                          "used", "day", "week", "weekend",
                          # a request frame ("*i'd love* a dark roast coffee ...")
                          "i'd", "we'd", "like", "love", "fancy", "wish"})


#: Words of what is read out: "says" after them is the command's source (:func:`_reported`).
READ_OUT = frozenset({"recipe", "recipe's", "card", "method", "instructions", "video", "book", "packet", "label"})
#: Endings of words that negate or name a day ("can't", "thursday", "tomorrow's"): not small talk.
_NOT_CHATTER_ENDS = ("n't", "day", "day's", "row's", "night's")


#: Subjects a remark about the speaker, the household or the day starts with, said before the command
#: ("*i'm* absolutely dying for a cup of tea boil some water in the kettle", "*i* can't believe it's
#: raining again crack three eggs into the bowl", "*it's* been such a hot day put the watermelon in
#: the fridge"; sixty-second-session blind probes 249 and 258). English.
_REMARK_SUBJECTS = frozenset({"i", "i'm", "i've", "we", "we're", "we've", "he", "he's", "she", "she's", "they",
                              "they're", "they've", "it's", "there's"})
#: Determiners a remark's subject may start with: with a person, a word the domain does not know, a
#: word in "'s" or a word of :data:`_REMARK_VERBS` after the next ("*my mum* just rang", "*the
#: landlord* still hasn't fixed the tap", "*my back's* killing me", "*the kids will* be home").
_REMARK_DETERMINERS = frozenset({"my", "our", "the"})
_REMARK_VERBS = frozenset({"will", "won't", "is", "are", "was", "were", "has", "have", "had", "can't", "love", "loves",
                           "like", "likes", "hate", "hates"})
#: Words right before a verb that make it the remark's own ("my brother can't *even* boil an egg", "i
#: watched *him* fry the eggs"), besides :data:`_NOT_BEFORE_COMMAND`.
_BEFORE_ITS_VERB = frozenset({"even", "never", "always", "ever", "really", "still", "also", "sometimes", "usually",
                              "often", "actually", "barely", "hardly", "only", "to", "him", "her", "them", "it",
                              "people", "someone", "everyone", "everybody", "nobody", "and"})
#: Words after a command's verb besides determiners and numbers ("peel *them*", "pass *me* ...", "bring
#: *in* ..."; :func:`remark_first`).
AFTER_VERB = frozenset({"it", "them", "me", "us", "in", "out", "off", "up", "over", "down", "back"})
#: Words of :data:`_NOT_CHATTER` a remark may say ("... *for* a cup of tea", "my mum just rang *and*
#: she's coming for lunch").
_IN_REMARKS = frozenset({"for", "and"})


def _remark(talk: Sequence[str], known: Container[str], is_thing: Callable[[str], bool]) -> bool:
    """True when ``talk``, the words before a verb of the command, is a remark of its own: at least
    three words, led by a subject of :data:`_REMARK_SUBJECTS`, a person of the household
    (:data:`slu_node.cues.PERSON_WORDS`), or a determiner of :data:`_REMARK_DETERMINERS` and a person,
    a word foreign to the domain (``known``), a word in "'s" or a word before one of
    :data:`_REMARK_VERBS`; with none of :data:`_NOT_CHATTER` but :data:`_IN_REMARKS` (a condition, a
    wish, a question, a need, what is read out), no day nor negation right before the verb ("can't
    even"), and not ending in a word of :data:`_BEFORE_ITS_VERB`, which make the verb the remark's;
    after a determiner, no thing (``is_thing``) in its first words: "the big pot put it on the stove"
    says the thing first. Sixty-fourth session (blind probe 302, news said first): words of
    :data:`_REMARK_OPENERS` before it are read past; a name (a word the domain does not know, no thing)
    with "'s" or before a word of :data:`_NEWS_VERBS` is a subject too; "yesterday" puts nothing off;
    "says" before a clause of its own (:func:`_reported`) reads out nothing."""
    opened = next((i for i, t in enumerate(talk) if t not in _REMARK_OPENERS), len(talk))
    talk = talk[opened:]
    if (len(talk) < 3 or any(t in _NOT_CHATTER and t not in _IN_REMARKS and not _reported(talk, i)
                             and not (i == 1 and talk[0] in ("i", "we") and t in _SAID_OF_ONESELF)
                             and not (t == "tonight" and talk[0] in _REMARK_SUBJECTS)
                             for i, t in enumerate(talk))
            or talk[-1] in _BEFORE_ITS_VERB or talk[-1] in _NOT_BEFORE_COMMAND
            or any(t.endswith(_NOT_CHATTER_ENDS) and t not in _PAST_DAYS for t in talk[-2:])):
        return False
    first, second = talk[0], talk[1]
    if first in _REMARK_DETERMINERS and any(thing_end(talk, j, is_thing) is not None for j in (1, 2, 3)):
        return False  # a thing said first, taken up after ("the big pot put it on the stove")
    named = first[:-2] if first.endswith("'s") else first  # "*marco* finally broke up ...", "*rachel's* signed up ..."
    return first in _REMARK_SUBJECTS or first in PERSON_WORDS or (first in _REMARK_DETERMINERS and (
        second in PERSON_WORDS or second.endswith("'s") or (second.isalpha() and second not in known)
        or talk[2] in _REMARK_VERBS)) or (named.isalpha() and named not in known and not is_thing(named)
                                          and (first.endswith("'s") or second in _NEWS_VERBS))


#: Words a remark may open with ("*honestly* the traffic on the ring road was a nightmare", "*so* marco
#: finally broke up with his girlfriend"; sixty-fourth-session blind probe 302). English.
_REMARK_OPENERS = frozenset({"honestly", "apparently", "so", "oh", "well", "basically", "seriously", "anyway", "um",
                             "uh", "er", "erm",
                             # "*sorry* i'm getting ahead of myself pop the feta back in the fridge"
                             # (seventieth-session blind probe 455, a cook apologising: asked about)
                             "sorry", "okay", "ok", "right", "robot", "hey"})
#: (A remark led by one of :data:`_REMARK_SUBJECTS` may say "tonight" of itself: "*we're* making a curry
#: from scratch *tonight* put the big pot on the hob", probe 445, out of the domain before.)
#: Modals said after "i" or "we" in a remark, saying what the speaker can do, not asking ("*i can* barely
#: hear myself think get me a packet of rice noodles": probe 444). English.
_SAID_OF_ONESELF = frozenset({"can", "could", "can't", "couldn't"})
#: Words after a name that make it a remark's subject ("*marco finally* broke up ...", "*jess reckons* the
#: cafe ...", "*emma got* the promotion"), besides :data:`_REMARK_VERBS`. English.
_NEWS_VERBS = _REMARK_VERBS | {"finally", "just", "got", "reckons", "thinks", "told", "rang", "called", "texted",
                               "said", "says", "only", "still"}
#: Days that are past: no command is put off to them ("she only found out *yesterday*").
_PAST_DAYS = frozenset({"yesterday", "yesterday's"})
#: Words of what someone said that a clause with its own subject follows ("kate *says the* wedding's off").
_REPORTING = frozenset({"says", "said", "say"})
_REPORTED_SUBJECTS = frozenset({"the", "a", "an", "his", "her", "their", "our", "my", "it's", "there's", "they",
                                "they're", "he", "she", "he's", "she's", "we're", "it"})


def _reported(talk: Sequence[str], i: int) -> bool:
    """True when ``talk[i]`` reports what someone said and a clause with its own subject follows, longer
    than a thing's name ("the landlord *says* the boiler won't be fixed", "they *said* on the news the
    bus fares are going up"); not "the recipe says ...", whose words are read out as the command."""
    return (talk[i] in _REPORTING and i + 1 < len(talk) and talk[i + 1] in _REPORTED_SUBJECTS | {"on"}
            and len(talk) - i >= 5 and not READ_OUT.intersection(talk))


def command_starts_at(tokens: Sequence[str], k: int, verbs: frozenset, after: Container[str] = AFTER_VERB) -> bool:
    """True when a command can start at ``k`` as its verb's words say: a word of ``verbs`` said as a verb
    (:func:`slu_node.textnorm.verb_said`) with a determiner, a number or a word of ``after`` after it
    ("*peel the* ...", "*pop two* ...", "*grab me* ..."). ``k`` below ``len(tokens) - 1``."""
    nxt = tokens[k + 1]
    return verb_said(tokens, k, verbs) and (nxt in NOUN_MARKERS or nxt in NUMBER_WORDS or nxt in after)


def remark_first(tokens: Sequence[str], verbs: frozenset, known: Container[str],
                 is_thing: Callable[[str], bool]) -> range:
    """The indices of a remark said first, before the command, with no word that turns from it
    (:func:`_remark`): the words before the first word of ``verbs`` said as a verb after which the
    command can start (none of :data:`_NOT_BEFORE_COMMAND` nor an article right before it, a
    determiner, a number or a word of :data:`AFTER_VERB` after it: "i think butter tastes better than
    margarine on hot *toast*" is no command) and before which a remark ends. Blind probe 258
    (sixty-second session: "the landlord still hasn't fixed the tap drain the chickpeas in the
    colander", "i can't believe it's raining again crack three eggs into the mixing bowl") had 19 of
    40 done at first, the rest asked about. Empty when there is none."""
    for k in range(3, len(tokens) - 1):
        if command_starts_at(tokens, k, verbs) and tokens[k - 1] in _JOINING_STEPS:
            return range(0)  # "right my head's pounding *but lay* the fish fillets on the tray ...": the command
        if (command_starts_at(tokens, k, verbs) and tokens[k - 1] not in _NOT_BEFORE_COMMAND
                and tokens[k - 1] not in ("a", "an", "the") and _remark(tokens[:k], known, is_thing)):
            return range(0, k)
    return range(0)


#: Words that join a command's verb to talk before it: the command starts there, no remark runs past it.
_JOINING_STEPS = frozenset({"but", "and", "so", "then"})


def chatter_first(tokens: Sequence[str], verbs: frozenset, known: Container[str],
                  is_value: Callable[[str], bool],
                  is_thing: Callable[[str], bool] = lambda phrase: False) -> range:
    """The indices of talk said before the command with no word that turns from it (as
    :func:`small_talk` reads with one): "oh the phone's ringing hang about um *flip the salmon with the
    spatula*", "oh blimey it's spitting everywhere *put the lid on the frying pan quick*"
    (fifty-eighth-session blind probe 114, commands wrapped in chat: asked about as out of the
    domain). The talk runs to the first word of ``verbs`` (the first words of the domain's verb
    phrases) said as a verb, after no word of :data:`_NOT_BEFORE_COMMAND` and no article one or two
    words before it ("a good *stir*" is a noun); it has at least three words, one of them foreign to
    the domain (``known``), names no value (``is_value``) and says none of :data:`_NOT_CHATTER` (a
    condition, a reason, a question, a negation, a wish for later, a second clause, what is read out
    or told) nor a word that negates or names a day ("can't", "thursday", "tomorrow's"). A remark with
    its own subject said first is such talk too (:func:`remark_first`; ``is_thing`` as there). Empty
    when there is none."""
    remark = remark_first(tokens, verbs, known, is_thing)
    if remark:
        return remark
    k = next((i for i in range(len(tokens)) if verb_said(tokens, i, verbs)), None)
    if k is None or k < 3 or tokens[k - 1] in _NOT_BEFORE_COMMAND or {"a", "an", "the"} & set(tokens[k - 2:k]):
        return range(0)  # "... *a good* stir": a noun, heard in "that's all smooths a good stir"
    talk = tokens[:k]
    if (any(is_value(t) or t in _NOT_CHATTER or t.endswith(_NOT_CHATTER_ENDS) for t in talk)
            or all(t in known for t in talk)
            or any(is_value(" ".join(talk[i:i + 2])) for i in range(len(talk) - 1))):
        return range(0)
    return range(0, k)


def fronted_clause(tokens: Sequence[str], verbs: frozenset, openers: frozenset = frozenset(),
                   known: Optional[frozenset] = None) -> range:
    """The indices of a "before", "while", "since" or "because" clause said first, before the command:
    "*before you add the eggs* melt the butter", "*while the pasta cooks* grate the cheese", "*before
    adding the flour* melt the butter" (twenty-fifth session: the first was done as
    ``[add(egg), cook(butter)]``, the eggs first, the second as ``grate([pasta, cheese])``). As said
    after the command (:func:`purpose_clauses`: "mix the flour and the sugar before you add the
    eggs"), the clause is what the command is for or waits on, not a command; the parser keeps a
    "before" clause that says a step of the domain, done after the command
    (:func:`slu_node.ordering.said_order`, fifty-eighth session). "after" stays: "after you peel the
    potatoes mash them" is two actions in the order said.

    The clause starts the utterance (after :data:`slu_node.textnorm.CLAUSE_OPENERS` words and fillers)
    and runs to the first word of ``verbs`` (not after a determiner nor where it says how something
    is: "while it's still *warm*", :data:`_BEFORE_COMPLEMENT`) that leaves a subject and more
    before it: a pronoun and a word ("you | add the eggs" is too short, "you add the eggs | melt"
    not), a determiner and two words ("the pasta cooks | grate"), an "-ing" form ("adding the flour |
    melt"). Empty when there is no such clause or no command after it. ``openers``: the words that
    start it (default: "before", "while", "since", "because").

    With the default openers and ``known`` (the domain's words; :func:`purpose_clauses` passes none for
    speech heard in noise), a purpose said first is one too (the fifty-sixth session's probe of
    purposes): "so" right before a thing's subject ("*so the chocolate doesn't seize* melt it slowly";
    "so" is otherwise a word a command starts with), and "to" before a verb the domain does not know
    or one of :data:`PURPOSE_VERBS` ("*to stop the spaghetti sticking together* add a splash of olive
    oil" had added the spaghetti too; "*to draw out the bitterness* sprinkle the aubergines with
    salt")."""
    i = clause_start(tokens)
    purposes = not openers and known is not None
    if 0 <= i < len(tokens) and tokens[i] in _AT_ONCE and _asked_at_once(tokens, i, verbs):
        return range(0)  # "while you whisk the eggs heat the oil": two actions asked for
    if purposes and 0 < i < len(tokens) and tokens[i - 1] == "so" and (
            tokens[i] in _THING_SUBJECTS or tokens[i] in SUBJECT_DETERMINERS):
        i -= 1  # "so the chocolate doesn't seize ..."; not "so we'll ...", "so you add ..."
    begin = i
    if purposes and tokens[i:i + 3] == ["in", "order", "to"]:
        i += 2  # "*in order to* get a really crispy skin roast the chicken ..." (seventy-fifth-session probe 597)
    if i + 1 >= len(tokens) or tokens[i] not in (openers or (_FRONTED | {"so", "to"} if purposes else _FRONTED)):
        return range(0)
    first = tokens[i + 1]
    if tokens[i] == "to":  # an infinitive, not a place ("to the bowl add the eggs") or an amount
        if (not first.isalpha() or first in SUBJECT_DETERMINERS or first in _PLACE_DETERMINERS
                or (first in known and first not in PURPOSE_VERBS) or ("to", first) in LEAD_IN_PHRASES):
            return range(0)  # nor a lead-in: "*to finish* pour the custard ..." (seventy-seventh-session probe 700)
        shortest = 2
    elif first in SUBJECT_PRONOUNS:
        shortest = 2
    elif first in SUBJECT_DETERMINERS:
        shortest = 3
    elif tokens[i] == "before" and first.endswith("ing"):
        shortest = 1
    else:
        return range(0)
    m = next((k for k in range(i + 1 + shortest, len(tokens))
              if verb_said(tokens, k, verbs) and tokens[k - 1] not in _BEFORE_COMPLEMENT
              and tokens[k - 1] not in _CLAUSE_AUXILIARIES
              # "as soon as it starts *to simmer* add the curry paste": the clause's own verb (seventy-fifth-
              # session blind probe 615); not "... i'd like you *to heat* ...", the request
              and not (tokens[k - 1] == "to" and tokens[k - 2] != "you")
              # "to keep the pancakes *warm* put them ...": a verb's word said right before the command's
              # verb says how the clause's thing is (seventy-fifth-session blind probe 597)
              and not (tokens[i] == "to" and verb_said(tokens, k + 1, verbs))), None)
    if m is not None:  # "since the sauce is still too thin *let it* simmer ...": the command starts at "let"
        m = next((k for k in range(max(i + 2, m - 3), m) if tokens[k] == "let"), m)
    return range(begin, m) if m is not None else range(0)


def _clause_start(tokens: Sequence[str], i: int, verbs: frozenset, known: frozenset,
                  states: Container[str]) -> Optional[int]:
    """The index of the first word after the marker at ``i`` when a purpose clause starts there, else None."""
    word, after = tokens[i], list(tokens[i + 1:])
    if not after:
        return None
    if word == "until" and (after[0] in SUBJECT_PRONOUNS or after[0] in SUBJECT_DETERMINERS):
        span = tokens[i + 1:_clause_end(tokens, i + 1, verbs)]
        unknown = any(t not in known and t.isalpha() for t in span)
        return i + 1 if unknown and not any(t in states for t in span) else None
    if word in _ALWAYS:
        return i + 1
    if word == "before" and (after[0] in SUBJECT_PRONOUNS or after[0].endswith("ing") or (
            after[0] in SUBJECT_DETERMINERS and _HAPPENING.intersection(after[1:5]))):
        return i + 1  # "... *before the first chapati goes on*"
    if word == "without" and after[0].endswith("ing"):  # "flip it *without breaking it*": how, not what
        return i + 1
    if word in _BEFORE_SUBJECT:
        rest = after[1:] if word == "so" and after[0] == "that" else after
        rest = rest[1:] if rest[:1] == ["even"] else rest  # "so that *even* your little brother will eat it"
        if word in _AT_ONCE and _asked_at_once(tokens, i, verbs):
            return None  # "stir the sauce *while you pour the milk* into it": both are asked for
        if rest and (rest[0] in SUBJECT_PRONOUNS or (word in _BEFORE_DETERMINER and rest[0] in SUBJECT_DETERMINERS)):
            return i + 1
        if word == "or" and rest[0] in SUBJECT_DETERMINERS and _WARNING_MODALS.intersection(
                rest[1:_WARNING_REACH]) and "and" not in rest[:_WARNING_REACH]:
            return i + 1  # "... or the noodles will stick"
        return None
    if word == "in" and after[0] == "case" and len(after) > 1:  # "... *in case* one of them is bad"
        return i + 1
    if word == "that" and after[0] == "way" and len(after) > 2:
        return i + 1  # "... *that way* the bottoms won't go soggy" (seventy-second-session blind probe 505)
    if word == "in" and after[:2] == ["order", "to"] and len(after) > 2:
        return i + 1
    if word == "to" and any(tuple(tokens[i:i + len(p)]) == p for p in SHAPE_PHRASES):
        return None  # "bash the biscuits *to bits* with the rolling pin": what they are crushed to
    if word == "to" and after[:2] == ["make", "sure"] and _NEGATED_HAPPENING.intersection(after[2:6]):
        return i + 1  # "stir the sauce every few minutes *to make sure it doesn't catch*": no check asked for
    if word == "as" and after[0] in _CONTRACTED_SUBJECTS and len(after) > 2:
        return i + 1  # "whip the cream until it's thick *as we're piping it onto the cake*" (blind probe 597)
    if word == "to" and (_purpose_verb(after[0], verbs, known)
                         or any(tuple(after[:len(p)]) == p for p in PURPOSE_PHRASES)
                         or _wait_time_at(tokens, i + 1) is not None) and (
            i == 0 or tokens[i - 1] not in _NOT_BEFORE_TO):
        return None if "use" in tokens[:i] else i + 1
    if word == "for":
        span = list(after[:_clause_end(tokens, i + 1, verbs) - i - 1])
        unknown = [t for t in span if t not in known and t.isalpha()]
        if tuple(span) in _FOR_PHRASES or (span and span[0] in _FOR_DAYS):
            return i + 1
        return i + 1 if unknown and all(t in _FOR_WORDS or t in unknown for t in span) else None
    return None


#: Negated verbs after "to make sure" that make it a purpose, not a check ("... to make sure it *doesn't*
#: catch": seventy-fifth-session blind probe 597, asked about as a negated check).
_NEGATED_HAPPENING = frozenset({"doesn't", "don't", "won't", "isn't", "aren't", "never", "not"})
#: A subject and its verb said as one word, after which "as" gives a reason ("*as we're* piping it").
_CONTRACTED_SUBJECTS = frozenset({"we're", "i'm", "you're", "they're", "we'll", "i'll", "we've", "i've"})
#: Words that join two actions done at once ("stir the sauce *while* you pour the milk into it").
_AT_ONCE = frozenset({"while", "whilst", "as"})


def _asked_at_once(tokens: Sequence[str], i: int, verbs: frozenset) -> bool:
    """True when the word at ``i`` (one of :data:`_AT_ONCE`) is followed by "you" and a verb of the
    domain (``verbs``): a second action the robot is asked to do at the same time, not a background
    ("while the pasta cooks", "while you're doing that"). A blind probe of such commands (fifty-sixth
    session, probe 98) had six of them done without their second action. So "you're" and the verb's
    "-ing" form, and a manner word in "-ly" before the verb ("while you *slowly* pour the stock into it",
    "whilst you're draining the pasta": seventy-first-session blind probe 496)."""
    if tuple(tokens[i + 1:i + 2]) not in (("you",), ("you're",)):
        return False
    k = i + 2 + (i + 2 < len(tokens) and tokens[i + 2].endswith("ly"))  # "while you *slowly* pour the stock"
    if k >= len(tokens):
        return False
    # "while you're *draining* the pasta" (seventy-first-session blind probe 496)
    return verb_said(tokens, k, verbs) or bool(verbs.intersection(ing_base_forms(tokens[k])))

def _purpose_verb(word: str, verbs: frozenset, known: frozenset) -> bool:
    """True when ``word``, after "to", is a verb saying what the action is for."""
    return word in PURPOSE_VERBS or (word.isalpha() and word not in known and word not in verbs)


#: Subjects after "then" that keep a reason clause going: :data:`SUBJECT_PRONOUNS` and the perfect's forms.
_GOING_ON_SUBJECTS = SUBJECT_PRONOUNS | {"you've", "we've", "they've", "i'd", "you'd", "we'd", "it'd"}


def _clause_end(tokens: Sequence[str], start: int, verbs: frozenset) -> int:
    """The index where the clause starting at ``start`` ends (``len(tokens)`` at the utterance's end):
    at a word of :data:`_CLAUSE_ENDS`, or at "and" before a word of ``verbs`` or of :data:`_AFTER_AND`,
    unless a subject pronoun follows that word with no verb of ``verbs`` after it, the clause going on
    ("because cream on a warm cake slides off *and then you've got* a puddle": seventieth-session blind
    probe 448, read as a second put)."""
    def goes_on(k: int) -> bool:  # a subject and no verb of the domain after ``tokens[k]``
        return tokens[k + 1:k + 2] != [] and tokens[k + 1] in _GOING_ON_SUBJECTS and not verbs.intersection(
            tokens[k + 2:k + 3])

    for k in range(start, len(tokens)):
        if tokens[k] in _CLAUSE_ENDS and not (tokens[k] in _AFTER_AND and goes_on(k)):
            return k
        if tokens[k] == "and" and k + 1 < len(tokens) and (
                tokens[k + 1] in verbs or (tokens[k + 1] in _AFTER_AND and not goes_on(k + 1))):
            return k
    return len(tokens)


#: Words that join an action to its verb said again ("check the chicken *to* make sure ...").
_RESTATING_LINKS = frozenset({"to", "and"})
#: Verbs that make an action's verb after "a" a noun of the same action ("*have a* look and see if the
#: cake's done": sixty-sixth-session blind probe 340, two checks asked about).
_LIGHT_VERBS = frozenset({"have", "take", "give"})
#: A subject and "be" in one word, which may start that clause with no clause word ("to make sure
#: *it's* cooked"); "whisk *it*" takes an object, not a clause.
_SUBJECT_BE = frozenset({"it's", "they're", "that's", "there's", "everything's"})


def restated_verbs(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of "to" or "and" and the verb phrase after it when that phrase is one of the same
    action's as the verb before (not a noun: "use the whisk to whisk it"), and it takes a clause
    (:data:`~slu_node.textnorm.CLAUSE_WORDS` or :data:`_SUBJECT_BE` after it), with the clause word
    ("to see *if* it's done": "if" would read as a condition). "check the
    chicken *to make sure* it's cooked through", "test the cake *to see if* it's done", "look at the
    sauce *and see if* it's thick" are read as one check of the state ("check the chicken it's
    cooked through" is ``check(cooked, chicken)``); read as said they were two checks, the second
    with no object, and asked about (twenty-fourth session). "check the oil and check the pasta"
    stays two: a value follows the second verb.

    Args:
        tokens: the utterance's words.
        domain: the domain whose actions' verb phrases (:attr:`slu_node.domain.Action.verb_phrases`)
            are looked for.
    """
    phrases = [(name, tuple(p.split())) for name, action in domain.actions.items() for p in action.verb_phrases]

    def verb_at(i: int) -> tuple[set, int]:
        """The actions whose phrase starts at ``i`` (the longest phrase), and its length."""
        light = i > 1 and tokens[i - 1] == "a" and tokens[i - 2] in _LIGHT_VERBS  # "*have a* look and see if ..."
        if i and tokens[i - 1] in NOUN_MARKERS and not light:
            return set(), 0  # not "whisk *the* whisk"
        hits = [(a, len(p)) for a, p in phrases if tuple(tokens[i:i + len(p)]) == p]
        longest = max((n for _, n in hits), default=0)
        return {a for a, n in hits if n == longest}, longest

    out: set[int] = set()
    for i, token in enumerate(tokens):
        if token not in _RESTATING_LINKS or i + 1 >= len(tokens):
            continue
        actions, n = verb_at(i + 1)
        end = i + 1 + n  # the word after the phrase
        takes_clause = end < len(tokens) and (tokens[end] in CLAUSE_WORDS or tokens[end] in _SUBJECT_BE)
        if not actions or not takes_clause:
            continue
        before = next((said for said, _ in map(verb_at, range(i - 1, -1, -1)) if said), set())
        if actions & before:
            out.update(range(i, end + (tokens[end] in CLAUSE_WORDS)))
    return out
