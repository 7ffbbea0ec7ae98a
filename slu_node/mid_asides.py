"""Asides said between two steps with no word joining them: "mash the potatoes with the masher *the kids are
starving* add a knob of butter to them", "open the jar of pesto *the lid's really tight* add two spoonfuls of it
to the pasta" (seventy-seventh-session blind probe 698, long commands with an aside between steps: 11 of 40 done
exactly at first, the step after the aside lost or the aside's words asked about).

:func:`bare_step_at` finds where the next step starts; :func:`asides_between` finds the aside before it, a
statement of its own subject, which the parser leaves out. English.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.purpose import SUBJECT_PRONOUNS
from slu_node.numbers import NUMBER_WORDS
from slu_node.textnorm import (CLAUSE_WORDS, FILLER_WORDS, NEED_WORDS, NOUN_MARKERS, STATING_BE, gives_action,
                               verb_said)

#: Subject pronouns that end an aside as objects too ("that should feed *everyone* pour in ...", "there's always
#: loads of *it* strain the stock ..."): no subject of the verb after them.
_OBJECTS_TOO = frozenset({"it", "everyone", "everybody", "someone", "somebody", "nobody", "everything", "nothing"})
#: Words before a verb that make it the aside's own ("the kids *love to* cook", "*we'll* add it later").
_OWNING_VERB = (SUBJECT_PRONOUNS - _OBJECTS_TOO) | NEED_WORDS | frozenset({
    "to", "will", "would", "could", "can", "should", "shall", "might", "must", "may", "don't", "didn't", "won't",
    "can't", "not", "never", "always", "i'd", "we'd", "you'd", "they'd", "we've", "i've", "they've", "you've",
    "and", "or", "but", "who", "which", "let", "help", "let's", "usually", "often", "just",
    # "... i'd *only* make a mess" (blind probe 236)
    "only", "really", "probably", "actually", "also", "even", "still"})
#: Verbs that start no step after an aside: "theo *look* the cheese is all bubbly" (blind probe 282), "i'd only
#: *make* a mess", "the yolks are what *make* it rich".
_NOT_BARE = frozenset({"look", "see", "watch", "listen", "mind", "make"})
#: Words after a verb that start what it is done to ("... *add a* knob of butter", "... *blitz it* until ...").
_STEP_OBJECT_STARTS = NOUN_MARKERS | frozenset({"it", "them", "in", "up", "out", "off", "over", "down", "all",
                                                "both", "half", "two", "three", "four", "five", "six",
                                                "everything"})
#: Words that state something in an aside: forms of "be", modals and adverbs of how often ("the smell
#: *always* wakes everyone up", "that *should* feed everyone").
_STATING = STATING_BE | frozenset({"should", "will", "always", "never", "usually", "been", "smells", "looks",
                                   "takes", "take"})
#: Words an aside's subject starts with ("*the* kids are starving", "*that's* all we've got").
_SUBJECT_STARTS = frozenset({"the", "this", "that", "these", "those", "my", "our", "your", "his", "her", "their",
                             "it's", "that's", "there's", "they're", "it", "they", "there", "this'll", "that'll"})
#: Words before an aside's subject (fillers between) that make it a clause of the command ("check *whether* the
#: cake is done", "stir *until* it's thick", "make *sure* the oven is hot") or break into one ("blitz the soup
#: *until ugh* it's really noisy in here blitz the soup ...", "open a tin of chickpeas *and oh* he's shouting
#: again open a tin ...": the command said again after the aside).
_CLAUSE_LEADS = CLAUSE_WORDS | frozenset({"when", "once", "until", "till", "sure", "because", "since", "as", "so",
                                          "while", "whilst", "before", "after", "see", "check", "know", "and",
                                          "then", "or", "but"})
#: Subjects an aside may start with, besides :data:`_SUBJECT_STARTS` ("the parmesan *she* always goes for ...").
_PERSONS = frozenset({"i", "you", "we", "they", "he", "she", "he's", "she's", "i'm", "we're", "you're", "i've",
                      "we've", "i'd", "we'd"})
#: Words after which a verb starts the step after an aside ("... *then* put it back", "... *so* fry it", "...
#: again *and* let the stew simmer").
_JOINING = frozenset({"then", "so", "and"})
#: Words that open a clause said of the thing before them before a form of "be", no aside ("crack the two eggs
#: *that are* left in the box into the jug and whisk them"; but "tip the rice into the saucepan *that should* feed
#: everyone pour in ..." says one).
_RELATIVES = frozenset({"that", "which", "who"})
#: Most words of an aside's subject before its stating word.
_SUBJECT_WORDS = 3


def bare_step_at(tokens: Sequence[str], j: int, verbs: frozenset) -> bool:
    """True when the robot's next step starts at ``j`` with no word joining it to an aside before it: a word of
    ``verbs`` (the first words of the domain's verb phrases) said as a verb, not after a word of
    :data:`_OWNING_VERB`, before a word of :data:`_STEP_OBJECT_STARTS` ("... honestly this recipe is ancient
    *add a* pinch of salt", "... we bought a new one last week *blitz it* until it's smooth"); "give" that
    gives an action as a noun too ("... *give the* penne a stir")."""
    return (0 < j < len(tokens) - 1 and (verb_said(tokens, j, verbs) or gives_action(tokens, j))
            and tokens[j] not in _NOT_BARE and tokens[j - 1] not in _OWNING_VERB
            and tokens[j + 1] in _STEP_OBJECT_STARTS)


def asides_between(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool],
                   is_value: Callable[[str], bool]) -> set[int]:
    """Indices of each aside between two steps: before a step that starts bare (:func:`bare_step_at`) or after
    "then", "so" or "and" (:data:`_JOINING`), after a word of ``verbs`` said before it, the words from the
    subject to the step. The subject is the nearest word of :data:`_SUBJECT_STARTS` or :data:`_PERSONS` at
    most :data:`_SUBJECT_WORDS` words before the last word of :data:`_STATING` or "X's" ("the *kids are*
    starving", "the smoke *alarm's* a bit sensitive"; not before a thing: "the *chef's* knife"), no thing
    (``is_thing``) between them; where one is, the "X's" itself ("... out of the fridge *tom's* gone vegetarian
    apparently so fry it"). None when a word of :data:`_CLAUSE_LEADS` stands before the subject, fillers
    between ("check whether the cake is done then take it out": what is checked). The aside starts earlier over
    words that name no value of the domain (``is_value``), no number and no verb ("... the sieve *what a
    gorgeous sunny morning it is* add a pinch of salt", "... in the wok *the smoke alarm in this flat is* so
    sensitive then throw ..."). A verb said inside the aside starts no step (one before no object: "the
    kitchen's lovely and *warm* with the sun coming in"), nor is a clause said of the thing before it an aside
    (:data:`_RELATIVES`). Empty when there is none."""
    out: set[int] = set()
    last_verb = None
    for j in range(len(tokens)):
        joined = j > 0 and tokens[j - 1] in _JOINING and verb_said(tokens, j, verbs)
        if last_verb is not None and (joined or bare_step_at(tokens, j, verbs)):
            end = j - joined
            stating = next((k for k in range(end - 1, last_verb + 1, -1)
                            if tokens[k] in _STATING or (tokens[k].endswith(("'s", "'re"))
                                                         and not is_thing(tokens[k + 1]))), None)
            start = None if stating is None else _subject_start(tokens, stating, last_verb, is_thing)
            while start is not None and start - 1 > last_verb + 1 and _loose(tokens, start - 1, verbs, is_value):
                start -= 1
            if start is not None and not (tokens[start] in _RELATIVES and is_thing(tokens[start - 1])
                                          and tokens[start + 1] in STATING_BE):
                lead = start - 1
                while lead > last_verb and tokens[lead] in FILLER_WORDS:
                    lead -= 1
                if lead > last_verb and tokens[lead] not in _CLAUSE_LEADS:
                    out.update(range(start, end))
        if verb_said(tokens, j, verbs) and (j + 1 == len(tokens) or tokens[j + 1] in _STEP_OBJECT_STARTS
                                             or is_thing(tokens[j + 1]) or last_verb is None):
            last_verb = j
    return out


def _loose(tokens: Sequence[str], k: int, verbs: frozenset, is_value: Callable[[str], bool]) -> bool:
    """True when the word at ``k`` may belong to an aside before its subject (:func:`asides_between`): no value
    of the domain, no number nor a word after one ("twenty five *minutes*"), no verb's word ("to the *boil*"),
    no word of :data:`_CLAUSE_LEADS`."""
    word, before = tokens[k], tokens[k - 1] if k else ""
    return not (is_value(word) or word in NUMBER_WORDS or word.isdigit() or before in NUMBER_WORDS
                or before.isdigit() or word in verbs or word in _CLAUSE_LEADS
                or word in _STEP_OBJECT_STARTS - NOUN_MARKERS)


def _subject_start(tokens: Sequence[str], stating: int, last_verb: int,
                   is_thing: Callable[[str], bool]) -> Optional[int]:
    """Where the subject of the aside's stating word at ``stating`` starts (:func:`asides_between`), or None."""
    for s in range(stating, max(last_verb, stating - _SUBJECT_WORDS - 1), -1):
        if tokens[s] in _SUBJECT_STARTS or tokens[s] in _PERSONS:
            return s
        if s < stating and is_thing(tokens[s]):
            break
    return stating if tokens[stating].endswith("'s") and stating > last_verb + 1 else None
