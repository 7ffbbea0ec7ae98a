"""A question to someone in the room, long talk, or background (a plan, a day, a cause:
:func:`background_first`), said first, before a command to the robot, with no call of it
(:func:`long_talk_first` for the talk):
"did you remember to pay the electricity bill *grab a tin of chickpeas from the cupboard*", "are we
still going to the cinema on saturday *cover the pot with a lid*" (sixty-fourth-session blind probe
298, chat with a housemate: 12 of 40 done at first, the questions asked about as out of the domain).

The question is left out when it is plainly one of its own: it opens with an auxiliary or a question
word, holds its own verb (the command's verb is at least four words after the auxiliary, after no
subject word: "where did *grandma* put the cake tin" asks where she put it), names no value of the
domain, and says no condition, negation, report or wish that could govern the command ("did the recipe
*say* stir ...", "do you *fancy* ... *later* stir ...": asked about as before). English.
"""

from __future__ import annotations

from typing import Callable, Container, Sequence

from slu_node.cues import CONTRACTED_VERBS, PERSON_WORDS, QUESTION_AUXILIARIES, own_clause
from slu_node.purpose import AFTER_VERB, READ_OUT, SUBJECT_PRONOUNS, command_starts_at
from slu_node.textnorm import NEED_WORDS

#: Auxiliaries that open a yes/no question ("*did* you see ...", "*are* we still going ...", "*can* you
#: believe ..."): :data:`slu_node.cues.QUESTION_AUXILIARIES` and the modals.
OPENING_AUXILIARIES = QUESTION_AUXILIARIES | {"had", "can", "could", "will", "would", "shall"}
#: Question words, with their contracted forms ("*what* time's your train", "*who's* coming").
QUESTION_WORDS = frozenset({"what", "where", "when", "who", "how", "why", "which", "what's", "where's", "when's",
                            "who's", "how's", "why's"})
#: Words that may come before the question ("*oh* did you hear ...").
_OPENERS = frozenset({"oh", "so", "hey", "right", "and", "anyway", "um", "uh", "er", "erm", "well", "okay", "ok"})
#: Words that make the question govern or put off the command after it, or make it no question of its
#: own: conditions, negations, what is read out or told, wishes, steps in time. English.
_GOVERNING = frozenset({"if", "when", "whenever", "unless", "once", "after", "before", "while", "until", "till",
                        "because", "since", "so", "not", "don't", "never", "no", "says", "said", "say", "tell",
                        "told", "goes", "reads", "read", "reading", "recipe", "recipe's", "card", "method",
                        "instructions", "video", "write", "listen", "note", "i'd", "we'd", "like", "love",
                        "fancy", "wish", "later", "then", "first", "next", "should", "must", "robot"})
#: Words right before a verb that make it the question's own ("did your sister *ever* put ...", "did
#: you and your *sister* put ..."), besides subject pronouns and :data:`slu_node.cues.PERSON_WORDS`.
_BEFORE_OWN_VERB = frozenset({"ever", "even", "still", "really", "also", "always", "just", "already", "actually",
                              "to", "and", "or", "but", "not", "never", "me", "him", "her", "them", "us", "it",
                              "let", "let's", "please", "where", "how", "what", "why", "who", "sister", "brother",
                              "wife", "husband", "friend", "friends", "partner", "neighbour", "neighbours", "boss",
                              "man", "woman", "lady", "guy", "girl", "boy", "baby", "chef", "people"})
#: Words right before a verb that make it no command's first word: :data:`_BEFORE_OWN_VERB`, a subject
#: pronoun, a person (:data:`slu_node.cues.PERSON_WORDS`) or an article ("the *whisk*").
_OWN_VERB_BEFORE = _BEFORE_OWN_VERB | SUBJECT_PRONOUNS | PERSON_WORDS | {"a", "an", "the"}
#: Words a command's verb is followed by, besides determiners and numbers (:data:`slu_node.purpose.AFTER_VERB`
#: and "check *if* ...").
_AFTER_VERB = AFTER_VERB | {"if", "whether"}
#: Fewest words between the question's auxiliary and the command's verb: room for a subject and a verb.
_SHORTEST_QUESTION = 4


def _question_start(tokens: Sequence[str]) -> int:
    """Index of the auxiliary that opens the question (after an opener, or after a question word that
    one follows: "where *did* ..."); the question word's own index when no auxiliary follows it ("who's
    coming ..."); -1 when ``tokens`` open no question."""
    s = 0
    while s < len(tokens) and tokens[s] in _OPENERS:
        s += 1
    if s >= len(tokens):
        return -1
    if tokens[s] in OPENING_AUXILIARIES:
        return s
    if tokens[s] in QUESTION_WORDS:
        return s + 1 if s + 1 < len(tokens) and tokens[s + 1] in OPENING_AUXILIARIES else s
    return -1


def question_first(tokens: Sequence[str], verbs: frozenset, known: Container[str],
                   is_value: Callable[[str], bool]) -> range:
    """The indices of a question said first, before the command (module doc): ``range(0, k)`` where
    ``tokens[k]`` is a word of ``verbs`` (the first words of the domain's verb phrases) said as a verb,
    followed by a determiner, a number or a word of :data:`_AFTER_VERB`, at least
    :data:`_SHORTEST_QUESTION` words after the question's auxiliary and after no word of
    :data:`_BEFORE_OWN_VERB`, no subject pronoun, no person, no article. The question names no value
    (``is_value``, words and pairs), says a word the domain does not know (``known``) and none of
    :data:`_GOVERNING`. Empty when there is none."""
    a = _question_start(tokens)
    if a < 0:
        return range(0)
    for k in range(a + _SHORTEST_QUESTION + 1, len(tokens) - 1):
        before = tokens[k - 1]
        if not command_starts_at(tokens, k, verbs, _AFTER_VERB):
            continue
        if before in _OWN_VERB_BEFORE:
            continue
        talk = tokens[:k]
        if (any(t in _GOVERNING or t.endswith("n't") or is_value(t) for t in talk)
                or any(is_value(" ".join(talk[i:i + 2])) for i in range(len(talk) - 1))
                or all(t in known for t in talk)):
            return range(0)  # the first verb that could start the command decides
        return range(0, k)
    return range(0)


#: Fewest words of talk said first that :func:`long_talk_first` leaves out, and fewest of them foreign to
#: the domain: long enough to be a sentence of its own.
_LONG_TALK, _LONG_TALK_FOREIGN = 7, 3
#: Words of the talk's last :data:`_GOVERNING_REACH` words that may govern the command after it or put
#: it off ("... *when* it's ready add ...", "... *on monday* melt ...", "the card *says* ..."). English.
_NEAR_GOVERNING = _GOVERNING | {"when", "tomorrow", "tonight", "today", "now", "week", "weekend", "day", "time",
                                "morning", "evening", "afternoon", "minute", "minutes", "hour", "hours", "want",
                                "wants", "need", "needs", "let", "help", "watch", "see", "saw", "remember", "how"}
_GOVERNING_REACH = 3
#: Words that open talk that governs what follows: a condition, a time to wait for, what is read out.
_GOVERNING_OPENERS = frozenset({"if", "when", "once", "after", "before", "while", "until", "unless", "next", "later",
                                "tomorrow", "tonight", "first", "then", "in", "for", "as", "since", "because"})
#: Words of a condition or a time anywhere in the talk ("sophie *once* you've washed your hands ...",
#: "noting this down for *when* the in laws visit ...": not to be acted on).
_CONDITIONS = frozenset({"if", "when", "whenever", "once", "until", "till", "unless", "after", "before", "while"})
#: Words of what is read out or planned anywhere in the talk ("the *recipe* ...", "*remind* me to ...").
_READ_OR_PLANNED = (READ_OUT - {"book"}) | {"remind", "reminder", "plan", "planning", "supposed", "should", "could",
                                            "would", "might", "must", "gonna", "going"}  # not "that *book* you lent me"


def long_talk_first(tokens: Sequence[str], verbs: frozenset, known: Container[str],
                    is_value: Callable[[str], bool]) -> range:
    """The indices of a long stretch of talk said first, before the command, with no call of the robot:
    "eighty quid for a checkup honestly that's daylight robbery *open a tin of chopped tomatoes ...*",
    "she can have my room i don't mind the sofa at all *put the lid on the pot ...*" (sixty-fourth-
    session blind probe 306, chat with a housemate: 15 of 40 done at first). ``range(0, k)`` where
    ``tokens[k]`` is the first word of ``verbs`` said as a verb that a command can start with (as
    :func:`question_first` reads it, after no auxiliary); the talk has at least :data:`_LONG_TALK` words,
    :data:`_LONG_TALK_FOREIGN` of them foreign to the domain (``known``), names no value
    (``is_value``), opens with none of :data:`_GOVERNING_OPENERS`, says none of
    :data:`_READ_OR_PLANNED` and :data:`_CONDITIONS`, and none of :data:`_NEAR_GOVERNING` nor a negation in its last
    :data:`_GOVERNING_REACH` words, which could govern the command or put it off. Empty otherwise."""
    for k in range(_LONG_TALK, len(tokens) - 1):
        before = tokens[k - 1]
        if not command_starts_at(tokens, k, verbs, _AFTER_VERB):
            continue
        if before in _OWN_VERB_BEFORE or before in _GOVERNING or before in OPENING_AUXILIARIES:
            return range(0)  # "... you *can* stir the batter"
        talk = tokens[:k]
        if (talk[0] in _GOVERNING_OPENERS or _READ_OR_PLANNED.intersection(talk) or _CONDITIONS.intersection(talk)
                or sum(t not in known for t in talk) < _LONG_TALK_FOREIGN
                or any(is_value(t) for t in talk) or any(is_value(" ".join(p)) for p in zip(talk, talk[1:]))
                or any(t in _NEAR_GOVERNING or t.endswith(("n't", "day", "day's")) for t in talk[-_GOVERNING_REACH:])):
            return range(0)
        return range(0, k)
    return range(0)


#: Words that open a cause said first, the command after it done now ("*since* it's monday tomorrow
#: ...", "*seeing as* the shops are shut ...", "*as* the lunchboxes are open ..."): phrases, longest
#: first; "now that" says what holds now ("now that the oil's been heating ..."). Not "as soon as" the
#: water boils, which times the step. English.
CAUSAL_OPENERS = (("seeing", "as"), ("seeing", "that"), ("given", "that"), ("given",), ("what", "with"),
                  ("now", "that"), ("since",), ("because",), ("cause",), ("'cause",), ("coz",), ("cos",), ("as",))
#: Words after "as" that make it no cause ("*as soon as* it boils", "as long as", "as well").
_NOT_CAUSAL_AS = frozenset({"soon", "long", "much", "well", "far", "for", "if", "though", "usual", "always"})
#: Words before a verb that leave it the command's after background ("... *just* take the frying pan
#: off the hob": probe 322), though a question's own verb may follow them.
_BEFORE_COMMAND = frozenset({"just", "please"})
#: Words of someone addressed or something read out: the talk may then tell the command to someone
#: else ("mike you're on barbecue duty so ...") or read it out.
_NOT_BACKGROUND = READ_OUT | {"you", "you're", "you'll", "you've", "you'd", "your", "robot", "remind", "reminder"}


def background_first(tokens: Sequence[str], verbs: frozenset, known: Container[str],
                     is_thing: Callable[[str], bool] = lambda phrase: False) -> range:
    """The indices of background said first, a plan, a day or a condition of the household's, before
    a command done now with no call of the robot: "we're out on saturday *so* the veg needs using up
    tonight *peel the carrots* ...", "the vet's at nine tomorrow so i'm sorting my lunch now *squeeze
    half a lemon* ...", "*since* it's monday tomorrow and nobody wants to cook after work *put the rest
    of the stew* ..." (sixty-fifth-session blind probe 314: 21 of 40 done at first, the rest asked
    about as out of the domain). ``range(0, k)`` where ``tokens[k]`` is the first word of ``verbs``
    said as a verb that a command can start with (:func:`slu_node.purpose.command_starts_at`, after
    no subject, auxiliary, person, article or "to", nor an "-ing" form before a particle), and the talk
    before it either

    - has "so" after at least three words, and between "so" and the verb a clause of its own
      (:func:`slu_node.cues.own_clause`: "so *tonight it's* the veggie one melt ..."): a day or a
      condition said before "so" is the talk's, and so is one inside that clause; "so on friday melt
      ..." puts the step off and is not read here (nor "so melt ...":
      :func:`slu_node.purpose.reason_first`); or
    - opens with a word of :data:`CAUSAL_OPENERS` and at least two words after it ("since everyone
      loves garlic", "what with there being ten of us tonight"); or
    - is news of at least four words that holds a clause of its own and names a thing (``is_thing``)
      that the command takes up with a pronoun right after its verb: "jess brought round some basil
      from her garden *scatter it* over the pizza" (sixty-fifth-session blind probe 327), with no
      condition, "whether" or plan that could govern the command and no verb of its own a command
      could start with ("be a dear and *wrap the cheddar* ... then pop it back"), and no word of need
      (:data:`slu_node.textnorm.NEED_WORDS`: "the oven dish *wants* covering with foil and then put it
      back ..." asks for both steps).

    The talk says a word foreign to the domain (``known``) and none of :data:`_NOT_BACKGROUND` nor
    "so" in "or so". Empty otherwise."""
    for k in range(len(tokens) - 1):
        before = tokens[k - 1] if k else ""
        if not command_starts_at(tokens, k, verbs, _AFTER_VERB) or (
                (before in _OWN_VERB_BEFORE and before not in _BEFORE_COMMAND) or before in OPENING_AUXILIARIES
                or before.endswith(CONTRACTED_VERBS)
                or (before.endswith("ing") and tokens[k + 1] in AFTER_VERB)):  # "grandma's doing *pick up*"
            continue
        talk = tokens[:k]
        if (_NOT_BACKGROUND.intersection(talk) or all(t in known for t in talk)
                or any(a == "or" and b == "so" for a, b in zip(talk, talk[1:]))):
            return range(0)
        so = max((i for i, t in enumerate(talk) if t == "so" and i >= 3), default=-1)
        opener = next((p for p in CAUSAL_OPENERS if tuple(talk[:len(p)]) == p), None)
        if opener == ("as",) and (len(talk) < 2 or talk[1] in _NOT_CAUSAL_AS):
            opener = None
        if (so > 0 and own_clause(talk[so + 1:])) or (opener is not None and len(talk) - len(opener) >= 2):
            return range(0, k)
        news = (len(talk) >= 4 and tokens[k + 1] in ("it", "them") and own_clause(talk)
                and not (_CONDITIONS | {"whether", "plan", "step"} | NEED_WORDS).intersection(talk)
                and any(is_thing(t) for t in talk)
                and not any(command_starts_at(tokens, j, verbs, _AFTER_VERB) for j in range(k)))
        return range(0, k) if news else range(0)
    return range(0)
